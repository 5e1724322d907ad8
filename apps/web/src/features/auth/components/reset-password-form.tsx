import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordForm as ResetPasswordFormSchema } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';

export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const resetPasswordMutation = useResetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPasswordMutation.mutateAsync({ token, newPassword: values.password });
      toast.success('Tu contraseña ha sido restablecida.');
      onSuccess();
    } catch {
      toast.error('El token es inválido o ha expirado.');
    }
  });

  return (
    <AuthShell title="Restablecer contraseña" description="Elige una contraseña nueva de al menos 6 caracteres.">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {/* Shown as plain text on purpose (docs/product.md#screens), so the person sees what they type. */}
        <FormField label="Nueva contraseña" type="text" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <FormField
          label="Confirmar contraseña"
          type="text"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting}>{isSubmitting ? 'Enviando...' : 'Cambiar contraseña'}</SubmitButton>
      </form>
    </AuthShell>
  );
}
