import { MESSAGING_ENTITIES, MessagingTables1763800000000 } from '@milestone/nest-kit';
import { CompanyEntity } from '../modules/company/company.entity.js';
import { CompanySettingsEntity } from '../modules/company/company-settings.entity.js';
import { CompanyDomainEntity } from '../modules/company/company-domain.entity.js';
import { UserEntity } from '../modules/user/user.entity.js';
import { UserSessionEntity } from '../modules/session/user-session.entity.js';
import { RetiredSessionTokenEntity } from '../modules/session/retired-session-token.entity.js';
import { DeviceCookieKeyEntity } from '../modules/session/device-cookie-key.entity.js';
import { SigningKeyEntity } from '../modules/signing-key/signing-key.entity.js';
import { EmailVerificationLogEntity } from '../modules/account/email-verification-log.entity.js';
import { SignInThrottleEntity } from '../modules/account/sign-in-throttle.entity.js';
import { InvitationEntity } from '../modules/invitation/invitation.entity.js';
import { DevMailboxMessageEntity } from '../modules/mail/dev-mailbox-message.entity.js';
import { DevMailboxAttachmentEntity } from '../modules/mail/dev-mailbox-attachment.entity.js';
import { MailDeliveryEntity } from '../modules/company-mail/mail-delivery.entity.js';
import { IdentitySchema1763900000000 } from './migrations/1763900000000-identity-schema.js';
import { AccountsAndAdministration1764100000000 } from './migrations/1764100000000-accounts-and-administration.js';
import { AccountActivationAndDomainProof1764900000000 } from './migrations/1764900000000-account-activation-and-domain-proof.js';
import { SignInHardening1795487274516 } from './migrations/1795487274516-sign-in-hardening.js';
import { CompanyMailAndAttachments1796684777352 } from './migrations/1796684777352-company-mail-and-attachments.js';

/** Every table of svc-identity, as class references (ESM has no globs). */
export const ENTITIES = [
  ...MESSAGING_ENTITIES,
  CompanyEntity,
  CompanySettingsEntity,
  CompanyDomainEntity,
  UserEntity,
  UserSessionEntity,
  RetiredSessionTokenEntity,
  DeviceCookieKeyEntity,
  SigningKeyEntity,
  EmailVerificationLogEntity,
  SignInThrottleEntity,
  InvitationEntity,
  DevMailboxMessageEntity,
  DevMailboxAttachmentEntity,
  MailDeliveryEntity,
];

/** In order; nest-kit's outbox and inbox tables first. */
export const MIGRATIONS = [
  MessagingTables1763800000000,
  IdentitySchema1763900000000,
  AccountsAndAdministration1764100000000,
  AccountActivationAndDomainProof1764900000000,
  SignInHardening1795487274516,
  CompanyMailAndAttachments1796684777352,
];
