import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { PageLoader } from './PageLoader';

describe('the page loader', () => {
  it('tells screen readers that the page is loading', async () => {
    renderWithProviders(<PageLoader />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });
});
