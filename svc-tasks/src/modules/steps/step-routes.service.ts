import { HttpException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '@milestone/nest-kit';
import { AI_PROVIDER, type AiProvider } from '../ai/ai-provider.js';
import { AiNotBuiltError, askProvider } from '../ai/ai.errors.js';
import { AiService, contextOf } from '../ai/ai.service.js';
import { TaskService } from '../task/task.service.js';
import { TaskRepository } from '../task/task.repository.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { stepsOfInstructions, type Step } from '../task/instructions.js';
import type { TaskDto } from '../task/dto/task.dto.js';
import { TaskAccess } from '../access/task-access.service.js';
import { StepService } from './step.service.js';
import type { StepVersionEntity } from './step-version.entity.js';
import type { StepVersionRow } from './step-version.repository.js';
import type { StepVersionDto, StepVersionSummaryDto } from './dto/step-version.dto.js';
import type { ScriptFollowDto, StepsAiRequestAnswerDto } from './dto/ai-request.dto.js';

export class StepVersionNotFoundError extends NotFoundException {
  constructor() {
    super('Step version not found');
  }
}

const STEPS_UNCHANGED: ScriptFollowDto = { status: 'unchanged', message: 'The steps did not change, so the script was left as it is.' };

export function toStepVersionSummaryDto(row: StepVersionRow): StepVersionSummaryDto {
  return {
    version: row.version,
    source: row.source,
    request: row.request,
    message: row.message,
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    createdAt: new Date(row.createdAt).toISOString(),
    stepCount: stepsOfInstructions(row.instructions).length,
  };
}

export function toStepVersionDto(row: StepVersionRow): StepVersionDto {
  return { ...toStepVersionSummaryDto(row), steps: stepsOfInstructions(row.instructions) };
}

/**
 * The new list of steps with ids: a step whose text is one of the old steps' keeps that step's id
 * (each old id used once); a new step gets a new id none of the old steps has.
 */
export function withIds(old: Step[], contents: string[]): Step[] {
  const unused = new Map<string, string[]>();
  for (const step of old) unused.set(step.content, [...(unused.get(step.content) ?? []), step.id]);
  const taken = new Set(old.map((step) => step.id));
  let next = old.length;
  return contents.map((content) => {
    const kept = unused.get(content)?.shift();
    if (kept !== undefined) return { id: kept, content };
    let id: string;
    do id = `step-${++next}`;
    while (taken.has(id));
    taken.add(id);
    return { id, content };
  });
}

/** The step versions' routes: list, one, restore, and the AI request that rewrites the steps. */
@Injectable()
export class StepRoutesService {
  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    private readonly ai: AiService,
    private readonly tasks: TaskService,
    private readonly taskRows: TaskRepository,
    private readonly access: TaskAccess,
    private readonly steps: StepService,
  ) {}

  /** The task's step versions, newest first (anyone who sees the task). */
  async list(caller: AuthUser, taskId: number): Promise<StepVersionSummaryDto[]> {
    await this.visibleTask(caller, taskId);
    return (await this.steps.list(caller.companyId, taskId)).map(toStepVersionSummaryDto);
  }

  async get(caller: AuthUser, taskId: number, version: number): Promise<StepVersionDto> {
    await this.visibleTask(caller, taskId);
    const row = await this.steps.findOne(caller.companyId, taskId, version);
    if (!row) throw new StepVersionNotFoundError();
    return toStepVersionDto(row);
  }

  /** Makes an older list of steps the current one: a new version (source 'restore'), task admin or above. */
  async restore(caller: AuthUser, taskId: number, version: number): Promise<TaskDto> {
    await this.tasks.assertMayEditSteps(caller, taskId);
    const row = await this.steps.findOne(caller.companyId, taskId, version);
    if (!row) throw new StepVersionNotFoundError();
    return (await this.tasks.replaceSteps(caller, taskId, row.instructions, { source: 'restore' })).task;
  }

  /**
   * The step editor's AI request: the provider rewrites the steps as asked, they are saved as a
   * new version (source 'ai', with the request and the answer), then the script follows them (as
   * generate-script does; a script that fails its check leaves the task's script and the new steps).
   */
  async aiRequest(caller: AuthUser, taskId: number, request: string): Promise<StepsAiRequestAnswerDto> {
    const task = await this.tasks.assertMayEditSteps(caller, taskId);
    const old = stepsOfInstructions(task.instructions);
    const revision = await askProvider('steps', () =>
      this.provider.reviseSteps({ name: task.name, description: task.description, steps: old.map((s) => s.content), request }, contextOf(caller, taskId)),
    );
    // A revision without steps would leave the task with none: the answer says why instead.
    if (revision.steps.length === 0) throw new AiNotBuiltError(revision.message || 'The request would leave the task without steps. Nothing was changed.');
    const steps = withIds(old, revision.steps);
    const replaced = await this.tasks.replaceSteps(caller, taskId, JSON.stringify(steps), { source: 'ai', request, message: revision.message });
    const saved = await this.steps.findOne(caller.companyId, taskId, (replaced.version as StepVersionEntity).version);
    // Steps left as they were (a request the provider did not act on) leave the script as it is too.
    const script =
      replaced.task.instructions === task.instructions ? { task: replaced.task, follow: STEPS_UNCHANGED } : await this.followScript(caller, taskId);
    return { task: script.task, version: toStepVersionDto(saved!), message: revision.message, script: script.follow };
  }

  /** The script from the new steps: generated and saved, unchanged, or failed (the task keeps its script). */
  private async followScript(caller: AuthUser, taskId: number): Promise<{ task: TaskDto; follow: ScriptFollowDto }> {
    const task = await this.taskRows.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    try {
      const checked = await this.ai.checkedScript(caller, task);
      const saved = await this.ai.saveScript(caller, taskId, checked.proposal.script);
      const follow: ScriptFollowDto = saved.changed
        ? { status: 'generated', message: `The script was regenerated from the new steps. ${checked.check.detail}` }
        : { status: 'unchanged', message: 'The script already does what the new steps say.' };
      return { task: saved.task, follow };
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      return { task: await this.tasks.get(caller, taskId), follow: { status: 'failed', message: error.message } };
    }
  }

  private async visibleTask(caller: AuthUser, taskId: number): Promise<void> {
    await this.tasks.get(caller, taskId);
  }
}
