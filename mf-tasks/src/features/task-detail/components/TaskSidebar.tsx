import { ArrowLeftOutlined, Button, Typography } from '@milestone/ui';
import type { Task } from '../../../entities/task/task.model.js';
import type { NavProps } from '../task-nav.js';

/** The section list beside the task (wide screens): Back, the task's name, its sections and + Add Section. */
export function TaskSidebar({ task, onBack, sections, current, onSelect, onEdit, onRemove, onAdd, editable }: NavProps & { task: Task; onBack: () => void }) {
  return (
    <nav className="task-nav task-sidebar" aria-label="Task sections">
      <Button icon={<ArrowLeftOutlined />} onClick={onBack} className="task-sidebar-back">
        Back
      </Button>
      <Typography.Title level={5} ellipsis className="task-sidebar-name">
        {task.name}
      </Typography.Title>
      <ul>
        {sections.map((s) => {
          const active = s.id === current.id;
          return (
            <li key={s.id} className={active ? 'active' : undefined}>
              <button type="button" className="task-sidebar-section" aria-current={active ? 'page' : undefined} onClick={() => onSelect(s.id)}>
                {s.label}
              </button>
              {editable ? (
                <Button type="text" size="small" aria-label={`Edit section ${s.label}`} onClick={() => onEdit(s)}>
                  ✎
                </Button>
              ) : null}
              {editable && s.removable ? (
                <Button type="text" size="small" danger aria-label={`Remove section ${s.label}`} onClick={() => onRemove(s)}>
                  ✕
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {editable ? (
        <Button type="dashed" block className="task-sidebar-add" onClick={onAdd}>
          + Add Section
        </Button>
      ) : null}
    </nav>
  );
}
