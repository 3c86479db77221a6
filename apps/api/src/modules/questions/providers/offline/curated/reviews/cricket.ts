import type { BankReview } from './review.js';

/** bank-screen's check of bank-eras' cricket bank (ADR 0195); registered in index.ts once both are merged. */
export const cricketReview: BankReview = {
  bank: 'cricket',
  writer: 'bank-eras',
  reviewer: 'bank-screen',
  checks: {
    'How many legal deliveries make up a standard over?':
      "Checked (reviewer's knowledge): 6 is right and the three wrong options are wrong; explanation confirmed.",
    "What is a batter's score of zero called?":
      "Checked (reviewer's knowledge): A duck is right and the three wrong options are wrong; explanation confirmed.",
    'How many runs does a ball score when it clears the boundary without bouncing?':
      "Checked (reviewer's knowledge): 6 is right and the three wrong options are wrong; explanation confirmed.",
    'What is an over in which the bowler concedes no runs called?':
      "Checked (reviewer's knowledge): A maiden is right and the three wrong options are wrong; explanation confirmed.",
    'What are the three upright wooden posts at each end of the pitch called?':
      "Checked (reviewer's knowledge): The stumps is right and the three wrong options are wrong; explanation confirmed.",
    'What are the two small pieces resting on top of the stumps called?':
      "Checked (reviewer's knowledge): The bails is right and the three wrong options are wrong; explanation confirmed.",
    'What does LBW stand for?':
      "Checked (reviewer's knowledge): Leg before wicket is right and the three wrong options are wrong; explanation confirmed.",
    'What is a delivery too far from the batter to be hit, costing the bowler a run, called?':
      "Checked (reviewer's knowledge): A wide is right and the three wrong options are wrong; explanation confirmed.",
    'How long is a cricket pitch from stumps to stumps?':
      "Checked (reviewer's knowledge): 22 yards is right and the three wrong options are wrong; explanation confirmed.",
    'How is a batter out when a fielder takes the ball off the bat before it bounces?':
      "Checked (reviewer's knowledge): Caught is right and the three wrong options are wrong; explanation confirmed.",
    'How many stumps make up one wicket?':
      "Checked (reviewer's knowledge): 3 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the line a batter must ground the bat behind to be safe from a run-out called?':
      "Checked (reviewer's knowledge): The popping crease is right and the three wrong options are wrong; explanation confirmed.",
    'What are runs called when the ball misses both bat and body and passes the wicketkeeper?':
      "Checked (reviewer's knowledge): Byes is right and the three wrong options are wrong; explanation confirmed.",
    'How is a batter out when the keeper breaks the wicket while the batter is out of the crease and not running?':
      "Checked (reviewer's knowledge): Stumped is right and the three wrong options are wrong; explanation confirmed.",
    'Which club has been the custodian of the Laws of Cricket since 1788?':
      "Checked (reviewer's knowledge): The MCC is right and the three wrong options are wrong; explanation confirmed.",
    'How many innings does each team have at most in a Test match?':
      "Checked (reviewer's knowledge): 2 is right and the three wrong options are wrong; explanation confirmed.",
    'What is it called when the side batting second is made to bat again straight away because it trails by a large margin?':
      "Checked (reviewer's knowledge): The follow-on is right and the three wrong options are wrong; explanation confirmed.",
    "What is a captain's decision to end the innings before all batters are out called?":
      "Checked (reviewer's knowledge): A declaration is right and the three wrong options are wrong; explanation confirmed.",
    "How many overs may one bowler bowl at most in a men's ODI innings?":
      "Checked (reviewer's knowledge): 10 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the term for being out first ball in an innings?':
      "Checked (reviewer's knowledge): A golden duck is right and the three wrong options are wrong; explanation confirmed.",
    'What is scoring zero in both innings of a match called?':
      "Checked (reviewer's knowledge): A pair is right and the three wrong options are wrong; explanation confirmed.",
    'What is running out the non-striker for backing up too far, before the ball is bowled, traditionally called?':
      "Checked (reviewer's knowledge): A Mankad is right and the three wrong options are wrong; explanation confirmed.",
    "How many fielders may stand outside the 30-yard circle in the first powerplay of a men's ODI?":
      "Checked (reviewer's knowledge): 2 is right and the three wrong options are wrong; explanation confirmed.",
    'What is the maximum width of a cricket bat under the Laws?':
      "Checked (reviewer's knowledge): 10.8 cm is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): '9.5 cm' → '10.16 cm'. Rechecked by len-f: confirmed: 4.25 in (10.8 cm); 10.16 cm (4 in) is wrong and contains no other option.",
    'In what rare way was Angelo Mathews dismissed at the 2023 World Cup?':
      "Checked (reviewer's knowledge): Timed out is right and the three wrong options are wrong; explanation confirmed.",
    "Which mode of dismissal was folded into 'obstructing the field' in 2017?":
      "Checked (reviewer's knowledge): Handled the ball is right and the three wrong options are wrong; explanation confirmed.",
    "How many penalty runs are awarded if the ball hits a fielding side's helmet lying on the ground?":
      "Checked (reviewer's knowledge): 5 is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many bouncers may a bowler deliver per over in Test cricket?':
      "Checked (reviewer's knowledge): 2 is right and the three wrong options are wrong; explanation confirmed.",
    "What is a ball aimed at the batter's toes, landing right at the crease, called?":
      "Checked (reviewer's knowledge): A yorker is right and the three wrong options are wrong; explanation confirmed.",
    "What is a short ball that rears up towards the batter's head called?":
      "Checked (reviewer's knowledge): A bouncer is right and the three wrong options are wrong; explanation confirmed.",
    'How is a batter out when the delivery hits the stumps and knocks a bail off?':
      "Checked (reviewer's knowledge): Bowled is right and the three wrong options are wrong; explanation confirmed.",
    'Which fielder wears gloves and stands behind the stumps?':
      "Checked (reviewer's knowledge): The wicketkeeper is right and the three wrong options are wrong; explanation confirmed.",
    'What is it called when a bowler takes wickets with three deliveries in a row?':
      "Checked (reviewer's knowledge): A hat-trick is right and the three wrong options are wrong; explanation confirmed.",
    'Which Sri Lankan off-spinner took 800 Test wickets?':
      "Checked (reviewer's knowledge): Muttiah Muralitharan is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian leg-spinner took 708 Test wickets?':
      "Checked (reviewer's knowledge): Shane Warne is right and the three wrong options are wrong; explanation confirmed.",
    'Which English fast bowler retired in 2024 with 704 Test wickets?':
      "Checked (reviewer's knowledge): James Anderson is right and the three wrong options are wrong; explanation confirmed.",
    'What does a bowler who spins the ball mainly with the fingers bowl?':
      "Checked (reviewer's knowledge): Off-spin is right and the three wrong options are wrong; explanation confirmed.",
    'Why do bowlers keep one side of the ball shiny?':
      "Checked (reviewer's knowledge): To make it swing is right and the three wrong options are wrong; explanation confirmed.",
    'What is a full toss above waist height, an illegal delivery, called?':
      "Checked (reviewer's knowledge): A beamer is right and the three wrong options are wrong; explanation confirmed.",
    'What is swing against the shine, achieved with an old ball, called?':
      "Checked (reviewer's knowledge): Reverse swing is right and the three wrong options are wrong; explanation confirmed.",
    "What is a right-arm wrist-spinner's stock delivery, turning from leg to off, called?":
      "Checked (reviewer's knowledge): The leg break is right and the three wrong options are wrong; explanation confirmed.",
    'Which fielding position stands square of the batter on the off side?':
      "Checked (reviewer's knowledge): Point is right and the three wrong options are wrong; explanation confirmed.",
    'Which fielders stand in a line beside the wicketkeeper to catch edges?':
      "Checked (reviewer's knowledge): The slips is right and the three wrong options are wrong; explanation confirmed.",
    "Which West Indian fast bowler was nicknamed 'Whispering Death'?":
      "Checked (reviewer's knowledge): Michael Holding is right and the three wrong options are wrong; explanation confirmed.",
    "Which Pakistani fast bowler was nicknamed 'the Rawalpindi Express'?":
      "Checked (reviewer's knowledge): Shoaib Akhtar is right and the three wrong options are wrong; explanation confirmed.",
    'Which England captain devised the Bodyline tactics of 1932–33?':
      "Checked (reviewer's knowledge): Douglas Jardine is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian leg-spinner took all ten wickets in a Test innings against Pakistan in 1999?':
      "Checked (reviewer's knowledge): Anil Kumble is right and the three wrong options are wrong; explanation confirmed.",
    'Which off-spinner is credited with inventing the doosra?':
      "Checked (reviewer's knowledge): Saqlain Mushtaq is right and the three wrong options are wrong; explanation confirmed.",
    "Which Sri Lankan spinner made the flicked 'carrom ball' famous?":
      "Checked (reviewer's knowledge): Ajantha Mendis is right and the three wrong options are wrong; explanation confirmed.",
    'Which England off-spinner took 19 wickets in a single Test in 1956?':
      "Checked (reviewer's knowledge): Jim Laker is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian bowled underarm along the ground on the last ball of an ODI against New Zealand in 1981?':
      "Checked (reviewer's knowledge): Trevor Chappell is right and the three wrong options are wrong; explanation confirmed.",
    'Which England fast bowler led the Bodyline attack of 1932–33?':
      "Checked (reviewer's knowledge): Harold Larwood is right and the three wrong options are wrong; explanation confirmed.",
    'Which West Indian fast bowler took 14 wickets in a Test against England at The Oval in 1976?':
      "Checked (reviewer's knowledge): Michael Holding is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Wayne Daniel' → 'Malcolm Marshall'. Rechecked by len-f: confirmed: Holding; Marshall's Test debut was 1978.",
    'Which New Zealander took all ten wickets in a Test innings against India in 2021?':
      "Checked (reviewer's knowledge): Ajaz Patel is right and the three wrong options are wrong; explanation confirmed.",
    "Which Australian fast bowler's 355 Test wickets were then a record when he retired in 1984?":
      "Checked (reviewer's knowledge): Dennis Lillee is right and the three wrong options are wrong; explanation confirmed.",
    'What is the fielding position deep behind square on the leg side called?':
      "Checked (reviewer's knowledge): Deep backward square leg is right and the three wrong options are wrong; explanation confirmed.",
    'Which Pakistan bowler was the first to take 400 ODI wickets?':
      "Checked (reviewer's knowledge): Wasim Akram is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian batter finished with a Test average of 99.94?':
      "Checked (reviewer's knowledge): Don Bradman is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian batter made 100 international centuries?':
      "Checked (reviewer's knowledge): Sachin Tendulkar is right and the three wrong options are wrong; explanation confirmed.",
    'Which West Indian scored 400 not out in a Test in 2004, still the highest Test score?':
      "Checked (reviewer's knowledge): Brian Lara is right and the three wrong options are wrong; explanation confirmed.",
    'Which Pakistan captain won the 1992 World Cup and later became prime minister?':
      "Checked (reviewer's knowledge): Imran Khan is right and the three wrong options are wrong; explanation confirmed.",
    "Which Indian batter is nicknamed 'The Wall'?":
      "Checked (reviewer's knowledge): Rahul Dravid is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian batter hit six sixes in an over at the 2007 T20 World Cup?':
      "Checked (reviewer's knowledge): Yuvraj Singh is right and the three wrong options are wrong; explanation confirmed.",
    'Which West Indian opener, known for huge hitting, made the first T20 international century?':
      "Checked (reviewer's knowledge): Chris Gayle is right and the three wrong options are wrong; explanation confirmed.",
    'Which Victorian doctor is the most famous cricketer of the 1800s?':
      "Checked (reviewer's knowledge): W. G. Grace is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian batter was the first to score 50 ODI centuries?':
      "Checked (reviewer's knowledge): Virat Kohli is right and the three wrong options are wrong; explanation confirmed.",
    "Which Indian batter holds the highest men's ODI score, 264?":
      "Checked (reviewer's knowledge): Rohit Sharma is right and the three wrong options are wrong; explanation confirmed.",
    'Which West Indian all-rounder hit six sixes in a first-class over in 1968?':
      "Checked (reviewer's knowledge): Garfield Sobers is right and the three wrong options are wrong; explanation confirmed.",
    'Whose unbeaten 149 at Headingley turned the 1981 Ashes?':
      "Checked (reviewer's knowledge): Ian Botham is right and the three wrong options are wrong; explanation confirmed.",
    'Which South African all-rounder scored over 13,000 Test runs and took 292 Test wickets?':
      "Checked (reviewer's knowledge): Jacques Kallis is right and the three wrong options are wrong; explanation confirmed.",
    'Who became the first man to score 10,000 Test runs, in 1987?':
      "Checked (reviewer's knowledge): Sunil Gavaskar is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian wicketkeeper-batter was famous for walking when he knew he was out?':
      "Checked (reviewer's knowledge): Adam Gilchrist is right and the three wrong options are wrong; explanation confirmed.",
    "Who captained Australia's unbeaten 1948 tour of England, the 'Invincibles'?":
      "Checked (reviewer's knowledge): Don Bradman is right and the three wrong options are wrong; explanation confirmed.",
    "Which West Indian captain lifted the first two men's World Cups?":
      "Checked (reviewer's knowledge): Clive Lloyd is right and the three wrong options are wrong; explanation confirmed.",
    'Which Sri Lankan captain won the 1996 World Cup?':
      "Checked (reviewer's knowledge): Arjuna Ranatunga is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian captain won the 1983 World Cup?':
      "Checked (reviewer's knowledge): Kapil Dev is right and the three wrong options are wrong; explanation confirmed.",
    'Which Antiguan batter was famous for batting without a helmet against fast bowling?':
      "Checked (reviewer's knowledge): Viv Richards is right and the three wrong options are wrong; explanation confirmed.",
    "Which former England captain is the country's leading Test run scorer, as of 2024?":
      "Checked (reviewer's knowledge): Joe Root is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian made 380 in 2003, briefly the highest Test score?':
      "Checked (reviewer's knowledge): Matthew Hayden is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Adam Gilchrist' → 'Matthew Elliott'. Rechecked by len-f: confirmed: Hayden's 380 v Zimbabwe; Elliott's best was 199.",
    "Who scored the first double century in a men's ODI, in 2010?":
      "Checked (reviewer's knowledge): Sachin Tendulkar is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Chris Gayle' → 'Sanath Jayasuriya'. Rechecked by len-f: confirmed: Tendulkar's 200* (2010); Jayasuriya's best ODI score was 189.",
    'Who hit the fastest ODI century, off 31 balls, in 2015?':
      "Checked (reviewer's knowledge): AB de Villiers is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which New Zealander hit the fastest Test century, off 54 balls, in 2016?':
      "Checked (reviewer's knowledge): Brendon McCullum is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-e): 'Ross Taylor' → 'Colin de Grandhomme'. Rechecked by len-f: confirmed: McCullum's 54 balls; de Grandhomme's hundred took 71.",
    'Which Indian prince, playing for England, popularised the leg glance?':
      "Checked (reviewer's knowledge): Ranjitsinhji is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who scored the first Test century, in the first Test of 1877?':
      "Checked (reviewer's knowledge): Charles Bannerman is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which English batter made 364 against Australia at The Oval in 1938?':
      "Checked (reviewer's knowledge): Len Hutton is right and the three wrong options are wrong; explanation confirmed.",
    'Which Pakistani opener made 337 in 1958, batting for more than 16 hours?':
      "Checked (reviewer's knowledge): Hanif Mohammad is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Sri Lankan batter holds the record Test partnership, 624 with Kumar Sangakkara?':
      "Checked (reviewer's knowledge): Mahela Jayawardene is right and the three wrong options are wrong; explanation confirmed.",
    "Which country won the 2019 men's World Cup on boundary count after a tied super over?":
      "Checked (reviewer's knowledge): England is right and the three wrong options are wrong; explanation confirmed.",
    "Which country has won the most men's ODI World Cups, as of 2023?":
      "Checked (reviewer's knowledge): Australia is right and the three wrong options are wrong; explanation confirmed.",
    "Which country won the first men's T20 World Cup, in 2007?":
      "Checked (reviewer's knowledge): India is right and the three wrong options are wrong; explanation confirmed.",
    'How many overs does each side face in a T20 match?':
      "Checked (reviewer's knowledge): 20 is right and the three wrong options are wrong; explanation confirmed.",
    "How many overs does each side face in a men's ODI?":
      "Checked (reviewer's knowledge): 50 is right and the three wrong options are wrong; explanation confirmed.",
    "Which country did Australia beat in the 2023 men's World Cup final?":
      "Checked (reviewer's knowledge): India is right and the three wrong options are wrong; explanation confirmed.",
    "What is India's franchise T20 league, first played in 2008, called?":
      "Checked (reviewer's knowledge): The Indian Premier League is right and the three wrong options are wrong; explanation confirmed.",
    "Which team won the 2022 men's T20 World Cup?":
      "Checked (reviewer's knowledge): England is right and the three wrong options are wrong; explanation confirmed.",
    "What is Australia's franchise T20 competition called?":
      "Checked (reviewer's knowledge): The Big Bash League is right and the three wrong options are wrong; explanation confirmed.",
    'What method sets revised targets in rain-shortened limited-overs matches?':
      "Checked (reviewer's knowledge): Duckworth–Lewis–Stern is right and the three wrong options are wrong; explanation confirmed.",
    'Which country won the first World Test Championship final, in 2021?':
      "Checked (reviewer's knowledge): New Zealand is right and the three wrong options are wrong; explanation confirmed.",
    'Which country did India beat in the 2011 World Cup final?':
      "Checked (reviewer's knowledge): Sri Lanka is right and the three wrong options are wrong; explanation confirmed.",
    "Which country did the West Indies beat in the first men's World Cup final, in 1975?":
      "Checked (reviewer's knowledge): Australia is right and the three wrong options are wrong; explanation confirmed.",
    'Which English county team has won the County Championship the most times?':
      "Checked (reviewer's knowledge): Yorkshire is right and the three wrong options are wrong; explanation confirmed.",
    "Which insurer gave its name to the first three men's World Cups?":
      "Checked (reviewer's knowledge): Prudential is right and the three wrong options are wrong; explanation confirmed.",
    "In which year was the first Women's Cricket World Cup played?":
      "Checked (reviewer's knowledge): 1973 is right and the three wrong options are wrong; explanation confirmed.",
    'Which country won the 1999 World Cup after a tied semi-final against South Africa?':
      "Checked (reviewer's knowledge): Australia is right and the three wrong options are wrong; explanation confirmed.",
    'Which country reached the 2003 World Cup semi-finals as a non-Test side?':
      "Checked (reviewer's knowledge): Kenya is right and the three wrong options are wrong; explanation confirmed.",
    "Which country won the 2009 men's T20 World Cup in England?":
      "Checked (reviewer's knowledge): Pakistan is right and the three wrong options are wrong; explanation confirmed.",
    "Which country won the 2014 men's T20 World Cup in Bangladesh?":
      "Checked (reviewer's knowledge): Sri Lanka is right and the three wrong options are wrong; explanation confirmed.",
    "Which side won the men's T20 World Cup in both 2012 and 2016?":
      "Checked (reviewer's knowledge): West Indies is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which English county tournament was the first major one-day competition, from 1963?':
      "Checked (reviewer's knowledge): The Gillette Cup is right and the three wrong options are wrong; explanation confirmed.",
    "Where was the first men's One Day International played, in 1971?":
      "Checked (reviewer's knowledge): Melbourne is right and the three wrong options are wrong; explanation confirmed.",
    'Which trophy do England and Australia contest in Test series?':
      "Checked (reviewer's knowledge): The Ashes is right and the three wrong options are wrong; explanation confirmed.",
    'Which London ground is known as the Home of Cricket?':
      "Checked (reviewer's knowledge): Lord's is right and the three wrong options are wrong; explanation confirmed.",
    'Which Melbourne ground hosts the Boxing Day Test?':
      "Checked (reviewer's knowledge): The MCG is right and the three wrong options are wrong; explanation confirmed.",
    'What colour ball is used in day/night Test cricket?':
      "Checked (reviewer's knowledge): Pink is right and the three wrong options are wrong; explanation confirmed.",
    'Which two countries played the first Test match, in 1877?':
      "Checked (reviewer's knowledge): Australia and England is right and the three wrong options are wrong; explanation confirmed.",
    'In which Indian city is the Eden Gardens ground?':
      "Checked (reviewer's knowledge): Kolkata is right and the three wrong options are wrong; explanation confirmed.",
    'Which team is nicknamed the Proteas?':
      "Checked (reviewer's knowledge): South Africa is right and the three wrong options are wrong; explanation confirmed.",
    'Which team is nicknamed the Black Caps?':
      "Checked (reviewer's knowledge): New Zealand is right and the three wrong options are wrong; explanation confirmed.",
    "Which newspaper's mock obituary of English cricket in 1882 gave the Ashes their name?":
      "Checked (reviewer's knowledge): The Sporting Times is right and the three wrong options are wrong; explanation confirmed.",
    'Which stadium in Ahmedabad is the largest cricket ground in the world?':
      "Checked (reviewer's knowledge): Narendra Modi Stadium is right and the three wrong options are wrong; explanation confirmed.",
    'Which Australian media owner set up World Series Cricket in 1977?':
      "Checked (reviewer's knowledge): Kerry Packer is right and the three wrong options are wrong; explanation confirmed.",
    'Which annual book is called the bible of cricket?':
      "Checked (reviewer's knowledge): Wisden Cricketers' Almanack is right and the three wrong options are wrong; explanation confirmed.",
    "Where are the ICC's headquarters?":
      "Checked (reviewer's knowledge): Dubai is right and the three wrong options are wrong; explanation confirmed.",
    'Which country became the tenth Test nation, in 2000?':
      "Checked (reviewer's knowledge): Bangladesh is right and the three wrong options are wrong; explanation confirmed.",
    'Between which two countries is the Border–Gavaskar Trophy played?':
      "Checked (reviewer's knowledge): Australia and India is right and the three wrong options are wrong; explanation confirmed.",
    "What is India's premier domestic first-class competition called?":
      "Checked (reviewer's knowledge): The Ranji Trophy is right and the three wrong options are wrong; explanation confirmed.",
    'Which two countries became Test nations in 2017?':
      "Checked (reviewer's knowledge): Ireland and Afghanistan is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year did South Africa return to international cricket after apartheid isolation?':
      "Checked (reviewer's knowledge): 1991 is right and the three wrong options are wrong; explanation confirmed.",
    'Which two countries played the first day/night Test, in 2015?':
      "Checked (reviewer's knowledge): Australia and New Zealand is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which English player's selection for a 1968 tour led South Africa to cancel it?":
      "Checked (reviewer's knowledge): Basil D'Oliveira is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did Wisden first name its Cricketers of the Year?':
      "Checked (reviewer's knowledge): 1889 is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the England captain given the Ashes urn in 1883?':
      "Checked (reviewer's knowledge): Ivo Bligh is right and the three wrong options are wrong; explanation confirmed.",
    "Which ground's famous slope falls about 2.5 metres across the field?":
      "Checked (reviewer's knowledge): Lord's is right and the three wrong options are wrong; explanation confirmed.",
    'Which Test ground is known as the Gabba?':
      "Checked (reviewer's knowledge): Brisbane Cricket Ground is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Test ground in Barbados hosted the 2007 World Cup final?':
      "Checked (reviewer's knowledge): Kensington Oval is right and the three wrong options are wrong; explanation confirmed.",
    'In which year was the International Cricket Council founded, as the Imperial Cricket Conference?':
      "Checked (reviewer's knowledge): 1909 is right and the three wrong options are wrong; explanation confirmed.",
    'What is a score of 100 or more in one innings called?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'What does a batter receive after the bowler oversteps in international limited-overs cricket?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "What is a delivery called when the bowler's front foot oversteps the crease?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What minimum first-innings lead lets a captain make the other side bat again straight away in a five-day Test?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What is the 1993 delivery that bowled Mike Gatting at Old Trafford called?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "What is a wrist-spinner's delivery that turns the 'wrong' way, from off to leg for a right-hander, called?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Which Indian captain finished the 2011 World Cup final with a six?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    "Which leg-spinner bowled Australia's captain second ball in his last Test innings, at The Oval in 1948?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge. Options reworded for length (issue 14, len-e): 'Jim Laker' → 'Walter Robins'. Rechecked by len-f: confirmed: Hollies bowled Bradman; Robins's last Test was 1937.",
    'Which team won the first IPL season, in 2008?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "Which team lost both the 2015 and 2019 men's World Cup finals?":
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'Which team has won the most IPL titles, shared as of 2024?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What does an umpire signal by raising both arms straight above the head?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What is the governing body of world cricket?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'What is said to be inside the Ashes urn?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    "Which West Indian fast bowler was nicknamed 'Big Bird'?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
  },
};
