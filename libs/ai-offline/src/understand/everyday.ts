import { ROW_NOUN } from './patterns.js';

/**
 * Everyday phrasings (issue 30), rewritten into the words the catalogue reads before a request is
 * split into clauses: questions ("how many hours did each tech work?"), order and format words
 * at the end of a clause ("..., biggest first, as an Excel file"), "which ... are missing ...",
 * comparisons ("more than 2 hours", "over $400"), superlatives ("the two largest"), blanks ("where X
 * is empty, put Y"). Each rule is one kind of phrase, never one sentence: a newcomer adds a phrase
 * here (an entry with its examples) or in the catalogue (catalogue.ts) for a new operation.
 */

export interface EverydayRule {
  /** What kind of phrase it reads. */
  name: string;
  /** Phrases it reads, as people write them (the unit tests use others). */
  examples: string[];
  pattern: RegExp;
  rewrite: (match: string, ...groups: string[]) => string;
  /** When given, the rule applies only to a sentence this accepts. */
  when?: (sentence: string) => boolean;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };
const count = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number(word);

const FORMAT = '(?:an?\\s+)?(excel|xlsx|csv)(?:\\s+(?:file|spreadsheet|workbook|sheet|format|document))?';
const fmt = (word: string) => (/csv/i.test(word) ? 'a CSV file' : 'an Excel file');
const isRows = (text: string) => new RegExp(`^(?:the\\s+)?(?:[\\w-]+\\s+)?${ROW_NOUN}$`, 'i').test(text.trim());
const MEASURE_OF: Record<string, string> = { hours: 'hours', hour: 'hours', minutes: 'minutes', days: 'days', miles: 'miles', units: 'qty', items: 'qty' };
const AGG: Record<string, string> = {
  average: 'average',
  mean: 'average',
  highest: 'maximum',
  biggest: 'maximum',
  largest: 'maximum',
  most: 'maximum',
  lowest: 'minimum',
  smallest: 'minimum',
  least: 'minimum',
  total: 'total',
};

