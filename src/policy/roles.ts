import { type Static, Type } from 'typebox';

/**
 * The roles of the authority's staff, with what each is for. A user may hold several. Which role may
 * take which action, in which state, is decided in src/policy/ and nowhere else.
 */
export const ROLE_MEANINGS = {
  admin: 'Manages users, roles, settings, agencies and API clients; may cancel an application.',
  intake: 'Checks applications for completeness: returns them as incomplete or accepts them.',
  evaluator: 'Evaluates accepted applications assigned to them: requests information, refers, recommends.',
  chief: 'Assigns applications, endorses recommendations or returns them, extends the processing time once.',
  approver: 'Decides: approves or denies (never an application whose approval they recommended), and signs permits.',
  abs_publisher: 'Records the publication of permits on the ABS Clearing-House.',
  viewer: 'Reads applications; takes no action.',
  dpo: "Data protection officer: finds and exports a person's data, records data subjects' requests and breaches, reads who read what.",
} as const;

export type Role = keyof typeof ROLE_MEANINGS;

export const ROLES = Object.keys(ROLE_MEANINGS) as Role[];

/** The role as a closed union, its meanings listed in the OpenAPI document. */
export const RoleSchema = Type.Union(
  ROLES.map((role) => Type.Literal(role)),
  {
    $id: 'Role',
    description: `A staff role:\n${ROLES.map((role) => `- \`${role}\`: ${ROLE_MEANINGS[role]}`).join('\n')}`,
  },
);
export type RoleSchema = Static<typeof RoleSchema>;

export function isRole(value: string): value is Role {
  return Object.hasOwn(ROLE_MEANINGS, value);
}
