import type { CuratedBank } from './bank.js';

export const dinosaurs: CuratedBank = {
  key: 'dinosaurs',
  sections: {
    'Famous dinosaurs': [
      "e|Which dinosaur's name means tyrant lizard king?|Tyrannosaurus rex|Velociraptor;Allosaurus;Spinosaurus|Tyrannosaurus rex was one of the largest meat-eating dinosaurs.",
      'e|Which dinosaur had three horns on its face?|Triceratops|Stegosaurus;Ankylosaurus;Diplodocus|Triceratops means three-horned face.',
      "e|Which dinosaur had large bony plates along its back and spikes on its tail?|Stegosaurus|Triceratops;Brachiosaurus;Velociraptor|Stegosaurus's tail spikes are nicknamed the thagomizer.",
      'm|Which long-necked dinosaur had a long, whip-like tail?|Diplodocus|Triceratops;Stegosaurus;Iguanodon|Diplodocus could be around 25 metres long.',
      "m|Which dinosaur from the film Jurassic Park was in reality about the size of a turkey?|Velociraptor|Tyrannosaurus;Dilophosaurus;Gallimimus|The film's raptors were based on the larger Deinonychus.",
      'm|Which dinosaur had a club at the end of its tail and armour on its back?|Ankylosaurus|Stegosaurus;Triceratops;Parasaurolophus|Ankylosaurus could swing its tail club at predators.',
      'h|Which dinosaur had a long hollow crest that may have been used to make sounds?|Parasaurolophus|Pachycephalosaurus;Iguanodon;Compsognathus|Air passing through the crest may have made a deep call.',
      "h|What shape was Iguanodon's thumb?|A spike|A hook;A hoof;A flipper|Early scientists thought the thumb spike was a horn on its nose.",
      'm|Which dinosaur had a huge sail on its back and may have been longer than T. rex?|Spinosaurus|Stegosaurus;Dimetrodon;Allosaurus|Spinosaurus probably hunted fish in rivers.',
      'h|Which large meat-eating dinosaur hunted in North America in the Late Jurassic?|Allosaurus|Tyrannosaurus;Spinosaurus;Giganotosaurus|Allosaurus lived about 150 million years ago, long before T. rex.',
      'h|Which dinosaur had a very thick, domed skull?|Pachycephalosaurus|Parasaurolophus;Protoceratops;Psittacosaurus|Its skull roof could be up to 25 cm thick.',
      'e|What did Triceratops eat?|Plants|Meat;Fish;Insects|Triceratops used its beak to crop tough plants.',
    ],
    'Dinosaur times': [
      'e|What does the word dinosaur mean?|Terrible lizard|Giant reptile;Ancient beast;Thunder lizard|The name comes from the Greek deinos (terrible) and sauros (lizard).',
      'm|In which geological period did Tyrannosaurus rex live?|The Cretaceous|The Jurassic;The Triassic;The Permian|T. rex lived at the very end of the Cretaceous, about 68 to 66 million years ago.',
      'm|In which period did Stegosaurus live?|The Jurassic|The Cretaceous;The Triassic;The Permian|Stegosaurus lived in the Late Jurassic, about 150 million years ago.',
      'm|About how long ago did the non-bird dinosaurs die out?|66 million years ago|6.6 million years ago;660 million years ago;250 million years ago|The mass extinction ended the Cretaceous period.',
      'e|What is thought to be the main cause of the extinction of the dinosaurs?|An asteroid impact|An ice age;A plague;Hunting by early humans|An asteroid about 10 km wide struck what is now Mexico.',
      'm|In which country is the Chicxulub impact crater?|Mexico|Russia;Australia;Canada|The crater lies beneath the Yucatán Peninsula.',
      'm|What is the correct order of the three periods of the Mesozoic Era?|Triassic, Jurassic, Cretaceous|Jurassic, Triassic, Cretaceous;Cretaceous, Jurassic, Triassic;Triassic, Cretaceous, Jurassic|The Mesozoic lasted from about 252 to 66 million years ago.',
    ],
    'Relatives and discoveries': [
      'e|Which living animals are descended from dinosaurs?|Birds|Crocodiles;Lizards;Snakes|Birds evolved from small feathered theropod dinosaurs.',
      'm|What were the flying reptiles that lived alongside the dinosaurs called?|Pterosaurs|Plesiosaurs;Ichthyosaurs;Mosasaurs|Pterosaurs were reptiles but not dinosaurs.',
      'h|Were pterosaurs dinosaurs?|No|Yes;Only the largest ones;Only the feathered ones|Pterosaurs were close relatives of dinosaurs, not dinosaurs themselves.',
      'm|Which marine reptiles had long necks and paddle-like flippers?|Plesiosaurs|Pterosaurs;Ankylosaurs;Raptors|Plesiosaurs swam in the seas of the Mesozoic Era.',
      'h|Which group of living reptiles is most closely related to dinosaurs?|Crocodilians|Lizards;Snakes;Turtles|Crocodilians and dinosaurs both belong to the archosaurs.',
      "h|Which English scientist coined the word dinosaur in 1842?|Richard Owen|Charles Darwin;Gideon Mantell;William Buckland|Owen later founded London's Natural History Museum.",
      'h|Which was the first dinosaur to be scientifically named, in 1824?|Megalosaurus|Iguanodon;Tyrannosaurus;Brachiosaurus|William Buckland named Megalosaurus from fossils found in England.',
      'e|What are the preserved remains or traces of ancient life in rock called?|Fossils|Minerals;Crystals;Sediments|Most dinosaur fossils are bones and teeth turned to stone.',
      'e|What did Tyrannosaurus rex mainly eat?|Other animals|Plants;Fruit;Seaweed|T. rex was a large predator with teeth up to about 30 cm long.',
      "e|Which long-necked dinosaur's name means thunder lizard?|Brontosaurus|Triceratops;Velociraptor;Stegosaurus|The name Brontosaurus comes from the Greek for thunder and lizard.",
      'h|In which present-day country were the first Velociraptor fossils found?|Mongolia|China;Argentina;Canada|Velociraptor was described in 1924 from fossils found in the Gobi Desert of Mongolia.',
      'h|Which group of horned, beaked plant-eaters does Triceratops belong to?|Ceratopsians|Sauropods;Theropods;Hadrosaurs|Ceratopsians had beaks, neck frills and often horns.',
    ],
  },
};
