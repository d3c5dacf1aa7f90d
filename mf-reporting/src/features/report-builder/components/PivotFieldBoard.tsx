import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Typography } from '@milestone/ui';
import type { CatalogField } from '../../../entities/report-catalog/report-catalog.model.js';
import { MAX_PIVOT_FIELDS, MAX_PIVOT_VALUES, type BuilderState } from '../../../entities/report/report.model.js';
import {
  PIVOT_ZONE_LABELS,
  pivotDrop,
  valueFieldOptions,
  valueLabel,
  withoutPivotChip,
  type PivotDragSource,
  type PivotDropTarget,
  type PivotLayout,
  type PivotZone,
} from '../report-builder.model.js';

export interface PivotFieldBoardProps {
  state: BuilderState;
  fields: readonly CatalogField[];
  onChange: (patch: Partial<BuilderState>) => void;
  disabled?: boolean;
}

const ZONES: readonly PivotZone[] = ['rows', 'columns', 'values'];
const ZONE_LIMITS: Record<PivotZone, number> = { rows: MAX_PIVOT_FIELDS, columns: MAX_PIVOT_FIELDS, values: MAX_PIVOT_VALUES };
const ZONE_LIST_LABELS: Record<PivotZone, string> = { rows: 'Row fields', columns: 'Column fields', values: 'Values shown' };
const FIELDS_AREA = 'fields';

/** What a draggable or droppable carries: where a drag starts, where a drop lands. */
interface BoardData {
  source?: PivotDragSource;
  target?: PivotDropTarget;
  label: string;
}

const dataOf = (node: Active | Over | null): BoardData | undefined => node?.data.current as BoardData | undefined;

/** The chip under the pointer before the zone around it, so a drop lands at the chip's place; the keyboard's moves by corners. */
const collisions: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return closestCorners(args);
  const chips = within.filter((c) => args.droppableContainers.find((d) => d.id === c.id)?.data.current?.['source']);
  return chips.length > 0 ? chips : within;
};

const SCREEN_READER_INSTRUCTIONS =
  'To pick up a field, press Space or Enter. Use the arrow keys to move it between the fields, Rows, Columns and Values, ' +
  'or to another place in its zone. Press Space or Enter again to drop it, or Escape to cancel. A field dropped outside the zones leaves the pivot.';

interface ChipProps {
  id: string;
  data: BoardData;
  disabled: boolean;
  zoneLabel?: string;
  onRemove?: () => void;
}

function ChipBody({ label, handle, onRemove, removeLabel }: { label: string; handle: Record<string, unknown>; onRemove?: () => void; removeLabel?: string }) {
  return (
    <>
      <button type="button" className="rb-chip-handle" {...handle}>
        <span aria-hidden="true" className="rb-chip-grip">
          ⠿
        </span>
        {label}
      </button>
      {onRemove && (
        <button type="button" className="rb-chip-remove" aria-label={removeLabel} title={removeLabel} onClick={onRemove}>
          ×
        </button>
      )}
    </>
  );
}

/** A chip of a zone: sortable inside it, draggable to another zone or off the board. */
function ZoneChip({ id, data, disabled, zoneLabel, onRemove }: ChipProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, data, disabled });
  const source = data.source as { zone: PivotZone; index: number };
  // Where dnd-kit moves the chip while others are dragged past it: a run-time value.
  const moving = { transform: CSS.Translate.toString(transform), transition };
  return (
    <div
      ref={setNodeRef}
      className={`rb-chip${isDragging ? ' rb-chip-dragging' : ''}`}
      style={moving}
      data-testid="pivot-chip"
      data-zone={source.zone}
      data-index={source.index}
      role="listitem"
    >
      <ChipBody
        label={data.label}
        handle={{ ...attributes, ...listeners, 'aria-roledescription': 'sortable field' }}
        onRemove={disabled ? undefined : onRemove}
        removeLabel={`Remove ${data.label} from ${zoneLabel}`}
      />
    </div>
  );
}

/** A field of the selection, to drag into a zone. */
function FieldChip({ id, data, disabled }: ChipProps) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data, disabled });
  return (
    <div
      ref={setNodeRef}
      className={`rb-chip${isDragging ? ' rb-chip-dragging' : ''}`}
      data-testid="pivot-field"
      data-field-id={id.slice(FIELDS_AREA.length + 1)}
      role="listitem"
    >
      <ChipBody label={data.label} handle={{ ...attributes, ...listeners, 'aria-roledescription': 'draggable field' }} />
    </div>
  );
}

interface AreaProps {
  id: string;
  data: BoardData;
  title: string;
  /** The list's accessible name: not the zone's title alone, which names the pick list of the same axis. */
  listLabel: string;
  hint: string;
  testId: string;
  children: ReactNode;
}

function Area({ id, data, title, listLabel, hint, testId, children }: AreaProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data });
  return (
    <section ref={setNodeRef} className={`rb-zone${isOver ? ' rb-zone-over' : ''}`} data-testid={testId} aria-label={`${title} drop zone`}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary" className="rb-zone-hint">
        {hint}
      </Typography.Text>
      <div className="rb-zone-chips" role="list" aria-label={listLabel}>
        {children}
      </div>
    </section>
  );
}

/**
 * The pivot's fields board (Excel's PivotTable Fields pane): the selected fields a pivot can use,
 * dragged into Rows, Columns or Values; chips reordered in a zone (the order nests the groups),
 * moved between zones, or removed (their button, or dragged off the zones). Every drop goes
 * through `pivotDrop`, the rules the pick lists keep too; a refused one says why. The pointer,
 * and the keyboard (Space, arrows, Space), both drag; a screen reader hears each step.
 */
