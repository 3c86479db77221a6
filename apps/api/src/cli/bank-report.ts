import Table from 'cli-table3';
import { uniqueBankSpecs, topicCounts } from '../modules/questions/providers/offline/quality/bank-specs.js';
import {
  findConflictingAnswers,
  findDuplicatePairs,
} from '../modules/questions/providers/offline/quality/duplicates.js';
import { bankPlaceFacts } from '../modules/questions/providers/offline/quality/giveaway-facts.js';
import { lengthRankShares } from '../modules/questions/providers/offline/quality/lengths.js';
import { measureBank } from '../modules/questions/providers/offline/quality/measure.js';
import { DIFFICULTIES } from '../modules/questions/providers/offline/types.js';
import { CURATED_BANKS } from '../modules/questions/providers/offline/curated/index.js';
import { parseBank } from '../modules/questions/providers/offline/curated/bank.js';
import { BANK_REVIEWS } from '../modules/questions/providers/offline/curated/reviews/index.js';
import { reviewedCount } from '../modules/questions/providers/offline/curated/reviews/review.js';

/**
 * npm run bank:report — the built-in question bank at a glance: topics and their questions per difficulty,
 * duplicate pairs, the share of served questions with a giveaway option and how often knowledge-free
 * guessers are right per difficulty. BANK_REPORT_DRAWS sets how often each question is served (default 20).
 */
const DRAWS_PER_QUESTION = Number(process.env.BANK_REPORT_DRAWS ?? 20);
const ROUND = 10;
const EXCESS_ROWS = 5;
const GIVEAWAY_TARGET = 0.05;
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function main(): void {
  const topics = topicCounts();
  const specs = uniqueBankSpecs();
  const topicTable = new Table({ head: ['topic', 'easy', 'medium', 'hard', 'total'] });
  for (const t of topics) {
    const cell = (n: number): string => (n >= ROUND ? String(n) : `${n} (short)`);
    topicTable.push([t.label, cell(t.counts.easy), cell(t.counts.medium), cell(t.counts.hard), t.total]);
  }
  const short = topics.flatMap((t) =>
    DIFFICULTIES.filter((d) => t.counts[d] < ROUND).map((d) => `${t.key}/${d}`),
  );
  console.log(topicTable.toString());
  console.log(
    `${topics.length} topics, ${specs.length} distinct questions; ` +
      `${short.length} of ${topics.length * DIFFICULTIES.length} topic-and-difficulty rounds of ${ROUND} can't be filled at their level` +
      (short.length > 0 ? `: ${short.join(', ')}` : ''),
  );

  const curated = CURATED_BANKS.reduce((n, bank) => n + parseBank(bank).length, 0);
  console.log(
    `Hand-written questions checked by a second reviewer: ${reviewedCount(BANK_REVIEWS, CURATED_BANKS)} of ${curated} ` +
      `(${BANK_REVIEWS.length} of ${CURATED_BANKS.length} curated banks reviewed)`,
  );

  const duplicates = findDuplicatePairs(specs);
  const conflicts = findConflictingAnswers(specs);
  console.log(`\nDuplicate pairs: ${duplicates.length}; one text with two keys: ${conflicts.length}`);
  for (const { a, b } of [...duplicates, ...conflicts])
    console.log(`  ${a.id} "${a.question}" = ${b.id} "${b.question}"`);

  const m = measureBank(specs, bankPlaceFacts(), DRAWS_PER_QUESTION);
  console.log(
    `\nGiveaway share: ${pct(m.giveawayShare)} of ${m.draws} draws (${DRAWS_PER_QUESTION} per question; target ≤ ${pct(GIVEAWAY_TARGET)})`,
  );
  const kindTable = new Table({
    head: ['giveaway', 'draws', 'share', 'example'],
    colWidths: [20, 8, 8, 90],
    wordWrap: true,
  });
  for (const [kind, n] of Object.entries(m.giveawaysByKind).sort((a, b) => b[1] - a[1]))
    kindTable.push([kind, n, pct(n / m.draws), m.examples[kind as keyof typeof m.examples] ?? '']);
  console.log(kindTable.toString());
  const templateTable = new Table({ head: ['template', 'draws', 'with a giveaway'] });
  for (const [template, n] of Object.entries(m.giveawaysByTemplate).sort((a, b) => b[1] - a[1]))
    templateTable.push([
      template,
      m.drawsByTemplate[template] ?? 0,
      pct(n / (m.drawsByTemplate[template] ?? 1)),
    ]);
  console.log(templateTable.toString());

  const guessTable = new Table({ head: ['guesser (no knowledge)', ...DIFFICULTIES] });
  for (const [name, accuracy] of Object.entries(m.guesserAccuracy))
    guessTable.push([name, ...DIFFICULTIES.map((d) => pct(accuracy[d]))]);
  guessTable.push(['draws', ...DIFFICULTIES.map((d) => String(m.drawsByDifficulty[d]))]);
  console.log(`\nKnowledge-free guessers' accuracy per difficulty (target: close to 25%)`);
  console.log(guessTable.toString());

  const shares = lengthRankShares(specs)
    .filter((s) => s.questions >= 40)
    .sort((a, b) => a.longestShare - b.longestShare);
  const shareCell = (s: (typeof shares)[number]): string =>
    `${s.bank} ${s.difficulty} ${pct(s.longestShare)} (${s.questions})`;
  console.log(
    `\nHand-written banks, per level of 40+ questions: the answer is the longest option (ties shared) in ` +
      `${pct(shares[0]?.longestShare ?? 0)}–${pct(shares.at(-1)?.longestShare ?? 0)} of questions (a quarter tells nothing)`,
  );
  console.log(`  least often: ${shares.slice(0, 3).map(shareCell).join('; ')}`);
  console.log(`  most often:  ${shares.slice(-3).reverse().map(shareCell).join('; ')}`);

  const excessTable = new Table({ head: ['guesser', 'question kind', 'difficulty', 'right beyond chance'] });
  for (const [name, byKind] of Object.entries(m.guesserExcess))
    for (const [kind, excess] of Object.entries(byKind)
      .sort((a, b) => b[1] - a[1])
      .slice(0, EXCESS_ROWS)) {
      const [template, difficulty] = kind.split('|');
      excessTable.push([name, template, difficulty, `${Math.round(excess)} draws`]);
    }
  console.log(
    `\nWhere each guesser beats chance most (draws right beyond a quarter, top ${EXCESS_ROWS} per guesser)`,
  );
  console.log(excessTable.toString());
}

main();
