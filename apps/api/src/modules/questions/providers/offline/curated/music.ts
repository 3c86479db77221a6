import type { CuratedBank } from './bank.js';

export const music: CuratedBank = {
  key: 'music',
  sections: {
    'Classical music': [
      "m|Which composer wrote the Fifth Symphony that opens with four famous notes?|Ludwig van Beethoven|Wolfgang Amadeus Mozart;Johann Sebastian Bach;Joseph Haydn|Beethoven's Fifth Symphony was first performed in 1808.",
      'm|How many symphonies did Beethoven complete?|9|5;7;12|His Ninth Symphony ends with the Ode to Joy.',
      'm|Which composer wrote the opera The Magic Flute?|Wolfgang Amadeus Mozart|Giuseppe Verdi;Richard Wagner;Giacomo Puccini|The Magic Flute was first performed in Vienna in 1791.',
      'm|Which Austrian composer wrote over 600 works before dying at the age of 35?|Wolfgang Amadeus Mozart|Franz Schubert;Joseph Haydn;Gustav Mahler|Mozart lived from 1756 to 1791.',
      'm|Who composed The Four Seasons?|Antonio Vivaldi|Johann Sebastian Bach;George Frideric Handel;Claudio Monteverdi|The Four Seasons is a set of four violin concertos published in 1725.',
      'm|Which Russian composer wrote Swan Lake and The Nutcracker?|Pyotr Ilyich Tchaikovsky|Sergei Rachmaninoff;Igor Stravinsky;Modest Mussorgsky|Tchaikovsky also wrote the ballet The Sleeping Beauty.',
      'm|Who composed the Messiah, famous for its Hallelujah chorus?|George Frideric Handel|Johann Sebastian Bach;Joseph Haydn;Henry Purcell|Handel wrote the Messiah in 1741.',
      'm|Which Italian composer wrote the operas La Traviata and Aida?|Giuseppe Verdi|Giacomo Puccini;Gioachino Rossini;Vincenzo Bellini|Verdi was one of the most popular opera composers of the 19th century.',
      'h|Which German composer wrote the Brandenburg Concertos?|Johann Sebastian Bach|George Frideric Handel;Georg Philipp Telemann;Johannes Brahms|Bach presented the six concertos to the Margrave of Brandenburg in 1721.',
    ],
    'Popular music': [
      'e|Which Liverpool band included John Lennon and Paul McCartney?|The Beatles|The Rolling Stones;The Who;Queen|The Beatles formed in Liverpool in 1960.',
      "e|Who is known as the King of Pop?|Michael Jackson|Elvis Presley;Prince;Madonna|Michael Jackson's Thriller is one of the best-selling albums of all time.",
      "e|Who is known as the King of Rock and Roll?|Elvis Presley|Chuck Berry;Little Richard;Michael Jackson|Elvis's first hit single, Heartbreak Hotel, came out in 1956.",
      'm|Which band released The Dark Side of the Moon in 1973?|Pink Floyd|Led Zeppelin;The Rolling Stones;Genesis|The album spent over 900 weeks on the US Billboard 200 chart.',
      'm|Which band recorded Bohemian Rhapsody?|Queen|The Beatles;ABBA;Led Zeppelin|Freddie Mercury wrote Bohemian Rhapsody, released in 1975.',
      'm|Which Swedish group won the 1974 Eurovision Song Contest with Waterloo?|ABBA|Roxette;Ace of Base;Europe|ABBA became one of the best-selling acts in music history.',
      "m|Which singer is known as the Queen of Soul?|Aretha Franklin|Whitney Houston;Diana Ross;Tina Turner|Aretha Franklin's hits include Respect.",
      "m|Which musician is nicknamed The Boss?|Bruce Springsteen|Bob Dylan;Billy Joel;Tom Petty|Springsteen's albums include Born to Run and Born in the U.S.A.",
      'm|Which instrument did Jimi Hendrix famously play?|The electric guitar|The drums;The saxophone;The piano|Hendrix is often ranked among the greatest guitarists of all time.',
      'm|Which American singer-songwriter won the Nobel Prize in Literature in 2016?|Bob Dylan|Leonard Cohen;Paul Simon;Bruce Springsteen|Dylan was honoured for creating new poetic expressions within the American song tradition.',
    ],
    'Instruments and theory': [
      'e|How many strings does a standard guitar have?|6|4;5;7|A standard guitar is tuned E, A, D, G, B, E.',
      'e|How many keys does a standard modern piano have?|88|76;92;100|A piano has 52 white keys and 36 black keys.',
      'm|How many lines does a musical staff have?|5|4;6;7|Notes are written on and between the five lines of the staff.',
      'm|What does forte mean in music?|Loud|Soft;Fast;Slow|Forte is Italian for strong; it is marked f.',
      'm|What does piano mean as a musical direction?|Soft|Loud;Slow;Smooth|Piano, marked p, means play softly.',
      'm|Which instrument family does the trumpet belong to?|Brass|Woodwind;Strings;Percussion|Brass players make sound by buzzing their lips into a mouthpiece.',
      'm|Which instrument is a woodwind instrument even though it is usually made of brass?|The saxophone|The trumpet;The trombone;The tuba|The saxophone uses a reed, which makes it a woodwind instrument.',
      'm|How many musicians play in a quartet?|4|3;5;8|A string quartet has two violins, a viola and a cello.',
      'm|Which note lasts four beats in 4/4 time?|A whole note|A half note;A quarter note;An eighth note|In British English the whole note is called a semibreve.',
      'h|Which musical term means gradually getting louder?|Crescendo|Diminuendo;Staccato;Legato|Crescendo means gradually getting louder; diminuendo means gradually getting softer.',
    ],
  },
};
