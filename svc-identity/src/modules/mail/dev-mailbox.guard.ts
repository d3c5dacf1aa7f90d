import { Injectable, NotFoundException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { fromThisMachine } from '@milestone/nest-kit/edge';
import { IdentitySettings } from '../../config/identity-settings.js';

/**
 * The dev mailbox answers only when it is on and the caller is on this machine (the gateway
 * decides the same first; this holds when the service is reached directly). Anything else gets
 * the 404 of a route that does not exist.
 */
@Injectable()
export class DevMailboxGuard implements CanActivate {
  private readonly allowedHostNames: string[];

  constructor(private readonly settings: IdentitySettings) {
    this.allowedHostNames = [new URL(settings.appUrl).hostname];
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!this.settings.devMailbox || !fromThisMachine(request.raw.socket.remoteAddress, request.headers, this.allowedHostNames)) {
      throw new NotFoundException('Not Found');
    }
    return true;
  }
}
