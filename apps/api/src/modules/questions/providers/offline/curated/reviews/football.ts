import type { BankReview } from './review.js';

/** bank-arts's check of bank-ball's football bank (ADR 0195); registered in index.ts once both are merged. */
export const footballReview: BankReview = {
  bank: 'football',
  writer: 'bank-ball',
  reviewer: 'bank-arts',
  checks: {
    'How many players does each team have on the pitch in association football?':
      "Checked (reviewer's knowledge): 11 is right and 10, 9, 12 are wrong; explanation confirmed (Each side has ten outfield players and a goalkeeper).",
    'How long is a professional football match, not counting stoppage time?':
      "Checked (reviewer's knowledge): 90 minutes is right and 80 minutes, 100 minutes, 60 minutes are wrong; explanation confirmed (A match has two halves of 45 minutes).",
    'What colour card does a referee show to send a player off?':
      "Checked (reviewer's knowledge): Red is right and Yellow, Blue, Green are wrong; explanation confirmed (A yellow card is a caution; two yellows mean a red).",
    'From how far is a penalty kick taken?':
      "Checked (reviewer's knowledge, Law 14): 11 metres (12 yards) is right; 9, 16.5 and 5.5 metres are wrong (16.5 m and 5.5 m are the depths of the penalty and goal areas). Note: many casual fans know 12 yards, so 'hard' is generous, but the label is not wrong enough to reject.",
    'What is it called when a player scores three goals in one match?':
      "Checked (reviewer's knowledge): A hat-trick is right and A brace, A treble, A clean sheet are wrong; explanation confirmed (Three goals by one player in a match is a hat-trick; two is a brace).",
    'Which organisation governs world football?':
      "Checked (reviewer's knowledge): FIFA is right and UEFA, The IOC, CONMEBOL are wrong; explanation confirmed (FIFA was founded in Paris in 1904).",
    'Which body part may outfield players not use to play the ball on purpose?':
      "Checked (reviewer's knowledge): Their hands is right and Their head, Their chest, Their knees are wrong; explanation confirmed (Only goalkeepers may handle the ball, and only inside their own penalty area).",
    'How is play restarted after the ball goes out over a touchline?':
      "Checked (reviewer's knowledge): A throw-in is right and A goal kick, A corner kick, A drop ball are wrong; explanation confirmed (The team that did not touch it last throws it back in with both hands).",
    'What is given when a defender last touches the ball before it goes over their own goal line, without a goal?':
      "Checked (reviewer's knowledge): A corner kick is right and A goal kick, A throw-in, A penalty kick are wrong; explanation confirmed (The corner is taken from the quarter circle nearest where the ball went out).",
    'What is given when a defender trips an attacker inside the defending penalty area?':
      "Checked (reviewer's knowledge): A penalty kick is right and A corner kick, A goal kick, A drop ball are wrong; explanation confirmed (Fouls that would give a direct free kick become a penalty inside the area).",
    'Which law stops an attacker from simply waiting beside the opposing goalkeeper for a long pass?':
      "Checked (Law 11, reviewer's knowledge): offside is right; handball, obstruction and advantage are other laws. The explanation simplifies (the Law says second-last opponent, usually but not always a defender, and the player must be in the opponents' half and involved in play), which is acceptable for an easy question.",
    'What does VAR stand for in football?':
      "Checked (reviewer's knowledge): Video Assistant Referee is right and Video Action Replay, Visual Aid for Referees, Video Analysis Review are wrong; explanation confirmed (VAR was first used at a World Cup in 2018).",
    'How are level knockout matches decided after extra time?':
      "Checked (reviewer's knowledge): A penalty shoot-out is right and A replay the next day, A coin toss, The golden goal are wrong; explanation confirmed (Each side first takes five kicks, then it goes to sudden death).",
    'How many points does a team get for a win in the Premier League?':
      "Checked (reviewer's knowledge): 3 is right and 2, 4, 1 are wrong; explanation confirmed (A draw is worth one point and a defeat none).",
    'Which line must the whole of the ball cross for a goal to count?':
      "Checked (reviewer's knowledge): The goal line is right and The touchline, The halfway line, The penalty line are wrong; explanation confirmed (If any part of the ball is still on the line, it is not a goal).",
    'Where is the ball placed for a kick-off?':
      "Checked (reviewer's knowledge): The centre spot is right and The penalty spot, The corner arc, The edge of the area are wrong; explanation confirmed (Kick-offs start each half and restart play after every goal).",
    'What is it called when a team concedes no goals in a match?':
      "Checked (reviewer's knowledge): A clean sheet is right and A shutdown, A blank slate, A full house are wrong; explanation confirmed (Goalkeepers and defenders are often judged on their clean sheets).",
    "What is it called when a player puts the ball into their own team's net?":
      "Checked (reviewer's knowledge): An own goal is right and A back goal, A reverse goal, A home goal are wrong; explanation confirmed (The goal counts for the other team).",
    'In football slang, what is the woodwork?':
      "Checked (reviewer's knowledge): The posts and crossbar is right and The corner flags, The dugouts, The advertising boards are wrong; explanation confirmed (Goalposts were once made of wood and today are usually aluminium).",
    'What does an assistant referee raise to signal offside?':
      "Checked (reviewer's knowledge): A flag is right and A card, A whistle, A paddle are wrong; explanation confirmed (Assistant referees run along the touchlines).",
    'How long is each of the two periods of extra time?':
      "Checked (reviewer's knowledge): 15 minutes is right and 10 minutes, 20 minutes, 30 minutes are wrong; explanation confirmed (Extra time adds 30 minutes in two halves).",
    'Since 2022, what is the most substitutes a team may use in normal time under the Laws of the Game?':
      "Checked (IFAB Law 3, reviewer's knowledge): up to five substitutes, in no more than three stoppages plus half-time, made permanent in 2022; 3, 4 and 6 are wrong. Additional concussion substitutes are a separate protocol, not part of this limit.",
    'What does a referee let play go on for after a foul, when stopping it would help the team that fouled?':
      "Checked (reviewer's knowledge): Advantage is right and Leniency, Discretion, Tolerance are wrong; explanation confirmed (The referee signals advantage with both arms stretched forward).",
    'What size of ball is used in adult football matches?':
      "Checked (reviewer's knowledge): Size 5 is right and Size 4, Size 3, Size 6 are wrong; explanation confirmed (A size 5 ball has a circumference of 68 to 70 cm).",
    'From which of these restarts can a player not be caught offside?':
      "Checked (Law 11, reviewer's knowledge): no offside from a goal kick, throw-in or corner kick, so the corner kick is right; offside does apply from direct and indirect free kicks and, since 2019, from a dropped ball; explanation confirmed.",
    'How far must opponents stand from the ball at a free kick?':
      "Checked (reviewer's knowledge): 9.15 metres is right and 7.5 metres, 10.5 metres, 8.25 metres are wrong; explanation confirmed (The distance is 10 yards, the same as the radius of the centre circle).",
    'How wide is a regulation football goal, between the posts?':
      "Checked (reviewer's knowledge): 7.32 metres is right and 6.4 metres, 7.92 metres, 8.5 metres are wrong; explanation confirmed (The goal is 8 yards wide and 8 feet (2.44 m) high).",
    'Which body writes and changes the Laws of the Game?':
      "Checked (reviewer's knowledge): The IFAB is right and FIFA, UEFA, The FA are wrong; explanation confirmed (The International Football Association Board was set up in 1886 by the four British associations).",
    "What is the maximum length of a pitch for men's international matches?":
      "Checked (reviewer's knowledge): 110 metres is right and 100 metres, 120 metres, 105 metres are wrong; explanation confirmed (For international matches the length must be between 100 and 110 metres).",
    'In which year did the English Football League first give three points for a win?':
      "Checked (reviewer's knowledge): 1981 is right and 1975, 1986, 1992 are wrong; explanation confirmed (FIFA adopted three points for a win at the 1994 World Cup).",
    'Which country won the first FIFA World Cup, in 1930?':
      "Checked (reviewer's knowledge): Uruguay is right and Argentina, Brazil, Italy are wrong; explanation confirmed (Uruguay hosted and won the first World Cup).",
    "As of 2024, which country had won the most men's FIFA World Cups?":
      "Checked (reviewer's knowledge): Brazil is right and Germany, Italy, Argentina are wrong; explanation confirmed (Brazil won the World Cup in 1958, 1962, 1970, 1994 and 2002).",
    'Which country won the 2022 FIFA World Cup?':
      "Checked (reviewer's knowledge): Argentina is right and France, Croatia, Brazil are wrong; explanation confirmed (Argentina beat France on penalties in the final).",
    "How often is the men's FIFA World Cup normally held?":
      "Checked (reviewer's knowledge): Every 4 years is right and Every 2 years, Every 3 years, Every 5 years are wrong; explanation confirmed (No World Cups were held in 1942 and 1946 because of the Second World War).",
    'What colour shirts does the Brazil national team traditionally wear?':
      "Checked (reviewer's knowledge): yellow is right (the canarinho shirt adopted in the early 1950s after the 1950 defeat); green and white are wrong. Blue is Brazil's traditional second shirt (worn in the 1958 final), but 'traditionally wear' points to the home shirt, so only yellow fits; explanation confirmed.",
    'Which national team is famous for playing in orange?':
      "Checked (reviewer's knowledge): The Netherlands is right and Belgium, Spain, Portugal are wrong; explanation confirmed (Orange is the colour of the Dutch royal House of Orange-Nassau).",
    "Which country's men's national team is nicknamed the Socceroos?":
      "Checked (reviewer's knowledge): Australia is right and New Zealand, Canada, South Africa are wrong; explanation confirmed (Australia have played at every World Cup since 2006).",
    "Which country's national team is nicknamed the Azzurri, after its blue shirts?":
      "Checked (reviewer's knowledge): Italy is right and France, Argentina, Greece are wrong; explanation confirmed (Azzurro means sky blue in Italian).",
    'Which country hosted the 2022 FIFA World Cup?':
      "Checked (reviewer's knowledge): Qatar is right and Saudi Arabia, The United Arab Emirates, Russia are wrong; explanation confirmed (It was the first World Cup held in the Middle East).",
    'Which country won the 2018 FIFA World Cup?':
      "Checked (reviewer's knowledge): France is right and Croatia, Belgium, Germany are wrong; explanation confirmed (France beat Croatia 4–2 in the final).",
    'Which country won the 2014 FIFA World Cup in Brazil?':
      "Checked (reviewer's knowledge): Germany is right and Argentina, The Netherlands, Spain are wrong; explanation confirmed (Germany beat Argentina 1–0 after extra time).",
    'Which country won the 2010 FIFA World Cup?':
      "Checked (reviewer's knowledge): Spain is right and The Netherlands, Germany, Italy are wrong; explanation confirmed (It was Spain's first World Cup win).",
    'Which country hosted the 2018 FIFA World Cup?':
      "Checked (reviewer's knowledge): Russia is right and England, Spain, Germany are wrong; explanation confirmed (The final was played at the Luzhniki Stadium in Moscow).",
    'Which country hosted the 2010 FIFA World Cup, the first held in Africa?':
      "Checked (reviewer's knowledge): South Africa is right and Nigeria, Egypt, Morocco are wrong; explanation confirmed (The final was played at Soccer City in Johannesburg).",
    'Which country co-hosted the 2002 FIFA World Cup with Japan?':
      "Checked (reviewer's knowledge): South Korea is right and China, Thailand, Australia are wrong; explanation confirmed (It was the first World Cup held in Asia and the first with two hosts).",
    'Which country won the 2006 FIFA World Cup in Germany?':
      "Checked (reviewer's knowledge): Italy is right and France, Portugal, Brazil are wrong; explanation confirmed (Italy won the final on penalties in Berlin).",
    'Which country won the 1998 FIFA World Cup on home soil?':
      "Checked (reviewer's knowledge): France is right and Brazil, Italy, Croatia are wrong; explanation confirmed (France beat Brazil 3–0 in the final at the Stade de France).",
    'Who scored a hat-trick in the 2022 World Cup final but still ended on the losing side?':
      "Checked (reviewer's knowledge): Kylian Mbappé is right and Olivier Giroud, Antoine Griezmann, Ousmane Dembélé are wrong; explanation confirmed (He was only the second man to score a hat-trick in a World Cup final).",
    'Which country became the first from Africa to reach a World Cup semi-final, in 2022?':
      "Checked (reviewer's knowledge): Morocco is right and Senegal, Cameroon, Ghana are wrong; explanation confirmed (Morocco beat Spain and Portugal on the way to the last four).",
    'How many teams took part in the 2026 FIFA World Cup, the first with more than 32?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the 2026 World Cup in the United States, Canada and Mexico was the first with 48 teams (32 from 1998 to 2022); 36, 40 and 64 are wrong; the question no longer calls it the first expansion.",
    'By what score did hosts Brazil lose their 2014 World Cup semi-final?':
      "Checked (reviewer's knowledge): 7–1 is right and 5–0, 6–1, 4–0 are wrong; explanation confirmed (The defeat in Belo Horizonte became known in Brazil as the Mineirazo).",
    'Which team did England beat in the 1966 World Cup final?':
      "Checked (reviewer's knowledge): West Germany is right and Portugal, Argentina, Brazil are wrong; explanation confirmed (England won 4–2 after extra time at Wembley).",
    'Which England player scored a hat-trick in the 1966 World Cup final?':
      "Checked (reviewer's knowledge): Geoff Hurst is right and Bobby Charlton, Martin Peters, Roger Hunt are wrong; explanation confirmed (Hurst was the first man to score a hat-trick in a World Cup final).",
    'Who managed England to the 1966 World Cup?':
      "Checked (reviewer's knowledge): Alf Ramsey is right and Walter Winterbottom, Bobby Robson, Don Revie are wrong; explanation confirmed (Ramsey was knighted the following year).",
    'Which team did West Germany beat in the 1954 final, the Miracle of Bern?':
      "Checked (reviewer's knowledge): Hungary is right and Austria, Uruguay, Brazil are wrong; explanation confirmed (The unbeaten favourites led 2–0 but lost 3–2).",
    'Which team beat Brazil in the deciding match of the 1950 World Cup at the Maracanã?':
      "Checked (reviewer's knowledge): Uruguay is right and Sweden, Spain, Italy are wrong; explanation confirmed (The 2–1 defeat is remembered in Brazil as the Maracanazo).",
    'Which Frenchman scored 13 goals at the 1958 World Cup, a record for one tournament?':
      "Checked (reviewer's knowledge): Just Fontaine is right and Raymond Kopa, Michel Platini, Jean Vincent are wrong; explanation confirmed (Fontaine scored in all six of his matches in Sweden).",
    "After the 2022 tournament, who held the record for most goals at men's World Cups?":
      "Checked (reviewer's knowledge): Miroslav Klose is right and Gerd Müller, Ronaldo Nazário, Just Fontaine are wrong; explanation confirmed (Klose scored 16 goals across four World Cups from 2002 to 2014).",
    'Which substitute scored the only goal of the 2014 World Cup final?':
      "Checked (reviewer's knowledge): Mario Götze is right and Thomas Müller, André Schürrle, Miroslav Klose are wrong; explanation confirmed (Götze volleyed the winner in the 113th minute in Rio de Janeiro).",
    'Who scored the extra-time winner in the 2010 World Cup final?':
      "Checked (reviewer's knowledge): Andrés Iniesta is right and Xavi Hernández, David Villa, Fernando Torres are wrong; explanation confirmed (The goal came in the 116th minute in Johannesburg).",
    'Which goalkeeper won the Golden Glove at the 2022 World Cup?':
      "Checked (reviewer's knowledge): Emiliano Martínez is right and Hugo Lloris, Dominik Livaković, Yassine Bounou are wrong; explanation confirmed (He saved a penalty in the final shoot-out in Lusail).",
    'Which Italian won the Golden Boot at the 1982 World Cup, soon after a two-year ban?':
      "Checked (reviewer's knowledge): Paolo Rossi is right and Alessandro Altobelli, Francesco Graziani, Bruno Conti are wrong; explanation confirmed (Rossi scored six goals, including a hat-trick against Brazil).",
    'Which Italian star blazed the last penalty of the 1994 World Cup final shoot-out over the bar?':
      "Checked (reviewer's knowledge): Roberto Baggio is right and Paolo Maldini, Gianfranco Zola, Alessandro Del Piero are wrong; explanation confirmed (The final in Pasadena was the first to be decided on penalties).",
    'What is the top division of English football called?':
      "Checked (reviewer's knowledge): The Premier League is right and The Championship, League One, The Conference are wrong; explanation confirmed (The clubs broke away from the Football League to form it in 1992).",
    "What is the name of Spain's top football league?":
      "Checked (reviewer's knowledge): La Liga is right and Serie A, Ligue 1, The Eredivisie are wrong; explanation confirmed (La Liga began in 1929).",
    'In which country is Serie A the top football league?':
      "Checked (reviewer's knowledge): Italy is right and Spain, Portugal, France are wrong; explanation confirmed (Serie A has been played as a single national league since 1929).",
    'In which country is the club FC Barcelona based?':
      "Checked (reviewer's knowledge): Spain is right and Portugal, Italy, France are wrong; explanation confirmed (FC Barcelona plays in Barcelona, in Catalonia, Spain).",
    "In which country's top league do Bayern Munich play?":
      "Checked (reviewer's knowledge): Germany is right and Austria, Switzerland, The Netherlands are wrong; explanation confirmed (Bayern play in the Bundesliga).",
    'Which London club plays its home matches at Stamford Bridge?':
      "Checked (reviewer's knowledge): Chelsea is right and Arsenal, Tottenham Hotspur, Fulham are wrong; explanation confirmed (Stamford Bridge is in Fulham, though Chelsea are the club that plays there).",
    'Which club plays its home matches at Anfield?':
      "Checked (reviewer's knowledge): Liverpool is right and Everton, Manchester City, Leeds United are wrong; explanation confirmed (Anfield has been Liverpool's home since the club was founded in 1892).",
    'Which London club is nicknamed the Gunners?':
      "Checked (reviewer's knowledge): Arsenal is right and Chelsea, West Ham United, Crystal Palace are wrong; explanation confirmed (The club was founded by workers at the Royal Arsenal in Woolwich).",
    'Which club plays Real Madrid in El Clásico?':
      "Checked (reviewer's knowledge): Barcelona is right and Atlético Madrid, Valencia, Sevilla are wrong; explanation confirmed (El Clásico is played between the two most successful clubs in Spain).",
    'How many clubs play in the Premier League each season?':
      "Checked (reviewer's knowledge): 20 is right and 18, 22, 24 are wrong; explanation confirmed (Each club plays 38 league matches, home and away against the rest).",
    'Which club plays its home matches at the Santiago Bernabéu?':
      "Checked (reviewer's knowledge): Real Madrid is right and Atlético Madrid, Barcelona, Sevilla are wrong; explanation confirmed (The stadium is named after a former club president).",
    'Which club plays its home matches at the Parc des Princes?':
      "Checked (reviewer's knowledge): Paris Saint-Germain is right and Marseille, Lyon, Monaco are wrong; explanation confirmed (The stadium is in the west of Paris, near the Bois de Boulogne).",
    'Which club plays its home matches at the Etihad Stadium?':
      "Checked (reviewer's knowledge): Manchester City is right and Manchester United, Everton, Aston Villa are wrong; explanation confirmed (The stadium was built for the 2002 Commonwealth Games).",
    "Which club plays its home matches at St James' Park?":
      "Checked (reviewer's knowledge): Newcastle United is right and Sunderland, Middlesbrough, Leeds United are wrong; explanation confirmed (The ground stands close to the centre of Newcastle).",
    'What is a match between two clubs from the same city or area usually called?':
      "Checked (reviewer's knowledge): A derby is right and A friendly, A testimonial, A play-off are wrong; explanation confirmed (Famous examples are played in Milan, Madrid and Manchester).",
    'Which English club is nicknamed the Red Devils?':
      "Checked (reviewer's knowledge): Manchester United is right and Liverpool, Arsenal, Nottingham Forest are wrong; explanation confirmed (Manchester United play at Old Trafford).",
    'Which London stadium hosts the FA Cup final?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Wembley has hosted the FA Cup final since the new stadium opened in 2007; Stamford Bridge, the Tottenham Hotspur Stadium and Craven Cottage are all London grounds that do not, so 'London' no longer rules options out.",
    'As of 2025, which club had won the most European Cup and Champions League titles?':
      "Checked (reviewer's knowledge): Real Madrid is right and AC Milan, Barcelona, Bayern Munich are wrong; explanation confirmed (Real Madrid have won the competition more than any other club).",
    'Which club won the 2015–16 Premier League after starting the season at odds of 5000–1?':
      "Checked (reviewer's knowledge): Leicester City is right and Tottenham Hotspur, West Ham United, Southampton are wrong; explanation confirmed (Claudio Ranieri managed the title win).",
    'Which club went the whole 2003–04 Premier League season unbeaten?':
      "Checked (reviewer's knowledge): Arsenal is right and Chelsea, Manchester United, Liverpool are wrong; explanation confirmed (The side won 26 and drew 12 of their 38 games and were nicknamed the Invincibles).",
    'Which manager won 13 Premier League titles with Manchester United?':
      "Checked (reviewer's knowledge): Alex Ferguson is right and Matt Busby, Ron Atkinson, Tommy Docherty are wrong; explanation confirmed (Ferguson managed the club from 1986 to 2013).",
    'Which club won the Premier League, FA Cup and Champions League treble in 2022–23?':
      "Checked (reviewer's knowledge): Manchester City is right and Manchester United, Liverpool, Arsenal are wrong; explanation confirmed (The Champions League final was a 1–0 win over Inter in Istanbul).",
    'Which German club plays at the Westfalenstadion, with its Yellow Wall terrace?':
      "Checked (reviewer's knowledge): Borussia Dortmund is right and Schalke 04, Bayer Leverkusen, Borussia Mönchengladbach are wrong; explanation confirmed (The stadium is known under sponsorship as Signal Iduna Park).",
    'Which Italian club is nicknamed the Old Lady?':
      "Checked (reviewer's knowledge): Juventus is right and AC Milan, Inter, Roma are wrong; explanation confirmed (Juventus play in Turin).",
    'Which stadium do AC Milan and Inter share?':
      "Checked (reviewer's knowledge): San Siro is right and Stadio Olimpico, Allianz Stadium, Stadio Diego Armando Maradona are wrong; explanation confirmed (Its official name is Stadio Giuseppe Meazza).",
    'What name is given to matches between Celtic and Rangers?':
      "Checked (reviewer's knowledge): The Old Firm is right and El Clásico, The Merseyside derby, Der Klassiker are wrong; explanation confirmed (Both clubs are based in Glasgow).",
    'Which club is the great Buenos Aires rival of Boca Juniors?':
      "Checked (reviewer's knowledge): River Plate is right and Racing Club, Independiente, San Lorenzo are wrong; explanation confirmed (Their meetings are known as the Superclásico).",
    'Which stadium was the largest in Europe, holding about 99,000, before its rebuild began in 2023?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Camp Nou held about 99,000 before its rebuild began in 2023, the largest football stadium in Europe; Wembley (90,000), the Bernabéu and Signal Iduna Park (about 81,000 each) are smaller; the text no longer names Barcelona.",
    'Which club won the first Premier League title, in 1992–93?':
      "Checked (reviewer's knowledge): Manchester United is right and Blackburn Rovers, Arsenal, Leeds United are wrong; explanation confirmed (Manchester United won the first Premier League season).",
    'Which club won the 1994–95 Premier League under Kenny Dalglish?':
      "Checked (reviewer's knowledge): Blackburn Rovers is right and Newcastle United, Nottingham Forest, Leeds United are wrong; explanation confirmed (Alan Shearer scored 34 league goals that season).",
    'In which season was the first FA Cup played?':
      "Checked (reviewer's knowledge): 1871–72 is right and 1863–64, 1888–89, 1901–02 are wrong; explanation confirmed (Wanderers beat Royal Engineers 1–0 in the first final).",
    'Which manager led Liverpool to the 2024–25 Premier League title in his first season?':
      "Checked (reviewer's knowledge): Arne Slot, who came from Feyenoord in 2024, won the 2024–25 title; Klopp had left in 2024, Alonso and ten Hag never managed Liverpool; explanation confirmed.",
    "Which club won the 2023–24 Bundesliga unbeaten, ending Bayern Munich's run of 11 titles?":
      "Checked (reviewer's knowledge): Bayer Leverkusen is right and Borussia Dortmund, RB Leipzig, VfB Stuttgart are wrong; explanation confirmed (It was the first league title in the club's history).",
    "Which club won Serie A in 2022–23, its first title since Diego Maradona's time?":
      "Checked (reviewer's knowledge): Napoli is right and Lazio, Roma, Atalanta are wrong; explanation confirmed (Napoli's earlier titles came in 1987 and 1990).",
    'Which club did Pep Guardiola manage between Barcelona and Manchester City?':
      "Checked (reviewer's knowledge): Bayern Munich is right and Juventus, Paris Saint-Germain, Chelsea are wrong; explanation confirmed (He won three Bundesliga titles there from 2013 to 2016).",
    'Which country does Cristiano Ronaldo play for?':
      "Checked (reviewer's knowledge): Portugal is right and Brazil, Spain, Italy are wrong; explanation confirmed (Ronaldo first played for Portugal in 2003).",
    'Which England midfielder married Victoria Adams of the Spice Girls?':
      "Checked (reviewer's knowledge): David Beckham is right and Michael Owen, Steven Gerrard, Paul Scholes are wrong; explanation confirmed (Beckham won league titles in England, Spain, the United States and France).",
    'Which club did Lionel Messi play for from his youth until 2021?':
      "Checked (reviewer's knowledge): Barcelona is right and Real Madrid, Valencia, Newell's Old Boys are wrong; explanation confirmed (Messi joined the club's academy at 13).",
    'Which club did Lionel Messi join in Major League Soccer in 2023?':
      "Checked (reviewer's knowledge): Inter Miami is right and LA Galaxy, Los Angeles FC, New York City FC are wrong; explanation confirmed (Messi led the club to its first trophy, the 2023 Leagues Cup).",
    "What is England's women's national team nicknamed?":
      "Checked (reviewer's knowledge): The Lionesses is right and The Roses, The Red Queens, The Three Crowns are wrong; explanation confirmed (The men's team is known as the Three Lions).",
    'Which Brazilian won the World Cup in 1958, 1962 and 1970?':
      "Checked (reviewer's knowledge): Pelé is right and Garrincha, Zico, Ronaldo are wrong; explanation confirmed (Pelé is the only player to win three World Cups).",
    'Which Argentine scored the Hand of God goal in 1986?':
      "Checked (reviewer's knowledge): Diego Maradona is right and Lionel Messi, Gabriel Batistuta, Mario Kempes are wrong; explanation confirmed (Maradona scored it against England in the quarter-final).",
    "By the end of 2024, which player had won the most Ballon d'Or awards?":
      "Checked (reviewer's knowledge): Lionel Messi is right and Cristiano Ronaldo, Michel Platini, Johan Cruyff are wrong; explanation confirmed (Messi won his eighth Ballon d'Or in 2023).",
    'Which Egyptian forward joined Liverpool from Roma in 2017?':
      "Checked (reviewer's knowledge): Mohamed Salah is right and Mohamed Elneny, Omar Marmoush, Trézéguet are wrong; explanation confirmed (Salah scored 32 league goals in his first season at Anfield).",
    'Which Portuguese manager called himself the Special One on joining Chelsea in 2004?':
      "Checked (reviewer's knowledge): José Mourinho is right and André Villas-Boas, Fernando Santos, Carlos Queiroz are wrong; explanation confirmed (He won the Premier League in each of his first two seasons).",
    'Which striker set a Premier League record of 36 goals in a season, in 2022–23?':
      "Checked (reviewer's knowledge): Erling Haaland is right and Harry Kane, Mohamed Salah, Son Heung-min are wrong; explanation confirmed (The Norwegian did it in his first season in England).",
    "Who became England men's record goalscorer in 2023, passing Wayne Rooney?":
      "Checked (reviewer's knowledge): Harry Kane is right and Raheem Sterling, Marcus Rashford, Jamie Vardy are wrong; explanation confirmed (Kane passed Rooney's 53 goals against Italy in March 2023).",
    'As of the end of 2024–25, who had scored the most Premier League goals?':
      "Checked (reviewer's knowledge): Alan Shearer, 260; Kane (213, left for Bayern in 2023), Rooney (208) and Cole (187) are behind; explanation confirmed.",
    'Which German captained his country to the 1974 World Cup and managed them to the 1990 one?':
      "Checked (reviewer's knowledge): Franz Beckenbauer is right and Lothar Matthäus, Berti Vogts, Jürgen Klinsmann are wrong; explanation confirmed (Beckenbauer was nicknamed Der Kaiser).",
    "Which footballer won the 1995 Ballon d'Or and later became President of Liberia?":
      "Checked (reviewer's knowledge): George Weah is right and Samuel Eto'o, Didier Drogba, Abedi Pelé are wrong; explanation confirmed (Weah was the first African winner of the award).",
    "Which Croatian midfielder won the 2018 Ballon d'Or?":
      "Checked (reviewer's knowledge): Luka Modrić is right and Ivan Rakitić, Mario Mandžukić, Ivan Perišić are wrong; explanation confirmed (He ended a decade in which only Messi and Ronaldo had won it).",
    'Which Dutch star gave his name to a turn he showed against Sweden at the 1974 World Cup?':
      "Checked (reviewer's knowledge): Johan Cruyff is right and Johan Neeskens, Ruud Krol, Johnny Rep are wrong; explanation confirmed (The turn drags the ball behind the standing leg).",
    'Which Welshman scored an overhead kick for Real Madrid in the 2018 Champions League final?':
      "Checked (reviewer's knowledge): Gareth Bale is right and Aaron Ramsey, Ryan Giggs, Daniel James are wrong; explanation confirmed (Real Madrid beat Liverpool 3–1 in Kyiv).",
    'Which Brazilian scored both goals in the 2002 World Cup final?':
      "Checked (reviewer's knowledge): Ronaldo is right and Rivaldo, Ronaldinho, Romário are wrong; explanation confirmed (Brazil beat Germany 2–0 in Yokohama).",
    "What was Pelé's real first name?":
      "Checked (reviewer's knowledge): Edson is right and Manoel, Arthur, Gilberto are wrong; explanation confirmed (His full name was Edson Arantes do Nascimento).",
    "Which player holds the record for most goals in men's international football, as of 2024?":
      "Checked (reviewer's knowledge): Cristiano Ronaldo, who passed Ali Daei's 109 in September 2021; Messi and Pelé are behind; the women's record (Christine Sinclair) is asked separately and does not clash, since this question says men's.",
    "Who won the first Ballon d'Or, in 1956?":
      "Checked (reviewer's knowledge): Stanley Matthews is right and Alfredo Di Stéfano, Raymond Kopa, Ferenc Puskás are wrong; explanation confirmed (Blackpool's Stanley Matthews won the first Ballon d'Or).",
    "Up to 2025, who was the only goalkeeper to have won the Ballon d'Or?":
      "Checked (reviewer's knowledge): Lev Yashin is right and Gordon Banks, Dino Zoff, Gianluigi Buffon are wrong; explanation confirmed (The Soviet keeper won it in 1963).",
    'Which goalkeeper made a famous save from a Pelé header at the 1970 World Cup?':
      "Checked (reviewer's knowledge): Gordon Banks is right and Peter Shilton, Ray Clemence, Pat Jennings are wrong; explanation confirmed (Pelé thought he had scored as he headed the ball down).",
    'Which Hungarian forward, nicknamed the Galloping Major, later starred for Real Madrid?':
      "Checked (reviewer's knowledge): Ferenc Puskás is right and Sándor Kocsis, Nándor Hidegkuti, Zoltán Czibor are wrong; explanation confirmed (FIFA's award for the goal of the year is named after him).",
    'Which coach led Ajax and then the Netherlands with Total Football in the early 1970s?':
      "Checked (reviewer's knowledge): Rinus Michels is right and Louis van Gaal, Guus Hiddink, Leo Beenhakker are wrong; explanation confirmed (FIFA named Michels coach of the century in 1999).",
    "Who won the 2024 Ballon d'Or?":
      "Checked (reviewer's knowledge): Rodri is right and Vinícius Júnior, Jude Bellingham, Dani Carvajal are wrong; explanation confirmed (The Manchester City and Spain midfielder was the first Spaniard to win it since 1960).",
    "Who won the 2025 Ballon d'Or?":
      'Checked against the September 2025 ceremony as I know it: Ousmane Dembélé won, ahead of Lamine Yamal and Vitinha; Salah was not the winner either. First French winner since Benzema (2022) confirmed. (This is the most recent fact in the bank; worth a quick second look by the lead.)',
    'Which Polish striker scored five goals in nine minutes for Bayern Munich in 2015?':
      "Checked (reviewer's knowledge): Robert Lewandowski is right and Arkadiusz Milik, Krzysztof Piątek, Jakub Błaszczykowski are wrong; explanation confirmed (He came on at half-time against Wolfsburg).",
    'Who scored the late equaliser and the winning penalty for Chelsea in the 2012 Champions League final?':
      "Checked (reviewer's knowledge): Didier Drogba is right and Frank Lampard, Fernando Torres, Juan Mata are wrong; explanation confirmed (Chelsea beat Bayern Munich in their own stadium).",
    'Which player scored a Premier League record hat-trick in 2 minutes 56 seconds, in 2015?':
      "Checked (reviewer's knowledge): Sadio Mané is right and Robbie Fowler, Jermain Defoe, Mohamed Salah are wrong; explanation confirmed (Mané did it for Southampton against Aston Villa).",
    'Which Italian defender did Zinedine Zidane headbutt in the 2006 World Cup final?':
      "Checked (reviewer's knowledge): Marco Materazzi is right and Fabio Cannavaro, Alessandro Nesta, Gianluca Zambrotta are wrong; explanation confirmed (Zidane was sent off in what was his last professional match).",
    'Which is the top club competition in European football?':
      "Checked (reviewer's knowledge): The Champions League is right and The Europa League, The Conference League, The Super Cup are wrong; explanation confirmed (It was called the European Cup until 1992).",
    'National teams from which continent play for the Copa América?':
      "Checked (reviewer's knowledge): South America is right and Africa, Asia, Europe are wrong; explanation confirmed (Guest teams from other continents have sometimes been invited).",
    'What is the main tournament for African national teams called?':
      "Checked (reviewer's knowledge): The Africa Cup of Nations is right and The African Nations Trophy, The CAF Champions League, The African Gold Cup are wrong; explanation confirmed (It was first played in 1957 in Sudan).",
    'Which country won Euro 2016?':
      "Checked (reviewer's knowledge): Portugal is right and France, Wales, Germany are wrong; explanation confirmed (Portugal beat the hosts 1–0 after extra time in the final).",
    'Which country won Euro 2024?':
      "Checked (reviewer's knowledge): Spain is right and England, France, Italy are wrong; explanation confirmed (Spain beat England 2–1 in the final in Berlin).",
    'Which country won Euro 2004, beating hosts Portugal in the final?':
      "Checked (reviewer's knowledge): Greece is right and The Czech Republic, Denmark, Turkey are wrong; explanation confirmed (Angelos Charisteas headed the only goal in Lisbon).",
    'Which country won the Copa América in both 2021 and 2024?':
      "Checked (reviewer's knowledge): Argentina is right and Brazil, Uruguay, Colombia are wrong; explanation confirmed (They beat Brazil in the 2021 final and Colombia in 2024).",
    'What was the UEFA Europa League called before 2009?':
      "Checked (reviewer's knowledge): The UEFA Cup is right and The Cup Winners' Cup, The Intertoto Cup, The Fairs Cup are wrong; explanation confirmed (The Fairs Cup was a forerunner of the UEFA Cup).",
    'Which competition for European national teams did UEFA launch in 2018?':
      "Checked (reviewer's knowledge): The Nations League is right and The Euro Cup, The Continental Trophy, The Confederations Cup are wrong; explanation confirmed (Portugal won the first edition in 2019).",
    'Which Scottish club became the first British team to win the European Cup, in 1967?':
      "Checked (reviewer's knowledge): Celtic is right and Rangers, Aberdeen, Hearts are wrong; explanation confirmed (The winning side were all born within about 30 miles of Glasgow).",
    'Which Dutch club won three European Cups in a row from 1971 to 1973?':
      "Checked (reviewer's knowledge): Ajax is right and PSV Eindhoven, Feyenoord, AZ Alkmaar are wrong; explanation confirmed (Feyenoord had won it in 1970, the first Dutch winners).",
    'Which club came back from 3–0 down to beat AC Milan on penalties in the 2005 Champions League final?':
      "Checked (reviewer's knowledge): Liverpool is right and Chelsea, Manchester United, Arsenal are wrong; explanation confirmed (Liverpool scored three times in six minutes in the second half).",
    'Which club won its first Champions League in 2025, beating Inter 5–0 in the final?':
      "Checked (reviewer's knowledge of the 2025 final in Munich): Paris Saint-Germain beat Inter 5–0, their first title; Arsenal, Barcelona and Dortmund have no such win; 5–0 is the largest margin in a European Cup final (the previous biggest were 4-goal wins, e.g. Milan 4–0 Barcelona 1994); explanation confirmed.",
    'Which teenager was named Young Player of Euro 2024?':
      "Checked (reviewer's knowledge): Lamine Yamal is right and Pedri, Gavi, Kobbie Mainoo are wrong; explanation confirmed (He became the youngest scorer in the history of the Euros).",
    'Which country won the first European Championship, in 1960?':
      "Checked (reviewer's knowledge): The Soviet Union is right and Spain, Yugoslavia, France are wrong; explanation confirmed (The Soviet Union beat Yugoslavia in the final in Paris).",
    'Which country won Euro 2020, played in 2021?':
      "Checked (reviewer's knowledge): Italy is right and England, Spain, Denmark are wrong; explanation confirmed (Italy beat England on penalties at Wembley).",
    'Which country won Euro 92 after being called in late to replace Yugoslavia?':
      "Checked (reviewer's knowledge): Denmark is right and Sweden, The Netherlands, Czechoslovakia are wrong; explanation confirmed (Denmark beat Germany 2–0 in the final in Gothenburg).",
    'Which country won Euro 96 with a golden goal in the final?':
      "Checked (reviewer's knowledge): Germany is right and The Czech Republic, England, France are wrong; explanation confirmed (Oliver Bierhoff scored the first golden goal in a major final).",
    'Which team did Spain beat 4–0 in the Euro 2012 final?':
      "Checked (reviewer's knowledge): Italy is right and Germany, Portugal, France are wrong; explanation confirmed (It is the biggest winning margin in a Euro final).",
    'Which country won Euro 88 in West Germany?':
      "Checked (reviewer's knowledge): The Netherlands is right and The Soviet Union, Italy, Denmark are wrong; explanation confirmed (Marco van Basten volleyed a famous goal in the final in Munich).",
    'Who scored the winning goal in the Euro 2024 final?':
      "Checked (reviewer's knowledge): Mikel Oyarzabal is right and Nico Williams, Dani Olmo, Álvaro Morata are wrong; explanation confirmed (The substitute scored in the 86th minute).",
    'Which club won the first European Cup, in 1956?':
      "Checked (reviewer's knowledge): Real Madrid is right and Stade de Reims, AC Milan, Benfica are wrong; explanation confirmed (They beat Stade de Reims 4–3 in the final in Paris).",
    'Which Portuguese club won the European Cup in 1961 and 1962?':
      "Checked (reviewer's knowledge): Benfica is right and Porto, Sporting CP, Braga are wrong; explanation confirmed (Benfica beat Barcelona and then Real Madrid in the finals).",
    'Which Portuguese club won the 2004 Champions League, beating Monaco in the final?':
      "Checked (reviewer's knowledge): Porto is right and Benfica, Sporting CP, Braga are wrong; explanation confirmed (Porto won the final 3–0 in Gelsenkirchen).",
    'Which English club won the European Cup in 1979 and 1980 under Brian Clough?':
      "Checked (reviewer's knowledge): Nottingham Forest is right and Derby County, Aston Villa, Leeds United are wrong; explanation confirmed (Forest had won promotion to the top flight only in 1977).",
    'Which team did Real Madrid beat in the 2024 Champions League final?':
      "Checked (reviewer's knowledge): Borussia Dortmund is right and Inter, Manchester City, Bayern Munich are wrong; explanation confirmed (Dani Carvajal and Vinícius Júnior scored the goals at Wembley).",
    "As of 2024, which club had won UEFA's second-tier club competition a record seven times?":
      "Checked (reviewer's knowledge): Sevilla is right and Inter, Liverpool, Atlético Madrid are wrong; explanation confirmed (Sevilla's seven titles came between 2006 and 2023).",
    'Which club beat Manchester United in the 2025 Europa League final?':
      "Checked (reviewer's knowledge of the May 2025 final in Bilbao): Tottenham Hotspur won 1–0, Brennan Johnson scoring; the other three clubs did not play that final; explanation confirmed.",
    'As of the 2024 tournament, which country had been African champions the most times?':
      "Checked (reviewer's knowledge): Egypt is right and Cameroon, Ghana, Nigeria are wrong; explanation confirmed (Egypt have won it seven times).",
    'As of 2024, which country had won the AFC Asian Cup the most times?':
      "Checked (reviewer's knowledge): Japan is right and Saudi Arabia, Iran, South Korea are wrong; explanation confirmed (Japan have won it four times).",
    "As of 2023, which country had won the most FIFA Women's World Cups?":
      "Checked (reviewer's knowledge): The United States is right and Germany, Norway, Japan are wrong; explanation confirmed (The United States has won the Women's World Cup four times).",
    "Which country won both the 2022 and 2025 Women's European Championships?":
      "Checked (reviewer's knowledge): England won Euro 2022 at Wembley and Euro 2025, beating Spain on penalties in Basel; Spain, Germany and the Netherlands did not win both; explanation confirmed.",
    "Which two countries co-hosted the 2023 Women's World Cup?":
      "Checked (reviewer's knowledge): Australia and New Zealand is right and Japan and South Korea, Canada and the United States, Australia and Japan are wrong; explanation confirmed (It was the first Women's World Cup with 32 teams).",
    "Which country won the 2023 FIFA Women's World Cup?":
      "Checked (reviewer's knowledge): Spain is right and England, Sweden, The United States are wrong; explanation confirmed (Spain beat England 1–0 in the final; Olga Carmona scored the goal).",
    "Who won the Golden Ball at the 2023 Women's World Cup?":
      "Checked (reviewer's knowledge): Aitana Bonmatí is right and Alexia Putellas, Sam Kerr, Lauren James are wrong; explanation confirmed (She went on to win the Ballon d'Or Féminin that year).",
    "Which Spanish midfielder won the Ballon d'Or Féminin in 2021 and 2022?":
      "Checked (reviewer's knowledge): Alexia Putellas is right and Jennifer Hermoso, Irene Paredes, Mariona Caldentey are wrong; explanation confirmed (She was the first player to win it twice).",
    "As of 2023, who had scored the most goals at Women's World Cups?":
      "Checked (reviewer's knowledge): Marta is right and Birgit Prinz, Abby Wambach, Christine Sinclair are wrong; explanation confirmed (The Brazilian scored 17 goals across six tournaments).",
    'As of 2024, which player had scored the most international goals in football, men or women?':
      "Checked (reviewer's knowledge): Christine Sinclair is right and Abby Wambach, Mia Hamm, Alex Morgan are wrong; explanation confirmed (The Canadian retired from international football in 2023 with 190 goals).",
    "Which country won the first FIFA Women's World Cup, in 1991?":
      "Checked (reviewer's knowledge): The United States is right and Norway, China, Sweden are wrong; explanation confirmed (The tournament was held in China).",
    "Which country hosted the 2019 Women's World Cup?":
      "Checked (reviewer's knowledge): France is right and Canada, Germany, England are wrong; explanation confirmed (The final was played in Lyon).",
    "As of 2025, who had managed England's women's team since 2021?":
      "Checked (reviewer's knowledge): Sarina Wiegman is right and Emma Hayes, Phil Neville, Hope Powell are wrong; explanation confirmed (Wiegman had earlier won Euro 2017 as coach of the Netherlands).",
    "Who won both the Golden Ball and the Golden Boot at the 2019 Women's World Cup?":
      "Checked (reviewer's knowledge): Megan Rapinoe is right and Alex Morgan, Carli Lloyd, Rose Lavelle are wrong; explanation confirmed (She also scored a penalty in the final).",
    "Which English club won the 2024–25 Women's Champions League?":
      "Checked (reviewer's knowledge of the May 2025 final in Lisbon): Arsenal beat Barcelona 1–0 (Stina Blackstenius); Chelsea, Manchester City and Manchester United did not win it; explanation confirmed.",
  },
};
