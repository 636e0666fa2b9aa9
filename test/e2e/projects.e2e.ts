import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import type { HTTPRequest, JSHandle, Page } from 'puppeteer-core';
import type { Project } from '../../content/types.ts';
import { isAddress } from '../../content/derive.ts';
import { linkedinEmbedUrl, youtubeEmbedUrl } from '../../content/frames.ts';
import { PROJECT_LINKS } from '../../content/schema.ts';
import { ALL, matchesFilter } from '../../content/filters.ts';
import { fill, pluralForm } from '../../content/format.ts';
import { slugOf } from '../../content/slug.ts';
import { countDeep, flatText, sectionReady, siteContent, useSite, type Site } from './fixture.ts';

const { projects, projectFilters, fullPortfolioLink, strings } = siteContent;
const words = strings.projects;
/** The count line: "Showing 2 of 6 projects" in data/strings.ts's words. */
const showing = (shown: number) => fill(pluralForm(words.showing, projects.length, strings.lang), { shown, total: projects.length });
/** As many tags as a card shows; the rest are counted. */
const CARD_TAGS = 3;

let site: Site;
before(async () => {
  site = await useSite('/');
});

const TAG = 'portfolio-projects';

declare global {
  /** In the page (see `visit`): the shadow root of the projects section. */
  var projectsShadow: () => ShadowRoot;
}

/** Opens the Projects page with `projectsShadow()` defined in it for the checks below (and after a reload). */
async function visit() {
  const visit = await site.visit('projects');
  const define = () => {
    globalThis.projectsShadow = () => document.querySelector('portfolio-projects')!.shadowRoot!;
  };
  await visit.page.evaluate(define);
  await visit.page.evaluateOnNewDocument(define);
  return visit;
}

/** Waits (in Node) until `ready` holds, for at most two seconds. */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 40 && !ready(); i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * Answers every request that leaves the site with a stub page (there is no network here),
 * and lists them. Installed once the page has loaded; what loaded before shows in its
 * resource timing.
 */
async function watchThirdParty(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const origin = new URL(site.server.url).origin;
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (new URL(request.url()).origin === origin) return void request.continue();
    seen.push(`${request.url()} referer=${request.headers().referer ?? '-'}`);
    void request.respond({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
  });
  return seen;
}

const loadedFromElsewhere = (page: Page) =>
  page.evaluate(
    (origin) =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => new URL(n).origin !== origin),
    new URL(site.server.url).origin,
  );

/** The embed frames a project's dialog shows: its video and its post, where it has them. */
const framesOf = (p: Project) =>
  [p.youtubeUrl && youtubeEmbedUrl(p.youtubeUrl), p.linkedinPost && linkedinEmbedUrl(p.linkedinPost)].filter((u) => !!u);

const projectWithMostFrames = (): Project => [...projects].sort((a, b) => framesOf(b).length - framesOf(a).length)[0]!;

/** The card link of the project titled `title`. */
const cardLink = (page: Page, title: string) =>
  page.evaluateHandle(
    (t) => [...projectsShadow().querySelectorAll<HTMLAnchorElement>('.project h2 a')].find((b) => b.textContent === t)!,
    title,
  );

/** Starts the island (focus inside the section) and waits until the element is defined and hydrated. */
async function hydrate(page: Page) {
  await page.evaluate(() => projectsShadow().querySelector<HTMLButtonElement>('.pill')!.focus());
  await sectionReady(page, TAG);
}

