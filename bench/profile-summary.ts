import { readFileSync } from 'node:fs';
import path from 'node:path';

// npx tsx bench/profile-summary.ts <file.cpuprofile> [--answers N] [--top 30] [--from µs --to µs]
// A V8 CPU profile (`--cpu-prof`, as `search --profile` writes) as text small enough to keep in git: the time
// the profile covers, the time per answer, where it goes by package or source folder (self time), and the
// functions with the most self and total time.

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Where a function lives, in a reader's words: a package, a folder of ours, or the engine. */
export function placeOf(url: string): string {
  if (!url) return '(engine: GC, idle, program)';
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').split('/')[0]!;
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = url.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const ours = url.match(/\/(apps\/[^/]+\/src\/[^/]+(?:\/[^/]+)?|packages\/[^/]+)\//);
  return ours ? ours[1]! : path.basename(url);
}

/**
 * The samples taken in [from, to): microseconds on the profile's own clock (V8's, which is the monotonic clock
 * `process.hrtime` reads), so one phase of a run can be summarised apart.
 */
export function profileWindow(profile: CpuProfile, from: number, to: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= from && at < to) {
      samples.push(id);
      timeDeltas.push(delta);
    }
  });
  return {
    ...profile,
    startTime: Math.max(from, profile.startTime),
    endTime: Math.min(to, profile.endTime),
    samples,
    timeDeltas,
  };
}

export function summariseProfile(profile: CpuProfile, options: { answers?: number; top?: number } = {}) {
  const top = options.top ?? 30;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const isIdle = (n: ProfileNode) => n.callFrame.functionName === '(idle)';
  let totalUs = 0;
  let idleUs = 0;
  const selfByFn = new Map<string, number>();
  const totalByFn = new Map<string, number>();
  const selfByPlace = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    if (isIdle(node)) {
      idleUs += us;
      continue;
    }
    totalUs += us;
    const key = (n: ProfileNode) =>
      `${n.callFrame.functionName || '(anonymous)'}  ${placeOf(n.callFrame.url)}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
    selfByFn.set(key(node), (selfByFn.get(key(node)) ?? 0) + us);
    const place = placeOf(node.callFrame.url);
    selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + us);
    // Total time: once per distinct function on the stack (recursion counted once).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const k = key(byId.get(at)!);
      if (seen.has(k)) continue;
      seen.add(k);
      totalByFn.set(k, (totalByFn.get(k) ?? 0) + us);
    }
  }
  const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
  const share = (us: number) => `${((100 * us) / totalUs).toFixed(1).padStart(5)}%`;
  const lines: string[] = [];
  const wallUs = profile.endTime - profile.startTime;
  lines.push(
    `profile: ${(wallUs / 1e6).toFixed(1)} s wall, ${(totalUs / 1e6).toFixed(1)} s on the CPU, ${(idleUs / 1e6).toFixed(1)} s idle`,
  );
  if (options.answers)
    lines.push(
      `answers: ${options.answers}; CPU per answer ${(totalUs / options.answers / 1000).toFixed(2)} ms (main thread, profiler on)`,
    );
  const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  lines.push('', 'self time by package or folder:');
  for (const [place, us] of sorted(selfByPlace).slice(0, top))
    lines.push(`${ms(us)} ms ${share(us)}  ${place}`);
  lines.push('', 'functions by self time:');
  for (const [fn, us] of sorted(selfByFn).slice(0, top)) lines.push(`${ms(us)} ms ${share(us)}  ${fn}`);
  lines.push('', 'functions by total time (self and callees):');
  for (const [fn, us] of sorted(totalByFn).slice(0, top)) lines.push(`${ms(us)} ms ${share(us)}  ${fn}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [--answers N] [--top N]');
  const arg = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const whole = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const from = arg('--from');
  const to = arg('--to');
  const profile =
    from !== undefined || to !== undefined ? profileWindow(whole, from ?? 0, to ?? Number.MAX_VALUE) : whole;
  console.info(summariseProfile(profile, { answers: arg('--answers'), top: arg('--top') }));
}
