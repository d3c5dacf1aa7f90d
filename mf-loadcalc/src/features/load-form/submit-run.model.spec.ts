import { describe, expect, it } from '@jest/globals';
import {
  buildWorksheet,
  calculateLoad,
  calculateLoadMethods,
  defaultLoadForm,
  readSubmission,
  VALIDATION_MESSAGES,
  type LoadCalculationForm,
} from '@milestone/loadcalc';
import { existingDwellingOutcome, setExistingDwellingEnabled, setExistingServiceAmperes, updateNewLoad } from './existing-dwelling.model.js';
import { methodsComparison } from './load-form.model.js';
import { sampleExecution } from './submit-run.fixture.js';
import {
  executeBody,
  isFinalStatus,
  pollInterval,
  runError,
  runView,
  submissionFor,
  submissionIssues,
  worksheetFile,
  type Execution,
} from './submit-run.model.js';

const TODAY = new Date(2025, 1, 3, 12);
const form = (): LoadCalculationForm => ({ ...defaultLoadForm(TODAY), squareFeet: '2,000', technician: '  Alex Volt ', customerName: 'Ann Smith' });

function parsed(of: LoadCalculationForm) {
  const result = calculateLoad(of);
  if (!result.ok) throw new Error('the form calculates');
  return result.inputs;
}

const PDF = {
  name: 'Load Calculation Worksheet - Ann Smith - 2025-02-03.pdf',
  size: 20_480,
  downloadUrl: '/api/download-output/42/Load%20Calculation%20Worksheet.pdf',
};

describe('Submit: the wire form and the execute body', () => {
  it('validates as Save does: square footage first, then technician, then the 220.83 check', () => {
    const blank = { ...form(), squareFeet: '', technician: ' ' };
    expect(submissionIssues(blank).map((issue) => issue.message)).toEqual([VALIDATION_MESSAGES.squareFeet, VALIDATION_MESSAGES.technician]);
    const on = setExistingDwellingEnabled(form(), true);
    expect(submissionIssues(on).map((issue) => issue.field)).toEqual(['existingDwelling.existingServiceAmperes', 'existingDwelling.newLoads.0.watts']);
    expect(submissionIssues(form())).toEqual([]);
  });

  it('sends the form as the engine read it, with the code edition, and 220.83 only when on', () => {
    const submission = submissionFor(form(), parsed(form()), '2017');
    expect(submission).toMatchObject({
      squareFeet: 2000,
      technician: 'Alex Volt',
      customerName: 'Ann Smith',
      codeEdition: '2017',
      kitchenApplianceCircuits: 2,
    });
    expect(submission.largeAppliances[1]).toEqual({ name: 'Range', type: 'Range', watts: 12000, quantity: 1, loadManagement: false });
    expect('existingDwelling' in submission).toBe(false);

    let on: LoadCalculationForm = setExistingServiceAmperes(setExistingDwellingEnabled(form(), true), '200');
    on = updateNewLoad(on, 0, { name: ' EV charger ', watts: '7,680' });
    expect(submissionFor(on, parsed(on), '2023').existingDwelling).toEqual({
      enabled: true,
      existingServiceAmperes: 200,
      newLoads: [{ name: 'EV charger', type: 'EV', watts: 7680, quantity: 1 }],
    });
    // What Submit sends is what the server reads back (readSubmission, the check at execute).
    const read = readSubmission(JSON.parse(executeBody(submissionFor(on, parsed(on), '2020')).formData));
    expect(read).toMatchObject({
      ok: true,
      codeEdition: '2020',
      existingDwelling: { existingServiceAmperes: 200, newLoads: [{ name: 'EV charger', type: 'EV', watts: 7680, quantity: 1 }] },
    });
    // Switched off again: what was typed there stays on screen but is not sent.
    const off = setExistingDwellingEnabled(on, false);
    expect('existingDwelling' in submissionFor(off, parsed(off), '2023')).toBe(false);
  });

  it("gives a worksheet with the screen's figures and sentences, to the byte", () => {
    let on: LoadCalculationForm = setExistingServiceAmperes(setExistingDwellingEnabled(form(), true), '100');
    on = updateNewLoad(on, 0, { name: 'EV charger', watts: '9,600' });
    const read = readSubmission(JSON.parse(executeBody(submissionFor(on, parsed(on), '2020')).formData));
    if (!read.ok) throw new Error('Submit sends what the server accepts');
    const worksheet = buildWorksheet(read);
    const screen = methodsComparison(calculateLoadMethods(on, { codeEdition: '2020' }))!;
    const { optionalLines, optionalDecisions, ...screenMethods } = screen;
    const { optionalRows, optionalDecisions: printedDecisions, ...printedMethods } = worksheet.methods;
    expect(printedMethods).toEqual(screenMethods);
    expect(optionalRows.map((row) => row.id)).toEqual(optionalLines.map((line) => line.id));
    expect(printedDecisions.map((decision) => decision.text)).toEqual(optionalDecisions.map((decision) => decision.text));

    const outcome = existingDwellingOutcome(on, '2020');
    if (!outcome.ok) throw new Error(outcome.reason);
    const { ok, calculation, ...screenExisting } = outcome;
    const { suffices, rows, decisions, ...printedExisting } = worksheet.existingDwelling!;
    expect(printedExisting).toEqual(screenExisting);
    expect([ok, suffices, rows.length]).toEqual([true, outcome.sufficient ? 'Yes' : 'No', calculation.lineItems.length]);
    expect(decisions.length).toBe(calculation.decisions.length);
    expect(printedExisting.verdict).toMatch(/^The existing 100 A service is too small: /);
  });

  it('posts the date as ISO text and the submission as JSON text', () => {
    const submission = submissionFor(form(), parsed(form()), '2023');
    const body = executeBody(submission, new Date('2025-02-03T18:30:00.000Z'));
    expect(body.dateCreated).toBe('2025-02-03T18:30:00.000Z');
    expect(JSON.parse(body.formData)).toEqual(submission);
  });
});

