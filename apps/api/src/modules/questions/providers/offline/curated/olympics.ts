import type { CuratedBank } from './bank.js';

export const olympics: CuratedBank = {
  key: 'olympics',
  sections: {
    'The Games': [
      'e|How many rings are on the Olympic flag?|5|4;6;7|The five rings stand for the union of the inhabited continents.',
      'e|How often are the Summer Olympic Games normally held?|Every 4 years|Every 2 years;Every 3 years;Every 5 years|The four-year period between Games is called an Olympiad.',
      'm|What are the colours of the five Olympic rings?|Blue, yellow, black, green and red|Blue, yellow, white, green and red;Red, orange, yellow, green and blue;Black, white, red, blue and gold|Pierre de Coubertin chose the colours because, with the white background, they could reproduce every national flag of his time.',
      'e|In which city were the first modern Olympic Games held, in 1896?|Athens|Paris;London;Rome|The 1896 Games revived the ancient tradition in Greece.',
      'h|Who founded the International Olympic Committee?|Pierre de Coubertin|Avery Brundage;Juan Antonio Samaranch;Jacques Rogge|Coubertin founded the IOC in 1894.',
      'e|What is awarded for second place at the Olympics?|A silver medal|A bronze medal;A gold medal;A laurel wreath|Gold is for first place and bronze for third.',
      'm|Which country has won the most Summer Olympic medals overall?|The United States|China;Russia;Great Britain|The United States has topped the all-time Summer Olympic medal table for many decades.',
      'h|Which country won the most gold medals at the 2008 Beijing Olympics?|China|The United States;Russia;Great Britain|China won 48 gold medals as host nation.',
    ],
    'Host cities': [
      'e|Which city hosted the 2024 Summer Olympics?|Paris|Los Angeles;Tokyo;London|Paris also hosted in 1900 and 1924.',
      'm|Which city will host the 2028 Summer Olympics?|Los Angeles|Brisbane;Paris;Madrid|Los Angeles also hosted in 1932 and 1984.',
      'm|Which city hosted the 2020 Summer Olympics, held in 2021?|Tokyo|Beijing;Seoul;Rio de Janeiro|The Games were postponed by a year because of the COVID-19 pandemic.',
      'e|Which city hosted the 2016 Summer Olympics?|Rio de Janeiro|London;São Paulo;Buenos Aires|They were the first Olympics held in South America.',
      'm|Which city will host the 2032 Summer Olympics?|Brisbane|Sydney;Melbourne;Doha|Brisbane will be the third Australian city to host the Summer Games.',
      'm|Which city has hosted the Summer Olympics three times, in 1908, 1948 and 2012?|London|Paris;Los Angeles;Athens|London was the first city to host the modern Summer Games three times.',
      'm|In which country were the 2018 Winter Olympics held?|South Korea|Japan;China;Russia|The 2018 Winter Games took place in Pyeongchang.',
      'm|Which city hosted the 2022 Winter Olympics?|Beijing|Sochi;Pyeongchang;Vancouver|Beijing is the first city to host both Summer and Winter Games.',
      "h|Which Italian cities hosted the 2026 Winter Olympics?|Milan and Cortina d'Ampezzo|Turin and Milan;Rome and Turin;Venice and Cortina d'Ampezzo|The Games were shared between Milan and the Alpine resort of Cortina d'Ampezzo.",
      'h|Where were the first Winter Olympics held, in 1924?|Chamonix|St. Moritz;Lake Placid;Oslo|The 1924 Winter Games took place in the French Alps.',
    ],
    'Olympians and events': [
      'e|Which swimmer has won the most Olympic gold medals?|Michael Phelps|Mark Spitz;Ian Thorpe;Ryan Lochte|Michael Phelps won 23 Olympic gold medals.',
      'e|Which sprinter won the 100 m gold at the 2008, 2012 and 2016 Olympics?|Usain Bolt|Carl Lewis;Justin Gatlin;Yohan Blake|Usain Bolt also set the 100 m world record of 9.58 seconds in 2009.',
      'h|Which gymnast scored the first perfect 10 in Olympic gymnastics, in 1976?|Nadia Comăneci|Olga Korbut;Simone Biles;Mary Lou Retton|Nadia Comăneci was 14 years old at the Montreal Games.',
      'm|Which American athlete won four gold medals at the 1936 Berlin Olympics?|Jesse Owens|Carl Lewis;Jim Thorpe;Ralph Metcalfe|Owens won the 100 m, 200 m, long jump and 4 × 100 m relay.',
      'm|In which event would you see a Fosbury Flop?|The high jump|The pole vault;The long jump;Diving|Dick Fosbury won gold with his backwards technique in 1968.',
      "h|How many events make up the men's decathlon?|10|7;8;12|The decathlon's ten events are held over two days.",
      'h|How many events are in the heptathlon?|7|5;8;10|The heptathlon has seven events over two days.',
      "e|In which country is the Olympic flame lit before each Games?|Greece|Italy;France;Switzerland|The flame is lit by the sun's rays at Olympia in Greece.",
      'e|In which sport would you swim backstroke?|Swimming|Rowing;Diving;Gymnastics|Backstroke is one of the four competitive swimming strokes.',
      'h|Which city hosted the 1964 Summer Olympics, the first held in Asia?|Tokyo|Seoul;Beijing;Manila|Tokyo hosted in 1964 and again in 2021.',
      'h|How long is the Olympic marathon?|42.195 km|40 km;41.195 km;43.5 km|The distance was fixed at 42.195 km in 1921, after the 1908 London course.',
      'h|In which country were the 1952 Winter Olympics held?|Norway|Switzerland;Austria;Italy|Oslo hosted the 1952 Winter Games.',
    ],
  },
};
