/**
 * When `<portfolio-about>` loads its script (shared/runtime/islands.ts). On the site: at once when the
 * address opens a tab only the script can show (/about#education), and a tab chosen before the
 * script came is written into the address, as the section does. An embed leaves the host page's
 * address alone.
 */
import type { LoadRule } from '../shared/runtime/islands.ts';
import { ABOUT_TABS, needsTabAtLoad, writeTabToAddress } from './tabs.ts';

export default (__EMBED__
  ? { when: 'interaction' }
  : {
      when: () => (needsTabAtLoad(location.hash) ? 'now' : 'interaction'),
      answered: (host) => writeTabToAddress(ABOUT_TABS[Number(host.dataset.tab)] ?? ''),
    }) satisfies LoadRule as LoadRule;
