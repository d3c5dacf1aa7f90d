import { BadRequestException } from '@nestjs/common';
import { AiProviderError } from './ai-provider.js';
import { AI_FAILURE_TEXTS, AiRequestError, askProvider, toAiHttpError } from './ai.errors.js';

describe('a provider failure as the API answers it', () => {
  it.each([
    ['rate-limited', 429],
    ['timeout', 504],
    ['invalid-answer', 502],
    ['unavailable', 503],
    ['error', 502],
  ] as const)("answers %s with %i, the spec's text as message and the plain reason", (outcome, status) => {
    const error = toAiHttpError(new AiProviderError(outcome, 'the model said no'), 'requirements') as AiRequestError;
    expect(error).toBeInstanceOf(AiRequestError);
    expect(error.getStatus()).toBe(status);
    expect(error.getResponse()).toEqual({ statusCode: status, message: 'Failed to generate requirements. Please try again.', reason: 'the model said no' });
  });

  it("answers 'not-understood' with 422 and the provider's own words (what it did and did not understand)", () => {
    const error = toAiHttpError(new AiProviderError('not-understood', 'I understood the sort, not "look up on Google Maps".'), 'create') as AiRequestError;
    expect(error.getResponse()).toEqual({
      statusCode: 422,
      message: 'I understood the sort, not "look up on Google Maps".',
      reason: 'I understood the sort, not "look up on Google Maps".',
    });
  });

  it('has each route its text', async () => {
    expect(AI_FAILURE_TEXTS).toMatchObject({
      plan: 'Failed to generate task plan. Please try again.',
      implement: 'Failed to implement the task. Please try again.',
      create: 'Failed to create task. Please try again.',
      script: 'Failed to generate script.',
    });
    await expect(askProvider('plan', () => Promise.reject(new AiProviderError('timeout', 'slow')))).rejects.toMatchObject({
      response: { statusCode: 504, message: AI_FAILURE_TEXTS.plan },
    });
  });

  it('leaves any other error as it is', async () => {
    const other = new BadRequestException('no');
    expect(toAiHttpError(other, 'script')).toBe(other);
    await expect(askProvider('script', () => Promise.resolve(7))).resolves.toBe(7);
  });
});
