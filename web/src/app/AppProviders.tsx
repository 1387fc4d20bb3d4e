import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiProvider } from '../api/api-context';
import type { Api } from '../api/client';
import { cssVariablesResolver, theme } from './theme';

/** Everything a screen relies on: the theme, the query cache and the API client. */
export function AppProviders(props: { api: Api; queryClient: QueryClient; theme?: MantineThemeOverride; children: ReactNode }) {
  const { api, queryClient, children } = props;
  return (
    <MantineProvider theme={props.theme ?? theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <ApiProvider api={api}>{children}</ApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
