import type { CuratedBank } from './bank.js';

export const plants: CuratedBank = {
  key: 'plants',
  sections: {
    'How plants work': [
      'e|Besides water and carbon dioxide, what do plants need for photosynthesis?|Sunlight|Soil;Oxygen;Sugar|Plants use light energy to turn water and carbon dioxide into sugar.',
      'e|Which part of a plant takes up water from the soil?|The roots|The leaves;The flowers;The stem|Root hairs increase the surface area for absorbing water.',
      "m|What is the loss of water vapour from a plant's leaves called?|Transpiration|Respiration;Condensation;Germination|Transpiration pulls water up from the roots.",
      'e|What is the start of growth of a seed called?|Germination|Pollination;Photosynthesis;Transpiration|Seeds need water, warmth and oxygen to germinate.',
      'h|What are the tiny pores on the underside of leaves called?|Stomata|Xylem;Phloem;Chloroplasts|Stomata let carbon dioxide in and water vapour out.',
      'h|Which plant tissue carries water from the roots to the leaves?|Xylem|Phloem;Cambium;Stomata|Xylem vessels are hollow tubes made of dead cells.',
      'h|Which plant tissue carries sugars around the plant?|Phloem|Xylem;Cuticle;Root hairs|Phloem carries sugars from the leaves to where they are needed.',
    ],
    'Flowers and seeds': [
      'm|What is the male part of a flower that produces pollen?|The stamen|The pistil;The petal;The sepal|Each stamen has an anther on a thin filament.',
      'm|What is the female part of a flower called?|The pistil|The stamen;The anther;The petal|The pistil is made of the stigma, style and ovary.',
      'm|In which part of a flower do seeds develop?|The ovary|The anther;The petal;The stem|After fertilisation the ovary often becomes the fruit.',
      'e|What do bees collect from flowers to make honey?|Nectar|Pollen;Sap;Dew|Bees also collect pollen, but honey is made from nectar.',
      'h|Which plant produces the largest single flower in the world?|Rafflesia arnoldii|The giant water lily;The sunflower;The magnolia|Rafflesia flowers can be about a metre across and smell of rotting meat.',
    ],
    Trees: [
      'm|What is the tallest species of tree in the world?|The coast redwood|The giant sequoia;The Douglas fir;The baobab|The tallest known coast redwood is over 115 metres tall.',
      'h|Which tree species is the largest by volume?|The giant sequoia|The coast redwood;The baobab;The Douglas fir|The General Sherman tree is the largest known single-stem tree.',
      'e|What are trees that lose all their leaves in autumn called?|Deciduous trees|Evergreen trees;Palm trees;Cacti|Oaks, maples and beeches are deciduous.',
      'e|Which tree produces acorns?|The oak|The beech;The chestnut;The ash|An acorn contains a single oak seed.',
      'm|Which spice comes from the inner bark of a tree?|Cinnamon|Cloves;Nutmeg;Saffron|Cinnamon bark curls into quills as it dries.',
      'm|Which spice is the dried flower bud of a tree?|Cloves|Cinnamon;Nutmeg;Black pepper|Cloves come from an evergreen tree native to Indonesia.',
      "m|Which tree's seeds are used to make chocolate?|The cacao tree|The coffee plant;The vanilla orchid;The carob tree|Cacao beans are fermented, dried and roasted to make chocolate.",
    ],
    'Plant groups': [
      'e|What kind of plant is a Venus flytrap?|A carnivorous plant|A cactus;A fern;A fungus|The Venus flytrap snaps its leaves shut on insects.',
      'm|Which plants reproduce with spores and have no flowers or seeds, like bracken?|Ferns|Conifers;Grasses;Orchids|Ferns release spores from the undersides of their fronds.',
      'm|What type of plant is bamboo?|A grass|A tree;A fern;A shrub|Some bamboos can grow almost a metre in a day.',
      "e|Which plants store water in thick stems and grow in deserts?|Cacti|Ferns;Mosses;Orchids|A cactus's spines are modified leaves.",
      "h|Which plant's fibres are used to make linen?|Flax|Cotton;Hemp;Jute|Linen is one of the oldest known textiles.",
      'h|What is the scientific study of plants called?|Botany|Zoology;Mycology;Entomology|Botany is the study of plants; mycology is the study of fungi.',
      'e|Which part of a plant is often brightly coloured to attract insects?|The flower|The root;The stem;The seed|Colourful, scented flowers draw pollinating insects.',
      'e|Which fruit grows on a palm tree and has a hard, hairy shell?|The coconut|The mango;The avocado;The pineapple|Coconuts grow on the coconut palm.',
      'h|What are plants that live for only one growing season called?|Annuals|Perennials;Biennials;Evergreens|Annuals germinate, flower, set seed and die within a year.',
      'h|Which plant hormone makes shoots bend towards light?|Auxin|Ethylene;Abscisic acid;Cytokinin|Auxin gathers on the shaded side of a shoot, which then grows faster and bends towards the light.',
      'h|Which palm produces the largest seed of any plant?|The coco de mer|The date palm;The oil palm;The sago palm|Coco de mer seeds, from the Seychelles, can weigh over 15 kg.',
    ],
  },
};
