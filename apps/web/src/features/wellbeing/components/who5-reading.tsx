import { WHO5_LOW_PERCENT, who5Band } from '@sendero/shared';
import type { ReactNode } from 'react';

/** What the 0–100 scale means, said the same way wherever a score shows. */
export function Who5Scale() {
  return (
    <p className="text-ink-muted">
      La puntuación va de 0 a 100: cuanto más alta, mayor bienestar. Una puntuación de {WHO5_LOW_PERCENT} o menos suele indicar un bienestar bajo, y merece la
      pena hablar de ello con un profesional. No es un diagnóstico: es una forma de ver cómo has estado las últimas dos semanas.
    </p>
  );
}

/**
 * The plain-Spanish reading of one score, chosen by the WHO-5's published cut-offs only (decision
 * 034). A very low score also shows `crisisLines`, the lines the safety feature shows elsewhere.
 */
export function Who5Reading({ percentScore, crisisLines, headingLevel = 2 }: { percentScore: number; crisisLines?: ReactNode; headingLevel?: 2 | 3 }) {
  const band = who5Band(percentScore);
  const Heading = `h${headingLevel}` as const;
  if (band === 'other') {
    return (
      <p className="text-ink">
        Está por encima de {WHO5_LOW_PERCENT}: no apunta a un bienestar bajo. Si algo cambia, puedes volver a responder cuando quieras.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="who5-low-reading">
      <p className="text-ink">
        {band === 'veryLow'
          ? 'Es una puntuación muy baja: suele indicar que estas semanas han sido muy difíciles. Te animamos a hablar de ello pronto con un profesional, como tu médico de cabecera o una psicóloga o un psicólogo.'
          : `Es una puntuación de ${WHO5_LOW_PERCENT} o menos: suele indicar un bienestar bajo. Vale la pena que lo hables con un profesional, como tu médico de cabecera o una psicóloga o un psicólogo.`}{' '}
        No es un diagnóstico.
      </p>
      {band === 'veryLow' && crisisLines ? (
        <section aria-labelledby="who5-crisis-heading" className="flex flex-col gap-3 rounded-3xl border border-rose-300/40 bg-navy-900/60 p-4">
          <Heading id="who5-crisis-heading" className="font-bold text-ink">
            Si ahora mismo lo estás pasando muy mal, no tienes que esperar: puedes llamar ya
          </Heading>
          {crisisLines}
        </section>
      ) : null}
    </div>
  );
}
