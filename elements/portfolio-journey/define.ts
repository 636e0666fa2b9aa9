import { defineSection } from '../shared/define.ts';
import { journeySection } from './spec.ts';

defineSection(journeySection);
