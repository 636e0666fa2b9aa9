import { defineSection } from '../shared/define.ts';
import { projectsSection } from './spec.ts';

defineSection(projectsSection);
