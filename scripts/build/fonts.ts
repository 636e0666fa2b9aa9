/**
 * Noto Sans, regular and bold (Latin with its extensions, Greek, Cyrillic): the letters of
 * resume.pdf and of the link previews. Read once per process.
 */
import fontkit from '@pdf-lib/fontkit';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './config.ts';

const FONT_FILES = {
  regular: 'node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: 'node_modules/@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
export type FontName = keyof typeof FONT_FILES;

let bytes: Record<FontName, Uint8Array> | undefined;
let faces: Record<FontName, fontkit.Font> | undefined;

/** The font files' bytes (to embed in a PDF). */
export const fontBytes = (): Record<FontName, Uint8Array> =>
  (bytes ??= {
    regular: readFileSync(path.join(projectRoot, FONT_FILES.regular)),
    bold: readFileSync(path.join(projectRoot, FONT_FILES.bold)),
  });

/** The fonts, parsed: their glyphs, outlines and metrics. */
export const fontFaces = (): Record<FontName, fontkit.Font> =>
  (faces ??= { regular: fontkit.create(fontBytes().regular), bold: fontkit.create(fontBytes().bold) });
