import type { CuratedBank } from './bank.js';

export const landmarks: CuratedBank = {
  key: 'landmarks',
  sections: {
    Europe: [
      "e|In which city is the Eiffel Tower?|Paris|Lyon;Brussels;Marseille|The Eiffel Tower was built for the 1889 World's Fair.",
      'e|In which city is the Colosseum?|Rome|Athens;Naples;Florence|The Colosseum could hold around 50,000 spectators.',
      'm|In which city is the Sagrada Família basilica?|Barcelona|Madrid;Seville;Valencia|Construction of the basilica began in 1882.',
      'h|Which architect designed the Sagrada Família?|Antoni Gaudí|Le Corbusier;Santiago Calatrava;Frank Gehry|Gaudí worked on the basilica until his death in 1926.',
      'm|In which city are the Kremlin and Red Square?|Moscow|Saint Petersburg;Kyiv;Minsk|The Kremlin is the official residence of the Russian president.',
      'm|In which city is the Brandenburg Gate?|Berlin|Munich;Hamburg;Vienna|The gate was completed in 1791.',
      'm|In which city is the Acropolis?|Athens|Rome;Istanbul;Thessaloniki|The Parthenon stands on the Acropolis.',
      'm|In which city is the Hagia Sophia?|Istanbul|Athens;Rome;Cairo|Hagia Sophia was completed in AD 537.',
      'm|In which country is Stonehenge?|England|Scotland;Ireland;Wales|Stonehenge stands on Salisbury Plain in Wiltshire.',
      'e|In which city is Big Ben?|London|Edinburgh;Manchester;Dublin|Big Ben is the great bell in the clock tower of the Palace of Westminster.',
      'e|In which Italian city is the famous leaning tower?|Pisa|Florence;Siena;Verona|The tower began to lean during construction in the 12th century.',
      "h|In which Italian city is St Mark's Basilica?|Venice|Rome;Milan;Florence|St Mark's Basilica stands on St Mark's Square.",
      'h|In which Spanish city is the Alhambra palace?|Granada|Seville;Córdoba;Toledo|The Alhambra was built by the Nasrid dynasty.',
    ],
    'Asia and Africa': [
      'e|In which country is the Taj Mahal?|India|Pakistan;Bangladesh;Iran|Shah Jahan built the Taj Mahal in Agra as a tomb for his wife.',
      'h|In which country is Petra, the city carved into rose-red rock?|Jordan|Egypt;Syria;Israel|Petra was the capital of the Nabataeans.',
      'h|In which country is Angkor Wat?|Cambodia|Thailand;Vietnam;Laos|Angkor Wat is the largest religious monument in the world.',
      "m|In which city is the Forbidden City palace complex?|Beijing|Shanghai;Xi'an;Nanjing|The Forbidden City was the home of Chinese emperors for about 500 years.",
      'm|What is the tallest building in the world, completed in 2010?|Burj Khalifa|Shanghai Tower;Taipei 101;Petronas Towers|Burj Khalifa is about 828 metres tall.',
      'm|In which city is Burj Khalifa?|Dubai|Abu Dhabi;Doha;Riyadh|Burj Khalifa opened in January 2010.',
      "e|Which defensive wall was built over many centuries across northern China?|The Great Wall|The Berlin Wall;Hadrian's Wall;The Western Wall|The walls of the Great Wall stretch for thousands of kilometres.",
      'e|In which country are the pyramids of Giza?|Egypt|Sudan;Mexico;Iraq|The Giza pyramids stand on the edge of Cairo.',
    ],
    'The Americas and Oceania': [
      'e|In which country is Machu Picchu?|Peru|Bolivia;Chile;Ecuador|Machu Picchu sits high in the Andes above the Urubamba valley.',
      'e|In which city is the Statue of Liberty?|New York City|Boston;Washington, D.C.;Philadelphia|The statue stands on Liberty Island in New York Harbor.',
      'm|In which city is the Christ the Redeemer statue?|Rio de Janeiro|São Paulo;Lisbon;Buenos Aires|The statue stands on Corcovado mountain.',
      'h|Which Danish architect designed the Sydney Opera House?|Jørn Utzon|Arne Jacobsen;Frank Lloyd Wright;Oscar Niemeyer|The opera house opened in 1973.',
      'h|In which US state is Mount Rushmore?|South Dakota|North Dakota;Wyoming;Montana|The carving was completed in 1941.',
      'h|Which four US presidents are carved into Mount Rushmore?|Washington, Jefferson, Theodore Roosevelt and Lincoln|Washington, Adams, Jefferson and Lincoln;Washington, Lincoln, Franklin Roosevelt and Kennedy;Jefferson, Lincoln, Grant and Theodore Roosevelt|Each face is about 18 metres tall.',
      'e|In which city is the Golden Gate Bridge?|San Francisco|Los Angeles;Seattle;San Diego|The bridge opened in 1937.',
      'h|In which country is the ancient Maya city of Chichén Itzá?|Mexico|Guatemala;Peru;Honduras|Chichén Itzá is on the Yucatán Peninsula.',
      'h|In which city is the Gateway Arch?|St. Louis|Chicago;Kansas City;Denver|The 192-metre arch was completed in 1965.',
    ],
  },
};
