import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ErrorView } from '../../ui/problem/ErrorView';
import { SecretShownOnce } from '../../ui/secret/SecretShownOnce';
import { useDeleteWebhookEndpoint, useRotateWebhookSecret, type WebhookEndpointSummary } from './webhooks.queries';

/** What an administrator asked to do to an endpoint, confirmed first: rotate its secret, or remove it. */
export type WebhookConfirmation = { kind: 'rotate' | 'delete'; endpoint: WebhookEndpointSummary };

interface WebhookConfirmDialogProps {
  readonly agencyCode: string;
  readonly confirming: WebhookConfirmation | undefined;
  readonly onClose: () => void;
}

/**
 * Rotating a secret or removing an endpoint, once confirmed: the new secret is shown once, a
 * removal closes the dialog; a refusal shows as its problem.
 */
export function WebhookConfirmDialog({ agencyCode, confirming, onClose }: WebhookConfirmDialogProps) {
  const rotate = useRotateWebhookSecret(agencyCode);
  const remove = useDeleteWebhookEndpoint(agencyCode);
  const close = () => {
    rotate.reset();
    remove.reset();
    onClose();
  };
  return (
    <Modal
      opened={confirming !== undefined}
      onClose={close}
      title={
        rotate.data ? 'New signing secret' : confirming?.kind === 'rotate' ? 'Rotate the signing secret?' : 'Remove this webhook endpoint?'
      }
      size="lg"
    >
      {rotate.data ? (
        <Stack gap="md">
          <SecretShownOnce
            kept="The service keeps it only to sign deliveries."
            title="The new signing secret"
            secrets={[{ label: 'Signing secret', value: rotate.data.secret }]}
          >
            <Text size="sm">For 24 hours deliveries carry the old secret's signature too, while the agency switches.</Text>
          </SecretShownOnce>
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            {confirming?.kind === 'rotate'
              ? 'A new secret signs every delivery from now on; the current one keeps signing alongside it for 24 hours.'
              : `Nothing more is sent to ${confirming?.endpoint.url}; its deliveries are removed with it. This cannot be undone.`}
          </Text>
          {rotate.error ? <ErrorView error={rotate.error} /> : null}
          {remove.error ? <ErrorView error={remove.error} /> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            {confirming?.kind === 'rotate' ? (
              <Button loading={rotate.isPending} onClick={() => rotate.mutate(confirming.endpoint.id)}>
                Rotate secret
              </Button>
            ) : (
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => confirming && remove.mutate(confirming.endpoint.id, { onSuccess: close })}
              >
                Remove
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
