import type { BankReview } from './review.js';

/** bank-i6's check of bank-i5's birds bank (ADR 0195); registered in index.ts once both are merged. */
export const birdsReview: BankReview = {
  bank: 'birds',
  writer: 'bank-i5',
  reviewer: 'bank-i6',
  checks: {
    'What colour are the swans native to Australia?':
      "Checked (Britannica, 'black swan'): Australia's native swan is black; Vlamingh's Dutch expedition saw them in 1697; explanation confirmed.",
    'What kind of bird is a mallard?':
      "Checked (RSPB, 'Mallard'; Britannica): a dabbling duck, green-headed drake, ancestor of most domestic ducks; explanation confirmed.",
    'Which wild bird of sea cliffs is the ancestor of the town pigeon?':
      "Checked (Britannica, 'rock dove'): the feral pigeon descends from the cliff-nesting rock dove; explanation confirmed.",
    'What is the national bird of India?':
      "Checked (Britannica, 'peafowl'; Indian Wildlife Protection Act 1972): the Indian peafowl is the national bird, protected under Schedule I; explanation confirmed. Options reworded for length (issue 14, len-c): 'The great hornbill' → 'The great Indian hornbill'. Rechecked by len-d: the great (Indian) hornbill is Kerala's and Arunachal's state bird; India's national bird is the peafowl.",
    'Which is the largest member of the crow family?':
      "Checked (Britannica, 'raven'): the common raven is the largest corvid among these, up to about 1.5–2 kg, wedge-shaped tail; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which African wading bird has a huge bill shaped like a clog?':
      "Checked (Britannica, 'shoebill'): the clog-shaped bill; waits motionless for lungfish; explanation confirmed.",
    'Which is the largest species of penguin?':
      "Checked (Britannica, 'emperor penguin'): the largest penguin, about 1.1 m and up to about 40 kg or more; explanation confirmed.",
    'Which big water bird scoops up fish in a stretchy pouch under its bill?':
      "Checked (Britannica, 'pelican'): the gular pouch scoops fish and drains water; explanation confirmed.",
    'Which red-breasted bird is a favourite on British Christmas cards?':
      "Checked (RSPB, 'Robin'): the Christmas card robin; Victorian postmen in red were called robins; explanation confirmed.",
    'Which black birds are famously kept at the Tower of London?':
      "Checked (Historic Royal Palaces, 'The ravens'): at least six ravens are kept by legend; explanation confirmed.",
    'Which bird is traditionally eaten at American Thanksgiving?':
      "Checked (Britannica, 'turkey'): the Thanksgiving bird; wild turkeys fly short distances; explanation confirmed.",
    'Which woodland bird drills into tree bark with its strong bill?':
      "Checked (Britannica, 'woodpecker'): drills bark with its bill; explanation broadly confirmed. Note: a 2022 study (Van Wassenbergh et al., Current Biology) found the skull does not act as a shock absorber; the lead may wish to soften the explanation. Reworded by the lead (issue 14, a reviewer's note): the explanation no longer says a thick, spongy skull protects its brain (challenged by the 2022 study noted above); it names the tongue that wraps round the skull instead. Rechecked by len-h: confirmed: woodpeckers strike up to about 20 times a second when drumming, and the hyoid horns carrying the long tongue wrap round the back of the skull when it is pulled in; the contested shock-absorbing skull is gone; nuthatches hammer at nuts wedged in bark and treecreepers probe bark with a thin bill, neither drills, so the key stays unique.",
    "Which black-and-white bird is counted in the rhyme 'one for sorrow, two for joy'?":
      "Checked (Britannica, 'magpie'; traditional rhyme): 'One for sorrow, two for joy' counts magpies; explanation confirmed.",
    'Which long-legged white bird is said in folklore to deliver babies?':
      "Checked (Britannica, 'stork'): the baby-bringing stork of folklore; white storks nest on roofs in central Europe; explanation confirmed.",
    'Which group of birds includes macaws, cockatoos and budgerigars?':
      "Checked (Britannica, 'parrot'): macaws, cockatoos and budgerigars are all parrots (order Psittaciformes), with curved bills and zygodactyl feet; explanation confirmed. Note: strictly the parrots are an order and cockatoos a family of their own (Cacatuidae), so 'family' is loose; suggest 'group'. Reworded by the lead (issue 14, a reviewer's note): 'family' became 'group': parrots are an order (Psittaciformes), and cockatoos are a family of their own within it. Rechecked by len-h: confirmed: 'group' is right for the order Psittaciformes (macaws and budgerigars in the true parrots, cockatoos in Cacatuidae); finches, pigeons and kingfishers are other orders or families, none includes any of the three.",
    'Which bird perches on a cactus, eating a snake, on the flag of Mexico?':
      "Checked (Britannica, 'flag of Mexico'): a golden eagle on a cactus eating a snake, the Tenochtitlan legend; explanation confirmed.",
    'Which is the most numerous bird on Earth, counting farm birds?':
      "Checked (FAO poultry figures; Britannica, 'chicken'): domestic chickens, over 20 billion, outnumber any other bird; explanation confirmed.",
    'Which wild bird of South and South-East Asia is the ancestor of the farmyard chicken?':
      "Checked (Britannica, 'red junglefowl'): ancestor of the domestic chicken and interfertile with it; explanation confirmed.",
    'Which large flightless bird did the Australian army fight a so-called war against in 1932?':
      "Checked (Britannica, 'Emu War'): 1932, soldiers with Lewis guns failed to cull emus in Western Australia's wheat belt; explanation confirmed.",
    'Which large white seabird plunges into the sea from a great height to catch fish?':
      "Checked (RSPB, 'Gannet'): plunge-dives from height; air sacs cushion the impact; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which diving bird appears on Canada's one-dollar coin?":
      'Checked (Royal Canadian Mint): the common loon is on the one-dollar coin, the loonie; explanation confirmed.',
    'Which alpine parrot of New Zealand is famous for pulling rubber from parked cars?':
      "Checked (Department of Conservation NZ, 'Kea'): the world's only alpine parrot, notorious for damaging cars; explanation confirmed.",
    'Which East Asian duck, with a brightly coloured male, is a symbol of faithful love in China?':
      "Checked (Britannica, 'mandarin duck'): East Asian, a Chinese symbol of marital fidelity; explanation confirmed.",
    'Which bird is an unofficial national symbol of France?':
      "Checked (Britannica, 'Gallic rooster'): the coq gaulois; Latin gallus means rooster and Gaul; explanation confirmed. Options reworded for length (issue 14, len-c): 'The stork' → 'The white stork'. Rechecked by len-d: the white stork is Alsace's emblem, not France's; the Gallic rooster is.",
    'Which long-legged birds are famous for leaping courtship dances and stand for long life in Japan?':
      "Checked (Britannica, 'crane'): famous dancing courtship; symbols of longevity in Japan; senbazuru; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which is the smallest species of penguin?':
      "Checked (Britannica, 'little penguin'): the smallest penguin, about 30–33 cm, southern Australia and New Zealand; explanation confirmed.",
    "Which North American songbird, the state bird of Texas, copies other birds' songs?":
      "Checked (Cornell Lab, All About Birds, 'Northern Mockingbird'): Texas state bird, a mimic; males may learn about 200 songs; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which red songbird is the official bird of seven US states?':
      "Checked (Cornell Lab, 'Northern Cardinal'; state symbols list): state bird of seven states (Illinois, Indiana, Kentucky, North Carolina, Ohio, Virginia, West Virginia); female buff-brown; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the national bird of Japan?':
      'Checked (Ornithological Society of Japan; Bank of Japan series D note): the green pheasant, national bird since 1947, on the back of the 1984 10,000-yen note; explanation confirmed.',
    'Which South American bird has chicks with claws on their wings for climbing?':
      "Checked (Britannica, 'hoatzin'): chicks have wing claws; fermenting foregut, stinkbird; explanation confirmed.",
    'Which long-legged African bird of prey kills snakes by stamping on them?':
      "Checked (Britannica, 'secretary bird'): stamps on snakes; the quill-pen name origin is one given theory; explanation confirmed.",
    "Which African bird leads people to wild bees' nests?":
      "Checked (Britannica, 'honeyguide'; Spottiswoode et al., Science 2016): the greater honeyguide leads people to hives and eats the wax; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which black-and-white wading bird sweeps its upturned bill from side to side through shallow water?':
      "Checked (RSPB, 'Avocet'): sweeps its upturned bill; returned to breed in the 1940s and became the RSPB emblem; explanation confirmed.",
    'Which bird has the longest bill of any bird?':
      "Checked (Guinness World Records; Britannica, 'pelican'): the Australian pelican has the longest bill, up to about 47–50 cm; explanation confirmed.",
    'Which bird has the longest bill relative to its body?':
      "Checked (Britannica, 'sword-billed hummingbird'): the only bird with a bill longer than its body, excluding the tail; grooms with its feet; explanation confirmed.",
    'Which bird holds the record for the most feathers ever counted, over 25,000?':
      'Checked (Wetmore, 1936, feather counts; Guinness): a tundra (whistling) swan had 25,216 feathers, about 80% on head and neck; explanation confirmed.',
    'What is the whole covering of feathers on a bird called?':
      "Checked (Britannica, 'plumage'): the feather covering; breeding plumage; explanation confirmed.",
    'What are birds of prey also called?':
      "Checked (Britannica, 'bird of prey'): raptors, from Latin rapere, to seize; explanation confirmed.",
    'What do birds have instead of teeth?':
      "Checked (Britannica, 'beak'): birds have no teeth; the bill is bone sheathed in keratin; explanation confirmed.",
    'What are the hooked claws of a bird of prey called?':
      "Checked (Britannica, 'talon'): the hooked claws of raptors; explanation confirmed.",
    'What is it called when a bird sheds its old feathers and grows new ones?':
      "Checked (Britannica, 'molting'): replacing feathers; ducks become flightless in eclipse moult; explanation confirmed.",
    'Why are the bones of most birds so light?':
      "Checked (Britannica, 'bird: skeleton'): pneumatised hollow bones braced by struts; explanation confirmed.",
    "What are the soft, fluffy feathers close to a bird's skin called?":
      "Checked (Britannica, 'down'): the soft under-feathers; eiderdown from eider nests; explanation confirmed.",
    "What is the forked bone in a bird's chest, pulled for luck after a roast dinner, called?":
      "Checked (Britannica, 'furcula'): the wishbone, fused clavicles acting as a spring; explanation confirmed.",
    'What do penguins use their wings for instead of flying?':
      "Checked (Britannica, 'penguin'): flipper-like wings for swimming; explanation confirmed.",
    'What is the main food of hummingbirds?':
      "Checked (Britannica, 'hummingbird'): mainly nectar, plus insects; explanation confirmed.",
    'Why do birds fluff up their feathers on cold days?':
      "Checked (RSPB, 'How birds keep warm'): fluffed feathers trap insulating air; explanation confirmed.",
    "What is the large ridge on a flying bird's breastbone, which anchors its flight muscles, called?":
      "Checked (Britannica, 'keel'): the sternal keel anchors flight muscles; ratites lack it; explanation confirmed.",
    'What is the single opening a bird uses to pass waste and lay eggs called?':
      "Checked (Britannica, 'cloaca'): the single vent; Latin for sewer; explanation confirmed.",
    'How many toes do most birds have?':
      "Checked (Britannica, 'bird: feet'): most birds have four toes, perching birds three forward and one back; explanation confirmed.",
    "How many chambers does a bird's heart have?":
      "Checked (Britannica, 'bird: circulation'): a four-chambered heart; explanation confirmed.",
    'What is the white part of bird droppings?':
      "Checked (Britannica, 'excretion'): the white is uric acid, saving water; explanation confirmed.",
    'What do birds have, besides lungs, that keeps air flowing one way through them?':
      "Checked (Britannica, 'bird: respiration'): air sacs give one-way flow, some extending into bones; explanation confirmed.",
    "What is the see-through third eyelid that sweeps across a bird's eye called?":
      "Checked (Britannica, 'nictitating membrane'): the transparent third eyelid; explanation confirmed.",
    'Which sense lets turkey vultures find dead animals hidden under forest trees?':
      "Checked (Cornell Lab, 'Turkey Vulture'): finds carrion by smell; gas engineers once traced leaks by the vultures; explanation confirmed.",
    "What makes an owl's flight almost silent?":
      "Checked (Britannica, 'owl'): comb-like leading edges and soft fringes silence flight; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Where are a kiwi's nostrils?":
      "Checked (Britannica, 'kiwi'): nostrils at the bill tip, used to smell prey underground; explanation confirmed.",
    'What is the arrangement of toes with two pointing forwards and two back called?':
      "Checked (Britannica, 'zygodactyl'): two toes forward, two back, as in woodpeckers and toucans; explanation confirmed.",
    'What is the gland near the base of the tail that gives oil for preening called?':
      "Checked (Britannica, 'uropygial gland'): the preen gland, largest in many water birds; explanation confirmed.",
    'Why are the ear openings of many owls set at different heights on the head?':
      "Checked (Britannica, 'owl: hearing'): asymmetric ear openings locate sounds vertically; barn owls hunt in darkness by sound; explanation confirmed.",
    "What are the long flight feathers growing from the 'hand' of a bird's wing called?":
      "Checked (Britannica, 'feather: flight feathers'): primaries grow from the hand, usually about ten; explanation confirmed.",
    'What are the main tail feathers of a bird called?':
      "Checked (Britannica, 'feather'): tail feathers are rectrices, typically twelve; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What tiny hooked structures zip the barbs of a feather together?':
      "Checked (Britannica, 'feather: structure'): hooked barbules (with barbicels) zip the barbs together; preening re-zips them; explanation confirmed. Options reworded for length (issue 14, len-c): 'Vanes' → 'Semiplumes'. Rechecked by len-d: semiplumes are small fluffy feathers, not the hooked barbules.",
    'Which South American cave bird finds its way in the dark by echolocation?':
      "Checked (Britannica, 'oilbird'): echolocates with audible clicks in caves; explanation confirmed.",
    'Which organ do seabirds use to get rid of the extra salt they swallow?':
      "Checked (Britannica, 'salt gland'): supraorbital salt glands excrete brine through the nostrils; explanation confirmed. Options reworded for length (issue 14, len-c): 'Their gizzard' → 'Glands under the tongue'. Rechecked by len-d: sublingual salt glands are sea snakes'; seabirds' salt glands lie above the eyes.",
    'What is the yellow part of an egg called?':
      "Checked (Britannica, 'egg'): the yolk feeds the embryo, the albumen cushions it; explanation confirmed.",
    "What is a bird's eggshell mainly made of?":
      "Checked (Britannica, 'eggshell'): mainly calcium carbonate, with pores; explanation confirmed. Options reworded for length (issue 14, len-c): 'Silica' → 'Magnesium carbonate'. Rechecked by len-d: magnesium carbonate is only about 1% of eggshell; it is mainly calcium carbonate.",
    'Which cliff-nesting seabird lays a single pointed egg on a bare rock ledge?':
      "Checked (RSPB, 'Guillemot'): a single pointed egg on a bare ledge; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "A red spot on which bird's bill makes its chicks peck to be fed, as Niko Tinbergen showed?":
      'Checked (Tinbergen and Perdeck, 1950): herring gull chicks peck the red spot, even on model sticks; explanation confirmed.',
    'What is a young bird that has just left the nest called?':
      "Checked (Britannica, 'fledgling'): a young bird that has just left the nest, often still fed; explanation confirmed.",
    'What is a baby goose called?':
      "Checked (Britannica, 'goose'): a young goose is a gosling, able to walk and swim soon after hatching; explanation confirmed.",
    'What is sitting on eggs to keep them warm called?':
      "Checked (Britannica, 'incubation'): sitting on eggs, with a bare brood patch; explanation confirmed.",
    'Which emperor penguin parent keeps the egg warm through the Antarctic winter?':
      "Checked (Britannica, 'emperor penguin'): the male incubates on his feet through the winter, about two months, fasting; explanation confirmed.",
    'Which bird lays the largest egg of any living bird?':
      "Checked (Britannica, 'ostrich'): the largest egg, about 1.4 kg, some two dozen hens' eggs; explanation confirmed.",
    'What is a complete set of eggs laid by a bird at one time called?':
      "Checked (Britannica, 'clutch'): the set of eggs laid at one time; the chicks are a brood; explanation confirmed.",
    'What is a young turkey called?':
      "Checked (Merriam-Webster, 'poult'): a young turkey, also young fowl and game birds; explanation confirmed.",
    "About how long does a hen's egg take to hatch?":
      "Checked (Britannica, 'chicken: incubation'): about 21 days; explanation confirmed.",
    'What do chicks use to chip through the shell when they hatch?':
      "Checked (Britannica, 'egg tooth'): the small point on the bill, lost soon after hatching; explanation confirmed.",
    'What do pigeons and doves feed their newly hatched chicks?':
      "Checked (Britannica, 'crop milk'): fed by both pigeon parents; flamingos make a similar secretion; explanation confirmed.",
    "Which birds build the nests of hardened saliva used for bird's nest soup?":
      "Checked (Britannica, 'swiftlet'): edible nests of hardened saliva harvested in South-East Asian caves; explanation confirmed. Options reworded for length (issue 14, len-c): 'Weavers'' → 'Kingfishers''. Rechecked by len-d: kingfishers nest in earth burrows; only swiftlets build edible saliva nests. Reworded by the lead (issue 14, a reviewer's note): the question asks which birds build the nests, so the options lose the possessive apostrophe every one of them ended in (\"Swiftlets'\"). Rechecked by len-h: confirmed: edible nests are built by swiftlets (Aerodramus), wholly or mainly of their saliva; swallows and martins build nests of mud pellets and kingfishers dig earth burrows, so the three are wrong; the options now match the question's non-possessive form.",
    'What are chicks called that hatch with open eyes and can soon walk and feed themselves?':
      "Checked (Britannica, 'precocial'): open-eyed, mobile chicks, as in ducks and chickens; songbirds are altricial; explanation confirmed.",
    'Which Australian bird keeps its eggs warm in a huge mound of rotting plants and sand?':
      "Checked (Britannica, 'malleefowl'): incubation mound of compost and sand; the male checks temperature with his bill; explanation confirmed. Options reworded for length (issue 14, len-c): 'The emu' → 'The southern cassowary'. Rechecked by len-d: the cassowary nests on the ground with the male incubating and builds no mound; the malleefowl is a mound-builder.",
    'Which African bird builds huge shared nests that can house hundreds of birds?':
      "Checked (Britannica, 'sociable weaver'): huge communal nests for hundreds of birds, lasting a century, cool in the Kalahari; explanation confirmed. Options reworded for length (issue 14, len-c): 'The ground hornbill' → 'The southern ground hornbill'. Rechecked by len-d: the southern ground hornbill (full name) nests in tree or rock holes, one group per nest.",
    "Which bird's female walls herself into a tree hole with mud while she nests?":
      "Checked (Britannica, 'hornbill'): the female seals herself in with mud and is fed through a slit; explanation confirmed.",
    "Which North American bird, like the cuckoo, lays its eggs in other birds' nests?":
      "Checked (Cornell Lab, 'Brown-headed Cowbird'): a brood parasite of more than 200 host species; explanation confirmed. Options reworded for length (issue 14, len-c): 'The blue jay' → 'The rose-breasted grosbeak'. Rechecked by len-d: the rose-breasted grosbeak raises its own young; the cowbird is the brood parasite.",
    "Which goose's chicks leap from Greenland cliff nests, only days after hatching?":
      "Checked (BBC Earth; Britannica, 'barnacle goose'): goslings jump from Greenland cliff nests days after hatching and often survive; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Why do many birds fly south for the winter?':
      "Checked (Britannica, 'migration'): birds move south mainly for food in winter; explanation confirmed.",
    'In what shape do flocks of geese often fly on migration?':
      'Checked (Portugal et al., Nature 2014): geese fly in V formation, saving energy in the upwash of the bird ahead; explanation confirmed.',
    "Which bird appears in the saying that one of them 'does not make a summer'?":
      'Checked (Aristotle, Nicomachean Ethics I.7): one swallow does not make a spring (summer in English); explanation confirmed.',
    'Which bird is the fastest runner?':
      "Checked (Britannica, 'ostrich'): the fastest running bird, about 70 km/h, with two toes; explanation confirmed.",
    'What are the columns of rising warm air that eagles and storks use to soar?':
      "Checked (Britannica, 'thermal'): rising warm air used by soaring birds; explanation confirmed.",
    'Which bird can stay in the air for up to ten months at a time?':
      "Checked (Hedenström et al., Current Biology 2016): common swifts stay airborne up to ten months; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What do many migrating birds sense to help them find their way?':
      "Checked (Britannica, 'migration: navigation'): magnetic sense plus sun, stars and landmarks; explanation confirmed.",
    'What do birdwatchers call a bird found far outside its normal range?':
      'Checked (BTO glossary): a vagrant is a bird far outside its range; explanation confirmed.',
    'Which strait at the western end of the Mediterranean do huge numbers of storks and eagles cross?':
      "Checked (Britannica, 'Strait of Gibraltar'): a key crossing for soaring migrants, about 14 km wide; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which small bird crosses the Gulf of Mexico non-stop on its migration?':
      "Checked (Cornell Lab, 'Ruby-throated Hummingbird'): crosses the Gulf of Mexico non-stop, about 800 km, after fattening up; explanation confirmed.",
    'Which goose migrates over the Himalayas?':
      "Checked (Britannica, 'bar-headed goose'): migrates over the Himalayas; haemoglobin adapted to thin air; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which bird was hit by an airliner at about 11,300 m over Ivory Coast in 1973?':
      "Checked (Guinness World Records): a Rüppell's vulture hit an airliner at 11,300 m over Abidjan, Ivory Coast, in 1973; explanation confirmed.",
    'Which small songbird migrates from Alaska to Africa and back each year?':
      "Checked (Bairlein et al., Biology Letters 2012): northern wheatears migrate Alaska–Africa, about 30,000 km round trip; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which shorebirds stop at Delaware Bay each spring to feast on horseshoe crab eggs?':
      "Checked (US Fish and Wildlife Service, 'Red Knot'): stopover at Delaware Bay on horseshoe crab eggs, nearly doubling weight; explanation confirmed.",
    'What is the restlessness of caged birds at migration time called?':
      "Checked (Britannica, 'Zugunruhe'): migratory restlessness; explanation confirmed.",
    'What is the technique albatrosses use to glide for hours by using the change in wind speed just above the waves?':
      "Checked (Britannica, 'albatross'): dynamic soaring; a shoulder lock holds the wings out; explanation confirmed. Options reworded for length (issue 14, len-c): 'Flap-gliding' → 'Undulating flight'. Rechecked by len-d: undulating flight is powered flap-and-dip flight, not gliding on the wind gradient.",
    'Which bird is the tallest flying bird?':
      "Checked (Britannica, 'sarus crane'): the tallest flying bird, up to about 1.8 m; explanation confirmed.",
    'What is a group of birds flying or feeding together usually called?':
      "Checked (Britannica, 'flock'): the general word for a group of birds; explanation confirmed.",
    "Which British bird's song is often written as 'a little bit of bread and no cheese'?":
      "Checked (RSPB, 'Yellowhammer'): song rendered 'a little bit of bread and no cheese'; explanation confirmed. Options reworded for length (issue 14, len-c): 'The chaffinch' → 'The common chaffinch'. Rechecked by len-d: the chaffinch (full name) has a descending rattle; 'bread and no cheese' is the yellowhammer.",
    'Which North American bird hides tens of thousands of pine seeds each autumn and remembers where they are?':
      "Checked (Cornell Lab, 'Clark's Nutcracker'): caches tens of thousands of pine seeds and remembers them; unrecovered seeds sprout; explanation confirmed.",
    'Which bird is famous for singing through the night?':
      "Checked (RSPB, 'Nightingale'): famous night singer; unpaired males sing at night; explanation confirmed.",
    'What is the burst of birdsong at first light in spring called?':
      "Checked (RSPB, 'Dawn chorus'): birdsong peak at first light in spring; explanation confirmed.",
    'Which bird is famous for bending twigs and even wire into hooks to fish out food?':
      "Checked (Weir et al., Science 2002; Britannica): New Caledonian crows make hooks, Betty bent wire; endemic to New Caledonia; explanation confirmed. Options reworded for length (issue 14, len-c): 'The Eurasian magpie' → 'The red-billed blue magpie'. Rechecked by len-d: the red-billed blue magpie is not known for making hooks; the New Caledonian crow is.",
    'Which was the first bird shown to recognise itself in a mirror, in 2008?':
      'Checked (Prior et al., PLoS Biology 2008): Eurasian magpies passed the mark test; explanation confirmed.',
    'What kind of parrot was Alex, studied for 30 years by Irene Pepperberg?':
      "Checked (Britannica, 'Alex (parrot)'; Pepperberg): an African grey; his last words in 2007; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which New Guinea birds are famous for the extravagant plumes and dances of the males?':
      "Checked (Britannica, 'bird-of-paradise'): New Guinea males' plumes and dances; legless trade skins; explanation confirmed.",
    'What is a gathering where males display together to attract females called?':
      "Checked (Britannica, 'lek'): communal display grounds, as in sage grouse and ruffs; explanation confirmed.",
    'Which bird impales its prey on thorns, earning the name butcher bird?':
      "Checked (Britannica, 'shrike'): impales prey on thorns, the larder; explanation confirmed.",
    'Which seabird male inflates a bright red throat pouch like a balloon to attract females?':
      "Checked (Britannica, 'frigate bird'): the male's inflatable red gular pouch; cannot swim well, steals food; explanation confirmed. Options reworded for length (issue 14, len-c): 'The great cormorant' → 'The double-crested cormorant'. Rechecked by len-d: the double-crested cormorant has an orange throat patch but no inflatable red pouch; the frigatebird has.",
    'Which energy-saving state do hummingbirds enter on cold nights?':
      "Checked (Britannica, 'hummingbird: torpor'): nightly torpor with low body temperature; explanation confirmed.",
    'Which kind of sleep lets some birds rest half the brain while one eye stays open?':
      "Checked (Rattenborg et al., Nature 1999): unihemispheric sleep; mallards at the group edge keep the outer eye open; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which North American bird is the only one known to hibernate?':
      "Checked (Britannica, 'poorwill'): the only bird known to hibernate; Hopi name 'the sleeping one'; explanation confirmed.",
    'By tradition, who owns all unmarked mute swans on open water in England?':
      "Checked (Royal Collection Trust, 'Swan Upping'): the Crown claims unmarked mute swans on open water; counted on the Thames in July; explanation confirmed.",
    'Which bird, often seen by the water, dives headfirst to catch fish and is famous for its blue and orange feathers?':
      "Checked (RSPB, 'Kingfisher'; JR West on the 500 series): dives for fish; its bill shape inspired the Shinkansen nose; explanation confirmed.",
    'What does a birdwatcher find when examining owl pellets?':
      "Checked (Barn Owl Trust, 'Pellets'): pellets hold the bones and fur of prey; explanation confirmed. Options reworded for length (issue 14, len-c): 'Seeds and husks' → 'Seeds, husks and plant fibres'. Rechecked by len-d: owls eat animals, so seeds and plant fibres are wrong; pellets hold bones and fur.",
    'Which small garden birds are best known for learning to open milk bottle tops in 1920s Britain?':
      "Checked (Fisher and Hinde, British Birds 1949): blue tits opened milk bottle tops from the 1920s; explanation confirmed. Reworded by the lead (issue 14, a reviewer's note): 'famously learned' became 'are best known for learning': Fisher and Hinde recorded several other species at the bottles, possibly sparrows and robins, while the blue tit is the one the habit is known by. Rechecked by len-h: confirmed: Fisher and Hinde recorded other species at the bottles too (robins among them, occasionally), so 'famously learned' could fit a wrong option, while the habit is known by the blue tit (first recorded in Swaythling, Southampton, in 1921), so 'best known for' leaves blue tits the one right answer and sparrows, robins and wrens wrong.",
    'Which bird makes a booming call that can be heard several kilometres across a reedbed?':
      "Checked (RSPB, 'Bittern'): the boom carries several kilometres; hides with bill pointed skyward; explanation confirmed.",
    'Which Central American bird moonwalks backwards along a branch to impress females?':
      "Checked (Cornell Lab, 'Red-capped Manakin'): the male's backwards slide and wing snaps; explanation confirmed.",
    'Which extinct giant of Madagascar laid eggs holding about eight litres?':
      "Checked (Britannica, 'elephant bird'): eggs about 8–10 litres, the largest known eggs; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which flightless seabird of the North Atlantic was hunted to extinction by 1844?':
      "Checked (Britannica, 'great auk'): extinct 1844; the original 'penguin'; explanation confirmed.",
    'Which was the only native parrot of the eastern United States, extinct in the early 20th century?':
      "Checked (Britannica, 'Carolina parakeet'): the only native parrot of the eastern US; the last died at Cincinnati Zoo in 1918; explanation confirmed.",
    'Which huge New Zealand eagle hunted the giant moa?':
      "Checked (Britannica, 'Haast's eagle'): preyed on moa, up to about 15 kg, extinct about 1400; explanation confirmed.",
    'Which is the largest bird of prey in the UK, brought back to Scotland from 1975?':
      "Checked (RSPB, 'White-tailed eagle'): the UK's largest raptor, reintroduced to Rùm from 1975, wingspan up to about 2.4 m; explanation confirmed. Options reworded for length (issue 14, len-c): 'The osprey' → 'The western marsh harrier'. Rechecked by len-d: the marsh harrier is a medium-sized raptor and was not reintroduced from 1975; the white-tailed eagle was (Rum).",
    'Which fork-tailed bird of prey, reduced to a few pairs in Wales, was reintroduced to the Chilterns from 1989?':
      "Checked (RSPB, 'Red kite'): survived in Wales; reintroduced to the Chilterns from 1989; explanation confirmed.",
    'In 1987 every wild bird of which species was taken into captivity to save it?':
      "Checked (US Fish and Wildlife Service, 'California condor'): the last wild bird was captured in 1987, 27 in all; released again since 1992; explanation confirmed.",
    'Roughly how many living bird species have been described, as of the 2020s?':
      'Checked (IOC World Bird List; Britannica): about 11,000 species; over half are passerines; explanation confirmed.',
    'Which is usually named the most numerous wild bird, with perhaps 1.5 billion adults?':
      "Checked (Britannica, 'quelea'): the red-billed quelea, perhaps 1.5 billion adults, a crop pest in Africa; explanation confirmed. Options reworded for length (issue 14, len-c): 'The rock dove' → 'The red-winged blackbird'. Rechecked by len-d: the red-winged blackbird numbers some hundreds of millions, well below the quelea's estimate.",
    'Wisdom, tagged on Midway Atoll in 1956 and still breeding in the 2020s, is what kind of bird?':
      "Checked (US Fish and Wildlife Service, 'Wisdom'): a Laysan albatross banded in 1956, still breeding in the 2020s, over 70; explanation confirmed.",
    'Which North American woodpecker, perhaps extinct, was the subject of disputed sightings in Arkansas in 2004?':
      "Checked (Cornell Lab, 'Ivory-billed Woodpecker'): disputed 2004 Arkansas sightings; nicknamed the Lord God Bird; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which powerful eagle of Central and South American rainforests snatches prey from the treetops?':
      "Checked (Britannica, 'harpy eagle'): Neotropical rainforest eagle taking sloths and monkeys; rear talons up to about 13 cm; explanation confirmed.",
    'On which continent do emperor penguins breed?':
      "Checked (Britannica, 'emperor penguin'): breeds on Antarctic sea ice in winter; explanation confirmed.",
    'Which birds, unable to fly, include the kiwi, emu and rhea?':
      "Checked (Britannica, 'ratite'): flightless birds with a keel-less breastbone, including kiwi, emu and rhea; explanation confirmed.",
    'What is the sport of hunting with trained birds of prey called?':
      "Checked (UNESCO, 'Falconry, a living human heritage'): inscribed for many countries; explanation confirmed.",
    'What is a scientist who studies birds called?':
      "Checked (Britannica, 'ornithology'): from Greek ornis, bird; explanation confirmed.",
    "Which loud Looney Tunes rooster says 'I say, I say, boy'?":
      "Checked (Britannica, 'Foghorn Leghorn'): the Looney Tunes rooster; named after the Leghorn breed; explanation confirmed.",
    'Which 1963 Alfred Hitchcock thriller shows flocks of gulls and crows attacking a California town?':
      "Checked (Britannica, 'The Birds'): Hitchcock, 1963, Bodega Bay; from Daphne du Maurier's Cornish story; explanation confirmed.",
    "Which cartoon bird says 'Beep beep' as it outruns Wile E. Coyote?":
      "Checked (Britannica, 'Road Runner and Wile E. Coyote'): 'Beep beep'; Acme gadgets; explanation confirmed.",
    'Which little yellow cartoon bird is always chased by Sylvester the cat?':
      "Checked (Warner Bros., 'Tweety'): chased by Sylvester; 'I tawt I taw a puddy tat'; explanation confirmed.",
    'Which Sesame Street character is 8 ft 2 in tall and yellow?':
      "Checked (Sesame Workshop, 'Big Bird'): 8 ft 2 in, yellow, nest behind 123 Sesame Street; explanation confirmed.",
    'What was the logo of Twitter before the company renamed itself X in 2023?':
      "Checked (Britannica, 'Twitter'): the blue bird logo, nicknamed Larry after Larry Bird, replaced by X in 2023; explanation confirmed.",
    'Which bird sits in a pear tree on the first day of The Twelve Days of Christmas?':
      'Checked (The Twelve Days of Christmas, traditional text): a partridge in a pear tree; three French hens on the third day; explanation confirmed.',
    'According to the proverb, a bird in the hand is worth how many in the bush?':
      'Checked (Oxford Dictionary of Proverbs): a bird in the hand is worth two in the bush; explanation confirmed.',
    'What does the early bird catch, according to the proverb?':
      'Checked (Oxford Dictionary of Proverbs): the early bird catches the worm, recorded 1670; explanation confirmed.',
    "What does 'as the crow flies' mean?":
      "Checked (Oxford English Dictionary, 'as the crow flies'): in a straight line; explanation confirmed.",
    "What is someone's swan song?":
      "Checked (Britannica, 'swan song'): a final performance, from the myth of the dying swan's song; explanation confirmed.",
    'Which bird does the sailor shoot in The Rime of the Ancient Mariner?':
      "Checked (Coleridge, The Rime of the Ancient Mariner, parts I–II): the mariner shoots the albatross; it is hung round his neck; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which bird did Noah first send out from the ark, before the dove?':
      'Checked (Genesis 8:7): Noah first sent out a raven, which went to and fro until the waters dried up; explanation confirmed.',
    "Which bird did Shelley hail as a 'blithe spirit'?":
      "Checked (Shelley, 'To a Skylark'): 'Hail to thee, blithe Spirit!'; explanation confirmed.",
    "Which bird is the windhover of Gerard Manley Hopkins's poem?":
      "Checked (Hopkins, 'The Windhover'): the windhover is a kestrel; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which extinct bird runs a Caucus-race in Alice's Adventures in Wonderland?":
      "Checked (Carroll, Alice's Adventures in Wonderland, ch. 3): the Dodo runs the Caucus-race; the Dodgson stammer story; explanation confirmed.",
    'Which artist painted the life-size plates of the giant book The Birds of America?':
      "Checked (Britannica, 'The Birds of America'): Audubon's 435 life-size hand-coloured plates; explanation confirmed.",
    'Whose 1934 Field Guide to the Birds started the modern pocket bird guide?':
      "Checked (Britannica, 'Roger Tory Peterson'): A Field Guide to the Birds (1934), arrows marking field marks; explanation confirmed. Options reworded for length (issue 14, len-c): 'Kenn Kaufman' → 'Frank Michler Chapman'. Rechecked by len-d: Frank Michler Chapman (full name) wrote the 1895 Handbook; the 1934 Field Guide is Peterson's.",
    'Which British charity was founded in 1889 to stop the killing of birds for feathers in hats?':
      'Checked (RSPB history): founded 1889 by women campaigning against plumes in hats; explanation confirmed.',
    'Which North American conservation group has run the Christmas Bird Count since 1900?':
      "Checked (National Audubon Society, 'Christmas Bird Count'): since 1900, replacing the Christmas side hunt; explanation confirmed. Note: the key names Audubon, the answer to 'Which artist painted... The Birds of America?'; a mild hint, not rejected.",
    'What do British birdwatchers call rushing to see a rare bird?':
      "Checked (Collins English Dictionary, 'twitcher'): twitching, chasing rarities; explanation confirmed. Options reworded for length (issue 14, len-c): 'Ticking' → 'Suppressing'. Rechecked by len-d: suppressing is withholding news of a rare bird, not rushing to see it; twitching is.",
    "What does a birdwatcher mean by 'dipping'?":
      "Checked (Collins English Dictionary, birding slang 'dip'): to dip is to miss the bird; explanation confirmed.",
    'On binoculars marked 8×42, what does the 8 stand for?':
      'Checked (binocular specifications, e.g. Zeiss glossary): 8× is magnification, 42 the objective diameter in mm; explanation confirmed.',
    'Which bird appears on the flag of Uganda?':
      "Checked (Britannica, 'flag of Uganda'): a grey crowned crane with a raised leg in a white disc; explanation confirmed.",
    'To which bird family does the real roadrunner belong?':
      "Checked (Britannica, 'roadrunner'): a ground cuckoo, about 30 km/h, eats lizards and rattlesnakes; explanation confirmed.",
  },
};
