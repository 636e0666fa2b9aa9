/**
 * `npm start`: builds the site, serves it on http://localhost:8000 (`PORT` to change), and with
 * `--watch` rebuilds whenever anything under data/ (images too), content/, elements/, styles/, pages/ or
 * index.html is saved, added or deleted, for as long as it runs, and reloads the open pages; a
 * browser test beside the code it tests (`*.test.ts`, `*.test.tsx`) is no part of a page and
 * starts nothing.
 * Folders are watched, not files, so saves by rename (write a temporary file, rename it over the
 * original, as many editors do) are seen every time; editors' temporary and swap files are not
 * content and start nothing (scripts/lib/watch.ts). A burst of changes makes one build, and a
 * change during a build makes one more build after it, never two at once. A failed build leaves
 * the last good site in place (build.ts), so its pages are still served, with the error printed
 * here and shown over every page opened meanwhile; the next good build reloads the page, which
 * clears it. With no site built yet, every address answers a blank page that shows the error.
 * The server also stands in for the mail provider: messages sent from the contact form land in
 * `outbox/` as JSON files. Stopped (Ctrl+C, SIGTERM, SIGHUP, or `npm start` gone), it closes the
 * server and ends with everything it started (`endWhenStopped`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { POSTS_FOLDER } from '../content/posts.ts';
import { build, type BuildResult, sizeTable } from './build/pipeline.ts';
import { terminalLine } from '../content/quote.ts';
import { projectRoot, readConfig } from './build/config.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { serialize, watchTree } from './lib/watch.ts';

// Sends the contact form to the stand-in this server runs when EmailJS is not configured.
const config = (() => {
  try {
    // `npm start` (--watch) builds the owner's draft posts too.
    return { ...readConfig(), mailStandIn: true, drafts: process.argv.includes('--watch') };
  } catch (error) {
    // A bad setting: one line each (scripts/build/settings.ts), not a stack trace.
    for (const line of (error instanceof Error ? error.message : String(error)).split('\n')) console.error(terminalLine(line));
    process.exit(1);
  }
})();
const live = process.argv.includes('--watch');
const clients = new Set<http.ServerResponse>();
let lastError: string | null = null;
/** Warnings are printed by the first build and again whenever they change (a new image, say). */
let lastWarnings: string | null = null;

