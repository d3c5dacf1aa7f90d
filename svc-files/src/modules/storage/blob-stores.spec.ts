import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { BlobNotFoundError, UnsafeBlobKeyError, type BlobStore } from './blob-store.js';
import { LocalDiskStore } from './local-disk-store.js';
import { S3Store } from './s3-store.js';
import { UNSAFE_KEYS } from './unsafe-keys.fixture.js';

const MB = 1024 * 1024;

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `bytes` as a stream of 64 KiB chunks, as a request body arrives. */
function streamOf(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) chunks.push(bytes.subarray(at, at + 64 * 1024));
  return Readable.from(chunks, { objectMode: false });
}

/** A body that sends `bytesFirst` bytes and then fails (error) or is cut off (close), as a client going away. */
function brokenStream(bytesFirst: number, how: 'error' | 'close'): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytesFirst) {
        setImmediate(() => (how === 'error' ? this.destroy(new Error('client went away')) : this.destroy()));
        return;
      }
      const n = Math.min(64 * 1024, bytesFirst - sent);
      sent += n;
      this.push(randomBytes(n));
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every file below `dir` (temporary ones included), relative. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => !e.isDirectory()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1));
}

interface StoreUnderTest {
  store: BlobStore;
  /** Every key the store holds (local: every file below the root, temporary ones included). */
  contents(): Promise<string[]>;
  close(): Promise<void>;
}

async function localStore(): Promise<StoreUnderTest> {
  const base = await mkdtemp(join(tmpdir(), 'files-local-'));
  // A root that does not exist yet: the store creates it.
  const store = await LocalDiskStore.open(join(base, 'nested', 'files'));
  return { store, contents: () => filesUnder(store.directory), close: () => rm(base, { recursive: true, force: true }) };
}

