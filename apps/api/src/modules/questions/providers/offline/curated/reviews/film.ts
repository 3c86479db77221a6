import type { BankReview } from './review.js';

/** bank-r7's check of the film bank, written before ADR 0195 (issue 14); 31 questions, 7 rejected and removed. */
export const filmReview: BankReview = {
  bank: 'film',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'Who directed Jaws and E.T. the Extra-Terrestrial?':
      "Checked (reviewer's knowledge): Steven Spielberg directed Jaws (1975) and E.T. (1982); Lucas, Scorsese and Cameron did not; explanation confirmed.",
    'Who directed Titanic and Avatar?':
      "Checked (reviewer's knowledge): James Cameron directed Titanic (1997) and Avatar (2009), each the highest-grossing film of its time; Spielberg, Ridley Scott and Peter Jackson did not; explanation confirmed. Its stem names Titanic but says nothing of its Oscars, so it does not give away the 11-Oscars question (a mild hint at most).",
    'Which director filmed The Lord of the Rings trilogy in New Zealand?':
      "Checked (reviewer's knowledge): Peter Jackson shot The Lord of the Rings (2001-2003) in New Zealand; Cameron, del Toro and Nolan did not; explanation confirmed.",
    'Who directed Spirited Away?':
      "Checked (reviewer's knowledge): Hayao Miyazaki wrote and directed Spirited Away (2001), which won the Oscar for Best Animated Feature in 2003; Takahata, Shinkai and Kurosawa did not; explanation confirmed. Note: anime.ts asks other Spirited Away facts (Chihiro, No-Face), no duplicate.",
    'Who directed and starred in Citizen Kane (1941)?':
      "Checked (reviewer's knowledge): Orson Welles co-wrote, directed and starred in Citizen Kane (1941); Ford, Hawks and Wilder did not; explanation confirmed.",
    'Which Alfred Hitchcock film has a famous shower scene at the Bates Motel?':
      "Checked (reviewer's knowledge): the shower scene at the Bates Motel is in Psycho (1960); Vertigo, The Birds and Rear Window are other Hitchcock films; explanation confirmed.",
    'Which film series features Luke Skywalker?':
      "Checked (reviewer's knowledge): Luke Skywalker is the hero of Star Wars, first film 1977; Star Trek, Dune and Battlestar Galactica are other franchises; explanation confirmed. Note: star-wars.ts in the same Film topic names Skywalker in its stems, a cross-bank hint only.",
    'Which 1939 film features Dorothy and her dog Toto?':
      "Checked (reviewer's knowledge): Dorothy and Toto are in The Wizard of Oz (1939), Judy Garland as Dorothy; Gone with the Wind (1939), Snow White (1937) and Pinocchio (1940) are wrong; explanation confirmed.",
    'Which studio made Toy Story, the first fully computer-animated feature film?':
      "Checked (reviewer's knowledge): Pixar made Toy Story (1995), the first fully computer-animated feature; DreamWorks, Studio Ghibli and Blue Sky did not; explanation confirmed.",
    'In The Matrix, which colour pill does Neo take?':
      "Checked (reviewer's knowledge): Neo takes the red pill in The Matrix (1999); blue is the other pill offered, green and white are wrong; explanation confirmed.",
    'What is the name of the cowboy doll in Toy Story?':
      "Checked (reviewer's knowledge): the cowboy doll is Woody, voiced by Tom Hanks; Buzz, Jessie and Rex are other toys; explanation confirmed. Note: disney.ts asks 'Who voices Woody in the Toy Story films?' (Tom Hanks), which this explanation names, in the same Film topic: a cross-bank hint, not a reject.",
    'Which 1997 film won 11 Academy Awards, tying the record set by Ben-Hur?':
      "Checked (reviewer's knowledge): Titanic (1997) won 11 Academy Awards, tying Ben-Hur (1959); The Return of the King (2003) later tied too; Gladiator, The English Patient and Braveheart won fewer; explanation confirmed.",
    'Which film starring Tom Hanks won the Best Picture Oscar for 1994?':
      "Checked (reviewer's knowledge): Forrest Gump won Best Picture at the 67th Academy Awards (films of 1994) and six Oscars in all; Pulp Fiction, The Shawshank Redemption and Four Weddings were the other nominees offered; explanation confirmed.",
    'What was the first feature film with synchronised spoken dialogue, released in 1927?':
      "Checked (reviewer's knowledge): The Jazz Singer (October 1927) was the first feature with synchronised dialogue sequences; Metropolis, The General and Sunrise are silent; explanation confirmed.",
    "Which city hosts the film festival that awards the Palme d'Or?":
      "Checked (reviewer's knowledge): the Palme d'Or is awarded at Cannes, whose first festival was held in 1946; Venice, Berlin and Toronto are other festivals; explanation confirmed.",
    'Which actor played Captain Jack Sparrow in Pirates of the Caribbean?':
      "Checked (reviewer's knowledge): Johnny Depp played Jack Sparrow from The Curse of the Black Pearl (2003); Bloom, Rush and Pitt did not; explanation confirmed. Note: disney.ts's Pirates explanation states this fact, a cross-bank hint only.",
    "Which actress starred as Holly Golightly in Breakfast at Tiffany's?":
      "Checked (reviewer's knowledge): Audrey Hepburn played Holly Golightly in Breakfast at Tiffany's (1961); Monroe, Kelly and Taylor did not; explanation confirmed. Note: fashion.ts asks the designer (Givenchy), no duplicate.",
    'Which actor played James Bond in seven official Eon films?':
      "Checked (reviewer's knowledge): Roger Moore made seven Eon Bond films (Live and Let Die 1973 to A View to a Kill 1985); Connery made six for Eon (his seventh, Never Say Never Again, was not Eon), Craig five, Brosnan four; 'official Eon' makes the key unique; explanation confirmed.",
    'Which actor played Indiana Jones in Raiders of the Lost Ark?':
      "Checked (reviewer's knowledge): Harrison Ford played Indiana Jones in Raiders of the Lost Ark (1981); Tom Selleck was the first choice, Hamill and Costner did not; explanation confirmed. Note: star-wars.ts's Han Solo explanation ('Ford also played Indiana Jones') states this fact in the same Film topic, a cross-bank hint only.",
    "Which superhero's secret identity is Bruce Wayne?":
      "Checked (reviewer's knowledge): Bruce Wayne is Batman of Gotham City; Superman is Clark Kent, Spider-Man Peter Parker, Iron Man Tony Stark; explanation confirmed.",
    'Which Disney film features the song Let It Go?':
      "Checked (reviewer's knowledge): Elsa sings Let It Go in Frozen (2013); Moana, Tangled and Encanto are other Disney films; explanation confirmed.",
    'What kind of fish is Nemo in Finding Nemo?':
      "Checked (reviewer's knowledge): Nemo is an orange-and-white clownfish; goldfish, seahorse and pufferfish are wrong; explanation confirmed. Note: ocean.ts asks where clownfish live, a different fact.",
    'Which film won Best Picture at the first Academy Awards?':
      "Checked (reviewer's knowledge): Wings (1927) won the top award (Outstanding Picture) at the first Academy Awards, held in May 1929; Gone with the Wind (1939), The Jazz Singer (honorary award) and Metropolis are wrong; explanation confirmed.",
    'Who directed 2001: A Space Odyssey (1968)?':
      "Checked (reviewer's knowledge): Stanley Kubrick directed 2001: A Space Odyssey (1968) and wrote the screenplay with Arthur C. Clarke; Ridley Scott, Lucas and Spielberg did not; explanation confirmed.",
  },
};
