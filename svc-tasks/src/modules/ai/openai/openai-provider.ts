import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import type { ReportProposalV1 } from '@milestone/contracts';
import { bindScriptColumns, missingColumnsMessage } from '@milestone/ai-offline';
import type { AiProvider } from '../ai-provider.js';
import { AiProviderError } from '../ai-provider.js';
import type {
  AiCallContext,
  AiTaskType,
  ChatTurn,
  ImplementationDetails,
  InputSample,
  RequirementAnswers,
  RequirementQuestion,
  RunContext,
  RunDiagnosis,
  RunReply,
  ScriptProposal,
  StepRevision,
  TaskPlan,
} from '../ai.types.js';
import { type ChatMessage, systemPrompt, userPrompts } from './prompts.js';
import { DEFAULT_BACK_OFF, retryDelayMs, type BackOff } from './retry.js';
import { ANSWERS, type AnswerSchema, describeIssues, type formDesignSchema, jsonSchemaOf, type reportProposalSchema } from './schemas.js';

/** The endpoint and model (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS, AI_MAX_RETRIES). */
export interface OpenAiSettings {
  baseURL: string;
  apiKey?: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
}

export interface OpenAiOptions {
  backOff?: BackOff;
  /** How the provider waits between retries (tests may observe it). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * How the answer's shape is asked for: JSON Schema (strict) first; a server that refuses it (400
 * naming response_format) is asked for a JSON object, then by the prompt alone. The answer is
 * validated on our side whichever way it was asked.
 */
export type AnswerFormat = 'json_schema' | 'json_object' | 'prompt';

const NEXT_FORMAT: Record<AnswerFormat, AnswerFormat | null> = { json_schema: 'json_object', json_object: 'prompt', prompt: null };

type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The model's content parsed as JSON and checked against the answer's schema. */
export function checkAnswer<T>(content: string | null, schema: z.ZodType<T>): Checked<T> {
  if (content === null || content.trim() === '') return { ok: false, problem: 'the answer was empty' };
  let json: unknown;
  try {
    json = JSON.parse(stripFences(content));
  } catch {
    return { ok: false, problem: 'the answer was not JSON' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, problem: describeIssues(parsed.error) };
}

/** Servers answering by prompt alone often wrap the JSON in a ```json fence. */
function stripFences(content: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n\s*```\s*$/.exec(content);
  return fenced ? fenced[1]! : content;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The OpenAI-compatible provider: any server speaking chat completions (OpenAI, Azure OpenAI,
 * llama.cpp, vLLM, Ollama) through the official client with `baseURL`. Retries 429 and 5xx itself
 * (the client's own retries are off) with back-off honouring Retry-After; reports each answer's
 * token counts through ctx.onUsage; fails with AiProviderError ('timeout', 'rate-limited',
 * 'invalid-answer', 'unavailable', 'error'), its message never holding the key.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai';
  readonly model: string;
  private readonly client: OpenAI;
  private readonly backOff: BackOff;
  private readonly sleep: (ms: number) => Promise<void>;
  private format: AnswerFormat = 'json_schema';

  constructor(
    private readonly settings: OpenAiSettings,
    options: OpenAiOptions = {},
  ) {
    this.model = settings.model;
    this.backOff = options.backOff ?? DEFAULT_BACK_OFF;
    this.sleep = options.sleep ?? sleepFor;
    this.client = new OpenAI({
      baseURL: settings.baseURL,
      apiKey: settings.apiKey ?? 'none',
      organization: null,
      project: null,
      // Our own signal (AbortSignal.timeout per request) ends a slow call first: it reads the same
      // in every runtime; the client's timeout is only the backstop.
      timeout: settings.timeoutMs + 1_000,
      maxRetries: 0,
      logLevel: 'off',
    });
  }

  /** How answers are asked for now (after any fallback). */
  get answerFormat(): AnswerFormat {
    return this.format;
  }

  async generateRequirements(
    input: { description: string; taskType: AiTaskType; sample?: InputSample },
    ctx: AiCallContext,
  ): Promise<{ requirements: RequirementQuestion[]; message: string }> {
    const answer = await this.ask(ANSWERS.requirements, userPrompts.requirements(input), ctx);
    const requirements = answer.requirements.map(({ options, value, ...question }): RequirementQuestion => ({
      ...question,
      ...(options && options.length ? { options } : {}),
      ...(value !== null ? { value } : {}),
    }));
    return { requirements, message: answer.message };
  }

  async generatePlan(
    input: { description: string; taskType: AiTaskType; answers: RequirementAnswers; sample?: InputSample },
    ctx: AiCallContext,
  ): Promise<TaskPlan & { notes: string[] }> {
    return this.ask(ANSWERS.plan, userPrompts.plan(input), ctx);
  }

  async implementTask(input: { plan: TaskPlan; answers: RequirementAnswers; sample?: InputSample }, ctx: AiCallContext): Promise<ImplementationDetails> {
    const answer = await this.ask(ANSWERS.implement, userPrompts.implement(input), ctx);
    return { ...answer, ...bindToSample(answer, input.sample), provider: this.name, model: this.model };
  }

  async generateScript(input: { name: string; description: string; steps: string[]; input?: InputSample }, ctx: AiCallContext): Promise<ScriptProposal> {
    const answer = await this.ask(ANSWERS.script, userPrompts.script(input), ctx);
    return { ...answer, ...bindToSample(answer, input.input) };
  }

  reviseSteps(input: { name: string; description: string; steps: string[]; request: string }, ctx: AiCallContext): Promise<StepRevision> {
    return this.ask(ANSWERS.revise, userPrompts.revise(input), ctx);
  }

  diagnoseRun(input: RunContext, ctx: AiCallContext): Promise<RunDiagnosis> {
    return this.ask(ANSWERS.diagnose, userPrompts.diagnose(input), ctx);
  }

  async reply(input: { run: RunContext; history: ChatTurn[]; message: string }, ctx: AiCallContext): Promise<RunReply> {
    const answer = await this.ask(ANSWERS.reply, userPrompts.chat(input), ctx);
    // A change is written as a script from its steps (as the step editor's); a diagnosis carries no steps.
    return answer.kind === 'change' ? { ...answer, script: null } : { ...answer, steps: null };
  }

  async proposeReport(input: { description: string; answers: RequirementAnswers }, ctx: AiCallContext): Promise<ReportProposalV1> {
    return toReportProposal(await this.ask(ANSWERS.reportProposal, userPrompts.reportProposal(input), ctx));
  }

  /** The form as the model designs it, in the definition's shape; readFormDefinition checks it (AiService). */
  async designForm(input: { description: string; answers: RequirementAnswers }, ctx: AiCallContext): Promise<unknown> {
    return toFormDefinition(await this.ask(ANSWERS.formDesign, userPrompts.formDesign(input), ctx));
  }

  /** One question; an answer that does not match the schema is sent back once with what is wrong. */
  private async ask<T>(answer: AnswerSchema<T>, user: string, ctx: AiCallContext): Promise<T> {
    const schema = jsonSchemaOf(answer.schema);
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(schema) },
      { role: 'user', content: user },
    ];
    for (let repair = 0; ; repair++) {
      const content = await this.complete(messages, answer.name, schema, ctx);
      const checked = checkAnswer(content, answer.schema);
      if (checked.ok) return checked.value;
      if (repair >= 1) throw new AiProviderError('invalid-answer', `The model's answer did not match ${answer.name}: ${checked.problem}`);
      messages.push(
        { role: 'assistant', content: content ?? '' },
        { role: 'user', content: `Your answer is not valid (${checked.problem}). Answer again with only the JSON object that matches the schema.` },
      );
    }
  }

