import type { Task } from '../../../entities/task/task.model.js';
import type { TaskSection } from '../task-sections.js';
import { DataTableSection } from './DataTableSection.js';
import { TextSection } from './TextSection.js';
import { isPurchaseOrderTemplate } from './section-content.js';
import { useSectionContentSaver } from './useSectionContentSaver.js';

/**
 * The body of a custom section by its type (spec 001 sections 2.10, 2.11, 3): data-table and table
 * edit as a grid, instructions render their markup, reference and any other type show plain text.
 */
export function CustomSection({ task, section, readOnly = false }: { task: Task; section: TaskSection; readOnly?: boolean }) {
  const saver = useSectionContentSaver(task.id, section.id);
  const content = section.content ?? '';
  const purchaseOrder = isPurchaseOrderTemplate(section.label);
  if (section.type === 'data-table' || section.type === 'table') {
    return <DataTableSection key={section.id} content={content} readOnly={readOnly} withDateCreated={purchaseOrder} onChange={saver.schedule} />;
  }
  return (
    <TextSection
      key={section.id}
      content={content}
      markup={section.type === 'instructions'}
      readOnly={readOnly}
      withDateCreated={purchaseOrder}
      save={saver.save}
    />
  );
}
