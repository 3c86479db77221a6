import {
  findGiveaways,
  shapeOf,
  spellableCode,
  spellingLikeness,
  type PlaceFacts,
  type ServedQuestion,
} from './giveaways.js';

/** A small world: enough places to tell near from far. */
const places: Record<string, string[]> = {
  Belgium: ['Europe', 'Western Europe'],
  Dutch: ['Europe', 'Western Europe', 'Americas', 'South America'],
  Danish: ['Europe', 'Nordic Countries'],
  Polish: ['Europe', 'Eastern Europe'],
  Czech: ['Europe', 'Eastern Europe'],
  Amharic: ['Africa', 'Eastern Africa'],
  Khmer: ['Asia', 'Southeast Asia'],
  Greek: ['Europe', 'Southern Europe', 'Middle East'],
  Arabic: ['Africa', 'Asia', 'Middle East'],
};
const kinds: Record<string, string[]> = {
  Belgium: ['country'],
  France: ['country'],
  Paris: ['capital'],
  Brussels: ['capital'],
  Berlin: ['capital'],
  Madrid: ['capital'],
  yen: ['currency'],
  franc: ['currency'],
};
const countries: Record<string, [string, string[]]> = {
  BE: ['Belgium', ['Europe', 'Western Europe']],
  JP: ['Japan', ['Asia', 'Eastern Asia']],
  FR: ['France', ['Europe', 'Western Europe']],
  BH: ['Bahrain', ['Asia', 'Middle East']],
};
const facts: PlaceFacts = {
  continentsOfCountry: (code) => countries[code]?.[1],
  countryName: (code) => countries[code]?.[0],
  continentsOf: (option) => places[option],
  kindsOf: (option) => kinds[option] ?? kinds[option.toLowerCase()],
};
const served = (id: string, question: string, options: string[], correctIndex = 0): ServedQuestion => ({
  id,
  question,
  options,
  correctIndex,
});
const kindsFound = (q: ServedQuestion): string[] =>
  findGiveaways(q, facts).map((g) => `${g.kind}:${g.option}`);

describe('giveaway detectors', () => {
  it('given a language question with languages from another continent, then each far one is a giveaway', () => {
    const q = served('geo:language:BE', 'Which of these is an official or national language of Belgium?', [
      'Dutch',
      'Amharic',
      'Khmer',
      'Polish',
    ]);
    expect(kindsFound(q)).toEqual(['far-region:Amharic', 'far-region:Khmer']);
  });

  it('given options from the same continent or the same region across a continent line, then none is far', () => {
    const near = served('geo:language:BE', 'Which of these is an official or national language of Belgium?', [
      'Dutch',
      'Danish',
      'Polish',
      'Czech',
    ]);
    const middleEast = served(
      'geo:language:BH',
      'Which of these is an official or national language of Bahrain?',
      ['Arabic', 'Greek', 'Polish', 'Czech'],
    );
    expect(kindsFound(near)).toEqual([]);
    expect(kindsFound(middleEast)).toEqual(['far-region:Polish', 'far-region:Czech']);
  });

  it("given a currency key carrying the country's adjective, then it gives itself away; a unit alone does not", () => {
    const adjective = served('geo:currency:JP', 'What is the official currency of Japan?', [
      'Japanese Yen',
      'Won',
      'Yuan',
      'Baht',
    ]);
    const unit = served('geo:currency:FR', 'What is the official currency of France?', [
      'Euro',
      'Franc',
      'Lek',
      'Krone',
    ]);
    const trap = served(
      'geo:currency:FR',
      'What is the official currency of France?',
      ['French Franc', 'Euro', 'Lek', 'Krone'],
      1,
    );
    expect(kindsFound(adjective)).toEqual(['adjective:Japanese Yen']);
    expect(kindsFound(unit)).toEqual([]);
    expect(kindsFound(trap)).toEqual([]);
  });

  it('given a native name spelled like the key and unlike the rest, then it is a giveaway', () => {
    expect(spellingLikeness('Danmark', 'Denmark')).toBeGreaterThan(0.5);
    expect(spellingLikeness('Suomi', 'Finland')).toBe(0);
    const q = (native: string, options: string[]) =>
      served('geo:native-name:XX', `Which country calls itself "${native}" in its own language?`, options);
    expect(kindsFound(q('Danmark', ['Denmark', 'Norway', 'Sweden', 'Iceland']))).toEqual([
      'native-name:Denmark',
    ]);
    expect(kindsFound(q('Suomi', ['Finland', 'Estonia', 'Sweden', 'Norway']))).toEqual([]);
  });

  it('given a state code only the key can be spelled from, then it is a giveaway in either direction', () => {
    expect(spellableCode('TX', 'Texas')).toBe(true);
    expect(spellableCode('TN', 'Texas')).toBe(false);
    const forward = (options: string[]) =>
      served('us:abbreviation:TX', 'What is the two-letter postal abbreviation of Texas?', options);
    expect(kindsFound(forward(['TX', 'TN', 'UT', 'KY']))).toEqual(['state-abbreviation:TX']);
    expect(kindsFound(forward(['TX', 'TE', 'TA', 'TS']))).toEqual([]);
    const reverse = (options: string[]) =>
      served('us:abbreviation-of:MS', 'Which US state has the postal abbreviation MS?', options);
    expect(kindsFound(reverse(['Mississippi', 'Ohio', 'Utah', 'Iowa']))).toEqual([
      'state-abbreviation:Mississippi',
    ]);
    expect(kindsFound(reverse(['Mississippi', 'Missouri', 'Minnesota', 'Massachusetts']))).toEqual([]);
  });

  it('given an internet domain only the key starts with, then it is a giveaway; a shared start is not', () => {
    const q = (tld: string, options: string[]) =>
      served('geo:internet-domain:XX', `Which country has the internet domain .${tld}?`, options);
    expect(kindsFound(q('fr', ['France', 'Fiji', 'Finland', 'Gabon']))).toEqual(['internet-domain:France']);
    expect(kindsFound(q('ma', ['Morocco', 'Mali', 'Malta', 'Malawi']))).toEqual([]);
    expect(kindsFound(q('ma', ['Mali', 'Morocco', 'Malta', 'Malawi']))).toEqual([]);
  });

  it('given an option of another shape or kind than the key, then it is a giveaway', () => {
    expect(shapeOf('🇫🇷')).toBe('flag');
    expect(shapeOf('+39')).toBe('dialling-code');
    expect(shapeOf('1,000')).toBe('number');
    expect(shapeOf('100 °C')).toBe('quantity');
    expect(shapeOf('4πr')).toBe('text');
    expect([shapeOf('44 BC'), shapeOf('AD 14')]).toEqual(['year', 'year']);
    const capital = served('geo:capital:BE', 'What is the capital of Belgium?', [
      'Brussels',
      'Paris',
      'France',
      'Berlin',
    ]);
    const numbers = served('curated:math:x', 'How many sides has a hexagon?', ['6', '5', 'Eight', '7']);
    expect(kindsFound(capital)).toEqual(['different-kind:France']);
    expect(kindsFound(numbers)).toEqual(['different-kind:Eight']);
    expect(
      kindsFound(served('curated:x:y', 'Which city?', ['Brussels', 'Paris', 'Madrid', 'Berlin'])),
    ).toEqual([]);
  });
});
