import { describe, expect, it } from '@jest/globals';
import { theme } from 'antd';
import { platformTheme, platformThemeWithoutMotion } from './theme.js';

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

  it('without motion, keeps the palette and sets every animation to no time', () => {
    const still = theme.getDesignToken(platformThemeWithoutMotion);
    const moving = theme.getDesignToken(platformTheme);
    expect(still.colorPrimary).toBe(moving.colorPrimary);
    expect([moving.motionDurationFast, moving.motionDurationMid, moving.motionDurationSlow]).not.toContain('0s');
    expect([still.motionDurationFast, still.motionDurationMid, still.motionDurationSlow]).toEqual(['0s', '0s', '0s']);
  });
});
