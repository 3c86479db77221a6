import type { BankReview } from './review.js';

/** bank-h8's check of bank-h7's vikings bank (ADR 0195); registered in index.ts once both are merged. */
export const vikingsReview: BankReview = {
  bank: 'vikings',
  writer: 'bank-h7',
  reviewer: 'bank-h8',
  checks: {
    'From which modern countries did most Vikings come?':
      "Checked (Britannica, 'Viking'): the Vikings came from the lands that are now Norway, Sweden and Denmark; explanation confirmed.",
    'Which places in Britain and Ireland were the favourite targets of the first Viking raiders?':
      "Checked (Britannica, 'Viking'; Anglo-Saxon Chronicle 793): the first raids hit coastal monasteries such as Lindisfarne and Iona, rich and undefended; explanation confirmed.",
    'What did most people in Viking-age Scandinavia do for a living?':
      "Checked (Britannica, 'Viking'): most Scandinavians were farmers; raiding was a seasonal summer venture; explanation confirmed.",
    'What name did Anglo-Saxon writers usually give all Viking raiders, wherever they came from?':
      "Checked (Anglo-Saxon Chronicle; Britannica, 'Dane'): English sources call the raiders Dene (Danes) or heathen men whatever their origin; explanation confirmed.",
    'Which bird appeared on the famous war banners of Viking leaders?':
      "Checked (Anglo-Saxon Chronicle 878; Britannica, 'Raven banner'): the raven banner, linked with Odin, was said to flutter before victory; explanation confirmed.",
    'Roughly which centuries does the Viking Age span?':
      "Checked (Britannica, 'Viking Age'): conventionally from the Lindisfarne raid of 793 to the 1060s (1066), the late 8th to the 11th century; explanation confirmed.",
    "What did the Old Norse expression 'to go viking' mean?":
      "Checked (Cleasby-Vigfusson, Icelandic-English Dictionary, 'víkingr'/'víking'): 'fara í víking' meant to go raiding overseas; explanation confirmed.",
    'In which Anglo-Saxon kingdom was the monastery of Lindisfarne?':
      "Checked (Britannica, 'Lindisfarne'): in the kingdom of Northumbria, founded by St Aidan in 635; explanation confirmed.",
    'What were the Viking warriors said to fight in a wild, trance-like fury called?':
      "Checked (Britannica, 'Berserker'): warriors fighting in a frenzy, the name perhaps 'bear shirt', source of 'berserk'; housecarls, Varangians and Valkyries are other things; explanation confirmed.",
    'What was the tax raised in England to pay Viking armies to go away called?':
      "Checked (Anglo-Saxon Chronicle 1012; Britannica, 'Danegeld'): the tax paid to buy off the Danes; 48,000 pounds were paid in 1012; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which English king, who paid huge sums to the Danes, was nicknamed 'the Unready'?":
      "Checked (Britannica, 'Aethelred the Unready'): his nickname comes from Old English unræd, 'ill-advised'; he paid huge sums of Danegeld; explanation confirmed. Options reworded for length (issue 14, len-d): 'Edgar' → 'Æthelstan'. Rechecked by len-c: Æthelstan (924–939) won Brunanburh; the Unready is Æthelred II.",
    "On which saint's day in 1002 did Æthelred order the killing of Danes living in England?":
      "Checked (Anglo-Saxon Chronicle 1002; Britannica, 'St Brice's Day massacre'): ordered for 13 November 1002; William of Malmesbury later claimed Sweyn's sister Gunnhild died; explanation confirmed.",
    'Which Viking force invaded England in 865?':
      "Checked (Anglo-Saxon Chronicle 865; Britannica, 'Great Army'): the Great Heathen Army landed in East Anglia in 865, a coalition of warbands that stayed for years; explanation confirmed.",
    "Which leader of the Viking army that invaded England in 865 was nicknamed 'the Boneless'?":
      "Checked (Britannica, 'Ivar the Boneless'): a leader of the 865 army, nickname of uncertain meaning; explanation confirmed.",
    'Which East Anglian king was killed by Vikings in 869 and later made a saint?':
      "Checked (Anglo-Saxon Chronicle 869; Britannica, 'St Edmund'): King Edmund of East Anglia was killed in 869, venerated as a saint at Bury St Edmunds; explanation confirmed.",
    'Which king of Wessex defeated the Vikings at Edington in 878?':
      "Checked (Anglo-Saxon Chronicle 878; Britannica, 'Alfred'): Alfred beat Guthrum at Edington in 878, leading to the treaty that divided England; explanation confirmed. (Its key is also given away by the texts of the Guthrum and Athelney questions, rejected below.)",
    'At which battle of 937 did King Athelstan defeat an alliance including the Viking king of Dublin?':
      "Checked (Anglo-Saxon Chronicle 937; Britannica, 'Battle of Brunanburh'): Athelstan defeated Olaf Guthfrithson of Dublin, Constantine II and Owain of Strathclyde; the site is unknown; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which battle of 991 in Essex, lost to Vikings, is the subject of a famous Old English poem?':
      "Checked (Britannica, 'The Battle of Maldon'): the 991 defeat in Essex; the poem praises Byrhtnoth, who let the Vikings cross the causeway; explanation confirmed.",
    'At which battle in 1016 did Cnut defeat Edmund Ironside?':
      "Checked (Anglo-Saxon Chronicle 1016; Britannica, 'Battle of Assandun'): Cnut beat Edmund Ironside in October 1016; they divided England until Edmund died on 30 November; explanation confirmed.",
    'Which city did a great Viking fleet besiege in 885–886, held by Count Odo?':
      "Checked (Abbo of Saint-Germain; Britannica, 'Odo, king of France'): the great siege of Paris in 885–886 was held by Count Odo, elected king of the West Franks in 888; explanation confirmed.",
    'Which Viking is said in the sagas to have died in a pit of snakes in Northumbria?':
      "Checked (Britannica, 'Ragnar Lodbrok'): the saga tradition has him die in King Ælla's snake pit in Northumbria, his sons invading in 865 to avenge him; explanation confirmed.",
    "Which empire's rulers had a guard of Norse warriors called the Varangian Guard?":
      "Checked (Britannica, 'Varangian Guard'): the Byzantine emperors' Norse guard; the Halvdan runic graffito is in Hagia Sophia; explanation confirmed.",
    'Which future king of Norway served in the Varangian Guard before taking his throne?':
      "Checked (Britannica, 'Harald III Sigurdsson'): Harald Hardrada served in the Varangian Guard and returned rich in the mid-1040s before becoming king; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the metal dome at the centre of a Viking shield called?':
      "Checked (Britannica, 'Shield'; National Museum of Denmark, Viking shields): the iron boss covered the hand-grip at the centre of the round wooden shield; explanation confirmed.",
    'Which weapon is most strongly linked with Viking warriors?':
      "Checked (Britannica, 'Viking' (warfare)): the axe is the weapon most associated with Vikings; crossbow, halberd and longbow belong to later medieval armies; Danish axes were used by housecarls at Hastings; explanation confirmed.",
    'What did Viking warriors who could afford it wear for body armour?':
      "Checked (Britannica, 'Mail'; National Museum of Denmark): mail shirts were costly and worn by the wealthy; plate, bronze breastplates and cuirasses are not Viking-age armour; explanation confirmed.",
    'Which feature of Viking helmets is a myth, popularised in the 19th century?':
      "Checked (Britannica, 'Viking' (myths); Doepler's 1876 Ring costumes): horned helmets are a 19th-century invention; nose guards, eye guards and rounded caps are real features; explanation confirmed.",
    'Which is the only near-complete Viking-age helmet found, dug up in Norway in 1943?':
      "Checked (Museum of Cultural History, Oslo, 'Gjermundbu helmet'): found in 1943, the only near-complete Viking-age helmet, with a spectacle guard; the wrong options are Anglo-Saxon helmets; explanation confirmed.",
    'At which battle of 1014 did Brian Boru defeat an alliance including the Vikings of Dublin?':
      "Checked (Annals of Ulster 1014; Britannica, 'Battle of Clontarf'): Brian Boru beat Leinster and the Dublin Norse but was killed in his tent; explanation confirmed.",
    'Which Muslim-ruled city in Spain did Vikings sack in 844?':
      "Checked (Britannica, 'Seville' (history); Ibn al-Qutiyya): Vikings sacked Seville in 844 and were defeated by the emir's forces; captives were hanged from palm trees; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Frisian trading town, in the modern Netherlands, did Vikings raid every year from 834 to 837?':
      "Checked (Annals of St Bertin 834–837; Britannica, 'Dorestad'): raided every year from 834 to 837; it was the Frankish empire's chief port and declined afterwards; explanation confirmed.",
    'What were the defended ship camps the Vikings built in Ireland in the 840s called?':
      "Checked (Britannica, 'Dublin' (history); Annals of Ulster 841): the longphorts were fortified ship camps; several, including Dublin, became towns; explanation confirmed. (See the check of the Dublin question: if that is reworded as proposed, 'including Dublin' here should go too.) Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did Alfred the Great build across Wessex to defend it against Vikings?':
      "Checked (Britannica, 'Burh'; 'Burghal Hidage'): Alfred's network of fortified burhs, about 33 listed in the Burghal Hidage; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which English king is said to have burned a peasant woman's cakes while hiding from the Vikings?":
      "Checked (Britannica, 'Alfred': the cakes legend, first told in the Life of St Neot about a century after his death): explanation confirmed.",
    'What did Viking lords give their followers as a mark of loyalty and a form of wealth?':
      "Checked (Britannica, 'Viking' (society); Beowulf's 'ring-giver' kenning): arm rings were given to followers as wealth and bond; explanation confirmed.",
    'Which North Atlantic island did Norse settlers colonise from about 870?':
      "Checked (Íslendingabók; Britannica, 'Iceland' (history)): settled from about 870, many settlers coming via the British Isles with Irish and Scottish slaves and wives; explanation confirmed.",
    'According to the sagas, why did Erik the Red call his new land Greenland?':
      'Checked (Íslendingabók; Eiríks saga rauða): he named it Greenland so that people would want to go there; explanation confirmed.',
    'What did the Norse call the part of North America where Leif Erikson found grapes?':
      "Checked (Grænlendinga saga; Britannica, 'Vinland'): Leif found grapes (or berries) in Vinland; Helluland and Markland lay further north; explanation confirmed.",
    'At which site in Newfoundland were the remains of a Norse settlement found in 1960?':
      "Checked (UNESCO World Heritage List, 'L'Anse aux Meadows'; Britannica): found in 1960, the only confirmed Norse site in North America; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Icelander led the largest Norse attempt to settle Vinland, with his wife Gudrid?':
      "Checked (Grænlendinga saga; Britannica, 'Thorfinn Karlsefni'): he and Gudrid led the largest attempt, with about 160 people and livestock; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What was the name of Gudrid's son, the first European known to be born in the Americas?":
      "Checked (Grænlendinga saga; Britannica, 'Snorri Thorfinnsson'): Snorri, born in Vinland about 1004–1005, the first European known to be born in the Americas; explanation confirmed.",
    'Which Norse trader is said in the sagas to have sighted North America first, around 986?':
      "Checked (Grænlendinga saga; Britannica, 'Bjarni Herjólfsson'): blown off course about 986, he sighted land but did not go ashore; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did the Norse call the native peoples they met in Greenland and Vinland?':
      "Checked (Britannica, 'Skraeling'): the Norse name for the peoples of Greenland and Vinland; fighting with them ended the Vinland venture; explanation confirmed. (Its key is given away by the explanation of the Freydís question, rejected below.)",
    'In which century did the Norse settlements on Greenland die out?':
      "Checked (Britannica, 'Greenland' (Norse settlement); 'Hvalsey'): the Eastern Settlement died out in the 15th century; the last record is a wedding at Hvalsey in 1408; explanation confirmed.",
    'Which river route did Swedish Vikings follow south to the Black Sea and Constantinople?':
      "Checked (Constantine VII, De Administrando Imperio 9; Britannica, 'Dnieper River'): the Rus route to Constantinople ran down the Dnieper, past rapids where boats were portaged; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did the Vikings call Constantinople?':
      "Checked (Cleasby-Vigfusson; Britannica, 'Constantinople'): Norse Miklagarðr, 'the great city'; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What did the Norse call the lands of the Rus, a name meaning 'realm of towns'?":
      "Checked (Britannica, 'Gardarike'): 'realm of towns', the Norse name for Rus; Serkland for the Muslim lands; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did the Vikings call Dublin?':
      "Checked (Britannica, 'Dublin'; 'Limerick'; 'Waterford'): Norse Dyflin; Hlymrek was Limerick and Veðrafjörðr Waterford; explanation confirmed.",
    'Which people of Scandinavian origin gave their name to Russia?':
      "Checked (Britannica, 'Rus'): the Rus, of Scandinavian origin, gave their name to Russia; the name may come from Finnish Ruotsi, 'Swedes'; explanation confirmed.",
    'Which Varangian leader is said to have founded a ruling dynasty at Novgorod in 862?':
      "Checked (Russian Primary Chronicle; Britannica, 'Rurik'): Rurik established himself at Novgorod in 862; his dynasty ruled until 1598; explanation confirmed.",
    'Across which sea did Swedish Vikings sail to reach the lands of the Rus?':
      "Checked (Britannica, 'Viking' (eastern expansion)): the Swedes crossed the Baltic and went up the rivers from the Gulf of Finland; explanation confirmed.",
    'In which direction did most Swedish Vikings sail to raid and trade?':
      "Checked (Britannica, 'Viking'): Swedes went mostly east; Norwegians and Danes west; explanation confirmed.",
    'Across which sea did Danish and Norwegian Vikings sail to reach eastern England?':
      "Checked (Britannica, 'North Sea'; 'Viking'): Danes and Norwegians crossed the North Sea to eastern England in a few days with a fair wind; explanation confirmed.",
    'From which country did most of the Vikings who settled in eastern England come?':
      "Checked (Britannica, 'Danelaw'): the settlers of eastern England were chiefly Danes, hence the Danelaw; explanation confirmed.",
    "From which country did most of Iceland's first settlers come?":
      "Checked (Landnámabók; Britannica, 'Iceland' (history)): most settlers came from western Norway; explanation confirmed.",
    "Who was Erik the Red's wife, who built one of Greenland's first churches?":
      "Checked (Eiríks saga rauða 5; Britannica, 'Brattahlíð'): Thjodhild built the church and would not live with Erik, who stayed pagan; explanation confirmed.",
    "What was the name of Erik the Red's farm in Greenland?":
      "Checked (Britannica, 'Brattahlíð'): Erik's farm at the head of Tunulliarfik (Eriksfjord), near modern Qassiarsuk; explanation confirmed. Options reworded for length (issue 14, len-d): 'Sandnes' → 'Herjolfsnes'. Rechecked by len-c: Herjolfsnes was Herjólf's farm in the south; Erik's was Brattahlíð.",
    'What were the two main Norse settlements in Greenland called?':
      "Checked (Britannica, 'Greenland' (Norse settlement)): the Eastern and Western Settlements, both on the west coast; explanation confirmed.",
    'Which island group between Shetland and Iceland did Norse settlers reach around 800?':
      "Checked (Britannica, 'Faroe Islands'): settled by Norse about 800, now self-governing in the Danish realm; Faroese descends from Old Norse; explanation confirmed.",
    'What did the Norse settlers in Greenland mainly export to pay for goods from Europe?':
      "Checked (Britannica, 'Greenland' (Norse economy)): walrus ivory was the chief export, paying for timber, iron and grain; explanation confirmed. Options reworded for length (issue 14, len-d): 'Grain' → 'Salted herring'. Rechecked by len-c: herring was no Greenland export; walrus ivory was.",
    "Whose statue, a gift from the United States in 1930, stands in front of Reykjavik's Hallgrímskirkja?":
      "Checked (Britannica, 'Hallgrímskirkja'; 'Leif Eriksson'): the Leif statue by A. Stirling Calder was a US gift for the Althing's 1930 millennium; explanation confirmed.",
    'Which Norseman used ravens to find Iceland and gave the island its name?':
      "Checked (Landnámabók; Britannica, 'Iceland'): Flóki Vilgerðarson used ravens and named the island after a fjord full of ice; explanation confirmed. Options reworded for length (issue 14, len-d): 'Naddodd' → 'Thorvald Ásvaldsson'. Rechecked by len-c: Thorvald Ásvaldsson, Erik the Red's father, came later and released no ravens; Flóki did.",
    "Who is traditionally counted as Iceland's first permanent settler, at Reykjavik in 874?":
      "Checked (Landnámabók; Britannica, 'Ingólfr Arnarson'): the first permanent settler, at Reykjavík in 874, guided by his high-seat pillars; explanation confirmed.",
    "Which Arab writer described a Rus chieftain's ship funeral on the Volga in 922?":
      "Checked (Britannica, 'Ibn Fadlan'): envoy of Caliph al-Muqtadir to the Volga Bulgars in 921–922, he described a Rus ship funeral; explanation confirmed.",
    'From which island did Erik the Red sail to settle Greenland?':
      "Checked (Íslendingabók; Britannica, 'Erik the Red'): Erik sailed from Iceland, and the settlers were mostly Icelanders; explanation confirmed. (Its key is given away by the text of the outlawry question, rejected above.)",
    'What was the Viking name for York?':
      "Checked (Britannica, 'York' (history)): the Norse name was Jórvík; Viking York was a major craft and trading town; explanation confirmed. (Its key is given away by the Coppergate question's text, rejected below.)",
    'In which year did a Viking army capture York?':
      "Checked (Anglo-Saxon Chronicle 867 [866]; Britannica, 'York'): the Great Army took York on 1 November 866; it was a Viking kingdom capital until 954; explanation confirmed.",
    'Which part of France is named after the Viking settlers who were given land there in 911?':
      "Checked (Britannica, 'Normandy'): named after the Northmen granted land on the lower Seine in 911; explanation confirmed.",
    'Which Frankish king granted land on the lower Seine to the Viking leader Rollo in 911?':
      "Checked (Dudo of Saint-Quentin; Britannica, 'Rollo'): Charles the Simple granted the land at Saint-Clair-sur-Epte in 911; explanation confirmed. Options reworded for length (issue 14, len-d): 'Louis the Pious' → 'Louis the Stammerer'. Rechecked by len-c: Louis the Stammerer reigned 877–879.",
    'How did Orkney and Shetland pass from Norway to Scotland in 1468–69?':
      "Checked (Britannica, 'Orkney Islands'; 'James III'): pledged in 1468–69 for the dowry of Margaret of Denmark, never redeemed; explanation confirmed.",
    'Which battle of 1263 marked the end of Norwegian power in the Hebrides?':
      "Checked (Britannica, 'Battle of Largs'): 1263, Haakon IV's expedition failed, ending Norwegian power in the Hebrides; explanation confirmed.",
    'Which treaty of 1266 handed the Hebrides and the Isle of Man from Norway to Scotland?':
      "Checked (Britannica, 'Treaty of Perth'): 1266, Norway ceded the Hebrides and Man for 4,000 marks and 100 marks a year; explanation confirmed.",
    "What is the name of the Isle of Man's parliament, which claims Norse origins?":
      "Checked (Britannica, 'Tynwald'): the Manx parliament of Norse origin, meeting on Tynwald Hill on 5 July; explanation confirmed.",
    "What was the name of Iceland's national assembly, founded in 930?":
      "Checked (Britannica, 'Althing'): founded in 930 and often called the oldest surviving parliament; Storting, Riksdag and Folketing are the Norwegian, Swedish and Danish parliaments; explanation confirmed.",
    "At which open-air site did Iceland's national assembly meet?":
      "Checked (UNESCO World Heritage List, 'Þingvellir'; Britannica): the Althing met at Þingvellir in the rift valley between the North American and Eurasian plates; explanation confirmed.",
    'What was a Viking public assembly for making laws and settling disputes called?':
      "Checked (Britannica, 'Thing'): the Norse assembly; Tingwall (Shetland) and Dingwall keep the word; explanation confirmed.",
    'What was the Icelandic official who recited the legal code aloud at the national assembly called?':
      "Checked (Britannica, 'Lawspeaker'; Grágás): the lawspeaker recited a third of the law each year from the Law Rock; explanation confirmed. Options reworded for length (issue 14, len-d): 'The jarl' → 'The rune master'. Rechecked by len-c: a rune master carved runes; the reciter was the lawspeaker.",
    "In which year did Iceland's assembly accept Christianity?":
      "Checked (Íslendingabók 7; Britannica, 'Iceland' (conversion)): the Althing accepted Christianity in 999/1000, allowing private pagan worship for a time; explanation confirmed.",
    'Which Viking trading town near modern Schleswig was the largest in Denmark?':
      "Checked (UNESCO, 'Hedeby and the Danevirke'; Britannica, 'Hedeby'): the largest Danish trading town, near Schleswig, now in Germany; explanation confirmed.",
    'On which island in Lake Mälaren stood the Viking trading town of Birka?':
      "Checked (UNESCO, 'Birka and Hovgården'; Britannica, 'Birka'): Birka stood on Björkö in Lake Mälaren; explanation confirmed.",
    'Which Baltic island has yielded more Viking-age silver hoards than anywhere else?':
      "Checked (Swedish History Museum; Britannica, 'Gotland'): Gotland has yielded over 700 Viking-age silver hoards, more than anywhere else; explanation confirmed.",
    "Which town is often called Denmark's oldest, founded as a Viking market in the early 8th century?":
      "Checked (Britannica, 'Ribe'; Ribe excavations, dendro-dates c. 704–710): often called Denmark's oldest town; explanation confirmed.",
    'Which of these towns was one of the Five Boroughs of the Danelaw?':
      "Checked (Anglo-Saxon Chronicle 942; Britannica, 'Five Boroughs'): Derby, Leicester, Lincoln, Nottingham and Stamford; York, Norwich and Chester were not among them; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the great earthwork across the south of Jutland that defended Viking Denmark called?':
      "Checked (UNESCO, 'Hedeby and the Danevirke'; Britannica, 'Danevirke'): the earthwork across southern Jutland, built in stages, now in Germany; explanation confirmed.",
    "What are Harald Bluetooth's round fortresses named after, from the first one excavated?":
      "Checked (Britannica, 'Trelleborg'): Harald Bluetooth's ring fortresses are called Trelleborg-type after the first excavated, in circles divided into quarters; explanation confirmed. Options reworded for length (issue 14, len-d): 'Ribe' → 'Lindholm Høje'. Rechecked by len-c: Lindholm Høje is a burial ground near Aalborg, not a ring fortress.",
    'Which Norwegian city, founded around 1050, is said in the sagas to have been founded by Harald Hardrada?':
      "Checked (Snorri, Heimskringla (Harald's saga); Britannica, 'Oslo'): founded about 1048–1050, ascribed to Harald Hardrada; capital about 1300 under Haakon V; explanation confirmed.",
    'Which place-name ending, common in the old Danelaw, comes from the Norse word for a farm or village?':
      "Checked (Britannica, 'Danelaw'; English Place-Name Society): -by (Old Norse býr, farm or village), over 600 in England, e.g. Grimsby and Whitby; explanation confirmed.",
    'Which Viking-descended people conquered southern Italy and Sicily in the 11th century?':
      "Checked (Britannica, 'Normans'; 'Kingdom of Sicily'): the Normans conquered southern Italy and Sicily in the 11th century; the kingdom passed to the Hohenstaufen in 1194; explanation confirmed.",
    'What was often carved on the prow of a Viking warship?':
      "Checked (Landnámabók (Úlfljót's law); Britannica, 'Viking ship'): dragon-head prows; the early law ordered figureheads removed near land so as not to frighten the land spirits; explanation confirmed.",
    'Besides its oars, what drove a Viking longship?':
      "Checked (Britannica, 'Longship'): one square sail, of wool, and oars; explanation confirmed.",
    'What was the broad, deep Viking cargo ship used for trade and settlement voyages called?':
      "Checked (Britannica, 'Knarr'; Viking Ship Museum, Roskilde): the broad cargo ship, sail-driven with few oars; cog, galley and carrack are other ship types; explanation confirmed.",
    'What is the way of building a hull from overlapping planks, as Viking ships were built, called?':
      "Checked (Britannica, 'Clinker building'): overlapping planks fastened with iron rivets; carvel is flush-planked; explanation confirmed. Options reworded for length (issue 14, len-d): 'Dugout' → 'Strip-planked'. Rechecked by len-c: strip planking is flush, edge to edge, not overlapping.",
    'Which Viking ship, found in a Norwegian burial mound in 1904, held the bodies of two women?':
      "Checked (Museum of Cultural History, Oslo, 'Oseberg ship'): excavated 1904, two women buried with a cart and sledges; dendro-dated to 834; explanation confirmed. Options reworded for length (issue 14, len-d): 'The Ladby ship' → 'The Sutton Hoo ship'. Rechecked by len-c: the Sutton Hoo ship was found in Suffolk in 1939 and is Anglo-Saxon.",
    'Which Viking ship, dug up in 1880, was copied for a replica sailed across the Atlantic in 1893?':
      "Checked (Museum of Cultural History, Oslo, 'Gokstad ship'; Britannica): excavated 1880; the replica Viking sailed to the 1893 Chicago World's Fair; explanation confirmed. Options reworded for length (issue 14, len-d): 'The Ladby ship' → 'The Hjortspring boat'. Rechecked by len-c: the Hjortspring boat is a pre-Roman Iron Age boat found in 1921.",
    'In which city is the museum that holds the Oseberg and Gokstad ships?':
      'Checked (Museum of Cultural History, Oslo): the Viking Ship Museum on Bygdøy holds the Oseberg and Gokstad ships (being rebuilt as the Museum of the Viking Age, same place); explanation confirmed.',
    'In which Danish fjord were five Viking ships found, sunk on purpose to block a channel?':
      "Checked (Viking Ship Museum, Roskilde, 'Skuldelev ships'): five ships sunk about 1070 to block a channel in Roskilde Fjord; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'On which side of a Viking ship was the steering oar fixed?':
      "Checked (Oxford English Dictionary, 'starboard'): the steering oar was on the right, the steer-board side; explanation confirmed.",
    'How many oars did the Gokstad ship carry?':
      "Checked (Museum of Cultural History, Oslo, 'Gokstad ship'): 16 oar holes a side, 32 oars, with shutters; explanation confirmed.",
    'How did Viking shipwrights usually make the planks for a hull?':
      'Checked (Viking Ship Museum, Roskilde, shipbuilding): planks were split radially from logs with wedges and axes, following the grain; explanation confirmed.',
    'What did Viking shipbuilders press between the planks to make a hull watertight?':
      "Checked (Viking Ship Museum, Roskilde, shipbuilding): caulking of tarred wool or animal hair between the planks; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which replica of a Viking warship sailed from Roskilde to Dublin in 2007?':
      "Checked (Viking Ship Museum, Roskilde, 'Sea Stallion from Glendalough'): the replica of Skuldelev 2 (built near Dublin about 1042) sailed to Dublin in 2007; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which crystal, mentioned in the sagas, may have helped Vikings navigate in cloudy weather?':
      "Checked (Britannica, 'Sunstone'; Ropars et al., Proc. R. Soc. A 2011): the sólarsteinn, probably Iceland spar, can show the sun's direction through polarised light; explanation confirmed.",
    'What was a Viking slave called?':
      "Checked (Britannica, 'Thrall'): Old Norse þræll, a slave; English thrall; explanation confirmed.",
    'What was a Viking nobleman or earl called?':
      "Checked (Britannica, 'Jarl'; 'Earl'): the jarl was the Norse nobleman; under Cnut the English eorl became the great regional lord; explanation confirmed.",
    'What was the large rectangular main building of a Viking farm called?':
      "Checked (Britannica, 'Longhouse'): people and animals under one roof around a long hearth; explanation confirmed.",
    'Which alphabet did the Vikings use for inscriptions?':
      "Checked (Britannica, 'Runic alphabet'): runes, angular for carving; Ogham is Irish, Cyrillic later; explanation confirmed.",
    "Which god's hammer did many Vikings wear as a small pendant?":
      "Checked (Britannica, 'Thor'; National Museum of Denmark, Trendgården mould): Thor's hammer pendants; a mould cast both hammers and crosses; explanation confirmed.",
    'What does the word Norseman mean?':
      "Checked (Oxford English Dictionary, 'Norseman'; 'Norman'): 'man from the north'; Northmen became Normans; explanation confirmed.",
    'What did the mistress of a Viking household wear on her belt as a sign of her authority?':
      "Checked (Britannica, 'Viking' (women); Birka grave finds): keys on the belt marked the mistress's authority and appear in many women's graves; explanation confirmed.",
    'What hung from the bottom of the upright looms Viking women wove on, keeping the threads taut?':
      "Checked (Britannica, 'Loom'; National Museum of Denmark): warp-weighted looms with stone or clay weights, whose fallen rows mark where a loom stood; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the harshest sentence an Icelandic court could pass?':
      "Checked (Grágás; Britannica, 'Outlawry'): full outlawry (skóggangr) was the harshest penalty; Iceland had no death penalty or prisons; explanation confirmed.",
    'What is the 16-character runic alphabet of the Viking Age called?':
      "Checked (Britannica, 'Runic alphabet'): the Younger Futhark has 16 signs; the Elder Futhark 24; Futhorc is Anglo-Saxon; explanation confirmed. Options reworded for length (issue 14, len-d): 'The Futhorc' → 'The Anglo-Saxon futhorc'. Rechecked by len-c: the Anglo-Saxon futhorc has 26–33 runes.",
    'What is an upright memorial slab carved with a Norse inscription called?':
      "Checked (Britannica, 'Runestone'): raised mostly by families in memory of the dead; explanation confirmed.",
    'Which country has the most Viking-age runestones?':
      "Checked (Britannica, 'Runestone'; Swedish National Heritage Board): Sweden has some 2,500–3,000, most in Uppland; explanation confirmed.",
    "Which king's runestone at Jelling says he made the Danes Christian?":
      "Checked (UNESCO, 'Jelling Mounds, Runic Stones and Church'): Harald Bluetooth's stone (about 965) says he made the Danes Christian, called Denmark's birth certificate; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which wireless technology is named after a Viking-age Danish king?':
      "Checked (Bluetooth SIG, 'Origin of the name'): named after Harald Bluetooth; the logo joins the runes for H and B; explanation confirmed. (Note: the key of 'Which king's runestone at Jelling...' shows 'Harald Bluetooth' whenever that question is asked, so this easy one is given away then; no fix possible without dropping one, left alone.)",
    'Which king raised the smaller Jelling stone in memory of his wife Thyra?':
      "Checked (UNESCO, 'Jelling'; National Museum of Denmark): Gorm the Old raised the smaller stone for Thyra, 'Denmark's adornment'; explanation confirmed.",
    'What were the poets who composed verse for Norse kings called?':
      "Checked (Britannica, 'Skald'): court poets using complex metres and kennings; scops and bards are English and Celtic; explanation confirmed.",
    'What was the Viking board game played with a king piece in the centre of the board?':
      "Checked (Britannica, 'Hnefatafl'): the king starts in the centre and tries to escape to a corner; explanation confirmed. Options reworded for length (issue 14, len-d): 'Go' → 'Backgammon'. Rechecked by len-c: backgammon has no king piece.",
    'Which alcoholic drink made from honey did Vikings drink?':
      "Checked (Britannica, 'Mead'): fermented honey drink; honey was the main sweetener; explanation confirmed.",
    'Which midwinter feast of the Vikings gave English an old word for Christmas?':
      "Checked (Oxford English Dictionary, 'Yule'): Old Norse jól, the midwinter feast, gave the old word for Christmas; explanation confirmed.",
    'What was a free Viking farmer, neither noble nor slave, called?':
      "Checked (Britannica, 'Viking' (society); Rígsþula): karls were free farmers, between jarls and thralls, with the right to bear arms and speak at the thing; explanation confirmed.",
    'Which weekday is named after the Norse war god Tyr?':
      "Checked (Oxford English Dictionary, 'Tuesday'; Prose Edda): named after Tyr (Tiw), who lost his hand to Fenrir; explanation confirmed.",
    'Which breed of horse has been kept pure on its North Atlantic island by a ban on imports since 982?':
      "Checked (Britannica, 'Icelandic horse'): imports banned by the Althing in 982; exported horses may not return; explanation confirmed. Options reworded for length (issue 14, len-d): 'The Eriskay pony' → 'The Newfoundland pony'. Rechecked by len-c: the Newfoundland pony descends from British ponies brought from the 1600s; the 982 ban is Iceland's.",
    "What did Iceland's settlers mostly use to build the walls of their houses, for lack of timber?":
      "Checked (Britannica, 'Iceland' (architecture); National Museum of Iceland): turf walls for lack of timber; explanation confirmed.",
    'Which fish, dried in the wind as stockfish, was a major Norwegian trade good?':
      "Checked (Britannica, 'Stockfish'; 'Lofoten'): wind-dried cod, a major Norwegian export that keeps for years; explanation confirmed.",
    'Which everyday object, usually made of antler, is among the most common finds at Viking sites?':
      "Checked (National Museum of Denmark; John of Wallingford's chronicle): antler combs are among the commonest finds; the chronicler says Danes combed their hair daily to charm English women; explanation confirmed.",
    'Dublin was one of the largest markets in western Europe for what?':
      "Checked (Britannica, 'Dublin' (Viking period); Holm, 'The slave trade of Dublin'): Dublin was a major slave market, captives reaching the Muslim world; explanation confirmed.",
    'Which English word comes from Old Norse?':
      "Checked (Oxford English Dictionary, 'law'): law is from Old Norse *lagu; court, judge and crime are French; husband, knife and take are also Norse; explanation confirmed.",
    'Which Shakespeare hero is based on a prince in a Danish chronicle of about 1200?':
      "Checked (Britannica, 'Hamlet'; 'Saxo Grammaticus'): Amleth in Saxo's Gesta Danorum (about 1200); the play is set at Elsinore (Kronborg); explanation confirmed.",
    'Which Swedish king was the first to be baptised, around 1008?':
      "Checked (Britannica, 'Olaf Skötkonung'): the first Christian king of Sweden, baptised about 1008, who minted the first Swedish coins at Sigtuna; explanation confirmed.",
    'What did Viking women fasten at the shoulders with a pair of oval brooches?':
      "Checked (Britannica, 'Brooch'; National Museum of Denmark): oval (tortoise) brooches fastened the apron dress at the shoulders, often with beads between; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was a holmgang?':
      "Checked (Britannica, 'Holmgang'): a formal duel, often on a small island (holm); explanation confirmed.",
    'Which animal part did Vikings famously use as a drinking vessel?':
      "Checked (Britannica, 'Drinking horn'; Ole Worm, Runer seu Danica literatura antiquissima, 1636): the skull myth comes from a 17th-century mistranslation of a kenning; explanation confirmed.",
    'Which weekday is named after Thor?':
      "Checked (Oxford English Dictionary, 'Thursday'): Old English Þunresdæg, Thor's day; explanation confirmed.",
    'What were the Islamic silver coins found in great numbers in Viking hoards called?':
      "Checked (Britannica, 'Dirham'; Swedish History Museum): tens of thousands of Islamic dirhams reached Scandinavia via the Russian rivers; explanation confirmed.",
    'Which hoard, found by the river Ribble in Lancashire in 1840, is the largest Viking silver hoard found in Britain?':
      "Checked (British Museum, 'Cuerdale Hoard'): found by the Ribble in 1840, about 8,600 items including some 7,000 coins; explanation confirmed.",
    'What was a blót?':
      "Checked (Britannica, 'Blót'): a sacrifice in which animals were killed, blood sprinkled and the meat eaten; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did DNA tests in 2017 show about the famous warrior grave Bj 581 at Birka?':
      'Checked (Hedenstierna-Jonson et al., American Journal of Physical Anthropology, 2017): DNA showed Bj 581 was a woman; the grave held weapons, two horses and a gaming set; the reading is debated; explanation confirmed.',
    'Which modern language is closest to Old Norse?':
      "Checked (Britannica, 'Icelandic language'): the closest to Old Norse, and Icelanders read the sagas with ease; explanation confirmed.",
    'Which of these English words was borrowed from Old Norse?':
      "Checked (Oxford English Dictionary, 'window'): from Old Norse vindauga, 'wind eye'; table and chair are French, door is Old English; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which king is said to have united Norway, after vowing not to cut or comb his locks until he had done so?':
      "Checked (Heimskringla (Harald Fairhair's saga); Britannica, 'Harald I'): he vowed not to cut or comb his hair until he ruled all Norway; Hafrsfjord about 872; explanation confirmed. Options reworded for length (issue 14, len-d): 'Haakon the Good' → 'Harald Greycloak'. Rechecked by len-c: Harald Greycloak was a later king (c. 961–970); the vow is Harald Fairhair's.",
    'Which king of Norway, killed at Stiklestad in 1030, became its patron saint?':
      "Checked (Britannica, 'St Olaf'): Olaf Haraldsson, killed at Stiklestad in 1030, Norway's patron saint; Nidaros Cathedral stands over his grave; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Danish king, the father of Cnut, conquered England in 1013?':
      "Checked (Anglo-Saxon Chronicle 1013–1014; Britannica, 'Sweyn I'): Cnut's father conquered England in 1013 and died on 3 February 1014; explanation confirmed.",
    'Which Viking king of York was killed at Stainmore in 954?':
      "Checked (Britannica, 'Erik Bloodaxe'): former king of Norway, last Viking king of York, killed at Stainmore in 954; explanation confirmed.",
    'Which king forced the conversion of Norway and died at the Battle of Svolder in 1000?':
      "Checked (Heimskringla; Britannica, 'Olaf I Tryggvason'): he forced conversion and died at Svolder in 1000, leaping overboard in armour; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which saga hero is said to have saved his life at York by composing a poem for Erik Bloodaxe?':
      "Checked (Egils saga 59–61; Britannica, 'Egill Skallagrímsson'): he ransomed his head at York with the poem Höfuðlausn; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Norse woman, called 'the Deep-Minded', led her family to settle in Iceland?":
      "Checked (Laxdæla saga; Landnámabók; Britannica, 'Aud the Deep-Minded'): she lived in Dublin and Scotland before settling in Iceland; explanation confirmed.",
    'By what nickname is Magnus III, the Norwegian king killed raiding in Ulster in 1103, known?':
      "Checked (Britannica, 'Magnus III'): Magnus Barefoot, killed in Ulster in 1103, named for the Gaelic bare-legged dress; explanation confirmed.",
    'Which king of Viking Dublin was nicknamed Silkbeard?':
      "Checked (Britannica, 'Sitric Silkbeard'): king of Dublin from about 989 to 1036, who struck Dublin's first coins about 997; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which king is said to have set his throne on the shore to show that he could not command the tide?':
      'Checked (Henry of Huntingdon, Historia Anglorum 6.17): the tide story is first told in the 12th century, showing the limits of earthly power; explanation confirmed.',
    'In which country were most of the Norse sagas written down?':
      "Checked (Britannica, 'Saga'): the sagas were written in Iceland, mostly in the 13th and 14th centuries; explanation confirmed.",
    'Which Icelandic writer compiled the Prose Edda and the Heimskringla?':
      "Checked (Britannica, 'Snorri Sturluson'): author of the Prose Edda and Heimskringla, killed at Reykholt in 1241; explanation confirmed.",
    'What is Heimskringla about?':
      "Checked (Britannica, 'Heimskringla'): the sagas of the Norwegian kings, named from its opening words 'kringla heimsins'; explanation confirmed.",
    'Which book records the first settlers of Iceland and the land each one claimed?':
      "Checked (Britannica, 'Landnámabók'): records some 400 settlers and their land-takes; explanation confirmed.",
    "Which saga, along with Erik the Red's Saga, tells of the voyages to Vinland?":
      "Checked (Britannica, 'Vinland sagas'): Grænlendinga saga and Eiríks saga rauða give different accounts; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which saga, the longest of the Icelandic family sagas, ends with its wise hero burned in his house?':
      "Checked (Britannica, 'Njáls saga'): the longest family saga, ending with the burning of Njáll at Bergþórshvoll about 1011; explanation confirmed.",
    'Which saga hero was outlawed for nearly 20 years and died on the island of Drangey?':
      "Checked (Grettis saga; Britannica, 'Grettis saga'): outlawed for almost 19 years and killed on Drangey; afraid of the dark after fighting Glámr; explanation confirmed. Options reworded for length (issue 14, len-d): 'Gunnar' → 'Hrafnkel'. Rechecked by len-c: Hrafnkel was a chieftain of east Iceland, not the Drangey outlaw.",
    "Which year-by-year record, begun in Alfred the Great's reign, describes Viking attacks on England?":
      "Checked (Britannica, 'Anglo-Saxon Chronicle'): begun under Alfred about 890, copied to monasteries and kept up to 1154 at Peterborough; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which manuscript, returned from Copenhagen to Iceland in 1971, preserves the Poetic Edda?':
      "Checked (Britannica, 'Codex Regius'; Árni Magnússon Institute): the 13th-century manuscript of the Poetic Edda, returned to Iceland in 1971; explanation confirmed.",
    'Which Danish historian wrote the Gesta Danorum around 1200?':
      "Checked (Britannica, 'Saxo Grammaticus'): wrote the Latin Gesta Danorum about 1200; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which German chronicler described the great pagan temple at Uppsala around 1075?':
      'Checked (Adam of Bremen, Gesta 4.26–27; Britannica): described the Uppsala temple about 1075 and the nine-yearly sacrifices in the grove; explanation confirmed.',
    'What did the Old Norse word saga originally mean?':
      "Checked (Cleasby-Vigfusson, 'saga'; 'segja'): saga means something said or told, from segja; explanation confirmed.",
    'Which English king defeated Norwegian invaders at Stamford Bridge in September 1066?':
      "Checked (Anglo-Saxon Chronicle 1066; Britannica, 'Battle of Stamford Bridge'): Harold Godwinson won on 25 September and fell at Hastings on 14 October; explanation confirmed. (Its key is given away by the Tostig question's text, rejected below.)",
    'At which battle near York did Harald Hardrada defeat the northern earls in September 1066?':
      "Checked (Britannica, 'Battle of Fulford'): 20 September 1066, five days before Stamford Bridge; explanation confirmed.",
    'Which famous walrus-ivory chess pieces, probably made in Norway in the late 12th century, were found on a Scottish island?':
      "Checked (British Museum / National Museum of Scotland, 'Lewis chessmen'): walrus ivory, probably made in Norway (Trondheim) in the late 12th century; warders biting their shields; explanation confirmed.",
    'Which fire festival in Shetland ends with the burning of a replica Viking longship?':
      "Checked (Britannica, 'Up Helly Aa'): Lerwick's fire festival on the last Tuesday of January, ending in the burning of a galley; explanation confirmed.",
    'The spread of which religion across Scandinavia helped to end the Viking Age?':
      "Checked (Britannica, 'Viking' (end of the age)): Christianisation and stronger kingdoms ended the raiding age; explanation confirmed.",
    'Whose death in 1042 ended Danish rule in England?':
      "Checked (Anglo-Saxon Chronicle 1042; Britannica, 'Harthacnut'): he collapsed at a wedding feast in 1042 and Edward the Confessor succeeded; explanation confirmed.",
    'Which Danish king led the last great Danish invasion of England, in 1069–70?':
      "Checked (Anglo-Saxon Chronicle 1069–1070; Britannica, 'Sweyn II Estridsen'): his fleet joined the northern rising, and he made peace with William; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Norman ruler, descended from the Viking Rollo, won England in 1066?':
      "Checked (Britannica, 'William I'; 'Rollo'): William descended from Rollo through William Longsword, Richard I, Richard II and Robert I, a great-great-great-grandson; explanation confirmed.",
  },
};
