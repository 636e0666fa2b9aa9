import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { checkLinks } from '../support/links.ts';
import { startServer } from '../../scripts/lib/server.ts';
import { siteContent, opensAboutTab, useSite, type Site } from './fixture.ts';

const { pages } = siteContent;

let site: Site;
before(async () => {
  site = await useSite('/portfolio/');
});

describe('built with BASE_PATH=/portfolio/', () => {
  it('has no broken internal link, asset or anchor on any page', async () => {
    assert.deepEqual(
      (await checkLinks(site.dir, site.server.url)).filter((l) => !opensAboutTab(l)),
      [],
    );
  });

  it('writes no root-absolute URL outside the base path', async () => {
    for (const file of ['index.html', 'about/index.html', '404.html']) {
      const html = await readFile(path.join(site.dir, file), 'utf8');
      const outside = [...html.matchAll(/\s(?:href|src)="(\/[^"]*)"/g)].map((m) => m[1]).filter((u) => !u!.startsWith('/portfolio/'));
      assert.deepEqual(outside, [], file);
    }
  });

  for (const p of pages) {
    it(`serves /portfolio/${p.route} with styles, scripts and the right active link`, async () => {
      const { page, status, problems } = await site.visit(p.route);
      try {
        assert.equal(status, 200);
        assert.equal(await page.title(), p.title);
        const current = await page.$$eval('site-nav a[aria-current="page"]', (as) => as.map((a) => a.getAttribute('href')));
        assert.deepEqual(current, [`/portfolio/${p.route ? `${p.route}/` : ''}`]);
        assert.equal(await page.evaluate(() => customElements.get('site-nav') !== undefined), true);
        assert.deepEqual(problems, []);
      } finally {
        await page.close();
      }
    });
  }

  it('serves the resume under the base path', async () => {
    const response = await fetch(site.url('resume.pdf'));
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/pdf');
  });
});

describe('the link checker', () => {
  it('reports a missing page and a missing anchor', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'links-'));
    try {
      await writeFile(path.join(dir, 'index.html'), '<a href="/gone/">x</a><a href="#nowhere">y</a><a id="here" href="#here">z</a>');
      const server = await startServer({ dir });
      try {
        const broken = await checkLinks(dir, server.url);
        assert.deepEqual(
          broken.map((b) => [b.link, b.reason]),
          [
            ['/gone/', 'HTTP 404'],
            ['#nowhere', 'no element with id "nowhere"'],
          ],
        );
      } finally {
        await server.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
