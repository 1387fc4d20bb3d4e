import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { toProblem } from '../../api/problem';
import { DateTime } from '../../ui/datetime/DateTime';
import { ProblemAlert } from '../../ui/problem/ProblemAlert';
import { type Setting, useUpdateSetting } from './settings.queries';
import { TimeLimitsForm } from './TimeLimitsForm';
import { asTimeLimits } from './time-limits';

const SOURCE: Record<Setting['source'], { label: string; color: string }> = {
  default: { label: 'Default', color: 'gray' },
  stored: { label: 'Changed', color: 'forest' },
  invalid: { label: 'Stored value invalid: default applies', color: 'red' },
};

/**
 * One setting: what it is, its value in force as JSON to edit, and saving it. The service checks the
 * whole value against the setting's schema; its refusal names each wrong field (`/value/…`).
 */
export function SettingEditor({ setting }: { setting: Setting }) {
  const update = useUpdateSetting(setting.key);
  const shown = JSON.stringify(setting.value, null, 2);
  const [text, setText] = useState(shown);
  const [syntax, setSyntax] = useState<string | undefined>();
  const changed = text !== shown;
  const save = () => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      setSyntax(`This is not valid JSON: ${(error as Error).message}`);
      return;
    }
    setSyntax(undefined);
    update.mutate(value);
  };
  const [title, ...rest] = setting.description.split('\n');
  // Time limits have a form of their own; the other settings (and a value of another shape) are edited as JSON.
  const timeLimits = setting.key === 'clock.time_limits' ? asTimeLimits(setting.value) : undefined;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={setting.key}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h5" ff="monospace">
            {setting.key}
          </Title>
          <Badge variant="light" color={SOURCE[setting.source].color}>
            {SOURCE[setting.source].label}
          </Badge>
        </Group>
        <Text size="sm">{title}</Text>
        {rest.length > 0 && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {rest.join('\n')}
          </Text>
        )}
        {update.error ? <ProblemAlert problem={toProblem(update.error)} withFieldErrors /> : null}
        {update.isSuccess && !changed && (
          <Alert color="forest" variant="light" role="status" title="Saved">
            In force from now on.
          </Alert>
        )}
        {timeLimits ? (
          <TimeLimitsForm value={timeLimits} saving={update.isPending} onSave={(value) => update.mutate(value)} />
        ) : (
          <>
            <Textarea
              label={`Value of ${setting.key} (JSON)`}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={syntax}
              autosize
              minRows={4}
              maxRows={20}
              spellCheck={false}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" disabled={!changed} onClick={() => setText(shown)}>
                Undo changes
              </Button>
              <Button disabled={!changed} loading={update.isPending} onClick={save}>
                Save {setting.key}
              </Button>
            </Group>
          </>
        )}
        <Group justify="space-between" wrap="wrap">
          <Text size="xs" c="dimmed">
            {setting.updatedAt ? (
              <>
                Last changed <DateTime value={setting.updatedAt} />
                {setting.updatedBy ? ` by ${setting.updatedBy}` : ''}
              </>
            ) : (
              'Never changed'
            )}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
