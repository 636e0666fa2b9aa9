/**
 * `npm run screenshots`: builds the site and saves a picture of every page in light and dark,
 * on a desktop and a phone viewport, to `docs/screenshots/` (the README shows them, so run it
 * after changing how the site looks and commit the pictures). `SCREENSHOTS_DIR` writes
 * elsewhere; `--full` takes whole pages instead of the first screen.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../build.ts';
import { pages } from '../data/site.ts';
import { launchBrowser } from './lib/browser.ts';
import { projectRoot } from './lib/config.ts';
import { startServer } from './lib/server.ts';

const outDir = path.resolve(projectRoot, process.env.SCREENSHOTS_DIR ?? 'docs/screenshots');
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 1 } };

const { config } = await build();
const server = await startServer({ dir: config.outDir, base: config.base });
const browser = await launchBrowser();
await mkdir(outDir, { recursive: true });
try {
  const page = await browser.newPage();
  page.on('console', (m) => ['error', 'warn'].includes(m.type()) && console.log(`console ${m.type()}: ${m.text()}`));
  for (const [device, viewport] of Object.entries(viewports)) {
    await page.setViewport(viewport);
    for (const theme of ['light', 'dark'] as const) {
      // Reduced motion: pictures of finished pages, not of entrance animations half-way.
      await page.emulateMediaFeatures([
        { name: 'prefers-color-scheme', value: theme },
        { name: 'prefers-reduced-motion', value: 'reduce' },
      ]);
      for (const p of pages) {
        await page.goto(new URL(p.route ? `${p.route}/` : '', server.url).href, { waitUntil: 'networkidle0' });
        const file = path.join(outDir, `${p.route || 'home'}-${theme}-${device}.png`);
        await page.screenshot({ path: file, fullPage: process.argv.includes('--full') });
      }
    }
  }
  console.log(`Saved ${Object.keys(viewports).length * 2 * pages.length} screenshots to ${path.relative(projectRoot, outDir)}/`);
} finally {
  await browser.close();
  await server.close();
}
