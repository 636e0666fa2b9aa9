/**
 * The mail provider's own bot check, reCAPTCHA v2 ("I'm not a robot"), for owners who turn it on
 * in EmailJS (a template's Settings: reCAPTCHA V2 verification) and give the form their site key
 * (`recaptcha-site-key`). Off by default. Google's script is fetched only once a visitor starts
 * typing in the form, never before: a visitor who only reads loads nothing from a third party.
 * The widget draws in the form's reserved box (no layout shift); its answer travels with the
 * message as `g-recaptcha-response`, the field EmailJS checks.
 */
import { useCallback, useRef } from 'react';

/** Google's script; the build allows it (and its frames) in the page policy when a site key is set. */
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
/** The global callback Google's script calls once it has loaded (`onload=`). */
const READY = '__portfolioRecaptchaReady';

interface Grecaptcha {
  render(container: HTMLElement, parameters: { readonly sitekey: string; readonly theme: 'light' | 'dark' }): number;
  getResponse(widget: number): string;
  reset(widget: number): void;
}

type Page = Window & { grecaptcha?: Grecaptcha; [READY]?: () => void };

let loading: Promise<Grecaptcha> | undefined;

/** Loads Google's script once per page (again after a failure). */
function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const page = window as Page;
    page[READY] = () => resolve(page.grecaptcha!);
    const script = document.createElement('script');
    script.src = `${RECAPTCHA_SCRIPT}?render=explicit&onload=${READY}`;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface Recaptcha {
  /** The box the widget is drawn in (only rendered with a site key). */
  readonly container: React.RefObject<HTMLDivElement | null>;
  /** Call on the visitor's typing: loads and draws the widget the first time. */
  readonly start: () => void;
  /** The visitor's answer: "" when not ticked yet; null when the check is off. */
  readonly answer: () => string | null;
  /** Clears the tick after a send, for the next message. */
  readonly reset: () => void;
}

export function useRecaptcha(siteKey: string | undefined): Recaptcha {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const started = useRef(false);
  const start = useCallback(() => {
    if (!siteKey || started.current) return;
    started.current = true;
    loadRecaptcha().then(
      (api) => {
        const box = container.current;
        if (!box?.isConnected) return;
        const dark = getComputedStyle(box).colorScheme.includes('dark');
        widget.current = { api, id: api.render(box, { sitekey: siteKey, theme: dark ? 'dark' : 'light' }) };
      },
      () => {
        // Next typing tries again; a send meanwhile says the box is not ticked.
        started.current = false;
      },
    );
  }, [siteKey]);
  const answer = useCallback(() => {
    if (!siteKey) return null;
    const w = widget.current;
    return w ? w.api.getResponse(w.id) : '';
  }, [siteKey]);
  const reset = useCallback(() => {
    const w = widget.current;
    if (w) w.api.reset(w.id);
  }, []);
  return { container, start, answer, reset };
}
