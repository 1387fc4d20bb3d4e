import { describe, expect, it } from 'vitest';
import { codeInWords, labelOf } from './vocabulary';

describe('codes in words', () => {
  it('uses the label of a known code, and writes an unknown one in words with a capital', () => {
    expect(labelOf({ under_evaluation: 'Under evaluation' }, 'under_evaluation')).toBe('Under evaluation');
    expect(labelOf({}, 'research')).toBe('Research');
    expect(codeInWords('pending_external_decision')).toBe('Pending external decision');
    expect(labelOf({}, 'toString')).toBe('ToString');
  });
});
