/**
 * The form's own error state: a send with fields wrong (empty, or an email that is not one)
 * marks each wrong field (`aria-invalid`, a message tied by `aria-describedby` in the words of
 * data/strings.ts, a border of the error colour), focuses the first and brings it into view with
 * its label below the page's fixed header; a message goes as its field is put right; nothing
 * typed is lost and nothing is sent. The browser's own bubble never shows (no `invalid` event).
 */
import { defineSiteSection } from '../../test/support/site-section.ts';
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '../../test/support/commands.ts';
import { inBothThemes, text, until, usePageStyles } from '../../test/support/dom.ts';
import contactSection from './spec.ts';
import { loadDraft } from './draft.ts';
import {
  fieldValues,
  fill,
  mountContact,
  provider,
  successText,
  errorText,
  type ContactParts,
  useContactSuite,
  WORDS,
} from '../../test/support/contact.ts';

defineSiteSection(contactSection);

type Field = 'name' | 'email' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'message'];

/** What a field says of itself: whether it is marked wrong, and the text of the message it is described by. */
function state(parts: ContactParts, field: Field) {
  const control = parts[field];
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const messages = ids.map((id) => parts.root.getElementById(id));
  return {
    invalid: control.getAttribute('aria-invalid'),
    says: messages.map((m) => (m?.checkVisibility() ? text(m) : null)).join(' '),
  };
}

const right = { invalid: null, says: '' };
const wrong = (says: string) => ({ invalid: 'true', says });

/** Waits until the form has marked `field` (its message rendered). */
const marked = (parts: ContactParts, field: Field) =>
  until(() => parts[field].getAttribute('aria-invalid') === 'true', `${field} was not marked wrong`);

const send = (parts: ContactParts) => parts.button.click();

/** Waits until the form's colour transitions have ended (a border is measured at its end colour). */
const settledStyles = (parts: ContactParts) => Promise.all(parts.root.getAnimations().map((a) => a.finished));

