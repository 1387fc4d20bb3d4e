import type { Attachment } from '../../src/applications/application.schemas.js';
import type { StaffApplication } from '../../src/casefile/staff-application.schemas.js';
import { actOk, type Member, staffViewOf } from './actions.js';
import { uploadAsAgency } from './attachments.js';
import { pdf } from './sample-files.js';
import { json, type TestApp } from './test-app.js';

/** The application and the agency that submitted it, with a token of that agency (as aSubmittedApplication gives them). */
export interface AgencyApplication {
  readonly id: string;
  readonly agency: string;
  readonly token: string;
}

/**
 * Makes an application acceptable (issue 11 §2: `accept` needs every required document of the
 * checklist accepted or waived), the way the service is used: for each required item not yet
 * accepted nor waived, the agency uploads a PDF through the external upload route and `reviewer`
 * (intake) accepts it with `accept_document` — or, with `how: 'waive'`, waives it with
 * `waive_requirement`. A file already uploaded and waiting is accepted as it is; a rejected one is
 * replaced first. Returns the staff view after the last action.
 */
export async function meetRequirements(
  t: TestApp,
  reviewer: Member,
  application: AgencyApplication,
  how: 'upload' | 'waive' = 'upload',
): Promise<StaffApplication> {
  let view = await staffViewOf(t, reviewer, application.id);
  const missing = view.documents.checklist.filter((item) => view.documents.missingRequirements.includes(item.type));
  for (const item of missing) {
    if (how === 'waive') {
      view = await actOk(t, reviewer, application.id, { action: 'waive_requirement', type: item.type, reasons: 'Not needed here.' });
      continue;
    }
    let attachmentId = item.state === 'uploaded' ? item.attachmentId : null;
    if (attachmentId === null) {
      const who = { agency: application.agency, token: application.token, application: application.id };
      const uploaded = await uploadAsAgency(
        t,
        who,
        { fileName: `${item.type}.pdf`, content: pdf(item.title) },
        {
          type: item.type,
          title: item.title,
        },
      );
      if (uploaded.statusCode !== 201) throw new Error(`upload of ${item.type} answered ${uploaded.statusCode}: ${uploaded.body}`);
      attachmentId = json<Attachment>(uploaded).id;
    }
    view = await actOk(t, reviewer, application.id, { action: 'accept_document', attachmentId });
  }
  return view;
}
