import { Modal } from '@milestone/ui';
import { STEP } from '../ai-builder.model.js';
import { useAiBuilder } from '../hooks/useAiBuilder.js';
import { useImplementationProgress } from '../hooks/useImplementationProgress.js';
import { DescriptionStep } from './DescriptionStep.js';
import { ImplementationStep } from './ImplementationStep.js';
import { PlanningStep } from './PlanningStep.js';
import { RequirementsStep } from './RequirementsStep.js';
import { ReviewStep } from './ReviewStep.js';
import { WizardProgress } from './WizardProgress.js';

/**
 * The AI Task Builder (spec 000 section 2): a full-screen overlay over the five steps with the
 * progress header. Esc and Cancel close it, except while the task is being created. Mounted only
 * while open, so each opening starts afresh.
 */
export function AiTaskBuilder({ onClose }: { onClose: () => void }) {
  const builder = useAiBuilder(onClose);
  const busy = builder.implementing;
  const progress = useImplementationProgress(builder.implementing, builder.implemented);
  return (
    <Modal
      open
      title="AI Task Builder"
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      keyboard={!busy}
      maskClosable={false}
      footer={null}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      styles={{ container: { minHeight: '100vh', borderRadius: 0 }, body: { maxWidth: 880, margin: '0 auto' } }}
    >
      <div style={{ maxWidth: 880, margin: '0 auto' }}>
        <WizardProgress step={builder.step} implementationProgress={progress} />
        {builder.step === STEP.description ? <DescriptionStep builder={builder} onCancel={onClose} /> : null}
        {builder.step === STEP.requirements ? <RequirementsStep builder={builder} /> : null}
        {builder.step === STEP.planning ? <PlanningStep builder={builder} /> : null}
        {builder.step === STEP.review && builder.plan ? <ReviewStep builder={builder} plan={builder.plan} /> : null}
        {builder.step === STEP.implementation ? <ImplementationStep progress={progress} /> : null}
      </div>
    </Modal>
  );
}
