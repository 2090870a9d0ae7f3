import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StripeCardForm } from './stripe-card-form.tsx';

/**
 * Stripe.js loads from js.stripe.com, which tests cannot reach; this stands in for the slice of it the
 * form uses (loadStripe, elements().create('card'), confirmCardPayment).
 */
const stripeJs = vi.hoisted(() => {
  const element = { mount: vi.fn(), on: vi.fn(), destroy: vi.fn() };
  const stripe = { elements: vi.fn(() => ({ create: vi.fn(() => element) })), confirmCardPayment: vi.fn() };
  return { element, stripe, loadStripe: vi.fn(async () => stripe) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

const props = {
  publishableKey: 'pk_test_x',
  billingName: 'Bea Buyer',
  billingEmail: 'bea@example.com',
  submitLabel: 'Pay',
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('StripeCardForm', () => {
  it('mounts Stripe’s card field and keeps Pay disabled until there is a client secret', async () => {
    const { rerender } = render(<StripeCardForm {...props} clientSecret={undefined} onSucceeded={vi.fn()} />);
    await waitFor(() => expect(stripeJs.element.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-card-element')));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_x');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    rerender(<StripeCardForm {...props} clientSecret="pi_1_secret_x" onSucceeded={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('confirms the card with the billing name and email and reports success', async () => {
    stripeJs.stripe.confirmCardPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const onSucceeded = vi.fn();
    render(<StripeCardForm {...props} clientSecret="pi_1_secret_x" onSucceeded={onSucceeded} />);
    const pay = screen.getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.setup().click(pay);
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_1'));
    expect(stripeJs.stripe.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x', {
      payment_method: { card: stripeJs.element, billing_details: { name: 'Bea Buyer', email: 'bea@example.com' } },
    });
  });

  it("shows Stripe's message in red when the card is declined", async () => {
    stripeJs.stripe.confirmCardPayment.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const onSucceeded = vi.fn();
    render(<StripeCardForm {...props} clientSecret="pi_1_secret_x" onSucceeded={onSucceeded} />);
    const pay = screen.getByRole('button', { name: 'Pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.setup().click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(pay).toBeEnabled();
  });

  it('says so when Stripe.js cannot be loaded', async () => {
    stripeJs.loadStripe.mockResolvedValueOnce(null as never);
    render(<StripeCardForm {...props} clientSecret="pi_1_secret_x" onSucceeded={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The card form could not be loaded.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
