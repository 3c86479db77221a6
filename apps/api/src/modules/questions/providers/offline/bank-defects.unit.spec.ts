import { usableAnswers, usableDistractors } from './assemble.js';
import { createSeededRandom, generateOfflineQuestions } from './index.js';
import { uniqueBankSpecs } from './quality/bank-specs.js';
import { CURATED_TOPICS } from './curated-topics.js';
import { curatedSpecs } from './sources/index.js';
import type { QuestionSpec } from './types.js';

/** Every option a play of the spec can show: its answers and the distractors a draw picks from. */
const offered = (spec: QuestionSpec): string[] => [...usableAnswers(spec), ...usableDistractors(spec)];

describe('built-in bank defects reported in the fact check (issue 14, item 1)', () => {
  const specs = uniqueBankSpecs();
  const byId = new Map(specs.map((s) => [s.id, s]));
  const find = (pattern: RegExp): QuestionSpec[] => specs.filter((s) => pattern.test(s.question));

  it("given Vatican City's dialling code, then the key is +39 and +39 is never a wrong option", () => {
    const vatican = byId.get('geo:dialling-code:VA');
    expect(vatican?.answer).toBe('+39');
    expect(vatican && usableDistractors(vatican)).not.toContain('+39');
    // Served through the api's path as well: every draw of the Vatican question over many seeds.
    for (let seed = 1; seed <= 20; seed++) {
      const result = generateOfflineQuestions({
        topic: 'europe',
        difficulty: 'hard',
        batchSize: 2000,
        random: createSeededRandom(seed),
      });
      if (result.kind !== 'questions') throw new Error(result.message);
      const q = result.questions.find((x) => x.id === 'geo:dialling-code:VA');
      expect(q && q.options[q.correctIndex]).toBe('+39');
      expect(q?.options.filter((o) => o === '+39')).toHaveLength(1);
    }
  });

  it("given the planet whose rotation outlasts its year, then only one option fits (Mercury's solar day is no way out)", () => {
    // Sidereal rotation and orbital period in Earth days (NASA planetary fact sheet).
    const rotationAndYear: Record<string, [number, number]> = {
      Mercury: [58.6, 88],
      Venus: [243, 224.7],
      Earth: [1, 365.2],
      Mars: [1.03, 687],
      Jupiter: [0.41, 4331],
      Saturn: [0.44, 10747],
      Uranus: [0.72, 30589],
      Neptune: [0.67, 59800],
    };
    const asked = find(/longer than its year|longer to (spin|rotate)/i);
    expect(asked).toHaveLength(1);
    for (const spec of asked) {
      expect(spec.question).not.toMatch(/\bday\b/i);
      const fitting = offered(spec).filter((planet) => {
        const [rotation, year] = rotationAndYear[planet] ?? [0, 1];
        return rotation > year;
      });
      expect(fitting).toEqual([spec.answer]);
    }
  });

  it('given the whale group question, then no accepted collective noun is a wrong option and the explanation says so', () => {
    const accepted = ['a pod', 'a school', 'a herd', 'a gam'];
    const asked = find(/group of whales/i);
    expect(asked.length).toBeGreaterThan(0);
    for (const spec of asked) {
      const wrong = usableDistractors(spec).map((o) => o.toLowerCase());
      expect(wrong.filter((o) => accepted.includes(o))).toEqual([]);
      expect(spec.explanation).not.toMatch(/schools? (and shoals )?are groups of fish/i);
    }
  });

  it('given a topic that mixes both world wars, then no question leaves "the war" unnamed', () => {
    const mixed = CURATED_TOPICS.filter(([, , , banks]) => {
      const keys = banks.split(' ');
      return keys.includes('world-war-1') && keys.includes('world-war-2');
    });
    expect(mixed.length).toBeGreaterThan(0);
    const problems = mixed.flatMap(([key, , , banks]) =>
      banks
        .split(' ')
        .flatMap((bank) => curatedSpecs(bank))
        .filter((s) => /\b(after|during|before|in|left|end of) the war\b/i.test(s.question))
        .map((s) => `${key}: ${s.question}`),
    );
    expect(problems).toEqual([]);
    const league = find(/League of Nations|founded after .* to keep the peace/i);
    expect(league.map((s) => s.question)).toEqual([
      'Which international organisation was founded after the First World War to keep the peace?',
    ]);
  });

  it('given lanthanum, lutetium and actinium (group 3 is drawn two ways), then "transition metal" is never wrong for them nor they wrong for it', () => {
    const ambiguous = ['Lanthanum', 'Lutetium', 'Actinium'];
    const categoryOf = specs.filter((s) => /^chem:category:(La|Lu|Ac)$/.test(s.id));
    expect(categoryOf).toHaveLength(3);
    for (const spec of categoryOf) expect(usableDistractors(spec)).not.toContain('Transition metal');
    const transitionMembers = specs.filter(
      (s) => s.id.startsWith('chem:member:') && /transition metal/i.test(s.question),
    );
    expect(transitionMembers.length).toBeGreaterThan(20);
    for (const spec of transitionMembers)
      expect(usableDistractors(spec).filter((o) => ambiguous.includes(o))).toEqual([]);
  });

  it("given Mario's job, then no job he has held in the games is a wrong option", () => {
    const asked = find(/Mario's job/i);
    expect(asked).toHaveLength(1);
    for (const spec of asked)
      expect(usableDistractors(spec).filter((o) => /carpenter|doctor/i.test(o))).toEqual([]);
  });

  it('given N × N and N squared, and water boiling in °C and °F, then each fact is asked once', () => {
    for (let n = 3; n <= 12; n++) {
      expect(byId.has(`math:square:${n}`)).toBe(true);
      expect(byId.has(`math:multiply:${n}x${n}`)).toBe(false);
    }
    expect(
      find(/boil/i).filter((s) => /water/i.test(s.question) && !/altitude/i.test(s.question)),
    ).toHaveLength(1);
  });
});
