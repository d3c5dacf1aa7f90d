import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { USER_DELETED_V1 } from '@milestone/contracts';
import { Outbox } from '@milestone/nest-kit';
import type { UserEntity } from '../user/user.entity.js';
import { UserRepository } from '../user/user.repository.js';

/** How often expired sign-ups are swept away. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 200;

/**
 * Sign-ups nobody verified within their link's 24 hours are removed (identity.user.deleted.v1,
 * deletedBy = the account itself): they hold no seat meanwhile, and afterwards not even their
 * address, so junk registrations neither fill a company nor keep its people out. A sweep runs
 * hourly; a registration of the same address does not wait for it.
 */
@Injectable()
export class UnverifiedAccountExpiry implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UnverifiedAccountExpiry.name);
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly users: UserRepository,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn(`sweeping expired sign-ups failed: ${String(error)}`));
    }, EXPIRY_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Removes the expired sign-ups; answers how many went. */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const batch = await this.users.findExpiredSignUps(now, SWEEP_BATCH);
      for (const user of batch) if (await this.remove(user, now)) removed += 1;
      if (batch.length < SWEEP_BATCH) return removed;
    }
  }

  /** Frees `email` when an expired sign-up holds it. */
  async releaseIfExpired(email: string, now = new Date()): Promise<void> {
    const user = await this.users.findExpiredSignUp(email, now);
    if (user) await this.remove(user, now);
  }

  private remove(user: Pick<UserEntity, 'id' | 'companyId'>, now: Date): Promise<boolean> {
    return this.outbox.transaction(async (manager) => {
      // Conditional, so a verification in the same moment wins.
      if (!(await this.users.deleteIfExpired(manager, user.id, now))) return false;
      await this.outbox.add(manager, USER_DELETED_V1, { userId: user.id, companyId: user.companyId, deletedBy: user.id, at: now.toISOString() });
      return true;
    });
  }
}
