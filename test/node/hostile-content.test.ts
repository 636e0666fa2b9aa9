/**
 * What data/ and data/images can never do, whoever writes them: put a control character into a
 * page, a contact card or the terminal; have the build write a URL other than as the URL parser
 * normalises it; publish a file from outside data/images/; or publish an SVG that runs code or
 * loads another file once opened at its own address. On fixture values this test owns, set into
 * the owner's data/ (whatever it holds) or into a temporary copy of the project.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { assembleContent } from '../../content/assemble.ts';
import { checkShape, shapeProblems } from '../../content/check-shape.ts';
import { translate } from '../../content/translate.ts';
import type { Content, DataInput, Project } from '../../content/types.ts';
import * as data from '../../data/index.ts';
import { contentProblems } from '../../scripts/build/check-content.ts';
import { loadSite } from '../../scripts/build/content.ts';
import { svgHazards, svgProblem } from '../../scripts/build/svg.ts';
import { copyProject } from '../../scripts/lib/content-set.ts';

const owner: DataInput = data;
type Loose = Record<string, unknown>;

/** A profile this test owns, so no line it expects depends on the owner's. */
const profile = {
  name: 'Test Person',
  role: 'Tester',
  summary: 'Tests what a build does with hostile content.',
  blurb: 'A fixture.',
  email: 'test@example.org',
  siteUrl: 'https://test.example',
  links: { github: 'https://github.com/test-person' },
} as const;
const project = { title: 'Fixture', description: 'A fixture project.', technologies: ['Test'], features: ['One', 'Two'] } as const;

/** The owner's data/ with these exports replaced (loose: the point is what the type checker would refuse). */
const withExports = (exports: Loose): Loose => ({ ...owner, profile, ...exports });
const withProfile = (change: Loose): Loose => withExports({ profile: { ...profile, ...change } });
const withProject = (change: Loose): Loose => withExports({ projects: [{ ...project, ...change }] });

/** Any control character (C0, DEL, C1) or a character that reorders a line: none may reach a message raw. */
const RAW = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Exactly one line, starting with `start`, naming what it must, with no raw control character. */
function assertOneLine(problems: readonly string[], start: string, ...mentions: string[]): string {
  assert.equal(problems.length, 1, problems.join('\n'));
  const [line] = problems as [string];
  assert.ok(line.startsWith(start), `${JSON.stringify(line)} starts with ${JSON.stringify(start)}`);
  assert.doesNotMatch(line, RAW, `${JSON.stringify(line)} prints no control character raw`);
  for (const text of mentions) assert.ok(line.includes(text), `${JSON.stringify(line)} names ${JSON.stringify(text)}`);
  return line;
}

