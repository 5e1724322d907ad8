import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBody } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

export function ForgotPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useMessages(authText);
  const forgotPasswordMutation = useForgotPasswordMutation();
  const form = useForm({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPasswordMutation.mutateAsync(values);
      toast.success(t.linkSent);
      onSuccess();
    } catch {
      toast.error(t.linkNotSent);
    }
  });

  return (
    <AuthShell title={t.recoverPassword} description={t.recoverIntro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label={t.email} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <SubmitButton busy={isSubmitting}>{t.sendLink}</SubmitButton>
      </form>
    </AuthShell>
  );
}
