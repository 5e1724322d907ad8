import { zodResolver } from '@hookform/resolvers/zod';
import { authMessages, z } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/form-field';
import { ApiClientError } from '@/lib/api-client';
import { useSetUserPasswordMutation } from '../../api/set-user-password';
import { useMessages } from '@/lib/i18n';
import { adminText } from '../messages';

/** docs/product.md#learning: only "not empty" here; the server adds its own rules and says which one failed. */
const SetPasswordSchema = z.object({ newPassword: z.string().min(1, authMessages.setPasswordRequired) });

export function SetPasswordForm({ userId }: { userId: string }) {
  const t = useMessages(adminText);
  const setPassword = useSetUserPasswordMutation();
  const form = useForm({ resolver: zodResolver(SetPasswordSchema), defaultValues: { newPassword: '' } });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await setPassword.mutateAsync({ userId, newPassword });
      toast.success('Contraseña cambiada correctamente');
      form.reset({ newPassword: '' });
    } catch (error) {
      // docs/product.md#api-rules: no error toast. The reason goes under the field, where it can be fixed.
      form.setError(
        'newPassword',
        {
          message: (error instanceof ApiClientError ? error.firstMessage : undefined) ?? t.passwordNotChanged,
        },
        { shouldFocus: true },
      );
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={isSubmitting}>
      <PasswordField form={form} name="newPassword" label="Nueva contraseña" autoComplete="new-password" />
      <Button type="submit" disabled={isSubmitting} className="sm:w-fit">
        Cambiar contraseña
      </Button>
    </form>
  );
}
