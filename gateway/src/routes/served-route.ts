export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation a service's OpenAPI document declares, as tools/codegen writes it. */
export interface ServedRoute<S extends string = string> {
  /** The service's key in libs/contracts/src/topology.json. */
  service: S;
  method: HttpMethod;
  /** OpenAPI path: static segments and `{name}` parameters. */
  path: string;
}
