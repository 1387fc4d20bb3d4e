import { type Static, Type } from 'typebox';

/**
 * The trust list: the credential issuer's public keys as a JWKS (RFC 7517), each with the period in
 * which it signed. `nbf` and `exp` are members this list defines (NumericDate seconds, as in JWT):
 * a credential verifies with a key only when its `iat` falls in [nbf, exp]. A rotated key keeps its
 * place with an `exp`, so credentials it signed before keep verifying and nothing it "signs" later does.
 */
export const TrustedKey = Type.Object(
  {
    kty: Type.Literal('OKP'),
    crv: Type.Literal('Ed25519'),
    x: Type.String({ description: 'The public key, base64url.' }),
    kid: Type.String({ description: "base64url of the COSE kid bytes that the QR credential's protected header carries." }),
    alg: Type.Literal('Ed25519'),
    use: Type.Literal('sig'),
    nbf: Type.Integer({ description: 'First second (NumericDate) in which this key issued credentials.' }),
    exp: Type.Optional(Type.Integer({ description: 'Last second in which it issued credentials; absent while it still signs.' })),
  },
  { additionalProperties: true },
);

export const TrustList = Type.Object({
  issuer: Type.String({ description: "The CWT `iss` (and the VC's issuer) this list speaks for." }),
  keys: Type.Array(TrustedKey),
});

/** What GET /api/v1/public/trust-list serves: the list, and the same list as a JWS a cache can keep and check. */
export const PublishedTrustList = Type.Object({
  issuer: Type.String(),
  keys: Type.Array(TrustedKey),
  signedList: Type.String({
    description:
      'Compact JWS (typ `trust-list+jwt`, alg Ed25519) whose payload is `{issuer, keys, iat}`, signed by the newest key of the list itself.',
  }),
});

export type TrustedKey = Static<typeof TrustedKey>;
export type TrustList = Static<typeof TrustList>;
export type PublishedTrustList = Static<typeof PublishedTrustList>;
