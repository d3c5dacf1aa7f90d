import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEnv } from '@milestone/nest-kit';
import { testServiceSettings, type TestDatabase, type TestIssuer, type TestService, type TestSettings } from '@milestone/nest-kit/testing';
import { AppModule } from '../../src/app.module.js';
import { FilesEnv } from '../../src/config/env.schema.js';
import { createFilesApp } from '../../src/files-app.js';

export interface FilesTestService extends TestService {
  /** The local store's root (FILES_DIR): a fresh folder under the OS temp folder (removed on close) unless the settings name one. */
  filesDir: string;
  env: FilesEnv;
}

/**
 * svc-files on a free port, against a test database, trusting the test issuer's tokens, built as
 * main.ts builds it (createFilesApp: multipart taken), its consumers starting from new messages.
 */
export async function startFilesService(db: TestDatabase, issuer: TestIssuer, serviceName: string, settings: TestSettings = {}): Promise<FilesTestService> {
  const own = settings['FILES_DIR'] === undefined;
  const filesDir = settings['FILES_DIR'] ?? mkdtempSync(join(tmpdir(), 'svc-files-test-'));
  const env = loadEnv(FilesEnv, testServiceSettings(db, issuer, { FILES_DIR: filesDir, ...settings }));
  const module = AppModule.forRoot(env, { serviceName, startFrom: 'new' });
  const app = await createFilesApp(module, env, { name: serviceName, logLevel: process.env['TEST_LOG_LEVEL'] ?? 'silent' });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  // A folder made here goes with the service (each run would leave its uploads under the OS temp folder).
  const close = async () => {
    await app.close();
    if (own) await rm(filesDir, { recursive: true, force: true });
  };
  return { app, url, filesDir, env, close };
}

/** Calls the service as a signed-in user (null: signed out). */
export { testClient as client } from '@milestone/nest-kit/testing';
