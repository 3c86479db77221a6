import type { BankReview } from './review.js';

/** bank-i1's check of bank-i2's dogs bank (ADR 0195); registered in index.ts once both are merged. */
export const dogsReview: BankReview = {
  bank: 'dogs',
  writer: 'bank-i2',
  reviewer: 'bank-i1',
  checks: {
    'Which breed, white with black or liver spots, once ran beside horse-drawn carriages as a guard?':
      'Checked (AKC and Kennel Club breed histories): the Dalmatian was a carriage dog; puppies are born white; key right, wrong options wrong, explanation confirmed.',
    'Which breed did the psychologist Stanley Coren rank first for working intelligence in The Intelligence of Dogs?':
      "Checked (Coren, The Intelligence of Dogs (1994)): the Border Collie ranks first for working and obedience intelligence; named after the Anglo-Scottish border country; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: the breed comes from the hill farms of the Anglo-Scottish Borders.",
    'Which sled dog breed often has striking blue eyes and was brought to Alaska from north-east Russia?':
      'Checked (AKC breed history; Britannica): the Siberian Husky, bred by the Chukchi, reached Alaska in 1908; key right, wrong options wrong, explanation confirmed.',
    'Which breed, with a curly coat often clipped into pompoms, was first a water retriever?':
      "Checked (AKC; Britannica 'poodle'): the Poodle was a German water retriever; the clip protected joints and chest; key right, wrong options wrong, explanation confirmed.",
    'Which small scent hound is used at airports to sniff out food hidden in luggage?':
      'Checked (USDA Beagle Brigade): the Beagle is used for agricultural detection at US airports; key right, wrong options wrong, explanation confirmed.',
    'Which short-legged herding breed was the favourite of Queen Elizabeth II?':
      "Checked (Royal Collection Trust; Britannica): the Pembroke Welsh Corgi, descended from Susan (1944); key right, wrong options wrong, explanation confirmed. Note: the explanation's 'during her reign, starting with Susan in 1944' is loosely worded, since Susan predates the reign; the 'more than 30' figure is the usual one. Options reworded for length (issue 14, len-g): 'The Basset Hound' → 'The Australian Cattle Dog'. Rechecked by len-h: the Australian Cattle Dog is a herding breed but not short-legged, and the Queen's dogs were Pembroke corgis and dorgis.",
    'Which short-legged French scent hound has long drooping ears and a mournful face?':
      'Checked (AKC; Britannica): the Basset Hound, from French bas, low; key right, wrong options wrong, explanation confirmed.',
    'Which shaggy grey-and-white herding breed became famous in British paint adverts?':
      "Checked (Kennel Club; Dulux): the Old English Sheepdog, nicknamed bobtail; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'The Komondor' → 'The Polish Lowland Sheepdog'. Rechecked by len-h: the Polish Lowland Sheepdog is another shaggy herding breed; the Dulux dog is an Old English Sheepdog.",
    'What is a dog of mixed or unknown breeding often called?':
      "Checked (Oxford English Dictionary): a mongrel; 'bitser' is Australian slang for one; key right, wrong options wrong, explanation confirmed.",
    'Which breed has a wrinkled, flat face and curly tail, and was kept by Chinese emperors?':
      "Checked (AKC; Britannica 'pug'): the Pug, Chinese in origin, later linked with the House of Orange; key right, wrong options wrong, explanation confirmed.",
    'In which country was the Golden Retriever developed?':
      "Checked (Kennel Club; Britannica): in Scotland, by Lord Tweedmouth at Guisachan from the 1860s; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Canada' → 'Australia'. Rechecked by len-a: the breed comes from Lord Tweedmouth's Guisachan estate in Scotland, nothing to do with Australia.",
    'From which Canadian island do the ancestors of the Labrador Retriever come?':
      "Checked (AKC; Britannica): the St John's water dog of Newfoundland; key right, wrong options wrong, explanation confirmed.",
    'Which breed overtook the Labrador as the most registered breed in the United States in 2022?':
      'Checked (AKC announcement March 2023): the French Bulldog overtook the Labrador, top for 31 years; key right, wrong options wrong, explanation confirmed.',
    "Which breed, named after a German town, drove cattle and pulled butchers' carts?":
      "Checked (AKC; Britannica): the Rottweiler, from Rottweil, a Roman-era town; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Despite its name, in which country was the Great Dane developed?':
      "Checked (AKC; Britannica 'Great Dane'): developed in Germany as a boarhound; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which toy spaniel is named after the Stuart monarch who was rarely seen without his little dogs?':
      'Checked (Kennel Club; Britannica): the Cavalier King Charles Spaniel, bred from the 1920s to match Charles II-era portraits; key right, wrong options wrong, explanation confirmed.',
    'Which African breed was bred to keep lions at bay and has a strip of hair along its spine growing the opposite way?':
      'Checked (AKC; Britannica): the Rhodesian Ridgeback, with its reverse-growing ridge; key right, wrong options wrong, explanation confirmed.',
    'Which African hunting breed is known as the barkless dog?':
      "Checked (AKC; Britannica 'basenji'): the Basenji yodels because of its larynx shape; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'The Saluki' → 'The Pharaoh Hound'. Rechecked by len-a: the Pharaoh Hound is Malta's national dog and barks normally; the Basenji is the barkless one.",
    'Which Chinese breed is famous for its loose, deeply wrinkled skin?':
      "Checked (AKC): the Shar Pei, 'sand skin'; key right, wrong options wrong, explanation confirmed.",
    'Which breed, nicknamed the grey ghost, was developed at a German ducal court?':
      "Checked (AKC; Kennel Club): the Weimaraner, bred at the court of Weimar; puppies are born with faint stripes; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'The Vizsla' → 'The Hungarian Vizsla'. Rechecked by len-a: the Vizsla (same option, fuller name) is a Hungarian rust-gold pointer; the grey ghost is the Weimaraner.",
    'Which terrier is named after a 19th-century Devon parson who bred it for fox hunting?':
      "Checked (Kennel Club; Britannica): the Jack Russell Terrier, after Parson John Russell, a Kennel Club founder member; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which breed is called the King of Terriers, being the largest of them?':
      'Checked (AKC; Kennel Club): the Airedale, largest terrier, from the Aire valley in Yorkshire; key right, wrong options wrong, explanation confirmed.',
    'Which breed was the dog Kabosu, the face of the Doge internet meme?':
      'Checked (BBC, May 2024): Kabosu was a Shiba Inu who died in 2024 aged 18; key right, wrong options wrong, explanation confirmed.',
    'Which toy breed is named after the French word for butterfly, from the shape of its ears?':
      'Checked (AKC; Kennel Club): the Papillon; the drop-eared form is the Phalène; key right, wrong options wrong, explanation confirmed.',
    'The poodle is the national dog of which country?':
      'Checked (AKC; FCI): France; standard, miniature and toy sizes confirmed; key right, wrong options wrong, explanation confirmed.',
    'Which breed is the national dog of Cuba?':
      'Checked (AKC; FCI): the Havanese; key right, wrong options wrong, explanation confirmed.',
    'Which Hungarian pointer has a short golden-rust coat?':
      "Checked (AKC; FCI): the Vizsla, the 'Velcro dog'; key right, wrong options wrong, explanation confirmed.",
    'Which large Arctic breed, heavier than a husky, was bred to haul heavy freight rather than to race?':
      "Checked (AKC; Britannica): the Alaskan Malamute, named after the Mahlemut people; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: the breed is named after the Mahlemut (Malimiut), an Inupiat people. Reworded by the lead (issue 14, a reviewer's note): 'The Greenland Dog' became 'The Finnish Lapphund': the Greenland dog is itself a heavy Arctic freight dog, so it fitted the question; the Lapphund is a medium-sized reindeer-herding dog. Rechecked by chk: key right (the Malamute is the heavy freight dog, about 34–39 kg against a Siberian Husky's 16–27 kg) and the only right option; the Finnish Lapphund is definitely wrong and plausible (a Lapland spitz, lighter than a husky, bred to herd reindeer); the Samoyed is wrong (medium-sized, about a husky's weight, bred to herd reindeer as well as pull sledges); explanation confirmed (the Malimiut are an Inupiat people of north-western Alaska). 'The Chinook' became 'The Norwegian Elkhound': the Chinook is a large sled dog (25–41 kg), heavier than a husky, bred from a Greenland dog and hauled freight on Byrd's Antarctic expedition, so it fitted the question nearly as well as the Greenland dog did (only its New Hampshire origin and its racing set it apart); the Elkhound is a medium-sized Norwegian spitz bred to hunt moose, not to haul. Rechecked by the lead (chk wrote 'The Norwegian Elkhound'): a medium-sized Nordic spitz bred to hunt moose, not to haul freight; definitely wrong.",
    'Which white Siberian breed is famous for its upturned lips, which look like a permanent smile?':
      "Checked (AKC): the Samoyed smile; explanation given as owners' lore; key right, wrong options wrong, explanation confirmed.",
    'Which Swiss breed, tricoloured with a long coat, once pulled carts of milk and cheese to market?':
      "Checked (AKC; FCI): the Bernese Mountain Dog, the only long-coated of the four Swiss mountain dogs; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who developed the German Shepherd breed from 1899?':
      "Checked (Britannica 'German shepherd'): Max von Stephanitz, with Horand von Grafrath; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which large Hungarian livestock guardian has a white coat that hangs in long cords like dreadlocks?':
      "Checked (AKC; FCI): the Komondor; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Norwegian breed, with at least six toes on each foot, was bred to hunt puffins on sea cliffs?':
      'Checked (AKC; Norwegian Kennel Club): the Norwegian Lundehund, a puffin dog with a very flexible neck; key right, wrong options wrong, explanation confirmed.',
    'Which breed, kept by Chinese emperors, reached Britain after the looting of the Summer Palace in 1860?':
      'Checked (Kennel Club; Britannica): the Pekingese; Looty was given to Queen Victoria; key right, wrong options wrong, explanation confirmed.',
    'Which hairless breed is the national dog of Mexico?':
      'Checked (AKC; FCI): the Xoloitzcuintli, from Xolotl and itzcuintli; key right, wrong options wrong, explanation confirmed.',
    'Which Australian breeder first crossed a Labrador with a poodle, in 1989, creating the Labradoodle?':
      "Checked (BBC and Associated Press interviews with Wally Conron (2014, 2019)): Wally Conron, Royal Guide Dogs Association of Australia, 1989, who later regretted it; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Ian Dunbar' → 'Barbara Woodhouse'. Rechecked by len-a: Barbara Woodhouse was a British trainer who died in 1988; the Labradoodle breeder was Wally Conron.",
    "Which German toy breed's name means monkey terrier?":
      "Checked (AKC): the Affenpinscher, 'diablotin moustachu' in French; key right, wrong options wrong, explanation confirmed.",
    'Which small black Belgian breed was kept as a watchdog on canal barges?':
      "Checked (AKC; FCI): the Schipperke, 'little captain' or 'little boatman'; key right, wrong options wrong, explanation confirmed.",
    'The Pomeranian is named after a region on the coast of which sea?':
      "Checked (Britannica 'Pomerania'): Pomerania lies on the Baltic, now split between Germany and Poland; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: most of historical Pomerania lies in Poland today, the western part in Germany.",
    'What is the Welsh word corgi usually said to mean?':
      'Checked (Oxford English Dictionary; Kennel Club): cor + ci, dwarf dog; key right, wrong options wrong, explanation confirmed.',
    'Who brought the first Akita to the United States, in 1937?':
      'Checked (AKC breed history): Helen Keller, given Kamikaze-go in Akita Prefecture; key right, wrong options wrong, explanation confirmed.',
    'Which spaniel is named after a Nottinghamshire estate?':
      'Checked (Kennel Club; AKC): the Clumber Spaniel, from Clumber Park, seat of the Dukes of Newcastle; key right, wrong options wrong, explanation confirmed.',
    'Which breed had won Best in Show at the Westminster dog show most often, as of 2025?':
      'Checked (Westminster Kennel Club records): the Wire Fox Terrier, 15 wins, the latest King in 2019; key right, wrong options wrong, explanation confirmed.',
    'What is a female dog called?':
      'Checked (Oxford English Dictionary): a bitch; dam and sire in pedigrees; key right, wrong options wrong, explanation confirmed.',
    'What is a group of puppies born to one mother at the same time called?':
      'Checked (Oxford English Dictionary): a litter; key right, wrong options wrong, explanation confirmed.',
    'How do dogs mainly cool themselves down?':
      'Checked (RSPCA; AKC): panting; sweat glands are in the paw pads; key right, wrong options wrong, explanation confirmed.',
    "Which is a dog's keenest sense?":
      "Checked (AKC; Britannica 'dog'): smell, with up to 300 million receptors against about 6 million in humans; key right, wrong options wrong, explanation confirmed.",
    'Which treat is dangerous to dogs because it contains theobromine?':
      'Checked (RSPCA; ASPCA): chocolate; dark chocolate holds more theobromine; key right, wrong options wrong, explanation confirmed.',
    'Which viral disease, spread mainly by dog bites, kills tens of thousands of people a year?':
      'Checked (WHO rabies fact sheet): rabies, about 59,000 deaths a year, preventable by vaccine; key right, wrong options wrong, explanation confirmed.',
    'According to the old rule of thumb, one dog year equals how many human years?':
      'Checked (AKC; American Veterinary Medical Association): seven years; the first dog year is nearer fifteen; key right, wrong options wrong, explanation confirmed.',
    'Which part of a dog carries a print as unique as a human fingerprint?':
      'Checked (AKC): the nose print; key right, wrong options wrong, explanation confirmed.',
    'Which fruit can cause kidney failure in dogs, even in small amounts?':
      'Checked (ASPCA; RSPCA): grapes and raisins; key right, wrong options wrong, explanation confirmed.',
    "How long does a dog's pregnancy usually last?":
      'Checked (Merck Veterinary Manual): about 63 days, nine weeks; puppies countable on X-ray late on; key right, wrong options wrong, explanation confirmed.',
    'At about what age do newborn puppies open their eyes?':
      'Checked (Merck Veterinary Manual; AKC): at about two weeks; key right, wrong options wrong, explanation confirmed.',
    'How many teeth does an adult dog normally have?':
      'Checked (Merck Veterinary Manual): 42 adult teeth; 28 milk teeth; key right, wrong options wrong, explanation confirmed.',
    'Dogs have two kinds of colour-sensing cone cells, so which pair of colours do they struggle to tell apart?':
      'Checked (Neitz et al. (1989); AKC): dogs are dichromats and confuse red and green; key right, wrong options wrong, explanation confirmed.',
    'What is the scientific name of the domestic dog, usually treated as a subspecies of the wolf?':
      'Checked (Mammal Species of the World): Canis lupus familiaris; key right, wrong options wrong, explanation confirmed.',
    "What are a dog's whiskers properly called?":
      "Checked (Merck Veterinary Manual): vibrissae; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Cilia' → 'Guard hairs'. Rechecked by len-a: guard hairs are the long outer coat hairs; whiskers are vibrissae.",
    "What is the extra claw high on the inside of a dog's front leg called?":
      "Checked (AKC): the dewclaw; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "To which point on its back is a dog's height measured?":
      'Checked (Kennel Club; AKC): to the withers; key right, wrong options wrong, explanation confirmed.',
    'What does it mean when a breed such as the pug is called brachycephalic?':
      "Checked (Royal Veterinary College): a short, broad, flat-faced skull; breathing problems confirmed; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'It has very short legs' → 'It has very short, bowed front legs'. Rechecked by len-a: short bowed legs describe chondrodysplastic breeds; brachycephalic means short-skulled.",
    'What is a dog giving birth called?':
      'Checked (Oxford English Dictionary): whelping; key right, wrong options wrong, explanation confirmed.',
    'What is the mottled coat pattern seen on many Australian Shepherds and some collies called?':
      'Checked (AKC; Kennel Club): merle; double merle risks deafness and blindness; key right, wrong options wrong, explanation confirmed.',
    'What is a coat with dark stripes on a brown base, as on many boxers and greyhounds, called?':
      'Checked (AKC): brindle; key right, wrong options wrong, explanation confirmed.',
    "What layer behind the retina makes a dog's eyes shine at night in a torch beam?":
      'Checked (Merck Veterinary Manual): the tapetum lucidum; key right, wrong options wrong, explanation confirmed.',
    "What is a dog's third eyelid called?":
      'Checked (Merck Veterinary Manual): the nictitating membrane; key right, wrong options wrong, explanation confirmed.',
    "Which organ in the roof of a dog's mouth detects chemical signals from other animals?":
      "Checked (Merck Veterinary Manual): the vomeronasal (Jacobson's) organ; key right, wrong options wrong, explanation confirmed.",
    'Roughly what is the highest pitch a dog can hear?':
      'Checked (Heffner (1983); AKC): about 45 to 65 kHz; 45,000 Hz is the usual figure and the wrong options are far off; key right, wrong options wrong, explanation confirmed.',
    'Which sweetener, used in sugar-free gum, is highly poisonous to dogs?':
      'Checked (ASPCA; FDA): xylitol, causing an insulin surge; key right, wrong options wrong, explanation confirmed.',
    'How many chromosomes does a dog have?':
      'Checked (Dog genome project (Lindblad-Toh et al. 2005)): 78, in 39 pairs; key right, wrong options wrong, explanation confirmed.',
    'On a dog, what is the stop?':
      "Checked (Kennel Club glossary): the step between skull and muzzle; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What word describes long-nosed breeds such as the borzoi and the collie?':
      'Checked (Kennel Club glossary): dolichocephalic; mesocephalic for medium muzzles; key right, wrong options wrong, explanation confirmed.',
    'An extra copy of which gene gives breeds such as the dachshund and corgi their short legs?':
      'Checked (Parker et al., Science (2009)): an FGF4 retrogene causes chondrodysplasia in short-legged breeds; key right, wrong options wrong, explanation confirmed.',
    'Variants of which gene are a major reason why small breeds are small?':
      'Checked (Sutter et al., Science (2007)): IGF1 variants are a major determinant of small size; key right, wrong options wrong, explanation confirmed.',
    'What is the scientific study of dogs called?':
      'Checked (Oxford English Dictionary): cynology, from Greek kyon; key right, wrong options wrong, explanation confirmed.',
    'What is a young dog under a year old usually called?':
      "Checked (Oxford English Dictionary): a puppy; weaning by about eight weeks; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'A kit' → 'A kitten'. Rechecked by len-h: a kitten is a young cat; a young dog is a puppy; no option contains another.",
    "What is the name for a dog's snout, and also for a guard strapped over it to stop biting?":
      'Checked (Oxford English Dictionary): a muzzle; key right, wrong options wrong, explanation confirmed.',
    'What is it called when a dog loses old hair, often heavily in spring?':
      'Checked (AKC): shedding; double-coated breeds blow their coat twice a year; key right, wrong options wrong, explanation confirmed.',
    'To which family do dogs, wolves, foxes and jackals belong?':
      "Checked (Britannica 'canid'): Canidae, about 35 species; key right, wrong options wrong, explanation confirmed.",
    'Which breed was the dog whose genome was first sequenced in full, in 2005?':
      'Checked (Lindblad-Toh et al., Nature (2005)): Tasha, a Boxer; key right, wrong options wrong, explanation confirmed.',
    'What breed was Snuppy, the first cloned dog, born in South Korea in 2005?':
      'Checked (Lee et al., Nature (2005)): an Afghan Hound cloned at Seoul National University; key right, wrong options wrong, explanation confirmed.',
    'In which US state is the Iditarod sled dog race held?':
      'Checked (Iditarod Trail Committee): Alaska, about 1,000 miles from Anchorage to Nome; key right, wrong options wrong, explanation confirmed.',
    'The police dog unit name K9 is a pun on which word?':
      'Checked (Oxford English Dictionary; police histories): canine; key right, wrong options wrong, explanation confirmed.',
    "What is the name of the UK's biggest dog show, held every March in Birmingham?":
      'Checked (Kennel Club): Crufts, founded by Charles Cruft, a biscuit salesman; 1891 is the usual first date; key right, wrong options wrong, explanation confirmed.',
    'Which Latin words, found on a mosaic at Pompeii, mean beware of the dog?':
      "Checked (Britannica 'Pompeii'; House of the Tragic Poet mosaic): cave canem; key right, wrong options wrong, explanation confirmed.",
    'Which two dogs, in 1960, were the first to orbit the Earth and return alive?':
      "Checked (Britannica 'Belka and Strelka'; NASA history): Belka and Strelka, Sputnik 5; Pushinka went to Caroline Kennedy; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Taro and Jiro' → 'Veterok and Ugolyok'. Rechecked by len-a: Veterok and Ugolyok flew in 1966 (Kosmos 110); Belka and Strelka were first, in 1960.",
    'In which war did Sergeant Stubby, a stray adopted by American soldiers, become a famous hero?':
      'Checked (Smithsonian National Museum of American History): First World War; warned of gas attacks; key right, wrong options wrong, explanation confirmed.',
    "Which medal, created in 1943, is known as the animals' Victoria Cross?":
      'Checked (PDSA): the Dickin Medal, 1943; first awards to three pigeons; key right, wrong options wrong, explanation confirmed.',
    'What breed was Cairo, the dog on the 2011 raid that killed Osama bin Laden?':
      "Checked (US press reports 2011): Cairo was a Belgian Malinois; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which country was the Australian Shepherd actually developed?':
      "Checked (AKC): in the western United States, linked with Basque shepherds; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Scotland' → 'The United Kingdom'. Rechecked by len-a: the breed was developed in the western United States, not the UK.",
    'The dog days of summer are named after what?':
      "Checked (Britannica 'dog days'): named after Sirius, the Dog Star, rising with the sun; key right, wrong options wrong, explanation confirmed.",
    'The Canary Islands take their name from the Latin word for which animal?':
      "Checked (Britannica 'Canary Islands'): from Latin Canariae Insulae, islands of dogs; key right, wrong options wrong, explanation confirmed.",
    'What is the name of the blood-stained hound that guards the gates of Hel in Norse myth?':
      'Checked (Prose Edda (Snorri Sturluson)): Garm, who kills and is killed by Tyr at Ragnarök; key right, wrong options wrong, explanation confirmed.',
    "In Welsh legend, what did Prince Llywelyn's hound Gelert do before his master wrongly killed him?":
      "Checked (Britannica 'Beddgelert'): Gelert saved the baby from a wolf; grave at Beddgelert; key right, wrong options wrong, explanation confirmed.",
    "Which dog, who led the last leg of the 1925 serum run to Nome, has a statue in New York's Central Park?":
      "Checked (Central Park Conservancy; Britannica 'Balto'): Balto led the last leg of the 1925 serum run; key right, wrong options wrong, explanation confirmed.",
    'In which country was the first guide dog school opened, in 1916?':
      'Checked (Guide Dogs (UK) history; International Guide Dog Federation): Oldenburg, Germany, for war-blinded soldiers; key right, wrong options wrong, explanation confirmed.',
    'Which sled dog ran the longest and most dangerous leg of the 1925 serum run to Nome?':
      "Checked (Britannica 'Togo'; Smithsonian): Togo, with Leonhard Seppala; key right, wrong options wrong, explanation confirmed.",
    "Which kind of dog pulled Roald Amundsen's sledges to the South Pole in 1911?":
      'Checked (Amundsen, The South Pole (1912)): Greenland dogs, many slaughtered for food on the way; key right, wrong options wrong, explanation confirmed.',
    'Which two Sakhalin huskies survived a year abandoned in Antarctica by a Japanese expedition in 1958?':
      "Checked (Britannica; Japanese Antarctic Research Expedition records): Taro and Jiro, found alive in 1959; film Nankyoku Monogatari (1983); key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which pointer was the only dog officially registered as a prisoner of war in the Second World War?':
      'Checked (PDSA; Britannica): Judy, an English Pointer, Royal Navy gunboat mascot; key right, wrong options wrong, explanation confirmed.',
    'Which Italian breed is best known for sniffing out truffles?':
      "Checked (AKC; FCI): the Lagotto Romagnolo; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'The Cane Corso' → 'The Neapolitan Mastiff'. Rechecked by len-a: the Neapolitan Mastiff is a guard dog; the truffle dog is the Lagotto Romagnolo.",
    'What job did the now-extinct turnspit dog do?':
      "Checked (Abergavenny Museum): it turned a wheel to rotate roasting meat; Whiskey survives at Abergavenny; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In sheepdog handling, what does the command come bye tell the dog to do?':
      'Checked (International Sheep Dog Society): come bye is clockwise, away to me anticlockwise; key right, wrong options wrong, explanation confirmed.',
    'In which year was the Kennel Club founded in Britain?':
      'Checked (Kennel Club history): 1873; first show at Newcastle upon Tyne in 1859; key right, wrong options wrong, explanation confirmed.',
    'What was the name of the dog said to have led four teenagers to the Lascaux cave paintings in 1940?':
      "Checked (Britannica 'Lascaux'): the dog Robot, with Marcel Ravidat and friends, 1940; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Max' → 'Brutus'. Rechecked by len-a: Marcel Ravidat's dog was Robot, not Brutus.",
    'Which saint is usually shown with a dog that brought him bread while he had the plague?':
      "Checked (Britannica 'Saint Roch'): St Roch, fed by a dog during his illness; key right, wrong options wrong, explanation confirmed.",
    'Which position does the Dog hold among the twelve animals of the Chinese zodiac?':
      "Checked (Britannica 'Chinese zodiac'): the Dog is eleventh; 2006 and 2018 were Dog years; key right, wrong options wrong, explanation confirmed.",
    'What breed was Greyfriars Bobby?':
      "Checked (Britannica 'Greyfriars Bobby'): a Skye Terrier; the Lord Provost paid his licence; key right, wrong options wrong, explanation confirmed.",
    "What was the name of Franklin D. Roosevelt's famous Scottish Terrier?":
      'Checked (FDR Library): Fala, buried near Roosevelt at Hyde Park; key right, wrong options wrong, explanation confirmed.',
    'What job were retrievers first bred for?':
      "Checked (AKC): retrieving shot game birds, with a soft mouth; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'Bringing back shot birds to the hunter' → 'Fetching shot birds'; 'Guarding houses' → 'Guarding farm livestock'. Rechecked by len-h: 'Fetching shot birds' says what the old key said, as precisely; guarding farm livestock is the flock guardians' work (Maremma, Pyrenean), not retrievers'.",
    'Which disability are guide dogs trained to help with?':
      "Checked (Guide Dogs (UK)): blindness and sight loss; harness handle confirmed; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'Deafness' → 'Hearing loss'. Rechecked by len-h: deaf people and those with hearing loss are helped by hearing dogs; guide dogs serve blind and partially sighted people.",
    'What is the name for a dog trained to find drugs or explosives by their scent?':
      "Checked (Oxford English Dictionary): a sniffer dog; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: dogs have been trained to detect some cancers.",
    'Which giant breed with webbed feet is famous for rescuing people from water?':
      "Checked (AKC; Britannica 'Newfoundland'): the Newfoundland, water-resistant coat; key right, wrong options wrong, explanation confirmed.",
    'Which dog sport has dogs race round a course of jumps, tunnels and weave poles?':
      'Checked (Kennel Club): agility, first shown at Crufts in 1978; key right, wrong options wrong, explanation confirmed.',
    'Which dog sport is a relay race in which dogs jump hurdles to fetch a tennis ball?':
      'Checked (North American Flyball Association): flyball, from California in the 1970s; key right, wrong options wrong, explanation confirmed.',
    'Terriers get their name from the Latin for what, because they went into burrows?':
      "Checked (Oxford English Dictionary): from Latin terra, earth; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What do gundogs called pointers do when they find game?':
      "Checked (AKC; Britannica 'pointer'): they freeze and point; used with nets before guns; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "From which country's name does the word spaniel come?":
      'Checked (Oxford English Dictionary): Old French espagneul, Spanish; key right, wrong options wrong, explanation confirmed.',
    "Which charity's slogan is 'A dog is for life, not just for Christmas'?":
      "Checked (Dogs Trust): coined in 1978 by Clarissa Baldwin for the National Canine Defence League; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: Clarissa Baldwin coined it in 1978 and was chief executive from 1986 to 2014 (the lead corrected the writer's new wording, which made her chief executive in 1978). Options reworded for length (issue 14, len-b): 'PDSA' → 'Battersea Dogs & Cats Home'. Rechecked by len-a: the slogan is Dogs Trust's (coined 1978 for the National Canine Defence League); Battersea is another charity.",
    "Which sighthound, bred from small greyhounds, was called the poor man's racehorse?":
      "Checked (Kennel Club; AKC): the Whippet, raced by northern miners; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'The Borzoi' → 'The Scottish Deerhound'. Rechecked by len-a: the Scottish Deerhound is a large rough-coated deer hound, not a small greyhound type; the nickname is the Whippet's.",
    'What is a lurcher?':
      "Checked (Kennel Club; Oxford English Dictionary): a sighthound crossed with another type, often a working dog; poachers' dog; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who founded the London home for lost dogs that became Battersea, in 1860?':
      'Checked (Battersea Dogs and Cats Home history): Mary Tealby founded it in Holloway in 1860; moved to Battersea in 1871; key right, wrong options wrong, explanation confirmed.',
    'What does borzoi mean in Russian?':
      'Checked (Oxford English Dictionary; AKC): borzoi means swift; wolf hunting by Russian nobles; key right, wrong options wrong, explanation confirmed.',
    'Into how many groups does the UK Kennel Club divide its breeds?':
      "Checked (Kennel Club): seven groups; pastoral split from working in 1999; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Five' → 'Twelve'. Rechecked by len-a: the Kennel Club has seven groups, not twelve.",
    'Which breed was among the four banned in Britain by the Dangerous Dogs Act 1991?':
      "Checked (UK Government (gov.uk)): the Pit Bull Terrier, with the Tosa, Dogo Argentino and Fila Brasileiro; XL Bully added end of 2023; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'The Rottweiler' → 'The Staffordshire Bull Terrier'. Rechecked by len-a: the Act bans the Pit Bull Terrier, Japanese Tosa, Dogo Argentino and Fila Brasileiro; the Staffordshire Bull Terrier is not banned.",
    'Which Victorian painter, famous for his dog portraits, gave his name to a black-and-white form of a giant water-rescue breed?':
      "Checked (Britannica 'Edwin Landseer'): Landseer Newfoundlands; he sculpted the Trafalgar Square lions; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'George Stubbs' → 'Thomas Gainsborough'. Rechecked by len-a: Gainsborough was an 18th-century painter; the Landseer Newfoundland is named after Edwin Landseer.",
    'Which collie mix walked about 2,500 miles home to Oregon in 1924 after being lost on a family trip?':
      "Checked (Oregon Historical Society): Bobbie the Wonder Dog, 1924; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Akita waited at a Tokyo railway station every day for nearly ten years after his owner died?':
      "Checked (Britannica 'Hachiko'): Hachikō waited at Shibuya for almost ten years; key right, wrong options wrong, explanation confirmed.",
    "In which city did Greyfriars Bobby keep watch over his master's grave?":
      "Checked (Britannica 'Greyfriars Bobby'): Edinburgh, 14 years, died 1872; key right, wrong options wrong, explanation confirmed.",
    'What breed of dog is Snoopy?':
      'Checked (Peanuts (Schulz Museum)): a beagle; first appeared October 1950; key right, wrong options wrong, explanation confirmed.',
    'What breed of dog is Lassie?':
      "Checked (Britannica 'Lassie'): a Rough Collie; Pal was male; key right, wrong options wrong, explanation confirmed.",
    "What is the name of Tintin's white fox terrier?":
      'Checked (Hergé (Moulinsart)): Snowy, Milou in French; key right, wrong options wrong, explanation confirmed.',
    'What is the name of the dim-witted dog in the Garfield comics?':
      'Checked (Garfield (Jim Davis)): Odie, who arrived with Lyman; key right, wrong options wrong, explanation confirmed.',
    "What is the name of the Simpson family's greyhound?":
      "Checked (The Simpsons, 'Simpsons Roasting on an Open Fire'): Santa's Little Helper, adopted in the first episode; key right, wrong options wrong, explanation confirmed.",
    'In Paw Patrol, which pup is the firefighter?':
      'Checked (Nickelodeon): Marshall is the fire pup; Chase police, Rubble construction; key right, wrong options wrong, explanation confirmed.',
    'In the nursery rhyme, who found her cupboard bare when she went to fetch her poor dog a bone?':
      "Checked (Oxford Dictionary of Nursery Rhymes): Old Mother Hubbard, printed 1805; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'Mary Mary' → 'Mary, Mary, Quite Contrary'. Rechecked by len-h: Mary, Mary, Quite Contrary is the full name of the same wrong rhyme character, whose rhyme is about her garden; the bare cupboard is Old Mother Hubbard's.",
    'Which Sherlock Holmes novel features a giant, glowing hound on Dartmoor?':
      "Checked (Britannica 'The Hound of the Baskervilles'): serialised in The Strand 1901-02; key right, wrong options wrong, explanation confirmed.",
    'What breed is the dog in the 1992 family comedy Beethoven?':
      "Checked (IMDb): a St Bernard; Beethoven's 2nd (1993) gives him puppies; key right, wrong options wrong, explanation confirmed.",
    'Which dog found the stolen football World Cup trophy under a hedge in London in 1966?':
      'Checked (BBC; Britannica): Pickles found the Jules Rimet Trophy in 1966; key right, wrong options wrong, explanation confirmed.',
    'Which Jack London novel follows Buck, a dog stolen from California and sold as a sled dog?':
      "Checked (Britannica 'The Call of the Wild'): The Call of the Wild, 1903; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'Martin Eden' → 'The Valley of the Moon'. Rechecked by len-h: The Valley of the Moon (1913) is Jack London's novel of a working-class couple leaving Oakland for the land; Buck is in The Call of the Wild.",
    'What breed was Rin Tin Tin, the Hollywood star rescued from a French battlefield in 1918?':
      "Checked (Britannica 'Rin Tin Tin'): a German Shepherd rescued in France in 1918; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'A Boxer' → 'A Belgian Malinois'. Rechecked by len-h: Rin Tin Tin was a German Shepherd puppy found by Lee Duncan in Lorraine, not a Belgian Malinois.",
    'What breed is the dog in the book and film Marley and Me?':
      "Checked (John Grogan, Marley and Me (2005)): a Labrador Retriever; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-g): 'A Boxer' → 'A Bernese Mountain Dog'. Rechecked by len-h: Marley is a yellow Labrador Retriever, not a Bernese Mountain Dog.",
    "What is the name of Doc Brown's dog, the first time traveller in Back to the Future?":
      "Checked (Back to the Future (1985)): Einstein, sent one minute ahead; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What is the name of the Darling family's dog, who acts as nursemaid in Peter Pan?":
      'Checked (J. M. Barrie, Peter Pan): Nana, chained in the yard by Mr Darling; key right, wrong options wrong, explanation confirmed.',
    'Which comic character owns a dog called Gnasher?':
      'Checked (The Beano (DC Thomson)): Dennis the Menace; Gnasher from 1968; key right, wrong options wrong, explanation confirmed.',
    "Which dog gave its name to Richard Nixon's 1952 speech defending his campaign funds?":
      "Checked (Britannica 'Checkers speech'): Checkers, a cocker spaniel given to his daughters; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Millie' → 'King Timahoe'. Rechecked by len-a: King Timahoe was Nixon's Irish setter in the White House from 1969; the 1952 speech is the Checkers speech.",
    "What breed were the Obamas' dogs Bo and Sunny?":
      "Checked (Obama White House archives): Portuguese Water Dogs, chosen partly for allergies; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which breed is Bullseye, the mascot of the US store Target?':
      "Checked (Target Corporation): a Bull Terrier; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "In Oliver Twist, what is the name of Bill Sikes's dog?":
      "Checked (Charles Dickens, Oliver Twist): Bull's-eye; key right, wrong options wrong, explanation confirmed.",
    "What was the name of the dog listening to a gramophone in the His Master's Voice logo?":
      "Checked (Britannica 'Nipper'): Nipper, painted by Francis Barraud, first with a phonograph; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Bingo' → 'Bouncer'. Rechecked by len-a: the dog was Nipper, painted by Francis Barraud; not Bouncer.",
    'Which Jack Russell terrier starred in the 2011 silent film The Artist?':
      "Checked (Cannes Palm Dog 2011): Uggie, a Jack Russell; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Pal' → 'Skippy'. Rechecked by len-a: Skippy played Asta in The Thin Man (1934); Uggie starred in The Artist.",
    'Which Sherlock Holmes story hinges on the curious incident of the dog that did nothing in the night-time?':
      "Checked (Arthur Conan Doyle, 'Silver Blaze'): Silver Blaze; key right, wrong options wrong, explanation confirmed.",
    "Which Beatles song was inspired by Paul McCartney's Old English Sheepdog?":
      "Checked (The Beatles Anthology; Britannica): Martha My Dear, on the White Album, 1968; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which American painted the famous series of dogs playing poker?':
      "Checked (Britannica 'Cassius Marcellus Coolidge'): Coolidge's series for Brown & Bigelow cigar advertising; key right, wrong options wrong, explanation confirmed. Options reworded for length (issue 14, len-b): 'Grant Wood' → 'James Abbott McNeill Whistler'. Rechecked by len-a: Whistler (American-born) painted portraits and nocturnes, not the poker dogs, which are C. M. Coolidge's.",
    'In which Shakespeare play does the servant Launce have a dog called Crab?':
      "Checked (Shakespeare, The Two Gentlemen of Verona): Crab, Launce's dog; the no-tears complaint in Act 2 Scene 3; key right, wrong options wrong, explanation confirmed.",
    'What breed is Gromit, from Wallace and Gromit?':
      'Checked (Aardman; Nick Park interviews): a beagle; key right, wrong options wrong, explanation confirmed.',
    'In the 1997 film Air Bud, which sport does the golden retriever Buddy play?':
      'Checked (IMDb): basketball; Buddy could shoot hoops; key right, wrong options wrong, explanation confirmed.',
    "Which puppy stars in Eric Hill's lift-the-flap books, first published in 1980?":
      "Checked (Penguin (Eric Hill)): Spot, Where's Spot? (1980); key right, wrong options wrong, explanation confirmed.",
    'Which superhero has a dog called Krypto?':
      'Checked (DC Comics): Superman; Adventure Comics 1955; key right, wrong options wrong, explanation confirmed.',
    "What is the name of Elle Woods's little dog in Legally Blonde?":
      'Checked (Legally Blonde (2001)): Bruiser, a Chihuahua; key right, wrong options wrong, explanation confirmed.',
    'What breed is Hooch in the 1989 film Turner and Hooch?':
      "Checked (IMDb; AKC): a Dogue de Bordeaux; key right, wrong options wrong, explanation confirmed. The writer changed the explanation after this check (it named another question's answer); the new one checked by the lead, not its writer: the Dogue de Bordeaux is an old French mastiff breed known for its massive head.",
    'What is the name of the terrier at the centre of The Secret Life of Pets?':
      'Checked (IMDb): Max; Louis C.K. then Patton Oswalt; key right, wrong options wrong, explanation confirmed.',
    'Which toy terrier was bred by mill workers in northern England to catch rats?':
      "Checked (Kennel Club; AKC): the Yorkshire Terrier; Huddersfield Ben (1865); key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What breed was Terry, the dog who played Toto in The Wizard of Oz?':
      "Checked (Britannica 'Terry (dog)'): a Cairn Terrier paid $125 a week; key right, wrong options wrong, explanation confirmed.",
    "In the Odyssey, what is the name of Odysseus's old dog, who recognises him after twenty years?":
      'Checked (Homer, Odyssey, Book 17): Argos, who dies on seeing him; key right, wrong options wrong, explanation confirmed.',
    'Which hound of Greek myth was fated always to catch whatever it chased?':
      "Checked (Ovid, Metamorphoses; Britannica): Laelaps, turned to stone with the Teumessian fox; key right, wrong options wrong, explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which two-headed dog of Greek myth guarded the cattle of Geryon?':
      'Checked (Apollodorus, Library): Orthrus, killed by Heracles; key right, wrong options wrong, explanation confirmed.',
  },
};
