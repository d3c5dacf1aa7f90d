import type { Integer, IsoDateTime } from './scalars.js';

export const USER_PROFILE_CHANGED_V1 = 'identity.user.profile-changed.v1' as const;

/**
 * A user's names or e-mail came into being or changed: with every new account (registration,
 * invitation accepted, demo seed; written next to identity.user.registered.v1) and with every
 * profile edit. Carries the full current values, so the newest event alone is the truth.
 */
export interface UserProfileChangedV1 {
  userId: Integer;
  companyId: Integer;
  email: string;
  firstName: string | null;
  lastName: string | null;
  at: IsoDateTime;
}
