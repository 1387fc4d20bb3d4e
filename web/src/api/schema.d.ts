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
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata (RFC 8414)
         * @description The issuer, the token endpoint, the key set, the one grant (`client_credentials`) and the two ways a client authenticates: what a client library or a token validator discovers. URLs start with PUBLIC_BASE_URL when it is set, otherwise with the address the request reached.
         */
        get: operations["getAuthorizationServerMetadata"];
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
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/agreements/{agreementId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the signed file of an agreement of one of the agency’s applications
         * @description The `url` of a `moa` entry, once staff uploaded the signed file: the file as uploaded, with its sniffed `Content-Type`, `ETag`, `Content-Digest` and `Repr-Digest` (sha-256) and a `Content-Disposition` safe for any file name. Only the agency that submitted the application may download it. Answers range requests. Needs scope `applications:read`.
         */
        get: operations["downloadAgreementFileForAgency"];
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
         * @description Multipart: the `file`, its `type` (an item of the checklist of the application type, e.g. `endorsement_letter`), a `title` and an optional `description`. The file is streamed, its type read from its content, checked against the allowlist and its extension, scanned for malware when the service has a scanner, and stored durably before it is recorded. A newer file of the same type supersedes the older one. An infected file is kept `quarantined` and never served. The application then lists it in `attachments` (its `updatedAt` moves). A refused upload stores nothing. With an `Idempotency-Key`, a retry of the same upload gets the same answer (with `Idempotent-Replayed: true`) and stores nothing more; the key with another request is a 422. Needs scope `applications:write`.
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
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/obligations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the permit holder owes: the obligations of the application’s permits
         * @description Each obligation the permits of the application owe since their issue (setting `permits.obligations`: a collection report, a certificate of deposit, a final report…), by due date, with its status and every submission made for it. Empty before a permit is issued. Needs scope `applications:read`.
         */
        get: operations["listObligations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/obligations/{obligationId}/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an obligation of the permit (a report, a certificate of deposit…)
         * @description Multipart: one to 10 files, each in a part named `file` (through the same pipeline as documents: sniffed, checked against the allowlist, scanned, stored durably; each up to the upload limit), an optional `note`, and for a `collection_report` the part `specimens`: a JSON array of rows (`SpecimenRow`: scientific name, count, unit, state, the location it came from, the date collected). Every file is checked before any is stored: one refused file refuses the submission (its problem points at `/file/{position}` when several were sent), and one file too many is a 400. Each file becomes an attachment of the application; the obligation becomes `submitted` until staff accept or reject it. Rows whose species or place the permit does not name, or whose date falls outside the collection period, are flagged for the evaluator, not refused. Only a `pending` or `overdue` obligation takes a submission (409 otherwise). With an `Idempotency-Key`, a retry gets the same answer (`Idempotent-Replayed: true`) and stores nothing more; the key with another request is a 422. Needs scope `applications:write`.
         */
        post: operations["submitObligation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/permits/{permitId}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the certificate of a permit of one of the agency’s applications
         * @description The `url` of a `gp` entry: the current certificate of the permit (the signed scan when staff uploaded one, else the PDF generated at issue). Only the agency that submitted the application may download it. Answers range requests. Needs scope `applications:read`.
         */
        get: operations["downloadPermitCertificateForAgency"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/responses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a deficiency notice or a request for information
         * @description When the application is `incomplete`, the answer to its deficiency notice: it goes back to `submitted` for the completeness check. When it is on hold with a request for information, the answer ends the hold and the processing clock resumes. Otherwise a 409. Idempotent under `Idempotency-Key`. Needs scope `applications:write`.
         */
        post: operations["respondToNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/application/{cnaApplicationUniqueNo}/agency/{sourceAgencyCode}/withdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the application before the decision
         * @description Allowed while the application is `submitted`, `incomplete`, `accepted`, `under_evaluation`, `for_agreement` or `for_decision`; it becomes `withdrawn` (final) and a `withdrawal_acknowledged` notice is written. After the decision, a 409. Idempotent under `Idempotency-Key`. Needs scope `applications:write`.
         */
        post: operations["withdrawApplication"];
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
    "/api/v1/external/code-lists/psgc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Philippine Standard Geographic Code: regions, or what lies under a code, or a name search
         * @description The PSGC release biopermit codes locations with (the Philippine Statistics Authority’s; `release` says which quarter). Without parameters: the 18 regions. `parent`: what lies directly under that code (a region’s provinces, NCR’s cities, a province’s cities and municipalities, a city’s barangays). `q`: names containing those words, case-, accent- and punctuation-blind. Cacheable: `ETag` and `Cache-Control`; send `If-None-Match` to get a 304. An unknown `parent` is a 404. Needs scope `applications:read`.
         */
        get: operations["listPsgcCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the agency’s events, oldest first, after a cursor (long poll with `wait`)
         * @description The same event objects the webhooks deliver, only the agency’s own, oldest first. Keep `nextCursor` and send it as `after` next time; with `wait`, an empty read waits up to that many seconds for the next event. Another agency’s cursor, or one this service did not issue, is a 400. Events are kept at least 30 days (setting `events.retention_days`). Needs scope `applications:read`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the agency’s webhook endpoints
         * @description Oldest first; never their secrets. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Events of the agency (those of `eventTypes`, or all) are POSTed to `url`, signed per Standard Webhooks with the `secret` answered here, and only here. `https:` only, on a public address. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description Never its secret. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Remove a webhook endpoint
         * @description Nothing more is sent to it; its deliveries are deleted with it. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint
         * @description Any of `url`, `eventTypes` (null: every type), `description` and `status`: `enabled` starts a disabled endpoint again (its failures count from zero), `disabled` stops sending to it. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the deliveries of a webhook endpoint
         * @description Newest first: status, tries, the last answer’s status code and latency, and when the next try is due. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery’s event again
         * @description A new delivery of the same event (the same `webhook-id`), with the whole retry schedule ahead of it. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret of a webhook endpoint
         * @description A new secret, answered once. For 24 hours deliveries carry two signatures, the new secret’s and the old one’s, so the receiver can switch without losing a delivery. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/external/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to a webhook endpoint
         * @description A `webhook.test` event, signed like any other, to this endpoint only. Needs scope `webhooks:manage`; an agency sees and changes only its own endpoints.
         */
        post: operations["testWebhookEndpoint"];
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
    "/api/v1/public/permits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a permit by its IRCC
         * @description Public, no log-in, for checkpoints, museums and journals: the permit’s status, validity, issuing authority, IRCC and the holder’s initials, and nothing more. Rate-limited per address together with /verify (`VERIFY_RATE_LIMIT_PER_MINUTE`).
         */
        get: operations["lookUpPermitByIrcc"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/permits/{permitNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Look up a permit by its number
         * @description Public, no log-in, for checkpoints, museums and journals: the permit’s status, validity, issuing authority, IRCC and the holder’s initials, and nothing more. Rate-limited per address together with /verify (`VERIFY_RATE_LIMIT_PER_MINUTE`).
         */
        get: operations["lookUpPermit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/absch/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Clearing-House at a glance: drift to look at, communiqués per year
         * @description For the publisher’s queue and the dashboard: the permits whose Clearing-House record differs from what biopermit holds (the nightly reconciliation; limited to the user’s agencies), and the checkpoint communiqués received per year.
         */
        get: operations["getAbschOverview"];
        put?: never;
        post?: never;
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
    "/api/v1/staff/agencies/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an agency's contact address (admin)
         * @description The contact address gets a copy of every notice meant for the agency (docs/EMAIL.md); null removes it. The code and the name do not change.
         */
        patch: operations["updateAgency"];
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
    "/api/v1/staff/agencies/{code}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An agency's webhook endpoints, each with its newest delivery (admin)
         * @description Oldest first; never their secrets. The same endpoints the agency manages with its token.
         */
        get: operations["listAgencyWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint for an agency; its secret is shown once (admin)
         * @description As the agency would with its token: `https:` on a public address. Give the secret to the agency's system now.
         */
        post: operations["createAgencyWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an agency's webhook endpoint (admin)
         * @description Never its secret.
         */
        get: operations["getAgencyWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Remove an agency's webhook endpoint (admin)
         * @description Nothing more is sent to it; its deliveries go with it.
         */
        delete: operations["deleteAgencyWebhookEndpoint"];
        options?: never;
        head?: never;
        /**
         * Change an agency's webhook endpoint; disable or enable it (admin)
         * @description Any of `url`, `eventTypes` (null: every type), `description` and `status`: `disabled` stops sending to it, `enabled` starts it again (its failures count from zero).
         */
        patch: operations["updateAgencyWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deliveries of an agency's webhook endpoint (admin)
         * @description Newest first: status, tries, the last answer’s status code and latency, and when the next try is due.
         */
        get: operations["listAgencyWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery's event again to an agency's endpoint (admin)
         * @description A new delivery of the same event (the same `webhook-id`), with the whole retry schedule ahead of it.
         */
        post: operations["redeliverAgencyWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/webhooks/{id}/secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an agency's webhook signing secret; the new one is shown once (admin)
         * @description For 24 hours deliveries carry the new and the old signature, so the agency can switch without losing one.
         */
        post: operations["rotateAgencyWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agencies/{code}/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to an agency's webhook endpoint (admin)
         * @description A signed `webhook.test` event, to it only.
         */
        post: operations["testAgencyWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agreements/{id}/signed-file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the signed file of an agreement (multipart: `file`)
         * @description Through the upload pipeline (streamed, sniffed, the allowlist, the malware scan when configured): a refused file leaves nothing. Allowed while the agreement is a draft or for signature; sets `fileUploadedBy`, and the agency’s `moa.url` to its download link (with PUBLIC_BASE_URL).
         */
        put: operations["uploadAgreementSignedFile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/agreements/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an agreement on: for_signature, executed (needs the signed file), terminated (needs a reason)
         * @description draft → for_signature (notice to the agency) → executed → terminated (notice, with the reason); for_signature may go back to draft. The workflow action `agreement_executed` needs an executed agreement.
         */
        post: operations["changeAgreementStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Workqueues: the applications of my agencies, filtered, searched and sorted, a page at a time
         * @description Every staff role reads; the publisher's queue (`queue=awaiting_publication`) is for abs_publisher, chief and admin, and is a 403 naming `queue` to the others. `queue` selects a workqueue of GET /api/v1/staff/workqueues; the other filters narrow it (all of them must hold; a repeated parameter matches any of its values). `q` searches. Pages follow `nextCursor` (keyset: a page costs the same however far into the listing it is). A user limited to some agencies sees only theirs, and asking for another agency is a 403.
         */
        get: operations["listStaffApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application as staff see it, with the actions you may take now
         * @description Everything stored about the application: the workflow state (status, hold, referral, assignee, extension, the decision chain’s signatures), the processing clock, the actions you may take now, the agency’s record, what the agency records leave out (gender, occupation, employer, coordinates, absLinkCode, additional notes), the journal as a timeline and every notice, internal ones too. `ETag` is the version to send back as `If-Match` with an action. An application of an agency you are not limited to is a 404.
         */
        get: operations["getStaffApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/absch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permit’s publication on the ABS Clearing-House, its answers and checkpoint communiqués
         * @description Every publication biopermit made of the application’s permits (action `publish_to_absch`, or the automatic publication) with the Clearing-House’s answers: validation errors by field, the Publishing Authority’s request and decision, the IRCC and its link; the checkpoint communiqués that name the IRCC (flagged when the entity named is not the holder); and what the nightly reconciliation found different.
         */
        get: operations["getApplicationAbsch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a workflow action on an application
         * @description The body names the action (`action`) and gives its fields; each action’s fields are a schema of their own (`AcceptAction`, `ReturnIncompleteAction`…). `If-Match` must be the `ETag` of the application as you read it. The action writes its journal entry, its notice (from the template of its type, or your `message`) and its audit row, and answers the application as it is now, with its new `ETag`. An action your roles, the status, the flags, the assignment or separation of duties do not allow is a 409 `action_not_allowed` that says why and lists `allowedActions`; `accept` while a required document of the checklist is neither accepted nor waived is a 409 `requirements_missing` that lists them (`missingRequirements`); nothing is changed. The answer is read in the action’s transaction: its `ETag` is the version the action produced. With an `Idempotency-Key` (optional; the back-office sends a fresh one per submission), the answer is stored with the action, in its transaction: a retry with the same key, If-Match and body (after a lost answer) gets the original answer with `Idempotent-Replayed: true` and acts no more, even though the application’s version has moved on (no 412); the same key with another request is a 422 `idempotency_key_reused`. Keys are per staff user; a refused action stores no key, so the corrected retry may reuse it.
         */
        post: operations["takeApplicationAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The agreements of an application, with their status
         * @description Oldest first: memoranda of agreement, affidavits of undertaking, benefit-sharing agreements.
         */
        get: operations["listAgreements"];
        put?: never;
        /**
         * Draft an agreement for an application (evaluator, chief, admin)
         * @description A new agreement in `draft`, in the agency’s `moa` at once; journal entry `agreement_drafted`, audited.
         */
        post: operations["createAgreement"];
        delete?: never;
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
         * @description As the agencies’ upload (the file, `type`, `title`, `description`), and `internal=true` for a document only staff see: it is never listed for the agency nor downloadable by it, and it supersedes only internal files of its type. Needs the intake, evaluator, chief, approver or admin role.
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
    "/api/v1/staff/applications/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's audit rows, in the order they were written
         * @description Every act on the application (submission, each workflow action, with before and after), oldest first, a page at a time. Whoever may read the application may read them.
         */
        get: operations["listApplicationAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's emails and the log of their sending
         * @description Every email composed for the application (its notices to the permittee and the agency contact, assignments), oldest first, with status, tries and the SMTP server’s last answer. Whoever may read the application may read them.
         */
        get: operations["listApplicationMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/messages/{messageId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an email of the application again
         * @description Queues a new message with the same recipient and content, naming the one it resends (whose log stays). For a message `not_sent`, a failure, or one the recipient lost. Roles: admin, intake, evaluator, chief, approver.
         */
        post: operations["resendApplicationMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/obligations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the application’s permits owe, with the submissions and their flags
         * @description Every obligation of the application’s permits, by due date, with each submission: its files (attachments of the application: `url` is the staff download), the specimen rows of a collection report and the flags found on them (a species or place not on the permit, a date outside the collection period), and `authorisedSpecies`: what the permit authorises, where and when. Staff accept, reject or waive with the actions `accept_obligation`, `reject_obligation` and `waive_obligation`.
         */
        get: operations["listStaffObligations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/permit-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the permit would be issued with now: title, conditions, validity, signatory (who may issue)
         * @description The defaults of the `issue` action for this application, from the settings (`permits.authority`, `permits.conditions`, `permits.validity`, `permits.signatory`), computed as the issue computes them. For whoever may issue it: the issue action’s roles, on an approved application without a standing permit. Reads only: no permit number is taken.
         */
        get: operations["getIssuePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/permit-preview/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A specimen of the certificate the issue would render now (who may issue)
         * @description The certificate PDF exactly as the `issue` action would render it now, with `SPECIMEN` for its number, “SPECIMEN – NOT ISSUED” across every page and no verification code. Stores nothing: no permit number, no row, no file, no journal entry.
         */
        get: operations["downloadIssuePreviewCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/applications/{id}/permits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permits of an application and the history of its certificates
         * @description Every permit row of the application (the original, then each renewal or amendment, which supersedes the one before), each with every certificate file issued for it, the generated PDF and any signed scan, oldest first. `cbdStatus` and `absLinkCode` say where its ABS Clearing-House publication stands.
         */
        get: operations["listApplicationPermits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit trail, newest first, filtered by actor, action, subject, application and time (admin)
         * @description Every act of every actor: log-ins (and failed ones), user and role changes, settings and holidays, every action on an application. All filters must hold. Pages follow `nextCursor`.
         */
        get: operations["listAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/audit/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit rows as JSON lines, in chain order, each with its hash (admin)
         * @description What `biopermit audit export` writes, with the same filters (`from`, `to`, `application`), streamed: one AuditEntry record per line (without `actorName`), so an archive can be checked row by row without the database.
         */
        get: operations["exportAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/audit/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the whole hash chain now and name the first broken row (admin)
         * @description What `biopermit audit verify` does: every row numbered without a gap, each hash over its contents and the row before. It reads the whole trail, so it takes time on a large one.
         */
        get: operations["verifyAuditTrail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/code-lists/psgc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Philippine Standard Geographic Code, for staff: regions, or what lies under a code, or a name search
         * @description The same list as GET /api/v1/external/code-lists/psgc, for any signed-in staff user: the back-office names the regions and provinces its filters send as `regionCode` and `provinceCode`. Without parameters: the 18 regions; `parent`: what lies directly under that code; `q`: a name search. An unknown `parent` is a 404.
         */
        get: operations["listStaffPsgcCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The office in figures: received and decided per month, processing time against the limit, clocks per evaluator (chief, approver, admin)
         * @description Over the last 12 months (Asia/Manila), in the agencies the user works on: applications received and decided per month, the working days decisions took beside the limit in force, decisions after their due date, open applications at risk or overdue per assignee, decisions by outcome, the obligations of permits overdue, and the checkpoint communiqués naming the permits’ IRCCs per year.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/data-subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every application, notice, document and audit row about a person (dpo)
         * @description The applications whose permittee has this email (whole, case-blind) and/or whose name holds these words (case- and accent-blind: `Nino` finds `Niño`), in the agencies you work on, with their notices, documents and audit rows. At most 500 applications.
         */
        get: operations["findDataSubject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/data-subjects/reads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who read a person's personal data, when and how (dpo)
         * @description Every staff read of the applications of the person (the same search as `findDataSubject`): the staff view, a document download (the document named by its title), an export. The same staff user reading the same thing again is one entry with `count` and the first and last time. Reads are stored in batches, a fraction of a second after they happen.
         */
        get: operations["listPersonalDataReads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/data-subjects/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Data subjects' requests, open ones first by due date (dpo)
         * @description Every recorded request (at most 200): open ones first, the soonest due first, each with `overdue` when today (Asia/Manila) is after its due date; then closed ones, newest first. `status` keeps one kind.
         */
        get: operations["listDataSubjectRequests"];
        put?: never;
        /**
         * Record a data subject's request as received: due 30 working days later (dpo)
         * @description Access, rectification or erasure (RA 10173 §16). The due date is 30 working days after `receivedOn` on the processing calendar (weekends and the holidays in force skipped); an open request past it shows on the dashboard. Audited (the row names the request, never the person).
         */
        post: operations["recordDataSubjectRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/data-subjects/requests/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a request with what was answered (dpo)
         * @description Records the outcome and when; a closed request is neither exported nor closed again (409). Audited.
         */
        post: operations["closeDataSubjectRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/data-subjects/requests/{id}/erase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Carry out an open erasure request: the person's data anonymised as the retention job does it, the request closed (dpo)
         * @description Every application of the person (the search of the request’s email and/or name, in the agencies you work on) is anonymised through the action `anonymise_personal_data`: the permittee’s fields, renderings, notices and emails lose the personal values, the documents their bytes, and the audit trail’s encrypted values their key. Only when each has passed its retention period (setting `privacy.retention`); otherwise nothing is erased and the 409 `retention_not_passed` gives the legal reason per application (`applications`) and the request stays open. Carried out (also when no application of the person is found), the request is closed with what was erased, and its email, name and note become `[erased]`. Audited.
         */
        post: operations["eraseDataSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/data-subjects/requests/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The person's data as a ZIP: summary.txt, data.json, the documents, certificates and emails (dpo)
         * @description For an open access request: every application of the person as the agency holds it with the fields its record leaves out, the notices and emails sent to the person, the documents’ and permit certificates’ details and bytes (not once erased), the audit rows; `summary.txt` says it in words. Internal notes and staff-only documents stay out. Whose applications: those the request’s email finds, or those the DPO chose among the ones the request finds (`applicationIds`), which a request giving only a name requires (400 without). The export is audited and each application’s read logged.
         */
        post: operations["exportDataSubject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/directory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The staff directory: colleagues to assign work to (chief, admin)
         * @description Enabled users, by name, with id, name, roles and agencies only. `role=evaluator&agency=BMB` lists who may evaluate that agency's applications; `assignableTo={id}` lists only those the application may be assigned to now (the assign form). A user limited to some agencies sees only colleagues of those agencies; asking for another agency is a 403 naming `agency`, for an application they may not read a 404.
         */
        get: operations["listStaffDirectory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/exports/dwca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The specimens of accepted collection reports as a Darwin Core Archive (chief, approver, admin, abs_publisher)
         * @description A ZIP, streamed: `meta.xml` (the descriptor), `eml.xml` (the dataset, naming the authority), `occurrence.txt` (the Occurrence core: one row per specimen row of every collection report accepted for a permit issued from `issuedFrom` to `issuedTo`, in the agencies the user works for; void permits left out) and `permit.txt` (the GGBN Permit extension: for every occurrence its collecting permit with the permit’s public URI in `permitURI`, and its IRCC once published). Coordinates of the threatened species listed in the setting `exports.darwin_core` are generalised to 0.1°, with `dataGeneralizations` saying so. Audited.
         */
        get: operations["exportDarwinCoreArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The non-working days of a year (Asia/Manila), which the processing clock skips
         * @description Seeded from the date-holidays library for the Philippines, then edited by admins. Every staff user may read it.
         */
        get: operations["listHolidays"];
        put?: never;
        /**
         * Add a non-working day, e.g. a proclamation's (admin)
         * @description Audited. Clocks take it into account at their next reading. A date that is already a holiday is a 409.
         */
        post: operations["addHoliday"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/holidays/{date}": {
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
         * Make a holiday a working day again (admin)
         * @description A seeded day a proclamation moved, or an admin's own; audited. A seeding of the year does not bring it back.
         */
        delete: operations["removeHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/incidents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Personal data breaches, those awaiting their notice to the Commission first (dpo, admin)
         * @description At most 200: those whose notice is not recorded, the soonest due first; then the others, newest first. Each carries its notice draft.
         */
        get: operations["listIncidents"];
        put?: never;
        /**
         * Record a personal data breach: the 72-hour countdown to the Commission’s notice starts (dpo, admin)
         * @description What happened, when it was discovered, whose data and how many. The notice to the National Privacy Commission is due 72 hours after the discovery (NPC Circular 16-03 §17); the dashboard counts down until it is recorded. `noticeDraft` is the notice filled from the incident. Audited.
         */
        post: operations["recordIncident"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/incidents/{id}/notice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the notice went to the Commission: the countdown stops (dpo, admin)
         * @description The text sent (the draft when left out) and when (now when left out; not before the discovery). Recorded once (409 after). Audited.
         */
        post: operations["recordIncidentNotice"];
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
    "/api/v1/staff/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every email, newest first, filtered by status, template, recipient and application (admin)
         * @description All filters must hold. Pages follow `nextCursor`.
         */
        get: operations["listMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The outbox's health: events waiting for dispatch, the oldest one's age, failing webhook endpoints (admin)
         * @description Across every agency. Events wait when no dispatcher runs (SCHEDULER_ENABLED=false everywhere, or a stuck process); failing endpoints are disabled, failing every try now, or gave up deliveries in the last day.
         */
        get: operations["getOutboxHealth"];
        put?: never;
        post?: never;
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
    "/api/v1/staff/permits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One permit, with its certificate files
         * @description The permit as staff see it: status and its reason, the permits it supersedes or that superseded it, the signatory, the conditions and every certificate file.
         */
        get: operations["getPermit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/permits/{id}/absch-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The permit as its ABS Clearing-House document (absPermit), checked
         * @description The document an abs_publisher submits to the ABS Clearing-House (the IRCC), built from the permit, its application and the setting `absch.publication` (the CNA’s record, providers, PIC recipients), and checked against the JSON Schema kept in the repository: `problems` lists what the Clearing-House would refuse, in its own codes. After a renewal or amendment of a published permit (`cbdStatus` `update_pending`) it carries `amendmentIntent` 0 (update); after a revocation (`revocation_pending`), 1 (revoke), with the reason as `amendmentDescription`.
         */
        get: operations["getPermitAbschDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/permits/{id}/certificate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the current certificate of a permit (logged)
         * @description The newest certificate file: the signed scan when one was uploaded, else the PDF generated at issue. Every download is written to the audit trail (`permit.certificate_downloaded`) with who, when and which file. Answers range requests.
         */
        get: operations["downloadPermitCertificate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/permits/{id}/certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the signed, scanned certificate of a permit in force (approver; multipart: `file`)
         * @description The scan of the signed paper certificate (PDF, PNG, JPEG or TIFF) becomes a new version of the permit’s certificate history (`kind` `signed_scan`) and, being the newest, the file both certificate downloads serve, staff’s and the agency’s. The agency’s `gp` entry names it and carries `fileUploadedBy`; the agency gets the notice `signed_certificate_uploaded`; journal entry `signed_scan_uploaded`, audited. Through the upload pipeline (streamed, sniffed, the malware scan when configured): a refused file stores nothing. Only for a permit that is `issued`.
         */
        post: operations["uploadPermitSignedScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/permits/{id}/certificates/{certificateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download one certificate file of the history (logged)
         * @description Any file of the permit’s certificate history (`certificates[].downloadPath`), logged like the current one.
         */
        get: operations["downloadPermitCertificateFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/places/zones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The protected areas and ancestral domains uploaded (admin)
         * @description The zones the jurisdiction rules test a location against (point in polygon): a location inside a protected area needs its PAMB clearance, inside an ancestral domain the NCIP’s (docs/PLACES.md).
         */
        get: operations["listJurisdictionZones"];
        put?: never;
        /**
         * Upload protected areas or ancestral domains as GeoJSON (admin)
         * @description One zone per polygon feature, of the kind given; audited. A location whose point lies inside one needs the clearance its rule names (PAMB for a protected area, NCIP for an ancestral domain: setting `places.jurisdiction_rules`).
         */
        post: operations["uploadJurisdictionZones"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/places/zones/{id}": {
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
         * Remove a zone (admin)
         * @description Audited. Applications are checked against the zones in force when their clearances are read.
         */
        delete: operations["removeJurisdictionZone"];
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
    "/api/v1/staff/session/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session, or null when there is none: the back-office’s probe at start
         * @description Like GET /api/v1/staff/session, but a missing, expired or ended session is a 200 with `session: null` (and the stale cookie cleared), not a 401: the back-office asks it before anyone has logged in, and a browser logs every 401 to its console as a failed request.
         */
        get: operations["findSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every setting, with its value in force, default and schema (admin)
         * @description Time limits per application type, grace periods before abandonment, and every setting added since.
         */
        get: operations["listSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/settings/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One setting (admin)
         * @description Its value in force (stored, or the default in code), its default, its schema, and who changed it last.
         */
        get: operations["getSetting"];
        /**
         * Set a setting to a new value (admin)
         * @description The whole value, checked against the setting's schema (a problem names each field by pointer, `/value/…`); audited with the value before and after. With `If-Match` (the `version` read), refused when someone changed the setting since. The service uses it within seconds.
         */
        put: operations["updateSetting"];
        post?: never;
        /**
         * Put a setting back to its default in code (admin)
         * @description Removes the stored value; audited with the value before and after. A setting not set is a 404.
         */
        delete: operations["resetSetting"];
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
    "/api/v1/staff/vocabulary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The status groups and the settings’ value schemas the back-office is built from (any staff user)
         * @description The groups of statuses the rules speak of (which permit statuses an amendment applies from, which application statuses are final…), each a named schema, and the default of every setting, typed by its value schema. The same for every user; the back-office’s copy is generated from this document.
         */
        get: operations["getStaffVocabulary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/staff/workqueues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The count of each workqueue I see, in my agencies
         * @description The queues of the user's roles (`awaiting_publication`: abs_publisher, chief and admin; every other queue: every role). Each count reads only the entries of its queue in an index of its own (docs/STAFF-API.md), so it stays cheap however many applications are stored. List a queue with GET /api/v1/staff/applications?queue=….
         */
        get: operations["countWorkqueues"];
        put?: never;
        post?: never;
        delete?: never;
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
    "/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The privacy notice: how the authority processes personal data
         * @description The text an admin keeps in the `privacy.notice` setting. HTML by default; JSON (`{ text }`) with `Accept: application/json`, which the back-office’s log-in page reads.
         */
        get: operations["getPrivacyNotice"];
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
    "/verify/{permitNo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verify a permit certificate (the page its QR code opens)
         * @description Public, no log-in. Checks the signature `s` made with the service’s signing keys over the permit number and a tag of the permit’s own id (both in the link, so it is checked before any permit is read), then answers with the permit’s status (`valid`, `suspended`, `revoked`, `expired`, `superseded`), the holder’s name, the dates issued and of expiry and the number of species, and nothing more. A link that was altered, forged, names an unknown number or a void permit is a 404 saying the link is not valid. HTML by default, JSON with `Accept: application/json`. Never cached; rate-limited per address (`VERIFY_RATE_LIMIT_PER_MINUTE`).
         */
        get: operations["verifyPermit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type webhooks = {
    "agreement.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `agreement.status_changed` event
         * @description An agreement of the application was created or changed status (`data.agreementId`, `data.agreementStatus`, `data.previousAgreementStatus`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["agreementStatusChangedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `application.received` event
         * @description A submission was stored: the application exists, `submitted`.
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["applicationReceivedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "application.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `application.status_changed` event
         * @description The application’s workflow status changed (`data.previousStatus` → `data.status`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["applicationStatusChangedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "attachment.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `attachment.status_changed` event
         * @description A document of the application was uploaded or changed status (`data.attachmentId`, `data.attachmentStatus`, `data.previousAttachmentStatus`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["attachmentStatusChangedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cbd_status.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `cbd_status.changed` event
         * @description The permit’s publication on the ABS Clearing-House moved (`data.cbdStatus`, `data.previousCbdStatus`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["cbdStatusChangedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "checkpoint_communique.received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `checkpoint_communique.received` event
         * @description A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC: the permit’s material was declared at a checkpoint abroad.
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["checkpointCommuniqueReceivedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notice.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `notice.created` event
         * @description A notice the agency may read was written on the application (`data.noticeId`, `data.log`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["noticeCreatedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "obligation.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `obligation.created` event
         * @description A permit was issued or renewed with an obligation (`data.obligationId`, `data.obligationType`, `data.dueDate`, `data.permitId`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["obligationCreatedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "obligation.reminder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `obligation.reminder` event
         * @description An obligation is due in 30 or 7 days, today, or overdue (weekly): `data.reminder` is `due_in_30_days`, `due_in_7_days`, `due_today` or `overdue_N` (N weeks past the due date).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["obligationReminderEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "obligation.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `obligation.status_changed` event
         * @description An obligation was submitted, accepted, rejected (back to pending), waived or became overdue (`data.obligationStatus`, `data.previousObligationStatus`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["obligationStatusChangedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "permit.issued": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `permit.issued` event
         * @description A permit was issued on the application (`data.permitId`): an original, a renewal or an amendment.
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["permitIssuedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "permit.status_changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `permit.status_changed` event
         * @description A permit was suspended, reinstated, revoked, expired, superseded or voided (`data.permitId`, `data.permitStatus`, `data.previousPermitStatus`).
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["permitStatusChangedEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook_endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `webhook_endpoint.disabled` event
         * @description One of the agency’s webhook endpoints failed for 5 days and was disabled (`data.endpointId`); fix it and enable it again.
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["webhookEndpointDisabledEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The `webhook.test` event
         * @description Sent by `POST /api/v1/external/webhooks/{id}/test` to that endpoint only; never in the feed.
         *
         *     POSTed to each of the agency’s enabled endpoints subscribed to the type, signed per Standard Webhooks with the endpoint’s secret: verify `webhook-signature` over the raw body before parsing it. At least once: the same event may arrive twice, with the same `webhook-id`; events may arrive out of order (compare `data.version`).
         */
        post: operations["webhookTestEventWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
};
export type components = {
    schemas: {
        /** @description The default of `absch.automatic_publication`. */
        AbschAutomaticPublicationSetting: boolean;
        /** @description A permit as the ABS Clearing-House document, with the result of its check. */
        AbschDocumentExport: {
            cbdStatus: ("not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked") | null;
            /** @description The `absPermit` document in the shape of the Clearing-House v2023 API (`POST|PUT /api/v2023/documents/schemas/absPermit`); the JSON Schema it is checked against is `src/absch/abs-permit.schema.json`. */
            document: {
                [key: string]: unknown;
            };
            permitNo: string;
            /** @description Empty when the document passes the check; otherwise what the Clearing-House would refuse. */
            problems: {
                /** @description The Clearing-House’s own code, e.g. `Error.Mandatory`. */
                code: string;
                message: string;
                properties?: string[];
                property: string;
            }[];
        };
        AbschOverview: {
            automatic: boolean;
            /** @description Checkpoint communiqués received per year (the Nagoya Protocol’s national report asks for it). */
            communiquesPerYear: {
                count: number;
                flagged: number;
                year: number;
            }[];
            configured: boolean;
            /** @description Permits whose Clearing-House record differs from what biopermit holds. */
            drift: {
                /** Format: uuid */
                applicationId: string;
                detail: string;
                /** Format: date-time */
                foundAt: string;
                /** Format: uuid */
                permitId: string;
                permitNo: string;
                registrationNo: string;
            }[];
        };
        /** @description The default of `absch.publication`. */
        AbschPublicationSetting: {
            cnaIdentifier: string | null;
            /** @description The country (`ph`). */
            government: string;
            keywords: string[];
            /** @description The PIC recipients of permits that name none of their own: Clearing-House contact records, or confidential. */
            picRecipients: ({
                references: string[];
            } | {
                /** @enum {boolean} */
                confidential: true;
            }) | null;
            /** @description Who granted PIC: Clearing-House records, or confidential. */
            providers: ({
                references: string[];
            } | {
                /** @enum {boolean} */
                confidential: true;
            }) | null;
        };
        /** @description Accept the application as complete: the processing clock starts; the acceptance notice gives the due date. Needs every required document of the checklist accepted or waived (409 `requirements_missing` otherwise). Roles: intake. From: submitted. */
        AcceptAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "accept";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
        };
        /** @description Accept one document of the application; an agency’s document is acknowledged with a notice. Roles: intake. From: submitted, incomplete, accepted, under_evaluation, for_agreement, for_decision, approved. */
        AcceptDocumentAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "accept_document";
            /**
             * Format: uuid
             * @description The attachment (its `id` in the staff view’s `documents.attachments`).
             */
            attachmentId: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
        };
        /** @description Accept the submission of an obligation of the permit: it is fulfilled. Roles: evaluator, chief. From: issued. */
        AcceptObligationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "accept_obligation";
            /** Format: uuid */
            obligationId: string;
            /** @description A note to the agency with the acceptance. */
            text?: string;
        };
        Agency: {
            /** @description API clients not revoked. */
            activeClients: number;
            code: string;
            /** @description Where the agency gets a copy of every notice meant for it (docs/EMAIL.md); null for none. */
            contactEmail: string | null;
            /** Format: date-time */
            createdAt: string;
            name: string;
        };
        /** @description A document of the application as the attachments routes answer it: the attachment object of the records and the checklist item it answers (`type`). */
        AgencyAttachment: {
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
        AgencyCreate: {
            /** @description As agencies send it in `sourceAgencyCode`. */
            code: string;
            /**
             * Format: email
             * @description Where the agency gets a copy of every notice meant for it (docs/EMAIL.md); null (or leave it out) for none.
             */
            contactEmail?: string | null;
            /** @description The agency's name. */
            name: string;
        };
        /** @description The agency’s answer to a deficiency notice or a request for information. */
        AgencyResponse: {
            /** @description The answer to the deficiency notice or the request for information. */
            message: string;
        };
        /** @description What an administrator may change of an agency. */
        AgencyUpdate: {
            /**
             * Format: email
             * @description Where the agency gets a copy of every notice meant for it (docs/EMAIL.md); null (or leave it out) for none.
             */
            contactEmail: string | null;
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
        AgreementCreate: {
            /** @description What it covers. */
            description?: string | null;
            /**
             * @description Kind of agreement:
             *     - `memorandum_of_agreement`: Memorandum of agreement (MOA) with the applicant or their institution.
             *     - `affidavit_of_undertaking`: Affidavit of undertaking by the applicant.
             *     - `benefit_sharing_agreement`: Benefit-sharing agreement (mutually agreed terms).
             */
            kind: "memorandum_of_agreement" | "affidavit_of_undertaking" | "benefit_sharing_agreement";
            /** @description Title of the agreement. */
            title: string;
        };
        /** @description Record that the agreement is executed: back to evaluation, the clock resumes. Needs an agreement in status executed. Roles: evaluator. From: for_agreement. The application must be assigned to you. */
        AgreementExecutedAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "agreement_executed";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description A note on the agreement (journal only). */
            text?: string;
        };
        /**
         * @description Agreement status:
         *     - `draft`: Being drafted by the authority.
         *     - `for_signature`: Sent to the applicant for signature.
         *     - `executed`: Signed by both parties: the signed file is uploaded.
         *     - `terminated`: Ended (with the reason). Final.
         */
        AgreementStatus: "draft" | "for_signature" | "executed" | "terminated";
        AgreementStatusChange: {
            /** @description Required to terminate; kept with the status. */
            reason?: string | null;
            /**
             * @description Agreement status:
             *     - `draft`: Being drafted by the authority.
             *     - `for_signature`: Sent to the applicant for signature.
             *     - `executed`: Signed by both parties: the signed file is uploaded.
             *     - `terminated`: Ended (with the reason). Final.
             */
            to: "draft" | "for_signature" | "executed" | "terminated";
        };
        /** @description An agreement of the application was created or changed status (`data.agreementId`, `data.agreementStatus`, `data.previousAgreementStatus`). */
        AgreementStatusChangedEvent: {
            /** @description The application and the agreement. */
            data: {
                /** Format: uuid */
                agreementId: string;
                agreementStatus: components["schemas"]["AgreementStatus"];
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** @description The agreement’s status before the change; null when it is new. */
                previousAgreementStatus: components["schemas"]["AgreementStatus"] | null;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "agreement.status_changed";
        };
        /** @description Amend the permit in force: a new permit with the changed terms and the same date of expiry supersedes it; a published Clearing-House record becomes update_pending. Roles: approver. From: issued. */
        AmendPermitAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "amend_permit";
            /** @description The conditions of the amended permit; default: those of the permit it amends. */
            conditions?: string[];
            description?: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What the amendment changes, and why. */
            reasons: string;
            title?: string;
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
        /** @description A scope of an API client: `applications:write` submits, `applications:read` lists and reads, `webhooks:manage` manages the webhook endpoints. */
        ApiScope: "applications:write" | "applications:read" | "webhooks:manage";
        ApplicationAbsch: {
            /** Format: uuid */
            applicationId: string;
            /** @description The setting absch.automatic_publication. */
            automatic: boolean;
            cbdStatus: ("not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked") | null;
            /** @description Where the permit’s material was declared: oldest first. */
            communiques: {
                checkpoints: string[];
                /** @description The entity the communiqué names as having received PIC. */
                entity: string | null;
                /** @description Flagged: the entity named is not the permit’s holder. */
                entityMismatch: boolean;
                /** Format: uuid */
                id: string;
                irccIdentifier: string;
                /** Format: uuid */
                permitId: string;
                publishedAt: string | null;
                /** Format: date-time */
                receivedAt: string;
                /** @description The communiqué’s record on the Clearing-House. */
                recordIdentifier: string;
                sourceCountries: string[];
            }[];
            /** @description Whether biopermit publishes itself (ABSCH_EMAIL, ABSCH_PASSWORD); else by hand. */
            configured: boolean;
            /** @description What the nightly reconciliation found different on the Clearing-House. */
            drift: string | null;
            /** @description Newest first. */
            publications: {
                /** @description The Clearing-House’s last answer. */
                answer: {
                    [key: string]: unknown;
                } | null;
                attempts: number;
                /** Format: date-time */
                createdAt: string;
                /** @description The record’s identifier on the Clearing-House. */
                documentIdentifier: string;
                /** @description The validation errors, by field (state `invalid`). */
                errors: {
                    /** @description The Clearing-House’s code, e.g. `Error.Mandatory`. */
                    code: string;
                    /** @description The field, e.g. `absCNA`, `usages[0].identifier`. */
                    property: string;
                }[];
                /** Format: uuid */
                id: string;
                intent: "submit" | "update" | "revoke";
                irccIdentifier: string | null;
                /** @description Where the IRCC is read on the Clearing-House. */
                irccUrl: string | null;
                /** @description Why the last attempt failed (it is tried again at `nextAttemptAt`). */
                lastError: string | null;
                /** Format: date-time */
                nextAttemptAt: string | null;
                /** Format: uuid */
                permitId: string;
                /** @description The Publishing Authority’s reason for a rejection. */
                reason: string | null;
                /**
                 * @description Where the publication stands:
                 *     - `requested`: To be worked on by the absch-publish job.
                 *     - `submitting`: The submission is being made (recorded before the call: after a crash it is reconciled, never repeated).
                 *     - `submitted`: The Publishing Authority’s request is open (`workflowId`).
                 *     - `published`: Approved: the record is on the Clearing-House (`irccIdentifier`); for a revocation, withdrawn.
                 *     - `rejected`: The Publishing Authority rejected it (`reason`), or the request expired.
                 *     - `invalid`: The Clearing-House’s validation answered errors (`errors`, by field): correct the permit or the settings, then publish again.
                 *     - `failed`: Stopped (`lastError` says why): the Clearing-House refused the account (ABSCH_EMAIL, ABSCH_PASSWORD), or answered an IRCC that another permit already holds (not recorded; flagged as drift), or the permit moved on meanwhile.
                 */
                state: "requested" | "submitting" | "submitted" | "published" | "rejected" | "invalid" | "failed";
                /** Format: date-time */
                updatedAt: string;
                /** @description The Publishing Authority’s request. */
                workflowId: string | null;
            }[];
        };
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
        /** @description The permits of one application and every certificate issued for it. */
        ApplicationPermits: {
            /** @description The IRCC identifier of the current permit, once published. */
            absLinkCode: string | null;
            /** Format: uuid */
            applicationId: string;
            cbdStatus: ("not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked") | null;
            /** @description Oldest first: the original, then each renewal or amendment. */
            permits: components["schemas"]["StaffPermit"][];
            registrationNo: string;
        };
        /** @description A submission was stored: the application exists, `submitted`. */
        ApplicationReceivedEvent: {
            /** @description The application as stored: `submitted`, version 1. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "application.received";
        };
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
        ApplicationStatus: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved" | "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled";
        /** @description The application’s workflow status changed (`data.previousStatus` → `data.status`). */
        ApplicationStatusChangedEvent: {
            /** @description The application; `status` is the workflow status after the change, `previousStatus` the one before. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                previousStatus: components["schemas"]["ApplicationStatus"];
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "application.status_changed";
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
        /** @description Approve the application (the decision): the clock stops. Roles: approver. From: for_decision. The application must be assigned to you. */
        ApproveAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "approve";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Conditions or remarks, in the decision notice. */
            text?: string;
        };
        /** @description Assign the application to a staff user who can take the actions it waits for. Roles: chief. From: accepted, under_evaluation, for_agreement, for_decision. */
        AssignAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "assign";
            /**
             * Format: uuid
             * @description The staff user to assign the application to.
             */
            assigneeId: string;
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
            /** @description Where to download it: absolute (PUBLIC_BASE_URL) when the service knows its address; needs the same access token. */
            url: string;
        };
        /** @description The default of `attachments.checklists`. */
        AttachmentsChecklistsSetting: {
            /** @description The checklist of an application type (`applicationType` as submitted), in place of the default. */
            byApplicationType: {
                [key: string]: {
                    /** @description Whether `accept` needs it accepted or waived. */
                    required: boolean;
                    /** @description What the document is, as staff and agencies read it. */
                    title: string;
                    /** @description The code an attachment names in its `type` (lower case, digits and `_`). */
                    type: string;
                }[];
            };
            /** @description The checklist of every application type not listed below. */
            defaultChecklist: {
                /** @description Whether `accept` needs it accepted or waived. */
                required: boolean;
                /** @description What the document is, as staff and agencies read it. */
                title: string;
                /** @description The code an attachment names in its `type` (lower case, digits and `_`). */
                type: string;
            }[];
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
        /** @description A document of the application was uploaded or changed status (`data.attachmentId`, `data.attachmentStatus`, `data.previousAttachmentStatus`). */
        AttachmentStatusChangedEvent: {
            /** @description The application and the document. */
            data: {
                /** Format: uuid */
                attachmentId: string;
                attachmentStatus: components["schemas"]["AttachmentStatus"];
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** @description The document’s status before the change; null when it is new. */
                previousAttachmentStatus: components["schemas"]["AttachmentStatus"] | null;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "attachment.status_changed";
        };
        /** @description One row of the tamper-evident audit trail. */
        AuditEntry: {
            /** @description What happened, `noun.verb`: `application.submitted`, `setting.changed`, `staff.login_failed`… */
            action: string;
            /** Format: uuid */
            actorId: string;
            /** @description `agency`, `staff`, `system` or `operator`. */
            actorKind: string;
            /** @description The staff user's name, for staff actors (not part of the hashed record). */
            actorName: string | null;
            actorRole: string | null;
            /** @description What the act changed, as it became (JSON), or null. */
            after: unknown;
            agencyCode: string | null;
            /** Format: uuid */
            applicationId: string | null;
            /** @description What the act changed, as it was (JSON), or null. */
            before: unknown;
            clientAddress: string | null;
            /** @description What the act carried (JSON), or null. */
            details: unknown;
            /** @description SHA-256 of the record (docs/adr/0006). */
            hash: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            occurredAt: string;
            /** @description The hash of the row before it in the chain. */
            previousHash: string;
            requestId: string | null;
            /** @description Its place in the chain. */
            sequence: number;
            subjectId: string;
            subjectType: string;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            /** @description Send it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        AuditVerification: {
            broken: {
                /**
                 * Format: uuid
                 * @description Null when the row is missing.
                 */
                id: string | null;
                problem: string;
                /** @description The first row that does not follow from those before it. */
                sequence: number;
            } | null;
            /** Format: date-time */
            checkedAt: string;
            /** @description The whole chain is intact. */
            ok: boolean;
            /** @description Rows checked and found intact (up to the first broken one). */
            rows: number;
        };
        /** @description This service's OAuth 2.0 authorization server metadata (RFC 8414): what a client or a token validator needs to know. Its tokens are RFC 9068 JWT access tokens (`typ: at+jwt`, EdDSA). */
        AuthorizationServerMetadata: {
            /** @description Only `client_credentials`. */
            grant_types_supported: string[];
            /** @description The `iss` of every token this service signs (TOKEN_ISSUER). */
            issuer: string;
            /**
             * Format: uri
             * @description The keys that verify this service's tokens.
             */
            jwks_uri: string;
            /** @description None: there is no authorization endpoint (the client credentials grant needs none). */
            response_types_supported: string[];
            /** @description The scopes a client can be granted. */
            scopes_supported: string[];
            /**
             * Format: uri
             * @description Where a client asks for a token (`POST /api/v1/oauth/token`).
             */
            token_endpoint: string;
            /** @description `client_secret_basic` (HTTP Basic, preferred) and `client_secret_post` (the form). */
            token_endpoint_auth_methods_supported: string[];
        };
        /** @description Cancel the application, with the reason (admin). Roles: admin. From: submitted, incomplete, accepted, under_evaluation, for_agreement, for_decision, approved. */
        CancelAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "cancel";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why the application is cancelled (in the notice). */
            reasons: string;
        };
        /**
         * @description ABS Clearing-House publication (`cbdStatus`); null before a permit exists:
         *     - `not_applicable`: The permit is not to be published on the ABS Clearing-House.
         *     - `ready`: Ready to be submitted to the Clearing-House.
         *     - `submitted`: Submitted; waiting for the Publishing Authority.
         *     - `published`: Published as an internationally recognised certificate of compliance (IRCC): `absLinkCode` is its identifier.
         *     - `rejected`: The Clearing-House (its Publishing Authority) rejected the submission; it may be corrected and submitted again.
         *     - `update_pending`: The published permit was renewed or amended: the update must be submitted.
         *     - `revocation_pending`: The published permit was revoked: the revocation must be submitted.
         *     - `revoked`: The Clearing-House record is revoked.
         */
        CbdStatus: "not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked";
        /** @description The permit’s publication on the ABS Clearing-House moved (`data.cbdStatus`, `data.previousCbdStatus`). */
        CbdStatusChangedEvent: {
            /** @description The application and its publication on the ABS Clearing-House. */
            data: {
                cbdStatus: components["schemas"]["CbdStatus"];
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** @description The publication’s status before the change; null when it is new. */
                previousCbdStatus: components["schemas"]["CbdStatus"] | null;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "cbd_status.changed";
        };
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
        /** @description A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC: the permit’s material was declared at a checkpoint abroad. */
        CheckpointCommuniqueReceivedEvent: {
            /** @description The application whose permit’s IRCC the communiqué names. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "checkpoint_communique.received";
        };
        /** @description Take an unassigned application: it becomes assigned to you. Roles: evaluator, chief. From: accepted, under_evaluation, for_agreement, for_decision. */
        ClaimAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "claim";
        };
        /** @description The default of `clock.time_limits`. */
        ClockTimeLimitsSetting: {
            /** @description The time limit of an application type (`applicationType` as submitted), in working days. */
            byApplicationType: {
                [key: string]: number;
            };
            /** @description The time limit of every application type not listed below. */
            defaultWorkingDays: number;
        };
        /**
         * @description The statuses of an application closed without a permit (denied, withdrawn, abandoned, cancelled).
         * @enum {string}
         */
        ClosedWithoutPermitStatus: "denied" | "withdrawn" | "abandoned" | "cancelled";
        /** @description A location’s coordinates and address, as submitted. */
        ConfidentialLocation: {
            address: string | null;
            collectionEnd: string;
            collectionStart: string;
            /** Format: uuid */
            id: string;
            latitude: number | null;
            longitude: number | null;
        };
        /** @description Correct the permittee's personal data (name, birth date, sex, address, phone, email, employer…), with the reason (DPO or intake). Roles: dpo, intake. From: submitted, incomplete, accepted, under_evaluation, for_agreement, for_decision, approved, issued, denied, withdrawn, abandoned, cancelled. */
        CorrectPersonalDataAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "correct_personal_data";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description The permittee's address, corrected. null clears it. */
            permiteeAddress?: string | null;
            /** @description The permittee's affiliation, corrected. null clears it. */
            permiteeAffiliation?: string | null;
            /**
             * Format: date-time
             * @description The permittee's date of birth, corrected (ISO 8601 date-time, as submitted). null clears it.
             */
            permiteeDateOfBirth?: string | null;
            /**
             * Format: email
             * @description The permittee's email, corrected.
             */
            permiteeEmail?: string;
            /** @description The permittee's employer, corrected. null clears it. */
            permiteeEmployer?: string | null;
            /** @description The employer's address, corrected. null clears it. */
            permiteeEmployerAddress?: string | null;
            /** @description The permittee's first name, corrected. */
            permiteeFirstName?: string;
            /** @description The permittee's sex, corrected. null clears it. */
            permiteeGender?: string | null;
            /** @description The permittee's last name, corrected. */
            permiteeLastName?: string;
            /** @description The permittee's middle name, corrected. null clears it. */
            permiteeMiddleName?: string | null;
            /** @description The permittee's occupation, corrected. null clears it. */
            permiteeOccupation?: string | null;
            /** @description The permittee's phone, corrected. null clears it. */
            permiteePhone?: string | null;
            /** @description Why the data is corrected: the data subject’s request, the document that shows the right value… (in the notice). */
            reason: string;
        };
        CreateWebhookEndpoint: {
            /** @description A label of yours. */
            description?: string;
            /** @description The event types sent to the endpoint; every type when absent or null. */
            eventTypes?: ("application.received" | "application.status_changed" | "notice.created" | "attachment.status_changed" | "permit.issued" | "permit.status_changed" | "agreement.status_changed" | "cbd_status.changed" | "checkpoint_communique.received" | "obligation.created" | "obligation.status_changed" | "obligation.reminder" | "webhook_endpoint.disabled" | "webhook.test")[];
            /** @description Where events are POSTed: an `https:` URL on a public address (no private, loopback, link-local or metadata address; redirects are not followed). */
            url: string;
        };
        Dashboard: {
            /** @description The agencies counted; null for every agency. */
            agencies: string[] | null;
            /** @description Applications by the PSGC codes of their locations. An application with locations in several provinces counts in each; the workqueues filter by the same codes (`regionCode`, `provinceCode`). */
            byPlace: {
                /** @description Per region and province, in code order; the uncoded last in each region. A location whose province matched nothing has a null code under its region (NCR has one province code, its own). */
                provinces: {
                    /** @description The 10-digit PSGC code; null for the locations no code matched (docs/PLACES.md). */
                    code: string | null;
                    name: string | null;
                    /** @description Applications open today (not decided, withdrawn, abandoned or cancelled) with a location here. */
                    open: number;
                    /** @description Applications received in the last 12 months with a location here. */
                    received: number;
                    /** @description The region the locations are in (also for an uncoded province in a coded region); null when uncoded. */
                    regionCode: string | null;
                }[];
                /** @description Per region, in code order; the uncoded last. */
                regions: {
                    /** @description The 10-digit PSGC code; null for the locations no code matched (docs/PLACES.md). */
                    code: string | null;
                    name: string | null;
                    /** @description Applications open today (not decided, withdrawn, abandoned or cancelled) with a location here. */
                    open: number;
                    /** @description Applications received in the last 12 months with a location here. */
                    received: number;
                }[];
            };
            /** @description Open applications at risk or overdue, per assignee, the most overdue first. */
            clocksByAssignee: {
                /** @description Null for applications nobody is assigned. */
                assignee: {
                    /** Format: uuid */
                    id: string;
                    name: string | null;
                } | null;
                atRisk: number;
                overdue: number;
            }[];
            /** @description Checkpoint communiqués of the ABS Clearing-House that name the permits’ IRCCs, per year, oldest first; years without one are left out (the Nagoya Protocol’s national report asks for it; issue 20 §3). */
            communiquesPerYear: {
                count: number;
                /** @description Of them, those naming an entity other than the permit holder. */
                flagged: number;
                /** @description The year the communiqué was received. */
                year: number;
            }[];
            /** @description Decisions of the last 12 months (an issued permit counts as approved). */
            decisionsByOutcome: {
                approved: number;
                denied: number;
            };
            /** Format: date-time */
            generatedAt: string;
            /** @description The last 12 months, oldest first, the current one last. */
            months: {
                /** @description The time limit in force for those decisions on average (with extensions), in working days. */
                averageLimit: number | null;
                /** @description Working days the decisions of the month took on average; null without decisions. */
                averageWorkingDays: number | null;
                /** @description Approved, issued or denied in the month. */
                decided: number;
                /** @description Decisions of the month taken after their due date. */
                decidedOverLimit: number;
                /** @description A month in Asia/Manila, YYYY-MM. */
                month: string;
                received: number;
            }[];
            /** @description Obligations of permits (reports, deposits) past their due date, neither submitted, accepted nor waived (issue 20). */
            obligationsOverdue: number;
            /** @description The Data Privacy Act’s deadlines (every agency: they concern the authority). */
            privacy: {
                /** @description Personal data breaches whose notice to the National Privacy Commission is not recorded yet, the most urgent first. */
                incidentsAwaitingNotice: {
                    /** @description Hours until `noticeDueAt` (negative: late), to one decimal. */
                    hoursLeft: number;
                    /** Format: uuid */
                    id: string;
                    /**
                     * Format: date-time
                     * @description 72 hours after the discovery.
                     */
                    noticeDueAt: string;
                    summary: string;
                }[];
                /** @description Data subjects’ requests not yet closed (docs/PRIVACY.md). */
                openRequests: number;
                /** @description Open requests past their due date (30 working days after receipt). */
                overdueRequests: number;
            };
        };
        /**
         * @description The statuses of a decided application: approved (then issued) or denied.
         * @enum {string}
         */
        DecidedApplicationStatus: "approved" | "issued" | "denied";
        /** @description Deny the application, with its grounds (the decision): the clock stops. Roles: approver. From: for_decision. The application must be assigned to you. */
        DenyAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "deny";
            /** @description The grounds of the denial, given to the applicant. */
            grounds: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
        };
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
        /** @description Endorse the recommendation (the second signature). Roles: chief. From: for_decision. The application must be assigned to you. */
        EndorseAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "endorse";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description A note with the endorsement. */
            text?: string;
        };
        /** @description The endorsement of the recommendation: the second signature of the decision chain. */
        Endorsement: {
            /** Format: date-time */
            at: string;
            by: components["schemas"]["WorkflowActor"];
            /** @description The note the chief gave with it (`endorse`’s `text`). */
            text: string | null;
        };
        /** @description Something that changed in biopermit and concerns the agency (docs/EVENTS.md): `type` says what, and which `data` the event carries. Thin by design: read the record back through the detail route. Fields may be added to `data`; ignore those you do not know. */
        Event: components["schemas"]["ApplicationReceivedEvent"] | components["schemas"]["ApplicationStatusChangedEvent"] | components["schemas"]["NoticeCreatedEvent"] | components["schemas"]["AttachmentStatusChangedEvent"] | components["schemas"]["PermitIssuedEvent"] | components["schemas"]["PermitStatusChangedEvent"] | components["schemas"]["AgreementStatusChangedEvent"] | components["schemas"]["CbdStatusChangedEvent"] | components["schemas"]["CheckpointCommuniqueReceivedEvent"] | components["schemas"]["ObligationCreatedEvent"] | components["schemas"]["ObligationStatusChangedEvent"] | components["schemas"]["ObligationReminderEvent"] | components["schemas"]["WebhookEndpointDisabledEvent"] | components["schemas"]["WebhookTestEvent"];
        EventFeed: {
            items: components["schemas"]["Event"][];
            /** @description Send it as `after` for what follows (the same as `after` when nothing new came). Null only for an empty feed read from its start. */
            nextCursor: string | null;
        };
        /** @description The default of `events.retention_days`. */
        EventsRetentionDaysSetting: number;
        /** @description The default of `exports.darwin_core`. */
        ExportsDarwinCoreSetting: {
            /** @description The licence of the archive (eml.xml): one of the three GBIF accepts. */
            license: "CC0-1.0" | "CC-BY-4.0" | "CC-BY-NC-4.0";
            /** @description Where the list of threatened species comes from, written into dataGeneralizations. */
            threatenedSource: string;
            /** @description The species whose coordinates the archive generalises to 0.1°. */
            threatenedSpecies: {
                /** @description The category: `CR` critically endangered, `EN` endangered, `VU` vulnerable, `OTS` other threatened species. */
                category: "CR" | "EN" | "VU" | "OTS";
                /** @description The species, e.g. `Pithecophaga jefferyi`; also matches a name that adds authorship or a subspecies. */
                scientificName: string;
            }[];
        };
        /** @description Extend the processing time once by the same number of working days, before the due date. Roles: chief. From: accepted, under_evaluation, for_agreement, for_decision. The application must be assigned to you. */
        ExtendAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "extend";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why the processing time is extended (in the extension notice). */
            reasons: string;
        };
        /** @description What the operation did: the status it left the application in, and when. */
        ExternalActionResult: {
            /** @description What was done. */
            action: "respond" | "withdraw";
            /** @description The registration number. */
            cnaApplicationUniqueNo: string;
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
        FailingWebhookEndpoint: {
            agencyCode: string;
            disabledReason: string | null;
            /**
             * Format: date-time
             * @description Since when every try has failed; null after a success.
             */
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            /**
             * Format: date-time
             * @description The last try of the newest of those deliveries.
             */
            lastFailureAt: string | null;
            /** @description Deliveries given up (`failed`) whose last try was within the window (`failureWindowHours`). */
            recentFailedDeliveries: number;
            /** @description `disabled` after 5 days of failed tries (or by you): nothing is sent until it is enabled again. */
            status: "enabled" | "disabled";
            url: string;
        };
        /**
         * @description The statuses an application never leaves: it takes no more documents nor actions of the workflow.
         * @enum {string}
         */
        FinalApplicationStatus: "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled";
        HealthStatus: {
            /**
             * @description Always `ok`: any other state is an error status.
             * @enum {string}
             */
            status: "ok";
        };
        /** @description A non-working day. */
        Holiday: {
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description The actor id of whoever added it (the system for seeded days).
             */
            createdBy: string;
            /**
             * Format: date
             * @description A calendar date in Asia/Manila, YYYY-MM-DD.
             */
            date: string;
            /**
             * @description What kind of non-working day it is (each stops the clock alike):
             *     - `regular`: A regular holiday (Republic Act 9492 as amended): a non-working day every year.
             *     - `special_non_working`: A special non-working day of the year's proclamation (Ninoy Aquino Day, All Saints' Day, …).
             *     - `proclaimed`: A non-working day declared by a later proclamation (ad hoc, e.g. for a typhoon or an event), added by an admin.
             */
            kind: "regular" | "special_non_working" | "proclaimed";
            name: string;
            /**
             * @description Where the day came from:
             *     - `date-holidays`: Seeded from the date-holidays library (PH): its public holidays and special non-working days.
             *     - `admin`: Added by an admin.
             */
            source: "date-holidays" | "admin";
        };
        HolidayCreate: {
            /**
             * Format: date
             * @description A calendar date in Asia/Manila, YYYY-MM-DD.
             */
            date: string;
            /**
             * @description What kind of non-working day it is (each stops the clock alike):
             *     - `regular`: A regular holiday (Republic Act 9492 as amended): a non-working day every year.
             *     - `special_non_working`: A special non-working day of the year's proclamation (Ninoy Aquino Day, All Saints' Day, …).
             *     - `proclaimed`: A non-working day declared by a later proclamation (ad hoc, e.g. for a typhoon or an event), added by an admin.
             * @default proclaimed
             */
            kind: "regular" | "special_non_working" | "proclaimed";
            /** @description What the day is, as the proclamation names it. */
            name: string;
        };
        /** @description Issue the permit (approved → issued): a number from the gapless sequence of the year, the validity of its permit type, the certificate PDF with its signed QR link. Also after the permit in force was voided (issued in error). Roles: approver. From: approved, issued. */
        IssueAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "issue";
            /** @description Default: the purpose. */
            description?: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description The permit’s title; default: the permit type as printed (setting `permits.authority`). */
            title?: string;
        };
        /** @description The terms a permit issued now would carry; nothing is stored by reading them. */
        IssuePreview: {
            /** Format: uuid */
            applicationId: string;
            /** @description The standard conditions (`permits.conditions`), printed numbered. */
            conditions: string[];
            /**
             * Format: date-time
             * @description The last instant of validity if issued now (the certificate prints its Manila date).
             */
            dateExpired: string;
            /** Format: date-time */
            dateIssued: string;
            /** @description The permit’s description unless the issue gives one: the purpose. */
            description: string | null;
            /** @description The application’s permit type, whose validity applies. */
            permitType: string;
            registrationNo: string;
            /** @description `permits.signatory`; without a name, the approver who issues signs. */
            signatory: {
                name: string | null;
                position: string | null;
            };
            /** @description The permit’s title unless the issue gives one: the permit type as printed (`permits.authority`). */
            title: string;
            /** @description The validity of the permit type (`permits.validity`). */
            validityMonths: number;
        };
        JurisdictionZone: {
            /** @description [west, south, east, north], degrees. */
            bbox: number[];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description `protected_area` (its PAMB clears) or `ancestral_domain` (the NCIP, with the community’s FPIC). */
            kind: "protected_area" | "ancestral_domain";
            name: string;
            /** Format: uuid */
            uploadedBy: string;
        };
        JurisdictionZoneUpload: {
            /** @description GeoJSON (RFC 7946, longitude then latitude): a Polygon, a MultiPolygon, a Feature of one, or a FeatureCollection. */
            geojson: unknown;
            /** @description `protected_area` (its PAMB clears) or `ancestral_domain` (the NCIP, with the community’s FPIC). */
            kind: "protected_area" | "ancestral_domain";
            /** @description The name of a lone geometry (a Feature’s `properties.name` wins). */
            name?: string;
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
        LocationPlace: {
            barangayCode: string | null;
            /** @description The PSGC name of `barangayCode`. */
            barangayName: string | null;
            cityCode: string | null;
            /** @description The PSGC name of `cityCode`. */
            cityName: string | null;
            /**
             * Format: uuid
             * @description The location (`confidential.locations[].id`).
             */
            locationId: string;
            /** @description Its place in `application.locations` (0 is the first). */
            position: number;
            /** @description NCR: the region’s code (it has no provinces). */
            provinceCode: string | null;
            /** @description The PSGC name of `provinceCode` (NCR: the region’s). */
            provinceName: string | null;
            psgcRelease: string;
            regionCode: string | null;
            /** @description The PSGC name of `regionCode`. */
            regionName: string | null;
            /** @description What did not match: never a refusal. */
            warnings: components["schemas"]["PlaceWarning"][];
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
        /** @description An email biopermit composed, and the log of its sending (docs/EMAIL.md). */
        MailMessage: {
            agencyCode: string | null;
            /**
             * Format: uuid
             * @description The application it concerns; null for a digest.
             */
            applicationId: string | null;
            /** @description Tries made so far. */
            attempts: number;
            /**
             * Format: date-time
             * @description When it was composed: the time of the change that called for it.
             */
            createdAt: string;
            /** @description The HTML part as sent: a whole document, to be shown only in a sandboxed frame without scripts (the back-office’s email dialog). */
            html: string;
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** @description The SMTP server’s answer to the last try, or why there was none. */
            lastResponse: string | null;
            /** @description Its reply code (250, 451, 550…), when the server answered. */
            lastResponseCode: number | null;
            /**
             * Format: date-time
             * @description When it is tried again (queued or a temporary failure).
             */
            nextAttemptAt: string | null;
            /** @description The address, in full: staff see the permittee’s address in the application anyway (docs/EMAIL.md). */
            recipient: string;
            /**
             * @description Who the recipient is:
             *     - `permittee`: The permittee, at the application’s `permiteeEmail`.
             *     - `agency_contact`: The agency, at its contact address (`contactEmail`, set by an administrator).
             *     - `staff`: A staff user, at their account’s address.
             */
            recipientKind: "permittee" | "agency_contact" | "staff";
            /**
             * Format: uuid
             * @description The message this one sends again.
             */
            resentFrom: string | null;
            /** Format: date-time */
            sentAt: string | null;
            /**
             * @description Message status:
             *     - `queued`: Composed with its change; waiting for the sender (a job that holds the job lease).
             *     - `sending`: The sender is handing it to the SMTP server now; one claimed more than 10 minutes ago (its outcome never written) is tried again, and may be resent.
             *     - `sent`: The SMTP server accepted it (a 2xx answer).
             *     - `temporary_failure`: The server answered 4xx, or did not answer: tried again at `nextAttemptAt`.
             *     - `permanent_failure`: The server answered 5xx (never retried), or every try of the retry schedule failed.
             *     - `not_sent`: No SMTP_URL was configured when the sender took it: kept, and sent by a resend or `biopermit mail send-unsent`.
             */
            status: "queued" | "sending" | "sent" | "temporary_failure" | "permanent_failure" | "not_sent";
            /** @description Still `sending` more than 10 minutes after the sender claimed it (its outcome never written): the sender takes it up again, and staff may resend it. */
            stuck: boolean;
            subject: string;
            /**
             * @description Message template (a notice type, or a staff message):
             *     - `received`: The notice: The application was received (its receipt, written at submission).
             *     - `deficiency`: The notice: The application is incomplete; the message lists each missing requirement.
             *     - `response_received`: The notice: The agency answered a deficiency notice or a request for information (internal).
             *     - `acceptance`: The notice: The application is complete and accepted; the message gives the due date.
             *     - `request_for_information`: The notice: The evaluator asks for information by an answer-by date; the clock pauses.
             *     - `referral`: The notice: The application is referred to an external body; the clock pauses.
             *     - `clearance_received`: The notice: The external body’s clearance is recorded; the clock resumes.
             *     - `agreement_required`: The notice: An agreement must be executed before the evaluation goes on; the clock pauses.
             *     - `agreement_recorded`: The notice: The agreement is executed.
             *     - `recommendation`: The notice: The evaluator recommends approval or denial (internal).
             *     - `endorsement`: The notice: The chief endorses the recommendation (internal).
             *     - `returned`: The notice: The chief returns the application for evaluation (internal).
             *     - `decision_approved`: The notice: The application is approved.
             *     - `decision_denied`: The notice: The application is denied; the message gives the grounds.
             *     - `extension`: The notice: The processing time is extended once; the message gives the new due date.
             *     - `withdrawal_acknowledged`: The notice: The agency’s withdrawal is acknowledged.
             *     - `abandoned`: The notice: The application is closed because the applicant did not answer in time.
             *     - `cancelled`: The notice: The authority cancelled the application; the message gives the reason.
             *     - `document_accepted`: The notice: Staff accepted a document of the checklist.
             *     - `document_rejected`: The notice: Staff rejected a document; the message gives the reason: upload a corrected one of the same type.
             *     - `requirement_waived`: The notice: Staff waived a document of the checklist: it is no longer needed.
             *     - `permit_issued`: The notice: The permit is issued; the message gives its number and validity, and `gp` its certificate.
             *     - `permit_suspended`: The notice: The permit is suspended; the message gives the reason.
             *     - `permit_reinstated`: The notice: The suspended permit is in force again.
             *     - `permit_revoked`: The notice: The permit is revoked; the message gives the reason.
             *     - `permit_renewed`: The notice: The permit is renewed: a new permit with a new validity replaces it.
             *     - `permit_amended`: The notice: The permit is amended: a new permit with the changed terms replaces it.
             *     - `permit_voided`: The notice: The permit was issued in error and is void; the message gives the reason.
             *     - `permit_expired`: The notice: The permit reached its date of expiry.
             *     - `signed_certificate_uploaded`: The notice: The signed certificate replaces the generated one as the permit’s file.
             *     - `agreement_for_signature`: The notice: An agreement is ready for signature; the message names it.
             *     - `agreement_terminated`: The notice: An executed agreement is terminated; the message gives the reason.
             *     - `clearing_house_step`: The notice: A step of the permit’s publication on the ABS Clearing-House (internal).
             *     - `clearing_house_published`: The notice: The permit is published on the ABS Clearing-House as an internationally recognised certificate of compliance.
             *     - `checkpoint_communique`: The notice: A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC (internal, to the abs_publisher).
             *     - `obligation_submitted`: The notice: The agency’s submission for an obligation of the permit is received; staff review it.
             *     - `obligation_accepted`: The notice: Staff accepted the submission: the obligation is fulfilled.
             *     - `obligation_rejected`: The notice: Staff rejected the submission; the message gives the reason: submit it again.
             *     - `obligation_waived`: The notice: Staff waived an obligation of the permit; the message gives the reason.
             *     - `obligation_reminder`: The notice: A reminder: an obligation of the permit is due soon, today, or overdue.
             *     - `personal_data_corrected`: The notice: The authority corrected the permittee’s personal data (the message names the fields and gives the reason); the record shows the corrected values.
             *     - `assignment`: To a staff user: an application was assigned to them (by someone else).
             *     - `referral_answered`: To the assignee and the evaluator who referred: the referral body’s clearance was recorded.
             *     - `digest`: To a staff user, daily: their assigned applications at risk or overdue.
             */
            template: "received" | "deficiency" | "response_received" | "acceptance" | "request_for_information" | "referral" | "clearance_received" | "agreement_required" | "agreement_recorded" | "recommendation" | "endorsement" | "returned" | "decision_approved" | "decision_denied" | "extension" | "withdrawal_acknowledged" | "abandoned" | "cancelled" | "document_accepted" | "document_rejected" | "requirement_waived" | "permit_issued" | "permit_suspended" | "permit_reinstated" | "permit_revoked" | "permit_renewed" | "permit_amended" | "permit_voided" | "permit_expired" | "signed_certificate_uploaded" | "agreement_for_signature" | "agreement_terminated" | "clearing_house_step" | "clearing_house_published" | "checkpoint_communique" | "obligation_submitted" | "obligation_accepted" | "obligation_rejected" | "obligation_waived" | "obligation_reminder" | "personal_data_corrected" | "assignment" | "referral_answered" | "digest";
            /** @description The plain-text part as sent (the HTML part says the same). */
            text: string;
        };
        /** @description An application’s emails, oldest first. */
        MailMessageList: {
            items: components["schemas"]["MailMessage"][];
        };
        /** @description Emails, newest first. */
        MailMessagePage: {
            items: components["schemas"]["MailMessage"][];
            /** @description Pass as `cursor` for the next (older) page; null at the end. */
            nextCursor: string | null;
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
        /** @description A notice the agency may read was written on the application (`data.noticeId`, `data.log`). */
        NoticeCreatedEvent: {
            /** @description The application and the notice (read it in the application’s detail). */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                log: components["schemas"]["NoticeType"];
                /** Format: uuid */
                noticeId: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "notice.created";
        };
        /** @description The default of `notices.templates`. */
        NoticesTemplatesSetting: {
            /** @description The application is closed because the applicant did not answer in time. */
            abandoned?: string;
            /** @description The application is complete and accepted; the message gives the due date. */
            acceptance?: string;
            /** @description An agreement is ready for signature; the message names it. */
            agreement_for_signature?: string;
            /** @description The agreement is executed. */
            agreement_recorded?: string;
            /** @description An agreement must be executed before the evaluation goes on; the clock pauses. */
            agreement_required?: string;
            /** @description An executed agreement is terminated; the message gives the reason. */
            agreement_terminated?: string;
            /** @description The authority cancelled the application; the message gives the reason. */
            cancelled?: string;
            /** @description A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC (internal, to the abs_publisher). */
            checkpoint_communique?: string;
            /** @description The external body’s clearance is recorded; the clock resumes. */
            clearance_received?: string;
            /** @description The permit is published on the ABS Clearing-House as an internationally recognised certificate of compliance. */
            clearing_house_published?: string;
            /** @description A step of the permit’s publication on the ABS Clearing-House (internal). */
            clearing_house_step?: string;
            /** @description The application is approved. */
            decision_approved?: string;
            /** @description The application is denied; the message gives the grounds. */
            decision_denied?: string;
            /** @description The application is incomplete; the message lists each missing requirement. */
            deficiency?: string;
            /** @description Staff accepted a document of the checklist. */
            document_accepted?: string;
            /** @description Staff rejected a document; the message gives the reason: upload a corrected one of the same type. */
            document_rejected?: string;
            /** @description The chief endorses the recommendation (internal). */
            endorsement?: string;
            /** @description The processing time is extended once; the message gives the new due date. */
            extension?: string;
            /** @description Staff accepted the submission: the obligation is fulfilled. */
            obligation_accepted?: string;
            /** @description Staff rejected the submission; the message gives the reason: submit it again. */
            obligation_rejected?: string;
            /** @description A reminder: an obligation of the permit is due soon, today, or overdue. */
            obligation_reminder?: string;
            /** @description The agency’s submission for an obligation of the permit is received; staff review it. */
            obligation_submitted?: string;
            /** @description Staff waived an obligation of the permit; the message gives the reason. */
            obligation_waived?: string;
            /** @description The permit is amended: a new permit with the changed terms replaces it. */
            permit_amended?: string;
            /** @description The permit reached its date of expiry. */
            permit_expired?: string;
            /** @description The permit is issued; the message gives its number and validity, and `gp` its certificate. */
            permit_issued?: string;
            /** @description The suspended permit is in force again. */
            permit_reinstated?: string;
            /** @description The permit is renewed: a new permit with a new validity replaces it. */
            permit_renewed?: string;
            /** @description The permit is revoked; the message gives the reason. */
            permit_revoked?: string;
            /** @description The permit is suspended; the message gives the reason. */
            permit_suspended?: string;
            /** @description The permit was issued in error and is void; the message gives the reason. */
            permit_voided?: string;
            /** @description The authority corrected the permittee’s personal data (the message names the fields and gives the reason); the record shows the corrected values. */
            personal_data_corrected?: string;
            /** @description The application was received (its receipt, written at submission). */
            received?: string;
            /** @description The evaluator recommends approval or denial (internal). */
            recommendation?: string;
            /** @description The application is referred to an external body; the clock pauses. */
            referral?: string;
            /** @description The evaluator asks for information by an answer-by date; the clock pauses. */
            request_for_information?: string;
            /** @description Staff waived a document of the checklist: it is no longer needed. */
            requirement_waived?: string;
            /** @description The agency answered a deficiency notice or a request for information (internal). */
            response_received?: string;
            /** @description The chief returns the application for evaluation (internal). */
            returned?: string;
            /** @description The signed certificate replaces the generated one as the permit’s file. */
            signed_certificate_uploaded?: string;
            /** @description The agency’s withdrawal is acknowledged. */
            withdrawal_acknowledged?: string;
        };
        /**
         * @description Notice type (`log`):
         *     - `received`: The application was received (its receipt, written at submission).
         *     - `deficiency`: The application is incomplete; the message lists each missing requirement.
         *     - `response_received`: The agency answered a deficiency notice or a request for information (internal).
         *     - `acceptance`: The application is complete and accepted; the message gives the due date.
         *     - `request_for_information`: The evaluator asks for information by an answer-by date; the clock pauses.
         *     - `referral`: The application is referred to an external body; the clock pauses.
         *     - `clearance_received`: The external body’s clearance is recorded; the clock resumes.
         *     - `agreement_required`: An agreement must be executed before the evaluation goes on; the clock pauses.
         *     - `agreement_recorded`: The agreement is executed.
         *     - `recommendation`: The evaluator recommends approval or denial (internal).
         *     - `endorsement`: The chief endorses the recommendation (internal).
         *     - `returned`: The chief returns the application for evaluation (internal).
         *     - `decision_approved`: The application is approved.
         *     - `decision_denied`: The application is denied; the message gives the grounds.
         *     - `extension`: The processing time is extended once; the message gives the new due date.
         *     - `withdrawal_acknowledged`: The agency’s withdrawal is acknowledged.
         *     - `abandoned`: The application is closed because the applicant did not answer in time.
         *     - `cancelled`: The authority cancelled the application; the message gives the reason.
         *     - `document_accepted`: Staff accepted a document of the checklist.
         *     - `document_rejected`: Staff rejected a document; the message gives the reason: upload a corrected one of the same type.
         *     - `requirement_waived`: Staff waived a document of the checklist: it is no longer needed.
         *     - `permit_issued`: The permit is issued; the message gives its number and validity, and `gp` its certificate.
         *     - `permit_suspended`: The permit is suspended; the message gives the reason.
         *     - `permit_reinstated`: The suspended permit is in force again.
         *     - `permit_revoked`: The permit is revoked; the message gives the reason.
         *     - `permit_renewed`: The permit is renewed: a new permit with a new validity replaces it.
         *     - `permit_amended`: The permit is amended: a new permit with the changed terms replaces it.
         *     - `permit_voided`: The permit was issued in error and is void; the message gives the reason.
         *     - `permit_expired`: The permit reached its date of expiry.
         *     - `signed_certificate_uploaded`: The signed certificate replaces the generated one as the permit’s file.
         *     - `agreement_for_signature`: An agreement is ready for signature; the message names it.
         *     - `agreement_terminated`: An executed agreement is terminated; the message gives the reason.
         *     - `clearing_house_step`: A step of the permit’s publication on the ABS Clearing-House (internal).
         *     - `clearing_house_published`: The permit is published on the ABS Clearing-House as an internationally recognised certificate of compliance.
         *     - `checkpoint_communique`: A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC (internal, to the abs_publisher).
         *     - `obligation_submitted`: The agency’s submission for an obligation of the permit is received; staff review it.
         *     - `obligation_accepted`: Staff accepted the submission: the obligation is fulfilled.
         *     - `obligation_rejected`: Staff rejected the submission; the message gives the reason: submit it again.
         *     - `obligation_waived`: Staff waived an obligation of the permit; the message gives the reason.
         *     - `obligation_reminder`: A reminder: an obligation of the permit is due soon, today, or overdue.
         *     - `personal_data_corrected`: The authority corrected the permittee’s personal data (the message names the fields and gives the reason); the record shows the corrected values.
         */
        NoticeType: "received" | "deficiency" | "response_received" | "acceptance" | "request_for_information" | "referral" | "clearance_received" | "agreement_required" | "agreement_recorded" | "recommendation" | "endorsement" | "returned" | "decision_approved" | "decision_denied" | "extension" | "withdrawal_acknowledged" | "abandoned" | "cancelled" | "document_accepted" | "document_rejected" | "requirement_waived" | "permit_issued" | "permit_suspended" | "permit_reinstated" | "permit_revoked" | "permit_renewed" | "permit_amended" | "permit_voided" | "permit_expired" | "signed_certificate_uploaded" | "agreement_for_signature" | "agreement_terminated" | "clearing_house_step" | "clearing_house_published" | "checkpoint_communique" | "obligation_submitted" | "obligation_accepted" | "obligation_rejected" | "obligation_waived" | "obligation_reminder" | "personal_data_corrected";
        /** @description A token endpoint error (RFC 6749 §5.2). */
        OAuthError: {
            /** @description `invalid_request`: a parameter is missing, repeated, or the body is not a form; two ways of client authentication. `invalid_client`: unknown client, wrong secret, revoked client, or no client authentication. `unsupported_grant_type`: a grant other than client_credentials. `invalid_scope`: a scope not granted to the client, or an empty one. */
            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
            /** @description What went wrong, for a person. */
            error_description: string;
        };
        /** @description What the permit holder owes after the permit’s issue (docs/OBLIGATIONS.md). */
        Obligation: {
            /** @description Overdue, it keeps the permit from being renewed. */
            blocksRenewal: boolean;
            /**
             * Format: date
             * @description A calendar date, YYYY-MM-DD (Asia/Manila).
             */
            dueDate: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            permitId: string;
            permitNo: string;
            required: boolean;
            /**
             * @description Obligation status:
             *     - `pending`: Owed, not yet submitted (again after a rejected submission: `statusReason` says why).
             *     - `submitted`: The agency submitted it; staff review it.
             *     - `accepted`: Staff accepted the submission. Final.
             *     - `waived`: Staff waived it (`statusReason` says why). Final.
             *     - `overdue`: Its due date passed before it was submitted, accepted or waived; still owed.
             */
            status: "pending" | "submitted" | "accepted" | "waived" | "overdue";
            /** @description Why the last submission was rejected, or why it was waived. */
            statusReason: string | null;
            submissions: components["schemas"]["ObligationSubmission"][];
            title: string;
            /** @description The obligation’s code (setting `permits.obligations`), e.g. `collection_report`. */
            type: string;
        };
        /** @description A permit was issued or renewed with an obligation (`data.obligationId`, `data.obligationType`, `data.dueDate`, `data.permitId`). */
        ObligationCreatedEvent: {
            /** @description The application and the obligation. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /**
                 * Format: date
                 * @description When it is due (calendar date in Asia/Manila).
                 */
                dueDate: string;
                /** Format: uuid */
                obligationId: string;
                obligationStatus: components["schemas"]["ObligationStatus"];
                /** @description The obligation’s code (setting `permits.obligations`), e.g. `collection_report`. */
                obligationType: string;
                /**
                 * Format: uuid
                 * @description The permit that owes it.
                 */
                permitId: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "obligation.created";
        };
        /** @description The obligations of the application’s permits, by due date. */
        ObligationList: {
            items: components["schemas"]["Obligation"][];
        };
        /** @description An obligation is due in 30 or 7 days, today, or overdue (weekly): `data.reminder` is `due_in_30_days`, `due_in_7_days`, `due_today` or `overdue_N` (N weeks past the due date). */
        ObligationReminderEvent: {
            /** @description The application and the obligation the reminder is about. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /**
                 * Format: date
                 * @description When it is due (calendar date in Asia/Manila).
                 */
                dueDate: string;
                /** Format: uuid */
                obligationId: string;
                obligationStatus: components["schemas"]["ObligationStatus"];
                /** @description The obligation’s code (setting `permits.obligations`), e.g. `collection_report`. */
                obligationType: string;
                /**
                 * Format: uuid
                 * @description The permit that owes it.
                 */
                permitId: string;
                /** @description `due_in_30_days`, `due_in_7_days`, `due_today`, or `overdue_N` (N weeks past the due date). */
                reminder: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "obligation.reminder";
        };
        /**
         * @description Obligation status:
         *     - `pending`: Owed, not yet submitted (again after a rejected submission: `statusReason` says why).
         *     - `submitted`: The agency submitted it; staff review it.
         *     - `accepted`: Staff accepted the submission. Final.
         *     - `waived`: Staff waived it (`statusReason` says why). Final.
         *     - `overdue`: Its due date passed before it was submitted, accepted or waived; still owed.
         */
        ObligationStatus: "pending" | "submitted" | "accepted" | "waived" | "overdue";
        /** @description An obligation was submitted, accepted, rejected (back to pending), waived or became overdue (`data.obligationStatus`, `data.previousObligationStatus`). */
        ObligationStatusChangedEvent: {
            /** @description The application and the obligation: `obligationStatus` after the change, `previousObligationStatus` before. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /**
                 * Format: date
                 * @description When it is due (calendar date in Asia/Manila).
                 */
                dueDate: string;
                /** Format: uuid */
                obligationId: string;
                obligationStatus: components["schemas"]["ObligationStatus"];
                /** @description The obligation’s code (setting `permits.obligations`), e.g. `collection_report`. */
                obligationType: string;
                /**
                 * Format: uuid
                 * @description The permit that owes it.
                 */
                permitId: string;
                previousObligationStatus: components["schemas"]["ObligationStatus"];
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "obligation.status_changed";
        };
        ObligationSubmission: {
            files: {
                /** Format: uuid */
                attachmentId: string;
                fileName: string;
                /** @description Where to download it (the application’s attachment). */
                url: string;
            }[];
            /** Format: uuid */
            id: string;
            note: string | null;
            /** @description Why it was rejected. */
            reason: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            /** @description The specimen rows of a collection report; null for other obligations. */
            specimens: components["schemas"]["SpecimenRow"][] | null;
            /**
             * @description Submission status:
             *     - `submitted`: Waiting for the staff’s review.
             *     - `accepted`: Accepted: the obligation is fulfilled.
             *     - `rejected`: Rejected, with the reason: the obligation is owed again.
             */
            status: "submitted" | "accepted" | "rejected";
            /** Format: date-time */
            submittedAt: string;
        };
        /**
         * @description The statuses of an application not yet closed: documents are added and reviewed (until the permit is issued), and an admin may cancel it.
         * @enum {string}
         */
        OpenApplicationStatus: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved";
        /** @description Whether events leave the service: what waits, and which receivers fail. */
        OutboxHealth: {
            /** Format: date-time */
            checkedAt: string;
            /** @description Deliveries not yet succeeded nor given up (due now or retrying later). */
            deliveriesPending: number;
            /** @description Events committed but not yet fanned out to deliveries by the dispatcher. */
            eventsWaiting: number;
            /** @description Endpoints disabled, failing every try now, or with deliveries given up in the window: disabled first, then the longest failing. */
            failingEndpoints: components["schemas"]["FailingWebhookEndpoint"][];
            /** @description How far back `recentFailedDeliveries` looks. */
            failureWindowHours: number;
            /** @description How long the oldest of them has waited, in seconds, at `checkedAt`; null when none waits. */
            oldestWaitingAgeSeconds: number | null;
            /**
             * Format: date-time
             * @description When the oldest of them happened; null when none waits.
             */
            oldestWaitingEventAt: string | null;
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
        /** @description One certificate file of a permit; the newest is the current one. */
        PermitCertificateFile: {
            /** @description The sniffed media type. */
            contentType: string;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: uuid
             * @description Who issued the permit (generated) or uploaded the scan.
             */
            createdBy: string;
            /** @description Where staff download this file (the download is logged in the audit trail); 410 `file_erased` once erased. */
            downloadPath: string;
            /**
             * Format: date-time
             * @description When the file’s bytes were deleted with the holder’s personal data (retention or an erasure request, docs/PRIVACY.md); null while it is kept. The row, its size and type stay.
             */
            erasedAt?: string | null;
            fileName: string;
            /** Format: uuid */
            id: string;
            /**
             * @description Certificate file:
             *     - `generated`: The PDF biopermit made when the permit was issued.
             *     - `signed_scan`: A scan of the signed paper certificate, uploaded by staff: it replaces the generated file as the current one.
             */
            kind: "generated" | "signed_scan";
            /** @description Bytes. */
            size: number;
        };
        /** @description A permit was issued on the application (`data.permitId`): an original, a renewal or an amendment. */
        PermitIssuedEvent: {
            /** @description The application and the new permit. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** Format: uuid */
                permitId: string;
                /** @description The permit’s number, as printed on its certificate. */
                permitNo: string;
                permitStatus: components["schemas"]["PermitStatus"];
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "permit.issued";
        };
        /** @description The default of `permits.authority`. */
        PermitsAuthoritySetting: {
            address: string | null;
            /** @description The authority printed at the top of the certificate. */
            name: string;
            /** @description The permit type as printed in the title of the certificate, e.g. "Gratuitous Permit". */
            permitTypeTitle: string;
            unit: string | null;
        };
        /** @description The default of `permits.conditions`. */
        PermitsConditionsSetting: string[];
        /** @description The default of `permits.numbering`. */
        PermitsNumberingSetting: {
            /** @description At least this many digits in `{number}`. */
            digits: number;
            /** @description The permit number: `{year}` (the Manila year of issue) then `{number}` (the gapless count of that year, zero-padded to `digits`), with letters, digits, `.` and `-` around them. */
            format: string;
        };
        /** @description The default of `permits.obligations`. */
        PermitsObligationsSetting: {
            /** @description The obligations of an application type (`applicationType`, e.g. `bioprospecting`), when its permit type is not listed. */
            byApplicationType: {
                [key: string]: {
                    /** @description Whether the permit may not be renewed while it is overdue. */
                    blocksRenewal: boolean;
                    due: {
                        /** @description `after_collection_end` (the collection end of the permit’s last location), `after_issue` (the date of issue) or `before_expiry` (counted back from the date of expiry). */
                        anchor: "after_collection_end" | "after_issue" | "before_expiry";
                        /** @description How many days (0: on the anchor date itself). */
                        days: number;
                        /** @description `working_days` (the processing clock’s calendar: no weekends, no holidays) or `calendar_days`. */
                        unit: "working_days" | "calendar_days";
                    };
                    /** @description Whether the holder must fulfil it (false: asked for, not owed). */
                    required: boolean;
                    /** @description What is owed, as the agency and staff read it. */
                    title: string;
                    /** @description The obligation’s code, e.g. `collection_report` (the one that takes specimen rows). */
                    type: string;
                }[];
            };
            /** @description The obligations of a permit type (`permitType` as submitted), in place of the default; first looked up. */
            byPermitType: {
                [key: string]: {
                    /** @description Whether the permit may not be renewed while it is overdue. */
                    blocksRenewal: boolean;
                    due: {
                        /** @description `after_collection_end` (the collection end of the permit’s last location), `after_issue` (the date of issue) or `before_expiry` (counted back from the date of expiry). */
                        anchor: "after_collection_end" | "after_issue" | "before_expiry";
                        /** @description How many days (0: on the anchor date itself). */
                        days: number;
                        /** @description `working_days` (the processing clock’s calendar: no weekends, no holidays) or `calendar_days`. */
                        unit: "working_days" | "calendar_days";
                    };
                    /** @description Whether the holder must fulfil it (false: asked for, not owed). */
                    required: boolean;
                    /** @description What is owed, as the agency and staff read it. */
                    title: string;
                    /** @description The obligation’s code, e.g. `collection_report` (the one that takes specimen rows). */
                    type: string;
                }[];
            };
            /** @description The obligations of every permit whose types are not listed below. */
            defaultObligations: {
                /** @description Whether the permit may not be renewed while it is overdue. */
                blocksRenewal: boolean;
                due: {
                    /** @description `after_collection_end` (the collection end of the permit’s last location), `after_issue` (the date of issue) or `before_expiry` (counted back from the date of expiry). */
                    anchor: "after_collection_end" | "after_issue" | "before_expiry";
                    /** @description How many days (0: on the anchor date itself). */
                    days: number;
                    /** @description `working_days` (the processing clock’s calendar: no weekends, no holidays) or `calendar_days`. */
                    unit: "working_days" | "calendar_days";
                };
                /** @description Whether the holder must fulfil it (false: asked for, not owed). */
                required: boolean;
                /** @description What is owed, as the agency and staff read it. */
                title: string;
                /** @description The obligation’s code, e.g. `collection_report` (the one that takes specimen rows). */
                type: string;
            }[];
        };
        /** @description The default of `permits.signatory`. */
        PermitsSignatorySetting: {
            /** @description The signatory printed on certificates; null: the approver who issues the permit. */
            name: string | null;
            /** @description The signatory’s position. */
            position: string;
        };
        /**
         * @description Permit status:
         *     - `issued`: In force.
         *     - `suspended`: Temporarily not in force (with the reason); it may be reinstated.
         *     - `revoked`: Withdrawn for good (with the reason). Final.
         *     - `expired`: Its date of expiry has passed (set by the scheduler). Final.
         *     - `superseded`: Replaced by a renewal or an amendment, a newer permit row (`dateRenewed` on the new one). Final.
         *     - `void`: Issued in error and cancelled (with the reason): it never was a valid permit. Final.
         */
        PermitStatus: "issued" | "suspended" | "revoked" | "expired" | "superseded" | "void";
        /** @description A permit was suspended, reinstated, revoked, expired, superseded or voided (`data.permitId`, `data.permitStatus`, `data.previousPermitStatus`). */
        PermitStatusChangedEvent: {
            /** @description The application and the permit: `permitStatus` after the change, `previousPermitStatus` before. */
            data: {
                /** @description The application’s registration number. */
                cnaApplicationUniqueNo: string;
                /** Format: uuid */
                permitId: string;
                permitStatus: components["schemas"]["PermitStatus"];
                previousPermitStatus: components["schemas"]["PermitStatus"];
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                status: components["schemas"]["ApplicationStatus"];
                /** @description The application’s version after the change (its ETag): drop an event older than what you hold. */
                version: number;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "permit.status_changed";
        };
        /**
         * @description The status of a permit in force: it may be suspended or amended, and its signed certificate uploaded.
         * @enum {string}
         */
        PermitStatusInForce: "issued";
        /**
         * @description The statuses of a permit that may still be revoked or voided: in force, or suspended.
         * @enum {string}
         */
        PermitStatusNotEnded: "issued" | "suspended";
        /** @description The default of `permits.validity`. */
        PermitsValiditySetting: {
            /** @description The validity of a permit type (`permitType` as submitted), in months. */
            byPermitType: {
                [key: string]: number;
            };
            /** @description The validity of every permit type not listed below. */
            defaultMonths: number;
        };
        /** @description The answer of GET /verify/{permitNo}?s=… to a client asking for JSON. */
        PermitVerification: {
            /**
             * Format: date
             * @description Date the permit expires (calendar date in Asia/Manila).
             */
            dateExpired: string;
            /**
             * Format: date
             * @description Date the permit was issued (calendar date in Asia/Manila).
             */
            dateIssued: string;
            /** @description Name of the permit holder; `[erased]` once their personal data was erased (Data Privacy Act: the retention period passed, or they asked), the permit itself staying verifiable. */
            holderName: string;
            /** @description The permit number, as printed on the certificate. */
            permitNo: string;
            /** @description How many species the permit covers. */
            speciesCount: number;
            /** @description valid: issued and in force; suspended: temporarily not in force (it may be reinstated); revoked: withdrawn for good; expired: its validity has ended; superseded: replaced by a newer permit (a renewal or an amendment), whose own certificate is the one to carry. */
            status: "valid" | "suspended" | "revoked" | "expired" | "superseded";
        } | {
            detail: string;
            /**
             * @description The link was altered or was not issued by this service.
             * @enum {string}
             */
            status: "not_valid";
        };
        /** @description The default of `places.jurisdiction_rules`. */
        PlacesJurisdictionRulesSetting: {
            /**
             * @description Referral body:
             *     - `ncip`: National Commission on Indigenous Peoples: Certification Precondition attesting free and prior informed consent (FPIC), or a Certificate of Non-Overlap, for collection in an ancestral domain.
             *     - `pamb`: Protected Area Management Board: clearance for collection in a protected area.
             *     - `pcsd`: Palawan Council for Sustainable Development: SEP clearance for collection in Palawan.
             *     - `lgu`: The local government unit where collection takes place: its clearance.
             *     - `bfar`: Bureau of Fisheries and Aquatic Resources: for aquatic species.
             */
            body: "ncip" | "pamb" | "pcsd" | "lgu" | "bfar";
            /** @description The application’s `ecosystem` contains one of these words (case- and accent-blind). */
            ecosystems?: string[];
            /** @description A location whose region, province, city or barangay code is one of these. */
            placeCodes?: string[];
            /** @description Why, as staff read it (the law). */
            reason: string;
            /** @description A location’s point lies in an uploaded zone of this kind. */
            zoneKinds?: ("protected_area" | "ancestral_domain")[];
        }[];
        PlaceWarning: {
            /**
             * @description What does not fit.
             * @enum {string}
             */
            code: "region_unmatched" | "province_unmatched" | "city_unmatched" | "city_ambiguous" | "barangay_unmatched" | "city_outside_province" | "province_outside_region";
            field: "region" | "province" | "cityOrMunicipality" | "barangay";
            message: string;
        };
        /** @description The default of `privacy.notice`. */
        PrivacyNoticeSetting: string;
        /** @description The default of `privacy.retention`. */
        PrivacyRetentionSetting: {
            /** @description Applications kept whatever their end: neither anonymised by the retention job nor erased on request. */
            legalHolds: {
                /** @description Why: the case or order that requires it be kept. */
                reason: string;
                /** @description The application held. */
                registrationNo: string;
            }[];
            /** @description Years the personal data of an application is kept after its end: the expiry of its last permit, or its denial, withdrawal, abandonment or cancellation. */
            yearsAfterEnd: number;
        };
        /** @description RFC 9457 problem details. Other members may be added; clients ignore those they do not know. */
        Problem: {
            /** @description With `action_not_allowed` and `requirements_missing`: the actions the user may take on the application now (staff API). */
            allowedActions?: string[];
            /**
             * @description Stable machine-readable code, one of a closed list: `validation_failed` (400) The request is not valid; `malformed_json` (400) The request body is not valid JSON; `malformed_request` (400) The request is not well-formed HTTP; `invalid_token_request` (400) The access token was sent in a way this service refuses; `unauthorized` (401) A valid access token is required; `forbidden` (403) The access token does not grant this; `insufficient_scope` (403) The access token lacks a required scope; `file_quarantined` (403) The file is quarantined: a malware scan found it infected; `not_found` (404) No such resource; `method_not_allowed` (405) Method not allowed; `file_erased` (410) The file was erased with the personal data it held; `request_timeout` (408) The request did not arrive in time; `conflict` (409) The resource already exists; `idempotency_conflict` (409) An application with this agency application number exists with different content; `action_not_allowed` (409) This action is not allowed on the application now; `requirements_missing` (409) Required documents of the application are not yet accepted or waived; `retention_not_passed` (409) The personal data must still be kept: its retention period has not passed; `precondition_failed` (412) The resource has changed since the version given; `payload_too_large` (413) The request body is too large; `uri_too_long` (414) A path segment of the URL is too long; `unsupported_media_type` (415) Unsupported media type; `idempotency_key_reused` (422) This Idempotency-Key was used with another request; `precondition_required` (428) The version of the resource being changed is required; `range_not_satisfiable` (416) The requested range is outside the file; `rate_limited` (429) Too many requests; `headers_too_large` (431) The request line and headers are too large; `session_required` (401) A valid staff session is required; `login_failed` (401) The log-in failed; `second_factor_required` (401) A one-time code is required to log in; `csrf_failed` (403) The CSRF token is missing or wrong; `not_permitted` (403) Your roles do not allow this; `second_factor_enrolment_required` (403) Set up your second factor first; `login_throttled` (429) Too many failed log-ins; wait before trying again; `service_unavailable` (503) The service is temporarily unavailable; `storage_full` (507) The service has run out of storage; `internal_error` (500) Internal server error; `not_configured` (500) The service is not configured for this. `/problems/{code}` explains each and how to fix the request.
             * @enum {string}
             */
            code: "validation_failed" | "malformed_json" | "malformed_request" | "invalid_token_request" | "unauthorized" | "forbidden" | "insufficient_scope" | "file_quarantined" | "not_found" | "method_not_allowed" | "file_erased" | "request_timeout" | "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed" | "precondition_failed" | "payload_too_large" | "uri_too_long" | "unsupported_media_type" | "idempotency_key_reused" | "precondition_required" | "range_not_satisfiable" | "rate_limited" | "headers_too_large" | "session_required" | "login_failed" | "second_factor_required" | "csrf_failed" | "not_permitted" | "second_factor_enrolment_required" | "login_throttled" | "service_unavailable" | "storage_full" | "internal_error" | "not_configured";
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
            /** @description With `requirements_missing`: each required document of the checklist not yet accepted or waived. */
            missingRequirements?: {
                /** @description Why its document was rejected; null otherwise. */
                reason: string | null;
                /** @description `missing`, `uploaded` (not reviewed yet) or `rejected`. */
                state: string;
                /** @description Its title in the checklist. */
                title: string;
                /** @description The checklist item, e.g. `endorsement_letter`. */
                type: string;
            }[];
            /** @description With `action_not_allowed` on `renew_permit`: the overdue obligations that block the renewal (docs/OBLIGATIONS.md). */
            overdueObligations?: {
                /** @description YYYY-MM-DD (Asia/Manila). */
                dueDate: string;
                /** @description The obligation’s id. */
                id: string;
                /** @description `overdue`. */
                status: string;
                title: string;
                /** @description Its code, e.g. `collection_report`. */
                type: string;
            }[];
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
        PsgcCodeList: {
            /** @description By name. */
            items: components["schemas"]["PsgcEntry"][];
            /** @description The entry named by `parent`; null for the regions or a search. */
            parent: components["schemas"]["PsgcEntry"] | null;
            release: components["schemas"]["PsgcRelease"];
            /** @description More matched than `limit`: narrow with `q` or `parent`. */
            truncated: boolean;
        };
        PsgcEntry: {
            code: string;
            /** @description What the code names. NCR has no provinces: its cities are listed under the region. A highly urbanised or independent component city is listed under the province it lies in (Cebu City under Cebu); Manila’s districts are `submunicipality`. */
            kind: "region" | "province" | "city_or_municipality" | "submunicipality" | "barangay";
            name: string;
            /** @description The code it is listed under; null for a region. */
            parentCode: string | null;
            regionCode: string;
        };
        PsgcRelease: {
            /**
             * Format: date
             * @description The codes are as of this date.
             */
            asOf: string;
            /** @description The PSA’s quarter, e.g. `2025-Q4`. */
            quarter: string;
            source: string;
        };
        /** @description A permit’s public facts, for a checkpoint, a museum or a journal. */
        PublicPermitLookup: {
            /**
             * Format: date
             * @description Date the permit expires (calendar date in Asia/Manila).
             */
            dateExpired: string;
            /**
             * Format: date
             * @description Date the permit was issued (calendar date in Asia/Manila).
             */
            dateIssued: string;
            /**
             * @description The holder’s initials (e.g. `J.D.C.`), from the letters of the name: never the name; `?` when it has no letter.
             * @example J.D.C.
             */
            holderInitials: string;
            /** @description The internationally recognised certificate of compliance on the ABS Clearing-House, once published. */
            ircc: string | null;
            /** @description The issuing authority. */
            issuedBy: string;
            /** @description The permit number, as printed. */
            permitNo: string;
            /** @description valid: issued and in force; suspended: temporarily not in force (it may be reinstated); revoked: withdrawn for good; expired: its validity has ended; superseded: replaced by a newer permit (a renewal or an amendment), whose own certificate is the one to carry. */
            status: "valid" | "suspended" | "revoked" | "expired" | "superseded";
        };
        /** @description Publish the permit on the ABS Clearing-House through its API (when ABSCH_EMAIL and ABSCH_PASSWORD are configured): the absch-publish job validates, submits (or submits the update or revocation), follows the Publishing Authority’s request and records each step; GET /api/v1/staff/applications/{id}/absch shows the answers. Roles: abs_publisher. From: issued. */
        PublishToAbschAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "publish_to_absch";
        };
        /** @description Recommend approval or denial, with reasons: the application goes for decision. Roles: evaluator. From: under_evaluation. The application must be assigned to you. */
        RecommendAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "recommend";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description The grounds of the recommendation. */
            reasons: string;
            /** @description What the evaluator recommends. */
            recommendation: "approve" | "deny";
        };
        /** @description Record a step of the ABS Clearing-House publication (`cbdStatus`): ready → submitted → published (with the IRCC identifier) or rejected; not_applicable; after a renewal or amendment update_pending → submitted; after a revocation revocation_pending → revoked. Roles: abs_publisher. From: issued. */
        RecordCbdStatusAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "record_cbd_status";
            /** @description Required with `published`: the IRCC identifier, e.g. `ABSCH-IRCC-PH-123456-1`. */
            irccIdentifier?: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description A note: the Clearing-House’s answer, the rejection’s reasons. */
            text?: string;
            /**
             * @description ABS Clearing-House publication (`cbdStatus`); null before a permit exists:
             *     - `not_applicable`: The permit is not to be published on the ABS Clearing-House.
             *     - `ready`: Ready to be submitted to the Clearing-House.
             *     - `submitted`: Submitted; waiting for the Publishing Authority.
             *     - `published`: Published as an internationally recognised certificate of compliance (IRCC): `absLinkCode` is its identifier.
             *     - `rejected`: The Clearing-House (its Publishing Authority) rejected the submission; it may be corrected and submitted again.
             *     - `update_pending`: The published permit was renewed or amended: the update must be submitted.
             *     - `revocation_pending`: The published permit was revoked: the revocation must be submitted.
             *     - `revoked`: The Clearing-House record is revoked.
             */
            to: "not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked";
        };
        /** @description Record the outcome of the referral: the referral ends and the clock resumes. Roles: evaluator. From: under_evaluation. The application must be assigned to you. */
        RecordClearanceAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "record_clearance";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What the body decided: `granted` (clearance given) or `refused`. */
            outcome: "granted" | "refused";
            /** @description The clearance: its reference, conditions or the grounds of a refusal. */
            text: string;
        };
        RecoveryCodes: {
            /** @description Shown this once: each logs in once in place of a TOTP code. Earlier codes no longer work. */
            recoveryCodes: string[];
        };
        RecoveryCodesRequest: {
            password: string;
        };
        /** @description Refer the application to an external body for its clearance: the clock pauses. Roles: evaluator. From: under_evaluation. The application must be assigned to you. */
        ReferAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "refer";
            /**
             * @description Referral body:
             *     - `ncip`: National Commission on Indigenous Peoples: Certification Precondition attesting free and prior informed consent (FPIC), or a Certificate of Non-Overlap, for collection in an ancestral domain.
             *     - `pamb`: Protected Area Management Board: clearance for collection in a protected area.
             *     - `pcsd`: Palawan Council for Sustainable Development: SEP clearance for collection in Palawan.
             *     - `lgu`: The local government unit where collection takes place: its clearance.
             *     - `bfar`: Bureau of Fisheries and Aquatic Resources: for aquatic species.
             */
            body: "ncip" | "pamb" | "pcsd" | "lgu" | "bfar";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What is asked of the body. */
            text: string;
        };
        /** @description Reinstate a suspended permit: it is in force again. Roles: approver. From: issued. */
        ReinstatePermitAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "reinstate_permit";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why it is reinstated. */
            reasons?: string;
        };
        /** @description Reject one document of the application, with the reason; the agency uploads a corrected one of the same type. Roles: intake. From: submitted, incomplete, accepted, under_evaluation, for_agreement, for_decision, approved. */
        RejectDocumentAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "reject_document";
            /**
             * Format: uuid
             * @description The attachment (its `id` in the staff view’s `documents.attachments`).
             */
            attachmentId: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why the document is rejected: told to the agency. */
            reasons: string;
        };
        /** @description Reject the submission of an obligation of the permit, with the reason: it is owed again. Roles: evaluator, chief. From: issued. */
        RejectObligationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "reject_obligation";
            /** Format: uuid */
            obligationId: string;
            /** @description Why the submission is rejected: what to correct. */
            reasons: string;
        };
        /** @description End the hold: the clock resumes. Roles: evaluator. From: under_evaluation. The application must be assigned to you. */
        ReleaseHoldAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "release_hold";
            /** @description Why the hold ends (journal only). */
            text?: string;
        };
        /**
         * @description The statuses of a permit that may be renewed.
         * @enum {string}
         */
        RenewablePermitStatus: "issued" | "expired";
        /** @description Renew the permit (in force or expired): a new permit with a new validity supersedes it; a published Clearing-House record becomes update_pending. Roles: approver. From: issued. */
        RenewPermitAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "renew_permit";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description A note on the renewal. */
            reasons?: string;
        };
        /** @description Ask the applicant for information by an answer-by date: the application is on hold and the clock pauses. Roles: evaluator. From: under_evaluation. The application must be assigned to you. */
        RequestInformationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "request_information";
            /**
             * Format: date
             * @description The date (Asia/Manila) by which the applicant should answer; after it, and the grace period, the application is abandoned.
             */
            answerBy: string;
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What the applicant must provide. */
            text: string;
        };
        /** @description Require an agreement with the applicant before the evaluation goes on: the clock pauses. Roles: evaluator. From: under_evaluation. The application must be assigned to you. */
        RequireAgreementAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "require_agreement";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What the agreement must cover. */
            text: string;
        };
        RequiredClearance: {
            /** @description What made it required: places (name and code), zones, or the ecosystem. */
            because: string[];
            /**
             * @description Referral body:
             *     - `ncip`: National Commission on Indigenous Peoples: Certification Precondition attesting free and prior informed consent (FPIC), or a Certificate of Non-Overlap, for collection in an ancestral domain.
             *     - `pamb`: Protected Area Management Board: clearance for collection in a protected area.
             *     - `pcsd`: Palawan Council for Sustainable Development: SEP clearance for collection in Palawan.
             *     - `lgu`: The local government unit where collection takes place: its clearance.
             *     - `bfar`: Bureau of Fisheries and Aquatic Resources: for aquatic species.
             */
            body: "ncip" | "pamb" | "pcsd" | "lgu" | "bfar";
            /** @description What `record_clearance` recorded for this body; null while nothing is: `recommend` waits for it. */
            outcome: "granted" | "refused" | null;
            /** @description Why, from the rule (setting `places.jurisdiction_rules`). */
            reason: string;
        };
        /** @description Return the application for evaluation, with reasons: the recommendation lapses. Roles: chief. From: for_decision. The application must be assigned to you. */
        ReturnForEvaluationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "return_for_evaluation";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What the evaluation must look at again. */
            reasons: string;
        };
        /** @description Return the application as incomplete (deficiency notice): the notice lists each required document of the checklist not yet accepted or waived (rejected ones with the reason), then each of `missingItems`. Roles: intake. From: submitted. */
        ReturnIncompleteAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "return_incomplete";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What else is missing, besides the documents of the checklist (which the notice lists by itself); required when every required document is accepted or waived. */
            missingItems?: string[];
            /** @description Why the application is incomplete. */
            reasons: string;
        };
        /** @description Revoke the permit, with the reason (final); a published Clearing-House record becomes revocation_pending. Roles: approver. From: issued. */
        RevokePermitAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "revoke_permit";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why the permit is revoked (in the notice, and the Clearing-House revocation). */
            reasons: string;
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
         *     - `dpo`: Data protection officer: finds and exports a person's data, records data subjects' requests and breaches, reads who read what.
         */
        Role: "admin" | "intake" | "evaluator" | "chief" | "approver" | "abs_publisher" | "viewer" | "dpo";
        /**
         * @description The second factor of this session:
         *     - `verified`: this session proved it (a TOTP or recovery code at log-in, or enrolment in this session).
         *     - `not_enrolled`: the user has none and the user's roles do not need one.
         *     - `enrolment_required`: the roles (`admin`, `approver`) need one and the user has none: this session may only enrol it (`POST /api/v1/staff/me/totp`, then `/me/totp/confirmation`) or log out.
         *     - `not_verified`: the user has one, but this session was opened without it; when the roles need it, log in again.
         */
        SecondFactorState: "verified" | "not_enrolled" | "enrolment_required" | "not_verified";
        /** @description A setting: its value in force, its default, its schema. */
        Setting: {
            /** @description The default in code. */
            default: unknown;
            description: string;
            /**
             * @description A setting:
             *     - `attachments.checklists`: The documents each application type needs (an attachment names one in its `type`); `accept` needs every required one accepted or waived.
             *     - `clock.time_limits`: Processing time limit (RA 11032) per application type, in working days; the extension adds as many again.
             *     - `workflow.abandonment_grace`: Grace periods after which the scheduler abandons an application left incomplete or with a request unanswered.
             *     - `notices.templates`: The text of each notice type, with {placeholders} (docs/WORKFLOW.md lists them); a type left out has its default text.
             *     - `permits.numbering`: How permit numbers read; `{number}` counts gaplessly per year (sequence `permit:YYYY`).
             *     - `permits.validity`: How long a permit is valid from its date of issue, per permit type, in months (one year unless set).
             *     - `permits.authority`: The authority, office and permit title printed on certificates.
             *     - `permits.signatory`: The signatory printed on certificates (null name: the approver who issues the permit) and their position.
             *     - `permits.conditions`: The conditions printed on every new certificate (a permit keeps the ones it was issued with).
             *     - `permits.obligations`: What a permit owes once issued (reports, deposits), per permit type or application type, each with its due date; made when a permit is issued or renewed (docs/OBLIGATIONS.md).
             *     - `events.retention_days`: How long events (the feed) and webhook deliveries are kept before the prune-events job deletes them: at least 30 days.
             *     - `places.jurisdiction_rules`: Which bodies must clear a collection, from where it happens (docs/PLACES.md): PSGC codes of the locations, the ecosystem, uploaded protected areas and ancestral domains. `recommend` waits for each required clearance to be recorded.
             *     - `absch.publication`: What the ABS Clearing-House document needs and biopermit cannot know: the CNA’s record and the providers’ and PIC recipients’ records on the Clearing-House.
             *     - `privacy.notice`: The privacy notice (RA 10173): shown on the back-office’s log-in page and at /privacy, linked from the acknowledgement notice and the permit verification page.
             *     - `privacy.retention`: How long the personal data of an application is kept after its end (the CITES practice of five years), and the legal holds that keep it longer; the privacy-retention job anonymises what has passed it (docs/PRIVACY.md).
             *     - `absch.automatic_publication`: Whether the absch-publish job submits every permit waiting for the Clearing-House (ready, update or revocation pending) by itself; off, an abs_publisher asks with the action publish_to_absch. Either needs ABSCH_EMAIL and ABSCH_PASSWORD (docs/ABSCH.md).
             *     - `exports.darwin_core`: The Darwin Core Archive of accepted collection reports (GET /api/v1/staff/exports/dwca, docs/DARWIN-CORE.md): its licence, and the threatened species whose coordinates it generalises to 0.1°. The default lists only five critically endangered species: load the full list.
             */
            key: "attachments.checklists" | "clock.time_limits" | "workflow.abandonment_grace" | "notices.templates" | "permits.numbering" | "permits.validity" | "permits.authority" | "permits.signatory" | "permits.conditions" | "permits.obligations" | "events.retention_days" | "places.jurisdiction_rules" | "absch.publication" | "privacy.notice" | "privacy.retention" | "absch.automatic_publication" | "exports.darwin_core";
            /** @description The JSON Schema every value of this setting must satisfy. */
            schema: unknown;
            /**
             * @description - `default`: Not set: the default in code applies.
             *     - `stored`: Set by an admin or operator.
             *     - `invalid`: Stored, but not valid under the schema of this version: the default applies until it is set again.
             */
            source: "default" | "stored" | "invalid";
            /** Format: date-time */
            updatedAt: string | null;
            /**
             * Format: uuid
             * @description Actor id.
             */
            updatedBy: string | null;
            /** @description The value in force. */
            value: unknown;
            /**
             * @description The version of the value: `default` when not set, else when it was set. Send it quoted as `If-Match` with a change (412 when someone changed the setting since).
             * @example default
             * @example 2026-11-24T03:00:00.000Z
             */
            version: string;
        };
        SettingValue: {
            /** @description The whole new value, checked against the setting's schema. */
            value: unknown;
        };
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
        /** @description Something in a collection report the permit does not cover: for the evaluator, not a refusal. */
        SpecimenFlag: {
            /**
             * @description Flag:
             *     - `species_not_on_permit`: The scientific name is not among the species the permit authorises.
             *     - `place_not_on_permit`: The place (province and city or municipality) is not among the permit’s locations.
             *     - `date_outside_collection_period`: The date collected falls outside the collection period of the permit (or of the place).
             */
            code: "species_not_on_permit" | "place_not_on_permit" | "date_outside_collection_period";
            /** @description What does not match the permit. */
            detail: string;
            /** @description The index of the row in `specimens`. */
            row: number;
        };
        /** @description One row of a collection report. */
        SpecimenRow: {
            /** @description How many. */
            count: number;
            /**
             * Format: date
             * @description A calendar date, YYYY-MM-DD (Asia/Manila).
             */
            dateCollected: string;
            /** @description The place a specimen came from. */
            location: {
                /** @description The barangay. */
                barangay?: string | null;
                /** @description The city or municipality, as the permit’s location names it. */
                cityOrMunicipality: string;
                /** @description Decimal degrees (WGS 84). */
                latitude?: number;
                /** @description Decimal degrees (WGS 84). */
                longitude?: number;
                /** @description The province, as the permit’s location names it. */
                province: string;
            };
            /** @description The scientific name, e.g. `Platymantis luzonensis`. */
            scientificName: string;
            /** @description The state of the material: `live`, `preserved`, `tissue sample`… */
            state: string;
            /** @description What is counted: `individuals`, `tissue samples`, `grams`… */
            unit: string;
        };
        /** @description An agreement of an application as staff see it (the agency’s `moa` has no status). */
        StaffAgreement: {
            /** @description The steps you may take now: each a `to` of POST …/agreements/{id}/status, in the order of the steps (`executed` once the signed file is uploaded). Decided by the same policy that accepts or refuses the step. */
            allowedActions: ("draft" | "for_signature" | "executed" | "terminated")[];
            /** Format: uuid */
            applicationId: string;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            description: string | null;
            /** Format: date-time */
            executedAt: string | null;
            fileExtension: string | null;
            /** @description The signed file, once uploaded. */
            fileName: string | null;
            /** Format: uuid */
            fileUploadedBy: string | null;
            /** Format: uuid */
            id: string;
            /**
             * @description Kind of agreement:
             *     - `memorandum_of_agreement`: Memorandum of agreement (MOA) with the applicant or their institution.
             *     - `affidavit_of_undertaking`: Affidavit of undertaking by the applicant.
             *     - `benefit_sharing_agreement`: Benefit-sharing agreement (mutually agreed terms).
             */
            kind: "memorandum_of_agreement" | "affidavit_of_undertaking" | "benefit_sharing_agreement";
            /** @description Whether you may upload (or replace) the signed file now: while a draft or for signature, with a writing role. */
            mayUploadSignedFile: boolean;
            /**
             * @description Agreement status:
             *     - `draft`: Being drafted by the authority.
             *     - `for_signature`: Sent to the applicant for signature.
             *     - `executed`: Signed by both parties: the signed file is uploaded.
             *     - `terminated`: Ended (with the reason). Final.
             */
            status: "draft" | "for_signature" | "executed" | "terminated";
            statusReason: string | null;
            title: string;
            /** Format: date-time */
            updatedAt: string | null;
        };
        /** @description One application as staff see it: the workflow state and clock, the actions you may take now, the agency’s record (`application`), what the agency records leave out (`confidential`), the journal and every notice. */
        StaffApplication: {
            /** Format: date-time */
            acceptedAt: string | null;
            /** @description The actions you may take now (the `action` of POST …/actions), in the order of the workflow. */
            allowedActions: string[];
            application: components["schemas"]["ApplicationDetail"];
            /** @description The staff user the application is assigned to. */
            assignee: components["schemas"]["WorkflowActor"] | null;
            /** @description The clearances the jurisdiction rules require (issue 21 §6); `recommend` waits until each is recorded. */
            clearances: components["schemas"]["RequiredClearance"][];
            clock: {
                /**
                 * Format: date
                 * @description The Manila date of the reading.
                 */
                asOf: string;
                /** @description effectiveLimit − daysUsed, never below 0. */
                daysLeft: number;
                /** @description daysUsed − effectiveLimit, never below 0. */
                daysOverdue: number;
                /** @description Working days counted so far. */
                daysUsed: number;
                /**
                 * Format: date
                 * @description The last working day allowed, with the extension once granted. Null while paused with days left.
                 */
                dueDate: string | null;
                /**
                 * Format: date
                 * @description The last working day allowed by twice `limit`: the due date an extension gives or gave.
                 */
                dueDateWithExtension: string | null;
                /**
                 * Format: date
                 * @description The last working day allowed by `limit` alone.
                 */
                dueDateWithoutExtension: string | null;
                /** @description The limit in force: twice `limit` once extended. */
                effectiveLimit: number;
                /** @description Whether the one extension (by the same number of days) was granted. */
                extended: boolean;
                /** @description The time limit in working days, without the extension. */
                limit: number;
                paused: boolean;
                /** @description The causes holding the clock, e.g. `hold`, `referral`. */
                pausedFor: string[];
                /**
                 * Format: date
                 * @description The Manila date of acceptance; counting begins the next working day.
                 */
                startDate: string | null;
                /** @description on_track, at_risk or overdue; null before the clock starts. */
                state: ("on_track" | "at_risk" | "overdue") | null;
                /**
                 * @description Whether the processing clock counts:
                 *     - `not_started`: The application has not been accepted as complete: no clock yet.
                 *     - `running`: Working days count.
                 *     - `paused`: The clock is paused (on hold, a referral, or the applicant must act): no day counts.
                 *     - `stopped`: The decision was made (or the application left the process): the reading is final.
                 */
                status: "not_started" | "running" | "paused" | "stopped";
                /**
                 * Format: date
                 * @description The Manila date the clock stopped (the decision), when it has.
                 */
                stopDate: string | null;
                stopped: boolean;
            };
            /** @description What the agency submitted that its records do not return. */
            confidential: {
                absLinkCode: string | null;
                additionalNotes: string | null;
                employer: string | null;
                employerAddress: string | null;
                /** @description The permittee’s first name as submitted (the record joins the names in `name`). */
                firstName: string;
                gender: string | null;
                lastName: string;
                locations: components["schemas"]["ConfidentialLocation"][];
                middleName: string | null;
                occupation: string | null;
                /** Format: uuid */
                submittedBy: string;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description The documents, internal ones too, and the checklist (issue 11 §2). */
            documents: components["schemas"]["StaffAttachments"];
            /** @description The endorsement of that recommendation. */
            endorsement: components["schemas"]["Endorsement"] | null;
            /** @description Whether the one extension was granted. */
            extended: boolean;
            /** @description The hold, when the application is on hold. */
            hold: {
                /** Format: date */
                answerBy: string | null;
                by: components["schemas"]["WorkflowActor"];
                /**
                 * @description Hold reason:
                 *     - `missing_information`: The applicant must supply information the evaluator requested, by the answer-by date.
                 *     - `pending_external_decision`: Waiting for a decision outside the authority.
                 *     - `applicant_request`: Paused at the applicant’s request.
                 *     - `legal_action`: Paused by legal action.
                 */
                reason: "missing_information" | "pending_external_decision" | "applicant_request" | "legal_action";
                /** Format: date-time */
                since: string;
            } | null;
            /** Format: uuid */
            id: string;
            /** @description Every notice, internal ones too, oldest first. */
            notices: components["schemas"]["StaffNotice"][];
            /** @description The PSGC codes of each location, beside its names (issue 21 §5), with what did not match (`warnings`: never a refusal). Empty for an application stored before the codes and not yet backfilled. */
            places: components["schemas"]["LocationPlace"][];
            /** @description The recommendation in force (voided by a return for evaluation). */
            recommendation: {
                /** Format: date-time */
                at: string;
                by: components["schemas"]["WorkflowActor"];
                /** @description The grounds the evaluator gave (`recommend`’s `reasons`). */
                reasons: string | null;
                recommendation: "approve" | "deny";
            } | null;
            /** @description The open referral to an external body. */
            referral: {
                /**
                 * @description Referral body:
                 *     - `ncip`: National Commission on Indigenous Peoples: Certification Precondition attesting free and prior informed consent (FPIC), or a Certificate of Non-Overlap, for collection in an ancestral domain.
                 *     - `pamb`: Protected Area Management Board: clearance for collection in a protected area.
                 *     - `pcsd`: Palawan Council for Sustainable Development: SEP clearance for collection in Palawan.
                 *     - `lgu`: The local government unit where collection takes place: its clearance.
                 *     - `bfar`: Bureau of Fisheries and Aquatic Resources: for aquatic species.
                 */
                body: "ncip" | "pamb" | "pcsd" | "lgu" | "bfar";
                by: components["schemas"]["WorkflowActor"];
                /** Format: date-time */
                since: string;
            } | null;
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
            statusChangedAt: string;
            /** @description The journal, oldest first. */
            timeline: components["schemas"]["TimelineEntry"][];
            /** @description The actions your roles take in this status that are refused now, each with why (the application is not assigned to you, a document is missing…), in the order of the workflow: what the page says instead of hiding them. */
            unavailableActions: {
                /** @description The action (the `action` of POST …/actions). */
                action: string;
                /** @description Why it is refused now, as the 409 `action_not_allowed` would say. */
                reason: string;
            }[];
            /** Format: date-time */
            updatedAt: string;
            /** @description The version, also the `ETag`: send it as `If-Match` with an action. */
            version: number;
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
        /** @description A colleague one may assign work to: no email, sessions or account state. */
        StaffDirectoryEntry: {
            /** @description The source agencies the user works on; null for every agency. */
            agencyCodes: string[] | null;
            /** Format: uuid */
            id: string;
            name: string;
            roles: components["schemas"]["Role"][];
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
        /** @description A notice, external or internal. */
        StaffNotice: {
            author: components["schemas"]["WorkflowActor"];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * @description Notice type (`log`):
             *     - `received`: The application was received (its receipt, written at submission).
             *     - `deficiency`: The application is incomplete; the message lists each missing requirement.
             *     - `response_received`: The agency answered a deficiency notice or a request for information (internal).
             *     - `acceptance`: The application is complete and accepted; the message gives the due date.
             *     - `request_for_information`: The evaluator asks for information by an answer-by date; the clock pauses.
             *     - `referral`: The application is referred to an external body; the clock pauses.
             *     - `clearance_received`: The external body’s clearance is recorded; the clock resumes.
             *     - `agreement_required`: An agreement must be executed before the evaluation goes on; the clock pauses.
             *     - `agreement_recorded`: The agreement is executed.
             *     - `recommendation`: The evaluator recommends approval or denial (internal).
             *     - `endorsement`: The chief endorses the recommendation (internal).
             *     - `returned`: The chief returns the application for evaluation (internal).
             *     - `decision_approved`: The application is approved.
             *     - `decision_denied`: The application is denied; the message gives the grounds.
             *     - `extension`: The processing time is extended once; the message gives the new due date.
             *     - `withdrawal_acknowledged`: The agency’s withdrawal is acknowledged.
             *     - `abandoned`: The application is closed because the applicant did not answer in time.
             *     - `cancelled`: The authority cancelled the application; the message gives the reason.
             *     - `document_accepted`: Staff accepted a document of the checklist.
             *     - `document_rejected`: Staff rejected a document; the message gives the reason: upload a corrected one of the same type.
             *     - `requirement_waived`: Staff waived a document of the checklist: it is no longer needed.
             *     - `permit_issued`: The permit is issued; the message gives its number and validity, and `gp` its certificate.
             *     - `permit_suspended`: The permit is suspended; the message gives the reason.
             *     - `permit_reinstated`: The suspended permit is in force again.
             *     - `permit_revoked`: The permit is revoked; the message gives the reason.
             *     - `permit_renewed`: The permit is renewed: a new permit with a new validity replaces it.
             *     - `permit_amended`: The permit is amended: a new permit with the changed terms replaces it.
             *     - `permit_voided`: The permit was issued in error and is void; the message gives the reason.
             *     - `permit_expired`: The permit reached its date of expiry.
             *     - `signed_certificate_uploaded`: The signed certificate replaces the generated one as the permit’s file.
             *     - `agreement_for_signature`: An agreement is ready for signature; the message names it.
             *     - `agreement_terminated`: An executed agreement is terminated; the message gives the reason.
             *     - `clearing_house_step`: A step of the permit’s publication on the ABS Clearing-House (internal).
             *     - `clearing_house_published`: The permit is published on the ABS Clearing-House as an internationally recognised certificate of compliance.
             *     - `checkpoint_communique`: A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC (internal, to the abs_publisher).
             *     - `obligation_submitted`: The agency’s submission for an obligation of the permit is received; staff review it.
             *     - `obligation_accepted`: Staff accepted the submission: the obligation is fulfilled.
             *     - `obligation_rejected`: Staff rejected the submission; the message gives the reason: submit it again.
             *     - `obligation_waived`: Staff waived an obligation of the permit; the message gives the reason.
             *     - `obligation_reminder`: A reminder: an obligation of the permit is due soon, today, or overdue.
             *     - `personal_data_corrected`: The authority corrected the permittee’s personal data (the message names the fields and gives the reason); the record shows the corrected values.
             */
            log: "received" | "deficiency" | "response_received" | "acceptance" | "request_for_information" | "referral" | "clearance_received" | "agreement_required" | "agreement_recorded" | "recommendation" | "endorsement" | "returned" | "decision_approved" | "decision_denied" | "extension" | "withdrawal_acknowledged" | "abandoned" | "cancelled" | "document_accepted" | "document_rejected" | "requirement_waived" | "permit_issued" | "permit_suspended" | "permit_reinstated" | "permit_revoked" | "permit_renewed" | "permit_amended" | "permit_voided" | "permit_expired" | "signed_certificate_uploaded" | "agreement_for_signature" | "agreement_terminated" | "clearing_house_step" | "clearing_house_published" | "checkpoint_communique" | "obligation_submitted" | "obligation_accepted" | "obligation_rejected" | "obligation_waived" | "obligation_reminder" | "personal_data_corrected";
            message: string;
            /**
             * @description Notice visibility:
             *     - `external`: In the agency’s list and detail records.
             *     - `internal`: Only for the authority’s staff: never in the external API.
             */
            visibility: "external" | "internal";
        };
        StaffObligation: {
            /** @description Overdue, it keeps the permit from being renewed. */
            blocksRenewal: boolean;
            /**
             * Format: date
             * @description A calendar date, YYYY-MM-DD (Asia/Manila).
             */
            dueDate: string;
            flagged: boolean;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            permitId: string;
            permitNo: string;
            required: boolean;
            /**
             * @description Obligation status:
             *     - `pending`: Owed, not yet submitted (again after a rejected submission: `statusReason` says why).
             *     - `submitted`: The agency submitted it; staff review it.
             *     - `accepted`: Staff accepted the submission. Final.
             *     - `waived`: Staff waived it (`statusReason` says why). Final.
             *     - `overdue`: Its due date passed before it was submitted, accepted or waived; still owed.
             */
            status: "pending" | "submitted" | "accepted" | "waived" | "overdue";
            /** @description Why the last submission was rejected, or why it was waived. */
            statusReason: string | null;
            submissions: components["schemas"]["StaffObligationSubmission"][];
            title: string;
            /** @description The obligation’s code (setting `permits.obligations`), e.g. `collection_report`. */
            type: string;
        };
        /** @description The application’s obligations with their submissions and flags, beside the species and places the permit authorises. */
        StaffObligations: {
            authorisedSpecies: {
                cityOrMunicipality: string;
                collectionEnd: string;
                collectionStart: string;
                commonName: string | null;
                province: string;
                scientificName: string | null;
            }[];
            items: components["schemas"]["StaffObligation"][];
        };
        StaffObligationSubmission: {
            files: {
                /** Format: uuid */
                attachmentId: string;
                fileName: string;
                /** @description Where to download it (the application’s attachment). */
                url: string;
            }[];
            flags: components["schemas"]["SpecimenFlag"][];
            /** Format: uuid */
            id: string;
            note: string | null;
            /** @description Why it was rejected. */
            reason: string | null;
            /** Format: date-time */
            reviewedAt: string | null;
            reviewedBy: string | null;
            /** @description The specimen rows of a collection report; null for other obligations. */
            specimens: components["schemas"]["SpecimenRow"][] | null;
            /**
             * @description Submission status:
             *     - `submitted`: Waiting for the staff’s review.
             *     - `accepted`: Accepted: the obligation is fulfilled.
             *     - `rejected`: Rejected, with the reason: the obligation is owed again.
             */
            status: "submitted" | "accepted" | "rejected";
            /** Format: date-time */
            submittedAt: string;
            submittedBy: string;
        };
        /** @description A permit as staff see it, with the history of its certificate files. */
        StaffPermit: {
            /** @description The Clearing-House document identifier the permit was submitted under. */
            abschIdentifier: string | null;
            /** @description The IRCC identifier (`ABSCH-IRCC-PH-…`) once published on the ABS Clearing-House. */
            absLinkCode: string | null;
            /** Format: uuid */
            applicationId: string;
            /** @description Every certificate file, oldest first: the history. */
            certificates: components["schemas"]["PermitCertificateFile"][];
            conditions: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            createdBy: string;
            /**
             * Format: date-time
             * @description The last instant of validity (the end of a Manila day).
             */
            dateExpired: string | null;
            /** Format: date-time */
            dateIssued: string | null;
            /**
             * Format: date-time
             * @description Set on a renewal or amendment: when it replaced the permit it supersedes.
             */
            dateRenewed: string | null;
            description: string | null;
            /**
             * Format: uuid
             * @description Who uploaded the signed scan that is the current file, if any.
             */
            fileUploadedBy: string | null;
            /** Format: uuid */
            id: string;
            /**
             * @description How the permit came to be:
             *     - `original`: The first permit of the application.
             *     - `renewal`: A renewal: a new permit with a new validity, superseding the one it renews.
             *     - `amendment`: An amendment: a new permit with changed terms, superseding the one it amends (same date of expiry).
             */
            issuance: "original" | "renewal" | "amendment";
            /** @example GP-2026-0001 */
            permitNo: string;
            signatory: {
                name: string | null;
                position: string | null;
            };
            /**
             * @description Permit status:
             *     - `issued`: In force.
             *     - `suspended`: Temporarily not in force (with the reason); it may be reinstated.
             *     - `revoked`: Withdrawn for good (with the reason). Final.
             *     - `expired`: Its date of expiry has passed (set by the scheduler). Final.
             *     - `superseded`: Replaced by a renewal or an amendment, a newer permit row (`dateRenewed` on the new one). Final.
             *     - `void`: Issued in error and cancelled (with the reason): it never was a valid permit. Final.
             */
            status: "issued" | "suspended" | "revoked" | "expired" | "superseded" | "void";
            /** Format: date-time */
            statusChangedAt: string | null;
            /** @description Why the status last changed (suspension, reinstatement, revocation, voiding). */
            statusReason: string | null;
            /** Format: uuid */
            supersededById: string | null;
            /** Format: uuid */
            supersedesId: string | null;
            title: string;
            /** @description The link printed as the QR code; null when PUBLIC_BASE_URL is not set. */
            verificationUrl: string | null;
        };
        /** @description Who is logged in, with what, until when. */
        StaffSession: {
            /** @description Send it as `X-CSRF-Token` with every POST, PUT, PATCH and DELETE of this session. */
            csrfToken: string;
            /** @description What the back-office may offer this user, decided by the same policy as each request (which is still checked when made). */
            permissions: {
                /** @description Draft an agreement on an application (evaluator, chief, admin). */
                draftAgreements: boolean;
                /** @description Find a person's data, record and answer their requests, read who read what (dpo; docs/PRIVACY.md). */
                handleDataSubjects: boolean;
                /** @description Agencies and their API clients. */
                manageAgencies: boolean;
                /** @description Settings (time limits, templates, checklists) and holidays. */
                manageSettings: boolean;
                /** @description Users, roles and their sessions. */
                manageUsers: boolean;
                /** @description Every agency's webhook endpoints and their deliveries. */
                manageWebhooks: boolean;
                /** @description Every email, with filters (admin). */
                readAllMessages: boolean;
                /** @description The whole audit trail, its chain check and its export. */
                readAuditTrail: boolean;
                /** @description The office's figures. */
                readDashboard: boolean;
                /** @description The outbox's health: events waiting, failing webhook endpoints. */
                readOutboxHealth: boolean;
                /** @description The staff directory, to assign applications. */
                readStaffDirectory: boolean;
                /** @description Record personal data breaches and their notice to the Commission (dpo, admin). */
                recordIncidents: boolean;
                /** @description Resend an application's email (admin, intake, evaluator, chief, approver; not a viewer nor the ABS publisher). */
                resendMessages: boolean;
                /** @description Upload a document to an application (intake, evaluator, chief, approver, admin; not a viewer); the application's state is still checked. */
                uploadDocuments: boolean;
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
        StaffVocabulary: {
            /** @description Each setting's default value (in code), typed by the setting's value schema. */
            settingDefaults: {
                "absch.automatic_publication": components["schemas"]["AbschAutomaticPublicationSetting"];
                "absch.publication": components["schemas"]["AbschPublicationSetting"];
                "attachments.checklists": components["schemas"]["AttachmentsChecklistsSetting"];
                "clock.time_limits": components["schemas"]["ClockTimeLimitsSetting"];
                "events.retention_days": components["schemas"]["EventsRetentionDaysSetting"];
                "exports.darwin_core": components["schemas"]["ExportsDarwinCoreSetting"];
                "notices.templates": components["schemas"]["NoticesTemplatesSetting"];
                "permits.authority": components["schemas"]["PermitsAuthoritySetting"];
                "permits.conditions": components["schemas"]["PermitsConditionsSetting"];
                "permits.numbering": components["schemas"]["PermitsNumberingSetting"];
                "permits.obligations": components["schemas"]["PermitsObligationsSetting"];
                "permits.signatory": components["schemas"]["PermitsSignatorySetting"];
                "permits.validity": components["schemas"]["PermitsValiditySetting"];
                "places.jurisdiction_rules": components["schemas"]["PlacesJurisdictionRulesSetting"];
                "privacy.notice": components["schemas"]["PrivacyNoticeSetting"];
                "privacy.retention": components["schemas"]["PrivacyRetentionSetting"];
                "workflow.abandonment_grace": components["schemas"]["WorkflowAbandonmentGraceSetting"];
            };
            /** @description Each group of statuses the rules speak of, by name: its statuses. */
            statusGroups: {
                /** @description The statuses of an application closed without a permit (denied, withdrawn, abandoned, cancelled). */
                ClosedWithoutPermitStatus: components["schemas"]["ClosedWithoutPermitStatus"][];
                /** @description The statuses of a decided application: approved (then issued) or denied. */
                DecidedApplicationStatus: components["schemas"]["DecidedApplicationStatus"][];
                /** @description The statuses an application never leaves: it takes no more documents nor actions of the workflow. */
                FinalApplicationStatus: components["schemas"]["FinalApplicationStatus"][];
                /** @description The statuses of an application not yet closed: documents are added and reviewed (until the permit is issued), and an admin may cancel it. */
                OpenApplicationStatus: components["schemas"]["OpenApplicationStatus"][];
                /** @description The status of a permit in force: it may be suspended or amended, and its signed certificate uploaded. */
                PermitStatusInForce: components["schemas"]["PermitStatusInForce"][];
                /** @description The statuses of a permit that may still be revoked or voided: in force, or suspended. */
                PermitStatusNotEnded: components["schemas"]["PermitStatusNotEnded"][];
                /** @description The statuses of a permit that may be renewed. */
                RenewablePermitStatus: components["schemas"]["RenewablePermitStatus"][];
                /** @description The statuses before the decision: the agency may withdraw the application. */
                StatusBeforeDecision: components["schemas"]["StatusBeforeDecision"][];
                /** @description The statuses of an accepted application still being processed: it may be assigned, and its time extended once. */
                StatusInProcess: components["schemas"]["StatusInProcess"][];
                /** @description The status of a permit that may be reinstated. */
                SuspendedPermitStatus: components["schemas"]["SuspendedPermitStatus"][];
            };
        };
        /** @description Begin the evaluation of an accepted application. Roles: evaluator. From: accepted. The application must be assigned to you. */
        StartEvaluationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "start_evaluation";
        };
        /**
         * @description The statuses before the decision: the agency may withdraw the application.
         * @enum {string}
         */
        StatusBeforeDecision: "submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision";
        /**
         * @description The statuses of an accepted application still being processed: it may be assigned, and its time extended once.
         * @enum {string}
         */
        StatusInProcess: "accepted" | "under_evaluation" | "for_agreement" | "for_decision";
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
        /**
         * @description The status of a permit that may be reinstated.
         * @enum {string}
         */
        SuspendedPermitStatus: "suspended";
        /** @description Suspend the permit in force, with the reason: the verification page shows it suspended until it is reinstated. Roles: approver. From: issued. */
        SuspendPermitAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "suspend_permit";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why the permit is suspended (in the notice to the agency). */
            reasons: string;
        };
        /** @description One entry of the journal. */
        TimelineEntry: {
            /**
             * @description Journal entry:
             *     - `submitted`: `submit`: the agency submitted the application.
             *     - `returned_incomplete`: `return_incomplete`: intake found requirements missing.
             *     - `responded`: `respond`: the agency answered a deficiency notice or a request for information.
             *     - `accepted`: `accept`: intake found the application complete; the clock starts.
             *     - `assigned`: `assign`: a chief assigned the application to a user.
             *     - `claimed`: `claim`: an evaluator took an unassigned application.
             *     - `unassigned`: `unassign`: the application has no assignee any more.
             *     - `evaluation_started`: `start_evaluation`: the evaluator began the evaluation.
             *     - `information_requested`: `request_information`: on hold for missing information, with an answer-by date; the clock pauses.
             *     - `hold_released`: `release_hold`: the evaluator ended the hold; the clock resumes.
             *     - `referred`: `refer`: referred to an external body; the clock pauses.
             *     - `clearance_recorded`: `record_clearance`: the referral ended with the body’s outcome; the clock resumes.
             *     - `agreement_required`: `require_agreement`: an agreement must be executed; the clock pauses.
             *     - `agreement_executed`: `agreement_executed`: the agreement was executed; back to evaluation.
             *     - `recommended`: `recommend`: the evaluator recommended approval or denial.
             *     - `endorsed`: `endorse`: a chief endorsed the recommendation.
             *     - `returned_for_evaluation`: `return_for_evaluation`: a chief sent the application back to evaluation.
             *     - `approved`: `approve`: the approver approved; the clock stops.
             *     - `denied`: `deny`: the approver denied, with grounds; the clock stops.
             *     - `extended`: `extend`: a chief extended the processing time once.
             *     - `withdrawn`: `withdraw`: the agency withdrew the application.
             *     - `abandoned`: `abandon`: the system closed an application left unanswered.
             *     - `personal_data_anonymised`: `anonymise_personal_data`: the permittee’s data was erased after its retention period or on their request (issue 21 §2); the statistics stay.
             *     - `cancelled`: `cancel`: an admin cancelled the application.
             *     - `document_uploaded`: The agency or staff uploaded a document; it supersedes the earlier one of its type.
             *     - `document_accepted`: `accept_document`: staff accepted a document.
             *     - `document_rejected`: `reject_document`: staff rejected a document, with the reason.
             *     - `requirement_waived`: `waive_requirement`: staff waived a document of the checklist, with the reason.
             *     - `clock_at_risk`: The scheduler found 80 % of the processing time used.
             *     - `clock_overdue`: The scheduler found the due date passed.
             *     - `permit_issued`: `issue`: the approver issued the permit (number, validity, certificate); the application is issued.
             *     - `permit_suspended`: `suspend_permit`: the permit is suspended, with the reason.
             *     - `permit_reinstated`: `reinstate_permit`: the suspended permit is in force again.
             *     - `permit_revoked`: `revoke_permit`: the permit is revoked, with the reason.
             *     - `permit_renewed`: `renew_permit`: a new permit renews the one in force, which is superseded.
             *     - `permit_amended`: `amend_permit`: a new permit amends the one in force, which is superseded.
             *     - `permit_voided`: `void_permit`: the permit was issued in error and is void, with the reason.
             *     - `permit_expired`: The scheduler found the permit past its date of expiry.
             *     - `signed_scan_uploaded`: `upload_signed_scan`: a signed scan replaced the generated certificate as the permit’s file.
             *     - `agreement_drafted`: An agreement was drafted (staff).
             *     - `agreement_changed`: An agreement moved on (for signature, executed, terminated) or its signed file was uploaded (staff).
             *     - `cbd_status_recorded`: `record_cbd_status`: an abs_publisher recorded a step of the ABS Clearing-House publication (or `record_absch_step`: the publication job did).
             *     - `absch_publication_requested`: `publish_to_absch`: an abs_publisher asked biopermit to publish the permit on the ABS Clearing-House.
             *     - `checkpoint_communique_received`: `record_checkpoint_communique`: the Clearing-House published a checkpoint communiqué naming the permit’s IRCC.
             *     - `obligation_submitted`: `submit_obligation`: the agency submitted an obligation of the permit (files, and specimen rows for a collection report).
             *     - `obligation_accepted`: `accept_obligation`: staff accepted the submission of an obligation.
             *     - `obligation_rejected`: `reject_obligation`: staff rejected the submission of an obligation, with the reason; it is owed again.
             *     - `obligation_waived`: `waive_obligation`: staff waived an obligation, with the reason.
             *     - `obligation_overdue`: `record_obligation_clock`: the scheduler found an obligation past its due date.
             *     - `obligation_reminded`: `record_obligation_clock`: the scheduler reminded the agency of an obligation (30, 7, 0 days before, weekly overdue).
             *     - `personal_data_corrected`: `correct_personal_data`: the DPO or intake corrected the permittee’s personal data, with the reason.
             */
            action: "submitted" | "returned_incomplete" | "responded" | "accepted" | "assigned" | "claimed" | "unassigned" | "evaluation_started" | "information_requested" | "hold_released" | "referred" | "clearance_recorded" | "agreement_required" | "agreement_executed" | "recommended" | "endorsed" | "returned_for_evaluation" | "approved" | "denied" | "extended" | "withdrawn" | "abandoned" | "personal_data_anonymised" | "cancelled" | "document_uploaded" | "document_accepted" | "document_rejected" | "requirement_waived" | "clock_at_risk" | "clock_overdue" | "permit_issued" | "permit_suspended" | "permit_reinstated" | "permit_revoked" | "permit_renewed" | "permit_amended" | "permit_voided" | "permit_expired" | "signed_scan_uploaded" | "agreement_drafted" | "agreement_changed" | "cbd_status_recorded" | "absch_publication_requested" | "checkpoint_communique_received" | "obligation_submitted" | "obligation_accepted" | "obligation_rejected" | "obligation_waived" | "obligation_overdue" | "obligation_reminded" | "personal_data_corrected";
            actor: components["schemas"]["WorkflowActor"];
            /** @description With `assigned`, `claimed` and `unassigned`: who was assigned, or unassigned (null: nobody was). */
            assignee?: components["schemas"]["WorkflowActor"] | null;
            /** Format: date-time */
            at: string;
            /** @description What the action recorded (its fields). */
            payload: {
                [key: string]: unknown;
            };
            /** @description The role (src/policy/roles.ts) the staff user acted in; null for others. */
            role: string | null;
            sequence: number;
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
             * @description Space-separated subset of: applications:write applications:read webhooks:manage. Default: all the client has.
             * @example applications:write applications:read webhooks:manage
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
        /** @description Leave the application unassigned (a chief: anyone’s; an evaluator: your own). Roles: chief, evaluator. From: accepted, under_evaluation, for_agreement, for_decision. */
        UnassignAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "unassign";
        };
        UpdateWebhookEndpoint: {
            /** @description A label of yours. */
            description?: string | null;
            /** @description The event types sent to the endpoint; every type when absent or null. */
            eventTypes?: ("application.received" | "application.status_changed" | "notice.created" | "attachment.status_changed" | "permit.issued" | "permit.status_changed" | "agreement.status_changed" | "cbd_status.changed" | "checkpoint_communique.received" | "obligation.created" | "obligation.status_changed" | "obligation.reminder" | "webhook_endpoint.disabled" | "webhook.test")[] | null;
            /** @description `disabled` after 5 days of failed tries (or by you): nothing is sent until it is enabled again. */
            status?: "enabled" | "disabled";
            /** @description Where events are POSTed: an `https:` URL on a public address (no private, loopback, link-local or metadata address; redirects are not followed). */
            url?: string;
        };
        /** @description Void a permit issued in error, with the reason (final): its link reads as not valid; `issue` may then issue a correct one. Roles: approver. From: issued. */
        VoidPermitAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "void_permit";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description What was wrong with the permit. */
            reasons: string;
        };
        /** @description Waive an obligation of the permit that is not yet accepted, with the reason. Roles: chief, approver. From: issued. */
        WaiveObligationAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "waive_obligation";
            /** Format: uuid */
            obligationId: string;
            /** @description Why the obligation is waived. */
            reasons: string;
        };
        /** @description Waive one document of the checklist of the application type, with the reason. Roles: intake. From: submitted, incomplete, accepted, under_evaluation, for_agreement, for_decision, approved. */
        WaiveRequirementAction: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            action: "waive_requirement";
            /** @description The text of the notice this action sends, instead of the template of its type; it may use the same {placeholders}. */
            message?: string;
            /** @description Why the document is not needed: told to the agency. */
            reasons: string;
            /** @description The checklist item (`type`) waived, e.g. `ncip_certification`. */
            type: string;
        };
        /** @description One event on its way to one endpoint. */
        WebhookDelivery: {
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: uuid */
            endpointId: string;
            /**
             * Format: uuid
             * @description The event’s id: the `webhook-id` header.
             */
            eventId: string;
            /**
             * @description Event type:
             *     - `application.received`: A submission was stored: the application exists, `submitted`.
             *     - `application.status_changed`: The application’s workflow status changed (`data.previousStatus` → `data.status`).
             *     - `notice.created`: A notice the agency may read was written on the application (`data.noticeId`, `data.log`).
             *     - `attachment.status_changed`: A document of the application was uploaded or changed status (`data.attachmentId`, `data.attachmentStatus`, `data.previousAttachmentStatus`).
             *     - `permit.issued`: A permit was issued on the application (`data.permitId`): an original, a renewal or an amendment.
             *     - `permit.status_changed`: A permit was suspended, reinstated, revoked, expired, superseded or voided (`data.permitId`, `data.permitStatus`, `data.previousPermitStatus`).
             *     - `agreement.status_changed`: An agreement of the application was created or changed status (`data.agreementId`, `data.agreementStatus`, `data.previousAgreementStatus`).
             *     - `cbd_status.changed`: The permit’s publication on the ABS Clearing-House moved (`data.cbdStatus`, `data.previousCbdStatus`).
             *     - `checkpoint_communique.received`: A checkpoint communiqué on the ABS Clearing-House names the permit’s IRCC: the permit’s material was declared at a checkpoint abroad.
             *     - `obligation.created`: A permit was issued or renewed with an obligation (`data.obligationId`, `data.obligationType`, `data.dueDate`, `data.permitId`).
             *     - `obligation.status_changed`: An obligation was submitted, accepted, rejected (back to pending), waived or became overdue (`data.obligationStatus`, `data.previousObligationStatus`).
             *     - `obligation.reminder`: An obligation is due in 30 or 7 days, today, or overdue (weekly): `data.reminder` is `due_in_30_days`, `due_in_7_days`, `due_today` or `overdue_N` (N weeks past the due date).
             *     - `webhook_endpoint.disabled`: One of the agency’s webhook endpoints failed for 5 days and was disabled (`data.endpointId`); fix it and enable it again.
             *     - `webhook.test`: Sent by `POST /api/v1/external/webhooks/{id}/test` to that endpoint only; never in the feed.
             */
            eventType: "application.received" | "application.status_changed" | "notice.created" | "attachment.status_changed" | "permit.issued" | "permit.status_changed" | "agreement.status_changed" | "cbd_status.changed" | "checkpoint_communique.received" | "obligation.created" | "obligation.status_changed" | "obligation.reminder" | "webhook_endpoint.disabled" | "webhook.test";
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            lastError: string | null;
            /** @description How long the last try took, in milliseconds. */
            lastLatencyMs: number | null;
            /** @description The status code of the last answer, if there was one. */
            lastResponseStatus: number | null;
            /**
             * Format: date-time
             * @description When the next try is due, while pending.
             */
            nextAttemptAt: string | null;
            /** @description The registration number of the application the event concerns (its `data.cnaApplicationUniqueNo`); null for a test event. */
            registrationNo: string | null;
            /** @description `pending` until a 2xx answer (`succeeded`) or the last try of the retry schedule (`failed`). */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookDeliveryList: {
            items: components["schemas"]["WebhookDelivery"][];
        };
        /** @description An agency’s webhook endpoint (never its secret, except once). */
        WebhookEndpoint: {
            agencyCode: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            disabledReason: string | null;
            eventTypes: ("application.received" | "application.status_changed" | "notice.created" | "attachment.status_changed" | "permit.issued" | "permit.status_changed" | "agreement.status_changed" | "cbd_status.changed" | "checkpoint_communique.received" | "obligation.created" | "obligation.status_changed" | "obligation.reminder" | "webhook_endpoint.disabled" | "webhook.test")[] | null;
            /**
             * Format: date-time
             * @description Since when every try has failed; null after a success.
             */
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            /** @description `disabled` after 5 days of failed tries (or by you): nothing is sent until it is enabled again. */
            status: "enabled" | "disabled";
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
        /** @description One of the agency’s webhook endpoints failed for 5 days and was disabled (`data.endpointId`); fix it and enable it again. */
        WebhookEndpointDisabledEvent: {
            /** @description The endpoint disabled (no application). */
            data: {
                /** Format: uuid */
                endpointId: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
                /** @description The endpoint’s URL. */
                url: string;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook_endpoint.disabled";
        };
        WebhookEndpointList: {
            items: components["schemas"]["WebhookEndpoint"][];
        };
        /** @description An endpoint with its newest delivery, as the back-office lists them. */
        WebhookEndpointSummary: {
            agencyCode: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            disabledReason: string | null;
            eventTypes: ("application.received" | "application.status_changed" | "notice.created" | "attachment.status_changed" | "permit.issued" | "permit.status_changed" | "agreement.status_changed" | "cbd_status.changed" | "checkpoint_communique.received" | "obligation.created" | "obligation.status_changed" | "obligation.reminder" | "webhook_endpoint.disabled" | "webhook.test")[] | null;
            /**
             * Format: date-time
             * @description Since when every try has failed; null after a success.
             */
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            /** @description The newest delivery to the endpoint; null when nothing was sent yet. */
            lastDelivery: components["schemas"]["WebhookDelivery"] | null;
            /** @description `disabled` after 5 days of failed tries (or by you): nothing is sent until it is enabled again. */
            status: "enabled" | "disabled";
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
        WebhookEndpointSummaryList: {
            items: components["schemas"]["WebhookEndpointSummary"][];
        };
        WebhookEndpointWithSecret: {
            agencyCode: string;
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            disabledReason: string | null;
            eventTypes: ("application.received" | "application.status_changed" | "notice.created" | "attachment.status_changed" | "permit.issued" | "permit.status_changed" | "agreement.status_changed" | "cbd_status.changed" | "checkpoint_communique.received" | "obligation.created" | "obligation.status_changed" | "obligation.reminder" | "webhook_endpoint.disabled" | "webhook.test")[] | null;
            /**
             * Format: date-time
             * @description Since when every try has failed; null after a success.
             */
            failingSince: string | null;
            /** Format: uuid */
            id: string;
            /** @description The signing secret (`whsec_…`), shown only now: verify each delivery’s `webhook-signature` with it. */
            secret: string;
            /** @description `disabled` after 5 days of failed tries (or by you): nothing is sent until it is enabled again. */
            status: "enabled" | "disabled";
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
        /** @description Sent by `POST /api/v1/external/webhooks/{id}/test` to that endpoint only; never in the feed. */
        WebhookTestEvent: {
            /** @description The endpoint tested (no application). */
            data: {
                /** Format: uuid */
                endpointId: string;
                /** @description The agency the event is for. */
                sourceAgencyCode: string;
            };
            /**
             * Format: uuid
             * @description Unique per event: the `webhook-id` of its deliveries, the receiver’s idempotency key.
             */
            id: string;
            /**
             * Format: date-time
             * @description When the change committed (the time of the change).
             */
            timestamp: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "webhook.test";
        };
        /** @description The agency withdraws its application before the decision. */
        Withdrawal: {
            /** @description Why the application is withdrawn. */
            reason?: string;
        };
        /** @description The default of `workflow.abandonment_grace`. */
        WorkflowAbandonmentGraceSetting: {
            /** @description Days an application may stay incomplete (returned, unanswered) before it is abandoned. */
            incompleteDays: number;
            /** @description Days after the answer-by date of a request for information before an unanswered application is abandoned. */
            unansweredRequestDays: number;
        };
        /** @description Who acted. */
        WorkflowActor: {
            /** Format: uuid */
            id: string;
            kind: "staff" | "agency" | "system" | "operator";
            /** @description The staff user’s name, “Agency CODE”, “System” or “Operator”. */
            name: string;
        };
        /** @description The count of each workqueue the user sees (src/policy/workqueue.policy.ts), in the agencies the user works on. */
        WorkqueueCounts: {
            /** Format: date-time */
            countedAt: string;
            queues: {
                count: number;
                description: string;
                /**
                 * @description A workqueue:
                 *     - `assigned_to_me`: Open applications assigned to me.
                 *     - `unassigned_intake`: Submitted (or answered after a deficiency notice) and not yet checked by intake, with nobody assigned.
                 *     - `for_evaluation`: Accepted or under evaluation, neither on hold nor referred.
                 *     - `on_hold`: On hold, for any reason.
                 *     - `referrals`: Referred to an external body, waiting for its clearance.
                 *     - `for_decision`: Recommended, waiting for endorsement and the decision.
                 *     - `at_risk`: Open, with at least 80 % of the processing time used.
                 *     - `overdue`: Open, past the due date.
                 *     - `recently_decided`: Decided in the last 30 days.
                 *     - `awaiting_publication`: A permit waiting for the ABS Clearing-House publisher (`cbdStatus` ready, rejected, update_pending, revocation_pending or submitted), the longest waiting first. Only for abs_publisher, chief and admin.
                 *     - `obligations_overdue`: Issued permits with an obligation (a collection report, a deposit, a final report…) past its due date, neither submitted, accepted nor waived (docs/OBLIGATIONS.md).
                 */
                queue: "assigned_to_me" | "unassigned_intake" | "for_evaluation" | "on_hold" | "referrals" | "for_decision" | "at_risk" | "overdue" | "recently_decided" | "awaiting_publication" | "obligations_overdue";
            }[];
        };
        WorkqueuePage: {
            items: components["schemas"]["WorkqueueRow"][];
            /** @description Send it as `cursor` for the next page; null on the last page. */
            nextCursor: string | null;
        };
        /** @description An application as a workqueue table shows it. */
        WorkqueueRow: {
            agencyApplicationNumber: string;
            agencyCode: string;
            applicationType: string;
            assignee: {
                /** Format: uuid */
                id: string;
                /** @description Null for a user no longer known. */
                name: string | null;
            } | null;
            /** @description The ABS Clearing-House publication of the application's permit; null before a permit is issued. */
            cbdStatus: ("not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked") | null;
            /**
             * Format: date-time
             * @description When `cbdStatus` last changed: how long the permit has waited for the publisher. Null with `cbdStatus`.
             */
            cbdStatusChangedAt: string | null;
            clock: {
                /**
                 * Format: date
                 * @description Asia/Manila; null while unknown.
                 */
                dueDate: string | null;
                /** @description The limit in force, in working days; null before the clock starts. */
                limit: number | null;
                paused: boolean;
                /** @description Null before the clock starts (at acceptance). */
                state: ("on_track" | "at_risk" | "overdue") | null;
                /** @description Of the limit in force (with the extension); null before the clock starts. */
                workingDaysLeft: number | null;
                workingDaysUsed: number;
            };
            /** Format: date-time */
            decidedAt: string | null;
            flags: {
                /** @description The processing time was extended. */
                extended: boolean;
                /** @description Why the application is on hold; null when it is not. */
                hold: ("missing_information" | "pending_external_decision" | "applicant_request" | "legal_action") | null;
                /**
                 * Format: date
                 * @description The date the applicant should answer the hold by.
                 */
                holdAnswerBy: string | null;
                /** @description The body the application is referred to; null when none. */
                referral: ("ncip" | "pamb" | "pcsd" | "lgu" | "bfar") | null;
            };
            /** Format: uuid */
            id: string;
            /** @description The permit the publication is about: the newest that no renewal or amendment superseded. Null before a permit. */
            permitNo: string | null;
            /** @description The status of that permit (a revoked, suspended or expired permit shows so); null before a permit. */
            permitStatus: ("issued" | "suspended" | "revoked" | "expired" | "superseded" | "void") | null;
            permittee: {
                email: string;
                /** @description First, middle and last name. */
                name: string;
            };
            /** Format: date-time */
            receivedAt: string;
            registrationNo: string;
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
            statusChangedAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description How long the response may be cached. */
        "Cache-Control": string;
        /** @description The version of the application, e.g. `"7"`: send it back as `If-Match` with a change. */
        ETag: string;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metadata; may be cached for five minutes. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description An application with this sourceAgencyApplicationNumber exists with different content: send a new number, or the same body. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    downloadAgreementFileForAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                agreementId: string;
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
            /** @description The signed file. */
            200: {
                headers: {
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
            /** @description One byte range of the file (`Range`), with `Content-Range`. */
            206: {
                headers: {
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
            /** @description Not modified: `If-None-Match` names this file. */
            304: {
                headers: {
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
            /** @description The agency has no such agreement on this application, or it has no signed file yet. Code: `not_found`. */
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
            /** @description The signed file was erased with the permittee’s personal data (`file_erased`, docs/PRIVACY.md): the agreement stays. Code: `file_erased`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "file_erased";
                        /** @enum {integer} */
                        status?: 410;
                    };
                };
            };
            /** @description The range asked for is outside the file; `Content-Range: bytes *\/size` says its size. Code: `range_not_satisfiable`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    uploadAttachment: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you make for this request (a uuid does): a retry with the same key and body gets the same answer, without acting twice; the same key with another request is refused (422).
                 * @example 5b0e7f5c-1f5e-4a55-9f0e-3d6c1c2f9a10
                 */
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
                    /**
                     * @description What the document is or says
                     * @example Signed 12 November 2026
                     */
                    description?: string | null;
                    /**
                     * Format: binary
                     * @description The document: PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text, at most UPLOAD_LIMIT_BYTES (25 MiB by default). Its type is read from its content and must agree with its file name’s extension.
                     */
                    file: string;
                    /**
                     * @description Title of the document
                     * @example Endorsement of the Dean, College of Science
                     */
                    title: string;
                    /**
                     * @description Kind of document, from the checklist of the application type (e.g. `endorsement_letter`)
                     * @example endorsement_letter
                     */
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
                    "application/json": components["schemas"]["AgencyAttachment"];
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
            /** @description The application is issued, denied, withdrawn, abandoned or cancelled: it takes no documents (`application_closed`). Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES (25 MiB by default), or a DOCX, XLSX or ODT whose entries would inflate past UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES (256 MiB) or one entry past UPLOAD_ZIP_MAX_RATIO (100:1); `errors` names `/file`. Code: `payload_too_large`. */
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
            /** @description The body is not multipart/form-data, or the file’s content is not on the allowlist (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV, plain text) or does not match its file name’s extension, or is a DOCX, XLSX or ODT whose zip central directory cannot be read; `detail` says what the content is and what the name claims. Code: `unsupported_media_type`. */
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
            /** @description The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing was stored. Code: `idempotency_key_reused`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
                /**
                 * @description The attachment’s `id` (its `url` is the whole link).
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
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
            /** @description The document was erased with the permittee’s personal data (`file_erased`, docs/PRIVACY.md): its record stays, its bytes are deleted. Code: `file_erased`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "file_erased";
                        /** @enum {integer} */
                        status?: 410;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    listObligations: {
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
            /** @description The obligations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObligationList"];
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    submitObligation: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you make for this request (a uuid does): a retry with the same key and body gets the same answer, without acting twice; the same key with another request is refused (422).
                 * @example 5b0e7f5c-1f5e-4a55-9f0e-3d6c1c2f9a10
                 */
                "idempotency-key"?: string;
            };
            path: {
                /**
                 * @description The registration number (e.g. `ABS-2026-000123`) or the application's uuid.
                 * @example ABS-2026-000123
                 */
                cnaApplicationUniqueNo: string;
                /**
                 * @description The obligation’s `id`.
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
                obligationId: string;
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
                    /** @description One to 10 files, each a part named `file`, each a PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text, at most UPLOAD_LIMIT_BYTES (25 MiB by default). Its type is read from its content and must agree with its file name’s extension. */
                    file: string[];
                    /**
                     * @description A note for the reviewer.
                     * @example Collected in two trips.
                     */
                    note?: string | null;
                    /**
                     * @description A collection report’s specimen rows: a JSON array of `SpecimenRow`. Required for `collection_report`, refused for others.
                     * @example [{"scientificName":"Platymantis luzonensis","count":4,"unit":"tissue samples","state":"preserved in ethanol","location":{"province":"Laguna","cityOrMunicipality":"Los Baños","barangay":"Batong Malake","latitude":14.1486,"longitude":121.2158},"dateCollected":"2026-12-14"}]
                     */
                    specimens?: string;
                };
            };
        };
        responses: {
            /** @description Recorded: the submission. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObligationSubmission"];
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
            /** @description The agency has no application with this number, or the application no such obligation. Code: `not_found`. */
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
            /** @description The obligation is submitted (waiting for review), accepted or waived; or the application has no permit issued (`action_not_allowed`). Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES (25 MiB by default), or a DOCX, XLSX or ODT whose entries would inflate past UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES (256 MiB) or one entry past UPLOAD_ZIP_MAX_RATIO (100:1); `errors` names `/file`. Code: `payload_too_large`. */
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
            /** @description The body is not multipart/form-data, or the file’s content is not on the allowlist (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV, plain text) or does not match its file name’s extension, or is a DOCX, XLSX or ODT whose zip central directory cannot be read; `detail` says what the content is and what the name claims. Code: `unsupported_media_type`. */
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
            /** @description The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing was stored. Code: `idempotency_key_reused`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    downloadPermitCertificateForAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The registration number (e.g. `ABS-2026-000123`) or the application's uuid.
                 * @example ABS-2026-000123
                 */
                cnaApplicationUniqueNo: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                permitId: string;
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
            /** @description The file (PDF, or the scan as uploaded), with `ETag`, `Content-Digest` and `Repr-Digest` (sha-256), `Content-Disposition: attachment`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                };
            };
            /** @description One byte range of the file (`Range`), with `Content-Range`. */
            206: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                };
            };
            /** @description Not modified: `If-None-Match` names this file. */
            304: {
                headers: {
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
            /** @description The agency has no such permit on this application. Code: `not_found`. */
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
            /** @description The file was erased with the holder’s personal data (`file_erased`, docs/PRIVACY.md): the permit stays, the bytes are deleted. Code: `file_erased`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "file_erased";
                        /** @enum {integer} */
                        status?: 410;
                    };
                };
            };
            /** @description The range asked for is outside the file; `Content-Range: bytes *\/size` says its size. Code: `range_not_satisfiable`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    respondToNotice: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key you make for this request (a uuid does): a retry with the same key and body gets the same answer, without acting twice; the same key with another request is refused (422).
                 * @example 5b0e7f5c-1f5e-4a55-9f0e-3d6c1c2f9a10
                 */
                "idempotency-key": string;
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
        /** @description The agency’s answer to a deficiency notice or a request for information. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "message": "The LGU clearance and the endorsement letter are attached to our record."
                 *     }
                 */
                "application/json": components["schemas"]["AgencyResponse"];
            };
        };
        responses: {
            /** @description The answer is recorded. A retry with the same Idempotency-Key and body gets the same answer, with `Idempotent-Replayed: true`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cnaApplicationUniqueNo": "ABS-2026-000123",
                     *       "action": "respond",
                     *       "status": "submitted",
                     *       "updatedAt": "2026-11-24T03:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalActionResult"];
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
            /** @description The application is not in a state that allows this (`action_not_allowed`; `detail` says why). Nothing changed. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
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
            /** @description The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing changed. Code: `idempotency_key_reused`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    withdrawApplication: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description A key you make for this request (a uuid does): a retry with the same key and body gets the same answer, without acting twice; the same key with another request is refused (422).
                 * @example 5b0e7f5c-1f5e-4a55-9f0e-3d6c1c2f9a10
                 */
                "idempotency-key": string;
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
        /** @description The agency withdraws its application before the decision. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The research project was postponed."
                 *     }
                 */
                "application/json": components["schemas"]["Withdrawal"];
            };
        };
        responses: {
            /** @description The application is withdrawn. A retry with the same Idempotency-Key and body gets the same answer, with `Idempotent-Replayed: true`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "cnaApplicationUniqueNo": "ABS-2026-000123",
                     *       "action": "withdraw",
                     *       "status": "withdrawn",
                     *       "updatedAt": "2026-11-24T03:15:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["ExternalActionResult"];
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
            /** @description The application is not in a state that allows this (`action_not_allowed`; `detail` says why). Nothing changed. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
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
            /** @description The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing changed. Code: `idempotency_key_reused`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    listPsgcCodes: {
        parameters: {
            query?: {
                /** @description At most this many entries. */
                limit?: number;
                /** @description List what lies directly under this code; the regions when absent. */
                parent?: string;
                /** @description Only names that contain these words (case-, accent- and punctuation-blind: `los banos` finds Los Baños). Without `parent`, searches every level. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, by name. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PsgcCodeList"];
                };
            };
            /** @description Not modified: `If-None-Match` names this answer. */
            304: {
                headers: {
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
            /** @description No such PSGC code (`parent`). Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description The `nextCursor` of the previous read; from the oldest event kept when absent. */
                after?: string;
                /** @description At most this many events. */
                limit?: number;
                /** @description Long poll: when no event is there yet, wait up to this many seconds for the next one. */
                wait?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events after the cursor (none when nothing came within `wait`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventFeed"];
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret: store it now, it is not shown again. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
            /** @description `conflict`: the agency has the most endpoints it may have (50); delete one first. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
            /** @description The agency has no webhook endpoint with this id. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
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
            /** @description The agency has no webhook endpoint with this id. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint as it now is. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
            /** @description The agency has no webhook endpoint with this id. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description At most this many, newest first. */
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
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
            /** @description The agency has no webhook endpoint with this id. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                deliveryId: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, pending. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description The agency has no webhook endpoint with this id, or the endpoint no such delivery. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret: store it now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
            /** @description The agency has no webhook endpoint with this id. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending: follow it in the endpoint’s deliveries. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description The agency has no webhook endpoint with this id. Code: `not_found`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    lookUpPermitByIrcc: {
        parameters: {
            query: {
                /** @example ABSCH-IRCC-PH-250001-1 */
                ircc: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permit’s public facts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPermitLookup"];
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
            /** @description No permit with this number or IRCC (a void permit is not found either). Code: `not_found`. */
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
            /** @description Too many lookups from this address (shared with /verify). Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    lookUpPermit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example GP-2026-0001 */
                permitNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permit’s public facts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPermitLookup"];
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
            /** @description No permit with this number or IRCC (a void permit is not found either). Code: `not_found`. */
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
            /** @description Too many lookups from this address (shared with /verify). Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    getAbschOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbschOverview"];
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description Never, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    updateAgency: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgencyUpdate"];
            };
        };
        responses: {
            /** @description The agency as it now is. */
            200: {
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
    listAgencyClients: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
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
                /** @example BMB */
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
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                clientId: string;
                /** @example BMB */
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
    listAgencyWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoints. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointSummaryList"];
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
    createAgencyWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret: it is not shown again. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
            /** @description `conflict`: the agency has the most endpoints it may have (50). */
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
    getAgencyWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
            /** @description `not_found`: no agency with this code, or the agency has no webhook endpoint with this id. */
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
    deleteAgencyWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
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
            /** @description `not_found`: no agency with this code, or the agency has no webhook endpoint with this id. */
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
    updateAgencyWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookEndpoint"];
            };
        };
        responses: {
            /** @description The endpoint as it now is. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
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
            /** @description `not_found`: no agency with this code, or the agency has no webhook endpoint with this id. */
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
    listAgencyWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description At most this many, newest first. */
                limit?: number;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
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
            /** @description `not_found`: no agency with this code, or the agency has no webhook endpoint with this id. */
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
    redeliverAgencyWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                deliveryId: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, pending. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description `not_found`: no agency with this code, no such endpoint of the agency, or no such delivery of the endpoint. */
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
    rotateAgencyWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
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
            /** @description `not_found`: no agency with this code, or the agency has no webhook endpoint with this id. */
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
    testAgencyWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example BMB */
                code: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, pending. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
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
            /** @description `not_found`: no agency with this code, or the agency has no webhook endpoint with this id. */
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
    uploadAgreementSignedFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreement with its signed file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAgreement"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No valid staff session. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The CSRF header is missing or wrong, or the roles do not allow writing agreements. Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No agreement with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description `action_not_allowed`: the agreement’s status, or the application’s, does not allow it; `detail` says why. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES, or a DOCX, XLSX or ODT that would inflate past the zip bounds. Code: `payload_too_large`. */
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
            /** @description Not multipart/form-data, or a file type that is not accepted (the detail says what it is). Code: `unsupported_media_type`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    changeAgreementStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgreementStatusChange"];
            };
        };
        responses: {
            /** @description The agreement as it is now. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAgreement"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No valid staff session. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The CSRF header is missing or wrong, or the roles do not allow writing agreements. Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No agreement with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description `action_not_allowed`: the agreement’s status, or the application’s, does not allow it; `detail` says why. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    listStaffApplications: {
        parameters: {
            query?: {
                /** @description Only applications of this source agency. Repeat the parameter for several (any of them). */
                agency?: string[];
                /** @description Only applications of this type. Repeat the parameter for several (any of them). */
                applicationType?: string[];
                /** @description `me`, `unassigned`, or a staff user id. */
                assignee?: string;
                /**
                 * @description Only applications whose permit's ABS Clearing-House publication is at this step (an application without a permit has none). ABS Clearing-House publication (`cbdStatus`); null before a permit exists:
                 *     - `not_applicable`: The permit is not to be published on the ABS Clearing-House.
                 *     - `ready`: Ready to be submitted to the Clearing-House.
                 *     - `submitted`: Submitted; waiting for the Publishing Authority.
                 *     - `published`: Published as an internationally recognised certificate of compliance (IRCC): `absLinkCode` is its identifier.
                 *     - `rejected`: The Clearing-House (its Publishing Authority) rejected the submission; it may be corrected and submitted again.
                 *     - `update_pending`: The published permit was renewed or amended: the update must be submitted.
                 *     - `revocation_pending`: The published permit was revoked: the revocation must be submitted.
                 *     - `revoked`: The Clearing-House record is revoked. Repeat the parameter for several (any of them).
                 */
                cbdStatus?: ("not_applicable" | "ready" | "submitted" | "published" | "rejected" | "update_pending" | "revocation_pending" | "revoked")[];
                /** @description Last changed at or after this instant. */
                changedFrom?: string;
                /** @description Last changed before this instant. */
                changedTo?: string;
                /**
                 * @description Only applications whose clock is in this state. Processing clock:
                 *     - `on_track`: Less than 80 % of the processing time used.
                 *     - `at_risk`: At least 80 % of the processing time used.
                 *     - `overdue`: The due date has passed without a decision. Repeat the parameter for several (any of them).
                 */
                clockState?: ("on_track" | "at_risk" | "overdue")[];
                /** @description `nextCursor` of the previous page; send the same filters and sort with it. */
                cursor?: string;
                /**
                 * @description `any`: on hold; `none`: not on hold; a reason: on hold for it. Hold reason:
                 *     - `missing_information`: The applicant must supply information the evaluator requested, by the answer-by date.
                 *     - `pending_external_decision`: Waiting for a decision outside the authority.
                 *     - `applicant_request`: Paused at the applicant’s request.
                 *     - `legal_action`: Paused by legal action.
                 */
                hold?: "any" | "none" | "missing_information" | "pending_external_decision" | "applicant_request" | "legal_action";
                /** @description Page size. */
                limit?: number;
                /** @description `any`: a location whose names did not all match the PSGC (or a city outside the province named); `none`: every location matched. */
                placeWarnings?: "any" | "none";
                /** @description Only applications with a location in this PSGC province (NCR: its region code, `1300000000`). Repeat the parameter for several (any of them). */
                provinceCode?: string[];
                /** @description Search: registration number, agency application number, permittee name and email, species names (scientific and common) and place names. Every word must be a word of the application, the last may be its beginning; case and accents do not matter (`banos` finds Los Baños, `pena` finds Peña). Punctuation separates words. */
                q?: string;
                /**
                 * @description Only the applications of this workqueue. A workqueue:
                 *     - `assigned_to_me`: Open applications assigned to me.
                 *     - `unassigned_intake`: Submitted (or answered after a deficiency notice) and not yet checked by intake, with nobody assigned.
                 *     - `for_evaluation`: Accepted or under evaluation, neither on hold nor referred.
                 *     - `on_hold`: On hold, for any reason.
                 *     - `referrals`: Referred to an external body, waiting for its clearance.
                 *     - `for_decision`: Recommended, waiting for endorsement and the decision.
                 *     - `at_risk`: Open, with at least 80 % of the processing time used.
                 *     - `overdue`: Open, past the due date.
                 *     - `recently_decided`: Decided in the last 30 days.
                 *     - `awaiting_publication`: A permit waiting for the ABS Clearing-House publisher (`cbdStatus` ready, rejected, update_pending, revocation_pending or submitted), the longest waiting first. Only for abs_publisher, chief and admin.
                 *     - `obligations_overdue`: Issued permits with an obligation (a collection report, a deposit, a final report…) past its due date, neither submitted, accepted nor waived (docs/OBLIGATIONS.md).
                 */
                queue?: "assigned_to_me" | "unassigned_intake" | "for_evaluation" | "on_hold" | "referrals" | "for_decision" | "at_risk" | "overdue" | "recently_decided" | "awaiting_publication" | "obligations_overdue";
                /** @description Received at or after this instant. */
                receivedFrom?: string;
                /** @description Received before this instant. */
                receivedTo?: string;
                /**
                 * @description `any`: referred; `none`: not referred; a body: referred to it. Referral body:
                 *     - `ncip`: National Commission on Indigenous Peoples: Certification Precondition attesting free and prior informed consent (FPIC), or a Certificate of Non-Overlap, for collection in an ancestral domain.
                 *     - `pamb`: Protected Area Management Board: clearance for collection in a protected area.
                 *     - `pcsd`: Palawan Council for Sustainable Development: SEP clearance for collection in Palawan.
                 *     - `lgu`: The local government unit where collection takes place: its clearance.
                 *     - `bfar`: Bureau of Fisheries and Aquatic Resources: for aquatic species.
                 */
                referral?: "any" | "none" | "ncip" | "pamb" | "pcsd" | "lgu" | "bfar";
                /** @description Only applications with a location in this PSGC region (GET /api/v1/external/code-lists/psgc lists the codes). Repeat the parameter for several (any of them). */
                regionCode?: string[];
                /**
                 * @description Order (default `due`; `waiting` for `awaiting_publication`):
                 *     - `due`: Due date, soonest first; applications without one (not yet accepted, or paused with days left) after them, oldest received first.
                 *     - `updated`: Last change, newest first.
                 *     - `received`: Receipt, newest first.
                 *     - `waiting`: Waiting for the ABS Clearing-House publisher: the time `cbdStatus` last changed, oldest first. Only for a listing of permits (`queue=awaiting_publication` or a `cbdStatus` filter); the default of `awaiting_publication`.
                 */
                sort?: "due" | "updated" | "received" | "waiting";
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
                 *     - `cancelled`: Cancelled by the authority; the notice gives the reason. Final. Repeat the parameter for several (any of them).
                 */
                status?: ("submitted" | "incomplete" | "accepted" | "under_evaluation" | "for_agreement" | "for_decision" | "approved" | "issued" | "denied" | "withdrawn" | "abandoned" | "cancelled")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkqueuePage"];
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
    getStaffApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s uuid or registration number.
                 * @example ABS-2026-000123
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffApplication"];
                };
            };
            /** @description The id is not valid. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No application with this id or registration number that you may see. Code: `not_found`. */
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
            /** @description The database is unreachable; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    getApplicationAbsch: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s id or registration number.
                 * @example ABS-2026-000123
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The publication and its answers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationAbsch"];
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No application with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    takeApplicationAction: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description A key you make for this request (a uuid does): a retry with the same key and body gets the same answer, without acting twice; the same key with another request is refused (422).
                 * @example 5b0e7f5c-1f5e-4a55-9f0e-3d6c1c2f9a10
                 */
                "idempotency-key"?: string;
                /** @description The `ETag` of the application as you read it, e.g. `"7"`. */
                "if-match"?: string;
            };
            path: {
                /**
                 * @description The application’s uuid or registration number.
                 * @example ABS-2026-000123
                 */
                id: string;
            };
            cookie?: never;
        };
        /** @description The action to take and its fields. Which actions you may take now is in the staff view (`allowedActions`); the table of actions, roles and notices is in docs/WORKFLOW.md. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReturnIncompleteAction"] | components["schemas"]["AcceptAction"] | components["schemas"]["AssignAction"] | components["schemas"]["ClaimAction"] | components["schemas"]["UnassignAction"] | components["schemas"]["StartEvaluationAction"] | components["schemas"]["RequestInformationAction"] | components["schemas"]["ReleaseHoldAction"] | components["schemas"]["ReferAction"] | components["schemas"]["RecordClearanceAction"] | components["schemas"]["RequireAgreementAction"] | components["schemas"]["AgreementExecutedAction"] | components["schemas"]["RecommendAction"] | components["schemas"]["EndorseAction"] | components["schemas"]["ReturnForEvaluationAction"] | components["schemas"]["ApproveAction"] | components["schemas"]["DenyAction"] | components["schemas"]["ExtendAction"] | components["schemas"]["CancelAction"] | components["schemas"]["AcceptDocumentAction"] | components["schemas"]["RejectDocumentAction"] | components["schemas"]["WaiveRequirementAction"] | components["schemas"]["IssueAction"] | components["schemas"]["SuspendPermitAction"] | components["schemas"]["ReinstatePermitAction"] | components["schemas"]["RevokePermitAction"] | components["schemas"]["VoidPermitAction"] | components["schemas"]["RenewPermitAction"] | components["schemas"]["AmendPermitAction"] | components["schemas"]["RecordCbdStatusAction"] | components["schemas"]["PublishToAbschAction"] | components["schemas"]["AcceptObligationAction"] | components["schemas"]["RejectObligationAction"] | components["schemas"]["WaiveObligationAction"] | components["schemas"]["CorrectPersonalDataAction"];
            };
        };
        responses: {
            /** @description The action was taken: the application as it is now. A retry with the same Idempotency-Key gets this answer again, with `Idempotent-Replayed: true`. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffApplication"];
                };
            };
            /** @description The body is not valid (`errors` names each field), If-Match is not an entity-tag, or Idempotency-Key is malformed. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No application with this id or registration number that you may see. Code: `not_found`. */
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
            /** @description The action is not allowed now: `detail` says why, `allowedActions` lists what is; with `requirements_missing`, `missingRequirements` lists the documents `accept` waits for. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The application changed since you read it (If-Match is stale, or names no version of it): read it again. Code: `precondition_failed`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "precondition_failed";
                        /** @enum {integer} */
                        status?: 412;
                    };
                };
            };
            /** @description The body is too large. Code: `payload_too_large`. */
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
            /** @description The body is not JSON. Code: `unsupported_media_type`. */
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
            /** @description The Idempotency-Key was used before with another request (`idempotency_key_reused`). Nothing changed. Code: `idempotency_key_reused`. */
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
            /** @description If-Match is missing. Code: `precondition_required`. */
            428: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "precondition_required";
                        /** @enum {integer} */
                        status?: 428;
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
            /** @description The database is unreachable; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    listAgreements: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreements. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAgreement"][];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No valid staff session. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description Second factor enrolment required. Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No application with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    createAgreement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgreementCreate"];
            };
        };
        responses: {
            /** @description Drafted. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffAgreement"];
                };
            };
            /** @description The body or a parameter is not valid: `errors` names each field. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No valid staff session. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The CSRF header is missing or wrong, or the roles do not allow writing agreements. Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No application with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description `action_not_allowed`: the agreement’s status, or the application’s, does not allow it; `detail` says why. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    listStaffAttachments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s uuid.
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
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
            header?: never;
            path: {
                /**
                 * @description The application’s uuid.
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description What the document is or says
                     * @example Signed 12 November 2026
                     */
                    description?: string | null;
                    /**
                     * Format: binary
                     * @description The document: PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV or plain text, at most UPLOAD_LIMIT_BYTES (25 MiB by default). Its type is read from its content and must agree with its file name’s extension.
                     */
                    file: string;
                    /**
                     * @description `true`: for staff only, never listed for the agency nor downloadable by it. Default `false`.
                     * @example false
                     */
                    internal?: "true" | "false";
                    /**
                     * @description Title of the document
                     * @example Endorsement of the Dean, College of Science
                     */
                    title: string;
                    /**
                     * @description Kind of document, from the checklist of the application type (e.g. `endorsement_letter`)
                     * @example endorsement_letter
                     */
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
            /** @description The application is issued, denied, withdrawn, abandoned or cancelled: it takes no documents (`application_closed`). Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES (25 MiB by default), or a DOCX, XLSX or ODT whose entries would inflate past UPLOAD_ZIP_MAX_UNCOMPRESSED_BYTES (256 MiB) or one entry past UPLOAD_ZIP_MAX_RATIO (100:1); `errors` names `/file`. Code: `payload_too_large`. */
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
            /** @description The body is not multipart/form-data, or the file’s content is not on the allowlist (PDF, PNG, JPEG, TIFF, DOCX, XLSX, ODT, CSV, plain text) or does not match its file name’s extension, or is a DOCX, XLSX or ODT whose zip central directory cannot be read; `detail` says what the content is and what the name claims. Code: `unsupported_media_type`. */
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
            query?: {
                /** @description `inline`: for display in the browser (the back-office shows PDFs and images in place); the file still runs nothing (`Content-Security-Policy: sandbox`). Default `attachment`. */
                disposition?: "attachment" | "inline";
            };
            header?: never;
            path: {
                /**
                 * @description The attachment’s uuid.
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
                attachmentId: string;
                /**
                 * @description The application’s uuid.
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
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
            /** @description The document was erased with the permittee’s personal data (`file_erased`, docs/PRIVACY.md): its record stays, its bytes are deleted. Code: `file_erased`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "file_erased";
                        /** @enum {integer} */
                        status?: 410;
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
    listApplicationAudit: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page, with the same filters. */
                cursor?: string;
                /** @description Page size. */
                limit?: number;
            };
            header?: never;
            path: {
                /**
                 * @description The registration number or the id of the application.
                 * @example ABS-2026-000123
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
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
            /** @description `not_found`: no application with this registration number or id (or not one of your agencies). */
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
    listApplicationMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The registration number or the id of the application.
                 * @example ABS-2026-000123
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The messages. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessageList"];
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
            /** @description `not_found`: no application with this registration number or id (or not one of your agencies). */
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
    resendApplicationMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The registration number or the id of the application.
                 * @example ABS-2026-000123
                 */
                id: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new message, queued. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessage"];
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
            /** @description `not_found`: no such application, or it has no such message. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `conflict`: the message is still queued or being sent. */
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
    listStaffObligations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s uuid.
                 * @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The obligations. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffObligations"];
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
    getIssuePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s id or registration number.
                 * @example ABS-2026-000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The issue’s defaults. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IssuePreview"];
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles do not issue permits (`not_permitted`: approvers do), or they need a second factor the user has not enrolled. Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No application with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description `action_not_allowed`: the application is not approved, or a permit of it is already standing. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    downloadIssuePreviewCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s id or registration number.
                 * @example ABS-2026-000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The specimen PDF (`Content-Disposition: inline`). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles do not issue permits (`not_permitted`: approvers do), or they need a second factor the user has not enrolled. Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No application with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description `action_not_allowed`: the application is not approved, or a permit of it is already standing. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    listApplicationPermits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The application’s id or registration number.
                 * @example ABS-2026-000001
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permits. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPermits"];
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No application with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    listAuditTrail: {
        parameters: {
            query?: {
                /** @description Only rows of this action, e.g. `setting.changed`. */
                action?: string;
                /** @description Only rows of this actor (a staff user, API client, the system…). */
                actor?: string;
                /** @description Only rows of this application: its registration number or id. */
                application?: string;
                /** @description `nextCursor` of the previous page, with the same filters. */
                cursor?: string;
                /** @description Rows that occurred at or after this instant. */
                from?: string;
                /** @description Page size. */
                limit?: number;
                /** @description Only rows about this subject (with `subjectType`). */
                subjectId?: string;
                /** @description Only rows about this kind of subject, e.g. `staff_user`. */
                subjectType?: string;
                /** @description Rows that occurred before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
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
            /** @description `not_found`: no application with this registration number or id (or not one of your agencies). */
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
    exportAuditTrail: {
        parameters: {
            query?: {
                /** @description Only rows of this application: its registration number or id. */
                application?: string;
                /** @description Rows that occurred at or after this instant. */
                from?: string;
                /** @description Rows that occurred before this instant. */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description JSON lines. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/jsonl": string;
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
            /** @description `not_found`: no application with this registration number or id (or not one of your agencies). */
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
    verifyAuditTrail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The result (`ok` false names the first broken row). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditVerification"];
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
    listStaffPsgcCodes: {
        parameters: {
            query?: {
                /** @description At most this many entries. */
                limit?: number;
                /** @description List what lies directly under this code; the regions when absent. */
                parent?: string;
                /** @description Only names that contain these words (case-, accent- and punctuation-blind: `los banos` finds Los Baños). Without `parent`, searches every level. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, by name. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PsgcCodeList"];
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
            /** @description `not_found`: no such PSGC code (`parent`). */
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
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
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
    findDataSubject: {
        parameters: {
            query?: {
                /** @description An email address, matched whole, case-blind. */
                email?: string;
                /** @description A name or part of one (given, middle, last), matched word by word, case- and accent-blind (`Nino` finds `Niño`). */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What is held about the person. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Every application whose permittee is the person, oldest first. */
                        applications: {
                            agencyCode: string;
                            /** Format: uuid */
                            id: string;
                            permitteeEmail: string;
                            permitteeName: string;
                            registrationNo: string;
                            status: string;
                            /** Format: date-time */
                            submittedAt: string;
                        }[];
                        /** @description Every audit row about those applications, in chain order. */
                        auditRows: {
                            action: string;
                            applicationId: string | null;
                            /** Format: uuid */
                            id: string;
                            /** Format: date-time */
                            occurredAt: string;
                            sequence: number;
                            subjectId: string;
                            subjectType: string;
                        }[];
                        documents: {
                            /** Format: uuid */
                            applicationId: string;
                            /** Format: date-time */
                            createdAt: string;
                            fileName: string;
                            fileSize: number | null;
                            /** Format: uuid */
                            id: string;
                            status: string;
                            title: string;
                        }[];
                        notices: {
                            /** Format: uuid */
                            applicationId: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: uuid */
                            id: string;
                            log: string;
                            visibility: string;
                        }[];
                    };
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
    listPersonalDataReads: {
        parameters: {
            query?: {
                /** @description An email address, matched whole, case-blind. */
                email?: string;
                /** @description A name or part of one (given, middle, last), matched word by word, case- and accent-blind (`Nino` finds `Niño`). */
                name?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reads, the latest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One entry per staff user, application, kind of read and document or request, with how many times: the latest read first, at most 500. */
                        reads: {
                            /** Format: uuid */
                            applicationId: string;
                            /** @description How many times this staff user read this (repeats collapsed into one entry). */
                            count: number;
                            detail: string | null;
                            /** @description The document downloaded (`document_download`), by its title and file name; null otherwise. */
                            document: {
                                fileName: string;
                                /** Format: uuid */
                                id: string;
                                title: string;
                            } | null;
                            /**
                             * Format: date-time
                             * @description The first of these reads.
                             */
                            firstReadAt: string;
                            /**
                             * Format: date-time
                             * @description The last of these reads.
                             */
                            readAt: string;
                            registrationNo: string;
                            staff: {
                                /** Format: uuid */
                                id: string;
                                name: string | null;
                            };
                            /** @description `staff_view`: the application opened; `document_download`: a document (`detail`: its id, `document`: which); `export`: a data subject export (`detail`: the request). */
                            what: "staff_view" | "document_download" | "export";
                        }[];
                    };
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
    listDataSubjectRequests: {
        parameters: {
            query?: {
                status?: "open" | "closed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requests. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Open ones first, by due date; then closed ones, newest first (at most 200). */
                        requests: {
                            closedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date
                             * @description 30 working days after `receivedOn` on the processing calendar (NPC Advisory 2021-01).
                             */
                            dueOn: string;
                            email: string | null;
                            exportedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description What the person asks for:
                             *     - `access`: A copy of the personal data held about the person (RA 10173 §16 (c)).
                             *     - `rectification`: The correction of inaccurate personal data (§16 (d)).
                             *     - `erasure`: The erasure or blocking of personal data (§16 (e)).
                             */
                            kind: "access" | "rectification" | "erasure";
                            name: string | null;
                            note: string | null;
                            outcome: string | null;
                            /** @description Open, and today (Asia/Manila) is after `dueOn`. */
                            overdue: boolean;
                            /**
                             * Format: date
                             * @description A date in Asia/Manila, YYYY-MM-DD.
                             */
                            receivedOn: string;
                            status: "open" | "closed";
                        }[];
                    };
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
    recordDataSubjectRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An email address, matched whole, case-blind. */
                    email?: string;
                    /**
                     * @description What the person asks for:
                     *     - `access`: A copy of the personal data held about the person (RA 10173 §16 (c)).
                     *     - `rectification`: The correction of inaccurate personal data (§16 (d)).
                     *     - `erasure`: The erasure or blocking of personal data (§16 (e)).
                     */
                    kind: "access" | "rectification" | "erasure";
                    /** @description A name or part of one (given, middle, last), matched word by word, case- and accent-blind (`Nino` finds `Niño`). */
                    name?: string;
                    /** @description How the identity was checked, the channel, what exactly is asked. */
                    note?: string;
                    /**
                     * Format: date
                     * @description The day the request was received (Asia/Manila); today when left out.
                     */
                    receivedOn?: string;
                };
            };
        };
        responses: {
            /** @description The request. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /**
                         * Format: date
                         * @description 30 working days after `receivedOn` on the processing calendar (NPC Advisory 2021-01).
                         */
                        dueOn: string;
                        email: string | null;
                        exportedAt: string | null;
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description What the person asks for:
                         *     - `access`: A copy of the personal data held about the person (RA 10173 §16 (c)).
                         *     - `rectification`: The correction of inaccurate personal data (§16 (d)).
                         *     - `erasure`: The erasure or blocking of personal data (§16 (e)).
                         */
                        kind: "access" | "rectification" | "erasure";
                        name: string | null;
                        note: string | null;
                        outcome: string | null;
                        /** @description Open, and today (Asia/Manila) is after `dueOn`. */
                        overdue: boolean;
                        /**
                         * Format: date
                         * @description A date in Asia/Manila, YYYY-MM-DD.
                         */
                        receivedOn: string;
                        status: "open" | "closed";
                    };
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
    closeDataSubjectRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What was answered, and how it was sent. */
                    outcome: string;
                };
            };
        };
        responses: {
            /** @description The request, closed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        closedAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        /**
                         * Format: date
                         * @description 30 working days after `receivedOn` on the processing calendar (NPC Advisory 2021-01).
                         */
                        dueOn: string;
                        email: string | null;
                        exportedAt: string | null;
                        /** Format: uuid */
                        id: string;
                        /**
                         * @description What the person asks for:
                         *     - `access`: A copy of the personal data held about the person (RA 10173 §16 (c)).
                         *     - `rectification`: The correction of inaccurate personal data (§16 (d)).
                         *     - `erasure`: The erasure or blocking of personal data (§16 (e)).
                         */
                        kind: "access" | "rectification" | "erasure";
                        name: string | null;
                        note: string | null;
                        outcome: string | null;
                        /** @description Open, and today (Asia/Manila) is after `dueOn`. */
                        overdue: boolean;
                        /**
                         * Format: date
                         * @description A date in Asia/Manila, YYYY-MM-DD.
                         */
                        receivedOn: string;
                        status: "open" | "closed";
                    };
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
            /** @description `not_found`: no such request. Code: `not_found`. */
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
            /** @description `conflict`: the request is already closed. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
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
    eraseDataSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What was erased. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Applications of the person erased earlier (by the retention job or a request). */
                        alreadyErased: number;
                        /** @description The registration numbers of the applications whose permittee data this request erased. */
                        erased: string[];
                        /** @description The request, closed by the erasure: its outcome says what was erased; its email, name and note are `[erased]`. */
                        request: {
                            closedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /**
                             * Format: date
                             * @description 30 working days after `receivedOn` on the processing calendar (NPC Advisory 2021-01).
                             */
                            dueOn: string;
                            email: string | null;
                            exportedAt: string | null;
                            /** Format: uuid */
                            id: string;
                            /**
                             * @description What the person asks for:
                             *     - `access`: A copy of the personal data held about the person (RA 10173 §16 (c)).
                             *     - `rectification`: The correction of inaccurate personal data (§16 (d)).
                             *     - `erasure`: The erasure or blocking of personal data (§16 (e)).
                             */
                            kind: "access" | "rectification" | "erasure";
                            name: string | null;
                            note: string | null;
                            outcome: string | null;
                            /** @description Open, and today (Asia/Manila) is after `dueOn`. */
                            overdue: boolean;
                            /**
                             * Format: date
                             * @description A date in Asia/Manila, YYYY-MM-DD.
                             */
                            receivedOn: string;
                            status: "open" | "closed";
                        };
                        /** Format: uuid */
                        requestId: string;
                    };
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
            /** @description `not_found`: no such request. Code: `not_found`. */
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
            /** @description `retention_not_passed`: the data must still be kept (a permit in force, in process, a legal hold, years to run); `conflict`: the request is closed or not an erasure request. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
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
    exportDataSubject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The applications the DPO confirmed as the person's, each one of those the request's email or name finds (`findDataSubject`). Required when the request gives no email: a name alone is shared by others. Left out, the export is of every application the request's email finds. */
                    applicationIds?: string[];
                };
            };
        };
        responses: {
            /** @description The ZIP. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
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
            /** @description `not_found`: no such request. Code: `not_found`. */
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
            /** @description `conflict`: the request is closed, or asks for something other than access. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
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
    listStaffDirectory: {
        parameters: {
            query?: {
                /** @description Only users who may work on this agency. */
                agency?: string;
                /** @description Only users the application may be assigned to now (what `assign` accepts): enabled, logged in at least once, working on its agency, and holding a role that takes the actions it waits for from its assignee. */
                assignableTo?: string;
                role?: components["schemas"]["Role"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The colleagues. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffDirectoryEntry"][];
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
            /** @description No application `assignableTo` that you may read. Code: `not_found`. */
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
    exportDarwinCoreArchive: {
        parameters: {
            query: {
                /**
                 * @description Permits issued on or after this date (a calendar date in Asia/Manila, YYYY-MM-DD).
                 * @example 2026-01-01
                 */
                issuedFrom: string;
                /**
                 * @description … and on or before this date (a calendar date in Asia/Manila, YYYY-MM-DD).
                 * @example 2026-01-01
                 */
                issuedTo: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The archive. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
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
    listHolidays: {
        parameters: {
            query: {
                /** @description A year, e.g. 2027. */
                year: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The days in force, by date. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"][];
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
    addHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayCreate"];
            };
        };
        responses: {
            /** @description Added. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"];
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
            /** @description `conflict`: the date is already a holiday. */
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
    removeHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A calendar date in Asia/Manila, YYYY-MM-DD.
                 * @example 2026-06-12
                 */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The day removed. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"];
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
            /** @description `not_found`: the date is not a holiday. */
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
    listIncidents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The incidents. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Those awaiting their notice first, by deadline; then the others, newest first. */
                        incidents: {
                            affectedCount: number;
                            /** Format: date-time */
                            createdAt: string;
                            dataSubjects: string;
                            /** Format: date-time */
                            discoveredAt: string;
                            /** Format: uuid */
                            id: string;
                            /** @description The notice to the National Privacy Commission, filled from the incident and the DPO’s contact: the signed-in DPO (for an admin, the DPOs on staff) and the office of the `permits.authority` setting. */
                            noticeDraft: string;
                            /**
                             * Format: date-time
                             * @description 72 hours after `discoveredAt` (NPC Circular 16-03 §17).
                             */
                            noticeDueAt: string;
                            noticeRecordedAt: string | null;
                            /** @description The notice as sent, once recorded. */
                            noticeText: string | null;
                            /** @description Sensitive data, or 100 data subjects or more (NPC Circular 16-03 §11). */
                            notificationMandatory: boolean;
                            occurredAt: string | null;
                            sensitive: boolean;
                            summary: string;
                        }[];
                    };
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
    recordIncident: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How many data subjects. */
                    affectedCount: number;
                    /** @description Whose data, and which personal data. */
                    dataSubjects: string;
                    /**
                     * Format: date-time
                     * @description When the authority came to know of it: the 72 hours run from here.
                     */
                    discoveredAt: string;
                    /**
                     * Format: date-time
                     * @description When it happened, if known.
                     */
                    occurredAt?: string;
                    /** @description Sensitive personal information is involved (date of birth, sex, government ids…). */
                    sensitive?: boolean;
                    /** @description What happened: the nature of the breach. */
                    summary: string;
                };
            };
        };
        responses: {
            /** @description The incident. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affectedCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        dataSubjects: string;
                        /** Format: date-time */
                        discoveredAt: string;
                        /** Format: uuid */
                        id: string;
                        /** @description The notice to the National Privacy Commission, filled from the incident and the DPO’s contact: the signed-in DPO (for an admin, the DPOs on staff) and the office of the `permits.authority` setting. */
                        noticeDraft: string;
                        /**
                         * Format: date-time
                         * @description 72 hours after `discoveredAt` (NPC Circular 16-03 §17).
                         */
                        noticeDueAt: string;
                        noticeRecordedAt: string | null;
                        /** @description The notice as sent, once recorded. */
                        noticeText: string | null;
                        /** @description Sensitive data, or 100 data subjects or more (NPC Circular 16-03 §11). */
                        notificationMandatory: boolean;
                        occurredAt: string | null;
                        sensitive: boolean;
                        summary: string;
                    };
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
    recordIncidentNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The notice as sent; the draft when left out. */
                    noticeText?: string;
                    /**
                     * Format: date-time
                     * @description When it was sent; now when left out.
                     */
                    sentAt?: string;
                };
            };
        };
        responses: {
            /** @description The incident. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        affectedCount: number;
                        /** Format: date-time */
                        createdAt: string;
                        dataSubjects: string;
                        /** Format: date-time */
                        discoveredAt: string;
                        /** Format: uuid */
                        id: string;
                        /** @description The notice to the National Privacy Commission, filled from the incident and the DPO’s contact: the signed-in DPO (for an admin, the DPOs on staff) and the office of the `permits.authority` setting. */
                        noticeDraft: string;
                        /**
                         * Format: date-time
                         * @description 72 hours after `discoveredAt` (NPC Circular 16-03 §17).
                         */
                        noticeDueAt: string;
                        noticeRecordedAt: string | null;
                        /** @description The notice as sent, once recorded. */
                        noticeText: string | null;
                        /** @description Sensitive data, or 100 data subjects or more (NPC Circular 16-03 §11). */
                        notificationMandatory: boolean;
                        occurredAt: string | null;
                        sensitive: boolean;
                        summary: string;
                    };
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
            /** @description `not_found`: no such incident. Code: `not_found`. */
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
            /** @description `conflict`: the notice is already recorded. Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
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
    listMessages: {
        parameters: {
            query?: {
                /** @description Only those of this application (registration number or id). */
                application?: string;
                cursor?: string;
                limit?: number;
                /** @description Only messages whose address contains this (any case). */
                recipient?: string;
                /** @description Only messages in this status. */
                status?: "queued" | "sending" | "sent" | "temporary_failure" | "permanent_failure" | "not_sent";
                /** @description Only messages of this template. */
                template?: "received" | "deficiency" | "response_received" | "acceptance" | "request_for_information" | "referral" | "clearance_received" | "agreement_required" | "agreement_recorded" | "recommendation" | "endorsement" | "returned" | "decision_approved" | "decision_denied" | "extension" | "withdrawal_acknowledged" | "abandoned" | "cancelled" | "document_accepted" | "document_rejected" | "requirement_waived" | "permit_issued" | "permit_suspended" | "permit_reinstated" | "permit_revoked" | "permit_renewed" | "permit_amended" | "permit_voided" | "permit_expired" | "signed_certificate_uploaded" | "agreement_for_signature" | "agreement_terminated" | "clearing_house_step" | "clearing_house_published" | "checkpoint_communique" | "obligation_submitted" | "obligation_accepted" | "obligation_rejected" | "obligation_waived" | "obligation_reminder" | "personal_data_corrected" | "assignment" | "referral_answered" | "digest";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MailMessagePage"];
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
            /** @description `not_found`: no application with this registration number or id (or not one of your agencies). */
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
    getOutboxHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The outbox's figures. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OutboxHealth"];
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
    getPermit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permit. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPermit"];
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No permit with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    getPermitAbschDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document and its check. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AbschDocumentExport"];
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No permit with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    downloadPermitCertificate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (PDF, or the scan as uploaded), with `ETag`, `Content-Digest` and `Repr-Digest` (sha-256), `Content-Disposition: attachment`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                };
            };
            /** @description One byte range of the file (`Range`), with `Content-Range`. */
            206: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                };
            };
            /** @description Not modified: `If-None-Match` names this file. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No permit with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description The file was erased with the holder’s personal data (`file_erased`, docs/PRIVACY.md): the permit stays, the bytes are deleted. Code: `file_erased`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "file_erased";
                        /** @enum {integer} */
                        status?: 410;
                    };
                };
            };
            /** @description The range asked for is outside the file; `Content-Range: bytes *\/size` says its size. Code: `range_not_satisfiable`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    uploadPermitSignedScan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The permit, with the scan as its newest certificate. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffPermit"];
                };
            };
            /** @description A parameter or a part of the body is not valid (no `file` part, an empty file): `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The CSRF header is missing or wrong, the roles do not allow it (`not_permitted`: approvers upload signed certificates), or the file is infected (`file_quarantined`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No permit with this id, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description `action_not_allowed`: the permit is not `issued` (suspended, revoked, expired, superseded, void). Codes: `conflict`, `idempotency_conflict`, `action_not_allowed`, `requirements_missing`, `retention_not_passed`. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "conflict" | "idempotency_conflict" | "action_not_allowed" | "requirements_missing" | "retention_not_passed";
                        /** @enum {integer} */
                        status?: 409;
                    };
                };
            };
            /** @description The file is larger than UPLOAD_LIMIT_BYTES. Code: `payload_too_large`. */
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
            /** @description Not multipart/form-data, or not a PDF, PNG, JPEG or TIFF file (the detail says what it is). Code: `unsupported_media_type`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    downloadPermitCertificateFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                certificateId: string;
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file (PDF, or the scan as uploaded), with `ETag`, `Content-Digest` and `Repr-Digest` (sha-256), `Content-Disposition: attachment`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                };
            };
            /** @description One byte range of the file (`Range`), with `Content-Range`. */
            206: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "image/tiff": string;
                };
            };
            /** @description Not modified: `If-None-Match` names this file. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description A path parameter is not valid: `errors` names it. Codes: `validation_failed`, `malformed_json`, `malformed_request`, `invalid_token_request`. */
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
            /** @description No session cookie, or one that is unknown, ended, expired, or whose user is disabled. Codes: `unauthorized`, `session_required`, `login_failed`, `second_factor_required`. */
            401: {
                headers: {
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
            /** @description The roles need a second factor the user has not enrolled (`second_factor_enrolment_required`). Codes: `forbidden`, `insufficient_scope`, `file_quarantined`, `csrf_failed`, `not_permitted`, `second_factor_enrolment_required`. */
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
            /** @description No permit with this id, or no such file of it, or it belongs to an agency this user is not limited to. Code: `not_found`. */
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
            /** @description The file was erased with the holder’s personal data (`file_erased`, docs/PRIVACY.md): the permit stays, the bytes are deleted. Code: `file_erased`. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "file_erased";
                        /** @enum {integer} */
                        status?: 410;
                    };
                };
            };
            /** @description The range asked for is outside the file; `Content-Range: bytes *\/size` says its size. Code: `range_not_satisfiable`. */
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
            /** @description Unexpected error; quote requestId. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
                        /** @enum {integer} */
                        status?: 500;
                    };
                };
            };
            /** @description The database or the blob store cannot be reached now; retry after `Retry-After` seconds. Code: `service_unavailable`. */
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
    listJurisdictionZones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The zones, by kind and name (without their geometry). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JurisdictionZone"][];
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
    uploadJurisdictionZones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JurisdictionZoneUpload"];
            };
        };
        responses: {
            /** @description The zones created. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JurisdictionZone"][];
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
    removeJurisdictionZone: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
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
            /** @description `not_found`: no such zone. */
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
    findSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session, or null. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        session: components["schemas"]["StaffSession"] | null;
                    };
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
    listSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings, by key. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"][];
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
    getSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A setting's key: `attachments.checklists`, `clock.time_limits`, `workflow.abandonment_grace`, `notices.templates`, `permits.numbering`, `permits.validity`, `permits.authority`, `permits.signatory`, `permits.conditions`, `permits.obligations`, `events.retention_days`, `places.jurisdiction_rules`, `absch.publication`, `privacy.notice`, `privacy.retention`, `absch.automatic_publication`, `exports.darwin_core`, and any added later (GET /api/v1/staff/settings lists them).
                 * @example clock.time_limits
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"];
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
            /** @description `not_found`: no setting with this key. */
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
    updateSetting: {
        parameters: {
            query?: never;
            header?: {
                /** @description The `version` of the setting as you read it, quoted, e.g. `"default"`: the change is refused (412) if it changed since. */
                "if-match"?: string;
            };
            path: {
                /**
                 * @description A setting's key: `attachments.checklists`, `clock.time_limits`, `workflow.abandonment_grace`, `notices.templates`, `permits.numbering`, `permits.validity`, `permits.authority`, `permits.signatory`, `permits.conditions`, `permits.obligations`, `events.retention_days`, `places.jurisdiction_rules`, `absch.publication`, `privacy.notice`, `privacy.retention`, `absch.automatic_publication`, `exports.darwin_core`, and any added later (GET /api/v1/staff/settings lists them).
                 * @example clock.time_limits
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SettingValue"];
            };
        };
        responses: {
            /** @description The setting as it now is. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"];
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
            /** @description `not_found`: no setting with this key. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The setting changed since the version in If-Match: read it again. Code: `precondition_failed`. */
            412: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "precondition_failed";
                        /** @enum {integer} */
                        status?: 412;
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
    resetSetting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A setting's key: `attachments.checklists`, `clock.time_limits`, `workflow.abandonment_grace`, `notices.templates`, `permits.numbering`, `permits.validity`, `permits.authority`, `permits.signatory`, `permits.conditions`, `permits.obligations`, `events.retention_days`, `places.jurisdiction_rules`, `absch.publication`, `privacy.notice`, `privacy.retention`, `absch.automatic_publication`, `exports.darwin_core`, and any added later (GET /api/v1/staff/settings lists them).
                 * @example clock.time_limits
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The setting, at its default. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Setting"];
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
            /** @description `not_found`: no setting with this key. */
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
    listStaffUsers: {
        parameters: {
            query?: {
                disabled?: boolean;
                /** @description Part of the name or email; case and diacritics do not matter (`pena` finds Peña). */
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
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
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
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
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
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
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
                /** @example 0192f7a0-5e1c-7cc3-9d6a-6f0e4a1b2c3d */
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
    getStaffVocabulary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vocabulary. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StaffVocabulary"];
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
    countWorkqueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts, in the order of the back-office. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WorkqueueCounts"];
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    getPrivacyNotice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notice. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Plain text; blank lines separate paragraphs. */
                        text: string;
                    };
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    verifyPermit: {
        parameters: {
            query?: {
                /** @description The signature printed in the link (base64url, 96 characters; 91 in the older format 1 links). */
                s?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The permit number, as printed.
                 * @example GP-2026-0001
                 */
                permitNo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link is genuine: the permit’s current status and public facts. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitVerification"];
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
            /** @description The link is not genuine (altered, forged, unknown number, void permit): nothing is disclosed. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PermitVerification"];
                    "text/html": string;
                };
            };
            /** @description Too many verifications from this address. Retry after `Retry-After` seconds; `RateLimit` and `RateLimit-Policy` say the quota. Codes: `rate_limited`, `login_throttled`. */
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
            /** @description Unexpected error: the body says nothing internal; quote `requestId` when reporting it. Codes: `internal_error`, `not_configured`. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "internal_error" | "not_configured";
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
            /** @description The service's storage is full (the disk under its database): nothing was stored. Retry after `Retry-After` seconds. Code: `storage_full`. */
            507: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code?: "storage_full";
                        /** @enum {integer} */
                        status?: 507;
                    };
                };
            };
        };
    };
    agreementStatusChangedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AgreementStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationReceivedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationReceivedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    applicationStatusChangedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplicationStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    attachmentStatusChangedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AttachmentStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    cbdStatusChangedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CbdStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    checkpointCommuniqueReceivedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckpointCommuniqueReceivedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    noticeCreatedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    obligationCreatedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObligationCreatedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    obligationReminderEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObligationReminderEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    obligationStatusChangedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ObligationStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    permitIssuedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitIssuedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    permitStatusChangedEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PermitStatusChangedEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookEndpointDisabledEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointDisabledEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhookTestEventWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The event’s id (`id` of the body), the same on every try and redelivery: your idempotency key. */
                "webhook-id": string;
                /** @description `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` under the secret’s key (the base64 after `whsec_`); during the 24 h after a rotation two, separated by a space: accept the message when one verifies. */
                "webhook-signature": string;
                /** @description When this try was sent, in seconds since the epoch: refuse a message more than 5 minutes off. */
                "webhook-timestamp": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Received. Any 2xx within 10 s ends the delivery (`succeeded`); the body is not read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Refused (a signature that does not verify, a stale timestamp): like any answer that is not a 2xx, a redirect or no answer within 10 s, a failed try, retried on the schedule until the delivery is `failed` (docs/EVENTS.md). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
