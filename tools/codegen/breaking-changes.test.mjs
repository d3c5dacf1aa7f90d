import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTENDED_CHANGES_FILE, breakingChangeProblems, breakingChanges } from './breaking-changes.mjs';

/** A small service document: GET /api/reports answers reports with id and name; POST takes a format. */
function document({
  reportProperties = { id: { type: 'number' }, name: { type: 'string' } },
  download = { properties: { format: { type: 'string' } }, required: ['format'] },
  paths = {},
} = {}) {
  return {
    openapi: '3.0.0',
    info: { title: 'reporting', version: '1' },
    paths: {
      '/api/reports': {
        get: {
          operationId: 'list',
          responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/ReportDto' } } } } },
        },
        post: {
          operationId: 'download',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/DownloadDto' } } } },
          responses: { 201: { description: 'ok' } },
        },
      },
      ...paths,
    },
    components: {
      schemas: {
        ReportDto: { type: 'object', properties: reportProperties, required: Object.keys(reportProperties) },
        DownloadDto: { type: 'object', ...download },
      },
    },
  };
}

test('a field removed from a response is a breaking change: its clients read it', async () => {
  const changes = await breakingChanges(document(), document({ reportProperties: { id: { type: 'number' } } }));
  assert.deepEqual(changes, [{ code: 'response.field.remove', locations: ['paths./api/reports.get.responses.200.body.name'] }]);
});

test('a removed route and a request that refuses what it took (a narrowed type, a new required field) are breaking', async () => {
  const removed = await breakingChanges(document({ paths: { '/api/old': { get: { responses: { 200: { description: 'ok' } } } } } }), document());
  assert.deepEqual(
    removed.map((c) => c.code),
    ['path.remove'],
  );
  const narrowed = await breakingChanges(document(), document({ download: { properties: { format: { type: 'number' } }, required: ['format'] } }));
  assert.deepEqual(
    narrowed.map((c) => c.code),
    ['request.type.change'],
  );
  const fewerFormats = await breakingChanges(
    document({ download: { properties: { format: { type: 'string', enum: ['csv', 'xlsx', 'pdf'] } }, required: ['format'] } }),
    document({ download: { properties: { format: { type: 'string', enum: ['csv', 'xlsx'] } }, required: ['format'] } }),
  );
  assert.deepEqual(fewerFormats, [{ code: 'request.enum.narrow', locations: ['paths./api/reports.post.requestBody.format'] }]);
  const dropped = await breakingChanges(
    document({ download: { properties: { format: { type: 'string' }, title: { type: 'string' } }, required: ['format'] } }),
    document(),
  );
  assert.deepEqual(
    dropped.map((c) => c.code),
    ['request.field.remove'],
    'a request field removed is refused from then on (the services forbid unknown fields)',
  );
  const required = await breakingChanges(
    document(),
    document({ download: { properties: { format: { type: 'string' }, title: { type: 'string' } }, required: ['format', 'title'] } }),
  );
  assert.deepEqual(
    required.map((c) => c.code),
    ['request.field.required'],
  );
});

test('a new route, a new response field, a new optional request field and a request enum that takes more are not breaking', async () => {
  const moreFormats = await breakingChanges(
    document({ download: { properties: { format: { type: 'string', enum: ['csv'] } }, required: ['format'] } }),
    document({ download: { properties: { format: { type: 'string', enum: ['csv', 'pdf'] } }, required: ['format'] } }),
  );
  assert.deepEqual(moreFormats, []);
  const after = document({
    reportProperties: { id: { type: 'number' }, name: { type: 'string' }, owner: { type: 'string' } },
    download: { properties: { format: { type: 'string' }, title: { type: 'string' } }, required: ['format'] },
    paths: { '/api/new': { get: { responses: { 200: { description: 'ok' } } } } },
  });
  assert.deepEqual(await breakingChanges(document(), after), []);
});

