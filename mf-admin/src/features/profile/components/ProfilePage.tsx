import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Input, PageContainer, PageHeader, Space } from '@milestone/ui';
import { messageOrFallback, useAuth, useToast } from '@milestone/platform-sdk';
import { useUpdateProfile } from '../hooks/useUpdateProfile.js';
import { useConfirmEmailChange } from '../hooks/useConfirmEmailChange.js';
import { profileChanged, profileFromUser, profileProblems, type ProfileValues } from '../profile.model.js';

/** /profile: Profile Settings (spec 000 section 2). */
export function ProfilePage() {
  const { user } = useAuth();
  const saved = useMemo(() => (user ? profileFromUser(user) : null), [user]);
  const [values, setValues] = useState<ProfileValues>(saved ?? { firstName: '', lastName: '', email: '' });
  const [touched, setTouched] = useState(false);
  const update = useUpdateProfile();
  useConfirmEmailChange();
  const { toast } = useToast();

  useEffect(() => {
    if (saved) setValues(saved);
  }, [saved]);

  if (!user || !saved) return null;
  const problems = touched ? profileProblems(values) : {};
  const changed = profileChanged(saved, values);

  const set = (key: keyof ProfileValues) => (e: { target: { value: string } }) => {
    setTouched(true);
    setValues((v) => ({ ...v, [key]: e.target.value }));
  };

  const submit = async () => {
    setTouched(true);
    if (Object.keys(profileProblems(values)).length) return;
    try {
      const { user: updated } = await update.mutateAsync({ firstName: values.firstName.trim(), lastName: values.lastName.trim(), email: values.email.trim() });
      const asked = values.email.trim().toLowerCase();
      toast(
        updated.pendingEmail && asked === updated.pendingEmail
          ? { variant: 'success', title: 'Profile Updated', description: `Follow the link we sent to ${updated.pendingEmail} to change your email address.` }
          : { variant: 'success', title: 'Profile Updated', description: 'Your profile has been updated successfully.' },
      );
      setTouched(false);
    } catch (error) {
      toast({ variant: 'error', title: 'Update Failed', description: messageOrFallback(error, 'Failed to update profile. Please try again.') });
    }
  };

  const field = (key: keyof ProfileValues, label: string, type = 'text') => (
    <Form.Item label={label} required validateStatus={problems[key] ? 'error' : undefined} help={problems[key]} htmlFor={`profile-${key}`}>
      <Input id={`profile-${key}`} type={type} value={values[key]} onChange={set(key)} />
    </Form.Item>
  );

  return (
    <PageContainer maxWidth={560}>
      <Card>
        <PageHeader level={3} title="Profile Settings" />
        <Form layout="vertical" onFinish={submit}>
          {user.pendingEmail ? (
            <Form.Item>
              <Alert
                type="info"
                showIcon
                title={`Pending: ${user.pendingEmail}`}
                description={`Follow the link we sent to ${user.pendingEmail} to make it your email address. Until then you sign in with ${user.email}.`}
              />
            </Form.Item>
          ) : null}
          {field('firstName', 'First Name')}
          {field('lastName', 'Last Name')}
          {field('email', 'Email', 'email')}
          <Space>
            <Button type="primary" htmlType="submit" disabled={!changed || update.isPending} loading={update.isPending}>
              Update Profile
            </Button>
            <Button
              onClick={() => {
                setValues(saved);
                setTouched(false);
              }}
              disabled={!changed || update.isPending}
            >
              Cancel
            </Button>
          </Space>
        </Form>
      </Card>
    </PageContainer>
  );
}
