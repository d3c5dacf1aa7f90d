import { beforeAll, describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { preloadDeferredUi } from '@milestone/ui';
import { notConnectedAnswer, replicaEntity, statusAnswer } from '../integration-status.fixture.js';
import { ReplicaCard, type ReplicaCardProps } from './ReplicaCard.js';

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function render(answer: ReplicaCardProps['answer'], error: string | null = null) {
  return renderToString(<ReplicaCard answer={answer} starting={false} error={error} onSync={() => undefined} />);
}

const syncing = () =>
  statusAnswer({
    sync: { running: true, syncId: 's1', trigger: 'schedule', startedAt: '2026-11-24T16:10:00Z', finishedAt: null, percent: 45, currentEntity: 'jobs', lastError: null, intervalSeconds: 600 },
    replica: {
      entities: [replicaEntity(), replicaEntity({ key: 'jobs', label: 'Jobs', records: 20000, fetched: 20000, total: 52340, state: 'running', freshness: 'never', syncedAt: null })],
      lastSyncAt: null,
    },
  });

describe(ReplicaCard.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('lists each entity with its records, last sync in Chicago time and freshness, and offers Sync now to a manager', () => {
    const answer = statusAnswer({
      replica: {
        entities: [replicaEntity(), replicaEntity({ key: 'jobs', label: 'Jobs', records: 52340, freshness: 'stale', state: 'failed', error: 'ServiceTitan answered 503 three times' })],
        lastSyncAt: '2026-11-24T16:05:00Z',
      },
    });
    const markup = render(answer);
    const text = textOf(markup);
    expect(markup).toContain('aria-label="Replica"');
    expect(text).toContain('Customers 15,000 Nov 24, 2026 at 10:05 AM CST Fresh');
    expect(text).toContain('Jobs 52,340 Nov 24, 2026 at 10:05 AM CST Stale ServiceTitan answered 503 three times');
    expect(text).toContain('Last sync: Nov 24, 2026 at 10:05 AM CST');
    expect(text).toContain('Syncs every 10 minutes.');
    expect(text).toContain('Sync now');
    expect(markup).not.toContain('Sync progress');
  });

  it('shows the progress bar with the percent and the current entity while a sync runs, Sync now disabled', () => {
    const markup = render(syncing());
    const text = textOf(markup);
    expect(markup).toContain('aria-label="Sync progress"');
    expect(text).toContain('45%');
    expect(text).toContain('Syncing Jobs (scheduled)...');
    expect(text).toContain('20,000 of 52,340 fetched');
    expect(text).toContain('Syncing');
    expect(markup).toMatch(/<button[^>]*disabled[^>]*>(?:(?!<\/button>).)*Sync now/);
  });

  it('gives other users no Sync now', () => {
    expect(textOf(render(statusAnswer({ canManage: false })))).not.toContain('Sync now');
    expect(textOf(render(notConnectedAnswer(true)))).not.toContain('Sync now');
  });

  it("says why Sync now was refused, and why the last sync failed", () => {
    const answer = statusAnswer();
    answer.sync.lastError = 'ServiceTitan refused the token (401)';
    const text = textOf(render(answer, 'A sync is already running'));
    expect(text).toContain('A sync is already running');
    expect(text).toContain('The last sync failed: ServiceTitan refused the token (401). The data of the last good sync is kept.');
  });

  it('says nothing is synced when Service Titan is not connected', () => {
    expect(textOf(render(notConnectedAnswer(false)))).toContain('Nothing synced: Service Titan is not connected. Last sync: never');
  });
});
