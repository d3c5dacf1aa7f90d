/**
 * What no request may carry, whatever its route: checked on every body, query and path value
 * before the DTO's own rules, so each gap is closed once for every service.
 *
 * - NUL characters: PostgreSQL refuses them in text and jsonb, and the insert failed with a 500.
 * - Lone UTF-16 surrogates: not text at all (no UTF-8 for them); e-mail checks and
 *   encodeURIComponent threw 'URIError: URI malformed'.
 * - Nesting deeper than MAX_INPUT_DEPTH: class-transformer and class-validator recurse, and a body
 *   nested thousands deep overflowed the stack. The walk below keeps its own stack for that reason.
 */
export const MAX_INPUT_DEPTH = 64;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Node {
  value: unknown;
  depth: number;
  parent?: Node;
  key?: string | number;
}

function pathOf(node: Node, root: string): string {
  const parts: Array<string | number> = [];
  for (let n: Node | undefined = node; n?.parent; n = n.parent) parts.unshift(n.key!);
  let path = root;
  for (const part of parts) {
    if (typeof part === 'number') path += `[${part}]`;
    else path += path ? `.${part}` : part;
  }
  return path || 'The request body';
}

function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'contains an invalid character (a lone UTF-16 surrogate)';
  return undefined;
}

/**
 * The first thing in `value` that no request may carry, as a sentence naming where it is
 * (`root` names the value itself: a parameter's name, or '' for a body whose fields are named).
 */
export function findInputProblem(value: unknown, root = ''): string | undefined {
  const stack: Node[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const current = node.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return `${pathOf(node, root)} ${problem}`;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (node.depth >= MAX_INPUT_DEPTH) {
      // Named by its outermost field: a path 64 levels long would be no help to anyone.
      let field = node;
      while (field.parent?.parent) field = field.parent;
      const named = typeof field.key === 'string' ? field : { value: undefined, depth: 0 };
      return `${pathOf(named, root)} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
    }
    if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], depth: node.depth + 1, parent: node, key: i });
      continue;
    }
    const keys = Object.keys(current);
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      const child: Node = { value: (current as Record<string, unknown>)[key], depth: node.depth + 1, parent: node, key };
      const problem = textProblem(key);
      if (problem) return `${pathOf(child, root)}: a field name ${problem}`;
      stack.push(child);
    }
  }
  return undefined;
}

/** PostgreSQL's int: every numeric id, count and version column of the platform. */
export const MIN_INT4 = -2_147_483_648;
export const MAX_INT4 = 2_147_483_647;
