/**
 * The image pipeline on fixture images this test makes itself with sharp: a big photo-like JPEG,
 * a big PNG with transparency, a tiny JPEG, a huge-but-thin JPEG and an SVG.
 */
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp, { type Sharp } from 'sharp';
import { siteContent } from '../support/site-content.ts';
import { imageSlots, type BuiltImage, type ImageFile, type SlotName } from '../../elements/shared/media/image-slots.ts';
import { imageRefs } from '../../scripts/build/assets.ts';
import { buildImages, imageUses, LARGE, targetSizes, type ImageUse } from '../../scripts/build/images.ts';

let dir: string;
const file = (name: string) => path.join(dir, 'src', name);
const use = (name: string, slot: SlotName): ImageUse => ({
  ref: `images/${name}`,
  file: file(name),
  slot,
  where: `data/fixture.ts: "${name}".image`,
});

/** Soft colour fields with grain, like a photo (plain noise or flat colour would not be). */
async function photo(width: number, height: number, alpha: boolean): Promise<Sharp> {
  const cells = Buffer.from(Array.from({ length: 8 * 8 * 3 }, (_, i) => (i * 97) % 256));
  const base = await sharp(cells, { raw: { width: 8, height: 8, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let p = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++) pixels[p * channels + c] = Math.min(255, base[p * 3 + c]! + ((p * 7919 + c * 31) % 17));
    // A transparent band down the left third.
    if (alpha) pixels[p * channels + 3] = p % width < width / 3 ? 0 : 255;
  }
  return sharp(pixels, { raw: { width, height, channels } });
}

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80"><rect width="120" height="80" fill="#4263eb"/><circle cx="60" cy="40" r="30" fill="#fff"/></svg>';

const uses = (): ImageUse[] => [
  use('photo.jpg', 'heroPhoto'),
  use('shot.png', 'projectCard'),
  use('tiny.jpg', 'heroPhoto'),
  use('wide.jpg', 'projectCard'),
  use('logo.svg', 'certLogo'),
];

const built = (manifest: Awaited<ReturnType<typeof buildImages>>['manifest'], slot: SlotName, name: string): BuiltImage => {
  const image = manifest[slot]?.[`images/${name}`];
  assert.ok(image, `${slot} ${name}`);
  return image;
};

const fileMeta = async (f: ImageFile) => {
  const location = path.join(dir, 'out', f.file);
  return { ...(await sharp(location).metadata()), bytes: (await stat(location)).size };
};

describe('images made for the screen', () => {
  let first: Awaited<ReturnType<typeof buildImages>>;
  const options = () => ({ outDir: path.join(dir, 'out'), cacheDir: path.join(dir, 'cache') });

  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
    await mkdir(path.join(dir, 'src'));
    await (await photo(1400, 1050, false)).jpeg({ quality: 92 }).toFile(file('photo.jpg'));
    await (await photo(1400, 900, true)).png().toFile(file('shot.png'));
    await (await photo(90, 90, false)).jpeg().toFile(file('tiny.jpg'));
    await (await photo(LARGE.pixels + 100, 240, false)).jpeg().toFile(file('wide.jpg'));
    await writeFile(file('logo.svg'), svg);
    first = await buildImages(uses(), options());
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('makes a photo into AVIF and JPEG at each slot width × 1, 2 and 3, cropped to the slot', async () => {
    const image = built(first.manifest, 'heroPhoto', 'photo.jpg');
    const widths = targetSizes(imageSlots.heroPhoto, { width: 1400, height: 1050 }).map((s) => s.width);
    const slot = imageSlots.heroPhoto;
    const expected = [...new Set(slot.widths.flatMap(({ css, dpr }) => Array.from({ length: dpr }, (_, i) => css * (i + 1))))].sort(
      (a, b) => a - b,
    );
    assert.deepEqual(widths, expected);
    assert.deepEqual(
      image.sources.map((s) => s.type),
      ['image/avif'],
    );
    for (const [files, format] of [
      [image.sources[0]!.files, 'heif'],
      [image.fallback, 'jpeg'],
    ] as const) {
      assert.deepEqual(
        files.map((f) => f.width),
        expected,
      );
      for (const f of files) {
        const meta = await fileMeta(f);
        assert.equal(meta.format, format, f.file);
        assert.deepEqual([meta.width, meta.height], [f.width, Math.round(f.width / slot.aspect)], f.file);
      }
    }
    assert.deepEqual([image.width, image.height], [expected.at(-1), expected.at(-1)]);
    // The largest AVIF is small enough for a phone's budget and smaller than its JPEG.
    const [avif, jpeg] = [await fileMeta(image.sources[0]!.files.at(-1)!), await fileMeta(image.fallback.at(-1)!)];
    assert.ok(avif.bytes < 120_000 && avif.bytes < jpeg.bytes, `${avif.bytes} B AVIF, ${jpeg.bytes} B JPEG`);
  });

  it('keeps transparency: a PNG with alpha gets a PNG fallback and an AVIF with alpha, at 16:9', async () => {
    const image = built(first.manifest, 'projectCard', 'shot.png');
    for (const f of [...image.fallback, ...image.sources[0]!.files]) {
      const meta = await fileMeta(f);
      assert.equal(meta.hasAlpha, true, f.file);
      assert.equal(meta.height, Math.round((f.width * 9) / 16), f.file);
    }
    assert.deepEqual([...new Set(image.fallback.map((f) => path.extname(f.file)))], ['.png']);
    assert.ok(image.fallback.at(-1)!.width <= 1400, 'never wider than the source');
  });

  it('never enlarges a tiny source and warns about it, naming the file and the data field', async () => {
    const image = built(first.manifest, 'heroPhoto', 'tiny.jpg');
    assert.deepEqual(
      image.fallback.map((f) => f.width),
      [90],
    );
    const warning = first.warnings.find((w) => w.includes('tiny.jpg'));
    assert.ok(warning, first.warnings.join('\n'));
    assert.match(warning, /too small/);
    assert.ok(warning.includes('data/fixture.ts: "tiny.jpg".image'), warning);
  });

  it('warns about an absurdly large source, naming it, and about nothing made well', () => {
    const warnings = first.warnings.filter((w) => w.includes('wide.jpg'));
    assert.ok(
      warnings.some((w) => w.includes(`${LARGE.pixels + 100}×240 px`) && w.includes('"wide.jpg".image')),
      first.warnings.join('\n'),
    );
    for (const name of ['photo.jpg', 'shot.png', 'logo.svg'])
      assert.ok(!first.warnings.some((w) => w.includes(name)), first.warnings.join('\n'));
  });

  it('copies an SVG as it is, with its own width and height', async () => {
    const image = built(first.manifest, 'certLogo', 'logo.svg');
    assert.deepEqual([image.width, image.height, image.sources.length, image.fallback.length], [120, 80, 0, 1]);
    assert.equal(await readFile(path.join(dir, 'out', image.fallback[0]!.file), 'utf8'), svg);
  });

  it('stops with the file and the data field when a source is not an image it can read', async () => {
    await writeFile(file('broken.jpg'), 'not a JPEG');
    await assert.rejects(buildImages([use('broken.jpg', 'heroPhoto')], options()), (error: Error) => {
      assert.ok(error.message.includes(file('broken.jpg')) && error.message.includes('"broken.jpg".image'), error.message);
      return true;
    });
  });

  it('takes everything from the cache on a second build: nothing encoded, the same files', async () => {
    const again = await buildImages(uses(), { ...options(), outDir: path.join(dir, 'again') });
    assert.equal(first.encoded > 0, true);
    assert.equal(again.encoded, 0);
    assert.deepEqual(again.manifest, first.manifest);
    assert.deepEqual(again.warnings, first.warnings);
    const photoFile = built(again.manifest, 'heroPhoto', 'photo.jpg').fallback[0]!.file;
    assert.deepEqual(await readFile(path.join(dir, 'again', photoFile)), await readFile(path.join(dir, 'out', photoFile)));
  });
});

describe('image uses in data/', () => {
  it('give every image named in data/ a slot', () => {
    const content = siteContent;
    assert.deepEqual(new Set(imageUses(content).map((u) => u.ref)), imageRefs(content));
  });
});
