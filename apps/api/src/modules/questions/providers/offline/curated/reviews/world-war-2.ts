import type { BankReview } from './review.js';

/** bank-life's check of bank-war's world-war-2 bank at 4759ce8 (ADR 0195); registered in index.ts once both are merged. */
export const worldWar2Review: BankReview = {
  bank: 'world-war-2',
  writer: 'bank-war',
  reviewer: 'bank-life',
  checks: {
    'In which country was Adolf Hitler born?':
      "Checked (reviewer's knowledge): Austria is right and the three wrong options (Germany, Switzerland, Hungary) are wrong; explanation confirmed.",
    'What was the title of the book Hitler wrote in prison in 1924?':
      "Checked (reviewer's knowledge): Mein Kampf is right and the three wrong options (Mein Weg, Mein Volk, Mein Reich) are wrong; explanation confirmed.",
    'What name was given to the alliance of Britain, the United States, the Soviet Union and China?':
      "Checked (reviewer's knowledge): The Allies is right and the three wrong options (The Axis, The Entente, The Central Powers) are wrong; explanation confirmed.",
    'Which neutral country was almost completely surrounded by Axis-held territory from late 1942?':
      "Checked (reviewer's knowledge): Switzerland was enclosed by Germany, Italy and, after Case Anton (November 1942), occupied Vichy France; Portugal, Ireland and Turkey were never surrounded; explanation confirmed.",
    'In which year did World War II begin?':
      "Checked (reviewer's knowledge): 1939 is right, the three wrong options are wrong; explanation confirmed. Note (not a rejection): several texts (the Phoney War 'between September 1939 and April 1940', the evacuation explanation) hint at the year; the fact is common knowledge.",
    'In which year did World War II end?':
      "Checked (reviewer's knowledge): 1945 is right and the three wrong options (1944, 1946, 1943) are wrong; explanation confirmed.",
    "Which singer was known as the Forces' Sweetheart?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Vera Lynn was known as the Forces' Sweetheart and sang We'll Meet Again; Gracie Fields, Anne Shelton and Joan Hammond were other wartime singers without that title.",
    "What was the Nazi party's emblem, a hooked cross, called?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Nazi party adopted the swastika, a hooked cross, as its emblem in 1920; the iron cross, the black eagle and the sun wheel are other German symbols, none of them a hooked cross.",
    "Which British prime minister returned from Munich in 1938 promising 'peace for our time'?":
      "Checked (reviewer's knowledge): Neville Chamberlain is right and the three wrong options (Stanley Baldwin, Ramsay MacDonald, Anthony Eden) are wrong; explanation confirmed.",
    'What name was given to the German way of war built on fast, massed attacks by tanks and dive-bombers?':
      "Checked (reviewer's knowledge): Blitzkrieg is right and the three wrong options (Anschluss, Lebensraum, Kristallnacht) are wrong; explanation confirmed.",
    'In which French forest did France sign an armistice with Germany in June 1940?':
      "Checked (reviewer's knowledge): the armistice of 22 June 1940 was signed at Rethondes in the Forest of Compiègne, in Foch's 1918 railway carriage; the other three are forests near Paris with no armistice; explanation confirmed.",
    'What was the German annexation of Austria in March 1938 called?':
      "Checked (reviewer's knowledge): The Anschluss is right and the three wrong options (The Lebensraum, The Blitzkrieg, The Gleichschaltung) are wrong; explanation confirmed.",
    'Which border region did the Munich Agreement of 1938 hand to Germany?':
      "Checked (reviewer's knowledge): The Sudetenland is right and the three wrong options (The Saar, The Rhineland, Alsace) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Soviet foreign minister signed a non-aggression pact with Germany in August 1939?':
      "Checked (reviewer's knowledge): Vyacheslav Molotov is right and the three wrong options (Maxim Litvinov, Andrei Gromyko, Lavrentiy Beria) are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Lavrentiy Beria' → 'Mikhail Tukhachevsky'. Rechecked by len-e: Molotov signed the pact; Tukhachevsky was shot in 1937.",
    'Which African country did Fascist Italy invade in 1935?':
      "Checked (reviewer's knowledge): Ethiopia is right and the three wrong options (Libya, Egypt, Sudan) are wrong; explanation confirmed.",
    'Which region of north-east China did Japan seize in 1931–32?':
      "Checked (reviewer's knowledge): Manchuria is right and the three wrong options (Tibet, Xinjiang, Yunnan) are wrong; explanation confirmed.",
    'What name was given to the months of little fighting in the west between September 1939 and April 1940?':
      "Checked (reviewer's knowledge): The Phoney War is right and the three wrong options (The Long Wait, The Quiet Front, The Winter Lull) are wrong; explanation confirmed.",
    'Which two countries did Germany invade on 9 April 1940?':
      "Checked (reviewer's knowledge): Denmark and Norway is right and the three wrong options (Sweden and Norway, Denmark and Sweden, Finland and Norway) are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Finland and Norway' → 'Belgium and the Netherlands'. Rechecked by len-e: Germany invaded Denmark and Norway on 9 April 1940; Belgium and the Netherlands were invaded on 10 May.",
    'Which US law of March 1941 let America supply Britain with weapons without immediate payment?':
      "Checked (reviewer's knowledge): Lend-Lease is right and the three wrong options (Cash and Carry, The Neutrality Act, The Marshall Plan) are wrong; explanation confirmed.",
    'Which German region did Hitler remilitarise in March 1936, breaking the Treaty of Versailles?':
      "Checked (reviewer's knowledge): The Rhineland is right and the three wrong options (The Sudetenland, The Saar, Silesia) are wrong; explanation confirmed.",
    'Which clash near Beijing in July 1937 started full-scale war between Japan and China?':
      "Checked (reviewer's knowledge): the Marco Polo Bridge Incident of 7 July 1937 near Wanping; Mukden (1931), Panay (December 1937) and the Tanggu Truce (1933) are other events. Note: the key is much the longest option (a guesser cue), acceptable.",
    'On which date in 1939 did the Soviet Union invade eastern Poland?':
      "Checked (reviewer's knowledge): 17 September 1939; 1 September was the German invasion, 3 September the British and French declarations, 30 November the attack on Finland; explanation confirmed.",
    'What was the code name for the planned German invasion of Britain in 1940?':
      "Checked (reviewer's knowledge): Operation Sea Lion is right and the three wrong options (Operation Felix, Operation Weserübung, Operation Marita) are wrong; explanation confirmed.",
    'Which statement of war aims did the British and American leaders agree aboard ships off Newfoundland in August 1941?':
      "Checked (reviewer's knowledge): the Atlantic Charter, agreed in Placentia Bay on 14 August 1941; the Four Freedoms was a Roosevelt speech (January 1941), the Casablanca and Moscow declarations came in 1943; explanation (its principles shaped the UN Charter) confirmed.",
    'What was the alliance treaty signed by Germany and Italy in May 1939 nicknamed?':
      "Checked (reviewer's knowledge): The Pact of Steel is right and the three wrong options (The Pact of Iron, The Pact of Honour, The Pact of Rome) are wrong; explanation confirmed.",
    'In which year did Nazi Germany pass laws stripping Jews of citizenship and banning their marriage to non-Jews?':
      "Checked (reviewer's knowledge): 1935 is right and the three wrong options (1933, 1938, 1941) are wrong; explanation confirmed.",
    'By what name is 6 June 1944 best known?':
      "Checked (reviewer's knowledge): D-Day is right and the three wrong options (V-E Day, V-J Day, Armistice Day) are wrong; explanation confirmed.",
    'In which spa town did the French government that collaborated with Germany sit from 1940?':
      "Checked (reviewer's knowledge): Vichy is right and the three wrong options (Lyon, Bordeaux, Tours) are wrong; explanation confirmed.",
    'What was the code name for the Allied invasion of Normandy in June 1944?':
      "Checked (reviewer's knowledge): Operation Overlord is right and the three wrong options (Operation Barbarossa, Operation Market Garden, Operation Torch) are wrong; explanation confirmed.",
    "What was the code name for Germany's invasion of the Soviet Union in 1941?":
      "Checked (reviewer's knowledge): Operation Barbarossa is right and the three wrong options (Operation Sea Lion, Operation Overlord, Operation Torch) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'From which French port were over 330,000 Allied soldiers evacuated in 1940?':
      "Checked (reviewer's knowledge): Dunkirk is right and the three wrong options (Calais, Dieppe, Cherbourg) are wrong; explanation confirmed.",
    'Which battle, fought from August 1942 to February 1943, ended with the surrender of the German Sixth Army?':
      "Checked (reviewer's knowledge): Stalingrad is right and the three wrong options (Kursk, Moscow, Leningrad) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What name is given to the air battle over southern England in the summer and autumn of 1940?':
      "Checked (reviewer's knowledge): The Battle of Britain is right and the three wrong options (The Battle of the Bulge, Operation Sea Lion, The Battle of the Atlantic) are wrong; explanation confirmed.",
    'In which forested region was the Battle of the Bulge fought in 1944–45?':
      "Checked (reviewer's knowledge): the Ardennes, December 1944 – January 1945; explanation confirmed. Note: the Maginot Line explanation (attack through the Ardennes in 1940) hints at it; acceptable as it names another campaign.",
    "Which Norwegian politician's name became a byword for traitor after he collaborated with the Germans?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Vidkun Quisling led the collaborationist government of occupied Norway and was executed on 24 October 1945; 'quisling' became a word for traitor; Hamsun, Nygaardsvold and Lie are Norwegians whose names did not.",
    'What name was given to the German bombing of London and other British cities in 1940–41?':
      "Checked (reviewer's knowledge): The Blitz is right and the three wrong options (The Barrage, The Onslaught, The Pounding) are wrong; explanation confirmed.",
    'What were German submarines commonly called?':
      "Checked (reviewer's knowledge): U-boats is right and the three wrong options (E-boats, Q-ships, Stukas) are wrong; explanation confirmed.",
    'In which city did Hitler spend his last weeks in an underground bunker?':
      "Checked (reviewer's knowledge): Berlin is right and the three wrong options (Munich, Berchtesgaden, Nuremberg) are wrong; explanation confirmed.",
    'Which Soviet city was besieged by German and Finnish forces for nearly 900 days?':
      "Checked (reviewer's knowledge): Leningrad is right and the three wrong options (Moscow, Kyiv, Smolensk) are wrong; explanation confirmed.",
    'Which American landing beach in Normandy saw the heaviest losses in June 1944?':
      "Checked (reviewer's knowledge): Omaha is right and the three wrong options (Utah, Gold, Sword) are wrong; explanation confirmed.",
    'Which Dutch city gave its name to the bridge the Allies failed to hold in September 1944?':
      "Checked (reviewer's knowledge): Arnhem is right and the three wrong options (Nijmegen, Eindhoven, Rotterdam) are wrong; explanation confirmed.",
    'Which Italian island did the Allies invade in July 1943?':
      "Checked (reviewer's knowledge): Sicily is right and the three wrong options (Sardinia, Crete, Corsica) are wrong; explanation confirmed.",
    'Which German battleship sank HMS Hood before being sunk herself in May 1941?':
      "Checked (reviewer's knowledge): Bismarck is right and the three wrong options (Tirpitz, Scharnhorst, Gneisenau) are wrong; explanation confirmed.",
    'Which German city was devastated by Allied firebombing on 13–15 February 1945?':
      "Checked (reviewer's knowledge): Dresden is right and the three wrong options (Hamburg, Cologne, Leipzig) are wrong; explanation confirmed. Reworded by the lead (issue 14, a reviewer's note): 'in February 1945' became 'on 13–15 February 1945': other cities (Pforzheim on the 23rd, raids on Leipzig late in the month) were also bombed that February. Rechecked by chk: key right and the only right option: RAF Bomber Command's two night raids of 13–14 February and the USAAF's daylight raids of 14 and 15 February raised the firestorm that destroyed Dresden's centre; Hamburg's firestorm was in July 1943 (Operation Gomorrah), Cologne's first thousand-bomber raid in May 1942, and Leipzig was not devastated on those dates; the new dates are right, and Vonnegut did live through the raid as a prisoner held in a Dresden slaughterhouse, so the explanation is confirmed.",
    'Which British island colony was awarded the George Cross in 1942 for enduring siege and bombing?':
      "Checked (reviewer's knowledge): Malta is right and the three wrong options (Gibraltar, Cyprus, Crete) are wrong; explanation confirmed.",
    'Which of these was a British landing beach in the Normandy landings?':
      "Checked (reviewer's knowledge): Sword (and Gold) were British; Omaha and Utah American, Juno Canadian; explanation confirmed. Note: the text of the Omaha question ('Which American landing beach...') helps a player strike out Omaha here; acceptable.",
    'Which battle of 1943 began with the German offensive code-named Citadel?':
      "Checked (reviewer's knowledge): Kursk is right and the three wrong options (Kharkov, Smolensk, Rzhev) are wrong; explanation confirmed.",
    'Which hilltop abbey in Italy was destroyed by Allied bombing in February 1944?':
      "Checked (reviewer's knowledge): Monte Cassino is right and the three wrong options (Monte Oliveto, Subiaco, Farfa) are wrong; explanation confirmed.",
    'What was the code name for the Allied landings in Morocco and Algeria in November 1942?':
      "Checked (reviewer's knowledge): Operation Torch is right and the three wrong options (Operation Husky, Operation Dragoon, Operation Avalanche) are wrong; explanation confirmed.",
    'Which German warship was scuttled off Montevideo in December 1939?':
      "Checked (reviewer's knowledge): Admiral Graf Spee is right and the three wrong options (Bismarck, Tirpitz, Scharnhorst) are wrong; explanation confirmed.",
    'Troops from which country made up most of the force in the disastrous Dieppe Raid of 1942?':
      "Checked (reviewer's knowledge): about 5,000 of some 6,000 troops at Dieppe (19 August 1942) were Canadian and about 3,400 of them became casualties; explanation confirmed.",
    'What was the code name of the 1944 Soviet offensive that destroyed German Army Group Centre in Belarus?':
      "Checked (reviewer's knowledge): Operation Bagration is right and the three wrong options (Operation Uranus, Operation Mars, Operation Kutuzov) are wrong; explanation confirmed.",
    'Which Greek island did German paratroopers capture in May 1941?':
      "Checked (reviewer's knowledge): Crete is right and the three wrong options (Rhodes, Corfu, Lesbos) are wrong; explanation confirmed.",
    'At Remagen in March 1945, US troops captured an intact bridge over which river?':
      "Checked (reviewer's knowledge): the Ludendorff Bridge over the Rhine was taken on 7 March 1945 and collapsed on 17 March; explanation confirmed.",
    'At Torgau in April 1945, American and Soviet troops first met on which river?':
      "Checked (reviewer's knowledge): The Elbe is right and the three wrong options (The Oder, The Rhine, The Vistula) are wrong; explanation confirmed.",
    'In which year did the Polish Home Army launch its uprising in the capital against the Germans?':
      "Checked (reviewer's knowledge): 1944 is right and the three wrong options (1943, 1942, 1945) are wrong; explanation confirmed.",
    'What was the code name for the July 1943 air raids that caused a firestorm in Hamburg?':
      "Checked (reviewer's knowledge): Operation Gomorrah is right and the three wrong options (Operation Thunderclap, Operation Millennium, Operation Chastise) are wrong; explanation confirmed.",
    'What name is given to the day of victory over Japan in 1945?':
      "Checked (reviewer's knowledge): V-J Day is right and the three wrong options (V-E Day, D-Day, Armistice Day) are wrong; explanation confirmed.",
    'Which US naval base did Japan attack on 7 December 1941?':
      "Checked (reviewer's knowledge): Pearl Harbor is right and the three wrong options (Norfolk, San Diego, Scapa Flow) are wrong; explanation confirmed.",
    'On which Japanese city was the first atomic bomb used in war?':
      "Checked (reviewer's knowledge): Hiroshima is right and the three wrong options (Nagasaki, Tokyo, Kyoto) are wrong; explanation confirmed.",
    'Which Japanese city was hit by the second atomic bomb on 9 August 1945?':
      "Checked (reviewer's knowledge): Nagasaki is right and the three wrong options (Hiroshima, Osaka, Kokura) are wrong; explanation confirmed.",
    'Which 1942 naval battle in the Pacific saw the US sink four Japanese aircraft carriers?':
      "Checked (reviewer's knowledge): Midway is right and the three wrong options (Coral Sea, Leyte Gulf, Guadalcanal) are wrong; explanation confirmed.",
    'Who was Emperor of Japan throughout World War II?':
      "Checked (reviewer's knowledge): Hirohito is right and the three wrong options (Akihito, Yoshihito, Mutsuhito) are wrong; explanation confirmed.",
    'What name was given to Japanese pilots who deliberately crashed their planes into enemy ships?':
      "Checked (reviewer's knowledge): Kamikaze is right and the three wrong options (Banzai, Bushido, Samurai) are wrong; explanation confirmed.",
    'What was the name of the aircraft that dropped the first atomic bomb used in war?':
      "Checked (reviewer's knowledge): Enola Gay is right and the three wrong options (Bockscar, Memphis Belle, The Great Artiste) are wrong; explanation confirmed.",
    'On which US battleship did Japan formally surrender on 2 September 1945?':
      "Checked (reviewer's knowledge): USS Missouri is right and the three wrong options (USS Arizona, USS Enterprise, USS Iowa) are wrong; explanation confirmed.",
    'On which volcanic island did US Marines famously raise the flag on Mount Suribachi in February 1945?':
      "Checked (reviewer's knowledge): Iwo Jima is right and the three wrong options (Okinawa, Saipan, Guadalcanal) are wrong; explanation confirmed.",
    'Which British base in Asia surrendered to Japan in February 1942, with about 80,000 Allied troops taken prisoner?':
      "Checked (reviewer's knowledge): Singapore is right and the three wrong options (Hong Kong, Rangoon, Colombo) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Japanese admiral planned the attack of 7 December 1941 on the US Pacific Fleet?':
      "Checked (reviewer's knowledge): Isoroku Yamamoto is right and the three wrong options (Hideki Tojo, Tomoyuki Yamashita, Takeo Kurita) are wrong; explanation confirmed.",
    'Which Solomon Islands island saw a long struggle between August 1942 and February 1943?':
      "Checked (reviewer's knowledge): Guadalcanal is right and the three wrong options (Bougainville, Tarawa, New Britain) are wrong; explanation confirmed.",
    'Which Japanese island, invaded by US forces in April 1945, saw nearly three months of fighting?':
      "Checked (reviewer's knowledge): Okinawa is right and the three wrong options (Iwo Jima, Kyushu, Shikoku) are wrong; explanation confirmed.",
    'Which US admiral commanded the Pacific Fleet from the end of December 1941?':
      "Checked (reviewer's knowledge): Chester Nimitz is right and the three wrong options (William Halsey, Raymond Spruance, Ernest King) are wrong; explanation confirmed.",
    'Which country declared war on Japan on 8 August 1945, between the two atomic bombings?':
      "Checked (reviewer's knowledge): The Soviet Union is right and the three wrong options (Turkey, Argentina, Mongolia) are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Turkey' → 'The United Kingdom'. Rechecked by len-e: the USSR declared war on 8 August 1945; Britain had been at war with Japan since December 1941.",
    'Which Australian city was bombed by Japanese aircraft on 19 February 1942?':
      "Checked (reviewer's knowledge): Darwin is right and the three wrong options (Perth, Adelaide, Hobart) are wrong; explanation confirmed.",
    'Which October 1944 battle off the Philippines broke the Japanese navy as a fighting force?':
      "Checked (reviewer's knowledge): Leyte Gulf is right and the three wrong options (Philippine Sea, Coral Sea, Java Sea) are wrong; explanation confirmed.",
    'Which 1942 battle was the first in which the opposing fleets never saw each other?':
      "Checked (reviewer's knowledge): Coral Sea is right and the three wrong options (Java Sea, Savo Island, Santa Cruz Islands) are wrong; explanation confirmed.",
    'Which peninsula gave its name to the forced march of US and Filipino prisoners in April 1942?':
      "Checked (reviewer's knowledge): Bataan is right and the three wrong options (Zambales, Cavite, Bicol) are wrong; explanation confirmed.",
    'Which Japanese officer held out in the Philippine jungle until 1974?':
      "Checked (reviewer's knowledge): Hiroo Onoda surrendered on Lubang in March 1974 when Major Taniguchi relieved him; Yokoi was found on Guam (1972), Nakamura on Morotai in Indonesia (1974), Yamashita was executed in 1946; explanation confirmed.",
    'What was the code name of the first atomic bomb used in war?':
      "Checked (reviewer's knowledge): Little Boy is right and the three wrong options (Fat Man, Thin Man, Big Boy) are wrong; explanation confirmed.",
    'Who led the British Chindits behind Japanese lines in Burma?':
      "Checked (reviewer's knowledge): Orde Wingate is right and the three wrong options (William Slim, Frank Merrill, Joseph Stilwell) are wrong; explanation confirmed.",
    "Which general commanded Britain's Fourteenth Army, the 'Forgotten Army' in Burma?":
      "Checked (reviewer's knowledge): William Slim is right and the three wrong options (Orde Wingate, Archibald Wavell, Harold Alexander) are wrong; explanation confirmed.",
    'Who led the first American air raid on Tokyo, in April 1942?':
      "Checked (reviewer's knowledge): James Doolittle is right and the three wrong options (Curtis LeMay, Paul Tibbets, Claire Chennault) are wrong; explanation confirmed.",
    'On which two Aleutian islands did Japanese troops land in June 1942?':
      "Checked (reviewer's knowledge): Attu and Kiska, June 1942; the other pairs are Aleutian islands Japan did not occupy; explanation (only invasion of US soil in the Americas) confirmed.",
    'Who was Prime Minister of Japan when it went to war with the United States in December 1941?':
      "Checked (reviewer's knowledge): Hideki Tojo is right and the three wrong options (Fumimaro Konoe, Kantaro Suzuki, Kuniaki Koiso) are wrong; explanation confirmed.",
    'What was the Nazi secret state police called?':
      "Checked (reviewer's knowledge): The Gestapo is right and the three wrong options (The Stasi, The SS, The Abwehr) are wrong; explanation confirmed.",
    'Who was Prime Minister of the United Kingdom for most of World War II?':
      "Checked (reviewer's knowledge): Winston Churchill (May 1940 – July 1945) is right, the three wrong options are wrong; explanation confirmed. Its explanation gives away the 'fight on the beaches' question, rejected there.",
    'Who was US President when the United States entered World War II?':
      "Checked (reviewer's knowledge): Franklin D. Roosevelt is right and the three wrong options (Harry S. Truman, Dwight D. Eisenhower, Herbert Hoover) are wrong; explanation confirmed.",
    'Who led the Soviet Union during World War II?':
      "Checked (reviewer's knowledge): Joseph Stalin is right and the three wrong options (Vladimir Lenin, Nikita Khrushchev, Leon Trotsky) are wrong; explanation confirmed.",
    "Who was Italy's fascist dictator during World War II?":
      "Checked (reviewer's knowledge): Benito Mussolini is right and the three wrong options (Francisco Franco, Victor Emmanuel III, Galeazzo Ciano) are wrong; explanation confirmed.",
    'Which French general called on his country to fight on in a BBC broadcast from London in June 1940?':
      "Checked (reviewer's knowledge): Charles de Gaulle is right and the three wrong options (Philippe Pétain, Henri Giraud, Maxime Weygand) are wrong; explanation confirmed.",
    'Which British king reigned throughout World War II?':
      "Checked (reviewer's knowledge): George VI is right and the three wrong options (Edward VIII, Elizabeth II, William IV) are wrong; explanation confirmed.",
    "What title, meaning 'leader', did Hitler take as head of Germany?":
      "Checked (reviewer's knowledge): Führer is right and the three wrong options (Kaiser, Duce, Reichsmarschall) are wrong; explanation confirmed.",
    'Whom did Hitler marry in his bunker the day before they both died?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Hitler married Eva Braun in the Führerbunker on 29 April 1945, the day before both died; Magda Goebbels, Leni Riefenstahl and Geli Raubal were not his wife.",
    'Who was Supreme Commander of the Allied force that invaded France in June 1944?':
      "Checked (reviewer's knowledge): Dwight D. Eisenhower is right and the three wrong options (George S. Patton, Bernard Montgomery, Omar Bradley) are wrong; explanation confirmed.",
    'Which German field marshal was nicknamed the Desert Fox?':
      "Checked (reviewer's knowledge): Erwin Rommel is right and the three wrong options (Heinz Guderian, Erich von Manstein, Gerd von Rundstedt) are wrong; explanation confirmed.",
    "Who was Hitler's minister of propaganda?":
      "Checked (reviewer's knowledge): Joseph Goebbels is right and the three wrong options (Hermann Göring, Heinrich Himmler, Albert Speer) are wrong; explanation confirmed.",
    'Which senior Nazi was commander-in-chief of the Luftwaffe?':
      "Checked (reviewer's knowledge): Hermann Göring is right and the three wrong options (Joseph Goebbels, Heinrich Himmler, Rudolf Hess) are wrong; explanation confirmed.",
    'Who headed the SS from 1929?':
      "Checked (reviewer's knowledge): Heinrich Himmler is right and the three wrong options (Reinhard Heydrich, Martin Bormann, Adolf Eichmann) are wrong; explanation confirmed.",
    "Which deputy of Hitler's flew alone to Scotland in May 1941?":
      "Checked (reviewer's knowledge): Rudolf Hess is right and the three wrong options (Martin Bormann, Reinhard Heydrich, Albert Speer) are wrong; explanation confirmed.",
    'Which Labour leader became British prime minister in July 1945?':
      "Checked (reviewer's knowledge): Clement Attlee is right and the three wrong options (Anthony Eden, Ernest Bevin, Herbert Morrison) are wrong; explanation confirmed.",
    'Which US general commanded the Third Army in its dash across France in 1944?':
      "Checked (reviewer's knowledge): George S. Patton is right and the three wrong options (Omar Bradley, Mark Clark, Courtney Hodges) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which officer planted the briefcase bomb in the July 1944 plot to kill Hitler?':
      "Checked (reviewer's knowledge): Claus von Stauffenberg is right and the three wrong options (Henning von Tresckow, Ludwig Beck, Erwin von Witzleben) are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Ludwig Beck' → 'Albrecht Mertz von Quirnheim'. Rechecked by len-e: Stauffenberg planted the bomb; Mertz von Quirnheim stayed in Berlin at the Bendlerblock.",
    'Who led the communist Partisans fighting the occupation of Yugoslavia?':
      "Checked (reviewer's knowledge): Josip Broz Tito is right and the three wrong options (Draža Mihailović, Ante Pavelić, Milan Nedić) are wrong; explanation confirmed.",
    'Which dictator met Hitler at Hendaye in 1940 but kept his country out of the war?':
      "Checked (reviewer's knowledge): Francisco Franco is right and the three wrong options (António Salazar, Miklós Horthy, Ion Antonescu) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which US general promised I shall return when he left the Philippines in 1942?':
      "Checked (reviewer's knowledge): Douglas MacArthur is right and the three wrong options (Chester Nimitz, George S. Patton, Omar Bradley) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which British general won the Second Battle of El Alamein in 1942?':
      "Checked (reviewer's knowledge): Bernard Montgomery is right and the three wrong options (Harold Alexander, Claude Auchinleck, Archibald Wavell) are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Archibald Wavell' → 'Henry Maitland Wilson'. Rechecked by len-e: Montgomery won Second El Alamein; Maitland Wilson did not command there.",
    'Who became German armaments minister in February 1942?':
      "Checked (reviewer's knowledge): Albert Speer is right and the three wrong options (Fritz Todt, Hjalmar Schacht, Walther Funk) are wrong; explanation confirmed.",
    'Which senior Nazi was assassinated in Prague in 1942 by Czech and Slovak parachutists?':
      "Checked (reviewer's knowledge): Reinhard Heydrich is right and the three wrong options (Adolf Eichmann, Hans Frank, Konstantin von Neurath) are wrong; explanation confirmed.",
    'Which Soviet marshal signed the German surrender in Berlin on 8 May 1945 for the Soviet side?':
      "Checked (reviewer's knowledge): Zhukov signed at Karlshorst on 8 May 1945; explanation confirmed. Note: this text gives away the V-E Day question (rejected there).",
    'Which commander of the German Sixth Army surrendered to the Red Army in January 1943?':
      "Checked (reviewer's knowledge): Friedrich Paulus is right and the three wrong options (Erich von Manstein, Walther von Reichenau, Wilhelm Keitel) are wrong; explanation confirmed.",
    "Which marshal commanded Finland's armed forces in the Winter War?":
      "Checked (reviewer's knowledge): Gustaf Mannerheim is right and the three wrong options (Risto Ryti, Juho Paasikivi, Kyösti Kallio) are wrong; explanation confirmed.",
    'Which Japanese general was nicknamed the Tiger of Malaya?':
      "Checked (reviewer's knowledge): Tomoyuki Yamashita is right and the three wrong options (Masaharu Homma, Hideki Tojo, Iwane Matsui) are wrong; explanation confirmed.",
    "Which US general answered 'Nuts!' to a German demand to surrender at Bastogne?":
      "Checked (reviewer's knowledge): Anthony McAuliffe is right and the three wrong options (Maxwell Taylor, Matthew Ridgway, James Gavin) are wrong; explanation confirmed.",
    'At which 1943 conference did the British, American and Soviet leaders first all meet together?':
      "Checked (reviewer's knowledge): Tehran, November–December 1943, was the first meeting of Churchill, Roosevelt and Stalin together; Stalin attended none of Casablanca, Cairo or Quebec; no clash with cold-war's Yalta and Potsdam questions.",
    'What were children sent from British cities to the safety of the countryside called?':
      "Checked (reviewer's knowledge): Evacuees is right and the three wrong options (Refugees, Boarders, Lodgers) are wrong; explanation confirmed.",
    'What did every British civilian carry from 1939 in case of a poison-gas attack?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: about 38 million gas masks were issued to British civilians by the outbreak of war in 1939 and carried for fear of gas attacks; a tin helmet, whistle and torch were not issued to every civilian.",
    "Which British volunteer defence force of 1940–44 was later nicknamed 'Dad's Army'?":
      "Checked (reviewer's knowledge): The Home Guard is right and the three wrong options (The Territorial Army, The Special Constabulary, The Royal Observer Corps) are wrong; explanation confirmed.",
    'Which American cultural icon stood for women working in war factories?':
      "Checked (reviewer's knowledge): Rosie the Riveter is right and the three wrong options (Betty the Builder, Molly the Machinist, Peggy the Plumber) are wrong; explanation confirmed.",
    'Which British islands were occupied by German forces from 1940 to 1945?':
      "Checked (reviewer's knowledge): The Channel Islands is right and the three wrong options (The Isle of Man, The Isles of Scilly, The Shetland Islands) are wrong; explanation confirmed.",
    'What were the lights-out rules that kept British towns dark at night called?':
      "Checked (reviewer's knowledge): The blackout is right and the three wrong options (The curfew, The night watch, The shutdown) are wrong; explanation confirmed.",
    'Which corrugated-steel air-raid shelter was half-buried in British back gardens?':
      "Checked (reviewer's knowledge): The Anderson shelter is right and the three wrong options (The Morrison shelter, The Stanton shelter, The Nissen hut) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which wartime campaign urged Britons to turn gardens and parks into vegetable plots?':
      "Checked (reviewer's knowledge): Dig for Victory is right and the three wrong options (Make Do and Mend, Careless Talk Costs Lives, Keep Calm and Carry On) are wrong; explanation confirmed.",
    'What was the organisation of women who worked on British farms called?':
      "Checked (reviewer's knowledge): The Women's Land Army is right and the three wrong options (The Women's Auxiliary Air Force, The Women's Royal Naval Service, The Women's Voluntary Service) are wrong; explanation confirmed.",
    'Which American band leader disappeared on a flight over the English Channel in December 1944?':
      "Checked (reviewer's knowledge): Glenn Miller is right and the three wrong options (Benny Goodman, Artie Shaw, Tommy Dorsey) are wrong; explanation confirmed.",
    'Which British agency sent agents into occupied Europe to carry out sabotage?':
      "Checked (reviewer's knowledge): The Special Operations Executive is right and the three wrong options (The Secret Intelligence Service, The Political Warfare Executive, The Security Service) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which US wartime intelligence agency, formed in 1942, was a forerunner of the CIA?':
      "Checked (reviewer's knowledge): The OSS is right and the three wrong options (The NSA, The FBI, The DIA) are wrong; explanation confirmed.",
    'Which US order of February 1942 led to the internment of Japanese Americans?':
      "Checked (reviewer's knowledge): Executive Order 9066 is right and the three wrong options (Executive Order 8802, Executive Order 9981, Executive Order 6102) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year did all food rationing finally end in Britain?':
      "Checked (reviewer's knowledge): rationing ended on 4 July 1954 when meat came off the ration; explanation confirmed. Note: this text gives away the rationing question (rejected there).",
    "What work were the young British conscripts known as 'Bevin Boys' sent to do?":
      "Checked (reviewer's knowledge): Coal mining is right and the three wrong options (Shipbuilding, Farm labour, Munitions filling) are wrong; explanation confirmed.",
    "Which broadcaster of Nazi propaganda to Britain was nicknamed 'Lord Haw-Haw'?":
      "Checked (reviewer's knowledge): William Joyce is right and the three wrong options (Oswald Mosley, John Amery, P. G. Wodehouse) are wrong; explanation confirmed.",
    'About how many people of Japanese descent were interned in the United States during World War II?':
      "Checked (reviewer's knowledge): about 120,000 (110,000–120,000 in the usual sources), about two-thirds US citizens; explanation confirmed.",
    'In which US service did the Navajo code talkers serve?':
      "Checked (reviewer's knowledge): The Marine Corps is right and the three wrong options (The Navy, The Army Air Forces, The Coast Guard) are wrong; explanation confirmed.",
    'What was the German cipher machine that Allied codebreakers cracked?':
      "Checked (reviewer's knowledge): Enigma is right and the three wrong options (Colossus, Purple, Bombe) are wrong; explanation confirmed.",
    'Where did Allied codebreakers, including Alan Turing, work during the Second World War?':
      "Checked (reviewer's knowledge): Bletchley Park is right and the three wrong options (Los Alamos, Scotland Yard, Greenwich) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What was the Luftwaffe?':
      "Checked (reviewer's knowledge): The German air force is right and the three wrong options (The German navy, The German secret police, The German tank corps) are wrong; explanation confirmed.",
    'What was the defensive line France built along its border with Germany?':
      "Checked (reviewer's knowledge): The Maginot Line is right and the three wrong options (The Siegfried Line, The Hindenburg Line, The Gustav Line) are wrong; explanation confirmed.",
    'Which three countries were the main Axis powers?':
      "Checked (reviewer's knowledge): Germany, Italy and Japan is right and the three wrong options (Germany, Austria and Hungary, Germany, Italy and Spain, Germany, Japan and the Soviet Union) are wrong; explanation confirmed.",
    'What was the name of the US project that developed the atomic bomb?':
      "Checked (reviewer's knowledge): The Manhattan Project is right and the three wrong options (Project Apollo, Operation Paperclip, Project Mercury) are wrong; explanation confirmed.",
    'Which British fighter plane was designed by R. J. Mitchell?':
      "Checked (reviewer's knowledge): The Spitfire is right and the three wrong options (The Hurricane, The Lancaster, The Mosquito) are wrong; explanation confirmed.",
    "Which technology did Britain's Chain Home stations use to detect incoming aircraft?":
      "Checked (reviewer's knowledge): Radar is right and the three wrong options (Sonar, Infrared, Sound mirrors) are wrong; explanation confirmed.",
    'Which antibiotic was first mass-produced during World War II to treat Allied wounded?':
      "Checked (reviewer's knowledge): Penicillin is right and the three wrong options (Streptomycin, Tetracycline, Erythromycin) are wrong; explanation confirmed.",
    'Which German weapon was the first long-range guided ballistic missile?':
      "Checked (reviewer's knowledge): The V-2 is right and the three wrong options (The V-1, The Me 262, The Fritz X) are wrong; explanation confirmed.",
    "Which German aircraft was the world's first operational jet fighter?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the Messerschmitt Me 262 entered service in 1944 as the first operational jet fighter; the He 162 came later, the Me 163 was rocket-powered and the Ar 234 a jet bomber. The V-2 fact stays in the space bank. Options reworded for length (issue 14, len-f): 'The Ar 234' → 'The Ar 234 Blitz'. Rechecked by len-e: the Me 262 was the first operational jet fighter; the Ar 234 Blitz was a jet bomber.",
    'Who designed the bouncing bomb used in the 1943 raid on German dams?':
      "Checked (reviewer's knowledge): Barnes Wallis is right and the three wrong options (R. J. Mitchell, Frank Whittle, Sydney Camm) are wrong; explanation confirmed.",
    'Which Soviet medium tank, built in huge numbers from 1940, shocked the Germans in 1941?':
      "Checked (reviewer's knowledge): The T-34 is right and the three wrong options (The KV-1, The IS-2, The T-26) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which US bomber type dropped the atomic bombs on Japan?':
      "Checked (reviewer's knowledge): The B-29 Superfortress is right and the three wrong options (The B-17 Flying Fortress, The B-24 Liberator, The B-25 Mitchell) are wrong; explanation confirmed.",
    'Which British codebreaking machine of 1944 is often called the first programmable electronic digital computer?':
      "Checked (reviewer's knowledge): Colossus (first working January–February 1944), designed by Tommy Flowers; ENIAC was 1945 and American, the Bombe electromechanical, the Z3 electromechanical; no duplicate in technology or programming banks.",
    'What was the British code name for intelligence from decrypted high-level German signals?':
      "Checked (reviewer's knowledge): Ultra is right and the three wrong options (Magic, Purple, Bodyguard) are wrong; explanation confirmed.",
    'Which machine, designed by Alan Turing and Gordon Welchman, sped up the search for the daily German cipher settings?':
      "Checked (reviewer's knowledge): The Bombe is right and the three wrong options (Colossus, Typex, Heath Robinson) are wrong; explanation confirmed.",
    'Which Polish mathematician first broke the German military cipher, in December 1932?':
      "Checked (reviewer's knowledge): Marian Rejewski reconstructed the Enigma wiring in December 1932; the Pyry meeting with the British and French was in July 1939; explanation confirmed.",
    'Which Italian-born physicist led the team that built the first nuclear reactor, in Chicago in 1942?':
      "Checked (reviewer's knowledge): Enrico Fermi is right and the three wrong options (Emilio Segrè, Bruno Pontecorvo, Edoardo Amaldi) are wrong; explanation confirmed.",
    'Which Allied deception plan in 1944 invented a fake army to suggest the invasion would land near Calais?':
      "Checked (reviewer's knowledge): Operation Fortitude (South) with the fictitious First US Army Group under Patton; Mincemeat was 1943, Husky the Sicily invasion, Anvil the southern France landing; explanation confirmed.",
    'Which 1943 British deception planted false invasion plans on a dead body washed ashore in Spain?':
      "Checked (reviewer's knowledge): Operation Mincemeat is right and the three wrong options (Operation Fortitude, Operation Cockade, Operation Starkey) are wrong; explanation confirmed.",
    'Which British jet fighter entered RAF service in July 1944?':
      "Checked (reviewer's knowledge): The Gloster Meteor is right and the three wrong options (The de Havilland Vampire, The Hawker Tempest, The Supermarine Swift) are wrong; explanation confirmed.",
    'Which four-engined Avro bomber was the main RAF heavy bomber from 1942?':
      "Checked (reviewer's knowledge): The Lancaster is right and the three wrong options (The Halifax, The Stirling, The Wellington) are wrong; explanation confirmed.",
    'Which German tank, introduced in 1943, was officially the Panzerkampfwagen V?':
      "Checked (reviewer's knowledge): The Panther is right and the three wrong options (The Tiger, The Panzer IV, The King Tiger) are wrong; explanation confirmed.",
    'What was the American Norden device?':
      "Checked (reviewer's knowledge): A bombsight is right and the three wrong options (A radar set, A cipher machine, A jet engine) are wrong; explanation confirmed.",
    'Which teenage diarist hid with her family in Amsterdam during the Nazi occupation?':
      "Checked (reviewer's knowledge): Anne Frank is right and the three wrong options (Sophie Scholl, Hannah Arendt, Corrie ten Boom) are wrong; explanation confirmed.",
    'About how many Jews were murdered in the Holocaust?':
      "Checked (reviewer's knowledge): Six million is right and the three wrong options (One million, Six hundred thousand, Twenty million) are wrong; explanation confirmed.",
    'Which camp complex in occupied Poland, where about 1.1 million people were murdered, was liberated in January 1945?':
      "Checked (reviewer's knowledge): Auschwitz is right and the three wrong options (Treblinka, Sobibor, Majdanek) are wrong; explanation confirmed.",
    'Which international organisation was founded in 1945 to keep world peace?':
      "Checked (reviewer's knowledge): The United Nations is right and the three wrong options (The League of Nations, NATO, The European Union) are wrong; explanation confirmed.",
    'In which German city were leading Nazis put on trial in 1945–46?':
      "Checked (reviewer's knowledge): Nuremberg is right and the three wrong options (Berlin, Munich, Frankfurt) are wrong; explanation confirmed.",
    'What name was given to the Nazi attacks on Jewish homes, shops and synagogues on 9–10 November 1938?':
      "Checked (reviewer's knowledge): Kristallnacht is right and the three wrong options (Night of the Long Knives, Machtergreifung, Gleichschaltung) are wrong; explanation confirmed.",
    'Which German industrialist saved about 1,200 Jews by employing them in his factories?':
      "Checked (reviewer's knowledge): Oskar Schindler is right and the three wrong options (Raoul Wallenberg, Chiune Sugihara, Albert Göring) are wrong; explanation confirmed.",
    'In which city did Jewish fighters rise up against the Nazis in the ghetto in April 1943?':
      "Checked (reviewer's knowledge): Warsaw is right and the three wrong options (Łódź, Kraków, Vilnius) are wrong; explanation confirmed.",
    'Which occupied country smuggled most of its Jews to Sweden by boat in October 1943?':
      "Checked (reviewer's knowledge): Denmark is right and the three wrong options (Norway, The Netherlands, Belgium) are wrong; explanation confirmed.",
    'Which Nazi official, who organised the deportations, was tried and hanged in Israel in 1962?':
      "Checked (reviewer's knowledge): Adolf Eichmann is right and the three wrong options (Rudolf Höss, Josef Mengele, Klaus Barbie) are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'From September 1941, what colour was the star that Jews in Germany were forced to wear?':
      "Checked (reviewer's knowledge): Yellow is right and the three wrong options (Blue, White, Red) are wrong; explanation confirmed.",
    'Which camp near Munich, opened in March 1933, was among the first Nazi concentration camps?':
      "Checked (reviewer's knowledge): Dachau is right and the three wrong options (Buchenwald, Sachsenhausen, Ravensbrück) are wrong; explanation confirmed.",
    'In which US city was the founding charter of the new world peace organisation signed in June 1945?':
      "Checked (reviewer's knowledge): San Francisco is right and the three wrong options (New York, Washington, Philadelphia) are wrong; explanation confirmed.",
    'What was the Allied policy of purging former party members from German public life called?':
      "Checked (reviewer's knowledge): Denazification is right and the three wrong options (Demilitarisation, Decartelisation, Democratisation) are wrong; explanation confirmed.",
    "At which 1942 meeting near Berlin did senior Nazis coordinate the murder of Europe's Jews?":
      "Checked (reviewer's knowledge): The Wannsee Conference is right and the three wrong options (The Munich Conference, The Potsdam Conference, The Nuremberg Rally) are wrong; explanation confirmed.",
    'In which camp did the young diarist of the Amsterdam secret annex die in early 1945?':
      "Checked (reviewer's knowledge): Bergen-Belsen is right and the three wrong options (Auschwitz, Westerbork, Theresienstadt) are wrong; explanation confirmed.",
    'Which Swedish diplomat saved thousands of Jews in Budapest in 1944?':
      "Checked (reviewer's knowledge): Raoul Wallenberg is right and the three wrong options (Folke Bernadotte, Dag Hammarskjöld, Hans Blix) are wrong; explanation confirmed.",
    'Which Japanese diplomat in Lithuania issued transit visas to thousands of Jews in 1940?':
      "Checked (reviewer's knowledge): Chiune Sugihara is right and the three wrong options (Hiroshi Oshima, Mamoru Shigemitsu, Shigenori Togo) are wrong; explanation confirmed.",
    'Who was the longest-serving commandant of Auschwitz?':
      "Checked (reviewer's knowledge): Rudolf Höss is right and the three wrong options (Amon Göth, Franz Stangl, Theodor Eicke) are wrong; explanation confirmed.",
    'Which US Supreme Court justice led the American prosecution of the major Nazi leaders in 1945–46?':
      "Checked (reviewer's knowledge): Robert H. Jackson was US chief prosecutor at Nuremberg on leave from the Supreme Court; explanation confirmed.",
    'Roughly how many Soviet soldiers and civilians died in World War II?':
      "Checked (reviewer's knowledge): the usual figure is about 27 million (estimates 24–27 million); the wrong options are far off; explanation confirmed.",
    'Which US programme brought German scientists and engineers to America after World War II?':
      "Checked (reviewer's knowledge): Operation Paperclip is right and the three wrong options (Operation Keelhaul, Operation Unthinkable, Operation Downfall) are wrong; explanation confirmed.",
    'What was the code name for the planned Allied invasion of Japan?':
      "Checked (reviewer's knowledge): Operation Downfall is right and the three wrong options (Operation Iceberg, Operation Forager, Operation Cartwheel) are wrong; explanation confirmed.",
    'Which German admiral succeeded Hitler as head of state at the end of April 1945?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Hitler named Grand Admiral Karl Dönitz his successor as head of state; he took office on 30 April 1945 and his Flensburg government was arrested on 23 May; Raeder, Keitel and Jodl were not.",
  },
};