  /** One chat completion: the answer's content, after any format fallback and retries. */
  private async complete(messages: ChatMessage[], name: string, schema: Record<string, unknown>, ctx: AiCallContext): Promise<string | null> {
    for (let retry = 0; ;) {
      try {
        const completion = await this.client.chat.completions.create(this.request(messages, name, schema), {
          signal: AbortSignal.timeout(this.settings.timeoutMs),
        });
        if (completion.usage) ctx.onUsage?.({ promptTokens: completion.usage.prompt_tokens ?? 0, completionTokens: completion.usage.completion_tokens ?? 0 });
        return completion.choices?.[0]?.message?.content ?? null;
      } catch (error) {
        if (this.refusesFormat(error)) {
          this.format = NEXT_FORMAT[this.format]!;
          continue;
        }
        if (isRetryable(error) && retry < this.settings.maxRetries) {
          await this.sleep(retryDelayMs(retry, error.headers, this.backOff));
          retry++;
          continue;
        }
        throw this.failure(error);
      }
    }
  }

  private request(messages: ChatMessage[], name: string, schema: Record<string, unknown>): ChatCompletionCreateParamsNonStreaming {
    const base = { model: this.model, messages };
    switch (this.format) {
      case 'json_schema':
        return { ...base, response_format: { type: 'json_schema', json_schema: { name, strict: true, schema } } };
      case 'json_object':
        return { ...base, response_format: { type: 'json_object' } };
      default:
        return base;
    }
  }

  /** A 400 naming response_format (or json_schema) while a format is still asked for. */
  private refusesFormat(error: unknown): boolean {
    if (this.format === 'prompt' || !(error instanceof APIError) || error.status !== 400) return false;
    return /response_format|json_schema|json_object/i.test(`${error.message} ${JSON.stringify(error.error ?? null)}`);
  }

