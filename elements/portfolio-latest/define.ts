/** Defines `<portfolio-latest>` showing what the build bound for it from data/ (scripts/build/sections.ts). */
import content from 'bound:portfolio-latest';
import { defineSection } from '../shared/section/define.ts';
import spec from './spec.ts';

defineSection(spec, content);
