import type { CuratedBank } from './bank.js';

export const science: CuratedBank = {
  key: 'science',
  sections: {
    'General science': [
      'e|Which gas do plants take in from the air for photosynthesis?|Carbon dioxide|Oxygen;Nitrogen;Hydrogen|Plants use carbon dioxide, water and light to make sugar, releasing oxygen.',
      'e|At what temperature does water boil at sea level?|100 °C|90 °C;80 °C;120 °C|At standard sea-level pressure, water boils at 100 °C (212 °F).',
      'e|At what temperature in Fahrenheit does water freeze?|32 °F|0 °F;16 °F;48 °F|Water freezes at 32 °F, which is 0 °C.',
      "e|What force keeps us on the ground?|Gravity|Magnetism;Friction;Inertia|Earth's gravity pulls everything towards its centre.",
      'm|Which particle in an atom has a negative charge?|The electron|The proton;The neutron;The alpha particle|Electrons carry a negative charge and surround the nucleus.',
      'm|Which particle in an atom has no electric charge?|The neutron|The proton;The electron;The positron|Neutrons are neutral particles found in the nucleus.',
      'm|What does DNA stand for?|Deoxyribonucleic acid|Dinitrogen acid;Deoxyribose nitrate;Diribonucleic acid|DNA carries the genetic instructions of living things.',
      'm|What is the approximate speed of light in a vacuum?|300,000 km per second|30,000 km per second;3,000 km per second;300 km per second|Light travels at about 299,792 km per second.',
      'm|What are the three common states of matter?|Solid, liquid and gas|Solid, liquid and plasma;Hot, cold and warm;Atom, molecule and compound|Most everyday substances are solids, liquids or gases.',
    ],
    Measurement: [
      'm|What is the SI unit of electric current?|The ampere|The volt;The ohm;The watt|The ampere, or amp, measures the flow of electric charge.',
      'm|What is the SI unit of force?|The newton|The joule;The pascal;The kilogram|One newton accelerates one kilogram by one metre per second squared.',
      'e|How many centimetres are in a metre?|100|10;1,000;12|The prefix centi means one hundredth.',
      'm|What does a thermometer measure?|Temperature|Pressure;Relative humidity;Wind speed|Thermometers measure how hot or cold something is.',
      'm|What does a barometer measure?|Air pressure|Temperature;Humidity;Rainfall|Falling air pressure on a barometer often signals worsening weather.',
      'e|How many grams are in a kilogram?|1,000|100;10,000;500|The prefix kilo means one thousand.',
    ],
    Scientists: [
      'm|Who developed the theory of general relativity?|Albert Einstein|Isaac Newton;Werner Heisenberg;Max Planck|Einstein published the general theory of relativity in 1915.',
      "m|Who wrote On the Origin of Species, published in 1859?|Charles Darwin|Gregor Mendel;Jean-Baptiste Lamarck;Louis Pasteur|Darwin's book set out the theory of evolution by natural selection.",
      'm|Which scientist discovered penicillin in 1928?|Alexander Fleming|Louis Pasteur;Joseph Lister;Antonie van Leeuwenhoek|Fleming noticed mould killing bacteria in a culture dish.',
      'm|Who was the first person to win Nobel Prizes in two different sciences?|Marie Curie|Linus Pauling;Albert Einstein;Niels Bohr|Marie Curie won the Physics prize in 1903 and the Chemistry prize in 1911.',
      'm|Who is credited with creating the periodic table in 1869?|Dmitri Mendeleev|Antoine Lavoisier;John Dalton;Robert Boyle|Mendeleev left gaps for elements that had not yet been discovered.',
      'h|Which scientist first described the three laws of planetary motion?|Johannes Kepler|Nicolaus Copernicus;Tycho Brahe;Galileo Galilei|Kepler showed that planets move in ellipses around the Sun.',
      "m|Whose 1543 book argued that the Earth orbits the Sun?|Nicolaus Copernicus|Ptolemy;Galileo Galilei;Aristarchus of Samos|Copernicus's On the Revolutions of the Heavenly Spheres was published in 1543.",
    ],
  },
};
