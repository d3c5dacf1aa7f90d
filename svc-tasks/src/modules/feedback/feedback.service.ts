import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { TASK_UPDATED_V1 } from '@milestone/contracts';
import { AI_PROVIDER, AiProviderError, type AiProvider } from '../ai/ai-provider.js';
import type { AiCallContext, ChatTurn, InputSample, RunDiagnosis, RunReply } from '../ai/ai.types.js';
import { AiService } from '../ai/ai.service.js';
import { AiNotBuiltError } from '../ai/ai.errors.js';
import { StepService } from '../steps/step.service.js';
import { withIds } from '../steps/step-routes.service.js';
import { normalizeInstructions, stepsOfInstructions } from '../task/instructions.js';
import { ExecutionRepository } from '../execution/execution.repository.js';
import type { ExecutionEntity } from '../execution/execution.entity.js';
import { ExecutionNotFoundError } from '../execution/execution.errors.js';
import { TaskRepository } from '../task/task.repository.js';
import type { TaskEntity } from '../task/task.entity.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { toTaskDto, toTaskUpdatedEvent } from '../task/task.mapper.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast, type AccessLevel } from '../access/access.js';
import { ScriptService } from '../script/script.service.js';
import { ScriptEditForbiddenError } from '../script/script.errors.js';
import { FeedbackRepository, type NewFeedbackMessage } from './feedback.repository.js';
import type { FeedbackConversationEntity } from './feedback-conversation.entity.js';
import type { FeedbackMessageEntity } from './feedback-message.entity.js';
import {
  assistantFailed,
  ConversationNotFoundError,
  FeedbackMessageNotFoundError,
  NoProposalError,
  RunOfAnotherTaskError,
  SEND_FAILED,
  START_FAILED,
  StaleChangeError,
  StaleProposalError,
} from './feedback.errors.js';
import { changeProposalOf, isChange, proposalIn, proposalOf, runContextOf, scriptHash, type ChangeProposal } from './proposal.js';
import { sampleRunInputs } from './run-inputs.js';
import { ScriptCheck } from '../ai/script-check/script-check.service.js';
import { FEEDBACK_TITLE_MAX_LENGTH, type AppliedFeedbackFixDto } from './dto/feedback-requests.dto.js';

export interface StartConversationInput {
  taskId: number;
  executionId?: number;
  title?: string;
}

/**
 * Conversations with the assistant about a task's runs: a failed run's conversation opens with the
 * diagnosis (and a corrected script when one can be proposed); every message is answered with the
 * run in view; Apply saves a proposal as the task's new script. A conversation is visible to whoever
 * sees its task; applying takes task admin or above, as any script edit.
 */
@Injectable()
export class FeedbackService {
  private readonly logger = new Logger(FeedbackService.name);

  constructor(
    private readonly feedback: FeedbackRepository,
    private readonly tasks: TaskRepository,
    private readonly executions: ExecutionRepository,
    private readonly access: TaskAccess,
    private readonly scripts: ScriptService,
    private readonly outbox: Outbox,
    private readonly check: ScriptCheck,
    @Inject(AI_PROVIDER) private readonly ai: AiProvider,
    private readonly builder: AiService,
    private readonly steps: StepService,
  ) {}

  async listConversations(caller: AuthUser, taskId: number, executionId?: number): Promise<FeedbackConversationEntity[]> {
    await this.visibleTask(caller, taskId);
    return this.feedback.listConversations(caller.companyId, taskId, executionId);
  }

  async start(caller: AuthUser, input: StartConversationInput): Promise<{ conversation: FeedbackConversationEntity; messages: FeedbackMessageEntity[] }> {
    const { task } = await this.visibleTask(caller, input.taskId);
    const run = input.executionId === undefined ? null : await this.runOf(caller, task, input.executionId);
    const first: NewFeedbackMessage[] = [];
    if (run?.status === 'failed') {
      const context = { ...runContextOf(task, run), inputs: await this.inputsOf(run) };
      const diagnosis = await this.ask(START_FAILED, () => this.ai.diagnoseRun(context, this.callContext(caller, task)));
      first.push(await this.assistantMessage(task, diagnosis));
    }
    const title = (input.title || (run ? `Run #${run.id}` : task.name)).slice(0, FEEDBACK_TITLE_MAX_LENGTH);
    return this.outbox.transaction((manager) =>
      this.feedback.insertConversation(manager, caller.companyId, { taskId: task.id, executionId: run?.id ?? null, title, createdBy: caller.id }, first),
    );
  }

  async listMessages(caller: AuthUser, conversationId: number): Promise<FeedbackMessageEntity[]> {
    await this.visibleConversation(caller, conversationId);
    return this.feedback.listMessages(caller.companyId, conversationId);
  }

