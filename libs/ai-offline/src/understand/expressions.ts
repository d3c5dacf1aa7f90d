import type { Expr } from '../program.js';
import { cleanColumn, parseNumber } from './values.js';

/**
 * Arithmetic in words or symbols: 'Hours * Rate', 'Price minus Cost', 'Amount times 1.08',
 * '(Price - Cost) / Price', 'round(Total, 2)', '8% of Amount', 'the sum of Labor and Parts'.
 */

type Token = { t: 'op'; v: '+' | '-' | '*' | '/' } | { t: '(' } | { t: ')' } | { t: ',' } | { t: 'word'; v: string };

const FUNCS = ['round', 'abs', 'upper', 'lower', 'concat', 'month'] as const;

function words(text: string): string {
  return ` ${text} `
    .replace(/\bmultiplied\s+by\b|\btimes\b|\s[x×]\s/gi, ' * ')
    .replace(/\bdivided\s+by\b|\bper\s+(?=\d)/gi, ' / ')
    .replace(/\bplus\b/gi, ' + ')
    .replace(/\bminus\b|\bless\b(?!\s+than)/gi, ' - ')
    .trim();
}

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let word = '';
  let quote: string | null = null;
  const flush = () => {
    if (word.trim()) tokens.push({ t: 'word', v: word.trim() });
    word = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quote) {
      word += ch;
      if (ch === quote || (quote === '“' && ch === '”')) quote = null;
      continue;
    }
    if (ch === '"' || ch === '“') {
      quote = ch;
      word += ch;
      continue;
    }
    // A minus inside a word ('Year-to-date') stays; ' - ' is an operator.
    const isMinus =
      ch === '-' && (word.trim() === '' ? tokens.length > 0 && tokens[tokens.length - 1].t === 'word' : /\s$/.test(word) || /^\s/.test(text[i + 1] ?? ''));
    if (ch === '+' || ch === '*' || ch === '/' || isMinus) {
      flush();
      tokens.push({ t: 'op', v: ch as '+' | '-' | '*' | '/' });
    } else if (ch === '(' || ch === ')' || ch === ',') {
      // A '(' right after a function name opens its arguments; '$(5)'-like numbers are rare in formulas.
      flush();
      tokens.push({ t: ch } as Token);
    } else {
      word += ch;
    }
  }
  if (quote) return undefined;
  flush();
  return tokens;
}

class Parser {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): Expr | undefined {
    const e = this.sum();
    return e && this.i === this.tokens.length ? e : undefined;
  }

  private peek(): Token | undefined {
    return this.tokens[this.i];
  }

  /** One precedence level: operands from `next`, joined left to right by `ops`. */
  private level(ops: string[], next: () => Expr | undefined): Expr | undefined {
    let left = next();
    while (left) {
      const t = this.peek();
      if (t?.t !== 'op' || !ops.includes(t.v)) break;
      this.i += 1;
      const right = next();
      if (!right) return undefined;
      left = { kind: 'binary', op: t.v, left, right };
    }
    return left;
  }

  private sum(): Expr | undefined {
    return this.level(['+', '-'], () => this.product());
  }

  private product(): Expr | undefined {
    return this.level(['*', '/'], () => this.unary());
  }

  private unary(): Expr | undefined {
    const t = this.peek();
    if (t?.t === 'op' && t.v === '-') {
      this.i += 1;
      const inner = this.unary();
      if (!inner) return undefined;
      return inner.kind === 'number' ? { kind: 'number', value: -inner.value } : { kind: 'binary', op: '*', left: { kind: 'number', value: -1 }, right: inner };
    }
    return this.atom();
  }

  private atom(): Expr | undefined {
    const t = this.peek();
    if (!t) return undefined;
    if (t.t === '(') {
      this.i += 1;
      const inner = this.sum();
      if (this.peek()?.t !== ')') return undefined;
      this.i += 1;
      return inner;
    }
    if (t.t !== 'word') return undefined;
    this.i += 1;
    const fn = FUNCS.find((f) => f === t.v.toLowerCase());
    if (fn && this.peek()?.t === '(') {
      this.i += 1;
      const args: Expr[] = [];
      while (this.peek() && this.peek()?.t !== ')') {
        const a = this.sum();
        if (!a) return undefined;
        args.push(a);
        if (this.peek()?.t === ',') this.i += 1;
      }
      if (this.peek()?.t !== ')') return undefined;
      this.i += 1;
      return { kind: 'call', fn, args };
    }
    return leaf(t.v);
  }
}

function leaf(text: string): Expr | undefined {
  const s = text.trim();
  const quoted = /^["“](.*)["”]$/.exec(s);
  if (quoted) return { kind: 'text', value: quoted[1] };
  const pct = /^(.+?)\s*(?:%|percent)\s+of\s+(.+)$/i.exec(s);
  if (pct) {
    const n = parseNumber(pct[1]);
    const col = cleanColumn(pct[2]);
    if (n !== undefined && col) return { kind: 'binary', op: '*', left: { kind: 'column', name: col }, right: { kind: 'number', value: n / 100 } };
  }
  const n = parseNumber(s);
  if (n !== undefined) return { kind: 'number', value: n };
  const col = cleanColumn(s);
  if (!col || col.split(/\s+/).length > 6 || /\b(?:where|when|if|then|by|per)\b/i.test(col)) return undefined;
  return { kind: 'column', name: col };
}

/** An expression, or undefined when the words are not arithmetic over columns and numbers. */
export function parseExpr(text: string): Expr | undefined {
  let s = text.trim().replace(/[.;]+$/, '');
  const sumOf = /^(?:the\s+)?(sum|total|product|difference)\s+of\s+(.+?)\s+and\s+(.+)$/i.exec(s);
  if (sumOf) {
    const op = { sum: '+', total: '+', product: '*', difference: '-' }[sumOf[1].toLowerCase()] as '+' | '*' | '-';
    s = `${sumOf[2]} ${op} ${sumOf[3]}`;
  }
  const tokens = tokenize(words(s));
  if (!tokens || tokens.length === 0) return undefined;
  return new Parser(tokens).parse();
}

/** The columns an expression reads. */
export function exprColumns(e: Expr): string[] {
  switch (e.kind) {
    case 'column':
      return [e.name];
    case 'binary':
      return [...exprColumns(e.left), ...exprColumns(e.right)];
    case 'call':
      return e.args.flatMap(exprColumns);
    default:
      return [];
  }
}

/** The same expression with its columns renamed. */
export function mapExprColumns(e: Expr, f: (name: string) => string): Expr {
  switch (e.kind) {
    case 'column':
      return { kind: 'column', name: f(e.name) };
    case 'binary':
      return { ...e, left: mapExprColumns(e.left, f), right: mapExprColumns(e.right, f) };
    case 'call':
      return { ...e, args: e.args.map((a) => mapExprColumns(a, f)) };
    default:
      return e;
  }
}
