import { BulletList, Collapse, Flex, theme, Typography } from '@milestone/ui';

const ROLES: ReadonlyArray<[string, string]> = [
  ['User', 'Works with the tasks shared with them. No task management, user management or organization settings.'],
  ['Admin', 'Invites users, changes roles, removes users and manages organization settings. Sees Task Management.'],
  ['Owner', 'Everything an admin can do, and makes or removes other owners.'],
  ['Super Owner', "The platform's special account: every permission in every company. Its role cannot be changed and it cannot be deleted."],
];

/** The collapsible help on the permission system (closed by default). */
export function PermissionHelp() {
  const { token } = theme.useToken();
  return (
    <Collapse
      // The page's cards sit on the container colour; the help matches them, from the theme.
      style={{ background: token.colorBgContainer }}
      items={[
        {
          key: 'help',
          label: 'How permissions work',
          children: (
            <Flex vertical gap="middle">
              <BulletList>
                {ROLES.map(([role, text]) => (
                  <li key={role}>
                    <Typography.Text strong>{role}:</Typography.Text> {text}
                  </li>
                ))}
              </BulletList>
              <Typography.Text type="secondary">
                Nobody changes their own role or deletes their own account. Access to a single task (viewer, admin, owner) is granted on that task&apos;s Manage
                Permissions page.
              </Typography.Text>
            </Flex>
          ),
        },
      ]}
    />
  );
}
