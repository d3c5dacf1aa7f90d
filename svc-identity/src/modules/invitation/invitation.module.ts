import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module.js';
import { SessionModule } from '../session/session.module.js';
import { CompanyModule } from '../company/company.module.js';
import { AccountModule } from '../account/account.module.js';
import { InvitationEntity } from './invitation.entity.js';
import { InvitationService } from './invitation.service.js';
import { InvitationRepository } from './invitation.repository.js';
import { InvitationController } from './invitation.controller.js';

/** Invitations: sent by admins, validated and accepted by the invitee; set-password links. */
@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity]), UserModule, SessionModule, CompanyModule, AccountModule],
  controllers: [InvitationController],
  providers: [InvitationRepository, InvitationService],
})
export class InvitationModule {}
