/** Reading a screenshot back: how much of a box is painted in one colour. */
import sharp from 'sharp';

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Picture {
  readonly width: number;
  readonly channels: number;
  readonly data: Buffer;
}

export async function readPng(png: Buffer): Promise<Picture> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, channels: info.channels, data };
}

/** `rgb(1, 2, 3)` / `rgba(…)` / `color(srgb 0.1 0.2 0.3)` as 0–255 channels. */
export function parseColor(css: string): [number, number, number] {
  const numbers = [...css.matchAll(/[\d.]+/g)].map((m) => Number(m[0]));
  if (css.startsWith('color(')) return [numbers[0]! * 255, numbers[1]! * 255, numbers[2]! * 255];
  return [numbers[0]!, numbers[1]!, numbers[2]!];
}

/**
 * The share (0–1) of the pixels inside `box` (CSS px, `scale` device px each; one pixel in from
 * its edges, which may be blended) that are `color`. An icon drawn in its colour covers part of
 * its box; a solid square covers all of it.
 */
export function colorShare(picture: Picture, box: Box, color: readonly [number, number, number], scale = 1): number {
  let inked = 0;
  let total = 0;
  const [x0, y0] = [Math.ceil((box.x + 1) * scale), Math.ceil((box.y + 1) * scale)];
  const [x1, y1] = [Math.floor((box.x + box.width - 1) * scale), Math.floor((box.y + box.height - 1) * scale)];
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * picture.width + x) * picture.channels;
      const distance =
        Math.abs(picture.data[at]! - color[0]) + Math.abs(picture.data[at + 1]! - color[1]) + Math.abs(picture.data[at + 2]! - color[2]);
      total++;
      if (distance < 48) inked++;
    }
  }
  return total ? inked / total : 0;
}
