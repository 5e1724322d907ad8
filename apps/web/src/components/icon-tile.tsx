import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const sizes = {
  sm: 'size-10 rounded-xl [&_svg]:size-5',
  md: 'size-11 rounded-2xl [&_svg]:size-5',
  lg: 'size-12 rounded-2xl [&_svg]:size-6',
  xl: 'size-14 rounded-2xl [&_svg]:size-7',
};

const tones = {
  quiet: 'bg-navy-700 text-amber-300',
  bright: 'bg-amber-400 text-navy-950',
};

/** An icon on a rounded square, as lists, cards and empty states lead with; `className` recolours it. */
export function IconTile({
  size = 'md',
  tone = 'quiet',
  className,
  children,
}: {
  size?: keyof typeof sizes;
  tone?: keyof typeof tones;
  className?: string;
  /** The icon, hidden from screen readers: the text beside it says what it means. */
  children: ReactNode;
}) {
  return <span className={cn('grid shrink-0 place-items-center', sizes[size], tones[tone], className)}>{children}</span>;
}
