import type { BankReview } from './review.js';

/** bank-h5's check of bank-h6's ancient-egypt bank (issue 14); registered in index.ts by the lead at merge. */
export const ancientEgyptReview: BankReview = {
  bank: 'ancient-egypt',
  writer: 'bank-h6',
  reviewer: 'bank-h5',
  checks: {
    'What did the Egyptians believe their pharaoh was?':
      'Checked (Britannica, pharaoh): the king was held to be divine, the living Horus, becoming Osiris at death; A god on earth is right and A chosen priest, A warrior chief and An elected ruler are wrong; explanation confirmed.',
    'Which Macedonian conqueror took Egypt from Persian rule in 332 BC?':
      'Checked (Britannica, Alexander the Great): Alexander took Egypt from the Persians in 332 BC and was accepted as pharaoh; Alexander the Great is right and Philip II, Darius III and Julius Caesar are wrong; explanation confirmed.',
    "Which pharaoh's face is shown on the famous gold funerary mask uncovered in 1925?":
      'Checked (Britannica, Tutankhamun): Carter reached the mummy and its gold mask in October 1925; Tutankhamun is right and Ramesses II, Khufu and Akhenaten are wrong; explanation confirmed.',
    'According to the best-known story, how did Cleopatra VII take her own life?':
      'Checked (Britannica, Cleopatra; Plutarch, Life of Antony): the traditional account is an asp bite; Plutarch also reports a poisoned pin; By the bite of an asp is right and By drinking hemlock, By falling on a sword and By drowning in the Nile are wrong; explanation confirmed.',
    'Which Egyptian queen did Elizabeth Taylor play in a 1963 epic film?':
      'Checked (Britannica, Cleopatra (1963 film)): Taylor played Cleopatra in the 1963 film, then the costliest ever made; Cleopatra is right and Nefertiti, Hatshepsut and Nefertari are wrong; explanation confirmed.',
    'What was the origin of the ruling dynasty to which Cleopatra VII belonged?':
      'Checked (Britannica, Ptolemaic dynasty): the Ptolemies were Macedonian Greeks descended from Ptolemy I; Macedonian Greek is right and Egyptian, Roman and Persian are wrong; explanation confirmed.',
    'At about what age did Tutankhamun become pharaoh?':
      'Checked (Britannica, Tutankhamun): he came to the throne at about eight or nine and died at about 18-19 after about ten years; About nine is right and About fifteen, About twenty and About four are wrong; explanation confirmed.',
    'Which woman ruled Egypt as pharaoh in the 15th century BC and was often shown with a false beard?':
      'Checked (Britannica, Hatshepsut): Hatshepsut reigned c. 1479-1458 BC, shown with the royal beard; she sent the Punt expedition; Hatshepsut is right and Nefertiti, Cleopatra VII and Nefertari are wrong; explanation confirmed.',
    'Which pharaoh, later called the Great, reigned for about 66 years in the 13th century BC?':
      'Checked (Britannica, Ramses II): Ramesses II reigned 1279-1213 BC, about 66 years; Ramesses II is right and Thutmose III, Seti I and Amenhotep III are wrong; explanation confirmed.',
    'Which pharaoh moved the royal capital to a new city at Amarna?':
      'Checked (Britannica, Akhenaton): Akhenaten founded Akhetaten (Amarna); it was abandoned after his death; Akhenaten is right and Amenhotep III, Horemheb and Thutmose IV are wrong; explanation confirmed.',
    'Who was the chief wife of the pharaoh Akhenaten?':
      "Checked (Britannica, Nefertiti): Nefertiti was Akhenaten's chief queen, shown worshipping the Aten; Nefertiti is right and Nefertari, Tiye and Hatshepsut are wrong; explanation confirmed.",
    "Which of Alexander the Great's generals took control of Egypt after his death and founded a dynasty there?":
      'Checked (Britannica, Ptolemy I Soter): Ptolemy took Egypt and his dynasty ruled until 30 BC; Ptolemy is right and Seleucus, Antigonus and Cassander are wrong; explanation confirmed.',
    'Which Roman leader did Cleopatra name as the father of her first son?':
      "Checked (Britannica, Caesarion): Caesarion was presented as Julius Caesar's son and killed on Octavian's orders in 30 BC; Julius Caesar is right and Mark Antony, Pompey and Octavian are wrong; explanation confirmed.",
    'Which period of Egyptian history is known as the Age of the Pyramids?':
      'Checked (Britannica, Old Kingdom): the Old Kingdom is called the age of the pyramid builders; Giza dates to the 4th Dynasty; The Old Kingdom is right and The Middle Kingdom, The New Kingdom and The Late Period are wrong; explanation confirmed.',
    'In which period were pharaohs buried in rock-cut tombs in the Valley of the Kings?':
      'Checked (Britannica, Valley of the Kings): the valley was the royal necropolis of the New Kingdom, about 1539-1075 BC; The New Kingdom is right and The Old Kingdom, The Middle Kingdom and The Ptolemaic period are wrong; explanation confirmed.',
    'What colour was the crown of Upper Egypt?':
      'Checked (Britannica, crown (Egypt)): the hedjet of Upper Egypt was white, the deshret of Lower Egypt red; White is right and Red, Blue and Gold are wrong; explanation confirmed.',
    "What is the striped royal headcloth seen on Tutankhamun's mask and the Great Sphinx called?":
      'Checked (Britannica, nemes): the nemes is the striped royal headcloth with lappets; The nemes is right and The pschent, The khepresh and The atef are wrong; explanation confirmed.',
    'Which two objects did pharaohs often hold across their chests?':
      'Checked (Britannica, crook and flail): the crook and flail were royal insignia linked with Osiris; The crook and flail is right and The ankh and the djed, The sword and the spear and The orb and the sceptre are wrong; explanation confirmed.',
    'Which ancient city near modern Cairo was the capital of Egypt for most of the Old Kingdom?':
      'Checked (Britannica, Memphis): Memphis was the Old Kingdom capital, said to be founded by Menes; Memphis is right and Thebes, Alexandria and Amarna are wrong; explanation confirmed.',
    'Which modern city stands on the site of the ancient city of Thebes?':
      'Checked (Britannica, Luxor): Luxor stands on Thebes; al-Uqsur means the palaces; Luxor is right and Aswan, Cairo and Giza are wrong; explanation confirmed.',
    'Which language did Cleopatra VII learn, unlike the earlier rulers of her dynasty?':
      'Checked (Plutarch, Life of Antony 27): Plutarch says she was the first of her line to learn Egyptian and needed no interpreters; Egyptian is right and Latin, Aramaic and Persian are wrong; explanation confirmed.',
    'Which king is traditionally credited with uniting Upper and Lower Egypt around 3100 BC?':
      'Checked (Britannica, Narmer): the Narmer Palette shows him with both crowns; he is often identified with Menes (not an option); Narmer is right and Djoser, Sneferu and Khasekhemwy are wrong; explanation confirmed.',
    'Which warrior pharaoh, who led at least 17 campaigns, has been called the Napoleon of Egypt?':
      'Checked (Britannica, Thutmose III): Thutmose III led 17 campaigns, co-ruled with Hatshepsut, and Breasted called him the Napoleon of Egypt; Thutmose III is right and Seti I, Amenhotep II and Ahmose I are wrong; explanation confirmed.',
    'Which pharaoh drove the Hyksos out of Egypt and founded the 18th Dynasty?':
      'Checked (Britannica, Ahmose I): Ahmose I expelled the Hyksos and began the New Kingdom; Ahmose I is right and Kamose, Seqenenre Tao and Thutmose I are wrong; explanation confirmed.',
    'Which foreign rulers of northern Egypt are credited with bringing the horse and chariot into wide use there?':
      'Checked (Britannica, Hyksos): the Hyksos ruled from Avaris and spread the horse-drawn chariot; The Hyksos is right and The Hittites, The Sea Peoples and The Assyrians are wrong; explanation confirmed.',
    'Which pharaoh fought the Hittites at the Battle of Kadesh around 1274 BC?':
      'Checked (Britannica, Battle of Kadesh): Ramesses II fought Muwatalli II at Kadesh c. 1274 BC, a stalemate; Ramesses II is right and Seti I, Thutmose III and Merneptah are wrong; explanation confirmed.',
    'Which pharaoh recorded his defeat of the Sea Peoples on the walls of his temple at Medinet Habu?':
      "Checked (Britannica, Ramses III): Medinet Habu records Ramesses III's victory; he died in the harem conspiracy; Ramesses III is right and Seti I, Horemheb and Thutmose III are wrong; explanation confirmed.",
    'For which queen, wife of Ramesses II, was the smaller temple at Abu Simbel built?':
      'Checked (Britannica, Abu Simbel): the small temple honours Nefertari and Hathor; her tomb is QV66; Nefertari is right and Nefertiti, Tiye and Ankhesenamun are wrong; explanation confirmed.',
    'What does the word pharaoh originally mean?':
      'Checked (Britannica, pharaoh): per-aa meant great house, the palace, used for the king from the New Kingdom; Great house is right and Son of the sun, Living god and Lord of two lands are wrong; explanation confirmed.',
    'What was the double crown of a united Egypt called?':
      'Checked (Britannica, crown (Egypt)): the pschent combined the white and red crowns; The pschent is right and The nemes, The khepresh and The atef are wrong; explanation confirmed.',
    'What is the rearing cobra worn on the brow of a pharaoh called?':
      'Checked (Britannica, uraeus): the uraeus was believed to spit fire at enemies; The uraeus is right and The nemes, The djed and The was are wrong; explanation confirmed.',
    'Which Egyptian priest wrote a history that divided the pharaohs into 30 dynasties?':
      'Checked (Britannica, Manetho): Manetho wrote the Aegyptiaca in Greek in the 3rd century BC with 30 dynasties; Manetho is right and Herodotus, Strabo and Imhotep are wrong; explanation confirmed.',
    'Which kingdom to the south, in modern Sudan, ruled Egypt as its 25th Dynasty?':
      'Checked (Britannica, Kush): Kushite kings formed the 25th Dynasty and were driven out by the Assyrians; Kush is right and Punt, Libya and Mitanni are wrong; explanation confirmed.',
    'Which Persian king conquered Egypt in 525 BC?':
      'Checked (Britannica, Cambyses II): Cambyses II beat Psamtik III at Pelusium in 525 BC; Cambyses II is right and Cyrus the Great, Darius I and Xerxes I are wrong; explanation confirmed.',
    'Which general became the last pharaoh of the 18th Dynasty, after Tutankhamun and Ay?':
      'Checked (Britannica, Horemheb): Horemheb was the last 18th-Dynasty king and named Ramesses I his heir; Horemheb is right and Ramesses I, Seti I and Smenkhkare are wrong; explanation confirmed.',
    'Which pharaoh is said to have reigned for more than 90 years, the longest reign in Egyptian history?':
      "Checked (Britannica, Pepi II): Manetho gives Pepi II a reign of about 94 years; some modern scholars doubt it, which 'is said to have' allows; Pepi II is right and Ramesses II, Thutmose III and Amenhotep III are wrong; explanation confirmed.",
    'Which pharaoh began a canal linking the Nile to the Red Sea, later finished by the Persian king Darius I?':
      'Checked (Herodotus, Histories 2.158): Necho II began the canal, 120,000 died, and Darius finished it; Necho II is right and Psamtik I, Amasis II and Apries are wrong; explanation confirmed.',
    'By what name did Greek writers know the pharaoh Khufu?':
      'Checked (Britannica, Khufu): the Greeks called Khufu Cheops; Chephren and Mycerinus are Khafre and Menkaure; Cheops is right and Chephren, Mycerinus and Sesostris are wrong; explanation confirmed.',
    'Apart from the Great Pyramid, which of the Seven Wonders of the Ancient World stood in Egypt?':
      'Checked (Britannica, Pharos of Alexandria): the Pharos lighthouse stood at Alexandria; pharos means lighthouse in several languages; The Lighthouse of Alexandria is right and The Colossus of Rhodes, The Mausoleum at Halicarnassus and The Temple of Artemis are wrong; explanation confirmed.',
    'Which Egyptian city was home to the most famous library of the ancient world?':
      'Checked (Britannica, Library of Alexandria): the library was founded under Ptolemy I or II at Alexandria; Alexandria is right and Memphis, Thebes and Heliopolis are wrong; explanation confirmed.',
    'What were the Egyptian pyramids built as?':
      'Checked (Britannica, pyramid): the pyramids were royal tombs within mortuary complexes; Tombs for kings is right and Temples for priests, Stores for grain and Towers for stargazing are wrong; explanation confirmed.',
    'What is the Great Sphinx of Giza carved as?':
      "Checked (Britannica, Great Sphinx): a recumbent lion with a human (royal) head, carved from bedrock; A lion with a human head is right and A lion with a ram's head, A bull with a human head and A jackal with a human head are wrong; explanation confirmed.",
    'How many large pyramids stand together on the Giza plateau?':
      "Checked (Britannica, Pyramids of Giza): the three pyramids of Khufu, Khafre and Menkaure, with queens' pyramids beside them; Three is right and Two, Five and Seven are wrong; explanation confirmed.",
    'What shape is the base of the Great Pyramid?':
      'Checked (Britannica, Great Pyramid): the base is square, about 230 m a side; A square is right and A triangle, A rectangle and A pentagon are wrong; explanation confirmed.',
    'What stone were the Giza pyramids mostly built from?':
      'Checked (Britannica, Pyramids of Giza): the core is local limestone quarried on the plateau; Limestone is right and Marble, Sandstone and Basalt are wrong; explanation confirmed.',
    'Which temple, with four giant seated statues of Ramesses II, was moved in the 1960s to save it from the rising waters behind a new dam?':
      'Checked (UNESCO, Nubian Monuments from Abu Simbel to Philae): Abu Simbel was cut up and moved in 1964-68 ahead of Lake Nasser; Abu Simbel is right and Karnak, Edfu and Dendera are wrong; explanation confirmed.',
    'In which valley on the west bank at Luxor were Tutankhamun, Seti I and Ramesses II buried?':
      'Checked (Theban Mapping Project, Valley of the Kings): KV62, KV17 and KV7 are in the Valley of the Kings, with over 60 tombs; The Valley of the Kings is right and The Valley of the Queens, The Valley of the Nobles and The Valley of the Temples are wrong; explanation confirmed.',
    'Which pharaoh built the Step Pyramid, the first large pyramid made of stone?':
      "Checked (Britannica, Step Pyramid of Djoser): Djoser's six-step pyramid at Saqqara is the earliest large stone building; Djoser is right and Sneferu, Khufu and Menkaure are wrong; explanation confirmed.",
    'At which burial ground near Memphis does the Step Pyramid stand?':
      'Checked (Britannica, Saqqara): Saqqara was used for about 3,000 years; Saqqara is right and Giza, Dahshur and Abydos are wrong; explanation confirmed.',
    "Which architect designed Djoser's pyramid at Saqqara and was later worshipped as a god of healing?":
      'Checked (Britannica, Imhotep): Imhotep was deified and identified with Asclepius; Imhotep is right and Senenmut, Hemiunu and Ineni are wrong; explanation confirmed.',
    'Whose face is the Great Sphinx thought to show?':
      'Checked (Britannica, Great Sphinx): most Egyptologists attribute it to Khafre, beside his causeway; Khafre is right and Khufu, Menkaure and Djoser are wrong; explanation confirmed.',
    'About how tall was the Great Pyramid when it was built?':
      'Checked (Britannica, Great Pyramid): originally about 146.6 m, now about 138.5 m; About 146 metres is right and About 96 metres, About 196 metres and About 246 metres are wrong; explanation confirmed.',
    'About how many stone blocks make up the Great Pyramid?':
      'Checked (Britannica, Great Pyramid): about 2.3 million blocks averaging about 2.5 tonnes; About 2.3 million is right and About 230,000, About 23 million and About 500,000 are wrong; explanation confirmed.',
    'What were the pyramids of Giza originally covered with to make them gleam?':
      'Checked (Britannica, Pyramids of Giza): fine white Tura limestone casing, later stripped for Cairo; Polished white limestone is right and Sheets of beaten gold, Painted red plaster and Glazed blue tiles are wrong; explanation confirmed.',
    'What was found dismantled in a sealed pit beside the Great Pyramid in 1954?':
      'Checked (Britannica, Khufu ship): the cedar Khufu ship, 1,224 pieces, about 43.6 m long, found 1954; A wooden boat is right and A gold coffin, A library of papyri and A statue of Khufu are wrong; explanation confirmed.',
    'What is a mastaba?':
      'Checked (Britannica, mastaba): a flat-topped rectangular tomb; Arabic mastaba means bench; A flat-topped tomb is right and A stone coffin, A temple gateway and A royal barge are wrong; explanation confirmed.',
    "What is a tall, four-sided stone pillar with a pointed top, like Cleopatra's Needle, called?":
      'Checked (Britannica, obelisk): obelisks were monolithic, usually granite, often in pairs; An obelisk is right and A stela, A pylon and A colossus are wrong; explanation confirmed.',
    'What lined the road of nearly 3 km between the temples of Karnak and Luxor?':
      'Checked (Britannica / Egyptian Ministry of Tourism and Antiquities, Avenue of Sphinxes): the 2.7 km sphinx-lined avenue reopened in November 2021; Rows of sphinxes is right and Rows of obelisks, Rows of palm trees and Rows of columns are wrong; explanation confirmed.',
    'What is the huge lake that formed behind the Aswan High Dam called?':
      'Checked (Britannica, Lake Nasser): named after Gamal Abdel Nasser; Lake Nasser is right and Lake Victoria, Lake Tana and Lake Qarun are wrong; explanation confirmed.',
    'Which building overtook the Great Pyramid as the tallest human-made structure, around 1311?':
      'Checked (Britannica, Lincoln Cathedral): its central spire, completed about 1311, made it the tallest building until the spire fell in 1548/9; Lincoln Cathedral is right and Notre-Dame de Paris, Cologne Cathedral and Salisbury Cathedral are wrong; explanation confirmed.',
    'For about how many years was the Great Pyramid the tallest human-made structure?':
      'Checked (Britannica, Great Pyramid): built c. 2560 BC and surpassed c. 1311, about 3,800 years; About 3,800 years is right and About 1,500 years, About 2,500 years and About 4,500 years are wrong; explanation confirmed.',
    'Which pharaoh, the father of Khufu, built at least three large pyramids?':
      'Checked (Britannica, Snefru): Sneferu built at Meidum and the Bent and Red pyramids at Dahshur; the Red is the first true pyramid; Sneferu is right and Djoser, Khafre and Huni are wrong; explanation confirmed.',
    'At which site do the Bent Pyramid and the Red Pyramid stand?':
      'Checked (Britannica, Dahshur): both Sneferu pyramids stand at Dahshur; Dahshur is right and Saqqara, Meidum and Abusir are wrong; explanation confirmed.',
    'For which pharaoh was the smallest of the three main pyramids at Giza built?':
      "Checked (Britannica, Pyramid of Menkaure): Menkaure's pyramid had lower courses cased in Aswan granite; Menkaure is right and Khafre, Djedefre and Sneferu are wrong; explanation confirmed.",
    "What stone lines the King's Chamber inside the Great Pyramid?":
      "Checked (Britannica, Great Pyramid): the King's Chamber is built of red granite from Aswan; Granite is right and Limestone, Sandstone and Basalt are wrong; explanation confirmed.",
    'What is the pointed capstone that crowned the top of a royal Old Kingdom tomb called?':
      'Checked (Britannica, pyramidion): a pyramidion capped pyramids and obelisks, sometimes gilded; A pyramidion is right and A serdab, A stela and A cartouche are wrong; explanation confirmed.',
    "At which city's ancient quarries lies the huge Unfinished Obelisk?":
      "Checked (Britannica, Aswan): the cracked Unfinished Obelisk, about 42 m, lies in Aswan's northern quarries; Aswan is right and Luxor, Giza and Edfu are wrong; explanation confirmed.",
    'What is the massive sloping gateway at the front of an Egyptian temple called?':
      "Checked (Britannica, pylon): a temple pylon's two towers evoked the horizon hieroglyph; A pylon is right and A mastaba, A stela and A serdab are wrong; explanation confirmed.",
    'What is the great hall of 134 columns in the temple of Karnak called?':
      'Checked (Britannica, Karnak): the Great Hypostyle Hall has 134 columns, the central ones about 21 m; The Hypostyle Hall is right and The Festival Hall, The Peristyle Court and The Hall of Records are wrong; explanation confirmed.',
    "Which queen's terraced mortuary temple stands in the cliffs at Deir el-Bahari?":
      "Checked (Britannica, Deir el-Bahri): Hatshepsut's temple Djeser-Djeseru with Punt reliefs; Hatshepsut is right and Nefertari, Tiye and Nefertiti are wrong; explanation confirmed.",
    'Which pharaoh do the Colossi of Memnon represent?':
      'Checked (Britannica, Colossi of Memnon): both colossi depict Amenhotep III at his lost mortuary temple; Amenhotep III is right and Ramesses II, Thutmose IV and Seti I are wrong; explanation confirmed.',
    'To which god is the well-preserved Ptolemaic temple at Edfu dedicated?':
      "Checked (Britannica, Edfu): the Temple of Edfu is Horus's; Hathor's statue sailed from Dendera for the Beautiful Reunion; Horus is right and Hathor, Sobek and Isis are wrong; explanation confirmed.",
    'Which temple on the Nile is a double temple shared by Sobek and Horus the Elder?':
      'Checked (Britannica, Kom Ombo): Kom Ombo is a double temple of Sobek and Haroeris; Kom Ombo is right and Edfu, Esna and Dendera are wrong; explanation confirmed.',
    'At which island temple was the last known inscription in hieroglyphs carved, in AD 394?':
      'Checked (Britannica, Philae): the Graffito of Esmet-Akhom at Philae is dated 24 August 394; the temple was moved to Agilkia; Philae is right and Elephantine, Kom Ombo and Edfu are wrong; explanation confirmed.',
    'Which country has more ancient pyramids than Egypt?':
      "Checked (Britannica, Meroe / National Geographic): Sudan has about 200-250 Kushite pyramids against Egypt's roughly 120; Sudan is right and Libya, Ethiopia and Chad are wrong; explanation confirmed.",
    'Which beetle was a sacred symbol of rebirth and a popular amulet?':
      'Checked (Britannica, scarab): the scarab stood for Khepri and rebirth; scarab amulets were inscribed underneath; The scarab is right and The ladybird, The stag beetle and The weevil are wrong; explanation confirmed.',
    'Which sun-disc god did the pharaoh who built Amarna promote above all others?':
      "Checked (Britannica, Aton): Akhenaten's Aten, shown with rays ending in hands holding ankhs; Aten is right and Amun, Khepri and Horus are wrong; explanation confirmed.",
    'Which god of Memphis was the patron of craftsmen and was said to create by thought and speech?':
      'Checked (Britannica, Ptah): the Memphite Theology has Ptah create by heart and tongue; Greeks linked him to Hephaestus; Ptah is right and Khonsu, Atum and Min are wrong; explanation confirmed.',
    'Which goddess stood for truth, justice and cosmic order?':
      'Checked (Britannica, Maat): Maat, with an ostrich feather; Maat is right and Nephthys, Hathor and Tefnut are wrong; explanation confirmed.',
    'What kind of animal was the Apis, worshipped as a living god at Memphis?':
      'Checked (Britannica, Apis): Apis was a sacred bull chosen by markings and mummified at death; A bull is right and A ram, A crocodile and A cat are wrong; explanation confirmed.',
    'Which Egyptian earth god was the husband of the sky goddess Nut?':
      'Checked (Britannica, Geb): Geb, earth, lay beneath Nut, sky; Geb is right and Shu, Ptah and Osiris are wrong; explanation confirmed.',
    "Which city's name means city of the sun in Greek?":
      "Checked (Britannica, Heliopolis): Heliopolis (Iunu) was the centre of Ra's cult, now in north-east Cairo; Heliopolis is right and Hermopolis, Heracleopolis and Crocodilopolis are wrong; explanation confirmed.",
    'Which dwarf god with a lion-like face protected homes, children and women giving birth?':
      'Checked (Britannica, Bes): Bes protected households and childbirth and is shown frontally; Bes is right and Min, Khonsu and Shu are wrong; explanation confirmed.',
    'Which monster, part crocodile, part lion and part hippo, ate the hearts of the unworthy dead?':
      'Checked (Britannica, Ammit): Ammit, devourer of the dead, ate hearts failing the weighing; Ammit is right and Apep, Bes and Taweret are wrong; explanation confirmed.',
    'Which giant serpent tried each night to swallow the boat of the sun god?':
      "Checked (Britannica, Apopis): Apep attacked Ra's barque each night; rituals aided his defeat; Apep is right and Ammit, Wadjet and Mehen are wrong; explanation confirmed.",
    'Which hippopotamus goddess protected pregnant women?':
      'Checked (Britannica, Taurt): Taweret, hippo with lion paws and crocodile tail, protected childbirth; Taweret is right and Bastet, Hathor and Sekhmet are wrong; explanation confirmed.',
    'Which goddess, the sister of Isis, was the wife of Set?':
      'Checked (Britannica, Nephthys): Nephthys, wife of Set, mourned Osiris with Isis; Nephthys is right and Tefnut, Sekhmet and Hathor are wrong; explanation confirmed.',
    'What was the group of nine gods worshipped at Heliopolis called?':
      'Checked (Britannica, Ennead): the Ennead of Heliopolis; the Ogdoad of Hermopolis had eight; The Ennead is right and The Ogdoad, The Triad and The Pantheon are wrong; explanation confirmed.',
    "Which moon god's name means the traveller?":
      'Checked (Britannica, Khons): Khonsu, the wanderer, son of Amun and Mut in the Theban triad; Khonsu is right and Min, Montu and Shu are wrong; explanation confirmed.',
    'Which cobra goddess was the protector of Lower Egypt?':
      'Checked (Britannica, Wadjet): Wadjet of Buto guarded Lower Egypt beside Nekhbet on the royal brow; Wadjet is right and Nekhbet, Mut and Neith are wrong; explanation confirmed.',
    'Which vulture goddess was the protector of Upper Egypt?':
      "Checked (Britannica, Nekhbet): Nekhbet's cult centre was el-Kab (Nekheb), opposite Hierakonpolis; Nekhbet is right and Wadjet, Mut and Neith are wrong; explanation confirmed.",
    'At which city was Osiris believed to be buried, making it a great place of pilgrimage?':
      "Checked (Britannica, Abydos): Abydos was Osiris's burial place and a pilgrimage site with many stelae; Abydos is right and Heliopolis, Memphis and Thebes are wrong; explanation confirmed.",
    'Which god personified the yearly flood of the Nile?':
      'Checked (Britannica, Hapi): Hapi personified the inundation, shown plump with papyrus or lotus; Khnum governed the source but was not its personification; Hapi is right and Sobek, Khnum and Min are wrong; explanation confirmed.',
    'What is the protective Eye of Horus symbol also called?':
      "Checked (Britannica, udjat): the wedjat (udjat) eye, from the myth of Horus's restored eye; The wedjat is right and The ankh, The djed and The was are wrong; explanation confirmed.",
    'What did the djed pillar symbol represent?':
      "Checked (Britannica, djed): the djed meant stability and was linked with Osiris's backbone; Stability is right and Fertility, Victory and Wisdom are wrong; explanation confirmed.",
    "Which part of a person's spirit was shown as a bird with a human head?":
      'Checked (Britannica, ba): the ba was a human-headed bird that left and returned to the tomb; The ba is right and The ka, The akh and The ren are wrong; explanation confirmed.',
    "Which part of a person's spirit, shown as two raised arms, needed offerings of food after death?":
      'Checked (Britannica, ka): the ka, written with raised arms, was sustained by offerings; The ka is right and The ba, The akh and The ren are wrong; explanation confirmed.',
    'What were Egyptian mummies wrapped in?':
      'Checked (Britannica, mummy): mummies were wrapped in linen bandages, hundreds of metres for some; Strips of linen is right and Strips of papyrus, Strips of leather and Strips of cotton are wrong; explanation confirmed.',
    'What was placed over the head of a wealthy mummy so that its spirit could recognise it?':
      'Checked (British Museum, mummy masks): masks of cartonnage, wood or gold idealised the face for the spirit; A mask is right and A crown, A veil and A helmet are wrong; explanation confirmed.',
    "What is the stone box that held a mummy's coffin called?":
      'Checked (Britannica, sarcophagus): sarcophagus is Greek for flesh-eating; A sarcophagus is right and A canopic jar, A cartouche and A shabti are wrong; explanation confirmed.',
    'In what were the internal organs removed from a mummy usually stored?':
      'Checked (Britannica, canopic jar): canopic jars, lids often as the four sons of Horus; Canopic jars is right and Clay amphorae, Reed baskets and Bronze bowls are wrong; explanation confirmed.',
    "What material is Tutankhamun's famous death mask mainly made of?":
      'Checked (Egyptian Museum, Cairo / Britannica): the mask is gold, about 10.2 kg, inlaid with glass and stones; Gold is right and Silver, Bronze and Copper are wrong; explanation confirmed.',
    'Which organ was usually left inside the body during mummification?':
      'Checked (Britannica, mummy): the heart was left in place as the seat of thought, for the weighing; The heart is right and The brain, The liver and The lungs are wrong; explanation confirmed.',
    'How was the brain usually removed during mummification?':
      'Checked (Herodotus, Histories 2.86; Britannica, mummy): the brain was drawn out through the nose with hooks; Through the nose is right and Through the ears, Through the mouth and Through the neck are wrong; explanation confirmed.',
    'Which natural salt was used to dry out bodies during mummification?':
      'Checked (Britannica, natron): natron from Wadi Natrun dried the body; Natron is right and Saltpetre, Borax and Alum are wrong; explanation confirmed.',
    'About how long did the full mummification process take?':
      'Checked (Herodotus, Histories 2.86): the whole process took about 70 days; About 70 days is right and About 7 days, About 30 days and About 120 days are wrong; explanation confirmed.',
    'How many canopic jars were usually used for one burial?':
      'Checked (Britannica, canopic jar): four, for liver, lungs, stomach and intestines; Four is right and Two, Six and Seven are wrong; explanation confirmed.',
    'What were the small figures buried with the dead to do their work in the afterlife called?':
      'Checked (British Museum, shabtis): shabti sets reached 401: 365 workers and 36 overseers; Shabtis is right and Scarabs, Amulets and Canopics are wrong; explanation confirmed.',
    'What is the modern name of the New Kingdom collection of spells written on papyrus and buried with mummies?':
      'Checked (Britannica, Book of the Dead): its Egyptian title is the spells for coming forth by day; The Book of the Dead is right and The Pyramid Texts, The Coffin Texts and The Instructions of Ptahhotep are wrong; explanation confirmed.',
    'Which ritual was performed on the mummy so the dead could eat, speak and see again?':
      'Checked (Britannica, Opening of the Mouth): the rite used an adze-shaped implement on the mouth; The Opening of the Mouth is right and The Weighing of the Heart, The Washing of the Feet and The Sealing of the Tomb are wrong; explanation confirmed.',
    "What was Tutankhamun's innermost coffin made of?":
      'Checked (Egyptian Museum, Cairo / Britannica): the innermost coffin is solid gold, about 110 kg, inside two gilded wooden coffins; Solid gold is right and Gilded wood, Silver and Alabaster are wrong; explanation confirmed.',
    'Which collection of spells, first carved in the burial chambers of King Unas around 2350 BC, is the oldest body of Egyptian religious writing?':
      "Checked (Britannica, Pyramid Texts): the Pyramid Texts first appear in Unas's pyramid and are the oldest Egyptian religious corpus; The Pyramid Texts is right and The Coffin Texts, The Book of the Dead and The Amduat are wrong; explanation confirmed.",
    'Which substance gave us the word mummy, because embalmed bodies looked as if they were coated in it?':
      'Checked (Oxford English Dictionary, mummy): from Arabic and Persian mumiya, bitumen; Bitumen is right and Myrrh, Frankincense and Beeswax are wrong; explanation confirmed.',
    'What did Egyptian scribes usually write with?':
      'Checked (British Museum, scribal palettes): a rush or reed brush with black and red ink cakes; A reed brush and ink is right and A goose quill and ink, A stylus on clay and A stick of chalk are wrong; explanation confirmed.',
    'What is the oval ring drawn around a royal name in hieroglyphs called?':
      'Checked (Britannica, cartouche): the cartouche encircles royal names; A cartouche is right and A scarab, A stela and An obelisk are wrong; explanation confirmed.',
    'What writing material did the Egyptians make from a tall reed growing in the Nile marshes?':
      'Checked (Britannica, papyrus): papyrus sheets were made of crossed strips of stem pressed and dried; Papyrus is right and Parchment, Vellum and Bark paper are wrong; explanation confirmed.',
    'What was a person trained to read and write for the government or temples called?':
      'Checked (Britannica, scribe): scribes were trained for years and exempt from labour; A scribe is right and A vizier, A herald and A steward are wrong; explanation confirmed.',
    'Which French scholar announced the decipherment of hieroglyphs in 1822?':
      "Checked (Britannica, Champollion): Champollion's Lettre à M. Dacier of 1822, using Coptic; Jean-François Champollion is right and Thomas Young, Auguste Mariette and Gaston Maspero are wrong; explanation confirmed.",
    'In which museum has the Rosetta Stone been displayed since 1802?':
      'Checked (British Museum, Rosetta Stone): on display since 1802 after the 1801 Capitulation of Alexandria; The British Museum is right and The Louvre, The Egyptian Museum and The Ashmolean Museum are wrong; explanation confirmed.',
    'Whose soldiers found the Rosetta Stone in 1799?':
      "Checked (British Museum, Rosetta Stone): French soldiers of Napoleon's expedition found it at Fort Julien, Rashid; Napoleon's is right and Nelson's, Wellington's and Muhammad Ali's are wrong; explanation confirmed.",
    'What does the Greek word hieroglyph mean?':
      'Checked (Oxford English Dictionary, hieroglyph): from hieros sacred and glyphe carving; Sacred carving is right and Picture writing, Priestly script and Stone letters are wrong; explanation confirmed.',
    'How can you tell which way a line of hieroglyphs should be read?':
      'Checked (Britannica, hieroglyph): signs face the beginning of the line; The figures face the start of the line is right and The figures face the end of the line, The first sign is always larger and A red dot marks the first sign are wrong; explanation confirmed.',
    'Which language, written with an alphabet based on Greek, was the last stage of Egyptian?':
      "Checked (Britannica, Coptic language): Coptic, Greek alphabet plus Demotic signs, is the Coptic Church's liturgical language; Coptic is right and Demotic, Aramaic and Nubian are wrong; explanation confirmed.",
    'Which unit of length, based on the forearm, did the Egyptians use in building?':
      'Checked (Britannica, cubit): the royal cubit was about 52.4 cm; The cubit is right and The foot, The span and The league are wrong; explanation confirmed.',
    'Which hieroglyph stood for the number one million?':
      'Checked (Britannica, numerals (Egyptian)): the god Heh with raised arms was a million; lotus 1,000, tadpole 100,000, rope 100; A god with raised arms is right and A lotus flower, A tadpole and A coil of rope are wrong; explanation confirmed.',
    'Which British scientist made early progress in reading the Rosetta Stone before Champollion?':
      'Checked (Britannica, Thomas Young): Young identified royal names on the stone and supported the wave theory of light; Thomas Young is right and Humphry Davy, Joseph Banks and William Herschel are wrong; explanation confirmed.',
    'What kind of stone is the Rosetta Stone?':
      'Checked (British Museum, Rosetta Stone): the stone is granodiorite, once called basalt; Granodiorite is right and Marble, Limestone and Sandstone are wrong; explanation confirmed.',
    'Which cursive script did Egyptian scribes use for everyday writing from the earliest dynasties?':
      'Checked (Britannica, hieratic script): hieratic, a cursive script written in ink on papyrus; Hieratic is right and Cuneiform, Meroitic and Linear A are wrong; explanation confirmed.',
    'Which later script, named from the Greek for popular, was used for everyday Egyptian documents from about 650 BC?':
      'Checked (Britannica, demotic script): demotic from about 650 BC; the middle text on the Rosetta Stone; Demotic is right and Hieratic, Coptic and Meroitic are wrong; explanation confirmed.',
    'About how many hieroglyphic signs were in regular use during the Middle Kingdom?':
      'Checked (Britannica, hieroglyph): about 750 signs in Middle Egyptian, thousands in the Ptolemaic era; About 750 is right and About 26, About 3,000 and About 100 are wrong; explanation confirmed.',
    'Which papyrus, copied by the scribe Ahmes, is a key source for Egyptian mathematics?':
      'Checked (British Museum, Rhind Mathematical Papyrus): copied by Ahmes, with fractions, areas and pyramid slopes; The Rhind Papyrus is right and The Ebers Papyrus, The Edwin Smith Papyrus and The Turin Papyrus are wrong; explanation confirmed.',
    'Which papyrus is the oldest known text on surgery, describing injuries and how to treat them?':
      'Checked (Britannica, Edwin Smith papyrus): bought by Edwin Smith in Luxor in 1862; the oldest surgical text; The Edwin Smith Papyrus is right and The Rhind Papyrus, The Ebers Papyrus and The Westcar Papyrus are wrong; explanation confirmed.',
    'Which logbook on papyrus, found in 2013, records men shipping limestone for the Great Pyramid?':
      "Checked (Britannica / Pierre Tallet's publications, Wadi al-Jarf papyri): the Diary of Merer, found in 2013 at Wadi al-Jarf, records Tura limestone shipments; The Diary of Merer is right and The Harris Papyrus, The Westcar Papyrus and The Rhind Papyrus are wrong; explanation confirmed.",
    'Which Middle Kingdom tale follows an official who flees to Canaan after the death of King Amenemhat I?':
      "Checked (Britannica, The Story of Sinuhe): Sinuhe flees to Retjenu (Syria-Canaan) on Amenemhat I's death; a school classic; The Story of Sinuhe is right and The Tale of the Eloquent Peasant, The Shipwrecked Sailor and The Tale of Two Brothers are wrong; explanation confirmed.",
    'In which language and script are most of the Amarna letters, found in 1887, written?':
      'Checked (Britannica, Amarna Letters): found in 1887, mostly in Akkadian cuneiform, the diplomatic language; Akkadian cuneiform is right and Egyptian hieroglyphs, Greek and Aramaic are wrong; explanation confirmed.',
    'Which sea lies along the northern coast of Egypt?':
      'Checked (Britannica, Egypt): the Mediterranean borders Egypt to the north, the Red Sea to the east; The Mediterranean Sea is right and The Red Sea, The Black Sea and The Arabian Sea are wrong; explanation confirmed.',
    'In which direction does the Nile flow through Egypt?':
      'Checked (Britannica, Nile River): the Nile flows north about 6,650 km to the Mediterranean; North is right and South, East and West are wrong; explanation confirmed.',
    'What is the fan-shaped, marshy area where the Nile splits into branches before reaching the sea called?':
      'Checked (Britannica, Nile delta): the delta, named for the Greek letter; The delta is right and The estuary, The lagoon and The basin are wrong; explanation confirmed.',
    'Which desert surrounds the narrow green valley of the Nile in Egypt?':
      "Checked (Britannica, Sahara): Egypt's Western and Eastern deserts are parts of the Sahara; the Egyptians called the desert deshret, red land; The Sahara is right and The Gobi, The Kalahari and The Namib are wrong; explanation confirmed.",
    'What was the everyday drink of ordinary Egyptians, made from barley or emmer wheat?':
      'Checked (Britannica, beer (ancient Egypt)): beer was a staple, issued as rations to pyramid workers; Beer is right and Wine, Milk and Mead are wrong; explanation confirmed.',
    'What did wealthy Egyptians often wear over their shaved or cropped hair?':
      'Checked (British Museum, Egyptian wigs): wigs of human hair set with beeswax; Wigs is right and Turbans, Hats and Veils are wrong; explanation confirmed.',
    'What fabric were most Egyptian clothes made from?':
      'Checked (Britannica, linen): Egyptian clothing was mostly linen, the finest almost sheer; Linen is right and Cotton, Wool and Silk are wrong; explanation confirmed.',
    'What dark eye make-up did Egyptian men and women wear?':
      'Checked (Britannica, kohl): kohl was worn by both sexes, also against glare and flies; Kohl is right and Henna, Ochre and Woad are wrong; explanation confirmed.',
    'What were most Egyptian houses built from?':
      'Checked (Britannica, Egyptian architecture): houses were sun-dried mud brick; stone was for temples and tombs; Mud bricks is right and Cut limestone, Cedar timber and Fired roof tiles are wrong; explanation confirmed.',
    'How were huge stone blocks usually moved overland in ancient Egypt?':
      'Checked (Britannica; Djehutihotep tomb painting): blocks were dragged on wooden sledges, with water poured on the sand; On wooden sledges is right and On wheeled carts, On elephants and With iron cranes are wrong; explanation confirmed.',
    "Which board game with 30 squares was found in Tutankhamun's tomb?":
      "Checked (Britannica, senet): senet has 30 squares; boards were found in Tutankhamun's tomb; Senet is right and Mancala, The Royal Game of Ur and Mehen are wrong; explanation confirmed.",
    'Which grain did Egyptians most use for their bread?':
      "Checked (Britannica, emmer): emmer was Egypt's main bread wheat; grit wore down teeth; Emmer wheat is right and Rye, Oats and Millet are wrong; explanation confirmed.",
    'Which crop was grown to make linen?':
      'Checked (Britannica, flax): linen is made from flax fibres freed by retting and combing; Flax is right and Hemp, Cotton and Jute are wrong; explanation confirmed.',
    'Which metal were most Egyptian tools made of in the age of the pyramids?':
      'Checked (Britannica, Egyptian technology): Old Kingdom tools were copper, used with sand abrasive; Copper is right and Iron, Steel and Tin are wrong; explanation confirmed.',
    'Which animals pulled Egyptian ploughs?':
      'Checked (Britannica, Egyptian agriculture): oxen pulled ploughs; horses came with the Hyksos, mainly for chariots; Oxen is right and Horses, Camels and Water buffalo are wrong; explanation confirmed.',
    'How many days were in the Egyptian civil year?':
      'Checked (Britannica, Egyptian calendar): 365 days: 12 months of 30 plus 5 epagomenal days; 365 is right and 360, 354 and 364 are wrong; explanation confirmed.',
    'How many seasons did the Egyptian year have?':
      'Checked (Britannica, Egyptian calendar): three seasons: Akhet, Peret, Shemu; Three is right and Four, Two and Six are wrong; explanation confirmed.',
    'What was the shadoof, used by Egyptian farmers?':
      'Checked (Britannica, shaduf): a bucket on a counterweighted pole for lifting water; A bucket on a weighted pole is right and A plough pulled by oxen, A sickle with flint teeth and A sledge for threshing grain are wrong; explanation confirmed.',
    'Where is Upper Egypt in relation to Lower Egypt?':
      'Checked (Britannica, Upper Egypt): Upper Egypt is upstream, to the south; South is right and North, East and West are wrong; explanation confirmed.',
    'What are the rocky stretches of rapids on the Nile south of Egypt called?':
      'Checked (Britannica, cataract (Nile)): the First Cataract at Aswan was the traditional border; Cataracts is right and Deltas, Wadis and Oases are wrong; explanation confirmed.',
    'Which people to the south of Egypt, in modern Sudan, were its traders, rivals and sometimes rulers?':
      'Checked (Britannica, Nubia): Nubia supplied gold, ebony and ivory; Kushites ruled as the 25th Dynasty; The Nubians is right and The Libyans, The Hittites and The Assyrians are wrong; explanation confirmed.',
    'Which metal did the Egyptians call the flesh of the gods?':
      'Checked (Britannica / British Museum, gold in ancient Egypt): gold was the flesh of the gods, silver their bones; Gold is right and Silver, Copper and Electrum are wrong; explanation confirmed.',
    'Which blue stone, brought from far-off Afghanistan, did Egyptian jewellers prize?':
      "Checked (Britannica, lapis lazuli): lapis came from Badakhshan; Tutankhamun's mask has lapis inlays around the eyes and brows; Lapis lazuli is right and Turquoise, Sapphire and Malachite are wrong; explanation confirmed.",
    'Which peninsula did the Egyptians mine for turquoise and copper?':
      'Checked (Britannica, Serabit el-Khadim): Sinai mines; Proto-Sinaitic inscriptions at Serabit el-Khadim; Sinai is right and Arabia, Anatolia and Crimea are wrong; explanation confirmed.',
    'Into how many hours did the Egyptians divide day and night together?':
      'Checked (Britannica, hour): twelve hours of day and twelve of night, 24 in all; 24 is right and 12, 20 and 10 are wrong; explanation confirmed.',
    'What did the Egyptians call their fertile land of dark Nile soil?':
      'Checked (Britannica, Egypt (name)): Kemet, the black land; Deshret, the red land; Kemet is right and Deshret, Ta-Seti and Punt are wrong; explanation confirmed.',
    'What was a vizier in ancient Egypt?':
      'Checked (Britannica, vizier): the vizier was chief minister, two from the New Kingdom; The chief minister is right and The chief priest, The chief general and The chief scribe are wrong; explanation confirmed.',
    'What was the sistrum, shaken in temple rites?':
      'Checked (Britannica, sistrum): a metal rattle sacred to Hathor; A rattle is right and A drum, A harp and A flute are wrong; explanation confirmed.',
    'What was Akhet, the first season of the Egyptian year?':
      'Checked (Britannica, Egyptian calendar): Akhet was the inundation season; The flood season is right and The harvest season, The growing season and The dry season are wrong; explanation confirmed.',
    "Which star's return to the dawn sky was linked with the start of the Nile flood?":
      'Checked (Britannica, Sothic cycle): the heliacal rising of Sirius (Sopdet, Sothis) heralded the flood; Sirius is right and Polaris, Vega and Canopus are wrong; explanation confirmed.',
    'What did officials use the readings of Nilometers to set each year?':
      'Checked (Britannica, Nilometer): flood levels set expected harvests and tax rates; Tax rates is right and Army sizes, Festival dates and Wage rates are wrong; explanation confirmed.',
    'Which faraway land, reached by sea, supplied Egypt with incense, ebony and exotic animals?':
      "Checked (Britannica, Punt): Punt's location is debated, likely the southern Red Sea coast; Punt is right and Nubia, Canaan and Libya are wrong; explanation confirmed.",
    'What was the deben, used to value goods in Egyptian trade?':
      "Checked (Britannica, deben): a unit of weight (about 91 g in the New Kingdom) for copper or silver values; A unit of weight is right and A copper coin, A measure of grain and A day's wages are wrong; explanation confirmed.",
    "Which workers' village housed the craftsmen who cut and decorated the royal tombs at Thebes?":
      "Checked (Britannica, Deir el-Medina): the tomb workers' village, rich in ostraca; Deir el-Medina is right and Deir el-Bahari, Amarna and Saqqara are wrong; explanation confirmed.",
    'Which plant was the symbol of Lower Egypt?':
      'Checked (Britannica, papyrus): papyrus stood for Lower Egypt; lotus and sedge for Upper Egypt; Papyrus is right and The lotus, The date palm and The sedge are wrong; explanation confirmed.',
    'What was an Egyptian clepsydra?':
      'Checked (Britannica, water clock): the Egyptian clepsydra was an outflow water clock with hour marks; A water clock is right and A shadow clock, A star chart and An hourglass are wrong; explanation confirmed.',
    "Which English aristocrat paid for the search that found Tutankhamun's tomb?":
      'Checked (Britannica, George Herbert, 5th Earl of Carnarvon): Carnarvon funded Carter and died in April 1923; Lord Carnarvon is right and Lord Elgin, Lord Kitchener and Lord Cromer are wrong; explanation confirmed.',
    'Which 1932 horror film starred Boris Karloff as an Egyptian priest brought back to life?':
      'Checked (Britannica, The Mummy (1932)): Karloff played Imhotep, buried alive; The Mummy is right and Dracula, Frankenstein and The Invisible Man are wrong; explanation confirmed.',
    "What did Lord Carnarvon die of in 1923, fuelling talk of a pharaoh's curse?":
      'Checked (Britannica, Carnarvon): a shaving cut to a mosquito bite led to blood poisoning and pneumonia; An infected mosquito bite is right and A snake bite, A fall from a horse and Food poisoning are wrong; explanation confirmed.',
    "What did Howard Carter famously reply when asked, at his first look into Tutankhamun's tomb, if he could see anything?":
      "Checked (Carter, The Tomb of Tut.ankh.Amen (1923)): Carter's published account gives 'Yes, wonderful things'; Wonderful things is right and Gold everywhere, A king's ransom and Nothing but dust are wrong; explanation confirmed.",
    "What number was given to Tutankhamun's tomb in the Valley of the Kings?":
      "Checked (Theban Mapping Project, KV62): Tutankhamun's tomb is KV62; KV7 Ramesses II, KV17 Seti I, KV55 the Amarna cache; KV62 is right and KV7, KV17 and KV55 are wrong; explanation confirmed.",
    'Which ancient Greek historian visited Egypt and called it the gift of the river?':
      'Checked (Herodotus, Histories 2.5): Herodotus called Egypt the gift of the river in Book 2; Herodotus is right and Thucydides, Xenophon and Plutarch are wrong; explanation confirmed.',
    'According to archaeologists, who built the pyramids at Giza?':
      "Checked (Britannica, Pyramids of Giza; Mark Lehner's excavations): paid Egyptian labourers whose town and tombs lie by the pyramids; Paid Egyptian workers is right and Enslaved Hebrews, Prisoners of war and Enslaved Nubians are wrong; explanation confirmed.",
    "Which Frenchman founded Egypt's antiquities service and the first national museum of Egyptian antiquities?":
      'Checked (Britannica, Auguste Mariette): Mariette founded the Antiquities Service in 1858 and the Bulaq museum; he found the Serapeum; Auguste Mariette is right and Gaston Maspero, Vivant Denon and Émile Brugsch are wrong; explanation confirmed.',
    'Which British archaeologist pioneered careful, scientific excavation in Egypt from the 1880s?':
      'Checked (Britannica, Flinders Petrie): Petrie devised sequence dating from pottery; Flinders Petrie is right and Howard Carter, Arthur Evans and Leonard Woolley are wrong; explanation confirmed.',
    'Which former circus strongman found the tomb of Seti I in 1817?':
      'Checked (Britannica, Giovanni Battista Belzoni): Belzoni found KV17 in 1817 and moved the Younger Memnon; Giovanni Belzoni is right and Henry Salt, Bernardino Drovetti and Johann Ludwig Burckhardt are wrong; explanation confirmed.',
    "Which pharaoh's tomb, dug above Tutankhamun's, helped keep it hidden?":
      "Checked (Theban Mapping Project, KV9): workmen's huts for Ramesses VI's KV9 covered KV62's entrance; Ramesses VI is right and Ramesses II, Seti I and Horemheb are wrong; explanation confirmed.",
    "Which royal woman's mummy was identified in 2007 with the help of a single loose tooth?":
      'Checked (Britannica / Egyptian Supreme Council of Antiquities, Hatshepsut): the KV60 mummy was identified as Hatshepsut in 2007 by a molar in a box bearing her name; Hatshepsut is right and Nefertiti, Tiye and Ankhesenamun are wrong; explanation confirmed.',
    'To which museum were 22 royal mummies moved in a televised parade through Cairo in 2021?':
      "Checked (Britannica / Egyptian Ministry of Tourism and Antiquities, Pharaohs' Golden Parade): 22 mummies moved from the Egyptian Museum to the NMEC in April 2021; The National Museum of Egyptian Civilization is right and The Grand Egyptian Museum, The Luxor Museum and The Coptic Museum are wrong; explanation confirmed.",
    'Which pharaoh built the city near Luxor that archaeologists announced in 2021 as a lost golden city?':
      "Checked (Egyptian Ministry of Tourism and Antiquities, 2021 announcement): Zahi Hawass announced Amenhotep III's city on the west bank in April 2021; Amenhotep III is right and Ramesses II, Thutmose III and Seti I are wrong; explanation confirmed.",
  },
};
