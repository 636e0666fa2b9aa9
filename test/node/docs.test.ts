import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { projectRoot } from '../../scripts/build/config.ts';
import { currentSectionsReference, SECTIONS_REFERENCE } from '../../scripts/build/reference.ts';

describe('the sections reference', () => {
  it(`${SECTIONS_REFERENCE} says what the sections’ contracts say (after a change: npm run docs)`, async () => {
    const written = await readFile(path.join(projectRoot, SECTIONS_REFERENCE), 'utf8');
    assert.equal(written, await currentSectionsReference(), `${SECTIONS_REFERENCE} is out of date: run npm run docs`);
  });
});
