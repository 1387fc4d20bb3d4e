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
        /** Public keys that verify this service's access tokens (RFC 7517) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description JSON Web Key Set */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            keys: {
                                [key: string]: unknown;
                            }[];
                        };
                    };
                };
            };
        };
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
         * @description RFC 6749 §4.4. Authenticate with HTTP Basic (client id and secret) or with `client_id` and `client_secret` in the form body. The token acts for the client's agency only. Errors follow RFC 6749 §5.2.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @description With client_secret, instead of HTTP Basic. */
                        client_id?: string;
                        client_secret?: string;
                        /** @description Must be `client_credentials`. */
                        grant_type: string;
                        /** @description Space-separated subset of: applications:write applications:read. Default: all the client has. */
                        scope?: string;
                    };
                };
            };
            responses: {
                /** @description A token */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description A JWT (RFC 9068) signed with EdDSA; keys at /.well-known/jwks.json. */
                            access_token: string;
                            /** @description Lifetime in seconds. */
                            expires_in: number;
                            /** @description Space-separated scopes granted. */
                            scope: string;
                            /** @enum {string} */
                            token_type: "Bearer";
                        };
                    };
                };
                /** @description invalid_request, unsupported_grant_type or invalid_scope */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
                            error_description: string;
                        };
                    };
                };
                /** @description invalid_client */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: "invalid_request" | "invalid_client" | "unsupported_grant_type" | "invalid_scope";
                            error_description: string;
                        };
                    };
                };
                /** @description Too many token requests from this address (TOKEN_RATE_LIMIT_PER_MINUTE); see Retry-After. */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** Liveness: the process is up */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
            };
        };
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
        /** Readiness: the database answers */
        get: {
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
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            status: string;
                        };
                    };
                };
                /** @description The database does not answer */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/problem+json": components["schemas"]["Problem"];
                    };
                };
            };
        };
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
        /** @description RFC 9457 problem details. */
        Problem: {
            /** @description Stable machine-readable code, one of a closed list. */
            code: string;
            /** @description What went wrong with this request. */
            detail: string;
            /** @description Every failing field, for validation problems. */
            errors?: {
                detail: string;
                /** @description The failing query or path parameter. */
                parameter?: string;
                /** @description JSON pointer (RFC 6901) to the failing body field. */
                pointer?: string;
            }[];
            /** @description The request path. */
            instance: string;
            /** @description Also in the X-Request-Id response header; quote it when asking for help. */
            requestId: string;
            status: number;
            title: string;
            /** @description URI reference naming the kind of problem; resolves to its description. */
            type: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
};
export type $defs = Record<string, never>;
export interface operations {
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
                "application/json": {
                    /** @description Link code of the ABS process at the source agency. Kept, not returned. */
                    absLinkCode?: string | null;
                    /** @description Kept for staff views and exports; not returned. */
                    additionalNotes?: string | null;
                    /** @description Application type (e.g. research, bioprospecting). */
                    applicationType: string;
                    /** @description Ecosystem of the collection (e.g. terrestrial, marine, freshwater). */
                    ecosystem?: string | null;
                    /** @description Collection locations: 1 to 100. */
                    locations: {
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
                        species: {
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
                        }[];
                    }[];
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
                "application/json-patch+json": {
                    /** @description Link code of the ABS process at the source agency. Kept, not returned. */
                    absLinkCode?: string | null;
                    /** @description Kept for staff views and exports; not returned. */
                    additionalNotes?: string | null;
                    /** @description Application type (e.g. research, bioprospecting). */
                    applicationType: string;
                    /** @description Ecosystem of the collection (e.g. terrestrial, marine, freshwater). */
                    ecosystem?: string | null;
                    /** @description Collection locations: 1 to 100. */
                    locations: {
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
                        species: {
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
                        }[];
                    }[];
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
            };
        };
        responses: {
            /** @description The same body was submitted before: the existing application. */
            200: {
                headers: {
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
                    "application/json": {
                        /** @description The registration number, used in the detail path. */
                        cnaApplicationUniqueNo: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        registrationNo: string;
                        sourceAgencyApplicationNumber: string;
                        sourceAgencyCode: string;
                        status: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Created. `Location` is the detail URL. */
            201: {
                headers: {
                    /** @description The detail URL of the new application. */
                    Location?: string;
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
                    "application/json": {
                        /** @description The registration number, used in the detail path. */
                        cnaApplicationUniqueNo: string;
                        /** Format: date-time */
                        createdAt: string;
                        /** Format: uuid */
                        id: string;
                        registrationNo: string;
                        sourceAgencyApplicationNumber: string;
                        sourceAgencyCode: string;
                        status: string;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Malformed JSON, or fields that are not valid: `errors` names each (JSON pointer) and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or a malformed, badly signed or expired one. See WWW-Authenticate. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token acts for another agency, or lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An application with this agency application number exists with different content. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is larger than the limit (1 MiB by default). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not application/json-patch+json or application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The keys of a trusted identity provider cannot be fetched now; retry shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The registration number (e.g. `ABS-2026-000123`) or the application's uuid. */
                cnaApplicationUniqueNo: string;
                /** @description The agency code. */
                sourceAgencyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application. */
            200: {
                headers: {
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
                    "application/json": {
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
                        attachments: {
                            description: string | null;
                            fileExtension: string;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            status: string;
                            title: string;
                            url: string;
                        }[];
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
                        gp: {
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
                        }[];
                        /**
                         * Format: uuid
                         * @description The application's uuid; also accepted in place of the registration number.
                         */
                        id: string;
                        locations: {
                            barangay: string | null;
                            /** @description The submitted `cityOrMunicipality`. */
                            cityMunicipality: string;
                            /** @description Location id (a uuid string). */
                            id: string;
                            province: string;
                            region: string;
                            /** @description The submitted location `address`. */
                            remarks: string | null;
                        }[];
                        /** @description Memoranda of agreement. */
                        moa: {
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
                        }[];
                        /** @description Permittee first, middle and last name, separated by single spaces. */
                        name: string;
                        notices: {
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
                        }[];
                        permitType: string;
                        /** @description The submitted `permiteePhone`. */
                        phoneNo: string | null;
                        purpose: string | null;
                        /** @description Registration number = `cnaApplicationUniqueNo`, e.g. `ABS-2026-000123`. */
                        registrationNo: string;
                        resources: {
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
                        }[];
                        /** @description Workflow status. `submitted` on receipt; later states are set by the authority. */
                        status: string;
                        /**
                         * Format: date-time
                         * @description Last change to the record or anything in it.
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description No token, or a malformed, badly signed or expired one. See WWW-Authenticate. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token acts for another agency, or lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The agency has no such application. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The keys of a trusted identity provider cannot be fetched now; retry shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
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
                /** @description Only applications with this status. */
                status?: string;
                /** @description Only applications changed after this instant. The page is then ordered by `updatedAt`, newest change first, and `X-Total-Count` is not sent. */
                updatedSince?: string;
            };
            header?: never;
            path: {
                /** @description The agency code. */
                sourceAgencyCode: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of applications. */
            200: {
                headers: {
                    /** @description RFC 8288 link to the next page, while more remain. */
                    Link?: string;
                    /** @description Applications matching the filters. */
                    "X-Total-Count"?: number;
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
                    "application/json": {
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
                        attachments: {
                            description: string | null;
                            fileExtension: string;
                            fileName: string;
                            /** Format: uuid */
                            id: string;
                            status: string;
                            title: string;
                            url: string;
                        }[] | null;
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
                        locations: {
                            barangay: string | null;
                            /** @description The submitted `cityOrMunicipality`. */
                            cityMunicipality: string;
                            /** @description Location id (a uuid string). */
                            id: string;
                            province: string;
                            region: string;
                        }[] | null;
                        /** @description Permittee first, middle and last name, separated by single spaces. */
                        name: string | null;
                        notices: {
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
                        }[] | null;
                        permitType: string | null;
                        /** @description The submitted `permiteePhone`. */
                        phoneNo: string | null;
                        /** @description Registration number = `cnaApplicationUniqueNo`, e.g. `ABS-2026-000123`. */
                        registrationNo: string | null;
                        resources: {
                            commonName: string | null;
                            geneticName: string | null;
                            /** @description Resource id: one resource per submitted species. */
                            id: number;
                            /** @description The submitted species `note`. */
                            notes: string | null;
                            scientificName: string | null;
                        }[] | null;
                        /** @description `external` for applications submitted through this API. */
                        source: string | null;
                        sourceAgencyCode: string | null;
                        /** @description The submitted `sourceAgencyApplicationNumber`. */
                        sourceUniqueNo: string | null;
                        /** @description Workflow status. `submitted` on receipt; later states are set by the authority. */
                        status: string | null;
                        /**
                         * Format: date-time
                         * @description Last change to the record or anything in it.
                         */
                        updatedAt: string;
                    }[];
                };
            };
            /** @description A query parameter is not valid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No token, or a malformed, badly signed or expired one. See WWW-Authenticate. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The token acts for another agency, or lacks the scope. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unexpected error; quote requestId. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The keys of a trusted identity provider cannot be fetched now; retry shortly. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
