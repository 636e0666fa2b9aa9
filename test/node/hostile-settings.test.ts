/**
 * Hostile settings and values: a quote, `&`, `<`, a line break, a control character, a path or a
 * user name in a setting (SITE_URL, BASE_PATH, EMAILJS_*, PSEUDO_LANGUAGE) or in the site's
 * address (`siteUrl`) is refused before anything is written, in one line naming the setting with
 * its value quoted; what is allowed (a Unicode host, quotes and markup in names and keys, `;` and
 * `,` in a contact card's texts) is built harmlessly. One build, of a copy of the project whose
 * profile carries the test's own hostile values, is read back file by file: no event-handler
 * attribute in any page, snippet or SVG, no inline script the policy does not allow, every
 * address an http(s), mailto or tel URL, a sitemap that parses as XML, a contact card whose lines
 * are exactly its properties, `_headers` and robots.txt with no line of their own from a value.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { SaxesParser } from 'saxes';
import { build } from '../../scripts/build/pipeline.ts';
import { originProblem } from '../../content/origin.ts';
import { withoutCredentials } from '../../content/quote.ts';
import type { Profile } from '../../content/types.ts';
import { validateContent } from '../../content/validate.ts';
import { siteContent } from '../support/site-content.ts';
import { projectRoot, readConfig } from '../../scripts/build/config.ts';
import { scriptHash } from '../../scripts/build/csp.ts';
import { mailSettings } from '../../scripts/build/mail.ts';
import { vCard } from '../../scripts/build/vcard.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';

/** The message of the error `run` throws; the test fails when it throws none. */
function thrown(run: () => unknown, what: string): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return assert.fail(`${what}: nothing thrown`);
}

/**
 * The message of what `run` throws: one line, naming `setting`, quoting `value` as JSON (a URL's
 * user name and password left out), with no control character left raw.
 */
function refusal(run: () => unknown, setting: string, value: string): string {
  const message = thrown(run, `${setting}=${JSON.stringify(value)}`);
  assert.equal(message.split('\n').length, 1, `one line: ${message}`);
  assert.ok(message.startsWith(`${setting}: `), `names ${setting}: ${message}`);
  assert.ok(message.includes(JSON.stringify(withoutCredentials(value.trim())).slice(1, -1)), `quotes the value: ${message}`);
  assert.doesNotMatch(message, /secret|\/\/user/, 'shows no user name or password');
  assert.doesNotMatch(message, /\p{Cc}/u, 'no raw control character');
  return message;
}

/** Values no origin may have: markup in the host, spaces and control characters, a path, a user name, http on a public host. */
const BAD_ORIGINS = [
  'https://x"onerror="alert(document.domain)".example',
  'https://a&b.example',
  "https://a'b.example",
  'https://a(b).example',
  'https://a=b.example',
  'https://a<b.example',
  'https://a b.example',
  'https://exa\r\nmple.com',
  'https://example.com\rX',
  'https://exa\u0000mple.com',
  'https://\u001b[31mexample.com',
  'https://x＂onerror＝＂alert(1)＂.example',
  'https://example.com/portfolio',
  'https://example.com/?q=1',
  'https://example.com/#top',
  'https://user:secret@example.com',
  'https://user@example.com',
  'http://example.com',
  'ftp://example.com',
  'javascript:alert(1)',
  'not a url',
  'example.com',
];

