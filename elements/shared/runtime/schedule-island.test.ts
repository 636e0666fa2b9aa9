import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../../../test/support/dom.ts';
import { SECTION_READY } from '../events.ts';
import { scheduleIsland } from './schedule-island.ts';

let count = 0;

/** A prerendered section stand-in: a host whose shadow root already holds a button and a form. */
async function prerendered({ readyAfterLoad = true, loadOn = '' } = {}) {
  const tag = `test-island-${++count}`;
  const host = await fixture<HTMLElement>(html`<div></div>`);
  const el = document.createElement(tag);
  if (loadOn) el.dataset.loadOn = loadOn;
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

/** Two frames: time enough for a load that was due to have started. */
const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const focusIn = (el: HTMLElement) =>
  el.shadowRoot!.getElementById('b')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));

describe('scheduleIsland', () => {
  it('loads nothing until the visitor shows intent', async () => {
    const { el, load } = await prerendered();
    void scheduleIsland(el, { loadOn: 'interaction', load });
    await new Promise((r) => setTimeout(r));
    expect(load.calls).to.equal(0);
    el.shadowRoot!.getElementById('b')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await until(() => load.calls === 1);
  });

  it('takes a sign of use on the element itself too (a pointer over its edge)', async () => {
    const { el, load } = await prerendered();
    void scheduleIsland(el, { loadOn: 'interaction', load });
    el.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await until(() => load.calls === 1);
  });

  it('loads at once when asked to', async () => {
    const { el, load } = await prerendered();
    await scheduleIsland(el, { loadOn: 'now', load });
    expect(load.calls).to.equal(1);
  });

  it("takes the element's data-load-on over the section's rule", async () => {
    const now = await prerendered({ loadOn: 'now' });
    await scheduleIsland(now.el, { loadOn: 'interaction', load: now.load });
    expect(now.load.calls).to.equal(1);

    const later = await prerendered({ loadOn: 'interaction' });
    void scheduleIsland(later.el, { loadOn: 'now', load: later.load });
    await frames();
    expect(later.load.calls).to.equal(0);
    focusIn(later.el);
    await until(() => later.load.calls === 1);
  });

  it('keeps the section rule when data-load-on names no strategy', async () => {
    for (const name of ['soon', 'toString', '']) {
      const { el, load } = await prerendered();
      el.dataset.loadOn = name;
      await scheduleIsland(el, { loadOn: 'now', load });
      expect(load.calls, name).to.equal(1);
    }
  });

  it('tries a load that failed again on the next sign of use, not before', async () => {
    const { el, load } = await prerendered();
    let failures = 1;
    const flaky = () => (failures-- > 0 ? Promise.reject(new Error('offline')) : load());
    const done = scheduleIsland(el, { loadOn: 'now', load: flaky });
    await until(() => failures === 0, 'the first load was not tried');
    await frames();
    expect(load.calls).to.equal(0);
    focusIn(el);
    await done;
    expect(load.calls).to.equal(1);
  });

  it('replays a click made before the code arrived, once', async () => {
    const { el, root, seen, load } = await prerendered();
    const done = scheduleIsland(el, { loadOn: 'interaction', load });
    root.getElementById('b')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    root.getElementById('b')!.click();
    await done;
    expect(seen).to.deep.equal(['click']);
  });

  it('holds back a submission made while the section hydrates, and replays it once ready', async () => {
    const { el, root, seen, load } = await prerendered({ readyAfterLoad: false });
    const done = scheduleIsland(el, { loadOn: 'now', load });
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
    const done = scheduleIsland(el, { loadOn: 'interaction', load });
    const submitted = new Promise<boolean>((resolve) =>
      root.querySelector('form')!.addEventListener('submit', (e) => queueMicrotask(() => resolve(e.defaultPrevented)), { once: true }),
    );
    root.getElementById('s')!.click();
    expect(await submitted).to.be.true; // the browser did not submit (and reload) the page
    await done;
    expect(seen).to.deep.equal(['submit']);
  });
});
