/// <reference types="node" />
// Node types for this test, which reads the SDK's sources from disk (the SDK's own code uses none).
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The SDK is a shared singleton served by the shell: an API call written here ships only with a
// shell deploy. It holds the session (every remote needs it); a screen's own calls live in its
// project over the typed clients (shell/src/api, mf-admin/src/api, mf-tasks' hooks).
const SESSION_PATHS = ['/api/auth/login', '/api/auth/logout', '/api/auth/me', '/api/auth/refresh'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the platform SDK', () => {
  it('calls no service path but the session endpoints every remote needs', () => {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const called = new Set(sources(root).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(\/api\/[^']*)'/g)].map((m) => m[1]!)));
    expect([...called].filter((path) => !SESSION_PATHS.includes(path))).toEqual([]);
  });
});
