import type { CuratedBank } from './bank.js';

export const film: CuratedBank = {
  key: 'film',
  sections: {
    Directors: [
      'e|Who directed Jaws and E.T. the Extra-Terrestrial?|Steven Spielberg|George Lucas;Martin Scorsese;James Cameron|Jaws came out in 1975 and E.T. in 1982.',
      'm|Who directed Titanic and Avatar?|James Cameron|Steven Spielberg;Ridley Scott;Peter Jackson|Both films became the highest-grossing films of their time.',
      'm|Which director filmed The Lord of the Rings trilogy in New Zealand?|Peter Jackson|James Cameron;Guillermo del Toro;Christopher Nolan|The trilogy was released from 2001 to 2003.',
      'h|Who directed Spirited Away?|Hayao Miyazaki|Isao Takahata;Makoto Shinkai;Akira Kurosawa|Spirited Away won the Academy Award for Best Animated Feature.',
      'h|Who directed and starred in Citizen Kane (1941)?|Orson Welles|John Ford;Howard Hawks;Billy Wilder|Citizen Kane is often ranked among the greatest films ever made.',
      'm|Which Alfred Hitchcock film has a famous shower scene at the Bates Motel?|Psycho|Vertigo;The Birds;Rear Window|Psycho was released in 1960.',
    ],
    'Famous films': [
      'e|Which film series features Luke Skywalker?|Star Wars|Star Trek;Dune;Battlestar Galactica|The first Star Wars film came out in 1977.',
      'm|Which 1939 film features Dorothy and her dog Toto?|The Wizard of Oz|Gone with the Wind;Snow White and the Seven Dwarfs;Pinocchio|Judy Garland played Dorothy.',
      'm|Which studio made Toy Story, the first fully computer-animated feature film?|Pixar|DreamWorks;Studio Ghibli;Blue Sky Studios|Toy Story was released in 1995.',
      'm|In The Matrix, which colour pill does Neo take?|Red|Blue;Green;White|The red pill reveals the truth about the Matrix.',
      'e|What is the name of the cowboy doll in Toy Story?|Woody|Buzz;Jessie;Rex|Woody was voiced by Tom Hanks.',
      'm|Which 1997 film won 11 Academy Awards, tying the record set by Ben-Hur?|Titanic|Gladiator;The English Patient;Braveheart|The Lord of the Rings: The Return of the King later tied the record too.',
      'm|Which film starring Tom Hanks won the Best Picture Oscar for 1994?|Forrest Gump|Pulp Fiction;The Shawshank Redemption;Four Weddings and a Funeral|Forrest Gump won six Academy Awards.',
      'h|What was the first feature film with synchronised spoken dialogue, released in 1927?|The Jazz Singer|Metropolis;The General;Sunrise|The Jazz Singer began the end of the silent film era.',
      "m|Which city hosts the film festival that awards the Palme d'Or?|Cannes|Venice;Berlin;Toronto|The Cannes Film Festival has been held on the French Riviera since 1946.",
    ],
    'Actors and characters': [
      'm|Which actor played Captain Jack Sparrow in Pirates of the Caribbean?|Johnny Depp|Orlando Bloom;Geoffrey Rush;Brad Pitt|The first film in the series came out in 2003.',
      "h|Which actress starred as Holly Golightly in Breakfast at Tiffany's?|Audrey Hepburn|Marilyn Monroe;Grace Kelly;Elizabeth Taylor|Breakfast at Tiffany's was released in 1961.",
      'h|Which actor played James Bond in seven official Eon films?|Roger Moore|Sean Connery;Daniel Craig;Pierce Brosnan|Roger Moore played Bond from 1973 to 1985.',
      'e|Which actor played Indiana Jones in Raiders of the Lost Ark?|Harrison Ford|Tom Selleck;Mark Hamill;Kevin Costner|Raiders of the Lost Ark was released in 1981.',
      "e|Which superhero's secret identity is Bruce Wayne?|Batman|Superman;Spider-Man;Iron Man|Bruce Wayne fights crime in Gotham City.",
      'e|Which Disney film features the song Let It Go?|Frozen|Moana;Tangled;Encanto|Elsa sings Let It Go in Frozen (2013).',
      'e|What kind of fish is Nemo in Finding Nemo?|A clownfish|A goldfish;A seahorse;A pufferfish|Nemo is an orange-and-white clownfish.',
      'h|Which film won Best Picture at the first Academy Awards?|Wings|Gone with the Wind;The Jazz Singer;Metropolis|Wings (1927) won the top award at the first ceremony, held in 1929.',
      'h|Who directed 2001: A Space Odyssey (1968)?|Stanley Kubrick|Ridley Scott;George Lucas;Steven Spielberg|Kubrick wrote the screenplay with Arthur C. Clarke.',
    ],
  },
};
