import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../src/lib/clock.ts';
import { createSharedAnswers } from '../../../src/modules/job-search/shared-answers.ts';

const setup = (max = 10) => {
  const clock = createTestClock();
  const answers = createSharedAnswers({ clock, windowMs: 5_000, max });
  let computed = 0;
  const compute = (value: string) => async () => {
    computed += 1;
    return value;
  };
  /** A key asked once before, so its next answer is kept. */
  const askedBefore = async (key: string) => {
    await answers.answer(key, compute(`${key} first`));
  };
  return { clock, answers, compute, computed: () => computed, askedBefore };
};

describe('shared answers', () => {
  it('answer identical requests together from one computation', async () => {
    const { answers, compute, computed } = setup();
    const together = await Promise.all([
      answers.answer('jobs:a', compute('1')),
      answers.answer('jobs:a', compute('2')),
    ]);
    expect(together).toEqual(['1', '1']);
    expect(computed()).toBe(1);
  });

  it('keep no answer to a search asked for the first time in the window: the next request computes afresh', async () => {
    const { clock, answers, compute, computed } = setup();
    expect(await answers.answer('jobs:a', compute('1'))).toBe('1');
    clock.advance(1_000);
    expect(await answers.answer('jobs:a', compute('2'))).toBe('2');
    // Asked again only after the window: a first request again, so again not kept.
    clock.advance(10_000);
    expect(await answers.answer('jobs:a', compute('3'))).toBe('3');
    clock.advance(1);
    expect(await answers.answer('jobs:a', compute('4'))).toBe('4');
    expect(computed()).toBe(4);
  });

  it('keep the answer to a search asked again within the window, for the window, then compute again', async () => {
    const { clock, answers, compute, computed } = setup();
    expect(await answers.answer('jobs:a', compute('1'))).toBe('1');
    clock.advance(4_999);
    expect(await answers.answer('jobs:a', compute('2'))).toBe('2');
    clock.advance(4_999);
    expect(await answers.answer('jobs:a', compute('3'))).toBe('2');
    clock.advance(1);
    // Its kept answer ran out, but it was asked moments ago: the fresh answer is kept at once.
    expect(await answers.answer('jobs:a', compute('4'))).toBe('4');
    expect(await answers.answer('jobs:a', compute('5'))).toBe('4');
    expect(computed()).toBe(3);
  });

  it('keep nothing past a drop, not even an answer whose computation the drop overtook', async () => {
    const { answers, compute, askedBefore } = setup();
    await askedBefore('jobs:a');
    await askedBefore('jobs:b');
    await answers.answer('jobs:a', compute('before'));
    let release: (v: string) => void = () => {};
    const slow = answers.answer('jobs:b', () => new Promise<string>((r) => (release = r)));
    answers.forget('jobs:');
    // a request after the drop does not wait for the computation that began before it
    expect(await answers.answer('jobs:b', compute('after drop'))).toBe('after drop');
    release('read before the drop');
    expect(await slow).toBe('read before the drop');
    expect(await answers.answer('jobs:b', compute('kept after drop'))).toBe('after drop');
    expect(await answers.answer('jobs:a', compute('fresh'))).toBe('fresh');
  });

  it('drop only the keys under the prefix', async () => {
    const { answers, compute, askedBefore } = setup();
    await askedBefore('jobs:a');
    await askedBefore('other:b');
    await answers.answer('jobs:a', compute('a'));
    await answers.answer('other:b', compute('b'));
    answers.forget('jobs:');
    expect(await answers.answer('jobs:a', compute('a2'))).toBe('a2');
    expect(await answers.answer('other:b', compute('b2'))).toBe('b');
  });

  it('share no failure: the next request computes again', async () => {
    const { answers, compute, askedBefore } = setup();
    await askedBefore('jobs:a');
    await expect(answers.answer('jobs:a', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await answers.answer('jobs:a', compute('back'))).toBe('back');
  });

  it('keep at most `max` answers, the oldest going first', async () => {
    const { answers, compute, askedBefore } = setup(2);
    for (const key of ['jobs:1', 'jobs:2', 'jobs:3']) await askedBefore(key);
    await answers.answer('jobs:1', compute('1'));
    await answers.answer('jobs:2', compute('2'));
    await answers.answer('jobs:3', compute('3'));
    expect(await answers.answer('jobs:1', compute('1 again'))).toBe('1 again');
    expect(await answers.answer('jobs:3', compute('3 again'))).toBe('3');
  });
});
