import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { toProblem } from '../../api/problem';
import { DateTime } from '../../ui/datetime/DateTime';
import { FormProblem } from '../../ui/problem/FormProblem';
import { ChecklistForm } from './ChecklistForm';
import { asChecklists } from './checklists';
import { NoticeTemplatesForm } from './NoticeTemplatesForm';
import { asNoticeTemplates, placeholdersOf } from './notice-templates';
import { SchemaForm } from './SchemaForm';
import { fieldsOf } from './schema-fields';
import { SETTING_TITLES } from './setting-titles';
import { type Setting, useUpdateSetting } from './settings.queries';
import { TimeLimitsForm } from './TimeLimitsForm';
import { asTimeLimits } from './time-limits';

const SOURCE: Record<Setting['source'], { label: string; color: string }> = {
  default: { label: 'Default', color: 'gray' },
  stored: { label: 'Changed', color: 'forest' },
  invalid: { label: 'Stored value invalid: default applies', color: 'red' },
};

/**
 * One setting: what it is, its value in force in its form (time limits, checklists, notice templates)
 * or as JSON to edit, and saving it on the version read. The service checks the whole value against the
 * setting's schema; its refusal names each wrong field (`/value/…`); a 412 offers to reload.
 */
export function SettingEditor({ setting }: { setting: Setting }) {
  const update = useUpdateSetting(setting.key, setting.version);
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
  const saving = update.isPending;
  const form = formOf(setting, saving, (value) => update.mutate(value), serviceErrors(update.error));
  const jsonEditor = (
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
  );
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={setting.key}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h5">
            {SETTING_TITLES[setting.key]}
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
        {update.error ? (
          <FormProblem error={update.error} problem={toProblem(update.error)} onReload={update.reload} labels={labelsOf(setting)} />
        ) : null}
        {update.isSuccess && !changed && (
          <Alert color="forest" variant="light" role="status" title="Saved">
            In force from now on.
          </Alert>
        )}
        {form}
        {form ? (
          <details>
            <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>Edit as JSON (advanced)</summary>
            <Stack gap="sm" mt="xs">
              {jsonEditor}
            </Stack>
          </details>
        ) : (
          jsonEditor
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

/**
 * The form of a setting that has one; undefined for the others (and for a value of another shape,
 * which the JSON editor shows as it is).
 */
function formOf(setting: Setting, saving: boolean, onSave: (value: unknown) => void, errors: Record<string, string>) {
  if (setting.key === 'clock.time_limits') {
    const value = asTimeLimits(setting.value);
    return value && <TimeLimitsForm value={value} saving={saving} onSave={onSave} />;
  }
  if (setting.key === 'attachments.checklists') {
    const value = asChecklists(setting.value);
    return value && <ChecklistForm value={value} saving={saving} onSave={onSave} />;
  }
  if (setting.key === 'notices.templates') {
    const templates = asNoticeTemplates(setting.value, setting.default);
    return (
      templates && (
        <NoticeTemplatesForm
          {...templates}
          schema={setting.schema}
          placeholders={placeholdersOf(setting.schema)}
          saving={saving}
          onSave={onSave}
        />
      )
    );
  }
  const fields = fieldsOf(setting.schema);
  return (
    fields && (
      <SchemaForm
        title={SETTING_TITLES[setting.key]}
        fields={fields}
        value={setting.value}
        saving={saving}
        onSave={onSave}
        errors={errors}
      />
    )
  );
}

/** The service's field messages by the setting's property (`/value/incompleteDays` → incompleteDays; `/value` → the value itself). */
function serviceErrors(error: unknown): Record<string, string> {
  const problem = error ? toProblem(error) : undefined;
  const found: Record<string, string> = {};
  for (const entry of problem?.errors ?? []) {
    const match = /^\/value(?:\/([^/]+))?/.exec(entry.pointer ?? '');
    if (match) found[match[1] ?? ''] ??= entry.detail;
  }
  return found;
}

/** The problem's field paths (`value.incompleteDays`) by the form's labels. */
function labelsOf(setting: Setting): Record<string, string> {
  return Object.fromEntries(
    (fieldsOf(setting.schema) ?? []).map((field) => [field.name === '' ? 'value' : `value.${field.name}`, field.label]),
  );
}
