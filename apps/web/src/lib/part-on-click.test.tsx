import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { chunkOnce, usePartOnClick } from './part-on-click.ts';
import { toast } from './toast.ts';

afterEach(() => vi.restoreAllMocks());

it('asks for a chunk once, and again after a failure', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue('module');
  const chunk = chunkOnce(load);
  await expect(chunk()).rejects.toThrow('Failed to fetch');
  await expect(Promise.all([chunk(), chunk()])).resolves.toEqual(['module', 'module']);
  expect(await chunk()).toBe('module');
  expect(load).toHaveBeenCalledTimes(2);
});

function Opener({ load }: { load: () => Promise<{ Panel: ComponentType }> }) {
  const [open, setOpen] = useState(false);
  const [part, ask] = usePartOnClick(load, 'The panel');
  return (
    <>
      <button type="button" onClick={async () => setOpen(await ask())}>
        Open
      </button>
      {open && part && <part.Panel />}
    </>
  );
}

it('says in a toast that the part could not be loaded, keeps the page, and opens it on the next click', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const said = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
  const load = chunkOnce(
    vi
      .fn<() => Promise<{ Panel: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Panel: () => <p>The panel</p> }),
  );
  const user = userEvent.setup();
  render(<Opener load={load} />);

  await user.click(screen.getByRole('button', { name: 'Open' }));
  await waitFor(() =>
    expect(said).toHaveBeenCalledWith(
      'The panel could not be loaded. Check your connection and try again, or reload the page.',
    ),
  );
  expect(screen.queryByText('The panel')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('The panel')).toBeInTheDocument();
  expect(said).toHaveBeenCalledTimes(1);
});
