/**
 * The Send Message form. Its fields are uncontrolled: text typed before the script arrives
 * stays in the DOM through hydration, a draft is saved on every keystroke and put back after
 * mount (a submit made before hydration ends is held and replayed by the section loader,
 * shared/runtime/hold.ts), and nothing is cleared until the provider has said OK.
 *
 * A send first checks the fields (the browser's constraints, read by field-problems.ts; the form
 * is `noValidate`, so the browser shows no bubble of its own, before the script or after): each
 * wrong field gets `aria-invalid` and a message under it, focus goes to the first, and a message
 * goes as soon as its field is right. Nothing typed is touched.
 *
 * States: idle → sending (old status cleared, button disabled, "Sending...") →
 * success (thank-you status, fields cleared) or error (alert, fields kept, error logged).
 * Without a mail provider (`mailApp`, or a provider setting missing: missing-settings.ts), a
 * send composes the message for the visitor's own mail app instead: it says so and offers a link
 * (a `mailto:` to the owner with subject and body), focused, that opens it there, the one
 * primary action then; the fields are kept. The page never navigates to the link by itself:
 * where no mail app answers, the browser would leave the page for an error.
 *
 * Before a send, the spam checks of spam.ts: a bot's send looks like a success but makes no
 * request (`message-blocked` says why); past the rate limit a person is told so plainly
 * ("limited": alert, fields kept).
 */
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { fillParts } from '../../content/format.ts';
import type { InterfaceStrings } from '../../content/types.ts';
import { lastHumanInput, watchHumanInput } from '../shared/runtime/human-input.ts';
import { useEmit, useHost } from '../shared/section/section.tsx';
import { useLocale, useStrings } from '../shared/section/strings.ts';
import { EmailAddress, Icon } from '../shared/section/ui.tsx';
import type { ContactEvents } from './contract.ts';
import { clearDraft, draftKey, FIELD_NAMES, isBlank, loadDraft, readFields, saveDraft, type Fields } from './draft.ts';
import { useFieldProblems } from './field-problems.ts';
import { MailError, mailAppUrl, sendMessage, type MailConfig, type MailFailure } from './mail.ts';
import { MessageFields } from './message-fields.tsx';
import { goesToMailApp } from './missing-settings.ts';
import { useRecaptcha } from './recaptcha.ts';
import { blockReason, DEFAULT_RATE_LIMIT, HONEYPOT, loadSentLog, nextAllowed, recordSent, type BlockReason } from './spam.ts';

type Status = 'idle' | 'sending' | 'success' | 'error' | 'limited' | 'robot' | 'mail-app';

type FormWords = InterfaceStrings['contact']['form'];

/** Empties the form and its saved draft: the message is gone (sent, or a bot's). */
function forget(form: HTMLFormElement, host: HTMLElement | null) {
  form.reset();
  clearDraft(draftKey(host));
}

/** Puts a saved draft into the fields the visitor has not typed into yet. */
function restoreDraft(form: HTMLFormElement, key: string) {
  const draft = loadDraft(key);
  if (draft) {
    for (const name of FIELD_NAMES) {
      const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
      if (field && !field.value) field.value = draft[name];
    }
  }
  // Keep what was typed before the script arrived, merged with the restored draft.
  const fields = readFields(form);
  if (!isBlank(fields)) saveDraft(fields, key);
}

/**
 * Why this submit must not be sent, or null; offline it is always tried (and fails, saying so).
 * `clocks`: when the form appeared and this page's last send (page clock).
 */
function blockedBecause(
  target: HTMLFormElement,
  fields: Fields,
  clocks: { readonly shownAt: number; readonly lastSentAt: number | null },
  rules: Parameters<typeof blockReason>[2],
): BlockReason | null {
  if (navigator.onLine === false) return null;
  const honeypot = target.elements.namedItem(HONEYPOT) as HTMLInputElement | null;
  const submit = {
    fields,
    honeypot: honeypot?.value ?? '',
    now: performance.now(),
    ...clocks,
    lastHumanAt: lastHumanInput(target.getRootNode()),
    wallNow: Date.now(),
  };
  return blockReason(submit, loadSentLog(), rules);
}

/** The honeypot: off-screen, out of the tab order and the accessibility tree, skipped by autofill and password managers. */
function Honeypot({ id }: { readonly id: string }) {
  return (
    <div className="honeypot" aria-hidden="true" inert>
      <label htmlFor={id}>{useStrings('contact').form.honeypot}</label>
      <input
        id={id}
        name={HONEYPOT}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  );
}

/** What went wrong, for the alert: nothing unless the status is a problem. */
function problemText(status: Status, limitedUntil: number, email: string, words: FormWords, locale: string): ReactNode {
  if (status === 'error') return words.error;
  if (status === 'robot') return words.robot;
  if (status !== 'limited') return null;
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(limitedUntil);
  return fillParts(words.limited, { time, email: <EmailAddress key="email" email={email} /> });
}

/** The polite news of a send: the thank-you, or where the message went without a provider. */
function goodNews(status: Status, email: string, words: FormWords): ReactNode {
  if (status === 'success') return words.success;
  return status === 'mail-app' ? fillParts(words.mailApp, { email: <EmailAddress key="email" email={email} /> }) : null;
}

interface OutcomeProps {
  readonly news: ReactNode;
  readonly problem: ReactNode;
  /** The link to the message composed for the visitor's mail app, with its label. */
  readonly mailApp: { readonly href: string; readonly label: string } | null;
}

