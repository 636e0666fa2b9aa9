/**
 * The picture a shared link shows (`og:image`), one per page, 1200×630: the page's title, the
 * owner's name and role, the site's address and the owner's photo, in the site's colours. Drawn
 * at build time with no network and no browser: text as outlines of Noto Sans (fontkit), the
 * photo cut round, composed by sharp. Cached by what it shows.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Content, Page } from '../../content/types.ts';
import { imageSource } from './assets.ts';
import { brandHex } from './brand.ts';
import { type FontName, fontFaces } from './fonts.ts';

/** The size social sites show, and a byte limit they accept. */
export const OG = { width: 1200, height: 630, maxBytes: 300_000 } as const;
/** Bump when the drawing changes, so cached pictures are drawn again. */
const DRAWING = 1;
const PHOTO = 360;
const TEXT_WIDTH = 620;

export interface Preview {
  /** Big: the page (for Home, the owner's name). */
  readonly title: string;
  readonly name: string;
  readonly role: string;
  /** The site's address as people write it (`example.com`). */
  readonly host: string;
  readonly brand: string;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** `text` as SVG outlines: left at `x`, baseline at `y`, `size` px, cut short with "…" to fit `max` px. */
function textPath(font: FontName, text: string, x: number, y: number, size: number, max: number, fill: string): string {
  const face = fontFaces()[font];
  const scale = size / face.unitsPerEm;
  let chars = [...text.trim()];
  let run = face.layout(text.trim());
  while (run.advanceWidth * scale > max && chars.length > 1) {
    chars = chars.slice(0, -1);
    run = face.layout(`${chars.join('').trimEnd()}…`);
  }
  let pen = 0;
  const outlines: string[] = [];
  run.glyphs.forEach((glyph, i) => {
    const at = run.positions[i]!;
    const [gx, gy] = [x + (pen + at.xOffset) * scale, y - at.yOffset * scale];
    // A character the font lacks (glyph 0) is left out rather than drawn as a box.
    if (glyph.id !== 0)
      outlines.push(`<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale} ${-scale})" d="${glyph.path.toSVG()}"/>`);
    pen += at.xAdvance;
  });
  return `<g fill="${escapeAttribute(fill)}">${outlines.join('')}</g>`;
}

/** The drawing, without the photo: background, brand bar, texts. */
const drawing = ({
  title,
  name,
  role,
  host,
  brand,
}: Preview) => `<svg xmlns="http://www.w3.org/2000/svg" width="${OG.width}" height="${OG.height}">
<rect width="${OG.width}" height="${OG.height}" fill="#f8f9fa"/><rect width="24" height="${OG.height}" fill="${brand}"/>
${textPath('bold', title, 88, 200, 84, TEXT_WIDTH, '#212529')}
${title === name ? '' : textPath('bold', name, 88, 420, 48, TEXT_WIDTH, brand)}
${textPath('regular', role, 88, 480, 30, TEXT_WIDTH, '#495057')}
${textPath('regular', host, 88, 560, 24, TEXT_WIDTH, '#868e96')}
</svg>`;

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
    photo ? [{ input: await roundPhoto(photo), left: 780, top: (OG.height - PHOTO) / 2 }] : [],
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

/** Every page's picture in `<outDir>/assets/` (404 shares Home's): route → path from the site root. */
export async function buildLinkPreviews(
  content: Pick<Content, 'profile' | 'pages' | 'brandColor'>,
  { outDir, cacheDir }: PreviewOptions,
): Promise<Record<string, string>> {
  const { profile, pages } = content;
  const photo = profile.photo ? await readFile(imageSource(profile.photo)) : undefined;
  const base = { name: profile.name, role: profile.role, host: new URL(profile.siteUrl).host, brand: brandHex(content.brandColor) };
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const previews: Record<string, string> = {};
  for (const page of pages) {
    const preview: Preview = { ...base, title: page.route ? page.navLabel : profile.name };
    const key = createHash('sha256')
      .update(photo ?? '')
      .update(JSON.stringify({ preview, DRAWING, OG }))
      .digest('hex')
      .slice(0, 10);
    const cached = path.join(cacheDir, `preview-${key}.jpg`);
    if (!existsSync(cached)) await writeFile(cached, await linkPreview(preview, photo));
    const asset = `assets/preview-${page.route || 'home'}.${key}.jpg`;
    await copyFile(cached, path.join(outDir, asset));
    previews[page.route] = asset;
  }
  return previews;
}

/** The picture for `page` (a page outside the menu shows Home's). */
export const previewFor = (previews: Readonly<Record<string, string>>, page: Page): string => previews[page.route] ?? previews['']!;
