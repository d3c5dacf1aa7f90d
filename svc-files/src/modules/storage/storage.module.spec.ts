import { ConfigError, loadEnv } from '@milestone/nest-kit';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesEnv } from '../../config/env.schema.js';
import { LocalDiskStore } from './local-disk-store.js';
import { S3Store } from './s3-store.js';
import { createBlobStore } from './storage.module.js';

function configError(settings: Record<string, string>): string {
  try {
    loadEnv(FilesEnv, settings);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the settings were accepted');
}

describe('the storage settings', () => {
  it('keep files on local disk under .milestone/files by default, S3 path-style in us-east-1 when chosen', () => {
    const env = loadEnv(FilesEnv, {});
    expect(env).toMatchObject({ FILES_STORAGE: 'local', FILES_DIR: '.milestone/files', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
  });

  it('read S3_FORCE_PATH_STYLE=false as false', () => {
    const env = loadEnv(FilesEnv, { FILES_STORAGE: 's3', S3_ENDPOINT: 'https://s3.example.test', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'false' });
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('refuse s3 without an endpoint and a bucket, in one start-up line naming both', () => {
    const message = configError({ FILES_STORAGE: 's3' });
    expect(message).toContain('S3_ENDPOINT: must be the S3 API URL (required when FILES_STORAGE=s3)');
    expect(message).toContain('S3_BUCKET: must name the bucket (required when FILES_STORAGE=s3)');
  });

  it('refuse an unknown store and one S3 key without the other', () => {
    expect(configError({ FILES_STORAGE: 'ftp' })).toContain('FILES_STORAGE');
    expect(configError({ FILES_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toContain(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
  });
});

describe(createBlobStore.name, () => {
  it('opens the local store on FILES_DIR, creating the folder', async () => {
    const base = await mkdtemp(join(tmpdir(), 'files-env-'));
    try {
      const store = await createBlobStore(loadEnv(FilesEnv, { FILES_DIR: join(base, 'a', 'b') }));
      expect(store).toBeInstanceOf(LocalDiskStore);
      expect((await stat(join(base, 'a', 'b'))).isDirectory()).toBe(true);
    } finally {
      await rm(base, { recursive: true, force: true });
    }
  });

  it('opens the S3 store when FILES_STORAGE=s3', async () => {
    const store = await createBlobStore(loadEnv(FilesEnv, { FILES_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9', S3_BUCKET: 'b' }));
    expect(store).toBeInstanceOf(S3Store);
    expect(store.kind).toBe('s3');
    (store as S3Store).close();
  });
});
