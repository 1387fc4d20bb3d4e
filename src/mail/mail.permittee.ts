/**
 * The permittee's words (issue 31): a notice's text is written for the agency, whose system reads
 * checklist codes, attachment types and uploads; the permittee reads it in an email. Their message
 * says the same without the codes, names the permit type instead of `(gp)`, tells them that the
 * agency sends us documents (they cannot upload anything), and speaks to them of their own personal
 * data. The rewrites follow the default texts (src/workflow/notice-templates.ts); a template an
 * administrator changed keeps its own sentences, without its codes. The agency's contact gets the
 * notice's text as written.
 */

export interface PermitteeWordingContext {
  /** The agency that submitted the application (and sends us its documents). */
  readonly agencyName: string;
  /** The permit type as the certificate's title names it (`permits.authority`), e.g. "Gratuitous Permit". */
  readonly permitTypeTitle: string;
}

/** A checklist code or attachment type after a document's quoted title: `“Research proposal” (research_proposal)`. */
const CODE_AFTER_TITLE = /”\s*\([a-z][a-z0-9_]*\)/g;
/** A checklist item of the deficiency's numbered list: `1. Application form (application_form): missing`. */
const CODE_IN_LIST = /^(\d+\. [^\n]*?) \([a-z][a-z0-9_]*\)(?=:)/gm;

const REWRITES: readonly { readonly from: RegExp; readonly to: (context: PermitteeWordingContext, ...groups: string[]) => string }[] = [
  {
    from: /Please upload the documents missing or rejected, and answer this notice with a response\./,
    to: ({ agencyName }) =>
      `${agencyName}, which submitted your application, sends us its documents: please contact it about those listed.`,
  },
  {
    from: /Please upload a corrected document of the same type\./,
    to: ({ agencyName }) =>
      `${agencyName}, which submitted your application, will send us a corrected document: please contact it if it needs anything from you.`,
  },
  {
    from: /Its certificate is in the record \(gp\)\./,
    to: ({ agencyName, permitTypeTitle }) => `${agencyName} will send you its certificate, your ${permitTypeTitle}.`,
  },
  {
    from: /How the authority processes the permittee's personal data: (\S+)/,
    to: (_context, url) => `We hold your personal data to process your application; how we use it, and your rights: ${url}`,
  },
];

/** The notice's text, as the permittee reads it. */
export function permitteeWording(text: string, context: PermitteeWordingContext): string {
  let out = text.replace(CODE_AFTER_TITLE, '”').replace(CODE_IN_LIST, '$1');
  for (const { from, to } of REWRITES) out = out.replace(from, (_match, ...groups: string[]) => to(context, ...groups));
  return out.replace(/\(gp\)/g, `(${context.permitTypeTitle})`);
}

/** The document a document notice names: its quoted title, or the whole text when a template says it otherwise. */
export function documentOf(text: string): string {
  return /“[^”]*”(?:\s*\([a-z][a-z0-9_]*\))?/.exec(text)?.[0] ?? text.trim();
}
