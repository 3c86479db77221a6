import type { CuratedBank } from './bank.js';

export const ancientHistory: CuratedBank = {
  key: 'ancient-history',
  sections: {
    'Ancient Egypt': [
      'e|What were the kings of ancient Egypt called?|Pharaohs|Emperors;Sultans;Caesars|Pharaohs ruled Egypt for about 3,000 years.',
      "e|Which river was the lifeline of ancient Egypt?|The Nile|The Tigris;The Euphrates;The Jordan|The Nile's yearly floods made farming possible in the desert.",
      'h|For which pharaoh was the Great Pyramid of Giza built?|Khufu|Tutankhamun;Ramesses II;Djoser|The Great Pyramid was built for Khufu around 2560 BC.',
      "m|Whose nearly intact tomb did Howard Carter discover in 1922?|Tutankhamun|Ramesses II;Khufu;Akhenaten|Tutankhamun's tomb in the Valley of the Kings held thousands of treasures.",
      'm|What writing system did the ancient Egyptians use?|Hieroglyphs|Cuneiform;Linear B;Runes|Hieroglyphs combined picture signs for sounds and ideas.',
      "h|Who was the last active ruler of Ptolemaic Egypt?|Cleopatra VII|Nefertiti;Hatshepsut;Berenice II|After Cleopatra's death in 30 BC, Egypt became a Roman province.",
    ],
    'Ancient Greece': [
      'e|Which Greek city-state was famous for its warrior society?|Sparta|Corinth;Thebes;Argos|Spartan boys began military training at the age of seven.',
      'h|Which philosopher taught Alexander the Great?|Aristotle|Plato;Socrates;Pythagoras|Aristotle tutored the young Alexander in Macedonia.',
      'm|Which philosopher was sentenced to death in Athens in 399 BC?|Socrates|Plato;Aristotle;Diogenes|Socrates was condemned to drink hemlock.',
      'm|Which temple on the Acropolis of Athens was dedicated to the goddess Athena?|The Parthenon|The Pantheon;The Colosseum;The Temple of Artemis|The Parthenon was completed in 432 BC.',
      'h|At which pass did King Leonidas and his Spartans fight the Persians in 480 BC?|Thermopylae|Marathon;Salamis;Plataea|The Battle of Thermopylae became a legend of last stands.',
      'h|Which Greek writer is called the Father of History?|Herodotus|Thucydides;Homer;Xenophon|Herodotus wrote the Histories about the Greco-Persian Wars.',
    ],
    'Early civilisations': [
      'm|Which Wonder of the Ancient World was said to stand in Babylon?|The Hanging Gardens|The Colossus of Rhodes;The Lighthouse of Alexandria;The Temple of Artemis|The Hanging Gardens are the only wonder whose location has never been confirmed.',
      'm|Which is the only Wonder of the Ancient World still largely standing?|The Great Pyramid of Giza|The Colossus of Rhodes;The Lighthouse of Alexandria;The Temple of Artemis|The Great Pyramid is also the oldest of the seven wonders.',
      'h|Which Chinese emperor was buried with the Terracotta Army?|Qin Shi Huang|Kublai Khan;Emperor Wu of Han;Puyi|Qin Shi Huang unified China in 221 BC.',
      'm|Which civilisation built Machu Picchu?|The Inca|The Maya;The Aztecs;The Olmecs|The Inca built Machu Picchu in the Andes in the 15th century.',
      'm|Which Babylonian king had a code of 282 laws carved on a black stone stele?|Hammurabi|Nebuchadnezzar II;Sargon of Akkad;Ashurbanipal|The stele, carved around 1750 BC, was dug up at Susa in 1901 and is now in the Louvre.',
      'h|Which city of the Indus Valley civilisation is famous for its Great Bath, a brick-lined pool?|Mohenjo-daro|Harappa;Lothal;Dholavira|It was built in the third millennium BC, of fired bricks set on edge in gypsum mortar.',
      'h|Which civilisation developed cuneiform writing?|The Sumerians|The Egyptians;The Phoenicians;The Minoans|Cuneiform was pressed into clay tablets in Mesopotamia.',
      'h|The Phoenicians are best known for spreading which invention around the Mediterranean?|An alphabet|Paper;Gunpowder;The wheel|The Phoenician alphabet is an ancestor of the Greek and Latin alphabets.',
    ],
  },
};
