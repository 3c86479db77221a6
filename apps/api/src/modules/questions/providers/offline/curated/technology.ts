import type { CuratedBank } from './bank.js';

export const technology: CuratedBank = {
  key: 'technology',
  sections: {
    'Computing basics': [
      "e|What does CPU stand for?|Central processing unit|Computer personal unit;Central program utility;Core processing unit|The CPU carries out a computer's instructions.",
      'm|What does RAM stand for?|Random-access memory|Read-only memory;Rapid access module;Run-time application memory|RAM holds the data a computer is working with right now.',
      'e|How many bits are in a byte?|8|4;16;10|A byte of 8 bits can store 256 different values.',
      'h|What is the binary number 1010 in decimal?|10|5;8;12|1010 in binary is 8 + 2 = 10.',
      'h|What does USB stand for?|Universal Serial Bus|Universal System Bus;Unified Serial Board;United Serial Bridge|USB was introduced in 1996.',
      'e|What does AI stand for?|Artificial intelligence|Automated interface;Advanced internet;Analog input|AI is the field of making machines perform tasks that need intelligence.',
      'm|What is malicious software that locks files and demands payment called?|Ransomware|Spyware;Adware;Firmware|Ransomware usually demands payment in cryptocurrency.',
      'h|Which company made the 4004, the first commercial microprocessor, in 1971?|Intel|IBM;Texas Instruments;Motorola|The Intel 4004 had about 2,300 transistors.',
    ],
    'The internet': [
      'm|Who invented the World Wide Web in 1989?|Tim Berners-Lee|Vint Cerf;Bill Gates;Steve Jobs|Berners-Lee proposed the web while working at CERN.',
      'm|What does HTML stand for?|HyperText Markup Language|High-level Text Machine Language;Hyperlink Transfer Markup Language;Home Tool Markup Language|HTML describes the structure of web pages.',
      'h|What does URL stand for?|Uniform Resource Locator|Universal Reference Link;Unified Routing Language;User Resource Locator|A URL is the address of a resource on the web.',
      'm|Which language is mainly used to style web pages?|CSS|HTML;SQL;PHP|CSS stands for Cascading Style Sheets.',
      'm|Which language is mainly used to query relational databases?|SQL|CSS;HTML;XML|SQL stands for Structured Query Language.',
      'h|What was the first widely used graphical web browser, released in 1993?|Mosaic|Netscape Navigator;Internet Explorer;Opera|Mosaic was developed at the University of Illinois.',
      'm|What does GPS stand for?|Global Positioning System|General Positioning Service;Global Pointing Satellite;Geographic Position Sensor|GPS uses signals from a network of satellites.',
    ],
    'Companies and products': [
      "e|Which company did Steve Jobs and Steve Wozniak co-found in 1976?|Apple|Microsoft;IBM;Atari|Apple's first product was the Apple I computer.",
      "e|Which company did Bill Gates and Paul Allen found in 1975?|Microsoft|Apple;IBM;Intel|Microsoft's Windows became the most widely used PC operating system.",
      "h|What was Google's search engine called when it started in 1996?|BackRub|Googol;PageRank;Stanford Search|BackRub was renamed Google in 1997.",
      'm|In which year was the first iPhone released?|2007|2005;2009;2010|Steve Jobs unveiled the iPhone in January 2007.',
      'e|Which company develops the Android operating system?|Google|Apple;Microsoft;Samsung|Google bought Android Inc. in 2005.',
    ],
    'Programming and pioneers': [
      'm|Which programming language was created by Guido van Rossum?|Python|Java;Ruby;Perl|Python was first released in 1991.',
      'h|Which programming language was developed at Sun Microsystems and released in 1995?|Java|Python;C#;Go;JavaScript|Java was designed to run on any device with a Java virtual machine.',
      "m|Who is often called the first computer programmer for her work on Babbage's Analytical Engine?|Ada Lovelace|Grace Hopper;Mary Somerville;Hedy Lamarr|Ada Lovelace published an algorithm for the Analytical Engine in 1843.",
      'm|Which British mathematician proposed a test of machine intelligence in 1950?|Alan Turing|Charles Babbage;John von Neumann;Claude Shannon|It is now known as the Turing test.',
      'e|What does PC stand for?|Personal computer|Private computer;Programmable calculator;Public computer|The term spread with the IBM Personal Computer of 1981.',
      'h|What does HTTP stand for?|Hypertext Transfer Protocol|Hypertext Transmission Program;High Transfer Text Protocol;Hyperlink Text Transfer Process|HTTP is the protocol web browsers and servers use to exchange pages.',
      'h|In which year did Ray Tomlinson send the first email between computers on ARPANET?|1971|1965;1983;1991|Tomlinson sent it in 1971 and chose the @ sign for addresses.',
    ],
  },
};
