import type { ChatTurn, RunContext, RunDiagnosis } from '../../ai.types.js';

/** A failed run's cause in plain words, and a corrected script when it can. SKELETON: the ai-feedback helper builds it. */
export function diagnoseOffline(run: RunContext): RunDiagnosis {
  void run;
  throw new Error('diagnoseOffline is not built yet');
}

/** A message in a run's conversation, answered offline. SKELETON: the ai-feedback helper builds it. */
export function replyOffline(input: { run: RunContext; history: ChatTurn[]; message: string }): RunDiagnosis {
  void input;
  throw new Error('replyOffline is not built yet');
}
