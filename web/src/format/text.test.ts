import { describe, expect, it } from 'vitest';
import { compareNames, displayText } from './text';

describe('display of Filipino names', () => {
  it('composes diacritics into single letters (NFC) for display', () => {
    const shown = displayText('Nin\u0303o Ibn\u0303ez Mari\u0301a');
    expect(shown).toBe('Niño Ibñez María');
    expect(shown).toHaveLength('Niño Ibñez María'.length);
  });

  it('sorts names ignoring accents: Ñ beside N, á beside a', () => {
    const names = ['Ortega', 'Añonuevo', 'Ñañez', 'Nuñez', 'Abad'];
    const sorted = [...names].sort(compareNames);
    expect(sorted.indexOf('Abad')).toBeLessThan(sorted.indexOf('Añonuevo'));
    expect(sorted.indexOf('Nuñez')).toBeLessThan(sorted.indexOf('Ortega'));
    expect(sorted.indexOf('Ñañez')).toBeLessThan(sorted.indexOf('Ortega'));
  });
});
