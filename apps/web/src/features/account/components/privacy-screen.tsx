import { WHO5_SOURCE } from '@sendero/shared';
import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { privacyText } from '../privacy.messages';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-amber-200">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = 'font-semibold text-amber-300 underline underline-offset-2';

/**
 * The public privacy page (/privacidad), in plain words: what is kept, where diary text goes, who
 * else gets it (no one), for how long, and how to take it or erase it. Static: no call to the server.
 */
export function PrivacyScreen() {
  const t = useMessages(privacyText);
  return (
    <main className="min-h-dvh bg-navy-900 px-5 pt-6 pb-16">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-8 leading-relaxed">
        <header className="flex flex-col gap-4">
          <div className="flex items-center justify-between gap-3">
            <Link
              to={paths.home.getHref()}
              className="-ml-2 inline-flex items-center gap-2 rounded-full px-2 py-2 font-semibold text-amber-200 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-5" />
              {t.back}
            </Link>
            <Logo />
          </div>
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">{t.title}</h1>
          <p className="text-lg text-ink-muted">{t.intro}</p>
        </header>

        <Section title={t.keptTitle}>
          <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
            <li>{t.keptAccount}</li>
            <li>{t.keptDiary}</li>
            <li>{t.keptRoutes}</li>
            <li>{t.keptPlan}</li>
            <li>{t.keptWellbeing}</li>
            <li>{t.keptReminder}</li>
          </ul>
          <p>
            {t.encryptedBefore} <strong>{t.encrypted}</strong> {t.encryptedAfter}
          </p>
          <p>{t.noTracking}</p>
        </Section>

        <Section title={t.whereTitle}>
          <p>
            {t.modelBefore} <strong>{t.modelAllowed}</strong> {t.modelAfter} <strong>{t.staysHere}</strong>
            {t.staysHereAfter}
          </p>
          <p>
            {t.neverModel}{' '}
            <Link to={paths.safetyInfo.getHref()} className={linkClass}>
              {t.safetyLink}
            </Link>
            .
          </p>
        </Section>

        <Section title={t.wellbeingTitle}>
          <p>{t.wellbeing}</p>
          <p className="text-sm text-ink-muted">
            {t.source} {WHO5_SOURCE}
          </p>
        </Section>

        <Section title={t.nobodyTitle}>
          <p>{t.nobody}</p>
          <p>{t.push}</p>
        </Section>

        <Section title={t.sharingTitle}>
          <p>{t.sharing}</p>
          <p>{t.warning}</p>
        </Section>

        <Section title={t.keepTitle}>
          <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
            <li>{t.keepEntries}</li>
            <li>{t.keepSessions}</li>
            <li>{t.keepBackups}</li>
            <li>{t.keepCrisis}</li>
            <li>{t.keepReport}</li>
          </ul>
        </Section>

        <Section title={t.takeTitle}>
          <p>
            {t.takeBefore}{' '}
            <Link to={`${paths.profile.getHref()}#mis-datos`} className={linkClass}>
              {t.takeLink}
            </Link>
            {t.takeAfter}
          </p>
          <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
            <li>
              <strong>{t.download}</strong>
              {t.downloadWhat}
            </li>
            <li>
              <strong>{t.importName}</strong>
              {t.importWhat}
            </li>
            <li>
              <strong>{t.erase}</strong>
              {t.eraseWhat}
            </li>
          </ul>
          <p>{t.rights}</p>
        </Section>
      </div>
    </main>
  );
}
