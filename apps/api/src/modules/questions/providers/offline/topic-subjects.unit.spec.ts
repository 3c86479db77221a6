import { createSeededRandom, generateOfflineQuestions, matchTopic } from './index.js';

describe('a sub-topic typed alone (issue 14, item 5)', () => {
  it.each(['basketball', 'Basketball', 'NBA', 'hoops', 'basket ball', 'basketbal', 'baskteball'])(
    'given "%s", then it matches the basketball topic, not Sport',
    (typed) => {
      expect(matchTopic(typed)?.key).toBe('basketball');
    },
  );

  it('given "basketball", then the round is about basketball', () => {
    const result = generateOfflineQuestions({
      topic: 'basketball',
      difficulty: 'medium',
      batchSize: 10,
      random: createSeededRandom(3),
    });
    if (result.kind !== 'questions') throw new Error(result.message);
    expect(result.topicKey).toBe('basketball');
    expect(result.questions.every((q) => q.id.startsWith('curated:basketball:'))).toBe(true);
  });

  it('given "sport", then basketball questions are part of the mix', () => {
    const result = generateOfflineQuestions({
      topic: 'sport',
      difficulty: 'medium',
      batchSize: 500,
      random: createSeededRandom(4),
    });
    if (result.kind !== 'questions') throw new Error(result.message);
    expect(result.questions.some((q) => q.id.startsWith('curated:basketball:'))).toBe(true);
  });

  it.each(['ancient rome', 'Ancient Rome', 'romans', 'roman empire', 'the roman republic', 'anceint rome'])(
    'given "%s", then it matches Ancient Rome, not the Ancient History mix',
    (typed) => {
      expect(matchTopic(typed)?.key).toBe('ancient-rome');
    },
  );

  it('given "ancient rome", then the round is about Rome; "ancient history" still mixes Rome with Egypt and Greece', () => {
    const round = (topic: string, batchSize: number) => {
      const result = generateOfflineQuestions({
        topic,
        difficulty: 'hard',
        batchSize,
        random: createSeededRandom(5),
      });
      if (result.kind !== 'questions') throw new Error(result.message);
      return result;
    };
    const rome = round('ancient rome', 10);
    expect(rome.topicKey).toBe('ancient-rome');
    expect(rome.questions.every((q) => q.id.startsWith('curated:ancient-rome:'))).toBe(true);
    const mix = round('ancient history', 200);
    expect(mix.topicKey).toBe('ancient-history');
    expect(new Set(mix.questions.map((q) => q.subtopic)).size).toBeGreaterThan(2);
  });
});

