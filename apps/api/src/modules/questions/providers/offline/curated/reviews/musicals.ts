import type { BankReview } from './review.js';

/** bank-i3's check of bank-i4's musicals bank (ADR 0195); registered in index.ts once both are merged. */
export const musicalsReview: BankReview = {
  bank: 'musicals',
  writer: 'bank-i4',
  reviewer: 'bank-i3',
  checks: {
    'In which country is The King and I set?':
      "Checked (Britannica, 'The King and I'): set at the royal court of Siam in the 1860s, from Anna Leonowens's memoirs via Margaret Landon's novel; options and explanation confirmed.",
    "What is Tevye's job in Fiddler on the Roof?":
      'Checked (the libretto of Fiddler on the Roof): Tevye is a poor dairyman who delivers milk and talks to God; options and explanation confirmed.',
    'What is Maria studying to become when The Sound of Music begins?':
      "Checked (the libretto of The Sound of Music): Maria is a postulant at Nonnberg Abbey sent to govern Captain von Trapp's seven children; options and explanation confirmed.",
    'Which real sharpshooter is the heroine of Annie Get Your Gun?':
      "Checked (Britannica, 'Annie Get Your Gun'): the heroine is the sharpshooter Annie Oakley, star of Buffalo Bill's Wild West; options and explanation confirmed.",
    'Which orphan is looked after by the billionaire Oliver Warbucks in a Broadway musical of 1977?':
      "Checked (IBDB, 'Annie' (1977)): the orphan Annie is taken in by Oliver Warbucks; based on the strip Little Orphan Annie; options and explanation confirmed.",
    'What is the name of the village where Fiddler on the Roof is set?':
      'Checked (the libretto of Fiddler on the Roof): set in Anatevka, a village in the Russian Empire, in 1905; options and explanation confirmed.',
    'Which Pulitzer-winning book by James Michener became a Rodgers and Hammerstein musical?':
      "Checked (Pulitzer Prize records, 1948 Fiction): Michener's Tales of the South Pacific won and became South Pacific; options and explanation confirmed.",
    "What is Dolly Levi's line of work in Hello, Dolly!?":
      'Checked (the libretto of Hello, Dolly!): Dolly Levi is a widowed matchmaker hired by Horace Vandergelder of Yonkers; options and explanation confirmed.',
    'Which real comedian and singer is the subject of Funny Girl?':
      "Checked (Britannica, 'Fanny Brice'): Funny Girl is based on the life of Fanny Brice, Ziegfeld Follies star; options and explanation confirmed.",
    "Which Cole Porter musical puts a theatre company's staging of The Taming of the Shrew on stage?":
      "Checked (Britannica, 'Kiss Me, Kate'): Porter's show within a show stages The Taming of the Shrew; the divorced leads fight on and off stage; options and explanation confirmed.",
    "Which musical about King Arthur's court became linked with the Kennedy White House?":
      "Checked (Britannica, 'Camelot'): Jacqueline Kennedy's 1963 Life interview tied 'Camelot' to the Kennedy presidency; options and explanation confirmed.",
    'Which gambler bets that he can take the mission worker Sarah Brown to Havana in Guys and Dolls?':
      'Checked (the libretto of Guys and Dolls): Sky Masterson bets Nathan Detroit he can take Sarah Brown to Havana; source stories by Damon Runyon; options and explanation confirmed.',
    'Which 1968 show was billed as the American Tribal Love-Rock Musical?':
      "Checked (IBDB, 'Hair' (1968)): billed as 'The American Tribal Love-Rock Musical'; the Act 1 nude scene is famous; options and explanation confirmed.",
    'Which musical of 1965 shows Miguel de Cervantes acting out the story of Don Quixote?':
      "Checked (IBDB, 'Man of La Mancha' (1965)): Cervantes, jailed to await the Inquisition, acts out Don Quixote; options and explanation confirmed.",
    'Which Rodgers and Hammerstein heroine is a nurse from Little Rock, Arkansas?':
      'Checked (the libretto of South Pacific): Nellie Forbush is a Navy nurse from Little Rock who loves the French planter Emile de Becque; options and explanation confirmed.',
    'Which con man sells band instruments to the people of River City, Iowa, in The Music Man?':
      'Checked (the libretto of The Music Man): Harold Hill sells band instruments and uniforms in River City, Iowa; Willson drew on Mason City; options and explanation confirmed.',
    'Which carnival barker is the hero of Carousel?':
      'Checked (the libretto of Carousel): Billy Bigelow is a carousel barker who returns for one day to help his daughter; options and explanation confirmed.',
    'On which play by Lynn Riggs is Oklahoma! based?':
      "Checked (Britannica, 'Oklahoma!'): based on Lynn Riggs's Green Grow the Lilacs, staged by the Theatre Guild in 1931, which produced the musical; options and explanation confirmed.",
    'Which choreographer created the dream ballet in Oklahoma!?':
      "Checked (Britannica, 'Agnes de Mille'): she choreographed Oklahoma!, including the dream ballet 'Laurey Makes Up Her Mind'; options and explanation confirmed.",
    'On which Hungarian play by Ferenc Molnár is Carousel based?':
      "Checked (Britannica, 'Carousel'): based on Molnár's Liliom, moved from Budapest to the Maine coast; options and explanation confirmed.",
    'Who wrote the music and lyrics of Guys and Dolls?':
      "Checked (Britannica, 'Frank Loesser'): he wrote the music and lyrics of Guys and Dolls and How to Succeed; options and explanation confirmed.",
    'Which Broadway musical tells of a Scottish village that wakes for one day every hundred years?':
      "Checked (IBDB, 'Brigadoon' (1947)): a Highland village that appears for one day each century, found by two American hunters; options and explanation confirmed.",
    'Whose stories about a Jewish dairyman are the basis of Fiddler on the Roof?':
      "Checked (Britannica, 'Sholem Aleichem'): his Yiddish Tevye stories (from 1894) are the source of Fiddler on the Roof; options and explanation confirmed.",
    "Which stripper's memoir is the basis of the musical Gypsy?":
      "Checked (Britannica, 'Gypsy Rose Lee'): Gypsy is based on her memoir, and its central role is her mother Rose; options and explanation confirmed.",
    'Which Cole Porter musical is set on an ocean liner sailing from New York to England?':
      "Checked (the libretto of Anything Goes): set aboard a liner from New York to England; songs include I Get a Kick Out of You and You're the Top; options and explanation confirmed.",
    'Who wrote both the music and lyrics of Hello, Dolly! and La Cage aux Folles?':
      "Checked (Britannica, 'Jerry Herman'): composer-lyricist of Hello, Dolly!, Mame and La Cage aux Folles; options and explanation confirmed.",
    'Which musical has an Irishman bury a stolen crock of gold near Fort Knox, followed by a leprechaun named Og?':
      "Checked (IBDB, 'Finian's Rainbow' (1947)): Finian buries a crock of gold near Fort Knox, followed by the leprechaun Og; satire of Southern racism; options and explanation confirmed.",
    'Which 1959 Broadway musical won the Tony for Best Musical in a tie with The Sound of Music?':
      'Checked (Tony Awards records, 1960): Fiorello! (opened November 1959) tied with The Sound of Music for Best Musical; La Guardia was mayor 1934–45; options and explanation confirmed.',
    'What does the Phantom of the Opera wear to hide his face?':
      "Checked (Maria Björnson's design notes, as reported by the Really Useful Group): the Phantom wears a half mask, cut down from a full mask so the actor could act; options and explanation confirmed.",
    'Which Andrew Lloyd Webber musical is about Eva Perón?':
      "Checked (Britannica, 'Evita'): Lloyd Webber and Rice's show about Eva Perón began as a 1976 concept album; options and explanation confirmed.",
    'Which Andrew Lloyd Webber musical is performed on roller skates?':
      "Checked (IBDB/Official London Theatre, 'Starlight Express'): the cast perform on roller skates as racing trains; options and explanation confirmed.",
    'In Les Misérables, what does Jean Valjean steal that sends him to prison?':
      "Checked (Hugo, Les Misérables, and the musical's prologue): Valjean stole a loaf of bread for his sister's starving children; options and explanation confirmed.",
    'Which young soprano does the Phantom teach and fall in love with?':
      'Checked (the libretto of The Phantom of the Opera): the Phantom tutors Christine Daaé as the Angel of Music her father promised; options and explanation confirmed.',
    'Which police inspector hunts Jean Valjean for years in Les Misérables?':
      'Checked (the libretto of Les Misérables): Inspector Javert pursues Valjean and cannot bear being shown mercy; options and explanation confirmed.',
    'Which French author wrote the novel on which The Phantom of the Opera is based?':
      "Checked (Britannica, 'Gaston Leroux'): his novel was serialised in Le Gaulois in 1909–10; options and explanation confirmed.",
    'What crashes down at the end of the first act of The Phantom of the Opera?':
      'Checked (the libretto of The Phantom of the Opera): the chandelier crashes at the end of Act 1, swinging down over the audience; options and explanation confirmed.',
    "What is Jean Valjean's prisoner number in Les Misérables?":
      'Checked (the libretto of Les Misérables): Valjean is prisoner 24601 and breaks parole by tearing up his ticket of leave; options and explanation confirmed.',
    'Who wrote the music of Les Misérables?':
      "Checked (Britannica, 'Les Misérables (musical)'): music by Claude-Michel Schönberg, first staged in Paris in 1980; Boublil wrote the French lyrics; options and explanation confirmed.",
    'Which opera does Miss Saigon retell, moved to the fall of Saigon in 1975?':
      "Checked (Britannica, 'Miss Saigon'): it updates Puccini's Madama Butterfly to the fall of Saigon in 1975; options and explanation confirmed.",
    "In Evita, which character acts as narrator and questions Eva's motives?":
      'Checked (the libretto of Evita): Che is the narrator and sceptic; productions differ on linking him to Guevara; options and explanation confirmed.',
    'Which faded silent-film star is the heroine of Sunset Boulevard?':
      'Checked (the libretto of Sunset Boulevard): Norma Desmond is the faded silent star who uses the writer Joe Gillis; options and explanation confirmed.',
    'What name is given to the cats of the tribe in Cats?':
      "Checked (the libretto of Cats): the tribe are the Jellicle cats; the Pollicles are dogs in Eliot's poems; options and explanation confirmed.",
    'Which Cats character is the old, wise leader of the tribe?':
      'Checked (the libretto of Cats): Old Deuteronomy leads the tribe and chooses who goes to the Heaviside Layer; options and explanation confirmed.',
    'Who created the title role of The Phantom of the Opera in London in 1986?':
      "Checked (Olivier/Really Useful records): Michael Crawford created the Phantom at Her Majesty's in 1986; known for Some Mothers Do 'Ave 'Em; options and explanation confirmed.",
    'Which Lloyd Webber and Rice musical began as a 1970 concept album about the last days of Jesus?':
      "Checked (Britannica, 'Jesus Christ Superstar'): began as a 1970 concept album, a US hit before the 1971 Broadway staging; options and explanation confirmed.",
    'What is the title of the 2010 sequel to The Phantom of the Opera?':
      "Checked (Official London Theatre, 'Love Never Dies'): the 2010 sequel, set at Coney Island in 1907; options and explanation confirmed.",
    'Which Andrew Lloyd Webber musical of 2015 is based on a Jack Black film about a fake supply teacher?':
      "Checked (IBDB, 'School of Rock' (2015)): based on the Jack Black film; the children play their instruments live; options and explanation confirmed.",
    'Which theatre in London housed The Phantom of the Opera from its opening in 1986?':
      "Checked (Official London Theatre): Phantom has played Her Majesty's Theatre since 1986; renamed His Majesty's in 2023; options and explanation confirmed.",
    'Which Broadway theatre housed The Phantom of the Opera for its whole original run?':
      "Checked (IBDB, 'The Phantom of the Opera' (1988)): ran at the Majestic Theatre from January 1988 until 2023; options and explanation confirmed.",
    'Who wrote the English lyrics of Les Misérables?':
      "Checked (Britannica, 'Herbert Kretzmer'): he wrote the English lyrics of Les Misérables and of Aznavour's She; options and explanation confirmed.",
    'Who created the role of Jean Valjean in London in 1985?':
      'Checked (Official London Theatre records): Colm Wilkinson created Valjean in 1985 and was the first Canadian Phantom (Toronto, 1989); options and explanation confirmed.',
    'Who sang Eva Perón in the first London production of Evita, in 1978?':
      'Checked (Official London Theatre records): Elaine Paige created Eva in 1978; Julie Covington sang the album and declined the stage role; options and explanation confirmed.',
    'Which Andrew Lloyd Webber musical features the song Love Changes Everything?':
      "Checked (Britannica, 'Aspects of Love'): features Love Changes Everything; based on David Garnett's novella; options and explanation confirmed.",
    'In which German city has Starlight Express run in a purpose-built theatre since 1988?':
      'Checked (Starlight Express Bochum): running since 1988 in the purpose-built Starlighthalle in Bochum; options and explanation confirmed.',
    'Which character in Miss Saigon runs a Saigon bar and dreams of America?':
      'Checked (the libretto of Miss Saigon): the Engineer runs the Dreamland bar and sings The American Dream; created by Jonathan Pryce in 1989; options and explanation confirmed.',
    'Which director staged both the original Phantom of the Opera and Evita?':
      'Checked (Tony Awards records): Harold Prince directed Evita and Phantom and won 21 Tony Awards; options and explanation confirmed.',
    'Which company first staged Les Misérables in London, at the Barbican in 1985?':
      'Checked (RSC history): the RSC opened Les Misérables at the Barbican in October 1985, directed by Nunn and Caird; options and explanation confirmed.',
    'Which Broadway musical, directed by Julie Taymor, opens with a parade of life-size animal puppets?':
      'Checked (Tony Awards records, 1998): The Lion King opens with Circle of Life and its animal puppets; Julie Taymor was the first woman to win Best Direction of a Musical; options and explanation confirmed.',
    'In Wicked, in which city does the Wizard live?':
      'Checked (the libretto of Wicked): the Wizard lives in the Emerald City, where Elphaba goes with Glinda; options and explanation confirmed.',
    'Which stage musical, based on a Baz Luhrmann film, is set in a Paris nightclub in 1899?':
      "Checked (IBDB, 'Moulin Rouge!' (2019)): based on Luhrmann's film, set in Paris in 1899, a pop-song score; options and explanation confirmed.",
    'In which musical does Elle Woods follow her ex-boyfriend to Harvard Law School?':
      "Checked (IBDB, 'Legally Blonde' (2007)): Elle Woods follows Warner to Harvard Law; based on the 2001 film; options and explanation confirmed.",
    "Which musical by Lin-Manuel Miranda follows one of America's Founding Fathers?":
      "Checked (IBDB, 'Hamilton'): about Alexander Hamilton, first Secretary of the Treasury; options and explanation confirmed.",
    "What colour is Elphaba's skin in Wicked?":
      'Checked (the libretto of Wicked): Elphaba is born green and becomes the Wicked Witch of the West; options and explanation confirmed.',
    'SIX is a pop concert given by the wives of which king?':
      "Checked (Official London Theatre, 'SIX'): the six wives of Henry VIII compete as a pop group over who suffered most; options and explanation confirmed.",
    'Which Stephen Sondheim musical weaves together the stories of Cinderella, Jack and Little Red Riding Hood?':
      "Checked (Britannica, 'Into the Woods'): Sondheim and Lapine's fairy-tale show; the Baker and his wife seek to lift a witch's curse; options and explanation confirmed.",
    'Which 1975 musical follows dancers auditioning for a Broadway chorus?':
      "Checked (Britannica, 'A Chorus Line'): 1975, built by Michael Bennett from taped sessions with dancers; options and explanation confirmed.",
    "In Wicked, what is Glinda's name when she arrives at university?":
      "Checked (the libretto of Wicked): Galinda drops the 'Ga' in sympathy with Dr Dillamond, a goat who cannot say it; options and explanation confirmed.",
    'Whose biography of Alexander Hamilton did Lin-Manuel Miranda read on holiday before writing the musical?':
      "Checked (Britannica, 'Hamilton'): Miranda read Chernow's biography on holiday; Chernow was historical consultant; options and explanation confirmed.",
    "In which New York neighbourhood is Lin-Manuel Miranda's first Broadway musical, In the Heights, set?":
      "Checked (IBDB, 'In the Heights' (2008)): set in Washington Heights, Manhattan; opened on Broadway in 2008; options and explanation confirmed.",
    'In which African country is most of The Book of Mormon set?':
      'Checked (the libretto of The Book of Mormon): the missionaries are sent to Uganda from Salt Lake City; options and explanation confirmed.',
    'In which city is Hairspray set?':
      "Checked (IBDB, 'Hairspray' (2002)): set in Baltimore in 1962 around a segregated TV dance show; options and explanation confirmed.",
    'Which pop singer wrote the songs of Kinky Boots?':
      'Checked (Tony Awards records, 2013): Cyndi Lauper wrote the score of Kinky Boots, her first for the stage; options and explanation confirmed.',
    'Which puppet musical of 2003 has characters inspired by Sesame Street living in a New York street?':
      "Checked (IBDB, 'Avenue Q'): opened on Broadway in July 2003, Wicked that October; puppets modelled on Sesame Street; options and explanation confirmed.",
    "In what order are the scenes of Stephen Sondheim's Merrily We Roll Along played?":
      "Checked (Britannica, 'Merrily We Roll Along'): the scenes run backwards from 1976 to 1957, from the friends' falling-out to their hopeful youth; options and explanation confirmed.",
    'Which Greek myth is the basis of Hadestown?':
      "Checked (IBDB, 'Hadestown'): retells Orpheus and Eurydice; Hades runs an underground mine; options and explanation confirmed.",
    'Which musical follows a shy teenager whose lie about a dead classmate goes viral?':
      "Checked (IBDB, 'Dear Evan Hansen'): Evan's letter-to-self is misread after Connor's suicide and his lie spreads online; options and explanation confirmed.",
    'In which year did Stephen Sondheim die?':
      "Checked (Britannica, 'Stephen Sondheim'): died 26 November 2021 at home in Roxbury, Connecticut, aged 91; options and explanation confirmed.",
    "Which lyricist was Stephen Sondheim's mentor when he was a teenager?":
      "Checked (Britannica, 'Stephen Sondheim'): Oscar Hammerstein II, father of his school friend James, was his mentor; options and explanation confirmed.",
    'Which painting is brought to life at the end of Act 1 of Sunday in the Park with George?':
      "Checked (Pulitzer Prize records, 1985 Drama): Seurat's La Grande Jatte is formed at the end of Act 1 of Sunday in the Park with George; options and explanation confirmed.",
    "Which Roman playwright's comedies inspired A Funny Thing Happened on the Way to the Forum?":
      "Checked (Britannica, 'A Funny Thing Happened on the Way to the Forum'): based on the comedies of Plautus; the slave Pseudolus schemes for freedom; options and explanation confirmed.",
    'In which Canadian town do the planes land in Come From Away?':
      "Checked (IBDB, 'Come From Away'): set in Gander, Newfoundland, where 38 planes and about 7,000 passengers landed on 11 September 2001; options and explanation confirmed.",
    'Which musical won the Tony for Best Musical in 2019?':
      'Checked (Tony Awards records, 2019): Hadestown won Best Musical; Anaïs Mitchell first staged it in Vermont in 2006; options and explanation confirmed.',
    'What record number of Tony Awards did a single show win in 2001?':
      'Checked (Tony Awards records, 2001): The Producers won 12 Tonys, still the record in 2024; options and explanation confirmed.',
    'At which festival was SIX first staged, in 2017?':
      "Checked (Official London Theatre, 'SIX'): premiered at the 2017 Edinburgh Fringe, written by Cambridge students Marlow and Moss; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'The Latitude Festival' → 'The Manchester International Festival'. Rechecked by len-g: confirmed: SIX was first staged at the Edinburgh Fringe in 2017, not at the Manchester International Festival.",
    "Which rock musical about a family coping with a mother's bipolar disorder won the 2010 Pulitzer Prize for Drama?":
      'Checked (Pulitzer Prize records, 2010 Drama): Next to Normal, about a mother with bipolar disorder, won; options and explanation confirmed.',
    'Which Sondheim musical follows Bobby, a single man on his 35th birthday, and his married friends?':
      "Checked (Britannica, 'Company'): Bobby on his 35th birthday among married couples; Marianne Elliott's 2018 London revival made the role Bobbie; options and explanation confirmed.",
    'Which Sondheim musical shows men and women who killed or tried to kill US presidents?':
      "Checked (IBDB, 'Assassins'): Sondheim's revue of presidential assassins, including Booth and Oswald; options and explanation confirmed.",
    "Which Japanese-themed Sondheim musical tells of Commodore Perry's arrival in 1853?":
      "Checked (IBDB, 'Pacific Overtures' (1976)): Commodore Perry's 1853 arrival in Japan, staged in kabuki style with men in all roles; options and explanation confirmed.",
    "Which musical includes Don't Cry for Me Argentina?":
      "Checked (the score of Evita): Don't Cry for Me Argentina is sung from the Casa Rosada balcony; options and explanation confirmed.",
    'Which musical includes If I Were a Rich Man?':
      "Checked (the score of Fiddler on the Roof): If I Were a Rich Man is Tevye's song; Topol sang it in the 1971 film; options and explanation confirmed.",
    'Which Annie song promises that the sun will come out?':
      "Checked (the score of Annie): Tomorrow ('the sun'll come out'); Annie sings it to the stray dog Sandy; options and explanation confirmed.",
    'Which Grease song has Danny and Sandy telling their friends about their holiday romance?':
      'Checked (the score of Grease): Summer Nights has Danny and Sandy telling the T-Birds and Pink Ladies about their summer romance; options and explanation confirmed.',
    'Which musical includes Food, Glorious Food and Consider Yourself?':
      'Checked (the score of Oliver!): both songs are from Oliver!, words and music by Lionel Bart; options and explanation confirmed.',
    'Which musical includes the dance song The Time Warp?':
      'Checked (the score of The Rocky Horror Show): The Time Warp, whose lyrics give the dance steps; options and explanation confirmed.',
    'Which musical includes All That Jazz?':
      'Checked (the score of Chicago): All That Jazz, sung by Velma Kelly at the opening; options and explanation confirmed.',
    'Which Hamilton song has the title character vowing not to throw away his chance?':
      'Checked (the score of Hamilton): My Shot, in a 1776 tavern scene early in Act 1; options and explanation confirmed.',
    'Which Phantom of the Opera song does the Phantom sing after leading Christine to his lair?':
      'Checked (the score of The Phantom of the Opera): The Music of the Night, sung in the lair on the underground lake; options and explanation confirmed.',
    'Which Wicked song closes the first act?':
      'Checked (the score of Wicked): Defying Gravity closes Act 1 as Elphaba rises on her broom; options and explanation confirmed.',
    "Which musical introduced You'll Never Walk Alone?":
      "Checked (Britannica, 'Carousel'): You'll Never Walk Alone is from Carousel; Gerry and the Pacemakers' 1963 cover became a football anthem; options and explanation confirmed.",
    "Which musical opens with Oh, What a Beautiful Mornin'?":
      "Checked (Britannica, 'Oklahoma!'): opens with Curly singing Oh, What a Beautiful Mornin' off stage; options and explanation confirmed.",
    'Which musical includes Some Enchanted Evening?':
      'Checked (the score of South Pacific): Some Enchanted Evening, sung by Emile de Becque; options and explanation confirmed.',
    'Which musical includes The Impossible Dream?':
      'Checked (the score of Man of La Mancha): The Impossible Dream (The Quest); options and explanation confirmed.',
    'Which musical opens with Aquarius?':
      'Checked (the score of Hair): opens with Aquarius; the 5th Dimension medley was US number one in 1969; options and explanation confirmed.',
    "Which musical includes Wouldn't It Be Loverly?":
      "Checked (the score of My Fair Lady): Eliza's Wouldn't It Be Loverly, wishing for a warm room and chocolate; options and explanation confirmed.",
    'Which Gershwin opera introduced the song Summertime?':
      "Checked (Britannica, 'Porgy and Bess'): Summertime is first sung as Clara's lullaby; options and explanation confirmed.",
    "Which musical includes Don't Rain on My Parade?":
      "Checked (the score of Funny Girl): Don't Rain on My Parade; Streisand sings it on a tugboat in the 1968 film; options and explanation confirmed.",
    'Which musical includes Seasons of Love, which measures a year in minutes?':
      'Checked (the score of Rent): Seasons of Love (525,600 minutes) opens Act 2; options and explanation confirmed.',
    'Which Les Misérables character sings On My Own?':
      "Checked (the score of Les Misérables): On My Own is Éponine's song of unrequited love for Marius; options and explanation confirmed.",
    'Which innkeeper, with his wife, sings Master of the House in Les Misérables?':
      'Checked (the score of Les Misérables): the Thénardiers sing Master of the House; options and explanation confirmed.',
    'Which Wicked character sings Popular?':
      'Checked (the score of Wicked): Glinda sings Popular while making over Elphaba; options and explanation confirmed.',
    'Which song from Joseph and the Amazing Technicolor Dreamcoat was a UK number one for Jason Donovan in 1991?':
      "Checked (UK Official Charts, 1991): Jason Donovan's Any Dream Will Do was number one while he starred at the Palladium; options and explanation confirmed.",
    "Which Hamilton character sings You'll Be Back?":
      "Checked (the score of Hamilton): King George III sings You'll Be Back; options and explanation confirmed.",
    'Which musical includes the song Springtime for Hitler?':
      "Checked (the score of The Producers): Springtime for Hitler, the intended flop's big number; options and explanation confirmed.",
    "Which musical includes And I Am Telling You I'm Not Going?":
      "Checked (IBDB, 'Dreamgirls' (1981)): Jennifer Holliday created Effie and And I Am Telling You I'm Not Going; options and explanation confirmed.",
    'Which Stephen Sondheim musical introduced Send in the Clowns?':
      "Checked (Britannica, 'A Little Night Music'): Send in the Clowns; based on Bergman's Smiles of a Summer Night; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'Passion' → 'Merrily We Roll Along'. Rechecked by len-g: confirmed: Send in the Clowns is from A Little Night Music (1973); Merrily We Roll Along (1981) is another Sondheim show.",
    "Which musical introduced There's No Business Like Show Business?":
      "Checked (Britannica, 'Annie Get Your Gun'): There's No Business Like Show Business; Berlin nearly cut it after misreading Rodgers's reaction; options and explanation confirmed.",
    "Which musical introduced Everything's Coming Up Roses?":
      "Checked (the score of Gypsy): Everything's Coming Up Roses ends Act 1, Rose turning to Louise; options and explanation confirmed.",
    'Which musical introduced I Am What I Am?':
      'Checked (the score of La Cage aux Folles): I Am What I Am closes Act 1, sung by Albin; options and explanation confirmed.',
    "Which musical introduced Another Op'nin', Another Show?":
      "Checked (the score of Kiss Me, Kate (1948)): Another Op'nin', Another Show by Cole Porter; options and explanation confirmed.",
    'Which musical introduced Seventy-Six Trombones?':
      "Checked (the score of The Music Man): Seventy-Six Trombones, Harold Hill's band vision; options and explanation confirmed.",
    'Which musical introduced Being Alive?':
      "Checked (the score of Company): Being Alive, Bobby's near-final number; options and explanation confirmed.",
    "Which Willy Russell musical includes Tell Me It's Not True?":
      "Checked (the score of Blood Brothers): Tell Me It's Not True, Mrs Johnstone's final lament; options and explanation confirmed.",
    "Which Jesus Christ Superstar character sings I Don't Know How to Love Him?":
      "Checked (the score of Jesus Christ Superstar): Mary Magdalene's I Don't Know How to Love Him; Yvonne Elliman on the 1970 album and 1973 film; options and explanation confirmed.",
    'Which musical includes Waving Through a Window?':
      'Checked (the score of Dear Evan Hansen): Waving Through a Window; Pasek and Paul also wrote The Greatest Showman songs; options and explanation confirmed.',
    'Which musical includes Suddenly Seymour?':
      'Checked (the score of Little Shop of Horrors): Suddenly Seymour, duet of Audrey and Seymour; options and explanation confirmed.',
    'Which Sara Bareilles musical includes She Used to Be Mine?':
      'Checked (the score of Waitress): She Used to Be Mine, sung by the pie-baking Jenna; options and explanation confirmed.',
    'In which musical does a boy sing Electricity at his audition?':
      'Checked (the score of Billy Elliot): Electricity, sung at his Royal Ballet School audition; options and explanation confirmed.',
    "What is the name of Fantine's daughter in Les Misérables?":
      "Checked (Hugo, Les Misérables): Cosette is Fantine's daughter, raised by the Thénardiers until Valjean rescues her; options and explanation confirmed.",
    'What is the name of the gang that Danny Zuko leads in Grease?':
      "Checked (Britannica/IBDB, 'Grease'): Danny leads the T-Birds; the 1972 stage gang was the Burger Palace Boys; options and explanation confirmed.",
    'What is the name of the carnivorous plant in Little Shop of Horrors?':
      'Checked (the libretto of Little Shop of Horrors): the plant is Audrey II, named by Seymour after Audrey; options and explanation confirmed.',
    'What does Mrs Lovett bake in Sweeney Todd?':
      "Checked (the libretto of Sweeney Todd): Mrs Lovett bakes meat pies in her Fleet Street shop below the barber's; options and explanation confirmed.",
    'What is the name of the headmistress who terrorises the children in the musical Matilda?':
      'Checked (Dahl, Matilda, and the musical): Miss Trunchbull, a former Olympic hammer thrower; options and explanation confirmed.',
    "Which musical is about a miner's son who wants to be a ballet dancer?":
      "Checked (IBDB, 'Billy Elliot'): a miner's son in County Durham during the 1984–85 strike who wants to dance ballet; options and explanation confirmed.",
    'In which city is Blood Brothers set?':
      "Checked (Official London Theatre, 'Blood Brothers'): set in Liverpool; twins separated at birth; options and explanation confirmed.",
    'In Hamilton, what is the name of the sister Alexander marries?':
      'Checked (the score of Hamilton): he marries Eliza Schuyler, who outlived him by 50 years (d. 1854); options and explanation confirmed.',
    'Which Roald Dahl book did Tim Minchin turn into a musical for the Royal Shakespeare Company?':
      'Checked (RSC history): Matilda opened at Stratford in 2010, music and lyrics by Tim Minchin; options and explanation confirmed.',
    "In Mamma Mia!, how many men might be Sophie's father?":
      'Checked (the libretto of Mamma Mia!): three possible fathers, all invited to the wedding; options and explanation confirmed.',
    'Which leader of the Pink Ladies teases Sandy in Grease?':
      'Checked (the score of Grease): Rizzo leads the Pink Ladies and sings There Are Worse Things I Could Do; options and explanation confirmed.',
    'Which musical tells the story of Frankie Valli and the Four Seasons?':
      "Checked (IBDB, 'Jersey Boys'): Frankie Valli and the Four Seasons, narrated by each member in turn; options and explanation confirmed.",
    "Which band's songs are used in the musical We Will Rock You?":
      "Checked (Official London Theatre, 'We Will Rock You'): Queen songs, book by Ben Elton (the word 'queen' in the SIX explanation is the common noun, not the band); options and explanation confirmed.",
    'Which high school do Danny and Sandy attend in Grease?':
      'Checked (the libretto of Grease): Rydell High, named after Bobby Rydell; options and explanation confirmed.',
    "What is Tracy Turnblad's dream at the start of Hairspray?":
      'Checked (the libretto of Hairspray): Tracy wants to dance on The Corny Collins Show; options and explanation confirmed.',
    'What kind of shop does Mr Mushnik run in Little Shop of Horrors?':
      "Checked (the libretto of Little Shop of Horrors): Mushnik's Skid Row Florists; options and explanation confirmed.",
    'What happens to Javert at the end of Les Misérables?':
      'Checked (the libretto of Les Misérables): Javert throws himself into the Seine; options and explanation confirmed.',
    'Which cat in Cats is a shabby outcast once famous for her glamour?':
      'Checked (the libretto of Cats): Grizabella, the Glamour Cat, is chosen for the Heaviside Layer; options and explanation confirmed.',
    'What is the name of the judge who sent Sweeney Todd to a penal colony and took his wife?':
      'Checked (the libretto of Sweeney Todd): Judge Turpin transported him to Australia and took Lucy; the Beadle Bamford is his henchman; options and explanation confirmed.',
    "What does Evan Hansen's therapist ask him to write each day?":
      'Checked (the libretto of Dear Evan Hansen): his therapist assigns daily letters to himself; Connor takes one before his suicide; options and explanation confirmed.',
    'In Kinky Boots, what is the name of the drag performer who helps save a Northampton shoe factory?':
      "Checked (IBDB, 'Kinky Boots' (2013)): Lola, created by Billy Porter, helps save a Northampton factory; options and explanation confirmed.",
    'Which Oliver! character sings As Long as He Needs Me?':
      'Checked (the score of Oliver!): Nancy sings As Long as He Needs Me about Bill Sikes; options and explanation confirmed.',
    'In Hadestown, what must the young singer not do as he leads his love out of the underworld?':
      'Checked (the libretto of Hadestown): Orpheus must not look back; the company sings the song again each night; options and explanation confirmed.',
    "What is the name of Elphaba's younger sister in Wicked?":
      'Checked (the libretto of Wicked): Nessarose, later the Wicked Witch of the East; options and explanation confirmed.',
    "What is Sky Masterson's rival, Nathan Detroit, trying to find a place for in Guys and Dolls?":
      'Checked (the libretto of Guys and Dolls): Nathan seeks a venue for his floating crap game; engaged to Adelaide for 14 years; options and explanation confirmed.',
    'In Jesus Christ Superstar, from whose point of view is much of the story told?':
      "Checked (Britannica, 'Jesus Christ Superstar'): much of it is from Judas's point of view; options and explanation confirmed.",
    'In Les Misérables, which student leads the revolutionaries on the barricade?':
      'Checked (Hugo, Les Misérables): Enjolras leads the students in the June Rebellion of 1832; options and explanation confirmed.',
    "What was Mrs Johnstone's job when she gave away one of her twins in Blood Brothers?":
      'Checked (the libretto of Blood Brothers): Mrs Johnstone cleans for Mrs Lyons, who takes one twin; options and explanation confirmed.',
    'Which 1952 film musical has Gene Kelly dancing through a downpour?':
      "Checked (Britannica, 'Singin' in the Rain'): 1952; Kelly's rain number was reportedly shot while he had a fever; options and explanation confirmed.",
    'Who played Danny Zuko in the 1978 film Grease?':
      "Checked (AFI Catalog, 'Grease' (1978)): John Travolta played Danny after Saturday Night Fever (1977); options and explanation confirmed.",
    'Who played Donna in the 2008 film Mamma Mia!?':
      "Checked (AFI Catalog, 'Mamma Mia!' (2008)): Meryl Streep played Donna and had a smaller role in the 2018 sequel; options and explanation confirmed.",
    'Which actor played P. T. Barnum in The Greatest Showman?':
      "Checked (AFI Catalog, 'The Greatest Showman'): Hugh Jackman played Barnum, whose circus began in 1871; options and explanation confirmed.",
    'Who played Elphaba in the 2024 film of Wicked?':
      "Checked (Universal Pictures, 'Wicked' (2024)): Cynthia Erivo played Elphaba; the film covers Act 1; options and explanation confirmed.",
    'Who played Glinda in the 2024 film of Wicked?':
      "Checked (Universal Pictures, 'Wicked' (2024)): Ariana Grande played Glinda; she was in Broadway's 13 in 2008; options and explanation confirmed.",
    'Which streaming service released a filmed version of the original Hamilton cast in 2020?':
      'Checked (Disney+ release records): Hamilton was released on Disney+ in July 2020, filmed in June 2016; options and explanation confirmed.',
    'Which singer played Eva Perón in the 1996 film Evita?':
      "Checked (AFI Catalog, 'Evita' (1996)): Madonna played Eva after writing to Alan Parker; options and explanation confirmed.",
    'Who played Captain von Trapp in the 1965 film The Sound of Music?':
      "Checked (AFI Catalog, 'The Sound of Music'): Christopher Plummer, who mocked it as 'The Sound of Mucus'; options and explanation confirmed.",
    'Who sang for Audrey Hepburn in the 1964 film My Fair Lady?':
      "Checked (Britannica, 'Marni Nixon'): she dubbed Hepburn in My Fair Lady and Kerr in The King and I; options and explanation confirmed.",
    'Which actor played Jean Valjean in the 2012 film Les Misérables?':
      "Checked (AFI Catalog, 'Les Misérables' (2012)): Hugh Jackman played Valjean; the cast sang live on set; options and explanation confirmed.",
    'Who won an Oscar for playing Fantine in the 2012 film Les Misérables?':
      'Checked (Academy Awards database, 2013): Anne Hathaway won for Fantine; her hair was cut on camera; options and explanation confirmed.',
    'Which film musical won the Oscar for Best Picture at the 2003 ceremony?':
      'Checked (Academy Awards database, 2003): Chicago won Best Picture, the first musical since Oliver! (1968); options and explanation confirmed.',
    "Who played Sweeney Todd in Tim Burton's 2007 film?":
      "Checked (AFI Catalog, 'Sweeney Todd' (2007)): Johnny Depp and Helena Bonham Carter; options and explanation confirmed.",
    'Who played the title role in the 2004 film The Phantom of the Opera?':
      "Checked (AFI Catalog, 'The Phantom of the Opera' (2004)): Gerard Butler and Emmy Rossum; options and explanation confirmed.",
    'Which singer won an Oscar for her first film role in Dreamgirls (2006)?':
      'Checked (Academy Awards database, 2007): Jennifer Hudson won for Dreamgirls; she placed seventh on American Idol; options and explanation confirmed.',
    'Who played the Witch in the 2014 film of Into the Woods?':
      "Checked (AFI Catalog, 'Into the Woods' (2014)): Meryl Streep played the Witch, Emily Blunt the Baker's Wife; options and explanation confirmed.",
    'Which director made the 2021 film of West Side Story?':
      "Checked (AFI Catalog, 'West Side Story' (2021)): directed by Spielberg; Rita Moreno played Valentina; options and explanation confirmed.",
    'Who won an Oscar for playing Sally Bowles in the 1972 film Cabaret?':
      'Checked (Academy Awards database, 1973): Liza Minnelli won for Sally Bowles; daughter of Judy Garland; options and explanation confirmed.',
    'Which director made both the 2019 film of Cats and the 2012 film of Les Misérables?':
      "Checked (Academy Awards database): Tom Hooper directed both and won for The King's Speech; options and explanation confirmed.",
    'Which actress won an Oscar for playing Anita in the 2021 West Side Story?':
      'Checked (Academy Awards database, 2022): Ariana DeBose won for Anita, as Rita Moreno had in 1962; options and explanation confirmed.',
    'Which film of a musical won the Oscar for Best Picture at the 1969 ceremony?':
      'Checked (Academy Awards database, 1969): Oliver!, directed by Carol Reed, won Best Picture; options and explanation confirmed.',
    'Which 1964 film of a musical won the Oscar for Best Picture?':
      'Checked (Academy Awards database, 1965): My Fair Lady won Best Picture; Rex Harrison Best Actor; options and explanation confirmed.',
    'Who won the Oscar for Best Director for the 1972 film Cabaret, beating Francis Ford Coppola?':
      'Checked (Academy Awards database, 1973): Bob Fosse beat Coppola; he also won the Tony (Pippin) and Emmy (Liza with a Z) that year; options and explanation confirmed.',
    'Which actor played the King of Siam on stage and in the 1956 film of The King and I?':
      "Checked (Britannica, 'Yul Brynner'): he played the King on stage and in the 1956 film, over 4,600 times on stage; options and explanation confirmed.",
    'Who played Edna Turnblad in the 2007 film of Hairspray?':
      "Checked (AFI Catalog, 'Hairspray' (2007)): John Travolta played Edna; Harvey Fierstein had on Broadway; options and explanation confirmed.",
    'Which Evita song was written for the 1996 film and won the Oscar for Best Original Song?':
      'Checked (Academy Awards database, 1997): You Must Love Me won Best Original Song, written new for the film; options and explanation confirmed.',
    'Who directed the 1973 film of Jesus Christ Superstar?':
      "Checked (AFI Catalog, 'Jesus Christ Superstar' (1973)): Norman Jewison directed, filming in Israel; options and explanation confirmed.",
    'Which director made the films of Chicago (2002) and Into the Woods (2014)?':
      'Checked (AFI Catalog): Rob Marshall directed Chicago and Into the Woods; a former Broadway choreographer; options and explanation confirmed.',
    'Which Billy Wilder film of 1950 did Andrew Lloyd Webber turn into a musical?':
      "Checked (Britannica, 'Sunset Boulevard'): Wilder's 1950 film with Gloria Swanson, musicalised by Lloyd Webber; options and explanation confirmed.",
    "Which London district is the home of the city's big commercial theatres?":
      "Checked (Official London Theatre): the West End is London's commercial theatreland, with Shaftesbury Avenue at its heart; options and explanation confirmed.",
    'What are the Broadway theatre awards presented each June called?':
      'Checked (Tony Awards records): presented each June, first in 1947; options and explanation confirmed.',
    "What are London's leading theatre awards called?":
      "Checked (Olivier Awards history): London's leading awards, renamed for Laurence Olivier in 1984; options and explanation confirmed.",
    "In which city is Broadway's theatre district?":
      "Checked (Britannica, 'Broadway'): New York's theatre district around Times Square; options and explanation confirmed.",
    'Which Victorian partnership wrote The Pirates of Penzance and The Mikado?':
      "Checked (Britannica, 'Gilbert and Sullivan'): they wrote Pirates and The Mikado, produced by Richard D'Oyly Carte; options and explanation confirmed.",
    'What is a musical called that tells a story through the existing hits of a band or singer?':
      "Checked (Britannica, 'jukebox musical'): a musical built on existing pop songs, e.g. Beautiful and MJ; options and explanation confirmed.",
    'What nickname does Broadway share with its bright lights?':
      "Checked (Britannica, 'Broadway'): nicknamed the Great White Way for its electric lights; options and explanation confirmed.",
    'Whose name is the Tony Award short for?':
      'Checked (Tony Awards history): named after Antoinette Perry of the American Theatre Wing; options and explanation confirmed.',
    'Which producer staged Cats, Les Misérables, The Phantom of the Opera and Miss Saigon?':
      "Checked (Britannica, 'Cameron Mackintosh'): producer of all four shows, knighted in 1996; options and explanation confirmed.",
    'Who created the role of Kim in Miss Saigon, in London in 1989?':
      'Checked (Official London Theatre records): Lea Salonga created Kim in 1989, aged 18, from Manila; options and explanation confirmed.',
    'Who created the role of Eliza Doolittle on Broadway in 1956?':
      "Checked (IBDB, 'My Fair Lady' (1956)): Julie Andrews created Eliza opposite Rex Harrison; options and explanation confirmed.",
    "As of 2024, which musical had run the longest in London's West End?":
      "Checked (Official London Theatre records): Les Misérables became the West End's longest-running musical in 2006, passing Cats; options and explanation confirmed.",
    'Which Gilbert and Sullivan opera is set in the Japanese town of Titipu?':
      'Checked (the libretto of The Mikado): set in Titipu; Ko-Ko is Lord High Executioner; options and explanation confirmed.',
    'Which Gilbert and Sullivan opera takes place on a Royal Navy ship?':
      "Checked (the libretto of HMS Pinafore): aboard HMS Pinafore; Sir Joseph Porter 'never went to sea'; options and explanation confirmed.",
    "Which London theatre did Richard D'Oyly Carte build in 1881 for Gilbert and Sullivan?":
      "Checked (Britannica, 'Savoy Theatre'): built by D'Oyly Carte in 1881, first public building lit wholly by electricity; options and explanation confirmed.",
    'Which actress created the role of Christine in The Phantom of the Opera, in London in 1986?':
      'Checked (Official London Theatre records): Sarah Brightman created Christine in 1986, then married to Lloyd Webber; options and explanation confirmed.',
    'Which actress is known for creating both Reno Sweeney in Anything Goes and Rose in Gypsy?':
      "Checked (Britannica, 'Ethel Merman'): she created Reno Sweeney (1934) and Rose (1959); options and explanation confirmed.",
    'Which actress created Dolly Levi in Hello, Dolly! on Broadway in 1964?':
      "Checked (IBDB, 'Hello, Dolly!' (1964)): Carol Channing created Dolly and earlier Lorelei Lee; options and explanation confirmed.",
    'How many seats must a theatre have to count as a Broadway house?':
      'Checked (The Broadway League definition): a Broadway house has 500 or more seats; Off-Broadway is 100–499; options and explanation confirmed.',
    'In which Broadway theatre did Hamilton open in 2015?':
      "Checked (IBDB, 'Hamilton'): opened at the Richard Rodgers Theatre in 2015 after the Public Theater; options and explanation confirmed. Options reworded for length (issue 14, len-h): 'The Imperial Theatre' → 'The Stephen Sondheim Theatre'. Rechecked by len-g: confirmed: Hamilton opened at the Richard Rodgers in August 2015; the Stephen Sondheim Theatre is a different house on West 43rd Street.",
    'Which London theatre, in 2024, was the home of Hamilton?':
      'Checked (Official London Theatre): Hamilton has played the Victoria Palace since 2017, after a rebuild; options and explanation confirmed.',
    "What was London's Queen's Theatre, home of Les Misérables, renamed in 2019?":
      "Checked (Official London Theatre): the Queen's Theatre reopened as the Sondheim Theatre in 2019, before his 90th birthday; options and explanation confirmed.",
    'As of 2024, which performer had won the most competitive Tony Awards for acting?':
      'Checked (Tony Awards records): Audra McDonald had six competitive acting Tonys by 2014, in all four categories; options and explanation confirmed.',
    'Who created the role of Mrs Lovett in Sweeney Todd on Broadway in 1979?':
      "Checked (IBDB, 'Sweeney Todd' (1979)): Angela Lansbury created Mrs Lovett; options and explanation confirmed.",
    'Which Broadway choreographer and director was known for bowler hats, turned-in knees and jazz hands?':
      "Checked (Britannica, 'Bob Fosse'): bowler hats, turned-in knees and jazz hands; married to Gwen Verdon; options and explanation confirmed.",
    'Who played Marius in the original London cast of Les Misérables?':
      'Checked (Official London Theatre records): Michael Ball created Marius in 1985 and later starred in Hairspray and Sweeney Todd; options and explanation confirmed.',
  },
};
