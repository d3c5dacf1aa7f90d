import { Button } from '@milestone/ui';
import type { LargeAppliance, LoadLineItem } from '@milestone/loadcalc';
import { applianceFieldColumns, deleteColumns, rowInput, typeColumn, type ApplianceRowsEditing, type ApplianceTable } from './appliance-columns.js';
import type { DecisionRow } from '../load-form.model.js';
import { Decisions } from './Decisions.js';
import { FormSection, ViewToggles, type SectionView } from './FormSection.js';
import { GridTable, type GridColumn } from './GridTable.js';
import { demandColumn, formulaColumns, vaColumn } from './line-columns.js';

const LARGE_APPLIANCES: ApplianceTable = { rowLabel: 'Large appliance', list: 'largeAppliances' };

interface LargeAppliancesSectionProps {
  rows: readonly LargeAppliance[];
  lines: ReadonlyMap<number, LoadLineItem>;
  view: SectionView;
  /** Absent in the read-only print layout. */
  /** Formula Details' decisions for these lines (shown with the formula columns). */
  decisions?: readonly DecisionRow[];
  editing?: ApplianceRowsEditing<LargeAppliance>;
}

/** Large Appliances and Loads: each row's demand rule (220.50 to 220.60) as the engine applied it. */
export function LargeAppliancesSection({ rows, lines, view, editing, decisions = [] }: LargeAppliancesSectionProps) {
  const lineOf = (_row: LargeAppliance, index: number) => lines.get(index);
  const columns: GridColumn<LargeAppliance>[] = [
    {
      key: 'name',
      title: 'Appliance',
      kind: 'wide',
      className: 'lc-col--desc',
      render: (row, i) => (editing ? rowInput(LARGE_APPLIANCES, editing, i, 'name', row.name, { width: 150 }) : row.name || row.type),
    },
    typeColumn<LargeAppliance>(LARGE_APPLIANCES, editing),
    ...applianceFieldColumns<LargeAppliance>(LARGE_APPLIANCES, editing),
    demandColumn(lineOf, !editing),
    ...(view.formula ? formulaColumns(lineOf) : []),
    vaColumn(lineOf),
    ...deleteColumns(LARGE_APPLIANCES, editing),
  ];

  return (
    <FormSection
      title="Large Appliances and Loads"
      testId={editing ? 'large-appliances' : undefined}
      tools={editing ? <ViewToggles view={view} onChange={editing.onViewChange} /> : undefined}
    >
      <GridTable
        caption="Large appliances and loads"
        columns={columns}
        rows={rows}
        rowKey={(_row, i) => String(i)}
        rowClassName={(_row, i) => (lines.get(i)?.load?.omitted ? 'lc-row--omitted' : undefined)}
        grid={view.grid}
        stackOnPhone={!!editing}
        className="lc-table--large"
        empty="No large appliances."
      />
      {view.formula ? <Decisions decisions={decisions} section={editing ? 'large' : 'print-large'} /> : null}
      {editing ? (
        <div className="lc-section__foot">
          <Button onClick={editing.onAdd}>Add Large Appliance</Button>
        </div>
      ) : null}
    </FormSection>
  );
}
