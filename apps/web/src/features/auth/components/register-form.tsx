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
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const t = useMessages(authText);
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
      toast.success(t.registered);
      onSuccess();
    } catch (error) {
      if (error instanceof ApiClientError) {
        toast.error(error.firstMessage ?? t.incomplete);
      } else {
        toast.error(t.unexpected);
      }
    }
  });

  return (
    <AuthShell
      title={t.register}
      description={t.registerIntro}
      footer={
        <p>
          {t.haveAccount}{' '}
          <Link to={paths.login.getHref()} className="font-semibold text-amber-200 hover:underline">
            {t.signInLink}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <FormField label={t.firstName} autoComplete="given-name" required error={errors.firstName?.message} {...form.register('firstName')} />
        <FormField label={t.lastName} autoComplete="family-name" required error={errors.lastName?.message} {...form.register('lastName')} />
        <FormField label={t.email} type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <PasswordField form={form} name="password" label={t.password} autoComplete="new-password" />
        <SubmitButton busy={isSubmitting}>{t.register}</SubmitButton>
      </form>
    </AuthShell>
  );
}
