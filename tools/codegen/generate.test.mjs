import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { SERVICES, generate, servedRoutes, servedRoutesSource } from './generate.mjs';

test('each service document generates a paths interface for the typed client', async () => {
  let generated = 0;
  for (const service of SERVICES) {
    const source = await generate(service);
    if (source === null) continue;
    generated++;
    assert.match(source, /export interface paths \{/);
    assert.match(source, /export interface operations \{/);
    assert.match(source, /Do not edit/);
  }
  assert.ok(generated > 0 || !existsSync(new URL('../../svc-identity/openapi.json', import.meta.url)));
});

test('the served routes are every /api operation of every service, and nothing else', () => {
  const services = [
    { key: 'alpha', project: 'svc-alpha' },
    { key: 'beta', project: 'svc-beta' },
  ];
  const documents = {
    'svc-alpha': { paths: { '/health': { get: {} }, '/api/things/{id}': { get: {}, delete: {}, parameters: [] }, '/api/things': { post: {} } } },
    'svc-beta': { paths: { '/.well-known/jwks.json': { get: {} }, '/api/others': { get: {} } } },
  };
  const routes = servedRoutes(services, (s) => documents[s.project]);
  assert.deepEqual(routes, [
    { service: 'beta', method: 'GET', path: '/api/others' },
    { service: 'alpha', method: 'POST', path: '/api/things' },
    { service: 'alpha', method: 'DELETE', path: '/api/things/{id}' },
    { service: 'alpha', method: 'GET', path: '/api/things/{id}' },
  ]);
  assert.equal(
    servedRoutes(services, (s) => (s.key === 'beta' ? null : documents[s.project])),
    null,
  );
  const source = servedRoutesSource(routes, services);
  assert.match(source, /Do not edit/);
  assert.match(source, /export const SERVICE_KEYS = \['alpha', 'beta'\] as const;/);
  assert.match(source, /\{ service: 'alpha', method: 'DELETE', path: '\/api\/things\/\{id\}' \},/);
});
