import type { AdviceSource } from '@sendero/shared';
import { Bot, ShieldCheck } from 'lucide-react';

const labels: Record<Exclude<AdviceSource, 'none'>, string> = {
  model: 'Respuesta automática generada por IA. No es una persona ni sustituye a un profesional.',
  builtin: 'Sugerencia automática de Sendero, escrita sin IA. No es una persona ni sustituye a un profesional.',
  crisis: 'Mensaje automático de Sendero. Al otro lado de estas líneas sí hay personas, preparadas para escucharte.',
};

/** Says plainly, outside the advice itself, that the reply is automatic and who wrote it. */
export function AdviceLabel({ source }: { source: AdviceSource | null }) {
  if (!source || source === 'none') return null;
  const Icon = source === 'crisis' ? ShieldCheck : Bot;
  return (
    <p className="flex items-start gap-2 text-sm text-ink-muted">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {labels[source]}
    </p>
  );
}
