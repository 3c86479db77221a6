import type { CuratedBank } from './bank.js';

export const physics: CuratedBank = {
  key: 'physics',
  sections: {
    'Forces and motion': [
      'e|What is the force that resists motion between two touching surfaces?|Friction|Gravity;Magnetism;Tension|Friction is why a sliding object slows down and stops.',
      "h|What is Newton's first law of motion also known as?|The law of inertia|The law of acceleration;The law of gravitation;The law of action and reaction|An object stays at rest or keeps moving steadily unless a force acts on it.",
      "m|Which law does the equation F = ma describe?|Newton's second law|Newton's first law;Newton's third law;Ohm's law|Force equals mass times acceleration.",
      "e|Which law states that every action has an equal and opposite reaction?|Newton's third law|Newton's first law;Newton's second law;Hooke's law|When you push on a wall, the wall pushes back on you equally.",
      "h|What is the acceleration due to gravity at Earth's surface, approximately?|9.8 m/s²|3.7 m/s²;1.6 m/s²;98 m/s²|A falling object gains about 9.8 metres per second of speed every second, ignoring air resistance.",
      "e|In E = mc², what does c stand for?|The speed of light|The charge of an electron;The specific heat capacity;The gravitational constant|Einstein's equation shows that mass and energy are equivalent.",
    ],
    Energy: [
      'm|What is the SI unit of power?|The watt|The joule;The volt;The newton|One watt is one joule of energy per second.',
      "e|What type of energy does a moving object have?|Kinetic energy|Potential energy;Nuclear energy;Chemical energy|Kinetic energy depends on an object's mass and speed.",
      'h|What type of energy is stored in a stretched spring?|Elastic potential energy|Kinetic energy;Thermal energy;Sound energy|The spring releases the stored energy when it springs back.',
      'h|What is absolute zero on the Celsius scale?|−273.15 °C|−100 °C;−459.67 °C;−180 °C|Absolute zero, 0 kelvin, is the lowest possible temperature.',
      'm|What happens to the boiling point of water at high altitude?|It decreases|It increases;It stays the same;It doubles|Lower air pressure at altitude lets water boil at a lower temperature.',
    ],
    'Light and sound': [
      'h|What is the speed of sound in air at room temperature, roughly?|About 343 metres per second|About 34 metres per second;About 3,430 metres per second;About 300,000 metres per second|Sound travels about 343 m/s in air at 20 °C.',
      'm|Which colour of visible light has the longest wavelength?|Red|Violet;Green;Blue|Red light has wavelengths of roughly 620 to 750 nanometres.',
      'e|What can split white light into a spectrum of colours?|A prism|A flat mirror;A magnet;A filter|A prism bends each colour by a different amount.',
      'm|What is the unit of frequency?|The hertz|The decibel;The watt;The joule|One hertz is one cycle per second.',
      'm|In which unit is the loudness of sound usually measured?|Decibels|Hertz;Watts;Lumens|Every 10 decibels is a tenfold increase in sound intensity.',
      'm|What is the bending of light as it passes from one material into another called?|Refraction|Reflection;Diffraction;Absorption|Refraction makes a straw look bent in a glass of water.',
      'm|What is a particle of light called?|A photon|A proton;A neutron;An electron|Photons carry electromagnetic energy.',
      'm|What kind of lens is thicker in the middle than at the edges?|A convex lens|A concave lens;A flat lens;A plano-concave lens|Convex lenses bring light rays together and are used in magnifying glasses.',
    ],
    'Electricity and magnetism': [
      'm|What is the unit of electrical resistance?|The ohm|The ampere;The volt;The coulomb|Resistance is measured in ohms, named after Georg Ohm.',
      "h|Ohm's law says that voltage equals current multiplied by what?|Resistance|Power;Charge;Frequency|Ohm's law is written V = IR.",
      'e|Which metal is most commonly used in household electrical wiring?|Copper|Iron;Lead;Tin|Copper conducts electricity very well and is easy to shape into wire.',
      'e|What are materials that do not conduct electricity well called?|Insulators|Conductors;Electrolytes;Metals|Rubber and plastic are insulators used to cover wires.',
      'e|What are the two poles of a magnet called?|North and south|Positive and negative;East and west;Up and down|Like poles repel and unlike poles attract.',
      "h|Which scientist discovered electromagnetic induction in 1831?|Michael Faraday|Thomas Edison;Nikola Tesla;Alessandro Volta|Faraday's discovery is the basis of electric generators.",
      'h|Which physicist proposed the uncertainty principle?|Werner Heisenberg|Erwin Schrödinger;Niels Bohr;Paul Dirac|Heisenberg published the uncertainty principle in 1927.',
      'e|What is the unit of electrical voltage?|The volt|The amp;The ohm;The watt|Voltage, the push that drives a current, is measured in volts.',
      'e|What kind of mirror makes you look taller or wider at a funfair?|A curved mirror|A flat mirror;A one-way mirror;A tinted mirror|Curved mirrors bend the reflected light, stretching or squashing the image.',
      'h|What is the SI unit of electric charge?|The coulomb|The farad;The tesla;The weber|One coulomb is the charge carried by a current of one ampere in one second.',
      "h|For explaining which effect did Albert Einstein receive the Nobel Prize in Physics?|The photoelectric effect|The Doppler effect;The Compton effect;The Zeeman effect|Einstein's 1921 Nobel Prize cited his explanation of the photoelectric effect, not relativity.",
    ],
  },
};
