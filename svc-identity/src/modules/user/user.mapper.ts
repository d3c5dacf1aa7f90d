import type { UserEntity } from './user.entity.js';
import type { UserDto } from './dto/user.dto.js';

export const UserMapper = {
  /**
   * `isSuperOwner`: whether the user's e-mail is SUPER_OWNER_EMAIL (IdentitySettings); `own`:
   * the answer goes to the user themself (their pending address shows only to them).
   */
  toDto(user: UserEntity, isSuperOwner: boolean, own = false): UserDto {
    return {
      id: user.id,
      email: user.email,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      companyId: user.companyId,
      company: user.company ? { id: user.company.id, name: user.company.name, domain: user.company.domain } : null,
      isEmailVerified: user.isEmailVerified,
      isActive: user.isActive,
      pendingEmail: own ? user.pendingEmail : null,
      isSuperOwner,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    };
  },
};
