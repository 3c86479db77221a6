import type { BankReview } from './review.js';

/** bank-r7's check of the languages bank, written before ADR 0195 (issue 14); 21 questions, 3 rejected: one
 * removed, two rewritten by the lead and checked by bank-c8. */
export const languagesReview: BankReview = {
  bank: 'languages',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'Which alphabet is Russian written in?':
      "Checked (reviewer's knowledge): Russian is written in Cyrillic, also used for Ukrainian, Bulgarian and Serbian (which also uses Latin); Latin, Greek and Arabic are wrong; explanation confirmed.",
    'Which script is Hindi written in?':
      "Checked (reviewer's knowledge): Hindi is written in Devanagari, also used for Sanskrit, Marathi and Nepali; Arabic script, Cyrillic and Hangul are wrong; explanation confirmed. Its stem names Hindi but not the loanwords, so it does not give away the shampoo/bungalow question.",
    'What is the Korean alphabet called?':
      "Checked (reviewer's knowledge): the Korean alphabet is Hangul, devised under King Sejong (1443, promulgated 1446); hiragana, kanji and pinyin belong to Japanese and Chinese; explanation confirmed.",
    'Which two syllabaries are used in Japanese alongside kanji?':
      "Checked (reviewer's knowledge): Japanese uses the syllabaries hiragana and katakana with kanji; the wrong pairs mix in Hangul, pinyin, Cyrillic and Devanagari; explanation confirmed.",
    'In which direction is Arabic written?':
      "Checked (reviewer's knowledge): Arabic is written right to left, as are Hebrew and Persian; explanation confirmed. Its stem names Arabic but not the loanwords, so it does not give away the algebra question.",
    'What is the official romanisation system for Mandarin Chinese called?':
      "Checked (reviewer's knowledge): Hanyu Pinyin, adopted in the PRC in 1958; Hangul is Korean, romaji Japanese romanisation, kanji Japanese characters; explanation confirmed. Its stem names Mandarin Chinese without saying anything about speaker numbers, so it gives away nothing.",
    "Which language is written in the Ge'ez script?":
      "Checked by bank-c8, not its writer (Britannica, 'Ethiopic alphabet'; Unicode Standard, Ethiopic): the Ge'ez (Ethiopic) script, first used for the Ge'ez language, is an abugida whose signs each stand for a consonant with its vowel, and writes Amharic, Tigrinya and Tigre; Swahili, Somali and Hausa are written in the Latin script (formerly Arabic/Ajami, Somali also Osmanya), never in Ge'ez; all four options are African languages, no giveaway; the rewritten explanation is true and names Tigrinya, no answer of the bank. Amharic and Swahili are wrong options of each other's questions, which gives neither away; no other bank asks about the script.",
    'Which language has the most native speakers in the world?':
      "Checked (reviewer's knowledge; Ethnologue): Mandarin has about 900 million to a billion native speakers, far more than Spanish (about 480 million), English or Hindi; explanation confirmed. Note: an unpinned 'most' fact, but with a margin no change in the coming decades could close; the lead may still pin it to a year.",
    'Which language family does English belong to?':
      "Checked (reviewer's knowledge): English is a West Germanic language with German, Dutch and (North Germanic) Scandinavian relatives; Romance, Slavic and Celtic are wrong; explanation confirmed. Its explanation names German only as a relative of English, which does not answer the kindergarten question.",
    'Which language is most closely related to Finnish?':
      "Checked (reviewer's knowledge): Estonian, with Finnish in the Finnic branch of Uralic; Swedish, Russian and Norwegian are Indo-European; explanation confirmed. Its answer is currently given away by the Hungarian question's stem (see the REJECT there).",
    'Which language of central Europe belongs to the Uralic family, like Finnish?':
      "Checked by bank-c8, not its writer (Britannica, 'Hungarian language' and 'Uralic languages'): Hungarian is a Uralic language of the Ugric branch, whose closest relatives are the Ob-Ugric Khanty and Mansi, spoken along the Ob east of the Urals in western Siberia; Polish and Czech (Slavic) and Romanian (Romance) are Indo-European; options are all central European national languages of similar form, none sharing a word with the stem; explanation confirmed and names no other answer of the bank. The rewritten stem names Finnish but not Estonian, so it no longer gives away the Finnish-relative question. Note: it shows Hungarian is not a daughter of Latin, ruling out one wrong option of the Latin question, a hint, not a giveaway; no other bank asks this fact (english-language.ts offers Hungarian only as a wrong option).",
    'Which language of northern Spain and south-west France is unrelated to any other living language?':
      "Checked (reviewer's knowledge): Basque is a language isolate spoken in northern Spain and south-west France, older than Latin in the region; Catalan, Galician and Occitan are Romance; explanation confirmed.",
    'Latin is the ancestor of which of these languages?':
      "Checked (reviewer's knowledge): Italian descends from spoken (Vulgar) Latin; German is Germanic, Greek Hellenic, Hungarian Uralic; explanation confirmed. Once the Romanian question is removed, nothing in the bank gives it away.",
    'What is Esperanto?':
      "Checked (reviewer's knowledge): Esperanto is a constructed international language published by L. L. Zamenhof in 1887; the three wrong options are plainly wrong and similar in form; explanation confirmed.",
    'How many official languages does the United Nations have?':
      "Checked (reviewer's knowledge; UN): six official languages: Arabic, Chinese, English, French, Russian and Spanish; 4, 5 and 8 are wrong; explanation confirmed (it lists Arabic among the six, which does not answer the algebra question).",
    'Which language is widely used as a common language across East Africa?':
      "Checked (reviewer's knowledge): Swahili is the lingua franca of East Africa (Kenya, Tanzania, Uganda and beyond); Amharic, Zulu and Hausa are regional languages elsewhere; explanation confirmed.",
    'From which language did English borrow kindergarten and rucksack?':
      "Checked (reviewer's knowledge): kindergarten and rucksack are German loanwords; Dutch, Danish and Swedish are wrong; explanation confirmed.",
    'From which language did English borrow tsunami, karaoke and emoji?':
      "Checked (reviewer's knowledge): tsunami, karaoke and emoji are Japanese loanwords; Chinese, Korean and Malay are wrong; explanation confirmed. Note: the explanation ('harbour wave') names the answer of ocean.ts's 'What does the Japanese word tsunami literally mean?', a bank in another topic, so a cross-bank note, not a reject.",
    'From which language did English borrow shampoo, bungalow and jungle?':
      "Checked (reviewer's knowledge): shampoo (chāmpo), bungalow (banglā) and jungle (jangal) came into English from Hindi in British India; Arabic, Malay and Swahili are wrong; explanation confirmed.",
    'From which language did English borrow algebra, alcohol and sofa?':
      "Checked (reviewer's knowledge): algebra (al-jabr, from al-Khwarizmi's 9th-century book), alcohol (al-kuḥl) and sofa (ṣuffa) are of Arabic origin; Persian, Turkish and Greek are wrong; explanation confirmed.",
  },
};
