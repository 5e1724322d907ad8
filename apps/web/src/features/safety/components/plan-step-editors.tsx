import { SAFETY_PLAN_LIST_MAX_ITEMS, SafetyPlanBody, safetyMessages, type SafetyPlanContact, type z } from '@sendero/shared';
import { Phone, Plus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMessages } from '@/lib/i18n';
import { phoneHref } from '../phone';
import { planText } from '../plan.messages';

export type TextStepKey = 'warningSigns' | 'copingStrategies' | 'distractions' | 'safeEnvironment' | 'reasonsToLive';
export type ContactStepKey = 'supportPeople' | 'professionals';

type Problem = { message: string; field: 'name' | 'phone' | null };

/** The first Spanish message the shared schema gives for a list, and the field it points at. */
function firstProblem(result: z.ZodSafeParseResult<unknown>): Problem | null {
  const issue = result.success ? undefined : result.error.issues[0];
  if (!issue) return null;
  const field = issue.path.at(-1);
  return { message: issue.message, field: field === 'name' || field === 'phone' ? field : null };
}

const contactLabel = (contact: SafetyPlanContact) => contact.name || contact.phone;

type ListProps = {
  /** Added and removed items are announced through the screen's status line. */
  onAnnounce: (message: string) => void;
};

/**
 * After a removal the button that had focus is gone: focus goes to the item now in its place,
 * else the one before, else the field that adds items, so a keyboard never falls to the page top.
 */
function focusAfterRemoval(list: HTMLUListElement | null, index: number, fallback: HTMLElement | null) {
  const buttons = list?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [];
  (buttons[Math.min(index, buttons.length - 1)] ?? fallback)?.focus();
}

