import type { Integer, IsoDateTime } from './scalars.js';

export const USER_REGISTERED_V1 = 'identity.user.registered.v1' as const;

/** An account came into being: by registration, by accepting an invitation, or by the demo seed. */
export interface UserRegisteredV1 {
  userId: Integer;
  companyId: Integer;
  email: string;
  /** 'user', 'admin' or 'owner' */
  role: string;
  createdAt: IsoDateTime;
}
