import type { BankReview } from './review.js';

/** bank-war's check of bank-arts's literature bank (ADR 0195); registered in index.ts once both are merged. */
export const literatureReview: BankReview = {
  bank: 'literature',
  writer: 'bank-arts',
  reviewer: 'bank-war',
  checks: {
    "Which Dickens character says 'Bah! Humbug!'?":
      "Checked (reviewer's knowledge): Scrooge (A Christmas Carol); Heep, Micawber and Marley do not say it. So Ebenezer Scrooge is right and Uriah Heep, Wilkins Micawber and Jacob Marley are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which novel opens with 'It is a truth universally acknowledged'?":
      "Checked (reviewer's knowledge): Opening line of Pride and Prejudice. So Pride and Prejudice is right and Emma, Persuasion and Jane Eyre are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which of these novels was written by Charles Dickens?':
      "Checked (reviewer's knowledge): David Copperfield; Vanity Fair is Thackeray, Tess is Hardy, Barchester Towers is Trollope. So David Copperfield is right and Vanity Fair, Tess of the d'Urbervilles and Barchester Towers are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Pride and Prejudice?':
      "Checked (reviewer's knowledge): Jane Austen, 1813. So Jane Austen is right and Charlotte Brontë, Emily Brontë and George Eliot are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Jane Eyre?':
      "Checked (reviewer's knowledge): Charlotte Brontë, 1847. So Charlotte Brontë is right and Emily Brontë, Anne Brontë and Jane Austen are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who wrote Oliver Twist and A Christmas Carol?':
      "Checked (reviewer's knowledge): Charles Dickens. So Charles Dickens is right and William Makepeace Thackeray, Thomas Hardy and Anthony Trollope are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which novel begins with the line Call me Ishmael?':
      "Checked (reviewer's knowledge): Moby-Dick (Melville, 1851). Difficulty looks medium rather than hard. So Moby-Dick is right and Treasure Island, The Old Man and the Sea and Robinson Crusoe are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote To Kill a Mockingbird?':
      "Checked (reviewer's knowledge): Harper Lee; Pulitzer 1961. So Harper Lee is right and Truman Capote, John Steinbeck and Carson McCullers are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which novel features the pirate Long John Silver?':
      "Checked (reviewer's knowledge): Treasure Island, book form 1883. So Treasure Island is right and Peter Pan, Robinson Crusoe and Kidnapped are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Brontë novel features Heathcliff and Catherine Earnshaw?':
      "Checked (reviewer's knowledge): Wuthering Heights, Emily Brontë's only novel. So Wuthering Heights is right and Agnes Grey, Villette and Shirley are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which family's five daughters are at the heart of Pride and Prejudice?":
      "Checked (reviewer's knowledge): The Bennets; Elizabeth is the second. So The Bennets is right and The Dashwoods, The Woodhouses and The Bertrams are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Dickens novel features the jilted Miss Havisham?':
      "Checked (reviewer's knowledge): Great Expectations. So Great Expectations is right and Bleak House, Little Dorrit and Hard Times are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Dickens novel opens with 'It was the best of times, it was the worst of times'?":
      "Checked (reviewer's knowledge): A Tale of Two Cities. So A Tale of Two Cities is right and Barnaby Rudge, Our Mutual Friend and Dombey and Son are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the nickname of the young pickpocket Jack Dawkins in Oliver Twist?':
      "Checked (reviewer's knowledge): The Artful Dodger. So The Artful Dodger is right and The Cunning Fox, The Nimble Thief and The Sly Sparrow are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'The Sly Sparrow' → 'The Light-Fingered Lad'. Rechecked by len-b: The Light-Fingered Lad is not a nickname in the novel; Jack Dawkins is the Artful Dodger.",
    'Who wrote Strange Case of Dr Jekyll and Mr Hyde?':
      "Checked (reviewer's knowledge): Robert Louis Stevenson, 1886. So Robert Louis Stevenson is right and Bram Stoker, H. G. Wells and Arthur Conan Doyle are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who wrote The Picture of Dorian Gray?':
      "Checked (reviewer's knowledge): Oscar Wilde, his only novel (book 1891). So Oscar Wilde is right and Henry James, Thomas Hardy and Wilkie Collins are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Robinson Crusoe, first published in 1719?':
      "Checked (reviewer's knowledge): Daniel Defoe; Crusoe's 28 years on the island. So Daniel Defoe is right and Jonathan Swift, Henry Fielding and Samuel Richardson are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who wrote Gulliver's Travels?":
      "Checked (reviewer's knowledge): Jonathan Swift; Lilliput first. So Jonathan Swift is right and Daniel Defoe, Laurence Sterne and Alexander Pope are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Jane Austen novel follows the sisters Elinor and Marianne Dashwood?':
      "Checked (reviewer's knowledge): Sense and Sensibility (1811), her first published novel. So Sense and Sensibility is right and Persuasion, Mansfield Park and Northanger Abbey are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Adventures of Huckleberry Finn?':
      "Checked (reviewer's knowledge): Mark Twain (Samuel Clemens). So Mark Twain is right and Jack London, Washington Irving and Bret Harte are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Little Women?':
      "Checked (reviewer's knowledge): Louisa May Alcott. So Louisa May Alcott is right and Harriet Beecher Stowe, Edith Wharton and Willa Cather are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is Mr Darcy's first name?":
      "Checked (reviewer's knowledge): Fitzwilliam; his cousin is Colonel Fitzwilliam. So Fitzwilliam is right and Frederick, Edmund and George are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Middlemarch?':
      "Checked (reviewer's knowledge): George Eliot (Mary Ann Evans). So George Eliot is right and Elizabeth Gaskell, Thomas Hardy and Anthony Trollope are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Thomas Hardy novel features Bathsheba Everdene and Gabriel Oak?':
      "Checked (reviewer's knowledge): Far from the Madding Crowd (1874). So Far from the Madding Crowd is right and Tess of the d'Urbervilles, Jude the Obscure and The Return of the Native are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Austen novel was published after her death, together with Northanger Abbey?':
      "Checked (reviewer's knowledge): Persuasion, December 1817 (title page 1818). Lady Susan was also posthumous (1871) but not with Northanger Abbey, so only one option fits. So Persuasion is right and Emma, Mansfield Park and Lady Susan are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the name of Captain Ahab's ship in Moby-Dick?":
      "Checked (reviewer's knowledge): The Pequod; the Essex (1820) inspired the novel. So The Pequod is right and The Nautilus, The Hispaniola and The Essex are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Scarlet Letter, published in 1850?':
      "Checked (reviewer's knowledge): Nathaniel Hawthorne, 1850. So Nathaniel Hawthorne is right and Herman Melville, Edgar Allan Poe and Henry James are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which character is kept hidden in the attic of Thornfield Hall in Jane Eyre?':
      "Checked (reviewer's knowledge): Bertha Mason, kept by Grace Poole. So Bertha Mason is right and Grace Poole, Blanche Ingram and Adèle Varens are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which poet wrote the sonnet that begins 'Shall I compare thee to a summer's day?'":
      "Checked (reviewer's knowledge): Shakespeare's Sonnet 18; 154 sonnets, 1609 quarto. So William Shakespeare is right and John Donne, Edmund Spenser and Christopher Marlowe are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American poet wrote The Raven?':
      "Checked (reviewer's knowledge): Edgar Allan Poe; Nevermore. So Edgar Allan Poe is right and Walt Whitman, Henry Wadsworth Longfellow and Robert Frost are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many lines does a sonnet have?':
      "Checked (reviewer's knowledge): Fourteen. So 14 is right and 12, 16 and 10 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many lines does a limerick have?':
      "Checked (reviewer's knowledge): Five; Lear's Book of Nonsense, 1846. So 5 is right and 4, 6 and 7 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is a three-line poem of 5, 7 and 5 syllables, from Japan, called?':
      "Checked (reviewer's knowledge): Haiku; Bashō. So A haiku is right and A tanka, A ghazal and A villanelle are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which poet wrote 'I wandered lonely as a cloud', about daffodils?":
      "Checked (reviewer's knowledge): Wordsworth. So William Wordsworth is right and Samuel Taylor Coleridge, John Keats and Lord Byron are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who wrote the poem If—, which begins 'If you can keep your head when all about you'?":
      "Checked (reviewer's knowledge): Kipling; If— appeared in Rewards and Fairies (1910). So Rudyard Kipling is right and Alfred, Lord Tennyson, Thomas Hardy and John Masefield are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Welsh poet wrote 'Do not go gentle into that good night'?":
      "Checked (reviewer's knowledge): Dylan Thomas, for his dying father. So Dylan Thomas is right and R. S. Thomas, Ted Hughes and Vernon Watkins are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Waste Land, published in 1922?':
      "Checked (reviewer's knowledge): T. S. Eliot; born in St Louis, British subject 1927. So T. S. Eliot is right and Ezra Pound, W. H. Auden and Wallace Stevens are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Romantic poet wrote Ode to a Nightingale?':
      "Checked (reviewer's knowledge): John Keats, died in Rome in 1821 aged 25. So John Keats is right and Lord Byron, William Blake and Robert Southey are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American poet wrote The Road Not Taken?':
      "Checked (reviewer's knowledge): Robert Frost, four Pulitzer Prizes. So Robert Frost is right and Walt Whitman, Carl Sandburg and Ezra Pound are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which poet wrote Leaves of Grass?':
      "Checked (reviewer's knowledge): Walt Whitman. So Walt Whitman is right and Emily Dickinson, Henry Wadsworth Longfellow and Ralph Waldo Emerson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which American poet, who lived quietly in Amherst, saw fewer than a dozen of her poems published in her lifetime?':
      "Checked (reviewer's knowledge): Emily Dickinson; about ten poems published in her life, some 1,800 found after her death in 1886. So Emily Dickinson is right and Sylvia Plath, Elizabeth Bishop and Marianne Moore are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Poet Laureate wrote The Charge of the Light Brigade?':
      "Checked (reviewer's knowledge): Tennyson; Balaclava, 1854. So Alfred, Lord Tennyson is right and William Wordsworth, Robert Southey and John Betjeman are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which poet wrote The Rime of the Ancient Mariner?':
      "Checked (reviewer's knowledge): Coleridge; it opened Lyrical Ballads (1798). So Samuel Taylor Coleridge is right and William Wordsworth, Percy Bysshe Shelley and Robert Southey are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'Robert Southey' → 'Henry Wadsworth Longfellow'. Rechecked by len-b: Longfellow, an American, did not write it; it opened Coleridge and Wordsworth's Lyrical Ballads (1798).",
    "Which Scottish poet wrote To a Mouse and Tam o' Shanter?":
      "Checked (reviewer's knowledge): Robert Burns; Burns Night 25 January. So Robert Burns is right and Walter Scott, James Hogg and Hugh MacDiarmid are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which First World War poet wrote Dulce et Decorum Est?':
      "Checked (reviewer's knowledge): Wilfred Owen, killed 4 November 1918. So Wilfred Owen is right and Siegfried Sassoon, Rupert Brooke and Isaac Rosenberg are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Paradise Lost?':
      "Checked (reviewer's knowledge): John Milton, 1667. Difficulty looks medium rather than hard. So John Milton is right and William Blake, John Donne and Alexander Pope are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Canterbury Tales?':
      "Checked (reviewer's knowledge): Geoffrey Chaucer. Difficulty looks medium rather than hard. So Geoffrey Chaucer is right and William Langland, John Gower and John Lydgate are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote the sonnet Ozymandias?':
      "Checked (reviewer's knowledge): Percy Bysshe Shelley (1818). So Percy Bysshe Shelley is right and John Keats, Lord Byron and Samuel Taylor Coleridge are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Irish poet wrote The Second Coming and won the Nobel Prize in Literature in 1923?':
      "Checked (reviewer's knowledge): W. B. Yeats, Nobel 1923, co-founder of the Abbey Theatre. So W. B. Yeats is right and Patrick Kavanagh, Louis MacNeice and George William Russell are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Northern Irish poet won the 1995 Nobel Prize in Literature and translated Beowulf?':
      "Checked (reviewer's knowledge): Seamus Heaney, Nobel 1995. So Seamus Heaney is right and Derek Mahon, Michael Longley and Paul Muldoon are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Poet Laureate was married to Sylvia Plath?':
      "Checked (reviewer's knowledge): Ted Hughes, Laureate 1984-98. So Ted Hughes is right and Philip Larkin, John Betjeman and Cecil Day-Lewis are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which poet wrote This Be The Verse and The Whitsun Weddings?':
      "Checked (reviewer's knowledge): Philip Larkin, Hull librarian. So Philip Larkin is right and Ted Hughes, Kingsley Amis and Stephen Spender are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which poetic form has 19 lines and two repeating refrains?':
      "Checked (reviewer's knowledge): The villanelle; a sestina has 39 lines. So The villanelle is right and The sestina, The rondeau and The ode are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Roman poet wrote the Metamorphoses?':
      "Checked (reviewer's knowledge): Ovid, exiled to Tomis on the Black Sea. So Ovid is right and Horace, Catullus and Lucretius are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What nationality was the playwright Oscar Wilde?':
      "Checked (reviewer's knowledge): Irish, born in Dublin in 1854. So Irish is right and English, Scottish and Welsh are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Shakespeare play includes the line To be, or not to be?':
      "Checked (reviewer's knowledge): Hamlet. So Hamlet is right and Macbeth, King Lear and Othello are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Italian city is Romeo and Juliet set?':
      "Checked (reviewer's knowledge): Verona; Romeo is banished to Mantua. So Verona is right and Venice, Padua and Mantua are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which English town was William Shakespeare born?':
      "Checked (reviewer's knowledge): Stratford-upon-Avon; baptised 26 April 1564. So Stratford-upon-Avon is right and Henley-in-Arden, Bourton-on-the-Water and Chipping Norton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Shakespeare king divides his kingdom between his daughters?':
      "Checked (reviewer's knowledge): King Lear. Not a duplicate of renaissance.ts (which asks who wrote Romeo and Juliet and about the historical Macbeth). So King Lear is right and King John, Richard II and Henry VI are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Shakespeare play contains the line 'Friends, Romans, countrymen, lend me your ears'?":
      "Checked (reviewer's knowledge): Julius Caesar, Mark Antony's funeral speech. So Julius Caesar is right and Antony and Cleopatra, Coriolanus and Titus Andronicus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Shakespeare play features three witches and a Scottish king?':
      "Checked (reviewer's knowledge): Macbeth is right and Hamlet, King Lear and The Tempest are wrong; explanation confirmed. Close to renaissance.ts's question on the historical Macbeth (same key, both mention Duncan) but it asks a different fact; accepted.",
    "What was the name of the London theatre built by Shakespeare's company in 1599?":
      "Checked (reviewer's knowledge): The Globe; reconstruction opened 1997. So The Globe is right and The Rose, The Swan and The Curtain are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Shakespeare play features the magician Prospero and the spirit Ariel?':
      "Checked (reviewer's knowledge): The Tempest. So The Tempest is right and Cymbeline, Pericles and As You Like It are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who is Othello's treacherous ensign?":
      "Checked (reviewer's knowledge): Iago. So Iago is right and Cassio, Roderigo and Brabantio are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which character in A Midsummer Night's Dream is given a donkey's head?":
      "Checked (reviewer's knowledge): Bottom. So Bottom is right and Puck, Oberon and Lysander are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Shakespeare play features the moneylender Shylock?':
      "Checked (reviewer's knowledge): The Merchant of Venice. So The Merchant of Venice is right and Measure for Measure, Twelfth Night and Much Ado About Nothing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Death of a Salesman?':
      "Checked (reviewer's knowledge): Arthur Miller. So Arthur Miller is right and Tennessee Williams, Eugene O'Neill and Edward Albee are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote A Streetcar Named Desire?':
      "Checked (reviewer's knowledge): Tennessee Williams, Pulitzer 1948. So Tennessee Williams is right and Arthur Miller, Eugene O'Neill and Thornton Wilder are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Waiting for Godot?':
      "Checked (reviewer's knowledge): Samuel Beckett, first written in French. So Samuel Beckett is right and Harold Pinter, Eugène Ionesco and Jean Genet are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'Jean Genet' → 'Jean-Paul Sartre'. Rechecked by len-b: Sartre wrote Huis clos, not Godot.",
    'Which Oscar Wilde comedy features a baby found in a handbag at a railway station?':
      "Checked (reviewer's knowledge): The Importance of Being Earnest; Victoria station. So The Importance of Being Earnest is right and Lady Windermere's Fan, An Ideal Husband and A Woman of No Importance are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Irish playwright wrote Pygmalion?':
      "Checked (reviewer's knowledge): George Bernard Shaw. So George Bernard Shaw is right and Sean O'Casey, J. M. Synge and Brendan Behan are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'J. M. Synge' → 'John Millington Synge'. Rechecked by len-b: John Millington Synge wrote The Playboy of the Western World; Pygmalion is Shaw's.",
    "Which Norwegian playwright wrote A Doll's House?":
      "Checked (reviewer's knowledge): Henrik Ibsen. So Henrik Ibsen is right and August Strindberg, Bjørnstjerne Bjørnson and Knut Hamsun are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the metre of most of Shakespeare's verse, with five stresses to the line?":
      "Checked (reviewer's knowledge): Iambic pentameter. So Iambic pentameter is right and Trochaic tetrameter, Dactylic hexameter and Iambic tetrameter are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Anton Chekhov play ends with the sound of trees being cut down?':
      "Checked (reviewer's knowledge): The Cherry Orchard (Moscow, 1904). So The Cherry Orchard is right and The Seagull, Uncle Vanya and Three Sisters are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Greek playwright wrote Oedipus Rex?':
      "Checked (reviewer's knowledge): Sophocles. So Sophocles is right and Euripides, Aeschylus and Aristophanes are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Rosencrantz and Guildenstern Are Dead?':
      "Checked (reviewer's knowledge): Tom Stoppard. So Tom Stoppard is right and Harold Pinter, Alan Ayckbourn and Peter Shaffer are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which Shakespeare play does Malvolio appear in yellow stockings?':
      "Checked (reviewer's knowledge): Twelfth Night. So Twelfth Night is right and As You Like It, Much Ado About Nothing and The Comedy of Errors are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Shakespeare play contains the stage direction 'Exit, pursued by a bear'?":
      "Checked (reviewer's knowledge): The Winter's Tale; Antigonus. So The Winter's Tale is right and Cymbeline, Pericles and Timon of Athens are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Shakespeare heroine disguises herself as a lawyer to save Antonio?':
      "Checked (reviewer's knowledge): Portia (The Merchant of Venice). So Portia is right and Rosalind, Viola and Beatrice are wrong; no other question in the bank gives it away; explanation confirmed.",
    "How many plays were printed in Shakespeare's First Folio of 1623?":
      "Checked (reviewer's knowledge): 36 plays; Pericles and The Two Noble Kinsmen omitted. So 36 is right and 32, 38 and 40 are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What was the name of Shakespeare's wife?":
      "Checked (reviewer's knowledge): Anne Hathaway. So Anne Hathaway is right and Mary Arden, Susanna Hall and Judith Quiney are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Shakespeare character says 'Now is the winter of our discontent'?":
      "Checked (reviewer's knowledge): Richard III (still Duke of Gloucester). So Richard III is right and Henry V, Edward IV and King John are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Look Back in Anger, first staged in 1956?':
      "Checked (reviewer's knowledge): John Osborne, 1956. So John Osborne is right and Harold Pinter, Arnold Wesker and Joe Orton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Danish writer wrote The Snow Queen and The Ugly Duckling?':
      "Checked (reviewer's knowledge): Hans Christian Andersen, born in Odense in 1805. So Hans Christian Andersen is right and Charles Perrault, Jacob Grimm and Carlo Collodi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In Charlie and the Chocolate Factory, what does Charlie find in his chocolate bar?':
      "Checked (reviewer's knowledge): A golden ticket is right and a silver key, a gold coin and a magic ring are wrong; explanation confirmed. Its text and explanation give away the answer to 'Which Roald Dahl book features Willy Wonka?', which is rejected for that reason.",
    'Which bear wears a red jumper and yellow checked trousers?':
      "Checked (reviewer's knowledge): Rupert Bear, Daily Express, 1920. So Rupert is right and Paddington, Winnie-the-Pooh and Baloo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which ancient Greek storyteller is credited with the fable of The Tortoise and the Hare?':
      "Checked (reviewer's knowledge): Aesop. So Aesop is right and Homer, Ovid and Plato are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who wrote Alice's Adventures in Wonderland?":
      "Checked (reviewer's knowledge): Lewis Carroll (Charles Dodgson). So Lewis Carroll is right and Edward Lear, J. M. Barrie and Kenneth Grahame are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Roald Dahl book features a giant who blows dreams into children's bedrooms?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: in The BFG (1982) the Big Friendly Giant catches dreams and blows them into children's bedrooms; The Witches, Fantastic Mr Fox and George's Marvellous Medicine are Dahl books without him; no other question names the BFG.",
    'Which bear from Peru, found at a London railway station, loves marmalade?':
      "Checked (reviewer's knowledge): Paddington, Michael Bond, 1958. So Paddington is right and Rupert, Winnie-the-Pooh and Baloo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What kind of animal is Eeyore in Winnie-the-Pooh?':
      "Checked (reviewer's knowledge): A donkey. So A donkey is right and A horse, A mule and A goat are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Roald Dahl heroine faces the cruel headmistress Miss Trunchbull?':
      "Checked (reviewer's knowledge): Matilda. So Matilda is right and Sophie, Danny and Veruca are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Very Hungry Caterpillar?':
      "Checked (reviewer's knowledge): Eric Carle, 1969. So Eric Carle is right and Maurice Sendak, Dr. Seuss and Julia Donaldson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Dr. Seuss character tries to steal Christmas?':
      "Checked (reviewer's knowledge): The Grinch. So The Grinch is right and The Lorax, Sam-I-Am and The Cat in the Hat are wrong; no other question in the bank gives it away; explanation confirmed.",
    "In Charlotte's Web, what kind of animal is Charlotte?":
      "Checked (reviewer's knowledge): A spider. So A spider is right and A pig, A goose and A rat are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which series does Katniss Everdeen volunteer in place of her sister?':
      "Checked (reviewer's knowledge): The Hunger Games (2008). So The Hunger Games is right and Divergent, The Maze Runner and Twilight are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Peter Pan?':
      "Checked (reviewer's knowledge): J. M. Barrie; the play of 1904. So J. M. Barrie is right and Lewis Carroll, A. A. Milne and Roald Dahl are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Gruffalo?':
      "Checked (reviewer's knowledge): Julia Donaldson, illustrated by Axel Scheffler. So Julia Donaldson is right and Eric Carle, Jill Murphy and Shirley Hughes are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who wrote Where the Wild Things Are?':
      "Checked (reviewer's knowledge): Maurice Sendak. So Maurice Sendak is right and Dr. Seuss, Eric Carle and Arnold Lobel are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'Eric Carle' → 'Chris Van Allsburg'. Rechecked by len-b: Chris Van Allsburg wrote Jumanji and The Polar Express; Where the Wild Things Are is Sendak's.",
    'Who wrote The Wind in the Willows?':
      "Checked (reviewer's knowledge): Kenneth Grahame. So Kenneth Grahame is right and A. A. Milne, Beatrix Potter and Hugh Lofting are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'Hugh Lofting' → 'Frances Hodgson Burnett'. Rechecked by len-b: Frances Hodgson Burnett wrote The Secret Garden; The Wind in the Willows is Grahame's.",
    "In Beatrix Potter's tales, whose garden does Peter Rabbit raid?":
      "Checked (reviewer's knowledge): Mr McGregor's garden. So Mr McGregor's is right and Mr Tod's, Mr Jackson's and Mr Brown's are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the name of the lion in The Lion, the Witch and the Wardrobe?':
      "Checked (reviewer's knowledge): Aslan. So Aslan is right and Tumnus, Caspian and Reepicheep are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote the Twilight novels?':
      "Checked (reviewer's knowledge): Stephenie Meyer, 2005. So Stephenie Meyer is right and Suzanne Collins, Veronica Roth and Cassandra Clare are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Philip Pullman trilogy begins with Northern Lights?':
      "Checked (reviewer's knowledge): His Dark Materials (The Golden Compass in the US). So His Dark Materials is right and The Book of Dust, The Sally Lockhart Mysteries and The Dark Is Rising are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Enid Blyton series follows Julian, Dick, Anne, George and Timmy the dog?':
      "Checked (reviewer's knowledge): The Famous Five, 21 books from 1942. So The Famous Five is right and The Secret Seven, Malory Towers and The Faraway Tree are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Lemony Snicket books follow the Baudelaire orphans?':
      "Checked (reviewer's knowledge): A Series of Unfortunate Events, thirteen books. So A Series of Unfortunate Events is right and The Spiderwick Chronicles, The Sisters Grimm and The Mysterious Benedict Society are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which John Green novel follows two teenagers who meet at a cancer support group?':
      "Checked (reviewer's knowledge): The Fault in Our Stars. So The Fault in Our Stars is right and Looking for Alaska, Paper Towns and Turtles All the Way Down are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Anne of Green Gables?':
      "Checked (reviewer's knowledge): L. M. Montgomery, Prince Edward Island. So L. M. Montgomery is right and Louisa May Alcott, Laura Ingalls Wilder and Frances Hodgson Burnett are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Black Beauty, narrated by the horse himself?':
      "Checked (reviewer's knowledge): Anna Sewell, 1877; she died in April 1878. So Anna Sewell is right and Mary Norton, Dodie Smith and Noel Streatfeild are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Swedish writer created Pippi Longstocking?':
      "Checked (reviewer's knowledge): Astrid Lindgren, 1945. So Astrid Lindgren is right and Selma Lagerlöf, Maria Gripe and Elsa Beskow are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Finnish writer and artist created the Moomins?':
      "Checked (reviewer's knowledge): Tove Jansson, who wrote in Swedish. So Tove Jansson is right and Astrid Lindgren, Mauri Kunnas and Zacharias Topelius are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Secret Garden?':
      "Checked (reviewer's knowledge): Frances Hodgson Burnett. So Frances Hodgson Burnett is right and Edith Nesbit, Kate Douglas Wiggin and Johanna Spyri are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which novel follows Stanley Yelnats at Camp Green Lake?':
      "Checked (reviewer's knowledge): Holes, Louis Sachar, Newbery Medal 1999. So Holes is right and Hatchet, Frindle and Wringer are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Outsiders, published while she was still a teenager?':
      "Checked (reviewer's knowledge): S. E. Hinton, published 1967 when she was 18. So S. E. Hinton is right and Judy Blume, Lois Lowry and Katherine Paterson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Wonderful Wizard of Oz?':
      "Checked (reviewer's knowledge): L. Frank Baum, 1900. So L. Frank Baum is right and Lewis Carroll, Edgar Rice Burroughs and Frank R. Stockton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Stephen King novel features the shape-shifting clown Pennywise?':
      "Checked (reviewer's knowledge): It (1986), the Losers' Club of Derry. So It is right and Carrie, Christine and Cujo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which writer created James Bond?':
      "Checked (reviewer's knowledge): Ian Fleming; Casino Royale, 1953. So Ian Fleming is right and John le Carré, Len Deighton and Frederick Forsyth are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote the Sherlock Holmes stories?':
      "Checked (reviewer's knowledge): Arthur Conan Doyle; A Study in Scarlet, 1887. So Arthur Conan Doyle is right and Agatha Christie, Edgar Allan Poe and Wilkie Collins are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Shining and Misery?':
      "Checked (reviewer's knowledge): Stephen King. So Stephen King is right and Dean Koontz, Clive Barker and James Herbert are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What kind of animal is Napoleon in Animal Farm?':
      "Checked (reviewer's knowledge): A pig; Boxer is the horse. So A pig is right and A horse, A dog and A donkey are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Agatha Christie detective is famous for his little grey cells?':
      "Checked (reviewer's knowledge): Hercule Poirot. So Hercule Poirot is right and Miss Marple, Sherlock Holmes and Inspector Morse are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Great Gatsby?':
      "Checked (reviewer's knowledge): F. Scott Fitzgerald, 1925. So F. Scott Fitzgerald is right and Ernest Hemingway, John Steinbeck and William Faulkner are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Old Man and the Sea?':
      "Checked (reviewer's knowledge): Ernest Hemingway, 1952. So Ernest Hemingway is right and John Steinbeck, Herman Melville and Jack London are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who narrates The Great Gatsby?':
      "Checked (reviewer's knowledge): Nick Carraway. So Nick Carraway is right and Jay Gatsby, Tom Buchanan and George Wilson are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which John Steinbeck novel follows the Joad family to California?':
      "Checked (reviewer's knowledge): The Grapes of Wrath. So The Grapes of Wrath is right and Of Mice and Men, East of Eden and Cannery Row are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which novel is narrated by the teenager Holden Caulfield?':
      "Checked (reviewer's knowledge): The Catcher in the Rye (1951). So The Catcher in the Rye is right and On the Road, A Separate Peace and The Bell Jar are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'On the Road' → 'The Perks of Being a Wallflower'. Rechecked by len-b: The Perks of Being a Wallflower (1999) is narrated by Charlie; Holden narrates The Catcher in the Rye.",
    'Which Margaret Atwood novel is set in the Republic of Gilead?':
      "Checked (reviewer's knowledge): The Handmaid's Tale; The Testaments 2019. So The Handmaid's Tale is right and Oryx and Crake, Alias Grace and The Blind Assassin are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who wrote Beloved, winner of the 1988 Pulitzer Prize for Fiction?':
      "Checked (reviewer's knowledge): Toni Morrison; Pulitzer 1988, Nobel 1993. So Toni Morrison is right and Alice Walker, Maya Angelou and Zora Neale Hurston are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Catch-22?':
      "Checked (reviewer's knowledge): Joseph Heller; Yossarian. So Joseph Heller is right and Kurt Vonnegut, Norman Mailer and Philip Roth are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who wrote Rebecca, which begins 'Last night I dreamt I went to Manderley again'?":
      "Checked (reviewer's knowledge): Daphne du Maurier, Rebecca (1938). So Daphne du Maurier is right and Agatha Christie, Dorothy L. Sayers and Mary Stewart are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Agatha Christie novel is set on a train stopped by a snowdrift?':
      "Checked (reviewer's knowledge): Murder on the Orient Express. So Murder on the Orient Express is right and Death on the Nile, The ABC Murders and And Then There Were None are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who wrote The Girl with the Dragon Tattoo?':
      "Checked (reviewer's knowledge): Stieg Larsson; he died in 2004 and the book came out in 2005 (the explanation's wording is correct if read that way). So Stieg Larsson is right and Henning Mankell, Jo Nesbø and Jussi Adler-Olsen are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Dan Brown novel sends Robert Langdon to a murder in the Louvre?':
      "Checked (reviewer's knowledge): The Da Vinci Code (2003). So The Da Vinci Code is right and Angels & Demons, Inferno and The Lost Symbol are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Lord of the Flies?':
      "Checked (reviewer's knowledge): William Golding. So William Golding is right and Aldous Huxley, Graham Greene and Evelyn Waugh are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'Evelyn Waugh' → 'Christopher Isherwood'. Rechecked by len-b: Christopher Isherwood wrote Goodbye to Berlin; Lord of the Flies is Golding's.",
    'Which Khaled Hosseini novel follows Amir and Hassan in Kabul?':
      "Checked (reviewer's knowledge): The Kite Runner; The Swallows of Kabul is Yasmina Khadra's. So The Kite Runner is right and A Thousand Splendid Suns, And the Mountains Echoed and The Swallows of Kabul are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote On the Road, published in 1957?':
      "Checked (reviewer's knowledge): Jack Kerouac; the scroll draft. So Jack Kerouac is right and Allen Ginsberg, William S. Burroughs and Ken Kesey are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Color Purple?':
      "Checked (reviewer's knowledge): Alice Walker; Pulitzer 1983. So Alice Walker is right and Toni Morrison, Maya Angelou and Gloria Naylor are wrong; no other question in the bank gives it away; explanation confirmed.",
    "In which village does Agatha Christie's Miss Marple live?":
      "Checked (reviewer's knowledge): St Mary Mead; The Murder at the Vicarage, 1930. So St Mary Mead is right and Chipping Cleghorn, Market Basing and King's Abbot are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who created the private detective Philip Marlowe?':
      "Checked (reviewer's knowledge): Raymond Chandler; The Big Sleep, 1939. So Raymond Chandler is right and Dashiell Hammett, Ross Macdonald and James M. Cain are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who created the Edinburgh detective John Rebus?':
      "Checked (reviewer's knowledge): Ian Rankin; Knots and Crosses, 1987. So Ian Rankin is right and Val McDermid, Peter May and Ann Cleeves are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Ian McEwan novel begins on a hot summer's day in 1935 with the young Briony Tallis?":
      "Checked (reviewer's knowledge): Atonement (2001). So Atonement is right and Saturday, Enduring Love and Amsterdam are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who won the Booker Prize for both Wolf Hall and Bring Up the Bodies?':
      "Checked (reviewer's knowledge): Hilary Mantel (Booker 2009 and 2012). So Hilary Mantel is right and Margaret Atwood, Pat Barker and Ali Smith are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Kazuo Ishiguro novel is narrated by the butler Stevens?':
      "Checked (reviewer's knowledge): The Remains of the Day, Booker 1989. So The Remains of the Day is right and Never Let Me Go, An Artist of the Floating World and Klara and the Sun are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who wrote Midnight's Children, winner of the 1981 Booker Prize?":
      "Checked (reviewer's knowledge): Salman Rushdie, Booker 1981. So Salman Rushdie is right and Vikram Seth, Arundhati Roy and Rohinton Mistry are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Cormac McCarthy novel follows a father and son across a burned-out America?':
      "Checked (reviewer's knowledge): The Road, Pulitzer 2007. So The Road is right and No Country for Old Men, Blood Meridian and All the Pretty Horses are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Donna Tartt novel won the 2014 Pulitzer Prize for Fiction?':
      "Checked (reviewer's knowledge): The Goldfinch; The Lovely Bones is Alice Sebold's, so not a second right answer. So The Goldfinch is right and The Secret History, The Little Friend and The Lovely Bones are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote the Harry Potter books?':
      "Checked (reviewer's knowledge): J. K. Rowling, 1997. No duplicate with harry-potter.ts (it asks her pen name and middle name, not authorship). So J. K. Rowling is right and J. R. R. Tolkien, C. S. Lewis and Roald Dahl are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Hobbit?':
      "Checked (reviewer's knowledge): Tolkien, 1937. So J. R. R. Tolkien is right and C. S. Lewis, Terry Pratchett and George R. R. Martin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which land is The Lion, the Witch and the Wardrobe set?':
      "Checked (reviewer's knowledge): Narnia. So Narnia is right and Middle-earth, Neverland and Wonderland are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which hobbit carries the One Ring to Mordor in The Lord of the Rings?':
      "Checked (reviewer's knowledge): Frodo Baggins. So Frodo Baggins is right and Bilbo Baggins, Samwise Gamgee and Peregrin Took are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which wizard recruits Bilbo Baggins for the quest in The Hobbit?':
      "Checked (reviewer's knowledge): Gandalf. So Gandalf is right and Saruman, Radagast and Merlin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Nineteen Eighty-Four?':
      "Checked (reviewer's knowledge): George Orwell. So George Orwell is right and Aldous Huxley, Ray Bradbury and H. G. Wells are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Frankenstein?':
      "Checked (reviewer's knowledge): Mary Shelley, 1818. So Mary Shelley is right and Bram Stoker, Percy Bysshe Shelley and Robert Louis Stevenson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Dracula?':
      "Checked (reviewer's knowledge): Bram Stoker, 1897. So Bram Stoker is right and Mary Shelley, Edgar Allan Poe and Oscar Wilde are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the first name of Frankenstein, the scientist who builds the creature?':
      "Checked (reviewer's knowledge): Victor. So Victor is right and Henry, Robert and William are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the name of the hero of Nineteen Eighty-Four?':
      "Checked (reviewer's knowledge): Winston Smith. So Winston Smith is right and Julian West, Bernard Marx and Guy Montag are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who wrote The War of the Worlds?':
      "Checked (reviewer's knowledge): H. G. Wells; the Martians land at Horsell Common, Surrey. So H. G. Wells is right and Jules Verne, Arthur C. Clarke and Isaac Asimov are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Twenty Thousand Leagues Under the Seas?':
      "Checked (reviewer's knowledge): Jules Verne. So Jules Verne is right and H. G. Wells, Edgar Rice Burroughs and Arthur Conan Doyle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Fahrenheit 451?':
      "Checked (reviewer's knowledge): Ray Bradbury. So Ray Bradbury is right and Isaac Asimov, Philip K. Dick and Robert A. Heinlein are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Who wrote The Hitchhiker's Guide to the Galaxy?":
      "Checked (reviewer's knowledge): Douglas Adams; radio series 1978. So Douglas Adams is right and Terry Pratchett, Neil Gaiman and Iain M. Banks are wrong; no other question in the bank gives it away; explanation confirmed.",
    "In The Hitchhiker's Guide to the Galaxy, what is the Answer to the Ultimate Question of Life, the Universe and Everything?":
      "Checked (reviewer's knowledge): 42; Deep Thought, seven and a half million years. So 42 is right and 7, 101 and 64 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote the Discworld novels?':
      "Checked (reviewer's knowledge): Terry Pratchett; The Colour of Magic, 1983. So Terry Pratchett is right and Douglas Adams, Neil Gaiman and Piers Anthony are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-a): 'Piers Anthony' → 'Ursula K. Le Guin'. Rechecked by len-b: Ursula K. Le Guin wrote the Earthsea books, not Discworld.",
    'Who wrote Brave New World?':
      "Checked (reviewer's knowledge): Aldous Huxley, 1932. So Aldous Huxley is right and George Orwell, Ray Bradbury and Anthony Burgess are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Dune, published in 1965?':
      "Checked (reviewer's knowledge): Frank Herbert. So Frank Herbert is right and Isaac Asimov, Robert A. Heinlein and Arthur C. Clarke are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who set out the Three Laws of Robotics?':
      "Checked (reviewer's knowledge): Isaac Asimov; Runaround (1942). So Isaac Asimov is right and Arthur C. Clarke, Robert A. Heinlein and Philip K. Dick are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Do Androids Dream of Electric Sheep?':
      "Checked (reviewer's knowledge): Philip K. Dick; Blade Runner (1982). So Philip K. Dick is right and William Gibson, Ursula K. Le Guin and Frank Herbert are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote A Wizard of Earthsea?':
      "Checked (reviewer's knowledge): Ursula K. Le Guin; Roke. So Ursula K. Le Guin is right and Anne McCaffrey, Marion Zimmer Bradley and Andre Norton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Neuromancer, published in 1984?':
      "Checked (reviewer's knowledge): William Gibson (1984). So William Gibson is right and Bruce Sterling, Neal Stephenson and Philip K. Dick are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the name of Aragorn's reforged sword in The Lord of the Rings?":
      "Checked (reviewer's knowledge): Andúril, from the shards of Narsil. So Andúril is right and Glamdring, Orcrist and Sting are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote War and Peace?':
      "Checked (reviewer's knowledge): Leo Tolstoy. So Leo Tolstoy is right and Fyodor Dostoevsky, Anton Chekhov and Ivan Turgenev are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which two epic poems about the Trojan War and its aftermath are attributed to Homer?':
      "Checked (reviewer's knowledge): The Iliad and the Odyssey. So The Iliad and the Odyssey is right and The Aeneid and the Odyssey, Beowulf and the Iliad and The Divine Comedy and the Aeneid are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the name of Don Quixote's squire?":
      "Checked (reviewer's knowledge): Sancho Panza. So Sancho Panza is right and Ginés de Pasamonte, Sansón Carrasco and Pedro Pérez are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Count of Monte Cristo and The Three Musketeers?':
      "Checked (reviewer's knowledge): Alexandre Dumas (père), 1844-46. So Alexandre Dumas is right and Victor Hugo, Jules Verne and Honoré de Balzac are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Franz Kafka story begins with Gregor Samsa waking up as a giant insect?':
      "Checked (reviewer's knowledge): The Metamorphosis (1915). So The Metamorphosis is right and The Trial, The Castle and In the Penal Colony are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Tolstoy heroine throws herself under a train?':
      "Checked (reviewer's knowledge): Anna Karenina. So Anna Karenina is right and Natasha Rostova, Sonya Marmeladova and Tatyana Larina are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Nigerian novelist wrote Things Fall Apart?':
      "Checked (reviewer's knowledge): Chinua Achebe, 1958. So Chinua Achebe is right and Wole Soyinka, Ben Okri and Chimamanda Ngozi Adichie are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Brazilian author wrote The Alchemist?':
      "Checked (reviewer's knowledge): Paulo Coelho; Santiago. So Paulo Coelho is right and Jorge Amado, Machado de Assis and Clarice Lispector are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Italian author wrote The Name of the Rose?':
      "Checked (reviewer's knowledge): Umberto Eco; 1327 monastery. So Umberto Eco is right and Italo Calvino, Primo Levi and Alberto Moravia are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Japanese author wrote Norwegian Wood and Kafka on the Shore?':
      "Checked (reviewer's knowledge): Haruki Murakami. So Haruki Murakami is right and Kazuo Ishiguro, Yukio Mishima and Kenzaburō Ōe are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which German writer wrote Faust?':
      "Checked (reviewer's knowledge): Goethe. So Goethe is right and Schiller, Heine and Lessing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Crime and Punishment?':
      "Checked (reviewer's knowledge): Dostoevsky, 1866. Difficulty looks medium rather than hard. So Fyodor Dostoevsky is right and Leo Tolstoy, Nikolai Gogol and Alexander Pushkin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Les Misérables?':
      "Checked (reviewer's knowledge): Victor Hugo, 1862. Difficulty looks medium (or easy) rather than hard. So Victor Hugo is right and Alexandre Dumas, Émile Zola and Gustave Flaubert are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote One Hundred Years of Solitude?':
      "Checked (reviewer's knowledge): Gabriel García Márquez; Macondo. So Gabriel García Márquez is right and Jorge Luis Borges, Mario Vargas Llosa and Isabel Allende are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Divine Comedy?':
      "Checked (reviewer's knowledge): Dante Alighieri. So Dante Alighieri is right and Giovanni Boccaccio, Petrarch and Virgil are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Madame Bovary?':
      "Checked (reviewer's knowledge): Gustave Flaubert; acquitted in 1857. So Gustave Flaubert is right and Honoré de Balzac, Stendhal and Émile Zola are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Stranger, whose hero Meursault shoots a man on a beach near Algiers?':
      "Checked (reviewer's knowledge): Albert Camus, L'Étranger (1942). So Albert Camus is right and Jean-Paul Sartre, André Gide and André Malraux are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Russian poet wrote Eugene Onegin, a novel in verse?':
      "Checked (reviewer's knowledge): Alexander Pushkin; Tchaikovsky's opera. So Alexander Pushkin is right and Mikhail Lermontov, Nikolai Gogol and Fyodor Tyutchev are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Tale of Genji?':
      "Checked (reviewer's knowledge): Murasaki Shikibu. So Murasaki Shikibu is right and Sei Shōnagon, Ono no Komachi and Izumi Shikibu are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Chilean poet won the Nobel Prize in Literature in 1971?':
      "Checked (reviewer's knowledge): Pablo Neruda; Mistral won in 1945. So Pablo Neruda is right and Gabriela Mistral, Octavio Paz and Nicanor Parra are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Czech-born novelist wrote The Unbearable Lightness of Being?':
      "Checked (reviewer's knowledge): Milan Kundera. So Milan Kundera is right and Václav Havel, Bohumil Hrabal and Josef Škvorecký are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote Doctor Zhivago?':
      "Checked (reviewer's knowledge): Boris Pasternak; first published in Italy, 1957. So Boris Pasternak is right and Mikhail Bulgakov, Aleksandr Solzhenitsyn and Vasily Grossman are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote The Master and Margarita?':
      "Checked (reviewer's knowledge): Mikhail Bulgakov; Woland. So Mikhail Bulgakov is right and Boris Pasternak, Vladimir Nabokov and Isaac Babel are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Argentine writer wrote the short-story collection Ficciones?':
      "Checked (reviewer's knowledge): Jorge Luis Borges, director of the National Library. So Jorge Luis Borges is right and Julio Cortázar, Ernesto Sabato and Adolfo Bioy Casares are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the name of Don Quixote's horse?":
      "Checked (reviewer's knowledge): Rocinante; Babieca was El Cid's. So Rocinante is right and Babieca, Bucephalus and Marengo are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who wrote In Search of Lost Time?':
      "Checked (reviewer's knowledge): Marcel Proust; the madeleine. So Marcel Proust is right and André Gide, Anatole France and Colette are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which king of Uruk is the hero of an ancient Mesopotamian epic poem?':
      "Checked (reviewer's knowledge): Gilgamesh. So Gilgamesh is right and Enkidu, Utnapishtim and Sargon are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Indian epic contains the Bhagavad Gita?':
      "Checked (reviewer's knowledge): The Mahabharata. So The Mahabharata is right and The Ramayana, The Rigveda and The Panchatantra are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Persian poet wrote the Rubaiyat translated by Edward FitzGerald?':
      "Checked (reviewer's knowledge): Omar Khayyam. So Omar Khayyam is right and Rumi, Hafez and Ferdowsi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which Bengali poet became the first non-European Nobel laureate in Literature, in 1913?':
      "Checked (reviewer's knowledge): Rabindranath Tagore, 1913. So Rabindranath Tagore is right and Sarojini Naidu, Muhammad Iqbal and Kazi Nazrul Islam are wrong; no other question in the bank gives it away; explanation confirmed.",
  },
};
