import { useMutation } from '@tanstack/react-query';
import { identityClient, unwrap, useAuth } from '@milestone/platform-sdk';
import type { ProfileValues } from '../profile.model.js';

/** PUT /api/auth/profile, then the current user is refreshed. */
export function useUpdateProfile() {
  const { refreshUser } = useAuth();
  return useMutation({
    mutationFn: (body: ProfileValues) => unwrap(identityClient.PUT('/api/auth/profile', { body })),
    onSuccess: () => refreshUser(),
  });
}
