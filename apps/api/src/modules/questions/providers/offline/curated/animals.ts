import type { CuratedBank } from './bank.js';

export const animals: CuratedBank = {
  key: 'animals',
  sections: {
    Mammals: [
      'e|What is the fastest land animal?|The cheetah|The lion;The pronghorn;The greyhound|Cheetahs can sprint at around 100 km/h over short distances.',
      'e|What is the tallest living animal?|The giraffe|The elephant;The ostrich;The moose|Adult male giraffes can be over 5 metres tall.',
      'e|What is the largest animal ever known to have lived?|The blue whale|The whale shark;The African elephant;The giant squid|Blue whales can be about 30 metres long and weigh around 150 tonnes or more.',
      'e|Which mammal is capable of true flight?|The bat|The flying squirrel;The sugar glider;The colugo|Other gliding mammals glide; only bats truly fly.',
      "e|What do giant pandas mainly eat?|Bamboo|Eucalyptus;Fish;Berries|Bamboo makes up about 99 percent of a giant panda's diet.",
      "m|What is a baby kangaroo called?|A joey|A kit;A cub;A calf|A joey grows in its mother's pouch.",
      'm|Which is the largest species of big cat?|The tiger|The lion;The jaguar;The leopard|Siberian tigers are the largest cats in the world.',
      'm|Which Australian mammal lays eggs?|The platypus|The wombat;The koala;The kangaroo|The platypus and the echidnas are the only egg-laying mammals.',
      'h|Which mammal has the longest pregnancy?|The African elephant|The blue whale;The giraffe;The rhinoceros|African elephants are pregnant for about 22 months.',
      "m|Which animal appears on Australia's coat of arms alongside the emu?|The kangaroo|The koala;The wombat;The platypus|The kangaroo and emu were chosen partly because they rarely walk backwards.",
      'm|On which continent do giraffes live in the wild?|Africa|Asia;South America;Australia|Wild giraffes live only in Africa.',
    ],
    'Animal groups and names': [
      'e|What is a group of lions called?|A pride|A pack;A herd;A flock|A pride is usually made up of related females, their cubs and a few males.',
      'h|What is a group of crows called?|A murder|A parliament;A pride;A gaggle|A group of crows is a murder; a parliament is a group of owls and a gaggle a group of geese.',
      'm|What is a group of wolves called?|A pack|A pride;A pod;A herd|Wolf packs are usually family groups.',
      'm|What is a male bee called?|A drone|A worker;A queen;A soldier|Drones mate with the queen and do not collect food.',
      'm|What is a young frog called?|A tadpole|A fry;A cub;A kid|Tadpoles live in water and breathe through gills.',
    ],
    Birds: [
      'm|What is the largest living bird?|The ostrich|The emu;The albatross;The condor|Ostriches can be over 2.5 metres tall and cannot fly.',
      'h|Which bird has the largest wingspan of any living bird?|The wandering albatross|The Andean condor;The golden eagle;The white stork|Its wings can span about 3.5 metres.',
      'm|Which bird is a traditional symbol of peace?|The dove|The eagle;The swan;The owl|A white dove with an olive branch is a long-standing symbol of peace.',
      'm|Which flightless bird is the national symbol of New Zealand?|The kiwi|The emu;The cassowary;The ostrich|Kiwi lay eggs that are very large for their body size.',
    ],
    'Reptiles, insects and spiders': [
      'h|What is the largest living reptile?|The saltwater crocodile|The Komodo dragon;The green anaconda;The leatherback turtle|Male saltwater crocodiles can exceed 6 metres in length.',
      'm|What is the largest living lizard?|The Komodo dragon|The green iguana;The Gila monster;The chameleon|Komodo dragons can grow to about 3 metres long.',
      'e|How many legs does an insect have?|6|4;8;10|Insects have six legs and three body parts.',
      'e|How many legs does a spider have?|8|6;10;12|Spiders have eight legs: they are arachnids, not insects.',
      'm|What do caterpillars turn into?|Butterflies or moths|Beetles;Dragonflies;Grasshoppers|Caterpillars are the larvae of butterflies and moths.',
      "m|Which African animal's black and white stripes are unique to each individual?|The zebra|The skunk;The panda;The badger|No two zebras have exactly the same stripe pattern.",
    ],
  },
};
