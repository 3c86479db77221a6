import type { BankReview } from './review.js';

/** bank-h7's check of bank-h8's american-football bank (issue 14); registered in index.ts by the lead at merge. */
export const americanFootballReview: BankReview = {
  bank: 'american-football',
  writer: 'bank-h8',
  reviewer: 'bank-h7',
  checks: {
    'How many players does each team have on the field at once in the NFL?':
      'Checked (NFL Official Playing Rules; CFL rules): 11 players a side in the NFL, 12 in Canadian football; key 11 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What does NFL stand for?':
      'Checked (NFL Record & Fact Book, history): National Football League, a name taken in 1922; the league began in 1920; key National Football League confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many downs does the offense get to gain 10 yards in the NFL?':
      'Checked (NFL Official Playing Rules): the offense has four downs to gain ten yards; key 4 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many yards must the offense gain to earn a new first down?':
      "Checked (NFL Official Playing Rules): ten yards from the spot of the series' first down earn a new first down; key 10 confirmed, the three wrong options are wrong; explanation confirmed.",
    'How many points is a field goal worth?':
      'Checked (NFL Official Playing Rules): a field goal scores 3 points; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many points does a kick through the posts after a touchdown add?':
      'Checked (NFL Official Playing Rules): a kicked try after a touchdown scores 1 point; key 1 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How long is an American football field from goal line to goal line?':
      'Checked (NFL Official Playing Rules): the field is 100 yards between goal lines, 120 with end zones; key 100 yards confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many quarters are there in an NFL game?':
      'Checked (NFL Official Playing Rules): a game has four quarters with halftime after the second; key 4 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the scoring area at each end of the field called?':
      'Checked (NFL Official Playing Rules and 11-2): the end zone is the scoring area at each end; key The end zone confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a pass caught by a defender called?':
      'Checked (NFL Official Playing Rules): a pass caught by the defense is an interception; key An interception confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a touchdown scored by returning an interception called?':
      'Checked (Pro Football Reference glossary): an interception returned for a touchdown is a pick-six; scoop-and-score is the fumble equivalent; key A pick-six confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is tackling the quarterback behind the line of scrimmage before he can throw called?':
      'Checked (NFL Record & Fact Book): a sack tackles the passer behind the line; official statistic since 1982; key A sack confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is it called when a ball carrier loses hold of the ball before he is down?':
      'Checked (NFL Official Playing Rules): losing possession before being down is a fumble; either team may recover; key A fumble confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which kick is the ball dropped from the hands and kicked before it touches the ground, usually on fourth down?':
      'Checked (NFL Official Playing Rules): a punt is kicked after being dropped from the hands, usually on fourth down; key A punt confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is it called when the offense fails to gain 10 yards in four downs and must hand the ball over?':
      'Checked (NFL Official Playing Rules): failing to make ten yards in four downs gives the ball over on downs; key A turnover on downs confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the kick that starts each half and restarts play after a score called?':
      'Checked (NFL Official Playing Rules): a kickoff starts each half and follows scores; key A kickoff confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the imaginary line where each play starts called?':
      "Checked (NFL Official Playing Rules): the line of scrimmage runs through the ball's nearest point to each team's goal line; key The line of scrimmage confirmed, the three wrong options are wrong; explanation confirmed.",
    'What colour is the penalty flag NFL officials throw for a foul?':
      'Checked (NFL Record & Fact Book, officiating history): yellow penalty flags since 1965, white before; key Yellow confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many points does a defence score by tackling a ball carrier in his own end zone?':
      'Checked (NFL Official Playing Rules): a safety scores 2 and the conceding team free-kicks from its own 20; key 2 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Instead of kicking after a touchdown, how many points does a team score by running or passing the ball into the end zone?':
      'Checked (NFL Record & Fact Book): the two-point conversion was adopted by the NFL in 1994 and by college football in 1958; key 2 confirmed, the three wrong options are wrong; explanation confirmed.',
    "From which yard line is the NFL's two-point try snapped?":
      'Checked (NFL Official Playing Rules; CFL rules): NFL two-point tries are snapped from the 2; the CFL snaps them from the 3; key The 2-yard line confirmed, the three wrong options are wrong; explanation confirmed.',
    'How long is each quarter of an NFL game?':
      'Checked (NFL Official Playing Rules; NFHS rules): NFL quarters last 15 minutes; high-school quarters 12; key 15 minutes confirmed, the three wrong options are wrong; explanation confirmed.',
    'How deep is each end zone?':
      'Checked (NFL Official Playing Rules): each end zone is 10 yards deep; key 10 yards confirmed, the three wrong options are wrong; explanation confirmed.',
    "What is the area inside the opponent's 20-yard line called?":
      "Checked (Pro Football Reference glossary): the red zone is inside the opponent's 20; key The red zone confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is a short kickoff meant to be recovered by the kicking team called?':
      'Checked (NFL Official Playing Rules): an onside kick is a short kickoff for the kicking side to recover after 10 yards; key An onside kick confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is it called when a kick goes into the end zone and is downed there, giving the other side the ball at a set yard line?':
      'Checked (NFL Official Playing Rules): a kick downed in the end zone is a touchback; key A touchback confirmed, the three wrong options are wrong; explanation confirmed.',
    'What does a punt returner signal by waving one arm above his head?':
      'Checked (NFL Official Playing Rules): waving one arm above the head signals a fair catch; key A fair catch confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the foul when a defender illegally hinders a receiver trying to catch a pass?':
      'Checked (NFL Official Playing Rules): hindering an eligible receiver is pass interference; DPI is a spot foul; key Pass interference confirmed, the three wrong options are wrong; explanation confirmed.',
    'What penalty is called when an offensive lineman moves before the snap?':
      'Checked (NFL Official Playing Rules): an offensive lineman moving before the snap commits a false start; key A false start confirmed, the three wrong options are wrong; explanation confirmed. Note: its explanation gives the five-yard penalty asked in another question of the bank.',
    'How many yards does a personal foul penalty cost?':
      'Checked (NFL Official Playing Rules): personal fouls cost 15 yards; key 15 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What colour flag does an NFL head coach throw to challenge a ruling?':
      'Checked (NFL Official Playing Rules): coaches challenge with a red flag; scoring plays and turnovers are reviewed automatically; key Red confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many timeouts does each NFL team get in each half?':
      'Checked (NFL Official Playing Rules): three timeouts per half, not carried over; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many feet must an NFL receiver get down in bounds to complete a catch?':
      'Checked (NFL Official Playing Rules; NCAA rules): two feet in bounds in the NFL, one in college and high school; key 2 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How high is the crossbar of the goalposts above the ground?':
      'Checked (NFL Official Playing Rules): crossbar 10 feet high; uprights extend 35 feet above it; key 10 feet confirmed, the three wrong options are wrong; explanation confirmed.',
    'What are the short lines in the middle of the field, where the ball is placed after a play ends near the sideline, called?':
      'Checked (NFL Official Playing Rules): the hash marks are the inbounds lines where the ball is spotted; key The hash marks confirmed, the three wrong options are wrong; explanation confirmed.',
    'What does a quarterback do to stop the clock by throwing the ball straight into the ground?':
      'Checked (NFL Official Playing Rules): throwing the ball into the ground to stop the clock is a spike, which costs a down; key A spike confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the usual play for a team with the lead running out the clock at the end of a game?':
      'Checked (Pro Football Reference glossary): taking the snap and kneeling is a kneel-down; key A kneel-down confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many officials are on an NFL game crew?':
      'Checked (NFL Official Playing Rules): seven on-field officials: referee, umpire, down judge, line judge, field judge, side judge, back judge; key 7 confirmed, the three wrong options are wrong; explanation confirmed.',
    'At least how many offensive players must line up on the line of scrimmage at the snap?':
      'Checked (NFL Official Playing Rules): at least seven offensive players on the line, at most four in the backfield; key 7 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How far apart are the uprights of NFL goalposts?':
      'Checked (NFL Official Playing Rules; NFHS rules): NFL uprights are 18 ft 6 in apart; high-school posts 23 ft 4 in; key 18 feet 6 inches confirmed, the three wrong options are wrong; explanation confirmed.',
    'In 2015, the NFL moved the snap for extra-point kicks back to which yard line?':
      'Checked (NFL Record & Fact Book, 2015 rule change): extra-point snaps moved to the 15, making a kick of about 33 yards; key The 15-yard line confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many points does a defence score by returning a blocked extra-point attempt to the other end zone?':
      'Checked (NFL Record & Fact Book, 2015 rule change): the defense scores 2 by returning a try to the other end zone; college already allowed it; key 2 confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the space between the two lines of scrimmage, as long as the ball, called?':
      "Checked (NFL Official Playing Rules): the neutral zone is the ball's length between the lines of scrimmage; only the center may be in it; key The neutral zone confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is the rare kick, bounced off the ground and struck as it rises, still legal in the NFL?':
      "Checked (Pro Football Hall of Fame, drop kick): a drop kick is legal; Flutie's 2006 extra point was the first since 1941; key A drop kick confirmed, the three wrong options are wrong; explanation confirmed.",
    'What is an illegal block from behind, at or below the waist, called?':
      'Checked (NFL Official Playing Rules): clipping is blocking from behind at or below the waist, 15 yards; key Clipping confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many yards does a false start penalty cost?':
      'Checked (NFL Official Playing Rules): a false start costs five yards and is a dead-ball foul; key 5 confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many challenges does an NFL head coach have at the start of a game?':
      'Checked (NFL Official Playing Rules): two challenges; a third if both succeed; key 2 confirmed, the three wrong options are wrong; explanation confirmed.',
    "How many seconds does the NFL's play clock usually give the offense between plays?":
      'Checked (NFL Official Playing Rules): a 40-second play clock, 25 after certain stoppages; key 40 confirmed, the three wrong options are wrong; explanation confirmed.',
    "What nickname does the official NFL ball carry, after the Giants' owner Wellington Mara?":
      'Checked (NFL / Wilson, The Duke football): the ball is nicknamed The Duke after Wellington Mara; key The Duke confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which company has made the official NFL ball since 1941?':
      'Checked (Wilson Sporting Goods, NFL football): Wilson has made the NFL ball since 1941, at its factory in Ada, Ohio; key Wilson confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the American football ball traditionally nicknamed?':
      'Checked (Britannica, football (ball)): the ball is nicknamed the pigskin; modern balls are cowhide; key The pigskin confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which player usually takes the snap and throws the passes?':
      'Checked (NFL Football Operations, positions): the quarterback takes the snap and passes; key The quarterback confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which player snaps the ball to start each play?':
      'Checked (NFL Official Playing Rules): the center snaps the ball; key The center confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which player carries the ball on most running plays?':
      'Checked (NFL Football Operations, positions): the running back carries on most running plays; key The running back confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which players line up wide near the sidelines to catch passes?':
      'Checked (NFL Football Operations, positions): wide receivers line up near the sidelines; slot receivers inside them; key The wide receivers confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which specialist kicks the field goals?':
      'Checked (NFL Football Operations, positions): the placekicker kicks field goals, extra points and usually kickoffs; key The placekicker confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a long, desperate pass into the end zone at the end of a half called?':
      "Checked (Pro Football Hall of Fame, Hail Mary): a last-gasp pass into the end zone; Staubach's 1975 playoff pass named it; key A Hail Mary confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which defenders usually line up directly across from the wide receivers?':
      'Checked (NFL Football Operations, positions): cornerbacks cover the wide receivers; safeties play deeper; key The cornerbacks confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which offensive lineman guards a right-handed quarterback's blind side?":
      "Checked (Britannica, The Blind Side; NFL Football Operations): the left tackle protects a right-hander's blind side; key The left tackle confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which position lines up at the end of the offensive line and both blocks and catches passes?':
      'Checked (Pro Football Hall of Fame, Mike Ditka): the tight end blocks and catches; Ditka was the first tight end enshrined, 1988; key The tight end confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which defenders stand behind the linemen, stopping runs and covering short passes?':
      'Checked (NFL Football Operations, positions): linebackers play behind the line against runs and short passes; key The linebackers confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which defensive player usually plays deepest, as the last line of defence?':
      'Checked (NFL Football Operations, positions): safeties are the deepest defenders, free and strong; key The safety confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which specialist snaps the ball on punts and field goals?':
      'Checked (NFL Football Operations, positions): the long snapper snaps for punts (about 15 yards) and kicks; key The long snapper confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which player, often the punter, places the ball on the ground for a field-goal kick?':
      'Checked (NFL Football Operations, positions): the holder, usually the punter, places the ball with the laces turned out; key The holder confirmed, the three wrong options are wrong; explanation confirmed.',
    'What does the 3 stand for in a 4-3 defense?':
      'Checked (NFL Football Operations, defensive formations): a 4-3 is four linemen and three linebackers; key Three linebackers confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the area of protection the offensive line forms around the passer called?':
      'Checked (Pro Football Reference glossary): the pocket is the protection around the passer; key The pocket confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which formation puts the quarterback five to seven yards behind the center to take a long snap?':
      'Checked (Pro Football Reference glossary): the shotgun sets the quarterback several yards behind the center; key The shotgun confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which play has the quarterback fake a handoff before throwing a pass?':
      'Checked (Pro Football Reference glossary): play-action fakes a handoff before a pass; key Play-action confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is it called when extra defenders, such as linebackers, rush the quarterback?':
      'Checked (Pro Football Reference glossary): a blitz sends extra rushers such as linebackers; key A blitz confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which defensive lineman lines up directly over the center in a 3-4 defense?':
      'Checked (NFL Football Operations, defensive formations): the nose tackle lines up over the center in a 3-4; key The nose tackle confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is the punt-team player who sprints downfield to tackle the returner called?':
      'Checked (Pro Football Reference glossary): the gunner sprints down to tackle the returner; key The gunner confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a defensive formation with five defensive backs called?':
      'Checked (Pro Football Reference glossary): five defensive backs is nickel, six is dime; key Nickel confirmed, the three wrong options are wrong; explanation confirmed.',
    'What is a running play that starts like a pass, with the quarterback dropping back before handing off, called?':
      'Checked (Pro Football Reference glossary): a draw fakes a pass drop then hands off; key A draw play confirmed, the three wrong options are wrong; explanation confirmed.',
    'What trick play sees a running back take a handoff, then pitch the ball back to the quarterback for a long pass?':
      'Checked (Pro Football Reference glossary): a flea-flicker has the back pitch back to the quarterback; a hook and ladder laterals after a catch; key A flea-flicker confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which official wears a white cap while the rest of the officials wear black?':
      'Checked (NFL Official Playing Rules; NFL officiating): the referee wears the white cap; key The referee confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which team is nicknamed America's Team?":
      "Checked (Pro Football Hall of Fame, Dallas Cowboys): 'America's Team' came from the NFL Films highlight film of the 1978 season; key The Dallas Cowboys confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team drafted Peyton Manning first overall in 1998?':
      'Checked (Pro Football Reference, Peyton Manning): drafted first overall by the Colts in 1998; 13 seasons there, four in Denver; key The Indianapolis Colts confirmed, the three wrong options are wrong; explanation confirmed.',
    'With which team did Tom Brady spend his first 20 NFL seasons?':
      'Checked (Pro Football Reference, Tom Brady): 20 seasons with New England, 2000–2019; Tampa Bay 2020–22, retired 2023; key The New England Patriots confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL team plays its home games in Foxborough, Massachusetts?':
      'Checked (NFL.com, Patriots): Gillette Stadium, Foxborough; key The New England Patriots confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL team is based in Kansas City?':
      'Checked (Pro Football Reference, Chiefs): founded as the Dallas Texans in 1960, moved to Kansas City in 1963; key The Chiefs confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team finished the 1972 season 17–0, including the Super Bowl?':
      'Checked (Pro Football Hall of Fame, 1972 Dolphins): 17–0 including Super Bowl VII, the only perfect season; key The Miami Dolphins confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL team is named after seafaring Scandinavian raiders?':
      "Checked (NFL.com, Minnesota Vikings): named after Scandinavian seafarers, reflecting the region's heritage; key The Minnesota Vikings confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which NFL team plays in Philadelphia?':
      "Checked (Philadelphia Eagles history): the name came from the NRA's blue eagle in 1933; key The Eagles confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which NFL team plays in the Mile High City?':
      'Checked (NFL.com, Broncos): Denver is the Mile High City; key The Denver Broncos confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which conference's champion faces the AFC champion in the Super Bowl?":
      'Checked (NFL Record & Fact Book, conferences): the NFC champion meets the AFC champion; key The NFC confirmed, the three wrong options are wrong; explanation confirmed. Note: the wrong options are leagues rather than conferences, but all are three-letter football bodies of the same look.',
    'In which year was the league that became the NFL founded?':
      'Checked (NFL Record & Fact Book): founded in 1920 as the APFA; key 1920 confirmed, the three wrong options are wrong; explanation confirmed.',
    'With which rival league did the NFL merge in 1970?':
      'Checked (NFL Record & Fact Book, AFL–NFL merger): agreed 1966, completed 1970; key The AFL confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL team is owned by its fans as shareholders?':
      'Checked (Britannica, Green Bay Packers): publicly owned by shareholders; league rules now bar such ownership; key The Green Bay Packers confirmed, the three wrong options are wrong; explanation confirmed.',
    "What is the Green Bay Packers' stadium called?":
      'Checked (Green Bay Packers, Lambeau Field): named after Curly Lambeau, founder and first coach; key Lambeau Field confirmed, the three wrong options are wrong; explanation confirmed.',
    'What are Green Bay Packers fans nicknamed?':
      'Checked (Green Bay Packers history): fans are Cheeseheads; the foam hat dates from 1987; key Cheeseheads confirmed, the three wrong options are wrong; explanation confirmed.',
    'What yellow cloth do Pittsburgh Steelers fans wave at games?':
      "Checked (Pittsburgh Steelers, Terrible Towel): Myron Cope's idea, first waved in 1975; key The Terrible Towel confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team moved from Oakland to Las Vegas in 2020?':
      'Checked (NFL.com, Raiders): moved to Las Vegas in 2020; in Los Angeles 1982–1994; key The Raiders confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team moved from St. Louis back to Los Angeles in 2016?':
      'Checked (NFL.com, Rams): returned to Los Angeles in 2016; there 1946–1994; key The Rams confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team left Baltimore for Indianapolis in 1984?':
      'Checked (Pro Football Reference, Colts): left Baltimore for Indianapolis in March 1984; key The Colts confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team was once the Houston Oilers?':
      'Checked (Pro Football Reference, Titans): the Oilers moved in 1997 and became the Titans in 1999; key The Tennessee Titans confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team joined the NFL in 2002 as its 32nd franchise?':
      'Checked (NFL.com, Texans): began in 2002 as the 32nd team; key The Houston Texans confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL team has no logo on its helmets?':
      'Checked (Cleveland Browns, uniform history): the only team with a plain, logo-less helmet; key The Cleveland Browns confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team has hosted a Thanksgiving Day game almost every year since 1934?':
      'Checked (Detroit Lions, Thanksgiving history): Lions hosted since 1934 except 1939–44; Cowboys since 1966; key The Detroit Lions confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team went 16–0 in the 2007 regular season but lost the Super Bowl?':
      'Checked (Pro Football Reference, 2007 Patriots): 16–0, lost Super Bowl XLII 17–14; key The New England Patriots confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team went 0–16 in 2008?':
      'Checked (Pro Football Reference, 2008 Lions): first 0–16 season; key The Detroit Lions confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team is nicknamed the Monsters of the Midway?':
      "Checked (Pro Football Hall of Fame, Chicago Bears): 'Monsters of the Midway', borrowed from the University of Chicago; key The Chicago Bears confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which founder and long-time coach of the Chicago Bears was known as Papa Bear?':
      "Checked (Pro Football Hall of Fame, George Halas): 'Papa Bear', coached in four spells; key George Halas confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team picks first in each round of the NFL draft, unless picks are traded?':
      'Checked (NFL draft rules): teams pick in reverse order of record; key The team with the worst record confirmed, the three wrong options are wrong; explanation confirmed.',
    'What nickname is given to the last player picked in the NFL draft?':
      'Checked (Britannica / Irrelevant Week): the last pick is Mr. Irrelevant, feted in Newport Beach; key Mr. Irrelevant confirmed, the three wrong options are wrong; explanation confirmed.',
    "In which state do the NFL's Giants and Jets play their home games?":
      'Checked (NFL.com, MetLife Stadium): Giants and Jets play in East Rutherford, New Jersey; key New Jersey confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which NFL team's name comes from a poem by Edgar Allan Poe?":
      "Checked (Baltimore Ravens history): named after Poe's The Raven; Poe is buried in Baltimore; key The Baltimore Ravens confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which franchise took the name Commanders in 2022?':
      'Checked (NFL.com, Commanders): Washington became the Commanders in 2022 after two seasons as the Washington Football Team; key Washington confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who are the San Francisco 49ers named after?':
      'Checked (San Francisco 49ers history): named after the 1849 Gold Rush prospectors; key Gold Rush prospectors confirmed, the three wrong options are wrong; explanation confirmed.',
    'What was the NFL called in its first two seasons?':
      'Checked (NFL Record & Fact Book): the American Professional Football Association until June 1922; key The American Professional Football Association confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which athlete was the first president of the league that became the NFL?':
      'Checked (Pro Football Hall of Fame, Jim Thorpe): first president of the APFA while playing for Canton; key Jim Thorpe confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which league's Browns, 49ers and Colts joined the NFL in 1950?":
      'Checked (Pro Football Hall of Fame, AAFC): Browns, 49ers and Colts joined in 1950; Cleveland won all four AAFC titles; key The All-America Football Conference confirmed, the three wrong options are wrong; explanation confirmed.',
    'The Baltimore Ravens began in 1996 when the owner of which team moved it?':
      'Checked (Pro Football Reference, Ravens): Art Modell moved the Browns in 1996; a new Browns team began in 1999; key The Cleveland Browns confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which NFL team's helmets carry the logo on only one side?":
      'Checked (Pittsburgh Steelers, helmet logo): logo on one side only, first tried in 1962; key The Pittsburgh Steelers confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL team, once based in Chicago and then St. Louis, traces its roots back to 1898?':
      'Checked (Arizona Cardinals history): founded in Chicago in 1898, later St. Louis; oldest continuously run US pro club; key The Arizona Cardinals confirmed, the three wrong options are wrong; explanation confirmed.',
    'The Green Bay Packers took their name from what kind of company that sponsored them in 1919?':
      'Checked (Green Bay Packers history): named after the Indian Packing Company, a meat packer; key A meat-packing company confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which year was the first NFL draft held?':
      "Checked (NFL Record & Fact Book, draft): first draft in 1936, Bert Bell's idea; key 1936 confirmed, the three wrong options are wrong; explanation confirmed.",
    'Who was the first player ever picked in an NFL draft, in 1936?':
      'Checked (Pro Football Hall of Fame, 1936 draft): Jay Berwanger, first Heisman winner, first pick, never played; key Jay Berwanger confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team did the Green Bay Packers beat in the 1967 NFL Championship, the Ice Bowl?':
      "Checked (Pro Football Hall of Fame, Ice Bowl): Packers beat Dallas on 31 Dec 1967 at about −15 °F; Starr's sneak won it; key The Dallas Cowboys confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which receiver made 'The Catch' that sent the 49ers to their first Super Bowl, in January 1982?":
      "Checked (Pro Football Hall of Fame, The Catch): Dwight Clark caught Montana's pass against Dallas, sending the 49ers to Super Bowl XVI; key Dwight Clark confirmed, the three wrong options are wrong; explanation confirmed.",
    "Which Steelers running back made the 'Immaculate Reception' in 1972?":
      'Checked (Pro Football Hall of Fame, Immaculate Reception): Franco Harris, 23 Dec 1972, against Oakland; key Franco Harris confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team scored the kick-return touchdown known as the Music City Miracle in January 2000?':
      "Checked (Pro Football Reference, 2000 AFC wild card): Wycheck's lateral to Dyson for the Titans against Buffalo; key The Tennessee Titans confirmed, the three wrong options are wrong; explanation confirmed.",
    'On which TV network did Monday Night Football begin in 1970?':
      'Checked (Britannica, Monday Night Football): began on ABC in 1970, moved to ESPN in 2006; key ABC confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which NFL preseason game is played in Canton each summer?':
      'Checked (Pro Football Hall of Fame, Hall of Fame Game): preseason game in Canton on enshrinement weekend; key The Hall of Fame Game confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which trophy is awarded to the AFC champion?':
      'Checked (NFL Record & Fact Book): AFC champions get the Lamar Hunt Trophy, NFC champions the George Halas Trophy; key The Lamar Hunt Trophy confirmed, the three wrong options are wrong; explanation confirmed.',
    'What trophy is awarded to the Super Bowl winner?':
      'Checked (NFL / Tiffany & Co., Vince Lombardi Trophy): the sterling-silver Lombardi Trophy goes to the winner; key The Vince Lombardi Trophy confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which kind of numerals are normally used to number the Super Bowls?':
      'Checked (NFL.com, Super Bowl numbering): Roman numerals, except Super Bowl 50; key Roman numerals confirmed, the three wrong options are wrong; explanation confirmed.',
    'On which day of the week is the Super Bowl played?':
      'Checked (NFL.com, Super Bowl): always played on a Sunday; key Sunday confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which month is the Super Bowl now played?':
      'Checked (NFL Record & Fact Book): every Super Bowl since XXXVIII (1 Feb 2004) has been in February; key February confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many Super Bowls did Tom Brady win?':
      'Checked (Pro Football Reference, Tom Brady): seven Super Bowl wins, six with New England and one with Tampa Bay; key 7 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team won the first Super Bowl, in January 1967?':
      'Checked (Pro Football Reference, Super Bowl I): Green Bay beat Kansas City, then called the AFL-NFL World Championship Game; key The Green Bay Packers confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which quarterback guaranteed victory and then won Super Bowl III with the Jets?':
      "Checked (Pro Football Hall of Fame, Joe Namath): guaranteed and won Super Bowl III, the AFL's first win; key Joe Namath confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team won Super Bowl LV in 2021, the first team to win it in its own stadium?':
      'Checked (Pro Football Reference, Super Bowl LV): Tampa Bay won at Raymond James Stadium, the first home-stadium winner; key The Tampa Bay Buccaneers confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which singer performed alongside Justin Timberlake in the 2004 Super Bowl halftime show?':
      'Checked (Britannica, Super Bowl XXXVIII halftime): Janet Jackson with Justin Timberlake; the FCC crackdown followed; key Janet Jackson confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which singer's rendition of the national anthem at Super Bowl XXV in 1991 became a hit record?":
      'Checked (Britannica, Whitney Houston): her Super Bowl XXV anthem was released as a single in 1991; key Whitney Houston confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which company's '1984' advert ran during Super Bowl XVIII?":
      "Checked (Britannica, 1984 (advertisement)): Apple's Macintosh ad by Ridley Scott in Super Bowl XVIII; key Apple confirmed, the three wrong options are wrong; explanation confirmed.",
    'In Super Bowl LI, New England came back from 28–3 down to beat which team?':
      'Checked (Pro Football Reference, Super Bowl LI): New England beat Atlanta from 28–3, the first overtime Super Bowl; key The Atlanta Falcons confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team won four Super Bowls in six seasons in the 1970s?':
      'Checked (Pro Football Reference, Steelers): won Super Bowls IX, X, XIII and XIV with Bradshaw; key The Pittsburgh Steelers confirmed, the three wrong options are wrong; explanation confirmed.',
    "What was the Pittsburgh Steelers' 1970s defence nicknamed?":
      'Checked (Pro Football Hall of Fame, Steel Curtain): the line of Greene, Greenwood, Holmes and White; key The Steel Curtain confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team lost four Super Bowls in a row in the early 1990s?':
      "Checked (Pro Football Reference, Bills): lost Super Bowls XXV–XXVIII; Norwood's kick went wide right in XXV; key The Buffalo Bills confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which San Francisco quarterback won four Super Bowls in the 1980s?':
      'Checked (Pro Football Hall of Fame, Joe Montana): four Super Bowl wins with no interceptions; key Joe Montana confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which coach won the first two Super Bowls?':
      'Checked (Pro Football Hall of Fame, Vince Lombardi): won Super Bowls I and II; died 1970; key Vince Lombardi confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which coach won six Super Bowls with the New England Patriots?':
      'Checked (Pro Football Reference, Bill Belichick): six Super Bowls with New England, all with Brady; key Bill Belichick confirmed, the three wrong options are wrong; explanation confirmed.',
    "In the 'Deflategate' affair, what were the Patriots accused of using?":
      'Checked (Wells Report; NFL.com, Deflategate): under-inflated balls; Brady served a four-game ban in 2016; key Under-inflated footballs confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which Giants quarterback, Peyton's younger brother, beat the Patriots in two Super Bowls?":
      'Checked (Pro Football Reference, Eli Manning): beat New England in XLII and XLVI, MVP of both; key Eli Manning confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which team lost Super Bowl I?':
      'Checked (Pro Football Reference, Super Bowl I): Kansas City lost 35–10 at the LA Coliseum; key The Kansas City Chiefs confirmed, the three wrong options are wrong; explanation confirmed.',
    "Who coined the name 'Super Bowl'?":
      "Checked (Pro Football Hall of Fame, Lamar Hunt): he coined 'Super Bowl' from the Super Ball toy; key Lamar Hunt confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which Patriots cornerback intercepted Russell Wilson at the goal line to win Super Bowl XLIX?':
      'Checked (Pro Football Reference, Super Bowl XLIX): Malcolm Butler, undrafted rookie, intercepted Wilson at the goal line; key Malcolm Butler confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which Giants receiver made the 'Helmet Catch' in Super Bowl XLII?":
      "Checked (Pro Football Reference, Super Bowl XLII): David Tyree's helmet catch; Burress scored the winner; key David Tyree confirmed, the three wrong options are wrong; explanation confirmed.",
    "What was the Minnesota Vikings' 1970s defensive line nicknamed?":
      "Checked (Pro Football Hall of Fame, Purple People Eaters): Minnesota's line, named after the 1958 song; key The Purple People Eaters confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which team lost four Super Bowls between the 1969 and 1976 seasons?':
      'Checked (Pro Football Reference, Vikings): lost Super Bowls IV, VIII, IX and XI; key The Minnesota Vikings confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which quarterback retired straight after winning his second Super Bowl, in early 1999?':
      'Checked (Pro Football Hall of Fame, John Elway): retired after winning Super Bowl XXXIII, as its MVP; key John Elway confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many Super Bowl MVP awards did Tom Brady win?':
      'Checked (NFL Record & Fact Book): Brady five Super Bowl MVPs, Montana three; key 5 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Super Bowl was the first to be played indoors?':
      'Checked (NFL Record & Fact Book): Super Bowl XII, Louisiana Superdome, January 1978, the first indoors; key Super Bowl XII confirmed, the three wrong options are wrong; explanation confirmed.',
    "What is the trophy given to the Super Bowl's most valuable player named?":
      'Checked (NFL Record & Fact Book): the MVP receives the Pete Rozelle Trophy; Rozelle was commissioner 1960–89; key The Pete Rozelle Trophy confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Chicago Bears running back was nicknamed Sweetness?':
      "Checked (Pro Football Hall of Fame, Walter Payton): 'Sweetness'; the Walter Payton Man of the Year award; key Walter Payton confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which running back holds the NFL career rushing yards record?':
      'Checked (Pro Football Reference, Emmitt Smith): 18,355 yards, passing Payton in 2002; key Emmitt Smith confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which receiver holds the NFL career receiving yards record?':
      'Checked (Pro Football Reference, Jerry Rice): career receiving yards record over 20 seasons; key Jerry Rice confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Detroit Lions running back retired suddenly in 1999, within reach of the rushing record?':
      'Checked (Pro Football Hall of Fame, Barry Sanders): retired in 1999 near the record; 2,053 yards in 1997; key Barry Sanders confirmed, the three wrong options are wrong; explanation confirmed.',
    'Who was the first player to rush for 2,000 yards in a season, in 1973?':
      'Checked (Pro Football Reference, O. J. Simpson): 2,003 yards in 14 games in 1973, the first 2,000-yard season; key O. J. Simpson confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Cleveland running back led the league in rushing in eight of his nine seasons?':
      'Checked (Pro Football Hall of Fame, Jim Brown): led the league in eight of nine seasons; retired in 1966 aged 30; key Jim Brown confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which quarterback won five NFL MVP awards between 2003 and 2013?':
      'Checked (Pro Football Reference, Peyton Manning): five MVP awards, 2003–2013, four with the Colts; key Peyton Manning confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Miami quarterback was the first to pass for 5,000 yards in a season, in 1984?':
      'Checked (Pro Football Reference, Dan Marino): 5,084 yards in 1984, first to 5,000; no Super Bowl win; key Dan Marino confirmed, the three wrong options are wrong; explanation confirmed.',
    'In which round of the 2000 draft did the Patriots pick Tom Brady?':
      'Checked (Pro Football Reference, 2000 draft): Brady picked 199th, in the sixth round; key The sixth confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Dallas coach, known for his fedora, led the team for its first 29 seasons?':
      'Checked (Pro Football Hall of Fame, Tom Landry): coached Dallas for 29 seasons, won Super Bowls VI and XII; key Tom Landry confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which 49ers coach built the West Coast offense and won three Super Bowls?':
      'Checked (Pro Football Hall of Fame, Bill Walsh): West Coast offense; three Super Bowl wins; key Bill Walsh confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which defensive end was nicknamed the Minister of Defense?':
      "Checked (Pro Football Hall of Fame, Reggie White): 'Minister of Defense', an ordained minister; key Reggie White confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which Giants linebacker known as LT changed how teams protect the quarterback?':
      "Checked (Pro Football Hall of Fame, Lawrence Taylor): 'LT', 1986 NFL MVP; key Lawrence Taylor confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which Cardinals safety left the NFL in 2002 to join the US Army and was killed in Afghanistan?':
      'Checked (Britannica, Pat Tillman): left the Cardinals in 2002 for the Army Rangers; killed in Afghanistan in 2004; key Pat Tillman confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Illinois star, the Galloping Ghost, drew huge crowds when he joined the Bears in 1925?':
      "Checked (Pro Football Hall of Fame, Red Grange): 'the Galloping Ghost' joined the Bears in 1925 and barnstormed; key Red Grange confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which player nicknamed Prime Time also played in the World Series?':
      "Checked (Pro Football Hall of Fame, Deion Sanders): 'Prime Time' played in the 1992 World Series for Atlanta; key Deion Sanders confirmed, the three wrong options are wrong; explanation confirmed.",
    'Who ran for 2,105 yards in 1984?':
      'Checked (Pro Football Reference, Eric Dickerson): 2,105 yards in 1984 for the Rams, his second season; key Eric Dickerson confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many touchdown catches did Jerry Rice make in his career, the NFL record?':
      'Checked (Pro Football Reference, Jerry Rice): 197 receiving touchdowns, 208 in all; key 197 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which quarterback started a record 297 straight regular-season games?':
      'Checked (Pro Football Reference, Brett Favre): 297 straight regular-season starts, 1992–2010; key Brett Favre confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which coach won a record 347 NFL games, including the playoffs?':
      'Checked (Pro Football Hall of Fame, Don Shula): 347 wins including playoffs, with the Colts and Dolphins; key Don Shula confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which defensive end holds the NFL's official career sacks record, with 200?":
      "Checked (NFL Record & Fact Book): Bruce Smith's 200 official sacks; sacks counted from 1982; key Bruce Smith confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which Raiders running back was also an MLB All-Star, in 1989?':
      'Checked (Baseball-Reference and Pro Football Reference, Bo Jackson): 1989 MLB All-Star; hip injury in the January 1991 playoff; key Bo Jackson confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Bears linebacker of 1965 to 1973 gives his name to the award for the best college linebacker?':
      'Checked (Pro Football Hall of Fame, Dick Butkus): Bears 1965–73; Butkus Award; eight Pro Bowls; key Dick Butkus confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Browns coach gave his name to the team and later founded the Cincinnati Bengals?':
      'Checked (Pro Football Hall of Fame, Paul Brown): the Browns were named after him; he founded the Bengals; key Paul Brown confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Rams defensive line of the 1960s was nicknamed the Fearsome Foursome?':
      "Checked (Pro Football Hall of Fame, Fearsome Foursome): Jones, Olsen, Grier and Lundy; the wrong options are the Steelers, Vikings and Cowboys lines; key Deacon Jones, Merlin Olsen, Rosey Grier and Lamar Lundy confirmed, the three wrong options are wrong; explanation confirmed. Note: the Steel Curtain question's explanation names the Steelers line used here as a wrong option.",
    'Which award goes to the most outstanding college football player each year?':
      'Checked (Heisman Trust): the Heisman goes to the most outstanding college player; the trophy shows a stiff-arm; key The Heisman Trophy confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which city is home to the Pro Football Hall of Fame?':
      'Checked (Pro Football Hall of Fame): in Canton, Ohio, opened 1963; key Canton confirmed, the three wrong options are wrong; explanation confirmed.',
    "What is the NFL's all-star game called?":
      'Checked (NFL.com, Pro Bowl): the all-star game, the Pro Bowl Games with flag football since 2023; key The Pro Bowl confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which two colleges played the first intercollegiate football game, in 1869?':
      'Checked (Britannica, college football): Rutgers beat Princeton on 6 Nov 1869 under soccer-like rules; key Rutgers and Princeton confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which college bowl game, first played in 1902, is called the Granddaddy of Them All?':
      'Checked (Rose Bowl history): first played 1902, Michigan 49 Stanford 0; the Granddaddy of Them All; key The Rose Bowl confirmed, the three wrong options are wrong; explanation confirmed.',
    "Which Notre Dame coach urged his team to 'win one for the Gipper'?":
      "Checked (Britannica, Knute Rockne): 'win one for the Gipper'; George Gipp died in 1920; key Knute Rockne confirmed, the three wrong options are wrong; explanation confirmed.",
    'Which trophy goes to the champion of the Canadian Football League?':
      'Checked (CFL, Grey Cup): the CFL championship trophy, first awarded 1909; key The Grey Cup confirmed, the three wrong options are wrong; explanation confirmed.',
    'How many downs does a team get in Canadian football?':
      'Checked (CFL rules): three downs in Canadian football; key 3 confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which Yale coach of the 1880s brought in downs and the line of scrimmage?':
      'Checked (College Football Hall of Fame, Walter Camp): introduced the line of scrimmage and downs; father of American football; key Walter Camp confirmed, the three wrong options are wrong; explanation confirmed.',
    'Which university won the first college football national title decided by the College Football Playoff, in January 2015?':
      'Checked (College Football Playoff, 2015): Ohio State beat Oregon in the first CFP final; key Ohio State confirmed, the three wrong options are wrong; explanation confirmed.',
  },
};
