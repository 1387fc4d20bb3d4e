import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/absch/absch.redact.js';

/** What the Clearing-House's answers may echo never reaches the publisher nor the database (issue 31). */
describe('redacting the Clearing-House’s texts', () => {
  it('blanks the configured password wherever it appears, as sent and as a JSON answer escapes it', () => {
    expect(redactSecrets('no account publisher@example.ph with s3cr"et!', ['s3cr"et!'])).toBe(
      'no account publisher@example.ph with [redacted]',
    );
    expect(redactSecrets('{"echo":"s3cr\\"et!"}', ['s3cr"et!'])).toBe('{"echo":"[redacted]"}');
  });

  it('blanks credentials by their shape: password=…, JSON secrets, Authorization headers, bearer tokens, URL passwords', () => {
    expect(redactSecrets('login failed: password=hunter2&user=pia')).toBe('login failed: password=[redacted]&user=pia');
    expect(redactSecrets('{"email":"a@b.ph","password":"x y","authenticationToken":"abc"}')).toBe(
      '{"email":"a@b.ph","password":"[redacted]","authenticationToken":"[redacted]"}',
    );
    expect(redactSecrets('headers {Authorization: Bearer eyJhbGciOi.x.y}')).toBe('headers {Authorization: [redacted]}');
    expect(redactSecrets('sent Ticket 0f3a9c1e2b7d4a55 twice')).toBe('sent Ticket [redacted] twice');
    expect(redactSecrets('GET https://pia:hunter2@api.cbddev.xyz/api failed')).toBe('GET https://[redacted]@api.cbddev.xyz/api failed');
  });

  it('leaves the Clearing-House’s codes, fields and ordinary words alone', () => {
    const text = 'token: the Clearing-House answered 400 (Error.MandatoryAnyOf entitiesToWhomPICGranted)';
    expect(redactSecrets(text, ['abc'])).toBe(text);
  });
});
