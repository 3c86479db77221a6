import { uniqueBankSpecs } from './quality/bank-specs.js';
import { listOfflineTopics } from './index.js';
import { poolFor } from './pool.js';
import { TOPICS } from './topics.js';

describe('difficulty by what a question asks (issue 14, item 3)', () => {
  const byId = new Map(uniqueBankSpecs().map((s) => [s.id, s]));
  const level = (id: string): string | undefined => byId.get(id)?.difficulty;

  it('given a capital or language named after its country, then it is easy however small the country', () => {
    expect(level('geo:capital:SV')).toBe('easy'); // San Salvador
    expect(level('geo:capital:KW')).toBe('easy'); // Kuwait City
    expect(level('geo:language:SI')).toBe('easy'); // Slovenian
  });

  it('given capitals of famous and of obscure countries, then the famous are easy and the obscure hard', () => {
    expect(level('geo:capital:FR')).toBe('easy');
    expect(level('geo:capital:JP')).toBe('easy');
    expect(level('geo:capital:BF')).toBe('hard'); // Ouagadougou
    expect(level('geo:capital:KI')).toBe('hard'); // Tarawa
  });

  it('given world currencies of well-known countries, then the currencies topic has easy questions', () => {
    expect(level('geo:currency:JP')).toBe('easy');
    expect(level('geo:currency:FR')).toBe('easy');
    const currencies = TOPICS.find((t) => t.key === 'currencies');
    expect(currencies && poolFor(currencies).all.easy.length).toBeGreaterThanOrEqual(10);
  });

  it('given every topic, then the listing still counts what it serves', () => {
    for (const t of listOfflineTopics()) expect(t.questionCount).toBeGreaterThan(0);
  });
});
