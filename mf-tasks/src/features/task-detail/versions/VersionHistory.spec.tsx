/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { VersionHistory, useVersionDialog, type VersionHistoryTexts } from './VersionHistory.js';
import { versionAuthor, type VersionRow } from './VersionsTable.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

beforeAll(() => preloadDeferredUi());

// The words of a kind of history the tests make up, so the dialog is seen to take its words from them.
const TEXTS: VersionHistoryTexts = {
  button: 'History',
  title: 'Checklist history',
  tableLabel: 'Checklist versions',
  versionLabel: (version) => `Checklist version ${version}`,
  countHeader: 'Items',
  empty: 'Nothing saved yet.',
  failed: 'The history did not load',
  restoreDescription: 'It becomes the checklist.',
};

const ROWS: VersionRow[] = [
  { version: 3, createdBy: 7, createdByName: 'Pat Order', createdAt: '2026-11-20T21:30:00.000Z', source: 'Restored', count: 14 },
  { version: 2, createdBy: 9, createdByName: null, createdAt: '2026-11-19T15:00:00.000Z', source: 'Edited', count: 15 },
  { version: 1, createdBy: null, createdAt: '2026-11-18T15:00:00.000Z', source: 'Original form', count: 14 },
];

const WORDS = {
  restored: (version: number) => ({ title: 'Checklist restored', description: `Version ${version} is the checklist again.` }),
  failed: 'Not restored.',
};

function Dialog({ canRestore, onRestore, data }: { canRestore: boolean; onRestore: (v: number) => Promise<void>; data: VersionRow[] }) {
  const dialog = useVersionDialog({ mutateAsync: onRestore, isPending: false }, WORDS);
  const view = dialog.viewing === null ? null : <p>The fields of version {dialog.viewing}</p>;
  return (
    <VersionHistory
      {...dialog}
      texts={TEXTS}
      versions={{ isPending: false, isError: false, data }}
      shown={{ isPending: false, isError: false }}
      view={view}
      canRestore={canRestore}
      width={760}
    />
  );
}

function Harness({ canRestore, onRestore, data = ROWS }: { canRestore: boolean; onRestore: (v: number) => Promise<void>; data?: VersionRow[] }) {
  return (
    <ToastProvider>
      <Dialog canRestore={canRestore} onRestore={onRestore} data={data} />
    </ToastProvider>
  );
}

const nothing = () => Promise.resolve();

describe(VersionHistory.name, () => {
  it('lists every version newest first with who, when in Chicago time, how and how many, the first marked current', async () => {
    render(<Harness canRestore onRestore={nothing} />);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const table = await screen.findByRole('table', { name: 'Checklist versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Checklist version 3', 'Checklist version 2', 'Checklist version 1']);
    expect(within(rows[0]!).getByText('(current)')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('Pat Order');
    expect(rows[0]!.textContent).toContain('Nov 20, 2026 at 3:30 PM CST');
    expect(rows[1]!.textContent).toContain('Former user');
    expect(rows[2]!.textContent).toContain('Platform');
    expect(rows[2]!.textContent).toContain('Original form');
  });

  it('restores an older version after the confirmation, closes and says so; offers no restore of the current one', async () => {
    const onRestore = jest.fn<(v: number) => Promise<void>>(() => Promise.resolve());
    render(<Harness canRestore onRestore={onRestore} />);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(within(await screen.findByRole('row', { name: 'Checklist version 3' })).getByRole('button', { name: 'View' }));
    expect(await screen.findByText('The fields of version 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    await userEvent.click(within(await screen.findByRole('row', { name: 'Checklist version 1' })).getByRole('button', { name: 'View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(onRestore).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(onRestore).toHaveBeenCalledWith(1);
    expect(await screen.findByText('Version 1 is the checklist again.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Checklist versions' })).toBeNull();
  });

  it("shows the server's refusal of a restore and keeps the version open", async () => {
    render(<Harness canRestore onRestore={() => Promise.reject(new Error('Version 1 of this form does not exist'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(within(await screen.findByRole('row', { name: 'Checklist version 1' })).getByRole('button', { name: 'View' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restore Failed')).toBeTruthy();
    expect(screen.getByText('The fields of version 1')).toBeTruthy();
  });

  it('offers no restore to who may not restore', async () => {
    render(<Harness canRestore={false} onRestore={nothing} />);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    await userEvent.click(within(await screen.findByRole('row', { name: 'Checklist version 1' })).getByRole('button', { name: 'View' }));
    await screen.findByText('The fields of version 1');
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });

  it('says so when nothing was saved yet', async () => {
    render(<Harness canRestore onRestore={nothing} data={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByText('Nothing saved yet.')).toBeTruthy();
  });
});

describe(versionAuthor.name, () => {
  it("names the user, the platform for no user, and 'Former user' for a user since removed", () => {
    expect(versionAuthor({ createdBy: 7, createdByName: 'Pat Order' })).toBe('Pat Order');
    expect(versionAuthor({ createdBy: null })).toBe('Platform');
    expect(versionAuthor({ createdBy: 9, createdByName: null })).toBe('Former user');
  });
});
