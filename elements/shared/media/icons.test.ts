/**
 * Icons drawn from the sprite (a `<use>` of the icon's symbol: the footer's, the brand
 * marks, and what the browser renders later) paint in this engine: the sprite is an image the
 * engine accepts (Firefox refuses one that is not well-formed XML), and each `<use>` paints the
 * icon's own shape — where the icon's picture (its inline markup, drawn as an image) is painted
 * and not where it is clear, so neither a solid square nor nothing. Every icon is checked, the
 * same way in every engine.
 */
import { expect } from '@open-wc/testing';
import { html, render } from 'lit-html';
import { iconNames, inlineIcon, type IconName } from './icons.ts';
import { icon } from './lit-icon.ts';
import { navTemplate, prerenderState, type NavState } from '../../site-nav/template.ts';
import { chromeContent } from '../chrome.ts';
import { siteContent } from '../../../test/support/site-section.ts';
import { until, usePageStyles } from '../../../test/support/dom.ts';

/** Pixels across the file's picture; the live icon is drawn `SCALE` times larger, so a pixel's centre is well inside or outside a stroke. */
const SIZE = 24;
const SCALE = 4;

/** Renders the icon as the footer does, drawn large; returns it and the file its `<use>` points at. */
function drawIcon(name: IconName, container: HTMLElement): { svg: SVGSVGElement; file: string } {
  render(html`${icon(name)}`, container);
  const svg = container.querySelector('svg')!;
  svg.style.width = svg.style.height = `${SIZE * SCALE}px`;
  return { svg, file: svg.querySelector('use')!.getAttribute('href')!.replace(/#.*$/, '') };
}

/** The icon's inline markup as an SVG document, for an image. */
const iconDocument = (name: IconName) =>
  `data:image/svg+xml,${encodeURIComponent(inlineIcon(name).replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" '))}`;

/** The image at `src` as the engine decodes it, drawn into a SIZE × SIZE canvas: each pixel's alpha. */
async function pictureOf(src: string): Promise<(x: number, y: number) => number> {
  const image = new Image(SIZE, SIZE);
  image.src = src;
  await image.decode();
  const context = Object.assign(document.createElement('canvas'), { width: SIZE, height: SIZE }).getContext('2d', {
    willReadFrequently: true,
  })!;
  context.drawImage(image, 0, 0, SIZE, SIZE);
  const { data } = context.getImageData(0, 0, SIZE, SIZE);
  return (x, y) => (x < 0 || y < 0 || x >= SIZE || y >= SIZE ? 0 : data[(y * SIZE + x) * 4 + 3]!);
}

/** The pixel nearest the centre that passes `test`, with its eight neighbours passing it too when `margin`. */
function pixelNearCentre(
  alpha: (x: number, y: number) => number,
  test: (a: number) => boolean,
  margin: boolean,
): [number, number] | undefined {
  const pixels = Array.from({ length: SIZE * SIZE }, (_, i) => [i % SIZE, Math.floor(i / SIZE)] as [number, number]);
  const around = [-1, 0, 1].flatMap((dx) => [-1, 0, 1].map((dy) => [dx, dy] as const));
  return pixels
    .filter(([x, y]) => (margin ? around.every(([dx, dy]) => test(alpha(x + dx, y + dy))) : test(alpha(x, y))))
    .sort(([ax, ay], [bx, by]) => Math.hypot(ax - SIZE / 2, ay - SIZE / 2) - Math.hypot(bx - SIZE / 2, by - SIZE / 2))[0];
}

describe('Icons drawn from the sprite', () => {
  let container: HTMLElement;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.prepend(container);
  });
  afterEach(() => container.remove());

  it('draw from one sprite, which the engine decodes as an image', async () => {
    const files = new Set(iconNames().map((name) => drawIcon(name, container).file));
    expect([...files]).to.have.length(1);
    const image = new Image();
    image.src = [...files][0]!;
    await image.decode();
  });

  for (const name of iconNames()) {
    it(`${name}: its <use> of the sprite paints the icon's shape`, async () => {
      const { svg, file } = drawIcon(name, container);
      expect(svg.getAttribute('aria-hidden'), 'decorative').to.equal('true');
      const alpha = await pictureOf(iconDocument(name));
      const painted = pixelNearCentre(alpha, (a) => a === 255, false);
      const clear = pixelNearCentre(alpha, (a) => a === 0, true);
      expect(painted, `${name}'s picture draws nothing`).to.not.equal(undefined);
      expect(clear, `${name}'s picture is a solid square`).to.not.equal(undefined);

      // Hit testing follows the shapes a <use> draws: a point hits one of them exactly where it paints.
      const box = svg.getBoundingClientRect();
      const paints = ([x, y]: [number, number]) => {
        const hit = document.elementFromPoint(box.left + (x + 0.5) * SCALE, box.top + (y + 0.5) * SCALE);
        return hit !== svg && svg.contains(hit);
      };
      await until(() => paints(painted!), `${name}: nothing painted from ${file} where its picture is (pixel ${painted})`);
      expect(paints(clear!), `${name}: painted from ${file} where its picture is clear (pixel ${clear})`).to.equal(false);
    });
  }
});

describe('The nav toggles', () => {
  let container: HTMLElement;
  before(usePageStyles);
  beforeEach(() => {
    container = document.createElement('div');
    document.body.prepend(container);
  });
  afterEach(() => {
    container.remove();
    document.documentElement.classList.remove('dark');
  });

  const draw = (state: Partial<NavState>) =>
    render(navTemplate(chromeContent(siteContent), { ...prerenderState(null), ...state }), container);
  /** The icons of a toggle that are displayed, by name. */
  const shown = (toggle: string) =>
    [...container.querySelectorAll(`${toggle} svg`)]
      .filter((svg) => getComputedStyle(svg).display !== 'none')
      .map(
        (svg) =>
          svg
            .querySelector('use')!
            .getAttribute('href')!
            .match(/#([\w-]+)$/)![1],
      );

  it("show the one icon of their state: the menu's open or closed, the theme's from <html>", () => {
    draw({ menuOpen: false });
    expect(shown('.menu-toggle')).to.deep.equal(['menu']);
    expect(shown('.theme-toggle')).to.deep.equal(['moon']);
    draw({ menuOpen: true, theme: 'dark' });
    document.documentElement.classList.add('dark');
    expect(shown('.menu-toggle')).to.deep.equal(['close']);
    expect(shown('.theme-toggle')).to.deep.equal(['sun']);
  });

  it('make no icon element when their state changes (WebKit reports a <use> still loading as the page is left)', () => {
    draw({ menuOpen: false });
    const before = [...container.querySelectorAll('.menu-toggle svg, .theme-toggle svg')];
    draw({ menuOpen: true, theme: 'dark' });
    expect([...container.querySelectorAll('.menu-toggle svg, .theme-toggle svg')]).to.deep.equal(before);
  });
});
