import PgBoss from 'pg-boss';

export interface SendOptions {
  /** Jobs with the same key are not queued twice while one is pending or active. */
  singletonKey?: string;
  startAfter?: Date;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

/** What services use to hand work to the background: producers never depend on the worker role. */
export interface Queue {
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
}

export function createBoss(connectionString: string): PgBoss {
  return new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    application_name: 'upstream-queue',
    // Our own cron (work/cron.ts) claims slots against the service clock; pg-boss only queues and runs.
    schedule: false,
    supervise: true,
  });
}

export function bossQueue(boss: PgBoss): Queue {
  return {
    send: (name, data, options = {}) => boss.send(name, data, { ...options }),
  };
}
