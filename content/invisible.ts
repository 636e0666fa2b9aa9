/**
 * Characters a reader cannot see that change what a text says or how it reads: direction
 * controls (U+202E shows "photo\u202Egpj.exe" as "photoexe.jpg"), zero-width characters ("react"
 * and "react\u200B" look alike and are two topics), and the other invisible format characters.
 * Right-to-left text needs none of them: every page, card and file sets a text's direction
 * itself (`dir`, `<bdi>`). data/ refuses them (content/check-shape.ts) and `npm run sync` removes
 * them from what it brings in (scripts/sync/text.ts).
 *
 * Three are kept where a writing system needs them, and only there: a zero-width non-joiner or
 * joiner between two letters (or marks) of a script that joins (Persian "می‌خواهم", an Indic
 * conjunct), a joiner inside an emoji sequence ("👩‍💻"), and the tag characters of a
 * subdivision flag ("🏴󠁧󠁢󠁷󠁬󠁳󠁿").
 */

/**
 * Every character this module is about: soft hyphen, Arabic letter mark, Hangul fillers, Khmer
 * inherent vowels, Mongolian vowel separator, zero-width space, non-joiner and joiner, the
 * left-to-right and right-to-left marks, the bidi embeddings, overrides and isolates, word joiner
 * and invisible operators, deprecated format characters, byte order mark, interlinear
 * annotation, musical format characters, tag characters.
 */
export const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0\ufff9-\ufffb\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}]/gu;

/** Scripts whose letters join, where a zero-width (non-)joiner changes how a word is written. */
const JOINING = String.raw`\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}\p{scx=Gurmukhi}\p{scx=Gujarati}\p{scx=Oriya}\p{scx=Tamil}\p{scx=Telugu}\p{scx=Kannada}\p{scx=Malayalam}\p{scx=Sinhala}\p{scx=Myanmar}\p{scx=Khmer}`;

/** Where one of them is part of the text: the three cases above, each matched at the character's own position. */
const NEEDED = [
  new RegExp(String.raw`(?<=[${JOINING}])[\u200c\u200d](?=[${JOINING}])`, 'uy'),
  /(?<=\p{Extended_Pictographic}|\p{Emoji_Modifier}|\ufe0f)\u200d(?=\p{Extended_Pictographic})/uy,
  /(?<=\u{1f3f4}[\u{e0020}-\u{e007e}]*)(?:[\u{e0020}-\u{e007e}](?=[\u{e0020}-\u{e007e}]*\u{e007f})|\u{e007f})/uy,
];

const needed = (text: string, index: number) =>
  NEEDED.some((pattern) => {
    pattern.lastIndex = index;
    return pattern.test(text);
  });

const NAMES: Readonly<Record<number, string>> = {
  173: 'soft hyphen',
  1564: 'Arabic letter mark',
  8203: 'zero width space',
  8204: 'zero width non-joiner',
  8205: 'zero width joiner',
  8206: 'left-to-right mark',
  8207: 'right-to-left mark',
  8234: 'left-to-right embedding',
  8235: 'right-to-left embedding',
  8236: 'pop directional formatting',
  8237: 'left-to-right override',
  8238: 'right-to-left override',
  8288: 'word joiner',
  8294: 'left-to-right isolate',
  8295: 'right-to-left isolate',
  8296: 'first strong isolate',
  8297: 'pop directional isolate',
  65279: 'zero width no-break space',
};

/** The invisible characters of `text` that no writing system needs there, each with its index. */
function strayInvisible(text: string): { char: string; index: number }[] {
  return [...text.matchAll(INVISIBLE)]
    .filter((match) => !needed(text, match.index))
    .map((match) => ({ char: match[0], index: match.index }));
}

/** `text` without the invisible characters no writing system needs there. */
export function withoutInvisible(text: string): string {
  const stray = new Set(strayInvisible(text).map(({ index }) => index));
  return stray.size ? text.replace(INVISIBLE, (char, index: number) => (stray.has(index) ? '' : char)) : text;
}

/** `U+202E (right-to-left override), U+200B (zero width space)`: the stray invisible characters of `text`, once each; undefined when none. */
export function invisibleCharacters(text: string): string | undefined {
  const found = [...new Set(strayInvisible(text).map(({ char }) => char.codePointAt(0)!))].map((code) => {
    const name = NAMES[code];
    return `U+${code.toString(16).toUpperCase().padStart(4, '0')}${name ? ` (${name})` : ''}`;
  });
  return found.length ? found.join(', ') : undefined;
}
