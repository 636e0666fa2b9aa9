/**
 * The message's three fields (name, email, message), each with its label and, after a send that
 * found it wrong, its message: the control is then `aria-invalid="true"` and described by that
 * message (`aria-describedby`, which every screen reader reads with the field), and the message
 * says in words what its colour says (field-problems.ts decides what is wrong).
 */
import type { ReactElement } from 'react';
import { fillParts } from '../../content/format.ts';
import type { InterfaceStrings } from '../../content/types.ts';
import { Icon } from '../shared/section/ui.tsx';
import type { Fields } from './draft.ts';
import { problemText, type Problems } from './field-problems.ts';

type FormWords = InterfaceStrings['contact']['form'];

/** What every control of the form has: its id and name, `required`, read-only while sending, and its tie to its message. */
interface ControlProps {
  readonly id: string;
  readonly name: keyof Fields;
  readonly required: true;
  readonly readOnly: boolean;
  readonly 'aria-invalid'?: true;
  readonly 'aria-describedby'?: string;
}

/** A label, its control, and the control's message while the last send found it wrong. */
function Field({
  id,
  name,
  label,
  problem,
  sending,
  control,
}: {
  readonly id: string;
  readonly name: keyof Fields;
  readonly label: string;
  readonly problem: string | undefined;
  readonly sending: boolean;
  readonly control: (props: ControlProps) => ReactElement;
}) {
  const own = `${id}-${name}`;
  const tie = problem ? ({ 'aria-invalid': true, 'aria-describedby': `${own}-problem` } as const) : {};
  return (
    <div className="field">
      <label htmlFor={own}>{label}</label>
      {control({ id: own, name, required: true, readOnly: sending, ...tie })}
      {problem && (
        <p id={`${own}-problem`} className="field-problem">
          <Icon name="circleAlert" />
          {problem}
        </p>
      )}
    </div>
  );
}

/**
 * The fields (and, with scripts off, where to write instead). `id` prefixes their ids;
 * `problems`: the fields the last send found wrong.
 */
export function MessageFields({
  id,
  email,
  sending,
  words,
  problems,
}: {
  readonly id: string;
  readonly email: string;
  readonly sending: boolean;
  readonly words: FormWords;
  readonly problems: Problems;
}) {
  const field = (name: keyof Fields) => {
    const problem = problems[name];
    return { id, name, sending, problem: problem && problemText(words.problems, name, problem) };
  };
  return (
    <>
      <noscript>
        <p className="notice">
          {fillParts(words.noScript, {
            email: (
              <a key="email" href={`mailto:${email}`}>
                {email}
              </a>
            ),
          })}
        </p>
      </noscript>
      <Field
        {...field('name')}
        label={words.name}
        control={(props) => <input {...props} type="text" dir="auto" autoComplete="name" placeholder={words.namePlaceholder} />}
      />
      <Field
        {...field('email')}
        label={words.email}
        control={(props) => <input {...props} type="email" autoComplete="email" placeholder={words.emailPlaceholder} />}
      />
      <Field
        {...field('message')}
        label={words.message}
        control={(props) => <textarea {...props} rows={6} dir="auto" placeholder={words.messagePlaceholder} />}
      />
    </>
  );
}
