/**
 * Shaped text in a pdf-lib document: laid-out lines (text-layout.ts) drawn glyph by glyph, in
 * fonts embedded as subsets of the glyphs used. pdf-lib's own `drawText` lays a string out again
 * and keeps only the glyphs' advances, which loses mark positions and kerning and cannot draw a
 * line in visual order, so the fonts are embedded here (as pdf-lib does: Type 0, Identity-H,
 * TrueType outlines) and glyphs are placed with TJ (advances) and Ts (raised marks).
 *
 * Text extraction (copying, search, pdftotext) reads the glyphs back through each font's ToUnicode
 * map. A code is given to each pair of glyph and text, so the same glyph can stand for two
 * characters (a mirrored bracket, a letter's final form). Readers take the glyphs of a line in
 * visual order and put right-to-left letters back in logical order themselves; where they cannot
 * (a Devanagari vowel sign drawn before its consonant, a line with no right-to-left letter whose
 * words a right-to-left paragraph swapped) the logical text is given as /ActualText, and where
 * their rule of thumb puts a comma, a dash or a number on the wrong side of a word, invisible
 * direction marks keep it in place (`directionMarks`).
 */
import { createHash } from 'node:crypto';
import type fontkit from '@pdf-lib/fontkit';
import {
  type Color,
  type PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames as Ops,
  type PDFPage,
  type PDFRef,
  PDFString,
  beginText,
  endText,
  popGraphicsState,
  pushGraphicsState,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  setTextRise,
} from 'pdf-lib';
import type { Family, FontName } from './fonts.ts';
import { type Direction, type Line, bidiType } from './text-layout.ts';

/**
 * fontkit's subset with one repair. @pdf-lib/fontkit 1.1.1 writes a subset's `loca` table in the
 * short format (offsets halved) without padding glyph records to an even length, so after the
 * first odd-length glyph every later glyph is read from the wrong byte and drawn blank (fixed
 * upstream in fontkit 1.8, foliojs/fontkit#191, never ported to the fork). Padding each glyph
 * record to an even length, as the TrueType spec recommends, keeps every offset exact.
 */
type TrueTypeSubset = fontkit.Subset & { glyf: Buffer[]; offset: number; _addGlyph(gid: number): number };
function evenGlyphs(subset: TrueTypeSubset): TrueTypeSubset {
  const add = subset._addGlyph;
  subset._addGlyph = function (gid) {
    const index = add.call(this, gid);
    const glyph = this.glyf[index]!;
    if (glyph.length % 2) {
      const Bytes = glyph.constructor as typeof Buffer; // the Buffer class fontkit bundles, which its encoder insists on
      this.glyf[index] = Bytes.concat([glyph, Bytes.alloc(1)]);
      this.offset += 1;
    }
    return index;
  };
  return subset;
}

const encoded = (subset: fontkit.Subset) =>
  new Promise<Uint8Array>((resolve) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (part) => parts.push(part))
      .on('end', () => resolve(Buffer.concat(parts)));
  });

const hex4 = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
/** UTF-16 code units, in hex. */
const utf16 = (text: string) => Array.from({ length: text.length }, (_, i) => hex4(text.charCodeAt(i))).join('');
const round = (n: number) => Math.round(n * 1000) / 1000;

/** One font of the document, embedded with the glyphs drawn in it. */
class EmbeddedFont {
  readonly ref: PDFRef;
  /** Its name in the resources of the pages that use it. */
  readonly name: PDFName;
  private readonly subset: fontkit.Subset;
  /** Code (CID) 0 is .notdef; then one per glyph and text, in order of first use. */
  private readonly codes = new Map<string, number>();
  private readonly used: { gid: number; width: number; text: string }[] = [{ gid: 0, width: 0, text: '' }];

  constructor(
    private readonly doc: PDFDocument,
    private readonly face: fontkit.Font,
    index: number,
  ) {
    this.ref = doc.context.nextRef();
    this.name = PDFName.of(`F${index}`);
    this.subset = evenGlyphs(face.createSubset() as TrueTypeSubset);
  }