/** `\u001b` as a message writes it. */
const escaped = (char: string) => `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;

describe('texts of data/ hold no control character', () => {
  it('finds nothing wrong with the fixture in the owner’s data/', () => {
    assert.deepEqual(shapeProblems(withExports({ projects: [project] })), []);
  });

  const named: [string, string, string][] = [
    ['NUL', '\u0000', 'U+0000 (NUL)'],
    ['BEL', '\u0007', 'U+0007 (BEL)'],
    ['ESC (recolouring the terminal)', '\u001b[31m', 'U+001B (ESC)'],
    ['DEL', '\u007f', 'U+007F (DEL)'],
    ['a bare CR', '\r', 'U+000D (carriage return)'],
    ['a tab', '\t', 'U+0009 (tab)'],
  ];
  for (const [what, char, name] of named) {
    it(`refuses ${what} in a name, with one line naming file, entry and field`, () => {
      const value = `Test${char}Person`;
      const line = assertOneLine(shapeProblems(withProfile({ name: value })), 'data/profile.ts: profile.name: ', name);
      assert.ok(line.includes(escaped(char[0]!)) || line.includes('\\r') || line.includes('\\t'), line);
    });
  }

  it('refuses every C1 control character (U+0080 to U+009F), quoted with an escape', () => {
    for (let code = 0x80; code <= 0x9f; code++) {
      const char = String.fromCodePoint(code);
      const line = assertOneLine(shapeProblems(withProfile({ role: `Test${char}er` })), 'data/profile.ts: profile.role: ');
      assert.ok(line.includes(`"Test${escaped(char)}er"`), line);
      assert.ok(line.includes(`U+00${code.toString(16).toUpperCase()}`), line);
    }
  });

  it('refuses line breaks in every field: single-line ones and paragraphs alike (a paragraph is an entry of a list)', () => {
    assertOneLine(shapeProblems(withProfile({ role: 'Test\ner' })), 'data/profile.ts: profile.role: ', 'U+000A (line feed)');
    assertOneLine(
      shapeProblems(withProfile({ summary: 'One.\r\nTwo.' })),
      'data/profile.ts: profile.summary: "One.\\r\\nTwo."',
      'U+000D (carriage return), U+000A (line feed)',
    );
    assertOneLine(shapeProblems(withProject({ description: 'One.\nTwo.' })), 'data/projects.ts: "Fixture".description: ');
    assertOneLine(shapeProblems(withProject({ features: ['One', 'Two\r'] })), 'data/projects.ts: "Fixture".features[1]: ');
  });

  it('names a list entry whose own label holds one by its label, escaped', () => {
    const problems = shapeProblems(withProject({ title: 'Fix\u001bture' }));
    assertOneLine(problems, 'data/projects.ts: "Fix\\u001bture".title: "Fix\\u001bture" holds U+001B (ESC)');
  });

  it('refuses them in values no visitor reads and in field names too', () => {
    assertOneLine(shapeProblems(withProfile({ email: 'test\u0000@example.org' })), 'data/profile.ts: profile.email: ', 'U+0000');
    const problems = shapeProblems(withProfile({ links: { ...profile.links, '\u001b[2J': 'https://example.org' } }));
    assert.equal(problems.length, 2, problems.join('\n'));
    for (const line of problems) {
      assert.ok(line.startsWith('data/profile.ts: profile.links["\\u001b[2J"]: '), line);
      assert.doesNotMatch(line, RAW);
    }
  });

  it('refuses them in data/strings.ts and in data/translations.ts', () => {
    const strings = { ...owner.strings, nav: { ...owner.strings.nav, menu: 'Me\u009bnu' } };
    assertOneLine(shapeProblems(withExports({ strings })), 'data/strings.ts: strings.nav.menu: "Me\\u009bnu" holds U+009B');
    const translations = [
      { lang: 'xx', strings: { nav: { menu: 'M\renu' } }, content: { projects: { Fixture: { features: ['\u0007'] } } } },
    ];
    const problems = shapeProblems(withExports({ projects: [project], translations }));
    assert.deepEqual(
      problems.map((line) => line.split(': ').slice(0, 2).join(': ')),
      ['data/translations.ts: "xx".strings.nav.menu', 'data/translations.ts: "xx".content.projects.Fixture.features[0]'],
    );
    for (const line of problems) assert.doesNotMatch(line, RAW);
  });

  it('refuses a CR or LF inside a URL, which the URL parser would drop without a word', () => {
    for (const url of ['https://github.com/test\r\n-person', 'https://github.com/test\n-person', 'https://github.com/test\r-person']) {
      const { problems } = checkShape(withProfile({ links: { github: url } }));
      assertOneLine(problems, 'data/profile.ts: profile.links.github: ', 'U+000');
    }
    assertOneLine(
      shapeProblems(withProject({ liveUrl: 'https://live.example/\r\nSet-Cookie: x' })),
      'data/projects.ts: "Fixture".liveUrl: ',
    );
  });
});

describe('URLs are handed on as the URL parser normalises them', () => {
  const hostile = {
    github: 'https://GitHub.com/test person"><script>',
    linkedin: "https://www.linkedin.com/in/test'onmouseover='x",
  };

  it('every URL field of data/ is its new URL(value).href form once read', () => {
    const cert = { name: 'Fixture Certificate', issuer: 'Test', year: '2024', credlyUrl: 'https://www.credly.com/badges/a b"<' };
    const urls = {
      githubUrl: 'https://github.com/test/a b',
      liveUrl: 'https://Live.EXAMPLE',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t="<>',
      linkedinPost: 'https://www.linkedin.com/posts/test_a b',
    };
    const { problems, data: read } = checkShape(
      withExports({
        profile: { ...profile, siteUrl: 'https://Test.EXAMPLE', links: hostile },
        projects: [{ ...project, ...urls }],
        certifications: [cert],
      }),
    );
    assert.deepEqual(problems, []);
    const href = (url: string) => new URL(url).href;
    assert.equal(read.profile.siteUrl, 'https://test.example/');
    assert.deepEqual(read.profile.links, { github: href(hostile.github), linkedin: href(hostile.linkedin) });
    assert.equal(read.profile.links.github, 'https://github.com/test%20person%22%3E%3Cscript%3E');
    const [read0] = read.projects as [Project];
    for (const [field, url] of Object.entries(urls)) assert.equal(read0[field as keyof typeof urls], href(url), field);
    assert.equal(read.certifications[0]!.credlyUrl, href(cert.credlyUrl));
    for (const value of [...Object.values(read.profile.links), read0.githubUrl, read0.liveUrl, read0.youtubeUrl, read0.linkedinPost]) {
      // (An apostrophe is left as it is by the parser in a path: escaping it is the writers' part.)
      assert.doesNotMatch(value!, /[\s"<>]/, 'no space, double quote or angle bracket is written as it was');
    }
  });

  it('leaves a value the parser refuses as written, for the content rules to name', () => {
    const { data: read } = checkShape(withProfile({ links: { github: 'https://exa mple.com' } }));
    assert.equal(read.profile.links.github, 'https://exa mple.com');
  });
});

describe('messages quote values as JSON strings', () => {
  const fixture = (change: Partial<Content> = {}): Content => ({
    ...assembleContent(owner),
    profile: { ...profile, brand: 'Test' },
    projects: [project],
    ...change,
  });

  it('in the content rules (content/validate.ts), entry and value alike', () => {
    const content = fixture({ profile: { ...profile, name: 'Test\u009bPerson', phone: '+1\u001b[31m', brand: 'Test' } });
    assertOneLine(
      contentProblems(content, { ownResumePdf: true }),
      'data/profile.ts: "Test\\u009bPerson".phone: not a phone number in international form ("+<country code> <number>", e.g. "+44 20 7946 0958"): "+1\\u001b[31m"',
    );
    const period = contentProblems(fixture({ journey: [{ title: 'Fixture', period: 'Then\u0085', type: 'milestone', description: [] }] }), {
      ownResumePdf: true,
    });
    assertOneLine(period, 'data/journey.ts: "Fixture".period: no four-digit year in "Then\\u0085"');
  });

  it('in the build’s checks (scripts/build/check-content.ts)', () => {
    const image = 'images/\u001b[2J.png' as const;
    const lines = contentProblems(fixture({ projects: [{ ...project, image }] }), { ownResumePdf: true });
    assert.deepEqual(lines, [
      'data/projects.ts: "Fixture".image: "images/\\u001b[2J.png" is not "images/<file>" or "devicon:<folder>/<file>.svg"',
      'data/projects.ts: "Fixture".image: no image file for "images/\\u001b[2J.png"',
    ]);
    const categories = [{ name: 'Fix\u009bture', description: 'Skills.', icon: 'code\u0007' as never, color: '#123456', skills: [] }];
    assertOneLine(
      contentProblems(fixture({ skillCategories: categories }), { ownResumePdf: true }),
      'data/skills.ts: "Fix\\u009bture".icon: no icon "code\\u0007"',
    );
  });

  it('in translations (content/translate.ts)', () => {
    const translation = { lang: 'x\u001by', strings: {}, content: { projects: { 'No\u009bSuch': { description: 'x' } } } };
    const { problems } = translate({ ...owner, projects: [project] }, translation as never);
    assertOneLine(problems, 'data/translations.ts: "x\\u001by": projects: "x\\u001by" translates "No\\u009bSuch"');
  });
});

describe('image paths stay inside data/images/', () => {
  const problems = (image: string) =>
    contentProblems({ ...assembleContent(owner), projects: [{ ...project, image } as Project] }, { ownResumePdf: true });

  it('refuses a path that leads out of data/images/ (images/../../x), with one line naming file, entry and field', () => {
    assertOneLine(
      problems('images/../../docs/content.md.svg'),
      'data/projects.ts: "Fixture".image: "images/../../docs/content.md.svg" leads outside data/images/; only files inside data/images/ are published',
    );
    const lines = problems('images/../../x');
    assert.ok(
      lines.includes(
        'data/projects.ts: "Fixture".image: "images/../../x" leads outside data/images/; only files inside data/images/ are published',
      ),
      lines.join('\n'),
    );
  });

  it('refuses a devicon path that leads out of the icons', () => {
    assertOneLine(
      problems('devicon:../../../../x.svg'),
      'data/projects.ts: "Fixture".image: ',
      'leads outside node_modules/devicon/icons/',
    );
  });

  it('refuses an absolute path in the shape check', () => {
    assertOneLine(shapeProblems(withProject({ image: '/etc/hosts.svg' })), 'data/projects.ts: "Fixture".image: not an image path');
  });
});

const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const svg = (inside: string, attributes = '') => `<svg ${SVG} ${XLINK} viewBox="0 0 10 10"${attributes}>${inside}</svg>`;

describe('an SVG that could run code or load another file is named', () => {
  const cases: [string, string, RegExp][] = [
    ['a <script>', svg('<script>alert(document.domain)</script>'), /^a <script>$/],
    ['a <script> in another prefix', svg('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'), /<s:script>/],
    ['an onload attribute', svg('<rect/>', ' onload="alert(1)"'), /^an onload attribute$/],
    ['an onclick attribute on a child', svg('<rect width="1" onclick="alert(1)"/>'), /onclick/],
    ['an onbegin attribute on an animation', svg('<animate attributeName="x" onbegin="alert(1)"/>'), /onbegin/],
    [
      'a <foreignObject> holding HTML',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      /foreignObject/,
    ],
    ['an HTML element outside a <foreignObject>', svg('<img xmlns="http://www.w3.org/1999/xhtml" src="x" />'), /HTML <img>/],
    ['an <iframe>', svg('<iframe src="https://evil.example"/>'), /^an <iframe>$/],
    ['an <embed>', svg('<embed src="https://evil.example/x.swf"/>'), /^an <embed>$/],
    ['an <object>', svg('<object data="https://evil.example/x"/>'), /^an <object>$/],
    ['a javascript: href', svg('<a href="javascript:alert(1)"><rect/></a>'), /link to "javascript:alert\(1\)" \(href\)/],
    ['a javascript: xlink:href, obfuscated', svg('<a xlink:href=" JaVa&#9;ScRiPt:alert(1)"><rect/></a>'), /\(xlink:href\)/],
    [
      'a data:text/html href',
      svg('<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><rect/></a>'),
      /link to "data:text\/html/,
    ],
    ['an external <use>', svg('<use href="https://evil.example/sprite.svg#icon"/>'), /link to "https:\/\/evil/],
    ['a file beside it', svg('<image xlink:href="other.png" width="1" height="1"/>'), /link to "other.png"/],
    ['url(http…) in a style attribute', svg('<rect style="fill:url(http://evil.example/p.svg#g)"/>'), /url\("http:\/\/evil/],
    ['url(…) in a paint attribute', svg(`<rect fill="url('https://evil.example/p.svg#g')"/>`), /url\("https:\/\/evil/],
    ['@import in <style>', svg('<style>@import "https://evil.example/x.css";</style>'), /^an @import$/],
    ['url(http…) in <style> CDATA', svg('<style><![CDATA[rect{fill:url( "//evil.example/x#g")}]]></style>'), /url\("\/\/evil/],
    ['a CSS escape that spells url(', svg('<style>rect{fill:\\75 rl(http://evil.example/x#g)}</style>'), /backslash escape/],
    ['image-set()', svg('<style>rect{background:image-set("https://evil.example/x.png" 1x)}</style>'), /image-set/],
    [
      'an <animate> that sets href',
      svg('<a href="#a"><animate attributeName="href" to="javascript:alert(1)"/></a>'),
      /<animate> that changes href/,
    ],
    [
      'a <set> that sets xlink:href',
      svg('<a xlink:href="#a"><set attributeName="xlink:href" to="javascript:alert(1)"/></a>'),
      /<set> that changes xlink:href/,
    ],
    ['a <set> that sets a handler', svg('<set attributeName="onclick" to="alert(1)"/>'), /<set> that changes onclick/],
    ['an xml:base', svg('<a href="#x" xml:base="javascript:alert(1)//"><rect/></a>'), /xml:base/],
    [
      'an <?xml-stylesheet?>',
      `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?>${svg('')}`,
      /<\?xml-stylesheet\?>/,
    ],
    ['an entity holding markup', `<!DOCTYPE svg [<!ENTITY s "<script>alert(1)</script>">]>${svg('&s;')}`, /doctype/],
    ['an attribute list declaring a handler', `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>${svg('')}`, /doctype/],
    ['an external entity', `<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]>${svg('')}`, /doctype/],
  ];
  for (const [what, file, hazard] of cases) {
    it(what, () => {
      assert.equal(svgProblem(file), undefined, 'well-formed: the construct is the reason');
      const hazards = svgHazards(file);
      assert.ok(
        hazards.some((h) => hazard.test(h)),
        `${JSON.stringify(hazards)} names ${hazard}`,
      );
    });
  }

  it('finds nothing in a plain picture, as drawing programs write them', () => {
    const plain = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
  <!ENTITY ns_svg "http://www.w3.org/2000/svg"> <!-- a drawing program's namespaces -->
]>
<svg xmlns="&ns_svg;" ${XLINK} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 40 40"
  inkscape:export-filename="C:\\Users\\me\\logo.png">
  <title>Logo: onload, url(http://x) and @import are words here</title>
  <style/><text x="1" y="9">url(http://example.com) @import</text>
  <style>.a{fill:url(#g);font-family:'Open Sans'}</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><path id="p" d="M0 0h4"/></defs>
  <!-- <script>alert(1)</script> is a comment -->
  <a href="#top"><use href="#p"/><use xlink:href="#p" class="a"/></a>
  <rect width="40" height="40" fill="url(#g)" style="stroke:url( '#g' )"/>
  <image width="1" height="1" href="data:image/png;base64,iVBORw0KGgo="/>
  <animate attributeName="opacity" from="0" to="1" dur="1s"/>
</svg>`;
    assert.equal(svgProblem(plain), undefined);
    assert.deepEqual(svgHazards(plain), []);
  });
});

