/**
 * An SVG file is an XML document, and browsers read it as one: Firefox and WebKit draw nothing
 * from a file that is not well-formed (a repeated attribute, an unbound prefix such as `xlink:`
 * undeclared, an HTML entity such as `&nbsp;`), where Chromium may still draw it. The build reads
 * back every SVG it wrote with a conforming XML parser (saxes, namespace-aware) and stops with an
 * error naming each broken file.
 *
 * The same reading finds what could run code or load another file (`svgHazards`). A picture in
 * an `<img>` does neither, but the file is also published at its own address, where a browser
 * opens it as a document of the site's origin (on a host without the site's headers, such as
 * GitHub Pages, with no policy to stop a script): the content check refuses a data/images SVG
 * with any of these rather than rewrite the owner's file, which is published byte for byte.
 *
 * A picture is an SVG by its bytes, not its name (`svgText`): markup named `logo.png` is read,
 * checked and published as the SVG it is.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { quote } from '../../content/quote.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
/** `<!ENTITY name "value">` in a doctype's internal subset (drawing programs write the namespaces so). */
const ENTITY = /<!ENTITY\s+([^\s%]+)\s+(["'])(.*?)\2\s*>/gs;
/** Elements that run code, hold a document of their own or listen for events: nothing a picture needs. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
/** A picture inside the file itself: besides a `#fragment`, the one reference that loads nothing and can run nothing. */
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i;
/** An attribute an animation may change that turns a link into script or moves every link (`href`, `xml:base`, `on…`). */
const ANIMATED_LINK = /^(?:[\w-]+:)?(?:href|base|on[\w-]*)$/i;
/** `url(…)` or `src(…)` and the start of what it names. */
const CSS_REFERENCE = /\b(?:url|src)\(\s*['"]?([^'")]*)/gi;
/** CSS functions that name a file by a plain string. */
const CSS_IMAGE_FUNCTION = /(?<![\w-])(?:-webkit-)?image(?:-set)?\(/i;

const staysInFile = (reference: string) => reference.trim().startsWith('#') || EMBEDDED_PICTURE.test(reference.trim());
/** A value as a message quotes it, cut short (an embedded document may be long). */
const shown = (value: string) => quote(value.length > 60 ? `${value.slice(0, 57)}...` : value);
const article = (word: string) => (/^<?[aeio]/i.test(word) ? `an ${word}` : `a ${word}`);

/**
 * What in CSS loads another file: `@import`, a `url()` or `src()` naming anything but a
 * `#fragment` or an embedded picture, `image()` and `image-set()`; and a backslash, since a CSS
 * escape spells either unseen (`\75 rl(`).
 */
function cssHazards(css: string): string[] {
  return [
    ...(/@import/i.test(css) ? ['an @import'] : []),
    ...[...css.matchAll(CSS_REFERENCE)].filter(([, target]) => !staysInFile(target!)).map(([, target]) => `a url(${shown(target!)})`),
    ...(CSS_IMAGE_FUNCTION.test(css) ? ['an image() or image-set()'] : []),
    ...(css.includes('\\') ? ['a backslash escape in CSS'] : []),
  ];
}

interface SvgReading {
  /** Why it is not a well-formed SVG document (`line:column: reason`). */
  readonly problem: string | undefined;
  /** What in it could run code or load another file, in words, once each. */
  readonly hazards: readonly string[];
}

/** `xml` read as a browser reads an SVG file. */
function readSvg(xml: string): SvgReading {
  const parser = new SaxesParser({ xmlns: true });
  const hazards: string[] = [];
  let root: { uri: string; local: string } | undefined;
  /** For each open element, whether it is a `<style>`, whose text is CSS. */
  const styles: boolean[] = [];
  let css = '';
  parser.on('doctype', (doctype) => {
    for (const [, name, , value] of doctype.matchAll(ENTITY)) parser.ENTITIES[name!] = value!;
    // A browser reads an entity's value as markup, and obeys other declarations (a default
    // `onload` for every element): only text entities are read the same by this parser and by it.
    const subset = /\[([\s\S]*)\]/.exec(doctype)?.[1] ?? '';
    const rest = subset
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(ENTITY, (whole, _name, _quote, value: string) => (/[<&%]/.test(value) ? whole : ''));
    if (rest.trim()) hazards.push('a doctype that declares more than text entities');
  });
  // `<?xml-stylesheet?>` loads a stylesheet, or an XSLT that may turn the file into a page with scripts.
  parser.on('processinginstruction', ({ target }) => hazards.push(`a <?${target}?> instruction`));
  parser.on('opentag', (tag) => {
    root ??= { uri: tag.uri, local: tag.local };
    styles.push(tag.local === 'style');
    if (ACTIVE_ELEMENTS.has(tag.local.toLowerCase())) hazards.push(article(`<${tag.name}>`));
    else if (tag.uri === XHTML_NAMESPACE) hazards.push(`an HTML <${tag.name}>`);
    for (const { name, prefix, local, uri, value } of Object.values(tag.attributes)) {
      if (name === 'xmlns' || prefix === 'xmlns') continue;
      if (/^on/i.test(local)) hazards.push(`an ${name} attribute`);
      else if (local.toLowerCase() === 'href' && !staysInFile(value)) hazards.push(`a link to ${shown(value)} (${name})`);
      else if (name === 'xml:base') hazards.push('an xml:base attribute');
      else if (local.toLowerCase() === 'attributename' && ANIMATED_LINK.test(value.trim())) {
        hazards.push(`${article(`<${tag.name}>`)} that changes ${value.trim()}`);
      }
      // SVG's own attributes (no namespace) are read as CSS where they hold a paint, a filter or a style.
      if (!uri) hazards.push(...cssHazards(value));
    }
  });
  parser.on('closetag', () => styles.pop());
  const styleText = (text: string) => {
    if (styles.at(-1)) css += `${text}\n`;
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  let problem: string | undefined;
  try {
    parser.write(xml).close();
    if (root?.uri !== SVG_NAMESPACE || root.local !== 'svg') problem = `the root element is not <svg xmlns="${SVG_NAMESPACE}">`;
  } catch (error) {
    problem = (error as Error).message;
  }
  hazards.push(...cssHazards(css));
  return { problem, hazards: [...new Set(hazards)] };
}

/** How much of a file's start tells whether it is markup: its byte order mark and white space, then `<`. */
export const SNIFFED_BYTES = 64 * 1024;

/** The encoding of a text file starting with `start`: UTF-16 with its byte order mark, else UTF-8. */
const encodingOf = (start: Uint8Array) =>
  start[0] === 0xff && start[1] === 0xfe ? 'utf-16le' : start[0] === 0xfe && start[1] === 0xff ? 'utf-16be' : 'utf-8';

/**
 * Whether the file starting with `start` is markup, as an SVG is (after a byte order mark and
 * white space, `<`), whatever its name: a PNG, JPEG, GIF, WebP or AVIF starts with a signature
 * of its own. Its first 64 KB tell.
 */
export const isMarkup = (start: Uint8Array): boolean =>
  /^\s*</.test(new TextDecoder(encodingOf(start)).decode(start.subarray(0, SNIFFED_BYTES)));

/** The text of the file `bytes` when it is markup (`isMarkup`), whatever its name; undefined for a picture of another kind. */
export const svgText = (bytes: Uint8Array): string | undefined =>
  isMarkup(bytes) ? new TextDecoder(encodingOf(bytes)).decode(bytes) : undefined;

/** Why `xml` is not a well-formed SVG document (`line:column: reason`), or undefined when it is one. */
export const svgProblem = (xml: string): string | undefined => readSvg(xml).problem;

/**
 * What in `xml` could run code or load another file once it is opened at its own address, in
 * words (`a <script>`, `an onload attribute`, `a link to "https://…" (xlink:href)`), once each:
 * a script, an element that holds a document (`<foreignObject>`, `<iframe>`, `<embed>`,
 * `<object>`) or any HTML one, an `on…` attribute, a link or reference that does not stay in the
 * file (`href` not `#…`, `url(http…)`, `@import`, `<?xml-stylesheet?>`, `xml:base`), an animation
 * that changes a link or a handler, and a doctype whose declarations a browser would read as
 * markup. None for a plain picture; a file that is not well-formed lists what precedes the
 * mistake (a browser stops there too; svgProblem names the mistake).
 */
export const svgHazards = (xml: string): readonly string[] => readSvg(xml).hazards;

/** Checks every `.svg` file under `dir`; throws one error naming each broken file and why. */
export async function checkSvgFiles(dir: string): Promise<void> {
  const files = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.svg')).sort();
  const problems = await Promise.all(
    files.map(async (file) => {
      const problem = svgProblem(await readFile(path.join(dir, file), 'utf8'));
      return problem && `${path.join(dir, file)}: ${problem}`;
    }),
  );
  const broken = problems.filter((p): p is string => p !== undefined);
  if (broken.length) throw new Error(`Not a well-formed SVG file (Firefox and WebKit draw nothing from it):\n${broken.join('\n')}`);
}
