import { crisisLinesFor, type SafetyPlan } from '@sendero/shared';
import { ChevronRight, HeartHandshake, Phone, Wind, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useProfile } from '@/api/profile';
import { paths } from '@/config/paths';
import { countryName } from '@/lib/countries';
import { setHelpSheetOpen, useHelpSheetOpen } from '@/lib/help-sheet';
import { useMessages } from '@/lib/i18n';
import { useSafetyPlan } from '../api/get-safety-plan';
import { helpText } from '../messages';
import { phoneHref } from '../phone';
import { BreathingExercise } from './breathing-exercise';
import { CrisisLinesList } from './crisis-lines-list';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-lg font-bold text-amber-200 [&_svg]:size-5">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What helps most in the moment: the reasons, what to do, whom to call. The rest is one tap away. */
function PlanSummary({ plan }: { plan: SafetyPlan }) {
  const people = [...plan.supportPeople, ...plan.professionals];
  const t = useMessages(helpText);
  const groups: [string, string[]][] = [
    [t.reasonsToLive, plan.reasonsToLive],
    [t.onMyOwn, plan.copingStrategies],
  ];
  return (
    <div className="flex flex-col gap-3">
      {groups
        .filter(([, items]) => items.length > 0)
        .map(([title, items]) => (
          <div key={title}>
            <h4 className="font-semibold text-ink">{title}</h4>
            <ul className="ml-5 list-disc text-ink-muted">
              {items.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      {people.length > 0 ? (
        <div>
          <h4 className="font-semibold text-ink">{t.whomToCall}</h4>
          <ul className="flex flex-col gap-1">
            {people.map((person, index) => {
              const href = phoneHref(person.phone);
              return (
                <li key={index} className="flex items-center justify-between gap-3 text-ink-muted">
                  <span className="min-w-0 break-words">{person.name}</span>
                  {href ? (
                    <a
                      href={href}
                      aria-label={t.call({ who: person.name || person.phone })}
                      className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full bg-navy-700 px-3 py-1.5 text-sm font-bold text-amber-200"
                    >
                      <Phone aria-hidden="true" className="size-4" />
                      {person.phone}
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function SafetyPlanSection() {
  const plan = useSafetyPlan();
  const hasPlan = plan.data && plan.data.updatedAt !== null;
  const t = useMessages(helpText);
  return (
    <Section icon={<HeartHandshake aria-hidden="true" />} title={t.myPlan}>
      {plan.isPending ? (
        <p className="text-ink-muted">{t.loadingPlan}</p>
      ) : hasPlan ? (
        <PlanSummary plan={plan.data} />
      ) : (
        <p className="text-ink-muted">{t.noPlanYet}</p>
      )}
      <Link
        to={paths.safetyPlan.getHref()}
        onClick={() => setHelpSheetOpen(false)}
        className="inline-flex min-h-11 items-center gap-1 self-start font-semibold text-amber-300 underline-offset-4 hover:underline"
      >
        {hasPlan ? t.seeAndEditPlan : t.createPlan}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </Section>
  );
}

/**
 * The "Ayuda" sheet: the person's crisis lines, their safety plan and a minute of breathing.
 * The lines come with the app itself, so they show at once, even with a poor connection.
 * Over the PIN's lock screen (`locked`) it shows only what is not the person's own: the lines and
 * the breathing, without the plan or a way into the screens behind the lock.
 */
export function HelpSheet({ locked = false }: { locked?: boolean }) {
  const open = useHelpSheetOpen();
  const user = useProfile();
  const country = user?.country ?? 'ES';
  const t = useMessages(helpText);
  return (
    <Dialog.Root open={open} onOpenChange={setHelpSheetOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby="help-sheet-description"
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col overflow-y-auto rounded-t-3xl border border-navy-600 bg-navy-900 px-5 pt-4 pb-[calc(env(safe-area-inset-bottom)+1.5rem)] shadow-2xl shadow-black/60 md:inset-y-0 md:right-0 md:left-auto md:max-h-none md:w-[440px] md:rounded-none md:rounded-l-3xl md:pt-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <div className="flex flex-col gap-1">
              <Dialog.Title className="text-2xl font-extrabold">{t.help}</Dialog.Title>
              <Dialog.Description id="help-sheet-description" className="text-ink-muted">
                {t.notAlone}
              </Dialog.Description>
            </div>
            <Dialog.Close className="grid size-11 shrink-0 place-items-center rounded-full text-ink hover:bg-navy-700" aria-label={t.closeHelp}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="flex flex-col gap-8">
            <Section icon={<Phone aria-hidden="true" />} title={t.talkNow}>
              <p className="text-sm text-ink-muted">
                {t.linesOf({ country: countryName(country) })}{' '}
                {locked ? null : (
                  <Link
                    to={paths.profile.getHref()}
                    onClick={() => setHelpSheetOpen(false)}
                    className="inline-flex min-h-11 items-center font-semibold text-amber-300 underline underline-offset-4"
                  >
                    {t.changeCountry}
                  </Link>
                )}
              </p>
              <CrisisLinesList lines={crisisLinesFor(country)} headingLevel={4} />
            </Section>
            {locked ? null : <SafetyPlanSection />}
            <Section icon={<Wind aria-hidden="true" />} title={t.breathe}>
              <BreathingExercise />
            </Section>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
