import { Injectable, Logger } from '@nestjs/common';
import { NatsClient, Outbox, type AuthUser } from '@milestone/nest-kit';
import { EXECUTION_CANCEL_SUBJECT, EXECUTION_FINISHED_V1, type ExecutionCancelMessage, type ExecutionLogV1 } from '@milestone/contracts';
import { ExecutionQueue } from './execution-queue.js';
import { ExecutionEnds } from './execution-ends.js';
import { ExecutionRepository, type ExecutionDayCounts } from './execution.repository.js';
import type { ExecutionEntity } from './execution.entity.js';
import {
  BadIdempotencyKeyError,
  CancelForbiddenError,
  ExecutionNotFoundError,
  PayReportTaskNotFoundError,
  RetryRefusedError,
  RunFinishedError,
} from './execution.errors.js';
import { isFinal, mayCancel, toExecutionDto, toExecutionLogText, toListedExecutionDto } from './execution.mapper.js';
import { assertRunnable, FILE_TASK_TYPES, kindOf, parametersOfExecute, readExecuteBody, runParameters } from './run-rules.js';
import { TECHNICIAN_PAY_REPORT } from '../task/starter-tasks.js';
import { TaskRepository } from '../task/task.repository.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import type { TaskEntity } from '../task/task.entity.js';
import { CompanyUserRepository } from '../company-user/company-user.repository.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast, type AccessLevel } from '../access/access.js';
import { DEFAULT_EXECUTION_PAGE } from './dto/list-executions.query.dto.js';
import { DEFAULT_STATS_DAYS } from './dto/execution-stats.dto.js';
import type { ExecutionDto } from './dto/execution.dto.js';
import type { ExecutionRuntimeDto, RuntimeSandboxState } from './dto/execution-runtime.dto.js';
import type { SandboxMode } from './execution-worker.entity.js';

export const CANCELLED_BY_USER = 'Cancelled by a user';

/** A worker is live while its heartbeat is younger than this. */
export const LIVE_WORKER_MS = 30_000;

export interface ListExecutionsInput {
  taskId?: number;
  status?: ExecutionEntity['status'];
  kind?: ExecutionEntity['kind'];
  from?: string;
  to?: string;
  startedBy?: number;
  limit?: number;
  offset?: number;
}

/** An Idempotency-Key as sent (visible ASCII, at most 200 characters: a UUID fits many times). */
function checkedIdempotencyKey(header: string): string {
  if (!/^[\x21-\x7e]{1,200}$/.test(header)) throw new BadIdempotencyKeyError();
  return header;
}

/** The sandbox state the health pages show for the live workers' modes. */
export function sandboxStateOf(modes: SandboxMode[]): RuntimeSandboxState {
  if (modes.length === 0) return 'no-worker';
  if (modes.includes('off')) return 'off';
  if (modes.includes('on')) return 'on';
  return 'unavailable';
}

/**
 * Runs as users see them: queue one (Run Task, the pay report, Retry), cancel one, read them.
 * Every member of a company is at least viewer on its tasks: they see and run every run of the
 * company; cancelling takes the starter or task admin and above.
 */
/** How long Run Task waits for the event of an upload that svc-files has already answered. */
const INPUT_ARRIVAL_WAIT_MS = 2000;
const INPUT_ARRIVAL_POLL_MS = 100;
/** A blocking read (GET /api/executions/{id}?wait=) reads the run again at least this often, an end event heard or not. */
const WAIT_RECHECK_MS = 1000;

@Injectable()
export class ExecutionService {
  private readonly logger = new Logger(ExecutionService.name);

  constructor(
    private readonly executions: ExecutionRepository,
    private readonly queue: ExecutionQueue,
    private readonly tasks: TaskRepository,
    private readonly users: CompanyUserRepository,
    private readonly access: TaskAccess,
    private readonly outbox: Outbox,
    private readonly nats: NatsClient,
    private readonly ends: ExecutionEnds,
  ) {}

