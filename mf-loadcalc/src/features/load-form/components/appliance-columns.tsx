// The columns the appliance tables (fastened in place, large, the 220.83 new loads) share: the name
// input, Type, Watts, Qty, Load Mgmt and the delete button. A row's aria-labels and issue paths come
// from its table.
import type { ReactNode } from 'react';
import { Button, Checkbox, Select } from '@milestone/ui';
import { APPLIANCE_TYPES, isApplianceType, type ApplianceType, type NumberInput } from '@milestone/loadcalc';
import { displayNumber } from '../load-form.model.js';
import { CellInput } from './CellInput.js';
import { ErrorLine } from './ErrorLine.js';
import type { SectionView } from './FormSection.js';
import type { GridColumn } from './GridTable.js';

/** The fields every appliance row has (a 220.83 new load too). */
interface RowFields {
  name: string;
  watts: NumberInput;
  quantity: NumberInput;
}

/** The fields both kinds of the form's appliance row have. */
interface ApplianceFields extends RowFields {
  loadManagement: boolean;
}

/** What an editable appliance table does with its rows (rows of type R). */
export interface ApplianceRowsEditing<R> {
  errors: ReadonlyMap<string, string>;
  onUpdate: (index: number, patch: Partial<R>) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
  onTouch: (field: string) => void;
  onViewChange: (view: SectionView) => void;
}

/** The part of the editing the shared columns use; any appliance table's editing fits. */
type FieldEditing = Pick<ApplianceRowsEditing<ApplianceFields>, 'errors' | 'onUpdate' | 'onTouch'>;

/** The editing the Type column uses. */
type TypeEditing = Pick<ApplianceRowsEditing<{ type: ApplianceType }>, 'errors' | 'onUpdate'>;

export interface ApplianceTable {
  /** How a row is named in its aria-labels: 'Appliance' gives 'Appliance 3 watts'. */
  rowLabel: 'Appliance' | 'Large appliance' | 'New load';
  /** The form's list, where the engine reports a row's issues: 'appliances.2.watts'. */
  list: 'appliances' | 'largeAppliances' | 'existingDwelling.newLoads';
}

type InputField = 'name' | 'watts' | 'quantity';

/** Where the engine reports an issue with a field of row `index` ('appliances.2.watts'). */
export function fieldPath(table: ApplianceTable, index: number, field: string): string {
  return `${table.list}.${index}.${field}`;
}

/** The input of one field of row `index`, with the engine's message for it. */
export function rowInput(
  table: ApplianceTable,
  editing: FieldEditing,
  index: number,
  field: InputField,
  value: NumberInput,
  options: { width: number; numeric?: 'numeric' | 'decimal' },
): ReactNode {
  const path = fieldPath(table, index, field);
  return (
    <CellInput
      label={`${table.rowLabel} ${index + 1} ${field}`}
      value={value}
      numeric={options.numeric}
      width={options.width}
      error={editing.errors.get(path)}
      onChange={(text) => editing.onUpdate(index, { [field]: text })}
      onBlur={() => editing.onTouch(path)}
    />
  );
}

const NUMBER_COLUMNS = {
  // Wide enough for '150000' and '100' (the largest values in INPUT_LIMITS' range a row holds in practice).
  watts: { title: 'Watts', numeric: 'decimal', columnWidth: 92, inputWidth: 72 },
  quantity: { title: 'Qty', numeric: 'numeric', columnWidth: 60, inputWidth: 48 },
} as const;

/** Watts or Qty: an input while editing, the number as entered (grouped) in the print layout. */
function numberColumn<R extends RowFields>(field: keyof typeof NUMBER_COLUMNS, table: ApplianceTable, editing?: FieldEditing): GridColumn<R> {
  const { title, numeric, columnWidth, inputWidth } = NUMBER_COLUMNS[field];
  return {
    key: field,
    title,
    label: title,
    kind: 'num',
    width: editing ? columnWidth : undefined,
    render: (row, i) => (editing ? rowInput(table, editing, i, field, row[field], { numeric, width: inputWidth }) : displayNumber(row[field])),
  };
}

function loadManagementColumn<R extends ApplianceFields>(table: ApplianceTable, editing?: FieldEditing): GridColumn<R> {
  return {
    key: 'loadManagement',
    title: 'Load Mgmt',
    label: 'Load Mgmt',
    kind: 'center',
    render: (row, i) =>
      editing ? (
        <Checkbox
          aria-label={`${table.rowLabel} ${i + 1} load management`}
          checked={row.loadManagement}
          onChange={(event) => editing.onUpdate(i, { loadManagement: event.target.checked })}
        />
      ) : row.loadManagement ? (
        'Yes'
      ) : (
        'No'
      ),
  };
}

/** Watts and Qty, in that order. */
export function numberColumns<R extends RowFields>(table: ApplianceTable, editing?: FieldEditing): GridColumn<R>[] {
  return [numberColumn<R>('watts', table, editing), numberColumn<R>('quantity', table, editing)];
}

/** Watts, Qty and Load Mgmt, in that order. */
export function applianceFieldColumns<R extends ApplianceFields>(table: ApplianceTable, editing?: FieldEditing): GridColumn<R>[] {
  return [...numberColumns<R>(table, editing), loadManagementColumn<R>(table, editing)];
}

const TYPE_OPTIONS = APPLIANCE_TYPES.map((type) => ({ value: type, label: type }));

/** Type: a select while editing (the engine's message under it), the type in the print layout. */
export function typeColumn<R extends { type: ApplianceType }>(table: ApplianceTable, editing?: TypeEditing): GridColumn<R> {
  return {
    key: 'type',
    title: 'Type',
    label: 'Type',
    render: (row, i) => {
      if (!editing) return row.type;
      const error = editing.errors.get(fieldPath(table, i, 'type'));
      return (
        <>
          <Select
            aria-label={`${table.rowLabel} ${i + 1} type`}
            value={row.type}
            options={TYPE_OPTIONS}
            status={error ? 'error' : undefined}
            className="lc-select"
            onChange={(type: unknown) => {
              if (isApplianceType(type)) editing.onUpdate(i, { type });
            }}
          />
          <ErrorLine message={error} />
        </>
      );
    },
  };
}

/** The delete button of each row that `deletable` allows, while editing; no column otherwise. */
export function deleteColumns<R>(
  table: ApplianceTable,
  editing: Pick<ApplianceRowsEditing<R>, 'onDelete'> | undefined,
  deletable: (index: number) => boolean = () => true,
): GridColumn<R>[] {
  if (!editing) return [];
  return [
    {
      key: 'actions',
      title: <span className="lc-visually-hidden">Actions</span>,
      kind: 'action',
      render: (_row, i) =>
        deletable(i) ? (
          <Button type="text" danger aria-label={`Delete ${table.rowLabel.toLowerCase()} ${i + 1}`} onClick={() => editing.onDelete(i)}>
            ✕
          </Button>
        ) : null,
    },
  ];
}
