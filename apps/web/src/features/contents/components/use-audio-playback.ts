import { useCallback, useEffect, useRef, useState, type AudioHTMLAttributes } from 'react';

// docs/product.md#limits-and-constants.
export const POSITION_POLL_MS = 100;

/**
 * The audio element's state as the player shows it: playing or not, the position and the length.
 * `audioEvents` go on the <audio> element, so the state follows what the element itself does.
 */
export function useAudioPlayback(knownDuration: number) {
  const audio = useRef<HTMLAudioElement>(null);
  const ended = useRef(false);
  const [isPlaying, setIsPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration);

  // The transcript follows the position, read every 100 ms while playing (docs/product.md#limits-and-constants).
  useEffect(() => {
    if (!isPlaying) return;
    const timer = setInterval(() => {
      if (audio.current) setCurrentTime(audio.current.currentTime);
    }, POSITION_POLL_MS);
    return () => clearInterval(timer);
  }, [isPlaying]);

  const seekTo = useCallback(
    (time: number) => {
      const element = audio.current;
      if (!element) return;
      const limit = Number.isFinite(element.duration) && element.duration > 0 ? element.duration : duration;
      const target = Math.min(Math.max(0, time), limit);
      element.currentTime = target;
      ended.current = false;
      setCurrentTime(target);
    },
    [duration],
  );

  const play = useCallback(async () => {
    const element = audio.current;
    if (!element) return;
    // Play after the end starts again from 0 (docs/product.md#learning).
    if (ended.current || element.ended) {
      element.currentTime = 0;
      ended.current = false;
      setCurrentTime(0);
    }
    try {
      await element.play();
      setIsPlaying(true);
    } catch (error) {
      console.error('Audio playback failed', error);
      setIsPlaying(false);
    }
  }, []);

  const pause = useCallback(() => {
    audio.current?.pause();
    setIsPlaying(false);
  }, []);

  const setVolume = useCallback((level: number) => {
    if (audio.current) audio.current.volume = level;
  }, []);

  const audioEvents: AudioHTMLAttributes<HTMLAudioElement> = {
    onLoadedMetadata: (event) => {
      const fileDuration = event.currentTarget.duration;
      if (Number.isFinite(fileDuration) && fileDuration > 0) setDuration(fileDuration);
    },
    onPlay: () => setIsPlaying(true),
    onPause: () => setIsPlaying(false),
    onEnded: (event) => {
      ended.current = true;
      setIsPlaying(false);
      setCurrentTime(event.currentTarget.currentTime);
    },
    onSeeked: (event) => setCurrentTime(event.currentTarget.currentTime),
    onError: (event) => console.error('Audio load failed', event.currentTarget.error ?? event.type),
  };

  return { audio, isPlaying, currentTime, duration, seekTo, play, pause, setVolume, audioEvents };
}
