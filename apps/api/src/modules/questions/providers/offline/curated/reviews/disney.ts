import type { BankReview } from './review.js';

/** bank-eras's check of bank-screen's disney bank at 4eaea70 (ADR 0195); registered in index.ts once both are merged. */
export const disneyReview: BankReview = {
  bank: 'disney',
  writer: 'bank-screen',
  reviewer: 'bank-eras',
  checks: {
    'Which Disney film features a wooden puppet whose nose grows when he lies?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Pinocchio is right, the wrong options (Dumbo, Bambi, Peter Pan) are not, and the explanation holds.",
    'In which Disney film does a baby elephant learn to fly with his huge ears?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Dumbo is right, the wrong options (Bambi, Tarzan, The Jungle Book) are not, and the explanation holds.",
    'Which Disney heroine leaves a glass slipper behind at the ball?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Cinderella is right, the wrong options (Aurora, Snow White, Belle) are not, and the explanation holds.",
    "What is the name of Peter Pan's fairy companion?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Tinker Bell is right, the wrong options (Silvermist, Iridessa, Fawn) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Fawn' → 'Queen Clarion'. Rechecked by len-g: confirmed: Queen Clarion rules Pixie Hollow in the Disney Fairies films; Peter Pan's fairy is Tinker Bell.",
    'What kind of animal is Bambi?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): A deer is right, the wrong options (A rabbit, A skunk, An owl) are not, and the explanation holds.",
    'In The Jungle Book, what kind of animal is Baloo?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): A bear is right, the wrong options (A panther, A tiger, An orangutan) are not, and the explanation holds.",
    'Which Disney villain wants a coat made from Dalmatian puppies?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Cruella de Vil is right, the wrong options (Maleficent, Ursula, Lady Tremaine) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Ursula' → 'The Queen of Hearts'. Rechecked by len-g: confirmed: the Queen of Hearts is Alice in Wonderland's villain; Cruella de Vil wants the coat.",
    'Which evil fairy curses the baby Princess Aurora?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Maleficent is right, the wrong options (Cruella de Vil, The Evil Queen, Lady Tremaine) are not, and the explanation holds.",
    'In Lady and the Tramp, what dish do the two dogs share behind an Italian restaurant?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Spaghetti is right, the wrong options (Lasagne, Ravioli, Risotto) are not, and the explanation holds.",
    "Which 1940 Disney film set animation to classical music, with Mickey as the sorcerer's apprentice?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Fantasia is right, the wrong options (Make Mine Music, Melody Time, Saludos Amigos) are not, and the explanation holds.",
    'What are the names of the three good fairies in Sleeping Beauty?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Flora, Fauna and Merryweather is right, the wrong options (Faith, Hope and Charity, Tilly, Milly and Lily, Ivy, Holly and Rosemary) are not, and the explanation holds.",
    'What is the name of the hypnotising python in The Jungle Book (1967)?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Kaa is right, the wrong options (Sir Hiss, Bagheera, Hathi) are not, and the explanation holds.",
    'Which 1973 Disney film casts a fox as an English outlaw?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Robin Hood is right, the wrong options (The Fox and the Hound, The Rescuers, The Aristocats) are not, and the explanation holds.",
    "Which of Snow White's dwarfs never speaks?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Dopey is right, the wrong options (Bashful, Sleepy, Sneezy) are not, and the explanation holds.",
    'In which city is The Aristocats set?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Paris is right, the wrong options (Rome, Vienna, London) are not, and the explanation holds.",
    "What is the name of Cinderella's stepmother?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Lady Tremaine is right, the wrong options (Madame Medusa, Madam Mim, Lady Kluck) are not, and the explanation holds.",
    "In which film does the witch Madam Mim fight a wizards' duel with Merlin?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): The Sword in the Stone is right, the wrong options (The Black Cauldron, Bedknobs and Broomsticks, Robin Hood) are not, and the explanation holds.",
    "What is the name of Sleeping Beauty's prince?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Phillip is right, the wrong options (Eric, Florian, Naveen) are not, and the explanation holds.",
    'Which 1985 Disney film, a costly flop, has the villain the Horned King?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): The Black Cauldron is right, the wrong options (The Great Mouse Detective, Oliver & Company, The Fox and the Hound) are not, and the explanation holds.",
    'Which 1977 Disney film has two mice of the Rescue Aid Society save an orphan girl?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): The Rescuers is right, the wrong options (The Great Mouse Detective, The Aristocats, Oliver & Company) are not, and the explanation holds.",
    'In Alice in Wonderland (1951), who celebrate a "very merry unbirthday"?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): The Mad Hatter and the March Hare is right, the wrong options (The White Rabbit and the Dodo, Tweedledum and Tweedledee, The Caterpillar and the Cheshire Cat) are not, and the explanation holds.",
    'Which was the last animated feature that Walt Disney worked on before his death?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): The Jungle Book is right, the wrong options (The Aristocats, The Sword in the Stone, Robin Hood) are not, and the explanation holds.",
    'What is the name of the mouse detective in The Great Mouse Detective?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Basil is right, the wrong options (Bernard, Dawson, Ratigan) are not, and the explanation holds.",
    "What are the names of Pongo and Perdita's human owners in One Hundred and One Dalmatians?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): Roger and Anita is right, the wrong options (Jasper and Horace, George and Mary, John and Wendy) are not, and the explanation holds.",
    'What is the name of the Jungle Book orangutan who wants the secret of fire?':
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): King Louie is right, the wrong options (King Leonidas, King Hubert, King Stefan) are not, and the explanation holds.",
    "In Dumbo, what kind of animal is Dumbo's friend Timothy?":
      "Checked (reviewer's knowledge of Disney's animated features 1937–1986): A mouse is right, the wrong options (A crow, A stork, A rabbit) are not, and the explanation holds.",
    'What is the name of the mermaid who longs to live on land in The Little Mermaid?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Ariel is right, the wrong options (Melody, Attina, Marina) are not, and the explanation holds.",
    "Which Disney heroine disguises herself as a man to take her father's place in the army?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Mulan is right, the wrong options (Pocahontas, Merida, Moana) are not, and the explanation holds.",
    'Who grants Aladdin three wishes?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): The Genie is right, the wrong options (Jafar, Iago, The Sultan) are not, and the explanation holds.",
    "What is the Beast's candlestick servant called in Beauty and the Beast?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Lumière is right, the wrong options (Cogsworth, Chip, Babette) are not, and the explanation holds.",
    'Which 1995 Disney film is loosely based on a real Powhatan woman?':
      'Checked again at adaecda: Pocahontas is right; Tarzan, a film, replaces the character Esmeralda, as this review proposed.',
    'Who kills Mufasa in The Lion King?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Scar is right, the wrong options (Shenzi, Zazu, Rafiki) are not, and the explanation holds.",
    'What does "Hakuna Matata" mean?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): No worries is right, the wrong options (Good luck, Stay strong, Be happy) are not, and the explanation holds.",
    "What is the name of Aladdin's pet monkey?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Abu is right, the wrong options (Iago, Rajah, Meeko) are not, and the explanation holds.",
    'What are the names of the meerkat and the warthog who bring up Simba?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Timon and Pumbaa is right, the wrong options (Shenzi and Banzai, Rafiki and Zazu, Kovu and Kiara) are not, and the explanation holds.",
    'Which 1991 film was the first animated film nominated for the Oscar for Best Picture?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Beauty and the Beast is right, the wrong options (The Little Mermaid, Aladdin, The Lion King) are not, and the explanation holds.",
    'What is the name of the bell-ringer of Notre Dame in the 1996 Disney film?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Quasimodo is right, the wrong options (Frollo, Clopin, Phoebus) are not, and the explanation holds.",
    "What is the name of Jafar's parrot?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Iago is right, the wrong options (Abu, Zazu, Rajah) are not, and the explanation holds.",
    'In The Little Mermaid, what kind of animal is Sebastian?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): A crab is right, the wrong options (A lobster, A shrimp, A seahorse) are not, and the explanation holds.",
    "Which sea witch takes Ariel's voice in exchange for legs?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Ursula is right, the wrong options (Morgana, Maleficent, Yzma) are not, and the explanation holds.",
    "Which god is the villain of Disney's Hercules?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Hades is right, the wrong options (Ares, Kronos, Poseidon) are not, and the explanation holds.",
    "What is the name of Mulan's small dragon guardian?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Mushu is right, the wrong options (Cri-Kee, Khan, Shan Yu) are not, and the explanation holds.",
    "What is the name of Ariel's father?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): King Triton is right, the wrong options (King Neptune, King Poseidon, King Atlantis) are not, and the explanation holds.",
    'Which 1989 film began what is called the Disney Renaissance?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): The Little Mermaid is right, the wrong options (Oliver & Company, Beauty and the Beast, The Rescuers Down Under) are not, and the explanation holds.",
    "Which group narrates the story in song in Disney's Hercules?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): The Muses is right, the wrong options (The Fates, The Furies, The Graces) are not, and the explanation holds.",
    "Which 1990 film, Disney's first animated theatrical sequel, is set in Australia?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): The Rescuers Down Under is right, the wrong options (The Fox and the Hound 2, Return to Never Land, The Jungle Book 2) are not, and the explanation holds.",
    'What is the name of the judge who is the villain of The Hunchback of Notre Dame?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Frollo is right, the wrong options (Clopin, Phoebus, Quasimodo) are not, and the explanation holds.",
    "What is the name of Mulan's horse?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Khan is right, the wrong options (Mushu, Cri-Kee, Maximus) are not, and the explanation holds.",
    'What is the name of the gold-hungry English governor in Pocahontas?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Ratcliffe is right, the wrong options (Smith, Thomas, Wiggins) are not, and the explanation holds.",
    'Which hyena in The Lion King only laughs and never speaks?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Ed is right, the wrong options (Shenzi, Banzai, Janja) are not, and the explanation holds.",
    'What name does Aladdin use when the Genie makes him a prince?':
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Prince Ali Ababwa is right, the wrong options (Prince Achmed, Prince Ali Baba, Prince Abdul) are not, and the explanation holds.",
    "What is the name of Ariel's seagull friend?":
      "Checked (reviewer's knowledge of Disney's 1989–1999 animated features): Scuttle is right, the wrong options (Flounder, Flotsam, Jetsam) are not, and the explanation holds.",
    'Which 2016 film follows a Polynesian girl who sails with the demigod Maui?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Moana is right, the wrong options (Encanto, Raya and the Last Dragon, Luca) are not, and the explanation holds.",
    "What is the name of Elsa's younger sister in Frozen?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Anna is right, the wrong options (Rapunzel, Merida, Belle) are not, and the explanation holds.",
    'What is the name of the snowman in Frozen?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Olaf is right, the wrong options (Sven, Kristoff, Hans) are not, and the explanation holds.",
    'Which 2010 Disney film retells the fairy tale of Rapunzel?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Tangled is right, the wrong options (Enchanted, Brave, Frozen) are not, and the explanation holds.",
    'Which 2021 Disney film follows the magical Madrigal family in Colombia?':
      "Checked again at adaecda: Encanto is right; the explanation is now exact (of Abuela's children and grandchildren only Mirabel has no gift).",
    'In Zootopia, what kind of animal is the police officer Judy Hopps?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): A rabbit is right, the wrong options (A fox, A sheep, A sloth) are not, and the explanation holds.",
    'Which Disney film is set in 1920s New Orleans, where Tiana dreams of opening a restaurant?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): The Princess and the Frog is right, the wrong options (Tangled, Enchanted, Bolt) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Bolt' → 'The Hunchback of Notre Dame'. Rechecked by len-g: confirmed: The Hunchback of Notre Dame (1996) is set in medieval Paris.",
    'Which villain keeps Rapunzel locked in a tower?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Mother Gothel is right, the wrong options (Lady Tremaine, Madame Medusa, Yzma) are not, and the explanation holds.",
    'What is the name of the inflatable healthcare robot in Big Hero 6?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Baymax is right, the wrong options (Wall-E, Bolt, Bender) are not, and the explanation holds.",
    'In which US state is Lilo & Stitch set?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Hawaii is right, the wrong options (California, Florida, Alaska) are not, and the explanation holds.",
    'What is the name of the reindeer in Frozen?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Sven is right, the wrong options (Olaf, Kristoff, Marshmallow) are not, and the explanation holds.",
    'Which prince of the Southern Isles turns out to be the villain of Frozen?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Hans is right, the wrong options (Kristoff, Oaken, Weselton) are not, and the explanation holds.",
    "What is the name of Moana's pet pig?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Pua is right, the wrong options (Heihei, Pascal, Maximus) are not, and the explanation holds.",
    "What is the name of Rapunzel's chameleon?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Pascal is right, the wrong options (Maximus, Pua, Heihei) are not, and the explanation holds.",
    'Which 2008 Disney film stars a dog who believes he has superpowers?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Bolt is right, the wrong options (Chicken Little, Home on the Range, Meet the Robinsons) are not, and the explanation holds.",
    'In Zootopia, which animals staff the slow-moving licence office?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Sloths is right, the wrong options (Tortoises, Koalas, Snails) are not, and the explanation holds.",
    'What is the kingdom that Elsa rules called?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Arendelle is right, the wrong options (Corona, Agrabah, Motunui) are not, and the explanation holds.",
    'What is the name of the dragon in Raya and the Last Dragon?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Sisu is right, the wrong options (Mushu, Namaari, Tuk Tuk) are not, and the explanation holds.",
    'Which 2023 film was made for the centenary of the Walt Disney Company?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Wish is right, the wrong options (Strange World, Encanto, Raya and the Last Dragon) are not, and the explanation holds.",
    "What is the kingdom of Rapunzel's parents called in Tangled?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Corona is right, the wrong options (Arendelle, Agrabah, Auradon) are not, and the explanation holds.",
    'What is the name of the giant treasure-hoarding crab in Moana?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Tamatoa is right, the wrong options (Te Kā, Te Fiti, Kakamora) are not, and the explanation holds.",
    'In Encanto, what is the magic gift of Luisa Madrigal?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Super strength is right, the wrong options (Super hearing, Shape-shifting, Healing with food) are not, and the explanation holds.",
    'What is the name of the glitchy racer from the game Sugar Rush in Wreck-It Ralph?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Vanellope von Schweetz is right, the wrong options (Taffyta Muttonfudge, Candlehead, Rancis Fluggerbutter) are not, and the explanation holds.",
    'In which city, a blend of two real ones, is Big Hero 6 set?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): San Fransokyo is right, the wrong options (New Tokyo, Neo Francisco, Tokyoland) are not, and the explanation holds.",
    'Who is revealed as the villain at the end of Zootopia?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Dawn Bellwether is right, the wrong options (Mayor Lionheart, Chief Bogo, Duke Weaselton) are not, and the explanation holds.",
    "What is Stitch's experiment number?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): 626 is right, the wrong options (625, 627, 221) are not, and the explanation holds.",
    'What is the name of the boy who owns Woody and Buzz in the first Toy Story films?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Andy is right, the wrong options (Sid, Al, Bonnie) are not, and the explanation holds.",
    "In Finding Nemo, what is the name of Nemo's anxious father?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Marlin is right, the wrong options (Gill, Bruce, Crush) are not, and the explanation holds.",
    'Which Pixar film follows a rat who wants to cook in Paris?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Ratatouille is right, the wrong options (Luca, Onward, Up) are not, and the explanation holds.",
    'In Up, how does Carl lift his house into the sky?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): With balloons is right, the wrong options (With a hot-air burner, With a kite, With propellers) are not, and the explanation holds.",
    'What is the name of the trash-compacting robot left on Earth in a 2008 Pixar film?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): WALL-E is right, the wrong options (EVE, M-O, AUTO) are not, and the explanation holds.",
    'In Monsters, Inc., what is the name of the big blue furry monster?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Sulley is right, the wrong options (Mike, Randall, Waternoose) are not, and the explanation holds.",
    'Which Pixar film takes place inside the mind of an 11-year-old girl named Riley?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Inside Out is right, the wrong options (Soul, Turning Red, Elemental) are not, and the explanation holds.",
    "Which Pixar film is set during Mexico's Day of the Dead?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Coco is right, the wrong options (Luca, Soul, Onward) are not, and the explanation holds.",
    "What is Buzz Lightyear's catchphrase?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): To infinity and beyond! is right, the wrong options (Reach for the sky!, Up, up and away!, There's a snake in my boot!) are not, and the explanation holds.",
    'Which emotion is blue in Inside Out?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Sadness is right, the wrong options (Fear, Disgust, Anger) are not, and the explanation holds.",
    "Which fashion designer makes the supers' costumes in The Incredibles?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Edna Mode is right, the wrong options (Mirage, Evelyn Deavor, Helen Parr) are not, and the explanation holds.",
    "In Finding Nemo, in which city's harbour is Nemo kept in a dentist's fish tank?":
      'Checked again at adaecda: Sydney is right and Perth, Melbourne and Brisbane are not; this replaces the Wallaby Way address variants, as this review proposed.',
    'What is the name of the boy next door who tortures toys in Toy Story?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Sid is right, the wrong options (Al, Bonnie, Stinky Pete) are not, and the explanation holds.",
    'Who steals Woody to sell him to a toy museum in Japan in Toy Story 2?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Al is right, the wrong options (Sid, Stinky Pete, Lotso) are not, and the explanation holds.",
    'Which strawberry-scented bear is the villain of Toy Story 3?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Lotso is right, the wrong options (Stinky Pete, Zurg, Big Baby) are not, and the explanation holds.",
    'In Cars, in which Route 66 town does Lightning McQueen get stuck?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Radiator Springs is right, the wrong options (Carburetor County, Thunder Hollow, Piston Peak) are not, and the explanation holds.",
    'What is the name of the little girl who gets into the monster world in Monsters, Inc.?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Boo is right, the wrong options (Dot, Molly, Riley) are not, and the explanation holds.",
    'In Up, what is the name of the talking dog who joins Carl and Russell?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Dug is right, the wrong options (Alpha, Kevin, Buster) are not, and the explanation holds.",
    "What is the name of the inventive ant who is the hero of A Bug's Life?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Flik is right, the wrong options (Hopper, Atta, Dot) are not, and the explanation holds.",
    "What was Pixar's second feature film, after Toy Story?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): A Bug's Life is right, the wrong options (Monsters, Inc., Toy Story 2, Finding Nemo) are not, and the explanation holds.",
    "What is the 1986 Pixar short starring the desk lamp that became the company's mascot?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Luxo Jr. is right, the wrong options (Tin Toy, Knick Knack, Red's Dream) are not, and the explanation holds.",
    'Which Pixar short won the Oscar for Best Animated Short Film in 1989, the first computer-animated film to do so?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Tin Toy is right, the wrong options (Luxo Jr., Knick Knack, Red's Dream) are not, and the explanation holds.",
    'What is the real name of the villain Syndrome in The Incredibles?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Buddy Pine is right, the wrong options (Bob Parr, Lucius Best, Winston Deavor) are not, and the explanation holds.",
    'What is the name of the starliner on which humans drift in WALL-E?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): The Axiom is right, the wrong options (The Nautilus, The Endeavour, The Excelsior) are not, and the explanation holds.",
    "What is the name of Riley's forgotten imaginary friend in Inside Out?":
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Bing Bong is right, the wrong options (Jangles, Rainbow Unicorn, Frank) are not, and the explanation holds.",
    'In which Canadian city is Turning Red set?':
      "Checked (reviewer's knowledge of Disney's animated features since 2000): Toronto is right, the wrong options (Vancouver, Montreal, Ottawa) are not, and the explanation holds.",
    'Who voices Woody in the Toy Story films?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Tom Hanks is right, the wrong options (Tim Allen, Billy Crystal, John Goodman) are not, and the explanation holds.",
    'Who voices Buzz Lightyear in the Toy Story films?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Tim Allen is right, the wrong options (Tom Hanks, John Ratzenberger, Billy Crystal) are not, and the explanation holds.",
    'Who voiced the Genie in the 1992 film Aladdin?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Robin Williams is right, the wrong options (Eddie Murphy, Jim Carrey, Steve Martin) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Jim Carrey' → 'Gilbert Gottfried'. Rechecked by len-g: confirmed: Gilbert Gottfried voiced Iago; Robin Williams voiced the Genie.",
    'Who voices Dory in Finding Nemo?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Ellen DeGeneres is right, the wrong options (Whoopi Goldberg, Jennifer Aniston, Julia Roberts) are not, and the explanation holds.",
    'Who voices Elsa in Frozen?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Idina Menzel is right, the wrong options (Kristen Bell, Mandy Moore, Auli'i Cravalho) are not, and the explanation holds.",
    'Which enchanted teapot sings the title song of Beauty and the Beast (1991)?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Mrs. Potts is right, the wrong options (Chip, Lumière, Cogsworth) are not, and the explanation holds.",
    'Which Aladdin song is sung on a flying carpet ride?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): A Whole New World is right, the wrong options (Friend Like Me, Prince Ali, One Jump Ahead) are not, and the explanation holds.",
    'Which song opens The Lion King?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Circle of Life is right, the wrong options (Hakuna Matata, I Just Can't Wait to Be King, Be Prepared) are not, and the explanation holds.",
    'Which song does Moana sing about the ocean calling her beyond the reef?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): How Far I'll Go is right, the wrong options (You're Welcome, Shiny, Where You Are) are not, and the explanation holds.",
    'Who wrote the songs of The Lion King (1994) with the lyricist Tim Rice?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Elton John is right, the wrong options (Phil Collins, Alan Menken, Sting) are not, and the explanation holds.",
    'Which composer wrote the music of The Little Mermaid, Beauty and the Beast and Aladdin?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Alan Menken is right, the wrong options (Randy Newman, Hans Zimmer, Elton John) are not, and the explanation holds.",
    'Who wrote the songs of Encanto?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Lin-Manuel Miranda is right, the wrong options (Alan Menken, Robert Lopez, Justin Hurwitz) are not, and the explanation holds.",
    'Which couple wrote the songs of Frozen?':
      'Checked again at adaecda: Kristen Anderson-Lopez and Robert Lopez is right; the explanation now says Remember Me for Coco, which is exact.',
    'Who voices the demigod Maui in Moana?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Dwayne Johnson is right, the wrong options (Jason Momoa, Vin Diesel, Idris Elba) are not, and the explanation holds.",
    "Who voiced Mufasa's brother in The Lion King (1994)?":
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Jeremy Irons is right, the wrong options (James Earl Jones, Tim Curry, Alan Rickman) are not, and the explanation holds.",
    'Who voices Mike Wazowski in Monsters, Inc.?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Billy Crystal is right, the wrong options (John Goodman, Steve Buscemi, Danny DeVito) are not, and the explanation holds.",
    'Which Encanto song reached number one on the US Billboard Hot 100 in 2022?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): We Don't Talk About Bruno is right, the wrong options (Surface Pressure, The Family Madrigal, What Else Can I Do?) are not, and the explanation holds.",
    'Which Mulan song does Shang sing while training the recruits?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): I'll Make a Man Out of You is right, the wrong options (Reflection, Honor to Us All, A Girl Worth Fighting For) are not, and the explanation holds.",
    'Which Jungle Book song does Baloo sing to Mowgli?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): The Bare Necessities is right, the wrong options (I Wan'na Be Like You, Trust in Me, Colonel Hathi's March) are not, and the explanation holds.",
    'Who voiced the sea witch in The Little Mermaid (1989)?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Pat Carroll is right, the wrong options (Angela Lansbury, Bette Midler, Jodi Benson) are not, and the explanation holds.",
    'Who voiced Belle in Beauty and the Beast (1991)?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Paige O'Hara is right, the wrong options (Jodi Benson, Linda Larkin, Lea Salonga) are not, and the explanation holds.",
    "Who sang Mulan's songs in the 1998 film?":
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Lea Salonga is right, the wrong options (Ming-Na Wen, Lucy Liu, Idina Menzel) are not, and the explanation holds.",
    'Which lyricist of The Little Mermaid and Beauty and the Beast died in 1991?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Howard Ashman is right, the wrong options (Tim Rice, Stephen Schwartz, Glenn Slater) are not, and the explanation holds.",
    'Which song from The Lion King (1994) won the Oscar for Best Original Song?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Can You Feel the Love Tonight is right, the wrong options (Circle of Life, Hakuna Matata, Be Prepared) are not, and the explanation holds.",
    'Which director voices the costume designer in The Incredibles?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Brad Bird is right, the wrong options (John Lasseter, Andrew Stanton, Pete Docter) are not, and the explanation holds.",
    'Which actor, a Pixar regular, voices Hamm the piggy bank?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): John Ratzenberger is right, the wrong options (Wallace Shawn, Don Rickles, Jim Varney) are not, and the explanation holds.",
    'Which Pocahontas song won the Oscar for Best Original Song?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): Colors of the Wind is right, the wrong options (Just Around the Riverbend, Savages, Mine, Mine, Mine) are not, and the explanation holds.",
    'Which Pinocchio song won the Oscar for Best Original Song?':
      "Checked (reviewer's knowledge of the films' casts, songwriters and Academy Awards): When You Wish Upon a Star is right, the wrong options (Someday My Prince Will Come, Bibbidi-Bobbidi-Boo, Whistle While You Work) are not, and the explanation holds.",
    "What is the name of Mickey Mouse's girlfriend?":
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Minnie Mouse is right, the wrong options (Daisy Duck, Clarabelle Cow, Clara Cluck) are not, and the explanation holds.",
    'What kind of animal is Goofy?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): A dog is right, the wrong options (A horse, A cow, A mouse) are not, and the explanation holds.",
    'In which US state is the original Disneyland?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): California is right, the wrong options (Florida, Nevada, Texas) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Texas' → 'Pennsylvania'. Rechecked by len-g: confirmed: Disneyland is in Anaheim, California; Disney has no park in Pennsylvania.",
    "What is the name of Mickey Mouse's pet dog?":
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Pluto is right, the wrong options (Goofy, Butch, Max) are not, and the explanation holds.",
    'Which Disney character is famous for his temper and his hard-to-understand voice?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Donald Duck is right, the wrong options (Daisy Duck, Scrooge McDuck, Ludwig Von Drake) are not, and the explanation holds.",
    'Which Disney film series began with The Curse of the Black Pearl, based on a theme park ride?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Pirates of the Caribbean is right, the wrong options (Haunted Mansion, Jungle Cruise, Tomorrowland) are not, and the explanation holds.",
    'What is the name of the very rich uncle of Donald Duck?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Scrooge McDuck is right, the wrong options (Ludwig Von Drake, Gladstone Gander, Launchpad McQuack) are not, and the explanation holds.",
    'Which animation studio did Disney buy in 2006?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Pixar is right, the wrong options (DreamWorks Animation, Blue Sky Studios, Illumination) are not, and the explanation holds.",
    'Whose wife, Lillian, is said to have renamed his cartoon mouse Mortimer as Mickey?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Walt Disney is right, the wrong options (Roy Disney, Max Fleischer, Walter Lantz) are not, and the explanation holds.",
    'In which year did Disneyland open?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): 1955 is right, the wrong options (1950, 1960, 1965) are not, and the explanation holds.",
    'Which castle stands at the centre of Disneyland in California?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Sleeping Beauty Castle is right, the wrong options (Cinderella Castle, Belle's Castle, Snow White's Castle) are not, and the explanation holds.",
    'Which Walt Disney World park has a giant geodesic sphere called Spaceship Earth?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Epcot is right, the wrong options (Magic Kingdom, Hollywood Studios, Animal Kingdom) are not, and the explanation holds.",
    'Which was the first Disney park outside the United States, opened in 1983?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Tokyo Disneyland is right, the wrong options (Disneyland Paris, Hong Kong Disneyland, Shanghai Disneyland) are not, and the explanation holds.",
    'Which brother co-founded the Disney company with Walt?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Roy O. Disney is right, the wrong options (Herbert Disney, Raymond Disney, Elias Disney) are not, and the explanation holds.",
    "Who was Mickey Mouse's first voice?":
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Walt Disney is right, the wrong options (Ub Iwerks, Clarence Nash, Pinto Colvig) are not, and the explanation holds.",
    'Which 1928 short made Mickey Mouse a star with synchronised sound?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Steamboat Willie is right, the wrong options (Plane Crazy, The Gallopin' Gaucho, The Karnival Kid) are not, and the explanation holds.",
    'In which year did Walt Disney die?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): 1966 is right, the wrong options (1963, 1969, 1971) are not, and the explanation holds.",
    'Which 1964 Disney film won Julie Andrews the Oscar for Best Actress?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Mary Poppins is right, the wrong options (The Sound of Music, Bedknobs and Broomsticks, Pollyanna) are not, and the explanation holds.",
    'Which character did Walt Disney create before Mickey Mouse, then lose to Universal in 1928?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Oswald the Lucky Rabbit is right, the wrong options (Felix the Cat, Krazy Kat, Bosko) are not, and the explanation holds.",
    "What was Walt Disney's middle name?":
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Elias is right, the wrong options (Edward, Ernest, Eugene) are not, and the explanation holds.",
    'In which city was Walt Disney born?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Chicago is right, the wrong options (Kansas City, Marceline, Los Angeles) are not, and the explanation holds.",
    'Which Disney park opened in 2016?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Shanghai Disneyland is right, the wrong options (Hong Kong Disneyland, Tokyo DisneySea, Disneyland Paris) are not, and the explanation holds.",
    'In which year did Disneyland Paris open?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): 1992 is right, the wrong options (1989, 1995, 1998) are not, and the explanation holds.",
    "What is the name of the private club hidden inside Disneyland's New Orleans Square?":
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Club 33 is right, the wrong options (Club 55, The Lamplight Lounge, The Adventurers Club) are not, and the explanation holds.",
    'Which Disney animator co-created Mickey Mouse and animated most of Plane Crazy alone?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Ub Iwerks is right, the wrong options (Les Clark, Floyd Gottfredson, Ward Kimball) are not, and the explanation holds.",
    'Who became chief executive of Disney in 2005, overseeing the purchases of Pixar, Marvel and Lucasfilm?':
      "Checked (reviewer's knowledge of Walt Disney's life and the company's parks and history): Bob Iger is right, the wrong options (Michael Eisner, Bob Chapek, Jeffrey Katzenberg) are not, and the explanation holds.",
  },
};
