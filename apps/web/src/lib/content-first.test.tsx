import { act, render, screen } from '@testing-library/preact';
import { afterEach, expect, it, vi } from 'vitest';
import {
  holdContent,
  onContentShown,
  resetContentGateForTests,
  useContentShown,
  useHeldUntilLoaded,
  useHoldContent,
  waitForContent,
} from './content-first.ts';

afterEach(() => {
  vi.useRealTimers();
  resetContentGateForTests();
});

/** Two frames and a task: what the gate waits after the last hold goes, and more. */
const nextFrames = () =>
  act(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );

function Shown() {
  return <p>{useContentShown() ? 'shown' : 'waiting'}</p>;
}

it('is open outside the app’s start: components drawn alone load everything at once', () => {
  const work = vi.fn();
  onContentShown(work);
  expect(work).toHaveBeenCalledOnce();
  render(<Shown />);
  expect(screen.getByText('shown')).toBeInTheDocument();
});

it('opens on a frame after the app’s first render when nothing holds it, and runs what waited once', async () => {
  const rendered = waitForContent();
  const work = vi.fn();
  onContentShown(work);
  render(<Shown />);
  await nextFrames();
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(work).not.toHaveBeenCalled();
  rendered();
  // Not in the same frame: what starts then could end before the content's paint.
  expect(work).not.toHaveBeenCalled();
  await nextFrames();
  expect(screen.getByText('shown')).toBeInTheDocument();
  expect(work).toHaveBeenCalledOnce();
  // Open for good: a later hold holds nothing.
  holdContent();
  const later = vi.fn();
  onContentShown(later);
  expect(later).toHaveBeenCalledOnce();
});

it('stays closed while a page holds it, and opens once every hold has gone', async () => {
  const rendered = waitForContent();
  function Page({ loading }: { loading: boolean }) {
    useHoldContent(loading);
    return <Shown />;
  }
  const page = render(<Page loading />);
  const guard = holdContent();
  rendered();
  await nextFrames();
  expect(screen.getByText('waiting')).toBeInTheDocument();
  page.rerender(<Page loading={false} />);
  await nextFrames();
  expect(screen.getByText('waiting')).toBeInTheDocument();
  guard();
  // Releasing twice does not let another hold go with it.
  const other = holdContent();
  guard();
  await nextFrames();
  expect(screen.getByText('waiting')).toBeInTheDocument();
  other();
  await nextFrames();
  expect(screen.getByText('shown')).toBeInTheDocument();
});

it('opens after three seconds whatever holds it, so nothing waits for ever', () => {
  vi.useFakeTimers();
  waitForContent();
  holdContent();
  const work = vi.fn();
  onContentShown(work);
  vi.advanceTimersByTime(2_999);
  expect(work).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(work).toHaveBeenCalledOnce();
});

it('a cancelled wait never runs', async () => {
  const rendered = waitForContent();
  const work = vi.fn();
  onContentShown(work)();
  rendered();
  await nextFrames();
  expect(work).not.toHaveBeenCalled();
});

function Photo({ decode }: { decode?: () => Promise<void> }) {
  const held = useHeldUntilLoaded();
  return (
    <img
      alt="Les Paul"
      ref={(image) => {
        if (image && decode) image.decode = decode;
        held(image);
      }}
    />
  );
}

it('the main photo holds it until the browser has decoded the picture', async () => {
  const rendered = waitForContent();
  let decoded = () => {};
  render(
    <>
      <Photo decode={() => new Promise<void>((resolve) => (decoded = resolve))} />
      <Shown />
    </>,
  );
  rendered();
  await nextFrames();
  expect(screen.getByText('waiting')).toBeInTheDocument();
  await act(async () => decoded());
  await nextFrames();
  expect(screen.getByText('shown')).toBeInTheDocument();
});

it('a photo that cannot be decoded (a broken picture) lets it open too', async () => {
  const rendered = waitForContent();
  render(
    <>
      <Photo decode={() => Promise.reject(new DOMException('The source image cannot be decoded.', 'EncodingError'))} />
      <Shown />
    </>,
  );
  rendered();
  await nextFrames();
  await nextFrames();
  expect(screen.getByText('shown')).toBeInTheDocument();
});

it('a photo taken away before it is decoded (another page) holds it no longer', async () => {
  const rendered = waitForContent();
  const view = render(
    <>
      <Photo decode={() => new Promise<void>(() => {})} />
      <Shown />
    </>,
  );
  rendered();
  await nextFrames();
  expect(screen.getByText('waiting')).toBeInTheDocument();
  view.rerender(<Shown />);
  await nextFrames();
  expect(screen.getByText('shown')).toBeInTheDocument();
});
