import Converter from 'openapi-to-postmanv2';

/**
 * The Postman collection, converted from the OpenAPI document by openapi-to-postmanv2 and then made
 * ready to run: OAuth 2.0 client credentials on the collection (a pre-request script gets and renews
 * the token, so it also runs in newman, which does not fetch tokens itself), the example values of
 * the document in every request, path values in collection variables, and the registration number
 * of a submission carried on to the detail request. Ids are fixed, so regenerating changes nothing.
 */

// biome-ignore lint/suspicious/noExplicitAny: Postman collections and OpenAPI documents are walked as plain JSON
type Json = any;

export const DEFAULT_BASE_URL = 'http://localhost:8080';

function convert(document: Json): Promise<Json> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      { type: 'json', data: document },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example' },
      (error: { message: string } | null, result: Json) => {
        if (error) reject(new Error(`openapi-to-postmanv2: ${error.message}`));
        else if (!result.result) reject(new Error(`openapi-to-postmanv2: ${result.reason}`));
        else resolve(result.output[0].data);
      },
    );
  });
}

/**
 * Gets a token by client credentials when there is none or it is about to expire; kept in collection variables.
 * Settings are read with pm.variables, so an environment (or newman's --env-var) may give them.
 */
const TOKEN_SCRIPT = [
  "const expiresAt = Number(pm.variables.get('accessTokenExpiresAt') || 0);",
  "if (!pm.variables.get('accessToken') || Date.now() >= expiresAt - 60000) {",
  "const baseUrl = pm.variables.get('baseUrl');",
  'pm.sendRequest({',
  "  url: baseUrl.replace(/\\/$/, '') + '/api/v1/oauth/token',",
  "  method: 'POST',",
  '  header: {',
  "    'Content-Type': 'application/x-www-form-urlencoded',",
  "    Authorization: 'Basic ' + btoa(encodeURIComponent(pm.variables.get('clientId')) + ':' + encodeURIComponent(pm.variables.get('clientSecret'))),",
  '  },',
  "  body: { mode: 'urlencoded', urlencoded: [{ key: 'grant_type', value: 'client_credentials' }, { key: 'scope', value: pm.variables.get('scope') }] },",
  '}, (error, response) => {',
  "  if (error || response.code !== 200) throw new Error('token request failed: ' + (error || response.text()));",
  '  const token = response.json();',
  "  pm.collectionVariables.set('accessToken', token.access_token);",
  "  pm.collectionVariables.set('accessTokenExpiresAt', String(Date.now() + token.expires_in * 1000));",
  '});',
  '}',
];

const script = (listen: 'prerequest' | 'test', exec: string[]) => ({ listen, script: { type: 'text/javascript', exec } });

const expectSuccess = script('test', [
  "pm.test('answers with a success status', () => pm.expect(pm.response.code).to.be.within(200, 299));",
]);

/** After a submission, the detail request reads the application just submitted. */
const rememberSubmission = script('test', [
  "pm.test('answers with a success status', () => pm.expect(pm.response.code).to.be.within(200, 299));",
  'if (pm.response.code < 300) {',
  "  pm.collectionVariables.set('cnaApplicationUniqueNo', pm.response.json().cnaApplicationUniqueNo);",
  "  pm.collectionVariables.set('sourceAgencyCode', pm.response.json().sourceAgencyCode);",
  '}',
]);

/**
 * Operations whose success depends on what the authority has done (a notice awaiting an answer, a
 * document, a permit) or that change the application (a withdrawal): run in order on the application
 * the collection just submitted, they may rightly be refused. Their check is that the answer is one the
 * document lists, in a media type it lists for that status (a refusal: problem+json, or the verify page's HTML).
 */
const STATE_DEPENDENT: ReadonlySet<string> = new Set([
  'respondToNotice',
  'withdrawApplication',
  'uploadAttachment',
  'downloadAttachment',
  'downloadPermitCertificateForAgency',
  'getPermitCredentialForAgency',
  // Issue 28: a fresh service has no permit to read the terms of (404), and the example's location names none of an application (400 or 409).
  'getPermitTerms',
  'proposeTerms',
  'downloadAgreementFileForAgency',
  'verifyPermit',
  // The document library: a collection run sends no real file (the upload is refused), so the example's
  // document id names none (404), and the example application takes no attaching of it (409 or 400).
  'uploadLibraryDocument',
  'getLibraryDocument',
  'downloadLibraryDocument',
  'deleteLibraryDocument',
  'attachLibraryDocument',
  // A webhook endpoint must be an https: URL on a public address the service can resolve: a collection run
  // against a local service, with the example's URL, is rightly refused (400), and the endpoint routes then find none (404).
  'createWebhookEndpoint',
  'getWebhookEndpoint',
  'updateWebhookEndpoint',
  'deleteWebhookEndpoint',
  'rotateWebhookSecret',
  'testWebhookEndpoint',
  'listWebhookDeliveries',
  'redeliverWebhook',
  // The public specimen dataset has no version until the authority publishes one (404), and its feed needs
  // PUBLIC_BASE_URL (500 not_configured without it).
  'getSpecimenDatasetArchive',
  'getSpecimenDatasetMetadata',
  'getSpecimenDatasetVersionArchive',
  'getSpecimenDatasetVersionMetadata',
  // The credentials' trust list and status lists name PUBLIC_BASE_URL as their issuer: without it, 404.
  'getCredentialTrustList',
  'getCredentialStatusList',
  'getDatasetFeed',
  // An obligation exists only once a permit is issued; the example application has none yet (409), nor a permit to look up (404).
  'submitObligation',
  'lookUpPermit',
  'lookUpPermitByIrcc',
  // The public log signs its first checkpoint seconds after its first entry: a fresh service has none (404), nor
  // the tiles, proofs and key that come with it.
  'getLogCheckpoint',
  'getLogVerifierKey',
  'getLogTile1',
  'getLogTile2',
  'getLogTile3',
  'getLogTile4',
  'getLogInclusionProof',
  'getLogConsistencyProof',
  // A permit's movements need an issued permit with terms and a collection report: the example application has none (404).
  'registerMovement',
  'listMovements',
]);

