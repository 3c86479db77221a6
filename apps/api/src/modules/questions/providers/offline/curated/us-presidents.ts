import type { CuratedBank } from './bank.js';

export const usPresidents: CuratedBank = {
  key: 'us-presidents',
  sections: {
    'Founders and early presidents': [
      'e|Who was the first President of the United States?|George Washington|John Adams;Thomas Jefferson;Benjamin Franklin|Washington served from 1789 to 1797.',
      'm|Which president was the main author of the Declaration of Independence?|Thomas Jefferson|John Adams;George Washington;James Madison|The Declaration was adopted on 4 July 1776.',
      'm|Who was the first president to live in the White House?|John Adams|George Washington;Thomas Jefferson;James Madison|Adams moved into the unfinished White House in November 1800.',
      'h|Which early president was the father of a later president?|John Adams|Thomas Jefferson;James Madison;James Monroe|His son John Quincy Adams became the sixth president.',
      'h|Which president died just 31 days into his term?|William Henry Harrison|James A. Garfield;Zachary Taylor;Warren G. Harding|Harrison died of illness in April 1841.',
      'h|Which president is the only one to have served as Speaker of the House?|James K. Polk|Abraham Lincoln;Gerald Ford;John Quincy Adams|Polk was Speaker from 1835 to 1839.',
    ],
    '19th century': [
      'e|Which president issued the Emancipation Proclamation in 1863?|Abraham Lincoln|Ulysses S. Grant;Andrew Johnson;James Buchanan|The proclamation declared enslaved people in Confederate states free.',
      'h|Under which president did the United States buy Alaska in 1867?|Andrew Johnson|Abraham Lincoln;Ulysses S. Grant;James Buchanan|Secretary of State William Seward negotiated the purchase.',
      'h|Which 19th-century president served two non-consecutive terms?|Grover Cleveland|Benjamin Harrison;Chester A. Arthur;Rutherford B. Hayes|Cleveland was the 22nd and 24th president.',
    ],
    '20th century': [
      "m|Who was the youngest person to become president, at 42?|Theodore Roosevelt|John F. Kennedy;Bill Clinton;Barack Obama|Roosevelt took office in 1901 after McKinley's assassination.",
      'e|Which president was elected four times?|Franklin D. Roosevelt|Theodore Roosevelt;Woodrow Wilson;Harry S. Truman|FDR won the elections of 1932, 1936, 1940 and 1944.',
      'm|Which president ordered the atomic bombings of Japan in 1945?|Harry S. Truman|Franklin D. Roosevelt;Dwight D. Eisenhower;Herbert Hoover|Truman became president when Roosevelt died in April 1945.',
      'e|Which president was assassinated in Dallas in 1963?|John F. Kennedy|Lyndon B. Johnson;Richard Nixon;Dwight D. Eisenhower|Kennedy was shot on 22 November 1963.',
      'm|Which president resigned in 1974 because of the Watergate scandal?|Richard Nixon|Gerald Ford;Lyndon B. Johnson;Jimmy Carter|Nixon is the only president to have resigned.',
      'm|Which president had been a Hollywood actor and Governor of California?|Ronald Reagan|Richard Nixon;Gerald Ford;Jimmy Carter|Reagan served as president from 1981 to 1989.',
    ],
    '21st century': [
      'm|Who was president during the attacks of 11 September 2001?|George W. Bush|Bill Clinton;Barack Obama;George H. W. Bush|George W. Bush was the 43rd president.',
      'e|Who was the first African American President of the United States?|Barack Obama|Joe Biden;Colin Powell;Jesse Jackson|Obama served from 2009 to 2017.',
      'm|Who was president from 2021 to 2025?|Joe Biden|Donald Trump;Barack Obama;Kamala Harris|Joe Biden was the 46th president.',
    ],
    'The office': [
      'e|How many years is a US presidential term?|4|2;5;6|Presidential elections are held every four years.',
      'h|Which amendment limits a president to two elected terms?|The 22nd Amendment|The 19th Amendment;The 25th Amendment;The 14th Amendment|The 22nd Amendment was ratified in 1951.',
      "e|What is the official residence of the US president?|The White House|The Capitol;Camp David;Blair House|Camp David is the president's country retreat.",
    ],
    Money: [
      'm|Which president appears on the US five-dollar bill?|Abraham Lincoln|George Washington;Thomas Jefferson;Andrew Jackson|Lincoln has appeared on the five-dollar bill since 1914.',
      'm|Which president appears on the US twenty-dollar bill?|Andrew Jackson|Ulysses S. Grant;Abraham Lincoln;Thomas Jefferson|Jackson has appeared on the twenty-dollar bill since 1928.',
      'h|Which president appears on the US fifty-dollar bill?|Ulysses S. Grant|Andrew Jackson;Abraham Lincoln;Thomas Jefferson|Grant led the Union army before becoming president.',
      'e|Whose face is on the US one-dollar bill?|George Washington|Abraham Lincoln;Thomas Jefferson;Andrew Jackson|Washington has appeared on the one-dollar bill since 1869.',
      'e|Which president served from 2017 to 2021 and again from 2025?|Donald Trump|Joe Biden;Barack Obama;George W. Bush|Donald Trump is the 45th and the 47th president.',
      'e|Which president was nicknamed Honest Abe?|Abraham Lincoln|Andrew Jackson;Ulysses S. Grant;Theodore Roosevelt|Lincoln was known as Honest Abe from his days as a lawyer in Illinois.',
      'h|Who is the only president never elected president or vice president?|Gerald Ford|Chester A. Arthur;Andrew Johnson;John Tyler|Ford was appointed vice president in 1973 and became president when Nixon resigned.',
      'h|Which president later served as Chief Justice of the United States?|William Howard Taft|Woodrow Wilson;Herbert Hoover;Calvin Coolidge|Taft was Chief Justice from 1921 to 1930.',
      'h|Under which president did the United States make the Louisiana Purchase in 1803?|Thomas Jefferson|James Madison;John Adams;James Monroe|The Louisiana Purchase roughly doubled the size of the United States.',
    ],
  },
};
