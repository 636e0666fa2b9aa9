/**
 * What the cross-engine tests visit: the site built once into a temporary folder and served
 * with the problem recorder in every page (./recorder.ts), and a second origin whose host pages
 * embed a section as docs/embeds.md says: by its script tag right after the element, or by the
 * paste-ready snippet.
 *
 * Every file but a page is sent uncached (`noStore`), so each page load asks for its scripts
 * again, and a test can hold one back (`hold`): the site runtime, a section's script, an embed's
 * React file, to act on the page before it has run.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../scripts/build/pipeline.ts';
import { profile } from '../../../data/profile.ts';
import { projectRoot } from '../../../scripts/build/config.ts';
import { startServer, type RunningServer } from '../../../scripts/lib/server.ts';
import { RECORDER_PATH, RECORDER_SOURCE, withRecorder } from './recorder.ts';

export interface Hold {
  /** Resolves once the browser has asked for the file. */
  readonly requested: Promise<void>;
  /** Lets the file (and any later request for it) through. */
  release(): void;
}

export type EmbedForm = 'script' | 'snippet';

export interface World {
  readonly dir: string;
  /** The sections whose script the site runtime loads (the others are read-only), as the build wrote them. */
  readonly islands: readonly string[];
  /** Absolute URL of a site route ("" for Home) or of a file below the base. */
  url(route: string): string;
  /** A page on the second origin embedding `tag` in `form`. */
  hostPage(form: EmbedForm, tag: string): string;
  /** Holds back every request whose path matches `pattern`, on the site's origin, until released. */
  hold(pattern: RegExp): Hold;
  /** Serves every file whose path matches `pattern` changed (a line added that marks the page), until called again. */
  tamper(pattern: RegExp): () => void;
  releaseAll(): void;
  /** Resolves once the site's server has answered every request it was sent (none held, none under way). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The site's scripts by what they are: the runtime, a section's island, an embed's React file. */
export const RUNTIME = /^\/assets\/site\.\w+\.js$/;
export const island = (tag: string) => new RegExp(`^/assets/${tag}\\.\\w+\\.js$`);
export const embedApp = (tag: string) => new RegExp(`^/embed/${tag}\\.app\\.\\w+\\.js$`);
/** The whole widget in one file, which a pinned snippet runs. */
export const pinnedApp = (tag: string) => new RegExp(`^/embed/${tag}\\.pinned\\.\\w+\\.js$`);
/** What a changed file sets when it runs. */
export const TAMPERED = 'e2eTampered';

/** An empty page on either origin, to leave a page for between tests. */
export const BLANK_PATH = '/__e2e/blank';

/** The recorder and the empty page, on both origins. */
const serveTestFiles = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  if (pathname === RECORDER_PATH)
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(RECORDER_SOURCE);
  else if (pathname === BLANK_PATH)
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end('<!doctype html><title>Blank</title>');
  else return false;
  return true;
};

export async function openWorld(): Promise<World> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-engines-'));
  const empty = await mkdtemp(path.join(os.tmpdir(), 'portfolio-engines-host-'));
  await build({ base: '/', outDir: dir, root: projectRoot, mailStandIn: true });
  const runtime = (await readdir(path.join(dir, 'assets'))).find((f) => RUNTIME.test(`/assets/${f}`))!;
  const islands = [
    ...(await readFile(path.join(dir, 'assets', runtime), 'utf8')).matchAll(/import\("\.\/(portfolio-[a-z-]+)\.\w+\.js"\)/g),
  ].map((m) => m[1]!);

  let inFlight = 0;
  const idleWaiters: (() => void)[] = [];
  const holds = new Set<{ pattern: RegExp; requested: () => void; released: Promise<void>; release: () => void }>();
  const tampered = new Set<RegExp>();
  const site: RunningServer = await startServer({
    dir,
    noStore: true,
    transformHtml: withRecorder,
    async extra(req, res) {
      if (serveTestFiles(req, res)) return true;
      inFlight++;
      res.on('close', () => {
        if (--inFlight === 0) idleWaiters.splice(0).forEach((resolve) => resolve());
      });
      const pathname = new URL(req.url ?? '/', 'http://x').pathname;
      if ([...tampered].some((pattern) => pattern.test(pathname))) {
        const changed = `${await readFile(path.join(dir, pathname), 'utf8')}\n;globalThis.${TAMPERED} = true;\n`;
        const headers = {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
          'access-control-allow-origin': '*',
        };
        res.writeHead(200, headers).end(changed);
        return true;
      }
      for (const hold of [...holds].filter((h) => h.pattern.test(pathname))) {
        hold.requested();
        await hold.released;
      }
      // A page left meanwhile took its request with it.
      return req.destroyed || res.destroyed;
    },
  });
  const siteUrl = (route: string) => new URL(route && !route.includes('.') && !route.endsWith('/') ? `${route}/` : route, site.url).href;

  const hostBody = async (form: EmbedForm, tag: string) =>
    form === 'script'
      ? `<${tag}></${tag}>\n<script src="${siteUrl(`embed/${tag}.js`)}"></script>`
      : // The snippet as the build wrote it, its site URL swapped for where the test serves the site.
        (await readFile(path.join(dir, 'embed', `${tag}.html`), 'utf8')).replaceAll(new URL('/', profile.siteUrl).href, siteUrl(''));
  const host: RunningServer = await startServer({
    dir: empty,
    async extra(req, res) {
      if (serveTestFiles(req, res)) return true;
      const [, form, tag] = new URL(req.url ?? '/', 'http://x').pathname.split('/');
      if ((form !== 'script' && form !== 'snippet') || !/^portfolio-[a-z]+(?:-[a-z]+)*$/.test(tag ?? '')) return false;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(
        withRecorder(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A host page</title>
<link rel="icon" href="data:,">
<style>body { font: 16px/1.5 Georgia, serif; margin: 0 auto; max-width: 72rem; padding: 1rem; } .after { min-height: 150vh; }</style>
</head>
<body>
<h1>A host page</h1>
<p>The host's own text before the widget.</p>
${await hostBody(form, tag!)}
<p class="after">The host's own text after the widget.</p>
</body>
</html>
`),
      );
      return true;
    },
  });

  const releaseAll = () => {
    for (const hold of [...holds]) hold.release();
  };
  return {
    dir,
    islands,
    url: siteUrl,
    hostPage: (form, tag) => new URL(`/${form}/${tag}`, host.url).href,
    hold(pattern) {
      let requested = () => {};
      let release = () => {};
      const entry = {
        pattern,
        requested: () => requested(),
        released: new Promise<void>((resolve) => (release = resolve)),
        release: () => {
          holds.delete(entry);
          release();
        },
      };
      const asked = new Promise<void>((resolve) => (requested = resolve));
      holds.add(entry);
      return { requested: asked, release: entry.release };
    },
    tamper(pattern) {
      tampered.add(pattern);
      return () => tampered.delete(pattern);
    },
    releaseAll,
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
    async close() {
      releaseAll();
      await Promise.all([site.close(), host.close()]);
      await rm(dir, { recursive: true, force: true });
      await rm(empty, { recursive: true, force: true });
    },
  };
}
