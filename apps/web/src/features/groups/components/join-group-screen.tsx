import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useMessages } from '@/lib/i18n';
import { JoinGroupForm } from './group-membership-section';
import { groupsText } from './messages';

/** /unirse?codigo=…: the link an organisation shares; the code is filled in, one tap joins. */
export function JoinGroupScreen({ code, onJoined }: { code: string; onJoined: () => void }) {
  const t = useMessages(groupsText);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex items-center gap-4">
        <IconTile size="xl" tone="bright">
          <Users aria-hidden="true" />
        </IconTile>
        <h1 className="text-3xl font-extrabold tracking-tight">{t.joinTitle}</h1>
      </div>
      <Card className="flex flex-col gap-4">
        <p className="text-ink-muted">{t.joinIntro}</p>
        <JoinGroupForm initialCode={code} onJoined={onJoined} />
      </Card>
    </div>
  );
}

/** The join link opened without a session: the code, and what to do to use it. */
export function JoinLinkSignedOut({ code, loginHref, registerHref }: { code: string; loginHref: string; registerHref: string }) {
  const t = useMessages(groupsText);
  return (
    <main className="min-h-dvh bg-navy-900 px-5 pt-6 pb-16">
      <div className="mx-auto flex w-full max-w-xl flex-col gap-6 leading-relaxed">
        <Logo />
        <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance">{t.joinTitle}</h1>
        {code ? (
          <p className="text-lg">
            {t.yourCodeIs} <span className="font-mono font-bold tracking-widest text-amber-200">{code}</span>.
          </p>
        ) : null}
        <p className="text-ink-muted">{t.signedOutHow}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={loginHref} className={buttonVariants()}>
            {t.signIn}
          </Link>
          <Link to={registerHref} className={buttonVariants({ variant: 'secondary' })}>
            {t.createAccount}
          </Link>
        </div>
      </div>
    </main>
  );
}
