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
import { IS_INTERNAL, ServiceTokenGuard, type ServiceAuthOptions } from '../service-auth/service-auth.js';

export const IS_PUBLIC = 'milestone:isPublic';
/** Marks a route as reachable without a token, on purpose. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

export const TOKEN_VERIFIER = Symbol('TOKEN_VERIFIER');
export const SERVICE_TOKEN_GUARD = Symbol('SERVICE_TOKEN_GUARD');

interface RequestWithUser {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser;
}

/**
 * Every route needs a valid token of a live session unless it is marked @Public(); a route marked
 * @InternalApi() needs a service token instead (ServiceTokenGuard), and only that.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(TOKEN_VERIFIER) private readonly verifier: TokenVerifier,
    @Inject(SERVICE_TOKEN_GUARD) private readonly serviceTokens: ServiceTokenGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_INTERNAL, [context.getHandler(), context.getClass()])) {
      return this.serviceTokens.canActivate(context);
    }
    // A service token is HS256: the user-token verifier (ES256 only) refuses it here.
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
  /** The service tokens its @InternalApi() routes take; none: those routes answer 404. */
  service?: ServiceAuthOptions;
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
        { provide: SERVICE_TOKEN_GUARD, useValue: new ServiceTokenGuard(options.service ?? { audience: '' }) },
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [TOKEN_VERIFIER],
    };
  }
}
