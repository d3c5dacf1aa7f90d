/** Word patterns the catalogue shares (regular-expression sources, no captures). */

/** Things a row can be: 'rows', 'entries', 'invoices', 'work orders', with an optional noun before ('timesheet rows'). */
const NOUNS =
  'rows?|lines?|records?|entries|entry|items?|line\\s+items?|jobs?|invoices?|orders?|purchase\\s+orders?|pos|transactions?|tickets?|ones|employees?|people|techs?|technicians?|customers?|clients?|contacts?|calls?|service\\s+calls?|visits?|timesheets?|timecards?|time\\s+entries|shifts?|punches|purchases?|products?|skus?|parts?|payments?|bills?|expenses?|estimates?|appointments?|work\\s+orders?|dispatch(?:es)?|lines';
export const ROW_NOUN = `(?:${NOUNS})`;
const MODIFIER =
  '(?:timesheet|invoice|job|customer|client|supplier|vendor|service|work\\s+order|purchase\\s+order|po|price\\s+list|payroll|order|contact|dispatch|sales|billing)';
/** 'the rows', 'all the supplier bills', 'every job', 'any timesheet entries'. */
export const ROWS = `(?:(?:the|all|all\\s+the|any|every|each|those|these)\\s+)?(?:${MODIFIER}\\s+)?${ROW_NOUN}`;

export const DROP_VERB =
  '(?:excluding|without|drop|remove|delete|exclude|filter\\s+out|take\\s+out|get\\s+rid\\s+of|throw\\s+(?:out|away)|discard|skip|ignore|leave\\s+out|strip\\s+out|eliminate|omit|weed\\s+out|cut\\s+out)';
export const KEEP_VERB =
  '(?:(?:cut|narrow|trim|bring)\\s+(?:the\\s+)?(?:[\\w-]+\\s+){0,3}?down\\s+to(?:\\s+only)?|(?:i|we)\\s+(?:only\\s+)?(?:need|want)(?:\\s+only)?|look(?:ing)?\\s+only\\s+at|look(?:ing)?\\s+at\\s+only|only\\s+look\\s+at|only\\s+keep|keep\\s+only|keeping\\s+only|keep|keeping|only\\s+include|include\\s+only|include|filter(?:\\s+(?:to|for|down\\s+to|on))?|select|show(?:\\s+me)?(?:\\s+only)?|return|list|find|give\\s+me|get|take|pull(?:\\s+out)?|only|just(?:\\s+keep)?)';

/** Descending / ascending in words. */
export const DESC_WORDS =
  '(?:descending|desc|decreasing|in\\s+descending\\s+order|in\\s+reverse(?:\\s+order)?|reversed?|(?:with\\s+the\\s+)?(?:highest|largest|biggest|most|newest|latest|most\\s+recent|greatest|longest)(?:\\s+\\w+)?\\s+(?:first|on\\s+top|at\\s+the\\s+top)|from\\s+(?:the\\s+)?(?:highest|largest|biggest|newest|latest|high|most\\s+recent)\\s+to\\s+(?:the\\s+)?(?:lowest|smallest|oldest|earliest|low|least)|high(?:est)?\\s+to\\s+low(?:est)?|largest\\s+to\\s+smallest|biggest\\s+to\\s+smallest|newest\\s+to\\s+oldest|z\\s*(?:to|-)\\s*a|(?:from\\s+(?:the\\s+)?)?most\\s+expensive(?:\\s+(?:first|on\\s+top|at\\s+the\\s+top|to\\s+(?:the\\s+)?(?:cheapest|least\\s+expensive)))?|priciest\\s+first)';
export const ASC_WORDS =
  '(?:ascending|asc|increasing|in\\s+ascending\\s+order|in\\s+order|alphabetically|alphabetical(?:\\s+order)?|chronologically|in\\s+chronological\\s+order|(?:with\\s+the\\s+)?(?:lowest|smallest|oldest|earliest|least|shortest)(?:\\s+\\w+)?\\s+(?:first|on\\s+top|at\\s+the\\s+top)|from\\s+(?:the\\s+)?(?:lowest|smallest|oldest|earliest|low|least)\\s+to\\s+(?:the\\s+)?(?:highest|largest|biggest|newest|latest|high|most)|low(?:est)?\\s+to\\s+high(?:est)?|smallest\\s+to\\s+largest|oldest\\s+to\\s+newest|a\\s*(?:to|-)\\s*z|(?:from\\s+(?:the\\s+)?)?(?:cheapest|least\\s+expensive)(?:\\s+(?:first|on\\s+top|at\\s+the\\s+top|to\\s+(?:the\\s+)?most\\s+expensive))?)';

/** The input as a whole: 'the file', 'the weekly timesheet export', 'the price list'. */
export const INPUT_NOUN =
  '(?:file|files|export|exports|spreadsheet|workbook|report|sheet|csv|xlsx|excel(?:\\s+file)?|data|list|download|extract|log|timesheets?|invoices?|jobs?|upload|document|table|price\\s+list|contacts|tickets|orders|work\\s+orders|bills|visits)';

/** 'sum', 'total', 'count', 'average', 'min', 'max' in words -> the function. */
export const AGG_WORDS: Array<[RegExp, 'sum' | 'count' | 'average' | 'min' | 'max']> = [
  [/^(?:sum|sums|total|totals|add\s+up|summed|subtotal)$/i, 'sum'],
  [/^(?:count|counts|number|how\s+many|#|tally)$/i, 'count'],
  [/^(?:average|averages|avg|mean)$/i, 'average'],
  [/^(?:min|minimum|lowest|smallest|shortest|earliest|least)$/i, 'min'],
  [/^(?:max|maximum|highest|largest|biggest|longest|latest|greatest|most)$/i, 'max'],
];
export const AGG_WORD =
  '(?:sum|sums|total|totals|add\\s+up|summed|subtotal|count|counts|number|how\\s+many|tally|average|averages|avg|mean|min|minimum|lowest|smallest|shortest|earliest|least|max|maximum|highest|largest|biggest|longest|latest|greatest)';

export function aggFn(word: string): 'sum' | 'count' | 'average' | 'min' | 'max' | undefined {
  const w = word.trim().replace(/\s+/g, ' ');
  return AGG_WORDS.find(([re]) => re.test(w))?.[1];
}

export function isRowNoun(text: string): boolean {
  return new RegExp(`^${ROWS}$`, 'i').test(text.trim());
}

/** 'Total Hours' from 'hours' (the user's words, capitalised). */
export function titleCase(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_, s: string, c: string) => s + c.toUpperCase());
}

/** 'rows', 'the lines', 'records': rows as such, never a column's name (unlike 'technicians'). */
export function isGenericRowNoun(text: string): boolean {
  return /^(?:(?:the|all|all\s+the|any|every|each)\s+)?(?:rows?|lines?|records?|entries|entry|data|ones)$/i.test(text.trim());
}
