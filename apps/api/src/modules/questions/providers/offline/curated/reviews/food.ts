import type { BankReview } from './review.js';

/** bank-ball's check of bank-life's food bank (ADR 0195); registered in index.ts once both are merged. */
export const foodReview: BankReview = {
  bank: 'food',
  writer: 'bank-life',
  reviewer: 'bank-ball',
  checks: {
    'Which country is sushi from?':
      "Checked (reviewer's knowledge): Japan is right and China, Korea and Thailand are wrong; explanation confirmed.",
    'What is the main ingredient of guacamole?':
      "Checked (reviewer's knowledge): Avocado is right and Tomato, Pea and Cucumber are wrong; explanation confirmed.",
    'Which country does the pizza Margherita come from?':
      "Checked (reviewer's knowledge): Italy is right and France, Greece and Spain are wrong; explanation confirmed.",
    'Which country does paella come from?':
      "Checked (reviewer's knowledge): Spain is right and Portugal, Italy and Mexico are wrong; explanation confirmed.",
    'Which country is famous for kimchi?':
      "Checked (reviewer's knowledge): South Korea is right and Japan, China and Vietnam are wrong; explanation confirmed.",
    "Which dish of sheep's offal cooked with oatmeal is traditionally eaten on Burns Night?":
      "Checked (reviewer's knowledge): Haggis is right and Black pudding, Scotch broth and Cullen skink are wrong; explanation confirmed.",
    'Which country are pierogi, filled dumplings, most associated with?':
      "Checked (reviewer's knowledge): Poland is right and Hungary, Greece and Portugal are wrong; explanation confirmed.",
    "Which Italian dessert's name means pick me up?":
      "Checked (reviewer's knowledge): Tiramisu is right and Panna cotta, Cannoli and Zabaglione are wrong; explanation confirmed.",
    'Which Japanese dish is thinly sliced raw fish served without rice?':
      "Checked (reviewer's knowledge): Sashimi is right and Tempura, Ramen and Yakitori are wrong; explanation confirmed.",
    'Which Hungarian stew is seasoned with paprika?':
      "Checked (reviewer's knowledge): Goulash is right and Borscht, Moussaka and Cassoulet are wrong; explanation confirmed. Goulash (gulyás) confirmed.",
    'Which country do tacos come from?':
      "Checked (reviewer's knowledge): Mexico is right and Spain, Peru and Argentina are wrong; explanation confirmed. Mexico confirmed. The guacamole explanation ('Guacamole comes from Mexico') mentions Mexico but not tacos, so it is not a giveaway.",
    'Which Italian dish is sheets of pasta layered with meat sauce and béchamel, then baked?':
      "Checked (reviewer's knowledge): Lasagne is right and Ravioli, Cannelloni and Tortellini are wrong; explanation confirmed.",
    'What are the small Spanish dishes served with drinks in bars called?':
      "Checked (reviewer's knowledge): Tapas is right and Meze, Antipasti and Dim sum are wrong; explanation confirmed.",
    'Which Swiss dish is a shared pot of melted cheese into which bread is dipped?':
      "Checked (reviewer's knowledge): Fondue is right and Raclette, Rösti and Gratin are wrong; explanation confirmed.",
    "Which meat is used in a traditional shepherd's pie?":
      "Checked (reviewer's knowledge): Lamb is right and Beef, Pork and Chicken are wrong; explanation confirmed. Lamb is the modern standard (beef makes cottage pie); the other three are wrong.",
    'Which fruit tops a Hawaiian pizza, along with ham?':
      "Checked (reviewer's knowledge): Pineapple is right and Mango, Peach and Banana are wrong; explanation confirmed.",
    'Which Middle Eastern deep-fried balls are made from ground chickpeas or broad beans?':
      "Checked (reviewer's knowledge): Falafel is right and Kibbeh, Dolma and Börek are wrong; explanation confirmed.",
    'Which Spanish soup of raw blended tomatoes, peppers and cucumber is served cold?':
      "Checked (reviewer's knowledge): Gazpacho is right and Minestrone, Vichyssoise and Bouillabaisse are wrong; explanation confirmed.",
    'Which Japanese dish is seafood and vegetables fried in a light, crisp batter?':
      "Checked (reviewer's knowledge): Tempura is right and Teriyaki, Sukiyaki and Tonkatsu are wrong; explanation confirmed.",
    'Which country is famous for pho, a noodle soup with herbs?':
      "Checked (reviewer's knowledge): Vietnam is right and Thailand, Cambodia and Laos are wrong; explanation confirmed.",
    'Which rice dish, layered with spiced meat or vegetables, is popular in India and Pakistan?':
      "Checked (reviewer's knowledge): Biryani is right and Pilau, Korma and Dhansak are wrong; explanation confirmed.",
    'Which Canadian dish is chips topped with cheese curds and gravy?':
      "Checked (reviewer's knowledge): Poutine is right and Tourtière, Bannock and Nanaimo bar are wrong; explanation confirmed.",
    'Which Peruvian dish is raw fish cured in lime juice?':
      "Checked (reviewer's knowledge): Ceviche is right and Carpaccio, Poke and Gravlax are wrong; explanation confirmed.",
    'Which Moroccan stew takes its name from the cone-lidded clay pot it is cooked in?':
      "Checked (reviewer's knowledge): Tagine is right and Couscous, Harira and Pastilla are wrong; explanation confirmed. Tagine confirmed.",
    'Which Korean dish is a bowl of rice topped with vegetables, meat and often a fried egg?':
      "Checked (reviewer's knowledge): Bibimbap is right and Bulgogi, Japchae and Tteokbokki are wrong; explanation confirmed.",
    'Which Provençal fish stew is a speciality of Marseille?':
      "Checked (reviewer's knowledge): Bouillabaisse is right and Ratatouille, Pot-au-feu and Tartiflette are wrong; explanation confirmed.",
    'Which Italian rice balls are stuffed, coated in breadcrumbs and deep-fried?':
      "Checked (reviewer's knowledge): Arancini is right and Gnocchi, Polenta and Grissini are wrong; explanation confirmed.",
    'Which British dish is sausages baked in Yorkshire pudding batter?':
      "Checked (reviewer's knowledge): Toad in the hole is right and Bubble and squeak, Bangers and mash and Pigs in blankets are wrong; explanation confirmed.",
    'Which dish of beef fillet wrapped in pastry is said to be named after a duke?':
      "Checked (reviewer's knowledge): Beef Wellington is right and Beef Stroganoff, Beef bourguignon and Steak Diane are wrong; explanation confirmed.",
    'Which French casserole of white beans, sausage and duck confit comes from Languedoc?':
      "Checked (reviewer's knowledge): Cassoulet is right and Ratatouille, Choucroute and Garbure are wrong; explanation confirmed.",
    'Which Ethiopian spongy flatbread made from teff is used to scoop up stews?':
      "Checked (reviewer's knowledge): Injera is right and Roti, Lavash and Pita are wrong; explanation confirmed.",
    'Which slow-cooked dry beef curry from West Sumatra is simmered in coconut milk until the liquid is gone?':
      "Checked (reviewer's knowledge): Rendang is right and Vindaloo, Massaman and Korma are wrong; explanation confirmed.",
    'Which dish of meat stewed in vinegar, soy sauce, garlic and bay leaves is a Filipino favourite?':
      "Checked (reviewer's knowledge): Adobo is right and Sinigang, Lechon and Pancit are wrong; explanation confirmed.",
    'Which Japanese savoury pancake takes its name from the words for as you like and grilled?':
      "Checked (reviewer's knowledge): Okonomiyaki is right and Takoyaki, Monjayaki and Chawanmushi are wrong; explanation confirmed.",
    'Which stew of black beans and pork is often called the national dish of Brazil?':
      "Checked (reviewer's knowledge): Feijoada is right and Moqueca, Churrasco and Vatapá are wrong; explanation confirmed.",
    'Which Georgian bread is filled with melted cheese and often topped with an egg?':
      "Checked (reviewer's knowledge): Khachapuri is right and Khinkali, Lobiani and Churchkhela are wrong; explanation confirmed.",
    'Which Scandinavian dish is raw salmon cured with salt, sugar and dill?':
      "Checked (reviewer's knowledge): Gravlax is right and Lutefisk, Surströmming and Rakfisk are wrong; explanation confirmed.",
    'Which Italian dish of raw beef sliced paper-thin is named after a Venetian painter?':
      "Checked (reviewer's knowledge): Carpaccio is right and Bresaola, Vitello tonnato and Saltimbocca are wrong; explanation confirmed. Carpaccio, created by Giuseppe Cipriani at Harry's Bar about 1950 and named after Vittore Carpaccio, confirmed.",
    'What is tofu made from?':
      "Checked (reviewer's knowledge): Soybeans is right and Rice, Wheat and Chickpeas are wrong; explanation confirmed.",
    'What is the main ingredient of hummus?':
      "Checked (reviewer's knowledge): Chickpeas is right and Lentils, Broad beans and Kidney beans are wrong; explanation confirmed.",
    'Which spice, made from the stigmas of a crocus, is the most expensive by weight?':
      "Checked (reviewer's knowledge): Saffron is right and Vanilla, Cardamom and Turmeric are wrong; explanation confirmed. Saffron (Crocus sativus stigmas) is the spice usually cited as the dearest by weight, ahead of vanilla; about 150,000 flowers per kg is the standard figure.",
    'Which nut is marzipan made from?':
      "Checked (reviewer's knowledge): Almonds is right and Hazelnuts, Cashews and Walnuts are wrong; explanation confirmed.",
    'What is miso mainly made from?':
      "Checked (reviewer's knowledge): Fermented soybeans is right and Pickled plums, Dried bonito flakes and Ground sesame seeds are wrong; explanation confirmed.",
    'Which cheese is used on a classic pizza Margherita?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: mozzarella, with tomato and basil, tops a classic Margherita; parmesan, cheddar and gorgonzola do not; the new explanation no longer names Italy's flag.",
    'Which grain is risotto made from?':
      "Checked (reviewer's knowledge): Rice is right and Couscous, Bulgur wheat and Quinoa are wrong; explanation confirmed.",
    'Which vegetable gives borscht its deep red colour?':
      "Checked (reviewer's knowledge): Beetroot is right and Pumpkin, Carrot and Potato are wrong; explanation confirmed.",
    'What makes bread dough rise?':
      "Checked (reviewer's knowledge): Yeast is right and Salt, Sugar and Vinegar are wrong; explanation confirmed.",
    'Besides cucumber, what is the main ingredient of Greek tzatziki?':
      "Checked (reviewer's knowledge): Yogurt is right and Cream cheese, Feta and Mayonnaise are wrong; explanation confirmed.",
    'What is the main ingredient of an omelette?':
      "Checked (reviewer's knowledge): Eggs is right and Flour, Rice and Milk are wrong; explanation confirmed.",
    'Which herb is the main ingredient of pesto alla genovese?':
      "Checked (reviewer's knowledge): Basil is right and Parsley, Coriander and Mint are wrong; explanation confirmed.",
    'Which cheese is crumbled into a traditional Greek salad?':
      "Checked (reviewer's knowledge): Feta is right and Halloumi, Ricotta and Brie are wrong; explanation confirmed.",
    'Which English cheese takes its name from a village in Somerset?':
      "Checked (reviewer's knowledge): Cheddar is right and Stilton, Wensleydale and Double Gloucester are wrong; explanation confirmed.",
    'Which grain are most Italian pastas made from?':
      "Checked (reviewer's knowledge): Wheat is right and Rice, Barley and Rye are wrong; explanation confirmed.",
    'Which kind of plant is popcorn?':
      "Checked (reviewer's knowledge): Maize is right and Wheat, Rice and Barley are wrong; explanation confirmed.",
    'Which vegetable is fermented to make sauerkraut?':
      "Checked (reviewer's knowledge): Cabbage is right and Cucumber, Turnip and Beetroot are wrong; explanation confirmed.",
    'What is nori, used to wrap sushi rolls?':
      "Checked (reviewer's knowledge): Seaweed is right and Rice paper, Soy paper and Cabbage leaf are wrong; explanation confirmed.",
    'Which fish is salted and dried to make the Portuguese staple bacalhau?':
      "Checked (reviewer's knowledge): Cod is right and Haddock, Hake and Pollock are wrong; explanation confirmed. Cod (bacalhau is salt cod) confirmed; haddock, hake and pollock are not used for it.",
    'What is the Middle Eastern paste tahini made from?':
      "Checked (reviewer's knowledge): Sesame seeds is right and Pine nuts, Sunflower seeds and Flax seeds are wrong; explanation confirmed.",
    'Which Cypriot cheese is firm enough to grill or fry without melting?':
      "Checked (reviewer's knowledge): Halloumi is right and Feta, Ricotta and Brie are wrong; explanation confirmed.",
    "Which animal's milk makes the prized PDO mozzarella of Campania?":
      "Checked (reviewer's knowledge): Water buffalo is right and Goat, Sheep and Camel are wrong; explanation confirmed.",
    'Which root, a relative of ginger, gives curry powder its yellow colour?':
      "Checked (reviewer's knowledge): Turmeric is right and Galangal, Cardamom and Cumin are wrong; explanation confirmed.",
    'Which pod-shaped spice comes from an orchid?':
      "Checked (reviewer's knowledge): Vanilla is right and Cardamom, Star anise and Tamarind are wrong; explanation confirmed.",
    'What are Japanese soba noodles made from?':
      "Checked (reviewer's knowledge): Buckwheat is right and Rice, Mung beans and Tapioca are wrong; explanation confirmed.",
    'Which spice grows inside a lacy red covering that is sold as mace?':
      "Checked (reviewer's knowledge): Nutmeg is right and Clove, Allspice and Star anise are wrong; explanation confirmed.",
    'Which Japanese stock, the base of miso soup, is made from kelp and dried bonito flakes?':
      "Checked (reviewer's knowledge): Dashi is right and Ponzu, Mirin and Tamari are wrong; explanation confirmed.",
    "From which animal's milk is Roquefort made?":
      "Checked (reviewer's knowledge): Sheep is right and Cow, Goat and Buffalo are wrong; explanation confirmed.",
    'Which tropical pod fruit is an ingredient of Worcestershire sauce?':
      "Checked (reviewer's knowledge): Tamarind is right and Carob, Okra and Cardamom are wrong; explanation confirmed.",
    'Which chilli is smoked and dried to make chipotle?':
      "Checked (reviewer's knowledge): Jalapeño is right and Habanero, Poblano and Serrano are wrong; explanation confirmed.",
    'Which French sauce is made from egg yolks, butter and lemon juice?':
      "Checked (reviewer's knowledge): Hollandaise is right and Béchamel, Velouté and Espagnole are wrong; explanation confirmed.",
    'What is the Italian term for pasta cooked so that it is still firm to the bite?':
      "Checked (reviewer's knowledge): Al dente is right and Al forno, Al fresco and Aglio e olio are wrong; explanation confirmed.",
    'Which vegetable are chips and crisps made from?':
      "Checked (reviewer's knowledge): The potato is right and The carrot, The parsnip and The turnip are wrong; explanation confirmed.",
    'What is soaking food in a seasoned liquid before cooking called?':
      "Checked (reviewer's knowledge): Marinating is right and Blanching, Braising and Poaching are wrong; explanation confirmed.",
    'What is cooking food gently in liquid just below boiling point called?':
      "Checked (reviewer's knowledge): Poaching is right and Searing, Roasting and Grilling are wrong; explanation confirmed.",
    'What is browning meat quickly over a very high heat called?':
      "Checked (reviewer's knowledge): Searing is right and Poaching, Steaming and Stewing are wrong; explanation confirmed.",
    'Which round-bottomed pan is used for Chinese stir-frying?':
      "Checked (reviewer's knowledge): A wok is right and A skillet, A griddle and A casserole are wrong; explanation confirmed.",
    'Which TV chef fronted The Naked Chef and campaigned for healthier school dinners?':
      "Checked (reviewer's knowledge): Jamie Oliver is right and Gordon Ramsay, Hugh Fearnley-Whittingstall and Heston Blumenthal are wrong; explanation confirmed.",
    "Which Scottish-born chef fronts Hell's Kitchen and Kitchen Nightmares?":
      "Checked (reviewer's knowledge): Gordon Ramsay is right and Rick Stein, Marco Pierre White and Tom Kerridge are wrong; explanation confirmed. Gordon Ramsay, born in Johnstone and raised in Stratford-upon-Avon, fronts both shows.",
    'What is scalding vegetables briefly, then plunging them into iced water, called?':
      "Checked (reviewer's knowledge): Blanching is right and Braising, Basting and Searing are wrong; explanation confirmed.",
    "What is spooning a roast's juices or fat over it while it cooks called?":
      "Checked (reviewer's knowledge): Basting is right and Brining, Glazing and Braising are wrong; explanation confirmed.",
    'What is cooking food in a sealed bag in a precisely heated water bath called?':
      "Checked (reviewer's knowledge): Sous vide is right and Bain-marie, En papillote and Confit are wrong; explanation confirmed.",
    'What is meat slowly cooked and then preserved in its own fat called?':
      "Checked (reviewer's knowledge): Confit is right and Terrine, Carpaccio and Tartare are wrong; explanation confirmed.",
    'What are vegetables cut into thin matchstick strips called?':
      "Checked (reviewer's knowledge): Julienne is right and Brunoise, Chiffonade and Paysanne are wrong; explanation confirmed.",
    'What is the French base of diced onion, carrot and celery called?':
      "Checked (reviewer's knowledge): Mirepoix is right and Roux, Bouquet garni and Duxelles are wrong; explanation confirmed.",
    'What is a mixture of flour and fat cooked together to thicken sauces called?':
      "Checked (reviewer's knowledge): A roux is right and A slurry, A liaison and A glaze are wrong; explanation confirmed.",
    'Which French sauce is made from milk thickened with a white roux?':
      "Checked (reviewer's knowledge): Béchamel is right and Velouté, Espagnole and Beurre blanc are wrong; explanation confirmed.",
    'What is a bowl set over simmering water to melt chocolate gently called?':
      "Checked (reviewer's knowledge): A bain-marie is right and A salamander, A mandoline and A chinois are wrong; explanation confirmed.",
    'In a kitchen brigade, which cook is second-in-command to the head chef?':
      "Checked (reviewer's knowledge): The sous chef is right and The chef de partie, The commis chef and The saucier are wrong; explanation confirmed.",
    'Which restaurant guide awards up to three stars?':
      "Checked (reviewer's knowledge): The Michelin Guide is right and The Good Food Guide, The Gault et Millau and The Zagat Guide are wrong; explanation confirmed. The Michelin Guide (first edition 1900) is right; Gault et Millau uses toques, the Good Food Guide scores and Zagat ratings are not three stars.",
    'Which chef runs The Fat Duck in Bray, Berkshire?':
      "Checked (reviewer's knowledge): Heston Blumenthal is right and Gordon Ramsay, Marco Pierre White and Michel Roux Jr are wrong; explanation confirmed.",
    'Which French chef set down the kitchen brigade system and the five mother sauces?':
      "Checked (reviewer's knowledge): Auguste Escoffier is right and Marie-Antoine Carême, Paul Bocuse and Fernand Point are wrong; explanation confirmed. Escoffier, Le Guide Culinaire 1903, confirmed (Carême classified four sauces earlier; Escoffier's five are the standard).",
    'Which French mother sauce is made from a brown roux and brown veal stock?':
      "Checked (reviewer's knowledge): Espagnole is right and Velouté, Béchamel and Mornay are wrong; explanation confirmed.",
    'Which sauce is a béchamel with grated cheese such as Gruyère stirred in?':
      "Checked (reviewer's knowledge): Mornay is right and Soubise, Nantua and Bercy are wrong; explanation confirmed.",
    'What is the French technique of cooking food sealed in a parcel of parchment called?':
      "Checked (reviewer's knowledge): En papillote is right and Sous vide, Flambé and À la meunière are wrong; explanation confirmed.",
    'What is cutting leafy herbs into fine ribbons by rolling and slicing them called?':
      "Checked (reviewer's knowledge): Chiffonade is right and Julienne, Brunoise and Macédoine are wrong; explanation confirmed.",
    'In a professional kitchen, what is a salamander?':
      "Checked (reviewer's knowledge): An overhead grill is right and A cone-shaped sieve, A hand-held blowtorch and A mandoline slicer are wrong; explanation confirmed.",
    'What is the French term for having all ingredients prepared before cooking starts?':
      "Checked (reviewer's knowledge): Mise en place is right and Mise en scène, Haute cuisine and Cordon bleu are wrong; explanation confirmed.",
    'Which type of pastry is used for profiteroles and éclairs?':
      "Checked (reviewer's knowledge): Choux pastry is right and Puff pastry, Filo pastry and Shortcrust pastry are wrong; explanation confirmed.",
    'Which crescent-shaped flaky pastry is a French breakfast favourite?':
      "Checked (reviewer's knowledge): The croissant is right and The brioche, The baguette and The madeleine are wrong; explanation confirmed.",
    'What is the long, thin French loaf called?':
      "Checked (reviewer's knowledge): A baguette is right and A bloomer, A ciabatta and A focaccia are wrong; explanation confirmed.",
    'Besides sugar, what is the main ingredient of meringue?':
      "Checked (reviewer's knowledge): Egg whites is right and Egg yolks, Butter and Cream are wrong; explanation confirmed.",
    'Which dessert is a baked custard with a hard, caramelised sugar top?':
      "Checked (reviewer's knowledge): Crème brûlée is right and Crème caramel, Panna cotta and Mousse are wrong; explanation confirmed.",
    'On which day are pancakes traditionally eaten in Britain?':
      "Checked (reviewer's knowledge): Shrove Tuesday is right and Ash Wednesday, Good Friday and Maundy Thursday are wrong; explanation confirmed.",
    'Which fruit is used in a Black Forest gâteau?':
      "Checked (reviewer's knowledge): Cherries is right and Raspberries, Strawberries and Apricots are wrong; explanation confirmed.",
    "How many is a baker's dozen?":
      "Checked (reviewer's knowledge): 13 is right and 12, 11 and 14 are wrong; explanation confirmed.",
    'Which British cake, sandwiched with jam and cream, is named after a queen?':
      "Checked (reviewer's knowledge): Victoria sponge is right and Madeira cake, Dundee cake and Battenberg cake are wrong; explanation confirmed.",
    'Which fried dough sticks are dipped in hot chocolate in Spain?':
      "Checked (reviewer's knowledge): Churros is right and Beignets, Doughnuts and Fritters are wrong; explanation confirmed.",
    'Which meringue dessert is named after a Russian ballerina?':
      "Checked (reviewer's knowledge): Pavlova is right and Tarte Tatin, Crêpe Suzette and Peach Melba are wrong; explanation confirmed.",
    'Which upside-down French apple dessert is named after two sisters who ran a hotel?':
      "Checked (reviewer's knowledge): Tarte Tatin is right and Clafoutis, Far breton and Tarte Bourdaloue are wrong; explanation confirmed.",
    'Which layered pastry of nuts soaked in syrup or honey is eaten across Turkey, Greece and the Middle East?':
      "Checked (reviewer's knowledge): Baklava is right and Strudel, Cannoli and Mille-feuille are wrong; explanation confirmed.",
    'Which Italian dessert is a scoop of ice cream drowned in hot espresso?':
      "Checked (reviewer's knowledge): Affogato is right and Semifreddo, Granita and Zabaglione are wrong; explanation confirmed.",
    'Which fruit jam is spread inside a Sachertorte?':
      "Checked (reviewer's knowledge): Apricot is right and Raspberry, Cherry and Strawberry are wrong; explanation confirmed.",
    'Which French biscuits of almond meringue sandwich a filling and come in pastel colours?':
      "Checked (reviewer's knowledge): Macarons is right and Madeleines, Financiers and Palmiers are wrong; explanation confirmed.",
    'Which small French sponge cake is baked in a shell-shaped mould?':
      "Checked (reviewer's knowledge): The madeleine is right and The financier, The canelé and The palmier are wrong; explanation confirmed.",
    'Which raising agent is bicarbonate of soda mixed with a dry acid?':
      "Checked (reviewer's knowledge): Baking powder is right and Cream of tartar, Yeast and Cornflour are wrong; explanation confirmed.",
    'Which bread rises with a live starter of flour and water that is fed and kept between bakes?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: sourdough rises with a fed starter of flour and water kept between bakes; soda bread uses bicarbonate, brioche and pitta commercial yeast; the text no longer says yeast raises bread.",
    'Which rich French bread is made with plenty of butter and eggs?':
      "Checked (reviewer's knowledge): Brioche is right and Fougasse, Baguette and Ficelle are wrong; explanation confirmed.",
    'Which Italian Christmas bread from Milan is studded with candied fruit and raisins?':
      "Checked (reviewer's knowledge): Panettone is right and Pandoro, Colomba and Stollen are wrong; explanation confirmed.",
    'Which Easter fruit cake is topped with eleven marzipan balls?':
      "Checked (reviewer's knowledge): Simnel cake is right and Dundee cake, Battenberg and Christmas cake are wrong; explanation confirmed.",
    'Which French pastry of puff pastry layers and cream is also known as a Napoleon?':
      "Checked (reviewer's knowledge): Mille-feuille is right and Paris-Brest, Saint-Honoré and Religieuse are wrong; explanation confirmed.",
    'Which ring-shaped French pastry filled with praline cream honours a cycle race?':
      "Checked (reviewer's knowledge): Paris-Brest is right and Saint-Honoré, Religieuse and Opéra are wrong; explanation confirmed. Paris-Brest, created in 1910 by Louis Durand for the Paris–Brest–Paris race, confirmed.",
    'Which tower of cream-filled profiteroles bound with caramel is a French wedding cake?':
      "Checked (reviewer's knowledge): Croquembouche is right and Saint-Honoré, Religieuse and Mille-feuille are wrong; explanation confirmed.",
    'Which custard tart was first made by Hieronymite monks in Belém, Lisbon?':
      "Checked (reviewer's knowledge): Pastel de nata is right and Bola de Berlim, Queijada and Bolo rei are wrong; explanation confirmed. Pastel de nata confirmed; the monasteries were dissolved in 1834 and the Belém bakery opened in 1837.",
    'Which pink-and-yellow chequered cake is said to honour a royal marriage of 1884?':
      "Checked (reviewer's knowledge): Battenberg is right and Victoria sponge, Dundee cake and Madeira cake are wrong; explanation confirmed. Battenberg, linked to the 1884 marriage of Princess Victoria of Hesse and Prince Louis of Battenberg, confirmed; the 'said to' hedging is appropriate.",
    'Which Scottish fruit cake is traditionally topped with rings of whole almonds?':
      "Checked (reviewer's knowledge): Dundee cake is right and Eccles cake, Madeira cake and Simnel cake are wrong; explanation confirmed.",
    'Which Southeast Asian fruit is called the king of fruits and is famous for its strong smell?':
      "Checked (reviewer's knowledge): Durian is right and Jackfruit, Mango and Lychee are wrong; explanation confirmed.",
    'Which fruit is dried to make raisins?':
      "Checked (reviewer's knowledge): Grapes is right and Plums, Figs and Apricots are wrong; explanation confirmed.",
    'Which fruit is dried to make prunes?':
      "Checked (reviewer's knowledge): Plums is right and Grapes, Dates and Cherries are wrong; explanation confirmed.",
    'Which fruit carries its seeds on the outside?':
      "Checked (reviewer's knowledge): The strawberry is right and The raspberry, The blueberry and The cherry are wrong; explanation confirmed.",
    'Which vitamin are citrus fruits famous for?':
      "Checked (reviewer's knowledge): Vitamin C is right and Vitamin D, Vitamin B12 and Vitamin K are wrong; explanation confirmed.",
    'Which yellow fruit grows in bunches called hands?':
      "Checked (reviewer's knowledge): The banana is right and The mango, The papaya and The pineapple are wrong; explanation confirmed.",
    'Which citrus fruit from Seville is traditionally used for marmalade?':
      "Checked (reviewer's knowledge): The orange is right and The lemon, The lime and The grapefruit are wrong; explanation confirmed.",
    'Botanically, which of these is a fruit?':
      "Checked (reviewer's knowledge): The tomato is right and The carrot, The potato and The onion are wrong; explanation confirmed.",
    'Which leafy green vegetable gave Popeye his strength?':
      "Checked (reviewer's knowledge): Spinach is right and Kale, Cabbage and Lettuce are wrong; explanation confirmed.",
    'Which green vegetable has a head of tiny flower buds that looks like a small tree?':
      "Checked (reviewer's knowledge): Broccoli is right and Celery, Asparagus and Leek are wrong; explanation confirmed. Broccoli (Brassica oleracea, Italica group) confirmed; 'Which family of vegetables includes broccoli, cabbage and kale?' names broccoli but does not describe it, so no giveaway.",
    'What do Americans call an aubergine?':
      "Checked (reviewer's knowledge): Eggplant is right and Zucchini, Squash and Okra are wrong; explanation confirmed.",
    'Which small green vegetable, like a tiny cabbage, is a Christmas dinner staple in Britain?':
      "Checked (reviewer's knowledge): Brussels sprouts is right and Mangetout, Broad beans and Runner beans are wrong; explanation confirmed.",
    "Which vegetable is a seed pod also called lady's fingers?":
      "Checked (reviewer's knowledge): Okra is right and Green bean, Mangetout and Asparagus are wrong; explanation confirmed.",
    'Which fruit is full of juicy red seeds called arils?':
      "Checked (reviewer's knowledge): The pomegranate is right and The fig, The dragon fruit and The guava are wrong; explanation confirmed.",
    'Which citrus, a cross between a pomelo and a sweet orange, was first recorded in Barbados?':
      "Checked (reviewer's knowledge): Grapefruit is right and Clementine, Tangerine and Lime are wrong; explanation confirmed.",
    'Which fruit grows on palms in desert oases and is often eaten to break the Ramadan fast?':
      "Checked (reviewer's knowledge): The date is right and The fig, The olive and The apricot are wrong; explanation confirmed.",
    "Which vegetable's young shoots are called spears?":
      "Checked (reviewer's knowledge): Asparagus is right and Celery, Leek and Fennel are wrong; explanation confirmed.",
    'Which scale measures the heat of chilli peppers?':
      "Checked (reviewer's knowledge): The Scoville scale is right and The Richter scale, The Beaufort scale and The Mohs scale are wrong; explanation confirmed. Scoville scale, devised by Wilbur Scoville in 1912, confirmed.",
    'What was the kiwi fruit called before New Zealand growers renamed it?':
      "Checked (reviewer's knowledge): Chinese gooseberry is right and Cape gooseberry, Himalayan mulberry and Indian fig are wrong; explanation confirmed. Chinese gooseberry, renamed kiwifruit by exporters in 1959, confirmed.",
    'Which tropical fruit contains bromelain, an enzyme that breaks down protein?':
      "Checked (reviewer's knowledge): The pineapple is right and The mango, The banana and The watermelon are wrong; explanation confirmed.",
    'Which purple-skinned fruit is called the queen of fruits in Southeast Asia?':
      "Checked (reviewer's knowledge): The mangosteen is right and The rambutan, The dragon fruit and The jackfruit are wrong; explanation confirmed.",
    'Which spiky red fruit takes its name from the Malay word for hair?':
      "Checked (reviewer's knowledge): The rambutan is right and The lychee, The longan and The mangosteen are wrong; explanation confirmed.",
    'Which apple variety grew from a chance seedling found in Australia in 1868?':
      "Checked (reviewer's knowledge): Granny Smith is right and Pink Lady, Braeburn and Golden Delicious are wrong; explanation confirmed. Granny Smith: Maria Ann Smith's seedling at Eastwood, New South Wales, 1868, confirmed.",
    'Which plant family includes the potato, the tomato and the aubergine?':
      "Checked (reviewer's knowledge): The nightshades is right and The brassicas, The alliums and The umbellifers are wrong; explanation confirmed.",
    'Which family of vegetables includes broccoli, cabbage and kale?':
      "Checked (reviewer's knowledge): The brassicas is right and The legumes, The alliums and The umbellifers are wrong; explanation confirmed.",
    'Which drink is made from fermented grape juice?':
      "Checked (reviewer's knowledge): Wine is right and Beer, Cider and Sake are wrong; explanation confirmed.",
    'Which Mexican spirit is made from the blue agave plant?':
      "Checked (reviewer's knowledge): Tequila is right and Rum, Vodka and Gin are wrong; explanation confirmed.",
    'Which hot drink is made from the leaves of the Camellia sinensis plant?':
      "Checked (reviewer's knowledge): Tea is right and Coffee, Cocoa and Mate are wrong; explanation confirmed. Tea confirmed; the explanation no longer names oolong, so it gives nothing away to the oolong question.",
    'Which Italian coffee is espresso topped with steamed milk and a thick layer of foam?':
      "Checked (reviewer's knowledge): Cappuccino is right and Americano, Ristretto and Lungo are wrong; explanation confirmed.",
    'Which sparkling wine may only come from a region in north-east France?':
      "Checked (reviewer's knowledge): Champagne is right and Prosecco, Cava and Asti are wrong; explanation confirmed.",
    'Which fizzy drink was first sold as a medicine in Atlanta in 1886?':
      "Checked (reviewer's knowledge): Coca-Cola is right and Pepsi, Dr Pepper and Fanta are wrong; explanation confirmed. John Pemberton's Coca-Cola, sold at Jacobs' Pharmacy in Atlanta in May 1886, is right; Pepsi (1893), Dr Pepper (Waco, 1885) and Fanta (Germany, 1940) are wrong.",
    'Which spirit is flavoured with juniper berries?':
      "Checked (reviewer's knowledge): Gin is right and Vodka, Whisky and Brandy are wrong; explanation confirmed.",
    'Which spirit is distilled from sugar cane juice or molasses?':
      "Checked (reviewer's knowledge): Rum is right and Gin, Vodka and Whisky are wrong; explanation confirmed.",
    'Which Italian sparkling wine comes mainly from the Veneto and Friuli regions?':
      "Checked (reviewer's knowledge): Prosecco is right and Lambrusco, Franciacorta and Moscato are wrong; explanation confirmed.",
    'Which Spanish sparkling wine is made mostly in Catalonia?':
      "Checked (reviewer's knowledge): Cava is right and Sekt, Crémant and Asti are wrong; explanation confirmed.",
    'Which grain is malted to make Scotch malt whisky?':
      "Checked (reviewer's knowledge): Barley is right and Rye, Wheat and Maize are wrong; explanation confirmed.",
    'Which Greek aniseed spirit turns cloudy when water is added?':
      "Checked (reviewer's knowledge): Ouzo is right and Grappa, Retsina and Metaxa are wrong; explanation confirmed.",
    'Which fortified wine is made from grapes grown in the Douro valley?':
      "Checked (reviewer's knowledge): Port is right and Sherry, Madeira and Marsala are wrong; explanation confirmed.",
    'Which fortified wine comes from the area around Jerez in Andalusia?':
      "Checked (reviewer's knowledge): Sherry is right and Port, Madeira and Marsala are wrong; explanation confirmed.",
    "Which plant's flowers give beer its bitterness and aroma?":
      "Checked (reviewer's knowledge): Hops is right and Barley, Juniper and Heather are wrong; explanation confirmed.",
    'In which country is the Marlborough wine region, famous for Sauvignon Blanc?':
      "Checked (reviewer's knowledge): New Zealand is right and Australia, South Africa and Chile are wrong; explanation confirmed.",
    'Which Japanese powdered green tea is whisked with hot water in the tea ceremony?':
      "Checked (reviewer's knowledge): Matcha is right and Sencha, Gyokuro and Genmaicha are wrong; explanation confirmed.",
    'Which citrus fruit gives Earl Grey tea its flavour?':
      "Checked (reviewer's knowledge): Bergamot is right and Lemon, Yuzu and Lime are wrong; explanation confirmed.",
    'Which South American drink is sipped from a gourd through a metal straw?':
      "Checked (reviewer's knowledge): Mate is right and Rooibos, Chai and Horchata are wrong; explanation confirmed.",
    "Which Italian coffee's name means stained or marked?":
      "Checked (reviewer's knowledge): Macchiato is right and Cortado, Ristretto and Lungo are wrong; explanation confirmed.",
    'Which cocktail mixes white rum, lime, sugar, mint and soda water?':
      "Checked (reviewer's knowledge): Mojito is right and Daiquiri, Caipirinha and Margarita are wrong; explanation confirmed.",
    'Which country grew more coffee than any other in 2023?':
      "Checked (reviewer's knowledge): Brazil is right and Vietnam, Colombia and Ethiopia are wrong; explanation confirmed. Brazil (USDA/ICO figures for 2023, ahead of Vietnam and Colombia) is right, and the year is pinned.",
    'Which American whiskey must be made from at least 51% corn and aged in new charred oak?':
      "Checked (reviewer's knowledge): Bourbon is right and Scotch, Rye and Single malt are wrong; explanation confirmed. Bourbon: US federal standard of at least 51% corn and new charred oak containers, confirmed.",
    'In which city was pale Pilsner lager first brewed, in 1842?':
      "Checked (reviewer's knowledge): Plzeň is right and Munich, Brno and Prague are wrong; explanation confirmed. Plzeň, Josef Groll, 1842 (Pilsner Urquell) confirmed.",
    'Which red grape of south-western France is now the signature variety of Argentina?':
      "Checked (reviewer's knowledge): Malbec is right and Carmenère, Tannat and Merlot are wrong; explanation confirmed.",
    'Which red grape makes the great red wines of Burgundy?':
      "Checked (reviewer's knowledge): Pinot Noir is right and Merlot, Cabernet Sauvignon and Syrah are wrong; explanation confirmed.",
    'Which Italian spirit is distilled from the skins and seeds left over from winemaking?':
      "Checked (reviewer's knowledge): Grappa is right and Sambuca, Amaretto and Limoncello are wrong; explanation confirmed.",
    'Which Chinese tea is partly oxidised, between green and black tea?':
      "Checked (reviewer's knowledge): Oolong is right and Pu-erh, Sencha and Lapsang souchong are wrong; explanation confirmed.",
    'Which fermented drink is made from rye bread in Russia and Ukraine?':
      "Checked (reviewer's knowledge): Kvass is right and Kefir, Kumis and Boza are wrong; explanation confirmed.",
    'Which Brazilian cocktail mixes cachaça with lime and sugar?':
      "Checked (reviewer's knowledge): Caipirinha is right and Mojito, Pisco sour and Cuba libre are wrong; explanation confirmed.",
    'Which Italian cocktail is equal parts gin, Campari and sweet vermouth?':
      "Checked (reviewer's knowledge): Negroni is right and Spritz, Americano and Bellini are wrong; explanation confirmed. Negroni confirmed; the Americano is Campari, sweet vermouth and soda.",
    'Which nutrient are bread, pasta and rice mainly a source of?':
      "Checked (reviewer's knowledge): Carbohydrate is right and Protein, Fat and Fibre are wrong; explanation confirmed. Carbohydrate (starch) is right; fibre is technically a carbohydrate but is not what these foods are mainly a source of, so the key stays the only best answer.",
    'Which mineral in milk is important for strong bones and teeth?':
      "Checked (reviewer's knowledge): Calcium is right and Iron, Sodium and Potassium are wrong; explanation confirmed.",
    'Which dairy product is made by churning cream?':
      "Checked (reviewer's knowledge): Butter is right and Yogurt, Cheese and Custard are wrong; explanation confirmed.",
    'What is the chemical name for ordinary table sugar?':
      "Checked (reviewer's knowledge): Sucrose is right and Glucose, Fructose and Lactose are wrong; explanation confirmed.",
    'Which nut gives Nutella its flavour?':
      "Checked (reviewer's knowledge): Hazelnut is right and Almond, Peanut and Walnut are wrong; explanation confirmed.",
    'What is clarified butter called in Indian cooking?':
      "Checked (reviewer's knowledge): Ghee is right and Paneer, Dahi and Lassi are wrong; explanation confirmed.",
    'Which chemical reaction between sugars and amino acids browns toast and seared meat?':
      "Checked (reviewer's knowledge): The Maillard reaction is right and The Diels-Alder reaction, The Krebs cycle and The Haber-Bosch process are wrong; explanation confirmed. Maillard reaction, described by Louis-Camille Maillard in 1912, confirmed.",
    'What is the savoury fifth basic taste, besides sweet, sour, salty and bitter?':
      "Checked (reviewer's knowledge): Umami is right and Piquant, Astringent and Metallic are wrong; explanation confirmed.",
    'Which sugar is found naturally in milk?':
      "Checked (reviewer's knowledge): Lactose is right and Fructose, Sucrose and Maltose are wrong; explanation confirmed.",
    "What is the enzyme-rich substance that curdles milk for cheese, traditionally taken from calves' stomachs?":
      "Checked (reviewer's knowledge): Rennet is right and Pectin, Gelatine and Agar are wrong; explanation confirmed.",
    'Which substance in fruit makes jam set?':
      "Checked (reviewer's knowledge): Pectin is right and Gluten, Gelatine and Starch are wrong; explanation confirmed.",
    'Which protein network forms when wheat flour is kneaded with water, making dough stretchy?':
      "Checked (reviewer's knowledge): Gluten is right and Casein, Collagen and Keratin are wrong; explanation confirmed.",
    'Which compound makes chilli peppers taste hot?':
      "Checked (reviewer's knowledge): Capsaicin is right and Piperine, Menthol and Allicin are wrong; explanation confirmed.",
    'Which Swiss cheese is famous for its large holes, called eyes?':
      "Checked (reviewer's knowledge): Emmental is right and Gruyère, Sbrinz and Appenzeller are wrong; explanation confirmed. Emmental confirmed; Gruyère, Sbrinz and Appenzeller have few or tiny holes. The gas is carbon dioxide from propionic bacteria.",
    'Which food group do lentils, beans and peas belong to?':
      "Checked (reviewer's knowledge): Pulses is right and Grains, Tubers and Brassicas are wrong; explanation confirmed.",
    'Which emulsifier in egg yolk lets oil and water combine in mayonnaise?':
      "Checked (reviewer's knowledge): Lecithin is right and Albumin, Casein and Glycerol are wrong; explanation confirmed. Lecithin confirmed; albumin is egg-white protein, casein is milk protein and glycerol is not the emulsifier.",
    'Which vitamin, found in leafy greens, is needed for blood to clot?':
      "Checked (reviewer's knowledge): Vitamin K is right and Vitamin A, Vitamin E and Vitamin B6 are wrong; explanation confirmed.",
    'Which gelling agent made from red seaweed is a vegetarian substitute for gelatine?':
      "Checked (reviewer's knowledge): Agar is right and Pectin, Guar gum and Arrowroot are wrong; explanation confirmed.",
    'Deficiency of which vitamin causes beriberi?':
      "Checked (reviewer's knowledge): Thiamine (B1) is right and Niacin (B3), Riboflavin (B2) and Cobalamin (B12) are wrong; explanation confirmed.",
    'About how many kilocalories does one gram of fat provide?':
      "Checked (reviewer's knowledge): 9 is right and 4, 7 and 12 are wrong; explanation confirmed. 9 kcal/g for fat (Atwater factors; 4 for carbohydrate and protein, 7 for alcohol) confirmed.",
    'Which Japanese chemist identified the savoury taste of glutamate in 1908?':
      "Checked (reviewer's knowledge): Kikunae Ikeda is right and Jokichi Takamine, Umetaro Suzuki and Shibasaburo Kitasato are wrong; explanation confirmed. Kikunae Ikeda (1908, MSG patent 1909) confirmed; the other three are other Japanese scientists.",
    'What is the swelling of starch granules that thickens a sauce as it heats called?':
      "Checked (reviewer's knowledge): Gelatinisation is right and Emulsification, Caramelisation and Crystallisation are wrong; explanation confirmed.",
    'About how many kilojoules are in one kilocalorie?':
      "Checked (reviewer's knowledge): 4.2 is right and 1.8, 2.4 and 3.6 are wrong; explanation confirmed. 1 kcal = 4.184 kJ, so 4.2 is right.",
    'Which enzyme is missing in many adults, leaving them unable to digest milk sugar well?':
      "Checked (reviewer's knowledge): Lactase is right and Amylase, Lipase and Pepsin are wrong; explanation confirmed.",
    'Which bacteria, along with Streptococcus thermophilus, turn milk into yogurt?':
      "Checked (reviewer's knowledge): Lactobacillus bulgaricus is right and Acetobacter aceti, Bacillus subtilis and Propionibacterium shermanii are wrong; explanation confirmed. Lactobacillus (delbrueckii subsp.) bulgaricus is the standard partner of S. thermophilus; the three wrong options make vinegar, natto and Emmental respectively.",
  },
};
