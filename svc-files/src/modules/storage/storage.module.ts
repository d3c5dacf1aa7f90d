import { Global, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { FilesEnv } from '../../config/env.schema.js';
import { BlobStore } from './blob-store.js';
import { LocalDiskStore } from './local-disk-store.js';
import { S3Store } from './s3-store.js';

/** The store the settings choose (FILES_STORAGE); the local one's root is created here. */
export async function createBlobStore(env: FilesEnv): Promise<BlobStore> {
  if (env.FILES_STORAGE === 's3') {
    // env.schema.ts has refused s3 without an endpoint and a bucket.
    return new S3Store({
      endpoint: env.S3_ENDPOINT!,
      region: env.S3_REGION,
      bucket: env.S3_BUCKET!,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return LocalDiskStore.open(env.FILES_DIR);
}

function describe(store: BlobStore, env: FilesEnv): string {
  return store instanceof LocalDiskStore
    ? `files kept on local disk under ${store.directory}`
    : `files kept in S3 bucket ${env.S3_BUCKET} at ${env.S3_ENDPOINT}`;
}

/** Provides BlobStore to every module of svc-files (global): inject `BlobStore`. */
@Global()
@Module({})
export class StorageModule implements OnApplicationShutdown {
  constructor(private readonly store: BlobStore) {}

  static forRoot(env: FilesEnv): DynamicModule {
    return {
      module: StorageModule,
      providers: [
        {
          provide: BlobStore,
          useFactory: async () => {
            const store = await createBlobStore(env);
            new Logger('StorageModule').log(describe(store, env));
            return store;
          },
        },
      ],
      exports: [BlobStore],
    };
  }

  onApplicationShutdown(): void {
    if (this.store instanceof S3Store) this.store.close();
  }
}
