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
import { musicReview } from './music.js';
import { literatureReview } from './literature.js';
import { footballReview } from './football.js';
import { basketballReview } from './basketball.js';
import { worldWar2Review } from './world-war-2.js';
import { videoGamesReview } from './video-games.js';
import { foodReview } from './food.js';
import { spaceReview } from './space.js';
import { artReview } from './art.js';
import { mythologyReview } from './mythology.js';
import { olympicsReview } from './olympics.js';
import { humanBodyReview } from './human-body.js';
import { physicsReview } from './physics.js';
import { biologyReview } from './biology.js';
import { worldWar1Review } from './world-war-1.js';
import { ancientRomeReview } from './ancient-rome.js';
import { dinosaursReview } from './dinosaurs.js';
import { inventionsReview } from './inventions.js';
import { landmarksReview } from './landmarks.js';
import { englishLanguageReview } from './english-language.js';
import { weatherReview } from './weather.js';
import { plantsReview } from './plants.js';
import { usPresidentsReview } from './us-presidents.js';
import { chessReview } from './chess.js';
import { oceanReview } from './ocean.js';
import { earthScienceReview } from './earth-science.js';
import { animalsReview } from './animals.js';
import { ancientEgyptReview } from './ancient-egypt.js';
import { ancientGreeceReview } from './ancient-greece.js';
import { vikingsReview } from './vikings.js';
import { baseballReview } from './baseball.js';
import { americanFootballReview } from './american-football.js';
import { ancientHistoryReview } from './ancient-history.js';
import { chemistryReview } from './chemistry.js';
import { filmReview } from './film.js';
import { geographyReview } from './geography.js';
import { historyReview } from './history.js';
import { languagesReview } from './languages.js';
import { mathReview } from './math.js';
import { scienceReview } from './science.js';
import { sportReview } from './sport.js';
import { technologyReview } from './technology.js';
import { lordOfTheRingsReview } from './lord-of-the-rings.js';
import { simpsonsReview } from './simpsons.js';
import { musicalsReview } from './musicals.js';
import { classicalMusicReview } from './classical-music.js';
import { shakespeareReview } from './shakespeare.js';
import { birdsReview } from './birds.js';
import { frenchRevolutionReview } from './french-revolution.js';
import { americanCivilWarReview } from './american-civil-war.js';
import { iceHockeyReview } from './ice-hockey.js';
import { golfReview } from './golf.js';
import { rugbyReview } from './rugby.js';
import { dogsReview } from './dogs.js';

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
  musicReview,
  literatureReview,
  footballReview,
  basketballReview,
  worldWar2Review,
  videoGamesReview,
  foodReview,
  spaceReview,
  artReview,
  mythologyReview,
  olympicsReview,
  humanBodyReview,
  physicsReview,
  biologyReview,
  worldWar1Review,
  ancientRomeReview,
  dinosaursReview,
  inventionsReview,
  landmarksReview,
  englishLanguageReview,
  weatherReview,
  plantsReview,
  usPresidentsReview,
  chessReview,
  oceanReview,
  earthScienceReview,
  animalsReview,
  ancientEgyptReview,
  ancientGreeceReview,
  vikingsReview,
  baseballReview,
  americanFootballReview,
  ancientHistoryReview,
  chemistryReview,
  filmReview,
  geographyReview,
  historyReview,
  languagesReview,
  mathReview,
  scienceReview,
  sportReview,
  technologyReview,
  lordOfTheRingsReview,
  simpsonsReview,
  musicalsReview,
  classicalMusicReview,
  shakespeareReview,
  birdsReview,
  frenchRevolutionReview,
  americanCivilWarReview,
  iceHockeyReview,
  golfReview,
  rugbyReview,
  dogsReview,
];
