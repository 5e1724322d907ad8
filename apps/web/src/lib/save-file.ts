/**
 * Hands a file made in memory (the data export, the professional summary PDF, a group report) to the browser to
 * save under `fileName`: the data goes from our API to the person's device and nowhere else.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
