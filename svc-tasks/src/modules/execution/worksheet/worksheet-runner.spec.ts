import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculateLoad, defaultLoadForm, formatNumber } from '@milestone/loadcalc';
import { pdfText } from '../../../../test/support/pdf-text.js';
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
    expect(result.outputs).toEqual([
      { name: 'Load Calculation Worksheet - Jane Doe - 2025-02-03.pdf', path: path.join(workDir, 'worksheet.pdf'), size: expect.any(Number) },
    ]);
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

  /** The text of the run's PDF as a reader finds it. */
  async function worksheetText(formData: Record<string, unknown>): Promise<{ name: string; text: string }> {
    const result = await sut.run(request({ dateCreated: '2025-02-03', formData }));
    const [output] = result.outputs;
    if (!output) throw new Error(result.stderr);
    const text = await pdfText(new Uint8Array(await readFile(output.path)));
    await result.dispose();
    return { name: output.name, text };
  }

  it('leaves out the e-mail line of a customer picked without one, and names an unnamed worksheet without a placeholder', async () => {
    const picked = await worksheetText({ ...FORM, customerEmail: 'no email found' });
    expect(picked.text).not.toMatch(/no email found/i);
    expect(picked.text).not.toContain('Email');
    const unnamed = await worksheetText({ ...FORM, customerName: '', customerEmail: '' });
    expect(unnamed.name).toBe('Load Calculation Worksheet - 2025-02-03.pdf');
    expect(unnamed.text).toContain('Load Calculation Worksheet');
    expect(unnamed.text).not.toMatch(/Load Calculation Worksheet - —|Blank/);
  });

  it('cites the chosen edition’s numbers only: NEC 2017 prints 220.12 and Table 220.42, never 220.41, 220.45 or 220.57', async () => {
    const charger = { name: 'EV charger', type: 'EV', watts: 9600, quantity: 1, loadManagement: false };
    const y2017 = await worksheetText({ ...FORM, codeEdition: '2017', largeAppliances: [...FORM.largeAppliances, charger] });
    expect(y2017.text).toContain('Table 220.42');
    expect(y2017.text).toContain('220.12');
    expect(y2017.text).not.toMatch(/220\.41|220\.45|220\.57|220\.70/);
    const y2023 = await worksheetText({ ...FORM, codeEdition: '2023', largeAppliances: [...FORM.largeAppliances, charger] });
    expect(y2023.text).toContain('Table 220.45');
    expect(y2023.text).not.toMatch(/220\.12|220\.42|625\.42/);
  });

  it('speaks the code to the inspector: no development notes, note 1 in its words, a warning below the minimum circuits', async () => {
    const range = { name: 'Range', type: 'Range', watts: 12500, quantity: 1, loadManagement: false };
    const { text } = await worksheetText({ ...FORM, kitchenApplianceCircuits: 1, laundryRoomCircuits: 0, largeAppliances: [range] });
    expect(text).not.toMatch(/\bspec\b|spec's|is read as/i);
    expect(text).toContain('increased 5% for each kW or major fraction thereof over 12 kW');
    expect(text).toContain('Warnings');
    expect(text).toContain('1 small-appliance (kitchen) circuit entered: the code requires at least 2 (210.11(C)(1)), so 2 × 1,500 VA are counted (220.52(A))');
    expect(text).toContain('No laundry circuit entered: the code requires at least 1 (210.11(C)(2)), so 1 × 1,500 VA is counted (220.52(B))');
  });

  it.each([
    ['no form', { dateCreated: '2025-02-03' }, NO_FORM_ERROR],
    ['a form Submit refuses', { formData: { ...FORM, squareFeet: '' } }, 'Please enter a valid square footage'],
    [
      'a table over the row limit',
      { formData: { ...FORM, appliances: Array.from({ length: 201 }, () => FORM.appliances[0]) } },
      'A worksheet holds at most 200 rows per table',
    ],
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
