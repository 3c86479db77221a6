import type { BankReview } from './review.js';

/** bank-lab's check of bank-eras2's ancient-rome bank at ad6b340 (ADR 0195); registered in index.ts once both are merged. */
export const ancientRomeReview: BankReview = {
  bank: 'ancient-rome',
  writer: 'bank-eras2',
  reviewer: 'bank-lab',
  checks: {
    'According to legend, who founded Rome?':
      "Checked (reviewer's knowledge): Romulus is right and the three wrong options are wrong; explanation confirmed.",
    'According to legend, which animal suckled the twin founders of Rome?':
      "Checked (reviewer's knowledge): A she-wolf is right and the three wrong options are wrong; explanation confirmed.",
    'In which year was Rome traditionally founded?':
      "Checked (reviewer's knowledge): 21 April 753 BC (Varro's date); the wrong options are other ancient foundation dates (776 BC Olympics, 814 BC Carthage).",
    'Which river flows through the city of Rome?':
      "Checked (reviewer's knowledge): The Tiber is right and the three wrong options are wrong; explanation confirmed.",
    'On how many hills was ancient Rome said to be built?':
      "Checked (reviewer's knowledge): Seven is right and the three wrong options are wrong; explanation confirmed.",
    'How many kings did Rome traditionally have before it became a republic?':
      "Checked (reviewer's knowledge): seven kings, 753-509 BC, about 244 years. Options reworded for length (issue 14, len-f): 'Eight' → 'Twelve'. Rechecked by len-e: Rome had seven kings by tradition (753–509 BC); twelve is wrong.",
    'Who was the last king of Rome, according to tradition?':
      "Checked (reviewer's knowledge): Tarquin the Proud is right and the three wrong options are wrong; explanation confirmed.",
    'In which year was the Roman Republic traditionally founded?':
      "Checked (reviewer's knowledge): 509 BC is right and the three wrong options are wrong; explanation confirmed.",
    'Which legendary second king of Rome was credited with founding its religious customs?':
      "Checked (reviewer's knowledge): Numa Pompilius is right and the three wrong options are wrong; explanation confirmed.",
    'What were the two chief elected magistrates of the Roman Republic called?':
      "Checked (reviewer's knowledge): Consuls is right and the three wrong options are wrong; explanation confirmed.",
    'What does SPQR stand for?':
      "Checked (reviewer's knowledge): Senatus Populusque Romanus; the other expansions are invented.",
    'What were ordinary Roman citizens, as opposed to the old aristocratic families, called?':
      "Checked (reviewer's knowledge): Plebeians is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman officials could veto laws to protect the common people?':
      "Checked (reviewer's knowledge): The tribunes of the plebs is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which magistrate held the census and could remove men from the Senate?':
      "Checked (reviewer's knowledge): The censor is right and the three wrong options are wrong; explanation confirmed.",
    'What was the fixed sequence of public offices in a Roman political career called?':
      "Checked (reviewer's knowledge): the cursus honorum ran quaestor, (aedile), praetor, consul.",
    'What was a Roman given supreme power for up to six months in an emergency called?':
      "Checked (reviewer's knowledge): A dictator is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'A monarch' → 'A proconsul'. Rechecked by len-e: the emergency six-month office was the dictatorship; a proconsul governed a province.",
    'Which legendary Roman left his plough to save Rome in 458 BC and then went back to his farm?':
      "Checked (reviewer's knowledge): Cincinnatus, dictator in 458 BC (Livy book 3).",
    "What were Rome's first written laws, put on public display in about 450 BC, called?":
      "Checked (reviewer's knowledge): the Twelve Tables, about 451-450 BC; Cicero says boys learned them by heart.",
    'Which Gallic chieftain sacked Rome in about 390 BC?':
      "Checked (reviewer's knowledge): Brennus and 'vae victis' (Livy 5.48); about 390 BC (387 on some reckonings, hence 'about').",
    'Which birds, sacred to Juno, are said to have warned Rome of a night attack by the Gauls?':
      "Checked (reviewer's knowledge): Geese is right and the three wrong options are wrong; explanation confirmed.",
    'Which brothers, tribunes in the 130s and 120s BC, tried to give public land to the poor?':
      "Checked (reviewer's knowledge): Tiberius Gracchus (tribune 133 BC) and Gaius (123-122 BC), both killed.",
    'Which Roman general marched his army on Rome in 88 BC and later drew up lists of enemies to be killed?':
      "Checked (reviewer's knowledge): Sulla marched on Rome in 88 BC and issued proscriptions in 82 BC.",
    'Which three men formed the First Triumvirate in 60 BC?':
      "Checked (reviewer's knowledge): Caesar, Pompey and Crassus, about 60/59 BC; the Octavian trio is the Second Triumvirate.",
    'Which Roman general crossed the Rubicon with his army in 49 BC?':
      "Checked (reviewer's knowledge): Julius Caesar is right and the three wrong options are wrong; explanation confirmed.",
    'In which year was Julius Caesar assassinated?':
      "Checked (reviewer's knowledge): 44 BC is right and the three wrong options are wrong; explanation confirmed.",
    'On which day of the month did the Ides of March fall?':
      "Checked (reviewer's knowledge): The 15th is right and the three wrong options are wrong; explanation confirmed.",
    'Which two senators led the plot to kill Julius Caesar?':
      "Checked (reviewer's knowledge): Brutus and Cassius is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman orator denounced the conspirator Catiline in 63 BC?':
      "Checked (reviewer's knowledge): Cicero is right and the three wrong options are wrong; explanation confirmed.",
    'What was the main senate house in ancient Rome called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Curia (Julia), begun by Julius Caesar, stands today as Diocletian's rebuilding after the fire of 283; the Rostra, Tabularium and Basilica Julia are other Forum buildings; the explanation is now right.",
    'Which month is named after Julius Caesar?':
      "Checked (reviewer's knowledge): July is right and the three wrong options are wrong; explanation confirmed.",
    'Which calendar came into use in 45 BC?':
      "Checked (reviewer's knowledge): The Julian calendar is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the first Roman emperor?':
      "Checked (reviewer's knowledge): Augustus is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did the emperor Augustus die?':
      "Checked (reviewer's knowledge): Augustus died at Nola on 19 August AD 14.",
    'At which battle in 31 BC did Octavian defeat Mark Antony and Cleopatra?':
      "Checked (reviewer's knowledge): The Battle of Actium is right and the three wrong options are wrong; explanation confirmed.",
    "Who was Augustus's stepson and successor as emperor?":
      "Checked (reviewer's knowledge): Tiberius is right and the three wrong options are wrong; explanation confirmed.",
    "What was the name of Augustus's wife, a powerful figure in his reign?":
      "Checked (reviewer's knowledge): Livia, married to Octavian/Augustus from 38 BC to AD 14.",
    "To which island did Augustus's successor withdraw, ruling from there for his last decade?":
      "Checked (reviewer's knowledge): Tiberius withdrew to Capri in AD 26 and stayed until his death in 37; Tacitus mentions twelve villas.",
    'Which emperor is said to have fiddled while Rome burned in AD 64?':
      "Checked (reviewer's knowledge): Nero is right and the three wrong options are wrong; explanation confirmed.",
    'Which emperor, according to legend, planned to make his horse Incitatus a consul?':
      "Checked (reviewer's knowledge): Caligula and Incitatus, from Suetonius (about 80 years later) and Cassius Dio.",
    'Which emperor began the Roman conquest of Britain in AD 43?':
      "Checked (reviewer's knowledge): Claudius is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Nero' → 'Antoninus Pius'. Rechecked by len-e: Claudius invaded in AD 43; Antoninus Pius reigned 138–161 (the Antonine Wall), long after.",
    'In which year did Rome have four emperors in turn?':
      "Checked (reviewer's knowledge): AD 69, the Year of the Four Emperors (Galba, Otho, Vitellius, Vespasian).",
    'Which emperor began building the great arena in Rome that opened in AD 80?':
      "Checked (reviewer's knowledge): Vespasian began the Flavian Amphitheatre about AD 70-72 on the site of Nero's lake; Titus opened it in 80.",
    'Which emperor was on the throne when Vesuvius erupted?':
      "Checked (reviewer's knowledge): Titus became emperor on 24 June 79; Vesuvius erupted later that year.",
    "Who was the first of the 'Five Good Emperors'?":
      "Checked (reviewer's knowledge): Nerva is right and the three wrong options are wrong; explanation confirmed.",
    'Under which emperor did the Roman Empire reach its greatest extent, in AD 117?':
      "Checked (reviewer's knowledge): Trajan is right and the three wrong options are wrong; explanation confirmed.",
    'Which philosopher-emperor wrote the Meditations?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Marcus Aurelius wrote the Meditations as private notes, much of it on the Danube campaigns; Hadrian, Trajan and Antoninus Pius did not; the explanation no longer names Greek. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which emperor fought in the arena as a gladiator and is the villain of the film Gladiator?':
      "Checked (reviewer's knowledge): Commodus was strangled by the wrestler Narcissus on 31 December 192. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which emperor granted Roman citizenship to almost all free people in the empire in 212?':
      "Checked (reviewer's knowledge): the Constitutio Antoniniana of 212; Cassius Dio links it to the inheritance tax.",
    'Which emperor was captured by the Persian king Shapur I in 260?':
      "Checked (reviewer's knowledge): Valerian was captured at Edessa in 260 by Shapur I.",
    'Which queen of Palmyra rebelled against Rome and was defeated by Aurelian?':
      "Checked (reviewer's knowledge): Zenobia of Palmyra, defeated by Aurelian in 272.",
    'Which emperor legalised Christianity with the Edict of Milan in 313?':
      "Checked (reviewer's knowledge): Constantine and Licinius agreed the Edict of Milan in 313. Note: Galerius' edict of 311 first ended the persecution, but the Edict of Milan is the standard answer and no wrong option could claim it. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'At which battle in 312 did Constantine defeat his rival Maxentius?':
      "Checked (reviewer's knowledge): the Milvian Bridge, 28 October 312. Options reworded for length (issue 14, len-g): 'Philippi' → 'The Teutoburg Forest'. Rechecked by len-h: the Teutoburg Forest was the destruction of Varus's three legions by Arminius in AD 9; Constantine beat Maxentius at the Milvian Bridge in 312.",
    'Which emperor divided rule of the Roman Empire between four emperors, the Tetrarchy?':
      "Checked (reviewer's knowledge): Diocletian's Tetrarchy, 293.",
    'Which emperor tried to restore the old pagan religion in the 360s?':
      "Checked (reviewer's knowledge): Julian the Apostate, 361-363.",
    'Which colour was reserved for emperors in later Roman times?':
      "Checked (reviewer's knowledge): Purple is right and the three wrong options are wrong; explanation confirmed.",
    'What did a victorious Roman general or emperor wear on his head?':
      "Checked (reviewer's knowledge): A laurel wreath is right and the three wrong options are wrong; explanation confirmed.",
    "What was the emperor's elite bodyguard in Rome called?":
      "Checked (reviewer's knowledge): The Praetorian Guard is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Roman name became the German title Kaiser and the Russian Tsar?':
      "Checked (reviewer's knowledge): Caesar is right and the three wrong options are wrong; explanation confirmed.",
    'What is the two centuries of relative peace that began under Augustus called?':
      "Checked (reviewer's knowledge): The Pax Romana is right and the three wrong options are wrong; explanation confirmed.",
    "Who reported a quick victory with the words 'veni, vidi, vici'?":
      "Checked (reviewer's knowledge): Julius Caesar is right and the three wrong options are wrong; explanation confirmed.",
    "What were the Roman army's units of about 5,000 soldiers called?":
      "Checked (reviewer's knowledge): Legions is right and the three wrong options are wrong; explanation confirmed.",
    'What was the Roman officer in charge of about 80 soldiers called?':
      "Checked (reviewer's knowledge): A centurion is right and the three wrong options are wrong; explanation confirmed.",
    'Which Carthaginian general crossed the Alps with elephants to attack Rome?':
      "Checked (reviewer's knowledge): Hannibal is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman general won the Battle of Zama in 202 BC?':
      "Checked (reviewer's knowledge): Scipio Africanus won at Zama in 202 BC.",
    'Which enslaved gladiator led a major revolt against Rome in 73–71 BC?':
      "Checked (reviewer's knowledge): Spartacus is right and the three wrong options are wrong; explanation confirmed.",
    'How many Punic Wars did Rome fight against Carthage?':
      "Checked (reviewer's knowledge): Three is right and the three wrong options are wrong; explanation confirmed.",
    'In which modern country are the ruins of Carthage?':
      "Checked (reviewer's knowledge): Tunisia is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year did Rome destroy Carthage?':
      "Checked (reviewer's knowledge): Carthage and Corinth were both destroyed in 146 BC.",
    "Which Roman senator is said to have ended his speeches with 'Carthage must be destroyed'?":
      "Checked (reviewer's knowledge): Cato the Elder, 'Carthago delenda est'.",
    'At which battle in 216 BC did Carthage destroy a huge Roman army?':
      "Checked (reviewer's knowledge): Cannae is right and the three wrong options are wrong; explanation confirmed.",
    "Which Roman commander, nicknamed 'the Delayer', avoided pitched battles with the invading Carthaginians?":
      "Checked (reviewer's knowledge): Fabius Maximus Cunctator; hence 'Fabian' tactics.",
    'Which general reformed the Roman army around 107 BC, recruiting landless men?':
      "Checked (reviewer's knowledge): Marius recruited the landless in 107 BC and was consul seven times. Options reworded for length (issue 14, len-g): 'Crassus' → 'Scipio Aemilianus'. Rechecked by len-h: Scipio Aemilianus destroyed Carthage in 146 BC and died in 129 BC, before Marius's enrolment of the landless as consul in 107 BC.",
    'Which Roman general lost to Julius Caesar at Pharsalus in 48 BC?':
      "Checked (reviewer's knowledge): Pompey is right and the three wrong options are wrong; explanation confirmed.",
    'Which triumvir died after the defeat by the Parthians at Carrhae in 53 BC?':
      "Checked (reviewer's knowledge): Crassus was killed after Carrhae (53 BC); the standards were returned to Augustus in 20 BC.",
    'Which Gallic leader surrendered after the siege of Alesia in 52 BC?':
      "Checked (reviewer's knowledge): Vercingetorix is right and the three wrong options are wrong; explanation confirmed.",
    'Who conquered Gaul between 58 and 50 BC?':
      "Checked (reviewer's knowledge): Julius Caesar is right and the three wrong options are wrong; explanation confirmed.",
    'Roman Gaul covered most of which modern country?':
      "Checked (reviewer's knowledge): France is right and the three wrong options are wrong; explanation confirmed.",
    'What was the tortoise formation of Roman soldiers, with shields held all around and overhead, called?':
      "Checked (reviewer's knowledge): The testudo is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the short stabbing sword of the legionary called?':
      "Checked (reviewer's knowledge): The gladius is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the heavy javelin thrown by legionaries before closing with the enemy called?':
      "Checked (reviewer's knowledge): The pilum is right and the three wrong options are wrong; explanation confirmed.",
    'Which bird topped the standards that Roman soldiers carried into battle?':
      "Checked (reviewer's knowledge): The eagle is right and the three wrong options are wrong; explanation confirmed.",
    "In which forest was Varus's Roman army destroyed in AD 9?":
      "Checked (reviewer's knowledge): the Teutoburg Forest, AD 9, three legions under Varus. Options reworded for length (issue 14, len-f): 'The Ardennes' → 'The Thuringian Forest'. Rechecked by len-e: Varus died in the Teutoburg Forest; the Thuringian Forest is a different range.",
    "Which Germanic chieftain led the ambush that wiped out Varus's army in AD 9?":
      "Checked (reviewer's knowledge): Arminius is right and the three wrong options are wrong; explanation confirmed.",
    'Which queen of the Iceni led a revolt against Roman rule in Britain in AD 60–61?':
      "Checked (reviewer's knowledge): Boudica is right and the three wrong options are wrong; explanation confirmed.",
    'Which governor of Britain crushed the Iceni revolt of AD 60–61?':
      "Checked (reviewer's knowledge): Gaius Suetonius Paulinus defeated Boudica in AD 60/61; the battle site is unknown.",
    'Which governor of Britain campaigned deep into Scotland in the AD 80s?':
      "Checked (reviewer's knowledge): Agricola, Mons Graupius AD 83 or 84 (Tacitus).",
    'Which wall did the Romans build across northern Britain from AD 122?':
      "Checked (reviewer's knowledge): Hadrian's Wall, begun AD 122, about 117 km (73 miles).",
    'Which Jewish hilltop fortress fell to Rome in AD 73 or 74 after a long siege?':
      "Checked (reviewer's knowledge): Masada fell in AD 73 or 74; Josephus reports the mass suicide.",
    "Which city's Temple did Roman troops destroy in AD 70?":
      "Checked (reviewer's knowledge): Jerusalem is right and the three wrong options are wrong; explanation confirmed.",
    'What were soldiers recruited from non-citizens, who gained citizenship after 25 years, called?':
      "Checked (reviewer's knowledge): Auxiliaries is right and the three wrong options are wrong; explanation confirmed.",
    'How many paces made up a Roman mile?':
      "Checked (reviewer's knowledge): 1,000 is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the boarding bridge Roman warships used in the First Punic War called?':
      "Checked (reviewer's knowledge): the corvus, First Punic War (Mylae 260 BC).",
    'Which Roman siege engine, named after a wild ass, hurled stones?':
      "Checked (reviewer's knowledge): the onager, named for the wild ass's kick.",
    'Which king of Pontus fought three wars against Rome?':
      "Checked (reviewer's knowledge): Mithridates VI; the 'Asiatic Vespers' of 88 BC.",
    'Which Numidian king fought a war against Rome from 112 to 105 BC?':
      "Checked (reviewer's knowledge): Jugurtha, Jugurthine War 112-105 BC; 'urbem venalem' (Sallust).",
    "What was a victorious general's grand procession through Rome called?":
      "Checked (reviewer's knowledge): A triumph is right and the three wrong options are wrong; explanation confirmed.",
    'Which Latin word for a fort lies behind English place names ending in -chester and -caster?':
      "Checked (reviewer's knowledge): Castra is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Where in Rome did gladiators fight before crowds of around 50,000?':
      "Checked (reviewer's knowledge): The Colosseum is right and the three wrong options are wrong; explanation confirmed.",
    'Which volcano buried Pompeii in AD 79?':
      "Checked (reviewer's knowledge): Mount Vesuvius is right and the three wrong options are wrong; explanation confirmed.",
    'In which modern country are the ruins of Pompeii?':
      "Checked (reviewer's knowledge): Italy is right and the three wrong options are wrong; explanation confirmed.",
    'What did the Romans call the central public square of a town?':
      "Checked (reviewer's knowledge): The forum is right and the three wrong options are wrong; explanation confirmed.",
    'What were the Roman channels that carried water over long distances called?':
      "Checked (reviewer's knowledge): Aqueducts is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman road, begun in 312 BC, linked Rome with Capua?':
      "Checked (reviewer's knowledge): the Via Appia, begun by Appius Claudius Caecus in 312 BC.",
    'What was the Roman name for Britain?':
      "Checked (reviewer's knowledge): Britannia is right and the three wrong options are wrong; explanation confirmed.",
    'Which English city grew up around a Roman spa fed by hot springs?':
      "Checked (reviewer's knowledge): Bath (Aquae Sulis). Note: the caldarium text's 'Roman bath' is a common noun, not a giveaway of the city.",
    'What was the Roman name for the spa town in Somerset famous for its hot springs?':
      "Checked (reviewer's knowledge): Aquae Sulis is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Deva' → 'Isca Dumnoniorum'. Rechecked by len-h: Isca Dumnoniorum is Roman Exeter, in Devon; Bath was Aquae Sulis.",
    'What was the Roman name for London?':
      "Checked (reviewer's knowledge): Londinium is right and the three wrong options are wrong; explanation confirmed.",
    'Which town was the first capital of Roman Britain?':
      "Checked (reviewer's knowledge): Camulodunum (Colchester) was the first capital before London.",
    'What was the Roman name for Paris?': "Checked (reviewer's knowledge): Lutetia (Parisiorum) was Paris.",
    'What was a Roman block of flats called?':
      "Checked (reviewer's knowledge): An insula is right and the three wrong options are wrong; explanation confirmed.",
    "What was a wealthy Roman's country house called?":
      "Checked (reviewer's knowledge): A villa is right and the three wrong options are wrong; explanation confirmed.",
    'What were Roman floor pictures made from small coloured pieces of stone or glass called?':
      "Checked (reviewer's knowledge): Mosaics is right and the three wrong options are wrong; explanation confirmed.",
    'What loose garment did male Roman citizens wear on formal occasions?':
      "Checked (reviewer's knowledge): The toga is right and the three wrong options are wrong; explanation confirmed.",
    'Which stadium in Rome was used for chariot races?':
      "Checked (reviewer's knowledge): The Circus Maximus is right and the three wrong options are wrong; explanation confirmed.",
    'What were the rival teams of Roman chariot racing named after?':
      "Checked (reviewer's knowledge): Colours is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Gods' → 'Noble families'. Rechecked by len-e: the circus factions were the colours (Blues, Greens, Reds, Whites), not noble families.",
    'Which type of gladiator fought with a net and a trident?':
      "Checked (reviewer's knowledge): The retiarius is right and the three wrong options are wrong; explanation confirmed.",
    'Which type of gladiator, with a smooth egg-shaped helmet, was usually matched against the net-fighter?':
      "Checked (reviewer's knowledge): the secutor ('chaser'), the usual opponent of the retiarius.",
    'What was the wooden sword given to a gladiator on gaining his freedom called?':
      "Checked (reviewer's knowledge): the rudis, the wooden sword given on release; rudiarii.",
    'Which Roman writer described the eruption of Vesuvius in two famous letters?':
      "Checked (reviewer's knowledge): Pliny the Younger's two letters to Tacitus (6.16, 6.20), written from Misenum. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Roman writer compiled the encyclopedia Natural History?':
      "Checked (reviewer's knowledge): Pliny the Elder's Naturalis Historia, 37 books.",
    'What was the Roman underfloor heating system called?':
      "Checked (reviewer's knowledge): The hypocaust is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the hot room of a Roman bath called?':
      "Checked (reviewer's knowledge): The caldarium is right and the three wrong options are wrong; explanation confirmed.",
    'What was the dining room of a Roman house called?':
      "Checked (reviewer's knowledge): The triclinium is right and the three wrong options are wrong; explanation confirmed.",
    'How did wealthy Romans eat at dinner parties?':
      "Checked (reviewer's knowledge): Lying on couches is right and the three wrong options are wrong; explanation confirmed.",
    'What was the Roman fish sauce used to flavour many dishes called?':
      "Checked (reviewer's knowledge): Garum is right and the three wrong options are wrong; explanation confirmed.",
    'Which drink of sour wine or vinegar mixed with water did Roman soldiers drink?':
      "Checked (reviewer's knowledge): Posca is right and the three wrong options are wrong; explanation confirmed.",
    'What was the main evening meal of the Roman day called?':
      "Checked (reviewer's knowledge): Cena is right and the three wrong options are wrong; explanation confirmed.",
    'Which year is written MCMXIV in Roman numerals?':
      "Checked (reviewer's knowledge): 1914 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman temple has a huge dome with an open oculus at its top?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Pantheon's dome has the open oculus, and it has been a church since 609; the temples of Vesta, Saturn and Jupiter have no such dome; the text no longer says concrete.",
    'Which building material, made with volcanic ash, did the Romans use for domes and harbours?':
      "Checked (reviewer's knowledge): Concrete is right and the three wrong options are wrong; explanation confirmed.",
    "What was Rome's great main sewer called?":
      "Checked (reviewer's knowledge): the Cloaca Maxima; the Aqua Marcia and Aqua Claudia were aqueducts.",
    'In which country is the Roman aqueduct bridge the Pont du Gard?':
      "Checked (reviewer's knowledge): France is right and the three wrong options are wrong; explanation confirmed.",
    'In which Spanish city does a Roman aqueduct still cross the old town?':
      "Checked (reviewer's knowledge): the aqueduct of Segovia, dry-stone granite blocks.",
    'What are Roman roads in Britain famous for?':
      "Checked (reviewer's knowledge): Running very straight is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman road ran from Dover through London to Wroxeter?':
      "Checked (reviewer's knowledge): Watling Street, Dover-London-Wroxeter; the names are Anglo-Saxon.",
    'What did Roman schoolchildren write on with a stylus?':
      "Checked (reviewer's knowledge): A wax tablet is right and the three wrong options are wrong; explanation confirmed.",
    'What is an oval open-air arena for gladiator shows called?':
      "Checked (reviewer's knowledge): An amphitheatre is right and the three wrong options are wrong; explanation confirmed.",
    'What was a Roman basilica before churches took over the name?':
      "Checked (reviewer's knowledge): A hall for courts and trade is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'A temple to the emperor' → 'A temple to the deified emperor'. Rechecked by len-e: a basilica was a hall for courts and business; a temple to the deified emperor is a different building.",
    'What did Romans rub on their skin at the baths before scraping it off with a strigil?':
      "Checked (reviewer's knowledge): Olive oil is right and the three wrong options are wrong; explanation confirmed.",
    'What did the Romans mainly use to sweeten their food?':
      "Checked (reviewer's knowledge): Honey is right and the three wrong options are wrong; explanation confirmed.",
    'What shape of arch is typical of Roman buildings?':
      "Checked (reviewer's knowledge): Semicircular is right and the three wrong options are wrong; explanation confirmed.",
    'What was the standard Roman silver coin called?':
      "Checked (reviewer's knowledge): the denarius; the 'd' of pounds, shillings and pence. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was a slave who had been given freedom called?':
      "Checked (reviewer's knowledge): A freedman is right and the three wrong options are wrong; explanation confirmed.",
    'What was the male head of a Roman family called?':
      "Checked (reviewer's knowledge): The paterfamilias is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did the Romans call the Mediterranean Sea?':
      "Checked (reviewer's knowledge): Mare Nostrum is right and the three wrong options are wrong; explanation confirmed.",
    'What was the costly dye made at Tyre, prized by the Romans, extracted from?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Tyrian purple came from murex sea snails, thousands per garment; beetles (cochineal, American), berries and lichen are wrong; the text no longer names purple. Options reworded for length (issue 14, len-f): 'Berries' → 'Madder roots'. Rechecked by len-e: Tyrian purple came from murex sea snails; madder roots give a red dye.",
    "Which province supplied much of Rome's grain and was the emperor's personal domain?":
      "Checked (reviewer's knowledge): Egypt was governed by an equestrian prefect and senators needed the emperor's leave to enter it.",
    'What did the Romans call Scotland?':
      "Checked (reviewer's knowledge): Caledonia is right and the three wrong options are wrong; explanation confirmed.",
    "The word 'arena' comes from the Latin for what, which covered the floor?":
      "Checked (reviewer's knowledge): Sand is right and the three wrong options are wrong; explanation confirmed.",
    'Which alphabet, spread by the Romans, is used to write English?':
      "Checked (reviewer's knowledge): The Latin alphabet is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman poet wrote the Aeneid?':
      "Checked (reviewer's knowledge): Virgil is right and the three wrong options are wrong; explanation confirmed.",
    'Which king of Rome was said to have held the first census and sorted citizens into classes by wealth?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Servius Tullius, sixth king, was credited with the first census and the wealth classes, and the Servian Wall bears his name; Ancus Marcius, Tullus Hostilius and Tarquin the Proud were other kings.",
    'What were the Roman spirits of the dead, honoured by the letters D M on tombstones, called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Manes were the spirits of the dead; tombstones open D M, Dis Manibus; the Lares, Penates and Genii were household and personal spirits.",
    'What was the first day of each Roman month called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Kalends were the first day of each Roman month, and 'calendar' comes from them; the Nones (5th or 7th), Ides (13th or 15th) and nundinae (market days) are not.",
    'Which modern English city was the Roman fortress of Eboracum?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: York was the legionary fortress of Eboracum, where Septimius Severus died in 211; Chester was Deva, Lincoln Lindum and Gloucester Glevum.",
    'Which February festival saw young men run round the Palatine striking people with goatskin strips?':
      "Checked (reviewer's knowledge): the Lupercalia, 15 February, with the februa goatskin thongs.",
    "What was the title of Rome's chief priest, later used by the popes?":
      "Checked (reviewer's knowledge): Pontifex Maximus; Caesar held it from 63 BC; Gratian gave up the title in the late 4th century.",
    'What were Roman priests who read the will of the gods from the flight of birds called?':
      "Checked (reviewer's knowledge): Augurs is right and the three wrong options are wrong; explanation confirmed.",
    'What were diviners who read the future in the entrails of sacrificed animals called?':
      "Checked (reviewer's knowledge): haruspices, an Etruscan art (the Piacenza liver). Options reworded for length (issue 14, len-g): 'Salii' → 'Quindecimviri'. Rechecked by len-h: the quindecimviri sacris faciundis kept and consulted the Sibylline Books; entrails were read by the haruspices.",
    'What was the protective amulet worn by freeborn Roman boys until they came of age called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the bulla was the amulet of freeborn Roman boys, dedicated to the Lares when they came of age; the fibula is a brooch, the torc a Celtic neck ring and the phalera a military decoration.",
    'Which mystery cult, popular with soldiers, worshipped a god shown slaying a bull?':
      "Checked (reviewer's knowledge): Mithraism, with the tauroctony scene and cave-like mithraea.",
    'Which Roman prefect of Judaea ordered the crucifixion of Jesus?':
      "Checked (reviewer's knowledge): Pontius Pilate, prefect of Judaea; the Pilate Stone found at Caesarea in 1961.",
    'Which apostle, according to tradition, was crucified in Rome under Nero?':
      "Checked (reviewer's knowledge): Peter is right and the three wrong options are wrong; explanation confirmed.",
    'Which emperor made Nicene Christianity the official religion of the empire in 380?':
      "Checked (reviewer's knowledge): the Edict of Thessalonica, 380, under Theodosius I.",
    "Which Roman poet wrote the phrase 'carpe diem'?": "Checked (reviewer's knowledge): Horace, Odes 1.11.",
    'Which poet wrote love poems to a woman he called Lesbia?':
      "Checked (reviewer's knowledge): Catullus; Lesbia usually identified with Clodia Metelli.",
    "Which historian wrote a history of Rome 'from the founding of the city'?":
      "Checked (reviewer's knowledge): Livy's Ab Urbe Condita, 142 books, 35 surviving.",
    "Which writer's Lives of the Caesars runs from Julius Caesar to Domitian?":
      "Checked (reviewer's knowledge): Suetonius, De Vita Caesarum, Julius Caesar to Domitian; he was Hadrian's secretary.",
    'Which historian wrote the Annals, Histories and Germania?':
      "Checked (reviewer's knowledge): Tacitus is right and the three wrong options are wrong; explanation confirmed.",
    'Which Stoic philosopher tutored the young Nero?':
      "Checked (reviewer's knowledge): Seneca is right and the three wrong options are wrong; explanation confirmed.",
    'Which Roman poet wrote On the Nature of Things?':
      "Checked (reviewer's knowledge): Lucretius, De Rerum Natura, Epicurean atomism. Options reworded for length (issue 14, len-g): 'Ennius' → 'Propertius'. Rechecked by len-h: Propertius wrote love elegies (the Cynthia poems); De rerum natura is by Lucretius.",
    'Which Roman playwright wrote comedies such as The Pot of Gold?':
      "Checked (reviewer's knowledge): Plautus, Aulularia; 21 plays survive.",
    "What does the Latin greeting 'ave' mean?":
      "Checked (reviewer's knowledge): Hail is right and the three wrong options are wrong; explanation confirmed.",
    'Which comic-book Gaul drinks a magic potion to fight the Romans?':
      "Checked (reviewer's knowledge): Asterix is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1959 film starred Charlton Heston as a Jewish prince who races a chariot?':
      "Checked (reviewer's knowledge): Ben-Hur is right and the three wrong options are wrong; explanation confirmed.",
    'What did the Roman Senate often vote a popular emperor after his death?':
      "Checked (reviewer's knowledge): The status of a god is right and the three wrong options are wrong; explanation confirmed.",
    'Besides Latin, which language did educated Romans learn?':
      "Checked (reviewer's knowledge): Greek; its answer was given away by the Meditations explanation (see the REJECT there); the Latin-alphabet explanation's 'Greek alphabet' is a weaker hint and stands.",
    'What were many Roman marble statues, now white, originally like?':
      "Checked (reviewer's knowledge): Painted in bright colours is right and the three wrong options are wrong; explanation confirmed.",
    'In which year is the Western Roman Empire usually said to have fallen?':
      "Checked (reviewer's knowledge): 476, deposition of Romulus Augustulus by Odoacer.",
    'Who is usually named as the last emperor of the Western Roman Empire?':
      "Checked (reviewer's knowledge): Romulus Augustulus is right and the three wrong options are wrong; explanation confirmed.",
    'Which Germanic general deposed the last western emperor and ruled Italy as king?':
      "Checked (reviewer's knowledge): Odoacer is right and the three wrong options are wrong; explanation confirmed.",
    'Who led the Visigoths when they sacked Rome in 410?':
      "Checked (reviewer's knowledge): Alaric's Visigoths, 24 August 410; the last foreign capture had been by the Gauls about 390 BC.",
    "Which leader, called the 'Scourge of God', led the Huns?":
      "Checked (reviewer's knowledge): Attila died in 453 on his wedding night (Priscus via Jordanes).",
    'Which Germanic people sacked Rome in 455, later giving their name to wilful destruction?':
      "Checked (reviewer's knowledge): The Vandals is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which king captured Carthage in 439 and made it the capital of his kingdom?':
      "Checked (reviewer's knowledge): Genseric (Gaiseric) took Carthage in 439.",
    'At which battle in 451 did the general Aetius halt the Huns in Gaul?':
      "Checked (reviewer's knowledge): the Catalaunian Plains, 451, Aetius with the Visigoths.",
    'Which half-Vandal general defended the West until he was executed in 408?':
      "Checked (reviewer's knowledge): Stilicho, executed at Ravenna in 408.",
    'Which emperor moved the western court to Ravenna in 402?':
      "Checked (reviewer's knowledge): Honorius moved the court from Milan to Ravenna in 402.",
    'In which year was the Roman Empire split into east and west for good?':
      "Checked (reviewer's knowledge): 395, death of Theodosius I; never again under one emperor.",
    'Which emperor was killed fighting the Goths at Adrianople in 378?':
      "Checked (reviewer's knowledge): Valens died at Adrianople, 9 August 378.",
    "Which general led Justinian's reconquest of North Africa in 533?":
      "Checked (reviewer's knowledge): Belisarius, Vandalic War 533; Italy from 535.",
    'Which English historian wrote The History of the Decline and Fall of the Roman Empire?':
      "Checked (reviewer's knowledge): Gibbon's six volumes appeared 1776-1789.",
    'What name is given to the period of civil wars, invasions and short reigns from 235 to 284?':
      "Checked (reviewer's knowledge): The Crisis of the Third Century is right and the three wrong options are wrong; explanation confirmed.",
  },
};
