import { Stack, Title } from '@mantine/core';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { toProblem } from '../../api/problem';
import { ErrorView } from './ErrorView';

/**
 * The error boundary of every route: a page that fails shows the problem (title and detail, never a
 * stack) where it would have been, with the shell and navigation still there, and a way to retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const problem = toProblem(error);
  useEffect(() => {
    document.title = `${problem.title} · biopermit`;
  }, [problem.title]);
  return (
    <QueryErrorResetBoundary>
      {({ reset: resetQueries }) => (
        <Stack gap="md" maw={720}>
          <Title order={1} size="h2">
            This page could not be shown
          </Title>
          <ErrorView
            error={error}
            onRetry={() => {
              resetQueries();
              reset();
              void router.invalidate();
            }}
          />
        </Stack>
      )}
    </QueryErrorResetBoundary>
  );
}
