import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
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
});
