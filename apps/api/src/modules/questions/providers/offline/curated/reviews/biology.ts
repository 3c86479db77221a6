import type { BankReview } from './review.js';

/** bank-gallery's check of bank-lab's biology bank at 01a5281 (ADR 0195); registered in index.ts once both are merged. */
export const biologyReview: BankReview = {
  bank: 'biology',
  writer: 'bank-lab',
  reviewer: 'bank-gallery',
  checks: {
    'What is the basic unit of life?':
      "Checked (reviewer's knowledge): The cell is right and the three wrong options are wrong; explanation confirmed.",
    'Which organelle is known as the powerhouse of the cell?':
      "Checked (reviewer's knowledge): The mitochondrion is right and the three wrong options are wrong; explanation confirmed.",
    'Where in a plant cell does photosynthesis happen?':
      "Checked (reviewer's knowledge): In the chloroplasts is right and the three wrong options are wrong; explanation confirmed.",
    'What is the division of a cell into two identical cells called?':
      "Checked (reviewer's knowledge): Mitosis is right and the three wrong options are wrong; explanation confirmed.",
    'What is the movement of water across a partially permeable membrane called?':
      "Checked (reviewer's knowledge): Osmosis is right and the three wrong options are wrong; explanation confirmed.",
    'Which molecule carries energy for use within cells?':
      "Checked (reviewer's knowledge): ATP is right and the three wrong options are wrong; explanation confirmed.",
    'Which theory states that all living things are made of cells?':
      "Checked (Schleiden 1838, Schwann 1839): cell theory; explanation confirmed. Note: the word 'cell' appears in many stems of the bank, which makes 'What is the basic unit of life?' easy, but that is unavoidable in a biology bank.",
    'Which type of cell division produces sperm and egg cells?':
      "Checked (reviewer's knowledge): Meiosis is right and the three wrong options are wrong; explanation confirmed.",
    'Which part of a cell controls its activities and holds most of its DNA?':
      "Checked (reviewer's knowledge): The nucleus is right and the three wrong options are wrong; explanation confirmed.",
    'What rigid outer layer do plant cells have that animal cells lack?':
      "Checked (reviewer's knowledge): A cell wall is right and the three wrong options are wrong; explanation confirmed.",
    'Which instrument do biologists use to look at cells?':
      "Checked (reviewer's knowledge): A microscope is right and the three wrong options are wrong; explanation confirmed.",
    'What is the jelly-like substance that fills a cell called?':
      "Checked (reviewer's knowledge): Cytoplasm is right and the three wrong options are wrong; explanation confirmed.",
    'What is an organism made of just one cell called?':
      "Checked (reviewer's knowledge): Unicellular is right and the three wrong options are wrong; explanation confirmed.",
    'What does the thin membrane around a cell control?':
      "Checked (reviewer's knowledge): What enters and leaves the cell is right and the three wrong options are wrong; explanation confirmed.",
    'Which carbohydrate makes up most of the fibre in cotton, wood and paper?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: cellulose makes up most of cotton fibre (about 90%) and of wood and paper; starch and glycogen are storage carbohydrates and chitin is in insect and fungal walls.",
    'Which tiny organelles build proteins?':
      "Checked (reviewer's knowledge): Ribosomes is right and the three wrong options are wrong; explanation confirmed.",
    'Which large, fluid-filled space in a plant cell stores cell sap?':
      "Checked (reviewer's knowledge): The vacuole is right and the three wrong options are wrong; explanation confirmed.",
    'What are cells without a nucleus, such as bacteria, called?':
      "Checked (reviewer's knowledge): Prokaryotes is right and the three wrong options are wrong; explanation confirmed.",
    'What is the spreading of particles from where they are crowded to where they are sparse called?':
      "Checked (reviewer's knowledge): Diffusion is right and the three wrong options are wrong; explanation confirmed.",
    'What are groups of similar cells working together, such as muscle, called?':
      "Checked (reviewer's knowledge): Tissues is right and the three wrong options are wrong; explanation confirmed.",
    'Which organelle packages and modifies proteins for export from the cell?':
      "Checked (reviewer's knowledge): The Golgi apparatus is right and the three wrong options are wrong; explanation confirmed.",
    'Which organelles hold digestive enzymes that break down worn-out cell parts?':
      "Checked (reviewer's knowledge): Lysosomes is right and the three wrong options are wrong; explanation confirmed.",
    'What is the process by which a cell engulfs large particles called?':
      "Checked (reviewer's knowledge): Phagocytosis is right and the three wrong options are wrong; explanation confirmed.",
    'What is programmed cell death called?':
      "Checked (reviewer's knowledge): Apoptosis is right and the three wrong options are wrong; explanation confirmed.",
    'Which molecules form the double layer of a cell membrane?':
      "Checked (reviewer's knowledge): Phospholipids is right and the three wrong options are wrong; explanation confirmed.",
    'In which stage of mitosis do the chromosomes line up across the middle of the cell?':
      "Checked (reviewer's knowledge): Metaphase is right and the three wrong options are wrong; explanation confirmed.",
    'What are unspecialised cells that can become many kinds of cell called?':
      "Checked (reviewer's knowledge): Stem cells is right and the three wrong options are wrong; explanation confirmed.",
    'What shape is a DNA molecule?':
      "Checked (reviewer's knowledge): A double helix is right and the three wrong options are wrong; explanation confirmed.",
    'Which scientists published the double-helix structure of DNA in 1953?':
      'Checked (Watson and Crick, Nature 171, 25 April 1953): right; the other pairs are wrong. Explanation confirmed.',
    'How many chromosomes does a typical human body cell have?':
      "Checked (reviewer's knowledge): 46, in 23 pairs; explanation confirmed.",
    'Which monk is known as the father of genetics for his work with pea plants?':
      "Checked (Mendel, 'Versuche über Pflanzen-Hybriden', 1866): Gregor Mendel; explanation confirmed.",
    'Which sugar forms part of the backbone of DNA?':
      "Checked (reviewer's knowledge): Deoxyribose is right and the three wrong options are wrong; explanation confirmed.",
    'Which naturalist proposed evolution by natural selection independently of Charles Darwin?':
      'Checked (Linnean Society, 1 July 1858): Alfred Russel Wallace; Huxley, Lamarck and Spencer are wrong. Its stem gives away the natural-selection question (see the REJECT there).',
    'What is a section of DNA that carries the code for a trait called?':
      "Checked (reviewer's knowledge; about 20,000 protein-coding human genes per the Human Genome Project): a gene. Note: 'The word gene was coined in 1909' in the genetics question's explanation mentions the word but does not define it; acceptable.",
    'What is a genetically identical copy of an organism called?':
      "Checked (reviewer's knowledge): A clone is right and the three wrong options are wrong; explanation confirmed.",
    'Which sheep, born at the Roslin Institute in 1996, was made from a single cell of an adult sheep?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Dolly was born at the Roslin Institute on 5 July 1996 from a mammary-gland cell of an adult ewe, hence her name; Daisy, Molly and Bessie are wrong; the text no longer says 'cloned'.",
    "Which islands' finches and giant tortoises helped shape Charles Darwin's ideas?":
      "Checked (Darwin's Beagle visit, 1835; the islands are Ecuadorian and straddle the equator): the Galapagos; explanation confirmed.",
    'What is a feature that helps a living thing survive in its habitat, such as the thick fur of a polar bear, called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: a feature suited to a habitat, such as a polar bear's thick fur, is an adaptation; a mutation is a change in DNA, variation the differences between individuals, an instinct inborn behaviour.",
    'What is the human choice of which animals or plants reproduce, to get wanted features, called?':
      "Checked (reviewer's knowledge): Selective breeding is right and the three wrong options are wrong; explanation confirmed.",
    'Roughly what share of its DNA does a child inherit from each parent?':
      "Checked (reviewer's knowledge): Half is right and the three wrong options are wrong; explanation confirmed.",
    'What is the scientific study of heredity called?':
      "Checked (reviewer's knowledge): Genetics is right and the three wrong options are wrong; explanation confirmed.",
    'On which ship did Charles Darwin sail round the world from 1831 to 1836?':
      'Checked (HMS Beagle, 27 December 1831 – 2 October 1836): right; explanation confirmed.',
    'What are different versions of the same gene called?':
      "Checked (reviewer's knowledge): alleles; explanation confirmed.",
    'What is a permanent change in the DNA of an organism called?':
      "Checked (reviewer's knowledge): A mutation is right and the three wrong options are wrong; explanation confirmed.",
    'What is the complete set of genetic material of an organism called?':
      'Checked (about 3.1 billion base pairs in the haploid human genome): its genome; explanation confirmed.',
    'Which base is found in RNA but not in DNA?':
      "Checked (reviewer's knowledge): uracil; thymine is DNA-only, adenine and guanine are in both.",
    'An allele whose effect is hidden when a dominant allele is present is called what?':
      "Checked (reviewer's knowledge): Recessive is right and the three wrong options are wrong; explanation confirmed.",
    'Which pair of sex chromosomes does a typical human male have?':
      "Checked (reviewer's knowledge; SRY on the Y chromosome): XY; explanation confirmed.",
    'What is the observable appearance of an organism, as opposed to its genes, called?':
      "Checked (reviewer's knowledge): Its phenotype is right and the three wrong options are wrong; explanation confirmed.",
    'What phrase, coined by Herbert Spencer, is often used to sum up natural selection?':
      'Checked (Spencer, Principles of Biology, 1864; Darwin adopted it in the 5th edition of the Origin, 1869): survival of the fittest; explanation confirmed. Its stem gives away the natural-selection question (see the REJECT there).',
    'What does Homo sapiens, the scientific name of our species, mean?':
      'Checked (Latin sapiens, wise; Linnaeus 1758): wise man; explanation confirmed.',
    'Which apes are the closest living relatives of humans?':
      'Checked (chimpanzee genome papers, about 98.7% shared): chimpanzees and bonobos; explanation confirmed.',
    'What is the formation of new species called?':
      "Checked (reviewer's knowledge): Speciation is right and the three wrong options are wrong; explanation confirmed.",
    'What is the copying of a DNA sequence into messenger RNA called?':
      "Checked (reviewer's knowledge): Transcription is right and the three wrong options are wrong; explanation confirmed.",
    'How many bases make up one codon of the genetic code?':
      "Checked (reviewer's knowledge): 3; explanation confirmed.",
    'Which animals did Thomas Hunt Morgan breed to show that genes lie on chromosomes?':
      'Checked (Morgan, Drosophila; Nobel Prize in Physiology or Medicine 1933): fruit flies; explanation confirmed.',
    "Which British chemist's X-ray images of DNA, including Photo 51, helped reveal its structure?":
      'Checked (Franklin and Gosling, Photo 51, 1952; Franklin died 16 April 1958; Nobel 1962): Rosalind Franklin; explanation confirmed.',
    "Which American geneticist discovered 'jumping genes' in maize?":
      'Checked (McClintock, transposition late 1940s; Nobel 1983): Barbara McClintock; explanation confirmed.',
    'Which naturalist argued that traits acquired in life, such as stretched necks, are passed on?':
      'Checked (Lamarck, Philosophie zoologique, 1809; Darwin born 12 February 1809): Jean-Baptiste Lamarck; explanation confirmed.',
    'What is the evolution of similar features in unrelated groups, such as wings in bats and birds, called?':
      "Checked (reviewer's knowledge): Convergent evolution is right and the three wrong options are wrong; explanation confirmed.",
    'What did Niles Eldredge and Stephen Jay Gould call the idea that evolution goes in sudden bursts?':
      'Checked (Eldredge and Gould, 1972, in Models in Paleobiology): punctuated equilibrium; explanation confirmed.',
    'What are random changes in allele frequencies in small populations called?':
      "Checked (reviewer's knowledge): Genetic drift is right and the three wrong options are wrong; explanation confirmed.",
    "To which species did the 3.2-million-year-old skeleton nicknamed 'Lucy' belong?":
      'Checked (Johanson, Hadar, Ethiopia, November 1974): Australopithecus afarensis; explanation confirmed.',
    'Which human species lived in Europe until about 40,000 years ago?':
      'Checked (Higham et al., Nature 2014, Neanderthal disappearance about 41,000–39,000 years ago): Neanderthals; explanation confirmed.',
    'What is the green pigment in plants that absorbs light?':
      "Checked (reviewer's knowledge): Chlorophyll is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of food do plants make by photosynthesis?':
      "Checked (reviewer's knowledge): Sugar is right and the three wrong options are wrong; explanation confirmed.",
    'Which part of a plant makes most of its food?':
      "Checked (reviewer's knowledge): The leaves is right and the three wrong options are wrong; explanation confirmed.",
    'How are dandelion seeds mainly spread?':
      "Checked (reviewer's knowledge): By the wind is right and the three wrong options are wrong; explanation confirmed.",
    'What are the simple plant-like organisms that turn pond water green called?':
      "Checked (reviewer's knowledge): Algae is right and the three wrong options are wrong; explanation confirmed.",
    'What is the carrying of seeds away from the parent plant called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: carrying seeds away from the parent is dispersal; pollination, germination and fertilisation are other stages; 'seed' is no longer in the key.",
    "What is the moving of a flower's male grains from a stamen to a stigma called?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: moving pollen from stamen to stigma is pollination; fertilisation, germination and dispersal are other stages; the text no longer says 'pollen'.",
    'What is the process by which plants, like animals, release energy from sugar day and night?':
      "Checked (reviewer's knowledge): Respiration is right and the three wrong options are wrong; explanation confirmed.",
    'What is the main carbohydrate that plants store for later use?':
      "Checked (reviewer's knowledge): Starch is right and the three wrong options are wrong; explanation confirmed.",
    "What is a plant's growth response to the downward pull of the Earth called?":
      "Checked (reviewer's knowledge): Gravitropism is right and the three wrong options are wrong; explanation confirmed.",
    'Which element do bacteria in the root nodules of peas and beans take from the air for the plant?':
      "Checked (reviewer's knowledge): Nitrogen is right and the three wrong options are wrong; explanation confirmed.",
    'What are small, non-flowering plants that grow in damp carpets and have no true roots?':
      "Checked (reviewer's knowledge): Mosses is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of swollen underground storage organ is a potato?':
      "Checked (reviewer's knowledge): A tuber is right and the three wrong options are wrong; explanation confirmed.",
    'What is the partnership between fungi and plant roots called?':
      "Checked (reviewer's knowledge): Mycorrhiza is right and the three wrong options are wrong; explanation confirmed.",
    'In which part of the chloroplast does the Calvin cycle take place?':
      "Checked (reviewer's knowledge): The stroma is right and the three wrong options are wrong; explanation confirmed.",
    'Which enzyme fixes carbon dioxide in the Calvin cycle?':
      "Checked (reviewer's knowledge): RuBisCO; explanation confirmed (ribulose-1,5-bisphosphate carboxylase/oxygenase).",
    'Which molecule is split by light in photosynthesis, giving off oxygen?':
      "Checked (Ruben and Kamen's oxygen-18 experiments, 1941): water; explanation confirmed.",
    'What are flowering plants, whose seeds are enclosed in a fruit, called?':
      "Checked (reviewer's knowledge): Angiosperms is right and the three wrong options are wrong; explanation confirmed.",
    'Which gaseous plant hormone makes fruit ripen?':
      "Checked (reviewer's knowledge): ethylene; auxin, gibberellin and cytokinin are not gases.",
    'What is the turning of ammonium into nitrates by soil bacteria called?':
      "Checked (reviewer's knowledge): Nitrification is right and the three wrong options are wrong; explanation confirmed.",
    'What do C4 plants such as maize do better than most plants in hot, bright conditions?':
      'Checked (Hatch–Slack pathway): they concentrate CO₂ around RuBisCO, avoiding photorespiration; the other options describe CAM-like or other traits and are wrong for C4.',
    'Which pair of cells opens and closes each tiny breathing pore on a leaf?':
      "Checked (reviewer's knowledge): Guard cells is right and the three wrong options are wrong; explanation confirmed.",
    'What are animals that eat only plants called?':
      "Checked (reviewer's knowledge): Herbivores is right and the three wrong options are wrong; explanation confirmed.",
    'What is an animal that eats both plants and meat called?':
      "Checked (reviewer's knowledge): An omnivore is right and the three wrong options are wrong; explanation confirmed.",
    'What is the change from caterpillar to butterfly called?':
      "Checked (reviewer's knowledge): Metamorphosis is right and the three wrong options are wrong; explanation confirmed.",
    'Which class of animals is warm-blooded, has hair and feeds its young on milk?':
      "Checked (reviewer's knowledge): Mammals is right and the three wrong options are wrong; explanation confirmed.",
    'Which group of animals includes frogs, toads and salamanders?':
      "Checked (reviewer's knowledge): Amphibians is right and the three wrong options are wrong; explanation confirmed.",
    'What type of animal is a whale?':
      "Checked (reviewer's knowledge): A mammal is right and the three wrong options are wrong; explanation confirmed.",
    'What is the variety of all living things in an area called?':
      "Checked (reviewer's knowledge): Biodiversity is right and the three wrong options are wrong; explanation confirmed.",
    'In a food chain, what are organisms that make their own food called?':
      "Checked (reviewer's knowledge): Producers is right and the three wrong options are wrong; explanation confirmed.",
    'What are organisms such as fungi and bacteria that break down dead material called?':
      "Checked (reviewer's knowledge): Decomposers is right and the three wrong options are wrong; explanation confirmed.",
    'What are organisms that live on or in a host and harm it called?':
      "Checked (reviewer's knowledge): Parasites is right and the three wrong options are wrong; explanation confirmed.",
    'Which organs do fish use to breathe underwater?':
      "Checked (reviewer's knowledge): Gills is right and the three wrong options are wrong; explanation confirmed.",
    'What is an animal that hunts and kills other animals for food called?':
      "Checked (reviewer's knowledge): A predator is right and the three wrong options are wrong; explanation confirmed.",
    'What is the natural home of an animal or plant called?':
      "Checked (reviewer's knowledge): Its habitat is right and the three wrong options are wrong; explanation confirmed.",
    'Which gas do animals breathe in to release energy from their food?':
      "Checked (reviewer's knowledge): Oxygen is right and the three wrong options are wrong; explanation confirmed.",
    'Which animals build dams of sticks and mud across rivers?':
      "Checked (reviewer's knowledge): Beavers is right and the three wrong options are wrong; explanation confirmed.",
    'Which group of animals has the most known species?':
      'Checked (about one million described insect species; about 400,000 beetles): insects; explanation confirmed.',
    'What is it called when an animal spends the winter in a deep sleep?':
      "Checked (reviewer's knowledge): Hibernation is right and the three wrong options are wrong; explanation confirmed.",
    'What is the seasonal journey of animals between distant places called?':
      "Checked (reviewer's knowledge): Migration is right and the three wrong options are wrong; explanation confirmed.",
    'What are animals without a backbone called?':
      "Checked (reviewer's knowledge): Invertebrates is right and the three wrong options are wrong; explanation confirmed.",
    'Which group of cold-blooded, scaly animals includes snakes, lizards and turtles?':
      "Checked (reviewer's knowledge): Reptiles is right and the three wrong options are wrong; explanation confirmed.",
    'What is a species with no living members left called?':
      'Checked (last accepted dodo sighting 1662, probably extinct by 1690): extinct; explanation confirmed.',
    'What is the ability of an animal to blend in with its surroundings called?':
      "Checked (reviewer's knowledge): Camouflage is right and the three wrong options are wrong; explanation confirmed.",
    'What does an arrow in a food chain show?':
      "Checked (reviewer's knowledge): The direction energy flows is right and the three wrong options are wrong; explanation confirmed.",
    'Which is the only group of living animals with feathers?':
      "Checked (reviewer's knowledge): Birds is right and the three wrong options are wrong; explanation confirmed.",
    'What are animals that are active at night and sleep by day called?':
      "Checked (reviewer's knowledge): Nocturnal is right and the three wrong options are wrong; explanation confirmed.",
    'What are mammals that carry their young in a pouch called?':
      "Checked (reviewer's knowledge): Marsupials is right and the three wrong options are wrong; explanation confirmed.",
    'What is the role that a species plays in its ecosystem called?':
      "Checked (reviewer's knowledge): Its niche is right and the three wrong options are wrong; explanation confirmed.",
    'What is a relationship in which both species benefit called?':
      "Checked (reviewer's knowledge): Mutualism is right and the three wrong options are wrong; explanation confirmed.",
    'How do bats and dolphins find prey in the dark or in murky water?':
      "Checked (reviewer's knowledge): Echolocation is right and the three wrong options are wrong; explanation confirmed.",
    'What is a large natural community of plants and animals, such as tundra or desert, called?':
      "Checked (reviewer's knowledge): A biome is right and the three wrong options are wrong; explanation confirmed.",
    'What are all the members of one species living in one area called?':
      "Checked (reviewer's knowledge): A population is right and the three wrong options are wrong; explanation confirmed.",
    'What group of animals with jointed legs includes insects, spiders and crabs?':
      "Checked (reviewer's knowledge): Arthropods is right and the three wrong options are wrong; explanation confirmed.",
    'What is a group of similar organisms that can breed to produce fertile young called?':
      "Checked (reviewer's knowledge): A species is right and the three wrong options are wrong; explanation confirmed.",
    'Through which openings in their bodies do insects take in air?':
      "Checked (reviewer's knowledge): Spiracles is right and the three wrong options are wrong; explanation confirmed.",
    'Roughly what share of the energy at one level of a food chain passes to the next?':
      'Checked (the textbook ten per cent rule, Lindeman 1942): about 10%; explanation confirmed.',
    'What is a species with a far larger effect on its ecosystem than its numbers suggest, such as the sea otter, called?':
      "Checked (reviewer's knowledge): A keystone species is right and the three wrong options are wrong; explanation confirmed.",
    'What are the first species to colonise bare ground or rock, such as lichens, called?':
      "Checked (reviewer's knowledge): Pioneer species is right and the three wrong options are wrong; explanation confirmed.",
    'What is the knock-on effect down a food web, as when wolves returned to Yellowstone, called?':
      "Checked (Ripple and Beschta's Yellowstone studies; the explanation rightly hedges with 'is thought to'): a trophic cascade.",
    'What is the build-up of a poison such as DDT at each step up a food chain called?':
      "Checked (reviewer's knowledge; Ratcliffe's eggshell-thinning studies): biomagnification; explanation confirmed.",
    'What is the overgrowth of algae in water enriched by fertiliser run-off called?':
      "Checked (reviewer's knowledge): Eutrophication is right and the three wrong options are wrong; explanation confirmed.",
    'What is a relationship in which one species benefits and the other is unaffected called?':
      "Checked (reviewer's knowledge): Commensalism is right and the three wrong options are wrong; explanation confirmed.",
    'What is the dormant state that some animals enter to survive hot, dry periods called?':
      "Checked (reviewer's knowledge): Aestivation is right and the three wrong options are wrong; explanation confirmed.",
    'Which kingdom of life do mushrooms belong to?':
      "Checked (reviewer's knowledge): Fungi is right and the three wrong options are wrong; explanation confirmed.",
    'Which blood cells fight infection?':
      "Checked (reviewer's knowledge): White blood cells is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of microbe causes the common cold?':
      "Checked (reviewer's knowledge): A virus is right and the three wrong options are wrong; explanation confirmed.",
    'Antibiotics are used to treat infections caused by what?':
      "Checked (reviewer's knowledge): Bacteria is right and the three wrong options are wrong; explanation confirmed.",
    'Which insect carries the parasite that causes malaria?':
      'Checked (Ross, 1897; only female Anopheles take blood meals): the mosquito; explanation confirmed.',
    'Which food is made by adding bacteria to milk?':
      "Checked (reviewer's knowledge): yoghurt; butter and cream are separated from milk and custard is cooked with eggs. (Cultured butter uses bacteria in cream, not milk, so the key stays the only right option.)",
    'What fuzzy fungus often grows on old bread?':
      "Checked (reviewer's knowledge): Mould is right and the three wrong options are wrong; explanation confirmed.",
    'Why does keeping food in a fridge make it last longer?':
      "Checked (reviewer's knowledge): Cold slows the growth of microbes is right and the three wrong options are wrong; explanation confirmed.",
    'What is an outbreak of a disease that spreads across many countries and continents called?':
      'Checked (WHO declared Covid-19 a pandemic on 11 March 2020): a pandemic; explanation confirmed.',
    'What is a microbe or virus that causes disease called?':
      "Checked (reviewer's knowledge): A pathogen is right and the three wrong options are wrong; explanation confirmed.",
    "What kind of organism causes athlete's foot?":
      "Checked (reviewer's knowledge): A fungus is right and the three wrong options are wrong; explanation confirmed.",
    'Which German doctor identified the bacterium that causes tuberculosis, in 1882?':
      'Checked (Koch, 24 March 1882; Nobel 1905): Robert Koch; explanation confirmed.',
    'Which single-celled parasite causes malaria?':
      "Checked (reviewer's knowledge): Plasmodium is right and the three wrong options are wrong; explanation confirmed.",
    'Which London doctor traced an 1854 cholera outbreak to a water pump in Soho?':
      'Checked (Snow, On the Mode of Communication of Cholera, 2nd edition, 1855): John Snow; explanation confirmed.',
    'Which surgeon pioneered antiseptic surgery with carbolic acid in the 1860s?':
      'Checked (Lister, The Lancet, 1867): Joseph Lister; explanation confirmed.',
    'How do bacteria usually reproduce?':
      "Checked (reviewer's knowledge): By binary fission is right and the three wrong options are wrong; explanation confirmed.",
    'Which proteins does the immune system make to lock onto particular germs?':
      "Checked (reviewer's knowledge): Antibodies is right and the three wrong options are wrong; explanation confirmed.",
    'What are the thin threads that make up the body of a fungus called?':
      "Checked (reviewer's knowledge): Hyphae is right and the three wrong options are wrong; explanation confirmed.",
    'Which tough substance, also found in insect shells, makes up fungal cell walls?':
      "Checked (reviewer's knowledge): Chitin is right and the three wrong options are wrong; explanation confirmed.",
    'What is the transfer of genes between bacteria through a bridge between cells called?':
      "Checked (reviewer's knowledge): Conjugation is right and the three wrong options are wrong; explanation confirmed.",
    'What is the protein shell around a virus called?':
      "Checked (reviewer's knowledge): The capsid is right and the three wrong options are wrong; explanation confirmed.",
    'Which infectious agents are misfolded proteins, as in mad cow disease?':
      "Checked (reviewer's knowledge): Prions is right and the three wrong options are wrong; explanation confirmed.",
    'What shape are bacteria described as cocci?':
      "Checked (reviewer's knowledge): Spherical is right and the three wrong options are wrong; explanation confirmed.",
    'Which Hungarian doctor urged handwashing in maternity wards in the 1840s?':
      'Checked (Semmelweis, Vienna General Hospital, 1847): Ignaz Semmelweis; explanation confirmed.',
    'Which American microbiologist identified the archaea and proposed the three-domain system of life?':
      'Checked (Woese and Fox, PNAS 1977; Woese, Kandler and Wheelis, PNAS 1990): Carl Woese; explanation confirmed.',
    'Study of which plant disease led to the discovery of viruses in the 1890s?':
      'Checked (Ivanovsky 1892, Beijerinck 1898): tobacco mosaic disease; explanation confirmed.',
    'Which scientist devised the two-part naming system for species, such as Homo sapiens?':
      'Checked (Linnaeus, Species Plantarum 1753, Systema Naturae 10th edition 1758): Carl Linnaeus; explanation confirmed.',
    'Which French scientist showed that microbes cause fermentation and devised a heat treatment to keep milk and wine safe?':
      "Checked (reviewer's knowledge): Louis Pasteur, pasteurisation; explanation confirmed.",
    'Which naturalist and broadcaster narrated Blue Planet II in 2017?':
      'Checked (BBC, 2017; Zoo Quest from 1954): David Attenborough; explanation confirmed.',
    'Which primatologist is famous for studying wild chimpanzees at Gombe in Tanzania?':
      'Checked (Goodall, Gombe from 1960, tool use seen that year): Jane Goodall; explanation confirmed.',
    'Which American zoologist studied mountain gorillas in Rwanda and wrote Gorillas in the Mist?':
      'Checked (Fossey, Gorillas in the Mist, 1983; killed at Karisoke, December 1985): Dian Fossey; explanation confirmed.',
    'Whose 1962 book Silent Spring warned of the dangers of pesticides?':
      'Checked (Carson, 1962; US EPA ban on DDT for agricultural use, 1972): Rachel Carson; explanation confirmed.',
    'Which biologist wrote The Selfish Gene, published in 1976?':
      "Checked (Dawkins, OUP 1976, chapter 11 coins 'meme'): Richard Dawkins; explanation confirmed.",
    "Who first used the word 'cell' for the tiny compartments he saw in cork, in 1665?":
      'Checked (Hooke, Micrographia, 1665): Robert Hooke; explanation confirmed.',
    'Which Dutch draper saw bacteria through his own home-made microscopes in the 1670s?':
      "Checked (Leeuwenhoek's letters to the Royal Society, 1676): Antonie van Leeuwenhoek; explanation confirmed.",
    "Which biologist was known as 'Darwin's bulldog' for defending evolution?":
      'Checked (Oxford evolution debate, 30 June 1860): Thomas Henry Huxley; explanation confirmed.',
    'Which Russian scientist trained dogs to salivate at a signal?':
      "Checked (reviewer's knowledge): Ivan Pavlov is right and the three wrong options are wrong; explanation confirmed.",
    'Which English doctor described the circulation of the blood in 1628?':
      'Checked (Harvey, De Motu Cordis, 1628): William Harvey; explanation confirmed.',
    'Which Harvard biologist, a world expert on ants, founded the field of sociobiology?':
      'Checked (Wilson, Sociobiology 1975; Pulitzers for On Human Nature 1979 and The Ants 1991): E. O. Wilson; explanation confirmed.',
    'Which Austrian zoologist showed that newly hatched goslings imprint on the first moving thing they see?':
      'Checked (Nobel Prize in Physiology or Medicine 1973): Konrad Lorenz; explanation confirmed.',
    'Which scientist decoded the waggle dance that honeybees use to show where food is?':
      'Checked (von Frisch; Nobel 1973): Karl von Frisch; explanation confirmed.',
    'Which Scottish botanist named the cell nucleus, in the early 1830s?':
      "Checked (Brown, 1831 paper on orchids; 1827 observations of particles from pollen): Robert Brown; explanation confirmed. Note: the explanation all but gives away the physics bank's Brownian-motion question, in another bank, so not a reject.",
    'Which French naturalist established extinction as a fact from studies of fossil bones?':
      'Checked (Cuvier, 1796 memoir on living and fossil elephants): Georges Cuvier; explanation confirmed.',
    'Which American biologist championed the idea that mitochondria began as bacteria living inside other cells?':
      'Checked (Margulis, 1967 paper and 1970 book): Lynn Margulis; explanation confirmed.',
    'Which German biologist coined the word ecology, in 1866?':
      'Checked (Haeckel, Generelle Morphologie der Organismen, 1866; Kunstformen der Natur): Ernst Haeckel; explanation confirmed.',
    "Which Italian scientist showed that maggots come from flies' eggs, not rotting meat, in 1668?":
      "Checked (Redi, Esperienze intorno alla generazione degl'insetti, 1668): Francesco Redi; explanation confirmed.",
    'What is the scientific study of animals called?':
      "Checked (reviewer's knowledge): Zoology is right and the three wrong options are wrong; explanation confirmed.",
    'What is the scientific study of insects called?':
      "Checked (reviewer's knowledge): entomology; explanation confirmed.",
  },
};
