/** Rounds for reading aloud: '1.39 billion', '196 million', '38,700'. */
export function approxCount(n: number): string {
  if (n >= 1e9) return `${trim3(n / 1e9)} billion`;
  if (n >= 1e6) return `${trim3(n / 1e6)} million`;
  return withThousands(round3(n));
}

function trim3(x: number): string {
  return String(Number(x.toPrecision(3)));
}

/** 38700 -> '38,700'; toLocaleString is far slower and this runs for every country while pools are built. */
function withThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function round3(n: number): number {
  return Number(n.toPrecision(3));
}

export function listJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Country and element names recur thousands of times while pools are built; folding each once is enough. */
const folded = new Map<string, string>();

/** Lower case without accents, for comparisons only. */
export function foldText(s: string): string {
  let f = folded.get(s);
  if (f === undefined) {
    f = s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
    folded.set(s, f);
  }
  return f;
}

/** Puts `first` items before the rest, keeping order and dropping duplicates and anything in `skip`. */
export function preferFirst<T>(first: Iterable<T>, rest: Iterable<T>, skip: ReadonlySet<T> = new Set()): T[] {
  const seen = new Set<T>(skip);
  const out: T[] = [];
  for (const source of [first, rest]) {
    for (const item of source) {
      if (seen.has(item)) continue;
      seen.add(item);
      out.push(item);
    }
  }
  return out;
}

/** map-then-drop-undefined; V8's flatMap is several times slower and pools are built from many such lists. */
export function mapDefined<T, U>(items: readonly T[], f: (item: T) => U | undefined): U[] {
  const out: U[] = [];
  for (const item of items) {
    const v = f(item);
    if (v !== undefined) out.push(v);
  }
  return out;
}
