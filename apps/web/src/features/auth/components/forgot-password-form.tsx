import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBody } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';

export function ForgotPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const forgotPasswordMutation = useForgotPasswordMutation();
  const form = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPasswordMutation.mutateAsync(values);
      toast.success('Te hemos enviado un enlace para recuperar tu contraseña.');
      onSuccess();
    } catch {
      toast.error('No se pudo enviar el correo de recuperación.');
    }
  });

  return (
    <AuthShell
      title="Recuperar contraseña"
      description="Escribe el correo con el que te registraste y te enviaremos por correo electrónico un enlace para restablecer tu contraseña."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Correo" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <SubmitButton busy={isSubmitting}>Enviar enlace</SubmitButton>
      </form>
    </AuthShell>
  );
}
