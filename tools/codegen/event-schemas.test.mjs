import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { eventSchemaOutputs, eventSchemasDir } from './event-schemas.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = eventSchemasDir(root);

/** EventMap's subjects as the TypeScript checker sees them (not through the schema generator). */
function eventMapSubjects() {
  const file = join(root, 'libs', 'contracts', 'src', 'events', 'index.ts');
  const program = ts.createProgram([file], { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true, strict: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const map = source.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === 'EventMap');
  assert.ok(map, 'libs/contracts/src/events/index.ts declares EventMap');
  return checker
    .getTypeAtLocation(map)
    .getProperties()
    .map((p) => p.name);
}

function committedSchema(subject) {
  return JSON.parse(readFileSync(join(dir, `${subject}.json`), 'utf8'));
}

test("the committed event schemas are what the contracts' payload types generate (run npm run contracts when this fails)", () => {
  const outputs = eventSchemaOutputs(root);
  for (const [target, source] of outputs) {
    assert.ok(existsSync(target), `${basename(target)} is missing`);
    assert.equal(readFileSync(target, 'utf8'), source, `${basename(target)} is not what the types generate`);
  }
  const generated = new Set(outputs.map(([target]) => basename(target)));
  assert.deepEqual(
    readdirSync(dir).filter((name) => !generated.has(name)),
    [],
    'no schema of an event EventMap no longer has',
  );
});

test('every subject of EventMap has a schema, and the module keyed by subject names each one', () => {
  const subjects = eventMapSubjects();
  assert.ok(subjects.length >= 18);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
  assert.deepEqual([...files].sort(), [...subjects].sort());
  const moduleKeys = [...readFileSync(join(dir, 'index.ts'), 'utf8').matchAll(/^ {2}'([^']+)': s\d+,$/gm)].map((m) => m[1]);
  assert.deepEqual([...moduleKeys].sort(), [...subjects].sort());
  for (const subject of subjects) assert.equal(committedSchema(subject).title, subject);
});

test('a schema is as strict as its type: every field required, enums, nullables, integers and date-times kept, unknown fields allowed', () => {
  const created = committedSchema('tasks.task.created.v1');
  assert.deepEqual(created.required, ['taskId', 'companyId', 'name', 'type', 'status', 'ownerId', 'createdAt']);
  assert.deepEqual(created.properties.status.enum, ['inactive', 'active', 'draft', 'scheduled', 'running', 'completed']);
  assert.deepEqual(created.properties.ownerId.anyOf, [{ type: 'integer' }, { type: 'null' }]);
  // The contracts' Integer and IsoDateTime (events/scalars.ts): plain number and string to TypeScript.
  assert.deepEqual(created.properties.taskId, { type: 'integer' });
  assert.deepEqual(created.properties.createdAt, { type: 'string', format: 'date-time' });
  assert.deepEqual(created.properties.name, { type: 'string' });
  const finished = committedSchema('tasks.execution.finished.v1');
  assert.deepEqual(finished.properties.status.enum, ['completed', 'failed']);
  assert.ok(finished.properties.log.required.includes('detailedError'));
  // An added optional field is not a breaking change: no schema refuses properties it does not know.
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    assert.doesNotMatch(readFileSync(join(dir, name), 'utf8'), /"additionalProperties": false/, name);
  }
});
