import { crisisLinesFor, DEFAULT_COUNTRY } from '@sendero/shared';
import { useProfile } from '@/api/profile';
import { usePageTitle } from '@/components/page-title';
import { CrisisLinesList } from '@/features/safety';
import { Who5CheckForm, Who5CheckScreen, Who5TrendScreen } from '@/features/wellbeing';

/** The crisis lines of the person's country, as the Ayuda sheet shows them, for a very low score. */
function CrisisLines() {
  const country = useProfile()?.country ?? DEFAULT_COUNTRY;
  return <CrisisLinesList lines={crisisLinesFor(country)} headingLevel={4} />;
}

export function WellbeingCheckPage() {
  usePageTitle('Cuestionario de bienestar');
  return <Who5CheckScreen crisisLines={<CrisisLines />} />;
}

export function WellbeingTrendPage() {
  usePageTitle('Tu bienestar');
  return <Who5TrendScreen crisisLines={<CrisisLines />} />;
}

/** The check placed in a route as a content ("Cuestionario de bienestar"), inside the content's screen. */
export function WellbeingCheckInContent() {
  return <Who5CheckForm embedded crisisLines={<CrisisLines />} />;
}
