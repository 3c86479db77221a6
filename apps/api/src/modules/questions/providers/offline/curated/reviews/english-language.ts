import type { BankReview } from './review.js';

/** bank-h1's check of bank-h2's english-language bank (ADR 0195); registered in index.ts once both are merged. */
export const englishLanguageReview: BankReview = {
  bank: 'english-language',
  writer: 'bank-h2',
  reviewer: 'bank-h1',
  checks: {
    'What is the opposite of ancient?':
      'Checked (Oxford Dictionary of English, ancient): ancient means belonging to the very distant past, and modern is its opposite. Modern is right and Old, Antique and Historic are wrong; explanation confirmed.',
    'Which word means the same as happy?':
      'Checked (Oxford Dictionary of English, happy): joyful is a synonym of happy. Joyful is right and Gloomy, Angry and Tired are wrong; explanation confirmed. Note: its explanation names synonyms, the key of the question on words with the same meaning.',
    'What is the opposite of shallow?':
      'Checked (Oxford Dictionary of English, shallow): shallow is of little depth, the opposite of deep. Deep is right and Wide, Narrow and Flat are wrong; explanation confirmed.',
    'What is the opposite of brave?':
      'Checked (Oxford English Dictionary, coward): cowardly is the opposite of brave, and coward comes from Old French cuard, from coe, tail. Cowardly is right and Fearless, Careless and Faithful are wrong; explanation confirmed.',
    'Which word means the same as begin?':
      'Checked (Oxford Dictionary of English, begin): start and commence are synonyms of begin. Start is right and Finish, Pause and Wait are wrong; explanation confirmed.',
    'Which word means extremely tired?':
      'Checked (Oxford English Dictionary, exhausted): exhausted means extremely tired, from Latin exhaurire, to drain out. Exhausted is right and Excited, Anxious and Amused are wrong; explanation confirmed.',
    'What is the opposite of generous?':
      'Checked (Oxford Dictionary of English, generous): stingy, miserly and tight-fisted are opposites of generous. Stingy is right and Kind, Wealthy and Honest are wrong; explanation confirmed.',
    'What is a word with the opposite meaning of another, such as hot and cold, called?':
      'Checked (Oxford English Dictionary, antonym): an antonym is a word of opposite meaning, from Greek anti and onyma. An antonym is right and A synonym, A homophone and An acronym are wrong; explanation confirmed.',
    'What is a word with the same meaning as another, such as big and large, called?':
      'Checked (Oxford English Dictionary, synonym): a synonym is a word of the same meaning, and a thesaurus lists them. A synonym is right and An antonym, A homonym and An anagram are wrong; explanation confirmed.',
    'What does benevolent mean?':
      'Checked (Merriam-Webster, benevolent): benevolent means kindly and well-meaning, from Latin bene volens, wishing well. Kind and generous is right and Cruel and spiteful, Lazy and idle and Loud and boastful are wrong; explanation confirmed.',
    'What does meticulous mean?':
      "Checked (Merriam-Webster, meticulous): meticulous means marked by extreme care over detail. Very careful and precise is right and Very quick and clumsy, Very shy and nervous and Very kind and generous are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does candid mean?':
      "Checked (Merriam-Webster, candid): candid means frank and sincere, from Latin candidus, white. Frank and honest is right and Sweet and sugary, Shy and nervous and Cold and distant are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does frugal mean?':
      "Checked (Merriam-Webster, frugal): frugal means economical and sparing with money. Careful with money is right and Fond of fruit, Easily broken and Quick to anger are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does lethargic mean?':
      'Checked (Oxford English Dictionary, lethargy): lethargic means sluggish and drowsy, from Greek lēthargia, linked to Lēthē, forgetfulness. Sluggish is right and Deadly, Cheerful and Forgetful are wrong; explanation confirmed.',
    'What does eloquent mean?':
      'Checked (Merriam-Webster, eloquent): eloquent means fluent and persuasive in speech, from Latin eloqui, to speak out. Well-spoken is right and Well-dressed, Well-behaved and Well-read are wrong; explanation confirmed.',
    'What does ambiguous mean?':
      "Checked (Merriam-Webster, ambiguous): ambiguous means open to more than one interpretation, while ambidextrous means using both hands. Unclear in meaning is right and Using both hands, Very ambitious and Deeply offensive are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does obsolete mean?':
      "Checked (Merriam-Webster, obsolete): obsolete means no longer in use. No longer in use is right and Very heavy, Completely clean and Highly visible are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does tedious mean?':
      'Checked (Merriam-Webster, tedious): tedious means tiresome because of length or dullness. Long and boring is right and Short and sharp, Loud and lively and Sweet and sticky are wrong; explanation confirmed.',
    'What does gregarious mean?':
      'Checked (Merriam-Webster, gregarious): gregarious means fond of company, sociable. Sociable is right and Secretive, Greedy and Quarrelsome are wrong; explanation confirmed.',
    'What does verbose mean?':
      "Checked (Merriam-Webster, verbose): verbose means using more words than needed. Using more words than needed is right and Speaking very quietly, Unable to speak and Speaking several languages are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a person in their eighties called?':
      'Checked (Oxford English Dictionary, octogenarian): an octogenarian is aged 80 to 89, and a nonagenarian 90 to 99. An octogenarian is right and A septuagenarian, A nonagenarian and A sexagenarian are wrong; explanation confirmed.',
    'What does a bibliophile love?':
      'Checked (Oxford English Dictionary, bibliophile): a bibliophile loves books, from Greek biblion and philos. Books is right and Music, Wine and Animals are wrong; explanation confirmed.',
    'What does a lexicographer do?':
      "Checked (Oxford English Dictionary, lexicographer): a lexicographer compiles dictionaries, from Greek lexikon. Writes dictionaries is right and Studies handwriting, Maps caves and Collects coins are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Collects coins' → 'Collects and studies coins'. Rechecked by len-b: collecting and studying coins is numismatics.",
    'What does ubiquitous mean?':
      'Checked (Merriam-Webster, ubiquitous): ubiquitous means existing or found everywhere. Found everywhere is right and Very rare, Extremely old and Hard to understand are wrong; explanation confirmed.',
    'What does ephemeral mean?':
      'Checked (Britannica, mayfly): ephemeral means lasting a very short time, and adult mayflies (Ephemeroptera) live about a day. Lasting a very short time is right and Lasting for many centuries, Spreading very widely and Changing very slowly are wrong; explanation confirmed.',
    'What does loquacious mean?':
      "Checked (Merriam-Webster, loquacious): loquacious means talkative, from Latin loqui. Talkative is right and Quiet, Clumsy and Generous are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Clumsy' → 'Quarrelsome'. Rechecked by len-h: quarrelsome means given to arguing, not talkative; loquacious is from loqui, to speak.",
    'What does reticent mean?':
      'Checked (Merriam-Webster, reticent): reticent means reserved, inclined to be silent. Reserved is right and Talkative, Aggressive and Forgetful are wrong; explanation confirmed.',
    'What does obsequious mean?':
      'Checked (Merriam-Webster, obsequious): obsequious means fawning, excessively eager to please or obey. Fawning is right and Stubborn, Obscure and Obvious are wrong; explanation confirmed.',
    'What does sanguine mean?':
      'Checked (Oxford English Dictionary, sanguine): sanguine means optimistic, from Latin sanguis, blood, after the sanguine humour. Optimistic is right and Pessimistic, Sleepy and Envious are wrong; explanation confirmed.',
    'What does perfidious mean?':
      'Checked (Oxford English Dictionary, perfidious): perfidious means treacherous, as in the phrase perfidious Albion. Treacherous is right and Courageous, Industrious and Cautious are wrong; explanation confirmed.',
    'What does pulchritude mean?':
      'Checked (Oxford English Dictionary, pulchritude): pulchritude means beauty, from Latin pulcher. Beauty is right and Decay, Wealth and Strength are wrong; explanation confirmed.',
    'What does quixotic mean?':
      "Checked (Oxford English Dictionary, quixotic): quixotic means idealistic but impractical, after Cervantes's Don Quixote. Idealistic but impractical is right and Quick-tempered and rude, Strange and exotic and Quiet and cunning are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Quick-tempered and rude' → 'Quick-tempered and quarrelsome'. Rechecked by len-h: quixotic means idealistic but impractical, after Don Quixote; quick-tempered and quarrelsome is another meaning altogether.",
    'What is petrichor?':
      "Checked (Oxford English Dictionary, petrichor): petrichor is the smell of rain on dry ground, coined by the Australian scientists Bear and Thomas in 1964. The smell of rain on dry earth is right and A fear of rocks and stones, A plant turned to stone and A mineral found in oil shale are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'A plant turned to stone' → 'A plant that has turned to stone'. Rechecked by len-h: a plant that has turned to stone is a petrified fossil; petrichor is the smell of rain on dry earth (Bear and Thomas, 1964).",
    'What is defenestration?':
      "Checked (Britannica, Defenestration of Prague): defenestration is throwing someone out of a window, from Latin fenestra, and the 1618 defenestration helped start the Thirty Years' War. Throwing someone out of a window is right and Removing the fences from land, Taking weapons from an army and Cutting down a whole forest are wrong; explanation confirmed.",
    'What does sesquipedalian describe?':
      'Checked (Oxford English Dictionary, sesquipedalian): sesquipedalian means given to long words, from Latin sesquipedalis, a foot and a half long. Using long words is right and Having six feet, Walking very slowly and Living for centuries are wrong; explanation confirmed.',
    'After the Norman Conquest of 1066, which language did the English court speak?':
      "Checked (The Oxford Companion to the English Language, Norman French): after 1066 the court and nobility spoke Norman French, giving beef, pork and mutton beside ox, swine and sheep. French is right and Latin, Danish and German are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'German' → 'Old English'. Rechecked by len-b: Old English remained the people's language, but the Norman court spoke (Anglo-Norman) French.",
    'From which language did English borrow the word robot?':
      "Checked (Oxford English Dictionary, robot): robot came from Czech via Karel Čapek's play R.U.R. of 1920, from robota, forced labour. Czech is right and Polish, Russian and Hungarian are wrong; explanation confirmed.",
    'From which language did English borrow piano, opera and balcony?':
      'Checked (Oxford English Dictionary, piano, opera, balcony): all three came into English from Italian (pianoforte, opera, balcone). Italian is right and Spanish, French and Portuguese are wrong; explanation confirmed.',
    'From which language did English borrow yacht, cookie and boss?':
      'Checked (Oxford English Dictionary, yacht, cookie, boss): yacht (jaght), cookie (koekje) and boss (baas) are Dutch loanwords. Dutch is right and German, Danish and Swedish are wrong; explanation confirmed.',
    'From which language did English borrow sky, egg and knife?':
      'Checked (Oxford English Dictionary, sky, egg, knife): sky, egg and knife are Old Norse loanwords from the Viking settlement. Old Norse is right and Old French, Latin and Old Irish are wrong; explanation confirmed.',
    'From which language did English take the phrases déjà vu and faux pas?':
      'Checked (Oxford English Dictionary, déjà vu and faux pas): both phrases are borrowed from French, meaning already seen and false step. French is right and Italian, Spanish and Latin are wrong; explanation confirmed.',
    'From which language do the phrases ad hoc and et cetera come?':
      'Checked (Oxford English Dictionary, ad hoc and et cetera): both phrases are Latin, and et cetera means and the rest. Latin is right and Greek, French and Italian are wrong; explanation confirmed.',
    'Which 18th-century nobleman is said to have given his title to meat eaten between slices of bread?':
      'Checked (Oxford English Dictionary, sandwich): the sandwich is named after John Montagu, 4th Earl of Sandwich (1718 to 1792), said to eat it at the gaming table. The Earl of Sandwich is right and The Duke of Wellington, The Earl of Cardigan and The Earl Grey are wrong; explanation confirmed.',
    'Which knitted jacket is named after the earl who led the Charge of the Light Brigade?':
      'Checked (Oxford English Dictionary, cardigan): the cardigan is named after the 7th Earl of Cardigan, who led the Charge of the Light Brigade at Balaclava in 1854. The cardigan is right and The mackintosh, The anorak and The blazer are wrong; explanation confirmed.',
    'Which word for refusing to deal with someone comes from a land agent shunned in Ireland in 1880?':
      'Checked (Oxford English Dictionary, boycott): the word comes from Captain Charles Boycott, a land agent in County Mayo ostracised in 1880. Boycott is right and Lynch, Sabotage and Blackball are wrong; explanation confirmed.',
    'Which word for a traitor comes from a Norwegian politician who collaborated with the Nazis?':
      "Checked (Oxford English Dictionary, quisling): the word comes from Vidkun Quisling, head of Norway's collaborationist government, executed in 1945. Quisling is right and Vandal, Bigot and Maverick are wrong; explanation confirmed.",
    'Which ancient people gave English the word laconic, for speech of very few words?':
      'Checked (Oxford English Dictionary, laconic): laconic comes from Laconia, the region of Sparta, whose people were famed for terse speech. The Spartans is right and The Athenians, The Romans and The Persians are wrong; explanation confirmed.',
    "Which flower takes its name from the Old English for day's eye?":
      "Checked (Oxford English Dictionary, daisy): daisy comes from Old English dæges ēage, day's eye. Daisy is right and Dandelion, Daffodil and Dahlia are wrong; explanation confirmed.",
    'Which author invented the words chortle and galumph in Through the Looking-Glass?':
      "Checked (Oxford English Dictionary, chortle and galumph): Lewis Carroll coined both in Jabberwocky in Through the Looking-Glass (1871). Lewis Carroll is right and Edward Lear, J. M. Barrie and Roald Dahl are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'J. M. Barrie' → 'Rudyard Kipling'. Rechecked by len-b: Kipling did not write Through the Looking-Glass; both words are Carroll's, from Jabberwocky.",
    'Which writer coined the word serendipity in 1754?':
      'Checked (Oxford English Dictionary, serendipity): Horace Walpole coined serendipity in a letter of 1754, after The Three Princes of Serendip. Horace Walpole is right and Samuel Johnson, Jonathan Swift and Henry Fielding are wrong; explanation confirmed.',
    "Which children's writer's 1950 book contains the first known printed use of the word nerd?":
      "Checked (Merriam-Webster, nerd): the first known use of nerd is in Dr. Seuss's If I Ran the Zoo (1950). Dr. Seuss is right and Roald Dahl, E. B. White and Maurice Sendak are wrong; explanation confirmed.",
    'What is a word made by blending two others, like brunch or smog, called?':
      "Checked (Oxford English Dictionary, portmanteau): a portmanteau word blends two words, and Carroll's Humpty Dumpty likened it to a two-part suitcase. A portmanteau is right and A spoonerism, A malapropism and An oxymoron are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which peoples who settled in Britain in the 5th century brought the language that became English?':
      'Checked (The Cambridge Encyclopedia of the English Language, Old English): the Angles and Saxons (with the Jutes) brought the Germanic dialects that became English, and England is named after the Angles. The Angles and Saxons is right and The Celts and Picts, The Romans and Britons and The Normans and Danes are wrong; explanation confirmed.',
    'What is the change in the pronunciation of long vowels in English between about 1400 and 1700 called?':
      'Checked (Britannica, Great Vowel Shift): the shift in the long vowels took place from about 1400 to 1700. The Great Vowel Shift is right and The Norman Shift, The Middle Vowel Drift and The Tudor Sound Change are wrong; explanation confirmed.',
    'What was the Old English letter þ called?':
      "Checked (Britannica, thorn): þ was called thorn, and printers' use of y for it produced ye for the. Thorn is right and Eth, Wynn and Yogh are wrong; explanation confirmed.",
    'Which letter of the modern alphabet began as a doubled U or V?':
      'Checked (Oxford English Dictionary, W): W began as a doubled u or v, hence its name double-u. W is right and M, Y and X are wrong; explanation confirmed.',
    'What does the idiom spill the beans mean?':
      'Checked (Oxford Dictionary of Idioms, spill the beans): spill the beans means to reveal a secret. To reveal a secret is right and To waste food, To make a mistake and To start cooking are wrong; explanation confirmed.',
    'What does the idiom break the ice mean?':
      'Checked (Oxford Dictionary of Idioms, break the ice): break the ice means to ease tension when people first meet. To ease the tension when people first meet is right and To start an argument with a stranger, To go skating on a frozen lake and To reveal a secret by accident are wrong; explanation confirmed.',
    'What does the phrase once in a blue moon mean?':
      'Checked (Oxford Dictionary of Idioms, once in a blue moon): once in a blue moon means very rarely, a blue moon being an extra full moon every two to three years. Very rarely is right and Every month, Only at night and Never are wrong; explanation confirmed.',
    'What does the idiom under the weather mean?':
      'Checked (Oxford Dictionary of Idioms, under the weather): under the weather means slightly unwell. Feeling ill is right and Feeling cold, Being outdoors and Being very happy are wrong; explanation confirmed.',
    'If something costs an arm and a leg, what is it?':
      'Checked (Oxford Dictionary of Idioms, cost an arm and a leg): it means to be very expensive. Very expensive is right and Very dangerous, Very cheap and Very painful are wrong; explanation confirmed.',
    'What kind of weather is it when it rains cats and dogs?':
      'Checked (Oxford Dictionary of Idioms, rain cats and dogs): it means to rain very hard, and its origin is uncertain. A downpour is right and A drizzle, A light frost and A thick fog are wrong; explanation confirmed.',
    'What is a piece of cake, in the idiom?':
      'Checked (Oxford Dictionary of Idioms, piece of cake): a piece of cake is something very easy. Something very easy is right and Something delicious, A small reward and A tiny amount are wrong; explanation confirmed.',
    'What does it mean to hit the sack?':
      'Checked (Oxford Dictionary of Idioms, hit the sack): hit the sack means to go to bed, and get the sack means to be dismissed. To go to bed is right and To start a fight, To lose a job and To go shopping are wrong; explanation confirmed.',
    'If you are over the moon, how do you feel?':
      'Checked (Oxford Dictionary of Idioms, over the moon): over the moon means delighted, perhaps from Hey Diddle Diddle. Delighted is right and Nervous, Confused and Bored are wrong; explanation confirmed.',
    "What does the actor's good wish break a leg mean?":
      'Checked (Oxford Dictionary of Idioms, break a leg): break a leg is the theatrical way of wishing good luck. Good luck is right and Safe journey, Get well soon and Be quiet are wrong; explanation confirmed.',
    'Which idiom means to die?':
      'Checked (Oxford Dictionary of Idioms, kick the bucket): kick the bucket means to die, and hit the road means to set off. To kick the bucket is right and To hit the road, To spill the beans and To break a leg are wrong; explanation confirmed.',
    "What does it mean to pull someone's leg?":
      "Checked (Oxford Dictionary of Idioms, pull someone's leg): pull someone's leg means to tease them. To tease them is right and To trip them up, To ask them for help and To praise them are wrong; explanation confirmed.",
    'Who is the apple of your eye?':
      "Checked (Oxford Dictionary of Idioms, apple of one's eye): the phrase means someone cherished, apple meaning the pupil, as in Deuteronomy 32:10. Someone you cherish is right and Someone who annoys you, Someone you envy and Someone far away are wrong; explanation confirmed.",
    'What does the idiom bite the bullet mean?':
      "Checked (Oxford Dictionary of Idioms, bite the bullet): bite the bullet means to face something unpleasant with courage, with the surgery story as the usual origin. To face a hard task with courage is right and To lose one's temper suddenly, To keep a secret at all costs and To eat a meal in a hurry are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does the ball is in your court mean?':
      "Checked (Oxford Dictionary of Idioms, the ball is in your court): it means it is your turn to act, from tennis. It is your turn to act is right and You have won the point, You are in trouble and You must pay the bill are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does barking up the wrong tree mean?':
      "Checked (Oxford Dictionary of Idioms, bark up the wrong tree): it means to pursue a mistaken line, from hunting dogs. Pursuing a mistaken idea is right and Being rude to a friend, Making too much noise and Climbing too high are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Climbing too high' → 'Climbing higher than is safe'. Rechecked by len-b: 'Climbing higher than is safe' is a literal misreading; the idiom means pursuing a mistaken idea.",
    'What does burning the midnight oil mean?':
      "Checked (Oxford Dictionary of Idioms, burn the midnight oil): it means to work late into the night by lamplight. Working late into the night is right and Wasting money on luxuries, Losing one's temper badly and Sleeping through the morning are wrong; explanation confirmed.",
    'What does it mean to bury the hatchet?':
      'Checked (Oxford Dictionary of Idioms, bury the hatchet): it means to make peace, from a Native American custom. To make peace is right and To hide evidence, To start a war and To dig for treasure are wrong; explanation confirmed.',
    'What is a red herring?':
      "Checked (Oxford Dictionary of Idioms, red herring): a red herring is a misleading clue, from smoked herring used to lay a false scent. A misleading clue is right and A rare fish, A warning sign and A bad omen are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'A warning sign' → 'A warning of danger ahead'. Rechecked by len-b: 'A warning of danger ahead' is a red flag, not a red herring.",
    'What does it mean to cry wolf?':
      "Checked (Oxford Dictionary of Idioms, cry wolf): cry wolf means to raise a false alarm, from Aesop's fable. To raise a false alarm is right and To howl in pain, To act like a bully and To hide from danger are wrong; explanation confirmed.",
    'What does it mean to get cold feet?':
      'Checked (Oxford Dictionary of Idioms, cold feet): get cold feet means to lose nerve before a big step. To become nervous before a big step is right and To catch a chill in winter, To feel lonely far from home and To be unwelcome at a party are wrong; explanation confirmed.',
    'What does at the eleventh hour mean?':
      "Checked (Oxford Dictionary of Idioms, eleventh hour): the eleventh hour means the last moment, from the parable of the labourers in Matthew 20. At the last possible moment is right and Very early in the morning, Late in the evening and Exactly on time are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does it mean to let sleeping dogs lie?':
      "Checked (Oxford Dictionary of Idioms, let sleeping dogs lie): it means to leave a problem alone. To leave a problem alone is right and To rest when tired, To forgive an enemy and To ignore a warning are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What is someone's Achilles heel?":
      "Checked (Oxford Dictionary of Idioms, Achilles heel): an Achilles heel is a weak spot, after Achilles' only vulnerable place. A weak spot is right and A swift stride, A secret ally and A hidden talent are wrong; explanation confirmed.",
    'Which substance, used to make felt for hats, is often linked to the phrase mad as a hatter?':
      "Checked (Oxford Dictionary of Idioms, mad as a hatter): the phrase is traditionally linked to mercury poisoning among hatters who used mercury compounds on felt. Mercury is right and Lead, Arsenic and Cadmium are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a petard, as in the phrase hoist with his own petard?':
      "Checked (Oxford English Dictionary, petard): a petard was a small bomb for blowing in gates, and the phrase is from Hamlet. A small bomb is right and A long spear, A ship's rope and A battle flag are wrong; explanation confirmed.",
    'In the phrase on tenterhooks, what were tenterhooks originally used for?':
      'Checked (Oxford English Dictionary, tenterhook): tenterhooks held cloth stretched on a tenter frame to dry. Stretching cloth to dry is right and Hanging meat to cure, Catching river fish and Climbing castle walls are wrong; explanation confirmed.',
    'Which admiral is said to have raised his telescope to his blind eye so he could ignore a signal?':
      'Checked (Oxford Dictionary of Idioms, turn a blind eye): the phrase is traditionally traced to Nelson at Copenhagen in 1801. Horatio Nelson is right and Francis Drake, Cuthbert Collingwood and John Jervis are wrong; explanation confirmed.',
    'Which playwright complained in 1709 that a theatre had stolen his thunder, his new way of making stage thunder?':
      "Checked (Oxford Dictionary of Idioms, steal someone's thunder): John Dennis's thunder effect was used in 1709 after his play was dropped. John Dennis is right and Richard Brinsley Sheridan, Oliver Goldsmith and John Gay are wrong; explanation confirmed.",
    'What does to beg the question traditionally mean in logic?':
      'Checked (Oxford English Dictionary, beg the question): to beg the question is to assume the conclusion (petitio principii), now often used to mean raise the question. To assume what is being proved is right and To raise an obvious question, To avoid answering directly and To ask for a favour politely are wrong; explanation confirmed.',
    'What type of word describes a noun?':
      'Checked (Oxford Dictionary of English, adjective): an adjective describes a noun. An adjective is right and A verb, An adverb and A preposition are wrong; explanation confirmed.',
    'What type of word is quickly?':
      'Checked (Oxford Dictionary of English, adverb): quickly is an adverb describing how something is done. An adverb is right and An adjective, A noun and A verb are wrong; explanation confirmed.',
    'What type of word names a person, place or thing?':
      'Checked (Oxford Dictionary of English, noun): a noun names a person, place, thing or idea. A noun is right and A verb, An adjective and An adverb are wrong; explanation confirmed.',
    'What type of word is an action word, such as run or jump?':
      'Checked (Oxford Dictionary of English, verb): a verb expresses an action, and a clause needs one. A verb is right and A noun, An adverb and A pronoun are wrong; explanation confirmed.',
    'What type of word stands in for a noun, such as he, she or it?':
      'Checked (Oxford Dictionary of English, pronoun): a pronoun such as he, she or it stands in place of a noun, from Latin pro, in place of. A pronoun is right and A preposition, A conjunction and An adverb are wrong; explanation confirmed.',
    'Which type of noun names one particular person or place and takes a capital letter, like London?':
      'Checked (Oxford Dictionary of English, proper noun): a proper noun names a particular person or place and takes a capital, while city is a common noun. A proper noun is right and A common noun, An abstract noun and A collective noun are wrong; explanation confirmed.',
    'What type of word joins words or clauses, such as and, but or because?':
      'Checked (Oxford Dictionary of English, conjunction): and, but and because are conjunctions joining words or clauses. A conjunction is right and A preposition, A pronoun and An interjection are wrong; explanation confirmed. Note, key unaffected: FANBOYS lists only the coordinating conjunctions, while because is a subordinating one, so the explanation could say coordinating.',
    'In the cat sat under the table, what type of word is under?':
      "Checked (Oxford Dictionary of English, preposition): under is a preposition showing relation in place. A preposition is right and A conjunction, A pronoun and An adjective are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What type of word is an exclamation such as wow or ouch?':
      "Checked (Oxford Dictionary of English, interjection): wow and ouch are interjections. An interjection is right and A conjunction, A preposition and A determiner are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are the words a, an and the called?':
      'Checked (Oxford Dictionary of English, article): the is the definite article and a and an are indefinite articles. Articles is right and Pronouns, Prepositions and Conjunctions are wrong; explanation confirmed.',
    'What type of noun is happiness?':
      'Checked (Oxford Dictionary of English, abstract noun): happiness is an abstract noun naming an idea or feeling. An abstract noun is right and A proper noun, A collective noun and A concrete noun are wrong; explanation confirmed.',
    'What type of noun is a word like team, herd or committee?':
      "Checked (Oxford Dictionary of English, collective noun): team, herd and committee are collective nouns naming groups. A collective noun is right and A proper noun, An abstract noun and A compound noun are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the past tense of go?':
      'Checked (Oxford Dictionary of English, go): went is the past tense of go and gone its past participle. Went is right and Goed, Gone and Going are wrong; explanation confirmed.',
    'What is the past tense of swim?':
      'Checked (Oxford Dictionary of English, swim): swam is the past tense of swim and swum its past participle. Swam is right and Swum, Swimmed and Swom are wrong; explanation confirmed.',
    'What is the past tense of teach?':
      'Checked (Oxford Dictionary of English, teach): taught is both the past tense and past participle of teach. Taught is right and Teached, Tought and Teachen are wrong; explanation confirmed.',
    'What is the past tense of bring?':
      'Checked (Oxford Dictionary of English, bring): brought is the past tense of bring, and brang and brung are non-standard. Brought is right and Brang, Bringed and Brung are wrong; explanation confirmed.',
    'What is the past tense of seek?':
      'Checked (Oxford Dictionary of English, seek): sought is the past tense of seek. Sought is right and Seeked, Sook and Saught are wrong; explanation confirmed.',
    'What is the past participle of write?':
      'Checked (Oxford Dictionary of English, write): written is the past participle of write and wrote the past tense. Written is right and Wrote, Writed and Writing are wrong; explanation confirmed.',
    'What is the past tense of stride?':
      'Checked (Oxford Dictionary of English, stride): strode is the past tense of stride and stridden the rare past participle. Strode is right and Stridden, Strided and Strood are wrong; explanation confirmed.',
    'What is the past tense of lie, meaning to recline?':
      'Checked (Oxford Dictionary of English, lie): lay is the past tense of lie (recline), laid of lay, and lied of lie (tell untruths). Lay is right and Laid, Lied and Lain are wrong; explanation confirmed.',
    'What is the plural of mouse?':
      'Checked (Oxford Dictionary of English, mouse): mice is the plural of mouse. Mice is right and Mouses, Meese and Mousen are wrong; explanation confirmed.',
    'What is the plural of child?':
      'Checked (Oxford Dictionary of English, child): children is the plural of child, one of the few -en plurals with oxen. Children is right and Childs, Childes and Childen are wrong; explanation confirmed.',
    'What is the plural of tooth?':
      'Checked (Oxford Dictionary of English, tooth): teeth is the plural of tooth, by the same vowel change as foot and feet (i-mutation). Teeth is right and Tooths, Toothes and Toothen are wrong; explanation confirmed.',
    'What is the plural of knife?':
      'Checked (Oxford Dictionary of English, knife): knives is the plural of knife, as leaves of leaf, while roof makes roofs. Knives is right and Knifes, Knifs and Kniffs are wrong; explanation confirmed.',
    'What is the plural of crisis?':
      'Checked (Oxford Dictionary of English, crisis): crises is the plural of crisis, as analyses of analysis. Crises is right and Crisises, Crisa and Crisii are wrong; explanation confirmed.',
    'What is the plural of larva?':
      'Checked (Oxford Dictionary of English, larva): larvae is the plural of larva, as algae of alga. Larvae is right and Larvi, Larven and Larvum are wrong; explanation confirmed.',
    'What is the superlative of bad?':
      'Checked (Oxford Dictionary of English, bad): worst is the superlative of bad and worse the comparative. Worst is right and Worse, Baddest and Most bad are wrong; explanation confirmed.',
    'Which word traditionally goes with countable nouns, as in ten ___ items?':
      'Checked (Oxford Dictionary of English, fewer): fewer is traditionally used with countable nouns and less with uncountable ones. Fewer is right and Less, Smaller and Lower are wrong; explanation confirmed.',
    'What is the to form of a verb, as in to run, called?':
      "Checked (Oxford Dictionary of English, infinitive): to run is the infinitive, and the split infinitive is now widely accepted. The infinitive is right and The gerund, The participle and The imperative are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which verb mood is used for commands, such as sit down?':
      'Checked (Oxford Dictionary of English, imperative): the imperative mood expresses commands, with you understood. The imperative is right and The subjunctive, The indicative and The conditional are wrong; explanation confirmed.',
    'In the phrase if I were you, which mood is the verb were in?':
      'Checked (Oxford Dictionary of English, subjunctive): were in if I were you is the subjunctive, used for unreal conditions and wishes. The subjunctive is right and The imperative, The indicative and The infinitive are wrong; explanation confirmed.',
    'Which tense is I had eaten?':
      'Checked (Oxford Dictionary of English, past perfect): I had eaten is the past perfect (pluperfect). The past perfect is right and The present perfect, The simple past and The future perfect are wrong; explanation confirmed.',
    'What is a verb form ending in -ing that acts as a noun, as in swimming is fun, traditionally called?':
      'Checked (Oxford Dictionary of English, gerund): an -ing form used as a noun, as in swimming is fun, is a gerund. A gerund is right and An infinitive, An auxiliary and A modal are wrong; explanation confirmed.',
    "Which punctuation mark shows possession, as in the dog's bone?":
      'Checked (Oxford Dictionary of English, apostrophe): the apostrophe with s shows possession. An apostrophe is right and A comma, A colon and A hyphen are wrong; explanation confirmed.',
    'Which punctuation mark, a dot above a comma, can join two closely linked sentences?':
      "Checked (Britannica, semicolon): the semicolon joins closely linked clauses and was popularised by Aldus Manutius in the 1490s. A semicolon is right and A colon, A dash and An ellipsis are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are three dots marking words left out called?':
      "Checked (Oxford Dictionary of English, ellipsis): an ellipsis is a set of three dots marking an omission, from Greek elleipsis. An ellipsis is right and A dash, A colon and An asterisk are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'A dash' → 'An interpunct'. Rechecked by len-b: an interpunct is a single raised middle dot (·), not three dots.",
    'Which punctuation mark often introduces a list after a complete sentence?':
      'Checked (Oxford Dictionary of English, colon): a colon introduces a list or explanation after a complete clause. A colon is right and A hyphen, A full stop and An apostrophe are wrong; explanation confirmed.',
    'What is the comma before the final and in a list, as in red, white, and blue, often called?':
      'Checked (Oxford Dictionary of English, Oxford comma): the serial comma before the final and is called the Oxford comma after Oxford University Press house style. The Oxford comma is right and The Cambridge comma, The London comma and The Yale comma are wrong; explanation confirmed.',
    'What is the symbol & called?':
      "Checked (Oxford English Dictionary, ampersand): the & is an ampersand, from and per se and recited after the alphabet. An ampersand is right and An asterisk, An obelus and A pilcrow are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'A pilcrow' → 'A section sign'. Rechecked by len-b: the section sign is §; & is the ampersand.",
    'What is the star-shaped symbol * called?':
      'Checked (Oxford English Dictionary, asterisk): the * is an asterisk, from Greek asteriskos, little star. An asterisk is right and An obelus, An ampersand and A caret are wrong; explanation confirmed.',
    'What do Americans call the full stop at the end of a sentence?':
      'Checked (Merriam-Webster, period): Americans call the full stop a period, from Greek periodos. A period is right and A point, A dot and A stop are wrong; explanation confirmed.',
    'What do Americans call round brackets?':
      "Checked (Merriam-Webster, parenthesis): Americans call round brackets parentheses, and curly brackets braces. Parentheses is right and Braces, Chevrons and Slashes are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are quotation marks also called in Britain?':
      'Checked (Oxford Dictionary of English, inverted commas): quotation marks are also called inverted commas in Britain. Inverted commas is right and Raised dashes, Double primes and Upper brackets are wrong; explanation confirmed.',
    'What is the paragraph mark ¶ called?':
      'Checked (Oxford English Dictionary, pilcrow): ¶ is the pilcrow, a medieval paragraph mark. A pilcrow is right and A caret, An obelus and A section sign are wrong; explanation confirmed.',
    'What is the # symbol called by many typographers and telephone engineers?':
      'Checked (Oxford English Dictionary, octothorpe): the # sign was named octothorpe at Bell Labs, and is also the hash or number sign. An octothorpe is right and A pilcrow, An obelus and An interrobang are wrong; explanation confirmed.',
    'What is the punctuation mark combining a question mark and an exclamation mark called?':
      'Checked (Merriam-Webster, interrobang): the combined question and exclamation mark, the interrobang, was devised by Martin Speckter in 1962. An interrobang is right and A pilcrow, An octothorpe and A caret are wrong; explanation confirmed.',
    'How many letters are in the English alphabet?':
      'Checked (Oxford Dictionary of English, alphabet): the English alphabet has 26 letters. 26 is right and 24, 25 and 28 are wrong; explanation confirmed.',
    'Which letter is used most often in written English?':
      'Checked (Oxford Dictionary of English, letter frequency): E is the most frequent letter in English text. E is right and T, A and S are wrong; explanation confirmed.',
    'Which word appears most often in English writing?':
      "Checked (Oxford English Corpus, most common words): the is the most frequent word in written English. The is right and And, Of and To are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which letter of the alphabet is the only one that appears in no US state name?':
      'Checked (US Census Bureau list of state names): Q is the only letter found in no US state name, with J in New Jersey, X in Texas and Z in Arizona. Q is right and X, Z and J are wrong; explanation confirmed.',
    'Which word stands for the letter X in the NATO phonetic alphabet?':
      'Checked (NATO phonetic alphabet (ACP 131)): X is X-ray in the alphabet from Alfa to Zulu. X-ray is right and Xylophone, Xerox and Xenon are wrong; explanation confirmed.',
    'Which spelling of the word meaning needed is correct?':
      'Checked (Oxford Dictionary of English, necessary): the spelling is necessary, one c and double s. Necessary is right and Neccessary, Necesary and Neccesary are wrong; explanation confirmed.',
    'Which spelling of the word meaning apart is correct?':
      "Checked (Oxford Dictionary of English, separate): the spelling is separate. Separate is right and Seperate, Separete and Seperete are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which spelling of the word meaning to get something is correct?':
      "Checked (Oxford Dictionary of English, receive): the spelling is receive, e before i after c. Receive is right and Recieve, Receve and Riceive are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which spelling of the word meaning certainly is correct?':
      "Checked (Oxford Dictionary of English, definitely): the spelling is definitely, related to finite. Definitely is right and Definately, Definitly and Defiantly are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which spelling of the word for a regular beat in music is correct?':
      'Checked (Oxford Dictionary of English, rhythm): the spelling is rhythm. Rhythm is right and Rythm, Rhythym and Rhytm are wrong; explanation confirmed.',
    'Which spelling of the word meaning to make someone feel awkward is correct?':
      'Checked (Oxford Dictionary of English, embarrass): the spelling is embarrass, double r and double s. Embarrass is right and Embarass, Embbarass and Emberrass are wrong; explanation confirmed.',
    'Which spelling of the word for a period of a thousand years is correct?':
      'Checked (Oxford Dictionary of English, millennium): the spelling is millennium, from Latin mille and annus. Millennium is right and Millenium, Milennium and Milenium are wrong; explanation confirmed.',
    'Which spelling of the word meaning playfully naughty is correct?':
      'Checked (Oxford Dictionary of English, mischievous): the spelling is mischievous, three syllables. Mischievous is right and Mischievious, Mischevious and Mischievos are wrong; explanation confirmed.',
    'Which spelling of the title of an ancient Egyptian king is correct?':
      'Checked (Oxford Dictionary of English, pharaoh): the spelling is pharaoh, from Egyptian pr-ꜥꜣ, great house. Pharaoh is right and Pharoah, Pharoh and Pharaho are wrong; explanation confirmed.',
    'Which spelling of the word for a set of written survey questions is correct?':
      'Checked (Oxford Dictionary of English, questionnaire): the spelling is questionnaire, from French. Questionnaire is right and Questionaire, Questionnare and Questionairre are wrong; explanation confirmed.',
    'Which spelling of the word for a place to stay is correct?':
      'Checked (Oxford Dictionary of English, accommodation): the spelling is accommodation, double c and double m. Accommodation is right and Accomodation, Acommodation and Acomodation are wrong; explanation confirmed.',
    'Which spelling of the word for a working link between groups is correct?':
      'Checked (Oxford Dictionary of English, liaison): the spelling is liaison, from French. Liaison is right and Liason, Liasion and Liaisson are wrong; explanation confirmed.',
    'Which famously long word means the act of judging something worthless?':
      'Checked (Oxford English Dictionary, floccinaucinihilipilification): the word means estimating as worthless, built from Latin flocci, nauci, nihili and pili. Floccinaucinihilipilification is right and Antidisestablishmentarianism, Honorificabilitudinitatibus and Supercalifragilisticexpialidocious are wrong; explanation confirmed.',
    "Which famously long word names opposition to removing the Church of England's status as the state church?":
      'Checked (Oxford English Dictionary, antidisestablishmentarianism): the word names opposition to disestablishing the state church, a 19th-century debate over the Churches of Ireland and Wales. Antidisestablishmentarianism is right and Floccinaucinihilipilification, Honorificabilitudinitatibus and Supercalifragilisticexpialidocious are wrong; explanation confirmed.',
    'What is a word that sounds like another but has a different meaning, like knight and night?':
      'Checked (Oxford Dictionary of English, homophone): a homophone sounds like another word but differs in meaning or spelling, as knight and night. A homophone is right and A synonym, An antonym and A palindrome are wrong; explanation confirmed.',
    'What is a word that reads the same backwards, like level?':
      'Checked (Oxford Dictionary of English, palindrome): a palindrome reads the same backwards, like level. A palindrome is right and An anagram, A homonym and An acronym are wrong; explanation confirmed.',
    'What is a word made by rearranging the letters of another, like listen and silent?':
      "Checked (Oxford Dictionary of English, anagram): an anagram rearranges another word's letters, as listen and silent. An anagram is right and A palindrome, A homophone and An acronym are wrong; explanation confirmed.",
    'What is a word formed from the first letters of other words, like NASA?':
      'Checked (Oxford Dictionary of English, acronym): an acronym is formed from initial letters, like NASA. An acronym is right and An anagram, A palindrome and A homophone are wrong; explanation confirmed.',
    'What is a word spelled and pronounced like another but with a different meaning, like bat the animal and bat for cricket?':
      'Checked (Oxford Dictionary of English, homonym): a homonym shares spelling and sound with another word of different meaning, from Greek for same name. A homonym is right and An acronym, An antonym and An anagram are wrong; explanation confirmed.',
    'What is a word spelled like another but pronounced differently, like lead the metal and lead the verb?':
      'Checked (Oxford Dictionary of English, homograph): a homograph is spelled like another word but differs in meaning or sound, like lead and lead. A homograph is right and A homophone, A synonym and A palindrome are wrong; explanation confirmed.',
    "What is a figure of speech that exaggerates for effect, as in I've told you a million times?":
      'Checked (Oxford Dictionary of English, hyperbole): hyperbole is deliberate exaggeration. Hyperbole is right and Simile, Metaphor and Onomatopoeia are wrong; explanation confirmed.',
    'What is a figure of speech that compares two things using like or as?':
      'Checked (Oxford Dictionary of English, simile): a simile compares using like or as, while a metaphor does not. A simile is right and A metaphor, An idiom and A pun are wrong; explanation confirmed.',
    'What is a word that imitates the sound it names, like buzz or sizzle, called?':
      'Checked (Oxford Dictionary of English, onomatopoeia): onomatopoeia imitates sounds, from Greek onomatopoiia, name-making. Onomatopoeia is right and Alliteration, Hyperbole and Metaphor are wrong; explanation confirmed.',
    'What is the repeating of the same starting sound, as in Peter Piper picked a peck, called?':
      "Checked (Oxford Dictionary of English, alliteration): alliteration repeats initial sounds, and assonance repeats vowel sounds. Alliteration is right and Assonance, Onomatopoeia and Rhyme are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Rhyme' → 'Internal rhyme'. Rechecked by len-b: internal rhyme is rhyme within a line, not repeated initial sounds.",
    'What is a phrase that joins contradictory words, like deafening silence, called?':
      "Checked (Oxford Dictionary of English, oxymoron): an oxymoron joins contradictory terms, from Greek oxus and mōros, sharp and dull. An oxymoron is right and A tautology, A euphemism and A pun are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'A pun' → 'A malapropism'. Rechecked by len-b: a malapropism is a mistaken use of a similar-sounding word, not a contradiction.",
    'What is a mild word used in place of a harsh one, like passed away for died, called?':
      'Checked (Oxford Dictionary of English, euphemism): a euphemism is a mild substitute expression, from Greek for speaking well. A euphemism is right and An oxymoron, A pun and A spoonerism are wrong; explanation confirmed.',
    'What is giving human qualities to things, as in the sun smiled down on us, called?':
      'Checked (Oxford Dictionary of English, personification): personification gives human qualities to things. Personification is right and Alliteration, Hyperbole and Irony are wrong; explanation confirmed.',
    'What is a slip that swaps the first sounds of words, as in you have hissed my mystery lectures, called?':
      'Checked (Oxford English Dictionary, spoonerism): a spoonerism swaps initial sounds, named after William Spooner, Warden of New College, Oxford. A spoonerism is right and A malapropism, A mondegreen and An eggcorn are wrong; explanation confirmed.',
    "What is the comic misuse of a similar-sounding word, named after a character in Sheridan's The Rivals, called?":
      "Checked (Oxford English Dictionary, malapropism): the word comes from Mrs Malaprop in Sheridan's The Rivals (1775), who says pineapple of politeness. A malapropism is right and A spoonerism, A mondegreen and A solecism are wrong; explanation confirmed.",
    'What is a misheard song lyric or line of verse called?':
      'Checked (Merriam-Webster, mondegreen): Sylvia Wright coined mondegreen in 1954 from mishearing laid him on the green as Lady Mondegreen. A mondegreen is right and A malapropism, A spoonerism and An eggcorn are wrong; explanation confirmed.',
    'What is saying the same thing twice in other words, as in a free gift, called?':
      'Checked (Oxford Dictionary of English, tautology): a tautology says the same thing twice, as in free gift. A tautology is right and An oxymoron, A paradox and An allegory are wrong; explanation confirmed.',
    'What is a sentence that uses every letter of the alphabet called?':
      'Checked (Oxford Dictionary of English, pangram): a pangram uses every letter, as in the quick brown fox jumps over the lazy dog. A pangram is right and A palindrome, An anagram and A lipogram are wrong; explanation confirmed.',
    'What is a text written deliberately without a particular letter called?':
      "Checked (Britannica, Georges Perec): a lipogram omits a letter, and Perec's La Disparition (1969) has no e. A lipogram is right and A pangram, A tautogram and An acrostic are wrong; explanation confirmed.",
    'What is a poem whose first letters of each line spell out a word called?':
      "Checked (Britannica, Through the Looking-Glass): an acrostic spells a word with first letters, and the book's closing poem spells Alice Pleasance Liddell. An acrostic is right and A haiku, A limerick and A pangram are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'A haiku' → 'A palindrome'. Rechecked by len-b: a palindrome reads the same backwards; the poem is an acrostic.",
    'Who compiled the influential Dictionary of the English Language of 1755?':
      "Checked (Britannica, Samuel Johnson): Johnson's Dictionary appeared in 1755 after about nine years' work with a few assistants. Samuel Johnson is right and Noah Webster, James Murray and Thomas Sheridan are wrong; explanation confirmed.",
    'Which American dictionary maker promoted spellings such as color and center?':
      'Checked (Britannica, Noah Webster): Webster promoted American spellings, and his American Dictionary appeared in 1828. Noah Webster is right and Samuel Johnson, James Murray and Peter Mark Roget are wrong; explanation confirmed.',
    'Who compiled a famous thesaurus, first published in 1852?':
      "Checked (Britannica, Peter Mark Roget): Roget, a physician, published his Thesaurus in 1852. Peter Mark Roget is right and Noah Webster, Samuel Johnson and James Murray are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'James Murray' → 'Ebenezer Cobham Brewer'. Rechecked by len-h: Ebenezer Cobham Brewer compiled the Dictionary of Phrase and Fable (1870), not the 1852 thesaurus, which is Roget's.",
    'Which great historical dictionary was first completed in 1928, after about 70 years of work?':
      "Checked (Britannica, Oxford English Dictionary): the OED was completed in 1928, first issued in parts from 1884, from a project begun in 1857. The Oxford English Dictionary is right and Webster's Third New International Dictionary, The Chambers Dictionary and The Collins English Dictionary are wrong; explanation confirmed.",
    'What does the abbreviation e.g. mean?':
      'Checked (Oxford Dictionary of English, e.g.): e.g. stands for exempli gratia, for example. For example is right and That is, And so on and Note well are wrong; explanation confirmed.',
    'What does the abbreviation i.e. mean?':
      'Checked (Oxford Dictionary of English, i.e.): i.e. stands for id est, that is. That is is right and For example, And so on and Note well are wrong; explanation confirmed.',
    'What does RSVP on an invitation ask you to do?':
      "Checked (Oxford Dictionary of English, RSVP): RSVP stands for répondez s'il vous plaît, please reply. Reply is right and Bring a gift, Dress formally and Arrive early are wrong; explanation confirmed.",
    'What do the letters a.m. stand for?':
      'Checked (Oxford Dictionary of English, a.m.): a.m. stands for ante meridiem, before noon, and p.m. for post meridiem. Ante meridiem is right and Ante matutinum, Ad meridiem and Ante mediam are wrong; explanation confirmed.',
    'What does the phrase bona fide mean?':
      'Checked (Oxford Dictionary of English, bona fide): bona fide means genuine, Latin for in good faith. Genuine is right and Free of charge, Good luck and Well known are wrong; explanation confirmed.',
    'What does the Latin phrase caveat emptor mean?':
      'Checked (Oxford Dictionary of English, caveat emptor): caveat emptor means let the buyer beware. Let the buyer beware is right and Let the seller decide, The customer is always right and Buy now, pay later are wrong; explanation confirmed.',
  },
};
