/**
 * Images named in `data/`, made for the screen with sharp: for each place an image is shown (a
 * slot, see elements/shared/media/image-slots.ts) a raster source (JPEG, PNG, WebP, AVIF) becomes
 * AVIF files and a JPEG fallback (PNG when it has transparency) at the slot's widths × 1, 2 and 3,
 * never wider than the source; SVGs (they scale) and GIFs (they may move) are copied as given,
 * each under the extension of what its bytes are (an SVG named `.png` is published as `.svg`,
 * after the content check held it to the SVG rules: scripts/build/svg.ts `isMarkup`). Every
 * result is cached in `.cache/images/` under a hash of the
 * source and the settings, so a rebuild without a changed image encodes nothing. Sources too
 * small for their slot at 2x, or absurdly large, are reported as warnings naming the file and
 * the data field that uses it.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageRef } from '../../content/types.ts';
import {
  imageSlots,
  type BuiltImage,
  type ImageFile,
  type ImageManifest,
  type ImageSlot,
  type SlotName,
} from '../../elements/shared/media/image-slots.ts';
import { imageSource } from './assets.ts';
import { imageFields, type ImageContent } from '../../content/image-fields.ts';
import { writeAtomic } from './output.ts';
import { isMarkup } from './svg.ts';

/** Bump when the way files are made changes, so cached ones are made again (settings are in the key anyway). */
const PIPELINE = 2;
/** Effort 3 encodes about five times faster than the default 4 for a file 1–2 % larger. */
const AVIF = { quality: 50, effort: 3 } as const;
const JPEG = { quality: 75, mozjpeg: true } as const;
const PNG = { compressionLevel: 9, palette: true } as const;
/** A source over either limit is worth a warning: it slows cold builds and weighs on the repository. */
export const LARGE = { bytes: 8 * 1024 * 1024, pixels: 6000 } as const;

/** One place that shows an image: the reference, its file, the slot, and where `data/` names it. */
export interface ImageUse {
  readonly ref: ImageRef;
  readonly file: string;
  readonly slot: SlotName;
  /** E.g. `data/profile.ts: "Jane Doe".photo`, for warnings. */
  readonly where: string;
}

/** Every image the sections show, with the slot each is shown in. */
export const imageUses = (content: ImageContent): ImageUse[] =>
  imageFields(content).flatMap(({ ref, slots, where }) => slots.map((slot) => ({ ref, file: imageSource(ref), slot, where })));

export interface ImageOptions {
  /** The built files go to `<outDir>/assets/`. */
  readonly outDir: string;
  /** Encoded files and what is known about each source, kept between builds. */
  readonly cacheDir: string;
}

export interface BuiltImages {
  readonly manifest: ImageManifest;
  readonly warnings: readonly string[];
  /** How many slot images were encoded now rather than taken from the cache. */
  readonly encoded: number;
}

interface SourceFacts {
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  /** SVG or GIF (by its bytes): shipped as given, with this extension. */
  readonly passThrough: '.svg' | '.gif' | undefined;
}

/** A cache entry: the source's facts, the built image, and which cached file each asset is. */
interface Entry {
  readonly source: SourceFacts;
  readonly image: BuiltImage;
  readonly files: readonly { readonly asset: string; readonly cached: string }[];
}

function hash(...parts: (string | Uint8Array)[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 10);
}

async function sourceFacts(data: Buffer): Promise<SourceFacts> {
  const meta = await sharp(data).metadata();
  const markup = isMarkup(data);
  // An SVG the content check could not read as one (compressed, say) is not published as given.
  if (meta.format === 'svg' && !markup) throw new Error('an SVG that is not plain text (a compressed .svgz?): save it as a plain SVG');
  const passThrough = markup ? '.svg' : meta.format === 'gif' ? '.gif' : undefined;
  return { width: meta.autoOrient.width, height: meta.autoOrient.height, bytes: data.length, passThrough };
}

