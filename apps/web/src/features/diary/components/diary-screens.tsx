import { diaryMessages, type Feeling } from '@sendero/shared';
import { Bot, CloudOff, HeartHandshake, LifeBuoy, PenLine, Sparkles } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useProfile, useUpdateProfile } from '@/api/profile';
import { AdviceLabel } from '@/components/advice-label';
import { IconTile } from '@/components/icon-tile';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { isDiaryEntryQueued, newEntryKey } from '@/lib/diary-outbox';
import { feelings, getFeeling } from '@/lib/feelings';
import { openHelpSheet } from '@/lib/help-sheet';
import { useCreateDiaryEntry, useIsCreatingDiaryEntry } from '../api/create-entry';
import { useDiaryDraft } from '../draft';
import { DiaryStep } from './diary-step';
import { TagPicker } from './tag-picker';
import { FieldError } from './field-error';

// MediaRecorder code only when the reason step is shown: no weight on the first page.
const VoiceRecorder = lazy(() => import('./voice-recorder'));

/**
 * Asked once, before the first entry, when this server has a model: the person chooses whether
 * their text may go to it. Until they choose, nothing they write leaves the server.
 */
function AdviceConsentNotice() {
  const updateProfile = useUpdateProfile();
  const saving = updateProfile.isPending;
  const choose = async (aiAdvice: boolean) => {
    try {
      await updateProfile.mutateAsync({ aiAdvice });
    } catch {
      toast.error('No se pudo guardar tu elección. Inténtalo de nuevo.');
    }
  };
  return (
    <Card role="region" aria-labelledby="advice-consent-title" className="flex flex-col gap-4">
      <h2 id="advice-consent-title" className="flex items-center gap-2 text-lg font-bold text-amber-200">
        <Bot aria-hidden="true" className="size-5 shrink-0" />
        Antes de empezar: ¿quién escribe tus consejos?
      </h2>
      <p className="text-ink">
        Para escribirte consejos, Sendero puede enviar lo que escribas en tu diario al servicio de inteligencia artificial (IA) que ha
        configurado quien administra esta instalación. Ese servicio lo lee para responderte.
      </p>
      <p className="text-ink">
        Si lo prefieres, usa el asistente de Sendero: escribe consejos sencillos sin IA y tu texto no sale de este servidor.
      </p>
      <p className="text-sm text-ink-muted">
        Si lo que escribes sugiere que estás en peligro, tu texto nunca se envía a la IA: te mostramos líneas de ayuda. Puedes cambiar
        esta elección cuando quieras en tu perfil.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => void choose(true)} disabled={saving}>
          Usar la IA
        </Button>
        <Button variant="secondary" onClick={() => void choose(false)} disabled={saving}>
          Usar el asistente de Sendero
        </Button>
      </div>
    </Card>
  );
}

export function DailyIntroScreen() {
  const navigate = useNavigate();
  const user = useProfile();
  const mustChoose = Boolean(user?.aiAvailable && user.aiAdvice === null);
  return (
    <DiaryStep
      step={1}
      title="Registro Diario"
      back={{ label: 'Atrás', onClick: () => navigate(paths.home.getHref()) }}
      next={{ label: 'Comenzar', onClick: () => navigate(paths.dailyEmotion.getHref()), disabled: mustChoose }}
    >
      {mustChoose ? <AdviceConsentNotice /> : null}
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        <IconTile size="xl">
          <PenLine aria-hidden="true" />
        </IconTile>
        <p className="max-w-md text-ink-muted">
          Tómate un momento para ti. Cuéntanos cómo te sientes hoy y qué pasó, y te daremos algunos consejos para
          cuidarte.
        </p>
      </Card>
    </DiaryStep>
  );
}

