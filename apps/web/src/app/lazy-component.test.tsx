import { within } from '@testing-library/preact';
import { options, render } from 'preact';
import { Component, type ComponentType, type ReactNode } from 'react';
import { expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

it('draws a lazily loaded component whose chunk arrives after the render but before the render’s effects have run', async () => {
  const Heart = () => <button type="button">Add to watchlist</button>;
  let arrive: (component: ComponentType) => void = () => {};
  const { Component: Button, prefetch } = lazyComponent(
    () => new Promise<ComponentType>((resolve) => (arrive = resolve)),
  );
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

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

it('starts loading when first drawn, and hands a chunk that fails to load to the error boundary around it', async () => {
  let loads = 0;
  const { Component: Sections, started } = lazyComponent<object>(() => {
    loads += 1;
    return Promise.reject(new Error('Failed to fetch dynamically imported module'));
  });
  const container = document.body.appendChild(document.createElement('div'));
  render(
    <Boundary>
      <Sections />
    </Boundary>,
    container,
  );
  expect(loads).toBe(1);
  await started();
  expect(await within(container).findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
  expect(loads).toBe(1);
  render(null, container);
  container.remove();
});

it('with `afterContent`, waits for the page’s main content before loading, then draws itself', async () => {
  const { resetContentGateForTests, waitForContent } = await import('../lib/content-first.ts');
  const rendered = waitForContent();
  let loads = 0;
  const Heart = () => <button type="button">Add to watchlist</button>;
  const { Component: Button } = lazyComponent(
    () => {
      loads += 1;
      return Promise.resolve(Heart);
    },
    { afterContent: true },
  );
  const container = document.body.appendChild(document.createElement('div'));
  try {
    render(<Button />, container);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads).toBe(0);
    rendered();
    expect(await within(container).findByRole('button', { name: 'Add to watchlist' })).toBeInTheDocument();
    expect(loads).toBe(1);
  } finally {
    render(null, container);
    container.remove();
    resetContentGateForTests();
  }
});
