import { TASK_MAX_STEPS, TASK_MAX_STEP_LENGTH } from './task.constants.js';
import { normalizeInstructions } from './instructions.js';

describe(normalizeInstructions.name, () => {
  it(`keeps ${TASK_MAX_STEPS} steps of ${TASK_MAX_STEP_LENGTH} characters`, () => {
    const steps = Array.from({ length: TASK_MAX_STEPS }, (_, i) => ({ id: `s${i}`, content: 'x'.repeat(TASK_MAX_STEP_LENGTH) }));
    expect(JSON.parse(normalizeInstructions(JSON.stringify(steps)))).toEqual(steps);
  });

  it('refuses one step more, in JSON or in plain text, naming the limit', () => {
    const texts = Array.from({ length: TASK_MAX_STEPS + 1 }, () => 'Check');
    expect(() => normalizeInstructions(JSON.stringify(texts))).toThrow(`Task instructions can have at most ${TASK_MAX_STEPS} steps (these have 101)`);
    expect(() => normalizeInstructions(texts.join('\n'))).toThrow(`at most ${TASK_MAX_STEPS} steps`);
  });

  it('refuses a step one character too long, naming which', () => {
    expect(() => normalizeInstructions(JSON.stringify(['ok', 'x'.repeat(TASK_MAX_STEP_LENGTH + 1)]))).toThrow(
      `Each instruction step must be at most ${TASK_MAX_STEP_LENGTH} characters (step 2 has ${TASK_MAX_STEP_LENGTH + 1})`,
    );
  });
});
