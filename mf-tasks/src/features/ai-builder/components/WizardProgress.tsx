import { Flex, Progress, Typography, theme } from '@milestone/ui';
import { WIZARD_STEPS, wizardPercent, type WizardStep } from '../ai-builder.model.js';

/**
 * The overlay's progress header: 'Step N of 5', the percentage, a bar and the five steps. On
 * Implementation the percentage and the bar are the implementation's own (`implementationProgress`).
 */
export function WizardProgress({ step, implementationProgress }: { step: WizardStep; implementationProgress: number }) {
  const { token } = theme.useToken();
  const percent = wizardPercent(step, implementationProgress);
  return (
    <div data-testid="wizard-progress" data-step={step} style={{ marginBottom: token.marginLG }}>
      <Flex justify="space-between" align="baseline">
        <Typography.Text type="secondary">
          Step {step + 1} of {WIZARD_STEPS.length}
        </Typography.Text>
        <Typography.Text type="secondary">{percent}% complete</Typography.Text>
      </Flex>
      <Progress percent={percent} showInfo={false} />
      <ol style={{ display: 'flex', gap: token.marginXS, listStyle: 'none', margin: 0, padding: 0, flexWrap: 'wrap' }}>
        {WIZARD_STEPS.map((name, index) => (
          <li
            key={name}
            aria-current={index === step ? 'step' : undefined}
            style={{
              flex: '1 1 8rem',
              fontWeight: index === step ? token.fontWeightStrong : undefined,
              color: index <= step ? token.colorPrimary : token.colorTextTertiary,
            }}
          >
            {index + 1}. {name}
          </li>
        ))}
      </ol>
    </div>
  );
}
