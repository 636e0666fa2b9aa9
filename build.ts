/**
 * `npm run build`: builds the site into `dist/` (or `OUT_DIR`), served from `BASE_PATH`, and
 * prints the size table, the warnings and one line per problem (the pipeline and its steps:
 * scripts/build/pipeline.ts). Nothing imports this file.
 */
import path from 'node:path';
import { terminalLine } from './content/quote.ts';
import { build, sizeTable } from './scripts/build/pipeline.ts';

try {
  const result = await build();
  console.log((await sizeTable(result)).split('\n').map(terminalLine).join('\n'));
  result.warnings.forEach((w) => console.warn(`\nwarning: ${terminalLine(w)}`));
  const folder = path.relative(process.cwd(), result.config.outDir) || '.';
  console.log(
    `\n${terminalLine(`Built ${result.files.length} files into ${folder} (base ${result.config.base}) in ${Math.round(result.milliseconds)} ms`)}`,
  );
} catch (error) {
  // Each line of the message (one per problem) printed so that no value in it acts on the terminal.
  for (const line of (error instanceof Error ? error.message : String(error)).split('\n')) console.error(terminalLine(line));
  process.exitCode = 1;
}
