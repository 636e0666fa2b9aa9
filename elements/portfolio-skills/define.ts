import { defineSection } from '../shared/define.ts';
import { skillsSection } from './spec.ts';

defineSection(skillsSection);
