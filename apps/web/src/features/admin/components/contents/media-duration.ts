/**
 * Reads an audio or video file's length with a media element that is never shown: the browser
 * decodes only the metadata. Whole seconds, rounded down (docs/product.md#learning).
 */
export function readMediaDuration(file: File, kind: 'audio' | 'video'): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const element = document.createElement(kind);
    element.preload = 'metadata';
    const url = URL.createObjectURL(file);
    element.addEventListener(
      'loadedmetadata',
      () => {
        const seconds = element.duration;
        URL.revokeObjectURL(url);
        if (Number.isFinite(seconds)) resolve(Math.floor(seconds));
        else reject(new Error('Media duration unknown'));
      },
      { once: true },
    );
    element.addEventListener(
      'error',
      () => {
        URL.revokeObjectURL(url);
        reject(new Error('Media metadata could not be read'));
      },
      { once: true },
    );
    element.src = url;
  });
}
