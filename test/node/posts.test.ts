/**
 * The owner's own posts (content/posts.ts) on fixture files the test owns: a file's name is its
 * address and language, its front matter is checked in one line per problem naming the file and
 * the field or line, drafts get a page only in `npm start` and are listed nowhere, the lists put
 * the newest first and show a synced copy of a local post once.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listedPosts, type PostFile, postPages, readPostName, readPosts } from '../../content/posts.ts';
import type { Post } from '../../content/types.ts';
import { siteUrlsFor } from '../../content/site-urls.ts';

const LANGUAGES = ['pt-PT', 'ar'];
const post = (name: string, front: string, text = 'Some words.'): PostFile => ({ name, text: `---\n${front}\n---\n\n${text}\n` });
const problemsOf = (...files: PostFile[]) => readPosts(files, LANGUAGES).problems;

describe('a post file (data/posts/<address>.md, <address>.<lang>.md)', () => {
  it('is named by its address and, for a translation, one of the other languages of the site', () => {
    assert.deepEqual(readPostName('tide-tables.md', LANGUAGES), { slug: 'tide-tables', lang: 'pt-PT' });
    assert.deepEqual(readPostName('tide-tables.AR.md', LANGUAGES), { slug: 'tide-tables', lang: 'ar' });
    assert.deepEqual(readPostName('horários-2026.md', LANGUAGES), { slug: 'horários-2026', lang: 'pt-PT' });
    for (const bad of ['Tide Tables.md', 'tide--tables.md', '-tide.md', 'a.b.c.md']) {
      assert.match((readPostName(bad, LANGUAGES) as { problem: string }).problem, /^the file name is the page's address/, bad);
    }
    assert.equal(
      (readPostName('tide-tables.fr.md', LANGUAGES) as { leftOut: string }).leftOut,
      '"fr" is not another language of the site ("ar", from data/translations.ts); the default language\'s file is tide-tables.md: not published',
    );
    assert.match((readPostName('tide-tables.pt-PT.md', LANGUAGES) as { leftOut: string }).leftOut, /is not another language/);
  });

  it('reads title, date, summary, tags, image and draft, and keeps the Markdown with the line it starts on', () => {
    const { posts, problems } = readPosts(
      [
        post(
          'tide-tables.md',
          'title: Marés\ndate: 2026-09-14\nsummary: Curto.\ntags: [a, b]\nimage: images/x.png\ndraft: false',
          '## Um\n\nTexto.',
        ),
      ],
      LANGUAGES,
    );
    assert.deepEqual(problems, []);
    const version = posts[0]!.versions.get('pt-PT')!;
    assert.deepEqual(version.front, {
      title: 'Marés',
      date: '2026-09-14',
      summary: 'Curto.',
      tags: ['a', 'b'],
      image: 'images/x.png',
      draft: false,
    });
    assert.equal(version.file, 'data/posts/tide-tables.md');
    assert.equal(version.firstLine, 9);
    assert.equal(version.markdown.trim(), '## Um\n\nTexto.');
  });

  it('names the file and the field of each front-matter mistake, one line each', () => {
    assert.deepEqual(problemsOf(post('a.md', 'date: 2026-01-01')), ['data/posts/a.md: title: is missing']);
    assert.deepEqual(problemsOf(post('a.md', 'title: A')), ['data/posts/a.md: date: is missing']);
    assert.deepEqual(problemsOf(post('a.md', 'title: A\ndate: 2026-02-30')), [
      'data/posts/a.md: date: "2026-02-30" is not a day of the calendar in the form YYYY-MM-DD',
    ]);
    assert.deepEqual(problemsOf(post('a.md', 'title: A\ndate: 14/09/2026')), [
      'data/posts/a.md: date: "14/09/2026" is not a day of the calendar in the form YYYY-MM-DD',
    ]);
    assert.deepEqual(problemsOf(post('a.md', 'title: A\ndate: 2026-01-01\nsumary: B')), [
      'data/posts/a.md: sumary: unknown field "sumary" (did you mean "summary"?)',
    ]);
    assert.deepEqual(problemsOf(post('a.md', 'title: A\ndate: 2026-01-01\ndraft: yes')), [
      'data/posts/a.md: draft: should be boolean, not string',
    ]);
    assert.deepEqual(problemsOf({ name: 'a.md', text: 'Just text.\n' }), [
      'data/posts/a.md: no front matter: start the file with a "---" line, the fields (title, date…), and another "---" line',
    ]);
    const [yaml] = problemsOf(post('a.md', 'title: A\ntitle: B\ndate: 2026-01-01'));
    assert.match(yaml!, /^data\/posts\/a\.md: line 3: front matter: /);
    assert.deepEqual(problemsOf(post('a.ar.md', 'title: A\ndate: 2026-01-01')), [
      'data/posts/a.ar.md: a translation of a.md, which is missing: write the post in the default language first',
    ]);
  });
});

describe('which posts get a page, and how the lists show them', () => {
  const files = [
    post('older.md', 'title: Antigo\ndate: 2025-03-01'),
    post('newer.md', 'title: Novo\ndate: 2026-05-01'),
    post('newer.ar.md', 'title: جديد\ndate: 2026-05-01'),
    post('hidden.md', 'title: Rascunho\ndate: 2026-12-01\ndraft: true'),
  ];
  const { posts } = readPosts(files, LANGUAGES);
  const place = { urls: siteUrlsFor('/site/', 'https://ines.example.org'), folders: { 'pt-PT': '', ar: 'ar/' } };

  it('builds a page for each post written in the language, newest first; a draft only in npm start', () => {
    assert.deepEqual(
      postPages(posts, 'pt-PT', false).map((p) => [p.route, p.languages]),
      [
        ['writing/newer', ['pt-PT', 'ar']],
        ['writing/older', ['pt-PT']],
      ],
    );
    // Every post has a page in every language, its text in the default one when not translated.
    assert.deepEqual(
      postPages(posts, 'ar', false).map((p) => [p.route, p.version.lang]),
      [
        ['writing/newer', 'ar'],
        ['writing/older', 'pt-PT'],
      ],
    );
    assert.deepEqual(
      postPages(posts, 'pt-PT', true).map((p) => p.route),
      ['writing/hidden', 'writing/newer', 'writing/older'],
    );
  });

  it('lists the published posts (no draft), each in the language when translated, else in the default one, linking to its page here', () => {
    const ar = listedPosts([], posts, 'ar', place);
    assert.deepEqual(
      ar.map((p) => [p.title, p.url, p.local]),
      [
        ['جديد', 'https://ines.example.org/site/ar/writing/newer/', { route: 'writing/newer', folder: 'ar/', lang: 'ar' }],
        ['Antigo', 'https://ines.example.org/site/ar/writing/older/', { route: 'writing/older', folder: 'ar/', lang: 'pt-PT' }],
      ],
    );
    assert.ok(!listedPosts([], posts, 'pt-PT', place).some((p) => p.title === 'Rascunho'));
  });

  it('lists a synced post whose address is a local post’s page once, and keeps every other synced post', () => {
    const synced = (url: string, title = 'Synced'): Post => ({
      title,
      url: url as Post['url'],
      date: '2026-05-02',
      summary: null,
      tags: [],
    });
    const listed = listedPosts(
      [
        synced('https://ines.example.org/site/writing/newer'),
        synced('https://ines.example.org/site/ar/writing/older/'),
        synced('https://dev.to/ines/newer', 'Elsewhere'),
      ],
      posts,
      'pt-PT',
      place,
    );
    assert.deepEqual(
      listed.map((p) => p.title),
      ['Elsewhere', 'Novo', 'Antigo'],
    );
  });
});
