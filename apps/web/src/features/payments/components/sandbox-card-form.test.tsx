import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SandboxCardForm } from './sandbox-card-form.tsx';

const now = () => new Date('2026-06-15T12:00:00Z');

function setup(props: Partial<Parameters<typeof SandboxCardForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<SandboxCardForm onSubmit={onSubmit} disabled={false} submitLabel="Pay" now={now} {...props} />);
  return {
    onSubmit,
    user: userEvent.setup(),
    number: screen.getByLabelText('Card number'),
    expiry: screen.getByLabelText('Expiry date'),
    cvc: screen.getByLabelText('CVC'),
    pay: screen.getByRole('button', { name: 'Pay' }),
  };
}

describe('SandboxCardForm', () => {
  it('says plainly that it is a test mode with no real charge', () => {
    setup();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Test mode: no real charge is made. Use card 4242 4242 4242 4242 with any future date and any CVC.',
    );
  });

  it('labels each field for autofill and numeric keyboards', () => {
    const { number, expiry, cvc } = setup();
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    expect(expiry).toHaveAttribute('autocomplete', 'cc-exp');
    expect(expiry).toHaveAttribute('placeholder', 'MM / YY');
    expect(cvc).toHaveAttribute('autocomplete', 'cc-csc');
    for (const input of [number, expiry, cvc]) expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('formats the number as it is typed and shows the brand', async () => {
    const { user, number, expiry } = setup();
    await user.type(number, '4242424242424242');
    expect(number).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeInTheDocument();
    await user.type(expiry, '1230');
    expect(expiry).toHaveValue('12 / 30');
  });

  it('submits the checked card', async () => {
    const { user, number, expiry, cvc, pay, onSubmit } = setup();
    await user.type(number, '4242 4242 4242 4242');
    await user.type(expiry, '12 / 30');
    await user.type(cvc, '123');
    await user.click(pay);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
  });

  it("shows Stripe's messages under the fields and submits nothing", async () => {
    const { user, number, expiry, cvc, pay, onSubmit } = setup();
    await user.type(number, '4242424242424241');
    await user.type(expiry, '01 / 26');
    await user.type(cvc, '12');
    await user.click(pay);
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Your card number is invalid.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for 4 digits of security code on American Express', async () => {
    const { user, number, expiry, cvc, pay, onSubmit } = setup();
    await user.type(number, '378282246310005');
    await user.type(expiry, '1230');
    await user.type(cvc, '123');
    await user.click(pay);
    expect(await screen.findByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the Pay button disabled while told to', async () => {
    const { pay } = setup({ disabled: true });
    expect(pay).toBeDisabled();
  });

  it("shows the processor's message in red", () => {
    setup({ error: 'Your card was declined.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
  });
});
