import type { CuratedBank } from './bank.js';

export const sport: CuratedBank = {
  key: 'sport',
  sections: {
    'Rules and numbers': [
      'e|How many players from each team are on a basketball court at one time?|5|6;7;4|Basketball is played five against five.',
      'e|In tennis, what is a score of zero called?|Love|Nil;Duck;Blank|A game score of 40–0 is read as forty–love.',
      'e|How many holes are played in a standard round of golf?|18|9;12;24|A standard golf course has 18 holes.',
      'm|What is the maximum break in snooker without free balls?|147|155;100;180|A maximum break is 15 reds, each followed by the black, then all the colours.',
      'm|What is the highest score possible with three darts?|180|150;170;200|Three darts in the treble 20 score 180.',
      'm|How long is a marathon?|42.195 km|40 km;26.2 km;50 km|The distance is 42.195 km, or about 26.2 miles.',
      'm|How many players are on a cricket team?|11|9;10;12|Each side fields eleven players.',
      'm|How many points is a touchdown worth in American football?|6|7;3;5|A touchdown scores six points, with a chance to add more after it.',
      'm|How many Grand Slam tournaments are played in tennis each year?|4|3;5;6|The four are the Australian Open, the French Open, Wimbledon and the US Open.',
    ],
    'Sports and events': [
      'm|Which country created judo?|Japan|China;Korea;Brazil|Jigoro Kano founded judo in Japan in 1882.',
      'm|In which sport is a slam dunk scored?|Basketball|Volleyball;Handball;Netball|A slam dunk is when a player jumps and forces the ball down through the hoop.',
      'm|Which Grand Slam tennis tournament is played on grass?|Wimbledon|The US Open;Roland Garros;The Australian Open|Wimbledon, in London, is the oldest tennis tournament in the world.',
      'm|On which surface is the French Open played?|Clay|Grass;Hard court;Carpet|Roland Garros is the only Grand Slam played on clay.',
      'm|In which sport is the Ryder Cup contested?|Golf|Tennis;Cricket;Sailing|The Ryder Cup is played between teams from Europe and the United States.',
      'm|In which sport do teams compete for the Stanley Cup?|Ice hockey|Baseball;American football;Basketball|The Stanley Cup is awarded to the NHL champions.',
      'm|In which sport is the Super Bowl the championship game?|American football|Baseball;Basketball;Ice hockey|The Super Bowl decides the NFL champion.',
      'm|Which sport uses a shuttlecock?|Badminton|Squash;Table tennis;Racquetball|A shuttlecock can leave the racket at over 400 km/h.',
      'm|What colour jersey does the overall leader of the Tour de France wear?|Yellow|Green;Polka dot;Pink|The green jersey is for points and the polka-dot jersey for the best climber.',
      "m|In which sport do teams compete for the America's Cup?|Sailing|Rowing;Polo;Golf|The America's Cup, first raced in 1851, is the oldest trophy in international sport.",
    ],
    Champions: [
      'm|Which boxer called himself The Greatest and won Olympic gold in 1960 as Cassius Clay?|Muhammad Ali|Joe Frazier;George Foreman;Sugar Ray Leonard|Ali won the world heavyweight title three times.',
      'm|In which sport did Michael Jordan become famous?|Basketball|Tennis;American football;Golf|Jordan won six NBA championships with the Chicago Bulls.',
      "m|Which golfer has won the most men's major championships?|Jack Nicklaus|Tiger Woods;Arnold Palmer;Gary Player|Jack Nicklaus won 18 majors; Tiger Woods has won 15.",
      'm|Which country had won the most Rugby World Cups by the end of the 2023 tournament?|South Africa|New Zealand;Australia;England|South Africa won in 1995, 2007, 2019 and 2023.',
    ],
  },
};
