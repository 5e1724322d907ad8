import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterBody } from '@sendero/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { FormField, PasswordField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { ApiClientError } from '@/lib/api-client';
import { guessCountry } from '@/lib/countries';
import { useRegisterMutation } from '../api/register';
import { AuthShell } from './auth-shell';
import { SubmitButton } from './submit-button';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const registerMutation = useRegisterMutation();
  const form = useForm({
    resolver: zodResolver(RegisterBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The answer carries tokens too; the person signs in on the next screen (docs/product.md#screens). The
      // country, for the crisis lines, is a first guess the person can change in their profile.
      await registerMutation.mutateAsync({ ...values, country: guessCountry() });
      toast.success('Registro exitoso.');
      onSuccess();
    } catch (error) {
      if (error instanceof ApiClientError) {
        toast.error(error.firstMessage ?? 'No completaste todos los campos correctamente.');
      } else {
        toast.error('Ocurrió un error inesperado.');
      }
    }
  });

  return (
    <AuthShell
      title="Registrarme"
      description="Crea tu cuenta y empieza a cuidar de ti, a tu ritmo."
      footer={
        <p>
          ¿Ya tienes cuenta?{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-amber-200 hover:underline">
            Inicia sesión
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label="Nombre" autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
        <FormField label="Apellido" autoComplete="family-name" required error={errors.lastName?.message} {...form.register('lastName')} />
        <FormField label="Correo" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <PasswordField form={form} name="password" label="Contraseña" autoComplete="new-password" />
        <SubmitButton busy={isSubmitting}>Registrarme</SubmitButton>
      </form>
    </AuthShell>
  );
}
