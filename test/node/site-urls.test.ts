import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { absolute, fileHref, inFolder, routeHref, routePath, type SiteUrls } from '../../content/site-urls.ts';

const site: SiteUrls = { base: '/portfolio/', folder: '', origin: 'https://xn--bcher-kva.example' };

describe('the site’s addresses, from one value', () => {
  it('writes a route as its folder, Home as the language’s root, a fragment after the slash', () => {
    assert.deepEqual(
      ['', 'about', 'about#education'].map((route) => routePath(route)),
      ['', 'about/', 'about/#education'],
    );
    assert.deepEqual(
      ['', 'about#education'].map((route) => routePath(route, 'ar/')),
      ['ar/', 'ar/about/#education'],
    );
  });

  it('links a route under the base path, in the value’s language or in another’s', () => {
    const arabic = inFolder(site, 'ar/');
    assert.equal(routeHref(site, 'projects'), '/portfolio/projects/');
    assert.equal(routeHref(arabic, 'projects'), '/portfolio/ar/projects/');
    assert.equal(routeHref(arabic, 'projects', ''), '/portfolio/projects/');
    assert.equal(routeHref(arabic, ''), '/portfolio/ar/');
  });

  it('keeps built files at the site root whatever the language', () => {
    assert.equal(fileHref(inFolder(site, 'ar/'), 'assets/icons.abc.svg'), '/portfolio/assets/icons.abc.svg');
  });

  it('makes an address absolute on the site’s origin', () => {
    assert.equal(
      absolute(site, routeHref(inFolder(site, 'pt/'), 'about#education')),
      'https://xn--bcher-kva.example/portfolio/pt/about/#education',
    );
    const atRoot = { ...site, base: '/' };
    assert.equal(absolute(atRoot, routeHref(atRoot, '')), 'https://xn--bcher-kva.example/');
  });
});