/** The sizes to make: each slot width × each density up to its limit, never beyond the source. */
export function targetSizes(slot: ImageSlot, source: { width: number; height: number }): { width: number; height: number }[] {
  const sizes = new Map<number, { width: number; height: number }>();
  for (const { css, dpr } of slot.widths) {
    for (let density = 1; density <= dpr; density++) {
      const box = { width: css * density, height: (css * density) / slot.aspect };
      const scale =
        slot.fit === 'cover'
          ? Math.min(1, source.width / box.width, source.height / box.height)
          : Math.min(1, box.width / source.width, box.height / source.height);
      const size =
        slot.fit === 'cover'
          ? { width: box.width * scale, height: box.height * scale }
          : { width: source.width * scale, height: source.height * scale };
      const rounded = { width: Math.max(1, Math.round(size.width)), height: Math.max(1, Math.round(size.height)) };
      sizes.set(rounded.width, rounded);
    }
  }
  return [...sizes.values()].sort((a, b) => a.width - b.width);
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Content hashes of source files, remembered with their size and modification time, so a
 * rebuild reads no unchanged source (a phone photo or a big PNG is many megabytes).
 */
async function sourceHashes(cacheDir: string) {
  const indexFile = path.join(cacheDir, 'sources.json');
  const known = (await readJson<Record<string, { size: number; mtimeMs: number; hash: string }>>(indexFile)) ?? {};
  const pending = new Map<string, Promise<string>>();
  let changed = false;
  const compute = async (file: string) => {
    const { size, mtimeMs } = await stat(file);
    const seen = known[file];
    if (seen && seen.size === size && seen.mtimeMs === mtimeMs) return seen.hash;
    known[file] = { size, mtimeMs, hash: hash(await readFile(file)) };
    changed = true;
    return known[file].hash;
  };
  return {
    of(file: string): Promise<string> {
      if (!pending.has(file)) pending.set(file, compute(file));
      return pending.get(file)!;
    },
    async save(): Promise<void> {
      if (changed) await writeAtomic(indexFile, JSON.stringify(known));
    },
  };
}

const assetName = (ref: string): string => path.parse(ref.replace(/^devicon:/, '')).name;

/** Encodes (or copies) one source for one slot into the cache. */
async function encode(data: Buffer, ref: string, slot: ImageSlot, key: string, cacheDir: string): Promise<Entry> {
  const source = await sourceFacts(data);
  const name = assetName(ref);
  if (source.passThrough) {
    const ext = source.passThrough;
    const cached = `${key}${ext}`;
    await writeAtomic(path.join(cacheDir, cached), data);
    const only: ImageFile = { file: `assets/${name}.${key}${ext}`, width: source.width };
    return {
      source,
      image: { width: source.width, height: source.height, fallback: [only], sources: [] },
      files: [{ asset: only.file, cached }],
    };
  }
  const sizes = targetSizes(slot, source);
  const largest = sizes[sizes.length - 1]!;
  // Decode, orient and crop once, at the largest size; every smaller file is made from that.
  const master = await sharp(data, { autoOrient: true })
    .resize(largest.width, largest.height, { fit: 'cover', position: sharp.strategy.attention })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } } as const;
  const opaque = master.info.channels < 4 || (await sharp(master.data, raw).stats()).isOpaque;
  const resized = (size: { width: number; height: number }) => {
    const image = sharp(master.data, raw).resize(size.width, size.height, { fit: 'fill' });
    return opaque ? image.removeAlpha() : image;
  };
  const fallbackExt = opaque ? 'jpg' : 'png';
  const formats = [
    { ext: 'avif', encode: (s: Sharp) => s.avif(AVIF) },
    { ext: fallbackExt, encode: (s: Sharp) => (opaque ? s.jpeg(JPEG) : s.png(PNG)) },
  ];
  const files: { asset: string; cached: string }[] = [];
  const made = await Promise.all(
    formats.map(async ({ ext, encode: encodeAs }) =>
      Promise.all(
        sizes.map(async (size) => {
          const cached = `${key}-${size.width}.${ext}`;
          await writeAtomic(path.join(cacheDir, cached), await encodeAs(resized(size)).toBuffer());
          const asset = `assets/${name}-${size.width}.${key}.${ext}`;
          files.push({ asset, cached });
          return { file: asset, width: size.width };
        }),
      ),
    ),
  );
  const [avif, fallback] = made as [ImageFile[], ImageFile[]];
  return {
    source,
    image: { width: largest.width, height: largest.height, fallback, sources: [{ type: 'image/avif', files: avif }] },
    files,
  };
}