function ItemList({ items, listRef }: { items: { label: string; content: ReactNode; onRemove: () => void }[]; listRef: RefObject<HTMLUListElement | null> }) {
  const t = useMessages(planText);
  if (items.length === 0) return null;
  return (
    <ul ref={listRef} className="flex flex-col gap-2">
      {items.map((item, index) => (
        <li key={index} className="flex items-start gap-2 rounded-2xl border border-navy-600/70 bg-navy-900/60 py-1.5 pr-1.5 pl-4">
          <div className="min-w-0 flex-1 py-1.5 break-words whitespace-pre-wrap text-ink">{item.content}</div>
          <Button
            variant="ghost"
            size="icon"
            data-remove=""
            aria-label={t.removeItem({ item: item.label })}
            title={t.remove}
            onClick={item.onRemove}
            className="shrink-0 text-ink-muted hover:text-ink"
          >
            <X aria-hidden="true" />
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Shown instead of adding once a list is full; focused when the last add filled it. */
function LimitNote({ noteRef }: { noteRef: RefObject<HTMLParagraphElement | null> }) {
  const t = useMessages(planText);
  return (
    <p ref={noteRef} tabIndex={-1} className="rounded-2xl bg-navy-700/60 px-4 py-3 text-sm text-ink-muted focus-visible:outline-2">
      {safetyMessages.planListTooLong} {t.listFullHint}
    </p>
  );
}

function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-danger">
      {message}
    </p>
  );
}

type TextStepProps = ListProps & {
  stepKey: TextStepKey;
  title: string;
  placeholder: string;
  items: string[];
  onChange: (items: string[]) => void;
};

/** One step of the plan as a list of short texts: remove any, add one with Enter or "Añadir". */
export function TextStepEditor({ stepKey, title, placeholder, items, onChange, onAnnounce }: TextStepProps) {
  const t = useMessages(planText);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const full = items.length >= SAFETY_PLAN_LIST_MAX_ITEMS;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const item = text.trim();
    if (!item) return;
    const next = [...items, item];
    const problem = firstProblem(SafetyPlanBody.shape[stepKey].safeParse(next));
    if (problem) {
      setError(problem.message);
      return;
    }
    flushSync(() => {
      onChange(next);
      setText('');
      setError(null);
    });
    onAnnounce(t.added({ item }));
    if (next.length >= SAFETY_PLAN_LIST_MAX_ITEMS) noteRef.current?.focus();
  };

  const remove = (index: number) => {
    flushSync(() => onChange(items.filter((_, position) => position !== index)));
    focusAfterRemoval(listRef.current, index, inputRef.current);
    onAnnounce(t.removed({ item: items[index] ?? '' }));
  };

  return (
    <div className="flex flex-col gap-3">
      <ItemList listRef={listRef} items={items.map((item, index) => ({ label: item, content: item, onRemove: () => remove(index) }))} />
      {full ? <LimitNote noteRef={noteRef} /> : null}
      <form noValidate onSubmit={add} className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="sr-only">
          {t.addTo({ title })}
        </label>
        <div className="flex gap-2">
          <Input
            ref={inputRef}
            id={inputId}
            value={text}
            placeholder={placeholder}
            disabled={full}
            enterKeyHint="done"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="secondary" disabled={full} className="h-12 shrink-0 px-4">
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        </div>
        <FieldError id={errorId} message={error} />
      </form>
    </div>
  );
}

type ContactStepProps = ListProps & {
  stepKey: ContactStepKey;
  items: SafetyPlanContact[];
  onChange: (items: SafetyPlanContact[]) => void;
};

function ContactItem({ contact }: { contact: SafetyPlanContact }) {
  const t = useMessages(planText);
  const href = phoneHref(contact.phone);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <div className="flex min-w-0 flex-col">
        {contact.name ? <span className="font-semibold">{contact.name}</span> : null}
        {contact.phone ? <span className="text-ink-muted">{contact.phone}</span> : null}
      </div>
      {href ? (
        <Button asChild variant="secondary" size="sm" className="shrink-0">
          <a href={href} aria-label={t.callTo({ name: contactLabel(contact) })}>
            <Phone aria-hidden="true" />
            {t.call}
          </a>
        </Button>
      ) : null}
    </div>
  );
}

/** A step of people to call: a name and a phone each, with a tap-to-call link once there is a number. */
export function ContactStepEditor({ stepKey, items, onChange, onAnnounce }: ContactStepProps) {
  const t = useMessages(planText);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<Problem | null>(null);
  const nameId = useId();
  const phoneId = useId();
  const errorId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const noteRef = useRef<HTMLParagraphElement>(null);
  const full = items.length >= SAFETY_PLAN_LIST_MAX_ITEMS;

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const contact = { name: name.trim(), phone: phone.trim() };
    if (!contact.name && !contact.phone) return;
    const next = [...items, contact];
    const problem = firstProblem(SafetyPlanBody.shape[stepKey].safeParse(next));
    if (problem) {
      setError(problem);
      // Back to the field to mend, so a number that cannot be dialled is fixed where it was typed.
      (problem.field === 'phone' ? phoneRef : nameRef).current?.focus();
      return;
    }
    flushSync(() => {
      onChange(next);
      setName('');
      setPhone('');
      setError(null);
    });
    onAnnounce(t.added({ item: contactLabel(contact) }));
    if (next.length >= SAFETY_PLAN_LIST_MAX_ITEMS) noteRef.current?.focus();
    else nameRef.current?.focus();
  };

  const remove = (index: number) => {
    const removed = items[index];
    flushSync(() => onChange(items.filter((_, position) => position !== index)));
    focusAfterRemoval(listRef.current, index, nameRef.current);
    if (removed) onAnnounce(t.removed({ item: contactLabel(removed) }));
  };

  const invalid = (field: 'name' | 'phone') => (error && (error.field === field || error.field === null) ? true : undefined);

  return (
    <div className="flex flex-col gap-3">
      <ItemList
        listRef={listRef}
        items={items.map((contact, index) => ({
          label: contactLabel(contact),
          content: <ContactItem contact={contact} />,
          onRemove: () => remove(index),
        }))}
      />
      {full ? <LimitNote noteRef={noteRef} /> : null}
      <form noValidate onSubmit={add} className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={nameId}>{t.name}</Label>
            <Input
              ref={nameRef}
              id={nameId}
              value={name}
              autoComplete="off"
              disabled={full}
              aria-invalid={invalid('name')}
              aria-describedby={invalid('name') ? errorId : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={phoneId}>{t.phone}</Label>
            <Input
              ref={phoneRef}
              id={phoneId}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              disabled={full}
              enterKeyHint="done"
              aria-invalid={invalid('phone')}
              aria-describedby={invalid('phone') ? errorId : undefined}
              onChange={(event) => {
                setPhone(event.target.value);
                setError(null);
              }}
            />
          </div>
        </div>
        <FieldError id={errorId} message={error?.message ?? null} />
        <Button type="submit" variant="secondary" disabled={full} className="h-12 self-start px-4">
          <Plus aria-hidden="true" />
          {t.add}
        </Button>
      </form>
    </div>
  );
}
