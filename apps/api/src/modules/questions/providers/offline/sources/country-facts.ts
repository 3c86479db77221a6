// Hand-kept facts and editorial choices layered over the country packages. Each entry says why it exists.

/** The 193 UN member states plus the Vatican: the set a player expects "country" to mean (no territories). */
export const SOVEREIGN_CODES: readonly string[] = (
  'AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD CL CN ' +
  'CO KM CG CD CR CI HR CU CY CZ DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY HT ' +
  'HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KP KR KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT MH MR ' +
  'MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG MK NO OM PK PW PA PG PY PE PH PL PT QA RO RU RW KN LC VC ' +
  'WS SM ST SA SN RS SC SL SG SK SI SB SO ZA SS ES LK SD SR SE CH SY TJ TZ TH TL TG TO TT TN TR TM TV UG UA AE GB ' +
  'US UY UZ VU VE VN YE ZM ZW VA'
).split(' ');

/** Countries most players know well: their facts are asked at easy level. */
export const FAMOUS = new Set(
  (
    'US CA MX BR AR CL PE CO CU JM GB IE FR DE IT ES PT NL BE CH AT SE NO DK FI IS PL GR RU UA TR EG ZA NG KE MA ' +
    'ET CN JP KR IN PK TH VN ID PH SA IR IL AU NZ'
  ).split(' '),
);

/** Well known despite a small population; with every country over 20 million people these are medium. */
export const KNOWN = new Set(
  (
    'CZ HU RO BG HR RS LU MC VA MT CY EE LV LT SG MY AE QA KW JO LB SY IQ AF NP LK BD MN KP GH TZ UG DZ TN LY SN ' +
    'VE EC BO UY PY CR PA FJ BS HT DO'
  ).split(' '),
);

/** Names that take 'the' inside a sentence: 'the capital of the Netherlands'. */
export const NAME_WITH_ARTICLE = new Set([
  'NL',
  'US',
  'GB',
  'AE',
  'PH',
  'BS',
  'GM',
  'MV',
  'MH',
  'SB',
  'CF',
  'CD',
  'DO',
  'KM',
  'CG',
]);

/** Capitals whose status needs a word of context, or that are disputed enough to leave out entirely. */
export const CAPITAL_NOTES: Readonly<Record<string, string>> = {
  BO: 'Sucre is the constitutional capital of Bolivia; the government sits in La Paz.',
  ZA: 'Pretoria is the executive capital of South Africa; Cape Town and Bloemfontein share the other roles.',
  NL: 'Amsterdam is the constitutional capital of the Netherlands, although the government sits in The Hague.',
  CI: 'Yamoussoukro is the official capital of Ivory Coast; Abidjan is its largest city.',
  TZ: 'Dodoma is the official capital of Tanzania; Dar es Salaam is its largest city.',
  BJ: 'Porto-Novo is the official capital of Benin; the government sits mostly in Cotonou.',
  BI: 'Gitega became the political capital of Burundi in 2019, replacing Bujumbura.',
  MY: 'Kuala Lumpur is the capital of Malaysia, though many government offices moved to Putrajaya.',
  CH: 'Bern is the federal city and de facto capital of Switzerland.',
  MM: 'Naypyidaw replaced Yangon as the capital of Myanmar in 2006.',
  KZ: 'Astana has been the capital of Kazakhstan since 1997, replacing Almaty.',
  NG: 'Abuja replaced Lagos as the capital of Nigeria in 1991.',
};
/** Contested or split capitals where any single answer would mislead. */
export const CAPITAL_SKIP = new Set(['IL', 'LK', 'SZ', 'NR']);

/**
 * Dialling codes in real use where the package lists another: Vatican City is reached through Italy's +39
 * (+379 is assigned to it but unused).
 */
export const PHONE_OVERRIDE: Readonly<Record<string, readonly number[]>> = { VA: [39] };
/** A word of context where a dialling code is shared. */
export const DIALLING_NOTES: Readonly<Record<string, string>> = {
  VA: "Vatican City shares Italy's +39; +379 is assigned to it but unused.",
};

/** English renderings preferred over the package's spelling. */
export const CAPITAL_DISPLAY: Readonly<Record<string, string>> = { MN: 'Ulaanbaatar' };

/** Continent questions are left out where the answer is a matter of convention. */
export const CONTINENT_AMBIGUOUS = new Set([
  'AM',
  'AZ',
  'CY',
  'GE',
  'KZ',
  'RU',
  'TR',
  'EG',
  'TL',
  'PA',
  'TT',
]);

/** Subregion labels from country-json are used only where the grouping is conventional. */
export const REGION_QUESTION_SKIP = new Set([
  'MX',
  'ZM',
  'ZW',
  'MW',
  'MZ',
  'MG',
  'SD',
  'SS',
  'TD',
  'AO',
  'CY',
  'TR',
  'AM',
  'AZ',
  'GE',
  'EG',
  'RU',
  'IR',
  'AF',
  'KZ',
]);
export const REGION_LABELS_ASKED = new Set([
  'Caribbean',
  'Central America',
  'South America',
  'Western Africa',
  'Eastern Africa',
  'Northern Africa',
  'Central Africa',
  'Southern Africa',
  'Southeast Asia',
  'Eastern Asia',
  'Nordic Countries',
  'Baltic Countries',
  'Melanesia',
  'Micronesia',
  'Polynesia',
  'Western Europe',
  'Southern Europe',
  'Eastern Europe',
  'Middle East',
]);

