import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';

/** This worker process: `<hostname>:<pid>:<random>` (a restarted process with a reused pid is another worker). */
@Injectable()
export class WorkerIdentity {
  readonly hostname = hostname().slice(0, 100);
  readonly pid = process.pid;
  readonly id = `${this.hostname}:${this.pid}:${randomBytes(3).toString('hex')}`;
  readonly startedAt = new Date();
}
