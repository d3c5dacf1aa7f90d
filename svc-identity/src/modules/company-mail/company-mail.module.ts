import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module.js';
import { MailDeliveryEntity } from './mail-delivery.entity.js';
import { MailDeliveryRepository } from './mail-delivery.repository.js';
import { CompanyMailService } from './company-mail.service.js';
import { InternalMailController } from './internal-mail.controller.js';

/** Mail to a company's users on another service's behalf (POST /internal/mail, service tokens only). */
@Module({
  imports: [TypeOrmModule.forFeature([MailDeliveryEntity]), UserModule],
  controllers: [InternalMailController],
  providers: [MailDeliveryRepository, CompanyMailService],
})
export class CompanyMailModule {}
