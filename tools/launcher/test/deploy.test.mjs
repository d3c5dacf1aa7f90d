// The packaging of deploy/ checked where no Docker engine or Helm runs: each image's Dockerfile
// (the pinned Node, a non-root user, its health check, the launcher's start command), the compose
// file (its services, ports and settings against the services' env schemas) and the chart's values
// (values.schema.json against every values file, every value a template reads declared in it).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { load } from 'js-yaml';
import { SERVICES, WORKER_DEBIAN_PACKAGES, WORKERS } from '../platform.mjs';
import { pinnedRuntime } from '../lib/runtime.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const DEPLOY = join(ROOT, 'deploy');
const CHART = join(DEPLOY, 'helm', 'milestone');
const read = (...parts) => readFileSync(join(ROOT, ...parts), 'utf8');

/** Each image: its project folder, the start the launcher makes (script relative to that folder), its health check. */
function images() {
  const worker = WORKERS[0];
  const http = SERVICES.map((s) => ({
    name: s.name,
    workdir: `/app/${s.name}`,
    script: 'dist/main.js',
    portSetting: s.portSetting,
    port: s.port,
    health: '/health',
  }));
  return [
    ...http,
    { name: 'gateway', workdir: '/app/gateway', script: 'dist/main.js', portSetting: 'GATEWAY_PORT', port: 8080, health: '/mf/registry.json' },
    { name: worker.name, workdir: `/app/${worker.service}`, script: relative(worker.service, worker.main), health: null },
    { name: 'web', workdir: '/app', script: 'tools/launcher/publish.mjs', health: null },
  ];
}

/** A Dockerfile's instructions: [{ op, args }], continuation lines joined, comments left out. */
function instructions(text) {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [op, ...rest] = line.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

test('every image is built on the Node package-lock.json pins, runs as a non-root user with its health check, and starts as the launcher does', () => {
  const pinned = pinnedRuntime(ROOT, 'linux', 'x64').version;
  const files = readdirSync(join(DEPLOY, 'docker')).filter((f) => f.endsWith('.Dockerfile'));
  assert.deepEqual(
    files.sort(),
    images()
      .map((i) => `${i.name}.Dockerfile`)
      .sort(),
    'one Dockerfile per runnable project',
  );
  for (const image of images()) {
    const steps = instructions(read('deploy', 'docker', `${image.name}.Dockerfile`));
    const where = `${image.name}.Dockerfile`;
    const arg = steps.find((s) => s.op === 'ARG' && s.args.startsWith('NODE_IMAGE='));
    assert.match(arg?.args ?? '', new RegExp(`^NODE_IMAGE=node:${pinned.replace(/\./g, '\\.')}-bookworm-slim$`), `${where}: the pinned Node ${pinned}`);
    const froms = steps.filter((s) => s.op === 'FROM');
    assert.ok(froms.length >= 2, `${where}: multi-stage`);
    for (const from of froms)
      assert.match(from.args, /^(\$\{NODE_IMAGE\}|build)( AS \w+)?$/i, `${where}: FROM ${from.args} is the pinned Node image or a stage of it`);
    const last = steps.slice(steps.lastIndexOf(froms.at(-1)));
    const users = last.filter((s) => s.op === 'USER');
    assert.equal(users.at(-1)?.args, 'node', `${where}: runs as the node user`);
    const workdir = last.filter((s) => s.op === 'WORKDIR').at(-1)?.args;
    assert.equal(workdir, image.workdir, `${where}: starts in the project's folder, as the launcher does`);
    assert.deepEqual(JSON.parse(last.find((s) => s.op === 'CMD').args), ['node', image.script], `${where}: the launcher's start`);
    assert.ok(existsSync(join(ROOT, relative('/app', workdir), 'src')) || image.name === 'web', `${where}: ${workdir} is a project`);
    const healthcheck = last.find((s) => s.op === 'HEALTHCHECK')?.args;
    if (image.health) {
      const probe = JSON.parse(healthcheck.slice(healthcheck.indexOf('CMD ') + 4));
      assert.deepEqual(
        probe,
        ['node', '/usr/local/lib/milestone/healthcheck.mjs', image.portSetting, image.health],
        `${where}: HEALTHCHECK on ${image.health}`,
      );
      const env = last
        .filter((s) => s.op === 'ENV')
        .map((s) => s.args)
        .join(' ');
      assert.match(env, new RegExp(`\\b${image.portSetting}=${image.port}\\b`), `${where}: ${image.portSetting}=${image.port}`);
      assert.match(env, /\b(GATEWAY_)?HOST=0\.0\.0\.0\b/, `${where}: listens beyond loopback`);
      assert.ok(
        last.some((s) => s.op === 'EXPOSE' && s.args === String(image.port)),
        `${where}: EXPOSE ${image.port}`,
      );
    } else {
      assert.equal(healthcheck, 'NONE', `${where}: no HTTP listener, and it says so`);
    }
    if (image.name !== 'web') {
      const prod = steps.find((s) => s.op === 'RUN' && s.args.includes('npm ci --omit=dev'));
      assert.ok(prod, `${where}: production dependencies only`);
    }
  }
  const worker = read('deploy', 'docker', `${WORKERS[0].name}.Dockerfile`);
  for (const pkg of ['python3', ...WORKER_DEBIAN_PACKAGES, 'util-linux'])
    assert.match(worker, new RegExp(`\\s${pkg}(\\s|$)`), `the worker's image installs ${pkg}`);
  assert.match(
    read('tools', 'launcher', 'platform.mjs'),
    /import \{[^}]*publishWeb[^}]*\} from '\.\/publish\.mjs'/,
    "the web image's publish is the launcher's",
  );
});

