/**
 * Run before the tests: the programs they use come from Debian, never a download of their own:
 * Chromium (or CHROME_PATH) for the browser and end-to-end tests, and `pdftotext` (poppler-utils)
 * to read resume.pdf back. When one is missing and we are root, install it with apt-get;
 * otherwise stop with one line saying how.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM } from './lib/browser.ts';

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (command: string) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, command)));

const needed = [
  { what: `Chromium (${CHROMIUM})`, debianPackage: 'chromium', present: () => executable(CHROMIUM), hint: ' (or set CHROME_PATH)' },
  { what: 'pdftotext', debianPackage: 'poppler-utils', present: () => onPath('pdftotext'), hint: '' },
];

const missing = needed.filter((n) => !n.present());
if (missing.length) {
  const packages = missing.map((m) => m.debianPackage);
  if (process.getuid?.() !== 0) {
    for (const m of missing) console.error(`${m.what} not found: install it with "sudo apt-get install -y ${m.debianPackage}"${m.hint}.`);
    process.exit(1);
  }
  console.log(`${missing.map((m) => m.what).join(' and ')} not found; installing Debian's ${packages.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', ...packages]]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`"apt-get ${args.join(' ')}" failed; install ${packages.join(' ')} by hand and run the tests again.`);
      process.exit(1);
    }
  }
  for (const m of missing.filter((n) => !n.present())) {
    console.error(`apt-get finished but ${m.what} is still missing.`);
    process.exit(1);
  }
}
