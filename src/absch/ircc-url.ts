import type { AbschConfig } from '../config.js';

/** Where an IRCC is read: the Clearing-House's site beside its API (api.cbd.int → absch.cbd.int). */
export function irccUrlOf(config: AbschConfig | undefined, ircc: string | null): string | null {
  if (ircc === null) return null;
  const api = new URL(config?.apiUrl ?? 'https://api.cbd.int');
  const site = api.hostname.startsWith('api.') ? `${api.protocol}//absch.${api.hostname.slice(4)}` : api.origin;
  return `${site}/database/${encodeURIComponent(ircc)}`;
}
