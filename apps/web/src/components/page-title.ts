import { useEffect } from 'react';

/** Sets the document title: 'Sendero' alone, or 'Iniciar sesión · Sendero'. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Sendero` : 'Sendero';
  }, [title]);
}
