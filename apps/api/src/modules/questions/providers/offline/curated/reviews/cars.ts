import type { BankReview } from './review.js';

/** bank-pop's check of bank-more's cars bank (ADR 0195); registered in index.ts once both are merged. */
export const carsReview: BankReview = {
  bank: 'cars',
  writer: 'bank-more',
  reviewer: 'bank-pop',
  checks: {
    "Which carmaker's badge shows a black prancing horse on yellow?":
      "Checked (reviewer's knowledge): Ferrari is right and the three wrong options are wrong; explanation confirmed.",
    "Which carmaker's badge shows a charging bull?":
      "Checked (reviewer's knowledge): Lamborghini is right and the three wrong options are wrong; explanation confirmed.",
    "Which carmaker's logo is four interlocking rings?":
      "Checked (reviewer's knowledge): Audi is right and the three wrong options are wrong; explanation confirmed.",
    'In which country was the carmaker Volvo founded?':
      "Checked (reviewer's knowledge): Sweden is right and the three wrong options are wrong; explanation confirmed.",
    "Which carmaker's badge is a three-pointed star in a circle?":
      "Checked (reviewer's knowledge): Mercedes-Benz is right and the three wrong options are wrong; explanation confirmed.",
    'Which American company makes the Mustang?':
      "Checked (reviewer's knowledge): Ford is right and the three wrong options are wrong; explanation confirmed.",
    'Which company makes the Model S, Model 3, Model X and Model Y electric cars?':
      "Checked (reviewer's knowledge): Tesla is right and the three wrong options are wrong; explanation confirmed.",
    "Which French carmaker's logo is a lion?":
      "Checked (reviewer's knowledge): Peugeot is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese company makes the Civic and the Accord?':
      "Checked (reviewer's knowledge): Honda is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese company makes the GT-R and the Micra?':
      "Checked (reviewer's knowledge): Nissan is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian carmaker makes the Aventador, the Huracán and the Urus?':
      "Checked (reviewer's knowledge): Lamborghini is right and the three wrong options are wrong; explanation confirmed.",
    'What does BMW stand for in English?':
      "Checked (reviewer's knowledge): Bavarian Motor Works is right and the three wrong options are wrong; explanation confirmed.",
    "Which Italian carmaker's logo is a trident?":
      "Checked (reviewer's knowledge): Maserati is right and the three wrong options are wrong; explanation confirmed.",
    "Which luxury brand's cars carry the Spirit of Ecstasy bonnet mascot?":
      "Checked (reviewer's knowledge): Rolls-Royce is right and the three wrong options are wrong; explanation confirmed.",
    'In which German city does Porsche have its headquarters?':
      "Checked (reviewer's knowledge): Stuttgart is right and the three wrong options are wrong; explanation confirmed.",
    'In which German city does Volkswagen have its headquarters?':
      "Checked (reviewer's knowledge): Wolfsburg is right and the three wrong options are wrong; explanation confirmed.",
    "Which carmaker's badge combines a red cross with a serpent swallowing a man?":
      "Checked (reviewer's knowledge): Alfa Romeo is right and the three wrong options are wrong; explanation confirmed.",
    "Which carmaker's name is Latin for 'I roll'?":
      "Checked (reviewer's knowledge): Volvo is right and the three wrong options are wrong; explanation confirmed.",
    'Which luxury car brand did Toyota launch in 1989?':
      "Checked (reviewer's knowledge): Lexus is right and the three wrong options are wrong; explanation confirmed.",
    "Which Japanese carmaker's logo is three red diamonds?":
      "Checked (reviewer's knowledge): Mitsubishi is right and the three wrong options are wrong; explanation confirmed.",
    "Which Japanese carmaker's logo shows the stars of the Pleiades?":
      "Checked (reviewer's knowledge): Subaru is right and the three wrong options are wrong; explanation confirmed.",
    'Which Indian company has owned Jaguar Land Rover since 2008?':
      "Checked (reviewer's knowledge): Tata Motors is right and the three wrong options are wrong; explanation confirmed.",
    "Audi's name is the Latin form of which founder's surname?":
      "Checked (reviewer's knowledge): August Horch is right and the three wrong options are wrong; explanation confirmed.",
    'Which carmaker launched the luxury brand Acura in 1986?':
      "Checked (reviewer's knowledge): Honda is right and the three wrong options are wrong; explanation confirmed.",
    'Which Chinese company bought Volvo Cars from Ford in 2010?':
      "Checked (reviewer's knowledge): Geely is right and the three wrong options are wrong; explanation confirmed.",
    'Which Czech carmaker grew out of Laurin & Klement, a bicycle maker founded in 1895?':
      "Checked (reviewer's knowledge): Škoda is right and the three wrong options are wrong; explanation confirmed.",
    'Which Romanian carmaker has been controlled by Renault since 1999?':
      "Checked (reviewer's knowledge): Dacia is right and the three wrong options are wrong; explanation confirmed.",
    'Which Swedish aircraft maker also made cars until its car business went bankrupt in 2011?':
      "Checked (reviewer's knowledge): Saab Automobile filed for bankruptcy in December 2011; its first car, the 92, entered production in 1949. Note: the car business had been separated from Saab AB in 1990, so 'aircraft maker ... car business' is loose but not wrong.",
    'Which hypercar maker built the Agera RS and the Jesko?':
      "Checked (reviewer's knowledge): Koenigsegg is right and the three wrong options are wrong; explanation confirmed.",
    "Which German carmaker's badge is a blue and white roundel?":
      "Checked (reviewer's knowledge): BMW is right and the three wrong options are wrong; explanation confirmed.",
    "Which carmaker's badge is a blue oval with its name in script?":
      "Checked (reviewer's knowledge): Ford's blue oval with the script name dates from the Model A of 1927; confirmed.",
    'In which country was the carmaker Hyundai founded?':
      "Checked (reviewer's knowledge): South Korea is right and the three wrong options are wrong; explanation confirmed.",
    'Which British luxury brand builds its cars in Crewe?':
      "Checked (reviewer's knowledge): Bentley is right and the three wrong options are wrong; explanation confirmed.",
    'Which Dutch carmaker introduced the Variomatic automatic transmission in 1958?':
      "Checked (reviewer's knowledge): DAF is right and the three wrong options are wrong; explanation confirmed.",
    'Which Lotus turned into a submarine in The Spy Who Loved Me (1977)?':
      "Checked (reviewer's knowledge): Esprit is right and the three wrong options are wrong; explanation confirmed.",
    'At which event was the Ford Mustang unveiled in April 1964?':
      "Checked (reviewer's knowledge): The New York World's Fair is right and the three wrong options are wrong; explanation confirmed.",
    'Which East German car had a body made of Duroplast, a plastic strengthened with cotton waste?':
      "Checked (reviewer's knowledge): Trabant is right and the three wrong options are wrong; explanation confirmed.",
    'Which Volkswagen, built from 1938 to 2003, is known for its rounded, bug-like shape?':
      "Checked (reviewer's knowledge): The Beetle is right and the three wrong options are wrong; explanation confirmed.",
    'Which car is turned into a time machine in the film Back to the Future?':
      "Checked (reviewer's knowledge): DeLorean DMC-12 is right and the three wrong options are wrong; explanation confirmed.",
    'Which small British car of 1959 starred in the 1969 film The Italian Job?':
      "Checked (reviewer's knowledge): The Mini is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian carmaker makes the small 500, first launched in 1957?':
      "Checked (reviewer's knowledge): Fiat is right and the three wrong options are wrong; explanation confirmed.",
    'Which carmaker builds the 911 sports car?':
      "Checked (reviewer's knowledge): Porsche is right and the three wrong options are wrong; explanation confirmed.",
    'Which company makes the Corolla, the best-selling car nameplate in history?':
      "Checked (reviewer's knowledge): Toyota is right and the three wrong options are wrong; explanation confirmed.",
    'Which sports car has Chevrolet built since 1953?':
      "Checked (reviewer's knowledge): The Corvette is right and the three wrong options are wrong; explanation confirmed.",
    'Which Aston Martin did James Bond drive, with an ejector seat, in Goldfinger (1964)?':
      "Checked (reviewer's knowledge): DB5 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Mercedes-Benz of the 1950s is famous for its upward-opening gullwing doors?':
      "Checked (reviewer's knowledge): 300 SL is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1966 Lamborghini is often called the first supercar?':
      "Checked (reviewer's knowledge): Miura is right and the three wrong options are wrong; explanation confirmed.",
    'Which Toyota became the first mass-produced hybrid car, in 1997?':
      "Checked (reviewer's knowledge): Prius is right and the three wrong options are wrong; explanation confirmed.",
    'Which Nissan electric hatchback was launched in 2010?':
      "Checked (reviewer's knowledge): Leaf is right and the three wrong options are wrong; explanation confirmed.",
    "What was Tesla's first car, launched in 2008?":
      "Checked (reviewer's knowledge): The Roadster is right and the three wrong options are wrong; explanation confirmed.",
    'Which Ford pickup range has been the best-selling vehicle in the United States since the early 1980s?':
      "Checked (reviewer's knowledge): F-Series is right and the three wrong options are wrong; explanation confirmed.",
    'Which Volkswagen hatchback of 1974 gave its name to a whole class of compact cars?':
      "Checked (reviewer's knowledge): Golf is right and the three wrong options are wrong; explanation confirmed.",
    'Which Mazda roadster of 1989 is the best-selling two-seat sports car in history?':
      "Checked (reviewer's knowledge): MX-5 is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1960s Jaguar is famous for its long bonnet and was built from 1961 to 1975?':
      "Checked (reviewer's knowledge): E-Type is right and the three wrong options are wrong; explanation confirmed.",
    'Which Bugatti of 2005 was the first production car with more than 1,000 metric horsepower?':
      "Checked (reviewer's knowledge): Veyron is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1990s car, designed by Gordon Murray, put the driver in the middle of three seats?':
      "Checked (reviewer's knowledge): McLaren F1 is right and the three wrong options are wrong; explanation confirmed.",
    'Which Land Rover was shown at the Amsterdam Motor Show in 1948?':
      "Checked (reviewer's knowledge): Series I is right and the three wrong options are wrong; explanation confirmed.",
    'According to its design brief, what should a Citroën 2CV carry across a ploughed field without breaking?':
      "Checked (reviewer's knowledge): A basket of eggs is right and the three wrong options are wrong; explanation confirmed.",
    'Which Lancia rally car, styled by Marcello Gandini, won the World Rally Championship three times in the 1970s?':
      "Checked (reviewer's knowledge): Stratos is right and the three wrong options are wrong; explanation confirmed.",
    'Which car won the 24 Hours of Le Mans four years running from 1966 to 1969?':
      "Checked (reviewer's knowledge): Ford GT40 is right and the three wrong options are wrong; explanation confirmed.",
    "In which Italian town is Ferrari's factory?":
      "Checked (reviewer's knowledge): Maranello is right and the three wrong options are wrong; explanation confirmed.",
    'What is a car that runs on both petrol and electricity called?':
      "Checked (reviewer's knowledge): A hybrid is right and the three wrong options are wrong; explanation confirmed.",
    "What is a car's front window called in Britain?":
      "Checked (reviewer's knowledge): The windscreen is right and the three wrong options are wrong; explanation confirmed.",
    'Which pedal is on the far left in a manual car?':
      "Checked (reviewer's knowledge): The clutch is right and the three wrong options are wrong; explanation confirmed.",
    "What does a car's odometer measure?":
      "Checked (reviewer's knowledge): Distance travelled is right and the three wrong options are wrong; explanation confirmed.",
    'What does ABS stand for on a car?':
      "Checked (reviewer's knowledge): Anti-lock braking system is right and the three wrong options are wrong; explanation confirmed.",
    'What does the E in EV stand for?':
      "Checked (reviewer's knowledge): Electric is right and the three wrong options are wrong; explanation confirmed.",
    "What is the main job of a car's radiator?":
      "Checked (reviewer's knowledge): To cool the engine is right and the three wrong options are wrong; explanation confirmed.",
    'What does SUV stand for?':
      "Checked (reviewer's knowledge): Sport utility vehicle is right and the three wrong options are wrong; explanation confirmed.",
    "What does a car's MPG figure describe?":
      "Checked (reviewer's knowledge): Fuel economy is right and the three wrong options are wrong; explanation confirmed.",
    'What is a gearbox that changes gear by itself called?':
      "Checked (reviewer's knowledge): An automatic is right and the three wrong options are wrong; explanation confirmed.",
    'What does a catalytic converter reduce?':
      "Checked (reviewer's knowledge): Harmful exhaust gases is right and the three wrong options are wrong; explanation confirmed.",
    'How many strokes make up one cycle of a typical car engine?':
      "Checked (reviewer's knowledge): 4 is right and the three wrong options are wrong; explanation confirmed.",
    'Which part ignites the fuel and air in a petrol engine?':
      "Checked (reviewer's knowledge): The spark plug is right and the three wrong options are wrong; explanation confirmed.",
    'How is the fuel ignited in a diesel engine?':
      "Checked (reviewer's knowledge): By the heat of compression is right and the three wrong options are wrong; explanation confirmed.",
    "What does a car's alternator do while the engine runs?":
      "Checked (reviewer's knowledge): Charges the battery is right and the three wrong options are wrong; explanation confirmed.",
    'What does a tachometer show?':
      "Checked (reviewer's knowledge): Engine speed is right and the three wrong options are wrong; explanation confirmed.",
    'What drives the turbine of a turbocharger?':
      "Checked (reviewer's knowledge): Exhaust gases is right and the three wrong options are wrong; explanation confirmed.",
    'Which part lets the driven wheels turn at different speeds in a corner?':
      "Checked (reviewer's knowledge): The differential is right and the three wrong options are wrong; explanation confirmed.",
    'Which engine layout, used by Porsche and Subaru, has horizontally opposed cylinders?':
      "Checked (reviewer's knowledge): Boxer engine is right and the three wrong options are wrong; explanation confirmed.",
    'What is it called when the rear of a car slides outwards in a corner?':
      "Checked (reviewer's knowledge): Oversteer is right and the three wrong options are wrong; explanation confirmed.",
    'What is it called when a tyre rides on a film of water and loses grip?':
      "Checked (reviewer's knowledge): aquaplaning confirmed. Note: 'Skidding' is broader but is not the name for riding on a water film; acceptable.",
    'What does ECU stand for in a modern car?':
      "Checked (reviewer's knowledge): Engine control unit is right and the three wrong options are wrong; explanation confirmed.",
    "What does a car's crumple zone do in a crash?":
      "Checked (reviewer's knowledge): Absorbs the energy of the impact is right and the three wrong options are wrong; explanation confirmed.",
    'Who invented the rotary engine that Mazda used in its RX-7?':
      "Checked (reviewer's knowledge): Felix Wankel is right and the three wrong options are wrong; explanation confirmed.",
    'Whose four-stroke engine of 1876 gave its name to the petrol engine cycle?':
      "Checked (reviewer's knowledge): Nikolaus Otto is right and the three wrong options are wrong; explanation confirmed.",
    'Which unit of power is equal to about 746 watts?':
      "Checked (reviewer's knowledge): Horsepower is right and the three wrong options are wrong; explanation confirmed.",
    "What does DOHC stand for in an engine's description?":
      "Checked (reviewer's knowledge): Double overhead camshaft is right and the three wrong options are wrong; explanation confirmed.",
    "What is the ratio of a cylinder's largest volume to its smallest called?":
      "Checked (reviewer's knowledge): Compression ratio is right and the three wrong options are wrong; explanation confirmed.",
    'Which of these metals is used as a catalyst in catalytic converters?':
      "Checked (reviewer's knowledge): platinum, palladium and rhodium are the catalyst metals; silver, gold and nickel are not used; confirmed.",
    'Which Volvo engineer developed the three-point seat belt introduced in 1959?':
      "Checked (reviewer's knowledge): Nils Bohlin is right and the three wrong options are wrong; explanation confirmed.",
    'What does torque describe in an engine?':
      "Checked (reviewer's knowledge): Turning force is right and the three wrong options are wrong; explanation confirmed.",
    'In a car with a manual gearbox, what does the synchromesh do?':
      "Checked (reviewer's knowledge): Matches gear speeds before they engage is right and the three wrong options are wrong; explanation confirmed.",
    'Which US city is nicknamed Motor City?':
      "Checked (reviewer's knowledge): Detroit is right and the three wrong options are wrong; explanation confirmed.",
    'What was the nickname of the Ford Model T?':
      "Checked (reviewer's knowledge): Tin Lizzie is right and the three wrong options are wrong; explanation confirmed.",
    'According to Henry Ford, customers could have a Model T in any colour so long as it was which?':
      "Checked (reviewer's knowledge): Black is right and the three wrong options are wrong; explanation confirmed.",
    'Which German engineer founded a carmaker with Wilhelm Maybach that later merged with Benz & Cie.?':
      "Checked (reviewer's knowledge): Gottlieb Daimler is right and the three wrong options are wrong; explanation confirmed.",
    'Which American carmaker did William Durant found in 1908?':
      "Checked (reviewer's knowledge): General Motors is right and the three wrong options are wrong; explanation confirmed.",
    'What did Lamborghini make before it built cars?':
      "Checked (reviewer's knowledge): Tractors is right and the three wrong options are wrong; explanation confirmed.",
    'What did the company that founded Toyota make before cars?':
      "Checked (reviewer's knowledge): Automatic looms is right and the three wrong options are wrong; explanation confirmed.",
    'Which designer created the original Mini of 1959?':
      "Checked (reviewer's knowledge): Alec Issigonis is right and the three wrong options are wrong; explanation confirmed.",
    'Which engineer founded Lotus in 1952?':
      "Checked (reviewer's knowledge): Colin Chapman is right and the three wrong options are wrong; explanation confirmed.",
    'Which car did Ferdinand Porsche design in the 1930s as a car for the people?':
      "Checked (reviewer's knowledge): Volkswagen Type 1 is right and the three wrong options are wrong; explanation confirmed.",
    'In which decade did Japan first build more motor vehicles in a year than the United States?':
      "Checked (reviewer's knowledge): 1980s is right and the three wrong options are wrong; explanation confirmed.",
    'Who drove the first long-distance car journey, from Mannheim to Pforzheim, in 1888?':
      "Checked (reviewer's knowledge): Bertha Benz is right and the three wrong options are wrong; explanation confirmed.",
    'Mercedes-Benz is named after the daughter of which Austrian businessman?':
      "Checked (reviewer's knowledge): Emil Jellinek is right and the three wrong options are wrong; explanation confirmed.",
    "Under the UK's 1865 Red Flag Act, what was the speed limit for road locomotives in towns?":
      "Checked (reviewer's knowledge): 2 mph is right and the three wrong options are wrong; explanation confirmed.",
    'Which American brand introduced the first mass-produced V8 engine, in 1914?':
      "Checked (reviewer's knowledge): Cadillac is right and the three wrong options are wrong; explanation confirmed.",
    'Who invented the electric starter motor first fitted to Cadillacs in 1912?':
      "Checked (reviewer's knowledge): Charles Kettering is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian design house, founded by Battista Farina, styled many Ferraris?':
      "Checked (reviewer's knowledge): Pininfarina is right and the three wrong options are wrong; explanation confirmed.",
    'Which designer styled both the first Volkswagen Golf and the DeLorean DMC-12?':
      "Checked (reviewer's knowledge): Giorgetto Giugiaro is right and the three wrong options are wrong; explanation confirmed.",
    'Which designer, working at Bertone, drew the Lamborghini Countach?':
      "Checked (reviewer's knowledge): Marcello Gandini is right and the three wrong options are wrong; explanation confirmed.",
    'Which Ford model replaced the Model T in 1927?':
      "Checked (reviewer's knowledge): Model A is right and the three wrong options are wrong; explanation confirmed.",
    'Which Frenchman built a steam-powered vehicle in 1769, often called the first self-propelled road vehicle?':
      "Checked (reviewer's knowledge): Nicolas-Joseph Cugnot is right and the three wrong options are wrong; explanation confirmed.",
    'What colour was traditional for Italian racing cars?':
      "Checked (reviewer's knowledge): Red is right and the three wrong options are wrong; explanation confirmed.",
    'In which French town is a famous 24-hour race held every June?':
      "Checked (reviewer's knowledge): Le Mans is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of motor racing is NASCAR best known for?':
      "Checked (reviewer's knowledge): Stock car racing is right and the three wrong options are wrong; explanation confirmed.",
    'What does the chequered flag mean in motor racing?':
      "Checked (reviewer's knowledge): The race is over is right and the three wrong options are wrong; explanation confirmed.",
    'What does a waved yellow flag signal in motor racing?':
      "Checked (reviewer's knowledge): Danger ahead, no overtaking is right and the three wrong options are wrong; explanation confirmed.",
    'Which colour flag warns a driver that a faster car is about to lap them?':
      "Checked (reviewer's knowledge): Blue is right and the three wrong options are wrong; explanation confirmed.",
    'Which Brazilian driver won three Formula One titles and died at Imola in 1994?':
      "Checked (reviewer's knowledge): Ayrton Senna is right and the three wrong options are wrong; explanation confirmed.",
    'Which Argentine driver won five Formula One titles in the 1950s?':
      "Checked (reviewer's knowledge): Juan Manuel Fangio is right and the three wrong options are wrong; explanation confirmed.",
    'Which car became the first to go faster than sound on land, in 1997?':
      "Checked (reviewer's knowledge): ThrustSSC is right and the three wrong options are wrong; explanation confirmed.",
    'Which off-road rally, first run from Paris in 1978, has been held in Saudi Arabia since 2020?':
      "Checked (reviewer's knowledge): Dakar Rally is right and the three wrong options are wrong; explanation confirmed.",
    "Which German circuit's northern loop is nicknamed the Green Hell?":
      "Checked (reviewer's knowledge): Nürburgring is right and the three wrong options are wrong; explanation confirmed.",
    'How long is a traditional drag racing strip?':
      "Checked (reviewer's knowledge): A quarter mile is right and the three wrong options are wrong; explanation confirmed.",
    'What is the point of a corner that a driver aims to pass closest to called?':
      "Checked (reviewer's knowledge): The apex is right and the three wrong options are wrong; explanation confirmed.",
    'What is a tight pair of bends placed to slow cars on a straight called?':
      "Checked (reviewer's knowledge): A chicane is right and the three wrong options are wrong; explanation confirmed.",
    'Who drove ThrustSSC when it broke the sound barrier?':
      "Checked (reviewer's knowledge): Andy Green is right and the three wrong options are wrong; explanation confirmed.",
    'Who won the first Formula One world championship, in 1950?':
      "Checked (reviewer's knowledge): Giuseppe Farina is right and the three wrong options are wrong; explanation confirmed.",
    'Which carmaker won Le Mans outright with a diesel car for the first time, in 2006?':
      "Checked (reviewer's knowledge): Audi is right and the three wrong options are wrong; explanation confirmed.",
    'Which Japanese carmaker was the first from Japan to win Le Mans, in 1991?':
      "Checked (reviewer's knowledge): Mazda is right and the three wrong options are wrong; explanation confirmed.",
    'Which driver holds the record of nine wins at the 24 Hours of Le Mans?':
      "Checked (reviewer's knowledge): Tom Kristensen is right and the three wrong options are wrong; explanation confirmed.",
    'Who is the only person to set world land and water speed records in the same year?':
      'Reworded at merge by the lead as the reviewer proposed (Malcolm Campbell also set both records, in different years). Checked by the lead, not its writer: Donald Campbell set both in 1964 (Bluebird CN7 on Lake Eyre, K7 on Lake Dumbleyung), the only person to do so in one year.',
    'On which American salt flats have many land speed records been set?':
      "Checked (reviewer's knowledge): Bonneville is right and the three wrong options are wrong; explanation confirmed.",
    'Which driver won nine World Rally Championship titles in a row, from 2004 to 2012?':
      "Checked (reviewer's knowledge): Sébastien Loeb is right and the three wrong options are wrong; explanation confirmed.",
    "Which British carmaker is best known for James Bond's cars?":
      "Checked (reviewer's knowledge): Aston Martin is right and the three wrong options are wrong; explanation confirmed.",
    "Which city's taxis are famously known as black cabs?":
      "Checked (reviewer's knowledge): London is right and the three wrong options are wrong; explanation confirmed.",
    'Which Italian city is home to Fiat?':
      "Checked (reviewer's knowledge): Turin is right and the three wrong options are wrong; explanation confirmed.",
    'In the film Cars, what is the name of the red race car hero?':
      "Checked (reviewer's knowledge): Lightning McQueen is right and the three wrong options are wrong; explanation confirmed.",
    'In the film Cars, what kind of vehicle is Mater?':
      "Checked (reviewer's knowledge): A tow truck is right and the three wrong options are wrong; explanation confirmed.",
    'Which film series follows Dominic Toretto and his street racing crew?':
      "Checked (reviewer's knowledge): The Fast and the Furious is right and the three wrong options are wrong; explanation confirmed.",
    'What is a car with a roof that folds away called?':
      "Checked (reviewer's knowledge): A convertible is right and the three wrong options are wrong; explanation confirmed.",
    'What is a car with a rear door that lifts up together with the back window called?':
      "Checked (reviewer's knowledge): A hatchback is right and the three wrong options are wrong; explanation confirmed.",
    'What do Americans call the part of a car the British call the boot?':
      "Checked (reviewer's knowledge): The trunk is right and the three wrong options are wrong; explanation confirmed.",
    'In which of these countries do cars drive on the left?':
      "Checked (reviewer's knowledge): Japan is right and the three wrong options are wrong; explanation confirmed.",
    'What do the British call the car body style that Americans call a station wagon?':
      "Checked (reviewer's knowledge): An estate is right and the three wrong options are wrong; explanation confirmed.",
    'What is a two-door car with a fixed roof usually called?':
      "Checked (reviewer's knowledge): A coupé is right and the three wrong options are wrong; explanation confirmed.",
    "Which country's cars carry the international registration code D?":
      "Checked (reviewer's knowledge): Germany is right and the three wrong options are wrong; explanation confirmed.",
    "Which country's cars carry the international registration code CH?":
      "Checked (reviewer's knowledge): Switzerland is right and the three wrong options are wrong; explanation confirmed.",
    'Which British TV presenters formed the trio of Top Gear from 2003 to 2015?':
      "Checked (reviewer's knowledge): Clarkson, Hammond and May presented together from 2003 (May replaced Jason Dawe after the 2002 relaunch) to 2015; confirmed. Cross-bank note: bank-pop's tv-shows bank dropped its version of this question, which bank-more had rejected.",
    "Which country's cars carry the international registration code E?":
      "Checked (reviewer's knowledge): Spain is right and the three wrong options are wrong; explanation confirmed.",
    'What is the name for customising a car with a lowered body that bounces on hydraulic suspension?':
      "Checked (reviewer's knowledge): Lowrider is right and the three wrong options are wrong; explanation confirmed.",
    'What is an ordinary-looking car hiding a much more powerful engine called?':
      "Checked (reviewer's knowledge): A sleeper is right and the three wrong options are wrong; explanation confirmed.",
  },
};
