import { Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC, type AuthUser } from '@milestone/nest-kit';
import { SessionService } from './session.service.js';

/**
 * svc-identity owns the sessions table, so besides the token (nest-kit's global guard, which
 * already refuses revoked sessions) it checks the session row itself: a session ended by logout
 * is refused even before the revocation has travelled over NATS. Runs after the global guard.
 */
@Injectable()
export class LiveSessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user || !(await this.sessions.isLive(user.sessionId, user.id))) throw new UnauthorizedException('Unauthorized');
    return true;
  }
}
