/**
 * Generated from the service's own OpenAPI document by `npm run web:api` (web/scripts/generate-api.ts).
 * Do not edit: a test fails when this file no longer matches the service.
 */

export type paths = {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys that verify this service's access tokens (RFC 7517)
         * @description Every key that may have signed a token still valid: a token's `kid` header names its key. Keys change on rotation; fetch the set again when a token names a `kid` you do not have.
         */
        get: operations["getJsonWebKeySet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an application
         * @description Stores the whole application (applicant, locations, species) in one transaction and assigns its registration number (`cnaApplicationUniqueNo`). Idempotent on (sourceAgencyCode, sourceAgencyApplicationNumber): the same body again returns 200 with the same application; a different body under that number is a 409. Nothing is stored on any error. Needs scope `applications:write`.
         */
        post: operations["submitApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get one application in detail
         * @description `cnaApplicationUniqueNo` is the registration number returned at submission, or the application's uuid. Needs scope `applications:read`.
         */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a document to an application
         * @description Multipart: the `file`, its `type` (an item of the checklist of the application type, e.g. `endorsement_letter`), a `title` and an optional `description`. The file is streamed, its type read from its content, checked against the allowlist and its extension, scanned for malware when the service has a scanner, and stored durably before it is recorded. A newer file of the same type supersedes the older one. An infected file is kept `quarantined` and never served. The application then lists it in `attachments` (its `updatedAt` moves). A refused upload stores nothing. Send an `Idempotency-Key` to retry safely. Needs scope `applications:write`.
         */
        post: operations["uploadAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/attachments/{attachmentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document of an application
         * @description The file of one of the application's `attachments` (its `url` is this link). Range requests, `If-None-Match` and `If-Range` are answered; `ETag` and `Repr-Digest` carry the SHA-256. Documents staff keep internal are not found here, and a quarantined file is never sent (403 `file_quarantined`). Needs scope `applications:read`.
         */
        get: operations["downloadAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/agency/{sourceAgencyCode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the applications of an agency
         * @description Newest first (by `createdAt`; by `updatedAt` when `updatedSince` is given). Keyset paging: follow `Link: <…>; rel="next"` until it is absent. `X-Total-Count` counts every application matching `status` and `applicationType` (not only this page); it is left out when `updatedSince` is given. To stay in sync, poll with `updatedSince` set a little before the newest `updatedAt` you have seen. Needs scope `applications:read`.
         */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/oauth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get an access token (OAuth 2.0 client credentials)
         * @description RFC 6749 §4.4: `grant_type=client_credentials` in an application/x-www-form-urlencoded body. Authenticate the client with HTTP Basic (`Authorization: Basic base64(client_id:client_secret)`, each part form-urlencoded first), or with `client_id` and `client_secret` in the form. The token acts for the client's agency only; send it as `Authorization: Bearer <access_token>`. Errors follow RFC 6749 §5.2.
         */
        post: operations["requestAccessToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agencies I work on (all of them unless my account is limited), with their active API clients
         * @description Staff limited to some agencies see only those; each agency comes with the count of its active (not revoked) API clients.
         */
        get: operations["listAgencies"];
        put?: never;
        /**
         * Register an agency (admin)
         * @description The code is the agency's identifier in the external API and in tokens: it cannot change later. A code already taken is a 409.
         */
        post: operations["createAgency"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agency's API clients, revoked ones too, never their secrets (admin)
         * @description Revoked clients are listed with the time they were revoked, so an audit can tell which client made which submission.
         */
        get: operations["listAgencyClients"];
        put?: never;
        /**
         * Create an API client for an agency; its secret is shown once (admin)
         * @description The secret is stored only as a hash: copy it from this response into the agency's system; a lost secret means a new client.
         */
        post: operations["createAgencyClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API client: no new tokens, and its tokens stop working within 10 seconds (admin)
         * @description Revoking cannot be undone; the client's submissions stay, attributed to it. Create a new client to restore access.
         */
        delete: operations["revokeAgencyClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's documents, internal ones too, and its checklist
         * @description Every attachment, oldest first, superseded and quarantined ones included, and each item of the checklist of the application type with its state (`missing`, `uploaded`, `accepted`, `rejected`, `waived`). `missingRequirements` lists the required items the `accept` action still waits for.
         */
        get: operations["listStaffAttachments"];
        put?: never;
        /**
         * Add a document to an application (staff)
         * @description As the agencies’ upload (the file, `type`, `title`, `description`), and `internal=true` for a document only staff see: it is never listed for the agency nor downloadable by it, and it supersedes only internal files of its type. Needs the intake, evaluator, chief, approver or admin role. `Idempotency-Key` makes a retry safe.
         */
        post: operations["uploadStaffAttachment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/attachments/{attachmentId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a document of an application (staff)
         * @description Any attachment, internal ones too, with the same headers, ranges and conditional requests as the agencies’ download; a quarantined file is never sent (403 `file_quarantined`).
         */
        get: operations["downloadStaffAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my password
         * @description Needs the current password. Every other session of the user ends; this one goes on.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/me/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ten new recovery codes in place of the old ones
         * @description Needs the current password. The old codes stop working at once; the new ones are shown only in this response.
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/me/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start enrolling a TOTP authenticator: a new secret and its otpauth:// URI
         * @description Show `otpauthUri` as a QR code (or `secret` for typing), then confirm with a code from the app within 15 minutes. Until confirmed, the factor enrolled before (if any) stays. Replacing an enrolled factor needs `password`.
         */
        post: operations["startTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/me/totp/confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm TOTP enrolment with a code; returns the 10 recovery codes, once
         * @description The new secret becomes the second factor, this session counts as having proved it, and every other session of the user ends.
         */
        post: operations["confirmTotpEnrolment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/password-setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password with a one-time set-up code (a new user, or a reset)
         * @description No session needed: the code (from an admin or `biopermit staff create` / `reset-password`) is the proof. It works once, for 72 hours; every session of the user ends.
         */
        post: operations["setUpPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session: me, my roles and agencies, the CSRF token, the second factor, the expiry
         * @description Answers 401 when the cookie is missing, expired or ended. The back-office calls it on start and keeps the CSRF token it returns for every later write.
         */
        get: operations["getSession"];
        put?: never;
        /**
         * Log in
         * @description Checks the email, the password and, for users with a second factor, `totp` or one `recoveryCode`; then sets the session cookie (HttpOnly, SameSite=Lax) and returns the session, with the CSRF token to send on every later POST, PATCH and DELETE. A wrong email, password or code get the same 401; failures slow down, then lock, the account and the client address (429 with Retry-After).
         */
        post: operations["logIn"];
        /**
         * Log out: the session ends and its cookie is cleared
         * @description Ends the session on the server, not only the cookie: a copy of the cookie stops working at once. Needs the CSRF token.
         */
        delete: operations["logOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List staff users (admin)
         * @description All users, by name, each with the count of its live sessions; filter by role, disabled, or part of the name or email.
         */
        get: operations["listStaffUsers"];
        put?: never;
        /**
         * Create a staff user (admin); returns a one-time set-up code and link for the first password
         * @description The user has no password until the set-up code is used (within 72 hours). Email addresses are unique, compared without case.
         */
        post: operations["createStaffUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A staff user with its live sessions and pending set-up code (admin)
         * @description Sessions show when they started and were last used, never their tokens; the set-up code itself is never shown again, only its expiry.
         */
        get: operations["getStaffUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the name, roles, agencies or disabled state of a staff user (admin)
         * @description Role and agency changes apply from the next request of each of the user’s sessions; disabling ends them all at once. The last enabled admin cannot be disabled or lose the admin role.
         */
        patch: operations["updateStaffUser"];
        trace?: never;
    };
    "/api/v1/staff/users/{id}/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a one-time code and link with which the user sets a new password (admin)
         * @description The current password works until the code is used; using it ends every session of the user. With `resetSecondFactor`, the TOTP factor and recovery codes are removed at once and the sessions end (for a lost device).
         */
        post: operations["issuePasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End every session of a staff user (admin); the user's next request is refused
         * @description For a lost or stolen device: every session of the user ends at once, and the user must log in again.
         */
        delete: operations["endStaffUserSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process is up
         * @description Answers while the process runs, whatever the database does. For load balancers and orchestrators.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every kind of problem, explained
         * @description HTML by default; JSON with `Accept: application/json`.
         */
        get: operations["listProblemTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/problems/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a problem means and how to fix the request
         * @description A problem's `type` (`/problems/{code}`) resolves here. HTML by default; JSON with `Accept: application/json`.
         */
        get: operations["getProblemType"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: the database answers
         * @description Answers 200 when the database answers a query, 503 `service_unavailable` when it does not.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = Record<string, never>;
export type components = {
    schemas: {
        Agency: {
            /** @description API clients not revoked. */
            activeClients: number;
            code: string;
            /** Format: date-time */
            createdAt: string;
            name: string;
        };
        AgencyCreate: {
            /** @description As agencies send it in `sourceAgencyCode`. */
            code: string;
            /** @description The agency's name. */
            name: string;
        };
        /** @description A memorandum of agreement (moa) for the application. */
        Agreement: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            description: string | null;
            fileExtension: string | null;
            fileName: string | null;
            /** Format: uuid */
            fileUploadedBy: string | null;
            /** Format: uuid */
            id: string;
            title: string;
            url: string | null;
        };
        /** @description An API client (never its secret). */
        ApiClient: {
            agencyCode: string;
            /** Format: uuid */
            clientId: string;
            /** Format: date-time */
            createdAt: string;
            name: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            scopes: components["schemas"]["ApiScope"][];
        };
        ApiClientCreate: {
            /** @description A label, e.g. the agency system's name. */
            name?: string;
            /** @description Default: all. */
            scopes?: components["schemas"]["ApiScope"][];
        };
        ApiClientCreated: {
            agencyCode: string;
            /** Format: uuid */
            clientId: string;
            /** @description Shown this once; only its hash is stored. */
            clientSecret: string;
            /** Format: date-time */
            createdAt: string;
            name: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            scopes: components["schemas"]["ApiScope"][];
        };
        /** @description A scope of an API client: `applications:write` submits, `applications:read` lists and reads. */
        ApiScope: "applications:write" | "applications:read";
        /** @description One application in detail. It has no cbdStatus, source, sourceUniqueNo or sourceAgencyCode. */
        ApplicationDetail: {
            /** @description The submitted `permiteeAddress`. */
            address: string | null;
            /** @description The submitted `permiteeAffiliation`. */
            affiliation: string | null;
            /**
             * Format: uuid
             * @description One applicant per agency and permittee email.
             */
            applicantId: string;
            applicationType: string;
            attachments: components["schemas"]["Attachment"][];
            /** @description Not set by submission: null. */
            collaborator: string | null;
            /** @description Not set by submission: null. */
            collaboratorType: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The submitted `permiteeDateOfBirth`, exactly as sent (a plain string). */
            dateOfBirth: string | null;
            ecosystem: string | null;
            /** @description The submitted `permiteeEmail`. */
            email: string;
            /** @description Not set by submission: null. */
            floorUnitNo: string | null;
            /** @description Gratuitous permits issued. */
            gp: components["schemas"]["Permit"][];
            /**
             * Format: uuid
             * @description The application's uuid; also accepted in place of the registration number.
             */
            id: string;
            locations: components["schemas"]["DetailLocation"][];
            /** @description Memoranda of agreement. */
            moa: components["schemas"]["Agreement"][];
            /** @description Permittee first, middle and last name, separated by single spaces. */
            name: string;
            notices: components["schemas"]["Notice"][];
            permitType: string;
            /** @description The submitted `permiteePhone`. */
            phoneNo: string | null;
            purpose: string | null;
            /** @description Registration number = `cnaApplicationUniqueNo`, e.g. `ABS-2026-000123`. */
            registrationNo: string;
            resources: components["schemas"]["DetailResource"][];
            /**
             * @description Workflow status:
             *     - `submitted`: Received; waiting for the completeness check (again so after the agency answers a deficiency notice).
             *     - `incomplete`: Returned as incomplete: the deficiency notice lists each missing requirement. The agency answers with a response; left unanswered too long, the application is abandoned.
             *     - `accepted`: Complete and accepted: the processing clock has started, and the acceptance notice gives the due date.
             *     - `under_evaluation`: Being evaluated. The authority may request information (the application is then on hold), refer it to an external body, or require an agreement.
             *     - `for_agreement`: Waiting for an agreement (memorandum of agreement) to be executed with the applicant; the clock is paused.
             *     - `for_decision`: Evaluated and recommended; waiting for the decision.
             *     - `approved`: Approved; the permit is being prepared.
             *     - `issued`: The permit is issued (see `gp`). Final.
             *     - `denied`: Denied; the decision notice gives the grounds. Final.
             *     - `withdrawn`: Withdrawn by the agency before the decision. Final.
             *     - `abandoned`: Closed because the applicant did not answer in time. Final.
             *     - `cancelled`: Cancelled by the authority; the notice gives the reason. Final.
             */
            status: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved" | "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled";
            /**
             * Format: date-time
             * @description Last change to the record or anything in it.
             */
            updatedAt: string;
        };
        /** @description An application as listed for its agency. */
        ApplicationListItem: {
            /** @description The submitted `permiteeAddress`. */
            address: string | null;
            /** @description The submitted `permiteeAffiliation`. */
            affiliation: string | null;
            /**
             * Format: uuid
             * @description One applicant per agency and permittee email.
             */
            applicantId: string;
            applicationType: string | null;
            attachments: components["schemas"]["Attachment"][] | null;
            /** @description Publication status on the CBD ABS Clearing-House; null until published. */
            cbdStatus: string | null;
            /** @description Not set by submission: null. */
            collaborator: string | null;
            /** @description Not set by submission: null. */
            collaboratorType: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description The submitted `permiteeDateOfBirth`, exactly as sent (a plain string). */
            dateOfBirth: string | null;
            ecosystem: string | null;
            /** @description The submitted `permiteeEmail`. */
            email: string | null;
            /** @description Not set by submission: null. */
            floorUnitNo: string | null;
            /**
             * Format: uuid
             * @description The application's uuid; also accepted in place of the registration number.
             */
            id: string;
            locations: components["schemas"]["ListLocation"][] | null;
            /** @description Permittee first, middle and last name, separated by single spaces. */
            name: string | null;
            notices: components["schemas"]["Notice"][] | null;
            permitType: string | null;
            /** @description The submitted `permiteePhone`. */
            phoneNo: string | null;
            /** @description Registration number = `cnaApplicationUniqueNo`, e.g. `ABS-2026-000123`. */
            registrationNo: string | null;
            resources: components["schemas"]["ListResource"][] | null;
            /** @description `external` for applications submitted through this API. */
            source: string | null;
            sourceAgencyCode: string | null;
            /** @description The submitted `sourceAgencyApplicationNumber`. */
            sourceUniqueNo: string | null;
            /**
             * @description Workflow status:
             *     - `submitted`: Received; waiting for the completeness check (again so after the agency answers a deficiency notice).
             *     - `incomplete`: Returned as incomplete: the deficiency notice lists each missing requirement. The agency answers with a response; left unanswered too long, the application is abandoned.
             *     - `accepted`: Complete and accepted: the processing clock has started, and the acceptance notice gives the due date.
             *     - `under_evaluation`: Being evaluated. The authority may request information (the application is then on hold), refer it to an external body, or require an agreement.
             *     - `for_agreement`: Waiting for an agreement (memorandum of agreement) to be executed with the applicant; the clock is paused.
             *     - `for_decision`: Evaluated and recommended; waiting for the decision.
             *     - `approved`: Approved; the permit is being prepared.
             *     - `issued`: The permit is issued (see `gp`). Final.
             *     - `denied`: Denied; the decision notice gives the grounds. Final.
             *     - `withdrawn`: Withdrawn by the agency before the decision. Final.
             *     - `abandoned`: Closed because the applicant did not answer in time. Final.
             *     - `cancelled`: Cancelled by the authority; the notice gives the reason. Final.
             */
            status: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved" | "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled" | null;
            /**
             * Format: date-time
             * @description Last change to the record or anything in it.
             */
            updatedAt: string;
        };
        /** @description An application as an agency submits it. Unknown fields are refused (400) rather than silently dropped. Optional text fields may be omitted or null. Text may be any Unicode except the NUL character (U+0000); a lone surrogate escape such as `\ud800` is not Unicode and is refused too. */
        ApplicationSubmission: {
            /** @description Link code of the ABS process at the source agency. Kept, not returned. */
            absLinkCode?: string | null;
            /** @description Kept for staff views and exports; not returned. */
            additionalNotes?: string | null;
            /** @description Application type (e.g. research, bioprospecting). */
            applicationType: string;
            /** @description Ecosystem of the collection (e.g. terrestrial, marine, freshwater). */
            ecosystem?: string | null;
            /** @description Collection locations: 1 to 100. */
            locations: components["schemas"]["LocationSubmission"][];
            /** @description Permittee address; returned as `address`. */
            permiteeAddress?: string | null;
            /** @description Permittee affiliation; returned as `affiliation`. */
            permiteeAffiliation?: string | null;
            /**
             * Format: date-time
             * @description Permittee date of birth; returned as `dateOfBirth`, exactly as submitted.
             */
            permiteeDateOfBirth?: string | null;
            /**
             * Format: email
             * @description Permittee email; returned as `email`. One applicant (applicantId) per agency and email.
             */
            permiteeEmail: string;
            /** @description Kept for staff views and exports; not returned. */
            permiteeEmployer?: string | null;
            /** @description Kept for staff views and exports; not returned. */
            permiteeEmployerAddress?: string | null;
            /** @description Permittee first name; part of the returned `name`. */
            permiteeFirstName: string;
            /** @description Kept for staff views and exports; not returned. */
            permiteeGender?: string | null;
            /** @description Permittee last name; part of the returned `name`. */
            permiteeLastName: string;
            /** @description Permittee middle name; part of the returned `name`. */
            permiteeMiddleName?: string | null;
            /** @description Kept for staff views and exports; not returned. */
            permiteeOccupation?: string | null;
            /** @description Permittee phone; returned as `phoneNo`. */
            permiteePhone?: string | null;
            /** @description Permit type requested (e.g. gratuitous permit). */
            permitType: string;
            /** @description Purpose of the collection; returned in the detail record. */
            purpose?: string | null;
            /** @description The agency's own number for this application. With sourceAgencyCode it identifies the submission: sending the same body again returns the same application (200), a different body under the same number is a 409. */
            sourceAgencyApplicationNumber: string;
            /** @description Code of the submitting agency. Must be the agency of the access token. */
            sourceAgencyCode: string;
        };
        /** @description A document of the application, uploaded by the agency or by staff. Documents staff keep internal are never listed here. */
        Attachment: {
            description: string | null;
            fileExtension: string;
            fileName: string;
            /** Format: uuid */
            id: string;
            status: components["schemas"]["AttachmentStatus"];
            title: string;
            /** @description The checklist item it answers (setting `attachments.checklists`), e.g. `endorsement_letter`. */
            type: string;
            /** @description Where to download it: absolute (PUBLIC_BASE_URL) when the service knows its address; needs the same access token. */
            url: string;
        };
        /**
         * @description Attachment status:
         *     - `uploaded`: Received; waiting for staff to accept or reject it.
         *     - `accepted`: Staff accepted it.
         *     - `rejected`: Staff rejected it (`reason` says why): upload a corrected file of the same type.
         *     - `superseded`: A newer file of the same type replaced it.
         *     - `quarantined`: The malware scan found it infected: it is kept but never served. Upload a clean file.
         */
        AttachmentStatus: "uploaded" | "accepted" | "rejected" | "superseded" | "quarantined";
        /** @description One document of the checklist of the application type, and where it stands. */
        ChecklistItemStatus: {
            /**
             * Format: uuid
             * @description The file that decides the state, if any.
             */
            attachmentId: string | null;
            /** @description Why the file was rejected, or the requirement waived. */
            reason: string | null;
            required: boolean;
            state: components["schemas"]["ChecklistState"];
            title: string;
            type: string;
        };
        /**
         * @description Checklist item state:
         *     - `missing`: No usable file of this type (none uploaded, or only a quarantined one).
         *     - `uploaded`: A file is waiting for review.
         *     - `accepted`: The current file is accepted.
         *     - `rejected`: The current file was rejected: a corrected one is needed.
         *     - `waived`: Staff waived the requirement.
         */
        ChecklistState: "missing" | "uploaded" | "accepted" | "rejected" | "waived";
        /** @description A collection location, in detail: one per submitted location. */
        DetailLocation: {
            barangay: string | null;
            /** @description The submitted `cityOrMunicipality`. */
            cityMunicipality: string;
            /** @description Location id (a uuid string). */
            id: string;
            province: string;
            region: string;
            /** @description The submitted location `address`. */
            remarks: string | null;
        };
        /** @description A species to collect, in detail: one per submitted species. */
        DetailResource: {
            /** Format: date-time */
            collectionEnd: string;
            /**
             * Format: date-time
             * @description Collection window of the location the species was submitted under (UTC).
             */
            collectionStart: string;
            commonName: string | null;
            geneticName: string | null;
            /** @description Resource id: one resource per submitted species. */
            id: number;
            /** @description The submitted species `note`. */
            notes: string | null;
            scientificName: string | null;
            state: string | null;
        };
        EndedSessions: {
            /** @description Live sessions ended. */
            endedSessions: number;
        };
        HealthStatus: {
            /**
             * @description Always `ok`: any other state is an error status.
             * @enum {string}
             */
            status: "ok";
        };
        /** @description A public JSON Web Key (RFC 7517). */
        Jwk: {
            /** @description `EdDSA`. */
            alg?: string;
            /** @description `Ed25519`. */
            crv?: string;
            /** @description Key id: the `kid` in a token's header names the key that signed it. */
            kid: string;
            /** @description Key type: `OKP` for Ed25519 keys. */
            kty: string;
            /** @description `sig`. */
            use?: string;
            /** @description The public key (base64url). */
            x?: string;
        } & {
            [key: string]: unknown;
        };
        /** @description The JSON Web Key Set that verifies the tokens of this service (RFC 7517 §5). */
        Jwks: {
            keys: components["schemas"]["Jwk"][];
        };
        /** @description A collection location, as listed. */
        ListLocation: {
            barangay: string | null;
            /** @description The submitted `cityOrMunicipality`. */
            cityMunicipality: string;
            /** @description Location id (a uuid string). */
            id: string;
            province: string;
            region: string;
        };
        /** @description A species to collect, as listed. */
        ListResource: {
            commonName: string | null;
            geneticName: string | null;
            /** @description Resource id: one resource per submitted species. */
            id: number;
            /** @description The submitted species `note`. */
            notes: string | null;
            scientificName: string | null;
        };
        /** @description A collection location. `collectionEnd` must not be before `collectionStart` (a rule the schema cannot say: a 400 names `/locations/{i}/collectionEnd`). Each becomes one location in the returned records. */
        LocationSubmission: {
            /** @description Description of the site; returned as the location's `remarks`. */
            address?: string | null;
            /** @description Barangay. */
            barangay?: string | null;
            /** @description City or municipality; returned as `cityMunicipality`. */
            cityOrMunicipality: string;
            /**
             * Format: date-time
             * @description End of the collection window; not before `collectionStart`.
             */
            collectionEnd: string;
            /**
             * Format: date-time
             * @description Start of the collection window (ISO 8601 with offset).
             */
            collectionStart: string;
            /** @description WGS 84 latitude, −90 to 90. */
            latitude?: number | null;
            /** @description WGS 84 longitude, −180 to 180. */
            longitude?: number | null;
            /** @description Province. */
            province: string;
            /** @description Region, e.g. "Region IV-A (CALABARZON)". */
            region: string;
            /** @description Species collected here: 1 to 200. */
            species: components["schemas"]["SpeciesSubmission"][];
        };
        /** @description A notice on the application, oldest first. */
        Notice: {
            /**
             * Format: uuid
             * @description Who wrote it: the API client that submitted (for `received`), or a staff member.
             */
            authorId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Kind of event, e.g. `received` for the receipt written at submission. */
            log: string;
            message: string;
        };
        /** @description A token endpoint error (RFC 6749 §5.2). */
        OAuthError: {
            /** @description `invalid_request`: a parameter is missing, repeated, or the body is not a form; two ways of client authentication. `invalid_client`: unknown client, wrong secret, revoked client, or no client authentication. `unsupported_grant_type`: a grant other than client_credentials. `invalid_scope`: a scope not granted to the client, or an empty one. */
            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
            /** @description What went wrong, for a person. */
            error_description: string;
        };
        PasswordChange: {
            currentPassword: string;
            /** @description At least 12 characters, and not one of the most commonly used passwords. */
            newPassword: string;
        };
        PasswordResetRequest: {
            /** @description Also remove the TOTP factor and recovery codes (a lost device); the user enrols again. */
            resetSecondFactor?: boolean;
        };
        PasswordSetup: {
            /** @description The one-time code from the set-up link (after `#code=`). */
            code: string;
            /** @description At least 12 characters, and not one of the most commonly used passwords. */
            password: string;
        };
        PasswordSetupResult: {
            /** @description The account whose password was set, to fill the log-in form. */
            email: string;
        };
        /** @description A gratuitous permit (gp) issued for the application. */
        Permit: {
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /** Format: date-time */
            dateExpired: string | null;
            /** Format: date-time */
            dateIssued: string | null;
            /** Format: date-time */
            dateRenewed: string | null;
            description: string | null;
            fileExtension: string | null;
            fileName: string | null;
            /** Format: uuid */
            fileUploadedBy: string | null;
            /** Format: uuid */
            id: string;
            permitNo: string;
            status: string;
            title: string;
            url: string | null;
        };
        /** @description RFC 9457 problem details. Other members may be added; clients ignore those they do not know. */
        Problem: {
            /**
             * @description Stable machine-readable code, one of a closed list: `validation_failed` (400) The request is not valid; `malformed_json` (400) The request body is not valid JSON; `malformed_request` (400) The request is not well-formed HTTP; `invalid_token_request` (400) The access token was sent in a way this service refuses; `unauthorized` (401) A valid access token is required; `forbidden` (403) The access token does not grant this; `insufficient_scope` (403) The access token lacks a required scope; `file_quarantined` (403) The file is quarantined: a malware scan found it infected; `not_found` (404) No such resource; `method_not_allowed` (405) Method not allowed; `request_timeout` (408) The request did not arrive in time; `conflict` (409) The resource already exists; `idempotency_conflict` (409) An application with this agency application number exists with different content; `application_closed` (409) The application is closed: it takes no more documents; `precondition_failed` (412) The resource has changed since the version given; `payload_too_large` (413) The request body is too large; `uri_too_long` (414) A path segment of the URL is too long; `unsupported_media_type` (415) Unsupported media type; `idempotency_key_reused` (422) The Idempotency-Key was used for another request; `precondition_required` (428) The version of the resource being changed is required; `range_not_satisfiable` (416) The requested range is outside the file; `rate_limited` (429) Too many requests; `headers_too_large` (431) The request line and headers are too large; `session_required` (401) A valid staff session is required; `login_failed` (401) The log-in failed; `second_factor_required` (401) A one-time code is required to log in; `csrf_failed` (403) The CSRF token is missing or wrong; `not_permitted` (403) Your roles do not allow this; `second_factor_enrolment_required` (403) Set up your second factor first; `login_throttled` (429) Too many failed log-ins; wait before trying again; `service_unavailable` (503) The service is temporarily unavailable; `internal_error` (500) Internal server error. `/problems/{code}` explains each and how to fix the request.
             * @enum {string}
             */
            code: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request" | "unauthorized" | "forbidden" | "insufficient_scope" | "file_quarantined" | "not_found" | "method_not_allowed" | "request_timeout" | "conflict" | "idempotency_conflict" | "application_closed" | "precondition_failed" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "idempotency_key_reused" | "precondition_required" | "range_not_satisfiable" | "rate_limited" | "headers_too_large" | "session_required" | "login_failed" | "second_factor_required" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required" | "login_throttled" | "service_unavailable" | "internal_error";
            /** @description What went wrong with this request. */
            detail: string;
            /** @description Every failing field, for validation problems. */
            errors?: {
                /** @description Why it fails. */
                detail: string;
                /** @description The failing query or path parameter (or header). */
                parameter?: string;
                /** @description JSON pointer (RFC 6901) to the failing body field; empty for the body as a whole. */
                pointer?: string;
            }[];
            /**
             * Format: uri-reference
             * @description The request path.
             */
            instance: string;
            /** @description Also in the X-Request-Id response header; quote it when asking for help. */
            requestId: string;
            /** @description The HTTP status code of the response. */
            status: number;
            /** @description Short summary of the kind of problem; the same for every occurrence of a code. */
            title: string;
            /**
             * Format: uri-reference
             * @description URI reference naming the kind of problem (`/problems/{code}`); it resolves to a page that explains it.
             * @example /problems/validation_failed
             */
            type: string;
        };
        /** @description One kind of problem, explained. */
        ProblemType: {
            /** @description The problem code. */
            code: string;
            /** @description How to fix the request. */
            fix: string;
            /** @description What happened. */
            meaning: string;
            /** @description The HTTP status it is answered with. */
            status: number;
            /** @description The title every such problem carries. */
            title: string;
            /**
             * Format: uri-reference
             * @description The `type` of the problems with this code.
             */
            type: string;
        };
        RecoveryCodes: {
            /** @description Shown this once: each logs in once in place of a TOTP code. Earlier codes no longer work. */
            recoveryCodes: string[];
        };
        RecoveryCodesRequest: {
            password: string;
        };
        /**
         * @description A staff role:
         *     - `admin`: Manages users, roles, settings, agencies and API clients; may cancel an application.
         *     - `intake`: Checks applications for completeness: returns them as incomplete or accepts them.
         *     - `evaluator`: Evaluates accepted applications assigned to them: requests information, refers, recommends.
         *     - `chief`: Assigns applications, endorses recommendations or returns them, extends the processing time once.
         *     - `approver`: Decides: approves or denies (never an application whose approval they recommended), and signs permits.
         *     - `abs_publisher`: Records the publication of permits on the ABS Clearing-House.
         *     - `viewer`: Reads applications; takes no action.
         */
        Role: "admin" | "intake" | "evaluator" | "chief" | "approver" | "abs_publisher" | "viewer";
        /**
         * @description The second factor of this session:
         *     - `verified`: this session proved it (a TOTP or recovery code at log-in, or enrolment in this session).
         *     - `not_enrolled`: the user has none and the user's roles do not need one.
         *     - `enrolment_required`: the roles (`admin`, `approver`) need one and the user has none: this session may only enrol it (`POST /api/v1/staff/me/totp`, then `/me/totp/confirmation`) or log out.
         *     - `not_verified`: the user has one, but this session was opened without it; when the roles need it, log in again.
         */
        SecondFactorState: "verified" | "not_enrolled" | "enrolment_required" | "not_verified";
        SetupCode: {
            /** @description Shown this once; only its hash is stored. Give it to the user by a channel you trust. */
            code: string;
            /** Format: date-time */
            expiresAt: string;
            /** @description The back-office page that sets the password, with the code after `#code=`. */
            link: string;
            purpose: components["schemas"]["SetupCodePurpose"];
        };
        /** @description `setup`: the first password of a new user. `reset`: a new password, issued by an admin. */
        SetupCodePurpose: "setup" | "reset";
        /** @description One species collected at a location: it needs a commonName or a scientificName that is not blank (both may be sent). Each becomes one resource (integer id) in the returned records. */
        SpeciesSubmission: {
            /** @description Common name. A species needs a commonName or a scientificName. */
            commonName?: string | null;
            /** @description Name of the genetic resource, if any. */
            geneticName?: string | null;
            /** @description Free note; returned as the resource's `notes`. */
            note?: string | null;
            /** @description Scientific (Latin) name. A species needs a commonName or a scientificName. */
            scientificName?: string | null;
            /** @description State of the specimen collected (e.g. live, preserved, tissue sample). */
            state?: string | null;
        } | {
            commonName: string;
        } | {
            scientificName: string;
        };
        /** @description A document of the application as staff see it, internal ones included. */
        StaffAttachment: {
            /** @description The type sniffed from the content, sent with the download. */
            contentType: string | null;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            fileExtension: string;
            fileName: string;
            /** Format: uuid */
            id: string;
            /** @description For staff only: never shown to the agency. */
            internal: boolean;
            /** @description Why it was rejected (the agency reads it in the `document_rejected` notice). */
            reason: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            /** Format: uuid */
            reviewedBy: string | null;
            /** @description Bytes. */
            size: number | null;
            status: components["schemas"]["AttachmentStatus"];
            /**
             * Format: uuid
             * @description The newer attachment of the same type that replaced this one.
             */
            supersededBy: string | null;
            title: string;
            /** @description The checklist item it answers (setting `attachments.checklists`), e.g. `endorsement_letter`. */
            type: string;
            /** Format: date-time */
            updatedAt: string | null;
            /**
             * Format: uuid
             * @description The uploading actor (an API client or a staff user).
             */
            uploadedBy: string | null;
            /** @description `agency` or `staff`. */
            uploadedByKind: string | null;
            /** @description The staff download link (needs the staff session). */
            url: string;
        };
        /** @description An application's documents and its checklist. */
        StaffAttachments: {
            /** @description Oldest first. */
            attachments: components["schemas"]["StaffAttachment"][];
            /** @description In the order of the setting `attachments.checklists`. */
            checklist: components["schemas"]["ChecklistItemStatus"][];
            /** @description The types of the required items neither accepted nor waived: `accept` waits for them. */
            missingRequirements: string[];
        };
        /** @description Users with a second factor also send `totp` (or one `recoveryCode`); without it the answer is 401 `second_factor_required`, and the same request with the code logs in. */
        StaffLogin: {
            /**
             * Format: email
             * @description Compared without regard to case.
             */
            email: string;
            password: string;
            /** @description One of the recovery codes, instead of `totp`. */
            recoveryCode?: string;
            /** @description The 6-digit code of the app. */
            totp?: string;
        };
        /** @description Who is logged in, with what, until when. */
        StaffSession: {
            /** @description Send it as `X-CSRF-Token` with every POST, PUT, PATCH and DELETE of this session. */
            csrfToken: string;
            /** @description What the back-office may offer this user (each request is still checked). */
            permissions: {
                manageAgencies: boolean;
                manageUsers: boolean;
            };
            secondFactor: {
                enrolled: boolean;
                recoveryCodesLeft: number;
                /** @description Whether the user's roles need a second factor. */
                required: boolean;
                state: components["schemas"]["SecondFactorState"];
            };
            session: {
                /** Format: date-time */
                createdAt: string;
                /**
                 * Format: date-time
                 * @description The absolute end of the session (STAFF_SESSION_MAX_HOURS after log-in).
                 */
                expiresAt: string;
                /** Format: uuid */
                id: string;
                /**
                 * Format: date-time
                 * @description When the session ends unless used before (STAFF_SESSION_IDLE_MINUTES).
                 */
                idleExpiresAt: string;
            };
            user: {
                /** @description The source agencies the user works on; null for every agency. */
                agencyCodes: string[] | null;
                email: string;
                /** Format: uuid */
                id: string;
                name: string;
                roles: components["schemas"]["Role"][];
            };
        };
        StaffSessionSummary: {
            clientAddress: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description Updated at most once a minute.
             */
            lastSeenAt: string;
            /** @description Whether the session proved a second factor. */
            secondFactor: boolean;
            userAgent: string | null;
        };
        /** @description A staff user, as an admin sees it. */
        StaffUser: {
            /** @description The source agencies the user is limited to; null for every agency. */
            agencyCodes: string[] | null;
            /** Format: date-time */
            createdAt: string;
            disabled: boolean;
            /** Format: date-time */
            disabledAt: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @description Sessions that would be accepted now. */
            liveSessions: number;
            name: string;
            /** @description False until the user has used a set-up code. */
            passwordSet: boolean;
            roles: components["schemas"]["Role"][];
            secondFactor: {
                enrolled: boolean;
                required: boolean;
            };
            /** Format: date-time */
            updatedAt: string;
        };
        StaffUserCreate: {
            /** @description The source agencies the user is limited to; null for every agency. */
            agencyCodes?: string[] | null;
            /**
             * Format: email
             * @description Compared without regard to case.
             */
            email: string;
            /** @description The user's full name. */
            name: string;
            roles: components["schemas"]["Role"][];
        };
        StaffUserCreated: {
            setup: components["schemas"]["SetupCode"];
            user: components["schemas"]["StaffUser"];
        };
        StaffUserDetail: {
            /** @description The source agencies the user is limited to; null for every agency. */
            agencyCodes: string[] | null;
            /** Format: date-time */
            createdAt: string;
            disabled: boolean;
            /** Format: date-time */
            disabledAt: string | null;
            email: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** @description Sessions that would be accepted now. */
            liveSessions: number;
            name: string;
            /** @description False until the user has used a set-up code. */
            passwordSet: boolean;
            /** @description An unused set-up code (never the code). */
            pendingSetupCode: {
                /** Format: date-time */
                expiresAt: string;
                purpose: components["schemas"]["SetupCodePurpose"];
            } | null;
            roles: components["schemas"]["Role"][];
            secondFactor: {
                enrolled: boolean;
                required: boolean;
            };
            /** @description Live sessions, newest first. */
            sessions: components["schemas"]["StaffSessionSummary"][];
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description Only the fields sent change. Role and agency changes apply from the next request of each session. */
        StaffUserUpdate: {
            /** @description The source agencies the user is limited to; null for every agency. */
            agencyCodes?: string[] | null;
            /** @description Disabling ends every session of the user at once. */
            disabled?: boolean;
            /** @description The user's full name. */
            name?: string;
            roles?: components["schemas"]["Role"][];
        };
        /** @description What a submission created (201) or, for a retry of the same body, found (200). */
        SubmissionReceipt: {
            /** @description The registration number, used in the detail path. */
            cnaApplicationUniqueNo: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            registrationNo: string;
            sourceAgencyApplicationNumber: string;
            sourceAgencyCode: string;
            /**
             * @description Workflow status:
             *     - `submitted`: Received; waiting for the completeness check (again so after the agency answers a deficiency notice).
             *     - `incomplete`: Returned as incomplete: the deficiency notice lists each missing requirement. The agency answers with a response; left unanswered too long, the application is abandoned.
             *     - `accepted`: Complete and accepted: the processing clock has started, and the acceptance notice gives the due date.
             *     - `under_evaluation`: Being evaluated. The authority may request information (the application is then on hold), refer it to an external body, or require an agreement.
             *     - `for_agreement`: Waiting for an agreement (memorandum of agreement) to be executed with the applicant; the clock is paused.
             *     - `for_decision`: Evaluated and recommended; waiting for the decision.
             *     - `approved`: Approved; the permit is being prepared.
             *     - `issued`: The permit is issued (see `gp`). Final.
             *     - `denied`: Denied; the decision notice gives the grounds. Final.
             *     - `withdrawn`: Withdrawn by the agency before the decision. Final.
             *     - `abandoned`: Closed because the applicant did not answer in time. Final.
             *     - `cancelled`: Cancelled by the authority; the notice gives the reason. Final.
             */
            status: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved" | "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled";
            /** Format: date-time */
            updatedAt: string;
        };
        /** @description A token request (application/x-www-form-urlencoded). Authenticate the client with HTTP Basic (client id and secret) or with `client_id` and `client_secret` in the form, not both. Each parameter at most once. */
        TokenRequest: {
            /** @description With client_secret, instead of HTTP Basic (which is preferred). */
            client_id?: string;
            /** @description With client_id, instead of HTTP Basic. */
            client_secret?: string;
            /**
             * @description Always `client_credentials` (RFC 6749 §4.4.2).
             * @enum {string}
             */
            grant_type: "client_credentials";
            /**
             * @description Space-separated subset of: applications:write applications:read. Default: all the client has.
             * @example applications:write applications:read
             */
            scope?: string;
        };
        /** @description An access token (RFC 6749 §5.1). */
        TokenResponse: {
            /** @description A JWT (RFC 9068) signed with EdDSA; keys at /.well-known/jwks.json. */
            access_token: string;
            /** @description Lifetime in seconds. */
            expires_in: number;
            /** @description Space-separated scopes granted. */
            scope: string;
            /**
             * @description Send it as `Authorization: Bearer <access_token>`.
             * @enum {string}
             */
            token_type: "Bearer";
        };
        TotpConfirmation: {
            /** @description The 6-digit code of the app. */
            code: string;
        };
        TotpEnrolment: {
            accountName: string;
            /** @enum {string} */
            algorithm: "SHA1";
            /**
             * Format: date-time
             * @description Confirm with a code before then, or start again.
             */
            confirmBy: string;
            /** @enum {number} */
            digits: 6;
            issuer: string;
            /** @description The `otpauth://totp/…` URI to show as a QR code. */
            otpauthUri: string;
            /** @enum {number} */
            period: 30;
            /** @description Base32, for typing into an app by hand. */
            secret: string;
        };
        TotpEnrolmentStart: {
            /** @description Required when replacing an enrolled factor. */
            password?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description How long the response may be cached. */
        "Cache-Control": string;
        /** @description RFC 8288 link to the next page (`<…>; rel="next"`), while more remain. */
        Link: string;
        /** @description The detail URL of the application. */
        Location: string;
        /** @description What is left of the quota now (IETF draft-ietf-httpapi-ratelimit-headers), e.g. `"default";r=0;t=12`. */
        RateLimit: string;
        /** @description The quota of this client (IETF draft-ietf-httpapi-ratelimit-headers), e.g. `"default";q=600;w=60`. */
        "RateLimit-Policy": string;
        /** @description Seconds to wait before trying again (RFC 9110 §10.2.3). */
        "Retry-After": number;
        /** @description The challenge (RFC 6750 §3): `Bearer realm="biopermit"`, with `error` and `error_description` when a token was sent. */
        "WWW-Authenticate": string;
        /** @description The id of this request: yours when you sent a sane X-Request-Id, else a new uuid. Quote it when asking for help. */
        "X-Request-Id": string;
        /** @description Applications matching the `status` and `applicationType` filters (all pages); absent with `updatedSince`. */
        "X-Total-Count": number;
    };
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
    getJsonWebKeySet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JSON Web Key Set; may be cached for five minutes. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Jwks"];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    submitApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "absLinkCode": "ABS-LINK-2026-0042",
                 *       "sourceAgencyCode": "BMB",
                 *       "sourceAgencyApplicationNumber": "BMB-GP-2026-0042",
                 *       "ecosystem": "terrestrial",
                 *       "applicationType": "research",
                 *       "permitType": "gratuitous permit",
                 *       "permiteeFirstName": "Maria",
                 *       "permiteeLastName": "Santos",
                 *       "permiteeMiddleName": "Reyes",
                 *       "permiteeEmail": "maria.santos@up.edu.ph",
                 *       "permiteePhone": "+63 917 555 0142",
                 *       "permiteeAddress": "Institute of Biology, UP Diliman, Quezon City",
                 *       "permiteeDateOfBirth": "1988-04-12T00:00:00Z",
                 *       "permiteeAffiliation": "University of the Philippines Diliman",
                 *       "permiteeGender": "female",
                 *       "permiteeOccupation": "researcher",
                 *       "permiteeEmployer": "University of the Philippines",
                 *       "permiteeEmployerAddress": "Diliman, Quezon City",
                 *       "locations": [
                 *         {
                 *           "region": "Region IV-A (CALABARZON)",
                 *           "province": "Laguna",
                 *           "cityOrMunicipality": "Los Baños",
                 *           "barangay": "Batong Malake",
                 *           "collectionStart": "2026-12-01T00:00:00Z",
                 *           "collectionEnd": "2027-03-31T00:00:00Z",
                 *           "address": "Mount Makiling Forest Reserve, trail 3",
                 *           "latitude": 14.1486,
                 *           "longitude": 121.2158,
                 *           "species": [
                 *             {
                 *               "commonName": "Philippine forest frog",
                 *               "scientificName": "Platymantis luzonensis",
                 *               "geneticName": null,
                 *               "state": "tissue sample",
                 *               "note": "Toe clips only; animals released"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "additionalNotes": "Field team of four.",
                 *       "purpose": "Phylogeography of Luzon forest frogs"
                 *     }
                 */
                "application/json": components["schemas"]["ApplicationSubmission"];
                /**
                 * @example {
                 *       "absLinkCode": "ABS-LINK-2026-0042",
                 *       "sourceAgencyCode": "BMB",
                 *       "sourceAgencyApplicationNumber": "BMB-GP-2026-0042",
                 *       "ecosystem": "terrestrial",
                 *       "applicationType": "research",
                 *       "permitType": "gratuitous permit",
                 *       "permiteeFirstName": "Maria",
                 *       "permiteeLastName": "Santos",
                 *       "permiteeMiddleName": "Reyes",
                 *       "permiteeEmail": "maria.santos@up.edu.ph",
                 *       "permiteePhone": "+63 917 555 0142",
                 *       "permiteeAddress": "Institute of Biology, UP Diliman, Quezon City",
                 *       "permiteeDateOfBirth": "1988-04-12T00:00:00Z",
                 *       "permiteeAffiliation": "University of the Philippines Diliman",
                 *       "permiteeGender": "female",
                 *       "permiteeOccupation": "researcher",
                 *       "permiteeEmployer": "University of the Philippines",
                 *       "permiteeEmployerAddress": "Diliman, Quezon City",
                 *       "locations": [
                 *         {
                 *           "region": "Region IV-A (CALABARZON)",
                 *           "province": "Laguna",
                 *           "cityOrMunicipality": "Los Baños",
                 *           "barangay": "Batong Malake",
                 *           "collectionStart": "2026-12-01T00:00:00Z",
                 *           "collectionEnd": "2027-03-31T00:00:00Z",
                 *           "address": "Mount Makiling Forest Reserve, trail 3",
                 *           "latitude": 14.1486,
                 *           "longitude": 121.2158,
                 *           "species": [
                 *             {
                 *               "commonName": "Philippine forest frog",
                 *               "scientificName": "Platymantis luzonensis",
                 *               "geneticName": null,
                 *               "state": "tissue sample",
                 *               "note": "Toe clips only; animals released"
                 *             }
                 *           ]
                 *         }
                 *       ],
                 *       "additionalNotes": "Field team of four.",
                 *       "purpose": "Phylogeography of Luzon forest frogs"
                 *     }
                 */
                "application/json-patch+json": components["schemas"]["ApplicationSubmission"];
            };
        };
        responses: {
            /** @description The same body was submitted before: the existing application. `Location` is its detail URL. */
            200: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019ab3c2-5d10-7c4e-9f21-6a8b0c1d2e3f",
                     *       "cnaApplicationUniqueNo": "ABS-2026-000123",
                     *       "registrationNo": "ABS-2026-000123",
                     *       "status": "submitted",
                     *       "sourceAgencyCode": "BMB",
                     *       "sourceAgencyApplicationNumber": "BMB-GP-2026-0042",
                     *       "createdAt": "2026-11-22T01:25:29.123Z",
                     *       "updatedAt": "2026-11-22T01:25:29.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SubmissionReceipt"];
                };
            };
            /** @description Created. `Location` is the detail URL. */
            201: {
                headers: {
                    Location: components["headers"]["Location"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019ab3c2-5d10-7c4e-9f21-6a8b0c1d2e3f",
                     *       "cnaApplicationUniqueNo": "ABS-2026-000123",
                     *       "registrationNo": "ABS-2026-000123",
                     *       "status": "submitted",
                     *       "sourceAgencyCode": "BMB",
                     *       "sourceAgencyApplicationNumber": "BMB-GP-2026-0042",
                     *       "createdAt": "2026-11-22T01:25:29.123Z",
                     *       "updatedAt": "2026-11-22T01:25:29.123Z"
                     *     }
                     */
                    "application/json": components["schemas"]["SubmissionReceipt"];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Or the body is not valid: not UTF-8, not JSON (`malformed_json`), or with fields that break the schema or a rule (`validation_failed`; `errors` names each by JSON pointer and says why). An access token in the URL (`?access_token=`) is refused (`invalid_token_request`). Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description No access token, or a malformed, badly signed, expired or revoked one. `WWW-Authenticate` says why (RFC 6750). Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized" | "session_required" | "login_failed" | "second_factor_required";
                        /** @enum {integer} */
                        status?: 401;
                    };
                };
            };
            /** @description The token acts for another agency than the one in the path or body (`forbidden`), or lacks the operation's scope (`insufficient_scope`, with `WWW-Authenticate: Bearer error="insufficient_scope"`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "forbidden" | "insufficient_scope" | "file_quarantined" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required";
                        /** @enum {integer} */
                        status?: 403;
                    };
                };
            };
            /** @description An application with this sourceAgencyApplicationNumber exists with different content: send a new number, or the same body. Codes: `conflict`, `idempotency_conflict`, `application_closed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "application_closed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The body is larger than the limit (BODY_LIMIT_BYTES, 1 MiB by default). Code: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @enum {integer} */
                        status?: 413;
                    };
                };
            };
            /** @description The body is not sent as one of the media types of this operation. Code: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @enum {integer} */
                        status?: 415;
                    };
                };
            };
            /** @description Too many requests from this client. Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited" | "login_throttled";
                        /** @enum {integer} */
                        status?: 429;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The registration number (e.g. `ABS-2026-000123`) or the application's uuid.
                 * @example ABS-2026-000123
                 */
                cnaApplicationUniqueNo: string;
                /**
                 * @description The agency code: the agency of the access token.
                 * @example BMB
                 */
                sourceAgencyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "019ab3c2-5d10-7c4e-9f21-6a8b0c1d2e3f",
                     *       "registrationNo": "ABS-2026-000123",
                     *       "applicantId": "019ab3c2-5d0f-7a11-8b22-3c4d5e6f7a8b",
                     *       "applicationType": "research",
                     *       "name": "Maria Reyes Santos",
                     *       "affiliation": "University of the Philippines Diliman",
                     *       "dateOfBirth": "1988-04-12T00:00:00Z",
                     *       "phoneNo": "+63 917 555 0142",
                     *       "email": "maria.santos@up.edu.ph",
                     *       "address": "Institute of Biology, UP Diliman, Quezon City",
                     *       "floorUnitNo": null,
                     *       "collaborator": null,
                     *       "collaboratorType": null,
                     *       "ecosystem": "terrestrial",
                     *       "status": "submitted",
                     *       "purpose": "Phylogeography of Luzon forest frogs",
                     *       "permitType": "gratuitous permit",
                     *       "createdAt": "2026-11-22T01:25:29.123Z",
                     *       "updatedAt": "2026-11-22T01:25:29.123Z",
                     *       "locations": [
                     *         {
                     *           "id": "019ab3c2-5d11-7000-8000-000000000001",
                     *           "region": "Region IV-A (CALABARZON)",
                     *           "province": "Laguna",
                     *           "cityMunicipality": "Los Baños",
                     *           "barangay": "Batong Malake",
                     *           "remarks": "Mount Makiling Forest Reserve, trail 3"
                     *         }
                     *       ],
                     *       "resources": [
                     *         {
                     *           "id": 4101,
                     *           "commonName": "Philippine forest frog",
                     *           "geneticName": null,
                     *           "scientificName": "Platymantis luzonensis",
                     *           "notes": "Toe clips only; animals released",
                     *           "collectionStart": "2026-12-01T00:00:00.000Z",
                     *           "collectionEnd": "2027-03-31T00:00:00.000Z",
                     *           "state": "tissue sample"
                     *         }
                     *       ],
                     *       "attachments": [],
                     *       "notices": [
                     *         {
                     *           "id": "019ab3c2-5d11-7000-8000-000000000002",
                     *           "log": "received",
                     *           "message": "Application ABS-2026-000123 received from agency BMB (agency application number BMB-GP-2026-0042).",
                     *           "authorId": "019ab3c0-0000-7000-8000-00000000c11e",
                     *           "createdAt": "2026-11-22T01:25:29.123Z"
                     *         }
                     *       ],
                     *       "gp": [],
                     *       "moa": []
                     *     }
                     */
                    "application/json": components["schemas"]["ApplicationDetail"];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. An access token in the URL (`?access_token=`) is refused (`invalid_token_request`). Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description No access token, or a malformed, badly signed, expired or revoked one. `WWW-Authenticate` says why (RFC 6750). Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized" | "session_required" | "login_failed" | "second_factor_required";
                        /** @enum {integer} */
                        status?: 401;
                    };
                };
            };
            /** @description The token acts for another agency than the one in the path or body (`forbidden`), or lacks the operation's scope (`insufficient_scope`, with `WWW-Authenticate: Bearer error="insufficient_scope"`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "forbidden" | "insufficient_scope" | "file_quarantined" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required";
                        /** @enum {integer} */
                        status?: 403;
                    };
                };
            };
            /** @description The agency has no application with this registration number or uuid. Code: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @enum {integer} */
                        status?: 404;
                    };
                };
            };
            /** @description Too many requests from this client. Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited" | "login_throttled";
                        /** @enum {integer} */
                        status?: 429;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    uploadAttachment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A key of your own (a uuid) that makes a retry safe: the same request again with the same key gets the first answer (with `Idempotent-Replayed: true`) and stores nothing more; the key with another request is a 422. */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The registration number (e.g. `ABS-2026-000123`) or the application's uuid.
                 * @example ABS-2026-000123
                 */
                cnaApplicationUniqueNo: string;
                /**
                 * @description The agency code: the agency of the access token.
                 * @example BMB
                 */
                sourceAgencyCode: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description What the document is or says */
                    description?: string | null;
                    /**
                     * Format: binary
                     * @description The document: PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text, at most UPLOAD_LIMIT_BYTES (25 MiB by default). Its type is read from its content and must agree with its file name’s extension.
                     */
                    file: string;
                    /** @description Title of the document */
                    title: string;
                    /** @description Kind of document, from the checklist of the application type (e.g. `endorsement_letter`) */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Recorded: the attachment as the application lists it. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Attachment"];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. An access token in the URL (`?access_token=`) is refused (`invalid_token_request`). Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description No access token, or a malformed, badly signed, expired or revoked one. `WWW-Authenticate` says why (RFC 6750). Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized" | "session_required" | "login_failed" | "second_factor_required";
                        /** @enum {integer} */
                        status?: 401;
                    };
                };
            };
            /** @description The token acts for another agency than the one in the path or body (`forbidden`), or lacks the operation's scope (`insufficient_scope`, with `WWW-Authenticate: Bearer error="insufficient_scope"`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "forbidden" | "insufficient_scope" | "file_quarantined" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required";
                        /** @enum {integer} */
                        status?: 403;
                    };
                };
            };
            /** @description The agency has no application with this registration number or uuid. Code: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @enum {integer} */
                        status?: 404;
                    };
                };
            };
            /** @description The application is issued, denied, withdrawn, abandoned or cancelled: it takes no documents (`application_closed`). Codes: `conflict`, `idempotency_conflict`, `application_closed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "application_closed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES (25 MiB by default); `errors` names `/file`. Code: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @enum {integer} */
                        status?: 413;
                    };
                };
            };
            /** @description The body is not multipart/form-data, or the file’s content is not on the allowlist (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV, plain text) or does not match its file name’s extension; `detail` says what the content is and what the name claims. Code: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @enum {integer} */
                        status?: 415;
                    };
                };
            };
            /** @description The Idempotency-Key was sent before with another request (`idempotency_key_reused`). Code: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "idempotency_key_reused";
                        /** @enum {integer} */
                        status?: 422;
                    };
                };
            };
            /** @description Too many requests from this client. Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited" | "login_throttled";
                        /** @enum {integer} */
                        status?: 429;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    downloadAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The attachment’s `id` (its `url` is the whole link). */
                attachmentId: string;
                /**
                 * @description The registration number (e.g. `ABS-2026-000123`) or the application's uuid.
                 * @example ABS-2026-000123
                 */
                cnaApplicationUniqueNo: string;
                /**
                 * @description The agency code: the agency of the access token.
                 * @example BMB
                 */
                sourceAgencyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file, with the Content-Type sniffed from its content at upload (never the one the uploader claimed), `Content-Digest` (RFC 9530) and the headers below. HEAD sends the headers only. */
            200: {
                headers: {
                    /** @description `bytes`: one range per request is answered with 206. */
                    "Accept-Ranges"?: string;
                    /** @description `sha-256=:<base64>:` of the bytes of this answer (RFC 9530). */
                    "Content-Digest"?: string;
                    /** @description `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<name>` (RFC 6266, RFC 8187). */
                    "Content-Disposition"?: string;
                    /** @description `"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`. */
                    ETag?: string;
                    /** @description `sha-256=:<base64>:` of the whole file (RFC 9530), on 200 and 206. */
                    "Repr-Digest"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description One range of the file (`Range: bytes=0-1023`), with `Content-Range`; several ranges get the whole file. */
            206: {
                headers: {
                    /** @description `bytes`: one range per request is answered with 206. */
                    "Accept-Ranges"?: string;
                    /** @description `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<name>` (RFC 6266, RFC 8187). */
                    "Content-Disposition"?: string;
                    /** @description `bytes <first>-<last>/<size>`. */
                    "Content-Range"?: string;
                    /** @description `"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`. */
                    ETag?: string;
                    /** @description `sha-256=:<base64>:` of the whole file (RFC 9530), on 200 and 206. */
                    "Repr-Digest"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Not modified: `If-None-Match` names the ETag of this file. */
            304: {
                headers: {
                    /** @description `"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`. */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. An access token in the URL (`?access_token=`) is refused (`invalid_token_request`). Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description No access token, or a malformed, badly signed, expired or revoked one. `WWW-Authenticate` says why (RFC 6750). Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized" | "session_required" | "login_failed" | "second_factor_required";
                        /** @enum {integer} */
                        status?: 401;
                    };
                };
            };
            /** @description The token acts for another agency than the one in the path or body (`forbidden`), or lacks the operation's scope (`insufficient_scope`, with `WWW-Authenticate: Bearer error="insufficient_scope"`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "forbidden" | "insufficient_scope" | "file_quarantined" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required";
                        /** @enum {integer} */
                        status?: 403;
                    };
                };
            };
            /** @description The agency has no application with this number, or the application no such (visible) attachment. Code: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @enum {integer} */
                        status?: 404;
                    };
                };
            };
            /** @description The range starts past the end of the file; `Content-Range: bytes *\/<size>` gives its size. Code: `range_not_satisfiable`. */
            416: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "range_not_satisfiable";
                        /** @enum {integer} */
                        status?: 416;
                    };
                };
            };
            /** @description Too many requests from this client. Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited" | "login_throttled";
                        /** @enum {integer} */
                        status?: 429;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                /** @description Only applications of this type. */
                applicationType?: string;
                /** @description Opaque cursor from the `Link: <…>; rel="next"` header of the previous page. Send the same filters with it. */
                cursor?: string;
                /** @description Page size, 1 to 1000 (default 100). */
                limit?: number;
                /**
                 * @description Only applications with this status. Workflow status:
                 *     - `submitted`: Received; waiting for the completeness check (again so after the agency answers a deficiency notice).
                 *     - `incomplete`: Returned as incomplete: the deficiency notice lists each missing requirement. The agency answers with a response; left unanswered too long, the application is abandoned.
                 *     - `accepted`: Complete and accepted: the processing clock has started, and the acceptance notice gives the due date.
                 *     - `under_evaluation`: Being evaluated. The authority may request information (the application is then on hold), refer it to an external body, or require an agreement.
                 *     - `for_agreement`: Waiting for an agreement (memorandum of agreement) to be executed with the applicant; the clock is paused.
                 *     - `for_decision`: Evaluated and recommended; waiting for the decision.
                 *     - `approved`: Approved; the permit is being prepared.
                 *     - `issued`: The permit is issued (see `gp`). Final.
                 *     - `denied`: Denied; the decision notice gives the grounds. Final.
                 *     - `withdrawn`: Withdrawn by the agency before the decision. Final.
                 *     - `abandoned`: Closed because the applicant did not answer in time. Final.
                 *     - `cancelled`: Cancelled by the authority; the notice gives the reason. Final.
                 */
                status?: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved" | "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled";
                /** @description Only applications changed after this instant. The page is then ordered by `updatedAt`, newest change first, and `X-Total-Count` is not sent. */
                updatedSince?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The agency code: the agency of the access token.
                 * @example BMB
                 */
                sourceAgencyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    Link: components["headers"]["Link"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-Total-Count": components["headers"]["X-Total-Count"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "019ab3c2-5d10-7c4e-9f21-6a8b0c1d2e3f",
                     *         "registrationNo": "ABS-2026-000123",
                     *         "applicantId": "019ab3c2-5d0f-7a11-8b22-3c4d5e6f7a8b",
                     *         "applicationType": "research",
                     *         "name": "Maria Reyes Santos",
                     *         "affiliation": "University of the Philippines Diliman",
                     *         "dateOfBirth": "1988-04-12T00:00:00Z",
                     *         "phoneNo": "+63 917 555 0142",
                     *         "email": "maria.santos@up.edu.ph",
                     *         "address": "Institute of Biology, UP Diliman, Quezon City",
                     *         "floorUnitNo": null,
                     *         "collaborator": null,
                     *         "collaboratorType": null,
                     *         "ecosystem": "terrestrial",
                     *         "status": "submitted",
                     *         "cbdStatus": null,
                     *         "permitType": "gratuitous permit",
                     *         "source": "external",
                     *         "sourceUniqueNo": "BMB-GP-2026-0042",
                     *         "sourceAgencyCode": "BMB",
                     *         "createdAt": "2026-11-22T01:25:29.123Z",
                     *         "updatedAt": "2026-11-22T01:25:29.123Z",
                     *         "locations": [
                     *           {
                     *             "id": "019ab3c2-5d11-7000-8000-000000000001",
                     *             "region": "Region IV-A (CALABARZON)",
                     *             "province": "Laguna",
                     *             "cityMunicipality": "Los Baños",
                     *             "barangay": "Batong Malake"
                     *           }
                     *         ],
                     *         "resources": [
                     *           {
                     *             "id": 4101,
                     *             "commonName": "Philippine forest frog",
                     *             "geneticName": null,
                     *             "scientificName": "Platymantis luzonensis",
                     *             "notes": "Toe clips only; animals released"
                     *           }
                     *         ],
                     *         "attachments": [],
                     *         "notices": [
                     *           {
                     *             "id": "019ab3c2-5d11-7000-8000-000000000002",
                     *             "log": "received",
                     *             "message": "Application ABS-2026-000123 received from agency BMB (agency application number BMB-GP-2026-0042).",
                     *             "authorId": "019ab3c0-0000-7000-8000-00000000c11e",
                     *             "createdAt": "2026-11-22T01:25:29.123Z"
                     *           }
                     *         ]
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["ApplicationListItem"][];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. An access token in the URL (`?access_token=`) is refused (`invalid_token_request`). Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description No access token, or a malformed, badly signed, expired or revoked one. `WWW-Authenticate` says why (RFC 6750). Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unauthorized" | "session_required" | "login_failed" | "second_factor_required";
                        /** @enum {integer} */
                        status?: 401;
                    };
                };
            };
            /** @description The token acts for another agency than the one in the path or body (`forbidden`), or lacks the operation's scope (`insufficient_scope`, with `WWW-Authenticate: Bearer error="insufficient_scope"`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "forbidden" | "insufficient_scope" | "file_quarantined" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required";
                        /** @enum {integer} */
                        status?: 403;
                    };
                };
            };
            /** @description Too many requests from this client. Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited" | "login_throttled";
                        /** @enum {integer} */
                        status?: 429;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    requestAccessToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A token. Never cached (`Cache-Control: no-store`). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description `invalid_request`, `unsupported_grant_type` or `invalid_scope` (RFC 6749 §5.2, application/json); or, as problem details, a request refused before it reaches OAuth: A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description `invalid_client`: unknown client, wrong secret, revoked client, or no client authentication. */
            401: {
                headers: {
                    "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description The body is larger than the limit (BODY_LIMIT_BYTES, 1 MiB by default). Code: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @enum {integer} */
                        status?: 413;
                    };
                };
            };
            /** @description Too many token requests from this address (TOKEN_RATE_LIMIT_PER_MINUTE). Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
            429: {
                headers: {
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "rate_limited" | "login_throttled";
                        /** @enum {integer} */
                        status?: 429;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    listAgencies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agencies, by code. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agency"][];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAgency: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgencyCreate"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agency"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: an agency with this code exists. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAgencyClients: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clients. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"][];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no agency with this code. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createAgencyClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApiClientCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClientCreated"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no agency with this code. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeAgencyClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The client, revoked. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: the agency has no such client. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: the client is revoked already. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listStaffAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application’s uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents and the checklist. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAttachments"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no application with this id among the agencies you work for. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadStaffAttachment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional. A key of your own (a uuid) that makes a retry safe: the same request again with the same key gets the first answer (with `Idempotent-Replayed: true`) and stores nothing more; the key with another request is a 422. */
                "idempotency-key"?: string;
            };
            path: {
                /** @description The application’s uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description What the document is or says */
                    description?: string | null;
                    /**
                     * Format: binary
                     * @description The document: PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text, at most UPLOAD_LIMIT_BYTES (25 MiB by default). Its type is read from its content and must agree with its file name’s extension.
                     */
                    file: string;
                    /** @description `true`: for staff only, never listed for the agency nor downloadable by it. Default `false`. */
                    internal?: "true" | "false";
                    /** @description Title of the document */
                    title: string;
                    /** @description Kind of document, from the checklist of the application type (e.g. `endorsement_letter`) */
                    type: string;
                };
            };
        };
        responses: {
            /** @description Recorded. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAttachment"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no application with this id among the agencies you work for. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The application is issued, denied, withdrawn, abandoned or cancelled: it takes no documents (`application_closed`). Codes: `conflict`, `idempotency_conflict`, `application_closed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "application_closed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES (25 MiB by default); `errors` names `/file`. Code: `payload_too_large`. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "payload_too_large";
                        /** @enum {integer} */
                        status?: 413;
                    };
                };
            };
            /** @description The body is not multipart/form-data, or the file’s content is not on the allowlist (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV, plain text) or does not match its file name’s extension; `detail` says what the content is and what the name claims. Code: `unsupported_media_type`. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "unsupported_media_type";
                        /** @enum {integer} */
                        status?: 415;
                    };
                };
            };
            /** @description The Idempotency-Key was sent before with another request (`idempotency_key_reused`). Code: `idempotency_key_reused`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "idempotency_key_reused";
                        /** @enum {integer} */
                        status?: 422;
                    };
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The malware scanner or the file store cannot be reached; send the file again after `Retry-After`. Code: `service_unavailable`. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    downloadStaffAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The attachment’s uuid. */
                attachmentId: string;
                /** @description The application’s uuid. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file, with the Content-Type sniffed from its content at upload (never the one the uploader claimed), `Content-Digest` (RFC 9530) and the headers below. HEAD sends the headers only. */
            200: {
                headers: {
                    /** @description `bytes`: one range per request is answered with 206. */
                    "Accept-Ranges"?: string;
                    /** @description `sha-256=:<base64>:` of the bytes of this answer (RFC 9530). */
                    "Content-Digest"?: string;
                    /** @description `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<name>` (RFC 6266, RFC 8187). */
                    "Content-Disposition"?: string;
                    /** @description `"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`. */
                    ETag?: string;
                    /** @description `sha-256=:<base64>:` of the whole file (RFC 9530), on 200 and 206. */
                    "Repr-Digest"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description One range of the file (`Range: bytes=0-1023`), with `Content-Range`; several ranges get the whole file. */
            206: {
                headers: {
                    /** @description `bytes`: one range per request is answered with 206. */
                    "Accept-Ranges"?: string;
                    /** @description `attachment; filename="<ASCII fallback>"; filename*=UTF-8''<name>` (RFC 6266, RFC 8187). */
                    "Content-Disposition"?: string;
                    /** @description `bytes <first>-<last>/<size>`. */
                    "Content-Range"?: string;
                    /** @description `"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`. */
                    ETag?: string;
                    /** @description `sha-256=:<base64>:` of the whole file (RFC 9530), on 200 and 206. */
                    "Repr-Digest"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.oasis.opendocument.text": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Not modified: `If-None-Match` names the ETag of this file. */
            304: {
                headers: {
                    /** @description `"sha256-<hex>"`, strong: the same tag is the same bytes. Send it in `If-None-Match` (304) or `If-Range`. */
                    ETag?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no such application or attachment. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The range starts past the end of the file; `Content-Range: bytes *\/<size>` gives its size. Code: `range_not_satisfiable`. */
            416: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "range_not_satisfiable";
                        /** @enum {integer} */
                        status?: 416;
                    };
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `/currentPassword` is wrong, or `/newPassword` is too short, too common, or the same. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `login_throttled`: too many wrong passwords; see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RecoveryCodesRequest"];
            };
        };
        responses: {
            /** @description The new codes, shown once. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description `/password` is wrong. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: no TOTP factor is enrolled. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `login_throttled`: too many wrong passwords; see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    startTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpEnrolmentStart"];
            };
        };
        responses: {
            /** @description The secret to enrol. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnrolment"];
                };
            };
            /** @description `/password` is missing or wrong (when replacing an enrolled factor). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `login_throttled`: too many wrong passwords; see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    confirmTotpEnrolment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpConfirmation"];
            };
        };
        responses: {
            /** @description Enrolled. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description `/code` is not the current code of the new secret. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: no enrolment in progress, or it is older than 15 minutes. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    setUpPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordSetup"];
            };
        };
        responses: {
            /** @description The password is set; log in with it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordSetupResult"];
                };
            };
            /** @description `/code` is unknown, used or expired, or `/password` is too short or too common. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffLogin"];
            };
        };
        responses: {
            /** @description Logged in. `Set-Cookie` carries the session. */
            200: {
                headers: {
                    /** @description The session cookie. */
                    "Set-Cookie"?: string;
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffSession"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `login_failed`: the email, password or code is not right (the same answer whether or not the email exists). `second_factor_required`: the password is right; send it again with `totp` or `recoveryCode`. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `login_throttled`: too many failed log-ins for this account or from this address; see Retry-After. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    logOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Logged out. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listStaffUsers: {
        parameters: {
            query?: {
                disabled?: boolean;
                /** @description Part of the name or email, any case. */
                q?: string;
                role?: components["schemas"]["Role"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The users. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUser"][];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffUserCreate"];
            };
        };
        responses: {
            /** @description Created. Give the set-up link to the user. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserCreated"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: a user with this email exists. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUserDetail"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no staff user with this id. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateStaffUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StaffUserUpdate"];
            };
        };
        responses: {
            /** @description The user as it is now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffUser"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no staff user with this id. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: the change would leave no enabled admin. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    issuePasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordResetRequest"];
            };
        };
        responses: {
            /** @description The code, shown once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupCode"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no staff user with this id. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    endStaffUserSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many live sessions ended. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EndedSessions"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field (JSON pointer) and why. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `session_required`: no session cookie, or a session that is unknown, ended, expired (idle or absolute), or whose user is disabled. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `csrf_failed`: the X-CSRF-Token header is missing or wrong (every method but GET); `not_permitted`: the roles do not allow this; `second_factor_enrolment_required`: the roles need a second factor the user has not enrolled. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `not_found`: no staff user with this id. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Up */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    listProblemTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problem types. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemType"][];
                    "text/html": string;
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    getProblemType: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The problem code.
                 * @example validation_failed
                 */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The problem type. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProblemType"];
                    "text/html": string;
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description No problem has this code. Code: `not_found`. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "not_found";
                        /** @enum {integer} */
                        status?: 404;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthStatus"];
                };
            };
            /** @description A header or parameter is not valid: a query or path parameter out of its bounds (`errors` names it), text that cannot be stored (such as the NUL character), or more than one Authorization header. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request";
                        /** @enum {integer} */
                        status?: 400;
                    };
                };
            };
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Code: `internal_error`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The service cannot answer now: its database is unreachable or restarting, a trusted identity provider cannot be reached, or it is shutting down. Retry after `Retry-After` seconds. Code: `service_unavailable`. */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "service_unavailable";
                        /** @enum {integer} */
                        status?: 503;
                    };
                };
            };
        };
    };
}
