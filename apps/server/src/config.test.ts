import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBe(true);
  });

  it('reads overrides', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' });
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db' });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad setting in one line', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrowError(/PORT .*; DATABASE_URL /);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET is required/);
  });

  it('refuses half a Google or Stripe configuration', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(/GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk' })).toThrowError(/STRIPE_PUBLISHABLE_KEY/);
  });

  it('needs the whole object-storage configuration once S3_BUCKET is set', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrowError(
      /S3_ENDPOINT is required when S3_BUCKET is set; S3_REGION/,
    );
  });
});
