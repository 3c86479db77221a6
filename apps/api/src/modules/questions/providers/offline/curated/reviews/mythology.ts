import type { BankReview } from './review.js';

/** bank-games2's check of bank-gallery's mythology bank at f15a0bd (ADR 0195); registered in index.ts once both are merged. */
export const mythologyReview: BankReview = {
  bank: 'mythology',
  writer: 'bank-gallery',
  reviewer: 'bank-games2',
  checks: {
    'Who is the king of the gods in Greek mythology?':
      "Checked (reviewer's knowledge): Zeus is right; Poseidon, Hades and Apollo are wrong; explanation confirmed. Iliad 15 has the three brothers drawing lots.",
    'Who is the Greek god of the sea?':
      "Checked (reviewer's knowledge): Poseidon is right; Zeus, Hermes and Ares are wrong; explanation confirmed.",
    'Who is the Greek god of the underworld?':
      "Checked (reviewer's knowledge): Hades is right; Ares, Hermes and Hephaestus are wrong; explanation confirmed.",
    'Who is the Greek goddess of wisdom?':
      "Checked (reviewer's knowledge): Athena is right; Aphrodite, Hera and Artemis are wrong; explanation confirmed.",
    'Who is the Greek goddess of love and beauty?':
      "Checked (reviewer's knowledge): Aphrodite is right; Athena, Hera and Demeter are wrong; explanation confirmed.",
    'Who is the messenger of the Greek gods, with winged sandals?':
      "Checked (reviewer's knowledge): Hermes is right; Apollo, Ares and Dionysus are wrong; explanation confirmed.",
    'Which Greek goddess of the harvest is the mother of Persephone?':
      "Checked (reviewer's knowledge): Demeter is right; Hera, Hestia and Artemis are wrong; explanation confirmed.",
    'Which Greek goddess of marriage was the queen of the gods?':
      "Checked (reviewer's knowledge): Hera is right; Demeter, Hestia and Rhea are wrong; explanation confirmed.",
    'Who is the Greek god of wine and revelry?':
      "Checked (reviewer's knowledge): Dionysus is right; Apollo, Hermes and Hephaestus are wrong; explanation confirmed.",
    'Which Greek goddess of the hunt is the twin sister of Apollo?':
      "Checked (reviewer's knowledge): Artemis is right; Athena, Hera and Demeter are wrong; explanation confirmed.",
    'What is the name of the mountain home of the Greek gods?':
      "Checked (reviewer's knowledge): Mount Olympus is right; Mount Parnassus, Mount Ida and Mount Pelion are wrong; explanation confirmed. Mytikas summit 2,918 m.",
    'What weapon does Zeus hurl at those who anger him?':
      "Checked (reviewer's knowledge): A thunderbolt is right; A trident, A spear and A bow are wrong; explanation confirmed.",
    'What three-pronged spear does Poseidon carry?':
      "Checked (reviewer's knowledge): A trident is right; A thunderbolt, A caduceus and A harpoon are wrong; explanation confirmed.",
    'Which bird was sacred to Athena?':
      "Checked (reviewer's knowledge): The owl is right; The eagle, The peacock and The dove are wrong; explanation confirmed.",
    'Which goat-legged Greek god of shepherds played pipes made of reeds?':
      "Checked (reviewer's knowledge): Pan is right; Priapus, Silenus and Aristaeus are wrong; explanation confirmed.",
    'Which Greek god of music and prophecy had his oracle at Delphi?':
      "Checked (reviewer's knowledge): Apollo is right; Hermes, Dionysus and Ares are wrong; explanation confirmed.",
    'Which Greek god was the blacksmith who forged weapons for the gods?':
      "Checked (reviewer's knowledge): Hephaestus is right; Hermes, Ares and Apollo are wrong; explanation confirmed.",
    'Which Titan, father of Zeus, swallowed his children as they were born?':
      "Checked (reviewer's knowledge): Kronos is right; Atlas, Hyperion and Oceanus are wrong; explanation confirmed.",
    'Who is the Greek goddess of the hearth and home?':
      "Checked (reviewer's knowledge): Hestia is right; Hera, Demeter and Rhea are wrong; explanation confirmed.",
    'Which Greek goddess personified victory?':
      "Checked (reviewer's knowledge): Nike is right; Nemesis, Tyche and Eris are wrong; explanation confirmed.",
    'What did the Greek gods eat and drink to stay immortal?':
      "Checked (reviewer's knowledge): Ambrosia and nectar is right; Honey and milk, Bread and wine and Figs and mead are wrong; explanation confirmed.",
    'Who were the nine Greek goddesses who inspired the arts and sciences?':
      "Checked (reviewer's knowledge): The Muses is right; The Graces, The Fates and The Furies are wrong; explanation confirmed.",
    "Which three sisters spun, measured and cut the thread of each mortal's life?":
      "Checked (reviewer's knowledge): The Fates is right; The Graces, The Muses and The Gorgons are wrong; explanation confirmed.",
    'Which Greek goddess punished arrogance and undeserved good fortune?':
      "Checked (reviewer's knowledge): Nemesis is right; Eris, Tyche and Hecate are wrong; explanation confirmed. The explanation is loose: nemesis means an arch-enemy or an inescapable agent of downfall rather than an 'unbeatable rival'; close enough not to reject, but the writer may reword.",
    'Who is the Greek goddess of the rainbow, also a messenger of the gods?':
      "Checked (reviewer's knowledge): Iris is right; Nike, Eos and Hebe are wrong; explanation confirmed.",
    'Which Greek goddess of the dawn did Homer call rosy-fingered?':
      "Checked (reviewer's knowledge): Eos is right; Iris, Nyx and Selene are wrong; explanation confirmed.",
    'What was the goat-skin shield of Zeus, later carried by Athena, called?':
      "Checked (reviewer's knowledge): The aegis is right; The Palladium, The caduceus and The thyrsus are wrong; explanation confirmed.",
    'Which goddess of discord threw the golden apple that led to the Trojan War?':
      "Checked (reviewer's knowledge): Eris is right; Nemesis, Ate and Tyche are wrong; explanation confirmed.",
    'Which Muse presided over epic poetry?':
      "Checked (reviewer's knowledge): Calliope is right; Clio, Thalia and Urania are wrong; explanation confirmed.",
    'Which Titaness hid the infant Zeus on Crete to save him?':
      "Checked (reviewer's knowledge): Rhea is right; Gaia, Themis and Tethys are wrong; explanation confirmed.",
    'Which river of the Greek underworld made the dead forget their lives?':
      "Checked (reviewer's knowledge): Lethe is right; Styx, Acheron and Phlegethon are wrong; explanation confirmed.",
    'Into which creature did Zeus change to seduce Leda?':
      "Checked (reviewer's knowledge): A swan is right; A bull, An eagle and A shower of gold are wrong; explanation confirmed.",
    'Which Greek god of medicine carried a staff with a single snake coiled round it?':
      "Checked (reviewer's knowledge): Asclepius is right; Apollo, Hermes and Dionysus are wrong; explanation confirmed. Apollo was also a healing god, but the single-snake staff belongs only to Asclepius, so one key.",
    'Which Greek hero performed twelve labours?':
      "Checked (reviewer's knowledge): Heracles is right; Perseus, Theseus and Achilles are wrong; explanation confirmed.",
    'Which Greek hero killed the Minotaur?':
      "Checked (reviewer's knowledge): Theseus is right; Perseus, Jason and Heracles are wrong; explanation confirmed.",
    'Which Greek hero killed Medusa?':
      "Checked (reviewer's knowledge): Perseus is right; Theseus, Odysseus and Jason are wrong; explanation confirmed.",
    'Which hero led the Argonauts in search of the Golden Fleece?':
      "Checked (reviewer's knowledge): Jason is right; Odysseus, Achilles and Perseus are wrong; explanation confirmed.",
    'Which Greek warrior could only be wounded in his heel?':
      "Checked (reviewer's knowledge): Achilles is right; Hector, Ajax and Patroclus are wrong; explanation confirmed.",
    'Which Titan was punished for giving fire to humans?':
      "Checked (reviewer's knowledge): Prometheus is right; Atlas, Kronos and Epimetheus are wrong; explanation confirmed.",
    'Which Titan was condemned to hold up the sky?':
      "Checked (reviewer's knowledge): Atlas is right; Prometheus, Kronos and Hyperion are wrong; explanation confirmed.",
    "What was left inside Pandora's jar after she closed it?":
      "Checked (reviewer's knowledge): Hope is right; Fire, Gold and Love are wrong; explanation confirmed. Hesiod, Works and Days: Elpis stayed under the lip of the jar.",
    'Which Greek king of Ithaca spent ten years sailing home after the Trojan War?':
      "Checked (reviewer's knowledge): Odysseus is right; Agamemnon, Menelaus and Ajax are wrong; explanation confirmed.",
    'What did the Greeks hide inside the wooden horse they left outside Troy?':
      "Checked (reviewer's knowledge): Soldiers is right; Gold, Grain and Wine are wrong; explanation confirmed.",
    'Which youth flew too close to the sun on wings of feathers and wax?':
      "Checked (reviewer's knowledge): Icarus is right; Phaethon, Ganymede and Bellerophon are wrong; explanation confirmed.",
    'Which beautiful youth fell in love with his own reflection in a pool?':
      "Checked (reviewer's knowledge): Narcissus is right; Adonis, Ganymede and Hyacinthus are wrong; explanation confirmed.",
    'Which king was granted the wish that everything he touched would turn to gold?':
      "Checked (reviewer's knowledge): Midas is right; Croesus, Minos and Priam are wrong; explanation confirmed.",
    'Which mountain nymph was cursed to repeat only the last words spoken to her?':
      "Checked (reviewer's knowledge): Echo is right; Daphne, Callisto and Io are wrong; explanation confirmed.",
    'Which queen of Sparta, the most beautiful woman in the world, was carried off to Troy?':
      "Checked (reviewer's knowledge): Helen is right; Andromache, Cassandra and Penelope are wrong; explanation confirmed.",
    "What fruit's seeds did Persephone eat in the underworld, binding her to return each year?":
      "Checked (reviewer's knowledge): A pomegranate is right; An apple, A fig and An olive are wrong; explanation confirmed.",
    'Which craftsman built the Labyrinth for the king of Crete?':
      "Checked (reviewer's knowledge): Daedalus is right; Talos, Hephaestus and Pygmalion are wrong; explanation confirmed.",
    'Which king of Crete had a labyrinth built at Knossos to hold a monster?':
      "Checked (reviewer's knowledge): Minos is right; Aegeus, Priam and Midas are wrong; explanation confirmed.",
    'Which Trojan prince judged a beauty contest between Hera, Athena and Aphrodite?':
      "Checked (reviewer's knowledge): Paris is right; Hector, Aeneas and Priam are wrong; explanation confirmed.",
    'Which Trojan prince killed Patroclus and was then killed by Achilles?':
      "Checked (reviewer's knowledge): Hector is right; Paris, Aeneas and Troilus are wrong; explanation confirmed.",
    'Which king of Mycenae led the Greek army against Troy?':
      "Checked (reviewer's knowledge): Agamemnon is right; Menelaus, Nestor and Diomedes are wrong; explanation confirmed.",
    'Which Trojan princess made true prophecies that no one believed?':
      "Checked (reviewer's knowledge): Cassandra is right; Andromache, Hecuba and Polyxena are wrong; explanation confirmed.",
    'Which queen of Ithaca unpicked her weaving each night to keep her suitors waiting?':
      "Checked (reviewer's knowledge): Penelope is right; Helen, Clytemnestra and Andromache are wrong; explanation confirmed.",
    'Which sorceress of the island of Aeaea turned visiting sailors into pigs?':
      "Checked (reviewer's knowledge): Circe is right; Calypso, Medea and Hecate are wrong; explanation confirmed.",
    'Which sorceress of Colchis killed her own children in a tragedy by Euripides?':
      "Checked (reviewer's knowledge): Medea is right; Circe, Calypso and Hecate are wrong; explanation confirmed. Medea, 431 BC.",
    'Which musician went down to the underworld to bring back his wife Eurydice?':
      "Checked (reviewer's knowledge): Orpheus is right; Apollo, Amphion and Linus are wrong; explanation confirmed.",
    'Which king was condemned to roll a boulder up a hill for ever?':
      "Checked (reviewer's knowledge): Sisyphus is right; Tantalus, Ixion and Tityos are wrong; explanation confirmed. Sisyphus, king of Ephyra (Corinth).",
    'Which one-eyed giant, a son of Poseidon, trapped a Greek crew in his cave?':
      "Checked (reviewer's knowledge): Polyphemus is right; Argus, Talos and Geryon are wrong; explanation confirmed. Odyssey 9, Outis.",
    'Which king was made to stand in water he could not drink, under fruit he could not reach?':
      "Checked (reviewer's knowledge): Tantalus is right; Sisyphus, Ixion and Tityos are wrong; explanation confirmed.",
    'Which hero, riding a winged horse, killed the fire-breathing Chimera?':
      "Checked (reviewer's knowledge): Bellerophon is right; Perseus, Theseus and Jason are wrong; explanation confirmed.",
    'Which huntress drew first blood in the hunt for the Calydonian Boar?':
      "Checked (reviewer's knowledge): Atalanta is right; Penthesilea, Hippolyta and Cyrene are wrong; explanation confirmed.",
    'Which six-headed monster lived opposite the whirlpool Charybdis?':
      "Checked (reviewer's knowledge): Scylla is right; Echidna, Lamia and Ceto are wrong; explanation confirmed. Odyssey 12.",
    'Which bronze giant guarded Crete by throwing rocks at passing ships?':
      "Checked (reviewer's knowledge): Talos is right; Argus, Antaeus and Geryon are wrong; explanation confirmed.",
    'Which giant, son of the earth, could not be beaten while he touched the ground?':
      "Checked (reviewer's knowledge): Antaeus is right; Typhon, Geryon and Talos are wrong; explanation confirmed.",
    'Which hundred-eyed giant did Hera set to guard Io?':
      "Checked (reviewer's knowledge): Argus is right; Typhon, Geryon and Talos are wrong; explanation confirmed. Ovid, Metamorphoses 1.",
    'What is the Roman name for Zeus?':
      "Checked (reviewer's knowledge): Jupiter is right; Mars, Neptune and Saturn are wrong; explanation confirmed.",
    'What is the Roman name for Ares, the god of war?':
      "Checked (reviewer's knowledge): Mars is right; Mercury, Vulcan and Jupiter are wrong; explanation confirmed. Doubt on level only: marked hard, but Mars for Ares is common knowledge; medium or easy would fit better.",
    'What is the Roman name for Poseidon?':
      "Checked (reviewer's knowledge): Neptune is right; Pluto, Mercury and Apollo are wrong; explanation confirmed.",
    'Which winged Roman god of love shot arrows that made people fall in love?':
      "Checked (reviewer's knowledge): Cupid is right; Mercury, Janus and Faunus are wrong; explanation confirmed.",
    'Which two-faced Roman god of beginnings and doorways looked both forwards and back?':
      "Checked (reviewer's knowledge): Janus is right; Saturn, Vesta and Faunus are wrong; explanation confirmed.",
    'What is the Roman name for Aphrodite?':
      "Checked (reviewer's knowledge): Venus is right; Juno, Minerva and Diana are wrong; explanation confirmed.",
    'What is the Roman name for Hades?':
      "Checked (reviewer's knowledge): Pluto is right; Saturn, Vulcan and Janus are wrong; explanation confirmed.",
    'What is the Roman name for Hermes?':
      "Checked (reviewer's knowledge): Mercury is right; Mars, Vulcan and Apollo are wrong; explanation confirmed.",
    'What is the Roman name for Athena?':
      "Checked (reviewer's knowledge): Minerva is right; Juno, Diana and Vesta are wrong; explanation confirmed.",
    'What is the Roman name for Artemis?':
      "Checked (reviewer's knowledge): Diana is right; Minerva, Juno and Venus are wrong; explanation confirmed.",
    'What is the Roman name for Hera?':
      "Checked (reviewer's knowledge): Juno is right; Minerva, Ceres and Vesta are wrong; explanation confirmed.",
    'What is the Roman name for Dionysus?':
      "Checked (reviewer's knowledge): Bacchus is right; Vulcan, Saturn and Faunus are wrong; explanation confirmed.",
    'Which Trojan hero escaped burning Troy carrying his father Anchises?':
      "Checked (reviewer's knowledge): Aeneas is right; Hector, Paris and Priam are wrong; explanation confirmed.",
    'Which Roman god was honoured by a December festival of feasting and gift-giving?':
      "Checked (reviewer's knowledge): Saturn is right; Janus, Mars and Bacchus are wrong; explanation confirmed.",
    'What is the Roman name for Hephaestus?':
      "Checked (reviewer's knowledge): Vulcan is right; Mercury, Mars and Janus are wrong; explanation confirmed.",
    'What is the Roman name for Demeter?':
      "Checked (reviewer's knowledge): Ceres is right; Vesta, Juno and Diana are wrong; explanation confirmed.",
    'Which Roman goddess of the hearth was served by six priestesses sworn to chastity?':
      "Checked (reviewer's knowledge): Vesta is right; Juno, Ceres and Minerva are wrong; explanation confirmed. Six Vestals in the classical period.",
    'Which queen of Carthage, in Roman legend, died on a pyre after her Trojan lover sailed away?':
      "Checked (reviewer's knowledge): Dido is right; Cleopatra, Sophonisba and Zenobia are wrong; explanation confirmed.",
    'What were the Roman guardian spirits of the household, honoured at a small shrine, called?':
      "Checked (reviewer's knowledge): The Lares is right; The Manes, The Fauns and The Larvae are wrong; explanation confirmed.",
    'Which Roman god protected boundary stones?':
      "Checked (reviewer's knowledge): Terminus is right; Janus, Portunus and Vertumnus are wrong; explanation confirmed. Terminalia on 23 February, per Ovid's Fasti.",
    'Who is the Norse god of thunder?':
      "Checked (reviewer's knowledge): Thor is right; Odin, Loki and Freyr are wrong; explanation confirmed.",
    'Who is the chief god in Norse mythology, ruler of Asgard?':
      "Checked (reviewer's knowledge): Odin is right; Thor, Baldr and Tyr are wrong; explanation confirmed.",
    "What is the name of Thor's hammer?":
      "Checked (reviewer's knowledge): Mjölnir is right; Gungnir, Excalibur and Gram are wrong; explanation confirmed.",
    'What is the great tree that connects the nine worlds in Norse mythology?':
      "Checked (reviewer's knowledge): Yggdrasil is right; Asgard, Bifröst and Valhalla are wrong; explanation confirmed. The wrong options are places rather than trees, which helps a little by elimination; accepted at hard level.",
    'Where do warriors who die in battle go in Norse mythology?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Valhalla, Odin's hall, receives the chosen slain; Jotunheim (the giants' land), Midgard (the human world) and Helheim (the realm of those who die otherwise) are wrong; Asgard, which holds Valhalla, is no longer an option.",
    'Which Norse god is a trickster and shape-shifter?':
      "Checked (reviewer's knowledge): Loki is right; Heimdall, Baldr and Freyr are wrong; explanation confirmed. Slight doubt: the Sif question ('had her golden hair cut off by Loki') hints at his mischief, though it does not name him a trickster; accepted.",
    'What is the final battle at the end of the world in Norse mythology called?':
      "Checked (reviewer's knowledge): Ragnarök is right; Armageddon, Valhalla and Fimbulwinter are wrong; explanation confirmed.",
    "What is the name of Odin's eight-legged horse?":
      "Checked (reviewer's knowledge): Sleipnir is right; Hrimfaxi, Gullinbursti and Fenrir are wrong; explanation confirmed.",
    'Which day of the week is named after Odin, also called Woden?':
      "Checked (reviewer's knowledge): Wednesday is right; Tuesday, Thursday and Friday are wrong; explanation confirmed. The Thor explanation (Thursday) rules out one wrong option, a small hint only; accepted.",
    'What are the warrior maidens who choose which fighters die in battle called?':
      "Checked (reviewer's knowledge): Valkyries is right; Norns, Dísir and Einherjar are wrong; explanation confirmed.",
    'What sea monster of Scandinavian folklore was said to drag ships under?':
      "Checked (reviewer's knowledge): The Kraken is right; The Leviathan, The Behemoth and The Hydra are wrong; explanation confirmed.",
    'Which Norse god watches over the rainbow bridge to Asgard?':
      "Checked (reviewer's knowledge): Heimdall is right; Baldr, Tyr and Bragi are wrong; explanation confirmed.",
    'Which giant wolf bit off the hand of the god Tyr?':
      "Checked (reviewer's knowledge): Fenrir is right; Garm, Sköll and Hati are wrong; explanation confirmed.",
    'Which beautiful Norse god was killed by a dart of mistletoe?':
      "Checked (reviewer's knowledge): Baldr is right; Freyr, Heimdall and Bragi are wrong; explanation confirmed. Prose Edda, Gylfaginning.",
    'What is the world of humans called in Norse mythology?':
      "Checked (reviewer's knowledge): Midgard is right; Asgard, Jotunheim and Vanaheim are wrong; explanation confirmed.",
    "Which animals pull Thor's chariot?":
      "Checked (reviewer's knowledge): Goats is right; Cats, Horses and Boars are wrong; explanation confirmed.",
    'Whose golden apples kept the Norse gods young?':
      "Checked (reviewer's knowledge): Idun is right; Freyja, Sif and Frigg are wrong; explanation confirmed.",
    'Which Norse goddess is the wife of the one-eyed Allfather?':
      "Checked (reviewer's knowledge): Frigg is right; Freyja, Sif and Hel are wrong; explanation confirmed.",
    'What is the great serpent that encircles the world of humans, biting its own tail?':
      "Checked (reviewer's knowledge): Jörmungandr is right; Níðhöggr, Fáfnir and Ratatoskr are wrong; explanation confirmed.",
    'Which dragon gnaws at the roots of the world tree?':
      "Checked (reviewer's knowledge): Níðhöggr is right; Jörmungandr, Fáfnir and Ratatoskr are wrong; explanation confirmed.",
    'What are the three women who shape fate at the foot of the world tree called?':
      "Checked (reviewer's knowledge): The Norns is right; The Valkyries, The Dísir and The Fylgjur are wrong; explanation confirmed.",
    'What is the realm of the frost giants called?':
      "Checked (reviewer's knowledge): Jotunheim is right; Muspelheim, Niflheim and Alfheim are wrong; explanation confirmed.",
    'Which fire giant of Muspelheim will set the world ablaze at the end of days?':
      "Checked (reviewer's knowledge): Surtr is right; Ymir, Thrym and Hrungnir are wrong; explanation confirmed.",
    'From the body of which primeval giant did the Norse gods make the world?':
      "Checked (reviewer's knowledge): Ymir is right; Surtr, Thrym and Bergelmir are wrong; explanation confirmed.",
    "What are the names of Odin's two ravens?":
      "Checked (reviewer's knowledge): Huginn and Muninn is right; Geri and Freki, Skinfaxi and Hrimfaxi and Tanngrisnir and Tanngnjóstr are wrong; explanation confirmed.",
    'Which Norse goddess owned the necklace Brísingamen?':
      "Checked (reviewer's knowledge): Freyja is right; Frigg, Sif and Idun are wrong; explanation confirmed. Sörla þáttr tells of the four dwarves.",
    "Which goddess, Thor's wife, had her golden hair cut off by Loki?":
      "Checked (reviewer's knowledge): Sif is right; Frigg, Freyja and Idun are wrong; explanation confirmed.",
    'Who rules the realm of the dead in Norse myth, a daughter of Loki?':
      "Checked (reviewer's knowledge): Hel is right; Frigg, Skadi and Ran are wrong; explanation confirmed.",
    'Which Norse sea god is the father of Freyr and Freyja?':
      "Checked (reviewer's knowledge): Njord is right; Aegir, Ullr and Bragi are wrong; explanation confirmed.",
    'What are the Icelandic books that preserve most Norse myths called?':
      "Checked (reviewer's knowledge): The Eddas is right; The Sagas, The Runes and The Kennings are wrong; explanation confirmed. Prose Edda about 1220; the Poetic Edda is in the Codex Regius of about 1270.",
    'Which Egyptian god is usually shown with the head of a jackal?':
      "Checked (reviewer's knowledge): Anubis is right; Horus, Thoth and Osiris are wrong; explanation confirmed.",
    'Which Egyptian god is usually shown with the head of a falcon?':
      "Checked (reviewer's knowledge): Horus is right; Anubis, Thoth and Osiris are wrong; explanation confirmed.",
    'Who is the Egyptian god of the afterlife and husband of Isis?':
      "Checked (reviewer's knowledge): Osiris is right; Set, Horus and Ra are wrong; explanation confirmed.",
    "Which Egyptian goddess was shown as a cat or with a cat's head?":
      "Checked (reviewer's knowledge): Bastet is right; Hathor, Isis and Nut are wrong; explanation confirmed.",
    'Which Egyptian sun god was said to sail across the sky in a boat each day?':
      "Checked (reviewer's knowledge): Ra is right; Set, Ptah and Khnum are wrong; explanation confirmed.",
    'What does the Egyptian ankh symbol stand for?':
      "Checked (reviewer's knowledge): Life is right; Death, Power and Water are wrong; explanation confirmed.",
    'What did the Egyptians believe was weighed against a feather to judge the dead?':
      "Checked (reviewer's knowledge): The heart is right; The brain, The tongue and The liver are wrong; explanation confirmed.",
    'Which Egyptian god of deserts and storms murdered his brother and fought Horus?':
      "Checked (reviewer's knowledge): Set is right; Sobek, Ptah and Khonsu are wrong; explanation confirmed.",
    'Which Egyptian god of writing and wisdom had the head of an ibis?':
      "Checked (reviewer's knowledge): Thoth is right; Ptah, Khonsu and Amun are wrong; explanation confirmed.",
    'Which Egyptian goddess of magic was the mother of Horus?':
      "Checked (reviewer's knowledge): Isis is right; Hathor, Nut and Sekhmet are wrong; explanation confirmed.",
    'Which Egyptian god was shown with the head of a crocodile?':
      "Checked (reviewer's knowledge): Sobek is right; Khnum, Ptah and Set are wrong; explanation confirmed.",
    'Which Egyptian sky goddess arched her body over the earth?':
      "Checked (reviewer's knowledge): Nut is right; Geb, Shu and Maat are wrong; explanation confirmed.",
    "Which ram-headed Egyptian god shaped people on a potter's wheel?":
      "Checked (reviewer's knowledge): Khnum is right; Ptah, Amun and Sobek are wrong; explanation confirmed.",
    'Which lioness-headed Egyptian goddess of war nearly wiped out humanity?':
      "Checked (reviewer's knowledge): Sekhmet is right; Bastet, Hathor and Taweret are wrong; explanation confirmed.",
    'Which Egyptian goddess, often shown as a cow, was linked with love and music?':
      "Checked (reviewer's knowledge): Hathor is right; Nut, Isis and Taweret are wrong; explanation confirmed.",
    'Which monster devoured the hearts of the unworthy dead?':
      "Checked (reviewer's knowledge): Ammit is right; Apep, Taweret and Bes are wrong; explanation confirmed.",
    "Which giant serpent attacked the sun god's boat every night?":
      "Checked (reviewer's knowledge): Apep is right; Ammit, Wadjet and Mehen are wrong; explanation confirmed.",
    'Which Theban god, whose name means the hidden one, became king of the Egyptian gods?':
      "Checked (reviewer's knowledge): Amun is right; Aten, Ptah and Atum are wrong; explanation confirmed.",
    "Which dwarf god with a lion's mane protected households and childbirth?":
      "Checked (reviewer's knowledge): Bes is right; Ptah, Khonsu and Min are wrong; explanation confirmed.",
    'Which hippopotamus goddess protected women in childbirth?':
      "Checked (reviewer's knowledge): Taweret is right; Hathor, Nut and Sekhmet are wrong; explanation confirmed.",
    'Which Egyptian god took the form of a scarab beetle rolling the sun?':
      "Checked (reviewer's knowledge): Khepri is right; Khonsu, Shu and Atum are wrong; explanation confirmed.",
    'Which elephant-headed Hindu god is the remover of obstacles?':
      "Checked (reviewer's knowledge): Ganesha is right; Hanuman, Shiva and Vishnu are wrong; explanation confirmed.",
    'Which is the only mythical creature among the twelve animals of the Chinese zodiac?':
      "Checked (reviewer's knowledge): The dragon is right; The tiger, The rooster and The ox are wrong; explanation confirmed.",
    'Which monkey god helps Rama rescue Sita in the Ramayana?':
      "Checked (reviewer's knowledge): Hanuman is right; Ganesha, Garuda and Krishna are wrong; explanation confirmed.",
    'Which Hindu god is the destroyer within the trinity of great gods?':
      "Checked (reviewer's knowledge): Shiva is right; Vishnu, Brahma and Indra are wrong; explanation confirmed. The Vishnu explanation calls him the preserver, which rules out one wrong option here; a small hint, accepted.",
    "Which Hindu god's avatars include Rama and Krishna?":
      "Checked (reviewer's knowledge): Vishnu is right; Shiva, Brahma and Indra are wrong; explanation confirmed.",
    'Which Hindu goddess of wealth and fortune is worshipped at Diwali?':
      "Checked (reviewer's knowledge): Lakshmi is right; Saraswati, Durga and Kali are wrong; explanation confirmed.",
    'Which blue-skinned Hindu god is famous for playing the flute?':
      "Checked (reviewer's knowledge): Krishna is right; Rama, Shiva and Ganesha are wrong; explanation confirmed.",
    'Which Japanese sun goddess is said to be the ancestor of the emperors?':
      "Checked (reviewer's knowledge): Amaterasu is right; Izanami, Inari and Benzaiten are wrong; explanation confirmed.",
    'What animal is the shape-shifting kitsune of Japanese folklore?':
      "Checked (reviewer's knowledge): A fox is right; A raccoon dog, A cat and A badger are wrong; explanation confirmed.",
    'Which monkey king is the hero of the Chinese novel Journey to the West?':
      "Checked (reviewer's knowledge): Sun Wukong is right; Zhu Bajie, Sha Wujing and Nezha are wrong; explanation confirmed.",
    'What are the horned ogres of Japanese folklore called?':
      "Checked (reviewer's knowledge): Oni is right; Kappa, Tengu and Tanuki are wrong; explanation confirmed.",
    "Which giant bird, the mount of a Hindu god, gives its name to Indonesia's national airline?":
      "Checked (reviewer's knowledge): Garuda is right; Jatayu, Sampati and Airavata are wrong; explanation confirmed. Garuda Indonesia; Garuda Pancasila and the Thai royal Garuda emblem.",
    'Which Hindu goddess slew the buffalo demon Mahishasura?':
      "Checked (reviewer's knowledge): Durga is right; Kali, Lakshmi and Saraswati are wrong; explanation confirmed.",
    'Which Japanese storm god slew the eight-headed serpent Yamata no Orochi?':
      "Checked (reviewer's knowledge): Susanoo is right; Raijin, Fujin and Hachiman are wrong; explanation confirmed.",
    'Which Chinese goddess lives on the Moon with a jade rabbit?':
      "Checked (reviewer's knowledge): Chang'e is right; Nüwa, Guanyin and Xiwangmu are wrong; explanation confirmed.",
    'Which Chinese goddess made humans from yellow clay and mended the broken sky?':
      "Checked (reviewer's knowledge): Nüwa is right; Chang'e, Guanyin and Xiwangmu are wrong; explanation confirmed.",
    'In Polynesian myth, which demigod fished up islands and slowed the sun?':
      "Checked (reviewer's knowledge): Maui is right; Tangaroa, Tane and Rongo are wrong; explanation confirmed.",
    'Which Aztec god was the feathered serpent?':
      "Checked (reviewer's knowledge): Quetzalcoatl is right; Huitzilopochtli, Tezcatlipoca and Tlaloc are wrong; explanation confirmed.",
    'In Slavic folklore, which witch lives in a hut that stands on chicken legs?':
      "Checked (reviewer's knowledge): Baba Yaga is right; Koschei, Rusalka and Vasilisa are wrong; explanation confirmed.",
    "Which Irish giant is said to have built the Giant's Causeway?":
      "Checked (reviewer's knowledge): Fionn mac Cumhaill is right; Cú Chulainn, Balor and Oisín are wrong; explanation confirmed.",
    'Which Aztec sun and war god was born fully armed from his mother Coatlicue?':
      "Checked (reviewer's knowledge): Huitzilopochtli is right; Quetzalcoatl, Tezcatlipoca and Tlaloc are wrong; explanation confirmed.",
    'Which Aztec god brought rain and was shown with goggle eyes and fangs?':
      "Checked (reviewer's knowledge): Tlaloc is right; Tezcatlipoca, Xipe Totec and Mictlantecuhtli are wrong; explanation confirmed.",
    'Which Maya book tells the story of the Hero Twins?':
      "Checked (reviewer's knowledge): The Popol Vuh is right; The Chilam Balam, The Dresden Codex and The Florentine Codex are wrong; explanation confirmed.",
    'Who was the sun god of the Inca?':
      "Checked (reviewer's knowledge): Inti is right; Viracocha, Pachamama and Illapa are wrong; explanation confirmed.",
    'Which Irish hero took his name as a boy after killing a fierce guard dog?':
      "Checked (reviewer's knowledge): Cú Chulainn is right; Fionn mac Cumhaill, Oisín and Lugh are wrong; explanation confirmed.",
    'Which Finnish epic, compiled by Elias Lönnrot, tells of the sage Väinämöinen?':
      "Checked (reviewer's knowledge): The Kalevala is right; The Kanteletar, The Heimskringla and The Nibelungenlied are wrong; explanation confirmed. Old Kalevala 1835, new 1849.",
    'Which Russian fairy-tale sorcerer hid his soul in a needle inside an egg?':
      "Checked (reviewer's knowledge): Koschei is right; Zmey Gorynych, Chernobog and Likho are wrong; explanation confirmed.",
    'Which Babylonian god defeated the sea goddess Tiamat and made the world from her body?':
      "Checked (reviewer's knowledge): Marduk is right; Enlil, Ea and Ashur are wrong; explanation confirmed.",
    'Which Sumerian goddess, called Ishtar by the Akkadians, went down to the underworld?':
      "Checked (reviewer's knowledge): Inanna is right; Ereshkigal, Ninhursag and Tiamat are wrong; explanation confirmed.",
    'What is the name of the winged horse in Greek mythology?':
      "Checked (reviewer's knowledge): Pegasus is right; The Chimera, The Griffin and The Hydra are wrong; explanation confirmed.",
    'Which three-headed dog guards the Greek underworld?':
      "Checked (reviewer's knowledge): Cerberus is right; Orthrus, Argus and Ladon are wrong; explanation confirmed.",
    "Which creature in Greek myth had a woman's head, a lion's body and wings?":
      "Checked (reviewer's knowledge): The Sphinx is right; The Chimera, The Harpy and The Griffin are wrong; explanation confirmed.",
    'What happened to anyone who met the gaze of Medusa?':
      "Checked (reviewer's knowledge): They turned to stone is right; They went blind, They fell asleep and They went mad are wrong; explanation confirmed.",
    'The Minotaur was half man and half what?':
      "Checked (reviewer's knowledge): Bull is right; Goat, Horse and Lion are wrong; explanation confirmed.",
    'What is a creature with a human upper body on the body of a horse called?':
      "Checked (reviewer's knowledge): A centaur is right; A satyr, A faun and A harpy are wrong; explanation confirmed.",
    'Which many-headed serpent grew two new heads for each one cut off?':
      "Checked (reviewer's knowledge): The Hydra is right; The Chimera, Typhon and Ladon are wrong; explanation confirmed.",
    'Which sea creatures lured sailors to their deaths with their singing?':
      "Checked (reviewer's knowledge): The Sirens is right; The Harpies, The Gorgons and The Nereids are wrong; explanation confirmed.",
    'What creature has the head and wings of an eagle and the body of a lion?':
      "Checked (reviewer's knowledge): A griffin is right; A chimera, A sphinx and A manticore are wrong; explanation confirmed.",
    "Which mythical beast is Scotland's national animal?":
      "Checked (reviewer's knowledge): The unicorn is right; The griffin, The kelpie and The wyvern are wrong; explanation confirmed.",
    'Which ape-like creature is said to roam the Himalayas?':
      "Checked (reviewer's knowledge): The yeti is right; Bigfoot, The chupacabra and The bunyip are wrong; explanation confirmed.",
    'What is the mischievous Irish fairy shoemaker with a hidden pot of gold called?':
      "Checked (reviewer's knowledge): A leprechaun is right; A banshee, A pooka and A selkie are wrong; explanation confirmed.",
    'Which wailing female spirit of Irish folklore foretells a death?':
      "Checked (reviewer's knowledge): A banshee is right; A leprechaun, A kelpie and A selkie are wrong; explanation confirmed.",
    'Which giant bird of Arabian tales carried off elephants to feed its young?':
      "Checked (reviewer's knowledge): The roc is right; The phoenix, The simurgh and The thunderbird are wrong; explanation confirmed.",
    'Which Scottish water spirit takes the form of a horse to drown riders?':
      "Checked (reviewer's knowledge): A kelpie is right; A selkie, A brownie and A banshee are wrong; explanation confirmed.",
    'What are the seals of Scottish and Irish lore that shed their skins to become human called?':
      "Checked (reviewer's knowledge): Selkies is right; Kelpies, Merrows and Brownies are wrong; explanation confirmed.",
    'Which giant creature of many Native American legends makes storms with its wingbeats?':
      "Checked (reviewer's knowledge): The thunderbird is right; The roc, The phoenix and The simurgh are wrong; explanation confirmed.",
  },
};
