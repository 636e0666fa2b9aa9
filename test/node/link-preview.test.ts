import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { siteContent } from '../support/site-content.ts';
import { brandColors } from '../../content/brand-color.ts';
import { buildLinkPreviews, fitLine, linkPreview, OG, type Preview } from '../../scripts/build/link-preview.ts';

/** The fixture's photo: an SVG portrait, drawn dark so it shows against the card. */
const photo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240"><rect width="200" height="240" fill="#343a40"/><circle cx="100" cy="90" r="50" fill="#adb5bd"/></svg>',
);

const preview: Preview = {
  title: 'Projects',
  name: "Zoë O'Connor-Šimić",
  role: 'Data Engineer',
  host: 'zoe.example.org',
  brand: brandColors('violet').hex,
};
const pixel = async (jpeg: Buffer, x: number, y: number) => {
  const { data: raw, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
};
/** The darkest red value in a region (sharp's stats read the whole input, so the region is cut out first). */
const darkest = async (jpeg: Buffer, left: number, top: number, width: number, height: number) => {
  const region = await sharp(jpeg).extract({ left, top, width, height }).png().toBuffer();
  return (await sharp(region).stats()).channels[0]!.min;
};
const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) <= 6);
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

describe('link previews (og:image)', () => {
  it('are 1200×630 JPEGs under 300 KB, with the brand bar in the site’s colour', async () => {
    const jpeg = await linkPreview(preview, photo);
    const meta = await sharp(jpeg).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', OG.width, OG.height]);
    assert.ok(jpeg.length <= OG.maxBytes, `${jpeg.length} B`);
    assert.ok(near(await pixel(jpeg, 10, 300), rgb(preview.brand)), 'the brand bar');
  });

  it('differ by page title, and draw the text (not an empty card)', async () => {
    const [a, b, blank] = await Promise.all([
      linkPreview(preview, photo),
      linkPreview({ ...preview, title: 'Journey' }, photo),
      linkPreview({ ...preview, title: ' ', name: ' ', role: ' ', host: ' ' }, photo),
    ]);
    assert.notDeepEqual(await sharp(a).raw().toBuffer(), await sharp(b).raw().toBuffer());
    // Where the title is drawn, dark ink; on the card without text, the background.
    assert.ok((await darkest(a, 88, 120, 400, 90)) < 80, 'the title is dark ink');
    assert.ok((await darkest(blank, 88, 120, 400, 90)) > 200, 'nothing is drawn there without text');
  });

  it('keep a long title inside the text column, away from the photo', async () => {
    const jpeg = await linkPreview({ ...preview, title: 'A very long page title that would run under the photo' }, photo);
    assert.ok((await darkest(jpeg, 88, 120, 400, 90)) < 80, 'the title is drawn');
    assert.ok((await darkest(jpeg, 720, 120, 50, 90)) > 200, 'the gap between the text and the photo stays clear');
  });

  it('leave the photo’s place empty for an owner without one', async () => {
    const [withPhoto, without] = await Promise.all([linkPreview(preview, photo), linkPreview(preview, undefined)]);
    const meta = await sharp(without).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', OG.width, OG.height]);
    assert.ok((await darkest(withPhoto, 860, 250, 200, 130)) < 100, 'the photo is drawn where it goes');
    assert.ok((await darkest(without, 860, 250, 200, 130)) > 200, 'nothing is drawn there without one');
    assert.ok((await darkest(without, 88, 120, 400, 90)) < 80, 'the title is still drawn');
  });
});

describe('link previews in a right-to-left language', () => {
  const arabic: Preview = {
    title: 'المشاريع',
    name: 'ليلى حداد',
    role: 'مطورة React منذ 2021',
    host: 'layla.example.org',
    brand: brandColors('violet').hex,
    lang: 'ar',
  };
  const background = rgb('#f8f9fa');

  it('are mirrored: brand bar on the right, texts right-aligned, photo on the left', async () => {
    const jpeg = await linkPreview(arabic, photo);
    assert.ok(near(await pixel(jpeg, OG.width - 10, 300), rgb(arabic.brand)), 'the brand bar, on the right');
    assert.ok(near(await pixel(jpeg, 10, 300), background), 'no bar on the left');
    assert.ok((await darkest(jpeg, 800, 120, 300, 90)) < 80, 'the title ends at the right');
    assert.ok((await darkest(jpeg, 140, 250, 200, 130)) < 100, 'the photo, on the left');
    assert.ok((await darkest(jpeg, 430, 40, 50, 550)) > 200, 'the gap between the photo and the texts stays clear');
  });

  it('draw an Arabic name (Noto Sans has no Arabic letters: the card used to be nameless)', async () => {
    const [named, nameless] = await Promise.all([linkPreview(arabic, photo), linkPreview({ ...arabic, name: ' ' }, photo)]);
    // The name, in the brand colour, on its row at the right.
    assert.ok((await darkest(named, 850, 380, 250, 45)) < 150, 'the name is drawn');
    assert.ok((await darkest(nameless, 850, 380, 250, 45)) > 200, 'nothing is drawn there without one');
  });

  it('take the language from the content: every page of an Arabic site is mirrored', async () => {
    const sample = siteContent;
    const content = { ...sample, profile: { ...sample.profile, name: 'ليلى حداد' }, strings: { ...sample.strings, lang: 'ar' } };
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-rtl-preview-'));
    try {
      const outDir = path.join(dir, 'out');
      const previews = await buildLinkPreviews(content, { outDir, cacheDir: path.join(dir, 'cache') });
      const home = await readFile(path.join(outDir, previews['']!));
      assert.ok(near(await pixel(home, OG.width - 10, 300), rgb(content.brandColor.hex)), 'the brand bar, on the right');
      assert.ok((await darkest(home, 800, 120, 300, 90)) < 80, "Home's title (the name) is drawn, at the right");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a very long name', () => {
  const long = 'Zoë '.repeat(500).trim();

  // That the cut lays the name out only O(log n) times: test/node/text-layout.test.ts.
  it('is cut with "…" to the text column, either way', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const line = fitLine(long, 'bold', direction, 48, 620);
      assert.ok(line.width * 48 <= 620, `${line.width * 48} px`);
      assert.match(line.text, /^Zoë Zoë .*…$/u);
    }
  });

  it('gives a preview (2,000 characters: it took minutes when each cut laid the whole name out again)', async () => {
    const [latin, arabicName] = await Promise.all([
      linkPreview({ ...preview, name: long }, photo),
      linkPreview({ ...preview, name: 'ليلى حداد '.repeat(200), lang: 'ar' }, photo),
    ]);
    assert.ok((await darkest(latin, 88, 380, 200, 45)) < 150, 'the name is drawn');
    assert.ok((await darkest(latin, 720, 380, 50, 45)) > 200, 'and stops before the photo');
    assert.ok((await darkest(arabicName, 850, 380, 250, 45)) < 150, 'right to left, the name is drawn');
    assert.ok((await darkest(arabicName, 430, 380, 50, 45)) > 200, 'and stops before the photo');
  });
});
