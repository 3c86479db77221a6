import type { BankReview } from './review.js';

/** bank-h2's check of bank-h1's inventions bank (ADR 0195); registered in index.ts once both are merged. */
export const inventionsReview: BankReview = {
  bank: 'inventions',
  writer: 'bank-h1',
  reviewer: 'bank-h2',
  checks: {
    'Who is credited with inventing the telephone in 1876?':
      'Checked (Britannica, Alexander Graham Bell): Bell was granted the telephone patent on 7 March 1876 and is generally credited with its invention. Alexander Graham Bell is right and Thomas Edison, Nikola Tesla and Guglielmo Marconi are wrong; explanation confirmed.',
    'Who sent the first transatlantic radio signal in 1901?':
      'Checked (Britannica, Guglielmo Marconi): on 12 December 1901 Marconi received at Signal Hill, Newfoundland, a signal sent from Poldhu, Cornwall. Guglielmo Marconi is right and Alexander Graham Bell, Heinrich Hertz and Samuel Morse are wrong; explanation confirmed.',
    'Who gave his name to the telegraph code of dots and dashes?':
      'Checked (Britannica, Samuel F. B. Morse): the dot-and-dash code is named after Morse, developed with Alfred Vail in the late 1830s and 1840s. Samuel Morse is right and Alexander Graham Bell, Thomas Edison and Guglielmo Marconi are wrong; explanation confirmed.',
    'Which Scottish inventor demonstrated a working television in 1926?':
      'Checked (Britannica, John Logie Baird): Baird demonstrated televised moving images to Royal Institution members in London on 26 January 1926. John Logie Baird is right and Philo Farnsworth, Alexander Graham Bell and Vladimir Zworykin are wrong; explanation confirmed.',
    'Who built a printing press with movable metal type in Europe around 1440?':
      'Checked (Britannica, Johannes Gutenberg): Gutenberg developed movable metal type in Mainz about 1440; his Bible was printed about 1455. Johannes Gutenberg is right and William Caxton, Martin Luther and Leonardo da Vinci are wrong; explanation confirmed.',
    'Which invention carried the message What hath God wrought from Washington to Baltimore in 1844?':
      'Checked (Britannica, Telegraph): Morse sent What hath God wrought from Washington to Baltimore on 24 May 1844 on a line funded by Congress. The telegraph is right and The telephone, The radio and The fax machine are wrong; explanation confirmed.',
    'Which French teenager, blinded in a childhood accident, created a raised-dot reading system in the 1820s?':
      "Checked (Britannica, Louis Braille): blinded at three, Braille devised his six-dot system at about 15 (1824), adapting Barbier's night writing. Louis Braille is right and Valentin Haüy, Charles Barbier and Louis Daguerre are wrong; explanation confirmed.",
    "Which machine's QWERTY keyboard layout was devised by Christopher Latham Sholes in the 1870s?":
      'Checked (Britannica, Christopher Latham Sholes): Sholes devised the QWERTY layout for his typewriter in the 1870s, sold as the Remington. The typewriter is right and The computer, The telegraph and The cash register are wrong; explanation confirmed.',
    'What did Robert Watson-Watt help develop in Britain in the 1930s?':
      'Checked (Britannica, Sir Robert Watson-Watt): Watson-Watt led British radar work; the Daventry experiment of February 1935 detected an aircraft by reflected radio waves. Radar is right and Sonar, Television and The jet engine are wrong; explanation confirmed.',
    "What was the name of Bell's assistant, who heard the first telephone call in 1876?":
      "Checked (Britannica, Thomas A. Watson): Watson heard Bell's first call, Mr Watson, come here, I want to see you, on 10 March 1876. Thomas Watson is right and Elisha Gray, Thomas Edison and Emile Berliner are wrong; explanation confirmed.",
    'In which city was Alexander Graham Bell born?':
      'Checked (Britannica, Alexander Graham Bell): Bell was born in Edinburgh in 1847, moved to Canada in 1870 and taught the deaf in Boston. Edinburgh is right and Glasgow, Boston and Toronto are wrong; explanation confirmed.',
    'Which company introduced the compact audio cassette in 1963?':
      'Checked (Britannica, Cassette): Philips introduced the compact cassette in 1963 and licensed it free of charge. Philips is right and Sony, Grundig and Panasonic are wrong; explanation confirmed.',
    'Which two companies developed the compact disc together, launching it in 1982?':
      'Checked (Britannica, Compact disc): Philips and Sony developed the CD, launched in 1982, holding 74 minutes of audio. Philips and Sony is right and Sony and Panasonic, Philips and Toshiba and JVC and Hitachi are wrong; explanation confirmed.',
    "Which invention's name mixes the Greek word for far with the Latin word for sight?":
      'Checked (Oxford English Dictionary, television): the word joins Greek tele, far, with Latin visio, sight, and dates from 1900-1907. Television is right and Telescope, Telephone and Telegraph are wrong; explanation confirmed.',
    'Which inventor filed a telephone caveat at the US Patent Office on the same day in 1876 that Bell filed his patent?':
      "Checked (Britannica, Elisha Gray): Gray filed a caveat on 14 February 1876, the day Bell's patent application was filed; he co-founded Gray and Barton, later Western Electric. Elisha Gray is right and Antonio Meucci, Thomas Watson and Emile Berliner are wrong; explanation confirmed.",
    'Which Scottish clockmaker patented an early way of sending images by wire, a forerunner of the fax, in 1843?':
      'Checked (Britannica, Alexander Bain): Bain patented image transmission by wire (a forerunner of fax) in 1843 and also an electric clock. Alexander Bain is right and James Bowman Lindsay, John Logie Baird and Alexander Graham Bell are wrong; explanation confirmed.',
    'Who built the first commercial electric telegraph in Britain in 1837 together with William Cooke?':
      'Checked (Britannica, Sir Charles Wheatstone): Cooke and Wheatstone patented and built the first commercial electric telegraph in 1837; the Wheatstone bridge was invented by Samuel Hunter Christie. Charles Wheatstone is right and Michael Faraday, William Thomson and Francis Ronalds are wrong; explanation confirmed.',
    'Which American transmitted the first image with an all-electronic television system, in 1927?':
      'Checked (Britannica, Philo Farnsworth): Farnsworth transmitted the first all-electronic television image in 1927, an idea he had as a teenager ploughing a field. Philo Farnsworth is right and Vladimir Zworykin, Lee de Forest and David Sarnoff are wrong; explanation confirmed.',
    'Who made the first public mobile phone call, in 1973, while working for Motorola?':
      'Checked (Britannica, Martin Cooper): on 3 April 1973 Cooper of Motorola made the first public handheld mobile call, to Joel Engel of Bell Labs. Martin Cooper is right and Joel Engel, Douglas Engelbart and Steve Jobs are wrong; explanation confirmed.',
    'Who invented the phonograph in 1877?':
      'Checked (Britannica, Phonograph): Edison invented the phonograph in 1877, recording on tinfoil round a cylinder. Thomas Edison is right and Emile Berliner, Alexander Graham Bell and Nikola Tesla are wrong; explanation confirmed.',
    'Which French brothers showed films to a paying audience in Paris in 1895?':
      'Checked (Britannica, Lumière brothers): Auguste and Louis Lumière held the first paid public film show in Paris on 28 December 1895 with their Cinématographe. The Lumière brothers is right and The Wright brothers, The Montgolfier brothers and The Warner brothers are wrong; explanation confirmed.',
    'Which Sony product of 1979 let people carry their music with them on cassette?':
      'Checked (Britannica, Walkman): Sony launched the Walkman cassette player in 1979; the Discman followed in 1984. The Walkman is right and The Discman, The Watchman and The Betamax are wrong; explanation confirmed.',
    "Which American businessman's Kodak camera of 1888 came with the slogan You press the button, we do the rest?":
      "Checked (Britannica, George Eastman): Eastman's 1888 Kodak came loaded with 100 exposures under the slogan You press the button, we do the rest. George Eastman is right and Edwin Land, Thomas Edison and Oskar Barnack are wrong; explanation confirmed.",
    'Who invented the Polaroid instant camera, first sold in 1948?':
      "Checked (Britannica, Edwin Herbert Land): Land's Polaroid Land Camera went on sale in 1948, inspired by his daughter's question. Edwin Land is right and George Eastman, Chester Carlson and Oskar Barnack are wrong; explanation confirmed.",
    'Which nursery rhyme did Thomas Edison recite in the first recording on his phonograph?':
      "Checked (Britannica, Thomas Edison): Edison's first phonograph recording was Mary Had a Little Lamb. Mary Had a Little Lamb is right and Twinkle, Twinkle, Little Star, Humpty Dumpty and Baa, Baa, Black Sheep are wrong; explanation confirmed.",
    'Who invented the gramophone, which played flat discs instead of cylinders?':
      'Checked (Britannica, Emile Berliner): Berliner patented the disc gramophone in 1887. Emile Berliner is right and Eldridge Johnson, Charles Sumner Tainter and Thomas Edison are wrong; explanation confirmed.',
    'Who invented xerography, the dry copying process behind the photocopier, in 1938?':
      'Checked (Britannica, Chester Carlson): Carlson made the first xerographic copy in 1938; the Xerox 914 appeared in 1959. Chester Carlson is right and Edwin Land, George Eastman and Gary Starkweather are wrong; explanation confirmed.',
    'Which English scientist invented the calotype, a negative-positive photographic process, around 1840?':
      "Checked (Britannica, William Henry Fox Talbot): Talbot's calotype negative-positive process dates from 1840 (patented 1841). William Henry Fox Talbot is right and John Herschel, Frederick Scott Archer and Louis Daguerre are wrong; explanation confirmed.",
    "Which motion-picture viewer did Edison's company develop with William Dickson?":
      "Checked (Britannica, Kinetoscope): Edison's company and William Dickson developed the Kinetoscope, a single-viewer peephole machine. The Kinetoscope is right and The Cinématographe, The Zoetrope and The Praxinoscope are wrong; explanation confirmed.",
    'Which brothers made the first powered, controlled aeroplane flight in 1903?':
      "Checked (Britannica, Wright brothers): the Wrights made the first powered, controlled flight on 17 December 1903; Orville's first flight lasted 12 seconds. The Wright brothers is right and The Montgolfier brothers, The Lumière brothers and The Grimm brothers are wrong; explanation confirmed.",
    'Who patented the first car powered by an internal combustion engine, in 1886?':
      'Checked (Britannica, Karl Benz): Benz patented his three-wheeled Motorwagen in January 1886, usually counted as the first petrol car. Karl Benz is right and Henry Ford, Rudolf Diesel and Ferdinand Porsche are wrong; explanation confirmed.',
    "Which car did Henry Ford's moving assembly line produce from 1913?":
      "Checked (Britannica, Model T): Ford's moving assembly line began in 1913; over 15 million Model Ts were built. The Model T is right and The Model A, The Beetle and The Mustang are wrong; explanation confirmed.",
    'Which locomotive built by George and Robert Stephenson won the Rainhill Trials in 1829?':
      "Checked (Britannica, Rocket (locomotive)): the Stephensons' Rocket won the Rainhill Trials in October 1829. Rocket is right and The Flying Scotsman, Puffing Billy and Locomotion No. 1 are wrong; explanation confirmed.",
    'Whose hot-air balloon carried the first people in free flight, over Paris in 1783?':
      "Checked (Britannica, Montgolfier brothers): Pilâtre de Rozier and the Marquis d'Arlandes made the first free manned flight in a Montgolfier balloon over Paris on 21 November 1783. The Montgolfier brothers is right and The Lumière brothers, The Wright brothers and The Renault brothers are wrong; explanation confirmed.",
    'Which early bicycle had a very large front wheel and a tiny back one?':
      'Checked (Britannica, Bicycle): the high-wheeler or penny-farthing had a huge front wheel, named after the penny and farthing coins. The penny-farthing is right and The boneshaker, The hobby horse and The tandem are wrong; explanation confirmed.',
    'What did Frank Whittle invent?':
      'Checked (Britannica, Sir Frank Whittle): Whittle applied for his jet engine patent in 1930; the Gloster E.28/39 first flew on it in May 1941. The jet engine is right and The hovercraft, The helicopter and The parachute are wrong; explanation confirmed.',
    'What did Christopher Cockerell invent in the 1950s?':
      'Checked (Britannica, Sir Christopher Cockerell): Cockerell invented the hovercraft in the 1950s; SR.N1 crossed the Channel in July 1959. The hovercraft is right and The jet engine, The helicopter and The hydrofoil are wrong; explanation confirmed.',
    'What did Igor Sikorsky pioneer, flying his VS-300 in 1939?':
      'Checked (Britannica, Igor Sikorsky): Sikorsky flew the VS-300 in 1939, establishing the single main rotor and tail rotor layout. The helicopter is right and The autogyro, The jet airliner and The airship are wrong; explanation confirmed.',
    'Which engineer is called the Father of Railways?':
      'Checked (Britannica, George Stephenson): Stephenson, the Father of Railways, engineered the Stockton and Darlington Railway, opened in 1825. George Stephenson is right and Robert Stephenson, Isambard Kingdom Brunel and Richard Trevithick are wrong; explanation confirmed.',
    'What kind of shop did the Wright brothers run before they built aircraft?':
      "Checked (Britannica, Wright brothers): the Wrights ran a bicycle shop in Dayton, Ohio, which funded their experiments. A bicycle shop is right and A clock shop, A gunsmith's and A hardware store are wrong; explanation confirmed.",
    'Who made the first aeroplane flight across the English Channel, in 1909?':
      'Checked (Britannica, Louis Blériot): Blériot flew from near Calais to Dover on 25 July 1909 in about 37 minutes. Louis Blériot is right and Charles Lindbergh, Amelia Earhart and Alberto Santos-Dumont are wrong; explanation confirmed.',
    'Which German engineer patented a new kind of engine in the 1890s and gave it his name?':
      'Checked (Britannica, Rudolf Diesel): Diesel patented his engine in 1892-93 and disappeared from a ferry between Antwerp and Harwich in 1913. Rudolf Diesel is right and Nikolaus Otto, Gottlieb Daimler and Karl Benz are wrong; explanation confirmed.',
    "What was the name of the Wright brothers' 1903 aircraft?":
      'Checked (Smithsonian National Air and Space Museum, 1903 Wright Flyer): the aircraft is the Flyer, displayed in Washington. The Flyer is right and The Spirit, The Kitty Hawk and The Eagle are wrong; explanation confirmed.',
    'Who built the first steam locomotive to run on rails, in Wales in 1804?':
      "Checked (Britannica, Richard Trevithick): Trevithick's locomotive ran on rails at Penydarren, Wales, in February 1804. Richard Trevithick is right and George Stephenson, James Watt and Matthew Murray are wrong; explanation confirmed.",
    "Who invented the cat's eye road stud in 1934?":
      "Checked (Britannica, Percy Shaw): Shaw patented the cat's eye reflecting road stud in 1934. Percy Shaw is right and Percy Spencer, Frank Whittle and Christopher Cockerell are wrong; explanation confirmed.",
    'What did Mary Anderson of Alabama patent in 1903?':
      'Checked (Britannica, Mary Anderson): Anderson was granted a US patent for a hand-operated windshield wiper in 1903. The windscreen wiper is right and The indicator, The rear-view mirror and The car heater are wrong; explanation confirmed.',
    'Who patented the pneumatic bicycle tyre in 1888?':
      "Checked (Britannica, John Boyd Dunlop): Dunlop patented the pneumatic tyre in 1888; R. W. Thomson's 1845 patent had been forgotten. John Boyd Dunlop is right and Charles Goodyear, Robert Thomson and Édouard Michelin are wrong; explanation confirmed.",
    'Who discovered how to vulcanise rubber, making it tough and stable, in 1839?':
      'Checked (Britannica, Charles Goodyear): Goodyear discovered vulcanisation in 1839; the Goodyear company was founded in 1898, long after his death. Charles Goodyear is right and John Boyd Dunlop, Thomas Hancock and Charles Macintosh are wrong; explanation confirmed.',
    'Which kind of vessel did Robert Fulton run commercially on the Hudson River from 1807?':
      "Checked (Britannica, Robert Fulton): Fulton's steamboat (the Clermont) began service between New York and Albany in 1807. A steamboat is right and A submarine, A hovercraft and A hydrofoil are wrong; explanation confirmed.",
    'Which vehicle did Joseph-Armand Bombardier of Quebec develop?':
      "Checked (Britannica, Joseph-Armand Bombardier): Bombardier's B7 snowmobile of 1937 carried seven passengers. The snowmobile is right and The ski lift, The outboard motor and The jet ski are wrong; explanation confirmed.",
    'Who built the first four-stroke internal combustion engine to run successfully, in 1876?':
      'Checked (Britannica, Nikolaus Otto): Otto built the first practical four-stroke engine in 1876; the cycle is called the Otto cycle. Nikolaus Otto is right and Rudolf Diesel, Étienne Lenoir and Gottlieb Daimler are wrong; explanation confirmed.',
    'Whose jet engine powered the first jet aircraft flight, by the Heinkel He 178 in 1939?':
      "Checked (Britannica, Hans von Ohain): von Ohain's engine powered the Heinkel He 178's first flight on 27 August 1939. Hans von Ohain is right and Frank Whittle, Anselm Franz and Ernst Heinkel are wrong; explanation confirmed.",
    'Which Spanish engineer invented the autogyro, first flown in 1923?':
      "Checked (Britannica, Juan de la Cierva): Cierva's autogyro first flew successfully in January 1923; its rotor is unpowered. Juan de la Cierva is right and Igor Sikorsky, Raúl Pateras Pescara and Emile Berliner are wrong; explanation confirmed.",
    "Which Scottish engineer's road-building method, with layers of small stones, gave its name to tarmac?":
      'Checked (Britannica, John Loudon McAdam): macadam roads use compacted layers of small stones; Hooley patented tarmac in 1902. John Loudon McAdam is right and Thomas Telford, John Rennie and Isambard Kingdom Brunel are wrong; explanation confirmed.',
    'Whose Rover safety bicycle of 1885 set the pattern for the modern bicycle?':
      "Checked (Britannica, John Kemp Starley): Starley's 1885 Rover safety bicycle had equal-sized wheels and a chain drive. John Kemp Starley is right and James Starley, Pierre Michaux and Kirkpatrick Macmillan are wrong; explanation confirmed.",
    'Which German inventor built a pedal-less running machine, an ancestor of the bicycle, in 1817?':
      "Checked (Britannica, Karl Drais): Drais's 1817 Laufmaschine (draisine) was pushed along by the rider's feet. Karl Drais is right and Pierre Michaux, Kirkpatrick Macmillan and John Kemp Starley are wrong; explanation confirmed.",
    "Where were the world's first traffic lights, gas-lit and worked by hand, installed in 1868?":
      'Checked (Wikipedia, Traffic light): the first traffic signal, gas-lit and hand-worked, was put up outside the Houses of Parliament in December 1868 and exploded in January 1869. London is right and New York, Paris and Detroit are wrong; explanation confirmed.',
    'Which Dutch inventor built an oar-powered submarine tested in the Thames around 1620?':
      'Checked (Britannica, Cornelis Drebbel): Drebbel, working for James I, tested an oared submarine in the Thames about 1620. Cornelis Drebbel is right and Christiaan Huygens, Hans Lippershey and Simon Stevin are wrong; explanation confirmed.',
    'Who made the first parachute descent from a balloon, over Paris in 1797?':
      'Checked (Britannica, André-Jacques Garnerin): Garnerin made the first parachute descent from a balloon over Paris on 22 October 1797. André-Jacques Garnerin is right and Jean-Pierre Blanchard, Louis-Sébastien Lenormand and Pilâtre de Rozier are wrong; explanation confirmed.',
    'Who invented the steam turbine in 1884?':
      'Checked (Britannica, Sir Charles Parsons): Parsons invented the steam turbine in 1884; Turbinia raced at the 1897 Spithead review. Charles Parsons is right and Richard Trevithick, Isambard Kingdom Brunel and William Armstrong are wrong; explanation confirmed.',
    'Which Norwegian-American invented a practical outboard motor in 1907?':
      'Checked (Britannica, Ole Evinrude): Evinrude built a practical outboard motor in 1907, by tradition after an ice-cream row. Ole Evinrude is right and Joseph-Armand Bombardier, Gottlieb Daimler and Elmer Sperry are wrong; explanation confirmed.',
    'Whose improvements, including a separate condenser, made steam engines far more efficient?':
      "Checked (Britannica, James Watt): Watt's separate condenser (patent 1769) made steam engines far more efficient. James Watt is right and Thomas Newcomen, George Stephenson and Richard Trevithick are wrong; explanation confirmed.",
    'Who invented the cotton gin in 1793?':
      'Checked (Britannica, Eli Whitney): Whitney invented the cotton gin in 1793. Eli Whitney is right and Richard Arkwright, Samuel Slater and James Hargreaves are wrong; explanation confirmed.',
    'Who invented dynamite?':
      'Checked (Britannica, Alfred Nobel): Nobel invented dynamite (patented 1867) and his fortune endowed the Nobel Prizes. Alfred Nobel is right and Thomas Edison, Marie Curie and Antoine Lavoisier are wrong; explanation confirmed.',
    'Who patented a mechanical reaper for harvesting grain in 1834?':
      'Checked (Britannica, Cyrus McCormick): McCormick demonstrated his reaper in 1831 and patented it in 1834. Cyrus McCormick is right and John Deere, Eli Whitney and Samuel Colt are wrong; explanation confirmed.',
    'What did Elisha Otis make safe with a brake he demonstrated in 1854?':
      'Checked (Britannica, Elisha Otis): Otis demonstrated his safety brake for lifts at the New York Crystal Palace in 1854. The lift is right and The escalator, The railway and The cable car are wrong; explanation confirmed.',
    'Which household machine did Isaac Singer improve and sell around the world from the 1850s?':
      'Checked (Britannica, Isaac Singer): Singer improved the sewing machine from 1851 and pioneered instalment selling. The sewing machine is right and The typewriter, The washing machine and The vacuum cleaner are wrong; explanation confirmed.',
    'What did Humphry Davy invent in 1815 to protect miners?':
      'Checked (Britannica, Sir Humphry Davy): Davy invented the safety lamp in 1815; its wire gauze kept the flame from igniting firedamp. The safety lamp is right and The gas mask, The hard hat and The canary cage are wrong; explanation confirmed.',
    'Who invented the spinning jenny around 1764?':
      'Checked (Britannica, James Hargreaves): Hargreaves invented the spinning jenny about 1764. James Hargreaves is right and Richard Arkwright, Samuel Crompton and John Kay are wrong; explanation confirmed.',
    'Whose atmospheric engine of 1712 was the first widely used steam engine, pumping water from mines?':
      "Checked (Britannica, Thomas Newcomen): Newcomen's atmospheric engine of 1712 pumped mines; Watt improved it while repairing a model. Thomas Newcomen is right and James Watt, Thomas Savery and Richard Trevithick are wrong; explanation confirmed.",
    "What did Henry Bessemer's process of 1856 make cheaply?":
      "Checked (Britannica, Bessemer process): Bessemer's 1856 process blew air through molten pig iron to make cheap steel. Steel is right and Glass, Aluminium and Cement are wrong; explanation confirmed.",
    'Who patented a revolver with a rotating cylinder in 1836?':
      'Checked (Britannica, Samuel Colt): Colt patented his revolver in 1836 and built it from interchangeable parts in Hartford. Samuel Colt is right and Richard Gatling, Oliver Winchester and Hiram Maxim are wrong; explanation confirmed.',
    'What farming machine did Jethro Tull invent around 1701?':
      'Checked (Britannica, Jethro Tull): Tull invented the seed drill about 1701. The seed drill is right and The threshing machine, The combine harvester and The plough are wrong; explanation confirmed.',
    'Which tool did John Deere make famous with his steel design of 1837?':
      "Checked (Britannica, John Deere): Deere's steel plough of 1837 scoured the sticky prairie soil. The plough is right and The tractor, The scythe and The reaper are wrong; explanation confirmed.",
    'Roughly how many US patents did Thomas Edison hold?':
      'Checked (Britannica, Thomas Edison): Edison held 1,093 US patents. More than 1,000 is right and About 50, About 200 and More than 10,000 are wrong; explanation confirmed.',
    'Who invented the flying shuttle, which sped up weaving, in 1733?':
      'Checked (Britannica, John Kay): Kay patented the flying shuttle in 1733; his house was attacked by weavers. John Kay is right and James Hargreaves, Edmund Cartwright and Samuel Crompton are wrong; explanation confirmed.',
    'Which clergyman invented the power loom in 1785?':
      'Checked (Britannica, Edmund Cartwright): the clergyman Cartwright patented the power loom in 1785. Edmund Cartwright is right and John Kay, Richard Arkwright and Samuel Crompton are wrong; explanation confirmed.',
    'Which English clergyman invented the stocking frame, a knitting machine, in 1589?':
      'Checked (Britannica, William Lee): Lee invented the stocking frame in 1589; Elizabeth I refused a patent. William Lee is right and Edmund Cartwright, John Kay and Richard Arkwright are wrong; explanation confirmed.',
    "Which French weaver's loom of 1804 used punched cards to weave complex patterns?":
      "Checked (Britannica, Joseph-Marie Jacquard): Jacquard's 1804 loom used punched cards; Babbage planned cards for the Analytical Engine. Joseph Marie Jacquard is right and Jacques de Vaucanson, Basile Bouchon and Edmund Cartwright are wrong; explanation confirmed.",
    'Who invented the first fully automatic machine gun, in 1884?':
      "Checked (Britannica, Sir Hiram Maxim): Maxim's recoil-operated machine gun of 1884 was the first fully automatic one. Hiram Maxim is right and Richard Gatling, John Browning and Samuel Colt are wrong; explanation confirmed.",
    'Who patented a lockstitch sewing machine in 1846?':
      'Checked (Britannica, Elias Howe): Howe patented the lockstitch sewing machine in 1846 and won royalties from Singer. Elias Howe is right and Isaac Singer, Walter Hunt and Barthélemy Thimonnier are wrong; explanation confirmed.',
    'Who designed the modern zip fastener in 1913?':
      "Checked (Britannica, Gideon Sundback): Sundback designed the modern zip in 1913 for the company making Judson's clasp locker. Gideon Sundback is right and Whitcomb Judson, George de Mestral and Walter Hunt are wrong; explanation confirmed.",
    'What did George Westinghouse invent for trains in 1869?':
      'Checked (Britannica, George Westinghouse): Westinghouse patented the railway air brake in 1869. The air brake is right and The sleeping car, The steam whistle and The dining car are wrong; explanation confirmed.',
    'Which English engineer invented the lawnmower in 1830?':
      'Checked (Britannica, Edwin Budding): Budding invented the lawnmower in 1830, adapting a cloth-shearing machine. Edwin Budding is right and Joseph Bramah, Henry Maudslay and Jethro Tull are wrong; explanation confirmed.',
    'Who created the first vaccine, against smallpox, in 1796?':
      'Checked (Britannica, Edward Jenner): Jenner inoculated with cowpox material in 1796, the first vaccine, against smallpox. Edward Jenner is right and Louis Pasteur, Jonas Salk and Robert Koch are wrong; explanation confirmed.',
    'Whose polio vaccine was announced as safe and effective in 1955?':
      "Checked (Britannica, Jonas Salk): Salk's inactivated polio vaccine was declared safe and effective in April 1955. Jonas Salk is right and Albert Sabin, Edward Jenner and Alexander Fleming are wrong; explanation confirmed.",
    'What did Wilhelm Röntgen discover in 1895?':
      'Checked (Britannica, Wilhelm Röntgen): Röntgen discovered X-rays in 1895 and won the first Nobel Prize in Physics in 1901. X-rays is right and Radioactivity, The electron and Radio waves are wrong; explanation confirmed.',
    'Who invented the stethoscope, in 1816?':
      'Checked (Britannica, René Laennec): Laennec invented the stethoscope in 1816, first with a rolled paper tube. René Laennec is right and Louis Pasteur, Joseph Lister and Ignaz Semmelweis are wrong; explanation confirmed.',
    'Which Scottish doctor pioneered chloroform as an anaesthetic in 1847?':
      "Checked (Britannica, Sir James Young Simpson): Simpson introduced chloroform anaesthesia in 1847; Victoria had it for Prince Leopold's birth in 1853. James Young Simpson is right and Joseph Lister, John Snow and William Morton are wrong; explanation confirmed.",
    'Which American dentist publicly demonstrated ether anaesthesia in Boston in 1846?':
      'Checked (Britannica, William Thomas Green Morton): Morton demonstrated ether at Massachusetts General Hospital in October 1846, in the room now called the Ether Dome. William Morton is right and Horace Wells, Crawford Long and James Young Simpson are wrong; explanation confirmed.',
    'Which implantable device did Wilson Greatbatch develop in the late 1950s?':
      "Checked (Britannica, Wilson Greatbatch): Greatbatch developed the implantable pacemaker, first implanted in 1960; Elmqvist and Senning's device was implanted in Sweden in 1958. The pacemaker is right and The artificial heart, The defibrillator and The cochlear implant are wrong; explanation confirmed.",
    'Which imaging method did Godfrey Hounsfield invent, first used on a patient in 1971?':
      "Checked (Britannica, Sir Godfrey Hounsfield): Hounsfield's CT scanner was first used on a patient in 1971; he shared the 1979 Nobel with Cormack. CT scanning is right and MRI scanning, Ultrasound and PET scanning are wrong; explanation confirmed.",
    'Whose drug Salvarsan, a syphilis treatment of 1910, is often called the first modern chemotherapy?':
      "Checked (Britannica, Paul Ehrlich): Ehrlich's Salvarsan (1910) for syphilis, his magic bullet, founded chemotherapy. Paul Ehrlich is right and Robert Koch, Emil von Behring and Gerhard Domagk are wrong; explanation confirmed.",
    'Who built the first practical kidney dialysis machine, in the Netherlands in the 1940s?':
      'Checked (Britannica, Willem Kolff): Kolff built the first practical artificial kidney in the occupied Netherlands in 1943 from improvised parts. Willem Kolff is right and Willem Einthoven, Christiaan Barnard and Frederick Banting are wrong; explanation confirmed.',
    'Who developed a practical incandescent light bulb in 1879?':
      'Checked (Britannica, Thomas Edison): Edison produced a practical incandescent lamp in 1879; Joseph Swan developed one in England at the same time. Thomas Edison is right and Nikola Tesla, Alexander Graham Bell and Benjamin Franklin are wrong; explanation confirmed.',
    'Who invented the mercury thermometer?':
      'Checked (Britannica, Daniel Gabriel Fahrenheit): Fahrenheit invented the mercury thermometer in 1714. Daniel Gabriel Fahrenheit is right and Anders Celsius, Lord Kelvin and Galileo Galilei are wrong; explanation confirmed.',
    'Who invented the lightning rod?':
      'Checked (Britannica, Lightning rod): Benjamin Franklin invented the lightning rod about 1752. Benjamin Franklin is right and Thomas Edison, Nikola Tesla and Michael Faraday are wrong; explanation confirmed.',
    'Who invented the electric battery, the voltaic pile, in 1800?':
      'Checked (Britannica, Alessandro Volta): Volta announced the voltaic pile in 1800; the volt is named after him. Alessandro Volta is right and Luigi Galvani, André-Marie Ampère and Georg Ohm are wrong; explanation confirmed.',
    "Which scientist improved the telescope and saw Jupiter's moons in 1610?":
      "Checked (Britannica, Galileo): Galileo built improved telescopes and discovered Jupiter's four large moons in January 1610. Galileo Galilei is right and Isaac Newton, Johannes Kepler and Nicolaus Copernicus are wrong; explanation confirmed.",
    'Which American founding father is traditionally credited with inventing bifocal spectacles?':
      'Checked (Britannica, Benjamin Franklin): Franklin is credited with bifocals, described in a 1785 letter. Benjamin Franklin is right and Thomas Jefferson, George Washington and John Adams are wrong; explanation confirmed.',
    'Who invented the mercury barometer in 1643?':
      'Checked (Britannica, Evangelista Torricelli): Torricelli invented the mercury barometer in 1643; the torr is named after him. Evangelista Torricelli is right and Blaise Pascal, Otto von Guericke and Robert Boyle are wrong; explanation confirmed.',
    "Which English clockmaker's marine chronometer H4 solved the problem of finding longitude at sea?":
      "Checked (Britannica, John Harrison): Harrison's H4 marine timekeeper, about 13 cm across, solved the longitude problem. John Harrison is right and Thomas Tompion, George Graham and Thomas Mudge are wrong; explanation confirmed.",
    'Which scientist showed in 1821 that electricity and magnetism could make a wire spin, the principle of the electric motor?':
      "Checked (Britannica, Michael Faraday): Faraday demonstrated electromagnetic rotation in 1821; he began as Davy's assistant. Michael Faraday is right and James Clerk Maxwell, André-Marie Ampère and Joseph Henry are wrong; explanation confirmed.",
    'Which French mathematician built a calculating machine in 1642 to help his tax-collector father?':
      "Checked (Britannica, Blaise Pascal): Pascal built his calculator in 1642 for his father's tax work; about 20 were made. Blaise Pascal is right and René Descartes, Pierre de Fermat and Gottfried Leibniz are wrong; explanation confirmed.",
    'Which spectacle maker applied for the first known telescope patent, in the Netherlands in 1608?':
      'Checked (Britannica, Hans Lipperhey): Lipperhey applied for a telescope patent in October 1608; it was refused. Hans Lippershey is right and Zacharias Janssen, Christiaan Huygens and Galileo Galilei are wrong; explanation confirmed.',
    'Who built the first pendulum clock, in 1656?':
      'Checked (Britannica, Christiaan Huygens): Huygens built the first pendulum clock in 1656. Christiaan Huygens is right and Galileo Galilei, Robert Hooke and John Harrison are wrong; explanation confirmed.',
    'What did Otto von Guericke invent in 1650?':
      'Checked (Britannica, Otto von Guericke): von Guericke invented the air pump about 1650 and showed the Magdeburg hemispheres. The air pump is right and The barometer, The thermometer and The telescope are wrong; explanation confirmed.',
    'Which Scottish physicist invented the cloud chamber, which shows the tracks of charged particles?':
      'Checked (Britannica, C. T. R. Wilson): Charles Thomson Rees Wilson invented the cloud chamber and shared the 1927 Nobel Prize in Physics. Charles Wilson is right and Hans Geiger, Ernest Rutherford and Donald Glaser are wrong; explanation confirmed.',
    'Which Swedish astronomer devised a 100-degree temperature scale in 1742 that was later turned upside down?':
      "Checked (Britannica, Anders Celsius): Celsius's 1742 scale put 0 at boiling and 100 at freezing; it was later reversed. Anders Celsius is right and Carl Linnaeus, Daniel Fahrenheit and Anders Ångström are wrong; explanation confirmed.",
    'Who invented the ballpoint pen patented in 1938?':
      'Checked (Britannica, László Bíró): Bíró patented his ballpoint pen in 1938. László Bíró is right and George Parker, Lewis Waterman and Marcel Bich are wrong; explanation confirmed.',
    'What did Percy Spencer invent after a chocolate bar melted near a radar set?':
      'Checked (Britannica, Percy Spencer): Spencer invented the microwave oven after a chocolate bar melted near a magnetron; the Radarange went on sale in 1947. The microwave oven is right and The toaster, The refrigerator and The electric kettle are wrong; explanation confirmed.',
    'Which Swiss engineer invented Velcro after noticing burrs stuck to his dog?':
      'Checked (Britannica, George de Mestral): de Mestral invented Velcro after studying burdock burrs on his dog. George de Mestral is right and Auguste Piccard, Rudolf Diesel and Henri Nestlé are wrong; explanation confirmed.',
    'Who invented a bagless vacuum cleaner that spins dust out of the air?':
      "Checked (Britannica, James Dyson): Dyson's cyclonic bagless cleaner came after 5,127 prototypes. James Dyson is right and Hubert Cecil Booth, William Hoover and Trevor Baylis are wrong; explanation confirmed.",
    'What did Trevor Baylis invent in the 1990s?':
      'Checked (Britannica, Trevor Baylis): Baylis invented the clockwork (wind-up) radio in the 1990s for areas without power. The wind-up radio is right and The wind turbine, The solar calculator and The electric toothbrush are wrong; explanation confirmed.',
    'What small everyday item did Walter Hunt invent in 1849?':
      'Checked (Britannica, Walter Hunt): Hunt invented the safety pin in 1849 and sold the rights for $400. The safety pin is right and The paper clip, The zip and The drawing pin are wrong; explanation confirmed.',
    'Which breakfast food did the Kellogg brothers invent in the 1890s?':
      'Checked (Britannica, Kellogg Company): the Kellogg brothers made flaked cereal in the 1890s, wheat first and then corn. Cornflakes is right and Porridge oats, Muesli and Shredded wheat are wrong; explanation confirmed.',
    "Which stationery product did 3M's Spencer Silver and Art Fry develop in the 1970s?":
      "Checked (3M company history, Post-it Note): Spencer Silver's adhesive and Art Fry's hymnbook bookmark idea led to Post-it notes in the 1970s. Post-it notes is right and Scotch tape, Blu Tack and Bubble wrap are wrong; explanation confirmed.",
    'What did Josephine Cochrane invent in 1886?':
      'Checked (Britannica, Josephine Cochrane): Cochrane patented a dishwasher in 1886. The dishwasher is right and The washing machine, The vacuum cleaner and The electric iron are wrong; explanation confirmed.',
    'What did Earle Dickson invent in 1920, at first for his wife?':
      'Checked (Britannica, Band-Aid): Earle Dickson devised the adhesive bandage in 1920 for his wife; Johnson & Johnson sold it as Band-Aid. The sticking plaster is right and The cotton bud, The paper tissue and The hot-water bottle are wrong; explanation confirmed.',
    'Who invented the safety razor with disposable blades, sold from 1903?':
      "Checked (Britannica, King Camp Gillette): Gillette's disposable-blade safety razor went on sale in 1903. King Camp Gillette is right and Jacob Schick, Marcel Bich and Frederick Walton are wrong; explanation confirmed.",
    'Which Scottish chemist gave his name to a raincoat made with rubber-coated cloth?':
      'Checked (Britannica, Charles Macintosh): Macintosh patented rubberised waterproof fabric in 1823; the mackintosh is named after him. Charles Macintosh is right and Charles Goodyear, John Boyd Dunlop and Thomas Hancock are wrong; explanation confirmed.',
    'What slippery material did Roy Plunkett discover by accident at DuPont in 1938?':
      'Checked (Britannica, Roy J. Plunkett): Plunkett discovered PTFE (Teflon) at DuPont in 1938 when a gas cylinder held white powder. Teflon is right and Nylon, Kevlar and Lycra are wrong; explanation confirmed.',
    'Which frozen treat was invented by 11-year-old Frank Epperson in 1905?':
      'Checked (Wikipedia, Popsicle): Frank Epperson, aged 11, left a drink with a stirrer outside on a cold night in 1905. The Popsicle is right and The ice cream cone, The snow cone and The choc ice are wrong; explanation confirmed.',
    'What did Clarence Birdseye pioneer in the 1920s?':
      'Checked (Britannica, Clarence Birdseye): Birdseye developed quick-freezing in the 1920s after seeing Inuit fishing in Labrador. Quick-frozen food is right and Canned food, Instant coffee and Breakfast cereal are wrong; explanation confirmed.',
    'Who invented the modern air conditioner in 1902?':
      'Checked (Britannica, Willis Carrier): Carrier designed the first modern air conditioning in 1902 for a Brooklyn printing plant. Willis Carrier is right and Frederick Jones, Elisha Otis and Clarence Birdseye are wrong; explanation confirmed.',
    'What did John Walker, a chemist from Stockton-on-Tees, invent in 1826?':
      'Checked (Britannica, John Walker): Walker of Stockton-on-Tees invented the friction match in 1826 and did not patent it. The friction match is right and The fountain pen, The pencil sharpener and The safety pin are wrong; explanation confirmed.',
    'Who built a large petrol-powered vacuum cleaner, drawn by horses, in London in 1901?':
      'Checked (Britannica, Hubert Cecil Booth): Booth built a horse-drawn petrol-engined vacuum cleaner in London in 1901. Hubert Cecil Booth is right and James Dyson, William Hoover and James Spangler are wrong; explanation confirmed.',
    'Which courtier designed a flushing toilet for Elizabeth I in the 1590s?':
      'Checked (Britannica, Sir John Harington): Harington designed a flushing water closet for Elizabeth I in the 1590s; Cumming patented the S-bend in 1775. John Harington is right and Thomas Crapper, Alexander Cumming and Joseph Bramah are wrong; explanation confirmed.',
    'Who invented linoleum in the 1860s?':
      'Checked (Britannica, Frederick Walton): Walton invented linoleum, patented in the early 1860s, from oxidised linseed oil on canvas. Frederick Walton is right and Charles Macintosh, Alexander Parkes and Leo Baekeland are wrong; explanation confirmed.',
    'Who invented Bakelite, the first fully synthetic plastic, in 1907?':
      'Checked (Britannica, Leo Baekeland): Baekeland invented Bakelite in 1907, the first fully synthetic plastic. Leo Baekeland is right and Alexander Parkes, John Wesley Hyatt and Wallace Carothers are wrong; explanation confirmed.',
    'Who led the DuPont team that invented nylon in the 1930s?':
      'Checked (Britannica, Wallace Carothers): Carothers led the DuPont team that invented nylon; the first nylon-bristle toothbrush came in 1938. Wallace Carothers is right and Leo Baekeland, Roy Plunkett and Stephanie Kwolek are wrong; explanation confirmed.',
    'Which DuPont chemist invented Kevlar in 1965?':
      'Checked (Britannica, Stephanie Kwolek): Kwolek invented Kevlar at DuPont in 1965; it is about five times as strong as steel by weight. Stephanie Kwolek is right and Wallace Carothers, Roy Plunkett and Leo Baekeland are wrong; explanation confirmed.',
    "Which French confectioner invented food preservation in sealed glass jars, winning a prize from Napoleon's government?":
      'Checked (Britannica, Nicolas Appert): Appert won the French government prize in 1810 for preserving food in sealed jars; Peter Durand patented the tin can in 1810. Nicolas Appert is right and Peter Durand, Antoine Parmentier and Louis Pasteur are wrong; explanation confirmed.',
    'Who designed the Difference Engine, a mechanical calculator, in the 1820s?':
      'Checked (Britannica, Charles Babbage): Babbage designed the Difference Engine from 1822 and later the Analytical Engine. Charles Babbage is right and Alan Turing, Blaise Pascal and Gottfried Leibniz are wrong; explanation confirmed.',
    'Where was the transistor invented in 1947?':
      'Checked (Britannica, Transistor): the transistor was invented at Bell Labs in 1947; Bardeen, Brattain and Shockley shared the 1956 Nobel. Bell Labs is right and IBM, Xerox PARC and General Electric are wrong; explanation confirmed.',
    'Who invented the computer mouse in the 1960s?':
      'Checked (Britannica, Douglas Engelbart): Engelbart invented the mouse in the 1960s and showed it in the 1968 Mother of All Demos. Douglas Engelbart is right and Steve Jobs, Alan Kay and Ivan Sutherland are wrong; explanation confirmed.',
    'Which British inventor is credited with the first cash machine, installed by Barclays in London in 1967?':
      "Checked (Britannica, Automated teller machine): John Shepherd-Barron's first cash machine opened at Barclays, Enfield, London, in 1967, using vouchers. John Shepherd-Barron is right and Clive Sinclair, Trevor Baylis and Christopher Cockerell are wrong; explanation confirmed.",
    'Which two engineers independently invented the integrated circuit in 1958 and 1959?':
      'Checked (Britannica, Integrated circuit): Kilby (1958) and Noyce (1959) invented the IC independently; Kilby won the 2000 Nobel. Jack Kilby and Robert Noyce is right and John Bardeen and Walter Brattain, Gordon Moore and Andy Grove and William Hewlett and David Packard are wrong; explanation confirmed.',
    'Who built the first working laser, in 1960?':
      'Checked (Britannica, Theodore Maiman): Maiman built the first working laser, a ruby laser, in 1960. Theodore Maiman is right and Charles Townes, Gordon Gould and Arthur Schawlow are wrong; explanation confirmed.',
    'Who made the first visible-light LED, a red one, at General Electric in 1962?':
      'Checked (Britannica, Nick Holonyak): Holonyak made the first visible (red) LED at GE in 1962. Nick Holonyak is right and Shuji Nakamura, Jack Kilby and Oleg Losev are wrong; explanation confirmed.',
    'Which American co-invented the barcode, patented in 1952, after drawing lines in beach sand?':
      "Checked (Britannica, Bar code): Woodland and Silver patented the barcode in 1952; a pack of Wrigley's gum was the first product scanned, in 1974. Norman Joseph Woodland is right and Chester Carlson, Douglas Engelbart and Jack Kilby are wrong; explanation confirmed.",
    'Which Japanese chemist built the first prototype of the modern lithium-ion battery in 1985?':
      'Checked (Nobel Prize, Chemistry 2019): Akira Yoshino built the first commercially viable lithium-ion battery in 1985 and shared the prize with Goodenough and Whittingham. Akira Yoshino is right and Shuji Nakamura, Hideki Shirakawa and Koichi Tanaka are wrong; explanation confirmed.',
    'Which German engineer built the Z3, the first working programmable computer, in 1941?':
      "Checked (Britannica, Konrad Zuse): Zuse's Z3 of 1941 was the first working programmable computer; it was destroyed by bombing in 1943. Konrad Zuse is right and Heinz Nixdorf, Helmut Hoelzer and Wernher von Braun are wrong; explanation confirmed.",
    'Who designed the punched-card tabulating machines used for the 1890 US census?':
      "Checked (Britannica, Herman Hollerith): Hollerith's tabulators processed the 1890 census; his company became part of IBM. Herman Hollerith is right and Charles Babbage, John Atanasoff and Vannevar Bush are wrong; explanation confirmed.",
    'Which country invented paper, traditionally credited to Cai Lun?':
      'Checked (Britannica, Paper): paper was invented in China; Cai Lun is credited about AD 105. China is right and Egypt, India and Persia are wrong; explanation confirmed.',
    'Which civilisation is credited with inventing gunpowder?':
      'Checked (Britannica, Gunpowder): gunpowder was invented in China by about the 9th century. China is right and India, Persia and The Ottoman Empire are wrong; explanation confirmed.',
    'Which ancient Greek gave his name to a screw used to raise water?':
      'Checked (Britannica, Archimedes screw): the water-raising screw is named after Archimedes. Archimedes is right and Pythagoras, Euclid and Hero of Alexandria are wrong; explanation confirmed.',
    'Which counting frame, with beads on rods, was used long before calculators?':
      'Checked (Britannica, Abacus): the abacus is a counting frame of beads on rods. The abacus is right and The astrolabe, The sextant and The quadrant are wrong; explanation confirmed.',
    'Which writing material did the ancient Egyptians make from reeds?':
      'Checked (Britannica, Papyrus): Egyptians made writing sheets from the papyrus reed; paper is named from it. Papyrus is right and Parchment, Vellum and Bamboo strips are wrong; explanation confirmed.',
    'Which device tells the time by the shadow of the Sun?':
      'Checked (Britannica, Sundial): a sundial shows time by a shadow cast by its gnomon. The sundial is right and The hourglass, The water clock and The astrolabe are wrong; explanation confirmed.',
    'The traditional Four Great Inventions are paper, printing, gunpowder and which other?':
      "Checked (Britannica, Compass): China's Four Great Inventions are paper, printing, gunpowder and the compass; early compasses were lodestone spoons. The compass is right and The wheel, The clock and The abacus are wrong; explanation confirmed.",
    'What is the geared ancient Greek device, found in a shipwreck in 1901, that predicted eclipses?':
      'Checked (Britannica, Antikythera mechanism): the geared device was recovered from a shipwreck in 1901 and predicted eclipses. The Antikythera mechanism is right and The Baghdad battery, The Phaistos disc and The Nebra sky disc are wrong; explanation confirmed.',
    'Which instrument, perfected by astronomers in the medieval Islamic world, was used to find star positions and tell the time?':
      'Checked (Britannica, Astrolabe): the astrolabe, perfected in the medieval Islamic world, measured star positions and told time. The astrolabe is right and The sextant, The theodolite and The chronometer are wrong; explanation confirmed.',
    'Which region is usually credited with the first wheels, around 3500 BC?':
      "Checked (Britannica, Wheel): the earliest wheels are from Mesopotamia about 3500 BC, possibly preceded by the potter's wheel. Mesopotamia is right and Ancient Egypt, China and The Indus Valley are wrong; explanation confirmed.",
    'Which Greek engineer described the aeolipile, a ball spun by steam, in the 1st century AD?':
      'Checked (Britannica, Heron of Alexandria): Hero described the aeolipile in the 1st century AD and a coin-operated dispenser. Hero of Alexandria is right and Archimedes, Ctesibius and Euclid are wrong; explanation confirmed.',
    "Which Chinese scholar built a seismoscope in AD 132, with dragons dropping balls into toads' mouths?":
      'Checked (Britannica, Zhang Heng): Zhang Heng built a seismoscope in AD 132 with dragons dropping balls into toads. Zhang Heng is right and Cai Lun, Bi Sheng and Shen Kuo are wrong; explanation confirmed.',
    'Who invented movable type made of baked clay in China around 1040?':
      'Checked (Britannica, Bi Sheng): Bi Sheng invented movable clay type about 1045, recorded by Shen Kuo. Bi Sheng is right and Cai Lun, Zhang Heng and Shen Kuo are wrong; explanation confirmed.',
    'In which country were spectacles first made, in the late 13th century?':
      'Checked (Britannica, Eyeglasses): spectacles were first made in Italy about 1285-89, probably in Pisa. Italy is right and China, England and Germany are wrong; explanation confirmed.',
    'Which plastic toy bricks were first made by a Danish company in 1949?':
      "Checked (Britannica, Lego): the Lego company made its first plastic interlocking bricks in 1949. Lego is right and Meccano, K'Nex and Mega Bloks are wrong; explanation confirmed.",
    'Which Hungarian architect invented a famous cube puzzle in 1974?':
      "Checked (Britannica, Rubik's Cube): Ernő Rubik, a Hungarian architecture lecturer, invented the cube in 1974. Ernő Rubik is right and John von Neumann, Dennis Gabor and Leo Szilard are wrong; explanation confirmed.",
    'Which fashion doll did Mattel launch in 1959?':
      'Checked (Britannica, Barbie): Mattel launched Barbie in 1959; Ruth Handler named her after her daughter Barbara. Barbie is right and Sindy, Bratz and Cabbage Patch Kids are wrong; explanation confirmed.',
    'Which US president gave his name to the teddy bear?':
      "Checked (Britannica, Teddy bear): named after Theodore Roosevelt after Berryman's 1902 cartoon. Theodore Roosevelt is right and Franklin D. Roosevelt, Woodrow Wilson and William McKinley are wrong; explanation confirmed.",
    'Which word game with lettered tiles did Alfred Butts invent in the 1930s?':
      'Checked (Britannica, Scrabble): Alfred Butts invented the game in the 1930s, setting letter values from newspaper letter counts. Scrabble is right and Boggle, Bananagrams and Upwords are wrong; explanation confirmed.',
    'Which murder-mystery board game was invented by Anthony Pratt, a Birmingham musician?':
      'Checked (Britannica, Clue (board game)): Anthony Pratt, a Birmingham musician, invented Cluedo, first sold in 1949 and called Clue in North America. Cluedo is right and Monopoly, Scrabble and Risk are wrong; explanation confirmed.',
    'Which toy, a metal spring that walks down stairs, was invented by Richard James in the 1940s?':
      'Checked (Britannica, Slinky): Richard James invented the Slinky in the 1940s after a spring fell off a shelf. The Slinky is right and The yo-yo, The Frisbee and The hula hoop are wrong; explanation confirmed.',
    'Which plastic toy, twirled round the waist, became a craze after Wham-O launched it in 1958?':
      "Checked (Britannica, Hula hoop): Wham-O's 1958 hula hoop sold about 25 million in months. The hula hoop is right and The Frisbee, The Slinky and The yo-yo are wrong; explanation confirmed.",
    "Which board game grew out of Lizzie Magie's The Landlord's Game of 1904?":
      "Checked (Britannica, Monopoly): Monopoly derived from Elizabeth Magie's Landlord's Game, patented in 1904. Monopoly is right and Cluedo, The Game of Life and Risk are wrong; explanation confirmed.",
    'Who invented Meccano, patented in 1901?':
      'Checked (Britannica, Frank Hornby): Hornby patented Meccano (Mechanics Made Easy) in 1901 and later made Hornby trains and Dinky Toys. Frank Hornby is right and Ole Kirk Christiansen, Joshua Lionel Cowen and Alfred Gilbert are wrong; explanation confirmed.',
    'Which action figure did Hasbro launch in 1964?':
      'Checked (Britannica, G.I. Joe): Hasbro launched G.I. Joe in 1964; the British Action Man followed in 1966. G.I. Joe is right and Action Man, He-Man and Stretch Armstrong are wrong; explanation confirmed.',
    'Which musical instrument did a Belgian instrument maker patent in 1846?':
      'Checked (Britannica, Adolphe Sax): Sax, a Belgian instrument maker, patented the saxophone in 1846. The saxophone is right and The tuba, The sousaphone and The flugelhorn are wrong; explanation confirmed.',
    'Which Danish carpenter founded a toy company in Billund in 1932 that later became famous for plastic bricks?':
      'Checked (Britannica, Lego): Ole Kirk Christiansen founded the company in Billund in 1932; Lego comes from leg godt. Ole Kirk Christiansen is right and Hans Beck, Arne Jacobsen and Frank Hornby are wrong; explanation confirmed.',
    'Who designed the flying disc that Wham-O sold as the Frisbee?':
      'Checked (Britannica, Frisbee): Walter Frederick Morrison designed the disc Wham-O sold as the Frisbee, named after the Frisbie Pie Company. Walter Frederick Morrison is right and Richard Knerr, Arthur Melin and Richard James are wrong; explanation confirmed.',
    'In which newspaper did Arthur Wynne publish the first crossword, in 1913?':
      'Checked (Britannica, Crossword puzzle): Arthur Wynne published the first crossword in the New York World on 21 December 1913. The New York World is right and The New York Times, The Times and The Chicago Tribune are wrong; explanation confirmed.',
  },
};
