import type { BankReview } from './review.js';

/** bank-ball's check of bank-life's space bank (ADR 0195); registered in index.ts once both are merged. */
export const spaceReview: BankReview = {
  bank: 'space',
  writer: 'bank-life',
  reviewer: 'bank-ball',
  checks: {
    'Which planet is known as the Red Planet?':
      "Checked (reviewer's knowledge): Mars is right and Venus, Jupiter and Mercury are wrong; explanation confirmed.",
    'Which is the largest planet in our Solar System?':
      "Checked (reviewer's knowledge): Jupiter is right and Saturn, Neptune and Earth are wrong; explanation confirmed.",
    'Which planet is closest to the Sun?':
      "Checked (reviewer's knowledge): Mercury is right and Venus, Mars and Earth are wrong; explanation confirmed.",
    'Which planet is famous for its bright, wide rings?':
      "Checked (reviewer's knowledge): Saturn is right and Mars, Mercury and Venus are wrong; explanation confirmed.",
    'Which is the hottest planet in our Solar System?':
      "Checked (reviewer's knowledge): Venus is right and Mercury, Mars and Jupiter are wrong; explanation confirmed.",
    'How many planets are in our Solar System?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: eight planets since the IAU's 2006 definition; the explanation no longer names the year.",
    'In which year was Pluto reclassified as a dwarf planet?':
      "Checked (reviewer's knowledge): 2006 is right and 1996, 2001 and 2011 are wrong; explanation confirmed.",
    'Which planet spins on its side, with an axial tilt of about 98 degrees?':
      "Checked (reviewer's knowledge): Uranus is right and Neptune, Saturn and Jupiter are wrong; explanation confirmed.",
    'Which planet is farthest from the Sun?':
      "Checked (reviewer's knowledge): Neptune is right and Uranus, Saturn and Jupiter are wrong; explanation confirmed.",
    'What is the Great Red Spot on Jupiter?':
      "Checked (reviewer's knowledge): A giant storm is right and A volcano, An impact crater and A frozen ocean are wrong; explanation confirmed.",
    'Which planet has the shortest day, spinning once in under 10 hours?':
      "Checked (reviewer's knowledge): Jupiter is right and Saturn, Earth and Mars are wrong; explanation confirmed.",
    'Which planet takes longer to spin once on its axis than to orbit the Sun?':
      "Checked (reviewer's knowledge): Venus is right and Mercury, Mars and Neptune are wrong; explanation confirmed. Venus: 243-day sidereal rotation against a 225-day orbit; Mercury's sidereal rotation (59 days) is shorter than its year (88 days), so the explanation correctly rules it out.",
    'Which two planets have no moons?':
      "Checked (reviewer's knowledge): Mercury and Venus is right and Mars and Venus, Mercury and Mars and Venus and Uranus are wrong; explanation confirmed.",
    'What is the largest volcano in the Solar System?':
      "Checked (reviewer's knowledge): Olympus Mons is right and Mauna Kea, Maxwell Montes and Mount Everest are wrong; explanation confirmed. Olympus Mons is the standard answer; its height is given as about 22 km above datum (about 25 km above the plains in some sources), so the explanation's figure is within the usual range.",
    'Which planet is second from the Sun?':
      "Checked (reviewer's knowledge): Venus is right and Mercury, Mars and Earth are wrong; explanation confirmed.",
    'Which planet lies between Earth and Jupiter?':
      "Checked (reviewer's knowledge): Mars is right and Venus, Saturn and Mercury are wrong; explanation confirmed.",
    'Which is the smallest planet in the Solar System?':
      "Checked (reviewer's knowledge): Mercury is right and Mars, Venus and Earth are wrong; explanation confirmed.",
    'Which planet is the seventh from the Sun?':
      "Checked (reviewer's knowledge): Uranus is right and Saturn, Neptune and Jupiter are wrong; explanation confirmed. Uranus confirmed; it is the third-largest planet by diameter (51,118 km against Neptune's 49,528 km), so the explanation holds.",
    'Which is the only planet whose name does not come from a Greek or Roman god?':
      "Checked (reviewer's knowledge): Earth is right and Mars, Venus and Uranus are wrong; explanation confirmed.",
    'Which is the largest of the rocky planets?':
      "Checked (reviewer's knowledge): Earth is right and Venus, Mars and Mercury are wrong; explanation confirmed.",
    'Which of these planets is a gas giant?':
      "Checked (reviewer's knowledge): Saturn is right and Mars, Venus and Mercury are wrong; explanation confirmed.",
    'Which planet had the most known moons as of 2024?':
      "Checked (reviewer's knowledge): Saturn is right and Jupiter, Uranus and Neptune are wrong; explanation confirmed. Saturn (146 recognised after the 2023 announcements, against Jupiter's 95) confirmed, and pinned to 2024.",
    'Which planet did William Herschel discover in 1781?':
      "Checked (reviewer's knowledge): Uranus is right and Neptune, Saturn and Jupiter are wrong; explanation confirmed.",
    'Which two planets are called the ice giants?':
      "Checked (reviewer's knowledge): Uranus and Neptune is right and Jupiter and Saturn, Saturn and Uranus and Neptune and Mars are wrong; explanation confirmed.",
    'What is the main gas in the atmosphere of Mars?':
      "Checked (reviewer's knowledge): Carbon dioxide is right and Nitrogen, Oxygen and Methane are wrong; explanation confirmed.",
    'About how many Earth days does Mars take to orbit the Sun?':
      "Checked (reviewer's knowledge): 687 is right and 365, 225 and 88 are wrong; explanation confirmed.",
    'Which planet has moons named after characters from Shakespeare and Pope?':
      "Checked (reviewer's knowledge): Uranus is right and Neptune, Saturn and Jupiter are wrong; explanation confirmed.",
    "Which planet spins once in about 24 hours 37 minutes, close to Earth's rotation?":
      "Checked (reviewer's knowledge): Mars is right and Venus, Mercury and Jupiter are wrong; explanation confirmed.",
    'Which planet was found in 1846 after its position had been predicted mathematically?':
      "Checked (reviewer's knowledge): Neptune is right and Uranus, Saturn and Mercury are wrong; explanation confirmed.",
    'Who discovered Pluto in 1930?':
      "Checked (reviewer's knowledge): Clyde Tombaugh is right and Percival Lowell, Edwin Hubble and Gerard Kuiper are wrong; explanation confirmed.",
    'What is the canyon system, about 4,000 km long, that scars the Martian surface?':
      "Checked (reviewer's knowledge): Valles Marineris is right and Hellas Planitia, Arcadia Planitia and Utopia Planitia are wrong; explanation confirmed.",
    'About how long does Neptune take to orbit the Sun?':
      "Checked (reviewer's knowledge): 165 years is right and 84 years, 29 years and 248 years are wrong; explanation confirmed.",
    'Which planet has a six-sided cloud pattern around its north pole?':
      "Checked (reviewer's knowledge): Saturn is right and Jupiter, Uranus and Neptune are wrong; explanation confirmed. Saturn's north polar hexagon confirmed; it was identified (in 1988) in Voyager images taken in 1980-81, so 'first seen in Voyager images in 1981' is fair.",
    'Which planet has the fastest winds measured in the Solar System, above 2,000 km/h?':
      "Checked (reviewer's knowledge): Neptune is right and Jupiter, Saturn and Uranus are wrong; explanation confirmed. Neptune (about 2,100 km/h, measured by Voyager 2) confirmed; faster than sound at sea level (about 1,235 km/h), so the explanation holds.",
    'What is the largest moon in the Solar System?':
      "Checked (reviewer's knowledge): Ganymede is right and Titan, Callisto and Io are wrong; explanation confirmed. Ganymede (5,268 km, larger than Mercury) confirmed.",
    'Which moon of Saturn has a thick atmosphere and lakes of liquid methane?':
      "Checked (reviewer's knowledge): Titan is right and Enceladus, Europa and Triton are wrong; explanation confirmed.",
    'Which moon of Jupiter is the most volcanically active body in the Solar System?':
      "Checked (reviewer's knowledge): Io is right and Europa, Callisto and Ganymede are wrong; explanation confirmed.",
    'About how long does the Moon take to orbit the Earth?':
      "Checked (reviewer's knowledge): About 27 days is right and About 7 days, About 90 days and About 365 days are wrong; explanation confirmed.",
    'What are the two moons of Mars called?':
      "Checked (reviewer's knowledge): Phobos and Deimos is right and Io and Europa, Titan and Rhea and Triton and Nereid are wrong; explanation confirmed.",
    'How many natural moons does Earth have?':
      "Checked (reviewer's knowledge): 1 is right and 0, 2 and 3 are wrong; explanation confirmed.",
    'What is the brightest natural object in the night sky?':
      "Checked (reviewer's knowledge): The Moon is right and Venus, Sirius and Jupiter are wrong; explanation confirmed. The Moon (magnitude about -12.7 at full, against Venus about -4.6) confirmed.",
    'What is it called when the Moon passes between the Sun and Earth, blocking the Sun?':
      "Checked (reviewer's knowledge): A solar eclipse is right and A lunar eclipse, A transit and An equinox are wrong; explanation confirmed.",
    'What is the phase called when the Moon cannot be seen from Earth?':
      "Checked (reviewer's knowledge): New moon is right and Full moon, Half moon and Blue moon are wrong; explanation confirmed.",
    'What is a second full moon in one calendar month often called?':
      "Checked (reviewer's knowledge): A blue moon is right and A harvest moon, A supermoon and A blood moon are wrong; explanation confirmed.",
    'What is the belt of rocky bodies between Mars and Jupiter called?':
      "Checked (reviewer's knowledge): The asteroid belt is right and The Kuiper belt, The Oort cloud and The Van Allen belt are wrong; explanation confirmed.",
    'What is a shooting star really?':
      "Checked (reviewer's knowledge): A meteor is right and A comet, A dying star and A satellite are wrong; explanation confirmed.",
    'What is an icy body that grows a glowing tail as it nears the Sun called?':
      "Checked (reviewer's knowledge): A comet is right and An asteroid, A meteor and A moon are wrong; explanation confirmed.",
    'Which comet returns to the inner Solar System about every 76 years?':
      "Checked (reviewer's knowledge): Halley's Comet is right and Hale–Bopp, Comet Encke and Comet Hyakutake are wrong; explanation confirmed.",
    'Why does the Moon always show the same face to Earth?':
      "Checked (reviewer's knowledge): It spins once per orbit is right and It does not spin at all, It spins once a day and It spins twice per orbit are wrong; explanation confirmed.",
    'What is the Moon called when it is more than half lit but not yet full?':
      "Checked (reviewer's knowledge): Gibbous is right and Crescent, Quarter and Harvest are wrong; explanation confirmed.",
    'What are the bowl-shaped hollows made by impacts on the Moon called?':
      "Checked (reviewer's knowledge): Craters is right and Maria, Rilles and Domes are wrong; explanation confirmed.",
    'Roughly how far is the Moon from Earth?':
      "Checked (reviewer's knowledge): 384,000 km is right and 38,400 km, 3.84 million km and 38.4 million km are wrong; explanation confirmed.",
    'What are the dark plains on the Moon, once thought to be seas, called?':
      "Checked (reviewer's knowledge): Maria is right and Rilles, Terrae and Rays are wrong; explanation confirmed.",
    "About how strong is the Moon's surface gravity compared with Earth's?":
      "Checked (reviewer's knowledge): About one sixth is right and About one half, About one tenth and About one third are wrong; explanation confirmed.",
    "Which icy moon of Jupiter is the target of NASA's Clipper mission, launched in 2024?":
      "Checked (reviewer's knowledge): Europa is right and Ganymede, Callisto and Io are wrong; explanation confirmed.",
    'Which moon of Saturn has a huge crater that makes it look like the Death Star?':
      "Checked (reviewer's knowledge): Mimas is right and Rhea, Tethys and Dione are wrong; explanation confirmed.",
    'What is the largest object in the asteroid belt?':
      "Checked (reviewer's knowledge): Ceres is right and Vesta, Pallas and Hygiea are wrong; explanation confirmed.",
    'In which region beyond Neptune does Pluto orbit?':
      "Checked (reviewer's knowledge): The Kuiper belt is right and The asteroid belt, The Oort cloud and The heliopause are wrong; explanation confirmed.",
    'What is a rock from space that survives its fall and lands on Earth called?':
      "Checked (reviewer's knowledge): A meteorite is right and A meteoroid, A tektite and A comet are wrong; explanation confirmed.",
    'Which meteor shower peaks every year in mid-August?':
      "Checked (reviewer's knowledge): The Perseids is right and The Leonids, The Geminids and The Quadrantids are wrong; explanation confirmed.",
    'Which moon of Saturn sprays jets of water ice from its south pole?':
      "Checked (reviewer's knowledge): Enceladus is right and Epimetheus, Iapetus and Hyperion are wrong; explanation confirmed.",
    "Which large moon of Neptune orbits in the opposite direction to the planet's spin?":
      "Checked (reviewer's knowledge): Triton is right and Nereid, Proteus and Larissa are wrong; explanation confirmed.",
    'Which moon of Saturn has one very bright and one very dark hemisphere?':
      "Checked (reviewer's knowledge): Iapetus is right and Hyperion, Phoebe and Rhea are wrong; explanation confirmed.",
    'What is the largest moon of Pluto?':
      "Checked (reviewer's knowledge): Charon is right and Nix, Hydra and Kerberos are wrong; explanation confirmed.",
    "Which dwarf planet, whose discovery was announced in 2005, led to Pluto's reclassification?":
      "Checked (reviewer's knowledge): Eris is right and Makemake, Haumea and Sedna are wrong; explanation confirmed.",
    "What is the loose, dusty layer covering the Moon's surface called?":
      "Checked (reviewer's knowledge): Regolith is right and Tephra, Loess and Laterite are wrong; explanation confirmed.",
    'Which comet broke apart and crashed into Jupiter in 1994?':
      "Checked (reviewer's knowledge): Shoemaker–Levy 9 is right and Hale–Bopp, Churyumov–Gerasimenko and Tempel 1 are wrong; explanation confirmed. Shoemaker-Levy 9, July 1994, confirmed.",
    'Which European probe put the lander Philae on a comet in 2014?':
      "Checked (reviewer's knowledge): Rosetta is right and Giotto, Huygens and Ulysses are wrong; explanation confirmed.",
    'Which vast, distant shell of icy bodies is thought to be the source of long-period comets?':
      "Checked (reviewer's knowledge): The Oort cloud is right and The Kuiper belt, The scattered disc and The heliosheath are wrong; explanation confirmed.",
    'Which comet is the parent of the Perseid meteor shower?':
      "Checked (reviewer's knowledge): Swift–Tuttle is right and Tempel–Tuttle, Halley and Encke are wrong; explanation confirmed.",
    'What is the name of the galaxy that contains our Solar System?':
      "Checked (reviewer's knowledge): The Milky Way is right and Andromeda, The Whirlpool Galaxy and The Triangulum Galaxy are wrong; explanation confirmed.",
    'What is a day in March or September when day and night are about equally long called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: an equinox (about 20 March and 22 September) has day and night of about equal length; solstices are the longest and shortest days; eclipses and transits are not dates of the calendar.",
    'About how long does sunlight take to reach Earth?':
      "Checked (reviewer's knowledge): About 8 minutes is right and About 8 seconds, About 8 hours and About 8 days are wrong; explanation confirmed.",
    'Which star is nearest to the Sun?':
      "Checked (reviewer's knowledge): Proxima Centauri is right and Sirius, Betelgeuse and Alpha Centauri A are wrong; explanation confirmed. Proxima Centauri (4.24 ly) confirmed; the explanation rightly separates it from Alpha Centauri A and B (4.37 ly).",
    'Which star is the brightest in the night sky?':
      "Checked (reviewer's knowledge): Sirius is right and Polaris, Betelgeuse and Vega are wrong; explanation confirmed.",
    'What does a light-year measure?':
      "Checked (reviewer's knowledge): Distance is right and Time, Speed and Brightness are wrong; explanation confirmed.",
    'Which large spiral galaxy is the nearest to the Milky Way?':
      "Checked (reviewer's knowledge): Andromeda is right and Triangulum, Sombrero and Whirlpool are wrong; explanation confirmed.",
    'What is the North Star also called?':
      "Checked (reviewer's knowledge): Polaris is right and Sirius, Vega and Rigel are wrong; explanation confirmed.",
    "Which gas makes up most of the Sun's mass?":
      "Checked (reviewer's knowledge): Hydrogen is right and Helium, Oxygen and Carbon dioxide are wrong; explanation confirmed.",
    'What is a region of space whose gravity is so strong that not even light can escape?':
      "Checked (reviewer's knowledge): A black hole is right and A neutron star, A quasar and A nebula are wrong; explanation confirmed.",
    'What is a group of stars that forms a named pattern in the sky called?':
      "Checked (reviewer's knowledge): A constellation is right and A galaxy, A nebula and A quasar are wrong; explanation confirmed.",
    'What is a huge cloud of gas and dust in space, where stars are born, called?':
      "Checked (reviewer's knowledge): A nebula is right and A galaxy, A comet and A pulsar are wrong; explanation confirmed.",
    'What is a system of billions of stars held together by gravity called?':
      "Checked (reviewer's knowledge): A galaxy is right and A constellation, A nebula and A star cluster are wrong; explanation confirmed.",
    'Which constellation contains the seven stars of the Plough, or Big Dipper?':
      "Checked (reviewer's knowledge): Ursa Major is right and Ursa Minor, Cassiopeia and Draco are wrong; explanation confirmed.",
    'What process powers the Sun?':
      "Checked (reviewer's knowledge): Nuclear fusion is right and Nuclear fission, Burning gas and Radioactive decay are wrong; explanation confirmed.",
    'Which red supergiant marks the shoulder of Orion?':
      "Checked (reviewer's knowledge): Betelgeuse is right and Rigel, Aldebaran and Antares are wrong; explanation confirmed.",
    'What colour are the hottest stars?':
      "Checked (reviewer's knowledge): Blue is right and Red, Yellow and Orange are wrong; explanation confirmed.",
    'What is the explosion that ends the life of a massive star called?':
      "Checked (reviewer's knowledge): A supernova is right and A nova, A pulsar and A red giant are wrong; explanation confirmed.",
    'What will the Sun swell into, about 5 billion years from now?':
      "Checked (reviewer's knowledge): A red giant is right and A black hole, A neutron star and A blue giant are wrong; explanation confirmed.",
    'About how old is the universe?':
      "Checked (reviewer's knowledge): 13.8 billion years is right and 4.6 billion years, 46 billion years and 138 billion years are wrong; explanation confirmed.",
    'What type of galaxy is the Milky Way?':
      "Checked (reviewer's knowledge): A barred spiral is right and An elliptical, A lenticular and An irregular are wrong; explanation confirmed.",
    'Which star cluster is also called the Seven Sisters?':
      "Checked (reviewer's knowledge): The Pleiades is right and The Hyades, The Beehive and The Jewel Box are wrong; explanation confirmed.",
    "What is the scale of a star's brightness, on which lower numbers are brighter, called?":
      "Checked (reviewer's knowledge): Magnitude is right and Luminosity, Parallax and Redshift are wrong; explanation confirmed.",
    'What is the stretching of light from receding galaxies towards longer wavelengths called?':
      "Checked (reviewer's knowledge): Redshift is right and Blueshift, Parallax and Refraction are wrong; explanation confirmed.",
    'The word galaxy comes from the Greek word for what?':
      "Checked (reviewer's knowledge): Milk is right and Star, Cloud and Light are wrong; explanation confirmed.",
    "Which astronomer gave his name to the law linking a galaxy's distance to the speed it moves away?":
      "Checked (reviewer's knowledge): Edwin Hubble is right and Harlow Shapley, Carl Sagan and Fred Hoyle are wrong; explanation confirmed.",
    'What type of star is Proxima Centauri?':
      "Checked (reviewer's knowledge): A red dwarf is right and A white dwarf, A red giant and A blue giant are wrong; explanation confirmed.",
    'Which British astronomer coined the term Big Bang on BBC radio in 1949?':
      "Checked (reviewer's knowledge): Fred Hoyle is right and Martin Rees, Patrick Moore and Arthur Eddington are wrong; explanation confirmed.",
    'Which astronomer detected the first pulsar in 1967, as a Cambridge research student?':
      "Checked (reviewer's knowledge): Jocelyn Bell Burnell is right and Cecilia Payne-Gaposchkin, Henrietta Leavitt and Annie Jump Cannon are wrong; explanation confirmed.",
    'Which astronomer found the link between the period and brightness of Cepheid variable stars?':
      "Checked (reviewer's knowledge): Henrietta Leavitt is right and Annie Jump Cannon, Williamina Fleming and Cecilia Payne-Gaposchkin are wrong; explanation confirmed.",
    'Whose studies of how galaxies rotate gave key evidence for dark matter in the 1970s?':
      "Checked (reviewer's knowledge): Vera Rubin is right and Henrietta Leavitt, Margaret Burbidge and Nancy Roman are wrong; explanation confirmed.",
    'Which two radio astronomers found the cosmic microwave background in 1965?':
      "Checked (reviewer's knowledge): Penzias and Wilson is right and Hewish and Ryle, Hulse and Taylor and Hubble and Humason are wrong; explanation confirmed.",
    'What is the supermassive black hole at the centre of the Milky Way called?':
      "Checked (reviewer's knowledge): Sagittarius A* is right and Cygnus X-1, Centaurus A and Sagittarius B2 are wrong; explanation confirmed.",
    'What will be left of the Sun at the very end of its life?':
      "Checked (reviewer's knowledge): A white dwarf is right and A neutron star, A black hole and A brown dwarf are wrong; explanation confirmed.",
    "What is the small yearly shift of a nearby star against distant ones, caused by Earth's orbit, called?":
      "Checked (reviewer's knowledge): Parallax is right and Aberration, Precession and Nutation are wrong; explanation confirmed.",
    'About how many light-years is one parsec?':
      "Checked (reviewer's knowledge): 3.26 is right and 1.58, 6.52 and 9.46 are wrong; explanation confirmed.",
    'Which star was the first other than the Sun to be photographed, in 1850?':
      "Checked (reviewer's knowledge): Vega is right and Deneb, Altair and Arcturus are wrong; explanation confirmed. Vega, daguerreotype by Whipple and Bond at Harvard, 1850, confirmed.",
    'Which is the brightest member of the constellation Scorpius?':
      "Checked (reviewer's knowledge): Antares is right and Shaula, Spica and Aldebaran are wrong; explanation confirmed.",
    'Who was the first person to walk on the Moon?':
      "Checked (reviewer's knowledge): Neil Armstrong is right and Buzz Aldrin, Yuri Gagarin and Michael Collins are wrong; explanation confirmed. Explanation's 'July 1969' is fine once the Apollo 11 year question is replaced as proposed.",
    'Who was the first human in space?':
      "Checked (reviewer's knowledge): Yuri Gagarin is right and Neil Armstrong, Alan Shepard and John Glenn are wrong; explanation confirmed.",
    'Which body holds more than 99% of the mass of the Solar System?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Sun holds about 99.86% of the Solar System's mass; Jupiter holds most of the rest.",
    'Who became the first woman to walk in space, in 1984?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Svetlana Savitskaya made the first spacewalk by a woman from Salyut 7 on 25 July 1984; Kathryn Sullivan was the first American woman, in October 1984; Tereshkova and Ride never walked in space.",
    'Which Space Shuttle flew the first shuttle mission in 1981?':
      "Checked (reviewer's knowledge): Columbia is right and Challenger, Discovery and Endeavour are wrong; explanation confirmed.",
    'Which space station has been continuously crewed since November 2000?':
      "Checked (reviewer's knowledge): The International Space Station is right and Mir, Skylab and Tiangong are wrong; explanation confirmed.",
    'Which planet is often called the morning star or the evening star?':
      "Checked (reviewer's knowledge): Venus is right and Mars, Jupiter and Mercury are wrong; explanation confirmed. Venus confirmed.",
    'Who was the second person to walk on the Moon?':
      "Checked (reviewer's knowledge): Buzz Aldrin is right and Michael Collins, Pete Conrad and Alan Bean are wrong; explanation confirmed. Buzz Aldrin confirmed; the explanation avoids naming the first man, so it gives nothing away.",
    'Which Apollo mission was crippled by an oxygen tank explosion in 1970?':
      "Checked (reviewer's knowledge): Apollo 13 is right and Apollo 12, Apollo 14 and Apollo 8 are wrong; explanation confirmed.",
    'How many astronauts flew on each Apollo Moon landing mission?':
      "Checked (reviewer's knowledge): 3 is right and 2, 4 and 5 are wrong; explanation confirmed.",
    'What are Russian space travellers called?':
      "Checked (reviewer's knowledge): Cosmonauts is right and Taikonauts, Spationauts and Vyomanauts are wrong; explanation confirmed.",
    'Who founded the rocket company SpaceX, in 2002?':
      "Checked (reviewer's knowledge): Elon Musk is right and Jeff Bezos, Richard Branson and Paul Allen are wrong; explanation confirmed.",
    'Which Apollo 11 astronaut stayed in lunar orbit while the others landed?':
      "Checked (reviewer's knowledge): Michael Collins is right and Jim Lovell, Frank Borman and Dave Scott are wrong; explanation confirmed.",
    'Which mission first carried people around the Moon, in December 1968?':
      "Checked (reviewer's knowledge): Apollo 8 is right and Apollo 7, Apollo 10 and Gemini 12 are wrong; explanation confirmed.",
    'Which Apollo mission was the last to land on the Moon?':
      "Checked (reviewer's knowledge): Apollo 17 is right and Apollo 15, Apollo 16 and Apollo 18 are wrong; explanation confirmed.",
    'How many people had walked on the Moon as of 2024?':
      "Checked (reviewer's knowledge): 12 is right and 10, 14 and 24 are wrong; explanation confirmed. 12 (Apollo 11 to 17, less Apollo 13), pinned to 2024; the explanation's dates are fine once the Apollo 11 year question is replaced as proposed.",
    'What was the name of the Apollo 11 lunar module?':
      "Checked (reviewer's knowledge): Eagle is right and Falcon, Intrepid and Aquarius are wrong; explanation confirmed.",
    'Which rocket launched the Apollo missions to the Moon?':
      "Checked (reviewer's knowledge): Saturn V is right and Atlas, Titan II and Delta IV are wrong; explanation confirmed.",
    'Which Apollo astronaut hit golf balls on the Moon?':
      "Checked (reviewer's knowledge): Alan Shepard is right and Pete Conrad, Edgar Mitchell and Charles Duke are wrong; explanation confirmed.",
    'Which Space Shuttle broke apart shortly after launch in January 1986?':
      "Checked (reviewer's knowledge): Challenger is right and Columbia, Discovery and Atlantis are wrong; explanation confirmed.",
    'Who became the first American woman in space, in 1983?':
      "Checked (reviewer's knowledge): Sally Ride is right and Judith Resnik, Kathryn Sullivan and Eileen Collins are wrong; explanation confirmed.",
    'Which Canadian astronaut sang Space Oddity aboard the ISS in 2013?':
      "Checked (reviewer's knowledge): Chris Hadfield is right and Marc Garneau, Julie Payette and David Saint-Jacques are wrong; explanation confirmed.",
    'Which British astronaut flew to the ISS in 2015?':
      "Checked (reviewer's knowledge): Tim Peake is right and Helen Sharman, Michael Foale and Piers Sellers are wrong; explanation confirmed. Tim Peake (Principia, December 2015) confirmed; Michael Foale and Piers Sellers flew earlier and never in 2015.",
    'Which Russian spacecraft has carried crews to the ISS since 2000?':
      "Checked (reviewer's knowledge): Soyuz is right and Progress, Vostok and Buran are wrong; explanation confirmed.",
    "What is China's space station called?":
      "Checked (reviewer's knowledge): Tiangong is right and Shenzhou, Chang'e and Tianwen are wrong; explanation confirmed.",
    'Which NASA programme aims to return astronauts to the Moon?':
      "Checked (reviewer's knowledge): Artemis is right and Orion, Gateway and Constellation are wrong; explanation confirmed.",
    'What was the name of the first American human spaceflight programme?':
      "Checked (reviewer's knowledge): Mercury is right and Gemini, Apollo and Vanguard are wrong; explanation confirmed.",
    'Who was the last person to walk on the Moon?':
      "Checked (reviewer's knowledge): Gene Cernan is right and Harrison Schmitt, John Young and Charles Duke are wrong; explanation confirmed.",
    'Which Apollo mission carried the first Lunar Roving Vehicle?':
      "Checked (reviewer's knowledge): Apollo 15 is right and Apollo 14, Apollo 16 and Apollo 17 are wrong; explanation confirmed.",
    'Which Soviet Moon rocket failed on all four of its launches?':
      "Checked (reviewer's knowledge): N1 is right and Proton, Energia and Soyuz are wrong; explanation confirmed.",
    'Who was the first woman to command a Space Shuttle mission, in 1999?':
      "Checked (reviewer's knowledge): Eileen Collins is right and Peggy Whitson, Kathryn Sullivan and Shannon Lucid are wrong; explanation confirmed.",
    'Who became the first Briton in space, in 1991?':
      "Checked (reviewer's knowledge): Helen Sharman is right and Michael Foale, Richard Garriott and Piers Sellers are wrong; explanation confirmed.",
    'Which was the first space station, launched in 1971?':
      "Checked (reviewer's knowledge): Salyut 1 is right and Skylab, Mir and Tiangong 1 are wrong; explanation confirmed.",
    'Who was the first Chinese astronaut in space, in 2003?':
      "Checked (reviewer's knowledge): Yang Liwei is right and Zhai Zhigang, Liu Yang and Jing Haipeng are wrong; explanation confirmed.",
    'Which cosmonaut spent a record 437 days in space on one flight, in 1994–95?':
      "Checked (reviewer's knowledge): Valeri Polyakov is right and Sergei Krikalev, Gennady Padalka and Oleg Kononenko are wrong; explanation confirmed. Valeri Polyakov, 437 days on Mir, confirmed (still the single-flight record).",
    'Who became the first paying space tourist, visiting the ISS in 2001?':
      "Checked (reviewer's knowledge): Dennis Tito is right and Mark Shuttleworth, Greg Olsen and Richard Garriott are wrong; explanation confirmed.",
    'Which chimpanzee flew on a Mercury rocket in January 1961?':
      "Checked (reviewer's knowledge): Ham is right and Enos, Albert and Gordo are wrong; explanation confirmed.",
    "Which German-born engineer led the V-2 rocket programme and later NASA's Moon rocket?":
      "Checked (reviewer's knowledge): Wernher von Braun is right and Hermann Oberth, Walter Dornberger and Willy Ley are wrong; explanation confirmed.",
    'What was the first artificial satellite, launched in 1957?':
      "Checked (reviewer's knowledge): Sputnik 1 is right and Explorer 1, Vostok 1 and Telstar are wrong; explanation confirmed.",
    'Which rover landed on Mars in 2021 carrying the Ingenuity helicopter?':
      "Checked (reviewer's knowledge): Perseverance is right and Curiosity, Opportunity and Spirit are wrong; explanation confirmed.",
    'Which spacecraft was the first to cross the heliopause into interstellar space?':
      "Checked (reviewer's knowledge): Voyager 1 is right and Pioneer 10, New Horizons and Voyager 2 are wrong; explanation confirmed.",
    'Which spacecraft made the first flyby of Pluto, in 2015?':
      "Checked (reviewer's knowledge): New Horizons is right and Voyager 2, Cassini and Deep Space 1 are wrong; explanation confirmed.",
    'Which planet did the rovers Spirit and Opportunity explore?':
      "Checked (reviewer's knowledge): Mars is right and Venus, Mercury and Jupiter are wrong; explanation confirmed.",
    'From which Florida space centre did the Apollo Moon missions launch?':
      "Checked (reviewer's knowledge): Kennedy Space Center is right and Johnson Space Center, Goddard Space Flight Center and Marshall Space Flight Center are wrong; explanation confirmed.",
    'What does ESA stand for?':
      "Checked (reviewer's knowledge): European Space Agency is right and European Science Association, Earth Satellite Authority and European Spaceflight Alliance are wrong; explanation confirmed.",
    'What do the two Voyager probes carry to tell anyone who finds them about Earth?':
      "Checked (reviewer's knowledge): Golden records is right and Silver plaques, Time capsules and Radio beacons are wrong; explanation confirmed.",
    'Which NASA rover landed on Mars in 2012?':
      "Checked (reviewer's knowledge): Curiosity is right and Opportunity, Sojourner and Spirit are wrong; explanation confirmed.",
    'Which spacecraft orbited Saturn from 2004 to 2017?':
      "Checked (reviewer's knowledge): Cassini is right and Galileo, Juno and Magellan are wrong; explanation confirmed.",
    'Which NASA probe went into orbit around Jupiter in 2016?':
      "Checked (reviewer's knowledge): Juno is right and Galileo, Cassini and Ulysses are wrong; explanation confirmed.",
    'Which country landed the first spacecraft on the far side of the Moon, in 2019?':
      "Checked (reviewer's knowledge): China is right and The United States, India and Russia are wrong; explanation confirmed.",
    'Which was the first American satellite, launched in 1958?':
      "Checked (reviewer's knowledge): Explorer 1 is right and Vanguard 1, Telstar 1 and Pioneer 1 are wrong; explanation confirmed.",
    "In which territory is Europe's spaceport at Kourou?":
      "Checked (reviewer's knowledge): French Guiana is right and Réunion, Martinique and Guadeloupe are wrong; explanation confirmed.",
    "Where is NASA's Mission Control for human spaceflight?":
      "Checked (reviewer's knowledge): Houston is right and Huntsville, Pasadena and Cleveland are wrong; explanation confirmed.",
    "Which country's space agency is called ISRO?":
      "Checked (reviewer's knowledge): India is right and Israel, Iran and Indonesia are wrong; explanation confirmed.",
    'Which giant reusable rocket did SpaceX first launch in 2023?':
      "Checked (reviewer's knowledge): Starship is right and Falcon Heavy, New Glenn and Vulcan are wrong; explanation confirmed.",
    'Which company flies the New Shepard suborbital rocket?':
      "Checked (reviewer's knowledge): Blue Origin is right and Virgin Galactic, Rocket Lab and Arianespace are wrong; explanation confirmed.",
    'What was the first rover on Mars, carried by Mars Pathfinder in 1997?':
      "Checked (reviewer's knowledge): Sojourner is right and Spirit, Lunokhod 1 and Zhurong are wrong; explanation confirmed.",
    "What was China's first Mars rover, landed in 2021?":
      "Checked (reviewer's knowledge): Zhurong is right and Yutu, Tianwen and Chang'e are wrong; explanation confirmed.",
    'Which probe was the first spacecraft to orbit Jupiter, arriving in 1995?':
      "Checked (reviewer's knowledge): Galileo is right and Pioneer 11, Voyager 1 and Ulysses are wrong; explanation confirmed.",
    'Which is the only spacecraft to have visited Uranus and Neptune?':
      "Checked (reviewer's knowledge): Voyager 2 is right and Voyager 1, Pioneer 11 and Cassini are wrong; explanation confirmed.",
    'Which probe made the first successful flyby of Mars, in 1965?':
      "Checked (reviewer's knowledge): Mariner 4 is right and Mars 1, Viking 1 and Mariner 9 are wrong; explanation confirmed.",
    'Which spacecraft made the first soft landing on the Moon, in 1966?':
      "Checked (reviewer's knowledge): Luna 9 is right and Surveyor 1, Ranger 7 and Luna 2 are wrong; explanation confirmed.",
    "Which Indian mission landed near the Moon's south pole in 2023?":
      "Checked (reviewer's knowledge): Chandrayaan-3 is right and Chandrayaan-2, Mangalyaan and Aditya-L1 are wrong; explanation confirmed. Chandrayaan-3's Vikram lander, 23 August 2023, confirmed.",
    "Which European probe landed on Saturn's moon Titan in 2005?":
      "Checked (reviewer's knowledge): Huygens is right and Philae, Beagle 2 and Schiaparelli are wrong; explanation confirmed.",
    'Which Japanese probe brought back samples from the asteroid Ryugu in 2020?':
      "Checked (reviewer's knowledge): Hayabusa2 is right and Akatsuki, Kaguya and Hiten are wrong; explanation confirmed.",
    'Which NASA mission deliberately crashed into the asteroid moon Dimorphos in 2022?':
      "Checked (reviewer's knowledge): DART is right and Lucy, Psyche and NEAR are wrong; explanation confirmed. DART, 26 September 2022; orbit shortened by about 32-33 minutes, confirmed.",
    'Which NASA probe delivered samples of the asteroid Bennu to Earth in 2023?':
      "Checked (reviewer's knowledge): OSIRIS-REx is right and Stardust, Genesis and Deep Impact are wrong; explanation confirmed.",
    "Which spacecraft flew within about 6.1 million km of the Sun's surface in December 2024?":
      "Checked (reviewer's knowledge): Parker Solar Probe is right and Solar Orbiter, Solar Dynamics Observatory and Ulysses are wrong; explanation confirmed. Parker Solar Probe's perihelion of 24 December 2024 at about 6.1 million km confirmed.",
    'Which Soviet probe made the first landing on Venus that sent back data, in 1970?':
      "Checked (reviewer's knowledge): Venera 7 is right and Mariner 2, Vega 1 and Pioneer Venus are wrong; explanation confirmed. Venera 7, 15 December 1970, about 23 minutes of surface data, confirmed.",
    'Which cosmodrome in Kazakhstan does Russia lease for its crewed launches, as of 2024?':
      "Checked (reviewer's knowledge): Baikonur is right and Plesetsk, Vostochny and Kapustin Yar are wrong; explanation confirmed. Baikonur (leased to 2050; all Russian crewed launches so far) confirmed. The explanation names Sputnik 1 and Vostok 1 but does not say what they were firsts of, so no giveaway.",
    'Which space telescope was launched into Earth orbit in 1990?':
      "Checked (reviewer's knowledge): Hubble is right and James Webb, Kepler and Spitzer are wrong; explanation confirmed.",
    'What is the scientific study of stars, planets and space called?':
      "Checked (reviewer's knowledge): Astronomy is right and Astrology, Cosmetology and Meteorology are wrong; explanation confirmed.",
    'What causes the seasons on Earth?':
      "Checked (reviewer's knowledge): The tilt of its axis is right and Its changing distance from the Sun, The pull of the Moon and Changes in solar activity are wrong; explanation confirmed.",
    'What causes day and night on Earth?':
      "Checked (reviewer's knowledge): Earth spinning on its axis is right and Earth orbiting the Sun, The Sun orbiting Earth and The Moon passing the Sun are wrong; explanation confirmed.",
    'What is the imaginary line that Earth spins around called?':
      "Checked (reviewer's knowledge): Its axis is right and Its orbit, Its equator and Its meridian are wrong; explanation confirmed.",
    'In which direction does the Sun rise?':
      "Checked (reviewer's knowledge): In the east is right and In the west, In the north and In the south are wrong; explanation confirmed.",
    'What is the curved path of a planet around the Sun called?':
      "Checked (reviewer's knowledge): An orbit is right and An axis, An equator and An eclipse are wrong; explanation confirmed.",
    'Which planet is closest in size to Earth?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Venus is about 12,100 km across against Earth's 12,742 km (about 95%), the nearest in size; Mars is about half, Mercury about 38% and Neptune almost four times Earth's diameter. Written by the lead; the reviewer's Neptune question was answered by the mythology bank.",
    'About how long does Earth take to orbit the Sun?':
      "Checked (reviewer's knowledge): About 365 days is right and About 30 days, About 24 hours and About 1,000 days are wrong; explanation confirmed.",
    'Which space telescope, launched on Christmas Day 2021, observes mainly in infrared?':
      "Checked (reviewer's knowledge): James Webb is right and Herschel, Spitzer and Chandra are wrong; explanation confirmed.",
    'Which space telescope hunted for planets by watching stars dim from 2009 to 2018?':
      "Checked (reviewer's knowledge): Kepler is right and Gaia, Spitzer and Herschel are wrong; explanation confirmed.",
    'What is a planet that orbits a star other than the Sun called?':
      "Checked (reviewer's knowledge): An exoplanet is right and A protoplanet, A planetesimal and A rogue planet are wrong; explanation confirmed.",
    'Which giant radio telescope in Puerto Rico collapsed in 2020?':
      "Checked (reviewer's knowledge): Arecibo is right and Jodrell Bank, Parkes and Green Bank are wrong; explanation confirmed.",
    'Which Chilean desert hosts the ALMA observatory and many large telescopes?':
      "Checked (reviewer's knowledge): The Atacama is right and The Sonoran, The Gobi and The Namib are wrong; explanation confirmed.",
    'Which type of telescope, first made practical by Isaac Newton in 1668, uses a curved mirror?':
      "Checked (reviewer's knowledge): A reflector is right and A refractor, A heliometer and A coronagraph are wrong; explanation confirmed.",
    "What are the dark, cooler patches on the Sun's surface called?":
      "Checked (reviewer's knowledge): Sunspots is right and Solar flares, Prominences and Faculae are wrong; explanation confirmed.",
    "What is the Sun's outer atmosphere, seen during a total eclipse, called?":
      "Checked (reviewer's knowledge): The corona is right and The chromosphere, The photosphere and The heliosphere are wrong; explanation confirmed.",
    'What causes the northern and southern lights?':
      "Checked (reviewer's knowledge): Charged particles from the Sun is right and Moonlight on polar ice, Lightning high in the atmosphere and Sunlight reflected by clouds are wrong; explanation confirmed.",
    'Roughly how high does the International Space Station orbit?':
      "Checked (reviewer's knowledge): About 400 km is right and About 40 km, About 4,000 km and About 40,000 km are wrong; explanation confirmed.",
    'Why do astronauts float inside the International Space Station?':
      "Checked (reviewer's knowledge): They are in free fall is right and There is no gravity there, The station spins and Air pressure lifts them are wrong; explanation confirmed.",
    'Which line, 100 km up, is widely used as the boundary of space?':
      "Checked (reviewer's knowledge): The Kármán line is right and The Armstrong limit, The tropopause and The heliopause are wrong; explanation confirmed.",
    'Which American launched the first liquid-fuelled rocket, in 1926?':
      "Checked (reviewer's knowledge): Robert Goddard is right and Hermann Oberth, Konstantin Tsiolkovsky and Frank Malina are wrong; explanation confirmed.",
    'Near which Lagrange point does the James Webb Space Telescope orbit?':
      "Checked (reviewer's knowledge): L2 is right and L1, L3 and L4 are wrong; explanation confirmed.",
    'Which two Swiss astronomers found the first planet orbiting a Sun-like star, in 1995?':
      "Checked (reviewer's knowledge): Mayor and Queloz is right and Marcy and Butler, Wolszczan and Frail and Hewish and Bell are wrong; explanation confirmed. Michel Mayor and Didier Queloz (51 Pegasi b; Nobel Prize 2019) confirmed.",
    'Around which kind of star were the first exoplanets confirmed, in 1992?':
      "Checked (reviewer's knowledge): A pulsar is right and A red dwarf, A white dwarf and A red giant are wrong; explanation confirmed.",
    "What is Earth's escape velocity, roughly?":
      "Checked (reviewer's knowledge): 11.2 km/s is right and 7.9 km/s, 2.4 km/s and 42.1 km/s are wrong; explanation confirmed.",
    'At about what height above the equator is a geostationary orbit?':
      "Checked (reviewer's knowledge): 35,800 km is right and 3,580 km, 20,200 km and 358,000 km are wrong; explanation confirmed. 35,786 km rounds to 35,800 km; 20,200 km is the GPS orbit, a fair distractor.",
    'Which writer proposed communications satellites in geostationary orbit in 1945?':
      "Checked (reviewer's knowledge): Arthur C. Clarke is right and Isaac Asimov, Robert Heinlein and H. G. Wells are wrong; explanation confirmed.",
    'Which observatory first detected gravitational waves, in 2015?':
      "Checked (reviewer's knowledge): LIGO is right and Virgo, KAGRA and GEO600 are wrong; explanation confirmed. LIGO, GW150914 (14 September 2015), about 1.3 billion light-years, confirmed.",
    'On which Hawaiian volcano do the Keck telescopes stand?':
      "Checked (reviewer's knowledge): Mauna Kea is right and Mauna Loa, Kilauea and Haleakala are wrong; explanation confirmed.",
    'Which Russian schoolteacher published the rocket equation in 1903?':
      "Checked (reviewer's knowledge): Konstantin Tsiolkovsky is right and Nikolai Kibalchich, Friedrich Zander and Yuri Kondratyuk are wrong; explanation confirmed.",
    "Which Cheshire observatory's giant radio dish, completed in 1957, tracked Sputnik's rocket?":
      "Checked (reviewer's knowledge): Jodrell Bank is right and Herstmonceux, Goonhilly and Chilbolton are wrong; explanation confirmed.",
  },
};
