import { formatVaFigure, type LoadLineItem } from '@milestone/loadcalc';
import { isGeneralSummaryLine, type DecisionRow } from '../load-form.model.js';
import { Decisions } from './Decisions.js';
import { FormSection, ViewToggles, type SectionView } from './FormSection.js';
import { GridTable, type GridColumn } from './GridTable.js';
import { demandColumn, formulaColumns } from './line-columns.js';

interface GeneralLightingSectionProps {
  /** The engine's general lines; empty while the form does not calculate. */
  lines: readonly LoadLineItem[];
  view: SectionView;
  onViewChange?: (view: SectionView) => void;
  /** Why there are no figures (the first issue), shown in place of the lines. */
  reason: string;
  /** Formula Details' decisions for these lines (shown with the formula columns). */
  decisions?: readonly DecisionRow[];
  /** What the form lacks that the code requires (fewer circuits than 210.11(C)): the engine's warnings. */
  warnings?: readonly string[];
}

/**
 * General Lighting and Receptacle Loads: 3 VA per sq ft, the kitchen and laundry circuits, and the
 * Table 220.45 demand steps, all as the engine worked them. The inputs sit in Basic Information.
 */
export function GeneralLightingSection({ lines, view, onViewChange, reason, decisions = [], warnings = [] }: GeneralLightingSectionProps) {
  const line = (row: LoadLineItem) => row;
  const columns: GridColumn<LoadLineItem>[] = [
    { key: 'description', title: 'Description', label: 'Description', kind: 'wide', className: 'lc-col--desc', render: (row) => row.description },
    demandColumn(line, !onViewChange),
    ...(view.formula ? formulaColumns(line) : []),
    { key: 'va', title: 'VA', label: 'VA', kind: 'num', className: 'lc-va', render: (row) => formatVaFigure(row.va) },
  ];
  return (
    <FormSection
      title="General Lighting and Receptacle Loads"
      testId={onViewChange ? 'general-lighting' : undefined}
      tools={onViewChange ? <ViewToggles view={view} onChange={onViewChange} /> : undefined}
    >
      {warnings.length > 0 ? (
        <ul className="lc-notice lc-warnings" role="alert" data-testid={onViewChange ? 'circuit-warnings' : 'print-circuit-warnings'}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      ) : null}
      <GridTable
        caption="General lighting and receptacle loads"
        columns={columns}
        rows={lines}
        rowKey={(row) => row.id}
        rowClassName={(row) => (isGeneralSummaryLine(row) ? 'lc-row--summary' : undefined)}
        grid={view.grid}
        empty={reason}
      />
      {view.formula ? <Decisions decisions={decisions} section={onViewChange ? 'general' : 'print-general'} /> : null}
    </FormSection>
  );
}
