import type { CuratedBank } from './bank.js';

export const weather: CuratedBank = {
  key: 'weather',
  sections: {
    Storms: [
      'e|What are balls of ice that fall from thunderstorms called?|Hail|Snow;Frost;Dew|Hailstones grow as updrafts carry them up and down inside a storm cloud.',
      'm|What is a tropical storm in the Atlantic with winds of at least 119 km/h called?|A hurricane|A typhoon;A tornado;A monsoon|Hurricanes, typhoons and cyclones are the same kind of storm in different oceans.',
      'm|What are tropical cyclones in the north-west Pacific called?|Typhoons|Hurricanes;Tornadoes;Monsoons|Typhoons regularly strike the Philippines, China and Japan.',
      'e|What is the calm centre of a hurricane called?|The eye|The core;The funnel;The vortex|The strongest winds blow in the eyewall around the eye.',
      'h|Which scale rates tornadoes in the United States?|The Enhanced Fujita scale|The Richter scale;The Beaufort scale;The Saffir–Simpson scale|Tornadoes are rated from EF0 to EF5 by the damage they cause.',
      'h|Which scale ranks hurricanes from category 1 to 5?|The Saffir–Simpson scale|The Beaufort scale;The Richter scale;The Mercalli scale|A category 5 hurricane has winds of at least 252 km/h.',
      'm|What causes thunder?|Air expanding rapidly after being heated by lightning|Clouds bumping together;Rain hitting the ground;Wind blowing through mountains|Lightning heats the air to around 30,000 °C in a fraction of a second.',
    ],
    'Measuring weather': [
      'e|What instrument measures rainfall?|A rain gauge|A barometer;An anemometer;A hygrometer|A rain gauge collects rain so its depth can be measured.',
      'm|What does an anemometer measure?|Wind speed|Air pressure;Humidity;Temperature|Many anemometers use spinning cups.',
      'm|What does a hygrometer measure?|Humidity|Rainfall;Wind direction;Air pressure|Humidity is the amount of water vapour in the air.',
      'm|What does the Beaufort scale measure?|Wind force|Earthquake strength;Rainfall;Temperature|The Beaufort scale runs from 0 (calm) to 12 (hurricane force).',
      'm|What is the temperature at which dew starts to form called?|The dew point|The freezing point;The boiling point;The melting point|At the dew point the air is saturated with water vapour.',
    ],
    'Clouds and air': [
      'm|Which towering clouds bring thunderstorms?|Cumulonimbus|Cirrus;Stratus;Cumulus|Cumulonimbus clouds can rise more than 10 km high.',
      'h|Which thin, wispy clouds form high in the sky from ice crystals?|Cirrus|Cumulus;Stratus;Cumulonimbus|Cirrus means curl of hair in Latin.',
      'h|Which low, grey clouds often cover the whole sky like a blanket?|Stratus|Cirrus;Cumulus;Cumulonimbus|Stratus clouds can bring drizzle.',
      'h|In which layer of the atmosphere does almost all weather happen?|The troposphere|The stratosphere;The mesosphere;The thermosphere|The troposphere reaches about 8 to 15 km above the ground.',
      "h|Which layer of the atmosphere contains most of the ozone layer?|The stratosphere|The troposphere;The mesosphere;The exosphere|The ozone layer absorbs most of the Sun's ultraviolet light.",
      'm|What is the boundary where a mass of cold air pushes under warm air called?|A cold front|A warm front;An occluded front;A stationary front|Cold fronts often bring short, heavy showers.',
    ],
    Climate: [
      'e|What is the seasonal wind that brings heavy summer rain to South Asia called?|The monsoon|The mistral;The sirocco;The chinook|India receives most of its rain from the summer monsoon.',
      'e|What is a long period with very little rain called?|A drought|A famine;A monsoon;A flood|Droughts can last for months or years.',
      'm|What is the periodic warming of the eastern Pacific that affects weather worldwide called?|El Niño|La Niña;The Gulf Stream;The jet stream|La Niña is the opposite, cooling phase.',
      'e|Which gas is the main cause of human-driven global warming?|Carbon dioxide|Oxygen;Nitrogen;Argon|Burning fossil fuels releases carbon dioxide.',
      'e|What is the order of colours in a rainbow, from the outside in?|Red, orange, yellow, green, blue, indigo, violet|Violet, indigo, blue, green, yellow, orange, red;Red, yellow, orange, green, blue, violet, indigo;Orange, red, yellow, green, blue, violet, indigo|In a primary rainbow red is on the outside of the arc.',
      'h|Down which mountain slopes does the warm, dry chinook wind blow?|The eastern slopes of the Rocky Mountains|The slopes of the Atlas Mountains;The southern Alps into Italy;The Andes into Chile|A chinook can raise the temperature by more than 20 °C in a few hours.',
      'e|What do we call frozen water falling as soft white flakes?|Snow|Hail;Sleet;Frost|Snowflakes are ice crystals that grow in clouds.',
      'e|What is a violently rotating column of air that reaches the ground called?|A tornado|A hurricane;A monsoon;A blizzard|Tornadoes form beneath severe thunderstorms.',
      'e|What is a severe snowstorm with strong winds called?|A blizzard|A tornado;A typhoon;A heatwave|Blizzards combine heavy snow, strong wind and poor visibility.',
      'h|What kind of weather system usually brings settled weather and clear skies?|High pressure|Low pressure;A cold front;A trough|In a high-pressure system (an anticyclone) sinking air stops clouds forming.',
      'h|In which unit is air pressure usually given on weather maps?|Hectopascals|Kilograms;Joules;Newtons|Weather maps mark pressure in hectopascals (hPa), the same as millibars.',
      'h|What is a line on a weather map joining places of equal air pressure called?|An isobar|An isotherm;A contour line;A meridian|Isobars drawn close together mean strong winds.',
    ],
  },
};
