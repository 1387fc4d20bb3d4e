import { Paper } from '@mantine/core';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';

/** The home page. Its queues come with the staff API (issue 10); until then it says so. */
export function WorkqueuesPage() {
  return (
    <Page title="Workqueues" description="Applications waiting for you and your team.">
      <Paper withBorder radius="md">
        <Empty title="No workqueues yet" description="Workqueues appear here once this server offers the staff API." />
      </Paper>
    </Page>
  );
}
