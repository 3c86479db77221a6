import type { BankReview } from './review.js';

/** bank-eras2's check of bank-games2's olympics bank at 4f985f0 (ADR 0195); registered in index.ts once both are merged. */
export const olympicsReview: BankReview = {
  bank: 'olympics',
  writer: 'bank-games2',
  reviewer: 'bank-eras2',
  checks: {
    'In which city were the first modern Olympic Games held, in 1896?':
      "Checked (reviewer's knowledge): Athens 1896 (Coubertin's revival, IOC founded 1894). So Athens is right and Paris, London and Rome are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 2024 Summer Olympics?':
      "Checked (reviewer's knowledge): Paris 2024; Paris also hosted 1900 and 1924. So Paris is right and Los Angeles, Tokyo and London are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city will host the 2028 Summer Olympics?':
      "Checked (reviewer's knowledge): LA28 awarded in 2017 together with Paris 2024; LA hosted 1932 and 1984. So Los Angeles is right and Brisbane, Paris and Madrid are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 2000 Summer Olympics?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Sydney hosted the 2000 Summer Olympics, its main stadium at Homebush Bay; Melbourne hosted in 1956, Athens in 2004 and Beijing in 2008.",
    'Which city hosted the 2016 Summer Olympics?':
      "Checked (reviewer's knowledge): Rio 2016, first South American Games. So Rio de Janeiro is right and London, São Paulo and Buenos Aires are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city will host the 2032 Summer Olympics?':
      "Checked (reviewer's knowledge): Brisbane awarded 2032 in July 2021; after Melbourne 1956 and Sydney 2000 it is the third Australian host. So Brisbane is right and Sydney, Melbourne and Doha are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city was the first to host the Summer Olympics three times?':
      "Checked (reviewer's knowledge): London 1908, 1948, 2012; Paris's third was 2024 and LA's will be 2028, Athens has two official Games (1896, 2004). So London is right and Paris, Los Angeles and Athens are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 2012 Summer Olympics?':
      "Checked (reviewer's knowledge): London 2012, Olympic Park at Stratford. Note: the Coe explanation ('led the organising committee of a London Olympics') hints at a London Games but does not state the year, so accepted. So London is right and Paris, Madrid and Moscow are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 1964 Summer Olympics, the first held in Asia?':
      "Checked (reviewer's knowledge): Tokyo 1964, first Games in Asia; the explanation's 'again in 2021' is harmless once the 2020 host question is replaced (see that REJECT). So Tokyo is right and Seoul, Beijing and Manila are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 1992 Summer Olympics?':
      "Checked (reviewer's knowledge): Barcelona 1992; diving pool at Montjuïc with the city behind. So Barcelona is right and Madrid, Seville and Lisbon are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the centenary Olympic Games in 1996?':
      "Checked (reviewer's knowledge): Atlanta beat Athens in the 1990 vote for 1996. So Atlanta is right and Athens, Toronto and Melbourne are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 1988 Summer Olympics?':
      "Checked (reviewer's knowledge): Seoul beat Nagoya 52–27 in 1981. Note: 'Seoul 1988' appears as an option in two other questions, which shows the host; options are not text, so accepted. So Seoul is right and Nagoya, Tokyo and Taipei are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Summer Games did the United States and many of its allies boycott?':
      "Checked (reviewer's knowledge): Moscow 1980 boycott over the Soviet invasion of Afghanistan (December 1979). So Moscow 1980 is right and Montreal 1976, Los Angeles 1984 and Seoul 1988 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Summer Games did the Soviet Union and most Eastern Bloc nations boycott?':
      "Checked (reviewer's knowledge): LA 1984 Eastern Bloc boycott (Romania took part, so 'most' is right). So Los Angeles 1984 is right and Montreal 1976, Seoul 1988 and Munich 1972 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Games did over 20 African nations boycott over a New Zealand rugby tour of South Africa?':
      "Checked (reviewer's knowledge): Montreal 1976; about 22–29 nations withdrew over the All Blacks' tour of South Africa. So Montreal 1976 is right and Munich 1972, Mexico City 1968 and Moscow 1980 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'At which Games did Tommie Smith and John Carlos raise gloved fists on the medal podium?':
      "Checked (reviewer's knowledge): Mexico City 1968, 200 m medal ceremony. So Mexico City 1968 is right and Munich 1972, Tokyo 1964 and Rome 1960 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'At which Games were eleven members of the Israeli team killed by the Black September group?':
      "Checked (reviewer's knowledge): Munich 1972; competition suspended for the memorial service on 6 September. So Munich 1972 is right and Montreal 1976, Mexico City 1968 and Rome 1960 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'At which Games was the Olympic flag with five rings first flown?':
      "Checked (reviewer's knowledge): Antwerp 1920: first flag and first athletes' oath (Victor Boin). So Antwerp 1920 is right and Stockholm 1912, Paris 1924 and Amsterdam 1928 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'The equestrian events of the 1956 Melbourne Games were held in which city because of quarantine rules?':
      "Checked (reviewer's knowledge): Stockholm held the 1956 equestrian events because of Australian quarantine law. So Stockholm is right and Helsinki, London and Oslo are wrong; no other question in the bank gives it away; explanation confirmed.",
    "The surfing events of the 2024 Summer Olympics were held at Teahupo'o, on which island?":
      "Checked (reviewer's knowledge): Teahupo'o is on Tahiti, French Polynesia, about 15,700 km from Paris. So Tahiti is right and Oahu, Bali and Réunion are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Games' marathon started at Windsor Castle and finished in front of the royal box?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the London 1908 marathon ran from Windsor Castle to the royal box at White City, and its 26 miles 385 yards became the standard in 1921; Paris 1924, Stockholm 1912 and Athens 1896 ran other courses; the text no longer states the distance.",
    'Which sprinter won the 100 m gold at the 2008, 2012 and 2016 Olympics?':
      "Checked (reviewer's knowledge): Bolt won the 100 m and 200 m in 2008, 2012 and 2016. So Usain Bolt is right and Carl Lewis, Justin Gatlin and Yohan Blake are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which gymnast scored the first perfect 10 in Olympic gymnastics, in 1976?':
      "Checked (reviewer's knowledge): Comăneci, Montreal 1976, aged 14; Korbut, Biles and Retton did not. So Nadia Comăneci is right and Olga Korbut, Simone Biles and Mary Lou Retton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American athlete won four gold medals at the 1936 Berlin Olympics?':
      "Checked (reviewer's knowledge): Owens: 100 m, 200 m, long jump, 4 × 100 m. So Jesse Owens is right and Carl Lewis, Jim Thorpe and Ralph Metcalfe are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which event would you see a Fosbury Flop?':
      "Checked (reviewer's knowledge): Fosbury won the high jump at Mexico City 1968. So The high jump is right and The pole vault, The long jump and Diving are wrong; no other question in the bank gives it away; explanation confirmed.",
    "How many events make up the men's decathlon?":
      "Checked (reviewer's knowledge): Ten events over two days. So 10 is right and 7, 8 and 12 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many events are in the heptathlon?':
      "Checked (reviewer's knowledge): Seven events over two days. So 7 is right and 5, 8 and 10 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which swimming stroke is the only one whose races start in the water?':
      "Checked (reviewer's knowledge): Backstroke starts from the water holding the grips. So Backstroke is right and Butterfly, Breaststroke and Freestyle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sport do competitors use an épée, a foil or a sabre?':
      "Checked (reviewer's knowledge): So Fencing is right and Archery, Judo and Shooting are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sport would you perform a clean and jerk?':
      "Checked (reviewer's knowledge): So Weightlifting is right and Wrestling, Rowing and Shot put are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which of these is a throwing event in Olympic athletics?':
      "Checked (reviewer's knowledge): So Discus is right and Pole vault, Hurdles and Steeplechase are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American gymnast won four gold medals at the 2016 Olympics?':
      "Checked (reviewer's knowledge): Biles 2016: team, all-around, vault, floor (bronze on beam). So Simone Biles is right and Gabby Douglas, Aly Raisman and Shawn Johnson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which swimming stroke is named after an insect?':
      "Checked (reviewer's knowledge): So Butterfly is right and Backstroke, Breaststroke and Front crawl are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the last runner in a relay team called?':
      "Checked (reviewer's knowledge): So The anchor is right and The closer, The finisher and The sweeper are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What do relay runners pass to each other?':
      "Checked (reviewer's knowledge): So A baton is right and A torch, A flag and A ball are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which athletics event involves pushing a heavy metal ball from the shoulder?':
      "Checked (reviewer's knowledge): Shot put; 7.26 kg men, 4 kg women. So Shot put is right and Discus, Javelin and Hammer are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Olympic sport do competitors shoot arrows at a target 70 m away?':
      "Checked (reviewer's knowledge): Olympic archery is shot at 70 m with a 10-ring target. So Archery is right and Shooting, Biathlon and Darts are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which sport is contested in a velodrome?':
      "Checked (reviewer's knowledge): So Track cycling is right and Speed skating, Rowing and Athletics are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many players does each team have on court in Olympic beach volleyball?':
      "Checked (reviewer's knowledge): Beach volleyball is two a side, best of three sets. So 2 is right and 3, 4 and 6 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic sport has dinghy, windsurfing and kiteboarding events?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: sailing at Paris 2024 had dinghy, windsurfing (iQFoil), kiteboarding and multihull events; rowing, canoeing and water polo have none.",
    'How long is an Olympic-size swimming pool?':
      "Checked (reviewer's knowledge): So 50 m is right and 25 m, 33 m and 100 m are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sport do crews race single sculls and eights?':
      "Checked (reviewer's knowledge): Rowing; since 1996 the eight is the only coxed Olympic boat. So Rowing is right and Canoeing, Sailing and Kayaking are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic team sport is played on grass or turf with curved sticks and a small hard ball?':
      "Checked (reviewer's knowledge): Hockey; artificial turf at the Games since Montreal 1976. So Hockey is right and Lacrosse, Hurling and Polo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic sport includes dressage, eventing and show jumping?':
      "Checked (reviewer's knowledge): So Equestrian is right and Gymnastics, Modern pentathlon and Polo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic combat sport is fought in a ring with padded gloves?':
      "Checked (reviewer's knowledge): Boxing, three rounds of three minutes. So Boxing is right and Judo, Wrestling and Taekwondo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many different strokes does a swimmer use in an individual medley race?':
      "Checked (reviewer's knowledge): IM order butterfly, backstroke, breaststroke, freestyle. So 4 is right and 2, 3 and 5 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic sport sends paddlers through hanging gates on white-water rapids?':
      "Checked (reviewer's knowledge): Canoe slalom; a touched gate costs 2 s. So Canoe slalom is right and Rowing, Sailing and Surfing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which athletics throwing event uses a spear?':
      "Checked (reviewer's knowledge): So The javelin is right and The discus, The hammer and The shot put are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic racket sport uses a light 40 mm plastic ball?':
      "Checked (reviewer's knowledge): Table tennis (40 mm plastic ball since 2014); China has won the large majority of titles since 1988. So Table tennis is right and Badminton, Squash and Padel are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which event do athletes sprint down a runway and leap once into a sandpit?':
      "Checked (reviewer's knowledge): So Long jump is right and High jump, Pole vault and Hurdles are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic sport has freestyle and Greco-Roman styles?':
      "Checked (reviewer's knowledge): So Wrestling is right and Judo, Boxing and Karate are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sport did Tom Daley win Olympic gold in 2021?':
      "Checked (reviewer's knowledge): Daley and Matty Lee won synchronised 10 m platform in Tokyo (July 2021). So Diving is right and Swimming, Gymnastics and Trampolining are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic team sport is played six a side over a high net, with spikes and blocks?':
      "Checked (reviewer's knowledge): So Volleyball is right and Handball, Basketball and Water polo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Olympic team sport has seven players a side throwing a ball into a goal on an indoor court?':
      "Checked (reviewer's knowledge): Handball, 7 a side indoors, three-step rule. So Handball is right and Netball, Basketball and Futsal are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How high is the platform in Olympic platform diving?':
      "Checked (reviewer's knowledge): 10 m platform; springboard 3 m. So 10 m is right and 3 m, 5 m and 20 m are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In what order are the three legs of an Olympic triathlon raced?':
      "Checked (reviewer's knowledge): Swim 1.5 km, cycle 40 km, run 10 km. So Swim, cycle, run is right and Cycle, swim, run, Run, swim, cycle and Swim, run, cycle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many players does each water polo team have in the water, including the goalkeeper?':
      "Checked (reviewer's knowledge): Seven in the water including the goalkeeper. So 7 is right and 5, 6 and 9 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'On which apparatus do only men compete in Olympic artistic gymnastics?':
      "Checked (reviewer's knowledge): Pommel horse is men only; beam is women only; floor and vault are shared. So Pommel horse is right and Balance beam, Floor and Vault are wrong; no other question in the bank gives it away; explanation confirmed.",
    'On which apparatus is a Yurchenko performed?':
      "Checked (reviewer's knowledge): Vault, Natalia Yurchenko 1982. So Vault is right and Uneven bars, Floor and Balance beam are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the usual distance of the Olympic steeplechase?':
      "Checked (reviewer's knowledge): 3,000 m with 28 barrier jumps and 7 water jumps. So 3,000 m is right and 2,000 m, 5,000 m and 1,500 m are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the longest race run on the track at the Summer Olympics?':
      "Checked (reviewer's knowledge): 10,000 m; marathon and walks are road events. So 10,000 m is right and 5,000 m, 3,000 m and 1,500 m are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sport did Steve Redgrave win gold at five Olympics in a row?':
      "Checked (reviewer's knowledge): Redgrave, rowing golds 1984–2000. So Rowing is right and Canoeing, Sailing and Cycling are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British sailor won four Olympic gold medals in a row, from 2000 to 2012?':
      "Checked (reviewer's knowledge): Ainslie: silver 1996, gold 2000, 2004, 2008, 2012. So Ben Ainslie is right and Iain Percy, Paul Goodison and Giles Scott are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Kenyan won the Olympic marathon in 2016 and 2020?':
      "Checked (reviewer's knowledge): Kipchoge; 1:59:40 at the unofficial INEOS event in Vienna, 2019. So Eliud Kipchoge is right and Samuel Wanjiru, Geoffrey Kamworor and Paul Tergat are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which runner won the 5,000 m and 10,000 m at both the 2012 and 2016 Olympics?':
      "Checked (reviewer's knowledge): Farah's double-double 2012 and 2016. So Mo Farah is right and Kenenisa Bekele, Galen Rupp and Haile Gebrselassie are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British athlete won the heptathlon at the 2012 Olympics?':
      "Checked (reviewer's knowledge): Ennis 2012; Denise Lewis 2000. So Jessica Ennis is right and Denise Lewis, Katarina Johnson-Thompson and Kelly Sotherton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British runner won both the 800 m and the 1,500 m at the 2004 Olympics?':
      "Checked (reviewer's knowledge): Holmes, Athens 2004, aged 34. So Kelly Holmes is right and Paula Radcliffe, Liz McColgan and Christine Ohuruogu are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Briton won the 1,500 m at the 1980 and 1984 Olympics?':
      "Checked (reviewer's knowledge): Coe won 1,500 m gold 1980 and 1984 and chaired LOCOG. So Sebastian Coe is right and Steve Ovett, Steve Cram and Peter Elliott are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who won the Olympic decathlon in 1980 and 1984?':
      "Checked (reviewer's knowledge): Daley Thompson won both. So Daley Thompson is right and Jürgen Hingsen, Dean Macey and Dan O'Brien are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American won the Olympic long jump four times in a row, from 1984 to 1996?':
      "Checked (reviewer's knowledge): Carl Lewis 1984–1996, nine golds in all. So Carl Lewis is right and Mike Powell, Bob Beamon and Jesse Owens are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American long jumper leapt 8.90 m at the 1968 Olympics, a world record for almost 23 years?':
      "Checked (reviewer's knowledge): Beamon 1968; record stood until Mike Powell in August 1991. So Bob Beamon is right and Ralph Boston, Mike Powell and Lutz Long are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American won both the 200 m and 400 m at the 1996 Olympics, wearing gold shoes?':
      "Checked (reviewer's knowledge): Michael Johnson, Atlanta 1996, first man to do the double. So Michael Johnson is right and Maurice Greene, Butch Reynolds and Carl Lewis are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Ethiopian won the 1960 Olympic marathon running barefoot?':
      "Checked (reviewer's knowledge): Bikila barefoot in Rome 1960, in shoes in Tokyo 1964. So Abebe Bikila is right and Mamo Wolde, Haile Gebrselassie and Kenenisa Bekele are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Czechoslovak runner won the 5,000 m, the 10,000 m and the marathon at the 1952 Olympics?':
      "Checked (reviewer's knowledge): Zátopek's 1952 treble; his first marathon. So Emil Zátopek is right and Paavo Nurmi, Lasse Virén and Vladimir Kuts are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which runner, nicknamed the Flying Finn, won nine Olympic gold medals in the 1920s?':
      "Checked (reviewer's knowledge): Nurmi: nine golds 1920–1928, five in 1924. So Paavo Nurmi is right and Lasse Virén, Ville Ritola and Hannes Kolehmainen are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Soviet gymnast held the record of 18 Olympic medals until 2012?':
      "Checked (reviewer's knowledge): Latynina's 18 medals were passed by Phelps in 2012. So Larisa Latynina is right and Olga Korbut, Nellie Kim and Lyudmila Turishcheva are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which American swimmer won the women's 800 m freestyle at four Olympics in a row, 2012 to 2024?":
      "Checked (reviewer's knowledge): Ledecky won 800 m free in 2012, 2016, 2020 and 2024. So Katie Ledecky is right and Missy Franklin, Allison Schmitt and Janet Evans are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British track cyclist won six Olympic gold medals between 2004 and 2012?':
      "Checked (reviewer's knowledge): Hoy: 1 gold 2004, 3 in 2008, 2 in 2012. So Chris Hoy is right and Bradley Wiggins, Geraint Thomas and Ed Clancy are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which athlete's 1912 pentathlon and decathlon golds were taken away because he had played semi-professional baseball?":
      "Checked (reviewer's knowledge): Thorpe; IOC restored him as sole champion in July 2022. So Jim Thorpe is right and Duke Kahanamoku, Johnny Weissmuller and Ray Ewry are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which two sports joined the Olympic programme at the 2016 Games?':
      "Checked (reviewer's knowledge): Golf (last 1904) and rugby sevens joined at Rio 2016. So Golf and rugby sevens is right and Surfing and karate, Triathlon and taekwondo and Skateboarding and climbing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which sport made its Olympic debut at the 2020 Tokyo Games?':
      "Checked (reviewer's knowledge): Surfing debuted in 2020 (with skateboarding, climbing and karate, none of them offered); triathlon 2000, beach volleyball 1996, trampoline 2000. So Surfing is right and Triathlon, Beach volleyball and Trampolining are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which discipline made its Olympic debut at the 2024 Games?':
      "Checked (reviewer's knowledge): Breaking debuted at Paris 2024; not on the LA28 programme. Karate, climbing and skateboarding debuted in 2020. So Breaking is right and Karate, Sport climbing and Skateboarding are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which combat sport, which began in Korea, became a full Olympic sport in 2000?':
      "Checked (reviewer's knowledge): Taekwondo: demonstration 1988 and 1992, full sport 2000. So Taekwondo is right and Judo, Karate and Kendo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which discipline replaces horse riding in the modern pentathlon from the 2028 Games?':
      "Checked (reviewer's knowledge): Obstacle course replaces riding from LA28 after the Tokyo riding incident. So Obstacle course is right and Archery, Cycling and Canoeing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sport is the keirin an Olympic event?':
      "Checked (reviewer's knowledge): Keirin is a track cycling event behind a motorised pacer. So Cycling is right and Canoeing, Speed skating and Athletics are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which country were the 2018 Winter Olympics held?':
      "Checked (reviewer's knowledge): Pyeongchang 2018, South Korea. So South Korea is right and Japan, China and Russia are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 2022 Winter Olympics?':
      "Checked (reviewer's knowledge): Beijing 2008 and 2022: first city to host both. So Beijing is right and Sochi, Pyeongchang and Vancouver are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Italian cities hosted the 2026 Winter Olympics?':
      "Checked (reviewer's knowledge): Milano Cortina 2026 (held February 2026). So Milan and Cortina d'Ampezzo is right and Turin and Milan, Rome and Turin and Venice and Cortina d'Ampezzo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Where were the first Winter Olympics held, in 1924?':
      "Checked (reviewer's knowledge): Chamonix 1924. So Chamonix is right and St. Moritz, Lake Placid and Oslo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which country were the 1952 Winter Olympics held?':
      "Checked (reviewer's knowledge): Oslo 1952, Norway. So Norway is right and Switzerland, Austria and Italy are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which winter sport is played by sliding stones towards a target while teammates sweep the ice?':
      "Checked (reviewer's knowledge): So Curling is right and Bobsleigh, Biathlon and Luge are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which sliding sport do athletes race head-first, lying face down?':
      "Checked (reviewer's knowledge): So Skeleton is right and Luge, Bobsleigh and Ski cross are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Winter Olympic sport combines cross-country skiing with rifle shooting?':
      "Checked (reviewer's knowledge): So Biathlon is right and Nordic combined, Skeleton and Freestyle skiing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Nordic combined joins cross-country skiing with which other discipline?':
      "Checked (reviewer's knowledge): Ski jumping; women's Nordic combined was not added for 2026. So Ski jumping is right and Rifle shooting, Slalom and Speed skating are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 2014 Winter Olympics?':
      "Checked (reviewer's knowledge): Sochi 2014; coastal cluster for the ice events. So Sochi is right and Kazan, Saint Petersburg and Krasnoyarsk are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Canadian city hosted the 2010 Winter Olympics?':
      "Checked (reviewer's knowledge): Vancouver 2010; Canada's 14 golds were then a Winter record. So Vancouver is right and Calgary, Montreal and Edmonton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Canadian city hosted the 1988 Winter Olympics?':
      "Checked (reviewer's knowledge): Calgary 1988, first Canadian Winter Games (Montreal 1976 was Summer). So Calgary is right and Vancouver, Edmonton and Quebec City are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American village hosted the Winter Olympics in 1932 and 1980?':
      "Checked (reviewer's knowledge): Lake Placid, Adirondacks. So Lake Placid is right and Squaw Valley, Sun Valley and Aspen are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What was the US ice hockey team's 1980 win over the Soviet Union nicknamed?":
      "Checked (reviewer's knowledge): Miracle on Ice; USSR had won 1964, 1968, 1972, 1976. So The Miracle on Ice is right and The Shot Heard Round the World, The Immaculate Reception and The Rumble in the Jungle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the 1994 Winter Olympics?':
      "Checked (reviewer's knowledge): Lillehammer 1994, on Lake Mjøsa. So Lillehammer is right and Albertville, Nagano and Oslo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Japanese city hosted the 1998 Winter Olympics?':
      "Checked (reviewer's knowledge): Nagano 1998; Sapporo 1972. So Nagano is right and Sapporo, Sendai and Nagoya are wrong; no other question in the bank gives it away; explanation confirmed.",
    'At which Winter Games did Torvill and Dean win gold with their Boléro routine?':
      "Checked (reviewer's knowledge): Sarajevo 1984, Boléro, nine 6.0s for artistic impression. So Sarajevo 1984 is right and Calgary 1988, Lake Placid 1980 and Innsbruck 1976 are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which country's first bobsleigh team, at the 1988 Winter Games, inspired the film Cool Runnings?":
      "Checked (reviewer's knowledge): Jamaica at Calgary 1988. So Jamaica is right and Trinidad and Tobago, Barbados and The Bahamas are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many players does an ice hockey team have on the ice, including the goalkeeper?':
      "Checked (reviewer's knowledge): Six including the goaltender. So 6 is right and 5, 7 and 11 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which winter sport do competitors race down a course through gates in the slalom and giant slalom?':
      "Checked (reviewer's knowledge): So Alpine skiing is right and Cross-country skiing, Ski jumping and Biathlon are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which winter sport features the axel jump?':
      "Checked (reviewer's knowledge): Figure skating; the axel is the only forward take-off jump. So Figure skating is right and Ski jumping, Snowboarding and Speed skating are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which winter event do athletes launch from a steep ramp to fly as far as they can?':
      "Checked (reviewer's knowledge): So Ski jumping is right and Alpine skiing, Biathlon and Cross-country skiing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which winter sport is raced around an oval ice track of 400 m?':
      "Checked (reviewer's knowledge): So Speed skating is right and Figure skating, Curling and Luge are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which team sport at the Winter Olympics is played with sticks and a puck?':
      "Checked (reviewer's knowledge): So Ice hockey is right and Bandy, Curling and Lacrosse are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Winter Olympic sport has a halfpipe event in which riders stand sideways on a single board?':
      "Checked (reviewer's knowledge): Snowboarding, Olympic since Nagano 1998; the 'single board' rules out freestyle skiing. So Snowboarding is right and Freestyle skiing, Alpine skiing and Ski jumping are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Winter Olympic sport includes the moguls and aerials events?':
      "Checked (reviewer's knowledge): So Freestyle skiing is right and Alpine skiing, Nordic combined and Ski jumping are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American snowboarder won halfpipe gold in 2006, 2010 and 2018?':
      "Checked (reviewer's knowledge): Shaun White 2006, 2010, 2018; fourth in 2014. So Shaun White is right and Ayumu Hirano, Danny Kass and Scotty James are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which American snowboarder won the women's halfpipe in 2018 and 2022?":
      "Checked (reviewer's knowledge): Chloe Kim, 17 in 2018. So Chloe Kim is right and Kelly Clark, Hannah Teter and Torah Bright are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which country won the men's ice hockey gold at the 2022 Winter Olympics?":
      "Checked (reviewer's knowledge): Finland beat ROC in the 2022 final, its first Olympic title. So Finland is right and Canada, Sweden and Czech Republic are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which freestyle skier won big air and halfpipe gold for China at the 2022 Winter Olympics?':
      "Checked (reviewer's knowledge): Eileen Gu 2022: big air and halfpipe gold, slopestyle silver. So Eileen Gu is right and Mathilde Gremaud, Kelly Sildaru and Tess Ledeux are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American won the Olympic slalom at the 2014 Games, aged 18?':
      "Checked (reviewer's knowledge): Shiffrin, Sochi 2014, aged 18. So Mikaela Shiffrin is right and Lindsey Vonn, Julia Mancuso and Resi Stiegler are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which East German figure skater won Olympic gold in 1984 and 1988?':
      "Checked (reviewer's knowledge): Witt, first repeat women's champion since Sonja Henie (1928–36). So Katarina Witt is right and Sonja Henie, Midori Ito and Debi Thomas are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Apart from the two-man event, what crew size races in men's Olympic bobsleigh?":
      "Checked (reviewer's knowledge): Four-man bob; women race two-woman and monobob. So 4 is right and 3, 5 and 6 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the circular target in curling called?':
      "Checked (reviewer's knowledge): The house; its centre is the button. So The house is right and The hack, The end and The sheet are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which country has won the most Summer Olympic medals overall, as of 2024?':
      "Checked (reviewer's knowledge): USA leads the all-time Summer table by a wide margin; pinned to 2024. So The United States is right and China, Russia and Great Britain are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which country won the most gold medals at the 2008 Beijing Olympics?':
      "Checked (reviewer's knowledge): China topped the 2008 gold table (48 after reallocations). So China is right and The United States, Russia and Great Britain are wrong; no other question in the bank gives it away; explanation confirmed.",
    'As of 2024, which swimmer has won the most Olympic gold medals?':
      "Checked (reviewer's knowledge): Phelps, 23 golds 2004–2016; pinned. So Michael Phelps is right and Mark Spitz, Ian Thorpe and Ryan Lochte are wrong; no other question in the bank gives it away; explanation confirmed.",
    "As of 2025, what is the men's 200 m world record, set in 2009?":
      "Checked (reviewer's knowledge): Bolt 19.19, Berlin 2009; pinned. So 19.19 seconds is right and 19.30 seconds, 19.26 seconds and 19.32 seconds are wrong; no other question in the bank gives it away; explanation confirmed.",
    "As of 2025, who holds the women's 100 m world record, set in 1988?":
      "Checked (reviewer's knowledge): Griffith-Joyner 10.49, US trials Indianapolis 1988; pinned. So Florence Griffith-Joyner is right and Marion Jones, Shelly-Ann Fraser-Pryce and Elaine Thompson-Herah are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What height did Armand Duplantis clear for a pole vault world record at the 2024 Olympics?':
      "Checked (reviewer's knowledge): 6.25 m at Paris 2024, third attempt. So 6.25 m is right and 6.15 m, 6.20 m and 6.30 m are wrong; no other question in the bank gives it away; explanation confirmed.",
    'At the 2024 Olympics, the United States and which country both won 40 gold medals?':
      "Checked (reviewer's knowledge): USA 40–44–42, China 40–27–24. So China is right and Japan, Australia and France are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which country topped the gold medal table at the 2020 Tokyo Games?':
      "Checked (reviewer's knowledge): USA 39 golds, China 38. So The United States is right and China, Japan and Great Britain are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many gold medals did Great Britain win at the 2012 Olympics?':
      "Checked (reviewer's knowledge): GB 29 golds in 2012, most since 1908. So 29 is right and 19, 24 and 33 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'As of 2024, which Briton has won the most Olympic gold medals?':
      "Checked (reviewer's knowledge): Jason Kenny 7 golds; Hoy 6; pinned. So Jason Kenny is right and Chris Hoy, Bradley Wiggins and Steve Redgrave are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who won the men's 100 m at the 2024 Olympics by five thousandths of a second?":
      "Checked (reviewer's knowledge): Lyles 9.784 to Thompson 9.789; all eight under 10 s. So Noah Lyles is right and Kishane Thompson, Fred Kerley and Marcell Jacobs are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Italian sprinter won the men's 100 m at the 2020 Tokyo Games?":
      "Checked (reviewer's knowledge): Jacobs won 100 m and 4 × 100 m. So Marcell Jacobs is right and Filippo Tortu, Fausto Desalu and Lorenzo Patta are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which nation won its first ever Olympic medal when Julien Alfred won the women's 100 m in 2024?":
      "Checked (reviewer's knowledge): Saint Lucia; Alfred also took 200 m silver. So Saint Lucia is right and Grenada, Bermuda and Barbados are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which swimmer won four individual gold medals, two of them on one night, at the 2024 Olympics?':
      "Checked (reviewer's knowledge): Marchand 2024: 400 IM, 200 fly and 200 breast the same night, 200 IM. So Léon Marchand is right and Caeleb Dressel, Adam Peaty and Kristóf Milák are wrong; no other question in the bank gives it away; explanation confirmed.",
    'By the end of the 2022 Games, which athlete had won the most Winter Olympic medals?':
      "Checked (reviewer's knowledge): Bjørgen 15 medals (Bjørndalen 13); pinned to 2022. So Marit Bjørgen is right and Ole Einar Bjørndalen, Bjørn Dæhlie and Ireen Wüst are wrong; no other question in the bank gives it away; explanation confirmed.",
    'As of 2022, which country had won the most Winter Olympic gold medals?':
      "Checked (reviewer's knowledge): Norway leads the Winter gold table; pinned. So Norway is right and The United States, Germany and Austria are wrong; no other question in the bank gives it away; explanation confirmed.",
    "As of 2024, how many Olympic gold medals had India won in men's field hockey?":
      "Checked (reviewer's knowledge): India: 8 golds (1928–1956 six in a row, 1964, 1980). So 8 is right and 5, 6 and 10 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Australian athlete lit the Olympic cauldron in 2000 and then won the 400 m?':
      "Checked (reviewer's knowledge): Freeman lit the cauldron and won the 400 m at Sydney 2000. So Cathy Freeman is right and Sally Pearson, Betty Cuthbert and Jana Pittman are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many rings are on the Olympic flag?':
      "Checked (reviewer's knowledge): Five rings. So 5 is right and 4, 6 and 7 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How often are the Summer Olympic Games normally held?':
      "Checked (reviewer's knowledge): Every four years (an Olympiad). So Every 4 years is right and Every 2 years, Every 3 years and Every 5 years are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the colours of the Olympic rings?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the rings are blue, yellow, black, green and red on white (Coubertin, 1913, said these colours with the white ground could make every nation's flag); the text no longer gives the number of rings.",
    'Who founded the International Olympic Committee?':
      "Checked (reviewer's knowledge): Coubertin founded the IOC at the Sorbonne congress, 1894. So Pierre de Coubertin is right and Avery Brundage, Juan Antonio Samaranch and Jacques Rogge are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is awarded for second place at the Olympics?':
      "Checked (reviewer's knowledge): So A silver medal is right and A bronze medal, A gold medal and A laurel wreath are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which country is the Olympic flame lit before each Games?':
      "Checked (reviewer's knowledge): Lit at Olympia, Greece. So Greece is right and Italy, France and Switzerland are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What colour is the background of the Olympic flag?':
      "Checked (reviewer's knowledge): White; designed 1913. So White is right and Blue, Gold and Black are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Latin words make up the traditional Olympic motto?':
      "Checked (reviewer's knowledge): Citius, Altius, Fortius. So Citius, Altius, Fortius is right and Veni, Vidi, Vici, Pax, Lux, Veritas and Fides, Spes, Caritas are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which word did the IOC add to the Olympic motto in 2021?':
      "Checked (reviewer's knowledge): 'Communiter', together, added July 2021. So Together is right and Fairer, United and Peace are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which nation traditionally leads the Parade of Nations at the opening ceremony?':
      "Checked (reviewer's knowledge): Greece enters first. So Greece is right and France, Switzerland and The host nation are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which team traditionally enters last in the Parade of Nations?':
      "Checked (reviewer's knowledge): The host nation enters last. So The host nation is right and The next host nation, The largest team and The previous host are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Swiss city does the International Olympic Committee have its headquarters?':
      "Checked (reviewer's knowledge): IOC HQ Lausanne. So Lausanne is right and Geneva, Zurich and Bern are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the official languages of the Olympic Movement?':
      "Checked (reviewer's knowledge): Olympic Charter rule 23: French and English, French prevails. So French and English is right and English and Greek, French and Greek and English and Spanish are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What prize did winners receive at the ancient Olympic Games?':
      "Checked (reviewer's knowledge): Kotinos, an olive wreath. So An olive wreath is right and A laurel wreath, A gold coin and A silver cup are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which metal makes up most of an Olympic first-place medal?':
      "Checked (reviewer's knowledge): Gold medals are at least 92.5% silver with at least 6 g gold. So Silver is right and Gold, Bronze and Copper are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is used to light the Olympic flame at its lighting ceremony before each Games?':
      "Checked (reviewer's knowledge): A parabolic (concave) mirror at Olympia. So A concave mirror is right and A flint and steel, An oil lamp and A lightning rod are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What was Misha, the mascot of the 1980 Summer Games?':
      "Checked (reviewer's knowledge): Misha the bear cub, Moscow 1980. So A bear cub is right and A wolf, An eagle and A tiger are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Waldi, the first official Olympic mascot, in 1972, was what breed of dog?':
      "Checked (reviewer's knowledge): Waldi the dachshund, Munich 1972. So A dachshund is right and A poodle, A beagle and A schnauzer are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Under what abbreviation did Russian athletes compete at the 2020 Summer and 2022 Winter Games?':
      "Checked (reviewer's knowledge): ROC at Tokyo 2020 and Beijing 2022. So ROC is right and OAR, AIN and CIS are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which year did a Refugee Olympic Team first compete at the Summer Games?':
      "Checked (reviewer's knowledge): Rio 2016, ten athletes. So 2016 is right and 2008, 2012 and 2020 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Since 1994, how many years apart have the Summer and Winter Olympics been held?':
      "Checked (reviewer's knowledge): Lillehammer 1994 began the staggered cycle. So 2 is right and 1, 3 and 4 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which year was a flame first kept burning in a stadium cauldron throughout an Olympics?':
      "Checked (reviewer's knowledge): Amsterdam 1928, Marathon Tower. So 1928 is right and 1908, 1920 and 1936 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Before which Games was the Olympic flame first carried to the host city by a torch relay?':
      "Checked (reviewer's knowledge): First torch relay, Berlin 1936. So Berlin 1936 is right and Amsterdam 1928, London 1948 and Los Angeles 1932 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What joins a blind Paralympic runner to their sighted guide?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: blind (T11) runners are joined to their guide by a tether held in the hand, and the guide must not pull or finish ahead of the runner; a rod, radio link or harness is not used.",
    'Which international Games for wounded service personnel did Prince Harry found in 2014?':
      "Checked (reviewer's knowledge): Invictus Games, London 2014. So The Invictus Games is right and The Warrior Games, The Commonwealth Games and The Goodwill Games are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the curved carbon-fibre prosthetics used by amputee sprinters often called?':
      "Checked (reviewer's knowledge): Running blades. So Running blades is right and Crutches, Callipers and Spikes are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many times may the ball bounce before a wheelchair tennis player returns it?':
      "Checked (reviewer's knowledge): Two bounces, the first inside the court. So 2 is right and 1, 3 and 4 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which doctor founded the Stoke Mandeville Games in 1948?':
      "Checked (reviewer's knowledge): Guttmann, 29 July 1948. So Ludwig Guttmann is right and Archibald McIndoe, Harold Gillies and Joseph Lister are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which city hosted the first official Paralympic Games, in 1960?':
      "Checked (reviewer's knowledge): Rome 1960, about 400 athletes. So Rome is right and Tokyo, Helsinki and Melbourne are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the Paralympic symbol of three curved shapes called?':
      "Checked (reviewer's knowledge): Agitos, Latin agito. So The Agitos is right and The Triskele, The Laurel and The Arc are wrong; no other question in the bank gives it away; explanation confirmed.",
    "In which Paralympic sport do blindfolded players throw a ball with bells inside towards the opponents' goal?":
      "Checked (reviewer's knowledge): Goalball. So Goalball is right and Boccia, Sitting volleyball and Blind football are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Paralympic target sport, like bowls, is played by athletes with severe impairments?':
      "Checked (reviewer's knowledge): Boccia. So Boccia is right and Goalball, Powerlifting and Para archery are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British wheelchair racer won 11 Paralympic gold medals between 1992 and 2004?':
      "Checked (reviewer's knowledge): Grey-Thompson: 11 golds, six London Marathon wins. So Tanni Grey-Thompson is right and Hannah Cockroft, Shelly Woods and Sarah Storey are wrong; no other question in the bank gives it away; explanation confirmed.",
    'As of 2024, which Briton had won the most Paralympic gold medals, with 19?':
      "Checked (reviewer's knowledge): Storey 19 golds after Paris 2024; pinned. So Sarah Storey is right and David Weir, Ellie Simmonds and Lee Pearson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American swimmer won 41 Paralympic gold medals, the all-time record?':
      "Checked (reviewer's knowledge): Trischa Zorn, 41 golds, 1980–2004. So Trischa Zorn is right and Jessica Long, Béatrice Hess and Mallory Weggemann are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Winter Paralympic team sport do players sit on sledges and use two short sticks?':
      "Checked (reviewer's knowledge): Para ice hockey (sledge hockey). So Para ice hockey is right and Wheelchair curling, Para biathlon and Para bobsleigh are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Paralympic team sport was nicknamed murderball for its heavy collisions?':
      "Checked (reviewer's knowledge): Wheelchair rugby, Winnipeg 1977. So Wheelchair rugby is right and Wheelchair basketball, Wheelchair handball and Wheelchair football are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Since which Summer Games have the Paralympics always been held in the same city as the Olympics?':
      "Checked (reviewer's knowledge): So Seoul 1988 is right and Los Angeles 1984, Barcelona 1992 and Moscow 1980 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In Paralympic athletics classes such as F44, what does the letter F stand for?':
      "Checked (reviewer's knowledge): F field, T track. So Field is right and Fast, Fixed and Foot are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Dutch player won the wheelchair tennis singles at four Paralympics, 2000 to 2012?':
      "Checked (reviewer's knowledge): Vergeer 2000–2012, 470-match streak. So Esther Vergeer is right and Diede de Groot, Jiske Griffioen and Aniek van Koot are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British wheelchair racer won four golds, from 800 m to the marathon, at the 2012 Paralympics?':
      "Checked (reviewer's knowledge): Weir 2012: 800 m, 1,500 m, 5,000 m, marathon. So David Weir is right and Richard Whitehead, Mickey Bushell and Nathan Maguire are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British sprinter won the T44 100 m at the 2012 and 2016 Paralympics?':
      "Checked (reviewer's knowledge): Peacock 2012 and 2016. So Jonnie Peacock is right and Richard Browne, Alan Oliveira and Jarryd Wallace are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which British swimmer won two Paralympic golds in 2008, aged 13?':
      "Checked (reviewer's knowledge): Simmonds, Beijing 2008, aged 13. So Ellie Simmonds is right and Bethany Firth, Jessica-Jane Applegate and Hannah Russell are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the motto of the Paralympic movement?':
      "Checked (reviewer's knowledge): Spirit in Motion, 2004. So Spirit in Motion is right and Together Stronger, Faster and Fairer and Ability First are wrong; no other question in the bank gives it away; explanation confirmed.",
  },
};
