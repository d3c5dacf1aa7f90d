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
 *   minimum whatever the edition); energy management (220.70) is new in 2023, load management was
 *   750.30 before. EDITION_CITATIONS below is the one table of these numbers.
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
  /**
   * The heat pump compressor cannot run together with its supplementary heat (an interlock); default
   * false. Then heating is the supplementary heat alone against cooling by the compressor (220.60),
   * and the optional method's (C)(3) does not add the compressor to it.
   */
  compressorInterlocked?: boolean;
}

export function editionOf(options: LoadCalculationOptions | undefined): CodeEdition {
  const edition = options?.codeEdition;
  return isCodeEdition(edition) ? edition : DEFAULT_CODE_EDITION;
}

/** Whether the omitted largest motor keeps its 25 % under 220.60 (NEC 2020 and later). */
export function omittedMotorKeepsQuarter(edition: CodeEdition): boolean {
  return edition !== '2017';
}

/**
 * The citations of one edition: the numbers every line, decision, print and worksheet uses. Only
 * the sections that moved between editions are here; the others (220.5(A), 220.14, 220.40, 220.50
 * to 220.55, 220.60, 220.82, 220.83, 230.79(C), 240.6(A), 430.24) are the same in 2017, 2020 and 2023.
 */
export interface EditionCitations {
  /** General lighting, 3 VA per sq ft of a dwelling: 220.12 (Table 220.12) before 2023, 220.41 in 2023. */
  generalLighting: string;
  /** The lighting demand factors: Table 220.42 before 2023, Table 220.45 in 2023. */
  generalDemand: string;
  /** The demand label of the general demand line: 'T220.42' or 'T220.45'. */
  generalDemandLabel: string;
  /** The EV charging equipment load: 220.57 in 2023; before, 625.42 (a rating that supplies the load). */
  evMinimum: string;
  /** Managed loads: 220.70 (energy management systems) in 2023; before, load management in 750.30. */
  loadManagement: string;
}

const CITATIONS_2023: EditionCitations = {
  generalLighting: '220.41',
  generalDemand: 'Table 220.45',
  generalDemandLabel: 'T220.45',
  evMinimum: '220.57',
  loadManagement: '220.70',
};

const CITATIONS_BEFORE_2023: EditionCitations = {
  generalLighting: '220.12',
  generalDemand: 'Table 220.42',
  generalDemandLabel: 'T220.42',
  evMinimum: '625.42',
  loadManagement: '750.30',
};

/** One table of citations per edition. */
export const EDITION_CITATIONS: Readonly<Record<CodeEdition, EditionCitations>> = {
  '2017': CITATIONS_BEFORE_2023,
  '2020': CITATIONS_BEFORE_2023,
  '2023': CITATIONS_2023,
};

/** The citations of an edition (any value not an edition: the default, 2023). */
export function editionCitations(edition: CodeEdition | undefined): EditionCitations {
  return EDITION_CITATIONS[isCodeEdition(edition) ? edition : DEFAULT_CODE_EDITION];
}

/** The section numbers that moved between editions (the citation table under its former name). */
export const editionSections = editionCitations;
