// The breaking-change check of the services' OpenAPI documents: each service's openapi.json as it
// is now, against the same document at a base commit (the one on main). A removed route; a
// response that may now lack a field it promised, or says it in another type, or answers a value
// its clients never saw; a request that now refuses what it took (a removed or narrowed field, a
// new required one, an enum value dropped): each is breaking, and fails the check unless it is
// listed in intended-api-changes.json with the reason.
//
// The base, first found:
//   OPENAPI_BASE=<ref>                  (CI of a branch: the branch it merges into)
//   the merge base with the branch's upstream, when HEAD is ahead of it (a branch of main)
//   HEAD                                 (on main itself: what is about to be committed)
//
// Not openapi-diff: its schema comparison (json-schema-diff) does not compare enums and took more
// than 6 minutes on one changed response of svc-reporting (/api/service-titan/status). This walks
// the two documents' schemas side by side, in time linear in their size.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const INTENDED_CHANGES_FILE = 'tools/codegen/intended-api-changes.json';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** A schema with its $ref resolved and a one-member allOf (how @nestjs/swagger wraps a described $ref) unwrapped. */
function resolve(document, schema, seen = new Set()) {
  let current = schema ?? {};
  for (;;) {
    const ref = typeof current.$ref === 'string' ? current.$ref.match(/^#\/components\/schemas\/(.+)$/)?.[1] : undefined;
    if (ref !== undefined) {
      if (seen.has(ref)) return { schema: {}, seen };
      seen = new Set([...seen, ref]);
      current = document.components?.schemas?.[ref] ?? {};
      continue;
    }
    if (Array.isArray(current.allOf) && current.allOf.length === 1 && !current.properties) {
      const { allOf, ...rest } = current;
      current = { ...rest, ...allOf[0] };
      continue;
    }
    return { schema: current, seen };
  }
}

/** Properties and required names, allOf members merged. */
function objectShape(document, schema, seen) {
  const properties = { ...(schema.properties ?? {}) };
  const required = new Set(schema.required ?? []);
  for (const member of schema.allOf ?? []) {
    const { schema: part, seen: partSeen } = resolve(document, member, seen);
    const shape = objectShape(document, part, partSeen);
    Object.assign(properties, shape.properties);
    for (const name of shape.required) required.add(name);
  }
  return { properties, required };
}

const widens = (before, after) => before === after || (before === 'integer' && after === 'number');

/**
 * The breaking differences between two schemas of one place of the API. `direction` 'response':
 * what clients read (they rely on every field promised, its type and its values); 'request': what
 * clients send (the services refuse unknown fields: nest-kit's ValidationPipe forbids them).
 */
function compareSchemas(before, after, direction, location, changes, docs, seen = { before: new Set(), after: new Set() }) {
  const b = resolve(docs.before, before, seen.before);
  const a = resolve(docs.after, after, seen.after);
  const was = b.schema;
  const now = a.schema;
  const push = (code, where = location) => changes.push({ code: `${direction}.${code}`, locations: [where] });

  if (was.type && now.type && !(direction === 'request' ? widens(was.type, now.type) : was.type === now.type)) {
    push('type.change');
    return;
  }
  if (direction === 'response' && now.nullable && !was.nullable) push('nullable.add');
  if (direction === 'request' && was.nullable && !now.nullable) push('nullable.remove');
  if (Array.isArray(now.enum) || Array.isArray(was.enum)) {
    if (direction === 'request') {
      if (Array.isArray(now.enum) && (!Array.isArray(was.enum) || was.enum.some((v) => !now.enum.includes(v)))) push('enum.narrow');
    } else if (Array.isArray(was.enum) && (!Array.isArray(now.enum) || now.enum.some((v) => !was.enum.includes(v)))) {
      push('enum.widen');
    }
  }
  if (was.items || now.items) {
    compareSchemas(was.items, now.items, direction, `${location}[]`, changes, docs, { before: b.seen, after: a.seen });
  }
  const wasShape = objectShape(docs.before, was, b.seen);
  const nowShape = objectShape(docs.after, now, a.seen);
  for (const [name, property] of Object.entries(wasShape.properties)) {
    const where = `${location}.${name}`;
    if (!(name in nowShape.properties)) {
      push('field.remove', where);
      continue;
    }
    if (direction === 'response' && wasShape.required.has(name) && !nowShape.required.has(name)) push('field.optional', where);
    if (direction === 'request' && !wasShape.required.has(name) && nowShape.required.has(name)) push('field.required', where);
    compareSchemas(property, nowShape.properties[name], direction, where, changes, docs, { before: b.seen, after: a.seen });
  }
  if (direction === 'request') {
    for (const name of Object.keys(nowShape.properties)) {
      if (!(name in wasShape.properties) && nowShape.required.has(name)) push('field.required', `${location}.${name}`);
    }
  }
}

/** The JSON schema of an operation's request body or of its first success response. */
function bodySchema(container) {
  const content = container?.content ?? {};
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}
function successResponse(operation) {
  const code = Object.keys(operation.responses ?? {})
    .filter((c) => c.startsWith('2'))
    .sort()[0];
  return code === undefined ? undefined : { code, response: operation.responses[code] };
}

/**
 * The breaking differences from `before` to `after` (two OpenAPI 3 documents), one per difference:
 * its code ('path.remove', 'response.field.remove', 'request.enum.narrow'...) and where it is, as
 * 'paths./api/x.get.responses.200.body.field' locations.
 */
export async function breakingChanges(before, after) {
  const docs = { before, after };
  const changes = [];
  for (const [path, item] of Object.entries(before.paths ?? {})) {
    for (const method of METHODS) {
      const was = item[method];
      if (!was) continue;
      const at = `paths.${path}.${method}`;
      const now = after.paths?.[path]?.[method];
      if (!now) {
        changes.push({ code: 'path.remove', locations: [at] });
        continue;
      }
      const wasParameters = new Map((was.parameters ?? []).map((p) => [`${p.in}:${p.name}`, p]));
      for (const parameter of now.parameters ?? []) {
        const key = `${parameter.in}:${parameter.name}`;
        const old = wasParameters.get(key);
        if (parameter.required && !old?.required) changes.push({ code: 'request.parameter.required', locations: [`${at}.parameters.${parameter.name}`] });
        if (old) compareSchemas(old.schema, parameter.schema, 'request', `${at}.parameters.${parameter.name}`, changes, docs);
      }
      if (now.requestBody?.required && !was.requestBody?.required) changes.push({ code: 'request.body.required', locations: [`${at}.requestBody`] });
      if (bodySchema(was.requestBody) && bodySchema(now.requestBody)) {
        compareSchemas(bodySchema(was.requestBody), bodySchema(now.requestBody), 'request', `${at}.requestBody`, changes, docs);
      }
      const wasSuccess = successResponse(was);
      const nowSuccess = successResponse(now);
      if (wasSuccess && !nowSuccess) changes.push({ code: 'response.success.remove', locations: [`${at}.responses.${wasSuccess.code}`] });
      if (wasSuccess && nowSuccess && bodySchema(wasSuccess.response)) {
        if (!bodySchema(nowSuccess.response)) changes.push({ code: 'response.body.remove', locations: [`${at}.responses.${wasSuccess.code}`] });
        else
          compareSchemas(
            bodySchema(wasSuccess.response),
            bodySchema(nowSuccess.response),
            'response',
            `${at}.responses.${nowSuccess.code}.body`,
            changes,
            docs,
          );
      }
    }
  }
  return changes;
}

/**
 * Whether a change is marked as intended: an entry of the service with the same code whose location
 * is the start of one of the change's locations (a route: 'paths./api/x'; an operation:
 * 'paths./api/x.post').
 */
export function isIntended(change, service, intended) {
  return intended.some(
    (entry) => entry.service === service && entry.code === change.code && change.locations.some((location) => location.startsWith(entry.location)),
  );
}

/** Reads intended-api-changes.json: [{ service, code, location, reason }], each with a reason. */
export function readIntendedChanges(root) {
  const file = join(root, INTENDED_CHANGES_FILE);
  if (!existsSync(file)) return [];
  const entries = JSON.parse(readFileSync(file, 'utf8')).changes ?? [];
  for (const entry of entries) {
    for (const key of ['service', 'code', 'location', 'reason']) {
      if (typeof entry[key] !== 'string' || entry[key].trim() === '') {
        throw new Error(`${INTENDED_CHANGES_FILE}: every change needs service, code, location and reason (${JSON.stringify(entry)})`);
      }
    }
  }
  return entries;
}

function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The commit the documents are compared with (see the top of this file), and why that one. */
export function baseCommit(root, env = process.env) {
  if (env.OPENAPI_BASE) return { commit: git(root, ['rev-parse', '--verify', `${env.OPENAPI_BASE}^{commit}`]), why: `OPENAPI_BASE=${env.OPENAPI_BASE}` };
  try {
    const upstream = git(root, ['rev-parse', '--verify', '@{upstream}']);
    const head = git(root, ['rev-parse', 'HEAD']);
    const mergeBase = git(root, ['merge-base', 'HEAD', upstream]);
    if (mergeBase !== head) return { commit: mergeBase, why: "the merge base with the branch's upstream" };
  } catch {
    // No upstream: main itself.
  }
  return { commit: git(root, ['rev-parse', 'HEAD']), why: 'HEAD' };
}

/** A service's document at a commit; null when it did not exist there (a new service). */
function documentAt(root, commit, path) {
  try {
    return JSON.parse(git(root, ['show', `${commit}:${path}`]));
  } catch {
    return null;
  }
}

/**
 * The problems of the check: one line per breaking change not marked as intended, for the services
 * given as [{ key, project }] whose openapi.json exists in the tree.
 */
export async function breakingChangeProblems(root, services, { env = process.env } = {}) {
  const { commit, why } = baseCommit(root, env);
  const intended = readIntendedChanges(root);
  const problems = [];
  for (const service of services) {
    const path = `${service.project}/openapi.json`;
    const file = join(root, path);
    if (!existsSync(file)) continue;
    const before = documentAt(root, commit, path);
    if (before === null) continue;
    const after = JSON.parse(readFileSync(file, 'utf8'));
    for (const change of await breakingChanges(before, after)) {
      if (isIntended(change, service.key, intended)) continue;
      problems.push(
        `${path}: a breaking change against ${why} (${commit.slice(0, 12)}): ${change.code} at ${change.locations.join(', ')}. ` +
          `Keep the old shape, or mark it as intended in ${INTENDED_CHANGES_FILE} with the reason.`,
      );
    }
  }
  return problems;
}
