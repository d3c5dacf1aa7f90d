import { useMemo } from 'react';
import { Avatar, Button, Dropdown, Flex, Layout, theme, Typography, type GlobalToken, type MenuProps } from '@milestone/ui';
import {
  canManageCompany,
  canManageTasks,
  canManageUsers,
  type CurrentUser,
  displayName,
  Link,
  useAuth,
  useLocation,
  useNavigate,
} from '@milestone/platform-sdk';
import { Logo } from './Logo.js';
import { HEADER_PRINT_CSS, isPrintMode } from './print-mode.js';

function initials(user: CurrentUser): string {
  const name = displayName(user);
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.slice(0, 2)).toUpperCase();
}

/**
 * The header's stylesheet, painted from the theme: a light bar with the theme's split line, the
 * brand name without a heading's margin, the avatar in the primary colour; hidden in print.
 */
function headerCss(token: GlobalToken): string {
  return [
    `.shell-header{display:flex;align-items:center;justify-content:space-between;background:${token.colorBgContainer};border-bottom:${token.lineWidth}px ${token.lineType} ${token.colorSplit};padding-inline:${token.paddingLG}px}`,
    '.shell-header h4.ant-typography{margin:0}',
    `.shell-header .ant-avatar{background:${token.colorPrimary}}`,
    HEADER_PRINT_CSS,
  ].join('\n');
}

/** The header on every page (spec 000 section 2, "Header"). */
export function Header() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  const css = useMemo(() => headerCss(token), [token]);

  const menu = (signedIn: CurrentUser): MenuProps['items'] => [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical>
          <Typography.Text strong>{displayName(signedIn)}</Typography.Text>
          <Typography.Text type="secondary">{signedIn.email}</Typography.Text>
          {signedIn.company?.name ? <Typography.Text type="secondary">{signedIn.company.name}</Typography.Text> : null}
        </Flex>
      ),
    },
    { type: 'divider' },
    ...(canManageTasks(signedIn) ? [{ key: '/task-management', label: 'Task Management' }] : []),
    { key: '/executions', label: 'Executions' },
    { key: '/profile', label: 'Profile' },
    ...(canManageUsers(signedIn) ? [{ key: '/settings/users', label: 'User Management' }] : []),
    ...(canManageCompany(signedIn) ? [{ key: '/settings/company', label: 'Organization Settings' }] : []),
    { type: 'divider' },
    { key: 'logout', label: 'Log out', danger: true },
  ];

  const onMenuClick: MenuProps['onClick'] = async ({ key }) => {
    if (key === 'logout') {
      try {
        await logout();
      } finally {
        navigate('/auth', { replace: true });
      }
      return;
    }
    navigate(key);
  };

  if (isPrintMode(location.search)) return null;

  return (
    <Layout.Header className="shell-header">
      <style>{css}</style>
      <Link to="/" aria-label="Milestone home">
        <Flex align="center" gap="small">
          <Logo />
          <Typography.Title level={4}>Milestone</Typography.Title>
        </Flex>
      </Link>
      {user ? (
        <Dropdown menu={{ items: menu(user), onClick: onMenuClick }} trigger={['click']} placement="bottomRight">
          <Button type="text" shape="circle" aria-label="Account menu" icon={<Avatar>{initials(user)}</Avatar>} />
        </Dropdown>
      ) : null}
    </Layout.Header>
  );
}
