import type { FilesPaths } from '@milestone/contracts';
import { createApiClient } from '@milestone/platform-sdk';

/** svc-files' API through the gateway, typed from its OpenAPI document, with the platform's auth. */
export const filesClient = createApiClient<FilesPaths>();
