import { useEffect, useRef, type ReactNode } from 'react';
import { usePageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';

export const DIARY_STEPS = 5;

/** `describedBy`: what says why the button waits (a disabled button alone says nothing). */
type NavAction = { label: string; onClick: () => void; disabled?: boolean; describedBy?: string | undefined };

type DiaryStepProps = {
  step: number;
  title: string;
  /** The document title; the heading when not given. */
  pageTitle?: string;
  intro?: ReactNode;
  back: NavAction;
  next: NavAction;
  /** A line above the buttons, e.g. what is missing before Siguiente. */
  hint?: ReactNode;
  children?: ReactNode;
};

/** One screen of the diary flow: progress, the h1, the content and Atrás / Siguiente. */
export function DiaryStep({ step, title, pageTitle, intro, back, next, hint, children }: DiaryStepProps) {
  usePageTitle(pageTitle ?? title);
  // Each step is a new screen: focus goes to its heading, so a screen reader reads where it is
  // and the next Tab starts from the top of the step, not from the body.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold text-amber-200">
          Paso {step} de {DIARY_STEPS}
        </p>
        <div
          role="progressbar"
          aria-label="Progreso del registro"
          aria-valuemin={1}
          aria-valuemax={DIARY_STEPS}
          aria-valuenow={step}
          className="h-1.5 w-full overflow-hidden rounded-full bg-navy-700"
        >
          <div className="h-full rounded-full bg-amber-400 transition-all" style={{ width: `${(step / DIARY_STEPS) * 100}%` }} />
        </div>
        <h1 ref={heading} tabIndex={-1} className="text-2xl leading-tight font-extrabold tracking-tight text-balance focus:outline-none sm:text-3xl">
          {title}
        </h1>
        {intro ? <div className="text-ink-muted">{intro}</div> : null}
      </div>
      {children}
      {/*
        Sticky at the bottom of the screen (the layout hides the tab bar during the flow), so
        Siguiente is always in reach and never under anything, however long the step.
      */}
      <div className="sticky bottom-0 z-30 -mx-5 flex flex-col gap-2 border-t border-navy-700 bg-navy-900/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:mx-0 sm:rounded-t-3xl sm:px-0">
        {hint ? <p className="text-center text-sm text-ink-muted sm:text-right">{hint}</p> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={back.onClick} disabled={back.disabled} aria-describedby={back.describedBy} className="sm:min-w-32">
            {back.label}
          </Button>
          <Button onClick={next.onClick} disabled={next.disabled} aria-describedby={next.describedBy} className="sm:min-w-32">
            {next.label}
          </Button>
        </div>
      </div>
    </div>
  );
}
