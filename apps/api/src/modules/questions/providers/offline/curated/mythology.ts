import type { CuratedBank } from './bank.js';

export const mythology: CuratedBank = {
  key: 'mythology',
  sections: {
    'Greek gods': [
      'e|Who is the king of the gods in Greek mythology?|Zeus|Poseidon;Hades;Apollo|Zeus ruled from Mount Olympus and wielded thunderbolts.',
      'e|Who is the Greek god of the sea?|Poseidon|Zeus;Hermes;Ares|Poseidon carried a trident and could cause earthquakes.',
      'e|Who is the Greek god of the underworld?|Hades|Ares;Hermes;Hephaestus|Hades ruled the land of the dead with Persephone.',
      'e|Who is the Greek goddess of wisdom?|Athena|Aphrodite;Hera;Artemis|Athena was also a goddess of war strategy and patron of Athens.',
      "m|Who is the Greek goddess of love and beauty?|Aphrodite|Athena;Hera;Demeter|Aphrodite's Roman counterpart is Venus.",
      "m|Who is the messenger of the Greek gods, with winged sandals?|Hermes|Apollo;Ares;Dionysus|Hermes's Roman counterpart is Mercury.",
    ],
    'Greek heroes and monsters': [
      'e|Which Greek hero performed twelve labours?|Heracles|Perseus;Theseus;Achilles|The Romans called him Hercules.',
      "m|Which Greek hero killed the Minotaur?|Theseus|Perseus;Jason;Heracles|Ariadne's thread helped Theseus escape the labyrinth.",
      "m|Which Greek hero killed Medusa?|Perseus|Theseus;Odysseus;Jason|Perseus used a polished shield to avoid Medusa's stare.",
      'h|Which hero led the Argonauts in search of the Golden Fleece?|Jason|Odysseus;Achilles;Perseus|Jason sailed on the ship Argo.',
      'm|Which Greek warrior could only be wounded in his heel?|Achilles|Hector;Ajax;Patroclus|Paris killed Achilles with an arrow to the heel.',
      "m|Which Titan was punished for giving fire to humans?|Prometheus|Atlas;Kronos;Epimetheus|An eagle ate Prometheus's liver each day as punishment.",
      'm|Which Titan was condemned to hold up the sky?|Atlas|Prometheus;Kronos;Hyperion|Zeus punished Atlas after the war between the Titans and the gods.',
      "h|What was left inside Pandora's jar after she closed it?|Hope|Fire;Gold;Love|Pandora released the world's evils, but hope remained inside.",
      "m|Which creature in Greek myth had a woman's head, a lion's body and wings?|The Sphinx|The Chimera;The Harpy;The Griffin|The Sphinx killed travellers who could not answer her riddle.",
    ],
    'Roman gods': [
      'm|What is the Roman name for Zeus?|Jupiter|Mars;Neptune;Saturn|The planet Jupiter is named after the king of the Roman gods.',
      'h|What is the Roman name for Ares, the god of war?|Mars|Mercury;Vulcan;Jupiter|The month of March is named after Mars.',
      'm|What is the Roman name for Poseidon?|Neptune|Pluto;Mercury;Apollo|The planet Neptune is named after the Roman sea god.',
    ],
    'Norse mythology': [
      'e|Who is the Norse god of thunder?|Thor|Odin;Loki;Freyr|Thursday is named after Thor.',
      'e|Who is the chief god in Norse mythology, ruler of Asgard?|Odin|Thor;Baldr;Tyr|Odin gave up an eye to drink from the well of wisdom.',
      "m|What is the name of Thor's hammer?|Mjölnir|Gungnir;Excalibur;Gram|Thor's hammer is Mjölnir; Gungnir is Odin's spear.",
      'h|What is the great tree that connects the nine worlds in Norse mythology?|Yggdrasil|Asgard;Bifröst;Valhalla|Yggdrasil is an immense ash tree.',
      "m|Where do warriors who die in battle go in Norse mythology?|Valhalla|Asgard;Midgard;Helheim|Valhalla is Odin's hall in Asgard.",
      'e|Which Norse god is a trickster and shape-shifter?|Loki|Heimdall;Baldr;Freyr|Loki is the father of the wolf Fenrir.',
      'h|What is the final battle at the end of the world in Norse mythology called?|Ragnarök|Armageddon;Valhalla;Fimbulwinter|Fimbulwinter is the great winter that comes before Ragnarök.',
    ],
    'Egyptian mythology': [
      'm|Which Egyptian god is usually shown with the head of a jackal?|Anubis|Horus;Thoth;Osiris|Anubis watched over mummification and the dead.',
      'h|Which Egyptian god is usually shown with the head of a falcon?|Horus|Anubis;Thoth;Osiris|Horus was a sky god linked with the pharaoh.',
      'h|Who is the Egyptian god of the afterlife and husband of Isis?|Osiris|Set;Horus;Ra|Osiris was killed by his brother Set and brought back by Isis.',
      "h|Which Egyptian goddess was shown as a cat or with a cat's head?|Bastet|Hathor;Isis;Nut|Bastet was a protective goddess of the home.",
      'e|What is the name of the winged horse in Greek mythology?|Pegasus|The Chimera;The Griffin;The Hydra|Pegasus sprang from the blood of Medusa.',
      'e|Which three-headed dog guards the Greek underworld?|Cerberus|Orthrus;Argus;Ladon|Cerberus guarded the gates of Hades.',
      "h|Which Greek goddess of the harvest is the mother of Persephone?|Demeter|Hera;Hestia;Artemis|Demeter's grief while Persephone is in the underworld explains the seasons.",
      "h|What is the name of Odin's eight-legged horse?|Sleipnir|Hrimfaxi;Gullinbursti;Fenrir|Sleipnir is the eight-legged steed Odin rides in Norse mythology.",
    ],
  },
};
