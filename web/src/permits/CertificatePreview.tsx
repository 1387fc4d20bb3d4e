import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../api/api-context';
import { DateTime } from '../ui/datetime/DateTime';
import { ErrorView } from '../ui/problem/ErrorView';
import { certificateFileQuery, type StaffPermit } from './permit.queries';

/** A blob: URL for the file while it is shown, revoked when it goes. */
function useObjectUrl(file: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [file]);
  return url;
}

/** The current certificate shown in the page, once asked for (each look is a logged download). */
function CertificateFrame({ permit }: { permit: StaffPermit }) {
  const file = useQuery(certificateFileQuery(useApi(), permit.id));
  const url = useObjectUrl(file.data);
  if (file.error) return <ErrorView error={file.error} onRetry={() => void file.refetch()} />;
  if (!url || !file.data) return <Text size="sm">Loading the certificate…</Text>;
  const label = `Certificate of permit ${permit.permitNo}`;
  // A signed scan may be an image; the generated certificate is a PDF, shown by the browser's own viewer.
  if (file.data.type.startsWith('image/')) return <img src={url} alt={label} style={{ maxWidth: '100%' }} />;
  return <iframe src={url} title={label} style={{ width: '100%', height: 640, border: '1px solid var(--mantine-color-gray-4)' }} />;
}

/** Preview and download of the permit's current certificate. */
export function CertificatePreview({ permit }: { permit: StaffPermit }) {
  const [shown, setShown] = useState(false);
  const current = permit.certificates.at(-1);
  if (!current) return <Text size="sm">No certificate file yet.</Text>;
  if (current.erasedAt) {
    return (
      <Text size="sm">
        The certificate's file was erased with the holder's personal data on <DateTime value={current.erasedAt} />; the permit's number,
        status and dates stay.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Button variant="default" size="sm" onClick={() => setShown((now) => !now)} aria-expanded={shown}>
          {shown ? 'Hide the certificate' : 'Preview the certificate'}
        </Button>
        <Anchor href={`/api/v1/staff/permits/${permit.id}/certificate`} download={current.fileName} size="sm">
          Download the certificate ({current.fileName})
        </Anchor>
      </Group>
      {shown && <CertificateFrame permit={permit} />}
    </Stack>
  );
}
