import type { HttpMethod, RouteEntry } from './route-table.js';

// Segment weights: a static segment is more specific than a parameter, which is more specific
// than the rest wildcard. A pattern that ends exactly where the path ends beats a wildcard.
const STATIC = 4;
const PARAM = 3;
const END = 2;
const REST = 1;

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'rest' };

interface CompiledRoute {
  entry: RouteEntry;
  segments: Segment[];
}

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
  /** Specificity vector, compared left to right. */
  score: number[];
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function compile(entry: RouteEntry): CompiledRoute {
  const parts = splitPath(entry.pattern);
  const segments = parts.map((part, index): Segment => {
    if (part === '**') {
      if (index !== parts.length - 1) throw new Error(`'**' must end the pattern: ${entry.pattern}`);
      return { kind: 'rest' };
    }
    if (part.startsWith(':')) return { kind: 'param', name: part.slice(1) };
    return { kind: 'static', value: part };
  });
  return { entry, segments };
}

function matchRoute(route: CompiledRoute, parts: string[]): RouteMatch | undefined {
  const params: Record<string, string> = {};
  const score: number[] = [];
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i]!;
    if (segment.kind === 'rest') {
      score.push(REST);
      return { entry: route.entry, params, score };
    }
    const part = parts[i];
    if (part === undefined) return undefined;
    if (segment.kind === 'static') {
      if (segment.value !== part) return undefined;
      score.push(STATIC);
    } else {
      params[segment.name] = part;
      score.push(PARAM);
    }
  }
  if (parts.length !== route.segments.length) return undefined;
  score.push(END);
  return { entry: route.entry, params, score };
}

function compareScores(a: number[], b: number[]): number {
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * The patterns as a tree of segments, for resolving a path in one walk. A node holds its static
 * children by segment (one Map lookup per level), one parameter child, and the routes that end at
 * it or take the rest of the path from it (`**`).
 */
interface TrieNode {
  statics: Map<string, TrieNode>;
  param: TrieNode | null;
  /** Routes whose pattern ends at this node, in table order. */
  end: CompiledRoute[];
  /** Routes whose pattern continues with `**` from this node, in table order. */
  rest: CompiledRoute[];
}

const newNode = (): TrieNode => ({ statics: new Map(), param: null, end: [], rest: [] });

function buildTrie(routes: readonly CompiledRoute[]): TrieNode {
  const root = newNode();
  for (const route of routes) {
    let node = root;
    let endsWithRest = false;
    for (const segment of route.segments) {
      if (segment.kind === 'rest') {
        endsWithRest = true;
        break;
      }
      if (segment.kind === 'static') {
        let next = node.statics.get(segment.value);
        if (!next) node.statics.set(segment.value, (next = newNode()));
        node = next;
      } else {
        node = node.param ??= newNode();
      }
    }
    (endsWithRest ? node.rest : node.end).push(route);
  }
  return root;
}

function firstAllowing(routes: readonly CompiledRoute[], verb: HttpMethod): CompiledRoute | undefined {
  for (const route of routes) if (route.entry.methods.includes(verb)) return route;
  return undefined;
}

/**
 * The most specific route for the path's segments from `index` on: at each level a static child
 * is tried before the parameter child, a pattern ending with the path before a `**` one, which is
 * exactly the order of the specificity vectors (static > param > end > rest, left to right).
 */
function walk(node: TrieNode, parts: readonly string[], index: number, verb: HttpMethod): CompiledRoute | undefined {
  if (index < parts.length) {
    const part = parts[index]!;
    const child = node.statics.get(part);
    const found = (child && walk(child, parts, index + 1, verb)) || (node.param && walk(node.param, parts, index + 1, verb));
    if (found) return found;
  } else {
    const ending = firstAllowing(node.end, verb);
    if (ending) return ending;
  }
  return firstAllowing(node.rest, verb);
}

/** A dot segment would let a path name another route after normalisation: such paths match nothing. */
function hasDotSegment(parts: readonly string[]): boolean {
  for (const part of parts) if (part === '.' || part === '..') return true;
  return false;
}

/** Resolves a method and path to the route that owns it, by the most specific pattern. */
export class RouteMatcher {
  private readonly routes: CompiledRoute[];
  private readonly trie: TrieNode;

  constructor(table: readonly RouteEntry[]) {
    this.routes = table.map(compile);
    this.trie = buildTrie(this.routes);
  }

  /**
   * Every route matching the method and path, most specific first. More than one route with
   * the best score means the table is ambiguous for that path (the route-table test forbids it).
   */
  matchAll(method: string, path: string): RouteMatch[] {
    const verb = (method === 'HEAD' ? 'GET' : method) as HttpMethod;
    const parts = splitPath(path);
    const matches: RouteMatch[] = [];
    for (const route of this.routes) {
      if (!route.entry.methods.includes(verb)) continue;
      const match = matchRoute(route, parts);
      if (match) matches.push(match);
    }
    return matches.sort((a, b) => compareScores(b.score, a.score));
  }

  /**
   * The owning route, or undefined when no route matches (the gateway answers 404): one walk down
   * the segment tree, the same answer as the first of matchAll() (the route-table test holds it).
   */
  resolve(method: string, path: string): RouteMatch | undefined {
    const verb = (method === 'HEAD' ? 'GET' : method) as HttpMethod;
    const parts = splitPath(path);
    if (hasDotSegment(parts)) return undefined;
    const route = walk(this.trie, parts, 0, verb);
    return route ? matchRoute(route, parts) : undefined;
  }

  /** True when two routes tie for the best match: the table needs a more specific entry. */
  static isAmbiguous(matches: RouteMatch[]): boolean {
    return matches.length > 1 && compareScores(matches[0]!.score, matches[1]!.score) === 0;
  }
}
