import type { CSSProperties, ReactNode } from 'react';
import { Typography, theme } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';

/** One saved version as the list shows it: its number, who saved it and when, how, and how much it holds. */
export interface VersionRow {
  version: number;
  createdBy: number | null;
  createdByName?: string | null;
  createdAt: string;
  /** How it was made ('Edited', 'Restored', an AI request's words...). */
  source: ReactNode;
  /** The fields of a form, the steps of a list. */
  count: number;
}

/** Who saved a version: the user's name, the platform (no user: the starter or the AI builder), or a user since removed. */
export function versionAuthor(v: Pick<VersionRow, 'createdBy' | 'createdByName'>): string {
  return v.createdByName ?? (v.createdBy === null ? 'Platform' : 'Former user');
}

export interface VersionsTableProps<R extends VersionRow> {
  label: string;
  /** The header of who saved a version ('By' unless told). */
  byHeader?: string;
  countHeader: string;
  rowLabel: (version: number) => string;
  rows: readonly R[];
  /** What a row offers (View, Restore), in its last cell. */
  actions: (row: R, index: number) => ReactNode;
}

/** The saved versions, newest first, the first marked current: version, who, when in Chicago time, how, how much. */
export function VersionsTable<R extends VersionRow>({ label, byHeader = 'By', countHeader, rowLabel, rows, actions }: VersionsTableProps<R>) {
  const { token } = theme.useToken();
  const cell: CSSProperties = {
    padding: `${token.paddingXXS}px ${token.paddingXS}px`,
    textAlign: 'left',
    verticalAlign: 'top',
    borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
  };
  return (
    <table aria-label={label} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {['Version', byHeader, 'When', 'Source', countHeader, ''].map((name) => (
            <th key={name} style={{ ...cell, fontWeight: token.fontWeightStrong }}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((v, index) => (
          <tr key={v.version} aria-label={rowLabel(v.version)}>
            <td style={cell}>
              {v.version}
              {index === 0 ? <Typography.Text type="secondary"> (current)</Typography.Text> : null}
            </td>
            <td style={cell}>{versionAuthor(v)}</td>
            <td style={cell}>{formatChicagoTime(v.createdAt)}</td>
            <td style={cell}>{v.source}</td>
            <td style={cell}>{v.count}</td>
            <td style={{ ...cell, textAlign: 'right' }}>{actions(v, index)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
