/**
 * Why a webhook delivery failed, in a sentence an administrator reads (issue 31: "ECONNREFUSED …"
 * was shown as it came from Node). The service's text stays available as the technical detail.
 */
const BY_CODE: Record<string, string> = {
  ECONNREFUSED: "The agency's server refused the connection.",
  ECONNRESET: "The agency's server closed the connection before answering.",
  ENOTFOUND: "The agency's server name could not be found (DNS).",
  EAI_AGAIN: "The agency's server name could not be looked up just now (DNS).",
  EHOSTUNREACH: "The agency's server cannot be reached from here.",
  ENETUNREACH: "The agency's network cannot be reached from here.",
  ETIMEDOUT: "The agency's server did not accept the connection in time.",
  CERT_HAS_EXPIRED: "The agency's server presented an expired certificate.",
  DEPTH_ZERO_SELF_SIGNED_CERT: "The agency's server presented a self-signed certificate.",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "The agency's server certificate could not be verified.",
  ERR_TLS_CERT_ALTNAME_INVALID: "The agency's server certificate is for another name.",
};

export function deliveryErrorSentence(error: string): string {
  const code = /^([A-Z][A-Z0-9_]+):/.exec(error)?.[1];
  if (code !== undefined && BY_CODE[code] !== undefined) return BY_CODE[code];
  if (error.startsWith('No answer within')) return "The agency's server did not answer in time.";
  if (error.startsWith('The receiver answered')) return "The agency's server answered with an error.";
  if (error === 'The endpoint was disabled') return 'Not sent: the endpoint was disabled.';
  if (error.startsWith('The URL') || error.endsWith('is a forbidden address')) return 'Not sent: the address is not allowed.';
  return 'The delivery failed.';
}
