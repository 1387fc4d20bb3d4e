import { Text } from '@mantine/core';
import { Fragment } from 'react';
import { roleLabel } from '../auth/roles';
import { DateTime } from '../ui/datetime/DateTime';
import { AnchorLink } from '../ui/link/AnchorLink';
import type { StaffAttachment } from './documents.queries';

type LibraryReuse = NonNullable<StaffAttachment['library']>;

/**
 * A document the agency attached from its library (issue 32 §5): where else the same file is attached,
 * and when it was accepted before and by whom, so the reviewer knows what has been read already.
 */
export function LibraryReuseNote({ library }: { readonly library: LibraryReuse }) {
  const { alsoAttachedTo, acceptedBefore } = library;
  const accepted = acceptedBefore;
  return (
    <>
      <Text size="xs" c="dimmed">
        From the agency’s document library
        {alsoAttachedTo.length > 0 && (
          <>
            {'. Also attached to: '}
            {alsoAttachedTo.map((use, index) => (
              <Fragment key={use.attachmentId}>
                {index > 0 && ', '}
                <AnchorLink to="/applications/$applicationId" params={{ applicationId: use.applicationId }} size="xs">
                  {use.registrationNo}
                </AnchorLink>
              </Fragment>
            ))}
          </>
        )}
      </Text>
      {accepted !== null && (
        <Text size="xs">
          {'Accepted before in '}
          <AnchorLink to="/applications/$applicationId" params={{ applicationId: accepted.applicationId }} size="xs">
            {accepted.registrationNo}
          </AnchorLink>
          {' on '}
          <DateTime value={accepted.acceptedAt} dateOnly />
          {' by '}
          {accepted.reviewerName ?? 'a staff member'}
          {accepted.reviewerRole !== null && ` (${roleLabel(accepted.reviewerRole)})`}
        </Text>
      )}
    </>
  );
}