describe('a build of data/ with hostile pictures', () => {
  let dir = '';
  const images = {
    script: svg('<script>alert(document.domain)</script><rect width="10" height="10"/>'),
    onload: svg('<rect width="10" height="10"/>', ' onload="alert(1)"'),
    harmless: svg('<rect width="10" height="10" fill="#123456"/>'),
  };
  const hostileUrl = 'https://live.example/a b"<x>';
  before(async () => {
    dir = await copyProject('portfolio-hostile-');
    const own = path.join(dir, 'data/images');
    await mkdir(own, { recursive: true });
    for (const [name, content] of Object.entries(images)) await writeFile(path.join(own, `test-hostile-${name}.svg`), content);
    await writeFile(path.join(dir, 'outside.svg'), images.harmless);
    await symlink(path.join(dir, 'outside.svg'), path.join(own, 'test-hostile-link.svg'));
    // data/projects.ts re-exported with fixture projects added (whatever the owner wrote in it).
    const module = path.join(dir, 'data', 'projects.ts');
    await rename(module, path.join(dir, 'data', 'projects.own.ts'));
    const fixtures = [
      { ...project, title: 'Hostile URL', liveUrl: hostileUrl },
      { ...project, title: 'Script', image: 'images/test-hostile-script.svg' },
      { ...project, title: 'Onload', image: 'images/test-hostile-onload.svg' },
      { ...project, title: 'Harmless', image: 'images/test-hostile-harmless.svg' },
      { ...project, title: 'Link', image: 'images/test-hostile-link.svg' },
      { ...project, title: 'Outside', image: 'images/../outside.svg' },
    ];
    await writeFile(
      module,
      `export * from './projects.own.ts';
import { projects as own } from './projects.own.ts';
export const projects = [...own, ...${JSON.stringify(fixtures)}];
`,
    );
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('hands every language the normalised URL', async () => {
    const site = await loadSite(dir);
    for (const { content } of site.languages) {
      assert.equal(content.projects.find((p) => p.title === 'Hostile URL')?.liveUrl, new URL(hostileUrl).href);
    }
  });

  it('stops before publishing anything, with one line per file or field', async () => {
    const failure = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'build.ts'], {
      cwd: dir,
      env: { ...process.env, OUT_DIR: path.join(dir, 'out'), BASE_PATH: '/' },
    }).then(
      () => assert.fail('the build went on'),
      (error: { code: number; stderr: string }) => error,
    );
    assert.equal(failure.code, 1);
    const only = 'only files inside data/images/ are published';
    const remove = 'a picture may run no code and load nothing from elsewhere: remove them (or export it again as a plain SVG)';
    assert.deepEqual(failure.stderr.trim().split('\n'), [
      'Content has 4 problems:',
      `data/projects.ts: "Link".image: "images/test-hostile-link.svg" is a link to a file outside data/images/; ${only} (copy the picture in instead)`,
      `data/projects.ts: "Outside".image: "images/../outside.svg" leads outside data/images/; ${only}`,
      `data/images/test-hostile-script.svg: contains a <script>; ${remove}`,
      `data/images/test-hostile-onload.svg: contains an onload attribute; ${remove}`,
    ]);
    assert.ok(!existsSync(path.join(dir, 'out')), 'nothing was written');
  });
});
