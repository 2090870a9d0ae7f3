import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { RatingBadge } from './rating-badge.tsx';

describe('RatingBadge', () => {
  it('shows "4.6 ★ (12)" and reads "Rated 4.6 out of 5 from 12 reviews"', () => {
    render(<RatingBadge rating={{ average: 4.6, count: 12 }} />);
    expect(screen.getByText('4.6 ★ (12)')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Rated 4.6 out of 5 from 12 reviews')).toHaveClass('sr-only');
  });

  it('says one review, and keeps one decimal for a whole average', () => {
    render(<RatingBadge rating={{ average: 5, count: 1 }} />);
    expect(screen.getByText('5.0 ★ (1)')).toBeInTheDocument();
    expect(screen.getByText('Rated 5.0 out of 5 from 1 review')).toBeInTheDocument();
  });
});
