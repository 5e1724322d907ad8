import { useSyncExternalStore } from 'react';

// Whether the "Ayuda" sheet is open. Any screen may open it (the crisis reply does), while the
// signed-in layout draws it: a tiny store in lib keeps features from importing each other.
let open = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  open = value;
  for (const listener of listeners) listener();
}

export const openHelpSheet = () => set(true);
export const setHelpSheetOpen = (value: boolean) => set(value);

export function useHelpSheetOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
  );
}