function tell(event: 'reload' | 'error', data = '') {
  for (const client of clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** The last build that succeeded, while nothing has failed since: its quick path (`rebuildPostTexts`) builds on it. */
let lastBuild: BuildResult | null = null;

/** Files of data/posts/ alone changed: a post's text, perhaps, which the last build can write again alone (post-texts.ts). */
const onlyPosts = (changed: readonly string[]) => changed.every((file) => file.startsWith(`data/${POSTS_FOLDER}/`));

/** After an edit of `changed`: the quick path when it can, else the whole build. */
async function rebuildAfter(changed: readonly string[]) {
  if (!lastBuild || !onlyPosts(changed)) return rebuild();
  const started = performance.now();
  try {
    const pages = await lastBuild.rebuildPostTexts();
    if (pages === null) return rebuild();
    console.log(`Wrote ${pages} post page${pages === 1 ? '' : 's'} again in ${Math.round(performance.now() - started)} ms`);
    tell('reload');
  } catch (error) {
    failed(error);
  }
}

function failed(error: unknown) {
  lastBuild = null;
  lastError = error instanceof Error ? error.message : String(error);
  console.error(`Build failed: ${lastError.split('\n').map(terminalLine).join('\n')}`);
  tell('error', lastError);
}

async function rebuild(first = false) {
  try {
    const result = await build(config);
    lastBuild = result;
    if (first) console.log(await sizeTable(result));
    if (result.warnings.join('\n') !== lastWarnings) result.warnings.forEach((w) => console.warn(`warning: ${terminalLine(w)}`));
    lastWarnings = result.warnings.join('\n');
    console.log(`Built in ${Math.round(result.milliseconds)} ms`);
    lastError = null;
    tell('reload');
  } catch (error) {
    failed(error);
  }
}

/**
 * The page side of live reload: reload on a new build, show a failed build over the page. The
 * stream is closed while the page sits in the back/forward cache and reopened when it returns.
 * For the developer only: `npm start` adds it to the pages it serves, the built site never has it,
 * so its English words are not the site's (data/strings.ts).
 */
const RELOAD_CLIENT = `
let events;
const connect = () => {
events = new EventSource('/__dev/events');
events.addEventListener('reload', () => location.reload());
events.addEventListener('error', (e) => {
  if (!e.data) return;
  let box = document.getElementById('__dev-error');
  if (!box) {
    box = document.createElement('pre');
    box.id = '__dev-error';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:auto 1rem 1rem;z-index:99;margin:0;padding:1rem;background:#c92a2a;color:#fff;font:14px/1.5 monospace;white-space:pre-wrap;border-radius:8px';
    document.body.append(box);
  }
  box.textContent = 'Build failed: ' + JSON.parse(e.data);
});
};
connect();
addEventListener('pagehide', () => events.close());
addEventListener('pageshow', (e) => e.persisted && connect());
`;

const RELOAD_SCRIPT = '<script type="module" src="/__dev/reload.js"></script>';

function devRoutes(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (req.url === '/__dev/reload.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(RELOAD_CLIENT);
    return true;
  }
  if (req.url === '/__dev/events') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(': connected\n\n');
    if (lastError) res.write(`event: error\ndata: ${JSON.stringify(lastError)}\n\n`);
    clients.add(res);
    req.on('close', () => clients.delete(res));
    return true;
  }
  if (lastError && !existsSync(config.outDir)) {
    // No site to fall back on (the first build failed): the overlay on a blank page, reloaded once a build succeeds.
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><title>Build failed</title>${RELOAD_SCRIPT}`);
    return true;
  }
  return false;
}

/** The signals that stop `npm start` (Ctrl+C, `kill`, a closed terminal), with their numbers for the exit code. */
const STOPPING = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

/**
 * Ends this process, and with it every process it started (esbuild's), once `close` has closed
 * the server: on SIGINT, SIGTERM and SIGHUP, and when the process that started it is gone (npm
 * passes SIGINT and SIGTERM on, but dies of a SIGHUP sent to it alone), so nothing is left
 * answering on the port. `npm start` runs this file in place of its shell (`exec`), so npm's
 * signals reach it and its parent is npm itself.
 */
function endWhenStopped(close: () => Promise<void>): void {
  let ending = false;
  const end = (code: number) => {
    if (ending) return;
    ending = true;
    void close().finally(() => process.exit(code));
  };
  for (const [signal, number] of Object.entries(STOPPING)) process.on(signal, () => end(128 + number));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) end(1);
  }, 500).unref();
}

let server: RunningServer | undefined;
let stopWatching = async () => {};
endWhenStopped(async () => {
  await stopWatching();
  for (const client of clients) client.end();
  await server?.close();
});

await rebuild(true);
server = await startServer({
  dir: config.outDir,
  base: config.base,
  port: Number(process.env.PORT ?? 8000),
  host: process.env.HOST ?? 'localhost',
  outbox: path.join(projectRoot, 'outbox'),
  ...(live && {
    extra: devRoutes,
    transformHtml: (html: string) => html.replace('</body>', `${RELOAD_SCRIPT}</body>`),
  }),
});
console.log(`\nServing ${config.base === '/' ? '' : `(base ${config.base}) `}on ${server.url}`);
if (live) {
  const watched = ['data', 'content', 'elements', 'styles', 'pages', 'index.html'];
  // Changes that come while a build runs wait for it, together: the next build sees them all.
  let pending: string[] = [];
  const rebuildOnce = serialize(() => {
    const changed = pending;
    pending = [];
    return rebuildAfter(changed);
  });
  // Browser tests sit beside the code they test (elements/portfolio-about/about.test.tsx); no page uses them.
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  stopWatching = await watchTree({
    root: config.root,
    paths: watched,
    onChange: (all) => {
      const changed = all.filter((file) => !isTest(file));
      if (changed.length === 0) return;
      const names = changed.length > 3 ? `${changed.slice(0, 3).join(', ')} and ${changed.length - 3} more` : changed.join(', ');
      console.log(`Changed: ${names}`);
      pending.push(...changed);
      void rebuildOnce();
    },
    onError: (error) => console.warn(`warning: not watching a folder, restart to see its changes: ${error.message}`),
  });
  console.log('Watching data/, content/, elements/, styles/, pages/ and index.html; the page reloads after each build.');
}
