/**
 * The picture a shared link shows (`og:image`), one per page, 1200×630: the page's title, the
 * owner's name and role, the site's address and the owner's photo, in the site's colours. Drawn
 * at build time with no network and no browser: text as glyph outlines of the Noto fonts (each
 * character in the font of its script, shaped and in visual order: text-layout.ts), the photo cut
 * round, composed by sharp. A post's page and a project's get their own, with their title. In a right-to-left language the card is mirrored: texts right-aligned,
 * brand bar on the right, photo on the left. Cached by what it shows.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Content, Page } from '../../content/types.ts';
import { imageSource } from './assets.ts';
import { xmlEscape } from './escape.ts';
import type { FontName } from './fonts.ts';
import { type Direction, fitText, isolate, layoutLine, type Line, textDirection } from './text-layout.ts';
import { direction as languageDirection } from '../../content/languages.ts';

/** The size social sites show, and a byte limit they accept. */
export const OG = { width: 1200, height: 630, maxBytes: 300_000 } as const;
/** Bump when the drawing changes, so cached pictures are drawn again. */
const DRAWING = 3;
const PHOTO = 360;
const BAR = 24;
/** From the card's start edge (left, or right in a right-to-left language) to the texts' start. */
const TEXT_START = 88;
const TEXT_WIDTH = 620;
/** From the card's start edge to the photo's near side. */
const PHOTO_START = 780;

export interface Preview {
  /** Big: the page (for Home, the owner's name). */
  readonly title: string;
  readonly name: string;
  readonly role: string;
  /** The site's address as people write it (`example.com`). */
  readonly host: string;
  readonly brand: string;
  /** The language of the texts (BCP 47), for their direction; without it, the name's first letter tells. */
  readonly lang?: string;
}

/**
 * `text` on one line, cut short with "…" to fit `max` px at `size` px. It is isolated, so it
 * orders itself by its own first letter (a Latin name in an Arabic card ends in "…" on its right).
 */
export function fitLine(text: string, weight: FontName, direction: Direction, size: number, max: number): Line {
  const options = { weight, direction };
  return fitText(
    text.trim(),
    (candidate) => layoutLine(isolate(candidate), options),
    (line) => line.width * size <= max,
  );
}

/** `text` as SVG outlines, baseline at `y`, `size` px, from `start` (its left end, or its right end right to left). */
function textPath(
  font: FontName,
  text: string,
  { start, y, size, direction }: { start: number; y: number; size: number; direction: Direction },
  fill: string,
): string {
  const line = fitLine(text, font, direction, size, TEXT_WIDTH);
  const left = direction === 'rtl' ? start - line.width * size : start;
  const outlines: string[] = [];
  for (const { run, x } of line.runs) {
    const scale = size / run.face.unitsPerEm;
    for (const placed of run.glyphs) {
      // A character no font has (glyph 0) is left out rather than drawn as a box; a space has no outline.
      const d = placed.glyph.id === 0 ? '' : placed.glyph.path.toSVG();
      if (!d) continue;
      const [gx, gy] = [left + (x + placed.x) * size, y - placed.y * size];
      outlines.push(`<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale} ${-scale})" d="${d}"/>`);
    }
  }
  return `<g fill="${xmlEscape(fill)}">${outlines.join('')}</g>`;
}

/** The title's sizes, largest first, and the size of a title on two lines (a post's title is often long). */
const TITLE_SIZES = [84, 64] as const;
const TWO_LINES = { size: 56, baselines: [170, 240] } as const;

/** The title on one line at the largest size it fits, else in two at a smaller one (the second cut short with "…" if need be). */
function titleLines(title: string, direction: Direction): { lines: string[]; size: number; baselines: readonly number[] } {
  const fits = (text: string, size: number) => layoutLine(isolate(text), { weight: 'bold', direction }).width * size <= TEXT_WIDTH;
  const size = TITLE_SIZES.find((s) => fits(title, s));
  if (size) return { lines: [title], size, baselines: [200] };
  const words = title.trim().split(/\s+/);
  let count = 1;
  while (count < words.length && fits(words.slice(0, count + 1).join(' '), TWO_LINES.size)) count++;
  return { lines: [words.slice(0, count).join(' '), words.slice(count).join(' ')], ...TWO_LINES };
}

/** The direction of a preview's texts: its language's, else its name's. */
const previewDirection = ({ lang, name }: Preview): Direction => (lang ? languageDirection(lang) : (textDirection(name) ?? 'ltr'));

/** Where a thing `width` wide goes, `from` the card's start edge. */
const place = (direction: Direction, from: number, width = 0) => (direction === 'rtl' ? OG.width - from - width : from);

/** The page's title, on one line or two (`titleLines`). */
const titleText = (title: string, direction: Direction) => {
  const { lines, size, baselines } = titleLines(title, direction);
  const start = place(direction, TEXT_START);
  return lines.map((line, i) => textPath('bold', line, { start, y: baselines[i]!, size, direction }, '#212529')).join('');
};

