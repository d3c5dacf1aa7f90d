import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Nest resolves providers in the order the files' modules are evaluated: two files that import
// each other's values make one of them undefined when the other's class is decorated, which Nest
// then reports as an unknown dependency, or code works around it (a lazy import(), ModuleRef.get
// without strict). This keeps the service's files free of such cycles; `import type` is erased
// by the compiler and does not count.
const SRC = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(file, found);
    else if (/\.ts$/.test(entry.name) && !/\.spec\.ts$|\.d\.ts$/.test(entry.name)) found.push(file);
  }
  return found;
}

const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(VALUE_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);
  return specifiers.map((s) => path.resolve(path.dirname(file), s.replace(/\.js$/, '.ts')));
}

/** Each cycle once, as the files around it (depth-first search over the value imports). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)).map((f) => path.relative(SRC, f)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("svc-reporting's files", () => {
  it('import no value of a file that imports theirs, directly or around a longer cycle, lazily or not', () => {
    const files = sourceFiles(SRC);
    const graph = new Map(files.map((file) => [file, valueImports(file)]));
    expect(files.length).toBeGreaterThan(50);
    expect(graph.get(path.join(SRC, 'modules/service-titan/connection/connection.service.ts'))).toEqual(
      expect.arrayContaining([path.join(SRC, 'modules/service-titan/sync/sync.service.ts')]),
    );
    expect(cycles(graph)).toEqual([]);
  });
});
