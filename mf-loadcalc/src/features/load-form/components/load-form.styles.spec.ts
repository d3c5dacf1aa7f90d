import { describe, expect, it } from '@jest/globals';
import { platformTheme, theme } from '@milestone/ui';
import { LOAD_FORM_CSS, loadFormPalette } from './load-form.styles.js';

describe('load-form.styles', () => {
  const token = theme.getDesignToken(platformTheme);

  it("paints the calculator's variables from the theme in force", () => {
    const palette = loadFormPalette(token);
    expect(palette).toContain(`--lc-border: ${token.colorBorderSecondary};`);
    expect(palette).toContain(`--lc-accent-bg: ${token.colorPrimaryBg};`);
    expect(palette).toContain(`--lc-radius: ${token.borderRadiusLG}px;`);
    expect(palette.startsWith('.lc-root {')).toBe(true);
  });

  it('defines every variable the stylesheet reads', () => {
    const defined = new Set([...loadFormPalette(token).matchAll(/(--lc-[a-z-]+):/g)].map((m) => m[1]));
    const read = new Set([...LOAD_FORM_CSS.matchAll(/var\((--lc-[a-z-]+)\)/g)].map((m) => m[1]));
    expect([...read].filter((name) => !defined.has(name))).toEqual([]);
  });
});
