import { methodLineValue, type MethodFiguresView, type MethodLineItem } from '@milestone/loadcalc';
import type { MethodsComparisonView } from '../load-form.model.js';
import { Decisions } from './Decisions.js';
import { FormSection } from './FormSection.js';
import { GridTable, type GridColumn } from './GridTable.js';

interface MethodsComparisonProps {
  comparison: MethodsComparisonView | null;
  /** Why there are no figures (shown instead of them). */
  reason: string;
  /** Formula Details is on somewhere: the optional method's decisions show too. */
  formula: boolean;
  /** The print layout: test ids get a 'print-' prefix, since both layouts are in the page. */
  print?: boolean;
}

const SUMMARY_LINES = new Set(['optional.general.total', 'optional.net', 'optional.amperes', 'optional.service']);

function MethodCard({ figures, testId }: { figures: MethodFiguresView; testId: string }) {
  return (
    <div className={figures.lower ? 'lc-method lc-method--lower' : 'lc-method'} data-testid={testId} data-lower={figures.lower ? 'true' : 'false'}>
      <div className="lc-method__head">
        <span className="lc-method__title">{figures.title}</span>
        <span className="lc-method__nec">NEC {figures.necSection}</span>
        {figures.lower ? (
          <span className="lc-label lc-method__badge" data-testid={`${testId}-lower`}>
            Lower
          </span>
        ) : null}
      </div>
      <dl className="lc-method__figures">
        <div>
          <dt>Net Load</dt>
          <dd data-testid={`${testId}-net`}>{figures.netVa}</dd>
        </div>
        <div>
          <dt>Amperes</dt>
          <dd data-testid={`${testId}-amperes`}>{figures.amperes}</dd>
        </div>
        <div>
          <dt>Recommended Service</dt>
          <dd data-testid={`${testId}-service`}>{figures.service}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The standard method (Part III) beside the optional method (220.82): both results, which gives the
 * lower service, and the optional method's own lines with their NEC sections, so the technician
 * can pick the method and an inspector can follow it.
 */
export function MethodsComparison({ comparison, reason, formula, print = false }: MethodsComparisonProps) {
  const id = (name: string) => (print ? `print-${name}` : name);
  const columns: GridColumn<MethodLineItem>[] = [
    { key: 'description', title: 'Description', label: 'Description', kind: 'wide', className: 'lc-col--desc', render: (line) => line.description },
    { key: 'rule', title: 'Calculation', label: 'Calculation', kind: 'rule', render: (line) => line.rule },
    { key: 'nec', title: 'NEC', label: 'NEC', kind: 'nec', render: (line) => line.necSection },
    { key: 'va', title: 'Value', label: 'Value', kind: 'num', className: 'lc-va', render: methodLineValue },
  ];
  return (
    <FormSection title="Standard and Optional Methods" testId={id('load-methods')}>
      {comparison ? (
        <>
          <div className="lc-methods">
            <MethodCard figures={comparison.standard} testId={id('method-standard')} />
            <MethodCard figures={comparison.optional} testId={id('method-optional')} />
          </div>
          <p className="lc-methods__verdict" data-testid={id('methods-verdict')}>
            {comparison.verdict}
          </p>
          <h4 className="lc-methods__subtitle">Optional Method (NEC 220.82) line by line</h4>
          <GridTable
            caption="Optional method line items"
            columns={columns}
            rows={comparison.optionalLines}
            rowKey={(line) => line.id}
            rowClassName={(line) => (SUMMARY_LINES.has(line.id) ? 'lc-row--summary' : undefined)}
            grid={false}
            stackOnPhone={!print}
            className="lc-table--optional"
          />
          {formula ? <Decisions decisions={comparison.optionalDecisions} section={id('optional')} /> : null}
        </>
      ) : (
        <div className="lc-notice">{reason}</div>
      )}
    </FormSection>
  );
}
