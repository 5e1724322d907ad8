import { describe, expect, it } from 'vitest';
import { ChangePasswordForm, Email, LoginBody, RegisterBody, ResetPasswordForm } from './index.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('shared auth schemas', () => {
  it('accepts what a browser email field accepts, admin@localhost included, trimmed and lowercased', () => {
    expect(Email.parse('  Ana@Ejemplo.ES ')).toBe('ana@ejemplo.es');
    expect(Email.parse('admin@localhost')).toBe('admin@localhost');
    expect(messages(Email.safeParse('ana@'))).toEqual(['Introduce un correo electrónico válido.']);
  });

  it('register needs all four fields, with Spanish messages', () => {
    expect(messages(RegisterBody.safeParse({ email: '', password: '', firstName: '', lastName: '' }))).toEqual([
      'El correo es obligatorio.',
      'Introduce un correo electrónico válido.',
      'La contraseña debe tener al menos 6 caracteres.',
      'El nombre es obligatorio.',
      'El apellido es obligatorio.',
    ]);
  });

  it('login accepts any non-empty password (old accounts), register needs 6 characters', () => {
    expect(LoginBody.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
    expect(RegisterBody.safeParse({ email: 'a@b.co', password: '12345', firstName: 'A', lastName: 'B' }).success).toBe(false);
  });

  it('reset and change forms say when the confirmation differs (docs/product.md#accounts)', () => {
    expect(messages(ResetPasswordForm.safeParse({ password: '1234', confirmPassword: '1234' }))).toEqual(['La contraseña debe tener al menos 6 caracteres.']);
    expect(messages(ResetPasswordForm.safeParse({ password: '123456', confirmPassword: '654321' }))).toEqual(['Las contraseñas no coinciden.']);
    expect(messages(ChangePasswordForm.safeParse({ currentPassword: 'vieja', newPassword: 'nueva-clave', confirmPassword: 'otra-clave' }))).toEqual([
      'Las contraseñas no coinciden.',
    ]);
  });
});
