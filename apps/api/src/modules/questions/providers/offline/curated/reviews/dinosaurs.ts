import type { BankReview } from './review.js';

/** bank-h2's check of bank-h1's dinosaurs bank (ADR 0195); registered in index.ts once both are merged. */
export const dinosaursReview: BankReview = {
  bank: 'dinosaurs',
  writer: 'bank-h1',
  reviewer: 'bank-h2',
  checks: {
    "Which dinosaur's name means tyrant lizard king?":
      "Checked (Britannica, Tyrannosaurus): Osborn's 1905 name Tyrannosaurus rex means tyrant lizard king. Tyrannosaurus rex is right and Velociraptor, Allosaurus and Spinosaurus are wrong; explanation confirmed.",
    'Which dinosaur had three horns on its face?':
      'Checked (Britannica, Triceratops): Triceratops had a nose horn and two brow horns; the name means three-horned face. Triceratops is right and Stegosaurus, Ankylosaurus and Diplodocus are wrong; explanation confirmed.',
    'Which dinosaur had large bony plates along its back and spikes on its tail?':
      'Checked (Natural History Museum dinosaur directory, Stegosaurus): Stegosaurus bore two rows of plates along its back and tail spikes; the thagomizer nickname comes from a Far Side cartoon. Stegosaurus is right and Triceratops, Brachiosaurus and Velociraptor are wrong; explanation confirmed.',
    'Which long-necked dinosaur had a long, whip-like tail?':
      'Checked (Britannica, Diplodocus): Diplodocus had a very long whip-like tail and reached about 25-27 m; Brachiosaurus had a short tail and Stegosaurus and Iguanodon were not long-necked. Diplodocus is right and Brachiosaurus, Stegosaurus and Iguanodon are wrong; explanation confirmed.',
    'Which dinosaur from the film Jurassic Park was in reality about the size of a turkey?':
      "Checked (Britannica, Velociraptor): Velociraptor was about 1.8 m long and around 15 kg, turkey-sized; the film's large raptors were modelled on Deinonychus. Velociraptor is right and Tyrannosaurus, Dilophosaurus and Gallimimus are wrong; explanation confirmed.",
    'Which dinosaur had a club at the end of its tail and armour on its back?':
      'Checked (Britannica, Ankylosaurus): Ankylosaurus carried bony armour and a heavy tail club. Ankylosaurus is right and Stegosaurus, Triceratops and Parasaurolophus are wrong; explanation confirmed.',
    'Which dinosaur had a long hollow crest that may have been used to make sounds?':
      'Checked (Britannica, Parasaurolophus): its long hollow crest held air passages thought to resonate as a call. Parasaurolophus is right and Pachycephalosaurus, Iguanodon and Compsognathus are wrong; explanation confirmed.',
    "What shape was Iguanodon's thumb?":
      'Checked (Natural History Museum, Iguanodon): Iguanodon had a conical thumb spike that Mantell first placed on its nose as a horn. A spike is right and A hook, A hoof and A flipper are wrong; explanation confirmed.',
    'Which dinosaur had a huge sail on its back and may have been longer than T. rex?':
      "Checked (Britannica, Spinosaurus): Spinosaurus had a sail of tall neural spines and estimates of 14-15 m exceed T. rex's 12-12.3 m; Dimetrodon is not a dinosaur and was about 3 m long. Spinosaurus is right and Stegosaurus, Dimetrodon and Allosaurus are wrong; explanation confirmed.",
    'Which large meat-eating dinosaur hunted in North America in the Late Jurassic?':
      'Checked (Britannica, Allosaurus): Allosaurus lived in Late Jurassic North America (Morrison Formation, about 155-145 million years ago); T. rex is Late Cretaceous, Spinosaurus African, Giganotosaurus South American. Allosaurus is right and Tyrannosaurus, Spinosaurus and Giganotosaurus are wrong; explanation confirmed.',
    'Which dinosaur had a very thick, domed skull?':
      'Checked (Britannica, Pachycephalosaurus): its domed skull roof was up to about 25 cm thick. Pachycephalosaurus is right and Parasaurolophus, Protoceratops and Psittacosaurus are wrong; explanation confirmed.',
    'What did Triceratops eat?':
      'Checked (Britannica, Triceratops): Triceratops was a beaked herbivore. Plants is right and Meat, Fish and Insects are wrong; explanation confirmed.',
    'What did Tyrannosaurus rex mainly eat?':
      'Checked (Britannica, Tyrannosaurus): T. rex was a predator and scavenger of other dinosaurs; its largest teeth reach about 30 cm including the root. Other animals is right and Plants, Fruit and Seaweed are wrong; explanation confirmed.',
    "Which long-necked dinosaur's name means thunder lizard?":
      'Checked (Britannica, Brontosaurus (Apatosaurus)): Brontosaurus means thunder lizard (Greek bronte and sauros) and is again treated as a valid genus since 2015. Brontosaurus is right and Brachiosaurus, Diplodocus and Camarasaurus are wrong; explanation confirmed.',
    'Which group of horned, beaked plant-eaters does Triceratops belong to?':
      'Checked (Britannica, Ceratopsian): Triceratops belongs to the Ceratopsia, beaked frilled horned herbivores. Ceratopsians is right and Sauropods, Theropods and Hadrosaurs are wrong; explanation confirmed.',
    'Which long-necked dinosaur had front legs longer than its back legs, like a giraffe?':
      'Checked (Natural History Museum, Brachiosaurus): Brachiosaurus (arm lizard) had forelimbs longer than its hind limbs. Brachiosaurus is right and Diplodocus, Stegosaurus and Triceratops are wrong; explanation confirmed.',
    'Which of these dinosaurs walked on four legs?':
      'Checked (Britannica, Stegosaurus): Stegosaurus was quadrupedal; T. rex, Velociraptor and Allosaurus are bipedal theropods. Stegosaurus is right and Tyrannosaurus rex, Velociraptor and Allosaurus are wrong; explanation confirmed.',
    'Which of these dinosaurs was a meat-eater?':
      'Checked (Britannica, Allosaurus): Allosaurus was a carnivorous theropod; Diplodocus, Stegosaurus and Iguanodon were herbivores. Allosaurus is right and Diplodocus, Stegosaurus and Iguanodon are wrong; explanation confirmed.',
    'Which of these dinosaurs was the heaviest?':
      'Checked (Britannica, Brachiosaurus): Brachiosaurus is estimated at 30 tonnes or more, far above T. rex (about 8-9 t), Triceratops and Stegosaurus. Brachiosaurus is right and Tyrannosaurus rex, Stegosaurus and Triceratops are wrong; explanation confirmed.',
    'Stegosaurus is famous for having a brain about the size of what?':
      'Checked (Britannica, Stegosaurus): Stegosaurus is famous for a brain roughly the size of a walnut. A walnut is right and A melon, A football and A pumpkin are wrong; explanation confirmed.',
    'On how many legs did Tyrannosaurus rex walk?':
      'Checked (Britannica, Tyrannosaurus): T. rex was bipedal and balanced on a heavy tail. Two is right and Four, Three and Six are wrong; explanation confirmed.',
    "Which dinosaur's name means roofed lizard?":
      'Checked (Britannica, Stegosaurus): Marsh named it roofed lizard believing the plates lay flat like roof tiles. Stegosaurus is right and Ankylosaurus, Triceratops and Iguanodon are wrong; explanation confirmed.',
    'Which horned dinosaur had one long nose horn and a frill edged with long spikes?':
      'Checked (Britannica, Styracosaurus): Styracosaurus (spiked lizard) had one long nose horn and long spikes on its frill; Triceratops had three horns, Protoceratops none, Chasmosaurus short horns and no long frill spikes. Styracosaurus is right and Triceratops, Protoceratops and Chasmosaurus are wrong; explanation confirmed.',
    'How many long spikes did Stegosaurus have at the end of its tail?':
      'Checked (Wikipedia, Stegosaurus (Carpenter et al. 2005)): Stegosaurus had four tail spikes; an Allosaurus caudal vertebra has a puncture matching one. Four is right and Two, Six and Eight are wrong; explanation confirmed.',
    'Which small relative of the horned dinosaurs has a name meaning parrot lizard?':
      'Checked (Britannica, Psittacosaurus): Psittacosaurus (parrot lizard) was an Early Cretaceous basal ceratopsian from Asia. Psittacosaurus is right and Protoceratops, Pachycephalosaurus and Parasaurolophus are wrong; explanation confirmed.',
    "Which dinosaur's name, meaning double beam, refers to special bones under its tail?":
      'Checked (Britannica, Diplodocus): Diplodocus means double beam after the two-pronged chevron bones under its tail. Diplodocus is right and Brachiosaurus, Camarasaurus and Apatosaurus are wrong; explanation confirmed.',
    'Which large meat-eating dinosaur had tiny arms with only two fingers on each hand?':
      "Checked (Britannica, Tyrannosaurus): T. rex's arms were about 1 m long with two fingers; Allosaurus, Spinosaurus and Velociraptor had three fingers. Tyrannosaurus rex is right and Allosaurus, Spinosaurus and Velociraptor are wrong; explanation confirmed.",
    'Which dinosaur, shown hunting in packs in films, had a large curved claw on each foot?':
      'Checked (Britannica, Velociraptor): Velociraptor had an enlarged sickle claw on the second toe, held clear of the ground. Velociraptor is right and Allosaurus, Spinosaurus and Tyrannosaurus are wrong; explanation confirmed.',
    'Roughly how long was an adult Tyrannosaurus rex from snout to tail?':
      'Checked (Field Museum, SUE the T. rex): Sue is about 12.3 m long; adult T. rex were about 12 m. About 12 metres is right and About 5 metres, About 25 metres and About 40 metres are wrong; explanation confirmed.',
    'On which continent did Tyrannosaurus rex live?':
      'Checked (Britannica, Tyrannosaurus): T. rex fossils come from western North America (Montana, South Dakota, Alberta, Saskatchewan and others). North America is right and Africa, Asia and South America are wrong; explanation confirmed.',
    'Brain casts suggest Tyrannosaurus rex had an especially keen version of which sense?':
      'Checked (Wikipedia, Tyrannosaurus (Witmer and Ridgely)): endocasts show very large olfactory bulbs, a keen sense of smell. Smell is right and Taste, Touch and Hearing are wrong; explanation confirmed.',
    'Which group of two-legged, mostly meat-eating dinosaurs includes T. rex and Velociraptor?':
      'Checked (Britannica, Theropod): theropods were bipedal and mostly carnivorous, include T. rex and Velociraptor, and birds are theropods. Theropods is right and Sauropods, Ornithopods and Ceratopsians are wrong; explanation confirmed.',
    "Which dinosaur's name means swift thief?":
      'Checked (Britannica, Velociraptor): the name means swift seizer or thief, from Latin velox and raptor. Velociraptor is right and Oviraptor, Deinonychus and Microraptor are wrong; explanation confirmed.',
    "Which dinosaur's name means egg thief, though it was probably sitting on its own eggs?":
      "Checked (Britannica, Oviraptor): Oviraptor means egg thief; the 1923 holotype lay on a nest later shown to be its own kind's. Oviraptor is right and Velociraptor, Troodon and Gallimimus are wrong; explanation confirmed.",
    'What does the dinosaur name Deinonychus mean?':
      "Checked (Britannica, Deinonychus): Deinonychus means terrible claw; Ostrom's 1969 description began the dinosaur renaissance. Terrible claw is right and Swift thief, Egg thief and Fearsome tooth are wrong; explanation confirmed.",
    'Which giant meat-eater, found in Argentina in the 1990s, rivalled T. rex in size?':
      'Checked (Britannica, Giganotosaurus): found in Neuquén, Argentina, in 1993 and named in 1995; it lived about 99-97 million years ago, some 30 million years before T. rex. Giganotosaurus is right and Carnotaurus, Allosaurus and Megalosaurus are wrong; explanation confirmed.',
    'Which family of sickle-clawed dinosaurs does Velociraptor belong to?':
      'Checked (Britannica, Dromaeosaur): Velociraptor is a dromaeosaurid, a feathered family closely related to birds. Dromaeosaurids is right and Tyrannosaurids, Troodontids and Ornithomimids are wrong; explanation confirmed.',
    'Spinosaurus fossils come mainly from which continent?':
      "Checked (Britannica, Spinosaurus): Spinosaurus fossils come from North Africa (Egypt's Bahariya and Morocco's Kem Kem beds). Africa is right and South America, Asia and Australia are wrong; explanation confirmed.",
    "Which South American meat-eater had two horns above its eyes and arms even stubbier than T. rex's?":
      'Checked (Britannica, Carnotaurus): Carnotaurus (meat-eating bull) from Argentina had two brow horns and extremely reduced forelimbs. Carnotaurus is right and Giganotosaurus, Allosaurus and Ceratosaurus are wrong; explanation confirmed.',
    'Which small Late Jurassic meat-eater was found in the Solnhofen limestone of Bavaria in the 1850s?':
      'Checked (Wikipedia, Compsognathus): Compsognathus from the Solnhofen limestone (described 1859) was long the smallest known dinosaur, around the size of a turkey. Compsognathus is right and Velociraptor, Coelophysis and Microraptor are wrong; explanation confirmed.',
    'Which fish-eating dinosaur with a huge thumb claw was found by an amateur collector in a Surrey clay pit in 1983?':
      'Checked (Natural History Museum, Baryonyx): William Walker found it in a Surrey clay pit in 1983; fish scales lay in its gut; the name means heavy claw. Baryonyx is right and Megalosaurus, Iguanodon and Neovenator are wrong; explanation confirmed.',
    'Which small dinosaur from China had feathered wings on both its arms and its legs?':
      'Checked (Wikipedia, Microraptor): Microraptor from Liaoning had long feathers on arms and legs; melanosomes indicate iridescent black plumage. Microraptor is right and Archaeopteryx, Sinosauropteryx and Velociraptor are wrong; explanation confirmed.',
    'Which was the first non-bird dinosaur found with traces of feathers, described in 1996?':
      'Checked (Britannica, Sinosauropteryx): described in 1996, it was the first non-avian dinosaur with feather-like filaments. Sinosauropteryx is right and Microraptor, Yutyrannus and Caudipteryx are wrong; explanation confirmed.',
    'Which close Asian relative of Tyrannosaurus lived in what is now Mongolia?':
      'Checked (Britannica, Tarbosaurus): Tarbosaurus from Mongolia is a close relative sometimes sunk into Tyrannosaurus as T. bataar; the wrong options are North American tyrannosaurs. Tarbosaurus is right and Albertosaurus, Daspletosaurus and Gorgosaurus are wrong; explanation confirmed.',
    'Which slender early meat-eater is known from hundreds of skeletons at Ghost Ranch, New Mexico?':
      'Checked (Britannica, Coelophysis): hundreds of Coelophysis skeletons were found at Ghost Ranch; it is the state fossil of New Mexico and Late Triassic. Coelophysis is right and Compsognathus, Herrerasaurus and Eoraptor are wrong; explanation confirmed.',
    'Which dinosaur had hand claws perhaps a metre long, probably used to pull down branches?':
      'Checked (Britannica, Therizinosaurus): its hand claws reached about 1 m; the name means scythe lizard and it was a herbivorous theropod. Therizinosaurus is right and Deinocheirus, Baryonyx and Megaraptor are wrong; explanation confirmed.',
    'Which Mongolian dinosaur, known for decades only from its huge arms, turned out to have a hump and a duck-like bill?':
      'Checked (Wikipedia, Deinocheirus (Lee et al. 2014)): arms found in 1965; 2014 skeletons showed a hump-like sail and duck-like bill. Deinocheirus is right and Therizinosaurus, Gallimimus and Spinosaurus are wrong; explanation confirmed.',
    'Which Antarctic meat-eater, named in 1994, had a crest across its head likened to a quiff?':
      'Checked (Britannica, Cryolophosaurus): named in 1994 from Antarctica, with a transverse crest that earned the nickname Elvisaurus. Cryolophosaurus is right and Dilophosaurus, Monolophosaurus and Guanlong are wrong; explanation confirmed.',
    'Which German palaeontologist described Spinosaurus, whose fossils were destroyed in a bombing raid on Munich in 1944?':
      'Checked (Britannica, Spinosaurus): Ernst Stromer named it in 1915 from Egyptian fossils destroyed in the April 1944 bombing of Munich. Ernst Stromer is right and Werner Janensch, Friedrich von Huene and Othenio Abel are wrong; explanation confirmed.',
    'Which group of huge, long-necked plant-eaters includes Diplodocus and Brachiosaurus?':
      'Checked (Britannica, Sauropod): sauropods, such as Diplodocus and Brachiosaurus, were the largest land animals. Sauropods is right and Theropods, Hadrosaurs and Ceratopsians are wrong; explanation confirmed.',
    'Which group of plant-eating dinosaurs is known as the duck-billed dinosaurs?':
      'Checked (Britannica, Hadrosaur): hadrosaurs are the duck-billed dinosaurs with dental batteries of hundreds of teeth. Hadrosaurs is right and Ceratopsians, Sauropods and Ankylosaurs are wrong; explanation confirmed.',
    'What word describes plant-eating dinosaurs such as Diplodocus?':
      'Checked (Britannica, Herbivore): plant-eaters are herbivores; sauropods did not chew their food. Herbivores is right and Carnivores, Omnivores and Insectivores are wrong; explanation confirmed.',
    'Which huge sauropod, named in 1993, takes its name from the country where it was found?':
      'Checked (Britannica, Argentinosaurus): named by Bonaparte and Coria in 1993 after Argentina; estimated 65-100 tonnes. Argentinosaurus is right and Patagotitan, Dreadnoughtus and Titanosaurus are wrong; explanation confirmed.',
    'Which small frilled plant-eater is locked in combat with a Velociraptor in the Fighting Dinosaurs fossil?':
      'Checked (American Museum of Natural History, Fighting Dinosaurs): the Velociraptor-Protoceratops pair was found in the Gobi in 1971, probably buried by a collapsing dune. Protoceratops is right and Oviraptor, Psittacosaurus and Triceratops are wrong; explanation confirmed.',
    'What name is given to the group of sauropods, including Argentinosaurus, that thrived in the Cretaceous?':
      'Checked (Britannica, Titanosaur): titanosaurs, including Argentinosaurus, flourished in the Cretaceous and are known from every continent including Antarctica. Titanosaurs is right and Diplodocids, Brachiosaurids and Hadrosaurs are wrong; explanation confirmed.',
    'Which Chinese sauropod had one of the longest necks of any animal, about half its body length?':
      "Checked (Britannica, Mamenchisaurus): Mamenchisaurus from China had a neck about half its body length; M. sinocanadorum's neck is estimated at about 15 m. Mamenchisaurus is right and Brachiosaurus, Diplodocus and Argentinosaurus are wrong; explanation confirmed.",
    'Which South American sauropod had two rows of tall spines along its neck?':
      'Checked (Britannica, Amargasaurus): Amargasaurus from Argentina had paired rows of tall spines along its neck. Amargasaurus is right and Mamenchisaurus, Diplodocus and Saltasaurus are wrong; explanation confirmed.',
    'Which African sauropod had a wide, straight-edged mouth packed with hundreds of teeth for cropping plants?':
      "Checked (Wikipedia, Nigersaurus): Sereno's team described it from Niger; its broad straight mouth held over 500 teeth including replacements. Nigersaurus is right and Jobaria, Amargasaurus and Saltasaurus are wrong; explanation confirmed.",
    'Which sauropod was the first found with bony armour in its skin?':
      'Checked (Britannica, Saltasaurus): Saltasaurus (1980, Salta Province) was the first sauropod found with osteoderms. Saltasaurus is right and Argentinosaurus, Amargasaurus and Camarasaurus are wrong; explanation confirmed.',
    'Dozens of skeletons of which dinosaur were found in a Belgian coal mine at Bernissart in 1878?':
      'Checked (Royal Belgian Institute of Natural Sciences, Bernissart Iguanodons): about 30 Iguanodon skeletons were found at Bernissart in 1878 and several stand mounted in Brussels. Iguanodon is right and Megalosaurus, Hylaeosaurus and Plateosaurus are wrong; explanation confirmed.',
    "Which duck-billed dinosaur's name means good mother lizard?":
      "Checked (Britannica, Maiasaura): Maiasaura means good mother lizard; Horner's Montana nesting site was found in 1978. Maiasaura is right and Hadrosaurus, Edmontosaurus and Corythosaurus are wrong; explanation confirmed.",
    'Which duck-billed dinosaur had a tall, rounded crest like an ancient Greek helmet?':
      'Checked (Britannica, Corythosaurus): Corythosaurus (helmet lizard) had a rounded crest like a Corinthian helmet; Lambeosaurus had a hatchet crest. Corythosaurus is right and Parasaurolophus, Lambeosaurus and Maiasaura are wrong; explanation confirmed.',
    'Which dinosaur was the first to have its skeleton mounted for display, in Philadelphia in 1868?':
      'Checked (Academy of Natural Sciences, Hadrosaurus foulkii): found in Haddonfield, New Jersey, in 1858 and mounted by Hawkins in Philadelphia in 1868, the first mounted dinosaur skeleton. Hadrosaurus is right and Iguanodon, Megalosaurus and Allosaurus are wrong; explanation confirmed.',
    'Which armoured dinosaur, found in a Canadian mine in 2011, is so well preserved that it looks like a statue?':
      'Checked (Royal Tyrrell Museum / National Geographic, Borealopelta): found in the Suncor Millennium Mine, Alberta, in 2011; pigment shows reddish-brown countershading. Borealopelta is right and Ankylosaurus, Euoplocephalus and Scelidosaurus are wrong; explanation confirmed.',
    'Which armoured dinosaur from Dorset did Richard Owen describe in the 1860s from a nearly complete skeleton?':
      'Checked (Britannica, Scelidosaurus): Owen described Scelidosaurus from Charmouth, Dorset, in monographs of 1861 and 1863; one of the first near-complete dinosaur skeletons. Scelidosaurus is right and Hylaeosaurus, Polacanthus and Iguanodon are wrong; explanation confirmed.',
    'What are the bony plates set in the skin of armoured dinosaurs called?':
      'Checked (Britannica, Osteoderm): bony plates in the skin are osteoderms, found also in crocodiles. Osteoderms is right and Gastroliths, Gastralia and Chevrons are wrong; explanation confirmed.',
    'Which long-necked Late Triassic plant-eater is one of the commonest dinosaur fossils in Germany?':
      'Checked (Britannica, Plateosaurus): a Late Triassic long-necked prosauropod found in large numbers at Trossingen and other German sites. Plateosaurus is right and Coelophysis, Massospondylus and Herrerasaurus are wrong; explanation confirmed.',
    'Which body covering do fossils show that many small meat-eating dinosaurs had?':
      'Checked (Britannica, Feather (dinosaur feathers)): feathers are preserved on many small theropods such as Sinosauropteryx and Microraptor. Feathers is right and Fur, Shells and Blubber are wrong; explanation confirmed.',
    'What is a baby dinosaur that has just come out of its egg called?':
      'Checked (Britannica, Dinosaur (reproduction)): a newly hatched young is a hatchling; embryos are known in eggs. A hatchling is right and A calf, A cub and A fawn are wrong; explanation confirmed.',
    'What kind of teeth did most meat-eating dinosaurs have?':
      'Checked (Britannica, Theropod): most theropods had blade-like serrated teeth. Sharp, serrated blades is right and Flat, grinding molars, Blunt, peg-like stubs and Broad, leaf-shaped teeth are wrong; explanation confirmed.',
    'Which animal alive today is heavier than any known dinosaur?':
      'Checked (Britannica, Blue whale): blue whales reach about 150-190 tonnes, above any dinosaur mass estimate. The blue whale is right and The African elephant, The whale shark and The giraffe are wrong; explanation confirmed.',
    'What material covered dinosaur beaks, horns and claws, as it covers our fingernails?':
      'Checked (Britannica, Keratin): beaks, horn sheaths and claws are keratin. Keratin is right and Enamel, Chitin and Cartilage are wrong; explanation confirmed.',
    'What are fossilised dinosaur droppings called?':
      "Checked (Britannica, Coprolite): fossil dung is coprolite; Chin's 1998 Saskatchewan tyrannosaur coprolite is full of bone fragments. Coprolites is right and Gastroliths, Osteoderms and Concretions are wrong; explanation confirmed.",
    'How did dinosaurs hold their legs, unlike most lizards?':
      "Checked (Britannica, Dinosaur (posture)): dinosaurs held their limbs erect beneath the body, unlike sprawling lizards. Straight under the body is right and Sprawled out to the sides, Folded under the belly and Bent back like a frog's are wrong; explanation confirmed.",
    'How do palaeontologists estimate how old a dinosaur was when it died?':
      'Checked (Britannica, Palaeontology (bone histology)): lines of arrested growth in bone are counted like tree rings. Counting growth rings in its bones is right and Counting grooves on its teeth, Measuring the length of its claws and Weighing its skull bones are wrong; explanation confirmed.',
    'Roughly how many teeth did an adult Tyrannosaurus rex have?':
      'Checked (Britannica, Tyrannosaurus): adult T. rex had roughly 50-60 teeth, continuously replaced. About 60 is right and About 15, About 200 and About 500 are wrong; explanation confirmed.',
    'What are the stones some dinosaurs swallowed, perhaps to help grind food, called?':
      "Checked (Britannica, Gastrolith): gastroliths are swallowed stones, used like grit in a bird's gizzard. Gastroliths is right and Coprolites, Osteoderms and Otoliths are wrong; explanation confirmed.",
    'At what stage of life did Tyrannosaurus rex grow fastest, putting on up to about 2 kg a day?':
      'Checked (Erickson et al., Nature 2004 (as summarised by Britannica)): T. rex grew fastest between about 14 and 18, gaining about 2 kg a day, and rarely lived past 30. In its teens is right and In its first year, In its thirties and In its forties are wrong; explanation confirmed.',
    'About how old was the T. rex called Sue when it died, judging from growth rings?':
      'Checked (Field Museum, SUE the T. rex): growth rings put Sue at about 28 at death; her bones show healed injuries and jaw lesions. About 28 is right and About 8, About 60 and About 100 are wrong; explanation confirmed.',
    'Which major dinosaur group has a name meaning bird-hipped?':
      'Checked (Britannica, Ornithischian): Ornithischia means bird-hipped; birds descend from saurischian theropods. Ornithischia is right and Saurischia, Theropoda and Sauropoda are wrong; explanation confirmed.',
    'Which tiny structures in fossil feathers have let scientists work out the colours of some dinosaurs?':
      'Checked (Britannica, Melanosome): fossil melanosome shapes reveal black, grey and reddish-brown colouring. Melanosomes is right and Chloroplasts, Ribosomes and Lysosomes are wrong; explanation confirmed.',
    "Which cartoonist's joke gave the tail spikes of Stegosaurus the nickname thagomizer?":
      "Checked (Wikipedia, Thagomizer): Gary Larson's 1982 Far Side cartoon named the spikes after the late Thag Simmons. Gary Larson is right and Bill Watterson, Charles Schulz and Jim Davis are wrong; explanation confirmed.",
    'What does the word dinosaur mean?':
      "Checked (Britannica, Dinosaur): Owen's name comes from Greek deinos, terrible, and sauros, lizard. Terrible lizard is right and Giant reptile, Ancient beast and Thunder lizard are wrong; explanation confirmed.",
    'In which geological period did Tyrannosaurus rex live?':
      'Checked (Britannica, Tyrannosaurus): T. rex lived about 68-66 million years ago, at the end of the Cretaceous. The Cretaceous is right and The Jurassic, The Triassic and The Permian are wrong; explanation confirmed.',
    'In which period did Stegosaurus live?':
      'Checked (Britannica, Stegosaurus): Stegosaurus lived in the Late Jurassic, about 155-150 million years ago. The Jurassic is right and The Cretaceous, The Triassic and The Permian are wrong; explanation confirmed.',
    'About how long ago did the non-bird dinosaurs die out?':
      'Checked (Britannica, K-T extinction): non-avian dinosaurs died out about 66 million years ago at the end of the Cretaceous. 66 million years ago is right and 6.6 million years ago, 660 million years ago and 250 million years ago are wrong; explanation confirmed.',
    'What is thought to be the main cause of the extinction of the dinosaurs?':
      'Checked (Britannica, K-T extinction): an asteroid about 10 km across struck Chicxulub on the Yucatán. An asteroid impact is right and An ice age, A plague and Hunting by early humans are wrong; explanation confirmed.',
    'In which country is the Chicxulub impact crater?':
      'Checked (Britannica, Chicxulub crater): the crater lies buried under the Yucatán Peninsula, Mexico. Mexico is right and Russia, Australia and Canada are wrong; explanation confirmed.',
    'What is the correct order of the three periods of the Mesozoic Era?':
      'Checked (Britannica, Mesozoic Era): Triassic, Jurassic, Cretaceous, from about 252 to 66 million years ago. Triassic, Jurassic, Cretaceous is right and Jurassic, Triassic, Cretaceous, Cretaceous, Jurassic, Triassic and Triassic, Cretaceous, Jurassic are wrong; explanation confirmed.',
    'In which period did the first dinosaurs appear?':
      'Checked (Britannica, Dinosaur (origin)): the earliest dinosaurs appeared in the Late Triassic about 230 million years ago. The Triassic is right and The Jurassic, The Cretaceous and The Permian are wrong; explanation confirmed.',
    'Which era is often called the Age of Dinosaurs?':
      'Checked (Britannica, Mesozoic Era): the Mesozoic is the age of dinosaurs and the Cenozoic the age of mammals. The Mesozoic is right and The Palaeozoic, The Cenozoic and The Precambrian are wrong; explanation confirmed.',
    'Which group of animals survived the end of the dinosaurs and went on to dominate the land?':
      'Checked (Britannica, Cenozoic Era): mammals radiated after the extinction, reaching large sizes within about 10 million years. Mammals is right and Amphibians, Trilobites and Pterosaurs are wrong; explanation confirmed.',
    'Which of these groups lived alongside the dinosaurs and still survives today?':
      'Checked (Britannica, Shark): sharks date back over 400 million years and survive; trilobites died out before the dinosaurs, ammonites and plesiosaurs with them. Sharks is right and Trilobites, Ammonites and Plesiosaurs are wrong; explanation confirmed.',
    "Which rare metal, found at high levels in the rock layer marking the dinosaurs' extinction, pointed to an asteroid?":
      "Checked (Britannica, Alvarez hypothesis): the boundary clay's iridium anomaly pointed to an asteroid. Iridium is right and Tungsten, Titanium and Uranium are wrong; explanation confirmed.",
    'Roughly what share of species on Earth died out in the extinction that ended the Cretaceous?':
      'Checked (Britannica, K-T extinction): about three-quarters of species died out, including pterosaurs, plesiosaurs, mosasaurs and ammonites. About three-quarters is right and About a tenth, About a quarter and Almost all are wrong; explanation confirmed.',
    'Which mountain range gave its name to the Jurassic period?':
      'Checked (Britannica, Jurassic Period): named after the Jura Mountains on the France-Switzerland border. The Jura Mountains is right and The Alps, The Pyrenees and The Carpathians are wrong; explanation confirmed.',
    'Which pair of scientists proposed in 1980 that an asteroid impact wiped out the dinosaurs?':
      'Checked (Britannica, Luis W. Alvarez): Luis and Walter Alvarez proposed the impact hypothesis in 1980 from the Gubbio clay. Luis and Walter Alvarez is right and Louis and Richard Leakey, William and Lawrence Bragg and Eugene and Carolyn Shoemaker are wrong; explanation confirmed.',
    'Which huge volcanic outpourings in India are also linked to the extinction that ended the Cretaceous?':
      'Checked (Britannica, Deccan Traps): the Deccan Traps eruptions straddle the end-Cretaceous extinction; the Siberian Traps match the end-Permian. The Deccan Traps is right and The Siberian Traps, The Columbia River Basalts and The Ontong Java Plateau are wrong; explanation confirmed.',
    "Which mass extinction, about 252 million years ago, was the largest in Earth's history?":
      'Checked (Britannica, Permian extinction): about 252 million years ago, the largest mass extinction, the Great Dying. The end-Permian extinction is right and The end-Cretaceous extinction, The end-Triassic extinction and The end-Ordovician extinction are wrong; explanation confirmed.',
    'Which mass extinction, about 201 million years ago, helped dinosaurs take over in the Jurassic?':
      'Checked (Britannica, Triassic-Jurassic extinction): about 201 million years ago; many crurotarsans died out, leaving dinosaurs dominant. The end-Triassic extinction is right and The end-Permian extinction, The end-Cretaceous extinction and The end-Devonian extinction are wrong; explanation confirmed.',
    'The name Cretaceous comes from the Latin word for what?':
      'Checked (Britannica, Cretaceous Period): from Latin creta, chalk, as in the White Cliffs of Dover. Chalk is right and Clay, Sand and Flint are wrong; explanation confirmed.',
    'What is the Triassic period named after?':
      'Checked (Britannica, Triassic Period): Friedrich von Alberti named it in 1834 after three rock divisions in Germany. Three layers of rock is right and Three mass extinctions, Three early dinosaurs and Three ancient seas are wrong; explanation confirmed.',
    'What is the last stage of the Cretaceous period called?':
      'Checked (Britannica, Maastrichtian Stage): the last Cretaceous stage, named after Maastricht, where the first mosasaur was found. The Maastrichtian is right and The Campanian, The Santonian and The Cenomanian are wrong; explanation confirmed.',
    'Which early meat-eating dinosaur, about 230 million years old, is named after the Argentine goatherd who found it?':
      'Checked (Britannica, Herrerasaurus): named after Victorino Herrera, the goatherd who found it in the Ischigualasto Formation in 1959; about 231 million years old. Herrerasaurus is right and Eoraptor, Coelophysis and Staurikosaurus are wrong; explanation confirmed.',
    'Which living animals are descended from dinosaurs?':
      'Checked (Britannica, Bird (evolution)): birds evolved from small feathered theropods. Birds is right and Crocodiles, Lizards and Snakes are wrong; explanation confirmed.',
    'What were the flying reptiles that lived alongside the dinosaurs called?':
      'Checked (Britannica, Pterosaur): pterosaurs were flying reptiles and the first vertebrates to achieve powered flight. Pterosaurs is right and Plesiosaurs, Ichthyosaurs and Mosasaurs are wrong; explanation confirmed.',
    'Were pterosaurs dinosaurs?':
      'Checked (Britannica, Pterosaur): pterosaurs were close relatives of dinosaurs within the archosaurs, not dinosaurs. No is right and Yes, Only the largest ones and Only the feathered ones are wrong; explanation confirmed.',
    'Which marine reptiles had long necks and paddle-like flippers?':
      'Checked (Britannica, Plesiosaur): plesiosaurs were marine reptiles with long necks and four paddle-like flippers; ichthyosaurs, mosasaurs and placodonts lacked long necks. Plesiosaurs is right and Ichthyosaurs, Mosasaurs and Placodonts are wrong; explanation confirmed.',
    'Apart from birds, which living reptiles are the closest relatives of dinosaurs?':
      "Checked (Britannica, Archosaur): crocodilians are the closest living relatives of dinosaurs among the groups offered. Crocodilians is right and Lizards, Snakes and Turtles are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'Lizards' → 'Monitor lizards'. Rechecked by len-g: confirmed: monitor lizards are squamates; crocodilians are the living archosaurs (birds aside). Reworded by the lead (issue 14, a reviewer's note): the question sets birds aside: birds are reptiles in the cladistic sense and are themselves dinosaurs, so 'living reptiles most closely related' named them first. Rechecked by chk2: confirmed: with birds set aside, crocodilians are the only other living archosaurs, so Crocodilians is the only right option; turtles (the archosaurs' sister group in molecular studies, so a good distractor), monitor lizards and snakes (both squamates) are more distant and definitely wrong; the question is unambiguous and the explanation is right (crocodilians and dinosaurs are both archosaurs, and birds are living dinosaurs).",
    'Which of these prehistoric animals was a mammal, not a dinosaur?':
      'Checked (Britannica, Mammoth): the woolly mammoth was an Ice Age mammal. Woolly mammoth is right and Stegosaurus, Iguanodon and Ankylosaurus are wrong; explanation confirmed.',
    'Which dolphin-shaped marine reptiles swam in the seas of the dinosaur age?':
      'Checked (Britannica, Ichthyosaur): dolphin-shaped marine reptiles that gave birth to live young. Ichthyosaurs is right and Plesiosaurs, Pterosaurs and Mosasaurs are wrong; explanation confirmed.',
    'Which fossil animal, with feathers, teeth and a long bony tail, is often called the first bird?':
      'Checked (Britannica, Archaeopteryx): all specimens come from the Solnhofen limestone of Bavaria; it had feathers, teeth and a bony tail. Archaeopteryx is right and Pteranodon, Microraptor and Confuciusornis are wrong; explanation confirmed.',
    'Which prehistoric marine reptile is the Loch Ness Monster often imagined to be?':
      'Checked (Britannica, Loch Ness monster): the monster is popularly imagined as a surviving plesiosaur. A plesiosaur is right and An ichthyosaur, A mosasaur and A pterosaur are wrong; explanation confirmed.',
    'Which sea creature, with a coiled, chambered shell, is one of the commonest fossils from the age of dinosaurs?':
      'Checked (Britannica, Ammonoid): ammonites had coiled chambered shells and died out at the end of the Cretaceous; trilobites were long extinct. The ammonite is right and The trilobite, The belemnite and The brachiopod are wrong; explanation confirmed.',
    'Which group of giant sea lizards, related to monitor lizards, ruled the seas of the Late Cretaceous?':
      'Checked (Britannica, Mosasaur): Late Cretaceous marine lizards related to monitor lizards; the largest exceeded 12 m. Mosasaurs is right and Ichthyosaurs, Plesiosaurs and Pliosaurs are wrong; explanation confirmed.',
    'Which huge pterosaur, named after an Aztec feathered serpent god, had a wingspan of about 10 metres?':
      'Checked (Britannica, Quetzalcoatlus): named after Quetzalcoatl, with a wingspan of about 10-11 m. Quetzalcoatlus is right and Pteranodon, Hatzegopteryx and Dimorphodon are wrong; explanation confirmed.',
    "Which pterosaur's name means toothless wing?":
      'Checked (Britannica, Pteranodon): Pteranodon means toothless wing and had a backward crest. Pteranodon is right and Pterodactylus, Quetzalcoatlus and Rhamphorhynchus are wrong; explanation confirmed.',
    "Which finger supported most of a pterosaur's wing?":
      'Checked (Britannica, Pterosaur): the wing membrane was supported by a hugely elongated fourth finger. The fourth is right and The first, The second and The fifth are wrong; explanation confirmed.',
    'Which sail-backed animal, often mistaken for a dinosaur, lived before the dinosaurs and was closer to mammals?':
      'Checked (Britannica, Dimetrodon): a Permian synapsid about 295-272 million years ago, closer to mammals than to dinosaurs. Dimetrodon is right and Spinosaurus, Ouranosaurus and Amargasaurus are wrong; explanation confirmed.',
    'Which giant crocodile relative, nicknamed SuperCroc, lived in Africa about 110 million years ago?':
      'Checked (Britannica, Sarcosuchus): SuperCroc lived in Africa about 112 million years ago and may have reached 11-12 m. Sarcosuchus is right and Deinosuchus, Purussaurus and Dakosaurus are wrong; explanation confirmed.',
    "In which year was the first Archaeopteryx skeleton described, two years after Darwin's On the Origin of Species?":
      "Checked (Britannica, Archaeopteryx): the first skeleton was reported by Hermann von Meyer in 1861, two years after Darwin's 1859 book. 1861 is right and 1821, 1841 and 1881 are wrong; explanation confirmed.",
    'Which English scientist coined the word dinosaur in 1842?':
      'Checked (Britannica, Richard Owen): Owen coined Dinosauria in 1842 and was the driving force behind the Natural History Museum, serving as its superintendent. Richard Owen is right and Charles Darwin, Gideon Mantell and William Buckland are wrong; explanation confirmed.',
    'Which was the first dinosaur to be scientifically named, in 1824?':
      'Checked (Britannica, Megalosaurus): Buckland named Megalosaurus in 1824, the first dinosaur named. Megalosaurus is right and Iguanodon, Tyrannosaurus and Brachiosaurus are wrong; explanation confirmed.',
    'What are the preserved remains or traces of ancient life in rock called?':
      'Checked (Britannica, Fossil): fossils are preserved remains or traces of ancient life. Fossils is right and Minerals, Crystals and Sediments are wrong; explanation confirmed.',
    'In which present-day country were the first Velociraptor fossils found?':
      'Checked (Britannica, Velociraptor): described by Osborn in 1924 from the Gobi of Mongolia. Mongolia is right and China, Argentina and Canada are wrong; explanation confirmed.',
    'What do we call scientists who study fossils such as dinosaur bones?':
      'Checked (Britannica, Paleontology): palaeontologists study fossils; archaeologists study the human past. Palaeontologists is right and Archaeologists, Geologists and Anthropologists are wrong; explanation confirmed.',
    'What is amber, in which small creatures are sometimes preserved?':
      'Checked (Britannica, Amber): amber is fossilised tree resin; Xing et al. 2016 described a feathered dinosaur tail in Burmese amber. Fossilised tree resin is right and Hardened volcanic glass, Crystallised sea salt and Polished fossil bone are wrong; explanation confirmed.',
    'In which type of rock are most dinosaur fossils found?':
      'Checked (Britannica, Sedimentary rock): fossils are found mainly in sedimentary rock. Sedimentary is right and Igneous, Metamorphic and Volcanic are wrong; explanation confirmed.',
    'Which London museum once had a Diplodocus cast nicknamed Dippy in its main hall?':
      'Checked (Natural History Museum, Dippy): the Diplodocus cast stood in Hintze Hall from 1979 to 2017 and then toured the UK. The Natural History Museum is right and The British Museum, The Science Museum and The Victoria and Albert Museum are wrong; explanation confirmed.',
    'What was the bitter 19th-century rivalry between Othniel Marsh and Edward Drinker Cope called?':
      "Checked (Britannica, Othniel Charles Marsh): Marsh and Cope's rivalry is called the Bone Wars. The Bone Wars is right and The Fossil Feud, The Dinosaur Rush and The Great Bone Race are wrong; explanation confirmed.",
    "What is the name of the large T. rex skeleton displayed at Chicago's Field Museum?":
      'Checked (Field Museum, SUE the T. rex): Sue was found in South Dakota in 1990 by Sue Hendrickson. Sue is right and Stan, Trix and Scotty are wrong; explanation confirmed.',
    'Which self-taught fossil hunter from Lyme Regis found famous ichthyosaur and plesiosaur skeletons in the early 1800s?':
      'Checked (Britannica, Mary Anning): Anning of Lyme Regis found ichthyosaur and plesiosaur skeletons in the early 1800s. Mary Anning is right and Etheldred Benett, Elizabeth Philpot and Barbara Hastings are wrong; explanation confirmed.',
    'In which region of Argentina were both Argentinosaurus and Giganotosaurus found?':
      'Checked (Britannica, Argentinosaurus / Giganotosaurus): both were found in Neuquén Province, Patagonia. Patagonia is right and The Pampas, Gran Chaco and Cuyo are wrong; explanation confirmed.',
    'In which Canadian province is Dinosaur Provincial Park, a World Heritage Site?':
      'Checked (UNESCO World Heritage List, Dinosaur Provincial Park): the park is in Alberta, inscribed in 1979. Alberta is right and Saskatchewan, British Columbia and Manitoba are wrong; explanation confirmed.',
    'What is the World Heritage coastline of Dorset and East Devon known as?':
      'Checked (UNESCO World Heritage List, Dorset and East Devon Coast): the Jurassic Coast spans about 185 million years of rock history. The Jurassic Coast is right and The Cretaceous Coast, The Fossil Riviera and The Triassic Shore are wrong; explanation confirmed.',
    'Which American palaeontologist named Stegosaurus, Triceratops and Allosaurus?':
      "Checked (Britannica, Othniel Charles Marsh): Marsh of Yale's Peabody Museum named Stegosaurus, Triceratops and Allosaurus. Othniel Charles Marsh is right and Edward Drinker Cope, Barnum Brown and Henry Fairfield Osborn are wrong; explanation confirmed.",
    'Who named Tyrannosaurus rex in 1905?':
      'Checked (Britannica, Tyrannosaurus): Osborn named it in 1905; Barnum Brown found the type skeleton in Montana in 1902. Henry Fairfield Osborn is right and Othniel Charles Marsh, Barnum Brown and Edward Drinker Cope are wrong; explanation confirmed.',
    'For about how much was the T. rex called Sue sold at auction in 1997?':
      "Checked (Field Museum, SUE the T. rex): Sue sold at Sotheby's in 1997 for about $8.36 million with McDonald's and Disney backing. $8.4 million is right and $840,000, $84 million and $84,000 are wrong; explanation confirmed.",
    "Which American explorer's Gobi Desert expeditions of the 1920s found famous dinosaur nests?":
      'Checked (Britannica, Roy Chapman Andrews): Andrews led AMNH Central Asiatic Expeditions in the 1920s that found dinosaur nests. Roy Chapman Andrews is right and Barnum Brown, Hiram Bingham and Robert Peary are wrong; explanation confirmed.',
    'Which businessman paid for casts of Diplodocus to be given to museums around the world?':
      'Checked (Carnegie Museum of Natural History, Dippy): Carnegie gave Diplodocus carnegii casts to museums worldwide. Andrew Carnegie is right and John D. Rockefeller, J. P. Morgan and Cornelius Vanderbilt are wrong; explanation confirmed.',
    "Which Chinese province's fossil beds have produced many feathered dinosaurs?":
      "Checked (Britannica, Yixian Formation): Liaoning's volcanic ash beds preserve feathered dinosaurs. Liaoning is right and Yunnan, Sichuan and Xinjiang are wrong; explanation confirmed.",
    "The giant sauropod skeleton in Berlin's natural history museum was dug up at Tendaguru in which present-day country?":
      'Checked (Museum für Naturkunde Berlin, Giraffatitan): the Tendaguru (Tanzania) skeleton is mounted at over 13 m tall. Tanzania is right and Kenya, Namibia and Mozambique are wrong; explanation confirmed.',
    'In which Australian state is Lark Quarry, whose trackways are said to record a dinosaur stampede?':
      'Checked (Queensland Government, Lark Quarry Dinosaur Trackways): Queensland site with about 3,300 footprints interpreted as a stampede. Queensland is right and Western Australia, Victoria and New South Wales are wrong; explanation confirmed.',
    "Who named Iguanodon in 1825 after its teeth, which looked like an iguana's?":
      'Checked (Britannica, Gideon Mantell): Mantell named Iguanodon in 1825 after iguana-like teeth; the second dinosaur named. Gideon Mantell is right and Richard Owen, William Buckland and Mary Anning are wrong; explanation confirmed.',
    'Which 1993 film is set on an island full of cloned dinosaurs?':
      "Checked (Britannica, Jurassic Park (film)): Spielberg's 1993 film is set on an island park of cloned dinosaurs. Jurassic Park is right and One Million Years B.C., King Kong and The Land Before Time are wrong; explanation confirmed.",
    'Who directed the 1993 film Jurassic Park?':
      'Checked (Britannica, Jurassic Park (film)): directed by Steven Spielberg; it was the top-grossing film until Titanic (1997). Steven Spielberg is right and James Cameron, George Lucas and Ridley Scott are wrong; explanation confirmed.',
    'In Jurassic Park, where did the scientists find dinosaur DNA?':
      'Checked (Britannica, Jurassic Park (film)): dinosaur DNA is taken from mosquitoes preserved in amber, gaps filled with frog DNA. Mosquitoes in amber is right and Frozen dinosaur eggs, Fossilised bone marrow and Ancient sea ice are wrong; explanation confirmed.',
    'Who wrote the 1990 novel Jurassic Park?':
      'Checked (Britannica, Michael Crichton): Crichton wrote Jurassic Park (1990) and The Andromeda Strain and directed Westworld. Michael Crichton is right and Stephen King, Dean Koontz and Tom Clancy are wrong; explanation confirmed.',
    'Which Jurassic Park character is a mathematician obsessed with chaos theory?':
      'Checked (Britannica, Jurassic Park (film)): Ian Malcolm, the chaos mathematician, is played by Jeff Goldblum. Ian Malcolm is right and Alan Grant, John Hammond and Dennis Nedry are wrong; explanation confirmed.',
    'Which actor played the palaeontologist Alan Grant in Jurassic Park?':
      'Checked (Britannica, Sam Neill): Neill played Alan Grant in 1993, in Jurassic Park III and in Jurassic World Dominion. Sam Neill is right and Jeff Goldblum, Richard Attenborough and Bob Peck are wrong; explanation confirmed.',
    'Which Jurassic Park character is the billionaire who created the park?':
      'Checked (Britannica, Jurassic Park (film)): John Hammond, played by Richard Attenborough, created the park. John Hammond is right and Ian Malcolm, Alan Grant and Dennis Nedry are wrong; explanation confirmed.',
    'Which 1988 animated film follows a young long-necked dinosaur called Littlefoot?':
      "Checked (Britannica, The Land Before Time): 1988 film by Don Bluth, produced by Spielberg and Lucas, about Littlefoot. The Land Before Time is right and We're Back!, Ice Age and The Good Dinosaur are wrong; explanation confirmed.",
    'Which Japanese film monster, first seen in 1954, was inspired by dinosaurs?':
      "Checked (Britannica, Godzilla): Toho's 1954 monster, designed with features of T. rex, Iguanodon and Stegosaurus. Godzilla is right and Mothra, Gamera and King Ghidorah are wrong; explanation confirmed.",
    "What kind of dinosaur is Barney, the purple star of the children's show Barney & Friends?":
      'Checked (Britannica, Barney & Friends): Barney is a purple Tyrannosaurus rex; PBS from 1992. A Tyrannosaurus rex is right and A Triceratops, A Stegosaurus and A Brontosaurus are wrong; explanation confirmed.',
    'Which giant marine reptile leaps from a lagoon to eat a shark in Jurassic World?':
      'Checked (Britannica, Jurassic World (film)): the Mosasaurus leaps to eat a suspended shark at the lagoon show. Mosasaurus is right and Plesiosaurus, Megalodon and Liopleurodon are wrong; explanation confirmed.',
    'Which BBC series of 1999 showed prehistoric animals as if filmed for a wildlife documentary?':
      'Checked (BBC, Walking with Dinosaurs): 1999 BBC series narrated by Kenneth Branagh. Walking with Dinosaurs is right and Planet Dinosaur, Prehistoric Planet and Dinosaur Planet are wrong; explanation confirmed.',
    'Which broadcaster narrates the 2022 series Prehistoric Planet?':
      'Checked (Apple TV+, Prehistoric Planet): 2022 series narrated by David Attenborough. David Attenborough is right and Kenneth Branagh, Stephen Fry and Brian Cox are wrong; explanation confirmed.',
    'In Jurassic Park, which dinosaur spits venom at Dennis Nedry?':
      'Checked (Britannica, Dilophosaurus): the film gave it a frill and venom; the real animal was about 7 m long. Dilophosaurus is right and Velociraptor, Compsognathus and Gallimimus are wrong; explanation confirmed.',
    'Which ostrich-like dinosaur runs in a flock past the heroes in Jurassic Park?':
      'Checked (Britannica, Gallimimus): ostrich-like ornithomimid; the name means chicken mimic. Gallimimus is right and Compsognathus, Dilophosaurus and Velociraptor are wrong; explanation confirmed.',
    'On which fictional island is Jurassic Park built?':
      'Checked (Britannica, Jurassic Park (film)): the park is on Isla Nublar; Isla Sorna is Site B in the sequels. Isla Nublar is right and Isla Sorna, Skull Island and Isla Muerta are wrong; explanation confirmed.',
    'Which large dinosaur kills a T. rex in Jurassic Park III?':
      'Checked (Britannica, Jurassic Park III): Spinosaurus kills a T. rex; the 2001 film had no Crichton novel. Spinosaurus is right and Giganotosaurus, Carnotaurus and Allosaurus are wrong; explanation confirmed.',
    'Which Arthur Conan Doyle novel of 1912 has dinosaurs surviving on a South American plateau?':
      "Checked (Britannica, The Lost World (Doyle)): Doyle's 1912 novel puts dinosaurs on a South American plateau with Professor Challenger. The Lost World is right and The Land That Time Forgot, Journey to the Centre of the Earth and The Lost City of Z are wrong; explanation confirmed.",
    'Which 2015 Pixar film features an Apatosaurus named Arlo?':
      "Checked (Britannica, The Good Dinosaur): Pixar's 2015 film about Arlo the Apatosaurus, in which the asteroid misses; the wrong options are also Pixar films. The Good Dinosaur is right and Brave, Luca and Onward are wrong; explanation confirmed.",
    'Which hybrid dinosaur is the villain of Jurassic World (2015)?':
      'Checked (Britannica, Jurassic World): the hybrid Indominus rex is the 2015 villain; the Indoraptor followed in 2018. Indominus rex is right and Indoraptor, Scorpios rex and Ultimasaurus are wrong; explanation confirmed.',
    "Which sculptor made the life-size dinosaur statues in London's Crystal Palace Park, unveiled in 1854?":
      'Checked (Britannica, Benjamin Waterhouse Hawkins): Hawkins made the Crystal Palace dinosaurs (1854) and held a dinner in the Iguanodon mould on 31 December 1853. Benjamin Waterhouse Hawkins is right and Richard Westmacott, Alfred Stevens and John Bell are wrong; explanation confirmed.',
    'Which 1914 animated short by Winsor McCay starred a friendly sauropod?':
      "Checked (Britannica, Winsor McCay): Gertie the Dinosaur (1914) was performed live with McCay on stage. Gertie the Dinosaur is right and Little Nemo, Felix the Cat and Steamboat Willie are wrong; explanation confirmed. Options reworded for length (issue 14, len-h): 'Felix the Cat' → 'How a Mosquito Operates'. Rechecked by len-g: confirmed: How a Mosquito Operates (1912) is McCay's mosquito film; Gertie (1914) is the sauropod.",
    'Which stop-motion animator created the dinosaurs of One Million Years B.C. (1966)?':
      "Checked (Britannica, Ray Harryhausen): Harryhausen animated One Million Years B.C. (1966); O'Brien animated King Kong (1933). Ray Harryhausen is right and Willis O'Brien, Phil Tippett and Stan Winston are wrong; explanation confirmed.",
  },
};
