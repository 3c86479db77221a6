import type { BankReview } from './review.js';

/** bank-i4's check of bank-i3's lord-of-the-rings bank (ADR 0195); registered in index.ts once both are merged. */
export const lordOfTheRingsReview: BankReview = {
  bank: 'lord-of-the-rings',
  writer: 'bank-i3',
  reviewer: 'bank-i4',
  checks: {
    'What kind of creature is Smaug in The Hobbit?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is A dragon; wrong options (A giant spider, A troll, A giant eagle) are all wrong and the explanation is confirmed.',
    'How many dwarves set out on the quest in The Hobbit?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): thirteen dwarves, with Bilbo as the fourteenth member so the party is not thirteen (ch. 1); wrong options (Seven, Nine, Twelve) are all wrong and the explanation is confirmed.',
    'Who leads the company of dwarves in The Hobbit?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): Thorin Oakenshield; Appendix A says he cut an oak branch for a shield at Azanulbizar; wrong options (Dáin Ironfoot, Balin son of Fundin, Glóin son of Gróin) are all wrong and the explanation is confirmed.',
    'What power does Bilbo discover in the ring he finds under the mountains?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the ring makes its wearer invisible (ch. 5); in the 1937 text Gollum staked it as a present, changed in 1951; wrong options (It lets him fly, It makes him very strong, It lets him speak with animals) are all wrong and the explanation is confirmed.',
    'What contest do Bilbo and Gollum hold in the dark beneath the mountains?':
      "Checked (Tolkien, The Hobbit, 3rd edition 1966): a riddle game; 'What have I got in my pocket?' is called not a proper riddle (ch. 5); wrong options (A chess match, A game of dice, A singing contest) are all wrong and the explanation is confirmed.",
    'What happens to the three trolls when the sun rises on them?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is They turn to stone; wrong options (They burst into flames, They crumble to dust, They fall into a deep sleep) are all wrong and the explanation is confirmed.',
    'Which great birds rescue the company from goblins and wolves in The Hobbit?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Eagles; wrong options (Ravens, Owls, Crows) are all wrong and the explanation is confirmed.',
    'Through which dark forest must the company travel to reach the east?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Mirkwood; wrong options (Fangorn, The Old Forest, Lothlórien) are all wrong and the explanation is confirmed.',
    'What is the subtitle of The Hobbit?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is There and Back Again; wrong options (Over Hill and Under Hill, The Road Goes Ever On, A Long-expected Journey) are all wrong and the explanation is confirmed.',
    'Who kills Smaug?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): Bard shoots him with the black arrow, an heirloom of his house (ch. 14); wrong options (Thorin Oakenshield, Beorn, Thranduil) are all wrong and the explanation is confirmed.',
    "Which bird tells Bard of the bare patch in Smaug's armour?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the old thrush, whose speech Bard understands as one of the race of Dale (ch. 14); wrong options (A raven, A crow, A swallow) are all wrong and the explanation is confirmed.',
    'Which town does Smaug burn in his last attack?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Lake-town; wrong options (Bree, Minas Tirith, Hobbiton) are all wrong and the explanation is confirmed.',
    'Which jewel, the Heart of the Mountain, does Thorin prize above all his treasure?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is The Arkenstone; wrong options (The Silmaril, The Elessar, The Nauglamír) are all wrong and the explanation is confirmed.',
    'Which man, who can take the shape of a great bear, shelters the company?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Beorn; wrong options (Radagast, Tom Bombadil, Farmer Maggot) are all wrong and the explanation is confirmed.',
    'What does Bilbo name his blade after fighting the spiders in the forest?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Sting; wrong options (Glamdring, Orcrist, Herugrim) are all wrong and the explanation is confirmed.',
    "Which sword from the trolls' hoard does Gandalf take for himself?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): Glamdring, Foe-hammer, which the goblins called Beater; Orcrist was Biter (ch. 4); wrong options (Orcrist, Anglachel, Herugrim) are all wrong and the explanation is confirmed.',
    "How does Bilbo get the dwarves out of the Elvenking's dungeons?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Inside barrels sent downriver; wrong options (Disguised as elves, Through a secret tunnel, Hidden in laundry baskets) are all wrong and the explanation is confirmed.',
    'What is the name of the Elvenking who imprisons the dwarves?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): Thranduil, named only in The Lord of the Rings (book II ch. 1); The Hobbit calls him the Elvenking; wrong options (Celeborn, Gil-galad, Elrond) are all wrong and the explanation is confirmed.',
    'What is the battle at the end of The Hobbit called?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is The Battle of Five Armies; wrong options (The Battle of Dale, The Battle of the Hornburg, The Battle of Azanulbizar) are all wrong and the explanation is confirmed.',
    "Which two young dwarves, Thorin's nephews, die defending him?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): Fíli and Kíli, sons of Dís (ch. 18 and Appendix A); wrong options (Ori and Nori, Bifur and Bofur, Óin and Glóin) are all wrong and the explanation is confirmed.',
    'Which cousin of Thorin brings an army from the Iron Hills?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): Dáin Ironfoot, son of Náin, who became King under the Mountain (ch. 17–18, Appendix A); Náin and Balin did not lead that army; wrong options (Thráin, Balin, Náin) are all wrong and the explanation is confirmed.',
    "Which dwarf of Thorin's company is the father of Gimli?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Glóin; wrong options (Dori, Balin, Bifur) are all wrong and the explanation is confirmed.',
    "What is the name of Bilbo's home in Hobbiton?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Bag End; wrong options (Crickhollow, Brandy Hall, Bywater) are all wrong and the explanation is confirmed.',
    'Which riddling name does Bilbo give himself when talking to Smaug?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Barrel-rider; wrong options (Worm-slayer, Stone-bearer, Shire-walker) are all wrong and the explanation is confirmed.',
    "What does Bilbo steal from Smaug's hoard on his first visit?":
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is A great two-handled cup; wrong options (A mithril coat, A jewelled helmet, A golden harp) are all wrong and the explanation is confirmed.',
    "Which Took ancestor of Bilbo is said to have invented golf by knocking off a goblin's head?":
      "Checked (Tolkien, The Hobbit, 3rd edition 1966): Bullroarer Took struck off Golfimbul's head at the Battle of the Green Fields (ch. 1); wrong options (The Old Took, Isengrim Took, Hildifons Took) are all wrong and the explanation is confirmed.",
    'Which of these is one of the three trolls in The Hobbit?':
      'Checked (Tolkien, The Hobbit, 3rd edition 1966): the trolls are Bert, Tom and William (Bill Huggins) (ch. 2); wrong options (Bolg, Golfimbul, Gorbag) are all wrong and the explanation is confirmed.',
    'Which orc leads the goblins at the great battle in the book of The Hobbit?':
      "Checked (Tolkien, The Hobbit, 3rd edition 1966): Bolg, son of Azog, whom Dáin had slain in Moria (ch. 17); the question rightly says 'in the book'; wrong options (Azog, Gothmog, Grishnákh) are all wrong and the explanation is confirmed.",
    'Whose map, with secret moon-letters, does Gandalf give to Thorin?':
      "Checked (Tolkien, The Hobbit, 3rd edition 1966): the answer is Thrór's; wrong options (Thráin's, Durin's, Dáin's) are all wrong and the explanation is confirmed.",
    'How many members make up the Fellowship of the Ring?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): nine walkers, set against the nine Riders (book II ch. 3); wrong options (Seven, Eight, Twelve) are all wrong and the explanation is confirmed.',
    'Into which volcano must the One Ring be thrown to destroy it?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Mount Doom; wrong options (Caradhras, Erebor, Weathertop) are all wrong and the explanation is confirmed.',
    "Who is Frodo's loyal gardener and companion on the quest?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): Samwise Gamgee; Appendix B has him Mayor for seven terms, 1427–1476; wrong options (Meriadoc Brandybuck, Peregrin Took, Fredegar Bolger) are all wrong and the explanation is confirmed.',
    "Which wizard, head of Gandalf's order, betrays the free peoples?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Saruman; wrong options (Radagast, Alatar, Pallando) are all wrong and the explanation is confirmed.',
    'What is the name of the Dark Lord who made the One Ring?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Sauron; wrong options (Morgoth, Saruman, Gothmog) are all wrong and the explanation is confirmed.',
    'What is the name of the land ruled by the Dark Lord in The Lord of the Rings?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Mordor; wrong options (Gondor, Rohan, Angmar) are all wrong and the explanation is confirmed.',
    'Who is the heir of Isildur who is crowned king at the end of the war?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Aragorn; wrong options (Boromir, Faramir, Denethor) are all wrong and the explanation is confirmed.',
    'Which member of the Fellowship is a dwarf?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Gimli; wrong options (Legolas, Boromir, Glorfindel) are all wrong and the explanation is confirmed.',
    'What nickname do the hobbits first know Aragorn by in Bree?':
      "Checked (Tolkien, The Lord of the Rings, with Appendices A and B): Strider; Butterbur forgot to send Gandalf's letter (book I ch. 10); wrong options (Greycloak, Trotter, Wanderer) are all wrong and the explanation is confirmed.",
    'Which Steward of Gondor, father of Boromir, burns himself on a pyre?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Denethor; wrong options (Ecthelion, Imrahil, Théoden) are all wrong and the explanation is confirmed.',
    "Which king of Rohan is freed from Saruman's influence by Gandalf?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Théoden; wrong options (Éomer, Thengel, Helm) are all wrong and the explanation is confirmed.',
    'What is the name of the giant spider in the pass of Cirith Ungol?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Shelob; wrong options (Ungoliant, Thuringwethil, Mirkfang) are all wrong and the explanation is confirmed.',
    'Who slays the Witch-king of Angmar at the Battle of the Pelennor Fields?':
      "Checked (Tolkien, The Lord of the Rings, with Appendices A and B): Éowyn, after Merry's Barrow-blade strikes him; Merry is not among the options (book V ch. 6); wrong options (Éomer, Faramir, Aragorn) are all wrong and the explanation is confirmed.",
    'Which hobbit strikes the Witch-king with a blade from the Barrow-downs?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Meriadoc Brandybuck; wrong options (Peregrin Took, Samwise Gamgee, Lotho Sackville-Baggins) are all wrong and the explanation is confirmed.',
    "What is the name of Gandalf's horse?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Shadowfax; wrong options (Hasufel, Arod, Snowmane) are all wrong and the explanation is confirmed.',
    'What armour does Bilbo give Frodo in Rivendell?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the mithril coat; Gandalf says it was worth more than the whole Shire (book II ch. 3 and 4); wrong options (A dragon-scale breastplate, A dwarf-made helm, A shield of elven steel) are all wrong and the explanation is confirmed.',
    'In which ancient dwarf realm does Gandalf fall in The Fellowship of the Ring?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Moria; wrong options (Erebor, Belegost, Nogrod) are all wrong and the explanation is confirmed.',
    'What kind of creature does Gandalf fight on the bridge in The Fellowship of the Ring?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is A Balrog; wrong options (A dragon, A cave troll, A Nazgûl) are all wrong and the explanation is confirmed.',
    "What colour is Gandalf's robe after he returns from death?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is White; wrong options (Silver, Gold, Blue) are all wrong and the explanation is confirmed.',
    'Which elf lady of Lothlórien gives the Fellowship gifts?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Galadriel; wrong options (Arwen, Lúthien, Idril) are all wrong and the explanation is confirmed.',
    'What does the Lady of Lothlórien give Sam?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): a box of earth with a mallorn seed; the tree grew in the Party Field (book II ch. 8, book VI ch. 9); wrong options (A phial of starlight, A belt of silver, An elven longbow) are all wrong and the explanation is confirmed.',
    'What does the Lady of Lothlórien give Frodo that later drives back the giant spider?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is A phial of starlight; wrong options (A sword of elvish steel, A horn of silver, A belt of gold) are all wrong and the explanation is confirmed.',
    'What is the elvish waybread called?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Lembas; wrong options (Cram, Miruvor, Mallorn) are all wrong and the explanation is confirmed.',
    'Which member of the Fellowship tries to take the Ring from Frodo at Amon Hen?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Boromir; wrong options (Gimli, Legolas, Aragorn) are all wrong and the explanation is confirmed.',
    'What are the Ringwraiths also called?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is The Nazgûl; wrong options (The Uruk-hai, The Haradrim, The Dúnedain) are all wrong and the explanation is confirmed.',
    'What weapon wounds Frodo on Weathertop?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is A Morgul-knife; wrong options (A poisoned arrow, An orc scimitar, A black spear) are all wrong and the explanation is confirmed.',
    "What is the hobbits' home country called?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is The Shire; wrong options (The Mark, Dale, Lossarnach) are all wrong and the explanation is confirmed.',
    'At which inn in Bree do the hobbits stay?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is The Prancing Pony; wrong options (The Green Dragon, The Golden Perch, The Floating Log) are all wrong and the explanation is confirmed.',
    'What kind of creature is Treebeard?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is An Ent; wrong options (A troll, An elf, A giant) are all wrong and the explanation is confirmed.',
    'Which forest does Treebeard guard?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Fangorn; wrong options (Mirkwood, The Old Forest, Lothlórien) are all wrong and the explanation is confirmed.',
    'Which stronghold do the Ents attack and flood?':
      "Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Isengard; wrong options (Helm's Deep, Minas Morgul, Dol Guldur) are all wrong and the explanation is confirmed.",
    'In which fortress-valley do the Rohirrim hold out against the army of Isengard?':
      "Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Helm's Deep; wrong options (Edoras, Dunharrow, Osgiliath) are all wrong and the explanation is confirmed.",
    'What is the name of the chief city of Gondor during the War of the Ring?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Minas Tirith; wrong options (Osgiliath, Minas Morgul, Dol Amroth) are all wrong and the explanation is confirmed.',
    'Whom does Aragorn marry?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Arwen; wrong options (Éowyn, Galadriel, Celebrían) are all wrong and the explanation is confirmed.',
    'What name does Saruman go by when he takes over the Shire?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Sharkey; wrong options (Grey Hand, Longbeard, Old Crow) are all wrong and the explanation is confirmed.',
    'Who kills Saruman on the doorstep of Bag End?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Gríma Wormtongue; wrong options (Lotho Sackville-Baggins, Bill Ferny, Ted Sandyman) are all wrong and the explanation is confirmed.',
    'Which hobbit leaves Middle-earth with Frodo from the Grey Havens?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Bilbo Baggins; wrong options (Samwise Gamgee, Meriadoc Brandybuck, Peregrin Took) are all wrong and the explanation is confirmed.',
    'According to the Ring verse, how many rings were given to the dwarf-lords?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Seven; wrong options (Three, Five, Nine) are all wrong and the explanation is confirmed.',
    'Which of the Three Rings did Círdan give to Gandalf?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Narya; wrong options (Nenya, Vilya, Nimloth) are all wrong and the explanation is confirmed.',
    'In what language is the inscription on the One Ring?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is The Black Speech; wrong options (Quenya, Sindarin, Khuzdul) are all wrong and the explanation is confirmed.',
    'Whom does Sam marry?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): Rose Cotton; their first child is Elanor (book VI ch. 9); wrong options (Diamond of Long Cleeve, Estella Bolger, Lily Brown) are all wrong and the explanation is confirmed.',
    "Which wizard is called 'the Brown'?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Radagast; wrong options (Alatar, Pallando, Saruman) are all wrong and the explanation is confirmed.',
    'Who rescues the hobbits from Old Man Willow?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Tom Bombadil; wrong options (Treebeard, Glorfindel, Farmer Maggot) are all wrong and the explanation is confirmed.',
    'Whose horse carries Frodo to the Ford of Bruinen in the book?':
      "Checked (Tolkien, The Lord of the Rings, with Appendices A and B): Glorfindel's horse Asfaloth (book I ch. 12); the film gives the ride to Arwen; wrong options (Arwen's, Elrond's, Gildor's) are all wrong and the explanation is confirmed.",
    'Which two hobbits are carried off by orcs after the Fellowship breaks?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Merry and Pippin; wrong options (Frodo and Sam, Bilbo and Frodo, Sam and Merry) are all wrong and the explanation is confirmed.',
    'On which day do Bilbo and Frodo share a birthday?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): 22 September; Frodo turns 33 at the party (book I ch. 1); wrong options (25 March, 1 May, 21 June) are all wrong and the explanation is confirmed.',
    'On which date is the One Ring destroyed?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): 25 March 3019, later the first day of the New Reckoning of Gondor (Appendix B and D); wrong options (22 September, 1 January, 21 December) are all wrong and the explanation is confirmed.',
    'How old is Bilbo at his farewell party?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is 111; wrong options (99, 100, 121) are all wrong and the explanation is confirmed.',
    "What was Gollum's name before the Ring changed him?":
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Sméagol; wrong options (Déagol, Gríma, Fréa) are all wrong and the explanation is confirmed.',
    'Who guides Frodo and Sam through the Dead Marshes to Mordor?':
      'Checked (Tolkien, The Lord of the Rings, with Appendices A and B): the answer is Gollum; wrong options (Faramir, Shagrat, Gríma) are all wrong and the explanation is confirmed.',
    'What do hobbits famously not wear?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Shoes; wrong options (Hats, Belts, Waistcoats) are all wrong and the explanation is confirmed.',
    'Which country of horse-lords is ruled from Edoras?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Rohan; wrong options (Gondor, Arnor, Harad) are all wrong and the explanation is confirmed.',
    'What is the name of the royal hall at Edoras?':
      "Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): Meduseld, Old English for 'mead hall' (book III ch. 6; Appendix F); wrong options (Menegroth, Nargothrond, Dunharrow) are all wrong and the explanation is confirmed.",
    "What is Sauron's fortress in Mordor called?":
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Barad-dûr; wrong options (Orthanc, Minas Morgul, Cirith Ungol) are all wrong and the explanation is confirmed.',
    'What is the tower of Isengard called?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Orthanc; wrong options (Barad-dûr, Ecthelion, Amon Sûl) are all wrong and the explanation is confirmed.',
    'What name is given to the great orcs that fight under the White Hand?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Uruk-hai; wrong options (Olog-hai, Snaga, Haradrim) are all wrong and the explanation is confirmed.',
    'What are the Dúnedain of the North commonly called?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Rangers; wrong options (Wardens, Outriders, Wayfarers) are all wrong and the explanation is confirmed.',
    'What do the men of Gondor call hobbits?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Halflings; wrong options (Dwarflings, Smallfolk, Littlings) are all wrong and the explanation is confirmed.',
    'Across which river do the Brandybucks live in Buckland?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is The Brandywine; wrong options (The Anduin, The Isen, The Withywindle) are all wrong and the explanation is confirmed.',
    'Which river is known as the Great River?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is The Anduin; wrong options (The Brandywine, The Isen, The Entwash) are all wrong and the explanation is confirmed.',
    'What is the elvish name of Rivendell?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): Imladris, founded by Elrond in S.A. 1697 (Appendix B); wrong options (Mithlond, Eregion, Edhellond) are all wrong and the explanation is confirmed.',
    'Who is the lord of Rivendell?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Elrond; wrong options (Thranduil, Celeborn, Círdan) are all wrong and the explanation is confirmed.',
    'From which harbour do the elves take ship into the West?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is The Grey Havens; wrong options (The Havens of Umbar, Pelargir, Osgiliath) are all wrong and the explanation is confirmed.',
    'Why are the Dead Men of Dunharrow cursed?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is They broke an oath to Isildur; wrong options (They murdered a king of Rohan, They served the Witch-king, They stole a Silmaril) are all wrong and the explanation is confirmed.',
    'What do the Nazgûl ride after their black horses are lost at the Ford?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Winged beasts; wrong options (Giant bats, Young dragons, Great eagles) are all wrong and the explanation is confirmed.',
    'What giant animals do the Haradrim ride into battle?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Oliphaunts; wrong options (Wargs, Cave trolls, Mearas) are all wrong and the explanation is confirmed.',
    "Which mountain defeats the Fellowship's attempt to cross the Misty Mountains?":
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): Caradhras, Barazinbar to the dwarves (book II ch. 3); wrong options (Celebdil, Fanuidhol, Methedras) are all wrong and the explanation is confirmed.',
    'Which nephew of Théoden becomes king of Rohan after him?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Éomer; wrong options (Éothain, Théodred, Grimbold) are all wrong and the explanation is confirmed.',
    'What are the wolves that orcs ride called?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Wargs; wrong options (Hounds, Fell beasts, Crebain) are all wrong and the explanation is confirmed.',
    'What are the crows that spy for Saruman called?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is Crebain; wrong options (Wargs, Kraken, Fell beasts) are all wrong and the explanation is confirmed.',
    'What is the Black Gate of Mordor also called?':
      'Checked (Tolkien, The Lord of the Rings and its appendices; Letters of J. R. R. Tolkien): the answer is The Morannon; wrong options (The Argonath, Cirith Ungol, Minas Morgul) are all wrong and the explanation is confirmed.',
    "Who was Sauron's master in the Elder Days?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Morgoth; wrong options (Ungoliant, Gothmog, Glaurung) are all wrong and the explanation is confirmed.',
    'What did Fëanor make to hold the light of the Two Trees?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is The Silmarils; wrong options (The palantíri, The Rings of Power, The Arkenstone) are all wrong and the explanation is confirmed.',
    'Which monstrous spider helped destroy the Two Trees?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Ungoliant; wrong options (Shelob, Thuringwethil, Glaurung) are all wrong and the explanation is confirmed.',
    'Which of the Two Trees of Valinor shone with silver light?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): Telperion; the Moon was made from its last flower (Silmarillion ch. 11); wrong options (Laurelin, Nimloth, Galathilion) are all wrong and the explanation is confirmed.',
    "Which mortal man won a Silmaril with Lúthien's help?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Beren; wrong options (Túrin, Tuor, Húrin) are all wrong and the explanation is confirmed.',
    'Which tragic hero of the Elder Days kills the dragon Glaurung?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Túrin; wrong options (Tuor, Beren, Fingon) are all wrong and the explanation is confirmed.',
    'What was the island kingdom of Men that sank beneath the sea?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Númenor; wrong options (Valinor, Beleriand, Tol Eressëa) are all wrong and the explanation is confirmed.',
    'What are the god-like powers who govern the world in The Silmarillion called?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is The Valar; wrong options (The Maiar, The Istari, The Eldar) are all wrong and the explanation is confirmed.',
    'To which order of spirits do Gandalf and Sauron both belong?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is The Maiar; wrong options (The Valar, The Eldar, The Edain) are all wrong and the explanation is confirmed.',
    'What is the elvish name for the order of wizards?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is The Istari; wrong options (The Eldar, The Edain, The Noldor) are all wrong and the explanation is confirmed.',
    "Who is the one god of Tolkien's world?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Eru Ilúvatar; wrong options (Manwë, Aulë, Varda) are all wrong and the explanation is confirmed.',
    "Who is Elrond's father?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Eärendil; wrong options (Elros, Gil-galad, Círdan) are all wrong and the explanation is confirmed.',
    'Which brother of Elrond chose to be mortal and became the first King of Númenor?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Elros; wrong options (Elladan, Elendil, Eärnur) are all wrong and the explanation is confirmed.',
    "Which elf-king of Doriath was Lúthien's father?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Thingol; wrong options (Finrod, Fingolfin, Turgon) are all wrong and the explanation is confirmed.',
    "Which hidden elven city fell to Morgoth through Maeglin's treachery?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Gondolin; wrong options (Nargothrond, Doriath, Menegroth) are all wrong and the explanation is confirmed.',
    "Who cut the One Ring from Sauron's hand?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Isildur; wrong options (Elendil, Gil-galad, Anárion) are all wrong and the explanation is confirmed.',
    'Which elven-smith of Eregion forged the Three Rings?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Celebrimbor; wrong options (Fëanor, Círdan, Gil-galad) are all wrong and the explanation is confirmed.',
    'Under which fair name did Sauron befriend the elven-smiths?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Annatar; wrong options (Mairon, Gorthaur, Thû) are all wrong and the explanation is confirmed.',
    'Which two leaders led the Last Alliance of Elves and Men?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is Gil-galad and Elendil; wrong options (Elrond and Isildur, Círdan and Anárion, Thranduil and Elendil) are all wrong and the explanation is confirmed.',
    'In which year was The Silmarillion published?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): the answer is 1977; wrong options (1954, 1968, 1983) are all wrong and the explanation is confirmed.',
    "Who edited The Silmarillion for publication after Tolkien's death?":
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): Christopher Tolkien, helped by Guy Gavriel Kay (foreword to the 1977 edition); wrong options (Michael Tolkien, Priscilla Tolkien, Humphrey Carpenter) are all wrong and the explanation is confirmed.',
    'What kind of creature is Glaurung, the Father of Dragons?':
      'Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): Glaurung is the first of the Urulóki, fire-drakes without wings (Silmarillion ch. 13 and 21); wrong options (A winged dragon, A sea serpent, A fire-breathing wolf) are all wrong and the explanation is confirmed.',
    'Which elf of the First Age is said to have returned as the lord who rescues Frodo in the book?':
      "Checked (Tolkien, The Silmarillion (1977) and Unfinished Tales): Glorfindel of Gondolin, who fell fighting a Balrog, is said in Tolkien's late writings to have been sent back; wrong options (Ecthelion, Finrod, Fingon) are all wrong and the explanation is confirmed.",
    'In which country was J. R. R. Tolkien born?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): born in Bloemfontein, Orange Free State, 3 January 1892; came to England in 1895; wrong options (England, New Zealand, Ireland) are all wrong and the explanation is confirmed.',
    'At which university did Tolkien hold his professorships from 1925 until he retired?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Oxford; wrong options (Cambridge, Edinburgh, Durham) are all wrong and the explanation is confirmed.',
    "What was the informal writers' group that Tolkien and C. S. Lewis belonged to?":
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is The Inklings; wrong options (The Bloomsbury Group, The Cambridge Apostles, The Detection Club) are all wrong and the explanation is confirmed.',
    'What does the first J in J. R. R. Tolkien stand for?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is John; wrong options (James, Joseph, Jonathan) are all wrong and the explanation is confirmed.',
    'In which war did Tolkien serve as a soldier?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is The First World War; wrong options (The Second World War, The Boer War, The Korean War) are all wrong and the explanation is confirmed.',
    'In which battle of 1916 did Tolkien serve as a signals officer?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is The Somme; wrong options (Verdun, Jutland, Gallipoli) are all wrong and the explanation is confirmed.',
    "Which name is carved under Tolkien's wife's name on their gravestone?":
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Lúthien; wrong options (Arwen, Galadriel, Idril) are all wrong and the explanation is confirmed.',
    "Which Old English poem was the subject of Tolkien's famous 1936 lecture 'The Monsters and the Critics'?":
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Beowulf; wrong options (The Wanderer, The Seafarer, The Battle of Maldon) are all wrong and the explanation is confirmed.',
    'Which Middle English poem did Tolkien edit with E. V. Gordon in 1925?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Sir Gawain and the Green Knight; wrong options (Piers Plowman, The Owl and the Nightingale, Havelok the Dane) are all wrong and the explanation is confirmed.',
    'In which English city did Tolkien spend most of his childhood?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Birmingham; wrong options (Manchester, Liverpool, Leeds) are all wrong and the explanation is confirmed.',
    "Which Catholic priest became Tolkien's guardian after his mother died?":
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Father Francis Morgan; wrong options (Father Ronald Knox, Father Vincent McNabb, Father John Gray) are all wrong and the explanation is confirmed.',
    'Which firm first published The Hobbit?':
      "Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): George Allen & Unwin, 1937; Rayner Unwin, aged ten, wrote the reader's report for a shilling; wrong options (Faber and Faber, Chatto and Windus, Hodder and Stoughton) are all wrong and the explanation is confirmed.",
    'In which decade was The Lord of the Rings first published?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is The 1950s; wrong options (The 1930s, The 1940s, The 1960s) are all wrong and the explanation is confirmed.',
    'Which volume title did Tolkien dislike because it gave away the ending?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): The Return of the King; he preferred The War of the Ring (Letters 143 and 165); wrong options (The Two Towers, The Fellowship of the Ring, The Silmarillion) are all wrong and the explanation is confirmed.',
    'In which year did Tolkien die?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is 1973; wrong options (1965, 1977, 1981) are all wrong and the explanation is confirmed.',
    'Which real language chiefly inspired the sound of Quenya?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): Finnish (Letters 144); wrong options (Welsh, Hungarian, Irish) are all wrong and the explanation is confirmed.',
    'Which real language chiefly inspired the sound of Sindarin?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): Welsh (Appendix E; Letters 144); wrong options (Finnish, Icelandic, Basque) are all wrong and the explanation is confirmed.',
    'Which of these is an elvish language invented by Tolkien?':
      "Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Sindarin; wrong options (Klingon, Dothraki, Na'vi) are all wrong and the explanation is confirmed.",
    'What is the secret language of the dwarves called?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Khuzdul; wrong options (Adûnaic, Rohirric, Westron) are all wrong and the explanation is confirmed.',
    'What is the Common Speech of Middle-earth called?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Westron; wrong options (Adûnaic, Khuzdul, Nandorin) are all wrong and the explanation is confirmed.',
    'By which name do the elves of Middle-earth know Gandalf?':
      "Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): Mithrandir; Faramir quotes 'Mithrandir among the Elves, Tharkûn to the Dwarves' (book IV ch. 5); wrong options (Tharkûn, Incánus, Stormcrow) are all wrong and the explanation is confirmed.",
    "What was Gandalf's name in the Undying Lands?":
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Olórin; wrong options (Curunír, Aiwendil, Alatar) are all wrong and the explanation is confirmed.',
    'Which word opens the West-gate of Moria?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Mellon; wrong options (Ennyn, Edro, Annon) are all wrong and the explanation is confirmed.',
    'On what did Tolkien write the first line of The Hobbit?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): a blank page of a School Certificate exam paper he was marking (Carpenter, Biography); wrong options (A pub napkin, A letter from his son, A railway ticket) are all wrong and the explanation is confirmed.',
    'What name did Tolkien give the lands where his stories take place?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Middle-earth; wrong options (Earthsea, Westeros, Narnia) are all wrong and the explanation is confirmed.',
    'Which Tolkien story follows a painter who can never finish his picture of a great tree?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Leaf by Niggle; wrong options (Smith of Wootton Major, Farmer Giles of Ham, Roverandom) are all wrong and the explanation is confirmed.',
    'In whose name did Tolkien write illustrated letters to his children every December?':
      'Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the answer is Father Christmas; wrong options (Jack Frost, The Snow Queen, The Man in the Moon) are all wrong and the explanation is confirmed.',
    'After the First World War, Tolkien worked on which great reference book?':
      "Checked (Humphrey Carpenter, J. R. R. Tolkien: A Biography (1977); Letters of J. R. R. Tolkien; Appendices E and F): the Oxford English Dictionary, 1919–20, on words beginning with W; wrong options (Chambers Dictionary, Roget's Thesaurus, The Encyclopaedia Britannica) are all wrong and the explanation is confirmed.",
    'Who plays Frodo in the Lord of the Rings films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Elijah Wood; wrong options (Sean Astin, Dominic Monaghan, Billy Boyd) are all wrong and the explanation is confirmed.',
    'Who plays Gandalf in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Ian McKellen; wrong options (Christopher Lee, Michael Gambon, Patrick Stewart) are all wrong and the explanation is confirmed.',
    'Who plays Aragorn in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Viggo Mortensen; wrong options (Sean Bean, Karl Urban, Hugo Weaving) are all wrong and the explanation is confirmed.',
    'Which actor plays Gollum through motion capture?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Andy Serkis; wrong options (Toby Jones, Doug Jones, Ian Holm) are all wrong and the explanation is confirmed.',
    'Who plays Legolas in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Orlando Bloom; wrong options (Dominic Monaghan, Karl Urban, Hugo Weaving) are all wrong and the explanation is confirmed.',
    'Who plays Saruman in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Christopher Lee; wrong options (Ian Holm, Terence Stamp, Max von Sydow) are all wrong and the explanation is confirmed.',
    'Who plays Galadriel in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Cate Blanchett; wrong options (Nicole Kidman, Miranda Otto, Kate Winslet) are all wrong and the explanation is confirmed.',
    'Who plays Sam in the Lord of the Rings films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Sean Astin; wrong options (Billy Boyd, Dominic Monaghan, Elijah Wood) are all wrong and the explanation is confirmed.',
    'Who plays Boromir in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Sean Bean; wrong options (Karl Urban, David Wenham, Viggo Mortensen) are all wrong and the explanation is confirmed.',
    'Who plays Arwen in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Liv Tyler; wrong options (Cate Blanchett, Miranda Otto, Natalie Portman) are all wrong and the explanation is confirmed.',
    'Who plays Elrond in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): Hugo Weaving, Agent Smith in The Matrix (1999), two years before the first film; wrong options (Bill Nighy, Jeremy Irons, Christopher Lee) are all wrong and the explanation is confirmed.',
    'Who plays the older Bilbo in The Lord of the Rings films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Ian Holm; wrong options (Martin Freeman, Christopher Lee, Michael Gambon) are all wrong and the explanation is confirmed.',
    'Who plays Bilbo in The Hobbit film trilogy?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Martin Freeman; wrong options (James McAvoy, Tom Hollander, Simon Pegg) are all wrong and the explanation is confirmed.',
    'Who plays Éowyn in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Miranda Otto; wrong options (Liv Tyler, Cate Blanchett, Rachel Griffiths) are all wrong and the explanation is confirmed.',
    'Who plays Théoden in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Bernard Hill; wrong options (Brian Cox, Tom Wilkinson, Pete Postlethwaite) are all wrong and the explanation is confirmed.',
    'Who plays Gimli in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is John Rhys-Davies; wrong options (Brian Blessed, Bernard Hill, Brian Cox) are all wrong and the explanation is confirmed.',
    'Who plays Pippin in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Billy Boyd; wrong options (Dominic Monaghan, Sean Astin, Elijah Wood) are all wrong and the explanation is confirmed.',
    'Who plays Faramir in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is David Wenham; wrong options (Karl Urban, Sean Bean, Hugo Weaving) are all wrong and the explanation is confirmed.',
    'Who gives voice and motion capture to Smaug in The Hobbit films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Benedict Cumberbatch; wrong options (Tom Hiddleston, Jeremy Irons, Charles Dance) are all wrong and the explanation is confirmed.',
    'Who plays Thorin in The Hobbit films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Richard Armitage; wrong options (Aidan Turner, Luke Evans, Lee Pace) are all wrong and the explanation is confirmed.',
    'Which Lord of the Rings film won the Academy Award for Best Picture?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): The Return of the King won all 11 of its nominations at the 2004 ceremony; wrong options (The Fellowship of the Ring, The Two Towers, The Hobbit: An Unexpected Journey) are all wrong and the explanation is confirmed.',
    'How many Academy Awards did the Lord of the Rings trilogy win in total?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): 17: four for The Fellowship of the Ring, two for The Two Towers, eleven for The Return of the King; wrong options (11, 14, 21) are all wrong and the explanation is confirmed.',
    "Which company, co-founded by Richard Taylor, made the trilogy's creatures, armour and weapons?":
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Weta Workshop; wrong options (Industrial Light and Magic, Digital Domain, Stan Winston Studio) are all wrong and the explanation is confirmed.',
    'Which studio produced the Lord of the Rings film trilogy?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is New Line Cinema; wrong options (Paramount Pictures, Universal Pictures, 20th Century Fox) are all wrong and the explanation is confirmed.',
    'Who directed the animated Lord of the Rings film of 1978?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Ralph Bakshi; wrong options (Don Bluth, Richard Williams, Chuck Jones) are all wrong and the explanation is confirmed.',
    'Who sang the Oscar-winning song Into the West over the end credits of The Return of the King?':
      "Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Annie Lennox; wrong options (Enya, Sinéad O'Connor, Loreena McKennitt) are all wrong and the explanation is confirmed.",
    'Which Irish singer performed May It Be for The Fellowship of the Ring?':
      "Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Enya; wrong options (Sinéad O'Connor, Dolores O'Riordan, Mary Black) are all wrong and the explanation is confirmed.",
    'What is the title of the first Hobbit film?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is An Unexpected Journey; wrong options (The Desolation of Smaug, The Battle of the Five Armies, A Long-expected Party) are all wrong and the explanation is confirmed.',
    'Which elf warrior in The Hobbit films was invented for the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Tauriel; wrong options (Thranduil, Elrond, Galadriel) are all wrong and the explanation is confirmed.',
    'What is Peter Jackson doing in his cameo in Bree in The Fellowship of the Ring?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Eating a carrot; wrong options (Smoking a pipe, Pouring ale, Sweeping the street) are all wrong and the explanation is confirmed.',
    'Which New Zealand volcano stood in for Mount Doom?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): Mount Ngauruhoe; its summit could not be filmed because it is sacred to Ngāti Tūwharetoa; wrong options (Aoraki / Mount Cook, Mount Taranaki, Mount Tarawera) are all wrong and the explanation is confirmed.',
    'Who plays Wormtongue in the films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Brad Dourif; wrong options (Steve Buscemi, Christopher Walken, Willem Dafoe) are all wrong and the explanation is confirmed.',
    'Which director was first attached to The Hobbit films?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Guillermo del Toro; wrong options (Sam Raimi, Alfonso Cuarón, David Yates) are all wrong and the explanation is confirmed.',
    "Who says 'One does not simply walk into Mordor' in the first film?":
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): the answer is Boromir; wrong options (Aragorn, Gimli, Elrond) are all wrong and the explanation is confirmed.',
    'What did Viggo Mortensen kick in The Two Towers, breaking two toes?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): an orc helmet, in the take kept in the film; wrong options (A wooden door, A rock, A shield) are all wrong and the explanation is confirmed.',
    'What did most of the actors who played the Fellowship get together after filming?':
      'Checked (the films and their credits; Academy Awards database; extended-edition appendices): eight of the nine actors got a tattoo of the word nine in Tengwar; John Rhys-Davies sent his double; wrong options (Matching silver rings, Matching wristwatches, Matching leather jackets) are all wrong and the explanation is confirmed.',
  },
};
