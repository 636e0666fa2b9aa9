import { defineSection } from '../shared/define.ts';
import { aboutSection } from './spec.ts';

defineSection(aboutSection);
