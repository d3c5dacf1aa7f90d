import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { MailDeliveryEntity } from './mail-delivery.entity.js';

export type NewMailDelivery = Pick<MailDeliveryEntity, 'companyId' | 'idempotencyKey' | 'requestedBy' | 'recipients'>;

/** The mails other services had sent, by company; a delivery's key is the company's once. */
@Injectable()
export class MailDeliveryRepository {
  private readonly scope: CompanyScope<MailDeliveryEntity>;

  constructor(@InjectRepository(MailDeliveryEntity) private readonly repo: Repository<MailDeliveryEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** The company's delivery of this key, if one was made (or is being made). */
  findByKey(companyId: number, idempotencyKey: string): Promise<MailDeliveryEntity | null> {
    return this.scope.findOne(companyId, { idempotencyKey });
  }

  /**
   * Records a delivery before it is sent; null when the company's key is already taken (by an
   * earlier or a concurrent request): ON CONFLICT DO NOTHING, so two requests of one key never
   * both send.
   */
  async claim(row: NewMailDelivery): Promise<number | null> {
    const result = await this.repo.createQueryBuilder().insert().into(MailDeliveryEntity).values(row).orIgnore().returning(['id']).execute();
    const inserted = result.raw as Array<{ id: number }>;
    return inserted[0]?.id ?? null;
  }

  /** Forgets a delivery that could not be sent, so its key can be used again. */
  async release(companyId: number, id: number): Promise<void> {
    await this.repo.delete({ companyId, id });
  }
}
