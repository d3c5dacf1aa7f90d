import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Layout of WEB_ROOT (written by tools/launcher/publish.mjs; text assets also as .br and .gz):
//   shell/                      the shell's build; index.html is replaced last on publish
//   mf/<remote>/<buildId>/      one folder per published build of a remote, never changed
//   mf/registry.json            { "mf_tasks": "/mf/mf-tasks/<buildId>/mf-manifest.json", ... }
// The registry is read on every request, so publishing a remote = copying its build into a new
// folder and rewriting one registry entry; nothing is rebuilt or restarted.

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Rspack's [contenthash] names: main.3f9a1c2b.js, 412.5e1d0c7a8b.css
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

// The compressed copy sent in place of a file (main.3f9a1c2b.js.br) is cached as the file.
const COMPRESSED_COPY = /\.(?:br|gz)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED_NAME.test(basename(filePath).replace(COMPRESSED_COPY, '')) ? IMMUTABLE : NO_CACHE;
}

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', cacheControlFor(filePath));
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query) : url;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export const NOT_FOUND = { statusCode: 404, message: 'Not Found' } as const;

export async function webPlugin(app: FastifyInstance, options: { webRoot: string }): Promise<void> {
  const shellRoot = join(options.webRoot, 'shell');
  const mfRoot = join(options.webRoot, 'mf');
  const registryFile = join(mfRoot, 'registry.json');

  await app.register(fastifyStatic, {
    root: shellRoot,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    // file.br / file.gz written at publish (tools/launcher/lib/precompress.mjs), chosen by
    // Accept-Encoding, with Vary: Accept-Encoding; the plain file when there is none.
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });
  await app.register(fastifyStatic, {
    root: mfRoot,
    prefix: '/mf/',
    wildcard: true,
    index: false,
    cacheControl: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  });

  async function sendIndex(reply: FastifyReply): Promise<FastifyReply> {
    const exists = await stat(join(shellRoot, 'index.html')).then(
      (s) => s.isFile(),
      () => false,
    );
    if (!exists) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send('The Milestone web app is not published yet: run `node tools/launcher/publish.mjs`.');
    }
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', shellRoot);
  }

  app.get('/', (_request, reply) => sendIndex(reply));

  app.get('/mf/registry.json', async (request, reply) => {
    let registry: unknown = {};
    try {
      registry = JSON.parse(await readFile(registryFile, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        request.log.error({ err: error }, 'the remote registry is unreadable');
        return reply.code(503).header('cache-control', NO_CACHE).send({ statusCode: 503, message: 'The remote registry is unreadable' });
      }
    }
    return reply.header('cache-control', NO_CACHE).send(registry);
  });

  // History fallback: a page address the shell's router knows (or shows its 404 for).
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/mf/') &&
      acceptsHtml(request);
    if (isPage) return sendIndex(reply);
    return reply.code(404).send(NOT_FOUND);
  });
}
