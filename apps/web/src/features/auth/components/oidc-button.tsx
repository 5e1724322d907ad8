import { Building2 } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { oidcStartHref } from '../api/auth-options';
import { useMessages } from '@/lib/i18n';
import { authText } from '../auth.messages';

/** "Entrar con <OIDC_NAME>": a plain link, since the server answers with a redirect to the institution. */
export function OidcButton({ name, primary }: { name: string; primary: boolean }) {
  const t = useMessages(authText);
  return (
    <a href={oidcStartHref} className={cn(buttonVariants({ variant: primary ? 'primary' : 'secondary' }), 'h-auto min-h-11 w-full py-2 text-center')}>
      <Building2 aria-hidden="true" />
      {t.signInWith({ name })}
    </a>
  );
}
