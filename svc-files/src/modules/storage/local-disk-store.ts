import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { lstat, mkdir, realpath, rename, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BlobNotFoundError, BlobStore, UnsafeBlobKeyError, type BlobInfo, type StoredBlob } from './blob-store.js';
import { HashingStream } from './hashing-stream.js';
import { assertSafeKey } from './storage-keys.js';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** The real path of `path`; null when it (or a folder on its way) is missing. */
async function realpathOrNull(path: string): Promise<string | null> {
  try {
    return await realpath(path);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Blobs as files under one root folder (FILES_DIR). A write goes to a temporary file beside its
 * target and is renamed into place once complete, so a failed or aborted write leaves nothing
 * under its key. Every path is checked by its real path: a symbolic link inside the root that
 * points out of it is refused, never followed.
 */
export class LocalDiskStore extends BlobStore {
  readonly kind = 'local';

  private constructor(private readonly root: string) {
    super();
  }

  /** Creates the root when missing and opens the store on its real path. */
  static async open(root: string): Promise<LocalDiskStore> {
    await mkdir(resolve(root), { recursive: true });
    return new LocalDiskStore(await realpath(resolve(root)));
  }

  /** The root's real path. */
  get directory(): string {
    return this.root;
  }

  async put(key: string, body: Readable, _options?: { contentType?: string }): Promise<StoredBlob> {
    const target = this.pathOf(key);
    const folder = dirname(target);
    await this.makeFolder(folder, key);

    const temporary = join(folder, `.tmp-${randomUUID()}`);
    const hashing = new HashingStream();
    try {
      // 'wx': a fresh file, never one (or a link) already there; flushed to disk before it is renamed.
      await pipeline(body, hashing, createWriteStream(temporary, { flags: 'wx', mode: 0o600, flush: true }));
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return { key, size: hashing.byteCount, sha256: hashing.digest() };
  }

  async get(key: string): Promise<Readable> {
    const file = await this.existingFile(key);
    if (!file) throw new BlobNotFoundError(key);
    const stream = createReadStream(file.path);
    // Opening is asynchronous: wait for it so a blob deleted meanwhile rejects here, not mid-response.
    await new Promise<void>((resolveOpen, rejectOpen) => {
      stream.once('open', () => resolveOpen());
      stream.once('error', (error) => rejectOpen(isMissing(error) ? new BlobNotFoundError(key) : error));
    });
    return stream;
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const file = await this.existingFile(key);
    return file ? { size: file.size } : null;
  }

  async delete(key: string): Promise<void> {
    const target = this.pathOf(key);
    try {
      // The folder's real path must be inside the root; the file itself is unlinked, not followed.
      this.assertInside(await realpath(dirname(target)), key);
      await unlink(target);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }

  /** The real path and size of the file under `key`, or null when there is none; refuses one outside the root. */
  private async existingFile(key: string): Promise<{ path: string; size: number } | null> {
    const target = this.pathOf(key);
    try {
      const real = await realpath(target);
      this.assertInside(real, key);
      const info = await stat(real);
      return info.isFile() ? { path: real, size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * Makes `folder` (and its missing parents) unless it is there, refusing a key whose folder's real
   * path lies outside the root. A folder already there (every put but the first of an execution
   * or a task) costs one real path: no mkdir, no second look.
   */
  private async makeFolder(folder: string, key: string): Promise<void> {
    const existing = await realpathOrNull(folder);
    if (existing !== null) {
      this.assertInside(existing, key);
      return;
    }
    this.assertInside(await this.deepestExisting(folder), key);
    await mkdir(folder, { recursive: true });
    this.assertInside(await realpath(folder), key);
  }

  /**
   * The real path of `path` or of its nearest ancestor that exists, `path` being one that has just
   * failed to resolve (not asked again unless it is the root).
   */
  private async deepestExisting(path: string): Promise<string> {
    for (let current = path; ; current = dirname(current)) {
      if (current !== path || current === this.root) {
        try {
          return await realpath(current);
        } catch (error) {
          if (!isMissing(error) || current === this.root) throw error;
        }
      }
      const there = await lstat(current).then(
        () => true,
        (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
      );
      if (!there) continue;
      // Something there that did not resolve: a folder a concurrent put has just made (it resolves
      // now), or a dangling link, refused rather than written through.
      const made = await realpathOrNull(current);
      if (made !== null) return made;
      throw new UnsafeBlobKeyError(relative(this.root, path));
    }
  }

  private assertInside(real: string, key: string): void {
    const rel = relative(this.root, real);
    if (rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))) return;
    throw new UnsafeBlobKeyError(key);
  }
}
