import { describe, expect, it } from '@jest/globals';
import { checkAnswer } from './openai-provider.js';
import { ANSWERS, jsonSchemaOf, requirementsSchema } from './schemas.js';

type Node = { type?: string | string[]; properties?: Record<string, Node>; required?: string[]; additionalProperties?: boolean; items?: Node; anyOf?: Node[] };

/** Every object of the schema, however deep. */
function objects(node: Node): Node[] {
  const inner = [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : []), ...(node.anyOf ?? [])];
  return [...(node.type === 'object' ? [node] : []), ...inner.flatMap(objects)];
}

describe(jsonSchemaOf.name, () => {
  it.each(Object.entries(ANSWERS))('sends %s as strict structured output accepts it: every property required, no other, no length bounds', (_name, answer) => {
    const schema = jsonSchemaOf(answer.schema) as Node;
    const found = objects(schema);
    expect(found.length).toBeGreaterThan(0);
    for (const object of found) {
      expect(object.additionalProperties).toBe(false);
      expect([...(object.required ?? [])].sort()).toEqual(Object.keys(object.properties ?? {}).sort());
    }
    expect(JSON.stringify(schema)).not.toMatch(/"\$schema"|minLength|maxLength|minItems|maxItems/);
  });
});

describe(checkAnswer.name, () => {
  const valid = { requirements: [{ id: 'a', question: 'Q?', description: 'd', required: true, type: 'select', options: ['x'], value: null }], message: 'm' };

  it('takes a valid answer, also inside a json code fence', () => {
    expect(checkAnswer(JSON.stringify(valid), requirementsSchema)).toEqual({ ok: true, value: valid });
    expect(checkAnswer('```json\n' + JSON.stringify(valid) + '\n```', requirementsSchema)).toMatchObject({ ok: true });
  });

  it('says what is wrong with an empty, non-JSON or mis-shaped answer', () => {
    expect(checkAnswer(null, requirementsSchema)).toEqual({ ok: false, problem: 'the answer was empty' });
    expect(checkAnswer('Here you go!', requirementsSchema)).toEqual({ ok: false, problem: 'the answer was not JSON' });
    const noOptions = { ...valid, requirements: [{ ...valid.requirements[0], options: null }] };
    expect(checkAnswer(JSON.stringify(noOptions), requirementsSchema)).toEqual({
      ok: false,
      problem: 'requirements.0.options: a select question needs its options',
    });
    expect(checkAnswer(JSON.stringify({ ...valid, extra: 1 }), requirementsSchema)).toMatchObject({ ok: false, problem: expect.stringContaining('extra') });
  });
});
