import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, type Profile } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/api/session';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { useLoginMutation } from '../api/login';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';

export function LoginForm({ onSuccess }: { onSuccess: (profile: Profile | null) => void }) {
  const session = useSession();
  const loginMutation = useLoginMutation();
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const tokens = await loginMutation.mutateAsync(values);
      onSuccess(await session.login(tokens));
    } catch (error) {
      // Too many attempts: the server's sentence says how long to wait.
      const tooMany = error instanceof ApiClientError && error.status === 429 ? error.firstMessage : undefined;
      toast.error(tooMany ?? 'Credenciales incorrectas.');
    }
  });

  return (
    <AuthShell
      title="Bienvenido"
      description="Nos alegra verte de nuevo. Inicia sesión para continuar tu camino."
      footer={
        <>
          <Link to={paths.forgotPassword.getHref()} className="font-semibold text-amber-200 hover:underline">
            ¿Olvidaste tu contraseña?
          </Link>
          <p>
            ¿Aún no tienes cuenta?{' '}
            <Link to={paths.register.getHref()} className="font-semibold text-amber-200 hover:underline">
              Crear una cuenta
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Correo" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <PasswordField form={form} name="password" label="Contraseña" autoComplete="current-password" />
        <SubmitButton busy={isSubmitting}>Iniciar sesión</SubmitButton>
      </form>
    </AuthShell>
  );
}
