/**
 * The mail provider's stand-in for the browser tests (Node side; registered as middleware in
 * web-test-runner.config.mjs). It answers `POST /api/v1.0/email/send-form` like EmailJS's API:
 * parses the multipart message, keeps it, and answers as the test asked (default 200 "OK"),
 * with the CORS headers the browser needs. It answers on its own server on 127.0.0.1 (a
 * different origin from the test page, as the real provider is) and on the test server too
 * (for `provider-origin="/"`).
 *
 * Control, on the test server (all JSON):
 * - `POST /__provider/reset`           forget the messages, answer OK again, release held answers
 * - `POST /__provider/answer`          `{ status, body, hold? }`: how to answer from now on;
 *                                      with `hold` each answer waits for `POST /__provider/release`
 * - `POST /__provider/release`         sends the held answers
 * - `GET  /__provider/received`        `Received[]`, oldest first
 * - `GET  /__provider/origin`          `{ origin }` of the stand-in on 127.0.0.1
 * - `GET  /__provider/closed-origin`   `{ origin }` of a 127.0.0.1 port nothing listens on
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SEND_FORM = '/api/v1.0/email/send-form';

export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly hold?: boolean;
}

export interface Received {
  /** The page's origin, as the browser sent it. */
  readonly origin: string | null;
  readonly contentType: string;
  readonly fields: Record<string, string>;
}

const OK: Answer = { status: 200, body: 'OK' };
let answer: Answer = OK;
let received: Received[] = [];
let held: (() => void)[] = [];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const release = () => {
  const waiting = held;
  held = [];
  for (const send of waiting) send();
};

async function sendForm(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', vary: 'origin' };
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' }).end();
    return;
  }
  if (req.method !== 'POST') return void res.writeHead(405, cors).end('Method Not Allowed');
  const contentType = req.headers['content-type'] ?? '';
  const body = await readBody(req);
  const data = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of data) fields[name] = typeof value === 'string' ? value : `[file ${value.name}]`;
  received.push({ origin: req.headers.origin ?? null, contentType, fields });
  const { status, body: text, hold } = answer;
  const respond = () => res.writeHead(status, { ...cors, 'content-type': 'text/plain; charset=utf-8' }).end(text);
  if (hold) held.push(respond);
  else respond();
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

let standIn: Promise<string> | undefined;
/** The stand-in's own server on 127.0.0.1, started on first use; it never keeps the process alive. */
function standInOrigin(): Promise<string> {
  standIn ??= (async () => {
    const server = http.createServer((req, res) => {
      if (new URL(req.url ?? '/', 'http://x').pathname === SEND_FORM) void sendForm(req, res);
      else res.writeHead(404).end();
    });
    const port = await listen(server);
    server.unref();
    return `http://127.0.0.1:${port}`;
  })();
  return standIn;
}

/** A port that was free a moment ago: a server listens on it, then closes. */
async function closedOrigin(): Promise<string> {
  const server = http.createServer();
  const port = await listen(server);
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

/** The part of web-test-runner's (Koa) request context this middleware uses. */
interface ServerContext {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  respond?: boolean;
}

/** Runs a control route; its JSON answer, or undefined for an unknown route. */
async function control(route: string, req: IncomingMessage): Promise<unknown> {
  switch (route) {
    case 'POST reset':
      answer = OK;
      received = [];
      release();
      return {};
    case 'POST answer':
      answer = JSON.parse((await readBody(req)).toString('utf8')) as Answer;
      return answer;
    case 'POST release':
      release();
      return {};
    case 'GET received':
      return received;
    case 'GET origin':
      return { origin: await standInOrigin() };
    case 'GET closed-origin':
      return { origin: await closedOrigin() };
    default:
      return undefined;
  }
}

/** web-test-runner middleware: the send-form API on the test server, and the control routes. */
export function providerStandIn() {
  return async (ctx: ServerContext, next: () => Promise<unknown>): Promise<unknown> => {
    const { pathname } = new URL(ctx.req.url ?? '/', 'http://x');
    if (pathname === SEND_FORM) {
      ctx.respond = false;
      return sendForm(ctx.req, ctx.res);
    }
    if (pathname.startsWith('/__provider/')) {
      ctx.respond = false;
      const result = await control(`${ctx.req.method} ${pathname.slice('/__provider/'.length)}`, ctx.req);
      if (result === undefined) ctx.res.writeHead(404).end();
      else ctx.res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(result));
      return undefined;
    }
    return next();
  };
}
