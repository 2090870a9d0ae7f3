import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { SubmitButton } from '../../../components/submit-button.tsx';

const LOAD_ERROR = 'The card form could not be loaded. Check your connection and reload the page.';
const CONFIRM_ERROR = 'Your payment could not be completed. Please try again.';

interface StripeCardFormProps {
  publishableKey: string;
  /** From create-payment-intent; the Pay button waits for it (SPEC.md section 5). */
  clientSecret: string | undefined;
  billingName: string;
  billingEmail: string;
  submitLabel: string;
  /**
   * Stripe says the intent succeeded. The page then asks our server to settle the booking: the server checks
   * the intent with Stripe itself, so this callback alone never marks anything Paid.
   */
  onSucceeded: (paymentIntentId: string) => void | Promise<void>;
  disabled?: boolean;
}

/**
 * Stripe's card field (Stripe.js from js.stripe.com): the card number goes to Stripe, never to our server.
 * Imported from '@stripe/stripe-js/pure', which adds the script only when loadStripe is called; the package's main
 * entry adds it as soon as the module is evaluated, on any page whose chunk includes it.
 */
export function StripeCardForm(props: StripeCardFormProps) {
  const { publishableKey, clientSecret, billingName, billingEmail, submitLabel, onSucceeded, disabled = false } = props;
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [card, setCard] = useState<StripeCardElement | null>(null);
  const [error, setError] = useState<string>();
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let element: StripeCardElement | undefined;
    loadStripe(publishableKey).then(
      (loaded) => {
        if (cancelled) return;
        if (!loaded || !mountRef.current) return setError(LOAD_ERROR);
        element = loaded.elements().create('card', { hidePostalCode: true });
        // Stripe's own wording for an incomplete or invalid card, under the field as it is typed.
        element.on('change', (event) => setError(event.error?.message));
        element.mount(mountRef.current);
        setStripe(loaded);
        setCard(element);
      },
      () => {
        if (!cancelled) setError(LOAD_ERROR);
      },
    );
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey]);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !card || !clientSecret) return;
    setProcessing(true);
    setError(undefined);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: { name: billingName, email: billingEmail } },
      });
      if (result.error) setError(result.error.message ?? CONFIRM_ERROR);
      else if (result.paymentIntent.status === 'succeeded') await onSucceeded(result.paymentIntent.id);
      else setError(CONFIRM_ERROR);
    } finally {
      setProcessing(false);
    }
  }

  const ready = Boolean(stripe && card && clientSecret);
  return (
    <form noValidate onSubmit={pay} className="flex flex-col gap-3" aria-label="Card details">
      <div ref={mountRef} className="input w-full py-3" data-testid="stripe-card-element" />
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
      <SubmitButton className="btn btn-primary" busy={processing} disabled={!ready || disabled}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
