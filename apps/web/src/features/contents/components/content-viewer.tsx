import type { Content } from '@sendero/shared';
import type { ReactNode } from 'react';
import { AudioPlayer } from './audio-player';
import { ImageViewer } from './image-viewer';
import { Quiz, type QuizAnswer } from './quiz';
import { ContentNote, ReadingViewer } from './reading-viewer';
import { VideoPlayer } from './video-player';

type ContentViewerProps = {
  content: Content;
  onSaveQuiz: (responses: QuizAnswer[]) => Promise<unknown>;
  /** The WHO-5 check's form for a WELLBEING_CHECK content (the wellbeing feature's, composed in by the app). */
  wellbeingCheck?: ReactNode;
};

/** The player or viewer for a content's type (docs/product.md#screens). */
export function ContentViewer({ content, onSaveQuiz, wellbeingCheck }: ContentViewerProps) {
  switch (content.type) {
    case 'READING':
      return <ReadingViewer text={content.content} />;
    case 'IMAGE':
      return <ImageViewer content={content} />;
    case 'VIDEO':
      return <VideoPlayer content={content} />;
    case 'AUDIO':
      return (
        <div>
          <AudioPlayer src={content.file?.url ?? null} title={content.title} subtitles={content.subtitles} duration={content.duration} />
          <ContentNote text={content.content} />
        </div>
      );
    case 'QUIZ':
      return (
        <div className="flex flex-col gap-6">
          <ContentNote text={content.content} />
          <Quiz quizData={content.quizData} quizResponses={content.quizResponses} onSave={onSaveQuiz} />
        </div>
      );
    case 'WELLBEING_CHECK':
      return (
        <div className="flex flex-col gap-6">
          <ContentNote text={content.content} />
          {wellbeingCheck}
        </div>
      );
  }
}
