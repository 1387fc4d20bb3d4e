import type { Agency, ApiClient } from './agencies/agencies.queries';
import type { StaffUser, StaffUserDetail } from './users/users.queries';

/** Rows in the service's shapes (typed from the generated schema) for the administration's component tests. */
export const MARIA: StaffUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'maria.penafrancia@bmb.gov.ph',
  name: 'María Clara Peñafrancia',
  roles: ['evaluator'],
  agencyCodes: ['BMB'],
  disabled: false,
  disabledAt: null,
  passwordSet: true,
  secondFactor: { enrolled: false, required: false },
  liveSessions: 1,
  lastLoginAt: '2026-11-24T01:30:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

export const JOSE: StaffUser = {
  ...MARIA,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'jose.anonuevo@bmb.gov.ph',
  name: 'José Añonuevo',
  roles: ['approver'],
  agencyCodes: null,
  passwordSet: false,
  secondFactor: { enrolled: false, required: true },
  liveSessions: 0,
  lastLoginAt: null,
};

export const MARIA_DETAIL: StaffUserDetail = {
  ...MARIA,
  sessions: [
    {
      id: '33333333-3333-4333-8333-333333333333',
      createdAt: '2026-11-24T01:30:00.000Z',
      lastSeenAt: '2026-11-24T02:10:00.000Z',
      expiresAt: '2026-11-24T13:30:00.000Z',
      secondFactor: false,
      clientAddress: '10.0.0.7',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
    },
  ],
  pendingSetupCode: null,
};

export const AGENCIES: Agency[] = [
  {
    code: 'BMB',
    name: 'Biodiversity Management Bureau',
    contactEmail: 'permits@bmb.example.ph',
    activeClients: 1,
    createdAt: '2026-10-01T00:00:00.000Z',
  },
  {
    code: 'BFAR',
    name: 'Bureau of Fisheries and Aquatic Resources',
    contactEmail: null,
    activeClients: 0,
    createdAt: '2026-10-02T00:00:00.000Z',
  },
];

export const BMB_CLIENT: ApiClient = {
  clientId: '44444444-4444-4444-8444-444444444444',
  agencyCode: 'BMB',
  name: 'BMB permit system',
  scopes: ['applications:write', 'applications:read'],
  createdAt: '2026-10-01T00:00:00.000Z',
  revokedAt: null,
};
