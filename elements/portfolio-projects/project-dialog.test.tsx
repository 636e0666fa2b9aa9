/**
 * The Projects section's one dialog: what it shows of a project (its picture, frames, details and
 * links), how it opens and closes, the page behind it, and its size, on the fixture projects of
 * test/support/projects.ts and on data/.
 */
import { defineSiteSection, siteContent } from '../../test/support/site-section.ts';
import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { click, resetMouse, sendKeys, setViewport } from '../../test/support/commands.ts';
import { createRoot } from 'react-dom/client';
import { projectRoute, slugOf } from '../../content/slug.ts';
import type { Project } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import projectsSection from './spec.ts';
import { ProjectLinks } from './project-links.tsx';
import { Showcase } from './showcase.tsx';
import { StringsContext } from '../shared/section/strings.ts';
import { renderedShadow, text, until, usePageStyles, useTheme } from '../../test/support/dom.ts';
import { defineWithContent } from '../../test/support/section.ts';
import {
  ACTIVITY,
  ATLAS,
  atViewport,
  CHAT,
  cardLink,
  closed,
  dialogOf,
  EMBEDS_ONLY,
  FIXTURE_CONTENT,
  GARDEN,
  LEDGER,
  mount,
  mountSite,
  newTab,
  OLD,
  openProject,
  projectStrings,
  settled,
  shortName,
  titled,
  VIDEO,
  words,
  ZEPHYR,
} from '../../test/support/projects.ts';

defineSiteSection(projectsSection);
defineWithContent(projectsSection, FIXTURE_CONTENT, 'fixture-projects');

const { projects } = siteContent;

/** A project with more to say than a screen holds: every link, both frames, two dozen features. */
const LONG: Project = {
  ...ATLAS,
  title: 'Long read',
  features: Array.from({ length: 24 }, (_, i) => `Feature ${i + 1}, described at enough length to take a line of its own`),
};

/** A short project and a long one. */
defineWithContent(
  projectsSection,
  { projects: [GARDEN, LONG], filters: [], fullPortfolio: EMBEDS_ONLY, strings: projectStrings },
  'sized-projects',
);

