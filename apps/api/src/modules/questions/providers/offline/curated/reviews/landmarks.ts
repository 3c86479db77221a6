import type { BankReview } from './review.js';

/** bank-h1's check of bank-h2's landmarks bank (ADR 0195); registered in index.ts once both are merged. */
export const landmarksReview: BankReview = {
  bank: 'landmarks',
  writer: 'bank-h2',
  reviewer: 'bank-h1',
  checks: {
    'In which city is the Eiffel Tower?':
      'Checked (Britannica, Eiffel Tower): the tower stands on the Champ de Mars in Paris and was built for the 1889 Exposition Universelle. Paris is right and Lyon, Brussels and Marseille are wrong; explanation confirmed.',
    "Which landmark was the world's tallest man-made structure from 1889 until 1930?":
      'Checked (Britannica, Eiffel Tower): at about 300 m it was the tallest man-made structure from 1889 until the Chrysler Building passed it in 1930. The Eiffel Tower is right and The Washington Monument, Cologne Cathedral and The Woolworth Building are wrong; explanation confirmed.',
    'Which Paris landmark is nicknamed La Dame de Fer, the Iron Lady?':
      'Checked (Britannica, Eiffel Tower): the tower is nicknamed La Dame de Fer, and it is repainted roughly every seven years with about 60 tonnes of paint. The Eiffel Tower is right and The Arc de Triomphe, Notre-Dame and The Panthéon are wrong; explanation confirmed.',
    'In which city is the Louvre, the museum entered through a glass pyramid?':
      "Checked (Britannica, Louvre): the Louvre in Paris, a former royal palace, opened as a museum in 1793, and I. M. Pei's glass pyramid is its entrance. Paris is right and Lyon, Brussels and Geneva are wrong; explanation confirmed.",
    'Which famous Paris cathedral lost its spire in a fire in April 2019?':
      'Checked (Britannica, Notre-Dame de Paris): the fire of 15 April 2019 brought down the spire, and the cathedral reopened in December 2024. Notre-Dame is right and Sacré-Cœur, Saint-Sulpice and Sainte-Chapelle are wrong; explanation confirmed.',
    'Which French palace outside Paris is famous for its Hall of Mirrors?':
      'Checked (Britannica, Palace of Versailles): the Hall of Mirrors is at Versailles, where the treaty ending the First World War was signed in 1919. Versailles is right and Fontainebleau, Chambord and Chenonceau are wrong; explanation confirmed.',
    'Which famous Paris avenue runs from the Place de la Concorde to the Arc de Triomphe?':
      'Checked (Britannica, Champs-Élysées): the avenue runs from the Place de la Concorde to the Place Charles de Gaulle with the Arc de Triomphe, and the Tour de France has finished there since 1975. The Champs-Élysées is right and The Boulevard Saint-Germain, The Rue de Rivoli and The Boulevard Haussmann are wrong; explanation confirmed.',
    'Which Paris arch, ordered by Napoleon in 1806, has the Tomb of the Unknown Soldier beneath it?':
      'Checked (Britannica, Arc de Triomphe): Napoleon ordered the arch in 1806, the Unknown Soldier was buried beneath it in 1921 and the flame was first lit in 1923. The Arc de Triomphe is right and The Arc du Carrousel, The Grande Arche and The Porte Saint-Denis are wrong; explanation confirmed.',
    'Which white-domed basilica crowns the hill of Montmartre in Paris?':
      'Checked (Britannica, Sacré-Cœur): the basilica crowns the butte of Montmartre, and its Château-Landon stone releases calcite when wet, keeping it white. Sacré-Cœur is right and Saint-Eustache, Sainte-Chapelle and Saint-Sulpice are wrong; explanation confirmed.',
    'Under which Paris monument does Napoleon lie in a huge red stone tomb?':
      "Checked (Britannica, Invalides): Napoleon's remains were returned from Saint Helena in 1840 and lie in a red quartzite sarcophagus under the dome of Les Invalides. Les Invalides is right and The Panthéon, Notre-Dame and The Arc de Triomphe are wrong; explanation confirmed.",
    'In which Paris building are Voltaire, Victor Hugo and Marie Curie buried?':
      'Checked (Britannica, Panthéon): the former church of Sainte-Geneviève became a mausoleum for great French citizens in 1791, and Voltaire, Hugo and Marie Curie lie there. The Panthéon is right and Les Invalides, Saint-Sulpice and The Madeleine are wrong; explanation confirmed.',
    'Which Italian architect designed the Pompidou Centre in Paris together with Richard Rogers?':
      'Checked (Britannica, Centre Georges Pompidou): Renzo Piano and Richard Rogers designed it with its services on the outside, and it opened in 1977. Renzo Piano is right and Aldo Rossi, Gae Aulenti and Massimiliano Fuksas are wrong; explanation confirmed.',
    'Which rocky tidal island off Normandy is crowned by a medieval abbey?':
      'Checked (Britannica, Mont-Saint-Michel): the tidal island off the Normandy coast is topped by a Benedictine abbey, and the causeway was replaced by a footbridge opened in 2014. Mont-Saint-Michel is right and Saint-Malo, Île de Ré and Belle-Île-en-Mer are wrong; explanation confirmed.',
    'In which city can you visit the house where Anne Frank hid during the Second World War?':
      'Checked (Britannica, Anne Frank): the family hid in the secret annex of Prinsengracht 263 in Amsterdam behind a movable bookcase. Amsterdam is right and Rotterdam, The Hague and Utrecht are wrong; explanation confirmed.',
    'In which city is the Manneken Pis, a small bronze of a boy urinating into a fountain?':
      "Checked (Britannica, Manneken Pis): the bronze fountain statue of a urinating boy is in Brussels and is dressed in costumes on special days. Brussels is right and Antwerp, Bruges and Ghent are wrong; explanation confirmed. Note, not a defect of the key: its wardrobe now holds well over 1,000 costumes, so 'hundreds' understates it.",
    'In which city is the Atomium, built for the 1958 World Fair?':
      "Checked (Britannica, Atomium): built for Expo 58 in Brussels, it represents an iron crystal's nine atoms magnified 165 billion times. Brussels is right and Antwerp, Amsterdam and Luxembourg are wrong; explanation confirmed.",
    'In which city is Big Ben?':
      'Checked (Britannica, Big Ben): Big Ben is the great bell of the clock tower of the Palace of Westminster in London. London is right and Edinburgh, Manchester and Dublin are wrong; explanation confirmed.',
    'What was the clock tower that houses Big Ben renamed in 2012 for the Diamond Jubilee?':
      "Checked (UK Parliament website, Elizabeth Tower): the clock tower was renamed the Elizabeth Tower in 2012 to mark the Diamond Jubilee, and the Victoria Tower is at the other end of the palace. The Elizabeth Tower is right and The Victoria Tower, The Jubilee Tower and The Windsor Tower are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which country is Stonehenge?':
      'Checked (Britannica, Stonehenge): Stonehenge stands on Salisbury Plain in Wiltshire, England. England is right and Scotland, Ireland and Wales are wrong; explanation confirmed.',
    'Which fortress on the Thames is home to the Crown Jewels?':
      'Checked (Historic Royal Palaces, Tower of London): the Crown Jewels are kept in the Tower of London, guarded by the Yeomen Warders, where ravens are kept. The Tower of London is right and Windsor Castle, Buckingham Palace and Hampton Court Palace are wrong; explanation confirmed.',
    'In which London church have English and British monarchs been crowned since 1066?':
      "Checked (Britannica, Westminster Abbey): coronations have been held in the abbey since William I in 1066, and Charles III was crowned there on 6 May 2023. Westminster Abbey is right and St Paul's Cathedral, Southwark Cathedral and Westminster Cathedral are wrong; explanation confirmed.",
    'From which London palace balcony does the royal family watch the flypast after Trooping the Colour?':
      "Checked (Royal Collection Trust, Buckingham Palace): the royal family watches the flypast from the palace balcony after Trooping the Colour, and the palace has 775 rooms. Buckingham Palace is right and Kensington Palace, Hampton Court Palace and St James's Palace are wrong; explanation confirmed.",
    'Which giant observation wheel stands on the South Bank of the Thames?':
      'Checked (Britannica, London Eye): the 135 m wheel on the South Bank was built for the millennium. The London Eye is right and The Shard, The Gherkin and The Monument are wrong; explanation confirmed.',
    'Which Thames bridge, opened in 1894, has a roadway that lifts in two halves to let ships through?':
      'Checked (Britannica, Tower Bridge): the bascule bridge opened in 1894 and its steam-hydraulic machinery was replaced by an electro-hydraulic system in 1976. Tower Bridge is right and London Bridge, Westminster Bridge and Waterloo Bridge are wrong; explanation confirmed.',
    'Which column in Trafalgar Square is guarded by four bronze lions?':
      "Checked (Britannica, Nelson's Column): the column in Trafalgar Square honours Nelson, killed at Trafalgar in 1805, and Landseer's four bronze lions guard its base. Nelson's Column is right and The Monument, Wellington's Column and Duke of York Column are wrong; explanation confirmed.",
    'Which glass skyscraper by Renzo Piano, completed in 2012, rises beside London Bridge station?':
      "Checked (Britannica, Shard): Renzo Piano's tower beside London Bridge station was completed in 2012 and is about 310 m tall. The Shard is right and The Gherkin, The Walkie-Talkie and The Cheesegrater are wrong; explanation confirmed. Note: its text names Renzo Piano, the key of the Pompidou Centre question, so a round holding both gives that one away.",
    'What is the nickname of the bullet-shaped tower at 30 St Mary Axe in London?':
      "Checked (Britannica, 30 St Mary Axe): Norman Foster's bullet-shaped tower, nicknamed the Gherkin, opened in 2004. The Gherkin is right and The Cheesegrater, The Walkie-Talkie and The Scalpel are wrong; explanation confirmed.",
    "Which castle stands on an extinct volcano above Scotland's capital?":
      'Checked (Britannica, Edinburgh Castle): the castle stands on Castle Rock, the plug of an extinct volcano about 350 million years old. Edinburgh Castle is right and Stirling Castle, Balmoral Castle and Urquhart Castle are wrong; explanation confirmed.',
    'In which country is the Blarney Stone, said to give the gift of the gab to those who kiss it?':
      'Checked (Britannica, Blarney Castle): the Blarney Stone in County Cork, Ireland, is said to give eloquence to those who kiss it while leaning backwards from the battlements. Ireland is right and Scotland, Wales and England are wrong; explanation confirmed.',
    "In which county is the Giant's Causeway?":
      "Checked (Britannica, Giant's Causeway): the causeway of about 40,000 basalt columns is in County Antrim, Northern Ireland, formed by lava 50 to 60 million years ago. County Antrim is right and County Down, County Donegal and County Sligo are wrong; explanation confirmed.",
    'In which Irish county are the Cliffs of Moher?':
      'Checked (Britannica, Cliffs of Moher): the cliffs are in County Clare and rise to about 214 m above the Atlantic. County Clare is right and County Kerry, County Galway and County Mayo are wrong; explanation confirmed.',
    'Which Wiltshire village lies partly inside the largest stone circle in Britain?':
      "Checked (Britannica, Avebury): the village of Avebury in Wiltshire lies partly within Britain's largest stone circle, built in the third millennium BC. Avebury is right and Callanish, Castlerigg and Stenness are wrong; explanation confirmed.",
    'Which English cathedral has the tallest spire in Britain?':
      "Checked (Britannica, Salisbury Cathedral): its 123 m spire is the tallest in Britain, Lincoln's taller spire having collapsed in the mid-16th century. Salisbury Cathedral is right and Lincoln Cathedral, Norwich Cathedral and Durham Cathedral are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Durham Cathedral' → 'Canterbury Cathedral'. Rechecked by len-d: Canterbury has a central tower, no tall spire; Salisbury's is 123 m.",
    'Which English spa city did the Romans call Aquae Sulis?':
      'Checked (Britannica, Bath): the Roman town of Aquae Sulis grew around hot springs at about 46 °C. Bath is right and Buxton, Harrogate and Cheltenham are wrong; explanation confirmed.',
    'In which country is Loch Ness, said to be home to a monster?':
      'Checked (Britannica, Loch Ness): Loch Ness is in the Scottish Highlands and holds more fresh water than all the lakes of England and Wales combined. Scotland is right and Ireland, Wales and England are wrong; explanation confirmed.',
    'Which castle in Berkshire is the oldest and largest occupied castle in the world?':
      'Checked (Royal Collection Trust, Windsor Castle): Windsor Castle in Berkshire, founded by William the Conqueror, is the oldest and largest occupied castle in the world. Windsor Castle is right and Balmoral Castle, Warwick Castle and Arundel Castle are wrong; explanation confirmed.',
    'In which city is the Colosseum?':
      'Checked (Britannica, Colosseum): the Flavian amphitheatre in Rome held about 50,000 spectators. Rome is right and Athens, Naples and Florence are wrong; explanation confirmed.',
    'In which Italian city is the famous leaning tower?':
      'Checked (Britannica, Leaning Tower of Pisa): the tower in Pisa began to lean during construction in the late 12th century. Pisa is right and Florence, Siena and Verona are wrong; explanation confirmed.',
    'What was the Leaning Tower of Pisa built to be?':
      'Checked (Britannica, Leaning Tower of Pisa): the tower is the freestanding campanile (bell tower) of Pisa Cathedral and has seven bells. A bell tower is right and A lighthouse, A watchtower and A prison are wrong; explanation confirmed.',
    'What kind of building is the Colosseum?':
      'Checked (Britannica, Colosseum): the Colosseum is an amphitheatre, with the hypogeum of tunnels and cages below the arena floor. An amphitheatre is right and A temple, A palace and A fortress are wrong; explanation confirmed.',
    'In which city is the Trevi Fountain?':
      'Checked (Britannica, Trevi Fountain): the fountain is in Rome, and by tradition a coin tossed in ensures a return to the city. Rome is right and Florence, Milan and Naples are wrong; explanation confirmed.',
    'In which city do the Spanish Steps climb to the church of Trinità dei Monti?':
      'Checked (Britannica, Spanish Steps): the steps in Rome, built 1723 to 1725, climb from the Piazza di Spagna, named after the Spanish embassy, to Trinità dei Monti. Rome is right and Madrid, Naples and Florence are wrong; explanation confirmed.',
    "In which Italian city is St Mark's Basilica?":
      "Checked (Britannica, Saint Mark's Basilica): the basilica is in Venice, on St Mark's Square. Venice is right and Rome, Milan and Florence are wrong; explanation confirmed.",
    'In which Italian city is the Rialto Bridge?':
      'Checked (Britannica, Rialto Bridge): the stone bridge over the Grand Canal in Venice was completed in 1591. Venice is right and Verona, Padua and Florence are wrong; explanation confirmed.',
    "Which Venetian bridge links the Doge's Palace to the old prisons?":
      "Checked (Britannica, Bridge of Sighs): the bridge in Venice links the Doge's Palace with the prisons, and its name comes from prisoners' sighs. The Bridge of Sighs is right and The Rialto Bridge, The Accademia Bridge and The Scalzi Bridge are wrong; explanation confirmed.",
    'Which Italian city has a white marble Gothic cathedral crowded with spires and statues?':
      'Checked (Britannica, Milan Cathedral): the white marble Gothic cathedral in Milan was begun in 1386 and its façade completed in the 19th century. Milan is right and Turin, Genoa and Bologna are wrong; explanation confirmed.',
    'In which city is the Sagrada Família basilica?':
      'Checked (Britannica, Sagrada Família): the basilica is in Barcelona and was begun in 1882. Barcelona is right and Madrid, Seville and Valencia are wrong; explanation confirmed.',
    'In which Spanish city is the Alhambra palace?':
      "Checked (Britannica, Alhambra): the Alhambra in Granada was built mainly by the Nasrid dynasty. Granada is right and Seville, Córdoba and Toledo are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which Spanish city is the Mezquita, a mosque-cathedral with rows of red and white arches?':
      'Checked (Britannica, Great Mosque of Córdoba): the Mezquita in Córdoba has rows of red and white arches, and a cathedral was built within it from 1523. Córdoba is right and Granada, Seville and Toledo are wrong; explanation confirmed.',
    'Which bell tower of Seville Cathedral began as the minaret of a mosque?':
      'Checked (Britannica, Giralda): the Giralda, the bell tower of Seville Cathedral, began as the minaret of the Almohad mosque and is topped by the Giraldillo weathervane. The Giralda is right and The Torre del Oro, The Miguelete and The Tower of Hercules are wrong; explanation confirmed.',
    'Which Spanish city has a titanium-clad Guggenheim Museum designed by Frank Gehry?':
      "Checked (Britannica, Guggenheim Museum Bilbao): Frank Gehry's titanium-clad museum in Bilbao opened in 1997. Bilbao is right and San Sebastián, Santander and Valencia are wrong; explanation confirmed.",
    'In which city is the Acropolis?':
      'Checked (Britannica, Acropolis): the Acropolis, with the Parthenon, is in Athens. Athens is right and Rome, Istanbul and Thessaloniki are wrong; explanation confirmed.',
    'Which Greek monasteries are perched on top of tall rock pillars in Thessaly?':
      'Checked (Britannica, Metéora): the monasteries of Metéora in Thessaly stand on rock pillars, once reached by ladders or nets hauled by windlass. Meteora is right and Mount Athos, Mystras and Hosios Loukas are wrong; explanation confirmed.',
    'In which city is the Hagia Sophia?':
      'Checked (Britannica, Hagia Sophia): Hagia Sophia in Istanbul was completed in 537. Istanbul is right and Athens, Rome and Cairo are wrong; explanation confirmed.',
    'How many minarets does the Blue Mosque in Istanbul have?':
      'Checked (Britannica, Blue Mosque): the Sultan Ahmed Mosque, built 1609 to 1616, has six minarets and is named for its blue Iznik tiles. 6 is right and 2, 4 and 8 are wrong; explanation confirmed.',
    "Which walled Croatian city stood in for King's Landing in Game of Thrones?":
      "Checked (Britannica, Dubrovnik): Dubrovnik's old town, ringed by walls nearly 2 km long, was used for King's Landing in Game of Thrones. Dubrovnik is right and Split, Zadar and Šibenik are wrong; explanation confirmed.",
    'In which city is the Jerónimos Monastery, built with the wealth of the spice trade?':
      "Checked (Britannica, Jerónimos Monastery): the monastery in Lisbon (Belém) was funded by spice-trade wealth and holds Vasco da Gama's tomb. Lisbon is right and Porto, Coimbra and Braga are wrong; explanation confirmed.",
    'In which city is the Brandenburg Gate?':
      'Checked (Britannica, Brandenburg Gate): the gate in Berlin was completed in 1791. Berlin is right and Munich, Hamburg and Vienna are wrong; explanation confirmed.',
    'In which country is Neuschwanstein Castle?':
      "Checked (Britannica, Neuschwanstein): the castle in Bavaria, Germany, inspired Disneyland's Sleeping Beauty Castle. Germany is right and Austria, Switzerland and France are wrong; explanation confirmed.",
    'For which king was Neuschwanstein Castle built?':
      'Checked (Britannica, Ludwig II): Neuschwanstein was built for Ludwig II of Bavaria, who died in 1886 before it was finished. Ludwig II of Bavaria is right and Ludwig I of Bavaria, Maximilian II of Bavaria and Otto of Bavaria are wrong; explanation confirmed.',
    'In which city is the Charles Bridge, lined with 30 statues?':
      'Checked (Britannica, Charles Bridge): the bridge in Prague, begun in 1357 under Charles IV, is lined with 30 statues. Prague is right and Budapest, Vienna and Kraków are wrong; explanation confirmed.',
    'In which city does a medieval astronomical clock, the Orloj, hang on the Old Town Hall?':
      'Checked (Britannica, Prague astronomical clock): the Orloj on the Old Town Hall in Prague was installed in 1410 and is the oldest astronomical clock still working. Prague is right and Kraków, Vienna and Bratislava are wrong; explanation confirmed.',
    "In which city is Schönbrunn Palace, the Habsburgs' summer residence?":
      'Checked (Britannica, Schönbrunn Palace): the Habsburg summer palace in Vienna has 1,441 rooms and its zoo, founded in 1752, is the oldest still open. Vienna is right and Salzburg, Innsbruck and Graz are wrong; explanation confirmed.',
    'In which city does a neo-Gothic Parliament building line the bank of the Danube?':
      "Checked (Britannica, Hungarian Parliament Building): the neo-Gothic Parliament on the Danube in Budapest, completed in 1904, is Hungary's largest building. Budapest is right and Vienna, Bratislava and Belgrade are wrong; explanation confirmed.",
    'In which city are the Kremlin and Red Square?':
      "Checked (Britannica, Kremlin): the Kremlin and Red Square are in Moscow, and the Kremlin is the Russian president's official residence. Moscow is right and Saint Petersburg, Kyiv and Minsk are wrong; explanation confirmed.",
    'What does the Russian word kremlin mean?':
      'Checked (Britannica, kremlin): kremlin means a citadel or fortress in Russian, and towns such as Novgorod and Kazan have one. A fortress is right and A palace, A cathedral and A market are wrong; explanation confirmed.',
    'Which Moscow cathedral with brightly patterned onion domes was built for Ivan the Terrible?':
      "Checked (Britannica, Saint Basil's Cathedral): the cathedral on Red Square was built 1555 to 1561 for Ivan IV to mark the capture of Kazan. St Basil's Cathedral is right and The Cathedral of Christ the Saviour, Kazan Cathedral and St Isaac's Cathedral are wrong; explanation confirmed.",
    'Which St Petersburg museum is housed partly in the Winter Palace?':
      'Checked (Britannica, Hermitage): the State Hermitage occupies the Winter Palace in St Petersburg, and Catherine the Great began its collection in 1764. The Hermitage is right and The Russian Museum, The Pushkin Museum and The Tretyakov Gallery are wrong; explanation confirmed.',
    'Which defensive wall was built over many centuries across northern China?':
      "Checked (Britannica, Great Wall of China): the wall was built over many centuries across northern China and runs for thousands of kilometres. The Great Wall is right and The Berlin Wall, Hadrian's Wall and The Western Wall are wrong; explanation confirmed.",
    'In which city is the Forbidden City palace complex?':
      "Checked (Britannica, Forbidden City): the Forbidden City in Beijing was the imperial palace from 1420 to 1912, about 500 years. Beijing is right and Shanghai, Xi'an and Nanjing are wrong; explanation confirmed.",
    'Near which Chinese city were farmers digging a well in 1974 when they found the Terracotta Army?':
      "Checked (Britannica, Terracotta Army): farmers digging a well near Xi'an found the army in 1974. Xi'an is right and Beijing, Nanjing and Luoyang are wrong; explanation confirmed.",
    'In which city is the Potala Palace, the former winter home of the Dalai Lama?':
      "Checked (Britannica, Potala Palace): the Potala in Lhasa, the Dalai Lamas' winter palace, rises 13 storeys up the Red Hill. Lhasa is right and Shigatse, Kathmandu and Thimphu are wrong; explanation confirmed.",
    'What is the name of the riverfront in Shanghai lined with colonial-era banks and hotels?':
      "Checked (Britannica, Shanghai): the Bund is Shanghai's riverfront of colonial-era banks and hotels, facing Pudong across the Huangpu. The Bund is right and Nanjing Road, The Peak and Wangfujing are wrong; explanation confirmed.",
    'In which country is Mount Fuji?':
      'Checked (Britannica, Mount Fuji): Mount Fuji is in Japan and last erupted in 1707. Japan is right and China, South Korea and Taiwan are wrong; explanation confirmed.',
    'In which Japanese city is the Golden Pavilion, Kinkaku-ji?':
      'Checked (Britannica, Kinkaku-ji): the Golden Pavilion in Kyoto was burned by a monk in 1950 and rebuilt in 1955. Kyoto is right and Nara, Osaka and Tokyo are wrong; explanation confirmed.',
    'In which Japanese city is the ruined Atomic Bomb Dome kept as a peace memorial?':
      'Checked (UNESCO, Hiroshima Peace Memorial): the Genbaku Dome in Hiroshima stood almost directly below the bomb of 6 August 1945. Hiroshima is right and Nagasaki, Kobe and Osaka are wrong; explanation confirmed.',
    'In which Chinese city is the Oriental Pearl Tower?':
      'Checked (Britannica, Shanghai): the Oriental Pearl Tower in Pudong, Shanghai, with its pink spheres, was completed in 1994. Shanghai is right and Beijing, Guangzhou and Shenzhen are wrong; explanation confirmed.',
    'In which city is the Marina Bay Sands hotel, with a ship-like park across its three towers?':
      'Checked (Britannica, Singapore): Marina Bay Sands, with the SkyPark and infinity pool across its three towers, is in Singapore. Singapore is right and Hong Kong, Kuala Lumpur and Bangkok are wrong; explanation confirmed.',
    'In which country is the Taj Mahal?':
      'Checked (Britannica, Taj Mahal): the Taj Mahal is in India, built by Shah Jahan at Agra as a tomb for his wife. India is right and Pakistan, Bangladesh and Iran are wrong; explanation confirmed. Note: its explanation names Agra and Shah Jahan, the keys of two neighbouring Taj Mahal questions.',
    'In which Indian city is the Taj Mahal?':
      'Checked (Britannica, Taj Mahal): the Taj Mahal stands in Agra on the Yamuna River. Agra is right and Delhi, Jaipur and Lucknow are wrong; explanation confirmed.',
    'What kind of building is the Taj Mahal?':
      'Checked (Britannica, Taj Mahal): the Taj Mahal is a mausoleum of white marble. A mausoleum is right and A palace, A fortress and A temple are wrong; explanation confirmed.',
    'In which Indian city is the Victoria Memorial, built of white marble in honour of the queen?':
      "Checked (Britannica, Victoria Memorial): the white marble memorial in Kolkata opened in 1921, after the capital moved to Delhi in 1911. Kolkata is right and Mumbai, Delhi and Chennai are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Mughal emperor built the Taj Mahal?':
      'Checked (Britannica, Taj Mahal): the Mughal emperor Shah Jahan built it for Mumtaz Mahal, who died in 1631. Shah Jahan is right and Akbar, Aurangzeb and Babur are wrong; explanation confirmed.',
    'In which Indian city is the Gateway of India arch?':
      'Checked (Britannica, Gateway of India): the arch in Mumbai commemorates the landing of George V and Queen Mary in 1911. Mumbai is right and Delhi, Kolkata and Chennai are wrong; explanation confirmed.',
    'In which Indian city is the Golden Temple, the holiest shrine of Sikhism?':
      "Checked (Britannica, Golden Temple): the Harmandir Sahib in Amritsar is Sikhism's holiest shrine, and its langar feeds tens of thousands daily. Amritsar is right and Chandigarh, Ludhiana and Jaipur are wrong; explanation confirmed.",
    'In which Indian city does the Hawa Mahal, the Palace of Winds, have 953 small windows?':
      'Checked (Britannica, Hawa Mahal): the Palace of Winds in Jaipur has 953 small windows through which royal women watched the street. Jaipur is right and Jodhpur, Udaipur and Agra are wrong; explanation confirmed.',
    'In which country is Angkor Wat?':
      "Checked (Britannica, Angkor Wat): Angkor Wat is in Cambodia and is the largest religious monument in the world. Cambodia is right and Thailand, Vietnam and Laos are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Laos' → 'Indonesia'. Rechecked by len-d: Angkor Wat is in Cambodia; Indonesia's great temple is Borobudur.",
    'Which Cambodian temple is famous for giant tree roots growing over its ruins?':
      'Checked (Britannica, Ta Prohm): Ta Prohm at Angkor is overgrown by huge tree roots and was filmed for Lara Croft: Tomb Raider (2001). Ta Prohm is right and Bayon, Banteay Srei and Preah Khan are wrong; explanation confirmed.',
    'In which country is Borobudur, the largest Buddhist temple in the world?':
      'Checked (Britannica, Borobudur): Borobudur on Java, Indonesia, built in the 9th century, is the largest Buddhist temple and has over 500 Buddha statues. Indonesia is right and Cambodia, Thailand and Myanmar are wrong; explanation confirmed.',
    'In which country is the gilded Shwedagon Pagoda?':
      'Checked (Britannica, Shwedagon Pagoda): the gilded stupa in Yangon, Myanmar, rises about 100 m. Myanmar is right and Thailand, Laos and Sri Lanka are wrong; explanation confirmed.',
    'In which city is the Grand Palace with the Temple of the Emerald Buddha?':
      'Checked (Britannica, Temple of the Emerald Buddha): the temple in the Grand Palace in Bangkok holds a Buddha carved from green jade or jasper. Bangkok is right and Chiang Mai, Phnom Penh and Vientiane are wrong; explanation confirmed.',
    'Which Sri Lankan rock fortress, with a lion gateway, rises about 180 metres above the plain?':
      "Checked (Britannica, Sigiriya): the rock fortress in Sri Lanka, with its lion gate, rises about 180 m and was King Kashyapa's 5th-century palace. Sigiriya is right and Polonnaruwa, Dambulla and Anuradhapura are wrong; explanation confirmed.",
    'In which city are the Petronas Towers?':
      "Checked (Britannica, Petronas Twin Towers): the towers in Kuala Lumpur were the world's tallest buildings from 1998 to 2004. Kuala Lumpur is right and Singapore, Jakarta and Bangkok are wrong; explanation confirmed.",
    'In which country is the Registan, a square framed by three tiled madrasas in Samarkand?':
      "Checked (Britannica, Samarkand): the Registan, framed by three madrasas, is in Samarkand, Uzbekistan, Timur's capital. Uzbekistan is right and Turkmenistan, Tajikistan and Kazakhstan are wrong; explanation confirmed.",
    'In which country are the pyramids of Giza?':
      'Checked (Britannica, Pyramids of Giza): the pyramids stand at Giza in Egypt on the edge of Cairo. Egypt is right and Sudan, Mexico and Iraq are wrong; explanation confirmed.',
    'What are the huge stone tombs of ancient Egyptian kings at Giza called?':
      'Checked (Britannica, Pyramids of Giza): the pyramids are royal tombs, and the Great Pyramid was the tallest structure for nearly 4,000 years. Pyramids is right and Ziggurats, Obelisks and Pagodas are wrong; explanation confirmed.',
    'Near which Egyptian city is the Valley of the Kings?':
      "Checked (Britannica, Valley of the Kings): the valley lies across the Nile from Luxor, and Tutankhamun's tomb was found there in 1922. Luxor is right and Cairo, Aswan and Alexandria are wrong; explanation confirmed.",
    "Which giant limestone statue with a lion's body and a human head lies beside the Giza pyramids?":
      "Checked (Britannica, Great Sphinx): the Sphinx at Giza, with a lion's body and human head, is about 73 m long and carved from bedrock. The Great Sphinx is right and The Colossi of Memnon, The Luxor Obelisk and The Ramesseum Colossus are wrong; explanation confirmed.",
    'Which Egyptian temples, carved into a cliff for Ramesses II, were moved in the 1960s to escape a rising lake?':
      "Checked (Britannica, Abu Simbel): the temples of Ramesses II were cut into blocks and moved above Lake Nasser in the 1960s. Abu Simbel is right and Karnak, Edfu and Dendera are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Dendera' → 'Deir el-Bahari'. Rechecked by len-d: Deir el-Bahari is Hatshepsut's temple at Luxor and was never moved.",
    'In which country is Petra, the city carved into rose-red rock?':
      "Checked (Britannica, Petra): Petra, the rock-cut Nabataean capital, is in Jordan. Jordan is right and Egypt, Syria and Israel are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which city is the golden-domed Dome of the Rock?':
      'Checked (Britannica, Dome of the Rock): the shrine in Jerusalem was completed about 691 and is among the oldest Islamic buildings. Jerusalem is right and Mecca, Medina and Damascus are wrong; explanation confirmed.',
    'Which skyscraper became the tallest building in the world when it was completed in 2010?':
      "Checked (Britannica, Burj Khalifa): the 828 m tower became the world's tallest building on its completion and opening in January 2010. Burj Khalifa is right and Shanghai Tower, Taipei 101 and Petronas Towers are wrong; explanation confirmed. Note: the exterior was finished in 2009 and the tower opened on 4 January 2010, so 'completed in 2010' holds for its opening. The question 'In which city is Burj Khalifa?' names this key in its text.",
    'In which city is Burj Khalifa?':
      'Checked (Britannica, Burj Khalifa): Burj Khalifa is in Dubai and opened in January 2010. Dubai is right and Abu Dhabi, Doha and Riyadh are wrong; explanation confirmed.',
    'In which city is the sail-shaped Burj Al Arab hotel?':
      'Checked (Britannica, Burj Al Arab): the sail-shaped hotel in Dubai stands on its own artificial island. Dubai is right and Abu Dhabi, Doha and Muscat are wrong; explanation confirmed.',
    'In which city is the Sheikh Zayed Grand Mosque, with its 82 white domes?':
      "Checked (Britannica, Sheikh Zayed Grand Mosque): the mosque in Abu Dhabi has 82 domes and one of the largest hand-knotted carpets. Abu Dhabi is right and Dubai, Doha and Muscat are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Doha' → 'Kuwait City'. Rechecked by len-d: the mosque is in Abu Dhabi, not Kuwait City.",
    'Which ceremonial capital of ancient Persia was founded by Darius the Great?':
      "Checked (Britannica, Persepolis): Darius I founded the ceremonial capital, and Alexander burned it in 330 BC. Persepolis is right and Pasargadae, Susa and Ecbatana are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which ancient Syrian desert city was badly damaged by the Islamic State group in 2015?':
      'Checked (Britannica, Palmyra): Islamic State fighters blew up the Temple of Bel and the monumental arch in 2015. Palmyra is right and Aleppo, Apamea and Bosra are wrong; explanation confirmed.',
    'Which Turkish region is famous for its fairy chimney rock towers and cave churches?':
      "Checked (Britannica, Cappadocia): the region in central Turkey is known for fairy chimneys, cave churches and balloon flights. Cappadocia is right and Lycia, Thrace and Pontus are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Turkish site has white terraces of mineral-rich hot spring water?':
      "Checked (Britannica, Pamukkale): the travertine terraces in Turkey are named cotton castle. Pamukkale is right and Ephesus, Göreme and Troy are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which country is the Great Mosque of Djenné, the largest mud-brick building in the world?':
      'Checked (Britannica, Great Mosque of Djenné): the mud-brick mosque in Mali, the largest such building, is replastered each year by the townspeople. Mali is right and Niger, Burkina Faso and Senegal are wrong; explanation confirmed.',
    'In which country are the medieval rock-hewn churches of Lalibela?':
      "Checked (Britannica, Lalibela): the eleven rock-hewn churches of Lalibela are in Ethiopia. Ethiopia is right and Eritrea, Sudan and Egypt are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which flat-topped summit overlooks Cape Town?':
      "Checked (Britannica, Table Mountain): the flat-topped mountain overlooks Cape Town, and its cable car opened in 1929. Table Mountain is right and Signal Hill, Lion's Head and Devil's Peak are wrong; explanation confirmed.",
    'In which Moroccan city is the great square of Jemaa el-Fnaa?':
      'Checked (Britannica, Marrakech): the Jemaa el-Fnaa square in Marrakesh fills with storytellers, musicians and food stalls. Marrakesh is right and Fez, Casablanca and Rabat are wrong; explanation confirmed.',
    'In which city is the Statue of Liberty?':
      'Checked (Britannica, Statue of Liberty): the statue stands on Liberty Island in New York Harbor. New York is right and Boston, Washington, D.C. and Philadelphia are wrong; explanation confirmed.',
    'What does the Statue of Liberty hold up in her right hand?':
      'Checked (Britannica, Statue of Liberty): she raises a torch in her right hand and holds a tablet dated July IV MDCCLXXVI in her left. A torch is right and A sword, A book and A flag are wrong; explanation confirmed.',
    "Which metal forms the Statue of Liberty's thin outer skin?":
      'Checked (Britannica, Statue of Liberty): the skin is of thin copper sheets that weathered to green after the 1886 dedication. Copper is right and Bronze, Iron and Brass are wrong; explanation confirmed.',
    'Which sculptor designed the Statue of Liberty?':
      'Checked (Britannica, Frédéric-Auguste Bartholdi): Bartholdi designed the statue, whose face is said to be modelled on his mother. Frédéric Auguste Bartholdi is right and Auguste Rodin, Jean-Baptiste Carpeaux and Antoine Bourdelle are wrong; explanation confirmed.',
    'Which engineer designed the iron framework inside the Statue of Liberty?':
      'Checked (Britannica, Statue of Liberty): Gustave Eiffel designed the iron framework that lets the copper skin move. Gustave Eiffel is right and Ferdinand de Lesseps, Hector Guimard and Georges-Eugène Haussmann are wrong; explanation confirmed.',
    'In which city is the Empire State Building?':
      'Checked (Britannica, Empire State Building): the building in New York was completed in 1931 after about 13 months of construction. New York is right and Chicago, Philadelphia and Boston are wrong; explanation confirmed.',
    'Which New York island was the main entry point for immigrants from 1892 to 1954?':
      'Checked (Britannica, Ellis Island): the island was the main US immigration station from 1892 to 1954, processing about 12 million people. Ellis Island is right and Liberty Island, Staten Island and Roosevelt Island are wrong; explanation confirmed.',
    'In which city is the White House?':
      'Checked (Britannica, White House): the White House is in Washington, D.C., its cornerstone was laid in 1792 and it was rebuilt after the 1814 burning. Washington, D.C. is right and New York City, Philadelphia and Boston are wrong; explanation confirmed.',
    "Which Art Deco skyscraper with a steel spire was briefly the world's tallest building, in 1930?":
      "Checked (Britannica, Chrysler Building): the Art Deco tower with its steel spire was the world's tallest building in 1930 until the Empire State Building in 1931. The Chrysler Building is right and The Woolworth Building, The Flatiron Building and The Empire State Building are wrong; explanation confirmed.",
    'In which city is Times Square?':
      'Checked (Britannica, Times Square): Times Square in New York was named in 1904 after The New York Times moved there. New York is right and Chicago, Los Angeles and Boston are wrong; explanation confirmed.',
    'Which New York bridge, opened in 1883, was the first to cross the East River?':
      'Checked (Britannica, Brooklyn Bridge): the bridge opened in 1883 as the first East River crossing and the longest suspension bridge of its day. The Brooklyn Bridge is right and The Manhattan Bridge, The Williamsburg Bridge and The Queensboro Bridge are wrong; explanation confirmed.',
    'In which city is the Golden Gate Bridge?':
      'Checked (Britannica, Golden Gate Bridge): the bridge in San Francisco opened in 1937. San Francisco is right and Los Angeles, Seattle and San Diego are wrong; explanation confirmed.',
    'What is the official colour of the Golden Gate Bridge?':
      'Checked (Golden Gate Bridge Highway and Transportation District, bridge colour): the official colour is International Orange, chosen to suit the setting and show in fog. International Orange is right and Golden Gate Red, Brick Red and Vermilion are wrong; explanation confirmed.',
    'Which island prison in San Francisco Bay closed in 1963?':
      "Checked (Britannica, Alcatraz): the federal prison in San Francisco Bay closed in 1963, and Al Capone was held there. Alcatraz is right and Rikers Island, Robben Island and Devil's Island are wrong; explanation confirmed.",
    'In which city is the Hollywood sign?':
      'Checked (Britannica, Hollywood): the sign in Los Angeles went up in 1923 reading Hollywoodland to advertise a housing development. Los Angeles is right and San Diego, Las Vegas and San Francisco are wrong; explanation confirmed.',
    'In which city is the Space Needle?':
      "Checked (Britannica, Space Needle): the tower in Seattle was built for the 1962 World's Fair. Seattle is right and Portland, Vancouver and San Francisco are wrong; explanation confirmed.",
    "Which Toronto tower was the world's tallest free-standing structure for over 30 years?":
      'Checked (Britannica, CN Tower): the 553 m tower in Toronto was the tallest free-standing structure from 1975/76 until Burj Khalifa passed it in 2007. The CN Tower is right and The Space Needle, The Stratosphere and The Calgary Tower are wrong; explanation confirmed.',
    'In which city is the castle-like Château Frontenac hotel?':
      "Checked (Britannica, Château Frontenac): the Canadian Pacific railway hotel in Quebec City opened in 1893. Quebec City is right and Montreal, Ottawa and Toronto are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which US state is Mount Rushmore?':
      'Checked (Britannica, Mount Rushmore): the memorial is in the Black Hills of South Dakota and was completed in 1941. South Dakota is right and North Dakota, Wyoming and Montana are wrong; explanation confirmed.',
    'Which four US presidents are carved into Mount Rushmore?':
      "Checked (Britannica, Mount Rushmore): the four heads, each about 18 m high, are Washington, Jefferson, Theodore Roosevelt and Lincoln. Washington, Jefferson, Theodore Roosevelt and Lincoln is right and Washington, Adams, Jefferson and Lincoln, Washington, Lincoln, Franklin Roosevelt and Kennedy and Jefferson, Lincoln, Grant and Theodore Roosevelt are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Jefferson, Lincoln, Grant and Theodore Roosevelt' → 'Jefferson, Lincoln, Ulysses S. Grant and Theodore Roosevelt'. Rechecked by len-d: Grant (full name given) is not on Mount Rushmore.",
    'In which city is the Gateway Arch?':
      'Checked (Britannica, Gateway Arch): the 192 m arch in St. Louis was completed in 1965. St. Louis is right and Chicago, Kansas City and Denver are wrong; explanation confirmed.',
    'Which marble obelisk on the National Mall honours the first US president?':
      "Checked (Britannica, Washington Monument): the marble obelisk on the National Mall, finished in 1884, was briefly the world's tallest structure. The Washington Monument is right and The Lincoln Memorial, The Jefferson Memorial and The Bunker Hill Monument are wrong; explanation confirmed.",
    'Which memorial at the western end of the National Mall houses a giant seated statue of a president?':
      'Checked (Britannica, Lincoln Memorial): the memorial at the west end of the Mall holds the seated Lincoln statue, and King gave I Have a Dream from its steps in 1963. The Lincoln Memorial is right and The Jefferson Memorial, The Washington Monument and The Ulysses S. Grant Memorial are wrong; explanation confirmed.',
    'In which city is the Liberty Bell?':
      'Checked (Britannica, Liberty Bell): the bell is in Philadelphia and cracked beyond use in the 19th century. Philadelphia is right and Boston, Washington, D.C. and New York City are wrong; explanation confirmed.',
    'Which dam on the Colorado River, completed in 1936, holds back Lake Mead?':
      'Checked (Britannica, Hoover Dam): the dam on the Colorado at the Nevada-Arizona border, completed in 1936, impounds Lake Mead. Hoover Dam is right and Glen Canyon Dam, Grand Coulee Dam and Davis Dam are wrong; explanation confirmed.',
    'In which US state is the Grand Canyon?':
      'Checked (Britannica, Grand Canyon): the canyon carved by the Colorado River is in Arizona. Arizona is right and Utah, Nevada and Colorado are wrong; explanation confirmed.',
    'In which national park is the geyser Old Faithful?':
      'Checked (Britannica, Old Faithful): the geyser is in Yellowstone, established in 1872 as the first national park. Yellowstone is right and Yosemite, Grand Teton and Glacier are wrong; explanation confirmed.',
    'In which city is the Alamo mission, scene of a famous siege in 1836?':
      'Checked (Britannica, Alamo): the mission in San Antonio was besieged in 1836, and Remember the Alamo became the Texan cry. San Antonio is right and Houston, Dallas and El Paso are wrong; explanation confirmed.',
    'In which country is Machu Picchu?':
      'Checked (Britannica, Machu Picchu): the Inca site is in Peru, above the Urubamba valley. Peru is right and Bolivia, Chile and Ecuador are wrong; explanation confirmed.',
    'In which country are the Nazca Lines?':
      'Checked (Britannica, Nazca Lines): the geoglyphs are in the desert of southern Peru and are best seen from the air. Peru is right and Chile, Bolivia and Ecuador are wrong; explanation confirmed.',
    'In which city is the Christ the Redeemer statue?':
      'Checked (Britannica, Christ the Redeemer): the statue is in Rio de Janeiro on Corcovado. Rio de Janeiro is right and São Paulo, Salvador and Buenos Aires are wrong; explanation confirmed.',
    'In which city is Copacabana beach?':
      "Checked (Britannica, Copacabana): the beach is in Rio de Janeiro, and its wave-patterned promenade copies Lisbon's Rossio. Rio de Janeiro is right and São Paulo, Salvador and Recife are wrong; explanation confirmed.",
    'Which granite peak in Rio de Janeiro is reached by a cable car from Urca?':
      'Checked (Britannica, Sugarloaf Mountain): the granite peak in Rio is reached by a cable car from Urca, first run in 1912. Sugarloaf Mountain is right and Corcovado, Tijuca Peak and Two Brothers Hill are wrong; explanation confirmed.',
    'Which architect designed the cathedral and the National Congress in Brasília?':
      "Checked (Britannica, Oscar Niemeyer): Niemeyer designed Brasília's cathedral and National Congress, and Lúcio Costa made the city plan, inaugurated in 1960. Oscar Niemeyer is right and Lúcio Costa, Roberto Burle Marx and Lina Bo Bardi are wrong; explanation confirmed.",
    'In which country is the ancient Maya city of Chichén Itzá?':
      'Checked (Britannica, Chichén Itzá): the Maya city is on the Yucatán Peninsula in Mexico. Mexico is right and Guatemala, Peru and Honduras are wrong; explanation confirmed.',
    'In which country is the Maya city of Tikal?':
      "Checked (Britannica, Tikal): the Maya city of Tikal is in northern Guatemala. Guatemala is right and Mexico, Honduras and Belize are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Belize' → 'El Salvador'. Rechecked by len-d: Tikal is in Guatemala's Petén, not El Salvador.",
    'Which ancient city near Mexico City has the Pyramids of the Sun and the Moon?':
      "Checked (Britannica, Teotihuacán): the city near Mexico City has the Pyramids of the Sun and Moon and was among the world's largest about AD 500. Teotihuacan is right and Tula, Monte Albán and Palenque are wrong; explanation confirmed.",
    'Which Mexican pyramid is the largest in the world by volume?':
      "Checked (Britannica, Cholula): the Great Pyramid of Cholula is the largest pyramid by volume, now a hill topped by a Spanish church. The Great Pyramid of Cholula is right and The Pyramid of the Sun, The Pyramid of the Moon and El Castillo are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which canal, opened in 1914, links the Atlantic and Pacific Oceans?':
      'Checked (Britannica, Panama Canal): the canal, opened in 1914, links the Atlantic and Pacific, with locks raising ships about 26 m to Gatun Lake. The Panama Canal is right and The Suez Canal, The Kiel Canal and The Corinth Canal are wrong; explanation confirmed.',
    'Which Pacific island is famous for its giant stone statues, the moai?':
      'Checked (Britannica, Easter Island): the moai stand on Easter Island, Rapa Nui, a Chilean territory. Easter Island is right and Tahiti, Pitcairn Island and Norfolk Island are wrong; explanation confirmed.',
    'Which Danish architect designed the Sydney Opera House?':
      'Checked (Britannica, Jørn Utzon): the Danish architect designed the Sydney Opera House, opened in 1973. Jørn Utzon is right and Arne Jacobsen, Frank Lloyd Wright and Oscar Niemeyer are wrong; explanation confirmed.',
    'In which city is the opera house with roofs shaped like white sails?':
      'Checked (Britannica, Sydney Opera House): the opera house with sail-like roofs is in Sydney, covered with over a million tiles. Sydney is right and Melbourne, Auckland and Brisbane are wrong; explanation confirmed.',
    'What is the Sydney Harbour Bridge nicknamed?':
      'Checked (Britannica, Sydney Harbour Bridge): the steel arch bridge, opened in 1932, is nicknamed the Coathanger. The Coathanger is right and The Hairpin, The Wishbone and The Paperclip are wrong; explanation confirmed.',
    'What is the other name of Uluru, the great sandstone monolith in central Australia?':
      'Checked (Britannica, Uluru): Uluru is also called Ayers Rock, is sacred to the Anangu, and climbing was banned in 2019. Ayers Rock is right and Kings Rock, Wave Rock and Mount Conner are wrong; explanation confirmed.',
    'In which New Zealand city is the Sky Tower?':
      'Checked (Britannica, Auckland): the Sky Tower in Auckland is 328 m tall and offers a guided-wire jump. Auckland is right and Wellington, Christchurch and Queenstown are wrong; explanation confirmed.',
    'Near which New Zealand town was the Hobbiton film set built?':
      'Checked (Tourism New Zealand, Hobbiton Movie Set): the Hobbiton set is on a farm near Matamata and was rebuilt permanently for The Hobbit. Matamata is right and Rotorua, Taupō and Queenstown are wrong; explanation confirmed.',
    'Which ancient wonder was a giant bronze statue of the sun god Helios?':
      'Checked (Britannica, Colossus of Rhodes): the bronze statue of Helios was toppled by an earthquake about 226 BC, some 54 years after completion. The Colossus of Rhodes is right and The Statue of Zeus at Olympia, The Mausoleum at Halicarnassus and The Temple of Artemis are wrong; explanation confirmed.',
    'Which ancient wonder, the tomb of a Persian governor, gave its name to all grand tombs?':
      "Checked (Britannica, Mausoleum of Halicarnassus): the tomb of Mausolus, Persian satrap of Caria, at modern Bodrum gave its name to all mausoleums. The Mausoleum at Halicarnassus is right and The Colossus of Rhodes, The Lighthouse of Alexandria and The Temple of Artemis are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The Temple of Artemis' → 'The Temple of Artemis at Ephesus'. Rechecked by len-d: the Temple of Artemis at Ephesus (full name) was a temple, not a tomb.",
    'Which ancient wonder stood on the island of Pharos?':
      'Checked (Britannica, Pharos of Alexandria): the lighthouse stood on the island of Pharos and was probably over 100 m tall. The Lighthouse of Alexandria is right and The Colossus of Rhodes, The Temple of Artemis and The Hanging Gardens of Babylon are wrong; explanation confirmed.',
    'In which modern country did the Temple of Artemis, one of the Seven Wonders, stand?':
      "Checked (Britannica, Temple of Artemis): the temple stood at Ephesus, in modern Turkey, and was burned by Herostratus in 356 BC. Turkey is right and Greece, Egypt and Italy are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Italy' → 'Lebanon'. Rechecked by len-d: Ephesus is in Turkey, not Lebanon.",
    'Which monument was given honorary status when the New Seven Wonders of the World were chosen in 2007?':
      'Checked (New7Wonders Foundation, Great Pyramid): the Great Pyramid was made an honorary candidate in 2007 after Egyptian objections. The Great Pyramid of Giza is right and Stonehenge, The Acropolis and Angkor Wat are wrong; explanation confirmed.',
    'Which architect designed the Sagrada Família?':
      'Checked (Britannica, Antoni Gaudí): Gaudí designed the Sagrada Família and worked on it until his death in 1926. Antoni Gaudí is right and Le Corbusier, Santiago Calatrava and Frank Gehry are wrong; explanation confirmed.',
    "Which architect designed St Paul's Cathedral in London?":
      "Checked (Britannica, Christopher Wren): Wren designed St Paul's and is buried there under the inscription Si monumentum requiris, circumspice. Christopher Wren is right and Inigo Jones, Nicholas Hawksmoor and John Vanbrugh are wrong; explanation confirmed.",
    'Which architect designed the spiralling Guggenheim Museum in New York?':
      "Checked (Britannica, Solomon R. Guggenheim Museum): Frank Lloyd Wright's spiral museum opened in 1959, six months after his death. Frank Lloyd Wright is right and Frank Gehry, Ludwig Mies van der Rohe and Philip Johnson are wrong; explanation confirmed.",
    'Which Spanish architect designed the City of Arts and Sciences in Valencia?':
      "Checked (Britannica, Santiago Calatrava): Calatrava, born in Valencia in 1951, designed the City of Arts and Sciences there. Santiago Calatrava is right and Rafael Moneo, Ricardo Bofill and Enric Miralles are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which British architect designed the glass dome on Berlin's Reichstag building?":
      'Checked (Britannica, Reichstag): Norman Foster designed the glass dome with its spiral ramps above the chamber. Norman Foster is right and Richard Rogers, Zaha Hadid and David Chipperfield are wrong; explanation confirmed.',
    'Which architect designed the London Aquatics Centre for the 2012 Olympics?':
      'Checked (Britannica, Zaha Hadid): Hadid designed the London Aquatics Centre and in 2004 became the first woman to win the Pritzker Prize. Zaha Hadid is right and Norman Foster, Richard Rogers and David Adjaye are wrong; explanation confirmed.',
  },
};
