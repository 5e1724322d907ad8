import type { SafetyPlan } from '@sendero/shared';
import { LifeBuoy } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { openHelpSheet } from '@/lib/help-sheet';
import { useMessages } from '@/lib/i18n';
import { useSafetyPlan } from '../api/get-safety-plan';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { planText, type PlanText } from '../plan.messages';
import { ContactStepEditor, TextStepEditor, type ContactStepKey, type TextStepKey } from './plan-step-editors';

type PlanContent = Omit<SafetyPlan, 'updatedAt'>;

type Step = { title: string; hint: string } & ({ kind: 'text'; key: TextStepKey; placeholder: string } | { kind: 'contacts'; key: ContactStepKey });

// The Stanley–Brown safety planning steps, in their order, plus the reasons to live.
const textStep = (t: PlanText, key: TextStepKey): Step => ({
  kind: 'text',
  key,
  title: t[`${key}Title`],
  hint: t[`${key}Hint`],
  placeholder: t[`${key}Example`],
});
const contactStep = (t: PlanText, key: ContactStepKey): Step => ({ kind: 'contacts', key, title: t[`${key}Title`], hint: t[`${key}Hint`] });
const stepsIn = (t: PlanText): Step[] => [
  textStep(t, 'warningSigns'),
  textStep(t, 'copingStrategies'),
  textStep(t, 'distractions'),
  contactStep(t, 'supportPeople'),
  contactStep(t, 'professionals'),
  textStep(t, 'safeEnvironment'),
  textStep(t, 'reasonsToLive'),
];

const contentOf = (plan: SafetyPlan): PlanContent => ({
  warningSigns: plan.warningSigns,
  copingStrategies: plan.copingStrategies,
  distractions: plan.distractions,
  supportPeople: plan.supportPeople,
  professionals: plan.professionals,
  safeEnvironment: plan.safeEnvironment,
  reasonsToLive: plan.reasonsToLive,
});

const samePlan = (a: PlanContent, b: PlanContent) => JSON.stringify(a) === JSON.stringify(b);

function StepCard({ number, title, hint, children }: { number: number; title: string; hint: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="flex flex-col gap-4">
        <div className="flex items-start gap-3">
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-amber-400/15 font-extrabold text-amber-300">
            {number}
          </span>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} className="text-lg leading-snug font-bold text-ink">
              {title}
            </h2>
            <p className="text-sm text-ink-muted">{hint}</p>
          </div>
        </div>
        {children}
      </Card>
    </section>
  );
}

/**
 * Asks before leaving with changes that are not saved: inside the app through the router,
 * and on reload or closing the tab through the browser's own question.
 */
function LeaveGuard({ dirty }: { dirty: boolean }) {
  const t = useMessages(planText);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <AlertDialog.Root
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-3xl border border-navy-600 bg-navy-800 p-6 shadow-2xl shadow-black/50">
          <AlertDialog.Title className="text-xl font-bold text-ink">{t.leaveTitle}</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-muted">{t.leaveText}</AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* Not an AlertDialog.Action: closing the dialog would reset the blocker and cancel the leave. */}
            <Button variant="ghost" onClick={() => blocker.proceed?.()}>
              {t.leaveWithoutSaving}
            </Button>
            <AlertDialog.Cancel asChild>
              <Button>{t.keepEditing}</Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The editable plan. It keeps its own copy of what the person wrote: a refetch or a failed
 * save never replaces it, and only a successful save moves the "saved" mark.
 */
function PlanEditor({ initial }: { initial: SafetyPlan }) {
  const t = useMessages(planText);
  const savePlan = useSaveSafetyPlan();
  const [draft, setDraft] = useState(() => contentOf(initial));
  const [saved, setSaved] = useState(() => ({ content: contentOf(initial), updatedAt: initial.updatedAt }));
  const [announcement, setAnnouncement] = useState('');
  const dirty = !samePlan(draft, saved.content);

  const save = () => {
    const sent = draft;
    savePlan.mutate(sent, {
      onSuccess: (result) => {
        const content = contentOf(result);
        setSaved({ content, updatedAt: result.updatedAt });
        // What the server kept (trimmed, without empty items), unless the person went on writing meanwhile.
        setDraft((current) => (current === sent ? content : current));
        toast.success(t.planSaved);
      },
      onError: (error) => {
        toast.error((error instanceof ApiClientError ? error.firstMessage : undefined) ?? t.saveFailed);
      },
    });
  };

  return (
    <>
      {stepsIn(t).map((step, index) =>
        step.kind === 'text' ? (
          <StepCard key={step.key} number={index + 1} title={step.title} hint={step.hint}>
            <TextStepEditor
              stepKey={step.key}
              title={step.title}
              placeholder={step.placeholder}
              items={draft[step.key]}
              onChange={(items) => setDraft((current) => ({ ...current, [step.key]: items }))}
              onAnnounce={setAnnouncement}
            />
          </StepCard>
        ) : (
          <StepCard key={step.key} number={index + 1} title={step.title} hint={step.hint}>
            <ContactStepEditor
              stepKey={step.key}
              items={draft[step.key]}
              onChange={(items) => setDraft((current) => ({ ...current, [step.key]: items }))}
              onAnnounce={setAnnouncement}
            />
          </StepCard>
        ),
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col text-sm">
          {dirty ? <p className="font-semibold text-amber-200">{t.unsavedChanges}</p> : null}
          {saved.updatedAt ? <p className="text-ink-muted">{t.savedOn({ when: formatDateTime(saved.updatedAt) })}</p> : null}
        </div>
        <Button onClick={save} disabled={savePlan.isPending} aria-busy={savePlan.isPending} className="sm:min-w-44">
          {savePlan.isPending ? t.saving : t.savePlan}
        </Button>
      </div>

      <LeaveGuard dirty={dirty} />
    </>
  );
}

export function SafetyPlanScreen() {
  const t = useMessages(planText);
  const plan = useSafetyPlan();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">{t.title}</h1>
        <p className="text-ink-muted">{t.intro}</p>
        <p className="text-ink-muted">{t.private}</p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-rose-200/30 bg-rose-950/30 px-4 py-3 text-sm">
          <p className="text-ink">{t.noNeedToWait}</p>
          <Button variant="link" onClick={openHelpSheet} className="text-rose-100">
            <LifeBuoy aria-hidden="true" />
            {t.openHelp}
          </Button>
        </div>
      </header>

      {/* Data first: a failed background refetch must not take the plan (and what was typed) away. */}
      {plan.data ? (
        <PlanEditor initial={plan.data} />
      ) : plan.isError ? (
        <Card className="flex flex-col items-center gap-4 py-8 text-center">
          <p className="text-ink-muted">{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void plan.refetch()} disabled={plan.isFetching} aria-busy={plan.isFetching}>
            {t.retry}
          </Button>
        </Card>
      ) : (
        <Spinner label={t.loading} className="py-10" />
      )}
    </div>
  );
}
