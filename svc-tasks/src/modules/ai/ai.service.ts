import { Inject, Injectable, Logger } from '@nestjs/common';
import { Outbox, type AuthUser } from '@milestone/nest-kit';
import { AI_PROVIDER, AiProviderError, type AiProvider } from './ai-provider.js';
import type {
  AiCallContext,
  AiTaskType,
  ImplementationDetails,
  InputSample,
  RequirementAnswers,
  RequirementQuestion,
  ScriptProposal,
  TaskPlan,
} from './ai.types.js';
import { AiNotBuiltError, askProvider } from './ai.errors.js';
import { ScriptCheck } from './script-check/script-check.service.js';
import type { GeneratePlanDto, GenerateRequirementsDto, ImplementTaskDto, TaskPlanWithNotesDto } from './dto/ai-requests.dto.js';
import type { GenerateScriptAnswerDto, ScriptCheckDto } from './dto/ai-answers.dto.js';
import { TaskService } from '../task/task.service.js';
import { TaskRepository } from '../task/task.repository.js';
import type { TaskEntity } from '../task/task.entity.js';
import { TaskNotFoundError } from '../task/task.errors.js';
import { toTaskDto } from '../task/task.mapper.js';
import type { TaskDto } from '../task/dto/task.dto.js';
import { stepsOfInstructions } from '../task/instructions.js';
import { ScriptService } from '../script/script.service.js';
import { ScriptEditForbiddenError } from '../script/script.errors.js';
import { TaskAccess } from '../access/task-access.service.js';
import { atLeast } from '../access/access.js';
import type { ReportFromRequestReplyV1, ReportProposalV1 } from '@milestone/contracts';
import { dataWords, modelFallbackNote, proposalOf, reportImplementation, reportPlan, withChoices } from './reporting/api-reporting.js';
import { ReportReader } from './reporting/report-reader.js';
import { designForm, readFormDefinition } from '@milestone/contracts/forms';
import { formImplementation, formPlan, modelFormNote, readsAsForm, type DesignedForm } from './forms/form-tasks.js';
import { REPHRASE_PREFIX, withStepsToRephrase } from './rephrase.js';

/** The type create-with-ai gives the provider: the quick creator asks for none, and most of the company's tasks are spreadsheets. */
export const QUICK_CREATE_TASK_TYPE: AiTaskType = 'excel-processing';

export const NO_INPUT_DETAIL = 'The task has no input file yet: upload one and the next script is tried on it before it is saved.';

/** A generated script that passed its check, not saved yet. */
export interface CheckedScript {
  proposal: ScriptProposal & { script: string };
  check: ScriptCheckDto;
}

/** The answers a user would give by accepting every proposed value. */
export function proposedAnswers(questions: RequirementQuestion[]): RequirementAnswers {
  return Object.fromEntries(questions.filter((q) => q.value !== undefined).map((q) => [q.id, q.value]));
}

/** The sample a request carries, as the provider takes it (none: no key, not `sample: undefined`). */
export function sampleOf(input: { sample?: InputSample }): { sample?: InputSample } {
  return input.sample ? { sample: input.sample } : {};
}

/** A trailing period off a sentence that goes inside another. */
function clause(text: string): string {
  return text.trim().replace(/\.+$/, '');
}

/**
 * The AI builder: the wizard's calls (requirements, plan, implementation), the quick creator
 * (create-with-ai) and a task's script from its steps (generate-script), each through the one
 * AiProvider. A script is checked before it is returned or saved (ScriptCheck): it must compile,
 * and where the task has an input file it must run on it.
 */
