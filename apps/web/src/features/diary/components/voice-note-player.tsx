import { VOICE_NOTE_URL_PREFIX } from '@sendero/shared';
import { Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { API_BASE, apiDownload } from '@/lib/api-client';
import { logFailure } from '@/lib/log-failure';

/**
 * A record's voice note. It is health data, served only with the owner's token: it is fetched
 * with the bearer on the first tap (not for every card of the list) into a Blob URL for the
 * player. A recording kept as a public `/files/…` URL (older records) plays from there.
 */
export function VoiceNotePlayer({ audioUrl, label }: { audioUrl: string; label: string }) {
  const isPrivate = audioUrl.startsWith(VOICE_NOTE_URL_PREFIX);
  const [src, setSrc] = useState<string | null>(isPrivate ? null : audioUrl);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  // The Blob URL lives as long as the card.
  useEffect(() => () => (src?.startsWith('blob:') ? URL.revokeObjectURL(src) : undefined), [src]);

  const load = async () => {
    setState('loading');
    try {
      const blob = await apiDownload(audioUrl.slice(API_BASE.length));
      setSrc(URL.createObjectURL(blob));
      setState('idle');
    } catch (error) {
      logFailure('Voice note load failed')(error);
      setState('failed');
    }
  };

  return (
    <section aria-label="Nota de voz" className="mt-3 flex flex-col gap-2">
      {src ? (
        <audio controls autoPlay={isPrivate} preload="none" src={src} className="w-full" aria-label={label}>
          Tu navegador no puede reproducir la nota de voz.
        </audio>
      ) : (
        <Button variant="secondary" size="sm" onClick={() => void load()} disabled={state === 'loading'} className="self-start" aria-busy={state === 'loading'}>
          <Play aria-hidden="true" />
          {state === 'loading' ? 'Cargando la nota de voz…' : 'Escuchar nota de voz'}
        </Button>
      )}
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-rose-300">
          No pudimos cargar la nota de voz. Inténtalo de nuevo en un momento.
        </p>
      ) : null}
    </section>
  );
}
