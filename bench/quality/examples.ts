/** Defects by kind: how many of each, and the first few to list. */
export class Examples {
  readonly kinds = new Map<string, { count: number; shown: string[] }>();

  constructor(private readonly max: number) {}

  /** `show` false counts the example without listing it (a held-out board's). */
  add(kind: string, example: string, show = true) {
    const k = this.kinds.get(kind) ?? { count: 0, shown: [] };
    k.count++;
    if (show && k.shown.length < this.max) k.shown.push(example);
    this.kinds.set(kind, k);
  }

  /** How many defects of every kind. */
  get count(): number {
    return [...this.kinds.values()].reduce((n, k) => n + k.count, 0);
  }

  /** The kinds, the most common first, each with its count and examples, under `title`; nothing when empty. */
  print(title: string) {
    if (this.kinds.size === 0) return;
    console.info(`\n${title}`);
    for (const [kind, { count, shown }] of [...this.kinds].sort((a, b) => b[1].count - a[1].count)) {
      console.info(`  ${kind}: ${count}`);
      for (const s of shown) console.info(`      ${s}`);
    }
  }
}
