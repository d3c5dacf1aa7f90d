// @ts-check
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createMfOptions, createMfRspackConfig, sharedSingletons } from './index.mjs';

test('shares the platform singletons, never eagerly, including react-dom/ deep imports', () => {
  const shared = sharedSingletons();
  for (const name of ['react', 'react-dom/', 'react-dom', 'react-router-dom', 'antd', '@tanstack/react-query', '@milestone/platform-sdk']) {
    assert.equal(shared[name]?.singleton, true, name);
    assert.equal(shared[name]?.eager, false, name);
  }
});

test('a remote exposes its modules, lists no remote URL and emits a manifest without dts', () => {
  const mf = createMfOptions({ name: 'mf_tasks', projectDir: '/x', exposes: { './App': './src/remote-entry.tsx' } });
  assert.deepEqual(mf.remotes, {});
  assert.equal(mf.dts, false);
  assert.equal(mf.shareStrategy, 'loaded-first');
  assert.equal(mf.manifest.fileName, 'mf-manifest.json');
  assert.deepEqual(mf.exposes, { './App': './src/remote-entry.tsx' });
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
