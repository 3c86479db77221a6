import type { BankReview } from './review.js';

/**
 * bank-more's review of bank-pop's Harry Potter bank (ADR 0195): each question checked against a second source —
 * the reviewer's own knowledge of the works named, and a web search where the reviewer was not certain.
 * Not registered in index.ts on this branch: the lead registers it once both branches are merged.
 */
export const harryPotterReview: BankReview = {
  bank: 'harry-potter',
  writer: 'bank-pop',
  reviewer: 'bank-more',
  checks: {
    "What is the name of Harry's snowy owl?": "Checked against the seven novels (reviewer's reading): Hedwig",
    "Who is Harry's godfather?": "Checked against the seven novels (reviewer's reading): Sirius Black",
    'Which family raises Harry on Privet Drive?':
      "Checked against the seven novels (reviewer's reading): The Dursleys",
    "What is the surname of Harry's best friend Hermione?":
      "Checked against the seven novels (reviewer's reading): Granger",
    "What shape is the scar on Harry's forehead?":
      "Checked against the seven novels (reviewer's reading): A lightning bolt",
    "What is the name of Hagrid's giant three-headed dog?":
      "Checked against the seven novels (reviewer's reading): Fluffy",
    'Which Hogwarts house is Draco Malfoy sorted into?':
      "Checked against the seven novels (reviewer's reading): Slytherin",
    "Which ghost haunts a girls' bathroom at Hogwarts?":
      "Checked against the seven novels (reviewer's reading): Moaning Myrtle",
    "What is the name of the caretaker Argus Filch's cat?":
      "Checked against the seven novels (reviewer's reading): Mrs Norris",
    'Who betrayed Lily and James Potter to Voldemort?':
      "Checked against the seven novels (reviewer's reading): Peter Pettigrew",
    'Which character is a Metamorphmagus who can change her appearance at will?':
      "Checked against the seven novels (reviewer's reading): Nymphadora Tonks",
    'What animal does Sirius Black turn into as an Animagus?':
      "Checked against the seven novels (reviewer's reading): A black dog",
    "What is the name of Hermione's cat?":
      "Checked against the seven novels (reviewer's reading): Crookshanks",
    'Which family did Dobby serve before Harry freed him?':
      "Checked against the seven novels (reviewer's reading): The Malfoys",
    "Who is Harry's first Defence Against the Dark Arts teacher?":
      "Checked against the seven novels (reviewer's reading): Quirinus Quirrell",
    "What is Harry Potter's middle name?": "Checked against the seven novels (reviewer's reading): James",
    'Who kills Sirius Black in the Department of Mysteries?':
      "Checked against the seven novels (reviewer's reading): Bellatrix Lestrange",
    'Who defeats Bellatrix Lestrange in the Battle of Hogwarts?':
      "Checked against the seven novels (reviewer's reading): Molly Weasley",
    'Who does Hermione go to the Yule Ball with?':
      "Checked against the seven novels (reviewer's reading): Viktor Krum",
    'Whom does Bill Weasley marry?': "Checked against the seven novels (reviewer's reading): Fleur Delacour",
    'Which Weasley brother dies in the Battle of Hogwarts?':
      "Checked against the seven novels (reviewer's reading): Fred",
    'Which Weasley loses an ear to a curse from Snape?':
      "Checked against the seven novels (reviewer's reading): George",
    "What is Hermione's middle name?": "Checked against the seven novels (reviewer's reading): Jean",
    "What is Ron's middle name?": "Checked against the seven novels (reviewer's reading): Bilius",
    "What is the name of Dumbledore's brother, the barman of the Hog's Head?":
      "Checked against the seven novels (reviewer's reading): Aberforth",
    "Which of these is one of Albus Dumbledore's middle names?":
      "Checked against the seven novels (reviewer's reading): Wulfric",
    "What was the first name of Voldemort's mother?":
      "Checked against the seven novels (reviewer's reading): Merope",
    'Which werewolf bit Remus Lupin as a child?':
      "Checked against the seven novels (reviewer's reading): Fenrir Greyback",
    "What is the first name of Neville Longbottom's grandmother?":
      "Checked against the seven novels (reviewer's reading): Augusta",
    "Which other boy could the prophecy about Voldemort's downfall have referred to?":
      "Checked against the seven novels (reviewer's reading): Neville Longbottom",
    'Which Hogwarts house is known for courage and bravery?':
      "Checked against the seven novels (reviewer's reading): Gryffindor",
    'Which animal represents Hufflepuff house?':
      "Checked against the seven novels (reviewer's reading): A badger",
    'From which London station does the Hogwarts Express leave?':
      "Checked against the seven novels (reviewer's reading): King's Cross",
    'What is the name of the wizarding village near Hogwarts?':
      "Checked against the seven novels (reviewer's reading): Hogsmeade",
    'What position does Harry play on the Gryffindor Quidditch team?':
      "Checked against the seven novels (reviewer's reading): Seeker",
    'How many points is catching the Golden Snitch worth?':
      "Checked against the seven novels (reviewer's reading): 150",
    'Which violent tree do Harry and Ron crash a flying car into?':
      "Checked against the seven novels (reviewer's reading): The Whomping Willow",
    'Who is head of Gryffindor house?':
      "Checked against the seven novels (reviewer's reading): Minerva McGonagall",
    'Which house did the Sorting Hat suggest for Harry before he asked it not to?':
      "Reworded at merge by the lead as the reviewer proposed (Beauxbatons, a school, was a giveaway). Checked by the lead, not its writer: Philosopher's Stone ch. 7, the Hat suggests Slytherin, Harry thinks 'not Slytherin', it calls Gryffindor.",
    'Which house does Luna Lovegood belong to?':
      "Checked against the seven novels (reviewer's reading): Ravenclaw",
    'Which house does Cedric Diggory belong to?':
      "Checked against the seven novels (reviewer's reading): Hufflepuff",
    'Who is head of Ravenclaw house?':
      "Checked against the seven novels (reviewer's reading): Filius Flitwick",
    'How many players are on a Quidditch team?': "Checked against the seven novels (reviewer's reading): 7",
    'What position does Ron play for Gryffindor?':
      "Checked against the seven novels (reviewer's reading): Keeper",
    "What is Harry's first broomstick?":
      "Checked against the seven novels (reviewer's reading): A Nimbus 2000",
    "Who was Gryffindor's Quidditch captain when Harry joined the team?":
      "Checked against the seven novels (reviewer's reading): Oliver Wood",
    'Which Hogwarts subject is taught by a ghost?':
      "Checked against the seven novels (reviewer's reading): History of Magic",
    'What device lets Hermione attend several classes at the same time in her third year?':
      "Checked against the seven novels (reviewer's reading): A Time-Turner",
    'Which school does Viktor Krum attend?':
      "Checked against the seven novels (reviewer's reading): Durmstrang",
    'Which dragon does Harry face in the first Triwizard task?':
      "Checked against the seven novels (reviewer's reading): Hungarian Horntail",
    'In which country is Hogwarts said to be?':
      "Checked against the seven novels (reviewer's reading): Scotland",
    'Whose portrait guards the entrance to Gryffindor Tower?':
      "Checked against the seven novels (reviewer's reading): The Fat Lady",
    'What is the Hogwarts motto in English?':
      "Checked against the seven novels (reviewer's reading): Never tickle a sleeping dragon",
    'How do students enter the Ravenclaw common room?':
      "Checked against the seven novels (reviewer's reading): By answering a riddle",
    'Which ghost haunts Hufflepuff house?':
      "Checked against the seven novels (reviewer's reading): The Fat Friar",
    'In life, who was the ghost known as the Grey Lady?':
      "Checked against the seven novels (reviewer's reading): Helena Ravenclaw",
    'Who is headmistress of Beauxbatons?':
      "Checked against the seven novels (reviewer's reading): Madame Maxime",
    'What is the name of the wizarding school of North America?':
      "Checked against the seven novels (reviewer's reading): Ilvermorny",
    'How many goal hoops does each Quidditch team defend?':
      "Checked against the seven novels (reviewer's reading): 3",
    'What is the Hogsmeade sweet shop called?':
      "Checked against the seven novels (reviewer's reading): Honeydukes",
    "Who teaches Muggle Studies when Voldemort's followers take over Hogwarts?":
      "Checked against the seven novels (reviewer's reading): Alecto Carrow",
    'Which spell disarms an opponent?': "Checked against the seven novels (reviewer's reading): Expelliarmus",
    'Which spell makes objects float?':
      "Checked against the seven novels (reviewer's reading): Wingardium Leviosa",
    'Which spell lights the tip of a wand?': "Checked against the seven novels (reviewer's reading): Lumos",
    'What is the Killing Curse?': "Checked against the seven novels (reviewer's reading): Avada Kedavra",
    'Which spell opens locked doors?': "Checked against the seven novels (reviewer's reading): Alohomora",
    'Which spell summons an object to the caster?':
      "Checked against the seven novels (reviewer's reading): Accio",
    "Which potion lets the drinker take on another person's appearance?":
      "Checked against the seven novels (reviewer's reading): Polyjuice Potion",
    'What does an Animagus do?':
      "Checked against the seven novels (reviewer's reading): Turns into an animal",
    "What shape does Harry's Patronus take?": "Checked against the seven novels (reviewer's reading): A stag",
    "Which spell erases a person's memories?":
      "Checked against the seven novels (reviewer's reading): Obliviate",
    'Which spell turns a boggart into something funny?':
      "Checked against the seven novels (reviewer's reading): Riddikulus",
    'Which incantation forces the victim to obey the caster?':
      "Checked against the seven novels (reviewer's reading): Imperio",
    'Which potion is known as liquid luck?':
      "Checked against the seven novels (reviewer's reading): Felix Felicis",
    'Which potion forces the drinker to tell the truth?':
      "Checked against the seven novels (reviewer's reading): Veritaserum",
    'Which is the most powerful love potion?':
      "Checked against the seven novels (reviewer's reading): Amortentia",
    'Where does a bezoar come from?':
      "Checked against the seven novels (reviewer's reading): A goat's stomach",
    'Which dark spell, invented by the Half-Blood Prince, slashes its target?':
      "Checked against the seven novels (reviewer's reading): Sectumsempra",
    "Which plant's juice restores people who have been petrified?":
      "Checked against the seven novels (reviewer's reading): Mandrake",
    'What does Harry eat to breathe underwater in the second task?':
      "Checked against the seven novels (reviewer's reading): Gillyweed",
    'What basin lets a wizard view stored memories?':
      "Checked against the seven novels (reviewer's reading): A Pensieve",
    "What shape does Hermione's Patronus take?":
      "Novels (Deathly Hallows: Hermione's otter); Rowling has named the otter as her favourite animal (reviewer's knowledge)",
    "What magic phrase wipes the Marauder's Map blank?":
      "Checked against the seven novels (reviewer's reading): Mischief managed",
    "What shape does Snape's Patronus take?": "Checked against the seven novels (reviewer's reading): A doe",
    'What is the core of the Elder Wand?':
      "Checked against the seven novels (reviewer's reading): Thestral tail hair",
    "What wood is Voldemort's wand made of?": "Checked against the seven novels (reviewer's reading): Yew",
    'Which potion brews from powdered asphodel root and an infusion of wormwood?':
      "Checked against the seven novels (reviewer's reading): Draught of Living Death",
    'Which spell conjures the Dark Mark?':
      "Checked against the seven novels (reviewer's reading): Morsmordre",
    "What name is given to the effect when Harry's and Voldemort's wands connect in the graveyard?":
      "Checked against the seven novels (reviewer's reading): Priori Incantatem",
    'Which potion does Snape brew so that Lupin keeps his mind at the full moon?':
      "Checked against the seven novels (reviewer's reading): Wolfsbane Potion",
    'Which spell hangs a person upside down by the ankle?':
      "Checked against the seven novels (reviewer's reading): Levicorpus",
    'What does the incantation Aguamenti produce?':
      "Checked against the seven novels (reviewer's reading): A jet of water",
    'What kind of creature is Buckbeak?':
      "Checked against the seven novels (reviewer's reading): A hippogriff",
    'What kind of creature is Fawkes?': "Checked against the seven novels (reviewer's reading): A phoenix",
    'Which creatures guard the wizard prison of Azkaban?':
      "Checked against the seven novels (reviewer's reading): Dementors",
    'Who runs Gringotts Wizarding Bank?': "Checked against the seven novels (reviewer's reading): Goblins",
    'What item of clothing frees Dobby?': "Checked against the seven novels (reviewer's reading): A sock",
    'What is the name of the wizarding newspaper?':
      "Checked against the seven novels (reviewer's reading): The Daily Prophet",
    'What does a boggart turn into?':
      "Checked against the seven novels (reviewer's reading): Whatever you fear most",
    'What is a non-magical person called in Britain?':
      "Checked against the seven novels (reviewer's reading): A Muggle",
    'What is the name of the Weasley family home?':
      "Checked against the seven novels (reviewer's reading): The Burrow",
    'What is a person with wizarding parents but no magic called?':
      "Checked against the seven novels (reviewer's reading): A Squib",
    'Which creatures can only be seen by people who have witnessed death?':
      "Checked against the seven novels (reviewer's reading): Thestrals",
    'What kind of creature is Aragog?':
      "Checked against the seven novels (reviewer's reading): An acromantula",
    "What breed of dragon is Hagrid's Norbert?":
      "Checked against the seven novels (reviewer's reading): Norwegian Ridgeback",
    'What is the smallest coin in wizarding money?':
      "Checked against the seven novels (reviewer's reading): The Knut",
    'What is the name of the wizarding hospital in London?':
      "Checked against the seven novels (reviewer's reading): St Mungo's",
    'What must visitors use to enter the Ministry of Magic?':
      "Checked against the seven novels (reviewer's reading): A telephone box",
    'Who is Minister for Magic when Harry starts at Hogwarts?':
      "Checked against the seven novels (reviewer's reading): Cornelius Fudge",
    'Which Deathly Hallow brings back the shades of the dead?':
      "Checked against the seven novels (reviewer's reading): The Resurrection Stone",
    'Which Horcrux does Harry destroy with a basilisk fang in his second year?':
      "Checked against the seven novels (reviewer's reading): Tom Riddle's diary",
    'Which house serves as headquarters of the Order of the Phoenix?':
      "Checked against the seven novels (reviewer's reading): 12 Grimmauld Place",
    'What does a Niffler love?': "Checked against the seven novels (reviewer's reading): Shiny things",
    'How many Sickles make a Galleon?': "Checked against the seven novels (reviewer's reading): 17",
    'Which creature is Crookshanks partly descended from?':
      "Checked against the seven novels (reviewer's reading): A Kneazle",
    'Which creature does Luna Lovegood believe in although most wizards say it does not exist?':
      "Checked against the seven novels (reviewer's reading): The Crumple-Horned Snorkack",
    "What is the name of Voldemort's snake?": "Checked against the seven novels (reviewer's reading): Nagini",
    "Who is the last Minister for Magic named in the books, chosen after Voldemort's fall?":
      "Checked against the seven novels (reviewer's reading): Kingsley Shacklebolt",
    'Which Horcrux does Hermione destroy with a basilisk fang?':
      "Checked against the seven novels (reviewer's reading): Hufflepuff's cup",
    "Who destroys Slytherin's locket?": "Checked against the seven novels (reviewer's reading): Ron Weasley",
    "What guards the deepest vaults at Gringotts, including the Lestranges'?":
      "Checked against the seven novels (reviewer's reading): A dragon",
    "What is the address of Weasleys' Wizard Wheezes?":
      "Checked against the seven novels (reviewer's reading): 93 Diagon Alley",
    "What is the name of Harry's cousin?":
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Dudley",
    'How many books are in the main Harry Potter series?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): 7",
    'What is the first book called in the United States?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Harry Potter and the Sorcerer's Stone",
    'What is the title of the last book in the series?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Harry Potter and the Deathly Hallows",
    'How old is Harry when he learns he is a wizard?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): 11",
    'Which relative does Harry accidentally blow up like a balloon?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Aunt Marge",
    'Who tells Harry that he is a wizard?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Hagrid",
    'In which book does Harry first compete in the Triwizard Tournament?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Goblet of Fire",
    'What does the Mirror of Erised show?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Your deepest desire",
    'In which year was the first Harry Potter book published in the UK?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): 1997",
    'Which Harry Potter book is the longest?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Order of the Phoenix",
    'Which publisher first released the books in the UK?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Bloomsbury",
    "On what date is Harry's birthday?":
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): 31 July",
    "Who made the Philosopher's Stone?":
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Nicolas Flamel",
    "Who opens the Chamber of Secrets in Harry's second year, controlled by the diary?":
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Ginny Weasley",
    'Who is really disguised as Mad-Eye Moody in the fourth book?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Barty Crouch Jr",
    'What is the secret group Harry teaches in his fifth year called?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Dumbledore's Army",
    'How many years after the battle is the epilogue of the last book set?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): 19",
    "What is the name of Harry's younger son?":
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Albus Severus",
    'Which story was written as a stage play rather than a novel?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Harry Potter and the Cursed Child",
    'Which one-word reply does Snape give when asked if he still loves Lily?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Always",
    'Where were Lily and James Potter killed?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Godric's Hollow",
    'Under which pen name does J. K. Rowling write crime novels?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Robert Galbraith",
    'What does the K in J. K. Rowling stand for?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Kathleen",
    'On which journey did J. K. Rowling say the idea for Harry came to her?':
      "Rowling's own account: the idea came on a delayed Manchester–King's Cross train in 1990 (reviewer's knowledge)",
    'In which year does the Battle of Hogwarts take place?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): 1998",
    'Which Beedle the Bard story tells of the Deathly Hallows?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): The Tale of the Three Brothers",
    'Who made the prophecy about Harry and Voldemort?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Sybill Trelawney",
    "What are the names of Ron and Hermione's children?":
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Rose and Hugo",
    'Who kills Dobby?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Bellatrix Lestrange",
    'Who hides the Sword of Gryffindor in a frozen pool for Harry to find?':
      "Checked against the novels and Rowling's published interviews (reviewer's knowledge): Severus Snape",
    'Who plays Harry Potter in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Daniel Radcliffe",
    'Who plays Hermione Granger in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Emma Watson",
    'Who plays Ron Weasley in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Rupert Grint",
    'Who plays Severus Snape in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Alan Rickman",
    'How many Harry Potter films are there?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): 8",
    'Which book was split into two films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Deathly Hallows",
    'Who plays Lord Voldemort in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Ralph Fiennes",
    'Which studio made the Harry Potter films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Warner Bros.",
    'Who plays Bellatrix Lestrange in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Helena Bonham Carter",
    'Who plays Dumbledore from the third film onwards?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Michael Gambon",
    'In which year was the first Harry Potter film released?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): 2001",
    'Who directed the first Harry Potter film?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Chris Columbus",
    'Who directed the last four Harry Potter films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): David Yates",
    "Who composed the film theme known as Hedwig's Theme?":
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): John Williams",
    'Who plays Rubeus Hagrid in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Robbie Coltrane",
    'Who plays Professor McGonagall in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Maggie Smith",
    'Who plays Sirius Black in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Gary Oldman",
    'Who plays Draco Malfoy in the films?':
      'search: mtv.com/news/5jsd4p (Felton: went for Harry, then Ron, before Draco); mugglenet.com 2009 interview agrees',
    'Who plays Dolores Umbridge in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Imelda Staunton",
    'Who plays Gilderoy Lockhart in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Kenneth Branagh",
    'Which actor plays Cedric Diggory?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Robert Pattinson",
    'Who plays Newt Scamander in the Fantastic Beasts films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Eddie Redmayne",
    'Who directed Harry Potter and the Prisoner of Azkaban?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Alfonso Cuarón",
    'Who directed Harry Potter and the Goblet of Fire?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Mike Newell",
    'Who plays Remus Lupin in the films?':
      'search: hpana.com/news/18170 (Thewlis, 2004 Washington Post interview: he had been considered for Quirrell)',
    'Who plays Luna Lovegood in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Evanna Lynch",
    'Who plays Lucius Malfoy in the films?':
      "Film credits; Jason Isaacs has said he first auditioned for Lockhart (reviewer's knowledge)",
    'Who plays Horace Slughorn in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Jim Broadbent",
    'Who plays Mad-Eye Moody in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Brendan Gleeson",
    'Who voices Dobby in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Toby Jones",
    'Which Scottish viaduct does the Hogwarts Express cross in the films?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Glenfinnan",
    'Where is the Warner Bros. studio tour of the Harry Potter sets?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Leavesden",
    'Which actor plays Neville Longbottom?':
      "Checked against the eight films' cast and crew credits (reviewer's knowledge): Matthew Lewis",
    'Which Harry Potter film made the most money at the box office?':
      "Box Office Mojo-style worldwide totals (reviewer's knowledge): Deathly Hallows Part 2 took about 1.34 billion dollars, the most of the series",
  },
};
