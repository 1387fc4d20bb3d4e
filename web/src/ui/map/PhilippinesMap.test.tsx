import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { formatCoordinates, placePoints } from './map-points';
import { PhilippinesMap } from './PhilippinesMap';

const MAKILING = { id: 'a', label: 'Mount Makiling Forest Reserve, Los Baños, Laguna', latitude: 14.1486, longitude: 121.2158 };
const APO = { id: 'b', label: 'Mount Apo Natural Park, Davao', latitude: 6.9875, longitude: 125.2708 };
const BATANES = { id: 'c', label: 'Itbayat, Batanes', latitude: 20.78, longitude: 121.84 };
const TYPO = { id: 'd', label: 'Parañaque (longitude typed as 12.09)', latitude: 14.4962, longitude: 12.09 };

describe('the map of the Philippines', () => {
  it('places points where they are: north up, east right', () => {
    const [makiling, apo, batanes] = placePoints([MAKILING, APO, BATANES]);
    expect(apo?.position?.y).toBeGreaterThan(makiling?.position?.y ?? Number.POSITIVE_INFINITY);
    expect(batanes?.position?.y).toBeLessThan(makiling?.position?.y ?? 0);
    expect(apo?.position?.x).toBeGreaterThan(makiling?.position?.x ?? Number.POSITIVE_INFINITY);
  });

  it('draws a numbered marker per point and names each in a list, with its coordinates', () => {
    const { container } = renderWithProviders(<PhilippinesMap points={[MAKILING, APO]} />);
    expect(screen.getByRole('img', { name: 'Collection locations: map of the Philippines with 2 of 2 locations marked' })).toBeVisible();
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(2);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mount Makiling Forest Reserve, Los Baños, Laguna');
    expect(items[0]).toHaveTextContent('14.1486° N, 121.2158° E');
    expect(items[1]).toHaveTextContent('Mount Apo Natural Park, Davao');
  });

  it('lists a point outside the country without drawing it, and says to check it', () => {
    const { container } = renderWithProviders(<PhilippinesMap points={[MAKILING, TYPO]} />);
    expect(container.querySelectorAll('svg[role="img"] circle')).toHaveLength(1);
    expect(screen.getByRole('img', { name: /1 of 2 locations marked/ })).toBeVisible();
    expect(screen.getByText(/outside the Philippines: check the coordinates/)).toBeVisible();
  });

  it('says when there is nothing to mark', () => {
    renderWithProviders(<PhilippinesMap points={[]} title="Collection locations" />);
    expect(screen.getByText('No locations with coordinates.')).toBeVisible();
  });

  it('writes coordinates with their hemispheres', () => {
    expect(formatCoordinates(-8.5, -120.25)).toBe('8.5000° S, 120.2500° W');
  });
});
