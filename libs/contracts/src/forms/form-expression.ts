// A computed field's expression: a tiny parser (no eval) of numbers, field ids, + - * / (× and ÷
// too), parentheses and sum(table.column). The tree is evaluated with exact fractions (exact.ts).

import { exact, exactOf, type Exact } from './exact.js';

export type FormExpression =
  | { op: 'num'; value: Exact }
  | { op: 'ref'; id: string }
  | { op: 'sum'; table: string; column: string }
  | { op: 'neg'; arg: FormExpression }
  | { op: '+' | '-' | '*' | '/'; left: FormExpression; right: FormExpression };

export class FormExpressionError extends Error {}

type Token = { kind: 'num'; text: string } | { kind: 'id'; text: string } | { kind: 'sym'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const number = /^(\d+(\.\d*)?|\.\d+)/.exec(source.slice(i));
    if (number) {
      tokens.push({ kind: 'num', text: number[0] });
      i += number[0].length;
      continue;
    }
    const id = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
    if (id) {
      tokens.push({ kind: 'id', text: id[0] });
      i += id[0].length;
      continue;
    }
    const symbol = ch === '×' ? '*' : ch === '÷' ? '/' : ch;
    if (!'+-*/().'.includes(symbol)) throw new FormExpressionError(`unexpected '${ch}'`);
    tokens.push({ kind: 'sym', text: symbol });
    i++;
  }
  return tokens;
}

/** Parses `source`; a FormExpressionError says what could not be read. */
export function parseExpression(source: string): FormExpression {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const take = (text: string) => {
    const token = tokens[at];
    if (token?.kind !== 'sym' || token.text !== text)
      throw new FormExpressionError(token ? `expected '${text}' before '${token.text}'` : `expected '${text}' at the end`);
    at++;
  };
  const sum = (): FormExpression => {
    take('(');
    const table = tokens[at++];
    take('.');
    const column = tokens[at++];
    if (table?.kind !== 'id' || column?.kind !== 'id') throw new FormExpressionError('sum( ) takes a table and a column: sum(table.column)');
    take(')');
    return { op: 'sum', table: table.text, column: column.text };
  };
  const factor = (): FormExpression => {
    const token = tokens[at++];
    if (!token) throw new FormExpressionError('the expression ends too early');
    if (token.kind === 'num') return { op: 'num', value: exactOf(token.text)! };
    if (token.kind === 'id') return token.text === 'sum' && peek()?.text === '(' ? sum() : { op: 'ref', id: token.text };
    if (token.text === '-') return { op: 'neg', arg: factor() };
    if (token.text === '(') {
      const inner = expression();
      take(')');
      return inner;
    }
    throw new FormExpressionError(`unexpected '${token.text}'`);
  };
  const term = (): FormExpression => {
    let left = factor();
    while (peek()?.kind === 'sym' && (peek()!.text === '*' || peek()!.text === '/')) {
      const op = tokens[at++]!.text as '*' | '/';
      left = { op, left, right: factor() };
    }
    return left;
  };
  const expression = (): FormExpression => {
    let left = term();
    while (peek()?.kind === 'sym' && (peek()!.text === '+' || peek()!.text === '-')) {
      const op = tokens[at++]!.text as '+' | '-';
      left = { op, left, right: term() };
    }
    return left;
  };
  if (tokens.length === 0) throw new FormExpressionError('the expression is empty');
  const tree = expression();
  if (at < tokens.length) throw new FormExpressionError(`unexpected '${tokens[at]!.text}'`);
  return tree;
}

/** The field ids and table columns an expression reads. */
export function referencesOf(tree: FormExpression): { refs: string[]; sums: { table: string; column: string }[] } {
  const refs: string[] = [];
  const sums: { table: string; column: string }[] = [];
  const walk = (node: FormExpression): void => {
    if (node.op === 'ref') refs.push(node.id);
    else if (node.op === 'sum') sums.push({ table: node.table, column: node.column });
    else if (node.op === 'neg') walk(node.arg);
    else if (node.op !== 'num') {
      walk(node.left);
      walk(node.right);
    }
  };
  walk(tree);
  return { refs, sums };
}

/**
 * The expression's value: `ref` gives a field's value (null: empty), `sum` a column's total.
 * Null when a value it needs is empty or it divides by zero.
 */
export function evaluate(tree: FormExpression, ref: (id: string) => Exact | null, sum: (table: string, column: string) => Exact): Exact | null {
  switch (tree.op) {
    case 'num':
      return tree.value;
    case 'ref':
      return ref(tree.id);
    case 'sum':
      return sum(tree.table, tree.column);
    case 'neg': {
      const value = evaluate(tree.arg, ref, sum);
      return value && exact.neg(value);
    }
    default: {
      const left = evaluate(tree.left, ref, sum);
      const right = evaluate(tree.right, ref, sum);
      if (!left || !right) return null;
      if (tree.op === '+') return exact.add(left, right);
      if (tree.op === '-') return exact.sub(left, right);
      if (tree.op === '*') return exact.mul(left, right);
      return exact.div(left, right);
    }
  }
}
