import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { StarInput } from './star-input.tsx';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <StarInput value={value} onChange={setValue} />;
}

describe('StarInput', () => {
  it('is one radio group of five named stars', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Rating' });
    const stars = screen.getAllByRole('radio');
    expect(group).toContainElement(stars[0]!);
    expect(stars.map((star) => star.getAttribute('aria-label'))).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    expect(stars.every((star) => !(star as HTMLInputElement).checked)).toBe(true);
  });

  it('chooses a star by click and moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
  });

  it('is reached with Tab once, on the chosen star', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">before</button>
        <Harness initial={5} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: '5 stars' })).toHaveFocus();
  });
});
