import {
  codeEditionLabel,
  formatCalculationDate,
  type CodeEdition,
  type ExistingDwellingInput,
  type LoadCalculationForm,
  type LoadCalculationResult,
} from '@milestone/loadcalc';
import type { ExistingDwellingOutcome } from '../existing-dwelling.model.js';
import { decisionsBySection, omissionText, type MethodsComparisonView, type SectionLines } from '../load-form.model.js';
import { BasicInformationPrint } from './BasicInformation.js';
import { ExistingDwellingSection } from './ExistingDwellingSection.js';
import { FastenedAppliancesSection } from './FastenedAppliancesSection.js';
import type { SectionView } from './FormSection.js';
import { GeneralLightingSection } from './GeneralLightingSection.js';
import { LargeAppliancesSection } from './LargeAppliancesSection.js';
import { MethodsComparison } from './MethodsComparison.js';
import { TotalWattageSection } from './TotalsSection.js';

export interface SectionViews {
  general: SectionView;
  fastened: SectionView;
  large: SectionView;
}

interface PrintLayoutProps {
  form: LoadCalculationForm;
  result: LoadCalculationResult;
  /** Both methods side by side, printed after the totals; null while the form gives no figures. */
  comparison: MethodsComparisonView | null;
  lines: SectionLines;
  views: SectionViews;
  reason: string;
  codeEdition: CodeEdition;
  /** The 220.83 check (existing dwelling) when it is on: printed after the methods. */
  existingDwelling?: { input: ExistingDwellingInput; outcome: ExistingDwellingOutcome } | null;
}

/**
 * The read-only layout: print mode, ?print=1 and the browser's print. Same sections and figures as
 * the edit mode, a wider description column, and 'Total Wattage' at the end. Formula Details and
 * Grid View chosen while editing carry over, so a technician can print the work.
 */
export function PrintLayout({ form, result, comparison, lines, views, reason, codeEdition, existingDwelling = null }: PrintLayoutProps) {
  const totals = result.ok ? result.totals : null;
  const decisions = decisionsBySection(result);
  const formula = views.general.formula || views.fastened.formula || views.large.formula;
  return (
    <div className="lc-print" data-testid="load-form-print">
      <div className="lc-print__head">
        <h2 className="lc-print__title">Residential Load Calculation</h2>
        <span className="lc-print__meta">
          NEC 220 standard method, {codeEditionLabel(codeEdition)} · {formatCalculationDate(form.calculationDate)}
          {form.technician.trim() ? ` · ${form.technician.trim()}` : ''}
        </span>
      </div>
      {result.ok ? null : <div className="lc-notice">{reason}</div>}
      <BasicInformationPrint form={form} codeEdition={codeEdition} />
      <GeneralLightingSection
        lines={lines.general}
        view={views.general}
        reason={reason}
        decisions={decisions.general}
        warnings={result.ok ? result.warnings.map((warning) => warning.text) : []}
      />
      <FastenedAppliancesSection
        rows={form.appliances}
        lines={lines.fastened}
        total={lines.fastenedTotal}
        view={views.fastened}
        decisions={decisions.fastened}
      />
      <LargeAppliancesSection rows={form.largeAppliances} lines={lines.large} view={views.large} decisions={decisions.large} />
      <TotalWattageSection
        lines={lines.totals}
        totals={totals}
        formula={formula}
        reason={reason}
        omission={omissionText(result)}
        decisions={decisions.totals}
      />
      <MethodsComparison comparison={comparison} reason={reason} formula={formula} print />
      {existingDwelling ? <ExistingDwellingSection input={existingDwelling.input} outcome={existingDwelling.outcome} formula={formula} /> : null}
    </div>
  );
}