export function DailyEmotionScreen() {
  const navigate = useNavigate();
  const { draft, updateDraft } = useDiaryDraft();
  const [selected, setSelected] = useState<Feeling>(draft.feeling);
  const headingId = useId();

  return (
    <DiaryStep
      step={2}
      title="¿Cómo te sientes hoy?"
      back={{ label: 'Atrás', onClick: () => navigate(paths.dailyIntro.getHref()) }}
      next={{
        label: 'Siguiente',
        onClick: () => {
          updateDraft({ feeling: selected });
          navigate(paths.dailyReason.getHref());
        },
      }}
    >
      <fieldset className="flex flex-col gap-3">
        <legend id={headingId} className="sr-only">
          Elige cómo te sientes
        </legend>
        {feelings.map((feeling) => {
          const Icon = feeling.icon;
          const checked = selected === feeling.value;
          return (
            <label
              key={feeling.value}
              className={cn(
                'flex cursor-pointer items-center gap-4 rounded-3xl border bg-navy-800 p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-300',
                checked ? 'border-amber-400 bg-navy-700' : 'border-navy-600/60 hover:border-amber-400/50',
              )}
            >
              <input
                type="radio"
                name="feeling"
                value={feeling.value}
                checked={checked}
                onChange={() => setSelected(feeling.value)}
                className="sr-only"
              />
              <IconTile size="lg" className={feeling.colorClass}>
                <Icon aria-hidden="true" />
              </IconTile>
              <span className="flex min-w-0 flex-col">
                <span className="font-bold text-ink">{feeling.label}</span>
                <span className="text-sm text-ink-muted">{feeling.description}</span>
              </span>
              <span
                aria-hidden="true"
                className={cn(
                  'ml-auto grid size-5 shrink-0 place-items-center rounded-full border-2',
                  checked ? 'border-amber-400' : 'border-navy-600',
                )}
              >
                {checked ? <span className="size-2.5 rounded-full bg-amber-400" /> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
    </DiaryStep>
  );
}

export function DailyReasonScreen() {
  const navigate = useNavigate();
  const { draft, updateDraft } = useDiaryDraft();
  const createEntry = useCreateDiaryEntry();
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  return (
    <DiaryStep
      step={3}
      title="¿Qué pasó?"
      intro="Escribe con calma lo que quieras contar. Nadie más lo verá."
      back={{ label: 'Atrás', onClick: () => navigate(paths.dailyEmotion.getHref()) }}
      next={{
        label: 'Siguiente',
        onClick: () => {
          const description = draft.description.trim();
          if (!description) {
            setError(diaryMessages.descriptionRequired);
            document.getElementById(fieldId)?.focus();
            return;
          }
          // A new key for each entry sent from here; "Volver a intentar" reuses it.
          updateDraft({ description, aiResponse: null, adviceSource: null, saveError: null, clientKey: newEntryKey(), queued: false });
          createEntry.mutate({ feeling: draft.feeling, description, audioUrl: draft.audioUrl, ...(draft.tags.length > 0 ? { tags: draft.tags } : {}) });
          navigate(paths.dailyTips.getHref());
        },
      }}
    >
      <div className="flex flex-col gap-2">
        <label htmlFor={fieldId} className="font-semibold text-ink">
          ¿Qué pasó?
        </label>
        <textarea
          id={fieldId}
          value={draft.description}
          onChange={(event) => {
            updateDraft({ description: event.target.value });
            if (error && event.target.value.trim()) setError(null);
          }}
          placeholder="Escribe algo aquí..."
          rows={8}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'min-h-40 w-full resize-y rounded-2xl border bg-navy-800 p-4 text-ink placeholder:text-ink-muted/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-300',
            error ? 'border-rose-400' : 'border-navy-600',
          )}
        />
        {error ? (
          <FieldError id={errorId}>{error}</FieldError>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <VoiceRecorder />
      </Suspense>
      <TagPicker value={draft.tags} onChange={(tags) => updateDraft({ tags })} />
    </DiaryStep>
  );
}

export function DailyTipsScreen() {
  const navigate = useNavigate();
  const { draft, updateDraft } = useDiaryDraft();
  const createEntry = useCreateDiaryEntry();
  const isLoading = useIsCreatingDiaryEntry();
  const feeling = getFeeling(draft.feeling);
  const Icon = feeling.icon;
  const isCrisis = draft.adviceSource === 'crisis';
  const reply = draft.aiResponse?.trim() ? draft.aiResponse : null;
  // Sent meanwhile from elsewhere (another tab, a restart): its advice is with it in the diary.
  const waitingOnDevice = draft.queued && draft.clientKey !== null && isDiaryEntryQueued(draft.clientKey);

  return (
    <DiaryStep
      step={4}
      title="Consejos"
      back={{ label: 'Atrás', onClick: () => navigate(paths.dailyReason.getHref()), disabled: isLoading }}
      next={{ label: 'Siguiente', onClick: () => navigate(paths.dailyFinish.getHref()), disabled: isLoading }}
    >
      <Card className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <IconTile className={cn('[&_svg]:size-6', feeling.colorClass)}>
            <Icon aria-hidden="true" />
          </IconTile>
          <p className="text-ink">
            Hoy te sientes: <strong className="font-bold">{feeling.label}</strong>
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <h2 className="font-bold text-amber-200">Tu entrada:</h2>
          <p className="whitespace-pre-wrap break-words text-ink">{draft.description}</p>
        </div>
      </Card>

      <section aria-labelledby="diary-comment" aria-busy={isLoading}>
        <h2 id="diary-comment" className="mb-2 flex items-center gap-2 font-bold text-amber-200">
          <Sparkles aria-hidden="true" className="size-5" />
          Comentario:
        </h2>
        {isLoading ? (
          <Card role="status" className="text-ink-muted">
            Cargando respuesta...
          </Card>
        ) : reply && isCrisis ? (
          <div className="flex flex-col gap-2">
            <div role="alert" className="rounded-3xl border-2 border-amber-300 bg-navy-950 p-5 text-ink shadow-lg shadow-black/30">
              <p className="mb-3 flex items-center gap-2 font-bold text-amber-200">
                <HeartHandshake aria-hidden="true" className="size-5 shrink-0" />
                Hay personas que pueden ayudarte ahora mismo.
              </p>
              <Markdown content={reply} className="text-lg" />
              <Button onClick={openHelpSheet} className="mt-4 w-full sm:w-auto">
                <LifeBuoy aria-hidden="true" />
                Abrir Ayuda
              </Button>
            </div>
            <AdviceLabel source="crisis" />
          </div>
        ) : reply ? (
          <div className="flex flex-col gap-2">
            <Card>
              <Markdown content={reply} />
            </Card>
            <AdviceLabel source={draft.adviceSource} />
          </div>
        ) : draft.queued ? (
          <Card role="status" className="flex items-start gap-3 text-ink">
            <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-200" />
            {waitingOnDevice ? (
              <p>
                <strong className="font-bold">Guardado en este dispositivo.</strong> Cuando vuelvas a tener conexión, enviaremos tu entrada y te
                daremos un consejo.
              </p>
            ) : (
              <p>Tu entrada ya se ha enviado. Encontrarás su consejo junto a ella en tu diario.</p>
            )}
          </Card>
        ) : (
          <div className="flex flex-col gap-3">
            {draft.saveError ? (
              <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl border border-rose-400/70 bg-navy-800 p-5 text-ink">
                <p>{draft.saveError}</p>
                <Button
                  variant="secondary"
                  onClick={() => {
                    updateDraft({ saveError: null });
                    createEntry.mutate({ feeling: draft.feeling, description: draft.description, audioUrl: draft.audioUrl, ...(draft.tags.length > 0 ? { tags: draft.tags } : {}) });
                  }}
                >
                  Volver a intentar
                </Button>
              </div>
            ) : null}
            <Card className="text-ink-muted">No hay respuesta aún.</Card>
          </div>
        )}
      </section>
    </DiaryStep>
  );
}

export function DailyFinishScreen() {
  const navigate = useNavigate();
  const { clearDraft } = useDiaryDraft();
  return (
    <DiaryStep
      step={5}
      title="¡Bien hecho!"
      pageTitle="Registro completado"
      back={{ label: 'Atrás', onClick: () => navigate(paths.dailyTips.getHref()) }}
      next={{
        label: 'Finalizar',
        onClick: () => {
          clearDraft();
          navigate(paths.home.getHref());
        },
      }}
    >
      <Card className="flex flex-col items-center gap-4 py-10 text-center">
        <span className="text-5xl" aria-hidden="true">
          🌱
        </span>
        <p className="max-w-md text-ink-muted">
          Gracias por tomarte este momento para ti. Registrar cómo te sientes es un paso valioso para conocerte y
          cuidarte. ¡Vuelve mañana!
        </p>
      </Card>
    </DiaryStep>
  );
}
