import {
  COMMON_PANEL_SIZES,
  editionCitations,
  formatAmperes,
  formatDeduction,
  formatPanel,
  formatService,
  formatVa,
  standardLineValue,
  type CodeEdition,
  type LoadLineItem,
  type LoadTotals,
} from '@milestone/loadcalc';
import type { DecisionRow } from '../load-form.model.js';
import { Decisions } from './Decisions.js';
import { FormSection } from './FormSection.js';
import { GridTable, type GridColumn } from './GridTable.js';

interface TotalsProps {
  totals: LoadTotals | null;
  /** Why there are no totals (shown instead of figures). */
  reason: string;
  /** The OMIT line's text: what 220.60 omitted and kept, with sections; '' when nothing is omitted. */
  omission: string;
  /** The service-size decisions, when a section's Formula Details is on. */
  decisions?: readonly DecisionRow[];
  /** The NEC edition applied: the breakdown cites its numbers. */
  codeEdition?: CodeEdition;
}

function Stat({ label, value, testId, emphasized }: { label: string; value: string; testId: string; emphasized?: boolean }) {
  return (
    <div className={emphasized ? 'lc-stat lc-stat--key' : 'lc-stat'}>
      <div className="lc-stat__label">{label}</div>
      <div className="lc-stat__value" data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** The totals of the edit mode: net load, amperes and the recommended service first. */
export function TotalsSection({ totals, reason, omission, decisions = [], codeEdition }: TotalsProps) {
  return (
    <FormSection title="Load Summary" testId="load-totals">
      {totals ? null : <div className="lc-notice">{reason}</div>}
      <div className="lc-totals" aria-live="polite">
        <Stat label="Total Net Load" value={formatVa(totals?.netVa)} testId="total-net-va" emphasized />
        <Stat label="Amperes" value={formatAmperes(totals?.amperes)} testId="total-amperes" emphasized />
        <Stat label="Recommended Service" value={formatService(totals?.recommendedServiceAmperes)} testId="total-service" />
        <Stat label="Panel Size" value={formatPanel(totals?.panelSizeAmperes)} testId="total-panel" />
      </div>
      <TotalsBreakdown totals={totals} omission={omission} codeEdition={codeEdition} />
      <Decisions decisions={decisions} section="totals" />
    </FormSection>
  );
}

function TotalsBreakdown({ totals, omission, codeEdition }: { totals: LoadTotals | null; omission: string; codeEdition: CodeEdition | undefined }) {
  const rows: Array<{ key: string; label: string; value: string }> = [
    { key: 'gross', label: 'Total Load (gross)', value: formatVa(totals?.grossVa) },
    { key: 'omitted', label: 'Omitted Load (non-coincident, 220.60)', value: formatDeduction(totals?.omittedVa) },
    { key: 'managed', label: `Load-Managed Load (${editionCitations(codeEdition).loadManagement})`, value: formatDeduction(totals?.managedVa) },
    { key: 'net', label: 'Total Net Load', value: formatVa(totals?.netVa) },
  ];
  return (
    <div className="lc-breakdown">
      <table className="lc-table" aria-label="Load totals">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.key === 'net' ? 'lc-row--summary' : undefined}>
              <th scope="row">{row.label}</th>
              <td className="lc-num" data-testid={`breakdown-${row.key}`}>
                {row.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {omission ? (
        <p className="lc-omission" data-testid="omission-text">
          <span className="lc-label lc-label--omit">OMIT</span> {omission}
        </p>
      ) : null}
    </div>
  );
}

interface WattageRow {
  id: string;
  description: string;
  rule: string;
  value: string;
}

/** 'Total Wattage' of the print layout: the engine's total lines, with their work when asked. */
export function TotalWattageSection({
  lines,
  totals,
  formula,
  reason,
  omission,
  decisions = [],
}: {
  lines: ReadonlyMap<string, LoadLineItem>;
  totals: LoadTotals | null;
  formula: boolean;
  reason: string;
  omission: string;
  decisions?: readonly DecisionRow[];
}) {
  const ids = ['totals.gross', 'totals.omitted', 'totals.managed', 'totals.net', 'totals.amperes', 'totals.service'];
  const rows: WattageRow[] = ids.flatMap((id) => {
    const line = lines.get(id);
    return line ? [{ id, description: line.description, rule: line.rule, value: standardLineValue(line) }] : [];
  });
  if (totals) {
    rows.push({
      id: 'totals.panel',
      description: 'Panel Size',
      rule: `smallest common panel (${COMMON_PANEL_SIZES.join(', ')} A) covering the service rating`,
      value: formatPanel(totals.panelSizeAmperes),
    });
  }
  const emphasized = new Set(['totals.net', 'totals.amperes', 'totals.service']);
  const columns: GridColumn<WattageRow>[] = [
    { key: 'description', title: 'Description', className: 'lc-col--desc', render: (row) => row.description },
    ...(formula ? [{ key: 'rule', title: 'Calculation', kind: 'rule', render: (row: WattageRow) => row.rule } satisfies GridColumn<WattageRow>] : []),
    { key: 'value', title: 'Value', kind: 'num', render: (row) => row.value },
  ];
  return (
    <FormSection title="Total Wattage" testId="total-wattage">
      <GridTable
        caption="Total wattage"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        rowClassName={(row) => (emphasized.has(row.id) ? 'lc-row--summary lc-print-total' : undefined)}
        grid={false}
        empty={reason}
      />
      {/* With Formula Details the OMIT text is already the omitted line's calculation. */}
      {omission && !formula ? (
        <p className="lc-omission" data-testid="print-omission-text">
          <span className="lc-label lc-label--omit">OMIT</span> {omission}
        </p>
      ) : null}
      {formula ? <Decisions decisions={decisions} section="print-totals" /> : null}
    </FormSection>
  );
}
