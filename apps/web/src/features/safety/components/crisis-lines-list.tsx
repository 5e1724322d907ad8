import { crisisLinesNotice, type CrisisLine } from '@sendero/shared';
import { MessageSquareText, Phone, Siren } from 'lucide-react';
import { cn } from '@/lib/cn';
import { lineHref } from '../phone';

function LineItem({ line }: { line: CrisisLine }) {
  const Icon = line.emergency ? Siren : line.sms ? MessageSquareText : Phone;
  return (
    <li>
      {/* The whole card is the tap target; its name starts with what tapping does. */}
      <a
        href={lineHref(line)}
        className={cn(
          'flex items-start gap-3 rounded-2xl border p-3 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300',
          line.emergency ? 'border-rose-300/60 bg-rose-950/40 hover:bg-rose-950/60' : 'border-navy-600 bg-navy-800 hover:border-amber-400/60',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid size-11 shrink-0 place-items-center rounded-full [&_svg]:size-5',
            line.emergency ? 'bg-rose-300 text-navy-950' : 'bg-amber-400 text-navy-950',
          )}
        >
          <Icon />
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-lg font-extrabold text-ink">
            <span className="sr-only">{line.sms ? 'Mensaje de texto: ' : 'Llamar al '}</span>
            {line.number}
          </span>
          <span className="font-semibold text-ink">{line.name}</span>
          {line.area ? <span className="text-sm text-amber-200">{line.area}</span> : null}
          {line.hours ? <span className="text-sm text-ink-muted">{line.hours}</span> : null}
        </span>
      </a>
    </li>
  );
}

/**
 * A country's crisis lines as tap-to-call links; emergencies last, under their own heading. When
 * the lines hold no crisis line (emergency numbers only, or nothing at all) a sentence says what
 * to do instead (decision 026); `place` names the country in it ("tu país" on the person's own
 * screens).
 */
export function CrisisLinesList({ lines, place, headingLevel = 3 }: { lines: CrisisLine[]; place?: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const helplines = lines.filter((line) => !line.emergency);
  const emergencies = lines.filter((line) => line.emergency);
  const notice = crisisLinesNotice(lines, place);
  return (
    <div className="flex flex-col gap-3">
      {notice ? <p className="rounded-2xl border border-rose-300/60 bg-rose-950/40 p-3 font-semibold text-ink">{notice}</p> : null}
      {helplines.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {helplines.map((line) => (
            <LineItem key={`${line.tel}-${line.name}`} line={line} />
          ))}
        </ul>
      ) : null}
      {emergencies.length > 0 ? (
        <>
          <Heading className="font-bold text-rose-200">Si estás en peligro inmediato</Heading>
          <ul className="flex flex-col gap-2">
            {emergencies.map((line) => (
              <LineItem key={`${line.tel}-${line.name}`} line={line} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
