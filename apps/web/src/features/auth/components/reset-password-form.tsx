import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordForm as ResetPasswordFormSchema } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const t = useMessages(authText);
  const resetPasswordMutation = useResetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPasswordMutation.mutateAsync({ token, newPassword: values.password });
      toast.success(t.passwordReset);
      onSuccess();
    } catch {
      toast.error(t.badToken);
    }
  });

  return (
    <AuthShell title={t.resetPassword} description={t.resetIntro}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {/* Shown as plain text on purpose (docs/product.md#screens), so the person sees what they type. */}
        <FormField label={t.newPassword} type="text" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <FormField
          label={t.confirmPassword}
          type="text"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <SubmitButton busy={isSubmitting}>{isSubmitting ? t.sending : t.changePassword}</SubmitButton>
      </form>
    </AuthShell>
  );
}
