import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardLast4,
  cvcError,
  cvcLengths,
  detectBrand,
  digitsOnly,
  expiryError,
  formatCardNumber,
  formatExpiry,
  isExpiryInPast,
  luhnValid,
  makeCardFormSchema,
  makeSandboxCardSchema,
  parseExpiry,
} from './card.ts';

const now = new Date('2026-06-15T12:00:00Z');

describe('card numbers', () => {
  it('keeps digits only', () => {
    expect(digitsOnly(' 4242-4242 4242\t4242 ')).toBe('4242424242424242');
  });

  it('checks the Luhn digit', () => {
    for (const good of [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '4000000000000002',
    ]) {
      expect(luhnValid(good), good).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('1234567812345678')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('detects the brand from the first digits', () => {
    expect(detectBrand('4')).toBe('visa');
    expect(detectBrand('5555 5555')).toBe('mastercard');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('2720')).toBe('mastercard');
    expect(detectBrand('2721')).toBe('unknown');
    expect(detectBrand('34')).toBe('amex');
    expect(detectBrand('37')).toBe('amex');
    expect(detectBrand('6011')).toBe('discover');
    expect(detectBrand('65')).toBe('discover');
    expect(detectBrand('644')).toBe('discover');
    expect(detectBrand('622126')).toBe('discover');
    expect(detectBrand('3056930009020004')).toBe('unknown');
    expect(detectBrand('')).toBe('unknown');
  });

  it('formats in groups of four, American Express as 4-6-5, and drops extra digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('5555555555554444123')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('4242abc')).toBe('4242');
    expect(formatCardNumber('')).toBe('');
  });

  it('shows only the last four digits', () => {
    expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
  });

  it('says incomplete while a number is short and invalid when the checksum or length is wrong', () => {
    expect(CARD_MESSAGES.numberInvalid).toBe('Your card number is invalid.');
    expect(
      makeCardFormSchema(() => now).safeParse({
        number: '4242 4242 4242 4242',
        expiry: '12 / 30',
        cvc: '123',
      }).success,
    ).toBe(true);
    const numberMessage = (number: string) =>
      makeCardFormSchema(() => now).safeParse({ number, expiry: '12 / 30', cvc: '123' }).error?.issues[0]?.message;
    expect(numberMessage('4242 4242')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(numberMessage('')).toBe(CARD_MESSAGES.numberIncomplete);
    expect(numberMessage('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberInvalid);
    expect(numberMessage('4242 4242 4242 4242 4242')).toBe(CARD_MESSAGES.numberInvalid);
    expect(numberMessage('4242x4242')).toBe(CARD_MESSAGES.numberInvalid);
  });
});

describe('expiry', () => {
  it('formats as it is typed', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it('parses MM / YY and MM / YYYY', () => {
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('1/34')).toEqual({ month: 1, year: 2034 });
    expect(parseExpiry('07 / 2031')).toEqual({ month: 7, year: 2031 });
    expect(parseExpiry('12 / 3')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });

  it('treats a card as good through the end of its expiry month', () => {
    expect(isExpiryInPast({ month: 6, year: 2026 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 5, year: 2026 }, now)).toBe(true);
    expect(isExpiryInPast({ month: 1, year: 2027 }, now)).toBe(false);
    expect(isExpiryInPast({ month: 12, year: 2025 }, now)).toBe(true);
  });

  it("uses Stripe's messages", () => {
    expect(expiryError(null, now)).toBe("Your card's expiration date is incomplete.");
    expect(expiryError({ month: 5, year: 2026 }, now)).toBe("Your card's expiration date is in the past.");
    expect(expiryError({ month: 13, year: 2030 }, now)).toBe("Your card's expiration month is invalid.");
    expect(expiryError({ month: 1, year: 2099 }, now)).toBe("Your card's expiration year is invalid.");
    expect(expiryError({ month: 6, year: 2026 }, now)).toBeUndefined();
  });
});

describe('security code', () => {
  it('has 4 digits on American Express and 3 elsewhere', () => {
    expect(cvcLengths('amex')).toEqual([4]);
    expect(cvcLengths('visa')).toEqual([3]);
    expect(cvcError('123', 'visa')).toBeUndefined();
    expect(cvcError('1234', 'amex')).toBeUndefined();
    expect(cvcError('123', 'amex')).toBe("Your card's security code is incomplete.");
    expect(cvcError('12', 'visa')).toBe("Your card's security code is incomplete.");
    expect(cvcError('1234', 'visa')).toBe("Your card's security code is invalid.");
    expect(cvcError('12a', 'visa')).toBe("Your card's security code is invalid.");
  });
});

describe('sandboxCardSchema', () => {
  const schema = makeSandboxCardSchema(() => now);
  const good = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };

  it('accepts a good card and hands back digits only', () => {
    expect(schema.parse(good)).toEqual({ ...good, number: '4242424242424242' });
  });

  it('reads a two-digit year as 20YY', () => {
    expect(schema.parse({ ...good, expYear: 30 }).expYear).toBe(2030);
  });

  it('names each bad field with a message a person can act on', () => {
    const result = schema.safeParse({ number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '1' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['number', 'Your card number is invalid.'],
      ['expMonth', "Your card's expiration date is in the past."],
      ['cvc', "Your card's security code is incomplete."],
    ]);
  });

  it('refuses missing fields and oversized input', () => {
    expect(schema.safeParse({}).error!.issues.map((issue) => issue.message)).toEqual([
      CARD_MESSAGES.numberIncomplete,
      CARD_MESSAGES.expiryIncomplete,
      CARD_MESSAGES.expiryIncomplete,
      CARD_MESSAGES.cvcIncomplete,
    ]);
    expect(schema.safeParse({ ...good, number: '4'.repeat(40) }).error!.issues[0]!.message).toBe(
      CARD_MESSAGES.numberInvalid,
    );
  });

  it('reads the clock at each validation', () => {
    let clock = new Date('2030-12-31T23:59:59Z');
    const ticking = makeSandboxCardSchema(() => clock);
    expect(ticking.safeParse(good).success).toBe(true);
    clock = new Date('2031-01-01T00:00:00Z');
    expect(ticking.safeParse(good).success).toBe(false);
  });
});

describe('card form schema', () => {
  it('turns the typed fields into a card', () => {
    const schema = makeCardFormSchema(() => now);
    expect(schema.parse({ number: '3782 822463 10005', expiry: '04 / 29', cvc: '1234' })).toEqual({
      number: '378282246310005',
      expMonth: 4,
      expYear: 2029,
      cvc: '1234',
    });
    const bad = schema.safeParse({ number: '3782 822463 10005', expiry: '04 / 2', cvc: '123' });
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['expiry', "Your card's expiration date is incomplete."],
      ['cvc', "Your card's security code is incomplete."],
    ]);
  });
});
