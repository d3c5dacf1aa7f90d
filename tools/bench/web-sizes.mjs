// What a browser downloads, measured from the production builds.
import { readFileSync, existsSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join } from 'node:path';

export const REMOTES = ['mf-tasks', 'mf-loadcalc', 'mf-reporting', 'mf-admin'];

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

/** Bytes of `buffer` as the publisher's brotli copy (quality 11): what a browser is sent. */
export function brotliSize(buffer) {
  return brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * A remote's own code: its remote entry plus the chunks of what it exposes, leaving out every
 * chunk that belongs to a shared module (those are loaded once, from whoever provides them).
 */
export function remoteOwnCode(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const own = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) {
    for (const file of [...expose.assets.js.sync, ...expose.assets.js.async]) if (!sharedFiles.has(file)) own.add(file);
  }
  const files = [...own].filter((f) => existsSync(join(distDir, f)));
  const bytes = files.reduce((sum, f) => sum + gzipSize(readFileSync(join(distDir, f))), 0);
  return { files, gzipBytes: bytes };
}
