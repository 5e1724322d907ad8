import { formatDuration, type CompletionResult, type Content } from '@sendero/shared';
import { CircleCheck, Clock, Compass, Heart, MessageCircle, Share2, Sparkles } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { ContentTypeIcon, contentTypeLabels } from '@/components/content-type';
import { ScreenHeader } from '@/components/screen-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useCompleteContent, useSaveQuizResponses } from '../api/update-interaction';
import { useContentVisit } from '../hooks/use-content-visit';
import { ActionButton } from './action-button';
import { ContentViewer } from './content-viewer';
import type { QuizAnswer } from './quiz';

type ContentScreenProps = {
  routeId: string;
  contentId: string;
  /** The route's contents in list order; undefined while loading. */
  contents: Content[] | undefined;
  isLoading: boolean;
  routeTitle?: string;
  /** The route's progress id, starting the route first when it has none. */
  ensureRouteProgress: () => Promise<string>;
  /** After a completion, for what else must reload (the routes list). */
  onCompleted?: (result: CompletionResult) => void;
};

function ContentMeta({ content }: { content: Content }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-800 px-3 py-1.5 text-ink">
          <ContentTypeIcon type={content.type} className="size-4 text-amber-300" />
          {contentTypeLabels[content.type]}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-navy-800 px-3 py-1.5 text-ink">
          <Clock aria-hidden="true" className="size-4 text-amber-300" />
          <span className="sr-only">Duración: </span>
          {formatDuration(content.duration)}
        </span>
      </p>
      {content.completed ? (
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-amber-300">
          <CircleCheck aria-hidden="true" className="size-5" />
          Completado
        </p>
      ) : (
        <p className="inline-flex items-center gap-1.5 text-sm font-bold text-amber-200">
          <Sparkles aria-hidden="true" className="size-4" />+{content.points} {content.points === 1 ? 'punto' : 'puntos'}
        </p>
      )}
    </div>
  );
}

/** The favourite, comment and share buttons: shown, and on purpose without an action (spec §2). */
function SocialButtons() {
  const buttons = [
    { label: 'Favorito', icon: Heart },
    { label: 'Comentar', icon: MessageCircle },
    { label: 'Compartir', icon: Share2 },
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

/** /route/{routeId}/content/{contentId} (spec §2). */
export function ContentScreen({
  routeId,
  contentId,
  contents,
  isLoading,
  routeTitle,
  ensureRouteProgress,
  onCompleted,
}: ContentScreenProps) {
  const { user } = useSession();
  const points = user?.points ?? 0;
  const back = { href: paths.route.getHref(routeId), label: 'Volver a la ruta' };
  const content = contents?.find((item) => item.id === contentId);

  // The visit waits for everything the screen loads, so it knows whether the route has started.
  const getInteractionId = useContentVisit(isLoading ? undefined : content, ensureRouteProgress);
  const complete = useCompleteContent({ onCompleted });
  const saveQuiz = useSaveQuizResponses();
  const { mutateAsync: saveQuizAsync } = saveQuiz;
  const onSaveQuiz = useCallback(
    (responses: QuizAnswer[]) => saveQuizAsync({ contentId, getInteractionId, responses }),
    [saveQuizAsync, contentId, getInteractionId],
  );

  if (isLoading) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader
          title={
            <>
              <span className="sr-only">Cargando contenido...</span>
              <Skeleton className="h-8 w-3/5" />
            </>
          } points={points} back={back} />
        <Skeleton className="h-9 w-48 rounded-full" />
        <Skeleton className="h-72 rounded-3xl" />
      </div>
    );
  }

  if (!content || !contents) {
    return (
      <div className="flex flex-col gap-6">
        <ScreenHeader title="Contenido no encontrado" points={points} back={back} />
        <Card className="flex flex-col items-center gap-4 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-navy-700 text-amber-300">
            <Compass aria-hidden="true" className="size-7" />
          </span>
          <p className="text-lg font-semibold">No encontramos este contenido.</p>
          <Link to={back.href} className={buttonVariants({ variant: 'secondary' })}>
            Volver a la ruta
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <article className="flex flex-col gap-5">
      <ScreenHeader title={content.title} points={points} back={back} eyebrow={routeTitle} />
      <ContentMeta content={content} />
      <Card className="p-4 sm:p-6">
        <ContentViewer key={content.id} content={content} onSaveQuiz={onSaveQuiz} />
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
