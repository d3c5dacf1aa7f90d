import { theme } from '@milestone/ui';
import { LOAD_FORM_CSS, loadFormPalette } from './load-form.styles.js';

/** The calculator's stylesheet, painted with the theme in force. */
export function LoadFormStyles() {
  const { token } = theme.useToken();
  return <style>{loadFormPalette(token) + LOAD_FORM_CSS}</style>;
}
