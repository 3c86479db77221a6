import type { BankReview } from './review.js';

/** bank-r7's check of the history bank, written before ADR 0195 (issue 14); 28 questions, 5 rejected and removed. */
export const historyReview: BankReview = {
  bank: 'history',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'In which year did Christopher Columbus first reach the Americas?':
      "Checked (reviewer's knowledge): Columbus made landfall in the Bahamas on 12 October 1492; 1488 (Dias rounds the Cape), 1501 and 1519 are wrong; explanation confirmed. Note: renaissance.ts explanations mention Columbus and 1492, a cross-bank hint only.",
    'Which document did King John of England agree to in 1215?':
      "Checked (reviewer's knowledge): King John agreed to Magna Carta at Runnymede in June 1215; the Bill of Rights (1689), Domesday Book (1086) and Act of Union are wrong; explanation confirmed.",
    'In which year did the Battle of Hastings take place?':
      "Checked (reviewer's knowledge): the Battle of Hastings, 14 October 1066, William of Normandy over Harold II; 1086, 1105 and 1016 are wrong; explanation confirmed. Note: the explanation names Harold II and William, answers of two medieval-history.ts questions in the same History topic (a cross-bank hint, as the biology/physics precedent; the lead may prefer to trim the explanation to the date).",
    'Which ship carried the Pilgrims to North America in 1620?':
      "Checked (reviewer's knowledge): the Pilgrims sailed on the Mayflower in 1620 and founded Plymouth Colony; the Santa María, Endeavour and Beagle are other ships; explanation confirmed.",
    'Which queen ruled England from 1558 to 1603?':
      "Checked (reviewer's knowledge): Elizabeth I reigned 1558-1603, the last Tudor; Mary I (1553-1558), Victoria and Anne are wrong; explanation confirmed. Note: renaissance.ts asks a different Elizabeth I fact (Shakespeare's career) with the same key and wrong options and its explanation gives 1558-1603; not the same fact, so not a reject, but the lead may prefer to keep only one.",
    'What was the plague pandemic that struck Europe from 1347 to 1351 called?':
      "Checked (reviewer's knowledge): the Black Death, 1347-1351, killed perhaps a third or more of Europe's people; the Great Plague (1665), Spanish flu (1918) and Antonine Plague (2nd century) are wrong; explanation confirmed. Note: medieval-history.ts asks other Black Death facts (rats, bubonic plague, death toll), no duplicate.",
    'Which empire did Genghis Khan found?':
      "Checked (reviewer's knowledge): Genghis Khan was proclaimed in 1206 and founded the Mongol Empire; the Ottoman, Persian and Byzantine empires are wrong; explanation confirmed.",
    'Which city was the capital of the Byzantine Empire?':
      "Checked (reviewer's knowledge): Constantinople (Istanbul) was the Byzantine capital until 1453; Rome, Athens and Alexandria are wrong; explanation confirmed. Its explanation's 1453 gives away the fall-year question, which is rejected (see there); with that removed nothing in the bank is given away.",
    'In which year did the French Revolution begin?':
      "Checked (reviewer's knowledge): the French Revolution is dated from 1789, the Bastille stormed on 14 July; 1776, 1815 and 1848 are wrong; explanation confirmed.",
    'At which battle was Napoleon finally defeated in 1815?':
      "Checked (reviewer's knowledge): Napoleon's final defeat was at Waterloo, 18 June 1815; Austerlitz (1805, a victory), Trafalgar (naval, 1805) and Leipzig (1813) are wrong; explanation confirmed. Once the 1804 coronation question is removed, its stem gives nothing away.",
    'In which country did the Industrial Revolution begin?':
      "Checked (reviewer's knowledge): the Industrial Revolution began in Britain in the 18th century; France, Germany and the United States industrialised later; explanation confirmed.",
    'Which country was ruled by tsars until 1917?':
      "Checked (reviewer's knowledge): Russia was ruled by tsars until Nicholas II abdicated in March 1917; Austria, Hungary and Sweden had emperors or kings; explanation confirmed. It shares its key with the Alaska question; neither gives the other away.",
    'From which country did the United States buy Alaska in 1867?':
      "Checked (reviewer's knowledge): the United States bought Alaska from the Russian Empire in 1867 for 7.2 million dollars; Canada, the United Kingdom and Spain are wrong; explanation confirmed.",
    'Who wrote The Communist Manifesto with Friedrich Engels?':
      "Checked (reviewer's knowledge): Karl Marx co-wrote The Communist Manifesto with Engels, published 1848; Lenin, Trotsky and Adam Smith are wrong; explanation confirmed.",
    'Which country gave the Statue of Liberty to the United States?':
      "Checked (reviewer's knowledge): the Statue of Liberty was a gift from the people of France, dedicated in 1886; the UK, Spain and Italy are wrong; explanation confirmed. Note: landmarks.ts asks other Statue of Liberty facts, no duplicate.",
    'In which year did the Titanic sink?':
      "Checked (reviewer's knowledge): RMS Titanic sank on 15 April 1912; 1905, 1915 and 1921 are wrong; explanation confirmed. Note: ocean.ts asks which ocean (different fact).",
    'In which year did the Berlin Wall fall?':
      "Checked (reviewer's knowledge): the Berlin Wall was opened on 9 November 1989; 1991, 1985 and 1979 are wrong; explanation confirmed. Once the divided-city question is removed (see the REJECT there), nothing in the bank gives it away; cold-war.ts stems mention 9 November 1989, a cross-bank hint only.",
    'In which year did the Soviet Union dissolve?':
      "Checked (reviewer's knowledge): the Soviet Union was formally dissolved in December 1991 (Belovezha Accords, Gorbachev's resignation on 25 December); 1989, 1993 and 1985 are wrong; explanation confirmed. Note: cold-war.ts asks about those 1991 events, a cross-bank hint only.",
    'Who led the Soviet Union during the Cuban Missile Crisis of 1962?':
      "Checked (reviewer's knowledge): Nikita Khrushchev led the USSR during the Cuban Missile Crisis (October 1962), as First Secretary 1953-1964; Stalin (died 1953), Brezhnev and Gorbachev are wrong; explanation confirmed. Note: cold-war.ts asks other Khrushchev facts, no duplicate.",
    'Which South African leader spent 27 years in prison before becoming president?':
      "Checked (reviewer's knowledge): Nelson Mandela was imprisoned 1962-1990 (27 years), elected president in 1994; Tutu, Mbeki and Biko are wrong; explanation confirmed.",
    'Which civil rights leader gave the I Have a Dream speech in 1963?':
      "Checked (reviewer's knowledge): Martin Luther King Jr. gave the I Have a Dream speech at the March on Washington, 28 August 1963; Malcolm X, Rosa Parks and John Lewis are wrong; explanation confirmed. Note: the key is about twice the length of the wrong options (a mild length cue); landmarks.ts and us-presidents.ts explanations mention the speech, a cross-bank hint only.",
    'Who was the first woman to serve as Prime Minister of the United Kingdom?':
      "Checked (reviewer's knowledge): Margaret Thatcher, Prime Minister from May 1979, was the first woman in the office; Theresa May and Liz Truss came later, Barbara Castle never held it; explanation confirmed. Note: cold-war.ts asks her 'Iron Lady' nickname, a different fact.",
    'Which treaty created the European Union, taking effect in 1993?':
      "Checked (reviewer's knowledge): the Maastricht Treaty (Treaty on European Union) came into force on 1 November 1993; the Treaty of Rome (1957) created the EEC, Lisbon (2007) reformed the EU, Paris (1951) created the ECSC; explanation confirmed.",
  },
};