  /**
   * The user's message and the assistant's reply, saved together once the reply is there: when the
   * assistant fails, nothing is saved and the user sends it again.
   */
  async send(
    caller: AuthUser,
    conversationId: number,
    input: { content: string; taskId?: number },
  ): Promise<{ message: FeedbackMessageEntity; reply: FeedbackMessageEntity }> {
    const { conversation, task } = await this.visibleConversation(caller, conversationId);
    // The conversation under another task (the caller's or any company's) is no conversation of that task: 404 as for an id of no one.
    if (input.taskId !== undefined && input.taskId !== conversation.taskId) throw new ConversationNotFoundError();
    const run = conversation.executionId === null ? null : await this.executions.findById(caller.companyId, conversation.executionId);
    const history: ChatTurn[] = (await this.feedback.listMessages(caller.companyId, conversation.id)).map((m) => ({ role: m.role, content: m.content }));
    const ofTask = run?.taskId === task.id ? run : null;
    const context = { ...runContextOf(task, ofTask), inputs: await this.inputsOf(ofTask) };
    const answer = await this.ask(SEND_FAILED, () => this.ai.reply({ run: context, history, message: input.content }, this.callContext(caller, task)));
    const replied =
      answer.kind === 'change' && answer.steps
        ? await this.changeMessage(caller, task, answer.steps, answer, input.content)
        : await this.assistantMessage(task, answer);
    const [message, reply] = await this.outbox.transaction((manager) =>
      this.feedback.addMessages(manager, conversation, [{ role: 'user', content: input.content, metadata: {}, createdBy: caller.id }, replied]),
    );
    return { message: message!, reply: reply! };
  }

  /**
   * Saves the script a message proposed as the task's new script version (source 'ai'), when the
   * task's script is still the one it was made from (else 409: the user asks again). A proposed
   * change of the task saves its steps first (a new step version, source 'ai', with the request),
   * when the steps too are still those it was made from. Applying it a second time answers the
   * version it was saved as.
   */
  async apply(caller: AuthUser, conversationId: number, messageId: number): Promise<AppliedFeedbackFixDto> {
    const { conversation } = await this.visibleConversation(caller, conversationId);
    await this.scripts.assertMayEdit(caller, conversation.taskId);
    const message = (await this.feedback.listMessages(caller.companyId, conversation.id)).find((m) => m.id === messageId);
    if (!message) throw new FeedbackMessageNotFoundError();
    const proposal = proposalIn(message.metadata);
    if (!proposal) throw new NoProposalError();
    await this.scripts.assertValidSyntax(proposal.script);
    const { task, level, appliedVersion } = await this.outbox.transaction(async (manager) => {
      const task = await this.tasks.lockForUpdate(manager, caller.companyId, conversation.taskId);
      if (!task) throw new TaskNotFoundError();
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (level === null) throw new TaskNotFoundError();
      if (!atLeast(level, 'admin')) throw new ScriptEditForbiddenError();
      const locked = await this.feedback.lockMessage(manager, caller.companyId, conversation.id, messageId);
      if (!locked) throw new FeedbackMessageNotFoundError();
      const current = scriptHash(task.pythonScript);
      const applied = typeof locked.metadata['appliedVersion'] === 'number';
      if (applied && current === scriptHash(proposal.script)) return { task, level, appliedVersion: locked.metadata['appliedVersion'] as number };
      if (isChange(proposal)) {
        if (current !== proposal.baseVersion || scriptHash(task.instructions) !== proposal.baseSteps) throw new StaleChangeError();
        await this.saveSteps(manager, caller, task, proposal, locked.content);
      } else if (current !== proposal.baseVersion) throw new StaleProposalError();
      const saved = await this.scripts.saveScript(manager, task, proposal.script, 'ai', caller.id);
      return { task: saved ?? task, level, appliedVersion: null };
    });
    if (appliedVersion !== null) return { task: toTaskDto(task, level), version: appliedVersion };
    const version = await this.latestScriptVersion(caller, task.id);
    await this.markApplied(caller, conversation.id, messageId, version);
    return { task: toTaskDto(task, level), version };
  }

  /** A proposed change's steps as the task's new steps (a step version, source 'ai'), in the Apply's transaction. */
  private async saveSteps(manager: EntityManager, caller: AuthUser, task: TaskEntity, proposal: ChangeProposal, answer: string): Promise<void> {
    const instructions = normalizeInstructions(JSON.stringify(withIds(stepsOfInstructions(task.instructions), proposal.steps)));
    await this.steps.record(manager, task, instructions, 'ai', caller.id, proposal.request || null, answer);
    if (instructions === task.instructions) return;
    task.instructions = instructions;
    Object.assign(task, await this.tasks.save(manager, caller.companyId, task));
    await this.outbox.add(manager, TASK_UPDATED_V1, toTaskUpdatedEvent(task, ['instructions'], caller.id));
  }

