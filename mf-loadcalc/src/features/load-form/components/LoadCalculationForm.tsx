import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button } from '@milestone/ui';
import { useAuth, usePrintMode, useToast } from '@milestone/platform-sdk';
import { readSubmission, VALIDATION_ERROR_TITLE, type LoadCalculationForm as FormData } from '@milestone/loadcalc';
import SavedCalculations from '../../saved-calculations/components/SavedCalculations.js';
import { SaveCalculationDialog } from '../../saved-calculations/components/SaveCalculationDialog.js';
import { applyCustomer, type CustomerSearchResult } from '../customer-search.model.js';
import {
  addNewLoad,
  deleteNewLoad,
  existingDwellingOf,
  existingDwellingOutcome,
  type ExistingDwellingOutcome,
  setExistingDwellingEnabled,
  setExistingServiceAmperes,
  updateNewLoad,
} from '../existing-dwelling.model.js';
import { useCodeEdition } from '../hooks/useCodeEdition.js';
import { browserStorage, editionOf, pendingCodeEdition } from '../load-form.storage.js';
import { useLoadForm } from '../hooks/useLoadForm.js';
import { usePropertyLookup } from '../hooks/usePropertyLookup.js';
import { useSubmitRun } from '../hooks/useSubmitRun.js';
import {
  addAppliance,
  addLargeAppliance,
  decisionsBySection,
  deleteAppliance,
  deleteLargeAppliance,
  issuesByField,
  methodsComparison,
  noFiguresReason,
  omissionText,
  sectionLines,
  setField,
  updateAppliance,
  updateLargeAppliance,
  type BasicField,
} from '../load-form.model.js';
import { submissionFor } from '../submit-run.model.js';
import type { ApplianceRowsEditing } from './appliance-columns.js';
import { BasicInformation } from './BasicInformation.js';
import { ExistingDwellingSection, type ExistingDwellingEditing } from './ExistingDwellingSection.js';
import { FastenedAppliancesSection } from './FastenedAppliancesSection.js';
import { PLAIN_VIEW, type SectionView } from './FormSection.js';
import { GeneralLightingSection } from './GeneralLightingSection.js';
import { LargeAppliancesSection } from './LargeAppliancesSection.js';
import { LoadFormStyles } from './LoadFormStyles.js';
import { MethodsComparison } from './MethodsComparison.js';
import { PrintLayout, type SectionViews } from './PrintLayout.js';
import { SubmitRunStatus } from './SubmitRunStatus.js';
import { SummaryBar } from './SummaryBar.js';
import { TotalsSection } from './TotalsSection.js';

export interface LoadCalculationFormProps {
  /** Shows the Saved Calculations list under the form; its Load replaces the form (default true). */
  showSaved?: boolean;
  /** The form task this form is the overview of: Submit runs it and offers the worksheet (none: no Submit). */
  taskId?: number;
}

/** What the model does to the rows of one appliance list. */
interface RowOperations<R> {
  update: (form: FormData, index: number, patch: Partial<R>) => FormData;
  remove: (form: FormData, index: number) => FormData;
  add: (form: FormData) => FormData;
}

/** The 220.83 result while the check is off (the section shows only its toggle then). */
const NOT_ON: ExistingDwellingOutcome = { ok: false, reason: '' };

const INITIAL_VIEWS: SectionViews = { general: PLAIN_VIEW, fastened: PLAIN_VIEW, large: PLAIN_VIEW };

/**
 * './LoadCalculationForm': the Residential Load Calculation form (spec 001 sections 2.2 to 2.4, 4
 * and 5). Every figure is @milestone/loadcalc's, recomputed on every change.
 */
