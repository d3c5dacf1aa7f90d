import type { Integer, IsoDateTime } from './scalars.js';

export const USER_DELETED_V1 = 'identity.user.deleted.v1' as const;

/** A user was deleted: other services drop what belongs to them (task permissions, ...). */
export interface UserDeletedV1 {
  userId: Integer;
  companyId: Integer;
  /** id of the user who deleted them */
  deletedBy: Integer;
  at: IsoDateTime;
}
