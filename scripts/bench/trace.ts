/**
 * `--profile`: a Chromium performance trace (the DevTools protocol's Tracing, DevTools'
 * timeline categories) of every throttled first tap, from just before the tap until its Event
 * Timing entry has come, saved to a new folder in the system's temporary folder as
 * `<site>-<tap>-run<n>-<ms>ms.json`. Open one in Chromium's DevTools (Performance → Load
 * profile) or at https://ui.perfetto.dev to see where a slow tap spent its time. Tracing costs
 * the page a little: a traced run may measure slower than an untraced one.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'puppeteer-core';

/** Traces one tap: started before it, saved once its duration is known. */
export interface TapTrace {
  start(page: Page): Promise<void>;
  save(page: Page, ms: number): Promise<void>;
}

/** A file name's part made of `text`: lower case, words joined by `-`. */
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export class Traces {
  private constructor(readonly folder: string) {}

  static async create(): Promise<Traces> {
    return new Traces(await mkdtemp(path.join(os.tmpdir(), 'portfolio-bench-traces-')));
  }

  /** The trace of run `run` (from 1) of `tap` on the site named `site`. */
  tap(site: string, tap: string, run: number): TapTrace {
    const name = `${slug(site)}-${slug(tap)}-run${run}`;
    return {
      start: (page) => page.tracing.start(),
      save: async (page, ms) => {
        const data = await page.tracing.stop();
        if (data) await writeFile(path.join(this.folder, `${name}-${Math.round(ms)}ms.json`), data);
      },
    };
  }
}
