// @milestone/ai-offline: the AI builder's offline reading of a request (understand/), its program
// (program.ts) and the Python it compiles to (codegen/), the questions, plan and step revisions it
// answers with, and the run assistant's offline diagnosis (diagnose/). Pure TypeScript: no Nest, no
// I/O; svc-tasks runs the scripts (its OfflineAiProvider is `offlineBuilder` behind AiProvider).
export * from './types.js';
export { RUN_MESSAGE_KINDS, classifyRunMessage, type RunMessageKind } from './run-message.js';
export { buildScript, offlineBuilder, refusalMessage, type BuiltScript, type OfflineImplementation } from './builder.js';
export * from './program.js';
export { compileProgram, outputFileName, ProgramError, TASK_PART_MARKER } from './codegen/compile-program.js';
export { RUNTIME_PRELUDE } from './codegen/runtime-prelude.js';
export { normaliseColumnName, resolveColumn } from './codegen/resolve-column.js';
export { bindScriptColumns, missingColumnsMessage, type ScriptBinding } from './codegen/bind-script.js';
export { RESOLVE_COLUMN_CASES } from './codegen/resolve-column.cases.js';
export { closestName, nameSimilarity, normaliseName } from './diagnose/closest-name.js';
export { changeOffline, diagnoseOffline, failingStep, replyOffline } from './diagnose/diagnose.js';
export { planOffline, applyAnswers, type OfflinePlan } from './plan.js';
export {
  BLANK_OPTIONS,
  FORMAT_OPTIONS,
  PERIOD_AS_DESCRIBED,
  PERIODS,
  QUESTION,
  REPORT_BUSINESS_UNITS,
  REPORT_GROUPINGS,
  REPORT_JOB_STATUSES,
  REPORT_MEASURES,
  SERVICE_TITAN_DATA,
  requirementsOffline,
  type ReportProposalValue,
} from './requirements.js';
export { reviseStepsOffline } from './revise-steps.js';
export { CLARIFY_PREFIX, KEEP_AS_STEP, LEAVE_OUT, clarifyAnswer, clarifyQuestions } from './clarify.js';
export { EVERYDAY_RULES, rewriteEveryday, type EverydayRule } from './understand/everyday.js';
export { read, readingText, understand, toUnderstanding, type ClauseReading, type Reading } from './understand/understand.js';
export { resolveAgainstSample } from './understand/resolve-sample.js';