@Injectable()
export class AiService {
  private readonly logger = new Logger(AiService.name);

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider,
    private readonly check: ScriptCheck,
    private readonly tasks: TaskService,
    private readonly taskRows: TaskRepository,
    private readonly scripts: ScriptService,
    private readonly access: TaskAccess,
    private readonly outbox: Outbox,
    private readonly reports: ReportReader,
  ) {}

  async requirements(caller: AuthUser, input: GenerateRequirementsDto): Promise<{ requirements: RequirementQuestion[]; message: string }> {
    const answer = await askProvider('requirements', () =>
      this.provider.generateRequirements({ description: input.description, taskType: input.taskType, ...sampleOf(input) }, contextOf(caller)),
    );
    if (input.taskType !== 'api-reporting') return answer;
    // The provider's message speaks of spreadsheet steps; a report is read by svc-reporting.
    const { reply, notes } = await this.readReport(caller, input.description, {}, await this.modelProposal(caller, input.description, {}));
    const message =
      'reading' in reply
        ? `I read this as the report: ${reply.reading.summary}.${reply.reading.notUnderstood.length ? ` I did not understand ${reply.reading.notUnderstood.map((w) => `"${w}"`).join(', ')}.` : ''} Check the period below.`
        : reply.message;
    return { ...answer, message: [message, ...notes].join(' ') };
  }

  async plan(caller: AuthUser, input: GeneratePlanDto): Promise<TaskPlanWithNotesDto> {
    const answers = input.requirements ?? {};
    const plan = await askProvider('plan', () =>
      this.provider.generatePlan({ description: input.description, taskType: input.taskType, answers, ...sampleOf(input) }, contextOf(caller)),
    );
    const notes = (plan as TaskPlan & { notes?: unknown }).notes;
    const withNotes = { ...plan, notes: Array.isArray(notes) ? notes.filter((note): note is string => typeof note === 'string') : [] };
    if (input.taskType === 'form-processing') {
      const design = await this.designedForm(caller, input.description, answers);
      // A designed form is named by its title; the steps the task gets are the form's (implement).
      return design ? { ...withNotes, ...formPlan(design), notes: [design.reading, ...design.notes] } : withNotes;
    }
    if (input.taskType !== 'api-reporting') return withNotes;
    const { reply, notes: readingNotes } = await this.readReport(
      caller,
      input.description,
      answers,
      await this.modelProposal(caller, input.description, answers),
    );
    const planned = reportPlan(withNotes, reply);
    return { ...planned, notes: [...planned.notes, ...readingNotes] };
  }

  async implement(caller: AuthUser, input: ImplementTaskDto): Promise<ImplementationDetails> {
    const { name, description, type, estimatedComplexity, features, sections, dataFlow, apiEndpoints } = input.plan;
    const plan: TaskPlan = { name, description, type, estimatedComplexity, features, sections, dataFlow, apiEndpoints };
    const answers = input.requirements ?? {};
    if (type === 'api-reporting') {
      // The plan's step is the report in words (as reportPlan wrote it, or as the person edited it): it
      // is read again, without the model: svc-reporting's own summary reads back to the same report,
      // and a model reading it could only drift from it (its dates read as fixed days, not 'last month').
      const words =
        dataFlow
          .map((s) => s.trim())
          .filter(Boolean)
          .join('. ') || description;
      return reportImplementation((await this.readReport(caller, words, answers)).reply, this.provider);
    }
    if (type === 'form-processing') {
      // The form is designed from the plan's description as the person reviewed it (the data flow is
      // the planner's file steps, not the form's words).
      const design = await this.designedForm(caller, description.trim() || dataFlow.join('. '), answers);
      if (design) return formImplementation(design, this.provider);
    }
    const details = await askProvider('implement', () => this.provider.implementTask({ plan, answers, ...sampleOf(input) }, contextOf(caller)));
    return withStepsToRephrase(await this.compiled(details));
  }

  /**
   * A form-processing description's form: null when the words ask for the load calculator (the
   * form-processing task without a form of its own). A model designs it when the provider is one;
   * a model's form that readFormDefinition refuses, or a model that fails, leaves the offline
   * designer's form, with a note saying so.
   */
  private async designedForm(caller: AuthUser, words: string, answers: RequirementAnswers): Promise<DesignedForm | null> {
    const offline = designForm(words);
    if (offline.kind === 'load-calculation') return null;
    const design = this.provider.designForm;
    if (!design) return offline;
    let reason: string;
    try {
      const read = readFormDefinition(await design.call(this.provider, { description: words, answers }, contextOf(caller)));
      if (read.ok)
        return {
          kind: 'form',
          definition: read.definition,
          reading: `The model designed the form "${read.definition.title}". It prints as filled in.`,
          notes: [],
        };
      reason = read.message;
    } catch (error) {
      reason = error instanceof AiProviderError ? error.message : 'the call failed';
      this.logger.warn(`${this.provider.name}: no form design for company ${caller.companyId}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return { ...offline, notes: [...offline.notes, modelFormNote(reason)] };
  }

  /**
   * An api-reporting task's report, read by svc-reporting from the words, with a proposal laid over
   * them: the model's (when one proposed), the person's choices on the Requirements step over it.
   * A model's proposal that leaves no report to build is dropped and the words are read without it
   * (said in `notes`); words that name nothing to report are read again with the ServiceTitan data
   * chosen there ('Jobs': a count of jobs).
   */
  private async readReport(
    caller: AuthUser,
    words: string,
    answers: ImplementTaskDto['requirements'],
    model: { proposal?: ReportProposalV1; note?: string } = {},
  ): Promise<{ reply: ReportFromRequestReplyV1; notes: string[] }> {
    const choices = proposalOf(answers ?? {});
    const notes = model.note ? [model.note] : [];
    let reply = await this.reports.read(caller.companyId, words, withChoices(model.proposal, choices));
    if ('failure' in reply && model.proposal && reply.failure !== 'unavailable') {
      notes.push(modelFallbackNote(reply.message));
      reply = await this.reports.read(caller.companyId, words, choices);
    }
    const data = dataWords(answers ?? {});
    if ('failure' in reply && reply.failure === 'not-understood' && data) reply = await this.reports.read(caller.companyId, `${words}. ${data}`, choices);
    return { reply, notes };
  }

  /**
   * The model's reading of the words as a report, when the provider is a model; a model that fails
   * (times out, answers nonsense) leaves the words to svc-reporting alone, and `note` says so.
   */
  private async modelProposal(caller: AuthUser, words: string, answers: RequirementAnswers): Promise<{ proposal?: ReportProposalV1; note?: string }> {
    const propose = this.provider.proposeReport;
    if (!propose) return {};
    try {
      return { proposal: await propose.call(this.provider, { description: words, answers }, contextOf(caller)) };
    } catch (error) {
      const reason = error instanceof AiProviderError ? error.message : 'the call failed';
      this.logger.warn(`${this.provider.name}: no report proposal for company ${caller.companyId}: ${error instanceof Error ? error.message : String(error)}`);
      return { note: modelFallbackNote(reason) };
    }
  }

  /**
   * The quick creator: requirements (their proposed answers taken), plan, implementation, then the
   * task with its steps, config and script, created as POST /api/tasks creates one. A description
   * understood in part gives the task the steps understood and one 'Rephrase: <the words>' step per
   * part not understood, without a script (Generate Script builds it once they are rephrased). Only
   * a description with nothing to keep (a refusal, a script that does not compile) answers 422, and
   * nothing is created.
   */
  async createWithAi(caller: AuthUser, input: { prompt: string; taskName: string; sample?: InputSample }): Promise<TaskDto> {
    const ctx = contextOf(caller);
    if (readsAsForm(input.prompt)) {
      const design = await this.designedForm(caller, input.prompt, {});
      if (design) return this.createFormTask(caller, input, formImplementation(design, this.provider));
    }
    const taskType = QUICK_CREATE_TASK_TYPE;
    const { requirements } = await askProvider('create', () =>
      this.provider.generateRequirements({ description: input.prompt, taskType, ...sampleOf(input) }, ctx),
    );
    const answers = proposedAnswers(requirements);
    const plan = await askProvider('create', () => this.provider.generatePlan({ description: input.prompt, taskType, answers, ...sampleOf(input) }, ctx));
    const details = withStepsToRephrase(
      await this.compiled(await askProvider('create', () => this.provider.implementTask({ plan, answers, ...sampleOf(input) }, ctx))),
    );
    const toRephrase = details.steps.some((step) => step.startsWith(REPHRASE_PREFIX));
    if (details.script === null && !toRephrase) throw new AiNotBuiltError(details.message);
    return this.tasks.create(caller, {
      name: input.taskName,
      description: input.prompt,
      type: plan.type,
      instructions: JSON.stringify(details.steps),
      config: { features: plan.features, sections: plan.sections, apiEndpoints: plan.apiEndpoints, aiGenerated: true, implementationDetails: details },
      ...(details.script === null ? {} : { pythonScript: details.script, pythonScriptCompiled: true }),
    });
  }

  /** A form task from a designed form: form-processing, config.form the definition, its steps; no script. */
  private createFormTask(caller: AuthUser, input: { prompt: string; taskName: string }, details: ImplementationDetails): Promise<TaskDto> {
    return this.tasks.create(caller, {
      name: input.taskName,
      description: input.prompt,
      type: 'form-processing',
      instructions: JSON.stringify(details.steps),
      config: { aiGenerated: true, form: details.form, implementationDetails: details },
    });
  }

  /**
   * A new script for the task from its steps, checked (compiled; run on the task's input files when
   * it has some) and saved as a script version (source 'ai'). Task admin or above. A script that
   * could not be built or failed its check answers 422 and nothing is saved.
   */
  async generateScript(caller: AuthUser, taskId: number): Promise<GenerateScriptAnswerDto> {
    const task = await this.scripts.assertMayEdit(caller, taskId);
    const checked = await this.checkedScript(caller, task);
    const { task: saved, changed } = await this.saveScript(caller, taskId, checked.proposal.script);
    const version = changed ? ((await this.scripts.listVersions(caller, taskId))[0]?.version ?? null) : null;
    const { script, understood, notUnderstood, message } = checked.proposal;
    return { task: saved, script, version, check: checked.check, understood, notUnderstood, message };
  }

  /** Builds and checks a script for the task as it is now, or for `steps` proposed for it (nothing saved). */
  async checkedScript(caller: AuthUser, task: TaskEntity, steps = stepsOfInstructions(task.instructions).map((step) => step.content)): Promise<CheckedScript> {
    const inputFileIds = task.inputFileIds;
    const input = await this.check.sample(task.companyId, inputFileIds);
    const proposal = await askProvider('script', () =>
      this.provider.generateScript({ name: task.name, description: task.description, steps, input }, { ...contextOf(caller), taskId: task.id }),
    );
    if (proposal.script === null) throw new AiNotBuiltError(proposal.message);
    const compileError = await this.check.compileError(proposal.script);
    if (compileError) throw new AiNotBuiltError(`The generated script does not compile (${clause(compileError)}). The task keeps its current script.`);
    if (inputFileIds.length === 0)
      return { proposal: { ...proposal, script: proposal.script }, check: { compiled: true, dryRun: 'skipped', detail: NO_INPUT_DETAIL } };
    const dryRun = await this.check.dryRun(task.companyId, proposal.script, inputFileIds);
    if (!dryRun.ok) throw new AiNotBuiltError(`The generated script failed on ${dryRun.file}: ${clause(dryRun.error)}. The task keeps its current script.`);
    return { proposal: { ...proposal, script: proposal.script }, check: { compiled: true, dryRun: 'passed', detail: dryRun.detail } };
  }

  /** Saves a checked script on the task (a new version, source 'ai'), under the task's lock. */
  async saveScript(caller: AuthUser, taskId: number, script: string): Promise<{ task: TaskDto; changed: boolean }> {
    return this.outbox.transaction(async (manager) => {
      const task = await this.taskRows.lockForUpdate(manager, caller.companyId, taskId);
      if (!task) throw new TaskNotFoundError();
      const level = await this.access.levelOf(this.access.subjectOfCaller(caller), task, manager);
      if (level === null || !atLeast(level, 'admin')) throw new ScriptEditForbiddenError();
      const saved = await this.scripts.saveScript(manager, task, script, 'ai', caller.id);
      return { task: toTaskDto(saved ?? task, level), changed: saved !== null };
    });
  }

  /** The implementation with its script compiled: one that does not compile is not returned. */
  private async compiled(details: ImplementationDetails): Promise<ImplementationDetails> {
    if (details.script === null) return details;
    const error = await this.check.compileError(details.script);
    if (error === null) return details;
    this.logger.warn(`${this.provider.name}: an implementation's script does not compile: ${error}`);
    return {
      ...details,
      script: null,
      message: `The generated script does not compile (${clause(error)}), so the task cannot be built as it is. Please try again.`,
    };
  }
}

/** Who an AI call is for (recorded in ai_calls). */
export function contextOf(caller: AuthUser, taskId: number | null = null): AiCallContext {
  return { companyId: caller.companyId, userId: caller.id, taskId };
}
