/**
 * Text as resume.pdf and the link previews lay it out (scripts/build/text-layout.ts): the font of
 * each character's script, shaping (Arabic joining, Devanagari conjuncts), the bidirectional
 * order of a line, line breaking, and the cut that fits a long text to a width.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { direction } from '../../content/languages.ts';
import { familyFace } from '../../scripts/build/fonts.ts';
import {
  breakLines,
  fitText,
  isolate,
  type Line,
  layoutLine,
  layoutParagraph,
  textDirection,
  undrawableChars,
  visualOrder,
} from '../../scripts/build/text-layout.ts';

const rtl = { weight: 'regular', direction: 'rtl' } as const;
const ltr = { weight: 'regular', direction: 'ltr' } as const;
/** A line's pieces of text as drawn from left to right (space runs left out). */
const visual = (line: Line) => line.runs.filter(({ run }) => !run.space).map(({ run }) => run.text);

describe('the direction of a language', () => {
  it('is right to left for Arabic, Hebrew, Persian, Urdu and Dhivehi, left to right for the others', () => {
    for (const lang of ['ar', 'ar-EG', 'he', 'fa', 'ur', 'dv', 'yi']) assert.equal(direction(lang), 'rtl', lang);
    for (const lang of ['en', 'en-GB', 'pt-PT', 'hi', 'el', 'ru', 'az-Latn']) assert.equal(direction(lang), 'ltr', lang);
    assert.equal(direction('not a tag!'), 'ltr');
  });

  it('of a text is that of its first letter', () => {
    assert.equal(textDirection('2021 ليلى Zoë'), 'rtl');
    assert.equal(textDirection('(Zoë) ليلى'), 'ltr');
    assert.equal(textDirection('2021 – …'), undefined);
  });
});

describe('fonts by script', () => {
  it('draws each script in its Noto font, and spaces, digits and marks in that of the letters around them', () => {
    const runs = layoutParagraph('Zoë Ωμέγα Жанна ليلى 2021 नमस्ते שלום', ltr);
    const byText = Object.fromEntries(runs.filter((r) => !r.space).map((r) => [r.text, r.family]));
    assert.deepEqual(byText, {
      Zoë: 'latin',
      Ωμέγα: 'latin',
      Жанна: 'latin',
      ليلى: 'arabic',
      '2021': 'arabic',
      नमस्ते: 'devanagari',
      שלום: 'hebrew',
    });
  });

  it('finds no font for Chinese, and one for every letter of Arabic, Hebrew and Devanagari', () => {
    assert.deepEqual(undrawableChars('Hello 你好 ليلى', 'regular'), ['你', '好']);
    assert.deepEqual(undrawableChars('مُطَوِّرَةٌ עִבְרִית क्षत्रिय‍ Zoë\u200c', 'bold'), []);
  });
});

describe('shaping', () => {
  it('joins Arabic letters: a letter inside a word is not drawn with its isolated form', () => {
    const face = familyFace('arabic', 'regular');
    const [run] = layoutParagraph('ليلى', rtl);
    const isolated = [...'ليلى'].map((char) => face.glyphForCodePoint(char.codePointAt(0)!).id);
    // The glyphs that stand for letters (the dots of ي are a glyph of their own, standing for nothing),
    // in visual order: the word's first letter (lam, initial form) is on the right.
    const letters = run!.glyphs.filter((g) => g.text);
    assert.deepEqual(
      letters.map((g) => g.text),
      ['ى', 'ل', 'ي', 'ل'],
      'each glyph names its own letter, even where two letters share a shape',
    );
    const drawn = letters.map((g) => g.glyph.id).reverse();
    assert.ok(
      drawn.every((id, i) => id !== isolated[i]),
      `joined forms ${drawn} differ from isolated ${isolated}`,
    );
  });

  it('forms Devanagari conjuncts and puts the i vowel sign before its consonant', () => {
    const [conjunct] = layoutParagraph('क्ष', ltr);
    assert.ok(conjunct!.glyphs.length < 3, `क्ष is one or two glyphs, not ${conjunct!.glyphs.length}`);
    const [ki] = layoutParagraph('कि', ltr);
    assert.deepEqual(
      ki!.glyphs.map((g) => g.text),
      ['ि', 'क'],
    );
  });
});

