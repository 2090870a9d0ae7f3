import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { END_OF_LIST, ListSection, type ListQuery } from './list-section.tsx';

const query = (page: Partial<ListQuery>): ListQuery => ({
  data: [],
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  fetchNextPage: vi.fn(),
  hasNextPage: true,
  isFetchingNextPage: false,
  ...page,
});

const section = (page: Partial<ListQuery>, endNote?: string) => (
  <ListSection
    query={query(page)}
    what="the buyers"
    loadingLabel="Loading buyers"
    isEmpty={false}
    empty={null}
    endNote={endNote}
  >
    <ul>
      <li>Ada</li>
    </ul>
  </ListSection>
);

it('moves the keyboard to the end of the list when the last "Load more" goes away', async () => {
  const user = userEvent.setup();
  const { rerender } = render(section({}));
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  rerender(section({ isFetchingNextPage: true }));
  expect(screen.getByRole('button', { name: 'Loading…' })).toHaveFocus();

  rerender(section({ hasNextPage: false }));
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByText(END_OF_LIST)).toHaveFocus();
});

it('says the list’s own end note there, and nothing under a list that had one page', () => {
  const { rerender } = render(section({ hasNextPage: false }));
  expect(screen.queryByText(END_OF_LIST)).toBeNull();

  rerender(section({ hasNextPage: false }, 'That is every entry.'));
  expect(screen.getByText('That is every entry.')).toBeInTheDocument();
});
