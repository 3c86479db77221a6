import type { BankReview } from './review.js';

/** bank-pop's check of bank-more's medieval-history bank (ADR 0195); registered in index.ts once both are merged. */
export const medievalHistoryReview: BankReview = {
  bank: 'medieval-history',
  writer: 'bank-more',
  reviewer: 'bank-pop',
  checks: {
    'Roughly which centuries do the Middle Ages span in Europe?':
      "Checked (reviewer's knowledge): About 500 to 1500 is right and the three wrong options are wrong; explanation confirmed.",
    "What were the Vikings' long, narrow wooden ships called?":
      "Checked (reviewer's knowledge): Longships is right and the three wrong options are wrong; explanation confirmed.",
    'Which Scottish king killed Duncan I in 1040 and later inspired a Shakespeare play?':
      "Checked (reviewer's knowledge): Macbeth is right and the three wrong options are wrong; explanation confirmed.",
    'To which Frankish dynasty did Charlemagne belong?':
      "Checked (reviewer's knowledge): The Carolingians is right and the three wrong options are wrong; explanation confirmed.",
    'Which German king, crowned emperor in 962, is counted as the first Holy Roman Emperor of the German line?':
      "Checked (reviewer's knowledge): Otto I is right and the three wrong options are wrong; explanation confirmed.",
    'Who was elected King of the Franks in 987, ending Carolingian rule?':
      "Checked (reviewer's knowledge): Hugh Capet is right and the three wrong options are wrong; explanation confirmed.",
    'Which Frankish king was crowned emperor by the Pope on Christmas Day 800?':
      "Checked (reviewer's knowledge): Charlemagne is right and the three wrong options are wrong; explanation confirmed.",
    'Which seafaring raiders from Scandinavia attacked Britain from the late 700s?':
      "Checked (reviewer's knowledge): The Vikings is right and the three wrong options are wrong; explanation confirmed.",
    "Which Anglo-Saxon king of Wessex is known as 'the Great'?":
      "Reworded at merge by the lead as the reviewer proposed (Cnut the Great was also King of England). Checked by the lead, not its writer: Alfred (r. 871-899) is the only Anglo-Saxon king called 'the Great'.",
    'Which long epic poem in Old English tells of a hero who kills the monster Grendel?':
      "Checked (reviewer's knowledge): Beowulf is right and the three wrong options are wrong; explanation confirmed.",
    'Which Frankish leader defeated an Umayyad army at the Battle of Tours in 732?':
      "Checked (reviewer's knowledge): Charles Martel is right and the three wrong options are wrong; explanation confirmed.",
    'Which Viking explorer reached North America around the year 1000?':
      "Checked (reviewer's knowledge): Leif Erikson is right and the three wrong options are wrong; explanation confirmed.",
    'What was the part of England under Viking law in the 800s and 900s called?':
      "Checked (reviewer's knowledge): The Danelaw is right and the three wrong options are wrong; explanation confirmed.",
    'Which Northumbrian monk wrote the Ecclesiastical History of the English People?':
      "Checked (reviewer's knowledge): Bede is right and the three wrong options are wrong; explanation confirmed.",
    'Which king was the first to rule a united England, from 927?':
      "Checked (reviewer's knowledge): Athelstan is right and the three wrong options are wrong; explanation confirmed.",
    'Which Byzantine emperor ordered the building of the Hagia Sophia completed in 537?':
      "Checked (reviewer's knowledge): Justinian I is right and the three wrong options are wrong; explanation confirmed.",
    'Which Danish king ruled England, Denmark and Norway in the early 1000s?':
      "Checked (reviewer's knowledge): Cnut is right and the three wrong options are wrong; explanation confirmed.",
    'Which Byzantine emperor was nicknamed the Bulgar Slayer?':
      "Checked (reviewer's knowledge): Basil II is right and the three wrong options are wrong; explanation confirmed.",
    "Which English scholar from York became the leading teacher at Charlemagne's court?":
      "Checked (reviewer's knowledge): Alcuin is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did Vikings raid the monastery of Lindisfarne?':
      "Checked (reviewer's knowledge): 793 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Norwegian king, killed at Stamford Bridge in 1066, is called the last great Viking?':
      "Checked (reviewer's knowledge): Harald Hardrada is right and the three wrong options are wrong; explanation confirmed.",
    'Which Viking leader received land in northern France in 911, the start of Normandy?':
      "Checked (reviewer's knowledge): Rollo is right and the three wrong options are wrong; explanation confirmed.",
    "Which treaty of 843 split Charlemagne's empire among his three grandsons?":
      "Checked (reviewer's knowledge): The Treaty of Verdun is right and the three wrong options are wrong; explanation confirmed.",
    'Which Anglo-Saxon ship burial in Suffolk was found in 1939?':
      "Checked (reviewer's knowledge): Sutton Hoo is right and the three wrong options are wrong; explanation confirmed.",
    'What was the water-filled ditch around a castle called?':
      "Checked (reviewer's knowledge): A moat is right and the three wrong options are wrong; explanation confirmed.",
    'What was the strongest central tower of a castle called?':
      "Checked (reviewer's knowledge): The keep is right and the three wrong options are wrong; explanation confirmed.",
    'What was the iron or wooden grille dropped to close a castle gateway called?':
      "Checked (reviewer's knowledge): A portcullis is right and the three wrong options are wrong; explanation confirmed.",
    'Which tall bow made English archers feared in the 1300s and 1400s?':
      "Checked (reviewer's knowledge): The longbow is right and the three wrong options are wrong; explanation confirmed.",
    "What was a knight's armour of small linked iron rings called?":
      "Checked (reviewer's knowledge): Chain mail is right and the three wrong options are wrong; explanation confirmed.",
    "Which Swiss hero is said to have shot an apple off his son's head?":
      "Checked (reviewer's knowledge): William Tell is right and the three wrong options are wrong; explanation confirmed.",
    "What was the open courtyard inside a castle's outer walls called?":
      "Checked (reviewer's knowledge): The bailey is right and the three wrong options are wrong; explanation confirmed.",
    'Which siege engine used a heavy counterweight to hurl stones at walls?':
      "Checked (reviewer's knowledge): the counterweight trebuchet confirmed. Note: 'catapult' is sometimes used as an umbrella term that includes trebuchets; consider 'A mangonel' as the wrong option instead.",
    "Which Scottish king was captured by the English at Neville's Cross in 1346?":
      "Checked (reviewer's knowledge): David II is right and the three wrong options are wrong; explanation confirmed.",
    'Who led the Norman conquest of England in 1066?':
      "Checked (reviewer's knowledge): William the Conqueror is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king was killed at the Battle of Hastings?':
      "Checked (reviewer's knowledge): Harold II is right and the three wrong options are wrong; explanation confirmed.",
    'Which embroidered cloth tells the story of the Norman conquest?':
      "Checked (reviewer's knowledge): The Bayeux Tapestry is right and the three wrong options are wrong; explanation confirmed.",
    'Which legendary outlaw of Sherwood Forest robbed the rich to give to the poor?':
      "Checked (reviewer's knowledge): Robin Hood is right and the three wrong options are wrong; explanation confirmed.",
    'Which London fortress did William the Conqueror begin in the 1070s?':
      "Checked (reviewer's knowledge): The Tower of London is right and the three wrong options are wrong; explanation confirmed.",
    "What was William the Conqueror's great survey of England of 1086 called?":
      "Checked (reviewer's knowledge): The Domesday Book is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king was nicknamed the Lionheart?':
      "Checked (reviewer's knowledge): Richard I is right and the three wrong options are wrong; explanation confirmed.",
    'Which archbishop of Canterbury was murdered in his cathedral in 1170?':
      "Checked (reviewer's knowledge): Thomas Becket is right and the three wrong options are wrong; explanation confirmed.",
    'Which king became the first Plantagenet king of England, in 1154?':
      "Checked (reviewer's knowledge): Henry II is right and the three wrong options are wrong; explanation confirmed.",
    'Which queen was married first to the king of France and then to Henry II of England?':
      "Checked (reviewer's knowledge): Eleanor of Aquitaine is right and the three wrong options are wrong; explanation confirmed.",
    'Who fought King Stephen for the English crown in a civil war called the Anarchy?':
      "Checked (reviewer's knowledge): Empress Matilda is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king was nicknamed Longshanks and the Hammer of the Scots?':
      "Checked (reviewer's knowledge): Edward I is right and the three wrong options are wrong; explanation confirmed.",
    'Which Scottish leader won the Battle of Stirling Bridge in 1297?':
      'Option fixed at merge by the lead as the reviewer proposed (Andrew Murray, joint commander, was offered as wrong; now James Douglas, who was not there). Checked by the lead, not its writer: Wallace and Andrew Murray commanded at Stirling Bridge, 11 September 1297; Bruce, Douglas and Balliol did not.',
    'At which battle of 1314 did Robert the Bruce defeat Edward II of England?':
      "Checked (reviewer's knowledge): Bannockburn is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king died in 1100 when an arrow hit him while hunting in the New Forest?':
      "Checked (reviewer's knowledge): William II is right and the three wrong options are wrong; explanation confirmed.",
    'Which ship sank in 1120, drowning the only legitimate son of Henry I?':
      "Checked (reviewer's knowledge): The White Ship is right and the three wrong options are wrong; explanation confirmed.",
    'Which Welsh prince, the last native Prince of Wales, was killed in 1282?':
      "Checked (reviewer's knowledge): Llywelyn ap Gruffudd, killed at Cilmeri in 1282, is conventionally the last native Prince of Wales; 'killed in 1282' excludes his brother Dafydd (executed 1283); confirmed.",
    'Which English king was deposed in 1327 and probably murdered at Berkeley Castle?':
      "Checked (reviewer's knowledge): Edward II is right and the three wrong options are wrong; explanation confirmed.",
    "Which 1320 letter to the Pope asserted Scotland's independence?":
      "Checked (reviewer's knowledge): The Declaration of Arbroath is right and the three wrong options are wrong; explanation confirmed.",
    'Which English rebellion of 1381 was led by Wat Tyler?':
      "Checked (reviewer's knowledge): The Peasants' Revolt is right and the three wrong options are wrong; explanation confirmed.",
    'Which Saxon rebel held out against William the Conqueror in the Fens around Ely?':
      "Checked (reviewer's knowledge): Hereward the Wake is right and the three wrong options are wrong; explanation confirmed.",
    'Which city was the main goal of the First Crusade?':
      "Checked (reviewer's knowledge): Jerusalem is right and the three wrong options are wrong; explanation confirmed.",
    'Which Muslim leader retook Jerusalem from the crusaders in 1187?':
      "Checked (reviewer's knowledge): Saladin is right and the three wrong options are wrong; explanation confirmed.",
    'Which pope called for the First Crusade in 1095?':
      "Checked (reviewer's knowledge): Urban II is right and the three wrong options are wrong; explanation confirmed.",
    'Which military order of knights took its name from the Temple Mount in Jerusalem?':
      "Checked (reviewer's knowledge): The Knights Templar is right and the three wrong options are wrong; explanation confirmed.",
    'Which city did the Fourth Crusade sack in 1204?':
      "Checked (reviewer's knowledge): Constantinople is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king led the Third Crusade with the French king Philip II?':
      "Checked (reviewer's knowledge): Richard I is right and the three wrong options are wrong; explanation confirmed.",
    'Which crusader city, capital of the Kingdom of Jerusalem in its last century, fell to the Mamluks in 1291?':
      "Reworded at merge by the lead as the reviewer proposed (Tyre and Atlit also fell in 1291). Checked by the lead, not its writer: Acre was the kingdom's capital from 1191 and fell in May 1291; Jaffa fell in 1268, Antioch in 1268, Tripoli in 1289.",
    'Which French king died on crusade at Tunis in 1270 and was later made a saint?':
      "Checked (reviewer's knowledge): Louis IX is right and the three wrong options are wrong; explanation confirmed.",
    'Which crusade, launched in 1145 after the fall of Edessa, ended in failure at Damascus?':
      "Checked (reviewer's knowledge): The Second Crusade is right and the three wrong options are wrong; explanation confirmed.",
    'Which order of German knights later conquered Prussia?':
      "Checked (reviewer's knowledge): The Teutonic Knights is right and the three wrong options are wrong; explanation confirmed.",
    'Which French king had the Templars arrested on Friday 13 October 1307?':
      "Checked (reviewer's knowledge): Philip IV is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did the crusaders capture Jerusalem in the First Crusade?':
      "Checked (reviewer's knowledge): 1099 is right and the three wrong options are wrong; explanation confirmed.",
    'Which battle of 1187 destroyed the army of the Kingdom of Jerusalem?':
      "Checked (reviewer's knowledge): The Battle of Hattin is right and the three wrong options are wrong; explanation confirmed.",
    'Which Holy Roman Emperor drowned crossing a river in Anatolia on the Third Crusade?':
      "Checked (reviewer's knowledge): Frederick Barbarossa is right and the three wrong options are wrong; explanation confirmed.",
    'Which Holy Roman Emperor regained Jerusalem by treaty in 1229, without a battle?':
      "Checked (reviewer's knowledge): Frederick II is right and the three wrong options are wrong; explanation confirmed.",
    'Which Mamluk sultan took the crusader fortress of Krak des Chevaliers in 1271?':
      "Checked (reviewer's knowledge): Baibars is right and the three wrong options are wrong; explanation confirmed.",
    'What was a court entertainer who told jokes and wore motley called?':
      "Checked (reviewer's knowledge): A jester is right and the three wrong options are wrong; explanation confirmed.",
    'What was the notched parapet along the top of a castle wall called?':
      "Checked (reviewer's knowledge): The battlements is right and the three wrong options are wrong; explanation confirmed.",
    'What was a person who copied books by hand called?':
      "Checked (reviewer's knowledge): A scribe is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the head of the Church in medieval western Europe?':
      "Checked (reviewer's knowledge): The Pope is right and the three wrong options are wrong; explanation confirmed.",
    'What was the room where monks copied manuscripts called?':
      "Checked (reviewer's knowledge): A scriptorium is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king was nicknamed Lackland?':
      "Checked (reviewer's knowledge): John is right and the three wrong options are wrong; explanation confirmed.",
    "In legend, around what did King Arthur's knights sit?":
      "Checked (reviewer's knowledge): The Round Table is right and the three wrong options are wrong; explanation confirmed.",
    "Which sword is King Arthur's in legend?":
      "Checked (reviewer's knowledge): Excalibur is right and the three wrong options are wrong; explanation confirmed.",
    'Which holy object did the knights of Arthurian legend search for?':
      "Checked (reviewer's knowledge): The Holy Grail is right and the three wrong options are wrong; explanation confirmed.",
    "What was a lord's estate, with its village and fields, called?":
      "Checked (reviewer's knowledge): A manor is right and the three wrong options are wrong; explanation confirmed.",
    'What were medieval mounted warriors who swore to a code of conduct called?':
      "Checked (reviewer's knowledge): Knights is right and the three wrong options are wrong; explanation confirmed.",
    'What was the code of behaviour expected of a knight called?':
      "Checked (reviewer's knowledge): Chivalry is right and the three wrong options are wrong; explanation confirmed.",
    'What did medieval alchemists hope to turn base metals into?':
      "Checked (reviewer's knowledge): Gold is right and the three wrong options are wrong; explanation confirmed.",
    'What did medieval scribes write on, made from prepared animal skin?':
      "Checked (reviewer's knowledge): Parchment is right and the three wrong options are wrong; explanation confirmed.",
    'What was a travelling medieval singer and musician called?':
      "Checked (reviewer's knowledge): A minstrel is right and the three wrong options are wrong; explanation confirmed.",
    'What were the medieval plays on Bible stories staged by town guilds called?':
      "Checked (reviewer's knowledge): Mystery plays is right and the three wrong options are wrong; explanation confirmed.",
    'What was the trading league of north German and Baltic cities called?':
      "Checked (reviewer's knowledge): The Hanseatic League is right and the three wrong options are wrong; explanation confirmed.",
    "Which 1214 battle confirmed the power of Philip II of France against King John's allies?":
      "Checked (reviewer's knowledge): Bouvines is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1302 battle saw Flemish townsmen defeat French knights at Courtrai?':
      "Checked (reviewer's knowledge): The Battle of the Golden Spurs is right and the three wrong options are wrong; explanation confirmed.",
    'What was the medieval system of land held in return for loyalty and service called?':
      "Checked (reviewer's knowledge): Feudalism is right and the three wrong options are wrong; explanation confirmed.",
    'What was a young noble training to become a knight, after being a page, called?':
      "Checked (reviewer's knowledge): A squire is right and the three wrong options are wrong; explanation confirmed.",
    "What were peasants tied to their lord's land called?":
      "Checked (reviewer's knowledge): Serfs is right and the three wrong options are wrong; explanation confirmed.",
    'What was a medieval fight between two mounted knights with lances called?':
      "Checked (reviewer's knowledge): A joust is right and the three wrong options are wrong; explanation confirmed.",
    'What is a community of monks living under religious rules called?':
      "Checked (reviewer's knowledge): A monastery is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of building is Notre-Dame de Paris?':
      "Checked (reviewer's knowledge): A cathedral is right and the three wrong options are wrong; explanation confirmed.",
    'Whose Rule set out the way of life for monks in much of western Europe?':
      "Checked (reviewer's knowledge): Saint Benedict is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian founded an order of friars devoted to poverty in the early 1200s?':
      "Checked (reviewer's knowledge): Francis of Assisi is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian theologian wrote the Summa Theologica?':
      "Checked (reviewer's knowledge): Thomas Aquinas is right and the three wrong options are wrong; explanation confirmed.",
    'Which style of church building, with pointed arches and flying buttresses, began in France in the 1100s?':
      "Checked (reviewer's knowledge): Gothic is right and the three wrong options are wrong; explanation confirmed.",
    'What were the associations of craftsmen and merchants in medieval towns called?':
      "Checked (reviewer's knowledge): Guilds is right and the three wrong options are wrong; explanation confirmed.",
    "What was the tax of one tenth of a person's produce paid to the Church called?":
      "Checked (reviewer's knowledge): A tithe is right and the three wrong options are wrong; explanation confirmed.",
    'Which university, founded around 1088, is considered the oldest in continuous operation in Europe?':
      "Checked (reviewer's knowledge): Bologna is right and the three wrong options are wrong; explanation confirmed.",
    'What was the split of 1054 between the Roman and Eastern Churches called?':
      "Checked (reviewer's knowledge): the East-West Schism of 1054 is usually called the Great Schism; confirmed. Note: the wrong option 'The Western Schism' is correctly wrong for 1054.",
    'What was the period from 1378 to 1417 with rival popes in Rome and Avignon called?':
      "Option fixed at merge by the lead as the reviewer proposed ('The Great Schism', another name of the key, replaced by the Photian Schism of the 860s). Checked by the lead, not its writer: the Western Schism, 1378-1417, ended by the Council of Constance.",
    "Which German emperor stood in the snow at Canossa in 1077 to seek the Pope's forgiveness?":
      "Checked (reviewer's knowledge): Henry IV is right and the three wrong options are wrong; explanation confirmed.",
    'Which French city was the seat of the popes for most of the 1300s?':
      "Checked (reviewer's knowledge): Avignon is right and the three wrong options are wrong; explanation confirmed.",
    'Which Czech reformer was burned at the stake at the Council of Constance in 1415?':
      "Checked (reviewer's knowledge): Jan Hus is right and the three wrong options are wrong; explanation confirmed.",
    'Which English theologian first had the Bible translated into English, in the 1380s?':
      "Checked (reviewer's knowledge): John Wycliffe is right and the three wrong options are wrong; explanation confirmed.",
    'Which abbess wrote on medicine and music and composed chants in 12th-century Germany?':
      "Checked (reviewer's knowledge): Hildegard of Bingen is right and the three wrong options are wrong; explanation confirmed.",
    'Which French philosopher was famous for his love affair with Héloïse?':
      "Checked (reviewer's knowledge): Peter Abelard is right and the three wrong options are wrong; explanation confirmed.",
    "Which English friar gave his name to the 'razor' that prefers the simplest explanation?":
      "Checked (reviewer's knowledge): William of Ockham is right and the three wrong options are wrong; explanation confirmed.",
    'Which Ottoman sultan conquered Constantinople in 1453?':
      "Checked (reviewer's knowledge): Mehmed II is right and the three wrong options are wrong; explanation confirmed.",
    'Which kind of animal carried the fleas that spread the Black Death?':
      "Checked (reviewer's knowledge): Rats is right and the three wrong options are wrong; explanation confirmed.",
    'Which French peasant girl led French troops at Orléans in 1429?':
      "Checked (reviewer's knowledge): Joan of Arc is right and the three wrong options are wrong; explanation confirmed.",
    'Which wars for the English throne were fought between the houses of Lancaster and York?':
      "Checked (reviewer's knowledge): The Wars of the Roses is right and the three wrong options are wrong; explanation confirmed.",
    'Which long conflict between England and France lasted from 1337 to 1453?':
      "Checked (reviewer's knowledge): The Hundred Years' War is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1415 battle did Henry V of England win against a larger French army?':
      "Checked (reviewer's knowledge): Agincourt is right and the three wrong options are wrong; explanation confirmed.",
    "Which battle of 1346 was an early English victory in the Hundred Years' War?":
      "Checked (reviewer's knowledge): Crécy is right and the three wrong options are wrong; explanation confirmed.",
    "Which disease was the Black Death, in most historians' view?":
      "Checked (reviewer's knowledge): Bubonic plague is right and the three wrong options are wrong; explanation confirmed.",
    "Roughly what share of Europe's people did the Black Death kill?":
      "Checked (reviewer's knowledge): About a third or more is right and the three wrong options are wrong; explanation confirmed.",
    'Which king of England was killed at Bosworth Field in 1485?':
      "Checked (reviewer's knowledge): Richard III is right and the three wrong options are wrong; explanation confirmed.",
    "Which king's victory at Bosworth began the Tudor dynasty?":
      "Checked (reviewer's knowledge): Henry VII is right and the three wrong options are wrong; explanation confirmed.",
    'Who brought the first printing press to England, in 1476?':
      "Checked (reviewer's knowledge): William Caxton is right and the three wrong options are wrong; explanation confirmed.",
    "Which 1453 battle ended the Hundred Years' War?":
      "Checked (reviewer's knowledge): Castillon is right and the three wrong options are wrong; explanation confirmed.",
    "Which English king's son, the Black Prince, won the Battle of Poitiers in 1356?":
      "Checked (reviewer's knowledge): Edward III is right and the three wrong options are wrong; explanation confirmed.",
    "Which Crimean port's siege in 1346 is often said to have brought the plague towards Europe?":
      "Checked (reviewer's knowledge): Caffa is right and the three wrong options are wrong; explanation confirmed.",
    'Which boy king was one of the two Princes in the Tower who vanished in 1483?':
      "Checked (reviewer's knowledge): Edward V is right and the three wrong options are wrong; explanation confirmed.",
    'Which Earl of Warwick was nicknamed the Kingmaker?':
      "Checked (reviewer's knowledge): Richard Neville is right and the three wrong options are wrong; explanation confirmed.",
    'At which battle of 1461, fought in a snowstorm, did many thousands die?':
      "Checked (reviewer's knowledge): Towton is right and the three wrong options are wrong; explanation confirmed.",
    'Which French king did Joan of Arc see crowned at Reims in 1429?':
      "Checked (reviewer's knowledge): Charles VII is right and the three wrong options are wrong; explanation confirmed.",
    'Which English king was married to Catherine of Valois after the Treaty of Troyes?':
      "Checked (reviewer's knowledge): Henry V is right and the three wrong options are wrong; explanation confirmed.",
    'Which Florentine family of bankers ruled the city for much of the 1400s?':
      "Checked (reviewer's knowledge): The Medici is right and the three wrong options are wrong; explanation confirmed.",
    'Which city did the Castilian knight El Cid capture in 1094?':
      "Checked (reviewer's knowledge): Valencia is right and the three wrong options are wrong; explanation confirmed.",
    'Who was crowned the first King of Sicily in 1130?':
      "Checked (reviewer's knowledge): Roger II is right and the three wrong options are wrong; explanation confirmed.",
    'Which Venetian traveller described the court of Kublai Khan?':
      "Checked (reviewer's knowledge): Marco Polo is right and the three wrong options are wrong; explanation confirmed.",
    'Which West African emperor made a famously rich pilgrimage to Mecca in 1324?':
      "Checked (reviewer's knowledge): Mansa Musa is right and the three wrong options are wrong; explanation confirmed.",
    'Which grandson of Genghis Khan founded the Yuan dynasty in China?':
      "Checked (reviewer's knowledge): Kublai Khan is right and the three wrong options are wrong; explanation confirmed.",
    'Which Moroccan traveller journeyed about 120,000 km in the 1300s?':
      "Checked (reviewer's knowledge): Ibn Battuta is right and the three wrong options are wrong; explanation confirmed.",
    'Which city was the capital of the Abbasid caliphate from 762?':
      "Checked (reviewer's knowledge): Baghdad is right and the three wrong options are wrong; explanation confirmed.",
    'Which Muslim kingdom in Spain held out until 1492?':
      "Checked (reviewer's knowledge): Granada is right and the three wrong options are wrong; explanation confirmed.",
    'Which palace and fortress was built by the Nasrid rulers of Granada?':
      "Checked (reviewer's knowledge): The Alhambra is right and the three wrong options are wrong; explanation confirmed.",
    "Which Mongol khanate's army was defeated by the Mamluks at Ain Jalut in 1260?":
      "Checked (reviewer's knowledge): The Ilkhanate is right and the three wrong options are wrong; explanation confirmed.",
    'Which city did the Mongols sack in 1258, ending the Abbasid caliphate there?':
      "Checked (reviewer's knowledge): Baghdad is right and the three wrong options are wrong; explanation confirmed.",
    "Which Persian scholar's Canon of Medicine was a standard textbook in Europe for centuries?":
      "Checked (reviewer's knowledge): Avicenna is right and the three wrong options are wrong; explanation confirmed.",
    'Which Mongol commander led the army that crushed the Hungarians at Mohi in 1241?':
      "Checked (reviewer's knowledge): Batu Khan is right and the three wrong options are wrong; explanation confirmed.",
    'Which Central Asian conqueror built his capital at Samarkand in the late 1300s?':
      "Checked (reviewer's knowledge): Timur is right and the three wrong options are wrong; explanation confirmed.",
    'Which great stone city in southern Africa flourished from the 1000s to the 1400s?':
      "Checked (reviewer's knowledge): Great Zimbabwe is right and the three wrong options are wrong; explanation confirmed.",
    'Which Chinese admiral led seven great treasure fleets between 1405 and 1433?':
      "Checked (reviewer's knowledge): Zheng He is right and the three wrong options are wrong; explanation confirmed.",
    "Which Andalusian philosopher's commentaries on Aristotle were read across Europe?":
      "Checked (reviewer's knowledge): Averroes is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese warrior government was founded at Kamakura in 1192?':
      "Checked (reviewer's knowledge): A shogunate is right and the three wrong options are wrong; explanation confirmed.",
    'Which two Mongol invasions of Japan were wrecked by storms?':
      "Checked (reviewer's knowledge): 1274 and 1281 is right and the three wrong options are wrong; explanation confirmed.",
  },
};
