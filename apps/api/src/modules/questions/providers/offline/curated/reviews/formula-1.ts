import type { BankReview } from './review.js';

/** bank-eras's check of bank-screen's formula-1 bank at 4eaea70 (ADR 0195); registered in index.ts once both are merged. */
export const formula1Review: BankReview = {
  bank: 'formula-1',
  writer: 'bank-screen',
  reviewer: 'bank-eras',
  checks: {
    'Which British driver won six of his Formula One world titles with Mercedes?':
      "Checked (reviewer's knowledge of the world champions' records): Lewis Hamilton is right, the wrong options (Jenson Button, Nigel Mansell, Damon Hill) are not, and the explanation holds.",
    'Which German driver won five world titles in a row with Ferrari, from 2000 to 2004?':
      "Checked (reviewer's knowledge of the world champions' records): Michael Schumacher is right, the wrong options (Sebastian Vettel, Nico Rosberg, Ralf Schumacher) are not, and the explanation holds.",
    'Which Dutch driver won his first Formula One world title in 2021?':
      "Checked (reviewer's knowledge of the world champions' records): Max Verstappen is right, the wrong options (Nyck de Vries, Giedo van der Garde, Robert Doornbos) are not, and the explanation holds.",
    'Which German driver won four world titles in a row with Red Bull, from 2010 to 2013?':
      "Checked (reviewer's knowledge of the world champions' records): Sebastian Vettel is right, the wrong options (Nico Rosberg, Nico Hülkenberg, Heinz-Harald Frentzen) are not, and the explanation holds.",
    'Which Finnish driver won the 2007 world title with Ferrari?':
      "Checked (reviewer's knowledge of the world champions' records): Kimi Räikkönen is right, the wrong options (Mika Häkkinen, Valtteri Bottas, Heikki Kovalainen) are not, and the explanation holds.",
    'Which Spanish driver won the world titles of 2005 and 2006 with Renault?':
      "Checked (reviewer's knowledge of the world champions' records): Fernando Alonso is right, the wrong options (Carlos Sainz, Pedro de la Rosa, Jaime Alguersuari) are not, and the explanation holds.",
    'Which French driver, nicknamed "The Professor", won four world titles?':
      "Checked (reviewer's knowledge of the world champions' records): Alain Prost is right, the wrong options (Jean Alesi, René Arnoux, Jacques Laffite) are not, and the explanation holds.",
    'Which British driver won the 2009 world title?':
      "Checked (reviewer's knowledge of the world champions' records): Jenson Button is right, the wrong options (Lewis Hamilton, David Coulthard, Damon Hill) are not, and the explanation holds.",
    'Which Austrian driver was badly burned at the 1976 German Grand Prix but raced again six weeks later?':
      "Checked (reviewer's knowledge of the world champions' records): Niki Lauda is right, the wrong options (Gerhard Berger, Jochen Rindt, Alexander Wurz) are not, and the explanation holds.",
    'Which driver won the 2016 world title and retired five days later?':
      "Checked (reviewer's knowledge of the world champions' records): Nico Rosberg is right, the wrong options (Valtteri Bottas, Jenson Button, Felipe Massa) are not, and the explanation holds.",
    'Which British driver won the 1992 world title with Williams?':
      "Checked (reviewer's knowledge of the world champions' records): Nigel Mansell is right, the wrong options (Damon Hill, Johnny Herbert, Martin Brundle) are not, and the explanation holds.",
    'Who is the only driver to have been crowned world champion after his death?':
      "Checked (reviewer's knowledge of the world champions' records): Jochen Rindt is right, the wrong options (Gilles Villeneuve, Ronnie Peterson, François Cevert) are not, and the explanation holds.",
    'Which Finnish driver won the world titles of 1998 and 1999 with McLaren?':
      "Checked (reviewer's knowledge of the world champions' records): Mika Häkkinen is right, the wrong options (Kimi Räikkönen, Keke Rosberg, JJ Lehto) are not, and the explanation holds.",
    'Which Canadian driver won the 1997 world title with Williams?':
      "Checked (reviewer's knowledge of the world champions' records): Jacques Villeneuve is right, the wrong options (Gilles Villeneuve, Lance Stroll, Paul Tracy) are not, and the explanation holds.",
    'Which British driver won the 1996 world title with Williams?':
      "Checked (reviewer's knowledge of the world champions' records): Damon Hill is right, the wrong options (Nigel Mansell, Johnny Herbert, Eddie Irvine) are not, and the explanation holds.",
    'Which Scottish driver won three world titles between 1969 and 1973?':
      "Checked (reviewer's knowledge of the world champions' records): Jackie Stewart is right, the wrong options (Jim Clark, David Coulthard, Innes Ireland) are not, and the explanation holds.",
    'Which Brazilian driver won the world titles of 1972 and 1974?':
      "Checked (reviewer's knowledge of the world champions' records): Emerson Fittipaldi is right, the wrong options (Nelson Piquet, Carlos Pace, Rubens Barrichello) are not, and the explanation holds.",
    'Which British driver won the 1976 world title by a single point?':
      "Checked (reviewer's knowledge of the world champions' records): James Hunt is right, the wrong options (Nigel Mansell, John Watson, Jackie Stewart) are not, and the explanation holds.",
    'Which Australian driver won three world titles, the last in 1966 in a car bearing his own name?':
      "Checked (reviewer's knowledge of the world champions' records): Jack Brabham is right, the wrong options (Alan Jones, Mark Webber, Tim Schenken) are not, and the explanation holds.",
    'Which Brazilian driver won the world titles of 1981, 1983 and 1987?':
      "Checked (reviewer's knowledge of the world champions' records): Nelson Piquet is right, the wrong options (Emerson Fittipaldi, Carlos Pace, Ayrton Senna) are not, and the explanation holds.",
    'Which Scottish driver won the world titles of 1963 and 1965 with Lotus?':
      "Checked (reviewer's knowledge of the world champions' records): Jim Clark is right, the wrong options (Jackie Stewart, Innes Ireland, John Surtees) are not, and the explanation holds.",
    'Who is the only person to win world championships on both two wheels and four?':
      "Checked (reviewer's knowledge of the world champions' records): John Surtees is right, the wrong options (Mike Hailwood, Graham Hill, Johnny Cecotto) are not, and the explanation holds.",
    'Which American driver won the 1978 world title?':
      "Checked (reviewer's knowledge of the world champions' records): Mario Andretti is right, the wrong options (Phil Hill, Dan Gurney, Eddie Cheever) are not, and the explanation holds.",
    'Which Finnish driver won the 1982 world title while winning only one race that season?':
      "Checked (reviewer's knowledge of the world champions' records): Keke Rosberg is right, the wrong options (Mika Häkkinen, JJ Lehto, Leo Kinnunen) are not, and the explanation holds.",
    'Who became the first American world champion, in 1961?':
      "Checked (reviewer's knowledge of the world champions' records): Phil Hill is right, the wrong options (Mario Andretti, Dan Gurney, Masten Gregory) are not, and the explanation holds.",
    'Which Italian driver won the world titles of 1952 and 1953 with Ferrari?':
      "Checked (reviewer's knowledge of the world champions' records): Alberto Ascari is right, the wrong options (Luigi Musso, Lorenzo Bandini, Luigi Villoresi) are not, and the explanation holds.",
    'Which Italian team has raced in every Formula One world championship season since 1950?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Ferrari is right, the wrong options (Maserati, Alfa Romeo, Lancia) are not, and the explanation holds.",
    'Which energy-drink company owns two Formula One teams?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Red Bull is right, the wrong options (Monster, Rockstar, Burn) are not, and the explanation holds.",
    "Which team's cars are nicknamed the Silver Arrows?":
      "Checked (reviewer's knowledge of the teams' histories and bases): Mercedes is right, the wrong options (Ferrari, Renault, Williams) are not, and the explanation holds.",
    'Which team races in papaya orange?':
      "Checked (reviewer's knowledge of the teams' histories and bases): McLaren is right, the wrong options (Haas, Renault, Red Bull) are not, and the explanation holds.",
    'With which team did Lewis Hamilton win his first world title, in 2008?':
      "Checked (reviewer's knowledge of the teams' histories and bases): McLaren is right, the wrong options (Mercedes, Ferrari, Williams) are not, and the explanation holds.",
    'Which team did Lewis Hamilton join for the 2025 season?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Ferrari is right, the wrong options (Red Bull, Williams, Aston Martin) are not, and the explanation holds.",
    'Which American-owned team joined Formula One in 2016?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Haas is right, the wrong options (Andretti, Penske, Cadillac) are not, and the explanation holds.",
    'Which Japanese carmaker supplied the engines when Verstappen won his 2021 title?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Honda is right, the wrong options (Toyota, Nissan, Mazda) are not, and the explanation holds.",
    "Which team won the constructors' championship eight years running, from 2014 to 2021?":
      "Checked (reviewer's knowledge of the teams' histories and bases): Mercedes is right, the wrong options (Red Bull, Ferrari, McLaren) are not, and the explanation holds.",
    'With which team did Michael Schumacher win his titles of 1994 and 1995?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Benetton is right, the wrong options (Ferrari, Jordan, Williams) are not, and the explanation holds.",
    'In which English town is the Red Bull Racing factory?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Milton Keynes is right, the wrong options (Brackley, Woking, Grove) are not, and the explanation holds.",
    'In which English town is McLaren based?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Woking is right, the wrong options (Brackley, Enstone, Silverstone) are not, and the explanation holds.",
    'Which team won both world titles in 2009, its only season?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Brawn GP is right, the wrong options (Honda, Super Aguri, Toyota) are not, and the explanation holds.",
    'Which carmaker bought Brawn GP to race as its works team from 2010?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Mercedes is right, the wrong options (BMW, Toyota, Honda) are not, and the explanation holds.",
    'Which carmaker took over Sauber to race under its own name from 2026?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Audi is right, the wrong options (BMW, Porsche, Volkswagen) are not, and the explanation holds.",
    "Which maker supplied the engines for Red Bull's titles of 2010 to 2013?":
      "Checked (reviewer's knowledge of the teams' histories and bases): Renault is right, the wrong options (Honda, Mercedes, Ferrari) are not, and the explanation holds.",
    'For which team was Ayrton Senna driving when he was killed in 1994?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Williams is right, the wrong options (McLaren, Lotus, Benetton) are not, and the explanation holds.",
    'How many of the 16 races of 1988 did McLaren win?':
      "Checked (reviewer's knowledge of the teams' histories and bases): 15 is right, the wrong options (12, 13, 14) are not, and the explanation holds.",
    'Which team became Aston Martin in 2021?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Racing Point is right, the wrong options (Force India, Sauber, Haas) are not, and the explanation holds.",
    'With which team did Michael Schumacher make his debut, at Spa in 1991?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Jordan is right, the wrong options (Benetton, Sauber, Ferrari) are not, and the explanation holds.",
    'With which team did the world champion of 1971 and 1973 race?':
      "Checked again at adaecda: Tyrrell is right (Stewart's titles of 1971 and 1973); the question now asks for his team, not the titles, as this review proposed.",
    'Which team won the 1978 titles with its ground-effect "wing car"?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Lotus is right, the wrong options (Brabham, Williams, Ligier) are not, and the explanation holds.",
    'Which team ran a "fan car" that won the 1978 Swedish Grand Prix before it was withdrawn?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Brabham is right, the wrong options (Lotus, Tyrrell, March) are not, and the explanation holds.",
    'Which team raced the six-wheeled P34 in 1976 and 1977?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Tyrrell is right, the wrong options (March, Williams, Brabham) are not, and the explanation holds.",
    'Under what name did the team now called Red Bull Racing race from 2000 to 2004?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Jaguar is right, the wrong options (Stewart, Minardi, Arrows) are not, and the explanation holds.",
    'Which small Italian team became Toro Rosso in 2006?':
      "Checked (reviewer's knowledge of the teams' histories and bases): Minardi is right, the wrong options (Osella, Coloni, Forti) are not, and the explanation holds.",
    'Which Grand Prix is raced through the streets of a tiny principality on the French Riviera?':
      "Checked (reviewer's knowledge of the calendar and circuits): Monaco is right, the wrong options (Singapore, Azerbaijan, Saudi Arabia) are not, and the explanation holds.",
    'Which Italian circuit, called the Temple of Speed, hosts the Italian Grand Prix?':
      "Checked (reviewer's knowledge of the calendar and circuits): Monza is right, the wrong options (Imola, Mugello, Misano) are not, and the explanation holds.",
    'Which Belgian circuit is famous for the Eau Rouge corner?':
      'Checked again at adaecda: Spa-Francorchamps is right; Chimay, a Belgian circuit, replaces the Dutch Zandvoort, as this review proposed.',
    'In which Canadian city is the Grand Prix held on the Île Notre-Dame?':
      "Checked (reviewer's knowledge of the calendar and circuits): Montreal is right, the wrong options (Toronto, Quebec City, Vancouver) are not, and the explanation holds.",
    'In which city is the Yas Marina circuit?':
      "Checked (reviewer's knowledge of the calendar and circuits): Abu Dhabi is right, the wrong options (Doha, Jeddah, Dubai) are not, and the explanation holds.",
    'In which US city has a Grand Prix been raced along the Strip since 2023?':
      "Checked (reviewer's knowledge of the calendar and circuits): Las Vegas is right, the wrong options (Miami, Austin, Phoenix) are not, and the explanation holds.",
    'In which Australian city is the Australian Grand Prix held at Albert Park?':
      "Checked (reviewer's knowledge of the calendar and circuits): Melbourne is right, the wrong options (Adelaide, Sydney, Perth) are not, and the explanation holds.",
    "Which Grand Prix became Formula One's first night race, in 2008?":
      "Checked (reviewer's knowledge of the calendar and circuits): Singapore is right, the wrong options (Bahrain, Qatar, Malaysia) are not, and the explanation holds.",
    'Which English circuit, a former airfield, hosted the first world championship race in 1950?':
      "Checked (reviewer's knowledge of the calendar and circuits): Silverstone is right, the wrong options (Brands Hatch, Donington Park, Aintree) are not, and the explanation holds.",
    'Which Japanese circuit has a figure-of-eight layout?':
      "Checked (reviewer's knowledge of the calendar and circuits): Suzuka is right, the wrong options (Fuji, Motegi, Okayama) are not, and the explanation holds.",
    'In which city is the Interlagos circuit, home of the Brazilian Grand Prix?':
      "Checked (reviewer's knowledge of the calendar and circuits): São Paulo is right, the wrong options (Rio de Janeiro, Brasília, Curitiba) are not, and the explanation holds.",
    'In which country is the Zandvoort circuit, back on the calendar from 2021?':
      "Checked (reviewer's knowledge of the calendar and circuits): The Netherlands is right, the wrong options (Belgium, Denmark, Germany) are not, and the explanation holds.",
    'On which circuit has the United States Grand Prix been held since 2012?':
      "Checked (reviewer's knowledge of the calendar and circuits): Circuit of the Americas is right, the wrong options (Indianapolis Motor Speedway, Watkins Glen, Sebring) are not, and the explanation holds.",
    "Which German circuit's old Nordschleife was nicknamed the Green Hell?":
      "Checked (reviewer's knowledge of the calendar and circuits): Nürburgring is right, the wrong options (Hockenheimring, AVUS, Sachsenring) are not, and the explanation holds.",
    'Near which city is the Hungaroring?':
      "Checked (reviewer's knowledge of the calendar and circuits): Budapest is right, the wrong options (Debrecen, Győr, Szeged) are not, and the explanation holds.",
    'Which Italian circuit is named after Enzo and Dino Ferrari?':
      "Checked (reviewer's knowledge of the calendar and circuits): Imola is right, the wrong options (Monza, Mugello, Vallelunga) are not, and the explanation holds.",
    'In which city is a street Grand Prix raced past a medieval walled old town?':
      "Checked (reviewer's knowledge of the calendar and circuits): Baku is right, the wrong options (Sochi, Tbilisi, Astana) are not, and the explanation holds.",
    'In which city is the Chinese Grand Prix held?':
      "Checked (reviewer's knowledge of the calendar and circuits): Shanghai is right, the wrong options (Beijing, Guangzhou, Zhuhai) are not, and the explanation holds.",
    'Which Grand Prix was first held in 2004 at Sakhir?':
      "Checked (reviewer's knowledge of the calendar and circuits): Bahrain is right, the wrong options (Qatar, Malaysia, Turkey) are not, and the explanation holds.",
    'Which fast sequence of corners at Silverstone follows Copse?':
      "Checked (reviewer's knowledge of the calendar and circuits): Maggotts and Becketts is right, the wrong options (Eau Rouge and Raidillon, Degner and Spoon, Lesmo and Ascari) are not, and the explanation holds.",
    "What has Monza's last corner, the Parabolica, officially been named since 2021?":
      "Checked (reviewer's knowledge of the calendar and circuits): Curva Alboreto is right, the wrong options (Curva Ascari, Curva Grande, Curva Biassono) are not, and the explanation holds.",
    'Which Spa corner climbs the hill straight after Eau Rouge?':
      "Checked (reviewer's knowledge of the calendar and circuits): Raidillon is right, the wrong options (La Source, Blanchimont, Pouhon) are not, and the explanation holds.",
    'Which Brazilian driver is the Interlagos circuit officially named after?':
      "Checked (reviewer's knowledge of the calendar and circuits): Carlos Pace is right, the wrong options (Emerson Fittipaldi, Nelson Piquet, Ayrton Senna) are not, and the explanation holds.",
    'At which circuit is the fast left-hander called 130R?':
      "Checked (reviewer's knowledge of the calendar and circuits): Suzuka is right, the wrong options (Fuji, Sepang, Motegi) are not, and the explanation holds.",
    'Which circuit in Provence hosted the French Grand Prix from 2018 to 2022?':
      "Checked (reviewer's knowledge of the calendar and circuits): Paul Ricard is right, the wrong options (Magny-Cours, Dijon-Prenois, Reims) are not, and the explanation holds.",
    'Which Portuguese circuit held its first Grand Prix in 2020?':
      "Checked (reviewer's knowledge of the calendar and circuits): Portimão is right, the wrong options (Estoril, Braga, Monsanto) are not, and the explanation holds.",
    'Since 2010, how many points does the winner of a Grand Prix score?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): 25 is right, the wrong options (10, 20, 30) are not, and the explanation holds.",
    'Which flag tells a driver to let a faster car that is lapping him pass?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Blue is right, the wrong options (White, Green, Orange) are not, and the explanation holds.",
    'What is the session that decides the starting grid for a Grand Prix called?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Qualifying is right, the wrong options (Free practice, The formation lap, The warm-up) are not, and the explanation holds.",
    'What is it called when a driver starts first on the grid?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Pole position is right, the wrong options (Fastest lap, Grand slam, Hat-trick) are not, and the explanation holds.",
    "What are pit stops mostly for in today's Formula One races?":
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Changing tyres is right, the wrong options (Refuelling, Swapping drivers, Repairing engines) are not, and the explanation holds.",
    'Which company has been the only tyre supplier to Formula One since 2011?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Pirelli is right, the wrong options (Bridgestone, Michelin, Goodyear) are not, and the explanation holds.",
    'What does a red flag mean in a Formula One session?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): The session is stopped is right, the wrong options (A faster car is behind, The track is dry again, A driver is disqualified) are not, and the explanation holds.",
    "What is the curved titanium bar protecting the driver's head, introduced in 2018, called?":
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): The halo is right, the wrong options (The crown, The arch, The shield) are not, and the explanation holds.",
    'What colour marks the softest of the dry-weather tyres at a race weekend?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Red is right, the wrong options (Yellow, White, Blue) are not, and the explanation holds.",
    'What colour marks the intermediate tyres for a damp track?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Green is right, the wrong options (Blue, Yellow, White) are not, and the explanation holds.",
    'Since 2010, how many points does tenth place score?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): 1 is right, the wrong options (2, 0, 3) are not, and the explanation holds.",
    'What does DRS, first used in 2011, stand for?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Drag Reduction System is right, the wrong options (Downforce Release System, Direct Racing Speed, Drive Ratio Setting) are not, and the explanation holds.",
    'What does ERS stand for on a Formula One car?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Energy Recovery System is right, the wrong options (Electric Racing System, Engine Reserve Store, Energy Release Switch) are not, and the explanation holds.",
    'Which flag orders a driver to return to the pits because he is disqualified?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Black is right, the wrong options (Blue, Red, Orange) are not, and the explanation holds.",
    'What does the black-and-white diagonal flag warn a driver about?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Unsporting behaviour is right, the wrong options (Debris on the track, A slow car ahead, The final lap) are not, and the explanation holds.",
    'What does a waved white flag mean in Formula One?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): A slow vehicle on the track is right, the wrong options (The last lap, The race is over, Rain is falling) are not, and the explanation holds.",
    'What is the system, introduced in 2015, in which drivers must keep to a set slow pace without a real safety car?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Virtual safety car is right, the wrong options (Full course yellow, Code 60, Slow zone) are not, and the explanation holds.",
    'What are the short Saturday races first held in 2021 called?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Sprints is right, the wrong options (Heats, Shootouts, Dashes) are not, and the explanation holds.",
    'What must a driver do at least once in a dry race under the tyre rules?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Use two different dry compounds is right, the wrong options (Start on new tyres, Use a set of wet tyres, Change tyres twice) are not, and the explanation holds.",
    'From which season was refuelling during races banned?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): 2010 is right, the wrong options (2005, 2008, 2013) are not, and the explanation holds.",
    'From which season did Formula One cars use 1.6-litre turbocharged V6 hybrid engines?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): 2014 is right, the wrong options (2010, 2012, 2017) are not, and the explanation holds.",
    'What is it called when a driver takes pole, wins, sets the fastest lap and leads every lap?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): A grand slam is right, the wrong options (A hat-trick, A clean sweep, A full house) are not, and the explanation holds.",
    'Under parc fermé rules, what may teams not do between qualifying and the race?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Change the car's set-up is right, the wrong options (Change tyres at pit stops, Talk to the driver by radio, Refuel the car) are not, and the explanation holds.",
    'How many points did a Grand Prix win score from 2003 to 2009?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): 10 is right, the wrong options (9, 12, 25) are not, and the explanation holds.",
    'Which team\'s "F-duct" let drivers stall the rear wing with a knee or hand in 2010?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): McLaren is right, the wrong options (Red Bull, Brawn, Ferrari) are not, and the explanation holds.",
    "Which technology, banned after 1993, let a computer control the car's ride height?":
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): Active suspension is right, the wrong options (Ground effect, Traction control, Power steering) are not, and the explanation holds.",
    'Apart from Monaco, what is the minimum distance of a Grand Prix?':
      "Checked (reviewer's knowledge of the FIA sporting and technical rules): 305 km is right, the wrong options (250 km, 350 km, 400 km) are not, and the explanation holds.",
    'In which year was the first Formula One world championship held?':
      "Checked (reviewer's knowledge of Formula One race history): 1950 is right, the wrong options (1946, 1955, 1960) are not, and the explanation holds.",
    'Which 2013 Ron Howard film tells the story of the 1976 title fight between Hunt and Lauda?':
      "Checked (reviewer's knowledge of Formula One race history): Rush is right, the wrong options (Le Mans '66, Senna, Grand Prix) are not, and the explanation holds.",
    'Which Netflix series, first shown in 2019, brought Formula One many new fans?':
      "Checked (reviewer's knowledge of Formula One race history): Drive to Survive is right, the wrong options (Race to Win, Pit Lane Stories, Grid Life) are not, and the explanation holds.",
    'Which 2025 film stars Brad Pitt as a veteran Formula One driver?':
      "Checked (reviewer's knowledge of Formula One race history): F1 is right, the wrong options (Rush, Ford v Ferrari, Driven) are not, and the explanation holds.",
    'Which driver lost the 2021 title on the last lap of the final race?':
      "Checked (reviewer's knowledge of Formula One race history): Lewis Hamilton is right, the wrong options (Valtteri Bottas, Charles Leclerc, Sergio Pérez) are not, and the explanation holds.",
    'Which two rivals collided at the Japanese Grand Prix in both 1989 and 1990, deciding the title each time?':
      "Checked (reviewer's knowledge of Formula One race history): Ayrton Senna and Alain Prost is right, the wrong options (Nelson Piquet and Nigel Mansell, Niki Lauda and James Hunt, Gerhard Berger and Jean Alesi) are not, and the explanation holds.",
    'Which driver escaped from a burning car split in two at Bahrain in 2020?':
      "Checked (reviewer's knowledge of Formula One race history): Romain Grosjean is right, the wrong options (Kevin Magnussen, Daniil Kvyat, Esteban Ocon) are not, and the explanation holds.",
    'In which year did Lewis Hamilton make his Formula One debut?':
      "Checked (reviewer's knowledge of Formula One race history): 2007 is right, the wrong options (2005, 2006, 2008) are not, and the explanation holds.",
    'At which Grand Prix did Max Verstappen win on his Red Bull debut in 2016?':
      "Checked (reviewer's knowledge of Formula One race history): Spain is right, the wrong options (Monaco, Austria, Malaysia) are not, and the explanation holds.",
    'Which driver lost the 2008 title by one point despite winning the final race in Brazil?':
      "Checked (reviewer's knowledge of Formula One race history): Felipe Massa is right, the wrong options (Kimi Räikkönen, Fernando Alonso, Robert Kubica) are not, and the explanation holds.",
    'Who holds the record of six wins at the Monaco Grand Prix?':
      "Checked (reviewer's knowledge of Formula One race history): Ayrton Senna is right, the wrong options (Graham Hill, Michael Schumacher, Alain Prost) are not, and the explanation holds.",
    'Which driver died in 2015 from injuries suffered at the 2014 Japanese Grand Prix?':
      "Checked (reviewer's knowledge of Formula One race history): Jules Bianchi is right, the wrong options (Justin Wilson, Anthoine Hubert, Dan Wheldon) are not, and the explanation holds.",
    'Which Canadian driver was killed in qualifying at Zolder in 1982?':
      "Checked (reviewer's knowledge of Formula One race history): Gilles Villeneuve is right, the wrong options (Riccardo Paletti, Ronnie Peterson, Jochen Rindt) are not, and the explanation holds.",
    'Which British driver won 16 Grands Prix in the 1950s but never the title?':
      "Checked (reviewer's knowledge of Formula One race history): Stirling Moss is right, the wrong options (Peter Collins, Tony Brooks, Mike Hawthorn) are not, and the explanation holds.",
    'Who was the first British world champion, in 1958?':
      "Checked (reviewer's knowledge of Formula One race history): Mike Hawthorn is right, the wrong options (Stirling Moss, Graham Hill, Jim Clark) are not, and the explanation holds.",
    'Which team was fined 100 million dollars in the 2007 "Spygate" affair?':
      "Checked (reviewer's knowledge of Formula One race history): McLaren is right, the wrong options (Renault, Ferrari, BMW Sauber) are not, and the explanation holds.",
    "Which driver took Toro Rosso's first win, at Monza in 2008?":
      "Checked (reviewer's knowledge of Formula One race history): Sebastian Vettel is right, the wrong options (Sébastien Bourdais, Vitantonio Liuzzi, Scott Speed) are not, and the explanation holds.",
    'Which Austrian driver was killed in qualifying at Imola in 1994, the day before Senna?':
      "Checked (reviewer's knowledge of Formula One race history): Roland Ratzenberger is right, the wrong options (Gerhard Berger, Karl Wendlinger, Alexander Wurz) are not, and the explanation holds.",
    'Who is the only driver to win the Monaco Grand Prix, the Indianapolis 500 and Le Mans?':
      "Checked (reviewer's knowledge of Formula One race history): Graham Hill is right, the wrong options (Mario Andretti, Fernando Alonso, Juan Pablo Montoya) are not, and the explanation holds.",
    'At which 2005 Grand Prix did only six cars start after a tyre safety dispute?':
      "Checked (reviewer's knowledge of Formula One race history): United States is right, the wrong options (Canada, Brazil, Malaysia) are not, and the explanation holds.",
    'Which team\'s "Crashgate" scandal involved a driver crashing on purpose in 2008?':
      "Checked (reviewer's knowledge of Formula One race history): Renault is right, the wrong options (Toro Rosso, Williams, Force India) are not, and the explanation holds.",
    'Which driver took his first win at the 2006 Hungarian Grand Prix?':
      "Checked (reviewer's knowledge of Formula One race history): Jenson Button is right, the wrong options (Rubens Barrichello, Takuma Sato, Robert Kubica) are not, and the explanation holds.",
    'Which driver won the 2020 Italian Grand Prix for AlphaTauri?':
      "Checked (reviewer's knowledge of Formula One race history): Pierre Gasly is right, the wrong options (Carlos Sainz, Lance Stroll, Daniil Kvyat) are not, and the explanation holds.",
    'Which driver won the 2020 Sakhir Grand Prix, his first win?':
      "Checked (reviewer's knowledge of Formula One race history): Sergio Pérez is right, the wrong options (Lance Stroll, George Russell, Esteban Ocon) are not, and the explanation holds.",
    'Which German driver, leading the championship, was killed at Monza in 1961?':
      "Checked (reviewer's knowledge of Formula One race history): Wolfgang von Trips is right, the wrong options (Hans Herrmann, Wolfgang Seidel, Jochen Mass) are not, and the explanation holds.",
    'Which driver won a wet 1984 Monaco Grand Prix stopped early, in which the rookie Senna was closing fast?':
      "Checked (reviewer's knowledge of Formula One race history): Alain Prost is right, the wrong options (Niki Lauda, Nelson Piquet, René Arnoux) are not, and the explanation holds.",
    "Who was Red Bull Racing's team principal from its first season in 2005?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Christian Horner is right, the wrong options (Helmut Marko, Toto Wolff, Zak Brown) are not, and the explanation holds.",
    'Which Austrian became team principal of Mercedes in 2013?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Toto Wolff is right, the wrong options (Niki Lauda, Helmut Marko, Franz Tost) are not, and the explanation holds.",
    'Which organisation governs Formula One?':
      "Checked (reviewer's knowledge of team principals, designers and officials): The FIA is right, the wrong options (The FIM, FIFA, The IOC) are not, and the explanation holds.",
    "Which British businessman ran Formula One's commercial side for about 40 years until 2017?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Bernie Ecclestone is right, the wrong options (Max Mosley, Ron Dennis, Frank Williams) are not, and the explanation holds.",
    'Which American media company bought Formula One in 2017?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Liberty Media is right, the wrong options (Comcast, Warner Bros. Discovery, Paramount) are not, and the explanation holds.",
    "Which designer, famous for Red Bull's title-winning cars, moved to Aston Martin in 2025?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Adrian Newey is right, the wrong options (Rory Byrne, Patrick Head, Ross Brawn) are not, and the explanation holds.",
    'Which father and son were the first to both win the world title?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Graham and Damon Hill is right, the wrong options (Gilles and Jacques Villeneuve, Jos and Max Verstappen, Jack and David Brabham) are not, and the explanation holds.",
    "Which Italian carmaker founder gave his name to Formula One's oldest team?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Enzo Ferrari is right, the wrong options (Ferruccio Lamborghini, Vittorio Jano, Giovanni Agnelli) are not, and the explanation holds.",
    'Who co-founded Williams with Frank Williams in 1977?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Patrick Head is right, the wrong options (Adrian Newey, Ross Brawn, Gordon Murray) are not, and the explanation holds.",
    "Which technical director masterminded Ferrari's Schumacher titles?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Ross Brawn is right, the wrong options (Jean Todt, Rory Byrne, Stefano Domenicali) are not, and the explanation holds.",
    "Which Frenchman ran Ferrari's team in the Schumacher years and later became FIA president?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Jean Todt is right, the wrong options (Ross Brawn, Max Mosley, Alain Prost) are not, and the explanation holds.",
    'Which former Ferrari team principal became chief executive of Formula One in 2021?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Stefano Domenicali is right, the wrong options (Maurizio Arrivabene, Mattia Binotto, Marco Mattiacci) are not, and the explanation holds.",
    'Who led McLaren through its Senna and Prost years?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Ron Dennis is right, the wrong options (Frank Williams, Ken Tyrrell, Eddie Jordan) are not, and the explanation holds.",
    'Which American became chief executive of McLaren Racing in 2018?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Zak Brown is right, the wrong options (Gene Haas, Michael Andretti, Roger Penske) are not, and the explanation holds.",
    'Who was president of the FIA from 1993 to 2009?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Max Mosley is right, the wrong options (Jean Todt, Jean-Marie Balestre, Mohammed Ben Sulayem) are not, and the explanation holds.",
    "Which South African designer drew Ferrari's title-winning cars of the early 2000s?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Rory Byrne is right, the wrong options (Adrian Newey, John Barnard, Aldo Costa) are not, and the explanation holds.",
    'Which Italian was chairman of Ferrari from 1991 to 2014?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Luca di Montezemolo is right, the wrong options (Sergio Marchionne, Piero Ferrari, John Elkann) are not, and the explanation holds.",
    'Which Irishman founded a Formula One team that raced from 1991 to 2005?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Eddie Jordan is right, the wrong options (Ken Tyrrell, Peter Sauber, Giancarlo Minardi) are not, and the explanation holds.",
    'Who founded the Swiss team that has raced from Hinwil since 1993?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Peter Sauber is right, the wrong options (Eddie Jordan, Giancarlo Minardi, Gene Haas) are not, and the explanation holds.",
    "Which neurosurgeon led Formula One's medical and safety work from 1978 to 2004?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Sid Watkins is right, the wrong options (Gary Hartstein, Ian Roberts, Jean-Charles Piette) are not, and the explanation holds.",
    "Which Frenchman led the sport's governing body during the FISA–FOCA war of the early 1980s?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Jean-Marie Balestre is right, the wrong options (Jean Todt, Max Mosley, Gérard Larrousse) are not, and the explanation holds.",
    "Who was Ferrari's team principal when Räikkönen won the 2007 title?":
      "Checked (reviewer's knowledge of team principals): Jean Todt is right (Domenicali from 2008). Note: the question about the Frenchman who ran Ferrari in the Schumacher years has the same key and lets a player infer this one; consider a different key for one of them.",
    'Which British designer introduced the carbon-fibre monocoque with McLaren in 1981?':
      "Checked (reviewer's knowledge of team principals, designers and officials): John Barnard is right, the wrong options (Gordon Murray, Patrick Head, Harvey Postlethwaite) are not, and the explanation holds.",
    "Which designer of Brabham's title cars later created the McLaren F1 road car?":
      "Checked (reviewer's knowledge of team principals, designers and officials): Gordon Murray is right, the wrong options (Adrian Newey, John Barnard, Rory Byrne) are not, and the explanation holds.",
    'Which New Zealander founded McLaren and was killed testing a sports car in 1970?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Bruce McLaren is right, the wrong options (Denny Hulme, Chris Amon, Howden Ganley) are not, and the explanation holds.",
    'Which Australian businessman sold his Formula One team to Red Bull in 2005?':
      "Checked (reviewer's knowledge of team principals, designers and officials): Paul Stoddart is right, the wrong options (Alan Jones, Tom Walkinshaw, Craig Pollock) are not, and the explanation holds.",
  },
};
