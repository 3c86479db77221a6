import { matchTopic } from './index.js';
import { editDistance, normalizeTopic } from './topic-matching.js';

describe('topic matching', () => {
  describe.each([
    ['capitals', 'capitals'],
    ['capital cities', 'capitals'],
    ['Capital City', 'capitals'],
    ['flag', 'flags'],
    ['flags', 'flags'],
    ['chem', 'chemistry'],
    ['chemistry', 'chemistry'],
    ['elements', 'chemistry'],
    ['periodic table', 'chemistry'],
    ['planets', 'space'],
    ['space', 'space'],
    ['astronomy', 'space'],
    ['dinos', 'dinosaurs'],
    ['dinosaurs', 'dinosaurs'],
    ['dinosuars', 'dinosaurs'],
    ['ww2', 'world-war-2'],
    ['WW2', 'world-war-2'],
    ['world war 2', 'world-war-2'],
    ['World War II', 'world-war-2'],
    ['wwii', 'world-war-2'],
    ['second world war', 'world-war-2'],
    ['ww1', 'world-war-1'],
    ['wwi', 'world-war-1'],
    ['geografy', 'geography'],
    ['geography', 'geography'],
    ['geo', 'geography'],
    ['soccer', 'football'],
    ['movies', 'film'],
    ['human body', 'human-body'],
    ['maths', 'math'],
    ['americas', 'americas'],
    ['usa', 'us-states'],
    ['Greek myths', 'mythology'],
    ['  The Olympics!  ', 'olympics'],
    ['mythologie', 'mythology'],
    ['literatur', 'literature'],
    ['General Knowledge', 'general-knowledge'],
    ['pub quiz', 'general-knowledge'],
    ['Harry Potter', 'harry-potter'],
    ['harry poter', 'harry-potter'],
    ['hp', 'harry-potter'],
    ['Hogwarts', 'harry-potter'],
    ['MCU', 'marvel'],
    ['avengers', 'marvel'],
    ['marvle', 'marvel'],
    ['Spiderman', 'marvel'],
    ['pokemon', 'pokemon'],
    ['Pokémon', 'pokemon'],
    ['pokemn', 'pokemon'],
    ['Pikachu', 'pokemon'],
    ['anime', 'anime'],
    ['Manga', 'anime'],
    ['anmie', 'anime'],
    ['Studio Ghibli', 'anime'],
    ['naruto', 'anime'],
    ['TV shows', 'tv-shows'],
    ['television', 'tv-shows'],
    ['sitcoms', 'tv-shows'],
    ['Game of Thrones', 'tv-shows'],
    ['televison', 'tv-shows'],
    ['cricket', 'cricket'],
    ['crikcet', 'cricket'],
    ['the Ashes', 'cricket'],
    ['sport', 'sport'],
    ['sports', 'sport'],
    ['rugby', 'rugby'],
    ['golf', 'golf'],
    ['cold war', 'cold-war'],
    ['The Cold War', 'cold-war'],
    ['cold wars', 'cold-war'],
    ['space race', 'cold-war'],
    ['space exploration', 'space'],
    ['moon', 'space'],
    ['history', 'history'],
    ['world history', 'history'],
    ['modern history', 'history'],
    ['renaissance', 'renaissance'],
    ['rennaissance', 'renaissance'],
    ['renaissance art', 'renaissance'],
    ['art', 'art'],
    ['famous paintings', 'art'],
    ['art history', 'art'],
  ])('given "%s"', (input, key) => {
    it(`then it matches ${key}`, () => {
      expect(matchTopic(input)?.key).toBe(key);
    });
  });

  describe.each(['xyz', 'knitting', 'crypto mining', 'a', ''])(
    'given "%s", which we have nothing on',
    (input) => {
      it('then there is no match', () => {
        expect(matchTopic(input)).toBeNull();
      });
    },
  );

  describe('given the exact name of a topic', () => {
    it('then the score is 1', () => {
      expect(matchTopic('chemistry')?.score).toBe(1);
    });
    it('then a misspelling scores lower than the exact name but still matches', () => {
      const score = matchTopic('chemestry')?.score ?? 0;
      expect(score).toBeLessThan(1);
      expect(score).toBeGreaterThan(0.6);
    });
  });

  describe('normalizeTopic', () => {
    it('lower-cases, strips accents, punctuation, stop words and plurals', () => {
      expect(normalizeTopic('The Capitals of the World!')).toBe('capital world');
      expect(normalizeTopic('Géographie')).toBe('geographie');
    });
  });

  describe('editDistance', () => {
    it('counts substitutions, insertions, deletions and adjacent swaps', () => {
      expect(editDistance('geografy', 'geography')).toBe(2);
      expect(editDistance('geogrpahy', 'geography')).toBe(1);
      expect(editDistance('', 'abc')).toBe(3);
      expect(editDistance('same', 'same')).toBe(0);
    });
  });
});
