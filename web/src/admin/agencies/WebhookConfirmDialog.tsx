import { Text } from '@mantine/core';
import { ConfirmDialog } from '../../ui/form/ConfirmDialog';
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
  const rotating = confirming?.kind === 'rotate';
  return (
    <ConfirmDialog
      title={rotating ? 'Rotate the signing secret?' : 'Remove this webhook endpoint?'}
      opened={confirming !== undefined}
      size="lg"
      onClose={close}
      onConfirm={() => {
        if (!confirming) return;
        if (rotating) rotate.mutate(confirming.endpoint.id);
        else remove.mutate(confirming.endpoint.id, { onSuccess: close });
      }}
      confirmLabel={rotating ? 'Rotate secret' : 'Remove'}
      confirmColor={rotating ? undefined : 'red'}
      pending={rotate.isPending || remove.isPending}
      error={rotate.error ?? remove.error}
      done={
        rotate.data && {
          title: 'New signing secret',
          content: (
            <SecretShownOnce
              kept="The service keeps it only to sign deliveries."
              title="The new signing secret"
              secrets={[{ label: 'Signing secret', value: rotate.data.secret }]}
            >
              <Text size="sm">For 24 hours deliveries carry the old secret's signature too, while the agency switches.</Text>
            </SecretShownOnce>
          ),
        }
      }
    >
      <Text size="sm">
        {rotating
          ? 'A new secret signs every delivery from now on; the current one keeps signing alongside it for 24 hours.'
          : `Nothing more is sent to ${confirming?.endpoint.url}; its deliveries are removed with it. This cannot be undone.`}
      </Text>
    </ConfirmDialog>
  );
}
