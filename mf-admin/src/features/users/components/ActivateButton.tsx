import { Button } from '@milestone/ui';
import { displayName, type IdentityUser, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useActivateUser } from '../hooks/useUsersAdmin.js';

/** Activates an account that waits for an admin (the 'Pending' filter of All Users). */
export function ActivateButton({ user }: { user: IdentityUser }) {
  const activate = useActivateUser();
  const { toast } = useToast();
  const name = displayName(user);

  const onActivate = async () => {
    try {
      await activate.mutateAsync(user.id);
      toast({ variant: 'success', title: 'User Activated', description: `${name} can now sign in.` });
    } catch (error) {
      toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'Failed to activate user.') });
    }
  };

  return (
    <Button type="primary" aria-label={`Activate ${name}`} loading={activate.isPending} onClick={() => void onActivate()}>
      Activate
    </Button>
  );
}
