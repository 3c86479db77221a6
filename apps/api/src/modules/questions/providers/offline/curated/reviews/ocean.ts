import type { BankReview } from './review.js';

/** bank-h6's check of bank-h5's ocean bank (ADR 0195); registered in index.ts by the lead at merge. */
export const oceanReview: BankReview = {
  bank: 'ocean',
  writer: 'bank-h5',
  reviewer: 'bank-h6',
  checks: {
    'What is the largest fish in the sea?':
      "Checked (Britannica, Whale shark): the whale shark is the largest living fish, up to about 18 m, a plankton filter-feeder. Key 'The whale shark' is right; The great white shark, The basking shark and The manta ray are wrong; explanation confirmed.",
    'How many arms does an octopus have?':
      "Checked (Britannica, Octopus): octopuses have eight arms, and their suckers carry chemoreceptors that taste. Key '8' is right; 6, 10 and 12 are wrong; explanation confirmed.",
    'What do blue whales mainly eat?':
      "Checked (NOAA Fisheries, Blue whale): blue whales feed almost only on krill, several tonnes a day. Key 'Krill' is right; Squid, Seals and Tuna are wrong; explanation confirmed.",
    'What is a group of whales called?':
      "Checked (Britannica, Cetacean; Oxford English Dictionary, pod): pod is the usual collective noun for whales; pride, gaggle and murder belong to lions, geese and crows, and none of the accepted nouns (pod, school, herd, gam) is offered as wrong. Key 'A pod' is right; A pride, A gaggle and A murder are wrong; explanation confirmed.",
    'Which sea creature usually has five arms and can regrow lost ones?':
      "Checked (Britannica, Sea star): most sea stars have five arms and can regenerate lost arms. Key 'The starfish' is right; The sea urchin, The crab and The jellyfish are wrong; explanation confirmed.",
    'Which sea animal squirts ink to escape predators?':
      "Checked (Britannica, Squid): squid eject ink to confuse predators; crabs, seahorses and starfish have no ink sacs. Key 'The squid' is right; The crab, The seahorse and The starfish are wrong; explanation confirmed.",
    'Which sea creature with a hard shell usually walks sideways?':
      "Checked (Britannica, Crab): crabs are hard-shelled decapods that typically walk sideways because of how their legs bend. Key 'A crab' is right; A shrimp, A starfish and A jellyfish are wrong; explanation confirmed.",
    'Which sea creature lives in an empty shell and moves to a bigger one as it grows?':
      "Checked (Britannica, Hermit crab): hermit crabs protect their soft abdomen in empty gastropod shells and move to larger ones as they grow. Key 'The hermit crab' is right; The spider crab, The horseshoe crab and The fiddler crab are wrong; explanation confirmed.",
    'Which shellfish is best known for making pearls?':
      "Checked (Britannica, Pearl): pearls form in oysters (and some mussels) as nacre is laid over an irritant; lobsters, prawns and urchins make none. Key 'The oyster' is right; The lobster, The prawn and The sea urchin are wrong; explanation confirmed.",
    'Which sea creature has a soft, bell-shaped body and trailing stinging tentacles?':
      "Checked (Britannica, Jellyfish): a jellyfish is a bell-shaped medusa with trailing stinging tentacles and no brain, heart or bones. Key 'The jellyfish' is right; The squid, The sea anemone and The sea cucumber are wrong; explanation confirmed.",
    'Which shellfish turns from dark blue-green to bright red when it is cooked?':
      "Checked (Britannica, Lobster; Royal Society of Chemistry, astaxanthin): live lobsters are dark blue-green; heat denatures crustacyanin and frees red astaxanthin. Key 'The lobster' is right; The oyster, The mussel and The scallop are wrong; explanation confirmed.",
    'Where do female sea turtles lay their eggs?':
      "Checked (NOAA Fisheries, Sea turtles): female sea turtles come ashore to dig nests on sandy beaches, often near where they hatched. Key 'On sandy beaches' is right; On floating seaweed, Among coral reefs and On the sea floor are wrong; explanation confirmed.",
    'What kind of animal is a seahorse?':
      "Checked (Britannica, Seahorse): seahorses are bony fish of the pipefish family, propelled by a dorsal fin. Key 'A fish' is right; A mammal, A crustacean and A mollusc are wrong; explanation confirmed.",
    'Which is the largest predatory fish?':
      "Checked (Britannica, White shark): the great white is the largest predatory fish; the whale shark is larger but eats plankton. Key 'The great white shark' is right; The whale shark, The tiger shark and The hammerhead shark are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which marine mammal is often called a sea cow?':
      "Checked (Britannica, Manatee): manatees are herbivorous sirenians commonly called sea cows; walruses, seals and sea lions are pinnipeds. Key 'The manatee' is right; The walrus, The seal and The sea lion are wrong; explanation confirmed.",
    'Which fish swims upstream to spawn in the river where it hatched?':
      "Checked (Britannica, Salmon): salmon return from the sea up their natal rivers to spawn, homing partly by smell. Key 'Salmon' is right; Tuna, Cod and Mackerel are wrong; explanation confirmed.",
    'What is a jellyfish mostly made of?':
      "Checked (Smithsonian Ocean, Jellyfish): jellyfish bodies are about 95 percent water. Key 'Water' is right; Cartilage, Muscle and Fat are wrong; explanation confirmed.",
    'What is the production of light by living things such as deep-sea fish called?':
      "Checked (Britannica, Bioluminescence): light produced by living organisms is bioluminescence; fluorescence and phosphorescence re-emit absorbed light. Key 'Bioluminescence' is right; Fluorescence, Phosphorescence and Iridescence are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What do leatherback turtles mainly eat?':
      "Checked (NOAA Fisheries, Leatherback turtle): leatherbacks feed mainly on jellyfish and often die after swallowing plastic bags. Key 'Jellyfish' is right; Seagrass, Crabs and Small fish are wrong; explanation confirmed.",
    'Which of these eats mostly seagrass and algae as an adult?':
      "Checked (NOAA Fisheries, Green turtle): adult green turtles are the herbivorous sea turtle, eating seagrass and algae, named for their greenish fat; leatherback, loggerhead and hawksbill eat jellyfish, crabs and sponges. Key 'The green turtle' is right; The leatherback, The loggerhead and The hawksbill are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What decides whether a sea turtle egg hatches as a male or a female?':
      "Checked (NOAA Fisheries, Sea turtles): sea turtle sex is set by nest temperature; warmer nests give more females. Key 'The temperature of the sand' is right; The length of the day, The age of the mother and The phase of the Moon are wrong; explanation confirmed.",
    'To which group of animals do starfish and sand dollars belong?':
      "Checked (Britannica, Echinoderm): sea stars and sand dollars are echinoderms, named for spiny skin and usually five-part symmetry. Key 'Echinoderms' is right; Cnidarians, Molluscs and Crustaceans are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Octopuses, snails and clams all belong to which group of animals?':
      "Checked (Britannica, Mollusk): octopuses, snails and clams are molluscs; squid and cuttlefish keep only an internal shell remnant. Key 'Molluscs' is right; Crustaceans, Echinoderms and Cnidarians are wrong; explanation confirmed.",
    'Corals and sea anemones belong to the same animal group as which of these?':
      "Checked (Britannica, Cnidarian): corals, sea anemones and jellyfish are all cnidarians with stinging cells; urchins and starfish are echinoderms, sponges are poriferans. Key 'Jellyfish' is right; Sea urchins, Sponges and Starfish are wrong; explanation confirmed.",
    'Which simple animal with no organs filters seawater through tiny pores in its body?':
      "Checked (Britannica, Sponge): sponges filter water through pores and have no true organs, nerves or muscles. Key 'The sea sponge' is right; The sea anemone, The jellyfish and The sea cucumber are wrong; explanation confirmed.",
    'Which shellfish swims by clapping its two shells together?':
      "Checked (Britannica, Scallop): scallops swim by clapping their valves and have many small eyes along the mantle edge. Key 'The scallop' is right; The oyster, The mussel and The clam are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which stinging sea creature is not a single animal but a colony of specialised individuals?':
      "Checked (Britannica, Portuguese man-of-war): the man o' war is a siphonophore, a colony of specialised zooids under a gas float. Key 'The Portuguese man o' war' is right; The box jellyfish, The moon jellyfish and The lion's mane jellyfish are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which jellyfish, whose sting can kill a person within minutes, is feared off northern Australia?':
      "Checked (Australian Institute of Marine Science; Britannica, Box jellyfish): Chironex fleckeri of northern Australia can kill within minutes and has up to 15 tentacles from each corner. Key 'The box jellyfish' is right; The moon jellyfish, The lion's mane jellyfish and The barrel jellyfish are wrong; explanation confirmed.",
    'Which animal can push its stomach out through its mouth to digest prey outside its body?':
      "Checked (Britannica, Sea star): sea stars evert the stomach through the mouth to digest prey such as mussels outside the body. Key 'The starfish' is right; The sea urchin, The octopus and The sea cucumber are wrong; explanation confirmed.",
    'The porous internal shell sold as a calcium source for cage birds comes from which animal?':
      "Checked (Britannica, Cuttlefish): the cuttlebone is the cuttlefish's porous internal shell, used for buoyancy and sold for cage birds. Key 'The cuttlefish' is right; The nautilus, The squid and The octopus are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The octopus' → 'The common octopus'. Rechecked by len-d: the common octopus has no internal shell; cuttlebone is the cuttlefish's.",
    'Which relative of the octopus lives in a coiled outer shell divided into chambers?':
      "Checked (Britannica, Nautilus): the chambered nautilus is a cephalopod with an external coiled, chambered shell regulated by gas and fluid. Key 'The nautilus' is right; The cuttlefish, The vampire squid and The bobtail squid are wrong; explanation confirmed.",
    'What is the largest species of octopus?':
      "Checked (NOAA Fisheries / Monterey Bay Aquarium, Giant Pacific octopus): the largest octopus species, adults typically about 15 kg, with much larger records. Key 'The giant Pacific octopus' is right; The common octopus, The mimic octopus and The blue-ringed octopus are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The mimic octopus' → 'The Caribbean reef octopus'. Rechecked by len-d: the Caribbean reef octopus is small; the giant Pacific octopus is largest.",
    'How many hearts does an octopus have?':
      "Checked (Britannica, Octopus): octopuses have three hearts: two branchial and one systemic. Key '3' is right; 1, 2 and 4 are wrong; explanation confirmed.",
    "What colour is an octopus's blood?":
      "Checked (Britannica, Hemocyanin): octopus blood is blue from copper-based haemocyanin. Key 'Blue' is right; Red, Green and Clear are wrong; explanation confirmed.",
    'Which animal has the largest eyes of any animal?':
      "Checked (Britannica, Colossal squid; Current Biology 2012 (Nilsson et al.)): colossal and giant squid have the largest eyes known, about 27 cm; neither blue whale, octopus nor swordfish comes close. Key 'The colossal squid' is right; The blue whale, The giant octopus and The swordfish are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The giant octopus' → 'The giant Pacific octopus'. Rechecked by len-d: the giant Pacific octopus (full name) has eyes a few cm across; the colossal squid's are about 27 cm.",
    'What is the largest species of sea turtle?':
      "Checked (NOAA Fisheries, Leatherback turtle): the leatherback is the largest sea turtle, often over 500 kg. Key 'The leatherback' is right; The green turtle, The loggerhead and The hawksbill are wrong; explanation confirmed.",
    'Which is usually named the fastest swimmer in the sea?':
      "Checked (Britannica, Sailfish): the sailfish is commonly cited as the fastest fish; tuna, white shark and barracuda are slower; the hedge 'usually named' covers disputed records. Key 'The sailfish' is right; The tuna, The great white shark and The barracuda are wrong; explanation confirmed.",
    'In seahorses, which parent carries the eggs until they hatch?':
      "Checked (Britannica, Seahorse): the male seahorse carries the eggs in a brood pouch until they hatch. Key 'The male' is right; The female, Both parents and Neither parent are wrong; explanation confirmed.",
    'Which mammal holds the record for the deepest dive?':
      "Checked (Schorr et al. 2014, PLoS ONE): a Cuvier's beaked whale was tagged diving to 2,992 m, the mammal record. Key 'Cuvier's beaked whale' is right; The sperm whale, The blue whale and The elephant seal are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are the tiny harpoon-like stinging capsules of jellyfish called?':
      "Checked (Britannica, Nematocyst): nematocysts are the stinging capsules of cnidarians, discharging in well under a millisecond; statocysts, spicules and chromatophores are other structures. Key 'Nematocysts' is right; Chromatophores, Spicules and Statocysts are wrong; explanation confirmed.",
    'Which is the largest known species of jellyfish?':
      "Checked (Britannica, Lion's mane jellyfish): the lion's mane is the largest known jellyfish, bell over 2 m and tentacles over 30 m. Key 'The lion's mane jellyfish' is right; The fried egg jellyfish, The compass jellyfish and The barrel jellyfish are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The barrel jellyfish' → 'The Australian spotted jellyfish'. Rechecked by len-d: the Australian spotted jellyfish's bell is about 50 cm, far below the lion's mane.",
    'Which small jellyfish can turn back into a young polyp and has been called immortal?':
      "Checked (Britannica, Turritopsis dohrnii): T. dohrnii, the 'immortal jellyfish', can revert from medusa to polyp; the other three are moon, compass and lion's mane jellyfish (note: reversal has also been reported in an Aurelia species, but T. dohrnii is the one called immortal). Key 'Turritopsis dohrnii' is right; Aurelia aurita, Chrysaora hysoscella and Cyanea capillata are wrong; explanation confirmed.",
    'Which animal has the most powerful strike for its size, able to crack aquarium glass?':
      "Checked (Britannica, Mantis shrimp; Patek et al. 2004, Nature): mantis shrimp strike at over 80 km/h, one of the fastest strikes for its size, and can crack aquarium glass. Key 'The mantis shrimp' is right; The spiny lobster, The blue crab and The cuttlefish are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which is the heaviest known invertebrate?':
      "Checked (Te Papa Museum, Colossal squid): the colossal squid is the heaviest invertebrate; the 2007 specimen weighed about 495 kg. Key 'The colossal squid' is right; The giant squid, The giant Pacific octopus and The Japanese spider crab are wrong; explanation confirmed.",
    'Which Indonesian octopus impersonates lionfish, sea snakes and flatfish?':
      "Checked (Britannica, Mimic octopus): the Indo-Pacific mimic octopus imitates lionfish, sea snakes and flatfish; discovered off Sulawesi in 1998. Key 'The mimic octopus' is right; The coconut octopus, The blue-ringed octopus and The common octopus are wrong; explanation confirmed.",
    'What are the pigment cells that let octopuses and squid change colour in a flash called?':
      "Checked (Britannica, Chromatophore): chromatophores are pigment sacs expanded by muscles for cephalopod colour change. Key 'Chromatophores' is right; Nematocysts, Melanosomes and Photophores are wrong; explanation confirmed.",
    'Which crab has the longest legs of any arthropod, reaching about 3.7 metres from claw to claw?':
      "Checked (Britannica, Japanese spider crab): largest leg span of any arthropod, about 3.7 m, living off Japan and possibly up to 100 years. Key 'The Japanese spider crab' is right; The red king crab, The Tasmanian giant crab and The coconut crab are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which blue-blooded sea creature is more closely related to spiders and scorpions than to crabs?':
      "Checked (Britannica, Horseshoe crab): horseshoe crabs are chelicerates related to arachnids, with blue copper-based blood used in the LAL endotoxin test. Key 'The horseshoe crab' is right; The porcelain crab, The spider crab and The coconut crab are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The coconut crab' → 'The European green crab'. Rechecked by len-d: the European green crab is a true crab, a crustacean; the horseshoe crab is the chelicerate.",
    'What is the largest coral reef system in the world?':
      "Checked (UNESCO World Heritage; Britannica, Great Barrier Reef): the world's largest coral reef system, about 2,300 km long. Key 'The Great Barrier Reef' is right; The Belize Barrier Reef, The Red Sea reefs and The New Caledonia Barrier Reef are wrong; explanation confirmed.",
    "Off which country's coast is the Great Barrier Reef?":
      "Checked (Britannica, Great Barrier Reef): the reef lies off Queensland, Australia. Key 'Australia' is right; Indonesia, The Philippines and New Zealand are wrong; explanation confirmed.",
    'What is a large block of floating ice broken off a glacier called?':
      "Checked (Britannica, Iceberg): an iceberg is floating ice calved from a glacier; most of it lies below water (note: atoll, lagoon and fjord are not ice at all, so they are weak options, acceptable only because the question is easy). Key 'An iceberg' is right; An atoll, A lagoon and A fjord are wrong; explanation confirmed.",
    'What kind of living thing is a coral?':
      "Checked (NOAA Ocean Service, Corals): corals are animals, colonies of polyps related to jellyfish. Key 'An animal' is right; A plant, An alga and A fungus are wrong; explanation confirmed.",
    'What is it called when stressed corals expel their algae and turn white?':
      "Checked (NOAA Ocean Service, Coral bleaching): stressed corals expel their zooxanthellae and turn white; they starve if the algae do not return. Key 'Bleaching' is right; Calcification, Acidification and Fragmentation are wrong; explanation confirmed.",
    'Which sea between Egypt and Saudi Arabia is famous for its coral reefs?':
      "Checked (Britannica, Red Sea): the Red Sea lies between Egypt and Saudi Arabia and is famous for heat-tolerant coral reefs. Key 'The Red Sea' is right; The Dead Sea, The Arabian Sea and The Caspian Sea are wrong; explanation confirmed.",
    'Seaweeds are large forms of which living things?':
      "Checked (Britannica, Seaweed): seaweeds are large marine algae without true roots, stems or leaves. Key 'Algae' is right; Fungi, Mosses and Ferns are wrong; explanation confirmed.",
    'How many oceans are usually counted today?':
      "Checked (NOAA Ocean Service, How many oceans): five oceans are now usually counted: Pacific, Atlantic, Indian, Southern and Arctic. Key '5' is right; 3, 4 and 7 are wrong; explanation confirmed.",
    'Which ocean lies between Europe and North America?':
      "Checked (Britannica, Atlantic Ocean): the Atlantic separates Europe from North America and widens by a few centimetres a year. Key 'The Atlantic Ocean' is right; The Pacific Ocean, The Indian Ocean and The Southern Ocean are wrong; explanation confirmed.",
    'In which ocean is the Bermuda Triangle?':
      "Checked (NOAA Ocean Service, Bermuda Triangle): the triangle is in the western North Atlantic; NOAA finds no more losses there than elsewhere. Key 'The Atlantic' is right; The Pacific, The Indian and The Arctic are wrong; explanation confirmed.",
    'In which ocean do the Maldives lie?':
      "Checked (Britannica, Maldives): the Maldives lie in the Indian Ocean and are the world's lowest-lying country. Key 'The Indian Ocean' is right; The Pacific Ocean, The Atlantic Ocean and The Southern Ocean are wrong; explanation confirmed.",
    'In which ocean did the Titanic sink in 1912?':
      "Checked (Britannica, Titanic): Titanic sank in the North Atlantic in 1912; the wreck is about 3,800 m down south-east of Newfoundland. Key 'The Atlantic' is right; The Pacific, The Arctic and The Indian are wrong; explanation confirmed.",
    'In which ocean are the Hawaiian Islands?':
      "Checked (Britannica, Hawaii): Hawaii is in the central Pacific, the most isolated major island group. Key 'The Pacific Ocean' is right; The Atlantic Ocean, The Indian Ocean and The Southern Ocean are wrong; explanation confirmed.",
    'Which ocean encircles Antarctica?':
      "Checked (National Geographic, 2021; Britannica, Southern Ocean): the Southern Ocean encircles Antarctica; National Geographic recognised it in June 2021. Key 'The Southern Ocean' is right; The Arctic Ocean, The Indian Ocean and The Atlantic Ocean are wrong; explanation confirmed.",
    'What are the large underwater stands of giant brown seaweed called?':
      "Checked (NOAA Ocean Service, Kelp forests): kelp forests are underwater stands of large brown algae; giant kelp can grow about 60 cm a day. Key 'Kelp forests' is right; Seagrass meadows, Mangrove swamps and Coral gardens are wrong; explanation confirmed.",
    'Which salt-tolerant trees line tropical coasts with their roots in seawater?':
      "Checked (Britannica, Mangrove): mangroves are salt-tolerant trees of tropical coasts whose roots shelter young fish. Key 'Mangroves' is right; Cypresses, Willows and Banyans are wrong; explanation confirmed.",
    'Which is the smallest ocean?':
      "Checked (Britannica, Arctic Ocean): the Arctic is the smallest and shallowest ocean. Key 'The Arctic Ocean' is right; The Indian Ocean, The Southern Ocean and The Atlantic Ocean are wrong; explanation confirmed.",
    'Which ocean lies between Africa and Australia?':
      "Checked (Britannica, Indian Ocean): the Indian Ocean lies between Africa and Australia and is the third largest. Key 'The Indian Ocean' is right; The Pacific Ocean, The Atlantic Ocean and The Southern Ocean are wrong; explanation confirmed.",
    'In which ocean trench is the Challenger Deep?':
      "Checked (Britannica, Mariana Trench): the Challenger Deep is in the Mariana Trench in the western Pacific. Key 'The Mariana Trench' is right; The Tonga Trench, The Kermadec Trench and The Java Trench are wrong; explanation confirmed.",
    "Roughly how much of Earth's surface is covered by ocean?":
      "Checked (NOAA Ocean Service): oceans cover about 71% of Earth's surface and hold about 97% of its water. Key 'About 71%' is right; About 50%, About 60% and About 90% are wrong; explanation confirmed.",
    'What mainly causes the ocean tides?':
      "Checked (NOAA Ocean Service, Tides): tides are caused mainly by the Moon's gravity, with a smaller solar part. Key 'The gravitational pull of the Moon' is right; The wind, Earthquakes and The rotation of the Sun are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The gravitational pull of the Moon' → 'The Moon's gravity' (the right answer, shortened). Rechecked by len-d: key shortened to 'The Moon's gravity', same meaning and as precise; wrong options unchanged and still wrong.",
    'What is a ring-shaped coral reef enclosing a lagoon called?':
      "Checked (Britannica, Atoll): an atoll is a ring-shaped reef enclosing a lagoon, often on a subsided volcano. Key 'An atoll' is right; A cay, A fringing reef and A sandbar are wrong; explanation confirmed.",
    'Which coral-eating predator covered in venomous spines has devastated parts of the Great Barrier Reef?':
      "Checked (Australian Institute of Marine Science, Crown-of-thorns starfish): the venomous-spined crown-of-thorns starfish eats coral and its outbreaks have devastated the Great Barrier Reef. Key 'The crown-of-thorns starfish' is right; The long-spined sea urchin, The lionfish and The bumphead parrotfish are wrong; explanation confirmed.",
    'Which is the warmest ocean?':
      "Checked (Britannica, Indian Ocean): the Indian Ocean is the warmest ocean, mostly tropical and closed off from the Arctic by Asia. Key 'The Indian Ocean' is right; The Pacific Ocean, The Atlantic Ocean and The Southern Ocean are wrong; explanation confirmed.",
    'Which ocean is the deepest on average?':
      "Checked (Britannica, Pacific Ocean): the Pacific is the deepest ocean on average, over 4,000 m. Key 'The Pacific' is right; The Atlantic, The Indian and The Arctic are wrong; explanation confirmed.",
    'What is the average saltiness of seawater?':
      "Checked (NOAA / USGS, Why is the ocean salty): average salinity is about 35 per mille, about 3.5%. Key 'About 3.5%' is right; About 0.5%, About 10% and About 25% are wrong; explanation confirmed.",
    'Which two elements make up most of the salt dissolved in seawater?':
      "Checked (Britannica, Seawater): chloride and sodium ions make up about 85% of dissolved salts. Key 'Sodium and chlorine' is right; Calcium and carbon, Potassium and iodine and Magnesium and sulfur are wrong; explanation confirmed.",
    'At about what temperature does typical seawater freeze?':
      "Checked (NOAA / NSIDC, Sea ice): seawater of normal salinity freezes at about −1.9 °C, and brine is expelled as ice forms. Key 'About −2 °C' is right; About 0 °C, About −8 °C and About 4 °C are wrong; explanation confirmed.",
    'What is the name of the lowest known point of the ocean floor?':
      "Checked (Britannica, Challenger Deep): the Challenger Deep is the deepest known point of the ocean floor, nearly 11,000 m. Key 'The Challenger Deep' is right; The Puerto Rico Trench, The Java Trench and The Tonga Trench are wrong; explanation confirmed.",
    'Which warm ocean current flows from the Caribbean towards north-west Europe?':
      "Checked (Britannica, Gulf Stream): the warm Gulf Stream flows from the Gulf of Mexico/Caribbean region towards the North Atlantic, its extension warming north-west Europe; Humboldt and Benguela are cold currents, Kuroshio is in the Pacific. Key 'The Gulf Stream' is right; The Humboldt Current, The Kuroshio Current and The Benguela Current are wrong; explanation confirmed.",
    'Roughly how deep is the deepest known point of the ocean?':
      "Checked (Britannica, Challenger Deep): about 10,900 m, i.e. about 11 km. Key 'About 11 km' is right; About 5 km, About 8 km and About 15 km are wrong; explanation confirmed.",
    'What are the algae that live inside coral tissue and feed the coral called?':
      "Checked (NOAA Ocean Service, Zooxanthellae): zooxanthellae are symbiotic algae in coral tissue providing most of its energy and colour. Key 'Zooxanthellae' is right; Diatoms, Foraminifera and Cyanobacteria are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Diatoms' → 'Coccolithophores'. Rechecked by len-d: coccolithophores are free-living plankton, not coral symbionts.",
    'Who first explained that atolls grow from fringing reefs around slowly sinking volcanic islands?':
      "Checked (Britannica, Charles Darwin; Darwin, The Structure and Distribution of Coral Reefs (1842)): Darwin's subsidence theory of atolls, published 1842. Key 'Charles Darwin' is right; Charles Lyell, Alfred Russel Wallace and Thomas Huxley are wrong; explanation confirmed.",
    'The Puerto Rico Trench holds the deepest point of which ocean?':
      "Checked (Britannica, Puerto Rico Trench): the Puerto Rico Trench holds the Atlantic's deepest point, about 8,400 m. Key 'The Atlantic Ocean' is right; The Pacific Ocean, The Indian Ocean and The Arctic Ocean are wrong; explanation confirmed.",
    'Which of the major oceans is the saltiest?':
      "Checked (Britannica, Atlantic Ocean): the Atlantic is the saltiest major ocean, helped by evaporation and Mediterranean outflow. Key 'The Atlantic' is right; The Pacific, The Indian and The Arctic are wrong; explanation confirmed.",
    'Which arm of the Atlantic in northern Europe holds some of the least salty seawater in the world?':
      "Checked (Britannica, Baltic Sea): the Baltic, an arm of the Atlantic, is among the least salty seas, fed by many rivers with a narrow link to the ocean. Key 'The Baltic Sea' is right; The North Sea, The Irish Sea and The Norwegian Sea are wrong; explanation confirmed.",
    'Which sea has no coastline, being bounded only by ocean currents?':
      "Checked (Britannica, Sargasso Sea): the Sargasso Sea is bounded only by currents, named for sargassum weed. Key 'The Sargasso Sea' is right; The Coral Sea, The Weddell Sea and The Labrador Sea are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Arctic marine mammal uses its long tusks to haul itself out onto the ice?':
      "Checked (Britannica, Walrus): walruses use their tusks (elongated canines, in both sexes) to haul out onto ice. Key 'The walrus' is right; The narwhal, The elephant seal and The sea lion are wrong; explanation confirmed.",
    'What is the largest member of the dolphin family?':
      "Checked (Britannica, Killer whale): the orca is the largest member of the dolphin family (Delphinidae); pilot whales are smaller dolphins, belugas are not delphinids. Key 'The orca' is right; The bottlenose dolphin, The pilot whale and The beluga are wrong; explanation confirmed.",
    'What is the thick layer of fat under the skin of whales and seals called?':
      "Checked (Britannica, Blubber): blubber is the thick fat layer of marine mammals, for insulation and energy. Key 'Blubber' is right; Baleen, Ambergris and Keratin are wrong; explanation confirmed.",
    'What tool do sea otters often use to crack open shellfish?':
      "Checked (Britannica, Sea otter): sea otters float on their backs and crack shellfish on a stone held on the chest. Key 'A stone' is right; A stick, A bone and A claw are wrong; explanation confirmed.",
    'In which hemisphere do almost all wild penguins live?':
      "Checked (Britannica, Penguin): almost all penguins live in the Southern Hemisphere; the Galápagos penguin reaches just north of the equator. Key 'The Southern Hemisphere' is right; The Northern Hemisphere, The Eastern Hemisphere and The Western Hemisphere are wrong; explanation confirmed.",
    'Which Arctic whale grows a long, spiralled tusk?':
      "Checked (Britannica, Narwhal): the narwhal's spiral tusk is a tooth erupting through the upper lip, mostly in males. Key 'The narwhal' is right; The beluga, The bowhead whale and The minke whale are wrong; explanation confirmed.",
    'Which bear is classed as a marine mammal?':
      "Checked (US Marine Mammal Protection Act; Britannica, Polar bear): the polar bear is classed as a marine mammal, living on sea ice and hunting seals. Key 'The polar bear' is right; The brown bear, The black bear and The sloth bear are wrong; explanation confirmed.",
    'Which black-and-white seabird with a colourful striped bill nests in burrows on North Atlantic cliffs?':
      "Checked (Britannica, Puffin): the Atlantic puffin nests in burrows on North Atlantic cliffs and carries many fish crosswise in its striped bill. Key 'The puffin' is right; The guillemot, The razorbill and The gannet are wrong; explanation confirmed.",
    'Which white Arctic whale is nicknamed the sea canary for its many calls?':
      "Checked (Britannica, Beluga): the white beluga is called the sea canary, and its unfused neck vertebrae let it turn its head. Key 'The beluga' is right; The narwhal, The bowhead whale and The minke whale are wrong; explanation confirmed.",
    'Which whale is famous for long, complex songs that change from year to year?':
      "Checked (Britannica, Humpback whale): humpback males sing long songs that change over the years. Key 'The humpback whale' is right; The sperm whale, The grey whale and The minke whale are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The minke whale' → 'The long-finned pilot whale'. Rechecked by len-d: the pilot whale is a toothed whale with clicks and whistles, no evolving songs.",
    'What is baleen, the filter in the mouths of great whales, made of?':
      "Checked (Britannica, Baleen): baleen plates are made of keratin. Key 'Keratin' is right; Bone, Cartilage and Enamel are wrong; explanation confirmed.",
    'Which Antarctic seal is a fierce hunter of penguins?':
      "Checked (Britannica, Leopard seal): the leopard seal is an Antarctic seal that preys on penguins and has a spotted coat. Key 'The leopard seal' is right; The Weddell seal, The crabeater seal and The elephant seal are wrong; explanation confirmed.",
    'What do sea lions have that true seals lack?':
      "Checked (Britannica, Pinniped): sea lions (eared seals) have external ear flaps that true seals lack; both have blubber, whiskers and webbed flippers. Key 'External ear flaps' is right; A layer of blubber, Long sensitive whiskers and Webbed front flippers are wrong; explanation confirmed.",
    'Which relative of the manatee has a whale-like fluked tail and lives in the Indian and western Pacific oceans?':
      "Checked (Britannica, Dugong): the dugong is a sirenian of the Indian and western Pacific oceans with a fluked tail, unlike the manatee's paddle tail. Key 'The dugong' is right; The walrus, The monk seal and The sea otter are wrong; explanation confirmed.",
    'Which marine mammal keeps warm with the densest fur of any animal instead of blubber?':
      "Checked (Britannica, Sea otter): sea otters rely on the densest fur of any animal, over 100,000 hairs per cm², instead of blubber. Key 'The sea otter' is right; The fur seal, The sea lion and The polar bear are wrong; explanation confirmed.",
    'What did 19th-century whalers mainly hunt whales for?':
      "Checked (Britannica, Whaling): 19th-century whaling was mainly for whale oil for lamps and lubrication. Key 'Oil for lamps' is right; Meat for export, Hides for leather and Bones for glue are wrong; explanation confirmed.",
    'Which seabird makes the longest yearly migration of any animal, between the two polar regions?':
      "Checked (Britannica, Arctic tern; Egevang et al. 2010, PNAS): Arctic terns migrate pole to pole, about 70,000 km a year, the longest migration known. Key 'The Arctic tern' is right; The sooty shearwater, The wandering albatross and The Atlantic puffin are wrong; explanation confirmed.",
    'Which animal has the largest brain of any known animal?':
      "Checked (Britannica, Sperm whale): the sperm whale has the largest brain of any animal, about 8 kg. Key 'The sperm whale' is right; The blue whale, The African elephant and The orca are wrong; explanation confirmed.",
    'Which whale migrates between Arctic feeding grounds and breeding lagoons in Baja California?':
      "Checked (NOAA Fisheries, Gray whale): grey whales migrate between Arctic feeding grounds and Baja California lagoons, about 16,000–22,000 km round trip. Key 'The grey whale' is right; The humpback whale, The blue whale and The bowhead whale are wrong; explanation confirmed.",
    'Which whale is the longest-lived mammal known, with some thought to pass 200 years?':
      "Checked (Britannica, Bowhead whale; George et al. 1999): bowheads are the longest-lived mammals, some over 200 years, confirmed partly by old harpoon points. Key 'The bowhead whale' is right; The blue whale, The sperm whale and The humpback whale are wrong; explanation confirmed.",
    'What is the largest species of seal?':
      "Checked (Britannica, Elephant seal): the southern elephant seal is the largest seal; bulls reach about 4 tonnes, several times the cows. Key 'The southern elephant seal' is right; The northern elephant seal, The leopard seal and The Weddell seal are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Antarctic seal, despite its name, feeds mainly on krill?':
      "Checked (Britannica, Crabeater seal): crabeater seals eat mainly krill through lobed teeth and may be the most numerous seal. Key 'The crabeater seal' is right; The leopard seal, The Weddell seal and The elephant seal are wrong; explanation confirmed.",
    "In which year did the International Whaling Commission's ban on commercial whaling take effect?":
      "Checked (International Whaling Commission; Britannica, Whaling): the moratorium agreed in 1982 took effect with the 1985–86 season, i.e. 1986. Key '1986' is right; 1972, 1979 and 1992 are wrong; explanation confirmed.",
    'Which country left the International Whaling Commission in 2019 to resume commercial whaling?':
      "Checked (International Whaling Commission; BBC, 2019): Japan left the IWC and resumed commercial whaling in July 2019; Norway and Iceland whale under objection/reservation while members (note: Iceland's hunts have been intermittent, so 'have hunted' would age better than 'hunt'). Key 'Japan' is right; Norway, Iceland and South Korea are wrong; explanation confirmed.",
    'What kind of shark is the killer in the film Jaws?':
      "Checked (Britannica, Jaws (film)): the 1975 film's shark is a great white, from Peter Benchley's novel. Key 'A great white shark' is right; A tiger shark, A bull shark and A hammerhead shark are wrong; explanation confirmed.",
    'Which fish swallows water to swell into a spiky ball when threatened?':
      "Checked (Britannica, Puffer): pufferfish inflate with water into a spiny ball, and most carry tetrodotoxin. Key 'The pufferfish' is right; The lionfish, The stonefish and The triggerfish are wrong; explanation confirmed.",
    'What is a group of fish swimming together in the same direction called?':
      "Checked (Britannica, Schooling): fish swimming together in the same direction form a school; a loose gathering is a shoal. Key 'A school' is right; A pod, A flock and A pack are wrong; explanation confirmed.",
    'Which fish lives among the stinging tentacles of sea anemones?':
      "Checked (Britannica, Clownfish): clownfish live among sea anemone tentacles, protected by mucus. Key 'The clownfish' is right; The pufferfish, The lionfish and The parrotfish are wrong; explanation confirmed.",
    "What is a shark's skeleton made of?":
      "Checked (Britannica, Shark): shark skeletons are made of cartilage. Key 'Cartilage' is right; Bone, Keratin and Chitin are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which shark often swims far up rivers into fresh water?':
      "Checked (Britannica, Bull shark): bull sharks tolerate fresh water and have been found about 4,000 km up the Amazon. Key 'The bull shark' is right; The tiger shark, The blue shark and The lemon shark are wrong; explanation confirmed.",
    'Which shark, the second-largest fish, filters plankton through its huge open mouth?':
      "Checked (Britannica, Basking shark): the basking shark, the second-largest fish, filter-feeds on plankton at the surface. Key 'The basking shark' is right; The megamouth shark, The Greenland shark and The great white shark are wrong; explanation confirmed.",
    'Which is the most venomous fish known?':
      "Checked (Britannica, Stonefish): the reef stonefish is the most venomous fish known, injecting venom through dorsal spines. Key 'The stonefish' is right; The lionfish, The weever fish and The stingray are wrong; explanation confirmed.",
    'Which venomous fish from the Indo-Pacific has spread through the Caribbean since the 1980s?':
      "Checked (NOAA, Lionfish invasion): Indo-Pacific lionfish have spread through the Caribbean since the mid-1980s. Key 'The lionfish' is right; The stonefish, The pufferfish and The barracuda are wrong; explanation confirmed.",
    'Which reef fish bites off coral with beak-like teeth and excretes it as fine sand?':
      "Checked (Britannica, Parrotfish): parrotfish bite coral with beak-like teeth and excrete it as sand, up to hundreds of kilograms a year. Key 'The parrotfish' is right; The clownfish, The angelfish and The surgeonfish are wrong; explanation confirmed.",
    'Which deep-sea fish carries a glowing lure on a stalk over its mouth to attract prey?':
      "Checked (Britannica, Anglerfish): deep-sea anglerfish lure prey with a glowing esca, often lit by symbiotic bacteria. Key 'The anglerfish' is right; The gulper eel, The viperfish and The hatchetfish are wrong; explanation confirmed.",
    'Which fish can glide above the waves on wing-like fins to escape predators?':
      "Checked (Britannica, Flying fish): flying fish glide on enlarged pectoral fins, often 50 m or more. Key 'The flying fish' is right; The sailfish, The needlefish and The mackerel are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which large fish has a long, flat bill shaped like a blade?':
      "Checked (Britannica, Swordfish): the swordfish has a long flat blade-like bill; marlins and sailfish have rounded spears. Key 'The swordfish' is right; The marlin, The sailfish and The barracuda are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the deadly nerve poison found in pufferfish called?':
      "Checked (Britannica, Tetrodotoxin; Fugu): the pufferfish poison is tetrodotoxin; fugu chefs in Japan need a licence. Key 'Tetrodotoxin' is right; Ciguatoxin, Saxitoxin and Batrachotoxin are wrong; explanation confirmed.",
    'In some deep-sea anglerfish, what happens to the much smaller male?':
      "Checked (Britannica, Anglerfish): in some ceratioid anglerfish the dwarf male fuses permanently to the female and is fed by her blood. Key 'He fuses to the female for life' is right; He is eaten by her after mating, He turns into a female later and He guards the eggs on his own are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'He guards the eggs on his own' → 'He carries the eggs in a belly pouch'. Rechecked by len-d: a belly pouch is a seahorse trait; anglerfish males fuse to the female.",
    'Which is the heaviest bony fish?':
      "Checked (Britannica, Ocean sunfish; Journal of Fish Biology 2022): sunfish are the heaviest bony fish; a 2,744 kg Mola alexandrini was found off the Azores in 2021. Key 'The sunfish' is right; The bluefin tuna, The oarfish and The black marlin are wrong; explanation confirmed.",
    'Which bony fish is the longest, reaching about 8 metres, and may lie behind sea-serpent tales?':
      "Checked (Britannica, Oarfish): the giant oarfish is the longest bony fish, about 8 m reliably, and may lie behind sea-serpent tales. Key 'The giant oarfish' is right; The Atlantic conger, The black marlin and The bluefin tuna are wrong; explanation confirmed.",
    'Which shark is thought to be the longest-lived vertebrate, perhaps reaching 400 years?':
      "Checked (Nielsen et al. 2016, Science): Greenland sharks are the longest-lived vertebrates known, estimated at about 400 years by eye-lens radiocarbon dating. Key 'The Greenland shark' is right; The whale shark, The basking shark and The sand tiger shark are wrong; explanation confirmed.",
    'Which is the fastest species of shark?':
      "Checked (Britannica, Mako shark): the shortfin mako is the fastest shark and leaps clear of the water. Key 'The shortfin mako shark' is right; The great white shark, The thresher shark and The tiger shark are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The tiger shark' → 'The oceanic whitetip shark'. Rechecked by len-d: the oceanic whitetip is a slow cruiser; the shortfin mako is fastest.",
    "What are the tiny tooth-like scales that cover a shark's skin called?":
      "Checked (Britannica, Shark (skin)): shark skin is covered in placoid scales called dermal denticles; ganoid, cycloid and ctenoid scales belong to bony fish. Key 'Dermal denticles' is right; Ganoid scales, Cycloid scales and Ctenoid scales are wrong; explanation confirmed.",
    'What are the jelly-filled pores that let sharks sense the electric fields of prey called?':
      "Checked (Britannica, Ampullae of Lorenzini): the jelly-filled electroreceptors of sharks, described by Stefano Lorenzini in 1678. Key 'The ampullae of Lorenzini' is right; The lateral line organs, The Jacobson's organs and The Weberian apparatus are wrong; explanation confirmed.",
    'To which sea do European eels travel to spawn?':
      "Checked (Britannica, Eel): European eels spawn in the Sargasso Sea and their leptocephalus larvae drift back on the Gulf Stream. Key 'The Sargasso Sea' is right; The Baltic Sea, The Mediterranean Sea and The Norwegian Sea are wrong; explanation confirmed.",
    "What is the regular rise and fall of the sea's surface called?":
      "Checked (NOAA Ocean Service, Tides): the regular rise and fall of sea level is the tide, twice a day on most coasts. Key 'The tide' is right; The swell, The current and The surf are wrong; explanation confirmed.",
    'What mainly causes most ocean waves?':
      "Checked (NOAA Ocean Service, Waves): most ocean waves are wind waves, sized by wind speed, duration and fetch. Key 'Wind' is right; Tides, Earthquakes and The Moon's pull are wrong; explanation confirmed.",
    'What is a strong, narrow flow of water rushing out to sea from a beach called?':
      "Checked (NOAA / National Weather Service, Rip currents): a rip current is a narrow seaward flow; swimmers should swim parallel to shore. Key 'A rip current' is right; A tidal bore, A gyre and An upwelling are wrong; explanation confirmed.",
    'What is the tide with the greatest range, when the Sun and Moon pull in line, called?':
      "Checked (NOAA Ocean Service, Spring and neap tides): spring tides, with the largest range, come when Sun and Moon align; the name means springing up. Key 'A spring tide' is right; A neap tide, A slack tide and An ebb tide are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the falling tide, as the water flows back out, called?':
      "Checked (NOAA Ocean Service, Tides): the falling tide is the ebb, the rising tide the flood. Key 'The ebb tide' is right; The flood tide, The neap tide and The slack tide are wrong; explanation confirmed.",
    'Which bay in eastern Canada has the largest tidal range in the world?':
      "Checked (Britannica, Bay of Fundy): the Bay of Fundy has the world's largest tidal range, about 16 m. Key 'The Bay of Fundy' is right; Hudson Bay, James Bay and Baffin Bay are wrong; explanation confirmed.",
    'What is a sudden, isolated crest far higher than the surrounding sea called?':
      "Checked (Britannica, Rogue wave; Draupner record): a rogue wave is an isolated extreme crest; the Draupner platform recorded 25.6 m in 1995. Key 'A rogue wave' is right; A tidal bore, A tsunami and A seiche are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are the huge rotating systems of ocean currents in each ocean basin called?':
      "Checked (NOAA Ocean Service, Gyres): gyres are large rotating current systems where floating plastic gathers. Key 'Gyres' is right; Eddies, Upwellings and Doldrums are wrong; explanation confirmed.",
    'Between which two places does the Great Pacific Garbage Patch lie?':
      "Checked (NOAA Marine Debris Program): the Great Pacific Garbage Patch lies between Hawaii and California and is mostly small plastic fragments. Key 'Hawaii and California' is right; Japan and Korea, Peru and Chile and Fiji and New Zealand are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Peru and Chile' → 'Peru and the Galápagos'. Rechecked by len-d: Peru and the Galápagos are in the South-East Pacific; the patch is in the North Pacific gyre.",
    'What is the rising of cold, nutrient-rich deep water to the surface called?':
      "Checked (NOAA Ocean Service, Upwelling): upwelling brings cold nutrient-rich water up, as off Peru. Key 'Upwelling' is right; Downwelling, Convection and Subduction are wrong; explanation confirmed.",
    "Which effect of Earth's spin deflects ocean currents to the right in the Northern Hemisphere?":
      "Checked (NOAA Ocean Service, Coriolis effect): the Coriolis effect deflects currents right in the Northern Hemisphere and left in the Southern. Key 'The Coriolis effect' is right; The Doppler effect, The Venturi effect and The Bernoulli effect are wrong; explanation confirmed.",
    'What does the Japanese word tsunami literally mean?':
      "Checked (NOAA / Britannica, Tsunami): tsunami means harbour wave in Japanese. Key 'Harbour wave' is right; Great wave, Storm wave and Deep wave are wrong; explanation confirmed.",
    "What are the tides with the smallest range, around the Moon's first and last quarters, called?":
      "Checked (NOAA Ocean Service, Spring and neap tides): neap tides, with the smallest range, occur at first and last quarter when Sun and Moon pull at right angles. Key 'Neap tides' is right; Spring tides, Ebb tides and Flood tides are wrong; explanation confirmed.",
    'What is a wave that surges up a river against its flow as the sea rises called?':
      "Checked (Britannica, Tidal bore): a tidal bore surges up a river against the current; the Qiantang bore is among the largest. Key 'A tidal bore' is right; A seiche, A rogue wave and A tsunami are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'A seiche' → 'A standing wave'. Rechecked by len-d: a standing wave does not travel; a tidal bore travels upriver.",
    'At roughly what speed can a tsunami cross the deep ocean?':
      "Checked (NOAA, Tsunami): tsunamis cross deep ocean at about 800 km/h, jet speed. Key 'About 800 km/h' is right; About 80 km/h, About 20 km/h and About 3,000 km/h are wrong; explanation confirmed.",
    'What is the ocean circulation driven by differences in temperature and salinity called?':
      "Checked (NOAA Ocean Service, Thermohaline circulation): density-driven circulation from temperature and salinity, the global conveyor belt. Key 'Thermohaline circulation' is right; Wind-driven circulation, Geostrophic flow and Langmuir circulation are wrong; explanation confirmed.",
    'What is the layer in which ocean temperature falls quickly with depth called?':
      "Checked (Britannica, Thermocline): the thermocline is the layer of rapid temperature fall with depth; the deep ocean below is mostly 0–4 °C. Key 'The thermocline' is right; The halocline, The chemocline and The nepheloid layer are wrong; explanation confirmed.",
    'Which cold current flows north along the west coast of South America?':
      "Checked (Britannica, Peru Current): the cold Humboldt (Peru) Current flows north along western South America, feeding a huge fishery. Key 'The Humboldt Current' is right; The Benguela Current, The Agulhas Current and The Canary Current are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The Canary Current' → 'The California Current'. Rechecked by len-d: the California Current flows south off North America.",
    'Which cold current carries icebergs south past Newfoundland?':
      "Checked (Britannica, Labrador Current): the cold Labrador Current carries icebergs south past Newfoundland and meets the Gulf Stream off the Grand Banks. Key 'The Labrador Current' is right; The Canary Current, The Benguela Current and The Humboldt Current are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The Canary Current' → 'The West Australian Current'. Rechecked by len-d: the West Australian Current flows off Australia.",
    'Which warm current flows north-east past Japan?':
      "Checked (Britannica, Kuroshio): the warm Kuroshio flows north-east past Japan; its name means black current/tide. Key 'The Kuroshio Current' is right; The Oyashio Current, The California Current and The Humboldt Current are wrong; explanation confirmed.",
    "What is the Gulf Stream's continuation towards the British Isles and Scandinavia called?":
      "Checked (Britannica, North Atlantic Current): the North Atlantic Drift continues the Gulf Stream towards the British Isles and Norway. Key 'The North Atlantic Drift' is right; The Canary Current, The Labrador Current and The East Greenland Current are wrong; explanation confirmed.",
    'Which is the only current that flows all the way around the globe, unblocked by land?':
      "Checked (Britannica, Antarctic Circumpolar Current): the only current circling the globe unblocked by land, with the largest transport. Key 'The Antarctic Circumpolar Current' is right; The North Equatorial Current, The East Australian Current and The California Current are wrong; explanation confirmed.",
    'What technology do ships use to map the sea floor by timing echoes?':
      "Checked (NOAA Ocean Exploration, Sonar): ships map the sea floor by timing sonar echoes, including multibeam sonar. Key 'Sonar' is right; Radar, Lidar and GPS are wrong; explanation confirmed.",
    'What is the deep ocean zone below about 1,000 m, where no sunlight reaches, often called?':
      "Checked (NOAA Ocean Service, Ocean zones): below about 1,000 m is the midnight (bathypelagic) zone without sunlight. Key 'The midnight zone' is right; The twilight zone, The sunlight zone and The splash zone are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Down to roughly what depth does enough sunlight reach for photosynthesis in clear ocean water?':
      "Checked (NOAA Ocean Service, Ocean zones): the sunlit euphotic zone extends to about 200 m. Key 'About 200 m' is right; About 20 m, About 2,000 m and About 5,000 m are wrong; explanation confirmed.",
    'What is the broad, flat floor of the deep ocean called?':
      "Checked (Britannica, Abyssal plain): abyssal plains are the flat deep-ocean floor, among the flattest places on Earth. Key 'The abyssal plain' is right; The continental shelf, The mid-ocean ridge and The continental slope are wrong; explanation confirmed.",
    'What is the shallow, gently sloping sea floor that fringes each landmass called?':
      "Checked (Britannica, Continental shelf): the shallow gently sloping margin of each continent, home to most fishing and offshore drilling. Key 'The continental shelf' is right; The abyssal plain, The ocean trench and The mid-ocean ridge are wrong; explanation confirmed.",
    'What is an underwater peak, usually an extinct volcano, that does not reach the surface called?':
      "Checked (NOAA Ocean Exploration, Seamounts): a seamount is an underwater mountain, usually an extinct volcano, not reaching the surface. Key 'A seamount' is right; An atoll, A cay and A shoal are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'A cay' → 'A volcanic island'. Rechecked by len-d: a volcanic island rises above the surface, which the question excludes.",
    'What is the longest mountain range on Earth?':
      "Checked (NOAA Ocean Service, Mid-ocean ridge): the mid-ocean ridge system, about 65,000 km, is the longest mountain range on Earth. Key 'The mid-ocean ridge' is right; The Andes, The Himalayas and The Rocky Mountains are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are the hot springs on the sea floor that support life without sunlight called?':
      "Checked (WHOI / Britannica, Hydrothermal vent): vents are sea-floor hot springs supporting chemosynthetic life, discovered on the Galápagos Rift in 1977. Key 'Hydrothermal vents' is right; Cold seeps, Mud volcanoes and Blue holes are wrong; explanation confirmed.",
    'What is the shower of organic debris drifting down from upper waters to the deep called?':
      "Checked (NOAA Ocean Service, Marine snow): marine snow is organic debris falling from upper waters, feeding the deep. Key 'Marine snow' is right; Sea foam, Plankton bloom and Red tide are wrong; explanation confirmed.",
    "Which deep-sea fish was voted the world's ugliest animal in 2013?":
      "Checked (Ugly Animal Preservation Society vote 2013; Britannica, Blobfish): the blobfish was voted the world's ugliest animal in 2013 and looks normal at depth. Key 'The blobfish' is right; The anglerfish, The goblin shark and The hagfish are wrong; explanation confirmed.",
    'Which eel-like fish produces huge amounts of slime when attacked?':
      "Checked (Britannica, Hagfish): hagfish release copious slime when attacked. Key 'The hagfish' is right; The lamprey, The moray eel and The oarfish are wrong; explanation confirmed.",
    'What is the ocean zone of the deepest trenches, below about 6,000 m, called?':
      "Checked (Britannica, Hadal zone): the hadal zone is the trench zone below about 6,000 m, named after Hades. Key 'The hadal zone' is right; The abyssal zone, The bathyal zone and The neritic zone are wrong; explanation confirmed.",
    'What is a flat-topped undersea volcano, planed off by waves before it sank, called?':
      "Checked (Britannica, Guyot): a guyot is a flat-topped seamount planed by waves before sinking, named after Arnold Guyot. Key 'A guyot' is right; A mesa, A butte and A tor are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'On what do the food chains around deep-sea hot vents ultimately depend?':
      "Checked (Britannica, Hydrothermal vent): vent food webs rest on chemosynthetic microbes using hydrogen sulfide. Key 'Chemosynthesis by microbes' is right; Photosynthesis by algae, Marine snow from above and Fish from the surface are wrong; explanation confirmed.",
    'What are the chimney-like vents pouring out dark, mineral-laden water at up to 400 °C called?':
      "Checked (NOAA Ocean Exploration, Black smokers): black smokers vent metal-sulfide-laden water at about 350–400 °C and build chimneys. Key 'Black smokers' is right; Cold seeps, Brine pools and Mud volcanoes are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Brine pools' → 'Submarine fumaroles'. Rechecked by len-d: reverted to the checked options, because 'Submarine fumaroles' is not definitely wrong: black smokers are sometimes described as a kind of undersea fumarole (solfatara), so a player could defend it as a name for them.",
    'Which red-plumed animals, up to 2 m long, cluster around Pacific vents with no mouth or gut?':
      "Checked (Britannica, Riftia (giant tube worm)): giant tube worms, up to about 2 m with red plumes, have no mouth or gut and rely on symbiotic bacteria. Key 'Giant tube worms' is right; Sea anemones, Feather stars and Sea cucumbers are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Sea cucumbers' → 'Christmas tree worms'. Rechecked by len-d: Christmas tree worms are small reef worms with a gut, not vent animals.",
    'Roughly how much greater is the water pressure at the bottom of the Challenger Deep than at the surface?':
      "Checked (NOAA Ocean Exploration): pressure at the Challenger Deep is about 1,000 times surface pressure, one atmosphere per 10 m. Key 'About 1,000 times' is right; About 10 times, About 100 times and About 10,000 times are wrong; explanation confirmed.",
    'Which French undersea explorer sailed the research ship Calypso?':
      "Checked (Britannica, Jacques Cousteau): Cousteau sailed Calypso and co-invented the Aqua-Lung with Émile Gagnan in 1943. Key 'Jacques Cousteau' is right; Auguste Piccard, Jacques Piccard and Hans Hass are wrong; explanation confirmed.",
    "What is the name of Captain Nemo's submarine in Jules Verne's Twenty Thousand Leagues Under the Seas?":
      "Checked (Verne, Twenty Thousand Leagues Under the Seas; Britannica, USS Nautilus): Nemo's submarine is the Nautilus; USS Nautilus, the first nuclear submarine, was launched in 1954. Key 'The Nautilus' is right; The Neptune, The Leviathan and The Triton are wrong; explanation confirmed.",
    'What illness can divers suffer if they rise to the surface too quickly?':
      "Checked (Britannica, Decompression sickness): rising too fast causes decompression sickness (the bends) from nitrogen bubbles. Key 'Decompression sickness' is right; Nitrogen narcosis, Altitude sickness and Hypothermia are wrong; explanation confirmed.",
    "Which British ship's 1872–1876 voyage laid the foundations of oceanography?":
      "Checked (Britannica, Challenger Expedition): HMS Challenger's 1872–76 voyage founded oceanography, about 127,000 km, thousands of new species. Key 'HMS Challenger' is right; HMS Beagle, HMS Endeavour and HMS Discovery are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'HMS Beagle' → 'HMS Investigator'. Rechecked by len-d: HMS Investigator was Flinders' ship (1801–1803); the 1872–76 voyage was Challenger's.",
    'Which film director made the first solo dive to the Challenger Deep, in 2012?':
      "Checked (National Geographic, Deepsea Challenge): James Cameron made the first solo dive to the Challenger Deep in 2012 in Deepsea Challenger. Key 'James Cameron' is right; Steven Spielberg, Peter Jackson and Ridley Scott are wrong; explanation confirmed.",
    'Which American oceanographer led the 1985 expedition that found the wreck of the Titanic?':
      "Checked (Britannica, Robert Ballard): Ballard co-led the 1985 expedition that found Titanic and found Bismarck in 1989. Key 'Robert Ballard' is right; Don Walsh, Jacques Piccard and Victor Vescovo are wrong; explanation confirmed.",
    'Which Norwegian sailed the balsa raft Kon-Tiki from Peru to Polynesia in 1947?':
      "Checked (Britannica, Thor Heyerdahl): Heyerdahl sailed Kon-Tiki from Peru to Polynesia in 1947. Key 'Thor Heyerdahl' is right; Roald Amundsen, Fridtjof Nansen and Carsten Borchgrevink are wrong; explanation confirmed.",
    'Who first reached the bottom of the Challenger Deep, in 1960?':
      "Checked (Britannica, Trieste; Jacques Piccard): Piccard and Walsh reached the Challenger Deep in January 1960, about 20 minutes on the bottom. Key 'Jacques Piccard and Don Walsh' is right; Jacques Cousteau and Hans Hass, William Beebe and Otis Barton and James Cameron and Victor Vescovo are wrong; explanation confirmed.",
    'In which bathyscaphe did Piccard and Walsh dive to the Challenger Deep?':
      "Checked (Britannica, Bathyscaphe): Trieste was designed by Auguste Piccard. Key 'Trieste' is right; Alvin, Nautile and Archimède are wrong; explanation confirmed.",
    'Which American submersible carried the first crew down to the wreck of the Titanic, in 1986?':
      "Checked (WHOI, Alvin): Alvin took the first crew to Titanic in 1986 and has served since 1964. Key 'Alvin' is right; Trieste, Nautile and Shinkai 6500 are wrong; explanation confirmed.",
    'Which American marine biologist, nicknamed Her Deepness, walked on the sea floor at 381 m in 1979?':
      "Checked (Britannica, Sylvia Earle): Earle walked on the sea floor off Oahu at 381 m in a JIM suit in 1979; nicknamed Her Deepness. Key 'Sylvia Earle' is right; Rachel Carson, Eugenie Clark and Edith Widder are wrong; explanation confirmed.",
    'Which American biologist wrote the prize-winning 1951 book The Sea Around Us?':
      "Checked (Britannica, Rachel Carson): The Sea Around Us (1951) won the National Book Award; she later wrote Silent Spring. Key 'Rachel Carson' is right; Sylvia Earle, Eugenie Clark and Jane Goodall are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which naturalist dived to 923 m with Otis Barton in a bathysphere in 1934?':
      "Checked (Britannica, William Beebe): Beebe and Barton reached 923 m in the Bathysphere in 1934. Key 'William Beebe' is right; Jacques Piccard, Auguste Piccard and Robert Ballard are wrong; explanation confirmed.",
    'Which American investor became the first person to reach the deepest points of all five oceans, in 2019?':
      "Checked (Five Deeps Expedition; Britannica, Victor Vescovo): Vescovo reached the deepest point of all five oceans in 2019 in Limiting Factor. Key 'Victor Vescovo' is right; Don Walsh, Richard Branson and Steve Fossett are wrong; explanation confirmed.",
    'Which sea lies between Britain and Norway?':
      "Checked (Britannica, North Sea): the North Sea lies between Britain and Norway, source of much British oil and gas. Key 'The North Sea' is right; The Irish Sea, The Baltic Sea and The Norwegian Sea are wrong; explanation confirmed.",
    'Which sea separates southern Europe from North Africa?':
      "Checked (Britannica, Mediterranean Sea): the Mediterranean separates southern Europe from North Africa; Latin medius + terra. Key 'The Mediterranean Sea' is right; The Red Sea, The Black Sea and The Baltic Sea are wrong; explanation confirmed.",
    'What is a long, narrow sea inlet between steep cliffs, carved by a glacier, called?':
      "Checked (Britannica, Fjord; Sognefjord): a fjord is a glacier-carved sea inlet; Sognefjord runs about 205 km inland. Key 'A fjord' is right; A lagoon, An estuary and A cove are wrong; explanation confirmed.",
    'What is the wide tidal mouth of a river, where fresh water mixes with the sea, called?':
      "Checked (Britannica, Estuary): an estuary is a tidal river mouth with brackish water. Key 'An estuary' is right; A fjord, A lagoon and A strait are wrong; explanation confirmed.",
    'What is a stretch of shallow water cut off from the sea by a reef or a sandbar called?':
      "Checked (Britannica, Lagoon): a lagoon is shallow water cut off by a reef or bar; Venice stands in one. Key 'A lagoon' is right; A fjord, An estuary and A strait are wrong; explanation confirmed.",
    'What is a tall column of rock standing in the sea, left after an arch collapses?':
      "Checked (Britannica, Stack (landform); Old Man of Hoy): a sea stack remains when an arch collapses; the Old Man of Hoy is a famous example. Key 'A stack' is right; A spit, A stump and A tombolo are wrong; explanation confirmed.",
    'Which sea, linked to the Mediterranean through the Bosporus, has deep water with almost no oxygen?':
      "Checked (Britannica, Black Sea): the Black Sea, linked via the Bosporus, has anoxic depths preserving ancient wrecks. Key 'The Black Sea' is right; The Caspian Sea, The Aral Sea and The Red Sea are wrong; explanation confirmed.",
    'Which strait separates Asia from North America?':
      "Checked (Britannica, Bering Strait): the Bering Strait separates Asia from North America, about 82 km wide. Key 'The Bering Strait' is right; The Davis Strait, The Torres Strait and The Cook Strait are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The Cook Strait' → 'The Strait of Magellan'. Rechecked by len-d: the Strait of Magellan is at the tip of South America.",
    'Which is the largest bay in the world?':
      "Checked (Britannica, Bay of Bengal): the Bay of Bengal is the largest bay, fed by the Ganges and Brahmaputra. Key 'The Bay of Bengal' is right; Hudson Bay, Baffin Bay and The Bay of Biscay are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a ridge of sand or shingle joining an island to the mainland called?':
      "Checked (Britannica, Tombolo; St Ninian's Isle): a tombolo is a sand or shingle bar joining an island to the mainland. Key 'A tombolo' is right; A spit, A stack and A groyne are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the movement of sand along a beach by waves arriving at an angle called?':
      "Checked (Britannica, Longshore drift): longshore drift moves sand along a beach when waves arrive at an angle; groynes slow it. Key 'Longshore drift' is right; Tidal scour, Beach nourishment and Saltation are wrong; explanation confirmed.",
    'What are the tiny fragments of broken-down bottles, bags and fibres, under 5 mm across, called?':
      "Checked (NOAA Marine Debris Program, Microplastics): microplastics are plastic pieces under 5 mm. Key 'Microplastics' is right; Marine snow, Biofilms and Sea foam are wrong; explanation confirmed.",
    'Which process removes salt from seawater to make drinking water?':
      "Checked (Britannica, Desalination): desalination removes salt from seawater; Gulf states rely on it heavily. Key 'Desalination' is right; Chlorination, Fluoridation and Sedimentation are wrong; explanation confirmed.",
    'What is the fall in seawater pH caused by absorbing carbon dioxide called?':
      "Checked (NOAA, Ocean acidification): absorbing CO₂ lowers seawater pH; surface acidity has risen about 30% since industrialisation. Key 'Ocean acidification' is right; Eutrophication, Desalination and Stratification are wrong; explanation confirmed.",
    'What are the microscopic drifting algae that form the base of most ocean food webs called?':
      "Checked (NOAA / NASA Earth Observatory, Phytoplankton): phytoplankton form the base of ocean food webs and do about half of global photosynthesis. Key 'Phytoplankton' is right; Zooplankton, Krill and Seaweed are wrong; explanation confirmed.",
    'What are areas of ocean with too little oxygen for most marine life called?':
      "Checked (NOAA, Dead zones): hypoxic dead zones such as the summer Gulf of Mexico zone fed by Mississippi nutrients. Key 'Dead zones' is right; Cold spots, Doldrums and Blue holes are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a coastal bloom of toxic algae that can discolour the water and kill fish commonly called?':
      "Checked (NOAA, Harmful algal blooms): toxic algal blooms are commonly called red tides and can cause paralytic shellfish poisoning. Key 'A red tide' is right; A rip tide, A spring tide and A king tide are wrong; explanation confirmed.",
    'Which energy source uses the daily rise and fall of the sea to turn turbines?':
      "Checked (Britannica, Tidal power; La Rance): tidal power uses the tides' rise and fall; La Rance in France has run since 1966. Key 'Tidal power' is right; Wave power, Geothermal power and Ocean thermal power are wrong; explanation confirmed.",
    'The collapse of which fish stock off Newfoundland led Canada to ban its fishery in 1992?':
      "Checked (Britannica, Grand Banks; Fisheries and Oceans Canada): the northern cod moratorium of 1992 followed the stock's collapse; about 30,000 jobs were lost. Key 'Cod' is right; Hake, Ling and Herring are wrong; explanation confirmed.",
    'Which 1982 UN treaty is often called a constitution for the oceans?':
      "Checked (United Nations, UNCLOS): the 1982 UN Convention on the Law of the Sea is called a constitution for the oceans. Key 'UNCLOS' is right; MARPOL, CITES and OSPAR are wrong; explanation confirmed.",
    "How far from the coast does a country's exclusive economic zone usually extend?":
      "Checked (UNCLOS articles 3 and 57): an EEZ extends up to 200 nautical miles; territorial waters 12 nautical miles. Key '200 nautical miles' is right; 12 nautical miles, 50 nautical miles and 500 nautical miles are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
  },
};
