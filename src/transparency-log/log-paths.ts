/**
 * Where the public log is served (c2sp.org/tlog-tiles under the service's base URL) and where anyone
 * checks one entry: its inclusion proof. No import: the offline verifier's page bundles this file to
 * say where a credential's entry can be checked.
 */
export const LOG_PATH = '/api/v1/public/log';

/** The inclusion proof of entry `index` in the latest checkpoint (c2sp.org/tlog-proof), under `baseUrl` (or the path alone). */
export function inclusionProofUrl(baseUrl: string, index: number): string {
  return `${baseUrl.replace(/\/+$/, '')}${LOG_PATH}/proof/inclusion?index=${index}`;
}
