/**
 * `npm run doctor`: what on the site is still the sample's or missing, so an owner who forked it
 * knows what is left to make their own. It runs what the build checks and warns of (the content in
 * every language, the images, made into a temporary folder from the cache) without writing a
 * site, and prints:
 *
 * 1. first, a mail provider that is missing (without EmailJS the contact form opens each
 *    visitor's mail app) or half set up;
 * 2. the sync: a synced file the build does not publish because it is someone else's
 *    (content/synced.ts), a GitHub link or feeds whose file is empty, a synced file older than
 *    the owner's `maxAgeDays` (scripts/doctor/sync.ts);
 * 3. every value of data/ that is still the sample's, by file, one line per entry and field
 *    (scripts/doctor/compare.ts), whatever the owner has changed so far;
 * 4. in a site with several languages, every text a translation does not give yet, by file,
 *    entry, field and language (shown in the default language meanwhile);
 * 5. the build's other warnings: pictures too small or too large, fixed numbers the data
 *    contradicts;
 * 6. last, as information and not as something left to do: the posts that are drafts and the
 *    projects without a write-up (scripts/doctor/own-writing.ts).
 *
 * It exits 0 whatever it lists (the sample itself is a working site), unless `--strict` is given
 * and it lists something left to do (the information does not count): for a fork's CI. A content
 * problem (one the build refuses) is printed as its one-line messages, and exits 1.
 *
 * `npm run doctor -- --write-sample` (for the maintainers, while data/ is the sample) writes the
 * snapshot it compares with, scripts/doctor/sample.json (scripts/doctor/sample.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { siteWarnings } from './build/pipeline.ts';
import { checkShape } from '../content/check-shape.ts';
import { wantsPage } from '../content/synced.ts';
import { untranslatedLine } from '../content/translate.ts';
import { ContentError } from '../content/validate.ts';
import { projectRoot } from './build/config.ts';
import { checkContent } from './build/check-content.ts';
import { loadSite } from './build/content.ts';
import { mailSettings } from './build/mail.ts';
import { buildMedia } from './build/media.ts';
import { compareWithSample } from './doctor/compare.ts';
import { ownWritingNotes } from './doctor/own-writing.ts';
import { syncFindings } from './doctor/sync.ts';
import { SAMPLE_FILE, isSample, readData, writeSample } from './doctor/sample.ts';
import { SYNCED } from './sync/write.ts';

export { sampleValues } from './doctor/compare.ts';

export interface Diagnosis {
  /** The mail provider's warnings: none when EmailJS is configured. */
  readonly mail: readonly string[];
  /** A sync not set up or too old, one line per synced file. */
  readonly sync: readonly string[];
  /** What data/ still holds of the sample, one line per entry and field. */
  readonly sample: readonly string[];
  /** Whether data/ is the sample exactly, as it ships. */
  readonly untouched: boolean;
  /** Every text a translation does not give (data/translations.ts), one line each. */
  readonly untranslated: readonly string[];
  /** The build's other warnings. */
  readonly warnings: readonly string[];
  /** What the owner may like to know, nothing to do: drafts, projects without a write-up. */
  readonly information: readonly string[];
}

