/** Printing hides the header; so does print mode (`?print=1`, as the task pages use it). */
export const HEADER_PRINT_CSS = '@media print { .shell-header { display: none !important; } }';

/** Whether the URL asks for print mode (?print=1 or ?print=true). */
export function isPrintMode(search: string): boolean {
  const value = new URLSearchParams(search).get('print');
  return value === '1' || value === 'true';
}
