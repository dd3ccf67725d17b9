import { MAX_RETRY_DELAY_MS, retryDelayMs } from '../../../src/client/domain/retry';

describe('retryDelayMs (issue 25 case 5: automatic retries with a bounded backoff)', () => {
  it.each([
    [0, 2_000],
    [1, 4_000],
    [2, 8_000],
    [4, 32_000],
    [5, 60_000],
    [1_000, 60_000],
  ])('retry %i waits %i ms', (attempt, expected) => {
    expect(retryDelayMs(attempt)).toBe(expected);
  });

  it('never waits longer than the bound, nor less than the first wait for nonsense attempts', () => {
    expect(MAX_RETRY_DELAY_MS).toBe(60_000);
    expect(retryDelayMs(-3)).toBe(2_000);
    expect(retryDelayMs(Number.NaN)).toBe(2_000);
    expect(retryDelayMs(Number.POSITIVE_INFINITY)).toBe(2_000);
  });
});
