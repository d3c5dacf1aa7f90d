// Fuzz cases generated from the services' committed OpenAPI documents: for every operation a set of
// malformed requests (broken JSON, bodies that are not objects, wrong content types, and for every
// body property, path parameter and query parameter the values that broke the platform before:
// NUL, lone surrogates, numbers past PostgreSQL's int range, 1e20, deep nesting, null...).
// Everything is derived from the documents and a fixed seed, so two runs send the same requests.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  minimum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Partial<Record<Lowercase<HttpMethod>, Operation>>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface FuzzOperation {
  service: string;
  method: HttpMethod;
  /** The path template, e.g. `/api/tasks/{id}`. */
  path: string;
  operationId: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The body schema, refs resolved one level at a time by `resolve`. */
  body?: Schema;
  resolve: (schema: Schema) => Schema;
}

export interface FuzzRequest {
  operation: FuzzOperation;
  /** What the case does, for a failure's report. */
  label: string;
  method: HttpMethod;
  /** Path and query, already encoded as they go on the wire. */
  url: string;
  contentType?: string;
  body?: string;
}

/** Values the caller knows: ids of rows of the signed-in company, its user's e-mail. */
export interface FuzzContext {
  /** An address at the company's domain that has no account: sign-in failures lock no one who matters. */
  email: string;
  /** The signed-in owner's own address: a profile save keeps it, so the owner can sign in again. */
  ownEmail: string;
  password: string;
  userId: number;
  companyId: number;
  taskId: number;
  taskVersion: number;
  calculationId: number;
  /** A saved report of the report builder (issue 28). */
  reportId: number;
}

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Every `/api` operation of every `svc-*` folder's openapi.json under `root`. */
export function loadOperations(root: string): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  const services = readdirSync(root)
    .filter((name) => name.startsWith('svc-'))
    .sort();
  for (const service of services) {
    const document = JSON.parse(readFileSync(join(root, service, 'openapi.json'), 'utf8')) as OpenApiDocument;
    const resolve = (schema: Schema): Schema => {
      if (!schema.$ref) return schema;
      const name = schema.$ref.replace('#/components/schemas/', '');
      const found = document.components?.schemas?.[name];
      if (!found) throw new Error(`${service}: unknown schema ${schema.$ref}`);
      return resolve(found);
    };
    for (const [path, item] of Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b))) {
      if (!path.startsWith('/api/')) continue;
      for (const method of METHODS) {
        const operation = item[method.toLowerCase() as Lowercase<HttpMethod>];
        if (!operation) continue;
        const parameters = operation.parameters ?? [];
        const json = operation.requestBody?.content['application/json']?.schema;
        operations.push({
          service,
          method,
          path,
          operationId: operation.operationId ?? `${method} ${path}`,
          pathParams: parameters.filter((p) => p.in === 'path'),
          queryParams: parameters.filter((p) => p.in === 'query'),
          body: json ? resolve(json) : undefined,
          resolve,
        });
      }
    }
  }
  return operations;
}

/** A valid value for a schema, using the context for the names that are ids or the account's e-mail. */
function validValue(name: string, schema: Schema, operation: FuzzOperation, context: FuzzContext): unknown {
  const s = operation.resolve(schema);
  if (s.enum && s.enum.length > 0) return s.enum[0];
  switch (s.type) {
    case 'integer':
    case 'number':
      if (name === 'taskId') return context.taskId;
      if (name === 'userId') return context.userId;
      if (name === 'companyId') return context.companyId;
      if (name === 'version') return context.taskVersion;
      return typeof s.example === 'number' ? s.example : Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      if (!s.properties) return {};
      return Object.fromEntries(Object.entries(s.properties).map(([key, child]) => [key, validValue(key, child, operation, context)]));
    default: {
      if (/email/i.test(name)) return operation.operationId === 'updateProfile' ? context.ownEmail : context.email;
      if (/password/i.test(name)) return context.password;
      if (typeof s.example === 'string') return s.example;
      return 'Fuzz value'.padEnd(s.minLength ?? 0, 'x');
    }
  }
}

