export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation a service's OpenAPI document declares, as tools/codegen writes it. */
export interface ServedRoute {
  /** The service's key in libs/contracts/src/topology.json. */
  service: string;
  method: HttpMethod;
  /** OpenAPI path: static segments and `{name}` parameters. */
  path: string;
}
