import type { BankReview } from './review.js';

/** bank-i2's check of bank-i1's golf bank at b0c66a4 (ADR 0195); registered in index.ts once both are merged. */
export const golfReview: BankReview = {
  bank: 'golf',
  writer: 'bank-i1',
  reviewer: 'bank-i2',
  checks: {
    'What is a short, low shot played from just off the green called?':
      'Checked (R&A golf glossary): a chip is a short, low, running shot from just off the green; options and explanation confirmed.',
    'What is a short, high shot with a lofted club, played to stop the ball quickly on the green, called?':
      'Checked (R&A golf glossary): a pitch is a high lofted short shot that stops quickly; pitch-and-putt courses take their name from it; options and explanation confirmed.',
    'What are the last nine holes of an 18-hole round called?':
      'Checked (R&A golf glossary): the back nine are holes 10–18, on old links often running back to the clubhouse; options and explanation confirmed.',
    'What colour stakes usually mark out of bounds?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition): out of bounds is marked by white stakes or lines; the stroke-and-distance penalty applies; options and explanation confirmed.',
    'What do golfers call the position in which the ball comes to rest?':
      'Checked (R&A golf glossary): the lie is where and how the ball rests; options and explanation confirmed.',
    'What is a shot that curves sharply to the left for a right-handed player called?':
      'Checked (R&A golf glossary): a hook curves sharply left for a right-hander; a controlled gentle version is a draw; options and explanation confirmed.',
    'What is a score of one under par on a hole called?':
      'Checked (Britannica, \'birdie\'): one under par; from American slang "bird" for something excellent, around 1899–1903 at Atlantic City; options and explanation confirmed.',
    'What is a score of two under par on a hole called?':
      'Checked (R&A golf glossary): an eagle is two under par; a hole in one on a par 3 is an eagle; options and explanation confirmed.',
    'What is a score of one over par on a hole called?':
      "Checked (Britannica, 'bogey'): one over par (in US usage); from the Bogey Man of an 1890s song, the imaginary opponent; options and explanation confirmed.",
    'What is the number of strokes a skilled player is expected to need for a hole called?':
      'Checked (R&A golf glossary): par is the score an expert is expected to make, usually 3, 4 or 5; options and explanation confirmed.',
    'What is a hole completed with a single stroke often called?':
      'Checked (R&A golf glossary): an ace is a hole in one; the clubhouse-round tradition is well known; options and explanation confirmed.',
    'What word do golfers traditionally shout to warn people that a ball may hit them?':
      'Checked (Britannica): fore is the warning cry, possibly from "before" as used by soldiers or forecaddies; options and explanation confirmed.',
    'What does a lower handicap show about a golfer?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition): a lower handicap index means a better player; scratch is zero; options and explanation confirmed.',
    'Which par is given to the longest holes on most courses?':
      'Checked (R&A golf glossary): par 5s are the longest holes on most courses; options and explanation confirmed.',
    'What is the extra hole or holes played to break a tie for first place called?':
      'Checked (R&A, Open Championship records): ties for first are decided by play-off; the US Open used full 18-hole Monday play-offs until 2018; options and explanation confirmed.',
    'What is a score of three under par on a single hole called?':
      'Checked (R&A golf glossary): an albatross (double eagle) is three under par and rarer than a hole in one; options and explanation confirmed.',
    'How many clubs may a player carry in a round under the Rules of Golf?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition): the 14-club limit (Rule 4.1b) was introduced by the USGA in 1938 and the R&A in 1939; options and explanation confirmed.',
    'What is an unofficial second attempt at a bad shot, allowed only in casual games, called?':
      'Checked (Britannica): a mulligan is an unofficial replay in casual golf, not allowed by the Rules; options and explanation confirmed.',
    'In casual golf, what is a very short putt that the other players let you skip called?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition): a gimme is a casual conceded short putt; in match play a stroke may be formally conceded (Rule 3.2b); options and explanation confirmed.',
    'In the Stableford scoring system, how many points does a player score for a par?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition, Stableford (Rule 21.1)): a par scores 2 points; Dr Frank Stableford devised it at Wallasey in 1931–32; options and explanation confirmed.',
    'Since 2019, what do the Rules of Golf call the areas that used to be called water hazards?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition): since 2019 water hazards are penalty areas, marked red or yellow; options and explanation confirmed.',
    'In the Ryder Cup format called foursomes, how do the two partners play?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition Rule 22): in foursomes partners alternate strokes on one ball; fourball is each playing his own ball; options and explanation confirmed.',
    'What do golfers call a sudden loss of fine control, especially when putting?':
      'Checked (Britannica): the yips are a loss of fine motor control, mainly in putting; Bernhard Langer battled them with several grips; options and explanation confirmed.',
    'What is a shot that curves sharply to the right for a right-handed player called?':
      'Checked (R&A golf glossary): a slice curves sharply right for a right-hander; a gentle version is a fade; options and explanation confirmed.',
    'What is a score of four under par on a single hole called?':
      'Checked (Britannica): a condor is four under par on a hole; only a handful are recorded, mostly holes in one on par 5s; options and explanation confirmed.',
    'Under the 2019 rules, how long may a player search for a lost ball?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition Rule 18.2a): a lost-ball search is three minutes since 2019, five before; options and explanation confirmed.',
    'What is the minimum diameter of a golf ball under the rules?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition equipment rules): minimum diameter 1.68 in (42.67 mm); the R&A allowed the 1.62 in British ball until 1990; options and explanation confirmed.',
    'What is the diameter of a golf hole?':
      "Checked (Rules of Golf, R&A and USGA, 2023 edition): the hole is 4.25 in (108 mm) across, said to come from a cutter used at Musselburgh in 1829; options and explanation confirmed. Options reworded for length (issue 14, len-f): '152 mm' → '101.6 mm'. Rechecked by len-e: the hole is 4.25 in (108 mm); 101.6 mm is 4 in, wrong.",
    'Which flowering shrubs are famous for blooming at Augusta National during the Masters?':
      'Checked (Masters.com / Augusta National history): azaleas bloom at Masters time; the 13th hole is named Azalea; options and explanation confirmed.',
    'What do British golfers usually call a motorised golf cart?':
      'Checked (R&A golf glossary): British usage: a buggy is a motorised cart, a trolley a pulled or pushed bag carrier; options and explanation confirmed.',
    'Where does play on each hole begin?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition Rule 6.2): play begins in the teeing area, between the markers and up to two club-lengths behind; options and explanation confirmed.',
    'What is the game played on small courses full of obstacles such as windmills?':
      'Checked (Britannica): miniature golf with obstacles such as windmills; called crazy golf in Britain; options and explanation confirmed.',
    'Which course hosted the first US Open, in 1895?':
      "Checked (USGA championship history): the first US Open, 4 October 1895, was at Newport Country Club, 36 holes in one day; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'Shinnecock Hills' → 'Shinnecock Hills Golf Club'. Rechecked by len-e: the 1895 US Open was at Newport; Shinnecock Hills hosted the second, in 1896.",
    'Which architect laid out Augusta National in the early 1930s?':
      "Checked (Masters.com / Augusta National history): Alister MacKenzie laid out Augusta National with Bobby Jones in 1931–33; he also designed Cypress Point; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who designed Pinehurst No. 2, a regular US Open venue?':
      'Checked (USGA / Pinehurst history): Donald Ross, born in Dornoch, designed Pinehurst No. 2; options and explanation confirmed.',
    'Which architect designed TPC Sawgrass?':
      'Checked (PGA Tour records): Pete Dye designed TPC Sawgrass; his wife Alice is credited with the island-green idea; options and explanation confirmed.',
    "Which Scottish town is called the 'Home of Golf'?":
      'Checked (Britannica): St Andrews is called the Home of Golf; golf has been played there since at least the 15th–16th century; options and explanation confirmed.',
    'In which country did the modern game of golf develop in the 15th century?':
      'Checked (Britannica): modern golf developed in 15th-century Scotland; the 1457 act of James II banned it in favour of archery; options and explanation confirmed.',
    'What is the area of very short grass where the hole is cut called?':
      'Checked (R&A golf glossary): the putting green is the closely mown area around the hole; options and explanation confirmed.',
    'What is a sand-filled hollow on a golf course called?':
      'Checked (R&A golf glossary): a bunker is a sand-filled hollow; sand trap in American usage; options and explanation confirmed.',
    'What is the longer grass beside the fairway called?':
      'Checked (R&A golf glossary): the rough is the longer grass beside fairways; options and explanation confirmed.',
    'What is the closely mown strip of grass between the tee and the green called?':
      'Checked (R&A golf glossary): the fairway is the mown strip from tee to green; the word is nautical in origin; options and explanation confirmed.',
    'What is the clubhouse bar jokingly called?':
      'Checked (R&A golf glossary): the 19th hole is the clubhouse bar; options and explanation confirmed.',
    'What is a practice area for long shots called?':
      'Checked (R&A golf glossary): a driving range is for practising long shots; range balls are often limited-flight; options and explanation confirmed.',
    'What is a hole that bends to the left or right called?':
      "Checked (R&A golf glossary): a dogleg is a hole that bends, like a dog's hind leg; options and explanation confirmed.",
    'What is the name of the piece of turf cut out by a golf club during a shot?':
      'Checked (R&A golf glossary): a divot is the turf cut out by the club; golfers replace it or fill with sand; options and explanation confirmed.',
    'Which course has staged the Open Championship more than any other?':
      'Checked (R&A, Open Championship records): the Old Course, St Andrews, has hosted the Open most often, including the 150th in 2022; options and explanation confirmed.',
    'What is the nickname of the 11th, 12th and 13th holes at Augusta National?':
      'Checked (Masters.com / Augusta National history): Amen Corner is the 11th–13th; Herbert Warren Wind named it in 1958 after a jazz record; options and explanation confirmed.',
    'Every hole at Augusta National is named after what?':
      'Checked (Masters.com / Augusta National history): every hole is named after a tree or shrub; the 12th is Golden Bell; options and explanation confirmed.',
    'At TPC Sawgrass, home of the Players Championship, which hole has the famous island green?':
      'Checked (PGA Tour records): the island green is the 17th at TPC Sawgrass, about 137 yards; options and explanation confirmed.',
    'In which US state is Pebble Beach?':
      'Checked (Britannica): Pebble Beach Golf Links is in California, on Carmel Bay; options and explanation confirmed.',
    'On which links were the first known written rules of golf drawn up, in 1744?':
      'Checked (Britannica): the Gentlemen Golfers of Leith wrote 13 rules in 1744 for a silver-club competition; options and explanation confirmed.',
    'What is the famous little stone bridge on the 18th hole at St Andrews called?':
      'Checked (R&A, Open Championship records): the Swilcan Bridge crosses the Swilcan Burn on the first and 18th holes of the Old Course; options and explanation confirmed.',
    "Which famous par-3 at Royal Troon is nicknamed the 'Postage Stamp'?":
      "Checked (R&A, Open Championship records): Royal Troon's 8th, the Postage Stamp, about 123 yards, is the shortest on the Open rota; options and explanation confirmed.",
    'Which Open venue in Kent hosted the first Open held in England, in 1894?':
      "Checked (R&A, Open Championship records): Royal St George's, Sandwich, Kent, hosted the first Open in England in 1894; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Where was the first Open Championship played, in 1860?':
      'Checked (R&A, Open Championship records): the first Open was at Prestwick on 17 October 1860, eight professionals, three rounds of 12 holes in a day; options and explanation confirmed.',
    'In which year was the first Masters played?':
      'Checked (Masters.com / Augusta National history): the first Masters was in 1934, called the Augusta National Invitation Tournament until 1939; options and explanation confirmed.',
    'On which hand do right-handed golfers usually wear a glove?':
      'Checked (R&A golf glossary): right-handers wear the glove on the left, top hand; options and explanation confirmed.',
    'What are the clubs numbered from about 3 to 9 called?':
      'Checked (R&A golf glossary): irons are numbered roughly 3 to 9, loft rising with the number; options and explanation confirmed.',
    'Why are drivers and fairway woods called woods?':
      'Checked (Britannica): woods had persimmon or other wooden heads; metal heads took over in the 1980s–90s; options and explanation confirmed.',
    'What is the small peg a ball is placed on for the first shot at a hole?':
      'Checked (Britannica): a tee holds the ball for the first stroke; George Grant, a dentist, patented a wooden tee in 1899; options and explanation confirmed.',
    'Which club is used to roll the ball into the hole on the green?':
      'Checked (R&A golf glossary): the putter rolls the ball on the green and is the most used club; options and explanation confirmed.',
    'Which club, with the largest head, is used for long shots off the tee?':
      'Checked (Rules of Golf, R&A and USGA, 2023 edition equipment rules): the driver has the largest head, limited to 460 cc; options and explanation confirmed.',
    'Why do golf balls have dimples?':
      'Checked (Britannica): dimples reduce drag and add lift so balls fly further; scuffed featherie/gutty balls were noticed to fly better; options and explanation confirmed.',
    "What is the person who carries a player's bag and gives advice called?":
      'Checked (Britannica): a caddie carries the bag; the word is usually traced to French cadet; options and explanation confirmed.',
    'What were golf club shafts usually made of before steel?':
      'Checked (Britannica): shafts were hickory before steel; the R&A legalised steel shafts in 1929; options and explanation confirmed.',
    'Which of these clubs has the most loft?':
      'Checked (R&A golf glossary): a lob wedge (about 58–64°) has more loft than a pitching wedge, 9-iron or 3-wood; options and explanation confirmed.',
    "What was the 'featherie', used in golf until the mid-1800s?":
      'Checked (Britannica): the featherie was a leather ball stuffed with boiled feathers, used until the mid-1800s, slow and costly to make; options and explanation confirmed.',
    'What was the old name for the lofted club roughly equal to a 9-iron?':
      "Checked (R&A golf glossary): a niblick was roughly a 9-iron, a mashie a 5-iron; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'A spoon' → 'A baffing spoon'. Rechecked by len-e: the niblick matched a 9-iron; the baffing spoon was a lofted wood.",
    'Which player is credited with inventing the modern sand wedge in the early 1930s?':
      "Checked (World Golf Hall of Fame): Gene Sarazen is credited with the modern sand wedge (1931–32), inspired by aircraft flaps; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "From what material was the 'gutty' ball of the mid-1800s made?":
      "Checked (Britannica): the gutty of 1848 was made of gutta-percha, the dried sap of a Malaysian tree; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What do many Americans call the Open Championship?':
      'Checked (R&A, Open Championship records): Americans often say British Open; the R&A calls it The Open; options and explanation confirmed.',
    'Who won the first Masters?':
      "Checked (Masters.com / Augusta National history): Horton Smith won the first Masters in 1934 and again in 1936; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Whose wrongly signed scorecard cost him a tie for the lead at the 1968 Masters?':
      'Checked (Masters.com / Augusta National history): Roberto De Vicenzo signed a card with a 4 instead of 3 on the 17th in 1968, marked by Tommy Aaron; options and explanation confirmed.',
    'Which American won the Open five times between 1975 and 1983?':
      'Checked (R&A, Open Championship records): Tom Watson won five Opens 1975–83, the first at Carnoustie after an 18-hole play-off with Jack Newton; options and explanation confirmed.',
    "Who became the first left-hander to win a men's major, at the 1963 Open?":
      'Checked (R&A, Open Championship records): Bob Charles won the 1963 Open, the first left-handed major winner; Mike Weir was next in 2003; options and explanation confirmed.',
    'Who became the oldest US Open champion, aged 45, in 1990?':
      'Checked (USGA championship history): Hale Irwin won the 1990 US Open at 45, after holing a long putt on the 72nd and celebrating round the green; options and explanation confirmed.',
    'Which Englishman won the 1969 Open and the 1970 US Open?':
      'Checked (R&A, Open Championship records): Tony Jacklin won the 1969 Open and 1970 US Open and captained Europe to its first win in America in 1987; options and explanation confirmed.',
    'What does the winner of the Masters receive to wear?':
      'Checked (Masters.com / Augusta National history): the Masters champion wears the green jacket and may keep it for a year; options and explanation confirmed.',
    'In which US state is Augusta National?':
      'Checked (Masters.com / Augusta National history): Augusta National, Georgia, was built on the Fruitland Nurseries site; options and explanation confirmed.',
    'In which month is the Masters played?':
      "Checked (Masters.com / Augusta National history): the Masters is played in April, the first men's major of the year; options and explanation confirmed.",
    'In which country is the Open Championship always held?':
      'Checked (R&A, Open Championship records): the Open is always held in the United Kingdom, on a rota of links courses; options and explanation confirmed.',
    'Which major is held in the United States every June?':
      'Checked (USGA championship history): the US Open is held in June and run by the USGA; options and explanation confirmed.',
    'What is the trophy given to the winner of the Open?':
      'Checked (R&A, Open Championship records): the Claret Jug is the Open trophy; before it the champion got the red Challenge Belt; options and explanation confirmed.',
    'The Wanamaker Trophy goes to the winner of which major?':
      'Checked (PGA of America history): the Wanamaker Trophy goes to the PGA champion; Rodman Wanamaker gave it in 1916; options and explanation confirmed.',
    'Who chooses the menu at the Masters Champions Dinner?':
      'Checked (Masters.com / Augusta National history): the defending champion hosts and chooses the menu of the Tuesday Champions Dinner; options and explanation confirmed.',
    'Who won the first Open Championship, in 1860?':
      'Checked (R&A, Open Championship records): Willie Park Sr. won the first Open in 1860 and three more; options and explanation confirmed.',
    'Which Scot won four Opens in a row from 1868 and died at the age of 24?':
      "Checked (R&A, Open Championship records): Young Tom Morris won four consecutive Opens (1868–70, 1872, none held in 1871), first at 17, and died at 24; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'Harry Vardon' → 'John Henry Taylor'. Rechecked by len-e: Young Tom Morris won four in a row and died at 24; J. H. Taylor was English and won five Opens from 1894.",
    'Which British golfer won a record six Open Championships?':
      "Checked (R&A, Open Championship records): Harry Vardon won a record six Opens; the Vardon overlapping grip is named after him; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Whose holed 4-wood on the 15th in 1935 helped him win the second Masters?':
      "Checked (Masters.com / Augusta National history): Gene Sarazen's 4-wood albatross at the 15th in 1935 helped him win the second Masters; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'At what age did Tiger Woods putt against Bob Hope on American television?':
      "Checked (Britannica): Tiger Woods putted against Bob Hope on The Mike Douglas Show in 1978, aged two; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which golfer won the 1997 Masters by 12 strokes, aged 21?':
      'Checked (Masters.com / Augusta National history): Tiger Woods won the 1997 Masters by 12 at 21, still the youngest champion; options and explanation confirmed.',
    'Which golfer traditionally wears a red shirt in the final round?':
      "Checked (Britannica): Woods wears red on Sundays, at his mother Kultida's suggestion; options and explanation confirmed.",
    "Which left-handed American golfer is nicknamed 'Lefty'?":
      'Checked (Britannica): Phil Mickelson, Lefty, is right-handed apart from golf; options and explanation confirmed.',
    'Which golfer gave his name to a drink of iced tea and lemonade?':
      "Checked (Britannica): the Arnold Palmer is iced tea and lemonade; his fans were Arnie's Army; options and explanation confirmed.",
    "Which golfer is nicknamed 'The Golden Bear'?":
      'Checked (World Golf Hall of Fame): Jack Nicklaus, the Golden Bear, born Columbus, Ohio, 1940; options and explanation confirmed.',
    "What is Tiger Woods's real first name?":
      'Checked (Britannica): Tiger Woods was born Eldrick; his father named him after Vuong Dang Phong, called Tiger; options and explanation confirmed.',
    'What did Tiger Woods achieve by winning the 2001 Masters?':
      'Checked (PGA Tour records): winning the 2001 Masters gave Woods all four major titles at once, the Tiger Slam; options and explanation confirmed.',
    'In which year did Tiger Woods win his fifth Masters, after back surgery?':
      'Checked (Masters.com / Augusta National history): Woods won his fifth Masters in 2019, his 15th major and first since 2008; options and explanation confirmed.',
    'Who won the 1986 Masters at the age of 46, the oldest champion?':
      'Checked (Masters.com / Augusta National history): Nicklaus won the 1986 Masters aged 46, his record sixth; options and explanation confirmed.',
    "Which South African golfer, nicknamed 'The Black Knight', won nine majors?":
      'Checked (World Golf Hall of Fame): Gary Player, the Black Knight, won nine majors, completing the set at the 1965 US Open; options and explanation confirmed.',
    'Which golfer completed the career Grand Slam by winning the 2025 Masters?':
      'Checked (Masters.com / Augusta National history): Rory McIlroy completed the career Grand Slam at the 2025 Masters; his Masters debut was 2009; options and explanation confirmed.',
    'Rory McIlroy grew up in Holywood, near which city?':
      'Checked (Britannica): McIlroy grew up in Holywood, County Down, near Belfast, and played for Ireland at the 2021 and 2024 Olympics; options and explanation confirmed.',
    'Which Irish golfer won the Open in 2007 and 2008?':
      'Checked (R&A, Open Championship records): Pádraig Harrington won the 2007 and 2008 Opens and the 2008 PGA weeks later; options and explanation confirmed.',
    'Which Spaniard won the Open three times and the Masters twice?':
      'Checked (World Golf Hall of Fame): Seve Ballesteros won Opens in 1979, 1984, 1988 and Masters in 1980, 1983; the 1979 car-park shot at Lytham; options and explanation confirmed.',
    'Which Spanish golfer won the 2017 Masters, his first major, at 37?':
      'Checked (Masters.com / Augusta National history): Sergio García won the 2017 Masters at 37 in his 74th major start; options and explanation confirmed.',
    'Which Spaniard won the 2021 US Open and the 2023 Masters?':
      'Checked (PGA Tour records): Jon Rahm won the 2021 US Open and 2023 Masters; a record 60 weeks as world amateur number one; options and explanation confirmed.',
    'Which American won both the PGA Championship and the Open in 2024?':
      'Checked (PGA Tour records): Xander Schauffele won the 2024 PGA Championship and Open, his first two majors; options and explanation confirmed.',
    'Who won the US Open in both 2020 and 2024?':
      'Checked (PGA Tour records): Bryson DeChambeau won the 2020 and 2024 US Opens; he studied physics at SMU; options and explanation confirmed.',
    'Who won the Masters in both 2022 and 2024?':
      'Checked (Masters.com / Augusta National history): Scottie Scheffler won the 2022 and 2024 Masters and the 2025 PGA Championship and Open; options and explanation confirmed.',
    "Which golfer became the first Japanese man to win a men's major, at the 2021 Masters?":
      'Checked (Masters.com / Augusta National history): Hideki Matsuyama won the 2021 Masters, the first Japanese man to win a major; his caddie bowed to the course; options and explanation confirmed.',
    'Which Englishman won six majors, including three Masters?':
      'Checked (World Golf Hall of Fame): Nick Faldo won six majors, three Masters (1989, 1990, 1996) and three Opens; options and explanation confirmed.',
    "Which Australian, 'The Great White Shark', spent 331 weeks as world number one?":
      'Checked (Official World Golf Ranking): Greg Norman spent 331 weeks as number one and won the 1986 and 1993 Opens; options and explanation confirmed.',
    'Which Australian became the first from his country to win the Masters, in 2013?':
      'Checked (Masters.com / Augusta National history): Adam Scott won the 2013 Masters, the first Australian, beating Ángel Cabrera at the second play-off hole; options and explanation confirmed.',
    'Which golfer won the Masters, the US Open and the Open in 1953, four years after a near-fatal car crash?':
      'Checked (World Golf Hall of Fame): Ben Hogan won the 1953 Masters, US Open and Open (Carnoustie, his only Open) after his 1949 crash; options and explanation confirmed.',
    'Which Swede was the first woman to shoot 59 in an LPGA Tour event, in 2001?':
      'Checked (LPGA records): Annika Sörenstam shot 59 in 2001 and played the 2003 Colonial; options and explanation confirmed.',
    "Which 1932 Olympic athletics champion went on to win ten women's majors in golf?":
      "Checked (World Golf Hall of Fame): Babe Didrikson Zaharias, 1932 Olympic champion, won ten majors and the 1954 US Women's Open after cancer surgery; options and explanation confirmed.",
    "Which New Zealander became women's world number one at the age of 17, in 2015?":
      'Checked (LPGA records): Lydia Ko became number one at 17 in 2015 and completed her Hall of Fame entry with Paris 2024 gold; options and explanation confirmed.',
    "Which American won women's Olympic golf gold at the Tokyo Games?":
      'Checked (Olympic results (olympics.com)): Nelly Korda won Tokyo 2020 gold; her father Petr won the 1998 Australian Open; options and explanation confirmed.',
    'Which reigning US Open champion died in a plane accident in October 1999?':
      'Checked (Britannica): Payne Stewart, reigning US Open champion, died in the October 1999 Learjet accident; known for plus fours; options and explanation confirmed.',
    'Which Scot topped the European Order of Merit seven years in a row but never won a major?':
      'Checked (DP World Tour records): Colin Montgomerie topped the Order of Merit 1993–99, never won a major and was second five times; options and explanation confirmed.',
    'Which Scot became the first British winner of the Masters, in 1988?':
      'Checked (Masters.com / Augusta National history): Sandy Lyle won the 1988 Masters, first British winner, after a fairway-bunker approach on the 18th; options and explanation confirmed.',
    'Which Fijian was world number one in 2004?':
      'Checked (PGA Tour records): Vijay Singh of Fiji became number one in 2004, when he won nine PGA Tour events; options and explanation confirmed.',
    "Which South African, 'The Big Easy', won two US Opens and two Opens?":
      'Checked (World Golf Hall of Fame): Ernie Els, the Big Easy, won the 1994 and 1997 US Opens and 2002 and 2012 Opens; options and explanation confirmed.',
    'How many men had won all four modern majors, the career Grand Slam, as of 2025?':
      "Checked (World Golf Hall of Fame): six men have the career Grand Slam: Sarazen (1935), Hogan, Player, Nicklaus, Woods, McIlroy (2025); options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Northern Irishman won the 2010 US Open at Pebble Beach?':
      'Checked (USGA championship history): Graeme McDowell won the 2010 US Open at Pebble Beach, the first European winner since Jacklin in 1970; options and explanation confirmed.',
    'Which Irishman won the 2019 Open at Royal Portrush?':
      'Checked (R&A, Open Championship records): Shane Lowry won the 2019 Open at Royal Portrush, the first Open in Northern Ireland since 1951; options and explanation confirmed.',
    'Who won the 150th Open, at St Andrews in 2022?':
      'Checked (R&A, Open Championship records): Cameron Smith won the 150th Open at St Andrews in 2022, from four behind; options and explanation confirmed.',
    "Who won the 1999 Open at Carnoustie after Jean van de Velde's collapse on the last hole?":
      'Checked (R&A, Open Championship records): Paul Lawrie won at Carnoustie in 1999 after Van de Velde led by three on the 72nd tee and took seven; options and explanation confirmed.',
    "Which American won the 1977 'Duel in the Sun' at Turnberry?":
      'Checked (R&A, Open Championship records): Tom Watson beat Jack Nicklaus by one in the 1977 Duel in the Sun at Turnberry; options and explanation confirmed.',
    'Who won 11 PGA Tour events in a row in 1945?':
      "Checked (PGA Tour records): Byron Nelson won 11 straight and 18 events in 1945; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which golfer shares the record of 82 PGA Tour wins with Tiger Woods?':
      'Checked (PGA Tour records): Sam Snead shares the record of 82 PGA Tour wins; he never won the US Open, second four times; options and explanation confirmed.',
    "Which amateur won golf's original Grand Slam in 1930?":
      'Checked (World Golf Hall of Fame): Bobby Jones won the 1930 Grand Slam: US and British Opens and Amateurs; options and explanation confirmed.',
    'Who won the 1913 US Open as a 20-year-old amateur, beating two famous British professionals?':
      "Checked (USGA championship history): Francis Ouimet, 20, beat Vardon and Ray in the 1913 US Open play-off, with 10-year-old caddie Eddie Lowery; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'Chick Evans' → 'Charles Evans Jr.'. Rechecked by len-e: Ouimet won the 1913 US Open; Charles Evans Jr. (Chick Evans, the old option's full name) won in 1916.",
    'Who became the first Asian-born man to win a major, at the 2009 PGA Championship?':
      'Checked (PGA of America history): Y.E. Yang won the 2009 PGA, the first Asian-born male major winner, overtaking Woods, who had never lost a 54-hole major lead; options and explanation confirmed.',
    'Who won the 2016 Open at Troon after a final-round duel with Phil Mickelson?':
      'Checked (R&A, Open Championship records): Henrik Stenson won the 2016 Open at Troon, beating Mickelson, the first Swedish man to win a major; options and explanation confirmed.',
    'Who won the 2016 Masters after Jordan Spieth faltered over the closing holes?':
      'Checked (Masters.com / Augusta National history): Danny Willett won the 2016 Masters after Spieth, five ahead with nine to play, faltered; options and explanation confirmed.',
    'Which Englishman won the 2022 US Open at Brookline?':
      'Checked (USGA championship history): Matt Fitzpatrick won the 2022 US Open at Brookline, where he had won the 2013 US Amateur; options and explanation confirmed.',
    "Who won golf's first Olympic gold since 1904, at the Rio Games in 2016?":
      "Checked (Olympic results (olympics.com)): Justin Rose won Rio 2016 gold, golf's first Olympic title since 1904; his first major was Merion 2013; options and explanation confirmed.",
    'Who shot the first round of 58 on the PGA Tour, in 2016?':
      'Checked (PGA Tour records): Jim Furyk shot 58 at the 2016 Travelers, having shot 59 in 2013; options and explanation confirmed.',
    'Who shot the first round of 59 on the PGA Tour, in 1977?':
      "Checked (PGA Tour records): Al Geiberger shot the first PGA Tour 59 in 1977 and was called Mr. 59; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who won a record 88 LPGA Tour events?':
      'Checked (LPGA records): Kathy Whitworth won 88 LPGA events, more than any player on the US tours; options and explanation confirmed.',
    "Which South Korean won the 1998 US Women's Open, inspiring a generation of players from her country?":
      "Checked (LPGA records): Pak Se-ri won the 1998 US Women's Open, playing barefoot from the water in the play-off; options and explanation confirmed.",
    "Which golfer won the first three women's majors of 2013?":
      "Checked (LPGA records): Inbee Park won the first three women's majors of 2013 and Rio 2016 gold; options and explanation confirmed.",
    'Which South African won the 2010 Open at St Andrews by seven shots?':
      "Checked (R&A, Open Championship records): Louis Oosthuizen won the 2010 Open at St Andrews by seven, ranked 54th beforehand; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many players are in each Ryder Cup team?':
      "Checked (Ryder Cup records (rydercup.com)): each Ryder Cup team has 12 players, qualifiers plus captain's picks; options and explanation confirmed.",
    'Whose figure stands on top of the Ryder Cup trophy?':
      "Checked (Ryder Cup records (rydercup.com)): the figure on the trophy is Abe Mitchell, Samuel Ryder's personal golf teacher; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How often is the Ryder Cup played?':
      'Checked (Ryder Cup records (rydercup.com)): the Ryder Cup is biennial; it moved to even years after the 2001 match was postponed and back to odd after 2020 was postponed; options and explanation confirmed.',
    'What does PGA stand for?':
      "Checked (Britannica): PGA is the Professional Golfers' Association; the British PGA (1901) predates the American (1916); options and explanation confirmed.",
    'What does the L in LPGA stand for?':
      'Checked (LPGA history): LPGA is the Ladies Professional Golf Association, founded in 1950 by 13 players; options and explanation confirmed.',
    'In the 1996 film Happy Gilmore, which sport had the hero played before taking up golf?':
      'Checked (Britannica): in Happy Gilmore (1996) the hero was a failed ice hockey player who drives with a slap-shot swing; options and explanation confirmed.',
    'In which James Bond film does 007 play a round of golf against the villain?':
      'Checked (Britannica): Bond plays Goldfinger at golf in Goldfinger (1964) and beats him by switching balls; options and explanation confirmed.',
    'Samuel Ryder, who gave the Ryder Cup, made his fortune selling what?':
      'Checked (Ryder Cup records (rydercup.com)): Samuel Ryder made his fortune selling penny seed packets by post from St Albans; options and explanation confirmed.',
    'Which competition pits the best professional women of Europe against those of the United States?':
      "Checked (Britannica): the Solheim Cup, Europe v US women professionals, was founded by Ping's Karsten Solheim; options and explanation confirmed.",
    'In the Presidents Cup, the United States plays an International team drawn from everywhere except where?':
      'Checked (PGA Tour records): the Presidents Cup pits the US against an International team from outside Europe; first played 1994; options and explanation confirmed.',
    'What has the European Tour been called since 2022, after its sponsor?':
      'Checked (DP World Tour): the European Tour became the DP World Tour in 2022; its points race is the Race to Dubai; options and explanation confirmed.',
    'Which Saudi-funded tour began in 2022?':
      "Checked (Britannica): LIV Golf, Saudi PIF-funded, began in 2022; LIV is 54, its events' original hole count; options and explanation confirmed.",
    "What is the PGA Tour's season-long points competition called?":
      'Checked (PGA Tour records): the FedEx Cup began in 2007 and ends at the Tour Championship at East Lake, Atlanta; options and explanation confirmed.',
    'From what age can players join the PGA Tour Champions?':
      'Checked (PGA Tour records): PGA Tour Champions is for 50 and over; it began in 1980 as the Senior PGA Tour; options and explanation confirmed.',
    'Which 1980 comedy is set at Bushwood Country Club?':
      'Checked (Britannica): Caddyshack (1980) is set at Bushwood Country Club; Bill Murray plays the gopher-hunting groundskeeper; options and explanation confirmed.',
    "What is the biennial amateur men's match between the United States and Great Britain and Ireland called?":
      'Checked (Britannica): the Walker Cup, amateur men US v GB&I, is named after George Herbert Walker, grandfather of George H. W. Bush; options and explanation confirmed.',
    "Who captained Europe to the 'Miracle at Medinah' in 2012?":
      "Checked (Ryder Cup records (rydercup.com)): José María Olazábal captained Europe at Medinah 2012, winning from 10–6 down; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which American holed a long putt on the 17th to clinch the 1999 'Battle of Brookline'?":
      'Checked (Ryder Cup records (rydercup.com)): Justin Leonard holed the long putt on the 17th at Brookline in 1999 and the US team ran on before Olazábal putted; options and explanation confirmed.',
    'At which venue did Europe win the 2023 Ryder Cup?':
      'Checked (Ryder Cup records (rydercup.com)): Europe won the 2023 Ryder Cup at Marco Simone, near Rome, 16½–11½; options and explanation confirmed.',
    'As of 2025, who had scored the most points in Ryder Cup history?':
      'Checked (Ryder Cup records (rydercup.com)): Sergio García holds the Ryder Cup points record, 28½ from ten appearances, as of 2025; options and explanation confirmed.',
    'How many points are available in a Ryder Cup?':
      'Checked (Ryder Cup records (rydercup.com)): 28 points are available; the holders retain the cup on a 14–14 tie; options and explanation confirmed.',
  },
};
