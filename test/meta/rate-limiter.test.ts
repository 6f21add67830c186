import { describe, expect, it } from 'vitest';
import {
  BucketRateLimiter,
  DEFAULT_CONTROLLER_RATE_LIMITS,
  defaultControllerRateLimiter,
  defaultItemBasedRateLimiter,
  ItemExponentialFailureRateLimiter,
  ItemFastSlowRateLimiter,
  MaxOfRateLimiter,
  WithMaxWaitRateLimiter,
  type RateLimiter,
} from '../../src/meta/rate-limiter.js';
import { ManualClock } from '../support/manual-clock.js';

type Step = [op: 'when', item: string, expected: number] | [op: 'requeues', item: string, expected: number] | [op: 'forget', item: string];

/** Runs a script of calls against a limiter, as client-go's tests do, and reports mismatches. */
function play(limiter: RateLimiter<string>, steps: readonly Step[]): string[] {
  const got: string[] = [];
  for (const step of steps) {
    if (step[0] === 'forget') limiter.forget(step[1]);
    else {
      const v = step[0] === 'when' ? limiter.when(step[1]) : limiter.numRequeues(step[1]);
      if (v !== step[2]) got.push(`${step[0]}(${step[1]}) = ${v}, expected ${step[2]}`);
    }
  }
  return got;
}

const SECOND = 1000;

describe('rate limiters (client-go default_rate_limiters_test.go cases)', () => {
  const cases: Array<{ name: string; limiter: () => RateLimiter<string>; steps: Step[] }> = [
    {
      name: 'ItemExponentialFailureRateLimiter doubles per failure, per item, until forgotten',
      limiter: () => new ItemExponentialFailureRateLimiter({ baseDelayMs: 1, maxDelayMs: 1 * SECOND }),
      steps: [
        ['when', 'one', 1],
        ['when', 'one', 2],
        ['when', 'one', 4],
        ['when', 'one', 8],
        ['when', 'one', 16],
        ['requeues', 'one', 5],
        ['when', 'two', 1],
        ['when', 'two', 2],
        ['requeues', 'two', 2],
        ['forget', 'one'],
        ['requeues', 'one', 0],
        ['when', 'one', 1],
      ],
    },
    {
      name: 'ItemExponentialFailureRateLimiter caps at maxDelay',
      limiter: () => new ItemExponentialFailureRateLimiter({ baseDelayMs: 1, maxDelayMs: 1 * SECOND }),
      steps: [...Array.from({ length: 10 }, (_, i): Step => ['when', 'a', 2 ** i]), ['when', 'a', 1000], ['when', 'a', 1000]],
    },
    {
      name: 'ItemFastSlowRateLimiter: fast for maxFastAttempts, then slow',
      limiter: () => new ItemFastSlowRateLimiter({ fastDelayMs: 5, slowDelayMs: 10 * SECOND, maxFastAttempts: 3 }),
      steps: [
        ['when', 'one', 5],
        ['when', 'one', 5],
        ['when', 'one', 5],
        ['when', 'one', 10 * SECOND],
        ['when', 'one', 10 * SECOND],
        ['requeues', 'one', 5],
        ['when', 'two', 5],
        ['when', 'two', 5],
        ['requeues', 'two', 2],
        ['forget', 'one'],
        ['requeues', 'one', 0],
        ['when', 'one', 5],
      ],
    },
    {
      name: 'MaxOfRateLimiter answers the worst of its limiters and forgets in all',
      limiter: () =>
        new MaxOfRateLimiter<string>(
          new ItemFastSlowRateLimiter({ fastDelayMs: 5, slowDelayMs: 3 * SECOND, maxFastAttempts: 3 }),
          new ItemExponentialFailureRateLimiter({ baseDelayMs: 1, maxDelayMs: 1 * SECOND }),
        ),
      steps: [
        ['when', 'one', 5],
        ['when', 'one', 5],
        ['when', 'one', 5],
        ['when', 'one', 3 * SECOND],
        ['when', 'one', 3 * SECOND],
        ['requeues', 'one', 5],
        ['when', 'two', 5],
        ['when', 'two', 5],
        ['requeues', 'two', 2],
        ['forget', 'one'],
        ['requeues', 'one', 0],
        ['when', 'one', 5],
      ],
    },
    {
      name: 'defaultItemBasedRateLimiter: 1 ms base',
      limiter: () => defaultItemBasedRateLimiter(),
      steps: [
        ['when', 'a', 1],
        ['when', 'a', 2],
        ['requeues', 'a', 2],
      ],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      expect(play(c.limiter(), c.steps)).toEqual([]);
    });
  }

  it('ItemExponentialFailureRateLimiter never overflows (1000 failures, minute base)', () => {
    const ms = new ItemExponentialFailureRateLimiter({ baseDelayMs: 1, maxDelayMs: 1000 * SECOND });
    for (let i = 0; i < 5; i++) ms.when('one');
    expect(ms.when('one')).toBe(32);
    for (let i = 0; i < 1000; i++) ms.when('overflow1');
    expect(ms.when('overflow1')).toBe(1000 * SECOND);

    const HOUR = 3600 * SECOND;
    const minutes = new ItemExponentialFailureRateLimiter({ baseDelayMs: 60 * SECOND, maxDelayMs: 1000 * HOUR });
    minutes.when('two');
    minutes.when('two');
    expect(minutes.when('two')).toBe(4 * 60 * SECOND);
    for (let i = 0; i < 1000; i++) minutes.when('overflow2');
    expect(minutes.when('overflow2')).toBe(1000 * HOUR);
  });

  it('WithMaxWaitRateLimiter caps another limiter', () => {
    let count = 0;
    const step: RateLimiter<number> = { when: () => (++count <= 100 ? 5 : 1000 * SECOND), forget: () => {}, numRequeues: () => 0 };
    const limiter = new WithMaxWaitRateLimiter(step, 500 * SECOND);
    const delays = Array.from({ length: 200 }, (_, i) => limiter.when(i));
    expect(delays.slice(0, 100).every((d) => d === 5)).toBe(true);
    expect(delays.slice(100).every((d) => d === 500 * SECOND)).toBe(true);
  });

  it('identity makes per-item counters compare keys by value', () => {
    const limiter = new ItemExponentialFailureRateLimiter<{ name: string }>({ baseDelayMs: 1, maxDelayMs: 100, identity: (k) => k.name });
    limiter.when({ name: 'a' });
    expect(limiter.when({ name: 'a' })).toBe(2);
    expect(limiter.numRequeues({ name: 'a' })).toBe(2);
    limiter.forget({ name: 'a' });
    expect(limiter.numRequeues({ name: 'a' })).toBe(0);
  });
});

