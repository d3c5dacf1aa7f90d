import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { verifyServiceToken } from '@milestone/nest-kit';

// Test doubles of the two services a schedule's delivery calls, each speaking its contract:
// svc-reporting's POST /internal/saved-reports/{id}/render (aud svc-reporting) and svc-identity's
// POST /internal/mail (aud svc-identity: once per idempotency key, 202 then 200 duplicate).

/** The bytes the render double answers by default: any bytes, a few outside ASCII. */
export const RENDERED_WORKBOOK = Buffer.from('PK\u0003\u0004 a workbook of the saved report, bytes as rendered \u0000\u00ff', 'latin1');

export interface SentMail {
  companyId: number;
  to: string[];
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; contentBase64: string }>;
  idempotencyKey?: string;
}

export interface ServiceDouble {
  url: string;
  close(): void;
}

export interface ReportingDouble extends ServiceDouble {
  /** What it was asked, with the calling service of each token. */
  renders: Array<{ id: number; body: { companyId: number; format: string }; caller: string }>;
  /** How it answers (an xlsx of 42 rows over November by default). */
  answer: (id: number, res: ServerResponse) => void;
}

export interface MailDouble extends ServiceDouble {
  /** The mails it sent (one per idempotency key). */
  mails: SentMail[];
  /** When set, every mail is refused with this 400 text. */
  refusal: string | null;
}

/** A rendered xlsx of the saved report `id` (its name 'Revenue by unit #<id>'), headers overridable. */
export function anXlsx(id: number, res: ServerResponse, headers: Record<string, string> = {}): void {
  res.writeHead(200, {
    'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'content-disposition': `attachment; filename="revenue.xlsx"; filename*=UTF-8''Revenue%20by%20unit%20%E2%80%94%20November.xlsx`,
    'x-report-empty': 'false',
    'x-report-rows': '42',
    'x-report-name': encodeURIComponent(`Revenue by unit #${id}`),
    'x-report-date-range': '2026-11-01/2026-11-30',
    ...headers,
  });
  res.end(RENDERED_WORKBOOK);
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function callerOf(req: IncomingMessage, secret: string, audience: string): Promise<string> {
  const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
  return (await verifyServiceToken(token, secret, audience)).service;
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Serves `handler` on a free loopback port; a call without a valid service token answers 401. */
function listen(handler: (req: IncomingMessage, res: ServerResponse) => Promise<void>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handler(req, res).catch((error: unknown) => reply(res, 401, { statusCode: 401, message: String(error) }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

export async function startReportingDouble(secret: string): Promise<ReportingDouble> {
  const double: Omit<ReportingDouble, 'url' | 'close'> = { renders: [], answer: anXlsx };
  const { server, url } = await listen(async (req, res) => {
    const caller = await callerOf(req, secret, 'svc-reporting');
    const id = Number(/^\/internal\/saved-reports\/(\d+)\/render$/.exec(req.url ?? '')?.[1]);
    double.renders.push({ id, body: (await bodyOf(req)) as { companyId: number; format: string }, caller });
    double.answer(id, res);
  });
  return Object.assign(double, { url, close: () => server.close() });
}

export async function startMailDouble(secret: string): Promise<MailDouble> {
  const double: Omit<MailDouble, 'url' | 'close'> = { mails: [], refusal: null };
  const sentByKey = new Map<string, string[]>();
  const { server, url } = await listen(async (req, res) => {
    await callerOf(req, secret, 'svc-identity');
    const mail = (await bodyOf(req)) as SentMail;
    if (double.refusal) return reply(res, 400, { statusCode: 400, message: double.refusal });
    const earlier = mail.idempotencyKey ? sentByKey.get(mail.idempotencyKey) : undefined;
    if (earlier) return reply(res, 200, { sent: earlier, duplicate: true });
    double.mails.push(mail);
    if (mail.idempotencyKey) sentByKey.set(mail.idempotencyKey, mail.to);
    return reply(res, 202, { sent: mail.to, duplicate: false });
  });
  return Object.assign(double, { url, close: () => server.close() });
}