describe('SITE_URL and siteUrl: one origin rule', () => {
  it('refuses markup, spaces, control characters, a path, a user name and http on a public host, in one line', () => {
    for (const value of BAD_ORIGINS) {
      const message = refusal(() => readConfig({ SITE_URL: value }), 'SITE_URL', value);
      assert.ok(message.endsWith(originProblem(value.trim())!), message);
    }
  });

  it('says a path is a site in a folder, for BASE_PATH', () => {
    assert.match(
      refusal(() => readConfig({ SITE_URL: 'https://someone.github.io/portfolio' }), 'SITE_URL', 'https://someone.github.io/portfolio'),
      /write the site's origin only \("https:\/\/someone\.github\.io"\) and build with BASE_PATH=\/portfolio\//,
    );
  });

  it('takes an https origin as the URL parser normalises it (a Unicode host as punycode), and http on this machine', () => {
    const cases: [string, string][] = [
      ['https://bücher.example', 'https://xn--bcher-kva.example'],
      ['https://xn--bcher-kva.example/', 'https://xn--bcher-kva.example'],
      ['HTTPS://Example.COM:8443', 'https://example.com:8443'],
      [' https://example.com\n', 'https://example.com'],
      ['http://localhost:8000', 'http://localhost:8000'],
      ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
      ['http://[::1]:3000', 'http://[::1]:3000'],
    ];
    for (const [value, origin] of cases) assert.equal(readConfig({ SITE_URL: value }).siteUrl, origin, value);
    assert.equal(readConfig({}).siteUrl, undefined, 'unset: the profile siteUrl is used');
  });

  it('holds data/profile.ts siteUrl to the same rule, as one content problem naming the field', () => {
    const sample = siteContent;
    for (const siteUrl of ['https://x"onerror="alert(document.domain)".example/', 'https://a&b.example/', 'https://user@example.com/']) {
      const problems = validateContent({ ...sample, profile: { ...sample.profile, siteUrl } as typeof sample.profile });
      const lines = problems.filter((p) => p.includes('.siteUrl: '));
      assert.equal(lines.length, 1, siteUrl);
      assert.ok(
        lines[0]!.startsWith('data/profile.ts: ') &&
          lines[0]!.endsWith(`${JSON.stringify(withoutCredentials(siteUrl))} ${originProblem(siteUrl)}`),
        lines[0],
      );
    }
  });
});

describe('BASE_PATH', () => {
  it('refuses . and .. segments, empty segments and anything but letters, digits, "-", "_", "." and "~"', () => {
    for (const value of [
      '..',
      '/..',
      '/a/../b/',
      '/./',
      '/a/./b',
      'a//b',
      '/a b/',
      '/a"b/',
      "/a'b/",
      '/a&b/',
      '/a<b>/',
      '/a\r\nb/',
      '/a\u0000/',
      '/%2e%2e/',
    ]) {
      refusal(() => readConfig({ BASE_PATH: value }), 'BASE_PATH', value);
    }
  });

  it('normalises a good one', () => {
    assert.equal(readConfig({ BASE_PATH: 'portfolio' }).base, '/portfolio/');
    assert.equal(readConfig({ BASE_PATH: ' /a.b~c_d-e/f/ ' }).base, '/a.b~c_d-e/f/');
  });
});

