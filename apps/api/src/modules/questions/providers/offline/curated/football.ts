import type { CuratedBank } from './bank.js';

export const football: CuratedBank = {
  key: 'football',
  sections: {
    Rules: [
      'e|How many players does each team have on the pitch in association football?|11|10;9;12|Each side has ten outfield players and a goalkeeper.',
      'e|How long is a professional football match, not counting stoppage time?|90 minutes|80 minutes;100 minutes;60 minutes|A match has two halves of 45 minutes.',
      'e|What colour card does a referee show to send a player off?|Red|Yellow;Blue;Green|A yellow card is a caution; two yellows mean a red.',
      'h|From how far is a penalty kick taken?|11 metres|9 metres;16.5 metres;5.5 metres|The penalty spot is 11 metres (12 yards) from the goal line.',
      'e|What is it called when a player scores three goals in one match?|A hat-trick|A brace;A treble;A clean sheet|Three goals by one player in a match is a hat-trick; two is a brace.',
      'e|Which organisation governs world football?|FIFA|UEFA;The IOC;CONMEBOL|FIFA was founded in Paris in 1904.',
    ],
    'World Cups': [
      'e|Which country won the first FIFA World Cup, in 1930?|Uruguay|Argentina;Brazil;Italy|Uruguay hosted and won the first World Cup.',
      "e|Which country has won the most men's FIFA World Cups?|Brazil|Germany;Italy;Argentina|Brazil has won the World Cup five times.",
      'e|Which country won the 2022 FIFA World Cup?|Argentina|France;Croatia;Brazil|Argentina beat France on penalties in the final.',
      'm|Which country hosted the 2022 FIFA World Cup?|Qatar|Saudi Arabia;The United Arab Emirates;Russia|It was the first World Cup held in the Middle East.',
      'm|Which country won the 2018 FIFA World Cup?|France|Croatia;Belgium;Germany|France beat Croatia 4–2 in the final in Moscow.',
      'm|Which country won the 2014 FIFA World Cup in Brazil?|Germany|Argentina;The Netherlands;Spain|Germany beat Argentina 1–0 after extra time.',
      "m|Which country won the 2010 FIFA World Cup?|Spain|The Netherlands;Germany;Italy|It was Spain's first World Cup win.",
      'h|Which team did England beat in the 1966 World Cup final?|West Germany|Portugal;Argentina;Brazil|England won 4–2 after extra time at Wembley.',
      "h|Which country won the 2023 FIFA Women's World Cup?|Spain|England;Sweden;The United States|Spain beat England 1–0 in the final in Sydney.",
      "h|Which country has won the most FIFA Women's World Cups?|The United States|Germany;Norway;Japan|The United States has won the Women's World Cup four times.",
    ],
    'Players and clubs': [
      'm|Which Brazilian won the World Cup in 1958, 1962 and 1970?|Pelé|Garrincha;Zico;Ronaldo|Pelé is the only player to win three World Cups.',
      'm|Which Argentine scored the Hand of God goal in 1986?|Diego Maradona|Lionel Messi;Gabriel Batistuta;Mario Kempes|Maradona scored it against England in the quarter-final.',
      "m|Which player has won the most Ballon d'Or awards?|Lionel Messi|Cristiano Ronaldo;Michel Platini;Johan Cruyff|Messi has won the Ballon d'Or eight times.",
      "h|Which player holds the record for most goals in men's international football?|Cristiano Ronaldo|Ali Daei;Lionel Messi;Pelé|Ronaldo passed Ali Daei's record of 109 goals in 2021.",
      'm|Which English club is nicknamed the Red Devils?|Manchester United|Liverpool;Arsenal;Nottingham Forest|Manchester United play at Old Trafford.',
      'm|Which club has won the most European Cup and Champions League titles?|Real Madrid|AC Milan;Barcelona;Bayern Munich|Real Madrid have won the competition more than any other club.',
      'm|Which London stadium hosts the FA Cup final?|Wembley Stadium|Old Trafford;Anfield;Stamford Bridge|The current Wembley Stadium opened in 2007.',
      'h|Which Barcelona stadium is the largest in Europe?|Camp Nou|Santiago Bernabéu;San Siro;Signal Iduna Park|Camp Nou is the home of FC Barcelona.',
    ],
    'European Championships': [
      'h|Which country won the first European Championship, in 1960?|The Soviet Union|Spain;Yugoslavia;France|The Soviet Union beat Yugoslavia in the final in Paris.',
      'm|Which country won Euro 2024?|Spain|England;France;Italy|Spain beat England 2–1 in the final in Berlin.',
      'h|Which country won Euro 2020, played in 2021?|Italy|England;Spain;Denmark|Italy beat England on penalties at Wembley.',
      'e|Which body part may outfield players not use to play the ball on purpose?|Their hands|Their head;Their chest;Their knees|Only goalkeepers may handle the ball, and only inside their own penalty area.',
      'e|In which country is the club FC Barcelona based?|Spain|Portugal;Italy;France|FC Barcelona plays in Barcelona, in Catalonia, Spain.',
      'h|Which club won the first Premier League title, in 1992–93?|Manchester United|Blackburn Rovers;Arsenal;Leeds United|Manchester United won the first Premier League season.',
      "h|Who won the first Ballon d'Or, in 1956?|Stanley Matthews|Alfredo Di Stéfano;Raymond Kopa;Ferenc Puskás|Blackpool's Stanley Matthews won the first Ballon d'Or.",
    ],
  },
};
