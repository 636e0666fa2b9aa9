/**
 * A post's text as its page shows it (scripts/build/markdown.ts), on Markdown the test owns:
 * headings with ids and links to themselves, raw HTML sanitised, code highlighted at build time
 * in both themes with no script, links inside the site given the page's root, footnotes whose
 * links reach them, and each mistake one line naming the file and its line.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PostVersion } from '../../content/types.ts';
import { readable } from '../../scripts/build/highlight.ts';
import { readArticle } from '../../scripts/build/markdown.ts';
import type { BuiltImage } from '../../elements/shared/media/image-slots.ts';

const version = (markdown: string, lang = 'en'): PostVersion => ({
  file: 'data/posts/fixture.md',
  lang,
  markdown,
  firstLine: 6,
  front: { title: 'Fixture', date: '2026-01-01' },
});
/** What the build made of the one picture these texts may show. */
const TIDE: BuiltImage = {
  width: 1472,
  height: 828,
  fallback: [
    { file: 'assets/tide.360.jpg', width: 360 },
    { file: 'assets/tide.1472.jpg', width: 1472 },
  ],
  sources: [
    {
      type: 'image/avif',
      files: [
        { file: 'assets/tide.360.avif', width: 360 },
        { file: 'assets/tide.1472.avif', width: 1472 },
      ],
    },
  ],
};
const place = {
  root: '/base/ar/',
  routes: ['', 'projects', 'writing/other'],
  pseudo: false,
  strings: { footnotes: 'Notes', backToReference: 'Back to {number}' },
  pictures: { 'images/tide.jpg': TIDE },
  fileRoot: '/base/',
  // The site's elements, as a fixture: a tag and the attributes it takes.
  elements: { 'portfolio-tides': ['port', 'compact'] },
};

const TEXT = `Intro with a note[^1] and [a project](/projects/) and [elsewhere](https://example.org/x).

## Getting started

\`\`\`ts
const answer: number = 42; // the answer
\`\`\`

### Details <script>alert(1)</script>

<p onclick="steal()" id="main" style="color:red">Raw <b>bold</b> <img src="x" onerror="steal()"></p>

\`\`\`unknown-language
plain <text>
\`\`\`

[^1]: The note.
`;

