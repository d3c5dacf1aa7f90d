import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserSessionEntity } from './user-session.entity.js';
import { SessionService } from './session.service.js';
import { LiveSessionGuard } from './live-session.guard.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserSessionEntity])],
  providers: [SessionService, LiveSessionGuard],
  exports: [SessionService, LiveSessionGuard],
})
export class SessionModule {}
