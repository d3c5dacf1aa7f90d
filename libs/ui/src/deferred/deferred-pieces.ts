// The antd components that no screen needs before sign-in. They form one async chunk of whichever
// build provides @milestone/ui (the shell's), so they share its antd internals: one theme, one
// ConfigProvider and App context for every remote.
export { Avatar, Badge, Calendar, Card, Checkbox, Collapse, Descriptions, Dropdown, List, Menu, Popconfirm, Progress, Result, Segmented, Select, Switch, Tag } from 'antd';
