/**
 * Nothing typed is lost, and nothing typed is taken for markup: the draft survives a reload
 * (a new element on the page) and storage that throws, leaves only after a successful send,
 * and any text — very long, emoji, right-to-left, HTML and script — arrives exactly.
 */
import { defineSiteSection } from '../../test/support/site-section.ts';
import { expect } from '@open-wc/testing';
import { sendKeys } from '../../test/support/commands.ts';
import contactSection from './spec.ts';
import { loadDraft } from './draft.ts';
import { breakStorage, until } from '../../test/support/dom.ts';
import {
  errorText,
  fieldValues,
  fill,
  mountContact,
  provider,
  sendAndFail,
  SUCCESS,
  successText,
  useContactSuite,
} from '../../test/support/contact.ts';

defineSiteSection(contactSection);

const draftKey = () => `contact-draft:${location.pathname}`;
const typed = { name: 'Linus', email: 'linus@example.org', message: 'Half a message, then the tab crashed' };

/** Simulates a reload: the element goes away and a new one is made on the page. */
async function reload(el: HTMLElement, attributes: Record<string, string>) {
  el.parentElement!.remove();
  return mountContact(attributes);
}

describe('<portfolio-contact> draft and text', () => {
  const suite = useContactSuite(() => delete (window as { __contactInjected?: number }).__contactInjected);

  it('saves a draft on every keystroke, at once (a crash loses nothing)', async () => {
    const parts = await mountContact(suite.attributes);
    parts.name.focus();
    await sendKeys({ type: 'Li' });
    expect(JSON.parse(localStorage.getItem(draftKey())!)).to.deep.equal({ name: 'Li', email: '', message: '' });
    await sendKeys({ type: 'nus' });
    expect(JSON.parse(localStorage.getItem(draftKey())!).name).to.equal('Linus');
  });

  it('restores the draft after a reload, without sending anything', async () => {
    const first = await mountContact(suite.attributes);
    fill(first, typed);
    const second = await reload(first.el, suite.attributes);
    await until(() => second.message.value, 'the draft was not restored');
    expect(fieldValues(second)).to.deep.equal(typed);
    expect(await provider.received()).to.deep.equal([]);
    expect(successText(second) + errorText(second)).to.equal('');
  });

  it('keeps the draft in memory when storage throws', async () => {
    const repair = breakStorage();
    try {
      const first = await mountContact(suite.attributes);
      fill(first, typed);
      const second = await reload(first.el, suite.attributes);
      await until(() => second.message.value, 'the draft was not restored');
      expect(fieldValues(second)).to.deep.equal(typed);
    } finally {
      repair();
    }
    expect(localStorage.getItem(draftKey())).to.equal(null);
  });

  it('sends while storage throws, and then forgets the draft', async () => {
    const repair = breakStorage();
    try {
      const parts = await mountContact(suite.attributes);
      fill(parts, typed);
      parts.button.click();
      await until(() => successText(parts) === SUCCESS);
      expect(loadDraft()).to.equal(null);
    } finally {
      repair();
    }
    expect((await provider.received()).length).to.equal(1);
  });

  it('keeps the draft after a failure and removes it only after a successful send', async () => {
    const parts = await mountContact(suite.attributes);
    fill(parts, typed);
    await sendAndFail(parts);
    expect(JSON.parse(localStorage.getItem(draftKey())!)).to.deep.equal(typed);

    await provider.answer({ status: 200, body: 'OK' });
    parts.button.click();
    await until(() => successText(parts) === SUCCESS);
    expect(localStorage.getItem(draftKey())).to.equal(null);
    const after = await reload(parts.el, suite.attributes);
    await new Promise((r) => setTimeout(r, 50));
    expect(fieldValues(after)).to.deep.equal({ name: '', email: '', message: '' });
  });

  it('forgets the draft when every field is emptied', async () => {
    const parts = await mountContact(suite.attributes);
    fill(parts, typed);
    fill(parts, { name: '', email: '', message: '' });
    expect(localStorage.getItem(draftKey())).to.equal(null);
  });

  it('ignores a stored draft that is not a draft', async () => {
    for (const junk of ['not json', '42', '[]', '{"name": 7}']) {
      localStorage.setItem(draftKey(), junk);
      const parts = await mountContact(suite.attributes);
      await new Promise((r) => setTimeout(r, 20));
      expect(fieldValues(parts)).to.deep.equal({ name: '', email: '', message: '' });
      parts.el.parentElement!.remove();
    }
  });

  describe('any text, exactly', () => {
    const markup = `<img src=x onerror="window.__contactInjected = 1"><script>window.__contactInjected = 2</script></textarea><b>bold</b> &amp; & "quotes" 'single' \${1+1} {{ x }}`;
    const emoji = 'Hi 👋🏽 👨‍👩‍👧‍👦 🇮🇳 ✅';
    const rtl = 'مرحبا بالعالم — שלום עולם';
    const long = Array.from({ length: 10_000 }, (_, i) => 'abcdefghij'[i % 10]).join('');

    const injected = (root: ShadowRoot) =>
      (window as { __contactInjected?: number }).__contactInjected !== undefined ||
      root.querySelector('form img, form script, form b') !== null;

    it('sends 10 000 characters, emoji, right-to-left text and HTML/script text byte-for-byte', async () => {
      const parts = await mountContact(suite.attributes);
      const values = { name: `${emoji} ${rtl}`, email: 'ada@example.org', message: `${long}${markup}${emoji}${rtl}` };
      expect(long.length).to.equal(10_000);
      fill(parts, values);
      parts.button.click();
      await until(() => successText(parts) === SUCCESS, 'not sent');
      const [received] = await provider.received();
      expect(received!.fields.name).to.equal(values.name);
      expect(received!.fields.message).to.equal(values.message);
      expect(new TextEncoder().encode(received!.fields.message)).to.deep.equal(new TextEncoder().encode(values.message));
      expect(injected(parts.root)).to.be.false;
    });

    it('takes emoji and right-to-left text from the keyboard, shown right to left', async () => {
      const parts = await mountContact(suite.attributes);
      parts.name.focus();
      await sendKeys({ type: rtl });
      parts.message.focus();
      await sendKeys({ type: `${emoji} ${rtl}` });
      expect(parts.name.value).to.equal(rtl);
      expect(parts.message.value).to.equal(`${emoji} ${rtl}`);
      expect(getComputedStyle(parts.name).direction).to.equal('rtl');
      expect(JSON.parse(localStorage.getItem(draftKey())!).message).to.equal(`${emoji} ${rtl}`);
    });

    it('keeps such text as typed after a failure, never as markup', async () => {
      const parts = await mountContact(suite.attributes);
      const values = { name: markup, email: 'ada@example.org', message: `${markup}\n${emoji}\n${rtl}` };
      fill(parts, values);
      await sendAndFail(parts, { status: 400, body: '<b>Bad</b> request' });
      expect(fieldValues(parts)).to.deep.equal(values);
      expect(injected(parts.root)).to.be.false;
    });

    it('restores a draft of markup as text', async () => {
      const values = { name: markup, email: 'ada@example.org', message: `${long}${markup}` };
      localStorage.setItem(draftKey(), JSON.stringify(values));
      const parts = await mountContact(suite.attributes);
      await until(() => parts.message.value, 'the draft was not restored');
      expect(fieldValues(parts)).to.deep.equal(values);
      await new Promise((r) => setTimeout(r, 50));
      expect(injected(parts.root)).to.be.false;
    });
  });
});
