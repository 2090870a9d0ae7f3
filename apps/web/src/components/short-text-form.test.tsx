import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiClientError } from '../lib/api-client.ts';
import { ShortTextForm } from './short-text-form.tsx';

const schema = z.string().trim().min(1, 'Say why, please.');

function renderForm(onSubmit: (text: string) => Promise<unknown>, extra: { failureText?: string } = {}) {
  const onCancel = vi.fn();
  render(
    <ShortTextForm
      label="Reason"
      submitLabel="Send"
      busyLabel="Sending…"
      cancelLabel="Keep it"
      schema={schema}
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...extra}
    />,
  );
  return { onCancel };
}

describe('<ShortTextForm>', () => {
  it("refuses what the schema refuses, with its message, and sends the schema's output", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say why, please.');
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason'), '  Sold elsewhere.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith('Sold elsewhere.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the field, keeps the text and the focus, and says busy while sending", async () => {
    const user = userEvent.setup();
    let refuse: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(
      () =>
        new Promise((_resolve, reject) => {
          refuse = reject;
        }),
    );
    renderForm(onSubmit);
    await user.type(screen.getByLabelText('Reason'), 'Sold elsewhere.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const busy = screen.getByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    expect(onSubmit).toHaveBeenCalledOnce();
    refuse(new ApiClientError(409, 'This booking is already paid.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is already paid.');
    expect(screen.getByLabelText('Reason')).toHaveValue('Sold elsewhere.');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).not.toHaveAttribute('aria-disabled');
    expect(send).toHaveFocus();
  });

  it('says the failure text for a failure without a message for people, and cancels', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderForm(() => Promise.reject(new TypeError('fetch failed')), {
      failureText: 'Could not send. Try again.',
    });
    await user.type(screen.getByLabelText('Reason'), 'Sold elsewhere.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send. Try again.');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
