import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../api/api-context';
import type { StaffApplication } from '../applications/application.queries';
import { Section } from '../applications/Section';
import { ErrorView } from '../ui/problem/ErrorView';
import { TermsEditor } from './TermsEditor';
import { TermsView } from './TermsView';
import { termsQuery } from './terms.queries';

/**
 * The permit's terms on the application page: the editor while this user may change them (the evaluator during the
 * evaluation, the approver at the decision), else the newest version read only. Nothing is shown before anyone may
 * draft them (a draft nobody saved and nobody may save says nothing yet).
 */
export function TermsSection({ application }: { application: StaffApplication }) {
  const read = useQuery(termsQuery(useApi(), application.id));
  const [amending, setAmending] = useState(false);
  if (read.error)
    return (
      <Section title="Permit’s terms">
        <ErrorView error={read.error} onRetry={() => void read.refetch()} />
      </Section>
    );
  if (!read.data)
    return (
      <Section title="Permit’s terms">
        <Text size="sm">Reading the terms…</Text>
      </Section>
    );
  const staffTerms = read.data;
  if (!staffTerms.saved && !staffTerms.mayChange) return null;
  // Once issued, the terms in force are what the page shows; changing them is the start of an amendment, asked for.
  if (application.status === 'issued' && !amending)
    return (
      <Section title="Permit’s terms">
        <Stack gap="sm">
          <TermsView terms={staffTerms.terms} />
          {staffTerms.mayChange && (
            <Group justify="flex-end">
              <Button variant="default" size="xs" onClick={() => setAmending(true)}>
                Change the terms for an amendment
              </Button>
            </Group>
          )}
        </Stack>
      </Section>
    );
  return (
    <Section title="Permit’s terms">
      {staffTerms.mayChange ? (
        // Keyed by version and status: a decision elsewhere (approval, issue) starts the form again from what is stored.
        <TermsEditor key={`${staffTerms.terms.id}|${staffTerms.terms.status}`} application={application} staffTerms={staffTerms} />
      ) : (
        <TermsView terms={staffTerms.terms} />
      )}
    </Section>
  );
}
