/**
 * A link checker for the built site: every same-site `href` and `src` in every page (light
 * DOM and prerendered shadow roots alike) must answer 200, and every `#fragment` must name
 * an element id on its target page (or symbol in its target SVG, for icon sprites).
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface BrokenLink {
  readonly page: string;
  readonly link: string;
  readonly reason: string;
}

const ATTR = /\s(?:href|src)="([^"]*)"/g;
const ID = /\sid="([^"]*)"/g;

export async function checkLinks(dir: string, siteUrl: string): Promise<BrokenLink[]> {
  const all = await readdir(dir, { recursive: true });
  const files = all.filter((f) => f.endsWith('.html'));
  const origin = new URL(siteUrl).origin;
  const ids = new Map<string, Set<string>>();
  const pageUrl = (file: string) =>
    new URL(
      file
        .replace(/(^|\/)index\.html$/, '$1')
        .split(path.sep)
        .join('/'),
      siteUrl,
    ).href;
  const sources = new Map<string, string>();
  for (const file of files) {
    const html = await readFile(path.join(dir, file), 'utf8');
    sources.set(file, html);
    ids.set(pageUrl(file), new Set([...html.matchAll(ID)].map((m) => m[1]!)));
  }
  for (const file of all.filter((f) => f.endsWith('.svg'))) {
    ids.set(
      new URL(file.split(path.sep).join('/'), siteUrl).href,
      new Set([...(await readFile(path.join(dir, file), 'utf8')).matchAll(ID)].map((m) => m[1]!)),
    );
  }
  const broken: BrokenLink[] = [];
  const checked = new Map<string, Promise<number>>();
  for (const [file, html] of sources) {
    const from = pageUrl(file);
    for (const [, raw] of html.matchAll(ATTR)) {
      const link = raw!.replace(/&amp;/g, '&');
      const url = new URL(link, from);
      if (url.origin !== origin) continue;
      const target = url.href.replace(/#.*$/, '');
      if (!checked.has(target))
        checked.set(
          target,
          fetch(target, { method: 'HEAD' }).then((r) => r.status),
        );
      const status = await checked.get(target)!;
      if (status !== 200) broken.push({ page: file, link, reason: `HTTP ${status}` });
      else if (url.hash && !ids.get(target)?.has(decodeURIComponent(url.hash.slice(1)))) {
        broken.push({ page: file, link, reason: `no element with id "${url.hash.slice(1)}"` });
      }
    }
  }
  return broken;
}
