/**
 * What the Projects section's browser tests share (elements/portfolio-projects/*.test.tsx): the
 * projects they own, one per rule, the words they read, and how a visitor opens a project's
 * dialog. `mount` shows the fixture projects in `<portfolio-fixture-projects>`, which a test file
 * defines with `FIXTURE_CONTENT` (each file is a page of its own).
 */
import { fixture, html } from '@open-wc/testing';
import type { FullPortfolioLink, Project, Url } from '../../content/types.ts';
import { strings } from '../../data/strings.ts';
import { stringsFor } from '../../elements/shared/section/contract.ts';
import { setViewport } from './commands.ts';
import { renderedShadow, text, until } from './dom.ts';
import { siteContent } from './site-section.ts';

export const words = strings.projects;
export const { newTab } = strings.common;
export const projectStrings = stringsFor(siteContent, 'projects');
/** A `{title}` text of data/strings.ts filled in. */
export const titled = (template: string, title: string) => template.replace('{title}', title);

export const VIDEO = 'Xk3pQ9vB2mA';
export const ACTIVITY = '7212345678901234567';
export const POST: Url = `https://www.linkedin.com/posts/someone_atlas-launch-activity-${ACTIVITY}-AbCd`;

/**
 * Projects this file owns, one per rule: a title with markup characters, five technologies
 * (+2), all four links and both frames; an AI match by title only, with a video and a live demo
 * planned; exactly three technologies and only a post; a Django match inside a longer
 * technology name with no link, its source and video planned; a portfolio with a live demo only;
 * one without a picture, with its source only. Images reuse one the site has, so the test
 * server can serve it.
 */
export const base: Project = {
  title: '',
  description:
    'A long description that cannot fit in two lines of a card: it goes on about the problem, the people who have it, ' +
    'how the project solves it, what was learned on the way and what comes next, so the clamp has something to cut.',
  technologies: [],
  features: ['Plans the week', 'Sends reminders', 'Exports a report'],
  githubUrl: null,
  liveUrl: null,
  youtubeUrl: null,
  linkedinPost: null,
  // A light picture of the owner's (an SVG where there is one): the tests look at where it sits, not at decoding a 3000 px photo.
  image:
    (siteContent.projects.find((p) => p.image?.endsWith('.svg')) ?? siteContent.projects.find((p) => p.image))?.image ??
    siteContent.profile.photo,
};
const { image: _image, ...withoutImage } = base;
export const FIXTURE: readonly Project[] = [
  {
    ...base,
    title: 'Atlas & <Co> "maps"',
    technologies: ['Full Stack', 'React', 'Deno', 'Fastify', 'CouchDB'],
    features: ['Search', 'Offline maps', 'Shared trips', 'Route planning', 'Live traffic', 'Exports', 'Reviews', 'Photo albums'],
    githubUrl: 'https://github.com/example/atlas',
    liveUrl: 'https://atlas.example.org',
    youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
    linkedinPost: POST,
  },
  {
    ...base,
    title: 'Chat ai helper',
    technologies: ['Haskell'],
    githubUrl: 'https://github.com/example/chat',
    youtubeUrl: 'https://www.youtube.com/watch?v=r7TnW4yLs0E',
    planned: ['liveUrl'],
  },
  {
    ...base,
    title: 'Ledger',
    technologies: ['Enterprise Application', 'Java', 'Spring'],
    linkedinPost: 'https://www.linkedin.com/feed/update/urn:li:activity:7198765432109876543',
  },
  { ...base, title: 'Garden planner', technologies: ['django-rest-framework', 'SQLite'], planned: ['githubUrl', 'youtubeUrl'] },
  { ...base, title: 'Old portfolio site', technologies: ['HTML'], liveUrl: 'https://old.example.org' },
  { ...withoutImage, title: 'zephyr notes', technologies: ['Markdown'], features: [], githubUrl: 'https://github.com/example/zephyr' },
];
export const [ATLAS, CHAT, LEDGER, GARDEN, OLD, ZEPHYR] = FIXTURE as [Project, Project, Project, Project, Project, Project];

/** The fixture's filter pills (after the one that shows all). */
export const FILTERS = ['Full Stack', 'AI', 'Enterprise application', 'Django', 'Portfolio'] as const;

/** An owner who keeps the full-portfolio link for embeds. */
export const EMBEDS_ONLY: FullPortfolioLink = { to: '', onProjectsPage: false };
/** What `<portfolio-fixture-projects>` shows. */
export const FIXTURE_CONTENT = { projects: FIXTURE, filters: FILTERS, fullPortfolio: EMBEDS_ONLY, strings: projectStrings };

/** The section showing the fixture projects. */
export async function mount(filter?: string) {
  const el = await fixture<HTMLElement>(
    filter === undefined
      ? html`<portfolio-fixture-projects></portfolio-fixture-projects>`
      : html`<portfolio-fixture-projects filter=${filter}></portfolio-fixture-projects>`,
  );
  return { el, root: await renderedShadow(el, '.project') };
}

/** The site's section, showing data/projects.ts. */
export async function mountSite() {
  const el = await fixture<HTMLElement>(html`<portfolio-projects></portfolio-projects>`);
  return { el, root: await renderedShadow(el, '.project') };
}

export const cardLink = (root: ShadowRoot, title: string) =>
  [...root.querySelectorAll<HTMLAnchorElement>('.project h2 a')].find((b) => text(b) === title)!;
/** The open dialog (every project has its own, closed until its card opens it). */
export const dialogOf = (root: ShadowRoot) => root.querySelector<HTMLDialogElement>('dialog[open]');

export async function openProject(root: ShadowRoot, title: string) {
  cardLink(root, title).click();
  // Open, and the page behind locked (which follows the dialog's toggle event).
  await until(
    () => text(dialogOf(root)?.querySelector('h2')) === title && document.documentElement.style.overflow === 'hidden',
    `dialog for ${title} did not open`,
  );
  return dialogOf(root)!;
}

export async function closed(root: ShadowRoot) {
  await until(() => !dialogOf(root) && !document.documentElement.style.overflow, 'dialog did not close');
}

/** Runs `check` with the viewport at `size`, then puts the viewport back as it was. */
export async function atViewport(size: { readonly width: number; readonly height: number }, check: () => Promise<void>) {
  const { innerWidth: width, innerHeight: height } = window;
  await setViewport(size);
  try {
    await check();
  } finally {
    await setViewport({ width, height });
  }
}

/** Waits for running transitions and animations (a pill's colour, the dialog's entrance) to end. */
export async function settled(root: ShadowRoot): Promise<void> {
  // A frame first, so that an animation the last change starts has begun (WebKit lists it only
  // then); then until none is left running. One that loops (a picture's loading shimmer) or is
  // paused never finishes: not waited for. One cancelled meanwhile (a dialog closed) is done.
  for (;;) {
    await new Promise(requestAnimationFrame);
    const running = root
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY);
    if (!running.length) return;
    await Promise.all(running.map((a) => a.finished.catch(() => {})));
  }
}

/**
 * An element as a short string (`button.close`, `button: Ledger`): assertions compare these,
 * since the test runner cannot report a failed comparison of DOM nodes.
 */
export const shortName = (el: Element | null) =>
  !el ? 'nothing' : `${el.localName}${el.className ? `.${el.className}` : `: ${text(el)}`}`;
