import { render, screen, waitFor } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { useDrawnCount } from './use-drawn-count.ts';

function List({ total }: { total: number }) {
  const drawn = useDrawnCount(total, 6, 6);
  return <p>{`${drawn} of ${total}`}</p>;
}

function ListByDefault({ total }: { total: number }) {
  const drawn = useDrawnCount(total);
  return <p>{`${drawn} of ${total}`}</p>;
}

it('draws the first six at once and the rest a few per task, until all are drawn', async () => {
  render(<List total={20} />);
  expect(screen.getByText('6 of 20')).toBeInTheDocument();
  await screen.findByText('12 of 20');
  await screen.findByText('20 of 20');
});

it('draws two at first and two more per task by default, so no task draws more than two cards', async () => {
  render(<ListByDefault total={7} />);
  expect(screen.getByText('2 of 7')).toBeInTheDocument();
  const seen: number[] = [];
  await waitFor(() => {
    seen.push(Number(screen.getByText(/ of 7$/).textContent!.split(' ')[0]));
    expect(seen.at(-1)).toBe(7);
  });
  // Every count a render showed, in order: never a jump of more than two.
  const steps = seen.map((count, i) => count - (seen[i - 1] ?? 2));
  expect(Math.max(...steps)).toBeLessThanOrEqual(2);
});

it('draws a short list whole at once', () => {
  render(<List total={4} />);
  expect(screen.getByText('4 of 4')).toBeInTheDocument();
});

it('keeps what is drawn when more items arrive, and goes on from there', async () => {
  const { rerender } = render(<List total={8} />);
  await screen.findByText('8 of 8');
  rerender(<List total={20} />);
  // Never back to six: the first eight stay on the page while the next ones are drawn.
  const seen: number[] = [];
  await waitFor(() => {
    seen.push(Number(screen.getByText(/ of 20$/).textContent!.split(' ')[0]));
    expect(seen.at(-1)).toBe(20);
  });
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(8);
});
