import { Anchor, List, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../api/api-context';
import { formatDate } from '../format/datetime';
import { AuthorisedLinesTable, CollectorsList, ConditionsList } from '../terms/TermsView';
import { termsQuery } from '../terms/terms.queries';
import { ErrorView } from '../ui/problem/ErrorView';
import { issuePreviewCertificatePath, issuePreviewQuery } from './permit.queries';

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

/**
 * What the Issue dialog issues the permit with unless its fields say otherwise: the settings' title,
 * validity, signatory and conditions, read from the service as the issue computes them, and the
 * certificate as it would be printed, opened as a specimen (looking issues and stores nothing).
 */
export function IssueDefaults({ applicationId }: { applicationId: string }) {
  const api = useApi();
  const preview = useQuery(issuePreviewQuery(api, applicationId));
  const terms = useQuery(termsQuery(api, applicationId));
  if (preview.error) return <ErrorView error={preview.error} onRetry={() => void preview.refetch()} />;
  if (!preview.data) return <Text size="sm">Reading what the permit will be issued with…</Text>;
  const { title, description, validityMonths, dateExpired, signatory, conditions } = preview.data;
  const rows: [string, ReactNode][] = [
    ['Title', title],
    ['Description', description ?? 'None'],
    ['Valid for', `${months(validityMonths)}: issued today, valid until ${formatDate(dateExpired)} (inclusive)`],
    ['Signatory', [signatory.name ?? 'you, the approver who issues it', signatory.position].filter(Boolean).join(', ')],
    [
      'Conditions',
      terms.data ? (
        <ConditionsList key="conditions" terms={terms.data.terms} />
      ) : conditions.length === 0 ? (
        'None are set.'
      ) : (
        <List key="conditions" type="ordered" size="sm">
          {conditions.map((condition) => (
            <List.Item key={condition}>{condition}</List.Item>
          ))}
        </List>
      ),
    ],
  ];
  return (
    <Stack gap={4} component="section" aria-labelledby="issue-defaults-heading">
      <Text size="sm" fw={600} id="issue-defaults-heading">
        The permit will be issued with
      </Text>
      <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={150} fw={500} c="dimmed" fz="sm">
                {label}
              </Table.Th>
              <Table.Td fz="sm">{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {terms.data && (
        <Stack gap={4} mt="xs">
          <Text size="sm" fw={600}>
            Authorised specimens (version {terms.data.terms.version} of the terms, {terms.data.terms.status})
          </Text>
          <AuthorisedLinesTable lines={terms.data.terms.lines} caption="Authorised specimens the permit will state" />
          <Text size="sm" fw={600}>
            Authorised collectors
          </Text>
          <CollectorsList collectors={terms.data.terms.collectors} />
        </Stack>
      )}
      {terms.error && <ErrorView error={terms.error} onRetry={() => void terms.refetch()} />}
      <Text size="sm">Issuing cannot be undone: look at the certificate first.</Text>
      <Anchor href={issuePreviewCertificatePath(applicationId)} target="_blank" rel="noopener" size="sm">
        Preview the certificate (a specimen marked “not issued”, in a new tab)
      </Anchor>
    </Stack>
  );
}
