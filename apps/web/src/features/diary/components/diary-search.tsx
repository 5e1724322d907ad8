import { ACTIVITY_TAGS, diarySearchMessages, searchWords, type DiaryRecord, type Feeling } from '@sendero/shared';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { ApiClientError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { feelings, getFeeling } from '@/lib/feelings';
import { formatDateTime } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { emptySearch, isSearching, searchKeptRecords, useDiarySearch, type DiarySearchForm } from '../api/search-records';
import { flattenPages } from '../lib/records';
import { recordsText, type RecordsText } from '../records.messages';
import { activityLabels, tagLabel } from '../lib/tags';
import { useLoadMore } from '../hooks/use-load-more';
import { Highlighted, snippetAround } from './highlighted';
import { RecordCard } from './record-card';

/** Words are searched once typing pauses, so each letter does not cost a request. */
const TYPING_PAUSE_MS = 300;

const useOnline = () => useSyncExternalStore(onlineManager.subscribe.bind(onlineManager), () => onlineManager.isOnline());

/** One entry found: its feeling, when, the words marked in the text, tags and advice; it opens whole in place. */
function SearchResult({ record, words }: { record: DiaryRecord; words: string[] }) {
  const t = useMessages(recordsText);
  const [open, setOpen] = useState(false);
  const feeling = getFeeling(record.feeling);
  const when = formatDateTime(record.createdAt);
  const adviceSnippet = record.advice ? snippetAround(record.advice, words) : null;
  if (open) {
    return (
      <div className="flex flex-col gap-2">
        <RecordCard record={record} />
        <Button variant="ghost" size="sm" className="self-end" onClick={() => setOpen(false)} aria-label={t.closeEntryOf({ when })}>
          <X aria-hidden="true" />
          {t.close}
        </Button>
      </div>
    );
  }
  return (
    <article className="rounded-2xl border border-navy-600 bg-navy-800 p-4 shadow-sm">
      <header className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-semibold text-ink">
          <span aria-hidden="true" className={cn('grid size-8 place-items-center rounded-full', feeling.colorClass)}>
            {feeling.emoji}
          </span>
          {feeling.label}
        </p>
        <time dateTime={record.createdAt} className="text-right text-xs text-ink-muted">
          {when}
        </time>
      </header>
      {record.description ? (
        <p className="mt-3 line-clamp-4 whitespace-pre-wrap break-words text-ink">
          <Highlighted text={record.description} words={words} />
        </p>
      ) : null}
      {record.tags.length > 0 ? (
        <ul aria-label={t.whatYouDid} className="mt-3 flex flex-wrap gap-1.5">
          {record.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-navy-700 px-2.5 py-1 text-xs font-bold text-ink">
              <Highlighted text={tagLabel(tag)} words={words} />
            </li>
          ))}
        </ul>
      ) : null}
      {adviceSnippet ? (
        <p className="mt-3 rounded-xl bg-navy-950/50 p-3 text-sm text-ink">
          <span className="font-semibold text-amber-200">{t.inTheComment}</span>
          <Highlighted text={adviceSnippet} words={words} />
        </p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={t.openEntryOf({ when })}>
          {t.openEntry}
        </Button>
      </div>
    </article>
  );
}

function ResultList({ records, words, status, footer }: { records: DiaryRecord[]; words: string[]; status: string; footer?: ReactNode }) {
  const t = useMessages(recordsText);
  return (
    <section aria-label={t.searchResults} className="flex flex-col gap-3">
      <p role="status" className="text-sm text-ink-muted">
        {status}
      </p>
      {records.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {records.map((record) => (
            <li key={record.id}>
              <SearchResult record={record} words={words} />
            </li>
          ))}
        </ul>
      ) : null}
      {footer}
    </section>
  );
}

const countOf = (t: RecordsText, count: number, more: boolean) =>
  count === 0 ? t.noMatches : more ? t.moreFound({ count }) : count === 1 ? t.oneFound({ count }) : t.manyFound({ count });

