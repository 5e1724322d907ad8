import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Input } from './input';
import { Label } from './label';
import { Select } from './select';
import { Textarea } from './textarea';

type FormFieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
};

/** A labelled input whose error, if any, is announced and linked through aria-describedby. */
export function FormField({ label, error, id, ...inputProps }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...inputProps} />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'register' | 'formState' | 'getFieldState'>;
  name: Path<T>;
  label: string;
  /** 'current-password' to prove who you are, 'new-password' when choosing one (managers offer to save it). */
  autoComplete: 'current-password' | 'new-password';
};

/** A required password input of a react-hook-form form, with its error. */
export function PasswordField<T extends FieldValues>({ form, name, label, autoComplete }: PasswordFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return <FormField label={label} type="password" autoComplete={autoComplete} required error={error?.message} {...form.register(name)} />;
}

type ShellProps = { label: string; error?: string; hint?: string; id?: string };

function useFieldIds(id: string | undefined, error: string | undefined, hint: string | undefined) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  return { fieldId, describedBy };
}

function FieldShell({ label, error, hint, fieldId, children }: ShellProps & { fieldId: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={fieldId}>{label}</Label>
      {hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea; its hint and error are linked through aria-describedby. */
export function TextareaField({ label, error, hint, id, ...props }: ComponentProps<'textarea'> & ShellProps) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldShell label={label} error={error} hint={hint} fieldId={fieldId}>
      <Textarea id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
    </FieldShell>
  );
}

/** A labelled native select; its hint and error are linked through aria-describedby. */
export function SelectField({ label, error, hint, id, ...props }: ComponentProps<'select'> & ShellProps) {
  const { fieldId, describedBy } = useFieldIds(id, error, hint);
  return (
    <FieldShell label={label} error={error} hint={hint} fieldId={fieldId}>
      <Select id={fieldId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
    </FieldShell>
  );
}
