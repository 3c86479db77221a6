import type { BankReview } from './review.js';

/**
 * bank-more's review of bank-pop's TV series bank (ADR 0195): each question checked against a second source —
 * the reviewer's own knowledge of the works named, and a web search where the reviewer was not certain.
 * Not registered in index.ts on this branch: the lead registers it once both branches are merged.
 */
export const tvShowsReview: BankReview = {
  bank: 'tv-shows',
  writer: 'bank-pop',
  reviewer: 'bank-more',
  checks: {
    'What is the name of the coffee shop in Friends?':
      "Checked against the series and their credits (reviewer's knowledge): Central Perk",
    "What is Ross Geller's job in Friends?":
      "Checked against the series and their credits (reviewer's knowledge): Palaeontologist",
    "Which Friends character often asks 'How you doin'?'":
      "Checked against the series and their credits (reviewer's knowledge): Joey Tribbiani",
    'Which paper company is The Office (US) set in?':
      "Checked against the series and their credits (reviewer's knowledge): Dunder Mifflin Options reworded for length (issue 14, len-h): 'Initech' → 'Vance Refrigeration'. Rechecked by len-g: reverted to the checked options, because 'Vance Refrigeration' names itself a refrigeration firm, so a player who knows nothing can rule it out of a question asking for a paper company (an odd one out).",
    'Who plays Michael Scott in The Office (US)?':
      "Checked against the series and their credits (reviewer's knowledge): Steve Carell",
    "Which The Big Bang Theory character says 'Bazinga!'?":
      "Checked against the series and their credits (reviewer's knowledge): Sheldon Cooper",
    "Which Friends character shouts 'We were on a break!'?":
      "Checked against the series and their credits (reviewer's knowledge): Ross",
    'Which rapper and actor starred as a teenager from West Philadelphia in a 1990s sitcom?':
      "Checked against the series and their credits (reviewer's knowledge): Will Smith",
    "In which sitcom is Barney Stinson known for saying 'Suit up!'?":
      "Checked against the series and their credits (reviewer's knowledge): How I Met Your Mother Options reworded for length (issue 14, len-h): 'Friends' → 'Everybody Loves Raymond'. Rechecked by len-g: confirmed: Barney (Neil Patrick Harris) is in How I Met Your Mother; Everybody Loves Raymond is the Barone family sitcom.",
    'In which city is the bar in Cheers?':
      "Checked against the series and their credits (reviewer's knowledge): Boston",
    'How many seasons of Friends were made?':
      "Checked against the series and their credits (reviewer's knowledge): 10",
    'In which town is The Office (US) set?':
      "Checked against the series and their credits (reviewer's knowledge): Scranton",
    'What does Dwight Schrute grow on his farm in The Office?':
      "Checked against the series and their credits (reviewer's knowledge): Beets",
    'Which song does Phoebe play on her guitar in Friends about a cat?':
      "Checked against the series and their credits (reviewer's knowledge): Smelly Cat",
    "What is the name of Ross's pet monkey in Friends?":
      "Checked against the series and their credits (reviewer's knowledge): Marcel",
    'Who created Seinfeld together with Jerry Seinfeld?':
      "Checked against the series and their credits (reviewer's knowledge): Larry David",
    'Which Seinfeld character is a soup vendor who refuses to serve rude customers?':
      "Checked against the series and their credits (reviewer's knowledge): The Soup Nazi",
    'Which sitcom spun off from Cheers?':
      "Checked against the series and their credits (reviewer's knowledge): Frasier",
    'In which Indiana town is Parks and Recreation set?':
      "Checked against the series and their credits (reviewer's knowledge): Pawnee",
    'Which Big Bang Theory character travels to the International Space Station?':
      "Checked against the series and their credits (reviewer's knowledge): Howard Wolowitz",
    'Who plays Jake Peralta in Brooklyn Nine-Nine?':
      "Checked against the series and their credits (reviewer's knowledge): Andy Samberg",
    "What is Ted Mosby's profession in How I Met Your Mother?":
      "Checked against the series and their credits (reviewer's knowledge): Architect",
    'Which fashion company does Rachel work for in later seasons of Friends?':
      "Checked against the series and their credits (reviewer's knowledge): Ralph Lauren",
    "What is the name of Joey's character on the soap opera Days of Our Lives?":
      "Checked against the series and their credits (reviewer's knowledge): Dr. Drake Ramoray",
    'Which holiday did Frank Costanza invent in Seinfeld?':
      "Checked against the series and their credits (reviewer's knowledge): Festivus",
    'In which town is the original British version of The Office set?':
      "Checked against the series and their credits (reviewer's knowledge): Slough",
    "What is the name of the bar in It's Always Sunny in Philadelphia?":
      "Checked against the series and their credits (reviewer's knowledge): Paddy's Pub",
    "What is the family's business in Arrested Development, besides their frozen banana stand?":
      "Checked against the series and their credits (reviewer's knowledge): A home-building company",
    'What is the name of the miniature horse loved by the town in Parks and Recreation?':
      "Checked against the series and their credits (reviewer's knowledge): Li'l Sebastian",
    'What is the name of the college in the sitcom Community?':
      "Checked against the series and their credits (reviewer's knowledge): Greendale",
    'Which Canadian family sitcom swept all seven major comedy Emmy awards in 2020?':
      "Checked against the series and their credits (reviewer's knowledge): Schitt's Creek",
    'Which chemistry teacher becomes a drug maker in Breaking Bad?':
      "Checked against the series and their credits (reviewer's knowledge): Walter White",
    'Who plays Walter White in Breaking Bad?':
      "Checked against the series and their credits (reviewer's knowledge): Bryan Cranston",
    'Which mob boss sees a psychiatrist in a famous HBO series?':
      "Checked against the series and their credits (reviewer's knowledge): Tony Soprano",
    'What do the zombies in The Walking Dead tend to be called?':
      "Checked against the series and their credits (reviewer's knowledge): Walkers",
    'Which doctor, played by Hugh Laurie, solves medical puzzles with sarcasm?':
      "Checked against the series and their credits (reviewer's knowledge): Gregory House",
    'Which family does Downton Abbey follow upstairs?':
      "Checked against the series and their credits (reviewer's knowledge): The Crawleys",
    'In which medical drama is Meredith Grey the main character?':
      "Checked against the series and their credits (reviewer's knowledge): Grey's Anatomy",
    'What does Dexter Morgan do for the Miami police by day?':
      "Checked against the series and their credits (reviewer's knowledge): Blood-spatter analysis Options reworded for length (issue 14, len-h): 'Interrogations' → 'Crime-scene photography'. Rechecked by len-g: confirmed: Dexter is Miami Metro's blood-spatter analyst, not a crime-scene photographer.",
    'Which actor plays Tommy Shelby in Peaky Blinders?':
      "Checked against the series and their credits (reviewer's knowledge): Cillian Murphy",
    'In which city is Breaking Bad set?':
      "Checked against the series and their credits (reviewer's knowledge): Albuquerque",
    "What is the name of Gus Fring's fast-food chain in Breaking Bad?":
      "Checked against the series and their credits (reviewer's knowledge): Los Pollos Hermanos",
    'Who created Breaking Bad?':
      "Checked against the series and their credits (reviewer's knowledge): Vince Gilligan",
    'Which Breaking Bad spin-off follows the lawyer Jimmy McGill?':
      "Checked against the series and their credits (reviewer's knowledge): Better Call Saul",
    'In which city is The Wire set?':
      "Checked against the series and their credits (reviewer's knowledge): Baltimore",
    'Which Mad Men character is an advertising genius with a secret past?':
      "Checked against the series and their credits (reviewer's knowledge): Don Draper",
    'In which city is Peaky Blinders set?':
      "Checked against the series and their credits (reviewer's knowledge): Birmingham",
    'Who plays Tony Soprano?':
      "Checked against the series and their credits (reviewer's knowledge): James Gandolfini",
    'Who plays Kendall Roy in Succession?':
      "Checked against the series and their credits (reviewer's knowledge): Jeremy Strong",
    "What is the name of the Roy family's company in Succession?":
      "Checked against the series and their credits (reviewer's knowledge): Waystar Royco",
    'Who plays Logan Roy in Succession?':
      "Checked against the series and their credits (reviewer's knowledge): Brian Cox",
    "Which series had viewers asking 'Who shot J.R.?' in 1980?":
      "Checked against the series and their credits (reviewer's knowledge): Dallas",
    'In which city is the hospital drama ER set?':
      "Checked against the series and their credits (reviewer's knowledge): Chicago",
    'Who created The Sopranos?':
      "Checked against the series and their credits (reviewer's knowledge): David Chase",
    'Who created The Wire?':
      "Checked against the series and their credits (reviewer's knowledge): David Simon",
    "What is the name of the strip club where Tony's crew meet in The Sopranos?":
      "Checked against the series and their credits (reviewer's knowledge): Bada Bing",
    'Which shotgun-carrying stick-up man robs drug dealers in The Wire?':
      "Checked against the series and their credits (reviewer's knowledge): Omar Little",
    'What is the name of the advertising agency where Don Draper first works?':
      "Mad Men (reviewer's knowledge): Sterling Cooper is the agency of the first seasons; he later moves to Sterling Cooper Draper Pryce and McCann Erickson; acceptable",
    'Which castle stands in for Downton Abbey?':
      "Checked against the series and their credits (reviewer's knowledge): Highclere Castle",
    'Who created The West Wing?':
      "Checked against the series and their credits (reviewer's knowledge): Aaron Sorkin",
    'What is the name of the president in The West Wing?':
      "Checked against the series and their credits (reviewer's knowledge): Josiah Bartlet",
    'Which actor plays Jack Bauer in 24?':
      "Checked against the series and their credits (reviewer's knowledge): Kiefer Sutherland",
    'Which book series is Game of Thrones based on?':
      "Checked against the series and their credits (reviewer's knowledge): A Song of Ice and Fire",
    'What are the words of House Stark in Game of Thrones?':
      "Checked against the series and their credits (reviewer's knowledge): Winter is coming",
    'How many dragons does Daenerys hatch in Game of Thrones?':
      "Checked against the series and their credits (reviewer's knowledge): 3",
    'What is the name of the alternate dimension in Stranger Things?':
      "Checked against the series and their credits (reviewer's knowledge): The Upside Down",
    'Which girl with psychic powers loves Eggo waffles in Stranger Things?':
      "Checked against the series and their credits (reviewer's knowledge): Eleven",
    "What is the Doctor's time machine in Doctor Who called?":
      "Checked against the series and their credits (reviewer's knowledge): The TARDIS",
    "Which Doctor Who villains cry 'Exterminate!'?":
      "Checked against the series and their credits (reviewer's knowledge): The Daleks",
    'What species is Mr Spock in Star Trek?':
      "Checked against the series and their credits (reviewer's knowledge): Half Vulcan",
    'Which two FBI agents investigate the paranormal in The X-Files?':
      "Checked against the series and their credits (reviewer's knowledge): Mulder and Scully",
    'Who captains the starship Enterprise in the original Star Trek?':
      "Checked against the series and their credits (reviewer's knowledge): James T. Kirk",
    'What is the real name of the child known as Baby Yoda in The Mandalorian?':
      "Checked against the series and their credits (reviewer's knowledge): Grogu",
    'In which Indiana town is Stranger Things set?':
      "Checked against the series and their credits (reviewer's knowledge): Hawkins",
    'What does TARDIS stand for?':
      "Checked against the series and their credits (reviewer's knowledge): Time And Relative Dimension In Space",
    "What is the Doctor's home planet?":
      "Checked against the series and their credits (reviewer's knowledge): Gallifrey",
    'Who was the first woman to play the lead role of the Doctor?':
      "Doctor Who (reviewer's knowledge): Jodie Whittaker was cast as the Thirteenth Doctor in 2017, the first woman in the lead role",
    'Which actor played Captain Picard in Star Trek: The Next Generation?':
      "Checked against the series and their credits (reviewer's knowledge): Patrick Stewart",
    "Which cybernetic collective says 'Resistance is futile' in Star Trek?":
      "Checked against the series and their credits (reviewer's knowledge): The Borg",
    'What is the name of the android officer in Star Trek: The Next Generation?':
      "Checked against the series and their credits (reviewer's knowledge): Data",
    'Who kills the Night King in Game of Thrones?':
      "Checked against the series and their credits (reviewer's knowledge): Arya Stark",
    'Which character holds the door, giving his name its meaning, in Game of Thrones?':
      "Checked against the series and their credits (reviewer's knowledge): Hodor",
    'Who plays Tyrion Lannister?':
      "Checked against the series and their credits (reviewer's knowledge): Peter Dinklage",
    "What is the name of Arya Stark's sword?":
      "Checked against the series and their credits (reviewer's knowledge): Needle",
    'In which US state is the town of Twin Peaks?':
      "Checked against the series and their credits (reviewer's knowledge): Washington",
    "What is the motto on the poster in Mulder's office in The X-Files?":
      "Checked against the series and their credits (reviewer's knowledge): I want to believe",
    "Which city's old town was used for King's Landing in Game of Thrones?":
      "Checked against the series and their credits (reviewer's knowledge): Dubrovnik",
    'Who becomes king at the end of Game of Thrones?':
      "Checked against the series and their credits (reviewer's knowledge): Bran Stark",
    "What is the name of Jon Snow's direwolf?":
      "Checked against the series and their credits (reviewer's knowledge): Ghost",
    'Which actor played the Doctor for the longest unbroken run in the original series?':
      "Checked against the series and their credits (reviewer's knowledge): Tom Baker",
    'In which year did Doctor Who first air?':
      "Checked against the series and their credits (reviewer's knowledge): 1963",
    'Who created Star Trek?':
      "Checked against the series and their credits (reviewer's knowledge): Gene Roddenberry",
    'What is the sequence of numbers in Lost?':
      "Checked against the series and their credits (reviewer's knowledge): 4 8 15 16 23 42",
    'Who created The Twilight Zone and introduced each episode?':
      "Checked against the series and their credits (reviewer's knowledge): Rod Serling",
    'Which German Netflix time-travel series is set in the town of Winden?':
      "Checked against the series and their credits (reviewer's knowledge): Dark",
    "What are the android characters in Westworld's theme park called?":
      "Checked against the series and their credits (reviewer's knowledge): Hosts",
    'In which town do the Simpsons live?':
      "Checked against the series and their credits (reviewer's knowledge): Springfield",
    'Where does Homer Simpson work?':
      "Checked against the series and their credits (reviewer's knowledge): A nuclear power plant Options reworded for length (issue 14, len-h): 'A brewery' → 'A coal-fired power station'. Rechecked by len-g: confirmed: Homer is safety inspector at the Springfield Nuclear Power Plant, not a coal-fired station.",
    "Which Simpsons character says 'D'oh!'?":
      "Checked against the series and their credits (reviewer's knowledge): Homer",
    'What does SpongeBob SquarePants live in?':
      "Checked against the series and their credits (reviewer's knowledge): A pineapple",
    'Where does SpongeBob work?':
      "Checked against the series and their credits (reviewer's knowledge): The Krusty Krab",
    'Which South Park character dies in almost every early episode?':
      "Checked against the series and their credits (reviewer's knowledge): Kenny",
    'What kind of animal is Brian in Family Guy?':
      "Checked against the series and their credits (reviewer's knowledge): A dog",
    'What is the name of the van in Scooby-Doo?':
      "Checked against the series and their credits (reviewer's knowledge): The Mystery Machine",
    'What is the name of the robot in Futurama?':
      "Checked against the series and their credits (reviewer's knowledge): Bender",
    "What is the name of the Simpsons' next-door neighbour?":
      "Checked against the series and their credits (reviewer's knowledge): Ned Flanders",
    'Who created The Simpsons?':
      "Checked against the series and their credits (reviewer's knowledge): Matt Groening",
    "What is the name of Mr. Burns's assistant in The Simpsons?":
      "Checked against the series and their credits (reviewer's knowledge): Waylon Smithers",
    'What instrument does Lisa Simpson play?':
      "Checked against the series and their credits (reviewer's knowledge): Saxophone",
    'In which state is South Park set?':
      "Checked against the series and their credits (reviewer's knowledge): Colorado",
    'Who created South Park?':
      "Checked against the series and their credits (reviewer's knowledge): Trey Parker and Matt Stone",
    'Who created Family Guy?':
      "Checked against the series and their credits (reviewer's knowledge): Seth MacFarlane",
    'In which Rhode Island town is Family Guy set?':
      "Checked against the series and their credits (reviewer's knowledge): Quahog",
    'For about how long is Fry frozen in Futurama?':
      "Checked against the series and their credits (reviewer's knowledge): A thousand years",
    'What breed of dog is Bluey?':
      "Checked against the series and their credits (reviewer's knowledge): Blue heeler",
    'In the Adult Swim cartoon about a mad scientist and his grandson, who turns himself into a pickle?':
      "Checked against the series and their credits (reviewer's knowledge): Rick",
    'Who is the last Airbender, the Avatar, in Avatar: The Last Airbender?':
      "Checked against the series and their credits (reviewer's knowledge): Aang",
    'Where does the Flintstone family live?':
      "Checked against the series and their credits (reviewer's knowledge): Bedrock",
    'On which show did The Simpsons first appear as shorts?':
      "Checked against the series and their credits (reviewer's knowledge): The Tracey Ullman Show Options reworded for length (issue 14, len-h): 'The Late Show' → 'Late Night with David Letterman'. Rechecked by len-g: confirmed: the shorts ran on Fox's Tracey Ullman Show from 1987; Letterman's Late Night was on NBC.",
    'Who shoots Mr. Burns in the famous Simpsons two-parter?':
      "Checked against the series and their credits (reviewer's knowledge): Maggie Simpson",
    "What was Stephen Hillenburg's job before he created SpongeBob?":
      "Checked against the series and their credits (reviewer's knowledge): Marine biologist Options reworded for length (issue 14, len-h): 'Fisherman' → 'Commercial fisherman'. Rechecked by len-g: confirmed: Hillenburg was a marine biologist and teacher before CalArts; no fishing career.",
    'What does Hank Hill sell in King of the Hill?':
      "Checked against the series and their credits (reviewer's knowledge): Propane",
    'Which was the first animated series shown in American prime time?':
      "Checked against the series and their credits (reviewer's knowledge): The Flintstones",
    "In which Australian city does Bluey's family live?":
      "Checked against the series and their credits (reviewer's knowledge): Brisbane",
    "What is the name of Bart Simpson's teacher?":
      "Checked against the series and their credits (reviewer's knowledge): Edna Krabappel",
    'Which animal is BoJack Horseman?':
      "Checked against the series and their credits (reviewer's knowledge): A horse",
    'What kind of animal is Jake in Adventure Time?':
      "Checked against the series and their credits (reviewer's knowledge): A dog",
    "What is the name of Fry's employer in Futurama?":
      "Checked against the series and their credits (reviewer's knowledge): Planet Express",
    'Who voices Homer Simpson?':
      "Checked against the series and their credits (reviewer's knowledge): Dan Castellaneta",
    'Which time-travelling show is the longest-running science fiction series on British TV?':
      "Checked against the programmes and their credits (reviewer's knowledge): Doctor Who",
    'Which actor plays the silent, clumsy Mr. Bean?':
      "Checked against the programmes and their credits (reviewer's knowledge): Rowan Atkinson",
    'Who plays Sherlock Holmes in the BBC series Sherlock?':
      "Checked against the programmes and their credits (reviewer's knowledge): Benedict Cumberbatch",
    'Which comedian plays Basil Fawlty in Fawlty Towers?':
      "Checked against the programmes and their credits (reviewer's knowledge): John Cleese",
    'Which of these is a lifeline in Who Wants to Be a Millionaire?':
      "Checked against the programmes and their credits (reviewer's knowledge): Phone a Friend",
    'In which show do amateurs compete in a white tent for a Paul Hollywood handshake?':
      "Checked against the programmes and their credits (reviewer's knowledge): The Great British Bake Off Options reworded for length (issue 14, len-h): 'MasterChef' → 'The Great Pottery Throw Down'. Rechecked by len-g: confirmed: the tent and the handshake are Bake Off's; The Great Pottery Throw Down is a potters' contest with no Paul Hollywood.",
    'What is the name of the pub in EastEnders?':
      "Checked against the programmes and their credits (reviewer's knowledge): The Queen Vic",
    'What is the name of the anonymous racing driver on Top Gear?':
      "Top Gear (BBC, from 2002; reviewer's knowledge): The Stig. bank-more removed its own copy of this question from the cars bank so that it is asked once",
    'Where is Fawlty Towers set?':
      "Checked against the programmes and their credits (reviewer's knowledge): Torquay",
    'Where does Manuel, the waiter in Fawlty Towers, come from?':
      "Checked against the programmes and their credits (reviewer's knowledge): Barcelona",
    'Which Blackadder character always has a cunning plan?':
      "Checked against the programmes and their credits (reviewer's knowledge): Baldrick",
    'In which part of London do Del Boy and Rodney live in Only Fools and Horses?':
      "Checked against the programmes and their credits (reviewer's knowledge): Peckham",
    'In which fictional town is Coronation Street set?':
      "Checked against the programmes and their credits (reviewer's knowledge): Weatherfield",
    'Which Monty Python sketch has a pet shop customer complaining about his Norwegian Blue?':
      "Checked against the programmes and their credits (reviewer's knowledge): The Dead Parrot sketch",
    'Which American show is based on Strictly Come Dancing?':
      "Checked against the programmes and their credits (reviewer's knowledge): Dancing with the Stars",
    'Who plays Villanelle in Killing Eve?':
      "Checked against the programmes and their credits (reviewer's knowledge): Jodie Comer",
    'Who created and starred in Fleabag?':
      "Checked against the programmes and their credits (reviewer's knowledge): Phoebe Waller-Bridge",
    'Who plays Prince Philip in the first two seasons of The Crown?':
      "Checked against the programmes and their credits (reviewer's knowledge): Matt Smith",
    'How many episodes of Fawlty Towers were made?':
      "Checked against the programmes and their credits (reviewer's knowledge): 12",
    'In which war is Blackadder Goes Forth set?':
      "Checked against the programmes and their credits (reviewer's knowledge): The First World War",
    "What colour is Del Boy's three-wheeled van?":
      "Checked against the programmes and their credits (reviewer's knowledge): Yellow",
    'In which year did Coronation Street first air?':
      "Checked against the programmes and their credits (reviewer's knowledge): 1960",
    'Which Welsh town is the setting for much of Gavin & Stacey?':
      "Checked against the programmes and their credits (reviewer's knowledge): Barry",
    'Who plays Jim Moriarty in Sherlock?':
      "Checked against the programmes and their credits (reviewer's knowledge): Andrew Scott",
    'Who created Sherlock with Mark Gatiss?':
      "Checked against the programmes and their credits (reviewer's knowledge): Steven Moffat",
    'What is the name of the anti-corruption unit in Line of Duty?':
      "Checked against the programmes and their credits (reviewer's knowledge): AC-12",
    'Who is the last human alive in Red Dwarf?':
      "Checked against the programmes and their credits (reviewer's knowledge): Dave Lister",
    'What is the name of the foul-mouthed spin doctor in The Thick of It?':
      "Checked against the programmes and their credits (reviewer's knowledge): Malcolm Tucker",
    'From which country does Squid Game come?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): South Korea",
    'Which streaming service released Stranger Things?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Netflix",
    'What is the main prize for American television called?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): The Emmy",
    'On which street do Big Bird and Elmo live?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Sesame Street",
    'Which frog hosts The Muppet Show?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Kermit",
    'Which game opens the deadly contest in the first season of Squid Game?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Red Light, Green Light. Reworded by the lead (issue 14, a reviewer's note): 'begins the first episode' became 'opens the deadly contest in the first season': the episode opens with a childhood squid game and ddakji with the recruiter before Red Light, Green Light. Rechecked by chk2: confirmed: in season 1 the deadly games run Red Light, Green Light, then dalgona, tug of war, marbles, glass bridge and the squid game, so the key is the only right option and tug of war, marbles and glass bridge are real later games of the season, wrong but plausible; the lead's note is accurate (the flashback squid game and the recruiter's ddakji are not part of the contest) and the explanation (the giant doll watching for movement) is right; only a full stop was added after the original check's 'Red Light, Green Light'.",
    "Which chess prodigy is the heroine of The Queen's Gambit?":
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Beth Harmon",
    'What masks do the robbers wear in Money Heist?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Salvador Dalí masks",
    "Who plays Wednesday Addams in Netflix's Wednesday (2022)?":
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Jenna Ortega",
    'Which American coach is hired to manage a London football club in a comedy series?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Ted Lasso",
    'Who plays Queen Elizabeth II in the first two seasons of The Crown?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Claire Foy",
    'Who writes the society gossip sheet in Bridgerton?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Lady Whistledown",
    'Which HBO series of 2023 is based on the video game about a fungal outbreak?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): The Last of Us",
    'What is the leading superhero of The Boys called?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Homelander",
    "Who plays Geralt of Rivia in the first three seasons of Netflix's The Witcher?":
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Henry Cavill",
    'In which year did Friends end?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): 2004",
    'Who created Black Mirror?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Charlie Brooker",
    'Who hosted The Tonight Show from 1962 to 1992?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Johnny Carson",
    'Which 2019 HBO miniseries is about a nuclear disaster in the Soviet Union?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Chernobyl",
    'In which year did Saturday Night Live first air?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): 1975",
    'Who created Squid Game?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Hwang Dong-hyuk",
    'How many players start the games in the first season of Squid Game?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): 456",
    'Which song by Kate Bush returned to the charts after featuring in Stranger Things?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Running Up That Hill",
    'Which drama holds the record for the most Emmy wins by a drama series?':
      "Emmy records (reviewer's knowledge): Game of Thrones won 59 Emmys, the most for a drama series",
    'What is the name of the school in Wednesday?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Nevermore Academy",
    "What is the name of the Professor's brother in Money Heist?":
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Berlin",
    'Who created The Mandalorian?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Jon Favreau",
    'What was the first video played on MTV in 1981?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Video Killed the Radio Star Options reworded for length (issue 14, len-h): 'Thriller' → 'Should I Stay or Should I Go'. Rechecked by len-g: confirmed: The Clash's Should I Stay or Should I Go came out in 1982; the Buggles opened MTV in 1981.",
    "Who created Grey's Anatomy?":
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Shonda Rhimes",
    'Which daytime talk show host ran her show from 1986 to 2011?':
      "Checked against the series, their credits and broadcast history (reviewer's knowledge): Oprah Winfrey",
    'On which London street do Sherlock and Watson share a flat?':
      'Reworded by its writer after the review; checked by the lead, not its writer: 221B Baker Street in Conan Doyle and in BBC Sherlock; Fleet, Harley and Downing Streets are other London streets.',
  },
};
