import { describe, expect, it } from 'vitest';
import { compareNames, displayText, matchesSearch, normalizeForSearch } from './text';

describe('search normalisation', () => {
  it('folds case and diacritics, so ñ matches n and á matches a', () => {
    expect(normalizeForSearch('Peñafrancia')).toBe('penafrancia');
    expect(normalizeForSearch('MARÍA Ibáñez')).toBe('maria ibanez');
    expect(normalizeForSearch('  Niño   Dela\tCruz ')).toBe('nino dela cruz');
  });

  it('treats a decomposed ñ (n + combining tilde) like the composed one', () => {
    const decomposed = 'Pen\u0303afrancia';
    expect(normalizeForSearch(decomposed)).toBe(normalizeForSearch('Peñafrancia'));
  });

  it('finds a name typed without its accents, word by word and in any order', () => {
    expect(matchesSearch('María Clara Peñafrancia', 'penafrancia maria')).toBe(true);
    expect(matchesSearch('Las Piñas–Parañaque Wetland Park', 'paranaque')).toBe(true);
    expect(matchesSearch('José Rizal Añonuevo', 'anonuevo jose')).toBe(true);
    expect(matchesSearch('José Rizal Añonuevo', 'bonifacio')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch('Santos', '   ')).toBe(true);
  });
});

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