describe('a post rendered at build time', () => {
  it('gives each heading an id and a link to itself, and lists the sections for the table of contents', async () => {
    const article = await readArticle(version(TEXT.replace(/<img[^>]*>/, '')), place);
    assert.match(article.html, /<h2 id="getting-started"><a class="anchor" href="#getting-started">Getting started<\/a><\/h2>/);
    assert.deepEqual(article.headings, [
      { depth: 2, id: 'getting-started', text: 'Getting started' },
      { depth: 3, id: 'details-', text: 'Details' },
    ]);
  });

  it('keeps no script, event handler or inline style from raw HTML, and no id of the page’s own', async () => {
    const { html } = await readArticle(version(TEXT.replace(/<img[^>]*>/, '')), place);
    assert.doesNotMatch(html, /<script|onclick|onerror|style=|alert|steal/);
    assert.match(html, /<p id="user-content-main">Raw <b>bold<\/b> <\/p>/);
  });

  it("keeps the site's own elements with the attributes they take, each alone as a block, and nothing else of theirs", async () => {
    const text = 'Before.\n\n<portfolio-tides port="Porto" compact onclick="steal()" style="color:red"></portfolio-tides>\n\nAfter.';
    const { html, problems } = await readArticle(version(text), place);
    assert.deepEqual(problems, []);
    assert.match(html, /<p>Before\.<\/p>\n<portfolio-tides port="Porto" compact(="")?><\/portfolio-tides>\n<p>After\.<\/p>/);
  });

  it("names a tag of the site's naming that is none of its elements, with its line", async () => {
    const { problems } = await readArticle(version('Intro.\n\n<portfolio-tide port="Porto"></portfolio-tide>'), place);
    assert.deepEqual(problems, ['data/posts/fixture.md: line 8: <portfolio-tide> is no element of the site (it has <portfolio-tides>)']);
  });

  it('highlights code in both themes with classes and light-dark() rules, and leaves an unknown language plain', async () => {
    const { html, codeCss } = await readArticle(version(TEXT.replace(/<img[^>]*>/, '')), place);
    const [ts, plain] = html.match(/<pre[\s\S]*?<\/pre>/g)!;
    assert.match(ts!, /^<pre class="code" tabindex="0" dir="ltr" data-lang="ts"><code>/);
    assert.match(ts!, /<span class="tk\d+">const <\/span>/);
    for (const name of new Set(ts!.match(/tk\d+/g)))
      assert.match(codeCss, new RegExp(`\\.${name}\\{color:light-dark\\(#[0-9a-f]{3,6},#[0-9a-f]{3,6}\\)\\}`, 'i'));
    assert.match(codeCss, /^\.code\{color:light-dark\(/);
    assert.equal(plain, '<pre class="code" tabindex="0" dir="ltr" data-lang="unknown-language"><code>plain &#x3C;text></code></pre>');
    assert.equal((await readArticle(version('No code here.'), place)).codeCss, '');
  });

  it('draws every token at WCAG AA on the code’s background in both themes (a theme colour below it is the text’s)', async () => {
    const code = '```ts\nfunction f(parameter: string, other = 1) {\n  return parameter + /re+/.source + other;\n}\n```\n';
    const { codeCss } = await readArticle(version(code), place);
    const [, light, dark] = /^\.code\{color:light-dark\(#\w+,#\w+\);background:light-dark\((#\w+),(#\w+)\)\}/.exec(codeCss)!;
    const rules = [...codeCss.matchAll(/\.tk\d+\{color:light-dark\((#\w+),(#\w+)\)\}/g)];
    assert.ok(rules.length >= 4, codeCss);
    for (const [rule, l, d] of rules) {
      assert.equal(readable(l!, light!, 'too faint'), l, rule);
      assert.equal(readable(d!, dark!, 'too faint'), d, rule);
    }
    assert.equal(readable('#e36209', '#ffffff', '#24292e'), '#24292e', 'an orange at 3.5:1 on white');
    assert.equal(readable('#fff', '#000', '#777'), '#fff');
  });

  it('gives links inside the site the page’s root, leaves other addresses, and footnotes reach their notes', async () => {
    const { html } = await readArticle(version(TEXT.replace(/<img[^>]*>/, '')), place);
    assert.match(html, /<a href="\/base\/ar\/projects\/">a project<\/a>/);
    assert.match(html, /<a href="https:\/\/example\.org\/x">elsewhere<\/a>/);
    const targets = [...html.matchAll(/href="#(user-content-[^"]+)"/g)].map((m) => m[1]!);
    assert.ok(targets.length >= 2);
    for (const id of targets) assert.match(html, new RegExp(`id="${id}"`), id);
    assert.match(html, /aria-label="Back to 1"/);
    assert.match(html, /<h2 class="visually-hidden" id="user-content-footnote-label">Notes<\/h2>/);
  });

  it('names the file and line of a second title, a picture and a link the site cannot resolve', async () => {
    const { problems } = await readArticle(
      version(
        '# Title again\n\n![a](pics/a.png)\n\n[there](notes.md)\n\n[gone](/projets/#x), [fine](/writing/other/?a=1#b), [file](/resume.pdf), [home](/)\n\n![b](https://example.org/b.png)\n',
      ),
      place,
    );
    assert.deepEqual(problems, [
      'data/posts/fixture.md: line 6: a heading of level 1 ("# …"): the title is the page\'s; start the text\'s sections at "##"',
      'data/posts/fixture.md: line 8: picture "pics/a.png": write a picture as ![what it shows](images/<file>), its file in data/images/',
      'data/posts/fixture.md: line 10: link "notes.md": write a page of the site from its root ("/projects/") or a whole address ("https://…")',
      'data/posts/fixture.md: line 12: link "/projets/#x": no page of the site is at this address (a page\'s is "/", "/projects/" or the like)',
      'data/posts/fixture.md: line 14: picture "https://example.org/b.png" is on another site: put it in data/images/ and write "images/<file>" (the site loads nothing from elsewhere)',
    ]);
  });

  it('shows a picture of data/images/ with the files the build made for it, its words kept, and its box sized', async () => {
    for (const src of ['images/tide.jpg', '../images/tide.jpg']) {
      const { html, problems } = await readArticle(version(`Before.\n\n![The tide at noon](${src})\n`), place);
      assert.deepEqual(problems, []);
      const picture = /<picture>[\s\S]*?<\/picture>/.exec(html)?.[0] ?? '';
      assert.match(
        picture,
        /<source type="image\/avif" srcset="\/base\/assets\/tide\.360\.avif 360w, \/base\/assets\/tide\.1472\.avif 1472w" sizes="[^"]+">/,
        src,
      );
      assert.match(
        picture,
        /<img alt="The tide at noon" width="1472" height="828" loading="lazy" decoding="async" srcset="\/base\/assets\/tide\.360\.jpg 360w, [^"]+" sizes="[^"]+" src="\/base\/assets\/tide\.1472\.jpg">/,
        src,
      );
    }
  });

  it('counts words as the language divides them, and writes the pseudo-language everywhere but in code', async () => {
    assert.equal((await readArticle(version('One two three, four.'), place)).words, 4);
    // Texts in scripts written with spaces count as Intl.Segmenter counts them; one without spaces takes its words from it.
    const texts = {
      en: "Don't parse 3.14 twice: a well-known trick, e.g. caching.",
      pt: 'Não é difícil: as marés sobem às 06:40 e descem à noite.',
      ar: 'يقرأ المحلل جداول المد والجزر، ويعرضها الهاتف.',
      hi: 'यह विश्लेषक ज्वार की तालिकाएँ पढ़ता है।',
      ja: '潮見表を読む小さな解析器を書きました。',
      th: 'ฉันเขียนโปรแกรมอ่านตารางน้ำขึ้นน้ำลง',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const segmented = [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;
      assert.equal((await readArticle(version(text, lang), place)).words, segmented, lang);
    }
    const { html } = await readArticle(version('Plain words.\n\n```ts\nconst kept = 1;\n```\n'), { ...place, pseudo: true });
    assert.doesNotMatch(html.replace(/<pre[\s\S]*<\/pre>/, ''), /Plain|words/);
    assert.match(html, /kept/);
  });
});
