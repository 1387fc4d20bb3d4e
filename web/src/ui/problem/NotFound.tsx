import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';

/** A back-office address that leads nowhere (an old bookmark, a typo). */
export function NotFound() {
  useEffect(() => {
    document.title = 'Page not found · biopermit';
  }, []);
  return (
    <Stack gap="sm" maw={560} p="md">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text>There is no page at this address. It may have moved, or the link may be incomplete.</Text>
      <div>
        <Button component={Link} to="/workqueues">
          Go to the workqueues
        </Button>
      </div>
    </Stack>
  );
}
