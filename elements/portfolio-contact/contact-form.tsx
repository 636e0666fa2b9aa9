/**
 * The Send Message form. Its fields are uncontrolled: text typed before the script arrives
 * stays in the DOM through hydration, a draft is saved on every keystroke and put back after
 * mount (a submit made before hydration ends is held and replayed by the islands loader), and
 * nothing is cleared until the provider has said OK.
 *
 * States (SPEC §4): idle → sending (old status cleared, button disabled, "Sending...") →
 * success (thank-you status, fields cleared) or error (alert, fields kept, error logged).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { profile } from '../../data/profile.ts';
import { useEmit, useHost } from '../shared/section.tsx';
import { Icon } from '../shared/ui.tsx';
import { clearDraft, draftKey, FIELD_NAMES, isBlank, loadDraft, readFields, saveDraft } from './draft.ts';
import { MailError, sendMessage, type MailConfig, type MailFailure } from './mail.ts';

type Status = 'idle' | 'sending' | 'success' | 'error';

const SUCCESS_TEXT = "Thank you for your message! I'll get back to you soon.";
const ERROR_TEXT = 'Sorry, there was an error sending your message. Please try again.';

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

export function ContactForm(config: MailConfig) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const busy = useRef(false);
  const [status, setStatus] = useState<Status>('idle');
  const emit = useEmit();
  const host = useHost();
  const sending = status === 'sending';

  useEffect(() => restoreDraft(form.current!, draftKey(host)), [host]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const target = event.currentTarget;
    const fields = readFields(target);
    setStatus('sending');
    try {
      await sendMessage(target, config);
      target.reset();
      clearDraft(draftKey(host));
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
        Send Message
      </h2>
      <form ref={form} onSubmit={submit} onInput={(e) => saveDraft(readFields(e.currentTarget), draftKey(host))}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input id={`${id}-name`} name="name" type="text" dir="auto" required autoComplete="name" placeholder="Your Name" readOnly={sending} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" placeholder={profile.email} readOnly={sending} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea id={`${id}-message`} name="message" rows={6} dir="auto" required placeholder="Your message..." readOnly={sending} />
        </div>
        <button type="submit" className="button primary submit" part="button" disabled={sending}>
          {sending ? <span className="spinner" aria-hidden="true" /> : <Icon name="send" />}
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <div role="status" className="status">
          {status === 'success' && (
            <p className="notice success">
              <Icon name="circleCheck" />
              {SUCCESS_TEXT}
            </p>
          )}
        </div>
        <div role="alert" className="status">
          {status === 'error' && (
            <p className="notice error">
              <Icon name="circleAlert" />
              {ERROR_TEXT}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
