import type { Integer, IsoDateTime } from './scalars.js';

export const USER_ROLE_CHANGED_V1 = 'identity.user.role-changed.v1' as const;

/** An administrator changed a user's company role. */
export interface UserRoleChangedV1 {
  userId: Integer;
  companyId: Integer;
  oldRole: string;
  newRole: string;
  /** id of the user who made the change */
  changedBy: Integer;
  at: IsoDateTime;
}
