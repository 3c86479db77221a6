import type { CuratedBank } from './bank.js';

export const basketball: CuratedBank = {
  key: 'basketball',
  sections: {
    'Rules and play': [
      'e|How many points is a successful free throw worth?|1|2;3;4|Each free throw that goes in scores one point.',
      'e|What is it called when a player moves with the ball without dribbling it?|Travelling|Goaltending;Double dribble;A jump ball|Taking too many steps while holding the ball is a travelling violation.',
      'e|What is bouncing the ball on the floor while moving called?|Dribbling|Passing;Blocking;Rebounding|A player must dribble to move with the ball.',
      'e|What is catching the ball after a missed shot called?|A rebound|An assist;A steal;A block|Rebounds are taken at either end of the court after a miss.',
      'm|How high above the floor is a regulation basketball rim?|10 feet|8 feet;9 feet;12 feet|The rim is 10 feet (3.05 m) high in the NBA and in international play.',
      'm|How long is a quarter in an NBA game?|12 minutes|10 minutes;15 minutes;20 minutes|NBA quarters last 12 minutes; FIBA quarters last 10.',
      'm|How many seconds does an NBA team have to attempt a shot once it gains possession?|24|30;35;20|The 24-second shot clock was introduced in 1954.',
      'm|In basketball statistics, what is an assist?|A pass that leads directly to a basket|A shot blocked near the rim;A foul drawn from a defender;A ball won from the other team|Assists credit the passer of a scoring play.',
      'h|What does the three-second rule in basketball limit?|How long an attacker may stay in the lane|How long a player may hold the ball before passing;How long a team has to inbound the ball;How long a free throw may take|An attacking player may not stay in the painted lane for more than three seconds at a time.',
      'h|What is the inside diameter of a regulation basketball rim?|18 inches|16 inches;20 inches;24 inches|The rim is 18 inches (45.7 cm) across, almost twice the width of the ball.',
    ],
    'History and records': [
      'e|Who invented basketball in 1891?|James Naismith|Walter Camp;Abner Doubleday;William G. Morgan|Naismith invented the game at a YMCA training school in Springfield, Massachusetts.',
      'e|In which country was basketball invented?|The United States|Canada;England;Germany|James Naismith, a Canadian, invented it in Massachusetts.',
      'e|Which exhibition team is famous for basketball trick shots and comedy?|The Harlem Globetrotters|The Washington Generals;The Boston Celtics;The Chicago Bulls|The Globetrotters have toured the world since the 1920s.',
      'm|Which team won a record 18th NBA championship in 2024?|The Boston Celtics|The Los Angeles Lakers;The Chicago Bulls;The Golden State Warriors|The 2024 title took the Celtics one ahead of the Lakers.',
      'm|Which player scored 100 points in a single NBA game in 1962?|Wilt Chamberlain|Kareem Abdul-Jabbar;Bill Russell;Elgin Baylor|Chamberlain scored 100 for the Philadelphia Warriors against the New York Knicks.',
      'm|Who passed Kareem Abdul-Jabbar in 2023 to become the NBA all-time leading scorer?|LeBron James|Kobe Bryant;Karl Malone;Michael Jordan|LeBron James broke the record on 7 February 2023.',
      'm|What was the 1992 US Olympic basketball team of NBA stars nicknamed?|The Dream Team|The Redeem Team;The Fab Five;Showtime|It was the first US Olympic team to include NBA players.',
      'h|In which Massachusetts city was basketball invented?|Springfield|Boston;Worcester;Lowell|The Naismith Memorial Basketball Hall of Fame is in Springfield.',
      'h|What did James Naismith use as the first basketball goals?|Peach baskets|Fishing nets;Wooden crates;Metal hoops|The baskets had bottoms, so the ball had to be fetched after each score.',
      'h|In which year was the league that became the NBA founded, as the Basketball Association of America?|1946|1936;1956;1966|The BAA merged with the National Basketball League in 1949 to form the NBA.',
      "h|Which country won the men's basketball gold at the 2004 Athens Olympics?|Argentina|Italy;United States;Spain|Argentina beat Italy in the final.",
    ],
    Players: [
      'h|Which team drafted Kobe Bryant in 1996 before trading him to the Lakers?|The Charlotte Hornets|The Boston Celtics;The New Jersey Nets;The Philadelphia 76ers|Charlotte picked Bryant 13th and traded his rights to Los Angeles.',
      'e|Which Chicago Bulls star wore number 23 and won six NBA titles?|Michael Jordan|Magic Johnson;Larry Bird;Kobe Bryant|Jordan won six championships with the Bulls in the 1990s.',
      'e|Which NBA team wears purple and gold and won titles with Magic Johnson and Kobe Bryant?|The Los Angeles Lakers|The Boston Celtics;The Chicago Bulls;The Golden State Warriors|The Lakers have won 17 NBA championships.',
      "e|In which league do the Chicago Bulls and the Boston Celtics play?|The NBA|The NFL;The NHL;MLB|The National Basketball Association is North America's top basketball league.",
      'm|Which Chinese centre played for the Houston Rockets from 2002 to 2011?|Yao Ming|Yi Jianlian;Wang Zhizhi;Jeremy Lin|Yao Ming was the first overall pick of the 2002 draft.',
      'm|Which German player won the 2011 NBA title with the Dallas Mavericks?|Dirk Nowitzki|Dennis Schröder;Detlef Schrempf;Franz Wagner|Nowitzki was named the finals MVP.',
      'm|Which Golden State Warriors guard was the first unanimous NBA MVP, in 2016?|Stephen Curry|Klay Thompson;Kevin Durant;Draymond Green|Curry received every first-place vote for the 2015–16 season.',
      'h|Which player won the most NBA championships as a player?|Bill Russell|Sam Jones;Michael Jordan;Robert Horry|Russell won 11 titles with the Boston Celtics between 1957 and 1969.',
      'h|For which team did Michael Jordan play his last NBA seasons, 2001 to 2003?|The Washington Wizards|The Charlotte Hornets;The Atlanta Hawks;The Detroit Pistons|Jordan came out of retirement to play two seasons for the Wizards.',
      'h|Which Utah Jazz forward was nicknamed The Mailman?|Karl Malone|John Stockton;Charles Barkley;Moses Malone|Malone was said to always deliver.',
    ],
  },
};
