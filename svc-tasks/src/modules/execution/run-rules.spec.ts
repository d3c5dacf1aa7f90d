import { kindOf, parametersOfExecute, readExecuteBody } from './run-rules.js';
import { sandboxStateOf } from './execution.service.js';

describe(readExecuteBody.name, () => {
  it('reads no body as a card’s run', () => {
    expect(readExecuteBody(undefined)).toEqual({});
    expect(readExecuteBody(null)).toEqual({});
  });

  it('refuses a body that is not an object', () => {
    expect(() => readExecuteBody([1])).toThrow('The request body must be a JSON object');
    expect(() => readExecuteBody('x')).toThrow('The request body must be a JSON object');
  });
});

describe(parametersOfExecute.name, () => {
  it('keeps a form’s date even without data, and a card’s run has none', () => {
    expect(parametersOfExecute({ dateCreated: '2026-11-20' })).toEqual({ dateCreated: '2026-11-20', formData: null });
    expect(parametersOfExecute({})).toEqual({});
  });

  it.each(['', 'null', '"text"', '42'])('refuses formData %j', (formData) => {
    expect(() => parametersOfExecute({ formData })).toThrow('formData must be a JSON object');
  });
});

describe(kindOf.name, () => {
  it('sends a task whose config names the report runner to the report workers', () => {
    expect(kindOf({ type: 'api-reporting', config: { runner: 'report' } })).toBe('report');
    expect(kindOf({ type: 'excel-processing', config: {} })).toBe('script');
  });

  it('runs a form task (the load calculation, in either vocabulary) as its worksheet', () => {
    expect(kindOf({ type: 'form-processing', config: {} })).toBe('worksheet');
    expect(kindOf({ type: 'load-calculation', config: {} })).toBe('worksheet');
  });
});

describe(sandboxStateOf.name, () => {
  it.each([
    [[], 'no-worker'],
    [['unavailable'], 'unavailable'],
    [['unavailable', 'on'], 'on'],
    [['on', 'off'], 'off'],
  ] as const)('reads %j as %s', (modes, state) => {
    expect(sandboxStateOf([...modes])).toBe(state);
  });
});
