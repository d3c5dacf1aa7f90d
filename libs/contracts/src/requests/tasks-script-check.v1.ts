/**
 * The check of a task's script, asked by svc-tasks' API of an execution worker over core NATS
 * request-reply (outside every stream: a check is only useful while someone waits for it). The
 * API never runs a task's code nor reads a company's rows: the worker compiles the script, runs it
 * on the task's inputs (a dry run: its outputs are dropped) or reads an input's first rows, each in
 * its sandbox. Workers subscribe in one queue group, so one of them answers; with none
 * subscribed NATS answers "no responders" at once.
 */
export const SCRIPT_CHECK_V1 = 'tasks.script.check.v1' as const;

/** The queue group the execution workers answer checks in. */
export const SCRIPT_CHECK_QUEUE_GROUP = 'svc-tasks-worker' as const;

/** Python's compile() over the script, never running it. */
export interface ScriptCompileCheckV1 {
  check: 'compile';
  script: string;
}

/** The script run on the company's input files (their ids as the task holds them); its outputs are dropped. */
export interface ScriptDryRunCheckV1 {
  check: 'dry-run';
  companyId: number;
  script: string;
  inputFileIds: number[];
}

/** The first input's sheets, header and first rows (what an AI provider is shown). */
export interface InputSampleCheckV1 {
  check: 'sample';
  companyId: number;
  inputFileIds: number[];
}

export type ScriptCheckRequestV1 = ScriptCompileCheckV1 | ScriptDryRunCheckV1 | InputSampleCheckV1;

/** Where and why Python refused the script (SyntaxError's lineno and msg). */
export interface ScriptCompileErrorV1 {
  line: number;
  message: string;
}

export type ScriptDryRunV1 = { ok: true; detail: string } | { ok: false; file: string; error: string; detail: string };

export interface InputSampleV1 {
  fileName: string;
  sheets: Array<{ name: string; columns: string[]; rows: Array<Array<string | number | boolean | null>> }>;
}

export type ScriptCheckResultV1 =
  | { check: 'compile'; compileError: ScriptCompileErrorV1 | null }
  | { check: 'dry-run'; dryRun: ScriptDryRunV1 }
  /** null: the input could not be read as a table. */
  | { check: 'sample'; sample: InputSampleV1 | null };

/**
 * Why a worker could not answer a check: `too-slow` (compile() did not finish within its limit),
 * `inputs-unreadable` (svc-files did not hand over the inputs), `unavailable` (no sandbox on this
 * worker, or the check failed on the worker's side), `invalid` (a request the worker cannot read).
 */
export const SCRIPT_CHECK_FAILURES = ['too-slow', 'inputs-unreadable', 'unavailable', 'invalid'] as const;
export type ScriptCheckFailureV1 = (typeof SCRIPT_CHECK_FAILURES)[number];

export type ScriptCheckReplyV1 = { result: ScriptCheckResultV1 } | { failure: ScriptCheckFailureV1; message: string };
