import type { LightMyRequestResponse } from 'fastify';
import type { StaffApplication } from '../../src/casefile/staff-application.schemas.js';
import { createStaff, loginAs, type StaffHeaders, type TestStaff } from './staff.js';
import { json, type TestApp } from './test-app.js';

/** A staff team, logged in, to take an application through the workflow over HTTP. */
export interface Team {
  readonly intake: Member;
  readonly evaluator: Member;
  readonly evaluator2: Member;
  readonly chief: Member;
  readonly approver: Member;
  readonly admin: Member;
  readonly viewer: Member;
}

export interface Member {
  readonly user: TestStaff;
  readonly headers: StaffHeaders;
}

async function member(t: TestApp, roles: TestStaff['roles'], agencies?: readonly string[]): Promise<Member> {
  const user = await createStaff(t, { roles, ...(agencies === undefined ? {} : { agencies }) });
  return { user, headers: await loginAs(t, user) };
}

export async function aTeam(t: TestApp): Promise<Team> {
  return {
    intake: await member(t, ['intake']),
    evaluator: await member(t, ['evaluator']),
    evaluator2: await member(t, ['evaluator']),
    chief: await member(t, ['chief']),
    approver: await member(t, ['approver']),
    admin: await member(t, ['admin']),
    viewer: await member(t, ['viewer']),
  };
}

export { member as aMember };

export function readStaffView(t: TestApp, who: Member, id: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `/api/v1/staff/applications/${id}`, headers: who.headers });
}

export async function staffViewOf(t: TestApp, who: Member, id: string): Promise<StaffApplication> {
  const response = await readStaffView(t, who, id);
  if (response.statusCode !== 200) throw new Error(`staff view answered ${response.statusCode}: ${response.body}`);
  return json<StaffApplication>(response);
}

/** POST …/actions with the If-Match given, or the current version when `ifMatch` is undefined. */
export async function act(
  t: TestApp,
  who: Member,
  id: string,
  body: Record<string, unknown>,
  options: { ifMatch?: string | null } = {},
): Promise<LightMyRequestResponse> {
  let ifMatch = options.ifMatch;
  if (ifMatch === undefined) ifMatch = `"${(await staffViewOf(t, who, id)).version}"`;
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/applications/${id}/actions`,
    headers: { ...who.headers, ...(ifMatch === null ? {} : { 'if-match': ifMatch }) },
    payload: body,
  });
}

/** Takes the action and expects it to succeed: returns the new view. */
export async function actOk(t: TestApp, who: Member, id: string, body: Record<string, unknown>): Promise<StaffApplication> {
  const response = await act(t, who, id, body);
  if (response.statusCode !== 200) throw new Error(`${String(body.action)} answered ${response.statusCode}: ${response.body}`);
  return json<StaffApplication>(response);
}
