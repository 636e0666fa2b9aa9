/**
 * The end-to-end suites, in one process so they share one build per base path and one
 * Chromium. Add a suite by importing it here.
 */
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { closeSites, cspViolations } from './fixture.ts';
import './site.e2e.ts';
import './nav.e2e.ts';
import './base-path.e2e.ts';
import './embed.e2e.ts';
import './embed-paint.e2e.ts';
import './quality.e2e.ts';
import './certifications-journey.e2e.ts';
import './about-skills.e2e.ts';
import './projects.e2e.ts';
import './open-source-writing.e2e.ts';
import './posts.e2e.ts';
import './contact.e2e.ts';
import './csp.e2e.ts';
import './images.e2e.ts';
import './speed.e2e.ts';
import './print.e2e.ts';
import './layout.e2e.ts';
import './web-font.e2e.ts';
import './directions.e2e.ts';

// Declared last, so it runs after every suite above.
describe('the whole end-to-end run', () => {
  it('saw no Content-Security-Policy violation on any page', () => {
    assert.deepEqual(cspViolations, []);
  });
});

after(closeSites);
