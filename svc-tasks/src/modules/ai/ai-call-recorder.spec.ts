import { describe, expect, it } from '@jest/globals';
import type { AiCallRecord } from './ai-call.repository.js';
import { AI_OPERATIONS, RecordingAiProvider } from './ai-call-recorder.js';
import { type AiProvider, AiProviderError } from './ai-provider.js';

const REVISION = { steps: ['a'], message: 'ok' };

/** A provider answering from a function, reporting the given token counts. */
function fakeProvider(answer: () => Promise<unknown>, usages: Array<{ promptTokens: number; completionTokens: number }> = []): AiProvider {
  const call = async (_input: unknown, ctx: { onUsage?: (u: { promptTokens: number; completionTokens: number }) => void }) => {
    for (const usage of usages) ctx.onUsage?.(usage);
    return answer();
  };
  return {
    name: 'openai',
    model: 'm-1',
    generateRequirements: call,
    generatePlan: call,
    implementTask: call,
    generateScript: call,
    reviseSteps: call,
    diagnoseRun: call,
    reply: call,
  } as unknown as AiProvider;
}

function recorder(inner: AiProvider, sink: { record(call: AiCallRecord): Promise<void> }) {
  let now = 1000;
  return new RecordingAiProvider(inner, sink, () => (now += 25));
}

describe(RecordingAiProvider.name, () => {
  it('records one row per call: who, which operation, the summed tokens, the duration and ok', async () => {
    const rows: AiCallRecord[] = [];
    const seen: unknown[] = [];
    const ai = recorder(
      fakeProvider(
        async () => REVISION,
        [
          { promptTokens: 10, completionTokens: 2 },
          { promptTokens: 30, completionTokens: 5 },
        ],
      ),
      { record: async (row) => void rows.push(row) },
    );

    const answer = await ai.reviseSteps(
      { name: 'n', description: '', steps: [], request: 'r' },
      { companyId: 7, userId: 3, taskId: 9, onUsage: (u) => seen.push(u) },
    );

    expect(answer).toEqual(REVISION);
    expect(rows).toEqual([
      {
        companyId: 7,
        userId: 3,
        taskId: 9,
        provider: 'openai',
        model: 'm-1',
        operation: 'revise-steps',
        promptTokens: 40,
        completionTokens: 7,
        durationMs: 25,
        outcome: 'ok',
      },
    ]);
    expect(seen).toHaveLength(2);
    expect(ai.name).toBe('openai');
    expect(ai.model).toBe('m-1');
  });

  it("records a provider failure with its outcome, anything else as 'error', and rethrows it", async () => {
    const rows: AiCallRecord[] = [];
    const sink = { record: async (row: AiCallRecord) => void rows.push(row) };
    const limited = recorder(
      fakeProvider(() => Promise.reject(new AiProviderError('rate-limited', '429'))),
      sink,
    );
    await expect(limited.generatePlan({ description: 'd', taskType: 'excel-processing', answers: {} }, { companyId: 1, userId: null })).rejects.toMatchObject({
      outcome: 'rate-limited',
    });
    const broken = recorder(
      fakeProvider(() => Promise.reject(new TypeError('bug'))),
      sink,
    );
    await expect(broken.reply({ run: {} as never, history: [], message: 'm' }, { companyId: 1, userId: 2 })).rejects.toThrow('bug');

    expect(rows.map((r) => [r.operation, r.outcome, r.taskId])).toEqual([
      ['plan', 'rate-limited', null],
      ['chat', 'error', null],
    ]);
  });

  it('still answers when the row cannot be written', async () => {
    const ai = recorder(
      fakeProvider(async () => REVISION),
      { record: () => Promise.reject(new Error('db down')) },
    );
    await expect(ai.reviseSteps({ name: 'n', description: '', steps: [], request: 'r' }, { companyId: 1, userId: 1 })).resolves.toEqual(REVISION);
  });

  it('names every operation of the provider interface', () => {
    expect(Object.values(AI_OPERATIONS)).toEqual([
      'requirements',
      'plan',
      'implement',
      'script',
      'revise-steps',
      'diagnose',
      'chat',
      'report-proposal',
      'form-design',
    ]);
  });

  it("records a model's report proposal as 'report-proposal', and proposes none where the inner provider does not (offline)", async () => {
    const rows: AiCallRecord[] = [];
    const proposing = { ...fakeProvider(async () => ({ rows: ['technician'] })), proposeReport: async () => ({ rows: ['technician'] }) } as AiProvider;
    const ai = recorder(proposing, { record: async (row) => void rows.push(row) });
    expect(await ai.proposeReport!({ description: 'revenue by tech', answers: {} }, { companyId: 4, userId: 5 })).toEqual({ rows: ['technician'] });
    expect(rows.map((r) => [r.operation, r.outcome, r.companyId])).toEqual([['report-proposal', 'ok', 4]]);

    expect(
      recorder(
        fakeProvider(async () => REVISION),
        { record: async () => undefined },
      ).proposeReport,
    ).toBeUndefined();
  });
});
