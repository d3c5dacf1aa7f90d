import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request a listener received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: string;
}

export interface Listener {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** TCP connections opened to it, whether or not a request followed. */
  connections(): number;
  requests: ReceivedRequest[];
  /** Forgets the connections and requests counted so far. */
  reset(): void;
  stop(): Promise<void>;
}

/**
 * A loopback HTTP listener that records every connection and request and refuses them as a token
 * service refuses an unknown client (401 invalid_client): where a secret would land if it leaked.
 */
export async function startListener(): Promise<Listener> {
  let connections = 0;
  const sockets = new Set<Socket>();
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'invalid_client' }));
    });
  });
  server.on('connection', (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    requests,
    reset() {
      connections = 0;
      requests.length = 0;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
