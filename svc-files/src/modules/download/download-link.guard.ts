import {
  Injectable,
  SetMetadata,
  UnauthorizedException,
  applyDecorators,
  createParamDecorator,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiQuery } from '@nestjs/swagger';
import { type AuthUser, Public } from '@milestone/nest-kit';
import { DownloadLinks, InvalidDownloadLinkError, type LinkHolder } from './download-links.js';
import { canonicalPath, targetOfRequest, type DownloadRoute } from './download-paths.js';

const DOWNLOAD_ROUTE = 'svc-files:downloadRoute';

interface DownloadRequest {
  user?: AuthUser;
  downloader?: LinkHolder;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}

/**
 * Who may read a download: the signed-in user of a valid bearer token, else the holder of a valid
 * `link` for exactly this path. Neither: 401, as before links. A link that is not good: 404 with a
 * sentence a person can read, because it is a browser tab that opens it (a new window, a saved
 * link), and a bare 401 there reads as a fault of the site; 404 also says nothing of the file.
 */
@Injectable()
export class DownloadLinkGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly links: DownloadLinks,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DownloadRequest>();
    if (request.user) {
      request.downloader = { companyId: request.user.companyId, userId: request.user.id };
      return true;
    }
    const link = request.query['link'];
    if (link === undefined) throw new UnauthorizedException('Unauthorized');
    if (typeof link !== 'string') throw new InvalidDownloadLinkError();
    const route = this.reflector.get<DownloadRoute>(DOWNLOAD_ROUTE, context.getHandler());
    request.downloader = await this.links.verify(link, canonicalPath(targetOfRequest(route, request.params, request.query)));
    return true;
  }
}

/**
 * A download route that takes a bearer token or a download link: public to the token check (the
 * gateway's too: PUBLIC_ROUTES), held by DownloadLinkGuard instead.
 */
export const DownloadByLink = (route: DownloadRoute): MethodDecorator =>
  applyDecorators(
    Public(),
    SetMetadata(DOWNLOAD_ROUTE, route),
    UseGuards(DownloadLinkGuard),
    ApiQuery({ name: 'link', required: false, type: String, description: 'A download link’s token (POST /api/download-links), instead of the bearer token' }),
  );

/** The company (and user) a download is read for: the bearer's, or the link's. */
export const Downloader = createParamDecorator((_data: unknown, context: ExecutionContext): LinkHolder => {
  const downloader = context.switchToHttp().getRequest<DownloadRequest>().downloader;
  if (!downloader) throw new UnauthorizedException('Unauthorized');
  return downloader;
});
