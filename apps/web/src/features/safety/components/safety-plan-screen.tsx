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
import { useSafetyPlan } from '../api/get-safety-plan';
import { useSaveSafetyPlan } from '../api/save-safety-plan';
import { ContactStepEditor, TextStepEditor, type ContactStepKey, type TextStepKey } from './plan-step-editors';

type PlanContent = Omit<SafetyPlan, 'updatedAt'>;

type Step = { title: string; hint: string } & ({ kind: 'text'; key: TextStepKey; placeholder: string } | { kind: 'contacts'; key: ContactStepKey });

// The Stanley–Brown safety planning steps, in their order, plus the reasons to live.
const steps: Step[] = [
  {
    kind: 'text',
    key: 'warningSigns',
    title: 'Señales de alerta',
    hint: 'Pensamientos, imágenes, situaciones o sensaciones que te avisan de que se acerca un mal momento.',
    placeholder: 'Por ejemplo: dejo de dormir bien',
  },
  {
    kind: 'text',
    key: 'copingStrategies',
    title: 'Lo que puedo hacer a solas',
    hint: 'Cosas que te calman o te distraen sin necesitar a nadie.',
    placeholder: 'Por ejemplo: salir a caminar',
  },
  {
    kind: 'text',
    key: 'distractions',
    title: 'Personas y lugares que me distraen',
    hint: 'Gente con la que estar y sitios a los que ir para pensar en otra cosa, aunque no hables de lo que te pasa.',
    placeholder: 'Por ejemplo: un café con mi prima',
  },
  {
    kind: 'contacts',
    key: 'supportPeople',
    title: 'Personas a las que puedo pedir ayuda',
    hint: 'Alguien de confianza a quien llamar o escribir para contarle cómo estás.',
  },
  {
    kind: 'contacts',
    key: 'professionals',
    title: 'Profesionales y líneas de ayuda',
    hint: 'Tu psicóloga o psicólogo, tu centro de salud o una línea de ayuda a la que puedas llamar.',
  },
  {
    kind: 'text',
    key: 'safeEnvironment',
    title: 'Hacer mi entorno más seguro',
    hint: 'Qué puedes alejar o guardar, o a quién puedes pedir que lo guarde, para estar más a salvo en un mal momento.',
    placeholder: 'Por ejemplo: pedir a alguien de confianza que lo guarde',
  },
  {
    kind: 'text',
    key: 'reasonsToLive',
    title: 'Mis razones para vivir',
    hint: 'Lo que te importa y te sostiene: personas, animales, planes, cosas que quieres vivir.',
    placeholder: 'Por ejemplo: mi perra Luna',
  },
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
          <AlertDialog.Title className="text-xl font-bold text-ink">¿Salir sin guardar?</AlertDialog.Title>
          <AlertDialog.Description className="text-ink-muted">
            Has cambiado tu plan y aún no lo has guardado. Si sales ahora, perderás esos cambios.
          </AlertDialog.Description>
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            {/* Not an AlertDialog.Action: closing the dialog would reset the blocker and cancel the leave. */}
            <Button variant="ghost" onClick={() => blocker.proceed?.()}>
              Salir sin guardar
            </Button>
            <AlertDialog.Cancel asChild>
              <Button>Seguir editando</Button>
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
        toast.success('Plan guardado.');
      },
      onError: (error) => {
        toast.error((error instanceof ApiClientError ? error.firstMessage : undefined) ?? 'No se pudo guardar el plan. Inténtalo de nuevo.');
      },
    });
  };

  return (
    <>
      {steps.map((step, index) =>
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
          {dirty ? <p className="font-semibold text-amber-200">Tienes cambios sin guardar.</p> : null}
          {saved.updatedAt ? <p className="text-ink-muted">Guardado el {formatDateTime(saved.updatedAt)}</p> : null}
        </div>
        <Button onClick={save} disabled={savePlan.isPending} aria-busy={savePlan.isPending} className="sm:min-w-44">
          {savePlan.isPending ? 'Guardando...' : 'Guardar plan'}
        </Button>
      </div>

      <LeaveGuard dirty={dirty} />
    </>
  );
}

export function SafetyPlanScreen() {
  const plan = useSafetyPlan();

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">Mi plan de seguridad</h1>
        <p className="text-ink-muted">
          Un plan de seguridad es una lista corta, escrita por ti y para ti, con lo que te ayuda cuando llega un momento muy difícil: cómo notar que se acerca,
          qué puedes hacer a solas, con quién estar, a quién llamar y qué te importa. Sigue los pasos del plan de Stanley y Brown, el que usan muchos
          profesionales.
        </p>
        <p className="text-ink-muted">
          Es privado: solo tú lo ves. No hace falta rellenarlo de una vez; puedes ir añadiendo cosas poco a poco. Cuando quieras guardarlo, pulsa «Guardar
          plan», al final de la página.
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-rose-200/30 bg-rose-950/30 px-4 py-3 text-sm">
          <p className="text-ink">Si ahora mismo lo estás pasando muy mal, no tienes que esperar a terminar el plan.</p>
          <Button variant="link" onClick={openHelpSheet} className="text-rose-100">
            <LifeBuoy aria-hidden="true" />
            Abrir la ayuda
          </Button>
        </div>
      </header>

      {/* Data first: a failed background refetch must not take the plan (and what was typed) away. */}
      {plan.data ? (
        <PlanEditor initial={plan.data} />
      ) : plan.isError ? (
        <Card className="flex flex-col items-center gap-4 py-8 text-center">
          <p className="text-ink-muted">No pudimos cargar tu plan. Inténtalo de nuevo en un momento.</p>
          <Button variant="secondary" onClick={() => void plan.refetch()} disabled={plan.isFetching} aria-busy={plan.isFetching}>
            Reintentar
          </Button>
        </Card>
      ) : (
        <Spinner label="Cargando tu plan..." className="py-10" />
      )}
    </div>
  );
}