/** The server's search, page after page as the person scrolls (keyset pages, like the list). */
function OnlineResults({ form }: { form: DiarySearchForm }) {
  const t = useMessages(recordsText);
  const { data, error, fetchNextPage, hasNextPage, isFetching, isFetchingNextPage } = useDiarySearch(form, true);
  const records = useMemo(() => flattenPages(data?.pages), [data]);
  const sentinel = useLoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage });
  const words = useMemo(() => searchWords(form.q), [form.q]);
  const status = error
    ? error instanceof ApiClientError && error.firstMessage
      ? error.firstMessage
      : t.searchFailed
    : isFetching && records.length === 0
      ? t.searching
      : countOf(t, records.length, hasNextPage);
  return (
    <ResultList
      records={records}
      words={words}
      status={status}
      footer={
        <>
          {isFetchingNextPage ? <p className="py-2 text-center text-ink-muted">{t.searchingMore}</p> : null}
          <div ref={sentinel} aria-hidden="true" className="h-px" />
        </>
      }
    />
  );
}

/** Without a connection: the same search over what this device keeps, said so. */
function OfflineResults({ form }: { form: DiarySearchForm }) {
  const t = useMessages(recordsText);
  const queryClient = useQueryClient();
  const records = useMemo(() => searchKeptRecords(queryClient, form), [queryClient, form]);
  const words = useMemo(() => searchWords(form.q), [form.q]);
  return (
    <>
      <p className="rounded-xl border border-amber-300/40 bg-amber-400/10 p-3 text-sm text-amber-100">{diarySearchMessages.offline}</p>
      <ResultList records={records} words={words} status={countOf(t, records.length, false)} />
    </>
  );
}

/**
 * "Todos los Registros" with a search box: words in the text, the advice and the tags, and filters
 * by feeling, activity and dates. With nothing asked, the list as it was (`list`).
 */
export function DiarySearch({ list, ownTags }: { list: ReactNode; ownTags: string[] }) {
  const t = useMessages(recordsText);
  const [form, setForm] = useState<DiarySearchForm>(emptySearch);
  // The words wait for a pause in typing; the filters apply at once.
  const [words, setWords] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setWords(form.q), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [form.q]);
  const asked = useMemo(() => ({ ...form, q: words }), [form, words]);
  const online = useOnline();
  const id = useId();
  const set = (field: keyof DiarySearchForm) => (event: { target: { value: string } }) => setForm((current) => ({ ...current, [field]: event.target.value }));
  const filtersOn = [form.feeling, form.tag, form.from, form.to].filter(Boolean).length;

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={t.searchInRecords}
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setWords(form.q);
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>{t.searchLabel}</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-ink-muted" />
            <Input
              id={`${id}-q`}
              type="search"
              value={form.q}
              onChange={set('q')}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              className="pl-10"
              autoComplete="off"
            />
          </div>
        </div>
        <details className="rounded-xl border border-navy-600 px-3 py-2" open={filtersOn > 0 ? true : undefined}>
          <summary className="cursor-pointer py-1 font-semibold text-amber-200">
            {t.filters}
            {filtersOn > 0 ? ` (${filtersOn})` : ''}
          </summary>
          <div className="mt-2 grid grid-cols-1 gap-3 pb-2 sm:grid-cols-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-feeling`}>{t.mood}</Label>
              <Select
                id={`${id}-feeling`}
                value={form.feeling}
                onChange={(event) => setForm((current) => ({ ...current, feeling: event.target.value as Feeling | '' }))}
              >
                <option value="">{t.allFeelings}</option>
                {feelings.map((feeling) => (
                  <option key={feeling.value} value={feeling.value}>
                    {feeling.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-tag`}>{t.activity}</Label>
              <Select id={`${id}-tag`} value={form.tag} onChange={set('tag')}>
                <option value="">{t.allActivities}</option>
                {ACTIVITY_TAGS.map((tag) => (
                  <option key={tag} value={tag}>
                    {activityLabels[tag]}
                  </option>
                ))}
                {ownTags.map((tag) => (
                  <option key={`own-${tag}`} value={tag}>
                    {tag}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-from`}>{t.from}</Label>
              <Input id={`${id}-from`} type="date" value={form.from} max={form.to || undefined} onChange={set('from')} />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-to`}>{t.to}</Label>
              <Input id={`${id}-to`} type="date" value={form.to} min={form.from || undefined} onChange={set('to')} />
            </div>
          </div>
          {filtersOn > 0 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => setForm((current) => ({ ...emptySearch, q: current.q }))}>
              {t.clearFilters}
            </Button>
          ) : null}
        </details>
      </form>
      {!isSearching(asked) ? list : online ? <OnlineResults form={asked} /> : <OfflineResults form={asked} />}
    </div>
  );
}