async function s3Store(): Promise<StoreUnderTest> {
  const directory = await mkdtemp(join(tmpdir(), 'files-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'files-test', configs: [] }] });
  const { port } = await server.run();
  const options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'files-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const store = new S3Store(options);
  const lister = new S3Client({ ...options, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  return {
    store,
    contents: async () => {
      const answer = await lister.send(new ListObjectsV2Command({ Bucket: 'files-test' }));
      return (answer.Contents ?? []).map((o) => o.Key!);
    },
    close: async () => {
      store.close();
      lister.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

describe.each([
  ['LocalDiskStore', localStore],
  ['S3Store (against s3rver)', s3Store],
])('%s', (_name, open) => {
  let sut: StoreUnderTest;
  beforeEach(async () => {
    sut = await open();
  });
  afterEach(async () => {
    await sut.close();
  });

  it('stores a blob and gives it back: bytes, size and SHA-256 counted while streaming', async () => {
    const bytes = randomBytes(300 * 1024 + 7);
    const stored = await sut.store.put('3/12/inputs/a.xlsx', streamOf(bytes), { contentType: 'application/vnd.ms-excel' });
    expect(stored).toEqual({ key: '3/12/inputs/a.xlsx', size: bytes.length, sha256: sha256(bytes) });
    expect(await readAll(await sut.store.get('3/12/inputs/a.xlsx'))).toEqual(bytes);
    expect(await sut.store.stat('3/12/inputs/a.xlsx')).toEqual({ size: bytes.length });
    expect(await sut.contents()).toEqual(['3/12/inputs/a.xlsx']);
  });

  it('streams a blob larger than one S3 part (12 MB, a multi-part upload)', async () => {
    const bytes = randomBytes(12 * MB + 5);
    const stored = await sut.store.put('3/12/inputs/big.csv', streamOf(bytes));
    expect(stored.size).toBe(bytes.length);
    expect(stored.sha256).toBe(sha256(bytes));
    expect(sha256(await readAll(await sut.store.get('3/12/inputs/big.csv')))).toBe(sha256(bytes));
  });

  it('stores an empty blob', async () => {
    const stored = await sut.store.put('3/12/inputs/empty.csv', streamOf(Buffer.alloc(0)));
    expect(stored).toEqual({ key: '3/12/inputs/empty.csv', size: 0, sha256: sha256(Buffer.alloc(0)) });
    expect(await sut.store.stat('3/12/inputs/empty.csv')).toEqual({ size: 0 });
  });

  it('takes writes made at once under folders none of them has yet (a task’s executions storing their first outputs)', async () => {
    const keys = Array.from({ length: 24 }, (_, i) => `3/4/executions/${i % 6}/blob-${i}`);
    // Started a moment apart, so one looks for a folder while another is making it.
    await Promise.all(keys.map((key, i) => new Promise((started) => setTimeout(started, i)).then(() => sut.store.put(key, streamOf(Buffer.from(key))))));
    for (const key of keys) expect((await readAll(await sut.store.get(key))).toString()).toBe(key);
    expect((await sut.contents()).sort()).toEqual([...keys].sort());
  });

  it('replaces the blob under a key it writes again', async () => {
    await sut.store.put('3/12/x', streamOf(Buffer.from('first version')));
    await sut.store.put('3/12/x', streamOf(Buffer.from('second')));
    expect((await readAll(await sut.store.get('3/12/x'))).toString()).toBe('second');
    expect(await sut.store.stat('3/12/x')).toEqual({ size: 6 });
  });

  it('deletes a blob; deleting one that is not there is no error', async () => {
    await sut.store.put('3/12/x', streamOf(Buffer.from('bytes')));
    await sut.store.delete('3/12/x');
    expect(await sut.store.stat('3/12/x')).toBeNull();
    await expect(sut.store.get('3/12/x')).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(sut.store.delete('3/12/x')).resolves.toBeUndefined();
    await expect(sut.store.delete('9/9/never')).resolves.toBeUndefined();
    expect(await sut.contents()).toEqual([]);
  });

  it('answers a key it does not hold: get rejects with BlobNotFoundError, stat is null', async () => {
    await expect(sut.store.get('3/12/missing')).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await sut.store.stat('3/12/missing')).toBeNull();
  });

  it.each([
    ['fails mid-stream', 200 * 1024, 'error'],
    ['is cut off mid-stream', 200 * 1024, 'close'],
    ['fails after the first S3 part', 6 * MB, 'error'],
  ] as const)('leaves nothing behind when the body %s', async (_label, bytesFirst, how) => {
    await expect(sut.store.put('3/12/inputs/broken.xlsx', brokenStream(bytesFirst, how))).rejects.toThrow();
    expect(await sut.store.stat('3/12/inputs/broken.xlsx')).toBeNull();
    expect(await sut.contents()).toEqual([]);
  });

  it('keeps the blob it had when a write over it fails', async () => {
    await sut.store.put('3/12/x', streamOf(Buffer.from('kept')));
    await expect(sut.store.put('3/12/x', brokenStream(100 * 1024, 'error'))).rejects.toThrow();
    expect((await readAll(await sut.store.get('3/12/x'))).toString()).toBe('kept');
    expect(await sut.contents()).toEqual(['3/12/x']);
  });

  it('refuses every unsafe key on every operation and writes nothing', async () => {
    for (const key of UNSAFE_KEYS) {
      await expect(sut.store.put(key, streamOf(Buffer.from('x')))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      await expect(sut.store.get(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      await expect(sut.store.stat(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      await expect(sut.store.delete(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    }
    expect(await sut.contents()).toEqual([]);
  });
});

describe('LocalDiskStore and symbolic links', () => {
  let base: string;
  let outside: string;
  let store: LocalDiskStore;
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'files-links-'));
    outside = join(base, 'outside');
    await mkdir(outside);
    await writeFile(join(outside, 'secret.txt'), 'not yours');
    store = await LocalDiskStore.open(join(base, 'root'));
  });
  afterEach(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('does not write through a folder link that leads out of the root', async () => {
    await symlink(outside, join(store.directory, '7'));
    await expect(store.put('7/1/inputs/x.csv', streamOf(Buffer.from('a,b')))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    await expect(store.put('7/secret.txt', streamOf(Buffer.from('overwritten')))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    expect(await readdir(outside)).toEqual(['secret.txt']);
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
  });

  it('does not read, stat or delete through a link that leads out of the root', async () => {
    await symlink(outside, join(store.directory, '7'));
    await mkdir(join(store.directory, '8', '1'), { recursive: true });
    await symlink(join(outside, 'secret.txt'), join(store.directory, '8', '1', 'f'));
    for (const key of ['7/secret.txt', '8/1/f']) {
      await expect(store.get(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
      await expect(store.stat(key)).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    }
    await expect(store.delete('7/secret.txt')).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    // The link itself lies inside the root: deleting it removes the link, never its target.
    await store.delete('8/1/f');
    expect(existsSync(join(store.directory, '8', '1', 'f'))).toBe(false);
    expect(await readFile(join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
  });

  it('does not write through a dangling link', async () => {
    await symlink(join(outside, 'not-yet'), join(store.directory, '9'));
    await expect(store.put('9/1/x', streamOf(Buffer.from('x')))).rejects.toBeInstanceOf(UnsafeBlobKeyError);
    expect(existsSync(join(outside, 'not-yet'))).toBe(false);
  });

  it('follows a link that stays inside the root', async () => {
    await store.put('1/2/real', streamOf(Buffer.from('inside')));
    await symlink(join(store.directory, '1', '2', 'real'), join(store.directory, '1', '2', 'alias'));
    expect((await readAll(await store.get('1/2/alias'))).toString()).toBe('inside');
  });
});
