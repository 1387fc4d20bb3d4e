import { Stack, Text } from '@mantine/core';
import { DateTime } from '../ui/datetime/DateTime';
import type { StaffApplication } from './application.queries';

function Remarks({ label, text }: { label: string; text: string | null }) {
  return text === null ? null : (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      {text}
    </Text>
  );
}

/**
 * The signatures given so far (the recommendation, its endorsement) with their reasons and note: what the
 * chief endorses and the approver decides on, read where they act. Nothing while no recommendation is in force.
 */
export function DecisionChain({ application }: { application: StaffApplication }) {
  const { recommendation, endorsement } = application;
  if (recommendation === null) return null;
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={600}>
          Recommended: {recommendation.recommendation === 'deny' ? 'deny' : 'approve'}
        </Text>
        <Text size="xs" c="dimmed">
          {recommendation.by.name} · <DateTime value={recommendation.at} />
        </Text>
        <Remarks label="Reasons" text={recommendation.reasons} />
      </div>
      <div>
        {endorsement === null ? (
          <Text size="sm">Not endorsed yet.</Text>
        ) : (
          <>
            <Text size="sm" fw={600}>
              Endorsed
            </Text>
            <Text size="xs" c="dimmed">
              {endorsement.by.name} · <DateTime value={endorsement.at} />
            </Text>
            <Remarks label="Note" text={endorsement.text} />
          </>
        )}
      </div>
    </Stack>
  );
}
