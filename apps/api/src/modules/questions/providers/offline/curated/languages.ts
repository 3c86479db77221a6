import type { CuratedBank } from './bank.js';

export const languages: CuratedBank = {
  key: 'languages',
  sections: {
    'Writing systems': [
      'm|Which alphabet is Russian written in?|Cyrillic|Latin;Greek;Arabic|Cyrillic is also used for Ukrainian, Bulgarian and Serbian.',
      'm|Which script is Hindi written in?|Devanagari|Arabic;Cyrillic;Hangul|Devanagari is also used for Sanskrit, Marathi and Nepali.',
      'm|What is the Korean alphabet called?|Hangul|Hiragana;Kanji;Pinyin|Hangul was created in the 15th century under King Sejong.',
      'm|Which two syllabaries are used in Japanese alongside kanji?|Hiragana and katakana|Hangul and pinyin;Cyrillic and hiragana;Devanagari and katakana|Hiragana and katakana spell out sounds; kanji are characters borrowed from Chinese.',
      'm|In which direction is Arabic written?|Right to left|Left to right;Top to bottom;Bottom to top|Hebrew and Persian are also written from right to left.',
      'm|What is the official romanisation system for Mandarin Chinese called?|Pinyin|Hangul;Romaji;Kanji|Pinyin was adopted in China in 1958.',
      "h|Which language is written in the Ge'ez script?|Amharic|Swahili;Somali;Hausa|The script, an abugida in which each sign is a consonant with its vowel, also writes Tigrinya.",
    ],
    'Language families': [
      'm|Which language has the most native speakers in the world?|Mandarin Chinese|Spanish;English;Hindi|Mandarin has around 900 million to a billion native speakers.',
      'm|Which language family does English belong to?|Germanic|Romance;Slavic;Celtic|English, German, Dutch and the Scandinavian languages are Germanic.',
      'm|Which language is most closely related to Finnish?|Estonian|Swedish;Russian;Norwegian|Finnish and Estonian are both Finnic languages.',
      'm|Which language of central Europe belongs to the Uralic family, like Finnish?|Hungarian|Polish;Romanian;Czech|Its nearest relatives are Khanty and Mansi, spoken east of the Urals in western Siberia.',
      'm|Which language of northern Spain and south-west France is unrelated to any other living language?|Basque|Catalan;Galician;Occitan|Basque is a language isolate that predates the arrival of Latin.',
      'm|Latin is the ancestor of which of these languages?|Italian|German;Greek;Hungarian|Italian developed from the Latin spoken in the Roman Empire.',
      'm|What is Esperanto?|A constructed international language|A dialect of Spanish;An ancient Roman language;A sign language|L. L. Zamenhof published Esperanto in 1887.',
    ],
    'Languages of the world': [
      'm|How many official languages does the United Nations have?|6|4;5;8|They are Arabic, Chinese, English, French, Russian and Spanish.',
      'm|Which language is widely used as a common language across East Africa?|Swahili|Amharic;Zulu;Hausa|Swahili is spoken by tens of millions of people in Kenya, Tanzania and nearby countries.',
      "m|From which language did English borrow kindergarten and rucksack?|German|Dutch;Danish;Swedish|Kindergarten means children's garden in German.",
      'm|From which language did English borrow tsunami, karaoke and emoji?|Japanese|Chinese;Korean;Malay|Tsunami means harbour wave in Japanese.',
      'm|From which language did English borrow shampoo, bungalow and jungle?|Hindi|Arabic;Malay;Swahili|These words entered English during British rule in India.',
      'm|From which language did English borrow algebra, alcohol and sofa?|Arabic|Persian;Turkish;Greek|Algebra comes from al-jabr, part of the title of a 9th-century mathematics book.',
    ],
  },
};
