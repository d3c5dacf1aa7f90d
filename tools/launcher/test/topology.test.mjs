// libs/contracts/src/topology.json is the one list of the services. The services' own settings
// defaults (their env schemas, in TypeScript) cannot read it; this holds them to it.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { TOPOLOGY } from '../lib/topology.mjs';
import { isPortOpen } from '../lib/ports.mjs';
import { databaseNameOf, freePlatformPorts, SERVICES, workerProcessNames, WORKERS } from '../platform.mjs';
import { REPO_ROOT } from '../publish.mjs';

const read = (...parts) => readFileSync(join(REPO_ROOT, ...parts), 'utf8');

test("every service of the topology is a project whose defaults are the topology's", () => {
  assert.ok(TOPOLOGY.length > 0);
  for (const service of TOPOLOGY) {
    assert.ok(existsSync(join(REPO_ROOT, service.project, 'package.json')), `${service.project} is a project`);
    const schema = read(service.project, 'src', 'config', 'env.schema.ts');
    assert.match(
      schema,
      new RegExp(`\\b${service.portSetting}: number = ${service.port};`),
      `${service.project} listens on ${service.portSetting}, ${service.port} by default`,
    );
    assert.match(
      schema,
      new RegExp(`DB_NAME: string = '${databaseNameOf('milestone', service)}';`),
      `${service.project} keeps its data in ${databaseNameOf('milestone', service)}`,
    );
  }
});

test("a service's URL setting defaults to its port on this machine wherever a default is written", () => {
  const identity = TOPOLOGY.find((s) => s.key === 'identity');
  assert.match(
    read('libs', 'nest-kit', 'src', 'config', 'base-env.ts'),
    new RegExp(`${identity.urlSetting}: string = 'http://127\\.0\\.0\\.1:${identity.port}';`),
  );
});

test("the launcher starts the topology's services and their workers", () => {
  assert.deepEqual(
    SERVICES.map((s) => s.name),
    TOPOLOGY.map((s) => s.project),
  );
  assert.deepEqual(WORKERS, [
    { name: 'svc-tasks-worker', service: 'svc-tasks', main: join('svc-tasks', 'dist', 'worker.js'), answers: 'tasks.script.check.v1' },
  ]);
  assert.equal(new Set(TOPOLOGY.map((s) => s.port)).size, TOPOLOGY.length, 'one port per service');
  // What a service's own process answers, waited for like a worker's (svc-reporting: the pay report's figures).
  assert.deepEqual(
    SERVICES.filter((s) => s.answers).map((s) => [s.name, s.answers]),
    [['svc-reporting', 'reporting.pay-report.compute.v1']],
  );
});

test('a platform of its own gets free, distinct ports: the gateway and every service of the topology', async () => {
  const { gatewayPort, servicePorts } = await freePlatformPorts();
  assert.deepEqual(
    Object.keys(servicePorts),
    TOPOLOGY.map((s) => s.project),
  );
  const ports = [gatewayPort, ...Object.values(servicePorts)];
  assert.equal(new Set(ports).size, TOPOLOGY.length + 1);
  for (const port of ports) assert.equal(await isPortOpen(port), false);
});

test('EXECUTION_WORKERS sets how many processes of a worker start (default 1)', () => {
  const worker = { name: 'svc-tasks-worker' };
  assert.deepEqual(workerProcessNames(worker, {}), ['svc-tasks-worker']);
  assert.deepEqual(workerProcessNames(worker, { EXECUTION_WORKERS: '' }), ['svc-tasks-worker']);
  assert.deepEqual(workerProcessNames(worker, { EXECUTION_WORKERS: '3' }), ['svc-tasks-worker-1', 'svc-tasks-worker-2', 'svc-tasks-worker-3']);
  assert.deepEqual(workerProcessNames(worker, { EXECUTION_WORKERS: '0' }), []);
  for (const bad of ['-1', '1.5', 'two', '33']) {
    assert.throws(() => workerProcessNames(worker, { EXECUTION_WORKERS: bad }), /EXECUTION_WORKERS must be a whole number from 0 to 32/);
  }
});
