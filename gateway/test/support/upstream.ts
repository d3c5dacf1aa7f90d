import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// The launcher's port helpers: one way to pick ports for every test run and the platform.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { findQuietPort } from '@milestone/launcher/ports';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  bodyBytes: number;
  body: string;
}

export interface Answer {
  statusCode: number;
  body: unknown;
  /** Extra response headers. */
  headers?: Record<string, string | string[]>;
  /** Answer only after this long. */
  delayMs?: number;
  /** Bytes sent as they are instead of the JSON of `body` (a compressed answer, say). */
  raw?: Buffer;
}

export interface Upstream {
  url: string;
  requests: RecordedRequest[];
  /** What GET /health answers; anything else answers 200 `{ service, url }`. */
  health: { statusCode: number; body: unknown };
  /** Extra handlers by exact path (e.g. the JWKS); their requests are recorded too. */
  routes: Map<string, () => Answer>;
  close(): Promise<void>;
}

/** A stand-in for one of our services at the HTTP level: it answers and records what it got. */
export async function startUpstream(name: string): Promise<Upstream> {
  const requests: RecordedRequest[] = [];
  const routes = new Map<string, () => Answer>();
  const state = { health: { statusCode: 200, body: { status: 'ok', database: 'ok', nats: 'ok' } as unknown } };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = (req.url ?? '/').split('?')[0]!;
      let answer: Answer;
      if (path === '/health') {
        answer = state.health;
      } else {
        if (path !== '/.well-known/jwks.json') {
          requests.push({ method: req.method!, url: req.url!, headers: req.headers, bodyBytes: body.length, body: body.toString('utf8') });
        }
        answer = routes.get(path)?.() ?? { statusCode: 200, body: { service: name, url: req.url } };
      }
      const send = (): void => {
        res.writeHead(answer.statusCode, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.raw ?? JSON.stringify(answer.body));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get health() {
      return state.health;
    },
    set health(value) {
      state.health = value;
    },
    routes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A port nothing listens on for the rest of the run: a quiet one, which no bind to port 0 (another
 * suite's NATS or service) is given, so a client pointed at it keeps meeting a closed port.
 */
export function closedPort(): Promise<number> {
  return findQuietPort();
}
