import type { BankReview } from './review.js';

/** bank-r7's check of the science bank, written before ADR 0195 (issue 14); 27 questions, 5 rejected and removed. */
export const scienceReview: BankReview = {
  bank: 'science',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'Which gas do plants take in from the air for photosynthesis?':
      "Checked (reviewer's knowledge): plants take in carbon dioxide for photosynthesis and give off oxygen; oxygen, nitrogen and hydrogen are wrong; explanation confirmed. Its explanation names oxygen, the answer of chemistry.ts's photosynthesis question, which is rejected there (the pair gave each other away).",
    'At what temperature does water boil at sea level?':
      "Checked (reviewer's knowledge): water boils at 100 °C (212 °F) at standard sea-level pressure; 90, 80 and 120 °C are wrong; explanation confirmed. Its stem uses the word 'temperature' but does not say what a thermometer measures, so it gives that question away no more than everyday knowledge does.",
    'At what temperature in Fahrenheit does water freeze?':
      "Checked (reviewer's knowledge): water freezes at 32 °F (0 °C); 0, 16 and 48 °F are wrong; explanation confirmed. Not the same fact as the boiling question.",
    'What force keeps us on the ground?':
      "Checked (reviewer's knowledge): gravity holds us to the ground; magnetism, friction and inertia are wrong; explanation confirmed.",
    'Which particle in an atom has a negative charge?':
      "Checked (reviewer's knowledge): the electron carries negative charge; protons are positive, neutrons and photons neutral; explanation confirmed. Its answer was given away by chemistry.ts's proton explanation, which is rejected there. Options reworded for length (issue 14, len-a): 'The photon' → 'The alpha particle'. Rechecked by len-b: an alpha particle is positively charged (two protons, two neutrons).",
    'Which particle in an atom has no electric charge?':
      "Checked (reviewer's knowledge): the neutron has no electric charge; proton positive, electron and positron charged; explanation confirmed.",
    'What does DNA stand for?':
      "Checked (reviewer's knowledge): DNA is deoxyribonucleic acid; the three wrong expansions are invented; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the approximate speed of light in a vacuum?':
      "Checked (reviewer's knowledge; SI definition of the metre): c = 299,792.458 km/s, about 300,000 km/s; 30,000, 3,000 and 300 km/s are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are the three common states of matter?':
      "Checked (reviewer's knowledge): solid, liquid and gas are the three common states; plasma is a fourth state, the other wrong options are not states; explanation confirmed.",
    'What is the SI unit of electric current?':
      "Checked (reviewer's knowledge; SI Brochure): the ampere is the SI unit of electric current; the volt, ohm and watt measure other quantities; explanation confirmed. Note: physics.ts's coulomb explanation mentions the ampere as a current, a cross-bank hint only. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the SI unit of force?':
      "Checked (reviewer's knowledge; SI Brochure): the newton is the unit of force, 1 N = 1 kg·m/s²; joule, pascal and watt are wrong; explanation confirmed. Once the joule question and the laws-of-motion question are removed (see the REJECTs there), nothing in the bank gives it away. Options reworded for length (issue 14, len-a): 'The watt' → 'The kilogram'. Rechecked by len-b: the kilogram is the SI unit of mass, not force.",
    'How many centimetres are in a metre?':
      "Checked (reviewer's knowledge): 100 centimetres in a metre; centi means one hundredth; explanation confirmed.",
    'What does a thermometer measure?':
      "Checked (reviewer's knowledge): a thermometer measures temperature; pressure, humidity and wind speed are measured by barometers, hygrometers and anemometers; explanation confirmed (it only restates the key). Options reworded for length (issue 14, len-a): 'Humidity' → 'Relative humidity'. Rechecked by len-b: relative humidity is measured with a hygrometer, not a thermometer.",
    'What does a barometer measure?':
      "Checked (reviewer's knowledge): a barometer measures air pressure; falling pressure often heralds worse weather; temperature, humidity and rainfall are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many grams are in a kilogram?':
      "Checked (reviewer's knowledge): 1,000 grams in a kilogram; kilo means thousand; explanation confirmed.",
    'Who developed the theory of general relativity?':
      "Checked (reviewer's knowledge): Albert Einstein published the general theory of relativity in 1915; Newton, Bohr and Planck are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Niels Bohr' → 'Werner Heisenberg'. Rechecked by len-b: Heisenberg worked on quantum mechanics; general relativity (1915) is Einstein's.",
    'Who wrote On the Origin of Species, published in 1859?':
      "Checked (reviewer's knowledge): Charles Darwin published On the Origin of Species in November 1859; Mendel, Lamarck and Pasteur are wrong; explanation confirmed. Note: dinosaurs.ts (Archaeopteryx stem) and biology.ts (Wallace stem) name Darwin, cross-bank hints only.",
    'Which scientist discovered penicillin in 1928?':
      "Checked (reviewer's knowledge): Alexander Fleming noticed penicillin from Penicillium mould in 1928; Pasteur, Lister and Jenner are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Edward Jenner' → 'Antonie van Leeuwenhoek'. Rechecked by len-b: van Leeuwenhoek (died 1723) pioneered microscopy; penicillin was Fleming's.",
    'Who was the first person to win Nobel Prizes in two different sciences?':
      "Checked (reviewer's knowledge; Nobel Foundation): Marie Curie won Physics (1903) and Chemistry (1911), the first to win in two sciences; Pauling's second prize was Peace; Einstein and Bohr won one each; explanation confirmed.",
    'Who is credited with creating the periodic table in 1869?':
      "Checked (reviewer's knowledge): Dmitri Mendeleev published his periodic table in 1869, leaving gaps for undiscovered elements; Lavoisier, Dalton and Boyle are wrong; explanation confirmed.",
    'Which scientist first described the three laws of planetary motion?':
      "Checked (reviewer's knowledge): Johannes Kepler stated the three laws of planetary motion (1609-1619), orbits being ellipses; Copernicus, Tycho Brahe and Galileo are wrong; explanation confirmed.",
    'Whose 1543 book argued that the Earth orbits the Sun?':
      "Checked (reviewer's knowledge): Copernicus's De revolutionibus orbium coelestium, 1543, set out a Sun-centred system; Ptolemy, Galileo and Kepler are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Johannes Kepler' → 'Aristarchus of Samos'. Rechecked by len-b: Aristarchus proposed a Sun-centred cosmos in the 3rd century BC, but wrote no 1543 book; De revolutionibus is Copernicus's.",
  },
};
