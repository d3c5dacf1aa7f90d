import {
  Global,
  Inject,
  Injectable,
  Module,
  SetMetadata,
  UnauthorizedException,
  createParamDecorator,
  type CanActivate,
  type DynamicModule,
  type ExecutionContext,
} from '@nestjs/common';
import { APP_GUARD, Reflector } from '@nestjs/core';
import type { JWTVerifyGetKey } from 'jose';
import { TokenVerifier, InvalidTokenError, type AuthUser } from '../token/token.js';
import { RevokedSessions } from '../messaging/revoked-sessions.js';

export const IS_PUBLIC = 'milestone:isPublic';
/** Marks a route as reachable without a token, on purpose. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');

interface RequestWithUser {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
}

/** Every route needs a valid token of a live session unless it is marked @Public(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const token = TokenVerifier.bearer(request.headers['authorization']);
    if (!token) {
      if (isPublic) return true;
      throw new UnauthorizedException('Unauthorized');
    }
    try {
      request.user = await this.verifier.verify(token);
    } catch (error) {
      if (isPublic) return true;
      if (error instanceof InvalidTokenError) throw new UnauthorizedException('Unauthorized');
      throw error;
    }
    return true;
  }
}

/** The signed-in user of the request (only on guarded routes). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().user;
  if (!user) throw new UnauthorizedException('Unauthorized');
  return user;
});

export interface AuthModuleOptions {
  identityUrl?: string;
  /** Local keys instead of the remote JWKS (svc-identity). Resolved lazily. */
  keys?: () => JWTVerifyGetKey;
}

@Global()
@Module({})
export class AuthModule {
  static forRoot(options: AuthModuleOptions): DynamicModule {
    return {
      module: AuthModule,
      providers: [
        {
          provide: TOKEN_VERIFIER,
          useFactory: (revoked: RevokedSessions) =>
            new TokenVerifier({
              identityUrl: options.identityUrl,
              keys: options.keys ? (header, token) => options.keys!()(header, token) : undefined,
              isRevoked: (sessionId) => revoked.has(sessionId),
            }),
          inject: [RevokedSessions],
        },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [TOKEN_VERIFIER],
    };
  }
}
