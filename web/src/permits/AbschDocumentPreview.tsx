import { Anchor, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApi } from '../api/api-context';
import { ErrorView } from '../ui/problem/ErrorView';
import { type AbschDocumentExport, abschDocumentQuery } from './permit.queries';

/** A download link for the document as a JSON file, made in the page (nothing is fetched twice). */
function useJsonFileUrl(json: string): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const created = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [json]);
  return url;
}

function DocumentView({ exported }: { exported: AbschDocumentExport }) {
  const json = useMemo(() => JSON.stringify(exported.document, null, 2), [exported.document]);
  const url = useJsonFileUrl(json);
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <CopyButton value={json}>
          {({ copied, copy }) => (
            <Button size="xs" variant="default" onClick={copy}>
              {copied ? 'Document copied' : 'Copy the JSON'}
            </Button>
          )}
        </CopyButton>
        {url && (
          <Anchor href={url} download={`absPermit-${exported.permitNo}.json`} size="sm">
            Download absPermit-{exported.permitNo}.json
          </Anchor>
        )}
      </Group>
      {/* Focusable so the keyboard can scroll it (WCAG 2.1.1). */}
      <Code
        block
        fz="xs"
        mah={360}
        style={{ overflow: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label={`absPermit document of ${exported.permitNo}`}
      >
        {json}
      </Code>
    </Stack>
  );
}

/** The permit's IRCC document as the Clearing-House takes it, to copy or download (its check is the section's, above it). */
export function AbschDocumentPreview({ permitId }: { permitId: string }) {
  const exported = useQuery(abschDocumentQuery(useApi(), permitId));
  if (exported.error) return <ErrorView error={exported.error} onRetry={() => void exported.refetch()} />;
  if (!exported.data) return <Text size="sm">Loading the document…</Text>;
  return <DocumentView exported={exported.data} />;
}
