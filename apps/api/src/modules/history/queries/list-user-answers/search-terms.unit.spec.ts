import { wordsTsQuery } from './search-terms.js';

describe('the search box text as a tsquery', () => {
  it('makes every word one that must match', () => {
    expect(wordsTsQuery('Red  Planet')).toBe('red & planet');
  });

  it('keeps letters and digits of any script and drops everything tsquery could read as syntax', () => {
    expect(wordsTsQuery(`apollo 11 & !(moon | 'sun'):*`)).toBe('apollo & 11 & moon & sun');
    expect(wordsTsQuery('Ärzte über café')).toBe('ärzte & über & café');
  });

  it('gives null for text without a word', () => {
    expect(wordsTsQuery('?! & |')).toBeNull();
  });

  it('uses at most 16 words', () => {
    const words = Array.from({ length: 20 }, (_, i) => `w${i}`);
    expect(wordsTsQuery(words.join(' '))!.split(' & ')).toHaveLength(16);
  });
});
