import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { Page } from '../../ui/page/Page';
import { ErrorView } from '../../ui/problem/ErrorView';
import { PageLoader } from '../../ui/states/PageLoader';
import { SettingEditor } from './SettingEditor';
import { settingsQuery } from './settings.queries';

/** Every setting of the settings store (time limits, notice templates, permits…), each edited as its JSON value. */
export function SettingsPage() {
  const settings = useQuery(settingsQuery(useApi()));
  return (
    <Page
      title="Settings"
      description="Time limits per application type, notice templates, permits and publication. Each change applies from the next use."
    >
      {settings.error ? <ErrorView error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {!settings.data && !settings.error && <PageLoader />}
      <Stack gap="lg">
        {settings.data?.map((setting) => (
          <SettingEditor key={`${setting.key}:${setting.updatedAt ?? ''}`} setting={setting} />
        ))}
      </Stack>
    </Page>
  );
}
