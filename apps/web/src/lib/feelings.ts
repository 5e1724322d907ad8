import type { Feeling } from '@sendero/shared';
import { Annoyed, Frown, Laugh, type LucideIcon, Meh, Smile } from 'lucide-react';

export type FeelingOption = {
  value: Feeling;
  label: string;
  description: string;
  emoji: string;
  icon: LucideIcon;
  /** Tailwind classes for the icon badge: a soft tint that keeps contrast on dark navy. */
  colorClass: string;
  /** The same hue, solid, for bars in charts. */
  barClass: string;
};

/** The five feelings of the diary, from best to hardest (docs/product.md#diary Feeling). */
export const feelings: readonly FeelingOption[] = [
  {
    value: 'GREAT',
    label: 'Excelente',
    description: 'Te sientes con energía y en paz. ¡Qué bonito día!',
    emoji: '😄',
    icon: Laugh,
    colorClass: 'bg-emerald-400/15 text-emerald-300',
    barClass: 'bg-emerald-300',
  },
  {
    value: 'GOOD',
    label: 'Bien',
    description: 'Un buen día, con calma y momentos agradables.',
    emoji: '🙂',
    icon: Smile,
    colorClass: 'bg-sky-400/15 text-sky-300',
    barClass: 'bg-sky-300',
  },
  {
    value: 'NEUTRAL',
    label: 'Neutral',
    description: 'Ni bien ni mal: un día tranquilo, sin grandes cambios.',
    emoji: '😐',
    icon: Meh,
    colorClass: 'bg-amber-400/15 text-amber-200',
    barClass: 'bg-amber-200',
  },
  {
    value: 'BAD',
    label: 'Mal',
    description: 'Algo te pesa hoy. Está bien no estar bien.',
    emoji: '🙁',
    icon: Frown,
    colorClass: 'bg-orange-400/15 text-orange-300',
    barClass: 'bg-orange-300',
  },
  {
    value: 'TERRIBLE',
    label: 'Terrible',
    description: 'Un día muy difícil. No estás solo: vamos paso a paso.',
    emoji: '😢',
    icon: Annoyed,
    colorClass: 'bg-rose-400/15 text-rose-300',
    barClass: 'bg-rose-300',
  },
];

export function getFeeling(value: Feeling): FeelingOption {
  return feelings.find((feeling) => feeling.value === value) ?? feelings[0]!;
}
