/**
 * What `dist/embed/<tag>.js` runs for an interactive section: the widget its plan describes
 * (loader.ts), its React loaded by its rule (schedule-island.ts), the plan given by the build as
 * data (`bound:embed`: the section's markup, styles and React files in every language, and when
 * it loads).
 */
import plan from 'bound:embed';
import { scheduleIsland } from '../runtime/schedule-island.ts';
import { startEmbed } from './loader.ts';

startEmbed(plan, scheduleIsland);
