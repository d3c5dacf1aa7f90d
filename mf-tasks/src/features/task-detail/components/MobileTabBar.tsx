import { Button } from '@milestone/ui';
import type { NavProps } from '../task-nav.js';

/** The phone's section tabs, fixed at the bottom of the screen, scrolling sideways when many. */
export function MobileTabBar({ sections, current, onSelect, onAdd, editable }: Pick<NavProps, 'sections' | 'current' | 'onSelect' | 'onAdd' | 'editable'>) {
  return (
    <nav className="task-nav task-tab-bar" aria-label="Task sections">
      {sections.map((s) => (
        <Button
          key={s.id}
          type={s.id === current.id ? 'primary' : 'text'}
          aria-current={s.id === current.id ? 'page' : undefined}
          onClick={() => onSelect(s.id)}
        >
          {s.label}
        </Button>
      ))}
      {editable ? <Button onClick={onAdd}>+ Add</Button> : null}
    </nav>
  );
}
