import { hash, parseOptions, verify } from '@node-rs/argon2';
import { type FieldError, validationError } from '../http/errors.js';

/**
 * Staff passwords: argon2id with OWASP's parameters (19 MiB, two passes, one lane: about 15 ms here),
 * at least 12 characters, and never one of the commonly used passwords. A password is never logged,
 * returned, or put in an audit row.
 */

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, which isolatedModules cannot read from the typings.
const PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The same text for the same password however the keyboard composed it (NIST SP 800-63B 5.1.1.2). */
function normalize(password: string): string {
  return password.normalize('NFKC');
}

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), PARAMETERS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, normalize(password));
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with other parameters than today's, so a log-in should rehash it. */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== PARAMETERS.algorithm ||
      options.memoryCost !== PARAMETERS.memoryCost ||
      options.timeCost !== PARAMETERS.timeCost ||
      options.parallelism !== PARAMETERS.parallelism
    );
  } catch {
    return true;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash no password matches, verified when there is no user (or no password) to check against, so a
 * log-in for an unknown email costs the same as one with a wrong password.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(`no such user ${Math.random()}`);
  return dummy;
}

let common: Promise<Set<string>> | undefined;

/**
 * The 49,233 most common passwords of zxcvbn-ts's list (@zxcvbn-ts/language-common, MIT; drawn from
 * leaked-password corpora), compared without regard to case. Loaded on first use: decompressing the
 * list takes a fifth of a second, which no command but a password change should pay.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())),
  );
  return (await common).has(normalize(password).toLowerCase());
}

/** Why a new password is refused, or nothing when it is acceptable. `context`: the user's own email and name. */
export async function passwordProblems(password: string, context: { email: string; name?: string }): Promise<string[]> {
  const text = normalize(password);
  const length = [...text].length;
  if (length < PASSWORD_MIN_LENGTH) return [`must be at least ${PASSWORD_MIN_LENGTH} characters`];
  if (length > PASSWORD_MAX_LENGTH) return [`must be at most ${PASSWORD_MAX_LENGTH} characters`];
  if (await isCommonPassword(text)) return ['is one of the most commonly used passwords; choose another'];
  const lowered = text.toLowerCase();
  const own = [context.email, context.email.split('@')[0] ?? '', context.name ?? ''].map((s) => s.trim().toLowerCase());
  if (own.some((word) => word.length > 0 && lowered === word)) return ['must not be your email or name'];
  if (/^(.)\1*$/u.test(text)) return ['must not be one character repeated'];
  return [];
}

/** Throws a 400 naming `pointer` when the new password is not acceptable. */
export async function assertAcceptablePassword(
  password: string,
  context: { email: string; name?: string },
  pointer: string,
): Promise<void> {
  const errors: FieldError[] = (await passwordProblems(password, context)).map((detail) => ({ pointer, detail }));
  if (errors.length > 0) throw validationError(errors);
}
