import type { OnThisDay } from '@sendero/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { diaryQueryKey } from '@/api/diary';
import { api } from '@/lib/api-client';
import { currentTimeZone, toDayKey } from '@/lib/format';
import { withFailureLog } from '@/lib/log-failure';

/** GET /diary/on-this-day: the person's entry from a year before their local `day`, or null. */
export const getOnThisDay = (day: string, tz: string) => {
  const query = new URLSearchParams({ day, tz });
  return withFailureLog('On this day load failed', api.get<OnThisDay>(`/diary/on-this-day?${query.toString()}`));
};

/**
 * Under the diary's key: an edit or a delete of the entry (opened from the card) loads it again.
 * A failure shows nothing: the card is a remembrance, never something to wait for. Not asked
 * at all once the person turned it off in Ajustes.
 */
export const useOnThisDay = (enabled: boolean) => {
  const day = toDayKey(new Date());
  const tz = currentTimeZone();
  return useQuery(queryOptions({ queryKey: [...diaryQueryKey, 'on-this-day', day, tz] as const, queryFn: () => getOnThisDay(day, tz), retry: false, enabled }));
};
