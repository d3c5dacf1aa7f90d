import type { ReportFromRequestReplyV1, ReportProposalV1, ReportReadingV1 } from '@milestone/contracts';
import type { ImplementationDetails, RequirementAnswers, TaskPlan } from '../ai.types.js';
import { PERIOD_AS_DESCRIBED, QUESTION, REPORT_GROUPINGS, REPORT_MEASURES } from '@milestone/ai-offline';

/**
 * An api-reporting task built by the AI builder is a report of the report builder: its one step is
 * the report in words (svc-reporting's summary, which reads back to the same definition), and its
 * config holds the definition where the api-reporting overview opens it.
 */

/** What the task's config keeps as apiConfiguration: `report` is what POST /api/service-titan/generate-report takes. */
export type ApiConfiguration = NonNullable<ImplementationDetails['apiConfiguration']>;

export const GENERATE_REPORT_ENDPOINT = 'POST /api/service-titan/generate-report';

function chosen(answer: RequirementAnswers[string]): string | null {
  return typeof answer === 'string' && answer.trim() && answer !== PERIOD_AS_DESCRIBED ? answer.trim() : null;
}

function picked(answer: RequirementAnswers[string]): string[] {
  return Array.isArray(answer) ? answer.filter((item): item is string => typeof item === 'string') : typeof answer === 'string' && answer ? [answer] : [];
}

/**
 * What the person chose on the Requirements step (offline/requirements.ts), as a proposal in the
 * words svc-reporting reads: the period, what is measured, how it is grouped, the business unit and
 * job status. 'As described' and an empty choice leave that part to the words; a choice the
 * question never offered is passed on as words, for svc-reporting to read or name as not understood.
 */
export function proposalOf(answers: RequirementAnswers): ReportProposalV1 | undefined {
  const period = chosen(answers[QUESTION.period]);
  const values = picked(answers[QUESTION.measures]).map((m) => REPORT_MEASURES[m] ?? { field: m });
  const rows = picked(answers[QUESTION.groupBy]).map((g) => REPORT_GROUPINGS[g] ?? g);
  const businessUnit = chosen(answers[QUESTION.businessUnit]);
  const jobStatus = chosen(answers[QUESTION.jobStatus]);
  const filters = [...(businessUnit ? [businessUnit] : []), ...(jobStatus ? [`${jobStatus} jobs`] : [])];
  const proposal: ReportProposalV1 = {
    ...(values.length ? { values } : {}),
    ...(rows.length ? { rows } : {}),
    ...(filters.length ? { filters } : {}),
    ...(period ? { period } : {}),
  };
  return Object.keys(proposal).length ? proposal : undefined;
}

/**
 * A model's proposal with the person's choices laid over it: each part the person chose on the
 * Requirements step (the period, the measures ...) replaces the model's.
 */
export function withChoices(model: ReportProposalV1 | undefined, choices: ReportProposalV1 | undefined): ReportProposalV1 | undefined {
  if (!model) return choices;
  return { ...model, ...choices };
}

/** Said to the person (on Review, as a plan's note) when the model's reading could not be used. */
export function modelFallbackNote(reason: string): string {
  return `The model's reading of the report could not be used (${reason.replace(/\.+$/, '')}), so the report was read from your words alone.`;
}

/** The ServiceTitan data the person chose, as words to fall back on when the description names nothing to report. */
export function dataWords(answers: RequirementAnswers): string {
  const data = answers[QUESTION.serviceTitanData];
  return Array.isArray(data) ? data.join(' and ') : typeof data === 'string' ? data : '';
}

export function apiConfigurationOf(reading: ReportReadingV1): ApiConfiguration {
  return { report: reading.definition, selectedFields: reading.definition.selectedFields, period: reading.period, source: 'ai' };
}

/** The plan of an api-reporting task from svc-reporting's reading: its step is the report in words. */
export function reportPlan<P extends TaskPlan & { notes?: string[] }>(plan: P, reply: ReportFromRequestReplyV1): P & { notes: string[] } {
  if ('failure' in reply) {
    return {
      ...plan,
      dataFlow: [plan.description],
      features: [],
      apiEndpoints: [GENERATE_REPORT_ENDPOINT],
      notes: [reply.message, ...reply.notUnderstood.map((w) => `Not understood: "${w}"`)],
    };
  }
  const { reading } = reply;
  return {
    ...plan,
    name: plan.name && !/^(?:converted to|new task)/i.test(plan.name) ? plan.name : reading.definition.reportConfig.name.slice(0, 60),
    features: [`Report: ${reading.summary}`, ...reading.notes],
    sections: [
      {
        title: 'Report',
        description: `The report builder's ${reading.definition.reportConfig.format} over the ServiceTitan data: ${reading.summary}.`,
        type: 'data-table',
      },
      { title: 'Instructions', description: 'The report in words; edit it and the report follows.', type: 'instructions' },
    ],
    dataFlow: [reading.summary],
    apiEndpoints: [GENERATE_REPORT_ENDPOINT],
    notes: reading.notUnderstood.map((w) => `Not understood: "${w}"`),
  };
}

/** implement-task's answer for an api-reporting plan: the report's definition instead of a script. */
export function reportImplementation(reply: ReportFromRequestReplyV1, provider: { name: string; model: string | null }): ImplementationDetails {
  if ('failure' in reply) {
    return {
      steps: [],
      script: null,
      summary: [],
      understood: reply.understood,
      notUnderstood: reply.notUnderstood,
      message: reply.message,
      provider: provider.name,
      model: provider.model,
    };
  }
  const { reading } = reply;
  return {
    steps: [reading.summary],
    script: null,
    summary: [reading.summary, ...reading.notes],
    understood: reading.understood,
    notUnderstood: reading.notUnderstood,
    message: `Built the report: ${reading.summary}. It opens in the task's Pivot Table Builder, ready to generate.${reading.notUnderstood.length ? ` Not understood: ${reading.notUnderstood.map((w) => `"${w}"`).join(', ')}.` : ''}`,
    provider: provider.name,
    model: provider.model,
    apiConfiguration: apiConfigurationOf(reading),
  };
}
