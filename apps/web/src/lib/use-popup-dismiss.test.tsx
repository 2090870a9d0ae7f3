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

/**
 * Draws the popup and opens it with a click outside testing-library's act(), then lets Preact's render (a microtask)
 * run: drawn, not yet painted.
 */
async function openWithoutPaint() {
  closedBy.length = 0;
  render(<Popup />);
  const button = screen.getByRole('button', { name: 'Open' });
  button.click();
  await settle();
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

async function settle() {
  await Promise.resolve();
  await Promise.resolve();
}

async function pressKey(key: string) {
  document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  await settle();
}

async function pointerDownOn(target: Element) {
  target.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  await settle();
}

it('closes on Escape pressed the moment the popup is drawn', async () => {
  const button = await openWithoutPaint();
  await pressKey('Escape');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(closedBy).toEqual(['escape']);
});

it('closes on a press outside it the moment it is drawn, and not on one inside', async () => {
  const button = await openWithoutPaint();
  await pointerDownOn(screen.getByText('Panel'));
  expect(button).toHaveAttribute('aria-expanded', 'true');
  await pointerDownOn(document.body);
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(closedBy).toEqual(['outside']);
});

it('ignores other keys', async () => {
  const button = await openWithoutPaint();
  await pressKey('Enter');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(closedBy).toEqual([]);
});

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  usePopupDismiss(outer, () => setOuter(false));
  usePopupDismiss(inner, () => setInner(false));
  return (
    <>
      <button type="button" aria-expanded={outer} onClick={() => setOuter(true)}>
        Menu
      </button>
      {outer && (
        <button type="button" aria-expanded={inner} onClick={() => setInner(true)}>
          Bell
        </button>
      )}
    </>
  );
}

it('closes only the innermost open popup on Escape, then the one around it', async () => {
  render(<Nested />);
  const menu = screen.getByRole('button', { name: 'Menu' });
  menu.click();
  await settle();
  const bell = screen.getByRole('button', { name: 'Bell' });
  bell.click();
  await settle();
  await pressKey('Escape');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  await pressKey('Escape');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});
