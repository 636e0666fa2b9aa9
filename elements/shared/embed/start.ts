/**
 * What `dist/embed/<tag>.js` runs: the widget its plan describes (loader.ts), the plan given by
 * the build as data (`bound:embed`: the section's markup, styles and React files in every
 * language, and when it loads).
 */
import plan from 'bound:embed';
import { startEmbed } from './loader.ts';

startEmbed(plan);
