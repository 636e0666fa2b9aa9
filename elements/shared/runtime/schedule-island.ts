/**
 * Loads a prerendered section's JavaScript only when a visitor may need it (its load strategy,
 * load-on.ts), and makes sure nothing they do before it arrives is lost: until the section has
 * hydrated (its `SECTION_READY` event), its first taps are answered on the markup
 * (first-taps.ts), its dialogs followed (modal.ts), and other input held and replayed (hold.ts).
 * A load that fails is tried again on the next sign of use.
 */
import { SECTION_READY } from '../events.ts';
import { afterNextPaint } from './after-paint.ts';
import { answerFirst } from './first-taps.ts';
import { holdInput } from './hold.ts';
import { watchHumanInput } from './human-input.ts';
import { supportInvokerCommands } from './invoker-commands.ts';
import { loadStrategy, type LoadOn } from './load-on.ts';
import { interaction } from './load-on/interaction.ts';
import { followModals } from './modal.ts';
import { prepareHiddenPanels } from './prepared-panels.ts';

/** A section to schedule: its load rule (its contract's `loadOn`), and what loads its script (importing it defines the element). */
export interface Scheduled {
  readonly loadOn: LoadOn;
  readonly load: () => Promise<unknown>;
}

/** Schedules the section on `host`; resolves once it has hydrated and what was held is replayed. */
export function scheduleIsland(host: HTMLElement, { loadOn, load }: Scheduled): Promise<void> {
  // A dialog's opener works by itself, in every engine (the section's own bundle installs it too).
  supportInvokerCommands();
  const scope = host.shadowRoot ?? host;
  // From page start, so what a person typed before the section hydrated still counts (the contact form's bot check).
  watchHumanInput(scope);
  const stopModals = followModals(scope);
  void prepareHiddenPanels(scope);
  const release = holdInput(host, answerFirst);
  const ready = new Promise((resolve) => host.addEventListener(SECTION_READY, resolve, { once: true }));
  return (async () => {
    for (let when = loadStrategy(host, loadOn); ; when = interaction) {
      await when(host);
      // The tap that showed intent is answered first: its frame is painted before any of the
      // section's code is fetched, compiled or run.
      await afterNextPaint();
      try {
        await load();
        break;
      } catch {
        // The next sign of use tries again. Nothing is reported: the browser already names a file
        // that failed to load, and a page being left aborts its pending imports (Firefox rejects
        // them as the navigation starts, before `pagehide`), which is no error at all.
      }
    }
    await ready;
    stopModals();
    release();
  })();
}
