import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * Checks an `absPermit` document before it is sent, and says what is wrong in the Clearing-House's
 * own words: its v2023 API answers a bad document not with a 4xx but with a 2xx whose `errors` list
 * items like `{"code": "Error.Mandatory", "property": "government"}`. Reporting local problems with
 * the same codes lets the abs_publisher read one vocabulary, whoever found the problem.
 *
 * The shape comes from `abs-permit.schema.json` (validated with Ajv); Ajv's findings are translated
 * to the Clearing-House codes, and two rules a JSON Schema cannot state (languages used must be
 * declared in the header; expiry not before issuance) are checked here.
 */
export type AbschErrorCode =
  | 'Error.Mandatory'
  | 'Error.MandatoryAnyOf'
  | 'Error.InvalidValue'
  | 'Error.InvalidProperty'
  | 'Error.UnspecifiedLocale'
  | 'Error.UnexpectedTerm'
  | 'Error.InvalidType';

export interface AbschProblem {
  readonly code: AbschErrorCode;
  /** Dotted path of the field, e.g. `government`, `header.identifier`, `usages[0].identifier`. */
  readonly property: string;
  /** For Error.MandatoryAnyOf: the fields of which one is needed. */
  readonly properties?: readonly string[];
  readonly message: string;
}

const require = createRequire(import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

interface SchemaShape {
  properties: Record<string, { $ref?: string }>;
  allOf: { anyOf?: { required: string[] }[] }[];
}

/** The JSON Schema kept in the repository (src/absch/abs-permit.schema.json). */
export const ABS_PERMIT_SCHEMA = require('./abs-permit.schema.json') as SchemaShape & Record<string, unknown>;

let validator: ValidateFunction | undefined;
function validate(document: unknown): readonly ErrorObject[] {
  // strictTypes off: the rules in allOf name properties without repeating "type": "object", as draft-07 allows.
  validator ??= addFormats(new Ajv({ allErrors: true, strict: true, strictTypes: false, strictRequired: false })).compile(
    ABS_PERMIT_SCHEMA,
  );
  return validator(document) ? [] : (validator.errors ?? []);
}

function dotted(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

function join(path: string, child: string): string {
  return path ? `${path}.${child}` : child;
}

/** The pairs "one of these is mandatory", read from the schema's allOf so they are stated once. */
function anyOfFields(schemaPath: string): string[] | undefined {
  const match = /^#\/allOf\/(\d+)\/anyOf$/.exec(schemaPath);
  const rule = match ? ABS_PERMIT_SCHEMA.allOf[Number(match[1])] : undefined;
  return rule?.anyOf?.map((option) => option.required[0] ?? '');
}

function translate(error: ErrorObject): AbschProblem | undefined {
  const path = dotted(error.instancePath);
  const pairs = error.keyword === 'anyOf' ? anyOfFields(error.schemaPath) : undefined;
  if (pairs !== undefined) {
    return {
      code: 'Error.MandatoryAnyOf',
      property: pairs[0] ?? path,
      properties: pairs,
      message: `one of ${pairs.join(', ')} is mandatory`,
    };
  }
  // The branches of an anyOf pair, and the `if` of a conditional rule, are reported through their parent.
  if (error.schemaPath.includes('/anyOf/') || error.keyword === 'if') return undefined;
  switch (error.keyword) {
    case 'required': {
      const property = join(path, String(error.params.missingProperty));
      return { code: 'Error.Mandatory', property, message: `${property} is mandatory` };
    }
    case 'additionalProperties': {
      const property = join(path, String(error.params.additionalProperty));
      return { code: 'Error.InvalidProperty', property, message: `${property} is not a field of absPermit here` };
    }
    case 'false schema':
      return {
        code: 'Error.InvalidProperty',
        property: path,
        message: `${path} is not allowed unless the consent or terms it describes are confirmed`,
      };
    case 'type':
      return { code: 'Error.InvalidType', property: path, message: `${path} must be ${String(error.params.type)}` };
    case 'propertyNames':
      return undefined; // reported by the enum on the name, below
    default:
      if (error.propertyName !== undefined) {
        return {
          code: 'Error.UnspecifiedLocale',
          property: join(path, error.propertyName),
          message: `${error.propertyName} is not a language code`,
        };
      }
      if (/^usages\[\d+\]\.identifier$/.test(path)) {
        return { code: 'Error.UnexpectedTerm', property: path, message: `${path} is not a term of the permit-usage thesaurus` };
      }
      return { code: 'Error.InvalidValue', property: path, message: `${path} ${error.message ?? 'is not valid'}` };
  }
}

/** Every text in a language the header does not declare: the Clearing-House's UnspecifiedLocale. */
function undeclaredLocales(document: Record<string, unknown>): AbschProblem[] {
  const header = document.header as { languages?: unknown } | undefined;
  const declared = new Set(Array.isArray(header?.languages) ? header.languages : []);
  const problems: AbschProblem[] = [];
  for (const [field, definition] of Object.entries(ABS_PERMIT_SCHEMA.properties)) {
    const value = document[field];
    if (definition.$ref !== '#/definitions/lstring' || value === null || typeof value !== 'object') continue;
    for (const locale of Object.keys(value)) {
      if (!declared.has(locale)) {
        problems.push({
          code: 'Error.UnspecifiedLocale',
          property: `${field}.${locale}`,
          message: `${field} has text in "${locale}", a language the header does not list`,
        });
      }
    }
  }
  return problems;
}

function expiryBeforeIssuance(document: Record<string, unknown>): AbschProblem[] {
  const { dateOfIssuance, dateOfExpiry } = document;
  if (typeof dateOfIssuance !== 'string' || typeof dateOfExpiry !== 'string' || dateOfExpiry >= dateOfIssuance) return [];
  return [{ code: 'Error.InvalidValue', property: 'dateOfExpiry', message: 'dateOfExpiry is before dateOfIssuance' }];
}

/** The document's problems, in the Clearing-House's codes; none means it may be sent. */
export function checkAbsPermitDocument(document: unknown): AbschProblem[] {
  const problems = validate(document).flatMap((error) => translate(error) ?? []);
  if (document !== null && typeof document === 'object' && !Array.isArray(document)) {
    const record = document as Record<string, unknown>;
    problems.push(...undeclaredLocales(record), ...expiryBeforeIssuance(record));
  }
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.code} ${p.property}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
