import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PendingButton } from './pending-button.tsx';

it('ignores clicks while its call runs, without giving up the focus, and takes them again after', async () => {
  const onClick = vi.fn();
  const user = userEvent.setup();
  const { rerender } = render(
    <PendingButton pending={false} onClick={onClick} className="btn">
      Delete
    </PendingButton>,
  );
  const button = screen.getByRole('button', { name: 'Delete' });
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);

  rerender(
    <PendingButton pending onClick={onClick} className="btn">
      Delete
    </PendingButton>,
  );
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
  expect(button).toHaveFocus();
  button.click();
  expect(onClick).toHaveBeenCalledTimes(1);

  rerender(
    <PendingButton pending={false} onClick={onClick} className="btn">
      Delete
    </PendingButton>,
  );
  expect(button).not.toHaveAttribute('aria-disabled');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(2);
});
