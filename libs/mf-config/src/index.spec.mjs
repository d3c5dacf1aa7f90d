// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { ANTD_BY_MODULE, createMfOptions, createMfRspackConfig, moveSharedAsyncAssets, requiredVersionOf, sharedSingletons, toRange } from './index.mjs';
import { restrictedImportsConfig } from './eslint.mjs';

test('shares the platform singletons by the semver range of their declared version, strictly, never eagerly', () => {
  const shared = sharedSingletons();
  for (const name of ['react', 'react-dom/', 'react-dom', '@tanstack/react-query', 'antd', '@milestone/ui', '@milestone/platform-sdk']) {
    assert.equal(shared[name]?.singleton, true, name);
    assert.equal(shared[name]?.eager, false, name);
    assert.equal(shared[name]?.strictVersion, true, name);
  }
  // The workspace pins exact versions (package.json); a build accepts any later one of the same major.
  assert.equal(shared['react']?.requiredVersion, '^19.3.1');
  assert.equal(shared['react-dom/']?.requiredVersion, '^19.3.1');
  assert.equal(shared['antd']?.requiredVersion, '^6.6.8');
  assert.equal(shared['@milestone/platform-sdk']?.requiredVersion, '^0.1.0');
});

test('keeps the router inside the SDK and shares no single antd file', () => {
  const shared = sharedSingletons();
  for (const name of ['react-router', 'react-router-dom', 'antd/', '@ant-design/icons']) assert.equal(shared[name], undefined, name);
});

test('turns an exact version into a caret range and keeps a range as written', () => {
  assert.equal(toRange('19.3.1'), '^19.3.1');
  assert.equal(toRange('^20.0.0'), '^20.0.0');
  assert.equal(toRange('>=6.6.0 <7'), '>=6.6.0 <7');
});

test("reads a project's own declared range before the workspace's", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mf-project-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'x', peerDependencies: { react: '^20.0.0' }, dependencies: { antd: '7.0.1' } }));
  assert.equal(requiredVersionOf('react', dir), '^20.0.0');
  assert.equal(requiredVersionOf('antd', dir), '^7.0.1');
  assert.equal(requiredVersionOf('@tanstack/react-query', dir), '^5.108.0');
  assert.equal(sharedSingletons(dir)['react-dom/']?.requiredVersion, '^19.3.1');
});

test('the host offers the whole antd package with its version; a remote offers only its fallback', () => {
  const host = createMfOptions({ name: 'shell', projectDir: '/x', isHost: true }).shared['antd'];
  assert.match(String(host?.import), /node_modules\/antd\/es\/index\.js$/);
  assert.match(String(host?.version), /^6\./);
  const remote = createMfOptions({ name: 'mf_tasks', projectDir: '/x' }).shared['antd'];
  assert.equal(remote?.import, undefined);
  assert.equal(remote?.version, undefined);
});

test('a remote exposes its modules, lists no remote URL and emits a manifest without dts', () => {
  const mf = createMfOptions({ name: 'mf_tasks', projectDir: '/x', exposes: { './App': './src/remote-entry.tsx' } });
  assert.deepEqual(mf.remotes, {});
  assert.equal(mf.dts, false);
  assert.equal(mf.shareStrategy, 'loaded-first');
  assert.equal(mf.manifest.fileName, 'mf-manifest.json');
  assert.deepEqual(mf.exposes, { './App': './src/remote-entry.tsx' });
  assert.equal(mf.experiments.optimization.target, 'web');
});

test('builds for production into <project>/dist with publicPath auto and hashed names', () => {
  const cfg = createMfRspackConfig({ name: 'shell', projectDir: '/p/shell', isHost: true });
  assert.equal(cfg.mode, 'production');
  assert.equal(cfg.output?.path, path.join('/p/shell', 'dist'));
  assert.equal(cfg.output?.publicPath, 'auto');
  assert.match(String(cfg.output?.filename), /\[contenthash/);
  assert.ok(cfg.resolve?.conditionNames?.includes('@milestone/source'));
  assert.equal(cfg.plugins?.length, 2, 'host adds the HTML plugin');
});

test('a remote manifest counts the async chunks a shared module loads as that module, not as the remote', () => {
  const assets = (/** @type {string[]} */ sync, /** @type {string[]} */ async) => ({ js: { sync, async }, css: { sync: [], async: [] } });
  const manifest = {
    shared: [
      { name: '@milestone/ui', assets: assets(['140.js'], []) },
      { name: 'react', assets: assets(['121.js'], []) },
    ],
    exposes: [{ assets: assets(['648.js'], ['138.js', '720.js']) }],
  };
  const fixed = moveSharedAsyncAssets(manifest, new Map([['@milestone/ui', new Set(['138.js'])]]));
  assert.deepEqual(fixed.shared?.[0]?.assets.js, { sync: ['140.js'], async: ['138.js'] });
  assert.deepEqual(fixed.shared?.[1]?.assets.js, { sync: ['121.js'], async: [] });
  assert.deepEqual(fixed.exposes?.[0]?.assets.js, { sync: ['648.js'], async: ['720.js'] });
});

/** The messages of the import rules for `code` in a file of a remote (or of libs/ui). */
function lint(/** @type {string} */ code, /** @type {import('eslint').Linter.Config[]} */ config) {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { '@typescript-eslint': tseslint.plugin } }, ...config],
      'src/x.ts',
    )
    .map((m) => m.ruleId);
}

test("lets a remote import any antd component from the shared 'antd' and an icon by its module", () => {
  const remote = restrictedImportsConfig();
  assert.deepEqual(lint("import { Rate, Transfer } from 'antd';", remote), []);
  assert.deepEqual(lint("import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';", remote), []);
});

test('refuses a private copy of antd in a remote (one of its files, its internals), the icons index and the router', () => {
  const remote = restrictedImportsConfig();
  for (const code of [
    "import Rate from 'antd/es/rate';",
    "import Button from 'antd/lib/button';",
    "import { UserOutlined } from '@ant-design/icons';",
    "import { StyleProvider } from '@ant-design/cssinjs';",
    "import { Link } from 'react-router-dom';",
  ]) {
    assert.deepEqual(lint(code, remote), ['no-restricted-imports'], code);
  }
});

test("rewrites libs/ui's imports of antd to its modules, and only libs/ui's", () => {
  const cfg = createMfRspackConfig({ name: 'shell', projectDir: '/p/shell', isHost: true });
  const rule = /** @type {{ oneOf: { include?: string, options: { transformImport?: unknown } }[] }} */ (cfg.module?.rules?.[0]);
  const [ui, other] = rule.oneOf;
  assert.equal(ui?.include, path.resolve(import.meta.dirname, '..', '..', 'ui', 'src'));
  assert.deepEqual(ui?.options.transformImport, ANTD_BY_MODULE);
  assert.equal(ANTD_BY_MODULE[0]?.libraryDirectory, 'es');
  assert.equal(other?.include, undefined);
  assert.equal(other?.options.transformImport, undefined);
});

test("libs/ui may import antd, and routing stays the SDK's", () => {
  const ui = restrictedImportsConfig({ allow: ['antd'] });
  assert.deepEqual(lint("import { Button } from 'antd';", ui), []);
  assert.deepEqual(lint("import { Link } from 'react-router-dom';", ui), ['no-restricted-imports']);
});
