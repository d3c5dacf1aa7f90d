import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { SERVICE_TOPOLOGY } from '@milestone/contracts/topology';
import { RouteMatcher } from './route-matcher.js';
import { buildRouteTable, operationKey, PUBLIC_ROUTES, ROUTE_TABLE, STREAMED_ROUTES, type RouteEntry } from './route-table.js';
import { SERVED_ROUTES } from './served-routes.js';
import { SERVICE_NAMES, type ServiceName } from './services.js';

type Case = [method: string, path: string, service: ServiceName];

// Spec 000 section 7, every row, with concrete ids substituted.
const SPEC_000: Case[] = [
  ['POST', '/api/auth/login', 'identity'],
  ['POST', '/api/auth/register', 'identity'],
  ['POST', '/api/auth/forgot-password', 'identity'],
  ['POST', '/api/auth/logout', 'identity'],
  ['GET', '/api/auth/me', 'identity'],
  ['PUT', '/api/auth/profile', 'identity'],
  ['GET', '/api/tasks', 'tasks'],
  ['GET', '/api/tasks/12', 'tasks'],
  ['POST', '/api/tasks', 'tasks'],
  ['PUT', '/api/tasks/12', 'tasks'],
  ['DELETE', '/api/tasks/12', 'tasks'],
  ['POST', '/api/tasks/create-with-ai', 'tasks'],
  ['POST', '/api/tasks/12/generate-script', 'tasks'],
  ['POST', '/api/tasks/12/execute', 'tasks'],
  ['POST', '/api/tasks/execute', 'tasks'],
  ['GET', '/api/executions', 'tasks'],
  ['GET', '/api/executions/345', 'tasks'],
  ['GET', '/api/download-output/345/Technician%20Pay%20Report.xlsx', 'files'],
  ['GET', '/api/files', 'files'],
  ['POST', '/api/upload', 'files'],
  ['POST', '/api/ai/generate-task-requirements', 'tasks'],
  ['POST', '/api/ai/generate-task-plan', 'tasks'],
  ['POST', '/api/ai/implement-task', 'tasks'],
  ['GET', '/api/feedback/conversations?taskId=12', 'tasks'],
  ['GET', '/api/feedback/conversations/7/messages', 'tasks'],
  ['POST', '/api/feedback/conversations', 'tasks'],
  ['POST', '/api/feedback/conversations/7/messages', 'tasks'],
  ['GET', '/api/users', 'identity'],
  ['GET', '/api/admin/users/search?email=ana%40example.com', 'identity'],
  ['DELETE', '/api/users/9', 'identity'],
  ['PUT', '/api/users/9/role', 'identity'],
  ['GET', '/api/users/9/permission-level/12', 'tasks'],
  ['GET', '/api/tasks/12/permissions', 'tasks'],
  ['POST', '/api/tasks/12/permissions', 'tasks'],
  ['DELETE', '/api/tasks/12/permissions/9', 'tasks'],
  ['DELETE', '/api/tasks/12/permissions/9/edit', 'tasks'],
  ['GET', '/api/companies/3', 'identity'],
  ['PUT', '/api/companies/3/settings', 'identity'],
  ['POST', '/api/companies/3/invitations', 'identity'],
  ['GET', '/api/invitations/validate?token=abc123', 'identity'],
  ['POST', '/api/invitations/abc123/accept', 'identity'],
  ['POST', '/api/invitations/abc123/set-password', 'identity'],
];

// Spec 001 section 7, every row, with concrete ids substituted.
const SPEC_001: Case[] = [
  ['GET', '/api/tasks/12/files', 'files'],
  ['GET', '/api/tasks/12/files/345', 'files'],
  ['GET', '/api/download-all-files?taskId=12&executionId=345', 'files'],
  ['GET', '/api/download-task-file?filePath=uploads%2F12%2Fin.xlsx', 'files'],
  ['POST', '/api/download-links', 'files'],
  ['POST', '/api/calculations/save', 'reporting'],
  ['GET', '/api/calculations', 'reporting'],
  ['DELETE', '/api/calculations/4', 'reporting'],
  ['POST', '/api/service-titan/customer-search', 'reporting'],
  ['POST', '/api/zillow/property-lookup', 'reporting'],
  ['GET', '/api/tasks/12/permissions', 'tasks'],
  ['GET', '/api/users/9/permission-level/12', 'tasks'],
  ['GET', '/api/users', 'identity'],
  ['POST', '/api/tasks/12/permissions', 'tasks'],
  ['DELETE', '/api/tasks/12/permissions/9', 'tasks'],
  ['DELETE', '/api/tasks/12/permissions/9/view', 'tasks'],
  ['GET', '/api/service-titan/field-groups', 'reporting'],
  ['GET', '/api/service-titan/fields', 'reporting'],
  ['GET', '/api/service-titan/join-rules', 'reporting'],
  ['GET', '/api/service-titan/entities', 'reporting'],
  ['POST', '/api/service-titan/validate-field-selection', 'reporting'],
  ['POST', '/api/service-titan/generate-report', 'reporting'],
  ['POST', '/api/service-titan/download-report', 'reporting'],
  ['GET', '/api/service-titan/status', 'reporting'],
  ['POST', '/api/tasks/12/generate-script', 'tasks'],
  ['POST', '/api/tasks/12/execute', 'tasks'],
  ['GET', '/api/executions?taskId=12', 'tasks'],
  ['GET', '/api/tasks/12', 'tasks'],
  ['PUT', '/api/tasks/12', 'tasks'],
  ['GET', '/api/files?t=1767225600000', 'files'],
  ['DELETE', '/api/files', 'files'],
];

