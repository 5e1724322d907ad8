import { lazy, Suspense, useEffect } from 'react';
import { cn } from '@/lib/cn';

// The markdown stack weighs about as much as the rest of the vendor code: it loads with the
// first screen that shows markdown, not with the app.
const MarkdownRenderer = lazy(() => import('./markdown-renderer'));

function MarkdownLoading() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 py-1">
      {['w-full', 'w-11/12', 'w-4/5'].map((width) => (
        <div key={width} className={cn('h-4 animate-pulse rounded-full bg-navy-700/70 [animation-duration:2s]', width)} />
      ))}
    </div>
  );
}

/** Markdown as the app shows it. With no content it logs an error and shows nothing (docs/product.md#api-rules). */
export function Markdown({ content, className }: { content: string | null | undefined; className?: string }) {
  const isEmpty = !content?.trim();
  useEffect(() => {
    if (isEmpty) console.error('Markdown: no content to show');
  }, [isEmpty]);
  if (isEmpty || !content) return null;
  return (
    <div className={cn('markdown', className)}>
      <Suspense fallback={<MarkdownLoading />}>
        <MarkdownRenderer content={content} />
      </Suspense>
    </div>
  );
}
