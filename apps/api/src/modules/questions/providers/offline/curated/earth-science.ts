import type { CuratedBank } from './bank.js';

export const earthScience: CuratedBank = {
  key: 'earth-science',
  sections: {
    Volcanoes: [
      "e|What is molten rock called once it reaches the Earth's surface?|Lava|Magma;Ash;Basalt|Molten rock that reaches the surface is lava; underground it is called magma.",
      'e|What is molten rock called while it is still underground?|Magma|Lava;Obsidian;Pumice|Magma that erupts becomes lava.',
      "e|Which ring of volcanoes and earthquake zones surrounds the Pacific Ocean?|The Ring of Fire|The Ring of Ash;The Pacific Belt;The Circle of Lava|About three quarters of the world's active volcanoes are on the Ring of Fire.",
      "m|Which volcano in Washington State erupted violently in 1980?|Mount St. Helens|Mount Rainier;Mount Hood;Mount Shasta|The eruption blew away the volcano's north side.",
      "h|Which Icelandic volcano's 2010 eruption disrupted air travel across Europe?|Eyjafjallajökull|Hekla;Katla;Askja|Its ash cloud closed much of European airspace for days.",
      "h|Which Indonesian volcano's 1883 eruption was heard thousands of kilometres away?|Krakatoa|Tambora;Merapi;Pinatubo|The explosion was heard as far away as Rodrigues Island, near Mauritius.",
      'm|What is a hot spring that regularly shoots water and steam into the air called?|A geyser|A fumarole;A caldera;A lagoon|Old Faithful in Yellowstone is a famous geyser.',
      'h|What is a large crater formed when a volcano collapses called?|A caldera|A geyser;A fjord;A moraine|Crater Lake in Oregon fills a caldera.',
      'm|What type of rock is pumice?|Igneous|Sedimentary;Metamorphic;Organic|Pumice is an igneous rock from volcanoes, so full of gas bubbles that it can float.',
    ],
    'Earthquakes and plates': [
      'e|Which scale was traditionally used to measure the magnitude of earthquakes?|The Richter scale|The Beaufort scale;The Mohs scale;The Kelvin scale|Scientists now mostly use the moment magnitude scale.',
      "m|What is the point on the surface directly above an earthquake's origin called?|The epicentre|The focus;The fault;The core|The origin underground is called the focus or hypocentre.",
      "m|What theory explains the movement of huge pieces of the Earth's crust?|Plate tectonics|Continental erosion;Sea-floor cooling;Magnetic reversal|Tectonic plates move a few centimetres a year.",
      'e|What was the supercontinent that existed about 300 to 200 million years ago called?|Pangaea|Rodinia;Columbia;Pannotia|Pangaea began to break apart about 200 million years ago.',
      'm|What are scientists who study earthquakes called?|Seismologists|Volcanologists;Meteorologists;Geographers|Seismologists record earthquakes with seismometers.',
    ],
    'Rocks and minerals': [
      'm|What are the three main types of rock?|Igneous, sedimentary and metamorphic|Granite, marble and chalk;Basalt, slate and clay;Magma, lava and ash|Rocks change from one type to another in the rock cycle.',
      'e|Which type of rock forms when magma or lava cools?|Igneous|Sedimentary;Metamorphic;Organic|Granite and basalt are igneous rocks.',
      'm|Which type of rock forms from layers of sediment pressed together?|Sedimentary|Igneous;Metamorphic;Volcanic|Sandstone and limestone are sedimentary rocks.',
      'm|Marble is a metamorphic rock formed from which rock?|Limestone|Granite;Sandstone;Basalt|Heat and pressure turn limestone into marble.',
      'h|Slate is a metamorphic rock formed from which rock?|Shale|Limestone;Granite;Sandstone|Slate splits into thin sheets used for roofing.',
      'h|Which mineral is the softest on the Mohs scale?|Talc|Gypsum;Quartz;Calcite|Talc is number 1 on the Mohs scale.',
      'e|Which mineral is the hardest on the Mohs scale?|Diamond|Corundum;Topaz;Quartz|Diamond is number 10 on the Mohs scale.',
      "h|What is quartz made of?|Silicon dioxide|Calcium carbonate;Iron oxide;Sodium chloride|Quartz is one of the most common minerals in the Earth's crust.",
      'm|Which rock is formed mainly from the shells and skeletons of sea creatures?|Limestone|Granite;Basalt;Slate|Chalk is a soft, white kind of limestone.',
    ],
    "Earth's structure": [
      'e|What is the outermost solid layer of the Earth called?|The crust|The mantle;The core;The asthenosphere|The crust is thinnest under the oceans.',
      "m|Which layer of the Earth lies between the crust and the core?|The mantle|The outer crust;The inner core;The troposphere|The mantle makes up most of Earth's volume.",
      "h|What is the Earth's inner core mainly made of?|Iron and nickel|Molten rock;Granite;Carbon|The inner core is a solid ball made mostly of iron and nickel; the outer core is liquid.",
      'h|Approximately how old is the Earth?|About 4.5 billion years|About 450 million years;About 45 million years;About 13.8 billion years|Rocks and meteorites date the Earth to about 4.54 billion years; 13.8 billion years is the age of the universe.',
      'e|What is a mountain that can erupt lava called?|A volcano|A glacier;A canyon;A plateau|Volcanoes form where magma reaches the surface.',
      'e|What is a sudden shaking of the ground caused by moving rock called?|An earthquake|A landslide;A tsunami;An avalanche|Earthquakes happen when rocks along a fault slip suddenly.',
      "h|What is the boundary between the Earth's crust and mantle called?|The Mohorovičić discontinuity|The Gutenberg discontinuity;The Lehmann discontinuity;The Conrad discontinuity|Andrija Mohorovičić identified the boundary, the Moho, in 1909.",
      "h|Which element is the most abundant in the Earth's crust by mass?|Oxygen|Silicon;Aluminium;Iron|Oxygen makes up about 46% of the crust by mass, mostly in silicate minerals.",
    ],
  },
};
