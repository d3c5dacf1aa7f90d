import { useState } from 'react';
import { Alert, Button, Card, Col, Empty, Flex, Input, List, PageContainer, PageHeader, Row, Space, Tag, Typography } from '@milestone/ui';
import { canManageCompany, messageOrFallback, useAuth, useToast } from '@milestone/platform-sdk';
import type { Company } from '../../../api/admin-api.js';
import { AccessMessage } from '../../shared/AccessMessage.js';
import { useCompany, useUpdateCompanySettings } from '../hooks/useCompany.js';
import { DomainProof } from './DomainProof.js';
import { SelfRegistrationSetting } from './SelfRegistrationSetting.js';
import { authorizedDomains, canAddDomain, domainProblem, normalizeDomain, settingsAfterAdding, settingsAfterRemoving } from '../domains.model.js';

function AuthorizedDomainsEditor({ company }: { company: Company }) {
  const [input, setInput] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateCompanySettings(company.id);
  const { toast } = useToast();
  const domains = authorizedDomains(company.settings);
  const required = company.settings.requireDomainVerification;

  const save = async (next: ReturnType<typeof settingsAfterAdding>, done: string) => {
    const { domains: _list, ...body } = next;
    try {
      await update.mutateAsync(body);
      toast({ variant: 'success', title: 'Settings Updated', description: done });
      return true;
    } catch (error) {
      toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'Failed to update organization settings.') });
      return false;
    }
  };

  const add = async () => {
    if (!canAddDomain(domains, input) || update.isPending) return;
    const found = domainProblem(input);
    setProblem(found);
    if (found) return;
    const domain = normalizeDomain(input);
    if (await save(settingsAfterAdding(domains, input), `${domain} was added to the authorized domains.`)) setInput('');
  };

  const remove = (domain: string) => void save(settingsAfterRemoving(domains, domain, required), `${domain} was removed from the authorized domains.`);

  return (
    <Card title="Authorized Domains">
      <Typography.Paragraph type="secondary">
        People can be invited only with an e-mail address at your company&apos;s domain{company.domain ? ` (${company.domain})` : ''} or at one of these domains
        while domain verification is on. Each change is saved at once.
      </Typography.Paragraph>
      <Typography.Paragraph>Domain verification: {required ? <Tag color="green">On</Tag> : <Tag>Off</Tag>}</Typography.Paragraph>
      <Flex vertical gap="small">
        <Space.Compact block>
          <Input
            aria-label="Domain"
            placeholder="example.com"
            value={input}
            status={problem ? 'error' : undefined}
            onChange={(e) => {
              setInput(e.target.value);
              setProblem(null);
            }}
            onPressEnter={() => void add()}
          />
          <Button type="primary" onClick={() => void add()} disabled={!canAddDomain(domains, input)} loading={update.isPending}>
            Add
          </Button>
        </Space.Compact>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {domains.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No authorized domains" />
        ) : (
          <List<string>
            dataSource={domains}
            rowKey={(d) => d}
            renderItem={(domain) => (
              <List.Item
                actions={[
                  <Button key="remove" type="link" danger aria-label={`Remove ${domain}`} disabled={update.isPending} onClick={() => remove(domain)}>
                    Remove
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={<Typography.Text code>{domain}</Typography.Text>}
                  description={<DomainProof companyId={company.id} proof={company.domains.find((d) => d.domain === domain)} />}
                />
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  );
}

/** /settings/company: Organization Settings (spec 000 section 2). */
export function CompanySettingsPage() {
  const { user } = useAuth();
  const company = useCompany(user?.companyId);
  if (!user) return null;
  if (!canManageCompany(user)) return <AccessMessage title="Access Denied" text="You need admin or owner permissions to access organization settings." />;
  return (
    <PageContainer maxWidth={760}>
      <PageHeader level={3} title="Organization Settings" />
      {!user.companyId ? (
        <Alert type="error" showIcon title="No company ID available" />
      ) : company.isPending ? (
        <Typography.Text type="secondary">Loading organization settings...</Typography.Text>
      ) : company.isError ? (
        <Alert type="error" showIcon title="Failed to load organization settings." description={messageOrFallback(company.error, company.error.message)} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{company.data.name}</Typography.Paragraph>
          <Row gutter={[0, 16]}>
            <Col span={24}>
              <AuthorizedDomainsEditor company={company.data} />
            </Col>
            <Col span={24}>
              <SelfRegistrationSetting company={company.data} />
            </Col>
          </Row>
        </>
      )}
    </PageContainer>
  );
}
