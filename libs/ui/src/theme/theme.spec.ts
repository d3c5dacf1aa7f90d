import { describe, expect, it } from '@jest/globals';
import { theme } from 'antd';
import { platformTheme } from './theme.js';

describe('platformTheme', () => {
  it("derives antd's palette from the product's one blue and its radius", () => {
    const token = theme.getDesignToken(platformTheme);
    expect(token.colorPrimary).toBe('#1f6feb');
    expect(token.borderRadius).toBe(8);
    // Links and info notices are the same blue as the primary buttons, not antd's own.
    expect(token.colorLink).toBe(token.colorPrimary);
    expect(token.colorInfo).toBe(token.colorPrimary);
    expect(token.colorPrimaryBg).toBe(token.colorInfoBg);
  });
});
