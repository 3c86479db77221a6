import type { CuratedBank } from './bank.js';
import { ancientEgypt } from './ancient-egypt.js';
import { ancientGreece } from './ancient-greece.js';
import { americanCivilWar } from './american-civil-war.js';
import { americanFootball } from './american-football.js';
import { ancientHistory } from './ancient-history.js';
import { ancientRome } from './ancient-rome.js';
import { animals } from './animals.js';
import { anime } from './anime.js';
import { art } from './art.js';
import { baseball } from './baseball.js';
import { basketball } from './basketball.js';
import { biology } from './biology.js';
import { birds } from './birds.js';
import { cars } from './cars.js';
import { chemistry } from './chemistry.js';
import { chess } from './chess.js';
import { classicalMusic } from './classical-music.js';
import { coldWar } from './cold-war.js';
import { cricket } from './cricket.js';
import { dinosaurs } from './dinosaurs.js';
import { disney } from './disney.js';
import { dogs } from './dogs.js';
import { earthScience } from './earth-science.js';
import { englishLanguage } from './english-language.js';
import { fashion } from './fashion.js';
import { film } from './film.js';
import { food } from './food.js';
import { football } from './football.js';
import { formula1 } from './formula-1.js';
import { frenchRevolution } from './french-revolution.js';
import { geography } from './geography.js';
import { golf } from './golf.js';
import { harryPotter } from './harry-potter.js';
import { history } from './history.js';
import { humanBody } from './human-body.js';
import { iceHockey } from './ice-hockey.js';
import { inventions } from './inventions.js';
import { landmarks } from './landmarks.js';
import { languages } from './languages.js';
import { literature } from './literature.js';
import { lordOfTheRings } from './lord-of-the-rings.js';
import { marvel } from './marvel.js';
import { math } from './math.js';
import { medievalHistory } from './medieval-history.js';
import { music } from './music.js';
import { musicals } from './musicals.js';
import { mythology } from './mythology.js';
import { ocean } from './ocean.js';
import { olympics } from './olympics.js';
import { physics } from './physics.js';
import { plants } from './plants.js';
import { pokemon } from './pokemon.js';
import { programming } from './programming.js';
import { renaissance } from './renaissance.js';
import { rugby } from './rugby.js';
import { science } from './science.js';
import { simpsons } from './simpsons.js';
import { shakespeare } from './shakespeare.js';
import { space } from './space.js';
import { sport } from './sport.js';
import { starWars } from './star-wars.js';
import { technology } from './technology.js';
import { tennis } from './tennis.js';
import { tvShows } from './tv-shows.js';
import { usPresidents } from './us-presidents.js';
import { videoGames } from './video-games.js';
import { vikings } from './vikings.js';
import { weather } from './weather.js';
import { worldWar1 } from './world-war-1.js';
import { worldWar2 } from './world-war-2.js';

/** Every curated bank; topics pick the banks they draw from by key. */
export const CURATED_BANKS: readonly CuratedBank[] = [
  ancientEgypt,
  ancientGreece,
  americanCivilWar,
  americanFootball,
  ancientHistory,
  ancientRome,
  animals,
  anime,
  art,
  baseball,
  basketball,
  biology,
  birds,
  cars,
  chemistry,
  chess,
  classicalMusic,
  coldWar,
  cricket,
  dinosaurs,
  disney,
  dogs,
  earthScience,
  englishLanguage,
  fashion,
  film,
  food,
  football,
  formula1,
  frenchRevolution,
  geography,
  golf,
  harryPotter,
  history,
  humanBody,
  iceHockey,
  inventions,
  landmarks,
  languages,
  literature,
  lordOfTheRings,
  marvel,
  math,
  medievalHistory,
  music,
  musicals,
  mythology,
  ocean,
  olympics,
  physics,
  plants,
  pokemon,
  programming,
  renaissance,
  rugby,
  science,
  simpsons,
  shakespeare,
  space,
  sport,
  starWars,
  technology,
  tennis,
  tvShows,
  usPresidents,
  videoGames,
  vikings,
  weather,
  worldWar1,
  worldWar2,
];
