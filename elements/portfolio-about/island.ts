/**
 * When `<portfolio-about>` loads its script (shared/runtime/islands.ts). On the site: at once when the
 * address opens a tab only the script can show (/about#education), and a tab chosen before the
 * script came is written into the address, as the section does. An embed leaves the host page's
 * address alone.
 */
import type { LoadRule } from '../shared/runtime/islands.ts';
import { needsTabAtLoad, writeTabToAddress } from './tabs.ts';

export default (__EMBED__
  ? { when: 'interaction' }
  : {
      when: () => (needsTabAtLoad(location.hash) ? 'now' : 'interaction'),
      // The tab at the chosen position (an owner without entries has no Education or Experience tab).
      answered: (host) =>
        writeTabToAddress(host.shadowRoot?.querySelectorAll<HTMLElement>('[role="tab"]')[Number(host.dataset.tab)]?.dataset.key ?? ''),
    }) satisfies LoadRule as LoadRule;
