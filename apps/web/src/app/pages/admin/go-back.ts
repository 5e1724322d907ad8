import { useNavigate, useLocation } from 'react-router';

/**
 * 'Guardar' returns to the previous page (docs/product.md#api-rules). A page opened directly has no previous page
 * in the app, so it goes to `fallback` instead of leaving the app.
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    if (location.key === 'default') void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}
