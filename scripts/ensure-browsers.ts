/**
 * Run before the tests: the programs they use come from Debian, never a download of their own:
 * a browser for every engine of the run (`selectedEngines()`: Chromium, Firefox ESR, WebKitGTK's
 * MiniBrowser with its WebDriver under Xvfb, and xsettingsd to change its system settings) for
 * the browser and end-to-end tests, and `pdftotext` (poppler-utils) to read resume.pdf back.
 * When one is missing and we are root, install it with apt-get; otherwise stop with one line per
 * program saying how.
 */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHROMIUM, FIREFOX, MINIBROWSER, WEBKIT_DRIVER, selectedEngines, type Engine } from './lib/browser.ts';

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};
const onPath = (command: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && executable(path.join(dir, command)));

interface Need {
  readonly what: string;
  readonly debianPackage: string;
  readonly present: () => boolean;
  readonly hint: string;
}

const atFile = (what: string, debianPackage: string, file: string, variable: string): Need => ({
  what: `${what} (${file})`,
  debianPackage,
  present: () => executable(file),
  hint: ` (or set ${variable})`,
});

const forEngine: Record<Engine, Need[]> = {
  chromium: [atFile('Chromium', 'chromium', CHROMIUM, 'CHROME_PATH')],
  firefox: [atFile('Firefox ESR', 'firefox-esr', FIREFOX, 'FIREFOX_PATH')],
  webkit: [
    atFile('WebKitWebDriver', 'webkit2gtk-driver', WEBKIT_DRIVER, 'WEBKIT_DRIVER_PATH'),
    atFile('MiniBrowser', 'webkit2gtk-driver', MINIBROWSER, 'MINIBROWSER_PATH'),
    { what: 'Xvfb', debianPackage: 'xvfb', present: () => onPath('Xvfb'), hint: '' },
    { what: 'xsettingsd', debianPackage: 'xsettingsd', present: () => onPath('xsettingsd'), hint: '' },
  ],
};

const needed = [
  ...selectedEngines().flatMap((engine) => forEngine[engine]),
  { what: 'pdftotext', debianPackage: 'poppler-utils', present: () => onPath('pdftotext'), hint: '' },
];

const missing = needed.filter((n) => !n.present());
if (missing.length) {
  const packages = [...new Set(missing.map((m) => m.debianPackage))];
  if (process.getuid?.() !== 0) {
    for (const m of missing) console.error(`${m.what} not found: install it with "sudo apt-get install -y ${m.debianPackage}"${m.hint}.`);
    process.exit(1);
  }
  console.log(`${missing.map((m) => m.what).join(', ')} not found; installing Debian's ${packages.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...packages],
  ]) {
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
