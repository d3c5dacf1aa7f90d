import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { Button, Tag, theme, type GlobalToken } from '@milestone/ui';
import { joinBasePath, useNavigate } from '@milestone/platform-sdk';
import { statusBadge, taskRoute, typeLabel, type TaskSummary } from '../task.model.js';

/** The styles of a card, from the theme: the look of an antd Card without its cost. */
function cardStyles(token: GlobalToken) {
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return {
    card: {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      minWidth: 0,
      background: token.colorBgContainer,
      border,
      borderRadius: token.borderRadiusLG,
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
    },
    head: { display: 'flex', alignItems: 'center', gap: token.marginXS, minHeight: 56, padding: `0 ${token.paddingLG}px`, borderBottom: border },
    title: {
      flex: 1,
      minWidth: 0,
      fontSize: token.fontSizeLG,
      fontWeight: token.fontWeightStrong,
      overflow: 'hidden',
      whiteSpace: 'nowrap',
      textOverflow: 'ellipsis',
    },
    actions: { display: 'inline-flex', alignItems: 'center', gap: token.marginXXS, flexShrink: 0 },
    body: { flex: 1, display: 'flex', flexDirection: 'column', padding: token.paddingLG },
    /** Takes the card's spare height, so that the clamped description itself never grows past 3 lines. */
    descriptionBox: { flex: 1, marginTop: token.marginXS, marginBottom: '1em', minHeight: 0 },
    /**
     * The description clamped to 3 lines by CSS: the box is as tall as its 3 lines. Grown taller
     * (a flex item stretched to the card's height beside a longer card), it would show the lines
     * after the ellipsis.
     */
    description: {
      display: '-webkit-box',
      WebkitLineClamp: 3,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
    },
    open: { marginTop: token.marginSM },
    run: { display: 'flex', gap: token.marginXS },
    kind: { color: token.colorTextSecondary, textTransform: 'capitalize' },
  } satisfies Record<string, CSSProperties>;
}

export interface TaskCardFrameProps {
  task: TaskSummary;
  basePath: string;
  testId: string;
  /** Beside the status badge: the permissions icon for those allowed. */
  actions?: ReactNode;
  /** Shows the task's type (typeLabel) above the description, muted. */
  showType?: boolean;
  above?: ReactNode;
  below?: ReactNode;
  primary?: boolean;
  /** Above Open Task: the run buttons of a task with files (Run Task, or Generate Script); Open Task is then secondary. */
  run?: ReactNode;
}

/**
 * What every task card shows: the name, `actions` (the permissions icon for those allowed), the
 * status badge, the description clamped to 3 lines and Open Task. `above` and `below` hold what a
 * card of a given page adds around the description; `run` the run buttons above Open Task.
 */
export function TaskCardFrame({ task, basePath, testId, actions, showType = false, above, below, primary = false, run }: TaskCardFrameProps) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const styles = useMemo(() => cardStyles(token), [token]);
  const badge = statusBadge(task.status);
  // Plain elements rather than antd Card and an ellipsis Paragraph: a page shows hundreds of these
  // (the home page of a 500-task company), and those measure and style themselves one by one.
  // The class name 'ant-card' stays for those who look a card up by it.
  return (
    <div className="ant-card task-card" style={styles.card} data-testid={testId}>
      <div style={styles.head}>
        <div style={styles.title} title={task.name}>
          {task.name}
        </div>
        <span style={styles.actions}>
          {actions}
          <Tag color={badge.color}>{badge.label}</Tag>
        </span>
      </div>
      <div style={styles.body}>
        {showType ? <span style={styles.kind}>{typeLabel(task.type)}</span> : null}
        {above}
        <div style={styles.descriptionBox}>
          <div style={styles.description} data-testid="task-card-description">
            {task.description}
          </div>
        </div>
        {below}
        {run ? <div style={styles.run}>{run}</div> : null}
        <Button
          type={primary && !run ? 'primary' : 'default'}
          style={primary && !run ? undefined : styles.open}
          onClick={() => navigate(joinBasePath(basePath, taskRoute(task)))}
        >
          Open Task
        </Button>
      </div>
    </div>
  );
}
