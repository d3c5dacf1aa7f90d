export { MAX_PRESET_COUNT, PRESET_NAMES, addDays, endOf, isPreset, presetRange, shift, startOf, type DayRange, type PeriodUnit } from './report-periods.js';