/** Everything left to make the site one's own (builds it into a temporary folder; throws on a content problem). */
export async function doctor(root: string = projectRoot, env: NodeJS.ProcessEnv = process.env): Promise<Diagnosis> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'portfolio-doctor-'));
  try {
    // With the drafts, as `npm start` builds it: the doctor names them (and checks their pictures).
    const site = await loadSite(root, { drafts: true });
    for (const { content } of site.languages) checkContent(content);
    const media = await buildMedia(
      site.languages.map((l) => l.content),
      outDir,
      path.join(root, '.cache', 'images'),
    );
    const mail = new Set(mailSettings(env).warnings);
    const warnings = siteWarnings(site, [...media.warnings, ...mail]);
    const data = await readData(root);
    const read = checkShape(data).data;
    const untranslated = site.untranslated.map(untranslatedLine);
    const unpublished = new Set(site.unpublished);
    // A synced file whose entries are not published (someone else's, or of a page the owner does not
    // want) is its one line, or none, not each of its values.
    const hidden = [
      ...site.unpublished.map((line) => line.slice(0, line.indexOf(':'))),
      ...(wantsPage(read.openSource) ? [] : [SYNCED.repositories.file]),
      ...(wantsPage(read.writing) ? [] : [SYNCED.posts.file]),
    ];
    const notShown = (line: string) => hidden.some((file) => line.startsWith(`${file}:`));
    return {
      mail: warnings.filter((w) => mail.has(w)),
      sync: [...site.unpublished, ...(await syncFindings(root, read)).filter((line) => !notShown(line))],
      sample: compareWithSample(data, root).filter((line) => !notShown(line)),
      untouched: isSample(data),
      untranslated,
      // The build's own summary of the untranslated texts is listed whole above.
      warnings: warnings.filter((w) => !mail.has(w) && !unpublished.has(w) && !w.includes('not translated, shown in the default language')),
      information: ownWritingNotes(site),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Everything the doctor lists as left to do, in the order it prints it (not its information). */
export const findings = ({ mail, sync, sample, untranslated, warnings }: Diagnosis): string[] => [
  ...mail,
  ...sync,
  ...sample,
  ...untranslated,
  ...warnings,
];

/** The information, under its heading, after what is left to do. */
const informationLines = ({ information }: Diagnosis): string[] =>
  information.length ? ['', 'For your information (nothing to do):', ...information] : [];

/** The report `npm run doctor` prints: the mail provider first, the sample's values by file, the other warnings, then the information. */
export function report(diagnosis: Diagnosis, { strict = false } = {}): string {
  const { mail, sync, sample, untouched, untranslated, warnings } = diagnosis;
  if (!findings(diagnosis).length) {
    return `${['Nothing left from the sample, and nothing missing: the site is all yours.', ...informationLines(diagnosis)].join('\n')}\n`;
  }
  const out: string[] = [...mail, ...sync];
  if (sample.length) {
    const files = [...new Set(sample.map((line) => line.slice(0, line.indexOf(':'))))];
    if (out.length) out.push('');
    out.push(
      untouched
        ? `data/ is the sample as it ships: ${sample.length} fields in ${files.length} files to make your own.`
        : `Still the sample's: ${sample.length} field${sample.length === 1 ? '' : 's'} in ${files.length} file${files.length === 1 ? '' : 's'}.`,
    );
    for (const file of files) out.push('', ...sample.filter((line) => line.startsWith(`${file}:`)));
  }
  if (untranslated.length)
    out.push('', `Not translated yet, shown in the default language meanwhile: ${untranslated.length}.`, ...untranslated);
  if (warnings.length) out.push('', 'The build warns:', ...warnings);
  out.push(...informationLines(diagnosis));
  out.push(
    '',
    strict
      ? 'Exit code 1 (--strict): something is left to do.'
      : '(Exit code 0. With --strict it is 1 while anything is left to do, for CI.)',
  );
  return `${out.join('\n')}\n`;
}

async function main(args: readonly string[]): Promise<number> {
  if (args.includes('--write-sample')) {
    const count = await writeSample(projectRoot);
    console.log(`Wrote ${path.relative(projectRoot, SAMPLE_FILE)}: ${count} values of data/, as the sample the doctor compares with.`);
    console.log('Run it only while data/ is the sample (after changing the sample), never in a fork.');
    return 0;
  }
  const strict = args.includes('--strict');
  const diagnosis = await doctor();
  const listed = findings(diagnosis).length > 0;
  process.stdout.write(report(diagnosis, { strict: strict && listed }));
  return strict && listed ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    // A content problem is its one-line messages; anything else its message alone, no stack trace.
    console.error(error instanceof ContentError ? error.message : error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
