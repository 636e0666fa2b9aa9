/**
 * An SVG file is an XML document, and browsers read it as one: Firefox and WebKit draw nothing
 * from a file that is not well-formed (a repeated attribute, an unbound prefix such as `xlink:`
 * undeclared, an HTML entity such as `&nbsp;`), where Chromium may still draw it. The build reads
 * back every SVG it wrote with a conforming XML parser (saxes, namespace-aware) and stops with an
 * error naming each broken file.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SaxesParser } from 'saxes';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** `<!ENTITY name "value">` in a doctype's internal subset (drawing programs write the namespaces so). */
const ENTITY = /<!ENTITY\s+([^\s%]+)\s+(["'])(.*?)\2\s*>/gs;

/** Why `xml` is not a well-formed SVG document (`line:column: reason`), or undefined when it is one. */
export function svgProblem(xml: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let root: { uri: string; local: string } | undefined;
  parser.on('doctype', (doctype) => {
    for (const [, name, , value] of doctype.matchAll(ENTITY)) parser.ENTITIES[name!] = value!;
  });
  parser.on('opentag', (tag) => (root ??= { uri: tag.uri, local: tag.local }));
  try {
    parser.write(xml).close();
  } catch (error) {
    return (error as Error).message;
  }
  if (root?.uri !== SVG_NAMESPACE || root.local !== 'svg') return `the root element is not <svg xmlns="${SVG_NAMESPACE}">`;
  return undefined;
}

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