/** Makes every slot image (from the cache when it can) into `<outDir>/assets/` and returns the manifest. */
export async function buildImages(uses: readonly ImageUse[], { outDir, cacheDir }: ImageOptions): Promise<BuiltImages> {
  await mkdir(path.join(outDir, 'assets'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const sources = await sourceHashes(cacheDir);
  const entries = new Map<string, Promise<Entry>>();
  const copied = new Set<string>();
  let encoded = 0;

  const build = async (use: ImageUse): Promise<Entry> => {
    const slot = imageSlots[use.slot];
    const key = hash(
      await sources.of(use.file),
      JSON.stringify({ PIPELINE, AVIF, JPEG, PNG, sharp: sharp.versions.sharp, fit: slot.fit, aspect: slot.aspect, widths: slot.widths }),
    );
    if (!entries.has(key)) {
      entries.set(
        key,
        (async () => {
          const cached = await readJson<Entry>(path.join(cacheDir, `${key}.json`));
          if (cached?.files.every((f) => existsSync(path.join(cacheDir, f.cached)))) return cached;
          encoded++;
          const entry = await encode(await readFile(use.file), use.ref, slot, key, cacheDir).catch((error: unknown) => {
            throw new Error(
              `${use.file} (${use.where}): cannot make it into images: ${error instanceof Error ? error.message : String(error)}`,
            );
          });
          await writeAtomic(path.join(cacheDir, `${key}.json`), JSON.stringify(entry));
          return entry;
        })(),
      );
    }
    const entry = await entries.get(key)!;
    for (const { asset, cached } of entry.files) {
      if (copied.has(asset)) continue;
      copied.add(asset);
      await copyFile(path.join(cacheDir, cached), path.join(outDir, asset));
    }
    return entry;
  };

  // Two at a time: sharp already spreads one image over the cores.
  const built: Entry[] = [];
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      for (let i = next++; i < uses.length; i = next++) built[i] = await build(uses[i]!);
    }),
  );
  await sources.save();

  const manifest: Record<string, Record<string, BuiltImage>> = {};
  const facts = new Map<string, { source: SourceFacts; uses: ImageUse[] }>();
  uses.forEach((use, i) => {
    (manifest[use.slot] ??= {})[use.ref] = built[i]!.image;
    const seen = facts.get(use.file) ?? { source: built[i]!.source, uses: [] };
    seen.uses.push(use);
    facts.set(use.file, seen);
  });
  const warnings = [...facts.entries()].flatMap(([file, { source, uses: using }]) => sourceWarnings(file, source, using));
  return { manifest: manifest as ImageManifest, warnings, encoded };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Too small for a slot at 2x (it would look blurry), or absurdly large; one line per problem. */
function sourceWarnings(file: string, source: SourceFacts, uses: readonly ImageUse[]): string[] {
  const relative = path.relative(process.cwd(), file);
  const name = relative.startsWith('..') ? file : relative;
  const size = `${source.width}×${source.height} px`;
  const warnings: string[] = [];
  if (source.bytes > LARGE.bytes || Math.max(source.width, source.height) > LARGE.pixels) {
    const where = [...new Set(uses.map((u) => u.where))].join(', ');
    warnings.push(
      `${name} (${where}) is ${megabytes(source.bytes)}, ${size}: far more than any screen here needs. ` +
        `The build resizes it, but a copy under ${megabytes(LARGE.bytes)} and ${LARGE.pixels} px keeps the repository small and cold builds quick.`,
    );
  }
  if (source.passThrough) return warnings;
  for (const use of uses) {
    const slot: ImageSlot = imageSlots[use.slot];
    const css = Math.max(...slot.widths.map((w) => w.css));
    const need = { width: css * 2, height: Math.round((css * 2) / slot.aspect) };
    const tooSmall =
      slot.fit === 'cover' ? source.width < need.width || source.height < need.height : Math.max(source.width, source.height) < need.width;
    if (!tooSmall) continue;
    const needed = slot.fit === 'cover' ? `${need.width}×${need.height} px` : `${need.width} px on its longer side`;
    warnings.push(
      `${name} (${use.where}) is ${size}, too small to look sharp: it is shown up to ${css} px wide, which needs ${needed} on a 2x screen.`,
    );
  }
  return [...new Set(warnings)];
}

/**
 * The manifest with every source as it is, at its own size: for the browser tests, which serve
 * the source files and need no encoding. `url` gives a source file's path from the server root.
 */
export async function sourceManifest(uses: readonly ImageUse[], url: (file: string) => string): Promise<ImageManifest> {
  const manifest: Record<string, Record<string, BuiltImage>> = {};
  for (const use of uses) {
    const { width, height } = await sourceFacts(await readFile(use.file));
    (manifest[use.slot] ??= {})[use.ref] = { width, height, fallback: [{ file: url(use.file), width }], sources: [] };
  }
  return manifest as ImageManifest;
}