function validPathValue(operation: FuzzOperation, param: Parameter, context: FuzzContext): string {
  if (param.name === 'companyId') return String(context.companyId);
  if (param.name === 'userId') return String(context.userId);
  if (param.name === 'taskId') return String(context.taskId);
  if (param.name === 'id') {
    if (operation.path.startsWith('/api/tasks/')) return String(context.taskId);
    if (operation.path.startsWith('/api/calculations/')) return String(context.calculationId);
    if (operation.path.startsWith('/api/reports/')) return String(context.reportId);
    return String(context.userId);
  }
  const value = validValue(param.name, param.schema ?? {}, operation, context);
  return encodeURIComponent(String(value));
}

function nested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

// A value that JSON.stringify writes as-is, so deep nesting and raw escapes reach the server.
class RawJson {
  constructor(readonly text: string) {}
}

/** Values for one body property: each one broke some route of the platform, or could. */
export const PROPERTY_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['empty text', ''],
  ['NUL', '\u0000'],
  ['text with NUL', 'Panel\u0000schedule'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate in text', 'a\udfffb'],
  ['2147483648', 2147483648],
  ['-2147483649', -2147483649],
  ['-1', -1],
  ['0', 0],
  ['1e20', 1e20],
  ['-1e20', -1e20],
  ['1.5', 1.5],
  ['true', true],
  ['empty list', []],
  ['empty object', {}],
  ['list of text', ['a', 'b']],
  ['number as text', '12'],
  ['100,000 characters', 'x'.repeat(100_000)],
  ['list nested 5,000 deep', new RawJson(nested(5000, 'array'))],
  ['object nested 3,000 deep', new RawJson(nested(3000, 'object'))],
  ['object with NUL in a key', { 'a\u0000b': 1 }],
  ['object with a lone surrogate deep inside', { a: [{ b: '\udc00' }] }],
];

/** Values for a path or query parameter, as they go on the wire (already percent-encoded). */
export const PARAMETER_VALUES: Array<[string, string]> = [
  ['0', '0'],
  ['-1', '-1'],
  ['2147483648', '2147483648'],
  ['20 digits', '99999999999999999999'],
  ['1e20', '1e20'],
  ['1.5', '1.5'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['hex', '0x10'],
  ['letters', 'abc'],
  ['NUL', '%00'],
  ['text with NUL', 'a%00b'],
  ['lone surrogate (WTF-8)', '%ED%A0%80'],
  ['broken UTF-8', '%C0%AF'],
  ['broken percent-escape', '%E0%A4%A'],
  ['a percent sign', '%25'],
  ['spaces', '%20%201'],
  ['3,000 characters', 'a'.repeat(3000)],
];

function jsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0001RAW${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001RAW(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)]!);
}

