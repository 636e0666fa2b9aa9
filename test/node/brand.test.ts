import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { inflateSync } from 'node:zlib';
import OpenProps from 'open-props';
import * as data from '../../data/index.ts';
import { siteContent } from '../support/site-content.ts';
import { AA_CONTRAST, brandColors, whiteTextContrast, whiteTextFamilies } from '../../content/brand-color.ts';
import { BRAND_COLORS } from '../../content/schema.ts';
import { faviconSvg } from '../../scripts/build/brand.ts';
import { contentProblems } from '../../scripts/build/check-content.ts';
import { resumePdf } from '../../scripts/build/resume.ts';
import { embedTokens, pageStylesheet } from '../../scripts/build/styles.ts';

const props = OpenProps as unknown as Record<string, string>;
const content = siteContent;

describe('the brand colour (brandColor in data/site.ts)', () => {
  it('is the shade 7 of its Open Props family', () => {
    assert.equal(brandColors('violet').hex, props['--violet-7']);
    assert.equal(brandColors(data.brandColor).shades[3], props[`--${data.brandColor}-3`]);
    assert.equal(brandColors('violet').shades.length, 13, 'shades 0 to 12');
  });

  it('may be every Open Props family whose shade 7 carries white text at AA, and no other', () => {
    const families = Object.keys(props).flatMap((key) => key.match(/^--([a-z]+)-7$/)?.slice(1) ?? []);
    const readable = families.filter(
      (f) => /^#[0-9a-f]{6}$/i.test(props[`--${f}-7`]!) && whiteTextContrast(props[`--${f}-7`]!) >= AA_CONTRAST,
    );
    assert.deepEqual([...BRAND_COLORS].sort(), readable.sort());
    assert.deepEqual(whiteTextFamilies(), [...BRAND_COLORS], 'the families the content check names, in their order');
  });

  it('is resolved once, on the content, for every step that shows it', () => {
    assert.deepEqual(content.brandColor, brandColors(content.brandColor.family));
  });

  it('gives the page and every embed the shades of its family, and no other brand family', async () => {
    for (const family of ['violet', 'pink'] as const) {
      for (const css of [(await pageStylesheet(brandColors(family)))(), await embedTokens(brandColors(family))]) {
        assert.match(css, new RegExp(`--brand:\\s*var\\(--${family}-7\\)`));
        assert.match(css, new RegExp(`--${family}-7:${props[`--${family}-7`]}`));
        assert.doesNotMatch(css, /--brand-\d/);
        const hex = props[`--${family}-7`]!;
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
        // 18% of shade 7, as the minifier writes it: rgb() with an alpha, or the same as #rrggbbaa.
        const tint = `rgb\\(${r} ${g} ${b} / \\.18\\)|${hex}2e`;
        assert.match(css, new RegExp(`--brand-soft:\\s*(${tint})`, 'i'), 'the dark theme’s tint of shade 7');
      }
    }
  });

  it('draws the favicon: the brand’s first letter (any script) on its colour', () => {
    const svg = faviconSvg('Šime & co', brandColors('violet'));
    assert.match(svg, new RegExp(`fill="${props['--violet-7']}"`));
    assert.match(svg, />Š<\/text>/);
    assert.match(faviconSvg('<b>', brandColors('gray')), />&lt;<\/text>/, 'markup in the brand is escaped');
  });

  it('colours resume.pdf’s headings', async () => {
    const pdf = Buffer.from(await resumePdf({ ...content, brandColor: brandColors('pink') }));
    // The fill colours set in the page content streams (Flate-compressed), as "r g b rg".
    const colours = new Set<string>();
    for (const { index, 0: head } of pdf.toString('latin1').matchAll(/stream\r?\n/g)) {
      const start = index + head.length;
      const body = pdf.subarray(start, pdf.indexOf('endstream', start));
      try {
        for (const [fill] of inflateSync(body)
          .toString('latin1')
          .matchAll(/[\d.]+ [\d.]+ [\d.]+ rg/g))
          colours.add(fill);
      } catch {
        // not a compressed stream (a font, an image)
      }
    }
    const pink = [1, 3, 5].map((i) => parseInt(brandColors('pink').hex.slice(i, i + 2), 16) / 255).join(' ');
    assert.ok(colours.has(`${pink} rg`), `${pink} rg among ${[...colours].join(', ')}`);
  });

  it('stops the build when white text on it is below WCAG AA', () => {
    const problems = contentProblems({ ...content, brandColor: brandColors('teal' as never) }, { ownResumePdf: true });
    assert.deepEqual(
      problems.filter((p) => p.startsWith('data/site.ts: brandColor')),
      [
        `data/site.ts: brandColor: white text on "teal" (${props['--teal-7']}) has a contrast of 3.12:1, below the 4.5:1 of WCAG AA; choose indigo, violet, purple, pink, gray, brown or sand`,
      ],
    );
    assert.deepEqual(
      contentProblems({ ...content, brandColor: brandColors('indigo') }, { ownResumePdf: true }),
      contentProblems(content, { ownResumePdf: true }),
    );
  });
});
