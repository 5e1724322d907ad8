import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { SessionProvider } from '@/api/session';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createTestQueryClient()}>
      <SessionProvider>{children}</SessionProvider>
      <Toaster />
    </QueryClientProvider>
  );
}

/** Renders `ui` with a fresh query client and the toaster, without a session; returns the client. */
export function renderWithQueryClient(ui: ReactElement) {
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

/** Renders `ui` at `path` inside the app's providers (opened at `url`, e.g. with a query); other paths render their name. */
export function renderAtPath(ui: ReactElement, { path = '/', url, otherPaths = [] as string[] }: { path?: string; url?: string; otherPaths?: string[] } = {}) {
  const router = createMemoryRouter([{ path, element: ui }, ...otherPaths.map((other) => ({ path: other, element: <p>Página {other}</p> }))], {
    initialEntries: [url ?? path],
  });
  return { router, ...render(<RouterProvider router={router} />, { wrapper: TestProviders }) };
}
