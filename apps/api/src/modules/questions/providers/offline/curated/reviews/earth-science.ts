import type { BankReview } from './review.js';

/** bank-h6's check of bank-h5's earth-science bank (ADR 0195); registered in index.ts by the lead at merge. */
export const earthScienceReview: BankReview = {
  bank: 'earth-science',
  writer: 'bank-h5',
  reviewer: 'bank-h6',
  checks: {
    "What is molten rock called once it reaches the Earth's surface?":
      "Checked (Britannica, Lava): molten rock at the surface is lava; underground it is magma. Key 'Lava' is right; Magma, Ash and Basalt are wrong; explanation confirmed.",
    'What is molten rock called while it is still underground?':
      "Checked (Britannica, Magma): molten rock below the surface is magma; erupted it becomes lava. Key 'Magma' is right; Lava, Obsidian and Pumice are wrong; explanation confirmed.",
    'Which ring of volcanoes and earthquake zones surrounds the Pacific Ocean?':
      "Checked (USGS / Britannica, Ring of Fire): the Ring of Fire rings the Pacific with about 75% of active volcanoes; the wrong names are invented but of the same form. Key 'The Ring of Fire' is right; The Ring of Ash, The Pacific Belt and The Circle of Lava are wrong; explanation confirmed.",
    'What is the bowl-shaped opening at the top of a volcano called?':
      "Checked (Britannica, Crater): the bowl-shaped opening at a volcano's summit is a crater; a collapse hollow is a caldera. Key 'A crater' is right; A fault, A dyke and A moraine are wrong; explanation confirmed.",
    'What is a volcano that is not expected ever to erupt again called?':
      "Checked (USGS Volcano Hazards, Volcano status): a volcano not expected to erupt again is extinct; dormant ones may erupt. Key 'Extinct' is right; Dormant, Active and Erupting are wrong; explanation confirmed.",
    'Which volcano on Sicily is the highest active volcano in Europe?':
      "Checked (Britannica, Mount Etna): Etna on Sicily, about 3,300 m, is Europe's highest active volcano; Vesuvius, Stromboli and Hekla are lower. Key 'Mount Etna' is right; Mount Vesuvius, Stromboli and Mount Hekla are wrong; explanation confirmed.",
    "Which mountain, Japan's highest, is an active volcano?":
      "Checked (Britannica, Mount Fuji): Fuji is Japan's highest peak and an active volcano, last erupting in 1707 (Hōei). Key 'Mount Fuji' is right; Mount Aso, Sakurajima and Mount Ontake are wrong; explanation confirmed.",
    'Which US national park sits on top of a supervolcano?':
      "Checked (USGS Yellowstone Volcano Observatory): Yellowstone sits on a supervolcano whose last caldera-forming eruption was about 631,000 years ago. Key 'Yellowstone' is right; Yosemite, Grand Canyon and Zion are wrong; explanation confirmed.",
    'Which island country sits on the Mid-Atlantic Ridge and has dozens of active volcanoes?':
      "Checked (Britannica, Iceland): Iceland straddles the Mid-Atlantic Ridge as the North American and Eurasian plates separate. Key 'Iceland' is right; Ireland, Norway and Malta are wrong; explanation confirmed.",
    'What is the black, glassy volcanic rock formed when lava cools too quickly to grow crystals?':
      "Checked (Britannica, Obsidian): obsidian is volcanic glass cooled too fast to crystallise; its edges are sharper than steel scalpels. Key 'Obsidian' is right; Pumice, Basalt and Granite are wrong; explanation confirmed.",
    'Which famous geyser in Yellowstone erupts at fairly regular intervals?':
      "Checked (US National Park Service, Old Faithful): Old Faithful erupts about every 60–110 minutes (around 90), up to about 55 m. Key 'Old Faithful' is right; Steamboat Geyser, Castle Geyser and Grand Geyser are wrong; explanation confirmed.",
    'In which US state is the volcano Kīlauea?':
      "Checked (USGS Hawaiian Volcano Observatory, Kīlauea): Kīlauea is in Hawaii and erupted almost continuously from 1983 to 2018. Key 'Hawaii' is right; Alaska, Washington and Oregon are wrong; explanation confirmed.",
    'What is the store of molten rock beneath a volcano called?':
      "Checked (USGS Volcano Hazards, Glossary): the store of magma beneath a volcano is a magma chamber. Key 'A magma chamber' is right; A lava tube, A vent and A crater are wrong; explanation confirmed.",
    'Which volcano in Washington State erupted violently in 1980?':
      "Checked (USGS, Mount St. Helens 1980): Mount St. Helens in Washington erupted on 18 May 1980, its north flank collapsing. Key 'Mount St. Helens' is right; Mount Rainier, Mount Hood and Mount Shasta are wrong; explanation confirmed.",
    'What is a hot spring that regularly shoots water and steam into the air called?':
      "Checked (Britannica, Geyser): a geyser is a hot spring that periodically ejects water and steam. Key 'A geyser' is right; A fumarole, A caldera and A lagoon are wrong; explanation confirmed.",
    'What type of rock is pumice?':
      "Checked (Britannica, Pumice): pumice is a volcanic, igneous rock so vesicular it can float. Key 'Igneous' is right; Sedimentary, Metamorphic and Organic are wrong; explanation confirmed.",
    'Which is the tallest mountain on Earth measured from its base on the sea floor?':
      "Checked (Britannica, Mauna Kea): measured from its sea-floor base Mauna Kea rises over 10,000 m; about 4,207 m is above sea level. Key 'Mauna Kea' is right; Mount Everest, Kilimanjaro and K2 are wrong; explanation confirmed.",
    'Which Hawaiian volcano is the largest active volcano on Earth by volume?':
      "Checked (USGS Hawaiian Volcano Observatory, Mauna Loa): Mauna Loa is Earth's largest active volcano by volume, about half of Hawaii island. Key 'Mauna Loa' is right; Kīlauea, Mauna Kea and Haleakalā are wrong; explanation confirmed.",
    'What kind of volcano, like Mauna Loa, has broad, gentle slopes built from runny lava?':
      "Checked (Britannica, Shield volcano): shield volcanoes like Mauna Loa have broad gentle slopes of fluid basalt lava. Key 'A shield volcano' is right; A stratovolcano, A cinder cone and A lava dome are wrong; explanation confirmed.",
    'What kind of volcano, like Mount Fuji, is built of alternating layers of lava and ash?':
      "Checked (Britannica, Stratovolcano): stratovolcanoes like Fuji alternate lava and tephra layers; also called composite volcanoes. Key 'A stratovolcano' is right; A shield volcano, A cinder cone and A fissure vent are wrong; explanation confirmed.",
    'Which volcano on Luzon erupted in 1991 and cooled the global climate by about 0.5 °C?':
      "Checked (USGS, Pinatubo 1991): Pinatubo on Luzon erupted in 1991, about 15 Mt of SO₂, cooling the globe about 0.5 °C. Key 'Mount Pinatubo' is right; Mount Mayon, Taal and Mount Apo are wrong; explanation confirmed.",
    'What is a fast-moving avalanche of hot gas, ash and rock from an eruption called?':
      "Checked (Britannica, Pyroclastic flow): a fast avalanche of hot gas, ash and rock; such flows and surges killed Pompeii's and Herculaneum's people. Key 'A pyroclastic flow' is right; A lahar, A lava flow and A jökulhlaup are wrong; explanation confirmed.",
    'What causes volcanoes like those of Hawaii, far from any plate boundary?':
      "Checked (USGS, Hotspots): Hawaii's volcanoes come from a hotspot under the moving Pacific Plate, leaving an age-progressive chain. Key 'A hotspot' is right; A subduction zone, A transform fault and A rift valley are wrong; explanation confirmed.",
    'What is the dark, fine-grained volcanic rock that makes up most of the ocean floor?':
      "Checked (Britannica, Basalt): basalt, low-silica and fine-grained, forms most of the ocean floor. Key 'Basalt' is right; Granite, Obsidian and Chalk are wrong; explanation confirmed.",
    'Which gas released by big eruptions forms a haze of droplets that cools the climate?':
      "Checked (USGS, Volcanic gases and climate): volcanic sulfur dioxide forms sulfate aerosols that reflect sunlight and cool climate for a year or two. Key 'Sulfur dioxide' is right; Carbon dioxide, Methane and Nitrous oxide are wrong; explanation confirmed.",
    "Which Icelandic volcano's 2010 eruption disrupted air travel across Europe?":
      "Checked (Britannica, Eyjafjallajökull): its 2010 eruption's ash closed much of European airspace for days. Key 'Eyjafjallajökull' is right; Hekla, Katla and Askja are wrong; explanation confirmed.",
    "Which Indonesian volcano's 1883 eruption was heard thousands of kilometres away?":
      "Checked (Britannica, Krakatoa): the 1883 Krakatoa explosion was heard about 4,800 km away on Rodrigues. Key 'Krakatoa' is right; Tambora, Merapi and Pinatubo are wrong; explanation confirmed.",
    "Which volcano in Mexico grew out of a farmer's cornfield in 1943?":
      "Checked (Britannica, Parícutin): Parícutin rose from a cornfield in Michoacán in February 1943 and passed 300 m within a year. Key 'Parícutin' is right; Popocatépetl, Colima and El Chichón are wrong; explanation confirmed.",
    "Which Indonesian volcano's 1815 eruption, the deadliest on record, led to the Year Without a Summer?":
      "Checked (Britannica, Mount Tambora): Tambora's 1815 eruption, the deadliest recorded, caused the 1816 Year Without a Summer. Key 'Tambora' is right; Krakatoa, Merapi and Toba are wrong; explanation confirmed.",
    "Which Colombian volcano's 1985 mudflow buried the town of Armero?":
      "Checked (Britannica, Nevado del Ruiz): its 1985 lahar buried Armero, killing about 23,000. Key 'Nevado del Ruiz' is right; Galeras, Cotopaxi and Chimborazo are wrong; explanation confirmed.",
    'What is a volcanic mudflow of ash and water called?':
      "Checked (Britannica, Lahar): a lahar is a volcanic mudflow; the word is Javanese. Key 'A lahar' is right; A geyser, A fumarole and A jökulhlaup are wrong; explanation confirmed.",
    'What is a vent that gives off volcanic gases and steam but no lava called?':
      "Checked (Britannica, Fumarole): a fumarole vents volcanic gas and steam; Alaska's Valley of Ten Thousand Smokes is named for them. Key 'A fumarole' is right; A geyser, A lahar and A caldera are wrong; explanation confirmed.",
    'Which Indonesian supervolcano erupted about 74,000 years ago in one of the largest eruptions known?':
      "Checked (Britannica, Toba): Toba on Sumatra erupted about 74,000 years ago; Lake Toba fills the caldera. Key 'Toba' is right; Tambora, Agung and Kelud are wrong; explanation confirmed.",
    'Which island rose from the sea off southern Iceland in an eruption that began in 1963?':
      "Checked (Britannica, Surtsey): Surtsey rose off southern Iceland in an eruption beginning November 1963 and is a study site for colonisation. Key 'Surtsey' is right; Heimaey, Grímsey and Hrísey are wrong; explanation confirmed.",
    'Which Icelandic fissure eruption of 1783–84 caused famine in Iceland and deaths across Europe?':
      "Checked (Britannica, Laki): the 1783–84 Laki fissure eruption caused the Haze Famine, killing about half or more of Iceland's livestock and causing deaths in Europe. Key 'Laki' is right; Hekla, Katla and Askja are wrong; explanation confirmed.",
    'Which gas makes up most of the gas given off by volcanoes?':
      "Checked (USGS, Volcanic gases): water vapour is the main volcanic gas, carbon dioxide usually second. Key 'Water vapour' is right; Carbon dioxide, Sulfur dioxide and Hydrogen sulfide are wrong; explanation confirmed.",
    'Which scale was traditionally used to measure the magnitude of earthquakes?':
      "Checked (USGS, Earthquake magnitude): the Richter scale was the traditional magnitude scale; the moment magnitude scale is now used. Key 'The Richter scale' is right; The Beaufort scale, The Mohs scale and The Kelvin scale are wrong; explanation confirmed.",
    'What was the supercontinent that existed about 300 to 200 million years ago called?':
      "Checked (Britannica, Pangea): Pangaea existed about 300–200 million years ago and began breaking up about 200 million years ago. Key 'Pangaea' is right; Rodinia, Columbia and Pannotia are wrong; explanation confirmed.",
    'What is a giant sea wave set off by an undersea earthquake called?':
      "Checked (NOAA, Tsunami): a tsunami is a series of waves from an undersea quake, often under a metre high in deep water. Key 'A tsunami' is right; A monsoon, A tidal bore and A rogue wave are wrong; explanation confirmed.",
    'What instrument records the shaking of the ground in an earthquake?':
      "Checked (USGS, Seismometer): a seismometer records ground shaking; its trace is a seismogram. Key 'A seismometer' is right; A barometer, An anemometer and A hygrometer are wrong; explanation confirmed.",
    'What are the smaller quakes that follow a large earthquake called?':
      "Checked (USGS, Aftershocks): aftershocks follow a mainshock and can continue for months or years. Key 'Aftershocks' is right; Foreshocks, Swarms and Seiches are wrong; explanation confirmed.",
    'Which fault runs about 1,200 km through California, where two plates slide past each other?':
      "Checked (USGS, San Andreas Fault): the San Andreas runs about 1,200–1,300 km through California, the Pacific–North American transform boundary. Key 'The San Andreas Fault' is right; The New Madrid Fault, The Alpine Fault and The North Anatolian Fault are wrong; explanation confirmed.",
    'Where do most earthquakes happen?':
      "Checked (USGS, Where do earthquakes occur): most earthquakes occur along plate boundaries; the circum-Pacific belt has about 80% of the largest. Key 'Along plate boundaries' is right; In the middle of continents, Under the polar ice caps and Beneath the great deserts are wrong; explanation confirmed.",
    'What is the standard safety advice if you are indoors when an earthquake starts?':
      "Checked (US FEMA / ShakeOut; USGS): the advice is Drop, Cover and Hold On; doorways and running outside are discouraged. Key 'Drop, cover and hold on' is right; Run outside at once, Stand in a doorway and Take the lift downstairs are wrong; explanation confirmed.",
    'Which mountain range was pushed up by India colliding with Asia?':
      "Checked (Britannica, Himalayas): the Himalayas were raised by India's collision with Asia and still rise a few mm a year. Key 'The Himalayas' is right; The Andes, The Alps and The Urals are wrong; explanation confirmed.",
    'Which Japanese nuclear plant was crippled by the 2011 tsunami?':
      "Checked (Britannica, Fukushima accident): the 2011 Tōhoku (M9.0–9.1) tsunami crippled Fukushima Daiichi. Key 'Fukushima Daiichi' is right; Kashiwazaki-Kariwa, Hamaoka and Genkai are wrong; explanation confirmed.",
    'Which is the largest tectonic plate?':
      "Checked (USGS, Tectonic plates): the Pacific Plate is the largest plate and mostly oceanic. Key 'The Pacific Plate' is right; The North American Plate, The Eurasian Plate and The African Plate are wrong; explanation confirmed.",
    "What are the huge slabs that the Earth's outer shell is broken into called?":
      "Checked (USGS, Plate tectonics): the lithosphere is broken into tectonic plates, about a dozen large ones and many small. Key 'Tectonic plates' is right; Fault blocks, Continental shelves and Ocean basins are wrong; explanation confirmed.",
    "What is the point on the surface directly above an earthquake's origin called?":
      "Checked (USGS, Glossary): the epicentre is the surface point above the hypocentre (focus). Key 'The epicentre' is right; The focus, The fault and The core are wrong; explanation confirmed.",
    "What theory explains the movement of huge pieces of the Earth's crust?":
      "Checked (Britannica, Plate tectonics): plate tectonics explains the movement of lithospheric plates at a few cm a year. Key 'Plate tectonics' is right; Continental erosion, Sea-floor cooling and Magnetic reversal are wrong; explanation confirmed.",
    'What are scientists who study earthquakes called?':
      "Checked (USGS, Glossary): seismologists study earthquakes. Key 'Seismologists' is right; Volcanologists, Meteorologists and Geographers are wrong; explanation confirmed.",
    'What is the point underground where an earthquake starts called?':
      "Checked (USGS, Glossary): the hypocentre (focus) is where rupture starts underground. Key 'The hypocentre' is right; The epicentre, The fault line and The aftershock are wrong; explanation confirmed.",
    'What type of plate boundary is the San Andreas Fault?':
      "Checked (USGS, San Andreas Fault): the San Andreas is a transform boundary where plates slide past each other. Key 'A transform boundary' is right; A divergent boundary, A convergent boundary and A subduction zone are wrong; explanation confirmed.",
    "What is a crack in the Earth's crust along which rocks have moved called?":
      "Checked (Britannica, Fault): a fault is a fracture with displacement; a joint is a fracture without movement. Key 'A fault' is right; A fold, A joint and A seam are wrong; explanation confirmed.",
    'The 2004 Indian Ocean tsunami was set off by an earthquake off which island?':
      "Checked (USGS, 2004 Sumatra–Andaman earthquake): the M9.1 quake off Sumatra and its tsunami killed about 230,000. Key 'Sumatra' is right; Java, Borneo and Sulawesi are wrong; explanation confirmed.",
    "Which European capital was destroyed by an earthquake, tsunami and fires on All Saints' Day 1755?":
      "Checked (Britannica, Lisbon earthquake of 1755): Lisbon was destroyed on All Saints' Day 1755 by quake, tsunami and fire; Voltaire wrote about it. Key 'Lisbon' is right; Madrid, Rome and Athens are wrong; explanation confirmed.",
    'In which year did an earthquake and fire devastate San Francisco?':
      "Checked (USGS, 1906 San Francisco earthquake): the 18 April 1906 quake and fires destroyed most of San Francisco. Key '1906' is right; 1889, 1923 and 1934 are wrong; explanation confirmed.",
    'What are the fastest seismic waves, which arrive first, called?':
      "Checked (USGS, Seismic waves): P (primary) waves are the fastest compressional waves and arrive first. Key 'P-waves' is right; S-waves, Love waves and Rayleigh waves are wrong; explanation confirmed.",
    'Which US state has the most earthquakes?':
      "Checked (USGS, Alaska earthquakes): Alaska has the most earthquakes of any US state and had the M9.2 1964 quake, the second largest recorded. Key 'Alaska' is right; California, Hawaii and Nevada are wrong; explanation confirmed.",
    'Who proposed the theory of continental drift in 1912?':
      "Checked (Britannica, Alfred Wegener): Wegener proposed continental drift in 1912 citing matching coasts, fossils and rocks. Key 'Alfred Wegener' is right; Charles Lyell, James Hutton and Harry Hess are wrong; explanation confirmed.",
    'What was the southern supercontinent that included Africa, South America, Antarctica, India and Australia?':
      "Checked (Britannica, Gondwana): Gondwana joined Africa, South America, Antarctica, India and Australia; named after a region of central India. Key 'Gondwana' is right; Laurasia, Rodinia and Columbia are wrong; explanation confirmed.",
    'What is a boundary where two tectonic plates move apart called?':
      "Checked (USGS, Plate boundaries): at divergent boundaries plates move apart and new crust forms. Key 'A divergent boundary' is right; A convergent boundary, A transform boundary and A subduction zone are wrong; explanation confirmed.",
    'What is it called when one tectonic plate sinks beneath another into the mantle?':
      "Checked (Britannica, Subduction zone): subduction is one plate sinking under another into the mantle, marked by trenches. Key 'Subduction' is right; Obduction, Accretion and Rifting are wrong; explanation confirmed.",
    'Which valley in eastern Africa is slowly splitting the continent apart?':
      "Checked (Britannica, East African Rift System): the Great Rift Valley is splitting East Africa from the rest of the continent. Key 'The Great Rift Valley' is right; The Nile Valley, The Olduvai Gorge and The Congo Basin are wrong; explanation confirmed.",
    'What is the rigid outer shell of the Earth, broken into plates, called?':
      "Checked (Britannica, Lithosphere): the lithosphere is the rigid shell of crust and uppermost mantle, broken into plates. Key 'The lithosphere' is right; The asthenosphere, The mesosphere and The hydrosphere are wrong; explanation confirmed.",
    'Tectonic plates move at about the same speed as what grows?':
      "Checked (USGS, This Dynamic Earth): plates move about as fast as fingernails grow, a few cm a year. Key 'Fingernails' is right; Human hair, Bamboo shoots and Lawn grass are wrong; explanation confirmed.",
    'Which seismic waves cannot pass through liquid, revealing that the outer core is molten?':
      "Checked (Britannica, S wave): S-waves cannot travel through liquid, revealing the molten outer core and an S-wave shadow zone. Key 'S-waves' is right; P-waves, Love waves and Rayleigh waves are wrong; explanation confirmed.",
    "Which scale rates an earthquake's intensity by its observed effects, in Roman numerals?":
      "Checked (USGS, Modified Mercalli Intensity Scale): the Mercalli scale rates observed intensity in Roman numerals. Key 'The Mercalli scale' is right; The Richter scale, The moment magnitude scale and The Beaufort scale are wrong; explanation confirmed.",
    'Each step of 1 in earthquake magnitude releases roughly how many times more energy?':
      "Checked (USGS, Magnitude and energy): each whole magnitude step releases about 32 times more energy and tenfold amplitude. Key 'About 32' is right; About 2, About 10 and About 1,000 are wrong; explanation confirmed.",
    'Which 1923 earthquake devastated Tokyo and Yokohama?':
      "Checked (Britannica, Tokyo-Yokohama earthquake of 1923): the Great Kantō earthquake of 1923 killed over 100,000, many in fires. Key 'The Great Kantō earthquake' is right; The Great Hanshin earthquake, The Tōhoku earthquake and The Nankai earthquake are wrong; explanation confirmed.",
    'Which ancient ocean closed as Africa and India pushed north, raising the Alps and the Himalayas?':
      "Checked (Britannica, Tethys Sea): the Tethys closed as Africa and India moved north, raising the Alps and Himalayas. Key 'The Tethys Ocean' is right; The Iapetus Ocean, Panthalassa and The Rheic Ocean are wrong; explanation confirmed.",
    'What was the vast ocean that surrounded Pangaea called?':
      "Checked (Britannica, Panthalassa): Panthalassa was the global ocean around Pangaea; Greek for all sea. Key 'Panthalassa' is right; Paleo-Tethys, Iapetus and Mirovia are wrong; explanation confirmed.",
    'Which supercontinent existed about a billion years ago, long before Pangaea?':
      "Checked (Britannica, Rodinia): Rodinia was a supercontinent about 1.1 billion–750 million years ago; name from Russian rodina, motherland. Key 'Rodinia' is right; Gondwana, Laurasia and Kenorland are wrong; explanation confirmed.",
    'Which American geologist proposed sea-floor spreading in the early 1960s?':
      "Checked (Britannica, Harry Hammond Hess): Hess proposed sea-floor spreading in 1962, after echo-sounding the Pacific as a wartime captain. Key 'Harry Hess' is right; Alfred Wegener, Arthur Holmes and J. Tuzo Wilson are wrong; explanation confirmed.",
    'Which American cartographer mapped the rift valley along the Mid-Atlantic Ridge with Bruce Heezen?':
      "Checked (Britannica, Marie Tharp): Tharp mapped the Mid-Atlantic Ridge rift valley with Bruce Heezen, supporting continental drift. Key 'Marie Tharp' is right; Inge Lehmann, Mary Anning and Florence Bascom are wrong; explanation confirmed.",
    'What pattern in sea-floor rocks on either side of mid-ocean ridges confirmed sea-floor spreading in the 1960s?':
      "Checked (Britannica, Vine–Matthews–Morley hypothesis): symmetrical magnetic stripes beside ridges confirmed sea-floor spreading in the 1960s. Key 'Magnetic stripes' is right; Fossil bands, Temperature zones and Sediment ripples are wrong; explanation confirmed.",
    'What is the weak, partly molten layer of the upper mantle on which the plates move called?':
      "Checked (Britannica, Asthenosphere): the weak, partly molten upper-mantle layer the plates move over; Greek asthenes, weak. Key 'The asthenosphere' is right; The lithosphere, The mesosphere and The exosphere are wrong; explanation confirmed.",
    'Which type of rock forms when magma or lava cools?':
      "Checked (Britannica, Igneous rock): igneous rock forms when magma or lava cools, e.g. granite and basalt. Key 'Igneous' is right; Sedimentary, Metamorphic and Organic are wrong; explanation confirmed.",
    'Which mineral is the hardest on the Mohs scale?':
      "Checked (Britannica, Mohs hardness): diamond is 10, the hardest on the Mohs scale. Key 'Diamond' is right; Corundum, Topaz and Quartz are wrong; explanation confirmed.",
    'What is the outermost solid layer of the Earth called?':
      "Checked (Britannica, Crust): the crust is Earth's outermost solid layer, thinnest under oceans. Key 'The crust' is right; The mantle, The core and The asthenosphere are wrong; explanation confirmed.",
    'What is a mountain that can erupt lava called?':
      "Checked (Britannica, Volcano): a volcano is a vent or mountain from which lava erupts (note: glacier, canyon and plateau are not mountains, weak options acceptable only because the question is easy). Key 'A volcano' is right; A glacier, A canyon and A plateau are wrong; explanation confirmed.",
    'What is a sudden shaking of the ground caused by moving rock called?':
      "Checked (USGS, Earthquake glossary): an earthquake is ground shaking from sudden slip on a fault. Key 'An earthquake' is right; A landslide, A tsunami and An avalanche are wrong; explanation confirmed.",
    'Which soft grey form of carbon is used in pencils?':
      "Checked (Britannica, Graphite; Pencil): pencil 'lead' is graphite; pencils never contained lead. Key 'Graphite' is right; Lead, Charcoal and Talc are wrong; explanation confirmed.",
    'Which metal, found as nuggets in rivers, sparked rushes in California and the Klondike?':
      "Checked (Britannica, California Gold Rush; Klondike): gold nuggets in rivers sparked the 1848 California and 1896 Klondike rushes. Key 'Gold' is right; Silver, Copper and Platinum are wrong; explanation confirmed.",
    "Which shiny brassy mineral is known as fool's gold?":
      "Checked (Britannica, Pyrite): pyrite, iron sulfide, is fool's gold and is harder and more brittle than gold. Key 'Pyrite' is right; Galena, Mica and Quartz are wrong; explanation confirmed.",
    'Which soft white rock forms the White Cliffs of Dover?':
      "Checked (Britannica, Chalk; Dover): the White Cliffs of Dover are Cretaceous chalk made of coccolith plankton skeletons. Key 'Chalk' is right; Marble, Gypsum and Granite are wrong; explanation confirmed.",
    'What is fossilised tree resin called?':
      "Checked (Britannica, Amber): amber is fossilised tree resin, sometimes with trapped insects. Key 'Amber' is right; Jet, Obsidian and Coral are wrong; explanation confirmed.",
    'Which fossil fuel formed from the remains of ancient swamp plants?':
      "Checked (Britannica, Coal): coal formed from ancient swamp plants, much of it about 300 million years ago. Key 'Coal' is right; Oil, Natural gas and Shale are wrong; explanation confirmed.",
    'In which kind of rock do most caves form?':
      "Checked (USGS / Britannica, Cave): most caves form in limestone dissolved by carbonic acid in rainwater. Key 'Limestone' is right; Granite, Basalt and Sandstone are wrong; explanation confirmed.",
    'Which type of rock is most likely to contain fossils?':
      "Checked (Britannica, Sedimentary rock): fossils are found mostly in sedimentary rocks. Key 'Sedimentary' is right; Igneous, Metamorphic and Volcanic are wrong; explanation confirmed.",
    'Which mineral makes up most of the sand on many beaches?':
      "Checked (Britannica, Sand): quartz, hard and weathering-resistant, is the main mineral of most beach sand. Key 'Quartz' is right; Calcite, Feldspar and Mica are wrong; explanation confirmed.",
    'Which hard stone was chipped into sharp tools in the Stone Age?':
      "Checked (Britannica, Flint): flint breaks with sharp conchoidal edges, was used for Stone Age tools and occurs as nodules in chalk. Key 'Flint' is right; Chalk, Marble and Slate are wrong; explanation confirmed.",
    'What are the three main types of rock?':
      "Checked (Britannica, Rock (geology)): the three main rock types are igneous, sedimentary and metamorphic. Key 'Igneous, sedimentary and metamorphic' is right; Granite, marble and chalk, Basalt, slate and clay and Magma, lava and ash are wrong; explanation confirmed.",
    'Which type of rock forms from layers of sand, mud or shells pressed together over time?':
      "Checked (Britannica, Sedimentary rock): sedimentary rocks form from compacted layers of sand, mud or shells. Key 'Sedimentary' is right; Igneous, Metamorphic and Volcanic are wrong; explanation confirmed.",
    'Marble is a metamorphic rock formed from which rock?':
      "Checked (Britannica, Marble): marble is metamorphosed limestone. Key 'Limestone' is right; Granite, Sandstone and Basalt are wrong; explanation confirmed.",
    'Which rock is formed mainly from the shells and skeletons of sea creatures?':
      "Checked (Britannica, Limestone): limestone forms mainly from shells and skeletons of marine organisms; chalk is a soft limestone. Key 'Limestone' is right; Granite, Basalt and Slate are wrong; explanation confirmed.",
    'Which layer of the Earth lies between the crust and the core?':
      "Checked (Britannica, Mantle): the mantle lies between crust and core and is most of Earth's volume. Key 'The mantle' is right; The outer crust, The inner core and The troposphere are wrong; explanation confirmed.",
    'Emerald is a green variety of which mineral?':
      "Checked (Britannica, Emerald; Beryl): emerald is green beryl; aquamarine is blue beryl. Key 'Beryl' is right; Corundum, Quartz and Topaz are wrong; explanation confirmed.",
    'Amethyst is a purple variety of which mineral?':
      "Checked (Britannica, Amethyst): amethyst is purple quartz coloured by iron and natural irradiation. Key 'Quartz' is right; Beryl, Corundum and Feldspar are wrong; explanation confirmed.",
    'Ruby and sapphire are both varieties of which mineral?':
      "Checked (Britannica, Corundum): ruby and sapphire are corundum, aluminium oxide, Mohs 9. Key 'Corundum' is right; Beryl, Quartz and Topaz are wrong; explanation confirmed.",
    'Which soft mineral is heated to make plaster of Paris?':
      "Checked (Britannica, Plaster of Paris; Gypsum): plaster of Paris is heated gypsum, named after Montmartre quarries. Key 'Gypsum' is right; Talc, Calcite and Halite are wrong; explanation confirmed.",
    'What is the mineral name for rock salt?':
      "Checked (Britannica, Halite): halite is rock salt, NaCl, with cubic crystals. Key 'Halite' is right; Calcite, Gypsum and Pyrite are wrong; explanation confirmed.",
    'Which mineral fizzes in dilute acid and makes up most of limestone?':
      "Checked (Britannica, Calcite): calcite, calcium carbonate, fizzes in dilute acid and makes up limestone. Key 'Calcite' is right; Quartz, Feldspar and Gypsum are wrong; explanation confirmed.",
    'What is the main ore of aluminium?':
      "Checked (Britannica, Bauxite): bauxite is the main aluminium ore, named after Les Baux in Provence. Key 'Bauxite' is right; Galena, Hematite and Magnetite are wrong; explanation confirmed.",
    'Who devised the scale of mineral hardness in 1812?':
      "Checked (Britannica, Friedrich Mohs): German mineralogist Friedrich Mohs devised the hardness scale in 1812. Key 'Friedrich Mohs' is right; Charles Richter, Anders Celsius and Francis Beaufort are wrong; explanation confirmed.",
    'Which rock is the giant monolith Uluru mostly made of?':
      "Checked (Britannica, Uluru / Ayers Rock): Uluru is arkose, a sandstone, reddened by iron oxide. Key 'Sandstone' is right; Granite, Limestone and Basalt are wrong; explanation confirmed.",
    'Which sedimentary rock forms from compacted mud and clay?':
      "Checked (Britannica, Shale): shale forms from compacted mud and clay and splits into thin layers. Key 'Shale' is right; Slate, Sandstone and Chalk are wrong; explanation confirmed.",
    "The Giant's Causeway in Northern Ireland is made of columns of which rock?":
      "Checked (Britannica, Giant's Causeway): the Causeway's mostly hexagonal columns are basalt from a cooling lava flow. Key 'Basalt' is right; Granite, Sandstone and Limestone are wrong; explanation confirmed.",
    'What is the breaking down of rocks in place by rain, frost, heat and plants called?':
      "Checked (Britannica, Weathering): weathering breaks rock in place; erosion removes it. Key 'Weathering' is right; Erosion, Deposition and Sedimentation are wrong; explanation confirmed.",
    'Slate is a metamorphic rock formed from which rock?':
      "Checked (Britannica, Slate): slate is metamorphosed shale (or mudstone), split for roofing. Key 'Shale' is right; Limestone, Granite and Sandstone are wrong; explanation confirmed.",
    'Which mineral is the softest on the Mohs scale?':
      "Checked (Britannica, Mohs hardness): talc is 1, the softest on the Mohs scale. Key 'Talc' is right; Gypsum, Quartz and Calcite are wrong; explanation confirmed.",
    'What is quartz made of?':
      "Checked (Britannica, Quartz): quartz is silicon dioxide, among the commonest crustal minerals. Key 'Silicon dioxide' is right; Calcium carbonate, Iron oxide and Sodium chloride are wrong; explanation confirmed.",
    "What is the Earth's inner core mainly made of?":
      "Checked (Britannica, Earth's core): the solid inner core is mostly iron with nickel; the outer core is liquid. Key 'Iron and nickel' is right; Molten rock, Granite and Carbon are wrong; explanation confirmed.",
    'Approximately how old is the Earth?':
      "Checked (USGS / Britannica, Age of Earth): Earth is about 4.54 billion years old; 13.8 billion years is the universe's age. Key 'About 4.5 billion years' is right; About 450 million years, About 45 million years and About 13.8 billion years are wrong; explanation confirmed.",
    "What is the boundary between the Earth's crust and mantle called?":
      "Checked (Britannica, Mohorovičić discontinuity): the crust–mantle boundary, the Moho, identified by Andrija Mohorovičić in 1909. Key 'The Mohorovičić discontinuity' is right; The Gutenberg discontinuity, The Lehmann discontinuity and The Conrad discontinuity are wrong; explanation confirmed.",
    "Which element is the most abundant in the Earth's crust by mass?":
      "Checked (Britannica, Earth's crust (composition)): oxygen is about 46% of the crust by mass. Key 'Oxygen' is right; Silicon, Aluminium and Iron are wrong; explanation confirmed.",
    'Which mineral, number 7 on the Mohs scale, is hard enough to scratch glass?':
      "Checked (Britannica, Mohs hardness; Quartz): quartz is 7 and scratches glass; the number 7 rules out feldspar (6), topaz (8) and calcite (3). Key 'Quartz' is right; Feldspar, Topaz and Calcite are wrong; explanation confirmed.",
    "Which group of minerals is the most common in the Earth's crust?":
      "Checked (Britannica, Feldspar): feldspars are the most abundant mineral group, about half the crust. Key 'Feldspars' is right; Quartz, Micas and Carbonates are wrong; explanation confirmed.",
    'What is the main ore of lead?':
      "Checked (Britannica, Galena): galena, lead sulfide in grey cubes, is the main lead ore. Key 'Galena' is right; Bauxite, Hematite and Cinnabar are wrong; explanation confirmed.",
    'Which red mineral is the main ore of mercury?':
      "Checked (Britannica, Cinnabar): cinnabar, red mercury sulfide, is the main mercury ore and source of vermilion. Key 'Cinnabar' is right; Hematite, Malachite and Galena are wrong; explanation confirmed.",
    'Which iron ore, found naturally as lodestone, was used in the first compasses?':
      "Checked (Britannica, Magnetite; Lodestone): lodestone is naturally magnetised magnetite, used in early compasses. Key 'Magnetite' is right; Hematite, Pyrite and Siderite are wrong; explanation confirmed.",
    'Which green copper mineral with banded patterns is carved as an ornamental stone?':
      "Checked (Britannica, Malachite): malachite is a banded green copper carbonate used as ornamental stone and pigment. Key 'Malachite' is right; Jade, Serpentine and Olivine are wrong; explanation confirmed.",
    'Which mineral splits into thin, clear sheets that were once used as stove windows?':
      "Checked (Britannica, Mica): mica splits into clear sheets once used as stove windows, sold as isinglass. Key 'Mica' is right; Talc, Feldspar and Calcite are wrong; explanation confirmed.",
    'In which volcanic rock are diamonds usually found when they are mined?':
      "Checked (Britannica, Kimberlite): diamonds are mined chiefly from kimberlite, named after Kimberley, South Africa. Key 'Kimberlite' is right; Basalt, Andesite and Rhyolite are wrong; explanation confirmed.",
    'Which metamorphic rock forms when sandstone is heated and squeezed?':
      "Checked (Britannica, Quartzite): quartzite is metamorphosed sandstone, very hard and ridge-forming. Key 'Quartzite' is right; Schist, Marble and Slate are wrong; explanation confirmed.",
    'Which metamorphic rock has wavy light and dark bands formed under great heat and pressure?':
      "Checked (Britannica, Gneiss): gneiss is banded high-grade metamorphic rock; the Acasta Gneiss is among the oldest rocks. Key 'Gneiss' is right; Schist, Slate and Marble are wrong; explanation confirmed.",
    'What is a rock made of rounded pebbles cemented together called?':
      "Checked (Britannica, Conglomerate): conglomerate is cemented rounded pebbles; breccia has angular fragments. Key 'Conglomerate' is right; Breccia, Greywacke and Siltstone are wrong; explanation confirmed.",
    'What is the rock formed from compacted volcanic ash called?':
      "Checked (Britannica, Tuff; Easter Island): tuff is compacted volcanic ash; the moai are carved from Rano Raraku tuff. Key 'Tuff' is right; Breccia, Chert and Marl are wrong; explanation confirmed.",
    'Which coarse-grained igneous rock has the same make-up as basalt but cooled slowly underground?':
      "Checked (Britannica, Gabbro): gabbro is coarse-grained basaltic-composition rock cooled at depth, forming much of the lower oceanic crust. Key 'Gabbro' is right; Granite, Diorite and Andesite are wrong; explanation confirmed.",
    'Which is the hottest part of the Earth?':
      "Checked (Britannica, Earth's core): the inner core is the hottest part of Earth, about as hot as the Sun's surface. Key 'The inner core' is right; The outer core, The mantle and The crust are wrong; explanation confirmed.",
    'What is a scientist who studies rocks and the history of the Earth called?':
      "Checked (Britannica, Geology): a geologist studies rocks and Earth history; from Greek ge + logia. Key 'A geologist' is right; A meteorologist, An astronomer and An archaeologist are wrong; explanation confirmed.",
    'Which layer of the Earth is made of liquid metal?':
      "Checked (Britannica, Earth's core): the outer core is liquid iron–nickel about 2,200–2,300 km thick. Key 'The outer core' is right; The inner core, The lower mantle and The crust are wrong; explanation confirmed.",
    'What does the churning of liquid iron in the outer core produce?':
      "Checked (Britannica, Geomagnetic field): convection of liquid iron in the outer core generates Earth's magnetic field, which deflects the solar wind. Key 'Earth's magnetic field' is right; Earth's gravity, Earth's tides and Earth's seasons are wrong; explanation confirmed.",
    'Why is the inner core solid even though it is hotter than the outer core?':
      "Checked (Britannica, Earth's core): the inner core is solid because of enormous pressure, over 3 million atmospheres. Key 'The enormous pressure' is right; Its different metal, Its faster spin and Its magnetic field are wrong; explanation confirmed.",
    'Roughly how far is it from the surface to the centre of the Earth?':
      "Checked (NASA Earth fact sheet): Earth's mean radius is about 6,371 km; diameter about 12,700 km. Key 'About 6,400 km' is right; About 640 km, About 12,700 km and About 64,000 km are wrong; explanation confirmed.",
    "Which element is the second most abundant in the Earth's crust by mass?":
      "Checked (Britannica, Earth's crust (composition)): silicon, about 28%, is the second most abundant element in the crust. Key 'Silicon' is right; Aluminium, Iron and Calcium are wrong; explanation confirmed.",
    "About how hot is the Earth's inner core?":
      "Checked (Britannica, Earth's core): the inner core is estimated at about 5,200–5,400 °C. Key 'About 5,400 °C' is right; About 500 °C, About 1,500 °C and About 15,000 °C are wrong; explanation confirmed.",
    'What is the Gutenberg discontinuity the boundary between?':
      "Checked (Britannica, Gutenberg discontinuity): the mantle–outer core boundary at about 2,900 km. Key 'The mantle and the outer core' is right; The crust and the mantle, The outer and inner core and The upper and lower mantle are wrong; explanation confirmed.",
    'About how thick is the continental crust on average?':
      "Checked (Britannica, Continental crust): continental crust averages about 35 km; oceanic crust about 7 km. Key 'About 35 km' is right; About 3 km, About 350 km and About 3,500 km are wrong; explanation confirmed.",
    'Which element makes up the largest share of the mass of the whole Earth?':
      "Checked (Britannica, Earth (composition)): iron is about 32% of Earth's mass, slightly more than oxygen, mostly in the core. Key 'Iron' is right; Oxygen, Silicon and Magnesium are wrong; explanation confirmed.",
    "Which Danish seismologist discovered Earth's solid inner core in 1936?":
      "Checked (Britannica, Inge Lehmann): Lehmann discovered the solid inner core in 1936 from reflected P-waves. Key 'Inge Lehmann' is right; Marie Tharp, Beno Gutenberg and Andrija Mohorovičić are wrong; explanation confirmed.",
    "About how long ago did Earth's magnetic field last fully reverse?":
      "Checked (Britannica, Brunhes–Matuyama reversal): the last full reversal was about 780,000 years ago. Key 'About 780,000 years ago' is right; About 12,000 years ago, About 7.8 million years ago and About 66 million years ago are wrong; explanation confirmed.",
    'What is the name of the current geological epoch, which began at the end of the last ice age?':
      "Checked (International Commission on Stratigraphy): the Holocene began about 11,700 years ago; the Anthropocene epoch proposal was rejected in March 2024. Key 'The Holocene' is right; The Pleistocene, The Pliocene and The Miocene are wrong; explanation confirmed.",
    'Which era, meaning new life, began after the dinosaurs died out 66 million years ago?':
      "Checked (Britannica, Cenozoic Era): the Cenozoic ('new life') began 66 million years ago after the end-Cretaceous extinction. Key 'The Cenozoic' is right; The Mesozoic, The Palaeozoic and The Proterozoic are wrong; explanation confirmed.",
    'In which geological period did a burst of new animal life appear about 540 million years ago?':
      "Checked (Britannica, Cambrian explosion): the Cambrian began about 539–541 million years ago with the Cambrian explosion. Key 'The Cambrian' is right; The Ordovician, The Devonian and The Silurian are wrong; explanation confirmed.",
    'Which geological period is named after the Latin word for chalk?':
      "Checked (Britannica, Cretaceous Period): the Cretaceous is named from Latin creta, chalk. Key 'The Cretaceous' is right; The Carboniferous, The Jurassic and The Devonian are wrong; explanation confirmed.",
    'Which geological period, named after the coal-bearing rocks it left, came just before the Permian?':
      "Checked (Britannica, Carboniferous Period): the Carboniferous, named for coal beds, preceded the Permian. Key 'The Carboniferous' is right; The Devonian, The Silurian and The Triassic are wrong; explanation confirmed.",
    'Which extinct sea animals with coiled, chambered shells are among the commonest fossils?':
      "Checked (Britannica, Ammonoid): ammonites, coiled chambered cephalopods, are common fossils and died out 66 million years ago. Key 'Ammonites' is right; Trilobites, Belemnites and Crinoids are wrong; explanation confirmed.",
    'Which extinct sea-floor arthropods, with bodies divided lengthwise into three parts, are common Palaeozoic fossils?':
      "Checked (Britannica, Trilobite): trilobites had three-lobed bodies and lived about 270 million years until the end-Permian. Key 'Trilobites' is right; Ammonites, Belemnites and Graptolites are wrong; explanation confirmed.",
    'Roughly when was the last ice age at its coldest, with ice sheets at their greatest extent?':
      "Checked (Britannica, Last Glacial Maximum): the LGM was about 26,000–19,000 years ago, sea level about 120 m lower. Key 'About 20,000 years ago' is right; About 2,000 years ago, About 200,000 years ago and About 2 million years ago are wrong; explanation confirmed.",
    'Which geological period is known as the Age of Fishes?':
      "Checked (Britannica, Devonian Period): the Devonian is the Age of Fishes, when tetrapods appeared. Key 'The Devonian' is right; The Silurian, The Ordovician and The Cambrian are wrong; explanation confirmed.",
    'What are the oldest known minerals on Earth, about 4.4 billion years old, found in Western Australia?':
      "Checked (Wilde et al. 2001, Nature; Britannica, Zircon): Jack Hills zircons about 4.4 billion years old are the oldest known minerals and hint at early water. Key 'Zircons' is right; Diamonds, Garnets and Olivines are wrong; explanation confirmed.",
    'Which microbes first filled the air with oxygen in the Great Oxidation Event about 2.4 billion years ago?':
      "Checked (Britannica, Great Oxidation Event): cyanobacteria, the first oxygenic photosynthesisers, oxygenated the air about 2.4 billion years ago. Key 'Cyanobacteria' is right; Methanogens, Diatoms and Green sulfur bacteria are wrong; explanation confirmed.",
    'What are layered rock mounds built up by mats of microbes, among the oldest fossils, called?':
      "Checked (Britannica, Stromatolite): stromatolites are layered microbial mounds among the oldest fossils; living ones grow in Shark Bay. Key 'Stromatolites' is right; Ammonites, Trilobites and Graptolites are wrong; explanation confirmed.",
    "Which element, rare on Earth but common in asteroids, is enriched in the worldwide layer marking the dinosaurs' extinction?":
      "Checked (Britannica, K–T boundary; Alvarez et al. 1980, Science): the iridium anomaly in the boundary clay was the Alvarez team's evidence for impact (note: other platinum-group metals are enriched too, but iridium is the element named in the finding). Key 'Iridium' is right; Osmium, Platinum and Palladium are wrong; explanation confirmed.",
    'What is the Mars-sized body thought to have struck the young Earth and formed the Moon called?':
      "Checked (Britannica, Giant-impact hypothesis): the Mars-sized impactor is named Theia, mother of Selene in Greek myth. Key 'Theia' is right; Gaia, Rhea and Selene are wrong; explanation confirmed.",
    "What is the first eon of Earth's history, named after the Greek underworld, called?":
      "Checked (Britannica, Hadean Eon): the Hadean, named after Hades, lasted from Earth's formation to about 4 billion years ago. Key 'The Hadean' is right; The Archean, The Proterozoic and The Phanerozoic are wrong; explanation confirmed.",
    "Which Serbian scientist linked the ice ages to regular cycles in Earth's orbit and tilt?":
      "Checked (Britannica, Milutin Milanković): the Serbian scientist linked ice ages to orbital eccentricity, tilt and precession cycles. Key 'Milutin Milanković' is right; Alfred Wegener, Louis Agassiz and Svante Arrhenius are wrong; explanation confirmed.",
    'Which Swiss-born scientist argued in the 1830s that great ice sheets once covered much of Europe?':
      "Checked (Britannica, Louis Agassiz): Swiss-born Agassiz argued for an ice age in 1837 and later taught at Harvard. Key 'Louis Agassiz' is right; Charles Lyell, James Hutton and Georges Cuvier are wrong; explanation confirmed.",
    'Which Scottish geologist saw the rock layers at Siccar Point in 1788 as proof of deep time?':
      "Checked (Britannica, James Hutton; Siccar Point): Hutton saw the Siccar Point unconformity in 1788: no vestige of a beginning, no prospect of an end. Key 'James Hutton' is right; Charles Lyell, Hugh Miller and Roderick Murchison are wrong; explanation confirmed.",
    'Whose book Principles of Geology, published from 1830, influenced the young Darwin?':
      "Checked (Britannica, Charles Lyell): Principles of Geology (1830–33) influenced Darwin, who read volume 1 on the Beagle. Key 'Charles Lyell' is right; James Hutton, William Smith and Adam Sedgwick are wrong; explanation confirmed.",
    'Who made the first geological map of a whole country, of England and Wales, in 1815?':
      "Checked (Britannica, William Smith): Smith's 1815 map of England and Wales was the first geological map of a whole country, tracing strata by fossils. Key 'William Smith' is right; James Hutton, Charles Lyell and Roderick Murchison are wrong; explanation confirmed.",
    'What is the idea that Earth was shaped by slow processes still at work today called?':
      "Checked (Britannica, Uniformitarianism): the present is the key to the past; catastrophism, Neptunism and Plutonism are other theories. Key 'Uniformitarianism' is right; Catastrophism, Neptunism and Plutonism are wrong; explanation confirmed.",
    'Which canyon in Arizona was carved by the Colorado River?':
      "Checked (US National Park Service, Grand Canyon): the Colorado River carved the Grand Canyon; its oldest rocks are about 1.8 billion years old. Key 'The Grand Canyon' is right; Bryce Canyon, Antelope Canyon and Canyon de Chelly are wrong; explanation confirmed.",
    'What is a large mass of ice moving slowly over land called?':
      "Checked (Britannica, Glacier): a glacier is a mass of ice moving slowly over land. Key 'A glacier' is right; An iceberg, An ice floe and A snowfield are wrong; explanation confirmed.",
    'Which way does a stalactite grow in a cave?':
      "Checked (Britannica, Stalactite): stalactites hang from cave ceilings; stalagmites rise from the floor. Key 'Down from the ceiling' is right; Up from the floor, Sideways from the walls and Out from pools are wrong; explanation confirmed.",
    'What is the fan-shaped deposit a river builds where it enters the sea called?':
      "Checked (Britannica, Delta): a delta is a river-mouth deposit named after the Greek letter. Key 'A delta' is right; An estuary, A meander and An oxbow are wrong; explanation confirmed.",
    'What are hills of sand shaped by the wind called?':
      "Checked (Britannica, Dune; Badain Jaran Desert): dunes are wind-formed sand hills; Badain Jaran dunes reach about 500 m. Key 'Dunes' is right; Moraines, Drumlins and Mesas are wrong; explanation confirmed.",
    'What is a sudden collapse of the ground into a hollow underground called?':
      "Checked (USGS, Sinkholes): sinkholes form where groundwater dissolves limestone or salt and the ground collapses. Key 'A sinkhole' is right; A landslide, A crevasse and A fault are wrong; explanation confirmed.",
    'What is the crescent-shaped lake left when a river bend is cut off called?':
      "Checked (Britannica, Oxbow lake): an oxbow lake is a cut-off river meander, named for the ox-yoke collar. Key 'An oxbow lake' is right; A tarn, A kettle lake and A crater lake are wrong; explanation confirmed.",
    'What is a deep, narrow valley with steep rocky sides called?':
      "Checked (Britannica, Gorge): a gorge is a deep, narrow, steep-walled valley (note: plain, plateau and basin are plainly not valleys, weak options acceptable only because the question is easy). Key 'A gorge' is right; A plain, A plateau and A basin are wrong; explanation confirmed.",
    'What is a large area of flat land raised high above its surroundings called?':
      "Checked (Britannica, Plateau): a plateau is elevated flat land; the Tibetan Plateau averages over 4,500 m. Key 'A plateau' is right; A plain, A valley and A basin are wrong; explanation confirmed.",
    'What is the wearing away and carrying off of rock and soil by water, wind and ice called?':
      "Checked (Britannica, Erosion): erosion is the removal and transport of rock and soil by water, wind and ice. Key 'Erosion' is right; Weathering, Deposition and Subduction are wrong; explanation confirmed.",
    'What is the rock debris carried and dumped by a glacier, often in ridges at its sides and end, called?':
      "Checked (Britannica, Moraine): moraine is glacial debris in lateral and terminal ridges; Long Island is partly moraine. Key 'Moraine' is right; Loess, Scree and Alluvium are wrong; explanation confirmed.",
    'What are the smooth, egg-shaped hills of glacial till, shaped by moving ice, called?':
      "Checked (Britannica, Drumlin): drumlins are streamlined till hills whose blunt stoss end faces up-ice. Key 'Drumlins' is right; Eskers, Moraines and Kames are wrong; explanation confirmed.",
    'What is a landscape of sinkholes, caves and underground rivers in dissolved limestone called?':
      "Checked (Britannica, Karst): karst is dissolved-limestone terrain of sinkholes and caves, named after the Kras plateau in Slovenia. Key 'Karst' is right; Tundra, Moraine and Badlands are wrong; explanation confirmed.",
    'What is a small mountain lake in a hollow scooped out by a glacier called?':
      "Checked (Britannica, Tarn; Cirque): a tarn is a small lake in a glacier-carved cirque (corrie). Key 'A tarn' is right; A mere, A kettle and A lagoon are wrong; explanation confirmed.",
    'What are the tall, thin rock spires of Bryce Canyon called?':
      "Checked (US National Park Service, Bryce Canyon): Bryce Canyon's spires are hoodoos, shaped by frost wedging and rain. Key 'Hoodoos' is right; Tors, Stacks and Inselbergs are wrong; explanation confirmed.",
    'What is an isolated rocky hill rising abruptly from a plain, such as Uluru, called?':
      "Checked (Britannica, Inselberg): an inselberg is an isolated hill rising abruptly from a plain, German for island mountain; Uluru is one. Key 'An inselberg' is right; A drumlin, A hogback and A cuesta are wrong; explanation confirmed.",
  },
};
