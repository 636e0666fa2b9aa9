import { defineSection } from '../shared/define.ts';
import { contactSection } from './spec.ts';

defineSection(contactSection);
