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
  return { clock, answers, compute, computed: () => computed };
};

describe('shared answers', () => {
  it('answer identical requests from one computation for the window, then compute again', async () => {
    const { clock, answers, compute, computed } = setup();
    const together = await Promise.all([
      answers.answer('jobs:a', compute('1')),
      answers.answer('jobs:a', compute('2')),
    ]);
    expect(together).toEqual(['1', '1']);
    clock.advance(4_999);
    expect(await answers.answer('jobs:a', compute('3'))).toBe('1');
    clock.advance(1);
    expect(await answers.answer('jobs:a', compute('4'))).toBe('4');
    expect(computed()).toBe(2);
  });

  it('keep nothing past a drop, not even an answer whose computation the drop overtook', async () => {
    const { answers, compute } = setup();
    await answers.answer('jobs:a', compute('before'));
    let release: (v: string) => void = () => {};
    const slow = answers.answer('jobs:b', () => new Promise<string>((r) => (release = r)));
    answers.forget('jobs:');
    // a request after the drop does not wait for the computation that began before it
    expect(await answers.answer('jobs:b', compute('after drop'))).toBe('after drop');
    release('read before the drop');
    expect(await slow).toBe('read before the drop');
    expect(await answers.answer('jobs:a', compute('fresh'))).toBe('fresh');
  });

  it('drop only the keys under the prefix', async () => {
    const { answers, compute } = setup();
    await answers.answer('jobs:a', compute('a'));
    await answers.answer('other:b', compute('b'));
    answers.forget('jobs:');
    expect(await answers.answer('jobs:a', compute('a2'))).toBe('a2');
    expect(await answers.answer('other:b', compute('b2'))).toBe('b');
  });

  it('share no failure: the next request computes again', async () => {
    const { answers, compute } = setup();
    await expect(answers.answer('jobs:a', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect(await answers.answer('jobs:a', compute('back'))).toBe('back');
  });

  it('keep at most `max` answers, the oldest going first', async () => {
    const { answers, compute } = setup(2);
    await answers.answer('jobs:1', compute('1'));
    await answers.answer('jobs:2', compute('2'));
    await answers.answer('jobs:3', compute('3'));
    expect(await answers.answer('jobs:1', compute('1 again'))).toBe('1 again');
    expect(await answers.answer('jobs:3', compute('3 again'))).toBe('3');
  });
});
