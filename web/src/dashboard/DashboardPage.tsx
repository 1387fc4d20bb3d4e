import { Paper } from '@mantine/core';
import { ChartIcon } from '../ui/icons';
import { Page } from '../ui/page/Page';
import { Empty } from '../ui/states/Empty';

/** For chiefs and approvers. Its figures come with the staff API (issue 10); until then it says so. */
export function DashboardPage() {
  return (
    <Page title="Dashboard" description="Applications received and decided, processing time, and what is at risk.">
      <Paper withBorder radius="md">
        <Empty
          icon={<ChartIcon size={28} />}
          title="No figures yet"
          description="The dashboard appears here once this server offers the staff API."
        />
      </Paper>
    </Page>
  );
}
