import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/api-context';
import type { Api } from '../api/client';
import { cssVariablesResolver, theme } from './theme';

/** Everything a screen relies on: the theme, the query cache and the API client. */
export function AppProviders({ api, queryClient, children }: { api: Api; queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>{children}</ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
