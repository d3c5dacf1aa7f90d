import { Button } from '@milestone/ui';
import { FIXED_APPLIANCE_COUNT, isApplianceRowDeletable, type Appliance, type LoadLineItem } from '@milestone/loadcalc';
import { applianceFieldColumns, deleteColumns, rowInput, type ApplianceRowsEditing, type ApplianceTable } from './appliance-columns.js';
import type { DecisionRow } from '../load-form.model.js';
import { Decisions } from './Decisions.js';
import { FormSection, ViewToggles, type SectionView } from './FormSection.js';
import { GridTable, type GridColumn } from './GridTable.js';
import { demandColumn, formulaColumns, lineCells, vaColumn } from './line-columns.js';

const APPLIANCES: ApplianceTable = { rowLabel: 'Appliance', list: 'appliances' };

interface FastenedAppliancesSectionProps {
  rows: readonly Appliance[];
  lines: ReadonlyMap<number, LoadLineItem>;
  total: LoadLineItem | null;
  view: SectionView;
  /** Absent in the read-only print layout. */
  /** Formula Details' decisions for these lines (shown with the formula columns). */
  decisions?: readonly DecisionRow[];
  editing?: ApplianceRowsEditing<Appliance>;
}

/**
 * Appliances Fastened In Place (220.53). The first four rows are the fixed named appliances: their
 * names stay and they cannot be deleted; added rows can (spec section 5).
 */
export function FastenedAppliancesSection({ rows, lines, total, view, editing, decisions = [] }: FastenedAppliancesSectionProps) {
  const lineOf = (_row: Appliance, index: number) => lines.get(index);
  const columns: GridColumn<Appliance>[] = [
    {
      key: 'name',
      title: 'Appliance',
      kind: 'wide',
      className: 'lc-col--desc',
      render: (row, i) =>
        editing && i >= FIXED_APPLIANCE_COUNT
          ? rowInput(APPLIANCES, editing, i, 'name', row.name, { width: 140 })
          : row.name || lines.get(i)?.description || `Appliance ${i + 1}`,
    },
    ...applianceFieldColumns<Appliance>(APPLIANCES, editing),
    demandColumn(lineOf, !editing),
    ...(view.formula ? formulaColumns(lineOf) : []),
    vaColumn(lineOf),
    ...deleteColumns(APPLIANCES, editing, isApplianceRowDeletable),
  ];

  return (
    <FormSection
      title="Appliances Fastened In Place"
      testId={editing ? 'fastened-appliances' : undefined}
      tools={editing ? <ViewToggles view={view} onChange={editing.onViewChange} /> : undefined}
    >
      <GridTable
        caption="Appliances fastened in place"
        columns={columns}
        rows={rows}
        rowKey={(_row, i) => String(i)}
        footer={total ? [{ key: 'total', cells: lineCells(total, 'name', view.formula, !editing) }] : []}
        grid={view.grid}
        stackOnPhone={!!editing}
        className="lc-table--fastened"
        empty="No appliances fastened in place."
      />
      {view.formula ? <Decisions decisions={decisions} section={editing ? 'fastened' : 'print-fastened'} /> : null}
      {editing ? (
        <div className="lc-section__foot">
          <Button onClick={editing.onAdd}>Add Appliance</Button>
        </div>
      ) : null}
    </FormSection>
  );
}
