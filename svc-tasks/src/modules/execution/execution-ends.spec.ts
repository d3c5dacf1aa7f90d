import type { NatsClient } from '@milestone/nest-kit';
import { EXECUTION_FINISHED_V1 } from '@milestone/contracts';
import { ExecutionEnds } from './execution-ends.js';

type Callback = (error: Error | null, msg: { data: Uint8Array }) => void;

/** An ExecutionEnds on a connection whose finished-run messages the test hands it. */
function endsOnFakeNats(): { sut: ExecutionEnds; deliver: (payload: unknown) => void } {
  let callback: Callback = () => undefined;
  const nats = {
    onConnected: (listener: () => void) => listener(),
    connection: () => ({
      subscribe: (subject: string, options: { callback: Callback }) => {
        expect(subject).toBe(EXECUTION_FINISHED_V1);
        callback = options.callback;
        return { unsubscribe: () => undefined, isClosed: () => false };
      },
    }),
  } as unknown as NatsClient;
  const sut = new ExecutionEnds(nats);
  sut.onApplicationBootstrap();
  return { sut, deliver: (payload) => callback(null, { data: new TextEncoder().encode(typeof payload === 'string' ? payload : JSON.stringify(payload)) }) };
}

/** Whether the watch has been woken once the callbacks queued so far have run. */
async function woken(ended: Promise<void>): Promise<boolean> {
  return Promise.race([ended.then(() => true), Promise.resolve().then(() => false)]);
}

const FINISHED = {
  executionId: 41,
  taskId: 7,
  companyId: 3,
  status: 'completed',
  log: { success: true, error: null, stderr: null, stdout: 'ok', detailedError: null },
  startedAt: '2026-12-07T23:00:00.000Z',
  endedAt: '2026-12-07T23:00:01.000Z',
  at: '2026-12-07T23:00:01.000Z',
};

describe(ExecutionEnds.name, () => {
  it('wakes the waits on a run when its finished event, as the contract says it, is heard', async () => {
    const { sut, deliver } = endsOnFakeNats();
    const watch = sut.watch(41);
    deliver(FINISHED);
    expect(await woken(watch.ended)).toBe(true);
    watch.close();
  });

  it.each([
    ['not JSON', '{"executionId": 41'],
    ['without its status', { ...FINISHED, status: undefined }],
    ['with a text for an id', { ...FINISHED, executionId: '41' }],
  ])('wakes no one on a finished event %s', async (_label, payload) => {
    const { sut, deliver } = endsOnFakeNats();
    const watch = sut.watch(41);
    deliver(payload);
    expect(await woken(watch.ended)).toBe(false);
    watch.close();
  });
});
