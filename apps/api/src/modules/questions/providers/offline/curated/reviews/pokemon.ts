import type { BankReview } from './review.js';

/**
 * bank-more's review of bank-pop's Pokémon bank (ADR 0195): each question checked against a second source —
 * the reviewer's own knowledge of the works named, and a web search where the reviewer was not certain.
 * Not registered in index.ts on this branch: the lead registers it once both branches are merged.
 */
export const pokemonReview: BankReview = {
  bank: 'pokemon',
  writer: 'bank-pop',
  reviewer: 'bank-more',
  checks: {
    'Which of these is the Grass-type starter in Pokémon Red and Blue?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Bulbasaur",
    "What is Squirtle's final evolution?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Blastoise",
    'What does Magikarp evolve into?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Gyarados",
    "What is Charmander's final evolution?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Charizard",
    'Which Pokémon can evolve into Vaporeon, Jolteon and Flareon?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Eevee",
    'Which item makes Pikachu evolve?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): A Thunder Stone",
    'Which Fire-type starter is a small orange lizard with a flame on its tail?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Charmander",
    'What type is Pikachu?': "Checked against the main-series Pokémon games (reviewer's knowledge): Electric",
    'What type is Bulbasaur, besides Grass?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Poison",
    'Which Pokémon evolves into Gengar when traded?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Haunter",
    'How many different Pokémon can Eevee evolve into?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 8",
    'Which stone turns Eevee into Vaporeon?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): A Water Stone",
    'Which is the Fire-type starter of Pokémon Gold and Silver?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Cyndaquil",
    'Which Water-type starter comes from the Hoenn region?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Mudkip",
    'Which penguin is the Water-type starter of Pokémon Diamond and Pearl?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Piplup",
    'What does Froakie finally evolve into?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Greninja",
    'Which owl is a starter in Pokémon Sun and Moon?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Rowlet",
    'Which Pokémon evolves into Lucario?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Riolu",
    'Which Pokémon evolves into Alakazam when traded?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Kadabra",
    'Which Pokémon evolves into Snorlax?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Munchlax",
    "What are Charizard's types in its normal form?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Fire and Flying",
    'At what level does Charmander evolve into Charmeleon?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 16",
    'Which is the Grass-type starter of Pokémon Black and White?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Snivy",
    'Which is the Fire-type starter of Pokémon Sword and Shield?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Scorbunny",
    'Which is the Water-type starter of Pokémon Scarlet and Violet?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Quaxly",
    'Which held item makes Onix evolve into Steelix when traded?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): A Metal Coat",
    'According to the Pokédex, what happens when Slowpoke evolves into Slowbro?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): A Shellder bites its tail",
    'Which Pokémon evolves into Milotic?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Feebas",
    'What does Scyther evolve into when traded holding a Metal Coat?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Scizor",
    'Which type is Water super effective against?':
      "Type chart (reviewer's knowledge): Water also beats Rock and Ground, but none of the wrong options is super-effective-against; acceptable: Fire",
    'How many moves can a Pokémon know at once?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 4",
    'How many Pokémon can a trainer carry in the party?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 6",
    'Which Poké Ball catches any wild Pokémon without fail?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): The Master Ball",
    'What happens when Magikarp uses Splash?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Nothing happens",
    'Where do trainers heal their team for free in the games?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): At a Pokémon Center",
    'Which type is Grass weak to?':
      "Type chart (reviewer's knowledge): Grass is also weak to Ice, Poison, Flying and Bug, none offered; acceptable: Fire",
    'Which type is strong against Water?':
      "Type chart (reviewer's knowledge): Grass also beats Water but is not offered; acceptable: Electric",
    'In most Pokémon games, how many badges must a trainer win before the Elite Four?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 8",
    'Which type is immune to Electric-type moves?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Ground",
    'Normal-type moves have no effect on which type?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Ghost",
    'Which type was added in Pokémon X and Y?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Fairy",
    'How many types are there in the main games today?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 18",
    'Which type takes no damage from Ground-type moves?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Flying",
    'In Sword and Shield, what makes a Pokémon grow giant for three turns?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Dynamaxing",
    'In which games did Mega Evolution first appear?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): X and Y",
    'Which move is the usual way to travel across water in the older games?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Surf",
    'How much damage does a super-effective move do compared with a normal hit?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Double",
    'Which status condition makes a Pokémon unable to act until it thaws?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Freeze",
    'Which weather boosts Fire-type moves?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Harsh sunlight",
    'Which two types were added in Pokémon Gold and Silver?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Dark and Steel",
    'Which type is immune to Dragon-type moves?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Fairy",
    'Which type is immune to Psychic-type moves?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Dark",
    "Which status condition halves the damage of a Pokémon's physical attacks?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Burn",
    "By how much does the same-type attack bonus multiply a move's power?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): 1.5",
    'What is the highest an individual value (IV) can be for one stat?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 31",
    'What is the most effort values (EVs) one stat can hold in modern games?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 252",
    "Which mechanic in Scarlet and Violet changes a Pokémon's type with a crystal crown?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Terastallizing",
    'In which games did Z-Moves first appear?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Sun and Moon",
    "What is Pikachu's exclusive move, which hurts it as well as the target?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Volt Tackle",
    'Which company makes the consoles the main Pokémon games appear on?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Nintendo",
    'On which console did the first Pokémon games appear?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Game Boy",
    'In which region are Pokémon Red and Blue set?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Kanto",
    'How many Pokémon were in the original Pokédex?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 151",
    'Which 2016 mobile game lets players catch Pokémon in the real world?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Pokémon Go",
    'Which professor gives the player a first Pokémon in Red and Blue?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Professor Oak",
    'Which type does the Pewter City Gym Leader use in Red and Blue?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Rock",
    "Which type does Misty's Gym in Cerulean City use?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Water",
    'Who leads Team Rocket?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Giovanni",
    'In which year did the first Pokémon games come out in Japan?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 1996",
    'Which company develops the main Pokémon games?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Game Freak",
    'Which region is Pokémon Gold and Silver set in?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Johto",
    'Which region is Pokémon Diamond and Pearl set in?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Sinnoh",
    'Which region, based on France, is the setting of Pokémon X and Y?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Kalos",
    'Which region, based on Great Britain, is the setting of Sword and Shield?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Galar",
    'Which region, based on Hawaii, is the setting of Sun and Moon?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Alola",
    'Which item wakes the sleeping Snorlax that blocks the road in Red and Blue?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): The Poké Flute",
    'Which Kanto Gym Leader uses Psychic-type Pokémon?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Sabrina",
    'In Pokémon Red and Blue, who is the Champion the player faces last?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): The rival",
    'Which member of the original Elite Four trains Dragon types?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Lance",
    'In which game does Pikachu first follow the player outside its Poké Ball?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Pokémon Yellow",
    'Which region, based on Spain and Portugal, is the setting of Scarlet and Violet?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Paldea",
    'Which real place is the Hoenn region based on?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Kyushu",
    'Which real city is the Unova region based on?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): New York",
    'Which historical region is the setting of Pokémon Legends: Arceus?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Hisui",
    "Which item reveals the ghosts in Lavender Town's tower?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): The Silph Scope",
    "Which Johto Gym Leader's Miltank is infamous for its Rollout?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): Whitney",
    "Which glitch Pokémon appears after surfing along Cinnabar Island's coast?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): MissingNo.",
    'Which Gym Leader in Red and Blue leads the Gym on Cinnabar Island?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Blaine",
    'What are the odds of a wild Pokémon being shiny in the modern games, without bonuses?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): 1 in 4096",
    'Which Pokémon is always shiny at the Lake of Rage in Gold and Silver?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Gyarados",
    'Which legendary bird is an Ice type?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Articuno",
    'Which Pokémon is number 1 in the National Pokédex?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Bulbasaur",
    'Which legendary Pokémon is on the cover of Pokémon Gold?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Ho-Oh",
    'Which legendary bird is an Electric type?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Zapdos",
    'Which Psychic-type legendary was created by scientists on Cinnabar Island?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Mewtwo",
    'Which Pokémon is number 151 in the original Pokédex?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Mew",
    'Which legendary appears on the cover of Pokémon Emerald?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Rayquaza",
    'Which legendary Pokémon appears on the cover of Pokémon Sapphire?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Kyogre",
    'Which mythical Pokémon is said to have shaped the universe?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Arceus",
    'Which legendary Pokémon controls time?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Dialga",
    'Which legendary Pokémon controls space?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Palkia",
    'Which of these is one of the three legendary beasts of Johto?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Suicune",
    'Which legendary is the mascot of Pokémon Black?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Reshiram",
    'Which legendary is on the cover of Pokémon Y?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Yveltal",
    'Which legendary wolf is on the cover of Pokémon Sword?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Zacian",
    'Which legendary is on the cover of Pokémon Sun?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Solgaleo",
    'Which mythical Pokémon grants wishes after waking once every thousand years?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Jirachi",
    'Which mythical Pokémon can travel through time?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Celebi",
    'Which legendary rules the Distortion World?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Giratina",
    'Which legendary is on the cover of Pokémon Violet?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Miraidon",
    'Which legendary completes the original trio with Regirock and Regice?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Registeel",
    'Which mythical Pokémon brings nightmares?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Darkrai",
    'Which of these is one of the lake guardians of Sinnoh?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Uxie",
    'Which mythical Pokémon came from a virus on a meteorite?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Deoxys",
    'In which layer of the atmosphere does Rayquaza live?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): The ozone layer",
    'Which Pokémon is the mascot of the second Pokémon film, The Power of One?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Lugia",
    'Which legendary causes the Darkest Day in Sword and Shield?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Eternatus",
    "What is Pikachu's number in the National Pokédex?":
      "Checked against the main-series Pokémon games (reviewer's knowledge): 25",
    'Which two legendaries fight over land and sea in Ruby and Sapphire?':
      "Checked against the main-series Pokémon games (reviewer's knowledge): Groudon and Kyogre",
    "Where is Ash Ketchum's hometown?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Pallet Town",
    'Which talking Pokémon travels with Jessie and James?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Meowth",
    "How does Team Rocket's motto begin in the English anime?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Prepare for trouble",
    'Which Gym Leader travels with Ash in the first series and wants to become a breeder?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Brock",
    "Who is Ash's first rival in the anime?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Gary Oak",
    "Which slogan accompanied Pokémon's English launch?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Gotta Catch 'Em All",
    'Which nurse looks the same in every Pokémon Center of the anime?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Nurse Joy",
    'Which Pokémon sings a lullaby that puts everyone to sleep, then scribbles on their faces?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Jigglypuff",
    "Which of Ash's Pokémon ignores his orders for a long time after evolving?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Charizard",
    'In which year did the Pokémon anime first air in Japan?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): 1997",
    'Which Pokémon is the villain of Pokémon: The First Movie?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Mewtwo",
    'Who voices Pikachu in the film Detective Pikachu (2019)?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Ryan Reynolds",
    "Which of Ash's Pokémon does he release so it can leave with a mate?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Butterfree",
    'Whose bicycle is burnt to a crisp by Pikachu in the first episode?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Misty",
    "Which of Ash's Pokémon was his first catch after Pikachu?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Caterpie",
    "Which Pokémon sits in Giovanni's lap in the anime?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Persian",
    'What does the name Pokémon come from?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Pocket Monsters",
    "Which Pokémon does Ash's Pikachu refuse to evolve into after a Gym loss?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Raichu",
    'Which Pokémon hatches from the egg Misty looks after in the early anime?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Togepi",
    'Whom does Ash beat to become World Champion in Pokémon Journeys?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Leon",
    "What is Ash's name in the Japanese anime?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Satoshi",
    'Which anime episode was banned after it caused seizures in Japanese viewers in 1997?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Electric Soldier Porygon",
    'Who are the two leads of Pokémon Horizons, the anime that followed Ash?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): Liko and Roy",
    'Which regional league in the anime did Ash first win?':
      "Anime (reviewer's knowledge): the Orange League (1999) is not counted as a regional league and is not offered; Alola (2019) is the only option Ash won",
    "Who provided Ash's English voice in the first eight seasons?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Veronica Taylor",
    'Why does Meowth in the anime speak human language?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): To win a female Meowth",
    "What is the name of Ash's mother?":
      "Checked against the Pokémon anime and films (reviewer's knowledge): Delia",
    'In which region does Ash earn his Orange League trophy?':
      "Checked against the Pokémon anime and films (reviewer's knowledge): The Orange Islands",
    'Which Pokémon is the mascot of the franchise?':
      "Checked against the franchise's published history (reviewer's knowledge): Pikachu",
    'Which Pokémon is known for sleeping almost all the time?':
      "Checked against the franchise's published history (reviewer's knowledge): Snorlax",
    "Which pink Pokémon of Mt. Moon was once planned as the franchise's mascot?":
      "Checked against the franchise's published history (reviewer's knowledge): Clefairy",
    'Which Pokémon card from the first Base Set is the most famous chase card?':
      "Checked against the franchise's published history (reviewer's knowledge): Charizard",
    'Which Pokémon always holds its head because of constant headaches?':
      "Checked against the franchise's published history (reviewer's knowledge): Psyduck",
    "Which Pokémon is a pink blob that can copy any other's shape?":
      "Checked against the franchise's published history (reviewer's knowledge): Ditto",
    'What colour is the top half of a standard Poké Ball?':
      "Checked against the franchise's published history (reviewer's knowledge): Red",
    'Which Pokémon wears a skull as a helmet and carries a bone club?':
      "Checked against the franchise's published history (reviewer's knowledge): Cubone",
    'Which Pokémon is a giant snake made of a chain of boulders?':
      "Checked against the franchise's published history (reviewer's knowledge): Onix",
    'Who created Pokémon?':
      "Checked against the franchise's published history (reviewer's knowledge): Satoshi Tajiri",
    'Which Pokémon comes in forms shaped like letters of the alphabet?':
      "Checked against the franchise's published history (reviewer's knowledge): Unown",
    'Which mobile game company made Pokémon Go?':
      "Checked against the franchise's published history (reviewer's knowledge): Niantic",
    'In which game do players photograph Pokémon instead of catching them?':
      "Checked against the franchise's published history (reviewer's knowledge): Pokémon Snap",
    'As of 2024, which is widely reported as the highest-grossing media franchise of all time?':
      "Checked against the franchise's published history (reviewer's knowledge): Pokémon",
    'Which Pokémon paints with a tail shaped like a brush?':
      "Checked against the franchise's published history (reviewer's knowledge): Smeargle",
    'Which company, with Nintendo and Game Freak, co-owns The Pokémon Company?':
      "Checked against the franchise's published history (reviewer's knowledge): Creatures",
    'In which year did the Pokémon Trading Card Game launch in Japan?':
      "Checked against the franchise's published history (reviewer's knowledge): 1996",
    'Which Pokémon is said to have its spot pattern different for every individual?':
      "Checked against the franchise's published history (reviewer's knowledge): Spinda",
    'Which Pokémon game of 2021 is a team battle game in the style of a MOBA?':
      "Checked against the franchise's published history (reviewer's knowledge): Pokémon Unite",
    'What is the rarest Pokémon card, of which only a few dozen were awarded in 1998?':
      "Franchise history (reviewer's knowledge): the Pikachu Illustrator card was a 1998 CoroCoro contest prize, about 39 copies",
    'Who designed Pikachu?':
      "Checked against the franchise's published history (reviewer's knowledge): Atsuko Nishida",
    'Who is the lead character designer of the original Pokémon games?':
      "Checked against the franchise's published history (reviewer's knowledge): Ken Sugimori",
    'Which Japanese sound word for a sparkle of electricity gives the franchise mascot the first half of its name?':
      "Checked against the franchise's published history (reviewer's knowledge): Pika",
    'Who composed the music for the original Pokémon games?':
      "Checked against the franchise's published history (reviewer's knowledge): Junichi Masuda",
    'Which Pokémon does Ikue Ōtani voice in every language version of the anime?':
      "Checked against the franchise's published history (reviewer's knowledge): Pikachu",
    'What was the working title of Pokémon during development?':
      "Checked against the franchise's published history (reviewer's knowledge): Capsule Monsters",
    'Which dungeon-crawling spin-off series casts the player as a Pokémon?':
      "Checked against the franchise's published history (reviewer's knowledge): Pokémon Mystery Dungeon",
    "Which spin-off pairs Pokémon with warlords of Japan's Sengoku period?":
      "Checked against the franchise's published history (reviewer's knowledge): Pokémon Conquest",
  },
};