describe('the topics players asked for by name (issue 14, items 4 and 5)', () => {
  it.each([
    ['cars', ['cars', 'Car', 'automobiles', 'supercars', 'sports cars', 'classic cars']],
    ['fashion', ['fashion', 'Fashion', 'fashon', 'fasion', 'clothes', 'haute couture', 'fashion designers']],
    ['programming', ['programming', 'programing', 'coding', 'javascript', 'python', 'computer science']],
    ['tennis', ['tennis', 'tenis', 'Wimbledon', 'wimbeldon', 'roland garros', 'grand slam tennis']],
    ['medieval-history', ['medieval history', 'medieval', 'midieval', 'middle ages', 'the crusades']],
    ['vikings', ['vikings', 'Vikings', 'viking', 'the viking age', 'norsemen', 'vikigns', 'vickings']],
    [
      'lord-of-the-rings',
      [
        'lord of the rings',
        'LOTR',
        'tolkien',
        'the hobbit',
        'middle earth',
        'hobbits',
        'tolkein',
        'lord of the rigns',
      ],
    ],
    ['simpsons', ['simpsons', 'The Simpsons', 'homer simpson', 'bart', 'simsons', 'the simpsns', 'simpons']],
    [
      'musicals',
      [
        'musicals',
        'Musicals',
        'broadway',
        'West End',
        'musical theatre',
        'musical theater',
        'hamilton',
        'muscials',
      ],
    ],
    [
      'classical-music',
      [
        'classical music',
        'Classical Music',
        'classical',
        'composers',
        'orchestra',
        'beethoven',
        'mozart',
        'clasical music',
      ],
    ],
    [
      'shakespeare',
      [
        'shakespeare',
        'Shakespeare',
        'william shakespeare',
        'shakespear',
        'the bard',
        'hamlet',
        'macbeth',
        'shakespere',
      ],
    ],
    ['birds', ['birds', 'Birds', 'bird', 'birdwatching', 'ornithology', 'birding', 'brids', 'birds of prey']],
    [
      'french-revolution',
      [
        'french revolution',
        'French Revolution',
        'the french revolution',
        'robespierre',
        'the terror',
        'bastille',
        'french revoloution',
      ],
    ],
    [
      'american-civil-war',
      [
        'american civil war',
        'civil war',
        'US Civil War',
        'gettysburg',
        'the confederacy',
        'amercian civil war',
        'sivil war',
      ],
    ],
    [
      'ancient-greece',
      [
        'ancient greece',
        'Ancient Greece',
        'ancient greeks',
        'greeks',
        'sparta',
        'anceint greece',
        'hellenistic',
      ],
    ],
    [
      'star-wars',
      [
        'star wars',
        'Star Wars',
        'starwars',
        'star wras',
        'jedi',
        'Darth Vader',
        'the mandalorian',
        'baby yoda',
      ],
    ],
    [
      'cold-war',
      [
        'cold war',
        'The Cold War',
        'coldwar',
        'iron curtain',
        'cuban missile crisis',
        'space race',
        'ussr',
        'berlin wall',
      ],
    ],
    [
      'renaissance',
      [
        'renaissance',
        'The Renaissance',
        'renaisance',
        'rennaissance',
        'italian renaissance',
        'the medici',
        'leonardo da vinci',
      ],
    ],
    ['cricket', ['cricket', 'Cricket', 'criket', 'crikcet', 'the ashes', 'test cricket', 'IPL', 'twenty20']],
    ['baseball', ['baseball', 'Baseball', 'basebal', 'base ball', 'MLB', 'world series', 'yankees']],
    [
      'rugby',
      ['rugby', 'Rugby', 'rugby union', 'six nations', 'all blacks', 'rugby world cup', 'rugbey', 'rubgy'],
    ],
    ['dogs', ['dogs', 'Dogs', 'dog', 'dog breeds', 'puppies', 'puppy', 'dgos', 'doggs']],
    [
      'american-football',
      [
        'american football',
        'American Football',
        'amercian football',
        'NFL',
        'super bowl',
        'superbowl',
        'gridiron',
      ],
    ],
    ['ice-hockey', ['ice hockey', 'Ice Hockey', 'hockey', 'NHL', 'stanley cup', 'hocky', 'ice hokey']],
    ['golf', ['golf', 'Golf', 'golfing', 'PGA', 'the masters', 'ryder cup', 'gofl', 'glof']],
  ])('given what a player types for %s, then it matches that topic', (key, typed) => {
    expect(typed.map((t) => [t, matchTopic(t)?.key])).toEqual(typed.map((t) => [t, key]));
  });

  it.each([
    ['tennis', 'sport'],
    ['programming', 'technology'],
    ['star-wars', 'film'],
    ['disney', 'film'],
    ['formula-1', 'sport'],
    ['cricket', 'sport'],
    ['baseball', 'sport'],
    ['american-football', 'sport'],
    ['rugby', 'sport'],
    ['dogs', 'animals'],
    ['ice-hockey', 'sport'],
    ['golf', 'sport'],
    ['renaissance', 'history'],
    ['cold-war', 'history'],
    ['vikings', 'medieval-history'],
    ['vikings', 'history'],
    ['lord-of-the-rings', 'literature'],
    ['simpsons', 'tv-shows'],
    ['musicals', 'music'],
    ['classical-music', 'music'],
    ['shakespeare', 'literature'],
    ['birds', 'animals'],
    ['ancient-greece', 'ancient-history'],
    ['ancient-greece', 'history'],
    ['french-revolution', 'history'],
    ['american-civil-war', 'history'],
  ])('given "%s", then the round is about it alone, and "%s" still takes it into its mix', (key, parent) => {
    const round = (topic: string, batchSize: number) => {
      const result = generateOfflineQuestions({
        topic,
        difficulty: 'medium',
        batchSize,
        random: createSeededRandom(11),
      });
      if (result.kind !== 'questions') throw new Error(result.message);
      return result;
    };
    const alone = round(key, 10);
    expect(alone.topicKey).toBe(key);
    expect(alone.questions.every((q) => q.id.startsWith(`curated:${key}:`))).toBe(true);
    expect(round(parent, 500).questions.some((q) => q.id.startsWith(`curated:${key}:`))).toBe(true);
  });
});

describe('the screen topics take only their own words (issue 14, item 5)', () => {
  it.each([
    ['movies', 'film'],
    ['cinema', 'film'],
    ['Film', 'film'],
    ['sports', 'sport'],
    ['cars', 'cars'],
    ['supercars', 'cars'],
    ['star trek', 'tv-shows'],
    ['marvel', 'marvel'],
    ['anime', 'anime'],
    ['tennis', 'tennis'],
    ['football', 'football'],
    ['Football', 'football'],
    ['soccer', 'football'],
    ['football league', 'football'],
    ['video games', 'video-games'],
  ])('given "%s", then it still matches %s', (typed, key) => {
    expect(matchTopic(typed)?.key).toBe(key);
  });
});
