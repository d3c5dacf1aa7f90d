import { offlineBuilder } from '@milestone/ai-offline';
import type { AiProvider } from './ai-provider.js';

/**
 * The offline provider (the default): the framework-free builder of @milestone/ai-offline
 * (deterministic, no network, instant) behind the AiProvider interface. generatePlan's answer also
 * has `notes`: the clauses it could not understand (shown on Review).
 */
export class OfflineAiProvider implements AiProvider {
  readonly name = 'offline';
  readonly model = null;

  generateRequirements: AiProvider['generateRequirements'] = async (input) => offlineBuilder.generateRequirements(input);
  generatePlan: AiProvider['generatePlan'] = async (input) => offlineBuilder.generatePlan(input);
  implementTask: AiProvider['implementTask'] = async (input) => ({ ...offlineBuilder.implementTask(input), provider: this.name, model: this.model });
  generateScript: AiProvider['generateScript'] = async (input) => offlineBuilder.generateScript(input);
  reviseSteps: AiProvider['reviseSteps'] = async (input) => offlineBuilder.reviseSteps(input);
  diagnoseRun: AiProvider['diagnoseRun'] = async (input) => offlineBuilder.diagnoseRun(input);
  reply: AiProvider['reply'] = async (input) => offlineBuilder.reply(input);
}
