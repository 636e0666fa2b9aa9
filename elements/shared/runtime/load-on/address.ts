/**
 * `address`: at once when the page's address names a tab of the section that is not the
 * selected one (`/about#education`), which only the script can show; else on the first sign of
 * use. In an embed, on the first sign of use: an embed leaves the host page's address alone.
 */
import type { LoadStrategy } from '../load-on.ts';
import { addressNamesHiddenTab } from '../tabs.ts';
import { interaction } from './interaction.ts';
import { now } from './now.ts';

export const address: LoadStrategy = (host) => (!__EMBED__ && addressNamesHiddenTab(host) ? now(host) : interaction(host));
