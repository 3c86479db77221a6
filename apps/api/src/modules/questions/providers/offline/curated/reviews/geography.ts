import type { BankReview } from './review.js';

/** bank-r7's check of the geography bank, written before ADR 0195 (issue 14); 28 questions, 3 rejected and removed. */
export const geographyReview: BankReview = {
  bank: 'geography',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'What is the longest river in Africa?':
      "Checked (reviewer's knowledge): the Nile, about 6,650 km, flowing north into the Mediterranean, is Africa's longest river; the Congo, Niger and Zambezi are shorter; explanation confirmed.",
    'Which river flows through Baghdad?':
      "Checked (reviewer's knowledge): Baghdad stands on the Tigris; the Euphrates passes to the west, the Jordan and Nile are elsewhere; explanation confirmed.",
    'What is the longest river in Europe?':
      "Checked (reviewer's knowledge): the Volga, about 3,530 km, is Europe's longest river and ends in the Caspian Sea; the Danube (about 2,850 km), Rhine and Dnieper are shorter; explanation confirmed.",
    'Which river flows through Vienna, Budapest and Belgrade?':
      "Checked (reviewer's knowledge): the Danube flows through Vienna, Budapest and Belgrade and through or along ten countries; the Rhine, Elbe and Vistula do not; explanation confirmed.",
    'Which river flows through Paris?':
      "Checked (reviewer's knowledge): the Seine flows through Paris into the English Channel at Le Havre; the Loire, Rhône and Thames do not; explanation confirmed.",
    'Which river carries more water than any other?':
      "Checked (reviewer's knowledge): the Amazon has by far the largest discharge, about a fifth of all river water reaching the oceans; the Congo is second; explanation confirmed.",
    'What is the longest river in Asia?':
      "Checked (reviewer's knowledge): the Yangtze, about 6,300 km, is Asia's longest river; the Yellow River, Mekong and Ganges are shorter; explanation confirmed. Its stem names Asia but not its size, so it gives away nothing.",
    'What is the largest lake in Africa?':
      "Checked (reviewer's knowledge): Lake Victoria is Africa's largest lake by area, shared by Uganda, Kenya and Tanzania; Tanganyika, Malawi and Chad are smaller; explanation confirmed.",
    'What is the deepest lake in the world?':
      "Checked (reviewer's knowledge): Lake Baikal, about 1,640 m deep, is the deepest lake; Tanganyika (about 1,470 m) is second; Superior and Crater Lake are shallower; explanation confirmed.",
    'Which waterfall on the Zambia–Zimbabwe border is called The Smoke That Thunders?':
      "Checked (reviewer's knowledge): Victoria Falls on the Zambezi, local name Mosi-oa-Tunya, 'the smoke that thunders'; Iguazu, Angel and Niagara are elsewhere; explanation confirmed.",
    "What is the world's highest uninterrupted waterfall?":
      "Checked (reviewer's knowledge): Angel Falls, Venezuela, about 979 m total with the longest uninterrupted drop (about 807 m); Victoria, Niagara and Iguazu are far lower; explanation confirmed.",
    'What is the highest mountain in Africa?':
      "Checked (reviewer's knowledge): Kilimanjaro, Tanzania, about 5,895 m; Mount Kenya (5,199 m), Mount Stanley (5,109 m) and Ras Dashen (about 4,550 m) are lower; explanation confirmed.",
    'What is the highest mountain in North America?':
      "Checked (reviewer's knowledge): Denali, Alaska, about 6,190 m; Mount Logan (5,959 m), Pico de Orizaba (about 5,636 m) and Mount Whitney are lower; explanation confirmed.",
    'What is the highest mountain in South America?':
      "Checked (reviewer's knowledge): Aconcagua, Argentina, about 6,960 m; Ojos del Salado (about 6,890 m), Huascarán and Chimborazo are lower; explanation confirmed.",
    'Which mountain range in Russia is traditionally part of the boundary between Europe and Asia?':
      "Checked (reviewer's knowledge): the Urals run about 2,500 km north-south and conventionally mark part of the Europe-Asia boundary; the Carpathians and Pyrenees are not in Russia, the Altai is not on that boundary; explanation confirmed.",
    'What is the largest hot desert in the world?':
      "Checked (reviewer's knowledge): the Sahara is the largest hot desert; the Arabian Desert is second, the Gobi is cold, the Kalahari smaller; explanation confirmed.",
    'Where is the lowest point on land on Earth?':
      "Checked (reviewer's knowledge): the Dead Sea shore, about 430 m below sea level, is the lowest land point; Death Valley (-86 m), the Caspian Depression (-28 m) and Lake Assal (-155 m) are higher; explanation confirmed.",
    'What is the largest ocean?':
      "Checked (reviewer's knowledge): the Pacific is the largest ocean, covering roughly a third of Earth's surface; explanation confirmed.",
    'Which is the largest island in the world that is not a continent?':
      "Checked (reviewer's knowledge): Greenland, about 2.17 million km², is the largest island not counted a continent; New Guinea, Borneo and Madagascar are smaller; explanation confirmed.",
    'Which is the largest continent?':
      "Checked (reviewer's knowledge): Asia, about 30% of Earth's land area; Africa, North America and Antarctica are smaller; explanation confirmed.",
    'How many continents are there in the model most often taught in English-speaking countries?':
      "Checked (reviewer's knowledge): the seven-continent model taught in English-speaking countries; 5, 6 and 8 are wrong for that model; explanation confirmed (it lists all seven, so it names no answer in a way that gives one away). Once the smallest-continent question is removed, nothing in the bank gives this away.",
    'Which line of latitude lies at 0 degrees?':
      "Checked (reviewer's knowledge): the Equator is 0° latitude and divides the hemispheres; the Tropic of Cancer is about 23.4° N, the Prime Meridian a line of longitude, the Arctic Circle about 66.6° N; explanation confirmed.",
    'Which line of longitude passes through Greenwich in London?':
      "Checked (reviewer's knowledge): the Prime Meridian (0° longitude) passes through Greenwich; explanation confirmed.",
    'Which strait separates Europe from Africa at the western end of the Mediterranean?':
      "Checked (reviewer's knowledge): the Strait of Gibraltar, about 13-14 km wide at its narrowest, separates Europe and Africa; the Bosphorus, Hormuz and the Dardanelles are elsewhere; explanation confirmed.",
    'Which canal links the Mediterranean Sea with the Red Sea?':
      "Checked (reviewer's knowledge): the Suez Canal, opened in 1869, links the Mediterranean and the Red Sea; Panama, Kiel and Corinth are other canals; explanation confirmed.",
  },
};
