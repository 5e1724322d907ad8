import { useEffect, useState } from 'react';

/** The link as a QR code for a phone's camera; the library loads only when a code is shown. */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M', color: { dark: '#0f1b2d', light: '#ffffff' } }))
      .then((made) => live && setSvg(made))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return null;
  return (
    <div
      role="img"
      aria-label={label}
      className="size-44 overflow-hidden rounded-2xl bg-white p-1 [&_svg]:size-full"
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
