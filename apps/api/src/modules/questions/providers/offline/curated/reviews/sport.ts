import type { BankReview } from './review.js';

/** bank-r7's check of the sport bank, written before ADR 0195 (issue 14); 26 questions, 3 rejected and removed. */
export const sportReview: BankReview = {
  bank: 'sport',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'How many players from each team are on a basketball court at one time?':
      "Checked (reviewer's knowledge; FIBA and NBA rules): five players per team on court; 6, 7 and 4 are wrong; explanation confirmed (it only restates the key). Its stem names basketball without mentioning dunks or Jordan, so it gives neither of those questions away.",
    'In tennis, what is a score of zero called?':
      "Checked (reviewer's knowledge; ITF Rules of Tennis): zero is 'love'; nil (football), duck (cricket) and blank are wrong in tennis; explanation confirmed. Note: tennis.ts's 'first point ... after love' stem is a cross-bank hint in the Sport topic.",
    'How many holes are played in a standard round of golf?':
      "Checked (reviewer's knowledge; R&A Rules of Golf): a stipulated round is 18 holes; 9, 12 and 24 are wrong; explanation confirmed (it only restates the key). Its stem names golf but not the Ryder Cup, so it does not give that question away.",
    'What is the maximum break in snooker without free balls?':
      "Checked (reviewer's knowledge): the maximum break without a free ball is 147 (15 reds with 15 blacks, then the six colours); 155 needs a free ball; explanation confirmed.",
    'What is the highest score possible with three darts?':
      "Checked (reviewer's knowledge): three treble 20s make 180, the maximum; 150, 170 (the highest checkout) and 200 are wrong; explanation confirmed.",
    'How long is a marathon?':
      "Checked (reviewer's knowledge; World Athletics): the marathon is 42.195 km (26 miles 385 yards, about 26.2 miles); 26.2 km is a miles/km trap, 40 and 50 km wrong; explanation confirmed.",
    'How many players are on a cricket team?':
      "Checked (reviewer's knowledge; MCC Laws of Cricket): eleven players a side; 9, 10 and 12 are wrong; explanation confirmed (it only restates the key).",
    'How many points is a touchdown worth in American football?':
      "Checked (reviewer's knowledge; NFL rules): a touchdown is worth 6 points, with a 1- or 2-point try after it; 7, 3 and 5 are wrong; explanation confirmed. Its stem names American football but not the Super Bowl, so it gives that question away no more than common knowledge.",
    'How many Grand Slam tournaments are played in tennis each year?':
      "Checked (reviewer's knowledge): four Grand Slams: the Australian Open, French Open, Wimbledon and US Open; explanation confirmed. It lists all four, which does not single out the grass tournament. Note: tennis.ts stems ('all four Grand Slam titles') hint at this in the Sport topic, a cross-bank hint only.",
    'Which country created judo?':
      "Checked (reviewer's knowledge; Kodokan): Jigoro Kano founded judo in Tokyo in 1882; China, Korea and Brazil are wrong; explanation confirmed.",
    'In which sport is a slam dunk scored?':
      "Checked (reviewer's knowledge): the slam dunk is a basketball shot; volleyball, handball and netball are wrong; explanation confirmed. Note: anime.ts's 'Which sport is Slam Dunk about?' is a different fact in another topic.",
    'Which Grand Slam tennis tournament is played on grass?':
      "Checked (reviewer's knowledge): Wimbledon (since 1877, the oldest tennis tournament) is the grass-court Grand Slam; the US and Australian Opens are on hard courts, Roland Garros on clay; explanation confirmed.",
    'On which surface is the French Open played?':
      "Checked (reviewer's knowledge): the French Open (Roland Garros) is played on clay, the only clay Grand Slam; grass, hard court and carpet are wrong; explanation confirmed. Its explanation's 'Roland Garros' lets a player strike that option of the grass question, a mild cue; tennis.ts asks the colour of the clay, a different fact.",
    'In which sport is the Ryder Cup contested?':
      "Checked (reviewer's knowledge): the Ryder Cup is golf's biennial Europe v United States team event; tennis, cricket and sailing are wrong; explanation confirmed.",
    'In which sport do teams compete for the Stanley Cup?':
      "Checked (reviewer's knowledge): the Stanley Cup is awarded to the NHL (ice hockey) champions; baseball, American football and basketball are wrong; explanation confirmed.",
    'In which sport is the Super Bowl the championship game?':
      "Checked (reviewer's knowledge): the Super Bowl is the NFL championship game; baseball, basketball and ice hockey are wrong; explanation confirmed. Note: american-football.ts stems in the same Sport topic name the Super Bowl, a cross-bank hint only.",
    'Which sport uses a shuttlecock?':
      "Checked (reviewer's knowledge): badminton is played with a shuttlecock, which has been hit at over 400 km/h (records above 500 km/h); squash, table tennis and racquetball are wrong; explanation confirmed.",
    'What colour jersey does the overall leader of the Tour de France wear?':
      "Checked (reviewer's knowledge): the overall leader wears the yellow jersey (maillot jaune); green is for points, polka dot for the best climber, pink is the Giro's; explanation confirmed.",
    "In which sport do teams compete for the America's Cup?":
      "Checked (reviewer's knowledge): the America's Cup is a sailing trophy first raced in 1851 round the Isle of Wight, usually called the oldest trophy in international sport; rowing, polo and golf are wrong; explanation confirmed.",
    'Which boxer called himself The Greatest and won Olympic gold in 1960 as Cassius Clay?':
      "Checked (reviewer's knowledge): Cassius Clay won light-heavyweight gold in Rome in 1960 and as Muhammad Ali won the world heavyweight title three times (1964, 1974, 1978); Frazier, Foreman and Leonard are wrong; explanation confirmed.",
    'In which sport did Michael Jordan become famous?':
      "Checked (reviewer's knowledge): Michael Jordan became famous in basketball, six NBA titles with the Chicago Bulls; tennis, American football and golf are wrong; explanation confirmed. Note: basketball.ts asks 'Which Chicago Bulls star wore number 23 and won six NBA titles?', whose answer this explanation states, in the same Sport topic: a cross-bank hint, not the same fact; the lead may trim the explanation.",
    "Which golfer has won the most men's major championships?":
      "Checked (reviewer's knowledge): Jack Nicklaus, 18 men's majors; Tiger Woods 15, Gary Player 9, Arnold Palmer 7; explanation confirmed. Note: an unpinned record; it is safe for years, but by rule 1 the lead may pin it ('as of 2025').",
    'Which country had won the most Rugby World Cups by the end of the 2023 tournament?':
      "Checked (reviewer's knowledge; World Rugby): South Africa won in 1995, 2007, 2019 and 2023, four titles, New Zealand three, Australia two, England one; the question is pinned to 2023; explanation confirmed.",
  },
};
