export declare const HEADERS: string[];
/** An xlsx of `rows` data rows under a header row, the sheet before the shared strings (as Excel writes it). */
export declare function bigWorkbook(options: { rows: number; seed?: number }): Promise<Buffer>;
/** A csv of the same rows, comma-separated, UTF-8. */
export declare function bigCsv(options: { rows: number; seed?: number }): Buffer;
