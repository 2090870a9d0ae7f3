import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { toast } from '../lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

describe('toasts loaded on the first one', () => {
  it('mounts no container before a toast is asked for', () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows toasts sent before react-toastify and its container have loaded, in the order they were sent', async () => {
    render(<ToastHost />);
    toast.success('Saved your listing');
    toast.info('Also: 1 unpaid order cancelled.');
    expect(await screen.findByText('Saved your listing')).toBeInTheDocument();
    expect(await screen.findByText('Also: 1 unpaid order cancelled.')).toBeInTheDocument();
    const texts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    // The container shows the newest on top.
    expect(texts.findIndex((t) => t?.includes('Also'))).toBeLessThan(texts.findIndex((t) => t?.includes('Saved')));
  });

  it('takes down the failures still showing when a success follows: the latest attempt worked', async () => {
    render(<ToastHost />);
    toast.error('Could not upload the photos. Please try again.');
    toast.warn('Your listing is saved, but its photos are still uploading.');
    expect(await screen.findByText('Could not upload the photos. Please try again.')).toBeInTheDocument();
    toast.success('Product added');
    expect(await screen.findByText('Product added')).toBeInTheDocument();
    // A toast on its way out is no longer an alert (jsdom runs no CSS animation, so its node stays in the DOM).
    const alerts = () => screen.getAllByRole('alert').map((alert) => alert.textContent ?? '');
    await waitFor(() => expect(alerts().some((text) => text.includes('Could not upload the photos'))).toBe(false));
    // Only failures go: a warning is not one, and stays until it times out.
    expect(alerts().some((text) => text.includes('photos are still uploading'))).toBe(true);
  });
});
