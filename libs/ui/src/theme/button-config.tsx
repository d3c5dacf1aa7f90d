import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import type { ConfigProviderProps } from 'antd';

/**
 * The buttons' defaults, for antd's ConfigProvider (PlatformProvider hands them over with the
 * theme). A loading button shows this icon while it loads and drops it the moment it stops.
 *
 * antd's own icon comes and goes through a width motion, and when loading turns off a frame or two
 * after it turned on (an answer that comes at once, a refusal) that motion's leave never ends: the
 * icon stays inside the button, collapsed out of sight but still named, so a screen reader (and
 * Playwright's getByRole) reads 'loading Submit' on a button that no longer loads (seen with antd
 * 6.6 in Chromium: the load calculator's Submit after a quick answer).
 */
export const platformButtonConfig: NonNullable<ConfigProviderProps['button']> = {
  loadingIcon: <LoadingOutlined />,
};
