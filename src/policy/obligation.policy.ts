import type { Role } from './roles.js';

/**
 * Who reviews what a permit owes (issue 20 §1): evaluators and chiefs accept or reject a submission
 * (the evaluator sees the flags of a collection report); a waiver is a decision, taken by a chief or
 * an approver. Everyone who reads the application reads its obligations (read.policy.ts).
 */
export const OBLIGATION_REVIEWER_ROLES: readonly Role[] = ['evaluator', 'chief'];
export const OBLIGATION_WAIVER_ROLES: readonly Role[] = ['chief', 'approver'];
