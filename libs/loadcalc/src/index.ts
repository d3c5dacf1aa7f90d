export { calculateLoad } from './lib/calculate-load.js';
export {
  calculateLoadMethods,
  calculateOptionalMethod,
  type LoadMethodsComparison,
  type LoadMethodsResult,
  type LowerMethod,
  type OptionalMethodResult,
} from './lib/load-methods.js';
export {
  calculateExistingDwelling,
  EXISTING_FIRST_VA,
  EXISTING_REMAINDER_PERCENT,
  type ExistingDwellingCalculation,
  type ExistingDwellingOptions,
  type ExistingDwellingResult,
  type NewLoad,
} from './lib/existing-dwelling.js';
export {
  OPTIONAL_FIRST_VA,
  OPTIONAL_REMAINDER_PERCENT,
  type HeatingCoolingChoice,
  type HeatingCoolingSelection,
  type MethodLineItem,
  type OptionalMethodCalculation,
  type OptionalMethodOptions,
} from './lib/optional-method.js';
export {
  CODE_EDITIONS,
  DEFAULT_CODE_EDITION,
  isCodeEdition,
  type CodeEdition,
  type LoadCalculationOptions,
} from './lib/code-edition.js';
export {
  defaultLoadForm,
  newAppliance,
  newLargeAppliance,
  toIsoDate,
} from './lib/load-form.defaults.js';
export {
  APPLIANCE_TYPES,
  FIXED_APPLIANCE_COUNT,
  isApplianceRowDeletable,
  isApplianceType,
  type Appliance,
  type ApplianceType,
  type LargeAppliance,
  type LoadCalculationForm,
  type NumberInput,
} from './lib/load-form.types.js';
export {
  INPUT_LIMITS,
  parseLoadForm,
  parseNumberInput,
  parseSquareFeet,
  validateLoadForm,
  validateSubmission,
  VALIDATION_ERROR_TITLE,
  VALIDATION_MESSAGES,
  type FieldPath,
  type ParsedAppliance,
  type ParsedLargeAppliance,
  type ParsedLoadForm,
  type ParseResult,
  type ValidationIssue,
} from './lib/load-form.validation.js';
export type {
  LineInputs,
  LineLoad,
  LineSection,
  LoadCalculation,
  LoadCalculationFailure,
  LoadCalculationResult,
  LoadLineItem,
  LoadTotals,
  OmissionSummary,
  RuleDecision,
} from './lib/load-result.types.js';
export * from './lib/load-rules.js';
export { formatNumber } from './lib/va-math.js';
export {
  readSubmission,
  SUBMISSION_MESSAGES,
  SUBMISSION_ROW_LIMIT,
  type AcceptedSubmission,
  type ExistingDwellingInput,
  type LoadCalculationSubmission,
  type NewLoadInput,
  type SubmissionRead,
} from './lib/submission.js';
export {
  buildWorksheet,
  WORKSHEET_TITLE,
  type Worksheet,
  type WorksheetDecision,
  type WorksheetExistingDwelling,
  type WorksheetField,
  type WorksheetFigures,
  type WorksheetMethodFigures,
  type WorksheetMethodRow,
  type WorksheetMethods,
  type WorksheetOptions,
  type WorksheetRow,
  type WorksheetSection,
  type WorksheetSignature,
} from './lib/worksheet.js';
