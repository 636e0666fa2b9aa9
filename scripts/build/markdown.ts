/**
 * A post's Markdown (content/posts.ts reads the files) as its page shows it: unified reads it
 * (remark: CommonMark and GitHub's tables, task lists, strikethrough, autolinks and footnotes),
 * raw HTML is parsed and sanitised (rehype-sanitize: GitHub's rules), headings get ids and links
 * to themselves (rehype-slug, rehype-autolink-headings), code is highlighted (highlight.ts), and
 * what the build checks is noted: no picture from elsewhere, no link the site cannot resolve, no
 * second title. Cached by everything it depends on, so `npm start` renders again only the post
 * that changed.
 *
 * A problem is one line naming the file and its line: `data/posts/x.md: line 12: …`.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as textOf } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { fill } from '../../content/format.ts';
import { pseudo } from '../../content/pseudo.ts';
import { quote } from '../../content/quote.ts';
import type { InterfaceStrings, PostVersion } from '../../content/types.ts';
import { isRemote, pictureRef } from '../../content/text-pictures.ts';
import { type BuiltImage, imageSlots } from '../../elements/shared/media/image-slots.ts';
import { highlightedCode, TokenClasses } from './highlight.ts';
import { pictureHtml } from './picture-html.ts';

/** A heading of the table of contents. */
export interface ArticleHeading {
  readonly depth: 2 | 3;
  readonly id: string;
  readonly text: string;
}

/** A post's text as its page shows it. */
export interface Article {
  /** Its HTML, links inside the site given the page's root (`<base><folder>`). */
  readonly html: string;
  readonly headings: readonly ArticleHeading[];
  /** Its words, as its language divides them. */
  readonly words: number;
  /** The rules of its highlighted code's classes (highlight.ts), or "". */
  readonly codeCss: string;
  readonly problems: readonly string[];
}

/** A Markdown text to render: a post's version, a project's write-up (content/project-pages.ts). */
export type ArticleSource = Pick<PostVersion, 'file' | 'lang' | 'markdown' | 'firstLine'>;

/** Where the page is: a link to `/projects/` becomes `<root>projects/`. */
export interface ArticlePlace {
  readonly root: string;
  /** The routes of the site's pages (`""`, `projects`, `writing/tide-tables`): a link to another is a mistake. */
  readonly routes: readonly string[];
  /** What the build made of the texts' pictures (`images/x.jpg` → its files), and the site root the files are under. */
  readonly pictures: Readonly<Record<string, BuiltImage>>;
  readonly fileRoot: string;
  /** Every text in the pseudo-language (content/pseudo.ts), but code. */
  readonly pseudo: boolean;
  readonly strings: Pick<InterfaceStrings['writing'], 'footnotes' | 'backToReference'>;
  /** The site's own elements a text may hold (`portfolio-projects`), each with the attributes it takes (`filter`, `featured`). */
  readonly elements: Readonly<Record<string, readonly string[]>>;
}

/** styles/post.css `.prose img`: the text's column, at most 46rem, the page's gutters aside (elements/shared/media/image-slots.ts `prose`). */
const PICTURE_SIZES = imageSlots.prose.sizes;

/** The sanitiser's prefix for the ids a text gives, so none takes the page's own (`main`); footnotes' ids have it already. */
const ID_PREFIX = 'user-content-';

/** A heading of a section of the text (not the footnotes' heading, which is for screen readers). */
const isSection = (node: Element): boolean =>
  /^h[2-6]$/.test(node.tagName) && !((node.properties.className as string[] | undefined) ?? []).includes('sr-only');

const lineOf = (node: Element, firstLine: number) => (node.position?.start.line ?? 1) + firstLine - 1;

/** A link from the site's root leads somewhere: to one of `routes`, or to a file (`/resume.pdf`, `/feed.xml`). */
function leadsToPage(href: string, routes: readonly string[]): boolean {
  const pathname = new URL(href, 'https://site.invalid').pathname;
  return /\.[a-z\d]+$/i.test(pathname) || routes.includes(decodeURIComponent(pathname).replace(/^\/|\/$/g, ''));
}

/** A tag of the site's naming (`<portfolio-…>`) that is none of its elements: one line each, as the sanitiser would drop it unsaid. */
function unknownElements(version: ArticleSource, { elements }: ArticlePlace): string[] {
  return [...version.markdown.matchAll(/<(portfolio-[a-z\d-]*)/gi)].flatMap((match) => {
    const tag = match[1]!.toLowerCase();
    if (tag in elements) return [];
    const line = version.markdown.slice(0, match.index).split('\n').length + version.firstLine - 1;
    return [
      `${version.file}: line ${line}: <${tag}> is no element of the site (it has ${Object.keys(elements)
        .map((t) => `<${t}>`)
        .join(', ')})`,
    ];
  });
}

