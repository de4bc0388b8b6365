import { highestHeld, SWEEP_P99_MS, type SweepStep } from './sweep.ts';

const ms = (n: number) => (Number.isNaN(n) ? '—' : n < 100 ? n.toFixed(1) : n.toFixed(0));

/** One line as a step ends. */
export function stepLine(step: SweepStep): string {
  return (
    `${step.rate} req/s ${step.held ? 'held' : 'did NOT hold'}: worst p99 ${ms(step.worst.p99)} ms (${step.worst.name}), ` +
    `${step.errors} errors, ${step.requests.toLocaleString('en-US')} answers; CPU per request: ` +
    `service ${ms(step.serviceCpuMs)} ms, PostgreSQL ${ms(step.postgresCpuMs)} ms, load generator ${ms(step.loadCpuMs)} ms; ` +
    `machine ${Math.round(step.machineBusy * 100)}% busy` +
    (step.machineStolen >= 0.005 ? ` (${Math.round(step.machineStolen * 100)}% of it taken by the host)` : '')
  );
}

/** p50/p99 of every shape at every step: shapes down, rates across. */
export function shapeMatrix(title: string, steps: SweepStep[], unserved: Set<string>): string {
  const names = steps[0]?.results.map((r) => r.name) ?? [];
  const cell = 16;
  const lines = [
    title,
    `${'shape (p50 / p99 ms)'.padEnd(34)}${steps.map((s) => `${s.rate}/s`.padStart(cell)).join('')}`,
  ];
  for (const name of names) {
    const cells = steps.map((s) => {
      const r = s.results.find((x) => x.name === name);
      if (!r) return '—'.padStart(cell);
      const flag = r.errors ? '!' : r.p99 > SWEEP_P99_MS ? '*' : ' ';
      return `${ms(r.p50)} / ${ms(r.p99)}${flag}`.padStart(cell);
    });
    lines.push(
      `${(unserved.has(name) ? `${name} (not served)` : name).slice(0, 33).padEnd(34)}${cells.join('')}`,
    );
  }
  lines.push(
    `${'CPU ms/request: service'.padEnd(34)}${steps.map((s) => ms(s.serviceCpuMs).padStart(cell)).join('')}`,
  );
  lines.push(
    `${'CPU ms/request: PostgreSQL'.padEnd(34)}${steps.map((s) => ms(s.postgresCpuMs).padStart(cell)).join('')}`,
  );
  lines.push(
    `${'CPU ms/request: load generator'.padEnd(34)}${steps.map((s) => ms(s.loadCpuMs).padStart(cell)).join('')}`,
  );
  lines.push(
    `${'machine CPU busy'.padEnd(34)}${steps.map((s) => `${Math.round(s.machineBusy * 100)}%`.padStart(cell)).join('')}`,
    `${'of it taken by the host (steal)'.padEnd(34)}${steps.map((s) => `${Math.round(s.machineStolen * 100)}%`.padStart(cell)).join('')}`,
  );
  lines.push(`${'held'.padEnd(34)}${steps.map((s) => (s.held ? 'yes' : 'NO').padStart(cell)).join('')}`);
  lines.push(`(* p99 over ${SWEEP_P99_MS} ms, ! errors)`);
  return lines.join('\n');
}

/** Each tree's sweep in its own columns, rate by rate, and the highest rate each held. */
export function sweepsSideBySide(runs: { label: string; steps: SweepStep[] }[]): string {
  const rates = [...new Set(runs.flatMap((r) => r.steps.map((s) => s.rate)))].sort((a, b) => a - b);
  const col = 50;
  const first = 14;
  const lines = [
    `${'rate'.padEnd(first)}${runs.map((r) => r.label.padEnd(col)).join('')}`,
    `${''.padEnd(first)}${runs.map(() => 'worst p99  errors  CPU ms/req service+PG  held'.padEnd(col)).join('')}`,
  ];
  for (const rate of rates) {
    const cells = runs.map((r) => {
      const s = r.steps.find((x) => x.rate === rate);
      if (!s) return '(not run)'.padEnd(col);
      return `${ms(s.worst.p99).padStart(9)}  ${String(s.errors).padStart(6)}  ${`${ms(s.serviceCpuMs)} + ${ms(s.postgresCpuMs)}`.padStart(22)}  ${s.held ? 'yes' : 'NO'}`.padEnd(
        col,
      );
    });
    lines.push(`${`${rate}/s`.padEnd(first)}${cells.join('')}`);
  }
  lines.push(
    `${'highest held'.padEnd(first)}${runs.map((r) => `${highestHeld(r.steps)} requests/s`.padEnd(col)).join('')}`,
  );
  return lines.join('\n');
}
