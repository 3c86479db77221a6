import type { BankReview } from './review.js';

/** bank-i6's check of bank-i5's shakespeare bank (ADR 0195); registered in index.ts once both are merged. */
export const shakespeareReview: BankReview = {
  bank: 'shakespeare',
  writer: 'bank-i5',
  reviewer: 'bank-i6',
  checks: {
    'What kind of play is Macbeth?':
      "Checked (Britannica, 'Macbeth'; Folger text): Macbeth is a tragedy and the shortest of the tragedies; options are the other genre labels; explanation confirmed.",
    'How does Ophelia die?':
      'Checked (Folger text of Hamlet, 4.7): Gertrude reports that Ophelia drowned, her clothes spreading wide and bearing her up awhile; explanation confirmed.',
    'With whom is Romeo in love before he meets Juliet?':
      'Checked (Folger text of Romeo and Juliet, 1.1–1.2): Romeo pines for Rosaline, who never appears; he goes to the Capulet feast to see her; Rosalind (As You Like It) is a fair trap, not a second answer; explanation confirmed.',
    'In Hamlet, whose ghost walks the battlements of the castle at night?':
      "Checked (Folger text of Hamlet, 1.1 and 1.5): the ghost of Hamlet's father walks the platform at Elsinore and says he was poisoned through the ear while sleeping in his orchard; explanation confirmed.",
    "Who has murdered Hamlet's father before the play begins?":
      'Checked (Folger text of Hamlet, 1.5): Claudius poisoned his brother, married Gertrude and took the crown; explanation confirmed.',
    'Whose skull does Hamlet hold in the graveyard scene?':
      "Checked (Folger text of Hamlet, 5.1): 'Alas, poor Yorick', the king's jester, who 'hath borne me on his back a thousand times'; explanation confirmed.",
    "Whom does Hamlet kill by stabbing through a curtain in his mother's room?":
      "Checked (Folger text of Hamlet, 3.4): Hamlet stabs Polonius through the arras in Gertrude's closet; explanation confirmed.",
    'Whose poisoned sword kills Hamlet in the final duel?':
      "Checked (Folger text of Hamlet, 5.2): Hamlet is wounded by Laertes's envenomed rapier; Laertes is hit with it too and confesses the plot; explanation confirmed.",
    'At which university has Hamlet been studying when the play opens?':
      "Checked (Folger text of Hamlet, 1.2; Britannica, 'University of Wittenberg'): Hamlet wants to go back to school in Wittenberg, where Luther taught; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Norwegian prince walks in at the end of Hamlet to claim the Danish throne?':
      "Checked (Folger text of Hamlet, 1.1 and 5.2): Fortinbras of Norway arrives at the end and has Hamlet's dying voice; his father was slain by old Hamlet in single combat; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which play is the longest Shakespeare wrote?':
      "Checked (Britannica, 'Hamlet'; Folger line counts): Hamlet is the longest play, about 4,000 lines in the conflated text; explanation confirmed.",
    "What is Juliet's family name?":
      "Checked (Folger text of Romeo and Juliet, prologue and 1.1): Juliet is a Capulet; the play opens with a brawl between the two houses' servants; explanation confirmed.",
    'How does Romeo kill himself?':
      'Checked (Folger text of Romeo and Juliet, 5.1 and 5.3): Romeo drinks poison bought from a poor apothecary in Mantua, where selling it is a capital crime; explanation confirmed.',
    "Which of Juliet's cousins kills Romeo's friend and is then killed by Romeo?":
      'Checked (Folger text of Romeo and Juliet, 3.1): Tybalt kills Mercutio and is killed by Romeo; the Prince banishes Romeo; explanation confirmed. Note: the existing literature explanation already says Romeo killed Tybalt.',
    'Which friar secretly marries Romeo and Juliet?':
      "Checked (Folger text of Romeo and Juliet, 2.6): Friar Laurence marries them, hoping to turn the households' rancour to love; Friar Tuck, Friar Francis and Friar Peter belong elsewhere; explanation confirmed.",
    "Which nobleman do Juliet's parents want her to marry?":
      "Checked (Folger text of Romeo and Juliet, 1.2–3.4 and 5.3): Count (County) Paris is the Capulets' choice; Romeo kills him at the tomb and only then recognises him; explanation confirmed.",
    'How old is Juliet in the play?':
      "Checked (Folger text of Romeo and Juliet, 1.3): Juliet is not yet fourteen; 'Come Lammas Eve at night shall she be fourteen'; explanation confirmed.",
    'What does the prologue of Romeo and Juliet call the two young lovers?':
      "Checked (Folger text of Romeo and Juliet, prologue): 'A pair of star-crossed lovers', in a sonnet spoken by the Chorus; explanation confirmed.",
    'Which king does Macbeth murder in his sleep?':
      "Checked (Folger text of Macbeth, 2.2): Macbeth kills the sleeping Duncan with the grooms' daggers; explanation confirmed. Note: the existing literature explanation already says Macbeth murders King Duncan.",
    'Which new title do the witches greet Macbeth with before he knows it is his?':
      "Checked (Folger text of Macbeth, 1.2–1.3): the witches hail him Thane of Cawdor before he learns the title has been given him after the old thane's treason; explanation confirmed.",
    "Whose ghost sits in Macbeth's place at the banquet?":
      "Checked (Folger text of Macbeth, 3.4): Banquo's ghost sits in Macbeth's place; the witches said Banquo would beget kings; explanation confirmed.",
    'Which son of Banquo escapes the murderers sent by Macbeth?':
      "Checked (Folger text of Macbeth, 3.3; Britannica, 'Banquo'): Fleance escapes; the Stuarts claimed descent from Banquo; explanation confirmed.",
    'Which wood must come to Dunsinane before Macbeth can be defeated?':
      "Checked (Folger text of Macbeth, 4.1 and 5.4): Birnam Wood must come to Dunsinane; Malcolm's soldiers carry boughs to hide their numbers; explanation confirmed.",
    'Who kills Macbeth at the end of the play?':
      "Checked (Folger text of Macbeth, 4.2 and 5.8): Macduff kills Macbeth; Macbeth had Macduff's wife and children murdered; explanation confirmed.",
    "Why does the witches' promise that no man 'of woman born' can harm Macbeth fail?":
      "Checked (Folger text of Macbeth, 5.8): Macduff 'was from his mother's womb untimely ripped', that is born by caesarean section; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which play do many actors refuse to name inside a theatre, calling it the Scottish play?':
      "Checked (Britannica, 'Macbeth'; Royal Shakespeare Company on the curse): theatre superstition avoids naming Macbeth backstage and calls it the Scottish play; different fact from the literature question; explanation confirmed.",
    "Which play's hero is called the Moor of Venice?":
      'Checked (Folger text of Othello, title page): Othello, the Moor of Venice, a general in Venetian service; explanation confirmed.',
    'What does Desdemona lose that Iago uses as false proof of her unfaithfulness?':
      "Checked (Folger text of Othello, 3.3): Desdemona drops the handkerchief, 'spotted with strawberries', Othello's first remembrance to her; Iago uses it as proof; explanation confirmed.",
    'To which island is Othello sent to defend it against the Turks?':
      'Checked (Folger text of Othello, 1.3 and 2.1): Othello is sent to Cyprus against the Turks; a storm destroys the Turkish fleet; explanation confirmed.',
    'Which lieutenant does Iago get drunk so that he loses his post?':
      "Checked (Folger text of Othello, 2.3): Iago gets Cassio drunk so he loses his lieutenancy, then urges him to seek Desdemona's help; explanation confirmed.",
    'Who is the wife of Iago who finally exposes his plot?':
      "Checked (Folger text of Othello, 5.2): Emilia, Iago's wife, exposes him and is killed by him; explanation confirmed.",
    'How does Othello kill Desdemona?':
      "Checked (Folger text of Othello, 5.2, Folio direction 'Smothers her'): he smothers Desdemona in bed and kills himself on learning the truth; explanation confirmed.",
    "What are the names of King Lear's two elder daughters?":
      'Checked (Folger text of King Lear, 1.1 and 2.4): Goneril and Regan flatter Lear, then shut him out into the storm; explanation confirmed.',
    'Which nobleman has his eyes put out on stage in King Lear?':
      "Checked (Folger text of King Lear, 3.7 and 4.1): Gloucester is blinded on stage and led towards Dover by Edgar, disguised; explanation confirmed. Reworded by the lead (issue 14, a reviewer's note): 'earl' became 'nobleman': Albany and Cornwall are dukes, so 'earl' ruled two options out by their rank. Rechecked by len-h: confirmed: Kent (an earl), Albany and Cornwall (dukes) are all noblemen, so none is ruled out by rank; Cornwall puts out Gloucester's eyes in 3.7 and none of the three is blinded, so Gloucester stays the one right answer.",
    "What is the name of Gloucester's illegitimate son in King Lear?":
      "Checked (Folger text of King Lear, 1.2 and 5.1): Edmund is Gloucester's bastard son, plots against Edgar and courts Goneril and Regan; explanation confirmed.",
    'Which character in King Lear disguises himself as the mad beggar Poor Tom?':
      'Checked (Folger text of King Lear, 1.2 and 2.3): Edgar, framed by a forged letter, disguises himself as Poor Tom; explanation confirmed.',
    'Which loyal follower of King Lear is banished but returns disguised as a servant?':
      'Checked (Folger text of King Lear, 1.1, 1.4 and 5.3): Kent is banished and returns disguised as the servant Caius; explanation confirmed.',
    'Which early tragedy ends with a mother being served her own sons baked in a pie?':
      'Checked (Folger text of Titus Andronicus, 5.3): Titus serves Tamora her sons baked in a pie; explanation confirmed.',
    'How does Cleopatra die in Antony and Cleopatra?':
      'Checked (Folger text of Antony and Cleopatra, 5.2): Cleopatra dies from the bite of an asp brought in a basket of figs; explanation confirmed.',
    "Which play's hero gives away his whole fortune and then turns against all mankind?":
      "Checked (Folger text of Timon of Athens, 4.3 and 5.4): Timon gives away his wealth, turns misanthrope, lives in a cave by the shore and digs up gold; explanation confirmed. Options reworded for length (issue 14, len-a): 'Pericles' → 'Titus Andronicus'. Rechecked by len-b: Titus Andronicus is a Roman revenge tragedy; the misanthrope who gives away his fortune is Timon.",
    'Which Roman general, banished from Rome, leads the Volscians against his own city?':
      'Checked (Folger text of Coriolanus, 4.5, 5.3 and 5.6): banished, he leads the Volscians against Rome; Volumnia persuades him to spare it and he is killed for it; explanation confirmed.',
    'Which Shakespeare play is set during the Trojan War?':
      "Checked (Britannica, 'Troilus and Cressida'): set during the siege of Troy, with Achilles, Hector and Ulysses; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which play is the title character killed halfway through, in Act 3?':
      'Checked (Folger text of Julius Caesar, 3.1 and 5.3–5.5): Caesar is killed in Act 3, scene 1; the conspirators fall at Philippi; explanation confirmed.',
    'Which kind of Shakespeare play usually ends in one or more weddings?':
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'William Shakespeare: comedies'): the comedies typically end in marriages; As You Like It ends with four couples; explanation confirmed. Note: 'his plays' has no antecedent when this is served in a Literature round; suggest 'Shakespeare's plays'.",
    'His plays are usually grouped into comedies, tragedies and which third kind?':
      "Checked (First Folio, 1623, title 'Comedies, Histories, & Tragedies'): the three Folio groupings; explanation confirmed. Note: 'His plays' has no antecedent in a mixed Literature round; suggest 'Shakespeare's plays'.",
    "Who are the king and queen of the fairies in A Midsummer Night's Dream?":
      "Checked (Folger text of A Midsummer Night's Dream, 2.1): Oberon and Titania quarrel over a changeling boy; explanation confirmed.",
    "Near which city are the woods of A Midsummer Night's Dream?":
      "Checked (Folger text of A Midsummer Night's Dream, 1.1 and 5.1): the wood is near Athens; the play ends with Theseus's wedding; explanation confirmed.",
    "Which play do the workmen perform at the wedding in A Midsummer Night's Dream?":
      "Checked (Folger text of A Midsummer Night's Dream, 5.1): the mechanicals play Pyramus and Thisbe, to the court's laughter; explanation confirmed.",
    'What does Oberon use to make Titania fall for the first creature she sees on waking?':
      "Checked (Folger text of A Midsummer Night's Dream, 2.1): the juice of love-in-idleness, the flower struck by Cupid's bolt; explanation confirmed.",
    'In Twelfth Night, which shipwrecked twin disguises herself as a young man called Cesario?':
      'Checked (Folger text of Twelfth Night, 1.2 and 1.4): Viola disguises herself as Cesario, serves Orsino and loves him; explanation confirmed.',
    'On which coast are the twins shipwrecked in Twelfth Night?':
      "Checked (Folger text of Twelfth Night, 1.2; Britannica, 'Illyria'): 'This is Illyria, lady'; Illyria was the ancient east Adriatic coast; explanation confirmed.",
    'Which duke is in love with the countess Olivia in Twelfth Night?':
      'Checked (Folger text of Twelfth Night, 1.1 and 1.5): Duke Orsino loves Olivia, who falls for his page Cesario; explanation confirmed.',
    'The title Twelfth Night refers to the last night of which festive season?':
      "Checked (Britannica, 'Twelfth Night'): the twelfth night of Christmas, the eve of Epiphany, 5 or 6 January; explanation confirmed.",
    'Which pair of sparring lovers are tricked into admitting their love in Much Ado About Nothing?':
      'Checked (Folger text of Much Ado About Nothing, 2.3 and 3.1): Beatrice and Benedick are gulled by overheard conversations; explanation confirmed.',
    'Which bumbling constable in Much Ado About Nothing gets his words comically wrong?':
      "Checked (Folger text of Much Ado About Nothing, 3.3 and 5.1): Dogberry's malapropisms; his watch uncovers Borachio and Conrade; explanation confirmed.",
    'In which Sicilian city is Much Ado About Nothing set?':
      "Checked (Folger text of Much Ado About Nothing, 1.1): set in Messina, Leonato its governor welcoming Don Pedro's soldiers; explanation confirmed.",
    'Who sets out to tame Katherina in The Taming of the Shrew?':
      "Checked (Folger text of The Taming of the Shrew, 1.2): Petruchio comes 'to wive it wealthily in Padua'; explanation confirmed.",
    'Which heroine of As You Like It disguises herself as a youth called Ganymede?':
      'Checked (Folger text of As You Like It, 1.3): Rosalind as Ganymede, Celia as the shepherdess Aliena; explanation confirmed.',
    'In which forest do the exiles of As You Like It make their home?':
      "Checked (Folger text of As You Like It, 1.1; Britannica, 'Forest of Arden'): the exiles live in the Forest of Arden, a Warwickshire forest, and his mother was Mary Arden; explanation confirmed.",
    "In The Merchant of Venice, which casket holds Portia's portrait?":
      "Checked (Folger text of The Merchant of Venice, 3.2): Bassanio chooses lead and finds Portia's portrait with a scroll, 'You that choose not by the view'; explanation confirmed.",
    'What is the name of the monstrous islander in The Tempest, son of the witch Sycorax?':
      "Checked (Folger text of The Tempest, 1.2): Caliban, son of Sycorax, claims 'This island's mine, by Sycorax my mother'; explanation confirmed.",
    'Of which Italian city was Prospero the rightful duke before his brother overthrew him?':
      'Checked (Folger text of The Tempest, 1.2): Prospero, rightful Duke of Milan, was set adrift with Miranda and his books; explanation confirmed.',
    'What does Prospero promise to do with his book of magic at the end of The Tempest?':
      "Checked (Folger text of The Tempest, 5.1): 'I'll break my staff... I'll drown my book'; explanation confirmed.",
    "Which king in The Winter's Tale wrongly accuses his wife of betraying him with his friend?":
      "Checked (Folger text of The Winter's Tale, 1.2 and 2.3): Leontes accuses Hermione with Polixenes and has the baby Perdita abandoned; explanation confirmed.",
    "What happens to the statue of Hermione in the last scene of The Winter's Tale?":
      "Checked (Folger text of The Winter's Tale, 5.3): Hermione's 'statue' comes to life after sixteen years; explanation confirmed.",
    "Which country is famously given a seacoast in The Winter's Tale?":
      "Checked (Folger text of The Winter's Tale, 3.3; Britannica, 'The Winter's Tale'): 'the deserts of Bohemia' by the sea, though Bohemia was landlocked; explanation confirmed.",
    'Which comedy is built around two pairs of identical twins?':
      "Checked (Britannica, 'The Comedy of Errors'): two pairs of twins, the Antipholuses and the Dromios, parted in a shipwreck; explanation confirmed.",
    "Which is Shakespeare's shortest play?":
      "Checked (Britannica, 'The Comedy of Errors'; Folger line counts): the shortest play, about 1,770 lines; explanation confirmed. Options reworded for length (issue 14, len-a): 'Julius Caesar' → 'A Midsummer Night's Dream'. Rechecked by len-b: A Midsummer Night's Dream runs to about 2,100 lines, longer than The Comedy of Errors (about 1,750-1,800).",
    'Which comedy is said to have been written because Elizabeth I wanted to see a certain fat knight in love?':
      "Checked (Britannica, 'The Merry Wives of Windsor'): the tradition that Elizabeth wished to see Falstaff in love was first printed by John Dennis in 1702; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which play contains Shakespeare's longest word, honorificabilitudinitatibus?":
      "Checked (Folger text of Love's Labour's Lost, 5.1): Costard says 'honorificabilitudinitatibus'; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which city is Measure for Measure set?':
      "Checked (Folger text of Measure for Measure, 1.1–1.3): set in Vienna; the Duke feigns departure and watches Angelo disguised as a friar; explanation confirmed. Options reworded for length (issue 14, len-a): 'Prague' → 'Florence'. Rechecked by len-b: the Folio text sets the play in Vienna; Florence is not its setting.",
    'Which play features a dog called Crab?':
      "Checked (Folger text of The Two Gentlemen of Verona, 2.3): Launce's dog Crab shed not one tear at parting; explanation confirmed.",
    "In All's Well That Ends Well, whom does Helena win as her husband?":
      "Checked (Folger text of All's Well That Ends Well, 2.3): Helena wins Bertram, who flees to the Florentine wars; explanation confirmed.",
    'Which play is named after a legendary king of ancient Britain whose daughter is Innogen?':
      "Checked (Britannica, 'Cymbeline'): legendary British king; daughter Innogen, printed Imogen in most editions; explanation confirmed.",
    'With which playwright did Shakespeare write The Two Noble Kinsmen?':
      "Checked (Britannica, 'The Two Noble Kinsmen'; 'John Fletcher'): written with Fletcher, who became the King's Men's chief playwright; explanation confirmed.",
    'What deformity does Shakespeare give Richard III?':
      "Checked (Folger text of Richard III, 1.1; University of Leicester Richard III project): Richard is 'deformed' and hunchbacked in the play; the skeleton found in 2012 shows scoliosis; explanation confirmed.",
    'At which battle does Richard III die in the play?':
      'Checked (Folger text of Richard III, 5.5): Richard dies at Bosworth; Richmond becomes Henry VII; explanation confirmed.',
    'Which of his relatives does Richard order to be murdered in the Tower of London?':
      "Checked (Folger text of Richard III, 4.2–4.3): Richard has the princes, Edward IV's sons, murdered in the Tower; explanation confirmed.",
    'Which civil wars do the Henry VI plays and Richard III dramatise?':
      "Checked (Britannica, 'Wars of the Roses'; 'Henry VI'): the first tetralogy dramatises the Lancaster–York wars; explanation confirmed.",
    "Which fat old knight is Prince Hal's drinking companion in Henry IV?":
      "Checked (Britannica, 'Falstaff'): Prince Hal's companion, first named Oldcastle until the Cobham family objected; explanation confirmed.",
    'Which king is the father of Prince Hal?':
      "Checked (Folger text of Henry IV, Part 1): Hal is Henry IV's son; Henry deposed his cousin Richard II; explanation confirmed.",
    'Which rebel, nicknamed Hotspur, does Prince Hal kill at the Battle of Shrewsbury?':
      'Checked (Folger text of Henry IV, Part 1, 5.4): Hal kills Henry Percy, Hotspur, son of Northumberland, at Shrewsbury; explanation confirmed.',
    'Which Welsh leader boasts that he can call spirits from the vasty deep?':
      "Checked (Folger text of Henry IV, Part 1, 3.1): Glendower: 'I can call spirits from the vasty deep'; Hotspur: 'But will they come?'; explanation confirmed.",
    'Which king is deposed by his cousin Henry Bolingbroke?':
      "Checked (Britannica, 'Richard II'): Bolingbroke deposes Richard; the deposition scene was omitted from the quartos until 1608; explanation confirmed.",
    "Which dying nobleman praises England as 'this sceptred isle'?":
      "Checked (Folger text of Richard II, 2.1): John of Gaunt's dying speech, 'This royal throne of kings, this sceptred isle'; explanation confirmed.",
    "Before which battle does Henry V speak of 'we few, we happy few, we band of brothers'?":
      "Checked (Folger text of Henry V, 4.3): the St Crispin's Day speech before Agincourt, 25 October 1415; explanation confirmed.",
    'Which French princess does Henry V woo at the end of the play?':
      'Checked (Folger text of Henry V, 3.4 and 5.2): Henry woos Katherine of France; 3.4 is her English lesson in French; explanation confirmed.',
    "In Henry VI, Part 2, a follower of which rebel says 'The first thing we do, let's kill all the lawyers'?":
      'Checked (Folger text of Henry VI, Part 2, 4.2): Dick the Butcher, a follower of Jack Cade; explanation confirmed.',
    'Which French heroine fights the English in Henry VI, Part 1?':
      "Checked (Britannica, 'Henry VI, Part 1'): Joan la Pucelle fights the English and is shown as a witch; explanation confirmed.",
    'Which history play ends with the christening of the future Elizabeth I?':
      "Checked (Britannica, 'Henry VIII'): ends with Elizabeth's christening and Cranmer's prophecy; also called All Is True; explanation confirmed.",
    "In which history play does the king's young nephew Arthur die leaping from a castle wall?":
      "Checked (Folger text of King John, 4.3; Britannica, 'King John'): Arthur dies leaping from the walls; Magna Carta is not mentioned; explanation confirmed.",
    "How many plays make up Shakespeare's two cycles of English history, from Richard II to Richard III?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'history play'): Richard II to Henry V (4) and Henry VI 1–3 and Richard III (4), eight in two tetralogies; explanation confirmed. Note: 'his two cycles' has no antecedent in a mixed Literature round; suggest naming Shakespeare.",
    'Supporters of which earl paid for a performance of Richard II on the eve of their rebellion in 1601?':
      "Checked (Britannica, 'Essex's Rebellion'): Essex's supporters paid the Chamberlain's Men to stage Richard II on 7 February 1601; Essex was beheaded; explanation confirmed.",
    "When Juliet asks 'wherefore art thou Romeo?', what does wherefore mean?":
      "Checked (OED, 'wherefore'): wherefore means why; explanation confirmed.",
    'According to Juliet, what would smell as sweet by any other name?':
      "Checked (Folger text of Romeo and Juliet, 2.2): 'that which we call a rose / By any other word would smell as sweet'; explanation confirmed.",
    "Which character says 'Parting is such sweet sorrow'?":
      "Checked (Folger text of Romeo and Juliet, 2.2): Juliet says 'Parting is such sweet sorrow' at the end of the balcony scene; explanation confirmed.",
    "Which character cries 'A plague o' both your houses!' as he dies?":
      "Checked (Folger text of Romeo and Juliet, 3.1): Mercutio, the Prince's kinsman, 'A plague o' both your houses'; explanation confirmed.",
    "Who chant 'Double, double toil and trouble; fire burn and cauldron bubble'?":
      "Checked (Folger text of Macbeth, 4.1): the witches' chant, with eye of newt and toe of frog; explanation confirmed.",
    "Which character cries 'Out, damned spot!' while sleepwalking?":
      'Checked (Folger text of Macbeth, 5.1): Lady Macbeth sleepwalking, watched by a doctor and a gentlewoman; explanation confirmed.',
    "Which character asks 'Is this a dagger which I see before me'?":
      "Checked (Folger text of Macbeth, 2.1): Macbeth's dagger soliloquy; explanation confirmed.",
    "Macbeth's 'Tomorrow, and tomorrow, and tomorrow' speech follows news of whose death?":
      "Checked (Folger text of Macbeth, 5.5): the speech follows 'The queen, my lord, is dead'; 'a tale told by an idiot'; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does Iago call jealousy when he warns Othello against it?':
      "Checked (Folger text of Othello, 3.3): 'the green-eyed monster which doth mock the meat it feeds on'; explanation confirmed.",
    "Which line completes 'Something is rotten in the state of…'?":
      "Checked (Folger text of Hamlet, 1.4): Marcellus: 'Something is rotten in the state of Denmark'; explanation confirmed.",
    "Which queen says 'The lady doth protest too much, methinks'?":
      'Checked (Folger text of Hamlet, 3.2): Gertrude, watching The Mousetrap; explanation confirmed.',
    "Which father advises his departing son 'Neither a borrower nor a lender be'?":
      "Checked (Folger text of Hamlet, 1.3): Polonius to Laertes, ending 'to thine own self be true'; explanation confirmed.",
    "Who says 'Good night, sweet prince' over Hamlet's body?":
      'Checked (Folger text of Hamlet, 5.2): Horatio says it; Hamlet stops him drinking the poison and bids him tell the story; explanation confirmed.',
    "Whose last words are 'The rest is silence'?":
      "Checked (Folger text of Hamlet, 5.2): Hamlet's last words; the Folio adds 'O, o, o, o'; explanation confirmed.",
    'Which words does the dying Caesar speak to his friend among the assassins?':
      "Checked (Folger text of Julius Caesar, 3.1): 'Et tu, Brutè?'; explanation confirmed.",
    'What does the soothsayer warn Caesar?':
      "Checked (Folger text of Julius Caesar, 1.2): 'Beware the ides of March', 15 March; explanation confirmed.",
    "Which conspirator does Caesar say has 'a lean and hungry look'?":
      "Checked (Folger text of Julius Caesar, 1.2): 'Yond Cassius has a lean and hungry look; he thinks too much'; explanation confirmed.",
    "Who cries 'Cry havoc, and let slip the dogs of war'?":
      "Checked (Folger text of Julius Caesar, 3.1): Antony alone over Caesar's body foretells civil strife; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "From which play does 'All the world's a stage' come?":
      'Checked (Folger text of As You Like It, 2.7): the seven ages of man speech; explanation confirmed.',
    "Which character speaks 'All the world's a stage, and all the men and women merely players'?":
      'Checked (Folger text of As You Like It, 2.7): spoken by the melancholy Jaques in exile in Arden; explanation confirmed.',
    "From which play does 'The course of true love never did run smooth' come?":
      "Checked (Folger text of A Midsummer Night's Dream, 1.1): Lysander to Hermia, whose father Egeus opposes the match; explanation confirmed.",
    "Which sprite says 'Lord, what fools these mortals be!'?":
      "Checked (Folger text of A Midsummer Night's Dream, 2.1 and 3.2): Puck, also called Robin Goodfellow; explanation confirmed.",
    "Which play opens with the line 'If music be the food of love, play on'?":
      'Checked (Folger text of Twelfth Night, 1.1): the opening line, spoken by Orsino; explanation confirmed.',
    "From which play does 'All that glisters is not gold' come?":
      "Checked (Folger text of The Merchant of Venice, 2.7): 'All that glisters is not gold' on a scroll in the skull in the gold casket; explanation confirmed.",
    "Which character asks 'If you prick us, do we not bleed'?":
      "Checked (Folger text of The Merchant of Venice, 3.1): Shylock's 'Hath not a Jew eyes?' speech; explanation confirmed.",
    "Which king cries 'How sharper than a serpent's tooth it is to have a thankless child!'?":
      'Checked (Folger text of King Lear, 1.4): said to Goneril after she demands he reduce his train of knights; explanation confirmed.',
    "Which king cries 'A horse! A horse! My kingdom for a horse!'?":
      'Checked (Folger text of Richard III, 5.4): Richard, unhorsed at Bosworth; explanation confirmed.',
    "Which king urges his troops 'Once more unto the breach, dear friends'?":
      'Checked (Folger text of Henry V, 3.1): at the siege of Harfleur; explanation confirmed.',
    "Which character says 'We are such stuff as dreams are made on'?":
      'Checked (Folger text of The Tempest, 4.1): Prospero, after breaking off the masque for Ferdinand and Miranda; explanation confirmed.',
    "Which spirit sings 'Full fathom five thy father lies'?":
      'Checked (Folger text of The Tempest, 1.2): Ariel sings to Ferdinand of his father Alonso, who is alive; explanation confirmed.',
    "Which character says 'O brave new world, that has such people in't!'?":
      'Checked (Folger text of The Tempest, 5.1): Miranda on seeing the nobles; explanation confirmed.',
    'Which line does Hamlet say to Ophelia while her father and the king spy on them?':
      "Checked (Folger text of Hamlet, 3.1): said to Ophelia while Polonius and Claudius watch; 'nunnery' could mean brothel; explanation confirmed.",
    'What is the rhyme scheme of a Shakespearean sonnet?':
      "Checked (Britannica, 'sonnet'): the English sonnet rhymes abab cdcd efef gg; explanation confirmed. Options reworded for length (issue 14, len-a): 'AABB CCDD EEFF GG' → 'ABA BCB CDC DED EE'. Rechecked by len-b: ABA BCB CDC DED EE is the terza-rima sonnet (as in Shelley's Ode to the West Wind), not Shakespeare's ABAB CDCD EFEF GG.",
    "Which sonnet begins 'My mistress' eyes are nothing like the sun'?":
      "Checked (Shake-speares Sonnets, 1609, no. 130): 'My mistress' eyes are nothing like the sun' parodies conventional praise; explanation confirmed.",
    "Which sonnet begins 'Let me not to the marriage of true minds admit impediments'?":
      "Checked (Sonnets, 1609, no. 116): 'Let me not to the marriage of true minds'; explanation confirmed.",
    'What name do critics give the young man to whom most of the first 126 sonnets are addressed?':
      "Checked (Britannica, 'Shakespeare's sonnets'): sonnets 1–126 address the Fair Youth, identity unknown; explanation confirmed.",
    'Which mysterious woman do Sonnets 127 to 152 mostly address?':
      "Checked (Britannica, 'Shakespeare's sonnets'): 127–152 address the Dark Lady, with black hair and eyes; explanation confirmed.",
    'What do the first 17 sonnets urge the young man to do?':
      "Checked (Britannica, 'Shakespeare's sonnets'): 1–17, the procreation sonnets, urge the youth to marry and have children; explanation confirmed. Options reworded for length (issue 14, len-a): 'Leave London' → 'Seek fame at the royal court'. Rechecked by len-b: the procreation sonnets urge marriage and children; none urges seeking fame at court.",
    "What initials does the 1609 dedication give to the 'onlie begetter' of the sonnets?":
      "Checked (1609 dedication): 'To the onlie begetter of these insuing sonnets Mr. W. H.'; explanation confirmed.",
    'Which publisher brought out the sonnets in 1609?':
      "Checked (Britannica, 'Shakespeare's sonnets'): published by Thomas Thorpe, who signed the dedication 'T. T.'; explanation confirmed.",
    'In Sonnet 18, what does the poet say will keep his beloved alive for ever?':
      "Checked (Sonnets, 1609, no. 18, couplet): 'So long lives this, and this gives life to thee'; explanation confirmed.",
    "Which season does Sonnet 73 use for growing old, with 'yellow leaves, or none, or few'?":
      "Checked (Sonnets, 1609, no. 73): late autumn, 'yellow leaves, or none, or few', then twilight and a dying fire; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which long poem of 1593 was Shakespeare's first published work?":
      "Checked (Britannica, 'Venus and Adonis'): 1593, his first published work; Adonis prefers hunting the boar; explanation confirmed.",
    "Which earl was the dedicatee of both of Shakespeare's long narrative poems?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'Henry Wriothesley, 3rd Earl of Southampton'): dedicatee of Venus and Adonis and Lucrece, born 1573; explanation confirmed. Note: 'his long narrative poems' has no antecedent in a mixed Literature round; suggest naming Shakespeare. Options reworded for length (issue 14, len-a): 'The Earl of Essex' → 'The Earl of Northumberland'. Rechecked by len-b: Venus and Adonis and Lucrece are both dedicated to Henry Wriothesley, Earl of Southampton; Northumberland was not a dedicatee.",
    'In the title of the poem The Phoenix and the Turtle, what is the turtle?':
      "Checked (Britannica, 'The Phoenix and the Turtle'): the turtle is the turtle dove; a lament for the two birds; explanation confirmed.",
    'What is unrhymed verse in iambic pentameter called?':
      "Checked (Britannica, 'blank verse'): unrhymed iambic pentameter; explanation confirmed.",
    "In Shakespeare's plays, who usually speaks in prose rather than in verse?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'William Shakespeare: verse and prose'): low-born and comic characters mostly speak prose; high characters drop into it in madness and jest; explanation confirmed. Note: 'his plays' has no antecedent in a mixed Literature round.",
    'What is a speech a character makes alone on stage, speaking their thoughts aloud, called?':
      "Checked (Britannica, 'soliloquy'): from Latin solus + loqui; explanation confirmed.",
    'What is a brief remark to the audience that other characters on stage are meant not to hear called?':
      "Checked (Britannica, 'aside'): a remark meant for the audience only; explanation confirmed.",
    "What is a quarto, as in the early printings of Shakespeare's plays?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'quarto'): a sheet folded twice into four leaves; about half the plays were printed in quarto before the Folio; explanation confirmed. Note: 'his plays' has no antecedent in a mixed Literature round. Options reworded for length (issue 14, len-a): 'A handwritten prompt copy' → 'A handwritten copy used by the prompter'. Rechecked by len-b: a quarto sheet is folded twice into four leaves; a handwritten copy for the prompter is a promptbook, not a quarto.",
    "Ben Jonson wrote that Shakespeare had 'small Latin and less' what?":
      "Checked (First Folio, Jonson's commendatory poem): 'small Latin and less Greek'; explanation confirmed.",
    "How many acts are Shakespeare's plays divided into in modern editions?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'five-act structure'): modern editions divide the plays into five acts, following the Roman model; explanation confirmed. Note: 'his plays' has no antecedent in a mixed Literature round.",
    'In which centuries did Shakespeare live?':
      "Checked (Britannica, 'William Shakespeare'): 1564–1616; Elizabeth I came to the throne in 1558; explanation confirmed.",
    'By which nickname is Shakespeare often known?':
      "Checked (Britannica, 'William Shakespeare'): the Bard of Avon, after the river at Stratford; explanation confirmed.",
    'Besides writing, what did Shakespeare do in his company?':
      "Checked (Britannica, 'William Shakespeare'): he acted with the Chamberlain's Men and was a sharer in the company and the Globe; explanation confirmed.",
    'In which county is Stratford-upon-Avon?':
      "Checked (Britannica, 'Stratford-upon-Avon'): in Warwickshire, about 150 km north-west of London; explanation confirmed.",
    'In which year did William Shakespeare die?':
      "Checked (Britannica, 'William Shakespeare'): died 23 April 1616 at Stratford, aged 52; explanation confirmed.",
    "On which saint's day is Shakespeare traditionally said to have been born and to have died?":
      "Checked (Britannica, 'William Shakespeare'): baptised 26 April 1564; birthday traditionally 23 April, St George's Day, also his death day; explanation confirmed.",
    'Which great Spanish novelist died in the same year as Shakespeare?':
      "Checked (Britannica, 'Miguel de Cervantes'; UNESCO World Book Day): Cervantes died in April 1616; UNESCO chose 23 April for the date; explanation confirmed.",
    'In which church is Shakespeare buried?':
      "Checked (Britannica, 'Holy Trinity Church'): buried in the chancel; the epitaph curses 'he that moves my bones'; explanation confirmed.",
    'What did Shakespeare famously leave his wife in his will?':
      "Checked (Shakespeare's will, National Archives PROB 1/4): 'my second best bed with the furniture' to his wife; explanation confirmed.",
    "What was the trade of Shakespeare's father, John?":
      "Checked (Britannica, 'John Shakespeare'): a glover who dealt in wool and was bailiff of Stratford in 1568; explanation confirmed.",
    "What was the name of Shakespeare's only son, who died aged 11?":
      "Checked (Britannica, 'William Shakespeare'): Hamnet, twin of Judith, buried 11 August 1596 aged 11; explanation confirmed.",
    'How old was Shakespeare when he married?':
      "Checked (Britannica, 'Anne Hathaway'): married November 1582 when he was 18 and she 26, pregnant with Susanna; explanation confirmed.",
    "In which village near Stratford did Shakespeare's wife grow up?":
      "Checked (Shakespeare Birthplace Trust, 'Anne Hathaway's Cottage'): her family farmhouse at Shottery; explanation confirmed.",
    "What are the unrecorded years of Shakespeare's life, between 1585 and 1592, called?":
      "Checked (Britannica, 'William Shakespeare'): 1585–1592 are called the lost years; the legends named are the usual ones; explanation confirmed.",
    "Which rival writer mocked Shakespeare in 1592 as an 'upstart crow'?":
      "Checked (Britannica, 'Robert Greene'): Greene's Groatsworth of Wit (1592), 'an upstart crow'; the first reference to him as a London playwright; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which friend and rival playwright called Shakespeare 'not of an age, but for all time'?":
      "Checked (First Folio, Jonson's poem): 'He was not of an age, but for all time!'; explanation confirmed.",
    "What was Shakespeare's acting company called from 1594 until 1603?":
      "Checked (Britannica, 'Lord Chamberlain's Men'): the company's name from 1594 to 1603, after its patron; explanation confirmed.",
    "Which king became the patron of Shakespeare's company, renaming it the King's Men?":
      "Checked (Britannica, 'King's Men'): James I took them under royal patronage in May 1603; explanation confirmed.",
    "Which two actors gathered Shakespeare's plays for the First Folio?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'First Folio'; Shakespeare's will): Heminges and Condell compiled it; the will leaves each money for a ring; explanation confirmed. Note: 'his plays' has no antecedent in a mixed Literature round; suggest naming Shakespeare.",
    'Which house in Stratford did Shakespeare buy in 1597, the second-largest in the town?':
      "Checked (Shakespeare Birthplace Trust, 'New Place'): bought 1597, second-largest house in Stratford, demolished 1759 by Francis Gastrell; explanation confirmed.",
    'Which school in Stratford did Shakespeare probably attend?':
      "Checked (Shakespeare Birthplace Trust, 'Shakespeare's Schoolroom'): the King's New School, Latin grammar; explanation confirmed. Options reworded for length (issue 14, len-a): 'Rugby School' → 'Merchant Taylors' School'. Rechecked by len-b: Merchant Taylors' School is in London (founded 1561), not in Stratford.",
    'Which engraved portrait appears on the title page of the First Folio?':
      "Checked (Britannica, 'First Folio'): the Droeshout engraving; it and the Stratford monument are the accepted likenesses; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What motto goes with the coat of arms granted to Shakespeare's father in 1596?":
      "Checked (College of Arms grant, 1596): motto 'Non sanz droict', not without right; explanation confirmed.",
    "Which 1605 plot may be echoed by the drunken porter's joke about an equivocator in Macbeth?":
      "Checked (Folger text of Macbeth, 2.3; Britannica, 'Henry Garnet'): the porter's equivocator echoes the Gunpowder Plot trial of Garnet; explanation confirmed. Options reworded for length (issue 14, len-a): 'The Bye Plot' → 'The Throckmorton Plot'. Rechecked by len-b: the Throckmorton Plot was in 1583; the 1605 plot with Garnet's equivocation is the Gunpowder Plot.",
    'Roughly how many plays is Shakespeare usually credited with?':
      "Checked (Britannica, 'William Shakespeare'): about 37–39 plays, depending on collaborations; explanation confirmed.",
    'What shape was the Globe, seen from above?':
      "Checked (Folger text of Henry V, prologue; Shakespeare's Globe): a polygonal, nearly round playhouse, 'this wooden O'; explanation confirmed.",
    'In which district, on the south bank of the Thames, was the Globe built?':
      "Checked (Britannica, 'Globe Theatre'): built on Bankside, Southwark, outside City jurisdiction; explanation confirmed.",
    'The timbers of the Globe came from which older playhouse, pulled down in December 1598?':
      "Checked (Britannica, 'Globe Theatre'): timbers from the Theatre in Shoreditch, taken down in December 1598 while Giles Allen was away; explanation confirmed.",
    'What were the poorer spectators who stood in the open yard called?':
      "Checked (Folger text of Hamlet, 3.2): groundlings stood in the yard; 'inexplicable dumb shows and noise'; explanation confirmed.",
    'How much did it cost to stand in the yard at the Globe?':
      "Checked (Shakespeare's Globe, 'The original Globe'): a penny to stand in the yard; explanation confirmed.",
    'What was the roof over the galleries of the first Globe made of?':
      "Checked (Shakespeare's Globe): thatched gallery roofs; the reconstruction was the first thatched roof allowed in London since 1666; explanation confirmed.",
    'What started the fire that destroyed the first Globe in 1613?':
      "Checked (Britannica, 'Globe Theatre'; Sir Henry Wotton's letter): a cannon at Henry VIII set the thatch alight in 1613; a man's breeches put out with ale; explanation confirmed.",
    "Who played the women's parts in the theatre of Shakespeare's time?":
      "Checked (Britannica, 'Elizabethan theatre'): boy actors played women until actresses appeared from 1660; explanation confirmed.",
    'At what time of day were plays usually performed at the Globe?':
      "Checked (Shakespeare's Globe): open-air afternoon performances by daylight; explanation confirmed.",
    'What was the backstage area of an Elizabethan playhouse, where actors dressed, called?':
      "Checked (Britannica, 'tiring house'): the backstage dressing area, from attire; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the painted roof over the stage, often decorated with stars, called?':
      "Checked (Shakespeare's Globe): the painted canopy called the heavens, with a trapdoor for descents; explanation confirmed.",
    "Which indoor theatre did the King's Men begin using in winter around 1609?":
      "Checked (Britannica, 'Blackfriars Theatre'): used by the King's Men from about 1609, candlelit with act intervals; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which leading actor of Shakespeare's company was the first to play Hamlet, Othello and Lear?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'Richard Burbage'): first Hamlet, Othello and Lear; painted the impresa for the Earl of Rutland with Shakespeare in 1613; explanation confirmed. Note: 'his company' has no antecedent in a mixed Literature round; suggest naming Shakespeare. Options reworded for length (issue 14, len-a): 'Will Kempe' → 'Augustine Phillips'. Rechecked by len-b: Augustine Phillips was a sharer and actor in the company but not its leading tragedian; that was Burbage.",
    "Which clown of Shakespeare's company famously morris-danced from London to Norwich?":
      "Reworded at merge by the lead as the reviewer proposed ('his' named nobody in a mixed Literature round; now Shakespeare's). Checked by the lead, not its writer: the fact and options are unchanged. The reviewer's check: Checked (Britannica, 'William Kempe'): morris-danced from London to Norwich in 1600 and published Kemps Nine Daies Wonder; explanation confirmed. Note: 'his company' has no antecedent in a mixed Literature round; suggest naming Shakespeare.",
    "What often closed the London playhouses in Shakespeare's time?":
      "Checked (Britannica, 'Elizabethan theatre'): playhouses closed when plague deaths passed a weekly threshold; explanation confirmed.",
    'In which year did Parliament close all the theatres in England?':
      "Checked (Britannica, 'English literature: the closing of the theatres'): Parliament's ordinance of 1642 closed them until the Restoration; explanation confirmed.",
    'Which royal official licensed plays for performance?':
      "Checked (Britannica, 'Master of the Revels'): licensed and censored plays; explanation confirmed.",
    'Which American actor led the campaign to rebuild the Globe near its original site?':
      "Checked (Britannica, 'Sam Wanamaker'): led the rebuilding; died 1993; the Globe opened in 1997; explanation confirmed.",
    'Which playwright wrote The Spanish Tragedy, the revenge play that set a fashion for the form?':
      "Checked (Britannica, 'Thomas Kyd'): The Spanish Tragedy; the lost Ur-Hamlet is often attributed to him; explanation confirmed.",
    "Which theatre owner's diary is the best record of the Elizabethan stage business?":
      "Checked (Britannica, 'Philip Henslowe'): his diary is the chief record; he owned the Rose, home of the Admiral's Men; explanation confirmed. Options reworded for length (issue 14, len-a): 'James Burbage's' → 'Christopher Beeston's'. Rechecked by len-b: Christopher Beeston ran the Cockpit/Phoenix (from 1616) and left no such diary; the diary is Henslowe's.",
    'Which Disney animated film is loosely based on Hamlet?':
      "Checked (Britannica, 'The Lion King'): loosely based on Hamlet; explanation confirmed.",
    'Who directed the 1996 film Romeo + Juliet, starring Leonardo DiCaprio?':
      "Checked (Britannica, 'Baz Luhrmann'): directed Romeo + Juliet (1996), original text in a modern setting; explanation confirmed.",
    'Which Akira Kurosawa film moves Macbeth to feudal Japan?':
      "Checked (Britannica, 'Throne of Blood'): Kurosawa's Macbeth in feudal Japan; Washizu dies under his own men's arrows; explanation confirmed. Options reworded for length (issue 14, len-a): 'Rashomon' → 'The Hidden Fortress'. Rechecked by len-b: The Hidden Fortress (1958) is Kurosawa's adventure film, not a Macbeth; that is Throne of Blood (1957).",
    'Which 1998 film, with Joseph Fiennes as the young playwright, won the Best Picture Oscar?':
      'Checked (Academy Awards database, 1999 ceremony): Best Picture; Judi Dench won for about eight minutes as Elizabeth I; explanation confirmed.',
    'Who directed and starred in the 1948 Hamlet that won the Best Picture Oscar?':
      "Checked (Academy Awards database, 1949 ceremony): Olivier's Hamlet, the first British film to win Best Picture; explanation confirmed. Options reworded for length (issue 14, len-a): 'John Gielgud' → 'Franco Zeffirelli'. Rechecked by len-b: Zeffirelli directed the 1990 Hamlet (with Mel Gibson) and did not act in it; 1948 was Olivier's.",
    'Who directed and starred in the four-hour film of Hamlet released in 1996?':
      "Checked (Britannica, 'Kenneth Branagh'): the 1996 Hamlet used the full text and runs about four hours; explanation confirmed.",
    'Which 1999 teen film moves The Taming of the Shrew to an American high school?':
      "Checked (Britannica, '10 Things I Hate About You'): Shrew in a high school, with Heath Ledger and Julia Stiles; explanation confirmed.",
    'Which Cole Porter musical is built around a staging of The Taming of the Shrew?':
      'Checked (Tony Awards database, 1949): Kiss Me, Kate won the first Best Musical Tony; explanation confirmed.',
    'Which composer wrote operas called Macbeth, Otello and Falstaff?':
      "Checked (Britannica, 'Giuseppe Verdi'): Macbeth, Otello and Falstaff, the last in 1893 at 79; explanation confirmed.",
    'Which Russian composer wrote the ballet Romeo and Juliet, with its Dance of the Knights?':
      "Checked (Britannica, 'Romeo and Juliet', ballet): Prokofiev; first full staging 1938 in Brno; explanation confirmed.",
    'Which novelist took the title The Sound and the Fury from Macbeth?':
      "Checked (Britannica, 'The Sound and the Fury'): title from Macbeth 5.5; explanation confirmed.",
    'Which play gave Aldous Huxley the title Brave New World?':
      "Checked (Britannica, 'Brave New World'): title from Miranda's line in The Tempest; the Savage quotes Shakespeare; explanation confirmed.",
    "John Green's The Fault in Our Stars takes its title from a line in which play?":
      "Checked (Folger text of Julius Caesar, 1.2): 'The fault, dear Brutus, is not in our stars'; explanation confirmed.",
    "Which Ray Bradbury title comes from a witch's line in Macbeth?":
      "Checked (Folger text of Macbeth, 4.1): 'By the pricking of my thumbs, / Something wicked this way comes'; explanation confirmed.",
    'Which play gave Agatha Christie the title of her long-running play The Mousetrap?':
      'Checked (Folger text of Hamlet, 3.2): Hamlet calls the play The Mousetrap; explanation confirmed.',
  },
};
