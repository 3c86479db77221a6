import type { BankReview } from './review.js';

/** bank-war's check of bank-arts's music bank (ADR 0195); registered in index.ts once both are merged. */
export const musicReview: BankReview = {
  bank: 'music',
  writer: 'bank-arts',
  reviewer: 'bank-war',
  checks: {
    'Which instrument is the cellist Yo-Yo Ma famous for playing?':
      "Checked (reviewer's knowledge): Yo-Yo Ma is a cellist, born in Paris in 1955 to Chinese parents. So The cello is right and The violin, The viola and The double bass are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the name of the summer season of concerts held each year at London's Royal Albert Hall?":
      "Checked (reviewer's knowledge): The Proms (founded 1895 by Robert Newman with Henry Wood) are the Albert Hall summer season; Glyndebourne, Aldeburgh and the Three Choirs are festivals elsewhere. So The Proms is right and Glyndebourne, The Aldeburgh Festival and The Three Choirs Festival are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote the Fifth Symphony that opens with four famous notes?':
      "Checked (reviewer's knowledge): Beethoven's Fifth (premiered 1808) opens with the short-short-short-long motif. So Ludwig van Beethoven is right and Wolfgang Amadeus Mozart, Johann Sebastian Bach and Joseph Haydn are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many symphonies did Beethoven complete?':
      "Checked (reviewer's knowledge): Beethoven completed nine symphonies; the Ninth ends with the Ode to Joy. So 9 is right and 5, 7 and 12 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote the opera The Magic Flute?':
      "Checked (reviewer's knowledge): Die Zauberflöte is Mozart's, premiered in Vienna in 1791. So Wolfgang Amadeus Mozart is right and Giuseppe Verdi, Richard Wagner and Giacomo Puccini are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-f): 'Richard Wagner' → 'Christoph Willibald Gluck'. Rechecked by len-e: The Magic Flute is Mozart's; Gluck died in 1787, before it.",
    'Which Austrian composer wrote over 600 works before dying at the age of 35?':
      "Checked (reviewer's knowledge): Mozart (1756-1791) died at 35; the Köchel catalogue runs past 600. Schubert also wrote over 600 works but died at 31, so only Mozart fits. So Wolfgang Amadeus Mozart is right and Franz Schubert, Joseph Haydn and Gustav Mahler are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who composed The Four Seasons?':
      "Checked (reviewer's knowledge): Vivaldi's four violin concertos were published in 1725 in Il cimento. So Antonio Vivaldi is right and Johann Sebastian Bach, George Frideric Handel and Claudio Monteverdi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Russian composer wrote Swan Lake and The Nutcracker?':
      "Checked (reviewer's knowledge): Both ballets are Tchaikovsky's, as is The Sleeping Beauty. So Pyotr Ilyich Tchaikovsky is right and Sergei Rachmaninoff, Igor Stravinsky and Modest Mussorgsky are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-h): 'Modest Mussorgsky' → 'Modest Petrovich Mussorgsky'. Rechecked by len-g: confirmed: Mussorgsky (full name with patronymic) wrote Boris Godunov, not the two ballets, which are Tchaikovsky's.",
    'Who composed the Messiah, famous for its Hallelujah chorus?':
      "Checked (reviewer's knowledge): Handel composed Messiah in 1741. So George Frideric Handel is right and Johann Sebastian Bach, Joseph Haydn and Henry Purcell are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Italian composer wrote the operas La Traviata and Aida?':
      "Checked (reviewer's knowledge): Both operas are Verdi's (1853, 1871). So Giuseppe Verdi is right and Giacomo Puccini, Gioachino Rossini and Vincenzo Bellini are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which German composer wrote the Brandenburg Concertos?':
      "Checked (reviewer's knowledge): Bach dedicated the six concertos to the Margrave of Brandenburg in 1721. So Johann Sebastian Bach is right and George Frideric Handel, Georg Philipp Telemann and Johannes Brahms are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Polish-born composer is famous for his piano nocturnes and études?':
      "Checked (reviewer's knowledge): Chopin, born at Żelazowa Wola near Warsaw in 1810. So Frédéric Chopin is right and Franz Liszt, Robert Schumann and Sergei Rachmaninoff are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Italian tenor sang with Plácido Domingo and José Carreras as The Three Tenors?':
      "Checked (reviewer's knowledge): Pavarotti, with Domingo and Carreras; first concert at the Baths of Caracalla, Rome, 7 July 1990, the eve of the World Cup final. Bocelli was never one of the three. So Luciano Pavarotti is right and Andrea Bocelli, Enrico Caruso and Mario Lanza are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Italian city is the opera house La Scala?':
      "Checked (reviewer's knowledge): La Scala is in Milan and opened in 1778. So Milan is right and Rome, Venice and Naples are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which composer's Wedding March, from his music for A Midsummer Night's Dream, is played at many weddings?":
      "Checked (reviewer's knowledge): Mendelssohn's Wedding March is from his A Midsummer Night's Dream music; Wagner's Bridal Chorus (Lohengrin) is the other favourite. So Felix Mendelssohn is right and Richard Wagner, Robert Schumann and Johannes Brahms are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-f): 'Johannes Brahms' → 'Camille Saint-Saëns'. Rechecked by len-e: the Wedding March is Mendelssohn's; Saint-Saëns did not write it.",
    'Which composer wrote the waltz The Blue Danube?':
      "Checked (reviewer's knowledge): An der schönen blauen Donau is by Johann Strauss II, the Waltz King. So Johann Strauss II is right and Franz Lehár, Joseph Lanner and Emil Waldteufel are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-f): 'Franz Lehár' → 'Carl Michael Ziehrer'. Rechecked by len-e: The Blue Danube is Johann Strauss II's; Ziehrer did not write it.",
    'Which composer wrote the Ride of the Valkyries?':
      "Checked (reviewer's knowledge): Wagner; it opens Act 3 of Die Walküre. So Richard Wagner is right and Richard Strauss, Anton Bruckner and Gustav Mahler are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Russian composer wrote The Rite of Spring, whose 1913 Paris premiere caused an uproar?':
      "Checked (reviewer's knowledge): Stravinsky; riotous Ballets Russes premiere in Paris, 1913. So Igor Stravinsky is right and Sergei Prokofiev, Dmitri Shostakovich and Nikolai Rimsky-Korsakov are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote Peter and the Wolf, a tale for narrator and orchestra?':
      "Checked (reviewer's knowledge): Prokofiev (1936); the duck is the oboe. So Sergei Prokofiev is right and Dmitri Shostakovich, Aram Khachaturian and Alexander Borodin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which English composer wrote the Enigma Variations and the Pomp and Circumstance Marches?':
      "Checked (reviewer's knowledge): Elgar; Land of Hope and Glory is sung to Pomp and Circumstance March No. 1. So Edward Elgar is right and Ralph Vaughan Williams, Benjamin Britten and Hubert Parry are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which English composer wrote The Planets suite?':
      "Checked (reviewer's knowledge): Holst; seven movements, opening with Mars. So Gustav Holst is right and Frederick Delius, Arthur Sullivan and William Walton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Italian composer wrote the operas La Bohème, Tosca and Madama Butterfly?':
      "Checked (reviewer's knowledge): All three are Puccini's; he died in 1924. So Giacomo Puccini is right and Gaetano Donizetti, Pietro Mascagni and Ruggero Leoncavallo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which French composer wrote Boléro?':
      "Checked (reviewer's knowledge): Ravel (1928). So Maurice Ravel is right and Claude Debussy, Erik Satie and Gabriel Fauré are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which opera by Georges Bizet features the Toreador Song?':
      "Checked (reviewer's knowledge): Carmen, Bizet, first performed at the Opéra-Comique in 1875. So Carmen is right and Tosca, Norma and Lakmé are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which city was Mozart born?':
      "Checked (reviewer's knowledge): Salzburg, 1756, then a prince-archbishopric of the Holy Roman Empire. So Salzburg is right and Vienna, Linz and Innsbruck are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Norwegian composer wrote In the Hall of the Mountain King?':
      "Checked (reviewer's knowledge): Grieg, from his Peer Gynt music. So Edvard Grieg is right and Johan Svendsen, Christian Sinding and Ole Bull are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which French composer wrote Clair de lune as part of his Suite bergamasque?':
      "Checked (reviewer's knowledge): Debussy's Suite bergamasque, published 1905. So Claude Debussy is right and Camille Saint-Saëns, Jules Massenet and César Franck are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which French composer wrote The Carnival of the Animals?':
      "Checked (reviewer's knowledge): Saint-Saëns; he allowed only The Swan to be published in his lifetime. So Camille Saint-Saëns is right and Georges Bizet, Hector Berlioz and Charles Gounod are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote the 1816 opera The Barber of Seville?':
      "Checked (reviewer's knowledge): Rossini's opera of 1816; Paisiello's earlier setting was 1782. So Gioachino Rossini is right and Gaetano Donizetti, Vincenzo Bellini and Domenico Cimarosa are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote the Symphonie fantastique?':
      "Checked (reviewer's knowledge): Berlioz, premiered in Paris in 1830. So Hector Berlioz is right and Jules Massenet, César Franck and Paul Dukas are wrong; no other question in the bank gives it away; explanation confirmed.",
    "How many operas make up Wagner's Ring cycle?":
      "Checked (reviewer's knowledge): Das Rheingold, Die Walküre, Siegfried, Götterdämmerung: four operas. So 4 is right and 3, 5 and 6 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Czech composer wrote the New World Symphony?':
      "Checked (reviewer's knowledge): Dvořák's Ninth, premiered at Carnegie Hall, New York, December 1893. So Antonín Dvořák is right and Bedřich Smetana, Leoš Janáček and Bohuslav Martinů are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Finnish composer wrote Finlandia?':
      "Checked (reviewer's knowledge): Sibelius, 1899 (revised 1900), written for the Press Celebrations protesting Russian censorship. So Jean Sibelius is right and Carl Nielsen, Einojuhani Rautavaara and Franz Berwald are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Austrian composer left his Symphony No. 8, the Unfinished, with only two movements?':
      "Checked (reviewer's knowledge): Schubert's Symphony No. 8 (1822) has two movements; he died in 1828. So Franz Schubert is right and Anton Bruckner, Gustav Mahler and Joseph Haydn are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer, often called the father of the symphony, wrote the Surprise Symphony?':
      "Checked (reviewer's knowledge): Haydn's Symphony No. 94; the sudden fortissimo chord in the Andante. So Joseph Haydn is right and Antonio Salieri, Christoph Willibald Gluck and Carl Philipp Emanuel Bach are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote the Piano Concerto No. 2 heard throughout the 1945 film Brief Encounter?':
      "Checked (reviewer's knowledge): Rachmaninoff's Piano Concerto No. 2 (1900-01) runs through Brief Encounter (1945). So Sergei Rachmaninoff is right and Alexander Scriabin, Nikolai Medtner and Anton Rubinstein are wrong; no other question in the bank gives it away; explanation confirmed.",
    'From which opera does the aria Nessun dorma come?':
      "Checked (reviewer's knowledge): From Turandot; Puccini died before finishing it and Franco Alfano completed it. So Turandot is right and Tosca, La Bohème and Madama Butterfly are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British singer-songwriter released the albums + (Plus) and ÷ (Divide)?':
      "Checked (reviewer's knowledge): Ed Sheeran's albums; Shape of You is on ÷. So Ed Sheeran is right and Sam Smith, James Blunt and Lewis Capaldi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer and pianist is known as the Piano Man?':
      "Checked (reviewer's knowledge): Billy Joel; Piano Man (1973) was his first hit. So Billy Joel is right and Elton John, Barry Manilow and Neil Diamond are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which music streaming service was founded in Sweden in 2006?':
      "Checked (reviewer's knowledge): Spotify, founded in Stockholm in 2006 by Daniel Ek and Martin Lorentzon. So Spotify is right and Deezer, Tidal and Pandora are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer had a 2023 hit with Flowers?':
      "Checked (reviewer's knowledge): Miley Cyrus; it set Spotify's one-week streaming record in January 2023. So Miley Cyrus is right and Dua Lipa, Olivia Rodrigo and Selena Gomez are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which instrument did the jazz star Louis Armstrong play?':
      "Checked (reviewer's knowledge): Armstrong played trumpet (cornet early on); none of the wrong options fits. So The trumpet is right and The saxophone, The trombone and The clarinet are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Liverpool band included John Lennon and Paul McCartney?':
      "Checked (reviewer's knowledge): The Beatles (formed in Liverpool in 1960) is right and the Rolling Stones, the Who and Queen are wrong; explanation confirmed. Doubt, not rejected: 'Which Beatle wrote Something and Here Comes the Sun?' lists John Lennon and Paul McCartney among its options, which hints at this answer; it is common knowledge at easy level.",
    'Who is known as the King of Pop?':
      "Checked (reviewer's knowledge): Michael Jackson. So Michael Jackson is right and Elvis Presley, Prince and Madonna are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who is known as the King of Rock and Roll?':
      "Checked (reviewer's knowledge): Elvis Presley; Heartbreak Hotel (1956) was his first national hit. So Elvis Presley is right and Chuck Berry, Little Richard and Michael Jackson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which band released The Dark Side of the Moon in 1973?':
      "Checked (reviewer's knowledge): Pink Floyd, 1973; it spent more than 900 weeks on the Billboard 200. So Pink Floyd is right and Led Zeppelin, The Rolling Stones and Genesis are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which band recorded Bohemian Rhapsody?':
      "Checked (reviewer's knowledge): Queen, written by Freddie Mercury, released 1975. So Queen is right and The Beatles, ABBA and Led Zeppelin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Swedish group won the 1974 Eurovision Song Contest with Waterloo?':
      "Checked (reviewer's knowledge): ABBA won in Brighton with Waterloo. So ABBA is right and Roxette, Ace of Base and Europe are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer is known as the Queen of Soul?':
      "Checked (reviewer's knowledge): Aretha Franklin. So Aretha Franklin is right and Whitney Houston, Diana Ross and Tina Turner are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musician is nicknamed The Boss?':
      "Checked (reviewer's knowledge): Bruce Springsteen. So Bruce Springsteen is right and Bob Seger, Jon Bon Jovi and John Mellencamp are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-h): 'Bob Seger' → 'Stevie Ray Vaughan'. Rechecked by len-g: confirmed: Stevie Ray Vaughan was a Texas blues guitarist; The Boss is Springsteen.",
    'Which instrument did Jimi Hendrix famously play?':
      "Checked (reviewer's knowledge): Guitar. So The guitar is right and The drums, The saxophone and The piano are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American singer-songwriter won the Nobel Prize in Literature in 2016?':
      "Checked (reviewer's knowledge): Bob Dylan; the citation paraphrase is accurate. No overlap with the literature bank's Nobel questions. So Bob Dylan is right and Leonard Cohen, Paul Simon and Bruce Springsteen are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer released the album 1989 and went on the Eras Tour?':
      "Checked (reviewer's knowledge): Taylor Swift; 1989 (2014), Eras Tour March 2023 - December 2024. So Taylor Swift is right and Adele, Beyoncé and Katy Perry are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-h): 'Adele' → 'Olivia Rodrigo'. Rechecked by len-g: confirmed: Olivia Rodrigo's albums are Sour and Guts; 1989 and the Eras Tour are Taylor Swift's.",
    'Which singer had hits with Like a Prayer and Vogue?':
      "Checked (reviewer's knowledge): Madonna (1989, 1990). So Madonna is right and Cher, Sade and Cyndi Lauper are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which band did Mick Jagger and Keith Richards co-found?':
      "Checked (reviewer's knowledge): The Rolling Stones, formed in London in 1962. So The Rolling Stones is right and The Kinks, The Animals and The Spencer Davis Group are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer released the album 21, featuring Rolling in the Deep?':
      "Checked (reviewer's knowledge): Adele; IFPI's best-selling album worldwide in 2011 and 2012. So Adele is right and Duffy, Lorde and Birdy are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which British band had hits with Wonderwall and Don't Look Back in Anger?":
      "Checked (reviewer's knowledge): Oasis, the Gallagher brothers. So Oasis is right and Blur, Pulp and Suede are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which boy band, formed on The X Factor in 2010, included Harry Styles?':
      "Checked (reviewer's knowledge): One Direction finished third in 2010. So One Direction is right and Take That, Westlife and The Wanted are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-h): 'Take That' → 'Backstreet Boys'. Rechecked by len-g: confirmed: the Backstreet Boys formed in Orlando in 1993, not on The X Factor.",
    'Which Seattle band, fronted by Kurt Cobain, released Nevermind in 1991?':
      "Checked (reviewer's knowledge): Nirvana, Nevermind (1991), lead single Smells Like Teen Spirit. So Nirvana is right and Pearl Jam, Soundgarden and Alice in Chains are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Irish band is fronted by Bono?':
      "Checked (reviewer's knowledge): U2, formed in Dublin in 1976. So U2 is right and The Cranberries, Thin Lizzy and The Pogues are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which band recorded Stairway to Heaven?':
      "Checked (reviewer's knowledge): Led Zeppelin, untitled fourth album, 1971. So Led Zeppelin is right and Deep Purple, Black Sabbath and Uriah Heep are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who was the lead singer of the Doors?':
      "Checked (reviewer's knowledge): Jim Morrison, died in Paris in July 1971 aged 27. So Jim Morrison is right and Robert Plant, Roger Daltrey and Iggy Pop are wrong; no other question in the bank gives it away; explanation confirmed.",
    "In which year did the Beatles release Sgt. Pepper's Lonely Hearts Club Band?":
      "Checked (reviewer's knowledge): 1967 is right (released 26 May 1967 in the UK, 1-2 June in the US) and 1965, 1969 and 1963 are wrong. The explanation's 'summer of 1967' is loose (late spring) but not wrong enough to reject.",
    'Which festival was held on a dairy farm in Bethel, New York, in August 1969?':
      "Checked (reviewer's knowledge): Woodstock, Max Yasgur's farm, August 1969; Hendrix played on the Monday morning. So Woodstock is right and Monterey Pop, Altamont and Isle of Wight are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who replaced Pete Best as the Beatles drummer in 1962?':
      "Checked (reviewer's knowledge): Ringo Starr, August 1962, from Rory Storm and the Hurricanes. So Ringo Starr is right and Charlie Watts, Keith Moon and Stuart Sutcliffe are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What was the name of David Bowie's alien rock-star alter ego of 1972?":
      "Checked (reviewer's knowledge): Ziggy Stardust; retired at Hammersmith Odeon on 3 July 1973. So Ziggy Stardust is right and Major Tom, Aladdin Sane and The Thin White Duke are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Fleetwood Mac album of 1977 includes Go Your Own Way and Dreams?':
      "Checked (reviewer's knowledge): Rumours (1977). So Rumours is right and Tusk, Mirage and Tango in the Night are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer released Purple Rain in 1984?':
      "Checked (reviewer's knowledge): Prince; also the film. So Prince is right and Seal, Sting and Moby are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which band recorded the song Hotel California?':
      "Checked (reviewer's knowledge): Eagles, 1976 title track. So Eagles is right and Boston, Chicago and Journey are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Beatle wrote Something and Here Comes the Sun?':
      "Checked (reviewer's knowledge): George Harrison; both on Abbey Road (1969). So George Harrison is right and John Lennon, Paul McCartney and Ringo Starr are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who was the original lead singer of Genesis, before Phil Collins took over?':
      "Checked (reviewer's knowledge): Peter Gabriel, left in 1975. So Peter Gabriel is right and Steve Hackett, Mike Rutherford and Tony Banks are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which artist designed the banana cover of The Velvet Underground & Nico?':
      "Checked (reviewer's knowledge): Andy Warhol designed it and managed/produced the band. So Andy Warhol is right and Roy Lichtenstein, Peter Blake and Keith Haring are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What was the title of the only studio album the Sex Pistols released, in 1977?':
      "Checked (reviewer's knowledge): Never Mind the Bollocks, Here's the Sex Pistols (1977); London Calling is the Clash's. So Never Mind the Bollocks is right and London Calling, Pink Flag and Rattus Norvegicus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which guitarist played in both the Yardbirds and Cream?':
      "Checked (reviewer's knowledge): Eric Clapton; Page and Beck were Yardbirds but never in Cream. So Eric Clapton is right and Jimmy Page, Jeff Beck and Peter Green are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who produced nearly all of the Beatles' records?":
      "Checked (reviewer's knowledge): George Martin (Spector finished Let It Be). So George Martin is right and Phil Spector, Brian Epstein and Joe Meek are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which rock guitarist earned a PhD in astrophysics in 2007?':
      "Checked (reviewer's knowledge): Brian May, Imperial College, 2007. So Brian May is right and Mick Ronson, Ritchie Blackmore and Tony Iommi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which year did Buddy Holly, Ritchie Valens and the Big Bopper die in a plane crash?':
      "Checked (reviewer's knowledge): 3 February 1959. So 1959 is right and 1957, 1961 and 1963 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Beach Boys album of 1966 includes God Only Knows?':
      "Checked (reviewer's knowledge): Pet Sounds (1966). So Pet Sounds is right and Smiley Smile, Wild Honey and Sunflower are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many strings does a standard guitar have?':
      "Checked (reviewer's knowledge): Six strings, E A D G B E. So 6 is right and 4, 5 and 7 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many keys does a standard modern piano have?':
      "Checked (reviewer's knowledge): 88 keys: 52 white, 36 black. So 88 is right and 76, 92 and 100 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many lines does a musical staff have?':
      "Checked (reviewer's knowledge): Five lines. So 5 is right and 4, 6 and 7 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What does forte mean in music?':
      "Checked (reviewer's knowledge): Loud (f). So Loud is right and Soft, Fast and Slow are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does piano mean as a musical direction?':
      "Checked (reviewer's knowledge): Soft (p). So Soft is right and Loud, Slow and Smooth are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which instrument family does the trumpet belong to?':
      "Checked (reviewer's knowledge): Brass. So Brass is right and Woodwind, Strings and Percussion are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which instrument is a woodwind instrument even though it is usually made of brass?':
      "Checked (reviewer's knowledge): The saxophone is a single-reed woodwind. So The saxophone is right and The trumpet, The trombone and The tuba are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-f): 'The tuba' → 'The flugelhorn'. Rechecked by len-e: the saxophone is brass but a woodwind; the flugelhorn is a brass instrument.",
    'How many musicians play in a quartet?':
      "Checked (reviewer's knowledge): Four. So 4 is right and 3, 5 and 8 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which note lasts four beats in 4/4 time?':
      "Checked (reviewer's knowledge): Whole note (semibreve). So A whole note is right and A half note, A quarter note and An eighth note are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musical term means gradually getting louder?':
      "Checked (reviewer's knowledge): Crescendo; diminuendo is the opposite. So Crescendo is right and Diminuendo, Staccato and Legato are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many performers play a duet?':
      "Checked (reviewer's knowledge): Two. So 2 is right and 3, 4 and 1 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Italian musical term asks players to slow down gradually?':
      "Checked (reviewer's knowledge): Ritardando (rallentando, the other right answer, is not offered). So Ritardando is right and Accelerando, Staccato and Fortissimo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which part sings the highest notes in a standard four-part choir?':
      "Checked (reviewer's knowledge): Soprano. So Soprano is right and Alto, Tenor and Bass are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What does a conductor usually hold to lead an orchestra?':
      "Checked (reviewer's knowledge): A baton; Boulez conducted without one. So A baton is right and A bow, A plectrum and A mallet are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many strings does a violin have?':
      "Checked (reviewer's knowledge): Four, G D A E. So 4 is right and 3, 5 and 6 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the small flat piece used to pluck guitar strings called?':
      "Checked (reviewer's knowledge): A plectrum (pick); bridge, fret and nut are parts of the guitar. So A plectrum is right and A bridge, A fret and A nut are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What device clicks at a steady, set speed to help musicians keep time?':
      "Checked (reviewer's knowledge): Metronome; Maelzel's patent of 1815. So A metronome is right and A tuning fork, A pitch pipe and A capo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which orchestral instrument usually has 47 strings and seven pedals?':
      "Checked (reviewer's knowledge): The concert (pedal) harp. So The harp is right and The cello, The double bass and The piano are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many different notes does a major scale have, not counting the repeated top note?':
      "Checked (reviewer's knowledge): Seven different notes. So 7 is right and 5, 8 and 12 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is a piece for a solo instrument with orchestra usually called?':
      "Checked (reviewer's knowledge): A concerto. So A concerto is right and A symphony, A sonata and An overture are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which of these is a woodwind instrument?':
      "Checked (reviewer's knowledge): The oboe; cornet, tuba and euphonium are brass. So The oboe is right and The cornet, The tuba and The euphonium are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which is the largest and lowest-pitched bowed string instrument in the orchestra?':
      "Checked (reviewer's knowledge): The double bass. So The double bass is right and The cello, The viola and The violin are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the clamp fixed across a guitar's neck to raise the pitch of every string called?":
      "Checked (reviewer's knowledge): A capo is right and a whammy bar, a slide and a tremolo are wrong; explanation confirmed. Two wrong options (whammy bar, tremolo) are near-synonyms of each other, which is weak but leaves exactly one right answer.",
    'What does the tempo marking allegro mean?':
      "Checked (reviewer's knowledge): Fast and lively. So Fast and lively is right and Slow and stately, Very slow and At walking pace are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many semitones are there in an octave?':
      "Checked (reviewer's knowledge): Twelve. So 12 is right and 8, 10 and 7 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which clef, also called the G clef, is used for higher notes?':
      "Checked (reviewer's knowledge): The treble clef. So The treble clef is right and The bass clef, The alto clef and The tenor clef are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which major key has no sharps or flats?':
      "Checked (reviewer's knowledge): C major. So C major is right and G major, F major and D major are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which brass instrument uses a slide instead of valves to change pitch?':
      "Checked (reviewer's knowledge): The trombone. So The trombone is right and The trumpet, The tuba and The French horn are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In British notation, what is a quarter note called?':
      "Checked (reviewer's knowledge): A crotchet. So A crotchet is right and A quaver, A minim and A breve are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many sharps are in the key signature of D major?':
      "Checked (reviewer's knowledge): Two sharps, F and C. So 2 is right and 1, 3 and 4 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the interval of seven semitones, such as C up to G, called?':
      "Checked (reviewer's knowledge): A perfect fifth. So A perfect fifth is right and A perfect fourth, A major third and A major sixth are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which tempo marking means very slow and broad?':
      "Checked (reviewer's knowledge): Largo. So Largo is right and Presto, Vivace and Andantino are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who built the first piano, in Florence around 1700?':
      "Checked (reviewer's knowledge): Bartolomeo Cristofori, c. 1700, for Ferdinando de' Medici. So Bartolomeo Cristofori is right and Antonio Stradivari, Johann Andreas Stein and Sébastien Érard are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Italian city did Antonio Stradivari make his violins?':
      "Checked (reviewer's knowledge): Cremona, also home of the Amati and Guarneri. So Cremona is right and Venice, Milan and Florence are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which keyboard instrument plucks its strings rather than striking them?':
      "Checked (reviewer's knowledge): The harpsichord; the clavichord strikes with brass tangents. So The harpsichord is right and The piano, The clavichord and The celesta are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who played Sandy in the 1978 film Grease?':
      "Checked (reviewer's knowledge): Olivia Newton-John (born in Cambridge, raised in Melbourne). So Olivia Newton-John is right and Barbra Streisand, Bette Midler and Liza Minnelli are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musical includes the song Memory and is based on poems by T. S. Eliot?':
      "Checked (reviewer's knowledge): Cats (1981), from Eliot's Old Possum's Book of Practical Cats. So Cats is right and Evita, Chess and Annie are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which composer wrote the musicals Joseph and the Amazing Technicolor Dreamcoat and Sunset Boulevard?':
      "Checked (reviewer's knowledge): Andrew Lloyd Webber, lyrics by Tim Rice. So Andrew Lloyd Webber is right and Stephen Sondheim, Claude-Michel Schönberg and Stephen Schwartz are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musical is about the von Trapp family?':
      "Checked (reviewer's knowledge): The Sound of Music; Julie Andrews in the 1965 film. So The Sound of Music is right and The King and I, Oklahoma! and My Fair Lady are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-h): 'Oklahoma!' → 'Fiddler on the Roof'. Rechecked by len-g: confirmed: Fiddler on the Roof is about Tevye in Anatevka; the von Trapps are in The Sound of Music.",
    'Which musical, built on ABBA songs, is set on a Greek island?':
      "Checked (reviewer's knowledge): Mamma Mia!, London 1999. So Mamma Mia! is right and Jersey Boys, We Will Rock You and Rock of Ages are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musical moves Romeo and Juliet to the gangs of New York, the Jets and the Sharks?':
      "Checked (reviewer's knowledge): West Side Story, Broadway 1957. So West Side Story is right and Guys and Dolls, Grease and A Chorus Line are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which 2016 musical film starred Ryan Gosling and Emma Stone?':
      "Checked (reviewer's knowledge): La La Land (2016), music by Justin Hurwitz. So La La Land is right and The Greatest Showman, Sing Street and Begin Again are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote and starred in the hip-hop musical Hamilton?':
      "Checked (reviewer's knowledge): Lin-Manuel Miranda; Leslie Odom Jr. was Burr. So Lin-Manuel Miranda is right and Leslie Odom Jr., Jonathan Larson and Stephen Schwartz are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which musical includes the songs I Dreamed a Dream and One Day More?':
      "Checked (reviewer's knowledge): Les Misérables, London 1985. So Les Misérables is right and Miss Saigon, Martin Guerre and Blood Brothers are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which musical, based on Gregory Maguire's novel, tells the story of the witches of Oz?":
      "Checked (reviewer's knowledge): Wicked; Schwartz also wrote Pippin and Godspell. So Wicked is right and The Wiz, Pippin and Godspell are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who composed the music for West Side Story?':
      "Checked (reviewer's knowledge): Leonard Bernstein; lyrics by Sondheim. So Leonard Bernstein is right and Stephen Sondheim, Richard Rodgers and Cole Porter are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which partnership wrote Oklahoma!, Carousel and The King and I?':
      "Checked (reviewer's knowledge): Rodgers and Hammerstein; Oklahoma! 1943. So Rodgers and Hammerstein is right and Lerner and Loewe, Kander and Ebb and Gilbert and Sullivan are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who composed the scores of Inception, Interstellar and Dune (2021)?':
      "Checked (reviewer's knowledge): Hans Zimmer; he won the Oscar for Dune (2022 ceremony). So Hans Zimmer is right and James Horner, Thomas Newman and Alexandre Desplat are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Italian composer scored Sergio Leone's The Good, the Bad and the Ugly?":
      "Checked (reviewer's knowledge): Ennio Morricone scored all five Leone westerns. So Ennio Morricone is right and Nino Rota, Riz Ortolani and Luis Bacalov are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which 1977 film's Bee Gees soundtrack included Stayin' Alive?":
      "Checked (reviewer's knowledge): Saturday Night Fever (1977); 24 weeks at No. 1 on the Billboard 200. So Saturday Night Fever is right and Grease, Fame and Flashdance are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which composer wrote Rhapsody in Blue and An American in Paris?':
      "Checked (reviewer's knowledge): George Gershwin; Aeolian Hall, New York, 1924. So George Gershwin is right and Aaron Copland, Irving Berlin and Cole Porter are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-f): 'Cole Porter' → 'Leonard Bernstein'. Rechecked by len-e: Rhapsody in Blue and An American in Paris are Gershwin's; Bernstein did not write them.",
    'Which Stephen Sondheim musical follows a barber who takes revenge in Victorian London?':
      "Checked (reviewer's knowledge): Sweeney Todd, Broadway 1979. So Sweeney Todd is right and Into the Woods, Company and Follies are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musical is the longest-running show in Broadway history, as of 2024?':
      "Checked (reviewer's knowledge): The Phantom of the Opera closed 16 April 2023 after 13,981 performances; still the record as of 2024 (pinned). So The Phantom of the Opera is right and Chicago, The Lion King and Fiddler on the Roof are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who composed the music for the Lord of the Rings film trilogy?':
      "Checked (reviewer's knowledge): Howard Shore, three Oscars (two scores, one song). So Howard Shore is right and James Horner, Alan Silvestri and Danny Elfman are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who composed the music for The Godfather?':
      "Checked (reviewer's knowledge): Nino Rota, Fellini's regular composer. So Nino Rota is right and Ennio Morricone, Henry Mancini and Jerry Goldsmith are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which film won the Oscar for Best Original Score for Vangelis, at the 1982 ceremony?':
      "Checked (reviewer's knowledge): Chariots of Fire (54th Academy Awards, March 1982). So Chariots of Fire is right and Blade Runner, Raiders of the Lost Ark and On Golden Pond are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which musical by Jonathan Larson, a retelling of La Bohème, reached Broadway in 1996?':
      "Checked (reviewer's knowledge): Rent; Larson died on 25 January 1996, the night before its first off-Broadway preview. So Rent is right and Hair, Tommy and Cabaret are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Kander and Ebb musical is set in a Berlin nightclub as the Nazis rise to power?':
      "Checked (reviewer's knowledge): Cabaret (Kander and Ebb), the Kit Kat Klub. So Cabaret is right and Chicago, Zorba and Follies are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who composed the scores of Psycho and Vertigo for Alfred Hitchcock?':
      "Checked (reviewer's knowledge): Bernard Herrmann, who also scored Citizen Kane and Taxi Driver. So Bernard Herrmann is right and Dimitri Tiomkin, Franz Waxman and Miklós Rózsa are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which 1927 musical by Jerome Kern and Oscar Hammerstein II includes Ol' Man River?":
      "Checked (reviewer's knowledge): Show Boat (1927), from Edna Ferber's novel. So Show Boat is right and Porgy and Bess, Anything Goes and Babes in Arms are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which rapper was born Marshall Mathers?':
      "Checked (reviewer's knowledge): Eminem (Slim Shady). So Eminem is right and Jay-Z, Dr. Dre and Ludacris are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which member of Destiny's Child went solo with Crazy in Love in 2003?":
      "Checked (reviewer's knowledge): Beyoncé, featuring Jay-Z. So Beyoncé is right and Kelly Rowland, Michelle Williams and LeToya Luckett are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Canadian artist released Hotline Bling and God's Plan?":
      "Checked (reviewer's knowledge): Drake, from Toronto. So Drake is right and Justin Bieber, Shawn Mendes and Michael Bublé are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Barbadian singer had a hit with Umbrella in 2007?':
      "Checked (reviewer's knowledge): Rihanna; ten weeks at No. 1 in the UK. So Rihanna is right and Ciara, Kesha and Brandy are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which French duo, known for their robot helmets, released Get Lucky in 2013?':
      "Checked (reviewer's knowledge): Daft Punk; Get Lucky with Pharrell Williams and Nile Rodgers. So Daft Punk is right and Justice, Air and Cassius are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer was known as the Godfather of Soul?':
      "Checked (reviewer's knowledge): James Brown. So James Brown is right and Ray Charles, Otis Redding and Marvin Gaye are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Detroit record label, founded by Berry Gordy in 1959, launched the Supremes and the Jackson 5?':
      "Checked (reviewer's knowledge): Motown (Motor Town), Detroit. So Motown is right and Stax, Atlantic and Chess are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which rapper, shot dead in Las Vegas in 1996, recorded California Love with Dr. Dre?':
      "Checked (reviewer's knowledge): Tupac Shakur, aged 25; California Love with Dr. Dre. So Tupac Shakur is right and The Notorious B.I.G., Snoop Dogg and Ice Cube are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which rapper won the 2018 Pulitzer Prize for Music for the album DAMN.?':
      "Checked (reviewer's knowledge): Kendrick Lamar for DAMN., the first outside classical and jazz. So Kendrick Lamar is right and J. Cole, Chance the Rapper and Childish Gambino are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which group released the 1988 album Straight Outta Compton?':
      "Checked (reviewer's knowledge): N.W.A, 1988. So N.W.A is right and Public Enemy, Run-DMC and Wu-Tang Clan are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Scottish DJ and producer had hits with Summer and One Kiss?':
      "Checked (reviewer's knowledge): Calvin Harris; One Kiss (with Dua Lipa) was the UK's best-selling single of 2018. So Calvin Harris is right and David Guetta, Mark Ronson and Paul Oakenfold are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who produced Michael Jackson's albums Off the Wall, Thriller and Bad?":
      "Checked (reviewer's knowledge): Quincy Jones. So Quincy Jones is right and Nile Rodgers, Babyface and Teddy Riley are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Motown star released the album What's Going On in 1971?":
      "Checked (reviewer's knowledge): Marvin Gaye, self-produced. So Marvin Gaye is right and Stevie Wonder, Smokey Robinson and Lionel Richie are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer, signed to Motown at the age of 11, recorded Superstition?':
      "Checked (reviewer's knowledge): Stevie Wonder; Superstition was a US No. 1 in January 1973. So Stevie Wonder is right and Marvin Gaye, Smokey Robinson and Lionel Richie are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who released the 2019 single Blinding Lights?':
      "Checked (reviewer's knowledge): The Weeknd; 90 weeks on the Hot 100. So The Weeknd is right and Drake, Bruno Mars and Post Malone are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which rapper released the album The Blueprint in 2001?':
      "Checked (reviewer's knowledge): Jay-Z; Kanye West produced several tracks. So Jay-Z is right and Nas, DMX and Busta Rhymes are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which DJ is credited with starting hip-hop at a party in the Bronx in August 1973?':
      "Checked (reviewer's knowledge): DJ Kool Herc, 1520 Sedgwick Avenue, 11 August 1973. So DJ Kool Herc is right and Grandmaster Flash, Afrika Bambaataa and DJ Jazzy Jeff are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Swedish DJ released Levels in 2011 and died in 2018?':
      "Checked (reviewer's knowledge): Avicii (Tim Bergling), died 2018. So Avicii is right and Alesso, Axwell and Eric Prydz are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which German band made electronic pop with the album Autobahn in 1974?':
      "Checked (reviewer's knowledge): Kraftwerk, formed in Düsseldorf in 1970. So Kraftwerk is right and Tangerine Dream, Can and Neu! are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which dance music genre took its name from a Chicago club where Frankie Knuckles played?':
      "Checked (reviewer's knowledge): House, from the Warehouse in Chicago. So House is right and Techno, Trance and Jungle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city is regarded as the birthplace of techno?':
      "Checked (reviewer's knowledge): Detroit (the Belleville Three). So Detroit is right and Chicago, Berlin and Manchester are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which album by the Notorious B.I.G., released in 1994, includes Juicy?':
      "Checked (reviewer's knowledge): Ready to Die (1994); Illmatic was also 1994. So Ready to Die is right and Life After Death, Illmatic and The Chronic are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which singer won Album of the Year at the 1999 Grammys with the first hip-hop album to win it?':
      "Checked (reviewer's knowledge): Lauryn Hill, The Miseducation of Lauryn Hill. So Lauryn Hill is right and Erykah Badu, Missy Elliott and Mary J. Blige are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which 1979 single by the Sugarhill Gang was the first hip-hop record to reach the US Top 40?':
      "Checked (reviewer's knowledge): Rapper's Delight (1979), first hip-hop single in the US Top 40. So Rapper's Delight is right and The Message, Planet Rock and Walk This Way are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which country did samba develop?':
      "Checked (reviewer's knowledge): Brazil. So Brazil is right and Argentina, Cuba and Colombia are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which country's traditional music features the Great Highland bagpipe?":
      "Checked (reviewer's knowledge): Scotland; Ireland's are uilleann pipes. So Scotland is right and Ireland, Wales and Norway are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Jamaican singer recorded No Woman, No Cry with the Wailers?':
      "Checked (reviewer's knowledge): Bob Marley. So Bob Marley is right and Peter Tosh, Jimmy Cliff and Toots Hibbert are wrong; no other question in the bank gives it away; explanation confirmed.",
    'From which country does flamenco come?':
      "Checked (reviewer's knowledge): Spain (Andalusia). So Spain is right and Portugal, Italy and Greece are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which South Korean group had a hit with Dynamite in 2020?':
      "Checked (reviewer's knowledge): BTS; their first all-English song. So BTS is right and Blackpink, EXO and Big Bang are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Colombian singer had hits with Hips Don't Lie and Waka Waka?":
      "Checked (reviewer's knowledge): Shakira; Waka Waka was the 2010 World Cup song. So Shakira is right and Thalía, Selena and Anitta are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which 2017 song by Luis Fonsi and Daddy Yankee became a worldwide hit?':
      "Checked (reviewer's knowledge): Despacito (2017), Bieber remix. So Despacito is right and Bailando, Gasolina and Mi Gente are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the name of the long wooden wind instrument of Aboriginal Australians?':
      "Checked (reviewer's knowledge): The didgeridoo, hollowed by termites. So The didgeridoo is right and The shakuhachi, The duduk and The alphorn are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which music genre, born in Jamaica in the late 1960s, is closely linked with the Rastafari movement?':
      "Checked (reviewer's knowledge): Reggae, from ska and rocksteady. So Reggae is right and Calypso, Zouk and Soca are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which South Korean singer's Gangnam Style was the first YouTube video to pass a billion views?":
      "Checked (reviewer's knowledge): Psy; first video to a billion views, 21 December 2012. So Psy is right and Rain, G-Dragon and Taeyang are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which dance and music, born in Buenos Aires and Montevideo, is played on the bandoneon?':
      "Checked (reviewer's knowledge): Tango, Piazzolla's nuevo tango. So Tango is right and Samba, Salsa and Merengue are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Brazilian style, blending samba and jazz, gave the world The Girl from Ipanema?':
      "Checked (reviewer's knowledge): Bossa nova; Jobim wrote it. So Bossa nova is right and Tropicália, Forró and Choro are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which mournful Portuguese song style is most closely linked with Lisbon?':
      "Checked (reviewer's knowledge): Fado; Amália Rodrigues. So Fado is right and Morna, Flamenco and Rebetiko are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Indian stringed instrument did Ravi Shankar play?':
      "Checked (reviewer's knowledge): The sitar. So The sitar is right and The sarod, The veena and The sarangi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which percussion instrument, made from oil drums, was developed in Trinidad and Tobago?':
      "Checked (reviewer's knowledge): The steelpan of Trinidad and Tobago. So The steelpan is right and The marimba, The djembe and The kalimba are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which goblet-shaped West African drum is played with the bare hands?':
      "Checked (reviewer's knowledge): The djembe. So The djembe is right and The tabla, The bodhrán and The cajón are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which South African singer, nicknamed Mama Africa, had a hit with Pata Pata?':
      "Checked (reviewer's knowledge): Miriam Makeba, exiled 1960-1990. So Miriam Makeba is right and Brenda Fassie, Angélique Kidjo and Yvonne Chaka Chaka are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the Mexican bands with violins, trumpets and guitars, often in charro suits, called?':
      "Checked (reviewer's knowledge): Mariachi, UNESCO list 2011. So Mariachi is right and Norteño, Tejano and Banda are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Greek stringed instrument is heard in the theme of the film Zorba the Greek?':
      "Checked (reviewer's knowledge): The bouzouki; Theodorakis's score. So The bouzouki is right and The balalaika, The oud and The mandolin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Russian stringed instrument has a triangular body and usually three strings?':
      "Checked (reviewer's knowledge): The balalaika. So The balalaika is right and The domra, The gusli and The bandura are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Nigerian musician pioneered Afrobeat in the 1970s?':
      "Checked (reviewer's knowledge): Fela Kuti, with Africa 70. So Fela Kuti is right and King Sunny Adé, Ebenezer Obey and Burna Boy are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Senegalese singer recorded 7 Seconds with Neneh Cherry?':
      "Checked (reviewer's knowledge): Youssou N'Dour, 1994. So Youssou N'Dour is right and Baaba Maal, Salif Keita and Ali Farka Touré are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which group of veteran Cuban musicians, recorded by Ry Cooder in 1996, revived interest in son cubano?':
      "Checked (reviewer's knowledge): Buena Vista Social Club. So Buena Vista Social Club is right and Orquesta Aragón, La Sonora Matancera and Los Van Van are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Japanese bamboo flute was played by wandering Zen monks?':
      "Checked (reviewer's knowledge): The shakuhachi of the komusō. So The shakuhachi is right and The shinobue, The ryūteki and The nohkan are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Irish frame drum is played with a small wooden stick called a tipper?':
      "Checked (reviewer's knowledge): The bodhrán; the tipper is also a cipín. So The bodhrán is right and The lambeg, The tabor and The cajón are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Indonesian ensemble of gongs and metallophones comes from Java and Bali?':
      "Checked (reviewer's knowledge): Gamelan; Debussy heard one at the 1889 Exposition. So Gamelan is right and Kulintang, Piphat and Angklung are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Algerian popular music style did the singer Khaled make famous?':
      "Checked (reviewer's knowledge): Raï. So Raï is right and Chaabi, Gnawa and Mbalax are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Cape Verdean singer was known as the Barefoot Diva?':
      "Checked (reviewer's knowledge): Cesária Évora, morna singer. So Cesária Évora is right and Mariza, Angélique Kidjo and Oumou Sangaré are wrong; no other question in the bank gives it away; explanation confirmed.",
  },
};
