import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

/** A PIN's field: hidden, the phone's number pad, six digits at most, never offered to a password manager. */
export function PinInput(props: ComponentProps<typeof Input>) {
  return <Input type="password" inputMode="numeric" autoComplete="off" pattern="[0-9]*" maxLength={6} {...props} />;
}