describe('<portfolio-contact> fields a send found wrong', () => {
  const suite = useContactSuite();
  const invalidEvents: string[] = [];
  const noteInvalid = (e: Event) => invalidEvents.push((e.target as HTMLInputElement).name);

  before(usePageStyles);
  beforeEach(() => void (invalidEvents.length = 0));

  async function mount(): Promise<ContactParts> {
    const parts = await mountContact(suite.attributes);
    parts.form.addEventListener('invalid', noteInvalid, { capture: true });
    return parts;
  }

  it('sent empty: marks every field, each described by its own message, focuses the first, sends nothing', async () => {
    const parts = await mount();
    send(parts);
    await marked(parts, 'message');
    expect(FIELDS.map((f) => state(parts, f))).to.deep.equal([
      wrong(WORDS.problems.nameMissing),
      wrong(WORDS.problems.emailMissing),
      wrong(WORDS.problems.messageMissing),
    ]);
    await until(() => parts.root.activeElement === parts.name, 'focus did not go to the first wrong field');
    expect(invalidEvents, 'the browser checked the form itself (its bubble)').to.deep.equal([]);
    expect(await provider.received()).to.deep.equal([]);
    expect([successText(parts), errorText(parts)]).to.deep.equal(['', '']);
  });

  it('a malformed email: only the email is marked, in words of its own, and focused', async () => {
    const parts = await mount();
    fill(parts, { name: 'Ada', email: 'ada at example', message: 'Hello' });
    send(parts);
    await marked(parts, 'email');
    expect(FIELDS.map((f) => state(parts, f))).to.deep.equal([right, wrong(WORDS.problems.emailMalformed), right]);
    await until(() => parts.root.activeElement === parts.email);
    expect(invalidEvents).to.deep.equal([]);
    expect(await provider.received()).to.deep.equal([]);
  });

  it('a message goes as its field is put right, and says what is still wrong meanwhile', async () => {
    const parts = await mount();
    send(parts);
    await until(() => parts.root.activeElement === parts.name, 'focus did not go to the name');
    await sendKeys({ type: 'Ada' });
    await until(() => state(parts, 'name').invalid === null, 'the name kept its message');
    expect(state(parts, 'name')).to.deep.equal(right);
    parts.email.focus();
    await sendKeys({ type: 'ada@' });
    await until(() => state(parts, 'email').says === WORDS.problems.emailMalformed, 'the email did not say it is incomplete');
    await sendKeys({ type: 'example.org' });
    await until(() => state(parts, 'email').invalid === null, 'the email kept its message');
    expect(FIELDS.map((f) => state(parts, f))).to.deep.equal([right, right, wrong(WORDS.problems.messageMissing)]);
    // Sent again with the message still empty: only the message, focused.
    send(parts);
    await until(() => parts.root.activeElement === parts.message);
    expect(FIELDS.map((f) => state(parts, f))).to.deep.equal([right, right, wrong(WORDS.problems.messageMissing)]);
    expect(await provider.received()).to.deep.equal([]);
  });

  it('loses nothing typed: the fields and the draft stay as they were', async () => {
    const parts = await mount();
    const typed = { name: 'Ada Lovelace', email: 'ada@', message: 'About the engine —\nnotes follow.' };
    fill(parts, typed);
    send(parts);
    await marked(parts, 'email');
    expect(fieldValues(parts)).to.deep.equal(typed);
    expect(loadDraft()).to.deep.equal(typed);
  });

  it('then sends once every field is right, with no mark left', async () => {
    const parts = await mount();
    send(parts);
    await marked(parts, 'name');
    fill(parts, { name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    send(parts);
    await until(() => successText(parts) === WORDS.success, 'the message was not sent');
    expect(FIELDS.map((f) => state(parts, f))).to.deep.equal([right, right, right]);
    expect((await provider.received()).length).to.equal(1);
  });

  it('draws a wrong field in the error colour, a right one not, in light and dark', async () => {
    const parts = await mount();
    fill(parts, { name: 'Ada' });
    send(parts);
    await marked(parts, 'email');
    await inBothThemes(async (theme) => {
      await settledStyles(parts);
      const message = parts.root.getElementById(parts.email.getAttribute('aria-describedby')!)!;
      const border = (field: HTMLElement) => getComputedStyle(field).borderTopColor;
      expect(border(parts.email), theme).to.equal(getComputedStyle(message).color);
      expect(border(parts.name), theme).not.to.equal(border(parts.email));
    });
  });

  it('is accessible with its fields marked, in light and dark', async () => {
    const parts = await mount();
    send(parts);
    await marked(parts, 'message');
    await inBothThemes(async () => {
      await expect(parts.el).to.be.accessible();
    });
  });
});

describe('<portfolio-contact> brings the first wrong field into view below the fixed header', () => {
  const suite = useContactSuite();
  let restore: () => void = () => {};

  before(usePageStyles);
  afterEach(async () => {
    restore();
    scrollTo(0, 0);
    await setViewport({ width: 1280, height: 800 });
  });

  /** The form between long stretches of page, under a fixed header of --header-height, as on the site. */
  async function onAPage(): Promise<{ parts: ContactParts; header: HTMLElement }> {
    const parts = await mountContact(suite.attributes);
    const stretch = () => Object.assign(document.createElement('div'), { style: 'block-size: 150vh' });
    const header = Object.assign(document.createElement('div'), {
      style: 'position: fixed; inset: 0 0 auto; block-size: var(--header-height); background: gray; z-index: 1',
    });
    parts.el.before(header, stretch());
    parts.el.after(stretch());
    // Scrolled at once, so what is measured is where the scroll ends.
    const { style } = document.documentElement;
    const before = style.scrollBehavior;
    style.scrollBehavior = 'auto';
    restore = () => void (style.scrollBehavior = before);
    return { parts, header };
  }

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width} px: the label of the first wrong field shows whole below the header`, async () => {
      await setViewport(viewport);
      const { parts, header } = await onAPage();
      fill(parts, { name: 'Ada' }); // the email is the first wrong field
      // The visitor has scrolled down to the button: the fields are above, under the header or off screen.
      parts.button.scrollIntoView({ block: 'start' });
      const label = parts.email.labels![0]!;
      expect(label.getBoundingClientRect().top).to.be.below(header.getBoundingClientRect().bottom);
      send(parts);
      await until(() => parts.root.activeElement === parts.email, 'focus did not go to the email');
      const headerHeight = header.getBoundingClientRect().height;
      expect(headerHeight).to.be.above(0);
      expect(label.getBoundingClientRect().top).to.be.at.least(headerHeight);
      expect(parts.email.getBoundingClientRect().bottom).to.be.at.most(innerHeight);
    });
  }

  it('moves the page no further than needed: a wrong field in view stays where it is', async () => {
    const { parts } = await onAPage();
    parts.email.scrollIntoView({ block: 'center' });
    const before = scrollY;
    fill(parts, { name: 'Ada', message: 'Hi' });
    send(parts);
    await until(() => parts.root.activeElement === parts.email);
    expect(scrollY).to.equal(before);
  });
});
