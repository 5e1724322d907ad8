import { WHO5_SOURCE } from '@sendero/shared';
import { Link } from 'react-router';
import { PublicPage, PublicSection } from '@/components/public-page';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { privacyText } from '../privacy.messages';

const linkClass = 'font-semibold text-amber-300 underline underline-offset-2';

/**
 * The public privacy page (/privacidad), in plain words: what is kept, where diary text goes, who
 * else gets it (no one), for how long, and how to take it or erase it. Static: no call to the server.
 */
export function PrivacyScreen() {
  const t = useMessages(privacyText);
  return (
    <PublicPage backLabel={t.back} title={t.title} intro={t.intro}>
      <PublicSection title={t.keptTitle}>
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
      </PublicSection>

      <PublicSection title={t.whereTitle}>
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
      </PublicSection>

      <PublicSection title={t.wellbeingTitle}>
        <p>{t.wellbeing}</p>
        <p className="text-sm text-ink-muted">
          {t.source} {WHO5_SOURCE}
        </p>
      </PublicSection>

      <PublicSection title={t.nobodyTitle}>
        <p>{t.nobody}</p>
        <p>{t.push}</p>
      </PublicSection>

      <PublicSection title={t.sharingTitle}>
        <p>{t.sharing}</p>
        <p>{t.warning}</p>
      </PublicSection>

      <PublicSection title={t.keepTitle}>
        <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-amber-300">
          <li>{t.keepEntries}</li>
          <li>{t.keepSessions}</li>
          <li>{t.keepBackups}</li>
          <li>{t.keepCrisis}</li>
          <li>{t.keepReport}</li>
        </ul>
      </PublicSection>

      <PublicSection title={t.takeTitle}>
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
      </PublicSection>
    </PublicPage>
  );
}
