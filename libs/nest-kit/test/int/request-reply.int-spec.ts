import { connect, type NatsConnection } from '@nats-io/transport-node';
import { SCRIPT_CHECK_V1, type ScriptCheckReplyV1, type ScriptCheckRequestV1 } from '@milestone/contracts';
import { NatsClient, NoResponderError, RequestReply, RequestTimeoutError, RequestTooLargeError } from '../../src/index.js';
import { TEST_NATS_URL, eventually, uniqueSuffix } from '../../src/testing/index.js';

/** A process's NatsClient and its RequestReply, connected to the run's NATS. */
async function aProcess(): Promise<{ nats: NatsClient; sut: RequestReply; close(): Promise<void> }> {
  const nats = new NatsClient({ natsUrl: TEST_NATS_URL, serviceName: `kit-request-reply-${uniqueSuffix()}`, streams: [] });
  nats.onModuleInit();
  await nats.ready();
  const sut = new RequestReply(nats);
  return {
    nats,
    sut,
    close: async () => {
      await sut.onApplicationShutdown();
      await nats.onApplicationShutdown();
    },
  };
}

const COMPILE: ScriptCheckRequestV1 = { check: 'compile', script: 'print(1)\n' };
const OK: ScriptCheckReplyV1 = { result: { check: 'compile', compileError: null } };

describe(RequestReply.name, () => {
  const open: Array<{ close(): Promise<void> }> = [];
  let raw: NatsConnection;

  beforeAll(async () => {
    raw = await connect({ servers: TEST_NATS_URL });
  });

  afterEach(async () => {
    for (const process of open.splice(0)) await process.close();
  });

  afterAll(async () => {
    await raw.close();
  });

  async function started(): Promise<RequestReply> {
    const process = await aProcess();
    open.push(process);
    return process.sut;
  }

  /** Resolves once a request to the subject finds a responder. */
  async function served(asker: RequestReply): Promise<void> {
    await eventually(
      () =>
        asker.ask(SCRIPT_CHECK_V1, COMPILE, 1000).then(
          () => true,
          () => false,
        ),
      10_000,
      50,
    );
  }

  it('answers a request with its handler’s reply, each request by one member of the queue group', async () => {
    const [asker, first, second] = [await started(), await started(), await started()];
    const handled: string[] = [];
    first.serve(SCRIPT_CHECK_V1, 'group', async () => (handled.push('first'), OK));
    second.serve(SCRIPT_CHECK_V1, 'group', async () => (handled.push('second'), OK));
    await served(asker);
    await eventually(
      async () => {
        handled.length = 0;
        const answers = await Promise.all(Array.from({ length: 20 }, () => asker.ask(SCRIPT_CHECK_V1, COMPILE, 5000)));
        expect(answers).toEqual(Array.from({ length: 20 }, () => OK));
        // Each request was handled once, by one of the two (both subscribed by now, so both take some).
        return handled.length === 20 && handled.includes('first') && handled.includes('second');
      },
      10_000,
      50,
    );
  });

  it('hands the handler the request as it was sent', async () => {
    const [asker, server] = [await started(), await started()];
    const seen: unknown[] = [];
    server.serve(SCRIPT_CHECK_V1, 'group', async (request) => (seen.push(request), OK));
    await served(asker);
    seen.length = 0;
    const request: ScriptCheckRequestV1 = { check: 'dry-run', companyId: 7, script: "print('Größe ✓')\n", inputFileIds: [3, 4] };
    await asker.ask(SCRIPT_CHECK_V1, request, 5000);
    expect(seen).toEqual([request]);
  });

  it('hands a payload that is not JSON to the handler as undefined, so it can refuse it', async () => {
    const [asker, server] = [await started(), await started()];
    const seen: unknown[] = [];
    server.serve(SCRIPT_CHECK_V1, 'group', async (request) => (seen.push(request), { failure: 'invalid', message: 'unreadable' }));
    await served(asker);
    seen.length = 0;
    const answer = await raw.request(SCRIPT_CHECK_V1, 'not json', { timeout: 5000 });
    expect(answer.json()).toEqual({ failure: 'invalid', message: 'unreadable' });
    expect(seen).toEqual([undefined]);
  });

  it('throws NoResponderError at once when nobody serves the subject', async () => {
    const asker = await started();
    const began = Date.now();
    await expect(asker.ask(SCRIPT_CHECK_V1, COMPILE, 10_000)).rejects.toBeInstanceOf(NoResponderError);
    expect(Date.now() - began).toBeLessThan(5_000);
  });

  it('throws RequestTooLargeError for a request over the server’s message size, without sending it', async () => {
    const [asker, server] = [await started(), await started()];
    const seen: unknown[] = [];
    server.serve(SCRIPT_CHECK_V1, 'group', async (request) => (seen.push(request), OK));
    await served(asker);
    seen.length = 0;
    // Control characters take 6 bytes each in JSON: 200,000 of them are over NATS' 1 MiB.
    await expect(asker.ask(SCRIPT_CHECK_V1, { check: 'compile', script: '\u0001'.repeat(200_000) }, 5000)).rejects.toBeInstanceOf(RequestTooLargeError);
    expect(seen).toEqual([]);
  });

  it('throws RequestTimeoutError when the responder does not answer in time', async () => {
    const [asker, server] = [await started(), await started()];
    let slow = false;
    server.serve(SCRIPT_CHECK_V1, 'group', async () => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
      return OK;
    });
    await served(asker);
    slow = true;
    await expect(asker.ask(SCRIPT_CHECK_V1, COMPILE, 300)).rejects.toBeInstanceOf(RequestTimeoutError);
  });

  it('stops taking requests when its stop is called, once those being handled have answered', async () => {
    const [asker, server] = [await started(), await started()];
    let release: (() => void) | null = null;
    let slow = false;
    const stop = server.serve(SCRIPT_CHECK_V1, 'group', async () => {
      if (slow) await new Promise<void>((resolve) => (release = resolve));
      return OK;
    });
    await served(asker);
    slow = true;
    const pending = asker.ask(SCRIPT_CHECK_V1, COMPILE, 5000);
    await eventually(async () => release !== null, 5000, 10);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release!();
    await expect(pending).resolves.toEqual(OK);
    await stopping;
    await expect(asker.ask(SCRIPT_CHECK_V1, COMPILE, 2000)).rejects.toBeInstanceOf(NoResponderError);
  });

  it('stops answering once shut down', async () => {
    const asker = await started();
    const server = await aProcess();
    server.sut.serve(SCRIPT_CHECK_V1, 'group', async () => OK);
    await served(asker);
    await server.close();
    await expect(asker.ask(SCRIPT_CHECK_V1, COMPILE, 2000)).rejects.toBeInstanceOf(NoResponderError);
  });
});
