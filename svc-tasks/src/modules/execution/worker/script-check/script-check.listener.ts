import { Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SCRIPT_CHECK_QUEUE_GROUP, SCRIPT_CHECK_V1 } from '@milestone/contracts';
import { RequestReply } from '@milestone/nest-kit';
import { ScriptChecker } from './script-checker.service.js';

/**
 * Answers the API's script checks (tasks.script.check.v1) in the workers' queue group, so one
 * worker answers each; it subscribes once the worker has started (its check runner ready), and
 * stops taking checks before the worker's runners close, letting those under way answer.
 */
@Injectable()
export class ScriptCheckListener implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private stop: (() => Promise<void>) | null = null;

  constructor(
    private readonly requests: RequestReply,
    private readonly checker: ScriptChecker,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = this.requests.serve(SCRIPT_CHECK_V1, SCRIPT_CHECK_QUEUE_GROUP, (request) => this.checker.answer(request));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop?.();
    this.stop = null;
  }
}
