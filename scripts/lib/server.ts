/**
 * A small static server for `dist/`, used by `npm start`, the end-to-end tests and the bench:
 * folder indexes, `404.html` for unknown paths, the base path, gzip, cache headers. It also
 * stands in for the mail provider's API (`/api/v1.0/email/send-form` and `/send`): each message
 * is written to an outbox folder and answered `OK`, with the CORS headers a browser requires.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

export interface ServerOptions {
  readonly dir: string;
  readonly base?: string;
  readonly port?: number;
  readonly host?: string;
  /** Where stand-in provider messages are written; no stand-in when absent. */
  readonly outbox?: string;
  /** Extra routes tried before the static files (live reload, test fixtures). */
  readonly extra?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>;
  /** Rewrites every HTML page before it is sent (the dev live-reload script). */
  readonly transformHtml?: (html: string) => string;
  /**
   * Tests only: every file but a page is sent with `cache-control: no-store`, so each page load
   * asks for its scripts again and a test can hold one back in `extra` (pages keep `no-cache`,
   * which leaves the back/forward cache alone).
   */
  readonly noStore?: boolean;
  /**
   * Sends the headers of the site's `_headers` file as Netlify and Cloudflare Pages do: every
   * rule whose path matches (`*` matches anything), values of a header named twice joined by
   * ", ". For testing the site as it is deployed.
   */
  readonly headersFile?: boolean;
}

type HeaderRules = readonly { readonly path: RegExp; readonly headers: readonly [string, string][] }[];

/** The rules of a `_headers` file: an unindented path, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRules {
  const rules: { path: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ path: new RegExp(`^${pattern}$`), headers: [] });
    } else {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

/** The headers `rules` give a request for `pathname`. */
export function headersFor(rules: HeaderRules, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules.filter((r) => r.path.test(pathname))) {
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  return headers;
}

export interface RunningServer {
  readonly url: string;
  readonly server: http.Server;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.vcf': 'text/vcard; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt)$/;

export const PROVIDER_PATHS = ['/api/v1.0/email/send-form', '/api/v1.0/email/send'];

async function fileAt(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? file : info.isDirectory() ? 'dir' : null;
  } catch {
    return null;
  }
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Answers like the provider: parses the message, keeps it in the outbox, says OK. */
async function standInProvider(req: http.IncomingMessage, res: http.ServerResponse, outbox: string) {
  const cors = { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-headers': 'content-type', vary: 'origin' };
  if (req.method === 'OPTIONS') return void res.writeHead(204, { ...cors, 'access-control-allow-methods': 'POST' }).end();
  if (req.method !== 'POST') return void res.writeHead(405, cors).end('Method Not Allowed');
  const body = await readBody(req);
  const type = req.headers['content-type'] ?? '';
  let fields: Record<string, unknown>;
  try {
    fields = type.startsWith('multipart/form-data')
      ? Object.fromEntries(await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData())
      : (JSON.parse(body.toString('utf8')) as Record<string, unknown>);
  } catch {
    return void res.writeHead(400, cors).end('The message could not be read');
  }
  await mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
  await writeFile(path.join(outbox, name), `${JSON.stringify({ path: req.url, fields }, null, 2)}\n`);
  res.writeHead(200, { ...cors, 'content-type': 'text/plain' }).end('OK');
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const base = options.base ?? '/';
  let rules: Promise<HeaderRules> | undefined;
  const deployed = (pathname: string) =>
    options.headersFile
      ? (rules ??= readFile(path.join(options.dir, '_headers'), 'utf8').then(parseHeadersFile)).then((r) => headersFor(r, pathname))
      : {};
  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (options.outbox && PROVIDER_PATHS.includes(url.pathname)) return await standInProvider(req, res, options.outbox);
      if (options.extra && (await options.extra(req, res))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

      let pathname = decodeURIComponent(url.pathname);
      if (!pathname.startsWith(base)) pathname = '\0';
      const relative = path.normalize(pathname.slice(base.length)).replace(/^(\.\.[/\\])+/, '');
      let file = path.join(options.dir, relative);
      let status = 200;
      let found = pathname === '\0' ? null : await fileAt(file);
      if (found === 'dir') {
        if (!pathname.endsWith('/')) return void res.writeHead(301, { location: `${url.pathname}/${url.search}` }).end();
        file = path.join(file, 'index.html');
        found = await fileAt(file);
      }
      if (!found || found === 'dir') {
        status = 404;
        file = path.join(options.dir, '404.html');
        if (!(await fileAt(file))) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
      const ext = path.extname(file);
      const headers: Record<string, string> = {
        'content-type': TYPES[ext] ?? 'application/octet-stream',
        'cache-control':
          options.noStore && ext !== '.html'
            ? 'no-store'
            : /\/(assets|embed)\/.*\.[\w-]{8,}\./.test(file)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
        'x-content-type-options': 'nosniff',
        ...(await deployed(url.pathname)),
      };
      // Scripts and assets may be used from other origins: embeds, and the site inside a sandboxed frame.
      if (/\/(embed|assets)\//.test(url.pathname)) headers['access-control-allow-origin'] = '*';
      if (ext === '.html' && options.transformHtml) {
        const html = options.transformHtml(await readFile(file, 'utf8'));
        res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : html);
        return;
      }
      const gzip = COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) Object.assign(headers, { 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.writeHead(status, headers);
      if (req.method === 'HEAD') return void res.end();
      const stream = createReadStream(file);
      (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Server error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}${base}`,
        server,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
