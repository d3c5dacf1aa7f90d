// The antd components that no screen needs before sign-in. They form one async chunk of whichever
// build provides @milestone/ui (the shell's), so they share its antd internals: one theme, one
// ConfigProvider and App context for every remote.
import { Avatar, Badge, Calendar, Card, Checkbox, Collapse, Descriptions, Drawer, Dropdown, List, Menu, Popconfirm, Progress, Result, Segmented, Select, Switch, Table, Tabs, Tag, Tooltip } from 'antd';

// Imported, then exported: the build's rewrite to antd's modules (libs/mf-config) reads imports only.
export { Avatar, Badge, Calendar, Card, Checkbox, Collapse, Descriptions, Drawer, Dropdown, List, Menu, Popconfirm, Progress, Result, Segmented, Select, Switch, Table, Tabs, Tag, Tooltip };
