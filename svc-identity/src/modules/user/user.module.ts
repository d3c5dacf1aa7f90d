import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionModule } from '../session/session.module.js';
import { UserEntity } from './user.entity.js';
import { UserService } from './user.service.js';
import { UserRepository } from './user.repository.js';
import { UserAdminService } from './user-admin.service.js';
import { UserAdminController } from './user-admin.controller.js';

/** Users: the table, the DTO and creation every module shares, and user management (/api/users, /api/admin/users). */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), SessionModule],
  controllers: [UserAdminController],
  providers: [UserRepository, UserService, UserAdminService],
  exports: [UserService, UserRepository],
})
export class UserModule {}
