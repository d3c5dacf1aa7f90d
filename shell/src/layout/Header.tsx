import { Avatar, Dropdown, Layout, Typography, type MenuProps } from '@milestone/ui';
import { canManageCompany, canManageTasks, canManageUsers, type CurrentUser, displayName, Link, useAuth, useLocation, useNavigate } from '@milestone/platform-sdk';
import { Logo } from './Logo.js';
import { HEADER_PRINT_CSS, isPrintMode } from './print-mode.js';

function initials(user: CurrentUser): string {
  const name = displayName(user);
  const parts = name.split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]![0]}${parts[1]![0]}` : name.slice(0, 2)).toUpperCase();
}

/** The header on every page (spec 000 section 2, "Header"). */
export function Header() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const menu = (signedIn: CurrentUser): MenuProps['items'] => [
    {
      key: 'who',
      disabled: true,
      label: (
        <div style={{ lineHeight: 1.4, cursor: 'default' }}>
          <Typography.Text strong style={{ display: 'block' }}>{displayName(signedIn)}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block' }}>{signedIn.email}</Typography.Text>
          {signedIn.company?.name ? <Typography.Text type="secondary" style={{ display: 'block' }}>{signedIn.company.name}</Typography.Text> : null}
        </div>
      ),
    },
    { type: 'divider' },
    ...(canManageTasks(signedIn) ? [{ key: '/task-management', label: 'Task Management' }] : []),
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
    <Layout.Header
      className="shell-header"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', background: '#fff', borderBottom: '1px solid #f0f0f0', paddingInline: 24 }}
    >
      <style>{HEADER_PRINT_CSS}</style>
      <Link to="/" aria-label="Milestone home" style={{ display: 'flex', alignItems: 'center', gap: 10, color: 'inherit' }}>
        <Logo />
        <Typography.Title level={4} style={{ margin: 0 }}>Milestone</Typography.Title>
      </Link>
      {user ? (
        <Dropdown menu={{ items: menu(user), onClick: onMenuClick }} trigger={['click']} placement="bottomRight">
          <button type="button" aria-label="Account menu" style={{ background: 'none', border: 0, cursor: 'pointer', padding: 0 }}>
            <Avatar style={{ backgroundColor: '#1f6feb' }}>{initials(user)}</Avatar>
          </button>
        </Dropdown>
      ) : null}
    </Layout.Header>
  );
}
