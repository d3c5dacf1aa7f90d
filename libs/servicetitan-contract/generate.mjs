// Generates src/generated/<module>.ts from openapi/<module>-v2.json with openapi-typescript.
// `--check` regenerates in memory and fails when a committed file differs (the documents are the
// contract: a changed document must come with its regenerated types).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = dirname(fileURLToPath(import.meta.url));
const check = process.argv.includes('--check');
let stale = 0;
for (const file of readdirSync(join(root, 'openapi'))
  .filter((f) => f.endsWith('-v2.json'))
  .sort()) {
  const module = file.replace(/-v2\.json$/, '');
  const ast = await openapiTS(new URL(`file://${join(root, 'openapi', file)}`));
  const text = `// Generated from openapi/${file} by generate.mjs (openapi-typescript). Do not edit.\n${astToString(ast)}`;
  const target = join(root, 'src', 'generated', `${module}.ts`);
  if (check) {
    let current = '';
    try {
      current = readFileSync(target, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (current !== text) {
      stale += 1;
      console.error(`${target} is not what openapi/${file} generates: run npm run generate -w @milestone/servicetitan-contract`);
    }
  } else {
    writeFileSync(target, text);
  }
}
if (check) {
  if (stale > 0) process.exit(1);
  console.log('servicetitan-contract: the generated types match the OpenAPI documents');
}
