import { usableDistractors } from '../assemble.js';
import { loadCountries } from '../sources/countries.js';
import { uniqueBankSpecs } from './bank-specs.js';
import { bankPlaceFacts } from './giveaway-facts.js';
import { findGiveaways } from './giveaways.js';
import { lengthRankShares } from './lengths.js';
import { measureBank } from './measure.js';

/** The whole bank is measured once for the suite: two draws of every question. */
const specs = uniqueBankSpecs();
const facts = bankPlaceFacts();
const measured = measureBank(specs, facts, 2);

describe('the built-in bank as served (issue 14, item 2)', () => {
  it('then at most 5% of draws have a giveaway option', () => {
    expect(measured.draws).toBeGreaterThan(2 * 5000);
    expect(measured.giveawayShare).toBeLessThanOrEqual(0.05);
  });

  it('then no country question offers a language, region or capital from another part of the world', () => {
    const regional = specs.filter((s) => /^geo:(language|region|capital|capital-of):/.test(s.id));
    const far = regional.flatMap((spec) =>
      findGiveaways(
        {
          id: spec.id,
          question: spec.question,
          options: [spec.answer, ...usableDistractors(spec)],
          correctIndex: 0,
        },
        facts,
      )
        .filter((g) => g.kind === 'far-region')
        .map((g) => `${spec.question} ${g.option}`),
    );
    // Oceania's few languages borrow from Asia; nothing else may come from afar.
    expect(
      far.filter(
        (f) =>
          !/Fiji|Papua|Solomon|Vanuatu|Samoa|Tonga|Kiribati|Tuvalu|Nauru|Palau|Micronesia|Marshall/.test(f),
      ),
    ).toEqual([]);
  });

  it("then no currency is shown with its country's adjective", () => {
    const byCode = new Map(loadCountries().map((c) => [c.code, c]));
    const problems = specs
      .filter((s) => s.id.startsWith('geo:currency:'))
      .filter((s) => {
        const country = byCode.get(s.id.split(':')[2] ?? '');
        const stems = (country?.name ?? '')
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => w.length >= 4)
          .map((w) => w.slice(0, 4));
        return s.answer
          .toLowerCase()
          .split(/\s+/)
          .some((w) => w !== 'franc' && stems.some((stem) => w.startsWith(stem)));
      })
      .map((s) => `${s.question} ${s.answer}`);
    expect(problems).toEqual([]);
    expect(specs.find((s) => s.id === 'geo:currency:JP')?.answer).toBe('Yen');
  });

  it('then no knowledge-free guesser is right much more often than chance at any difficulty', () => {
    // Eight draws of every question: level against level, two leave more noise than the tolerance.
    const levels = measureBank(specs, facts, 8);
    for (const [name, accuracy] of Object.entries(levels.guesserAccuracy))
      for (const [level, share] of Object.entries(accuracy))
        expect({ name, level, ok: share <= 0.3 }).toEqual({ name, level, ok: true });
  });

  it('then hard questions are no easier for a knowledge-free guesser than medium ones (issue 14, item 3)', () => {
    // Eight draws of every question: level against level, two leave more noise than the tolerance.
    const levels = measureBank(specs, facts, 8);
    for (const [name, accuracy] of Object.entries(levels.guesserAccuracy))
      expect({ name, hardAtMostMedium: accuracy.hard <= accuracy.medium + HARD_MEDIUM_TOLERANCE }).toEqual({
        name,
        hardAtMostMedium: true,
      });
  });

  it("then in every hand-written bank, at every level, the answer is the longest option in about a quarter of the questions: never a cue, and never so rarely that 'not the longest' is one", () => {
    const outside = lengthRankShares(specs)
      .filter((s) => s.questions >= 40)
      .filter((s) => s.longestShare < LONGEST_SHARE.min || s.longestShare > LONGEST_SHARE.max)
      .map((s) => `${s.bank} ${s.difficulty}: ${(100 * s.longestShare).toFixed(0)}% of ${s.questions}`);
    expect(outside).toEqual([]);
  });
});

/** What eight draws per question leave to chance between two levels; the bias this catches was 1.2 points. */
const HARD_MEDIUM_TOLERANCE = 0.005;
/** A quarter, give or take what some 50–80 questions of one level leave to chance. */
const LONGEST_SHARE = { min: 0.12, max: 0.34 };
