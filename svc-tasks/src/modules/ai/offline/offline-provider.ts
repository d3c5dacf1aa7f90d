import type { AiProvider } from '../ai-provider.js';
import { AiProviderError } from '../ai-provider.js';

/**
 * The offline provider (the default): deterministic, no network, instant. It understands a
 * catalogue of spreadsheet operations (offline/understand) and compiles them (offline/codegen).
 * SKELETON: the ai-understand helper builds it.
 */
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline';
  readonly model = null;

  private notYet(): never {
    throw new AiProviderError('unavailable', 'The offline provider is not built yet');
  }
  generateRequirements(): never { return this.notYet(); }
  generatePlan(): never { return this.notYet(); }
  implementTask(): never { return this.notYet(); }
  generateScript(): never { return this.notYet(); }
  reviseSteps(): never { return this.notYet(); }
  diagnoseRun(): never { return this.notYet(); }
  reply(): never { return this.notYet(); }
}
