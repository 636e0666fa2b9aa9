/**
 * `dist/embed/`: one module per section for other sites. Each `<tag>.<hash>.js` is content-hashed
 * (cache forever) and copied to a stable `<tag>.js` for the one-script-tag snippet. React and
 * other shared code sit in `chunk.<hash>.js` files that every widget imports by relative URL,
 * so a page with two widgets downloads React once. Also writes the demo page.
 */
import * as esbuild from 'esbuild';
import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function buildEmbeds(options: esbuild.BuildOptions, entries: Record<string, string>, outDir: string): Promise<string[]> {
  const dir = path.join(outDir, 'embed');
  const result = await esbuild.build({
    ...options,
    entryPoints: entries,
    splitting: true,
    minify: true,
    outdir: dir,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    metafile: true,
  });
  const tags = Object.keys(entries);
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const tag = tags.find((t) => output.entryPoint && path.resolve(output.entryPoint) === path.resolve(entries[t]!));
    if (tag) await copyFile(path.resolve(file), path.join(dir, `${tag}.js`));
  }
  return tags;
}

/** Attributes a section needs on the demo page (the contact form's mail settings). */
export type DemoAttributes = Readonly<Record<string, string>>;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * A deliberately hostile page: global resets, `* { all: revert }`, a 10px root font, foreign
 * fonts and colours with !important. Every widget appears twice: following the page's theme
 * (toggle at the top) and pinned to dark with `theme="dark"`.
 */
export async function writeDemo(outDir: string, tags: readonly string[], attributes: Readonly<Record<string, DemoAttributes>>): Promise<void> {
  const attrs = (tag: string) =>
    Object.entries(attributes[tag] ?? {})
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
  const widget = (tag: string, theme: string) => `<${tag}${attrs(tag)}${theme}></${tag}>`;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Embedded sections on a hostile page</title>
<style>
  html { font-size: 10px; }
  * { all: revert; box-sizing: content-box !important; }
  body { margin: 0; font: 13px/1.1 Georgia, "Times New Roman", serif !important; color: #6b21a8 !important; background: #fef9c3; }
  html.dark body { background: #1c1917; color: #fde68a !important; }
  button { background: #dc2626 !important; color: #fff !important; border: 4px dashed #000 !important; border-radius: 0 !important; font: 9px monospace !important; }
  a { color: #16a34a !important; text-decoration: wavy underline !important; }
  h1, h2, h3 { text-transform: uppercase; letter-spacing: .3em; font-family: Impact, fantasy; }
  img { filter: grayscale(1) blur(1px); border: 5px solid red; }
  ul, ol { list-style: square inside; }
  main { display: grid; grid-template-columns: 1fr; gap: 24px; padding: 24px; }
  .pair { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 24px; align-items: start; }
  @media (max-width: 900px) { .pair { grid-template-columns: 1fr; } }
</style>
${tags.map((tag) => `<script type="module" src="./${tag}.js"></script>`).join('\n')}
</head>
<body>
<header>
  <h1>Host page with hostile CSS</h1>
  <p>Each section below is one <code>&lt;script type="module"&gt;</code> and one element. Left: follows this page's theme. Right: <code>theme="dark"</code>.</p>
  <button type="button" id="toggle">Toggle this page's dark class</button>
</header>
<main>
${tags.map((tag) => `<section class="pair" aria-label="${tag}">\n  ${widget(tag, '')}\n  ${widget(tag, ' theme="dark"')}\n</section>`).join('\n')}
</main>
<script type="module">
  document.getElementById('toggle').addEventListener('click', () => document.documentElement.classList.toggle('dark'));
</script>
</body>
</html>
`;
  await writeFile(path.join(outDir, 'embed', 'index.html'), html);
}
