import type { InputSample } from '../ai/ai.types.js';
import type { ScriptCheck } from '../ai/script-check/script-check.service.js';
import type { ExecutionEntity } from '../execution/execution.entity.js';

/** A failure the script explained itself (its Milestone*Error names the columns or sheets), or one no input explains. */
const EXPLAINED = /\bMilestone\w*Error:|^(?:Time|CPU time|Memory|File size|Process|Output) limit of |^Cancelled by a user/;

/**
 * The run's first input as the assistant reads it (its sheets, headers and first rows), for a run
 * that failed on a Python error of its own (a hand-written `row['Hours']`): the sample names the
 * columns that exist, read by an execution worker in its sandbox. Nothing for other runs (the
 * script's own error names them, or the input is not the cause), and nothing when the file cannot
 * be read or no worker answers: the assistant answers without it.
 */
export async function sampleRunInputs(
  check: Pick<ScriptCheck, 'sample'>,
  run: Pick<ExecutionEntity, 'companyId' | 'status' | 'error' | 'inputFileIds'> | null,
  warn: (message: string) => void,
): Promise<InputSample[]> {
  if (!run || run.status !== 'failed' || run.inputFileIds.length === 0 || EXPLAINED.test(run.error ?? '')) return [];
  try {
    const sample = await check.sample(run.companyId, run.inputFileIds.slice(0, 1));
    return sample ? [sample] : [];
  } catch (error) {
    warn(`the run's input could not be sampled for the assistant: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}
