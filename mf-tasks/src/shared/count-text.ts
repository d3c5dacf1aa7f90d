/** A count with its noun as said: '1 run', '2 runs', '0 rows' (`many`: the plural when it is not the noun plus s). */
export function countText(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
