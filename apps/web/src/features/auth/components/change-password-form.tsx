import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordForm as ChangePasswordFormSchema } from '@sendero/shared';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useChangePasswordMutation } from '../api/change-password';

/** Signed-in screen content; the layout around it provides the page landmarks. */
export function ChangePasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const session = useSession();
  const changePasswordMutation = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { access_token, refresh_token } = await changePasswordMutation.mutateAsync({ currentPassword, newPassword });
      // Every other session was just revoked; this one continues with the pair it was handed.
      session.replaceTokens({ access_token, refresh_token });
      toast.success('Contraseña actualizada con éxito.');
      onSuccess();
    } catch (error) {
      toast.error('Error al cambiar contraseña.', {
        description: error instanceof ApiClientError ? error.firstMessage : undefined,
      });
    }
  });

  return (
    <div className="mx-auto w-full max-w-[400px]">
      <Link
        to={paths.profile.getHref()}
        className="inline-flex items-center gap-2 rounded-full py-2 pr-3 text-sm font-semibold text-amber-200 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Volver al perfil
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">Cambiar contraseña</h1>
      <p className="mt-2 text-ink-muted">Por tu seguridad, cerraremos la sesión en tus otros dispositivos.</p>
      <Card className="mt-6">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField
            label="Contraseña actual"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <FormField
            label="Nueva contraseña"
            type="password"
            autoComplete="new-password"
            required
            error={errors.newPassword?.message}
            {...form.register('newPassword')}
          />
          <FormField
            label="Confirmar nueva contraseña"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting} className="mt-1 w-full">
            Actualizar contraseña
          </Button>
        </form>
      </Card>
    </div>
  );
}
