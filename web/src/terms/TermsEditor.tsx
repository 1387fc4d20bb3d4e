import { Alert, Button, Group, NativeSelect, NumberInput, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { StaffApplication } from '../applications/application.queries';
import { useProblemOnForm } from '../ui/form/use-problem-on-form';
import { FormProblem } from '../ui/problem/FormProblem';
import { type StaffTerms, useChangeTerms } from './terms.queries';
import { draftOf, emptyAssistant, emptyLine, formValuesOf, type TermsFormValues, termsErrors } from './terms-form';
import { printedAs, UNIT_LABEL } from './terms-words';

const UNIT_OPTIONS = [{ value: '', label: '—' }, ...Object.entries(UNIT_LABEL).map(([value, label]) => ({ value, label }))];
const CELLS = { td: { verticalAlign: 'top' } } as const;

function placeOf(location: StaffApplication['application']['locations'][number]): string {
  return [location.barangay, location.cityMunicipality, location.province].filter(Boolean).join(', ');
}

/**
 * The permit's terms as a form (issue 28 §1): the species × site grid (one row per authorised line: quantity and
 * unit, part, method, period), the collectors (the holder and assistants), the standard conditions read only and
 * the special ones editable, each saying where the certificate prints it. Saved whole; the service's field
 * messages land on their fields. An approver's change asks for the reason, which the journal keeps.
 */
export function TermsEditor({ application, staffTerms }: { application: StaffApplication; staffTerms: StaffTerms }) {
  const { terms } = staffTerms;
  const reasonRequired = application.status !== 'under_evaluation';
  const change = useChangeTerms(application.id);
  const form = useForm<TermsFormValues>({
    initialValues: formValuesOf(terms),
    validate: (values) => termsErrors(values, reasonRequired),
  });
  const problem = useProblemOnForm(form, change.error);
  const species = application.application.resources.map((resource) => resource.scientificName ?? resource.commonName ?? '');
  const speciesOptions = [...new Set(species.filter(Boolean))];
  const locationOptions = application.application.locations.map((location) => ({ value: location.id, label: placeOf(location) }));
  const standardCount = terms.standardConditions.length;
  const failed = Object.keys(form.errors).length > 0;

  return (
    <form
      aria-label="Permit’s terms"
      noValidate
      onSubmit={form.onSubmit((values) =>
        change.mutate(draftOf(values, reasonRequired), {
          // The form starts again from what the service stored: new lines get their ids, the reason is spent.
          onSuccess: (saved) => {
            const stored = formValuesOf(saved.terms);
            form.setValues(stored);
            form.resetDirty(stored);
          },
        }),
      )}
    >
      <Stack gap="md">
        {!staffTerms.saved && (
          <Text size="sm" c="dimmed">
            Not saved yet: this draft{' '}
            {terms.origin === 'agency_proposal'
              ? 'starts from the agency’s proposed terms'
              : 'starts from the submission’s species and sites'}
            ; set each quantity and save.
          </Text>
        )}
        <Title order={3} size="h6">
          Authorised specimens (species × site)
        </Title>
        <Table.ScrollContainer minWidth={1180}>
          <Table verticalSpacing={6} fz="sm" styles={CELLS}>
            <caption className="visually-hidden">Authorised specimens, one line per species and site</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={210}>
                  Species
                </Table.Th>
                <Table.Th scope="col" w={210}>
                  Site
                </Table.Th>
                <Table.Th scope="col" w={90}>
                  Quantity
                </Table.Th>
                <Table.Th scope="col" w={140}>
                  Unit
                </Table.Th>
                <Table.Th scope="col">Part or state</Table.Th>
                <Table.Th scope="col">Method</Table.Th>
                <Table.Th scope="col" w={140}>
                  From
                </Table.Th>
                <Table.Th scope="col" w={140}>
                  To
                </Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">Remove</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.lines.map((line, i) => {
                const row = `line ${i + 1}`;
                return (
                  <Table.Tr key={line.key}>
                    <Table.Td>
                      <NativeSelect
                        aria-label={`Species, ${row}`}
                        data={speciesOptions}
                        {...form.getInputProps(`lines.${i}.scientificName`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect aria-label={`Site, ${row}`} data={locationOptions} {...form.getInputProps(`lines.${i}.locationId`)} />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput aria-label={`Quantity, ${row}`} min={0} hideControls {...form.getInputProps(`lines.${i}.quantity`)} />
                    </Table.Td>
                    <Table.Td>
                      <NativeSelect aria-label={`Unit, ${row}`} data={UNIT_OPTIONS} {...form.getInputProps(`lines.${i}.unit`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Part or state, ${row}`}
                        placeholder="whole, tissue, seeds…"
                        {...form.getInputProps(`lines.${i}.part`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Method, ${row}`}
                        placeholder="hand collection…"
                        {...form.getInputProps(`lines.${i}.method`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput type="date" aria-label={`Period from, ${row}`} {...form.getInputProps(`lines.${i}.periodStart`)} />
                    </Table.Td>
                    <Table.Td>
                      <TextInput type="date" aria-label={`Period to, ${row}`} {...form.getInputProps(`lines.${i}.periodEnd`)} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        color="red"
                        size="xs"
                        aria-label={`Remove ${row}`}
                        onClick={() => form.removeListItem('lines', i)}
                      >
                        Remove
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Printed on the certificate in the table of authorised specimens. An empty period is the site’s own.
          </Text>
          <Button
            variant="default"
            size="xs"
            disabled={speciesOptions.length === 0 || locationOptions.length === 0}
            onClick={() => form.insertListItem('lines', emptyLine(speciesOptions[0] ?? '', locationOptions[0]?.value ?? ''))}
          >
            Add a line
          </Button>
        </Group>

        <Title order={3} size="h6">
          Authorised collectors
        </Title>
        <Stack gap="xs">
          {form.values.collectors.map((collector, i) => {
            const who = collector.role === 'holder' ? 'holder' : `assistant ${i}`;
            return (
              <Group key={collector.key} align="flex-start" gap="xs" wrap="nowrap">
                <Text size="sm" w={90} pt={6} fw={500}>
                  {collector.role === 'holder' ? 'Holder' : 'Assistant'}
                </Text>
                <TextInput
                  aria-label={`Name, ${who}`}
                  placeholder="Full name"
                  required
                  style={{ flex: 2 }}
                  {...form.getInputProps(`collectors.${i}.name`)}
                />
                <TextInput
                  aria-label={`Affiliation, ${who}`}
                  placeholder="Affiliation"
                  style={{ flex: 2 }}
                  {...form.getInputProps(`collectors.${i}.affiliation`)}
                />
                <TextInput
                  aria-label={`Identification, ${who}`}
                  placeholder="ID document and number"
                  style={{ flex: 2 }}
                  {...form.getInputProps(`collectors.${i}.identification`)}
                />
                {collector.role === 'assistant' ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    mt={4}
                    aria-label={`Remove ${who}`}
                    onClick={() => form.removeListItem('collectors', i)}
                  >
                    Remove
                  </Button>
                ) : (
                  <span style={{ width: 72 }} />
                )}
              </Group>
            );
          })}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Printed on the certificate as the collectors who may collect under the permit.
            </Text>
            <Button variant="default" size="xs" onClick={() => form.insertListItem('collectors', emptyAssistant())}>
              Add an assistant
            </Button>
          </Group>
        </Stack>

        <Title order={3} size="h6">
          Conditions
        </Title>
        <Stack gap="xs">
          {terms.standardConditions.map((condition, i) => (
            <Text key={condition} size="sm">
              {i + 1}. {condition}{' '}
              <Text span size="xs" c="dimmed">
                (standard condition of the permit type: set in the settings)
              </Text>
            </Text>
          ))}
          {form.values.specialConditions.map((_condition, i) => (
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: a condition is its text; its place in the list is its number
              key={i}
              align="flex-start"
              gap="xs"
              wrap="nowrap"
            >
              <Textarea
                label={`Special condition ${i + 1}`}
                description={printedAs(standardCount, i)}
                autosize
                minRows={1}
                style={{ flex: 1 }}
                {...form.getInputProps(`specialConditions.${i}`)}
              />
              <Button
                variant="subtle"
                color="red"
                size="xs"
                mt={44}
                aria-label={`Remove special condition ${i + 1}`}
                onClick={() => form.removeListItem('specialConditions', i)}
              >
                Remove
              </Button>
            </Group>
          ))}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Special conditions are printed after the standard ones. An approver’s “Conditions or remarks” becomes one too.
            </Text>
            <Button variant="default" size="xs" onClick={() => form.insertListItem('specialConditions', '')}>
              Add a special condition
            </Button>
          </Group>
        </Stack>

        {reasonRequired && (
          <Textarea
            label="Reason for the change"
            description="Required from the approver: the journal keeps who changed the terms and why."
            required
            autosize
            minRows={2}
            {...form.getInputProps('reason')}
          />
        )}
        {failed && !problem && (
          <Alert color="red" variant="light" title="Not saved: check the marked fields">
            Each message names the field to correct.
          </Alert>
        )}
        <FormProblem error={change.error} problem={problem} onReload={() => change.reset()} />
        {change.isSuccess && !form.isDirty() && (
          <Alert color="forest" variant="light" role="status" title="Saved">
            The terms are saved.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Save the terms
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
