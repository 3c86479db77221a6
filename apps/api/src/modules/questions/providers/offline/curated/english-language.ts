import type { CuratedBank } from './bank.js';

export const englishLanguage: CuratedBank = {
  key: 'english-language',
  sections: {
    'Word meanings': [
      'e|What is the opposite of ancient?|Modern|Old;Antique;Historic|Ancient means very old; modern means of the present time.',
      'e|Which word means the same as happy?|Joyful|Gloomy;Angry;Tired|Words with the same meaning are called synonyms.',
      'm|What does benevolent mean?|Kind and generous|Cruel;Lazy;Talkative|Benevolent comes from Latin words meaning to wish well.',
      'h|What does ubiquitous mean?|Found everywhere|Very rare;Extremely old;Hard to understand|Smartphones have become ubiquitous.',
      'h|What does ephemeral mean?|Lasting a very short time|Lasting forever;Very large;Easily angered|Mayflies are famously ephemeral: adults live for about a day.',
      'h|What does gregarious mean?|Sociable|Shy;Greedy;Angry|Gregarious people enjoy the company of others.',
      'h|What does verbose mean?|Using more words than needed|Speaking very quietly;Unable to speak;Speaking several languages|A verbose explanation could be much shorter.',
      'm|What does meticulous mean?|Very careful and precise|Careless;Fearful;Generous|A meticulous worker pays attention to every detail.',
    ],
    Idioms: [
      'm|What does the idiom break the ice mean?|To ease the tension when people first meet|To start a fight;To go skating;To reveal a secret|Breaking the ice gets a conversation going.',
      'e|What does the idiom spill the beans mean?|To reveal a secret|To waste food;To make a mistake;To start cooking|If someone spills the beans, the secret is out.',
      'm|What does the phrase once in a blue moon mean?|Very rarely|Every month;Only at night;Never|A blue moon is an extra full moon that happens only every few years.',
      'm|What does the idiom under the weather mean?|Feeling ill|Feeling cold;Being outdoors;Being very happy|Someone under the weather is slightly unwell.',
    ],
    Grammar: [
      'e|What type of word describes a noun?|An adjective|A verb;An adverb;A preposition|In a red car, red is an adjective.',
      'm|What type of word is quickly?|An adverb|An adjective;A noun;A verb|Many adverbs end in -ly and describe how something is done.',
      'e|What is the past tense of go?|Went|Goed;Gone;Going|Gone is the past participle, as in I have gone.',
      'e|What is the plural of mouse?|Mice|Mouses;Meese;Mousen|Mouse has an irregular plural, like goose and geese.',
      'e|What is the plural of child?|Children|Childs;Childes;Childen|Children is one of the few English plurals ending in -en, like oxen.',
      "m|Which punctuation mark shows possession, as in the dog's bone?|An apostrophe|A comma;A colon;A hyphen|An apostrophe with s shows that something belongs to someone.",
    ],
    'Wordplay and spelling': [
      'h|What is a word that sounds like another but has a different meaning, like knight and night?|A homophone|A synonym;An antonym;A palindrome|Homophones sound alike but are spelled differently or mean different things.',
      'm|What is a word that reads the same backwards, like level?|A palindrome|An anagram;A homonym;An acronym|Racecar and noon are palindromes too.',
      'm|What is a word made by rearranging the letters of another, like listen and silent?|An anagram|A palindrome;A homophone;An acronym|Earth and heart are anagrams.',
      'h|What is a word formed from the first letters of other words, like NASA?|An acronym|An anagram;A palindrome;A homophone|NASA stands for National Aeronautics and Space Administration.',
      'h|Which spelling of the word meaning needed is correct?|Necessary|Neccessary;Necesary;Neccesary|Necessary has one c and a double s.',
      'm|Which spelling of the word meaning apart is correct?|Separate|Seperate;Separete;Seperete|Separate has a rat in the middle: sep-a-rate.',
      'm|Which spelling of the word meaning to get something is correct?|Receive|Recieve;Receve;Riceive|The rule is i before e, except after c.',
      'h|Which letter is used most often in written English?|E|T;A;S|E is the most frequent letter in English text.',
      'e|How many letters are in the English alphabet?|26|24;25;28|The English alphabet has 5 vowels and 21 consonants.',
      'e|What is the opposite of shallow?|Deep|Wide;Narrow;Flat|Deep and shallow describe how far down something goes.',
      'e|What is the past tense of swim?|Swam|Swum;Swimmed;Swom|Swim, swam, swum: swum is the past participle.',
      'h|What does loquacious mean?|Talkative|Quiet;Clumsy;Generous|Loquacious comes from the Latin loqui, to speak.',
      "h|What is a figure of speech that exaggerates for effect, as in I've told you a million times?|Hyperbole|Simile;Metaphor;Onomatopoeia|Hyperbole is deliberate exaggeration.",
    ],
  },
};
