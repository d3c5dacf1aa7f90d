// A minimal service stand-in for the gateway benchmark: answers every path with a small JSON
// body, and serves a JWKS when given one (BENCH_JWKS). Prints its port on the first line.
import { createServer } from 'node:http';

const jwks = process.env.BENCH_JWKS ?? '{"keys":[]}';
const body = JSON.stringify({ status: 'ok', database: 'ok', nats: 'ok', items: [1, 2, 3] });

const server = createServer((req, res) => {
  if (req.url === '/.well-known/jwks.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(jwks);
    return;
  }
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
