import { describe, expect, it } from 'vitest';
import { createUser, grantAccess, listUsers, OperatorError } from '../../../src/modules/accounts/operator.ts';
import { createTestApp } from '../../helpers/app.ts';

describe('operator commands', () => {
  it('creates the first admin, who skips onboarding', async () => {
    const { deps } = await createTestApp();
    const { permission } = await createUser(deps, 'Boss@Example.com', {
      type: 'admin',
      skipOnboarding: true,
      firstName: 'Ada',
    });
    expect(permission).toMatchObject({
      type: 'admin',
      tier: 'free',
      show_onboarding: false,
      referrals_remaining: 100,
    });
    const list = await listUsers(deps, 'admin');
    expect(list.map((u) => u.email)).toEqual(['boss@example.com']);
  });

  it('grants access to a waitlisted account and never lowers invites left', async () => {
    const { deps } = await createTestApp();
    await deps.db.insertInto('users').values({ email: 'wait@example.com' }).execute();
    const first = await grantAccess(deps, 'wait@example.com', { type: 'beta' });
    expect(first.permission).toMatchObject({ type: 'beta', tier: 'beta', referrals_remaining: 5 });
    const again = await grantAccess(deps, 'wait@example.com', { type: 'free' });
    expect(again.permission).toMatchObject({ type: 'free', tier: 'free', referrals_remaining: 5 });
  });

  it('explains mistakes', async () => {
    const { deps } = await createTestApp();
    await expect(grantAccess(deps, 'none@example.com', { type: 'beta' })).rejects.toThrow(OperatorError);
    await expect(createUser(deps, 'a@example.com', { type: 'king' })).rejects.toThrow(/Unknown type "king"/);
    await createUser(deps, 'dup@example.com', { type: 'free' });
    await expect(createUser(deps, 'DUP@example.com', { type: 'free' })).rejects.toThrow(
      /already has an account/,
    );
  });
});
