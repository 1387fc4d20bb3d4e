/**
 * The Clearing-House's objections (`{code: "Error.MandatoryAnyOf", property: "entitiesToWhomPICGranted"}`)
 * in a publisher's words: the field's label and a sentence saying what is wrong and who puts it
 * right where (issue 31). The code and the field stay available as the technical detail.
 */

export interface AbschObjection {
  readonly code: string;
  readonly property: string;
  readonly message?: string;
}

export interface ObjectionWords {
  /** The field as a person calls it: "PIC recipients". */
  readonly label: string;
  /** What is wrong and how it is put right, in sentences. */
  readonly sentence: string;
  /** The Clearing-House's own words, for the "Details" disclosure. */
  readonly detail: string;
}

/** The setting that holds what biopermit cannot know (Administration → Settings). */
export const PUBLICATION_SETTING = 'absch.publication';

interface FieldWords {
  readonly label: string;
  /** The field of the setting `absch.publication` an administrator fills, when the setting supplies it. */
  readonly settingField?: string;
  /** What that field holds, to say what is missing. */
  readonly holds?: string;
}

/** By the document's top-level field (`providersConfidential` shares `providers`' words). */
const FIELDS: Readonly<Record<string, FieldWords>> = {
  absCNA: { label: 'Competent national authority', settingField: 'cnaIdentifier', holds: 'the CNA’s record on the Clearing-House' },
  providers: {
    label: 'Providers (who granted prior informed consent)',
    settingField: 'providers',
    holds: 'the providers’ records on the Clearing-House, or that they are confidential',
  },
  entitiesToWhomPICGranted: {
    label: 'PIC recipients',
    settingField: 'picRecipients',
    holds: 'the recipients’ contact records on the Clearing-House, or that they are confidential',
  },
  government: { label: 'Country', settingField: 'government', holds: 'the country’s two-letter code (ph)' },
  keywords: { label: 'Keywords', settingField: 'keywords', holds: 'terms of the Clearing-House’s permit keywords' },
  keywordOther: { label: 'Other keyword' },
  title: { label: 'Permit number' },
  referenceToNationalPermit: { label: 'National permit reference' },
  dateOfIssuance: { label: 'Date of issue' },
  dateOfExpiry: { label: 'Date of expiry' },
  subjectMatter: { label: 'Subject matter (species and places)' },
  usages: { label: 'Use (commercial or non-commercial)' },
  usagesDescription: { label: 'Description of the use' },
  amendmentIntent: { label: 'Kind of change (update or revocation)' },
  amendmentDescription: { label: 'Reason for the change' },
  picGranted: { label: 'Prior informed consent granted' },
  matEstablished: { label: 'Mutually agreed terms established' },
  permitFiles: { label: 'Certificate file' },
  header: { label: 'Record header' },
};

/** `providersConfidential` → `providers`; `usages[0].identifier` → `usages`; `title.en` → `title`. */
function fieldOf(property: string): string {
  const root = property.split(/[.[]/)[0] ?? property;
  return root.endsWith('Confidential') ? root.slice(0, -'Confidential'.length) : root;
}

function problemOf(code: string): string {
  switch (code) {
    case 'Error.Mandatory':
    case 'Error.MandatoryAnyOf':
      return 'is missing';
    case 'Error.InvalidProperty':
      return 'is not allowed here';
    case 'Error.UnspecifiedLocale':
      return 'has text in a language the document does not declare';
    case 'Error.UnexpectedTerm':
      return 'is not a term the Clearing-House knows';
    default:
      return 'is not valid';
  }
}

/** The objection as the publisher reads it; the Clearing-House's code and field go to the details. */
export function objectionWords(objection: AbschObjection): ObjectionWords {
  const words = FIELDS[fieldOf(objection.property)];
  const label = words?.label ?? (objection.property || 'The document');
  const detail = [objection.code, objection.property, objection.message].filter(Boolean).join(' — ');
  const wrong = `${words?.label ?? 'This field'} ${problemOf(objection.code)}.`;
  if (words?.settingField !== undefined) {
    return {
      label,
      detail,
      sentence:
        `${wrong} It comes from the setting ${PUBLICATION_SETTING}: an administrator sets its field “${words.settingField}” ` +
        `(Administration → Settings) to ${words.holds}. Then the permit can be published.`,
    };
  }
  return {
    label,
    detail,
    sentence:
      `${wrong} biopermit makes this field from the permit and its application, so it cannot be corrected here: ` +
      'an administrator looks into it with the details below.',
  };
}
