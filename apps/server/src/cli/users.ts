import { parseArgs } from 'node:util';
import { ConfigError } from '../config.ts';
import { createUser, grantAccess, listUsers, OperatorError } from '../modules/accounts/index.ts';
import { startRuntime } from '../runtime.ts';

// Operator command: people and their access. The first admin is made here.
//   npm run users -- create EMAIL [--type admin] [--tier free] [--first-name NAME] [--skip-onboarding]
//   npm run users -- grant EMAIL --type beta [--tier beta] [--referrals 5] [--skip-onboarding]
//   npm run users -- list [--type admin]
// It uses the same settings and database as the service (with the embedded database, the running service's).

const USAGE = `Usage: npm run users -- <command> [options]

Commands:
  create EMAIL   create an account with access (default type free)
  grant EMAIL    give an existing account access, or change its type and tier
  list           list accounts with their type, tier and invites left

Options:
  --type TYPE        admin | private_beta | beta | free_beta | free
  --tier TIER        free | standard | plus | private_beta | beta (default: follows the type)
  --referrals N      invites the person may send (default: the type's and tier's allowance)
  --first-name NAME  --last-name NAME   (create only)
  --skip-onboarding  the person goes straight to job search at sign-in

Example, the first admin:
  npm run users -- create you@example.com --type admin --first-name Ada --skip-onboarding`;

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      type: { type: 'string' },
      tier: { type: 'string' },
      referrals: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'skip-onboarding': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command || !['create', 'grant', 'list'].includes(command)) {
    console.info(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  if (command !== 'list' && !email) throw new OperatorError(`${command} needs an email address.\n\n${USAGE}`);
  if (command === 'grant' && !values.type) throw new OperatorError('grant needs --type.');
  const referrals = values.referrals === undefined ? undefined : Number(values.referrals);
  if (referrals !== undefined && (!Number.isInteger(referrals) || referrals < 0))
    throw new OperatorError('--referrals must be a whole number, 0 or more.');

  const runtime = await startRuntime({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  try {
    const deps = runtime.deps;
    const grant = {
      type: values.type ?? 'free',
      tier: values.tier,
      referrals,
      skipOnboarding: values['skip-onboarding'],
    };
    if (command === 'list') {
      const rows = await listUsers(deps, values.type);
      if (rows.length === 0) console.info('No accounts yet.');
      for (const r of rows) {
        const access = r.type
          ? `${r.type}/${r.tier ?? '-'}, ${r.referrals_remaining} invites left`
          : 'no access (waitlist)';
        const onboarding = r.type && r.show_onboarding ? ', onboarding' : '';
        console.info(`${String(r.id).padStart(5)}  ${r.email}  ${access}${onboarding}`);
      }
      return;
    }
    const { user, permission } =
      command === 'create'
        ? await createUser(deps, email!, {
            ...grant,
            firstName: values['first-name'],
            lastName: values['last-name'],
          })
        : await grantAccess(deps, email!, grant);
    console.info(
      `${command === 'create' ? 'Created' : 'Updated'} ${user.email}: type ${permission.type}, tier ${permission.tier}, ` +
        `${permission.referrals_remaining} invites left${permission.show_onboarding ? ', onboarding at first sign-in' : ''}.`,
    );
    console.info(`They sign in at ${deps.config.publicUrl}/login with a link emailed to that address.`);
  } finally {
    await runtime.close();
  }
}

main().catch((err) => {
  const known = err instanceof ConfigError || err instanceof OperatorError;
  console.error(known ? err.message : `The users command failed: ${(err as Error).message}`);
  process.exit(1);
});
