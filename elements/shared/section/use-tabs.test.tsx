import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '../../../test/support/commands.ts';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TabsWithoutScript, useTabs, type Orientation, type Tabs } from './use-tabs.tsx';
import { seen, text, until } from '../../../test/support/dom.ts';

const KEYS = ['One', 'Two and a half', 'Three'] as const;
type Key = (typeof KEYS)[number];

let api: Tabs<Key>;
/** The test's own name for its tab list (a section takes its names from data/). */
const LIST_NAME = 'Demo';

function Demo({ orientation, onSelect }: { readonly orientation?: Orientation; readonly onSelect?: (key: Key) => void }) {
  const tabs = useTabs<Key>({ keys: KEYS, ...(orientation && { orientation }), ...(onSelect && { onSelect }) });
  api = tabs;
  return (
    <>
      <TabsWithoutScript />
      <div {...tabs.tabListProps} aria-label={LIST_NAME}>
        {KEYS.map((k) => (
          <button key={k} {...tabs.tabProps(k)}>
            {k}
          </button>
        ))}
      </div>
      {KEYS.map((k) => (
        <div key={k} {...tabs.panelProps(k)}>
          Panel {k}
        </div>
      ))}
    </>
  );
}

async function mount(props: Parameters<typeof Demo>[0] = {}) {
  const host = await fixture<HTMLElement>(html`<div></div>`);
  createRoot(host).render(<Demo {...props} />);
  await until(() => host.querySelector('[role="tab"]'));
  return {
    host,
    tabs: () => [...host.querySelectorAll<HTMLButtonElement>('[role="tab"]')],
    panels: () => [...host.querySelectorAll<HTMLElement>('[role="tabpanel"]')],
    selected: () => text(host.querySelector('[aria-selected="true"]')),
  };
}

/** Presses a key on the focused tab; the tab `expected` must get both focus and selection. */
async function press(key: string, view: Awaited<ReturnType<typeof mount>>, expected: Key) {
  await sendKeys({ press: key });
  await until(() => view.selected() === expected && text(document.activeElement) === expected, `${key} did not reach ${expected}`);
}

describe('useTabs', () => {
  it('wires tabs and panels together, first tab selected and alone in the Tab order', async () => {
    const view = await mount();
    const panels = view.panels();
    expect(view.host.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).to.equal('horizontal');
    expect(view.tabs().map((t) => [t.getAttribute('aria-selected'), t.tabIndex, t.type])).to.deep.equal([
      ['true', 0, 'button'],
      ['false', -1, 'button'],
      ['false', -1, 'button'],
    ]);
    view.tabs().forEach((tab, i) => {
      expect(tab.getAttribute('aria-controls')).to.equal(panels[i]!.id);
      expect(panels[i]!.getAttribute('aria-labelledby')).to.equal(tab.id);
      expect(tab.id).to.not.match(/\s/);
    });
    expect(panels.map((p) => p.hidden)).to.deep.equal([false, true, true]);
    // Rendered by the browser, <noscript> stays empty: its no-script styles do not apply.
    expect(panels.map(seen)).to.deep.equal([true, false, false]);
    expect(seen(view.host.querySelector('[role="tablist"]'))).to.be.true;
  });

  it('selects a tab on click and tells the owner', async () => {
    const chosen: Key[] = [];
    const view = await mount({ onSelect: (k) => chosen.push(k) });
    view.tabs()[2]!.click();
    await until(() => view.selected() === 'Three');
    expect(view.panels().map((p) => p.hidden)).to.deep.equal([true, true, false]);
    expect(view.tabs().map((t) => t.tabIndex)).to.deep.equal([-1, -1, 0]);
    expect(chosen).to.deep.equal(['Three']);
  });

  it('moves with Left/Right, wrapping, and jumps with Home/End (horizontal)', async () => {
    const view = await mount();
    view.tabs()[0]!.focus();
    await press('ArrowRight', view, 'Two and a half');
    await press('ArrowRight', view, 'Three');
    await press('ArrowRight', view, 'One');
    await press('ArrowLeft', view, 'Three');
    await press('Home', view, 'One');
    await press('End', view, 'Three');
    expect(view.tabs().map((t) => t.tabIndex)).to.deep.equal([-1, -1, 0]);
  });

  it('leaves Up/Down alone on a horizontal list', async () => {
    const view = await mount();
    view.tabs()[0]!.focus();
    const seen = new Promise<KeyboardEvent>((resolve) => document.addEventListener('keydown', resolve, { once: true }));
    await sendKeys({ press: 'ArrowDown' });
    expect((await seen).defaultPrevented, 'the page may scroll').to.be.false;
    expect(view.selected()).to.equal('One');
  });

  it('takes Up/Down as well as Left/Right on a vertical list', async () => {
    const view = await mount({ orientation: 'vertical' });
    expect(view.host.querySelector('[role="tablist"]')!.getAttribute('aria-orientation')).to.equal('vertical');
    view.tabs()[0]!.focus();
    await press('ArrowDown', view, 'Two and a half');
    await press('ArrowUp', view, 'One');
    await press('ArrowUp', view, 'Three');
    await press('ArrowRight', view, 'One');
    await press('ArrowLeft', view, 'Three');
  });

  it('selects from code without calling onSelect', async () => {
    const chosen: Key[] = [];
    const view = await mount({ onSelect: (k) => chosen.push(k) });
    api.select('Two and a half');
    await until(() => view.selected() === 'Two and a half');
    expect(chosen).to.deep.equal([]);
  });

  it('hydrates server markup, <noscript> included, without a change or a warning', async () => {
    const markup = renderToString(<Demo />);
    expect(markup).to.contain('<noscript><style>');
    const host = await fixture<HTMLElement>(html`<div></div>`);
    host.innerHTML = markup;
    const before = host.innerHTML;
    const errors: unknown[] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      hydrateRoot(host, <Demo />, { onRecoverableError: (e) => errors.push(e) });
      await until(() => Object.keys(host).some((k) => k.startsWith('__reactContainer')));
      host.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!.click();
      await until(() => text(host.querySelector('[aria-selected="true"]')) === 'Two and a half');
    } finally {
      console.error = error;
    }
    expect(errors).to.deep.equal([]);
    expect(before).to.contain('<noscript>');
    // With scripts on, the noscript styles are inert: the hidden panels stay hidden.
    expect(getComputedStyle(host.querySelectorAll('[role="tabpanel"]')[0]!).display).to.equal('none');
    expect(getComputedStyle(host.querySelector('[role="tablist"]')!).display).to.not.equal('none');
  });
});
