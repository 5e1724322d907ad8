import { apiUpload } from '@/lib/api-client';

/** POST `collection` to create, or PATCH `collection/{id}` to edit: multipart, with its upload progress. */
export const sendForm = <T>(collection: string, id: string | undefined, body: FormData, onProgress?: (percent: number) => void) =>
  id
    ? apiUpload<T>(`${collection}/${encodeURIComponent(id)}`, body, { method: 'PATCH', onProgress })
    : apiUpload<T>(collection, body, { method: 'POST', onProgress });