  /** The code that draws `glyph` and reads back as `text`, with its advance in thousandths of an em. */
  code(glyph: fontkit.Glyph, text: string): { code: number; width: number } {
    const key = `${glyph.id}:${text}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.used.length;
      this.used.push({ gid: this.subset.includeGlyph(glyph), width: (glyph.advanceWidth * 1000) / this.face.unitsPerEm, text });
      this.codes.set(key, code);
    }
    return { code, width: this.used[code]!.width };
  }

  /** The font's objects: Type 0 font, CID font, descriptor, font program, code to glyph and to text maps. */
  async embed(): Promise<void> {
    const { context } = this.doc;
    const { face, used } = this;
    const scale = 1000 / face.unitsPerEm;
    // A subset's name starts with six capitals that tell it from other subsets of the font.
    const tag = [...createHash('sha256').update(JSON.stringify(used)).digest()].slice(0, 6).map((b) => String.fromCharCode(65 + (b % 26)));
    const name = `${tag.join('')}+${face.postscriptName ?? 'Font'}`;
    const program = context.register(context.flateStream(await encoded(this.subset)));
    const { minX, minY, maxX, maxY } = face.bbox;
    const descriptor = context.register(
      context.obj({
        Type: 'FontDescriptor',
        FontName: name,
        // Symbolic (it has glyphs outside the standard Latin set), Serif or Italic from the font.
        Flags:
          4 | ((face['OS/2']?.sFamilyClass ?? 0) >= 1 && face['OS/2'].sFamilyClass <= 7 ? 2 : 0) | (face.head.macStyle.italic ? 64 : 0),
        FontBBox: [minX, minY, maxX, maxY].map((n) => round(n * scale)),
        ItalicAngle: face.italicAngle,
        Ascent: round(face.ascent * scale),
        Descent: round(face.descent * scale),
        CapHeight: round((face.capHeight || face.ascent) * scale),
        XHeight: round((face.xHeight || 0) * scale),
        StemV: 0,
        FontFile2: program,
      }),
    );
    const glyphMap = new Uint8Array(used.length * 2);
    used.forEach(({ gid }, code) => glyphMap.set([gid >> 8, gid & 0xff], code * 2));
    const cidFont = context.register(
      context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: name,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: descriptor,
        W: [0, used.map(({ width }) => round(width))],
        CIDToGIDMap: context.register(context.flateStream(glyphMap)),
      }),
    );
    const toUnicode = context.register(context.flateStream(unicodeMap(used.map(({ text }) => text))));
    context.assign(
      this.ref,
      context.obj({
        Type: 'Font',
        Subtype: 'Type0',
        BaseFont: name,
        Encoding: 'Identity-H',
        DescendantFonts: [cidFont],
        ToUnicode: toUnicode,
      }),
    );
  }
}

/** A ToUnicode CMap: code `i` reads as `texts[i]` (codes without text are left out). */
function unicodeMap(texts: readonly string[]): string {
  const entries = texts.flatMap((text, code) => (text ? [`<${hex4(code)}> <${utf16(text)}>`] : []));
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(`${block.length} beginbfchar\n${block.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** The marked-content operators that give a reader `text` for what is drawn between them. */
const actualText = (text: string) => [
  PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Span'), `<< /ActualText ${PDFHexString.fromText(text)} >>`]),
  PDFOperator.of(Ops.EndMarkedContent),
];

const LRM = '\u200E';
/** The most page direction marks one glyph reads with (see `directionMarks`). */
const MARKS_PER_GLYPH = 16;
const RLM = '\u200F';
/** What poppler reads as left to right beside right-to-left letters: letters, digits and the signs of numbers (, . - + % :). */
const READ_AS_LTR = new Set(['L', 'EN', 'ES', 'ET', 'CS', 'AN']);

/** How many more characters poppler counts as left to right than as right to left in `text` (it decides a page's direction by the sum). */
const leftToRightExcess = (text: string) =>
  [...text].reduce((sum, char) => {
    const type = bidiType(char);
    return sum + (type === 'L' ? 1 : type === 'R' || type === 'AL' ? -1 : 0);
  }, 0);

/**
 * The right-to-left marks that keep a line of a right-to-left page from making its page read as
 * left to right: poppler reads a whole page in the direction most of its letters have, and turns
 * each right-to-left line of a page it reads left to right around (a resume's last page, its
 * skills and certificates mostly Latin names, would read backwards). One more mark than the line
 * has left-to-right letters beyond its right-to-left ones.
 */
export const pageDirectionMarks = (text: string, direction: Direction): string =>
  direction === 'rtl' ? RLM.repeat(Math.max(0, leftToRightExcess(text) + 1)) : '';

/**
 * The marks each glyph of a line (in visual order, with its embedding level and the text it reads
 * as) reads with, before and after its text. Poppler (pdftotext, most Linux viewers) reads a line
 * from its glyphs left to right and, in a right-to-left page, turns around each stretch up to the
 * next letter, digit or sign of numbers, so a space or a comma beside a number or an English word
 * lands on the wrong side of it ("חיפה ,ישראל", "מרץ - 2021היום"). A right-to-left mark (U+200F)
 * before and a left-to-right mark (U+200E) after each stretch embedded in the other direction (an
 * English word or a date in a Hebrew line, a Hebrew name in an English one), and a right-to-left
 * mark before each sign of numbers that reads right to left, make its stretches the line's own:
 * every word reads back with its punctuation and numbers. The line's `pageDirectionMarks` go after
 * its right-to-left letters (a line without one reads from /ActualText). The marks are invisible, and say what the Unicode Bidirectional
 * Algorithm says of those characters anyway.
 */
export function directionMarks(
  glyphs: readonly { readonly level: number; readonly text: string }[],
  direction: Direction,
): { before: string; after: string }[] {
  const base = direction === 'rtl' ? 1 : 0;
  const marks = glyphs.map(() => ({ before: '', after: '' }));
  // Glyphs that read as nothing (a mark whose characters its base letter reads) are left aside.
  const read = glyphs.flatMap((glyph, i) => (glyph.text ? [{ ...glyph, i }] : []));
  // A reader knows only two directions: a stretch runs against the line's by its level's parity.
  const embedded = (k: number) => (read[k]?.level ?? base) % 2 !== base;
  read.forEach(({ text, i }, k) => {
    if (embedded(k)) {
      if (!embedded(k - 1)) marks[i]!.before = RLM;
      if (!embedded(k + 1)) marks[i]!.after = LRM;
    } else if (base && [...text].some((char) => READ_AS_LTR.has(bidiType(char)))) marks[i]!.before = RLM;
  });
  // Shared out among its right-to-left letters: a reader drops the text of a glyph that stands for more than 60 characters or so.
  let pad = pageDirectionMarks(glyphs.map((g) => g.text).join(''), direction);
  for (const { level, text, i } of read) {
    if (!pad) break;
    if (!(level % 2) || leftToRightExcess(text) >= 0) continue;
    marks[i]!.after += pad.slice(0, MARKS_PER_GLYPH);
    pad = pad.slice(MARKS_PER_GLYPH);
  }
  return marks;
}

/** Scripts whose glyphs a shaper may put out of their characters' order (a vowel sign before its consonant). */
const REORDERING: ReadonlySet<Family> = new Set(['devanagari']);

/** The fonts of one document, embedded when used, and the drawing of lines in them. */
export class PdfText {
  private readonly fonts = new Map<string, EmbeddedFont>();
  private readonly onPage = new WeakMap<PDFPage, Set<EmbeddedFont>>();

  constructor(private readonly doc: PDFDocument) {}

  private font(family: Family, weight: FontName, face: fontkit.Font): EmbeddedFont {
    const key = `${family}/${weight}`;
    let font = this.fonts.get(key);
    if (!font) this.fonts.set(key, (font = new EmbeddedFont(this.doc, face, this.fonts.size + 1)));
    return font;
  }

  /** The font's name, added to `page`'s resources when first used there. */
  private fontName(page: PDFPage, font: EmbeddedFont): PDFName {
    let fonts = this.onPage.get(page);
    if (!fonts) this.onPage.set(page, (fonts = new Set()));
    if (!fonts.has(font)) page.node.setFontDictionary(font.name, font.ref);
    fonts.add(font);
    return font.name;
  }

  /**
   * `line` drawn with its left end at `x` and its baseline at `y`: one text position, then its
   * glyphs as TJ (codes, and pen moves where a glyph's place is not the previous one's advance
   * away: kerning, marks), Tf where the font changes and Ts where a glyph is raised or lowered.
   */
  drawLine(
    page: PDFPage,
    line: Line,
    { x, y, size, color, direction }: { x: number; y: number; size: number; color: Color; direction: Direction },
  ): void {
    // A line without right-to-left letters but out of order (Latin words a right-to-left paragraph
    // swapped) reads back in logical order only from /ActualText; right-to-left letters, readers
    // put back in order themselves, and would turn /ActualText around.
    // A right-to-left line without right-to-left letters does too, so its direction marks go with it.
    const whole = !line.rtlLetters && (line.reordered || direction === 'rtl');
    const glyphs = line.runs.flatMap(({ run }) => run.glyphs.map((g) => ({ level: run.level, text: g.glyph.id ? g.text : '' })));
    const marks = whole ? [] : directionMarks(glyphs, direction);
    let index = 0;
    const ops: PDFOperator[] = [setTextMatrix(1, 0, 0, 1, round(x), round(y))];
    let shown: (PDFHexString | PDFNumber)[] = [];
    const show = () => {
      if (shown.length) ops.push(PDFOperator.of(Ops.ShowTextAdjusted, [this.doc.context.obj(shown)]));
      shown = [];
    };
    // Where the PDF's pen is after the last glyph (thousandths of an em from the line's left end).
    let [pen, rise, font] = [0, 0, undefined as EmbeddedFont | undefined];
    for (const { run, x: offset } of line.runs) {
      const marked = !whole && !run.space && REORDERING.has(run.family);
      const next = this.font(run.family, run.weight, run.face);
      if (next !== font || marked) show();
      if (next !== font) ops.push(setFontAndSize(this.fontName(page, (font = next)), size));
      const [begin, end] = marked ? actualText(run.text) : [];
      if (begin) ops.push(begin);
      for (const placed of run.glyphs) {
        const { before = '', after = '' } = marks[index++] ?? {};
        if (placed.glyph.id === 0) continue; // a character no font has (never in resume.pdf: it refuses them)
        // Readers turn a right-to-left stretch around character by character, a glyph's characters
        // too, so a glyph that stands for several (a letter and its marks) names them backwards.
        const text = run.level % 2 ? [...placed.text].reverse().join('') : placed.text;
        const { code, width } = font.code(placed.glyph, before + text + after);
        const glyphRise = round(placed.y * size);
        if (glyphRise !== rise) {
          show();
          ops.push(setTextRise((rise = glyphRise)));
        }
        const at = (offset + placed.x) * 1000;
        if (Math.abs(at - pen) > 0.01) shown.push(PDFNumber.of(round(pen - at)));
        shown.push(PDFHexString.of(hex4(code)));
        pen = at + width;
      }
      if (end) {
        show();
        ops.push(end);
      }
    }
    show();
    if (rise) ops.push(setTextRise(0));
    // Between left-to-right marks, so a reader that turns a right-to-left page's stretches around
    // reads it as one left-to-right stretch, even when it ends in a bracket.
    const [begin, end] = whole ? actualText(`${pageDirectionMarks(line.text, direction)}${LRM}${line.text}${LRM}`) : [];
    page.pushOperators(
      pushGraphicsState(),
      ...(begin ? [begin] : []),
      setFillingColor(color),
      beginText(),
      ...ops,
      endText(),
      ...(end ? [end] : []),
      popGraphicsState(),
    );
  }

  /** Every font used, embedded (call once, before saving). */
  async embed(): Promise<void> {
    for (const font of this.fonts.values()) await font.embed();
  }
}
