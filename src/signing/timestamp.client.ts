import { createHash, randomBytes } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import { OID } from './oids.js';

/** A time-stamping authority that did not give a usable token: the seal, and so the issue, fails. */
export class TimestampError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimestampError';
  }
}

/** Long enough for a TSA on another continent, short enough that an issue does not hang on a dead one. */
const TSA_TIMEOUT_MS = 15_000;

/**
 * An RFC 3161 time-stamp token over `data` (its SHA-256) from the TSA at `tsaUrl`: the ContentInfo
 * that a B-T signature carries as its signature-time-stamp attribute. The answer is checked against
 * the request (imprint and nonce), so a TSA answering another request cannot slip in.
 */
export async function requestTimestamp(tsaUrl: string, data: Buffer): Promise<pkijs.ContentInfo> {
  const imprint = createHash('sha256').update(data).digest();
  const nonce = randomBytes(8);
  // A positive INTEGER in minimal DER: top bit clear, first byte never zero (a leading 0x00 before a
  // byte below 0x80 is not DER, and OpenSSL's TSA rejects such a request, 1 time in 128).
  nonce[0] = ((nonce[0] as number) & 0x7f) | 0x01;
  const request = new pkijs.TimeStampReq({
    version: 1,
    messageImprint: new pkijs.MessageImprint({
      hashAlgorithm: new pkijs.AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new asn1js.OctetString({ valueHex: imprint }),
    }),
    nonce: new asn1js.Integer({ valueHex: nonce }),
    // The TSA's certificate in the token, so a verifier years later needs nothing else to check it.
    certReq: true,
  });
  let response: Response;
  try {
    response = await fetch(tsaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: new Uint8Array(request.toSchema().toBER()),
      signal: AbortSignal.timeout(TSA_TIMEOUT_MS),
    });
  } catch (error) {
    throw new TimestampError(`the time-stamping authority could not be reached: ${error instanceof Error ? error.message : error}`);
  }
  if (!response.ok) throw new TimestampError(`the time-stamping authority answered HTTP ${response.status}`);
  return tokenOf(Buffer.from(await response.arrayBuffer()), imprint, nonce);
}

function tokenOf(body: Buffer, imprint: Buffer, nonce: Buffer): pkijs.ContentInfo {
  let answer: pkijs.TimeStampResp;
  try {
    answer = pkijs.TimeStampResp.fromBER(body);
  } catch {
    throw new TimestampError('the time-stamping authority answered something that is not a time-stamp response');
  }
  // 0 granted, 1 granted with modifications; anything else is a refusal.
  if (answer.status.status > 1 || answer.timeStampToken === undefined) {
    throw new TimestampError(`the time-stamping authority refused the request (status ${answer.status.status})`);
  }
  const signed = new pkijs.SignedData({ schema: answer.timeStampToken.content });
  const content = signed.encapContentInfo.eContent;
  if (signed.encapContentInfo.eContentType !== OID.tstInfo || content === undefined) {
    throw new TimestampError('the time-stamp token holds no TSTInfo');
  }
  const info = pkijs.TSTInfo.fromBER(content.valueBlock.valueHexView);
  const stamped = Buffer.from(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  if (!stamped.equals(imprint)) throw new TimestampError('the time-stamp token stamps another value than the one sent');
  const echoed = info.nonce === undefined ? undefined : Buffer.from(info.nonce.valueBlock.valueHexView);
  if (echoed === undefined || !stripZeros(echoed).equals(stripZeros(nonce))) {
    throw new TimestampError('the time-stamp token does not carry the nonce sent');
  }
  return answer.timeStampToken;
}

function stripZeros(value: Buffer): Buffer {
  let start = 0;
  while (start < value.length - 1 && value[start] === 0) start++;
  return value.subarray(start);
}
