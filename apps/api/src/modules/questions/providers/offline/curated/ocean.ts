import type { CuratedBank } from './bank.js';

export const ocean: CuratedBank = {
  key: 'ocean',
  sections: {
    'Sea creatures': [
      'e|What is the largest fish in the sea?|The whale shark|The great white shark;The basking shark;The manta ray|Whale sharks can grow to around 18 metres and eat plankton.',
      'e|How many arms does an octopus have?|8|6;10;12|Octopuses can taste with the suckers on their arms.',
      'm|How many hearts does an octopus have?|3|1;2;4|Two hearts pump blood through the gills and one through the body.',
      "m|What colour is an octopus's blood?|Blue|Red;Green;Clear|Octopus blood uses copper-based haemocyanin to carry oxygen.",
      'm|Which animal has the largest eyes of any animal?|The colossal squid|The blue whale;The giant octopus;The swordfish|Its eyes can be over 25 cm across.',
      'm|What do blue whales mainly eat?|Krill|Squid;Seals;Tuna|A blue whale can eat several tonnes of krill a day.',
      'm|Which is the largest predatory fish?|The great white shark|The whale shark;The tiger shark;The hammerhead shark|The great white shark is the largest predatory fish; the whale shark is bigger but filters plankton.',
      'm|What is a group of whales called?|A pod|A pride;A gaggle;A murder|A group of whales is usually called a pod (school and herd are also used); a pride is lions, a gaggle geese and a murder crows.',
      'm|Which marine mammal is often called a sea cow?|The manatee|The walrus;The seal;The sea lion|Manatees graze on sea grasses.',
      'm|What is the largest species of sea turtle?|The leatherback|The green turtle;The loggerhead;The hawksbill|Leatherbacks can weigh over 500 kg.',
      'm|Which fish swims upstream to spawn in the river where it hatched?|Salmon|Tuna;Cod;Mackerel|Salmon find their home rivers partly by smell.',
      'm|What is a jellyfish mostly made of?|Water|Cartilage;Muscle;Fat|Jellyfish are about 95 percent water.',
      'm|Which sea creature usually has five arms and can regrow lost ones?|The starfish|The sea urchin;The crab;The jellyfish|Starfish are also called sea stars.',
      'm|Which fish is usually named the fastest in the sea?|The sailfish|The tuna;The great white shark;The barracuda|Sailfish raise their large dorsal fin like a sail.',
      'm|Which sea animal squirts ink to escape predators?|The squid|The crab;The seahorse;The starfish|The ink cloud confuses predators.',
      'm|In seahorses, which parent carries the eggs until they hatch?|The male|The female;Both parents;Neither parent|The male seahorse has a brood pouch.',
      "h|Which mammal holds the record for the deepest dive?|Cuvier's beaked whale|The sperm whale;The blue whale;The elephant seal|Cuvier's beaked whales have been recorded diving nearly 3,000 metres.",
      'm|What is the production of light by living things such as deep-sea fish called?|Bioluminescence|Fluorescence;Phosphorescence;Iridescence|Many deep-sea animals glow to hunt, hide or signal.',
    ],
    'Oceans and reefs': [
      'm|What is the largest coral reef system in the world?|The Great Barrier Reef|The Belize Barrier Reef;The Red Sea reefs;The New Caledonia Barrier Reef|The Great Barrier Reef stretches about 2,300 km.',
      "m|Off which country's coast is the Great Barrier Reef?|Australia|Indonesia;The Philippines;New Zealand|The reef lies off the coast of Queensland.",
      'm|Which is the smallest ocean?|The Arctic Ocean|The Indian Ocean;The Southern Ocean;The Atlantic Ocean|The Arctic Ocean is also the shallowest.',
      'm|Which ocean lies between Africa and Australia?|The Indian Ocean|The Pacific Ocean;The Atlantic Ocean;The Southern Ocean|The Indian Ocean is the third-largest ocean.',
      'm|What is the deepest known point in the ocean?|The Challenger Deep|The Puerto Rico Trench;The Java Trench;The Tonga Trench|The Challenger Deep is nearly 11,000 metres deep.',
      'm|In which ocean trench is the Challenger Deep?|The Mariana Trench|The Tonga Trench;The Kermadec Trench;The Java Trench|The Mariana Trench is in the western Pacific.',
      "m|Roughly how much of Earth's surface is covered by ocean?|About 71%|About 50%;About 60%;About 90%|The oceans hold about 97 percent of Earth's water.",
      "m|What mainly causes the ocean tides?|The gravitational pull of the Moon|The wind;Earthquakes;The rotation of the Sun|The Sun's gravity also affects tides, but less than the Moon's.",
    ],
  },
};