  /** The failure as the routes know it, in plain words, the key redacted. */
  private failure(error: unknown): AiProviderError {
    const origin = safeOrigin(this.settings.baseURL);
    const seconds = Math.round(this.settings.timeoutMs / 100) / 10;
    let failure: AiProviderError;
    if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError || isNamed(error, 'AbortError') || isNamed(error, 'TimeoutError')) {
      failure = new AiProviderError('timeout', `The model did not answer within ${seconds} s`);
    } else if (error instanceof APIConnectionError) {
      failure = new AiProviderError('unavailable', `The model endpoint ${origin} could not be reached`);
    } else if (error instanceof APIError && error.status === 429) {
      failure = new AiProviderError('rate-limited', `The model endpoint is rate limiting calls (429, still after ${this.settings.maxRetries} retries)`);
    } else if (error instanceof APIError && typeof error.status === 'number' && error.status >= 500) {
      failure = new AiProviderError(
        'unavailable',
        `The model endpoint answered ${error.status} (still after ${this.settings.maxRetries} retries): ${error.message}`,
      );
    } else if (error instanceof APIError && (error.status === 401 || error.status === 403)) {
      failure = new AiProviderError('error', `The model endpoint refused the key (${error.status})`);
    } else if (error instanceof APIError) {
      failure = new AiProviderError('error', `The model endpoint refused the request: ${error.message}`);
    } else if (isNamed(error, 'SyntaxError')) {
      failure = new AiProviderError('invalid-answer', 'The model endpoint did not answer JSON');
    } else {
      failure = new AiProviderError('error', `The model call failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return redact(failure, this.settings.apiKey);
  }
}

/** The model's report proposal as the request takes it: nulls and blanks left out, what is left trimmed. */
export function toReportProposal(answer: z.infer<typeof reportProposalSchema>): ReportProposalV1 {
  const words = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);
  const values = answer.values
    .map(({ field, aggregation }) => ({ ...(field?.trim() ? { field: field.trim() } : {}), ...(aggregation ? { aggregation } : {}) }))
    .filter((v) => v.field || v.aggregation);
  const [rows, columns, filters] = [words(answer.rows), words(answer.columns), words(answer.filters)];
  return {
    ...(values.length ? { values } : {}),
    ...(rows.length ? { rows } : {}),
    ...(columns.length ? { columns } : {}),
    ...(filters.length ? { filters } : {}),
    ...(answer.period?.trim() ? { period: answer.period.trim() } : {}),
  };
}

type DesignedField = z.infer<typeof formDesignSchema>['sections'][number]['items'][number]['field'] & object;

/** A designed field without its nulls; a select's options as { value, label }. */
function toFormField(field: DesignedField): Record<string, unknown> {
  const { options, default: value, compute, ...rest } = field;
  return {
    ...rest,
    ...(options ? { options: options.map((option) => ({ value: option, label: option })) } : {}),
    ...(value !== null ? { default: value } : {}),
    ...(compute?.trim() ? { compute: compute.trim() } : {}),
  };
}

/**
 * The model's script bound to the sample's columns with the offline builder's resolver (issue 30):
 * a column the file does not have is corrected when the resolver is sure ('Phone Number' -> Phone),
 * else there is no script and the message says which column is missing and the closest one.
 */
export function bindToSample(answer: { script: string | null; message: string }, sample: InputSample | undefined): { script: string | null; message: string } {
  if (!answer.script || !sample?.sheets.length) return { script: answer.script, message: answer.message };
  const header = [...new Set(sample.sheets.flatMap((s) => s.columns))];
  const bound = bindScriptColumns(
    answer.script,
    header,
    sample.sheets.map((s) => s.name),
  );
  if (bound.missing.length) return { script: null, message: missingColumnsMessage(bound.missing, header) };
  const fixed = bound.corrected.map((c) => `"${c.from}" is the file's column "${c.to}"`).join('; ');
  return { script: bound.script, message: fixed ? `${answer.message} (Bound to your file: ${fixed}.)`.trim() : answer.message };
}

/** The model's form in the definition's shape (not checked here: readFormDefinition refuses what is wrong). */
export function toFormDefinition(answer: z.infer<typeof formDesignSchema>): unknown {
  return {
    title: answer.title,
    sections: answer.sections.map((section, i) => ({
      id: `section${i + 1}`,
      title: section.title,
      items: section.items.map((item) =>
        item.table
          ? { id: item.table.id, label: item.table.label, type: 'table', initialRows: 1, columns: item.table.columns.map(toFormField) }
          : item.field
            ? toFormField(item.field)
            : {},
      ),
    })),
  };
}

/** By name: errors of the runtime's fetch come from another realm under some test runners. */
function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === name;
}

function isRetryable(error: unknown): error is APIError<number, Headers> {
  return error instanceof APIError && typeof error.status === 'number' && (error.status === 429 || error.status >= 500);
}

/** The origin of a URL (scheme, host, port), or null when it is not one. Never a path, query or credentials. */
export function safeOrigin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The same failure with the key (if it appears at all) replaced. */
export function redact(failure: AiProviderError, apiKey: string | undefined): AiProviderError {
  if (!apiKey || !failure.message.includes(apiKey)) return failure;
  return new AiProviderError(failure.outcome, failure.message.split(apiKey).join('[redacted]'));
}
