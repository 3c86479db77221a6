import type { BankReview } from './review.js';

/** bank-h5's check of bank-h6's animals bank (issue 14); registered in index.ts by the lead at merge. */
export const animalsReview: BankReview = {
  bank: 'animals',
  writer: 'bank-h6',
  reviewer: 'bank-h5',
  checks: {
    'What is the fastest land animal?':
      'Checked (Britannica, cheetah): the cheetah is the fastest land mammal, about 100-110 km/h in short sprints; the pronghorn is second; The cheetah is right and The lion, The pronghorn and The greyhound are wrong; explanation confirmed.',
    'What is the tallest living animal?':
      'Checked (Britannica, giraffe): the giraffe is the tallest living animal, bulls reaching about 5.5 m; The giraffe is right and The elephant, The ostrich and The moose are wrong; explanation confirmed.',
    'What is the largest animal ever known to have lived?':
      'Checked (Britannica, blue whale): the blue whale, up to about 30 m and well over 150 tonnes, is the largest animal known to have lived; The blue whale is right and The whale shark, The African elephant and The giant squid are wrong; explanation confirmed.',
    'Which mammal is capable of true flight?':
      'Checked (Britannica, bat): bats are the only mammals capable of true (powered) flight; flying squirrels, sugar gliders and colugos glide; The bat is right and The flying squirrel, The sugar glider and The colugo are wrong; explanation confirmed.',
    'What do giant pandas mainly eat?':
      "Checked (WWF / Britannica, giant panda): bamboo makes up about 99% of the giant panda's diet; Bamboo is right and Eucalyptus, Fish and Berries are wrong; explanation confirmed.",
    'What is a baby kangaroo called?':
      "Checked (Australian Museum, kangaroos): a young kangaroo is a joey; A joey is right and A kit, A cub and A calf are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'A calf' → 'A piglet'. Rechecked by len-a: a piglet is a young pig; a young kangaroo is a joey.",
    'Which is the largest species of big cat?':
      'Checked (Britannica, tiger): the tiger, especially the Amur (Siberian) tiger, is the largest living cat; The tiger is right and The lion, The jaguar and The leopard are wrong; explanation confirmed.',
    'Which Australian mammal lays eggs?':
      "Checked (Britannica, monotreme): the platypus and echidnas are the only egg-laying mammals; no echidna is among the options; The platypus is right and The wombat, The koala and The kangaroo are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which mammal has the longest pregnancy?':
      "Checked (Britannica, elephant): African elephant gestation is about 22 months, the longest of any mammal; The African elephant is right and The blue whale, The giraffe and The rhinoceros are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which animal appears on Australia's coat of arms alongside the emu?":
      "Checked (Australian Government, Commonwealth Coat of Arms): the supporters are a red kangaroo and an emu; note the 'rarely walk backwards' reason in the explanation is popular lore rather than an official reason, harmless; The kangaroo is right and The koala, The wombat and The platypus are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The koala' → 'The Tasmanian devil'. Rechecked by len-a: the supporters are a red kangaroo and an emu; no Tasmanian devil.",
    "Which African animal's black and white stripes are unique to each individual?":
      "Checked (Britannica, zebra): each zebra's stripe pattern is unique; The zebra is right and The okapi, The bongo and The giraffe are wrong; explanation confirmed.",
    'On which continent do giraffes live in the wild?':
      'Checked (Britannica, giraffe): giraffes live wild only in sub-Saharan Africa; Africa is right and Asia, South America and Australia are wrong; explanation confirmed.',
    'What is the largest living land animal?':
      'Checked (Britannica, African bush elephant): the African bush elephant is the largest land animal, bulls about 6 tonnes and over 3 m at the shoulder; The African bush elephant is right and The white rhinoceros, The hippopotamus and The Asian elephant are wrong; explanation confirmed.',
    'In which big cat species do only the males grow a thick mane?':
      'Checked (Britannica, lion): only male lions have manes among the big cats; The lion is right and The tiger, The leopard and The jaguar are wrong; explanation confirmed.',
    'In which country do giant pandas live in the wild?':
      'Checked (WWF, giant panda): wild giant pandas live only in China, in Sichuan, Shaanxi and Gansu; China is right and Nepal, Japan and Vietnam are wrong; explanation confirmed.',
    'What do koalas mainly eat?':
      'Checked (Australian Museum, koala): koalas feed almost entirely on eucalyptus leaves and sleep up to about 20 hours a day; Eucalyptus leaves is right and Bamboo shoots, Acacia seeds and Fig leaves are wrong; explanation confirmed.',
    'What kind of animal is a koala?':
      'Checked (Australian Museum, koala): the koala is a marsupial, not a bear; A marsupial is right and A bear, A rodent and A primate are wrong; explanation confirmed.',
    'Which tree-dweller of Central and South American forests moves very little and hangs upside down most of its life?':
      'Checked (Smithsonian National Zoo, sloths): sloths spend most of their lives hanging upside down; algae grow in their fur; The sloth is right and The anteater, The armadillo and The tapir are wrong; explanation confirmed.',
    'Which desert animal stores fat in one or two humps on its back?':
      'Checked (Britannica, camel): camels (dromedary one hump, Bactrian two) store fat in their humps; The camel is right and The llama, The oryx and The donkey are wrong; explanation confirmed.',
    'Which North American animal is known for its black mask-like face markings and raiding bins?':
      'Checked (Britannica, raccoon): the raccoon has a black facial mask and dexterous front paws; The raccoon is right and The badger, The opossum and The skunk are wrong; explanation confirmed.',
    'Which black-and-white animal defends itself by spraying a foul-smelling liquid?':
      'Checked (Britannica, skunk): skunks spray musk from anal glands, reaching about 3 m; The skunk is right and The badger, The raccoon and The porcupine are wrong; explanation confirmed.',
    'Which small spiny mammal of European gardens rolls into a ball when threatened?':
      'Checked (Britannica, hedgehog): the European hedgehog rolls up and carries about 5,000-7,000 spines; The hedgehog is right and The shrew, The mole and The dormouse are wrong; explanation confirmed.',
    'Which great ape lives in the rainforests of Borneo and Sumatra?':
      'Checked (Britannica, orangutan): orangutans live only on Borneo and Sumatra; the name is Malay for person of the forest; The orangutan is right and The gorilla, The chimpanzee and The bonobo are wrong; explanation confirmed.',
    'What are elephant tusks made of?':
      'Checked (Britannica, ivory): tusks are enlarged incisors made of ivory (dentine) and grow throughout life; Ivory is right and Keratin, Bone and Horn are wrong; explanation confirmed.',
    'Which wild dog has lived in Australia for thousands of years?':
      'Checked (Australian Museum, dingo): the dingo arrived in Australia at least about 3,500 years ago, probably with seafarers; The dingo is right and The coyote, The jackal and The dhole are wrong; explanation confirmed.',
    'Which fox turns white in winter to blend in with the snow?':
      "Checked (Britannica, Arctic fox): the Arctic fox's coat is white in winter and brown or grey in summer; The Arctic fox is right and The red fox, The fennec fox and The grey fox are wrong; explanation confirmed.",
    'Which small African mongoose takes turns standing upright on sentry duty?':
      'Checked (Britannica, meerkat): the meerkat is a mongoose; sentries give predator-specific alarm calls; The meerkat is right and The prairie dog, The ground squirrel and The marmot are wrong; explanation confirmed.',
    'Which African scavenger is known for a call that sounds like laughter?':
      "Checked (Britannica, hyena): the spotted hyena's giggle gave it the name laughing hyena; it hunts most of its food; The spotted hyena is right and The jackal, The warthog and The baboon are wrong; explanation confirmed.",
    'Which is the largest primate?':
      'Checked (Britannica, gorilla): the gorilla is the largest living primate; eastern gorilla males exceed 200 kg; The gorilla is right and The chimpanzee, The orangutan and The baboon are wrong; explanation confirmed.',
    'Which ape, together with the bonobo, is the closest living relative of humans?':
      "Checked (Britannica, chimpanzee): chimpanzees and bonobos are our closest relatives, sharing about 98-99% of DNA; The chimpanzee is right and The gorilla, The orangutan and The gibbon are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which is the largest rodent in the world?':
      'Checked (Britannica, capybara): the capybara of South America is the largest living rodent and a good swimmer; The capybara is right and The beaver, The porcupine and The marmot are wrong; explanation confirmed.',
    'Which mammal is covered in overlapping scales made of keratin?':
      'Checked (Britannica, pangolin): pangolins are covered in overlapping keratin scales and roll into a ball; The pangolin is right and The armadillo, The aardvark and The echidna are wrong; explanation confirmed.',
    "Which mammal's name comes from the Greek for river horse?":
      "Checked (Britannica, hippopotamus): hippopotamus is Greek for river horse; hippos graze at night; The hippopotamus is right and The rhinoceros, The tapir and The warthog are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The warthog' → 'The giant forest hog'. Rechecked by len-a: the giant forest hog has an English name; hippopotamus is Greek hippos + potamos.",
    'What is a rhinoceros horn made of?':
      "Checked (Britannica, rhinoceros): rhino horn is compacted keratin, as in hair and nails; Keratin is right and Ivory, Bone and Enamel are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many humps does a Bactrian camel have?':
      'Checked (Britannica, Bactrian camel): the Bactrian camel has two humps; the dromedary one; Two is right and One, Three and Four are wrong; explanation confirmed.',
    'In which deer species do both males and females grow antlers?':
      'Checked (Britannica, reindeer): reindeer are the only deer in which females regularly grow antlers; The reindeer is right and The moose, The red deer and The fallow deer are wrong; explanation confirmed.',
    'Which is the largest species of deer?':
      'Checked (Britannica, moose): the moose is the largest deer; in Britain it is called the elk; The moose is right and The red deer, The reindeer and The white-tailed deer are wrong; explanation confirmed.',
    'Which big cat cannot fully pull back its claws?':
      "Checked (Britannica, cheetah): the cheetah's claws are only semi-retractile and give grip when sprinting; The cheetah is right and The leopard, The lion and The jaguar are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The lion' → 'The Bengal tiger'. Rechecked by len-a: tigers retract their claws fully like other Panthera cats; the cheetah cannot.",
    'Which is the largest big cat of the Americas?':
      "Checked (Britannica, jaguar): the jaguar is the largest cat of the Americas; its bite can pierce turtle shells; The jaguar is right and The cougar, The ocelot and The lynx are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'By what other name is the cougar widely known?':
      'Checked (Britannica / Guinness World Records, puma): cougar, puma and mountain lion are one species, which holds the record for most common names; The puma is right and The lynx, The bobcat and The ocelot are wrong; explanation confirmed.',
    'Which big cat of Central Asian mountains wraps its thick tail around itself for warmth?':
      "Checked (Snow Leopard Trust / Britannica): the snow leopard's long thick tail is used for balance and warmth; The snow leopard is right and The clouded leopard, The Eurasian lynx and The caracal are wrong; explanation confirmed.",
    'Which big cat is the national animal of India?':
      "Checked (Government of India, national symbols): the tiger is India's national animal; India holds about three quarters of wild tigers; The tiger is right and The snow leopard, The leopard and The Indian rhinoceros are wrong; explanation confirmed.",
    'What is the largest living marsupial?':
      'Checked (Australian Museum, red kangaroo): the red kangaroo is the largest living marsupial; The red kangaroo is right and The eastern grey kangaroo, The wombat and The koala are wrong; explanation confirmed.',
    'Which marsupial produces cube-shaped droppings?':
      'Checked (Australian Museum, wombat): wombats produce cube-shaped scats used to mark territory; The wombat is right and The koala, The wallaby and The bandicoot are wrong; explanation confirmed.',
    'What is the only marsupial native to the United States and Canada?':
      "Checked (Britannica, Virginia opossum): the Virginia opossum is the only marsupial north of Mexico; it plays dead; The Virginia opossum is right and The raccoon, The armadillo and The skunk are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which carnivorous marsupial has a screeching call and one of the strongest bites for its size of any mammal?':
      "Checked (Australian Museum, Tasmanian devil): the devil has one of the strongest bites for its size; devil facial tumour disease has spread since 1996; The Tasmanian devil is right and The quoll, The numbat and The bilby are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'On which island do lemurs live in the wild?':
      "Checked (Britannica, lemur): lemurs are native only to Madagascar (and introduced to the Comoros); Madagascar is right and Borneo, Sri Lanka and Sumatra are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'Sumatra' → 'New Caledonia'. Rechecked by len-a: New Caledonia has no native primates; wild lemurs live only on Madagascar (and the Comoros, introduced).",
    'Which Central and South American primate has a call that can be heard several kilometres away?':
      "Checked (Britannica, howler monkey): an enlarged hyoid bone lets the howler's call carry about 5 km; The howler monkey is right and The spider monkey, The capuchin and The squirrel monkey are wrong; explanation confirmed.",
    'Which is the smallest species of fox, with enormous ears?':
      "Checked (Britannica, fennec): the fennec of the Sahara is the smallest fox, with ears used to shed heat; The fennec fox is right and The Arctic fox, The kit fox and The red fox are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which is the largest wild member of the dog family?':
      'Checked (Britannica, wolf): the grey wolf is the largest wild canid; large males exceed 60 kg; The grey wolf is right and The coyote, The African wild dog and The dingo are wrong; explanation confirmed.',
    'What are the large fruit-eating bats of Asia, Africa and Australia often called?':
      'Checked (Britannica, fruit bat): Pteropus fruit bats are called flying foxes; the largest span about 1.5 m; Flying foxes is right and Horseshoe bats, Pipistrelles and Vampire bats are wrong; explanation confirmed.',
    'What do bats use to find insects in the dark by listening for the returns of their own calls?':
      'Checked (Britannica, echolocation): bats locate prey by echolocation, often at ultrasonic pitch; note biology asks the same fact for bats and dolphins; Echolocation is right and Electroreception, Infrared vision and Magnetoreception are wrong; explanation confirmed.',
    'How many bones are in the neck of a giraffe?':
      'Checked (Britannica, giraffe): a giraffe has seven neck vertebrae, like humans, each up to about 25 cm; 7 is right and 12, 18 and 24 are wrong; explanation confirmed.',
    'Which huge grazing animal roamed the Great Plains in tens of millions before being hunted almost to extinction?':
      'Checked (Britannica, bison): tens of millions of bison fell to under a thousand by about 1889; The bison is right and The moose, The elk and The pronghorn are wrong; explanation confirmed.',
    'What does the aardvark mainly eat?':
      "Checked (Britannica, aardvark): the aardvark eats mainly ants and termites, licked up with a sticky tongue; Ants and termites is right and Roots and tubers, Fruit and seeds and Small rodents are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which African animal is the closest living relative of the giraffe?':
      "Checked (Britannica, okapi): the okapi of the DR Congo rainforest is the giraffe's only living relative; The okapi is right and The zebra, The bongo and The gerenuk are wrong; explanation confirmed.",
    "What are the horn-like knobs on a giraffe's head called?":
      "Checked (Britannica, giraffe): giraffe horns are ossicones, bone covered in skin; Ossicones is right and Antlers, Scutes and Tusks are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which North American animal is the fastest land mammal over long distances?':
      'Checked (Britannica, pronghorn): the pronghorn can sustain about 55 km/h for several kilometres; The pronghorn is right and The white-tailed deer, The coyote and The grey wolf are wrong; explanation confirmed.',
    'Which is the largest species of monkey?':
      'Checked (Britannica, mandrill): the mandrill is the largest monkey; males have red and blue faces and rumps; The mandrill is right and The proboscis monkey, The howler monkey and The gelada are wrong; explanation confirmed.',
    "Which monkey of Borneo is famous for the male's huge, drooping nose?":
      'Checked (Britannica, proboscis monkey): the proboscis monkey is endemic to Borneo; the nose may amplify calls; The proboscis monkey is right and The mandrill, The golden snub-nosed monkey and The macaque are wrong; explanation confirmed.',
    'Which nocturnal lemur taps on trees and digs out grubs with a long, thin middle finger?':
      'Checked (Britannica, aye-aye): the aye-aye uses percussive foraging with its thin middle finger; The aye-aye is right and The sifaka, The indri and The ring-tailed lemur are wrong; explanation confirmed.',
    'Which African rodent lives in colonies with a single breeding queen, like bees?':
      "Checked (Britannica, naked mole rat): naked mole-rats are eusocial with one breeding queen and live over 30 years; The naked mole-rat is right and The gerbil, The dormouse and The jerboa are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The dormouse' → 'The African dormouse'. Rechecked by len-a: African dormice (Graphiurus) are solitary tree rodents, not eusocial; the naked mole-rat is.",
    'Which South American rodent has the densest fur of any land animal?':
      "Checked (Britannica, chinchilla): the chinchilla grows many hairs from each follicle, the densest fur of any land mammal; The chinchilla is right and The capybara, The guinea pig and The agouti are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does the male platypus have on its hind legs?':
      "Checked (Australian Museum, platypus): males have venomous spurs on the hind legs; the venom causes severe pain; Venomous spurs is right and Webbed claws, Scent glands and Bony plates are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'Bony plates' → 'Electroreceptors'. Rechecked by len-a: the platypus's electroreceptors are in its bill, not on its hind legs; the spurs are. Reworded by the lead (issue 14, a reviewer's note): 'Webbed claws' became 'Sharp quills': a platypus's hind feet are partly webbed and clawed, so that option was half true; quills belong to its relative the echidna, on its back. Rechecked by chk: key right and the only right option (the spur on each hind ankle is fed by the crural venom gland in the thigh); Sharp quills is wrong (the platypus has none; the echidna's spines are on its back) and Electroreceptors is wrong (they are in the bill); explanation confirmed (the venom is strong enough to kill a dog, not a human). 'Scent glands' became 'Bony plates' (the option first checked): the male echidna's crural gland on the same hind leg is now thought to be a scent gland (University of Sydney, 2013), so with quills also taken from the echidna 'Scent glands' was not definitely wrong; the platypus has no bony plates on its legs.",
    'Which wild dog of Asia communicates with whistles while hunting in packs?':
      'Checked (IUCN / Britannica, dhole): the dhole, or whistling dog, is endangered and hunts in packs; The dhole is right and The dingo, The coyote and The jackal are wrong; explanation confirmed.',
    'Which wild cat has long black ear tufts and leaps to snatch birds out of the air?':
      "Checked (Britannica, caracal): the caracal has black ear tufts and leaps to catch birds; the serval lacks tufts; The caracal is right and The serval, The ocelot and The margay are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The margay' → 'The jaguarundi'. Rechecked by len-a: the jaguarundi has short rounded ears without tufts; the caracal has the black tufts.",
    'Which is the largest land-dwelling member of the weasel family?':
      'Checked (Britannica, wolverine): the wolverine is the largest terrestrial mustelid; The wolverine is right and The honey badger, The pine marten and The fisher are wrong; explanation confirmed.',
    'What was the striped marsupial known as the Tasmanian tiger properly called?':
      "Checked (Australian Museum, thylacine): the last known thylacine died at Hobart's Beaumaris Zoo in 1936; The thylacine is right and The quoll, The numbat and The bilby are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The bilby' → 'The Tasmanian devil'. Rechecked by len-a: the Tasmanian devil is a different, living, black marsupial; the Tasmanian tiger was the thylacine.",
    'Which wild grazer of the Mongolian steppe, a true wild horse, was saved from extinction by breeding in zoos?':
      "Checked (Britannica, Przewalski's horse): extinct in the wild by the late 1960s and reintroduced from zoo stock; note a 2018 genetic study suggests it descends from early herded Botai horses, so 'true wild horse' is contested wording, though the key stands; Przewalski's horse is right and The tarpan, The mustang and The brumby are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a group of lions called?':
      'Checked (Oxford English Dictionary / Britannica, lion): a group of lions is a pride; A pride is right and A pack, A herd and A flock are wrong; explanation confirmed.',
    'What is a group of crows called?':
      'Checked (Oxford English Dictionary, murder): a murder of crows; a parliament of owls; a gaggle of geese; A murder is right and A parliament, A pride and A gaggle are wrong; explanation confirmed.',
    'What is a group of wolves called?':
      'Checked (Britannica, wolf): wolves live in packs, usually family groups; A pack is right and A pride, A pod and A herd are wrong; explanation confirmed.',
    'What is a male bee called?':
      'Checked (Britannica, honeybee): male bees are drones and mate with the queen; A drone is right and A worker, A queen and A soldier are wrong; explanation confirmed.',
    'What is a young frog called?':
      "Checked (Britannica, tadpole): a young frog is a tadpole; a fry is a young fish; A tadpole is right and A fry, A cub and A kid are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a young horse called?':
      'Checked (Britannica, horse): a young horse is a foal; A foal is right and A calf, A kid and A cub are wrong; explanation confirmed.',
    'What is a young goat called?':
      'Checked (Britannica, goat): a young goat is a kid; A kid is right and A lamb, A foal and A calf are wrong; explanation confirmed.',
    'What is an adult female sheep called?':
      'Checked (Britannica, sheep): a female sheep is a ewe, a male a ram; A ewe is right and A doe, A sow and A mare are wrong; explanation confirmed.',
    'What is an adult male deer of the larger species, such as red deer, called?':
      'Checked (Britannica, red deer): a male red deer is a stag; A stag is right and A ram, A boar and A billy are wrong; explanation confirmed.',
    'What is an adult male chicken called?':
      'Checked (Britannica, chicken): a male chicken is a rooster or cock, a young one a cockerel; A rooster is right and A drake, A gander and A tom are wrong; explanation confirmed.',
    'What is a young bear called?':
      'Checked (Britannica, bear): a young bear is a cub, born during the winter den; A cub is right and A kit, A pup and A calf are wrong; explanation confirmed.',
    'What is a young deer called?':
      'Checked (Britannica, deer): a young deer is a fawn (calf for the largest species, not an option); A fawn is right and A foal, A cub and A kit are wrong; explanation confirmed.',
    'What is an adult female pig called?':
      'Checked (Britannica, pig): a female pig is a sow, a male a boar; A sow is right and A ewe, A mare and A hen are wrong; explanation confirmed.',
    'What is an adult female horse called?':
      'Checked (Britannica, horse): a female horse is a mare, a young one a filly; A mare is right and A ewe, A doe and A sow are wrong; explanation confirmed.',
    'What is a network of rabbit burrows called?':
      'Checked (Britannica, rabbit): rabbit burrow systems are warrens; A warren is right and A sett, A drey and A lodge are wrong; explanation confirmed.',
    'What is a female fox called?':
      'Checked (Oxford English Dictionary, vixen): a female fox is a vixen; a jill is a female ferret; A vixen is right and A doe, A sow and A jill are wrong; explanation confirmed.',
    'What is a male duck called?':
      'Checked (Oxford English Dictionary, drake): a male duck is a drake; A drake is right and A gander, A cob and A tom are wrong; explanation confirmed.',
    'What is a male swan called?':
      'Checked (Royal Society for the Protection of Birds, mute swan): a male swan is a cob and a female a pen; A cob is right and A drake, A gander and A tom are wrong; explanation confirmed.',
    'What is a young swan called?':
      'Checked (RSPB, mute swan): a young swan is a cygnet; A cygnet is right and A gosling, A duckling and A fledgling are wrong; explanation confirmed.',
    'What is a young hare called?':
      "Checked (Britannica, hare): a young hare is a leveret, born furred with eyes open; A leveret is right and A kit, A cub and A fawn are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a large, swirling flock of starlings called?':
      "Checked (RSPB, starling): a starling flock display is a murmuration; A murmuration is right and A parliament, A charm and A gaggle are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a group of geese on the ground called?':
      "Checked (Oxford English Dictionary, gaggle): geese on the ground are a gaggle, in flight a skein; A gaggle is right and A skein, A murder and A charm are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What is a badger's underground home called?":
      "Checked (Britannica, badger): a badger's home is a sett; A sett is right and A drey, A holt and A warren are wrong; explanation confirmed.",
    "What is an eagle's nest called?":
      "Checked (Oxford English Dictionary, eyrie): an eagle's nest is an eyrie; An eyrie is right and A roost, A rookery and A perch are wrong; explanation confirmed.",
    'What is the dome-shaped home of sticks that beavers build in their pond called?':
      "Checked (Britannica, beaver): beavers build lodges with underwater entrances; A lodge is right and A holt, A drey and A sett are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What is a squirrel's nest of twigs and leaves called?":
      "Checked (Oxford English Dictionary, drey): a squirrel's nest is a drey; A drey is right and A sett, A holt and A form are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'A sett' → 'A warren'. Rechecked by len-a: a warren is a rabbits' burrow system; a squirrel's nest is a drey.",
    "What is an otter's riverbank den called?":
      "Checked (Britannica, otter): an otter's den is a holt; A holt is right and A drey, A sett and A lodge are wrong; explanation confirmed.",
    'What is the shallow hollow in the grass where a hare rests called?':
      'Checked (Britannica, hare): a hare rests in a form and does not burrow; A form is right and A drey, A sett and A lodge are wrong; explanation confirmed.',
    'Which animals, seen together, can be called a dazzle?':
      'Checked (Oxford English Dictionary / collective nouns lists): a dazzle (or zeal) of zebras; Zebras is right and Giraffes, Flamingos and Peacocks are wrong; explanation confirmed.',
    'What is a group of giraffes called?':
      'Checked (Oxford English Dictionary / collective nouns lists): a tower of giraffes, or a journey when moving; A tower is right and A dazzle, A crash and A parliament are wrong; explanation confirmed.',
    'What is a group of rhinoceroses called?':
      'Checked (Oxford English Dictionary / collective nouns lists): a crash of rhinos; A crash is right and A tower, A dazzle and A parliament are wrong; explanation confirmed.',
    'What is a male ferret called?':
      'Checked (Britannica, ferret): a male ferret is a hob, a female a jill, a young one a kit; A hob is right and A jack, A buck and A tom are wrong; explanation confirmed.',
    'What is the largest living bird?':
      'Checked (Britannica, ostrich): the ostrich is the largest living bird, over 2.5 m tall; The ostrich is right and The emu, The albatross and The condor are wrong; explanation confirmed.',
    'Which bird has the largest wingspan of any living bird?':
      "Checked (Britannica, albatross): the wandering albatross has the largest wingspan, about 3.5 m; The wandering albatross is right and The Andean condor, The golden eagle and The white stork are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The white stork' → 'The Eurasian black vulture'. Rechecked by len-a: the cinereous (Eurasian black) vulture spans up to about 3 m, less than the wandering albatross's about 3.5 m.",
    'Which bird is a traditional symbol of peace?':
      'Checked (Britannica, dove): the dove with an olive branch symbolises peace; The dove is right and The eagle, The swan and The owl are wrong; explanation confirmed.',
    'Which flightless bird is the national symbol of New Zealand?':
      "Checked (Britannica, kiwi): the kiwi is New Zealand's national symbol and lays very large eggs; The kiwi is right and The emu, The cassowary and The ostrich are wrong; explanation confirmed.",
    'Which bird is famous for copying human speech?':
      'Checked (Britannica, parrot): parrots, such as the African grey, mimic human speech; The parrot is right and The pigeon, The sparrow and The swan are wrong; explanation confirmed.',
    'Which tiny flier can hover in place and even fly backwards?':
      'Checked (Britannica, hummingbird): hummingbirds hover and fly backwards, beating wings over 50 times a second; The hummingbird is right and The swift, The kingfisher and The sparrow are wrong; explanation confirmed.',
    'Which nocturnal bird of prey can turn its head about 270 degrees?':
      "Checked (Britannica, owl): owls' eyes are fixed, and they can rotate their heads about 270 degrees; The owl is right and The hawk, The falcon and The eagle are wrong; explanation confirmed.",
    'What is the national bird of the United States?':
      'Checked (US Fish and Wildlife Service, bald eagle): the bald eagle is the national bird and is on the Great Seal; The bald eagle is right and The golden eagle, The wild turkey and The red-tailed hawk are wrong; explanation confirmed.',
    'Which pink wading bird often rests standing on one leg?':
      'Checked (Britannica, flamingo): flamingos are pink from carotenoids in algae and shrimp; The flamingo is right and The stork, The heron and The crane are wrong; explanation confirmed.',
    'Which bird fans out a huge tail of eye-spotted feathers to impress females?':
      'Checked (Britannica, peafowl): only the peacock (male peafowl) has the eyed train; The peacock is right and The pheasant, The turkey and The parrot are wrong; explanation confirmed.',
    'Which South American rainforest bird has a huge, colourful bill?':
      "Checked (Britannica, toucan): the toucan's bill is light keratin over a honeycomb of bone; The toucan is right and The macaw, The hornbill and The kingfisher are wrong; explanation confirmed.",
    'Which Australian bird is famous for a call that sounds like loud laughter?':
      'Checked (Australian Museum, kookaburra): the laughing kookaburra is a giant kingfisher; The kookaburra is right and The galah, The lyrebird and The cockatoo are wrong; explanation confirmed.',
    'Which small birds were taken down coal mines to warn miners of poisonous gas?':
      'Checked (Britannica / UK National Coal Mining Museum): canaries were used in British mines until 1986; Canaries is right and Sparrows, Finches and Budgerigars are wrong; explanation confirmed.',
    'Which flightless bird lived only on the island of Mauritius and was extinct by the late 1600s?':
      'Checked (Britannica, dodo): the dodo of Mauritius was extinct by about 1681, within a century of its discovery; The dodo is right and The moa, The great auk and The elephant bird are wrong; explanation confirmed.',
    'Which is the fastest animal in the world, reaching over 300 km/h in a dive?':
      "Checked (Britannica, peregrine falcon): the peregrine's stoop exceeds 300 km/h; The peregrine falcon is right and The golden eagle, The swift and The osprey are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The golden eagle' → 'The white-tailed eagle'. Rechecked by len-a: the white-tailed eagle is a heavy sea eagle, nowhere near 300 km/h; the peregrine is the fastest.",
    'Which bird lays its eggs in the nests of other birds?':
      'Checked (Britannica, cuckoo): the common cuckoo is a brood parasite whose chick ejects host eggs; The cuckoo is right and The magpie, The starling and The wren are wrong; explanation confirmed.',
    'What is the smallest bird in the world?':
      'Checked (Britannica, bee hummingbird): the bee hummingbird of Cuba weighs about 2 g; The bee hummingbird is right and The ruby-throated hummingbird, The goldcrest and The weebill are wrong; explanation confirmed.',
    'Which large flightless bird of northern Australia and New Guinea has a bony, helmet-like crest on its head?':
      "Checked (Australian Museum, cassowary): the southern cassowary has a casque and a dagger-like inner claw; The cassowary is right and The emu, The rhea and The kiwi are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The rhea' → 'The greater rhea'. Rechecked by len-a: the greater rhea is South American and has no casque; the cassowary has one.",
    'Which South American flightless bird looks like a small ostrich?':
      'Checked (Britannica, rhea): rheas are South American ratites; males incubate; The rhea is right and The emu, The cassowary and The kiwi are wrong; explanation confirmed.',
    'Which brightly coloured bird is the national bird of Guatemala and gives its name to the currency?':
      "Checked (Britannica, quetzal): the resplendent quetzal is Guatemala's national bird and the name of its currency; The quetzal is right and The toucan, The macaw and The hoatzin are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which large bird appears on the coats of arms of Bolivia, Chile, Colombia and Ecuador?':
      "Checked (Britannica, Andean condor): the Andean condor is on all four coats of arms and weighs up to about 15 kg; The Andean condor is right and The harpy eagle, The quetzal and The hoatzin are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The quetzal' → 'The crested caracara'. Rechecked by len-a: the crested caracara is on none of these four arms; all bear the Andean condor.",
    'Which critically endangered, flightless and nocturnal bird of New Zealand is a kind of parrot?':
      "Checked (New Zealand Department of Conservation, kakapo): the kakapo is a flightless nocturnal parrot; every bird is named and monitored; The kakapo is right and The kea, The takahe and The weka are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which wading bird holds the record for the longest non-stop flight, from Alaska to Australasia?':
      "Checked (Guinness World Records, bar-tailed godwit): a juvenile godwit flew about 13,560 km non-stop in 11 days in 2022; The bar-tailed godwit is right and The red knot, The curlew and The whimbrel are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The curlew' → 'The Far Eastern curlew'. Rechecked by len-a: the Far Eastern curlew migrates Asia–Australia with stopovers; the non-stop record is a bar-tailed godwit's.",
    'Which North American bird, once numbering in the billions, died out when the last one died in 1914?':
      'Checked (Smithsonian, passenger pigeon): Martha, the last passenger pigeon, died at Cincinnati Zoo in 1914; The passenger pigeon is right and The Carolina parakeet, The heath hen and The Eskimo curlew are wrong; explanation confirmed.',
    'Which giant flightless birds of New Zealand were hunted to extinction within a few centuries of people arriving?':
      'Checked (Te Ara Encyclopedia of New Zealand, moa): moa were extinct within about two centuries of Polynesian settlement; the largest stood about 3.6 m; The moa is right and The dodo, The elephant bird and The great auk are wrong; explanation confirmed.',
    "Which Australian species' males decorate a stick structure with blue objects to attract females?":
      "Checked (Australian Museum, satin bowerbird): male satin bowerbirds decorate bowers with blue objects; The satin bowerbird is right and The lyrebird, The kookaburra and The galah are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Australian bird is famous for mimicking chainsaws, car alarms and camera shutters?':
      'Checked (Australian Museum, superb lyrebird): the superb lyrebird mimics mechanical sounds; its display tail resembles a lyre; The lyrebird is right and The bowerbird, The kookaburra and The galah are wrong; explanation confirmed.',
    "What is the muscular part of a bird's stomach that grinds up food called?":
      "Checked (Britannica, gizzard): the gizzard grinds food, often with swallowed grit; The gizzard is right and The crop, The cloaca and The syrinx are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the vocal organ of a bird called?':
      'Checked (Britannica, syrinx): the syrinx sits where the trachea splits, allowing two notes at once; The syrinx is right and The larynx, The crop and The gizzard are wrong; explanation confirmed.',
    'What is the largest living reptile?':
      "Checked (Britannica, saltwater crocodile): the saltwater crocodile is the largest living reptile, males over 6 m; The saltwater crocodile is right and The Komodo dragon, The green anaconda and The leatherback turtle are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the largest living lizard?':
      "Checked (Britannica, Komodo dragon): the Komodo dragon is the largest lizard, about 3 m; The Komodo dragon is right and The green iguana, The Gila monster and The chameleon are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The chameleon' → 'The Asian water monitor'. Rechecked by len-a: the Asian water monitor is long but much lighter than the Komodo dragon, the largest lizard.",
    'Which lizard is famous for shifting colour and for its long, sticky tongue?':
      'Checked (Britannica, chameleon): chameleons change colour mainly for signalling and temperature control; The chameleon is right and The iguana, The gecko and The skink are wrong; explanation confirmed.',
    'Which snake spreads a hood around its neck when threatened?':
      'Checked (Britannica, cobra): cobras spread a hood supported by elongated ribs; The cobra is right and The python, The rattlesnake and The boa are wrong; explanation confirmed.',
    'What is the longest snake species?':
      "Checked (Britannica, reticulated python): the reticulated python is the longest snake; the green anaconda is heavier; The reticulated python is right and The green anaconda, The king cobra and The Burmese python are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which islands are named after the giant tortoises that live there?':
      'Checked (Britannica, Galapagos Islands): galapago is old Spanish for tortoise; The Galápagos is right and The Seychelles, The Canaries and The Azores are wrong; explanation confirmed.',
    'Which African snake is named after the colour inside its mouth?':
      "Checked (Britannica, black mamba): the black mamba is named for its inky mouth lining; its skin is grey or olive; The black mamba is right and The green mamba, The puff adder and The boomslang are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Mexican salamander keeps its feathery gills as an adult and can regrow lost limbs?':
      'Checked (Britannica, axolotl): the neotenic axolotl survives wild mainly in Xochimilco canals; The axolotl is right and The hellbender, The newt and The fire salamander are wrong; explanation confirmed.',
    'What is the largest frog in the world?':
      'Checked (Britannica, goliath frog): the goliath frog of Cameroon and Equatorial Guinea reaches over 3 kg; The goliath frog is right and The cane toad, The American bullfrog and The African bullfrog are wrong; explanation confirmed.',
    'Which toad was brought to Australia in 1935 to eat beetles and became a major pest?':
      'Checked (Australian Museum, cane toad): cane toads were introduced to Queensland in 1935 against cane beetles; The cane toad is right and The natterjack toad, The common toad and The Surinam toad are wrong; explanation confirmed.',
    'Which Australian reptile raises a wide ruff of skin around its head when threatened?':
      'Checked (Australian Museum, frilled lizard): the frilled lizard spreads its frill and may run bipedally; The frilled lizard is right and The bearded dragon, The thorny devil and The blue-tongued skink are wrong; explanation confirmed.',
    'Which Central American lizard can run across water on its hind legs?':
      "Checked (Britannica, basilisk): basilisks run on water using fringed toes; The basilisk is right and The iguana, The anole and The gecko are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How do geckos climb smooth walls and glass?':
      "Checked (Britannica, gecko): millions of setae on the toe pads cling by van der Waals forces; Millions of tiny hairs on their toes is right and Suction cups on their feet, A sticky glue from their skin and Hooked claws on each toe are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the longest venomous snake in the world?':
      'Checked (Britannica, king cobra): the king cobra, over 5 m, is the longest venomous snake and eats snakes; The king cobra is right and The black mamba, The inland taipan and The eastern brown snake are wrong; explanation confirmed.',
    'Which snake has the most toxic venom of any land snake?':
      'Checked (Australian Museum, inland taipan): the inland taipan has the most toxic venom of any land snake and rarely bites people; The inland taipan is right and The black mamba, The king cobra and The eastern brown snake are wrong; explanation confirmed.',
    'In which US state do alligators and crocodiles live side by side in the wild?':
      'Checked (US National Park Service, Everglades): south Florida is the only place where American alligators and American crocodiles coexist; Florida is right and Louisiana, Texas and Georgia are wrong; explanation confirmed.',
    'Which reptile of New Zealand is the only survivor of an order that flourished in the age of the dinosaurs?':
      'Checked (Britannica, tuatara): the tuatara is the sole surviving rhynchocephalian; The tuatara is right and The gharial, The caiman and The slowworm are wrong; explanation confirmed.',
    'Which crocodilian of India and Nepal has a very long, thin snout for catching fish?':
      'Checked (Britannica, gharial): the gharial has a thin snout, and males grow a ghara knob; The gharial is right and The caiman, The American alligator and The Nile crocodile are wrong; explanation confirmed.',
    'Which North American lizard can squirt blood from its eyes to deter predators?':
      'Checked (Britannica, horned lizard): several horned lizards squirt blood from the eyes, repelling canids; The horned lizard is right and The frilled lizard, The chuckwalla and The thorny devil are wrong; explanation confirmed.',
    'Which venomous lizard of the south-western US is named after a river there?':
      'Checked (Britannica, Gila monster): named after the Gila River; exenatide derives from a hormone in its saliva; The Gila monster is right and The Mexican beaded lizard, The chuckwalla and The desert iguana are wrong; explanation confirmed.',
    'What is the largest amphibian in the world?':
      "Checked (Britannica, Chinese giant salamander): it reaches about 1.8 m and is critically endangered; The Chinese giant salamander is right and The goliath frog, The hellbender and The olm are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'How many legs does an insect have?':
      'Checked (Britannica, insect): insects have six legs and three body parts; 6 is right and 4, 8 and 10 are wrong; explanation confirmed.',
    'How many legs does a spider have?':
      'Checked (Britannica, spider): spiders, arachnids, have eight legs; 8 is right and 6, 10 and 12 are wrong; explanation confirmed.',
    'Which insects have larvae called caterpillars?':
      "Checked (Britannica, caterpillar): caterpillars are larvae of butterflies and moths (Lepidoptera); Butterflies and moths is right and Beetles and weevils, Ants and termites and Flies and gnats are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What do bees make from flower nectar?':
      'Checked (Britannica, honey): honeybees make honey by evaporating water from nectar; Honey is right and Wax, Pollen and Propolis are wrong; explanation confirmed.',
    "What is a spider's web made of?":
      'Checked (Britannica, spider silk): webs are spun from silk, some stronger than steel by weight; Silk is right and Wax, Hair and Saliva are wrong; explanation confirmed.',
    'Which beetle flashes light from its body to attract a mate?':
      'Checked (Britannica, firefly): fireflies are beetles with species-specific flash patterns; The firefly is right and The ladybird, The stag beetle and The dung beetle are wrong; explanation confirmed.',
    'Which insects build mounds several metres tall out of soil and saliva?':
      'Checked (Britannica, termite): termite mounds reach several metres and are ventilated by channels; Termites is right and Ants, Wasps and Beetles are wrong; explanation confirmed.',
    "Which red, spotted beetle is a gardener's friend because it eats aphids?":
      'Checked (Britannica, ladybird beetle): ladybirds (ladybugs) eat aphids; The ladybird is right and The firefly, The weevil and The dung beetle are wrong; explanation confirmed.',
    "Which caterpillar's cocoon is unwound to make a luxury fabric first produced in China?":
      'Checked (Britannica, silkworm): a silkworm cocoon is a single thread of roughly 300-900 m, up to about a kilometre or more; The silkworm is right and The mealworm, The inchworm and The bagworm are wrong; explanation confirmed.',
    'Which butterfly migrates thousands of kilometres from Canada and the USA to winter in Mexico?':
      'Checked (Britannica, monarch butterfly): monarchs winter in central Mexico; the round trip spans several generations; The monarch is right and The swallowtail, The red admiral and The cabbage white are wrong; explanation confirmed.',
    'How many eyes do most spiders have?':
      'Checked (Britannica, spider): most spiders have eight eyes; 8 is right and 6, 4 and 2 are wrong; explanation confirmed.',
    'How many wings does a honeybee have?':
      'Checked (Britannica, honeybee): honeybees have four wings linked by hooks (hamuli); 4 is right and 2, 6 and 8 are wrong; explanation confirmed.',
    'How does a honeybee tell other bees in the hive where to find food?':
      "Checked (Britannica, Karl von Frisch / waggle dance): the waggle dance's angle encodes direction relative to the Sun; By a waggle dance is right and By a buzzing song, By a scent trail and By flashing its wings are wrong; explanation confirmed.",
    'What do worker bees feed a larva to make it grow into a queen?':
      "Checked (Britannica, royal jelly): royal jelly from workers' hypopharyngeal glands makes a queen; Royal jelly is right and Honeydew, Beebread and Nectar are wrong; explanation confirmed.",
    'Which ants of the Americas grow their own fungus gardens for food?':
      "Checked (Britannica, leafcutter ant): leafcutter ants farm fungus on cut leaves; Leafcutter ants is right and Army ants, Bullet ants and Fire ants are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'Fire ants' → 'Red harvester ants'. Rechecked by len-a: red harvester ants gather and store seeds and farm no fungus; leafcutters do.",
    "Which insect's female sometimes eats the male during or after mating?":
      'Checked (Britannica, mantis): female praying mantises sometimes cannibalise males; The praying mantis is right and The stick insect, The grasshopper and The dragonfly are wrong; explanation confirmed.',
    'What is the larva of a housefly called?':
      'Checked (Britannica, housefly): housefly larvae are maggots; beetle larvae are grubs; A maggot is right and A grub, A caterpillar and A nymph are wrong; explanation confirmed.',
    'Which tiny wingless insect can leap many times its own length and can spread plague?':
      'Checked (Britannica, flea): fleas on rats transmit the plague bacterium; The flea is right and The louse, The bedbug and The silverfish are wrong; explanation confirmed.',
    'Which fly spreads sleeping sickness in Africa?':
      'Checked (WHO, African trypanosomiasis): tsetse flies transmit trypanosomes that cause sleeping sickness; The tsetse fly is right and The sandfly, The horsefly and The blackfly are wrong; explanation confirmed.',
    'What are the three main body parts of an insect?':
      "Checked (Britannica, insect): head, thorax and abdomen; legs and wings attach to the thorax; Head, thorax and abdomen is right and Head, thorax and tail, Head, neck and abdomen and Head, trunk and tail are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the hard case in which a butterfly changes from caterpillar to adult called?':
      'Checked (Britannica, pupa): a butterfly pupa is a chrysalis; moths usually spin cocoons; A chrysalis is right and A cocoon, A larva and A nymph are wrong; explanation confirmed.',
    'Which large, hairy spiders include the goliath birdeater?':
      'Checked (Britannica, tarantula): the goliath birdeater is the heaviest spider, a tarantula; Tarantulas is right and Wolf spiders, Huntsman spiders and Orb weavers are wrong; explanation confirmed.',
    'Which North American spider has a red hourglass mark on its underside?':
      'Checked (Britannica, black widow): the female black widow has a red hourglass and a dangerous bite; The black widow is right and The brown recluse, The wolf spider and The funnel-web are wrong; explanation confirmed.',
    'Which ant has one of the most painful stings of any insect, at the top of the Schmidt pain index?':
      "Checked (Britannica / Schmidt sting pain index, bullet ant): the bullet ant scores 4+ on the Schmidt index; the Sateré-Mawé use it in initiation; The bullet ant is right and The fire ant, The army ant and The weaver ant are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'The weaver ant' → 'The harvester ant'. Rechecked by len-a: harvester ants rate about 3 on Schmidt's index; the bullet ant is at the top (4+).",
    'What is the giant fossil insect Meganeura, with a wingspan of about 70 cm, a relative of?':
      "Checked (Britannica, Meganeura): Meganeura was a Carboniferous griffinfly related to dragonflies, about 300 million years ago; Dragonflies is right and Cockroaches, Mayflies and Moths are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What do silkworms eat?':
      "Checked (Britannica, silkworm): silkworms feed on mulberry leaves; Mulberry leaves is right and Oak leaves, Tea leaves and Maple leaves are wrong; explanation confirmed. Options reworded for length (issue 14, len-b): 'Maple leaves' → 'Eucalyptus leaves'. Rechecked by len-a: Bombyx mori silkworms feed on mulberry leaves; eucalyptus is koala food.",
    'What is the scientific name of the insect order of butterflies and moths, meaning scale wings?':
      "Checked (Britannica, lepidopteran): Lepidoptera means scale wings; Lepidoptera is right and Coleoptera, Hymenoptera and Hemiptera are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the scientific name of the insect order of beetles?':
      'Checked (Britannica, beetle): beetles are Coleoptera, sheath wings; Coleoptera is right and Lepidoptera, Diptera and Orthoptera are wrong; explanation confirmed.',
    "What are the leg-like feelers near a spider's mouth called?":
      'Checked (Britannica, spider): pedipalps flank the mouth; males use them to transfer sperm; Pedipalps is right and Chelicerae, Spinnerets and Mandibles are wrong; explanation confirmed.',
    'What are the silk-making organs at the rear of a spider called?':
      "Checked (Britannica, spider): spinnerets, usually three pairs, produce silk; Spinnerets is right and Pedipalps, Chelicerae and Spiracles are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which is usually counted the smallest breed of dog?':
      'Checked (American Kennel Club, Chihuahua): the Chihuahua, named after a Mexican state, is the smallest breed; The Chihuahua is right and The Pomeranian, The Yorkshire Terrier and The Pug are wrong; explanation confirmed.',
    'Which dog breed is famous for rescuing travellers in the snowy Swiss Alps?':
      'Checked (Britannica, Saint Bernard): bred by monks at the Great St Bernard Pass hospice; The St Bernard is right and The Bernese Mountain Dog, The Newfoundland and The Great Pyrenees are wrong; explanation confirmed.',
    'Which is the fastest breed of dog?':
      'Checked (Britannica, greyhound): greyhounds reach about 70 km/h; The greyhound is right and The whippet, The saluki and The dalmatian are wrong; explanation confirmed.',
    'Which dog breed was developed to go after badgers, its name meaning badger dog in German?':
      'Checked (American Kennel Club, dachshund): Dachshund means badger dog; The dachshund is right and The beagle, The basset hound and The corgi are wrong; explanation confirmed.',
    'Which cat breed is famous for being almost hairless?':
      "Checked (Cat Fanciers' Association, Sphynx): the Sphynx began from a 1966 mutation in Canada; The Sphynx is right and The Siamese, The Persian and The Maine Coon are wrong; explanation confirmed.",
    'Which cat breed from Thailand has a pale body with darker ears, face, paws and tail?':
      "Checked (Cat Fanciers' Association, Siamese): Siamese points are temperature-dependent colouring; The Siamese is right and The Persian, The Bengal and The Sphynx are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which dog breed is famous for its blue-black tongue?':
      "Checked (American Kennel Club, Chow Chow): Chow Chow tongues are blue-black, pink at birth; The Chow Chow is right and The Akita, The Samoyed and The Shiba Inu are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which South American animal, related to the camel, is bred mainly for its soft fleece?':
      'Checked (Britannica, alpaca): alpacas are bred for fleece, llamas as pack animals; The alpaca is right and The llama, The guanaco and The vicuña are wrong; explanation confirmed.',
    'How many stomach chambers does a cow have?':
      'Checked (Britannica, ruminant): cattle have four stomach chambers, the first being the rumen; 4 is right and 2, 3 and 6 are wrong; explanation confirmed.',
    'Which was the first animal to be domesticated, long before farming began?':
      'Checked (Britannica, dog): dogs were domesticated from wolves at least about 15,000 years ago; The dog is right and The goat, The cat and The sheep are wrong; explanation confirmed.',
  },
};
