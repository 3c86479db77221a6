import type { BankReview } from './review.js';

/** bank-i3's check of bank-i4's classical-music bank (ADR 0195); registered in index.ts once both are merged. */
export const classicalMusicReview: BankReview = {
  bank: 'classical-music',
  writer: 'bank-i4',
  reviewer: 'bank-i3',
  checks: {
    "Which name, meaning loved by God, comes between Wolfgang and Mozart in the composer's usual name?":
      "Checked (Grove Music Online, 'Mozart'): baptised Joannes Chrysostomus Wolfgangus Theophilus; Amadeus is the Latin form of Theophilus, 'loved by God'; options and explanation confirmed.",
    'What nationality was Pyotr Ilyich Tchaikovsky?':
      "Checked (Britannica, 'Tchaikovsky'): Russian; studied at the St Petersburg Conservatory from 1862; options and explanation confirmed.",
    'Which English king is said, probably wrongly, to have written Greensleeves?':
      "Checked (Britannica, 'Greensleeves'): traditionally but doubtfully ascribed to Henry VIII; its Italianate form postdates him; options and explanation confirmed.",
    'Which composer kept writing music after he had become almost completely deaf?':
      "Checked (Britannica, 'Beethoven'): he went almost totally deaf and used conversation books; options and explanation confirmed.",
    'Which child prodigy toured the courts of Europe with his sister Nannerl in the 1760s?':
      "Checked (Grove, 'Mozart'): Wolfgang and Nannerl toured Europe in 1763–66, organised by their father Leopold, a violinist; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Felix Mendelssohn' → 'Felix Mendelssohn Bartholdy'. Rechecked by len-g: confirmed: Mendelssohn was born in 1809 and his sister was Fanny; Nannerl was Mozart's sister.",
    'Which instrument was the Italian virtuoso Niccolò Paganini famous for playing?':
      "Checked (Britannica, 'Paganini'): violin virtuoso, rumoured to have a pact with the devil; options and explanation confirmed.",
    'In which German city was Beethoven born?':
      "Checked (Britannica, 'Beethoven'): born in Bonn, baptised 17 December 1770; options and explanation confirmed.",
    'In which city did Beethoven live for most of his adult life?':
      "Checked (Britannica, 'Beethoven'): settled in Vienna in 1792 to study with Haydn; options and explanation confirmed.",
    'In which city did Bach spend his last 27 years as cantor of St Thomas Church?':
      "Checked (Britannica, 'J. S. Bach'): Thomaskantor in Leipzig 1723–50 (27 years), providing music for the main churches; options and explanation confirmed.",
    'Which German-born Baroque composer settled in London and is buried in Westminster Abbey?':
      "Checked (Britannica, 'Handel'): German-born, naturalised British in 1727, buried in Westminster Abbey; options and explanation confirmed.",
    'Which Venetian composer was nicknamed the Red Priest because of his hair?':
      "Checked (Britannica, 'Vivaldi'): il Prete Rosso for his red hair; ordained 1703 and soon stopped saying Mass; options and explanation confirmed.",
    'Which composer and pianist sent audiences into a frenzy that the poet Heine called Lisztomania?':
      "Checked (Britannica, 'Liszt'): Heine coined 'Lisztomania' (1844); fans fought over his gloves and cigar ends; options and explanation confirmed.",
    "Which composer married the pianist Clara Wieck, against her father's wishes?":
      "Checked (Britannica, 'Robert Schumann'): married Clara Wieck in 1840 after a court case against her father; options and explanation confirmed.",
    "Which Italian composer was Mozart's rival at the Viennese court, as shown in the film Amadeus?":
      "Checked (Britannica, 'Salieri'): Viennese court composer shown as Mozart's rival in Amadeus; taught Beethoven, Schubert and Liszt; options and explanation confirmed.",
    'At what age did Mozart write his first known pieces?':
      "Checked (Grove, 'Mozart'): his first pieces (K. 1a–1d) date from 1761, aged 5, written down by Leopold; options and explanation confirmed.",
    'Which Austrian-Bohemian composer was also the director of the Vienna Court Opera from 1897?':
      "Checked (Britannica, 'Mahler'): director of the Vienna Court Opera from 1897; options and explanation confirmed.",
    'Which Russian composer was supported for years by the widow Nadezhda von Meck, whom he agreed never to meet?':
      "Checked (Britannica, 'Tchaikovsky'): Nadezhda von Meck's patronage, on condition they never met; over 1,200 letters; options and explanation confirmed.",
    "Who completed Mozart's Requiem after his death?":
      "Checked (Britannica, 'Requiem (Mozart)'): completed by his pupil Franz Xaver Süssmayr; options and explanation confirmed.",
    'For which noble family did Haydn work for almost 30 years?':
      "Checked (Britannica, 'Haydn'): served the Esterházy princes 1761–90, largely at Eszterháza in Hungary; options and explanation confirmed.",
    'Which member of the Russian Mighty Handful earned his living as a professor of chemistry?':
      "Checked (Britannica, 'Borodin'): professor of chemistry; called himself a 'Sunday composer'; options and explanation confirmed.",
    'Which Russian composer served as an officer in the Imperial Navy before teaching at the conservatory?':
      "Checked (Britannica, 'Rimsky-Korsakov'): naval officer who made a 1862–65 cruise on the clipper Almaz before teaching at the conservatory from 1871 (the explanation's 'round the world' is loose: the cruise went to Britain, the Americas and the Mediterranean); options and explanation confirmed. Options reworded for length (issue 14, len-d): 'Anatoly Lyadov' → 'Pyotr Ilyich Tchaikovsky'. Rechecked by len-c: Tchaikovsky was a Ministry of Justice clerk, never a naval officer; Rimsky-Korsakov served in the navy. Reworded by the lead (issue 14, a reviewer's note): the explanation no longer says he sailed round the world: the Almaz's cruise of 1862–65 crossed the Atlantic to America and Brazil and came back, it did not circle the globe. Rechecked by len-h: confirmed: the Almaz cruise ran from late 1862 to 1865 (about two years and eight months, so 'nearly three years') and called at Gravesend, New York and Baltimore with Lesovsky's squadron and Rio de Janeiro, among other ports; 'as a young officer' is loose only in that he sailed as a newly graduated midshipman (gardemarin), the navy's officer entry rank, so I left it; the options are unchanged and wrong.",
    'At what age did Franz Schubert die?':
      "Checked (Britannica, 'Schubert'): died in 1828 aged 31, having written over 600 songs; options and explanation confirmed.",
    'Which Hungarian composer travelled with Zoltán Kodály to record peasant folk songs on wax cylinders?':
      "Checked (Britannica, 'Bartók'): recorded folk songs on phonograph cylinders with Kodály; died in New York in 1945; options and explanation confirmed.",
    'Which composer was at the centre of a storm after Pravda attacked his opera Lady Macbeth of the Mtsensk District in 1936?':
      "Checked (Britannica, 'Shostakovich'): Pravda's 'Muddle Instead of Music' (1936) attacked Lady Macbeth of Mtsensk; options and explanation confirmed.",
    "Which Polish pianist and composer became his country's prime minister in 1919?":
      "Checked (Britannica, 'Paderewski'): prime minister of Poland in 1919, signed the Treaty of Versailles; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which composer revived Bach's St Matthew Passion in Berlin in 1829?":
      "Checked (Britannica, 'Mendelssohn'): revived the St Matthew Passion in Berlin in 1829, aged 20; options and explanation confirmed.",
    'Which king of England is said to have stood up during the Hallelujah chorus, starting a tradition?':
      "Checked (Britannica, 'Messiah'): the tradition credits George II; the story appears long after 1743; options and explanation confirmed.",
    "In which city was Handel's Messiah first performed, in 1742?":
      "Checked (Britannica, 'Messiah'): first performed in Dublin on 13 April 1742 for charity, including debtors; options and explanation confirmed.",
    "The anthem of the European Union comes from which composer's Ninth Symphony?":
      "Checked (Council of Europe/EU, 'European anthem'): the Ode to Joy from Beethoven's Ninth, without words; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Johannes Brahms' → 'Ralph Vaughan Williams'. Rechecked by len-g: confirmed: the EU anthem is Beethoven's Ode to Joy; Vaughan Williams's Ninth is a different work.",
    'Which composer wrote the Rondo alla Turca, or Turkish March, for piano?':
      'Checked (Köchel catalogue): Rondo alla Turca ends Piano Sonata No. 11, K. 331; options and explanation confirmed.',
    'Who composed the Moonlight Sonata?':
      "Checked (Britannica, 'Moonlight Sonata'): Beethoven's Op. 27 No. 2; Rellstab's Lake Lucerne image after the composer's death; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Johannes Brahms' → 'Wolfgang Amadeus Mozart'. Rechecked by len-g: confirmed: Mozart died in 1791; the Moonlight Sonata (1801) is Beethoven's.",
    'Who composed Eine kleine Nachtmusik?':
      "Checked (Köchel catalogue): Eine kleine Nachtmusik, K. 525, a serenade; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Joseph Haydn' → 'Carl Philipp Emanuel Bach'. Rechecked by len-g: confirmed: K. 525 is Mozart's; C. P. E. Bach did not write it.",
    'Which Tchaikovsky overture is famous for the firing of cannons?':
      "Checked (Britannica, '1812 Overture'): Tchaikovsky's overture with cannon fire, on Russia's defence against Napoleon; options and explanation confirmed.",
    'Who composed the much-loved Canon in D?':
      "Checked (Grove, 'Pachelbel'): Canon in D, rediscovered from the late 1960s and now a wedding staple; options and explanation confirmed.",
    'Whose famous Lullaby, known as Wiegenlied, is sung to babies all over the world?':
      "Checked (Grove, 'Brahms'): Wiegenlied Op. 49 No. 4 (1868) for Bertha Faber's son; options and explanation confirmed.",
    'Which composer wrote the overture whose final gallop became the theme of The Lone Ranger?':
      "Checked (Britannica, 'William Tell'): Rossini's last opera; the overture's finale is the Lone Ranger theme; options and explanation confirmed.",
    'Which composer wrote Für Elise?':
      "Checked (Britannica, 'Für Elise'): Beethoven's Bagatelle WoO 59; the autograph is lost and Elise's identity unknown; options and explanation confirmed.",
    'Who composed the Goldberg Variations?':
      "Checked (Britannica, 'Goldberg Variations'): Bach; Forkel's story of Count Keyserlingk's insomnia; options and explanation confirmed.",
    'Which composer wrote the Water Music, first played on a barge on the Thames for George I?':
      "Checked (Britannica, 'Water Music'): Handel's suites for George I's barge party of 1717, reportedly played three times; options and explanation confirmed.",
    'Which German composer wrote Carmina Burana, which opens with O Fortuna?':
      "Checked (Britannica, 'Carmina Burana'): Carl Orff, opening O Fortuna; texts from the Benediktbeuern manuscript; options and explanation confirmed.",
    'Which composer wrote Also sprach Zarathustra, used at the start of 2001: A Space Odyssey?':
      "Checked (Britannica, 'Richard Strauss'): tone poem after Nietzsche, used in 2001: A Space Odyssey; options and explanation confirmed.",
    'Which French composer wrote the three Gymnopédies for piano?':
      "Checked (Britannica, 'Satie'): three Gymnopédies (1888); Vexations carries the 840-repetition instruction; options and explanation confirmed.",
    'Which English composer wrote The Lark Ascending for violin and orchestra?':
      "Checked (Britannica, 'Vaughan Williams'): The Lark Ascending, after George Meredith's poem; options and explanation confirmed.",
    'Which American composer wrote Appalachian Spring?':
      "Checked (Britannica, 'Appalachian Spring'): Copland's ballet for Martha Graham; options and explanation confirmed.",
    'Which composer wrote the Adagio for Strings?':
      "Checked (Britannica, 'Samuel Barber'): Adagio for Strings, broadcast after Roosevelt's death in 1945; options and explanation confirmed.",
    'Which Russian composer wrote Flight of the Bumblebee?':
      "Checked (Grove, 'Rimsky-Korsakov'): Flight of the Bumblebee is from The Tale of Tsar Saltan; options and explanation confirmed.",
    'Which Russian composer wrote Pictures at an Exhibition?':
      "Checked (Britannica, 'Pictures at an Exhibition'): Mussorgsky's memorial to Viktor Hartmann; options and explanation confirmed.",
    'Which composer wrote the Trout Quintet?':
      "Checked (Britannica, 'Trout Quintet'): Schubert; the fourth movement varies his song Die Forelle; options and explanation confirmed.",
    "Which English composer set William Blake's poem Jerusalem to music in 1916?":
      "Checked (Britannica, 'Jerusalem'): Parry's 1916 setting of Blake, sung at the Last Night of the Proms; options and explanation confirmed.",
    "Which French composer wrote The Sorcerer's Apprentice?":
      "Checked (Britannica, 'Dukas'): L'Apprenti sorcier, after Goethe's ballad; options and explanation confirmed.",
    'Which Czech composer wrote Vltava, also known as The Moldau?':
      "Checked (Britannica, 'Smetana'): Vltava from Má vlast follows the river to Prague; options and explanation confirmed.",
    "Which composer wrote the Hebrides overture, inspired by Fingal's Cave?":
      "Checked (Britannica, 'Hebrides Overture'): Mendelssohn visited Fingal's Cave on Staffa in 1829; options and explanation confirmed.",
    'To whom did Beethoven first mean to dedicate his Eroica Symphony?':
      "Checked (Britannica, 'Eroica Symphony'): first meant for Napoleon; Beethoven scratched out the name when he became emperor; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What number is Beethoven's Pastoral Symphony?":
      "Checked (Britannica, 'Pastoral Symphony'): No. 6: brook scene, peasants' merrymaking, storm; options and explanation confirmed.",
    'Which Mozart symphony, his last, is nicknamed the Jupiter?':
      "Checked (Britannica, 'Jupiter Symphony'): No. 41, nickname probably from Salomon; options and explanation confirmed.",
    'Which Haydn symphony ends with the players leaving the stage one by one?':
      "Checked (Britannica, 'Farewell Symphony'): Haydn's No. 45; players leave one by one as a hint to Prince Nikolaus; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Beethoven piano concerto is nicknamed the Emperor?':
      "Checked (Grove, 'Beethoven'): Piano Concerto No. 5; the nickname came from the English publisher Cramer; options and explanation confirmed.",
    'Which composer wrote the Rhapsody on a Theme of Paganini?':
      "Checked (Britannica, 'Rachmaninoff'): Rhapsody on a Theme of Paganini; Variation 18 inverts the theme; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Handel anthem has been sung at every British coronation since 1727?':
      "Checked (Britannica, 'Zadok the Priest'): Handel's 1727 coronation anthem, sung at every coronation since; long string introduction (the generic word 'strings' here is not a giveaway); options and explanation confirmed.",
    'Which Estonian composer is known for the tintinnabuli style of Spiegel im Spiegel?':
      "Checked (Britannica, 'Arvo Pärt'): tintinnabuli style, bell-like, as in Spiegel im Spiegel; options and explanation confirmed.",
    "Which Polish composer's Symphony No. 3, the Symphony of Sorrowful Songs, became a best-selling album in 1992?":
      "Checked (Britannica, 'Górecki'): Symphony No. 3; the 1992 Nonesuch recording with Dawn Upshaw was a best-seller; options and explanation confirmed.",
    'Which American composer wrote the opera Einstein on the Beach?':
      "Checked (Britannica, 'Einstein on the Beach'): Philip Glass and Robert Wilson; about five hours without interval, audience free to come and go; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which French composer wrote Prélude à l'après-midi d'un faune?":
      "Checked (Britannica, 'Debussy'): Prélude à l'après-midi d'un faune, after Mallarmé; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which English composer wrote Spem in alium, a motet for 40 voices?':
      "Checked (Britannica, 'Tallis'): Spem in alium for 40 voices in eight choirs of five; options and explanation confirmed.",
    'On which French tune, the melody of Twinkle, Twinkle, Little Star, did Mozart write twelve variations?':
      "Checked (Köchel catalogue): Twelve Variations on 'Ah vous dirai-je, maman', K. 265, c. 1781–82; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'To which period of music do Bach, Handel and Vivaldi belong?':
      "Checked (Grove, 'Baroque'): Bach, Handel and Vivaldi; c. 1600–1750; options and explanation confirmed.",
    'Which period of music came between the Baroque and the Romantic?':
      "Checked (Grove, 'Classical'): between Baroque and Romantic; Haydn and Gluck; options and explanation confirmed.",
    'To which period do Chopin, Liszt and Wagner belong?':
      "Checked (Grove, 'Romanticism'): Chopin, Liszt and Wagner are Romantics; options and explanation confirmed.",
    'What is the plain, unaccompanied singing of the medieval Church, named after a pope, called?':
      "Checked (Britannica, 'Gregorian chant'): monophonic Latin chant named after Pope Gregory I; options and explanation confirmed.",
    'Whose death in 1750 is often used to mark the end of the Baroque period?':
      "Checked (Grove, 'Baroque'): Bach's death in 1750 conventionally ends the period; Telemann (b. 1681) died in 1767; options and explanation confirmed.",
    'What is the name Baroque thought to come from?':
      "Checked (Oxford English Dictionary, 'baroque'): from Portuguese barroco, a misshapen pearl, first used pejoratively; options and explanation confirmed.",
    'Which composer is usually seen as the bridge between the Classical and Romantic periods?':
      "Checked (Britannica, 'Beethoven'): the bridge between Classical and Romantic; options and explanation confirmed.",
    'Which French composer is most linked with musical Impressionism?':
      "Checked (Britannica, 'Impressionism (music)'): Debussy is its chief figure and disliked the label; options and explanation confirmed.",
    'Which style of the 1960s and after, built on short repeated patterns, is linked with Steve Reich and Terry Riley?':
      "Checked (Britannica, 'minimalism'): repeated patterns; Reich's tape-loop phasing pieces, Riley's In C; options and explanation confirmed.",
    'Which Austrian composer devised the twelve-tone method of composing?':
      "Checked (Britannica, 'Schoenberg'): devised the twelve-tone method; Second Viennese School with Berg and Webern; options and explanation confirmed.",
    'Roughly when was the Classical period of music?':
      "Checked (Grove, 'Classical'): roughly 1750–1820; options and explanation confirmed.",
    "Which Italian composer's L'Orfeo of 1607 is the oldest opera still often performed?":
      "Checked (Britannica, 'Monteverdi'): L'Orfeo (1607, Mantua) is the oldest opera in regular repertory; options and explanation confirmed.",
    "Which 20th-century style returned to the clarity of the 18th century, as in Prokofiev's Classical Symphony?":
      "Checked (Britannica, 'Neoclassicism (music)'): Prokofiev's Classical Symphony and Stravinsky's Pulcinella; options and explanation confirmed.",
    "Which Romantic composers used folk songs and legends to express their countries' identity?":
      "Checked (Grove, 'Nationalism'): Grieg and Albéniz drew on folk music and legend; options and explanation confirmed.",
    'Which Florentine composer wrote Dafne in 1598, usually called the first opera?':
      "Checked (Britannica, 'Jacopo Peri'): Dafne (1598) is considered the first opera; its music is almost all lost; options and explanation confirmed.",
    'Which 14th-century French style, named after a treatise, brought new rhythms to music?':
      "Checked (Britannica, 'Ars nova'): named after the treatise attributed to Philippe de Vitry; Machaut its leading composer; options and explanation confirmed.",
    'Which group of six French composers, including Poulenc and Milhaud, was named in 1920?':
      "Checked (Britannica, 'Les Six'): named by Henri Collet in 1920 as a French counterpart to the Russian Five; options and explanation confirmed.",
    'Which German court orchestra of the 18th century was famous for its dramatic crescendos?':
      "Checked (Grove, 'Mannheim school'): famed for the Mannheim crescendo; Burney's 'army of generals'; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'The Dresden orchestra' → 'The Stuttgart orchestra'. Rechecked by len-c: reverted to the checked options, because 'The Stuttgart orchestra' is not definitely wrong: under Jommelli (1753–1769) the Stuttgart court orchestra was itself renowned for orchestral crescendos, and some historians credit Jommelli with the effect before or alongside Mannheim, so the question could have two defensible answers.",
    'Which medieval abbess composed chants and wrote about visions in the 12th century?':
      "Checked (Britannica, 'Hildegard of Bingen'): 12th-century abbess, composer and visionary; Doctor of the Church in 2012; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'Julian of Norwich' → 'Mechthild of Magdeburg'. Rechecked by len-c: Mechthild of Magdeburg was a 13th-century beguine, later a nun at Helfta, not an abbess, and left no chants.",
    'Which composer of the Notre-Dame school wrote some of the earliest known music for four voices?':
      "Checked (Britannica, 'Pérotin'): Notre-Dame school; four-voice organa Viderunt omnes and Sederunt c. 1198–99; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'Machaut' → 'Guillaume de Machaut'. Rechecked by len-c: Guillaume de Machaut is Machaut's full name; 14th-century Ars nova at Reims, not Notre-Dame.",
    'Which Renaissance composer is said to have saved polyphony from a ban by the Council of Trent?':
      "Checked (Britannica, 'Palestrina'): the Missa Papae Marcelli legend of saving polyphony at Trent; options and explanation confirmed.",
    'Which bowed string instrument plays the highest notes in the orchestra?':
      "Checked (Britannica, 'violin'): highest-pitched bowed string in the orchestra, divided into firsts and seconds; options and explanation confirmed.",
    'To which family of instruments does the cello belong?':
      "Checked (Britannica, 'cello'): string family; held between the knees on an endpin; options and explanation confirmed.",
    'On what does a conductor usually stand?':
      "Checked (Britannica, 'conducting'): the conductor stands on a podium; options and explanation confirmed.",
    'For which instrument did Chopin write almost all of his music?':
      "Checked (Britannica, 'Chopin'): almost all his works involve the piano, including both concertos; options and explanation confirmed.",
    'To which section of the orchestra do the timpani belong?':
      "Checked (Britannica, 'timpani'): percussion, also called kettledrums; options and explanation confirmed.",
    'To which family of instruments does the clarinet belong?':
      "Checked (Britannica, 'clarinet'): woodwind with a single reed; options and explanation confirmed.",
    'Which coiled brass instrument does the player hold with one hand inside the bell?':
      "Checked (Britannica, 'horn'): the player's hand sits in the bell; an F horn has about 3.7 m of tubing; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'The cornet' → 'The baritone horn'. Rechecked by len-g: confirmed: the baritone horn is played bell up with no hand in the bell; the French horn is the hand-in-bell instrument.",
    'Which is the lowest-pitched brass instrument in the usual orchestra?':
      "Checked (Britannica, 'tuba'): lowest orchestral brass, usually one per orchestra; options and explanation confirmed.",
    'Which woodwind instrument is held sideways and played by blowing across a hole?':
      "Checked (Britannica, 'flute'): transverse, blown across the embouchure hole; usually metal today; options and explanation confirmed.",
    'Which small woodwind instrument plays the highest notes in the orchestra?':
      "Checked (Britannica, 'piccolo'): sounds an octave above the flute, the highest orchestral woodwind; options and explanation confirmed.",
    'Which bowed string instrument is slightly larger than the violin and plays lower?':
      "Checked (Britannica, 'viola'): slightly larger than the violin; alto clef; options and explanation confirmed.",
    "What is a string player's bow traditionally strung with?":
      "Checked (Britannica, 'bow'): strung with horsehair rubbed with rosin; options and explanation confirmed.",
    'Which pair of brass plates are struck together for a loud crash?':
      "Checked (Britannica, 'cymbal'): brass plates clashed together; Turkish makers such as Zildjian are renowned; options and explanation confirmed.",
    'Which section usually sits at the very back of the orchestra?':
      "Checked (Britannica, 'orchestra'): percussion sits at the back; options and explanation confirmed.",
    'Which double-reed instrument is the bass of the woodwind section?':
      "Checked (Britannica, 'bassoon'): bass of the woodwind, double reed, about 2.5 m of folded tube; options and explanation confirmed.",
    'What is the cor anglais?':
      "Checked (Britannica, 'cor anglais'): an alto oboe, neither English nor a horn; options and explanation confirmed.",
    'What is the leading first violinist of an orchestra called in the United States?':
      "Checked (Britannica, 'concertmaster'): US term; 'leader' in Britain; options and explanation confirmed.",
    'Which instrument, with metal bars struck by hammers from a keyboard, plays the Dance of the Sugar Plum Fairy?':
      "Checked (Britannica, 'celesta'): Tchaikovsky brought one secretly from Paris for the Sugar Plum Fairy; options and explanation confirmed.",
    'Which orchestral percussion instrument is a set of metal tubes used to imitate church bells?':
      "Checked (Britannica, 'tubular bells'): chimes imitating church bells, struck with a mallet at the top; options and explanation confirmed.",
    'What does pizzicato tell a string player to do?':
      "Checked (Britannica, 'pizzicato'): plucked; cancelled by arco; options and explanation confirmed.",
    'How are modern orchestral timpani usually tuned?':
      "Checked (Britannica, 'timpani'): modern pedal timpani are tuned by foot pedal; options and explanation confirmed.",
    'Which instrument, played with several keyboards and pedals, is often called the king of instruments?':
      "Checked (Britannica, 'organ'): 'king of instruments', manuals and pedals, the largest with tens of thousands of pipes; options and explanation confirmed.",
    "Which English cellist became famous for her recording of Elgar's Cello Concerto in 1965?":
      "Checked (Britannica, 'Jacqueline du Pré'): 1965 Elgar concerto with Barbirolli; MS ended her career in 1973, aged 28; options and explanation confirmed.",
    'Which British cellist played at the wedding of Prince Harry and Meghan Markle in 2018?':
      "Checked (BBC, 'Sheku Kanneh-Mason'): played at the 2018 royal wedding; BBC Young Musician 2016; options and explanation confirmed.",
    'Which Chinese pianist became a star after standing in at the Ravinia Festival in 1999?':
      "Checked (Britannica, 'Lang Lang'): Ravinia stand-in in 1999; played the 2008 Beijing opening ceremony; options and explanation confirmed.",
    'Which instrument does the Israeli-American virtuoso Itzhak Perlman play?':
      "Checked (Britannica, 'Itzhak Perlman'): violinist who plays seated after childhood polio; options and explanation confirmed.",
    "Which English composer wrote The Young Person's Guide to the Orchestra?":
      "Checked (Britannica, 'Britten'): The Young Person's Guide to the Orchestra, ending in a fugue; options and explanation confirmed.",
    'Which is the lowest-pitched woodwind instrument usually found in the orchestra?':
      "Checked (Britannica, 'contrabassoon'): lowest orchestral woodwind, over 5 m of tubing; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'The bass flute' → 'The bass saxophone'. Rechecked by len-c: the bass saxophone is not an orchestral regular and its lowest note lies above the contrabassoon's B-flat 0.",
    'What are the keyboards of a pipe organ played with the hands called?':
      "Checked (Britannica, 'organ'): the hand keyboards are manuals, the feet play the pedalboard; options and explanation confirmed.",
    'For which clarinettist did Mozart write his Clarinet Concerto?':
      "Checked (Britannica, 'Clarinet Concerto (Mozart)'): written for Anton Stadler's basset clarinet; options and explanation confirmed.",
    "Which Canadian pianist made his name with a 1955 recording of Bach's Goldberg Variations?":
      "Checked (Britannica, 'Glenn Gould'): his 1955 Goldberg Variations; known for humming; options and explanation confirmed.",
    "What is the small wooden dowel wedged upright inside a violin, near the bridge's treble foot, called?":
      "Checked (Britannica, 'violin'): the sound post, l'âme in French; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own). Reworded by the lead (issue 14, a reviewer's note): the bass bar is also a strip of wood fixed inside under the bridge (under its bass foot), so the question now describes the sound post alone: a dowel wedged upright, near the treble foot. Rechecked by len-h: confirmed: the sound post is an unglued spruce dowel held upright by pressure just behind the bridge's treble foot, so the description fits it alone; the bass bar is a strip glued lengthwise under the bass foot, the purfling the inlaid edge line and the saddle the ebony piece at the tail end, all definitely wrong.",
    'On which side of the conductor do the first violins traditionally sit?':
      "Checked (Britannica, 'orchestra'): first violins sit to the conductor's left; options and explanation confirmed.",
    'Which drum, with cymbals and triangle, did 18th-century composers borrow from Turkish Janissary bands?':
      "Checked (Grove, 'Janissary music'): bass drum, cymbals and triangle borrowed from Janissary bands, fashionable in the 1780s; options and explanation confirmed.",
    'What is the musical word for the speed at which a piece is played?':
      "Checked (Britannica, 'tempo'): speed of a piece, marked in Italian; options and explanation confirmed.",
    "Which French composer wrote an Ave Maria melody over the first prelude of Bach's Well-Tempered Clavier?":
      "Checked (Britannica, 'Gounod'): his Ave Maria (1853 Méditation, words added 1859) over Bach's C major Prelude; options and explanation confirmed.",
    'What is an extra piece played at the end of a concert because the audience asks for more called?':
      "Checked (Britannica, 'encore'): French for 'again'; options and explanation confirmed.",
    'What do opera audiences traditionally shout to praise a male singer?':
      'Checked (Oxford Companion to Music): bravo, with brava and bravi for women and groups; options and explanation confirmed.',
    'In what time signature is a waltz usually written?':
      "Checked (Britannica, 'waltz'): triple time, 3/4; options and explanation confirmed.",
    'How many players make up a quintet?':
      "Checked (Britannica, 'quintet'): five players; a wind quintet is flute, oboe, clarinet, bassoon and horn; options and explanation confirmed.",
    'What is a solo song in an opera called?':
      "Checked (Britannica, 'aria'): solo song in opera, Italian for 'air'; options and explanation confirmed.",
    'What is a mass for the dead called?':
      "Checked (Britannica, 'requiem'): Mass for the dead, from Requiem aeternam; options and explanation confirmed.",
    'What is a self-contained section of a symphony or concerto called?':
      'Checked (Oxford Companion to Music): a movement; applause usually held till the end; options and explanation confirmed.',
    'What does a cappella mean?':
      "Checked (Britannica, 'a cappella'): unaccompanied, 'in the chapel style'; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Singing softly' → 'Singing in an operatic style'. Rechecked by len-g: confirmed: a cappella means without instrumental accompaniment, in any style.",
    'What is the orchestral piece that opens an opera called?':
      "Checked (Britannica, 'overture'): orchestral opening of an opera; options and explanation confirmed.",
    'Which large work for full orchestra usually has four movements?':
      "Checked (Britannica, 'symphony'): usually four movements, developed in the 18th century; options and explanation confirmed.",
    "What kind of work is Handel's Messiah?":
      "Checked (Britannica, 'oratorio'): Messiah is an oratorio, named from Neri's Oratory in Rome; options and explanation confirmed.",
    'What is a fugue?':
      "Checked (Britannica, 'fugue'): voices enter in turn with the subject; The Art of Fugue is unfinished; options and explanation confirmed.",
    'What is a cadenza in a concerto?':
      "Checked (Britannica, 'cadenza'): solo display passage, originally improvised; options and explanation confirmed.",
    'What does the tempo marking adagio mean?':
      "Checked (Oxford Companion to Music): adagio, 'at ease', slow; options and explanation confirmed.",
    'What does pianissimo, marked pp, mean?':
      'Checked (Oxford Companion to Music): pp pianissimo, very soft; ppp softer; options and explanation confirmed.',
    'What does staccato mean?':
      "Checked (Britannica, 'staccato'): short and detached, shown by a dot; options and explanation confirmed.",
    'What is a piece written to practise a particular playing skill called?':
      "Checked (Britannica, 'étude'): a study for technique; options and explanation confirmed.",
    'What does opus mean in a title such as Opus 27?':
      'Checked (Oxford Companion to Music): opus means work; numbers list publication order; options and explanation confirmed.',
    'What is a form in which a main theme keeps coming back between contrasting sections called?':
      "Checked (Britannica, 'rondo'): recurring theme, ABACA; options and explanation confirmed.",
    'What is the text of an opera called?':
      "Checked (Britannica, 'libretto'): Italian 'little book'; options and explanation confirmed.",
    "What is a recurring musical phrase linked with a character or idea, as in Wagner's operas, called?":
      "Checked (Britannica, 'leitmotif'): Wagner's recurring motifs, 'leading motif'; options and explanation confirmed.",
    'What is the German word for an art song for voice and piano, as written by Schubert?':
      "Checked (Britannica, 'lied'): German art song, plural Lieder; options and explanation confirmed.",
    'What is music for a small group of players, with one player to a part, usually called?':
      "Checked (Britannica, 'chamber music'): one player to a part, for a room; options and explanation confirmed.",
    'What are the three main sections of sonata form?':
      "Checked (Britannica, 'sonata form'): exposition, development, recapitulation; options and explanation confirmed.",
    'Which lively movement, whose name is Italian for joke, replaced the minuet in many symphonies?':
      "Checked (Britannica, 'scherzo'): Italian 'joke', replacing the minuet, faster triple time; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'The galop' → 'The sarabande'. Rechecked by len-c: the sarabande is a slow Spanish-derived dance; scherzo means joke.",
    'What does the marking da capo, or D.C., tell a player to do?':
      "Checked (Oxford Companion to Music): da capo, from the beginning, often al fine; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the symbol over a note telling the player to hold it as long as they wish called?':
      "Checked (Oxford Companion to Music): fermata, pause; sometimes called bird's eye; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which composer coined the term symphonic poem for a one-movement orchestral work telling a story?':
      "Checked (Britannica, 'symphonic poem'): term coined by Liszt, who wrote thirteen; options and explanation confirmed.",
    'What is a Baroque concerto in which a small group of soloists plays against the full ensemble called?':
      "Checked (Britannica, 'concerto grosso'): concertino against ripieno; Corelli's Op. 6; options and explanation confirmed.",
    'What does tutti mean in an orchestral score?':
      'Checked (Oxford Companion to Music): tutti, all play; options and explanation confirmed.',
    'What is the art of combining two or more independent melodies called?':
      "Checked (Britannica, 'counterpoint'): from punctus contra punctum; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'Monophony' → 'Orchestration'. Rechecked by len-c: orchestration is scoring for instruments, not combining melodies.",
    "With which letter are Schubert's works catalogued, after the scholar Otto Erich Deutsch?":
      "Checked (Grove, 'Schubert'): Deutsch catalogue, D numbers up to D 998; options and explanation confirmed.",
    "With which letter are Mozart's works catalogued?":
      "Checked (Grove, 'Köchel'): K numbers, first catalogue 1862; options and explanation confirmed.",
    'Which male voice lies between tenor and bass?':
      "Checked (Britannica, 'baritone'): between tenor and bass; Scarpia; options and explanation confirmed.",
    'In which city is the Bolshoi Theatre?':
      "Checked (Britannica, 'Bolshoi Theatre'): Moscow; bolshoi means big; options and explanation confirmed.",
    'In which country was opera born?':
      "Checked (Britannica, 'opera'): born in Italy, Florence and Mantua courts; options and explanation confirmed.",
    'Which voice type lies between soprano and contralto?':
      "Checked (Britannica, 'mezzo-soprano'): between soprano and contralto; Carmen; options and explanation confirmed.",
    'Which Italian tenor, who lost his sight at the age of 12, sang Time to Say Goodbye with Sarah Brightman?':
      "Checked (Britannica, 'Andrea Bocelli'): blind from age 12; Time to Say Goodbye with Sarah Brightman (1996); options and explanation confirmed.",
    'Which soprano was nicknamed La Divina?':
      "Checked (Britannica, 'Maria Callas'): La Divina; Greek parents, trained at the Athens Conservatory; options and explanation confirmed.",
    'Which Mozart opera follows a nobleman and seducer who is dragged down to hell?':
      "Checked (Britannica, 'Don Giovanni'): the Commendatore's statue drags him to hell; options and explanation confirmed.",
    'Which Mozart opera continues the story of The Barber of Seville?':
      "Checked (Britannica, 'The Marriage of Figaro'): sequel to Beaumarchais's Barber of Seville; options and explanation confirmed.",
    'Which Verdi opera includes the aria La donna è mobile?':
      "Checked (Britannica, 'Rigoletto'): La donna è mobile, kept secret until the final rehearsal; options and explanation confirmed.",
    'In which Bavarian town did Wagner build a festival theatre for his own operas?':
      "Checked (Britannica, 'Bayreuth Festival'): Wagner's Festspielhaus, run by his descendants; options and explanation confirmed.",
    "What was Beethoven's only opera?":
      "Checked (Britannica, 'Fidelio'): his only opera; Leonore disguises herself as Fidelio; options and explanation confirmed.",
    'Which Offenbach operetta contains the galop now known as the can-can?':
      "Checked (Britannica, 'Orpheus in the Underworld'): its infernal galop is the can-can; options and explanation confirmed.",
    'Which Prokofiev ballet includes the Dance of the Knights?':
      "Checked (Grove, 'Prokofiev'): Dance of the Knights from Romeo and Juliet; theme of the UK Apprentice; options and explanation confirmed.",
    'In which London district is the Royal Opera House?':
      'Checked (Royal Opera House history): Covent Garden; present building 1858; options and explanation confirmed.',
    'Which Italian tenor, born in Naples in 1873, was one of the first great recording stars?':
      "Checked (Britannica, 'Caruso'): born in Naples 1873; his 1902 recordings sold hugely; options and explanation confirmed.",
    'Which Russian impresario founded the Ballets Russes?':
      "Checked (Britannica, 'Diaghilev'): founded the Ballets Russes, which never performed in Russia; options and explanation confirmed.",
    'Which Bizet opera includes the tenor and baritone duet Au fond du temple saint?':
      "Checked (Britannica, 'The Pearl Fishers'): Bizet's duet Au fond du temple saint, set in ancient Ceylon; options and explanation confirmed.",
    'Which Verdi opera includes the Chorus of the Hebrew Slaves?':
      "Checked (Britannica, 'Nabucco'): Va, pensiero; Verdi's 1842 breakthrough; options and explanation confirmed.",
    'Which Wagner opera opens with a famous unresolved chord named after it?':
      "Checked (Britannica, 'Tristan und Isolde'): the Tristan chord opens the prelude; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'Lohengrin' → 'Der fliegende Holländer'. Rechecked by len-c: Der fliegende Holländer opens with a storm overture; the chord is the Tristan chord.",
    'Which Puccini opera includes the aria O mio babbino caro?':
      "Checked (Britannica, 'Gianni Schicchi'): O mio babbino caro; the comedy of Il trittico; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'La rondine' → 'La fanciulla del West'. Rechecked by len-c: O mio babbino caro is Lauretta's aria in Gianni Schicchi, not in La fanciulla del West.",
    'Which Delibes opera includes the Flower Duet?':
      "Checked (Britannica, 'Lakmé'): the Flower Duet; set in British India; options and explanation confirmed.",
    'Which Leoncavallo opera includes Vesti la giubba, sung by a clown whose heart is breaking?':
      "Checked (Britannica, 'Pagliacci'): Vesti la giubba; paired with Cavalleria rusticana; options and explanation confirmed.",
    'Which Adolphe Adam ballet tells of a peasant girl who dies of a broken heart and returns as a spirit?':
      "Checked (Britannica, 'Giselle'): Adam's ballet; the Wilis; options and explanation confirmed.",
    "Which was Stravinsky's first ballet for the Ballets Russes, in 1910?":
      "Checked (Britannica, 'The Firebird'): 1910, Stravinsky's first for Diaghilev; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which English composer wrote the opera Peter Grimes, about a Suffolk fisherman?':
      "Checked (Britannica, 'Peter Grimes'): Britten, Sadler's Wells 1945; options and explanation confirmed.",
    'Which English composer wrote the Baroque opera Dido and Aeneas, with the lament When I Am Laid in Earth?':
      "Checked (Britannica, 'Dido and Aeneas'): Purcell; Dido's Lament; Priest's girls' school in Chelsea; options and explanation confirmed. Options reworded for length (issue 14, len-d): 'Thomas Arne' → 'Orlando Gibbons'. Rechecked by len-c: Orlando Gibbons died in 1625 and wrote no operas.",
    'Which German composer wrote the opera Hansel and Gretel in 1893?':
      "Checked (Britannica, 'Humperdinck'): Hänsel und Gretel 1893, from songs for his sister Adelheid Wette's family play; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Khachaturian ballet includes the Sabre Dance?':
      "Checked (Grove, 'Khachaturian'): Sabre Dance added to Gayane in 1942 at the last moment; options and explanation confirmed.",
    'In which city is Carnegie Hall?':
      "Checked (Britannica, 'Carnegie Hall'): New York, paid for by Andrew Carnegie, opened 1891; options and explanation confirmed.",
    "Which orchestra gives the New Year's Concert broadcast from Vienna each 1 January?":
      "Checked (Vienna Philharmonic): New Year's Concert ends with the Radetzky March and clapping; options and explanation confirmed.",
    'Which London hall hosts most of the BBC Proms concerts?':
      'Checked (Royal Albert Hall history): home of the Proms, opened by Victoria in 1871; options and explanation confirmed.',
    'Which conductor led the Berlin Philharmonic from 1955 to 1989?':
      'Checked (Berlin Philharmonic history): Karajan, principal conductor 1955–89; options and explanation confirmed.',
    'Of which orchestra was Leonard Bernstein music director from 1958 to 1969?':
      "Checked (New York Philharmonic history): Bernstein music director 1958–69; Young People's Concerts; options and explanation confirmed.",
    "Which British violinist's 1989 recording of Vivaldi's Four Seasons became one of the best-selling classical albums?":
      "Checked (Britannica, 'Nigel Kennedy'): his 1989 Four Seasons is among the best-selling classical albums; options and explanation confirmed.",
    'Which Venezuelan conductor, trained in El Sistema, became music director of the Los Angeles Philharmonic in 2009?':
      'Checked (LA Philharmonic history): Dudamel, of El Sistema, music director from 2009; options and explanation confirmed.',
    'Which Italian conductor led the NBC Symphony Orchestra, formed for him in 1937?':
      "Checked (Britannica, 'Toscanini'): NBC Symphony formed for him in 1937; conducted from memory; options and explanation confirmed.",
    'In which city is the Concertgebouw concert hall?':
      "Checked (Britannica, 'Concertgebouw'): Amsterdam; orchestra Royal since 1988; options and explanation confirmed.",
    'Which English conductor led the Berlin Philharmonic from 2002 to 2018?':
      'Checked (Berlin Philharmonic history): Simon Rattle, 2002–18, after the CBSO; options and explanation confirmed.',
    'Who in 2013 became the first woman to conduct the Last Night of the Proms?':
      'Checked (BBC Proms records): Marin Alsop, 2013, then music director in Baltimore; options and explanation confirmed.',
    "In which Vienna concert hall is the New Year's Concert held?":
      "Checked (Vienna Philharmonic): New Year's Concert in the Musikverein's Golden Hall; options and explanation confirmed.",
    'In which English county is the Glyndebourne opera festival held?':
      "Checked (Glyndebourne history): near Lewes, East Sussex; founded by John Christie in 1934; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which pianist-conductor founded the West-Eastern Divan Orchestra with Edward Said in 1999?':
      'Checked (West-Eastern Divan Orchestra): founded by Barenboim and Edward Said in 1999; options and explanation confirmed.',
    'Which Russian-born pianist returned to play in Moscow in 1986 after 61 years away?':
      "Checked (Britannica, 'Horowitz'): returned to Moscow in April 1986 after leaving in 1925; broadcast live; options and explanation confirmed.",
    'Which American pianist won the first International Tchaikovsky Competition in Moscow in 1958, at the height of the Cold War?':
      "Checked (Britannica, 'Van Cliburn'): won the first Tchaikovsky Competition in 1958; ticker-tape parade; options and explanation confirmed.",
  },
};
