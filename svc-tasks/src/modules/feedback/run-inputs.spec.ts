import type { InputSample } from '../ai/ai.types.js';
import { sampleRunInputs } from './run-inputs.js';

const SAMPLE: InputSample = { fileName: 'hours.csv', sheets: [{ name: 'hours', columns: ['Tech', 'Hrs'], rows: [['Amy', 3]] }] };

function fakeCheck(fail = false) {
  const calls: string[] = [];
  return {
    calls,
    sample: async (companyId: number, ids: number[]) => {
      calls.push(`sample ${companyId} ${ids.join(',')}`);
      if (fail) throw new Error('No execution worker is running to check the script; try again in a minute.');
      return SAMPLE;
    },
  };
}

const failedOn = (error: string) => ({ companyId: 7, status: 'failed' as const, error, inputFileIds: [11, 12] });

describe(sampleRunInputs.name, () => {
  it('samples the first input of a run that failed on a Python error of its own, in the company of the run', async () => {
    const check = fakeCheck();
    const sut = await sampleRunInputs(check, failedOn("KeyError: 'Hours'"), () => {});
    expect(sut).toEqual([SAMPLE]);
    expect(check.calls).toEqual(['sample 7 11']);
  });

  it.each([
    'MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs',
    'Time limit of 300 s reached',
    'Cancelled by a user',
  ])('reads nothing when the log already explains the failure (%s)', async (error) => {
    const check = fakeCheck();
    expect(await sampleRunInputs(check, failedOn(error), () => {})).toEqual([]);
    expect(check.calls).toEqual([]);
  });

  it('reads nothing for a completed run or a run without inputs', async () => {
    const check = fakeCheck();
    expect(await sampleRunInputs(check, { ...failedOn("KeyError: 'x'"), status: 'completed' }, () => {})).toEqual([]);
    expect(await sampleRunInputs(check, { ...failedOn("KeyError: 'x'"), inputFileIds: [] }, () => {})).toEqual([]);
    expect(await sampleRunInputs(check, null, () => {})).toEqual([]);
    expect(check.calls).toEqual([]);
  });

  it('answers without a sample, with a warning, when no worker samples the file', async () => {
    const warnings: string[] = [];
    expect(await sampleRunInputs(fakeCheck(true), failedOn("KeyError: 'Hours'"), (w) => warnings.push(w))).toEqual([]);
    expect(warnings).toEqual([
      "the run's input could not be sampled for the assistant: No execution worker is running to check the script; try again in a minute.",
    ]);
  });
});