describe('BucketRateLimiter (golang.org/x/time/rate reservations)', () => {
  it('starts full: the first `burst` items go at once, then one per 1/qps', () => {
    const clock = new ManualClock();
    const bucket = new BucketRateLimiter({ qps: 10, burst: 3, clock });
    const delays = Array.from({ length: 6 }, () => bucket.when('x'));
    expect(delays).toEqual([0, 0, 0, 100, 200, 300]);
    expect(bucket.numRequeues('x')).toBe(0);
  });

  it('refills at qps up to burst as time passes', async () => {
    const clock = new ManualClock();
    const bucket = new BucketRateLimiter({ qps: 10, burst: 2, clock });
    bucket.when('a');
    bucket.when('a');
    expect(bucket.when('a')).toBe(100); // reserved the token due in 100 ms
    await clock.advance(250); // tokens: -1 + 2.5 = 1.5
    expect(bucket.when('a')).toBe(0);
    expect(bucket.when('a')).toBe(50); // 0.5 - 1 = -0.5 tokens: 50 ms
    await clock.advance(10_000);
    expect(bucket.when('a')).toBe(0);
    expect(bucket.when('a')).toBe(0); // capped at burst 2
    expect(bucket.when('a')).toBe(100);
  });

  it('a clock stepping back does not refill the bucket', () => {
    const clock = new ManualClock(1_000_000);
    let now = 1_000_000;
    const stepping = { now: () => now, setTimer: clock.setTimer.bind(clock) };
    const bucket = new BucketRateLimiter({ qps: 10, burst: 1, clock: stepping });
    expect(bucket.when('a')).toBe(0);
    now -= 5000;
    // Reserved from the last time seen: 100 ms after it, 5.1 s from the stepped-back now.
    expect(bucket.when('a')).toBe(5100);
  });

  it('rejects a non-positive qps or a burst below 1', () => {
    expect(() => new BucketRateLimiter({ qps: 0, burst: 1 })).toThrow(RangeError);
    expect(() => new BucketRateLimiter({ qps: 1, burst: 0 })).toThrow(RangeError);
  });
});

describe('defaultControllerRateLimiter', () => {
  it('is client-go DefaultTypedControllerRateLimiter: 5 ms .. 1000 s per item, 10 qps burst 100 overall', () => {
    expect(DEFAULT_CONTROLLER_RATE_LIMITS).toEqual({ baseDelayMs: 5, maxDelayMs: 1_000_000, qps: 10, burst: 100 });
    const clock = new ManualClock();
    const limiter = defaultControllerRateLimiter({ clock });
    // Per item: exponential.
    expect([limiter.when('a'), limiter.when('a'), limiter.when('a')]).toEqual([5, 10, 20]);
    expect(limiter.numRequeues('a')).toBe(3);
    // The bucket had 100 tokens; 3 are used. 97 distinct items go at the per-item 5 ms...
    for (let i = 0; i < 97; i++) expect(limiter.when(`k${i}`)).toBe(5);
    // ...then the bucket is empty and the overall rate dominates: 100 ms, 200 ms, ...
    expect(limiter.when('x')).toBe(100);
    expect(limiter.when('y')).toBe(200);
    // The per-item cap.
    for (let i = 0; i < 40; i++) limiter.when('slow');
    expect(limiter.when('slow')).toBe(1_000_000);
    limiter.forget('a');
    expect(limiter.numRequeues('a')).toBe(0);
  });
});
