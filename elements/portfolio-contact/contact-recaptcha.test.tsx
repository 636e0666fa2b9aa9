/**
 * The contact form with the provider's reCAPTCHA check on (`recaptcha-site-key`): Google's script
 * is asked for only once a visitor types, the widget draws in the form's reserved box, a send
 * without the box ticked asks for it and sends nothing, and a ticked send carries the answer as
 * `g-recaptcha-response`. Google's servers are out of reach here: the script element the form
 * adds is kept off the network, and a stand-in with reCAPTCHA's API answers for it.
 */
import { expect } from '@open-wc/testing';
import { until } from '../../test/support/dom.ts';
import { RECAPTCHA_SCRIPT } from './recaptcha.ts';
import contactSection from './spec.ts';
import { defineSiteSection } from '../../test/support/site-section.ts';
import {
  errorText,
  fieldValues,
  fill,
  mountContact,
  provider,
  settled,
  SUCCESS,
  successText,
  useContactSuite,
  WORDS,
} from '../../test/support/contact.ts';

defineSiteSection(contactSection);

const SITE_KEY = '6Lc-test-site-key';
const TOKEN = 'token-from-the-widget';
const ROBOT = WORDS.robot;

/** The reCAPTCHA script elements the form asked for (kept off the network). */
const requested: HTMLScriptElement[] = [];
const realAppend = HTMLHeadElement.prototype.append;
before(() => {
  HTMLHeadElement.prototype.append = function (...nodes: (Node | string)[]) {
    const google = nodes.filter((n): n is HTMLScriptElement => n instanceof HTMLScriptElement && n.src.startsWith(RECAPTCHA_SCRIPT));
    requested.push(...google);
    realAppend.apply(
      this,
      nodes.filter((n) => !google.includes(n as HTMLScriptElement)),
    );
  };
});
after(() => {
  HTMLHeadElement.prototype.append = realAppend;
});

/** reCAPTCHA's API as the form uses it; what the form asked of it. */
const widget = { rendered: [] as { sitekey: string; theme: string }[], resets: 0, answer: '' };
type Page = Window & { grecaptcha?: unknown; __portfolioRecaptchaReady?: () => void };
function googleScriptLoads() {
  (window as Page).grecaptcha = {
    render(box: HTMLElement, parameters: { sitekey: string; theme: string }) {
      widget.rendered.push(parameters);
      box.append(Object.assign(document.createElement('div'), { className: 'the-widget' }));
      return 1;
    },
    getResponse: () => widget.answer,
    reset() {
      widget.resets++;
      widget.answer = '';
    },
  };
  (window as Page).__portfolioRecaptchaReady!();
}

describe('<portfolio-contact> with the reCAPTCHA check on', () => {
  const suite = useContactSuite();

  it('is off without a site key: no box, no script, and a send carries no reCAPTCHA field', async () => {
    const parts = await mountContact(suite.attributes);
    expect(parts.form.querySelector('.recaptcha')).to.equal(null);
    fill(parts, { name: 'Ada', email: 'ada@example.org', message: 'Hello' });
    parts.button.click();
    await until(() => successText(parts) === SUCCESS);
    const [sent] = await provider.received();
    expect(Object.keys(sent!.fields)).to.not.include('g-recaptcha-response');
    expect(requested).to.have.length(0);
  });

  it('asks for Google’s script only once a visitor types, draws the widget in its reserved box, and sends only when ticked', async () => {
    const parts = await mountContact({ ...suite.attributes, 'recaptcha-site-key': SITE_KEY });
    const box = parts.form.querySelector<HTMLElement>('.recaptcha')!;
    expect(box.getBoundingClientRect().height).to.equal(78, 'the widget’s height is kept before it draws');
    parts.name.focus();
    expect(requested, 'before any typing').to.have.length(0);
    fill(parts, { name: 'Grace', email: 'grace@example.org', message: 'A message' });
    await until(() => requested.length === 1, 'typing asked for the script');
    expect(requested[0]!.src).to.equal(`${RECAPTCHA_SCRIPT}?render=explicit&onload=__portfolioRecaptchaReady`);
    googleScriptLoads();
    await until(() => box.querySelector('.the-widget'), 'the widget was drawn in its box');
    expect(widget.rendered).to.deep.equal([{ sitekey: SITE_KEY, theme: 'light' }]);

    parts.button.click();
    await until(() => errorText(parts) === ROBOT, 'a send without the tick asks for it');
    expect(await provider.received()).to.deep.equal([]);
    expect(fieldValues(parts)).to.deep.equal({ name: 'Grace', email: 'grace@example.org', message: 'A message' });

    widget.answer = TOKEN;
    parts.button.click();
    await until(() => successText(parts) === SUCCESS);
    await settled(parts);
    const [sent] = await provider.received();
    expect(sent!.fields).to.include({ name: 'Grace', message: 'A message', 'g-recaptcha-response': TOKEN });
    expect(widget.resets).to.equal(1, 'the tick is cleared for the next message');
    expect(requested).to.have.length(1, 'the script is asked for once');
  });
});
