import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { SERVICES, generate } from './generate.mjs';

test('each service document generates a paths interface for the typed client', async () => {
  let generated = 0;
  for (const name of SERVICES) {
    const source = await generate(name);
    if (source === null) continue;
    generated++;
    assert.match(source, /export interface paths \{/);
    assert.match(source, /export interface operations \{/);
    assert.match(source, /Do not edit/);
  }
  assert.ok(generated > 0 || !existsSync(new URL('../../svc-identity/openapi.json', import.meta.url)));
});
