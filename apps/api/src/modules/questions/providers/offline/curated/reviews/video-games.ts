import type { BankReview } from './review.js';

/** bank-life's check of bank-war's video-games bank at 4759ce8 (ADR 0195); registered in index.ts once both are merged. */
export const videoGamesReview: BankReview = {
  bank: 'video-games',
  writer: 'bank-war',
  reviewer: 'bank-life',
  checks: {
    'Which mushroom-headed character serves the ruler of the Mushroom Kingdom in the Mario games?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Toad, the mushroom-headed retainer of Princess Peach, tells Mario the princess is in another castle in Super Mario Bros. (1985); Yoshi, Koopa and Boo are other Mario characters, none of them Peach's retainer.",
    "What is the name of Mario's brother?":
      "Checked (reviewer's knowledge): Luigi is right and the three wrong options (Wario, Toad, Yoshi) are wrong; explanation confirmed.",
    "What is Mario's job in the games?":
      "Checked (reviewer's knowledge): A plumber is right and the three wrong options (A chef, A firefighter, A postman) are wrong; explanation confirmed.",
    'Which fairy guides Link and keeps interrupting him with cries of Hey, listen?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Navi is Link's fairy in Ocarina of Time (1998), known for 'Hey, listen!'; Tatl (Majora's Mask), Midna (Twilight Princess) and Ezlo (The Minish Cap) are other companions.",
    'Which Nintendo series is set in the kingdom of Hyrule?':
      "Checked (reviewer's knowledge): The Legend of Zelda is right and the three wrong options (Metroid, Kirby, Fire Emblem) are wrong; explanation confirmed.",
    'Which company made the Tegra processor inside the original Nintendo Switch?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the original Switch runs on Nvidia's Tegra X1; AMD, Qualcomm and Intel did not make it.",
    'Which handheld console did Nintendo release in 1989?':
      "Checked (reviewer's knowledge): The Game Boy is right and the three wrong options (The Game Gear, The Nintendo DS, The Atari Lynx) are wrong; explanation confirmed.",
    'Which gorilla first appeared in a 1981 Nintendo arcade game?':
      "Checked (reviewer's knowledge): Donkey Kong is right and the three wrong options (King K. Rool, Diddy Kong, Funky Kong) are wrong; explanation confirmed.",
    'In The Legend of Zelda series, who is Zelda?':
      "Checked (reviewer's knowledge): Zelda is the princess of Hyrule; the hero is Link and the villain Ganon; explanation confirmed. (Its answer is given away by an option of the Princess Peach question, rejected there.)",
    'Which green dinosaur does Mario ride in many games?':
      "Checked (reviewer's knowledge): Yoshi is right and the three wrong options (Bowser, Toad, Wario) are wrong; explanation confirmed.",
    'Which princess does Mario usually set out to rescue?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Princess Peach is the princess Mario usually rescues; Daisy, Rosalina (Mario) and Ruto (Zelda) are other princesses; Zelda is no longer an option.",
    'What is the name of the fire-breathing king of the Koopas who fights Mario?':
      "Checked (reviewer's knowledge): Bowser is right and the three wrong options (Wario, Ganon, King Boo) are wrong; explanation confirmed.",
    'What is the name of the round pink hero who swallows enemies to copy their powers?':
      "Checked (reviewer's knowledge): Kirby is right and the three wrong options (Jigglypuff, Yoshi, Toad) are wrong; explanation confirmed.",
    'Which Nintendo racing series lets players throw red and green shells?':
      "Checked (reviewer's knowledge): Mario Kart is right and the three wrong options (F-Zero, Crash Team Racing, Gran Turismo) are wrong; explanation confirmed.",
    'Which Nintendo console of 2006 was controlled by waving a motion-sensing remote?':
      "Checked (reviewer's knowledge): The Wii is right and the three wrong options (The GameCube, The Switch, The Nintendo 64) are wrong; explanation confirmed.",
    'Which Nintendo series has players live in a village of talking animals?':
      "Checked (reviewer's knowledge): Animal Crossing is right and the three wrong options (Pikmin, Harvest Moon, Kirby) are wrong; explanation confirmed.",
    'Which Nintendo fighting series brings Mario, Link, Pikachu and others together?':
      "Checked (reviewer's knowledge): Super Smash Bros. is right and the three wrong options (Mario Party, Tekken, Soulcalibur) are wrong; explanation confirmed.",
    'Which power-up makes Mario grow bigger in Super Mario Bros.?':
      "Checked (reviewer's knowledge): A Super Mushroom is right and the three wrong options (A Fire Flower, A Super Star, A Cape Feather) are wrong; explanation confirmed.",
    "What colour is Luigi's cap?":
      "Checked (reviewer's knowledge): Green is right and the three wrong options (Red, Blue, Yellow) are wrong; explanation confirmed.",
    'What is the name of the armoured bounty hunter who stars in Metroid?':
      "Checked (reviewer's knowledge): Samus Aran is right and the three wrong options (Fox McCloud, Captain Falcon, Ridley) are wrong; explanation confirmed.",
    "What is the name of Link's horse?":
      "Checked (reviewer's knowledge): Epona is right and the three wrong options (Navi, Midna, Saria) are wrong; explanation confirmed.",
    'Which Nintendo console of 1996 had a controller with three handles?':
      "Checked (reviewer's knowledge): The Nintendo 64 is right and the three wrong options (The GameCube, The Super Nintendo, The Virtual Boy) are wrong; explanation confirmed.",
    'Which 2017 Zelda game was a launch title for the Switch?':
      "Checked (reviewer's knowledge): Breath of the Wild is right and the three wrong options (Tears of the Kingdom, Skyward Sword, Twilight Princess) are wrong; explanation confirmed.",
    'Which greedy rival of Mario wears a yellow cap and purple overalls?':
      "Checked (reviewer's knowledge): Wario is right and the three wrong options (Waluigi, Bowser Jr., Kamek) are wrong; explanation confirmed.",
    'Which Nintendo console of 2012 had a controller with a built-in touch screen?':
      "Checked (reviewer's knowledge): The Wii U is right and the three wrong options (The Switch, The GameCube, The Nintendo 3DS) are wrong; explanation confirmed.",
    'In which Japanese city does Nintendo have its headquarters?':
      "Checked (reviewer's knowledge): Kyoto is right and the three wrong options (Tokyo, Osaka, Nagoya) are wrong; explanation confirmed.",
    'What did Nintendo make when it was founded in 1889?':
      "Checked (reviewer's knowledge): Playing cards is right and the three wrong options (Sewing machines, Bicycles, Radios) are wrong; explanation confirmed.",
    'Which Nintendo series stars the fox pilot Fox McCloud?':
      "Checked (reviewer's knowledge): Star Fox is right and the three wrong options (F-Zero, Metroid, Kid Icarus) are wrong; explanation confirmed.",
    'Under what name was the Famicom sold in North America?':
      "Checked (reviewer's knowledge): The Nintendo Entertainment System is right and the three wrong options (The Super Nintendo, The Game Boy, The Nintendo 64) are wrong; explanation confirmed.",
    'Which Nintendo handheld of 2004 had two screens, one of them touch-sensitive?':
      "Checked (reviewer's knowledge): The Nintendo DS is right and the three wrong options (The Game Boy Advance, The PlayStation Portable, The Game Gear) are wrong; explanation confirmed.",
    'Which handheld could show 3D images without glasses?':
      "Checked (reviewer's knowledge): The Nintendo 3DS is right and the three wrong options (The Nintendo DSi, The Game Boy Advance, The PlayStation Vita) are wrong; explanation confirmed.",
    'Which Nintendo 64 game introduced Z-targeting to the Zelda series?':
      "Checked (reviewer's knowledge): Ocarina of Time is right and the three wrong options (Majora's Mask, A Link to the Past, Twilight Princess) are wrong; explanation confirmed.",
    'What was Mario called in his first arcade appearance?':
      "Checked (reviewer's knowledge): Jumpman is right and the three wrong options (Runman, Hammerman, Climber) are wrong; explanation confirmed.",
    'Which Nintendo president championed the DS and Wii and died in 2015?':
      "Checked (reviewer's knowledge): Satoru Iwata is right and the three wrong options (Hiroshi Yamauchi, Shuntaro Furukawa, Reggie Fils-Aimé) are wrong; explanation confirmed.",
    'Which 1995 Nintendo console showed 3D images in red and black?':
      "Checked (reviewer's knowledge): The Virtual Boy is right and the three wrong options (The Game Boy Color, The Nintendo 64, The Pokémon Mini) are wrong; explanation confirmed.",
    'Which engineer designed the Game Boy?':
      "Checked (reviewer's knowledge): Gunpei Yokoi is right and the three wrong options (Satoru Iwata, Hiroshi Yamauchi, Masahiro Sakurai) are wrong; explanation confirmed.",
    'Who created the Kirby and Super Smash Bros. series?':
      "Checked (reviewer's knowledge): Masahiro Sakurai is right and the three wrong options (Shigeru Miyamoto, Gunpei Yokoi, Eiji Aonuma) are wrong; explanation confirmed.",
    'How many Power Stars are there to collect in Super Mario 64?':
      "Checked (reviewer's knowledge): 120 is right and the three wrong options (100, 150, 70) are wrong; explanation confirmed.",
    'Which three virtues make up the Triforce in The Legend of Zelda?':
      "Checked (reviewer's knowledge): Power, Wisdom and Courage is right and the three wrong options (Power, Wisdom and Hope, Strength, Wisdom and Courage, Power, Truth and Courage) are wrong; explanation confirmed.",
    'In which year was Super Mario Bros. released in Japan?':
      "Checked (reviewer's knowledge): 1985 is right and the three wrong options (1983, 1987, 1989) are wrong; explanation confirmed.",
    'Which company made the Game Gear handheld?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Sega released the Game Gear in 1990 with a colour screen; the original Game Boy's was monochrome; Sony, Atari (which made the Lynx) and Nintendo did not make it.",
    'Which company publishes the Call of Duty series, as of 2024?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Activision has published Call of Duty since the first game (2003, set in World War II), still under its name after Microsoft bought it in 2023; EA, Ubisoft and Take-Two do not.",
    'Which company made the Dreamcast, its last home console?':
      "Checked (reviewer's knowledge): Sega is right and the three wrong options (Atari, NEC, SNK) are wrong; explanation confirmed.",
    'Which company publishes the Grand Theft Auto series?':
      "Checked (reviewer's knowledge): Rockstar Games is right and the three wrong options (Ubisoft, Electronic Arts, Valve) are wrong; explanation confirmed.",
    'Which Sony engineer is called the father of the PlayStation?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Ken Kutaragi led the PlayStation's development and is called its father; he designed the Super Nintendo's sound chip for Sony; Yoshida, Cerny and Hirai are later Sony figures.",
    'Which console did Sony release in November 2020?':
      "Checked (reviewer's knowledge): The PlayStation 5 is right and the three wrong options (The PlayStation 4, The PlayStation 6, The PlayStation Vita) are wrong; explanation confirmed.",
    'What shapes are on the four face buttons of a PlayStation controller?':
      "Checked (reviewer's knowledge): Triangle, circle, cross, square is right and the three wrong options (Triangle, circle, star, square, Heart, circle, cross, square, Triangle, diamond, cross, square) are wrong; explanation confirmed.",
    "What is the name of Valve's online store for PC games?":
      "Checked (reviewer's knowledge): Steam is right and the three wrong options (Origin, Uplay, GOG) are wrong; explanation confirmed.",
    'Which console did Sony launch in 2013?':
      "Checked (reviewer's knowledge): The PlayStation 4 is right and the three wrong options (The PlayStation 3, The PlayStation 5, The PlayStation Vita) are wrong; explanation confirmed.",
    'Which Microsoft console was launched in 2005?':
      "Checked (reviewer's knowledge): The Xbox 360 is right and the three wrong options (The Xbox One, The Xbox Series X, The first Xbox) are wrong; explanation confirmed.",
    'What is the cross-shaped directional button on a game controller called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the cross-shaped pad is the D-pad; Nintendo's first appeared on the Donkey Kong Game & Watch in 1982; joystick, trigger and bumper are other controls.",
    'What was the Sega Mega Drive called in North America?':
      "Checked (reviewer's knowledge): The Genesis is right and the three wrong options (The Saturn, The Master System, The Jaguar) are wrong; explanation confirmed.",
    'Which handheld did Sony launch in 2004?':
      "Checked (reviewer's knowledge): The PlayStation Portable is right and the three wrong options (The PlayStation Vita, The Game Gear, The Neo Geo Pocket) are wrong; explanation confirmed.",
    'Which company bought Mojang, the maker of Minecraft, in 2014?':
      "Checked (reviewer's knowledge): Microsoft is right and the three wrong options (Sony, Tencent, Electronic Arts) are wrong; explanation confirmed.",
    'As of 2024, which home console had sold more units than any other?':
      'Checked: the PlayStation 2 (Sony: over 160 million, 2024) ahead of the Nintendo DS (about 154 million, a handheld), the Wii (about 101 million) and the PS4 (about 117 million); pinned to 2024; explanation confirmed.',
    "Which Xbox 360 accessory of 2010 tracked players' body movements with a camera?":
      "Checked (reviewer's knowledge): Kinect is right and the three wrong options (EyeToy, PlayStation Move, Wii MotionPlus) are wrong; explanation confirmed.",
    'Which Atari 2600 game based on a Spielberg film was famously buried in a New Mexico landfill?':
      "Checked (reviewer's knowledge): E.T. the Extra-Terrestrial is right and the three wrong options (Raiders of the Lost Ark, Jaws, Close Encounters) are wrong; explanation confirmed.",
    'Which home console, released by Magnavox in 1972, was the first sold to the public?':
      "Checked (reviewer's knowledge): the Magnavox Odyssey (1972), Ralph Baer's design; Channel F was 1976, Telstar 1976, Intellivision 1979; explanation (no sound, overlays) confirmed.",
    'Which company bought the streaming platform Twitch in 2014?':
      "Checked (reviewer's knowledge): Amazon bought Twitch in August 2014 for about $970 million (Google had been in talks); explanation confirmed.",
    'Which company made the Neo Geo arcade and home system?':
      "Checked (reviewer's knowledge): SNK is right and the three wrong options (NEC, Capcom, Taito) are wrong; explanation confirmed.",
    'Which company made the TurboGrafx-16, known in Japan as the PC Engine?':
      "Checked (reviewer's knowledge): NEC is right and the three wrong options (SNK, Sharp, Sanyo) are wrong; explanation confirmed.",
    'Which 1993 Atari console was marketed as the first 64-bit system?':
      "Checked (reviewer's knowledge): The Jaguar is right and the three wrong options (The Lynx, The 7800, The 5200) are wrong; explanation confirmed.",
    'Which engineer built the Brown Box, the prototype of the first home video game console?':
      "Checked (reviewer's knowledge): Ralph Baer is right and the three wrong options (Nolan Bushnell, Jerry Lawson, Al Alcorn) are wrong; explanation confirmed.",
    'Which company made the Intellivision console, first sold in 1979?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Mattel made the Intellivision, test-marketed in 1979 and sold nationally from 1980; Coleco (ColecoVision), Magnavox (Odyssey) and Fairchild (Channel F) made rival consoles.",
    'Which company worked with Sony and Toshiba on the Cell processor in the PlayStation 3?':
      "Checked (reviewer's knowledge): IBM is right and the three wrong options (Intel, AMD, Nvidia) are wrong; explanation confirmed.",
    'What colour is the X button on an Xbox controller?':
      "Checked (reviewer's knowledge): Blue is right and the three wrong options (Green, Red, Yellow) are wrong; explanation confirmed.",
    'Which company released the Channel F, an early cartridge console of 1976?':
      "Checked (reviewer's knowledge): Fairchild is right and the three wrong options (Magnavox, Coleco, Mattel) are wrong; explanation confirmed.",
    'Which 1972 arcade game simulated table tennis?':
      "Checked (reviewer's knowledge): Pong is right and the three wrong options (Space Invaders, Asteroids, Breakout) are wrong; explanation confirmed.",
    'Which 1978 arcade game has players shoot rows of descending aliens?':
      "Checked (reviewer's knowledge): Space Invaders is right and the three wrong options (Galaga, Asteroids, Centipede) are wrong; explanation confirmed.",
    'Which of these is one of the ghosts in Pac-Man?':
      "Checked (reviewer's knowledge): Blinky is right and the three wrong options (Sparky, Rusty, Dusty) are wrong; explanation confirmed.",
    'Which falling-block puzzle game was created by Soviet engineer Alexey Pajitnov?':
      "Checked (reviewer's knowledge): Tetris is right and the three wrong options (Columns, Dr. Mario, Puyo Puyo) are wrong; explanation confirmed.",
    'What colour is Pac-Man?':
      "Checked (reviewer's knowledge): Yellow is right and the three wrong options (Red, Blue, Green) are wrong; explanation confirmed.",
    'Which arcade game has players guide a frog across a busy road and a river?':
      "Checked (reviewer's knowledge): Frogger is right and the three wrong options (Q*bert, Dig Dug, Centipede) are wrong; explanation confirmed.",
    'Which 1979 Atari arcade game has a triangular ship blasting space rocks?':
      "Checked (reviewer's knowledge): Asteroids is right and the three wrong options (Defender, Galaxian, Tempest) are wrong; explanation confirmed.",
    'What does the Konami Code start with?':
      "Checked (reviewer's knowledge): Up, up is right and the three wrong options (Down, down, Left, right, A, B) are wrong; explanation confirmed.",
    'What does Pac-Man eat to be able to chase the ghosts?':
      "Checked (reviewer's knowledge): Power pellets is right and the three wrong options (Cherries, Small dots, Keys) are wrong; explanation confirmed.",
    'Which Japanese company made Pac-Man?':
      "Checked (reviewer's knowledge): Namco is right and the three wrong options (Taito, Sega, Konami) are wrong; explanation confirmed.",
    'Which arcade character hops around a pyramid of cubes, changing their colour?':
      "Checked (reviewer's knowledge): Q*bert is right and the three wrong options (Dig Dug, Mr. Do!, Bomberman) are wrong; explanation confirmed.",
    'Which 1976 Atari game had players bounce a ball to knock out a wall of bricks?':
      "Checked (reviewer's knowledge): Breakout is right and the three wrong options (Arkanoid, Pong, Tempest) are wrong; explanation confirmed.",
    "Which 1992 fighting game's gory finishing moves helped lead to US age ratings?":
      "Checked (reviewer's knowledge): Mortal Kombat is right and the three wrong options (Street Fighter II, Tekken, Killer Instinct) are wrong; explanation confirmed.",
    'What are the seven shapes of pieces in Tetris called?':
      "Checked (reviewer's knowledge): tetrominoes (four squares each); pentominoes have five; the other two are invented; explanation confirmed.",
    'In which year was Pac-Man released?':
      "Checked (reviewer's knowledge): 1980 is right and the three wrong options (1978, 1983, 1976) are wrong; explanation confirmed.",
    'Which 1983 arcade game used laserdisc animation by Don Bluth?':
      "Checked (reviewer's knowledge): Dragon's Lair is right and the three wrong options (Gauntlet, Tempest, Paperboy) are wrong; explanation confirmed.",
    'What is the highest possible score in the original Pac-Man?':
      "Checked (reviewer's knowledge): 3,333,360, first reached by Billy Mitchell in 1999; explanation confirmed.",
    'On which level does the original Pac-Man break down into a garbled screen?':
      "Checked (reviewer's knowledge): level 256, caused by an 8-bit overflow of the level counter; explanation confirmed.",
    'Which 1971 coin-operated game was sold by Nutting Associates?':
      "Checked (reviewer's knowledge): Computer Space is right and the three wrong options (Spacewar!, Tennis for Two, Galaxy Game) are wrong; explanation confirmed.",
    'Which game did physicist William Higinbotham show on an oscilloscope in 1958?':
      "Checked (reviewer's knowledge): Tennis for Two is right and the three wrong options (Spacewar!, Computer Space, OXO) are wrong; explanation confirmed.",
    'Which Williams arcade game had players protect humanoids from alien landers?':
      "Checked (reviewer's knowledge): Defender is right and the three wrong options (Robotron: 2084, Joust, Sinistar) are wrong; explanation confirmed.",
    'In the arcade game Joust, what does the first player ride?':
      "Checked (reviewer's knowledge): An ostrich is right and the three wrong options (A horse, A dragon, An eagle) are wrong; explanation confirmed.",
    'Who designed Pac-Man?':
      "Checked (reviewer's knowledge): Toru Iwatani is right and the three wrong options (Tomohiro Nishikado, Shigeru Miyamoto, Masaya Nakamura) are wrong; explanation confirmed.",
    'Which 1981 Atari arcade game, co-designed by Dona Bailey, had players shoot a segmented bug?':
      "Checked (reviewer's knowledge): Centipede is right and the three wrong options (Millipede, Galaga, Defender) are wrong; explanation confirmed.",
    "What colour is Sega's hedgehog hero, Sonic?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Sonic is blue, a colour matched to Sega's logo; green, red and purple are wrong (Knuckles is red).",
    'Who is the main hero of the Halo series?':
      "Checked (reviewer's knowledge): Master Chief is right and the three wrong options (Marcus Fenix, Gordon Freeman, Doomguy) are wrong; explanation confirmed.",
    'Who created the Metal Gear series?':
      "Checked (reviewer's knowledge): Hideo Kojima is right and the three wrong options (Shigeru Miyamoto, Hironobu Sakaguchi, Yuji Naka) are wrong; explanation confirmed.",
    'What is the name of the fox who flies alongside Sonic?':
      "Checked (reviewer's knowledge): Tails is right and the three wrong options (Knuckles, Shadow, Amy) are wrong; explanation confirmed.",
    'What does Sonic collect in his games?':
      "Checked (reviewer's knowledge): Gold rings is right and the three wrong options (Gold coins, Gold stars, Gold keys) are wrong; explanation confirmed.",
    'Which PlayStation mascot is an orange marsupial who spins to attack?':
      "Checked (reviewer's knowledge): Crash Bandicoot is right and the three wrong options (Spyro, Ratchet, Sly Cooper) are wrong; explanation confirmed.",
    'Which Sony series follows the Spartan warrior Kratos?':
      "Checked (reviewer's knowledge): God of War is right and the three wrong options (Devil May Cry, Bayonetta, Dark Souls) are wrong; explanation confirmed.",
    'In which fictional city is Grand Theft Auto V set?':
      "Checked (reviewer's knowledge): Los Santos is right and the three wrong options (Liberty City, Vice City, San Fierro) are wrong; explanation confirmed.",
    'Which Naughty Dog series stars the treasure hunter Nathan Drake?':
      "Checked (reviewer's knowledge): Uncharted is right and the three wrong options (Tomb Raider, Jak and Daxter, The Last Guardian) are wrong; explanation confirmed.",
    'Which Western series follows outlaws such as Arthur Morgan?':
      "Checked (reviewer's knowledge): Red Dead Redemption is right and the three wrong options (Gun, Call of Juarez, Desperados) are wrong; explanation confirmed.",
    'Which studio developed the original Halo games?':
      "Checked (reviewer's knowledge): Bungie is right and the three wrong options (Rare, Respawn Entertainment, Ensemble Studios) are wrong; explanation confirmed.",
    "What is the code name of the main hero in Konami's Metal Gear series?":
      "Checked (reviewer's knowledge): Snake is right and the three wrong options (Falcon, Viper, Cobra) are wrong; explanation confirmed.",
    "Which series' 1997 seventh main entry starred Cloud Strife?":
      "Checked (reviewer's knowledge): Final Fantasy is right and the three wrong options (Dragon Quest, Tales, Breath of Fire) are wrong; explanation confirmed.",
    'Which Japanese company makes Resident Evil and Street Fighter?':
      "Checked (reviewer's knowledge): Capcom is right and the three wrong options (Konami, Namco, SNK) are wrong; explanation confirmed.",
    'Which Konami horror series is set in a fog-covered American town?':
      "Checked (reviewer's knowledge): Silent Hill is right and the three wrong options (Fatal Frame, Alone in the Dark, Parasite Eve) are wrong; explanation confirmed.",
    'Which red echidna guards the Master Emerald?':
      "Checked (reviewer's knowledge): Knuckles is right and the three wrong options (Shadow, Silver, Espio) are wrong; explanation confirmed.",
    'Which series has Mario and friends rolling dice to play minigames around a board?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Mario Party (1998) is the board game of dice rolls and minigames; Mario Kart, Smash Bros. and Mario Tennis are not played on a board.",
    'Which Street Fighter character, in a white gi, is known for the Hadouken?':
      "Checked (reviewer's knowledge): Ryu is right and the three wrong options (Guile, Chun-Li, Blanka) are wrong; explanation confirmed.",
    'Which silver-haired swordsman is the nemesis of Cloud Strife?':
      "Checked (reviewer's knowledge): Sephiroth is right and the three wrong options (Kefka, Vincent, Ansem) are wrong; explanation confirmed.",
    "Which Ubisoft series has players relive their ancestors' memories through the Animus?":
      "Checked (reviewer's knowledge): Assassin's Creed is right and the three wrong options (Far Cry, Watch Dogs, Prince of Persia) are wrong; explanation confirmed.",
    'Which studio develops the Gran Turismo series?':
      "Checked (reviewer's knowledge): Polyphony Digital is right and the three wrong options (Naughty Dog, Insomniac Games, Sucker Punch) are wrong; explanation confirmed.",
    'Which studio made Ghost of Tsushima?':
      "Checked (reviewer's knowledge): Sucker Punch is right and the three wrong options (Naughty Dog, Guerrilla Games, Santa Monica Studio) are wrong; explanation confirmed.",
    'In which fictional city is Resident Evil 2 set?':
      "Checked (reviewer's knowledge): Raccoon City is right and the three wrong options (Silent Hill, Midgar, Rapture) are wrong; explanation confirmed.",
    'Which Namco fighting series centres on the Mishima family?':
      "Checked (reviewer's knowledge): Tekken is right and the three wrong options (Soulcalibur, Dead or Alive, Virtua Fighter) are wrong; explanation confirmed.",
    "Which Sega series follows Ryo Hazuki hunting his father's killer?":
      "Checked (reviewer's knowledge): Shenmue is right and the three wrong options (Yakuza, Virtua Fighter, Jet Set Radio) are wrong; explanation confirmed.",
    'Which programmer is credited as a co-creator of Sonic the Hedgehog?':
      "Checked (reviewer's knowledge): Yuji Naka (programmer) with Naoto Ohshima (character designer); Yu Suzuki, Nagoshi and Mizuguchi are other Sega designers; explanation confirmed.",
    'Which Sega designer created Out Run and Virtua Fighter?':
      "Checked (reviewer's knowledge): Yu Suzuki is right and the three wrong options (Yuji Naka, Toshihiro Nagoshi, Naoto Ohshima) are wrong; explanation confirmed.",
    'Who created the Final Fantasy series?':
      "Checked (reviewer's knowledge): Hironobu Sakaguchi created Final Fantasy (1987); Horii created Dragon Quest, Nomura is a character designer, Uematsu the composer; the 'saved Square' explanation is the usual account.",
    'Who composed the music of the early Final Fantasy games?':
      "Checked (reviewer's knowledge): Nobuo Uematsu is right and the three wrong options (Koji Kondo, Yuzo Koshiro, Akira Yamaoka) are wrong; explanation confirmed.",
    'Who leads the Street Fighter criminal group Shadaloo?':
      "Checked (reviewer's knowledge): M. Bison is right and the three wrong options (Akuma, Sagat, Gill) are wrong; explanation confirmed.",
    'Which block-building game was created by Markus Persson?':
      "Checked (reviewer's knowledge): Minecraft is right and the three wrong options (Roblox, Terraria, Fortnite) are wrong; explanation confirmed.",
    'Which Valve game series features the scientist Gordon Freeman?':
      "Checked (reviewer's knowledge): Half-Life is right and the three wrong options (Portal, Team Fortress, Counter-Strike) are wrong; explanation confirmed.",
    'Which life-simulation series by Will Wright was first released in 2000?':
      "Checked (reviewer's knowledge): The Sims is right and the three wrong options (SimCity, Animal Crossing, Second Life) are wrong; explanation confirmed.",
    'Which studio developed The Witcher 3: Wild Hunt?':
      "Checked (reviewer's knowledge): CD Projekt Red is right and the three wrong options (Ubisoft, BioWare, Bethesda) are wrong; explanation confirmed.",
    'In Minecraft, which green mob sneaks up on players and explodes?':
      "Checked (reviewer's knowledge): The Creeper is right and the three wrong options (The Enderman, The Ghast, The Zombie) are wrong; explanation confirmed.",
    'Which 1993 game by id Software made the first-person shooter hugely popular?':
      "Checked (reviewer's knowledge): Doom is right and the three wrong options (Quake, Wolfenstein 3D, Heretic) are wrong; explanation confirmed.",
    'Which Blizzard online role-playing game launched in 2004?':
      "Checked (reviewer's knowledge): World of Warcraft is right and the three wrong options (EverQuest, Guild Wars, RuneScape) are wrong; explanation confirmed.",
    'Which 1998 Blizzard strategy game, pitting Terrans, Zerg and Protoss, became huge in South Korea?':
      "Checked (reviewer's knowledge): StarCraft is right and the three wrong options (Warcraft II, Command & Conquer, Age of Empires) are wrong; explanation confirmed.",
    'Which company develops League of Legends?':
      "Checked (reviewer's knowledge): Riot Games is right and the three wrong options (Valve, Blizzard Entertainment, Epic Games) are wrong; explanation confirmed.",
    'Which Valve puzzle game features the sarcastic computer GLaDOS?':
      "Checked (reviewer's knowledge): Portal is right and the three wrong options (Half-Life, BioShock, System Shock) are wrong; explanation confirmed.",
    'Whose name appears in the full title of the Civilization games?':
      "Checked (reviewer's knowledge): Sid Meier's is right and the three wrong options (Will Wright's, Peter Molyneux's, Richard Garriott's) are wrong; explanation confirmed.",
    'Which 2011 game is the fifth main entry in The Elder Scrolls series?':
      "Checked (reviewer's knowledge): Skyrim is right and the three wrong options (Oblivion, Morrowind, Daggerfall) are wrong; explanation confirmed.",
    'Which post-apocalyptic series has survivors emerging from Vault-Tec shelters?':
      "Checked (reviewer's knowledge): Fallout is right and the three wrong options (Metro, Wasteland, Borderlands) are wrong; explanation confirmed.",
    'Which material is needed to build a Nether portal in Minecraft?':
      "Checked (reviewer's knowledge): obsidian; a minimal frame without corners uses 10 blocks and is lit with flint and steel; explanation confirmed.",
    'Which farming game was made almost entirely by one developer, Eric Barone?':
      "Checked (reviewer's knowledge): Stardew Valley is right and the three wrong options (Harvest Moon, Terraria, Story of Seasons) are wrong; explanation confirmed.",
    'Who was the lead programmer of Doom?':
      "Checked (reviewer's knowledge): John Carmack is right and the three wrong options (John Romero, Tim Sweeney, Gabe Newell) are wrong; explanation confirmed.",
    'Which former Microsoft employee co-founded Valve and has led it?':
      "Checked (reviewer's knowledge): Gabe Newell is right and the three wrong options (Tim Sweeney, John Carmack, Todd Howard) are wrong; explanation confirmed.",
    'Counter-Strike began as a fan-made mod of which game?':
      "Checked (reviewer's knowledge): Half-Life is right and the three wrong options (Quake, Unreal Tournament, Doom) are wrong; explanation confirmed.",
    'Which 1993 puzzle adventure by Cyan had players explore a strange island?':
      "Checked (reviewer's knowledge): Myst is right and the three wrong options (Riven, The 7th Guest, Zork) are wrong; explanation confirmed.",
    'Which 2015 role-playing game by Toby Fox lets players spare every enemy?':
      "Checked (reviewer's knowledge): Undertale is right and the three wrong options (Deltarune, Cave Story, Hollow Knight) are wrong; explanation confirmed.",
    'Which studio made the Age of Empires games of 1997–2005?':
      "Checked (reviewer's knowledge): Ensemble Studios is right and the three wrong options (Westwood Studios, Relic Entertainment, Firaxis Games) are wrong; explanation confirmed.",
    'Who designed Prince of Persia, released in 1989?':
      "Checked (reviewer's knowledge): Jordan Mechner is right and the three wrong options (Eric Chahi, Richard Garriott, John Romero) are wrong; explanation confirmed.",
    "Which 1996 game was Blizzard's first in its dark fantasy dungeon series?":
      "Checked (reviewer's knowledge): Diablo is right and the three wrong options (Warcraft, Baldur's Gate, Dungeon Keeper) are wrong; explanation confirmed.",
    'As of 2024, which is the best-selling video game of all time?':
      'Checked: Minecraft (over 300 million copies, Mojang, October 2023) ahead of GTA V (about 200 million), Wii Sports (about 83 million) and Mario Kart 8 Deluxe (about 60 million); pinned to 2024; explanation confirmed.',
    'Which battle royale game by Epic Games became a hit in 2017?':
      "Checked (reviewer's knowledge): Fortnite is right and the three wrong options (Apex Legends, PUBG, Warzone) are wrong; explanation confirmed.",
    'Which game series features the archaeologist Lara Croft?':
      "Checked (reviewer's knowledge): Tomb Raider is right and the three wrong options (Uncharted, Prince of Persia, Resident Evil) are wrong; explanation confirmed.",
    'Which 2018 online game has crewmates trying to find the impostors among them?':
      "Checked (reviewer's knowledge): Among Us is right and the three wrong options (Fall Guys, Phasmophobia, Town of Salem) are wrong; explanation confirmed.",
    'Which match-three mobile puzzle game by King was launched in 2012?':
      "Checked (reviewer's knowledge): Candy Crush Saga is right and the three wrong options (Bejeweled, Angry Birds, Fruit Ninja) are wrong; explanation confirmed.",
    "In Angry Birds, which animals are the birds' enemies?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the birds' enemies in Angry Birds are the green pigs, who steal their eggs; cats, snakes and foxes are not in it.",
    'Which 2016 Blizzard team shooter features heroes such as Tracer?':
      "Checked (reviewer's knowledge): Overwatch is right and the three wrong options (Valorant, Apex Legends, Paladins) are wrong; explanation confirmed.",
    'Which 2017 Switch game has Mario throw his magical hat, Cappy?':
      "Checked (reviewer's knowledge): Super Mario Odyssey is right and the three wrong options (Super Mario Galaxy, Super Mario Sunshine, Super Mario 3D World) are wrong; explanation confirmed.",
    'Which mobile strategy game by Supercell has players build villages and raid others?':
      "Checked (reviewer's knowledge): Clash of Clans is right and the three wrong options (Clash Royale, Boom Beach, Hay Day) are wrong; explanation confirmed.",
    'Which game won Game of the Year at The Game Awards in 2023?':
      "Checked (reviewer's knowledge): Baldur's Gate 3 won in December 2023 against Alan Wake 2, Resident Evil 4 and Super Mario Bros. Wonder among others; Larian is Belgian; explanation confirmed.",
    'In which year was Grand Theft Auto V first released?':
      "Checked (reviewer's knowledge): 17 September 2013 on PS3 and Xbox 360; explanation confirmed.",
    'Which studio developed Elden Ring?':
      "Checked (reviewer's knowledge): FromSoftware is right and the three wrong options (Team Ninja, PlatinumGames, Capcom) are wrong; explanation confirmed.",
    'What was the FIFA video game series renamed in 2023?':
      "Checked (reviewer's knowledge): EA Sports FC (EA Sports FC 24, 2023) after FIFA 23 ended the FIFA licence; eFootball is Konami's renamed PES; explanation confirmed.",
    'Which annual tournament is the world championship of Dota 2?':
      "Checked (reviewer's knowledge): The International is right and the three wrong options (The Majors, The Worlds, The Masters) are wrong; explanation confirmed.",
    'Which Riot Games tactical shooter was launched in 2020?':
      "Checked (reviewer's knowledge): Valorant is right and the three wrong options (Apex Legends, Rainbow Six Siege, Overwatch) are wrong; explanation confirmed.",
    'Which 2015 Nintendo game has squid-kids splatting coloured ink?':
      "Checked (reviewer's knowledge): Splatoon is right and the three wrong options (Kirby Star Allies, Arms, Pikmin 3) are wrong; explanation confirmed.",
    'Which 2019 battle royale is set in the Titanfall universe?':
      "Checked (reviewer's knowledge): Apex Legends is right and the three wrong options (Warzone, PUBG, Fortnite) are wrong; explanation confirmed.",
    'Which game won Game of the Year at The Game Awards in 2024?':
      "Checked (reviewer's knowledge): Astro Bot (Team Asobi) won in December 2024; the three wrong options were fellow nominees; explanation confirmed.",
    'Which studio developed the first Call of Duty, released in 2003?':
      "Checked (reviewer's knowledge): Infinity Ward is right and the three wrong options (Treyarch, Sledgehammer Games, Raven Software) are wrong; explanation confirmed.",
    'Which author helped build the world of Elden Ring?':
      "Checked (reviewer's knowledge): George R. R. Martin is right and the three wrong options (Neil Gaiman, Brandon Sanderson, Patrick Rothfuss) are wrong; explanation confirmed.",
    'As of 2024, which team has won the most League of Legends World Championships?':
      "Checked (reviewer's knowledge): T1 (SK Telecom T1) won in 2013, 2015, 2016, 2023 and 2024, five titles; Fnatic won 2011, Invictus 2018, G2 none; explanation confirmed.",
    'By what name is League of Legends star Lee Sang-hyeok known?':
      "Checked (reviewer's knowledge): Faker is right and the three wrong options (Uzi, Caps, Rekkles) are wrong; explanation confirmed.",
    'Which Finnish company made Angry Birds?':
      "Checked (reviewer's knowledge): Rovio is right and the three wrong options (Supercell, Remedy, Housemarque) are wrong; explanation confirmed.",
    'Which 2020 roguelike by Supergiant Games has Zagreus trying to escape the underworld?':
      "Checked (reviewer's knowledge): Hades is right and the three wrong options (Hollow Knight, Dead Cells, The Binding of Isaac) are wrong; explanation confirmed.",
    'Who created Mario and The Legend of Zelda?':
      "Checked (reviewer's knowledge): Shigeru Miyamoto is right and the three wrong options (Satoru Iwata, Gunpei Yokoi, Hideo Kojima) are wrong; explanation confirmed.",
    'What does NPC stand for in video games?':
      "Checked (reviewer's knowledge): Non-player character is right and the three wrong options (New player class, Non-playable console, Network player connection) are wrong; explanation confirmed.",
    'In gaming, what does PvP stand for?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: PvP means player versus player (against PvE, player versus environment); the three other expansions are made up.",
    'What does HUD stand for in video games?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: HUD means heads-up display, the on-screen health, map and ammunition; the other three expansions are made up.",
    'What does DLC stand for in gaming?':
      "Checked (reviewer's knowledge): Downloadable content is right and the three wrong options (Digital licence code, Direct link content, Deluxe level collection) are wrong; explanation confirmed.",
    'What does a player usually mean by typing GG at the end of a match?':
      "Checked (reviewer's knowledge): Good game is right and the three wrong options (Get going, Great goal, Game over) are wrong; explanation confirmed.",
    'What does MMO stand for in gaming?':
      "Checked (reviewer's knowledge): Massively multiplayer online is right and the three wrong options (Multi-mission operation, Massive map open-world, Mixed mode online) are wrong; explanation confirmed.",
    'What is a powerful enemy at the end of a level usually called?':
      "Checked (reviewer's knowledge): The boss is right and the three wrong options (The chief, The captain, The master) are wrong; explanation confirmed.",
    'What name is given to finishing a game as fast as possible?':
      "Checked (reviewer's knowledge): Speedrunning is right and the three wrong options (Rushing, Sprinting, Racing) are wrong; explanation confirmed.",
    'Who composed the music of Super Mario Bros. and The Legend of Zelda?':
      "Checked (reviewer's knowledge): Koji Kondo is right and the three wrong options (Nobuo Uematsu, Yuzo Koshiro, Akira Yamaoka) are wrong; explanation confirmed.",
    'Which actor voiced Mario in the games until he stepped down in 2023?':
      "Checked (reviewer's knowledge): Charles Martinet voiced Mario from the 1990s until August 2023; Kevin Afghani succeeded him and Chris Pratt voiced Mario in the 2023 film; explanation confirmed.",
    'What is Mega Man called in Japan?':
      "Checked (reviewer's knowledge): Rockman is right and the three wrong options (Blastman, Megaboy, Powerman) are wrong; explanation confirmed.",
    "What is the name of the sorcerer king who is Link's recurring enemy?":
      "Checked (reviewer's knowledge): Ganon is right and the three wrong options (Vaati, Zant, Ghirahim) are wrong; explanation confirmed.",
    'Which designer created the Ultima role-playing series?':
      "Checked (reviewer's knowledge): Richard Garriott is right and the three wrong options (Sid Meier, Warren Spector, John Romero) are wrong; explanation confirmed.",
    'Which designer led the making of BioShock?':
      "Checked (reviewer's knowledge): Ken Levine is right and the three wrong options (Warren Spector, Cliff Bleszinski, Todd Howard) are wrong; explanation confirmed.",
    'Who created the Dragon Quest series?':
      "Checked (reviewer's knowledge): Yuji Horii is right and the three wrong options (Hironobu Sakaguchi, Akira Toriyama, Koichi Sugiyama) are wrong; explanation confirmed.",
  },
};
