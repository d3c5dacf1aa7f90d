import { join } from 'node:path';
import { REPO_ROOT, type Operation, type ServiceProject } from './openapi.js';

// The gateway's own types, restated: e2e may not import the gateway project (module boundaries),
// so its route table and matcher are loaded by path at run time, from the source the tree holds.
export interface GatewayRoute {
  methods: readonly string[];
  pattern: string;
  service: string;
  public?: boolean;
}

interface GatewayMatch {
  entry: GatewayRoute;
}

interface GatewayMatcher {
  resolve(method: string, path: string): GatewayMatch | undefined;
}

export interface GatewayRouting {
  routes: readonly GatewayRoute[];
  /** The service project answering `method path` through the gateway, undefined when the gateway answers 404. */
  serviceOf(method: string, path: string): ServiceProject | undefined;
  /** The route that owns `method path`, undefined when none. */
  routeOf(method: string, path: string): GatewayRoute | undefined;
}

export async function loadGatewayRouting(): Promise<GatewayRouting> {
  const routesDir = join(REPO_ROOT, 'gateway', 'src', 'routes');
  const table = (await import(join(routesDir, 'route-table.ts'))) as { ROUTE_TABLE: readonly GatewayRoute[] };
  const services = (await import(join(routesDir, 'services.ts'))) as { SERVICES: Record<string, { project: string }> };
  const { RouteMatcher } = (await import(join(routesDir, 'route-matcher.ts'))) as {
    RouteMatcher: new (table: readonly GatewayRoute[]) => GatewayMatcher;
  };
  const matcher = new RouteMatcher(table.ROUTE_TABLE);
  const routeOf = (method: string, path: string): GatewayRoute | undefined => matcher.resolve(method, path)?.entry;
  return {
    routes: table.ROUTE_TABLE,
    routeOf,
    serviceOf: (method, path) => {
      const route = routeOf(method, path);
      return route ? (services.SERVICES[route.service]?.project as ServiceProject | undefined) : undefined;
    },
  };
}

/** An operation's path with every `{param}` replaced by a sample segment, as a request would carry it. */
export function samplePath(operation: Pick<Operation, 'path'>): string {
  return operation.path.replace(/\{[^}]+\}/g, '1');
}

export interface RouteCoverage {
  /** Patterns of gateway routes that no operation of their service's document resolves to, by any method. */
  unservedPatterns: string[];
  /** `METHOD pattern` pairs the gateway routes that no operation resolves to (an ANY route counts each method). */
  unservedMethods: string[];
  /** Keys of /api operations the gateway does not route to the service that serves them. */
  unrouted: string[];
}

/**
 * Compares the gateway's table with the documents: a route (per method) is served when at least
 * one operation of its service resolves to it; an operation is routed when its path resolves to
 * a route of its own service.
 */
export function compareRouting(routing: GatewayRouting, operations: readonly Operation[]): RouteCoverage {
  const served = new Set<string>();
  const unrouted: string[] = [];
  for (const operation of operations) {
    if (!operation.path.startsWith('/api/')) continue;
    const path = samplePath(operation);
    const route = routing.routeOf(operation.method, path);
    if (!route || routing.serviceOf(operation.method, path) !== operation.service) {
      unrouted.push(operation.key);
      continue;
    }
    served.add(`${operation.method} ${route.pattern}`);
  }
  const unservedPatterns: string[] = [];
  const unservedMethods: string[] = [];
  for (const route of routing.routes) {
    const missing = route.methods.filter((method) => !served.has(`${method} ${route.pattern}`));
    unservedMethods.push(...missing.map((method) => `${method} ${route.pattern}`));
    if (missing.length === route.methods.length) unservedPatterns.push(`${route.methods.join(',')} ${route.pattern}`);
  }
  return { unservedPatterns, unservedMethods, unrouted };
}