/** The drawing, without the photo: background, brand bar, texts. */
const drawing = (preview: Preview) => {
  const { title, name, role, host, brand } = preview;
  const direction = previewDirection(preview);
  const at = (y: number, size: number) => ({ start: place(direction, TEXT_START), y, size, direction });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG.width}" height="${OG.height}">
<rect width="${OG.width}" height="${OG.height}" fill="#f8f9fa"/><rect x="${place(direction, 0, BAR)}" width="${BAR}" height="${OG.height}" fill="${xmlEscape(brand)}"/>
${titleText(title, direction)}
${title === name ? '' : textPath('bold', name, at(420, 48), brand)}
${textPath('regular', role, at(480, 30), '#495057')}
${textPath('regular', host, at(560, 24), '#868e96')}
</svg>`;
};

/** The photo, cut round, `PHOTO` px across (an SVG drawn sharp at that size). */
async function roundPhoto(data: Buffer): Promise<Buffer> {
  const meta = await sharp(data).metadata();
  const density =
    meta.format === 'svg' && meta.width ? Math.ceil((72 * PHOTO) / Math.min(meta.width, meta.height ?? meta.width)) : undefined;
  const mask = Buffer.from(`<svg width="${PHOTO}" height="${PHOTO}"><circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}"/></svg>`);
  return sharp(data, { autoOrient: true, ...(density ? { density } : {}) })
    .resize(PHOTO, PHOTO, { fit: 'cover', position: sharp.strategy.attention })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** One page's picture as a JPEG under `OG.maxBytes` (without the photo for an owner who has none). */
export async function linkPreview(preview: Preview, photo: Buffer | undefined): Promise<Buffer> {
  const picture = sharp(Buffer.from(drawing(preview))).composite(
    photo
      ? [{ input: await roundPhoto(photo), left: place(previewDirection(preview), PHOTO_START, PHOTO), top: (OG.height - PHOTO) / 2 }]
      : [],
  );
  const flat = await picture.flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels } } as const;
  for (let quality = 86; ; quality -= 8) {
    const jpeg = await sharp(flat.data, raw).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= OG.maxBytes || quality <= 30) return jpeg;
  }
}

export interface PreviewOptions {
  readonly outDir: string;
  readonly cacheDir: string;
}

/**
 * The title each page's picture shows, by route: a page of the menu its label (Home the owner's
 * name), a post its title, a project's page the project's.
 *
 * A post's front-matter `image` is not drawn into its picture, nor is it the picture: every
 * shared link keeps the site's card (the title in the owner's colours, the owner's photo), which
 * reads at a thumbnail's size where a photo cropped to 1200×630 would say nothing of the post,
 * and the image above a text is chosen for the page, not for that crop.
 */
function previewTitles(content: PreviewContent): [route: string, title: string][] {
  return [
    ...content.pages.map((page): [string, string] => [page.route, page.route ? page.navLabel : content.profile.name]),
    ...(content.ownPosts ?? []).map((post): [string, string] => [post.route, post.version.front.title]),
    ...(content.projectPages ?? []).map((page): [string, string] => [page.route, page.project.title]),
  ];
}

type PreviewContent = Pick<Content, 'profile' | 'pages' | 'brandColor'> &
  Partial<Pick<Content, 'ownPosts' | 'projectPages'>> & { readonly strings?: Pick<Content['strings'], 'lang'> };

/** Every page's picture in `<outDir>/assets/` (404 shares Home's), posts' and projects' pages too: route → path from the site root. */
export async function buildLinkPreviews(content: PreviewContent, { outDir, cacheDir }: PreviewOptions): Promise<Record<string, string>> {
  const { profile, strings } = content;
  const photo = profile.photo ? await readFile(imageSource(profile.photo)) : undefined;
  const base = {
    name: profile.name,
    role: profile.role,
    host: new URL(profile.siteUrl).host,
    brand: content.brandColor.hex,
    ...(strings && { lang: strings.lang }),
  };
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const previews: Record<string, string> = {};
  for (const [route, title] of previewTitles(content)) {
    const preview: Preview = { ...base, title };
    const key = createHash('sha256')
      .update(photo ?? '')
      .update(JSON.stringify({ preview, DRAWING, OG }))
      .digest('hex')
      .slice(0, 10);
    const cached = path.join(cacheDir, `preview-${key}.jpg`);
    if (!existsSync(cached)) await writeFile(cached, await linkPreview(preview, photo));
    const asset = `assets/preview-${route.replaceAll('/', '-') || 'home'}.${key}.jpg`;
    await copyFile(cached, path.join(outDir, asset));
    previews[route] = asset;
  }
  return previews;
}

/** The picture for `page` (a page outside the menu shows Home's). */
export const previewFor = (previews: Readonly<Record<string, string>>, page: Page): string => previews[page.route] ?? previews['']!;
