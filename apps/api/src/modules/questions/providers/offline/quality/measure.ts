import { assemble } from '../assemble.js';
import { createSeededRandom } from '../random.js';
import { DIFFICULTIES, type Difficulty, type QuestionSpec } from '../types.js';
import { findGiveaways, type GiveawayKind, type PlaceFacts } from './giveaways.js';
import { GUESSERS } from './guesser.js';

export interface BankMeasurement {
  draws: number;
  /** Draws with at least one giveaway, as a share of all draws. */
  giveawayShare: number;
  /** Draws with a giveaway of each kind. */
  giveawaysByKind: Record<string, number>;
  /** Draws with a giveaway, by the question kind (the id's family and kind, e.g. 'geo:language'). */
  giveawaysByTemplate: Record<string, number>;
  drawsByTemplate: Record<string, number>;
  /** Share of draws each guesser gets right, per difficulty. */
  guesserAccuracy: Record<string, Record<Difficulty, number>>;
  drawsByDifficulty: Record<Difficulty, number>;
  /**
   * Per guesser, the draws it got right beyond chance (a quarter of the draws) for each question kind at each
   * difficulty ('geo:currency|hard'): where a bank's surface gives answers away.
   */
  guesserExcess: Record<string, Record<string, number>>;
  /** One example draw per giveaway kind, to read. */
  examples: Partial<Record<GiveawayKind, string>>;
}

const templateOf = (id: string): string => id.split(':').slice(0, 2).join(':');

/** Serves every spec `drawsPerSpec` times with fresh options and scores each draw, from a fixed seed. */
export function measureBank(
  specs: readonly QuestionSpec[],
  facts: PlaceFacts,
  drawsPerSpec: number,
  seed = 14,
): BankMeasurement {
  const random = createSeededRandom(seed);
  const guessRandom = createSeededRandom(seed + 1);
  const zero = (): Record<Difficulty, number> => ({ easy: 0, medium: 0, hard: 0 });
  const right = Object.fromEntries(Object.keys(GUESSERS).map((g) => [g, zero()]));
  const drawsByDifficulty = zero();
  const giveawaysByKind: Record<string, number> = {};
  const giveawaysByTemplate: Record<string, number> = {};
  const drawsByTemplate: Record<string, number> = {};
  const examples: Partial<Record<GiveawayKind, string>> = {};
  const guesserExcess = Object.fromEntries(
    Object.keys(GUESSERS).map((g) => [g, {} as Record<string, number>]),
  );
  let draws = 0;
  let withGiveaway = 0;
  for (const spec of specs) {
    const template = templateOf(spec.id);
    for (let i = 0; i < drawsPerSpec; i++) {
      const q = assemble(spec, '', random);
      draws++;
      drawsByDifficulty[spec.difficulty]++;
      drawsByTemplate[template] = (drawsByTemplate[template] ?? 0) + 1;
      const found = findGiveaways(q, facts);
      if (found.length > 0) {
        withGiveaway++;
        giveawaysByTemplate[template] = (giveawaysByTemplate[template] ?? 0) + 1;
        for (const kind of new Set(found.map((g) => g.kind))) {
          giveawaysByKind[kind] = (giveawaysByKind[kind] ?? 0) + 1;
          examples[kind] ??= `${q.question} [${q.options.join(' | ')}] → ${q.options[q.correctIndex]}`;
        }
      }
      const kind = `${template}|${spec.difficulty}`;
      for (const [name, guess] of Object.entries(GUESSERS)) {
        const tally = right[name];
        const excess = guesserExcess[name];
        if (!tally || !excess) continue;
        const hit = guess(q, guessRandom) === q.correctIndex;
        if (hit) tally[spec.difficulty]++;
        excess[kind] = (excess[kind] ?? 0) + (hit ? 0.75 : -0.25);
      }
    }
  }
  const guesserAccuracy = Object.fromEntries(
    Object.entries(right).map(([name, tally]) => [
      name,
      Object.fromEntries(
        DIFFICULTIES.map((d) => [d, drawsByDifficulty[d] > 0 ? tally[d] / drawsByDifficulty[d] : 0]),
      ) as Record<Difficulty, number>,
    ]),
  );
  return {
    draws,
    giveawayShare: draws > 0 ? withGiveaway / draws : 0,
    giveawaysByKind,
    giveawaysByTemplate,
    drawsByTemplate,
    guesserAccuracy,
    drawsByDifficulty,
    guesserExcess,
    examples,
  };
}
