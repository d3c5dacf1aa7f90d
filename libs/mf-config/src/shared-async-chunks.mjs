// @ts-check
// The MF manifest lists a shared module's own chunks, but not the async chunks it loads itself
// (shared[].assets.js.async stays empty): they land in the async assets of the exposes that reach
// them. @milestone/ui loads its after-sign-in antd components as such a chunk, so every remote's
// manifest claimed its own copy of them (86 KB gzip) as the remote's code, although under the
// shell only the shell's copy is ever loaded, and a "preload all" of the remote would fetch it.
// This plugin moves such chunks to the shared module that owns them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MANIFEST_FILES = ['mf-manifest.json', 'mf-manifest-stats.json'];

/**
 * @typedef {{ js: { sync: string[], async: string[] }, css: { sync: string[], async: string[] } }} Assets
 * @typedef {{ shared?: { name: string, assets: Assets }[], exposes?: { assets: Assets }[] }} Manifest
 */

/**
 * Moves each file of `owned` (shared name -> async files it alone loads) from the exposes' async
 * assets to the async assets of that shared module.
 * @param {Manifest} manifest
 * @param {Map<string, Set<string>>} owned
 * @returns {Manifest}
 */
export function moveSharedAsyncAssets(manifest, owned) {
  const moved = new Set([...owned.values()].flatMap((files) => [...files]));
  if (moved.size === 0) return manifest;
  const without = (/** @type {string[]} */ files) => files.filter((f) => !moved.has(f));
  return {
    ...manifest,
    shared: manifest.shared?.map((s) => {
      const files = [...(owned.get(s.name) ?? [])];
      const js = files.filter((f) => f.endsWith('.js'));
      const css = files.filter((f) => f.endsWith('.css'));
      return {
        ...s,
        assets: {
          js: { ...s.assets.js, async: [...new Set([...s.assets.js.async, ...js])] },
          css: { ...s.assets.css, async: [...new Set([...s.assets.css.async, ...css])] },
        },
      };
    }),
    exposes: manifest.exposes?.map((e) => ({
      ...e,
      assets: {
        js: { sync: e.assets.js.sync, async: without(e.assets.js.async) },
        css: { sync: e.assets.css.sync, async: without(e.assets.css.async) },
      },
    })),
  };
}

/** The package name of the nearest package.json above a file, cached per folder. */
function packageNameOf(/** @type {string} */ file, /** @type {Map<string, string | null>} */ cache) {
  let dir = path.dirname(file);
  const seen = [];
  for (;;) {
    const known = cache.get(dir);
    if (known !== undefined) {
      for (const d of seen) cache.set(d, known);
      return known;
    }
    seen.push(dir);
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg)) {
      const name = /** @type {{ name?: string }} */ (JSON.parse(readFileSync(pkg, 'utf8'))).name ?? null;
      for (const d of seen) cache.set(d, name);
      return name;
    }
    const parent = path.dirname(dir);
    if (parent === dir) {
      for (const d of seen) cache.set(d, null);
      return null;
    }
    dir = parent;
  }
}

export class SharedAsyncChunksPlugin {
  /** @param {{ shared: string[] }} options Shared package names ('react-dom/' counts as 'react-dom'). */
  constructor({ shared }) {
    this.shared = new Set(shared.map((name) => name.replace(/\/$/, '')));
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedAsyncChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest plugin, which writes at OPTIMIZE_TRANSFER.
        { name: 'SharedAsyncChunksPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const owned = this.ownedAsyncFiles(compilation);
          if (owned.size === 0) return;
          for (const file of MANIFEST_FILES) {
            const asset = compilation.getAsset(file);
            if (!asset) continue;
            const manifest = JSON.parse(asset.source.source().toString());
            const fixed = moveSharedAsyncAssets(manifest, owned);
            compilation.updateAsset(file, new compiler.rspack.sources.RawSource(JSON.stringify(fixed, null, 2)));
          }
        },
      );
    });
  }

  /**
   * Async chunk groups all of whose origins (the import() calls) sit in one shared package own
   * their chunks, unless a chunk also belongs to another group.
   * @param {import('@rspack/core').Compilation} compilation
   * @returns {Map<string, Set<string>>}
   */
  ownedAsyncFiles(compilation) {
    /** @type {Map<string, string | null>} */
    const cache = new Map();
    /** @param {import('@rspack/core').ChunkGroup} group */
    const ownerOf = (group) => {
      if (group.isInitial()) return null;
      const owners = new Set(
        group.origins.map((origin) => {
          const resource = origin.module?.nameForCondition();
          const name = resource ? packageNameOf(resource, cache) : null;
          return name && this.shared.has(name) ? name : null;
        }),
      );
      const [owner] = owners;
      return owners.size === 1 && owner ? owner : null;
    };
    /** @type {Map<string, Set<string>>} */
    const owned = new Map();
    for (const chunk of compilation.chunks) {
      const owners = new Set([...chunk.groupsIterable].map(ownerOf));
      const [owner] = owners;
      if (owners.size !== 1 || !owner) continue;
      const files = owned.get(owner) ?? new Set();
      for (const file of chunk.files) if (!file.endsWith('.map')) files.add(file);
      owned.set(owner, files);
    }
    return owned;
  }
}
