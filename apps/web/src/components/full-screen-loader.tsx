import { Spinner } from './ui/spinner';

export function FullScreenLoader() {
  return (
    <main className="grid min-h-dvh place-items-center bg-navy-900 p-6">
      <Spinner />
    </main>
  );
}
