/**
 * The pictures a text of the owner's shows (a post's Markdown, a project's write-up), found as
 * the build's Markdown reader finds them (remark, with GitHub's extensions: a `![…](…)` in code
 * is no picture), with the line each is on. The build resizes them like every picture of data/
 * (content/image-fields.ts) and shows them where the text has them (scripts/build/markdown.ts).
 *
 * A picture of data/images/ is written `images/<file>`, as in the data files, or
 * `../images/<file>`, the same file from data/posts/ (so an editor's Markdown preview shows it too).
 */
import type { Image, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { ImageRef } from './types.ts';

/** A text of the owner's: where it is (for messages), its Markdown and the file's line it starts on. */
export interface OwnText {
  readonly file: string;
  readonly markdown: string;
  readonly firstLine: number;
}

export interface TextPicture {
  /** As the text writes it, for messages: `../images/tides.jpg`. */
  readonly src: string;
  /** As data/ names a picture: `images/tides.jpg`. */
  readonly ref: ImageRef;
  /** The line of the file it is on. */
  readonly line: number;
}

/** A picture's address from another site: refused where it is met (markdown.ts), never fetched. */
export const isRemote = (src: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(src);

/** `../images/x.jpg` → `images/x.jpg`; any other address as it is. */
export const pictureRef = (src: string): ImageRef => src.replace(/^\.\.\/(?=images\/)/, '') as ImageRef;

const reader = unified().use(remarkParse).use(remarkGfm);

/** Each text's pictures, found once: the content checks, the image pipeline and the quick path all ask. */
const found = new WeakMap<OwnText, readonly TextPicture[]>();

/** The pictures of `text` that are not from another site, in order. */
export function textPictures(text: OwnText): readonly TextPicture[] {
  // Most texts have none: only one that may is read (an `<img>` written as HTML is the build's concern: markdown.ts).
  if (!text.markdown.includes('![')) return [];
  let pictures = found.get(text);
  if (!pictures) {
    const list: TextPicture[] = [];
    visit(reader.parse(text.markdown) as Root, 'image', (node: Image) => {
      if (!isRemote(node.url))
        list.push({ src: node.url, ref: pictureRef(node.url), line: (node.position?.start.line ?? 1) + text.firstLine - 1 });
    });
    found.set(text, (pictures = list));
  }
  return pictures;
}
