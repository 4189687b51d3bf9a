import { rateNeededOf } from './rate-needed';

describe('rateNeededOf', () => {
  it('reads the currencies of the categories step’s 409', () => {
    const failure = {
      status: 409,
      data: { success: false, error: 'Give the rate.', rate_needed: { currency: 'CHF', home_currency: 'USD' } },
    };
    expect(rateNeededOf(failure)).toEqual({ currency: 'CHF', home_currency: 'USD' });
  });

  it('is null for any other failure', () => {
    expect(rateNeededOf({ status: 409, data: { success: false, error: 'Uploaded again.' } })).toBeNull();
    expect(rateNeededOf({ status: 400, data: { rate_needed: { currency: 'CHF', home_currency: 'USD' } } })).toBeNull();
    expect(rateNeededOf({ status: 409, data: { rate_needed: { currency: 7 } } })).toBeNull();
    expect(rateNeededOf({ status: 'FETCH_ERROR' })).toBeNull();
    expect(rateNeededOf(undefined)).toBeNull();
  });
});
