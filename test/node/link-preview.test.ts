import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { brandHex } from '../../scripts/build/brand.ts';
import { linkPreview, OG, type Preview } from '../../scripts/build/link-preview.ts';

/** The fixture's photo: an SVG portrait, drawn dark so it shows against the card. */
const photo = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240"><rect width="200" height="240" fill="#343a40"/><circle cx="100" cy="90" r="50" fill="#adb5bd"/></svg>',
);

const preview: Preview = {
  title: 'Projects',
  name: "Zoë O'Connor-Šimić",
  role: 'Data Engineer',
  host: 'zoe.example.org',
  brand: brandHex('violet'),
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
