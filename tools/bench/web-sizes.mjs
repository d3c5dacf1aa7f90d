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
 * `initial` is what mounting an expose fetches (the entry and the exposes' sync chunks: what the
 * budget is about); `lazy` what it fetches later, when a part first renders (a chart and its library).
 */
export function remoteOwnCode(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const initial = new Set([manifest.metaData.remoteEntry.name]);
  for (const expose of manifest.exposes) for (const file of expose.assets.js.sync) if (!sharedFiles.has(file)) initial.add(file);
  const lazy = new Set();
  for (const expose of manifest.exposes) {
    for (const file of expose.assets.js.async) if (!sharedFiles.has(file) && !initial.has(file)) lazy.add(file);
  }
  const present = (set) => [...set].filter((f) => existsSync(join(distDir, f)));
  const bytes = (files) => files.reduce((sum, f) => sum + gzipSize(readFileSync(join(distDir, f))), 0);
  const initialFiles = present(initial);
  const lazyFiles = present(lazy);
  return {
    files: [...initialFiles, ...lazyFiles],
    gzipBytes: bytes(initialFiles) + bytes(lazyFiles),
    initial: { files: initialFiles, gzipBytes: bytes(initialFiles) },
    lazy: { files: lazyFiles, gzipBytes: bytes(lazyFiles) },
  };
}