describe('Projects (<portfolio-projects>)', () => {
  it('shows every project, the filters, the count and the portfolio link with JavaScript disabled', async () => {
    const { page, problems } = await site.visit('projects', { javaScript: false });
    try {
      const text = await flatText(page);
      for (const expected of [
        words.heading,
        words.intro,
        words.all,
        ...projectFilters,
        showing(projects.length),
        ...projects.flatMap((p) => [
          p.title,
          p.description,
          ...p.technologies.slice(0, CARD_TAGS),
          ...(p.technologies.length > CARD_TAGS
            ? [`${fill(words.moreTags, { count: p.technologies.length - CARD_TAGS })} ${words.moreTagsNote}`]
            : []),
        ]),
      ]) {
        assert.ok(text.includes(expected), `missing "${expected}"`);
      }
      // The way to the whole portfolio, under the cards where data/projects.ts asks for it, as data/ says.
      assert.equal(text.includes(words.fullPortfolio), fullPortfolioLink.onProjectsPage, 'the full-portfolio link on the page');
      if (fullPortfolioLink.onProjectsPage) {
        const { to } = fullPortfolioLink;
        const [route = '', hash] = to.split('#');
        const href = await page.$eval(TAG, (el) => el.shadowRoot!.querySelector('.more a')!.getAttribute('href'));
        assert.equal(href, isAddress(to) ? to : `/${route ? `${route}/` : ''}${hash ? `#${hash}` : ''}`);
      }
      // The first card whose project has an image (one without shows a drawn placeholder).
      const looks = await page.$eval(
        TAG,
        (el, n) => {
          const card = el.shadowRoot!.querySelectorAll('.project')[Math.max(n, 0)]!;
          const img = card.querySelector('img');
          return {
            radius: getComputedStyle(card).borderRadius,
            ratio: img && getComputedStyle(img).aspectRatio,
            loaded: img && img.naturalWidth > 0,
          };
        },
        projects.findIndex((p) => p.image),
      );
      assert.notEqual(looks.radius, '0px', 'shadow styles are not applied without JavaScript');
      if (projects.some((p) => p.image)) assert.deepEqual([looks.ratio, looks.loaded], ['16 / 9', true]);
      assert.equal(
        await countDeep(page, '.project .drawn-image'),
        projects.filter((p) => !p.image).length,
        'a drawn picture for each project without an image',
      );
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it("leads from a card's title to the project's page with JavaScript disabled", async () => {
    const { page, problems } = await site.visit('projects', { javaScript: false });
    try {
      // The last card, the last project of data/ (the grid keeps their order).
      const project = projects.at(-1)!;
      const link = (await page.$$(`${TAG} >>> .project h2 a`)).at(-1)!;
      // Enter on the focused link, as a keyboard does: a click's point would depend on the layout below the fold.
      await link.focus();
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      assert.equal(decodeURI(new URL(page.url()).pathname), `/projects/${project.slug ?? slugOf(project.title)}/`);
      assert.equal(await page.$eval('h1', (h) => h.textContent), project.title);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('prerenders no frame and nothing that loads from a third party, and serves its images from the site', async () => {
    const page = await readFile(path.join(site.dir, 'projects', 'index.html'), 'utf8');
    const html = page.slice(page.search(new RegExp(`<${TAG}[\\s>]`)), page.indexOf(`</${TAG}>`));
    assert.ok(html.includes('<template shadowrootmode="open">'));
    // The dialogs are in the markup: their video and post addresses only as links and as the
    // inert data their frames are made from when one opens.
    assert.doesNotMatch(html, /<iframe/);
    assert.doesNotMatch(html, /\s(src|srcset)="https?:|<link [^>]*href="https?:/);
    const images = [...html.matchAll(/<img class="thumb" [^>]*src="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
    assert.equal(images.length, projects.filter((p) => p.image).length);
    assert.ok(
      images.every((src) => src.startsWith('/assets/project-')),
      images.join(', '),
    );
    assert.deepEqual(
      [...html.matchAll(/<img class="thumb" [^>]*loading="(\w+)"/g)].map((m) => m[1]),
      projects.flatMap((p, i) => (p.image ? [i < 3 ? 'eager' : 'lazy'] : [])),
    );
  });

  it('loads its script only on interaction, then hydrates with the same markup and no console problem', async () => {
    const { page, problems } = await visit();
    try {
      assert.equal(await page.evaluate((tag) => customElements.get(tag), TAG), undefined);
      const before = await page.$eval(TAG, (el) => el.shadowRoot!.innerHTML);
      await hydrate(page);
      await new Promise((r) => setTimeout(r, 50));
      assert.equal(await page.$eval(TAG, (el) => el.shadowRoot!.innerHTML), before);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  // A filter of data/ that shows fewer than all projects: what a tap visibly changes.
  const filter = projectFilters.find((f) => projects.some((p) => !matchesFilter(p, f)));
  it('keeps a filter clicked before its script arrived, and filters after hydration', {
    skip: !filter && 'data/ has no project filter that shows fewer than all projects',
  }, async () => {
    const { page, problems } = await visit();
    try {
      const pill = await page.evaluateHandle(
        (f) => [...projectsShadow().querySelectorAll<HTMLButtonElement>('.pill')].find((b) => b.textContent === f)!,
        filter!,
      );
      await pill.click();
      await page.waitForFunction((f) => projectsShadow().querySelector('.pill[aria-pressed="true"]')?.textContent === f, {}, filter!);
      const titles = await page.evaluate(() =>
        [...projectsShadow().querySelectorAll('.project:not([hidden]) h2')].map((h) => h.textContent),
      );
      const matching = projects.filter((p) => matchesFilter(p, filter!));
      assert.deepEqual(
        titles,
        matching.map((p) => p.title),
      );
      assert.equal(await page.evaluate(() => projectsShadow().querySelector('[role="status"]')!.textContent), showing(matching.length));
      // Back to all, after hydration: the pill that shows all reads the `projects.all` string.
      await hydrate(page);
      await page.evaluate(
        (label) => [...projectsShadow().querySelectorAll<HTMLButtonElement>('.pill')].find((b) => b.textContent === label)!.click(),
        words.all,
      );
      await page.waitForFunction((n) => projectsShadow().querySelectorAll('.project:not([hidden])').length === n, {}, projects.length);
      assert.equal(
        await page.evaluate(() => projectsShadow().querySelector<HTMLElement>('.pill[aria-pressed="true"]')!.dataset.filter),
        ALL,
      );
      assert.equal(await page.evaluate(() => projectsShadow().querySelector('[role="status"]')!.textContent), showing(projects.length));
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('requests nothing from YouTube or LinkedIn while every dialog opens, then only the frame whose placeholder is pressed', async () => {
    const { page, problems } = await visit();
    try {
      assert.deepEqual(await loadedFromElsewhere(page), []);
      const thirdParty = await watchThirdParty(page);
      await hydrate(page);
      await page.hover('portfolio-projects');
      const dialogOpen = () => page.waitForFunction(() => projectsShadow().querySelector('dialog[open]'));
      const dialogClosed = () => page.waitForFunction(() => !projectsShadow().querySelector('dialog[open]'));
      for (const project of projects) {
        await (await cardLink(page, project.title)).click();
        await dialogOpen();
        await page.waitForNetworkIdle({ idleTime: 100 });
        assert.deepEqual(thirdParty, [], `opening "${project.title}"`);
        await page.keyboard.press('Escape');
        await dialogClosed();
      }

      // The project of data/ with the most frames: each placeholder pressed asks for its frame alone.
      const project = projectWithMostFrames();
      await (await cardLink(page, project.title)).click();
      await dialogOpen();
      const origin = `${new URL(site.server.url).origin}/`;
      const expected = framesOf(project).map((src) => `${src} referer=${origin}`);
      for (const [i, frame] of expected.entries()) {
        await page.evaluate((n) => projectsShadow().querySelectorAll<HTMLButtonElement>('dialog[open] [data-frame-load]')[n]!.click(), i);
        await until(() => thirdParty.length > i);
        await page.waitForNetworkIdle({ idleTime: 100 });
        assert.deepEqual(thirdParty, expected.slice(0, i + 1), `after pressing the placeholder of ${frame}`);
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it("shows each project's links as data/ has them (Coming Soon only for those it plans), and its showcase note only without frames, with one planned, under its picture", async () => {
    const { page, problems } = await visit();
    try {
      await hydrate(page);
      for (const project of projects) {
        await (await cardLink(page, project.title)).click();
        await page.waitForFunction(
          (title) => {
            const dialog = projectsShadow().querySelector('dialog[open]');
            return dialog?.querySelector('h2')?.textContent === title && !dialog.querySelector('.loading');
          },
          {},
          project.title,
        );
        const seen = await page.evaluate(() => {
          const dialog = projectsShadow().querySelector('dialog[open]')!;
          const picture = dialog.querySelector('.showcase-image')?.getBoundingClientRect();
          const note = dialog.querySelector('.showcase-soon')?.getBoundingClientRect();
          return {
            links: [...dialog.querySelectorAll('.links li')].map((li) => li.querySelector('a')?.getAttribute('href') ?? 'soon'),
            note: !!note,
            noteOverPicture: !!(note && picture && note.top < picture.bottom),
          };
        });
        const plannedShowcase = project.planned?.some((link) => link === 'youtubeUrl' || link === 'linkedinPost') ?? false;
        assert.deepEqual(
          seen,
          {
            links: PROJECT_LINKS.flatMap((link) => (project[link] ? [project[link]] : project.planned?.includes(link) ? ['soon'] : [])),
            note: framesOf(project).length === 0 && plannedShowcase,
            noteOverPicture: false,
          },
          project.title,
        );
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !projectsShadow().querySelector('dialog[open]'));
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('opens a dialog on a real click, locks the page behind, and closes with Escape back where it was', async () => {
    const { page, problems } = await visit();
    try {
      const thirdParty = await watchThirdParty(page);
      await page.setViewport({ width: 1024, height: 700 });
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
      const project = projectWithMostFrames();
      await (await cardLink(page, project.title)).click();
      // The page behind is locked on the dialog's `toggle` event, which comes a task after it opens.
      await page.waitForFunction(
        () =>
          projectsShadow().querySelector('dialog[open]') &&
          projectsShadow().activeElement?.classList.contains('close') &&
          document.documentElement.style.overflow === 'hidden',
      );
      const scrolled = await page.evaluate(() => window.scrollY);
      assert.ok(scrolled > 0);
      const open = await page.evaluate(() => ({
        overflow: getComputedStyle(document.documentElement).overflowY,
        height: projectsShadow().querySelector('dialog[open]')!.getBoundingClientRect().height,
        title: projectsShadow().querySelector('dialog[open] h2')!.textContent,
      }));
      assert.deepEqual(open.overflow, 'hidden');
      assert.ok(open.height <= 700 * 0.9 + 0.5, `dialog is ${open.height}px high`);
      assert.equal(open.title, project.title);
      await page.mouse.wheel({ deltaY: -300 });
      // Let the frames finish loading: one removed mid-load counts as a failed request.
      await until(() => thirdParty.length >= framesOf(project).length);
      await page.waitForNetworkIdle({ idleTime: 100 });
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !projectsShadow().querySelector('dialog[open]') && document.documentElement.style.overflow === '');
      const after = await page.evaluate(() => ({
        y: window.scrollY,
        overflow: getComputedStyle(document.documentElement).overflowY,
        focus: projectsShadow().activeElement?.textContent,
      }));
      assert.deepEqual(after, { y: scrolled, overflow: 'visible', focus: project.title });
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('lifts a card under a mouse, and not under a finger on a touch screen', async () => {
    const { page, problems } = await visit();
    try {
      const [first] = projects;
      const card = async () => (await cardLink(page, first!.title)).evaluateHandle((a) => a.closest<HTMLElement>('.project')!);
      /**
       * The card's look in the first frame it is (or is not) hovered (the mouse's hover lasts, a
       * tap's may not): its lift and its border, and whether a transition is under way.
       */
      const look = async (cardHandle: JSHandle<HTMLElement>, hovered: boolean) =>
        (
          await page.waitForFunction(
            (el, hovered) => {
              if (el.matches(':hover') !== hovered) return false;
              const { transform, borderTopColor } = getComputedStyle(el);
              return { transform, borderTopColor, moving: el.getAnimations().length > 0 };
            },
            {},
            cardHandle,
            hovered,
          )
        ).jsonValue();
      await page.setViewport({ width: 1024, height: 700 });
      const pointed = await card();
      const resting = await look(pointed, false);
      await (await cardLink(page, first!.title)).hover();
      assert.notDeepEqual(await look(pointed, true), resting, 'a card does not change under the mouse');
      await page.mouse.move(0, 0);
      // The hover loaded the section's script: let it arrive before the reload below.
      await sectionReady(page, TAG);

      // A touch screen (puppeteer reloads the page for it), where a tap leaves what it touched
      // hovered, as phones do (not always for long here): a tapped card stayed lifted, behind the
      // dialog and after it closed. Its look is read as the tap's click reaches it.
      await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
      const touched = await card();
      const description = await touched.evaluateHandle((el) => el.querySelector('.description')!);
      await description.evaluate((p) => p.scrollIntoView({ block: 'center' }));
      const tappedLook = touched.evaluate(
        (el) =>
          new Promise((resolve) =>
            el.addEventListener(
              'click',
              () => {
                const { transform, borderTopColor } = getComputedStyle(el);
                resolve({ hovered: el.matches(':hover'), look: { transform, borderTopColor, moving: el.getAnimations().length > 0 } });
              },
              { once: true },
            ),
          ),
      );
      await description.tap();
      assert.deepEqual(await tappedLook, { hovered: true, look: resting }, 'a tapped card lifts');
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
});
