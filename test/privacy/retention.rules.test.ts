import { describe, expect, it } from 'vitest';
import { type RetainedApplication, type RetainedPermit, retentionVerdict } from '../../src/privacy/retention/retention.rules.js';

/**
 * Issue 21 §2, the rule alone: when an application's personal data may be erased. Its end is the
 * expiry of its last permit once none is in force, or the day it was denied, withdrawn, abandoned or
 * cancelled; five years after it by default; never under a legal hold.
 */

const RETENTION = { yearsAfterEnd: 5, legalHolds: [] };

function application(overrides: Partial<RetainedApplication> = {}): RetainedApplication {
  return {
    registration_no: 'ABS-2020-000007',
    status: 'issued',
    hold_reason: null,
    status_changed_at: '2020-03-02T02:00:00.000Z',
    decided_at: '2020-03-02T02:00:00.000Z',
    updated_at: '2020-03-02T02:00:00.000Z',
    ...overrides,
  };
}

function permit(overrides: Partial<RetainedPermit> = {}): RetainedPermit {
  return {
    permit_no: 'GP-2020-0007',
    status: 'issued',
    date_expired: '2021-03-01',
    status_changed_at: '2020-03-02T02:00:00.000Z',
    created_at: '2020-03-02T02:00:00.000Z',
    ...overrides,
  };
}

describe('the retention rule', () => {
  it('keeps an issued application while its permit is in force, and says until when', () => {
    const verdict = retentionVerdict(application(), [permit({ date_expired: '2027-03-01' })], RETENTION, '2026-11-27');
    expect(verdict).toEqual({
      passed: false,
      reason: 'permit GP-2020-0007 of ABS-2020-000007 is in force until 2027-03-01',
      keptUntil: '2032-03-01',
    });
  });

  it('counts five years from the expiry of the last permit, not from the decision', () => {
    const permits = [
      permit({ date_expired: '2021-03-01', status: 'expired' }),
      permit({ permit_no: 'GP-2021-0002', status: 'expired', date_expired: '2022-06-30' }),
    ];
    expect(retentionVerdict(application(), permits, RETENTION, '2027-06-29')).toMatchObject({ passed: false, keptUntil: '2027-06-30' });
    expect(retentionVerdict(application(), permits, RETENTION, '2027-06-30')).toEqual({ passed: true, keptUntil: '2027-06-30' });
  });

  it('sees a permit past its date of expiry as ended even before the expiry job marked it', () => {
    expect(retentionVerdict(application(), [permit({ date_expired: '2021-03-01' })], RETENTION, '2026-03-01')).toEqual({
      passed: true,
      keptUntil: '2026-03-01',
    });
  });

  it('keeps a suspended permit in force (it may be reinstated), and ends a revoked one on the day of its revocation', () => {
    expect(
      retentionVerdict(application(), [permit({ status: 'suspended', date_expired: '2027-01-01' })], RETENTION, '2026-11-27'),
    ).toMatchObject({
      passed: false,
    });
    const revoked = permit({ status: 'revoked', date_expired: '2030-01-01', status_changed_at: '2020-05-04T01:00:00.000Z' });
    expect(retentionVerdict(application(), [revoked], RETENTION, '2025-05-04')).toEqual({ passed: true, keptUntil: '2025-05-04' });
  });

  it('counts from the day an application was denied, withdrawn, abandoned or cancelled (Manila date)', () => {
    // 16:30 UTC on 31 December is 1 January in Manila.
    const withdrawn = application({ status: 'withdrawn', status_changed_at: '2019-12-31T16:30:00.000Z' });
    expect(retentionVerdict(withdrawn, [], RETENTION, '2024-12-31')).toMatchObject({ passed: false, keptUntil: '2025-01-01' });
    expect(retentionVerdict(withdrawn, [], RETENTION, '2025-01-01')).toEqual({ passed: true, keptUntil: '2025-01-01' });
  });

  it('never erases an application in process, on hold for legal action, or under a legal hold of the setting', () => {
    expect(retentionVerdict(application({ status: 'under_evaluation' }), [], RETENTION, '2099-01-01')).toEqual({
      passed: false,
      reason: 'ABS-2020-000007 is still in process (under_evaluation)',
      keptUntil: null,
    });
    expect(retentionVerdict(application({ status: 'denied', hold_reason: 'legal_action' }), [], RETENTION, '2099-01-01')).toMatchObject({
      passed: false,
      keptUntil: null,
    });
    const held = { yearsAfterEnd: 5, legalHolds: [{ registrationNo: 'ABS-2020-000007', reason: 'Case 123 before the Ombudsman' }] };
    expect(retentionVerdict(application({ status: 'denied' }), [], held, '2099-01-01')).toEqual({
      passed: false,
      reason: 'a legal hold is on ABS-2020-000007: Case 123 before the Ombudsman',
      keptUntil: null,
    });
  });

  it('follows the setting: one year after a denial', () => {
    const denied = application({ status: 'denied', status_changed_at: '2025-11-27T01:00:00.000Z' });
    expect(retentionVerdict(denied, [], { yearsAfterEnd: 1, legalHolds: [] }, '2026-11-27')).toEqual({
      passed: true,
      keptUntil: '2026-11-27',
    });
  });
});