describe('EMAILJS_* and PSEUDO_LANGUAGE', () => {
  const account = { EMAILJS_PUBLIC_KEY: 'pk', EMAILJS_SERVICE_ID: 'svc', EMAILJS_TEMPLATE_ID: 'tpl' };

  it('refuses an EMAILJS_ORIGIN with a path (the form would send to its origin), a bad origin, used or not', () => {
    const message = refusal(
      () => readConfig({ ...account, EMAILJS_ORIGIN: 'https://proxy.example/emailjs' }),
      'EMAILJS_ORIGIN',
      'https://proxy.example/emailjs',
    );
    assert.match(message, /has a path.*\("https:\/\/proxy\.example"\)/);
    for (const value of ['https://x"onerror="alert(1)".example', 'http://mail.example.com', 'https://u@mail.example.com']) {
      refusal(() => readConfig({ ...account, EMAILJS_ORIGIN: value }), 'EMAILJS_ORIGIN', value);
      refusal(() => readConfig({ EMAILJS_ORIGIN: value }), 'EMAILJS_ORIGIN', value);
    }
    assert.equal(mailSettings({ ...account, EMAILJS_ORIGIN: 'https://Proxy.example/' }).origin, 'https://proxy.example');
  });

  it('refuses a key with a space or a control character', () => {
    for (const name of [...Object.keys(account), 'EMAILJS_RECAPTCHA_SITE_KEY']) {
      for (const value of ['pk\r\nX-Injected: 1', 'p k', 'pk\u001b[2J', 'pk\u0000'])
        refusal(() => readConfig({ ...account, [name]: value }), name, value);
    }
  });

  it('names EMAILJS_ORIGIN and EMAILJS_RECAPTCHA_SITE_KEY set without the three keys, which are then not used', () => {
    for (const standIn of [false, true]) {
      const origin = mailSettings({ EMAILJS_ORIGIN: 'https://proxy.example' }, { standIn });
      assert.equal(
        origin.warnings.filter((w) => /^EMAILJS_ORIGIN set without EMAILJS_PUBLIC_KEY/.test(w)).length,
        1,
        origin.warnings.join('\n'),
      );
      const both = mailSettings({ EMAILJS_ORIGIN: 'https://proxy.example', EMAILJS_RECAPTCHA_SITE_KEY: '6Lc' }, { standIn });
      assert.ok(both.warnings.some((w) => w.startsWith('EMAILJS_ORIGIN and EMAILJS_RECAPTCHA_SITE_KEY set without')));
      assert.equal(both.recaptchaSiteKey, '');
    }
    assert.ok(mailSettings(account).warnings.length === 0, 'with the keys, nothing to say');
  });

  it('refuses a PSEUDO_LANGUAGE other than 1 or 0', () => {
    refusal(() => readConfig({ PSEUDO_LANGUAGE: 'yes' }), 'PSEUDO_LANGUAGE', 'yes');
    assert.equal(readConfig({ PSEUDO_LANGUAGE: '1' }).pseudo, true);
  });

  it('names every bad setting, one line each', () => {
    const env = { SITE_URL: 'not a url', BASE_PATH: '/../', EMAILJS_ORIGIN: 'http://x.example' };
    const lines = thrown(() => readConfig(env), 'three bad settings').split('\n');
    assert.deepEqual(lines.map((l) => l.split(':')[0]).sort(), ['BASE_PATH', 'EMAILJS_ORIGIN', 'SITE_URL']);
  });

  it('stop npm run build before it writes anything, with one line and no stack trace', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'portfolio-refused-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
        cwd: projectRoot,
        encoding: 'utf8',
        env: { ...process.env, OUT_DIR: path.join(parent, 'out'), SITE_URL: 'https://x"onerror="alert(1)".example' },
      });
      assert.equal(run.status, 1);
      assert.match(run.stderr, /^SITE_URL: "https:\/\/x\\"onerror=\\"alert\(1\)\\"\.example" is not an https origin \(.*\)\n$/);
      assert.deepEqual(await readdir(parent), [], 'nothing written, not even a folder beside the output');
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

/** The test's own owner: markup, quotes, `&`, `;`, `,`, `\` and a Unicode line separator in every text, a Unicode host. */
const HOSTILE = {
  name: `Zoë "<img src=x onerror=alert(1)>" O'Brien & Co; Ltd, \\ Inc\u2028X-INJECTED:1`,
  brand: `<Zoë&"'>`,
  role: '</script><script>alert(1)</script> & <!-- developer -->',
  summary: `]]> <svg onload=alert(1)> \u2029END:VCARD ' " & ; , \\`,
  blurb: '"><iframe srcdoc="<script>alert(1)</script>">',
  // What an address may hold (zod's unicodeEmail takes no double quote): a quote, markup, `&`, `;`.
  email: "zoe.o'brien+<x>&y;z@example.org",
  phone: '+1 (555) 010-0000',
  location: 'Zürich; X-INJECTED:1, Zürich "ZH", Switzerland',
  links: { github: 'https://github.com/x"onmouseover="alert(1)', linkedin: "https://www.linkedin.com/in/o'brien?a=1&b=<2>" },
  siteUrl: 'https://bücher.example',
};
/** Keys and a provider the settings allow (no space or control character), carrying quotes and markup. */
const MAIL_ENV = {
  EMAILJS_PUBLIC_KEY: 'pk"onfocus="alert(1)',
  EMAILJS_SERVICE_ID: "svc'><script>alert(1)</script>",
  EMAILJS_TEMPLATE_ID: 'tpl&amp;<b>',
  EMAILJS_ORIGIN: 'https://MAIL.example:8443/',
  EMAILJS_RECAPTCHA_SITE_KEY: '6Lc"x\'<y>',
};
const SETTINGS = { BASE_PATH: '/x~y.z_1-2/', SITE_URL: ' https://Ünïcödé.example\n' };

/** A contact card's properties: its lines unfolded, each split into name (with parameters) and value. */
function vcardProperties(card: string): (readonly [string, string])[] {
  assert.ok(card.endsWith('\r\n'));
  const lines = card
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
  for (const line of lines) assert.doesNotMatch(line, /[\r\n\u2028\u2029]/, 'no line break inside a property');
  return lines.map((line) => {
    const [, name, value] = line.match(/^([A-Z-]+(?:;[^:]*)?):(.*)$/)!;
    return [name!, value!] as const;
  });
}

/** A vCard text value as written back to text. */
const unescapeVcard = (value: string) => value.replace(/\\([\\,;nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

describe('the contact card writer on its own', () => {
  it('keeps a CR, LF or CRLF in a text or a URL inside its property (the content checks refuse them first; the writer does not rely on it)', () => {
    const profile = {
      ...HOSTILE,
      name: 'Ada\rX-INJECTED:1',
      role: 'Dev\nTEL:+1',
      links: { github: 'https://github.com/x\r\nTEL:+15550100' },
    };
    const properties = vcardProperties(vCard({ profile: profile as Profile }, 'https://example.org/\r\nX-SITE:1'));
    assert.deepEqual(
      properties.filter(([name]) => /^(FN|TITLE|TEL|URL|X-)/.test(name)).map(([name]) => name),
      ['FN', 'TITLE', 'TEL;VALUE=uri;TYPE=cell', 'URL', 'URL;TYPE=profile'],
    );
    const value = (name: string) => properties.find(([n]) => n === name)![1];
    assert.equal(unescapeVcard(value('FN')), 'Ada\nX-INJECTED:1');
    assert.equal(unescapeVcard(value('TITLE')), 'Dev\nTEL:+1');
    assert.equal(value('URL;TYPE=profile'), 'https://github.com/xTEL:+15550100', 'as the URL parser reads it');
    assert.equal(value('URL'), 'https://example.org/X-SITE:1');
  });
});

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Every element of an HTML document, template contents (declarative shadow roots) included. */
function* elements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  const template = node as DefaultTreeAdapterMap['template'];
  for (const child of [...('childNodes' in node ? node.childNodes : []), ...(template.content ? [template.content] : [])]) {
    yield* elements(child);
  }
}

/** Every attribute name of an XML document (an SVG), read by a conforming parser (which throws on a malformed one). */
function xmlAttributeNames(xml: string): string[] {
  const names: string[] = [];
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => names.push(...Object.keys(tag.attributes)));
  parser.write(xml).close();
  return names;
}

describe('a build with hostile values that are allowed', () => {
  let dir: string;
  let out: string;
  let files: string[];
  const read = (file: string) => readFile(path.join(out, file), 'utf8');

  before(async () => {
    // (the copy shares the project's image cache: the pictures are the owner's, unchanged; only the profile's words are the test's)
    dir = await copyProject('portfolio-hostile-');
    await appendFile(path.join(dir, 'data/profile.ts'), `\nObject.assign(profile, ${JSON.stringify(HOSTILE)});\n`);
    // One language, whatever the owner's data/translations.ts has: one build of each page, one FN in the card.
    await writeFile(
      path.join(dir, 'data/translations.ts'),
      "import type { Translation } from '../content/types.ts';\nexport const translations: readonly Translation[] = [];\n",
    );
    out = path.join(dir, 'out');
    // The build reads EMAILJS_* from the environment (build.ts): the test's values for this build only.
    const saved = Object.fromEntries(Object.keys(MAIL_ENV).map((name) => [name, process.env[name]]));
    Object.assign(process.env, MAIL_ENV);
    try {
      await build({ ...readConfig({ ...MAIL_ENV, ...SETTINGS }), root: dir, outDir: out });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    files = await readdir(out, { recursive: true });
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('writes no event-handler attribute, no inline script the policy does not allow and no address but http(s), mailto or tel', async () => {
    const policy = (await read('_headers')).match(/Content-Security-Policy: (.*)/)![1]!;
    const snippet = /^embed[/\\](?!index\.html$)[^/\\]+\.html$/;
    const pages = files.filter((f) => f.endsWith('.html'));
    assert.ok(
      pages.includes('index.html') && pages.some((f) => snippet.test(f)) && pages.includes('embed/index.html'),
      'pages, snippets and demo',
    );
    for (const file of pages) {
      const page = new URL(file.split(path.sep).join('/'), 'https://site.example/');
      for (const element of elements(parse(await read(file)))) {
        for (const { name, value } of element.attrs) {
          assert.doesNotMatch(name, /^on/i, `${file}: <${element.tagName} ${name}="${value}">`);
          if (['href', 'src', 'action', 'formaction'].includes(name) && value) {
            assert.match(new URL(value, page).protocol, /^(https?|mailto|tel):$/, `${file}: ${name}="${value}"`);
          }
        }
        const type = element.attrs.find((a) => a.name === 'type')?.value;
        if (element.tagName === 'script' && !element.attrs.some((a) => a.name === 'src') && type !== 'application/ld+json') {
          const text = element.childNodes.map((n) => ('value' in n ? n.value : '')).join('');
          assert.doesNotMatch(text, /alert\(/, `${file}: a script made of a value`);
          // The site's pages run under its policy; a snippet runs on another site, under the host's.
          if (!snippet.test(file)) assert.ok(policy.includes(scriptHash(text)), `${file}: an inline script the policy does not allow`);
        }
      }
    }
    for (const file of files.filter((f) => f.endsWith('.svg'))) {
      for (const name of xmlAttributeNames(await read(file))) assert.doesNotMatch(name, /^on/i, file);
    }
  });

  it('keeps every text as data: Home’s JSON-LD reads the profile’s words exactly', async () => {
    const home = parse(await read('index.html'));
    const block = [...elements(home)].find((e) => e.tagName === 'script' && e.attrs.some((a) => a.value === 'application/ld+json'))!;
    const person = JSON.parse(block.childNodes.map((n) => ('value' in n ? n.value : '')).join('')).mainEntity;
    assert.deepEqual([person.name, person.jobTitle, person.description], [HOSTILE.name, HOSTILE.role, HOSTILE.summary]);
  });

  it('points the snippets at SITE_URL as normalised, under BASE_PATH', async () => {
    const origin = readConfig(SETTINGS).siteUrl!;
    assert.match(origin, /^https:\/\/xn--/);
    for (const file of files.filter((f) => /^embed\/[^/]+\.html$/.test(f) && !f.endsWith('index.html'))) {
      const sources = [...elements(parse(await read(file)))].flatMap((e) =>
        e.tagName === 'script' ? e.attrs.filter((a) => a.name === 'src') : [],
      );
      assert.equal(sources.length, 1, file);
      assert.ok(sources[0]!.value.startsWith(`${origin}/x~y.z_1-2/embed/`), file);
    }
  });

  it('writes a sitemap that parses as XML, every address on the site’s punycode host', async () => {
    const locs: string[] = [];
    let inLoc = false;
    const parser = new SaxesParser({ xmlns: true });
    parser.on('opentag', (tag) => (inLoc = tag.local === 'loc'));
    parser.on('text', (text) => inLoc && locs.push(text));
    parser.on('closetag', () => (inLoc = false));
    parser.write(await read('sitemap.xml')).close();
    assert.ok(locs.length > 0);
    for (const loc of locs) assert.equal(new URL(loc).host, 'xn--bcher-kva.example', loc);
  });

  it('writes a contact card whose lines are exactly its properties, each value as the profile has it', async () => {
    const properties = vcardProperties(await read('contact.vcf'));
    const site = 'https://xn--bcher-kva.example/x~y.z_1-2/';
    assert.deepEqual(
      properties.map(([name]) => name),
      [
        'BEGIN',
        'VERSION',
        'FN',
        'N',
        'NICKNAME',
        'TITLE',
        'EMAIL;TYPE=work',
        'TEL;VALUE=uri;TYPE=cell',
        'ADR',
        'URL',
        'URL;TYPE=profile',
        'URL;TYPE=profile',
        'NOTE',
        'END',
      ],
    );
    const value = (name: string) => properties.find(([n]) => n === name)![1];
    assert.equal(unescapeVcard(value('FN')), HOSTILE.name.replace('\u2028', '\n'));
    assert.equal(unescapeVcard(value('NICKNAME')), HOSTILE.brand);
    assert.equal(unescapeVcard(value('TITLE')), HOSTILE.role);
    assert.equal(unescapeVcard(value('EMAIL;TYPE=work')), HOSTILE.email);
    assert.equal(unescapeVcard(value('NOTE')), HOSTILE.summary.replace('\u2029', '\n'));
    assert.equal(value('TEL;VALUE=uri;TYPE=cell'), 'tel:+15550100000');
    assert.equal(value('URL'), site);
    assert.deepEqual(
      properties.filter(([n]) => n === 'URL;TYPE=profile').map(([, v]) => v),
      [new URL(HOSTILE.links.github).href, new URL(HOSTILE.links.linkedin).href],
    );
    assert.equal(value('ADR').split(/(?<!\\);/).length, 7, 'seven address components, the `;` in the city escaped');
  });

  it('gives _headers and robots.txt no line of their own from a value', async () => {
    for (const line of (await read('_headers')).split('\n')) assert.match(line, /^(|\/x~y\.z_1-2\/\S*\*| {2}[A-Za-z-]+: \S.*)$/, line);
    assert.match(await read('_headers'), /connect-src 'self' https:\/\/mail\.example:8443;/);
    assert.deepEqual((await read('robots.txt')).split('\n'), [
      'User-agent: *',
      'Allow: /',
      '',
      'Sitemap: https://xn--bcher-kva.example/x~y.z_1-2/sitemap.xml',
      '',
    ]);
  });

  it('writes the mail settings into the contact page as attribute values', async () => {
    // The page that carries the form, whatever its route in data/site.ts.
    const forms: Element[] = [];
    for (const file of files.filter((f) => f.endsWith('.html') && !f.startsWith('embed'))) {
      forms.push(
        ...[...elements(parse(await read(file)))].filter(
          (e) => e.tagName === 'portfolio-contact' && e.attrs.some((a) => a.name === 'public-key'),
        ),
      );
    }
    assert.equal(forms.length, 1);
    const [form] = forms as [Element];
    const attribute = (name: string) => form.attrs.find((a) => a.name === name)?.value;
    assert.deepEqual(
      [
        attribute('public-key'),
        attribute('service-id'),
        attribute('template-id'),
        attribute('provider-origin'),
        attribute('recaptcha-site-key'),
      ],
      [
        MAIL_ENV.EMAILJS_PUBLIC_KEY,
        MAIL_ENV.EMAILJS_SERVICE_ID,
        MAIL_ENV.EMAILJS_TEMPLATE_ID,
        'https://mail.example:8443',
        MAIL_ENV.EMAILJS_RECAPTCHA_SITE_KEY,
      ],
    );
  });
});
