/**
 * The NEC edition the inspector enforces. Jurisdictions adopt editions years apart, so the engine
 * takes it as a setting; 2023 unless told otherwise.
 *
 * What differs between the editions, as far as this engine goes:
 * - 220.60 (noncoincident loads): NEC 2020 added the last sentence, "Where the motor omitted is the
 *   largest motor, 25 percent of its rating shall be included": the omitted A/C that is the largest
 *   motor keeps its 25 %. Under NEC 2017 the omitted side leaves whole and 430.24's 25 % goes to the
 *   largest motor that remains in the calculation.
 * - Section numbers renamed in 2023: general lighting 220.12 -> 220.41 (Table 220.12 -> 220.41),
 *   the lighting demand table 220.42 -> Table 220.45; the 7,200 W EV minimum is written in 220.57
 *   from 2023 (before, 625.42 only asks for a rating that supplies the load; the spec keeps the
 *   minimum whatever the edition).
 */
export const CODE_EDITIONS = ['2017', '2020', '2023'] as const;

export type CodeEdition = (typeof CODE_EDITIONS)[number];

export const DEFAULT_CODE_EDITION: CodeEdition = '2023';

export function isCodeEdition(value: unknown): value is CodeEdition {
  return typeof value === 'string' && (CODE_EDITIONS as readonly string[]).includes(value);
}

/** Options every method takes. All optional, so `calculateLoad(form)` keeps its meaning. */
export interface LoadCalculationOptions {
  /** The NEC edition applied; default '2023'. */
  codeEdition?: CodeEdition;
}

export function editionOf(options: LoadCalculationOptions | undefined): CodeEdition {
  const edition = options?.codeEdition;
  return isCodeEdition(edition) ? edition : DEFAULT_CODE_EDITION;
}

/** Whether the omitted largest motor keeps its 25 % under 220.60 (NEC 2020 and later). */
export function omittedMotorKeepsQuarter(edition: CodeEdition): boolean {
  return edition !== '2017';
}

/** The section numbers that moved between editions. */
export function editionSections(edition: CodeEdition): {
  generalLighting: string;
  generalDemand: string;
  evMinimum: string;
} {
  return edition === '2023'
    ? { generalLighting: '220.41', generalDemand: 'Table 220.45', evMinimum: '220.57' }
    : { generalLighting: '220.12', generalDemand: 'Table 220.42', evMinimum: '625.42' };
}
