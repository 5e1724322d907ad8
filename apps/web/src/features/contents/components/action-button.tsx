import type { Content } from '@sendero/shared';
import { ArrowRight, Check, Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { contentsText } from '../contents.messages';

export type ContentAction = { kind: 'complete' } | { kind: 'next'; href: string } | { kind: 'keep-learning'; href: string };

/**
 * What the action button does (docs/product.md#learning): an incomplete content is marked completed; a completed
 * one leads to the next content in list order, or, when it is the last, back to the routes.
 */
export function getContentAction(contents: Pick<Content, 'id'>[], content: Pick<Content, 'id' | 'routeId' | 'completed'>): ContentAction {
  if (!content.completed) return { kind: 'complete' };
  const index = contents.findIndex((item) => item.id === content.id);
  const next = index >= 0 ? contents[index + 1] : undefined;
  if (!next) return { kind: 'keep-learning', href: paths.routes.getHref() };
  return { kind: 'next', href: paths.content.getHref(content.routeId, next.id) };
}

type ActionButtonProps = {
  contents: Pick<Content, 'id'>[];
  content: Pick<Content, 'id' | 'routeId' | 'completed'>;
  onComplete: () => void;
  isCompleting?: boolean;
  className?: string;
};

export function ActionButton({ contents, content, onComplete, isCompleting = false, className }: ActionButtonProps) {
  const t = useMessages(contentsText);
  const action = getContentAction(contents, content);
  const classes = cn('w-full sm:w-auto', className);
  if (action.kind === 'complete') {
    return (
      <Button onClick={onComplete} disabled={isCompleting} aria-busy={isCompleting || undefined} className={classes}>
        <Check aria-hidden="true" />
        {t.markCompleted}
      </Button>
    );
  }
  return (
    <Link to={action.href} className={buttonVariants({ className: classes })}>
      {action.kind === 'next' ? (
        <>
          {t.nextContent}
          <ArrowRight aria-hidden="true" />
        </>
      ) : (
        <>
          <Compass aria-hidden="true" />
          {t.keepLearning}
        </>
      )}
    </Link>
  );
}
