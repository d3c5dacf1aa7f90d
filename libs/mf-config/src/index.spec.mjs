// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createMfOptions, createMfRspackConfig, moveSharedAsyncAssets, sharedSingletons } from './index.mjs';
import { restrictedImportsConfig } from './eslint.mjs';

test('shares the platform singletons, never eagerly, including react-dom/ deep imports', () => {
  const shared = sharedSingletons();
  for (const name of ['react', 'react-dom/', 'react-dom', '@tanstack/react-query', '@milestone/ui', '@milestone/platform-sdk']) {
    assert.equal(shared[name]?.singleton, true, name);
    assert.equal(shared[name]?.eager, false, name);
  }
});

test('shares antd and the router only through their allow-lists, never whole', () => {
  const shared = sharedSingletons();
  for (const name of ['antd', '@ant-design/icons', 'react-router', 'react-router-dom']) {
    assert.equal(shared[name], undefined, name);
  }
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
    shared: [{ name: '@milestone/ui', assets: assets(['140.js'], []) }, { name: 'react', assets: assets(['121.js'], []) }],
    exposes: [{ assets: assets(['648.js'], ['138.js', '720.js']) }],
  };
  const fixed = moveSharedAsyncAssets(manifest, new Map([['@milestone/ui', new Set(['138.js'])]]));
  assert.deepEqual(fixed.shared?.[0]?.assets.js, { sync: ['140.js'], async: ['138.js'] });
  assert.deepEqual(fixed.shared?.[1]?.assets.js, { sync: ['121.js'], async: [] });
  assert.deepEqual(fixed.exposes?.[0]?.assets.js, { sync: ['648.js'], async: ['720.js'] });
});

test('lint keeps antd behind @milestone/ui and the router behind the SDK', () => {
  const groups = (/** @type {import('eslint').Linter.Config[]} */ config) => {
    const [, options] = /** @type {[string, { patterns: { group: string[] }[] }]} */ (config[0]?.rules?.['no-restricted-imports']);
    return options.patterns.flatMap((p) => p.group);
  };
  assert.ok(groups(restrictedImportsConfig()).includes('antd'));
  assert.ok(groups(restrictedImportsConfig()).includes('@ant-design/*'));
  assert.ok(groups(restrictedImportsConfig()).includes('react-router-dom'));
  assert.ok(!groups(restrictedImportsConfig({ allow: ['antd'] })).includes('antd'));
  assert.ok(groups(restrictedImportsConfig({ allow: ['antd'] })).includes('react-router-dom'));
});
