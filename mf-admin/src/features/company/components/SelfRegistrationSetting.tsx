import { Card, Space, Switch, Typography } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { Company } from '../../../api/admin-api.js';
import { useUpdateCompanySettings } from '../hooks/useCompany.js';

/** allowSelfRegistration: sign-ups at a verified domain join at once, or wait for an admin's activation. */
export function SelfRegistrationSetting({ company }: { company: Company }) {
  const update = useUpdateCompanySettings(company.id);
  const { toast } = useToast();
  const allowed = company.settings.allowSelfRegistration;

  const onChange = async (next: boolean) => {
    try {
      await update.mutateAsync({ allowSelfRegistration: next });
      toast({
        variant: 'success',
        title: 'Settings Updated',
        description: next ? 'Sign-ups at your verified domains now join at once.' : 'Sign-ups at your domains now wait for an administrator.',
      });
    } catch (error) {
      toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'Failed to update organization settings.') });
    }
  };

  return (
    <Card title="Self-Registration">
      <Space align="start" size={12}>
        <Switch aria-label="Allow self-registration" checked={allowed} loading={update.isPending} onChange={(next) => void onChange(next)} />
        <Typography.Text>
          {allowed
            ? 'People who sign up with an address at a verified domain join your company at once.'
            : 'People who sign up with an address at your domains wait until an administrator activates them (User Management, Pending).'}
        </Typography.Text>
      </Space>
    </Card>
  );
}
