import { z } from 'zod';
import { REPORT_AGGREGATIONS_V1 } from '@milestone/contracts';
import { AI_TASK_TYPES, COMPLEXITIES, REQUIREMENT_TYPES } from '../ai.types.js';
import { RUN_MESSAGE_KINDS } from '@milestone/ai-offline';

/**
 * The shape of every answer the model gives, as zod 4 schemas. Each is sent as the JSON Schema of
 * `response_format` (strict: every property required, no other property, so optional fields are
 * nullable) and each answer is validated again here, whatever the server claims to enforce.
 */

const text = z.string();
const lines = z.array(z.string());

export const requirementQuestionSchema = z.strictObject({
  id: z.string().min(1).describe("A short stable id in kebab case ('id-columns', 'blanks', 'output-format')"),
  question: z.string().min(1),
  description: text.describe('One sentence: why the answer matters'),
  required: z.boolean(),
  type: z.enum(REQUIREMENT_TYPES),
  options: z.array(z.string().min(1)).nullable().describe('The choices of a select or multiselect; null otherwise'),
  value: z
    .union([z.string(), z.boolean(), z.array(z.string())])
    .nullable()
    .describe('A proposed answer, or null'),
});

/** A select or multiselect without choices cannot be answered on the Requirements screen. */
const answerableQuestion = requirementQuestionSchema.superRefine((question, ctx) => {
  if ((question.type === 'select' || question.type === 'multiselect') && !question.options?.length) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${question.type} question needs its options` });
  }
});

export const requirementsSchema = z.strictObject({
  requirements: z.array(answerableQuestion).min(1),
  message: text.describe('One or two sentences to the user about the questions'),
});

export const planSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  type: z.enum(AI_TASK_TYPES),
  estimatedComplexity: z.enum(COMPLEXITIES),
  features: lines,
  sections: z.array(z.strictObject({ title: text, description: text, type: text.describe("'text', 'data-table' or 'instructions'") })),
  dataFlow: z.array(z.string().min(1)).min(1).describe('The steps of the task, in order, each one plain sentence'),
  apiEndpoints: lines,
  notes: lines.describe('What in the description or answers could not be understood or planned; empty when all was'),
});

export const implementationSchema = z.strictObject({
  steps: z.array(z.string().min(1)).min(1),
  script: z.string().min(1).nullable().describe('The whole Python script, or null when it cannot be written (say why in message)'),
  summary: lines,
  understood: lines,
  notUnderstood: lines,
  message: z.string().min(1),
});

export const scriptProposalSchema = z.strictObject({
  script: z.string().min(1).nullable(),
  understood: lines,
  notUnderstood: lines,
  message: z.string().min(1),
});

export const stepRevisionSchema = z.strictObject({
  steps: z.array(z.string().min(1)).min(1),
  message: z.string().min(1),
});

export const runDiagnosisSchema = z.strictObject({
  explanation: z.string().min(1),
  script: z.string().min(1).nullable().describe('The whole corrected script, or null when no fix can be proposed'),
});

/** A message in a run's conversation: a question gets the diagnosis, a request to change the task the whole new list of steps. */
export const runReplySchema = z.strictObject({
  kind: z
    .enum(RUN_MESSAGE_KINDS)
    .describe(
      "'change' when the user asks to change what the task does (add, remove or change a step, a column, the order, the output); 'diagnosis' for a question about the run or a repair of its script",
    ),
  explanation: z.string().min(1),
  script: z
    .string()
    .min(1)
    .nullable()
    .describe("kind 'diagnosis': the whole corrected script, or null; kind 'change': null (the script is written from the new steps)"),
  steps: z
    .array(z.string().min(1))
    .min(1)
    .nullable()
    .describe("kind 'change': the whole new list of steps, in order, the steps the request does not touch kept as they are; kind 'diagnosis': null"),
});

const reportFields = z.array(z.string().min(1));

/** An api-reporting task's report as the model reads the words (ReportProposalV1; svc-reporting checks every field of it). */
export const reportProposalSchema = z.strictObject({
  values: z
    .array(
      z.strictObject({
        field: z
          .string()
          .min(1)
          .nullable()
          .describe("What is measured, in words ('revenue', 'average ticket', 'jobs') or a field id; null: a count of what the words count"),
        aggregation: z.enum(REPORT_AGGREGATIONS_V1).nullable().describe("null: the measure's own (revenue is a sum, average ticket an average)"),
      }),
    )
    .describe('What the report measures; empty when the words name nothing to measure'),
  rows: reportFields.describe("What the rows are grouped by, outermost first ('business unit', 'technician', 'month')"),
  columns: reportFields.describe('What the columns are split by (often empty)'),
  filters: reportFields.describe("Which records count, in words ('plumbing', 'completed jobs', 'residential customers')"),
  period: z.string().min(1).nullable().describe("The period in words as the person said it ('last month', 'last 30 days'); null when they named none"),
});

/** A form field as a model designs it: every key present (strict output), null where it does not apply. */
const formFieldSchema = z.strictObject({
  id: z.string().min(1).describe('camelCase id of letters and digits, starting with a letter, unique in the form (in a table: in its columns)'),
  label: z.string().min(1),
  type: z.enum(['text', 'number', 'currency', 'date', 'select', 'textarea', 'checkbox']),
  required: z.boolean(),
  default: z
    .union([z.string(), z.number(), z.boolean()])
    .nullable()
    .describe("A value of the field's type (a select's: one of its option values); null for none and always null on a computed field"),
  options: z.array(z.string().min(1)).nullable().describe("A select's choices; null on every other type"),
  compute: z
    .string()
    .nullable()
    .describe(
      "number or currency only: + - * / and parentheses over numbers and numeric field ids (in a table column: the row's columns), sum(tableId.columnId) for a total; null when typed in",
    ),
});

/** A form-processing task's form as a model designs it (@milestone/contracts/forms FormDefinition; readFormDefinition checks it). */
export const formDesignSchema = z.strictObject({
  title: z.string().min(1),
  sections: z.array(
    z.strictObject({
      title: z.string().min(1),
      items: z.array(
        z.strictObject({
          field: formFieldSchema.nullable().describe('A field; null when this item is a table'),
          table: z
            .strictObject({
              id: z.string().min(1),
              label: z.string().min(1),
              columns: z.array(formFieldSchema).describe('The columns of one line; a line total is computed, e.g. quantity * unitPrice'),
            })
            .nullable()
            .describe('A repeating table of lines (line items); null when this item is a field'),
        }),
      ),
    }),
  ),
});

/** One answer's schema and the name it is sent under. */
export interface AnswerSchema<T> {
  name: string;
  schema: z.ZodType<T>;
}

export const ANSWERS = {
  requirements: { name: 'requirement_questions', schema: requirementsSchema },
  plan: { name: 'task_plan', schema: planSchema },
  implement: { name: 'implementation', schema: implementationSchema },
  script: { name: 'script_proposal', schema: scriptProposalSchema },
  revise: { name: 'step_revision', schema: stepRevisionSchema },
  diagnose: { name: 'run_diagnosis', schema: runDiagnosisSchema },
  reply: { name: 'run_reply', schema: runReplySchema },
  reportProposal: { name: 'report_proposal', schema: reportProposalSchema },
  formDesign: { name: 'form_design', schema: formDesignSchema },
} as const;

/** Keywords strict structured output refuses: our own validation enforces them instead. */
const UNSENT_KEYWORDS = new Set(['$schema', 'minLength', 'maxLength', 'minItems', 'maxItems']);

function withoutUnsent(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutUnsent);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSENT_KEYWORDS.has(key))
      .map(([key, value]) => [key, withoutUnsent(value)]),
  );
}

const sentSchemas = new WeakMap<z.ZodType, Record<string, unknown>>();

/** The JSON Schema sent in response_format: strict-mode keywords only (no `$schema`, no length bounds); made once per schema. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  let sent = sentSchemas.get(schema);
  if (!sent) {
    sent = withoutUnsent(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'output' })) as Record<string, unknown>;
    sentSchemas.set(schema, sent);
  }
  return sent;
}

/** A zod error in a few plain lines, to show the model what to correct. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 8)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('; ');
}
