import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm as ChangePasswordFormSchema } from '@sendero/shared';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/api/session';
import { Card } from '@/components/ui/card';
import { PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useChangePasswordMutation } from '../api/change-password';
import { authText } from '../auth.messages';
import { SubmitButton } from './submit-button';

/** Signed-in screen content; the layout around it provides the page landmarks. */
export function ChangePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useMessages(authText);
  const session = useSession();
  const changePasswordMutation = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { access_token, refresh_token } = await changePasswordMutation.mutateAsync({ currentPassword, newPassword });
      // Every other session was just revoked; this one continues with the pair it was handed.
      session.replaceTokens({ access_token, refresh_token });
      toast.success(t.passwordChanged);
      onSuccess();
    } catch (error) {
      toast.error(t.passwordNotChanged, {
        description: error instanceof ApiClientError ? error.firstMessage : undefined,
      });
    }
  });

  return (
    <div className="mx-auto w-full max-w-[400px]">
      <Link to={paths.profile.getHref()} className="inline-flex items-center gap-2 rounded-full py-2 pr-3 text-sm font-semibold text-amber-200 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToProfile}
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{t.changePassword}</h1>
      <p className="mt-2 text-ink-muted">{t.otherDevicesSignedOut}</p>
      <Card className="mt-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <PasswordField form={form} name="currentPassword" label={t.currentPassword} autoComplete="current-password" />
          <PasswordField form={form} name="newPassword" label={t.newPassword} autoComplete="new-password" />
          <PasswordField form={form} name="confirmPassword" label={t.confirmNewPassword} autoComplete="new-password" />
          <SubmitButton busy={isSubmitting}>{t.updatePassword}</SubmitButton>
        </form>
      </Card>
    </div>
  );
}
