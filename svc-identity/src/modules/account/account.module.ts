import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module.js';
import { CompanyModule } from '../company/company.module.js';
import { SessionModule } from '../session/session.module.js';
import { AccountController } from './account.controller.js';
import { AccountActivationController } from './account-activation.controller.js';
import { AccountActivationService } from './account-activation.service.js';
import { UnverifiedAccountExpiry } from './unverified-account-expiry.service.js';
import { AccountService } from './account.service.js';
import { PasswordService } from './password.service.js';
import { SignInThrottle } from './sign-in-throttle.service.js';
import { MailThrottle } from './mail-throttle.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { EmailVerificationLogEntity } from './email-verification-log.entity.js';
import { SignInThrottleEntity } from './sign-in-throttle.entity.js';
import { EmailVerificationLogRepository } from './email-verification-log.repository.js';
import { SignInThrottleRepository } from './sign-in-throttle.repository.js';

/** Registration, verification, sign-in, refresh, password reset, the current user, profile, logout: /api/auth/*. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailVerificationLogEntity, SignInThrottleEntity]), UserModule, CompanyModule, SessionModule],
  controllers: [AccountController, AccountActivationController],
  providers: [
    EmailVerificationLogRepository,
    SignInThrottleRepository,
    AccountService,
    PasswordService,
    SignInThrottle,
    MailThrottle,
    EmailVerificationService,
    PasswordResetService,
    AccountActivationService,
    UnverifiedAccountExpiry,
  ],
  exports: [AccountService, PasswordService, PasswordResetService],
})
export class AccountModule {}
