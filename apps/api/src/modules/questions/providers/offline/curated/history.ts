import type { CuratedBank } from './bank.js';

export const history: CuratedBank = {
  key: 'history',
  sections: {
    'Early modern history': [
      'e|In which year did Christopher Columbus first reach the Americas?|1492|1488;1501;1519|Columbus landed in the Bahamas in October 1492.',
      "m|Which document did King John of England agree to in 1215?|Magna Carta|The Bill of Rights;The Domesday Book;The Act of Union|Magna Carta limited the king's power and became a landmark of constitutional law.",
      'm|In which year did the Battle of Hastings take place?|1066|1086;1105;1016|William of Normandy defeated King Harold II at Hastings in October 1066.',
      'e|Which ship carried the Pilgrims to North America in 1620?|The Mayflower|The Santa Maria;The Endeavour;The Beagle|The Pilgrims sailed on the Mayflower and founded Plymouth Colony in 1620.',
      'm|Which queen ruled England from 1558 to 1603?|Elizabeth I|Mary I;Victoria;Anne|Elizabeth I was the last monarch of the Tudor dynasty.',
      "m|What was the plague pandemic that struck Europe from 1347 to 1351 called?|The Black Death|The Great Plague;The Spanish flu;The Antonine Plague|The Black Death killed a large share of Europe's population in just a few years.",
      'm|Which empire did Genghis Khan found?|The Mongol Empire|The Ottoman Empire;The Persian Empire;The Byzantine Empire|Genghis Khan founded the Mongol Empire in 1206.',
      "m|Which city was the capital of the Byzantine Empire?|Constantinople|Rome;Athens;Alexandria|Constantinople, today's Istanbul, fell to the Ottomans in 1453.",
    ],
    'Revolutions and empires': [
      'm|In which year did the French Revolution begin?|1789|1776;1815;1848|The storming of the Bastille on 14 July 1789 is seen as its start.',
      "m|At which battle was Napoleon finally defeated in 1815?|Waterloo|Austerlitz;Trafalgar;Leipzig|The Battle of Waterloo in June 1815 ended Napoleon's rule for good.",
      'e|In which country did the Industrial Revolution begin?|Britain|France;Germany;The United States|The Industrial Revolution began in Britain in the 18th century.',
      'm|Which country was ruled by tsars until 1917?|Russia|Austria;Hungary;Sweden|Tsar Nicholas II abdicated in March 1917 during the Russian Revolution.',
      'e|From which country did the United States buy Alaska in 1867?|Russia|Canada;The United Kingdom;Spain|The United States bought Alaska from the Russian Empire for 7.2 million dollars in 1867.',
      'm|Who wrote The Communist Manifesto with Friedrich Engels?|Karl Marx|Vladimir Lenin;Leon Trotsky;Adam Smith|Marx and Engels published The Communist Manifesto in 1848.',
      'm|Which country gave the Statue of Liberty to the United States?|France|The United Kingdom;Spain;Italy|The statue was a gift from the people of France, dedicated in 1886.',
    ],
    '20th century': [
      'm|In which year did the Titanic sink?|1912|1905;1915;1921|RMS Titanic sank on 15 April 1912 after hitting an iceberg.',
      'e|In which year did the Berlin Wall fall?|1989|1991;1985;1979|The Berlin Wall was opened on 9 November 1989.',
      'm|In which year did the Soviet Union dissolve?|1991|1989;1993;1985|The Soviet Union formally dissolved in December 1991.',
      'm|Who led the Soviet Union during the Cuban Missile Crisis of 1962?|Nikita Khrushchev|Joseph Stalin;Leonid Brezhnev;Mikhail Gorbachev|Khrushchev led the Soviet Union from 1953 to 1964.',
      'e|Which South African leader spent 27 years in prison before becoming president?|Nelson Mandela|Desmond Tutu;Thabo Mbeki;Steve Biko|Mandela was released in 1990 and elected president in 1994.',
      'm|Which civil rights leader gave the I Have a Dream speech in 1963?|Martin Luther King Jr.|Malcolm X;Rosa Parks;John Lewis|King gave the speech at the March on Washington on 28 August 1963.',
      'h|Who was the first woman to serve as Prime Minister of the United Kingdom?|Margaret Thatcher|Theresa May;Liz Truss;Barbara Castle|Margaret Thatcher became Prime Minister in 1979.',
      'h|Which treaty created the European Union, taking effect in 1993?|The Maastricht Treaty|The Treaty of Rome;The Treaty of Lisbon;The Treaty of Paris|The Maastricht Treaty came into force on 1 November 1993.',
    ],
  },
};
