import { formatDuration, type Content } from '@sendero/shared';
import { CircleCheck, Clock, Heart, MessageCircle, Share2, Sparkles } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { useProfile } from '@/api/profile';
import { ContentTypeIcon, contentTypeLabels } from '@/components/content-type';
import { NotFoundCard } from '@/components/not-found-card';
import { formatPoints } from '@/components/points-badge';
import { LoadingTitle, ScreenHeader } from '@/components/screen-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCompleteContent, useSaveQuizResponses } from '../api/update-interaction';
import { useContentVisit } from '../hooks/use-content-visit';
import { ActionButton } from './action-button';
import { ContentViewer } from './content-viewer';
import type { QuizAnswer } from './quiz';
import { useMessages } from '@/lib/i18n';
import { contentsText } from '../contents.messages';

type ContentScreenProps = {
  routeId: string;
  contentId: string;
  /** The route's contents in list order; undefined while loading. */
  contents: Content[] | undefined;
  isLoading: boolean;
  routeTitle?: string;
  /** The route's progress id, starting the route first when it has none. */
  ensureRouteProgress: () => Promise<string>;
  /** Draws the WHO-5 check for a WELLBEING_CHECK content (the wellbeing feature's form, passed in by the app). */
  renderWellbeingCheck?: () => ReactNode;
};

function ContentMeta({ content }: { content: Content }) {
  const t = useMessages(contentsText);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-800 px-3 py-1.5 text-ink">
          <ContentTypeIcon type={content.type} className="size-4 text-amber-300" />
          {contentTypeLabels[content.type]}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-800 px-3 py-1.5 text-ink">
          <Clock aria-hidden="true" className="size-4 text-amber-300" />
          <span className="sr-only">{t.duration}</span>
          {formatDuration(content.duration)}
        </span>
      </p>
      {content.completed ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-amber-300">
          <CircleCheck aria-hidden="true" className="size-5" />
          {t.completed}
        </p>
      ) : (
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-amber-200">
          <Sparkles aria-hidden="true" className="size-4" />+{formatPoints(content.points)}
        </p>
      )}
    </div>
  );
}

/** The favourite, comment and share buttons: shown, and on purpose without an action (docs/product.md#screens). */
function SocialButtons() {
  const t = useMessages(contentsText);
  const buttons = [
    { label: t.favourite, icon: Heart },
    { label: t.comment, icon: MessageCircle },
    { label: t.share, icon: Share2 },
  ];
  return (
    <div className="flex items-center justify-center gap-2">
      {buttons.map(({ label, icon: Icon }) => (
        <Button key={label} variant="ghost" size="icon" aria-label={label} title={label} className="text-ink-muted hover:text-ink">
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}

/** /route/{routeId}/content/{contentId} (docs/product.md#screens). */
export function ContentScreen({ routeId, contentId, contents, isLoading, routeTitle, ensureRouteProgress, renderWellbeingCheck }: ContentScreenProps) {
  const t = useMessages(contentsText);
  const user = useProfile();
  const points = user?.points ?? 0;
  const back = { href: paths.route.getHref(routeId), label: t.backToRoute };
  const content = contents?.find((item) => item.id === contentId);

  // The visit waits for everything the screen loads, so it knows whether the route has started.
  const getInteractionId = useContentVisit(isLoading ? undefined : content, ensureRouteProgress);
  const complete = useCompleteContent();
  const saveQuiz = useSaveQuizResponses();
  const { mutateAsync: saveQuizAsync } = saveQuiz;
  const onSaveQuiz = useCallback(
    (responses: QuizAnswer[]) => saveQuizAsync({ contentId, getInteractionId, responses }),
    [saveQuizAsync, contentId, getInteractionId],
  );

  if (isLoading) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader title={<LoadingTitle label={t.loadingContent} />} points={points} back={back} />
        <Skeleton className="h-9 w-48 rounded-full" />
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    );
  }

  if (!content || !contents) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader title={t.contentNotFound} points={points} back={back} />
        <NotFoundCard text={t.noSuchContent} back={back} />
      </div>
    );
  }

  return (
    <article className="flex flex-col gap-5">
      <ScreenHeader title={content.title} points={points} back={back} eyebrow={routeTitle} />
      <ContentMeta content={content} />
      <Card className="p-4 sm:p-6">
        <ContentViewer
          key={content.id}
          content={content}
          onSaveQuiz={onSaveQuiz}
          wellbeingCheck={content.type === 'WELLBEING_CHECK' ? renderWellbeingCheck?.() : undefined}
        />
      </Card>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SocialButtons />
        <ActionButton
          contents={contents}
          content={content}
          isCompleting={complete.isPending}
          onComplete={() => complete.mutate({ contentId: content.id, getInteractionId })}
        />
      </div>
    </article>
  );
}
