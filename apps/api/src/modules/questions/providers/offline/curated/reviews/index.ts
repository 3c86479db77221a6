import type { BankReview } from './review.js';
import { renaissanceReview } from './renaissance.js';
import { coldWarReview } from './cold-war.js';
import { cricketReview } from './cricket.js';
import { starWarsReview } from './star-wars.js';
import { formula1Review } from './formula-1.js';
import { disneyReview } from './disney.js';
import { animeReview } from './anime.js';
import { carsReview } from './cars.js';
import { fashionReview } from './fashion.js';
import { harryPotterReview } from './harry-potter.js';
import { marvelReview } from './marvel.js';
import { medievalHistoryReview } from './medieval-history.js';
import { pokemonReview } from './pokemon.js';
import { programmingReview } from './programming.js';
import { tennisReview } from './tennis.js';
import { tvShowsReview } from './tv-shows.js';

/**
 * Reviews of hand-written banks (ADR 0195). A bank listed here must be covered: every question checked by
 * someone other than its writer, no stale check, no rejected question left in the bank. Reviews are written in
 * the reviewer's branch and registered here once the bank and its review are both merged.
 */
export const BANK_REVIEWS: readonly BankReview[] = [
  renaissanceReview,
  coldWarReview,
  cricketReview,
  starWarsReview,
  formula1Review,
  disneyReview,
  animeReview,
  carsReview,
  fashionReview,
  harryPotterReview,
  marvelReview,
  medievalHistoryReview,
  pokemonReview,
  programmingReview,
  tennisReview,
  tvShowsReview,
];
