import type { CuratedBank } from './bank.js';

export const food: CuratedBank = {
  key: 'food',
  sections: {
    'World dishes': [
      'e|Which country is sushi from?|Japan|China;Korea;Thailand|Sushi combines vinegared rice with fish, seafood or vegetables.',
      'e|What is the main ingredient of guacamole?|Avocado|Tomato;Pea;Cucumber|Guacamole comes from Mexico.',
      'e|Which country does the pizza Margherita come from?|Italy|France;Greece;Spain|Pizza Margherita is traditionally linked to Naples.',
      'e|Which country does paella come from?|Spain|Portugal;Italy;Mexico|Paella originated in the Valencia region.',
      'm|Which country is famous for kimchi?|South Korea|Japan;China;Vietnam|Kimchi is fermented vegetables, usually napa cabbage, with chilli.',
      "h|Which dish of sheep's offal cooked with oatmeal is traditionally eaten on Burns Night?|Haggis|Black pudding;Scotch broth;Cullen skink|Burns Night on 25 January celebrates the poet Robert Burns.",
      'h|Which country are pierogi, filled dumplings, most associated with?|Poland|Hungary;Greece;Portugal|Pierogi are often filled with potato, cheese, meat or cabbage.',
      "m|Which Italian dessert's name means pick me up?|Tiramisu|Panna cotta;Cannoli;Zabaglione|Tiramisu is made with coffee-soaked ladyfingers and mascarpone.",
    ],
    Ingredients: [
      'e|What is tofu made from?|Soybeans|Rice;Wheat;Chickpeas|Tofu is made by curdling soy milk.',
      'm|What is the main ingredient of hummus?|Chickpeas|Lentils;Broad beans;Kidney beans|Hummus blends chickpeas with tahini, lemon and garlic.',
      'm|Which spice, made from the stigmas of a crocus, is the most expensive by weight?|Saffron|Vanilla;Cardamom;Turmeric|Around 150,000 flowers are needed for one kilogram of saffron.',
      'h|Which nut is marzipan made from?|Almonds|Hazelnuts;Cashews;Walnuts|Marzipan is ground almonds mixed with sugar.',
      'h|What is miso mainly made from?|Fermented soybeans|Rice vinegar;Seaweed;Fish|Miso is a Japanese paste of soybeans fermented with salt and koji.',
      'm|Which cheese is used on a classic pizza Margherita?|Mozzarella|Parmesan;Cheddar;Gorgonzola|The red, white and green of tomato, mozzarella and basil echo the Italian flag.',
      'e|Which grain is risotto made from?|Rice|Couscous;Bulgur wheat;Quinoa|Risotto uses short-grain rice such as Arborio.',
      'h|Which vegetable gives borscht its deep red colour?|Beetroot|Pumpkin;Carrot;Potato|Borscht is a soup from Eastern Europe.',
      'e|What makes bread dough rise?|Yeast|Salt;Sugar;Vinegar|Yeast ferments sugars and releases carbon dioxide gas.',
      'm|Besides cucumber, what is the main ingredient of Greek tzatziki?|Yogurt|Cream cheese;Feta;Mayonnaise|Tzatziki is made with strained yogurt, cucumber, garlic and olive oil.',
    ],
    Cooking: [
      'h|Which type of pastry is used for profiteroles and éclairs?|Choux pastry|Puff pastry;Filo pastry;Shortcrust pastry|Choux pastry puffs up from steam as it bakes.',
      'h|Which French sauce is made from egg yolks, butter and lemon juice?|Hollandaise|Béchamel;Velouté;Espagnole|Hollandaise is served in eggs Benedict.',
      'm|What is the Italian term for pasta cooked so that it is still firm to the bite?|Al dente|Al forno;Al fresco;Aglio e olio|Al dente means to the tooth.',
    ],
    'Fruit and drinks': [
      'h|Which Southeast Asian fruit is called the king of fruits and is famous for its strong smell?|Durian|Jackfruit;Mango;Lychee|Durian is banned on some public transport because of its smell.',
      'm|Which fruit is dried to make raisins?|Grapes|Plums;Figs;Apricots|Sultanas and currants are dried grapes too.',
      'm|Which fruit is dried to make prunes?|Plums|Grapes;Dates;Cherries|Prunes are dried plums.',
      'e|Which fruit carries its seeds on the outside?|The strawberry|The raspberry;The blueberry;The cherry|A strawberry has around 200 seeds on its surface.',
      'm|Which vitamin are citrus fruits famous for?|Vitamin C|Vitamin D;Vitamin B12;Vitamin K|Sailors once ate citrus fruit to prevent scurvy.',
      'm|Which drink is made from fermented grape juice?|Wine|Beer;Cider;Sake|Wine is fermented grape juice; cider is made from apples, beer from grain and sake from rice.',
      'm|Which Mexican spirit is made from the blue agave plant?|Tequila|Rum;Vodka;Gin|Tequila takes its name from a town in the state of Jalisco.',
      'e|What is the main ingredient of an omelette?|Eggs|Flour;Rice;Milk|An omelette is beaten eggs cooked in a pan.',
      'e|Which vegetable are chips and crisps made from?|The potato|The carrot;The parsnip;The turnip|Both are made from sliced potatoes.',
      'h|Which Japanese dish is thinly sliced raw fish served without rice?|Sashimi|Tempura;Ramen;Yakitori|Sashimi is raw fish or meat; sushi is served with vinegared rice.',
      'h|Which Hungarian stew is seasoned with paprika?|Goulash|Borscht;Moussaka;Cassoulet|Goulash (gulyás) is a stew of meat and vegetables seasoned with paprika.',
    ],
  },
};
