import { type Static, Type } from 'typebox';
import { PublicAuthorisation } from './public-authorisation.js';

/**
 * What the public verification answers, in JSON (and, the same facts, in HTML): whether the link is
 * genuine, the permit's status, its holder, its validity and what it authorises in the public's
 * terms (counts and places: public-authorisation.ts); nothing more, since anyone holding the certificate (or a photo of it) can open the link.
 */
export const PublicPermitStatus = Type.Union(
  [Type.Literal('valid'), Type.Literal('suspended'), Type.Literal('revoked'), Type.Literal('expired'), Type.Literal('superseded')],
  {
    description: [
      'valid: issued and in force;',
      'suspended: temporarily not in force (it may be reinstated);',
      'revoked: withdrawn for good;',
      'expired: its validity has ended;',
      'superseded: replaced by a newer permit (a renewal or an amendment), whose own certificate is the one to carry.',
    ].join(' '),
  },
);

const ManilaDate = (description: string) => Type.String({ format: 'date', description: `${description} (calendar date in Asia/Manila).` });

export const VerifiedPermit = Type.Object(
  {
    status: PublicPermitStatus,
    permitNo: Type.String({ description: 'The permit number, as printed on the certificate.' }),
    holderName: Type.String({
      description:
        'Name of the permit holder; `[erased]` once their personal data was erased (Data Privacy Act: the retention period passed, or they asked), the permit itself staying verifiable.',
    }),
    dateIssued: ManilaDate('Date the permit was issued'),
    dateExpired: ManilaDate('Date the permit expires'),
    speciesCount: Type.Integer({ minimum: 0, description: 'How many species the permit covers.' }),
    authorises: PublicAuthorisation,
    logIndex: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'The index of the permit’s latest entry in the public log (docs/TRUST.md), to check with `biopermit log verify --entry`; null until numbered.',
    }),
  },
  { additionalProperties: false, description: 'The link is genuine: the permit and its current status.' },
);

export const NotValidLink = Type.Object(
  {
    status: Type.Literal('not_valid', { description: 'The link was altered or was not issued by this service.' }),
    detail: Type.String(),
  },
  { additionalProperties: false, description: 'The link is not genuine: nothing about any permit is disclosed.' },
);

export const PermitVerification = Type.Union([VerifiedPermit, NotValidLink], {
  $id: 'PermitVerification',
  description: 'The answer of GET /verify/{permitNo}?s=… to a client asking for JSON.',
});

export type PublicPermitStatus = Static<typeof PublicPermitStatus>;
export type PermitVerification = Static<typeof PermitVerification>;
