import { memo, useMemo } from 'react';
import { theme } from '@milestone/ui';
import { LOAD_FORM_CSS, loadFormPalette } from './load-form.styles.js';

/**
 * The calculator's stylesheet, painted with the theme in force: built once per theme, not on each
 * keystroke of the form it sits in.
 */
export const LoadFormStyles = memo(function LoadFormStyles() {
  const { token } = theme.useToken();
  const css = useMemo(() => loadFormPalette(token) + LOAD_FORM_CSS, [token]);
  return <style>{css}</style>;
});
