import type { BankReview } from './review.js';

/**
 * bank-more's review of bank-pop's Anime and manga bank (ADR 0195): each question checked against a second source —
 * the reviewer's own knowledge of the works named, and a web search where the reviewer was not certain.
 * Not registered in index.ts on this branch: the lead registers it once both branches are merged.
 */
export const animeReview: BankReview = {
  bank: 'anime',
  writer: 'bank-pop',
  reviewer: 'bank-more',
  checks: {
    'Which alien race does Goku belong to in Dragon Ball?':
      "Checked against the manga and anime (reviewer's knowledge): Saiyan",
    'How many Dragon Balls must be gathered to summon the dragon Shenron?':
      "Checked against the manga and anime (reviewer's knowledge): 7",
    "What is the name of Goku's signature energy wave?":
      "Checked against the manga and anime (reviewer's knowledge): Kamehameha",
    'Who calls himself the Prince of all Saiyans?':
      "Checked against the manga and anime (reviewer's knowledge): Vegeta",
    'In which village does Naruto grow up?':
      "Checked against the manga and anime (reviewer's knowledge): The Hidden Leaf",
    'What does Naruto dream of becoming?':
      "Checked against the manga and anime (reviewer's knowledge): Hokage",
    'Which clan does Sasuke belong to?': "Checked against the manga and anime (reviewer's knowledge): Uchiha",
    'Who is the captain of the Straw Hat Pirates in One Piece?':
      "Checked against the manga and anime (reviewer's knowledge): Monkey D. Luffy",
    'How many swords does Zoro fight with in One Piece?':
      "Checked against the manga and anime (reviewer's knowledge): 3",
    'Who created Dragon Ball?': "Checked against the manga and anime (reviewer's knowledge): Akira Toriyama",
    "What is Goku's Saiyan birth name?":
      "Checked against the manga and anime (reviewer's knowledge): Kakarot",
    'Against which villain does Goku first become a Super Saiyan?':
      "Checked against the manga and anime (reviewer's knowledge): Frieza",
    'Who defeats Cell at the Cell Games?':
      "Checked against the manga and anime (reviewer's knowledge): Gohan",
    'What kind of being is Piccolo?':
      "Checked against the manga and anime (reviewer's knowledge): A Namekian",
    'Who created Naruto?': "Checked against the manga and anime (reviewer's knowledge): Masashi Kishimoto",
    "Who leads Team 7 as Naruto's teacher?":
      "Checked against the manga and anime (reviewer's knowledge): Kakashi Hatake",
    'Which spinning ball of chakra does Naruto learn from Jiraiya?':
      "Checked against the manga and anime (reviewer's knowledge): Rasengan",
    'What is the criminal organisation whose members wear cloaks with red clouds?':
      "Checked against the manga and anime (reviewer's knowledge): Akatsuki",
    'Who created One Piece?': "Checked against the manga and anime (reviewer's knowledge): Eiichiro Oda",
    'Who gave Luffy his straw hat?': "Checked against the manga and anime (reviewer's knowledge): Shanks",
    'What is the role of Sanji among the Straw Hat Pirates?':
      "Checked against the manga and anime (reviewer's knowledge): Cook",
    'What is the weakness of everyone who eats a Devil Fruit?':
      "Checked against the manga and anime (reviewer's knowledge): They cannot swim",
    "Who is Naruto's father?": "Checked against the manga and anime (reviewer's knowledge): Minato Namikaze",
    "What is the fusion of Goku's and Vegeta's young sons called?":
      "Checked against the manga and anime (reviewer's knowledge): Gotenks",
    'Which earlier comedy manga did Akira Toriyama create?':
      "Checked against the manga and anime (reviewer's knowledge): Dr. Slump",
    "What was the name of the Straw Hats' first proper ship?":
      "Checked against the manga and anime (reviewer's knowledge): Going Merry",
    'Who is known as the Pirate King in One Piece?':
      "Checked against the manga and anime (reviewer's knowledge): Gol D. Roger",
    "What is Chopper's role in the Straw Hat crew?":
      "Checked against the manga and anime (reviewer's knowledge): Doctor",
    'Which member of the Straw Hats is a skeleton musician?':
      "Checked against the manga and anime (reviewer's knowledge): Brook",
    'Which Naruto character was the jinchūriki of the One-Tailed beast?':
      "Checked against the manga and anime (reviewer's knowledge): Gaara",
    'Which notebook lets Light Yagami kill anyone whose name he writes in it?':
      "Checked against the manga and anime (reviewer's knowledge): The Death Note",
    'What is the main character of Attack on Titan called?':
      "Checked against the manga and anime (reviewer's knowledge): Eren Yeager",
    "What happens to Tanjiro's sister Nezuko in Demon Slayer?":
      "Checked against the manga and anime (reviewer's knowledge): She becomes a demon",
    'Who is the main character of My Hero Academia?':
      "Checked against the manga and anime (reviewer's knowledge): Izuku Midoriya",
    'What fruit does the Shinigami Ryuk love in Death Note?':
      "Checked against the manga and anime (reviewer's knowledge): Apples",
    'What is the surname of the brothers in Fullmetal Alchemist?':
      "Checked against the manga and anime (reviewer's knowledge): Elric",
    'Which hero in One-Punch Man beats any foe with a single punch?':
      "Checked against the manga and anime (reviewer's knowledge): Saitama",
    'Which spy poses as a family man in Spy x Family?':
      "Checked against the manga and anime (reviewer's knowledge): Loid Forger",
    'What does Mikasa Ackerman wear at all times in Attack on Titan?':
      "Checked against the manga and anime (reviewer's knowledge): A red scarf",
    "What is Light Yagami's alias as a killer in Death Note?":
      "Checked against the manga and anime (reviewer's knowledge): Kira",
    'What is the name of the young detective who hunts Kira?':
      "Checked against the manga and anime (reviewer's knowledge): L",
    'Which military branch does Eren join to fight the Titans outside the walls?':
      "Checked against the manga and anime (reviewer's knowledge): The Survey Corps",
    "What is the name of All Might's Quirk that passes to Izuku?":
      "Checked against the manga and anime (reviewer's knowledge): One For All",
    "Which power does Shoto Todoroki's Quirk give him?":
      "Checked against the manga and anime (reviewer's knowledge): Fire and ice",
    'What is the name of the school in My Hero Academia?':
      "Checked against the manga and anime (reviewer's knowledge): U.A. High School",
    'Which curse is sealed inside Yuji Itadori after he swallows a finger?':
      "Checked against the manga and anime (reviewer's knowledge): Ryomen Sukuna",
    'Which teacher in Jujutsu Kaisen wears a blindfold?':
      "Checked against the manga and anime (reviewer's knowledge): Satoru Gojo",
    "What is Alphonse Elric's body after the failed transmutation?":
      "Checked against the manga and anime (reviewer's knowledge): A suit of armour",
    'What principle is the alchemy of Fullmetal Alchemist based on?':
      "Checked against the manga and anime (reviewer's knowledge): Equivalent exchange",
    'Which Breathing style does Zenitsu use in Demon Slayer?':
      "Checked against the manga and anime (reviewer's knowledge): Thunder Breathing",
    'What does Inosuke wear over his head in Demon Slayer?':
      "Checked against the manga and anime (reviewer's knowledge): A boar's head",
    'What secret ability does Anya have in Spy x Family?':
      "Checked against the manga and anime (reviewer's knowledge): She can read minds",
    'Who is the original demon and chief villain of Demon Slayer?':
      "Checked against the manga and anime (reviewer's knowledge): Muzan Kibutsuji",
    'Who created Attack on Titan?':
      "Checked against the manga and anime (reviewer's knowledge): Hajime Isayama",
    'Who created Death Note with the artist Takeshi Obata?':
      "Checked against the manga and anime (reviewer's knowledge): Tsugumi Ohba",
    'Who created Fullmetal Alchemist?':
      "Checked against the manga and anime (reviewer's knowledge): Hiromu Arakawa",
    'Which of these Titans is Reiner Braun?':
      "Checked against the manga and anime (reviewer's knowledge): The Armored Titan",
    'What are the three walls in Attack on Titan, from outermost to innermost?':
      "Checked against the manga and anime (reviewer's knowledge): Maria, Rose and Sina",
    "What kind of devil is Denji's dog Pochita?":
      "Checked against the manga and anime (reviewer's knowledge): The Chainsaw Devil",
    'Which Demon Slayer film became the highest-grossing film in Japanese history in 2020?':
      "Checked against the manga and anime (reviewer's knowledge): Mugen Train",
    "What is Yor Forger's secret in Spy x Family?":
      "Checked against the manga and anime (reviewer's knowledge): She is an assassin",
    "What is the name of the robotic cat from the future in the famous children's manga?":
      "Checked against the series and films and their credits (reviewer's knowledge): Doraemon",
    'Which magical girl series features Usagi Tsukino?':
      "Checked against the series and films and their credits (reviewer's knowledge): Sailor Moon",
    "What is the name of Sailor Moon's talking cat?":
      "Checked against the series and films and their credits (reviewer's knowledge): Luna",
    'What kind of robots do mecha anime centre on?':
      "Checked against the series and films and their credits (reviewer's knowledge): Giant piloted robots",
    'Which 1988 anime film is set in a ruined Neo-Tokyo?':
      "Checked against the series and films and their credits (reviewer's knowledge): Akira",
    'Which boy robot was created by Osamu Tezuka?':
      "Checked against the series and films and their credits (reviewer's knowledge): Astro Boy",
    'Which bounty hunter is the hero of Cowboy Bebop?':
      "Checked against the series and films and their credits (reviewer's knowledge): Spike Spiegel",
    'Who is the teenage pilot of Unit-01 in Neon Genesis Evangelion?':
      "Checked against the series and films and their credits (reviewer's knowledge): Shinji Ikari",
    'Which anime character is a gentleman thief and grandson of a famous French thief?':
      "Checked against the series and films and their credits (reviewer's knowledge): Lupin III",
    'Which manga artist is called the God of Manga?':
      "Checked against the series and films and their credits (reviewer's knowledge): Osamu Tezuka",
    'What are the enemies the Evangelion pilots fight called?':
      "Checked against the series and films and their credits (reviewer's knowledge): Angels",
    'What is the name of the masked hero who helps Sailor Moon?':
      "Checked against the series and films and their credits (reviewer's knowledge): Tuxedo Mask",
    'Which anime of 1979 began the long-running Gundam franchise?':
      "Checked against the series and films and their credits (reviewer's knowledge): Mobile Suit Gundam",
    "What colour is Kaneda's famous motorcycle in Akira?":
      "Checked against the series and films and their credits (reviewer's knowledge): Red",
    "What is Detective Conan's secret?":
      "Checked against the series and films and their credits (reviewer's knowledge): He is a teenager shrunk into a child",
    'Which anime features Vash the Stampede, a gunman with a huge bounty?':
      "Checked against the series and films and their credits (reviewer's knowledge): Trigun",
    'Which Rumiko Takahashi series features a boy who turns into a girl when splashed with cold water?':
      "Checked against the series and films and their credits (reviewer's knowledge): Ranma ½",
    'In Inuyasha, what is Inuyasha?':
      "Checked against the series and films and their credits (reviewer's knowledge): A half-demon",
    'Which 1995 anime film follows the cyborg Major Motoko Kusanagi?':
      "Checked against the series and films and their credits (reviewer's knowledge): Ghost in the Shell",
    'Who directed Neon Genesis Evangelion?':
      "Checked against the series and films and their credits (reviewer's knowledge): Hideaki Anno",
    'Who pilots the first Gundam in Mobile Suit Gundam?':
      "Checked against the series and films and their credits (reviewer's knowledge): Amuro Ray",
    'Who created Gundam?':
      "Checked against the series and films and their credits (reviewer's knowledge): Yoshiyuki Tomino",
    'Who composed the jazz soundtrack of Cowboy Bebop?':
      "Checked against the series and films and their credits (reviewer's knowledge): Yoko Kanno",
    'Who directed Cowboy Bebop?':
      "Checked against the series and films and their credits (reviewer's knowledge): Shinichiro Watanabe",
    'Who directed the 1995 film Ghost in the Shell?':
      "Checked against the series and films and their credits (reviewer's knowledge): Mamoru Oshii",
    'Who created Akira?':
      "Checked against the series and films and their credits (reviewer's knowledge): Katsuhiro Otomo",
    'Which Tezuka hero is an unlicensed surgeon?':
      "Checked against the series and films and their credits (reviewer's knowledge): Black Jack",
    "What is Sailor Mercury's name in Sailor Moon?":
      "Checked against the series and films and their credits (reviewer's knowledge): Ami Mizuno",
    'What organisation does Gendo Ikari command in Evangelion?':
      "Checked against the series and films and their credits (reviewer's knowledge): NERV",
    'Which director made the 1997 psychological thriller Perfect Blue?':
      "Checked against the series and films and their credits (reviewer's knowledge): Satoshi Kon",
    'Which Ghibli film follows a girl called Chihiro trapped in a spirit world?':
      "Checked against the films and studio credits (reviewer's knowledge): Spirited Away",
    'Which Ghibli film is about a goldfish who wants to become human?':
      "Checked against the films and studio credits (reviewer's knowledge): Ponyo",
    'Which Studio Ghibli director made Princess Mononoke?':
      "Checked against the films and studio credits (reviewer's knowledge): Hayao Miyazaki",
    "What is the name of Kiki's black cat in Kiki's Delivery Service?":
      "Checked against the films and studio credits (reviewer's knowledge): Jiji",
    'Which 2016 anime film follows a boy and girl who swap bodies?':
      "Checked against the films and studio credits (reviewer's knowledge): Your Name",
    "In Howl's Moving Castle, what does the Witch of the Waste's curse do to Sophie?":
      "Replaced at merge by the lead after the reviewer's REJECT (the title gave the old question away). Checked by the lead, not its writer: in Diana Wynne Jones's novel and Miyazaki's film the Witch of the Waste turns Sophie into an old woman.",
    'In which country is Studio Ghibli based?':
      "Checked against the films and studio credits (reviewer's knowledge): Japan",
    "What is the name of the fire demon who powers Howl's castle?":
      "Checked against the films and studio credits (reviewer's knowledge): Calcifer",
    'Which Ghibli film features a big grey forest spirit and a cat-shaped bus?':
      "Checked against the films and studio credits (reviewer's knowledge): My Neighbor Totoro",
    'Which Miyazaki film won the Oscar for Best Animated Feature in 2024?':
      "Films (reviewer's knowledge): The Boy and the Heron won Best Animated Feature at the Academy Awards of March 2024",
    'Who directed Your Name?':
      "Checked against the films and studio credits (reviewer's knowledge): Makoto Shinkai",
    'Who directed Grave of the Fireflies?':
      "Checked against the films and studio credits (reviewer's knowledge): Isao Takahata",
    'Which masked spirit follows Chihiro in Spirited Away?':
      "Checked against the films and studio credits (reviewer's knowledge): No-Face",
    'Who is the cursed prince in Princess Mononoke?':
      "Checked against the films and studio credits (reviewer's knowledge): Ashitaka",
    'Which Ghibli film follows a pig who flies a seaplane?':
      "Checked against the films and studio credits (reviewer's knowledge): Porco Rosso",
    "Who wrote the novel that Howl's Moving Castle is based on?":
      "Checked against the films and studio credits (reviewer's knowledge): Diana Wynne Jones",
    'What was the first feature film made by Studio Ghibli?':
      "Checked against the films and studio credits (reviewer's knowledge): Castle in the Sky",
    "Which composer has scored nearly all of Hayao Miyazaki's films?":
      "Checked against the films and studio credits (reviewer's knowledge): Joe Hisaishi",
    'Which Mamoru Hosoda film follows a mother raising a son and daughter who can turn into wolves?':
      "Checked against the films and studio credits (reviewer's knowledge): Wolf Children",
    'Which studio animated Demon Slayer?':
      "Checked against the films and studio credits (reviewer's knowledge): Ufotable",
    'Which studio animated the final season of Attack on Titan?':
      "Checked against the films and studio credits (reviewer's knowledge): MAPPA",
    'Which studio made Fullmetal Alchemist: Brotherhood?':
      "Checked against the films and studio credits (reviewer's knowledge): Bones",
    'Which studio has animated Dragon Ball and One Piece for television?':
      "Checked against the films and studio credits (reviewer's knowledge): Toei Animation",
    'Which studio made Violet Evergarden?':
      "Checked against the films and studio credits (reviewer's knowledge): Kyoto Animation",
    "Which studio made Naruto's anime?":
      "Checked against the films and studio credits (reviewer's knowledge): Pierrot",
    'Which film, released in 1984 before Studio Ghibli existed, follows a princess in a toxic jungle?':
      "Checked against the films and studio credits (reviewer's knowledge): Nausicaä of the Valley of the Wind",
    "Who directed Tales from Earthsea, Ghibli's adaptation of Ursula K. Le Guin?":
      "Checked against the films and studio credits (reviewer's knowledge): Goro Miyazaki",
    'Which Ghibli film was directed by Hiromasa Yonebayashi, about tiny people under the floor?':
      "Checked against the films and studio credits (reviewer's knowledge): Arrietty",
    'Which studio animated Death Note?':
      "Checked against the films and studio credits (reviewer's knowledge): Madhouse",
    'In which direction are traditional Japanese manga read?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Right to left",
    'What is a devoted fan of anime and manga often called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Otaku",
    'What is dressing up as a fictional character called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Cosplay",
    'What does the Japanese word kawaii mean?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Cute",
    'What is the Japanese word for a Japanese comic?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Manga",
    'What is a Korean comic called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Manhwa",
    'Which genre has a hero transported to another world?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Isekai",
    'Which Tokyo district is famous for anime and electronics shops?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Akihabara",
    'What is a small, cute drawing style with oversized heads called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Chibi",
    'What audience is shōnen manga aimed at?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Teenage boys",
    'What is a manga artist called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Mangaka",
    'What is a voice actor called in Japan?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Seiyuu",
    'What is an older student or senior colleague called in anime?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Senpai",
    'What is a character who is cold at first but warms up later called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Tsundere",
    'In which weekly magazine did Dragon Ball, Naruto and One Piece appear?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Weekly Shōnen Jump",
    'What is a Japanese comic published by fans themselves called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Doujinshi",
    'What is a four-panel comic strip called in Japan?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Yonkoma",
    'What is a collected volume of a manga series called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Tankōbon",
    'Which streaming service started as a site for anime with fan-made subtitles?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Crunchyroll",
    'What audience is josei manga aimed at?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Adult women",
    'What audience is seinen manga aimed at?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Adult men",
    'Which publisher publishes Weekly Shōnen Jump?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Shueisha",
    'What is the name of the huge fan comic market held in Tokyo twice a year?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Comiket",
    'What does OVA stand for in anime?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Original video animation",
    'What is sakuga in anime fandom?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): A scene of especially fine animation",
    'What is a character who is sweet at first but dangerously obsessive called?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Yandere",
    'What is an omake in manga or anime?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): A bonus extra",
    'What is filler in a long-running anime?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Episodes not based on the manga",
    'Which Kodansha monthly published Attack on Titan?':
      "Checked against common fandom and publishing usage (reviewer's knowledge): Bessatsu Shōnen Magazine",
    'Which sport is Haikyu!! about?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Volleyball",
    'Which sport is Slam Dunk about?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Basketball",
    'Which sport is Captain Tsubasa about?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Football",
    'Which card game is at the centre of Yu-Gi-Oh!?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Duel Monsters",
    'What does the name Digimon stand for?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Digital Monsters",
    'In which game are players trapped in Sword Art Online?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): A virtual reality MMORPG",
    "What does Frieren, the hero of Frieren: Beyond Journey's End, belong to?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): The elves",
    'Which sport is played in the anime Blue Lock?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Football",
    'What does Ichigo Kurosaki become in Bleach?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): A Soul Reaper",
    'Which anime follows a tofu delivery driver who becomes a street racer?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Initial D",
    "What are the fighting powers given visible form in JoJo's Bizarre Adventure called from Part 3 on?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): Stands",
    'Who is the main character of Hunter x Hunter?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Gon Freecss",
    'What is the hero of Vinland Saga?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Thorfinn",
    'Who is the hero of Berserk?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Guts",
    "What is the name of Ichigo's sword-like weapon in Bleach?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): Zanpakutō",
    'Which anime follows a boy haunted by the ghost of an ancient Go master?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Hikaru no Go",
    'Who leaves the Hidden Leaf to seek power from Orochimaru?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Sasuke Uchiha",
    "Which anime follows Shoyo Hinata's team?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): Haikyu!!",
    "Which anime's hero is a nearly invisible passer called Tetsuya?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): Kuroko's Basketball",
    "Who created JoJo's Bizarre Adventure?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): Hirohiko Araki",
    'Who created Hunter x Hunter?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Yoshihiro Togashi",
    'Who created Berserk?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Kentaro Miura",
    'Who created Slam Dunk?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Takehiko Inoue",
    'Which car does Takumi drive in Initial D?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Toyota AE86",
    "What is Killua's family business in Hunter x Hunter?":
      "Checked against the manga and anime and their creators (reviewer's knowledge): Assassination",
    'Who created Bleach?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Tite Kubo",
    'Who created Jujutsu Kaisen?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Gege Akutami",
    'Who created Chainsaw Man?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Tatsuki Fujimoto",
    'Who created My Hero Academia?':
      "Checked against the manga and anime and their creators (reviewer's knowledge): Kohei Horikoshi",
  },
};
