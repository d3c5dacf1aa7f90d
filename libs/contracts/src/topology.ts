import topology from './topology.json' with { type: 'json' };

/**
 * The platform's services, written once in topology.json so the TypeScript gateway and the .mjs
 * tools (launcher, codegen, benchmarks) read the same list. Node-only: import it as
 * '@milestone/contracts/topology', never from the web.
 */
export interface ServiceWorker {
  /** Process name. */
  name: string;
  /** Entry point, relative to the service's project folder. */
  main: string;
  /**
   * A core NATS subject the worker answers once it is ready (svc-tasks' worker: the API's script
   * checks). The launcher waits for an answer there before it calls the platform started: the API
   * asks it, and a request nobody answers yet is refused.
   */
  answers?: string;
}

export interface ServiceTopology {
  /** Short name: the route table's service, the URL of a local default, the OpenAPI types' file. */
  key: string;
  /** Nx project, folder and process name. */
  project: string;
  /** Name in user-facing messages: '<displayName> is unavailable'. */
  displayName: string;
  /** Default port on this machine. */
  port: number;
  /** The setting that moves the port (the service reads it, the launcher sets it). */
  portSetting: string;
  /** The setting every process reads to reach the service. */
  urlSetting: string;
  /** Database name without the platform's prefix: `<prefix>_<database>` (milestone_identity). */
  database: string;
  /**
   * A core NATS subject the service's own process answers once it is ready (svc-reporting: the pay
   * report's computation, asked by the pay report's run). The launcher waits for an answer there,
   * as for a worker's.
   */
  answers?: string;
  /** Processes started beside the service from the same build. */
  workers: readonly ServiceWorker[];
}

export const SERVICE_TOPOLOGY: readonly ServiceTopology[] = topology.services;

/** The local address of a service when its URL setting is not given. */
export function defaultServiceUrl(service: Pick<ServiceTopology, 'port'>): string {
  return `http://127.0.0.1:${service.port}`;
}
