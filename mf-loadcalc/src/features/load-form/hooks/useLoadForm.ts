import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  calculateLoadMethods,
  type CodeEdition,
  type LoadCalculationForm,
  type LoadCalculationResult,
  type LoadMethodsResult,
  type ValidationIssue,
} from '@milestone/loadcalc';
import { existingDwellingIssues } from '../existing-dwelling.model.js';
import { normalizeFormData, resetForm, visibleIssues } from '../load-form.model.js';
import { submissionIssues } from '../submit-run.model.js';
import { browserStorage, dropPendingForm, initialForm, storeForm } from '../load-form.storage.js';

export interface LoadFormState {
  form: LoadCalculationForm;
  /** The engine's answer for the form as it is now (about 10 µs: run on every change). */
  result: LoadCalculationResult;
  /** Both methods from the same parse: the standard one (= result) and the optional one (220.82). */
  methods: LoadMethodsResult;
  /** The issues to show next to the fields now. */
  issues: ValidationIssue[];
  /** Applies a state operation of load-form.model to the form. */
  change: (operation: (form: LoadCalculationForm) => LoadCalculationForm) => void;
  /** Marks a field path as touched, so its issue shows even while it is empty. */
  touch: (field: string) => void;
  /** The submit checks (spec section 5, then the 220.83 check when on); afterwards every issue shows. Empty when the form may be submitted. */
  checkSubmission: () => ValidationIssue[];
  /** Replaces the form with a saved calculation's data. */
  replace: (formData: unknown) => void;
  reset: () => void;
}

/**
 * The calculator's form: defaults on mount (or the calculation waiting from the Saved Forms
 * section; in print mode the stored print preview), every change written to localStorage
 * (spec 001 section 4), and the engine's figures for it.
 */
export function useLoadForm({ print, codeEdition }: { print: boolean; codeEdition: CodeEdition }): LoadFormState {
  const [form, setForm] = useState(() => initialForm({ print, local: browserStorage('localStorage'), session: browserStorage('sessionStorage') }));
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);

  // The hand-off is taken once: removed after the first render used it (the state initializer may
  // run twice in development, so it only reads).
  useEffect(() => {
    if (!print) dropPendingForm(browserStorage('sessionStorage'));
  }, [print]);

  useEffect(() => {
    if (!print) storeForm(browserStorage('localStorage'), form);
  }, [form, print]);

  // One parse for both methods; the standard method's result is the same calculateLoad gives.
  const methods = useMemo(() => calculateLoadMethods(form, { codeEdition }), [form, codeEdition]);
  const result: LoadCalculationResult = methods.ok ? methods.standard : methods;
  const issues = useMemo(() => {
    const all = submitted ? submissionIssues(form) : [...(result.ok ? [] : result.errors), ...existingDwellingIssues(form)];
    return visibleIssues(all, form, touched, submitted);
  }, [form, result, touched, submitted]);

  const change = useCallback((operation: (current: LoadCalculationForm) => LoadCalculationForm) => setForm(operation), []);
  const touch = useCallback((field: string) => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))), []);
  const checkSubmission = useCallback(() => {
    setSubmitted(true);
    return submissionIssues(form);
  }, [form]);
  const replace = useCallback((formData: unknown) => {
    setForm(normalizeFormData(formData));
    setTouched(new Set());
    setSubmitted(false);
  }, []);
  const reset = useCallback(() => {
    setForm(resetForm());
    setTouched(new Set());
    setSubmitted(false);
  }, []);

  return { form, result, methods, issues, change, touch, checkSubmission, replace, reset };
}