  /**
   * Run Task: a card (no body) or a form (`dateCreated`, `formData` as JSON text). With an
   * `idempotencyKey`, the run the caller queued of this task with that key, when there is one
   * (`replayed`: nothing new is queued), or a new run that the key names from then on.
   */
  async execute(
    caller: AuthUser,
    taskId: number,
    rawBody: unknown,
    waitSeconds?: number,
    idempotencyKey?: string,
  ): Promise<{ execution: ExecutionDto; replayed: boolean }> {
    const key = idempotencyKey === undefined ? undefined : checkedIdempotencyKey(idempotencyKey);
    const body = readExecuteBody(rawBody);
    const runnable = await this.runnableTask(caller, taskId);
    const earlier = key === undefined ? null : await this.executions.findByIdempotencyKey(caller.companyId, taskId, caller.id, key);
    if (earlier) return { execution: await this.follow(caller, earlier.id, waitSeconds ?? 0, null), replayed: true };
    const task = await this.withArrivingInputs(caller, runnable.task);
    const kind = kindOf(task);
    assertRunnable(task, kind, task.inputFileCount);
    const parameters = runParameters(kind, parametersOfExecute(body), task);
    return this.enqueue(caller, { task, level: runnable.level }, parameters, task.inputFileIds, null, waitSeconds, key);
  }

  /**
   * POST /api/tasks/execute (the pay report page): the task (`taskId`, or without one the
   * company's Technician Pay Report, found by its name) run with `parameters`: a pay report's
   * checked and stored normalised (runParameters), any other task's as its script reads them.
   */
  async run(caller: AuthUser, taskId: number | undefined, parameters: Record<string, unknown> | undefined, waitSeconds?: number): Promise<ExecutionDto> {
    const runnable = taskId === undefined ? await this.payReportTask(caller) : await this.runnableTask(caller, taskId);
    const task = await this.withArrivingInputs(caller, runnable.task);
    const kind = kindOf(task);
    assertRunnable(task, kind, task.inputFileCount);
    const stored = runParameters(kind, parameters ?? {}, task);
    return (await this.enqueue(caller, { task, level: runnable.level }, stored, task.inputFileIds, null, waitSeconds)).execution;
  }

  /** A new run of a failed or cancelled one: its inputs and parameters, started by the caller. */
  async retry(caller: AuthUser, id: number): Promise<ExecutionDto> {
    const old = await this.executions.findById(caller.companyId, id);
    if (!old) throw new ExecutionNotFoundError();
    const runnable = await this.runnableTask(caller, old.taskId);
    if (old.status !== 'failed' && old.status !== 'cancelled') throw new RetryRefusedError();
    assertRunnable(runnable.task, old.kind, old.inputFileIds.length);
    return (await this.enqueue(caller, runnable, runParameters(old.kind, old.parameters ?? {}), old.inputFileIds, old)).execution;
  }

  /**
   * Cancels a run: a pending one ends `cancelled` at once (its message finds it final); a running
   * one is asked to stop (cancelRequestedAt, and the workers hear it on core NATS at once).
   */
  async cancel(caller: AuthUser, id: number): Promise<ExecutionDto> {
    const subject = this.access.subjectOfCaller(caller);
    const { run, task, level } = await this.outbox.transaction(async (manager) => {
      const run = await this.executions.lockForUpdate(manager, caller.companyId, id);
      if (!run) throw new ExecutionNotFoundError();
      const task = (await this.tasks.tasksOfRuns(caller.companyId, [run.taskId])).get(run.taskId);
      const level = task ? await this.access.levelOf(subject, task, manager) : null;
      if (!mayCancel(run, caller.id, level)) throw new CancelForbiddenError();
      if (isFinal(run)) throw new RunFinishedError();
      const now = new Date();
      run.cancelRequestedAt ??= now;
      if (run.status === 'pending') {
        const log: ExecutionLogV1 = { success: false, error: CANCELLED_BY_USER, stderr: null, stdout: null, detailedError: null };
        Object.assign(run, { status: 'cancelled', endTime: now, error: CANCELLED_BY_USER, log });
        await this.outbox.add(manager, EXECUTION_FINISHED_V1, {
          executionId: run.id,
          taskId: run.taskId,
          companyId: run.companyId,
          status: 'failed',
          log,
          startedAt: run.startTime?.toISOString() ?? null,
          endedAt: now.toISOString(),
          at: now.toISOString(),
        });
      }
      return { run: await this.executions.save(manager, caller.companyId, run), task, level };
    });
    if (run.status === 'running') this.publishCancel(run.id);
    const names = await this.users.namesOf(caller.companyId, run.startedBy === null ? [] : [run.startedBy]);
    return toExecutionDto(run, { task, level, callerId: caller.id, startedByName: names.get(run.startedBy ?? 0) ?? null });
  }

