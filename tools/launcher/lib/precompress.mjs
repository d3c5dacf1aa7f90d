// Brotli and gzip copies of the text assets of a published build (file.js -> file.js.br,
// file.js.gz), made once at publish time so the gateway serves them as they are (@fastify/static
// preCompressed) instead of compressing on every request or sending 1.2 MB of plain JavaScript.
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text the browser downloads (not source maps, not images). */
const TEXT = /\.(?:js|mjs|css|html|json|svg|txt)$/i;
/** Below this the compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;
// Rspack's [contenthash] names (main.3f9a1c2b.js): the content of such a name never changes.
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function writeReplacing(path, content) {
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, content);
  await rename(temp, path);
}

/** Writes file.br and file.gz next to `file` (each replaced in one rename). */
export async function compressFile(file) {
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gz(content, { level: 9 }),
  ]);
  await writeReplacing(`${file}.br`, br);
  await writeReplacing(`${file}.gz`, gzipped);
}

/**
 * Compresses every text asset of `dir` of at least MIN_BYTES, except those `skip` names (by path).
 * A hashed file that already has both copies is left alone (its content cannot have changed);
 * any other file is compressed again. Returns how many files were compressed.
 */
export async function precompressDir(dir, { skip = () => false } = {}) {
  const todo = [];
  for (const file of await filesUnder(dir)) {
    if (!TEXT.test(file) || skip(file)) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    if (HASHED.test(basename(file)) && (await exists(`${file}.br`)) && (await exists(`${file}.gz`))) continue;
    todo.push(file);
  }
  // zlib runs on the thread pool: a few at a time keeps both cores busy without piling up memory.
  let next = 0;
  const worker = async () => {
    while (next < todo.length) await compressFile(todo[next++]);
  };
  await Promise.all([worker(), worker(), worker()]);
  return todo.length;
}
