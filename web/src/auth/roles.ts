import type { components } from '../api/schema';

export type Role = components['schemas']['Role'];
export type ApiScope = components['schemas']['ApiScope'];

/**
 * Every role the service knows, in words: a Record over the generated union, so a role added to the
 * service fails the build here until it has its label and meaning.
 */
const ROLES: Record<Role, { label: string; meaning: string }> = {
  admin: { label: 'Administrator', meaning: 'Users, roles, settings, agencies and API clients.' },
  intake: { label: 'Intake', meaning: 'Checks applications for completeness.' },
  evaluator: { label: 'Evaluator', meaning: 'Evaluates assigned applications, refers, recommends.' },
  chief: { label: 'Chief', meaning: 'Assigns, endorses or returns recommendations.' },
  approver: { label: 'Approver', meaning: 'Approves or denies, signs permits.' },
  abs_publisher: { label: 'ABS publisher', meaning: 'Records publication on the ABS Clearing-House.' },
  viewer: { label: 'Viewer', meaning: 'Reads applications; takes no action.' },
  dpo: { label: 'Data protection officer', meaning: "Finds and exports a person's data, their requests, breaches." },
};

export const ALL_ROLES = Object.keys(ROLES) as Role[];

export function roleLabel(role: string): string {
  return (ROLES as Record<string, { label: string }>)[role]?.label ?? role;
}

export function roleMeaning(role: Role): string {
  return ROLES[role].meaning;
}

const SCOPES: Record<ApiScope, string> = {
  'applications:write': 'Submit applications and respond',
  'applications:read': 'List and read its applications',
  'webhooks:manage': 'Manage its webhook endpoints',
};

export const ALL_SCOPES = Object.keys(SCOPES) as ApiScope[];

export function scopeLabel(scope: ApiScope): string {
  return SCOPES[scope];
}
