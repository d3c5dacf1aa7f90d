import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculateLoad, defaultLoadForm, formatNumber } from '@milestone/loadcalc';
import { NO_FORM_ERROR, WorksheetRunner, type WorksheetRequest } from './worksheet-runner.js';

const FORM = { ...defaultLoadForm(new Date(2025, 1, 3)), customerName: 'Jane Doe', technician: 'Tom Tech', squareFeet: 2000 };

describe(WorksheetRunner.name, () => {
  const sut = new WorksheetRunner();
  let workDir: string;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'worksheet-runner-'));
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  function request(parameters: Record<string, unknown>, signal = new AbortController().signal): WorksheetRequest {
    return { executionId: 1, parameters, workDir, signal };
  }

  it('writes the worksheet PDF as the run’s one output, named after the customer and the date', async () => {
    const result = await sut.run(request({ dateCreated: '2025-02-03', formData: FORM }));
    expect(result).toMatchObject({ exitCode: 0, cancelled: false, limitHit: null, stderr: '' });
    expect(result.outputs).toEqual([{ name: 'Load Calculation Worksheet - Jane Doe - 2025-02-03.pdf', path: path.join(workDir, 'worksheet.pdf'), size: expect.any(Number) }]);
    const [output] = result.outputs;
    expect((await stat(output!.path)).size).toBe(output!.size);
    expect((await readFile(output!.path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const standard = calculateLoad(FORM);
    if (!standard.ok) throw new Error('the form does not calculate');
    const { netVa, amperes, recommendedServiceAmperes } = standard.totals;
    // The log's line: the screen's figures (by hand: 52,160 VA, 217.33 A, 225 A; see loadcalc's worksheet.spec.ts).
    expect(result.stdout).toContain(
      `Load Calculation Worksheet - Jane Doe - 2025-02-03.pdf: ${formatNumber(netVa)} VA, ${formatNumber(amperes)} A, recommended service ${formatNumber(recommendedServiceAmperes!)} A (NEC 2023); ${output!.size} bytes in `,
    );
    await result.dispose();
    await expect(stat(output!.path)).rejects.toThrow();
  });

  it.each([
    ['no form', { dateCreated: '2025-02-03' }, NO_FORM_ERROR],
    ['a form Submit refuses', { formData: { ...FORM, squareFeet: '' } }, 'Please enter a valid square footage'],
    ['a table over the row limit', { formData: { ...FORM, appliances: Array.from({ length: 201 }, () => FORM.appliances[0]) } }, 'A worksheet holds at most 200 rows per table'],
  ])('fails a run with %s, the reason on stderr', async (_label, parameters, reason) => {
    const result = await sut.run(request(parameters));
    expect(result).toMatchObject({ exitCode: 1, cancelled: false, outputs: [], stderr: `${reason}\n` });
  });

  it('stops a cancelled run without a PDF', async () => {
    const controller = new AbortController();
    controller.abort('cancel');
    const result = await sut.run(request({ formData: FORM }, controller.signal));
    expect(result).toMatchObject({ exitCode: null, cancelled: true, outputs: [] });
  });
});
