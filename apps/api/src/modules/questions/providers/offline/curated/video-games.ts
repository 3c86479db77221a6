import type { CuratedBank } from './bank.js';

export const videoGames: CuratedBank = {
  key: 'video-games',
  sections: {
    Nintendo: [
      'e|Which company created Mario?|Nintendo|Sega;Sony;Atari|Mario first appeared in Donkey Kong in 1981.',
      "e|What is the name of Mario's brother?|Luigi|Wario;Toad;Yoshi|Luigi first appeared in Mario Bros. in 1983.",
      "e|What is Mario's job in the games?|A plumber|A chef;A firefighter;A postman|Mario was a carpenter in Donkey Kong before becoming a plumber.",
      'm|What is the name of the hero of The Legend of Zelda series?|Link|Ganon;Epona;Navi|Zelda is the princess; Link is the hero the player controls.',
      'm|Which Nintendo series is set in the kingdom of Hyrule?|The Legend of Zelda|Metroid;Kirby;Fire Emblem|The first Legend of Zelda game came out in 1986.',
      'h|In which year was the Nintendo Switch released?|2017|2015;2019;2012|The Switch can be played as a home console or a handheld.',
      'm|Which handheld console did Nintendo release in 1989, often bundled with Tetris?|The Game Boy|The Game Gear;The Nintendo DS;The Atari Lynx|The Game Boy sold over 100 million units together with the Game Boy Color.',
      'm|Which gorilla first appeared in a 1981 Nintendo arcade game?|Donkey Kong|King K. Rool;Diddy Kong;Funky Kong|Donkey Kong was designed by Shigeru Miyamoto.',
      "e|Which Pokémon is Ash Ketchum's partner in the anime?|Pikachu|Bulbasaur;Charmander;Eevee|Pikachu is an Electric-type Pokémon.",
    ],
    'Consoles and companies': [
      'e|Which company makes the PlayStation consoles?|Sony|Microsoft;Nintendo;Sega|The first PlayStation was released in Japan in 1994.',
      'e|Which company makes the Xbox consoles?|Microsoft|Sony;Nintendo;Valve|The first Xbox was released in 2001.',
      "e|What is the name of Sega's blue hedgehog mascot?|Sonic|Knuckles;Tails;Shadow|Sonic the Hedgehog debuted in 1991.",
      'h|Which company made the Dreamcast, its last home console?|Sega|Atari;NEC;SNK|Sega stopped making consoles in 2001.',
      'h|Which company publishes the Grand Theft Auto series?|Rockstar Games|Ubisoft;Electronic Arts;Valve|Grand Theft Auto V is one of the best-selling games ever.',
    ],
    'Classic games': [
      'h|Which 1972 arcade game simulated table tennis?|Pong|Space Invaders;Asteroids;Breakout|Pong was made by Atari.',
      'm|Which 1978 arcade game has players shoot rows of descending aliens?|Space Invaders|Galaga;Asteroids;Centipede|Space Invaders was created by Tomohiro Nishikado.',
      'h|Which of these is one of the ghosts in Pac-Man?|Blinky|Sparky;Rusty;Dusty|The four ghosts are Blinky, Pinky, Inky and Clyde.',
      'm|Which falling-block puzzle game was created by Soviet engineer Alexey Pajitnov?|Tetris|Columns;Dr. Mario;Puyo Puyo|Tetris was created in 1984.',
    ],
    'Modern games': [
      'e|Which block-building game was created by Markus Persson?|Minecraft|Roblox;Terraria;Fortnite|Minecraft was first made public in 2009.',
      'm|What is the best-selling video game of all time?|Minecraft|Grand Theft Auto V;Tetris;Wii Sports|Minecraft has sold over 300 million copies.',
      'm|Which battle royale game by Epic Games became a hit in 2017?|Fortnite|Apex Legends;PUBG;Warzone|Up to 100 players compete to be the last one standing.',
      'm|Who is the main hero of the Halo series?|Master Chief|Marcus Fenix;Gordon Freeman;Doomguy|Halo: Combat Evolved was released in 2001.',
      'm|Which game series features the archaeologist Lara Croft?|Tomb Raider|Uncharted;Prince of Persia;Resident Evil|The first Tomb Raider was released in 1996.',
      'h|Which Valve game series features the scientist Gordon Freeman?|Half-Life|Portal;Team Fortress;Counter-Strike|Half-Life was released in 1998.',
      'h|Which life-simulation series by Will Wright was first released in 2000?|The Sims|SimCity;Animal Crossing;Second Life|SimCity, also by Will Wright, came out in 1989.',
      'e|What colour is Pac-Man?|Yellow|Red;Blue;Green|Pac-Man is a yellow circle with a mouth.',
      'e|Which green dinosaur does Mario ride in many games?|Yoshi|Bowser;Toad;Wario|Yoshi first appeared in Super Mario World (1990).',
      'h|In which year was the original PlayStation released in Japan?|1994|1991;1996;1998|Sony launched the PlayStation in Japan in December 1994.',
      'h|Which studio developed The Witcher 3: Wild Hunt?|CD Projekt Red|Ubisoft;BioWare;Bethesda|CD Projekt Red is a Polish studio.',
      'h|Who created the Metal Gear series?|Hideo Kojima|Shigeru Miyamoto;Hironobu Sakaguchi;Yuji Naka|Kojima directed the first Metal Gear for Konami in 1987.',
    ],
  },
};
