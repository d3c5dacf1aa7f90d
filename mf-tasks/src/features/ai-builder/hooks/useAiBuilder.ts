import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useToast } from '@milestone/platform-sdk';
import { serverFailure } from '../server-failure.js';
import { aiTaskBody, answersToSend, createdToast, failureText, initialAnswers, STEP, TEXTS, type WizardStep } from '../ai-builder.model.js';
import type { AiTaskType, RequirementAnswers, RequirementQuestion, ReviewedPlan } from '../ai-builder.types.js';
import { createAiTask, generatePlan, generateRequirements, implementTask } from '../ai-builder-client.js';
import { useRefreshTaskLists } from './useRefreshTaskLists.js';
import { useSampleFile } from './useSampleFile.js';

/**
 * The AI Task Builder's state and calls. Steps move as spec 000 section 4 says: 0 to 1 once the
 * questions are in, 1 back to 0, 1 to 2 to 3 on the plan (a failure stays at 2 with a toast),
 * 3 back to 1, 3 to 4 on Implement, which creates the task and closes the wizard.
 */
export function useAiBuilder(onClose: () => void) {
  const { toast } = useToast();
  const refresh = useRefreshTaskLists();
  const [step, setStep] = useState<WizardStep>(STEP.description);
  const [description, setDescription] = useState('');
  const [taskType, setTaskType] = useState<AiTaskType | null>(null);
  const [questions, setQuestions] = useState<RequirementQuestion[]>([]);
  const [answers, setAnswers] = useState<RequirementAnswers>({});
  const [plan, setPlan] = useState<ReviewedPlan | null>(null);
  // implement-task has answered: the bar shows 100 while the task is created.
  const [implemented, setImplemented] = useState(false);
  // The optional sample file of step 1: the builder sees its columns, the task gets it as its first input.
  const sample = useSampleFile();
  const withSample = <T extends object>(body: T): T & { sample?: NonNullable<typeof sample.sample> } =>
    sample.sample ? { ...body, sample: sample.sample } : body;

  const requirements = useMutation({
    mutationFn: () => generateRequirements(withSample({ description: description.trim(), taskType: taskType! })),
    onSuccess: (found) => {
      setQuestions(found);
      setAnswers(initialAnswers(found));
      setStep(STEP.requirements);
    },
    onError: (error) => toast({ variant: 'error', title: 'Error', description: failureText(TEXTS.requirementsFailed, serverFailure(error)) }),
  });

  const planning = useMutation({
    mutationFn: () => generatePlan(withSample({ description: description.trim(), taskType: taskType!, requirements: answersToSend(answers) })),
    onMutate: () => setStep(STEP.planning),
    onSuccess: (found) => {
      setPlan(found);
      setStep(STEP.review);
    },
    onError: (error) => toast({ variant: 'error', title: 'Error', description: failureText(TEXTS.planFailed, serverFailure(error)) }),
  });

  const implementation = useMutation({
    mutationFn: async (chosen: ReviewedPlan) => {
      setImplemented(false);
      const details = await implementTask(withSample({ plan: chosen, requirements: answersToSend(answers) }));
      setImplemented(true);
      const task = await createAiTask(aiTaskBody(chosen, details));
      return { task, details };
    },
    onMutate: () => setStep(STEP.implementation),
    onSuccess: async ({ task, details }) => {
      toast(createdToast(task.name, task.type, details));
      await refresh();
      // The sample becomes the task's first input (a refusal toasts; the task stays).
      await sample.attachTo(task.id);
      onClose();
    },
    onError: (error) => {
      toast({ variant: 'error', title: TEXTS.implementationErrorTitle, description: failureText(TEXTS.implementationFailed, serverFailure(error)) });
      // Nothing was created: back to the plan, to try again or change it.
      setStep(STEP.review);
    },
  });

  const answer = useCallback((id: string, value: RequirementAnswers[string]) => setAnswers((all) => ({ ...all, [id]: value })), []);

  return {
    step,
    description,
    setDescription,
    taskType,
    setTaskType,
    sample,
    questions,
    answers,
    answer,
    plan,
    analyze: () => requirements.mutate(),
    analyzing: requirements.isPending,
    createPlan: () => planning.mutate(),
    planning: planning.isPending,
    planFailed: planning.isError,
    backToDescription: () => setStep(STEP.description),
    backToRequirements: () => setStep(STEP.requirements),
    implement: () => plan && implementation.mutate(plan),
    implementing: implementation.isPending,
    implemented,
  };
}

export type AiBuilderState = ReturnType<typeof useAiBuilder>;
