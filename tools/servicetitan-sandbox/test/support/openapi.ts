import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

const here = dirname(fileURLToPath(import.meta.url));
const OPENAPI_DIR = resolve(here, '../../../../libs/servicetitan-contract/openapi');
export const DOCUMENTS = ['accounting', 'crm', 'dispatch', 'jpm', 'marketing', 'payroll', 'salestech', 'settings'] as const;
export type DocumentName = (typeof DOCUMENTS)[number];

// ajv and ajv-formats are CommonJS: their classes sit on `default` or are the module itself.
type AjvClass = typeof import('ajv/dist/2020.js').default;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
type AddFormats = typeof import('ajv-formats').default;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as AddFormats;

/** OpenAPI 3.0's `nullable: true` (a few places of the 3.1 documents still say it) as JSON Schema 2020's type union. */
function nullableToTypes(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nullableToTypes);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  if (schema.nullable === true) {
    if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
    else if (Array.isArray(schema.type) && !schema.type.includes('null')) schema.type = [...schema.type, 'null'];
    else if (!schema.type) {
      const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
      if (alternatives) alternatives.push({ type: 'null' });
    }
    delete schema.nullable;
  }
  Object.values(schema).forEach(nullableToTypes);
}

const INT32 = { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= -2_147_483_648 && n <= 2_147_483_647 } as const;
const INT64 = { type: 'number', validate: (n: number) => Number.isSafeInteger(n) } as const;

/**
 * One ajv (JSON Schema 2020-12, as OpenAPI 3.1 is) holding the eight documents, each under its own
 * $id so the documents' "#/components/schemas/..." references resolve inside their document.
 */
export function createContractValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('int32', INT32);
  ajv.addFormat('int64', INT64);
  ajv.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  // Money and quantities are decimal strings in the accounting documents ("123.45").
  ajv.addFormat('decimal', { type: 'string', validate: (s: string) => /^-?\d+(\.\d+)?$/.test(s) });
  ajv.addFormat('guid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  // .NET TimeSpan ("01:30:00", "1.02:00:00") as ServiceTitan writes durations, or ISO 8601.
  ajv.addFormat('duration', /^(-?(\d+\.)?\d{1,2}:\d{2}:\d{2}(\.\d+)?|P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?)$/);
  for (const free of ['html', 'multiline', 'password', 'phone']) ajv.addFormat(free, true);

  const documents = new Map<DocumentName, { paths: Record<string, Record<string, unknown>> }>();
  for (const name of DOCUMENTS) {
    const document = JSON.parse(readFileSync(resolve(OPENAPI_DIR, `${name}-v2.json`), 'utf8')) as Record<string, unknown>;
    nullableToTypes(document.components);
    ajv.addSchema({ $id: `${name}.json`, components: document.components }, `${name}.json`);
    documents.set(name, document as { paths: Record<string, Record<string, unknown>> });
  }
  const cache = new Map<string, ValidateFunction>();

  function compile(ref: string): ValidateFunction {
    let validate = cache.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      cache.set(ref, validate);
    }
    return validate;
  }

  return {
    /** The $ref of an operation's 200 body, e.g. ('crm', '/tenant/{tenant}/export/customers'). */
    responseRef(document: DocumentName, path: string, status = '200'): string {
      const operation = documents.get(document)?.paths[path]?.get as
        { responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> } | undefined;
      const content = operation?.responses[status]?.content;
      const ref = content && Object.values(content)[0]?.schema?.$ref;
      if (!ref) throw new Error(`${document}: GET ${path} has no ${status} schema reference`);
      return `${document}.json${ref}`;
    },
    /** Validates a body against a schema named by ref; returns ajv's error text or null. */
    check(ref: string, body: unknown): string | null {
      const validate = compile(ref);
      if (validate(body)) return null;
      return ajv.errorsText(validate.errors?.slice(0, 8), { separator: '\n' });
    },
  };
}
