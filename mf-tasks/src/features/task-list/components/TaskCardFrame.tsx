import type { CSSProperties, ReactNode } from 'react';
import { Button, Tag } from '@milestone/ui';
import { joinBasePath, useNavigate } from '@milestone/platform-sdk';
import { statusBadge, taskRoute, type TaskSummary } from '../task-card.model.js';
import { PermissionsIconButton } from '../../task-permissions/components/PermissionsIconButton.js';

const CARD_STYLE: CSSProperties = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: 14,
  lineHeight: 1.5715,
};
const HEAD_STYLE: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, minHeight: 56, padding: '0 24px', borderBottom: '1px solid #f0f0f0' };
const TITLE_STYLE: CSSProperties = { flex: 1, minWidth: 0, fontSize: 16, fontWeight: 600, overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };
const BODY_STYLE: CSSProperties = { flex: 1, display: 'flex', flexDirection: 'column', padding: 24 };
/** The description clamped to 3 lines by CSS. */
const DESCRIPTION_STYLE: CSSProperties = {
  marginTop: 8,
  marginBottom: '1em',
  flex: 1,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
};

/**
 * What every task card shows: the name, the permissions icon (for those allowed), the status
 * badge, the description clamped to 3 lines and Open Task. `above` and `below` hold what a
 * card of a given page adds around the description.
 */
export function TaskCardFrame({
  task,
  basePath,
  testId,
  above,
  below,
  primary = false,
}: {
  task: TaskSummary;
  basePath: string;
  testId: string;
  above?: ReactNode;
  below?: ReactNode;
  primary?: boolean;
}) {
  const navigate = useNavigate();
  const badge = statusBadge(task.status);
  // Plain elements rather than antd Card and an ellipsis Paragraph: a page shows hundreds of these
  // (the home page of a 500-task company), and those measure and style themselves one by one.
  // The class name 'ant-card' stays for those who look a card up by it.
  return (
    <div className="ant-card task-card" style={CARD_STYLE} data-testid={testId}>
      <div style={HEAD_STYLE}>
        <div style={TITLE_STYLE} title={task.name}>
          {task.name}
        </div>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, flexShrink: 0 }}>
          <PermissionsIconButton taskId={task.id} level={task.permissionLevel} basePath={basePath} />
          <Tag color={badge.color} style={{ marginInlineEnd: 0 }}>
            {badge.label}
          </Tag>
        </span>
      </div>
      <div style={BODY_STYLE}>
        {above}
        <div style={DESCRIPTION_STYLE}>{task.description}</div>
        {below}
        <Button type={primary ? 'primary' : 'default'} style={primary ? undefined : { marginTop: 12 }} onClick={() => navigate(joinBasePath(basePath, taskRoute(task)))}>
          Open Task
        </Button>
      </div>
    </div>
  );
}
