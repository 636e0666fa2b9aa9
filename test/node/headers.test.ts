/**
 * The security headers of a built site: `_headers` (for hosts that read one) and the
 * `<meta>` Content-Security-Policy of every page, header by header and directive by directive,
 * and the markup the policy must cover: no `style` attribute anywhere, every inline `<style>`
 * and `<script>` allowed by its hash.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../scripts/build/pipeline.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { scriptHash, styleHash } from '../../scripts/build/csp.ts';

let dir: string;
const html = new Map<string, string>();
let headersText: string;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-headers-'));
  await build({ base: '/', outDir: dir, root: projectRoot });
  // Every page in every language (the embeds' folder holds snippets and a demo, not pages).
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith(`embed${path.sep}`));
  for (const file of files) html.set(file, await readFile(path.join(dir, file), 'utf8'));
  // The pages of data/site.ts that have something to show (content/shown.ts).
  const { pages } = (await loadSite(projectRoot)).languages[0]!.content;
  assert.ok(
    pages.every((p) => html.has(path.join(p.route, 'index.html'))),
    'every page of data/site.ts with something to show was built',
  );
  headersText = await readFile(path.join(dir, '_headers'), 'utf8');
});
after(() => rm(dir, { recursive: true, force: true }));

type Policy = Record<string, string[]>;
const parsePolicy = (csp: string): Policy =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

const metaPolicy = (page: string): string => {
  const csp = page.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];
  assert.ok(csp, 'no CSP meta tag');
  return csp;
};

/** `_headers` as path pattern → header name (lower case) → value. */
function parseHeaders(text: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.set(line.trim(), (current = new Map()));
    else {
      const at = line.indexOf(':');
      current!.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
    }
  }
  return rules;
}

/** The inline elements the policy governs: styles, and scripts that run (a JSON-LD data block never runs). */
const inner = (page: string, tag: 'style' | 'script') =>
  [...page.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter((m) => !/\ssrc=|\stype="application\/ld\+json"/.test(m[1] ?? ''))
    .map((m) => m[2]!);

describe('the Content-Security-Policy of every page', () => {
  it("differs between pages only in the hashes of the page's own inline styles and scripts (the 404 page too)", () => {
    const withoutHashes = (csp: string) => csp.replace(/ 'sha256-[^']+'/g, '');
    assert.equal(new Set([...html.values()].map((page) => withoutHashes(metaPolicy(page)))).size, 1);
  });

  it('has no unsafe source, no data: or wildcard, and default-src none', () => {
    for (const [file, page] of html) {
      const csp = metaPolicy(page);
      assert.doesNotMatch(csp, /unsafe-|data:|\*|http:/, file);
      const policy = parsePolicy(csp);
      assert.deepEqual(policy['default-src'], ["'none'"]);
      assert.deepEqual(policy['object-src'], ["'none'"]);
      assert.deepEqual(policy['base-uri'], ["'none'"]);
      assert.deepEqual(policy['form-action'], ["'self'"]);
      assert.deepEqual(policy['img-src'], ["'self'"]);
      assert.deepEqual(policy['manifest-src'], ["'self'"]);
      assert.equal(policy['script-src']![0], "'self'");
      assert.equal(policy['style-src']![0], "'self'");
      assert.ok(policy['connect-src']!.includes("'self'"));
      for (const origin of policy['frame-src']!) assert.match(origin, /^https:\/\/[a-z.-]+$/);
    }
  });

  it('allows each inline style and script of a page by its hash, and nothing else inline', () => {
    for (const [file, page] of html) {
      const policy = parsePolicy(metaPolicy(page));
      const styles = new Set(inner(page, 'style'));
      assert.ok(styles.size > 0, `${file}: no inline <style>`);
      assert.deepEqual(new Set(policy['style-src']!.slice(1)), new Set([...styles].map(styleHash)), file);
      assert.deepEqual(new Set(policy['script-src']!.slice(1)), new Set(inner(page, 'script').map(scriptHash)), file);
    }
  });

  it('needs no style attribute: the markup carries none, in light or shadow DOM', () => {
    for (const [file, page] of html) {
      assert.deepEqual(page.match(/<[a-z][^>]*\sstyle=/gi) ?? [], [], file);
    }
  });
});

describe('_headers', () => {
  const all = () => parseHeaders(headersText).get('/*')!;

  it("sends every page's policy as a header (all their hashes), with frame-ancestors, which a meta tag cannot carry", () => {
    const header = parsePolicy(all().get('content-security-policy')!);
    assert.deepEqual(header['frame-ancestors'], ["'self'"]);
    for (const [file, page] of html) {
      const own = parsePolicy(metaPolicy(page));
      for (const [directive, sources] of Object.entries(own))
        for (const source of sources) assert.ok(header[directive]?.includes(source), `${file}: the header lacks ${directive} ${source}`);
    }
  });

  it('sends HSTS for two years, with subdomains, ready for preloading', () => {
    assert.equal(all().get('strict-transport-security'), 'max-age=63072000; includeSubDomains; preload');
  });

  it('sends every other security header at its strict value', () => {
    const headers = all();
    assert.equal(headers.get('x-content-type-options'), 'nosniff');
    assert.equal(headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin');
    assert.match(headers.get('permissions-policy')!, /camera=\(\), microphone=\(\), geolocation=\(\)/);
    assert.equal(headers.get('access-control-allow-origin'), undefined, 'pages are not shared with other origins');
    assert.equal(headers.get('set-cookie'), undefined);
  });

  it('shares only assets and embeds with other origins', () => {
    const rules = parseHeaders(headersText);
    assert.deepEqual([...rules.keys()], ['/*', '/assets/*', '/embed/*']);
    assert.equal(rules.get('/assets/*')!.get('access-control-allow-origin'), '*');
    assert.match(rules.get('/assets/*')!.get('cache-control')!, /immutable/);
    assert.equal(rules.get('/embed/*')!.get('access-control-allow-origin'), '*');
    assert.equal(rules.get('/embed/*')!.get('cross-origin-resource-policy'), 'cross-origin');
  });
});
