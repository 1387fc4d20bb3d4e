import { Anchor, Box, CloseButton, Group, Paper, Text } from '@mantine/core';
import { fileUrl, type StaffAttachment } from './documents.queries';

/** What a browser shows by itself: PDFs in its viewer, and these images (TIFF it does not). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

export function isViewable(attachment: StaffAttachment): boolean {
  return attachment.contentType === 'application/pdf' || IMAGE_TYPES.has(attachment.contentType ?? '');
}

interface DocumentViewerProps {
  readonly applicationId: string;
  readonly attachment: StaffAttachment;
  readonly onClose: () => void;
}

/**
 * A document in place: a PDF in the browser's viewer (framed from the staff file route, which serves
 * it inline and sandboxed), an image as itself; the download link beside it.
 */
export function DocumentViewer({ applicationId, attachment, onClose }: DocumentViewerProps) {
  const inline = fileUrl(applicationId, attachment.id, 'inline');
  return (
    <Paper withBorder radius="sm" p="sm" component="figure" m={0} aria-label={`Viewer: ${attachment.title}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600} component="figcaption">
          {attachment.title}{' '}
          <Text span size="xs" c="dimmed">
            ({attachment.fileName})
          </Text>
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Anchor href={fileUrl(applicationId, attachment.id, 'attachment')} download={attachment.fileName} size="sm">
            Download
          </Anchor>
          <CloseButton aria-label="Close the viewer" onClick={onClose} />
        </Group>
      </Group>
      {attachment.contentType === 'application/pdf' ? (
        <Box component="iframe" src={inline} title={attachment.title} w="100%" h={640} style={{ border: 0, display: 'block' }} />
      ) : (
        <Box
          component="img"
          src={inline}
          alt={attachment.title}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 640, objectFit: 'contain', margin: '0 auto' }}
        />
      )}
    </Paper>
  );
}
