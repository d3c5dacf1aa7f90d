import { defaultLoadForm } from '@milestone/loadcalc';
import { PURCHASE_ORDER_FORM } from '@milestone/contracts/forms';
import { assertSubmission, kindOf, parametersOfExecute, readExecuteBody, runParameters } from './run-rules.js';
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
  it('runs a task whose config names the report runner as the pay report', () => {
    expect(kindOf({ name: 'Weekly payroll', type: 'api-reporting', config: { runner: 'report' } })).toBe('report');
    expect(kindOf({ name: 'Invoices', type: 'excel-processing', config: {} })).toBe('script');
  });

  it('runs the api-reporting task named Technician Pay Report (the starter task, its config empty) as the pay report, never as a script', () => {
    expect(kindOf({ name: 'Technician Pay Report', type: 'api-reporting', config: {} })).toBe('report');
    expect(kindOf({ name: ' Technician Pay Report ', type: 'api-reporting', config: {} })).toBe('report');
    expect(kindOf({ name: 'Technician Pay Report (old)', type: 'api-reporting', config: {} })).toBe('script');
    expect(kindOf({ name: 'Technician Pay Report', type: 'excel-processing', config: {} })).toBe('script');
  });

  it('runs a form task (the load calculation, in either vocabulary) as its worksheet', () => {
    expect(kindOf({ name: 'Load', type: 'form-processing', config: {} })).toBe('worksheet');
    expect(kindOf({ name: 'Load', type: 'load-calculation', config: {} })).toBe('worksheet');
  });

  it('runs a form task whose config holds a form definition as that form (kind form), its stored parameters the checked values and the definition', () => {
    const task = { name: 'Purchase Order Template', type: 'form-processing' as const, config: { form: PURCHASE_ORDER_FORM } };
    expect(kindOf(task)).toBe('form');
    const lines = [{ part: 'QO120', quantity: 3, unitPrice: 19.99 }];
    const stored = runParameters('form', { dateCreated: '2026-12-07', formData: { poNumber: ' PO-1 ', vendor: 'V', requestedBy: 'R', lines } }, task);
    expect(stored).toMatchObject({
      dateCreated: '2026-12-07',
      formData: { poNumber: 'PO-1', dateCreated: '2026-12-07', shipTo: 'WAREHOUSE', orderType: 'Special Order' },
      form: PURCHASE_ORDER_FORM,
    });
    // A Retry reads the form stored with the run, whatever the task's is now.
    expect(runParameters('form', stored)).toEqual(stored);
    expect(() => runParameters('form', { formData: { poNumber: 'PO-1' } }, task)).toThrow('Pick the date the order was created');
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

describe(assertSubmission.name, () => {
  const form = { ...defaultLoadForm(new Date(2025, 1, 3)), squareFeet: '2,000', technician: 'Tom Tech' };

  it('takes a worksheet run whose form Submit accepts, and leaves other kinds alone', () => {
    expect(() => assertSubmission('worksheet', { dateCreated: '2025-02-03', formData: form })).not.toThrow();
    expect(() => assertSubmission('script', { formData: { amps: 200 } })).not.toThrow();
    expect(() => assertSubmission('script', {})).not.toThrow();
  });

  it('refuses a worksheet run without its form', () => {
    expect(() => assertSubmission('worksheet', {})).toThrow('formData is required: a load calculation runs from its submitted form');
    expect(() => assertSubmission('worksheet', { dateCreated: '2025-02-03', formData: null })).toThrow('formData is required');
  });

  it('refuses a form Submit refuses, with the spec’s text', () => {
    expect(() => assertSubmission('worksheet', { formData: { ...form, squareFeet: '' } })).toThrow('Please enter a valid square footage');
    expect(() => assertSubmission('worksheet', { formData: { ...form, technician: ' ' } })).toThrow('Please enter technician name');
    expect(() => assertSubmission('worksheet', { formData: { ...form, codeEdition: '2014' } })).toThrow('Please choose the NEC code edition: 2017, 2020, 2023');
  });
});
