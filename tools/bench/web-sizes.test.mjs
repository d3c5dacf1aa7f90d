import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSize, remoteOwnCode } from './web-sizes.mjs';

test("a remote's own code counts its entry and exposed chunks, lazy ones apart, never a shared module's chunks", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mf-'));
  const files = {
    'remoteEntry.js': 'entry();'.repeat(50),
    'own.js': 'own();'.repeat(80),
    'react.js': 'react();'.repeat(900),
    'chart.js': 'chart();'.repeat(300),
  };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const js = (sync, async = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: 'react', assets: js(['react.js']) }],
      exposes: [{ name: 'App', assets: js(['own.js', 'react.js'], ['chart.js', 'react.js']) }],
    }),
  );
  const sut = remoteOwnCode(dir);
  const size = (name) => gzipSize(Buffer.from(files[name]));
  assert.deepEqual(sut.files.sort(), ['chart.js', 'own.js', 'remoteEntry.js']);
  assert.deepEqual(sut.initial.files.sort(), ['own.js', 'remoteEntry.js'], 'mounting fetches the entry and the sync chunks');
  assert.equal(sut.initial.gzipBytes, size('remoteEntry.js') + size('own.js'));
  assert.deepEqual(sut.lazy, { files: ['chart.js'], gzipBytes: size('chart.js') }, 'a lazily loaded chunk is counted apart');
  assert.equal(sut.gzipBytes, sut.initial.gzipBytes + sut.lazy.gzipBytes);
});
