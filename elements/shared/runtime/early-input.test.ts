/**
 * Taps and tabs keys made before the site runtime has run are held (by the page's head script)
 * and replayed once it has (shared/runtime/early-input.ts). Real clicks and keys: only trusted input is
 * held.
 */
import { expect } from '@open-wc/testing';
import { click, sendKeys } from '../../../test/support/commands.ts';
import { holdEarlyInput, replayEarlyInput } from './early-input.ts';
import { nativeInvokerCommands } from './invoker-commands.ts';

/** Markup on the page (`html` in a shadow root when `shadow`), and a log of what reached each element with an id. */
function place(html: string, { shadow = false } = {}) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = shadow ? host.attachShadow({ mode: 'open' }) : host;
  root.innerHTML = html;
  const seen: string[] = [];
  const byId = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  for (const el of root.querySelectorAll<HTMLElement>('[id]')) {
    el.addEventListener('click', (event) => {
      if ((event.target as Element).closest('[id]') === el) seen.push(`click ${el.id}${event.isTrusted ? '' : ' (replayed)'}`);
    });
    el.addEventListener('keydown', (event) => seen.push(`${event.key} ${el.id}${event.isTrusted ? '' : ' (replayed)'}`));
  }
  return { host, byId, seen };
}

describe('input before the site runtime', () => {
  const placed: HTMLElement[] = [];
  beforeEach(() => holdEarlyInput());
  afterEach(() => {
    replayEarlyInput(); // stops holding, whatever a failed test left
    placed.splice(0).forEach((host) => host.remove());
  });

  it('replays a tap on a button (on its icon), once, after the runtime has run', async () => {
    const page = place(
      '<button id="toggle" type="button"><svg width="24" height="24" aria-hidden="true"><rect width="24" height="24"/></svg>Theme</button>',
    );
    placed.push(page.host);
    await click(page.byId('toggle').querySelector('svg')!);
    expect(page.seen).to.deep.equal(['click toggle']); // nothing answered it yet: no runtime
    replayEarlyInput();
    replayEarlyInput();
    expect(page.seen).to.deep.equal(['click toggle', 'click toggle (replayed)']);
  });

  it('replays a tap on a tab inside a section, in order with other taps', async () => {
    const page = place('<div role="tablist"><button id="one" role="tab">One</button><button id="two" role="tab">Two</button></div>', {
      shadow: true,
    });
    placed.push(page.host);
    await click(page.byId('two'));
    await click(page.byId('one'));
    page.seen.length = 0;
    replayEarlyInput();
    expect(page.seen).to.deep.equal(['click two (replayed)', 'click one (replayed)']);
  });

  it('leaves links alone (they work without script)', async () => {
    const page = place('<a id="link" href="#early-input-link">About</a>');
    placed.push(page.host);
    await click(page.byId('link'));
    replayEarlyInput();
    expect(page.seen).to.deep.equal(['click link']);
    expect(location.hash).to.equal('#early-input-link');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it("holds a plain tap on a quick view's link, without following it, for the runtime to open", async () => {
    const page = place('<a id="card" href="#early-quick-view" data-quick-view="nothing-here" data-item="0">Ledger</a>', { shadow: true });
    placed.push(page.host);
    await click(page.byId('card'));
    expect(location.hash).to.equal(''); // not followed: the quick view opens once the runtime is there
    // The runtime's part (invoker-commands.ts), played here: the replayed click opens the quick view, not the page.
    addEventListener('click', (event) => event.preventDefault(), { once: true });
    replayEarlyInput();
    expect(page.seen).to.deep.equal(['click card', 'click card (replayed)']);
    expect(location.hash).to.equal('');
  });

  it('holds a dialog opener only where the engine cannot run it itself', async () => {
    const page = place('<button id="opener" commandfor="nothing-here" command="show-modal">Open</button>');
    placed.push(page.host);
    await click(page.byId('opener'));
    replayEarlyInput();
    expect(page.seen.includes('click opener (replayed)')).to.equal(!nativeInvokerCommands());
  });

  it('holds a tabs key pressed on a tab, without scrolling the page, and passes other keys on', async () => {
    const page = place('<div role="tablist"><button id="tab" role="tab">One</button></div><input id="field">', { shadow: true });
    placed.push(page.host);
    const scrolled = new Promise<boolean>((resolve) =>
      addEventListener('keydown', (event) => resolve(event.defaultPrevented), { once: true }),
    );
    page.byId('tab').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(await scrolled).to.equal(true); // its default (a scroll) was stopped
    page.byId('field').focus();
    await sendKeys({ press: 'ArrowRight' });
    page.seen.length = 0;
    replayEarlyInput();
    expect(page.seen).to.deep.equal(['ArrowRight tab (replayed)']);
  });
});