/** The rules, applied in order to each sentence of the request. */
export const EVERYDAY_RULES: EverydayRule[] = [
  {
    name: 'an output format at the end of a clause',
    examples: ['..., as an Excel file', '... and save it as an Excel spreadsheet', '... into a CSV'],
    pattern: new RegExp(
      `(?:,\\s*|\\s+and\\s+|\\s+)(?:(?:save|give|send|export|put|return|turn|make|get)\\s+(?:it|this|that|them|the\\s+(?:result|list|results))\\s+(?:back\\s+)?)?(?:as|into|in)\\s+${FORMAT}(?=\\s*(?:[.;!?]|$))`,
      'i',
    ),
    rewrite: (_m, f) => `. Save it as ${fmt(f)}`,
    // 'I need it as a CSV file', 'turn the export into a CSV file' are already the catalogue's words.
    when: (sentence) =>
      !/^(?:i\s+(?:need|want|would\s+like)|we\s+(?:need|want)|turn|convert|change|make|give|send|download)\b/i.test(sentence) &&
      !/\b(?:save|saved|export|exported|write|output)\s+(?:each|every|all|them|it|the\s+file|as)\b(?!.*\band\s+save)/i.test(sentence),
  },
  {
    name: 'an order of dates as the whole clause',
    examples: ['Put the invoices in order from newest to oldest', 'list the jobs from oldest to newest'],
    pattern:
      /^(?:put|arrange|list|sort|order|show)\s+(it|them|everything|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:in\s+order\s+)?(?:from\s+)?(newest|latest|most\s+recent|oldest|earliest)\s+to\s+(?:oldest|earliest|newest|latest)/i,
    rewrite: (_m, what, first) => {
      const sort = `Sort by date, ${/oldest|earliest/i.test(first) ? 'oldest' : 'newest'} first`;
      // 'the pending entries': a value before the rows is a filter, kept.
      const valued = /^the\s+(?!(?:timesheet|invoice|job|customer|order|purchase|price|time|work)\b)[\w-]+\s+[\w-]+$/i.test(what);
      return valued ? `keep only ${what}. ${sort}` : sort;
    },
  },
  {
    name: 'a purpose at the end: so I can fix them',
    examples: ['... so I can fix them', '... so that we can call them', '... for the meeting'],
    pattern: /\s+(?:so(?:\s+that)?\s+(?:i|we|they|you)\s+can|in\s+order\s+to)\s+[^.;,]*$/i,
    rewrite: () => '',
  },
  {
    name: 'a value, a grouping and a measure: unpaid invoices per customer with the amount owed',
    examples: ['unpaid invoices per customer with the amount owed', 'approved entries per tech with their hours'],
    pattern: new RegExp(
      `^(?:the\\s+)?(?!(?:one|each|every|a|an|per|all|how|many|the)\\b)([A-Za-z][\\w-]*)\\s+(${ROW_NOUN})\\s+(?:per|by|for\\s+each)\\s+([\\w\\s#-]+?)\\s+with\\s+(?:the|their|its)\\s+(?:total\\s+)?([\\w\\s-]+?)(?:\\s+(?:owed|due|billed|worked|spent))?\\s*(?=[.;,]|$)`,
      'i',
    ),
    rewrite: (_m, value, rows, each, measure) => `keep only the ${value} ${rows}. total ${measure} per ${each}`,
  },
  {
    name: 'a month after a grouping: ... for October only',
    examples: ['Total hours per tech for October only', 'count jobs per tech in March'],
    pattern:
      /^(.+?\b(?:per|by|for\s+each)\s+[\w\s#-]+?)\s+(?:for|in|during)\s+((?:january|february|march|april|may|june|july|august|september|october|november|december)(?:\s+\d{4})?)(?:\s+only)?\s*(?=[.;,]|$)/i,
    rewrite: (_m, rest, month) => `keep only rows in ${month}. ${rest}`,
  },
  {
    name: 'A to Z after a grouping: the groups in order of their names',
    examples: ['total amount per customer, A to Z', 'hours by technician alphabetically'],
    pattern:
      /(\b(?:per|by|for\s+each)\s+([\w#-]+(?:\s+[\w#-]+)?))(?:,\s*|\s+)(?:sorted\s+)?(a\s*(?:to|-)\s*z|z\s*(?:to|-)\s*a|alphabetically)(?=\s*(?:[.,;!?]|$))/i,
    rewrite: (_m, grouping, column, order) => `${grouping}. Sort by ${column} ${/^z/i.test(order) ? 'descending' : 'ascending'}`,
    when: (sentence) => !/\bsort/i.test(sentence),
  },
  {
    name: 'an order at the end of a clause',
    examples: ['..., biggest first', '... from newest to oldest', '..., A to Z', '..., most hours first'],
    pattern:
      /(?:,\s*|\s+)(?:(?:and\s+)?(?:sort(?:ed)?|put|order(?:ed)?|list(?:ed)?)\s+(?:it\s+|them\s+)?(?:in\s+order\s+)?)?((?:with\s+the\s+)?(?:biggest|highest|largest|most|newest|latest|smallest|lowest|oldest|earliest|least)(?:\s+[\w$]+)?\s+(?:first|on\s+top|at\s+the\s+top)|(?:from\s+)?(?:newest|latest|most\s+recent)\s+to\s+(?:oldest|earliest)|(?:from\s+)?(?:oldest|earliest)\s+to\s+(?:newest|latest)|(?:from\s+)?(?:highest|biggest|largest)\s+to\s+(?:lowest|smallest)|(?:from\s+)?(?:lowest|smallest)\s+to\s+(?:highest|biggest|largest)|a\s*(?:to|-)\s*z|z\s*(?:to|-)\s*a)(?=\s*(?:[.,;!?]|$))/i,
    // A sentence that sorts already says its order in the catalogue's words.
    when: (sentence) =>
      !/\b(?:sort|sorted|order|ordered|rank|ranked)\b/i.test(sentence) &&
      !/^(?:put|list|arrange)\s+(?:the\s+)?(?:newest|oldest|biggest|highest|largest|smallest|lowest)/i.test(sentence),
    rewrite: (_m, order) => {
      const o = order.toLowerCase();
      if (/^(?:from\s+)?(?:newest|latest|most\s+recent)\s+to/.test(o)) return '. Sort by date, newest first';
      if (/^(?:from\s+)?(?:oldest|earliest)\s+to/.test(o)) return '. Sort by date, oldest first';
      return `. ${order.replace(/^with\s+the\s+/i, '').replace(/\b(?:most|biggest|largest)\s+(?![Ff]irst)[\w$]+\s+first/i, 'highest first')}`;
    },
  },
  {
    name: 'a total of a product per group: what we spent with each vendor (qty times unit price)',
    examples: [
      'what did we spend with each vendor? (qty times unit price)',
      'spend per vendor, quantity times unit price',
      'how much did we pay each supplier, Qty x Price',
    ],
    pattern: new RegExp(
      `^(?:(?:what|how\\s+much)\\s+(?:did|do|have)\\s+(?:we|i|you|they)\\s+(spend|spent|pay|paid|bill|billed|charge|charged|sell|sold)|(?:the\\s+)?(?:total\\s+)?(spend|spending|cost|costs|value|revenue|sales))\\s+(?:(?:with|to|for|on|at|from)\\s+)?(?:each|every|per|by)\\s+([\\w\\s#-]+?)\\s*[,(:]?\\s*\\(?\\s*(?:the\\s+)?([\\w\\s#-]+?)\\s+(?:times|x|×|multiplied\\s+by)\\s+(?:the\\s+)?([\\w\\s#-]+?)\\s*\\)?\\s*[?.]?$`,
      'i',
    ),
    rewrite: (_m, verb, noun, each, left, right) => {
      const word = (verb || noun).toLowerCase();
      const name = /^(?:spen|spend)/.test(word)
        ? 'Spend'
        : /^pa/.test(word)
          ? 'Paid'
          : /^(?:bill|charg)/.test(word)
            ? 'Billed'
            : /^(?:sel|sol|sal|rev)/.test(word)
              ? 'Sales'
              : /^cost/.test(word)
                ? 'Cost'
                : 'Value';
      return `Add a column ${name} = ${left} * ${right}. Total ${name} per ${each}`;
    },
  },
  {
    name: 'a comparison of two columns: which parts are below their reorder level, where Hours is more than Estimate',
    examples: ['which parts are below their reorder level?', 'show the jobs where Actual Hours is more than Estimated Hours', 'items under the reorder point'],
    pattern: new RegExp(
      `^(?:(?:which|what|show(?:\\s+me)?|list|keep(?:\\s+only)?|find|flag)\\s+)?(?:the\\s+|all\\s+(?:the\\s+)?)?((?:[\\w-]+\\s+)?${ROW_NOUN})\\s+(?:(?:that\\s+|which\\s+)?(?:are|is)\\s+(?:now\\s+|currently\\s+|still\\s+)?|where\\s+(?:the\\s+)?([\\w\\s#-]+?)\\s+(?:is|are)\\s+)(below|under|less\\s+than|lower\\s+than|smaller\\s+than|at\\s+or\\s+below|above|over|more\\s+than|greater\\s+than|higher\\s+than|bigger\\s+than)\\s+(?:their|its|the)\\s+(?!\\$?\\d)([A-Za-z][\\w\\s#-]*?)\\s*(?=[?.;,]|$)`,
      'i',
    ),
    when: (sentence) => !/\b(?:than|below|under|above|over)\s+(?:the\s+)?(?:\$?\d|average|mean|total)/i.test(sentence),
    rewrite: (all, _rows, left, op, right) => {
      // 'below their reorder level' names one column: the other is the stock on hand.
      const stock = /^(?:re-?order|minimum|min|par)\b/i.test(right) ? 'On Hand' : '';
      const first = (left ?? '').trim() || stock;
      if (!first) return all;
      const below = /^(?:below|under|less|lower|smaller|at)/i.test(op);
      const name = below ? 'Shortfall' : 'Excess';
      const test = /^at\s+or/i.test(op) ? 'is at most 0' : below ? 'is less than 0' : 'is greater than 0';
      return `Add a column ${name} = ${first} - ${right.trim()}. Keep rows where ${name} ${test}. Remove the ${name} column`;
    },
  },
  {
    name: 'a question: how many ... did each ... (have, work)',
    examples: ['how many hours did each tech work?', 'How many jobs does each technician have?', 'how many invoices does each customer have'],
    pattern:
      /^(?:so\s+)?how\s+many\s+([\w\s#-]+?)\s+(?:did|does|do|has|have|had)\s+(?:each|every)\s+([\w\s#-]+?)(?:\s+(?:work|worked|have|had|log|logged|get|got|do|book|booked|put\s+in|make|complete|completed|finish|bill|billed|own))?\s*(?=[?.;,]|\s+and\b|$)/i,
    rewrite: (_m, what, each) => (isRows(what) ? `count of ${what} per ${each}` : `total ${MEASURE_OF[what.toLowerCase()] ?? what} per ${each}`),
  },
  {
    name: 'per month: a count or a total for each month of the date column',
    examples: ['How many jobs did we book each month?', 'count of jobs per month', 'total hours by month'],
    pattern: new RegExp(
      `^(?:how\\s+many\\s+((?:[\\w-]+\\s+)?${ROW_NOUN})\\s+(?:did|do|have|has)\\s+(?:we|i|you|they)\\s+(?:[\\w-]+\\s+){0,2}?|(?:the\\s+)?((?:count|number|total|sum|average)\\b[\\w\\s#-]*?)\\s+)(?:per|by|each|every|for\\s+each|a|in\\s+each)\\s+(?:calendar\\s+)?month\\s*(?=[?.;,]|$)`,
      'i',
    ),
    rewrite: (_m, rows, measure) => `Add a column Month = month(Date). ${rows ? `count of ${rows}` : measure} per Month`,
  },
  {
    name: 'a count and what they add up to',
    examples: ['How many invoices does each customer have, and what do they add up to?', 'how many orders per vendor and what do they come to'],
    pattern:
      /^count of ([\w\s#-]+?) per ([\w\s#-]+?),?\s+and\s+(?:what|how\s+much)\s+(?:do|does|did)\s+(?:they|it|those|these|them)\s+(?:all\s+)?(?:add\s+up\s+to|total|come\s+to|sum\s+to|amount\s+to)\s*(?=[?.;,]|$)/i,
    rewrite: (_m, what, each) => `count of ${what} and total amount per ${each}`,
  },
  {
    name: 'a summary of ...: the summary is what follows',
    examples: ['produce a summary of total hours per technician', 'give me a breakdown of jobs per tech', 'make a report with the total amount per customer'],
    pattern:
      /^(?:(?:and\s+)?(?:produce|make|create|build|give\s+me|get\s+me|send\s+me|i\s+need|we\s+need|i\s+want)\s+)?(?:a|an|the)\s+(?:summary|report|breakdown|overview|table|list)\s+(?:of|with|showing|that\s+shows)\s+(?=(?:the\s+)?(?:total|sum|count|number|average|how\s+many))/i,
    rewrite: () => '',
  },
  {
    name: 'a question: what is the average (highest, lowest, total) ... for each ...',
    examples: ["what's the average invoice amount for each customer?", 'what is the highest price in each category', 'the lowest hours per tech'],
    pattern:
      /^(?:what(?:'s|’s|\s+is|\s+was|\s+are)\s+the\s+|the\s+)(average|mean|highest|biggest|largest|lowest|smallest|total)\s+([\w\s#-]+?)\s+(?:(?:for|in|of|across)\s+(?:each|every)|per|by)\s+([\w\s#-]+?)\s*(?=[?.;,]|$)/i,
    rewrite: (_m, fn, what, each) => `${AGG[fn.toLowerCase()]} ${what.replace(/^(?:invoice|job|order|line)\s+(?=amount|total|price|hours)/i, '')} per ${each}`,
  },
  {
    name: 'which ... are missing (have no) ...',
    examples: ['which jobs are missing hours?', 'customers missing a phone number', 'which invoices have no due date'],
    pattern: new RegExp(
      `^(?:which|what|show\\s+me(?:\\s+the)?|list(?:\\s+the)?|find(?:\\s+the)?|the)?\\s*(?:[\\w-]+\\s+)?${ROW_NOUN}\\s+(?:are\\s+|is\\s+)?(?:missing|(?:that\\s+)?(?:have|has)\\s+no|with\\s+no|without(?:\\s+an?)?|lacking)\\s+(?:an?\\s+|the\\s+|any\\s+)?((?:[\\w#-]+\\s+){0,2}[\\w#-]+)\\s*(?=[?.;,]|$)`,
      'i',
    ),
    rewrite: (_m, column) => `keep only rows where ${column} is blank`,
  },
  {
    name: 'where ... is empty, put ...',
    examples: ['where the tech is empty, put Unassigned', 'if the Team is blank, write Unknown', 'where Priority is missing use Normal'],
    pattern:
      /^(?:where|if|when|wherever)\s+(?:the\s+)?([\w\s#-]+?)\s+(?:is|are)\s+(?:empty|blank|missing)\s*,?\s*(?:then\s+)?(?:put|write|use|fill\s+in|set\s+it\s+to|make\s+it|show)\s+(.+?)\s*(?=[.;!]|$)/i,
    rewrite: (_m, column, value) => `fill the empty ${column} cells with ${value.replace(/^["“](.*)["”]$/, '$1')}`,
  },
  {
    name: 'a comparison in a unit: more than 2 hours, longer than 8 hours',
    examples: ['shifts longer than 8 hours', 'entries with more than 2 hours', 'jobs over 3 hours'],
    pattern:
      /^(?:show\s+me\s+|list\s+|find\s+|give\s+me\s+|just\s+)?(?:the\s+|all\s+(?:the\s+)?)?([\w\s-]*?)\s*(?:with|that\s+(?:are|were|have|had)|which\s+(?:are|were)|where)?\s*(more|longer|greater|bigger|higher|over|above|less|shorter|fewer|under|below)\s+(?:than\s+)?(\d+(?:\.\d+)?)\s+(hours?|minutes?|days?|miles?)\b\s*(?=[?.;,]|$)/i,
    rewrite: (_m, _rows, cmp, n, unit) =>
      `keep only rows where ${MEASURE_OF[unit.toLowerCase()] ?? unit} is ${/^(?:less|shorter|fewer|under|below)$/i.test(cmp) ? 'under' : 'over'} ${n}`,
  },
  {
    name: 'a comparison in money: over $400, under $50',
    examples: ['invoices over $400', 'jobs above $1,000', 'the orders under $50'],
    pattern:
      /^(?:show\s+me\s+|list\s+|find\s+|give\s+me\s+|just\s+)?(?:the\s+|all\s+(?:the\s+)?)?([\w\s-]*?)\s*(?:that\s+(?:are|were)|which\s+(?:are|were)|worth|for)?\s*(more\s+than|over|above|greater\s+than|less\s+than|under|below)\s+\$\s?(\d[\d,]*(?:\.\d+)?)\s*(?=[?.;,]|$)/i,
    rewrite: (_m, _rows, cmp, n) => `keep only rows where amount is ${/^(?:less|under|below)/i.test(cmp) ? 'under' : 'over'} ${n.replace(/,/g, '')}`,
  },
  {
    name: 'the two largest ..., the 3 smallest ...',
    examples: ['the two largest invoices', 'show me the 3 biggest jobs', 'the five smallest orders'],
    pattern:
      /^(?:show\s+me\s+|list\s+|find\s+|give\s+me\s+|get\s+|just\s+)?the\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty)\s+(largest|biggest|highest|most\s+expensive|smallest|lowest|cheapest)\s+([\w\s-]+?)\s*(?=[?.;,]|$)/i,
    rewrite: (_m, n, size, rows) => {
      const asc = /^(?:smallest|lowest|cheapest)$/i.test(size);
      return asc ? `bottom ${count(n)} ${rows} by amount` : `top ${count(n)} ${rows} by amount`;
    },
  },
  {
    name: 'which ... are (still) <value>',
    examples: ['which invoices are still unpaid?', 'which jobs are open', 'which entries are pending'],
    pattern: new RegExp(
      `^(?:which|what)\\s+((?:[\\w-]+\\s+)?${ROW_NOUN})\\s+(?:are|is)\\s+(?:still\\s+|currently\\s+|now\\s+)?([A-Za-z][\\w-]*)\\s*(?=[?.;,]|$)`,
      'i',
    ),
    rewrite: (_m, rows, value) => `keep only the ${value} ${rows}`,
  },
  {
    name: 'a filter on a value inside a grouping: ... for the Paid invoices',
    examples: ['total Amount per Customer for the Paid invoices', 'count jobs per tech for the completed jobs'],
    pattern: new RegExp(
      `^(.+?\\b(?:per|by|for\\s+each)\\s+[\\w\\s#-]+?)\\s+(?:for|of|on|from)\\s+(?:the\\s+|all\\s+(?:the\\s+)?)?([A-Z][\\w-]*)\\s+(${ROW_NOUN})\\s*(?=[.;,]|$)`,
      'i',
    ),
    rewrite: (_m, rest, value, rows) => `keep only the ${value} ${rows}. ${rest}`,
  },
  {
    name: 'a question: which ... (worked, had) the most ...',
    examples: ['Which technician worked the most hours?', 'which customer spent the most', 'which tech had the most jobs'],
    pattern: /^(?:which|what|who(?:\s+is\s+the)?)\s+([\w-]+)\s+(?:worked|logged|had|did|billed|made|put\s+in|got)\s+the\s+most\s+([\w\s-]+?)\s*(?=[?.;,]|$)/i,
    rewrite: (_m, who, what) =>
      isRows(what)
        ? `count of ${what} per ${who}. sort by count, highest first. keep the top 1`
        : `total ${what} per ${who}. sort by total ${what}, highest first. keep the top 1`,
  },
];

/** The request with its everyday phrases rewritten (a sentence at a time), and the names of the rules that applied. */
export function rewriteEveryday(text: string): { text: string; applied: string[] } {
  const applied: string[] = [];
  // A parenthetical after a question belongs to it: 'what did we spend with each vendor? (qty times unit price)'.
  const sentences = text.replace(/\?\s*(?=\()/g, ' ').split(/(?<=[.!?;])\s+|\n+/);
  const out = sentences.map((sentence) => {
    let s = sentence.trim();
    for (const rule of EVERYDAY_RULES) {
      if (rule.when && !rule.when(s)) continue;
      const next = s.replace(rule.pattern, (...args: unknown[]) => {
        const groups = args.slice(1, -2).map((g) => (typeof g === 'string' ? g : ''));
        return rule.rewrite(String(args[0]), ...groups);
      });
      if (next !== s) {
        applied.push(rule.name);
        s = next
          .replace(/\s+/g, ' ')
          .replace(/^\.\s*/, '')
          .replace(/\.\s*\./g, '.')
          .trim();
      }
    }
    return s;
  });
  return { text: out.join(' ').replace(/\?\s*/g, '. ').replace(/\s+\./g, '.').trim(), applied };
}