describe('the run Submit queued', () => {
  it('is followed until it completes, fails or is cancelled', () => {
    expect(['pending', 'running'].map((status) => isFinalStatus(status as Execution['status']))).toEqual([false, false]);
    expect(['completed', 'failed', 'cancelled'].map((status) => isFinalStatus(status as Execution['status']))).toEqual([true, true, true]);
    // Asked again every second (spec 001 section 9) until then, and not after.
    expect([undefined, sampleExecution({ status: 'pending' }), sampleExecution({ status: 'running' })].map(pollInterval)).toEqual([1000, 1000, 1000]);
    expect([sampleExecution({ status: 'completed' }), sampleExecution({ status: 'failed' })].map(pollInterval)).toEqual([false, false]);
  });

  it("shows queued and running with the spec's progress texts", () => {
    expect(runView(sampleExecution({ status: 'pending' }))).toMatchObject({ title: 'Execution #42: Queued', tone: 'info', final: false, progress: 0 });
    expect(runView(sampleExecution({ status: 'running', progress: 40 }))).toMatchObject({
      title: 'Execution #42: Running',
      detail: 'Analyzing data and generating files...',
      progress: 40,
    });
    expect(runView(sampleExecution({ status: 'running', progress: 100 })).detail).toBe('Finishing up...');
    expect(runView(sampleExecution({ status: 'running', progress: 140 })).progress).toBe(100);
  });

  it('offers the worksheet PDF of a completed run', () => {
    const done = sampleExecution({ status: 'completed', progress: 100, outputFiles: [{ name: 'notes.txt', size: 3, downloadUrl: '/x' }, PDF] });
    expect(worksheetFile(done)).toEqual(PDF);
    expect(runView(done)).toMatchObject({
      title: 'Execution #42: Worksheet ready',
      tone: 'success',
      final: true,
      worksheet: PDF,
      progress: null,
      detail: PDF.name,
    });
    expect(runView(sampleExecution({ status: 'completed', outputFiles: [] }))).toMatchObject({
      title: 'Execution #42: Completed',
      tone: 'warning',
      worksheet: null,
    });
  });

  it("shows a failed run's error", () => {
    const failed = sampleExecution({ status: 'failed', error: 'The load calculation worksheet is not built yet' });
    expect(runView(failed)).toMatchObject({
      title: 'Execution #42: Failed',
      tone: 'error',
      detail: 'The load calculation worksheet is not built yet',
      final: true,
    });
    expect(
      runError(sampleExecution({ status: 'failed', error: null, log: { success: false, error: 'boom', stderr: null, stdout: null, detailedError: null } })),
    ).toBe('boom');
    expect(runError(sampleExecution({ status: 'failed' }))).toBe('The run failed without a message.');
    expect(runView(sampleExecution({ status: 'cancelled' }))).toMatchObject({ title: 'Execution #42: Cancelled', final: true });
  });
});