  /**
   * A run of the caller's company. With `waitSeconds`, a run that has not ended is read again the
   * moment its end is heard (and at least every second) until it ends or the wait is over.
   */
  get(caller: AuthUser, id: number, waitSeconds?: number): Promise<ExecutionDto> {
    return this.follow(caller, id, waitSeconds ?? 0, null);
  }

  /**
   * Reads run `id` of the caller's company, waiting up to `waitSeconds` for its end; `known`: the
   * rest of the answer when the caller has it already (Run Task).
   */
  private async follow(caller: AuthUser, id: number, waitSeconds: number, known: ((run: ExecutionEntity) => ExecutionDto) | null): Promise<ExecutionDto> {
    const deadline = Date.now() + waitSeconds * 1000;
    let run: ExecutionEntity | null;
    // A waiting read works out the rest of the answer while it waits; only the row is read again.
    let context: Promise<(run: ExecutionEntity) => ExecutionDto> | null = known ? Promise.resolve(known) : null;
    for (;;) {
      // Watched before the read: an end between the read and the wait is not missed.
      const watch = waitSeconds ? this.ends.watch(id) : null;
      try {
        run = await this.executions.findById(caller.companyId, id);
        const left = deadline - Date.now();
        if (!run || !watch || isFinal(run) || left <= 0) break;
        if (!context) {
          context = this.contextOf(caller, [run]);
          context.catch(() => undefined); // awaited below; a failure there is the answer's
        }
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([watch.ended, new Promise((resolve) => (timer = setTimeout(resolve, Math.min(left, WAIT_RECHECK_MS))))]);
        clearTimeout(timer);
      } finally {
        watch?.close();
      }
    }
    if (!run) throw new ExecutionNotFoundError();
    return (await (context ?? this.contextOf(caller, [run])))(run);
  }

  /** A page of the company's runs, newest first, and how many match in all: four queries whatever the page holds. */
  async list(caller: AuthUser, input: ListExecutionsInput): Promise<[ExecutionDto[], number]> {
    const [runs, total] = await this.executions.list(caller.companyId, {
      taskId: input.taskId,
      status: input.status,
      kind: input.kind,
      from: input.from,
      to: input.to,
      startedBy: input.startedBy,
      limit: input.limit ?? DEFAULT_EXECUTION_PAGE,
      offset: input.offset ?? 0,
    });
    return [(await this.toDtos(caller, runs)).map(toListedExecutionDto), total];
  }

  /** The run's log as a text file (name, content). */
  async logText(caller: AuthUser, id: number): Promise<{ fileName: string; text: string }> {
    const run = await this.executions.findById(caller.companyId, id);
    if (!run) throw new ExecutionNotFoundError();
    const task = (await this.tasks.tasksOfRuns(caller.companyId, [run.taskId])).get(run.taskId);
    return { fileName: `execution-${run.id}-log.txt`, text: toExecutionLogText(run, task?.name ?? '') };
  }

  stats(caller: AuthUser, days = DEFAULT_STATS_DAYS): Promise<ExecutionDayCounts[]> {
    return this.executions.countsPerDay(caller.companyId, days);
  }

  async runtime(): Promise<ExecutionRuntimeDto> {
    const workers = await this.executions.liveWorkers(new Date(Date.now() - LIVE_WORKER_MS));
    return {
      sandbox: sandboxStateOf(workers.map((worker) => worker.sandboxMode)),
      workers: workers.map((worker) => ({
        sandboxMode: worker.sandboxMode,
        slots: worker.slots,
        busy: worker.busy,
        heartbeatAt: worker.heartbeatAt.toISOString(),
      })),
    };
  }

