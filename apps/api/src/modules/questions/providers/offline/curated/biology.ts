import type { CuratedBank } from './bank.js';

export const biology: CuratedBank = {
  key: 'biology',
  sections: {
    'Cells and genetics': [
      'e|What is the basic unit of life?|The cell|The atom;The organ;The tissue|All living things are made of one or more cells.',
      'e|Which organelle is known as the powerhouse of the cell?|The mitochondrion|The nucleus;The ribosome;The Golgi apparatus|Mitochondria release energy from food through respiration.',
      'm|Where in a plant cell does photosynthesis happen?|In the chloroplasts|In the mitochondria;In the nucleus;In the vacuole|Chloroplasts contain chlorophyll, which captures light energy.',
      "e|What shape is a DNA molecule?|A double helix|A single spiral;A triple helix;A straight chain|DNA's two strands twist around each other like a spiral staircase.",
      'h|Which scientists published the double-helix structure of DNA in 1953?|James Watson and Francis Crick|Gregor Mendel and Charles Darwin;Louis Pasteur and Robert Koch;Alfred Wallace and Thomas Huxley|Their model drew on X-ray images made by Rosalind Franklin.',
      'm|How many chromosomes does a typical human body cell have?|46|23;44;48|Human body cells have 23 pairs of chromosomes.',
      'm|Which monk is known as the father of genetics for his work with pea plants?|Gregor Mendel|Charles Darwin;Louis Pasteur;Carl Linnaeus|Mendel discovered the basic rules of inheritance in the 1860s.',
      'h|Which scientist devised the two-part naming system for species, such as Homo sapiens?|Carl Linnaeus|Charles Darwin;Aristotle;Gregor Mendel|Linnaeus set out binomial naming in the 18th century.',
      'm|What is the division of a cell into two identical cells called?|Mitosis|Meiosis;Osmosis;Fermentation|Mitosis is how the body grows and repairs itself.',
      'h|What is the movement of water across a partially permeable membrane called?|Osmosis|Diffusion;Respiration;Transpiration|Water moves by osmosis from a dilute solution to a more concentrated one.',
      'h|Which molecule carries energy for use within cells?|ATP|DNA;RNA;Haemoglobin|Adenosine triphosphate is often called the energy currency of the cell.',
      'h|Which theory states that all living things are made of cells?|Cell theory|Germ theory;Atomic theory;The Big Bang theory|Cell theory was developed in the 1830s by Schleiden and Schwann.',
    ],
    'Living things': [
      'e|What are animals that eat only plants called?|Herbivores|Carnivores;Omnivores;Insectivores|Cows, rabbits and deer are herbivores.',
      'e|What is an animal that eats both plants and meat called?|An omnivore|A herbivore;A carnivore;A detritivore|Bears, pigs and humans are omnivores.',
      'm|What is the change from caterpillar to butterfly called?|Metamorphosis|Photosynthesis;Mitosis;Migration|Butterflies go through egg, larva, pupa and adult stages.',
      'm|Which kingdom of life do mushrooms belong to?|Fungi|Plants;Animals;Bacteria|Fungi cannot make their own food by photosynthesis.',
      'e|Which class of animals is warm-blooded, has hair and feeds its young on milk?|Mammals|Reptiles;Amphibians;Birds|All mammals produce milk for their young.',
      'm|Which group of animals includes frogs, toads and salamanders?|Amphibians|Reptiles;Fish;Crustaceans|Most amphibians start life in water and later live on land.',
      'e|What type of animal is a whale?|A mammal|A fish;An amphibian;A reptile|Whales breathe air and feed their young on milk.',
      'e|What is the green pigment in plants that absorbs light?|Chlorophyll|Carotene;Melanin;Haemoglobin|Chlorophyll absorbs red and blue light and reflects green.',
      'h|Which scientist showed that microbes cause fermentation and developed pasteurisation?|Louis Pasteur|Robert Koch;Joseph Lister;Edward Jenner|Pasteurisation heats food to kill harmful microbes.',
    ],
    Ecology: [
      'm|What is the variety of all living things in an area called?|Biodiversity|Biomass;Ecology;Habitat|Rainforests and coral reefs have very high biodiversity.',
      'h|In a food chain, what are organisms that make their own food called?|Producers|Consumers;Decomposers;Predators|Plants and algae are producers.',
      'm|What are organisms such as fungi and bacteria that break down dead material called?|Decomposers|Producers;Predators;Parasites|Decomposers return nutrients to the soil.',
      'm|What are organisms that live on or in a host and harm it called?|Parasites|Scavengers;Producers;Predators|Tapeworms, fleas and ticks are parasites.',
      'e|Which organs do fish use to breathe underwater?|Gills|Lungs;Fins;Scales|Gills take in oxygen dissolved in the water.',
      'e|Which blood cells fight infection?|White blood cells|Red blood cells;Platelets;Nerve cells|White blood cells are part of the immune system.',
      'h|Which type of cell division produces sperm and egg cells?|Meiosis|Mitosis;Binary fission;Budding|Meiosis halves the number of chromosomes, making sex cells.',
      'h|Which naturalist proposed evolution by natural selection independently of Charles Darwin?|Alfred Russel Wallace|Thomas Huxley;Jean-Baptiste Lamarck;Herbert Spencer|Papers by Wallace and Darwin were read together at the Linnean Society in 1858.',
      "h|Which sugar forms part of the backbone of DNA?|Deoxyribose|Glucose;Fructose;Sucrose|DNA's backbone alternates deoxyribose sugars and phosphate groups.",
    ],
  },
};
