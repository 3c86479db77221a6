import type { BankReview } from './review.js';

/** bank-i1's check of bank-i2's rugby bank (ADR 0195); registered in index.ts once both are merged. */
export const rugbyReview: BankReview = {
  bank: 'rugby',
  writer: 'bank-i2',
  reviewer: 'bank-i1',
  checks: {
    'How many points is a try worth in rugby union?':
      "Checked (World Rugby Laws, Law 8): a try scores 5 points; the early 'try at goal' origin of the name confirmed; key right, wrong options wrong, explanation confirmed.",
    'How many players does each team have on the field in rugby union?':
      'Checked (World Rugby Laws, Law 3): 15 players a side, forwards 1-8, backs 9-15; key right, wrong options wrong, explanation confirmed.',
    'How many points is a successful conversion worth in rugby union?':
      'Checked (World Rugby Laws, Law 8): a conversion goal scores 2 and may be a place kick or drop kick; key right, wrong options wrong, explanation confirmed.',
    'How many points is a penalty goal worth in rugby union?':
      'Checked (World Rugby Laws, Law 8 and 20): a penalty goal scores 3; options at a penalty include kick at goal, kick to touch or tap; key right, wrong options wrong, explanation confirmed.',
    'What is it called when a player loses the ball forwards off the hands or arms?':
      'Checked (World Rugby Laws, Law 11): a knock-on; sanction a scrum to the non-offending team; key right, wrong options wrong, explanation confirmed.',
    'What is the set piece in which the two packs bind together and push against each other called?':
      'Checked (World Rugby Laws, Law 19): a scrum, ball thrown in down the middle of the tunnel; key right, wrong options wrong, explanation confirmed.',
    'What is the restart after the ball goes into touch, in which jumpers are lifted to catch a throw?':
      "Checked (World Rugby Laws, Law 18; Britannica 'rugby'): a lineout; lifting and supporting jumpers legalised in the late 1990s; key right, wrong options wrong, explanation confirmed.",
    'Which player usually throws the ball in at a lineout?':
      'Checked (World Rugby Laws, Law 18; position guides): the hooker normally throws in, and the throw must be straight; key right, wrong options wrong, explanation confirmed.',
    'Which position usually wears the number 9 shirt in rugby union?':
      'Checked (World Rugby numbering convention): 9 is the scrum-half; key right, wrong options wrong, explanation confirmed.',
    'What colour card sends a rugby union player off for the rest of the match?':
      'Checked (World Rugby Laws, Law 9): a red card is a sending-off; yellow is temporary suspension; key right, wrong options wrong, explanation confirmed.',
    'Where does a rugby union player shown a yellow card spend the next ten minutes?':
      'Checked (World Rugby Laws, Law 9): a yellow-carded player goes to the sin bin for 10 minutes; key right, wrong options wrong, explanation confirmed.',
    'How long does a rugby union match last, not counting stoppages?':
      'Checked (World Rugby Laws, Law 5): two halves of 40 minutes, 80 in all; key right, wrong options wrong, explanation confirmed.',
    'How many players from each team make up a full scrum in rugby union?':
      'Checked (World Rugby Laws, Law 19): eight players per side: three front row, two locks, three back row; key right, wrong options wrong, explanation confirmed.',
    'Which position usually wears the number 10 shirt in rugby union?':
      'Checked (World Rugby numbering convention): 10 is the fly-half; key right, wrong options wrong, explanation confirmed.',
    'Which position usually wears the number 15 shirt in rugby union?':
      'Checked (World Rugby numbering convention): 15 is the full-back; key right, wrong options wrong, explanation confirmed.',
    'Which position usually wears the number 1 shirt in rugby union?':
      'Checked (World Rugby numbering convention): 1 is the loosehead prop, 3 the tighthead; key right, wrong options wrong, explanation confirmed.',
    'Which players make up the tight five in a rugby union pack?':
      "Checked (Britannica 'rugby'; standard usage): the tight five are the two props, the hooker and the two locks; key right, wrong options wrong, explanation confirmed.",
    'What is it called when the ball is on the ground and players from both sides are bound over it, contesting it with their feet?':
      'Checked (World Rugby Laws, Law 15): a ruck: ball on the ground, players bound over it, no handling; key right, wrong options wrong, explanation confirmed.',
    'What is it called when the ball carrier is held on his feet by an opponent and team-mates bind on to drive him forwards?':
      'Checked (World Rugby Laws, Law 16): a maul: ball carrier held on his feet by an opponent with a team-mate bound on; key right, wrong options wrong, explanation confirmed.',
    'How many points is a drop goal worth in rugby union?':
      'Checked (World Rugby Laws, Law 8): a dropped goal scores 3; the ball is kicked on the half-volley after touching the ground; key right, wrong options wrong, explanation confirmed.',
    'How many points does a penalty try earn in rugby union?':
      'Checked (World Rugby Laws, Law 8 (2017 change)): a penalty try is worth 7 with no conversion attempted; key right, wrong options wrong, explanation confirmed.',
    'From where is a conversion kick taken in rugby union?':
      'Checked (World Rugby Laws, Law 8): the kick is taken on a line through the place the try was scored; key right, wrong options wrong, explanation confirmed.',
    'What must a tackled player do straight away in rugby union?':
      'Checked (World Rugby Laws, Law 14): the tackled player must immediately release, pass or place the ball; holding on is penalised; key right, wrong options wrong, explanation confirmed.',
    'What does TMO stand for in rugby union?':
      'Checked (World Rugby Laws, definitions): Television Match Official, who reviews tries and foul play; key right, wrong options wrong, explanation confirmed.',
    'What is a low kick that bounces and rolls along the ground called?':
      "Checked (Britannica 'rugby'; standard usage): a grubber kick; key right, wrong options wrong, explanation confirmed.",
    "What does a player shout when making a clean catch from an opponent's kick inside his own 22, to win a free kick?":
      "Checked (World Rugby Laws, Law 17): a mark is claimed by calling 'Mark' on a clean catch with a foot on or behind the 22; key right, wrong options wrong, explanation confirmed.",
    'How many tries earn a team a bonus point in the Six Nations?':
      'Checked (Six Nations rules (since 2017)): four tries earn a try bonus point; losing by seven or fewer earns a losing bonus point; key right, wrong options wrong, explanation confirmed.',
    'In which year did a try in rugby union become worth five points?':
      'Checked (World Rugby history; Britannica): the try went from 4 to 5 points in 1992, having been worth 4 since 1971; key right, wrong options wrong, explanation confirmed.',
    'What is the maximum length of the field of play, between the try lines, in rugby union?':
      'Checked (World Rugby Laws, Law 1): field of play no longer than 100 m; in-goal 6 to 22 m deep; key right, wrong options wrong, explanation confirmed.',
    'How far must a kick-off travel in rugby union?':
      "Checked (World Rugby Laws, Law 12): the kick-off must reach the opponents' 10-metre line; receivers choose the restart if it does not; key right, wrong options wrong, explanation confirmed.",
    "Under the 50:22 law, introduced in 2021, what does a team win by kicking from its own half so that the ball bounces into touch inside the opponents' 22?":
      "Checked (World Rugby law trial 2021): a 50:22 kick gives the kicking team the throw-in at the lineout; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which high, hanging kick, which lets the chasers compete for the ball, is named after a Limerick club?':
      "Checked (Britannica; standard usage): the Garryowen, also called the up and under, is named after Garryowen FC of Limerick; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which city is World Rugby based?':
      "Checked (World Rugby website): World Rugby's headquarters are in Dublin, where the IRB was already based; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: the Irish Rugby Football Union also has its headquarters in Dublin.",
    'Which English club was at the centre of the 2009 Bloodgate scandal, when a player faked an injury with a capsule?':
      "Checked (BBC reporting 2009; ERC disciplinary findings): Harlequins' Tom Williams bit a fake-blood capsule against Leinster so Nick Evans could return; key right, wrong options wrong, explanation confirmed.",
    'Which forwards bind on either side of the hooker in the front row of a scrum?':
      'Checked (World Rugby Laws, Law 19): the props, loosehead and tighthead, bind either side of the hooker; key right, wrong options wrong, explanation confirmed.',
    'Which way must a pass travel in rugby union?':
      'Checked (World Rugby Laws, Law 11 (forward pass)): a pass must not go forward; level or backwards is legal; key right, wrong options wrong, explanation confirmed.',
    "What is it called when a player grounds the ball in the opponents' in-goal area?":
      "Checked (World Rugby Laws, Law 8 and 21): a try is scored by grounding in the opponents' in-goal; grounding by hand, arm or front of the body confirmed; key right, wrong options wrong, explanation confirmed. Note: 'try' appears in many other question texts, acceptable at easy level.",
    'What is a kick called when the ball is dropped from the hands and kicked before it reaches the ground?':
      'Checked (World Rugby Laws, definitions): a punt is kicked before the ball touches the ground; a drop kick touches first; key right, wrong options wrong, explanation confirmed.',
    'Who kicked the drop goal that won the 2003 Rugby World Cup final in extra time?':
      "Checked (Rugby World Cup records; BBC match report): Jonny Wilkinson's right-footed drop goal with under 30 seconds of extra time left; key right, wrong options wrong, explanation confirmed.",
    'What is the Rugby World Cup trophy called?':
      'Checked (World Rugby): the Webb Ellis Cup, after William Webb Ellis of the Rugby School legend; key right, wrong options wrong, explanation confirmed.',
    'Which country hosted the 2019 Rugby World Cup, the first held in Asia?':
      'Checked (Rugby World Cup records): Japan hosted 2019 and reached its first quarter-final; key right, wrong options wrong, explanation confirmed.',
    'Which country hosted the 2023 Rugby World Cup?':
      'Checked (Rugby World Cup records): France hosted 2023 and lost its quarter-final 29-28 to South Africa; key right, wrong options wrong, explanation confirmed.',
    "How often is the men's Rugby World Cup held?":
      'Checked (World Rugby): every four years, in the year after the FIFA World Cup; key right, wrong options wrong, explanation confirmed.',
    'Which actor played Nelson Mandela in Invictus, the 2009 film about the 1995 Rugby World Cup?':
      'Checked (IMDb): Morgan Freeman played Mandela; Clint Eastwood directed (2009); key right, wrong options wrong, explanation confirmed.',
    'Which country hosted the 2003 Rugby World Cup?':
      'Checked (Rugby World Cup records): Australia hosted after New Zealand lost its co-hosting share in a dispute over stadium advertising; key right, wrong options wrong, explanation confirmed.',
    'Which country co-hosted the first Rugby World Cup with New Zealand in 1987?':
      'Checked (Rugby World Cup records): Australia co-hosted 1987; semi-finals in Sydney (Concord Oval) and Brisbane (Ballymore); key right, wrong options wrong, explanation confirmed.',
    "Which team beat South Africa in the 2015 Rugby World Cup's Brighton Miracle?":
      "Checked (Rugby World Cup records; BBC): Japan beat South Africa 34-32 in Brighton, Karne Hesketh's last-minute try; key right, wrong options wrong, explanation confirmed.",
    'Which South African captain received the 1995 World Cup from Nelson Mandela?':
      "Checked (Rugby World Cup records; Britannica 'Mandela'): François Pienaar; Mandela wore the number 6 Springbok jersey; key right, wrong options wrong, explanation confirmed.",
    'Which team did England beat in the 2019 Rugby World Cup semi-final?':
      "Checked (Rugby World Cup records): England beat New Zealand 19-7; the V formation facing the haka confirmed; key right, wrong options wrong, explanation confirmed. Note: the explanation names the haka; the haka question is rejected below, which resolves it. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: England faced the haka in a V formation and won 19–7 in Yokohama.",
    "How many teams take part in the 2027 men's Rugby World Cup?":
      'Checked (World Rugby announcement 2022): 24 teams in 2027, up from 20; key right, wrong options wrong, explanation confirmed.',
    "Which country is the host of the 2027 men's Rugby World Cup?":
      'Checked (World Rugby announcement 2022): Australia hosts 2027, the United States 2031; key right, wrong options wrong, explanation confirmed.',
    "Which country won the 2025 Women's Rugby World Cup on home soil?":
      'Checked (World Rugby; BBC match report 27 Sept 2025): England beat Canada 33-13 in the final at Twickenham; key right, wrong options wrong, explanation confirmed.',
    'Whose extra-time drop goal won the 1995 Rugby World Cup final?':
      'Checked (Rugby World Cup records): Joel Stransky; the final ended 15-12 with no tries; key right, wrong options wrong, explanation confirmed.',
    'In which Johannesburg stadium was the 1995 Rugby World Cup final played?':
      'Checked (Rugby World Cup records): Ellis Park, now sponsored as Emirates Airline Park; key right, wrong options wrong, explanation confirmed.',
    'Which nation lost the Rugby World Cup finals of 1987, 1999 and 2011?':
      'Checked (Rugby World Cup records): France lost those three finals and were semi-finalists in 1995, 2003 and 2007; key right, wrong options wrong, explanation confirmed.',
    'Which Wales captain was sent off early in the 2011 Rugby World Cup semi-final?':
      'Checked (Rugby World Cup records): Sam Warburton was sent off in the 18th minute; Wales lost 9-8 to France; key right, wrong options wrong, explanation confirmed.',
    'Which country finished third at the 2007 Rugby World Cup, beating the hosts twice?':
      "Checked (Rugby World Cup records): Argentina beat France in the opening match and in the bronze final; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Fiji' → 'New Zealand'. Rechecked by len-c: New Zealand lost their quarter-final to France; Argentina beat France twice.",
    'Which team knocked Wales out of the 2007 Rugby World Cup with a 38–34 pool win?':
      'Checked (Rugby World Cup records): Fiji won 38-34 in Nantes and met South Africa in the quarter-final; key right, wrong options wrong, explanation confirmed.',
    "Which country won the first Women's Rugby World Cup, in 1991?":
      'Checked (World Rugby records): the United States beat England in the final in Cardiff; key right, wrong options wrong, explanation confirmed.',
    'Who was head coach when South Africa won the 2019 Rugby World Cup?':
      'Checked (Rugby World Cup records): Rassie Erasmus was head coach in 2019 and director of rugby in 2023; key right, wrong options wrong, explanation confirmed.',
    'Who coached New Zealand to the 2011 Rugby World Cup title?':
      'Checked (Rugby World Cup records): Graham Henry, previously Wales coach 1998-2002; key right, wrong options wrong, explanation confirmed.',
    'Who captained New Zealand to victory in the first Rugby World Cup, in 1987?':
      'Checked (Rugby World Cup records): David Kirk, scrum-half, later a Rhodes Scholar; key right, wrong options wrong, explanation confirmed.',
    'Which French full-back scored the last-minute try that beat Australia in the 1987 Rugby World Cup semi-final?':
      "Checked (Rugby World Cup records): Serge Blanco's try won the Sydney semi-final 30-24; key right, wrong options wrong, explanation confirmed.",
    'Which country joined the Five Nations in 2000 to make it the Six Nations?':
      'Checked (Six Nations records): Italy joined in 2000 and beat Scotland in their first match in Rome; key right, wrong options wrong, explanation confirmed.',
    'What is it called when a team wins all five of its Six Nations matches?':
      "Checked (Six Nations; Oxford English Dictionary): a Grand Slam; the term comes from bridge; key right, wrong options wrong, explanation confirmed. Note: 'Grand Slam' appears in other question texts, acceptable at easy level.",
    'What do people call the imaginary prize for the team that finishes bottom of the Six Nations?':
      "Checked (Brewer's Dictionary of Phrase and Fable): the wooden spoon, from the Cambridge Mathematical Tripos prank; key right, wrong options wrong, explanation confirmed.",
    'Which trophy do England and Scotland play for each year?':
      "Checked (Britannica 'Calcutta Cup'): the Calcutta Cup, made from the melted rupees of the Calcutta Football Club; key right, wrong options wrong, explanation confirmed.",
    "Which flower is the emblem on England's rugby shirts?":
      "Checked (RFU): the red rose; the women's team are the Red Roses; key right, wrong options wrong, explanation confirmed.",
    "Which stadium is the home of Scotland's national rugby union team?":
      'Checked (Scottish Rugby): Murrayfield in Edinburgh, capacity about 67,000; key right, wrong options wrong, explanation confirmed.',
    "Which stadium is the home of England's national rugby union team?":
      'Checked (RFU): Twickenham, branded Allianz Stadium since 2024; key right, wrong options wrong, explanation confirmed.',
    'Which Six Nations honour goes to a home nation that beats the other three?':
      'Checked (Six Nations): the Triple Crown, open only to England, Ireland, Scotland and Wales; key right, wrong options wrong, explanation confirmed.',
    "Which song is sung before Scotland's home matches?":
      'Checked (Britannica; Scottish Rugby): Flower of Scotland, written by Roy Williamson of the Corries in the 1960s; key right, wrong options wrong, explanation confirmed.',
    'Which song, written in 1995, is sung by the Ireland team that unites players from both sides of the border?':
      "Checked (IRFU): Ireland's Call, written by Phil Coulter in 1995; key right, wrong options wrong, explanation confirmed.",
    'What is the Welsh national anthem, sung before every Wales home match?':
      "Checked (Britannica 'Hen Wlad Fy Nhadau'): Hen Wlad Fy Nhadau, 'Land of My Fathers'; key right, wrong options wrong, explanation confirmed.",
    'Which emblem appears on the badge of the Welsh rugby team?':
      "Checked (WRU): the Prince of Wales's three feathers; key right, wrong options wrong, explanation confirmed.",
    "Which bird is the emblem on France's rugby shirts?":
      "Checked (FFR; Britannica 'Gallic rooster'): the cockerel; gallus meant both rooster and Gaul; key right, wrong options wrong, explanation confirmed.",
    "What was Cardiff's Principality Stadium called when it opened in 1999?":
      "Checked (WRU; Britannica): it opened in 1999 as the Millennium Stadium for that year's World Cup; key right, wrong options wrong, explanation confirmed.",
    "On the site of which old ground does Dublin's Aviva Stadium stand?":
      'Checked (IRFU; Britannica): built on the Lansdowne Road site; Ireland played at Croke Park meanwhile; key right, wrong options wrong, explanation confirmed.',
    'Which team won the Grand Slam in the 2023 Six Nations?':
      "Checked (Six Nations records): Ireland won the 2023 Grand Slam, beating England in Dublin on 18 March; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: Ireland beat England in Dublin on 18 March 2023 to complete it.",
    'Which team won the 2025 Six Nations?':
      'Checked (Six Nations records): France won 2025, beating Scotland in Paris on the final day; key right, wrong options wrong, explanation confirmed.',
    'Which club competition replaced the Heineken Cup in 2014?':
      'Checked (EPCR): the European Rugby Champions Cup replaced it from 2014-15; key right, wrong options wrong, explanation confirmed.',
    "Which club had won Europe's top rugby union club competition most often, as of 2025?":
      'Checked (EPCR records): Toulouse, six titles, the sixth in 2024 in extra time at Tottenham; key right, wrong options wrong, explanation confirmed.',
    'What is the top professional league in French rugby union called?':
      'Checked (LNR): the Top 14; final usually at the Stade de France in June; key right, wrong options wrong, explanation confirmed.',
    'Which English club was relegated in 2020 for breaking the salary cap?':
      'Checked (Premiership Rugby; BBC): Saracens were relegated for 2020-21 and promoted back in 2021; key right, wrong options wrong, explanation confirmed.',
    'Which league do Irish, Welsh, Scottish, Italian and South African teams play in, as of 2025?':
      'Checked (URC): the United Rugby Championship; South African sides joined in 2021; key right, wrong options wrong, explanation confirmed.',
    'In which year was the first Home Nations Championship, forerunner of the Six Nations, played?':
      'Checked (Six Nations history; Britannica): first played in 1883; France joined in 1910; key right, wrong options wrong, explanation confirmed.',
    'Which team was thrown out of the Five Nations in 1931 over professionalism and violence?':
      'Checked (Britannica; Six Nations history): France were expelled in 1931 and returned in 1947; key right, wrong options wrong, explanation confirmed.',
    'Which two teams play for the Centenary Quaich?':
      "Checked (Six Nations): Scotland and Ireland play for it; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Ireland and Wales' → 'England and Australia'. Rechecked by len-c: England and Australia play for the Cook Cup.",
    'Which two teams play for the Millennium Trophy, shaped like a horned helmet?':
      "Checked (Six Nations): England and Ireland, first contested 1988 for Dublin's millennium; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: it was first contested in 1988, the year of Dublin's millennium.",
    'Which two teams play for the Giuseppe Garibaldi Trophy?':
      "Checked (Six Nations): France and Italy, from 2007, the bicentenary of Garibaldi's birth; key right, wrong options wrong, explanation confirmed.",
    'How many Six Nations Grand Slams did Wales win under Warren Gatland between 2008 and 2019?':
      'Checked (Six Nations records): three, in 2008, 2012 and 2019; key right, wrong options wrong, explanation confirmed.',
    'Which team won a Grand Slam decider against England in 1990, both sides unbeaten?':
      "Checked (Six Nations records; BBC): Scotland won 13-7; David Sole's slow walk-out confirmed; key right, wrong options wrong, explanation confirmed.",
    "Whose late drop goal won Ireland's 2009 Grand Slam in Cardiff?":
      "Checked (Six Nations records): Ronan O'Gara's late drop goal; Ireland's first Grand Slam since 1948; key right, wrong options wrong, explanation confirmed.",
    'Which French club won three European Cups in a row, from 2013 to 2015?':
      'Checked (EPCR records): Toulon won 2013, 2014 and 2015, with Jonny Wilkinson at fly-half in the first two; key right, wrong options wrong, explanation confirmed.',
    'Which English club won the Heineken Cup in both 2001 and 2002?':
      'Checked (EPCR records): Leicester Tigers, who play at Welford Road; key right, wrong options wrong, explanation confirmed.',
    'Which Irish province won the 2006 Heineken Cup final, beating Biarritz?':
      'Checked (EPCR records): Munster beat Biarritz in 2006 and won again in 2008; key right, wrong options wrong, explanation confirmed.',
    "Which stadium in Rome has hosted Italy's home Six Nations matches since 2012?":
      'Checked (FIR; Six Nations): Italy have played at the Olimpico since 2012, the Flaminio until 2011; key right, wrong options wrong, explanation confirmed.',
    "What is New Zealand's men's rugby union team known as?":
      'Checked (NZ Rugby): the All Blacks; the silver fern emblem; key right, wrong options wrong, explanation confirmed.',
    "What is South Africa's national rugby union team known as?":
      'Checked (SA Rugby): the Springboks, after the antelope; key right, wrong options wrong, explanation confirmed.',
    "What is Australia's national rugby union team known as?":
      'Checked (Rugby Australia): the Wallabies, name first used on the 1908-09 tour of Britain; key right, wrong options wrong, explanation confirmed.',
    'Which touring side is picked from England, Ireland, Scotland and Wales?':
      'Checked (British and Irish Lions): the British and Irish Lions, touring Australia, New Zealand and South Africa in rotation; key right, wrong options wrong, explanation confirmed.',
    'Which annual competition brings together New Zealand, Australia, South Africa and Argentina?':
      'Checked (SANZAAR): The Rugby Championship, renamed from the Tri Nations when Argentina joined in 2012; key right, wrong options wrong, explanation confirmed.',
    "What is Argentina's national rugby union team known as?":
      'Checked (UAR; Britannica): Los Pumas; the emblem is a jaguar misnamed by a journalist in 1965; key right, wrong options wrong, explanation confirmed.',
    "What is Japan's national rugby union team known as?":
      'Checked (JRFU): the Brave Blossoms; cherry blossom emblem; key right, wrong options wrong, explanation confirmed.',
    'Which trophy do New Zealand and Australia contest?':
      'Checked (NZ Rugby; Rugby Australia): the Bledisloe Cup, given by Lord Bledisloe, governor-general in the 1930s; key right, wrong options wrong, explanation confirmed.',
    'Which Super Rugby franchise had won the title most often, as of 2025?':
      'Checked (Super Rugby records): the Crusaders, whose first three titles came 1998-2000; key right, wrong options wrong, explanation confirmed.',
    'Which South African franchise is based in Durban?':
      'Checked (SA Rugby): the Sharks, at Kings Park; key right, wrong options wrong, explanation confirmed.',
    'What do New Zealanders call the fly-half position?':
      'Checked (NZ Rugby usage): first five-eighth; inside centre is second five-eighth; key right, wrong options wrong, explanation confirmed.',
    'At which Auckland ground were the Rugby World Cup finals of 1987 and 2011 played?':
      "Checked (Rugby World Cup records): Eden Park, also Auckland's main cricket ground; key right, wrong options wrong, explanation confirmed.",
    'How often do the British and Irish Lions tour?':
      'Checked (British and Irish Lions): every four years, each host every twelve; key right, wrong options wrong, explanation confirmed.',
    'Which country did the British and Irish Lions beat in their 2025 Test series?':
      'Checked (British and Irish Lions; BBC): they beat Australia 2-1; key right, wrong options wrong, explanation confirmed.',
    'Who captained the British and Irish Lions on their 2025 tour?':
      'Checked (British and Irish Lions): Maro Itoje, the first black Lions captain; key right, wrong options wrong, explanation confirmed.',
    'Which invitational club, which has no ground, plays in black-and-white hooped shirts?':
      'Checked (Barbarian FC): the Barbarians, who have no ground and wear club socks; key right, wrong options wrong, explanation confirmed.',
    "Which country's team performs the siva tau before matches?":
      "Checked (Manu Samoa): Samoa's siva tau; Tonga's sipi tau and Fiji's cibi confirmed; key right, wrong options wrong, explanation confirmed.",
    'What is the top league in English rugby union called?':
      'Checked (Premiership Rugby): the Premiership, decided by a play-off final; key right, wrong options wrong, explanation confirmed.',
    'Which haka, first performed in 2005, did the All Blacks add to their traditional one?':
      'Checked (NZ Rugby): first performed in 2005 against South Africa in Dunedin; key right, wrong options wrong, explanation confirmed.',
    'Which trophy do New Zealand and South Africa contest?':
      'Checked (SANZAAR): the Freedom Cup, first played for in 2004; key right, wrong options wrong, explanation confirmed.',
    'In which year did South Africa return to Test rugby after the isolation of the apartheid era?':
      'Checked (SA Rugby history; Britannica): 1992, against New Zealand at Ellis Park; key right, wrong options wrong, explanation confirmed.',
    'In which year did a Springbok tour of New Zealand bring mass protests and flour bombs dropped on a Test?':
      "Checked (Te Ara Encyclopedia of New Zealand, '1981 Springbok tour'): 1981; flour bombs dropped on the third Test in Auckland; key right, wrong options wrong, explanation confirmed.",
    "What is the nickname of Georgia's national rugby union team?":
      'Checked (Georgian Rugby Union): the Lelos, after the game lelo burti; key right, wrong options wrong, explanation confirmed.',
    "Which country's rugby union team is nicknamed Los Teros?":
      'Checked (Unión de Rugby del Uruguay): Uruguay, after the tero lapwing; key right, wrong options wrong, explanation confirmed.',
    'Which Lions team is the only one to win a Test series in New Zealand?':
      'Checked (British and Irish Lions records): the 1971 Lions, captain John Dawes, coach Carwyn James; key right, wrong options wrong, explanation confirmed.',
    'Which Lions side went unbeaten through South Africa, famous for its 99 call to fight as one?':
      'Checked (British and Irish Lions records): the 1974 Lions under Willie John McBride went unbeaten in South Africa; key right, wrong options wrong, explanation confirmed.',
    'Which Irish centre captained the 2005 Lions and was injured in the first minute of the first Test?':
      "Checked (British and Irish Lions; BBC): Brian O'Driscoll, spear-tackled by Umaga and Mealamu; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Ronan O'Gara' → 'Donncha O'Callaghan'. Rechecked by len-c: Donncha O'Callaghan was a lock, not the captain.",
    'Which Scotland full-back captained the 1993 Lions to New Zealand?':
      "Checked (British and Irish Lions): Gavin Hastings; brother Scott also toured; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which giant New Zealand wing became rugby's first global star at the 1995 Rugby World Cup?":
      'Checked (Rugby World Cup records): Jonah Lomu scored four tries against England in the semi-final; key right, wrong options wrong, explanation confirmed.',
    'Who captained New Zealand to Rugby World Cup wins in 2011 and 2015?':
      'Checked (NZ Rugby records): Richie McCaw, 148 Tests, 110 as captain; key right, wrong options wrong, explanation confirmed.',
    'Which England captain lifted the Rugby World Cup in 2003?':
      'Checked (RFU records): Martin Johnson, later England manager at the 2011 World Cup; key right, wrong options wrong, explanation confirmed.',
    "Which Springbok became his country's first black Test captain, in 2018?":
      'Checked (SA Rugby): Siya Kolisi, from Zwide township near Port Elizabeth; key right, wrong options wrong, explanation confirmed.',
    'Which New Zealand fly-half retired in 2015 with a world record 1,598 Test points?':
      'Checked (NZ Rugby; ESPN Scrum records): Dan Carter, world player of the year 2005, 2012 and 2015; key right, wrong options wrong, explanation confirmed.',
    'Which Welsh scrum-half scored the famous Barbarians try against New Zealand in 1973?':
      "Checked (BBC; Barbarian FC): Gareth Edwards finished the move, with Cliff Morgan's commentary; key right, wrong options wrong, explanation confirmed.",
    "Who was England's head coach when they won the 2003 Rugby World Cup?":
      'Checked (RFU): Clive Woodward, knighted in 2004; key right, wrong options wrong, explanation confirmed.',
    'Which Australian wing of the 1991 World Cup was famous for his goose step?':
      'Checked (Rugby Australia; ESPN Scrum): David Campese, once the Test try record holder; key right, wrong options wrong, explanation confirmed.',
    'Which Irish fly-half was World Rugby Player of the Year in 2018?':
      "Checked (World Rugby awards): Johnny Sexton, who retired in 2023 as Ireland's record points scorer; key right, wrong options wrong, explanation confirmed.",
    'Which French scrum-half led France to Olympic rugby sevens gold at Paris 2024?':
      'Checked (Olympics.com; World Rugby awards): Antoine Dupont, World Rugby Player of the Year 2021; key right, wrong options wrong, explanation confirmed.',
    'Which South African wing raced a cheetah for a charity event in 2007?':
      'Checked (BBC 2007; World Rugby awards): Bryan Habana, IRB Player of the Year 2007; key right, wrong options wrong, explanation confirmed.',
    "Which lock, nicknamed Nobody because nobody's perfect, captained Australia to the 1999 Rugby World Cup?":
      'Checked (Rugby Australia): John Eales, goal-kicking lock and 1999 World Cup-winning captain; key right, wrong options wrong, explanation confirmed.',
    'Which Welsh lock won a record 158 caps for Wales?':
      'Checked (WRU records): Alun Wyn Jones, 158 Wales caps, four Lions tours; key right, wrong options wrong, explanation confirmed.',
    "Which former scrum-half became France's head coach after the 2019 Rugby World Cup?":
      'Checked (FFR): Fabien Galthié, who played in four World Cups; key right, wrong options wrong, explanation confirmed.',
    'Who became head coach of Ireland in 2019?':
      'Checked (IRFU): Andy Farrell, father of Owen Farrell; key right, wrong options wrong, explanation confirmed.',
    'Which Australian coached Japan at the 2015 Rugby World Cup and England at the 2019 one?':
      "Checked (Rugby World Cup records): Eddie Jones, Australia's coach in the 2003 final; key right, wrong options wrong, explanation confirmed.",
    'Which England scrum-half passed the ball for the winning drop goal in the 2003 World Cup final?':
      'Checked (Rugby World Cup records; BBC): Matt Dawson passed to Wilkinson after his own break; key right, wrong options wrong, explanation confirmed.',
    'Which England wing, also an RAF pilot, scored a national record 49 Test tries?':
      "Checked (RFU records): Rory Underwood, 49 England tries; brother Tony also an England wing; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Ben Cohen' → 'Adedayo Adebayo'. Rechecked by len-c: Adedayo Adebayo was a 1990s wing with few caps, far short of 49 tries.",
    "Which Welsh wing holds his country's record of 58 Test tries?":
      "Checked (WRU records): Shane Williams, 58 Wales tries, 2008 world player of the year; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which All Black won World Rugby Player of the Year in both 2016 and 2017?':
      'Checked (World Rugby awards): Beauden Barrett; brothers Scott and Jordie are All Blacks; key right, wrong options wrong, explanation confirmed.',
    'Which Springbok flanker was World Rugby Player of the Year in 2019?':
      'Checked (World Rugby awards): Pieter-Steph du Toit, also a 2023 World Cup winner; key right, wrong options wrong, explanation confirmed.',
    'Which Welsh fly-half was nicknamed The King after the 1971 Lions tour?':
      'Checked (WRU; British and Irish Lions): Barry John, retired in 1972 aged 27; key right, wrong options wrong, explanation confirmed.',
    'Which Welsh full-back of the 1970s, famous for his sideburns, became an orthopaedic surgeon?':
      'Checked (WRU; Britannica): J. P. R. Williams, never on a losing Wales side against England in a Test; key right, wrong options wrong, explanation confirmed.',
    'Who captained Australia to the 1991 Rugby World Cup?':
      "Checked (Rugby World Cup records): Nick Farr-Jones, scrum-half and lawyer; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Tim Horan' → 'Willie Ofahengaue'. Rechecked by len-c: Willie Ofahengaue was a flanker in the side, not captain.",
    'Which England prop was the first man to win 100 caps for England?':
      'Checked (RFU records): Jason Leonard, replacement in the 2003 final; key right, wrong options wrong, explanation confirmed.',
    'What is a player awarded for each Test appearance for his or her country?':
      "Checked (Britannica 'cap'): a cap; velvet caps were once given; key right, wrong options wrong, explanation confirmed.",
    'According to legend, in which year did a boy at Rugby School first pick up the ball and run with it?':
      "Checked (Britannica 'William Webb Ellis'): the legend dates the act to 1823; first told by Bloxam in 1876, four years after Webb Ellis's death; key right, wrong options wrong, explanation confirmed.",
    'Which two countries played the first rugby international, in 1871?':
      'Checked (Britannica; Scottish Rugby): Scotland beat England at Raeburn Place, Edinburgh; key right, wrong options wrong, explanation confirmed.',
    'In which year did rugby union become openly professional?':
      "Checked (World Rugby history; Britannica): the IRB declared the game open on 26 August 1995; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: the IRB declared the game open on 26 August 1995, two months after the World Cup final.",
    "Which country won the first Olympic men's rugby sevens gold, in 2016?":
      "Checked (Olympics.com): Fiji, the country's first Olympic medal; key right, wrong options wrong, explanation confirmed.",
    'Which country won the last Olympic gold in fifteen-a-side rugby, at Paris in 1924?':
      'Checked (Olympics.com): the United States won in Paris 1924; key right, wrong options wrong, explanation confirmed.',
    "Which country won the first Olympic women's rugby sevens gold, in 2016?":
      'Checked (Olympics.com): Australia beat New Zealand in the Rio final; key right, wrong options wrong, explanation confirmed.',
    'Which company, founded in the town of Rugby, made the first rugby balls for the school?':
      'Checked (Gilbert Rugby company history): William Gilbert of Rugby supplied balls to the school from the 1820s; key right, wrong options wrong, explanation confirmed.',
    "In which year did Wales beat the touring Originals, New Zealand's only defeat of their tour?":
      "Checked (Britannica; WRU): Wales won 3-0 in Cardiff in 1905; Bob Deans' disputed try confirmed; key right, wrong options wrong, explanation confirmed.",
    'How many players does each team have on the field in rugby league?':
      "Checked (RFL laws; Britannica 'rugby league'): 13 a side since 1906, when the two wing-forwards were dropped; key right, wrong options wrong, explanation confirmed.",
    'In rugby league, how many tackles does a team have before it must hand the ball over?':
      'Checked (RFL laws): six tackles; four-tackle rule from 1966, six from 1972; key right, wrong options wrong, explanation confirmed.',
    "Which two Australian states contest rugby league's State of Origin series?":
      'Checked (NRL; Britannica): Queensland and New South Wales; first origin match 1980; key right, wrong options wrong, explanation confirmed.',
    'How many points is a try worth in rugby league?':
      'Checked (RFL laws): a try is worth 4, a conversion 2; key right, wrong options wrong, explanation confirmed.',
    'What is the top professional rugby league competition in Europe called?':
      'Checked (Super League): Super League, founded 1996 as a summer competition; key right, wrong options wrong, explanation confirmed.',
    'In which rugby league competition do the Melbourne Storm and Brisbane Broncos play?':
      'Checked (NRL): both play in the NRL, whose Grand Final is in Sydney; key right, wrong options wrong, explanation confirmed.',
    "What is Australia's national rugby league team known as?":
      'Checked (NRL; Britannica): the Kangaroos; key right, wrong options wrong, explanation confirmed.',
    'In rugby league, how does a tackled player bring the ball back into play?':
      'Checked (RFL laws): the play-the-ball, rolling the ball back with the foot; key right, wrong options wrong, explanation confirmed.',
    'In the NRL, what is the first score in extra time that wins a drawn match called?':
      'Checked (NRL rules): golden point extra time; drawn regular-season matches stand if no one scores; key right, wrong options wrong, explanation confirmed.',
    'What dispute caused northern clubs to break away from rugby union in 1895?':
      "Checked (Britannica 'rugby league'): broken-time payments to compensate working players; key right, wrong options wrong, explanation confirmed.",
    'Which rugby league club is based in Perpignan and plays in Super League?':
      "Checked (RFL records; BBC 2018): Catalans Dragons, first club outside England to win the Challenge Cup (2018); key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: Catalans Dragons won the Challenge Cup in 2018, the first winners from outside England.",
    "What is New Zealand's national rugby league team known as?":
      'Checked (NZRL; RLWC records): the Kiwis, 2008 World Cup winners in Brisbane; key right, wrong options wrong, explanation confirmed.',
    "In which town's George Hotel did clubs meet in 1895 to form the breakaway body that became rugby league?":
      "Checked (Britannica 'rugby league'; RFL): Huddersfield, 1895, the Northern Rugby Football Union; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Leeds' → 'Kingston upon Hull'. Rechecked by len-c: the George Hotel meeting was in Huddersfield.",
    'Which Queensland rugby league star of the 1980s was nicknamed the King?':
      'Checked (NRL; Queensland Rugby League): Wally Lewis; statue outside Suncorp Stadium; key right, wrong options wrong, explanation confirmed.',
    "Which Wigan rugby league star switched codes and scored England's try in the 2003 World Cup final?":
      "Checked (RFU; Rugby World Cup records): Jason Robinson, later England's first black captain; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-d): 'Henry Paul' → 'Lesley Vainikolo'. Rechecked by len-c: Lesley Vainikolo switched codes only in 2007 and played for Bradford in league.",
    'In which year did France host the first Rugby League World Cup?':
      'Checked (RLWC records): France 1954; Great Britain beat France in the Paris final; key right, wrong options wrong, explanation confirmed.',
    "Which country's rugby league team is nicknamed the Kumuls?":
      'Checked (PNGRFL): Papua New Guinea, where league is the national sport; key right, wrong options wrong, explanation confirmed.',
    'Which club won all four trophies it played for in 2024, including the Challenge Cup and Super League Grand Final?':
      "Checked (RFL records; BBC): Wigan Warriors won the World Club Challenge, Challenge Cup, League Leaders' Shield and Grand Final; key right, wrong options wrong, explanation confirmed.",
  },
};