describe('<portfolio-projects> dialog', () => {
  before(usePageStyles);
  afterEach(() => resetMouse());

  it('opens modally, labelled by the project title, with focus on its Close button', async () => {
    const { el, root } = await mount();
    expect(dialogOf(root)).to.equal(null);
    const dialog = await openProject(root, ATLAS.title);
    expect(dialog.matches(':modal')).to.equal(true);
    const title = root.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(text(title)).to.equal(ATLAS.title);
    const close = dialog.querySelector<HTMLButtonElement>('button.close')!;
    expect(close.getAttribute('aria-label')).to.equal(strings.common.close);
    expect(shortName(dialog.querySelector('button, a, iframe'))).to.equal('button.close');
    expect(shortName(root.activeElement)).to.equal('button.close');
    expect(document.activeElement === el).to.equal(true);
    dialog.close();
    await closed(root);
  });

  it("styles a project's details only once the dialog shows one: the section's own style has none of their rules", async () => {
    const { root } = await mount();
    /** The selectors of the rules the root's style elements and adopted sheets hold. */
    const selectors = () =>
      [...root.styleSheets, ...root.adoptedStyleSheets].flatMap((sheet) =>
        [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule.selectorText] : [])),
      );
    expect(selectors()).to.not.include('.showcase');
    const dialog = await openProject(root, ATLAS.title);
    expect(selectors()).to.include('.showcase');
    expect(getComputedStyle(dialog.querySelector('.dialog-main')!).display).to.equal('grid');
    dialog.close();
    await closed(root);
  });

  it('shows overview, key features, every technology and the four links', async () => {
    const { root } = await mount();
    const p = ATLAS;
    const dialog = await openProject(root, p.title);
    expect([...dialog.querySelectorAll('h3')].map(text)).to.deep.equal([words.overview, words.features, words.technologies, words.links]);
    expect(text(dialog.querySelector('.details p'))).to.equal(p.description);
    expect([...dialog.querySelectorAll('.features li')].map(text)).to.deep.equal(p.features);
    expect([...dialog.querySelectorAll('.tags li')].map(text)).to.deep.equal(p.technologies);
    const links = [...dialog.querySelectorAll<HTMLAnchorElement>('.links a')].map((a) => [text(a), a.href, a.target, a.rel]);
    expect(links).to.deep.equal([
      [`${words.sourceCode} ${newTab}`, p.githubUrl, '_blank', 'noopener noreferrer'],
      [`${words.liveDemo} ${newTab}`, `${p.liveUrl}/`, '_blank', 'noopener noreferrer'],
      [`${words.videoDemo} ${newTab}`, p.youtubeUrl, '_blank', 'noopener noreferrer'],
      [`${words.article} ${newTab}`, p.linkedinPost, '_blank', 'noopener noreferrer'],
    ]);
    expect(dialog.querySelectorAll('.missing').length).to.equal(0);
    dialog.close();
    await closed(root);
  });

  it("leads to the project's own page, at the address its title makes, in the page's language", async () => {
    const { root } = await mount();
    const dialog = await openProject(root, ATLAS.title);
    const link = dialog.querySelector<HTMLAnchorElement>('a.page-link');
    expect(text(link)).to.equal(words.projectPage);
    expect(new URL(link!.href).pathname).to.equal(`/${projectRoute(slugOf(ATLAS.title))}/`);
    expect(link!.target).to.equal('');
    dialog.close();
    await closed(root);
  });

  it('leads with the project’s own picture, and shows none (not even a drawn one) for a project without', async () => {
    const { root } = await mount();
    const dialog = await openProject(root, OLD.title);
    const picture = dialog.querySelector<HTMLImageElement>('.dialog-body img')!;
    expect(picture.closest('.showcase'), 'the picture leads the showcase').to.equal(dialog.querySelector('.showcase'));
    expect(dialog.querySelector('.dialog-body')!.firstElementChild).to.equal(dialog.querySelector('.showcase'));
    expect(picture.alt).to.equal('');
    dialog.close();
    await closed(root);

    const without = await openProject(root, ZEPHYR.title);
    expect(without.querySelectorAll('img, picture, .drawn-image')).to.have.length(0);
    // Nothing to show beside its details: no empty box either.
    expect(without.querySelector('.showcase')).to.equal(null);
    expect([...without.querySelectorAll('h3')].map(text)).to.deep.equal([words.overview, words.technologies, words.links]);
    expect(without.querySelector('.features')).to.equal(null);
    without.close();
    await closed(root);
  });

  it('shows a link the project lacks not at all, and one it plans greyed as Coming Soon, not as a link', async () => {
    const { root } = await mount();
    const [source, live, video, article] = [words.sourceCode, words.liveDemo, words.videoDemo, words.article];
    const link = (label: string) => `${label} ${newTab}`;
    const soon = (label: string) => `${label} ${words.comingSoon}`;
    const expected: Record<string, string[]> = {
      [CHAT.title]: [link(source), soon(live), link(video)],
      [LEDGER.title]: [link(article)],
      [GARDEN.title]: [soon(source), soon(video)],
      [OLD.title]: [link(live)],
    };
    for (const [title, items] of Object.entries(expected)) {
      const dialog = await openProject(root, title);
      expect([...dialog.querySelectorAll('.links li')].map(text), title).to.deep.equal(items);
      for (const planned of dialog.querySelectorAll('.links .planned')) {
        expect(planned.localName).to.equal('span');
        expect(planned.parentElement!.localName).to.equal('li');
        expect(planned.querySelectorAll('a').length).to.equal(0);
        expect(getComputedStyle(planned).borderStyle).to.equal('dashed');
        expect(getComputedStyle(planned).color).to.not.equal(getComputedStyle(dialog.querySelector('h2')!).color);
      }
      dialog.close();
      await closed(root);
    }
  });

  it('has no Links heading for a project with no link, written or planned', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const reactRoot = createRoot(host);
    const render = (project: Project) =>
      reactRoot.render(
        <StringsContext value={projectStrings}>
          <ProjectLinks project={project} />
        </StringsContext>,
      );
    render(GARDEN);
    await until(() => text(host.querySelector('h3')) === words.links);
    render({ ...GARDEN, planned: [] });
    await until(() => host.childElementCount === 0, 'a heading and no link');
    expect(text(host)).to.equal('');
    reactRoot.unmount();
  });

  /** A dialog's frame placeholders: what each says, whether it is shown, and the pictures in it. */
  const placeholders = (dialog: HTMLDialogElement) =>
    [...dialog.querySelectorAll<HTMLElement>('[data-frame]')].map((slot) => ({
      provider: text(slot.querySelector('.frame-provider')),
      title: text(slot.querySelector('.frame-title')),
      button: text(slot.querySelector('[data-frame-load]')),
      from: text(slot.querySelector('.frame-source')),
      shown: slot.querySelector('.frame-placeholder')!.checkVisibility(),
      pictures: slot.querySelectorAll('img, .drawn-image').length,
    }));

  it('shows a placeholder on a plain surface, naming its provider, for the video and the post a project has, and loads neither frame until asked', async () => {
    const { root } = await mount();
    const dialog = await openProject(root, ATLAS.title);
    expect(dialog.querySelectorAll('iframe').length).to.equal(0);
    expect(placeholders(dialog)).to.deep.equal([
      {
        provider: words.youtube,
        title: titled(words.videoTitle, ATLAS.title),
        button: words.playVideo,
        from: words.loadsFrom.replace('{host}', 'www.youtube-nocookie.com'),
        shown: true,
        pictures: 0,
      },
      {
        provider: strings.common.networks.linkedin,
        title: titled(words.postTitle, ATLAS.title),
        button: words.showPost,
        from: words.loadsFrom.replace('{host}', 'www.linkedin.com'),
        shown: true,
        pictures: 0,
      },
    ]);
    // Plain: one colour behind its words, no picture under them.
    for (const slot of dialog.querySelectorAll('[data-frame]')) {
      expect(getComputedStyle(slot).backgroundImage).to.equal('none');
      expect(getComputedStyle(slot).backgroundColor).to.not.equal('rgba(0, 0, 0, 0)');
    }
    // The project's picture leads, above the placeholders, not under them.
    const picture = dialog.querySelector('.showcase-image')!.getBoundingClientRect();
    expect(dialog.querySelector('[data-frame]')!.getBoundingClientRect().top).to.be.at.least(picture.bottom);
    expect(text(dialog)).to.not.contain(words.showcaseComingSoon);
    dialog.close();
    await closed(root);
  });

  it('puts a frame in when its placeholder is pressed, in the placeholder’s place at the frame’s own size, with the narrowest permissions, and takes it out on close', async () => {
    const { root } = await mount();
    const dialog = await openProject(root, ATLAS.title);
    // Measured once the dialog has risen into place (its entrance moves everything in it).
    await settled(root);
    const [videoSlot, postSlot] = [...dialog.querySelectorAll<HTMLElement>('[data-frame]')];
    /** Where a slot is in the dialog's body (whatever the body's scroll), and how wide. */
    const place = (slot: HTMLElement) => [slot.offsetTop, slot.offsetLeft, slot.offsetWidth];
    /** The frame's box inside its slot's: its offset from the slot's corner (the slot's border), and its size. */
    const inSlot = (frame: HTMLIFrameElement) => {
      const [f, s] = [frame.getBoundingClientRect(), frame.closest('[data-frame]')!.getBoundingClientRect()];
      return { left: Math.round(f.left - s.left), top: Math.round(f.top - s.top), width: f.width, height: f.height, slot: s.width };
    };
    const videoBefore = place(videoSlot!);
    videoSlot!.querySelector<HTMLButtonElement>('[data-frame-load]')!.click();
    const video = videoSlot!.querySelector('iframe')!;
    expect(dialog.querySelectorAll('iframe').length).to.equal(1);
    expect(video.getAttribute('src')).to.equal(`https://www.youtube-nocookie.com/embed/${VIDEO}`);
    expect(video.title).to.equal(titled(words.videoTitle, ATLAS.title));
    expect(video.getAttribute('loading')).to.equal('lazy');
    expect(video.getAttribute('referrerpolicy')).to.equal('strict-origin-when-cross-origin');
    expect(video.getAttribute('allow')).to.equal('accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen');
    expect(video.hasAttribute('allowfullscreen')).to.equal(false);
    expect(video.hasAttribute('sandbox')).to.equal(false);
    expect(root.activeElement).to.equal(video, 'the frame has focus');
    expect(placeholders(dialog).map((p) => p.shown)).to.deep.equal([false, true]);
    // In the placeholder's place, across the slot, at a video's shape.
    expect(place(videoSlot!)).to.deep.equal(videoBefore);
    const videoBox = inSlot(video);
    expect(videoBox.width).to.be.closeTo(videoBox.slot - 2 * videoBox.left, 1);
    expect(videoBox.width / videoBox.height).to.be.closeTo(16 / 9, 0.02);
    const postBefore = place(postSlot!);
    postSlot!.querySelector<HTMLButtonElement>('[data-frame-load]')!.click();
    const post = postSlot!.querySelector('iframe')!;
    expect(post.getAttribute('src')).to.equal(`https://www.linkedin.com/embed/feed/update/urn:li:activity:${ACTIVITY}`);
    expect(post.title).to.equal(titled(words.postTitle, ATLAS.title));
    expect(post.getAttribute('sandbox')).to.equal('allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(post.hasAttribute('allow')).to.equal(false);
    // In its placeholder's place, as tall as LinkedIn draws a post, no wider than it draws one.
    expect(place(postSlot!)).to.deep.equal(postBefore);
    const postBox = inSlot(post);
    expect(postBox.height).to.be.closeTo(32 * parseFloat(getComputedStyle(document.documentElement).fontSize), 1);
    expect(postBox.width).to.be.at.most(504);
    expect([videoBox.left, videoBox.top, postBox.left, postBox.top]).to.deep.equal([1, 1, 1, 1]);
    dialog.close();
    await closed(root);
    expect(root.querySelectorAll('iframe').length).to.equal(0);
    const again = await openProject(root, ATLAS.title);
    expect(placeholders(again).map((p) => p.shown)).to.deep.equal([true, true]);
    again.close();
    await closed(root);
  });

  it('shows only the frames a project has, and says its showcase is coming soon only when it has neither and plans one', async () => {
    const { root } = await mount();
    const frames = async (title: string) => {
      const dialog = await openProject(root, title);
      const seen = [...dialog.querySelectorAll<HTMLElement>('[data-frame]')].map(
        (slot) => new URL(JSON.parse(slot.dataset.frame!).src).hostname,
      );
      const note = text(dialog.querySelector('.showcase-soon'));
      dialog.close();
      await closed(root);
      return [seen, note];
    };
    expect(await frames(CHAT.title)).to.deep.equal([['www.youtube-nocookie.com'], '']);
    expect(await frames(LEDGER.title)).to.deep.equal([['www.linkedin.com'], '']);
    expect(await frames(GARDEN.title)).to.deep.equal([[], words.showcaseComingSoon]);
    expect(await frames(OLD.title)).to.deep.equal([[], '']);
  });

  it('says the showcase is coming soon under the project’s picture, never over it', async () => {
    for (const width of [1440, 320]) {
      await atViewport({ width, height: 700 }, async () => {
        const { root } = await mount();
        const dialog = await openProject(root, GARDEN.title);
        await settled(root);
        const picture = dialog.querySelector('.showcase-image')!;
        const note = dialog.querySelector('.showcase-soon')!;
        expect(text(note)).to.equal(words.showcaseComingSoon);
        expect(note.getBoundingClientRect().top, `at ${width} px`).to.be.at.least(picture.getBoundingClientRect().bottom);
        expect(note.parentElement).to.equal(picture.parentElement);
        dialog.close();
        await closed(root);
      });
    }
  });

  it('shows no frame for a hostile or malformed video or post URL, only the coming-soon note', async () => {
    const host = await fixture<HTMLElement>(html`<div></div>`);
    const reactRoot = createRoot(host);
    for (const [youtubeUrl, linkedinPost] of [
      [
        'https://youtube.com.evil.com/watch?v=Xk3pQ9vB2mA',
        'https://www.linkedin.com.evil.com/feed/update/urn:li:activity:7212345678901234567',
      ],
      [
        'https://youtube.com@evil.com/watch?v=Xk3pQ9vB2mA',
        'https://www.linkedin.com@evil.com/feed/update/urn:li:activity:7212345678901234567',
      ],
      ['http://www.youtube.com/watch?v=Xk3pQ9vB2mA', 'http://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567'],
      [
        'https://www.youtube.com/watch?v=Xk3pQ9vB2mA"onload="alert(1)',
        'https://www.linkedin.com/feed/update/urn:li:activity:7212345678901234567"x',
      ],
      ['https://www.youtube.com/watch?v=short', 'javascript:alert(1)'],
    ]) {
      // Planned as well (a build refuses both), so that the note marks the render.
      const hostile = { ...ATLAS, youtubeUrl, linkedinPost, planned: ['youtubeUrl'] } as Project;
      reactRoot.render(
        <StringsContext value={projectStrings}>
          <Showcase project={hostile} />
        </StringsContext>,
      );
      await until(() => text(host) === words.showcaseComingSoon, `a frame for ${youtubeUrl} / ${linkedinPost}`);
      expect(host.querySelectorAll('iframe, [data-frame]').length).to.equal(0);
    }
    reactRoot.unmount();
  });

  /** A point on the backdrop, beside the dialog: where its margin is widest (the window's size differs by engine). */
  const onBackdrop = (dialog: HTMLDialogElement): [number, number] => {
    const box = dialog.getBoundingClientRect();
    return box.top >= box.left
      ? [Math.round(box.x + box.width / 2), Math.floor(box.top / 2)]
      : [Math.floor(box.left / 2), Math.round(box.y + box.height / 2)];
  };

  for (const how of ['Escape', 'the Close button', 'a click on the backdrop'] as const) {
    it(`closes with ${how} and gives focus back to the card`, async () => {
      const { root } = await mount();
      const dialog = await openProject(root, LEDGER.title);
      if (how === 'Escape') await sendKeys({ press: 'Escape' });
      else if (how === 'the Close button') dialog.querySelector<HTMLButtonElement>('button.close')!.click();
      else await sendMouse({ type: 'click', position: onBackdrop(dialog) });
      await closed(root);
      expect(shortName(root.activeElement)).to.equal(`a: ${LEDGER.title}`);
      expect(root.querySelectorAll('iframe').length).to.equal(0);
    });
  }

  it('stays open on a click inside it', async () => {
    const { root } = await mount();
    const dialog = await openProject(root, GARDEN.title);
    await click(dialog.querySelector('.details p')!);
    await click(dialog.querySelector('.dialog-header h2')!);
    expect(dialog.open).to.equal(true);
    dialog.close();
    await closed(root);
  });

  it('keeps the page behind from scrolling while open, and at the same position after closing', async () => {
    const wrapper = await fixture<HTMLElement>(
      html`<div><div style="height: 150vh"></div><portfolio-fixture-projects></portfolio-fixture-projects><div style="height: 150vh"></div></div>`,
    );
    const root = await renderedShadow(wrapper.querySelector('portfolio-fixture-projects')!, '.project');
    const html_ = document.documentElement;
    cardLink(root, LEDGER.title).scrollIntoView({ block: 'center', behavior: 'instant' });
    // Settled: the cards that came into view are drawn at their own size (a stand-in size holds
    // their place until then), the scroll keeping the card in place meanwhile, which takes
    // Firefox a frame more than the others.
    let before = Number.NaN;
    for (let still = 0; still < 3; ) {
      await nextFrame();
      still = window.scrollY === before ? still + 1 : 0;
      before = window.scrollY;
    }
    const cardTop = () => cardLink(root, LEDGER.title).getBoundingClientRect().top;
    const topBefore = cardTop();
    expect(before).to.be.greaterThan(0);
    expect(getComputedStyle(html_).overflowY).to.equal('visible');

    await openProject(root, LEDGER.title);
    expect(getComputedStyle(html_).overflowY).to.equal('hidden');
    await sendKeys({ press: 'PageDown' });
    await sendKeys({ press: 'End' });
    // Within a pixel: Firefox puts a fractional scroll position back on a whole device pixel
    // when the page's overflow changes (seen once: 1536.7 for 1537.7); a scroll moves it a screen.
    expect(window.scrollY).to.be.closeTo(before, 1);

    await sendKeys({ press: 'Escape' });
    await closed(root);
    expect(html_.style.overflow).to.equal('');
    expect(getComputedStyle(html_).overflowY).to.equal('visible');
    expect(window.scrollY).to.be.closeTo(before, 1);
    expect(cardTop()).to.be.closeTo(topBefore, 1);
    expect(shortName(root.activeElement)).to.equal(`a: ${LEDGER.title}`);
    window.scrollTo({ top: 0, behavior: 'instant' });
  });

  it('stacks the showcase above the details on a phone, without overlap', async () => {
    const { innerWidth, innerHeight } = window;
    await setViewport({ width: 390, height: 700 });
    try {
      const { root } = await mount();
      for (const title of [GARDEN.title, ATLAS.title]) {
        const dialog = await openProject(root, title);
        const showcase = dialog.querySelector('.showcase')!.getBoundingClientRect();
        const details = dialog.querySelector('.details')!.getBoundingClientRect();
        expect(showcase.height, title).to.be.greaterThan(100);
        expect(showcase.bottom, title).to.be.at.most(details.top);
        expect(dialog.getBoundingClientRect().width, title).to.be.at.most(390);
        dialog.close();
        await closed(root);
      }
    } finally {
      await setViewport({ width: innerWidth, height: innerHeight });
    }
  });

  for (const width of [1440, 1024]) {
    it(`is as tall as its content at ${width} × 900: a short project under 85%, a long one 90% with its body scrolling, the title in one place`, async () => {
      await atViewport({ width, height: 900 }, async () => {
        const el = await fixture<HTMLElement>(html`<portfolio-sized-projects></portfolio-sized-projects>`);
        const root = await renderedShadow(el, '.project');
        const measure = async (title: string) => {
          const dialog = await openProject(root, title);
          await settled(root);
          const body = dialog.querySelector<HTMLElement>('.dialog-body')!;
          const { top, height } = dialog.getBoundingClientRect();
          const seen = { top, height, scrolls: body.scrollHeight > body.clientHeight, overflowY: getComputedStyle(body).overflowY };
          dialog.close();
          await closed(root);
          return seen;
        };
        const short = await measure(GARDEN.title);
        const long = await measure(LONG.title);
        expect(short.height, 'short').to.be.below(0.85 * 900);
        expect(short.scrolls, 'short').to.equal(false);
        expect(long.height, 'long').to.be.closeTo(0.9 * 900, 1);
        expect([long.scrolls, long.overflowY], 'long').to.deep.equal([true, 'auto']);
        expect(short.top).to.be.closeTo(0.05 * 900, 1);
        expect(long.top).to.be.closeTo(short.top, 0.5);
      });
    });
  }

  it('fits its placeholders at 320 px: nothing wider than the dialog, no line of them cut off', async () => {
    await atViewport({ width: 320, height: 640 }, async () => {
      const { root } = await mount();
      const dialog = await openProject(root, ATLAS.title);
      await settled(root);
      const body = dialog.querySelector<HTMLElement>('.dialog-body')!;
      const box = dialog.getBoundingClientRect();
      expect([box.left >= 0, box.right <= 320, body.scrollWidth <= body.clientWidth]).to.deep.equal([true, true, true]);
      const slots = [...dialog.querySelectorAll<HTMLElement>('[data-frame]')];
      expect(slots).to.have.length(2);
      for (const slot of slots) {
        const edges = slot.getBoundingClientRect();
        expect([slot.scrollWidth <= slot.clientWidth, slot.scrollHeight <= slot.clientHeight], 'the slot cuts nothing off').to.deep.equal([
          true,
          true,
        ]);
        for (const part of slot.querySelectorAll<HTMLElement>('.frame-provider, .frame-title, [data-frame-load], .frame-source')) {
          const r = part.getBoundingClientRect();
          const where = `${part.className || part.localName}: ${text(part)}`;
          expect([r.left >= edges.left - 0.5, r.right <= edges.right + 0.5], where).to.deep.equal([true, true]);
          expect(part.scrollWidth, where).to.be.at.most(part.clientWidth + 1);
        }
      }
      dialog.close();
      await closed(root);
    });
  });

  describe('accessibility', () => {
    afterEach(() => useTheme('light'));

    for (const theme of ['light', 'dark'] as const) {
      it(`has no violations in the ${theme} theme with the dialog open (with frames, a note, no picture)`, async () => {
        await useTheme(theme);
        const { el, root } = await mount();
        for (const title of [ATLAS.title, GARDEN.title, ZEPHYR.title]) {
          const dialog = await openProject(root, title);
          await settled(root);
          await expect(el, title).to.be.accessible();
          dialog.close();
          await closed(root);
        }
      });

      it(`has no violations in the ${theme} theme on the site's projects, with the dialog of one with frames and one without`, async () => {
        await useTheme(theme);
        const { el, root } = await mountSite();
        const hasFrames = (p: Project) => Boolean(p.youtubeUrl || p.linkedinPost);
        const chosen = [projects.find(hasFrames), projects.find((p) => !hasFrames(p))].filter((p) => p !== undefined);
        for (const { title } of chosen) {
          const dialog = await openProject(root, title);
          await settled(root);
          await expect(el, title).to.be.accessible();
          dialog.close();
          await closed(root);
        }
      });
    }
  });
});