function withQuery(path: string, query: Array<[string, string]>): string {
  if (query.length === 0) return path;
  return `${path}?${query.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

const SEED = 20261124;

/** Every fuzz request for one operation. */
export function casesFor(operation: FuzzOperation, context: FuzzContext): FuzzRequest[] {
  const cases: FuzzRequest[] = [];
  const pathWith = (override?: [string, string]) =>
    operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      if (override && override[0] === name) return override[1];
      return validPathValue(
        operation,
        operation.pathParams.find((p) => p.name === name)!,
        context,
      );
    });
  const validPath = pathWith();
  const validQuery: Array<[string, string]> = operation.queryParams
    .filter((p) => p.required)
    .map((p) => [p.name, encodeURIComponent(String(validValue(p.name, p.schema ?? {}, operation, context)))]);
  const base = operation.body ? (validValue('body', operation.body, operation, context) as Record<string, unknown>) : undefined;
  const baseText = base ? jsonText(base) : undefined;
  const add = (label: string, url: string, body?: string, contentType = body === undefined ? undefined : 'application/json') =>
    cases.push({ operation, label, method: operation.method, url, body, contentType });
  const url = withQuery(validPath, validQuery);

  for (const param of operation.pathParams) {
    for (const [label, value] of PARAMETER_VALUES) add(`path ${param.name} = ${label}`, withQuery(pathWith([param.name, value]), validQuery), baseText);
  }
  for (const param of operation.queryParams) {
    const others = validQuery.filter(([k]) => k !== param.name);
    for (const [label, value] of PARAMETER_VALUES) add(`query ${param.name} = ${label}`, withQuery(validPath, [...others, [param.name, value]]), baseText);
    add(`query ${param.name} given twice`, withQuery(validPath, [...others, [param.name, '1'], [param.name, '2']]), baseText);
    add(`query ${param.name} as an object`, withQuery(validPath, [...others, [`${param.name}[a]`, '1']]), baseText);
    add(`query ${param.name} empty`, withQuery(validPath, [...others, [param.name, '']]), baseText);
  }
  if (operation.method === 'GET' || operation.queryParams.length > 0) {
    add('unknown query parameter', withQuery(validPath, [...validQuery, ['fuzzUnknown', '%00']]), baseText);
  }

  if (operation.body && base) {
    add('malformed JSON', url, '{"name": ');
    add('body is a list', url, '[]');
    add('body is a list of the valid body', url, `[${baseText}]`);
    add('body is text', url, '"text"');
    add('body is a number', url, '42');
    add('body is null', url, 'null');
    add('body is true', url, 'true');
    add('body is empty', url, '');
    add('body nested 10,000 deep', url, nested(10_000, 'array'));
    add('body object nested 5,000 deep', url, nested(5000, 'object'));
    add('body with an unknown field', url, jsonText({ ...base, fuzzUnknown: 'x' }));
    const rest = baseText === '{}' ? '}' : `, ${baseText!.slice(1)}`;
    add('body with __proto__', url, `{"__proto__": {"isAdmin": true}${rest}`);
    add('body with constructor.prototype', url, `{"constructor": {"prototype": {"isAdmin": true}}${rest}`);
    cases.push({
      operation,
      label: 'body of 2 MiB',
      method: operation.method,
      url,
      contentType: 'application/json',
      body: jsonText({ ...base, fuzzPadding: 'x'.repeat(2 * 1024 * 1024) }),
    });
    add('content type text/plain', url, baseText, 'text/plain');
    add('content type form-encoded', url, 'name=a&email=b', 'application/x-www-form-urlencoded');
    add('content type multipart', url, '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\na\r\n--b--\r\n', 'multipart/form-data; boundary=b');
    add('content type xml', url, '<a>1</a>', 'application/xml');
    add('content type json in latin1', url, baseText, 'application/json; charset=latin1');
    add('content type json+vendor', url, baseText, 'application/vnd.api+json');
    add('no content type', url, baseText, '');

    const properties = Object.keys(operation.body.properties ?? {});
    for (const property of properties) {
      for (const [label, value] of PROPERTY_VALUES) add(`body ${property} = ${label}`, url, jsonText({ ...base, [property]: value }));
      const { [property]: _left, ...without } = base;
      add(`body without ${property}`, url, jsonText(without));
    }
    // Seeded random JSON in each property: the same values on every run.
    const random = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED + cases.length, numRuns: Math.max(4, 2 * properties.length) });
    random.forEach((value, i) => {
      const property = properties[i % Math.max(1, properties.length)];
      add(`body ${property ?? '(whole)'} = random JSON #${i}`, url, jsonText(property ? { ...base, [property]: value } : value));
    });
  } else if (operation.method !== 'GET') {
    add('unexpected JSON body', url, '{"fuzzUnknown": "\\u0000"}');
    add('unexpected malformed JSON body', url, '{"a": ');
    add('unexpected form-encoded body', url, 'a=%00', 'application/x-www-form-urlencoded');
  }
  return cases;
}
