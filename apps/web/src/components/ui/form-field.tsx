import { useId, type ComponentProps } from 'react';
import { Input } from './input';
import { Label } from './label';

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
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
