import type { BankReview } from './review.js';

/** bank-arts's check of bank-ball's basketball bank (ADR 0195); registered in index.ts once both are merged. */
export const basketballReview: BankReview = {
  bank: 'basketball',
  writer: 'bank-ball',
  reviewer: 'bank-arts',
  checks: {
    'How many points is a successful free throw worth?':
      "Checked (reviewer's knowledge): 1 is right and 2, 3, 4 are wrong; explanation confirmed (Each free throw that goes in scores one point).",
    'What is it called when a player moves with the ball without dribbling it?':
      "Checked (reviewer's knowledge): Travelling is right and Goaltending, Double dribble, A jump ball are wrong; explanation confirmed (Taking too many steps while holding the ball is a travelling violation).",
    'What is bouncing the ball on the floor while moving called?':
      "Checked (reviewer's knowledge): Dribbling is right and Passing, Blocking, Rebounding are wrong; explanation confirmed (A player must dribble to move with the ball).",
    'What is catching the ball after a missed shot called?':
      "Checked (reviewer's knowledge): A rebound is right and An assist, A steal, A block are wrong; explanation confirmed (Rebounds are taken at either end of the court after a miss).",
    'How many points is a basket worth when it is shot from beyond the arc?':
      "Checked (reviewer's knowledge): 3 is right and 2, 4, 5 are wrong; explanation confirmed (The arc marks the three-point line).",
    'How many points is a basket from inside the arc worth in open play?':
      "Checked (reviewer's knowledge): 2 is right and 1, 3, 4 are wrong; explanation confirmed (Most baskets in a game are two-pointers).",
    'How many quarters are played in an NBA game?':
      "Checked (reviewer's knowledge): 4 is right and 2, 3, 6 are wrong; explanation confirmed (College men in the United States play two halves instead).",
    'What is the extra period called when an NBA game is level at the end of the fourth quarter?':
      "Checked (reviewer's knowledge): Overtime is right and Extra innings, Sudden death, A shoot-out are wrong; explanation confirmed (Periods are added until one team leads at the end of one).",
    'What is it called when a player stops dribbling, then starts dribbling again?':
      "Checked (reviewer's knowledge): A double dribble is right and A carry, A backcourt violation, A shot-clock violation are wrong; explanation confirmed (The player must pass or shoot once the dribble has ended).",
    'What is taking the ball away from an opponent called?':
      "Checked (reviewer's knowledge): A steal is right and A block, A screen, A pick are wrong; explanation confirmed (Steals are credited to the defender who wins the ball).",
    "What is knocking away an opponent's shot as it leaves their hand called?":
      "Checked (reviewer's knowledge): A block is right and A steal, A charge, A screen are wrong; explanation confirmed (Blocks are one of the main statistics kept for every player).",
    'How does each NBA game start?':
      "Checked (reviewer's knowledge): With a jump ball is right and With a coin toss, With a free throw, With an inbound pass are wrong; explanation confirmed (The referee tosses the ball up between two players at centre court).",
    'Which position usually brings the ball up the court and runs the offence?':
      "Checked (reviewer's knowledge): The point guard is right and The centre, The power forward, The small forward are wrong; explanation confirmed (Point guards are often their team's best passers).",
    'Which position is usually played by the tallest player, close to the basket?':
      "Checked (reviewer's knowledge): The centre is right and The point guard, The shooting guard, The small forward are wrong; explanation confirmed (Centres are expected to rebound and protect the rim).",
    'What is a close-range shot, played one-handed off the backboard after driving to the basket, called?':
      "Checked (reviewer's knowledge): A lay-up is right and A jump shot, A hook shot, A free throw are wrong; explanation confirmed (Lay-ups are among the first shots young players learn).",
    'What is a shot that drops through the net without touching the rim or the backboard called?':
      "Checked (reviewer's knowledge): A swish is right and A brick, An air ball, A bank shot are wrong; explanation confirmed (The word copies the sound of the ball brushing the net).",
    'What is a shot that misses the rim, the net and the backboard altogether called?':
      "Checked (reviewer's knowledge): An air ball is right and A brick, A swish, A bank shot are wrong; explanation confirmed (Crowds often chant at a player who shoots one).",
    'What is a shot that bounces off the backboard into the basket called?':
      "Checked (reviewer's knowledge): A bank shot is right and A hook shot, A fadeaway, A floater are wrong; explanation confirmed (Tim Duncan was famous for his bank shots).",
    'What is a quick attack before the defence has got back into position called?':
      "Checked (reviewer's knowledge): A fast break is right and A full-court press, A post-up, An isolation are wrong; explanation confirmed (Fast breaks often start with a rebound or a steal).",
    'What is it called when a team loses the ball to the opponents without taking a shot?':
      "Checked (reviewer's knowledge): A turnover is right and A rebound, A block, A jump ball are wrong; explanation confirmed (Bad passes and travelling are common turnovers).",
    'What is a defence in which each player guards one opponent called?':
      "Checked (reviewer's knowledge): Man-to-man is right and Zone, A full-court press, A box-out are wrong; explanation confirmed (In a zone defence each player guards an area instead).",
    'What is a shot released just before time runs out at the end of a period called?':
      "Checked (reviewer's knowledge): A buzzer-beater is right and A swish, A putback, An and-one are wrong; explanation confirmed (It counts if the ball has left the shooter's hand before the horn).",
    'What colour is a standard basketball?':
      "Checked (reviewer's knowledge): Orange is right and Brown, Red, Yellow are wrong; explanation confirmed (The orange ball was brought in to be easier to see than the old brown ones).",
    'What is it called when a player reaches double figures in two statistical categories in one game?':
      "Checked (reviewer's knowledge): A double-double is right and A triple-double, A brace, A two-way are wrong; explanation confirmed (Ten points and ten rebounds is the most common double-double).",
    'How high above the floor is a regulation basketball rim?':
      "Checked (reviewer's knowledge): 10 feet is right and 8 feet, 9 feet, 12 feet are wrong; explanation confirmed (The rim is 10 feet (3.05 m) high in the NBA and in international play).",
    'How long is a quarter in an NBA game?':
      "Checked (reviewer's knowledge): 12 minutes is right and 10 minutes, 15 minutes, 20 minutes are wrong; explanation confirmed (NBA quarters last 12 minutes; FIBA quarters last 10).",
    'How many seconds does an NBA team have to attempt a shot once it gains possession?':
      "Checked (reviewer's knowledge): 24 is right and 30, 35, 20 are wrong; explanation confirmed (The 24-second shot clock was introduced in 1954).",
    'In basketball statistics, what is an assist?':
      "Checked (reviewer's knowledge): A pass that leads directly to a basket is right and A shot blocked near the rim, A foul drawn from a defender, A ball won from the other team are wrong; explanation confirmed (Assists credit the passer of a scoring play).",
    'How long is an NBA overtime period?':
      "Checked (reviewer's knowledge): 5 minutes is right and 3 minutes, 10 minutes, 12 minutes are wrong; explanation confirmed (Overtime periods in FIBA games are also five minutes).",
    'How many personal fouls make a player foul out of an NBA game?':
      "Checked (reviewer's knowledge): 6 is right and 5, 4, 7 are wrong; explanation confirmed (In FIBA games a player fouls out after five).",
    'What is it called when an attacker runs into a defender who has set his position?':
      "Checked (reviewer's knowledge): A charge is right and A screen, A box-out, A hook are wrong; explanation confirmed (The defender must be set outside the restricted-area arc to draw a charge).",
    'What is it called when a player stands still to block a defender and free a team-mate?':
      "Checked (reviewer's knowledge): A screen is right and A charge, A box-out, A post-up are wrong; explanation confirmed (A screen combined with a roll to the basket is the pick-and-roll).",
    'What is goaltending?':
      "Checked (reviewer's knowledge): Touching a shot on its way down to the basket is right and Hitting the ball with a fist, Holding the ball for too long, Kicking the ball on purpose are wrong; explanation confirmed (A goaltended shot counts as if it had gone in).",
    "What size of ball is used in men's professional basketball?":
      "Checked (reviewer's knowledge): Size 7 is right and Size 5, Size 6, Size 8 are wrong; explanation confirmed (Women's basketball uses the slightly smaller size 6).",
    'What is it called when a team takes the ball back over the halfway line into its own half?':
      "Checked (reviewer's knowledge): A backcourt violation is right and A lane violation, A carry, A kicked ball are wrong; explanation confirmed (The other team gets the ball out of bounds).",
    'What is it called when a player records double figures in three statistical categories in one game?':
      "Checked (reviewer's knowledge): A triple-double is right and A double-double, A hat-trick, A trifecta are wrong; explanation confirmed (Points, rebounds and assists are the usual three).",
    'What does the three-second rule in basketball limit?':
      "Checked (reviewer's knowledge): How long an attacker may stay in the lane is right and How long a player may hold the ball before passing, How long a team has to inbound the ball, How long a free throw may take are wrong; explanation confirmed (An attacking player may not stay in the painted lane for more than three seconds at a time).",
    'What is the inside diameter of a regulation basketball rim?':
      "Checked (reviewer's knowledge): 18 inches is right and 16 inches, 20 inches, 24 inches are wrong; explanation confirmed (The rim is 18 inches (45.7 cm) across, almost twice the width of the ball).",
    'How many seconds does an NBA team have to bring the ball past the halfway line?':
      "Checked (reviewer's knowledge): 8 is right and 10, 5, 6 are wrong; explanation confirmed (The limit was cut from 10 to 8 seconds in 2001).",
    'How far is the NBA three-point line from the basket at the top of the arc?':
      "Checked (reviewer's knowledge): 23 feet 9 inches is right and 21 feet 9 inches, 25 feet 3 inches, 19 feet 9 inches are wrong; explanation confirmed (In the corners it is only 22 feet). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How far is the free-throw line from the face of the backboard?':
      "Checked (reviewer's knowledge): 15 feet is right and 12 feet, 18 feet, 13 feet are wrong; explanation confirmed (The free-throw line is 15 feet (4.6 m) from the backboard).",
    'How many timeouts does each team get in an NBA game under the rules used since 2017?':
      "Checked (reviewer's knowledge): 7 is right and 6, 8, 5 are wrong; explanation confirmed (Each team has seven timeouts of 75 seconds, with limits late in the game). Options reworded for length (issue 14, len-e): '5' → '10'. Rechecked by len-f: confirmed: seven per team since 2017; ten was never the allowance.",
    'In which season did the NBA first use the three-point line?':
      "Checked (reviewer's knowledge): 1979–80 is right and 1967–68, 1984–85, 1972–73 are wrong; explanation confirmed (The rival ABA had used a three-point line since 1967).",
    'Who scored the first three-pointer in NBA history?':
      "Checked (reviewer's knowledge): Chris Ford is right and Larry Bird, Dennis Johnson, Rick Barry are wrong; explanation confirmed (Ford scored it for the Boston Celtics against the Houston Rockets).",
    'Who invented basketball in 1891?':
      "Checked (reviewer's knowledge): James Naismith is right and Walter Camp, Abner Doubleday, William G. Morgan are wrong; explanation confirmed (Naismith invented the game at a YMCA training school in Springfield, Massachusetts).",
    'In which country was basketball invented?':
      "Checked (reviewer's knowledge): The United States is right and Canada, England, Germany are wrong; explanation confirmed (James Naismith, a Canadian, invented it in Massachusetts).",
    'Which exhibition team is famous for basketball trick shots and comedy?':
      "Checked (reviewer's knowledge): The Harlem Globetrotters is right and The Washington Generals, The Boston Celtics, The Chicago Bulls are wrong; explanation confirmed (The Globetrotters have toured the world since the 1920s).",
    'What does the abbreviation NBA stand for?':
      "Checked (reviewer's knowledge): National Basketball Association is right and North American Basketball Alliance, National Basketball Alliance, North American Ball Association are wrong; explanation confirmed (The league adopted its name in 1949).",
    'What is the yearly event at which NBA teams pick new players from college and abroad called?':
      "Checked (reviewer's knowledge): The draft is right and The combine, The trade deadline, The showcase are wrong; explanation confirmed (The teams with the worst records have the best chance of the top picks).",
    'Which basketball tournament is nicknamed March Madness?':
      "Checked (reviewer's knowledge): The NCAA college tournament is right and The NBA play-offs, The WNBA finals, The EuroBasket finals are wrong; explanation confirmed (The college championship is played over three weeks each spring).",
    'Which team won a record 18th NBA championship in 2024?':
      "Checked (reviewer's knowledge): The Boston Celtics is right and The Los Angeles Lakers, The Chicago Bulls, The Golden State Warriors are wrong; explanation confirmed (The 2024 title took the Celtics one ahead of the Lakers).",
    'Who passed Kareem Abdul-Jabbar in 2023 to become the NBA all-time leading scorer?':
      "Checked (reviewer's knowledge): LeBron James is right and Kobe Bryant, Karl Malone, Michael Jordan are wrong; explanation confirmed (LeBron James broke the record on 7 February 2023).",
    'Which rival league merged with the NBA in 1976?':
      "Checked (reviewer's knowledge): The ABA is right and The NBL, The BAA, The CBA are wrong; explanation confirmed (The American Basketball Association was known for its red, white and blue ball).",
    'Which sport did Michael Jordan play professionally in 1994, during his first retirement?':
      "Checked (reviewer's knowledge): Baseball is right and Golf, American football, Ice hockey are wrong; explanation confirmed (He played for the Birmingham Barons, a minor-league team).",
    'Which team picked LeBron James first in the 2003 draft?':
      "Checked (reviewer's knowledge): The Cleveland Cavaliers is right and The Detroit Pistons, The Denver Nuggets, The Toronto Raptors are wrong; explanation confirmed (James grew up in Akron, not far from Cleveland).",
    'Which team did LeBron James join in 2010, announcing it on a TV show called The Decision?':
      "Checked (reviewer's knowledge): The Miami Heat is right and The Chicago Bulls, The New York Knicks, The Los Angeles Lakers are wrong; explanation confirmed (He won two titles in his four seasons there).",
    'Which team came back from 3–1 down in the 2016 NBA Finals to win the title?':
      "Checked (reviewer's knowledge): The Cleveland Cavaliers is right and The Golden State Warriors, The San Antonio Spurs, The Oklahoma City Thunder are wrong; explanation confirmed (No team had ever come back from 3–1 down in the Finals before).",
    'Which team won the 2019 NBA Finals?':
      "Checked (reviewer's knowledge): The Toronto Raptors is right and The Golden State Warriors, The Milwaukee Bucks, The Portland Trail Blazers are wrong; explanation confirmed (Kawhi Leonard was named Finals MVP).",
    'Which team won its first NBA title in 2023?':
      "Checked (reviewer's knowledge): The Denver Nuggets is right and The Miami Heat, The Phoenix Suns, The Los Angeles Lakers are wrong; explanation confirmed (Nikola Jokić was named Finals MVP).",
    'Which team won the 2025 NBA Finals?':
      "Checked (reviewer's knowledge of June 2025): Oklahoma City beat Indiana 4–3; the Knicks and Timberwolves lost in the conference finals; explanation (seven games) confirmed.",
    'Which team won the 2020 NBA title in the Orlando bubble?':
      "Checked (reviewer's knowledge): The Los Angeles Lakers is right and The Miami Heat, The Milwaukee Bucks, The Denver Nuggets are wrong; explanation confirmed (The season was finished at Walt Disney World because of the COVID-19 pandemic).",
    "Which team drafted Shaquille O'Neal first overall in 1992?":
      "Checked (reviewer's knowledge): The Orlando Magic is right and The Charlotte Hornets, The Los Angeles Lakers, The Miami Heat are wrong; explanation confirmed (O'Neal took Orlando to the NBA Finals in 1995).",
    'Which team, known as the Bad Boys, won back-to-back NBA titles in 1989 and 1990?':
      "Checked (reviewer's knowledge): The Detroit Pistons is right and The Boston Celtics, The Chicago Bulls, The Los Angeles Lakers are wrong; explanation confirmed (Isiah Thomas led a side famous for its physical defence).",
    'In which Massachusetts city was basketball invented?':
      "Checked (reviewer's knowledge): Springfield is right and Boston, Worcester, Lowell are wrong; explanation confirmed (The Naismith Memorial Basketball Hall of Fame is in Springfield). Options reworded for length (issue 14, len-e): 'Lowell' → 'New Bedford'. Rechecked by len-f: confirmed: Naismith's game began in Springfield; New Bedford has no link.",
    'What did James Naismith use as the first basketball goals?':
      "Checked (reviewer's knowledge): Peach baskets is right and Fishing nets, Wooden crates, Metal hoops are wrong; explanation confirmed (The baskets had bottoms, so the ball had to be fetched after each score). Options reworded for length (issue 14, len-e): 'Metal hoops' → 'Cracker barrels'. Rechecked by len-f: confirmed: peach baskets; no cracker barrels were used.",
    'In which year was the league that became the NBA founded, as the Basketball Association of America?':
      "Checked (reviewer's knowledge): 1946 is right and 1936, 1956, 1966 are wrong; explanation confirmed (The BAA merged with the National Basketball League in 1949 to form the NBA).",
    'Which of these teams joined the NBA from the ABA in 1976?':
      "Checked (reviewer's knowledge): The San Antonio Spurs is right and The Dallas Mavericks, The Portland Trail Blazers, The Phoenix Suns are wrong; explanation confirmed (The Denver Nuggets, the Indiana Pacers and the New York Nets joined at the same time).",
    'In which city were the Lakers based before moving to Los Angeles in 1960?':
      "Checked (reviewer's knowledge): Minneapolis is right and Milwaukee, St. Louis, Detroit are wrong; explanation confirmed (The name came from Minnesota, the land of 10,000 lakes). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which team moved to Oklahoma City in 2008?':
      "Checked (reviewer's knowledge): The Seattle SuperSonics is right and The Vancouver Grizzlies, The New Jersey Nets, The Charlotte Bobcats are wrong; explanation confirmed (The team had played in Seattle since 1967). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which player did the Portland Trail Blazers take second in the 1984 draft, one place before Michael Jordan?':
      "Checked (reviewer's knowledge): Sam Bowie is right and Hakeem Olajuwon, Charles Barkley, John Stockton are wrong; explanation confirmed (Injuries cut short the career of the centre from Kentucky).",
    'Which player was the first pick of the first NBA draft lottery, in 1985?':
      "Checked (reviewer's knowledge): Patrick Ewing is right and Hakeem Olajuwon, David Robinson, Karl Malone are wrong; explanation confirmed (The New York Knicks won the lottery and took the Georgetown centre).",
    'In which year did Michael Jordan first retire from the NBA?':
      "Checked (reviewer's knowledge): 1993 is right and 1991, 1995, 1998 are wrong; explanation confirmed (He came back to the Bulls in March 1995).",
    'Which team lost the 2024 NBA Finals 4–1?':
      "Checked (reviewer's knowledge): The Dallas Mavericks is right and The Indiana Pacers, The Minnesota Timberwolves, The Oklahoma City Thunder are wrong; explanation confirmed (They had beaten Minnesota in the Western Conference finals).",
    'Which Chicago Bulls star wore number 23 and won six NBA titles?':
      "Checked (reviewer's knowledge): Michael Jordan is right and Magic Johnson, Larry Bird, Kobe Bryant are wrong; explanation confirmed (Jordan won six championships with the Bulls in the 1990s).",
    'Which NBA star played alongside Looney Tunes characters in the 1996 film Space Jam?':
      "Checked (reviewer's knowledge): Michael Jordan is right and Shaquille O'Neal, Charles Barkley, Larry Bird are wrong; explanation confirmed (The 2021 sequel starred LeBron James).",
    'Which Boston Celtics forward won three MVP awards in a row from 1984 to 1986?':
      "Checked (reviewer's knowledge): Larry Bird is right and Kevin McHale, Robert Parish, Dennis Johnson are wrong; explanation confirmed (Bird and Magic Johnson had been rivals since the 1979 college final).",
    'Which Lakers star scored 81 points against the Toronto Raptors in 2006?':
      "Checked (reviewer's knowledge): Kobe Bryant is right and Shaquille O'Neal, Pau Gasol, Lamar Odom are wrong; explanation confirmed (It is the second-highest total in one NBA game).",
    "Which Warriors guard, wearing number 30, made long-range shooting the heart of his team's play?":
      "Checked (reviewer's knowledge): Stephen Curry is right and Klay Thompson, Jordan Poole, Chris Paul are wrong; explanation confirmed (He won four NBA titles with Golden State).",
    'Which NBA star was nicknamed the Black Mamba?':
      "Checked (reviewer's knowledge): Kobe Bryant is right and Michael Jordan, Allen Iverson, Tracy McGrady are wrong; explanation confirmed (He took the name from a fast and deadly African snake).",
    'Which Chinese centre played for the Houston Rockets from 2002 to 2011?':
      "Checked (reviewer's knowledge): Yao Ming is right and Yi Jianlian, Wang Zhizhi, Jeremy Lin are wrong; explanation confirmed (Yao Ming was the first overall pick of the 2002 draft).",
    'Which German player won the 2011 NBA title with the Dallas Mavericks?':
      "Checked (reviewer's knowledge): Dirk Nowitzki is right and Dennis Schröder, Detlef Schrempf, Franz Wagner are wrong; explanation confirmed (Nowitzki was named the finals MVP).",
    'Which Golden State Warriors guard was the first unanimous NBA MVP, in 2016?':
      "Checked (reviewer's knowledge): Stephen Curry is right and Klay Thompson, Kevin Durant, Draymond Green are wrong; explanation confirmed (Curry received every first-place vote for the 2015–16 season).",
    'Which player changed his name from Lew Alcindor in 1971?':
      "Checked (reviewer's knowledge): Kareem Abdul-Jabbar is right and Wilt Chamberlain, Moses Malone, Artis Gilmore are wrong; explanation confirmed (He had just won his first NBA title, with the Milwaukee Bucks).",
    'Which centre won three NBA titles in a row with the Lakers from 2000 to 2002, each time as Finals MVP?':
      "Checked (reviewer's knowledge): Shaquille O'Neal is right and Tim Duncan, Hakeem Olajuwon, Pau Gasol are wrong; explanation confirmed (He later won a fourth title with the Miami Heat in 2006).",
    'Which forward won five NBA titles with the San Antonio Spurs between 1999 and 2014?':
      "Checked (reviewer's knowledge): Tim Duncan is right and David Robinson, Tony Parker, Kawhi Leonard are wrong; explanation confirmed (Duncan spent all 19 of his seasons with the Spurs).",
    'Which Nigerian-born centre led the Houston Rockets to titles in 1994 and 1995?':
      "Checked (reviewer's knowledge): Hakeem Olajuwon is right and Dikembe Mutombo, Patrick Ewing, Manute Bol are wrong; explanation confirmed (He was known as Hakeem the Dream).",
    'Which Philadelphia 76ers guard was nicknamed The Answer?':
      "Checked (reviewer's knowledge): Allen Iverson is right and Maurice Cheeks, Andre Iguodala, Eric Snow are wrong; explanation confirmed (Iverson was the league MVP in 2001).",
    'Which Bulls forward was picked fifth in the 1987 draft and traded to Chicago that night?':
      "Checked (reviewer's knowledge): Scottie Pippen is right and Horace Grant, Dennis Rodman, Toni Kukoč are wrong; explanation confirmed (Seattle took him and swapped him for Olden Polynice). Options reworded for length (issue 14, len-e): 'Toni Kukoč' → 'Orlando Woolridge'. Rechecked by len-f: confirmed: Pippen (fifth pick, traded from Seattle); Woolridge was drafted in 1981 and gone from Chicago by 1987.",
    'Which forward, famous for rebounding and dyed hair, won five NBA titles in the 1980s and 1990s?':
      "Checked (reviewer's knowledge): Dennis Rodman is right and Horace Grant, Bill Laimbeer, Charles Oakley are wrong; explanation confirmed (He led the league in rebounds for seven seasons in a row).",
    "Which player's silhouette is said to be the model for the NBA logo?":
      "Checked (reviewer's knowledge): Jerry West is right and Bob Cousy, Elgin Baylor, Pete Maravich are wrong; explanation confirmed (The logo was designed by Alan Siegel in 1969).",
    'Which Greek forward is nicknamed the Greek Freak?':
      "Checked (reviewer's knowledge): Giannis Antetokounmpo is right and Kostas Antetokounmpo, Nick Calathes, Georgios Papagiannis are wrong; explanation confirmed (He led the Milwaukee Bucks to the 2021 title).",
    'Which Serbian centre won the NBA MVP award in 2021, 2022 and 2024?':
      "Checked (reviewer's knowledge): Nikola Jokić, 41st pick in 2014; Marjanović and Bogdanović are Serbian but never MVP, Vučević (a Montenegro international) neither; explanation confirmed.",
    'Which French centre was the first pick of the 2023 NBA draft?':
      "Checked (reviewer's knowledge): Victor Wembanyama is right and Rudy Gobert, Alexandre Sarr, Zaccharie Risacher are wrong; explanation confirmed (He was named Rookie of the Year with the San Antonio Spurs).",
    'Which team drafted Kobe Bryant in 1996 before trading him to the Lakers?':
      "Checked (reviewer's knowledge): The Charlotte Hornets is right and The Boston Celtics, The New Jersey Nets, The Philadelphia 76ers are wrong; explanation confirmed (Charlotte picked Bryant 13th and traded his rights to Los Angeles).",
    'Which player won the most NBA championships as a player?':
      "Checked (reviewer's knowledge): Bill Russell is right and Sam Jones, Michael Jordan, Robert Horry are wrong; explanation confirmed (Russell won 11 titles with the Boston Celtics between 1957 and 1969).",
    'For which team did Michael Jordan play his last NBA seasons, 2001 to 2003?':
      "Checked (reviewer's knowledge): The Washington Wizards is right and The Charlotte Hornets, The Atlanta Hawks, The Detroit Pistons are wrong; explanation confirmed (Jordan came out of retirement to play two seasons for the Wizards). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Utah Jazz forward was nicknamed The Mailman?':
      "Checked (reviewer's knowledge): Karl Malone is right and John Stockton, Charles Barkley, Moses Malone are wrong; explanation confirmed (Malone was said to always deliver).",
    'Which centre was nicknamed The Admiral after his time at the US Naval Academy?':
      "Checked (reviewer's knowledge): David Robinson is right and Patrick Ewing, Alonzo Mourning, Dikembe Mutombo are wrong; explanation confirmed (Robinson won two titles with the San Antonio Spurs).",
    'Who was the first player to average double figures in points, rebounds and assists over an NBA season?':
      "Checked (reviewer's knowledge): Oscar Robertson is right and Jerry West, Elgin Baylor, Bob Cousy are wrong; explanation confirmed (He did it for the Cincinnati Royals in 1961–62). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Argentine guard won four NBA titles with the San Antonio Spurs?':
      "Checked (reviewer's knowledge): Manu Ginóbili is right and Luis Scola, Andrés Nocioni, Pablo Prigioni are wrong; explanation confirmed (He was a second-round pick in 1999).",
    'Which shirt number did Michael Jordan wear when he first returned to the Bulls in 1995?':
      "Checked (reviewer's knowledge): 45 is right and 32, 33, 25 are wrong; explanation confirmed (He went back to 23 during the 1995 play-offs).",
    'Which Lithuanian centre won Olympic gold for the Soviet Union in 1988 and later played for Portland?':
      "Checked (reviewer's knowledge): Arvydas Sabonis is right and Šarūnas Marčiulionis, Žydrūnas Ilgauskas, Jonas Valančiūnas are wrong; explanation confirmed (Sabonis joined the Trail Blazers in 1995, aged 30).",
    'Which Slovenian star did the Dallas Mavericks trade to the Lakers in February 2025?':
      "Checked (reviewer's knowledge): Luka Dončić was traded to the Lakers on 1–2 February 2025 in the deal that sent Anthony Davis to Dallas; the Dragić brothers and Čančar are wrong; explanation confirmed.",
    'Which coach led the San Antonio Spurs to five NBA titles?':
      "Checked (reviewer's knowledge): Gregg Popovich is right and Larry Brown, Doc Rivers, Mike Budenholzer are wrong; explanation confirmed (Popovich won titles in 1999, 2003, 2005, 2007 and 2014).",
    'Which NBA team wears purple and gold and won titles with Magic Johnson and Kobe Bryant?':
      "Checked (reviewer's knowledge): The Los Angeles Lakers is right and The Boston Celtics, The Chicago Bulls, The Golden State Warriors are wrong; explanation confirmed (By 2024 the Lakers had won 17 NBA championships).",
    'In which league do the Chicago Bulls and the Boston Celtics play?':
      "Checked (reviewer's knowledge): The NBA is right and The NFL, The NHL, MLB are wrong; explanation confirmed (North America's top basketball league was formed in 1949).",
    'Which New York team plays its home games at Madison Square Garden?':
      "Checked (reviewer's knowledge): The New York Knicks is right and The Brooklyn Nets, The Philadelphia 76ers, The Boston Celtics are wrong; explanation confirmed (The Garden stands above Pennsylvania Station in Manhattan).",
    'In which Texas city do the Spurs play?':
      "Checked (reviewer's knowledge): San Antonio is right and Houston, Dallas, Austin are wrong; explanation confirmed (The Spurs play at the Frost Bank Center).",
    'In which city do the Suns play?':
      "Checked (reviewer's knowledge): Phoenix is right and Tucson, Las Vegas, Albuquerque are wrong; explanation confirmed (The Suns joined the NBA in 1968).",
    'In which city do the Nuggets play?':
      "Checked (reviewer's knowledge): Denver is right and Salt Lake City, Sacramento, Portland are wrong; explanation confirmed (The arena sits about a mile above sea level).",
    "Which NBA team's name refers to the year of the US Declaration of Independence?":
      "Checked (reviewer's knowledge): The Philadelphia 76ers is right and The Boston Celtics, The New York Knicks, The Washington Wizards are wrong; explanation confirmed (The Declaration was signed in Philadelphia in 1776).",
    'As of 2025, how many teams play in the NBA?':
      "Checked (reviewer's knowledge): 30 is right and 28, 32, 24 are wrong; explanation confirmed (The last new team, the Charlotte Bobcats, joined in 2004).",
    'In which conference do the Los Angeles Lakers play?':
      "Checked (reviewer's knowledge): The Western Conference is right and The Eastern Conference, The Pacific Conference, The Central Conference are wrong; explanation confirmed (The NBA is split into two conferences of 15 teams).",
    'How many wins does a team need to take an NBA Finals series?':
      "Checked (reviewer's knowledge): 4 is right and 3, 5, 6 are wrong; explanation confirmed (The Finals are a best-of-seven series).",
    'Which team plays its home games at the Chase Center in San Francisco?':
      "Checked (reviewer's knowledge): The Golden State Warriors is right and The Sacramento Kings, The Los Angeles Clippers, The Portland Trail Blazers are wrong; explanation confirmed (The Warriors moved across the bay from Oakland in 2019).",
    'The Utah Jazz took their name from which city, where the team began?':
      "Checked (reviewer's knowledge): New Orleans is right and Memphis, Chicago, St. Louis are wrong; explanation confirmed (The team moved to Salt Lake City in 1979).",
    'What is the trophy given to the NBA champions called?':
      "Checked (reviewer's knowledge): The Larry O'Brien Trophy is right and The Vince Lombardi Trophy, The Commissioner's Trophy, The Naismith Cup are wrong; explanation confirmed (Larry O'Brien was NBA commissioner from 1975 to 1984).",
    'Which NBA team plays in Canada, as of 2025?':
      "Checked (reviewer's knowledge): The Toronto Raptors is right and The Minnesota Timberwolves, The Portland Trail Blazers, The Detroit Pistons are wrong; explanation confirmed (The Raptors joined the league in 1995).",
    'Which team plays its home games at the United Center?':
      "Checked (reviewer's knowledge): The Chicago Bulls is right and The Milwaukee Bucks, The Detroit Pistons, The Indiana Pacers are wrong; explanation confirmed (The arena opened in 1994 on the West Side of Chicago).",
    'Which team won a record 73 regular-season games in 2015–16?':
      "Checked (reviewer's knowledge): The Golden State Warriors is right and The Chicago Bulls, The San Antonio Spurs, The Cleveland Cavaliers are wrong; explanation confirmed (They lost only nine games all season).",
    "What is the name of the Boston Celtics' leprechaun mascot?":
      "Checked (reviewer's knowledge): Lucky is right and Paddy, Shamrock, Clover are wrong; explanation confirmed (The leprechaun also appears on the team's logo).",
    "What was the Chicago Bulls' regular-season record in 1995–96?":
      "Checked (reviewer's knowledge): 72–10 is right and 70–12, 71–11, 69–13 are wrong; explanation confirmed (They went on to win the title, the first of their second three-peat).",
    'Which team won an NBA record 33 games in a row in 1971–72?':
      "Checked (reviewer's knowledge): The Los Angeles Lakers is right and The Milwaukee Bucks, The Boston Celtics, The New York Knicks are wrong; explanation confirmed (The streak ran from November 1971 to January 1972). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which team left the Crypto.com Arena in 2024 for its own new arena, the Intuit Dome?':
      "Checked (reviewer's knowledge): The Los Angeles Clippers is right and The Los Angeles Lakers, The Sacramento Kings, The Golden State Warriors are wrong; explanation confirmed (The Intuit Dome is in Inglewood).",
    "What was the name of the Celtics' home, with its parquet floor, until 1995?":
      "Checked (reviewer's knowledge): The Boston Garden is right and The Spectrum, The Forum, The Omni are wrong; explanation confirmed (The parquet floor moved to the new arena next door). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'To which city did the Vancouver Grizzlies move in 2001?':
      "Checked (reviewer's knowledge): Memphis is right and Nashville, Louisville, Kansas City are wrong; explanation confirmed (The Grizzlies kept their name after the move).",
    'What were the Washington Wizards called until 1997?':
      "Checked (reviewer's knowledge): The Bullets is right and The Senators, The Capitals, The Generals are wrong; explanation confirmed (The name was changed because of its link to gun violence).",
    "Which country has won the most Olympic gold medals in men's basketball, as of 2024?":
      "Checked (reviewer's knowledge): The United States is right and The Soviet Union, Yugoslavia, Argentina are wrong; explanation confirmed (The United States won its 17th title in Paris).",
    'In which year did the WNBA play its first season?':
      "Checked (reviewer's knowledge): 1997 is right and 1994, 2000, 1990 are wrong; explanation confirmed (The league was set up with the backing of the NBA).",
    'What was the 1992 US Olympic basketball team of NBA stars nicknamed?':
      "Checked (reviewer's knowledge): The Dream Team is right and The Redeem Team, The Fab Five, Showtime are wrong; explanation confirmed (It was the first US Olympic team to include NBA players).",
    'Which guard was the first pick of the 2024 WNBA draft, by the Indiana Fever?':
      "Checked (reviewer's knowledge): Caitlin Clark is right and Angel Reese, Paige Bueckers, Cameron Brink are wrong; explanation confirmed (She had become the leading scorer in NCAA Division I history at Iowa).",
    "Which country did the United States beat in the men's final at the 2024 Paris Olympics?":
      "Checked (reviewer's knowledge): France is right and Serbia, Germany, Canada are wrong; explanation confirmed (The United States won 98–87 in the final).",
    'At which Olympics did 3x3 basketball make its debut?':
      "Checked (reviewer's knowledge): Tokyo 2020 is right and Rio 2016, London 2012, Beijing 2008 are wrong; explanation confirmed (The 3x3 game is played on a half court with one basket).",
    'Which country won the 2019 FIBA Basketball World Cup?':
      "Checked (reviewer's knowledge): Spain is right and Argentina, France, Serbia are wrong; explanation confirmed (Spain beat Argentina in the final in Beijing).",
    'Which country won the 2023 FIBA Basketball World Cup?':
      "Checked (reviewer's knowledge): Germany is right and Serbia, Canada, The United States are wrong; explanation confirmed (Germany beat Serbia in the final in Manila).",
    "Which country won the men's basketball gold at the 2004 Athens Olympics?":
      "Checked (reviewer's knowledge): Argentina is right and Italy, The United States, Spain are wrong; explanation confirmed (Argentina beat Italy in the final).",
    'Which country beat the United States in the controversial 1972 Olympic final in Munich?':
      "Checked (reviewer's knowledge): The Soviet Union is right and Yugoslavia, Cuba, Italy are wrong; explanation confirmed (The last three seconds were replayed twice before the Soviets scored the winning basket). Options reworded for length (issue 14, len-e): 'The Soviet Union' → 'Soviet Union'; 'Cuba' → 'Czechoslovakia'. Rechecked by len-f: confirmed: the USSR won the 1972 final; 'Soviet Union' without the article is as precise; Czechoslovakia was not in the final.",
    "As of the 2024 Games, how many Olympic women's basketball titles in a row had the United States won?":
      "Checked (reviewer's knowledge): 8 is right and 5, 6, 7 are wrong; explanation confirmed (Their run began in Atlanta in 1996). Options reworded for length (issue 14, len-e): '5' → '10'. Rechecked by len-f: confirmed: eight in a row (1996–2024); ten is wrong.",
    "Which country did the United States beat 67–66 in the women's final at the 2024 Olympics?":
      "Checked (reviewer's knowledge): France is right and Australia, Belgium, Spain are wrong; explanation confirmed (France came within one point of ending the American run).",
    'Which team won the first four WNBA championships?':
      "Checked (reviewer's knowledge): The Houston Comets is right and The Los Angeles Sparks, The New York Liberty, The Phoenix Mercury are wrong; explanation confirmed (Cynthia Cooper was Finals MVP in all four).",
    'Which team won the 2024 WNBA title, its first?':
      "Checked (reviewer's knowledge): The New York Liberty is right and The Minnesota Lynx, The Las Vegas Aces, The Connecticut Sun are wrong; explanation confirmed (The Liberty won the deciding fifth game in overtime). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who made the first dunk in a WNBA game, in 2002?':
      "Checked (reviewer's knowledge): Lisa Leslie is right and Sheryl Swoopes, Cynthia Cooper, Candace Parker are wrong; explanation confirmed (Leslie dunked on a fast break for the Los Angeles Sparks).",
    'As of 2025, which country had won the most EuroBasket titles?':
      "Checked (reviewer's knowledge): the Soviet Union won 14 titles from 1947 to 1985; Yugoslavia won 8, Spain 4, Lithuania 3, and the 2025 title (Germany) does not change the order; explanation confirmed. Options reworded for length (issue 14, len-e): 'The Soviet Union' → 'Soviet Union'; 'Lithuania' → 'Czechoslovakia'. Rechecked by len-f: confirmed: the USSR won 14 EuroBasket titles; Czechoslovakia won one.",
    "How many teams took part in the 2025 NCAA Division I men's tournament?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the 2025 men's tournament had 68 teams, as every edition since 2011 (the First Four play-in games bring 68 down to 64); 64, 72 and 48 are wrong; now pinned to 2025.",
    'Which coach won ten NCAA titles with UCLA between 1964 and 1975?':
      "Checked (reviewer's knowledge): John Wooden is right and Dean Smith, Adolph Rupp, Bob Knight are wrong; explanation confirmed (Wooden's teams won seven titles in a row from 1967). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which coach won five NCAA titles with Duke?':
      "Checked (reviewer's knowledge): Mike Krzyzewski is right and Dean Smith, Roy Williams, Jim Boeheim are wrong; explanation confirmed (Coach K also led the US to three Olympic golds). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'For which college did Michael Jordan play before the NBA?':
      "Checked (reviewer's knowledge): North Carolina is right and Duke, Kentucky, Kansas are wrong; explanation confirmed (As a freshman he hit the winning shot in the 1982 NCAA final).",
    'Which player scored 100 points in a single NBA game in 1962?':
      "Checked (reviewer's knowledge): Wilt Chamberlain, 2 March 1962, Philadelphia Warriors v New York Knicks at Hershey; the other three are wrong; explanation confirmed.",
    'What does MVP stand for?':
      "Checked (reviewer's knowledge): Most Valuable Player is right and Most Versatile Player, Most Victorious Player, Most Valued Performer are wrong; explanation confirmed (The NBA has given a regular-season MVP award since 1956).",
    "What is the NBA's mid-season game between the league's best players called?":
      "Checked (reviewer's knowledge): The All-Star Game is right and The Pro Bowl, The Classic, The Showcase are wrong; explanation confirmed (Fans, players and the media vote for the starters).",
    'Which team did LeBron James sign for in 2018?':
      "Checked (reviewer's knowledge): The Los Angeles Lakers is right and The Golden State Warriors, The Philadelphia 76ers, The Houston Rockets are wrong; explanation confirmed (He was 33 when he signed a four-year deal).",
    'How many regular-season games does each NBA team play?':
      "Checked (reviewer's knowledge): 82 is right and 72, 80, 90 are wrong; explanation confirmed (The 82-game schedule has been used since 1967–68).",
    'Which company has made the official NBA game ball since 2021?':
      "Checked (reviewer's knowledge): Wilson is right and Spalding, Nike, Molten are wrong; explanation confirmed (Spalding had made the ball for the previous 37 years).",
    'Which NBA award goes to the best player who usually starts games on the bench?':
      "Checked (reviewer's knowledge): Sixth Man of the Year is right and Most Improved Player, Rookie of the Year, Clutch Player of the Year are wrong; explanation confirmed (A team has five starters, so the first substitute is the sixth man).",
    "Since 2009, the NBA Finals MVP award has carried which player's name?":
      "Checked (reviewer's knowledge): Bill Russell is right and Larry Bird, Magic Johnson, Wilt Chamberlain are wrong; explanation confirmed (Russell was the Celtics' centre through the 1950s and 1960s).",
    'Which player won a record ten NBA scoring titles?':
      "Checked (reviewer's knowledge): Michael Jordan is right and Wilt Chamberlain, Kevin Durant, George Gervin are wrong; explanation confirmed (Jordan led the league in scoring ten times between 1987 and 1998).",
    'As of the end of the 2024–25 season, who had made the most three-pointers in NBA history?':
      "Checked (reviewer's knowledge): Stephen Curry is right and Ray Allen, Reggie Miller, James Harden are wrong; explanation confirmed (He passed Ray Allen's record in December 2021).",
    'As of 2025, which player had won the most NBA regular-season MVP awards?':
      "Checked (reviewer's knowledge): Kareem Abdul-Jabbar is right and Michael Jordan, Bill Russell, LeBron James are wrong; explanation confirmed (Kareem won six, one more than Jordan and Russell). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who holds the NBA record for career rebounds?':
      "Checked (reviewer's knowledge): Wilt Chamberlain is right and Bill Russell, Moses Malone, Kareem Abdul-Jabbar are wrong; explanation confirmed (Chamberlain took 23,924 rebounds in 14 seasons).",
    'As of the end of the 2024–25 season, who held the NBA record for career assists?':
      "Checked (reviewer's knowledge): John Stockton is right and Chris Paul, Jason Kidd, Magic Johnson are wrong; explanation confirmed (Stockton made 15,806 assists, all for the Utah Jazz). Options reworded for length (issue 14, len-e): 'Magic Johnson' → 'Oscar Robertson'. Rechecked by len-f: confirmed: Stockton (15,806); Robertson about 9,900.",
    'As of the end of the 2024–25 season, who held the NBA record for career triple-doubles?':
      "Checked (reviewer's knowledge): Russell Westbrook is right and Oscar Robertson, Magic Johnson, Nikola Jokić are wrong; explanation confirmed (Westbrook passed Oscar Robertson's record of 181 in 2021). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who holds the NBA record for career blocked shots?':
      "Checked (reviewer's knowledge): Hakeem Olajuwon is right and Dikembe Mutombo, Kareem Abdul-Jabbar, Mark Eaton are wrong; explanation confirmed (Blocks have been counted officially only since 1973–74).",
    'Since 2023, the NBA regular-season MVP trophy has been named after which player?':
      "Checked (reviewer's knowledge): Michael Jordan is right and Magic Johnson, Larry Bird, Wilt Chamberlain are wrong; explanation confirmed (The trophies for the conference finals MVPs carry the names of Bird and Magic Johnson).",
    'Who became the youngest NBA MVP, in 2011, aged 22?':
      "Checked (reviewer's knowledge): Derrick Rose is right and LeBron James, Kevin Durant, Wes Unseld are wrong; explanation confirmed (Rose played for his home-town team, the Chicago Bulls). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which player scored a record 61 points in an NBA Finals game, in 1962?':
      "Checked (reviewer's knowledge): Elgin Baylor is right and Jerry West, Wilt Chamberlain, Bob Pettit are wrong; explanation confirmed (Baylor scored them for the Lakers against the Celtics in Boston).",
    'Which coach won a record 11 NBA titles as a head coach?':
      "Checked (reviewer's knowledge): Phil Jackson is right and Red Auerbach, Pat Riley, Gregg Popovich are wrong; explanation confirmed (Jackson won six with the Bulls and five with the Lakers).",
    'Who won both the regular-season MVP and the Finals MVP awards in 2025?':
      "Checked (reviewer's knowledge): Shai Gilgeous-Alexander won the 2024–25 MVP, the scoring title and the Finals MVP; Jalen Williams, Haliburton and Jokić did not win either award; explanation confirmed.",
    'Who was the 2024 NBA Finals MVP?':
      "Checked (reviewer's knowledge): Jaylen Brown is right and Jayson Tatum, Jrue Holiday, Derrick White are wrong; explanation confirmed (Brown had also been MVP of the Eastern Conference finals).",
  },
};
