import { defineSection } from '../shared/define.ts';
import { heroSection } from './spec.ts';

defineSection(heroSection);
