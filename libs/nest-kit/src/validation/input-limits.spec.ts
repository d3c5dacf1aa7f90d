import { MAX_INPUT_DEPTH, findInputProblem } from './input-limits.js';

function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

describe(findInputProblem.name, () => {
  it('accepts ordinary JSON, emoji and accented text included', () => {
    expect(findInputProblem({ name: 'Panel 200 A ⚡ Café', steps: [{ id: 's1', content: 'Check 🔌' }], n: 3, ok: true, none: null })).toBeUndefined();
  });

  it('names the field holding a NUL character, however deep', () => {
    expect(findInputProblem({ name: 'a\u0000b' })).toBe('name must not contain NUL characters');
    expect(findInputProblem({ config: { sections: [{ label: 'x' }, { label: '\u0000' }] } })).toBe('config.sections[1].label must not contain NUL characters');
    expect(findInputProblem('%\u0000', 'Query parameter to')).toBe('Query parameter to must not contain NUL characters');
  });

  it('refuses NUL characters in field names', () => {
    expect(findInputProblem({ formData: { 'a\u0000': 1 } })).toBe('formData.a\u0000: a field name must not contain NUL characters');
  });

  it('refuses lone surrogates, high or low, and keeps surrogate pairs', () => {
    expect(findInputProblem({ email: '\ud800@x.com' })).toBe('email contains an invalid character (a lone UTF-16 surrogate)');
    expect(findInputProblem({ email: 'a\udc00' })).toBe('email contains an invalid character (a lone UTF-16 surrogate)');
    expect(findInputProblem({ name: '\ud83d\ude00' })).toBeUndefined();
  });

  it(`accepts ${MAX_INPUT_DEPTH} levels of nesting and refuses one more, without recursing`, () => {
    expect(findInputProblem(nestedArrays(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(findInputProblem(nestedArrays(MAX_INPUT_DEPTH + 1))).toBe(`The request body is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
    expect(findInputProblem({ config: nestedArrays(200_000) })).toBe(`config is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`);
  });
});
