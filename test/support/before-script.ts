/**
 * A prerendered section on the page, as the site serves it, whose script arrives only when the
 * test says so: for tests of what a visitor does before a section's script has run. Each
 * section is removed after its test.
 */
import { expect } from '@open-wc/testing';
import type { LoadOn } from '../../elements/shared/runtime/load-on.ts';
import { scheduleIsland } from '../../elements/shared/runtime/schedule-island.ts';
import type { AnySectionSpec } from '../../elements/shared/section/section.tsx';
import { prerendered } from './prerender.ts';
import { recordConsoleErrors } from './contact.ts';

const placed: HTMLElement[] = [];
afterEach(() => placed.splice(0).forEach((c) => c.remove()));

/**
 * The section on the page, scheduled as the site does (`loadOn`: its contract's rule, on the first
 * sign of use by default); its script (`define`) runs once `arrive()` is called, and not before
 * the section asks for it (`asked`).
 */
export function beforeScript(
  spec: AnySectionSpec,
  define: () => Promise<unknown>,
  attributes: Record<string, string> = {},
  loadOn: LoadOn = 'interaction',
) {
  const container = prerendered(spec, attributes);
  placed.push(container);
  document.body.append(container);
  const el = container.querySelector<HTMLElement>(spec.tag)!;
  let arrive = () => {};
  const arrives = new Promise<void>((resolve) => (arrive = resolve));
  let asked = false;
  const load = () => {
    asked = true;
    return arrives.then(define);
  };
  const hydrated = scheduleIsland(el, { loadOn, load });
  return { el, root: el.shadowRoot!, arrive, hydrated, asked: () => asked };
}

/** Lets the script arrive, waits for hydration, and expects React to have logged nothing (a mismatch is logged) and changed nothing. */
export async function hydrate({ arrive, hydrated, root }: ReturnType<typeof beforeScript>): Promise<void> {
  const markup = root.innerHTML;
  const errors = recordConsoleErrors();
  try {
    arrive();
    await hydrated;
  } finally {
    errors.restore();
  }
  expect(errors.calls).to.deep.equal([]);
  // (a boolean: a diff of two whole sections would take the runner minutes to print)
  expect(root.innerHTML === markup, 'React took the section over as the visitor left it').to.equal(true);
}
