// The platform's antd pieces (CONVENTIONS.md: "libs/ui, shared antd pieces"): the theme, the
// platform's components (Panel, PageHeader...) and the antd components the shell and the existing
// screens use, in two tiers. What the sign-in page and the platform's providers need loads with
// the shell; the rest (deferred/deferred-pieces.ts) is one async chunk of the same build, loaded
// when first rendered or by preloadDeferredUi(), which the SDK calls while it loads a remote.
//
// This is not a door a remote must pass: antd itself is a shared singleton (libs/mf-config,
// shared.mjs), so a remote imports any antd component from 'antd' and gets the shell's copy, with
// the shell's theme and App contexts, without a shell deploy. The web build rewrites this
// library's imports of antd to its modules ('antd/es/button', the same modules the whole package
// re-exports, so the same instances in the shell's build): the bare 'antd' would load the whole
// package on the sign-in page.
import type { ComponentProps, JSXElementConstructor, ReactNode } from 'react';
import type {
  Avatar as AntAvatar,
  Badge as AntBadge,
  Calendar as AntCalendar,
  Card as AntCard,
  Checkbox as AntCheckbox,
  Collapse as AntCollapse,
  Descriptions as AntDescriptions,
  Drawer as AntDrawer,
  Dropdown as AntDropdown,
  List as AntList,
  ListProps,
  Menu as AntMenu,
  Popconfirm as AntPopconfirm,
  Progress as AntProgress,
  Result as AntResult,
  Segmented as AntSegmented,
  Select as AntSelect,
  Switch as AntSwitch,
  TableProps,
  Tabs as AntTabs,
  Tag as AntTag,
  Tooltip as AntTooltip,
} from 'antd';
import { deferred } from './deferred/deferred.js';

// Needed by the first screen (/auth) or by the platform's providers: loaded with the shell.
// Imported, then exported: the build's rewrite to antd's modules (libs/mf-config) reads imports only.
import { Alert, App, Button, Col, ConfigProvider, Empty, Flex, Form, Input, Layout, Modal, Row, Space, Spin, Typography, notification, theme } from 'antd';
export { Alert, App, Button, Col, ConfigProvider, Empty, Flex, Form, Input, Layout, Modal, Row, Space, Spin, Typography, notification, theme };
export type { GlobalToken, MenuProps, TableColumnsType, TableProps, TabsProps, ThemeConfig } from 'antd';

export { platformTheme, platformThemeWithoutMotion } from './theme/theme.js';
export { platformButtonConfig } from './theme/button-config.js';
export { Panel, type PanelProps } from './components/Panel.js';
export { PageContainer, type PageContainerProps } from './components/PageContainer.js';
export { PageHeader, type PageHeaderProps } from './components/PageHeader.js';
export { BulletList, type BulletListProps } from './components/BulletList.js';

// Icons one module each, so only the icons listed here ship.
export { default as ArrowLeftOutlined } from '@ant-design/icons/es/icons/ArrowLeftOutlined';
export { default as CheckCircleOutlined } from '@ant-design/icons/es/icons/CheckCircleOutlined';
export { default as DownloadOutlined } from '@ant-design/icons/es/icons/DownloadOutlined';
export { default as EyeOutlined } from '@ant-design/icons/es/icons/EyeOutlined';
export { default as InboxOutlined } from '@ant-design/icons/es/icons/InboxOutlined';
export { default as ReloadOutlined } from '@ant-design/icons/es/icons/ReloadOutlined';
export { default as SafetyOutlined } from '@ant-design/icons/es/icons/SafetyOutlined';
export { default as UploadOutlined } from '@ant-design/icons/es/icons/UploadOutlined';

// Used only after sign-in. Each renders nothing until the chunk is there (a remote's first render
// never waits: the SDK loads the chunk with the remote). Static members are listed one by one:
// only those exist.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the constraint React's own ComponentProps uses
type Plain<C extends JSXElementConstructor<any>> = (props: ComponentProps<C>) => ReactNode;

export { preloadDeferredUi, isDeferredUiLoaded } from './deferred/deferred.js';

export const Avatar: Plain<typeof AntAvatar> = deferred('Avatar', (ui) => ui.Avatar);
export const Badge: Plain<typeof AntBadge> = deferred('Badge', (ui) => ui.Badge);
export const Calendar: Plain<typeof AntCalendar> = deferred('Calendar', (ui) => ui.Calendar);
export const Card: Plain<typeof AntCard> = deferred('Card', (ui) => ui.Card);
export const Checkbox: Plain<typeof AntCheckbox> = deferred('Checkbox', (ui) => ui.Checkbox);
export const Collapse: Plain<typeof AntCollapse> = deferred('Collapse', (ui) => ui.Collapse);
export const Tag: Plain<typeof AntTag> = deferred('Tag', (ui) => ui.Tag);
export const Result: Plain<typeof AntResult> = deferred('Result', (ui) => ui.Result);
export const Segmented: Plain<typeof AntSegmented> = deferred('Segmented', (ui) => ui.Segmented as typeof AntSegmented);
export const Menu: Plain<typeof AntMenu> = deferred('Menu', (ui) => ui.Menu);
export const Select: Plain<typeof AntSelect> = deferred('Select', (ui) => ui.Select);
export const Switch: Plain<typeof AntSwitch> = deferred('Switch', (ui) => ui.Switch);
export const Dropdown: Plain<typeof AntDropdown> = deferred('Dropdown', (ui) => ui.Dropdown);
export const Popconfirm: Plain<typeof AntPopconfirm> = deferred('Popconfirm', (ui) => ui.Popconfirm);
export const Progress: Plain<typeof AntProgress> = deferred('Progress', (ui) => ui.Progress);
export const Tabs: Plain<typeof AntTabs> = deferred('Tabs', (ui) => ui.Tabs);
export const Tooltip: Plain<typeof AntTooltip> = deferred('Tooltip', (ui) => ui.Tooltip);
export const Drawer: Plain<typeof AntDrawer> = deferred('Drawer', (ui) => ui.Drawer);
type GenericTable = <T extends object>(props: TableProps<T>) => ReactNode;
// Table is generic in its rows; the deferred wrapper keeps the type parameter of antd's.
export const Table = deferred('Table', (ui) => ui.Table as (props: TableProps<object>) => ReactNode) as GenericTable;
export const Descriptions: Plain<typeof AntDescriptions> & { Item: Plain<typeof AntDescriptions.Item> } = Object.assign(
  deferred('Descriptions', (ui) => ui.Descriptions),
  // Descriptions reads its items from the children's props; the element type is not looked at.
  { Item: deferred('Descriptions.Item', (ui) => ui.Descriptions.Item) },
);
export const List: (<T>(props: ListProps<T>) => ReactNode) & {
  Item: Plain<typeof AntList.Item> & { Meta: Plain<typeof AntList.Item.Meta> };
} = Object.assign(deferred('List', (ui) => ui.List as (props: ListProps<unknown>) => ReactNode) as <T>(props: ListProps<T>) => ReactNode, {
  Item: Object.assign(
    deferred('List.Item', (ui) => ui.List.Item),
    { Meta: deferred('List.Item.Meta', (ui) => ui.List.Item.Meta) },
  ),
});
