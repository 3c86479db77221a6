import type { BankReview } from './review.js';

/** bank-i4's check of bank-i3's simpsons bank (ADR 0195); registered in index.ts once both are merged. */
export const simpsonsReview: BankReview = {
  bank: 'simpsons',
  writer: 'bank-i3',
  reviewer: 'bank-i4',
  checks: {
    'How old is Bart Simpson?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Bart is ten and has not aged since 1989; wrong options (8, 12, 13) are all wrong and the explanation is confirmed.",
    'How old is Lisa Simpson?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Lisa is eight, in the second grade; wrong options (6, 10, 11) are all wrong and the explanation is confirmed.",
    'How many children do Homer and Marge have?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Three; wrong options (Two, Four, Five) are all wrong and the explanation is confirmed.",
    'Which Simpson is the baby of the family?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Maggie; wrong options (Lisa, Patty, Marge) are all wrong and the explanation is confirmed.",
    "What color is Marge Simpson's hair?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Blue; wrong options (Purple, Green, Red) are all wrong and the explanation is confirmed.",
    'What does Maggie Simpson almost always have in her mouth?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is A pacifier; wrong options (A lollipop, A bottle, Her thumb) are all wrong and the explanation is confirmed.",
    'Which diet does Lisa take up in a 1995 episode?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Vegetarian; wrong options (Vegan, Kosher, Low-carb) are all wrong and the explanation is confirmed.",
    "What is the name of the Simpsons' dog?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Santa's Little Helper, the greyhound adopted in 'Simpsons Roasting on an Open Fire'; 25 puppies in 'Two Dozen and One Greyhounds'; wrong options (Santa's Lucky Star, Holly Jolly Jack, Mister Snowflake) are all wrong and the explanation is confirmed.",
    "What is the name of the Simpsons' cat?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Snowball II; wrong options (Whiskers, Mittens, Snowflake) are all wrong and the explanation is confirmed.",
    'What is Bart short for?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Bartholomew (Bartholomew JoJo Simpson); Groening has said the name is an anagram of brat; wrong options (Bartram, Barton, Albert) are all wrong and the explanation is confirmed.",
    "What is Homer's middle name?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Jay, a nod by Groening to Bullwinkle J. Moose and Rocky J. Squirrel; wrong options (Jerome, James, John) are all wrong and the explanation is confirmed.",
    "What is Marge's maiden name?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Bouvier, as Jacqueline Kennedy's was; wrong options (Wiggum, Van Houten, Terwilliger) are all wrong and the explanation is confirmed.",
    "What are the names of Marge's twin sisters?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Patty and Selma; wrong options (Sherri and Terri, Ruth and Maude, Lurleen and Luann) are all wrong and the explanation is confirmed.",
    'What is Marge short for?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Marjorie; wrong options (Margaret, Margot, Marguerite) are all wrong and the explanation is confirmed.",
    "What is Grampa Simpson's first name?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Abraham; wrong options (Herbert, Jasper, Montgomery) are all wrong and the explanation is confirmed.",
    "What is the first name of Homer's mother?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Mona ('Mother Simpson', 1995), on the run since sabotaging Mr. Burns's germ-warfare lab; wrong options (Maude, Agnes, Edna) are all wrong and the explanation is confirmed.",
    "Which film star voiced Homer's mother?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Glenn Close; wrong options (Meryl Streep, Susan Sarandon, Sigourney Weaver) are all wrong and the explanation is confirmed.",
    "What is the name of Homer's long-lost half-brother?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Herb Powell ('Oh Brother, Where Art Thou?', 1991), voiced by Danny DeVito; wrong options (Max Power, Frank Grimes, Gil Gunderson) are all wrong and the explanation is confirmed.",
    "Which film star voiced Maggie's first word?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Elizabeth Taylor said 'Daddy' in 'Lisa's First Word' (1992); wrong options (Meryl Streep, Liza Minnelli, Barbra Streisand) are all wrong and the explanation is confirmed.",
    "What is Lisa's IQ, as given on the show?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): 159, in 'Lisa's Substitute'; she joins Mensa's Springfield chapter in 'They Saved Lisa's Brain'; wrong options (125, 180, 201) are all wrong and the explanation is confirmed.",
    'Which religion does Lisa adopt in 2001?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Buddhism, in 'She of Little Faith' (December 2001), with Richard Gere; wrong options (Hinduism, Judaism, Islam) are all wrong and the explanation is confirmed.",
    'How many hairs does Homer have on top of his head?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Two; wrong options (One, Three, Four) are all wrong and the explanation is confirmed.",
    'What does Homer often do to Bart when he is angry with him?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Strangles him; wrong options (Sends him to the shed, Sits on him, Locks him in the car) are all wrong and the explanation is confirmed.",
    'What does Homer shout when he is delighted?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Woo-hoo!; wrong options (Yabba-dabba-doo!, Cowabunga!, Booyah!) are all wrong and the explanation is confirmed.",
    "What did Grampa wear on his belt, 'which was the style at the time'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): an onion ('Last Exit to Springfield'), with 'five bees for a quarter'; wrong options (A carrot, A garlic bulb, A potato) are all wrong and the explanation is confirmed.",
    'What pet does Selma keep?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is An iguana; wrong options (A parrot, A cat, A tortoise) are all wrong and the explanation is confirmed.",
    "What is lodged in Homer's brain, making him dim?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): a crayon ('HOMЯ', 2001); wrong options (A pencil, A bottle cap, A marble) are all wrong and the explanation is confirmed.",
    'Which food does Homer love above all?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Donuts; wrong options (Pretzels, Bagels, Cupcakes) are all wrong and the explanation is confirmed.",
    'Which Simpson child is the star student of the family?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Lisa; wrong options (Bart, Maggie, Hugo) are all wrong and the explanation is confirmed.",
    "What is the name of Homer's wife?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Marge; wrong options (Maude, Edna, Helen) are all wrong and the explanation is confirmed.",
    "What breed of dog is Santa's Little Helper?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is A greyhound; wrong options (A beagle, A dachshund, A collie) are all wrong and the explanation is confirmed.",
    "What does Homer give Marge for her birthday in 'Life on the Fast Lane'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is A bowling ball; wrong options (A golf club, A fishing rod, A dartboard) are all wrong and the explanation is confirmed.",
    "What is the name of Bart's twin, kept in the attic in a Halloween story?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): the answer is Hugo; wrong options (Hector, Harold, Herbie) are all wrong and the explanation is confirmed.",
    "In 'Lisa's Wedding', what nationality is Lisa's future fiancé?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Hugh Parkfield is English; wrong options (French, Australian, Canadian) are all wrong and the explanation is confirmed.",
    "Which hair tonic gives Homer a full head of hair in 'Simpson and Delilah'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Dimoxinil; wrong options (Rogaine, Follicle Max, Regro) are all wrong and the explanation is confirmed.",
    "What is Homer's pen name as a gossip website writer?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide): Mr. X ('The Computer Wore Menace Shoes', 2000); wrong options (Mr. Big, Mr. Z, Mr. Scoop) are all wrong and the explanation is confirmed.",
    'Who runs the Kwik-E-Mart?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Apu; wrong options (Moe, Otto, Cletus) are all wrong and the explanation is confirmed.",
    "Who is Bart's best friend?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Milhouse Van Houten; wrong options (Martin Prince, Ralph Wiggum, Nelson Muntz) are all wrong and the explanation is confirmed.",
    'What kind of entertainer is Krusty?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is A clown; wrong options (A magician, A ventriloquist, A puppeteer) are all wrong and the explanation is confirmed.",
    "Which of Krusty's former sidekicks keeps trying to kill Bart?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Sideshow Bob; wrong options (Sideshow Mel, Mr. Teeny, Corporal Punishment) are all wrong and the explanation is confirmed.",
    'Who voices Sideshow Bob?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Kelsey Grammer; David Hyde Pierce voices Cecil; wrong options (David Hyde Pierce, John Lithgow, Kevin Spacey) are all wrong and the explanation is confirmed.",
    'Who is the principal of Springfield Elementary?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Seymour Skinner; wrong options (Gary Chalmers, Dewey Largo, Otto Mann) are all wrong and the explanation is confirmed.",
    "What is Principal Skinner's real name, revealed in a 1997 episode?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Armin Tamzarian ('The Principal and the Pauper'); wrong options (Kirk Van Houten, Arnie Pye, Gil Gunderson) are all wrong and the explanation is confirmed.",
    "What is Principal Skinner's mother's name?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Agnes; wrong options (Edna, Helen, Maude) are all wrong and the explanation is confirmed.",
    'Who drives the school bus?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Otto Mann; wrong options (Snake Jailbird, Dewey Largo, Lenny Leonard) are all wrong and the explanation is confirmed.",
    'Which country is Groundskeeper Willie from?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Scotland; wrong options (Ireland, Wales, Australia) are all wrong and the explanation is confirmed.",
    "Which bully points and laughs 'Ha-ha!' at others' misfortune?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Nelson Muntz; wrong options (Jimbo Jones, Kearney Zzyzwicz, Dolph Starbeam) are all wrong and the explanation is confirmed.",
    "Which boy is Chief Wiggum's son?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Ralph; wrong options (Milhouse, Martin, Nelson) are all wrong and the explanation is confirmed.",
    "What is Chief Wiggum's first name?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Clancy; wrong options (Eddie, Lou, Gil) are all wrong and the explanation is confirmed.",
    "Which character's catchphrase is 'Worst. Episode. Ever.'?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Comic Book Guy, named Jeff Albertson in 2007; wrong options (Professor Frink, Database, Martin Prince) are all wrong and the explanation is confirmed.",
    "Which scientist is known for nonsense noises like 'Glavin!'?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Professor Frink; wrong options (Comic Book Guy, Dr. Hibbert, Martin Prince) are all wrong and the explanation is confirmed.",
    "Which of Homer's friends is famous for his loud belches?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Barney Gumble; wrong options (Lenny Leonard, Carl Carlson, Moe Szyslak) are all wrong and the explanation is confirmed.",
    "Which doctor greets patients with 'Hi, everybody!'?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Dr. Nick Riviera, of the Hollywood Upstairs Medical College; wrong options (Dr. Julius Hibbert, Dr. Marvin Monroe, Dr. Foster) are all wrong and the explanation is confirmed.",
    "Which doctor, the Simpsons' family physician, chuckles at bad news?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Dr. Julius Hibbert; wrong options (Dr. Nick Riviera, Dr. Marvin Monroe, Dr. Zweig) are all wrong and the explanation is confirmed.",
    "What is the name of Springfield's mayor?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Joe Quimby; wrong options (Arnie Pye, Lionel Hutz, Gil Gunderson) are all wrong and the explanation is confirmed.",
    "Who is Springfield's main TV news anchor?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Kent Brockman; his 'insect overlords' line is in 'Deep Space Homer' (1994), while covering a shuttle broadcast from the studio, which the explanation words loosely but not wrongly; wrong options (Arnie Pye, Scott Christian, Dave Shutton) are all wrong and the explanation is confirmed. Reworded by the lead (issue 14, a reviewer's note): the explanation no longer says he spoke from space: in 'Deep Space Homer' he reads the news on Earth and mistakes an ant on the shuttle's camera for a giant alien. Rechecked by len-h: confirmed: in 'Deep Space Homer' (1994) Brockman reads the news in the studio, sees a close-up of a floating ant from Homer's ant farm on the shuttle's camera feed, takes it for a giant space ant and says 'I, for one, welcome our new insect overlords'; Arnie Pye, Scott Christian and Dave Shutton are other reporters and remain wrong.",
    'Which lawyer often represents the Simpsons, badly?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Lionel Hutz; wrong options (Roy Snyder, Gil Gunderson, Blue-Haired Lawyer) are all wrong and the explanation is confirmed.",
    "Which washed-up actor introduces himself with 'You may remember me from…'?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Troy McClure; wrong options (Rainier Wolfcastle, Krusty the Clown, Sideshow Bob) are all wrong and the explanation is confirmed.",
    'Which Saturday Night Live star voiced several Springfield characters until his death in 1998?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Phil Hartman (Troy McClure, Lionel Hutz); the characters were retired; wrong options (John Candy, Chris Farley, John Belushi) are all wrong and the explanation is confirmed.",
    'Which action hero does Rainier Wolfcastle play in his films?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is McBain; wrong options (Commander Rex, Ironfist, Max Steel) are all wrong and the explanation is confirmed.",
    "What are the names of Ned Flanders's sons?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Rod and Todd; wrong options (Jimbo and Kearney, Sherri and Terri, Lewis and Wendell) are all wrong and the explanation is confirmed.",
    "What was the name of Ned Flanders's first wife, who died in 2000?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Maude; wrong options (Edna, Helen, Luann) are all wrong and the explanation is confirmed.",
    'What kind of shop does Ned Flanders open at the mall?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is A store for left-handed people; wrong options (A Christian bookstore, A store for pet owners, A store for doll collectors) are all wrong and the explanation is confirmed.",
    "Which two co-workers are Homer's friends at the power plant?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Lenny and Carl; wrong options (Moe and Barney, Otto and Willie, Kent and Arnie) are all wrong and the explanation is confirmed.",
    "Who is Homer's boss at the nuclear power plant?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Mr. Burns; wrong options (Mr. Largo, Mr. Van Houten, Mr. Flanders) are all wrong and the explanation is confirmed.",
    'Which word does Mr. Burns say while steepling his fingers?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Excellent; wrong options (Splendid, Marvelous, Delightful) are all wrong and the explanation is confirmed.",
    'What does Mr. Burns tell Smithers to release on unwelcome visitors?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is The hounds; wrong options (The wolves, The guards, The snakes) are all wrong and the explanation is confirmed.",
    'Which elderly-looking man suffers endless accidents, though he says he is only 31?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Hans Moleman; wrong options (Jasper Beardly, Cletus Spuckler, Gil Gunderson) are all wrong and the explanation is confirmed.",
    'Which actor voices the mobster Fat Tony?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Joe Mantegna; wrong options (Joe Pesci, Danny Aiello, Paul Sorvino) are all wrong and the explanation is confirmed.",
    "How many babies does Apu's wife Manjula have at once?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): octuplets ('Eight Misbehavin'', 1999); wrong options (Four, Six, Five) are all wrong and the explanation is confirmed.",
    'Which one-eyed aliens appear in almost every Halloween episode?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Kang and Kodos; wrong options (Zim and Gir, Kif and Zapp, Marvin and K-9) are all wrong and the explanation is confirmed.",
    "Which TV star is Bart's hero?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Krusty the Clown; wrong options (Troy McClure, Rainier Wolfcastle, Kent Brockman) are all wrong and the explanation is confirmed.",
    "Who is Springfield's Protestant minister?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Reverend Lovejoy; wrong options (Reverend Quimby, Reverend Largo, Reverend Brockman) are all wrong and the explanation is confirmed.",
    "What is the name of Krusty's monkey sidekick?":
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Mr. Teeny; wrong options (Mr. Chimpy, Señor Banana, Captain Cuddles) are all wrong and the explanation is confirmed.",
    'Which actress voices Nelson Muntz and Ralph Wiggum?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): Nancy Cartwright, the voice of Bart; wrong options (Pamela Hayden, Tress MacNeille, Yeardley Smith) are all wrong and the explanation is confirmed.",
    'What is the name of the babysitter who turns out to be a wanted burglar?':
      "Checked (The Simpsons (Fox), the episodes concerned, checked against the series' episode guide and cast lists): the answer is Ms. Botz; wrong options (Ms. Winfield, Ms. Albright, Ms. Krupp) are all wrong and the explanation is confirmed.",
    'What is the name of the bar where Homer drinks?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Moe's Tavern; wrong options (Duff Gardens, The Android's Dungeon, Krusty Burger) are all wrong and the explanation is confirmed.",
    'Which beer does Homer drink?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Duff; wrong options (Fudd, Buzz, Red Tick) are all wrong and the explanation is confirmed.",
    "What is the Simpsons' street address?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): 742 Evergreen Terrace; a full-size copy was built in Henderson, Nevada, for a 1997 giveaway; wrong options (1313 Mockingbird Lane, 31 Spooner Street, 1640 Riverside Drive) are all wrong and the explanation is confirmed.",
    'Many Springfield characters are named after streets in which city where Matt Groening grew up?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): Portland, Oregon (Flanders, Lovejoy, Quimby, Kearney streets); the street names do not tell which character is mayor or minister, so no answer is given away; wrong options (Seattle, Washington, Denver, Colorado, Sacramento, California) are all wrong and the explanation is confirmed.",
    "The show's Springfield was named after Springfield in which state, Groening said in 2012?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): Springfield, Oregon (Smithsonian magazine, 2012); wrong options (Illinois, Massachusetts, Missouri) are all wrong and the explanation is confirmed.",
    'Which town founder does Lisa discover was really a murderous pirate?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Jebediah Springfield; wrong options (Shelbyville Manhattan, Abraham Van Houten, Silas Quimby) are all wrong and the explanation is confirmed.",
    "What are Springfield's baseball team called?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the Springfield Isotopes; the Albuquerque Isotopes took the name in 2003; wrong options (The Atoms, The Reactors, The Nukes) are all wrong and the explanation is confirmed.",
    'What is the name of the comic book store in Springfield?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is The Android's Dungeon; wrong options (The Comic Vault, Planet Comics, The Hero's Hideout) are all wrong and the explanation is confirmed.",
    'Where does Grampa Simpson live?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is The Springfield Retirement Castle; wrong options (The Springfield Sunset Home, The Springfield Twilight Manor, Shady Pines Rest Home) are all wrong and the explanation is confirmed.",
    "In the famous 'Steamed Hams' scene, where does Principal Skinner really buy the lunch he serves?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Krusty Burger; wrong options (Lard Lad Donuts, The Kwik-E-Mart, Luigi's) are all wrong and the explanation is confirmed.",
    "What does Skinner claim is the glow from his burning kitchen in the 'Steamed Hams' scene?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is The aurora borealis; wrong options (Swamp gas, A meteor shower, St. Elmo's fire) are all wrong and the explanation is confirmed.",
    'What network has aired The Simpsons since 1989?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Fox; wrong options (NBC, CBS, ABC) are all wrong and the explanation is confirmed.",
    'What is the name of the teddy bear Mr. Burns lost as a boy?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Bobo; wrong options (Mr. Snuggles, Pookie, Boo-Boo) are all wrong and the explanation is confirmed.",
    'Which doll line does Lisa protest against for its sexist talk?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Malibu Stacy; wrong options (Sunshine Sally, Beach Betty, Pretty Polly) are all wrong and the explanation is confirmed.",
    "Which secret society does Homer join in 'Homer the Great'?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is The Stonecutters; wrong options (The Sacred Order, The Bonesmen, The Lodge of Lions) are all wrong and the explanation is confirmed.",
    'Which comic-book sidekick fights beside Radioactive Man?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Fallout Boy; wrong options (Radiation Kid, Atomic Lad, Plutonium Boy) are all wrong and the explanation is confirmed.",
    'What graffiti tag does Bart spray around Springfield?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is El Barto; wrong options (B-Dawg, Bart Attack, Skater Boy) are all wrong and the explanation is confirmed.",
    'What unusual feature does Blinky, the fish caught near the nuclear plant, have?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Three eyes; wrong options (Two heads, No fins, Glowing scales) are all wrong and the explanation is confirmed.",
    'What kind of shop is the Kwik-E-Mart?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is A convenience store; wrong options (A hardware store, A pharmacy, A dry cleaner) are all wrong and the explanation is confirmed.",
    'Which school do Bart and Lisa attend?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Springfield Elementary; wrong options (Springfield Prep, West Springfield Primary, Shelbyville Elementary) are all wrong and the explanation is confirmed.",
    'Which convenience-store chain turned several US stores into Kwik-E-Marts in 2007?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): 7-Eleven, July 2007, for the film's release; wrong options (Circle K, Wawa, Walgreens) are all wrong and the explanation is confirmed.",
    "What is the name of Springfield's daily newspaper?":
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is The Springfield Shopper; wrong options (The Springfield Gazette, The Springfield Herald, The Springfield Times) are all wrong and the explanation is confirmed.",
    'Which radio station gives Bart his prize animal?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): KBBL gives Bart Stampy in 'Bart Gets an Elephant' (1994); wrong options (KROK, WFUN, KBAR) are all wrong and the explanation is confirmed.",
    'What is the name of the giant donut-holding statue that comes to life?':
      "Checked (The Simpsons (Fox), the episodes concerned; Groening's 2012 Smithsonian interview; news reports of the 1997 house and 2007 7-Eleven promotions): the answer is Lard Lad; wrong options (Big Bob, Donut Dan, Sugar Sam) are all wrong and the explanation is confirmed.",
    'What is the name of the baby girl Selma adopts from China?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Ling; wrong options (Mei, Jia, Hua) are all wrong and the explanation is confirmed.",
    'Which play does Marge star in, in a musical version at the community theater?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is A Streetcar Named Desire; wrong options (Death of a Salesman, Our Town, The Glass Menagerie) are all wrong and the explanation is confirmed.",
    'What does Bart ride through Springfield in the opening titles?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is A skateboard; wrong options (A bicycle, Roller skates, A scooter) are all wrong and the explanation is confirmed.",
    'What punishment is Bart serving at the start of the opening titles?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Writing lines on the chalkboard; wrong options (Cleaning the classroom erasers, Sweeping the school hallway, Picking up litter outside) are all wrong and the explanation is confirmed.",
    'What is the joke at the end of the opening titles, as the family rush to sit down, called?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is The couch gag; wrong options (The sofa scene, The living-room gag, The family pose) are all wrong and the explanation is confirmed.",
    "What are the show's Halloween episodes called?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Treehouse of Horror; wrong options (Tales from the Crypt, Night of Terror, House of Fear) are all wrong and the explanation is confirmed.",
    'At which holiday is the first full-length episode set?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Christmas; wrong options (Halloween, Thanksgiving, Easter) are all wrong and the explanation is confirmed.",
    "Which is one of Bart's catchphrases?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Eat my shorts!; wrong options (Okily dokily!, Thank you, come again!, Why you little…!) are all wrong and the explanation is confirmed.",
    "Which character is the usual target of Bart's prank phone calls?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Moe; wrong options (Apu, Mr. Burns, Principal Skinner) are all wrong and the explanation is confirmed.",
    'What animals are Itchy and Scratchy?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is A mouse and a cat; wrong options (A dog and a cat, A rabbit and a fox, A bird and a cat) are all wrong and the explanation is confirmed.",
    "What does Sideshow Bob keep stepping on in a famous scene in 'Cape Feare'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): rakes; the writers padded the short episode with the gag; wrong options (Skateboards, Banana skins, Roller skates) are all wrong and the explanation is confirmed.",
    'What snow-clearing business does Homer start?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): Mr. Plow; Barney's rival is the Plow King. The explanation names Barney, the key of the belching question, but every option there is one of Homer's friends, so nothing is given away; wrong options (Mr. Snow, Snow Job Inc., Plow Master) are all wrong and the explanation is confirmed.",
    'What cocktail does Moe steal from Homer and sell as his own?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is The Flaming Moe; wrong options (The Duff Bomb, The Springfield Sunrise, The Tavern Twister) are all wrong and the explanation is confirmed.",
    'What does NASA recruit Homer to do in a 1994 episode?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Fly on a space shuttle mission; wrong options (Drive a robot moon buggy, Design a new rocket engine, Train the astronaut chimpanzees) are all wrong and the explanation is confirmed.",
    'What, rather than Homer, is hailed as the hero of his space mission?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is An inanimate carbon rod; wrong options (A trained chimpanzee, A robotic arm, A bag of potato chips) are all wrong and the explanation is confirmed.",
    "What is the name of Homer's barbershop quartet?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is The Be Sharps; wrong options (The Mellow Tones, The Sharp Notes, The Four Harmonies) are all wrong and the explanation is confirmed.",
    'Which con man sells Springfield a monorail?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Lyle Lanley; wrong options (Hank Scorpio, Artie Ziff, Frank Grimes) are all wrong and the explanation is confirmed.",
    "Which friendly boss is secretly a supervillain in 'You Only Move Twice'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Hank Scorpio; wrong options (Lyle Lanley, Artie Ziff, Frank Grimes) are all wrong and the explanation is confirmed.",
    "Which hard-working new employee resents Homer in 'Homer's Enemy'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Frank Grimes; wrong options (Lyle Lanley, Hank Scorpio, Artie Ziff) are all wrong and the explanation is confirmed.",
    'To whom does Bart sell his soul for five dollars?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Milhouse; wrong options (Nelson, Martin, Ralph) are all wrong and the explanation is confirmed.",
    'In which country does Bart get in trouble over a collect call?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Australia; wrong options (New Zealand, Ireland, South Africa) are all wrong and the explanation is confirmed.",
    "Which sport is played in 'Homer at the Bat', with nine real baseball stars?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): softball; the nine include Ken Griffey Jr. and Darryl Strawberry; wrong options (Bowling, Basketball, Ice hockey) are all wrong and the explanation is confirmed.",
    "In 'Last Exit to Springfield', which benefit does Homer fight to keep as union leader?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is The dental plan; wrong options (The pension, Free donuts, The beer allowance) are all wrong and the explanation is confirmed.",
    "Which Oscar winner voiced Lisa's substitute teacher under the name Sam Etic?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): Dustin Hoffman as Mr. Bergstrom ('Lisa's Substitute', 1991); wrong options (Robert De Niro, Jack Nicholson, Al Pacino) are all wrong and the explanation is confirmed.",
    'What animal does Bart win in a radio contest and name Stampy?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is An elephant; wrong options (A hippo, A rhino, A giraffe) are all wrong and the explanation is confirmed.",
    'What does Homer call the lobster he keeps as a pet and then accidentally cooks?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Pinchy; wrong options (Clawdia, Snappy, Larry) are all wrong and the explanation is confirmed.",
    'Whose face does Homer find on the box of the Japanese detergent Mr. Sparkle?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is His own; wrong options (Bart's, Mr. Burns's, Krusty's) are all wrong and the explanation is confirmed.",
    'What name does Homer take from a hair-dryer?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): Max Power ('Homer to the Max', 1999); wrong options (Guy Incognito, Homer Thompson, Big Homer) are all wrong and the explanation is confirmed.",
    'Whose test does Bart swap with his own to be judged a genius?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Martin Prince's; wrong options (Lisa's, Milhouse's, Database's) are all wrong and the explanation is confirmed.",
    'What does Lisa name the pony Homer buys her?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Princess; wrong options (Duncan, Snowflake, Buttercup) are all wrong and the explanation is confirmed.",
    "Which Beatle guest-starred in 'Lisa the Vegetarian'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Paul McCartney; wrong options (Ringo Starr, George Harrison, John Lennon) are all wrong and the explanation is confirmed.",
    "Which scientist voiced himself in 'They Saved Lisa's Brain' (1999)?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Stephen Hawking; wrong options (Carl Sagan, Bill Nye, Richard Feynman) are all wrong and the explanation is confirmed.",
    'Which former president moves in across the street and clashes with Bart?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is George H. W. Bush; wrong options (Ronald Reagan, Jimmy Carter, Richard Nixon) are all wrong and the explanation is confirmed.",
    "In the 2000 episode 'Bart to the Future', which president does Lisa succeed?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): Donald Trump, whose 'budget crunch' she inherits; wrong options (Arnold Schwarzenegger, Bill Gates, Oprah Winfrey) are all wrong and the explanation is confirmed.",
    "What is Homer's bowling team called?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is The Pin Pals; wrong options (The Holy Rollers, The Stereotypes, The Bowling Stones) are all wrong and the explanation is confirmed.",
    "In 'Blame It on Lisa', in which country is Homer kidnapped?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Brazil; wrong options (Argentina, Mexico, Colombia) are all wrong and the explanation is confirmed.",
    "Whom does Marge paint, famously in the nude, in 'Brush with Greatness'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Mr. Burns; wrong options (Homer, Ringo Starr, Smithers) are all wrong and the explanation is confirmed.",
    "What is Homer's stage name when he becomes a ballpark crowd-rouser?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Dancin' Homer; wrong options (Homer the Great, Homie the Clown, Mr. Plow) are all wrong and the explanation is confirmed.",
    "Which band plays at Moe's in 'Flaming Moe's'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): Aerosmith (1991), the first big band to guest on the show; wrong options (ZZ Top, Van Halen, The Rolling Stones) are all wrong and the explanation is confirmed.",
    'Which touring music festival does Homer join, taking cannonballs to the stomach?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Hullabalooza; wrong options (Lollapalooza, Ozzfest, Lilith Fair) are all wrong and the explanation is confirmed.",
    "Which word, coined on the show, means 'acceptable'?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is Cromulent; wrong options (Perfectulent, Okilicious, Fantastical) are all wrong and the explanation is confirmed.",
    "Which film director guest-starred in 'Homer's Phobia' as an antiques dealer?":
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): the answer is John Waters; wrong options (David Lynch, Tim Burton, Spike Lee) are all wrong and the explanation is confirmed.",
    'Which 1990 novelty single gave the Simpsons a UK number one?':
      "Checked (The Simpsons (Fox), the episodes named or described, checked against the series' episode guide and guest-star credits): Do the Bartman, released late 1990, UK number one in February 1991; the 'Bartman' in the El Barto explanation names the superhero, not this single; wrong options (Deep, Deep Trouble, Bart's Blues, Eat My Shorts) are all wrong and the explanation is confirmed.",
    'Who voices Lisa Simpson?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Yeardley Smith; wrong options (Julie Kavner, Pamela Hayden, Tress MacNeille) are all wrong and the explanation is confirmed.",
    'Who voices Marge Simpson?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Julie Kavner; wrong options (Yeardley Smith, Tress MacNeille, Marcia Wallace) are all wrong and the explanation is confirmed.",
    'Which actor voices both Mr. Burns and Ned Flanders?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Harry Shearer; wrong options (Hank Azaria, Dan Castellaneta, Phil Hartman) are all wrong and the explanation is confirmed.",
    'Which actor voices Moe, Chief Wiggum and Comic Book Guy?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Hank Azaria; wrong options (Harry Shearer, Dan Castellaneta, Kelsey Grammer) are all wrong and the explanation is confirmed.",
    'Which producer developed the series with Matt Groening and Sam Simon?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): James L. Brooks (Taxi; Oscars for Terms of Endearment); wrong options (Al Jean, Matt Selman, Mike Scully) are all wrong and the explanation is confirmed.",
    'Which future talk-show host wrote for The Simpsons in the early 1990s?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Conan O'Brien; wrong options (Jimmy Kimmel, David Letterman, Jon Stewart) are all wrong and the explanation is confirmed.",
    "Who composed The Simpsons' theme tune?":
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Danny Elfman; wrong options (Alf Clausen, Hans Zimmer, John Williams) are all wrong and the explanation is confirmed.",
    "Which composer scored the show's episodes from 1990 to 2017?":
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): Alf Clausen; wrong options (Danny Elfman, Hans Zimmer, Mark Mothersbaugh) are all wrong and the explanation is confirmed.",
    'Which other animated series did Matt Groening create, first shown in 1999?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Futurama; wrong options (Family Guy, King of the Hill, South Park) are all wrong and the explanation is confirmed.",
    'Which comic strip was Matt Groening drawing before The Simpsons?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Life in Hell; wrong options (Bloom County, Dilbert, Zippy the Pinhead) are all wrong and the explanation is confirmed.",
    'What color is the skin of the Simpson family?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Yellow; wrong options (Orange, Green, Pink) are all wrong and the explanation is confirmed.",
    'How many fingers do most Simpsons characters have on each hand?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is Four; wrong options (Three, Five, Six) are all wrong and the explanation is confirmed.",
    'In 2009 The Simpsons passed which Western as the longest-running American prime-time scripted series?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): Gunsmoke (20 seasons), passed with the 21st season in 2009; wrong options (Bonanza, The Lone Ranger, Rawhide) are all wrong and the explanation is confirmed.",
    'Which magazine named The Simpsons the best television series of the 20th century?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): Time, December 1999; Bart was in the Time 100; wrong options (Rolling Stone, Newsweek, TV Guide) are all wrong and the explanation is confirmed.",
    'Which company has owned The Simpsons since 2019?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): The Walt Disney Company, through its March 2019 purchase of 21st Century Fox; the key alone contains 'Company', but that word is not distinctive and the other options are plainly companies too; wrong options (Comcast NBCUniversal, Sony Pictures, Warner Bros. Discovery) are all wrong and the explanation is confirmed.",
    "In which country have most of the show's episodes been animated?":
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): South Korea (AKOM, Rough Draft Korea); wrong options (Japan, China, India) are all wrong and the explanation is confirmed.",
    'What kind of show is The Simpsons?':
      "Checked (Britannica, 'The Simpsons'; the show's credits; Time (31 Dec 1999); Emmy records; news of the 2019 Disney–Fox deal): the answer is An animated sitcom; wrong options (A live-action sitcom, A puppet show, A sketch show) are all wrong and the explanation is confirmed.",
    'In which year was The Simpsons Movie released?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is 2007; wrong options (2003, 2005, 2010) are all wrong and the explanation is confirmed.',
    'What animal does Homer adopt in The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is A pig; wrong options (A goat, A goose, A cow) are all wrong and the explanation is confirmed.',
    'What does the government place over Springfield in The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is A giant glass dome; wrong options (A wall of fire, An electric fence, A giant steel net) are all wrong and the explanation is confirmed.',
    'Which band plays on a barge on the lake in The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is Green Day; wrong options (Blink-182, The Offspring, Foo Fighters) are all wrong and the explanation is confirmed.',
    'To which state do the Simpsons flee in The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is Alaska; wrong options (Hawaii, Montana, Oregon) are all wrong and the explanation is confirmed.',
    'Who is the villain of The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): Russ Cargill, head of the EPA, voiced by Albert Brooks; wrong options (Ron Dexter, Carl Beaumont, Walt Brennan) are all wrong and the explanation is confirmed.',
    'Who is President of the United States in The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is Arnold Schwarzenegger; wrong options (Donald Trump, George W. Bush, Bill Clinton) are all wrong and the explanation is confirmed.',
    'Which Hollywood star appears as himself in The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is Tom Hanks; wrong options (Tom Cruise, Brad Pitt, George Clooney) are all wrong and the explanation is confirmed.',
    'Who directed The Simpsons Movie?':
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): the answer is David Silverman; wrong options (Brad Bird, Rich Moore, Mark Kirkland) are all wrong and the explanation is confirmed.',
    'Which Maggie short film was nominated for an Oscar in 2013?':
      "Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): The Longest Daycare, nominated for Best Animated Short at the 2013 ceremony; wrong options (Playdate with Destiny, Maggie's Day Out, Baby Steps) are all wrong and the explanation is confirmed.",
    "Which Springfield won a contest to host The Simpsons Movie's premiere?":
      'Checked (The Simpsons Movie (2007) and its credits; Box Office Mojo; Academy Awards database (2013 ceremony)): Springfield, Vermont; wrong options (Springfield, Illinois, Springfield, Oregon, Springfield, Missouri) are all wrong and the explanation is confirmed.',
  },
};
