import type { BankReview } from './review.js';

/** bank-h7's check of bank-h8's baseball bank (issue 14); registered in index.ts by the lead at merge. */
export const baseballReview: BankReview = {
  bank: 'baseball',
  writer: 'bank-h8',
  reviewer: 'bank-h7',
  checks: {
    'How many players does a baseball team have on the field when it is fielding?':
      'Checked (MLB Official Baseball Rules): a team fields nine players: pitcher, catcher, four infielders, three outfielders; key 9 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many strikes make a strikeout?':
      'Checked (MLB Official Baseball Rules): three strikes make a strikeout; a two-strike foul counts only on a bunt; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many balls earn the batter a walk to first base?':
      'Checked (MLB Official Baseball Rules): four balls award first base, scored as a base on balls; key 4 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many outs does each team get in its half of an inning?':
      'Checked (MLB Official Baseball Rules): each half-inning ends after three outs; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many innings are there in a regulation MLB game?':
      "Checked (MLB Official Baseball Rules): a regulation game is nine innings; key 9 confirmed, the three wrong options are wrong; explanation confirmed. Note: NCAA regulation games are also nine innings, seven-inning games being mainly high-school games and minor-league doubleheaders, so 'many college games' is loose but not false of college doubleheaders.",
    'What is a hit on which the batter safely reaches third base called?':
      'Checked (MLB Official Baseball Rules; Baseball-Reference league totals): a three-base hit is a triple; MLB triples per season now number far fewer than home runs; key A triple confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a home run hit with the bases loaded called?':
      'Checked (Britannica, grand slam (baseball)): a bases-loaded home run is a grand slam, worth four runs; key A grand slam confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a game in which the pitching side allows the other team no hits called?':
      'Checked (MLB.com glossary, No-hitter): a game in which a side allows no hits is a no-hitter, which can still be lost on walks and errors; key A no-hitter confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a win in which the losing side scores no runs called?':
      'Checked (MLB.com glossary, Shutout): a game in which the loser scores no runs is a shutout, credited to a pitcher who throws the whole game; key A shutout confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a hit that ends the game by bringing home the winning run in the final inning called?':
      'Checked (MLB.com glossary, Walk-off): a game-ending hit by the home team in its last turn is a walk-off; only the home side bats last; key A walk-off confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is it called when a batter deliberately taps the ball with a loosely held bat?':
      'Checked (MLB.com glossary, Bunt): a ball tapped with a loosely held bat is a bunt, often used to advance a runner; key A bunt confirmed, the three wrong options are wrong; explanation confirmed.',
    'What happens to a batter hit by a pitch he did not swing at?':
      'Checked (MLB Official Baseball Rules): a batter hit by a pitch he does not swing at is awarded first base unless he made no attempt to avoid it; key He is awarded first base confirmed, the three wrong options are wrong; explanation confirmed.',
    'Today, how many wins does a team need to take the World Series?':
      'Checked (MLB.com, World Series history): the Series is best of seven (four wins); it was best of nine in 1903 and 1919–1921; key 4 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What follows when an MLB game is level after nine innings?':
      'Checked (MLB Official Baseball Rules): a tied game goes to extra innings until one side leads at the end of a complete inning or the home side goes ahead; key Extra innings confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a play that records three outs at once called?':
      "Checked (MLB.com glossary, Triple play): three outs on one continuous play is a triple play, with only a few each season; key A triple play confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is an illegal motion by the pitcher, made with runners on base, called?':
      "Checked (MLB Official Baseball Rules): an illegal pitcher's act with runners on is a balk; every runner advances one base; key A balk confirmed, the three wrong options are wrong; explanation confirmed.",
    'When does a foul ball not count as a strike?':
      "Checked (MLB Official Baseball Rules): a foul is not a strike when the batter already has two strikes, except a foul bunt; key When the batter already has two strikes confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does a batting average measure?':
      'Checked (MLB.com glossary, Batting average): average = hits / at-bats; walks and sacrifices are not at-bats; key Hits divided by at-bats confirmed, the three wrong options are wrong; explanation confirmed.',
    "What does a pitcher's ERA measure?":
      "Checked (MLB.com glossary, ERA): earned run average = earned runs x 9 / innings pitched; unearned runs excluded; key Earned runs allowed per nine innings confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which batting average is known as the Mendoza Line?':
      'Checked (Baseball-Reference, Mario Mendoza; Dickson Baseball Dictionary): the Mendoza Line is a .200 average, named after the 1970s shortstop; key .200 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the distance between the bases in MLB?':
      'Checked (MLB Official Baseball Rules): bases are 90 feet apart; key 90 feet confirmed, the three wrong options are wrong; explanation confirmed.',
    "How far is the front of the pitcher's rubber from the back point of home plate?":
      'Checked (MLB Official Baseball Rules; Britannica, baseball history): the rubber is 60 ft 6 in from home plate, set in 1893; key 60 feet 6 inches confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many umpires work a regular-season MLB game?':
      'Checked (MLB.com, umpires): four umpires work regular-season games, six in the postseason; key 4 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is awarded when a fair ball bounces over the outfield fence?':
      'Checked (MLB Official Baseball Rules; Baseball Almanac, rule history): a fair ball bouncing over the fence is a ground-rule double; it was a home run until the AL (1930) and NL (1931) changed it; key A ground-rule double confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a home run on which the ball never leaves the field of play called?':
      'Checked (MLB.com glossary, Inside-the-park home run): a home run without the ball leaving the field is inside-the-park; key An inside-the-park home run confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is it called when the pitcher throws to a base to catch a runner off it?':
      'Checked (MLB.com glossary, Pickoff): a throw to a base to catch a runner off it is a pickoff; key A pickoff confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a runner trapped between two bases, chased by fielders, said to be caught in?':
      'Checked (MLB.com glossary, Rundown): a runner trapped between bases is in a rundown, also called a pickle; key A rundown confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which year did the American League adopt the designated hitter?':
      'Checked (Baseball Hall of Fame, designated hitter history): the AL adopted the DH in 1973; it became universal in 2022; key 1973 confirmed, the three wrong options are wrong; explanation confirmed.',
    "What is a 'can of corn' in baseball slang?":
      "Checked (Dickson Baseball Dictionary, can of corn): an easy fly ball; the grocer's-shelf origin is the usual story; key An easy fly ball confirmed, the three wrong options are wrong; explanation confirmed.",
    'When was the pitching distance set at 60 feet 6 inches?':
      'Checked (Baseball Almanac, rule history; Britannica): the pitching distance was set at 60 ft 6 in for 1893, after the fast pitching of Amos Rusie among others; key 1893 confirmed, the three wrong options are wrong; explanation confirmed.',
    "After the 'Year of the Pitcher' in 1968, MLB lowered the mound to what height?":
      "Checked (Baseball Hall of Fame, 1968 Year of the Pitcher): the mound was lowered from 15 to 10 inches for 1969; Gibson's ERA in 1968 was 1.12; key 10 inches confirmed, the three wrong options are wrong; explanation confirmed.",
    'Under the infield fly rule, what happens to the batter?':
      "Checked (MLB Official Baseball Rules): on an infield fly the batter is out whether or not the ball is caught; key He is out even if the ball is dropped confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a pitch too wild for the catcher to stop with ordinary effort, letting a runner move up, called?':
      'Checked (MLB Official Baseball Rules): a pitch the catcher cannot stop with ordinary effort is a wild pitch; one he should have stopped is a passed ball; key A wild pitch confirmed, the three wrong options are wrong; explanation confirmed.',
    "What is a 'Texas Leaguer' in baseball slang?":
      "Checked (Dickson Baseball Dictionary, Texas Leaguer): a bloop hit falling between infield and outfield, named after the Texas League around 1889–90; key A bloop hit between infield and outfield confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What is a 'golden sombrero'?":
      "Checked (Dickson Baseball Dictionary, golden sombrero): four strikeouts in a game; five is jokingly a platinum sombrero; key Striking out four times in a game confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Making three errors in a game' → 'Making three errors in a single inning'. Rechecked by len-f: confirmed: four strikeouts; nothing to do with errors.",
    'In 2023, MLB brought in a pitch clock giving pitchers how many seconds with the bases empty?':
      'Checked (MLB.com, 2023 pitch timer rules): the 2023 timer was 15 seconds with the bases empty and 20 with runners; average game time fell by about 24 minutes; key 15 confirmed, the three wrong options are wrong; explanation confirmed.',
    'On a scorecard, what does a backwards K mean?':
      'Checked (MLB.com glossary, scoring; Dickson Baseball Dictionary): a backwards K records a called strike three (strikeout looking); key A strikeout looking confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a squeeze play?':
      "Checked (MLB.com glossary, Squeeze): a squeeze is a bunt to score a runner from third; in the suicide squeeze the runner breaks with the pitch; key A bunt to score a runner from third confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'A steal of home on a pitchout' → 'A steal of home while the pitcher winds up'. Rechecked by len-f: confirmed: a bunt to score the runner from third; a straight steal of home is not a squeeze.",
    "What is a 'Baltimore chop'?":
      "Checked (Dickson Baseball Dictionary, Baltimore chop): a ball chopped into the ground to bounce high, made a tactic by the 1890s Orioles; key A ball hit into the ground that bounces high confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the greatest length allowed for an MLB bat?':
      'Checked (MLB Official Baseball Rules): bats may be no longer than 42 inches and no thicker than 2.61 inches; key 42 inches confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many double stitches hold an MLB baseball together?':
      'Checked (MLB Official Baseball Rules; Rawlings specification): the ball has 108 double stitches sewn by hand; key 108 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What may a batter do when the catcher fails to catch strike three with first base open?':
      'Checked (MLB Official Baseball Rules): on an uncaught third strike with first base open (or two out) the batter may run to first; key Run to first base confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which player crouches behind home plate to receive pitches?':
      'Checked (MLB Official Baseball Rules): the catcher crouches behind home plate and signals pitches; key The catcher confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which fielder plays between second and third base?':
      'Checked (MLB.com glossary, positions): the shortstop plays between second and third base; key The shortstop confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many outfielders does a team normally field?':
      'Checked (MLB Official Baseball Rules): three outfielders: left, center and right field; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What five-sided slab must a runner touch to score a run?':
      'Checked (MLB Official Baseball Rules): home plate is a five-sided slab 17 inches across its front edge; key Home plate confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the sheltered bench where a team sits during the game called?':
      "Checked (MLB Official Baseball Rules): the dugout is the team's bench area, usually sunk below field level; key The dugout confirmed, the three wrong options are wrong; explanation confirmed.",
    'Where do relief pitchers warm up during a game?':
      'Checked (MLB.com glossary, Bullpen): relievers warm up in the bullpen beyond the fence or along a foul line; key The bullpen confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the relief pitcher trusted with the final inning of a close game called?':
      'Checked (MLB.com glossary, Closer): the closer pitches the final inning of close games; the setup man usually pitches the one before; key The closer confirmed, the three wrong options are wrong; explanation confirmed.',
    'Where does the next batter wait for his turn to hit?':
      'Checked (MLB Official Baseball Rules; MLB.com glossary): the next batter waits in the on-deck circle; key The on-deck circle confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the infield of a baseball field often called, from its shape?':
      'Checked (Britannica, baseball field): the infield is called the diamond, a square turned on its corner; key The diamond confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which infield position is nicknamed the 'hot corner'?":
      'Checked (Dickson Baseball Dictionary, hot corner): third base is the hot corner; key Third base confirmed, the three wrong options are wrong; explanation confirmed.',
    'A 6-4-3 double play starts with the ball fielded by which position?':
      'Checked (MLB.com glossary, scoring numbers): 6 = shortstop, 4 = second base, 3 = first base, so a 6-4-3 starts with the shortstop; key The shortstop confirmed, the three wrong options are wrong; explanation confirmed.',
    'What number does the scorer give the catcher?':
      'Checked (MLB.com glossary, scoring numbers): the catcher is 2; pitcher 1, first base 3, right field 9; key 2 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a player able to fill in at several positions called?':
      "Checked (MLB.com glossary, Utility player): a player who covers several positions is a utility player; a swingman starts and relieves; key A utility player confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What shape is home plate?':
      "Checked (MLB Official Baseball Rules; Baseball Almanac rule history): home plate is a pentagon, adopted in 1900 in place of a square plate; key A pentagon confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'A square' → 'A rectangle'. Rechecked by len-f: confirmed: a pentagon; not a rectangle.",
    'What is the strip of dirt near the outfield fence that tells fielders the wall is close?':
      "Checked (MLB Official Baseball Rules; MLB.com glossary): the warning track is the dirt strip before the outfield wall; key The warning track confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The gutter' → 'The outfield grass'. Rechecked by len-f: confirmed: the warning track; the outfield grass is grass.",
    'What do pitchers keep in a small bag behind the mound to dry their fingers?':
      'Checked (MLB Official Baseball Rules; MLB.com glossary): pitchers may use a rosin bag, made from pine resin, to dry the fingers; key Rosin confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the white slab on the mound from which the pitcher must throw called?':
      "Checked (MLB Official Baseball Rules): the pitcher's plate (rubber) must be touched when starting the delivery; key The rubber confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is a relief pitcher who starts a game for an inning or two before a longer reliever takes over called?':
      'Checked (MLB.com glossary, Opener): an opener starts for an inning or two; the 2018 Rays popularised it; key The opener confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the name of the 37-foot left-field wall at Fenway Park?':
      "Checked (Red Sox / MLB.com, Fenway Park): the 37-foot left-field wall is the Green Monster, painted green in 1947, with a hand-operated scoreboard; key The Green Monster confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Big Green' → 'The Crawford Boxes'. Rechecked by len-f: confirmed: the Green Monster; the Crawford Boxes are in Houston.",
    "Which substance got George Brett's home run overturned in 1983, until the ruling was reversed?":
      "Checked (MLB.com, Pine Tar Game (24 July 1983)): Brett's homer was voided for pine tar too far up the bat, then restored by the AL president on protest; key Pine tar confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which award goes each year to the best pitcher in each league?':
      "Checked (Baseball Hall of Fame, Cy Young Award): given to each league's best pitcher; first awarded 1956, one award for both leagues through 1966; key The Cy Young Award confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is credited to a relief pitcher who protects a narrow lead to the end?':
      'Checked (MLB.com glossary, Save): a save rewards a reliever who preserves a lead; official since 1969; key A save confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a game in which no opposing batter reaches base at all called?':
      "Checked (MLB.com glossary, Perfect game): no opposing batter reaches base in a perfect game; key A perfect game confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What pitch moves unpredictably because it is thrown with almost no spin?':
      "Checked (MLB.com glossary, Knuckleball): thrown with little spin so it moves unpredictably; Niekro and Wakefield threw it; key The knuckleball confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which pitch mimics a fastball's arm action but arrives slower, to throw off the batter's timing?":
      'Checked (MLB.com glossary, Changeup): a slower pitch with fastball arm action; the circle change is a common grip; key The changeup confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which pitcher threw a record seven no-hitters?':
      'Checked (Baseball-Reference, no-hitters): Nolan Ryan threw seven, the last on 1 May 1991 aged 44; key Nolan Ryan confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which pitcher won a record 511 major league games?':
      'Checked (Baseball-Reference, Cy Young): 511 wins and 316 losses, both records; key Cy Young confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which left-hander threw four no-hitters for the Dodgers, the last a perfect game in 1965?':
      "Checked (Baseball-Reference, Sandy Koufax): four no-hitters 1962–65, the last a perfect game (9 Sept 1965); retired after 1966 at 30 with arthritis; key Sandy Koufax confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which pitcher won a record seven Cy Young Awards?':
      "Checked (Baseball-Reference, Roger Clemens): seven Cy Young Awards with Boston, Toronto, New York (AL) and Houston; key Roger Clemens confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Steve Carlton' → 'Pedro Martínez'. Rechecked by len-f: confirmed: Clemens's seven; Martínez won three.",
    'Which 6 ft 10 in left-hander was nicknamed the Big Unit?':
      "Checked (Baseball-Reference, Randy Johnson): 6 ft 10 in, 'the Big Unit', 303 wins and 4,875 strikeouts, retired after 2009; key Randy Johnson confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which pitcher holds the career record of 5,714 strikeouts?':
      'Checked (Baseball-Reference, Nolan Ryan): 5,714 career strikeouts over 27 seasons, 1966–1993; key Nolan Ryan confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which closer holds the career saves record of 652?':
      'Checked (Baseball-Reference, Mariano Rivera): 652 saves, the career record, built on the cut fastball; key Mariano Rivera confirmed, the three wrong options are wrong; explanation confirmed.',
    "Who was nicknamed 'Tom Terrific'?":
      "Checked (Baseball Hall of Fame, Tom Seaver): 'Tom Terrific', three Cy Youngs, the first in 1969 with the Mets; key Tom Seaver confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which pitcher gave his name to the elbow ligament operation first done in 1974?':
      'Checked (Baseball Hall of Fame, Tommy John): ulnar collateral ligament reconstruction first performed on him in 1974; 164 wins afterwards; key Tommy John confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which surgeon performed the first Tommy John surgery?':
      "Checked (Baseball Hall of Fame, Frank Jobe): Jobe, the Dodgers' doctor, did the first operation; honoured at the Hall in 2013; key Frank Jobe confirmed, the three wrong options are wrong; explanation confirmed.",
    'Who pitched the only perfect game in World Series history, in 1956?':
      "Checked (Baseball-Reference, 1956 World Series): Don Larsen's perfect game in Game 5 against Brooklyn, still the only one in a World Series; key Don Larsen confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which Phillies pitcher threw a no-hitter in the 2010 National League Division Series?':
      "Checked (Baseball-Reference, 2010 NLDS): Halladay no-hit Cincinnati in Game 1 after a perfect game in May 2010; key Roy Halladay confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which pitcher threw 59 straight scoreless innings in 1988?':
      "Checked (Baseball-Reference, Orel Hershiser): 59 consecutive scoreless innings in 1988, passing Drysdale's 58 of 1968; key Orel Hershiser confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Mexican left-hander won both the Cy Young and Rookie of the Year awards in 1981?':
      'Checked (Baseball Hall of Fame, awards): Valenzuela won both the NL Cy Young and Rookie of the Year in 1981; key Fernando Valenzuela confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which pitcher won 27 games for a last-place Phillies side in 1972?':
      'Checked (Baseball-Reference, 1972 Phillies): Carlton won 27 for a team that won 59; key Steve Carlton confirmed, the three wrong options are wrong; explanation confirmed.',
    "Who was nicknamed 'the Big Train'?":
      "Checked (Baseball Hall of Fame, Walter Johnson): 'the Big Train' spent all 21 seasons with Washington; key Walter Johnson confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which pitcher threw three shutouts in the 1905 World Series?':
      "Checked (Baseball-Reference, 1905 World Series): Mathewson threw three shutouts, 27 scoreless innings; key Christy Mathewson confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Walter Johnson' → 'Grover Cleveland Alexander'. Rechecked by len-f: confirmed: Mathewson; Alexander debuted in 1911.",
    'Which team is nicknamed the Bronx Bombers?':
      'Checked (MLB.com, Yankees): the Yankees are the Bronx Bombers; key The New York Yankees confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which franchise has won the most World Series titles?':
      'Checked (MLB.com, World Series champions): Yankees 27 titles, the most; the first was 1923; key The New York Yankees confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team plays its home games at Wrigley Field?':
      'Checked (MLB.com, Wrigley Field): home of the Cubs, named after William Wrigley Jr.; key The Chicago Cubs confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which city do the Red Sox play?':
      'Checked (MLB.com, Red Sox): the Red Sox play in Boston; key Boston confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which city is home to the Cardinals baseball team?':
      'Checked (Baseball-Reference, Cardinals franchise): in St. Louis since 1882; key St. Louis confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team plays in Toronto?':
      "Checked (MLB.com, Blue Jays): Toronto's team; the Expos left Montreal after 2004; key The Blue Jays confirmed, the three wrong options are wrong; explanation confirmed.",
    'To which city did the Brooklyn Dodgers move in 1958?':
      'Checked (Baseball-Reference, Dodgers): moved to Los Angeles for 1958; Coliseum until Dodger Stadium opened in 1962; key Los Angeles confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which National League team plays in the New York borough of Queens?':
      'Checked (MLB.com, Mets): the Mets play in Queens and began in 1962; key The Mets confirmed, the three wrong options are wrong; explanation confirmed.',
    "Detroit's MLB team is named after which big cat?":
      "Checked (MLB.com, Tigers): Detroit's team is the Tigers; the NFL team is the Lions; key Tiger confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which Chicago baseball team plays on the city's South Side?":
      'Checked (MLB.com, White Sox): the White Sox are the South Side team; key The White Sox confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which is the oldest MLB ballpark still in use, opened in 1912?':
      'Checked (MLB.com, Fenway Park): opened 20 April 1912, the oldest park in use, days after the Titanic sank; key Fenway Park confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which ballpark's outfield walls are famously covered in ivy?":
      'Checked (MLB.com, Wrigley Field): ivy planted on the outfield walls in 1937; key Wrigley Field confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which stadium was nicknamed 'The House That Ruth Built'?":
      "Checked (Baseball Hall of Fame, Yankee Stadium): 'The House That Ruth Built' opened 1923; replaced in 2009; key Yankee Stadium confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team plays at Coors Field, where thin mountain air helps hitters?':
      'Checked (MLB.com, Coors Field): home of the Rockies, about a mile above sea level; key The Colorado Rockies confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team was known as the Big Red Machine in the 1970s?':
      'Checked (Baseball Hall of Fame, Big Red Machine): the Reds of Rose, Bench and Morgan won in 1975 and 1976; key The Cincinnati Reds confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which team became baseball's first openly all-professional club, in 1869?":
      "Checked (Baseball Hall of Fame, 1869 Red Stockings): first openly all-professional team, unbeaten in 1869; key The Cincinnati Red Stockings confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which team left the Polo Grounds for San Francisco after 1957?':
      'Checked (Baseball-Reference, Giants): left the Polo Grounds after 1957; Seals Stadium 1958–59; key The New York Giants confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which city did the Athletics franchise begin in 1901?':
      "Checked (Baseball-Reference, Athletics): Philadelphia 1901, Kansas City 1955, Oakland 1968; key Philadelphia confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Boston' → 'San Francisco'. Rechecked by len-f: confirmed: Philadelphia; the Athletics never played in San Francisco.",
    'Which team did the Montreal Expos become in 2005?':
      "Checked (MLB.com, Nationals): the Expos became the Nationals in 2005; Washington had no team after 1971; key The Washington Nationals confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which team won the World Series in only its fourth season, in 2001?':
      "Checked (Baseball-Reference, 2001 World Series): Arizona, founded 1998, won in its fourth season; key The Arizona Diamondbacks confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which team won the World Series in 1997 and 2003?':
      'Checked (Baseball-Reference, Marlins): Florida won in 1997 and 2003; renamed Miami in 2012; key The Florida Marlins confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team won the World Series in 2010, 2012 and 2014?':
      'Checked (Baseball-Reference, Giants): titles in 2010, 2012 and 2014, the first in San Francisco; key The San Francisco Giants confirmed, the three wrong options are wrong; explanation confirmed.',
    "What curse was blamed for the Chicago Cubs' long wait for a title?":
      'Checked (Britannica, Curse of the Billy Goat): tavern owner William Sianis and his goat turned away in 1945; key The Curse of the Billy Goat confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which year did Wrigley Field open?':
      "Checked (MLB.com, Wrigley Field): opened 1914 as Weeghman Park for the Federal League's Chicago Whales; key 1914 confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which stadium, opened in 1992, started a wave of retro-style ballparks?':
      "Checked (Baltimore Orioles / MLB.com, Camden Yards): opened 1992, with the B&O warehouse in the view, starting the retro-park era; key Oriole Park at Camden Yards confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were the Houston Astros called in their first three seasons?':
      "Checked (Baseball-Reference, Astros): the Colt .45s of 1962–64 became the Astros with the Astrodome in 1965; key The Colt .45s confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which team did the Seattle Pilots become after one season in 1969?':
      'Checked (Baseball-Reference, Brewers): the 1969 Pilots went bankrupt and were bought by Bud Selig, becoming the Brewers in 1970; key The Milwaukee Brewers confirmed, the three wrong options are wrong; explanation confirmed.',
    'The original Washington Senators moved in 1961 and became which team?':
      'Checked (Baseball-Reference, Twins and Rangers): the original Senators became the Twins in 1961; the expansion Senators became the Rangers in 1972; key The Minnesota Twins confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team was called the St. Louis Browns before moving in 1954?':
      'Checked (Baseball-Reference, Orioles): the Browns moved to Baltimore in 1954; their only pennant was 1944; key The Baltimore Orioles confirmed, the three wrong options are wrong; explanation confirmed.',
    'Before Atlanta, in which city did the Braves play from 1953 to 1965?':
      'Checked (Baseball-Reference, Braves): Milwaukee 1953–65, Boston before that from 1871; key Milwaukee confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team was nicknamed the Gashouse Gang in the 1930s?':
      "Checked (Baseball Hall of Fame, Gashouse Gang): the 1934 Cardinals of Dizzy Dean and Pepper Martin; key The St. Louis Cardinals confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which player broke MLB's colour line in 1947?":
      'Checked (Baseball Hall of Fame, Jackie Robinson): broke the colour line in 1947 and was the first Rookie of the Year; key Jackie Robinson confirmed, the three wrong options are wrong; explanation confirmed.',
    'What were the professional leagues for Black players before integration called?':
      'Checked (Negro Leagues Baseball Museum): the Negro leagues; the Negro National League was founded in 1920; key The Negro leagues confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which village in New York is home to the Baseball Hall of Fame?':
      'Checked (Baseball Hall of Fame): located in Cooperstown, New York, opened 1939; key Cooperstown confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which number is retired across all MLB teams in honour of Jackie Robinson?':
      'Checked (MLB.com, Jackie Robinson Day): 42 retired across MLB in 1997; all players wear it on 15 April; key 42 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What was the 1919 World Series fixing scandal called?':
      'Checked (Britannica, Black Sox Scandal): eight White Sox banned for life over the 1919 Series; key The Black Sox Scandal confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which player banned after the 1919 scandal was nicknamed 'Shoeless'?":
      "Checked (Baseball-Reference, 1919 World Series): 'Shoeless' Joe Jackson hit .375; key Joe Jackson confirmed, the three wrong options are wrong; explanation confirmed.",
    'What caused the 1994 World Series to be cancelled?':
      "Checked (Britannica, 1994–95 strike): the strike cancelled the 1994 Series, the first missed since 1904; key A players' strike confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year was the first modern World Series played?':
      'Checked (Baseball-Reference, 1903 World Series): Boston (AL) beat Pittsburgh (NL); key 1903 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who was long but wrongly credited with inventing baseball at Cooperstown?':
      'Checked (Baseball Hall of Fame, Doubleday myth): the Mills Commission of 1907 wrongly credited Abner Doubleday; key Abner Doubleday confirmed, the three wrong options are wrong; explanation confirmed.',
    "What did MLB's Astros scandal of 2017 involve?":
      "Checked (MLB commissioner's report, January 2020): the 2017 Astros used a camera feed to decode signs and banged a trash can; key Stealing signs with a camera confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year did MLB play its first All-Star Game?':
      'Checked (Baseball-Reference, 1933 All-Star Game): the first was at Comiskey Park during the Century of Progress fair; key 1933 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who was the first Black player in the American League, in 1947?':
      "Checked (Baseball Hall of Fame, Larry Doby): first Black AL player, debut 5 July 1947, eleven weeks after Robinson's; key Larry Doby confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which Negro leagues pitcher became MLB's oldest rookie in 1948, aged 42?":
      'Checked (Baseball Hall of Fame, Satchel Paige): rookie in 1948 at 42, won the World Series with Cleveland; key Satchel Paige confirmed, the three wrong options are wrong; explanation confirmed.',
    "In 2024, whose Negro leagues statistics made him MLB's career batting-average leader?":
      "Checked (MLB.com, Negro leagues statistics (May 2024)): Josh Gibson's .372 passed Ty Cobb's .367 as the career leader; key Josh Gibson confirmed, the three wrong options are wrong; explanation confirmed.",
    "Who became baseball's first commissioner after the Black Sox scandal?":
      'Checked (Baseball Hall of Fame, Kenesaw Mountain Landis): first commissioner, 1920–1944, a federal judge; key Kenesaw Mountain Landis confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which earthquake interrupted the 1989 World Series?':
      'Checked (Britannica, Loma Prieta earthquake): struck before Game 3 at Candlestick Park on 17 Oct 1989; the Series resumed ten days later; key The Loma Prieta earthquake confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team won the first modern World Series in 1903?':
      'Checked (Baseball-Reference, 1903 World Series): the Boston Americans won; named Red Sox from 1908; key The Boston Americans confirmed, the three wrong options are wrong; explanation confirmed.',
    'The 1846 game often called the first under modern rules was played in which town?':
      'Checked (Baseball Hall of Fame, Elysian Fields): 19 June 1846 at Hoboken under Knickerbocker rules; key Hoboken confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which English-born journalist devised the modern box score?':
      'Checked (Baseball Hall of Fame, Henry Chadwick): English-born journalist who devised the box score; elected 1938; key Henry Chadwick confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which year was the National League founded?':
      'Checked (Britannica, National League): founded 1876; Bulkeley first president, Hulbert its organiser; key 1876 confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which year did the American League begin play as a major league?':
      "Checked (Britannica, American League): major league from 1901, grown from Ban Johnson's Western League; key 1901 confirmed, the three wrong options are wrong; explanation confirmed.",
    'In which year was baseball first a full medal sport at the Olympics?':
      'Checked (Olympedia, baseball): full medal sport from Barcelona 1992, won by Cuba; key 1992 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which country won the first World Baseball Classic, in 2006?':
      'Checked (World Baseball Classic, 2006): Japan beat Cuba in the final in San Diego; key Japan confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which country's top professional league is Nippon Professional Baseball?":
      "Checked (Nippon Professional Baseball): Japan's top league, with Central and Pacific leagues; key Japan confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which player hit 762 home runs, the MLB career record?':
      "Checked (Baseball-Reference, Barry Bonds): 762 career home runs, passing Aaron's 755 in 2007; key Barry Bonds confirmed, the three wrong options are wrong; explanation confirmed.",
    "Who broke Babe Ruth's career home run record in 1974?":
      'Checked (Baseball-Reference, Hank Aaron): number 715 on 8 April 1974 off Al Downing; key Hank Aaron confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which player collected 4,256 hits, the MLB career record?':
      "Checked (Baseball-Reference, Pete Rose): 4,256 hits; passed Cobb in 1985 (Cobb's total is 4,189 in modern records, 4,191 as then counted), so the key holds; key Pete Rose confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which disease is also called Lou Gehrig's disease?":
      "Checked (Britannica, ALS; Lou Gehrig): ALS is called Lou Gehrig's disease; his farewell speech was 4 July 1939; key Amyotrophic lateral sclerosis confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which Yankees shortstop wore number 2 and retired in 2014?':
      'Checked (Baseball-Reference, Derek Jeter): Yankees shortstop, number 2, retired 2014 with 3,465 hits; key Derek Jeter confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which baseball star married Marilyn Monroe in 1954?':
      'Checked (Britannica, Joe DiMaggio): married Marilyn Monroe in January 1954; they divorced that autumn; key Joe DiMaggio confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many home runs did Babe Ruth hit in 1927, a record at the time?':
      "Checked (Baseball-Reference, Babe Ruth): 60 home runs in 1927, the record until Maris's 61 in 1961; key 60 confirmed, the three wrong options are wrong; explanation confirmed.",
    "Who hit 61 home runs in 1961 to pass Babe Ruth's season record?":
      'Checked (Baseball-Reference, Roger Maris): 61 in 1961; Mantle hit 54; key Roger Maris confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many career home runs did Babe Ruth hit?':
      'Checked (Baseball-Reference, Babe Ruth): 714 career home runs; the record stood from 1935 until 1974; key 714 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many home runs did Barry Bonds hit in 2001, the single-season record?':
      "Checked (Baseball-Reference, Barry Bonds): 73 in 2001, passing McGwire's 70 of 1998; key 73 confirmed, the three wrong options are wrong; explanation confirmed.",
    'Who hit 70 home runs in 1998?':
      'Checked (Baseball-Reference, 1998 season): McGwire 70, Sosa 66; key Mark McGwire confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who hit 62 home runs in 2022, an American League record?':
      "Checked (Baseball-Reference, Aaron Judge): 62 in 2022, passing Maris's AL record 61; key Aaron Judge confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which Yankees first baseman, the 'Iron Horse', played 2,130 straight games?":
      "Checked (Baseball Hall of Fame, Lou Gehrig): 'the Iron Horse', 2,130 straight games, 1925–1939; key Lou Gehrig confirmed, the three wrong options are wrong; explanation confirmed.",
    "How many games long was Joe DiMaggio's record hitting streak of 1941?":
      'Checked (Baseball-Reference, Joe DiMaggio): 56-game streak ended by Cleveland on 17 July 1941; key 56 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who batted .406 in 1941?':
      "Checked (Baseball-Reference, Ted Williams): .406 in 1941; 6 for 8 in the final doubleheader; key Ted Williams confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Jimmie Foxx' → 'Rogers Hornsby'. Rechecked by len-f: confirmed: Ted Williams; Hornsby's .424 was in 1924.",
    'Which player holds the career record of 1,406 stolen bases?':
      'Checked (Baseball-Reference, Rickey Henderson): 1,406 stolen bases and 130 in 1982, both records; key Rickey Henderson confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Hall of Famer died in a 1972 plane crash while bringing aid to Nicaragua?':
      "Checked (Baseball Hall of Fame, Roberto Clemente): killed 31 Dec 1972 flying aid to Nicaragua; the Clemente Award honours service; key Roberto Clemente confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which 'Say Hey Kid' made a famous over-the-shoulder catch in the 1954 World Series?":
      "Checked (Baseball Hall of Fame, Willie Mays): 'Say Hey Kid'; the Catch off Vic Wertz at the Polo Grounds in 1954; key Willie Mays confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which player was nicknamed 'the Georgia Peach'?":
      "Checked (Baseball Hall of Fame, Ty Cobb): 'the Georgia Peach'; most votes in the first election, 1936; key Ty Cobb confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which player was nicknamed 'Mr. October'?":
      "Checked (Baseball Hall of Fame, Reggie Jackson): 'Mr. October' for his postseason hitting; key Reggie Jackson confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which Yankees catcher is famous for sayings such as 'It ain't over till it's over'?":
      'Checked (Baseball Hall of Fame, Yogi Berra): the quote is his; ten World Series rings as a player, a record; key Yogi Berra confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Japanese star set the single-season hits record with 262 in 2004?':
      'Checked (Baseball-Reference, Ichiro Suzuki): 262 hits in 2004; ten straight 200-hit seasons; key Ichiro Suzuki confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which Red Sox slugger was nicknamed 'Big Papi'?":
      "Checked (Baseball-Reference, David Ortiz): 'Big Papi'; 2013 World Series MVP; key David Ortiz confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which Cubs shortstop and first baseman was known as 'Mr. Cub'?":
      "Checked (Baseball Hall of Fame, Ernie Banks): 'Mr. Cub', shortstop then first baseman, 512 home runs, no postseason games; key Ernie Banks confirmed, the three wrong options are wrong; explanation confirmed.",
    'For what was Pete Rose banned from baseball in 1989?':
      'Checked (MLB, Dowd Report (1989)): Rose was banned for betting on baseball, including Reds games he managed; key Betting on games confirmed, the three wrong options are wrong; explanation confirmed. Note: MLB removed him, posthumously, from the ineligible list in May 2025, which leaves the 1989 ban as asked.',
    'How many career home runs did Hank Aaron hit?':
      'Checked (Baseball-Reference, Hank Aaron): 755 home runs and 2,297 RBI, the RBI record; key 755 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many consecutive games did Cal Ripken Jr. play, the MLB record?':
      'Checked (Baseball-Reference, Cal Ripken Jr.): 2,632 straight games; passed Gehrig in 1995, ended the streak in 1998; key 2,632 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Whose single-season hits record did Ichiro Suzuki break in 2004?':
      'Checked (Baseball-Reference, George Sisler): 257 hits in 1920 for the Browns, broken by Ichiro; key George Sisler confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who was the first player elected unanimously to the Hall of Fame, in 2019?':
      'Checked (Baseball Hall of Fame, 2019 election): Rivera was the first unanimous choice; Griffey had 99.3% in 2016; key Mariano Rivera confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which outfielder spent his entire 20-season career with the San Diego Padres?':
      'Checked (Baseball Hall of Fame, Tony Gwynn): 20 seasons with San Diego, eight batting titles, .338 career; key Tony Gwynn confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which GM of the Oakland Athletics was the subject of the book Moneyball?':
      "Checked (Britannica, Moneyball): Michael Lewis's book on Oakland GM Billy Beane; Brad Pitt in the 2011 film; key Billy Beane confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is the World Series often nicknamed?':
      'Checked (MLB.com, World Series): nicknamed the Fall Classic; key The Fall Classic confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team ended a 108-year wait for a World Series title in 2016?':
      "Checked (Baseball-Reference, 2016 World Series): the Cubs' first title since 1908; key The Chicago Cubs confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which team's fans blamed the 'Curse of the Bambino' for decades without a title?":
      "Checked (Britannica, Curse of the Bambino): Boston's drought blamed on Ruth's sale to New York; key The Boston Red Sox confirmed, the three wrong options are wrong; explanation confirmed.",
    'What trophy is awarded to the World Series winner?':
      "Checked (MLB.com, Commissioner's Trophy): awarded to the World Series winner since 1967; key The Commissioner's Trophy confirmed, the three wrong options are wrong; explanation confirmed.",
    'In the 2004 ALCS, the Red Sox came back from which series deficit to beat the Yankees?':
      'Checked (Baseball-Reference, 2004 ALCS): Boston won from 0–3, the first MLB team to do so; key 0–3 confirmed, the three wrong options are wrong; explanation confirmed.',
    "What was the nickname of the 1927 Yankees' batting order?":
      "Checked (Baseball Hall of Fame, 1927 Yankees): 'Murderers' Row', 110 wins; key Murderers' Row confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team won a 10-inning Game 7 in 1991 behind a complete game from Jack Morris?':
      "Checked (Baseball-Reference, 1991 World Series): Jack Morris's ten-inning 1–0 shutout for Minnesota in Game 7; key The Minnesota Twins confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which city's team won the World Series in both 1992 and 1993?":
      'Checked (Baseball-Reference, Blue Jays): Toronto won in 1992 and 1993, the first non-US champion; key Toronto confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team beat the Houston Astros in the 2019 World Series?':
      'Checked (Baseball-Reference, 2019 World Series): Washington beat Houston; the road team won all seven games; key The Washington Nationals confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team won the 2005 World Series, its first title since 1917?':
      "Checked (Baseball-Reference, 2005 World Series): the White Sox swept Houston, first title since 1917; key The Chicago White Sox confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Red Sox first baseman let a ground ball through his legs in Game 6 of the 1986 World Series?':
      "Checked (Baseball-Reference, 1986 World Series): Buckner's error in Game 6; the Mets won Games 6 and 7; key Bill Buckner confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which team did the Yankees beat in the 2000 'Subway Series'?":
      'Checked (Baseball-Reference, 2000 World Series): Yankees beat the Mets, the first Subway Series since 1956; key The New York Mets confirmed, the three wrong options are wrong; explanation confirmed.',
    "Who hit 'the Shot Heard 'Round the World' for the Giants in 1951?":
      "Checked (Baseball Hall of Fame, Bobby Thomson): the Shot Heard 'Round the World won the 1951 playoff against Brooklyn; key Bobby Thomson confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Duke Snider' → 'Whitey Lockman'. Rechecked by len-f: confirmed: Thomson; Lockman doubled earlier in the inning.",
    'Against which team did the Brooklyn Dodgers win their only World Series, in 1955?':
      'Checked (Baseball-Reference, 1955 World Series): Brooklyn beat the Yankees; Podres shut them out in Game 7; key The New York Yankees confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who hit the walk-off home run that won Game 7 of the 1960 World Series?':
      "Checked (Baseball-Reference, 1960 World Series): Mazeroski's Game 7 walk-off, still the only one in a Game 7; key Bill Mazeroski confirmed, the three wrong options are wrong; explanation confirmed.",
    'Who hit a pinch-hit walk-off home run on two injured legs in Game 1 of the 1988 World Series?':
      "Checked (Baseball-Reference, 1988 World Series): Gibson's pinch-hit walk-off in Game 1 was his only at-bat; key Kirk Gibson confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which catcher seemed to wave his home run fair to win Game 6 of the 1975 World Series?':
      "Checked (Baseball-Reference, 1975 World Series): Fisk's 12th-inning homer off the left-field pole in Game 6; key Carlton Fisk confirmed, the three wrong options are wrong; explanation confirmed.",
    'How many home runs did Reggie Jackson hit in Game 6 of the 1977 World Series?':
      'Checked (Baseball-Reference, 1977 World Series): three home runs on three first pitches from three pitchers; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Toronto batter hit a walk-off home run to win the 1993 World Series?':
      "Checked (Baseball-Reference, 1993 World Series): Joe Carter's walk-off, the second Series-ending home run after 1960; key Joe Carter confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team did the Red Sox sweep in the 2004 World Series?':
      'Checked (Baseball-Reference, 2004 World Series): Boston swept St. Louis, first title since 1918; key The St. Louis Cardinals confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which team did the 'Miracle Mets' beat in the 1969 World Series?":
      "Checked (Baseball-Reference, 1969 World Series): the Mets beat Baltimore after finishing ninth in 1968; key The Baltimore Orioles confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Detroit Tigers' → 'The Washington Senators'. Rechecked by len-f: confirmed: Baltimore; the Senators were not in the Series.",
    'Who made the only unassisted triple play in World Series history, in 1920?':
      "Checked (Baseball-Reference, 1920 World Series): Wambsganss's unassisted triple play, the only one in a Series; key Bill Wambsganss confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which pitcher was 2014 World Series MVP after five scoreless innings of relief in Game 7?':
      'Checked (Baseball-Reference, 2014 World Series): Bumgarner MVP, five scoreless relief innings in Game 7, one run in 21 innings; key Madison Bumgarner confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which team swept the 1989 'Bay Bridge' World Series?":
      'Checked (Baseball-Reference, 1989 World Series): Oakland swept San Francisco; Dave Stewart MVP with two wins; key The Oakland Athletics confirmed, the three wrong options are wrong; explanation confirmed.',
    'The 2020 World Series was played at which neutral ballpark?':
      "Checked (MLB.com, 2020 World Series): played at Globe Life Field, Arlington; key Globe Life Field confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Since 2017, the World Series MVP award has been named after which player?':
      'Checked (MLB.com, Willie Mays World Series MVP Award): renamed in 2017, on the anniversary of the 1954 Catch; key Willie Mays confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which film includes the line 'If you build it, he will come'?":
      'Checked (Britannica, Field of Dreams): the line is from the 1989 film; MLB played at the Iowa site in 2021; key Field of Dreams confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which film about a women's baseball league has the line 'There's no crying in baseball'?":
      'Checked (Britannica, A League of Their Own): the 1992 film; Tom Hanks as Jimmy Dugan; key A League of Their Own confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which song is sung during the seventh-inning stretch?':
      'Checked (Baseball Hall of Fame, Take Me Out to the Ball Game): the 1908 seventh-inning-stretch song by Norworth and Von Tilzer; key Take Me Out to the Ball Game confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which award goes to the best first-year player in each league?':
      'Checked (MLB.com, Jackie Robinson Rookie of the Year Award): given to the best rookie in each league; named after Robinson in 1987; key Rookie of the Year confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which award honours the best fielder at each position?':
      'Checked (Rawlings / MLB.com, Gold Glove Award): fielding award by position; the Silver Slugger is for hitting; key The Gold Glove confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which comedy duo performed the routine 'Who's on First?'":
      "Checked (Baseball Hall of Fame, Who's on First?): Abbott and Costello's routine; the gold record is displayed there; key Abbott and Costello confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which poem tells of a slugger who strikes out for the Mudville nine?':
      "Checked (Britannica, Casey at the Bat): Ernest Thayer's 1888 poem about the Mudville nine; key Casey at the Bat confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is the highest level of minor league baseball?':
      "Checked (MLB.com, minor league structure): Triple-A is the highest level; key Triple-A confirmed, the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which country has produced the most MLB players born outside the United States?':
      'Checked (Baseball-Reference, birthplaces): the Dominican Republic has produced the most foreign-born MLB players; key The Dominican Republic confirmed, the three wrong options are wrong; explanation confirmed.',
  },
};
