import { randomBytes } from 'node:crypto';

/**
 * The settings a production start requires (config.ts refuses it without them), for a benchmark's own service on
 * this machine: a fresh secret, loopback only, and addresses that are real in form (the benches send no email).
 */
export function productionEnv(origin: string, port: number): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    SECRET_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: origin,
    HOST: '127.0.0.1',
    PORT: String(port),
    OPERATOR_EMAIL: 'operator@bench.example.com',
    CONTACT_EMAIL: 'contact@bench.example.com',
    MAIL_FROM: 'Upstream <jobs@bench.example.com>',
  };
}
