/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { PURCHASE_ORDER_FORM } from '@milestone/contracts/forms';
import type { Execution } from '../../../../entities/execution/execution.model.js';
import { anExecution } from '../../../../entities/execution/execution.fixture.js';
import { SUBMISSION_TEXTS } from '../submissions.model.js';
import { FormSubmissions, type FormSubmissionsProps } from './FormSubmissions.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

beforeAll(() => preloadDeferredUi());

function submission(patch: Partial<Execution>): Execution {
  return anExecution({
    id: 81,
    taskName: 'Purchase Order Template',
    kind: 'form',
    status: 'completed',
    progress: 100,
    parameters: { dateCreated: '2026-11-20', formData: { poNumber: 'PO-1001', vendor: 'Graybar', orderType: 'Special Order', shipTo: 'WAREHOUSE', lines: [] } },
    outputFiles: [
      { name: 'PO-1001.pdf', size: 20_480, downloadUrl: '/api/download-output/81/PO-1001.pdf' },
      { name: 'PO-1001 lines.xlsx', size: 6_144, downloadUrl: '/api/download-output/81/PO-1001%20lines.xlsx' },
    ],
    canCancel: false,
    // 21:30 UTC on 20 November is 3:30 PM in Chicago (CST).
    createdAt: '2026-11-20T21:30:00.000Z',
    startTime: '2026-11-20T21:30:00.100Z',
    endTime: '2026-11-20T21:30:02.000Z',
    ...patch,
  });
}

function show(props: Partial<FormSubmissionsProps>) {
  const all: FormSubmissionsProps = {
    definition: PURCHASE_ORDER_FORM,
    runs: [],
    total: 0,
    loading: false,
    loadingMore: false,
    more: null,
    unsaved: false,
    onOpen: jest.fn<FormSubmissionsProps['onOpen']>(),
    ...props,
  };
  render(
    <ToastProvider>
      <FormSubmissions {...all} />
    </ToastProvider>,
  );
  return all;
}

describe(FormSubmissions.name, () => {
  it('says in plain words that nothing was submitted yet', () => {
    show({});
    expect(screen.getByTestId('form-submissions').textContent).toContain('No submissions yet. Submit the form to keep its document here.');
  });

  it('lists a submission by its PO number with who, when in Chicago time, its status and its PDF and xlsx to download', () => {
    show({ runs: [submission({})], total: 1 });
    const row = screen.getByRole('article', { name: 'Submission #81' });
    const text = row.textContent ?? '';
    expect(within(row).getByTestId('form-submission-title').textContent).toBe('PO-1001');
    expect(text).toContain('Nov 20, 2026 at 3:30 PM CST');
    expect(text).toContain('by Pat Sparks');
    expect(text).toContain('completed');
    expect(within(row).getByRole('button', { name: 'Download PO-1001.pdf' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Download PO-1001 lines.xlsx' })).toBeTruthy();
    expect(screen.getByTestId('form-submissions').textContent).not.toContain(SUBMISSION_TEXTS.empty);
  });

  it('names a submission without a PO number by its number, and shows why a failed one failed', () => {
    show({
      runs: [submission({ id: 82, status: 'failed', error: 'The PDF could not be made', outputFiles: [], parameters: { formData: { poNumber: ' ' } } })],
      total: 1,
    });
    const row = screen.getByRole('article', { name: 'Submission #82' });
    expect(within(row).getByTestId('form-submission-title').textContent).toBe('Submission #82');
    expect(row.textContent).toContain('The PDF could not be made');
  });

  it('opens a submission in the form at once when the form holds no unsaved edits', async () => {
    const run = submission({});
    const props = show({ runs: [run], total: 1 });
    await userEvent.click(screen.getByRole('button', { name: /Open in form/ }));
    expect(props.onOpen).toHaveBeenCalledWith(run);
  });

  it('asks before replacing unsaved edits, and opens only once confirmed', async () => {
    const run = submission({});
    const props = show({ runs: [run], total: 1, unsaved: true });
    await userEvent.click(screen.getByRole('button', { name: /Open in form/ }));
    expect(props.onOpen).not.toHaveBeenCalled();
    expect(await screen.findByText(SUBMISSION_TEXTS.confirm)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: SUBMISSION_TEXTS.confirmOk }));
    expect(props.onOpen).toHaveBeenCalledWith(run);
  });

  it('offers more submissions only while some are not shown', async () => {
    const more = jest.fn<() => void>();
    show({ runs: [submission({})], total: 11, more });
    expect(screen.getByTestId('form-submissions').textContent).toContain('Submissions (11)');
    await userEvent.click(screen.getByRole('button', { name: SUBMISSION_TEXTS.more }));
    expect(more).toHaveBeenCalledTimes(1);
  });

  it('shows no Show more once every submission is listed', () => {
    show({ runs: [submission({})], total: 1, more: null });
    expect(screen.queryByRole('button', { name: SUBMISSION_TEXTS.more })).toBeNull();
  });
});
