import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSize, remoteOwnCode } from './web-sizes.mjs';

test("a remote's own code counts its entry and exposed chunks, never a shared module's chunks", () => {
  const dir = mkdtempSync(join(tmpdir(), 'mf-'));
  const files = { 'remoteEntry.js': 'entry();'.repeat(50), 'own.js': 'own();'.repeat(80), 'react.js': 'react();'.repeat(900) };
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, name), body);
  const js = (sync, async = []) => ({ js: { sync, async }, css: { sync: [], async: [] } });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      shared: [{ name: 'react', assets: js(['react.js']) }],
      exposes: [{ name: 'App', assets: js(['own.js', 'react.js']) }],
    }),
  );
  const sut = remoteOwnCode(dir);
  assert.deepEqual(sut.files.sort(), ['own.js', 'remoteEntry.js']);
  assert.equal(sut.gzipBytes, gzipSize(Buffer.from(files['remoteEntry.js'])) + gzipSize(Buffer.from(files['own.js'])));
});
