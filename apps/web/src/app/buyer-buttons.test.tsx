import { within } from '@testing-library/preact';
import { options, render } from 'preact';
import type { ComponentType } from 'react';
import { expect, it } from 'vitest';
import { lazyButton } from './buyer-buttons.tsx';

it('draws a lazily loaded button whose chunk arrives after the render but before the render’s effects have run', async () => {
  const Heart = () => <button type="button">Add to watchlist</button>;
  let arrive: (component: ComponentType) => void = () => {};
  const { Button, prefetch } = lazyButton(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
  // Loading has started elsewhere (AppBuyerButtons), and the button renders before the chunk is here: nothing yet.
  const loading = prefetch();
  const effects: (() => void)[] = [];
  const schedule = options.requestAnimationFrame;
  options.requestAnimationFrame = (flush) => effects.push(flush);
  const container = document.body.appendChild(document.createElement('div'));
  try {
    render(<Button />, container);
    expect(container).toBeEmptyDOMElement();
    arrive(Heart);
    await loading;
  } finally {
    options.requestAnimationFrame = schedule;
  }
  // Effects run after the paint, on Preact: by then the chunk is here.
  for (const flush of effects) flush();
  expect(await within(container).findByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument();
  render(null, container);
  container.remove();
});
