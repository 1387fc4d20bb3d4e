import type { components, paths } from '../api/schema';

/**
 * The staff session routes (issue 10): log in, who am I, log out. Their types come from the generated
 * schema as soon as the service has them; until then, from the routes as issue 10 announces them
 * below. When `npm run web:api` picks the real routes up, `StaffPaths` becomes `paths` by itself, and
 * `AnnouncedSessionRoutes` can be deleted (the check at the end keeps the screens honest either way).
 */
export const SESSION_PATH = '/api/v1/staff/session';
type SessionPath = typeof SESSION_PATH;

type Problem = components['schemas']['Problem'];
type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type JsonAnswer<T> = { headers: { [name: string]: unknown }; content: { 'application/json': T } };
type ProblemAnswer = { headers: { [name: string]: unknown }; content: { 'application/problem+json': Problem } };

interface AnnouncedSessionView {
  user: { id: string; email: string; name: string };
  roles: string[];
  /** The source agencies the user is limited to; null for all. */
  agencies: string[] | null;
  csrfToken: string;
  mfa: { enrolled: boolean; required: boolean };
  expiresAt: string;
}

interface AnnouncedLogIn {
  email: string;
  password: string;
  totp?: string;
  recoveryCode?: string;
}

type AnnouncedSessionRoutes = {
  [SESSION_PATH]: {
    parameters: NoParameters;
    get: {
      parameters: NoParameters;
      requestBody?: never;
      responses: { 200: JsonAnswer<AnnouncedSessionView>; 401: ProblemAnswer };
    };
    post: {
      parameters: NoParameters;
      requestBody: { content: { 'application/json': AnnouncedLogIn } };
      responses: { 200: JsonAnswer<AnnouncedSessionView>; 400: ProblemAnswer; 401: ProblemAnswer; 429: ProblemAnswer };
    };
    delete: {
      parameters: NoParameters;
      requestBody?: never;
      responses: { 204: { headers: { [name: string]: unknown }; content?: never }; 401: ProblemAnswer };
    };
    put?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};

/** Generated paths as they are once they have the session routes; with the announced ones until then. */
export type WithSessionRoutes<Paths> = SessionPath extends keyof Paths ? Paths : Paths & AnnouncedSessionRoutes;
/** The generated paths, with the session routes as announced while the service lacks them. */
export type StaffPaths = WithSessionRoutes<paths>;
type SessionRoutes = StaffPaths[SessionPath];

type SuccessBody<Operation> = Operation extends { responses: infer Responses }
  ? {
      [Status in keyof Responses]: Status extends 200 | 201
        ? Responses[Status] extends { content: { 'application/json': infer Body } }
          ? Body
          : never
        : never;
    }[keyof Responses]
  : never;

/** The signed-in user as `GET /api/v1/staff/session` describes them. */
export type SessionView = SuccessBody<SessionRoutes['get']>;
/** What `POST /api/v1/staff/session` takes: email and password, and the second factor when asked. */
export type LogInBody = SessionRoutes['post'] extends { requestBody: { content: { 'application/json': infer Body } } } ? Body : never;

/** What the screens read from the session; the build fails if the service's view stops offering it. */
interface SessionFieldsUsed {
  user: { email: string; name: string };
  roles: readonly string[];
  csrfToken: string;
}
type Check<T extends true> = T;
export type SessionViewOffersWhatScreensUse = Check<SessionView extends SessionFieldsUsed ? true : false>;
export type LogInTakesTheSecondFactor = Check<{ email: string; password: string; totp: string } extends LogInBody ? true : false>;