/** The setting names a process reads, from its env schema's source files. */
function settingNames(files) {
  const names = new Set(['NODE_ENV', ...SERVICES.map((s) => s.urlSetting)]);
  for (const file of files) {
    const text = read(file);
    for (const m of text.matchAll(/^\s+(?:override\s+)?([A-Z][A-Z0-9_]+)[!?]?\s*[:=]/gm)) names.add(m[1]);
    for (const m of text.matchAll(/['"]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"]/g)) names.add(m[1]);
    for (const m of text.matchAll(/env\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]);
  }
  return names;
}
// Every service: the shared settings, and what nest-kit's bootstrap reads itself (APP_URL).
const BASE = ['libs/nest-kit/src/config/base-env.ts', 'libs/nest-kit/src/bootstrap.ts'];
const SETTINGS = {
  gateway: settingNames(['gateway/src/config/env.schema.ts']),
  'svc-identity': settingNames([...BASE, 'svc-identity/src/config/env.schema.ts']),
  'svc-tasks': settingNames([...BASE, 'svc-tasks/src/config/env.schema.ts']),
  'svc-tasks-worker': settingNames([
    ...BASE,
    'svc-tasks/src/config/env.schema.ts',
    'svc-tasks/src/config/worker-env.schema.ts',
    'libs/sandbox/src/create-sandbox-runner.ts',
  ]),
  'svc-files': settingNames([...BASE, 'svc-files/src/config/env.schema.ts']),
  'svc-reporting': settingNames([...BASE, 'svc-reporting/src/config/env.schema.ts']),
  web: new Set(['WEB_ROOT']),
};

/** YAML's merge keys (`<<: *anchor`) applied, as Compose does (js-yaml leaves them as keys). */
function withMerges(node) {
  if (Array.isArray(node)) return node.map(withMerges);
  if (!node || typeof node !== 'object') return node;
  const { '<<': merged, ...own } = node;
  const base = [merged ?? []].flat().reduce((acc, item) => ({ ...acc, ...withMerges(item) }), {});
  return { ...base, ...Object.fromEntries(Object.entries(own).map(([key, value]) => [key, withMerges(value)])) };
}

test('the compose file runs every image with the settings its process reads, a three-node NATS cluster, PostgreSQL and MinIO', () => {
  const compose = withMerges(load(read('deploy', 'docker-compose.yml')));
  const services = compose.services;
  for (const name of ['postgres', 'nats-1', 'nats-2', 'nats-3', 'minio', ...Object.keys(SETTINGS)]) assert.ok(services[name], `compose runs ${name}`);
  for (const [name, allowed] of Object.entries(SETTINGS)) {
    const service = services[name];
    assert.equal(service.build.dockerfile, `deploy/docker/${name}.Dockerfile`, `${name}: built from its Dockerfile`);
    const unknown = Object.keys(service.environment).filter((key) => !allowed.has(key));
    assert.deepEqual(unknown, [], `${name}: settings its process does not read`);
    const topology = SERVICES.find((s) => s.name === name);
    if (topology) {
      assert.equal(service.environment[topology.portSetting], String(topology.port), `${name}: ${topology.portSetting}`);
      assert.equal(service.environment.DB_NAME, `milestone_${topology.database}`, `${name}: its own database`);
    }
    for (const s of SERVICES) {
      const url = service.environment[s.urlSetting];
      if (url !== undefined) assert.equal(url, `http://${s.name}:${s.port}`, `${name}: ${s.urlSetting} points at ${s.name}`);
    }
    if (name !== 'web' && name !== 'gateway') assert.match(service.environment.NATS_URL, /^nats:\/\/nats-[123]:4222$/, `${name}: a NATS node`);
  }
  assert.equal(services['svc-tasks-worker'].environment.DB_NAME, 'milestone_tasks', "the workers use svc-tasks' database");
  assert.deepEqual(
    [...services['svc-tasks-worker'].security_opt].sort(),
    ['apparmor=unconfined', 'seccomp=unconfined', 'systempaths=unconfined'],
    "the worker's container has what the sandbox needs, and nothing more",
  );
  assert.equal(services['svc-tasks-worker'].cap_add, undefined, 'no capability is added to the worker');
  assert.equal(services['svc-tasks-worker'].privileged, undefined, 'the worker is not privileged');
  assert.ok(services['svc-tasks-worker'].deploy.replicas >= 2, 'two workers or more');
  assert.deepEqual(services.gateway.ports, ['8080:8080']);
  assert.equal(services['svc-files'].environment.FILES_STORAGE, 's3');
  assert.equal(services['svc-files'].environment.S3_ENDPOINT, 'http://minio:9000');
  // The cluster: JetStream on each node, each routed to the other two, one cluster name.
  for (const node of ['nats-1', 'nats-2', 'nats-3']) {
    const args = services[node].command;
    assert.ok(args.includes('-js'), `${node}: JetStream`);
    assert.equal(args[args.indexOf('--cluster_name') + 1], 'milestone');
    assert.equal(args[args.indexOf('-n') + 1], node, `${node}: its own server name`);
    const routes = args[args.indexOf('--routes') + 1].split(',');
    assert.deepEqual(
      routes.sort(),
      ['nats-1', 'nats-2', 'nats-3'].filter((n) => n !== node).map((n) => `nats://${n}:6222`),
      `${node}: routes to the other two`,
    );
  }
});

function deepMerge(base, over) {
  if (!over || typeof over !== 'object' || Array.isArray(over)) return over;
  const out = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = base && typeof base[key] === 'object' && !Array.isArray(base[key]) ? deepMerge(base[key], value) : value;
  }
  return out;
}

function chartSchema() {
  return JSON.parse(readFileSync(join(CHART, 'values.schema.json'), 'utf8'));
}

function validator() {
  return new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(chartSchema());
}

test("the chart's values files (the defaults and each ci/ overlay merged on them) are valid against values.schema.json", () => {
  const validate = validator();
  const defaults = load(readFileSync(join(CHART, 'values.yaml'), 'utf8'));
  assert.ok(validate(defaults), `values.yaml: ${JSON.stringify(validate.errors)}`);
  const overlays = readdirSync(join(CHART, 'ci')).filter((f) => f.endsWith('.yaml'));
  assert.ok(overlays.length >= 2);
  for (const file of overlays) {
    const merged = deepMerge(defaults, load(readFileSync(join(CHART, 'ci', file), 'utf8')));
    assert.ok(validate(merged), `ci/${file}: ${JSON.stringify(validate.errors)}`);
  }
});

test('the values schema refuses what would break an install: a short service token secret, a bad key, a typo in a name', () => {
  const validate = validator();
  const defaults = load(readFileSync(join(CHART, 'values.yaml'), 'utf8'));
  const refused = (over) => !validate(deepMerge(defaults, over)) && validate.errors.map((e) => `${e.instancePath} ${e.message}`).join('; ');
  assert.ok(refused({ secrets: { serviceTokenSecret: 'too-short' } }));
  assert.ok(refused({ secrets: { stEncryptionKey: 'not base64 of 32 bytes' } }));
  assert.ok(refused({ workers: { slot: 2 } }), 'workers.slot (for slots) is refused');
  assert.ok(refused({ nats: { url: 'nats://a:4222,nats://b:4222' } }), 'one NATS address: the clients take one');
  assert.ok(refused({ workers: { slots: 65 } }), 'EXECUTION_WORKER_SLOTS is at most 64');
});

test('every value a template reads is declared in values.schema.json, and the templates know the services as topology.json does', () => {
  const schema = chartSchema();
  const templates = readdirSync(join(CHART, 'templates')).map((f) => readFileSync(join(CHART, 'templates', f), 'utf8'));
  const declared = (path) => {
    let node = schema;
    for (const key of path) {
      if (node.$ref) node = schema.$defs[node.$ref.split('/').pop()];
      if (node.additionalProperties === true && !node.properties?.[key]) return true;
      node = node.properties?.[key];
      if (!node) return false;
    }
    return true;
  };
  const paths = new Set(templates.flatMap((t) => [...t.matchAll(/\.Values((?:\.[A-Za-z]\w*)+)/g)].map((m) => m[1].slice(1))));
  assert.ok(paths.size > 20);
  for (const path of paths) assert.ok(declared(path.split('.')), `.Values.${path} is in values.schema.json`);

  const helpers = readFileSync(join(CHART, 'templates', '_helpers.tpl'), 'utf8');
  const body = helpers.match(/define "milestone\.topology" -\}\}\n([\s\S]*?)\{\{- end/)[1];
  const topology = load(body);
  for (const service of SERVICES) {
    assert.deepEqual(
      topology[service.key],
      {
        project: service.name,
        port: service.port,
        portSetting: service.portSetting,
        urlSetting: service.urlSetting,
        database: `milestone_${service.database}`,
      },
      `the chart's ${service.key}`,
    );
  }
  assert.equal(Object.keys(topology).length, SERVICES.length);
  // Every setting the chart passes is one some process reads.
  const all = new Set(Object.values(SETTINGS).flatMap((names) => [...names]));
  const passed = templates.flatMap((t) => [...t.matchAll(/(?:- name: |"name" ")([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]));
  assert.deepEqual(
    passed.filter((name) => !all.has(name)),
    [],
    'settings no process reads',
  );
});
