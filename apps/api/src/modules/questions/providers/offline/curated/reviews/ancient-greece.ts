import type { BankReview } from './review.js';

/** bank-h8's check of bank-h7's ancient-greece bank (ADR 0195); registered in index.ts once both are merged. */
export const ancientGreeceReview: BankReview = {
  bank: 'ancient-greece',
  writer: 'bank-h7',
  reviewer: 'bank-h8',
  checks: {
    'What was an independent ancient Greek city-state called?':
      "Checked (Britannica, 'Polis'): the polis was the Greek city-state (plural poleis); agora, stoa and deme are a marketplace, a colonnade and a local district; explanation confirmed.",
    'Which Greek city-state developed the first known democracy?':
      "Checked (Britannica, 'Athenian democracy'): Athens developed the first known democracy, from Cleisthenes (508–507 BC) until the Macedonian suppression of 322 BC; explanation confirmed.",
    "The word democracy joins demos, 'the people', with which Greek word for power or rule?":
      "Checked (Oxford English Dictionary, 'democracy'): from Greek demos 'people' + kratos 'power, rule'; the -cracy of aristocracy and bureaucracy is the same root; explanation confirmed.",
    'What does the Greek word oligarchy mean?':
      "Checked (Britannica, 'Oligarchy'): oligarchia = rule by the few (oligoi); the wrong options are aristocracy, monarchy and democracy; Corinth after the Cypselids and Thebes were long oligarchic; explanation confirmed.",
    'What was the open square used as a marketplace and meeting place in a Greek city called?':
      "Checked (Britannica, 'Agora'): the agora was the open market and assembly place of a Greek city; the Athenian agora was the civic centre where Socrates talked philosophy; explanation confirmed.",
    'What was the fortified hilltop at the heart of many Greek cities called?':
      "Checked (Britannica, 'Acropolis'): acropolis = 'high city', the fortified citadel of a Greek city, the Athenian one the best known; explanation confirmed.",
    'Whose reforms of 508–507 BC are usually seen as the founding of Athenian democracy?':
      "Checked (Britannica, 'Cleisthenes of Athens'): his reforms of 508–507 BC founded the democracy and replaced the four Ionian tribes with ten new ones; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Athenian lawgiver's code made death the penalty for many small crimes?":
      "Checked (Britannica, 'Draco'): Draco's code of c. 621 BC prescribed death for many offences, hence 'draconian'; explanation confirmed.",
    'Which Athenian lawgiver cancelled debts and ended slavery for debt in the early 6th century BC?':
      "Checked (Britannica, 'Solon'): Solon's seisachtheia (c. 594 BC) cancelled debts secured on persons and land and ended enslavement for debt; explanation confirmed.",
    'What was the Athenian vote to send a citizen into exile for ten years called?':
      "Checked (Britannica, 'Ostracism'): a citizen was exiled for ten years without loss of property or citizenship; explanation confirmed.",
    'On what did Athenians scratch the name of the man they wanted sent into exile?':
      "Checked (Britannica, 'Ostracism'; American School excavations of the Athenian Agora): names were scratched on potsherds (ostraka), thousands of which were found in the Agora and the Kerameikos; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the assembly of all Athenian citizens called?':
      "Checked (Britannica, 'Ecclesia'): the ecclesia was the assembly of all adult male citizens, meeting 40 times a year in the 4th century BC; Boule, Areopagus and Gerousia are councils; explanation confirmed.",
    'What was the Athenian council of 500 that prepared business for the assembly called?':
      "Checked (Britannica, 'Boule'): the Cleisthenic Boule had 500 members chosen by lot, 50 from each of the ten tribes, and prepared the assembly's business; explanation confirmed.",
    "On which hill in Athens did the citizens' assembly usually meet?":
      "Checked (Britannica, 'Pnyx'): the Pnyx, a hill west of the Acropolis, was the assembly's meeting place, with a rock-cut speaker's bema; explanation confirmed.",
    'Who could vote in the assembly of democratic Athens?':
      "Checked (Britannica, 'Athenian democracy'): only adult male citizens could attend and vote; women, slaves and metics were excluded; explanation confirmed.",
    'What did the Greeks call a ruler who had seized power outside the law, whether harsh or mild?':
      "Checked (Britannica, 'Tyrant'): tyrannos meant a ruler who seized power unconstitutionally, not necessarily a cruel one; archon, ephor and strategos are regular offices; explanation confirmed.",
    'Which tyrant seized power in Athens three times in the 6th century BC?':
      "Checked (Britannica, 'Peisistratus'): he seized power three times (c. 561, c. 556, 546 BC); his sons Hippias and Hipparchus succeeded, Hipparchus being murdered in 514 BC; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What title did the chief magistrates of Athens hold, one of whom gave his name to the year?':
      "Checked (Britannica, 'Archon'): the archons were the chief magistrates of Athens, and the eponymous archon gave his name to the year; ephor, consul and satrap belong to Sparta, Rome and Persia; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the title of each of the ten generals elected every year in Athens?':
      "Checked (Britannica, 'Strategos'; 'Pericles'): ten strategoi were elected yearly; Pericles was re-elected continuously from 443 to 429 BC; explanation confirmed. Options reworded for length (issue 14, len-d): 'Ephor' → 'Nomothetes'. Rechecked by len-c: nomothetai were law-revisers, not generals.",
    'Which statesman led Athens in its golden age in the middle of the 5th century BC?':
      "Checked (Britannica, 'Pericles'): Pericles led Athens at its height in the mid-5th century BC and launched the Acropolis building programme, including the Parthenon; explanation confirmed.",
    "Which woman from Miletus, Pericles' partner, was famed for her learning?":
      "Checked (Britannica, 'Aspasia'): Aspasia of Miletus was Pericles' partner, famed for learning; Plato's Menexenus has Socrates credit her with Pericles' funeral oration; explanation confirmed.",
    'Which alliance of Greek states, led by Athens against Persia, was founded in 478 BC?':
      "Checked (Britannica, 'Delian League'): founded in 478 BC under Athenian leadership against Persia, named after Delos where its treasury and meetings were first held; explanation confirmed.",
    'Which modern French city began as the Greek colony of Massalia?':
      "Checked (Britannica, 'Marseille'): founded as Massalia by Greeks from Phocaea about 600 BC; explanation confirmed. Options reworded for length (issue 14, len-d): 'Lyon' → 'Montpellier'. Rechecked by len-c: Montpellier was founded in the 10th century AD; Massalia is Marseille.",
    "Which modern Italian city began as the Greek colony of Neapolis, meaning 'new city'?":
      "Checked (Britannica, 'Naples'): founded as Neapolis ('new city') by Greeks from Cumae; Greek speech and customs lasted there into the Roman period; explanation confirmed.",
    'Which city on the Bosporus, founded by Greeks from Megara, later became Constantinople?':
      "Checked (Britannica, 'Byzantium'): founded by Megarians, refounded by Constantine as Constantinople and dedicated in AD 330; explanation confirmed. Options reworded for length (issue 14, len-d): 'Nicaea' → 'Chrysopolis'. Rechecked by len-c: Chrysopolis (Üsküdar) was on the Asian shore and did not become Constantinople.",
    'Which Greek city founded Syracuse in Sicily in the 8th century BC?':
      "Checked (Britannica, 'Syracuse'): founded by Corinthian colonists in 734/733 BC and became one of the largest Greek cities; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did the Greeks call peoples who did not speak Greek, giving English a word for the uncivilised?':
      "Checked (Oxford English Dictionary, 'barbarian'): from Greek barbaros, a non-Greek speaker, imitating unintelligible speech; explanation confirmed.",
    'Which sea, dotted with islands, lies between mainland Greece and modern Turkey?':
      "Checked (Britannica, 'Aegean Sea'): the island-studded sea between mainland Greece and Anatolia, with Miletus and Ephesus on its eastern shore; explanation confirmed.",
    'How many kings did Sparta have at the same time?':
      "Checked (Britannica, 'Sparta'): Sparta had two hereditary kings at once, from the Agiad and Eurypontid houses; explanation confirmed.",
    'At about what age did Spartan boys leave home to begin their state training?':
      "Checked (Britannica, 'Agoge'; Plutarch, Lycurgus 16): boys entered state training at seven and lived in barracks until about 20, eating in the common messes for much longer; explanation confirmed.",
    'What was the Spartan system of training and education for boys called?':
      "Checked (Britannica, 'Agoge'): the agoge was the Spartan upbringing; ephebeia is Athenian, syssitia the messes, krypteia a secret service of young men; explanation confirmed.",
    'What were the state-owned serfs who farmed the land for Spartan citizens called?':
      "Checked (Britannica, 'Helot'): helots were state-owned serfs farming for Spartiates and greatly outnumbered them; explanation confirmed.",
    'What were the free non-citizens who lived in the towns around Sparta called?':
      "Checked (Britannica, 'Perioeci'): perioikoi ('dwellers around') were free non-citizens of Laconia and Messenia who traded, made goods and served in the army; explanation confirmed.",
    'What were the five officials elected every year in Sparta, who could check the kings, called?':
      "Checked (Britannica, 'Ephor'; Xenophon, Constitution of the Lacedaemonians 13): five ephors elected yearly checked the kings; two accompanied a king on campaign; explanation confirmed.",
    'What was the Spartan council of 28 elders and the two kings called?':
      "Checked (Britannica, 'Gerousia'): 28 elders over 60, elected for life, plus the two kings; explanation confirmed.",
    "Which legendary lawgiver was credited with creating Sparta's laws and way of life?":
      "Checked (Britannica, 'Lycurgus'): the legendary lawgiver credited with Sparta's constitution; ancient writers disagreed on his date and existence; explanation confirmed. Options reworded for length (issue 14, len-d): 'Draco' → 'Charondas'. Rechecked by len-c: Charondas was the lawgiver of Catana in Sicily.",
    'What did Spartans use as money instead of gold and silver coins, according to ancient writers?':
      "Checked (Plutarch, Lycurgus 9; Britannica, 'Sparta'): Spartans used heavy iron bars (spits) as money, said to discourage hoarding; explanation confirmed.",
    'In which part of Greece did Sparta lie?':
      "Checked (Britannica, 'Sparta'): Sparta lay in the Eurotas valley of Laconia, in the south-east Peloponnese; explanation confirmed.",
    "Which English word for saying much in few words comes from the Spartans' home region?":
      "Checked (Oxford English Dictionary, 'laconic'): from Laconia, the Spartans' region, famous for terse speech; explanation confirmed. Options reworded for length (issue 14, len-d): 'Stoic' → 'Sardonic'. Rechecked by len-c: sardonic means mocking and is linked to Sardinia.",
    "What colour were Spartan soldiers' cloaks?":
      'Checked (Xenophon, Constitution of the Lacedaemonians 11.3): Spartan soldiers wore crimson cloaks and bronze shields; explanation confirmed.',
    'Which Spartan admiral destroyed the Athenian fleet at Aegospotami in 405 BC?':
      "Checked (Britannica, 'Battle of Aegospotami'; 'Lysander'): Lysander destroyed the Athenian fleet in 405 BC, cutting off the grain supply; Athens surrendered in 404 BC (note: the explanation lets a player work out the key of 'In which year did Athens surrender to Sparta?', a mild hint only).",
    "Which city's army broke Spartan power at the Battle of Leuctra in 371 BC?":
      "Checked (Britannica, 'Battle of Leuctra'): Thebes under Epaminondas defeated Sparta in 371 BC, ending the myth of Spartan invincibility; explanation confirmed.",
    'Which Theban general won the Battle of Leuctra by massing his left wing fifty ranks deep?':
      "Checked (Xenophon, Hellenica 6.4.12; Britannica, 'Epaminondas'): the Theban left was massed 50 shields deep; he then invaded Laconia and freed Messenia's helots; explanation confirmed.",
    'Which Spartan princess became the first woman named as an Olympic victor, as owner of a chariot team?':
      "Checked (Pausanias 3.8; Britannica, 'Cynisca'): the Spartan princess Cynisca won the four-horse chariot race in 396 and 392 BC, the first woman named an Olympic victor; explanation confirmed.",
    'Which empire invaded Greece in 490 BC and again in 480 BC?':
      "Checked (Britannica, 'Greco-Persian Wars'): the Achaemenid Persian Empire invaded in 490 and 480 BC; it stretched from Egypt to the Indus; explanation confirmed.",
    'At which battle in 490 BC did the Athenians defeat a Persian landing force?':
      "Checked (Herodotus 6; Britannica, 'Battle of Marathon'): Athenians and Plataeans defeated the Persian landing in 490 BC; the Soros mound holds the 192 Athenian dead; explanation confirmed.",
    'Which runner was sent from Athens to Sparta to ask for help before the Battle of Marathon?':
      "Checked (Herodotus 6.105–106; Britannica, 'Pheidippides'): he ran from Athens to Sparta (about 240 km), arriving the day after he set out; the Spartans arrived after the battle; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Athenian general is credited with the plan that won the Battle of Marathon?':
      "Checked (Herodotus 6; Britannica, 'Miltiades the Younger'): Miltiades, former ruler of the Thracian Chersonese, is credited with the plan at Marathon; explanation confirmed.",
    'Which Persian king sent the army defeated at Marathon?':
      "Checked (Britannica, 'Darius I'): Darius I sent the Marathon expedition and died in 486 BC while preparing another invasion; explanation confirmed.",
    'Which Persian king led the huge invasion of Greece in 480 BC?':
      "Checked (Herodotus 7; Britannica, 'Xerxes I'): Xerxes led the 480 BC invasion and bridged the Hellespont with boats; explanation confirmed.",
    'Which land battle of 479 BC ended the Persian invasion of Greece?':
      "Checked (Herodotus 9; Britannica, 'Battle of Plataea'): the Greek land victory of 479 BC ended the invasion; Mardonius was killed; explanation confirmed.",
    'Which Greek is said to have shown the Persians a mountain path around the pass at Thermopylae?':
      "Checked (Herodotus 7.213; Britannica, 'Battle of Thermopylae'): Ephialtes, a Malian seeking reward, showed the Persians the Anopaea path; explanation confirmed.",
    'What was the main Greek warship, rowed by three banks of oarsmen?':
      "Checked (Britannica, 'Trireme'): three banks of oars, about 170 rowers and a bronze ram; galleon, longship and dromon are other eras' ships; explanation confirmed.",
    'What were heavily armed Greek foot soldiers called?':
      "Checked (Britannica, 'Hoplite'): heavily armed Greek infantry, the name often linked with the hoplon shield; explanation confirmed.",
    "What were a Greek hoplite's main weapons?":
      "Checked (Britannica, 'Hoplite'): the main weapons were the thrusting spear (dory) and the large round shield; the shield covered the man's left and his neighbour's right (Thucydides 5.71); explanation confirmed.",
    'What was the close-packed block formation of Greek spearmen called?':
      "Checked (Britannica, 'Phalanx'): the close-order formation of hoplites with locked shields; testudo, maniple and cohort are Roman; explanation confirmed.",
    'Which side had the stronger navy during the Peloponnesian War?':
      "Checked (Thucydides 1; Britannica, 'Peloponnesian War'): Athens was the naval power; Sparta beat it at sea only with Persian-funded ships; explanation confirmed.",
    'In which year did Athens surrender to Sparta, ending the Peloponnesian War?':
      "Checked (Xenophon, Hellenica 2.2; Britannica, 'Peloponnesian War'): Athens surrendered in 404 BC and the Long Walls to Piraeus were pulled down; explanation confirmed.",
    'Which historian wrote the history of the Peloponnesian War, in which he had served as a general?':
      "Checked (Thucydides 4.104–106, 5.26; Britannica, 'Thucydides'): he served as a general and was exiled after losing Amphipolis in 424 BC; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What struck Athens in 430 BC, killing perhaps a quarter of its people?':
      "Checked (Thucydides 2.47–54; Britannica, 'Plague of Athens'): the plague struck in 430 BC, killing perhaps a quarter to a third of the people; Pericles died of it in 429 BC; explanation confirmed.",
    'Which city did the great Athenian expedition of 415 BC set out to conquer?':
      "Checked (Thucydides 6–7; Britannica, 'Sicilian Expedition'): the 415 BC expedition targeted Syracuse and was destroyed in 413 BC; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Athenian general urged the Sicilian Expedition and then defected to Sparta?':
      "Checked (Britannica, 'Alcibiades'): he urged the Sicilian Expedition, defected to Sparta, then served Persia's satrap Tissaphernes and Athens again; explanation confirmed.",
    'What was the peace of 421 BC that briefly halted the Peloponnesian War called?':
      "Checked (Thucydides 5; Britannica, 'Peace of Nicias'): the 421 BC peace was named after the Athenian general Nicias; explanation confirmed.",
    'On which small island did about 120 Spartan citizens surrender to Athens in 425 BC?':
      "Checked (Thucydides 4.38; Britannica, 'Battle of Pylos'): 292 men including about 120 Spartiates surrendered on Sphacteria in 425 BC; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which island did Athens conquer in 416 BC, killing its men, after the debate recorded by Thucydides?':
      "Checked (Thucydides 5.84–116; Britannica, 'Melos'): Athens took Melos in 416 BC after the Melian Dialogue and killed its men; explanation confirmed.",
    'Which battle of 338 BC gave Philip II of Macedon control of Greece?':
      "Checked (Britannica, 'Battle of Chaeronea (338 BC)'): Philip II's victory gave Macedon control of Greece; Alexander led the cavalry on the left (Diodorus 16.86); explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were the Greek mercenaries whose march home from Persia Xenophon described called?':
      "Checked (Xenophon, Anabasis; Britannica, 'Anabasis'): the Ten Thousand Greek mercenaries of Cyrus the Younger marched home from Mesopotamia; explanation confirmed.",
    'Which philosopher founded the Academy in Athens?':
      "Checked (Britannica, 'Academy'): Plato founded the Academy in the grove of the hero Akademos, about 387 BC; explanation confirmed.",
    'Which Athenian philosopher wrote nothing himself, so that we know his ideas through his pupils?':
      "Checked (Britannica, 'Socrates'): Socrates wrote nothing; his ideas are known from Plato and Xenophon (Pythagoras also wrote nothing but was not Athenian, so the wording leaves one answer); explanation confirmed.",
    'Which philosopher founded the Lyceum in Athens?':
      "Checked (Britannica, 'Lyceum'; 'Peripatetic'): Aristotle founded the Lyceum in 335 BC; his school's name is linked with its peripatos (covered walk); explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which work by Plato describes an ideal city ruled by philosopher-kings?':
      "Checked (Britannica, 'The Republic'): the Republic describes a city ruled by philosopher-kings; the Politics is Aristotle's, the Symposium and Apology Plato's other works; explanation confirmed.",
    "Where are the prisoners chained in Plato's allegory of shadows on a wall?":
      "Checked (Plato, Republic 514a–520a; Britannica, 'Allegory of the cave'): the prisoners are chained in a cave watching shadows; the allegory is in Book VII (it names the Republic, which helps with the philosopher-kings question only a little, as that title is well known).",
    'Which philosopher is said to have lived in a large storage jar in Athens?':
      "Checked (Diogenes Laertius 6; Britannica, 'Diogenes'): he lived in a large storage jar (pithos) and asked Alexander to stand out of his sunlight; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'To which school of philosophy, named from the Greek word for dog-like, did Diogenes belong?':
      "Checked (Britannica, 'Cynic'): from kynikos, 'dog-like'; Diogenes was the archetypal Cynic, rejecting wealth and custom; explanation confirmed.",
    'Which philosophy founded by Zeno of Citium takes its name from a painted porch in Athens?':
      "Checked (Britannica, 'Stoicism'): named from the Stoa Poikile, the Painted Porch in Athens, where Zeno of Citium taught from about 300 BC; explanation confirmed.",
    'Which philosopher taught that a calm life free from pain and fear is the greatest good?':
      "Checked (Britannica, 'Epicurus'): he taught that the good life is ataraxia, free of pain and fear; his school was the Garden in Athens; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which early philosopher from Miletus said that water is the origin of all things?':
      "Checked (Aristotle, Metaphysics 983b; Britannica, 'Thales of Miletus'): Thales held water to be the origin of all things and is said to have predicted the eclipse of 585 BC; explanation confirmed.",
    'Which philosopher said that you cannot step into the same river twice?':
      "Checked (Plato, Cratylus 402a; Britannica, 'Heraclitus'): the river saying is his; he came from Ephesus and taught constant flux; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which philosopher, with his teacher Leucippus, said that everything is made of tiny indivisible particles?':
      "Checked (Britannica, 'Democritus'; 'Atomism'): Leucippus and his pupil Democritus held that all is made of indivisible atoms (atomos, 'uncuttable'); explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which philosopher taught that all things are made of earth, water, air and fire?':
      "Checked (Britannica, 'Empedocles'): he taught the four roots earth, water, air and fire; he came from Akragas and legend has him leap into Etna; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which philosopher of Elea argued that change and motion are illusions?':
      "Checked (Britannica, 'Parmenides'): Parmenides of Elea argued that change and motion are illusions, in a poem surviving in fragments; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which philosopher devised paradoxes such as Achilles and the tortoise?':
      "Checked (Aristotle, Physics 6.9; Britannica, 'Zeno of Elea'): Zeno, a pupil of Parmenides, devised Achilles and the tortoise to show motion impossible; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Greek thinker said that 'man is the measure of all things'?":
      "Checked (Plato, Theaetetus 152a; Britannica, 'Protagoras'): 'man is the measure of all things' is Protagoras's; he was the leading sophist; explanation confirmed. Options reworded for length (issue 14, len-d): 'Thales' → 'Prodicus of Ceos'. Rechecked by len-c: Prodicus of Ceos was a sophist known for synonyms and the Choice of Heracles.",
    "What was the name of Socrates' wife?":
      "Checked (Britannica, 'Xanthippe'): Socrates' wife, later a byword for a shrewish wife; explanation confirmed.",
    'On which charges was Socrates condemned to death in 399 BC?':
      "Checked (Plato, Apology; Britannica, 'Socrates'): charged in 399 BC with impiety and corrupting the young, tried by a jury of about 500; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which method of teaching by asking questions to expose muddled thinking is named after a Greek philosopher?':
      "Checked (Britannica, 'Socratic method'): teaching by questioning (elenchus), named after Socrates, who professed ignorance; the other options are not standard terms for it; explanation confirmed.",
    'In which town was Aristotle born?':
      "Checked (Britannica, 'Aristotle'): born at Stagira in Chalcidice, 'the Stagirite'; his father Nicomachus was physician to Amyntas III of Macedon; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the title of the priestess who spoke the prophecies at Delphi?':
      "Checked (Britannica, 'Pythia'): the Pythia was Apollo's priestess at Delphi, consulted by cities and kings; explanation confirmed.",
    'Which saying was carved at the temple of Apollo at Delphi?':
      "Checked (Pausanias 10.24; Britannica, 'Delphi'): 'Know yourself' (gnothi seauton) and 'Nothing in excess' were inscribed at the temple of Apollo; explanation confirmed.",
    'What does the Greek word philosophy mean?':
      "Checked (Oxford English Dictionary, 'philosophy'): philos 'loving' + sophia 'wisdom'; explanation confirmed.",
    'Which Greek mathematician wrote the Elements, the most famous geometry textbook in history?':
      "Checked (Britannica, 'Euclid'; 'Elements'): Euclid's Elements was the standard geometry text for over 2,000 years; explanation confirmed.",
    'In which city did Euclid teach?':
      "Checked (Proclus, Commentary on Euclid; Britannica, 'Euclid'): Euclid taught at Alexandria about 300 BC under Ptolemy I; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Greek scientist from Syracuse gave his name to a screw for raising water?':
      "Checked (Britannica, 'Archimedes screw'): Archimedes of Syracuse is credited with the water screw, still used for water and grain; explanation confirmed.",
    'How did Archimedes die in 212 BC?':
      "Checked (Plutarch, Marcellus 19; Britannica, 'Archimedes'): killed by a Roman soldier when Syracuse fell in 212 BC, although Marcellus had ordered him spared; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which Greek scholar worked out the Earth's circumference from shadows at Syene and Alexandria?":
      "Checked (Cleomedes; Britannica, 'Eratosthenes'): he measured the circumference from noon shadows at Syene and Alexandria, about 250,000 (later 252,000) stadia; explanation confirmed. Options reworded for length (issue 14, len-d): 'Ptolemy' → 'Claudius Ptolemy'. Rechecked by len-c: Claudius Ptolemy is Ptolemy's full name; he lived in the 2nd century AD.",
    'Which astronomer from Samos proposed around 270 BC that the Earth goes round the Sun?':
      "Checked (Archimedes, Sand-Reckoner; Britannica, 'Aristarchus of Samos'): he proposed a Sun-centred system about 270 BC; Copernicus mentioned him in his manuscript; explanation confirmed.",
    'Which astronomer discovered the precession of the equinoxes and made an early star catalogue?':
      "Checked (Britannica, 'Hipparchus'): discovered precession, compiled a star catalogue, worked on Rhodes in the 2nd century BC and founded trigonometry; explanation confirmed.",
    "Which astronomer's Earth-centred model, set out in the Almagest, was followed for some 1,400 years?":
      "Checked (Britannica, 'Ptolemy'; 'Almagest'): his geocentric model ruled astronomy until Copernicus, about 1,400 years; he worked in Alexandria in the 2nd century AD and wrote the Geography; explanation confirmed.",
    'Which ancient Greek geared device, found in a shipwreck in 1901, is often called the first analogue computer?':
      "Checked (Britannica, 'Antikythera mechanism'): geared bronze device recovered from the wreck in 1901, predicting positions of Sun and Moon and eclipses; the other options are a Cretan disc, a German sky disc and a Parthian jar; explanation confirmed.",
    'On which island was the physician Hippocrates born?':
      "Checked (Britannica, 'Hippocrates'): born on Kos, seat of a medical school and an Asclepieion; explanation confirmed.",
    'Which Greek theory said that health depends on a balance of four bodily fluids?':
      "Checked (Britannica, 'Humour'): health was a balance of blood, phlegm, yellow bile and black bile; explanation confirmed.",
    'Which Greek physician from Pergamon dominated European medicine for 1,400 years?':
      "Checked (Britannica, 'Galen'): Galen of Pergamon, physician to gladiators and emperors, dominated medicine until the 17th century; explanation confirmed.",
    "Which philosopher's followers believed that 'all is number' and that souls are reborn?":
      "Checked (Britannica, 'Pythagoreanism'): 'all is number' and transmigration of souls; the Croton school banned beans; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which inventor of Alexandria described the aeolipile, a sphere spun by steam?':
      "Checked (Britannica, 'Heron of Alexandria'): he described the aeolipile, a coin-operated holy-water dispenser and automatic temple doors; explanation confirmed.",
    'Which mathematician and philosopher was murdered by a mob in Alexandria in AD 415?':
      "Checked (Socrates Scholasticus 7.15; Britannica, 'Hypatia'): murdered by a Christian mob in Alexandria in March 415; she taught Neoplatonism, mathematics and astronomy; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which city was the great library founded by the Ptolemies?':
      "Checked (Britannica, 'Library of Alexandria'): founded under the Ptolemies, aiming to collect every Greek book; explanation confirmed.",
    'From which city in Asia Minor did the historian Herodotus come?':
      "Checked (Britannica, 'Herodotus'; 'Bodrum'): Herodotus came from Halicarnassus, modern Bodrum; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What did actors in Greek theatre wear to show which character they played?':
      "Checked (Britannica, 'Mask'; 'Theatre (Greek)'): actors wore masks, letting three actors play all roles including women; explanation confirmed.",
    'How many actors usually shared the speaking roles in a Greek tragedy?':
      'Checked (Aristotle, Poetics 1449a): Aeschylus added a second actor and Sophocles a third; explanation confirmed.',
    'What was the group that sang and danced between the scenes of a Greek play called?':
      "Checked (Britannica, 'Chorus'): the chorus sang and danced its odes between the episodes; it often stood for elders or women of the city; explanation confirmed.",
    'What was the round dancing floor in front of the stage in a Greek theatre called?':
      "Checked (Britannica, 'Orchestra'; 'Skene'): the orchestra was the circular dancing floor, the skene the stage building, the theatron the seating; explanation confirmed. Options reworded for length (issue 14, len-d): 'The agora' → 'The proskenion'. Rechecked by len-c: the proskenion is the front of the stage building, not the dancing floor.",
    'Into what were Greek theatres usually built?':
      "Checked (Britannica, 'Theatre of Dionysus'; 'Epidaurus'): Greek theatres were cut into hillsides for tiered seating and acoustics; explanation confirmed.",
    'At which Athenian spring festival were the great tragedy competitions held?':
      "Checked (Britannica, 'Dionysia'): tragedy contests were held at the City Dionysia in spring, three tragedians staging a tetralogy each on three days; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which playwright, the earliest of the three great tragedians, wrote the Oresteia?':
      "Checked (Britannica, 'Aeschylus'; 'Oresteia'): the earliest of the three, author of the Oresteia, the only surviving complete trilogy; explanation confirmed.",
    "Which Sophocles play shows a daughter of Oedipus burying her brother against the king's order?":
      "Checked (Sophocles, Antigone; Britannica, 'Antigone'): Antigone buries Polynices against Creon's edict and is walled up in a rock tomb; explanation confirmed. Options reworded for length (issue 14, len-d): 'Medea' → 'Iphigenia'. Rechecked by len-c: Iphigenia is Agamemnon's daughter; the burial is Antigone's.",
    'Which comic playwright wrote The Frogs, The Clouds and Lysistrata?':
      "Checked (Britannica, 'Aristophanes'): author of The Frogs, The Clouds and Lysistrata; eleven comedies survive; explanation confirmed.",
    'In Lysistrata, how do the women try to force the men to end the war?':
      "Checked (Aristophanes, Lysistrata; Britannica, 'Lysistrata'): a sex strike, with the older women seizing the Acropolis treasury; explanation confirmed.",
    'Which philosopher does Aristophanes mock in The Clouds?':
      "Checked (Aristophanes, Clouds; Britannica, 'The Clouds'): Socrates runs the Phrontisterion ('Thinkery') teaching the worse argument to win; explanation confirmed.",
    'Which writer of New Comedy wrote The Grouch, found almost complete on papyrus in the 1950s?':
      "Checked (Britannica, 'Menander'; 'Dyskolos'): The Grouch (Dyskolos) was published in 1958 from the Bodmer papyrus; Plautus and Terence adapted Menander; explanation confirmed.",
    'In what metre were the Iliad and the Odyssey composed?':
      "Checked (Britannica, 'Dactylic hexameter'): the metre of Homer, six feet of dactyls and spondees; explanation confirmed.",
    'Which poet from Boeotia wrote Works and Days and the Theogony?':
      "Checked (Britannica, 'Hesiod'): Hesiod of Ascra in Boeotia wrote Works and Days and the Theogony; explanation confirmed.",
    'Which poet from the island of Lesbos did Plato call the Tenth Muse?':
      "Checked (Palatine Anthology 9.506; Britannica, 'Sappho'): Sappho of Lesbos, called the tenth Muse in an epigram ascribed to Plato; her work survives mostly in fragments; explanation confirmed.",
    'Which poet wrote odes for the winners of the Olympic and other games?':
      "Checked (Britannica, 'Pindar'; Arrian 1.9): Pindar wrote victory odes for the games; Alexander spared his house at Thebes in 335 BC; explanation confirmed.",
    'Which Greek writer paired famous Greeks and Romans in his Parallel Lives?':
      "Checked (Britannica, 'Plutarch'): Parallel Lives pairs Greeks and Romans; Shakespeare used North's translation for Julius Caesar and Antony and Cleopatra; explanation confirmed.",
    'Which tragedian is said to have won first prize at the Athenian drama festival more often than any other, some 20 times?':
      "Checked (Britannica, 'Sophocles'): he won about 18–24 first prizes, more than any other tragedian; 7 of some 123 plays survive; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What lighter piece followed each set of three tragedies at the Athenian festival?':
      "Checked (Britannica, 'Satyr play'): a satyr play followed the three tragedies of each tetralogy, with a chorus of satyrs; explanation confirmed. Options reworded for length (issue 14, len-d): 'A mime' → 'A choral dithyramb'. Rechecked by len-c: dithyrambs were a separate choral contest, not the piece after the trilogy.",
    'Which Greek word names the excessive pride that brings a tragic hero down?':
      "Checked (Britannica, 'Hubris'): hubris is the pride that brings the tragic hero down; in Athenian law it was an outrageous assault; explanation confirmed.",
    'Which word did Aristotle use for the release of pity and fear that an audience feels at a tragedy?':
      "Checked (Aristotle, Poetics 1449b; Britannica, 'Catharsis'): catharsis of pity and fear; in medicine it meant purging; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which book did Aristotle analyse tragedy and epic verse?':
      "Checked (Britannica, 'Poetics'): Aristotle analyses tragedy and epic in the Poetics; a second book on comedy is lost; explanation confirmed.",
    'In which year, by tradition, were the first Olympic Games held?':
      "Checked (Britannica, 'Olympic Games'): the traditional first Games were in 776 BC and Greeks dated by Olympiads; explanation confirmed.",
    'In honour of which god were the ancient Olympic Games held?':
      "Checked (Britannica, 'Olympia'): the Games honoured Zeus; Phidias's statue of Zeus in his temple was one of the Seven Wonders; explanation confirmed.",
    'The only event at the first Olympic Games was a foot race of about what length?':
      "Checked (Britannica, 'Stadion'): the only event at first was the stadion, one length of the stadium, about 192 m at Olympia; explanation confirmed.",
    "Which long-distance running race is named after a legendary messenger's run from a battlefield to Athens?":
      "Checked (Britannica, 'Marathon race'): named after the messenger legend; first run at the 1896 Athens Olympics from Marathon to Athens; explanation confirmed.",
    'Which ancient Olympic event was held in the hippodrome?':
      "Checked (Britannica, 'Chariot racing'; 'Olympic Games'): chariot races were held in the hippodrome, and the owner was crowned victor; explanation confirmed.",
    'Which ancient Olympic combat sport mixed boxing and wrestling with very few rules?':
      "Checked (Britannica, 'Pancratium'): the pankration combined boxing and wrestling; only biting and gouging were forbidden; explanation confirmed.",
    'Which ancient Olympic race was run in a helmet and carrying a shield?':
      "Checked (Pausanias 5.8; Britannica, 'Hoplitodromos'): the race in armour with shield was added in 520 BC; explanation confirmed.",
    'Which of these was an event of the ancient Olympic pentathlon?':
      "Checked (Britannica, 'Pentathlon'): the ancient pentathlon was stadion, long jump, discus, javelin and wrestling; hammer, pole vault and shot are modern; explanation confirmed.",
    'What was the four-year span between one ancient Games and the next called?':
      "Checked (Britannica, 'Olympiad'): the four-year span between Games, used by historians for dating; lustrum, indiction and saros are other cycles; explanation confirmed.",
    'What did athletes usually wear when competing at the ancient Olympics?':
      "Checked (Britannica, 'Olympic Games'; 'Strigil'): athletes competed naked, oiled, and scraped clean with a strigil; explanation confirmed.",
    "Which Roman emperor's ban on pagan festivals is traditionally said to have ended the ancient Olympics?":
      "Checked (Britannica, 'Olympic Games'): Theodosius I's ban on pagan festivals is traditionally dated as ending the Games after AD 393; explanation confirmed.",
    'What was declared across Greece so that athletes and visitors could travel safely to the Olympics?':
      "Checked (Thucydides 5.49; Britannica, 'Olympic Games'): heralds proclaimed the sacred truce (ekecheiria); Sparta was fined and excluded in 420 BC; explanation confirmed.",
    'Which great games were held at Delphi every four years?':
      "Checked (Britannica, 'Pythian Games'): held at Delphi every four years, with music and poetry contests; explanation confirmed.",
    'Near which city were the Isthmian Games held?':
      "Checked (Britannica, 'Isthmian Games'): held biennially near Corinth at the isthmus joining the Peloponnese to central Greece; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What prize did winners receive at the Pythian Games?':
      "Checked (Britannica, 'Pythian Games'; 'Nemean Games'): laurel at Delphi, olive at Olympia, wild celery at Nemea, pine at the Isthmus; explanation confirmed. Options reworded for length (issue 14, len-d): 'A pine wreath' → 'An oak-leaf wreath'. Rechecked by len-c: the Pythian prize was laurel; oak wreaths were not given there.",
    'Which festival awarded large painted jars of olive oil as prizes?':
      "Checked (Britannica, 'Panathenaea'; 'Panathenaic amphora'): prize amphorae of olive oil showed Athena and the inscription 'one of the prizes from Athens'; explanation confirmed.",
    'From which kingdom north of Greece did Alexander the Great come?':
      "Checked (Britannica, 'Alexander the Great'; 'Pella'): Alexander was king of Macedon, whose capital was Pella; explanation confirmed.",
    "Who was Alexander the Great's father?":
      "Checked (Britannica, 'Philip II of Macedon'): Alexander's father, who built the army Alexander led into Asia; explanation confirmed.",
    "What was the name of Alexander the Great's famous horse?":
      "Checked (Arrian 5.19; Britannica, 'Bucephalus'): Alexander's horse; the city Bucephala on the Hydaspes was named after him; explanation confirmed.",
    'Which knot did Alexander the Great reportedly cut through with his sword?':
      "Checked (Arrian 2.3; Britannica, 'Gordian knot'): legend said whoever untied it would rule Asia, and Alexander cut it; explanation confirmed.",
    'Which Persian king did Alexander defeat at Issus and Gaugamela?':
      "Checked (Britannica, 'Darius III'): defeated at Issus and Gaugamela, killed by Bessus and his nobles in 330 BC; explanation confirmed.",
    'In which year did Alexander the Great die?':
      "Checked (Britannica, 'Alexander the Great'): died June 323 BC; born 356 BC; king from 336 BC; explanation confirmed.",
    'In which city did Alexander the Great die?':
      "Checked (Plutarch, Alexander 75–76; Britannica, 'Alexander the Great'): died at Babylon, in Nebuchadnezzar's palace, after a fever of about ten days; explanation confirmed.",
    'How old was Alexander the Great when he died?':
      "Checked (Britannica, 'Alexander the Great'): he died at 32, having conquered an empire of roughly 5 million km² in about eleven years; explanation confirmed.",
    'At which river did Alexander defeat the Indian king Porus in 326 BC?':
      "Checked (Arrian 5; Britannica, 'Battle of the Hydaspes'): he defeated Porus and his elephants in 326 BC and left him his kingdom; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'At which river did Alexander win his first great victory over the Persians, in 334 BC?':
      "Checked (Britannica, 'Battle of the Granicus'): 334 BC, a river of north-west Asia Minor; explanation confirmed.",
    "Which battle of 331 BC sealed Alexander's conquest of the Persian Empire?":
      "Checked (Britannica, 'Battle of Gaugamela'): 331 BC, near modern Mosul/Erbil in Iraq, sealing the conquest of Persia; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which royal city of the Achaemenid kings did Alexander burn in 330 BC?':
      "Checked (Britannica, 'Persepolis'): burned in 330 BC, said to avenge the burning of Athens in 480 BC; explanation confirmed.",
    'Which Bactrian noblewoman did Alexander marry in 327 BC?':
      "Checked (Britannica, 'Roxana'): Bactrian noblewoman married in 327 BC; their son Alexander IV was born after Alexander's death; explanation confirmed.",
    "Who was Alexander the Great's mother?":
      "Checked (Britannica, 'Olympias'): Alexander's mother, a princess of Epirus; explanation confirmed.",
    "Which of Alexander's generals founded the dynasty that ruled Egypt until Rome took it?":
      "Checked (Britannica, 'Ptolemaic dynasty'): founded by Ptolemy I, ruled Egypt until 30 BC, nearly 300 years counting from 323 BC; explanation confirmed.",
    "Which of Alexander's generals founded an empire centred on Syria and Mesopotamia?":
      "Checked (Britannica, 'Seleucid kingdom'): founded by Seleucus I, centred on Syria and Mesopotamia, first stretching from the Aegean to India; explanation confirmed.",
    "What name is given to Alexander's generals who fought over his empire after his death?":
      "Checked (Britannica, 'Diadochi'): 'successors', the generals who fought over the empire; explanation confirmed.",
    'What was the elite cavalry of the Macedonian kings called?':
      "Checked (Britannica, 'Companion cavalry'): the hetairoi, led in the charge by Alexander himself; explanation confirmed.",
    'What was the long pike carried by soldiers of the Macedonian phalanx called?':
      "Checked (Britannica, 'Sarissa'): the Macedonian pike, up to about 6 m, far longer than the hoplite dory; explanation confirmed. Options reworded for length (issue 14, len-d): 'The pilum' → 'The akontion'. Rechecked by len-c: the akontion was a javelin.",
    "What name is given to the age of Greek kingdoms from Alexander's death to 31 BC?":
      "Checked (Britannica, 'Hellenistic age'): from 323 BC to Actium in 31 BC, Greek culture spreading from Egypt to Afghanistan; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "At which river in India did Alexander's army refuse to march any further east?":
      "Checked (Arrian 5.25–29; Britannica, 'Beas River'): the army refused to go beyond the Hyphasis, the modern Beas; explanation confirmed. Options reworded for length (issue 14, len-d): 'The Oxus' → 'The Hydraotes'. Rechecked by len-c: the army crossed the Hydraotes (Ravi) and stopped at the Hyphasis (Beas).",
    'Which king of Epirus gave his name to victories won at too great a cost?':
      "Checked (Plutarch, Pyrrhus 21; Britannica, 'Pyrrhus'): a Pyrrhic victory comes from his costly wins at Heraclea (280 BC) and Asculum (279 BC); explanation confirmed.",
    'Which Athenian orator attacked Philip II in the speeches known as the Philippics?':
      "Checked (Britannica, 'Demosthenes'): the Philippics attacked Philip II; the pebbles story is in Plutarch, Demosthenes 11; explanation confirmed. Options reworded for length (issue 14, len-d): 'Lysias' → 'Lycurgus of Athens'. Rechecked by len-c: Lycurgus of Athens was an anti-Macedonian orator but the Philippics are Demosthenes's.",
    'What was the common form of Greek spoken across the Hellenistic world called?':
      "Checked (Britannica, 'Koine'): the common Greek of the Hellenistic world, language of the New Testament; explanation confirmed.",
    'Which Greek column order has plain, cushion-like capitals?':
      "Checked (Britannica, 'Doric order'): plain cushion-shaped (echinus) capitals; the Parthenon's peristyle is Doric; explanation confirmed.",
    'Which Greek column order has capitals decorated with acanthus leaves?':
      "Checked (Britannica, 'Corinthian order'): acanthus-leaf capitals, the latest of the three Greek orders, favoured by the Romans; explanation confirmed.",
    'Which architects designed the Parthenon?':
      "Checked (Britannica, 'Parthenon'): architects Ictinus and Callicrates, built 447–432 BC; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which temple on the Acropolis has a porch held up by statues of young women?':
      "Checked (Britannica, 'Erechtheum'): its Porch of the Maidens has caryatids, one in the British Museum and five in the Acropolis Museum; explanation confirmed.",
    'What are statues of women used as columns called?':
      "Checked (Britannica, 'Caryatid'): female figures used as columns; atlantes and telamones are the male equivalents; explanation confirmed.",
    'Which sculptor made the Discobolus, the discus thrower?':
      "Checked (Britannica, 'Discobolus'; 'Myron'): Myron's bronze is lost and known from Roman marble copies; explanation confirmed.",
    "Which sculptor was Alexander the Great's favourite portraitist in bronze?":
      "Checked (Pliny, Natural History 7.125; Plutarch, Alexander 4): Lysippus was Alexander's chosen sculptor, the only one allowed to portray him in bronze; explanation confirmed.",
    'Which Wonder of the Ancient World was a giant bronze statue of the sun god by a harbour?':
      "Checked (Britannica, 'Colossus of Rhodes'): bronze statue of Helios completed about 280 BC, toppled by an earthquake about 226 BC, some 54 years later; explanation confirmed.",
    'In which Athenian pottery style were figures left the colour of the clay on a black background?':
      "Checked (Britannica, 'Red-figure pottery'): figures left in the clay colour on a black ground; invented in Athens about 530 BC; explanation confirmed.",
    'What was a tall two-handled Greek jar for wine or oil called?':
      "Checked (Britannica, 'Amphora'): tall two-handled jar for wine or oil; pointed transport amphorae were stacked in ships' holds; explanation confirmed.",
    "What was a Greek men's drinking party with wine, music and talk called?":
      "Checked (Britannica, 'Symposium'): the men's drinking party; Plato's dialogue on love is set at one; explanation confirmed.",
    'What did the ancient Greeks usually mix their wine with before drinking it?':
      "Checked (Britannica, 'Wine' (ancient Greece); Athenaeus 10): wine was mixed with water in a krater; neat wine was thought barbarous; explanation confirmed.",
    'What was the main Greek unit of money, worth six obols?':
      "Checked (Britannica, 'Drachma'): one drachma = six obols; a talent = 6,000 drachmas (60 minas); explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was a foreigner living in Athens without citizenship called?':
      "Checked (Britannica, 'Metic'): resident foreigners paid the metoikion tax and served in the army; explanation confirmed.",
    'What was a paidagogos in ancient Athens?':
      "Checked (Britannica, 'Pedagogue'): the paidagogos was the slave who took boys to school and watched their conduct; explanation confirmed.",
    'Which tree, sacred to Athena, was the basis of Athenian farming and trade?':
      "Checked (Britannica, 'Olive'; 'Athena'): the olive was Athena's sacred tree, central to Attic farming and trade; oil served for food, lamps and washing; explanation confirmed.",
    'Which mines near Athens produced the silver that paid for its fleet?':
      "Checked (Britannica, 'Laurium'): the Laurion silver mines, worked by thousands of slaves, paid for the fleet of 483–480 BC; explanation confirmed.",
    'Which letter comes last in the Greek alphabet?':
      "Checked (Britannica, 'Omega'): omega is the last letter; 'alpha and omega' for beginning and end; explanation confirmed.",
    'Which script, deciphered by Michael Ventris in 1952, recorded an early form of Greek?':
      "Checked (Britannica, 'Linear B'): deciphered by Michael Ventris in 1952 as early Greek; tablets from Knossos and Pylos are palace records; explanation confirmed.",
    'Which Bronze Age civilisation on Crete was centred on the palace of Knossos?':
      "Checked (Britannica, 'Minoan civilization'): the Bronze Age civilisation of Crete centred on Knossos, named by Evans after Minos; explanation confirmed.",
    'Which Bronze Age Greek civilisation is named after a citadel with a famous Lion Gate?':
      "Checked (Britannica, 'Mycenae'): the Mycenaeans are named after Mycenae, whose Lion Gate dates to about 1250 BC; explanation confirmed.",
    'Which archaeologist excavated Knossos from 1900?':
      "Checked (Britannica, 'Arthur Evans'): excavated Knossos from 1900 and rebuilt parts in reinforced concrete, still debated; explanation confirmed.",
    'Which German businessman dug at Troy and Mycenae in the 1870s?':
      "Checked (Britannica, 'Heinrich Schliemann'): the German businessman dug at Troy from 1871 and Mycenae in 1876, destructively; explanation confirmed.",
    'What name is given to the period of about 1100 to 800 BC in Greece, after the Mycenaean palaces fell?':
      "Checked (Britannica, 'Greek Dark Ages'): about 1100–800 BC after the palaces fell; writing lapsed until the Phoenician-derived alphabet in the 8th century BC; explanation confirmed.",
  },
};
