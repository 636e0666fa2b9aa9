/**
 * A dialog's buttons (`commandfor` + `command`) work in every engine: natively where the engine
 * has Invoker Commands, by shared/runtime/invoker-commands.ts where it lacks them (WebKit); a
 * quick view's link opens it in every engine. Real clicks.
 */
import { expect } from '@open-wc/testing';
import { click } from '../../../test/support/commands.ts';
import { supportInvokerCommands } from './invoker-commands.ts';

function shadowWithDialog() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <button id="open" commandfor="d" command="show-modal">Open</button>
    <a id="quick" href="#quick-view-page" data-quick-view="d" data-item="3">3</a>
    <dialog id="d"><p>Details</p><button id="close" commandfor="d" command="close">Close</button><button id="ask" commandfor="d" command="request-close">Ask</button></dialog>`;
  const get = <T extends HTMLElement>(id: string) => root.getElementById(id) as T;
  return {
    host,
    dialog: get<HTMLDialogElement>('d'),
    open: get<HTMLButtonElement>('open'),
    quick: get<HTMLAnchorElement>('quick'),
    close: get<HTMLButtonElement>('close'),
    ask: get<HTMLButtonElement>('ask'),
  };
}

describe('Invoker Commands in every engine', () => {
  let made: ReturnType<typeof shadowWithDialog>;
  before(() => supportInvokerCommands());
  beforeEach(() => (made = shadowWithDialog()));
  afterEach(() => made.host.remove());

  it('opens the dialog its button names, as a modal, and closes it by its Close button', async () => {
    await click(made.open);
    expect(made.dialog.open).to.equal(true);
    expect(made.dialog.matches(':modal')).to.equal(true);
    await click(made.close);
    expect(made.dialog.open).to.equal(false);
  });

  it('closes it by a request-close button too', async () => {
    await click(made.open);
    await click(made.ask);
    expect(made.dialog.open).to.equal(false);
  });

  it('fires a command event on the dialog first, naming the command and its button, and a cancelled one opens nothing', async () => {
    const seen: [string | null, EventTarget | null, boolean][] = [];
    made.dialog.addEventListener('command', (event) => {
      const { command, source } = event as CommandEvent;
      seen.push([command, source, made.dialog.open]);
    });
    await click(made.open);
    expect(seen).to.deep.equal([['show-modal', made.open, false]]);
    await click(made.close);
    made.dialog.addEventListener('command', (event) => event.preventDefault(), { once: true });
    await click(made.open);
    expect(made.dialog.open).to.equal(false);
  });

  it('does nothing for a click a handler cancelled, or a button that is disabled', async () => {
    made.open.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await click(made.open);
    expect(made.dialog.open).to.equal(false);
    made.open.disabled = true;
    await click(made.open);
    expect(made.dialog.open).to.equal(false);
  });

  it("opens the dialog from a quick view's link on a plain click, naming the link, and never follows it", async () => {
    const sources: (EventTarget | null)[] = [];
    made.dialog.addEventListener('command', (event) => sources.push((event as CommandEvent).source));
    await click(made.quick);
    expect(made.dialog.matches(':modal')).to.equal(true);
    expect(sources).to.deep.equal([made.quick]);
    expect(location.hash).to.equal('');
  });

  it("leaves a click with a modifier key on a quick view's link to the link (a new tab)", () => {
    let followed = false;
    addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault(); // the test page stays
      },
      { once: true },
    );
    made.quick.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, metaKey: true }));
    expect(followed).to.equal(true);
    expect(made.dialog.open).to.equal(false);
  });
});
