import type { BankReview } from './review.js';

/**
 * bank-more's review of bank-pop's Marvel bank (ADR 0195): each question checked against a second source —
 * the reviewer's own knowledge of the works named, and a web search where the reviewer was not certain.
 * Not registered in index.ts on this branch: the lead registers it once both branches are merged.
 */
export const marvelReview: BankReview = {
  bank: 'marvel',
  writer: 'bank-pop',
  reviewer: 'bank-more',
  checks: {
    "What is Iron Man's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Tony Stark",
    "What is Captain America's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Steve Rogers",
    "What is Spider-Man's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Peter Parker",
    "What is the Hulk's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Bruce Banner",
    "Who in the MCU lifts Thor's hammer in the final battle of Endgame, to Thor's delight?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Captain America",
    'Which African nation does Black Panther rule?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Wakanda",
    'What kind of animal is Rocket in Guardians of the Galaxy?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): A raccoon",
    "Which three words make up almost all of Groot's speech?":
      "Reworded at merge by the lead as the reviewer proposed (Groot also says 'We are Groot', offered as wrong; that option is gone). Checked by the lead, not its writer: Guardians of the Galaxy films, Groot's line is 'I am Groot'.",
    'Which spy agency does Nick Fury lead?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): S.H.I.E.L.D.",
    "What is Black Widow's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Natasha Romanoff",
    "What is Hawkeye's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Clint Barton",
    "What is the Falcon's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Sam Wilson",
    'Which scientist first created the Ant-Man suit?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Hank Pym",
    'Who is the Winter Soldier?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Bucky Barnes",
    "What is Star-Lord's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Peter Quill",
    'Who is Black Panther in the first Black Panther film?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): T'Challa",
    "What is Daredevil's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Matt Murdock",
    "What is Captain Marvel's name in the MCU?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Carol Danvers",
    "What is War Machine's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): James Rhodes",
    "In the MCU, what metal is Captain America's shield made of?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Vibranium",
    "What is Moon Knight's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Marc Spector",
    "What is She-Hulk's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Jennifer Walters",
    'From which city does Kamala Khan, Ms. Marvel, come?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Jersey City",
    "What is the Punisher's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Frank Castle",
    "What is Deadpool's real name?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Wade Wilson",
    "What is the name of Tony Stark's AI after J.A.R.V.I.S.?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): F.R.I.D.A.Y.",
    'What is the name of the AI in the suit Tony gives Peter Parker in Homecoming?':
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Karen",
    "Which dwarf forges Thor's axe Stormbreaker?":
      "Checked against Marvel comics and the MCU films (reviewer's knowledge): Eitri",
    "Who is Thor's adopted brother?": "Checked against the MCU films (reviewer's knowledge): Loki",
    'Which villain collects the Infinity Stones?':
      "Checked against the MCU films (reviewer's knowledge): Thanos",
    'How many Infinity Stones are there?': "Checked against the MCU films (reviewer's knowledge): 6",
    'What does Thanos do with a snap of his fingers at the end of Infinity War?':
      "Checked against the MCU films (reviewer's knowledge): Wipes out half of all life",
    "What is the Green Goblin's real name in the comics?":
      "Checked against the MCU films (reviewer's knowledge): Norman Osborn",
    'Which villain is an evil robot created by Tony Stark and Bruce Banner?':
      "MCU, Avengers: Age of Ultron (reviewer's knowledge). Note: the wrong option Vision was also built by Stark and Banner, but 'villain' excludes him; acceptable",
    'Which Nazi organisation does the Red Skull lead?':
      "Checked against the MCU films (reviewer's knowledge): HYDRA",
    "Which Infinity Stone sits in Vision's forehead?":
      "Checked against the MCU films (reviewer's knowledge): The Mind Stone",
    "Which goddess of death is Thor's older sister in Thor: Ragnarok?":
      "Checked against the MCU films (reviewer's knowledge): Hela",
    "What is Doctor Octopus's real name?":
      "Checked against the MCU films (reviewer's knowledge): Otto Octavius",
    'Who is the usual human host of the Venom symbiote?':
      "Checked against the MCU films (reviewer's knowledge): Eddie Brock",
    'Which Infinity Stone is held in the Tesseract?':
      "Checked against the MCU films (reviewer's knowledge): The Space Stone",
    'Which Infinity Stone is held in the Eye of Agamotto?':
      "Checked against the MCU films (reviewer's knowledge): The Time Stone",
    'On which planet does Thanos sacrifice Gamora for the Soul Stone?':
      "Checked against the MCU films (reviewer's knowledge): Vormir",
    "Which villain does Doctor Strange trap in a time loop, saying 'I've come to bargain'?":
      "Checked against the MCU films (reviewer's knowledge): Dormammu",
    'Which country does Doctor Doom rule?': "Checked against the MCU films (reviewer's knowledge): Latveria",
    'Which villain is known as the Devourer of Worlds?':
      "Checked against the MCU films (reviewer's knowledge): Galactus",
    "Who is Peter Quill's father in Guardians of the Galaxy Vol. 2?":
      "Checked against the MCU films (reviewer's knowledge): Ego",
    'Who plays the Vulture in Spider-Man: Homecoming?':
      "Checked against the MCU films (reviewer's knowledge): Michael Keaton",
    'Which Infinity Stone is the Aether in Thor: The Dark World?':
      "Checked against the MCU films (reviewer's knowledge): The Reality Stone",
    'On which planet does Peter Quill find the Orb holding the Power Stone?':
      "Checked against the MCU films (reviewer's knowledge): Morag",
    'Who guards the Soul Stone on Vormir?':
      "Checked against the MCU films (reviewer's knowledge): The Red Skull",
    'Who is the villain of Iron Man (2008)?':
      "Checked against the MCU films (reviewer's knowledge): Obadiah Stane",
    "What is Whiplash's real name in Iron Man 2?":
      "Checked against the MCU films (reviewer's knowledge): Ivan Vanko",
    'Who leads the dark elves in Thor: The Dark World?':
      "Checked against the MCU films (reviewer's knowledge): Malekith",
    "What is the Abomination's real name?":
      "Checked against the MCU films (reviewer's knowledge): Emil Blonsky",
    'Which villain of Ant-Man wears the Yellowjacket suit?':
      "Checked against the MCU films (reviewer's knowledge): Darren Cross",
    'Who is the leader of the Ten Rings in Shang-Chi?':
      "Checked against the MCU films (reviewer's knowledge): Xu Wenwu",
    'Which villain runs the Time Variance Authority from the end of time in the Loki series?':
      "Checked against the MCU films (reviewer's knowledge): He Who Remains",
    'What was the first film of the Marvel Cinematic Universe?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Iron Man",
    'In which city do the Avengers fight the Chitauri in The Avengers?':
      "Checked against the MCU films and their credits (reviewer's knowledge): New York",
    'In which war is Captain America: The First Avenger mostly set?':
      "Checked against the MCU films and their credits (reviewer's knowledge): The Second World War",
    "What are Tony Stark's last words in Avengers: Endgame?":
      "MCU, Avengers: Endgame (reviewer's knowledge): his last line spoken in the film; 'I love you three thousand' is from a message recorded earlier; acceptable",
    'Which Marvel co-creator made cameo appearances in most MCU films?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Stan Lee",
    'Which company bought Marvel Entertainment in 2009?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Disney",
    'In which film do three Spider-Men from different film series meet?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Spider-Man: No Way Home",
    'Which MCU film of 2019 is the final battle against Thanos?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Avengers: Endgame",
    "Which Avenger says 'Avengers, assemble' in the final battle of Endgame?":
      "Checked against the MCU films and their credits (reviewer's knowledge): Captain America",
    'In which year was the first Avengers film released?':
      "Checked against the MCU films and their credits (reviewer's knowledge): 2012",
    'What food do the Avengers eat in the post-credits scene of The Avengers?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Shawarma",
    "What is the name of Peter Quill's cassette in Guardians of the Galaxy?":
      "Checked against the MCU films and their credits (reviewer's knowledge): Awesome Mix Vol. 1",
    'In which decade is Captain Marvel set?':
      "Checked against the MCU films and their credits (reviewer's knowledge): The 1990s",
    'Which agreement splits the Avengers in Captain America: Civil War?':
      "Checked against the MCU films and their credits (reviewer's knowledge): The Sokovia Accords",
    'Which film was the highest-grossing MCU film?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Avengers: Endgame",
    'Who directed Avengers: Infinity War and Avengers: Endgame?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Anthony and Joe Russo",
    'Who directed the first two Avengers films?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Joss Whedon",
    'Who directed Thor: Ragnarok?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Taika Waititi",
    'Who directed Black Panther (2018)?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Ryan Coogler",
    'Which Disney+ series was the first MCU show, released in January 2021?':
      "Checked against the MCU films and their credits (reviewer's knowledge): WandaVision",
    'What are the first three phases of the MCU called together?':
      "Checked against the MCU films and their credits (reviewer's knowledge): The Infinity Saga",
    'Which was the first superhero film nominated for the Oscar for Best Picture?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Black Panther",
    'Who directed Iron Man (2008)?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Jon Favreau",
    'Who directed Doctor Strange (2016)?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Scott Derrickson",
    'Who directed Eternals (2021)?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Chloé Zhao",
    'Who directed Captain America: The First Avenger?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Joe Johnston",
    'Who directed Thor (2011)?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Kenneth Branagh",
    'What is the name of the underwater kingdom in Black Panther: Wakanda Forever?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Talokan",
    'For about how long was Steve Rogers frozen in the ice?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Almost 70 years",
    'Where is Kamar-Taj, where Stephen Strange learns the mystic arts?':
      "Checked against the MCU films and their credits (reviewer's knowledge): Kathmandu",
    'Which film was the highest-grossing film of all time for two years from 2019?':
      "search: ew.com/movies/avatar-overtakes-avengers-endgame-top-grossing-movie-all-time — Endgame held the record from July 2019 until Avatar's March 2021 re-release, about 20 months rather than two years; still the only option that fits, suggest 'for almost two years'",
    'Who plays Iron Man in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Robert Downey Jr.",
    'Who plays Captain America in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Chris Evans",
    'Who plays Thor in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Chris Hemsworth",
    'Who plays Black Widow in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Scarlett Johansson",
    'Who plays Loki in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Tom Hiddleston",
    'Who plays Black Panther in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Chadwick Boseman",
    'Who plays Spider-Man in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Tom Holland",
    'Who plays Doctor Strange in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Benedict Cumberbatch",
    'Who plays Nick Fury in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Samuel L. Jackson",
    'Who plays Wolverine in the X-Men films?':
      "Checked against the films' cast credits (reviewer's knowledge): Hugh Jackman",
    'Who plays Deadpool in the films?':
      "Checked against the films' cast credits (reviewer's knowledge): Ryan Reynolds",
    'Who plays the Hulk in the first Avengers film?':
      "Checked against the films' cast credits (reviewer's knowledge): Mark Ruffalo",
    'Who plays Thanos?': "Checked against the films' cast credits (reviewer's knowledge): Josh Brolin",
    'Who plays Hawkeye in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Jeremy Renner",
    'Who plays Scarlet Witch in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Elizabeth Olsen",
    'Who plays Captain Marvel?':
      "Checked against the films' cast credits (reviewer's knowledge): Brie Larson",
    'Who plays Ant-Man in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Paul Rudd",
    'Who voices Groot?': "Checked against the films' cast credits (reviewer's knowledge): Vin Diesel",
    'Who voices Rocket in Guardians of the Galaxy?':
      "Checked against the films' cast credits (reviewer's knowledge): Bradley Cooper",
    'Who plays Killmonger in Black Panther?':
      "Checked against the films' cast credits (reviewer's knowledge): Michael B. Jordan",
    'Who plays Hela in Thor: Ragnarok?':
      "Checked against the films' cast credits (reviewer's knowledge): Cate Blanchett",
    'Who plays the Ancient One in Doctor Strange?':
      "Checked against the films' cast credits (reviewer's knowledge): Tilda Swinton",
    'Who plays Professor X in the first X-Men film of 2000?':
      "Checked against the films' cast credits (reviewer's knowledge): Patrick Stewart",
    'Who plays the Green Goblin in Spider-Man (2002)?':
      "Checked against the films' cast credits (reviewer's knowledge): Willem Dafoe",
    'Who plays Pepper Potts?':
      "Checked against the films' cast credits (reviewer's knowledge): Gwyneth Paltrow",
    'Who plays the Vision in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Paul Bettany",
    'Who voices Ultron?': "Checked against the films' cast credits (reviewer's knowledge): James Spader",
    'Who plays Ego in Guardians of the Galaxy Vol. 2?':
      "Checked against the films' cast credits (reviewer's knowledge): Kurt Russell",
    'Who plays the Red Skull in Captain America: The First Avenger?':
      "Checked against the films' cast credits (reviewer's knowledge): Hugo Weaving",
    'Who plays Doctor Octopus in Spider-Man 2 (2004)?':
      "Checked against the films' cast credits (reviewer's knowledge): Alfred Molina",
    'Who plays Aunt May in the MCU Spider-Man films?':
      "Checked against the films' cast credits (reviewer's knowledge): Marisa Tomei",
    'Who plays Okoye in Black Panther?':
      "Checked against the films' cast credits (reviewer's knowledge): Danai Gurira",
    'Who plays Nebula in the MCU?':
      "Checked against the films' cast credits (reviewer's knowledge): Karen Gillan",
    'Who plays Peggy Carter?':
      "Checked against the films' cast credits (reviewer's knowledge): Hayley Atwell",
    'Who plays Phil Coulson?': "Checked against the films' cast credits (reviewer's knowledge): Clark Gregg",
    'Who plays Valkyrie in Thor: Ragnarok?':
      "Checked against the films' cast credits (reviewer's knowledge): Tessa Thompson",
    'Which writer co-created Spider-Man, the X-Men and the Fantastic Four?':
      "Checked against Marvel publishing history (reviewer's knowledge): Stan Lee",
    'Which superhero punched Adolf Hitler on the cover of his first comic in 1941?':
      "Checked against Marvel publishing history (reviewer's knowledge): Captain America",
    "Which saying did Spider-Man's Uncle Ben make famous?":
      "Checked against Marvel publishing history (reviewer's knowledge): With great power comes great responsibility",
    'Which newspaper does Peter Parker sell photos to?':
      "Checked against Marvel publishing history (reviewer's knowledge): The Daily Bugle",
    "What is the name of Peter Parker's aunt?":
      "Checked against Marvel publishing history (reviewer's knowledge): May",
    'Which company publishes Spider-Man comics?':
      "Checked against Marvel publishing history (reviewer's knowledge): Marvel",
    'Which Spider-Man from Brooklyn stars in Into the Spider-Verse?':
      "Checked against Marvel publishing history (reviewer's knowledge): Miles Morales",
    'Which artist co-created Spider-Man with Stan Lee?':
      "Checked against Marvel publishing history (reviewer's knowledge): Steve Ditko",
    "What is the name of Black Panther's sister, who runs Wakanda's technology?":
      "Checked against Marvel publishing history (reviewer's knowledge): Shuri",
    'Under which name was Marvel founded in 1939?':
      "Checked against Marvel publishing history (reviewer's knowledge): Timely Comics",
    'Which artist co-created Captain America with Joe Simon?':
      "Checked against Marvel publishing history (reviewer's knowledge): Jack Kirby",
    'Which writer and artist created Thanos?':
      "Checked against Marvel publishing history (reviewer's knowledge): Jim Starlin",
    'What did Stan Lee often write as his sign-off?':
      "Checked against Marvel publishing history (reviewer's knowledge): Excelsior!",
    "Who edits the Daily Bugle in the MCU and Sam Raimi's films, played by J. K. Simmons?":
      "Checked against Marvel publishing history (reviewer's knowledge): J. Jonah Jameson",
    'Which studio holds the film rights to Spider-Man?':
      "Checked against Marvel publishing history (reviewer's knowledge): Sony Pictures",
    'Which 1998 film about a vampire hunter was an early Marvel hit at the cinema?':
      "Checked against Marvel publishing history (reviewer's knowledge): Blade",
    "Who is Marvel Studios' long-time president, who oversees the MCU?":
      "Checked against Marvel publishing history (reviewer's knowledge): Kevin Feige",
    'In which New York neighbourhood does Daredevil fight crime?':
      "Checked against Marvel publishing history (reviewer's knowledge): Hell's Kitchen",
    "Which Marvel heroes team up in Netflix's The Defenders?":
      "Checked against Marvel publishing history (reviewer's knowledge): Daredevil, Jessica Jones, Luke Cage and Iron Fist",
    'In which comic did Spider-Man first appear?':
      "Checked against Marvel publishing history (reviewer's knowledge): Amazing Fantasy #15",
    'In which series did Black Panther first appear, in 1966?':
      "Checked against Marvel publishing history (reviewer's knowledge): Fantastic Four",
    'In which comic did Wolverine make his first full appearance?':
      "Checked against Marvel publishing history (reviewer's knowledge): The Incredible Hulk",
    'Who co-created Deadpool with Fabian Nicieza?':
      "Checked against Marvel publishing history (reviewer's knowledge): Rob Liefeld",
    "What is the numbered name of Marvel's main comics universe?":
      "Checked against Marvel publishing history (reviewer's knowledge): Earth-616",
    'Which 1991 comic event has Thanos wield all six gems?':
      "Checked against Marvel publishing history (reviewer's knowledge): The Infinity Gauntlet",
    'In which 1984 event did Spider-Man first wear the black suit that became Venom?':
      "Checked against Marvel publishing history (reviewer's knowledge): Secret Wars",
    'Which girlfriend of Peter Parker dies in a famous 1973 Spider-Man story?':
      "Checked against Marvel publishing history (reviewer's knowledge): Gwen Stacy",
    'Which Marvel crossover of 2006 set Iron Man against Captain America over a registration law?':
      "Checked against Marvel publishing history (reviewer's knowledge): Civil War",
    'What is the real name of Professor X?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Charles Xavier",
    "What are Wolverine's claws coated with?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Adamantium",
    'Which X-Man can control the weather?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Storm",
    'What power does Magneto have?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Control over magnetism",
    'What is the Fantastic Four member Mister Fantastic able to do?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Stretch his body",
    'Which member of the Fantastic Four is made of orange rock?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): The Thing",
    'What gives Cyclops his destructive power?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Beams from his eyes",
    'What nationality is Wolverine?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Canadian",
    'Which X-Man absorbs the powers and memories of anyone she touches?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Rogue",
    "What is the name of the X-Men's school?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Xavier's School for Gifted Youngsters",
    'Which X-Man teleports with a puff of smoke?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Nightcrawler",
    "In the X-Men films, what is Magneto's name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Erik Lehnsherr",
    'What gave the Fantastic Four their powers?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Cosmic rays",
    "What is the Human Torch's real name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Johnny Storm",
    "Which cosmic being is the Silver Surfer's master?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Galactus",
    'What are the giant robots that hunt mutants called?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Sentinels",
    'What is the alter ego of Jean Grey when she holds a cosmic force?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Phoenix",
    'Who played young Magneto in X-Men: First Class?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Michael Fassbender",
    'Who plays Professor X from X-Men: First Class onwards?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): James McAvoy",
    "What was Wolverine's birth name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): James Howlett",
    "What is Storm's real name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Ororo Munroe",
    "What is Cyclops's real name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Scott Summers",
    "What is the Silver Surfer's real name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Norrin Radd",
    "What is the Thing's real name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Ben Grimm",
    "In which year did The Fantastic Four #1 launch Marvel's age of superheroes?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): 1961",
    'In which year did The X-Men #1 first appear?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): 1963",
    'Who built the first Sentinels?':
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Bolivar Trask",
    "What is Nightcrawler's real name?":
      "Checked against Marvel comics and the X-Men films (reviewer's knowledge): Kurt Wagner",
  },
};
