import type { BankReview } from './review.js';

/** bank-r7's check of the ancient-history bank, written before ADR 0195 (issue 14); 21 questions, 3 rejected and removed;
 * two questions added by the lead in their place, checked by bank-c8. */
export const ancientHistoryReview: BankReview = {
  bank: 'ancient-history',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'What were the kings of ancient Egypt called?':
      "Checked (reviewer's knowledge): the rulers of ancient Egypt are conventionally called pharaohs (per-aa, 'great house', used of the king from the New Kingdom); emperors, sultans and Caesars are titles of other states; explanation confirmed (dynastic rule c. 3100-30 BC). Note: ancient-egypt.ts stems use 'pharaoh' throughout, a cross-bank hint only.",
    'Which river was the lifeline of ancient Egypt?':
      "Checked (reviewer's knowledge): Egypt depended on the Nile and its annual flood; the Tigris and Euphrates are Mesopotamian and the Jordan Levantine; explanation confirmed.",
    'For which pharaoh was the Great Pyramid of Giza built?':
      "Checked (reviewer's knowledge): the Great Pyramid was built for Khufu (Cheops), 4th Dynasty, c. 2560 BC; Tutankhamun and Ramesses II are New Kingdom, Djoser built the Step Pyramid at Saqqara; explanation confirmed. Its stem names the Great Pyramid but does not say it still stands, so it does not give away the surviving-Wonder question.",
    'Whose nearly intact tomb did Howard Carter discover in 1922?':
      "Checked (reviewer's knowledge): Howard Carter found Tutankhamun's tomb (KV62) in November 1922; Ramesses II, Khufu and Akhenaten are wrong; explanation confirmed. Note: ancient-egypt.ts ('Wonderful things' stem) and landmarks.ts (Luxor explanation) state this fact too, a cross-bank hint, not a reject.",
    'What writing system did the ancient Egyptians use?':
      "Checked (reviewer's knowledge): hieroglyphs; cuneiform is Mesopotamian, Linear B Mycenaean, runes Germanic; explanation confirmed. Its answer is currently given away by the Rosetta Stone question's stem and explanation (see the REJECT there).",
    'Who was the last active ruler of Ptolemaic Egypt?':
      "Checked (reviewer's knowledge): Cleopatra VII was the last active Ptolemaic ruler (her son Caesarion was nominal co-ruler, hence 'active'); Egypt became a Roman province after her death in 30 BC; Nefertiti, Hatshepsut and Berenice II are earlier queens; explanation confirmed.",
    'Which Greek city-state was famous for its warrior society?':
      "Checked (reviewer's knowledge): Sparta, whose boys entered the agoge at about seven; Corinth, Thebes and Argos are wrong; explanation confirmed.",
    'Which philosopher taught Alexander the Great?':
      "Checked (reviewer's knowledge): Aristotle tutored Alexander at Mieza in Macedonia from 343 BC; Plato, Socrates and Pythagoras are wrong (Socrates and Pythagoras were long dead); explanation confirmed. Its stem names Alexander the Great, which is why the empire question is rejected (see there); once that question is removed, nothing else in the bank is given away.",
    'Which philosopher was sentenced to death in Athens in 399 BC?':
      "Checked (reviewer's knowledge): Socrates was tried and condemned to death in Athens in 399 BC and drank hemlock; Plato, Aristotle and Diogenes are wrong; explanation confirmed. Note: ancient-greece.ts ('On which charges was Socrates condemned to death in 399 BC?') and plants.ts (hemlock) state the same fact, a cross-bank hint only.",
    'Which temple on the Acropolis of Athens was dedicated to the goddess Athena?':
      "Checked (reviewer's knowledge): the Parthenon, temple of Athena Parthenos, built 447-432 BC (ancient-greece.ts gives the same dates); the Pantheon and Colosseum are Roman and the Temple of Artemis at Ephesus; the Erechtheion and the temple of Athena Nike, also Athena's, are not offered, so only one option is right; explanation confirmed.",
    'At which pass did King Leonidas and his Spartans fight the Persians in 480 BC?':
      "Checked (reviewer's knowledge): Thermopylae, 480 BC, Leonidas and his 300 Spartans; Marathon (490 BC), Salamis (sea, 480 BC) and Plataea (479 BC) are other battles; explanation confirmed. Note: ancient-greece.ts's Ephialtes stem names the pass at Thermopylae, a cross-bank hint only.",
    'Which Greek writer is called the Father of History?':
      "Checked (reviewer's knowledge): Cicero called Herodotus the Father of History; his Histories tell of the Greco-Persian Wars; Thucydides, Homer and Xenophon are wrong; explanation confirmed. Note: ancient-egypt.ts asks a different Herodotus fact ('gift of the river'), no duplicate.",
    'Which Wonder of the Ancient World was said to stand in Babylon?':
      "Checked (reviewer's knowledge): the Hanging Gardens of Babylon; the Colossus stood at Rhodes, the Lighthouse at Alexandria, the Temple of Artemis at Ephesus; the explanation (the only wonder whose site has never been established) is the usual statement and confirmed.",
    'Which is the only Wonder of the Ancient World still largely standing?':
      "Checked (reviewer's knowledge): the Great Pyramid of Giza, the oldest of the Seven Wonders and the only one largely intact; the Colossus, Lighthouse and Temple of Artemis are gone; explanation confirmed.",
    'Which Chinese emperor was buried with the Terracotta Army?':
      "Checked (reviewer's knowledge): Qin Shi Huang, first emperor, unified China in 221 BC and was buried near Xi'an with the Terracotta Army; Kublai Khan, Emperor Wu of Han and Puyi are wrong; explanation confirmed.",
    'Which civilisation built Machu Picchu?':
      "Checked (reviewer's knowledge): the Inca built Machu Picchu in the Andes in the mid-15th century (traditionally for Pachacuti); the Maya, Aztecs and Olmecs were Mesoamerican; explanation confirmed.",
    'Which civilisation developed cuneiform writing?':
      "Checked (reviewer's knowledge): cuneiform was developed by the Sumerians in Mesopotamia, written with a reed on clay; Egyptians, Phoenicians and Minoans are wrong; explanation confirmed.",
    'The Phoenicians are best known for spreading which invention around the Mediterranean?':
      "Checked (reviewer's knowledge): the Phoenicians spread their consonantal alphabet, which the Greeks adapted and from which the Latin alphabet descends; paper, gunpowder and the wheel are wrong; explanation confirmed.",
    'Which Babylonian king had a code of 282 laws carved on a black stone stele?':
      "Checked by bank-c8, not its writer (Britannica, 'Code of Hammurabi'; Louvre, Sb 8): the laws of Hammurabi, king of Babylon (r. c. 1792-1750 BC), numbered 1-282 by modern editors (some columns erased), are inscribed on a black basalt (diorite) stele c. 1754 BC, carried off to Susa by an Elamite king, found there by de Morgan's French mission in 1901-02 and now in the Louvre; Nebuchadnezzar II was a much later Neo-Babylonian king, Sargon of Akkad was Akkadian and Ashurbanipal Assyrian, none with such a code; all four options are Mesopotamian kings of similar form, no giveaway; explanation confirmed and names no other answer of the bank. No other bank asks about Hammurabi (ancient-greece.ts offers Susa only as a wrong option).",
    'Which city of the Indus Valley civilisation is famous for its Great Bath, a brick-lined pool?':
      "Checked by bank-c8, not its writer (Britannica, 'Great Bath'; harappa.com, J. M. Kenoyer): the Great Bath is at Mohenjo-daro, built in the 3rd millennium BC (c. 2500 BC), a tank of about 12 by 7 m of fired brick set on edge in gypsum mortar with a sealing layer of bitumen; Harappa (granary, bathing platforms), Lothal (dockyard) and Dholavira (reservoirs) are Indus sites without a Great Bath; all four options are Indus cities, no giveaway; no other bank asks about the Great Bath. The explanation then named bitumen, the answer of ancient-egypt.ts's mummy question; on this note the lead cut it to the bricks and gypsum mortar this check confirms.",
  },
};