// The accounts and administration API as it was designed (every route svc-identity serves for
// sign-up, sign-in, invitations and administration), with concrete ids substituted.
const ACCOUNTS_API_DESIGN: Case[] = [
  ['POST', '/api/auth/register', 'identity'],
  ['POST', '/api/auth/verify-email', 'identity'],
  ['POST', '/api/auth/resend-verification', 'identity'],
  ['POST', '/api/auth/login', 'identity'],
  ['POST', '/api/auth/refresh', 'identity'],
  ['POST', '/api/auth/logout', 'identity'],
  ['POST', '/api/auth/forgot-password', 'identity'],
  ['POST', '/api/invitations/abc123/set-password', 'identity'],
  ['POST', '/api/companies/3/invitations', 'identity'],
  ['GET', '/api/companies/3/invitations', 'identity'],
  ['GET', '/api/invitations/validate?token=abc123', 'identity'],
  ['POST', '/api/invitations/abc123/accept', 'identity'],
  ['GET', '/api/users', 'identity'],
  ['GET', '/api/admin/users/search?email=ana', 'identity'],
  ['PUT', '/api/users/9/role', 'identity'],
  ['DELETE', '/api/users/9', 'identity'],
  ['GET', '/api/companies/3', 'identity'],
  ['PUT', '/api/companies/3/settings', 'identity'],
  ['GET', '/api/dev/mailbox', 'identity'],
  ['GET', '/api/dev/mailbox/3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f/attachments/0', 'identity'],
];

// The report builder's saved reports (issue 28, "Saved reports"), with concrete ids substituted.
const SAVED_REPORTS: Case[] = [
  ['GET', '/api/reports', 'reporting'],
  ['GET', '/api/reports?taskId=12&limit=50&offset=0', 'reporting'],
  ['POST', '/api/reports', 'reporting'],
  ['GET', '/api/reports/8', 'reporting'],
  ['PUT', '/api/reports/8', 'reporting'],
  ['POST', '/api/reports/8/duplicate', 'reporting'],
  ['DELETE', '/api/reports/8', 'reporting'],
];

// The design's public routes, and only those (GET /api/health is the gateway's own, outside the table).
const PUBLIC: Array<[string, string]> = [
  ['POST', '/api/auth/register'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/verify-email'],
  ['POST', '/api/auth/resend-verification'],
  ['POST', '/api/auth/refresh'],
  ['POST', '/api/auth/forgot-password'],
  ['GET', '/api/invitations/validate'],
  ['POST', '/api/invitations/abc123/accept'],
  ['POST', '/api/invitations/abc123/set-password'],
  ['GET', '/api/dev/mailbox'],
  // A mailbox message's file, opened by a link (as the mailbox: on this machine only, the edge decides).
  ['GET', '/api/dev/mailbox/3f2b8c1e-5d4a-4e7b-9c0d-1a2b3c4d5e6f/attachments/0'],
  // Downloads: svc-files takes a download link instead of the token (it checks one or the other).
  ['GET', '/api/download-output/345/Technician%20Pay%20Report.xlsx'],
  ['GET', '/api/download-all-files'],
  ['GET', '/api/download-task-file'],
];

// Rows of the specs no service serves yet: the gateway routes a path only when a service's
// OpenAPI document declares it, so these answer the gateway's 404 until their service is built.
const NOT_SERVED_YET: Array<[string, string]> = [];

const ALL: Case[] = [...SPEC_000, ...SPEC_001, ...ACCOUNTS_API_DESIGN, ...SAVED_REPORTS];

function pathOnly(url: string): string {
  return url.split('?')[0]!;
}

const notServedYet = new Set(NOT_SERVED_YET.map(([method, path]) => `${method} ${path}`));
const SERVED_ROWS = ALL.filter(([method, url]) => !notServedYet.has(`${method} ${pathOnly(url)}`));

/** The /api operations of a service's committed OpenAPI document, as 'METHOD /path'. */
function documentedOperations(project: string): string[] {
  const document = JSON.parse(readFileSync(new URL(`../../../${project}/openapi.json`, import.meta.url), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, item]) => ['get', 'put', 'post', 'delete', 'patch'].filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
}

/** A concrete path for an OpenAPI path: every `{parameter}` replaced by a value. */
const concrete = (path: string): string => path.replace(/\{[^}]+\}/g, 'p1');

