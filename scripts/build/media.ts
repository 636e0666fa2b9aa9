/**
 * Step 1: every image and icon the pages use, into `dist/assets/` under content-hashed names:
 * the images named in `data/` resized for each place they are shown (AVIF + JPEG/PNG, cached in
 * .cache/images/), each page's link preview (og:image), the favicon (the brand's letter in its colour), the icon sprite (every icon, one file). Every SVG
 * among them is read back as XML (a malformed one stops the build, naming the file).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../../content/types.ts';
import type { ImageManifest } from '../../elements/shared/media/image-slots.ts';
import { contentHash } from './assets.ts';
import { faviconSvg } from './brand.ts';
import { buildImages, imageUses } from './images.ts';
import { buildLinkPreviews } from './link-preview.ts';
import { iconSprite } from './sprite.ts';
import { checkSvgFiles } from './svg.ts';

export interface Media {
  readonly images: ImageManifest;
  /** Images too small or too large, naming the data field. */
  readonly warnings: readonly string[];
  /** Paths from the site root. */
  /** Language → route → each page's link preview picture (`og:image`), in that language. */
  readonly previews: Readonly<Record<string, Readonly<Record<string, string>>>>;
  readonly favicon: string;
  readonly sprite: string;
}

/** Writes `content`'s text under a hashed name in `<outDir>/assets/` and returns that path. */
async function writeHashed(outDir: string, name: string, content: string): Promise<string> {
  const file = `assets/${name}.${contentHash(content)}.svg`;
  await writeFile(path.join(outDir, file), content);
  return file;
}

/** `contents`: the site in each of its languages (the first, the default, names the images). */
export async function buildMedia(contents: readonly Content[], outDir: string, cacheDir: string): Promise<Media> {
  const options = { outDir, cacheDir };
  const content = contents[0]!;
  const images = await buildImages(imageUses(content), options);
  const previews: Record<string, Readonly<Record<string, string>>> = {};
  for (const each of contents) previews[each.strings.lang] = await buildLinkPreviews(each, options);
  const favicon = await writeHashed(outDir, 'favicon', faviconSvg(content.profile.brand, content.brandColor));
  const sprite = await writeHashed(outDir, 'icons', iconSprite());
  await checkSvgFiles(outDir);
  return { images: images.manifest, warnings: images.warnings, previews, favicon, sprite };
}
