/**
 * What `dist/embed/<tag>.js` runs for a read-only section (no `loadOn` in its contract): the widget its plan
 * describes (loader.ts), painted and following the host's theme, with no scheduling code: its
 * React loads only for an attribute that changes what it shows.
 */
import plan from 'bound:embed';
import { startEmbed } from './loader.ts';

startEmbed(plan);
