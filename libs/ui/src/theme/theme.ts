import type { ThemeConfig } from 'antd';

// The product's one theme. PlatformProvider (platform-sdk) hands it to antd's ConfigProvider for
// the shell and for every remote started on its own, so every screen reads the same tokens
// (`theme.useToken()`), and a colour changes here or nowhere. This is the one file of the front
// ends that may spell a colour (lint: no hex colour literals elsewhere).
const PRODUCT_BLUE = '#1f6feb';

export const platformTheme: ThemeConfig = {
  token: {
    colorPrimary: PRODUCT_BLUE,
    // antd seeds links and info notices with its own blue (#1677ff), apart from the primary: one
    // blue for the product, so a link button and a primary button never differ in shade.
    colorLink: PRODUCT_BLUE,
    colorInfo: PRODUCT_BLUE,
    borderRadius: 8,
  },
};

/**
 * The theme for a user whose system asks for less motion (prefers-reduced-motion): antd's
 * animations (a dialog's zoom, a menu's slide, a panel's collapse) are off; nothing else changes.
 */
export const platformThemeWithoutMotion: ThemeConfig = {
  ...platformTheme,
  token: { ...platformTheme.token, motion: false },
};
