import { validationError } from '../../http/errors.js';
import { rectifyApplicationMessages } from '../../mail/mail.repository.js';
import { escapeHtml } from '../../shared/html.js';
import { APPLICATION_STATUSES } from '../../vocabulary/workflow.vocabulary.js';
import { fields, message, reasons } from '../../workflow/actions/action.fields.js';
import { defineAction } from '../../workflow/actions/action.types.js';
import { CORRECTABLE_FIELD_NAMES, correctionFields, correctionOf, correctionReplacements, rewriteText } from './rectification.js';

/**
 * Rectification (issue 21 §1; RA 10173 §16(d)): the DPO, or intake, corrects the permittee's personal
 * data with the reason. Allowed in every status: the right to have inaccurate data corrected lasts as
 * long as the data is held, decided or not. Needs no assignment (the DPO works on no application's
 * evaluation). The journal and the audit row's details name the fields and the reason; the audit row's
 * before/after hold the values. The agency is told by an external notice (and its event); the
 * renderings and the search's words are remade in the same transaction (the write path), and the
 * application's stored emails say the corrected values where they said the old ones (a message to the
 * permittee not sent yet goes to the corrected address).
 */
export const correctPersonalData = defineAction({
  name: 'correct_personal_data',
  summary:
    "Correct the permittee's personal data (name, birth date, sex, address, phone, email, employer…), with the reason (DPO or intake).",
  fields: fields({
    ...correctionFields,
    reason: reasons('Why the data is corrected: the data subject’s request, the document that shows the right value… (in the notice).'),
    message,
  }),
  actor: 'staff',
  roles: ['dpo', 'intake'],
  from: APPLICATION_STATUSES,
  needsAssignment: false,
  decide: ({ fields: given, application }) => {
    const correction = correctionOf(application, given);
    if (correction.given.length === 0) {
      throw validationError(
        [{ pointer: '', detail: `names no field to correct: give at least one of ${CORRECTABLE_FIELD_NAMES.join(', ')}` }],
        `Nothing to correct: give at least one of ${CORRECTABLE_FIELD_NAMES.join(', ')}, with the reason`,
      );
    }
    if (correction.fields.length === 0) {
      throw validationError(
        correction.given.map((field) => ({ pointer: `/${field}`, detail: 'is already the value held: nothing to correct' })),
      );
    }
    const payload = { fields: correction.fields, reason: given.reason };
    const replacements = correctionReplacements(application, correction);
    const htmlReplacements = replacements.flatMap(([old, corrected]): [string, string][] => [
      [escapeHtml(old), escapeHtml(corrected)],
      [escapedAsBefore(old), escapeHtml(corrected)],
    ]);
    return {
      journal: [{ action: 'personal_data_corrected', payload }],
      notice: { type: 'personal_data_corrected', values: { text: correction.fields.join(', '), reasons: given.reason } },
      permittee: correction.columns,
      effects: [
        (trx) =>
          rectifyApplicationMessages(
            trx,
            application.id,
            {
              text: (text) => rewriteText(text, replacements),
              html: (html) => rewriteText(rewriteText(html, htmlReplacements), replacements),
            },
            correction.columns.permittee_email ?? undefined,
          ),
      ],
    };
  },
});

/**
 * The value as letters stored before the one escaper (src/shared/html.ts) escaped it: named references
 * (`&amp;`, `&lt;`…). Messages composed then still hold this form, and a correction must find it there too.
 */
const NAMED_REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapedAsBefore(value: string): string {
  return value.replace(/[&<>"']/g, (c) => NAMED_REFERENCES[c] as string);
}