/**
 * Region labels offered only as wrong answers: real groupings, but not asked about (too loose, or a continent's
 * name). They give a continent enough near wrong answers for a region question.
 */
export const REGION_LABELS_OFFERED = new Set([
  'Southern and Central Asia',
  'British Isles',
  'Australia and New Zealand',
]);
/** A region question needs three wrong regions on the subject's own continent; the Americas have two. */
export const REGION_QUESTION_CONTINENTS = new Set(['Europe', 'Africa', 'Asia', 'Oceania']);

/**
 * Languages official in part of a country though the data lists them nowhere there (Slovak in Serbia's
 * Vojvodina, Croatian in Austria's Burgenland): never a wrong answer for that country.
 */
export const REGIONAL_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  RS: ['Slovak', 'Rusyn', 'Croatian'],
  AT: ['Croatian', 'Slovenian', 'Hungarian'],
  IT: ['Slovenian', 'Croatian', 'Albanian', 'Greek', 'Catalan'],
  ES: ['Catalan', 'Basque', 'Galician', 'Occitan'],
  FI: ['Sami'],
  NO: ['Sami', 'Finnish'],
  SE: ['Sami', 'Finnish'],
  RO: ['Hungarian', 'German'],
  SK: ['Hungarian'],
  IN: ['Bengali', 'Nepali', 'Urdu', 'Tamil', 'Sindhi', 'Santali', 'Bodo', 'Konkani', 'Maithili', 'Dogri'],
  CN: ['Mongolian', 'Korean', 'Kazakh', 'Uyghur', 'Tibetan', 'Zhuang'],
  RU: ['Tatar', 'Bashkir', 'Chechen', 'Kazakh', 'Buryat', 'Yakut', 'Ukrainian'],
  PH: ['Cebuano', 'Ilocano'],
  IQ: ['Kurdish', 'Turkmen', 'Syriac'],
  IR: ['Kurdish', 'Azerbaijani', 'Turkmen'],
  AF: ['Uzbek', 'Turkmen', 'Balochi'],
  PK: ['Punjabi', 'Sindhi', 'Pashto', 'Balochi'],
  BO: ['Quechua', 'Aymara', 'Guarani'],
  PE: ['Quechua', 'Aymara'],
  PY: ['Guarani'],
  EC: ['Quechua'],
};

/** country-json's population for the UK (1.9 million) is plainly wrong, and Eritrea's has no reliable census. */
export const POPULATION_SKIP = new Set(['GB', 'ER']);

/** Language names in countries-list that read oddly or are wrong in English. */
export const LANGUAGE_NAME: Readonly<Record<string, string>> = {
  km: 'Khmer',
  lo: 'Lao',
  rw: 'Kinyarwanda',
  so: 'Somali',
  ff: 'Fula',
  tl: 'Filipino',
  si: 'Sinhala',
  dv: 'Dhivehi',
  to: 'Tongan',
  ht: 'Haitian Creole',
  mi: 'Māori',
  nb: '',
  nn: '',
};
/** No single official language (Eritrea, Mauritius) or a name the data lacks (Montenegrin). */
export const LANGUAGE_SKIP = new Set(['ER', 'ME', 'MU']);
/** Where the first listed language is not the best-known official one. */
export const LANGUAGE_ANSWER: Readonly<Record<string, string>> = { NZ: 'mi', PH: 'tl' };
/**
 * Widely spoken second languages are never used as wrong answers: they are co-official or national in more
 * places than the data lists.
 */
export const LINGUA_FRANCAS = new Set([
  'English',
  'French',
  'Spanish',
  'Portuguese',
  'Arabic',
  'Russian',
  'German',
  'Dutch',
  'Italian',
  'Chinese',
  'Swahili',
  'Malay',
  'Turkish',
  'Persian',
  'Latin',
]);

/**
 * Flags that look alike as small emoji (Chad/Romania, Monaco/Indonesia, ...); never offered side by side.
 */
export const FLAG_LOOKALIKES: readonly (readonly string[])[] = [
  ['TD', 'RO', 'AD', 'MD'],
  ['MC', 'ID', 'PL', 'SG'],
  ['NL', 'LU'],
  ['AU', 'NZ'],
  ['IE', 'CI', 'IT'],
  ['SN', 'ML', 'GN'],
  ['NO', 'IS'],
  ['SI', 'SK', 'RU'],
  ['VE', 'EC', 'CO'],
  ['HN', 'SV', 'NI'],
  ['KW', 'AE', 'JO', 'SD'],
  ['LT', 'BO', 'GH'],
];

/** Dialling codes shared by several countries (+1, +7) are asked only forwards. */
export function formatDiallingCode(codes: readonly number[]): string | undefined {
  if (codes.length !== 1) return undefined;
  const code = codes[0];
  if (code === undefined) return undefined;
  // North American numbering plan countries are "+1" plus an area code, e.g. +1 876 for Jamaica.
  if (code > 1000 && String(code).startsWith('1')) return `+1 ${String(code).slice(1)}`;
  return `+${code}`;
}

export function countryTld(code: string): string {
  return code === 'GB' ? '.uk' : `.${code.toLowerCase()}`;
}
