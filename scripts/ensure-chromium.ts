/**
 * Run before the tests: the browser they use is Debian's Chromium (or CHROME_PATH), never a
 * download of its own. When it is missing and we are root, install it with apt-get; otherwise
 * stop with one line saying how.
 */
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { CHROMIUM } from './lib/browser.ts';

const present = () => {
  try {
    accessSync(CHROMIUM, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

if (!present()) {
  if (process.getuid?.() !== 0) {
    console.error(`Chromium not found at ${CHROMIUM}: install it with "sudo apt-get install -y chromium" (or set CHROME_PATH).`);
    process.exit(1);
  }
  console.log('Chromium not found; installing Debian\'s chromium package…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`"apt-get ${args.join(' ')}" failed; install chromium by hand and run the tests again.`);
      process.exit(1);
    }
  }
  if (!present()) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
