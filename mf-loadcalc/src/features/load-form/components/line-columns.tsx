// Columns that show the engine's line items, shared by the three table sections.
import type { ReactNode } from 'react';
import { formatFactor, formatVaFigure, groupedLabel, type LoadLineItem } from '@milestone/loadcalc';
import type { GridColumn } from './GridTable.js';

/** A line's demand label; `grouped` (the print layout) groups its thousands. */
export function DemandLabel({ label, grouped = false }: { label: string | undefined; grouped?: boolean }) {
  if (!label) return <span className="lc-label lc-label--none">—</span>;
  return <span className={label === 'OMIT' ? 'lc-label lc-label--omit' : 'lc-label'}>{grouped ? groupedLabel(label) : label}</span>;
}

type LineOf<R> = (row: R, index: number) => LoadLineItem | undefined;

export function demandColumn<R>(lineOf: LineOf<R>, grouped = false): GridColumn<R> {
  return {
    key: 'demand',
    title: 'Demand',
    label: 'Demand',
    kind: 'center',
    render: (row, i) => <DemandLabel label={lineOf(row, i)?.demandLabel} grouped={grouped} />,
  };
}

/** Formula Details: the rule with its numbers, the factor and the NEC section of each line. */
export function formulaColumns<R>(lineOf: LineOf<R>): GridColumn<R>[] {
  return [
    { key: 'rule', title: 'Calculation', label: 'Calculation', kind: 'rule', render: (row, i) => lineOf(row, i)?.rule ?? '—' },
    {
      key: 'factor',
      title: 'Factor',
      label: 'Factor',
      kind: 'num',
      render: (row, i) => {
        const line = lineOf(row, i);
        return line ? formatFactor(line.factor) : '—';
      },
    },
    { key: 'nec', title: 'NEC', label: 'NEC', kind: 'nec', render: (row, i) => lineOf(row, i)?.necSection ?? '—' },
  ];
}

export function vaColumn<R>(lineOf: LineOf<R>, title = 'VA'): GridColumn<R> {
  return { key: 'va', title, label: title, kind: 'num', className: 'lc-va', render: (row, i) => formatVaFigure(lineOf(row, i)?.va) };
}

/** The footer cells of a total line, in the same columns. */
export function lineCells(
  line: LoadLineItem | null | undefined,
  descriptionKey: string,
  formula: boolean,
  grouped = false,
): Partial<Record<string, ReactNode>> {
  if (!line) return {};
  return {
    [descriptionKey]: line.description,
    demand: <DemandLabel label={line.demandLabel} grouped={grouped} />,
    ...(formula ? { rule: line.rule, factor: formatFactor(line.factor), nec: line.necSection } : {}),
    va: formatVaFigure(line.va),
  };
}
