import type { CredentialCheck, CredentialOutcome } from '../../credentials/credential-check.js';
import type { CredentialFailure, PermitCredentialClaims } from '../../credentials/permit-credential.codec.js';
import { inclusionProofUrl } from '../../transparency-log/log-paths.js';
import { FAILURE_WORDS, STATE_WORDS } from '../offline-verifier.words.js';

/**
 * The result of a check as DOM, built with textContent only: nothing read from a QR code is ever
 * parsed as HTML. A genuine credential shows what the public may know of the permit (number, holder as
 * printed, issuer, validity, species and quantities or the terms' digest, sites by province, the
 * public log entry) and nothing else.
 */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className !== undefined) node.className = className;
  return node;
}

const longDate = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: 'UTC' });
const dateTime = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeStyle: 'short' });

/** A calendar date of the credential (YYYY-MM-DD, Manila), written out. */
export function calendarDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

export function moment(date: Date | number): string {
  return dateTime.format(date);
}

function quantityOf(species: PermitCredentialClaims['permit']['species'][number]): string {
  if (species.quantity === null) return 'quantity not stated';
  return species.unit === null ? String(species.quantity) : `${species.quantity} ${species.unit}`;
}

/** Sites grouped by their province, the last part of the place's name (barangay, municipality, province). */
function sitesByProvince(sites: PermitCredentialClaims['permit']['sites']): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const site of sites) {
    const parts = site.name.split(',').map((part) => part.trim());
    const province = parts.pop() ?? site.name;
    const within = parts.length > 0 ? parts.join(', ') : 'the whole province';
    groups.set(province, [...(groups.get(province) ?? []), within]);
  }
  return groups;
}

/** "Valid until" only while it still could be, as on the online verification page. */
function untilLabel(state: CredentialOutcome): string {
  if (state === 'revoked') return 'Date of expiry';
  return state === 'expired' ? 'Expired on' : 'Valid until';
}

function details(claims: PermitCredentialClaims, listsSyncedAt: Date | undefined, state: CredentialOutcome): HTMLElement {
  const { permit } = claims;
  const list = element('dl');
  const row = (term: string, value: string | Node) => {
    list.append(element('dt', term));
    const dd = element('dd');
    dd.append(value);
    list.append(dd);
  };
  row('Permit number', permit.permitNo);
  row('Holder', permit.holderName);
  row('Issued by', permit.issuerName);
  row('Valid from', calendarDate(permit.validFrom));
  row(untilLabel(state), calendarDate(permit.validUntil));
  if (permit.termsDigest !== null && permit.species.length === 0) {
    // Too many lines for the code: it vouches for the certificate's terms by their digest instead.
    const lines = permit.termsLines === null ? 'Its authorised lines' : `${permit.termsLines} authorised lines`;
    row('Terms', `${lines}: compare with the certificate’s embedded terms (digest ${permit.termsDigest}).`);
  } else {
    const species = element('ul');
    for (const s of permit.species) {
      const item = element('li');
      item.append(element('i', s.scientificName), ` — ${quantityOf(s)}`);
      species.append(item);
    }
    const count = element('p', permit.species.length === 1 ? '1 species' : `${permit.species.length} species`);
    const speciesValue = element('div');
    speciesValue.append(count, species);
    row('Species', speciesValue);
  }
  if (permit.sites.length > 0) {
    const sites = element('ul');
    for (const [province, places] of sitesByProvince(permit.sites)) {
      const item = element('li');
      item.append(element('strong', province), `: ${places.join('; ')}`);
      sites.append(item);
    }
    row('Collection sites, by province', sites);
  }
  if (permit.logIndex !== null) row('Public log entry', logEntry(claims.issuer, permit.logIndex));
  if (listsSyncedAt !== undefined) row('Status lists synced', moment(listsSyncedAt));
  return list;
}

/**
 * "No. N", and where to check it once online: the entry's inclusion proof under the issuer (a URL the
 * signature vouched for; only http(s) is made a link).
 */
function logEntry(issuer: string, index: number): Node {
  const value = element('span', `No. ${index} · `);
  const url = inclusionProofUrl(issuer, index);
  if (/^https?:\/\//.test(url)) {
    const link = element('a', 'its inclusion proof (needs a network)');
    link.href = url;
    link.rel = 'noopener';
    value.append(link);
  } else value.append(`its inclusion proof: ${url}`);
  return value;
}

export interface CheckContext {
  /** Why a code is not valid (the codec's reason), to say it plainly. */
  readonly failure: CredentialFailure | undefined;
  readonly listsSyncedAt: Date | undefined;
}

export function renderCheck(target: HTMLElement, check: CredentialCheck, context: CheckContext): void {
  const words = STATE_WORDS[check.outcome];
  target.replaceChildren();
  target.dataset.state = check.outcome;
  const panel = element('div', undefined, `panel ${words.panel}`);
  const heading = element('h2', words.word);
  heading.id = 'result-heading';
  heading.tabIndex = -1;
  panel.append(heading, element('p', words.sentence));
  if (context.failure !== undefined) panel.append(element('p', FAILURE_WORDS[context.failure]));
  target.append(panel);
  // Nothing of a code that is not valid is shown: its contents are not the issuer's.
  if (check.outcome !== 'not_valid' && check.claims !== undefined) {
    target.append(details(check.claims, context.listsSyncedAt, check.outcome));
    target.append(element('p', 'Check that these details match the printed certificate and the holder’s identification.', 'note'));
  }
  heading.focus();
}

export function renderMessage(target: HTMLElement, text: string): void {
  target.replaceChildren(element('p', text, 'message'));
  delete target.dataset.state;
}