test('a response that may answer a value its clients never saw, or answers null, is breaking; a self-referencing schema is compared once', async () => {
  const tree = (statuses, nullable = false) => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/api/tree': { get: { responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } } } },
    },
    components: {
      schemas: {
        Node: {
          type: 'object',
          properties: { status: { type: 'string', enum: statuses, nullable }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
          required: ['status', 'children'],
        },
      },
    },
  });
  assert.deepEqual(await breakingChanges(tree(['ok']), tree(['ok'])), []);
  assert.deepEqual(
    (await breakingChanges(tree(['ok']), tree(['ok', 'late'], true))).map((c) => `${c.code} ${c.locations[0]}`),
    ['response.nullable.add paths./api/tree.get.responses.200.body.status', 'response.enum.widen paths./api/tree.get.responses.200.body.status'],
  );
});

function git(cwd, ...args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
}

/** A repository whose main has svc-reporting/openapi.json committed as `committed`. */
function repositoryWith(committed) {
  const root = mkdtempSync(join(tmpdir(), 'openapi-breaking-'));
  git(root, 'init', '-q', '-b', 'main');
  git(root, 'config', 'user.email', 'test@example.com');
  git(root, 'config', 'user.name', 'test');
  mkdirSync(join(root, 'svc-reporting'));
  mkdirSync(join(root, 'tools', 'codegen'), { recursive: true });
  writeFileSync(join(root, 'svc-reporting', 'openapi.json'), JSON.stringify(committed));
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'the API on main');
  return root;
}
const SERVICES = [{ key: 'reporting', project: 'svc-reporting' }];
const withoutName = () => document({ reportProperties: { id: { type: 'number' } } });

test('the check fails on a field removed from the document on main, naming the document, the change and how to mark it', async (t) => {
  const root = repositoryWith(document());
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'svc-reporting', 'openapi.json'), JSON.stringify(withoutName()));

  const problems = await breakingChangeProblems(root, SERVICES, { env: {} });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /^svc-reporting\/openapi\.json: a breaking change against HEAD/);
  assert.match(problems[0], /paths\.\/api\/reports\.get\.responses\.200/);
  assert.ok(problems[0].includes(INTENDED_CHANGES_FILE));
});

test('on a branch the check compares with the merge base of main, so a breaking commit of the branch fails', async (t) => {
  const root = repositoryWith(document());
  t.after(() => rmSync(root, { recursive: true, force: true }));
  git(root, 'checkout', '-q', '-b', 'feature');
  writeFileSync(join(root, 'svc-reporting', 'openapi.json'), JSON.stringify(withoutName()));
  git(root, 'commit', '-q', '-am', 'drop the name');

  assert.deepEqual(await breakingChangeProblems(root, SERVICES, { env: {} }), [], 'against HEAD itself nothing differs');
  const problems = await breakingChangeProblems(root, SERVICES, { env: { OPENAPI_BASE: 'main' } });
  assert.equal(problems.length, 1);
  assert.match(problems[0], /against OPENAPI_BASE=main/);

  git(root, 'branch', '-q', '--set-upstream-to=main');
  const fromUpstream = await breakingChangeProblems(root, SERVICES, { env: {} });
  assert.equal(fromUpstream.length, 1);
  assert.match(fromUpstream[0], /merge base with the branch's upstream/);
});

test('a breaking change marked as intended, with its reason, passes; an entry without a reason is refused', async (t) => {
  const root = repositoryWith(document());
  t.after(() => rmSync(root, { recursive: true, force: true }));
  writeFileSync(join(root, 'svc-reporting', 'openapi.json'), JSON.stringify(withoutName()));
  const [change] = await breakingChanges(document(), withoutName());
  const entry = { service: 'reporting', code: change.code, location: 'paths./api/reports.get' };

  writeFileSync(
    join(root, INTENDED_CHANGES_FILE),
    JSON.stringify({ changes: [{ ...entry, reason: 'no client reads the name since the lists show the title' }] }),
  );
  assert.deepEqual(await breakingChangeProblems(root, SERVICES, { env: {} }), []);

  writeFileSync(join(root, INTENDED_CHANGES_FILE), JSON.stringify({ changes: [{ ...entry, location: 'paths./api/other', reason: 'another route' }] }));
  assert.equal((await breakingChangeProblems(root, SERVICES, { env: {} })).length, 1, 'an entry for another route does not mark this one');

  writeFileSync(join(root, INTENDED_CHANGES_FILE), JSON.stringify({ changes: [entry] }));
  await assert.rejects(breakingChangeProblems(root, SERVICES, { env: {} }), /needs service, code, location and reason/);
});