/** Rewrites the links inside the site for the page's root, notes the headings, and what is wrong. */
function survey(tree: Root, version: ArticleSource, place: ArticlePlace) {
  const { root, routes } = place;
  const at = (node: Element) => `${version.file}: line ${lineOf(node, version.firstLine)}`;
  const headings: ArticleHeading[] = [];
  const problems: string[] = [];
  visit(tree, 'element', (node, index, parent) => {
    // The footnotes' ids, prefixed by remark-rehype and again by the sanitiser, as their links name them.
    if (typeof node.properties.id === 'string' && node.properties.id.startsWith(ID_PREFIX + ID_PREFIX)) {
      node.properties.id = node.properties.id.slice(ID_PREFIX.length);
    }
    // A paragraph of one of the site's elements alone is that element (a section is no phrase).
    if (node.tagName === 'p' && parent && index !== undefined) {
      const inside = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
      const only = inside.length === 1 ? inside[0] : undefined;
      if (only?.type === 'element' && only.tagName in place.elements) {
        parent.children[index] = only;
        return [SKIP, index];
      }
    }
    const id = node.properties.id;
    if (node.tagName === 'h1')
      problems.push(`${at(node)}: a heading of level 1 ("# …"): the title is the page's; start the text's sections at "##"`);
    // The footnotes' heading (GitHub's `sr-only`, the site's `visually-hidden`) is no section of the text.
    if (node.tagName === 'h2' && (node.properties.className as string[] | undefined)?.includes('sr-only')) {
      node.properties.className = ['visually-hidden'];
    } else if ((node.tagName === 'h2' || node.tagName === 'h3') && typeof id === 'string') {
      headings.push({ depth: node.tagName === 'h2' ? 2 : 3, id, text: textOf(node).trim() });
    }
    if (node.tagName === 'img' && parent && index !== undefined) {
      const src = String(node.properties.src ?? '');
      const built = place.pictures[pictureRef(src)];
      if (isRemote(src)) {
        problems.push(
          `${at(node)}: picture ${quote(src)} is on another site: put it in data/images/ and write "images/<file>" (the site loads nothing from elsewhere)`,
        );
      } else if (!built) {
        problems.push(`${at(node)}: picture ${quote(src)}: write a picture as ![what it shows](images/<file>), its file in data/images/`);
      } else {
        // The pipeline's files in place of the tag; the sanitiser has run, so this is the build's own markup.
        const alt = String(node.properties.alt ?? '');
        parent.children[index] = {
          type: 'raw',
          value: pictureHtml(built, { alt, sizes: PICTURE_SIZES, fileRoot: place.fileRoot, first: false }),
        };
      }
    }
    const href = node.properties.href;
    if (node.tagName === 'a' && typeof href === 'string') {
      if (href.startsWith('/') && !href.startsWith('//')) {
        node.properties.href = root + href.slice(1);
        if (!leadsToPage(href, routes)) {
          problems.push(
            `${at(node)}: link ${quote(href)}: no page of the site is at this address (a page's is "/", "/projects/" or the like)`,
          );
        }
      } else if (!href.startsWith('#') && !/^[a-z][a-z\d+.-]*:/i.test(href)) {
        problems.push(
          `${at(node)}: link ${quote(href)}: write a page of the site from its root ("/projects/") or a whole address ("https://…")`,
        );
      }
    }
  });
  return { headings, problems };
}

/** Every text but code in the pseudo-language, alternative texts too (code is the same in every language). */
function inPseudoLanguage(tree: Root): void {
  visit(tree, (node) => {
    if (node.type === 'element' && (node.tagName === 'pre' || node.tagName === 'code')) return SKIP;
    if (node.type === 'text' && node.value.trim()) node.value = pseudo(node.value);
    if (node.type === 'element' && typeof node.properties.alt === 'string') node.properties.alt = pseudo(node.properties.alt);
    return undefined;
  });
}