/** The two live regions: good news (polite), with the mail-app link when there is one, and a problem (an alert). */
function Outcome({ news, problem, mailApp }: OutcomeProps) {
  const link = useRef<HTMLAnchorElement>(null);
  // The way on is the link: focus goes to it as it appears (and again for another send).
  const href = mailApp?.href;
  useEffect(() => {
    if (href) link.current?.focus();
  }, [href]);
  return (
    <>
      <div role="status" className="status">
        {news && (
          <p className="notice success">
            <Icon name="circleCheck" />
            <span>{news}</span>
          </p>
        )}
        {mailApp && (
          <a ref={link} className="button primary mail-app" href={mailApp.href}>
            <Icon name="send" />
            {mailApp.label}
          </a>
        )}
      </div>
      <div role="alert" className="status">
        {problem && (
          <p className="notice error">
            <Icon name="circleAlert" />
            <span>{problem}</span>
          </p>
        )}
      </div>
    </>
  );
}

/** The send button: "Sending..." with a spinner while sending; quiet once the mail-app link is the way on, the one primary action. */
function SendButton({ sending, quiet, words }: { readonly sending: boolean; readonly quiet: boolean; readonly words: FormWords }) {
  return (
    <button type="submit" className={`button submit${quiet ? '' : ' primary'}`} part="button" disabled={sending}>
      {sending ? <span className="spinner" aria-hidden="true" /> : <Icon name="send" />}
      {sending ? words.sending : words.send}
    </button>
  );
}

/** Without a provider: `compose` makes the message into a link for the visitor's own mail app (nothing is posted, nothing cleared). */
function useMailApp(to: string, subject: string) {
  const [composed, setComposed] = useState<string | null>(null);
  const emit = useEmit<ContactEvents>();
  return {
    composed,
    compose(fields: Fields) {
      const url = mailAppUrl(to, fields, subject);
      setComposed(url);
      emit('message-composed', { url });
    },
  };
}

/**
 * `email`: the owner's address, in the rate-limit message, the text shown with scripts off and
 * the mail-app link. The form is `method="dialog"`, outside any dialog: a submit made before the scripts
 * ran navigates nowhere and puts no field in a URL; the page's head script keeps the send and
 * the section sends it once it is there.
 */
export function ContactForm({ email, ...config }: MailConfig & { readonly email: string }) {
  const id = useId();
  const words = useStrings('contact').form;
  const locale = useLocale();
  const recaptcha = useRecaptcha(config.recaptchaSiteKey);
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const [limitedUntil, setLimitedUntil] = useState(0);
  // When the form appeared (page clock), and this page's last send: the bot checks' clocks.
  const [shownAt] = useState(() => performance.now());
  const lastSentAt = useRef<number | null>(null);
  const rateLimit = config.rateLimit ?? DEFAULT_RATE_LIMIT;
  const emit = useEmit<ContactEvents>();
  const host = useHost();
  const sending = status === 'sending';
  const checked = useFieldProblems(form);
  const mailApp = useMailApp(email, words.mailAppSubject);

  useEffect(() => {
    // A form taken off the page keeps its draft where it is: its position, and so its key, is gone.
    if (host && !host.isConnected) return;
    watchHumanInput(form.current!.getRootNode());
    restoreDraft(form.current!, draftKey(host));
  }, [host]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const target = event.currentTarget;
    if (!checked.check(target)) return setStatus('idle');
    const fields = readFields(target);
    if (goesToMailApp(config)) {
      mailApp.compose(fields);
      return setStatus('mail-app');
    }
    const blocked = blockedBecause(
      target,
      fields,
      { shownAt, lastSentAt: lastSentAt.current },
      { guard: config.spamGuard ?? true, rateLimit },
    );
    if (blocked) {
      if (blocked === 'rate-limit') setLimitedUntil(nextAllowed(loadSentLog(), Date.now(), rateLimit));
      // A bot sees what a person sees after a send; nothing was requested.
      else forget(target, host);
      setStatus(blocked === 'rate-limit' ? 'limited' : 'success');
      emit('message-blocked', { reason: blocked });
      return;
    }
    const answer = recaptcha.answer();
    if (answer === '') {
      setStatus('robot');
      return;
    }
    busy.current = true;
    setStatus('sending');
    try {
      await sendMessage(fields, config, answer);
      recaptcha.reset();
      recordSent(fields, Date.now());
      lastSentAt.current = performance.now();
      forget(target, host);
      setStatus('success');
      emit('message-sent', { fields });
    } catch (error) {
      const failure: MailFailure = error instanceof MailError ? error.failure : { reason: String(error) };
      console.error('Contact form: the message was not sent.', error);
      setStatus('error');
      emit('message-failed', failure);
    } finally {
      busy.current = false;
    }
  }

  return (
    <section className="card form-card" part="form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel-title">
        {words.title}
      </h2>
      <form
        ref={form}
        method="dialog"
        noValidate
        onSubmit={submit}
        onInput={(e) => {
          saveDraft(readFields(e.currentTarget), draftKey(host));
          checked.recheck(e.currentTarget);
          recaptcha.start();
        }}
      >
        <MessageFields id={id} email={email} sending={sending} words={words} problems={checked.problems} />
        <Honeypot id={`${id}-${HONEYPOT}`} />
        {config.recaptchaSiteKey && <div className="recaptcha" ref={recaptcha.container} />}
        <SendButton sending={sending} quiet={status === 'mail-app'} words={words} />
        <Outcome
          news={goodNews(status, email, words)}
          problem={problemText(status, limitedUntil, email, words, locale)}
          mailApp={status === 'mail-app' && mailApp.composed ? { href: mailApp.composed, label: words.mailAppOpen } : null}
        />
      </form>
    </section>
  );
}
