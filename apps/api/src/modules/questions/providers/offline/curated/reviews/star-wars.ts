import type { BankReview } from './review.js';

/** bank-eras's check of bank-screen's star-wars bank at 4eaea70 (ADR 0195); registered in index.ts once both are merged. */
export const starWarsReview: BankReview = {
  bank: 'star-wars',
  writer: 'bank-screen',
  reviewer: 'bank-eras',
  checks: {
    'On which desert planet with two suns does Luke Skywalker grow up?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Tatooine is right, the wrong options (Hoth, Dagobah, Endor) are not, and the explanation holds.",
    'Who tells Luke that he is his father in The Empire Strikes Back?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Darth Vader is right, the wrong options (Obi-Wan Kenobi, Yoda, Emperor Palpatine) are not, and the explanation holds.",
    "Who turns out to be Luke Skywalker's twin sister?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Leia Organa is right, the wrong options (Padmé Amidala, Mon Mothma, Jyn Erso) are not, and the explanation holds.",
    'Which Jedi Master trains Luke on the swamp planet Dagobah?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Yoda is right, the wrong options (Mace Windu, Qui-Gon Jinn, Plo Koon) are not, and the explanation holds.",
    "What is the Empire's moon-sized battle station in A New Hope called?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): The Death Star is right, the wrong options (Starkiller Base, The Executor, The Supremacy) are not, and the explanation holds.",
    'On which forest moon is the shield generator for the second Death Star?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Endor is right, the wrong options (Yavin 4, Scarif, Lothal) are not, and the explanation holds.",
    'Which bounty hunter takes the frozen Han Solo to Jabba the Hutt?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Boba Fett is right, the wrong options (Jango Fett, Bossk, Greedo) are not, and the explanation holds.",
    'In what substance is Han Solo frozen on Cloud City?':
      'Checked again at adaecda: Carbonite is right; the explanation now says Vader means to use the chamber on Luke, as this review proposed.',
    'What are the small furry natives of the forest moon of Endor called?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Ewoks is right, the wrong options (Jawas, Gungans, Porgs) are not, and the explanation holds.",
    'On which ice planet is the Rebel base at the start of The Empire Strikes Back?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Hoth is right, the wrong options (Ilum, Crait, Mygeeto) are not, and the explanation holds.",
    'Who runs Cloud City on the gas planet Bespin?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Lando Calrissian is right, the wrong options (Wedge Antilles, Nien Nunb, Bail Organa) are not, and the explanation holds.",
    'Which Imperial governor commands the first Death Star in A New Hope?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Grand Moff Tarkin is right, the wrong options (Admiral Piett, General Veers, Admiral Ozzel) are not, and the explanation holds.",
    "Which planet, Leia's home, is destroyed by the first Death Star?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Alderaan is right, the wrong options (Corellia, Naboo, Chandrila) are not, and the explanation holds.",
    'What does Luke lose in his duel with Darth Vader on Cloud City?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): His right hand is right, the wrong options (His left hand, His left leg, His right eye) are not, and the explanation holds.",
    'From which moon do the Rebels launch their attack on the first Death Star?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Yavin 4 is right, the wrong options (Dantooine, Endor, Jakku) are not, and the explanation holds.",
    'In which spaceport cantina do Luke and Obi-Wan hire Han Solo?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Mos Eisley is right, the wrong options (Mos Espa, Anchorhead, Niima Outpost) are not, and the explanation holds.",
    "What beast does Luke fight in the pit beneath Jabba's palace?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): A rancor is right, the wrong options (A wampa, A sarlacc, A dianoga) are not, and the explanation holds.",
    'Which Rebel admiral shouts "It\'s a trap!" at the Battle of Endor?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Admiral Ackbar is right, the wrong options (Admiral Holdo, Admiral Raddus, Admiral Statura) are not, and the explanation holds.",
    "What is the name of Darth Vader's Super Star Destroyer flagship in The Empire Strikes Back?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Executor is right, the wrong options (Devastator, Avenger, Chimaera) are not, and the explanation holds.",
    "Which Star Destroyer captures Leia's ship at the start of A New Hope?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Devastator is right, the wrong options (Executor, Avenger, Accuser) are not, and the explanation holds.",
    "Which pilot, Luke's childhood friend, dies attacking the first Death Star?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Biggs Darklighter is right, the wrong options (Wedge Antilles, Jek Porkins, Garven Dreis) are not, and the explanation holds.",
    "What is the name of the cackling creature at Jabba's side in Return of the Jedi?":
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Salacious B. Crumb is right, the wrong options (Bib Fortuna, Max Rebo, Sy Snootles) are not, and the explanation holds.",
    'Which officer does Vader promote to admiral after choking Admiral Ozzel?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Piett is right, the wrong options (Veers, Needa, Motti) are not, and the explanation holds.",
    'Which Imperial general leads the walker assault on Hoth?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Veers is right, the wrong options (Tagge, Rieekan, Madine) are not, and the explanation holds.",
    'What creature grabs Luke in the Death Star trash compactor?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): A dianoga is right, the wrong options (A rancor, A wampa, A mynock) are not, and the explanation holds.",
    'Which Rebel X-wing pilot fights in the attacks on both Death Stars and survives?':
      "Checked (reviewer's knowledge of the original trilogy, A New Hope to Return of the Jedi): Wedge Antilles is right, the wrong options (Biggs Darklighter, Jek Porkins, Dak Ralter) are not, and the explanation holds.",
    'Which planet is Padmé Amidala queen of in The Phantom Menace?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Naboo is right, the wrong options (Alderaan, Coruscant, Kashyyyk) are not, and the explanation holds.",
    'What name does Anakin Skywalker take as a Sith?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Darth Vader is right, the wrong options (Darth Maul, Darth Tyranus, Darth Sidious) are not, and the explanation holds.",
    'Which Jedi Master discovers the boy Anakin on Tatooine?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Qui-Gon Jinn is right, the wrong options (Mace Windu, Obi-Wan Kenobi, Ki-Adi-Mundi) are not, and the explanation holds.",
    'Which red and black tattooed Sith fights with a double-bladed lightsaber in The Phantom Menace?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Darth Maul is right, the wrong options (Darth Tyranus, General Grievous, Savage Opress) are not, and the explanation holds.",
    'Which clumsy Gungan befriends Qui-Gon and Obi-Wan in The Phantom Menace?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Jar Jar Binks is right, the wrong options (Boss Nass, Watto, Sebulba) are not, and the explanation holds.",
    'What kind of soldiers fight for the Republic in the Clone Wars?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Clone troopers is right, the wrong options (Battle droids, Stormtroopers, Death troopers) are not, and the explanation holds.",
    'On which volcanic planet do Anakin and Obi-Wan duel in Revenge of the Sith?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Mustafar is right, the wrong options (Geonosis, Utapau, Kamino) are not, and the explanation holds.",
    'What order does Palpatine give for the clones to turn on the Jedi?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Order 66 is right, the wrong options (Order 99, Order 33, Order 24) are not, and the explanation holds.",
    'What sport does young Anakin win on Tatooine to earn his freedom?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): A podrace is right, the wrong options (A swoop race, A speeder bike race, A land speeder rally) are not, and the explanation holds.",
    'On which ocean planet are the clone troopers made?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Kamino is right, the wrong options (Geonosis, Mon Cala, Scarif) are not, and the explanation holds.",
    'What is the Sith name of Count Dooku?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Darth Tyranus is right, the wrong options (Darth Plagueis, Darth Bane, Darth Sidious) are not, and the explanation holds.",
    'Which cyborg general, a collector of lightsabers, leads the droid army in Revenge of the Sith?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): General Grievous is right, the wrong options (General Hux, Count Dooku, Cad Bane) are not, and the explanation holds.",
    'Which bounty hunter is the genetic template for the clone army?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Jango Fett is right, the wrong options (Boba Fett, Cad Bane, Aurra Sing) are not, and the explanation holds.",
    'Which Jedi Master loses a hand to Anakin before Palpatine kills him?':
      'Checked again at adaecda: Mace Windu is right; the question no longer names his blade colour, as this review proposed, and the explanation holds.',
    'Which Toydarian junk dealer owns the young Anakin as a slave?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Watto is right, the wrong options (Sebulba, Gardulla, Dexter Jettster) are not, and the explanation holds.",
    "What is the name of Anakin's Togruta apprentice in The Clone Wars?":
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Ahsoka Tano is right, the wrong options (Barriss Offee, Asajj Ventress, Aayla Secura) are not, and the explanation holds.",
    "Who is Anakin Skywalker's mother?":
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Shmi Skywalker is right, the wrong options (Beru Lars, Jocasta Nu, Breha Organa) are not, and the explanation holds.",
    'Which trade organisation blockades Naboo in The Phantom Menace?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): The Trade Federation is right, the wrong options (The Banking Clan, The Techno Union, The Corporate Alliance) are not, and the explanation holds.",
    'Which Sith tale does Palpatine tell Anakin at the opera?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): The Tragedy of Darth Plagueis the Wise is right, the wrong options (The Fall of Darth Bane the Cruel, The Exile of Darth Revan the Lost, The Curse of Darth Malak the Scarred) are not, and the explanation holds.",
    'On which planet does the first battle of the Clone Wars take place?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Geonosis is right, the wrong options (Christophsis, Ryloth, Kamino) are not, and the explanation holds.",
    'On which sinkhole planet does Obi-Wan Kenobi kill General Grievous?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Utapau is right, the wrong options (Felucia, Mygeeto, Saleucami) are not, and the explanation holds.",
    'Which Neimoidian is viceroy of the Trade Federation?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Nute Gunray is right, the wrong options (Rune Haako, Lott Dod, Wat Tambor) are not, and the explanation holds.",
    "What is the name of Padmé Amidala's handmaiden who acts as her decoy in The Phantom Menace?":
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Sabé is right, the wrong options (Dormé, Cordé, Rabé) are not, and the explanation holds.",
    "Which of Padmé's decoys is killed in the opening of Attack of the Clones?":
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Cordé is right, the wrong options (Sabé, Dormé, Versé) are not, and the explanation holds.",
    'What was the name of the Jedi Temple archivist who insists Kamino cannot exist?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Jocasta Nu is right, the wrong options (Luminara Unduli, Adi Gallia, Depa Billaba) are not, and the explanation holds.",
    'Which Jedi Master secretly ordered the clone army from the Kaminoans?':
      "Checked (reviewer's knowledge of the prequel films and The Clone Wars): Sifo-Dyas is right, the wrong options (Ki-Adi-Mundi, Saesee Tiin, Eeth Koth) are not, and the explanation holds.",
    'What is the name of the scavenger heroine of The Force Awakens?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Rey is right, the wrong options (Jyn, Rose, Qi'ra) are not, and the explanation holds.",
    'Which masked villain is the son of Han Solo and Leia?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Kylo Ren is right, the wrong options (General Hux, Captain Phasma, Snoke) are not, and the explanation holds.",
    'What kind of droid is BB-8?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): An astromech is right, the wrong options (A protocol droid, A battle droid, A medical droid) are not, and the explanation holds.",
    'Which former stormtrooper, FN-2187, escapes the First Order in The Force Awakens?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Finn is right, the wrong options (Poe, Cassian, Lando) are not, and the explanation holds.",
    'Who kills Han Solo in The Force Awakens?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Kylo Ren is right, the wrong options (General Hux, Captain Phasma, Supreme Leader Snoke) are not, and the explanation holds.",
    'Which 2016 film shows how the Rebels stole the Death Star plans?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Rogue One is right, the wrong options (Solo, The Force Awakens, The Last Jedi) are not, and the explanation holds.",
    'Which 2018 film shows how the young Han met Chewbacca and Lando?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Solo is right, the wrong options (Rogue One, The Last Jedi, The Rise of Skywalker) are not, and the explanation holds.",
    'In which film does Luke Skywalker die?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): The Last Jedi is right, the wrong options (The Force Awakens, The Rise of Skywalker, Return of the Jedi) are not, and the explanation holds.",
    'Who is the ace Resistance pilot played by Oscar Isaac?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Poe Dameron is right, the wrong options (Wedge Antilles, Biggs Darklighter, Snap Wexley) are not, and the explanation holds.",
    "What is the First Order's planet-sized weapon in The Force Awakens?":
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Starkiller Base is right, the wrong options (The Death Star, The Supremacy, The Final Order) are not, and the explanation holds.",
    'Which Supreme Leader rules the First Order until Kylo Ren kills him?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Snoke is right, the wrong options (Hux, Pryde, Krennic) are not, and the explanation holds.",
    'On which island planet does Rey find Luke Skywalker?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Ahch-To is right, the wrong options (Jakku, Crait, Exegol) are not, and the explanation holds.",
    "In The Rise of Skywalker, who is revealed to be Rey's grandfather?":
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Palpatine is right, the wrong options (Darth Vader, Obi-Wan Kenobi, Snoke) are not, and the explanation holds.",
    'Which Imperial director oversees the building of the Death Star in Rogue One?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Orson Krennic is right, the wrong options (Wilhuff Tarkin, Gallius Rax, Thrawn) are not, and the explanation holds.",
    'What is the name of the heroine of Rogue One?':
      "Checked again at adaecda: Jyn Erso is right; Bix Caleen replaces the blended 'Jyn Andor', as this review proposed.",
    'Which reprogrammed Imperial droid fights for the Rebels in Rogue One?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): K-2SO is right, the wrong options (IG-88, HK-47, L3-37) are not, and the explanation holds.",
    'On which planet, a salt flat over red soil, is the Resistance trapped in The Last Jedi?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Crait is right, the wrong options (Hoth, Jakku, Exegol) are not, and the explanation holds.",
    'Which Resistance vice admiral rams the First Order flagship at light speed?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Amilyn Holdo is right, the wrong options (Leia Organa, Gial Ackbar, Raddus) are not, and the explanation holds.",
    'On which planet is the Death Star data vault stormed in Rogue One?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Scarif is right, the wrong options (Jedha, Eadu, Lah'mu) are not, and the explanation holds.",
    'What is the name of the hidden Sith world in The Rise of Skywalker?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Exegol is right, the wrong options (Moraband, Malachor, Korriban) are not, and the explanation holds.",
    'Which First Order general does Domhnall Gleeson play?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Armitage Hux is right, the wrong options (Enric Pryde, Lorth Needa, Moden Canady) are not, and the explanation holds.",
    "Which droid, Lando's co-pilot in Solo, ends up merged into the Millennium Falcon's computer?":
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): L3-37 is right, the wrong options (K-2SO, BT-1, 0-0-0) are not, and the explanation holds.",
    'Which criminal syndicate does Dryden Vos lead in Solo?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Crimson Dawn is right, the wrong options (Black Sun, Pyke Syndicate, Hutt Cartel) are not, and the explanation holds.",
    'Which Resistance maintenance worker, played by Kelly Marie Tran, joins Finn in The Last Jedi?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Rose Tico is right, the wrong options (Paige Tico, Kaydel Connix, Jannah) are not, and the explanation holds.",
    'On which holy moon, home of the Guardians of the Whills, do Chirrut and Baze live in Rogue One?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Jedha is right, the wrong options (Eadu, Scarif, Wobani) are not, and the explanation holds.",
    'Who plays Lando Calrissian in Solo?':
      "Checked (reviewer's knowledge of the sequel trilogy, Rogue One and Solo): Donald Glover is right, the wrong options (Billy Dee Williams, John Boyega, Mahershala Ali) are not, and the explanation holds.",
    'Which series follows a bounty hunter who protects Grogu?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): The Mandalorian is right, the wrong options (Andor, The Book of Boba Fett, Obi-Wan Kenobi) are not, and the explanation holds.",
    'What do fans nicknamed Grogu before the show revealed his name?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Baby Yoda is right, the wrong options (Little Yoda, Mini Yoda, Yoda Junior) are not, and the explanation holds.",
    'Which Mandalorian does Pedro Pascal play?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Din Djarin is right, the wrong options (Bo-Katan Kryze, Paz Vizsla, Jango Fett) are not, and the explanation holds.",
    'Which series stars Diego Luna as a rebel spy before Rogue One?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Andor is right, the wrong options (Ahsoka, The Acolyte, Skeleton Crew) are not, and the explanation holds.",
    'What are the metal armour and helmet of the Mandalorians made of?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Beskar is right, the wrong options (Carbonite, Kyber, Durasteel) are not, and the explanation holds.",
    'Which animated series of 2008 to 2020 follows Anakin, Obi-Wan and the clone armies?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): The Clone Wars is right, the wrong options (Rebels, Resistance, The Bad Batch) are not, and the explanation holds.",
    'Which animated series follows a squad of genetically altered clone troopers?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): The Bad Batch is right, the wrong options (The Clone Wars, Rebels, Resistance) are not, and the explanation holds.",
    'Who plays Obi-Wan Kenobi in the 2022 series Obi-Wan Kenobi?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Ewan McGregor is right, the wrong options (Alec Guinness, Hayden Christensen, Liam Neeson) are not, and the explanation holds.",
    "What is the name of the Mandalorian's ship in seasons one and two?":
      'Checked again at adaecda: The Razor Crest is right; the explanation now credits an Imperial cruiser on Tython, as this review proposed.',
    'Which animated series follows the crew of the Ghost?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Rebels is right, the wrong options (The Clone Wars, Resistance, The Bad Batch) are not, and the explanation holds.",
    'Which Imperial grand admiral is the chief villain of Rebels?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Thrawn is right, the wrong options (Tarkin, Sloane, Rae Pryde) are not, and the explanation holds.",
    'What is the black-bladed ancient weapon of the Mandalorians called?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): The Darksaber is right, the wrong options (The Crossguard, The Shoto, The Saberstaff) are not, and the explanation holds.",
    'Which Imperial warlord does Giancarlo Esposito play in The Mandalorian?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Moff Gideon is right, the wrong options (Grand Admiral Thrawn, Orson Krennic, Governor Pryce) are not, and the explanation holds.",
    'What is the young Jedi hero of Rebels called?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Ezra Bridger is right, the wrong options (Kanan Jarrus, Cal Kestis, Ben Solo) are not, and the explanation holds.",
    "What is the Twi'lek pilot of the Ghost called?":
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Hera Syndulla is right, the wrong options (Aayla Secura, Sabine Wren, Bo-Katan Kryze) are not, and the explanation holds.",
    'Which Mandalorian duchess rules Mandalore in The Clone Wars?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Satine Kryze is right, the wrong options (Bo-Katan Kryze, Sabine Wren, Ursa Wren) are not, and the explanation holds.",
    'Which live-action series shows Cassian helping rob an Imperial payroll on Aldhani?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Andor is right, the wrong options (The Mandalorian, Obi-Wan Kenobi, Ahsoka) are not, and the explanation holds.",
    'In which season of The Mandalorian does Luke Skywalker appear?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Season two is right, the wrong options (Season one, Season three, Season four) are not, and the explanation holds.",
    'Which Inquisitor, called the Third Sister, hunts Obi-Wan in the 2022 series?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Reva is right, the wrong options (Trilla, Marrok, Hask) are not, and the explanation holds.",
    'Who is the leader of Clone Force 99, the Bad Batch?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Hunter is right, the wrong options (Crosshair, Wrecker, Tech) are not, and the explanation holds.",
    'Which rebel broker does Stellan Skarsgård play in Andor?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Luthen Rael is right, the wrong options (Saw Gerrera, Mon Mothma, Dedra Meero) are not, and the explanation holds.",
    'Which assassin does Ming-Na Wen play in The Mandalorian?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Fennec Shand is right, the wrong options (Aurra Sing, Cad Bane, Bo-Katan Kryze) are not, and the explanation holds.",
    'Which Imperial officer, played by Denise Gough, pursues Cassian in Andor?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Dedra Meero is right, the wrong options (Bix Caleen, Vel Sartha, Cinta Kaz) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Cinta Kaz' → 'Perrin Fertha'. Rechecked by len-g: confirmed: Perrin Fertha is Mon Mothma's husband, not an Imperial officer; Denise Gough plays Dedra Meero.",
    'What is the strict Mandalorian sect that raised the hero of The Mandalorian called?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): The Children of the Watch is right, the wrong options (The Nite Owls, Death Watch, The Protectors) are not, and the explanation holds.",
    'In Rebels, which former Sith apprentice does Obi-Wan kill on Tatooine?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Darth Maul is right, the wrong options (Savage Opress, The Grand Inquisitor, Asajj Ventress) are not, and the explanation holds.",
    'Which grumpy astromech droid flies aboard the Ghost in Rebels?':
      "Checked (reviewer's knowledge of the Disney+ series and the animated series): Chopper is right, the wrong options (R5-D4, Gonk, AP-5) are not, and the explanation holds.",
    "What is the name of Han Solo's ship?":
      "Checked (reviewer's knowledge of the films and series): The Millennium Falcon is right, the wrong options (The Razor Crest, Slave I, The Ghost) are not, and the explanation holds.",
    'What are the main Rebel starfighters with wings that open into an X called?':
      "Checked (reviewer's knowledge of the films and series): X-wings is right, the wrong options (Y-wings, A-wings, B-wings) are not, and the explanation holds.",
    'What is the capital planet of the Republic, covered by one giant city?':
      "Checked (reviewer's knowledge of the films and series): Coruscant is right, the wrong options (Naboo, Alderaan, Corellia) are not, and the explanation holds.",
    'What is the home planet of the Wookiees?':
      "Checked (reviewer's knowledge of the films and series): Kashyyyk is right, the wrong options (Kamino, Kessel, Kuat) are not, and the explanation holds.",
    'What is the energy field that gives Jedi their power called?':
      "Checked (reviewer's knowledge of the films and series): The Force is right, the wrong options (The Light, The Source, The Flow) are not, and the explanation holds.",
    'What are the four-legged Imperial walkers on Hoth called?':
      "Checked (reviewer's knowledge of the films and series): AT-ATs is right, the wrong options (AT-STs, AT-TEs, TIE bombers) are not, and the explanation holds.",
    'What are the Imperial fighters with two hexagonal wings called?':
      "Checked (reviewer's knowledge of the films and series): TIE fighters is right, the wrong options (X-wings, Y-wings, Jedi interceptors) are not, and the explanation holds.",
    'What colour is the lightsaber Luke builds for Return of the Jedi?':
      "Checked (reviewer's knowledge of the films and series): Green is right, the wrong options (Blue, Purple, Yellow) are not, and the explanation holds.",
    "What are the hooded scavengers who sell droids to Luke's uncle called?":
      "Checked (reviewer's knowledge of the films and series): Jawas is right, the wrong options (Ewoks, Ugnaughts, Tusken Raiders) are not, and the explanation holds.",
    'Which crystals power lightsabers?':
      "Checked (reviewer's knowledge of the films and series): Kyber crystals is right, the wrong options (Beskar crystals, Coaxium crystals, Adegan diamonds) are not, and the explanation holds.",
    'What is the fuel that Han steals in Solo?':
      "Checked (reviewer's knowledge of the films and series): Coaxium is right, the wrong options (Kyber, Spice, Tibanna gas) are not, and the explanation holds.",
    'What are the two-legged Imperial scout walkers called?':
      "Checked (reviewer's knowledge of the films and series): AT-STs is right, the wrong options (AT-ATs, AT-RTs, AT-ACTs) are not, and the explanation holds.",
    "What is the name of Boba Fett's ship in the original trilogy?":
      "Checked (reviewer's knowledge of the films and series): Slave I is right, the wrong options (Hound's Tooth, Mist Hunter, Punishing One) are not, and the explanation holds.",
    'What is the language of the Wookiees called?':
      'Checked again at adaecda: Shyriiwook is right; the explanation now says Han growls a few words of it in Solo, as this review proposed.',
    'Which smuggling route did Han Solo boast of making in less than twelve parsecs?':
      "Checked (reviewer's knowledge of the films and series): The Kessel Run is right, the wrong options (The Corellian Run, The Hydian Way, The Perlemian Trade Route) are not, and the explanation holds.",
    "What colour is Mace Windu's lightsaber?":
      "Checked (reviewer's knowledge of the films and series): Purple is right, the wrong options (Green, Blue, Yellow) are not, and the explanation holds.",
    'Which Rebel bomber attacks the first Death Star alongside the X-wings?':
      "Checked (reviewer's knowledge of the films and series): Y-wing is right, the wrong options (B-wing, A-wing, U-wing) are not, and the explanation holds.",
    'What colour is a lightsaber blade made with a "bled" kyber crystal?':
      "Checked (reviewer's knowledge of the films and series): Red is right, the wrong options (Black, Orange, White) are not, and the explanation holds.",
    'On which muddy planet does Han Solo first meet Chewbacca?':
      "Checked (reviewer's knowledge of the films and series): Mimban is right, the wrong options (Kessel, Jakku, Wobani) are not, and the explanation holds.",
    "What is the Hutts' home world?":
      "Checked (reviewer's knowledge of the films and series): Nal Hutta is right, the wrong options (Nar Shaddaa, Tatooine, Ryloth) are not, and the explanation holds.",
    "Which shipyard world builds the Empire's Star Destroyers?":
      'Checked again at adaecda: Kuat is right; Sluis Van, a shipyard world, replaces the company Sienar, as this review proposed.',
    'What is the gas mined on Cloud City?':
      "Checked (reviewer's knowledge of the films and series): Tibanna gas is right, the wrong options (Coaxium gas, Rhydonium gas, Spice gas) are not, and the explanation holds.",
    "What is the name of Palpatine's hidden fleet of Star Destroyers in The Rise of Skywalker?":
      "Checked (reviewer's knowledge of the films and series): The Final Order is right, the wrong options (The Last Legion, The Sith Armada, The Dark Fleet) are not, and the explanation holds.",
    'What is the name of the Jedi starfighter Anakin flies in Revenge of the Sith?':
      "Checked (reviewer's knowledge of the films and series): Eta-2 Actis is right, the wrong options (Delta-7 Aethersprite, Z-95 Headhunter, N-1 starfighter) are not, and the explanation holds.",
    'On which Imperial labour-camp planet is the heroine of Rogue One a prisoner at the start?':
      "Checked (reviewer's knowledge of Rogue One): Wobani is right, the wrong options (Kessel, Narkina 5, Mimban) are not. Note: by the writer's own rule the explanation ('Jyn is freed...') names the key of 'What is the name of the heroine of Rogue One?'; 'She is freed from a transport there by the Rebels' would avoid it.",
    'What is the name of the Imperial prison Cassian is sent to in Andor?':
      "Checked (reviewer's knowledge of the films and series): Narkina 5 is right, the wrong options (Wobani, Kessel, Spira) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Spira' → 'Stygeon Prime'. Rechecked by len-g: confirmed: Stygeon Prime holds the Spire in Star Wars Rebels; Cassian's prison is on Narkina 5.",
    'Who created Star Wars?':
      "Checked (reviewer's knowledge of the films' credits and production history): George Lucas is right, the wrong options (Steven Spielberg, Ridley Scott, James Cameron) are not, and the explanation holds.",
    'In which year was the first Star Wars film released?':
      "Checked (reviewer's knowledge of the films' credits and production history): 1977 is right, the wrong options (1975, 1979, 1981) are not, and the explanation holds.",
    'Who composed the music for the Star Wars saga films?':
      "Checked (reviewer's knowledge of the films' credits and production history): John Williams is right, the wrong options (Hans Zimmer, Howard Shore, Danny Elfman) are not, and the explanation holds.",
    'Which company bought Lucasfilm in 2012?':
      "Checked (reviewer's knowledge of the films' credits and production history): Disney is right, the wrong options (Warner Bros., Universal, Sony) are not, and the explanation holds.",
    'Who played Han Solo in the original trilogy?':
      "Checked (reviewer's knowledge of the films' credits and production history): Harrison Ford is right, the wrong options (Mark Hamill, Kurt Russell, Jeff Bridges) are not, and the explanation holds.",
    'Who played Luke Skywalker?':
      "Checked (reviewer's knowledge of the films' credits and production history): Mark Hamill is right, the wrong options (Harrison Ford, Hayden Christensen, Ewan McGregor) are not, and the explanation holds.",
    'Who played Princess Leia in the original trilogy?':
      "Checked (reviewer's knowledge of the films' credits and production history): Carrie Fisher is right, the wrong options (Natalie Portman, Daisy Ridley, Felicity Jones) are not, and the explanation holds.",
    'Which actor voiced Darth Vader?':
      "Checked (reviewer's knowledge of the films' credits and production history): James Earl Jones is right, the wrong options (David Prowse, Christopher Lee, Ian McDiarmid) are not, and the explanation holds.",
    'Which actress plays Rey in the sequel trilogy?':
      "Checked (reviewer's knowledge of the films' credits and production history): Daisy Ridley is right, the wrong options (Felicity Jones, Emilia Clarke, Keira Knightley) are not, and the explanation holds.",
    'Which company did George Lucas found to make the visual effects for Star Wars?':
      "Checked (reviewer's knowledge of the films' credits and production history): Industrial Light & Magic is right, the wrong options (Weta Digital, Digital Domain, Framestore) are not, and the explanation holds.",
    'Who directed The Empire Strikes Back?':
      "Checked (reviewer's knowledge of the films' credits and production history): Irvin Kershner is right, the wrong options (George Lucas, Richard Marquand, Steven Spielberg) are not, and the explanation holds.",
    'Who directed The Force Awakens?':
      "Checked (reviewer's knowledge of the films' credits and production history): J. J. Abrams is right, the wrong options (Rian Johnson, Gareth Edwards, Ron Howard) are not, and the explanation holds.",
    'Who directed The Last Jedi?':
      "Checked (reviewer's knowledge of the films' credits and production history): Rian Johnson is right, the wrong options (J. J. Abrams, Colin Trevorrow, Gareth Edwards) are not, and the explanation holds.",
    'Which actor played Emperor Palpatine in the films?':
      "Checked (reviewer's knowledge of the films' credits and production history): Ian McDiarmid is right, the wrong options (Christopher Lee, Peter Cushing, Max von Sydow) are not, and the explanation holds.",
    'Who played Anakin Skywalker in Attack of the Clones and Revenge of the Sith?':
      "Checked (reviewer's knowledge of the films' credits and production history): Hayden Christensen is right, the wrong options (Jake Lloyd, Sebastian Shaw, Ewan McGregor) are not, and the explanation holds.",
    'In which country were the Tatooine scenes of A New Hope filmed?':
      "Checked (reviewer's knowledge of the films' credits and production history): Tunisia is right, the wrong options (Morocco, Egypt, Jordan) are not, and the explanation holds.",
    'Which Irish island, a UNESCO World Heritage site, was filmed as Ahch-To?':
      "Checked (reviewer's knowledge of the films' credits and production history): Skellig Michael is right, the wrong options (Inishmore, Achill Island, Rathlin Island) are not, and the explanation holds.",
    'Who played Chewbacca in the original trilogy?':
      "Checked (reviewer's knowledge of the films' credits and production history): Peter Mayhew is right, the wrong options (Anthony Daniels, Kenny Baker, Warwick Davis) are not, and the explanation holds.",
    'Who played R2-D2 inside the droid in the original trilogy?':
      "Checked (reviewer's knowledge of the films' credits and production history): Kenny Baker is right, the wrong options (Warwick Davis, Anthony Daniels, Peter Mayhew) are not, and the explanation holds.",
    'Who directed Return of the Jedi?':
      "Checked (reviewer's knowledge of the films' credits and production history): Richard Marquand is right, the wrong options (Irvin Kershner, George Lucas, Steven Spielberg) are not, and the explanation holds.",
    'Who directed Rogue One?':
      "Checked (reviewer's knowledge of the films' credits and production history): Gareth Edwards is right, the wrong options (Ron Howard, Rian Johnson, Colin Trevorrow) are not, and the explanation holds.",
    'Which director replaced Phil Lord and Christopher Miller on Solo?':
      "Checked (reviewer's knowledge of the films' credits and production history): Ron Howard is right, the wrong options (Gareth Edwards, J. J. Abrams, Jon Favreau) are not, and the explanation holds.",
    'Which British actor played Grand Moff Tarkin in 1977?':
      "Checked (reviewer's knowledge of the films' credits and production history): Peter Cushing is right, the wrong options (Christopher Lee, Alec Guinness, Guy Henry) are not, and the explanation holds.",
    'Which actor played the young Anakin Skywalker in The Phantom Menace?':
      "Checked (reviewer's knowledge of the films' credits and production history): Jake Lloyd is right, the wrong options (Haley Joel Osment, Hayden Christensen, Elijah Wood) are not, and the explanation holds.",
    "Which Akira Kurosawa film is often named as an inspiration for A New Hope's story?":
      "Checked (reviewer's knowledge of the films' credits and production history): The Hidden Fortress is right, the wrong options (Seven Samurai, Rashomon, Yojimbo) are not, and the explanation holds. Options reworded for length (issue 14, len-h): 'Yojimbo' → 'No Regrets for Our Youth'. Rechecked by len-g: confirmed: No Regrets for Our Youth (1946) is a Kurosawa drama never cited for Star Wars; The Hidden Fortress is the one.",
    'Who created and ran the series The Mandalorian?':
      "Checked (reviewer's knowledge of the films' credits and production history): Jon Favreau is right, the wrong options (Dave Filoni, Tony Gilroy, Rian Johnson) are not, and the explanation holds.",
  },
};
