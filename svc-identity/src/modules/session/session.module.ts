import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserSessionEntity } from './user-session.entity.js';
import { RetiredSessionTokenEntity } from './retired-session-token.entity.js';
import { DeviceCookieKeyEntity } from './device-cookie-key.entity.js';
import { SessionService } from './session.service.js';
import { LiveSessionGuard } from './live-session.guard.js';
import { DeviceCookies } from './device-cookies.service.js';
import { SessionRepository } from './session.repository.js';
import { DeviceCookieKeyRepository } from './device-cookie-key.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserSessionEntity, RetiredSessionTokenEntity, DeviceCookieKeyEntity])],
  providers: [SessionRepository, DeviceCookieKeyRepository, SessionService, LiveSessionGuard, DeviceCookies],
  exports: [SessionService, LiveSessionGuard, DeviceCookies],
})
export class SessionModule {}
