import { defineSection } from '../shared/define.ts';
import { certificationsSection } from './spec.ts';

defineSection(certificationsSection);
