/**
 * Topics served only from the curated banks: key, label, comma-separated synonyms, and the banks they draw on
 * (a broad topic such as history also takes the narrower banks under it).
 */
export const CURATED_TOPICS: readonly (readonly [
  key: string,
  label: string,
  synonyms: string,
  banks: string,
])[] = [
  [
    // A room's default topic (DEFAULT_ROOM_TOPIC): a mix of the broad banks, so a room without a topic plays
    // offline too.
    'general-knowledge',
    'General Knowledge',
    'general knowledge, knowledge, mixed, mixed bag, anything, everything, pub quiz, a bit of everything',
    'history science space animals geography landmarks inventions literature music food sport art mythology',
  ],
  [
    'history',
    'History',
    'world history, historical events, the past, modern history, medieval history, middle ages',
    'history ancient-history ancient-rome world-war-1 world-war-2',
  ],
  [
    'world-war-2',
    'World War II',
    'ww2, wwii, ww 2, world war 2, world war ii, world war two, second world war, the second world war',
    'world-war-2',
  ],
  [
    'world-war-1',
    'World War I',
    'ww1, wwi, ww 1, world war 1, world war i, world war one, first world war, great war',
    'world-war-1',
  ],
  [
    'ancient-history',
    'Ancient History',
    'ancient, ancient world, ancient egypt, ancient greece, antiquity, egyptians, pharaohs',
    'ancient-history ancient-rome',
  ],
  [
    'ancient-rome',
    'Ancient Rome',
    'rome, romans, roman empire, roman republic, roman history, the romans, roman emperors, ancient romans',
    'ancient-rome',
  ],
  [
    'science',
    'Science',
    'general science, sciences, scientists',
    'science physics biology chemistry earth-science',
  ],
  ['physics', 'Physics', 'forces, energy, electricity, magnetism, light, sound, mechanics', 'physics'],
  ['biology', 'Biology', 'bio, life science, cells, genetics, evolution, ecology', 'biology'],
  [
    'space',
    'Space',
    'astronomy, planets, planet, solar system, universe, cosmos, stars, galaxies, space exploration, moon, nasa',
    'space',
  ],
  ['human-body', 'Human Body', 'body, anatomy, human anatomy, organs, bones, skeleton, health', 'human-body'],
  [
    'animals',
    'Animals',
    'animal, wildlife, zoology, mammals, birds, insects, nature, creatures',
    'animals ocean',
  ],
  [
    'dinosaurs',
    'Dinosaurs',
    'dinos, dino, dinosaur, prehistoric life, prehistoric animals, jurassic, fossils, paleontology, palaeontology',
    'dinosaurs',
  ],
  [
    'music',
    'Music',
    'songs, musicians, bands, classical music, instruments, pop music, rock music, composers',
    'music',
  ],
  [
    'film',
    'Film',
    'movies, movie, films, cinema, hollywood, oscars, actors, star wars, disney, pixar',
    'film',
  ],
  [
    'sport',
    'Sport',
    'sports, athletics, tennis, golf, cricket, boxing, rugby',
    'sport football olympics basketball',
  ],
  ['football', 'Football', 'soccer, world cup, fifa, premier league, champions league', 'football'],
  ['olympics', 'Olympics', 'olympic games, olympic, winter olympics, summer olympics', 'olympics'],
  ['basketball', 'Basketball', 'basket ball, nba, hoops, bball, b ball, slam dunk', 'basketball'],
  [
    'literature',
    'Literature',
    'books, novels, authors, poetry, reading, writers, shakespeare, classic books, science fiction, sci fi, fiction',
    'literature',
  ],
  ['art', 'Art', 'arts, painting, paintings, artists, art history, sculpture, famous paintings', 'art'],
  ['food', 'Food', 'cooking, cuisine, food and drink, drinks, fruit, dishes, baking, recipes', 'food'],
  [
    'technology',
    'Technology',
    'tech, computers, computing, internet, software, gadgets',
    'technology programming',
  ],
  [
    'mythology',
    'Mythology',
    'myths, greek mythology, norse mythology, egyptian mythology, roman mythology, gods, legends, greek gods',
    'mythology',
  ],
  ['inventions', 'Inventions', 'inventors, invention, discoveries, innovations', 'inventions'],
  [
    'landmarks',
    'Landmarks',
    'famous landmarks, monuments, wonders of the world, buildings, architecture, travel, tourist attractions',
    'landmarks',
  ],
  [
    'english-language',
    'Words & Language',
    'words, vocabulary, english, grammar, spelling, word meanings, idioms, definitions',
    'english-language',
  ],
  ['weather', 'Weather', 'climate, meteorology, weather and climate, storms, clouds', 'weather'],
  ['plants', 'Plants', 'botany, trees, flowers, gardening, plant', 'plants'],
  [
    'us-presidents',
    'US Presidents',
    'presidents, american presidents, us history, american history, white house',
    'us-presidents',
  ],
  ['chess', 'Chess', 'chess openings, board games', 'chess'],
  [
    'video-games',
    'Video Games',
    'gaming, games, video game, nintendo, consoles, computer games, gamer',
    'video-games',
  ],
  ['ocean', 'Ocean', 'oceans, sea, seas, marine life, sea creatures, marine biology, sea life', 'ocean'],
  [
    'earth-science',
    'Earth Science',
    'geology, volcanoes, earthquakes, rocks, minerals, planet earth',
    'earth-science',
  ],
  [
    'cars',
    'Cars',
    'car, automobiles, automobile, autos, motoring, motor cars, supercars, sports cars, car brands, car makes, classic cars',
    'cars',
  ],
  [
    'programming',
    'Programming',
    'coding, code, coder, programmer, programmers, programming languages, computer programming, computer science, software development, software engineering, developer, developers, web development, javascript, python, java, algorithms',
    'programming',
  ],
];
