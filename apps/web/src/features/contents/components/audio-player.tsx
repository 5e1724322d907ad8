import type { Subtitle } from '@sendero/shared';
import { Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { EMPTY_CONTENT_MESSAGE } from './reading-viewer';
import { useMessages } from '@/lib/i18n';
import { contentsText } from '../contents.messages';
import { useAudioPlayback } from './use-audio-playback';

// docs/product.md#limits-and-constants.
export const SKIP_SECONDS = 10;
export { POSITION_POLL_MS } from './use-audio-playback';
export const MANUAL_SCROLL_PAUSE_MS = 3000;
export const SENTENCE_LEAD_SECONDS = 0.3;
/** How long scroll events after our own auto-scroll are taken as ours, not the person's. */
const AUTO_SCROLL_SETTLE_MS = 800;

/** The index of the sentence being spoken at `time` (start ≤ time < end), or -1. */
export function findCurrentSubtitleIndex(subtitles: Subtitle[], time: number): number {
  return subtitles.findIndex((subtitle) => subtitle.start <= time && time < subtitle.end);
}

/** 'm:ss', or 'h:mm:ss' past an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function rangeFill(value: number, max: number): CSSProperties {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return { '--fill': `${percent}%` } as CSSProperties;
}

/** A circular arrow with '10' inside it, as media players draw a 10-second skip. */
function SkipIcon({ icon }: { icon: ReactNode }) {
  return (
    <span aria-hidden="true" className="relative grid place-items-center">
      {icon}
      <span className="absolute text-[0.5rem] leading-none font-extrabold sm:text-[0.575rem]">{SKIP_SECONDS}</span>
    </span>
  );
}

type TranscriptProps = {
  subtitles: Subtitle[];
  currentIndex: number;
  onSelect: (subtitle: Subtitle) => void;
};

/**
 * The subtitles as sentences; the one being spoken is highlighted and kept in view. A scroll
 * by the person (wheel, touch, scrollbar) pauses the auto-scroll for 3 s (docs/product.md#limits-and-constants).
 */
function Transcript({ subtitles, currentIndex, onSelect }: TranscriptProps) {
  const t = useMessages(contentsText);
  const scroller = useRef<HTMLDivElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const [autoScrollPaused, setAutoScrollPaused] = useState(false);
  const timers = useRef<{ resume?: ReturnType<typeof setTimeout>; ownScrollUntil: number }>({ ownScrollUntil: 0 });

  useEffect(() => {
    const state = timers.current;
    return () => clearTimeout(state.resume);
  }, []);

  useEffect(() => {
    const container = scroller.current;
    const item = items.current[currentIndex];
    if (autoScrollPaused || !container || !item) return;
    const top = item.offsetTop - (container.clientHeight - item.offsetHeight) / 2;
    timers.current.ownScrollUntil = Date.now() + AUTO_SCROLL_SETTLE_MS;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (typeof container.scrollTo === 'function') container.scrollTo({ top, behavior: smooth ? 'smooth' : 'auto' });
    else container.scrollTop = top;
  }, [currentIndex, autoScrollPaused]);

  const pauseAutoScroll = useCallback(() => {
    setAutoScrollPaused(true);
    clearTimeout(timers.current.resume);
    timers.current.resume = setTimeout(() => setAutoScrollPaused(false), MANUAL_SCROLL_PAUSE_MS);
  }, []);

  return (
    <section aria-labelledby="transcript-heading" className="flex flex-col gap-3">
      <h2 id="transcript-heading" className="text-base font-bold">
        {t.transcript}
      </h2>
      <div
        ref={scroller}
        data-testid="transcript"
        onWheel={pauseAutoScroll}
        onTouchMove={pauseAutoScroll}
        onScroll={() => {
          if (Date.now() > timers.current.ownScrollUntil) pauseAutoScroll();
        }}
        className="relative max-h-64 overflow-y-auto overscroll-contain rounded-2xl bg-navy-950/50 p-2 sm:max-h-80"
      >
        <ol className="flex flex-col gap-1">
          {subtitles.map((subtitle, index) => {
            const isCurrent = index === currentIndex;
            return (
              <li key={`${subtitle.start}-${index}`}>
                <button
                  type="button"
                  ref={(element) => {
                    items.current[index] = element;
                  }}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => onSelect(subtitle)}
                  className={cn(
                    'w-full rounded-xl px-3 py-2 text-left leading-relaxed transition-colors',
                    isCurrent ? 'bg-amber-400/15 font-semibold text-amber-100' : 'text-ink-muted hover:bg-navy-700/60 hover:text-ink',
                  )}
                >
                  <span className="sr-only">{formatClock(subtitle.start)}: </span>
                  {subtitle.text}
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

/** The position: a slider to seek with, and the clock beside it (the slider says it aloud). */
function PositionSlider({ currentTime, duration, onSeek }: { currentTime: number; duration: number; onSeek: (time: number) => void }) {
  const t = useMessages(contentsText);
  return (
    <div className="flex flex-col gap-1.5">
      <input
        type="range"
        aria-label={t.position}
        aria-valuetext={t.positionOf({ current: formatClock(currentTime), total: formatClock(duration) })}
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(currentTime, duration || 0)}
        onChange={(event) => onSeek(Number(event.target.value))}
        style={rangeFill(currentTime, duration)}
        className="range w-full"
      />
      <p className="text-right text-xs font-semibold text-ink-muted tabular-nums sm:text-sm" aria-hidden="true">
        {formatClock(currentTime)} / {formatClock(duration)}
      </p>
    </div>
  );
}

type TransportButtonsProps = {
  isPlaying: boolean;
  onPlayPause: () => void;
  /** Moves the position by this many seconds (negative: back). */
  onSkip: (seconds: number) => void;
};

/** Back 10 s, play or pause, forward 10 s. */
function TransportButtons({ isPlaying, onPlayPause, onSkip }: TransportButtonsProps) {
  const t = useMessages(contentsText);
  const skipButton = 'grid size-11 place-items-center rounded-full text-ink transition-colors hover:bg-navy-700 sm:size-12 [&_svg]:size-7 sm:[&_svg]:size-8';
  return (
    <div className="flex items-center gap-3 sm:gap-4">
      <button type="button" aria-label={t.back10} onClick={() => onSkip(-SKIP_SECONDS)} className={skipButton}>
        <SkipIcon icon={<RotateCcw aria-hidden="true" />} />
      </button>
      <button
        type="button"
        aria-label={isPlaying ? t.pause : t.play}
        onClick={onPlayPause}
        className="grid size-14 place-items-center rounded-full bg-amber-400 text-navy-950 shadow-lg shadow-amber-400/20 transition-colors hover:bg-amber-300 sm:size-16 [&_svg]:size-6 sm:[&_svg]:size-7"
      >
        {isPlaying ? <Pause aria-hidden="true" fill="currentColor" /> : <Play aria-hidden="true" fill="currentColor" className="translate-x-0.5" />}
      </button>
      <button type="button" aria-label={t.forward10} onClick={() => onSkip(SKIP_SECONDS)} className={skipButton}>
        <SkipIcon icon={<RotateCw aria-hidden="true" />} />
      </button>
    </div>
  );
}

/** The volume, from 0 to 100; `onVolumeChange` gets it from 0 to 1, as the audio element takes it. */
function VolumeControl({ onVolumeChange }: { onVolumeChange: (level: number) => void }) {
  const t = useMessages(contentsText);
  const [volume, setVolume] = useState(100);
  return (
    <div className="flex w-full max-w-56 items-center gap-2 sm:w-48">
      {volume === 0 ? (
        <VolumeX aria-hidden="true" className="size-4 shrink-0 text-ink-muted sm:size-5" />
      ) : (
        <Volume2 aria-hidden="true" className="size-4 shrink-0 text-ink-muted sm:size-5" />
      )}
      <input
        type="range"
        aria-label={t.volume}
        min={0}
        max={100}
        step={1}
        value={volume}
        onChange={(event) => {
          const next = Number(event.target.value);
          setVolume(next);
          onVolumeChange(next / 100);
        }}
        style={rangeFill(volume, 100)}
        className="range w-full"
      />
    </div>
  );
}

type AudioPlayerProps = {
  src: string | null;
  title: string;
  subtitles: Subtitle[] | null;
  /** The content's duration in seconds, shown until the file's own is known. */
  duration: number;
};

/** A custom player (docs/product.md#learning): play/pause, ±10 s, seek, volume and a synced transcript. */
export function AudioPlayer({ src, title, subtitles, duration: knownDuration }: AudioPlayerProps) {
  const t = useMessages(contentsText);
  const { audio, isPlaying, currentTime, duration, seekTo, play, pause, setVolume, audioEvents } = useAudioPlayback(knownDuration);

  if (!src) return <p className="text-ink-muted">{EMPTY_CONTENT_MESSAGE}</p>;

  const currentIndex = subtitles ? findCurrentSubtitleIndex(subtitles, currentTime) : -1;

  return (
    <div className="flex flex-col gap-6">
      <audio ref={audio} src={src} preload="metadata" {...audioEvents} />

      <div role="group" aria-label={t.audioPlayer({ title })} className="flex flex-col gap-3 sm:gap-4">
        <PositionSlider currentTime={currentTime} duration={duration} onSeek={seekTo} />
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
          <TransportButtons
            isPlaying={isPlaying}
            onPlayPause={() => (isPlaying ? pause() : void play())}
            onSkip={(seconds) => seekTo((audio.current?.currentTime ?? 0) + seconds)}
          />
          <VolumeControl onVolumeChange={setVolume} />
        </div>
      </div>

      {subtitles && subtitles.length > 0 ? (
        <Transcript
          subtitles={subtitles}
          currentIndex={currentIndex}
          onSelect={(subtitle) => {
            seekTo(subtitle.start - SENTENCE_LEAD_SECONDS);
            void play();
          }}
        />
      ) : null}
    </div>
  );
}
