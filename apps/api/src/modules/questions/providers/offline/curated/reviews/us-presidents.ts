import type { BankReview } from './review.js';

/** bank-h3's check of bank-h4's us-presidents bank (issue 14); registered in index.ts by the lead at merge. */
export const usPresidentsReview: BankReview = {
  bank: 'us-presidents',
  writer: 'bank-h4',
  reviewer: 'bank-h3',
  checks: {
    'Who served as the first President of the United States?':
      'Checked (whitehouse.gov, George Washington biography): Washington was the first president, 1789-1797; Adams, Jefferson and Franklin are wrong (Franklin never president); explanation confirmed.',
    'Which president was the main author of the Declaration of Independence?':
      'Checked (National Archives, Declaration of Independence): Jefferson drafted the Declaration, adopted 4 July 1776; Adams, Washington and Madison were not its main author; explanation confirmed.',
    'Who was the first president to live in the White House?':
      "Checked (White House Historical Association, John Adams): Adams moved into the unfinished President's House on 1 November 1800, the first president to live there; Washington never lived in it; explanation confirmed.",
    'Which early president was the father of a later president?':
      'Checked (Britannica, John Quincy Adams): John Adams was the father of the sixth president; Jefferson, Madison and Monroe had no presidential sons; explanation confirmed.',
    'Which president died just 31 days into his term?':
      'Checked (whitehouse.gov, William Henry Harrison): inaugurated 4 March 1841, died 4 April 1841, 31 days later; Garfield, Taylor and Harding served far longer; explanation confirmed.',
    'Which president is the only one to have served as Speaker of the House?':
      'Checked (US House History, Speakers of the House): Polk was Speaker 1835-1839 and is the only president to have held the post; Ford was minority leader, not Speaker; explanation confirmed.',
    'Under which president did the United States make the Louisiana Purchase in 1803?':
      "Checked (Britannica, Louisiana Purchase): bought from France in 1803 under Jefferson, roughly doubling the country's area; explanation confirmed.",
    'Who was the second President of the United States?':
      'Checked (whitehouse.gov, John Adams): second president 1797-1801, vice president under Washington 1789-1797; explanation confirmed.',
    'Who commanded the Continental Army in the Revolutionary War before becoming president?':
      'Checked (Britannica, George Washington): the Continental Congress named him commander in chief in June 1775; explanation confirmed.',
    'Which president is known as the Father of the Constitution?':
      'Checked (Britannica, James Madison): called Father of the Constitution; he drafted the amendments that became the Bill of Rights; explanation confirmed.',
    'Who was president during the War of 1812 against Britain?':
      'Checked (Britannica, War of 1812): Madison was president throughout; British troops burned the White House and Capitol on 24 August 1814; explanation confirmed.',
    'Which president warned European powers in 1823 against new colonies in the Americas?':
      "Checked (Britannica, Monroe Doctrine): set out in Monroe's message of December 1823, largely drafted by Secretary of State John Quincy Adams; explanation confirmed.",
    'Which two founding presidents both died on 4 July 1826?':
      'Checked (Britannica, John Adams; Thomas Jefferson): both died 4 July 1826, the 50th anniversary of the Declaration; Monroe died 4 July 1831 and Madison in June 1836, so the other pairs are wrong; explanation confirmed.',
    'Where was George Washington first sworn in as president in 1789?':
      'Checked (National Park Service, Federal Hall): Washington took the oath on 30 April 1789 on the balcony of Federal Hall, Wall Street, New York; explanation confirmed.',
    'Which president was the first to be inaugurated in Washington, D.C.?':
      "Checked (Architect of the Capitol, inaugurations): Jefferson's 4 March 1801 inauguration in the Senate chamber of the unfinished Capitol was the first in Washington; Adams was inaugurated in Philadelphia; explanation confirmed.",
    'Whose presidency is remembered as the Era of Good Feelings?':
      "Checked (Britannica, Era of Good Feelings): the name is given to Monroe's presidency, when the Federalists faded; explanation confirmed.",
    'Which president was chosen by the House of Representatives after the 1824 election gave no one a majority?':
      "Checked (Britannica, election of 1824): no majority in the Electoral College, the House chose Adams though Jackson led both votes; Jackson's corrupt bargain charge confirmed.",
    'Which former president served 17 years in the House of Representatives after leaving office?':
      'Checked (US House History, John Quincy Adams): House member 1831-1848, collapsed in the chamber on 21 February 1848 and died on 23 February; explanation confirmed.',
    'Who was the first president born after the Declaration of Independence?':
      'Checked (whitehouse.gov, Martin Van Buren): born 5 December 1782 at Kinderhook, the first president born a US citizen after 1776, Dutch his first language; Jackson, J. Q. Adams and W. H. Harrison were born before 1776; explanation confirmed.',
    'Which president issued the Emancipation Proclamation in 1863?':
      'Checked (National Archives, Emancipation Proclamation): issued by Lincoln on 1 January 1863 for areas in rebellion; explanation confirmed.',
    'Which president was nicknamed Honest Abe?':
      'Checked (Britannica, Abraham Lincoln): nicknamed Honest Abe from his Illinois years; explanation confirmed.',
    'Which president gave the Gettysburg Address?':
      'Checked (Library of Congress, Gettysburg Address): delivered by Lincoln on 19 November 1863, about two minutes long; explanation confirmed.',
    'Who shot Abraham Lincoln in 1865?':
      'Checked (Britannica, John Wilkes Booth): the actor shot Lincoln on 14 April 1865; Oswald, Guiteau and Czolgosz killed other presidents; explanation confirmed.',
    'Abraham Lincoln was the first president from which party?':
      'Checked (Britannica, Republican Party): founded 1854 against the spread of slavery; Lincoln was its first president; explanation confirmed.',
    'In which Washington theatre was Abraham Lincoln shot?':
      "Checked (National Park Service, Ford's Theatre): Lincoln was shot there and died next morning in the Petersen House across the street; the other theatres are wrong; explanation confirmed.",
    'Which president was nicknamed Old Hickory?':
      'Checked (Britannica, Andrew Jackson): nicknamed Old Hickory by his soldiers for his toughness; explanation confirmed.',
    'Which president signed the Indian Removal Act of 1830?':
      'Checked (Britannica, Indian Removal Act): signed by Jackson on 28 May 1830; the Cherokee Trail of Tears followed; explanation confirmed.',
    'Who was the first vice president to become president on the death of a president?':
      "Checked (whitehouse.gov, John Tyler): first vice president to succeed on a president's death (Harrison, 1841), mocked as His Accidency; explanation confirmed.",
    'Under which president did the United States fight the Mexican–American War?':
      'Checked (Britannica, Mexican-American War): fought 1846-48 under Polk, giving the US California and the Southwest; Taylor was a general in it, not president; explanation confirmed.',
    'Which president never married?':
      'Checked (whitehouse.gov, James Buchanan): the only president who never married; his niece Harriet Lane was hostess; explanation confirmed.',
    'Whom did Abraham Lincoln debate seven times in the 1858 Illinois Senate race?':
      'Checked (National Park Service, Lincoln-Douglas debates): seven debates in 1858; Douglas kept the Senate seat and Lincoln beat him in 1860; explanation confirmed.',
    'Which president was nicknamed Old Rough and Ready?':
      'Checked (whitehouse.gov, Zachary Taylor): nicknamed Old Rough and Ready, a career soldier who had never voted for president; explanation confirmed.',
    'Who was the last president from the Whig Party?':
      'Checked (Britannica, Whig Party): Fillmore, who succeeded Taylor in July 1850, was the last Whig president; explanation confirmed.',
    'Which president is the only one born in New Hampshire?':
      'Checked (whitehouse.gov, Franklin Pierce): born in Hillsborough, New Hampshire, the only president from that state, served 1853-1857; explanation confirmed.',
    'Which president was in office when South Carolina seceded in December 1860?':
      'Checked (Britannica, secession): South Carolina seceded on 20 December 1860 under Buchanan; Mississippi, Florida, Alabama, Georgia, Louisiana and Texas followed before March 1861; explanation confirmed.',
    "Who was Abraham Lincoln's first vice president?":
      'Checked (Senate.gov, Vice Presidents): Hamlin was vice president 1861-1865, replaced by Andrew Johnson on the 1864 ticket; explanation confirmed.',
    'Which president was a tailor before he went into politics?':
      'Checked (whitehouse.gov, Andrew Johnson): apprenticed as a tailor; his wife Eliza helped him with reading and writing; explanation confirmed.',
    'Under which president did the United States buy Alaska in 1867?':
      'Checked (Britannica, Alaska Purchase): bought from Russia in 1867 under Johnson, negotiated by Seward; explanation confirmed.',
    'Which 19th-century president served two non-consecutive terms?':
      'Checked (whitehouse.gov, Grover Cleveland): 22nd and 24th president, 1885-89 and 1893-97; the question says 19th-century, which keeps Trump out; explanation confirmed.',
    'Which Union commander of the Civil War became president in 1869?':
      'Checked (whitehouse.gov, Ulysses S. Grant): Union general-in-chief, president 1869-1877; Sherman, McClellan and Sheridan never president; explanation confirmed.',
    'Who was the first president to be impeached?':
      'Checked (Senate.gov, impeachment of Andrew Johnson): first president impeached; acquitted in May 1868 by one vote; explanation confirmed.',
    'Which president was shot in 1881 by Charles Guiteau?':
      'Checked (whitehouse.gov, James Garfield): shot by Guiteau on 2 July 1881, died 19 September, about 11 weeks, of infection; explanation confirmed.',
    'Which president was assassinated in Buffalo in 1901?':
      'Checked (Britannica, William McKinley): shot 6 September 1901 at the Pan-American Exposition in Buffalo, died 14 September; explanation confirmed.',
    'Under which president did the United States fight the Spanish–American War of 1898?':
      'Checked (Britannica, Spanish-American War): fought under McKinley; Spain ceded Puerto Rico, Guam and the Philippines; explanation confirmed.',
    'Which president took office after the disputed election of 1876?':
      'Checked (Britannica, disputed election of 1876): Hayes took office under the Compromise of 1877, which ended Reconstruction; Tilden never president; explanation confirmed.',
    'Which president signed the Pendleton Act of 1883, which began civil service reform?':
      "Checked (Britannica, Pendleton Civil Service Act): signed by Arthur in January 1883 after Garfield's killing by an office-seeker; explanation confirmed.",
    'Which president was the grandson of an earlier president?':
      "Checked (whitehouse.gov, Benjamin Harrison): grandson of William Henry Harrison, the ninth president; no other option is a president's grandson; explanation confirmed.",
    'Which president is the only one to have married in the White House?':
      "Checked (White House Historical Association, weddings): Cleveland married Frances Folsom in the Blue Room on 2 June 1886, the only president married in the White House (Tyler wed in New York, Wilson at Edith's home); explanation confirmed.",
    'Who assassinated President William McKinley?':
      'Checked (Britannica, Leon Czolgosz): the anarchist shot McKinley and was executed on 29 October 1901; Guiteau, Schrank and Zangara attacked others; explanation confirmed.',
    'Under which president did the United States annex Hawaii in 1898?':
      "Checked (Office of the Historian, annexation of Hawaii): annexed by joint resolution in July 1898 under McKinley; Cleveland had withdrawn the earlier treaty after Liliuokalani's overthrow; explanation confirmed.",
    'Which president signed the 1872 law creating Yellowstone, the first national park?':
      'Checked (National Park Service, Yellowstone): Grant signed the act on 1 March 1872; the park lies mostly in Wyoming; explanation confirmed.',
    'Who was the youngest person to become president, at 42?':
      "Checked (whitehouse.gov, Theodore Roosevelt): became president at 42 in September 1901 after McKinley's death; Kennedy was the youngest elected, at 43; explanation confirmed.",
    'Which president was elected four times?':
      'Checked (whitehouse.gov, Franklin D. Roosevelt): won the elections of 1932, 1936, 1940 and 1944; explanation confirmed.',
    'Which president later served as Chief Justice of the United States?':
      'Checked (Supreme Court of the US, Chief Justices): Taft was Chief Justice 1921-1930, the only former president to hold it; explanation confirmed.',
    "Which president's nickname gave its name to the teddy bear?":
      "Checked (National Park Service, Theodore Roosevelt Birthplace, the teddy bear): Berryman's 1902 cartoon of Roosevelt sparing a captured bear on a Mississippi hunt led to the Teddy bear; explanation confirmed.",
    "What was Franklin D. Roosevelt's 1930s programme of relief and recovery called?":
      "Checked (Britannica, New Deal): Roosevelt's relief and recovery programme, with the CCC and WPA; Square Deal, Fair Deal and Great Society belong to TR, Truman and LBJ; explanation confirmed.",
    'Which president spoke to Americans in radio broadcasts called fireside chats?':
      'Checked (FDR Library, fireside chats): about 30 radio talks from 1933 to 1944; explanation confirmed.',
    'Which president won the 1906 Nobel Peace Prize for helping end the Russo-Japanese War?':
      'Checked (NobelPrize.org, 1906 Peace Prize): awarded for mediating the end of the Russo-Japanese War, the first Nobel won by an American; explanation confirmed.',
    'Which president took the United States into the First World War in 1917?':
      'Checked (Britannica, Woodrow Wilson): asked Congress for war in April 1917 after campaigning in 1916 on He kept us out of war; explanation confirmed.',
    'Which president was nicknamed Silent Cal?':
      'Checked (whitehouse.gov, Calvin Coolidge): nicknamed Silent Cal; succeeded Harding, who died in August 1923; explanation confirmed.',
    'Who was president when the Wall Street Crash of 1929 struck?':
      'Checked (Britannica, Herbert Hoover): president from March 1929, in office at the October 1929 crash; shanty towns were called Hoovervilles; explanation confirmed.',
    'Which sitting president did Franklin D. Roosevelt defeat in 1932?':
      'Checked (Britannica, election of 1932): Roosevelt beat the sitting president Hoover, carrying 42 of 48 states; Landon, Smith and Willkie were other opponents, none sitting; explanation confirmed.',
    'Which president weighed over 300 pounds, the heaviest to hold the office?':
      'Checked (whitehouse.gov, William Howard Taft): weighed over 300 pounds in office, the heaviest president, and slimmed down afterwards; explanation confirmed.',
    "Which president's administration was shaken by the Teapot Dome oil scandal?":
      "Checked (Britannica, Teapot Dome scandal): Harding's interior secretary Albert Fall was the first cabinet officer jailed for crimes in office; explanation confirmed.",
    'Which president was born on 4 July?':
      'Checked (whitehouse.gov, Calvin Coolidge): born 4 July 1872 in Plymouth Notch, Vermont, the only president born on that day; Adams died on 4 July, he was not born then; explanation confirmed.',
    'Which president was a mining engineer who ran food relief for Europe after the First World War?':
      'Checked (Hoover Institution, Herbert Hoover): a mining engineer who led the Commission for Relief in Belgium and the American Relief Administration after 1918, including the Russian famine relief; explanation confirmed.',
    'Which party did Theodore Roosevelt form to run for president again in 1912?':
      "Checked (Britannica, Progressive Party 1912): Roosevelt's Bull Moose Party; he came second to Wilson, ahead of Taft; explanation confirmed.",
    'Who was the first sitting president to travel abroad, visiting Panama in 1906?':
      "Checked (Office of the Historian, presidential travels): Roosevelt's November 1906 visit to the Panama Canal works was the first foreign trip by a sitting president; explanation confirmed.",
    "Whom did Harry S. Truman replace as Franklin D. Roosevelt's running mate in 1944?":
      'Checked (Senate.gov, Henry Wallace): vice president 1941-45, dropped for Truman in 1944; Truman served 82 days as vice president; Garner, Barkley and Curtis were other vice presidents; explanation confirmed.',
    "Whose 1961 inaugural address urged Americans to 'ask not what your country can do for you'?":
      "Checked (JFK Library, inaugural address): Kennedy's 20 January 1961 address contains the ask not line; explanation confirmed.",
    'Which president ordered the atomic bombings of Japan in 1945?':
      "Checked (Britannica, atomic bombings of Hiroshima and Nagasaki): ordered by Truman, president since Roosevelt's death on 12 April 1945; explanation confirmed.",
    'Which president was assassinated in Dallas in 1963?':
      'Checked (JFK Library): assassinated in Dallas on 22 November 1963; explanation confirmed.',
    'Which president resigned in 1974 because of the Watergate scandal?':
      'Checked (Britannica, Watergate scandal): Nixon resigned on 9 August 1974, the only president to resign; explanation confirmed.',
    'Which president had been a Hollywood actor and Governor of California?':
      'Checked (whitehouse.gov, Ronald Reagan): film actor, Governor of California 1967-75, president 1981-1989; explanation confirmed.',
    'Who is the only president never elected president or vice president?':
      'Checked (whitehouse.gov, Gerald Ford): appointed vice president in 1973 under the 25th Amendment, the only president never elected to either office; Arthur, Johnson and Tyler were elected vice presidents; explanation confirmed.',
    'Which Second World War general became president in 1953?':
      'Checked (whitehouse.gov, Dwight D. Eisenhower): Supreme Allied Commander, president 1953-1961, nicknamed Ike; explanation confirmed.',
    'Who became president when John F. Kennedy was assassinated?':
      'Checked (LBJ Library): sworn in aboard Air Force One at Love Field on 22 November 1963; explanation confirmed.',
    'Which president had been a peanut farmer in Georgia?':
      'Checked (whitehouse.gov, Jimmy Carter): peanut farmer from Plains, Georgia, president 1977-1981; explanation confirmed.',
    'Who shot President John F. Kennedy, according to the Warren Commission?':
      'Checked (National Archives, Warren Commission report): named Oswald as the assassin; Jack Ruby shot Oswald on 24 November 1963; explanation confirmed.',
    "Which president warned of the 'military-industrial complex' in his farewell address?":
      "Checked (National Archives, Eisenhower's farewell address): broadcast 17 January 1961, three days before he left office; explanation confirmed.",
    'Which president called his domestic programme the Great Society?':
      "Checked (Britannica, Great Society): Johnson's programme; Medicare and Medicaid created in 1965; explanation confirmed.",
    'Which president signed the Civil Rights Act of 1964 into law?':
      'Checked (National Archives, Civil Rights Act of 1964): signed by Johnson on 2 July 1964, banning discrimination by race, colour, religion, sex or national origin; explanation confirmed.',
    'Which president pardoned Richard Nixon in 1974?':
      'Checked (Ford Library, the Nixon pardon): Ford pardoned Nixon on 8 September 1974; widely seen as costing him 1976; explanation confirmed.',
    'Which president brought Egypt and Israel together in the 1978 Camp David Accords?':
      'Checked (Britannica, Camp David Accords): brokered by Carter in September 1978; Sadat and Begin shared the 1978 Nobel Peace Prize; explanation confirmed.',
    'Who was the first Roman Catholic president?':
      'Checked (Britannica, John F. Kennedy): first Roman Catholic president; Biden the second, from 2021; explanation confirmed.',
    "Which president kept a sign on his desk reading 'The Buck Stops Here'?":
      "Checked (Truman Library, The Buck Stops Here sign): the sign sat on Truman's Oval Office desk; explanation confirmed.",
    'Which president set up the Peace Corps in 1961?':
      "Checked (Peace Corps, history): created by Kennedy's executive order of 1 March 1961; volunteers serve about two years; explanation confirmed.",
    'Whom did John F. Kennedy defeat in the 1960 election?':
      'Checked (Britannica, election of 1960): Kennedy beat Nixon; the first televised presidential debates; explanation confirmed.',
    'Which president signed the 1956 act that created the Interstate Highway System?':
      'Checked (Federal Highway Administration, Interstate history): Eisenhower signed the Federal-Aid Highway Act of 1956, influenced by the autobahns; explanation confirmed.',
    'Which president ended segregation in the armed forces by an executive order in 1948?':
      'Checked (Truman Library, Executive Order 9981): issued 26 July 1948 to desegregate the armed forces; explanation confirmed.',
    'Which president set up the Environmental Protection Agency in 1970?':
      "Checked (EPA, origins): the EPA was set up in December 1970 under Nixon's reorganisation plan; he signed the Clean Air Act of 1970; explanation confirmed.",
    'Which candidate did a Chicago newspaper wrongly announce as the winner over Harry S. Truman in 1948?':
      'Checked (Britannica, election of 1948): the Chicago Daily Tribune ran Dewey Defeats Truman; explanation confirmed.',
    'Whom did Dwight D. Eisenhower defeat in both 1952 and 1956?':
      'Checked (Britannica, Adlai Stevenson): Governor of Illinois, lost to Eisenhower in 1952 and 1956; explanation confirmed.',
    'Whom did Richard Nixon defeat in the 1968 election?':
      'Checked (Britannica, election of 1968): Nixon beat the sitting vice president Humphrey; explanation confirmed.',
    'Whom did Richard Nixon beat in a 49-state landslide in 1972?':
      'Checked (Britannica, election of 1972): Nixon won 49 states; McGovern carried only Massachusetts and DC; explanation confirmed.',
    'Who shot and wounded President Ronald Reagan in 1981?':
      'Checked (Britannica, Reagan assassination attempt): Hinckley shot Reagan on 30 March 1981 and was found not guilty by reason of insanity; explanation confirmed.',
    'Which president had been Director of Central Intelligence?':
      'Checked (CIA, Directors): Bush was Director of Central Intelligence 1976-77; the headquarters is the George Bush Center for Intelligence; explanation confirmed.',
    'Who was president during the attacks of 11 September 2001?':
      'Checked (whitehouse.gov, George W. Bush): 43rd president, in office on 11 September 2001; explanation confirmed.',
    'Who was the first African American President of the United States?':
      'Checked (whitehouse.gov, Barack Obama): first African American president, 2009-2017; explanation confirmed.',
    'Who was president from 2021 to 2025?':
      'Checked (whitehouse.gov, Joseph R. Biden): 46th president, 20 January 2021 to 20 January 2025; explanation confirmed.',
    'Which president served from 2017 to 2021 and again from 2025?':
      'Checked (whitehouse.gov, Donald J. Trump): 45th president 2017-2021 and 47th from 20 January 2025; explanation confirmed.',
    'Which president was impeached in 1998 over his testimony about an affair with a White House intern?':
      'Checked (Senate.gov, impeachment of Bill Clinton): impeached December 1998 over testimony about Monica Lewinsky; acquitted 12 February 1999; explanation confirmed.',
    'In which state was Barack Obama born?':
      'Checked (Britannica, Barack Obama): born in Honolulu, Hawaii, on 4 August 1961; explanation confirmed.',
    'Whom did Donald Trump defeat in the 2016 presidential election?':
      'Checked (FEC, 2016 results): Trump beat Clinton, who won the popular vote; explanation confirmed.',
    'Who was president during the Gulf War of 1991?':
      'Checked (Britannica, Persian Gulf War): fought in January-February 1991 under Bush; the campaign lasted about six weeks; explanation confirmed.',
    'Which state was Bill Clinton governor of before he became president?':
      'Checked (Clinton Presidential Library): Clinton was elected Governor of Arkansas in 1978 at 32; explanation confirmed.',
    'Which state was George W. Bush governor of before he became president?':
      'Checked (whitehouse.gov, George W. Bush): Governor of Texas 1995-2000; Jeb Bush was Governor of Florida from 1999; explanation confirmed.',
    'Which state did Barack Obama represent in the US Senate?':
      'Checked (Senate.gov, Barack Obama): US senator from Illinois 2005-2008, earlier an Illinois state senator; explanation confirmed.',
    'What number president was Barack Obama?':
      'Checked (whitehouse.gov, Barack Obama): 44th president; Cleveland counted twice, so the 43rd person; explanation confirmed.',
    "Which state's recount decided the 2000 presidential election?":
      'Checked (Britannica, Bush v. Gore): the Supreme Court halted the Florida recount on 12 December 2000 with Bush 537 votes ahead; explanation confirmed.',
    'Whom did Barack Obama defeat in the 2008 election?':
      'Checked (Britannica, election of 2008): Obama beat McCain, an Arizona senator and Vietnam prisoner of war; explanation confirmed.',
    'Which president was impeached twice?':
      'Checked (Senate.gov, impeachment trials): Trump was impeached in 2019 and 2021 and acquitted both times, the only president impeached twice; explanation confirmed.',
    'Which president was the first to live to the age of 100?':
      'Checked (Carter Center): Carter turned 100 on 1 October 2024 and died on 29 December 2024, the first president to reach 100; explanation confirmed.',
    'Which president created the Department of Homeland Security after the attacks of 2001?':
      'Checked (DHS, history): created by the Homeland Security Act of November 2002, combining 22 agencies; explanation confirmed.',
    "Which president promised 'Read my lips: no new taxes'?":
      'Checked (Britannica, George H. W. Bush): the pledge at the 1988 convention, broken by the 1990 budget deal; explanation confirmed.',
    'Which president was a Rhodes Scholar at Oxford?':
      'Checked (Rhodes Trust, Bill Clinton): Rhodes Scholar at University College, Oxford, 1968-70; no other option was a Rhodes Scholar; explanation confirmed.',
    'Whom did George W. Bush defeat in the 2004 election?':
      'Checked (Britannica, election of 2004): Bush beat Kerry, Massachusetts senator and Vietnam veteran; explanation confirmed.',
    'Which independent candidate won about 19% of the popular vote in 1992?':
      'Checked (FEC, 1992 results): Perot took about 18.9 per cent and no electoral votes; explanation confirmed.',
    'Who was the Republican nominee Bill Clinton defeated in 1996?':
      'Checked (Britannica, Bob Dole): Republican nominee in 1996, senator from Kansas 1969-1996; explanation confirmed.',
    'Who was the first Vice President of the United States?':
      'Checked (Senate.gov, John Adams, 1st Vice President): first vice president 1789-97; quote about the most insignificant office confirmed.',
    'Which vice president killed Alexander Hamilton in a duel in 1804?':
      'Checked (Britannica, Burr-Hamilton duel): Vice President Burr shot Hamilton at Weehawken on 11 July 1804; explanation confirmed.',
    'Who was the first woman to serve as vice president?':
      'Checked (Senate.gov, Kamala Harris): first woman, first African American and first Asian American vice president; explanation confirmed.',
    "Who was Barack Obama's vice president?":
      "Checked (Senate.gov, Joseph Biden): Obama's vice president 2009-17, senator from Delaware 1973-2009; explanation confirmed.",
    "Who was Bill Clinton's vice president?":
      "Checked (Senate.gov, Albert Gore Jr.): Clinton's vice president; won the 2000 popular vote but lost the election; explanation confirmed.",
    "Who was George W. Bush's vice president?":
      "Checked (Senate.gov, Richard Cheney): George W. Bush's vice president; defence secretary 1989-93; explanation confirmed.",
    "Who was vice president during Donald Trump's first term?":
      'Checked (Senate.gov, Michael Pence): vice president 2017-2021, formerly Governor of Indiana; first term specified, so JD Vance is excluded; explanation confirmed.',
    "Who was Ronald Reagan's vice president?":
      "Checked (Senate.gov, George H. W. Bush): Reagan's vice president 1981-89, elected president in 1988; explanation confirmed.",
    "Who was Dwight D. Eisenhower's vice president?":
      "Checked (Senate.gov, Richard Nixon): Eisenhower's vice president 1953-61; lost in 1960 to Kennedy; explanation confirmed.",
    "Who was George H. W. Bush's vice president?":
      'Checked (Senate.gov, Dan Quayle): vice president 1989-93, formerly a senator from Indiana; explanation confirmed.',
    "Who was Jimmy Carter's vice president?":
      "Checked (Senate.gov, Walter Mondale): Carter's vice president, lost to Reagan in 1984; explanation confirmed.",
    "Who was Lyndon B. Johnson's vice president from 1965?":
      "Checked (Senate.gov, Hubert Humphrey): Johnson's vice president 1965-69, lost in 1968 to Nixon; explanation confirmed.",
    'Which vice president resigned in 1973 over bribery and tax evasion charges?':
      'Checked (Senate.gov, Spiro Agnew): resigned October 1973 amid bribery and tax evasion charges; Ford was appointed under the 25th Amendment; explanation confirmed.',
    'Whom did Gerald Ford appoint as his vice president?':
      'Checked (Senate.gov, Nelson Rockefeller): appointed by Ford in 1974, Governor of New York 1959-73; explanation confirmed.',
    'Which vice president served under both John Quincy Adams and Andrew Jackson?':
      'Checked (Senate.gov, John C. Calhoun): vice president under J. Q. Adams and Jackson; resigned December 1832 for a Senate seat; explanation confirmed.',
    'Which first lady later became a senator and Secretary of State?':
      'Checked (Senate.gov, Hillary Rodham Clinton): senator from New York 2001-2009, then Secretary of State; explanation confirmed.',
    "Which first lady led the 'Just Say No' campaign against drug use?":
      "Checked (Reagan Library, Just Say No): Nancy Reagan's campaign; she had been a film actress; explanation confirmed.",
    "Which first lady launched the Let's Move! campaign against childhood obesity?":
      "Checked (Obama White House archives, Let's Move!): launched 2010; the White House kitchen garden was planted in 2009; explanation confirmed.",
    'Which first lady gave her name to an addiction treatment centre in California in 1982?':
      'Checked (Hazelden Betty Ford Foundation): the Betty Ford Center opened at Rancho Mirage, California, in 1982; explanation confirmed.',
    'Which first lady chaired the UN commission that drafted the Universal Declaration of Human Rights?':
      'Checked (United Nations, drafting of the UDHR): she chaired the Commission on Human Rights; the declaration was adopted 10 December 1948; explanation confirmed.',
    'Whose wife, Dolley, saved a portrait of George Washington before the British burned the White House?':
      'Checked (White House Historical Association, Dolley Madison and the Washington portrait): saved in August 1814; the Gilbert Stuart portrait hangs in the East Room; explanation confirmed.',
    "Which president's wife was known as Lady Bird?":
      'Checked (LBJ Library, Lady Bird Johnson): wife of LBJ, champion of highway beautification and wildflowers; explanation confirmed.',
    'Which first lady led a televised tour of the restored White House in 1962?':
      'Checked (JFK Library, White House tour): broadcast 14 February 1962 to tens of millions; she received an honorary Emmy; explanation confirmed.',
    'Which first lady was a niece of the 26th president?':
      'Checked (Britannica, Eleanor Roosevelt): niece of Theodore Roosevelt, the 26th president; married Franklin, a distant cousin, in 1905; explanation confirmed.',
    "Which first lady screened her husband's visitors and papers after his 1919 stroke?":
      'Checked (Britannica, Edith Wilson): managed access to Wilson after his October 1919 stroke; called the secret president; explanation confirmed.',
    "Which future first lady urged her husband in 1776 to 'remember the ladies'?":
      'Checked (Massachusetts Historical Society, Adams letters): her letter of 31 March 1776 asks John to remember the ladies; explanation confirmed.',
    'How many years is a US presidential term?':
      'Checked (US Constitution, Article II, Section 1): the president holds office for a term of four years; explanation confirmed.',
    'Which amendment limits a president to two elected terms?':
      'Checked (US Constitution, 22nd Amendment): no one elected more than twice; ratified 1951; explanation confirmed.',
    'What is the official residence of the US president?':
      'Checked (whitehouse.gov, the White House): the official residence; the Naval Observatory houses the vice president, Camp David is the retreat; explanation confirmed.',
    'What is the minimum age to be president?':
      'Checked (US Constitution, Article II): a president must be at least 35 and a natural-born citizen; explanation confirmed.',
    'Which body formally elects the president?':
      'Checked (US Constitution, Article II and 12th Amendment; National Archives, Electoral College): electors formally elect; each state has electors equal to its members of Congress; explanation confirmed.',
    'Who takes over if the president dies in office?':
      'Checked (US Constitution, 25th Amendment; Senate.gov): eight vice presidents succeeded on a death and Ford on a resignation, nine in all; explanation confirmed.',
    'In which month are US presidential elections held?':
      'Checked (3 U.S.C. 1): Election Day is the Tuesday after the first Monday in November; explanation confirmed.',
    "What call sign does the president's plane use?":
      'Checked (US Air Force, Air Force One fact sheet): the call sign of any Air Force aircraft carrying the president, usually one of two VC-25A (Boeing 747) aircraft; explanation confirmed.',
    "Which West Wing room is the president's main workplace?":
      'Checked (White House Historical Association, Oval Office): the first Oval Office was built for Taft in 1909; explanation confirmed.',
    'Which animal is the symbol of the Democratic Party?':
      "Checked (Britannica, Democratic Party; Thomas Nast): Nast's cartoons popularised the donkey in the 1870s; explanation confirmed.",
    'How many electoral votes does a candidate need to win the presidency?':
      'Checked (National Archives, Electoral College): a majority of 538 is 270; explanation confirmed.',
    'After the vice president, who is next in line to the presidency?':
      'Checked (3 U.S.C. 19, Presidential Succession Act): Speaker, then president pro tempore of the Senate; explanation confirmed.',
    'On what date has a new presidential term begun since 1937?':
      'Checked (US Constitution, 20th Amendment): terms begin at noon on 20 January, first applied in 1937; before that 4 March; explanation confirmed.',
    'Who usually swears in a new president?':
      'Checked (Architect of the Capitol / JCCIC, inaugural oaths): usually administered by the Chief Justice; Coolidge was sworn in by his father, a notary, on 3 August 1923; explanation confirmed.',
    'Which chamber of Congress holds the trial after a president is impeached?':
      'Checked (US Constitution, Article I, Section 3): the Senate tries impeachments and the Chief Justice presides when the president is tried; explanation confirmed.',
    "What is the president's country retreat in the Catoctin Mountains of Maryland?":
      "Checked (National Park Service, Catoctin Mountain Park): FDR's Shangri-La, renamed by Eisenhower for his father and grandson; explanation confirmed.",
    'Who casts the deciding vote when the Senate is tied?':
      'Checked (US Constitution, Article I, Section 3): the vice president is President of the Senate and votes only to break ties; explanation confirmed.',
    'On which day of the week are US presidential elections held?':
      'Checked (Act of 23 January 1845, 3 U.S.C. 1): set Election Day on a Tuesday; explanation confirmed.',
    'What nickname for the Republicans do the letters GOP stand for?':
      'Checked (Britannica, Republican Party): GOP stands for Grand Old Party, a nickname from the 1870s-80s; explanation confirmed.',
    'How many electors make up the Electoral College?':
      'Checked (National Archives, Electoral College): 538 electors, DC having three under the 23rd Amendment of 1961; explanation confirmed.',
    'Which amendment sets out what happens when a president is unable to serve?':
      'Checked (US Constitution, 25th Amendment): presidential disability and succession; ratified 1967 after the Kennedy assassination; explanation confirmed.',
    'Which amendment moved the start of the presidential term from March to January?':
      "Checked (US Constitution, 20th Amendment): moved the start of the term to 20 January; FDR's 1937 inauguration was the first in January; explanation confirmed.",
    'What share of the Senate must vote to convict and remove an impeached president?':
      'Checked (US Constitution, Article I, Section 3): conviction needs two-thirds of senators present; no president has been removed; explanation confirmed.',
    'How many years must a president have lived in the United States?':
      'Checked (US Constitution, Article II, Section 1): fourteen years a resident within the United States; explanation confirmed.',
    'What is the guest house across the street from the White House where visiting leaders stay?':
      "Checked (Blair House, official history): the President's Guest House; Truman lived there during the 1949-52 rebuilding of the White House; explanation confirmed.",
    'Which state calls itself the Land of Lincoln?':
      'Checked (State of Illinois, state symbols): Land of Lincoln slogan; Lincoln born in Kentucky, raised in Indiana; explanation confirmed.',
    'Which American city is named after the first president?':
      'Checked (Britannica, Washington, D.C.): named after George Washington; Jefferson City, Lincoln and Madison are state capitals named after other presidents; explanation confirmed.',
    'Which president appears on the US five-dollar bill?':
      'Checked (Bureau of Engraving and Printing, currency portraits): Lincoln on the $5 since 1914; explanation confirmed.',
    'Which president appears on the US twenty-dollar bill?':
      'Checked (Bureau of Engraving and Printing): Jackson on the $20 since 1928; explanation confirmed.',
    'Which president appears on the US fifty-dollar bill?':
      'Checked (Bureau of Engraving and Printing): Grant on the $50; explanation confirmed.',
    'Whose face is on the US one-dollar bill?':
      'Checked (Bureau of Engraving and Printing): Washington on the $1 since the 1869 United States Note; explanation confirmed.',
    'Which president appears on the US one-cent coin?':
      "Checked (US Mint, Lincoln cent): introduced 1909, Lincoln's birth centenary; explanation confirmed.",
    'Which president appears on the US quarter?':
      'Checked (US Mint, Washington quarter): introduced 1932, the bicentenary of his birth; explanation confirmed.',
    'Which South Dakota mountain has the faces of four presidents carved into it?':
      'Checked (National Park Service, Mount Rushmore): carved 1927-1941; Black Elk Peak, Bear Butte and Thunderhead Mountain are other South Dakota peaks; explanation confirmed.',
    'Which president sits in a marble statue inside a temple-like memorial at the west end of the National Mall?':
      "Checked (National Park Service, Lincoln Memorial): the seated statue at the west end of the Mall; King's 1963 speech on its steps; explanation confirmed.",
    'Which president appears on the US dime?':
      'Checked (US Mint, Roosevelt dime): introduced 1946, honouring his founding of the March of Dimes; explanation confirmed.',
    'Which president appears on the US five-cent coin?':
      'Checked (US Mint, Jefferson nickel): Jefferson on the obverse, Monticello on the reverse; explanation confirmed.',
    'Which president designed and lived at Monticello in Virginia?':
      'Checked (UNESCO, Monticello and the University of Virginia): designed and lived in by Jefferson; a joint World Heritage Site; explanation confirmed.',
    "What was the name of George Washington's estate on the Potomac River?":
      "Checked (Mount Vernon Ladies' Association): Washington's Potomac estate, where he and Martha are buried; explanation confirmed.",
    'Which president was the tallest, at about 6 feet 4 inches?':
      'Checked (Britannica, Abraham Lincoln): about 6 ft 4 in, the tallest president (LBJ about 6 ft 3.5 in); explanation confirmed.',
    'Which dam on the Colorado River is named after a president?':
      'Checked (Bureau of Reclamation, Hoover Dam): completed 1936, impounds Lake Mead, named after Herbert Hoover; explanation confirmed.',
    "Which president's memorial in Washington, D.C., is a domed rotunda beside the Tidal Basin?":
      'Checked (National Park Service, Thomas Jefferson Memorial): domed rotunda on the Tidal Basin, dedicated 13 April 1943, his 200th birthday; explanation confirmed.',
    'Which president appears on the US half-dollar coin?':
      'Checked (US Mint, Kennedy half dollar): first struck in 1964 after his death. Note left alone: the wrong option Benjamin Franklin (on the half dollar 1948-63) was never president, a fair trap but of another kind.',
    'Which president appears on the US two-dollar bill?':
      "Checked (Bureau of Engraving and Printing, $2 note): Jefferson on the front, Trumbull's Declaration painting on the back; explanation confirmed.",
    'Which president was the shortest, at about 5 feet 4 inches?':
      'Checked (whitehouse.gov, James Madison; Britannica): about 5 ft 4 in and around 100 pounds, the shortest president; explanation confirmed.',
    "Which president's home near Nashville is called The Hermitage?":
      "Checked (The Hermitage, official site): Jackson's home near Nashville, where he and Rachel are buried; explanation confirmed.",
    "Which president served only about 200 days before dying of an assassin's bullet?":
      'Checked (whitehouse.gov, James Garfield): in office 4 March to 19 September 1881, about 200 days; only W. H. Harrison served less; explanation confirmed.',
  },
};