export function PivotFieldBoard({ state, fields, onChange, disabled = false }: PivotFieldBoardProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(fields.map((f) => [f.id, f]));
  const labelOf = (id: string) => byId.get(id)?.label ?? id;
  const layout: PivotLayout = { rows: state.rows, columns: state.columns, values: state.values, sort: state.sort };
  const context = { fields, selected: state.selectedFields };

  const chipsOf = (zone: PivotZone): Array<{ id: string; data: BoardData }> =>
    zone === 'values'
      ? state.values.map((value, index) => ({
          id: `values:${index}`,
          data: { source: { zone, index }, target: { zone, index }, label: valueLabel(value, labelOf) },
        }))
      : state[zone].map((choice, index) => ({
          id: `${zone}:${choice.fieldId}`,
          data: { source: { zone, index }, target: { zone, index }, label: labelOf(choice.fieldId) },
        }));

  const placeOf = (target: PivotDropTarget): string => {
    if (!target) return 'outside the zones, which removes it';
    const count = layout[target.zone].length;
    return target.index === undefined
      ? `${PIVOT_ZONE_LABELS[target.zone]}, at its end`
      : `${PIVOT_ZONE_LABELS[target.zone]}, position ${target.index + 1} of ${count}`;
  };
  const whereFrom = (source: PivotDragSource | undefined): string =>
    !source || source.zone === 'fields' ? 'the fields' : placeOf({ zone: source.zone, index: source.index });
  const outcome = (active: Active, over: Over | null) => {
    const source = dataOf(active)?.source;
    return source ? pivotDrop(layout, source, dataOf(over)?.target ?? null, context) : undefined;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${dataOf(active)?.label}, from ${whereFrom(dataOf(active)?.source)}.`,
    onDragOver: ({ active, over }) => {
      const result = outcome(active, over);
      const refused = result && 'refused' in result ? ` It cannot be dropped here: ${result.refused}` : '';
      return `${dataOf(active)?.label} is over ${over ? placeOf(dataOf(over)?.target ?? null) : 'no zone'}.${refused}`;
    },
    onDragEnd: ({ active, over }) => {
      const label = dataOf(active)?.label;
      const result = outcome(active, over);
      if (result && 'refused' in result) return `${label} was not dropped: ${result.refused}`;
      const target = dataOf(over)?.target ?? null;
      if (!target) return dataOf(active)?.source?.zone === 'fields' ? `${label} was not placed.` : `${label} was removed from the pivot.`;
      return `${label} was dropped in ${placeOf(target)}.`;
    },
    onDragCancel: ({ active }) => `Dragging ${dataOf(active)?.label} was cancelled; it stays where it was.`,
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setRefusal(null);
    setDragging(dataOf(active)?.label ?? null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const result = outcome(active, over);
    if (!result) return;
    if ('refused' in result) setRefusal(result.refused);
    else if (result.layout !== layout) onChange(result.layout);
  };
  const remove = (zone: PivotZone, index: number) => {
    setRefusal(null);
    onChange(withoutPivotChip(layout, zone, index));
  };

  const available = valueFieldOptions(fields, state.selectedFields);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      <div className="rb-board" data-testid="pivot-field-board">
        <Area
          id={FIELDS_AREA}
          data={{ target: null, label: 'the fields' }}
          title="Fields"
          listLabel="Fields to drag"
          hint="Drag into Rows, Columns or Values."
          testId="pivot-zone-fields"
        >
          {available.length === 0 && <Typography.Text type="secondary">Select fields above first.</Typography.Text>}
          {available.map((option) => (
            <FieldChip
              key={option.value}
              id={`${FIELDS_AREA}:${option.value}`}
              data={{ source: { zone: 'fields', fieldId: option.value }, label: option.label }}
              disabled={disabled}
            />
          ))}
        </Area>
        <div className="rb-board-zones">
          {ZONES.map((zone) => {
            const chips = chipsOf(zone);
            const title = PIVOT_ZONE_LABELS[zone];
            const hint = zone === 'values' ? `Up to ${ZONE_LIMITS[zone]}.` : `Up to ${ZONE_LIMITS[zone]}, outermost first.`;
            return (
              <Area
                key={zone}
                id={`zone:${zone}`}
                data={{ target: { zone }, label: title }}
                title={title}
                listLabel={ZONE_LIST_LABELS[zone]}
                hint={hint}
                testId={`pivot-zone-${zone}`}
              >
                <SortableContext id={zone} items={chips.map((c) => c.id)} strategy={verticalListSortingStrategy}>
                  {chips.length === 0 && <Typography.Text type="secondary">Drop fields here</Typography.Text>}
                  {chips.map((chip) => (
                    <ZoneChip
                      key={chip.id}
                      id={chip.id}
                      data={chip.data}
                      disabled={disabled}
                      zoneLabel={title}
                      onRemove={() => remove(zone, (chip.data.source as { index: number }).index)}
                    />
                  ))}
                </SortableContext>
              </Area>
            );
          })}
        </div>
      </div>
      {refusal && (
        <Typography.Text type="warning" role="alert" data-testid="pivot-drop-refused">
          {refusal}
        </Typography.Text>
      )}
      <DragOverlay dropAnimation={null}>{dragging ? <div className="rb-chip rb-chip-overlay">{dragging}</div> : null}</DragOverlay>
    </DndContext>
  );
}
