import type { BankReview } from './review.js';

/** bank-gallery's check of bank-lab's physics bank at 01a5281 (ADR 0195); registered in index.ts once both are merged. */
export const physicsReview: BankReview = {
  bank: 'physics',
  writer: 'bank-lab',
  reviewer: 'bank-gallery',
  checks: {
    'What is the force that resists motion between two touching surfaces?':
      "Checked (reviewer's knowledge): Friction is right and the three wrong options are wrong; explanation confirmed.",
    "What is Newton's first law of motion also known as?":
      "Checked (reviewer's knowledge; Newton's Principia, law I): the first law is the law of inertia; acceleration is the second law, action-reaction the third, gravitation a separate law. Explanation confirmed.",
    'Which law does the equation F = ma describe?':
      "Checked (reviewer's knowledge): Newton's second law is right and the three wrong options are wrong; explanation confirmed.",
    'Which law states that every action has an equal and opposite reaction?':
      "Checked (reviewer's knowledge): Newton's third law is right and the three wrong options are wrong; explanation confirmed.",
    "What is the acceleration due to gravity at Earth's surface, approximately?":
      "Checked (standard gravity 9.80665 m/s²): 9.8 is right; 3.7 is Mars's, 1.6 the Moon's, 98 a factor of ten out. Explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the SI unit of mass?':
      "Checked (reviewer's knowledge): The kilogram is right and the three wrong options are wrong; explanation confirmed.",
    'What simple machine is a seesaw an example of?':
      "Checked (reviewer's knowledge): A lever is right and the three wrong options are wrong; explanation confirmed.",
    'What is the point on which a lever turns called?':
      "Checked (reviewer's knowledge): The fulcrum is right and the three wrong options are wrong; explanation confirmed.",
    'What simple machine is a ramp for loading a lorry?':
      "Checked (reviewer's knowledge): An inclined plane is right and the three wrong options are wrong; explanation confirmed.",
    'Which Greek scientist is said to have shouted "Eureka!" in his bath?':
      "Checked (Vitruvius, De architectura IX, the story of Hiero's crown): Archimedes; the other three are not linked with the story. Explanation confirmed.",
    'An object floats in water if its density is what, compared with that of water?':
      "Checked (reviewer's knowledge): Lower is right and the three wrong options are wrong; explanation confirmed.",
    'Which has the greater mass: a kilogram of feathers or a kilogram of iron?':
      "Checked (reviewer's knowledge): both are one kilogram of mass, so they are equal; the question asks about mass, not weight on a scale in air, so buoyancy does not change the key.",
    'What is the amount of space that an object takes up called?':
      "Checked (reviewer's knowledge): Its volume is right and the three wrong options are wrong; explanation confirmed.",
    'What is the forward push made by a rocket or jet engine called?':
      "Checked (reviewer's knowledge): Thrust is right and the three wrong options are wrong; explanation confirmed.",
    'What is the speed of an object in a stated direction called?':
      "Checked (reviewer's knowledge): Velocity is right and the three wrong options are wrong; explanation confirmed.",
    'What is the rate of change of velocity called?':
      "Checked (reviewer's knowledge): Acceleration is right and the three wrong options are wrong; explanation confirmed.",
    'What is the upward force of a liquid or gas on an object in it called?':
      "Checked (reviewer's knowledge): upthrust (buoyancy); drag, friction and aerodynamic lift are not the force a fluid exerts on an object simply because it is immersed. Explanation confirmed.",
    'What is the force that slows an object moving through air or water usually called?':
      "Checked (reviewer's knowledge): Drag is right and the three wrong options are wrong; explanation confirmed.",
    'What is the steady top speed a falling skydiver reaches called?':
      "Checked (reviewer's knowledge): Terminal velocity is right and the three wrong options are wrong; explanation confirmed.",
    'What is momentum equal to?':
      "Checked (reviewer's knowledge): Mass times velocity is right and the three wrong options are wrong; explanation confirmed.",
    'What is a force divided by the area it acts on called?':
      "Checked (reviewer's knowledge): Pressure is right and the three wrong options are wrong; explanation confirmed.",
    'Which law says the extension of a spring is proportional to the force stretching it?':
      "Checked (Hooke, De Potentia Restitutiva, 1678, 'ut tensio, sic vis'): Hooke's law; Boyle's and Charles's are gas laws, Ohm's is electrical. Date confirmed.",
    'What kind of quantity has both a size and a direction?':
      "Checked (reviewer's knowledge): A vector is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian is said to have dropped balls from the Leaning Tower of Pisa to study falling?':
      "Checked (Viviani's biography of Galileo is the source of the story; historians doubt it): Galileo Galilei; the explanation rightly calls it a possible legend.",
    'About how much does a 100-gram apple weigh on Earth?':
      'Checked (W = mg = 0.1 kg × 9.8 m/s² ≈ 0.98 N): about 1 newton is right; 10, 100 and 0.1 N are each a factor of ten out.',
    'What is the force directed towards the centre that keeps an object moving in a circle called?':
      "Checked (reviewer's knowledge): Centripetal force is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Newton's law of gravitation says the pull between two masses weakens with what?":
      "Checked (reviewer's knowledge): The square of the distance is right and the three wrong options are wrong; explanation confirmed.",
    'Who first measured the tiny gravitational pull between lead spheres with a torsion balance, in 1798?':
      "Checked (Cavendish, Phil. Trans. 1798, 'Experiments to determine the density of the Earth'): Henry Cavendish; the explanation is right that G itself was derived later from his result. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'For small swings, the period of a simple pendulum depends on its length and what else?':
      "Checked (T = 2π√(L/g)): length and g; mass and (for small swings) amplitude do not matter; the mountain-clock explanation follows from smaller g. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which quantity is always conserved in a collision when no outside forces act?':
      "Checked (reviewer's knowledge): momentum is conserved in every collision without external forces; kinetic energy only in elastic ones; speed and velocity are not conserved quantities. Explanation confirmed.",
    'What is the turning effect of a force about a pivot called?':
      "Checked (reviewer's knowledge): A moment is right and the three wrong options are wrong; explanation confirmed.",
    'What is the name for the sideways swerve of a spinning ball in flight?':
      "Checked (reviewer's knowledge): the Magnus effect; Coriolis, Venturi and Casimir effects are other things. Explanation confirmed.",
    'Which principle says that faster-moving air or water has a lower pressure?':
      "Checked (Daniel Bernoulli, Hydrodynamica, 1738): Bernoulli's principle; Pascal's, Huygens' and Fermat's principles are about pressure transmission, wavefronts and light paths. Options reworded for length (issue 14, len-a): 'Fermat's principle' → 'D'Alembert's principle'. Rechecked by len-b: d'Alembert's principle concerns dynamics (inertial forces in equilibrium), not fluid speed and pressure.",
    'What is the SI unit of power?':
      "Checked (reviewer's knowledge): The watt is right and the three wrong options are wrong; explanation confirmed.",
    'What type of energy does a moving object have?':
      "Checked (reviewer's knowledge): Kinetic energy is right and the three wrong options are wrong; explanation confirmed.",
    'What type of energy is stored in a stretched spring?':
      "Checked (reviewer's knowledge): Elastic potential energy is right and the three wrong options are wrong; explanation confirmed.",
    'What is absolute zero on the Celsius scale?':
      'Checked (SI definition, 0 K = −273.15 °C): right; −459.67 is the Fahrenheit figure, a good trap but wrong in °C.',
    'What happens to the boiling point of water at high altitude?':
      "Checked (reviewer's knowledge): It decreases is right and the three wrong options are wrong; explanation confirmed.",
    'Which way does heat flow on its own between two objects?':
      "Checked (reviewer's knowledge): From the hotter to the colder is right and the three wrong options are wrong; explanation confirmed.",
    'What is the transfer of heat through a solid, such as along a metal spoon, called?':
      "Checked (reviewer's knowledge): Conduction is right and the three wrong options are wrong; explanation confirmed.",
    "How does the Sun's heat reach Earth across empty space?":
      "Checked (reviewer's knowledge): By radiation is right and the three wrong options are wrong; explanation confirmed.",
    'What type of energy is stored in food and in batteries?':
      "Checked (reviewer's knowledge): Chemical energy is right and the three wrong options are wrong; explanation confirmed.",
    'What do most materials do when they are heated?':
      "Checked (reviewer's knowledge): Expand is right and the three wrong options are wrong; explanation confirmed.",
    'Which renewable energy source uses panels of photovoltaic cells?':
      "Checked (reviewer's knowledge): Solar power is right and the three wrong options are wrong; explanation confirmed.",
    'Which colour of clothing absorbs the most sunlight?':
      "Checked (reviewer's knowledge): Black is right and the three wrong options are wrong; explanation confirmed.",
    "What does a wind turbine turn the wind's movement into?":
      "Checked (reviewer's knowledge): Electrical energy is right and the three wrong options are wrong; explanation confirmed.",
    'Which of these materials is the best thermal insulator?':
      "Checked (reviewer's knowledge): Wool is right and the three wrong options are wrong; explanation confirmed.",
    'What happens to the volume of water when it freezes into ice?':
      "Checked (reviewer's knowledge): It increases is right and the three wrong options are wrong; explanation confirmed.",
    'Besides kilojoules, in which unit is the energy in food often shown on labels?':
      'Checked (1 kcal = 4.184 kJ; food labels show kJ and kcal): kilocalories; the other three are units of power, force and pressure.',
    'Which useful form of energy does a loudspeaker give out?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: sound is a loudspeaker's useful output (most of its input is lost as heat, which the text no longer denies); chemical, nuclear and elastic energy are not its output.",
    'What is the transfer of heat by the movement of a liquid or gas called?':
      "Checked (reviewer's knowledge): Convection is right and the three wrong options are wrong; explanation confirmed.",
    'What type of energy does a book on a high shelf have because of its position?':
      "Checked (reviewer's knowledge): Gravitational potential energy is right and the three wrong options are wrong; explanation confirmed.",
    'The law of conservation of energy says that energy can be neither created nor what?':
      "Checked (reviewer's knowledge): Destroyed is right and the three wrong options are wrong; explanation confirmed.",
    'What is the energy from hot rocks deep underground called?':
      "Checked (reviewer's knowledge): Geothermal energy is right and the three wrong options are wrong; explanation confirmed.",
    'What is the efficiency of a machine that turns 200 J of input into 50 J of useful output?':
      'Checked (arithmetic): 50 / 200 = 25%; 50%, 40% and 75% are wrong.',
    'A kilowatt-hour is a unit of what?':
      'Checked (1 kWh = 1 kW × 1 h = 3.6 MJ): energy; power, current and charge are wrong.',
    'What is the random jiggling of tiny particles suspended in a liquid or gas called?':
      "Checked (reviewer's knowledge): Brownian motion is right and the three wrong options are wrong; explanation confirmed.",
    'Which SI base unit is used for temperature?':
      'Checked (SI brochure, 9th edition): the kelvin is the base unit; the degree Celsius is a derived unit, Fahrenheit and Rankine are not SI.',
    'At what temperature do the Celsius and Fahrenheit scales give the same reading?':
      'Checked (F = 9C/5 + 32 gives C = F at −40): right; the other three are not equal on both scales.',
    'What is the energy needed to warm 1 kg of a substance by 1 °C called?':
      "Checked (reviewer's knowledge): Specific heat capacity is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the energy taken in when a solid melts without changing temperature called?':
      "Checked (reviewer's knowledge): Latent heat of fusion is right and the three wrong options are wrong; explanation confirmed.",
    'Which law of thermodynamics says the entropy of an isolated system never decreases?':
      "Checked (reviewer's knowledge): the second law; explanation confirmed (Clausius statement).",
    'Which law of thermodynamics is about thermal equilibrium between bodies?':
      "Checked (reviewer's knowledge; the name is usually credited to Ralph Fowler, 1930s): the zeroth law; explanation confirmed.",
    'Which ideal engine cycle gives the highest possible efficiency between two temperatures?':
      'Checked (Carnot, Réflexions sur la puissance motrice du feu, 1824): the Carnot cycle; Otto, Diesel and Rankine cycles are less efficient between the same temperatures.',
    'How many joules are there in one kilowatt-hour?':
      "Checked (1,000 W × 3,600 s): 3,600,000 J; the other three are wrong. Options reworded for length (issue 14, len-a): '60,000' → '36,000,000'. Rechecked by len-b: 36,000,000 J is 10 kWh; 1 kWh = 1,000 W × 3,600 s = 3,600,000 J.",
    'Whose cannon-boring experiments in Munich in the 1790s challenged the caloric theory of heat?':
      "Checked (Rumford, 'An Experimental Enquiry Concerning the Source of the Heat which is Excited by Friction', Phil. Trans. 1798): Count Rumford, in Munich; Kelvin, Watt and Carnot are wrong. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'At about what temperature is fresh water at its densest?':
      'Checked (maximum density of water at about 3.98 °C): 4 °C; explanation confirmed.',
    'What is the name for a water drop skating on a vapour cushion over a very hot pan?':
      "Checked (Leidenfrost, 1756): the Leidenfrost effect; Meissner (superconductors), Peltier and Seebeck (thermoelectric) are wrong. Explanation confirmed. Options reworded for length (issue 14, len-a): 'The Seebeck effect' → 'The Joule–Thomson effect'. Rechecked by len-b: the Joule–Thomson effect is the temperature change of a gas expanding through a valve; the skating drop is the Leidenfrost effect.",
    'What is the speed of sound in air at room temperature, roughly?':
      'Checked (about 343 m/s in dry air at 20 °C): right; the other three are a factor of ten out or the speed of light in km/s.',
    'Which colour of visible light has the longest wavelength?':
      'Checked (visible red about 620–750 nm): red; violet, blue and green are shorter. (See the REJECT on the violet question, whose explanation gives this one away.)',
    'What can split white light into a spectrum of colours?':
      "Checked (reviewer's knowledge): A prism is right and the three wrong options are wrong; explanation confirmed.",
    'What is the unit of frequency?':
      "Checked (reviewer's knowledge): The hertz is right and the three wrong options are wrong; explanation confirmed.",
    'In which unit is the loudness of sound usually measured?':
      "Checked (reviewer's knowledge): decibels; +10 dB is a tenfold intensity ratio, explanation confirmed.",
    'What is the bending of light as it passes from one material into another called?':
      "Checked (reviewer's knowledge): Refraction is right and the three wrong options are wrong; explanation confirmed.",
    'What is a particle of light called?':
      "Checked (reviewer's knowledge): A photon is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of lens is thicker in the middle than at the edges?':
      "Checked (reviewer's knowledge): A convex lens is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of mirror makes you look taller or wider at a funfair?':
      "Checked (reviewer's knowledge): A curved mirror is right and the three wrong options are wrong; explanation confirmed.",
    'Why do we usually see lightning before we hear the thunder?':
      "Checked (reviewer's knowledge): Light travels faster than sound is right and the three wrong options are wrong; explanation confirmed.",
    'What is the bouncing of light off a surface such as a mirror called?':
      "Checked (reviewer's knowledge): Reflection is right and the three wrong options are wrong; explanation confirmed.",
    'What is a sound heard again after it bounces off a distant surface called?':
      "Checked (reviewer's knowledge): An echo is right and the three wrong options are wrong; explanation confirmed.",
    'Which of these can sound NOT travel through?':
      "Checked (reviewer's knowledge): A vacuum is right and the three wrong options are wrong; explanation confirmed.",
    'What forms behind an opaque object when it blocks light?':
      "Checked (reviewer's knowledge): A shadow is right and the three wrong options are wrong; explanation confirmed.",
    'Which colour is at the opposite end of the visible spectrum from red?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: violet is at the other end of the visible spectrum from red; green, yellow and orange lie between; the explanation no longer says which end is longest.",
    'What is a material that lets light pass straight through, like window glass, called?':
      "Checked (reviewer's knowledge): Transparent is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of waves are sound waves in air?':
      "Checked (reviewer's knowledge): Longitudinal is right and the three wrong options are wrong; explanation confirmed.",
    'Which type of electromagnetic radiation has the shortest wavelength?':
      'Checked (EM spectrum; gamma rays below about 10 pm): gamma rays; X-rays, ultraviolet and microwaves are longer. Explanation confirmed.',
    'Which type of electromagnetic radiation do most TV remote controls use?':
      "Checked (reviewer's knowledge): Infrared is right and the three wrong options are wrong; explanation confirmed.",
    'Which radiation from the Sun causes sunburn?':
      "Checked (reviewer's knowledge): Ultraviolet is right and the three wrong options are wrong; explanation confirmed.",
    'What is the change in pitch of a siren as it passes you called?':
      "Checked (reviewer's knowledge): the Doppler effect; Compton, Zeeman and Hall effects are other phenomena. Explanation confirmed.",
    'What is sound too high-pitched for humans to hear called?':
      "Checked (reviewer's knowledge): Ultrasound is right and the three wrong options are wrong; explanation confirmed.",
    'Which property of a sound wave do we hear as its pitch?':
      "Checked (reviewer's knowledge): Frequency is right and the three wrong options are wrong; explanation confirmed.",
    'What are the three primary colours of light?':
      "Checked (additive colour; RGB displays): red, green and blue; red-yellow-blue is the painters' set and CMY the printers'.",
    'What is the spreading of waves through a gap or round an obstacle called?':
      "Checked (reviewer's knowledge): Diffraction is right and the three wrong options are wrong; explanation confirmed.",
    'What is the distance between two neighbouring crests of a ripple called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the distance between neighbouring crests is the wavelength; amplitude is height, frequency waves per second, period time per wave; no option shares a word with the text now.",
    "What is a wave's frequency multiplied by its wavelength?":
      'Checked (v = fλ): its speed; explanation confirmed.',
    'What is roughly the highest frequency a young adult can hear?':
      'Checked (textbook human hearing range 20 Hz – 20 kHz): 20,000 Hz; explanation confirmed.',
    'Which effect lets optical fibres carry light along their length?':
      "Checked (reviewer's knowledge): Total internal reflection is right and the three wrong options are wrong; explanation confirmed.",
    'Whose double-slit experiment of the early 1800s supported the wave theory of light?':
      "Checked (Young's Bakerian lecture, 1803; interference experiments 1801–04): Thomas Young; Huygens and Fresnel were wave theorists but not this experiment, Newton favoured particles.",
    'What colour do you see when red and green light are mixed?':
      'Checked (additive mixing: R + G = yellow): yellow; cyan is G + B, magenta R + B, brown is not an additive mix.',
    "What is the unit of a lens's optical power?":
      "Checked (power in dioptres = 1 / focal length in metres; 1/0.5 = 2 D): the dioptre; lumen, lux and candela are photometric units. Options reworded for length (issue 14, len-a): 'The lux' → 'The steradian'. Rechecked by len-b: the steradian is the SI unit of solid angle; lens power is in dioptres.",
    'What is light whose waves all vibrate in a single plane called?':
      "Checked (reviewer's knowledge): Polarised light is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-a): 'Diffuse light' → 'Monochromatic light'. Rechecked by len-b: monochromatic light has a single wavelength, which says nothing about its plane of vibration.",
    'What is the scattering of sunlight by air molecules that makes the sky blue called?':
      "Checked (reviewer's knowledge): Rayleigh scattering (intensity ∝ 1/λ⁴); Mie scattering is by larger particles, Compton and Thomson by free electrons. Options reworded for length (issue 14, len-a): 'Compton scattering' → 'Brillouin scattering'. Rechecked by len-b: Brillouin scattering is inelastic scattering by sound waves in a medium; sky blue is Rayleigh scattering.",
    'In a vacuum, how does the speed of radio waves compare with that of X-rays?':
      "Checked (reviewer's knowledge): They are the same is right and the three wrong options are wrong; explanation confirmed.",
    'What is the unit of electrical resistance?':
      "Checked (reviewer's knowledge): The ohm is right and the three wrong options are wrong; explanation confirmed.",
    "Ohm's law says that voltage equals current multiplied by what?":
      "Checked (V = IR): resistance; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which metal is most commonly used in household electrical wiring?':
      "Checked (reviewer's knowledge): Copper is right and the three wrong options are wrong; explanation confirmed.",
    'What are materials that do not conduct electricity well called?':
      "Checked (reviewer's knowledge): Insulators is right and the three wrong options are wrong; explanation confirmed.",
    'What are the two poles of a magnet called?':
      "Checked (reviewer's knowledge): North and south is right and the three wrong options are wrong; explanation confirmed.",
    'Which scientist discovered electromagnetic induction in 1831?':
      "Checked (Faraday's diary, 29 August 1831): Michael Faraday; Edison, Tesla and Volta are wrong. (Joseph Henry found it independently in America but is not an option.)",
    'What is the SI unit of potential difference?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the volt is the SI unit of potential difference; the amp, ohm and watt are the units of current, resistance and power.",
    'What is the SI unit of electric charge?':
      'Checked (SI: 1 C = 1 A·s): the coulomb; farad, tesla and weber are capacitance, flux density and flux.',
    'Which of these metals is strongly attracted by a magnet?':
      "Checked (reviewer's knowledge): Iron is right and the three wrong options are wrong; explanation confirmed.",
    'What device in a plug melts to break the circuit if the current gets too high?':
      "Checked (reviewer's knowledge): A fuse is right and the three wrong options are wrong; explanation confirmed.",
    'Rubbing a balloon on your hair makes it stick to a wall. What causes this?':
      "Checked (reviewer's knowledge): Static electricity is right and the three wrong options are wrong; explanation confirmed.",
    'What is a complete loop that an electric current can flow around called?':
      "Checked (reviewer's knowledge): A circuit is right and the three wrong options are wrong; explanation confirmed.",
    'Which device turns electrical energy into movement in a fan or a drill?':
      "Checked (reviewer's knowledge): An electric motor is right and the three wrong options are wrong; explanation confirmed.",
    'What does AC stand for in electricity?':
      "Checked (reviewer's knowledge): Alternating current is right and the three wrong options are wrong; explanation confirmed.",
    'What is the needle of a compass?':
      "Checked (reviewer's knowledge): A small magnet is right and the three wrong options are wrong; explanation confirmed.",
    'Which instrument measures electric current?':
      "Checked (reviewer's knowledge): An ammeter is right and the three wrong options are wrong; explanation confirmed.",
    'Which Serbian-American inventor designed the alternating-current induction motor?':
      "Checked (Tesla's US patents of 1888 for the polyphase induction motor): Nikola Tesla; Edison, Marconi and Bell are wrong. Explanation confirmed.",
    'What is the nominal voltage of household mains electricity in the UK?':
      'Checked (Electricity Safety, Quality and Continuity Regulations; the European harmonisation to 230 V +10%/−6% in 1995): 230 V is the nominal figure; explanation confirmed.',
    'What does LED stand for?':
      "Checked (reviewer's knowledge): Light-emitting diode is right and the three wrong options are wrong; explanation confirmed.",
    'What is a circuit whose parts sit on separate branches, so one can fail and the rest still work?':
      "Checked (reviewer's knowledge): A parallel circuit is right and the three wrong options are wrong; explanation confirmed.",
    'In a metal wire, which particles move to carry a current?':
      "Checked (reviewer's knowledge): Electrons is right and the three wrong options are wrong; explanation confirmed.",
    'What is the power of a heater drawing 2 amps from a 230-volt supply?':
      'Checked (P = VI = 230 × 2): 460 W; the other three are wrong.',
    'What is the resistance of a resistor with 12 V across it and 3 A flowing through it?':
      'Checked (R = V/I = 12/3): 4 ohms; the other three are wrong.',
    'What does a step-up transformer increase?':
      "Checked (reviewer's knowledge): The voltage is right and the three wrong options are wrong; explanation confirmed.",
    'What is the total loss of electrical resistance in some materials at very low temperatures called?':
      'Checked (Kamerlingh Onnes, mercury, 1911): superconductivity; explanation confirmed.',
    'What is the SI unit of capacitance?':
      'Checked (1 F = 1 C/V): the farad; henry, weber and siemens are inductance, flux and conductance.',
    'What is the SI unit of magnetic flux density?':
      'Checked (SI): the tesla; gauss and oersted are CGS as the explanation says, the henry is inductance.',
    'Which rule gives the direction of the force on a current-carrying wire in a motor?':
      "Checked (Fleming's left-hand rule for motors, right-hand rule for generators): left-hand rule; explanation confirmed.",
    'Whose equations of the 1860s united electricity, magnetism and light?':
      "Checked (Maxwell, 'A Dynamical Theory of the Electromagnetic Field', 1865): James Clerk Maxwell; explanation confirmed. Options reworded for length (issue 14, len-a): 'Heinrich Hertz' → 'Heinrich Rudolf Hertz'. Rechecked by len-b: Heinrich Rudolf Hertz (born 1857) confirmed Maxwell's waves in the 1880s; the equations are Maxwell's.",
    'Which Danish physicist found in 1820 that an electric current deflects a compass needle?':
      'Checked (Ørsted, 1820 compass-needle experiment): Hans Christian Ørsted; Ampère, Ohm and Henry followed up later and are wrong.',
    'Which law says an induced current flows so as to oppose the change that caused it?':
      "Checked (Lenz, 1834): Lenz's law; the other three laws say other things.",
    'In E = mc², what does c stand for?':
      "Checked (reviewer's knowledge): The speed of light is right and the three wrong options are wrong; explanation confirmed.",
    'Which physicist proposed the uncertainty principle?':
      "Checked (Heisenberg, Zeitschrift für Physik, 1927): Werner Heisenberg; explanation confirmed. Options reworded for length (issue 14, len-a): 'Paul Dirac' → 'J. Robert Oppenheimer'. Rechecked by len-b: Oppenheimer did not propose it; Heisenberg published it in 1927.",
    'For explaining which effect did Albert Einstein receive the Nobel Prize in Physics?':
      "Checked (Nobel Prize in Physics 1921 citation, 'especially for his discovery of the law of the photoelectric effect'): right; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which particles make up the nucleus of an atom?':
      "Checked (reviewer's knowledge): Protons and neutrons is right and the three wrong options are wrong; explanation confirmed.",
    'What is the splitting of a heavy atomic nucleus called?':
      "Checked (reviewer's knowledge): Nuclear fission is right and the three wrong options are wrong; explanation confirmed.",
    'Which element is the usual fuel of nuclear power stations?':
      "Checked (reviewer's knowledge): Uranium is right and the three wrong options are wrong; explanation confirmed.",
    'What does a Geiger counter detect?':
      "Checked (reviewer's knowledge): Radiation is right and the three wrong options are wrong; explanation confirmed.",
    'Which physicist wrote the 1988 best-seller A Brief History of Time?':
      'Checked (Bantam, 1988): Stephen Hawking; sales of more than ten million copies are widely reported. Sagan, Cox and Feynman are wrong.',
    'What are atoms of the same element with different numbers of neutrons called?':
      "Checked (reviewer's knowledge): Isotopes is right and the three wrong options are wrong; explanation confirmed.",
    'Which type of nuclear radiation is made up of helium nuclei?':
      "Checked (reviewer's knowledge): alpha particles; beta are electrons/positrons, gamma and X-rays photons. Explanation confirmed.",
    'What is the time taken for half the radioactive atoms in a sample to decay called?':
      'Checked (carbon-14 half-life 5,730 ± 40 years): the half-life; explanation confirmed.',
    'Whose gold-foil experiment, firing alpha particles, showed that atoms have a small nucleus?':
      "Checked (Geiger–Marsden 1909 under Rutherford; Rutherford's nuclear model 1911): Ernest Rutherford is the accepted key and the explanation credits Geiger and Marsden; Thomson, Bohr and Chadwick are wrong.",
    'Who discovered the electron in 1897?':
      'Checked (J. J. Thomson, cathode-ray experiments, 1897): right; Rutherford, Chadwick and Dalton are wrong.',
    'Which physicist imagined a cat in a box that is both alive and dead?':
      "Checked (reviewer's knowledge): Erwin Schrödinger is right and the three wrong options are wrong; explanation confirmed.",
    'In 1913, who proposed a model of the atom with electrons in fixed orbits?':
      'Checked (Bohr, Philosophical Magazine, 1913): Niels Bohr; explanation confirmed.',
    'What is the 27-kilometre particle accelerator at CERN called?':
      "Checked (CERN: LHC circumference 26.7 km): the Large Hadron Collider; the SPS is CERN's 7 km ring, the Tevatron and RHIC are in the US.",
    'What is the smallest amount of fissile material that can sustain a chain reaction called?':
      "Checked (reviewer's knowledge): The critical mass is right and the three wrong options are wrong; explanation confirmed.",
    'Who discovered the neutron in 1932?':
      'Checked (Chadwick, Nature, 1932; Nobel Prize in Physics 1935): James Chadwick; explanation confirmed.',
    'Which particles are protons and neutrons made of?':
      "Checked (reviewer's knowledge): Quarks is right and the three wrong options are wrong; explanation confirmed.",
    'Which particle, predicted in 1964, was announced as found at CERN in 2012?':
      "Checked (CERN announcement 4 July 2012; Nobel Prize in Physics 2013 to Englert and Higgs): the Higgs boson; explanation confirmed. Options reworded for length (issue 14, len-a): 'The graviton' → 'The tau neutrino'. Rechecked by len-b: the tau neutrino was detected at Fermilab (DONUT) in 2000; CERN's 2012 find was the Higgs boson.",
    'What is the antiparticle of the electron called?':
      "Checked (reviewer's knowledge): The positron is right and the three wrong options are wrong; explanation confirmed.",
    "In which year did Einstein publish special relativity, in what is called his 'miracle year'?":
      "Checked (Annalen der Physik, 1905, 'Zur Elektrodynamik bewegter Körper'; E = mc² paper September 1905): 1905; 1915 is general relativity, 1921 the Nobel year.",
    'According to special relativity, how does a fast-moving clock appear to a stationary observer?':
      "Checked (reviewer's knowledge): It runs slow is right and the three wrong options are wrong; explanation confirmed.",
    'Which principle says that no two electrons in an atom can share the same quantum state?':
      "Checked (Pauli, 1925): the Pauli exclusion principle; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Since 2019, the kilogram has been defined by fixing the value of which constant?':
      'Checked (SI redefinition in force 20 May 2019; the International Prototype Kilogram kept at Sèvres): the Planck constant; explanation confirmed.',
    'Which Indian physicist worked out, in 1924, the statistics obeyed by photons?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Satyendra Nath Bose sent his derivation to Einstein in 1924; the statistics are Bose–Einstein, the particles bosons after Bose; Raman, Bhabha and Saha are other Indian physicists. Options reworded for length (issue 14, len-a): 'Homi Bhabha' → 'Subrahmanyan Chandrasekhar'. Rechecked by len-b: Chandrasekhar (born 1910) worked on stellar structure; Bose worked out the statistics in 1924.",
    'What is the SI unit of radioactivity, equal to one decay per second?':
      "Checked (SI: 1 Bq = 1 s⁻¹; the curie = 3.7 × 10¹⁰ Bq, from a gram of radium-226): the becquerel; sievert and gray are dose units. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which element, named after her homeland, did Marie Curie discover with Pierre Curie in 1898?':
      "Checked (Curies' announcements of July and December 1898): polonium, named after Poland; radium came second, francium and curium were found later by others. Options reworded for length (issue 14, len-a): 'Curium' → 'Germanium'. Rechecked by len-b: germanium was discovered by Clemens Winkler in 1886 and named after Germany; the Curies' element named for Poland is polonium.",
    'What is the SI unit of length?':
      "Checked (reviewer's knowledge): The metre is right and the three wrong options are wrong; explanation confirmed.",
    'What is the SI base unit of time?':
      "Checked (reviewer's knowledge): The second is right and the three wrong options are wrong; explanation confirmed.",
    'In which country was Albert Einstein born?':
      'Checked (born Ulm, Kingdom of Württemberg, German Empire, 14 March 1879): Germany; explanation confirmed.',
    'Which scientist is on a famous photo sticking out his tongue, taken on his 72nd birthday?':
      "Checked (Arthur Sasse, UPI, 14 March 1951, Einstein's 72nd birthday): Albert Einstein; explanation confirmed.",
    'What is the SI unit of pressure?':
      "Checked (reviewer's knowledge): The pascal is right and the three wrong options are wrong; explanation confirmed.",
    'How many SI base units are there?':
      'Checked (SI brochure: second, metre, kilogram, ampere, kelvin, mole, candela): 7.',
    'Which American physicist, famous for his diagrams of particle interactions, played the bongos?':
      'Checked (Nobel Prize in Physics 1965, shared with Schwinger and Tomonaga): Richard Feynman; explanation confirmed.',
    'Whose 1928 equation for the electron led to the prediction of antimatter?':
      'Checked (Dirac, Proc. Roy. Soc. 1928): Paul Dirac; explanation confirmed.',
    'Which physicist is known for the radiation he predicted black holes should give off?':
      "Checked (Hawking, Nature, 1974, 'Black hole explosions?'): Stephen Hawking; Penrose, Thorne and Wheeler are wrong. Note: he is also the key of the A Brief History of Time question, but neither text gives the other away.",
    'In which city is CERN, the European particle physics laboratory, based?':
      'Checked (CERN: headquarters in Meyrin, Canton of Geneva): Geneva; explanation confirmed.',
    'Which Austrian-born physicist helped explain nuclear fission in 1938–39 but never won a Nobel Prize?':
      'Checked (Meitner and Frisch, Nature, 1939; meitnerium, element 109): Lise Meitner; explanation confirmed.',
    'Which woman won the 1963 Nobel Prize in Physics for work on the shell structure of the nucleus?':
      "Checked (Nobel Prize in Physics 1963): Maria Goeppert Mayer, the second woman after Marie Curie (1903); explanation confirmed. Options reworded for length (issue 14, len-a): 'Lise Meitner' → 'Dorothy Crowfoot Hodgkin'. Rechecked by len-b: Dorothy Crowfoot Hodgkin won the 1964 Chemistry prize for X-ray crystallography, not the 1963 Physics prize.",
    'Which Indian physicist won the 1930 Nobel Prize for discovering a light-scattering effect?':
      'Checked (Nobel Prize in Physics 1930): C. V. Raman; explanation confirmed.',
    'Which Pakistani physicist shared the 1979 Nobel Prize for the electroweak theory?':
      'Checked (Nobel Prize in Physics 1979, Glashow, Salam, Weinberg): Abdus Salam; explanation confirmed.',
    'Which Dutch physicist first liquefied helium, in 1908?':
      "Checked (Leiden, 10 July 1908; Nobel Prize in Physics 1913): Heike Kamerlingh Onnes; explanation confirmed. Options reworded for length (issue 14, len-a): 'Johannes van der Waals' → 'Johannes Diderik van der Waals'. Rechecked by len-b: van der Waals (full name Johannes Diderik) was a theorist of gases; Kamerlingh Onnes liquefied helium in Leiden in 1908.",
    'The metre is the distance light travels in a vacuum in what fraction of a second?':
      "Checked (17th CGPM, 1983): 1/299,792,458 of a second; 1/186,282,397 uses the speed in miles per second, a good trap. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which physicist measured the charge of the electron with his oil-drop experiment?':
      "Checked (Millikan, 1909–13; Nobel Prize in Physics 1923): Robert Millikan; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which American physicist built the first cyclotron, in the early 1930s?':
      "Checked (Lawrence and Livingston, Berkeley, 1931–32; lawrencium, element 103): Ernest Lawrence; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which German mathematician proved that each continuous symmetry in physics has a matching conservation law?':
      "Checked (Noether, 'Invariante Variationsprobleme', 1918): Emmy Noether; explanation confirmed.",
    "Which Danish astronomer showed in 1676, by timing the eclipses of Jupiter's moon Io, that light has a finite speed?":
      'Checked (Rømer, Paris Academy, 1676, eclipses of Io): Ole Rømer; Cassini observed the same moons but doubted the conclusion; Fizeau measured c in 1849.',
    'Which Austrian physicist linked entropy to the number of ways atoms can be arranged?':
      "Checked (Boltzmann's tomb, Zentralfriedhof, Vienna, bears S = k log W): Ludwig Boltzmann; explanation confirmed.",
  },
};
