import { startAbschStandIn } from './absch-stand-in.js';

/**
 * `npm run absch:stand-in`: the STAND-IN of the ABS Clearing-House (not the Clearing-House) on
 * 127.0.0.1:4010, for the walk-through (docs/walkthrough/) and for trying publication locally. It approves each
 * publication request the first time biopermit reads it (ABSCH_STAND_IN_AUTO_APPROVE=false to decide by
 * hand with PUT /api/v2013/workflows/{id}/activities/publishRecord). Stop it with Ctrl-C.
 */
const port = Number(process.env.ABSCH_STAND_IN_PORT ?? 4010);
const standIn = await startAbschStandIn({
  port,
  realm: 'ABS-DEV',
  email: process.env.ABSCH_EMAIL ?? 'publisher@example.ph',
  password: process.env.ABSCH_PASSWORD ?? 'stand-in password',
  autoApprove: process.env.ABSCH_STAND_IN_AUTO_APPROVE !== 'false',
});
process.stdout.write(
  [
    `ABS Clearing-House STAND-IN (not the Clearing-House) listening on ${standIn.url}`,
    'Start biopermit with:',
    `  ABSCH_API_URL=${standIn.url} ABSCH_REALM=${standIn.realm} ABSCH_EMAIL='${standIn.email}' ABSCH_PASSWORD='${standIn.password}'`,
    '',
  ].join('\n'),
);
const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
