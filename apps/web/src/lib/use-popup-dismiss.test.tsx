import { render, screen } from '@testing-library/preact';
import { useRef, useState } from 'react';
import { expect, it } from 'vitest';
import { usePopupDismiss } from './use-popup-dismiss.ts';

const closedBy: string[] = [];

function Popup() {
  const [open, setOpen] = useState(false);
  const inside = useRef<HTMLDivElement>(null);
  usePopupDismiss(
    open,
    (how) => {
      closedBy.push(how);
      setOpen(false);
    },
    inside,
  );
  return (
    <div ref={inside}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <p>Panel</p>}
    </div>
  );
}

/** A click outside testing-library's act(), then Preact's render (a microtask): drawn, not yet painted. */
async function openWithoutPaint() {
  const button = screen.getByRole('button', { name: 'Open' });
  button.click();
  await Promise.resolve();
  await Promise.resolve();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

const settle = async () => {
  await Promise.resolve();
  await Promise.resolve();
};

it('closes on Escape pressed the moment the popup is drawn', async () => {
  closedBy.length = 0;
  render(<Popup />);
  const button = await openWithoutPaint();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  await settle();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(closedBy).toEqual(['escape']);
});

it('closes on a press outside it the moment it is drawn, and not on one inside', async () => {
  closedBy.length = 0;
  render(<Popup />);
  const button = await openWithoutPaint();
  screen.getByText('Panel').dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await settle();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await settle();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(closedBy).toEqual(['outside']);
});

it('ignores other keys', async () => {
  closedBy.length = 0;
  render(<Popup />);
  const button = await openWithoutPaint();
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  await settle();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(closedBy).toEqual([]);
});
