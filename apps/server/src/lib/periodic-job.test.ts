import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicJob } from './periodic-job.ts';

/** A pass that ends when the test says so. */
function controlledPass() {
  const ends: Array<(error?: Error) => void> = [];
  const runOnce = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        ends.push((error) => (error ? reject(error) : resolve()));
      }),
  );
  const end = (error?: Error) => {
    const next = ends.shift();
    if (!next) throw new Error('no pass is running');
    next(error);
  };
  return { runOnce, end };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('startPeriodicJob', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once, then every interval; a tick during a pass is skipped, not queued', async () => {
    const { runOnce, end } = controlledPass();
    const stop = startPeriodicJob(runOnce, 1000, { error: vi.fn() }, { name: 'test job' });
    await settle();
    expect(runOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3500);
    expect(runOnce).toHaveBeenCalledTimes(1);
    end();
    await settle();
    expect(runOnce).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(runOnce).toHaveBeenCalledTimes(2);
    end();
    await stop();
  });

  it('waits for the first interval when asked not to run at start', async () => {
    const runOnce = vi.fn(async () => undefined);
    const stop = startPeriodicJob(runOnce, 1000, { error: vi.fn() }, { name: 'test job', runAtStart: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(runOnce).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(runOnce).toHaveBeenCalledTimes(1);
    await stop();
  });

  it('logs a failed pass, or a throw before any promise, and keeps running', async () => {
    const error = vi.fn();
    let calls = 0;
    const runOnce = vi.fn(() => {
      calls += 1;
      if (calls === 1) throw new Error('synchronous');
      if (calls === 2) return Promise.reject(new Error('database gone'));
      return Promise.resolve();
    });
    const stop = startPeriodicJob(runOnce, 1000, { error }, { name: 'test job' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(runOnce).toHaveBeenCalledTimes(3);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenNthCalledWith(1, { err: new Error('synchronous') }, 'test job pass failed');
    expect(error).toHaveBeenNthCalledWith(2, { err: new Error('database gone') }, 'test job pass failed');
    await stop();
  });

  it('stop waits for the pass in flight and no pass starts after it', async () => {
    const { runOnce, end } = controlledPass();
    const stop = startPeriodicJob(runOnce, 1000, { error: vi.fn() }, { name: 'test job' });
    await settle();
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await settle();
    expect(stopped).toBe(false);
    end();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(runOnce).toHaveBeenCalledTimes(1);
  });

  it('does not keep the process alive', () => {
    // On the real setInterval: Vitest restores a file's spies again after its last hook, and a spy on the faked one
    // put the fake back then; the server's test files share their globals (decision 0050), so every later file's
    // setInterval never fired.
    vi.useRealTimers();
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const stop = startPeriodicJob(async () => undefined, 1000, { error: vi.fn() }, { name: 'test job' });
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setIntervalSpy.mockRestore();
    return stop();
  });
});
