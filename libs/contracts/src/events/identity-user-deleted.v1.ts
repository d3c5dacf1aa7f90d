export const USER_DELETED_V1 = 'identity.user.deleted.v1' as const;

/** A user was deleted: other services drop what belongs to them (task permissions, ...). */
export interface UserDeletedV1 {
  userId: number;
  companyId: number;
  /** id of the user who deleted them */
  deletedBy: number;
  at: string;
}
