import type { CuratedBank } from './bank.js';

export const inventions: CuratedBank = {
  key: 'inventions',
  sections: {
    Communication: [
      'e|Who is credited with inventing the telephone in 1876?|Alexander Graham Bell|Thomas Edison;Nikola Tesla;Guglielmo Marconi|Bell received the telephone patent in March 1876.',
      'm|Who sent the first transatlantic radio signal in 1901?|Guglielmo Marconi|Alexander Graham Bell;Heinrich Hertz;Samuel Morse|The signal crossed from Cornwall to Newfoundland.',
      'e|Who gave his name to the telegraph code of dots and dashes?|Samuel Morse|Alexander Graham Bell;Thomas Edison;Guglielmo Marconi|Morse code was developed in the 1830s and 1840s.',
      'h|Which Scottish inventor demonstrated a working television in 1926?|John Logie Baird|Philo Farnsworth;Alexander Graham Bell;Vladimir Zworykin|Baird gave his public demonstration in London in January 1926.',
      'e|Who built a printing press with movable metal type in Europe around 1440?|Johannes Gutenberg|William Caxton;Martin Luther;Leonardo da Vinci|The Gutenberg Bible was printed in the 1450s.',
      'm|Which country invented paper, traditionally credited to Cai Lun?|China|Egypt;India;Persia|Cai Lun improved papermaking around AD 105.',
      'h|Who invented the ballpoint pen patented in 1938?|László Bíró|George Parker;Lewis Waterman;Marcel Bich|In many countries a ballpoint pen is still called a biro.',
    ],
    'Transport and industry': [
      'e|Which brothers made the first powered, controlled aeroplane flight in 1903?|The Wright brothers|The Montgolfier brothers;The Lumière brothers;The Grimm brothers|Orville Wright flew for 12 seconds at Kitty Hawk.',
      'm|Whose improvements, including a separate condenser, made steam engines far more efficient?|James Watt|Thomas Newcomen;George Stephenson;Richard Trevithick|Watt patented the separate condenser in 1769.',
      'm|Who patented the first car powered by an internal combustion engine, in 1886?|Karl Benz|Henry Ford;Rudolf Diesel;Ferdinand Porsche|The Benz Patent-Motorwagen had three wheels.',
      "e|Which car did Henry Ford's moving assembly line produce from 1913?|The Model T|The Model A;The Beetle;The Mustang|Over 15 million Model Ts were built.",
      "h|Which locomotive built by George and Robert Stephenson won the Rainhill Trials in 1829?|Rocket|The Flying Scotsman;Puffing Billy;Locomotion No. 1|Rocket's design influenced steam locomotives for over a century.",
      'h|Who invented the cotton gin in 1793?|Eli Whitney|Richard Arkwright;Samuel Slater;James Hargreaves|The cotton gin separated cotton fibres from their seeds.',
    ],
    'Science and medicine': [
      'e|Who developed a practical incandescent light bulb in 1879?|Thomas Edison|Nikola Tesla;Alexander Graham Bell;Benjamin Franklin|Joseph Swan developed a similar bulb in England at the same time.',
      "e|Who invented dynamite?|Alfred Nobel|Thomas Edison;Marie Curie;Antoine Lavoisier|Nobel's fortune funds the Nobel Prizes.",
      'e|Which civilisation is credited with inventing gunpowder?|China|India;Persia;The Ottoman Empire|Gunpowder was invented in China by the 9th century.',
      'm|Who created the first vaccine, against smallpox, in 1796?|Edward Jenner|Louis Pasteur;Jonas Salk;Robert Koch|Jenner used material from cowpox sores.',
      "m|Whose polio vaccine was announced as safe and effective in 1955?|Jonas Salk|Albert Sabin;Edward Jenner;Alexander Fleming|Salk's vaccine used inactivated poliovirus.",
      'h|Who invented the mercury thermometer?|Daniel Gabriel Fahrenheit|Anders Celsius;Lord Kelvin;Galileo Galilei|Fahrenheit made his mercury thermometer in 1714.',
      "m|Who invented the lightning rod?|Benjamin Franklin|Thomas Edison;Nikola Tesla;Michael Faraday|Franklin's kite experiment linked lightning with electricity.",
      'm|Who invented the electric battery, the voltaic pile, in 1800?|Alessandro Volta|Luigi Galvani;André-Marie Ampère;Georg Ohm|The volt is named after him.',
      'm|What did Wilhelm Röntgen discover in 1895?|X-rays|Radioactivity;The electron;Radio waves|Röntgen won the first Nobel Prize in Physics in 1901.',
      'm|What did Percy Spencer invent after a chocolate bar melted near a radar set?|The microwave oven|The toaster;The refrigerator;The electric kettle|The first microwave ovens were sold in 1947.',
      'h|Which Swiss engineer invented Velcro after noticing burrs stuck to his dog?|George de Mestral|Auguste Piccard;Rudolf Diesel;Henri Nestlé|Velcro copies the tiny hooks on burdock burrs.',
      'h|Who designed the Difference Engine, a mechanical calculator, in the 1820s?|Charles Babbage|Alan Turing;Blaise Pascal;Gottfried Leibniz|Babbage later designed the more general Analytical Engine.',
      "e|Which scientist improved the telescope and saw Jupiter's moons in 1610?|Galileo Galilei|Isaac Newton;Johannes Kepler;Nicolaus Copernicus|Galileo discovered Jupiter's four largest moons with his telescope.",
      "e|Which plastic toy bricks were first made by a Danish company in 1949?|Lego|Meccano;K'Nex;Mega Bloks|The Lego Group began making interlocking plastic bricks in 1949.",
      'h|Which Hungarian architect invented a famous cube puzzle in 1974?|Ernő Rubik|John von Neumann;Dennis Gabor;Leo Szilard|Rubik made the first prototype of his cube in 1974.',
      "h|Who invented the phonograph in 1877?|Thomas Edison|Emile Berliner;Alexander Graham Bell;Nikola Tesla|Edison's phonograph recorded sound on tinfoil wrapped round a cylinder.",
      'h|Who patented a mechanical reaper for harvesting grain in 1834?|Cyrus McCormick|John Deere;Eli Whitney;Samuel Colt|McCormick demonstrated his reaper in 1831 and patented it in 1834.',
    ],
  },
};
