import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that went through the proxy: its method and path (with the query). */
export interface LoggedRequest {
  method: string;
  path: string;
}

export interface RequestLogProxy {
  /** Where to send requests instead of the target. */
  url: string;
  /** Every request the proxy forwarded, in the order they came. */
  requests: LoggedRequest[];
  close(): Promise<void>;
}

/**
 * An HTTP proxy in front of `target` (svc-files run from its build, whose requests the tests cannot
 * see otherwise) that forwards each request as it is, streamed both ways, and notes what the
 * client asked for.
 */
export async function requestLogProxy(target: string): Promise<RequestLogProxy> {
  const upstream = new URL(target);
  const requests: LoggedRequest[] = [];
  const server = createServer((incoming, reply) => {
    requests.push({ method: incoming.method ?? '', path: incoming.url ?? '' });
    const forward = request(
      { hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        reply.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(reply);
      },
    );
    forward.on('error', (error) => reply.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