describe('bidirectional order', () => {
  it('draws an Arabic line with a Latin word and a number from right to left, the word and number left to right', () => {
    const [line] = breakLines(layoutParagraph('مطورة React منذ 2021', rtl), 1000);
    assert.deepEqual(visual(line!), ['2021', 'منذ', 'React', 'مطورة']);
    assert.equal(line!.text, 'مطورة React منذ 2021', 'its text stays in logical order');
    assert.ok(line!.reordered && line!.rtlLetters);
    // In visual order, the Arabic word's first letter is its rightmost glyph.
    const last = line!.runs.at(-1)!.run;
    assert.equal(last.glyphs.at(-1)!.text, 'م');
  });

  it('keeps a Latin line left to right in an Arabic document, and an Arabic name right to left in an English one', () => {
    assert.deepEqual(visual(layoutLine('Zoë Quinn', rtl)), ['Zoë', 'Quinn']);
    assert.deepEqual(visual(layoutLine(`Name: ${isolate('ليلى حداد')}, 2021`, ltr)), ['Name:', 'حداد', 'ليلى', ',', '2021']);
  });

  it('orders isolated pieces of data by the document, each piece by itself (a phone number is not turned around)', () => {
    const line = layoutLine(`${isolate('zoe@example.org')} | ${isolate('+385 1 234 5678')}`, rtl);
    assert.deepEqual(visual(line), ['+385', '1', '234', '5678', '|', 'zoe@example.org']);
    assert.ok(line.reordered && !line.rtlLetters, 'reordered, without right-to-left letters');
  });

  it('mirrors brackets right to left: the glyph drawn for "(" is that of ")"', () => {
    const face = familyFace('arabic', 'regular');
    const line = layoutLine('أ (ب)', rtl);
    const glyphs = line.runs.flatMap(({ run }) => run.glyphs);
    const open = glyphs.find((g) => g.text === '(')!;
    assert.equal(open.glyph.id, face.glyphForCodePoint(')'.codePointAt(0)!).id);
    // Drawn at the right end of the brackets, where reading from the right starts.
    assert.ok(glyphs.indexOf(open) > glyphs.findIndex((g) => g.text === ')'));
  });

  it('reverses runs by rule L2', () => {
    const runs = [0, 1, 1, 2, 2, 1, 0].map((level, i) => ({ level, i }));
    assert.deepEqual(
      visualOrder(runs).map((r) => r.i),
      [0, 5, 3, 4, 2, 1, 6],
    );
  });
});

describe('line breaking', () => {
  it('breaks between words, no line wider than the width unless one word is', () => {
    const runs = layoutParagraph('one two three four five six seven eight nine ten', ltr);
    const lines = breakLines(runs, 5);
    assert.ok(lines.length > 1);
    for (const line of lines) assert.ok(line.width <= 5, `${line.text}: ${line.width} em`);
    assert.equal(lines.map((l) => l.text).join(' '), 'one two three four five six seven eight nine ten');
    assert.deepEqual(
      breakLines(layoutParagraph('Supercalifragilistic a', ltr), 2).map((l) => l.text),
      ['Supercalifragilistic', 'a'],
    );
  });
});

describe('fitting a text to a width', () => {
  const long = 'Zoë '.repeat(500).trim(); // 1,999 characters

  it('lays the text out a logarithmic number of times, however long it is', () => {
    let calls = 0;
    const max = 620 / 48;
    const line = fitText(
      long,
      (candidate) => {
        calls++;
        return layoutLine(candidate, { weight: 'bold', direction: 'ltr' });
      },
      (laid) => laid.width <= max,
    );
    assert.ok(line.width <= max, `${line.width} em fits in ${max}`);
    assert.match(line.text, /^Zoë Zoë .*…$/);
    const bound = 2 * Math.ceil(Math.log2(long.length)) + 3;
    assert.ok(calls <= bound, `${calls} layouts for ${long.length} characters, at most ${bound}`);
  });

  it('keeps the longest beginning that fits (by whole characters), with "…"', () => {
    // Widths by a rule: every character one unit.
    const width = (text: string) => [...text].length;
    const cut = fitText(
      'abcdefghij',
      (t) => t,
      (t) => width(t) <= 6,
    );
    assert.equal(cut, 'abcde…');
    assert.equal(
      fitText(
        'abc',
        (t) => t,
        (t) => width(t) <= 6,
      ),
      'abc',
    );
    assert.equal(
      fitText(
        'ab  cdef',
        (t) => t,
        (t) => width(t) <= 4,
      ),
      'ab…',
      'no space before "…"',
    );
    assert.equal(
      fitText(
        'e\u0301e\u0301e\u0301e\u0301',
        (t) => t,
        (t) => width(t) <= 6,
      ),
      'e\u0301e\u0301…',
      'a letter keeps its accent',
    );
    assert.equal(
      fitText(
        'abcdef',
        (t) => t,
        () => false,
      ),
      'a…',
      'at least one character',
    );
  });
});
