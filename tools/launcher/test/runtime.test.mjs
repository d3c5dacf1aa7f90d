// The project runs on the Node that package-lock.json pins (runtime.mjs): fetched and checked
// against the lockfile, run again on from the machine's own Node, and every native addon loads on it.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cachedRuntime, installedRuntime, matchesIntegrity, pathWith, pinnedRuntime } from '../lib/runtime.mjs';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PIN = pinnedRuntime(ROOT);
const quiet = Object.assign(() => {}, { error: () => {} });

/** The machine's own Node (Debian's), which npm start and npm test come in on. */
const MACHINE_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find((path) => existsSync(path));

describe('the pinned runtime', () => {
  test('package-lock.json pins Node 24 for this machine, and npm test runs on it', () => {
    assert.ok(PIN, `no node-${process.platform}-${process.arch} in package-lock.json`);
    assert.match(PIN.version, /^24\./);
    assert.equal(process.versions.node, PIN.version);
    assert.equal(execFileSync('node', ['--version'], { encoding: 'utf8' }).trim(), `v${PIN.version}`, 'node on PATH is the pinned one');
  });

  test('a download that does not match the lockfile integrity is refused', () => {
    assert.equal(matchesIntegrity(Buffer.from('node'), 'sha512-' + Buffer.alloc(64).toString('base64')), false);
    assert.equal(matchesIntegrity(Buffer.from(''), 'sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg=='), true);
  });

  test('the runtime is fetched through npm into .milestone/runtime and refused when its integrity differs', async () => {
    const root = mkdtempSync(join(tmpdir(), 'milestone-runtime-'));
    try {
      const bin = await cachedRuntime(root, PIN, quiet);
      assert.equal(relative(root, bin), join('.milestone', 'runtime', `${PIN.name}-${PIN.version}`, 'bin', 'node'));
      assert.equal(execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim(), `v${PIN.version}`);
      const tampered = { ...PIN, integrity: 'sha512-' + Buffer.alloc(64).toString('base64') };
      rmSync(join(root, '.milestone'), { recursive: true });
      await assert.rejects(cachedRuntime(root, tampered, quiet), /does not match the integrity/);
      assert.equal(existsSync(join(root, '.milestone', 'runtime', `${PIN.name}-${PIN.version}`)), false, 'nothing is left to run');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('PATH puts the given folders first, once', () => {
    assert.equal(pathWith(['/a', '/b'], '/b:/usr/bin::/a'), '/a:/b:/usr/bin');
  });
});

describe("a launcher started on the machine's own Node", () => {
  const script = (body) => {
    assert.ok(MACHINE_NODE, 'the machine has a Node of its own (npm runs on it)');
    const dir = mkdtempSync(join(tmpdir(), 'milestone-reexec-'));
    const file = join(dir, 'launcher.mjs');
    writeFileSync(
      file,
      `import { useProjectRuntime } from ${JSON.stringify(new URL('../lib/runtime.mjs', import.meta.url).href)};
const log = Object.assign((m) => console.log(m), { error: (m) => console.error(m) });
await useProjectRuntime(${JSON.stringify(ROOT)}, log, { outOfDate: () => false });
${body}`,
    );
    return { file, dir };
  };

  test('runs again on the pinned Node, with node on PATH the pinned one, and exits with its code', () => {
    const { file, dir } = script(`
import { execFileSync } from 'node:child_process';
console.log(process.version, execFileSync('node', ['--version'], { encoding: 'utf8' }).trim());
process.exit(7);`);
    try {
      const machineVersion = execFileSync(MACHINE_NODE, ['--version'], { encoding: 'utf8' }).trim();
      let out = '';
      let status = 0;
      try {
        execFileSync(MACHINE_NODE, [file], { encoding: 'utf8', env: { ...process.env, PATH: '/usr/bin:/bin' } });
      } catch (error) {
        out = error.stdout;
        status = error.status;
      }
      assert.equal(status, 7);
      assert.equal(out.trim(), `v${PIN.version} v${PIN.version}`, `started on ${machineVersion}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a stop signal reaches the script on the pinned Node and the launcher exits as it does', async () => {
    // 'ready' on the loop's next turn: a SIGTERM in the very turn its first listener is added can
    // still meet the default action (seen on Node 24 under load, with no launcher in between).
    const { file, dir } = script(`
process.on('SIGTERM', () => { console.log('stopping'); process.exit(143); });
setInterval(() => {}, 1000);
setImmediate(() => console.log('ready'));`);
    try {
      const child = spawn(MACHINE_NODE, [file], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, PATH: '/usr/bin:/bin' } });
      let out = '';
      await new Promise((resolve) => child.stdout.on('data', (chunk) => (out += chunk) && out.includes('ready') && resolve()));
      child.kill('SIGTERM');
      // 'close', not 'exit': the launcher may exit before its output is all read.
      const code = await new Promise((resolve) => child.once('close', resolve));
      assert.equal(code, 143);
      assert.match(out, /stopping/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Every `.node` file under node_modules built for this machine. npm installs only the matching
 * platform package of an addon (@swc/core-linux-x64-gnu...); packages that carry every platform's
 * build in prebuilds/ (argon2) are read for this platform's glibc build only.
 */
function nativeAddons(dir = join(ROOT, 'node_modules'), found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('node-linux-')) nativeAddons(path, found);
    else if (entry.isFile() && entry.name.endsWith('.node') && statSync(path).size > 0) found.push(path);
  }
  return found;
}
const PLATFORM = `${process.platform}-${process.arch}`;
const forThisMachine = (rel) => !/musl/.test(rel) && (!rel.includes('/prebuilds/') || rel.includes(`/prebuilds/${PLATFORM}/`));

test('every native addon installed for this platform loads on the pinned Node', () => {
  const addons = nativeAddons().filter((path) => forThisMachine(relative(ROOT, path)));
  const names = addons.map((path) => relative(join(ROOT, 'node_modules'), path));
  // The addons the platform relies on: password hashing, the TypeScript and bundler toolchain, nx,
  // and DuckDB (the report builder's benchmark).
  for (const expected of ['argon2', '@swc/core-', '@rspack/binding-', '@nx/nx-', '@duckdb/node-bindings-']) {
    assert.ok(
      names.some((name) => name.startsWith(expected)),
      `${expected}: not found among ${names.join(', ')}`,
    );
  }
  for (const path of addons) {
    const module = { exports: {} };
    assert.doesNotThrow(() => process.dlopen(module, path), `${relative(ROOT, path)} does not load on Node ${process.versions.node}`);
    // Own names, not enumerable keys: an addon may define its exports non-enumerable (DuckDB's does).
    assert.ok(Object.getOwnPropertyNames(module.exports).length > 0, `${relative(ROOT, path)} exports nothing`);
  }
  console.log(`loaded on Node ${process.versions.node}: ${names.join(', ')}`);
  assert.equal(installedRuntime(ROOT, PIN), join(ROOT, 'node_modules', PIN.name, 'bin', 'node'));
});
