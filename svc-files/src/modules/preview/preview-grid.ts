/**
 * The rows a preview shows, collected cell by cell from any reader: at most `maxRows` rows and
 * `maxColumns` columns, each cell at its position (a row with A and C filled is ['a', '', 'c']),
 * every row as wide as the widest, trailing empty rows left out. `truncated` says a cell with a
 * value lay beyond either cap.
 */
export class PreviewGrid {
  private readonly rows: string[][] = [];
  private width = 0;
  truncated = false;

  constructor(
    readonly maxRows: number,
    readonly maxColumns: number,
  ) {}

  /** Whether row `row` (0-based) is inside the cap; a reader stops at the first value past it. */
  holds(row: number): boolean {
    return row < this.maxRows;
  }

  /** Puts `text` at (row, column), both 0-based; an empty text changes nothing. */
  set(row: number, column: number, text: string): void {
    if (text === '') return;
    if (!this.holds(row) || column >= this.maxColumns) {
      this.truncated = true;
      return;
    }
    const cells = (this.rows[row] ??= []);
    cells[column] = text;
    this.width = Math.max(this.width, column + 1);
  }

  result(): string[][] {
    return Array.from({ length: this.rows.length }, (_row, index) => {
      const cells = this.rows[index] ?? [];
      return Array.from({ length: this.width }, (_cell, column) => cells[column] ?? '');
    });
  }
}
