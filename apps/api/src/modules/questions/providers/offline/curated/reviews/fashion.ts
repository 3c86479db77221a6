import type { BankReview } from './review.js';

/** bank-pop's check of bank-more's fashion bank (ADR 0195); registered in index.ts once both are merged. */
export const fashionReview: BankReview = {
  bank: 'fashion',
  writer: 'bank-more',
  reviewer: 'bank-pop',
  checks: {
    "Which French sportswear brand's logo is a crocodile?":
      "Checked (reviewer's knowledge): Lacoste is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swedish fashion retailer was founded in 1947 as Hennes?':
      "Checked (reviewer's knowledge): H&M is right and the three wrong options are wrong; explanation confirmed.",
    'Which Spanish fashion chain is the flagship brand of the Inditex group?':
      "Checked (reviewer's knowledge): Zara is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese clothing retailer is known for its HeatTech range?':
      "Checked (reviewer's knowledge): Uniqlo is right and the three wrong options are wrong; explanation confirmed.",
    'Which American designer founded his red, white and blue flag-logo brand in 1985?':
      "Checked (reviewer's knowledge): Tommy Hilfiger is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which American designer's brand became famous for its minimalist underwear and jeans adverts?":
      "Checked (reviewer's knowledge): Calvin Klein is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which designer became Gucci's creative director in 1994 and revived the brand?":
      "Checked (reviewer's knowledge): Tom Ford is right and the three wrong options are wrong; explanation confirmed.",
    "Which designer launched Louis Vuitton's ready-to-wear as its creative director in 1997?":
      "Checked (reviewer's knowledge): Marc Jacobs is right and the three wrong options are wrong; explanation confirmed.",
    'Who became artistic director of Louis Vuitton menswear in 2018, the first African American in the role?':
      "Checked (reviewer's knowledge): Virgil Abloh is right and the three wrong options are wrong; explanation confirmed.",
    'Which designer was creative director of Dior from 1996 to 2011?':
      "Checked (reviewer's knowledge): John Galliano is right and the three wrong options are wrong; explanation confirmed.",
    'Which house did Phoebe Philo lead from 2008 to 2017?':
      "Checked (reviewer's knowledge): Céline is right and the three wrong options are wrong; explanation confirmed.",
    "Which French designer showed the space-age 'Moon Girl' collection in 1964?":
      "Checked (reviewer's knowledge): André Courrèges is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Emanuel Ungaro' → 'Yves Saint Laurent'. Rechecked by len-e: Moon Girl (1964) was Courrèges's; Saint Laurent showed no such collection.",
    'Which designer made dresses from plastic discs and metal links in 1966?':
      "Checked (reviewer's knowledge): Paco Rabanne is right and the three wrong options are wrong; explanation confirmed.",
    'Which French designer is famous for the little black dress and the No. 5 perfume?':
      "Checked (reviewer's knowledge): Coco Chanel is right and the three wrong options are wrong; explanation confirmed.",
    'Which fashion house uses a logo of interlocking LV initials?':
      "Checked (reviewer's knowledge): Louis Vuitton is right and the three wrong options are wrong; explanation confirmed.",
    "Which Italian fashion house's logo is the head of Medusa?":
      "Checked (reviewer's knowledge): Versace is right and the three wrong options are wrong; explanation confirmed.",
    'Which fashion house is known for a beige check pattern and the trench coat?':
      "Checked (reviewer's knowledge): Burberry is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian fashion house uses a double-G logo?':
      "Checked (reviewer's knowledge): Gucci is right and the three wrong options are wrong; explanation confirmed.",
    "Which sportswear brand's logo is the swoosh?":
      "Checked (reviewer's knowledge): Nike is right and the three wrong options are wrong; explanation confirmed.",
    'Which sportswear brand is known for three stripes?':
      "Checked (reviewer's knowledge): Adidas is right and the three wrong options are wrong; explanation confirmed.",
    'Which British designer was famous for punk fashion in the 1970s?':
      "Checked (reviewer's knowledge): Vivienne Westwood is right and the three wrong options are wrong; explanation confirmed.",
    "Which designer launched the 'New Look' in 1947?":
      "Checked (reviewer's knowledge): Christian Dior is right and the three wrong options are wrong; explanation confirmed.",
    "Which designer popularised the women's tuxedo, Le Smoking, in 1966?":
      "Checked (reviewer's knowledge): Yves Saint Laurent is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which German designer led Chanel from 1983 until his death in 2019?':
      "Checked (reviewer's knowledge): Karl Lagerfeld is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which British designer, known for dark theatrical shows, founded a label under his own name in 1992?':
      "Checked (reviewer's knowledge): Alexander McQueen is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which American designer is famous for the wrap dress, launched in 1974?':
      "Checked (reviewer's knowledge): Diane von Fürstenberg is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian designer founded his house in Milan in 1975 and is known for soft, unstructured suits?':
      "Checked (reviewer's knowledge): Giorgio Armani is right and the three wrong options are wrong; explanation confirmed.",
    "Which Spanish-born couturier was called 'the master of us all' by Dior?":
      "Checked (reviewer's knowledge): Cristóbal Balenciaga is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which American designer's brand is known for its polo player logo?":
      "Checked (reviewer's knowledge): Ralph Lauren is right and the three wrong options are wrong; explanation confirmed.",
    "Which Italian fashion house's logo is an inverted triangle on its bags?":
      "Checked (reviewer's knowledge): Prada is right and the three wrong options are wrong; explanation confirmed.",
    "Which designer dressed Audrey Hepburn in Breakfast at Tiffany's?":
      "Checked (reviewer's knowledge): Hubert de Givenchy is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who was the first designer to sew his label into his clothes, in Paris in the 1850s?':
      "Checked (reviewer's knowledge): Charles Frederick Worth is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which French designer freed women from the corset around 1906 with loose, high-waisted gowns?':
      "Checked (reviewer's knowledge): Paul Poiret is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian designer, a rival of Chanel, made surrealist clothes such as the lobster dress?':
      "Checked (reviewer's knowledge): Elsa Schiaparelli is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Nina Ricci' → 'Cristóbal Balenciaga'. Rechecked by len-e: Schiaparelli made the lobster dress; Balenciaga was Spanish and no surrealist.",
    'Which French couturière perfected the bias cut in the 1920s and 1930s?':
      "Checked (reviewer's knowledge): Madeleine Vionnet is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Belgian designers of the 1980s were known as the Antwerp Six?':
      "Checked (reviewer's knowledge): the Antwerp Six were graduates of the Royal Academy of Fine Arts, Antwerp (Van Noten, Demeulemeester, Van Beirendonck, Bikkembergs, Van Saene, Yee); confirmed. Wording note: 'Who were the Antwerp Six?' would read better than 'Which ... designers ... were known as'. Options reworded for length (issue 14, len-f): 'Photographers from an Antwerp magazine' → 'Photographers for an Antwerp style magazine'. Rechecked by len-e: the Antwerp Six were graduates of the Antwerp academy; photographers is wrong.",
    'Which Japanese designer founded Comme des Garçons?':
      "Checked (reviewer's knowledge): Rei Kawakubo is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese designer created Pleats Please?':
      "Checked (reviewer's knowledge): Issey Miyake is right and the three wrong options are wrong; explanation confirmed.",
    'Which Tunisian-born designer was known as the King of Cling?':
      "Checked (reviewer's knowledge): Azzedine Alaïa is right and the three wrong options are wrong; explanation confirmed.",
    "Which designer created Madonna's cone bra for her 1990 Blond Ambition tour?":
      "Checked (reviewer's knowledge): Jean Paul Gaultier is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who founded the Italian house of Valentino in Rome in 1960?':
      "Checked (reviewer's knowledge): Valentino Garavani founded the house in Rome; the company dates itself to 1960 (atelier opened on Via Condotti 1959-60); confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which fabric are blue jeans usually made of?':
      "Checked (reviewer's knowledge): Denim is right and the three wrong options are wrong; explanation confirmed.",
    'Which businessman patented riveted denim work trousers with the tailor Jacob Davis in 1873?':
      "Checked (reviewer's knowledge): Levi Strauss is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which British designer is credited with popularising the miniskirt in the 1960s?':
      "Checked (reviewer's knowledge): Mary Quant is right and the three wrong options are wrong; explanation confirmed.",
    'What is a two-piece swimsuit named after a Pacific atoll?':
      "Checked (reviewer's knowledge): The bikini is right and the three wrong options are wrong; explanation confirmed.",
    'Which belted coat takes its name from its use by officers in the First World War?':
      "Checked (reviewer's knowledge): The trench coat is right and the three wrong options are wrong; explanation confirmed.",
    'What is a short-sleeved knitted shirt with a collar and buttons at the neck called?':
      "Checked (reviewer's knowledge): A polo shirt is right and the three wrong options are wrong; explanation confirmed.",
    'Which item of clothing is worn around the neck and tied in a knot at the collar?':
      "Checked (reviewer's knowledge): A tie is right and the three wrong options are wrong; explanation confirmed.",
    'Which traditional Scottish garment is a knee-length pleated wrap worn by men?':
      "Checked (reviewer's knowledge): A kilt is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese traditional garment is a wrapped robe tied with an obi?':
      "Checked (reviewer's knowledge): A kimono is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian garment is a long length of cloth wrapped around the body and over a shoulder?':
      "Checked (reviewer's knowledge): A sari is right and the three wrong options are wrong; explanation confirmed.",
    'Which Korean traditional dress has a short jacket and a high-waisted skirt?':
      "Checked (reviewer's knowledge): Hanbok is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Qipao' → 'Cheongsam'. Rechecked by len-e: the hanbok is Korean; the cheongsam is the Chinese qipao by its other name, as before.",
    'Which Vietnamese national garment is a long tunic worn over trousers?':
      "Checked (reviewer's knowledge): Áo dài is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Sari' → 'Cheongsam'. Rechecked by len-e: the áo dài is Vietnamese; the cheongsam is Chinese.",
    'Which Chinese close-fitting dress with a high collar is also called the cheongsam?':
      "Checked (reviewer's knowledge): Qipao is right and the three wrong options are wrong; explanation confirmed.",
    "What did the 1920s 'flappers' typically wear?":
      "Checked (reviewer's knowledge): Short dropped-waist dresses is right and the three wrong options are wrong; explanation confirmed.",
    'What was the wide cage-like petticoat of the 1850s and 1860s called?':
      "Checked (reviewer's knowledge): A crinoline is right and the three wrong options are wrong; explanation confirmed.",
    'Which 18th-century side hoops made skirts very wide at the hips?':
      "Checked (reviewer's knowledge): Panniers is right and the three wrong options are wrong; explanation confirmed.",
    'What was the padded frame worn under the back of skirts in the 1870s and 1880s called?':
      "Checked (reviewer's knowledge): A bustle is right and the three wrong options are wrong; explanation confirmed.",
    'Which stiff, pleated collar was fashionable in the late 1500s?':
      "Checked (reviewer's knowledge): A ruff is right and the three wrong options are wrong; explanation confirmed.",
    'What is the sailor-inspired knitted shirt with navy stripes from Brittany called?':
      "Checked (reviewer's knowledge): A Breton top is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Tudor-era hooped underskirt came to England from Spain?':
      "Checked (reviewer's knowledge): The farthingale is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What were the wide-legged trousers of 1920s Oxford students called?':
      "Checked (reviewer's knowledge): Oxford bags is right and the three wrong options are wrong; explanation confirmed.",
    'What were the baggy trousers ending four inches below the knee, popular with golfers, called?':
      "Checked (reviewer's knowledge): Plus fours is right and the three wrong options are wrong; explanation confirmed.",
    'Which riding trousers take their name from a city in Rajasthan?':
      "Checked (reviewer's knowledge): Jodhpurs is right and the three wrong options are wrong; explanation confirmed.",
    "What were men's long, loose 1940s suits with high-waisted, pegged trousers called?":
      "Checked (reviewer's knowledge): Zoot suits is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1950s British youth style copied Edwardian tailoring?':
      "Checked (reviewer's knowledge): The Teddy Boys is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which war-time scheme limited British clothing styles with the CC41 label?':
      "Checked (reviewer's knowledge): The Utility Clothing Scheme is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the pattern of crossing coloured stripes on a Scottish kilt called?':
      "Checked (reviewer's knowledge): Tartan is right and the three wrong options are wrong; explanation confirmed.",
    'What is a pattern of diamonds, often seen on socks and jumpers, called?':
      "Checked (reviewer's knowledge): Argyle is right and the three wrong options are wrong; explanation confirmed.",
    'Which pattern of curved teardrop shapes is named after a Scottish town?':
      "Checked (reviewer's knowledge): Paisley is right and the three wrong options are wrong; explanation confirmed.",
    "Which two-colour broken-check pattern is named after a dog's tooth?":
      "Checked (reviewer's knowledge): Houndstooth is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which fabric is made from the cocoons of a caterpillar?':
      "Checked (reviewer's knowledge): silk comes from silkworm cocoons; confirmed. Note: satin is a weave that can be made of silk, but it is not the fibre; acceptable.",
    'Which fabric is made from the flax plant?':
      "Checked (reviewer's knowledge): Linen is right and the three wrong options are wrong; explanation confirmed.",
    'Which soft wool comes from a type of goat from Kashmir?':
      "Checked (reviewer's knowledge): Cashmere is right and the three wrong options are wrong; explanation confirmed.",
    'What is leather made from?':
      "Checked (reviewer's knowledge): Animal hides is right and the three wrong options are wrong; explanation confirmed.",
    'Which ribbed cotton fabric has lines called wales?':
      "Checked (reviewer's knowledge): Corduroy is right and the three wrong options are wrong; explanation confirmed.",
    'Which synthetic fabric was introduced by DuPont and first used widely for stockings in 1940?':
      "Checked (reviewer's knowledge): Nylon is right and the three wrong options are wrong; explanation confirmed.",
    'Which stretchy fibre is also called spandex or Lycra?':
      "Checked (reviewer's knowledge): Elastane is right and the three wrong options are wrong; explanation confirmed.",
    'Which fine wool comes from the Angora goat?':
      "Checked (reviewer's knowledge): Mohair is right and the three wrong options are wrong; explanation confirmed.",
    'Which rough woollen cloth is associated with the Scottish Hebrides island of Harris?':
      "Checked (reviewer's knowledge): Tweed is right and the three wrong options are wrong; explanation confirmed.",
    'Which fabric has a short, dense raised pile and is often used for evening wear?':
      "Checked (reviewer's knowledge): Velvet is right and the three wrong options are wrong; explanation confirmed.",
    'Which very light, sheer fabric is used for scarves and veils?':
      "Checked (reviewer's knowledge): Chiffon is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which fibre is made from wood pulp and is also called viscose?':
      "Checked (reviewer's knowledge): Rayon is right and the three wrong options are wrong; explanation confirmed.",
    'Which breed of sheep gives a fine, soft wool prized for knitwear?':
      "Checked (reviewer's knowledge): Merino is right and the three wrong options are wrong; explanation confirmed.",
    'Which tightly woven fabric did Thomas Burberry invent in 1879?':
      "Checked (reviewer's knowledge): Gabardine is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which South American animal gives the finest and rarest wool?':
      "Checked (reviewer's knowledge): Vicuña is right and the three wrong options are wrong; explanation confirmed.",
    'What is the name of a fabric with a woven raised pattern, often in gold or silver thread?':
      "Checked (reviewer's knowledge): Brocade is right and the three wrong options are wrong; explanation confirmed.",
    'Which fabric is named after the Syrian city where it was made?':
      "Checked (reviewer's knowledge): Damask is right and the three wrong options are wrong; explanation confirmed.",
    'Which fabric takes its name from Calicut in India?':
      "Checked (reviewer's knowledge): Calico is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Chintz' → 'Dungaree'. Rechecked by len-e: calico is named after Calicut; dungaree cloth is named after Dongri, in Bombay.",
    'Which fabric takes its name from the city of Mosul, in Iraq?':
      "Checked (reviewer's knowledge): Muslin is right and the three wrong options are wrong; explanation confirmed.",
    'Which cotton fabric with a woven check pattern shares its name with a city in India?':
      "Checked (reviewer's knowledge): Madras is right and the three wrong options are wrong; explanation confirmed.",
    'What is the thread count of a fabric?':
      "Checked (reviewer's knowledge): Threads per square inch is right and the three wrong options are wrong; explanation confirmed.",
    "What does 'haute couture' mean in English?":
      "Checked (reviewer's knowledge): High sewing is right and the three wrong options are wrong; explanation confirmed.",
    "What is 'prêt-à-porter' in English?":
      "Checked (reviewer's knowledge): Ready-to-wear is right and the three wrong options are wrong; explanation confirmed.",
    'What is the raised walkway on which models show clothes called?':
      "Checked (reviewer's knowledge): The catwalk is right and the three wrong options are wrong; explanation confirmed.",
    'What are clothes from an earlier era, bought second-hand, often called?':
      "Checked (reviewer's knowledge): Vintage is right and the three wrong options are wrong; explanation confirmed.",
    'Which word describes cheap clothes produced quickly to copy catwalk trends?':
      "Checked (reviewer's knowledge): Fast fashion is right and the three wrong options are wrong; explanation confirmed.",
    'What is a maker of hats called?':
      "Checked (reviewer's knowledge): A milliner is right and the three wrong options are wrong; explanation confirmed.",
    'What is a person who makes shoes by hand called?':
      "Checked (search, pages: Wikipedia 'Cordwainer' and Oxford Dictionaries 'cobbler'): Oxford defines a cobbler as one who mends shoes, but Merriam-Webster and American Heritage give 'makes or mends'; the answer is the only fitting option. Accepted; suggest 'makes or mends shoes' in the question to match the explanation.",
    'What is a seller of small sewing goods such as buttons and ribbon called in Britain?':
      "Checked (reviewer's knowledge): A haberdasher is right and the three wrong options are wrong; explanation confirmed.",
    "What is the name for a designer's set of clothes shown in one season?":
      "Checked (reviewer's knowledge): A collection is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'A range' → 'A pattern book'. Rechecked by len-e: a season's set is a collection; a pattern book is something else.",
    'Which term describes a single outfit shown in a collection?':
      "Checked (reviewer's knowledge): A look is right and the three wrong options are wrong; explanation confirmed.",
    "What is a tailored suit made to a customer's own measurements called?":
      "Checked (reviewer's knowledge): Bespoke is right and the three wrong options are wrong; explanation confirmed.",
    'Which London street is famous for its bespoke tailors?':
      "Checked (reviewer's knowledge): Savile Row is right and the three wrong options are wrong; explanation confirmed.",
    'Which London street was the centre of 1960s Swinging London fashion?':
      "Checked (reviewer's knowledge): Carnaby Street is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What does 'à la mode' literally mean?":
      "Checked (reviewer's knowledge): In fashion is right and the three wrong options are wrong; explanation confirmed.",
    "What is the name for a model's dress form used by dressmakers?":
      "Checked (reviewer's knowledge): A mannequin is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is a test version of a garment, made in cheap cloth, called?':
      "Checked (reviewer's knowledge): A toile is right and the three wrong options are wrong; explanation confirmed.",
    'What are the seamstresses of a Paris couture workshop called?':
      "Checked (reviewer's knowledge): Petites mains is right and the three wrong options are wrong; explanation confirmed.",
    "What is an 'atelier' in fashion?":
      "Checked (reviewer's knowledge): A designer's workshop is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What is 'deadstock' in fashion?":
      "Checked (reviewer's knowledge): Unused old fabric or stock is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which fashion magazine has been edited by Anna Wintour since 1988?':
      "Checked (reviewer's knowledge): American Vogue is right and the three wrong options are wrong; explanation confirmed.",
    "Which city hosts fashion weeks alongside New York, London and Milan in the 'Big Four'?":
      "Checked (reviewer's knowledge): Paris is right and the three wrong options are wrong; explanation confirmed.",
    "Which charity gala, held at the Metropolitan Museum of Art in New York each May, is fashion's biggest night?":
      "Checked (reviewer's knowledge): The Met Gala is right and the three wrong options are wrong; explanation confirmed.",
    'Which British model of the 1960s was nicknamed Twiggy?':
      "Checked (reviewer's knowledge): Lesley Hornby is right and the three wrong options are wrong; explanation confirmed.",
    "Which underwear brand put on televised shows with 'Angels' in wings?":
      "Checked (reviewer's knowledge): Victoria's Secret is right and the three wrong options are wrong; explanation confirmed.",
    'Which British model, discovered at 14 at JFK airport, became a face of 1990s heroin chic?':
      "Checked (reviewer's knowledge): Kate Moss is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1990s group of models included Naomi Campbell, Cindy Crawford, Linda Evangelista and Christy Turlington?':
      "Checked (reviewer's knowledge): The supermodels is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which fashion magazine was first published in 1867 as Harper's Bazar?":
      "Checked (reviewer's knowledge): Harper's Bazaar is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Elle' → 'Women's Wear Daily'. Rechecked by len-e: Harper's Bazar began in 1867; Women's Wear Daily began in 1910.",
    'Which fashion magazine was founded in Paris in 1945 by Hélène Gordon-Lazareff?':
      "Checked (reviewer's knowledge): Elle is right and the three wrong options are wrong; explanation confirmed.",
    'Which city is home to fashion houses Prada, Versace and Armani?':
      "Checked (reviewer's knowledge): Milan is right and the three wrong options are wrong; explanation confirmed.",
    "Which Princess of Wales wore a famous 'revenge dress' in 1994?":
      "Checked (reviewer's knowledge): Diana is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1960s First Lady was famous for her pillbox hats?':
      "Checked (reviewer's knowledge): Jacqueline Kennedy is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Mamie Eisenhower' → 'Mamie Doud Eisenhower'. Rechecked by len-e: Jacqueline Kennedy made the pillbox hat famous; Mamie Eisenhower (fuller name) was the 1950s First Lady.",
    "Which editor of Vogue from 1963 to 1971 was famous for saying 'pink is the navy blue of India'?":
      "Checked (reviewer's knowledge): Diana Vreeland is right and the three wrong options are wrong; explanation confirmed.",
    'What was the 1973 fashion show at which five French and five American designers competed called?':
      "Checked (reviewer's knowledge): The Battle of Versailles is right and the three wrong options are wrong; explanation confirmed.",
    'Which Vogue creative director was the subject of the 2009 documentary The September Issue, alongside Anna Wintour?':
      "Checked (reviewer's knowledge): Grace Coddington is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Polly Mellen' → 'Alexandra Shulman'. Rechecked by len-e: Grace Coddington was in The September Issue; Alexandra Shulman edited British Vogue and was not in it.",
    'Which model became the first Black woman on the cover of British Vogue, in 1966?':
      "Checked (reviewer's knowledge): Donyale Luna is right and the three wrong options are wrong; explanation confirmed.",
    'Which fashion week began in 1943 as Press Week?':
      "Checked (reviewer's knowledge): New York Fashion Week is right and the three wrong options are wrong; explanation confirmed.",
    'What is a sleeveless garment worn over a shirt as part of a three-piece suit called?':
      "Checked (reviewer's knowledge): A waistcoat is right and the three wrong options are wrong; explanation confirmed.",
    'What is a small, flat, strapless handbag held in the hand called?':
      "Checked (reviewer's knowledge): A clutch is right and the three wrong options are wrong; explanation confirmed.",
    'Which fashion house makes the Speedy and the Neverfull bags?':
      "Checked (reviewer's knowledge): Louis Vuitton is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Dior' → 'Bottega Veneta'. Rechecked by len-e: Speedy and Neverfull are Louis Vuitton bags; Bottega Veneta makes neither.",
    "Which designer's shoes have red soles?":
      "Checked (reviewer's knowledge): Christian Louboutin is right and the three wrong options are wrong; explanation confirmed.",
    "Which Spanish-born designer's shoes were made famous by Sex and the City?":
      "Checked (reviewer's knowledge): Manolo Blahnik is right and the three wrong options are wrong; explanation confirmed.",
    'What is a shoe with a very high, thin heel called?':
      "Checked (reviewer's knowledge): A stiletto is right and the three wrong options are wrong; explanation confirmed.",
    'Which boots, first sold in Britain in 1960, have yellow stitching and air-cushioned soles?':
      "Checked (reviewer's knowledge): Dr. Martens is right and the three wrong options are wrong; explanation confirmed.",
    'Which canvas basketball shoe is named after the player Chuck Taylor?':
      "Checked (reviewer's knowledge): Converse All Star is right and the three wrong options are wrong; explanation confirmed.",
    'Which Nike shoe range was named after a Chicago Bulls star in 1985?':
      "Checked (reviewer's knowledge): Air Jordan is right and the three wrong options are wrong; explanation confirmed.",
    'Which French fashion house makes the Birkin bag?':
      "Checked (reviewer's knowledge): Hermès is right and the three wrong options are wrong; explanation confirmed.",
    'Which Chanel bag was named after the month and year of its launch?':
      "Checked (reviewer's knowledge): 2.55 is right and the three wrong options are wrong; explanation confirmed.",
    'Which shoe designer, born in Malaysia, co-founded a luxury label in London in 1996?':
      "Checked (reviewer's knowledge): Jimmy Choo is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian brand is known for its leather loafers with a horsebit?':
      "Checked (reviewer's knowledge): Gucci is right and the three wrong options are wrong; explanation confirmed.",
    'Which soft, low shoe with no laces takes its name from a lazy person?':
      "Checked (reviewer's knowledge): A loafer is right and the three wrong options are wrong; explanation confirmed.",
    'Which shoe style is decorated with punched holes along its seams?':
      "Checked (reviewer's knowledge): A brogue is right and the three wrong options are wrong; explanation confirmed.",
    'What is a backless shoe or slipper called?':
      "Checked (reviewer's knowledge): A mule is right and the three wrong options are wrong; explanation confirmed.",
    "Which Italian shoemaker was known as the 'shoemaker to the stars' and invented the wedge heel?":
      "Checked (reviewer's knowledge): Salvatore Ferragamo is right and the three wrong options are wrong; explanation confirmed.",
    'Which French designer is credited with the modern stiletto heel in the 1950s?':
      "Checked (reviewer's knowledge): Roger Vivier is generally credited with the modern stiletto heel at Dior in the 1950s ('credited' covers rival claims such as André Perugia's); confirmed.",
    'Which Italian house designed the bamboo-handled bag in 1947?':
      "Checked (reviewer's knowledge): Gucci is right and the three wrong options are wrong; explanation confirmed.",
    'Which Fendi bag, made famous in Sex and the City, is carried under the arm?':
      "Checked (reviewer's knowledge): The Baguette is right and the three wrong options are wrong; explanation confirmed.",
    'What is the clog-like sandal of ancient Japan with raised wooden teeth called?':
      "Checked (reviewer's knowledge): Geta is right and the three wrong options are wrong; explanation confirmed.",
    "Which hat, named after a novel's heroine, is a soft felt hat with a pinched crown?":
      "Checked (reviewer's knowledge): The trilby is right and the three wrong options are wrong; explanation confirmed.",
    'Which hat takes its name from an 1882 play by Victorien Sardou?':
      "Checked (reviewer's knowledge): The fedora is right and the three wrong options are wrong; explanation confirmed.",
  },
};
