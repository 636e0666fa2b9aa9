/**
 * What is wrong with the form's fields, by the browser's own constraints on them (`required`,
 * `type="email"`): one rule for the form's message under a field, its `aria-invalid` and the
 * browser's `:user-invalid`. The form checks them itself (`noValidate`), so the browser never
 * shows its own bubble, before the section's script or after.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { InterfaceStrings } from '../../content/types.ts';
import { FIELD_NAMES, type Fields } from './draft.ts';

type FieldName = keyof Fields;

/** A field left empty, or an email address that is not one. */
export type Problem = 'missing' | 'malformed';

/** The fields a send found wrong, each with what is wrong; a field that is right is absent. */
export type Problems = Readonly<Partial<Record<FieldName, Problem>>>;

const field = (form: HTMLFormElement, name: FieldName) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;

/** What is wrong with one field now, or null. */
function problemOf(control: HTMLInputElement | HTMLTextAreaElement | null): Problem | null {
  if (!control || control.validity.valid) return null;
  return control.validity.valueMissing ? 'missing' : 'malformed';
}

/** Every field that is wrong now, in the form's order. */
export function findProblems(form: HTMLFormElement): Problems {
  const problems: Partial<Record<FieldName, Problem>> = {};
  for (const name of FIELD_NAMES) {
    const problem = problemOf(field(form, name));
    if (problem) problems[name] = problem;
  }
  return problems;
}

/**
 * The problems shown, after the visitor typed: a field put right loses its message, one still
 * wrong says what is wrong now (an email being typed into an empty field is no longer missing);
 * a field that had no message gets none until the next send.
 */
export function recheck(shown: Problems, form: HTMLFormElement): Problems {
  const now = findProblems(form);
  const kept: Partial<Record<FieldName, Problem>> = {};
  for (const name of FIELD_NAMES) if (shown[name] && now[name]) kept[name] = now[name];
  // Unchanged, the same object: React then renders nothing for the keystroke.
  return FIELD_NAMES.every((name) => kept[name] === shown[name]) ? shown : kept;
}

/**
 * After a send: focus goes to the first wrong field, which is then scrolled just into view,
 * its label too. The browser's own scroll on focus differs by engine (Chromium centres the
 * field, WebKit leaves its label under a fixed header); `block: 'nearest'` moves the page only
 * as far as needed and, in every engine, keeps the page's `scroll-padding` (the site's fixed
 * header) and the field's `scroll-margin` (its label, contact-form.css) clear.
 */
export function revealFirstWrong(form: HTMLFormElement, problems: Problems): void {
  const name = FIELD_NAMES.find((n) => problems[n]);
  const control = name && field(form, name);
  if (!control) return;
  control.focus({ preventScroll: true });
  control.scrollIntoView({ block: 'nearest' });
}

/** The words under a wrong field (data/strings.ts, `contact.form.problems`). */
export function problemText(words: InterfaceStrings['contact']['form']['problems'], name: FieldName, problem: Problem): string {
  if (name === 'email') return problem === 'malformed' ? words.emailMalformed : words.emailMissing;
  return name === 'name' ? words.nameMissing : words.messageMissing;
}

/**
 * The problems the form shows. `check`, on a send: true when every field is right; otherwise it
 * shows what is wrong and, once rendered (the messages there for a screen reader to read with
 * the field), focuses the first wrong field. `recheck`, as the visitor types (see `recheck`).
 */
export function useFieldProblems(form: RefObject<HTMLFormElement | null>) {
  const [problems, setProblems] = useState<Problems>({});
  // The problems a send found, until their render has focused the first (an earlier render's
  // effect, still pending as the send comes, must not take them for its own).
  const toReveal = useRef<Problems | null>(null);
  useEffect(() => {
    if (!form.current || toReveal.current !== problems) return;
    toReveal.current = null;
    revealFirstWrong(form.current, problems);
  }, [problems, form]);
  return {
    problems,
    check(target: HTMLFormElement): boolean {
      const wrong = findProblems(target);
      const right = Object.keys(wrong).length === 0;
      toReveal.current = right ? null : wrong;
      setProblems(wrong);
      return right;
    },
    recheck: (target: HTMLFormElement) => setProblems((shown) => recheck(shown, target)),
  };
}
