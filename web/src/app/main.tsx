import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import './global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApi } from '../api/client';
import { redirectToLogInWhenSessionEnds } from '../auth/session-expiry';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const api = createApi();
const queryClient = createQueryClient();
const router = createAppRouter({ api, queryClient });
redirectToLogInWhenSessionEnds(api, queryClient, router);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