describe('the route table', () => {
  const sut = new RouteMatcher(ROUTE_TABLE);

  it('routes every operation of every OpenAPI document to its service, and nothing else', () => {
    const documented = SERVICE_TOPOLOGY.flatMap((s) => documentedOperations(s.project).map((op) => `${s.key} ${op}`));
    const served = SERVED_ROUTES.map((r) => `${r.service} ${operationKey(r)}`);
    expect([...served].sort()).toEqual([...documented].sort());
    expect(ROUTE_TABLE).toHaveLength(SERVED_ROUTES.length);
    for (const route of SERVED_ROUTES) {
      const match = sut.resolve(route.method, concrete(route.path));
      expect(match?.entry.service).toBe(route.service);
      expect(match?.entry.pattern).toBe(route.path.replace(/\{([^}]+)\}/g, ':$1'));
    }
  });

  it('has only routes a service serves: each entry is one operation of its service', () => {
    const operations = new Set(SERVED_ROUTES.map((r) => `${r.service} ${operationKey(r)}`));
    for (const entry of ROUTE_TABLE) {
      expect(SERVICE_NAMES).toContain(entry.service);
      expect(entry.pattern).not.toContain('**');
      for (const method of entry.methods) {
        expect(operations).toContain(`${entry.service} ${method} ${entry.pattern.replace(/:([^/]+)/g, '{$1}')}`);
      }
    }
  });

  it('marks public or streamed only operations a service serves, and refuses a list naming another', () => {
    const served = new Set(SERVED_ROUTES.map(operationKey));
    for (const key of [...PUBLIC_ROUTES, ...STREAMED_ROUTES]) expect(served).toContain(key);
    expect(() => buildRouteTable(SERVED_ROUTES, { public: ['POST /api/auth/reset-password'], streamed: [] })).toThrow(
      /POST \/api\/auth\/reset-password, which no service serves/,
    );
    expect(() => buildRouteTable(SERVED_ROUTES, { public: [], streamed: ['PUT /api/upload'] })).toThrow(/no service serves/);
  });

  it('streams the upload, and only the upload', () => {
    expect(ROUTE_TABLE.filter((entry) => entry.streamBody).map((entry) => `${entry.methods.join()} ${entry.pattern}`)).toEqual(['POST /api/upload']);
  });

  it('answers no spec row a service does not serve yet', () => {
    for (const [method, path] of NOT_SERVED_YET) expect(sut.resolve(method, path)).toBeUndefined();
  });
});

