import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { SubmitButton } from './submit-button.tsx';

function Form({ busy, onSubmit, disabled }: { busy: boolean; onSubmit: () => void; disabled?: boolean }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        Email
        <input name="email" />
      </label>
      <SubmitButton className="btn" busy={busy} disabled={disabled}>
        Sign In
      </SubmitButton>
    </form>
  );
}

it('sends its form neither by a click nor by Enter in a field while busy, and keeps the focus', async () => {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const { rerender } = render(<Form busy={false} onSubmit={onSubmit} />);
  const button = screen.getByRole('button', { name: 'Sign In' });
  await user.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(<Form busy onSubmit={onSubmit} />);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
  expect(button).toHaveFocus();
  await user.click(button);
  await user.type(screen.getByLabelText('Email'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);

  rerender(<Form busy={false} onSubmit={onSubmit} />);
  expect(button).not.toHaveAttribute('aria-disabled');
  await user.type(screen.getByLabelText('Email'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

it('stays disabled for a form that cannot be sent at all', async () => {
  const onSubmit = vi.fn();
  render(<Form busy={false} disabled onSubmit={onSubmit} />);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  await userEvent.setup().type(screen.getByLabelText('Email'), '{Enter}');
  expect(onSubmit).not.toHaveBeenCalled();
});
