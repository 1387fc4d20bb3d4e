import { Anchor, Box, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import type { Api } from '../../api/client';
import { authKeys } from '../session.queries';

/** The privacy notice's text (the `privacy.notice` setting, issue 21 §4), or null when the service does not answer. */
export async function fetchPrivacyNotice(api: Api, signal?: AbortSignal): Promise<string | null> {
  const answer = await api.client.GET('/privacy', { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!answer.response.ok) return null;
  const text = (answer.data as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : null;
}

/**
 * The privacy notice under the log-in form: staff are data subjects too, and the notice says what the
 * authority does with everyone's data. Nothing shows while it loads or when it cannot be read; the
 * full page is at /privacy.
 */
export function PrivacyNotice() {
  const api = useApi();
  const notice = useQuery({
    queryKey: authKeys.privacyNotice,
    queryFn: ({ signal }) => fetchPrivacyNotice(api, signal),
    staleTime: 300_000,
  });
  const text = notice.data;
  if (!text) return null;
  const [title = 'Privacy notice', ...paragraphs] = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="privacy-notice-title">
      <Stack gap="xs">
        <Title order={2} size="h6" id="privacy-notice-title">
          {title}
        </Title>
        {/* A plain scrolling box the keyboard can reach (tabIndex): a long notice scrolls by arrow keys too (WCAG 2.1.1). */}
        <Box mah={160} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-labelledby="privacy-notice-title">
          <Stack gap={6}>
            {paragraphs.map((paragraph) => (
              <Text key={paragraph.slice(0, 40)} size="xs" c="dimmed">
                {paragraph}
              </Text>
            ))}
          </Stack>
        </Box>
        <Anchor href="/privacy" size="xs" target="_blank">
          Read the privacy notice on its own page
        </Anchor>
      </Stack>
    </Paper>
  );
}
