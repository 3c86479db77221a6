import type { BankReview } from './review.js';

/** bank-i2's check of bank-i1's ice-hockey bank at b0c66a4 (ADR 0195); registered in index.ts once both are merged. */
export const iceHockeyReview: BankReview = {
  bank: 'ice-hockey',
  writer: 'bank-i1',
  reviewer: 'bank-i2',
  checks: {
    'Which forward usually takes the face-offs?':
      'Checked (NHL Official Rules): the center takes most face-offs and face-off win percentage is a tracked centre statistic; options and explanation confirmed.',
    'What are the two players who play behind the forwards called?':
      'Checked (NHL Official Rules): the two defensemen play behind the three forwards, usually as a left/right pair; options and explanation confirmed.',
    'What is it called when a skater has the puck with no defender between him and the goaltender?':
      'Checked (NHL Official Rules): a breakaway is a puck carrier alone against the goaltender with no defender between; options and explanation confirmed.',
    'What is the penalty for using the stick or a leg to make an opponent fall?':
      'Checked (NHL Official Rules): tripping with stick, knee, foot or leg is a two-minute minor; options and explanation confirmed.',
    'What is a goal scored when the other team has pulled its goaltender called?':
      'Checked (NHL Official Rules): a goal into a net whose goaltender has been pulled is an empty-net goal, usually late in games; options and explanation confirmed.',
    'What do fans traditionally throw onto the ice when a player scores three goals in a game?':
      'Checked (Hockey Hall of Fame): fans throw hats after a three-goal hat trick; many clubs donate the collected hats; options and explanation confirmed.',
    'What is the area between the two blue lines called?':
      'Checked (NHL Official Rules): the area between the blue lines is the neutral zone; the neutral-zone trap is named from it; options and explanation confirmed.',
    'What is a fake move to get a defender or goaltender out of position called?':
      "Checked (Britannica, 'ice hockey' glossary): a deke is a feint, commonly derived from decoy; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is awarded when a player with a clear scoring chance is fouled from behind?':
      'Checked (NHL Official Rules): a player fouled from behind on a clear scoring chance is awarded a penalty shot taken from centre ice; options and explanation confirmed.',
    'How long is regular-season overtime in the NHL?':
      'Checked (NHL Official Rules): regular-season overtime is five minutes, sudden death; options and explanation confirmed.',
    'How are tied NHL playoff games decided?':
      "Checked (NHL Official Guide and Record Book): playoff overtime is sudden death in full periods; the longest game, Detroit v Montreal Maroons on 24 March 1936, ended in the sixth overtime; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What do players call the gap between a goaltender's legs?":
      "Checked (Britannica): the five-hole is the gap between the goaltender's pads, the other four holes being around the body; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many minutes long is each of the three periods of an NHL game?':
      'Checked (NHL Official Rules): three 20-minute periods of stop-clock time; options and explanation confirmed.',
    'Where does an ice hockey player sit out the time given for a foul?':
      'Checked (NHL Official Rules): penalties are served in the penalty box; a minor ends early if the other team scores; options and explanation confirmed.',
    'What does a team have while an opponent is serving a penalty?':
      'Checked (NHL Official Guide and Record Book): a team whose opponent has a player penalised has a power play; league-wide conversion is about 20%; options and explanation confirmed.',
    'How is play started at the beginning of each period?':
      'Checked (NHL Official Rules): each period starts with a face-off at centre ice between the two centres; options and explanation confirmed.',
    'Which player wears the heaviest pads and guards the net?':
      'Checked (NHL Official Rules): the goaltender wears the largest pads and guards the net; leg pads are limited to 11 inches wide; options and explanation confirmed.',
    'In a forward line, which two players skate on either side of the center?':
      'Checked (NHL Official Rules): a forward line is a centre with a left and a right winger; shifts are typically under a minute; options and explanation confirmed.',
    'What is the machine that resurfaces the ice between periods usually called?':
      "Checked (Britannica, 'Frank Zamboni'): Frank Zamboni built the first ice resurfacer in 1949 at his Iceland rink in Paramount, California; options and explanation confirmed.",
    'What is an ice hockey puck made of?':
      'Checked (NHL Official Rules): the puck is vulcanized rubber and is frozen before play to reduce bouncing; options and explanation confirmed.',
    "In NHL statistics, what does a player's points total count?":
      'Checked (NHL Official Guide and Record Book): points are goals plus assists; up to two assists are credited per goal; options and explanation confirmed.',
    'What has a goaltender recorded when the opponents score no goals in the whole game?':
      'Checked (NHL Official Guide and Record Book): a shutout is a game without conceding; George Hainsworth had 22 in the 44-game 1928–29 season; options and explanation confirmed.',
    'What is it called when a goaltender stops a shot on goal?':
      'Checked (NHL Official Guide and Record Book): a save is a stopped shot on goal; save percentage is the standard goaltending statistic; options and explanation confirmed.',
    'What is it called when a player uses his body to knock an opponent off the puck?':
      'Checked (NHL Official Rules): body checking is using the body to separate an opponent from the puck; hip checks are one kind; options and explanation confirmed.',
    'What is the flat bottom part of a hockey stick that strikes the puck called?':
      'Checked (NHL Official Rules): the blade is the part of the stick that strikes the puck; its curve is limited by rule; options and explanation confirmed.',
    'In which month is the Stanley Cup Final usually played?':
      'Checked (NHL Official Guide and Record Book): the Stanley Cup Final is normally played in June after about two months of playoffs from mid-April; options and explanation confirmed.',
    'What do the stripes on the shirts of NHL officials look like?':
      'Checked (NHL Official Rules): NHL referees and linesmen wear black-and-white stripes, referees with orange armbands; options and explanation confirmed.',
    'How long is a minor penalty?':
      "Checked (NHL Official Rules): a minor penalty is two minutes; two minors at once leave a team two men short; options and explanation confirmed. Options reworded for length (issue 14, len-f): '6 minutes' → '10 minutes'. Rechecked by len-e: a minor is 2 minutes; 10 minutes is a misconduct.",
    'How long is a major penalty, such as the one given for fighting?':
      "Checked (NHL Official Rules): a major, including fighting, is five minutes and is served in full whatever is scored; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a goal scored by a team that has fewer players on the ice because of a penalty called?':
      "Checked (NHL Official Rules): a goal by the team playing a man short is a short-handed goal; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which infraction is called when a player shoots the puck from behind the center line across the opponent's goal line and nobody touches it?":
      "Checked (NHL Official Rules): icing is a puck shot from behind the centre line across the opponents' goal line untouched; hybrid icing began in 2013–14; options and explanation confirmed.",
    "An attacking player is offside if he crosses the opponent's blue line ahead of what?":
      'Checked (NHL Official Rules): an attacker is offside if both skates cross the attacking blue line before the puck; options and explanation confirmed.',
    'What is the blue-painted area directly in front of each goal called?':
      'Checked (NHL Official Rules): the blue-painted area in front of the net is the goal crease; goaltender interference there can cancel a goal; options and explanation confirmed.',
    'Since 2015–16, how many skaters per side play in regular-season NHL overtime?':
      'Checked (NHL Official Rules): regular-season overtime has been three skaters a side since 2015–16, four a side before; options and explanation confirmed.',
    'What decides a regular-season NHL game that is still tied after overtime?':
      'Checked (NHL Official Rules): a tie after overtime goes to a shootout of three shooters each, then sudden death; options and explanation confirmed.',
    'How many standings points does an NHL team earn for a loss after regulation time?':
      'Checked (NHL Official Rules): an overtime or shootout loss earns one standings point, any win two; options and explanation confirmed.',
    'What does a trailing team usually send on in place of its goaltender in the last minutes?':
      'Checked (NHL Official Rules): a trailing team often pulls its goaltender for an extra attacker late in the game; options and explanation confirmed.',
    'What is a player whose main job is to fight and protect teammates traditionally called?':
      "Checked (Britannica): an enforcer is a player whose role is to fight and protect teammates; fighting has declined since the 2000s; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the penalty for hitting an opponent with the shaft of the stick held in both hands?':
      "Checked (NHL Official Rules): cross-checking is striking with the shaft held in both hands; spearing is with the blade point; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the penalty for using the blade of the stick to hold back an opponent?':
      'Checked (NHL Official Rules): hooking is impeding with the blade; the 2005 rule-enforcement crackdown targeted hooking and holding; options and explanation confirmed.',
    "What foul is called when a player's raised blade strikes an opponent above the shoulders?":
      'Checked (NHL Official Rules): high-sticking is contact above the shoulders with the stick; a puck played with a high stick cannot count as a goal; options and explanation confirmed.',
    'What is violently checking a defenseless opponent into the wall called?':
      'Checked (NHL Official Rules): boarding is checking a defenceless player violently into the boards, a minor or major; options and explanation confirmed.',
    'How many on-ice officials work an NHL game?':
      'Checked (NHL Official Guide and Record Book): each NHL game has two referees and two linesmen; two referees in every game since the early 2000s; options and explanation confirmed.',
    "What is the rectangular pad worn on a goaltender's stick hand called?":
      "Checked (NHL Official Rules): the blocker is the rectangular pad on the goaltender's stick hand; the other hand wears the catcher or trapper; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which shot involves a big backswing and hitting the ice just behind the puck?':
      "Checked (NHL Official Guide and Record Book): the slap shot uses a big backswing and strikes the ice behind the puck; Chára's 108.8 mph came at the 2012 skills competition; options and explanation confirmed.",
    "Which type of contact is banned in women's international ice hockey but allowed in men's?":
      "Checked (IIHF records): body checking is banned in women's IIHF play; it was allowed at the first women's World Championship in 1990; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many regular-season games did each NHL team play in 2024–25?':
      'Checked (NHL Official Guide and Record Book): each team played 82 regular-season games in 2024–25, 41 at home; options and explanation confirmed.',
    "What is a 'Gordie Howe hat trick'?":
      'Checked (Hockey Hall of Fame): a Gordie Howe hat trick is a goal, an assist and a fight; Howe himself recorded only two; options and explanation confirmed.',
    'What is the diameter of a regulation ice hockey puck?':
      'Checked (NHL Official Rules): a puck is 3 inches across, 1 inch thick and 5.5–6 ounces; options and explanation confirmed.',
    'How many feet long is a standard NHL rink?':
      'Checked (NHL Official Rules): a standard NHL rink is 200 by 85 feet; options and explanation confirmed.',
    'What was the seventh skater, dropped from top eastern Canadian hockey in 1911, called?':
      'Checked (Hockey Hall of Fame): the NHA dropped the rover for 1911–12; the PCHA kept seven-man hockey into the early 1920s; options and explanation confirmed.',
    "In 2005 the NHL removed which rule, allowing passes from a team's own zone to the far blue line?":
      'Checked (NHL Official Guide and Record Book): the two-line pass (red-line offside) rule was removed for 2005–06; options and explanation confirmed.',
    'What shape is the area behind the goal line where NHL goaltenders may play the puck?':
      'Checked (NHL Official Rules): goaltenders may handle the puck behind the goal line only within the trapezoid, or take a delay-of-game minor; options and explanation confirmed.',
    'From which season did the NHL require new players to wear helmets?':
      'Checked (NHL Official Guide and Record Book): helmets were mandatory for players entering the league from 1979–80; Craig MacTavish, the last without one, retired in 1997; options and explanation confirmed.',
    'How many games must a team win in the playoffs to lift the Stanley Cup?':
      'Checked (NHL Official Rules): four best-of-seven rounds require 16 wins; options and explanation confirmed.',
    'Which NHL team plays in St. Louis?':
      'Checked (NHL Official Guide and Record Book): the St. Louis Blues, last in the league in early January 2019, won the 2019 Cup; options and explanation confirmed.',
    'Which NHL team plays in Tampa?':
      'Checked (NHL Official Guide and Record Book): the Tampa Bay Lightning won the Cup in 2020 and 2021; options and explanation confirmed.',
    'Which NHL team plays in Newark, New Jersey?':
      'Checked (NHL Official Guide and Record Book): the New Jersey Devils play in Newark; the franchise began as the Kansas City Scouts in 1974; options and explanation confirmed.',
    "The NHL's teams are based in which two countries?":
      "Checked (NHL Official Guide and Record Book): the NHL's 32 teams are in Canada and the US, seven of them Canadian in 2025; options and explanation confirmed.",
    'In which month does the NHL regular season usually begin?':
      'Checked (NHL Official Guide and Record Book): the regular season starts in October after September training camps; options and explanation confirmed.',
    'Which team won the Stanley Cup in both 2024 and 2025?':
      'Checked (NHL Official Guide and Record Book): the Florida Panthers beat the Edmonton Oilers in both the 2024 and 2025 Finals; options and explanation confirmed.',
    'In which decade did the NHL grow from six teams to twelve?':
      'Checked (NHL Official Guide and Record Book): the 1967 expansion doubled the league from six to twelve; an expansion team (St. Louis) reached the Final in each of the first three seasons; options and explanation confirmed.',
    'How many teams played in the NHL in the 2024–25 season?':
      'Checked (NHL Official Guide and Record Book): 32 teams in 2024–25; 16 make the playoffs; options and explanation confirmed.',
    "Which two teams play the 'Battle of Alberta'?":
      'Checked (Britannica): the Battle of Alberta is Edmonton Oilers v Calgary Flames, cities about 300 km apart; options and explanation confirmed.',
    'With which team did Wayne Gretzky finish his playing career, in 1999?':
      'Checked (Hockey Hall of Fame): Gretzky retired with the New York Rangers in 1999 after a short spell in St. Louis in 1996; options and explanation confirmed.',
    'Which team won the Stanley Cup in 2010, ending a 49-year wait?':
      'Checked (NHL Official Guide and Record Book): Chicago won in 2010, first Cup since 1961; Patrick Kane scored the overtime winner in game 6 at Philadelphia; options and explanation confirmed.',
    'Which famous forward line played for Detroit in the late 1940s and early 1950s?':
      'Checked (Hockey Hall of Fame): the Production Line was Howe, Lindsay and Abel of Detroit, named after the car assembly lines; options and explanation confirmed.',
    'In which country was the NHL founded in 1917?':
      'Checked (Hockey Hall of Fame): the NHL was founded in November 1917 at the Windsor Hotel, Montreal, by four clubs; options and explanation confirmed.',
    'Which NHL team plays in Toronto?':
      'Checked (NHL Official Guide and Record Book): the Toronto Maple Leafs were the St. Patricks until 1927; options and explanation confirmed.',
    "Which city's NHL team is the Oilers?":
      'Checked (NHL Official Guide and Record Book): the Edmonton Oilers joined from the WHA in 1979; options and explanation confirmed.',
    'In which city do the Canucks play?':
      'Checked (NHL Official Guide and Record Book): the Vancouver Canucks joined in 1970 and lost Finals in 1982, 1994 and 2011; options and explanation confirmed.',
    "Which Canadian city's NHL team is the Senators?":
      'Checked (NHL Official Guide and Record Book): the Ottawa Senators; the modern club began play in 1992–93; options and explanation confirmed.',
    'Which NHL team plays in Washington, D.C.?':
      'Checked (NHL Official Guide and Record Book): the Washington Capitals won their first Cup in 2018; options and explanation confirmed.',
    'In which Canadian city do the Jets play?':
      "Checked (NHL Official Guide and Record Book): the Winnipeg Jets' arena seats about 15,000, the league's smallest; options and explanation confirmed.",
    "Which US state's NHL team is the Wild?":
      'Checked (NHL Official Guide and Record Book): the Minnesota Wild; Minnesota calls itself the State of Hockey; options and explanation confirmed.',
    'Which NHL team plays in Pittsburgh?':
      'Checked (NHL Official Guide and Record Book): the Pittsburgh Penguins won their first Cups in 1991 and 1992; options and explanation confirmed.',
    'Which NHL team plays in Los Angeles?':
      'Checked (NHL Official Guide and Record Book): the Los Angeles Kings won their first Cup in 2012; options and explanation confirmed.',
    'Which NHL team plays in Nashville?':
      'Checked (NHL Official Guide and Record Book): the Nashville Predators; fans throw catfish on the ice; options and explanation confirmed.',
    'In which city do the Sharks play?':
      'Checked (NHL Official Guide and Record Book): the San Jose Sharks began play in 1991–92; options and explanation confirmed.',
    "Which city's NHL team, the Kraken, began play in 2021?":
      'Checked (NHL Official Guide and Record Book): the Seattle Kraken began play in 2021–22; the kraken is a sea monster of Scandinavian folklore; options and explanation confirmed.',
    'Which NHL team plays in Buffalo?':
      'Checked (NHL Official Guide and Record Book): the Buffalo Sabres reached their first Final in 1975; options and explanation confirmed.',
    'What does NHL stand for?':
      'Checked (Britannica): NHL is the National Hockey League, formed in 1917 to replace the NHA and shut out owner Eddie Livingstone; options and explanation confirmed.',
    "Which of these teams is one of the NHL's Original Six?":
      'Checked (NHL Official Guide and Record Book): Chicago is one of the Original Six (with Boston, Detroit, Montreal, New York, Toronto); it spelled Black Hawks until 1986; options and explanation confirmed.',
    'From which US city did the Flames move to Calgary in 1980?':
      "Checked (NHL Official Guide and Record Book): the Atlanta Flames moved to Calgary in 1980; Calgary's only Cup was 1989; options and explanation confirmed.",
    'Which franchise moved to Denver in 1995 and became the Colorado Avalanche?':
      'Checked (NHL Official Guide and Record Book): the Quebec Nordiques became the Colorado Avalanche in 1995 and won the 1996 Cup; options and explanation confirmed.',
    'Which team moved south in 1997 to become the Carolina Hurricanes?':
      'Checked (NHL Official Guide and Record Book): the Hartford Whalers became the Carolina Hurricanes in 1997; Carolina won the 2006 Cup; options and explanation confirmed.',
    'Which expansion team reached the Stanley Cup Final in its first season, 2017–18?':
      'Checked (NHL Official Guide and Record Book): the Vegas Golden Knights reached the 2018 Final in their first season and won the 2023 Cup; options and explanation confirmed.',
    "Which team was nicknamed the 'Broad Street Bullies' in the 1970s?":
      "Checked (NHL Official Guide and Record Book): the Philadelphia Flyers, the Broad Street Bullies, won in 1974 and 1975, the first post-1967 expansion champions; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which company founded the Mighty Ducks of Anaheim in 1993, naming them after one of its films?':
      'Checked (Britannica): Disney founded the Mighty Ducks of Anaheim in 1993 after its film; renamed Anaheim Ducks in 2006, Cup in 2007; options and explanation confirmed.',
    "What is the name of the Philadelphia Flyers' shaggy orange mascot, unveiled in 2018?":
      "Checked (Britannica): Gritty, the Flyers' orange mascot, was unveiled in September 2018; options and explanation confirmed.",
    'Which NHL team plays its home games at Madison Square Garden?':
      "Checked (Britannica): the New York Rangers play at Madison Square Garden; the name punned on Tex Rickard, Tex's Rangers; options and explanation confirmed.",
    'What do fans of the Detroit Red Wings traditionally throw onto the ice during the playoffs?':
      "Checked (Britannica): Detroit fans throw octopuses; the eight arms stood for the eight wins needed in 1952; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which league merged into the NHL in 1979?':
      'Checked (NHL Official Guide and Record Book): the WHA (1972–79) merged four teams into the NHL in 1979 after luring stars with big contracts; options and explanation confirmed.',
    'Who became NHL commissioner in 1993 and still held the post in 2025?':
      'Checked (NHL Official Guide and Record Book): Gary Bettman, first commissioner, from 1993, still in office in 2025; the office before was league president; options and explanation confirmed.',
    "What is the NHL's outdoor game played around New Year's Day called?":
      "Checked (NHL Official Guide and Record Book): the Winter Classic began on 1 January 2008 in snow at the Buffalo Bills' stadium; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which was the first US-based team to join the NHL, in 1924?':
      'Checked (NHL Official Guide and Record Book): the Boston Bruins joined in 1924 as the first US team; owner Charles Adams ran a grocery chain; options and explanation confirmed.',
    'From which state did the Stars move to Dallas in 1993?':
      'Checked (NHL Official Guide and Record Book): the Minnesota North Stars moved to Dallas in 1993; Dallas won the 1999 Cup; options and explanation confirmed.',
    'Which NHL team moved to Canada in 2011?':
      'Checked (NHL Official Guide and Record Book): the Atlanta Thrashers moved to Winnipeg in 2011 and took the Jets name of the team that left in 1996; options and explanation confirmed.',
    "Which US state got an NHL team in 2024 when the Arizona Coyotes' players and hockey staff moved there?":
      "Checked (NHL Official Guide and Record Book): the Coyotes' hockey operations moved to Utah in 2024, playing a season as Utah Hockey Club before a fan vote; options and explanation confirmed.",
    "The Columbus Blue Jackets' name honors soldiers of which war?":
      'Checked (Britannica): the Columbus Blue Jackets are named after Union soldiers of the Civil War from Ohio; options and explanation confirmed.',
    "Which team's fans threw plastic rats onto the ice during its 1996 run to the Final?":
      'Checked (Britannica): Florida Panthers fans threw plastic rats in 1996 after Scott Mellanby killed a rat with his stick; options and explanation confirmed.',
    'Which trophy goes to the NHL team with the most points in the regular season?':
      "Checked (NHL Official Guide and Record Book): the Presidents' Trophy for most regular-season points was first awarded for 1985–86; options and explanation confirmed.",
    'As of 2025, which team had won the most Stanley Cups?':
      'Checked (NHL Official Guide and Record Book): Montreal has 24 Cups, the most, the last in 1993, the last by a Canadian team as of 2025; options and explanation confirmed.',
    'What makes the Stanley Cup unlike most trophies?':
      'Checked (Hockey Hall of Fame): the names of the winning players and staff are engraved on the Cup, with bands added and retired; options and explanation confirmed.',
    'Lord Stanley, who gave the Stanley Cup, held which office?':
      "Checked (Hockey Hall of Fame): Lord Stanley of Preston, Governor General, bought the bowl in London in 1892 for ten guineas; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which trophy goes to the most valuable player of the playoffs?':
      "Checked (NHL Official Guide and Record Book): the Conn Smythe Trophy is the playoff MVP, voted by writers, and has gone to losing-team players; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'The Vezina Trophy' → 'The Calder Memorial Trophy'. Rechecked by len-e: the Conn Smythe is the playoff MVP award; the Calder is for the best rookie.",
    "Which trophy goes to the NHL's most valuable player in the regular season?":
      'Checked (NHL Official Guide and Record Book): the Hart Trophy for regular-season MVP was first given in 1924, donated by Dr David Hart, father of Cecil Hart; options and explanation confirmed.',
    'Which trophy goes to the player with the most points in the regular season?':
      "Checked (NHL Official Guide and Record Book): the Art Ross Trophy is for the scoring leader; Ross managed Boston and designed a puck and net; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which trophy goes to the NHL's best goaltender?":
      'Checked (NHL Official Guide and Record Book): the Vezina Trophy is for the best goaltender; Georges Vézina died of tuberculosis in 1926; options and explanation confirmed.',
    'How many days does each member of the winning team traditionally get with the Stanley Cup in the summer?':
      'Checked (Hockey Hall of Fame): each member of the winning team gets a day with the Cup, escorted by a Hall of Fame keeper; options and explanation confirmed.',
    'In which city is the Hockey Hall of Fame?':
      'Checked (Hockey Hall of Fame): the Hockey Hall of Fame is in Toronto, since 1993 partly in the old Bank of Montreal building; options and explanation confirmed.',
    'In which year was the Stanley Cup first awarded?':
      'Checked (Hockey Hall of Fame): the Cup was first awarded in 1893 to the Montreal Hockey Club of the MAAA; options and explanation confirmed.',
    "Which trophy goes to the NHL's best defenseman?":
      'Checked (NHL Official Guide and Record Book): the Norris Trophy for the best defenseman is named after James Norris, owner of Detroit; options and explanation confirmed.',
    "Which trophy goes to the NHL's rookie of the year?":
      'Checked (NHL Official Guide and Record Book): the Calder Trophy for the rookie of the year is named after Frank Calder, first NHL president; options and explanation confirmed.',
    'Which trophy rewards sportsmanship combined with skill?':
      'Checked (NHL Official Guide and Record Book): the Lady Byng Trophy rewards sportsmanship and skill; Frank Boucher won it seven times in eight years and kept the original; options and explanation confirmed.',
    'In which year was no Stanley Cup awarded because of the Spanish flu?':
      'Checked (Hockey Hall of Fame): the 1919 Final was abandoned at 2–2–1 because of Spanish flu; Joe Hall died of it; options and explanation confirmed.',
    'Which season had no Stanley Cup because a lockout cancelled it?':
      'Checked (NHL Official Guide and Record Book): the 2004–05 season was cancelled by a lockout, the first full season lost by a major North American league; options and explanation confirmed.',
    'Which US team became the first to win the Stanley Cup, in 1917?':
      'Checked (Hockey Hall of Fame): the Seattle Metropolitans beat the Montreal Canadiens three games to one in 1917, the first US winners; options and explanation confirmed.',
    'Which trophy goes to the champions of Canadian major junior hockey?':
      'Checked (Britannica): the Memorial Cup, for Canadian major junior champions, honours Canadian soldiers who died in the First World War; options and explanation confirmed.',
    'Who was the first Black player in the NHL, in 1958?':
      "Checked (Hockey Hall of Fame): Willie O'Ree, first Black NHL player, Boston 1958, was blind in one eye; options and explanation confirmed.",
    "Which goaltender's 103 career shutouts stood as the NHL record until 2009?":
      "Checked (NHL Official Guide and Record Book): Sawchuk's 103 shutouts stood until Brodeur passed him in 2009; his Cups were 1952, 1954, 1955 with Detroit and 1967 with Toronto; options and explanation confirmed.",
    'Which goaltender won the playoff MVP award a record three times?':
      'Checked (NHL Official Guide and Record Book): Patrick Roy won the Conn Smythe three times: 1986, 1993 (Montreal) and 2001 (Colorado); options and explanation confirmed.',
    'Which player held the record for most NHL regular-season games as of 2025?':
      'Checked (NHL Official Guide and Record Book): Patrick Marleau holds the games record (1,779), passing Howe in April 2021 aged 41; options and explanation confirmed.',
    "Who was the first NHL goaltender to score by shooting the puck into the other team's net, in 1987?":
      'Checked (NHL Official Guide and Record Book): Ron Hextall of Philadelphia was the first goaltender to shoot a goal, against Boston on 8 December 1987; options and explanation confirmed.',
    "Which player is nicknamed 'The Great One'?":
      'Checked (Hockey Hall of Fame): Wayne Gretzky is The Great One; he retired holding or sharing 61 NHL records; options and explanation confirmed.',
    'Which player was taken first overall in the 2005 NHL draft?':
      'Checked (NHL Official Guide and Record Book): Sidney Crosby was first overall in 2005 and won the Cup in 2009, 2016 and 2017; options and explanation confirmed.',
    'Which Pittsburgh star wore number 66?':
      "Checked (Hockey Hall of Fame): Mario Lemieux wore 66; he beat Hodgkin lymphoma in 1993 and still won the scoring title; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which country is Alex Ovechkin from?':
      'Checked (NHL Official Guide and Record Book): Alex Ovechkin was born in Moscow in 1985 and plays for Russia; options and explanation confirmed.',
    'Which jersey number did the NHL retire for every team in 2000?':
      'Checked (NHL Official Guide and Record Book): number 99 was retired league-wide at the February 2000 All-Star Game; options and explanation confirmed.',
    'In April 2025, who broke the record of 894 career NHL goals?':
      "Checked (NHL Official Guide and Record Book): Ovechkin scored goal 895 on 6 April 2025, in his 20th season, passing Gretzky's 894; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'Evgeni Malkin' → 'Connor McDavid'. Rechecked by len-e: Ovechkin passed Gretzky's 894 in April 2025; McDavid did not.",
    "Who was nicknamed 'Mr. Hockey'?":
      'Checked (Hockey Hall of Fame): Gordie Howe was Mr. Hockey and played NHL games in five decades, the last season at 51–52; options and explanation confirmed.',
    'Which defenseman was photographed flying through the air after his Cup-winning goal in 1970?':
      "Checked (Hockey Hall of Fame): Bobby Orr's flying 1970 Cup winner; he is the only defenseman to win the scoring title (1970, 1975); options and explanation confirmed.",
    'Who was the first player to score 50 goals in 50 games, in 1944–45?':
      "Checked (Hockey Hall of Fame): Maurice Richard scored 50 goals in 50 games in 1944–45; his 1955 suspension set off the Richard Riot; options and explanation confirmed. Options reworded for length (issue 14, len-f): 'Bobby Hull' → 'Bernie Geoffrion'. Rechecked by len-e: Richard scored 50 in 50 in 1944–45; Geoffrion's 50 came in 1960–61 and not in 50 games.",
    'Which goaltender was the first to wear a mask regularly, from 1959?':
      "Checked (Hockey Hall of Fame): Jacques Plante wore a mask regularly from November 1959 after a shot cut his face at Madison Square Garden; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which goaltender held the NHL records for career wins and shutouts as of 2025?':
      'Checked (NHL Official Guide and Record Book): Martin Brodeur holds the career wins (691) and shutouts (125) records as of 2025; Roy had 551 wins; options and explanation confirmed.',
    'Which player did the Oilers take first overall in the 2015 draft?':
      'Checked (NHL Official Guide and Record Book): Connor McDavid was taken first overall by Edmonton in 2015 and debuted that October aged 18; options and explanation confirmed.',
    'Which goaltender led the Czech Republic to Olympic ice hockey gold at Nagano in 1998?':
      'Checked (Olympic results (olympics.com)): Dominik Hašek backstopped the Czech Republic to gold at Nagano 1998 and won the Hart in 1997 and 1998; options and explanation confirmed.',
    "Who coached the US team to the 'Miracle on Ice' in 1980?":
      'Checked (Britannica): Herb Brooks coached the 1980 US team; he was the last player cut from the 1960 gold-medal team; options and explanation confirmed.',
    'Which Rangers captain guaranteed a win in a must-win playoff game in 1994, then scored a hat trick to deliver it?':
      "Checked (Hockey Hall of Fame): Mark Messier guaranteed a win in game 6 of the 1994 conference final and scored a hat trick; the Rangers then ended a 54-year drought; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Canadian coffee chain was co-founded in 1964 by an NHL defenseman?':
      'Checked (Britannica): Tim Hortons was co-founded in 1964 by defenseman Tim Horton, who died in a car crash in 1974 while still playing; options and explanation confirmed.',
    'Which 1977 comedy film starring Paul Newman is about a minor-league hockey team?':
      'Checked (Britannica): Slap Shot (1977), starring Paul Newman; the Hanson brothers became cult figures; options and explanation confirmed.',
    "Which actor coached the kids' team in the 1992 film The Mighty Ducks?":
      "Checked (Britannica): Emilio Estevez played coach Gordon Bombay, a lawyer doing community service, in The Mighty Ducks (1992); options and explanation confirmed. Options reworded for length (issue 14, len-f): 'Tom Hanks' → 'Matthew Broderick'. Rechecked by len-e: Estevez played the coach; Broderick was not in the film.",
    'In 1981–82, in how many games did Wayne Gretzky score his first 50 goals?':
      'Checked (NHL Official Guide and Record Book): Gretzky scored 50 goals in 39 games in 1981–82 and finished with 92, the single-season record as of 2025; options and explanation confirmed.',
    'How many career regular-season points did Wayne Gretzky score in the NHL?':
      "Checked (NHL Official Guide and Record Book): Gretzky scored 2,857 regular-season points; his 1,963 assists exceed any other player's total points; options and explanation confirmed.",
    'Which Czech winger, who played in the NHL into his mid-40s, was second in career NHL points as of 2025?':
      'Checked (NHL Official Guide and Record Book): Jaromír Jágr is second in career points (1,921) and still plays for Kladno, which he owns; options and explanation confirmed.',
    'Which player won a record 11 Stanley Cups, all with Montreal?':
      'Checked (Hockey Hall of Fame): Henri Richard won 11 Cups, all with Montreal, 1955–75; options and explanation confirmed.',
    'Which coach won a record nine Stanley Cups?':
      "Checked (NHL Official Guide and Record Book): Scotty Bowman won nine Cups as coach: five Montreal, one Pittsburgh, three Detroit; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Dick Irvin' → 'Joel Quenneville'. Rechecked by len-g: confirmed: Quenneville won three Cups with Chicago; the nine are Bowman's.",
    'Which Finnish player scored 76 goals as an NHL rookie in 1992–93?':
      "Checked (NHL Official Guide and Record Book): Teemu Selänne scored 76 goals as a rookie in 1992–93, still the record; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Mikko Koivu' → 'Mikko Rantanen'. Rechecked by len-g: confirmed: Rantanen's rookie season was 2016–17 with 20 goals; the 76 are Selänne's.",
    'Who holds the record for most career penalty minutes in the NHL?':
      'Checked (NHL Official Guide and Record Book): Tiger Williams holds the penalty-minutes record with 3,966; options and explanation confirmed.',
    'Who scored a record 10 points in one NHL game, in 1976?':
      'Checked (NHL Official Guide and Record Book): Darryl Sittler scored 10 points (6 goals, 4 assists) for Toronto v Boston on 7 February 1976; options and explanation confirmed.',
    'Who scored a record seven goals in one NHL game, in 1920?':
      'Checked (NHL Official Guide and Record Book): Joe Malone scored seven goals for the Quebec Bulldogs v Toronto in January 1920; options and explanation confirmed.',
    "Which Chicago star, 'The Golden Jet', left for the rival WHA in 1972?":
      "Checked (Hockey Hall of Fame): Bobby Hull, the Golden Jet, joined the WHA Winnipeg Jets in 1972 for hockey's first million-dollar deal; options and explanation confirmed.",
    'Which goaltender, later a Canadian politician, played only six regular-season games before leading Montreal to the 1971 Cup?':
      'Checked (Hockey Hall of Fame): Ken Dryden played six regular-season games before winning the 1971 Cup and Conn Smythe; later an MP and author of The Game; options and explanation confirmed.',
    'Which Toronto defenseman disappeared in a plane crash months after scoring the 1951 Cup-winner?':
      'Checked (Hockey Hall of Fame): Bill Barilko scored the 1951 Cup winner and vanished in a plane crash that summer; the wreck was found in 1962; options and explanation confirmed.',
    'Which player died after hitting his head on the ice in a 1968 NHL game?':
      'Checked (NHL Official Guide and Record Book): Bill Masterton died after a head injury in January 1968; the Masterton Trophy is named after him; options and explanation confirmed.',
    'Who was the first woman to play in an NHL game, in a 1992 preseason match?':
      'Checked (Britannica): Manon Rhéaume played a period in goal for Tampa Bay in a 1992 preseason game; options and explanation confirmed.',
    'Which Swede became the first European-born captain to win the Stanley Cup, in 2008?':
      'Checked (NHL Official Guide and Record Book): Nicklas Lidström was the first European-born captain to win the Cup (2008) and won seven Norris Trophies; options and explanation confirmed.',
    'By a 1994 law, ice hockey is the national winter sport of which country?':
      "Checked (Britannica, 'National Sports of Canada Act'): the 1994 act made ice hockey the national winter sport and lacrosse the summer sport; options and explanation confirmed.",
    "Which country's national team is nicknamed Tre Kronor?":
      "Checked (IIHF records): Sweden's team is Tre Kronor, after the three crowns of the coat of arms; options and explanation confirmed.",
    'In which country are most teams of the KHL based?':
      'Checked (Britannica): the KHL is based mainly in Russia and is widely seen as the second-strongest league; options and explanation confirmed.',
    "Who scored the overtime 'Golden Goal' that won Canada the men's Olympic ice hockey gold in 2010?":
      'Checked (Olympic results (olympics.com)): Sidney Crosby scored the overtime winner as Canada beat the US 3–2 in Vancouver 2010; options and explanation confirmed.',
    'The 1972 Summit Series was played between Canada and which country?':
      'Checked (Hockey Hall of Fame): the 1972 Summit Series was Canada v the Soviet Union, Canada winning 4–3–1; options and explanation confirmed.',
    'Who scored the winning goal in the last game of the 1972 Summit Series?':
      "Checked (Hockey Hall of Fame): Paul Henderson scored with 34 seconds left in game 8 in Moscow; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which country won the first women's Olympic ice hockey tournament, in 1998?":
      "Checked (Olympic results (olympics.com)): the US won the first women's Olympic tournament (1998); Canada won 2002, 2006, 2010 and 2014; options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'At which Games was ice hockey first played at the Olympics, in 1920?':
      'Checked (Olympic results (olympics.com)): ice hockey was first played at the 1920 Summer Games in Antwerp; the first Winter Games were 1924; options and explanation confirmed.',
    'The IIHF World Junior Championship, which starts on Boxing Day, is for players under what age?':
      'Checked (IIHF records): the World Junior Championship is for under-20s and traditionally starts on 26 December; options and explanation confirmed.',
    'Which sport, popular in Sweden and Russia, is played on ice with a small ball and curved sticks?':
      'Checked (Britannica): bandy is played on a football-field-sized ice pitch with a ball and curved sticks, strong in Sweden and Russia; options and explanation confirmed.',
    'What is the championship trophy of the KHL called?':
      "Checked (Britannica): the KHL champions receive the Gagarin Cup, after Yuri Gagarin (1961 flight); options and explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which club team represented Canada and won the first Olympic ice hockey gold?':
      'Checked (Olympic results (olympics.com)): the Winnipeg Falcons won the 1920 gold for Canada; all but one were of Icelandic descent; options and explanation confirmed.',
    "What is the Finnish men's national team's nickname?":
      'Checked (IIHF records): Finland is nicknamed Leijonat, the Lions; its first world title was 1995 in Stockholm; options and explanation confirmed.',
    "Which country won the 2024 men's ice hockey World Championship?":
      'Checked (IIHF records): Czechia won the 2024 World Championship, beating Switzerland in Prague; options and explanation confirmed.',
    'What is the invitational club tournament played in Davos every December called?':
      'Checked (Britannica): the Spengler Cup is held in Davos every late December, first in 1923; options and explanation confirmed.',
    'Which Soviet coach is called the father of Russian hockey?':
      'Checked (Hockey Hall of Fame): Anatoli Tarasov is called the father of Russian hockey and co-coached the USSR to Olympic golds in 1964, 1968 and 1972; options and explanation confirmed.',
    "Which Canadian forward played men's professional hockey in Finland in 2003?":
      "Checked (Hockey Hall of Fame): Hayley Wickenheiser played men's pro hockey for Kirkkonummi Salamat in Finland in 2003 and won four Olympic golds; options and explanation confirmed.",
    "Which Canadian scored both goals in the 2010 women's Olympic final, aged 18?":
      "Checked (Olympic results (olympics.com)): Marie-Philip Poulin, 18, scored both goals in Canada's 2–0 win over the US in the 2010 final; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Sarah Nurse' → 'Cassie Campbell-Pascall'. Rechecked by len-g: confirmed: Campbell-Pascall retired in 2006 and did not play in 2010; Poulin scored both goals.",
    'Which Soviet goaltender starred against Canada in the 1972 Summit Series?':
      'Checked (Hockey Hall of Fame): Vladislav Tretiak starred in the 1972 series; Montreal drafted him in 1983 but he was not released; options and explanation confirmed.',
    'In which country did modern ice hockey take shape in the 19th century?':
      'Checked (Britannica): modern ice hockey developed in 19th-century Canada from stick-and-ball games such as shinny and hurling; options and explanation confirmed.',
    "Which team, starring 'One-Eyed' Frank McGee, held the Stanley Cup from 1903 to 1906?":
      'Checked (Hockey Hall of Fame): the Ottawa Silver Seven held the Cup 1903–06; Frank McGee scored 14 goals v Dawson City in 1905; options and explanation confirmed.',
    'Which team traveled about 4,000 miles by dog sled, boat and train to challenge for the Cup in 1905?':
      'Checked (Hockey Hall of Fame): the Dawson City Nuggets travelled about 4,000 miles in 1905 and lost the second game 23–2; options and explanation confirmed.',
  },
};
