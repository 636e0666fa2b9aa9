import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../../../test/support/dom.ts';
import { SECTION_READY } from '../events.ts';
import { scheduleIsland } from './islands.ts';

let count = 0;

/** A prerendered section stand-in: a host whose shadow root already holds a button and a form. */
async function prerendered({ readyAfterLoad = true } = {}) {
  const tag = `test-island-${++count}`;
  const host = await fixture<HTMLElement>(html`<div></div>`);
  const el = document.createElement(tag);
  el.attachShadow({ mode: 'open' }).innerHTML =
    '<button id="b">Tab</button><form><input name="n" required value="x"><button id="s">Send</button></form>';
  host.append(el);
  const seen: string[] = [];
  const load = () => {
    load.calls++;
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          const root = this.shadowRoot!;
          root.getElementById('b')!.addEventListener('click', () => seen.push('click'));
          root.querySelector('form')!.addEventListener('submit', (e) => {
            e.preventDefault();
            seen.push('submit');
          });
        }
      },
    );
    // Like a React section: ready once hydrated, a moment after the element is defined.
    if (readyAfterLoad) setTimeout(() => el.dispatchEvent(new Event(SECTION_READY)));
    return Promise.resolve();
  };
  load.calls = 0;
  return { el, root: el.shadowRoot!, seen, load };
}

describe('scheduleIsland', () => {
  it('loads nothing until the visitor shows intent', async () => {
    const { el, load } = await prerendered();
    void scheduleIsland(el, { when: 'interaction', load });
    await new Promise((r) => setTimeout(r));
    expect(load.calls).to.equal(0);
    el.shadowRoot!.getElementById('b')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await until(() => load.calls === 1);
  });

  it('loads at once when asked to', async () => {
    const { el, load } = await prerendered();
    await scheduleIsland(el, { when: () => 'now', load });
    expect(load.calls).to.equal(1);
  });

  it('replays a click made before the code arrived, once', async () => {
    const { el, root, seen, load } = await prerendered();
    const done = scheduleIsland(el, { when: 'interaction', load });
    root.getElementById('b')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    root.getElementById('b')!.click();
    await done;
    expect(seen).to.deep.equal(['click']);
  });

  it('holds back a submission made while the section hydrates, and replays it once ready', async () => {
    const { el, root, seen, load } = await prerendered({ readyAfterLoad: false });
    const done = scheduleIsland(el, { when: 'now', load });
    await until(() => customElements.get(el.localName));
    // Defined, but not yet hydrated: the submit must not reach the browser (a page reload).
    const prevented = new Promise<boolean>((resolve) =>
      root.querySelector('form')!.addEventListener('submit', (e) => queueMicrotask(() => resolve(e.defaultPrevented)), { once: true }),
    );
    root.querySelector('form')!.requestSubmit();
    expect(await prevented).to.be.true;
    el.dispatchEvent(new Event(SECTION_READY));
    await done;
    expect(seen).to.deep.equal(['submit', 'submit']); // the component saw the early one (and stopped it), then the replay
  });

  it('holds back a form submission (no page reload) and replays it', async () => {
    const { el, root, seen, load } = await prerendered();
    const done = scheduleIsland(el, { when: 'interaction', load });
    const submitted = new Promise<boolean>((resolve) =>
      root.querySelector('form')!.addEventListener('submit', (e) => queueMicrotask(() => resolve(e.defaultPrevented)), { once: true }),
    );
    root.getElementById('s')!.click();
    expect(await submitted).to.be.true; // the browser did not submit (and reload) the page
    await done;
    expect(seen).to.deep.equal(['submit']);
  });
});
