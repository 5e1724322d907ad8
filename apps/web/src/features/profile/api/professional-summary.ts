import { professionalSummaryFileName } from '@sendero/shared';
import { apiDownload } from '@/lib/api-client';
import { currentTimeZone } from '@/lib/format';
import { saveFile } from '@/lib/save-file';

/** This device's calendar date, YYYY-MM-DD. */
export const localIsoDate = (date = new Date()) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * GET /profile/professional-summary.pdf for the period chosen (local dates in this browser's time
 * zone, both included), saved by the browser: the PDF goes from our API to the person's device only.
 */
export async function downloadProfessionalSummary(period: { from: string; to: string; entries: boolean }): Promise<void> {
  const query = new URLSearchParams({ from: period.from, to: period.to, entries: String(period.entries), tz: currentTimeZone() });
  saveFile(await apiDownload(`/profile/professional-summary.pdf?${query.toString()}`), professionalSummaryFileName(localIsoDate()));
}
