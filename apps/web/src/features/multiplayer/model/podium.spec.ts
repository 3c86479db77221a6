import fc from 'fast-check';
import { ordinal, podiumPlaces } from './podium.js';

const standing = (rank: number, name: string, score = 1000 - rank) => ({ rank, name, score, streak: 0 });

describe('the podium', () => {
  it('given five players, then the steps read second, first, third', () => {
    const places = podiumPlaces([
      standing(1, 'Ada'),
      standing(2, 'Bob'),
      standing(3, 'Cy'),
      standing(4, 'Di'),
      standing(5, 'Ed'),
    ]);
    expect(places.map((p) => [p.place, p.standing.name])).toEqual([
      [2, 'Bob'],
      [1, 'Ada'],
      [3, 'Cy'],
    ]);
  });

  it('given standings out of order, then ranks decide', () => {
    const places = podiumPlaces([standing(3, 'Cy'), standing(1, 'Ada'), standing(2, 'Bob')]);
    expect(places.find((p) => p.place === 1)?.standing.name).toBe('Ada');
  });

  it('given one or two players, then only their steps show', () => {
    expect(podiumPlaces([standing(1, 'Ada')]).map((p) => p.place)).toEqual([1]);
    expect(podiumPlaces([standing(1, 'Ada'), standing(2, 'Bob')]).map((p) => p.place)).toEqual([2, 1]);
    expect(podiumPlaces([])).toEqual([]);
  });

  it('given any standings, then the podium holds the best three ranks, each player once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 12 }), (ranks) => {
        const standings = ranks.map((rank, i) => standing(rank, `P${i}`));
        const places = podiumPlaces(standings);
        expect(places).toHaveLength(Math.min(3, standings.length));
        const best = [...ranks].sort((a, b) => a - b).slice(0, 3);
        expect(places.map((p) => p.standing.rank).sort((a, b) => a - b)).toEqual(best);
        expect(new Set(places.map((p) => p.standing.name)).size).toBe(places.length);
      }),
    );
  });
});

describe('ordinals', () => {
  it('reads ranks as people say them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
