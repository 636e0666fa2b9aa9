/**
 * Two contact forms on one page (a host page may embed two): each keeps its own draft and
 * sends with its own settings, even when both send at once.
 */
import { defineSiteSection } from '../../test/support/site-section.ts';
import { until } from '../../test/support/dom.ts';
import { expect, fixture, html } from '@open-wc/testing';
import contactSection from './spec.ts';
import { draftKey, loadDraft } from './draft.ts';
import { fill, partsOf, provider, SUCCESS, successText, useContactSuite, type ContactParts } from '../../test/support/contact.ts';

defineSiteSection(contactSection);

async function twoForms(first: Record<string, string>, second: Record<string, string>): Promise<[ContactParts, ContactParts]> {
  // As a host page writes them: each element with its own attributes.
  const form = (attributes: Record<string, string>) => {
    const el = document.createElement('portfolio-contact');
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    return el;
  };
  const wrapper = await fixture<HTMLElement>(html`<div>${form(first)}${form(second)}</div>`);
  const [a, b] = [...wrapper.querySelectorAll('portfolio-contact')];
  return [await partsOf(a!), await partsOf(b!)];
}

describe('two <portfolio-contact> on one page', () => {
  // Every form's draft, also those other suites left under a later form's key (`#1`).
  const forgetDrafts = () =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith(draftKey()))
      .forEach((k) => localStorage.removeItem(k));
  const suite = useContactSuite(forgetDrafts);
  beforeEach(forgetDrafts);

  it('keep separate drafts, each put back in its own form', async () => {
    const [a, b] = await twoForms(suite.attributes, suite.attributes);
    fill(a, { name: 'First form' });
    fill(b, { name: 'Second form', message: 'Only here' });
    expect(loadDraft(draftKey(a.el))).to.deep.equal({ name: 'First form', email: '', message: '' });
    expect(loadDraft(draftKey(b.el))).to.deep.equal({ name: 'Second form', email: '', message: 'Only here' });
    expect(draftKey(a.el)).to.equal(draftKey()); // the page's first form keeps the page's key

    a.el.parentElement!.remove(); // as after a reload
    const [again, andAgain] = await twoForms(suite.attributes, suite.attributes);
    await until(() => again.name.value && andAgain.name.value, 'the drafts were not restored');
    expect([again.name.value, again.message.value]).to.deep.equal(['First form', '']);
    expect([andAgain.name.value, andAgain.message.value]).to.deep.equal(['Second form', 'Only here']);
  });

  it('send at the same moment, each with its own settings', async () => {
    const origin = await provider.origin();
    const [a, b] = await twoForms(
      { ...suite.attributes, 'public-key': 'key-of-first', 'service-id': 'service-of-first' },
      {
        'public-key': 'key-of-second',
        'service-id': 'service-of-second',
        'template-id': 'template-of-second',
        'provider-origin': origin,
        'spam-guard': 'false',
      },
    );
    fill(a, { name: 'A', email: 'a@example.org', message: 'from the first' });
    fill(b, { name: 'B', email: 'b@example.org', message: 'from the second' });
    a.button.click();
    b.button.click();
    await until(() => successText(a) === SUCCESS && successText(b) === SUCCESS, 'both forms did not send');
    const received = (await provider.received()).map((r) => [
      r.fields.message,
      r.fields.user_id,
      r.fields.service_id,
      r.fields.template_id,
    ]);
    expect(received).to.have.deep.members([
      ['from the first', 'key-of-first', 'service-of-first', suite.attributes['template-id']],
      ['from the second', 'key-of-second', 'service-of-second', 'template-of-second'],
    ]);
    expect([loadDraft(draftKey(a.el)), loadDraft(draftKey(b.el))]).to.deep.equal([null, null]);
  });
});
