/**
 * The end-to-end suites, in one process so they share one build per base path and one
 * Chromium. Add a suite by importing it here.
 */
import { after } from 'node:test';
import { closeSites } from './fixture.ts';
import './site.e2e.ts';
import './base-path.e2e.ts';

after(closeSites);
