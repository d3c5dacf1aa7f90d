/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tableTexts } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { notConnectedAnswer, replicaEntity, statusAnswer } from '../integration-status.fixture.js';
import { ReplicaCard, type ReplicaCardProps } from './ReplicaCard.js';

// antd in jsdom is slow on a busy machine.
jest.setTimeout(30_000);

function show(answer: ReplicaCardProps['answer'], error: string | null = null) {
  const onSync = jest.fn();
  const { container } = render(<ReplicaCard answer={answer} starting={false} error={error} onSync={onSync} />);
  return { container, onSync };
}

const syncing = () =>
  statusAnswer({
    sync: {
      running: true,
      syncId: 's1',
      trigger: 'schedule',
      startedAt: '2026-11-24T16:10:00Z',
      finishedAt: null,
      percent: 45,
      currentEntity: 'jobs',
      lastError: null,
      intervalSeconds: 600,
    },
    replica: {
      entities: [
        replicaEntity(),
        replicaEntity({ key: 'jobs', label: 'Jobs', records: 20000, fetched: 20000, total: 52340, state: 'running', freshness: 'never', syncedAt: null }),
      ],
      lastSyncAt: null,
    },
  });

describe(ReplicaCard.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('lists each entity with its records, last sync in Chicago time and freshness, and offers Sync now to a manager', () => {
    const answer = statusAnswer({
      replica: {
        entities: [
          replicaEntity(),
          replicaEntity({ key: 'jobs', label: 'Jobs', records: 52340, freshness: 'stale', state: 'failed', error: 'ServiceTitan answered 503 three times' }),
        ],
        lastSyncAt: '2026-11-24T16:05:00Z',
      },
    });
    show(answer);
    expect(tableTexts(screen.getByRole('table', { name: 'Replica' })).slice(1)).toEqual([
      ['Customers', '15,000', 'Nov 24, 2026 at 10:05 AM CST', 'Fresh', ''],
      ['Jobs', '52,340', 'Nov 24, 2026 at 10:05 AM CST', 'Stale', 'ServiceTitan answered 503 three times'],
    ]);
    expect(screen.getByText('Last sync: Nov 24, 2026 at 10:05 AM CST')).toBeTruthy();
    expect(screen.getByText('Syncs every 10 minutes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Sync progress' })).toBeNull();
  });

  it('starts a sync when a manager presses Sync now', async () => {
    const { onSync } = show(statusAnswer());
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(onSync).toHaveBeenCalledTimes(1);
  });

  it('shows the progress bar with the percent and the current entity while a sync runs, Sync now disabled', async () => {
    const { onSync } = show(syncing());
    const progress = screen.getByRole('status', { name: 'Sync progress' });
    expect(progress.textContent).toContain('45%');
    expect(progress.textContent).toContain('Syncing Jobs (scheduled)...');
    expect(screen.getByText('20,000 of 52,340 fetched')).toBeTruthy();
    expect(screen.getByText('Syncing')).toBeTruthy();
    const syncNow = screen.getByRole('button', { name: 'Sync now' }) as HTMLButtonElement;
    expect(syncNow.disabled).toBe(true);
    await userEvent.click(syncNow);
    expect(onSync).not.toHaveBeenCalled();
  });

  it('gives other users no Sync now', () => {
    const { unmount } = render(<ReplicaCard answer={statusAnswer({ canManage: false })} starting={false} error={null} onSync={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
    unmount();
    show(notConnectedAnswer(true));
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('says why Sync now was refused, and why the last sync failed', () => {
    const answer = statusAnswer();
    answer.sync.lastError = 'ServiceTitan refused the token (401)';
    show(answer, 'A sync is already running');
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('A sync is already running');
    expect(alerts).toContain('The last sync failed: ServiceTitan refused the token (401). The data of the last good sync is kept.');
  });

  it('says nothing is synced when Service Titan is not connected', () => {
    show(notConnectedAnswer(false));
    expect(screen.getByText('Nothing synced: Service Titan is not connected.')).toBeTruthy();
    expect(screen.getByText('Last sync: never')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Replica' })).toBeNull();
  });
});
