import type { SectionId, TaskSection } from './task-sections.js';

/** What the section navigation (the sidebar, or the phone's tab bar) shows and does. */
export interface NavProps {
  sections: TaskSection[];
  current: TaskSection;
  onSelect: (id: SectionId) => void;
  onEdit: (section: TaskSection) => void;
  onRemove: (section: TaskSection) => void;
  onAdd: () => void;
  /** False for those who may not edit the task: no add, edit or remove controls. */
  editable: boolean;
}
