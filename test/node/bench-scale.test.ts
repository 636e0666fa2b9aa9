/**
 * `npm run bench -- --scale` grows whatever `data/` holds (the sample, or a fork's own content)
 * to an owner at scale; the build must accept what it makes.
 */
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { siteData } from '../support/site-content.ts';
import { prepareScaleSet, SCALE } from '../../scripts/bench/scale.ts';
import type * as CheckModule from '../../scripts/build/check-content.ts';
import { projectRoot } from '../../scripts/build/config.ts';
import { loadContent } from '../../scripts/build/content.ts';
import type { Content } from '../../content/types.ts';

describe('the bench at scale', () => {
  let dir = '';
  let grown: Content;
  let built: Content;
  before(async () => {
    dir = await prepareScaleSet();
    grown = await loadContent(dir);
    built = await loadContent(projectRoot);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('has as many projects, certifications and journey entries as the scale names, each of them from data/', () => {
    for (const list of ['projects', 'certifications', 'journey'] as const) {
      assert.equal(grown[list].length, SCALE[list], list);
    }
    assert.deepEqual(grown.projects.slice(0, built.projects.length), built.projects);
    const own = new Set(siteData.projects.map((p) => p.description));
    assert.ok(grown.projects.every((p) => own.has(p.description)));
  });

  it("adds as many long posts of the owner's own as the scale names, each with highlighted code and two photos, to those data/ has", () => {
    assert.equal(grown.ownPosts.length, built.ownPosts.length + SCALE.posts);
    const added = grown.ownPosts.filter((post) => !built.ownPosts.some((own) => own.route === post.route));
    assert.equal(added.length, SCALE.posts);
    for (const { version } of added) {
      assert.ok(version.markdown.split(/\s+/).length >= 1_500, version.file);
      assert.equal(version.markdown.match(/^```\w+$/gm)?.length, 3, version.file);
      assert.equal(version.markdown.match(/^!\[[^\]]+\]\(images\/[^)]+\.jpg\)$/gm)?.length, 2, version.file);
    }
  });

  it('passes the content checks the build runs (names stay unique, its photos are there)', async () => {
    // The copy's own checks, which look for pictures in the copy's data/images/.
    const { checkContent } = (await import(pathToFileURL(path.join(dir, 'scripts/build/check-content.ts')).href)) as typeof CheckModule;
    assert.doesNotThrow(() => checkContent(grown));
  });

  it('leaves the rest of data/ as it is', () => {
    // data/ as the build reads it: its defaults (brand, greeting, contact) filled in, the pages with something to show.
    const own = built;
    assert.deepEqual(grown.profile, own.profile);
    assert.deepEqual(grown.personal, own.personal);
    assert.deepEqual(grown.contact, own.contact);
    assert.deepEqual(grown.strings, own.strings);
    assert.deepEqual(grown.education, siteData.education);
    assert.deepEqual(grown.experience, siteData.experience);
    assert.deepEqual(grown.pages, own.pages);
  });
});