  /**
   * A request to change the task answered: the new steps and the script built and checked from them
   * (as the step editor's AI request builds it, on the task's input files), proposed as diffs;
   * nothing is saved. Steps no script can be built from are said so, with no proposal.
   */
  private async changeMessage(caller: AuthUser, task: TaskEntity, steps: string[], answer: RunReply, request: string): Promise<NewFeedbackMessage> {
    try {
      const checked = await this.builder.checkedScript(caller, task, steps);
      const proposal = changeProposalOf(task, steps, checked.proposal.script, request);
      return { role: 'assistant', content: `${answer.explanation} ${checked.check.detail}`, metadata: { proposal }, createdBy: null };
    } catch (error) {
      if (!(error instanceof AiNotBuiltError)) throw error;
      return {
        role: 'assistant',
        content: `${answer.explanation}\n\nNo script could be built from the new steps: ${error.message} Nothing was changed.`,
        metadata: {},
        createdBy: null,
      };
    }
  }

  private async latestScriptVersion(caller: AuthUser, taskId: number): Promise<number> {
    const [latest] = await this.scripts.listVersions(caller, taskId);
    return latest?.version ?? 0;
  }

  private async markApplied(caller: AuthUser, conversationId: number, messageId: number, version: number): Promise<void> {
    await this.outbox.transaction(async (manager) => {
      const message = await this.feedback.lockMessage(manager, caller.companyId, conversationId, messageId);
      if (!message) return;
      message.metadata = { ...message.metadata, appliedVersion: version };
      await this.feedback.saveMessage(manager, message);
    });
  }

  private inputsOf(run: ExecutionEntity | null): Promise<InputSample[]> {
    return sampleRunInputs(this.check, run, (message) => this.logger.warn(message));
  }

  /** The assistant's answer as a message; a corrected script is offered only when Python compiles it (a model may write one that does not). */
  private async assistantMessage(task: TaskEntity, answer: RunDiagnosis): Promise<NewFeedbackMessage> {
    const proposal = proposalOf(task.pythonScript, answer.script);
    const compileError = proposal ? await this.check.compileError(proposal.script) : null;
    if (compileError) {
      const content = `${answer.explanation}\n\nThe corrected script I wrote does not compile (${compileError}), so it is not offered. Ask again.`;
      return { role: 'assistant', content, metadata: {}, createdBy: null };
    }
    return { role: 'assistant', content: answer.explanation, metadata: proposal ? { proposal } : {}, createdBy: null };
  }

  /** The provider's answer; its failure answered with the screen's text (`failed`) and the plain reason. */
  private async ask<T>(failed: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AiProviderError) throw assistantFailed(failed, error.outcome, error.message);
      this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw assistantFailed(failed, 'error', 'The assistant failed unexpectedly');
    }
  }

  private callContext(caller: AuthUser, task: TaskEntity): AiCallContext {
    return { companyId: caller.companyId, userId: caller.id, taskId: task.id };
  }

  /** The caller's task and their level on it; 404 when they do not see it. */
  private async visibleTask(caller: AuthUser, taskId: number): Promise<{ task: TaskEntity; level: AccessLevel }> {
    const task = await this.tasks.findById(caller.companyId, taskId);
    if (!task) throw new TaskNotFoundError();
    const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task);
    if (level === null) throw new TaskNotFoundError();
    return { task, level };
  }

  /** A conversation of the caller's company whose task they see; 404 'Conversation not found' otherwise. */
  private async visibleConversation(caller: AuthUser, id: number): Promise<{ conversation: FeedbackConversationEntity; task: TaskEntity }> {
    const conversation = await this.feedback.findConversation(caller.companyId, id);
    if (!conversation) throw new ConversationNotFoundError();
    const task = await this.tasks.findById(caller.companyId, conversation.taskId);
    if (!task || (await this.access.levelOf(this.access.subjectOfCaller(caller), task)) === null) throw new ConversationNotFoundError();
    return { conversation, task };
  }

  /** A run of the caller's company that belongs to `task`. */
  private async runOf(caller: AuthUser, task: TaskEntity, executionId: number): Promise<ExecutionEntity> {
    const run = await this.executions.findById(caller.companyId, executionId);
    if (!run) throw new ExecutionNotFoundError();
    if (run.taskId !== task.id) throw new RunOfAnotherTaskError();
    return run;
  }
}