/** Every fenced block (`pre > code.language-x`) highlighted; a block that scrolls is reachable by keyboard. */
async function highlight(tree: Root): Promise<string> {
  const classes = new TokenClasses();
  const blocks: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'pre') blocks.push(node);
  });
  for (const pre of blocks) {
    const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
    if (!code) continue;
    const language = ((code.properties.className as string[] | undefined) ?? []).find((c) => c.startsWith('language-'))?.slice(9);
    const text = textOf(code);
    // Plain text when the language is none Shiki knows, without the fence's last line break either way.
    code.children = (language && (await highlightedCode(text, language, classes))) || [{ type: 'text', value: text.replace(/\n$/, '') }];
    pre.properties = { className: ['code'], tabIndex: 0, dir: 'ltr', ...(language && { dataLang: language }) };
    code.properties = {};
  }
  return classes.css();
}

/** Letters of the scripts written without spaces between words, whose words only a dictionary finds. */
const UNSPACED = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}\p{sc=Tibetan}]/u;
/** A word of a script written with spaces: letters, marks and digits, with the apostrophes and dots inside it ("don't", "3.14"); a hyphen divides two, as for Intl.Segmenter. */
const SPACED_WORD = /[\p{L}\p{M}\p{N}]+(?:['’.][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * Words, as the text's language divides them: Intl.Segmenter's dictionary for a text with words
 * not divided by spaces (Chinese, Japanese, Thai), else the runs of letters between spaces and
 * punctuation, which count the same words 300 times faster (0.04 ms against 11 ms for 1,500
 * words in Node 20: a segment object per word; 132 ms spread into an array).
 */
function wordCount(text: string, lang: string): number {
  if (!UNSPACED.test(text)) return text.match(SPACED_WORD)?.length ?? 0;
  let words = 0;
  for (const segment of new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)) if (segment.isWordLike) words++;
  return words;
}

/**
 * Markdown that may hold HTML: a `<` before a letter, `/`, `!` or `?` (code with one is read the
 * slower way too, as rightly). HTML this missed would still never reach the page: the sanitiser
 * keeps no raw node.
 */
const RAW_HTML = /<[a-z/!?]/i;

const processors = new Map<string, ReturnType<typeof makeProcessor>>();

/**
 * The reader for texts with these footnote words: made once (200 posts share it), with the HTML
 * parser (rehype-raw: a third of a text's time) only for a text that may hold HTML.
 */
function processorFor({ strings, elements }: ArticlePlace, raw: boolean) {
  const key = JSON.stringify([strings.footnotes, strings.backToReference, elements, raw]);
  let processor = processors.get(key);
  if (!processor) processors.set(key, (processor = makeProcessor(strings, elements, raw)));
  return processor;
}

/** GitHub's rules, and the site's own elements with their attributes (each prerendered on the page, as on any page). */
const sanitizeSchema = (elements: ArticlePlace['elements']): Options => ({
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), ...Object.keys(elements)],
  attributes: { ...defaultSchema.attributes, ...Object.fromEntries(Object.entries(elements).map(([tag, names]) => [tag, [...names]])) },
});

function makeProcessor(strings: ArticlePlace['strings'], elements: ArticlePlace['elements'], raw: boolean) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, {
      allowDangerousHtml: true,
      footnoteLabel: strings.footnotes,
      footnoteBackLabel: (reference: number) => fill(strings.backToReference, { number: reference + 1 }),
    })
    .use(raw ? rehypeRaw : () => undefined)
    .use(rehypeSanitize, sanitizeSchema(elements))
    .use(rehypeSlug)
    .use(rehypeAutolinkHeadings, { behavior: 'wrap', test: isSection, properties: { className: ['anchor'] } })
    .freeze();
}

async function read(version: ArticleSource, place: ArticlePlace): Promise<Article> {
  const { pseudo: pseudoLanguage } = place;
  const processor = processorFor(place, RAW_HTML.test(version.markdown));
  const tree = (await processor.run(processor.parse(version.markdown))) as Root;
  if (pseudoLanguage) inPseudoLanguage(tree);
  const { headings, problems } = survey(tree, version, place);
  problems.unshift(...unknownElements(version, place));
  const words = wordCount(textOf(tree), version.lang);
  const codeCss = await highlight(tree);
  // Raw nodes are the pictures the survey wrote (the text's own HTML was parsed and sanitised before).
  return { html: toHtml(tree, { allowDangerousHtml: true }), headings, words, codeCss, problems };
}

const cache = new Map<string, Promise<Article>>();

/** The post's text read, sanitised, highlighted and checked (cached by everything it depends on). */
export function readArticle(version: ArticleSource, place: ArticlePlace): Promise<Article> {
  const key = createHash('sha256')
    .update(JSON.stringify([version, place]))
    .digest('hex');
  if (!cache.has(key)) cache.set(key, read(version, place));
  return cache.get(key)!;
}
