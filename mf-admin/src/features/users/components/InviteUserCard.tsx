import { useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row, Select } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useInvite } from '../hooks/useUsersAdmin.js';
import { inviteProblem, type InviteValues } from '../users.model.js';

const EMPTY: InviteValues = { firstName: '', lastName: '', email: '', role: 'user' };

/** 'Add New User': sends an invitation e-mail (POST /api/companies/{id}/invitations). */
export function InviteUserCard({ companyId }: { companyId: number | null | undefined }) {
  const [values, setValues] = useState<InviteValues>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInvite(companyId);
  const { toast } = useToast();

  const set = (key: keyof InviteValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async () => {
    const found = inviteProblem(values);
    setProblem(found);
    if (found) return;
    if (!companyId) {
      toast({ variant: 'error', title: 'Invitation Failed', description: 'No company ID available' });
      return;
    }
    const email = values.email.trim().toLowerCase();
    try {
      const answer = await invite.mutateAsync({
        email,
        role: values.role as 'user' | 'admin',
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      toast({ variant: 'success', title: 'Invitation Sent', description: answer.message || `Invitation sent to ${email}` });
      setValues(EMPTY);
    } catch (error) {
      toast({ variant: 'error', title: 'Invitation Failed', description: messageOrFallback(error, 'Failed to send invitation. Please try again.') });
    }
  };

  return (
    <Card title="Add New User">
      <Form layout="vertical" onFinish={submit} name="invite-user">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="First Name" htmlFor="invite-first-name">
              <Input id="invite-first-name" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Last Name" htmlFor="invite-last-name">
              <Input id="invite-last-name" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Email" htmlFor="invite-email">
              <Input id="invite-email" type="email" value={values.email} onChange={(e) => set('email')(e.target.value)} placeholder="colleague@company.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Role" htmlFor="invite-role">
              <Select
                id="invite-role"
                value={values.role}
                onChange={(role) => set('role')(String(role))}
                options={[
                  { value: 'user', label: 'User' },
                  { value: 'admin', label: 'Admin' },
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
        {problem ? (
          <Form.Item>
            <Alert type="error" showIcon title={problem} />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Send Invitation'}
        </Button>
      </Form>
    </Card>
  );
}
