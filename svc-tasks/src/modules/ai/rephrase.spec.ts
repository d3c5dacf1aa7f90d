import { REPHRASE_PREFIX, rephraseSteps, withStepsToRephrase } from './rephrase.js';
import type { ImplementationDetails } from './ai.types.js';

const details = (over: Partial<ImplementationDetails>): ImplementationDetails => ({
  steps: [],
  script: 'import milestone\n',
  summary: [],
  understood: [],
  notUnderstood: [],
  message: 'Built.',
  provider: 'offline',
  model: null,
  ...over,
});

describe('steps to rephrase', () => {
  it('keeps what was understood of a step and adds one step per part not understood, in the user’s words', () => {
    expect(
      rephraseSteps(
        ['Total Amount per Customer for the Paid invoices, the funny way', 'Email it to the office', 'Sort by Customer'],
        ['the funny way', 'Email it to the office'],
      ),
    ).toEqual(['Total Amount per Customer for the Paid invoices', 'Rephrase: the funny way', 'Rephrase: Email it to the office', 'Sort by Customer']);
  });

  it('puts a part found in no step last', () => {
    expect(rephraseSteps(['Read the uploaded file', 'Write "Result.xlsx"'], ['make it sparkle'])).toEqual([
      'Read the uploaded file',
      'Write "Result.xlsx"',
      'Rephrase: make it sparkle',
    ]);
  });

  it('matches a part whatever its case, once', () => {
    expect(rephraseSteps(['Remove the Voided rows and then wiggle the totals'], ['Wiggle the totals', 'wiggle the totals'])).toEqual([
      'Remove the Voided rows',
      'Rephrase: Wiggle the totals',
    ]);
  });

  it('leaves a task understood in full as it was, script and all', () => {
    const whole = details({ steps: ['Sort by Date'], understood: ['Sort by Date'] });
    expect(withStepsToRephrase(whole)).toBe(whole);
  });

  it('leaves a request of which nothing was understood as the builder answered it (nothing to keep)', () => {
    const nothing = details({
      script: null,
      steps: ['Read the uploaded file', 'Email each technician', 'Write "Result.xlsx"'],
      understood: ['Read the uploaded file -> read the input file', 'Write "Result.xlsx" -> write "Result.xlsx"'],
      notUnderstood: ['Email each technician'],
      message: 'I did not understand it.',
    });
    expect(withStepsToRephrase(nothing)).toBe(nothing);
  });

  it('gives a partly understood task no script (half the request would give a wrong file) and says what to do', () => {
    const partial = withStepsToRephrase(
      details({ steps: ['Sort by Date', 'Frobnicate the rows'], understood: ['Sort by Date'], notUnderstood: ['Frobnicate the rows'] }),
    );
    expect(partial.script).toBeNull();
    expect(partial.steps).toEqual(['Sort by Date', `${REPHRASE_PREFIX}Frobnicate the rows`]);
    expect(partial.message).toBe(
      'The task has the steps I understood. Rewrite the step that starts with "Rephrase:" in your own words, then press Generate Script.',
    );
  });
});