export default function LoadCalculationForm({ showSaved = true, taskId }: LoadCalculationFormProps) {
  const { user } = useAuth();
  const { toast } = useToast();
  const { printQuery, printing, print } = usePrintMode();
  const readOnly = printQuery || printing;
  const [codeEdition, setCodeEdition] = useCodeEdition(user?.id);
  // A saved calculation loaded from the Saved Forms section waits in session storage: its edition is
  // read before useLoadForm takes (and drops) the hand-off.
  const [loadedEdition] = useState(() => (printQuery ? null : pendingCodeEdition(browserStorage('sessionStorage'))));
  const state = useLoadForm({ print: printQuery, codeEdition });
  // A loaded calculation is shown under the edition it was saved (and its totals listed) under.
  useEffect(() => {
    if (loadedEdition) setCodeEdition(loadedEdition);
  }, [loadedEdition, setCodeEdition]);
  const { replace } = state;
  const onLoadSaved = useCallback(
    (formData: Record<string, unknown>) => {
      replace(formData);
      const edition = editionOf(formData);
      if (edition) setCodeEdition(edition);
    },
    [replace, setCodeEdition],
  );
  const { form, result, change, touch } = state;
  const [views, setViews] = useState<SectionViews>(INITIAL_VIEWS);
  const [saveData, setSaveData] = useState<FormData | null>(null);
  const run = useSubmitRun(taskId);

  const lines = useMemo(() => sectionLines(result), [result]);
  const errors = useMemo(() => issuesByField(state.issues), [state.issues]);
  const decisions = useMemo(() => decisionsBySection(result), [result]);
  const omission = omissionText(result);
  const comparison = useMemo(() => methodsComparison(state.methods), [state.methods]);
  const formula = views.general.formula || views.fastened.formula || views.large.formula;
  const reason = noFiguresReason(result);
  const totals = result.ok ? result.totals : null;
  const existing = existingDwellingOf(form);
  const existingOutcome = useMemo(() => (existing.enabled ? existingDwellingOutcome(form, codeEdition) : null), [existing.enabled, form, codeEdition]);

  const setView = useCallback((section: keyof SectionViews) => (view: SectionView) => setViews((current) => ({ ...current, [section]: view })), []);
  const onField = useCallback(<K extends BasicField>(field: K, value: FormData[K]) => change((current) => setField(current, field, value)), [change]);
  const onPickCustomer = useCallback((customer: CustomerSearchResult) => change((current) => applyCustomer(current, customer)), [change]);
  // Held here, not in Basic Information, so an answer that comes while Print Form has swapped the
  // edit layout out still fills Square Feet.
  const property = usePropertyLookup(useCallback((squareFeet: number) => change((current) => setField(current, 'squareFeet', squareFeet)), [change]));

  /** An appliance table's editing, from the model's operations on its rows. */
  const rowsEditing = <R,>(rows: RowOperations<R>, section: 'fastened' | 'large'): ApplianceRowsEditing<R> => ({
    errors,
    onUpdate: (index, patch) => change((current) => rows.update(current, index, patch)),
    onDelete: (index) => change((current) => rows.remove(current, index)),
    onAdd: () => change(rows.add),
    onTouch: touch,
    onViewChange: setView(section),
  });

  /** The submit checks; false (with the spec's toast) when they fail. */
  const validate = (): boolean => {
    const issues = state.checkSubmission();
    if (issues.length === 0) return true;
    toast({ variant: 'error', title: VALIDATION_ERROR_TITLE, description: issues[0]!.message });
    return false;
  };

  // Save and Submit carry the same formData: the form as the engine read it, the code edition and
  // the 220.83 check when it is on.
  const onSave = () => {
    if (!validate() || !result.ok) return;
    setSaveData(submissionFor(form, result.inputs, codeEdition));
  };

  const onSubmit = () => {
    if (!validate() || !result.ok) return;
    const submission = submissionFor(form, result.inputs, codeEdition);
    // The server's own reading (text and row limits beyond the form's checks): refused here alike.
    const read = readSubmission(submission);
    if (!read.ok) {
      toast({ variant: 'error', title: VALIDATION_ERROR_TITLE, description: read.issues[0]?.message });
      return;
    }
    run.submit(submission);
  };

  const existingEditing: ExistingDwellingEditing = {
    errors,
    onToggle: (enabled) => change((current) => setExistingDwellingEnabled(current, enabled)),
    onServiceAmperes: (amperes) => change((current) => setExistingServiceAmperes(current, amperes)),
    onUpdate: (index, patch) => change((current) => updateNewLoad(current, index, patch)),
    onDelete: (index) => change((current) => deleteNewLoad(current, index)),
    onAdd: () => change(addNewLoad),
    onTouch: touch,
  };

  // Print Form prints the form as it is, blank or partial too: a technician prints a blank sheet
  // to fill by hand. Only Save (and submitting) validate.
  const onPrint = () => print();

  const onReset = () => {
    state.reset();
    toast({ variant: 'success', title: 'Form Reset', description: 'The form has been reset to default values.' });
  };

  const printLayout = (
    <PrintLayout
      form={form}
      result={result}
      comparison={comparison}
      lines={lines}
      views={views}
      reason={reason}
      codeEdition={codeEdition}
      existingDwelling={existingOutcome ? { input: existing, outcome: existingOutcome } : null}
    />
  );

  if (readOnly) {
    return (
      <div className="lc-root" data-testid="load-calculation-form" data-mode="print">
        <LoadFormStyles />
        {printLayout}
      </div>
    );
  }

  return (
    <div className="lc-root" data-testid="load-calculation-form" data-mode="edit">
      <LoadFormStyles />
      <div className="lc-edit">
        <div className="lc-toolbar">
          <div className="lc-toolbar__actions">
            {taskId !== undefined ? (
              <Button type="primary" onClick={onSubmit} loading={run.starting} disabled={run.busy}>
                Submit
              </Button>
            ) : null}
            {user ? (
              <Button type={taskId !== undefined ? 'default' : 'primary'} onClick={onSave}>
                Save Calculation
              </Button>
            ) : null}
            <Button onClick={onReset}>Reset to Defaults</Button>
            <Button onClick={onPrint}>Print Form</Button>
          </div>
        </div>
        <SubmitRunStatus view={run.view} worksheet={run.worksheet} />

        <BasicInformation
          form={form}
          errors={errors}
          onChange={onField}
          onTouch={touch}
          onPickCustomer={onPickCustomer}
          propertyLookup={{ running: property.running, onLookup: () => property.lookup(form.address) }}
          codeEdition={codeEdition}
          onCodeEdition={setCodeEdition}
        />
        <GeneralLightingSection
          lines={lines.general}
          view={views.general}
          onViewChange={setView('general')}
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
          editing={rowsEditing({ update: updateAppliance, remove: deleteAppliance, add: addAppliance }, 'fastened')}
        />
        <LargeAppliancesSection
          rows={form.largeAppliances}
          lines={lines.large}
          view={views.large}
          decisions={decisions.large}
          editing={rowsEditing({ update: updateLargeAppliance, remove: deleteLargeAppliance, add: addLargeAppliance }, 'large')}
        />
        <TotalsSection totals={totals} reason={reason} omission={omission} codeEdition={codeEdition} decisions={formula ? decisions.totals : []} />
        <MethodsComparison comparison={comparison} reason={reason} formula={formula} />
        <ExistingDwellingSection input={existing} outcome={existingOutcome ?? NOT_ON} formula={formula} editing={existingEditing} />
        <SummaryBar totals={totals} />
      </div>

      {/* The browser's own print (Ctrl+P) prints this layout: @media print swaps it in. */}
      <div className="lc-print-only">{printLayout}</div>

      {showSaved ? (
        <div className="lc-saved">
          <SavedCalculations onLoad={onLoadSaved} />
        </div>
      ) : null}

      {user ? <SaveCalculationDialog open={saveData !== null} onClose={() => setSaveData(null)} formData={saveData ?? form} /> : null}
    </div>
  );
}
