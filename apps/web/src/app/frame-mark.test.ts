import { describe, expect, it } from 'vitest';
import { drawnLocation, frameFits } from './frame-mark.ts';

const at = (address: string) => new URL(address, 'https://restrung.test');

describe('which location a frame in the HTML was drawn for', () => {
  it('fits its own path, with or without a trailing slash, and no other', () => {
    expect(frameFits('/login', at('/login'))).toBe(true);
    expect(frameFits('/login', at('/login/'))).toBe(true);
    expect(frameFits('/', at('/'))).toBe(true);
    expect(frameFits('/login', at('/signup'))).toBe(false);
    expect(frameFits('/login', at('/login/more'))).toBe(false);
    expect(frameFits(null, at('/login'))).toBe(false);
  });

  it('fits a page drawn with a query value only where that value is given and not empty', () => {
    expect(frameFits('/reset-password?token', at('/reset-password?token=abc'))).toBe(true);
    expect(frameFits('/reset-password?token', at('/reset-password?other=1&token=abc'))).toBe(true);
    expect(frameFits('/reset-password?token', at('/reset-password'))).toBe(false);
    expect(frameFits('/reset-password?token', at('/reset-password?token='))).toBe(false);
  });

  it('draws a page with a value for each query name it lists', () => {
    expect(drawnLocation('/login')).toBe('/login');
    expect(
      new URL(drawnLocation('/reset-password?token'), 'https://restrung.test').searchParams.get('token'),
    ).toBeTruthy();
  });
});
