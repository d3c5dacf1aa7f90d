import { HttpException } from '@nestjs/common';
import type { ScriptCheckReplyV1, ScriptCheckRequestV1 } from '@milestone/contracts';
import { NoResponderError, RequestTimeoutError, RequestTooLargeError, type RequestReply } from '@milestone/nest-kit';
import { CHECK_ANSWER_MS, ScriptCheckClient } from './script-check.client.js';

/** A RequestReply that answers every ask with `answer` (a reply, or an error thrown), noting what was asked. */
function askingWith(answer: ScriptCheckReplyV1 | Error) {
  const asked: Array<{ subject: string; request: ScriptCheckRequestV1; timeoutMs: number }> = [];
  const requests = {
    ask: async (subject: string, request: ScriptCheckRequestV1, timeoutMs: number) => {
      asked.push({ subject, request, timeoutMs });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as RequestReply;
  return { asked, sut: new ScriptCheckClient(requests) };
}

/** What the user gets for a call that fails: its status and message. */
async function refusal(call: Promise<unknown>): Promise<[number, unknown]> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpException) return [error.getStatus(), (error.getResponse() as { message: unknown }).message];
    throw error;
  }
  throw new Error('the call did not fail');
}

describe(ScriptCheckClient.name, () => {
  it('asks a worker to compile on tasks.script.check.v1 and answers its SyntaxError, or null', async () => {
    const { asked, sut } = askingWith({ result: { check: 'compile', compileError: { line: 2, message: "'(' was never closed" } } });
    expect(await sut.compile('x = (\n')).toEqual({ line: 2, message: "'(' was never closed" });
    expect(asked).toEqual([{ subject: 'tasks.script.check.v1', request: { check: 'compile', script: 'x = (\n' }, timeoutMs: CHECK_ANSWER_MS.compile }]);
    expect(await askingWith({ result: { check: 'compile', compileError: null } }).sut.compile('pass')).toBeNull();
  });

  it("asks for a dry run and a sample with the company's input files", async () => {
    const dry = askingWith({ result: { check: 'dry-run', dryRun: { ok: true, detail: 'Ran on a.csv in 0.1 s.' } } });
    expect(await dry.sut.dryRun(7, 'pass', [3, 4])).toEqual({ ok: true, detail: 'Ran on a.csv in 0.1 s.' });
    expect(dry.asked[0]!.request).toEqual({ check: 'dry-run', companyId: 7, script: 'pass', inputFileIds: [3, 4] });
    const sample = askingWith({ result: { check: 'sample', sample: null } });
    expect(await sample.sut.sample(7, [3])).toBeNull();
    expect(sample.asked[0]!.request).toEqual({ check: 'sample', companyId: 7, inputFileIds: [3] });
  });

  it('answers 503 naming the missing worker when nobody answers checks', async () => {
    const { sut } = askingWith(new NoResponderError('tasks.script.check.v1: no responders'));
    expect(await refusal(sut.compile('pass'))).toEqual([503, 'No execution worker is running to check the script; try again in a minute.']);
    expect(await refusal(sut.dryRun(7, 'pass', [3]))).toEqual([503, 'No execution worker is running to check the script; try again in a minute.']);
  });

  it('answers 503 when the worker that took the check does not answer in time', async () => {
    const { sut } = askingWith(new RequestTimeoutError('no answer'));
    expect(await refusal(sut.sample(7, [3]))).toEqual([503, 'No execution worker answered the check of the script in time; try again in a minute.']);
  });

  it('answers 400 for a script too large to send to a worker (over NATS’ message size)', async () => {
    const { sut } = askingWith(new RequestTooLargeError('over max_payload'));
    expect(await refusal(sut.compile('\u0001'.repeat(200_000)))).toEqual([400, 'This script is too large to check. Please shorten the script.']);
  });

  it("answers a worker's failure with the user's text: too slow 400, unreadable inputs and no sandbox 503", async () => {
    expect(await refusal(askingWith({ failure: 'too-slow', message: 'compile() took longer than 5 s' }).sut.compile('x'))).toEqual([
      400,
      'The syntax check of this script took longer than 5 s. Please simplify the script.',
    ]);
    expect(await refusal(askingWith({ failure: 'inputs-unreadable', message: 'The input files could not be read' }).sut.dryRun(7, 'x', [3]))).toEqual([
      503,
      "The task's input file could not be read to try the script on it. Please try again.",
    ]);
    expect(await refusal(askingWith({ failure: 'unavailable', message: 'no sandbox' }).sut.compile('x'))).toEqual([
      503,
      'The syntax check is not available right now. Please try again.',
    ]);
    expect(await refusal(askingWith({ failure: 'unavailable', message: 'no sandbox' }).sut.sample(7, [3]))).toEqual([
      503,
      'The script could not be checked right now. Please try again.',
    ]);
  });

  it('answers 503, not a 500, when NATS itself fails the request or a worker answers another check', async () => {
    expect(await refusal(askingWith(new Error('connection draining')).sut.compile('x'))).toEqual([
      503,
      'The script could not be checked right now. Please try again.',
    ]);
    expect(await refusal(askingWith({ result: { check: 'sample', sample: null } }).sut.compile('x'))).toEqual([
      503,
      'The script could not be checked right now. Please try again.',
    ]);
  });
});
