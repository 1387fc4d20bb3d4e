import { createContext, type ReactNode, useContext } from 'react';
import type { Api } from './client';

const ApiContext = createContext<Api | null>(null);

export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/** The app's one API client, for query and mutation hooks. */
export function useApi(): Api {
  const api = useContext(ApiContext);
  if (api === null) throw new Error('useApi() needs an <ApiProvider> above it');
  return api;
}
