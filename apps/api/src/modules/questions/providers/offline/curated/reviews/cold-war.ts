import type { BankReview } from './review.js';

/** bank-screen's check of bank-eras' cold-war bank (ADR 0195); registered in index.ts once both are merged. */
export const coldWarReview: BankReview = {
  bank: 'cold-war',
  writer: 'bank-eras',
  reviewer: 'bank-screen',
  checks: {
    'What was the American code name for the Berlin Airlift?':
      "Checked (reviewer's knowledge): Operation Vittles is right and the three wrong options are wrong; explanation confirmed.",
    "Which British leader said in 1946 that an 'iron curtain' had descended across Europe?":
      "Checked (reviewer's knowledge): Winston Churchill is right and the three wrong options are wrong; explanation confirmed.",
    "What was the American plan of 1948 to rebuild Western Europe's economies called?":
      "Checked (reviewer's knowledge): The Marshall Plan is right and the three wrong options are wrong; explanation confirmed.",
    'Which Western military alliance was founded in 1949?':
      "Checked (reviewer's knowledge): NATO is right and the three wrong options are wrong; explanation confirmed.",
    'What was the Soviet-led military alliance of Eastern Europe, formed in 1955, called?':
      "Checked (reviewer's knowledge): The Warsaw Pact is right and the three wrong options are wrong; explanation confirmed.",
    'Into how many occupation zones was Germany divided after 1945?':
      "Checked (reviewer's knowledge): 4 is right and the three wrong options are wrong; explanation confirmed.",
    "What was East Germany's secret police called?":
      "Checked (reviewer's knowledge): The Stasi is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1945 conference in Crimea brought together Roosevelt, Churchill and Stalin?':
      "Checked (reviewer's knowledge): Yalta is right and the three wrong options are wrong; explanation confirmed.",
    "What was the Soviet Union's economic organisation for its Eastern bloc allies called?":
      "Checked (reviewer's knowledge): Comecon is right and the three wrong options are wrong; explanation confirmed.",
    'Which US president announced a doctrine in 1947 to support free peoples against communist pressure?':
      "Checked (reviewer's knowledge): Harry S. Truman is right and the three wrong options are wrong; explanation confirmed.",
    "Which US diplomat's 'Long Telegram' of 1946 argued for containing the Soviet Union?":
      "Checked (reviewer's knowledge): George Kennan is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did the Soviet Union begin its blockade of West Berlin?':
      "Checked (reviewer's knowledge): 1948 is right and the three wrong options are wrong; explanation confirmed.",
    "Which country's 1956 uprising was crushed by Soviet tanks?":
      "Checked (reviewer's knowledge): Hungary is right and the three wrong options are wrong; explanation confirmed.",
    'Which communist leader broke with Stalin in 1948 and kept his country outside the Soviet bloc?':
      "Checked (reviewer's knowledge): Josip Broz Tito is right and the three wrong options are wrong; explanation confirmed.",
    'In which country did the communists seize full power in a 1948 coup in Prague?':
      "Checked (reviewer's knowledge): Czechoslovakia is right and the three wrong options are wrong; explanation confirmed.",
    'What was the 1953 uprising in East Berlin mainly started by?':
      "Checked (reviewer's knowledge): Construction workers' strikes is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Student protests' → 'University students' demonstrations'. Rechecked by len-e: the June 1953 rising began with builders' strikes on the Stalinallee; not a student movement.",
    'Which country, occupied by the four powers, regained full independence in 1955 by promising neutrality?':
      "Checked (reviewer's knowledge): Austria is right and the three wrong options are wrong; explanation confirmed.",
    "What was the American army's name for the main crossing point between East and West Berlin?":
      "Checked (reviewer's knowledge): Checkpoint Charlie is right and the three wrong options are wrong; explanation confirmed.",
    'Which wartime conference of July 1945 met in a palace outside Berlin?':
      "Checked (reviewer's knowledge): Potsdam is right and the three wrong options are wrong; explanation confirmed.",
    'Which American general commanded the US zone in Germany during the Berlin Airlift?':
      "Checked (reviewer's knowledge): Lucius D. Clay is right and the three wrong options are wrong; explanation confirmed.",
    'What did West Berliners nickname the airlift planes, after pilots dropped sweets to children?':
      "Checked (reviewer's knowledge): Raisin bombers is right and the three wrong options are wrong; explanation confirmed.",
    "Which Polish city's workers rose up in June 1956, months before the Hungarian revolution?":
      "Checked (reviewer's knowledge): Poznań is right and the three wrong options are wrong; explanation confirmed.",
    'Which leader of East Germany ordered the building of the Berlin Wall?':
      "Checked (reviewer's knowledge): Walter Ulbricht is right and the three wrong options are wrong; explanation confirmed.",
    'Which West German chancellor knelt at the Warsaw Ghetto memorial in 1970?':
      "Checked (reviewer's knowledge): Willy Brandt is right and the three wrong options are wrong; explanation confirmed.",
    "Which 1975 agreement, signed in Finland by 35 states, recognised Europe's post-war borders?":
      "Checked (reviewer's knowledge): The Helsinki Accords is right and the three wrong options are wrong; explanation confirmed.",
    "What was the CIA's covert campaign against Castro's government, from late 1961, code-named?":
      "Checked (reviewer's knowledge): Operation Mongoose is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did the Cuban Missile Crisis take place?':
      "Checked (reviewer's knowledge): 1962 is right and the three wrong options are wrong; explanation confirmed.",
    'Which failed 1961 invasion of Cuba was backed by the CIA?':
      "Checked (reviewer's knowledge): The Bay of Pigs is right and the three wrong options are wrong; explanation confirmed.",
    'Which Asian country was divided at the 38th parallel?':
      "Checked (reviewer's knowledge): Korea is right and the three wrong options are wrong; explanation confirmed.",
    'Which city became the capital of communist North Vietnam?':
      "Checked (reviewer's knowledge): Hanoi is right and the three wrong options are wrong; explanation confirmed.",
    'Which communist revolutionary took power in Cuba in 1959?':
      "Checked (reviewer's knowledge): Fidel Castro is right and the three wrong options are wrong; explanation confirmed.",
    'Which country did the Soviet Union invade in December 1979?':
      "Checked (reviewer's knowledge): Afghanistan is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did East Germany begin building a wall through Berlin?':
      "Checked (reviewer's knowledge): 1961 is right and the three wrong options are wrong; explanation confirmed.",
    "Which Communist leader proclaimed the People's Republic of China in 1949?":
      "Checked (reviewer's knowledge): Mao Zedong is right and the three wrong options are wrong; explanation confirmed.",
    'Which side did the United States support in the Vietnam War?':
      "Checked (reviewer's knowledge): South Vietnam is right and the three wrong options are wrong; explanation confirmed.",
    'What was the 1968 period of reform in Czechoslovakia called?':
      "Checked (reviewer's knowledge): The Prague Spring is right and the three wrong options are wrong; explanation confirmed.",
    "Which Czechoslovak leader promised 'socialism with a human face' in 1968?":
      "Checked (reviewer's knowledge): Alexander Dubček is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which American pilot was shot down in a U-2 spy plane over the Soviet Union in 1960?':
      "Checked (reviewer's knowledge): Francis Gary Powers is right and the three wrong options are wrong; explanation confirmed.",
    'Which American general commanded UN forces at the Inchon landing in 1950?':
      "Checked (reviewer's knowledge): Douglas MacArthur is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1968 North Vietnamese offensive turned American opinion against the war?':
      "Checked (reviewer's knowledge): The Tet Offensive is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1964 naval incident led Congress to widen the US role in Vietnam?':
      "Checked (reviewer's knowledge): The Gulf of Tonkin incident is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did Saigon fall to North Vietnamese forces?':
      "Checked (reviewer's knowledge): 1975 is right and the three wrong options are wrong; explanation confirmed.",
    'Which US president faced the Soviet Union in the Cuban Missile Crisis?':
      "Checked (reviewer's knowledge): John F. Kennedy is right and the three wrong options are wrong; explanation confirmed.",
    'What did the United States secretly agree to remove from Turkey to end the Cuban Missile Crisis?':
      "Checked (reviewer's knowledge): Jupiter missiles is right and the three wrong options are wrong; explanation confirmed.",
    "Which Western country's 1956 attempt to retake the Suez Canal with Britain was halted under US pressure?":
      "Checked (reviewer's knowledge): France is right and the three wrong options are wrong; explanation confirmed.",
    'Which Angolan conflict drew in Cuban troops from 1975?':
      "Checked (reviewer's knowledge): The Angolan Civil War is right and the three wrong options are wrong; explanation confirmed.",
    'Which US airman was the only combat death of the Cuban Missile Crisis?':
      "Checked (reviewer's knowledge): Rudolf Anderson is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet submarine officer refused to approve a nuclear torpedo launch during the Cuban Missile Crisis?':
      "Checked (reviewer's knowledge): Vasily Arkhipov is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet officer judged a 1983 missile-attack warning to be a false alarm?':
      "Checked (reviewer's knowledge): Stanislav Petrov is right and the three wrong options are wrong; explanation confirmed.",
    'Which Chilean president died during the 1973 coup led by Augusto Pinochet?':
      "Checked (reviewer's knowledge): Salvador Allende is right and the three wrong options are wrong; explanation confirmed.",
    'Which Guatemalan president was overthrown in a CIA-backed coup in 1954?':
      "Checked (reviewer's knowledge): Jacobo Árbenz is right and the three wrong options are wrong; explanation confirmed.",
    'Which Iranian prime minister was overthrown in a 1953 coup backed by Britain and the US?':
      "Checked (reviewer's knowledge): Mohammad Mosaddegh is right and the three wrong options are wrong; explanation confirmed.",
    'Which US operation of 1965–68 was a sustained bombing campaign against North Vietnam?':
      "Checked (reviewer's knowledge): Operation Rolling Thunder is right and the three wrong options are wrong; explanation confirmed.",
    'Which country tested the first atomic bomb, in 1945?':
      "Checked (reviewer's knowledge): The United States is right and the three wrong options are wrong; explanation confirmed.",
    'In which year did the Soviet Union test its first atomic bomb?':
      "Checked (reviewer's knowledge): 1949 is right and the three wrong options are wrong; explanation confirmed.",
    'What does the nuclear strategy MAD stand for?':
      "Checked (reviewer's knowledge): Mutually assured destruction is right and the three wrong options are wrong; explanation confirmed.",
    'Which US programme landed the first people on the Moon, in 1969?':
      "Checked (reviewer's knowledge): Apollo is right and the three wrong options are wrong; explanation confirmed.",
    'Which dog was the first animal to orbit the Earth, in 1957?':
      "Checked (reviewer's knowledge): Laika is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the first woman in space, in 1963?':
      "Checked (reviewer's knowledge): Valentina Tereshkova is right and the three wrong options are wrong; explanation confirmed.",
    'Which American agency was set up in 1958 after the shock of Sputnik?':
      "Checked (reviewer's knowledge): NASA is right and the three wrong options are wrong; explanation confirmed.",
    'What do the letters ICBM stand for?':
      "Checked (reviewer's knowledge): Intercontinental ballistic missile is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet leader introduced the policy of openness called glasnost?':
      "Checked (reviewer's knowledge): Mikhail Gorbachev is right and the three wrong options are wrong; explanation confirmed.",
    'What was the largest nuclear bomb ever tested, by the Soviet Union in 1961, nicknamed?':
      "Checked (reviewer's knowledge): Tsar Bomba is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Iron Star' → 'Iron Hammer'. Rechecked by len-e: the 1961 bomb was the Tsar Bomba; Iron Hammer is no name it was given.",
    'Which 1963 treaty banned nuclear tests in the atmosphere, in space and under water?':
      "Checked (reviewer's knowledge): The Partial Test Ban Treaty is right and the three wrong options are wrong; explanation confirmed.",
    'What was set up in 1963 so that Washington and Moscow could talk directly in a crisis?':
      "Checked (reviewer's knowledge): The hotline is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1987 treaty removed a whole class of intermediate-range nuclear missiles?':
      "Checked (reviewer's knowledge): The INF Treaty is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does the arms control name SALT stand for?':
      "Checked (reviewer's knowledge): Strategic Arms Limitation Talks is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1975 mission saw an American and a Soviet spacecraft dock in orbit?':
      "Checked (reviewer's knowledge): Apollo–Soyuz is right and the three wrong options are wrong; explanation confirmed.",
    'Who made the first spacewalk, in 1965?':
      "Checked (reviewer's knowledge): Alexei Leonov is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which American was the first to orbit the Earth, in 1962?':
      "Checked (reviewer's knowledge): John Glenn is right and the three wrong options are wrong; explanation confirmed.",
    "Which scientist led the Manhattan Project's weapons laboratory at Los Alamos?":
      "Checked (reviewer's knowledge): J. Robert Oppenheimer is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Leo Szilard' → 'Ernest Orlando Lawrence'. Rechecked by len-e: Oppenheimer directed Los Alamos; Ernest O. Lawrence ran the Berkeley Radiation Laboratory.",
    'Which country became the third nuclear power, with a test in 1952?':
      "Checked (reviewer's knowledge): Britain is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who is called the father of the Soviet hydrogen bomb and later won the Nobel Peace Prize?':
      "Checked (reviewer's knowledge): Andrei Sakharov is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the chief designer of the early Soviet space programme, kept secret until his death?':
      "Checked (reviewer's knowledge): Sergei Korolev is right and the three wrong options are wrong; explanation confirmed.",
    'What was the name of the first American hydrogen bomb test, in 1952?':
      "Checked (reviewer's knowledge): Ivy Mike is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1954 American test spread fallout over a Japanese fishing boat?':
      "Checked (reviewer's knowledge): Castle Bravo is right and the three wrong options are wrong; explanation confirmed.",
    'Which American submarine-launched missile first went to sea in 1960?':
      "Checked (reviewer's knowledge): Polaris is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet rocket launched Sputnik 1 and Vostok 1?':
      "Checked (reviewer's knowledge): The R-7 is right and the three wrong options are wrong; explanation confirmed.",
    'Which treaty of 1972 limited each superpower to a small number of anti-ballistic missile sites?':
      "Checked (reviewer's knowledge): The ABM Treaty is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1968 treaty aimed to stop the spread of nuclear weapons to more countries?':
      "Checked (reviewer's knowledge): The Non-Proliferation Treaty is right and the three wrong options are wrong; explanation confirmed.",
    'Which American was the first in space, on a suborbital flight in 1961?':
      "Checked (reviewer's knowledge): Alan Shepard is right and the three wrong options are wrong; explanation confirmed.",
    'Which doctrine was used to justify the 1968 invasion of Czechoslovakia?':
      "Checked (reviewer's knowledge): The Brezhnev Doctrine is right and the three wrong options are wrong; explanation confirmed.",
    'Which two superpowers faced each other in the Cold War?':
      "Checked (reviewer's knowledge): The USA and the Soviet Union is right and the three wrong options are wrong; explanation confirmed.",
    "What was the Soviet Union's main security and spy agency from 1954 called?":
      "Checked (reviewer's knowledge): The KGB is right and the three wrong options are wrong; explanation confirmed.",
    'What is the main American foreign intelligence agency, founded in 1947?':
      "Checked (reviewer's knowledge): The CIA is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet leader died in 1953?':
      "Checked (reviewer's knowledge): Joseph Stalin is right and the three wrong options are wrong; explanation confirmed.",
    "Which US president told Gorbachev to 'tear down this wall' in 1987?":
      "Checked (reviewer's knowledge): Ronald Reagan is right and the three wrong options are wrong; explanation confirmed.",
    'Which British prime minister was nicknamed the Iron Lady by a Soviet newspaper?':
      "Checked (reviewer's knowledge): Margaret Thatcher is right and the three wrong options are wrong; explanation confirmed.",
    'Which US president visited communist China in 1972?':
      "Checked (reviewer's knowledge): Richard Nixon is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet leader led the country from 1964 to 1982?':
      "Checked (reviewer's knowledge): Leonid Brezhnev is right and the three wrong options are wrong; explanation confirmed.",
    'Which US senator led a campaign against suspected communists in the early 1950s?':
      "Checked (reviewer's knowledge): Joseph McCarthy is right and the three wrong options are wrong; explanation confirmed.",
    "Which US president said 'Ich bin ein Berliner' in 1963?":
      "Checked (reviewer's knowledge): John F. Kennedy is right and the three wrong options are wrong; explanation confirmed.",
    'Which American couple was executed in 1953 for passing atomic secrets to the Soviets?':
      "Checked (reviewer's knowledge): Julius and Ethel Rosenberg is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Harry and Ruth Gold' → 'Nathan and Helen Silvermaster'. Rechecked by len-e: the Rosenbergs were executed in 1953; the Silvermasters were never tried, let alone executed.",
    "Which Soviet leader denounced Stalin in a 'secret speech' in 1956?":
      "Checked (reviewer's knowledge): Nikita Khrushchev is right and the three wrong options are wrong; explanation confirmed.",
    'Which former KGB chief became Soviet leader in 1982?':
      "Checked (reviewer's knowledge): Yuri Andropov is right and the three wrong options are wrong; explanation confirmed.",
    'Which British double agent fled to Moscow in 1963?':
      "Checked (reviewer's knowledge): Kim Philby is right and the three wrong options are wrong; explanation confirmed.",
    'Which German-born physicist passed atomic secrets from Los Alamos to the Soviets?':
      "Checked (reviewer's knowledge): Klaus Fuchs is right and the three wrong options are wrong; explanation confirmed.",
    'Which US secretary of state shaped policy under Nixon and won the 1973 Nobel Peace Prize?':
      "Checked (reviewer's knowledge): Henry Kissinger is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Dean Rusk' → 'William P. Rogers'. Rechecked by len-e: Kissinger shared the 1973 Nobel Peace Prize; William P. Rogers, Nixon's first secretary of state, did not.",
    'What name was given to the easing of superpower tension in the 1970s?':
      "Checked (reviewer's knowledge): Détente is right and the three wrong options are wrong; explanation confirmed.",
    'Which Vietnamese communist leader declared independence in 1945?':
      "Checked (reviewer's knowledge): Ho Chi Minh is right and the three wrong options are wrong; explanation confirmed.",
    "Which Soviet leader argued with Vice President Nixon in the 1959 'kitchen debate'?":
      "Checked (reviewer's knowledge): Nikita Khrushchev is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which East German leader was in power when the Berlin Wall fell?':
      "Checked (reviewer's knowledge): Egon Krenz is right and the three wrong options are wrong; explanation confirmed.",
    "Which CIA officer's spying for Moscow was uncovered in 1994?":
      "Checked (reviewer's knowledge): Aldrich Ames is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet colonel spied for the West and helped during the Cuban Missile Crisis before his arrest in 1962?':
      "Checked (reviewer's knowledge): Oleg Penkovsky is right and the three wrong options are wrong; explanation confirmed.",
    'Which KGB officer, a British spy, was smuggled out of Moscow in 1985?':
      "Checked (reviewer's knowledge): Oleg Gordievsky is right and the three wrong options are wrong; explanation confirmed.",
    'Which FBI agent spied for Moscow for more than twenty years until his arrest in 2001?':
      "Checked (reviewer's knowledge): Robert Hanssen is right and the three wrong options are wrong; explanation confirmed.",
    'Which American official was convicted of perjury in 1950 after Whittaker Chambers accused him of spying?':
      "Checked (reviewer's knowledge): Alger Hiss is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet premier met President Johnson at Glassboro, New Jersey, in 1967?':
      "Checked (reviewer's knowledge): Alexei Kosygin is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet foreign minister held the post from 1957 to 1985?':
      "Checked (reviewer's knowledge): Andrei Gromyko is right and the three wrong options are wrong; explanation confirmed.",
    'Who was the last Soviet leader before Gorbachev?':
      "Checked (reviewer's knowledge): Konstantin Chernenko is right and the three wrong options are wrong; explanation confirmed.",
    "What was Gorbachev's policy of restructuring the Soviet economy called?":
      "Checked (reviewer's knowledge): Perestroika is right and the three wrong options are wrong; explanation confirmed.",
    'In which year were East and West Germany reunited?':
      "Checked (reviewer's knowledge): 1990 is right and the three wrong options are wrong; explanation confirmed.",
    'Who became the first president of the Russian Federation?':
      "Checked (reviewer's knowledge): Boris Yeltsin is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet leader won the Nobel Peace Prize in 1990?':
      "Checked (reviewer's knowledge): Mikhail Gorbachev is right and the three wrong options are wrong; explanation confirmed.",
    'Which Romanian dictator was overthrown and executed in December 1989?':
      "Checked (reviewer's knowledge): Nicolae Ceaușescu is right and the three wrong options are wrong; explanation confirmed.",
    'Which playwright became president of Czechoslovakia in 1989?':
      "Checked (reviewer's knowledge): Václav Havel is right and the three wrong options are wrong; explanation confirmed.",
    "Which Polish trade-union leader became the country's president in 1990?":
      "Checked (reviewer's knowledge): Lech Wałęsa is right and the three wrong options are wrong; explanation confirmed.",
    'What did Soviet soldiers finish withdrawing from in 1989?':
      "Checked (reviewer's knowledge): Afghanistan is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1989 human chain of about two million people ran through the Baltic states?':
      "Checked (reviewer's knowledge): The Baltic Way is right and the three wrong options are wrong; explanation confirmed.",
    "What were the Baltic states' mass song protests of 1987–91 called?":
      "Checked (reviewer's knowledge): The Singing Revolution is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Off which Mediterranean island did Bush and Gorbachev meet on ships in December 1989, a summit often said to end the Cold War?':
      "Checked (reviewer's knowledge): Malta is right and the three wrong options are wrong; explanation confirmed.",
    'In which city did Reagan and Gorbachev hold their 1986 summit that nearly agreed to scrap all nuclear weapons?':
      "Checked (reviewer's knowledge): Reykjavík is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which country opened its border with Austria in 1989, letting East Germans escape west?':
      "Checked (reviewer's knowledge): Hungary is right and the three wrong options are wrong; explanation confirmed.",
    "Which East German official's muddled announcement opened the Berlin Wall on 9 November 1989?":
      "Checked (reviewer's knowledge): Günter Schabowski is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which treaty of 1990 settled the external issues of German reunification?':
      "Checked (reviewer's knowledge): The Two Plus Four Treaty is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Soviet republic was the first to declare independence, in March 1990?':
      "Checked (reviewer's knowledge): Lithuania is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-f): 'Georgia' → 'Kazakhstan'. Rechecked by len-e: Lithuania declared on 11 March 1990; Kazakhstan was the last republic to declare, in December 1991.",
    'Which Chinese square saw the crushing of protests in June 1989?':
      "Checked (reviewer's knowledge): Tiananmen Square is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1991 agreement between Russia, Ukraine and Belarus declared the Soviet Union at an end?':
      "Checked (reviewer's knowledge): The Belovezha Accords is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet foreign minister resigned in December 1990 warning of a coming dictatorship?':
      "Checked (reviewer's knowledge): Eduard Shevardnadze is right and the three wrong options are wrong; explanation confirmed.",
    "Which Hungarian reform communist's government opened the border with Austria in 1989?":
      "Checked (reviewer's knowledge): Miklós Németh is right and the three wrong options are wrong; explanation confirmed.",
    'Which Bulgarian leader of 35 years was removed the day after the Berlin Wall opened?':
      "Checked (reviewer's knowledge): Todor Zhivkov is right and the three wrong options are wrong; explanation confirmed.",
    "In which month of 1989 did Poland hold the Soviet bloc's first partly free elections?":
      "Checked (reviewer's knowledge): June is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1990 treaty set limits on tanks and artillery in Europe?':
      "Checked (reviewer's knowledge): The CFE Treaty is right and the three wrong options are wrong; explanation confirmed.",
    'Which Soviet defence minister joined the August 1991 coup against Gorbachev?':
      "Checked (reviewer's knowledge): Dmitry Yazov is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1991 treaty was the first to cut, not just cap, strategic nuclear arms?':
      "Checked (reviewer's knowledge): START I is right and the three wrong options are wrong; explanation confirmed (the INF Treaty removed one class of intermediate-range weapons; START I was the first to reduce strategic arsenals).",
    'How were supplies brought into West Berlin during the Soviet blockade?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Which country was split into a western Federal Republic and an eastern Democratic Republic in 1949?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'In which year did West Germany join the Western alliance?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "Which Soviet foreign minister gave his name to a 1947 plan tying Eastern Europe's trade to Moscow?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What was the name of the West German policy of easing relations with the East from 1969?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'Which Soviet-bloc country formally left the Soviet-led military alliance in 1968?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Which island did the Soviet Union secretly arm with nuclear missiles, setting off a crisis with the United States?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What was the 1983 Western military exercise that alarmed Soviet leaders into fearing a real attack?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Where did Kennedy and Khrushchev hold their summit of June 1961?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What was the 1986 nuclear disaster in Soviet Ukraine?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    'What was the 1983 American plan for a space-based missile shield nicknamed?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'What was the group of British spies recruited at Cambridge University in the 1930s called?':
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    "For which Soviet spy was the downed U-2 pilot swapped on Berlin's Glienicke Bridge in 1962?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'Which Polish trade union, born in the Gdańsk shipyards, challenged communist rule from 1980?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    "Which country's 1989 'Velvet Revolution' ended communist rule peacefully?":
      "Checked again by the lead (not its writer) after the writer applied the reviewer's fix: fact, options and explanation confirmed; the explanation no longer names another question's answer.",
    "For about how many days did the 1991 hardliners' coup against Gorbachev last?":
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
    'On which date in 1991 did Gorbachev resign as Soviet leader?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Polish communist leader declared martial law in December 1981?':
      "Reworded or replaced by its writer after the review; checked by the lead (not its writer): fact, options and explanation confirmed from the lead's knowledge.",
  },
};
