import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { preloadEagerImage } from '../../scripts/build/pages.ts';

const page = (body: string) => `<html><head><title>t</title></head><body>${body}</body></html>`;
const links = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe('the preload of a page’s first eager image', () => {
  it('names a picture’s AVIF source (as React writes it), with an href, so the browser fetches what the picture picks', () => {
    const html = preloadEagerImage(
      page(
        '<picture><source type="image/avif" srcSet="/a/p-320.avif 320w, /a/p-640.avif 640w" sizes="(min-width: 60rem) 320px, 70vw"/>' +
          '<img alt="" width="320" height="320" loading="eager" fetchPriority="high" srcSet="/a/p-320.jpg 320w" sizes="320px" src="/a/p-320.jpg"/></picture>',
      ),
    );
    assert.deepEqual(links(html), [
      '<link rel="preload" as="image" type="image/avif" href="/a/p-320.avif" imagesrcset="/a/p-320.avif 320w, /a/p-640.avif 640w" imagesizes="(min-width: 60rem) 320px, 70vw" fetchpriority="high" />',
    ]);
    assert.ok(html.indexOf('<link rel="preload"') < html.indexOf('</head>'));
  });

  it('takes a plain image’s own src, never a lazy picture before it', () => {
    const html = preloadEagerImage(
      page(
        '<picture><source type="image/avif" srcset="/a/lazy.avif 100w"/><img alt="" loading="lazy" src="/a/lazy.jpg"/></picture>' +
          '<img alt="" loading="eager" src="/a/logo.svg" width="44" height="44"/>',
      ),
    );
    assert.deepEqual(links(html), ['<link rel="preload" as="image" href="/a/logo.svg" fetchpriority="high" />']);
  });

  it('leaves a page with no eager image as it is', () => {
    const source = page('<img alt="" loading="lazy" src="/a/x.jpg"/>');
    assert.equal(preloadEagerImage(source), source);
  });
});
