import type { CuratedBank } from './bank.js';

export const geography: CuratedBank = {
  key: 'geography',
  sections: {
    'Rivers and lakes': [
      'e|What is the longest river in Africa?|The Nile|The Congo;The Niger;The Zambezi|The Nile flows north for about 6,650 km into the Mediterranean Sea.',
      'm|Which river flows through Baghdad?|The Tigris|The Euphrates;The Jordan;The Nile|The Tigris and Euphrates enclose ancient Mesopotamia.',
      'm|What is the longest river in Europe?|The Volga|The Danube;The Rhine;The Dnieper|The Volga flows about 3,500 km into the Caspian Sea.',
      'm|Which river flows through Vienna, Budapest and Belgrade?|The Danube|The Rhine;The Elbe;The Vistula|The Danube flows through or along the borders of ten countries.',
      'm|Which river flows through Paris?|The Seine|The Loire;The Rhône;The Thames|The Seine flows into the English Channel at Le Havre.',
      'm|Which river carries more water than any other?|The Amazon|The Nile;The Congo;The Yangtze|The Amazon carries about a fifth of all the river water flowing into the oceans.',
      'm|What is the longest river in Asia?|The Yangtze|The Yellow River;The Mekong;The Ganges|The Yangtze flows about 6,300 km across China.',
      'm|What is the largest lake in Africa?|Lake Victoria|Lake Tanganyika;Lake Malawi;Lake Chad|Lake Victoria is shared by Uganda, Kenya and Tanzania.',
      'm|What is the deepest lake in the world?|Lake Baikal|Lake Tanganyika;Lake Superior;Crater Lake|Lake Baikal in Siberia is over 1,600 metres deep.',
      'm|Which waterfall on the Zambia–Zimbabwe border is called The Smoke That Thunders?|Victoria Falls|Iguazu Falls;Angel Falls;Niagara Falls|Its local name is Mosi-oa-Tunya.',
      "m|What is the world's highest uninterrupted waterfall?|Angel Falls|Victoria Falls;Niagara Falls;Iguazu Falls|Angel Falls in Venezuela drops about 979 metres.",
    ],
    'Mountains and deserts': [
      'm|What is the highest mountain in Africa?|Mount Kilimanjaro|Mount Kenya;Mount Stanley;Ras Dashen|Kilimanjaro in Tanzania rises about 5,895 metres.',
      'm|What is the highest mountain in North America?|Denali|Mount Logan;Mount Whitney;Pico de Orizaba|Denali in Alaska rises about 6,190 metres.',
      'm|What is the highest mountain in South America?|Aconcagua|Chimborazo;Huascarán;Ojos del Salado|Aconcagua in Argentina rises about 6,960 metres.',
      'm|Which mountain range in Russia is traditionally part of the boundary between Europe and Asia?|The Ural Mountains|The Carpathians;The Altai Mountains;The Pyrenees|The Urals run about 2,500 km from north to south.',
      'e|What is the largest hot desert in the world?|The Sahara|The Arabian Desert;The Gobi;The Kalahari|The Sahara covers most of North Africa.',
      'm|Where is the lowest point on land on Earth?|The shore of the Dead Sea|Death Valley;The Caspian Depression;Lake Assal|The Dead Sea shore lies more than 400 metres below sea level.',
    ],
    'Continents and oceans': [
      "e|What is the largest ocean?|The Pacific Ocean|The Atlantic Ocean;The Indian Ocean;The Arctic Ocean|The Pacific covers about a third of Earth's surface.",
      'm|Which is the largest island in the world that is not a continent?|Greenland|New Guinea;Borneo;Madagascar|Greenland covers about 2.2 million km².',
      "m|Which is the largest continent?|Asia|Africa;North America;Antarctica|Asia covers about 30 percent of Earth's land area.",
      'm|How many continents are there in the model most often taught in English-speaking countries?|7|5;6;8|The seven are Africa, Antarctica, Asia, Australia, Europe, North America and South America.',
    ],
    'Lines and passages': [
      'm|Which line of latitude lies at 0 degrees?|The Equator|The Tropic of Cancer;The Prime Meridian;The Arctic Circle|The Equator divides the Northern and Southern Hemispheres.',
      'm|Which line of longitude passes through Greenwich in London?|The Prime Meridian|The Equator;The International Date Line;The Tropic of Capricorn|The Prime Meridian is 0 degrees longitude.',
      'm|Which strait separates Europe from Africa at the western end of the Mediterranean?|The Strait of Gibraltar|The Bosphorus;The Strait of Hormuz;The Dardanelles|The strait is about 14 km wide at its narrowest.',
      'm|Which canal links the Mediterranean Sea with the Red Sea?|The Suez Canal|The Panama Canal;The Kiel Canal;The Corinth Canal|The Suez Canal opened in 1869.',
    ],
  },
};