describe(RouteMatcher.name, () => {
  const sut = new RouteMatcher(ROUTE_TABLE);

  it.each(SERVED_ROWS)('sends %s %s to exactly one service: %s', (method, url, service) => {
    const matches = sut.matchAll(method, pathOnly(url));
    expect(matches.length).toBeGreaterThan(0);
    expect(RouteMatcher.isAmbiguous(matches)).toBe(false);
    expect(matches[0]!.entry.service).toBe(service);
  });

  it('keeps only the routes the design lists public', () => {
    const publicRows = SERVED_ROWS.filter(([method, url]) => sut.resolve(method, pathOnly(url))!.entry.public);
    const distinct = [...new Set(publicRows.map(([m, u]) => `${m} ${pathOnly(u)}`))].sort();
    expect(distinct).toEqual(PUBLIC.map(([m, p]) => `${m} ${p}`).sort());
    for (const [method, path] of PUBLIC) expect(sut.resolve(method, path)!.entry.public).toBe(true);
  });

  it('has no public route beyond the design: guessed ones need a token or do not exist', () => {
    expect(ROUTE_TABLE.filter((e) => e.public).length).toBe(PUBLIC.length);
    expect(sut.resolve('POST', '/api/auth/reset-password')?.entry.public).toBeFalsy();
    expect(sut.resolve('GET', '/api/auth/verify-email')?.entry.public).toBeFalsy();
    expect(sut.resolve('GET', '/api/dev/mailbox/42')).toBeUndefined();
  });

  it('requires a token for the account calls of a signed-in user', () => {
    for (const [method, path] of [
      ['POST', '/api/auth/logout'],
      ['GET', '/api/auth/me'],
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/companies/3/invitations'],
      ['GET', '/api/companies/3/invitations'],
      // Minting a download link needs the token; only the link's download does not.
      ['POST', '/api/download-links'],
    ] as const) {
      expect(sut.resolve(method, path)!.entry.public).toBeFalsy();
    }
  });

  it('prefers the most specific pattern: a task file list belongs to svc-files, the task to svc-tasks', () => {
    // The wildcard patterns no service needs today, on a table of their own.
    const nested = new RouteMatcher([
      { methods: ['GET', 'PUT', 'PATCH', 'DELETE'], pattern: '/api/tasks/:id', service: 'tasks' },
      { methods: ['POST'], pattern: '/api/tasks/execute', service: 'tasks' },
      { methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], pattern: '/api/tasks/:taskId/**', service: 'tasks' },
      { methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], pattern: '/api/tasks/:taskId/files/**', service: 'files' },
    ] satisfies RouteEntry[]);
    expect(nested.resolve('GET', '/api/tasks/12/files')!.entry.pattern).toBe('/api/tasks/:taskId/files/**');
    expect(nested.resolve('GET', '/api/tasks/12')!.entry.pattern).toBe('/api/tasks/:id');
    expect(nested.resolve('POST', '/api/tasks/execute')!.entry.pattern).toBe('/api/tasks/execute');
    expect(nested.resolve('GET', '/api/tasks/execute')!.entry.pattern).toBe('/api/tasks/:id');
    // The same rule on the table of served routes.
    expect(sut.resolve('GET', '/api/tasks/12')!.entry.pattern).toBe('/api/tasks/:id');
    expect(sut.resolve('GET', '/api/tasks/12/permissions')!.entry.pattern).toBe('/api/tasks/:taskId/permissions');
    expect(sut.resolve('GET', '/api/tasks/execute')!.entry.pattern).toBe('/api/tasks/:id');
  });

  it('captures path parameters', () => {
    expect(sut.resolve('GET', '/api/users/9/permission-level/12')!.params).toEqual({ userId: '9', taskId: '12' });
  });

  it('resolves HEAD like GET and ignores a trailing slash', () => {
    expect(sut.resolve('HEAD', '/api/tasks/')!.entry.service).toBe('tasks');
  });

  it('finds no route for unknown /api paths or methods a route does not take', () => {
    expect(sut.resolve('GET', '/api/unknown')).toBeUndefined();
    expect(sut.resolve('GET', '/api')).toBeUndefined();
    expect(sut.resolve('POST', '/api/users')).toBeUndefined();
    expect(sut.resolve('GET', '/api/upload')).toBeUndefined();
  });

  it('resolves in one walk to the same route as the full scan, for any path', () => {
    const segment = fc.constantFrom(
      'api',
      'tasks',
      'users',
      'files',
      'auth',
      'me',
      'invitations',
      'validate',
      'permissions',
      'permission-level',
      'role',
      'execute',
      'dev',
      'mailbox',
      'upload',
      '12',
      'abc',
      '',
    );
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE');
    fc.assert(
      fc.property(method, fc.array(segment, { maxLength: 7 }), (verb, segments) => {
        const path = `/api/${segments.join('/')}`;
        expect(sut.resolve(verb, path)?.entry).toBe(sut.matchAll(verb, path)[0]?.entry);
      }),
      { numRuns: 3000 },
    );
    for (const [verb, url] of SERVED_ROWS) {
      expect(sut.resolve(verb, pathOnly(url))!.entry).toBe(sut.matchAll(verb, pathOnly(url))[0]!.entry);
    }
  });

  it('finds no route for a path with dot segments, which a service could read as another path', () => {
    expect(sut.resolve('GET', '/api/dev/mailbox/../../users')).toBeUndefined();
    expect(sut.resolve('GET', '/api/tasks/./12')).toBeUndefined();
    expect(sut.resolve('GET', '/api/tasks/12')).toBeDefined();
  });

  it('refuses a pattern whose ** is not last', () => {
    expect(() => new RouteMatcher([{ methods: ['GET'], pattern: '/api/**/x', service: 'tasks' }])).toThrow(/must end/);
  });

  it('reports a tie between two equally specific patterns', () => {
    const tie = new RouteMatcher([
      { methods: ['GET'], pattern: '/api/things/:id', service: 'tasks' },
      { methods: ['GET'], pattern: '/api/things/:name', service: 'files' },
    ]);
    expect(RouteMatcher.isAmbiguous(tie.matchAll('GET', '/api/things/1'))).toBe(true);
  });
});
