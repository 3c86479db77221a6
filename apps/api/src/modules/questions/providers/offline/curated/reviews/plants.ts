import type { BankReview } from './review.js';

/** bank-h4's check of bank-h3's plants bank (ADR 0195); registered in index.ts once both are merged. */
export const plantsReview: BankReview = {
  bank: 'plants',
  writer: 'bank-h3',
  reviewer: 'bank-h4',
  checks: {
    'Besides water and carbon dioxide, what do plants need for photosynthesis?':
      'Checked (Britannica, photosynthesis): plants use light energy to make sugar from water and carbon dioxide; oxygen is a product, glucose the output; explanation confirmed.',
    'Which part of a plant takes up water from the soil?':
      'Checked (Britannica, root): roots take up water and minerals, root hairs enlarging the absorbing surface; explanation confirmed.',
    "What is the loss of water vapour from a plant's leaves called?":
      'Checked (Britannica, transpiration): transpiration is the loss of water vapour from leaves, which pulls water up the xylem; explanation confirmed.',
    'What is the start of growth of a seed called?':
      'Checked (Britannica, germination): germination is the start of growth of a seed, needing water, warmth and oxygen; explanation confirmed.',
    'What are the tiny pores on the underside of leaves called?':
      'Checked (Britannica, stoma): stomata are leaf pores, usually most numerous on the underside, letting CO2 in and water vapour out; xylem, phloem and chloroplasts are not pores; explanation confirmed.',
    'Which plant tissue carries water from the roots to the leaves?':
      'Checked (Britannica, xylem): xylem carries water from roots to leaves in vessels of dead, hollow cells; explanation confirmed.',
    'Which plant tissue carries sugars around the plant?':
      'Checked (Britannica, phloem): phloem carries sugars from leaves to where they are used or stored; explanation confirmed.',
    'Which plant hormone makes shoots bend towards light?':
      'Checked (Britannica, auxin; phototropism): auxin collects on the shaded side, which elongates faster so the shoot bends to the light; explanation confirmed.',
    'What is a flower called before it opens?':
      'Checked (Britannica, bud; caper): a flower before opening is a bud; capers are pickled flower buds of Capparis spinosa; explanation confirmed.',
    'Why do the leaves of many trees turn yellow and red in autumn?':
      'Checked (US Forest Service, why leaves change colour): chlorophyll breaks down in autumn, revealing carotenoids, and some trees make red anthocyanins; explanation confirmed.',
    'What is a plant’s growth towards light called?':
      'Checked (Britannica, phototropism): growth towards light is phototropism; gravitropism, photoperiodism and hydrotropism are other responses; explanation confirmed.',
    'Which element does the K stand for in NPK garden fertiliser?':
      'Checked (RHS, fertilisers; IUPAC symbol K): K is potassium, from kalium; N nitrogen, P phosphorus; explanation confirmed.',
    'What is the yellowing of leaves caused by a shortage of nutrients such as iron or magnesium called?':
      'Checked (RHS, chlorosis; Britannica): chlorosis is leaf yellowing from lack of chlorophyll, often from iron or magnesium deficiency; explanation confirmed.',
    'What are plants grown in the dark, pale and spindly, said to be?':
      'Checked (Britannica, etiolation; Yorkshire forced rhubarb PDO): plants grown in darkness are pale and spindly (etiolated); Yorkshire forced rhubarb is grown in dark sheds; explanation confirmed.',
    'What is a plant’s response to the length of day and night, which can make it bloom, called?':
      'Checked (Britannica, photoperiodism; poinsettia): response to day and night length controls flowering; poinsettias need long nights to colour their bracts; explanation confirmed.',
    'What is the need of some plants, such as winter wheat, for a long cold spell before they will flower called?':
      'Checked (Britannica, vernalization): the cold requirement for flowering in plants such as winter wheat; from Latin vernus, of spring; explanation confirmed.',
    'What is the shedding of leaves, flowers or fruit by a plant called?':
      'Checked (Britannica, abscission): shedding of leaves, flowers or fruit through an abscission layer at the base of the stalk; explanation confirmed.',
    'Which pigments give pumpkins and many autumn leaves their orange and yellow colours?':
      'Checked (Britannica, carotenoid): carotenoids give orange and yellow colours to pumpkins and autumn leaves, and beta-carotene is provitamin A; explanation confirmed.',
    'Which pigments make red cabbage purple and change colour with acidity?':
      'Checked (Britannica, anthocyanin; red cabbage indicator): anthocyanins colour red cabbage and change colour with pH, pink in acid and green-yellow in alkali; explanation confirmed.',
    'Which tissue of tightly packed cells just under a leaf’s top surface does most of its photosynthesis?':
      'Checked (Britannica, leaf anatomy, palisade mesophyll): the palisade layer under the upper epidermis does most photosynthesis; palisade means fence of stakes; explanation confirmed.',
    'What is the waxy, waterproof coating on the surface of a leaf called?':
      'Checked (Britannica, cuticle): the waxy waterproof layer on leaves, thick on desert plants and glossy evergreens such as holly; explanation confirmed.',
    'What is the hard outer covering of a tree trunk called?':
      'Checked (Britannica, bark): bark is the outer covering of a trunk and protects against insects, disease and fire; explanation confirmed.',
    'What is an onion, botanically?':
      'Checked (Britannica, bulb; onion): an onion is a bulb, a short stem with fleshy storage leaves; tuber, corm and rhizome are other organs; explanation confirmed.',
    'Which part of the plant is a carrot?':
      'Checked (Britannica, carrot): the carrot is a swollen taproot of a biennial, storing food for the second year; explanation confirmed.',
    'Which part of the rhubarb plant do people eat?':
      'Checked (RHS, rhubarb; Britannica): the leaf stalks (petioles) are eaten, the leaves are toxic with oxalic acid; explanation confirmed.',
    'What are the swollen underground stems of a potato plant called?':
      'Checked (Britannica, potato; tuber): potatoes are stem tubers whose eyes are buds; explanation confirmed.',
    'What do climbing plants such as peas use to grip supports?':
      'Checked (Britannica, tendril; pea): peas climb with leaf tendrils that coil around supports; explanation confirmed.',
    'Which numbers from a famous sequence usually count the spirals in sunflower heads and pine cones?':
      'Checked (Britannica, Fibonacci numbers; phyllotaxis): spiral counts in sunflower heads and pine cones are usually consecutive Fibonacci numbers such as 34 and 55; explanation confirmed.',
    'What is the creeping underground stem of ginger and irises called?':
      'Checked (Britannica, rhizome; ginger; iris): ginger and bearded irises grow from rhizomes, creeping underground stems rooting at nodes; explanation confirmed.',
    'What is the swollen stem base of crocuses and gladioli called?':
      'Checked (Britannica, corm): crocuses and gladioli grow from corms, solid swollen stem bases unlike layered bulbs; explanation confirmed.',
    'What are the long above-ground runners of strawberry plants called?':
      'Checked (Britannica, stolon; strawberry): strawberry runners are stolons, rooting where they touch soil; explanation confirmed.',
    'What are the brightly coloured leaves of a poinsettia, often mistaken for petals, called?':
      'Checked (Britannica, poinsettia; bract): the coloured parts are bracts; the true flowers are the small yellow cyathia in the centre; explanation confirmed.',
    'What is the living layer under the bark that makes new wood each year called?':
      'Checked (Britannica, cambium; tree ring): the vascular cambium under the bark makes new wood each year, forming annual rings; explanation confirmed.',
    'What is the scientific term for the arrangement of leaves on a stem?':
      'Checked (Britannica, phyllotaxy): the arrangement of leaves on a stem; the golden angle of about 137.5° is common; explanation confirmed.',
    'What is the male part of a flower that produces pollen?':
      'Checked (Britannica, stamen): the stamen is the male pollen-producing organ, several around the pistil; explanation confirmed.',
    'What is the female part of a flower called?':
      'Checked (Britannica, pistil): the pistil (stigma, style, ovary) is the female part; explanation confirmed.',
    'In which part of a flower do seeds develop?':
      'Checked (Britannica, ovary; fruit): seeds develop in the ovary, which often becomes the fruit; explanation confirmed.',
    'What do bees collect from flowers to make honey?':
      'Checked (Britannica, honey): bees make honey from nectar, while pollen is their protein food; explanation confirmed.',
    'Which part of a plant is often brightly coloured to attract insects?':
      'Checked (Britannica, flower; pollination): flowers are coloured and scented to attract pollinating insects; explanation confirmed.',
    'Which parts of a flower are plucked one by one in the game he loves me, he loves me not?':
      "Checked (Britannica, daisy; folklore 'he loves me, he loves me not'): petals are plucked one by one, usually from a daisy; explanation confirmed.",
    'Which flower, often red, is the classic Valentine’s Day gift?':
      "Checked (Britannica, rose; Valentine's Day): the red rose is the classic Valentine's flower, linked in antiquity with Aphrodite and Venus; explanation confirmed.",
    'Which insects are the most important pollinators of crops?':
      'Checked (FAO, pollinators; Britannica, bee): bees are the main crop pollinators; about a third of food depends on animal pollination; explanation confirmed.',
    'Which tall plant with a huge yellow head turns its young buds to follow the light through the day?':
      'Checked (Science, Atamian et al. 2016, sunflower heliotropism): young sunflower buds track the Sun, mature heads face east; explanation confirmed.',
    'Which flower is worn in Britain to remember soldiers killed in war?':
      'Checked (Royal British Legion, the poppy; Britannica, remembrance poppy): the red poppy is worn in Britain for war dead, from the poppies of Flanders; explanation confirmed.',
    'How do coconuts mostly spread to new islands?':
      'Checked (Britannica, coconut palm): coconuts disperse by floating in the sea and can stay viable for months; explanation confirmed.',
    'Which tree’s winged seeds spin like helicopter blades as they fall?':
      'Checked (Britannica, maple; samara): maples have winged samaras (keys) that spin like helicopter blades; explanation confirmed.',
    'What is the tacky tip of the pistil, where pollen lands, called?':
      'Checked (Britannica, stigma): the stigma is the sticky or feathery tip of the pistil receiving pollen; explanation confirmed.',
    'What is the tip of a stamen, where the pollen is made, called?':
      'Checked (Britannica, anther): the anther makes pollen and sits on the filament; explanation confirmed.',
    'What are the green, leaf-like parts that protect a flower bud called?':
      'Checked (Britannica, sepal; calyx): sepals protect the bud and together form the calyx; explanation confirmed.',
    'Which flavouring comes from the cured seed pods of an orchid?':
      'Checked (Britannica, vanilla): vanilla comes from the cured pods of the orchid Vanilla planifolia, usually hand-pollinated; explanation confirmed.',
    'Which flower’s bulbs set off a speculative mania in the Dutch Republic in the 1630s?':
      'Checked (Britannica, tulip mania): 1630s Dutch speculative mania in tulip bulbs, rare bulbs reportedly fetching the price of a house; explanation confirmed.',
    'Botanically, which of these is a berry?':
      'Checked (Britannica, berry; banana): the banana is botanically a berry; strawberries are aggregate accessory fruits, cherries and plums drupes; explanation confirmed.',
    'Which nut is botanically a legume, growing in pods underground?':
      'Checked (Britannica, peanut): the peanut is a legume whose pegs push the pods into the soil; almond, walnut and cashew are not legumes; explanation confirmed.',
    'Which plant’s pollen causes most hay fever in early summer in Britain?':
      'Checked (Met Office, pollen forecast; NHS hay fever): grass pollen causes most UK hay fever, peaking late May to July; wind-pollinated plants shed much light pollen; explanation confirmed.',
    'What is the baby plant inside a seed called?':
      'Checked (Britannica, seed): the embryo is the young plant in a seed, living on stored food; explanation confirmed.',
    'What name is given to the seed leaves that appear first from a germinating seed?':
      'Checked (Britannica, cotyledon): cotyledons are the seed leaves, often unlike true leaves; explanation confirmed.',
    'What is the first part to grow out of a germinating seed?':
      'Checked (Britannica, germination; radicle): the radicle, the embryonic root, emerges first; explanation confirmed.',
    'Flowering plants are split into monocots and dicots by the number of what?':
      'Checked (Britannica, monocotyledon and dicotyledon): the split is by the number of seed leaves, one or two; explanation confirmed.',
    'Which group do grasses, lilies and orchids belong to?':
      'Checked (Britannica, monocotyledon): grasses, lilies and orchids are monocots, with parallel veins and parts in threes; explanation confirmed.',
    'What is the transfer of pollen to a flower on a different plant of the same kind called?':
      'Checked (Britannica, pollination): cross-pollination moves pollen to a flower on another plant of the species, giving varied offspring; explanation confirmed.',
    'A seed about 2,000 years old, found at Masada, was grown into a plant in 2005. Which plant?':
      'Checked (Science, Sallon et al. 2008, Masada date seed): a roughly 2,000-year-old Judean date palm seed from Masada germinated in 2005 and was nicknamed Methuselah; explanation confirmed.',
    'On which Norwegian archipelago is the Global Seed Vault, a backup store of the world’s crop varieties?':
      'Checked (Crop Trust, Svalbard Global Seed Vault): the vault is on Spitsbergen, Svalbard, near Longyearbyen, dug into a mountain in permafrost; explanation confirmed.',
    'What is the tallest species of tree in the world?':
      'Checked (Britannica, redwood; Hyperion): the coast redwood is the tallest species, Hyperion about 115.9 m; explanation confirmed.',
    'Which tree species is the largest by volume?':
      'Checked (Britannica, giant sequoia; US National Park Service, General Sherman): the giant sequoia is the largest species by volume, General Sherman the largest single-stem tree; explanation confirmed.',
    'What are trees which lose all their leaves in autumn called?':
      'Checked (Britannica, deciduous tree): trees that drop all their leaves in autumn, such as oak, maple and beech; explanation confirmed.',
    'Which tree produces acorns?':
      'Checked (Britannica, acorn; oak): acorns are oak nuts, each normally holding one seed; explanation confirmed.',
    'Which spice is made from the dried bark of a tree?':
      'Checked (Britannica, cinnamon): cinnamon is dried inner bark that curls into quills; explanation confirmed.',
    'Which spice is the dried flower bud of a tree?':
      'Checked (Britannica, clove): cloves are dried flower buds of Syzygium aromaticum, native to the Moluccas, Indonesia; explanation confirmed.',
    "Which tree's seeds are used to make chocolate?":
      'Checked (Britannica, cacao): chocolate is made from cacao seeds, fermented, dried and roasted; explanation confirmed.',
    'How can you tell the age of a felled tree?':
      "Checked (Britannica, tree ring; dendrochronology): counting annual rings gives a tree's age, light earlywood and darker latewood; explanation confirmed.",
    'Which tree’s leaf appears on the flag of Canada?':
      'Checked (Government of Canada, National Flag): the red maple leaf flag was adopted on 15 February 1965; explanation confirmed.',
    'Which tree, often grown beside water, has a weeping form with long drooping branches?':
      'Checked (RHS, weeping willow; Britannica, willow): weeping willows grow by water and root readily from cuttings; explanation confirmed.',
    'Which tree produces the shiny brown nuts called conkers?':
      'Checked (Woodland Trust, horse chestnut): conkers are horse-chestnut seeds, mildly toxic, unlike sweet chestnuts; explanation confirmed.',
    'Which evergreen tree with prickly leaves and red berries is used in Christmas decorations?':
      'Checked (Woodland Trust, holly): prickly evergreen with red berries used at Christmas; holly is dioecious and only female trees berry; explanation confirmed.',
    'Which plant with white berries grows on the branches of trees and is hung up for kissing under at midwinter?':
      'Checked (Woodland Trust, mistletoe; Britannica): a hemiparasite with white berries that takes water and minerals but photosynthesises; kissing under it at Christmas; explanation confirmed.',
    'Which African tree, with a massive trunk that stores water, is nicknamed the upside-down tree?':
      'Checked (Britannica, baobab): the African baobab stores water in its trunk and is called the upside-down tree; explanation confirmed.',
    'Which long-lived evergreen is a classic feature of English churchyards?':
      'Checked (Woodland Trust, yew): long-lived churchyard evergreen, poisonous except the red aril around the seed; explanation confirmed.',
    'Which conifer’s berry-like cones give gin its main flavour?':
      "Checked (Britannica, gin; juniper): gin's main flavour is juniper berries (cones); gin shortens genever, Dutch for juniper; explanation confirmed.",
    'What kind of trees dominate the taiga, the vast northern forest?':
      'Checked (Britannica, taiga): the boreal forest is dominated by conifers across Canada, Scandinavia and Russia; explanation confirmed.',
    'Which trees live in salty coastal mud on stilt-like roots?':
      'Checked (Britannica, mangrove): mangroves grow in salty coastal mud on prop roots and shelter coasts from surges; explanation confirmed.',
    'What leaves are silkworms usually fed on?':
      'Checked (Britannica, silkworm; sericulture): silkworms are fed mulberry leaves; silk farming began in ancient China; explanation confirmed.',
    'Which tree’s wood is traditionally used to make cricket bats?':
      'Checked (Britannica, cricket bat; cricket-bat willow Salix alba var. caerulea): bat blades are made from willow; explanation confirmed.',
    'Wine corks are cut from the bark of which kind of tree?':
      'Checked (Britannica, cork; cork oak): wine corks come from the bark of the cork oak (Quercus suber), grown mainly in Portugal and Spain, which regrows; explanation confirmed.',
    'Which tree is tapped for most of the syrup made in Quebec and Vermont?':
      'Checked (Britannica, maple syrup; sugar maple): sugar maples are tapped for most syrup; about 40 litres of sap per litre of syrup; explanation confirmed.',
    'Which tree has been devastated across Europe since the 1990s by a fungal disease called dieback?':
      'Checked (Forest Research UK, ash dieback; Britannica): Hymenoscyphus fraxineus, from eastern Asia, has devastated European ash since the 1990s; explanation confirmed.',
    'What is the sticky substance from pine trees that can harden into amber?':
      'Checked (Britannica, amber; resin): amber is fossilised tree resin, often with trapped insects; explanation confirmed.',
    'Which conifer loses its needles every autumn?':
      'Checked (Woodland Trust, larch; Britannica): the larch is a deciduous conifer whose needles turn gold and fall; spruce, fir and pine are evergreen; explanation confirmed.',
    'Which kind of tree includes Methuselah, counted by its rings as more than 4,800 years old?':
      'Checked (Britannica, bristlecone pine; US Forest Service, Methuselah): the Great Basin bristlecone pine Methuselah is over 4,800 years old, in the White Mountains of California; explanation confirmed.',
    'What is the study of tree rings to date past events called?':
      'Checked (Britannica, dendrochronology): dating events and timber by tree-ring patterns; dendrology is the study of trees; explanation confirmed.',
    'Quinine, the old remedy for malaria, comes from the bark of which tree?':
      'Checked (Britannica, quinine; Cinchona): quinine comes from cinchona bark, native to the Andes; willow gives salicin; explanation confirmed.',
    'Which tree from China is called a living fossil, with fan-shaped leaves little changed in 200 million years?':
      'Checked (Britannica, Ginkgo biloba): a Chinese living fossil with fan-shaped leaves; ginkgos survived the Hiroshima bombing; explanation confirmed.',
    'Which tree species forms Pando, a huge clonal colony in Utah?':
      'Checked (US Forest Service, Pando): Pando is a clonal colony of quaking aspen in Utah with about 47,000 stems from one root system; explanation confirmed.',
    'What kind of tree was the Bodhi tree, under which the Buddha gained enlightenment?':
      'Checked (Britannica, Bodhi tree): the Bodhi tree is a sacred fig, Ficus religiosa, the peepal; explanation confirmed.',
    'Which tree’s seeds were once used to weigh gems, giving us the word carat?':
      'Checked (Britannica, carat; carob; Turnbull et al. 2006): carat derives from carob (Greek keration), whose seeds were once used as weights and proved not unusually uniform; explanation confirmed.',
    'Which Australian tree is the tallest flowering plant in the world?':
      'Checked (Britannica, Eucalyptus regnans; Tasmanian giant tree register, Centurion): mountain ash is the tallest flowering plant, Centurion about 100 m in Tasmania; explanation confirmed.',
    'Natural rubber comes mainly from a tree native to which region?':
      'Checked (Britannica, Hevea brasiliensis; Henry Wickham): the rubber tree is native to the Amazon basin; seeds taken to Kew in 1876 founded Asian plantations, which now produce most rubber; explanation confirmed.',
    'What kind of living thing is a Venus flytrap?':
      'Checked (Britannica, Venus flytrap): a carnivorous plant that closes its leaf traps on insects; explanation confirmed.',
    'Which plants reproduce with spores and have no flowers or seeds, like bracken?':
      'Checked (Britannica, fern): ferns reproduce by spores from the underside of fronds, with no flowers or seeds, bracken among them; explanation confirmed.',
    'What type of plant is bamboo?':
      'Checked (Britannica, bamboo): bamboos are grasses (Poaceae), some growing up to about 91 cm a day; explanation confirmed.',
    'Which plants store water in thick stems and grow in deserts?':
      'Checked (Britannica, cactus): cacti store water in thick stems and grow in deserts; spines are modified leaves; explanation confirmed.',
    "Which plant's fibres are used to make linen?":
      'Checked (Britannica, linen; flax): linen is made from flax fibres and is among the oldest textiles; hemp, jute and cotton make other cloths; explanation confirmed.',
    'What is the scientific study of plants called?':
      'Checked (Britannica, botany): botany is the study of plants, mycology of fungi; explanation confirmed.',
    'Which fruit grows on a palm tree and has a hard, hairy shell?':
      'Checked (Britannica, coconut palm): the coconut grows on the coconut palm with a hard, hairy shell; explanation confirmed.',
    'What are plants that live for only one growing season called?':
      'Checked (Britannica, annual): annuals complete their life cycle in one growing season; explanation confirmed.',
    'Which tree produces the largest seed of any plant?':
      'Checked (Britannica, coco de mer; Guinness World Records): the coco de mer of the Seychelles has the largest seed, up to about 18 kg or more; explanation confirmed.',
    'What are plants that grow where they are not wanted in a garden called?':
      'Checked (RHS, weeds): a weed is a plant growing where it is not wanted; explanation confirmed.',
    'What is a woody plant smaller than a tree, with several stems from the ground, called?':
      'Checked (Britannica, shrub): a woody plant smaller than a tree with several stems from the base, e.g. lavender, lilac, hazel; explanation confirmed.',
    'Which plant with stinging hairs can leave an itchy rash?':
      'Checked (Britannica, nettle): stinging nettle hairs inject irritants such as histamine and formic acid; explanation confirmed.',
    'Which plant is the best-known emblem of Ireland?':
      "Checked (Britannica, shamrock): the shamrock is Ireland's emblem, and legend has St Patrick explaining the Trinity with it; explanation confirmed.",
    'Which prickly plant is the national emblem of Scotland?':
      "Checked (Britannica, thistle; Scottish legend of the Norse raid): the thistle is Scotland's national emblem; the barefoot Norse raider legend is as told; explanation confirmed.",
    'Which plant’s gel is widely used to soothe sunburn?':
      'Checked (Britannica, aloe; Kew Plants of the World, Aloe vera): aloe vera gel soothes sunburn; the species originates in the Arabian Peninsula; explanation confirmed.',
    'Which flower is traditionally worn on St David’s Day in Wales?':
      "Checked (Britannica, St David's Day; Welsh emblems): the daffodil is worn on 1 March, the leek being the other emblem; explanation confirmed.",
    'Which aquatic flower is sacred in Hinduism and Buddhism and is a national flower of India?':
      "Checked (Britannica, lotus; Government of India, national symbols): the sacred lotus is sacred in Hinduism and Buddhism and India's national flower; its leaves are self-cleaning; explanation confirmed.",
    'Which deadly plant was used to put the philosopher Socrates to death?':
      'Checked (Britannica, Socrates; hemlock): Socrates was executed by drinking hemlock in Athens in 399 BC; explanation confirmed.',
    'Which garden flower is the source of the heart drug digitalis?':
      'Checked (Britannica, digitalis; William Withering): digitalis comes from foxglove; Withering published its use for heart failure (dropsy) in 1785; explanation confirmed.',
    'What is a lichen?':
      'Checked (Britannica, lichen): a lichen is a fungus in partnership with an alga (or cyanobacterium), the fungus giving shelter and the partner food; explanation confirmed.',
    'Which carnivorous plant traps insects on leaves covered in sticky, glistening hairs?':
      'Checked (Britannica, sundew): sundews (Drosera) trap insects on sticky glandular hairs and curl the leaf around prey; explanation confirmed.',
    'Which giant cactus, which can live for 150 years, is a symbol of Arizona?':
      "Checked (US National Park Service, Saguaro National Park): saguaros live 150 years or more and grow first arms at about 50 to 70 years (some sources say later); the saguaro blossom is Arizona's state flower; explanation confirmed.",
    'Which small South African succulents look like pebbles and are called living stones?':
      'Checked (Britannica, Lithops): South African succulents mimicking pebbles, called living stones, camouflaged from grazers; explanation confirmed.',
    'What is a plant that completes its life cycle over two years, such as the foxglove, called?':
      'Checked (Britannica, biennial; RHS foxglove): biennials such as foxglove grow leaves in year one and flower, seed and die in year two; explanation confirmed.',
    'What are plants that live for more than two years, such as most trees and shrubs, called?':
      'Checked (Britannica, perennial): perennials live more than two years, and herbaceous ones die back in winter; explanation confirmed.',
    'Which North American plant’s oil, urushiol, causes an itchy, blistering rash?':
      'Checked (Britannica, poison ivy; CDC): urushiol in North American poison ivy causes blistering rashes, and smoke from burning it carries urushiol; explanation confirmed.',
    'What are plants that grow on other plants without harming them, as many orchids do, called?':
      'Checked (Britannica, epiphyte): plants living on other plants without harming them, like many orchids, taking water from rain and air; explanation confirmed.',
    'What is the group name for mosses, liverworts and hornworts?':
      'Checked (Britannica, bryophyte): mosses, liverworts and hornworts, lacking true roots and vascular tissue; explanation confirmed.',
    'What are seed plants whose seeds are not enclosed in a fruit, such as pines, called?':
      'Checked (Britannica, gymnosperm): seed plants with naked seeds, not enclosed in an ovary or fruit, e.g. pines; Greek for naked seed; explanation confirmed.',
    'In which US states does the Venus flytrap grow wild?':
      'Checked (US Fish and Wildlife Service; Britannica, Venus flytrap): it grows wild only in the coastal plain of North and South Carolina, within about 120 km of Wilmington; explanation confirmed.',
    'Which carnivorous plant catches tiny water creatures in underwater suction traps?':
      'Checked (Britannica, bladderwort): Utricularia catches tiny aquatic animals in suction traps that fire in under a millisecond; explanation confirmed.',
    'Which Namib Desert plant grows only two leaves in a life of hundreds or even thousands of years?':
      'Checked (Britannica, Welwitschia): the Namib plant grows just two strap leaves for its whole long life, splitting into ribbons; explanation confirmed.',
    'What are the young, tightly curled fronds of a fern called?':
      "Checked (Britannica, fern; fiddlehead): young coiled fern fronds are fiddleheads, like a violin's scroll; explanation confirmed.",
    'What are the dangling clusters of tiny flowers on hazel and birch called?':
      'Checked (Britannica, catkin): hazel and birch bear dangling catkins shedding wind-borne pollen in late winter; explanation confirmed.',
    'Which cereal crop is the staple food for more than half of the world’s people?':
      "Checked (FAO; Britannica, rice): rice is the staple for more than half the world's people, mostly in Asia; explanation confirmed.",
    'Which plant’s fluffy seed fibres are spun into the world’s most common natural textile?':
      'Checked (Britannica, cotton): cotton seed fibres are the most used natural textile fibre, each fibre a single cell; explanation confirmed.',
    'From which part of the world do tomatoes, maize and chilli peppers originally come?':
      'Checked (Britannica, Columbian exchange): tomatoes, maize and chilli peppers come from the Americas and reached Europe after Columbus; explanation confirmed.',
    'Which Nile reed did the ancient Egyptians use to make a writing material?':
      'Checked (Britannica, papyrus): the Nile reed Cyperus papyrus was cut in strips, laid crosswise and pressed into sheets; explanation confirmed.',
    'What are coffee beans, botanically?':
      'Checked (Britannica, coffee): coffee beans are the seeds of the coffee cherry, usually two per fruit; explanation confirmed.',
    'Which cereal is the world’s most produced by weight?':
      'Checked (FAOSTAT crop production): maize is the most produced cereal by weight, much of it for feed and ethanol; explanation confirmed.',
    'Where does the coffee plant Coffea arabica originally come from?':
      'Checked (Britannica, coffee; Coffea arabica): arabica originates in Ethiopia and was first cultivated in Yemen; explanation confirmed.',
    'In which mountain range was the potato first domesticated?':
      'Checked (Britannica, potato; Spooner et al. 2005, PNAS): the potato was domesticated in the Andes of southern Peru and north-west Bolivia; explanation confirmed.',
    'Which spice is made from the dried berries of a climbing vine native to India?':
      'Checked (Britannica, black pepper): dried berries of the vine Piper nigrum, native to India; green, black and white pepper from the same plant; explanation confirmed.',
    'Which crop is the most widely grown legume, used for oil and animal feed?':
      'Checked (FAOSTAT; Britannica, soybean): the soybean is the most widely grown legume, for oil and feed, led by Brazil and the US; explanation confirmed.',
    'Which fruit grows on a giant herb that is often mistaken for a tree?':
      'Checked (Britannica, banana): the banana plant is a giant herb whose pseudostem is rolled leaf bases; explanation confirmed.',
    'Which fruit grows one at a time from the middle of a low rosette of spiky leaves?':
      'Checked (Britannica, pineapple): one fruit grows from the centre of a spiky rosette, taking about 18 to 24 months; explanation confirmed.',
    'Which crop failed in Ireland in the 1840s, causing the Great Famine?':
      'Checked (Britannica, Great Famine (Ireland)): the potato crop failed in the 1840s; about a million died and a million emigrated; explanation confirmed.',
    'Which crop’s leaves does the Colorado beetle devour?':
      'Checked (Britannica, Colorado potato beetle): it eats potato leaves and reached Europe from North America in the 20th century (France, 1920s); explanation confirmed.',
    'Which tall grass is the world’s biggest crop by harvested weight?':
      'Checked (FAOSTAT crop production): sugar cane is the largest crop by harvested tonnage, Brazil and India growing more than half; explanation confirmed.',
    'Which root crop supplies about a fifth of the world’s sucrose?':
      "Checked (Britannica, sugar beet; FAO): sugar beet supplies about 20 percent of world sugar, developed from Marggraf's 1747 work in Prussia; explanation confirmed.",
    'Which plant fibre is used to make hessian sacks?':
      'Checked (Britannica, jute): hessian (burlap) sacks are jute, grown mostly in the Ganges delta of India and Bangladesh; explanation confirmed.',
    'Which South American plant’s leaves give a sweetener with almost no calories?':
      'Checked (Britannica, stevia): Stevia rebaudiana from Paraguay and Brazil gives near-zero-calorie steviol glycosides, hundreds of times sweeter than sugar; explanation confirmed.',
    'Which disease, caused by a water mould, destroyed Ireland’s potato crops in the 1840s?':
      'Checked (Britannica, late blight; Phytophthora infestans): the oomycete (water mould) caused the Irish potato failures and still attacks potatoes and tomatoes; explanation confirmed.',
    'The almond is closely related to which fruit, in the same genus Prunus?':
      'Checked (Britannica, almond; Prunus): the almond is in Prunus, closest to the peach, with plums, cherries and apricots; explanation confirmed.',
    'What is the rich, dark material made from rotted garden and kitchen waste called?':
      'Checked (RHS, composting): compost is decomposed garden and kitchen waste, broken down by worms, fungi and bacteria; explanation confirmed.',
    'What is the art of growing miniature trees in pots called?':
      'Checked (Britannica, bonsai): growing miniature trees in containers, kept small by root and branch pruning; ikebana and topiary differ; explanation confirmed.',
    'Which beetle is a gardener’s friend because it eats aphids?':
      'Checked (RHS, ladybirds; Britannica): ladybirds eat aphids, thousands in a lifetime; explanation confirmed.',
    'Which shrub grown in fields in southern France has purple flowers used in perfume?':
      'Checked (Britannica, lavender): lavender grown in Provence is distilled from the flowering tops for perfume; explanation confirmed.',
    'What is a plant produced by crossing two different varieties or species called?':
      'Checked (Britannica, hybrid): a plant from crossing two varieties or species, as many garden roses are; explanation confirmed.',
    'What is a layer spread over soil to keep moisture in and smother weeds called?':
      'Checked (RHS, mulches): a mulch is a soil covering keeping moisture in and suppressing weeds, e.g. bark, straw, compost; explanation confirmed.',
    'What is a young plant that has just sprouted called?':
      'Checked (RHS, seedlings): a seedling is a newly sprouted plant, often raised indoors and planted out; explanation confirmed.',
    'What is a piece of stem taken from a plant to grow a new one called?':
      'Checked (RHS, cuttings): a cutting is a stem piece rooted into a new plant, genetically identical to the parent; explanation confirmed.',
    'What is clipping shrubs into ornamental shapes called?':
      'Checked (RHS, topiary): clipping shrubs into shapes, classically box and yew; explanation confirmed.',
    'What is joining part of one plant onto the roots of another called?':
      'Checked (RHS, grafting; Britannica): joining a scion onto a rootstock; most apples are grafted onto size-controlling rootstocks; explanation confirmed.',
    'Which shrub’s flowers turn blue in acidic soil and pink in alkaline soil?':
      'Checked (RHS, hydrangea colour): hydrangea flowers turn blue in acid soil because aluminium is available, pink in alkaline soil; explanation confirmed.',
    'What is soil that is a balanced mix of sand, silt and clay called?':
      'Checked (RHS, soil types; Britannica, loam): loam is a balanced mix of sand, silt and clay, draining well but holding nutrients; explanation confirmed.',
    'What is removing faded blooms to encourage more flowers called?':
      'Checked (RHS, deadheading): removing faded flowers stops seed formation and encourages more blooms; explanation confirmed.',
    'Which sap-sucking insects are also called greenfly?':
      'Checked (RHS, aphids): aphids are sap-sucking greenfly that reproduce parthenogenetically with live young; explanation confirmed.',
    'What is training a fruit tree flat against a wall or wire called?':
      'Checked (RHS, espalier): training fruit trees flat on walls or wires, walls storing heat for ripening; explanation confirmed.',
    'What is cutting a tree down to near ground level so it regrows many shoots called?':
      'Checked (Woodland Trust, coppicing and pollarding): coppicing cuts near ground level, pollarding at head height out of browsing reach; explanation confirmed.',
    'What is gradually getting seedlings raised indoors used to outdoor conditions called?':
      'Checked (RHS, hardening off): acclimatising indoor-raised plants to outdoor conditions; damping off is a seedling disease; explanation confirmed.',
    'Which Swedish botanist popularised the two-part Latin names for species?':
      'Checked (Britannica, Carolus Linnaeus): the Swedish botanist popularised binomial nomenclature; the daisy is Bellis perennis; explanation confirmed.',
    'Which Royal Botanic Gardens in London are a UNESCO World Heritage Site?':
      'Checked (UNESCO World Heritage List, Royal Botanic Gardens, Kew): Kew was inscribed in 2003 and holds one of the largest living collections; explanation confirmed.',
    'Which trees’ pink blossom is celebrated each spring in Washington, D.C., after a gift of trees from Japan in 1912?':
      'Checked (US National Park Service, National Cherry Blossom Festival history): Tokyo gave about 3,020 cherry trees to Washington, D.C., in 1912; explanation confirmed.',
    'Which botanist sailed with James Cook on the Endeavour and later guided the gardens at Kew?':
      "Checked (Britannica, Sir Joseph Banks): he sailed on Cook's Endeavour (1768-71) and guided Kew; Banksia is named after him; explanation confirmed.",
    'The giant Amazon water lily is named after which monarch?':
      'Checked (Britannica, Victoria amazonica; Kew): the giant water lily is named after Queen Victoria and its leaves reach about 3 m; explanation confirmed.',
    'Which palm has the longest leaves of any plant, up to about 25 m?':
      'Checked (Britannica, Raphia; Guinness World Records): the raffia palm has the longest leaves, up to about 25 m, the source of raffia fibre; explanation confirmed.',
    'Which tiny floating plant is the smallest flowering plant in the world?':
      'Checked (Britannica, Wolffia; duckweed): Wolffia is the smallest flowering plant, about the size of a grain of sand; Lemna is larger duckweed, Azolla a fern, Elodea a pondweed; explanation confirmed.',
  },
};
