/** Defines `<portfolio-writing>` showing what the build bound for it from data/ (scripts/build/sections.ts). */
import content from 'bound:portfolio-writing';
import { defineSection } from '../shared/section/define.ts';
import spec from './spec.ts';

defineSection(spec, content);
