import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { DeviceCookieKeyEntity } from './device-cookie-key.entity.js';

/** The one key device cookies are signed with (row 1). */
@Injectable()
export class DeviceCookieKeyRepository {
  constructor(@InjectRepository(DeviceCookieKeyEntity) private readonly repo: Repository<DeviceCookieKeyEntity>) {}

  /**
   * The key's secret, stored as `candidate` when there is none yet: instances starting at once keep
   * the first insert and all read it.
   */
  async secretOr(candidate: string): Promise<string> {
    await this.repo.query(`INSERT INTO device_cookie_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [candidate]);
    return (await this.repo.findOneByOrFail({ id: 1 })).secret;
  }
}
