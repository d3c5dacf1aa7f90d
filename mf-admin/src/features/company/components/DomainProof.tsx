import { Button, Space, Tag, Typography } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { CompanyDomain } from '../../../api/admin-api.js';
import { useVerifyDomain } from '../hooks/useCompany.js';

/**
 * An authorized domain's proof: 'Verified', or 'Pending verification' with the TXT record to add
 * and a Verify button (sign-ups at the domain join the company only once it is verified).
 */
export function DomainProof({ companyId, proof }: { companyId: number; proof: CompanyDomain | undefined }) {
  const verify = useVerifyDomain(companyId);
  const { toast } = useToast();
  if (!proof) return null;
  if (proof.status === 'verified') return <Tag color="green">Verified</Tag>;

  const onVerify = async () => {
    try {
      await verify.mutateAsync(proof.domain);
      toast({ variant: 'success', title: 'Domain Verified', description: `Sign-ups at ${proof.domain} now join your company.` });
    } catch (error) {
      toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'Failed to verify the domain.') });
    }
  };

  return (
    <Space direction="vertical" size={4}>
      <Space size={8} wrap>
        <Tag color="gold">Pending verification</Tag>
        <Button size="small" aria-label={`Verify ${proof.domain}`} loading={verify.isPending} onClick={() => void onVerify()}>
          Verify
        </Button>
      </Space>
      {proof.txtRecord ? (
        <Typography.Text type="secondary">
          Add a TXT record at {proof.domain}:{' '}
          <Typography.Text code copyable>
            {proof.txtRecord}
          </Typography.Text>
        </Typography.Text>
      ) : null}
    </Space>
  );
}