const expectDocumentedAnswer = (responses: Json) => {
  const media = Object.fromEntries(
    Object.entries<Json>(responses).map(([status, response]) => [status, Object.keys(response.content ?? {})]),
  );
  return script('test', [
    `const media = ${JSON.stringify(media)};`,
    'const status = String(pm.response.code);',
    "pm.test('answers with a status the API document lists', () => pm.expect(Object.keys(media)).to.include(status));",
    "const type = (pm.response.headers.get('Content-Type') || '').split(';')[0];",
    "if (media[status] && media[status].length > 0) pm.test('in a media type the API document lists', () => pm.expect(media[status]).to.include(type));",
  ]);
};

interface DocumentParameter {
  readonly name: string;
  readonly in: string;
  readonly example?: unknown;
  readonly schema?: { readonly default?: unknown };
}

/** The operation of a request, by its method and path (`:name` segments are path parameters). */
function operationOf(document: Json, request: Json): Json {
  const path = `/${request.url.path.join('/')}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return document.paths[path]?.[request.method.toLowerCase()];
}

function prepareRequest(document: Json, item: Json, variables: Map<string, string>): void {
  const request = item.request;
  const operation = operationOf(document, request);
  const parameters: DocumentParameter[] = operation?.parameters ?? [];
  for (const variable of request.url.variable ?? []) {
    variables.set(variable.key, String(variable.value));
    variable.value = `{{${variable.key}}}`;
    delete variable.type;
  }
  // Optional query parameters without a value the document gives are sent only when the user turns them on.
  for (const query of request.url.query ?? []) {
    const parameter = parameters.find((p) => p.in === 'query' && p.name === query.key);
    const value = parameter?.example ?? parameter?.schema?.default;
    query.disabled = value === undefined;
    // The converter's made-up values ("string", a random date) would mislead, and change at every run.
    query.value = value === undefined ? '' : String(value);
  }
  const security: Json[] = operation?.security ?? [];
  if (security.some((requirement) => 'clientBasic' in requirement)) {
    request.auth = {
      type: 'basic',
      basic: [
        { key: 'username', value: '{{clientId}}', type: 'string' },
        { key: 'password', value: '{{clientSecret}}', type: 'string' },
      ],
    };
    // HTTP Basic carries the client; the form alternative stays off (one way to authenticate).
    for (const field of request.body?.urlencoded ?? []) {
      field.disabled = field.key === 'client_id' || field.key === 'client_secret';
      const variable = { scope: 'scope', client_id: 'clientId', client_secret: 'clientSecret' }[field.key as string];
      if (variable !== undefined) field.value = `{{${variable}}}`;
    }
  } else if (security.length === 0) {
    request.auth = { type: 'noauth' };
  } else {
    delete request.auth; // inherits the collection's OAuth 2.0
  }
  const operationId: string | undefined = operation?.operationId;
  item.event = [
    operationId === 'submitApplication'
      ? rememberSubmission
      : operationId !== undefined && STATE_DEPENDENT.has(operationId)
        ? expectDocumentedAnswer(operation?.responses ?? {})
        : expectSuccess,
  ];
  delete item.response;
  delete item.id;
}

/** The collection for `document`, with the service at `baseUrl` (a collection variable, changeable in Postman). */
export async function postmanCollection(document: Json, baseUrl = DEFAULT_BASE_URL): Promise<Json> {
  const collection = await convert(document);
  const variables = new Map<string, string>();
  for (const folder of collection.item) {
    delete folder.id;
    for (const item of folder.item ?? []) prepareRequest(document, item, variables);
  }
  const scopes = Object.keys(document.components.securitySchemes.oauth2?.flows.clientCredentials.scopes ?? {}).join(' ');
  collection.info._postman_id = '9f0c3a52-6a47-5d2e-9a41-b10f0e2d0001';
  collection.auth = {
    type: 'oauth2',
    oauth2: [
      { key: 'accessToken', value: '{{accessToken}}', type: 'string' },
      { key: 'headerPrefix', value: 'Bearer', type: 'string' },
      { key: 'addTokenTo', value: 'header', type: 'string' },
      { key: 'grant_type', value: 'client_credentials', type: 'string' },
      { key: 'accessTokenUrl', value: '{{baseUrl}}/api/v1/oauth/token', type: 'string' },
      { key: 'clientId', value: '{{clientId}}', type: 'string' },
      { key: 'clientSecret', value: '{{clientSecret}}', type: 'string' },
      { key: 'scope', value: '{{scope}}', type: 'string' },
      { key: 'client_authentication', value: 'header', type: 'string' },
      { key: 'tokenName', value: 'biopermit', type: 'string' },
    ],
  };
  collection.event = [script('prerequest', TOKEN_SCRIPT)];
  collection.variable = [
    { key: 'baseUrl', value: baseUrl, type: 'string' },
    { key: 'clientId', value: '', type: 'string' },
    { key: 'clientSecret', value: '', type: 'string' },
    { key: 'scope', value: scopes, type: 'string' },
    ...[...variables].map(([key, value]) => ({ key, value, type: 'string' })),
    { key: 'accessToken', value: '', type: 'string' },
    { key: 'accessTokenExpiresAt', value: '', type: 'string' },
  ];
  return collection;
}
