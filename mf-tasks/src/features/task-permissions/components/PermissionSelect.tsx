import { Select } from '@milestone/ui';
import type { PermissionRow } from '../../../entities/task-permission/components/CurrentPermissions.js';
import { choiceOptions, type PermissionChoice, type TaskLevel } from '../../../entities/task-permission/permission-rules.js';

/** The level select of one user: only the choices the actor may make are enabled. */
export function PermissionSelect({
  row,
  actorId,
  actorLevel,
  onChoose,
  busy,
}: {
  row: PermissionRow;
  actorId: number | undefined;
  actorLevel: TaskLevel | undefined;
  onChoose: (row: PermissionRow, choice: PermissionChoice) => void;
  busy: boolean;
}) {
  const options = choiceOptions({ current: row.current, isSelf: row.id === actorId, actorLevel });
  const locked = options.every((o) => o.disabled || o.value === (row.current ?? 'none'));
  return (
    <Select
      aria-label={`Permission of ${row.name}`}
      value={row.current ?? 'none'}
      options={options}
      disabled={locked || busy}
      style={{ width: 130 }}
      onChange={(choice) => onChoose(row, choice as PermissionChoice)}
    />
  );
}