  /** The caller's company's (live) task, which every member may run, and the caller's level on it. */
  private async runnableTask(caller: AuthUser, taskId: number): Promise<{ task: TaskEntity; level: AccessLevel | null }> {
    const task = await this.tasks.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task);
    if (!atLeast(level, 'viewer')) throw new TaskNotFoundError();
    return { task, level };
  }

  /** The caller's company's Technician Pay Report (the oldest live task of that name that runs as the pay report). */
  private async payReportTask(caller: AuthUser): Promise<{ task: TaskEntity; level: AccessLevel | null }> {
    const named = (await this.tasks.findByName(caller.companyId, TECHNICIAN_PAY_REPORT)).filter((task) => kindOf(task) === 'report');
    const subject = this.access.subjectOfCaller(caller);
    for (const task of named) {
      const level = await this.access.levelOf(subject, task);
      if (atLeast(level, 'viewer')) return { task, level };
    }
    throw new PayReportTaskNotFoundError();
  }

  /**
   * A file task without inputs yet may have one on its way: svc-files answered the upload before
   * its files.file.uploaded.v1 reached this service (usually milliseconds; more on a busy
   * machine). Run Task right after an upload waits for it up to INPUT_ARRIVAL_WAIT_MS instead of
   * answering 'Please upload a file...' to a user who just did.
   */
  private async withArrivingInputs(caller: AuthUser, task: TaskEntity): Promise<TaskEntity> {
    if (!FILE_TASK_TYPES.includes(task.type) || task.inputFileCount > 0) return task;
    const deadline = Date.now() + INPUT_ARRIVAL_WAIT_MS;
    let current = task;
    while (current.inputFileCount <= 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, INPUT_ARRIVAL_POLL_MS));
      current = (await this.tasks.findById(caller.companyId, task.id)) ?? current;
    }
    return current;
  }

  /** Queues a run of `task` (the caller's level on it known) and answers it as the API shows it. */
  private async enqueue(
    caller: AuthUser,
    { task, level }: { task: TaskEntity; level: AccessLevel | null },
    parameters: Record<string, unknown>,
    inputFileIds: number[],
    retried: ExecutionEntity | null,
    waitSeconds?: number,
    idempotencyKey?: string,
  ): Promise<{ execution: ExecutionDto; replayed: boolean }> {
    const request = {
      companyId: caller.companyId,
      taskId: task.id,
      kind: retried?.kind ?? kindOf(task),
      parameters,
      inputFileIds,
      startedBy: caller.id,
      trigger: retried ? ('retry' as const) : ('manual' as const),
      retryOf: retried?.id ?? null,
    };
    const { run, replayed } =
      idempotencyKey === undefined ? { run: await this.queue.enqueueNow(request), replayed: false } : await this.queue.enqueueOnce(request, idempotencyKey);
    const names = await this.users.namesOf(caller.companyId, [caller.id]);
    const answer = (of: ExecutionEntity) => toExecutionDto(of, { task, level, callerId: caller.id, startedByName: names.get(caller.id) ?? null });
    return { execution: waitSeconds ? await this.follow(caller, run.id, waitSeconds, answer) : answer(run), replayed };
  }

  /** The answers for runs: their tasks, the caller's levels on them and the starters' names, one query each. */
  private async toDtos(caller: AuthUser, runs: ExecutionEntity[]): Promise<ExecutionDto[]> {
    if (runs.length === 0) return [];
    const context = await this.contextOf(caller, runs);
    return runs.map((run) => context(run));
  }

  /** What answering `runs` needs besides their rows (their tasks, levels and starters), as a function of a row. */
  private async contextOf(caller: AuthUser, runs: ExecutionEntity[]): Promise<(run: ExecutionEntity) => ExecutionDto> {
    const tasks = await this.tasks.tasksOfRuns(
      caller.companyId,
      runs.map((run) => run.taskId),
    );
    const starters = runs.flatMap((run) => (run.startedBy === null ? [] : [run.startedBy]));
    const [levels, names] = await Promise.all([
      this.access.levelsOf(this.access.subjectOfCaller(caller), [...tasks.values()]),
      this.users.namesOf(caller.companyId, starters),
    ]);
    return (run) =>
      toExecutionDto(run, {
        task: tasks.get(run.taskId),
        level: levels.get(run.taskId) ?? null,
        callerId: caller.id,
        startedByName: run.startedBy === null ? null : (names.get(run.startedBy) ?? null),
      });
  }

  /** Tells the workers to stop the run now; a worker that misses it reads cancelRequestedAt on its next lease extension. */
  private publishCancel(executionId: number): void {
    const message: ExecutionCancelMessage = { executionId };
    try {
      this.nats.connection().publish(EXECUTION_CANCEL_SUBJECT, JSON.stringify(message));
    } catch (error) {
      this.logger.warn(`cancel of execution ${executionId} not published (${(error as Error).message}); the worker reads cancelRequestedAt`);
    }
  }
}
