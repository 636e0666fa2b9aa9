/**
 * The form as the site serves it: prerendered into a declarative shadow root, usable before
 * its script arrives. Text typed and a submit made before hydration must survive it. The
 * element is defined during the first test, so the tests run in order.
 */
import { defineSiteSection, siteBinding } from '../../test/support/site-section.ts';
import { defineWithContent } from '../../test/support/section.ts';
import type { ContactContent } from './contact.tsx';
import { until } from '../../test/support/dom.ts';
import { expect } from '@open-wc/testing';
import { sendKeys } from '../../test/support/commands.ts';
import contactSection from './spec.ts';
import { scheduleIsland } from '../shared/runtime/schedule-island.ts';
import { prerendered as prerenderedSection } from '../../test/support/prerender.ts';
import {
  fieldValues,
  forgetContactStorage,
  partsOf,
  provider,
  recordConsoleErrors,
  sendingAttributes,
  SUCCESS,
  successText,
} from '../../test/support/contact.ts';

/** `<portfolio-contact>` as build.ts writes it into the page, in a container not yet on the page. */
const prerendered = (attributes: Record<string, string>) => prerenderedSection(contactSection, attributes);

/**
 * Schedules the section on `el` as the site does, its script held back until `arrive()` (then
 * `define` runs, as the script would); `hydrated` resolves once it has hydrated.
 */
function scheduleHeldBack(el: HTMLElement, define: () => unknown): { arrive: () => void; hydrated: Promise<void> } {
  let arrive = () => {};
  const scriptArrives = new Promise<void>((resolve) => (arrive = resolve));
  const hydrated = scheduleIsland(el, {
    loadOn: 'interaction',
    load: async () => {
      await scriptArrives;
      await define();
    },
  });
  return { arrive, hydrated };
}

describe('<portfolio-contact> prerendered', () => {
  let attributes: Record<string, string>;
  const containers: HTMLElement[] = [];
  const place = (container: HTMLElement) => {
    containers.push(container);
    document.body.append(container);
    return container.querySelector('portfolio-contact')!;
  };

  before(async () => {
    attributes = await sendingAttributes();
  });
  beforeEach(async () => {
    await provider.reset();
    forgetContactStorage();
  });
  afterEach(async () => {
    for (const c of containers.splice(0)) c.remove();
    await provider.reset();
    forgetContactStorage();
  });

  it('keeps what was typed before the script arrived, and sends a submit made then, once, after hydration', async () => {
    const el = place(prerendered(attributes));
    expect(customElements.get('portfolio-contact')).to.equal(undefined);
    const before = await partsOf(el); // the prerendered markup, before any script
    expect(before.root.querySelectorAll('h1').length).to.equal(1);

    const { arrive, hydrated } = scheduleHeldBack(el, async () => defineSiteSection((await import('./spec.ts')).default)); // as elements/site.ts loads it

    const errors = recordConsoleErrors();
    try {
      before.name.focus();
      await sendKeys({ type: 'Early Bird' });
      before.email.focus();
      await sendKeys({ type: 'early@example.org' });
      before.message.focus();
      await sendKeys({ type: 'Typed before the script came.' });
      before.button.click(); // held back: the page must not reload
      expect(await provider.received()).to.deep.equal([]);

      arrive();
      await hydrated;
      const parts = await partsOf(el);
      await until(() => successText(parts) === SUCCESS, 'the held submit was not sent');
      const received = await provider.received();
      expect(received.map((r) => [r.fields.name, r.fields.email, r.fields.message])).to.deep.equal([
        ['Early Bird', 'early@example.org', 'Typed before the script came.'],
      ]);
      expect(fieldValues(parts)).to.deep.equal({ name: '', email: '', message: '' });
    } finally {
      errors.restore();
    }
    expect(errors.calls).to.deep.equal([]); // no hydration mismatch
  });

  it("sent with a field wrong before the script arrived: no bubble of the browser's, then the form's own marks, nothing typed lost", async () => {
    // Under a tag of its own, defined only when its script "arrives" (the site's tag is defined by now).
    const spec = { ...contactSection, tag: 'portfolio-contact-early' } as const;
    const content = siteBinding(contactSection) as ContactContent;
    const container = prerenderedSection(spec, attributes, content);
    containers.push(container);
    document.body.append(container);
    const el = container.querySelector<HTMLElement>(spec.tag)!;
    const before = await partsOf(el);
    expect(before.form.noValidate, 'the prerendered form leaves the checking to the section').to.be.true;
    const invalid: Event[] = [];
    before.form.addEventListener('invalid', (e) => invalid.push(e), true);

    const { arrive, hydrated } = scheduleHeldBack(el, () => defineWithContent(contactSection, content, 'contact-early'));
    before.name.focus();
    await sendKeys({ type: 'Early Bird' });
    before.button.click(); // held back until the section is there
    expect(invalid, 'the browser checked the form itself').to.deep.equal([]);

    arrive();
    await hydrated;
    const parts = await partsOf(el);
    await until(() => parts.email.getAttribute('aria-invalid') === 'true', 'the form did not mark the email');
    expect(parts.message.getAttribute('aria-invalid')).to.equal('true');
    expect(parts.name.hasAttribute('aria-invalid')).to.be.false;
    await until(() => parts.root.activeElement === parts.email, 'focus did not go to the email');
    expect(fieldValues(parts)).to.deep.equal({ name: 'Early Bird', email: '', message: '' });
    expect(invalid).to.deep.equal([]);
    expect(await provider.received()).to.deep.equal([]);
  });

  it('hydrates without changing the markup, and merges a saved draft into the fields left empty', async () => {
    localStorage.setItem(`contact-draft:${location.pathname}`, JSON.stringify({ name: 'Saved name', email: '', message: 'Saved message' }));
    const container = prerendered(attributes);
    const root = container.querySelector('portfolio-contact')!.shadowRoot!;
    const markup = root.innerHTML;
    (root.querySelector('[name="name"]') as HTMLInputElement).value = 'Typed name'; // typed before hydration

    const errors = recordConsoleErrors();
    let parts: Awaited<ReturnType<typeof partsOf>>;
    try {
      parts = await partsOf(place(container)); // defined already: hydrates on insertion
      await until(() => parts!.message.value, 'the draft was not restored');
      await until(() => Object.keys(root).some((k) => k.startsWith('__reactContainer')));
    } finally {
      errors.restore();
    }
    expect(errors.calls).to.deep.equal([]);
    expect(root.innerHTML).to.equal(markup);
    expect(fieldValues(parts)).to.deep.equal({ name: 'Typed name', email: '', message: 'Saved message' });
    expect(JSON.parse(localStorage.getItem(`contact-draft:${location.pathname}`)!)).to.deep.equal(fieldValues(parts));
  });
});
