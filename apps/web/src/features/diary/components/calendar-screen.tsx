import type { DiaryRecord, Feeling } from '@sendero/shared';
import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { DayButton, DayPicker, type DayButtonProps } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { Link } from 'react-router';
import { useMonthRecords, useRecords } from '@/api/diary';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { feelings } from '@/lib/feelings';
import { cn } from '@/lib/cn';
import { formatFullDate, toDayKey } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { flattenPages, groupByLocalDay, ownTagsOf } from '../lib/records';
import { recordsText } from '../records.messages';
import { DiarySearch } from './diary-search';
import { RecordCard } from './record-card';

/** Where an empty day or list sends the person: the diary flow, for that day when one is given (decision 029). */
function AddRecordLink({ day }: { day?: string }) {
  const t = useMessages(recordsText);
  return (
    <Link to={day ? paths.dailyEmotion.getHref(day) : paths.dailyIntro.getHref()} className="font-semibold text-amber-300 underline underline-offset-2">
      {t.addOneNow}
    </Link>
  );
}

function startOfMonth(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** The distinct feelings of a day's records, from best to hardest: one dot each on the calendar. */
function feelingsOfDay(records: readonly DiaryRecord[]): Feeling[] {
  return feelings.filter((feeling) => records.some((record) => record.feeling === feeling.value)).map((feeling) => feeling.value);
}

const DayFeelings = createContext<ReadonlyMap<string, Feeling[]>>(new Map());

/**
 * A day of the month with one dot per feeling written that day. The dots are drawn, the day's label
 * says them in words (labelDayButton), and a dark ring keeps them visible on the selected day's amber.
 */
function DayWithFeelings({ children, ...props }: DayButtonProps) {
  const dayFeelings = useContext(DayFeelings).get(toDayKey(props.day.date)) ?? [];
  return (
    <DayButton {...props}>
      {children}
      {dayFeelings.length > 0 ? (
        <span aria-hidden="true" className="absolute inset-x-0 bottom-1 flex justify-center gap-0.5">
          {dayFeelings.map((feeling) => (
            <span key={feeling} className={cn('size-1.5 rounded-full ring-1 ring-navy-950', feelings.find((option) => option.value === feeling)?.barClass)} />
          ))}
        </span>
      ) : null}
    </DayButton>
  );
}

function CalendarTab() {
  const t = useMessages(recordsText);
  const [month, setMonth] = useState(() => startOfMonth(new Date()));
  const [selected, setSelected] = useState<Date | undefined>(undefined);
  const { data: monthRecords } = useMonthRecords(month);
  const byDay = useMemo(() => groupByLocalDay(monthRecords ?? []), [monthRecords]);
  const feelingsByDay = useMemo(() => new Map([...byDay].map(([day, records]) => [day, feelingsOfDay(records)])), [byDay]);
  const hasRecords = (day: Date) => byDay.has(toDayKey(day));
  const feelingWords = (day: Date) =>
    (feelingsByDay.get(toDayKey(day)) ?? []).map((feeling) => feelings.find((option) => option.value === feeling)?.label).join(', ');
  const dayRecords = selected ? (byDay.get(toDayKey(selected)) ?? []) : [];

  return (
    <div className="flex flex-col gap-4">
      {/* On a phone the month spans the screen's width, so seven days of 44 px fit even at 320 px. */}
      <div className="-mx-5 border-y border-navy-600 bg-navy-800 py-2 sm:mx-0 sm:rounded-2xl sm:border sm:p-3">
        <DayFeelings.Provider value={feelingsByDay}>
          <DayPicker
            mode="single"
            locale={es}
            month={month}
            onMonthChange={(next) => setMonth(startOfMonth(next))}
            selected={selected}
            onSelect={setSelected}
            modifiers={{ hasRecords }}
            // The dots are drawn by DayWithFeelings; the label says them to screen readers.
            labels={{
              labelDayButton: (date, modifiers) =>
                `${modifiers.today ? 'Hoy, ' : ''}${formatFullDate(date)}${modifiers.hasRecords ? `, con registros: ${feelingWords(date)}` : ''}${modifiers.selected ? ', seleccionado' : ''}`,
            }}
            components={{ DayButton: DayWithFeelings }}
            classNames={{
              root: 'relative w-full text-ink',
              months: 'w-full',
              month: 'w-full',
              month_caption: 'flex h-11 items-center justify-center font-semibold capitalize',
              nav: 'absolute inset-x-0 top-0 flex h-11 items-center justify-between px-1',
              button_previous: 'grid size-11 place-items-center rounded-full text-amber-300 hover:bg-navy-700',
              button_next: 'grid size-11 place-items-center rounded-full text-amber-300 hover:bg-navy-700',
              chevron: 'size-4 fill-current',
              month_grid: 'mt-2 w-full table-fixed border-collapse',
              weekday: 'pb-2 text-xs font-semibold uppercase text-ink-muted',
              day: 'p-0 text-center',
              day_button: 'relative mx-auto grid h-11 w-full max-w-12 place-items-center rounded-full text-sm hover:bg-navy-700',
              today: 'font-bold text-amber-300',
              selected: '[&>button]:bg-amber-400 [&>button]:font-bold [&>button]:text-navy-950 [&>button]:hover:bg-amber-300',
              outside: 'text-ink-muted opacity-70',
            }}
          />
        </DayFeelings.Provider>
      </div>
      {selected ? (
        <section aria-labelledby="selected-day-heading" className="flex flex-col gap-3">
          <h2 id="selected-day-heading" className="text-lg font-semibold text-amber-100">
            {formatFullDate(selected)}
          </h2>
          {dayRecords.length > 0 ? (
            <>
              <ul className="flex flex-col gap-3">
                {dayRecords.map((record) => (
                  <li key={record.id}>
                    <RecordCard record={record} />
                  </li>
                ))}
              </ul>
              <Link
                to={paths.dailyEmotion.getHref(toDayKey(selected))}
                className="inline-flex min-h-11 items-center self-start font-semibold text-amber-300 underline underline-offset-2"
              >
                {t.addAnotherForDay}
              </Link>
            </>
          ) : (
            <p className="text-ink-muted">
              {t.noRecordsThisDay} {/* Days to come are not for writing yet. */}
              {toDayKey(selected) <= toDayKey(new Date()) ? <AddRecordLink day={toDayKey(selected)} /> : null}
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}

function AllRecordsTab() {
  const t = useMessages(recordsText);
  const { data, fetchNextPage, hasNextPage, isFetching, isFetchingNextPage } = useRecords();
  const records = useMemo(() => flattenPages(data?.pages), [data]);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1) && !isFetchingNextPage) {
          void fetchNextPage();
        }
      },
      { threshold: 1 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const list = (
    <div className="flex flex-col gap-3">
      {records.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {records.map((record) => (
            <li key={record.id}>
              <RecordCard record={record} />
            </li>
          ))}
        </ul>
      ) : !isFetching ? (
        <p className="text-ink-muted">
          {t.noRecordsYet} <AddRecordLink />
        </p>
      ) : null}
      {isFetching ? (
        <p role="status" className="py-2 text-center text-ink-muted">
          {t.loading}
        </p>
      ) : null}
      <div ref={sentinel} aria-hidden="true" className="h-px" />
    </div>
  );
  return <DiarySearch list={list} ownTags={ownTagsOf(records)} />;
}

/** /calendar and /records: the diary on a calendar and as a full list (docs/product.md#screens). */
export function CalendarScreen() {
  const t = useMessages(recordsText);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-amber-100">{t.calendar}</h1>
      <Tabs defaultValue="calendar">
        <TabsList aria-label={t.diaryView}>
          <TabsTrigger value="calendar">{t.calendar}</TabsTrigger>
          <TabsTrigger value="all">{t.allRecords}</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar">
          <CalendarTab />
        </TabsContent>
        <TabsContent value="all">
          <AllRecordsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
