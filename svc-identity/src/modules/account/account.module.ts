import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../user/user.entity.js';
import { CompanyModule } from '../company/company.module.js';
import { SessionModule } from '../session/session.module.js';
import { AccountController } from './account.controller.js';
import { AccountService } from './account.service.js';
import { PasswordService } from './password.service.js';

/** Registration, sign-in, the current user, profile, logout: /api/auth/*. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), CompanyModule, SessionModule],
  controllers: [AccountController],
  providers: [AccountService, PasswordService],
})
export class AccountModule {}
