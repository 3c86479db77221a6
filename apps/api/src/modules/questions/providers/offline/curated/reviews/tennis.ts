import type { BankReview } from './review.js';

/** bank-pop's check of bank-more's tennis bank (ADR 0195); registered in index.ts once both are merged. */
export const tennisReview: BankReview = {
  bank: 'tennis',
  writer: 'bank-more',
  reviewer: 'bank-pop',
  checks: {
    'How many players are on court in a doubles match?':
      "Checked (reviewer's knowledge): 4 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the line at the very back of the court called?':
      "Checked (reviewer's knowledge): The baseline is right and the three wrong options are wrong; explanation confirmed.",
    'What is a hard overhead shot, hit like a serve, called?':
      "Checked (reviewer's knowledge): A smash is right and the three wrong options are wrong; explanation confirmed.",
    'What is the stroke hit across the body, with the back of the hand leading, called?':
      "Checked (reviewer's knowledge): The backhand is right and the three wrong options are wrong; explanation confirmed.",
    'What is the shot that starts every point called?':
      "Checked (reviewer's knowledge): The serve is right and the three wrong options are wrong; explanation confirmed.",
    "What is the point that could end the contest in a player's favour called?":
      "Checked (reviewer's knowledge): Match point is right and the three wrong options are wrong; explanation confirmed.",
    'What is a long exchange of shots between players called?':
      "Checked (reviewer's knowledge): A rally is right and the three wrong options are wrong; explanation confirmed.",
    'What is the spin that makes the ball dip down and bounce high called?':
      "Checked (reviewer's knowledge): Topspin is right and the three wrong options are wrong; explanation confirmed.",
    'What is a soft shot that just clears the net and lands short called?':
      "Checked (reviewer's knowledge): A drop shot is right and the three wrong options are wrong; explanation confirmed.",
    'What is throwing the ball up before serving called?':
      "Checked (reviewer's knowledge): The toss is right and the three wrong options are wrong; explanation confirmed.",
    'What is a rally shot that the opponent cannot touch called?':
      "Checked (reviewer's knowledge): A winner is right and the three wrong options are wrong; explanation confirmed.",
    'What is the box where a serve must land called?':
      "Checked (reviewer's knowledge): The service box is right and the three wrong options are wrong; explanation confirmed.",
    'How many points must a player win to take a game without the opponent scoring?':
      "Checked (reviewer's knowledge): 4 is right and the three wrong options are wrong; explanation confirmed.",
    'How is a ball that lands on the line counted?':
      "Checked (reviewer's knowledge): In is right and the three wrong options are wrong; explanation confirmed.",
    'What is a match won 6–0, 6–0, 6–0 nicknamed?':
      "Checked (reviewer's knowledge): A triple bagel is right and the three wrong options are wrong; explanation confirmed.",
    'What is a shot that goes past an opponent at the net called?':
      "Checked (reviewer's knowledge): A passing shot is right and the three wrong options are wrong; explanation confirmed.",
    'What is the first point in a tennis game called, after love?':
      "Checked (reviewer's knowledge): 15 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the score called when both players reach 40 in a game?':
      "Checked (reviewer's knowledge): Deuce is right and the three wrong options are wrong; explanation confirmed.",
    'What is a serve that the receiver cannot touch called?':
      "Checked (reviewer's knowledge): An ace is right and the three wrong options are wrong; explanation confirmed.",
    'What is a serve that clips the net and lands in the right box called?':
      "Checked (reviewer's knowledge): A let is right and the three wrong options are wrong; explanation confirmed.",
    'What is it called when a player misses both serves on a point?':
      "Checked (reviewer's knowledge): A double fault is right and the three wrong options are wrong; explanation confirmed.",
    'What is a shot hit before the ball bounces called?':
      "Checked (reviewer's knowledge): A volley is right and the three wrong options are wrong; explanation confirmed.",
    'What is a high shot that sails over an opponent at the net called?':
      "Checked (reviewer's knowledge): A lob is right and the three wrong options are wrong; explanation confirmed.",
    'How many sets must a man win to take a Grand Slam singles match?':
      "Checked (reviewer's knowledge): 3 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the score called when the server wins the point after deuce?':
      "Checked (reviewer's knowledge): Advantage in is right and the three wrong options are wrong; explanation confirmed.",
    "What is a point that would win the receiver the game on the opponent's serve called?":
      "Checked (reviewer's knowledge): Break point is right and the three wrong options are wrong; explanation confirmed.",
    'What is it called when a server steps on or over the baseline while serving?':
      "Checked (reviewer's knowledge): A foot fault is right and the three wrong options are wrong; explanation confirmed.",
    'What is a set won 6–0 nicknamed?':
      "Checked (reviewer's knowledge): A bagel is right and the three wrong options are wrong; explanation confirmed.",
    'At what score in games is a tiebreak normally played in a set?':
      "Checked (reviewer's knowledge): 6–6 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the name of the system that tracks the ball to judge line calls?':
      "Checked (reviewer's knowledge): Hawk-Eye is right and the three wrong options are wrong; explanation confirmed.",
    'In doubles, which extra strips of the court come into play?':
      "Checked (reviewer's knowledge): The tramlines is right and the three wrong options are wrong; explanation confirmed.",
    'In a tiebreak, how many points must a player reach to win, two clear?':
      "Checked (reviewer's knowledge): 7 is right and the three wrong options are wrong; explanation confirmed.",
    'How long is a tennis court, baseline to baseline?':
      "Checked (reviewer's knowledge): 78 feet is right and the three wrong options are wrong; explanation confirmed.",
    'How high is a tennis net at its centre?':
      "Checked (reviewer's knowledge): 3 feet is right and the three wrong options are wrong; explanation confirmed.",
    'Since 2022, what happens at 6–6 in the final set of every Grand Slam singles match?':
      "Checked (reviewer's knowledge): A tiebreak to 10 points is right and the three wrong options are wrong; explanation confirmed.",
    'In which year were tiebreaks first used at a Grand Slam?':
      "Checked (reviewer's knowledge): 1970 is right and the three wrong options are wrong; explanation confirmed.",
    "On what score does a 'golden set' happen?":
      "Checked (reviewer's knowledge): a golden set is a 6-0 set without dropping a point; Yaroslava Shvedova did it against Sara Errani at Wimbledon 2012, the only one at a Grand Slam in the Open Era; confirmed.",
    "What is the 'Australian formation' in doubles?":
      "Checked (reviewer's knowledge): Server and partner start on the same side is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Both players stand at the baseline' → 'Server and partner both stay on the baseline'. Rechecked by len-h: in the Australian formation the net player stands on the same side as the server; both staying back on the baseline is plain defensive doubles, so the new option is wrong and the key unique.",
    "How many sets can a women's Grand Slam singles match last at most?":
      "Checked (reviewer's knowledge): 3 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Grand Slam tournament comes last in the calendar year?':
      "Checked (reviewer's knowledge): The US Open is right and the three wrong options are wrong; explanation confirmed.",
    "What does ATP stand for in men's tennis?":
      "Checked (reviewer's knowledge): Association of Tennis Professionals is right and the three wrong options are wrong; explanation confirmed.",
    'What colour is the clay at Roland Garros?':
      "Checked (reviewer's knowledge): Red is right and the three wrong options are wrong; explanation confirmed.",
    'Which city hosts the Italian Open?':
      "Checked (reviewer's knowledge): Rome is right and the three wrong options are wrong; explanation confirmed.",
    'In which Italian city have the ATP Finals been held since 2021?':
      "Checked (reviewer's knowledge): Turin is right and the three wrong options are wrong; explanation confirmed.",
    "Which company's balls have been used at Wimbledon since 1902?":
      "Checked (reviewer's knowledge): Slazenger is right and the three wrong options are wrong; explanation confirmed.",
    'Which Grand Slam tournament is played at Roland Garros?':
      "Checked (reviewer's knowledge): The French Open is right and the three wrong options are wrong; explanation confirmed.",
    'In which city is the Australian Open played?':
      "Checked (reviewer's knowledge): Melbourne is right and the three wrong options are wrong; explanation confirmed.",
    'In which city is the US Open played?':
      "Checked (reviewer's knowledge): New York is right and the three wrong options are wrong; explanation confirmed.",
    'Which fruit is traditionally served with cream at Wimbledon?':
      "Checked (reviewer's knowledge): Strawberries is right and the three wrong options are wrong; explanation confirmed.",
    'What colour must players mostly wear at Wimbledon?':
      "Checked (reviewer's knowledge): White is right and the three wrong options are wrong; explanation confirmed.",
    'Which is the first Grand Slam tournament of the calendar year?':
      "Checked (reviewer's knowledge): The Australian Open is right and the three wrong options are wrong; explanation confirmed.",
    'In which London district is the All England Club?':
      "Checked (reviewer's knowledge): Wimbledon is right and the three wrong options are wrong; explanation confirmed.",
    'What is the main show court at the US Open named after?':
      "Checked (reviewer's knowledge): Arthur Ashe is right and the three wrong options are wrong; explanation confirmed.",
    'Which stadium is the main court of the Australian Open?':
      "Checked (reviewer's knowledge): Rod Laver Arena is right and the three wrong options are wrong; explanation confirmed.",
    'What is the main court at Roland Garros called?':
      "Checked (reviewer's knowledge): Court Philippe-Chatrier is right and the three wrong options are wrong; explanation confirmed.",
    'On which surface is the US Open played?':
      "Checked (reviewer's knowledge): Hard court is right and the three wrong options are wrong; explanation confirmed.",
    'Which Grand Slam tournament is the oldest?':
      "Checked (reviewer's knowledge): Wimbledon is right and the three wrong options are wrong; explanation confirmed.",
    "Which team competition is the men's world cup of tennis between nations?":
      "Checked (reviewer's knowledge): The Davis Cup is right and the three wrong options are wrong; explanation confirmed.",
    "Which team event pits Team Europe against Team World, and was founded by Roger Federer's company?":
      "Checked (reviewer's knowledge): The Laver Cup is right and the three wrong options are wrong; explanation confirmed.",
    "What is the women's team competition between nations called since 2020?":
      "Checked (reviewer's knowledge): The Billie Jean King Cup is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did Wimbledon first put a roof over Centre Court?':
      "Checked (reviewer's knowledge): 2009 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the name of the hill at Wimbledon where fans without tickets watch on a big screen?':
      "Checked (reviewer's knowledge): Henman Hill is right and the three wrong options are wrong; explanation confirmed.",
    "What is the men's singles trophy at the French Open called?":
      "Checked (reviewer's knowledge): The Coupe des Mousquetaires is right and the three wrong options are wrong; explanation confirmed.",
    "What is the women's singles trophy at Wimbledon called?":
      "Checked (reviewer's knowledge): The Venus Rosewater Dish is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'The Daphne Akhurst Cup' → 'The Daphne Akhurst Memorial Cup'. Rechecked by len-h: the Daphne Akhurst Memorial Cup is the Australian Open women's singles trophy (its full name); Wimbledon's is the Venus Rosewater Dish.",
    "Which player's name is on the men's singles trophy of the Australian Open?":
      "Checked (reviewer's knowledge): Norman Brookes is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did the Open Era begin, letting professionals play the Grand Slams?':
      "Checked (reviewer's knowledge): 1968 is right and the three wrong options are wrong; explanation confirmed.",
    'Which surface was used at the Australian Open before it moved to hard courts in 1988?':
      "Checked (reviewer's knowledge): Grass is right and the three wrong options are wrong; explanation confirmed.",
    'At which Grand Slam was the tournament played at Kooyong before 1988?':
      "Checked (reviewer's knowledge): The Australian Open is right and the three wrong options are wrong; explanation confirmed.",
    'Which American player married Steffi Graf in 2001?':
      "Checked (reviewer's knowledge): Andre Agassi is right and the three wrong options are wrong; explanation confirmed.",
    "Who won Olympic men's singles gold in both 2012 and 2016?":
      "Checked (reviewer's knowledge): Andy Murray is right and the three wrong options are wrong; explanation confirmed.",
    'Which man completed the career Golden Slam by winning Olympic gold in Paris in 2024?':
      "Checked (reviewer's knowledge): Novak Djokovic is right and the three wrong options are wrong; explanation confirmed.",
    'Rafael Nadal writes with one hand and plays with the other: which hand held his racket?':
      "Checked (reviewer's knowledge): His left is right and the three wrong options are wrong; explanation confirmed.",
    'Which unseeded Argentine won the 2004 French Open, beating Guillermo Coria in the final?':
      "Checked (reviewer's knowledge): Gastón Gaudio is right and the three wrong options are wrong; explanation confirmed.",
    "Who holds the men's record of ten Australian Open singles titles, as of 2024?":
      "Checked (reviewer's knowledge): Novak Djokovic is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swede won three of the four Grand Slam titles in 1988?':
      "Checked (reviewer's knowledge): Mats Wilander is right and the three wrong options are wrong; explanation confirmed.",
    'Which serve-and-volley Swede won Wimbledon in 1988 and 1990?':
      "Checked (reviewer's knowledge): Stefan Edberg is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian became, at 20, the youngest man to finish a year as world number one, in 2001?':
      "Checked (reviewer's knowledge): Lleyton Hewitt is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian won Wimbledon in 1987 and climbed into the stands to celebrate?':
      "Checked (reviewer's knowledge): Pat Cash is right and the three wrong options are wrong; explanation confirmed.",
    'Which Austrian won the 1995 French Open?':
      "Checked (reviewer's knowledge): Thomas Muster is right and the three wrong options are wrong; explanation confirmed.",
    "Who in 1990 became the youngest men's US Open champion, at 19?":
      "Checked (reviewer's knowledge): Pete Sampras is right and the three wrong options are wrong; explanation confirmed.",
    'Who beat Roger Federer in the 2008 Wimbledon final, finished in near darkness?':
      "Checked (reviewer's knowledge): Rafael Nadal is right and the three wrong options are wrong; explanation confirmed.",
    'Which Russian beat Pete Sampras in the 2000 US Open final?':
      "Checked (reviewer's knowledge): Marat Safin is right and the three wrong options are wrong; explanation confirmed.",
    'Which French player of the 1920s, nicknamed the Crocodile, gave his name to a clothing brand?':
      "Checked (reviewer's knowledge): René Lacoste is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swiss player won eight Wimbledon singles titles?':
      "Checked (reviewer's knowledge): Roger Federer is right and the three wrong options are wrong; explanation confirmed.",
    'Which Spanish player won the French Open fourteen times?':
      "Checked (reviewer's knowledge): Rafael Nadal is right and the three wrong options are wrong; explanation confirmed.",
    "Which Serbian player holds the men's record of 24 Grand Slam singles titles, as of 2024?":
      "Checked (reviewer's knowledge): Novak Djokovic is right and the three wrong options are wrong; explanation confirmed.",
    "Which Scottish player won Wimbledon in 2013, ending a 77-year wait for a British men's champion?":
      "Checked (reviewer's knowledge): Andy Murray is right and the three wrong options are wrong; explanation confirmed.",
    "Which fiery American player was famous for shouting 'You cannot be serious!' at umpires?":
      "Checked (reviewer's knowledge): John McEnroe is right and the three wrong options are wrong; explanation confirmed.",
    'Which Spanish player won Wimbledon in 2023 and 2024?':
      "Checked (reviewer's knowledge): Carlos Alcaraz is right and the three wrong options are wrong; explanation confirmed.",
    'Which American won seven Wimbledon singles titles in the 1990s and 2000s?':
      "Checked (reviewer's knowledge): Pete Sampras is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swedish player won five Wimbledon titles in a row, from 1976 to 1980?':
      "Checked (reviewer's knowledge): Björn Borg is right and the three wrong options are wrong; explanation confirmed.",
    'Which American player won all four Grand Slams and an Olympic gold in singles, the career Golden Slam?':
      "Checked (reviewer's knowledge): Andre Agassi is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian is the only man to win the calendar Grand Slam twice?':
      "Checked (reviewer's knowledge): Rod Laver is right and the three wrong options are wrong; explanation confirmed.",
    'Which German won Wimbledon at the age of 17 in 1985?':
      "Checked (reviewer's knowledge): Boris Becker is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian player won the Australian Open in 2024?':
      "Checked (reviewer's knowledge): Jannik Sinner is right and the three wrong options are wrong; explanation confirmed.",
    'Which Argentine won the 2009 US Open, beating Roger Federer in the final?':
      "Checked (reviewer's knowledge): Juan Martín del Potro is right and the three wrong options are wrong; explanation confirmed.",
    'Which Croatian won Wimbledon in 2001 as a wildcard?':
      "Checked (reviewer's knowledge): Goran Ivanišević is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the last British man to win Wimbledon before Andy Murray?':
      "Checked (reviewer's knowledge): Fred Perry is right and the three wrong options are wrong; explanation confirmed.",
    'Which American was the first Black man to win Wimbledon, in 1975?':
      "Checked (reviewer's knowledge): Arthur Ashe is right and the three wrong options are wrong; explanation confirmed.",
    'Which French player won the French Open in 1983, the last Frenchman to do so as of 2024?':
      "Checked (reviewer's knowledge): Yannick Noah is right and the three wrong options are wrong; explanation confirmed.",
    'Which American man won the most singles titles in the Open Era, 109?':
      "Checked (reviewer's knowledge): Jimmy Connors is right and the three wrong options are wrong; explanation confirmed.",
    'Which Czech-born player reached eight US Open finals in a row in the 1980s?':
      "Checked (reviewer's knowledge): Ivan Lendl is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swiss player won three Grand Slam titles, including the 2016 US Open?':
      "Checked (reviewer's knowledge): Stan Wawrinka is right and the three wrong options are wrong; explanation confirmed.",
    'Which American was the first man to win the calendar Grand Slam, in 1938?':
      "Checked (reviewer's knowledge): Don Budge is right and the three wrong options are wrong; explanation confirmed.",
    'Who won the longest match in tennis history, at Wimbledon in 2010, over 11 hours?':
      "Checked (reviewer's knowledge): John Isner is right and the three wrong options are wrong; explanation confirmed.",
    'Which Austrian won the 2020 US Open?':
      "Checked (reviewer's knowledge): Dominic Thiem is right and the three wrong options are wrong; explanation confirmed.",
    "Which Russian player won the 2021 US Open, stopping Novak Djokovic's calendar Grand Slam?":
      "Checked (reviewer's knowledge): Daniil Medvedev is right and the three wrong options are wrong; explanation confirmed.",
    "Which Briton won the Wimbledon women's title in 1977, the Queen's Silver Jubilee year?":
      "Checked (reviewer's knowledge): Virginia Wade is right and the three wrong options are wrong; explanation confirmed.",
    'Which American won her first Wimbledon singles title in 2000 and four more after it?':
      "Checked (reviewer's knowledge): Venus Williams is right and the three wrong options are wrong; explanation confirmed.",
    'Which American beat Steffi Graf in the 1999 Wimbledon final?':
      "Checked (reviewer's knowledge): Lindsay Davenport is right and the three wrong options are wrong; explanation confirmed.",
    'Which Frenchwoman won Wimbledon in 2013?':
      "Checked (reviewer's knowledge): Marion Bartoli is right and the three wrong options are wrong; explanation confirmed.",
    "Which Chinese player won the 2011 French Open, her country's first Grand Slam singles title?":
      "Checked (reviewer's knowledge): Li Na is right and the three wrong options are wrong; explanation confirmed.",
    "Which American sisters have both been ranked number one in women's singles?":
      "Checked (reviewer's knowledge): Venus and Serena Williams is right and the three wrong options are wrong; explanation confirmed.",
    'Which American won 23 Grand Slam singles titles in the Open Era?':
      "Checked (reviewer's knowledge): Serena Williams is right and the three wrong options are wrong; explanation confirmed.",
    'Which Russian won Wimbledon at 17 in 2004?':
      "Checked (reviewer's knowledge): Maria Sharapova is right and the three wrong options are wrong; explanation confirmed.",
    'Which German player won the Golden Slam in 1988?':
      "Checked (reviewer's knowledge): Steffi Graf is right and the three wrong options are wrong; explanation confirmed.",
    'Which Czech-born American won a record nine Wimbledon singles titles?':
      "Checked (reviewer's knowledge): Martina Navratilova is right and the three wrong options are wrong; explanation confirmed.",
    "Which American won the French Open a record seven times in the women's draw, in the 1970s and 1980s?":
      "Checked (reviewer's knowledge): Chris Evert won seven French Opens and reached the semi-finals or better at 52 of her 56 majors; confirmed.",
    'Which Australian holds the record of 24 Grand Slam singles titles?':
      "Checked (reviewer's knowledge): Margaret Court is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian won Wimbledon in 2021 and retired as world number one in 2022?':
      "Checked (reviewer's knowledge): Ash Barty is right and the three wrong options are wrong; explanation confirmed.",
    'Which Polish player won the French Open four times between 2020 and 2024?':
      "Checked (reviewer's knowledge): Iga Świątek is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese player won four Grand Slam titles between 2018 and 2021?':
      "Checked (reviewer's knowledge): Naomi Osaka is right and the three wrong options are wrong; explanation confirmed.",
    'Which British teenager won the 2021 US Open as a qualifier?':
      "Checked (reviewer's knowledge): Emma Raducanu is right and the three wrong options are wrong; explanation confirmed.",
    'Which Belgian rivals both reached world number one in the 2000s?':
      "Checked (reviewer's knowledge): Justine Henin and Kim Clijsters is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swiss player became world number one at 16 in 1997?':
      "Checked (reviewer's knowledge): Martina Hingis is right and the three wrong options are wrong; explanation confirmed.",
    "Which American won the 'Battle of the Sexes' match against Bobby Riggs in 1973?":
      "Checked (reviewer's knowledge): Billie Jean King is right and the three wrong options are wrong; explanation confirmed.",
    'Which American was the first Black player to win a Grand Slam title, at the 1956 French Championships?':
      "Checked (reviewer's knowledge): Althea Gibson is right and the three wrong options are wrong; explanation confirmed.",
    'Which French player won six Wimbledon singles titles between 1919 and 1925?':
      "Checked (reviewer's knowledge): Suzanne Lenglen is right and the three wrong options are wrong; explanation confirmed.",
    'Which American was the first woman to win the calendar Grand Slam, in 1953?':
      "Checked (reviewer's knowledge): Maureen Connolly is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Doris Hart' → 'Helen Wills Moody'. Rechecked by len-h: Helen Wills Moody won eight Wimbledons and seven US titles but never played all four majors in one year; Connolly's 1953 Slam was the first by a woman.",
    'Which Yugoslav-born player won eight Grand Slam titles before she turned 20?':
      "Checked (reviewer's knowledge): Monica Seles is right and the three wrong options are wrong; explanation confirmed.",
    'Which Czech player won Wimbledon in 2011 and 2014?':
      "Checked (reviewer's knowledge): Petra Kvitová is right and the three wrong options are wrong; explanation confirmed.",
    'Which Spanish player won the French Open three times, in 1989, 1994 and 1998?':
      "Checked (reviewer's knowledge): Arantxa Sánchez Vicario is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian Aboriginal player won Wimbledon in 1971 and 1980?':
      "Checked (reviewer's knowledge): Evonne Goolagong is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Kerry Melville' → 'Kerry Melville Reid'. Rechecked by len-h: Kerry Melville Reid (married name) won the 1977 Australian Open and the 1978 Wimbledon doubles, never a Wimbledon singles title in 1971 or 1980; those were Goolagong's.",
    'What colour are most modern tennis balls?':
      "Checked (reviewer's knowledge): Yellow is right and the three wrong options are wrong; explanation confirmed.",
    'What were tennis racket strings traditionally made from?':
      "Checked (reviewer's knowledge): Animal gut is right and the three wrong options are wrong; explanation confirmed.",
    'Which kind of ball sport did tennis grow out of, played with the hand in French monasteries?':
      "Checked (reviewer's knowledge): Jeu de paume is right and the three wrong options are wrong; explanation confirmed.",
    'What is the fuzzy covering of a tennis ball made of?':
      "Checked (reviewer's knowledge): Felt is right and the three wrong options are wrong; explanation confirmed.",
    'Who patented lawn tennis in 1874?':
      "Checked (reviewer's knowledge): Walter Clopton Wingfield is right and the three wrong options are wrong; explanation confirmed.",
    'Which sport did the All England Club play before it took up tennis?':
      "Checked (reviewer's knowledge): Croquet is right and the three wrong options are wrong; explanation confirmed.",
    "Which computer system, announced in 1973, ranks men's tennis players?":
      "Checked (reviewer's knowledge): The ATP rankings is right and the three wrong options are wrong; explanation confirmed.",
    "Which organisation runs the women's professional tour?":
      "Checked (reviewer's knowledge): The WTA is right and the three wrong options are wrong; explanation confirmed.",
    'What is the national governing body of tennis in Britain?':
      "Checked (reviewer's knowledge): The Lawn Tennis Association is right and the three wrong options are wrong; explanation confirmed.",
    "What does it mean to 'hold serve'?":
      "Checked (reviewer's knowledge): Win a game on your own serve is right and the three wrong options are wrong; explanation confirmed.",
    'In tennis, what is a shot that clips the top of the net and drops over called?':
      "Checked (reviewer's knowledge): A net cord is right and the three wrong options are wrong; explanation confirmed.",
    'What is a shot played between the legs, usually while running back to the baseline, called?':
      "Checked (reviewer's knowledge): A tweener is right and the three wrong options are wrong; explanation confirmed.",
    'What material were the first widely used metal rackets made of in the 1960s?':
      "Checked (reviewer's knowledge): the steel Wilson T2000 (from 1967) was the first widely used metal racket and Connors used it; aluminium frames came alongside; confirmed.",
    "Which company's graphite Pro Staff racket did Pete Sampras use?":
      "Checked (reviewer's knowledge): Wilson is right and the three wrong options are wrong; explanation confirmed.",
    'Who won the first Wimbledon championship, in 1877?':
      "Checked (reviewer's knowledge): Spencer Gore is right and the three wrong options are wrong; explanation confirmed.",
    'At which Olympics did tennis return as a full medal sport after a 64-year gap?':
      "Checked (reviewer's knowledge): Seoul 1988 is right and the three wrong options are wrong; explanation confirmed.",
    "Which player won the first Olympic gold in women's singles, at Paris 1900?":
      "Checked (reviewer's knowledge): Charlotte Cooper is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Blanche Bingley' → 'Blanche Bingley Hillyard'. Rechecked by len-h: Blanche Bingley Hillyard (married name from 1887) won six Wimbledon singles titles but did not play at Paris 1900, where Charlotte Cooper beat Hélène Prévost.",
  },
};
