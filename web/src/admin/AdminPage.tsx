import { Paper } from '@mantine/core';
import { SettingsIcon } from '../ui/icons';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';

/** Users, agencies, holidays, templates, audit. They come with the staff API (issue 10); until then it says so. */
export function AdminPage() {
  return (
    <Page title="Administration" description="Users and roles, agencies and their API clients, settings and the audit trail.">
      <Paper withBorder radius="md">
        <Empty
          icon={<SettingsIcon size={28} />}
          title="Nothing to administer here yet"
          description="Administration appears here once this server offers the staff API. Until then, use the biopermit command."
        />
      </Paper>
    </Page>
  );
}
