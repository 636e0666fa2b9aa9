/**
 * The mail provider's stand-in for the browser tests (Node side; registered as middleware in
 * web-test-runner.config.mjs). It answers `POST /api/v1.0/email/send-form` like EmailJS's API:
 * parses the multipart message, keeps it, and answers as the test asked (default 200 "OK"),
 * with the CORS headers the browser needs. It answers on its own server on 127.0.0.1 (a
 * different origin from the test page, as the real provider is) and on the test server too
 * (for `provider-origin="/"`). Each browser (told apart by its User-Agent) has its own answer,
 * messages and held answers, so that engines running at once do not mix.
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

interface State {
  answer: Answer;
  received: Received[];
  held: (() => void)[];
}

const states = new Map<string, State>();
/** The state of the browser that sent `req`. */
function stateOf(req: IncomingMessage): State {
  const browser = req.headers['user-agent'] ?? '';
  let state = states.get(browser);
  if (!state) states.set(browser, (state = { answer: OK, received: [], held: [] }));
  return state;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const release = (state: State) => {
  for (const send of state.held.splice(0)) send();
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
  const state = stateOf(req);
  state.received.push({ origin: req.headers.origin ?? null, contentType, fields });
  const { status, body: text, hold } = state.answer;
  const respond = () => res.writeHead(status, { ...cors, 'content-type': 'text/plain; charset=utf-8' }).end(text);
  if (hold) state.held.push(respond);
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
  const state = stateOf(req);
  switch (route) {
    case 'POST reset':
      state.answer = OK;
      state.received = [];
      release(state);
      return {};
    case 'POST answer':
      state.answer = JSON.parse((await readBody(req)).toString('utf8')) as Answer;
      return state.answer;
    case 'POST release':
      release(state);
      return {};
    case 'GET received':
      return state.received;
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
