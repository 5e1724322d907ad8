import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { forgetStartRequests } from '@/lib/start-requests';
import { AppProvider, createQueryClient } from './provider';
import { createRouter } from './router';

type AppParts = { queryClient: QueryClient; router: ReturnType<typeof createRouter> };

/**
 * The query client and the router, made before React's first render: the requests they start (the
 * profile, the routes list, the first page's code) leave in the task that runs the entry script,
 * instead of after the first render, which takes a third of a second on a slow phone.
 */
export function createApp(): AppParts {
  const queryClient = createQueryClient();
  // The profile and routes requests begun before the app arrived were taken just now, or never will be.
  forgetStartRequests();
  return { queryClient, router: createRouter() };
}

export function App({ queryClient, router }: AppParts) {
  return (
    <AppProvider queryClient={queryClient} screens={router}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
