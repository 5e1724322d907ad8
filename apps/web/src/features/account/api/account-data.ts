import type { DaylioDateOrder, DaylioMoodMapping, DeleteAccountBody, EraseOptions, ImportPreview, ImportResult, OidcEraseStart } from '@sendero/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, apiUpload } from '@/lib/api-client';
import { currentTimeZone } from '@/lib/format';
import { logFailure } from '@/lib/log-failure';
import { saveFile } from '@/lib/save-file';

/** GET /account/export, saved by the browser as a .zip: the data never passes through anyone else. */
export async function downloadExport(): Promise<void> {
  saveFile(await apiDownload('/account/export'), `sendero-mis-datos-${new Date().toISOString().slice(0, 10)}.zip`);
}

const withTimeZone = (path: string) => `${path}?tz=${encodeURIComponent(currentTimeZone())}`;

/** POST /account/import/preview: what the file holds, stored nowhere (a Daylio CSV: its moods, each with a guess). */
export const previewImport = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<ImportPreview>(withTimeZone('/account/import/preview'), form);
};

/**
 * POST /account/import: a Sendero .zip or a Daylio CSV, with the feeling the person chose for each
 * of its moods (and the order of its slashed dates, when the file could not tell); Daylio's local
 * times are read in this browser's time zone.
 */
export const importData = ({ file, moods, dateOrder }: { file: File; moods?: DaylioMoodMapping; dateOrder?: DaylioDateOrder }) => {
  const form = new FormData();
  if (moods) form.append('moods', JSON.stringify(moods));
  if (dateOrder) form.append('dateOrder', dateOrder);
  form.append('file', file);
  return apiUpload<ImportResult>(withTimeZone('/account/import'), form);
};

export const useImportData = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importData,
    // Records, statistics and the safety plan may all have changed: every cached view loads again.
    onSuccess: () => queryClient.invalidateQueries(),
    onError: logFailure('Data import failed'),
  });
};

/**
 * DELETE /account: everything of the person, at once; the password proves it is them, or the
 * one-time code their institution's fresh sign-in handed back (decision 046).
 */
export const deleteAccount = (proof: DeleteAccountBody) => api.delete<void>('/account', { body: proof });

/** GET /auth/erase-options: whether this account confirms with its password, its institution or either. */
export const useEraseOptions = (enabled: boolean) =>
  useQuery({ queryKey: ['auth', 'erase-options'], queryFn: () => api.get<EraseOptions>('/auth/erase-options'), enabled, staleTime: 60_000 });

/** POST /auth/oidc/erase: where to sign in again at the institution; the browser goes there and comes back to /profile. */
export const startInstitutionConfirmation = () => api.post<OidcEraseStart>('/auth/oidc/erase');

/** Leaves the app for the institution's page (a module function, so tests can stand in for it). */
export const leaveFor = (url: string) => window.location.assign(url);
