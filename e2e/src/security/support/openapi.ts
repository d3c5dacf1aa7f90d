import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, for reading the committed documents and the gateway's route table. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..', '..');

/** The services whose committed openapi.json describes their HTTP API (project folder names). */
export const SERVICE_PROJECTS = ['svc-identity', 'svc-tasks', 'svc-files', 'svc-reporting'] as const;
export type ServiceProject = (typeof SERVICE_PROJECTS)[number];

export type JsonSchema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  allOf?: JsonSchema[];
  [key: string]: unknown;
};

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of one service's document: the unit the security suites enumerate. */
export interface Operation {
  service: ServiceProject;
  method: string;
  /** OpenAPI path template, e.g. `/api/tasks/{id}`. */
  path: string;
  /** `METHOD /path/{param}`: the name tables key operations by. */
  key: string;
  operationId: string;
  parameters: OperationParameter[];
  /** The JSON body's schema with its top-level `$ref` resolved; undefined when the operation takes no body. */
  body?: JsonSchema;
  bodyRequired: boolean;
  /** False for operations the document marks as callable without a bearer token. */
  needsToken: boolean;
  /** The status codes the document lists, e.g. ['200', '403', '404']. */
  statuses: string[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  operationId: string;
  parameters?: Array<{ name: string; in: OperationParameter['in']; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  responses?: Record<string, unknown>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function readOpenApiDocument(service: ServiceProject): OpenApiDocument {
  return JSON.parse(readFileSync(join(REPO_ROOT, service, 'openapi.json'), 'utf8')) as OpenApiDocument;
}

/** Resolves `#/components/schemas/X` references (and a one-element allOf wrapper) of a document. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`unresolved schema reference ${schema.$ref}`);
    return resolveSchema(document, target);
  }
  if (schema.allOf?.length === 1) return resolveSchema(document, schema.allOf[0]!);
  return schema;
}

/** Every operation of every service's committed document, in document order. */
export function loadOperations(services: readonly ServiceProject[] = SERVICE_PROJECTS): Operation[] {
  const operations: Operation[] = [];
  for (const service of services) {
    const document = readOpenApiDocument(service);
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, raw] of Object.entries(item)) {
        if (!METHODS.includes(method)) continue;
        const json = raw.requestBody?.content['application/json'];
        operations.push({
          service,
          method: method.toUpperCase(),
          path,
          key: `${method.toUpperCase()} ${path}`,
          operationId: raw.operationId,
          parameters: (raw.parameters ?? []).map((p) => ({
            name: p.name,
            in: p.in,
            required: p.required ?? p.in === 'path',
            schema: resolveSchema(document, p.schema ?? {}),
          })),
          body: json ? resolveSchema(document, json.schema) : undefined,
          bodyRequired: raw.requestBody?.required ?? false,
          needsToken: (raw.security ?? []).length > 0,
          statuses: Object.keys(raw.responses ?? {}),
        });
      }
    }
  }
  return operations;
}

/** The path with its `{name}` parameters replaced by `values` (URI-encoded); throws on one left unfilled. */
export function fillPath(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
}
