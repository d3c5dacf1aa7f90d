import { NotFoundException, SetMetadata, UnauthorizedException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiExcludeController, ApiExcludeEndpoint } from '@nestjs/swagger';
import { TokenVerifier } from '../token/token.js';
import { InvalidServiceTokenError, verifyServiceToken, type ServiceCaller } from './service-token.js';

export const IS_INTERNAL = 'milestone:isInternal';

/**
 * Marks a controller or a route as service to service: it takes a service token (HS256, `aud` =
 * this service) and nothing else. User tokens are refused there, and service tokens are refused
 * on every other route. Left out of the OpenAPI document: the gateway never routes it.
 */
export function InternalApi(): ClassDecorator & MethodDecorator {
  return ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor): void => {
    if (descriptor) {
      SetMetadata(IS_INTERNAL, true)(target, key!, descriptor);
      ApiExcludeEndpoint()(target, key!, descriptor);
      return;
    }
    SetMetadata(IS_INTERNAL, true)(target as never);
    ApiExcludeController()(target as never);
  }) as ClassDecorator & MethodDecorator;
}

export interface ServiceAuthOptions {
  /** SERVICE_TOKEN_SECRET; without it the service's internal routes answer 404. */
  secret?: string;
  /** This service's name: the `aud` a token must carry. */
  audience: string;
}

interface RequestWithService {
  headers: Record<string, string | string[] | undefined>;
  service?: ServiceCaller;
}

/**
 * The check of an internal route (AuthGuard hands @InternalApi() routes to it): a valid service
 * token for this service, else 401; no secret configured, 404 (the route does not exist here).
 */
export class ServiceTokenGuard {
  constructor(private readonly options: ServiceAuthOptions) {}

  get enabled(): boolean {
    return Boolean(this.options.secret);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithService>();
    if (!this.options.secret) throw new NotFoundException('Not Found');
    const token = TokenVerifier.bearer(request.headers['authorization']);
    if (!token) throw new UnauthorizedException('Unauthorized');
    try {
      request.service = await verifyServiceToken(token, this.options.secret, this.options.audience);
    } catch (error) {
      if (error instanceof InvalidServiceTokenError) throw new UnauthorizedException('Unauthorized');
      throw error;
    }
    return true;
  }
}

/** The calling service of an @InternalApi() route. */
export const CurrentService = createParamDecorator((_data: unknown, context: ExecutionContext): ServiceCaller => {
  const service = context.switchToHttp().getRequest<RequestWithService>().service;
  if (!service) throw new UnauthorizedException('Unauthorized');
  return service;
});
