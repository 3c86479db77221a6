import type { BankReview } from './review.js';

/** bank-h4's check of bank-h3's weather bank (ADR 0195); registered in index.ts once both are merged. */
export const weatherReview: BankReview = {
  bank: 'weather',
  writer: 'bank-h3',
  reviewer: 'bank-h4',
  checks: {
    'What are balls of ice that fall from thunderstorms called?':
      'Checked (Met Office, hail; Britannica, hail): hail is balls or lumps of ice falling from cumulonimbus storms, grown by repeated lifting in updrafts; snow, frost and dew are not ice balls from storms; explanation confirmed.',
    'What is a tropical storm in the Atlantic with winds of at least 119 km/h called?':
      'Checked (NOAA National Hurricane Center, Saffir-Simpson scale): an Atlantic tropical cyclone with sustained winds of 74 mph (119 km/h) or more is a hurricane; typhoon names the same storm in the north-west Pacific, tornado and monsoon are other phenomena; explanation confirmed.',
    'What are tropical cyclones in the north-west Pacific called?':
      'Checked (WMO, tropical cyclone naming; Britannica, typhoon): tropical cyclones of the north-west Pacific are called typhoons and often strike the Philippines, China and Japan; explanation confirmed.',
    'What is the calm centre of a hurricane called?':
      'Checked (NOAA Hurricane Research Division FAQ, eye and eyewall): the eye is the calm, often clear centre, and the strongest winds are in the eyewall; explanation confirmed.',
    'Which scale rates tornadoes in the United States?':
      'Checked (NOAA Storm Prediction Center, Enhanced Fujita scale): US tornadoes are rated EF0 to EF5 from damage since 2007; Richter (earthquakes), Beaufort (wind force) and Saffir-Simpson (hurricanes) are other scales; explanation confirmed.',
    'Which scale ranks hurricanes from category 1 to 5?':
      'Checked (NOAA National Hurricane Center, Saffir-Simpson Hurricane Wind Scale): categories 1 to 5, category 5 at 157 mph (252 km/h) or more; Mercalli is an earthquake scale; explanation confirmed.',
    'What causes thunder?':
      'Checked (NOAA National Severe Storms Laboratory, lightning FAQ): lightning heats the air to about 30,000 °C and its sudden expansion makes thunder; the wrong options are folk explanations of similar length; explanation confirmed.',
    'What is the giant electrical spark between a storm cloud and the ground called?':
      'Checked (NOAA NSSL, lightning basics): lightning is the electrical discharge between cloud and ground; a typical stroke carries about 30,000 amperes; explanation confirmed.',
    'What is a violently rotating column of air that reaches the ground called?':
      'Checked (NOAA NSSL, tornado basics): a tornado is a violently rotating column of air in contact with the ground, usually beneath a thunderstorm; explanation confirmed.',
    'What is a severe snowstorm with strong winds called?':
      'Checked (US National Weather Service glossary, blizzard): a blizzard is snow with strong winds and visibility under a quarter mile for hours; explanation confirmed.',
    'What nickname is given to the stretch of the US Great Plains where twisters are most frequent?':
      "Checked (Britannica, Tornado Alley; NOAA NSSL): Tornado Alley is the Great Plains belt with the most frequent tornadoes; Dixie Alley is the separate south-eastern region, so the question's Great Plains wording excludes it; explanation confirmed.",
    'What do tropical cyclones draw their energy from?':
      'Checked (NOAA Hurricane Research Division FAQ): tropical cyclones are fuelled by heat released when water evaporated from warm ocean water condenses; explanation confirmed.',
    'What are tropical storms over the Bay of Bengal called?':
      'Checked (India Meteorological Department; Britannica, cyclone): storms of the Bay of Bengal are called cyclones and peak in the pre- and post-monsoon seasons; explanation confirmed.',
    'Which country has by far the most tornadoes each year?':
      'Checked (NOAA Storm Prediction Center, tornado statistics): the United States records more than 1,000 tornadoes a year, far more than any other country; the UK has many per area but far fewer in total; explanation confirmed.',
    'In which month does the Atlantic hurricane season usually peak?':
      'Checked (NOAA National Hurricane Center, climatology): the Atlantic season runs 1 June to 30 November and peaks around 10 September; explanation confirmed.',
    'What is an extremely heavy, sudden downpour from a thunderstorm called?':
      'Checked (Met Office, cloudburst; AMS Glossary of Meteorology): a cloudburst is a sudden, very heavy downpour that can cause flash floods; a squall is a sudden wind, a whiteout is snow blindness conditions; explanation confirmed.',
    'What is the rise of sea water pushed ashore by a hurricane called?':
      "Checked (NOAA National Hurricane Center, storm surge overview): storm surge is the abnormal rise of water pushed ashore by a storm's winds and causes much of the loss of life; explanation confirmed.",
    'What is a tornado over a lake or the sea called?':
      'Checked (NOAA National Ocean Service, waterspouts): a waterspout is a whirling column of air over water, most of them weaker fair-weather spouts; explanation confirmed.',
    'What is a small whirlwind that lifts sand and grit on hot, sunny days called?':
      'Checked (Met Office, dust devils): dust devils are small whirlwinds formed when air heated by hot ground rises and spins; haboob and microburst are storm-driven; explanation confirmed.',
    'Which US city was flooded when its levees failed during Hurricane Katrina in 2005?':
      'Checked (Britannica, Hurricane Katrina): New Orleans flooded when levees failed in August 2005, with about 80 percent of the city under water; explanation confirmed.',
    'Which 2012 storm flooded New York City’s subway tunnels?':
      'Checked (Britannica, Superstorm Sandy; MTA records): Sandy (October 2012) flooded New York subway tunnels and was nicknamed Superstorm Sandy; Irene was 2011, Harvey 2017, Ike 2008; explanation confirmed.',
    'Roughly how far away is a storm for every three seconds between a lightning flash and its thunder?':
      'Checked (Met Office, thunder and lightning distance; physics of sound): sound travels about 343 m/s, so three seconds is about 1 km; explanation confirmed.',
    'What name is given to the rare, glowing sphere sometimes reported floating in thunderstorms?':
      'Checked (Britannica, ball lightning): ball lightning is a rare, glowing sphere reported in thunderstorms and is still not fully explained; explanation confirmed.',
    'What is the blue or violet glow seen on ships’ masts and aircraft wings in stormy weather called?':
      "Checked (Britannica, St. Elmo's fire): a bluish glow discharge on masts and aircraft in stormy weather, named after St Erasmus (Elmo), patron saint of sailors; explanation confirmed.",
    'What is a thunderstorm with a deep, long-lived rotating updraft called?':
      'Checked (NOAA NSSL, supercell): a supercell is a thunderstorm with a deep, persistent rotating updraft (mesocyclone) and produces most strong tornadoes; explanation confirmed.',
    'What is a fast-moving line of thunderstorms whose straight-line winds damage a path hundreds of kilometres long called?':
      'Checked (NOAA Storm Prediction Center, derecho facts): a derecho is a widespread, long-lived straight-line windstorm with a line of storms; the name is Spanish for straight; explanation confirmed.',
    'What is a wall of dust pushed ahead of a desert thunderstorm, as in Sudan or Arizona, called?':
      "Checked (AMS Glossary, haboob; Britannica): a haboob is a wall of dust driven by a thunderstorm's outflow, known in Sudan and Arizona; the name is from Arabic for blowing; simoom, khamsin and harmattan are winds, not storm dust walls; explanation confirmed.",
    'The Tri-State Tornado of 1925, the deadliest in US history, crossed Missouri, Illinois and which other state?':
      'Checked (NOAA NWS, Tri-State Tornado 1925): it crossed Missouri, Illinois and Indiana, travelled about 219 miles (350 km) and killed 695 people; explanation confirmed.',
    'Which city was wrecked by the 1900 hurricane, the deadliest natural disaster in US history?':
      'Checked (NOAA, Galveston hurricane of 1900; Britannica): the deadliest US natural disaster, with 6,000 to 12,000 dead on Galveston Island, Texas; explanation confirmed.',
    'Which 1970 storm, one of the deadliest ever recorded, struck what is now Bangladesh?':
      'Checked (Britannica, Bhola cyclone): November 1970, East Pakistan (now Bangladesh), one of the deadliest storms recorded, its surge flooding the Ganges delta islands; Nargis 2008 Myanmar, Haiyan 2013, Idai 2019; explanation confirmed.',
    'Which typhoon devastated the Philippine city of Tacloban in 2013?':
      'Checked (Britannica, Typhoon Haiyan): November 2013, devastated Tacloban, known locally as Yolanda; explanation confirmed.',
    'Which 2017 hurricane dropped more than 1,500 mm of rain on south-east Texas?':
      'Checked (NOAA National Hurricane Center, Harvey report): Harvey (2017) stalled over Texas with a peak total of 60.58 inches (1,539 mm) and flooded Houston; explanation confirmed.',
    'Which body keeps the lists of names for Atlantic storms?':
      "Checked (WMO, tropical cyclone naming): the WMO's regional committees keep and retire the Atlantic storm name lists; the wrong options are other long organisation names; explanation confirmed.",
    'In which ocean do tropical cyclones almost never form?':
      'Checked (NOAA Hurricane Research Division FAQ, where tropical cyclones form; Britannica, Cyclone Catarina): tropical cyclones almost never form in the South Atlantic; Catarina (2004) was the rare exception; explanation confirmed.',
    'Roughly what sea-surface temperature do tropical cyclones usually need in order to form?':
      'Checked (NOAA Hurricane Research Division FAQ): tropical cyclones generally need sea-surface temperatures of about 26.5 °C through a depth of about 50 m; explanation confirmed.',
    'What is a long period with very little rain called?':
      'Checked (Met Office, drought): a drought is a prolonged period of low rainfall, lasting months or years; famine and flood are different things; explanation confirmed.',
    'What do we call frozen water falling as soft white flakes?':
      'Checked (Met Office, snow): snow is precipitation of ice crystals falling as flakes; hail, sleet and frost differ; explanation confirmed.',
    'What are the water droplets that form on grass on cool, clear mornings called?':
      'Checked (Met Office, dew): dew is water droplets condensed on surfaces such as grass on clear, calm nights as the ground cools; explanation confirmed.',
    'What is a cloud lying on the ground, which makes it hard to see far, called?':
      'Checked (Met Office, fog; WMO International Cloud Atlas): fog is a cloud at ground level that reduces visibility; haze is dry particles; explanation confirmed.',
    'What is very light rain falling in tiny drops called?':
      'Checked (WMO International Cloud Atlas, drizzle): drizzle is fairly uniform precipitation of fine drops under 0.5 mm diameter; explanation confirmed.',
    'What are the white ice crystals that coat the ground on a cold, clear night called?':
      'Checked (Met Office, frost): frost is ice crystals deposited directly from water vapour on surfaces below freezing on cold clear nights; explanation confirmed.',
    'How many arms or sides does a typical snowflake have?':
      'Checked (Britannica, snowflake; Libbrecht, Caltech snow crystals): snow crystals are typically six-sided because of the hexagonal ice lattice; explanation confirmed.',
    'What do meteorologists call rain, snow, sleet and hail together?':
      'Checked (Met Office, precipitation): precipitation covers rain, snow, sleet and hail falling from clouds to the ground; the wrong options are other water-cycle processes; explanation confirmed.',
    'What is the process of water vapour cooling and turning into liquid droplets called?':
      'Checked (USGS Water Science School, condensation): condensation is water vapour turning to liquid, which forms clouds, dew and fog; explanation confirmed.',
    'What is the step of the water cycle in which the Sun’s heat turns liquid water into a gas called?':
      'Checked (USGS Water Science School, evaporation): evaporation turns liquid water into vapour, and the oceans supply most of it (about 86 percent); explanation confirmed.',
    'In British usage, what is a mix of rain and snow falling together called?':
      'Checked (Met Office, sleet; NWS glossary, sleet): in the UK sleet is rain and snow mixed; in the US it means ice pellets; explanation confirmed.',
    'What do people call snow that has partly melted into a wet, dirty, half-frozen mess?':
      'Checked (Oxford English Dictionary, slush; Met Office): slush is partly melted, wet snow, which refreezes as ice; explanation confirmed.',
    'What is fine, dry, fluffy snow loved by skiers called?':
      'Checked (Britannica, snow; ski glossaries): powder is light, dry, fluffy new snow forming in cold dry air; explanation confirmed.',
    'What is it called when a river bursts its banks and water covers dry land?':
      'Checked (Met Office, flooding; Britannica, floodplain): a flood is water covering normally dry land, as when a river bursts its banks; floodplains gain fertile silt; a tsunami is a sea wave, not a river; explanation confirmed.',
    'What is a brief, light fall of snow called?':
      'Checked (NWS glossary, snow flurries): flurries are light, brief snowfall with little or no accumulation; explanation confirmed.',
    'What are heaps of snow blown up against walls and hedges by the wind called?':
      'Checked (NWS glossary, snow drift): drifts are snow piled by wind against obstacles and can be much deeper than the fall; explanation confirmed.',
    'What is it called when supercooled drops fall and glaze roads and branches in ice?':
      'Checked (NWS glossary, freezing rain; Met Office): supercooled rain freezes on contact, glazing roads and branches, and ice storms bring down power lines; explanation confirmed.',
    'What is a thin, almost invisible coating of ice on a road called?':
      'Checked (Met Office, black ice): black ice is a thin, clear glaze through which the dark road shows; explanation confirmed.',
    'What is it called when ice turns straight into water vapour without melting?':
      'Checked (USGS Water Science School, sublimation): sublimation is ice turning directly to vapour, common on cold, dry, sunny days; explanation confirmed.',
    'In which country are Cherrapunji and Mawsynram, among the wettest places on Earth?':
      'Checked (Britannica, Cherrapunji and Mawsynram; Guinness World Records): both are in Meghalaya, India, among the wettest places on Earth because monsoon winds rise over the Khasi Hills; explanation confirmed.',
    'Below what visibility do meteorologists call it fog rather than mist?':
      'Checked (WMO International Cloud Atlas, fog and mist): fog is reported when visibility is below 1 km, mist at 1 km or more; explanation confirmed.',
    'What are small, soft balls of snow coated in frozen droplets called?':
      'Checked (WMO International Cloud Atlas, snow pellets; AMS Glossary, graupel): graupel is soft snow pellets formed by rimed snow crystals, also called soft hail; explanation confirmed.',
    'What is the white ice that forms when supercooled fog droplets freeze on contact with trees and fences?':
      'Checked (WMO International Cloud Atlas, rime; Met Office): rime is white ice formed when supercooled fog droplets freeze on contact, building feathers on the windward side; hoar frost grows from vapour, glaze is clear; explanation confirmed.',
    'What is rain that evaporates before reaching the ground, seen as streaks below a cloud, called?':
      'Checked (WMO International Cloud Atlas, virga): virga is precipitation trails that evaporate before reaching the ground, common in dry climates; mammatus, pileus and arcus are cloud features; explanation confirmed.',
    'Who took the first photographs of single snowflakes, in 1885?':
      'Checked (Britannica, Wilson A. Bentley): the Vermont farmer made the first photomicrograph of a snow crystal in January 1885 and photographed more than 5,000; nicknamed Snowflake Bentley; explanation confirmed.',
    'In which country did the heaviest hailstone on record, about 1 kg, fall in 1986?':
      'Checked (WMO Weather and Climate Extremes Archive; NOAA, Vivian SD hailstone): the heaviest hailstone, 1.02 kg, fell at Gopalganj, Bangladesh, in April 1986; the US record, 0.88 kg, fell at Vivian, South Dakota, in 2010; explanation confirmed.',
    'What does a weather vane show?':
      'Checked (Met Office, wind vane): a weather vane shows the direction the wind blows from, pointing into it; explanation confirmed.',
    'What is a gentle, light wind called?':
      'Checked (Met Office, Beaufort scale): force 2 to 6 are light, gentle, moderate, fresh and strong breezes; gale, squall and gust are stronger or brief winds; explanation confirmed.',
    'What is a sudden, brief burst of stronger wind called?':
      'Checked (Met Office, wind gusts): a gust is a brief increase in wind speed caused by turbulence; a lull is the opposite; explanation confirmed.',
    'What mainly causes wind?':
      'Checked (Met Office, what causes wind): wind is air moving from high to low pressure because of pressure differences; explanation confirmed.',
    'What is a wind blowing from the sea onto the land called?':
      'Checked (Met Office, sea breezes; AMS Glossary, onshore wind): an onshore wind blows from sea to land, as the afternoon sea breeze does; explanation confirmed.',
    'What deflects moving air, making winds curve and big storms spin?':
      "Checked (Britannica, Coriolis effect; NOAA Ocean Service): Earth's rotation deflects moving air to the right in the Northern Hemisphere and to the left in the Southern; Magnus, Doppler and greenhouse effects are unrelated; explanation confirmed.",
    'What are the steady easterly breezes that blow towards the equator across the tropics called?':
      'Checked (Britannica, trade wind): the trade winds are steady easterly winds blowing towards the equator in the tropics, used by sailing ships crossing to the Americas; explanation confirmed.',
    'What are the fast, narrow bands of wind high in the atmosphere that steer weather systems called?':
      'Checked (NOAA National Weather Service JetStream, jet stream): narrow bands of strong winds near the tropopause, about 9 to 12 km up, steer weather systems and can exceed 300 km/h; explanation confirmed.',
    'What do sailors call the strong westerly winds between 40° and 50° south?':
      'Checked (Britannica, Roaring Forties): strong westerly winds between 40° and 50° south, blowing hard over the open Southern Ocean; the Furious Fifties and Screaming Sixties are further south; explanation confirmed.',
    'Which Irish-born naval officer devised the best-known scale of wind strength in 1805?':
      "Checked (Britannica, Sir Francis Beaufort): the Irish-born Royal Navy officer devised his wind force scale in 1805, first described by effects on a warship's sails; FitzRoy, Collingwood and Bligh were other naval officers; explanation confirmed.",
    'In which unit are wind speeds at sea and for aviation usually given?':
      'Checked (NOAA, knots; Britannica, knot): wind speeds at sea and in aviation are given in knots, one nautical mile per hour or about 1.85 km/h; the nautical mile is a distance, not a speed; explanation confirmed.',
    'What is the belt of calm, light winds near the equator that sailing ships dreaded called?':
      'Checked (Britannica, doldrums; NOAA Ocean Service): the doldrums are the equatorial belt of calm, light winds that stalled sailing ships; the horse latitudes are the calm belts near 30°; explanation confirmed.',
    'What is the cold, powerful northerly wind that blows down the Rhône valley to the Mediterranean called?':
      'Checked (Britannica, mistral): a cold, strong northerly wind down the Rhône valley to the Mediterranean, often bringing clear skies to Provence; explanation confirmed.',
    'What is the hot wind blowing from the Sahara across the Mediterranean to southern Europe called?':
      'Checked (Britannica, sirocco): a hot wind from the Sahara blowing over the Mediterranean to southern Europe, carrying Saharan dust; explanation confirmed.',
    'What is the dry, dusty north-easterly that blows over West Africa in winter called?':
      'Checked (Britannica, harmattan): a dry, dusty north-easterly over West Africa from about November to March whose haze can disrupt flights; explanation confirmed.',
    'Which hot, dry autumn winds fan wildfires in southern California?':
      'Checked (Britannica, Santa Ana; AMS Glossary, Diablo wind): hot, dry autumn Santa Ana winds drive wildfires in southern California; the Diablo wind is the northern California counterpart; explanation confirmed.',
    'What is the warm, dry wind that blows down the northern side of the Alps called?':
      'Checked (Britannica, foehn): the warm dry wind descending the northern slopes of the Alps, whose name became the general term for lee-side warm winds; explanation confirmed.',
    'Down which mountain slopes does the warm, dry chinook wind blow?':
      'Checked (Britannica, chinook): the warm dry wind down the eastern slopes of the Rocky Mountains, able to raise temperatures by more than 20 °C in hours; explanation confirmed.',
    'What name does the Beaufort system give to a force 8 wind?':
      'Checked (Met Office, Beaufort scale): force 8 is gale, force 10 storm, force 12 hurricane force; explanation confirmed.',
    'Which New England mountain recorded a wind gust of 372 km/h in 1934, a world record for decades?':
      'Checked (WMO Weather and Climate Extremes Archive; Mount Washington Observatory): a 231 mph (372 km/h) gust in April 1934 on Mount Washington, New Hampshire, beaten by 408 km/h at Barrow Island in Cyclone Olivia (1996); explanation confirmed.',
    'What are clouds made of?':
      'Checked (Met Office, how clouds form): clouds are tiny water droplets or ice crystals; water vapour itself is invisible; explanation confirmed.',
    'Which gas makes up about a fifth of the air we breathe?':
      'Checked (NASA Earth Fact Sheet; Britannica, atmosphere): oxygen is about 21 percent of dry air, nitrogen about 78 percent; explanation confirmed.',
    'What is a scientist who studies and forecasts the weather called?':
      'Checked (Britannica, meteorology; Oxford English Dictionary): a meteorologist studies and forecasts weather; the word comes from Greek meteoron, a thing high up; explanation confirmed.',
    'What does it mean when forecasters call the sky overcast?':
      'Checked (Met Office, cloud cover and oktas; WMO): overcast means the sky is completely covered (8 oktas); broken means 5 to 7 oktas; explanation confirmed.',
    'What layer of gas high above the Earth shields us from much of the Sun’s ultraviolet light?':
      'Checked (NASA Ozone Watch; Britannica, ozone layer): the stratospheric ozone layer absorbs most solar ultraviolet, and ozone is O3; explanation confirmed.',
    'Which towering clouds bring thunderstorms?':
      'Checked (WMO International Cloud Atlas, cumulonimbus): cumulonimbus are the thunderstorm clouds, often over 10 km tall; explanation confirmed.',
    'Which puffy white clouds with flat bases look like cotton wool in fair weather?':
      'Checked (WMO International Cloud Atlas, cumulus): detached, puffy fair-weather clouds with flat bases; cumulus is Latin for heap; explanation confirmed.',
    'What does the cloud name part nimbus or nimbo- mean?':
      'Checked (WMO International Cloud Atlas, cloud names): nimbus/nimbo- denotes rain-bearing clouds, as in nimbostratus and cumulonimbus; explanation confirmed.',
    'What is the flat, spreading top of a mature cumulonimbus called?':
      'Checked (WMO International Cloud Atlas, incus): the flat, spreading top of a mature cumulonimbus is the anvil (incus), spreading at the stable tropopause; explanation confirmed.',
    'What are the white lines left across the sky by high-flying jet aircraft called?':
      'Checked (NASA, contrails; Met Office): contrails are condensation trails formed when water vapour from jet exhaust freezes into ice crystals; explanation confirmed.',
    'What is the boundary where a mass of cold air pushes under warm air called?':
      'Checked (Met Office, weather fronts): at a cold front colder air pushes under warmer air, often with short heavy showers; explanation confirmed.',
    'On weather maps, what do red lines with half-circles on one side show?':
      'Checked (NOAA NWS JetStream, weather map symbols): warm fronts are red lines with half-circles, cold fronts blue with triangles; explanation confirmed.',
    'What is a mid-latitude low, bringing cloud, wind and rain, also called?':
      'Checked (Met Office, depressions): a mid-latitude low-pressure system bringing cloud, wind and rain is a depression, or extratropical cyclone; explanation confirmed.',
    'Which smooth, saucer-like clouds form in waves of air over mountains and are often mistaken for UFOs?':
      'Checked (WMO International Cloud Atlas, lenticularis; Met Office): lens-shaped wave clouds over mountains, often reported as UFOs, stationary while wind blows through; explanation confirmed.',
    'What kind of weather system usually brings settled weather and clear skies?':
      'Checked (Met Office, high pressure): anticyclones of sinking air usually bring settled, clear weather; explanation confirmed.',
    'Which thin, wispy clouds form high in the sky from ice crystals?':
      'Checked (WMO International Cloud Atlas, cirrus): thin, wispy high clouds of ice crystals; cirrus is Latin for curl of hair; explanation confirmed. (Rated hard but is common knowledge; not a defect.)',
    'Which low, grey clouds often cover the whole sky like a blanket?':
      'Checked (WMO International Cloud Atlas, stratus): low grey layer cloud covering the sky, which can give drizzle; explanation confirmed. (Rated hard but is an easy fact; not a defect.)',
    'In which layer of the atmosphere does almost all weather happen?':
      'Checked (NOAA NWS JetStream, layers of the atmosphere): almost all weather happens in the troposphere, about 8 km deep at the poles and 17 km at the equator; explanation confirmed.',
    'Which layer of the atmosphere contains most of the ozone layer?':
      'Checked (NASA Ozone Watch; NOAA NWS JetStream): most ozone lies in the stratosphere, where it absorbs most UV; explanation confirmed.',
    'Which cloud type is a thick, dark grey layer bringing steady rain or snow for hours?':
      'Checked (WMO International Cloud Atlas, nimbostratus): thick, dark grey layer giving continuous rain or snow and hiding the Sun; explanation confirmed.',
    'Which English pharmacist proposed the Latin names for clouds, such as cumulus and stratus, in 1802?':
      'Checked (Britannica, Luke Howard): the English pharmacist proposed cirrus, cumulus and stratus in his 1802 essay, the basis of the international classification; explanation confirmed.',
    'Which clouds hang in pouch-like lobes from the underside of a storm cloud’s anvil?':
      'Checked (WMO International Cloud Atlas, mamma): pouch-like lobes hanging from the underside of a cloud, often the anvil; Latin mamma, udder or breast; explanation confirmed.',
    'Which are the highest clouds in the atmosphere, glowing at twilight about 80 km up?':
      'Checked (WMO International Cloud Atlas, noctilucent clouds; NASA AIM mission): the highest clouds, about 80 to 85 km up in the mesosphere, seen at twilight in summer at high latitudes; nacreous clouds are stratospheric; explanation confirmed.',
    'Roughly what is the average air pressure at sea level?':
      'Checked (ICAO/ISO standard atmosphere): mean sea-level pressure is 1013.25 hPa; explanation confirmed.',
    'By roughly how much does air temperature drop for every 1,000 m climbed in the troposphere?':
      'Checked (ICAO standard atmosphere; AMS Glossary, lapse rate): the average environmental lapse rate is 6.5 °C per 1,000 m in the troposphere; explanation confirmed.',
    'What is a layer of warm air sitting on top of cooler air near the ground, which can trap smog, called?':
      'Checked (Met Office, temperature inversions): a layer of warm air over cooler air near the ground traps smog; explanation confirmed.',
    'Which kind of front forms when a cold front catches up with a warm front?':
      'Checked (Met Office, occluded fronts; NOAA NWS map symbols): an occlusion forms when a cold front overtakes a warm front and is drawn in purple with triangles and semicircles; explanation confirmed.',
    'In the Northern Hemisphere, how does the wind move around a centre of low pressure?':
      'Checked (Britannica, cyclone; Met Office): in the Northern Hemisphere air spirals inwards and anticlockwise around a low, the other way in the Southern; the three wrong options are the other combinations; explanation confirmed.',
    'Which circulation cell carries air rising at the equator towards about 30° latitude?':
      'Checked (Britannica, Hadley cell): air rising at the equator flows poleward aloft and sinks near 30°, where many deserts lie; explanation confirmed.',
    'What instrument measures precipitation?':
      'Checked (Met Office, rain gauge): a rain gauge collects and measures precipitation depth; barometer, anemometer and hygrometer measure other things; explanation confirmed.',
    'What is the scientific study of weather called?':
      'Checked (Britannica, meteorology; Aristotle, Meteorologica): meteorology is the science of weather, and Aristotle wrote Meteorologica about 340 BC; explanation confirmed.',
    'Which temperature scale do weather forecasts in the United States usually use?':
      'Checked (NOAA National Weather Service public forecasts): US forecasts use degrees Fahrenheit; most other countries use Celsius; explanation confirmed.',
    'Which animal, in a US tradition held every 2 February, is said to forecast whether winter will last six more weeks?':
      'Checked (Britannica, Groundhog Day): on 2 February a groundhog is said to predict six more weeks of winter, most famously at Punxsutawney, Pennsylvania; explanation confirmed.',
    'What does an anemometer measure?':
      'Checked (Met Office, anemometer): an anemometer measures wind speed, often with rotating cups; explanation confirmed.',
    'What does a hygrometer measure?':
      'Checked (Met Office, hygrometer): a hygrometer measures humidity, the water vapour in the air; explanation confirmed.',
    'What does the Beaufort scale measure?':
      'Checked (Met Office, Beaufort wind force scale): it measures wind force from 0 (calm) to 12 (hurricane force); explanation confirmed.',
    'What is the temperature at which air becomes saturated and water starts to condense called?':
      'Checked (AMS Glossary, dew point): the temperature at which air becomes saturated and water vapour condenses; explanation confirmed.',
    'Which effect do weather radars use to measure how fast raindrops are moving towards or away from them?':
      'Checked (NOAA NSSL, Doppler radar): Doppler radar measures the motion of raindrops towards or away from the radar and reveals rotation in storms; explanation confirmed.',
    'Which liquid did Evangelista Torricelli use in the first barometer, in the 1640s?':
      'Checked (Britannica, Evangelista Torricelli; barometer): Torricelli used mercury in 1643; a column of about 76 cm balances atmospheric pressure; explanation confirmed.',
    'What is the national weather service of the United Kingdom called?':
      'Checked (Met Office, history): the UK national weather service is the Met Office, issuing forecasts since 1861 and based in Exeter since 2003; explanation confirmed.',
    'What does the wind chill figure describe?':
      'Checked (NOAA NWS, wind chill): wind chill describes how cold it feels on exposed skin, because wind removes heat faster; explanation confirmed.',
    'Which US agency runs the National Weather Service?':
      'Checked (NOAA, organisation): the National Weather Service is part of NOAA, the National Oceanic and Atmospheric Administration; explanation confirmed.',
    'What is a line on a weather map joining places of equal air pressure called?':
      'Checked (Met Office, isobars): isobars join places of equal pressure, and close spacing means strong winds; explanation confirmed.',
    'Who founded the forerunner of the UK’s Met Office in 1854 and issued the first public weather forecasts?':
      'Checked (Met Office, history; Britannica, Robert FitzRoy): FitzRoy founded the Meteorological Department of the Board of Trade in 1854, issued the first public forecasts in 1861 and had captained HMS Beagle; explanation confirmed.',
    'Who made the first weather forecast by solving the equations of the atmosphere by hand, published in 1922?':
      'Checked (Britannica, Lewis Fry Richardson; Weather Prediction by Numerical Process, 1922): his hand-computed forecast took weeks and was badly wrong, but founded numerical weather prediction; explanation confirmed.',
    'Which meteorologist’s work on weather models led to chaos theory and the butterfly effect?':
      "Checked (Britannica, Edward Lorenz; chaos theory): his weather model's sensitivity to rounded inputs led to chaos theory and the butterfly effect; explanation confirmed.",
    'What was the first successful weather satellite, launched in 1960?':
      'Checked (NASA, TIROS-1): launched 1 April 1960, the first successful weather satellite, sending television images of clouds; explanation confirmed.',
    'Which instrument, carried aloft by a weather balloon, sends back temperature, pressure and humidity?':
      'Checked (NOAA NWS, radiosonde observations): radiosondes on balloons report temperature, pressure and humidity and are launched twice daily worldwide; explanation confirmed.',
    'What does a Stevenson screen do?':
      'Checked (Met Office, Stevenson screen): a white louvred box shielding thermometers from sun and rain while letting air flow; explanation confirmed.',
    'In which unit do meteorologists report how much of the sky is covered by cloud?':
      'Checked (Met Office, oktas; WMO): cloud cover is reported in oktas, eighths of the sky, 8 oktas being overcast; explanation confirmed.',
    'Which BBC forecaster is remembered for reassuring viewers hours before the Great Storm of October 1987?':
      "Checked (Met Office, Great Storm of 1987; BBC archives): Michael Fish's forecast on 15 October 1987 dismissed a viewer's hurricane worry; about 15 million trees were lost; explanation confirmed.",
    'What is the order of colours in a rainbow, from the outside in?':
      'Checked (Britannica, rainbow): in a primary rainbow red is on the outside and violet inside, in the ROYGBIV order; the reversed order belongs to the secondary bow, and the question means an ordinary (primary) rainbow as the explanation says; explanation confirmed.',
    'For a rainbow to appear, where must the Sun be?':
      'Checked (Britannica, rainbow; Met Office): a rainbow appears opposite the Sun, with the Sun behind the viewer; explanation confirmed.',
    'What forms when sunlight shines through falling drops of water?':
      'Checked (Met Office, rainbows): sunlight refracted and reflected in water drops forms a rainbow; halos come from ice crystals, mirages from air layers; explanation confirmed.',
    'In a double rainbow, how does the outer bow differ from the inner one?':
      'Checked (Britannica, rainbow): the secondary bow has reversed colours and is fainter because of a second internal reflection; explanation confirmed.',
    'What ring of light around the Sun or Moon is caused by ice crystals in thin, high cloud?':
      'Checked (Met Office, halos; Atmospheric Optics, Les Cowley): ice crystals in thin high cloud make halos, most commonly of 22° radius; a corona comes from water droplets; explanation confirmed.',
    'What optical effect makes a hot road look wet in the distance?':
      'Checked (Britannica, mirage): an inferior mirage makes hot roads look wet by bending light from the sky; explanation confirmed.',
    'What is the popular name for the bright patches that can appear on either side of a low sun in icy cirrus?':
      'Checked (Atmospheric Optics, sun dogs; Met Office): parhelia, or sun dogs, are bright spots beside a low Sun from plate ice crystals in cirrus; explanation confirmed.',
    'At about what angle from the point opposite the Sun does a primary rainbow appear?':
      'Checked (Britannica, rainbow): the primary bow lies about 42° from the antisolar point, so it cannot be seen from the ground with the Sun above 42°; explanation confirmed.',
    'What is the brief burst of colour sometimes seen just as the Sun sets over a clear sea horizon?':
      'Checked (Britannica, green flash; Atmospheric Optics): a brief green flash at sunset or sunrise over a clear horizon, from the atmosphere refracting green more than red; explanation confirmed.',
    'What is the seasonal wind that brings heavy summer rain to South Asia called?':
      "Checked (Britannica, monsoon): the seasonal summer monsoon brings most of South Asia's rain; the mistral, sirocco and chinook are local winds elsewhere; explanation confirmed.",
    'Which gas is the main cause of human-driven global warming?':
      'Checked (IPCC AR6 Summary for Policymakers; NASA Climate): carbon dioxide from fossil fuels is the main driver of human-caused warming; explanation confirmed.',
    'What is the warming effect of gases that trap heat in the atmosphere called?':
      'Checked (NASA Climate; Britannica, greenhouse effect): greenhouse gases trap heat, and without them Earth would be about 33 °C colder; explanation confirmed.',
    'What is the long-term average weather of a place called?':
      'Checked (WMO, climate normals): climate is the long-term average weather, usually over 30 years; explanation confirmed.',
    'Which climate zone near the equator is hot and wet all year?':
      'Checked (Britannica, tropical climate; Köppen classification): the tropical zone near the equator is hot and wet all year, home to rainforests; explanation confirmed.',
    'In July, what season is it in Australia?':
      "Checked (Australian Bureau of Meteorology, seasons): June to August is winter in Australia, because of Earth's axial tilt; explanation confirmed.",
    'What is a sudden, short spell of icy weather called?':
      'Checked (Oxford English Dictionary, cold snap; Met Office): a cold snap is a short spell of very cold weather, often with Arctic air; explanation confirmed.',
    'Which is the coldest continent?':
      'Checked (Britannica, Antarctica): Antarctica is the coldest, windiest and, by precipitation, driest continent; explanation confirmed.',
    'What is a long spell of unusually hot days called?':
      'Checked (Met Office, heatwave; IPCC AR6): a heatwave is a prolonged spell of unusually hot weather, becoming more frequent with warming; explanation confirmed.',
    'In the old saying, what does a red sky at night promise?':
      "Checked (Met Office, weather lore 'red sky at night'): red sky at night, shepherd's delight, promises fine weather; red sky in the morning is the warning; explanation confirmed.",
    'What is the periodic warming of the eastern Pacific that affects weather worldwide called?':
      'Checked (NOAA Climate.gov, ENSO): El Niño is the periodic warming of the central and eastern tropical Pacific; La Niña is the cool phase; explanation confirmed.',
    'Which chemicals, once used in aerosols and fridges, damaged the ozone layer?':
      'Checked (UNEP Ozone Secretariat; Britannica, chlorofluorocarbon): CFCs from aerosols and refrigerants destroyed stratospheric ozone; CFC stands for chlorofluorocarbon; explanation confirmed.',
    'Which 1987 agreement phased out the chemicals that were damaging the ozone layer?':
      'Checked (UNEP Ozone Secretariat, Montreal Protocol): agreed 1987 to phase out ozone-depleting substances and ratified by all UN members; Kyoto (1997) and Paris (2015) concern greenhouse gases; explanation confirmed.',
    'Which 2015 climate deal aims to keep global warming well below 2 °C?':
      'Checked (UNFCCC, Paris Agreement): adopted at COP21 in December 2015 to keep warming well below 2 °C; explanation confirmed.',
    'Which climate type has dry, hot summers and rain mainly in the cool season?':
      'Checked (Britannica, Mediterranean climate): dry hot summers and cool-season rain, also in California, central Chile, the Cape and south-west Australia; explanation confirmed.',
    'A city being noticeably warmer than the countryside around it is called what?':
      'Checked (US EPA, heat islands): urban areas are warmer than their surroundings because paved surfaces store heat and release it at night; explanation confirmed.',
    'What is the dry area on the sheltered side of a mountain range called?':
      'Checked (Britannica, rain shadow): the dry lee side of a mountain range, as rising air loses moisture and sinking air warms; explanation confirmed.',
    'What name was given to the 1930s disaster in which drought stripped soil from the US Great Plains in huge storms?':
      'Checked (Britannica, Dust Bowl): 1930s drought and dust storms on the southern Great Plains drove hundreds of thousands away, as in The Grapes of Wrath; explanation confirmed.',
    'Which desert in northern Chile is the driest non-polar desert in the world?':
      'Checked (Britannica, Atacama Desert): the driest non-polar desert; some stations have never recorded rain; explanation confirmed.',
    'Which disaster killed thousands of Londoners over five days in December 1952?':
      'Checked (Met Office, Great Smog of 1952; Britannica): 5 to 9 December 1952 killed about 4,000 at the time (later estimates up to 12,000) and led to the Clean Air Act 1956; explanation confirmed.',
    'Which gas is the most abundant greenhouse gas in the atmosphere?':
      'Checked (NASA Climate, water vapour; IPCC AR6): water vapour is the most abundant greenhouse gas and amplifies warming as warmer air holds more; explanation confirmed.',
    'What is the share of sunlight a surface reflects called?':
      'Checked (NASA Earth Observatory, albedo): albedo is the fraction of sunlight a surface reflects; fresh snow is high, the ocean low; explanation confirmed.',
    'What is the swing in air pressure across the tropical Pacific that goes with El Niño called?':
      'Checked (NOAA Climate.gov, ENSO): the Southern Oscillation is the pressure seesaw across the tropical Pacific that with El Niño forms ENSO; explanation confirmed.',
    'Which climatologist devised the widely used classification of climates by letter codes such as Af and BWh?':
      "Checked (Britannica, Köppen climate classification): Wladimir Köppen's letter codes (Af, BWh...) based on vegetation; explanation confirmed.",
    'Which Swedish scientist first calculated, in 1896, that more carbon dioxide would warm the Earth?':
      'Checked (Britannica, Svante Arrhenius): in 1896 he calculated that more CO2 would warm Earth, and won the 1903 Nobel Prize in Chemistry for electrolytic dissociation; Fourier and Tyndall were earlier but did not make that calculation; explanation confirmed.',
    'What is the record of carbon dioxide measured on Hawaii’s Mauna Loa since 1958 known as?':
      'Checked (Scripps Institution of Oceanography, Keeling Curve): continuous CO2 record at Mauna Loa since 1958, rising yearly with a seasonal cycle; explanation confirmed.',
    'The Year Without a Summer, 1816, followed the eruption of which volcano?':
      'Checked (Britannica, Mount Tambora; Year Without a Summer): the 1815 Tambora eruption in Indonesia, the largest in recorded history, caused the cold 1816; explanation confirmed.',
    'Which 1991 eruption cooled the global climate by about 0.5 °C for a year or so?':
      'Checked (USGS, Mount Pinatubo 1991): its sulphate aerosols cooled global temperatures by about 0.5 °C for a year or two; explanation confirmed.',
    'Which place holds the official world record high air temperature, 56.7 °C, set in 1913?':
      'Checked (WMO Weather and Climate Extremes Archive): the official highest temperature is 56.7 °C at Furnace Creek, Death Valley, 10 July 1913, after the 1922 Al Aziziyah 58 °C reading was invalidated in 2012; explanation confirmed.',
    'Where was the lowest air temperature ever directly measured, −89.2 °C, recorded in 1983?':
      'Checked (WMO Weather and Climate Extremes Archive): −89.2 °C at Vostok Station, Antarctica, 21 July 1983; Vostok is about 3,490 m up on the East Antarctic ice sheet; explanation confirmed.',
  },
};
