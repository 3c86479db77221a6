import type { BankReview } from './review.js';

/** bank-lab's check of bank-eras2's world-war-1 bank at ad6b340 (ADR 0195); registered in index.ts once both are merged. */
export const worldWar1Review: BankReview = {
  bank: 'world-war-1',
  writer: 'bank-eras2',
  reviewer: 'bank-lab',
  checks: {
    'In which year did World War I begin?':
      "Checked (reviewer's knowledge): 1914 is right and the three wrong options are wrong; explanation confirmed.",
    'Whose assassination in Sarajevo in 1914 set off World War I?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Franz Ferdinand and his wife Sophie were shot in their open car in Sarajevo on 28 June 1914; the Kaiser, the Tsar and Franz Joseph were not; the explanation no longer names his empire.",
    'Who assassinated Archduke Franz Ferdinand?':
      "Checked (reviewer's knowledge): Gavrilo Princip is right and the three wrong options are wrong; explanation confirmed.",
    'Which empire was Archduke Franz Ferdinand heir to?':
      "Checked (reviewer's knowledge): Franz Ferdinand was heir to Franz Joseph of Austria-Hungary; the three wrong options are wrong. Its answer is currently given away by the explanation of the Sarajevo question (see the REJECT there). Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which neutral country did Germany invade in August 1914 on its way to France?':
      "Checked (reviewer's knowledge): Belgium is right and the three wrong options are wrong; explanation confirmed.",
    'In which month of 1914 did Britain declare war on Germany?':
      "Checked (reviewer's knowledge): August is right and the three wrong options are wrong; explanation confirmed.",
    'Which alliance did Germany, Austria-Hungary, the Ottoman Empire and Bulgaria form?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the four were the Central Powers, Bulgaria joining last on 14 October 1915; the Triple Entente was the other side, the Axis is World War II and the Holy Alliance 1815; the explanation no longer names the Entente's members. Options reworded for length (issue 14, len-c): 'The Axis' → 'The Triple Alliance'. Rechecked by len-d: the Triple Alliance was Germany, Austria-Hungary and Italy, never with the Ottomans or Bulgaria.",
    'Which three countries formed the Triple Entente?':
      "Checked (reviewer's knowledge): France, Russia and the UK (Franco-Russian alliance 1894, Entente Cordiale 1904, Anglo-Russian Convention 1907); each wrong trio includes a non-member.",
    'On 28 July 1914, Austria-Hungary declared war on which country?':
      "Checked (reviewer's knowledge): Serbia is right and the three wrong options are wrong; explanation confirmed.",
    'What was the pre-war alliance of Germany, Austria-Hungary and Italy called?':
      "Checked (reviewer's knowledge): The Triple Alliance is right and the three wrong options are wrong; explanation confirmed.",
    'What was the name of the Serbian secret society linked to the Sarajevo assassins?':
      "Checked (reviewer's knowledge): The Black Hand is right and the three wrong options are wrong; explanation confirmed.",
    'What was the German plan to defeat France quickly by sweeping through Belgium called?':
      "Checked (reviewer's knowledge): the Schlieffen Plan; Schlieffen was chief of the general staff 1891-1906; the other 'plans' are not the name of the 1914 plan.",
    'What was the French pre-war plan for an offensive into Alsace and Lorraine called?':
      "Checked (reviewer's knowledge): Plan XVII is right and the three wrong options are wrong; explanation confirmed.",
    'What did Austria-Hungary send Serbia on 23 July 1914, with a 48-hour deadline?':
      "Checked (reviewer's knowledge): An ultimatum is right and the three wrong options are wrong; explanation confirmed.",
    'Which British statesman remarked in August 1914 that the lamps were going out all over Europe?':
      "Checked (reviewer's knowledge): Sir Edward Grey, Foreign Secretary 1905-16, made the 'lamps are going out' remark on 3 August 1914 (his memoirs).",
    "Which 1839 treaty guaranteeing Belgian neutrality did the German chancellor call a 'scrap of paper'?":
      "Checked (reviewer's knowledge): the 1839 Treaty of London guaranteed Belgian neutrality; Bethmann Hollweg's 'scrap of paper' remark to the British ambassador, 4 August 1914.",
    'Who was Chancellor of Germany when the war broke out?':
      "Checked (reviewer's knowledge): Bethmann Hollweg, chancellor 1909 to July 1917; Bulow, Michaelis and Caprivi were chancellors at other times. Options reworded for length (issue 14, len-g): 'Leo von Caprivi' → 'Chlodwig zu Hohenlohe-Schillingsfürst'. Rechecked by len-h: Chlodwig zu Hohenlohe-Schillingsfürst was chancellor 1894–1900 and died in 1901; Bethmann Hollweg was chancellor from 1909 to 1917.",
    "Which country's general mobilisation on 30 July 1914 led Germany to declare war on it two days later?":
      "Checked (reviewer's knowledge): Russia's general mobilisation was ordered on 30 July; Germany declared war on Russia on 1 August 1914.",
    'On which date did Germany declare war on France?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Germany declared war on France on 3 August 1914, alleging French air raids (on Nuremberg) that never happened; 1 August was the declaration on Russia, 4 August Britain's on Germany and 28 July Austria-Hungary's on Serbia.",
    'In which years were the two Balkan Wars fought, just before World War I?':
      "Checked (reviewer's knowledge): First Balkan War 1912-13, Second 1913; Serbia's territory grew by roughly 80%, so 'nearly doubled' is fair.",
    'In which year did Austria-Hungary annex Bosnia and Herzegovina, angering Serbia?':
      "Checked (reviewer's knowledge): Bosnian annexation crisis of October 1908; occupied since the Congress of Berlin in 1878.",
    'To which Moroccan port did Germany send the gunboat Panther in 1911?':
      "Checked (reviewer's knowledge): the Panther was sent to Agadir on 1 July 1911 (the Agadir or Second Moroccan Crisis).",
    'Which British battleship, launched in 1906, made older battleships obsolete and sped up the naval race with Germany?':
      "Checked (reviewer's knowledge): HMS Dreadnought was launched in February 1906; Victory, Hood and Warspite are other eras or later ships. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What was the first name of Franz Ferdinand's wife, killed with him in 1914?":
      "Checked (reviewer's knowledge): Sophie is right and the three wrong options are wrong; explanation confirmed.",
    'The last German Kaiser was a grandson of which British monarch?':
      "Checked (reviewer's knowledge): Queen Victoria is right and the three wrong options are wrong; explanation confirmed.",
    'Which country had the largest navy in the world in 1914?':
      "Checked (reviewer's knowledge): The United Kingdom is right and the three wrong options are wrong; explanation confirmed.",
    'What was the strip of land between opposing trenches called?':
      "Checked (reviewer's knowledge): No man's land is right and the three wrong options are wrong; explanation confirmed.",
    'What kind of fighting dominated the Western Front from late 1914?':
      "Checked (reviewer's knowledge): Trench warfare is right and the three wrong options are wrong; explanation confirmed.",
    'What nickname was given to ordinary British soldiers?':
      "Checked (reviewer's knowledge): Tommies is right and the three wrong options are wrong; explanation confirmed.",
    "What nickname, meaning 'hairy ones', was given to French infantrymen?":
      "Checked (reviewer's knowledge): Les poilus is right and the three wrong options are wrong; explanation confirmed.",
    'Which unofficial event happened along parts of the Western Front in December 1914?':
      "Checked (reviewer's knowledge): The Christmas truce is right and the three wrong options are wrong; explanation confirmed.",
    'Which wire was strung in front of trenches to slow attackers?':
      "Checked (reviewer's knowledge): Barbed wire is right and the three wrong options are wrong; explanation confirmed.",
    "What did 'going over the top' mean for a soldier?":
      "Checked (reviewer's knowledge): Climbing out of a trench to attack is right and the three wrong options are wrong; explanation confirmed.",
    'What did soldiers use to look over the trench parapet without raising their heads?':
      "Checked (reviewer's knowledge): A periscope is right and the three wrong options are wrong; explanation confirmed.",
    'In which country was most of the Western Front?':
      "Checked (reviewer's knowledge): France is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1916 battle is remembered for about 57,000 British casualties on its first day?':
      "Checked (reviewer's knowledge): the first day of the Somme, 1 July 1916, cost about 57,470 British casualties.",
    'Which 1916 battle between France and Germany lasted about ten months?':
      "Checked (reviewer's knowledge): Verdun ran from 21 February to 18 December 1916, about ten months.",
    'Which battle in September 1914 stopped the German advance on Paris?':
      "Checked (reviewer's knowledge): the First Battle of the Marne, 5-12 September 1914. Its answer is currently given away by the text of the Moltke question (see the REJECT there).",
    'Which gas did Germany release at Ypres in April 1915, the first large-scale gas attack on the Western Front?':
      "Checked (reviewer's knowledge): chlorine at Second Ypres on 22 April 1915; the earlier gas use at Bolimow in January 1915 was on the Eastern Front, so the 'Western Front' wording holds.",
    'What new armoured weapon did the British first use in battle in 1916?':
      "Checked (reviewer's knowledge): tanks first went into action at Flers-Courcelette on 15 September 1916.",
    'In which year was the Battle of Passchendaele fought?':
      "Checked (reviewer's knowledge): 1917 is right and the three wrong options are wrong; explanation confirmed.",
    'Which condition, caused by standing for days in cold wet trenches, could lead to amputation?':
      "Checked (reviewer's knowledge): Trench foot is right and the three wrong options are wrong; explanation confirmed.",
    "Which country's four divisions together captured Vimy Ridge in April 1917?":
      "Checked (reviewer's knowledge): Canada is right and the three wrong options are wrong; explanation confirmed.",
    "The Battle of Fromelles in July 1916 was the first major Western Front action for which country's troops?":
      "Checked (reviewer's knowledge): Fromelles, 19-20 July 1916, was the first major Western Front action of the AIF; 5,533 Australian casualties in one night.",
    "What was Germany's great attack of March 1918, also called the Kaiserschlacht?":
      "Checked (reviewer's knowledge): the Spring Offensive (Kaiserschlacht) opened on 21 March 1918. Note: the 'Aisne Offensive' option was itself one of the later spring attacks (May 1918), but the question's 'March 1918' rules it out, so it stands.",
    'What was the code name of the German attack launched on 21 March 1918?':
      "Checked (reviewer's knowledge): Operation Michael, 21 March 1918; Georgette (April), Blucher-Yorck (May) and Gneisenau (June) followed.",
    'What name is given to the Allied campaign of August to November 1918 that drove the Germans back?':
      "Checked (reviewer's knowledge): the Hundred Days Offensive, from Amiens on 8 August to the armistice; the Aisne option is a German 1918 attack, not the Allied campaign.",
    "Which German general called 8 August 1918 'the black day of the German army'?":
      "Checked (reviewer's knowledge): Ludendorff called 8 August 1918 'the black day of the German army' in his memoirs.",
    "Which French general's failed offensive on the Chemin des Dames in 1917 led to mutinies?":
      "Checked (reviewer's knowledge): Nivelle's Chemin des Dames offensive, April 1917, was followed by the French army mutinies.",
    'What was the series of outflanking moves in autumn 1914 that extended the trenches to the North Sea called?':
      "Checked (reviewer's knowledge): The Race to the Sea is right and the three wrong options are wrong; explanation confirmed.",
    'At which village was the Newfoundland Regiment almost wiped out on 1 July 1916?':
      "Checked (reviewer's knowledge): Beaumont-Hamel: about 800 of the Newfoundland Regiment advanced, and 68 answered the roll call next day. Options reworded for length (issue 14, len-g): 'Pozières' → 'Ovillers-la-Boisselle'. Rechecked by len-h: Ovillers-la-Boisselle was attacked on 1 July 1916 by the 8th and 34th Divisions; the Newfoundland Regiment was cut down at Beaumont-Hamel.",
    'Which wood did the South African Brigade hold at huge cost in July 1916?':
      "Checked (reviewer's knowledge): Delville Wood, 15-20 July 1916, South African Brigade.",
    "Which German chief of staff planned a 1916 offensive to 'bleed France white'?":
      "Checked (reviewer's knowledge): Falkenhayn (the 'bleed France white' aim comes from his own post-war account); replaced by Hindenburg on 29 August 1916.",
    'At which Belgian town did the British Expeditionary Force fight its first battle, in August 1914?':
      "Checked (reviewer's knowledge): Mons is right and the three wrong options are wrong; explanation confirmed.",
    'What was the nickname of the huge German 42 cm howitzer used against Belgian forts in 1914?':
      "Checked (reviewer's knowledge): Big Bertha is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "What was a 'creeping barrage'?":
      "Checked (reviewer's knowledge): Shellfire moving just ahead of the infantry is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'At which battle in June 1917 did the British explode 19 mines under the German lines?':
      "Checked (reviewer's knowledge): Messines, 7 June 1917: 19 mines were fired; the blast was reported heard in London.",
    'At which battle in November 1917 did the British first attack with massed armour?':
      "Checked (reviewer's knowledge): Cambrai, 20 November 1917, the first massed tank attack (476 tanks in all, about 380 fighting tanks).",
    'At which 1915 battle did the British first use poison gas?':
      "Checked (reviewer's knowledge): Loos, 25 September 1915, the first British use of gas (chlorine), which blew back in places.",
    'What was the largest American operation of the war, fought in autumn 1918?':
      "Checked (reviewer's knowledge): Meuse-Argonne, September-November 1918, over 1.2 million American soldiers.",
    'In which wood did US Marines fight a famous battle in June 1918?':
      "Checked (reviewer's knowledge): Belleau Wood is right and the three wrong options are wrong; explanation confirmed.",
    'Which Belgian cemetery is the largest Commonwealth war cemetery in the world?':
      "Checked (reviewer's knowledge): Tyne Cot, near Passchendaele, is the largest CWGC cemetery anywhere, with about 12,000 graves.",
    'In which country is the Menin Gate memorial, where the Last Post is sounded every evening?':
      "Checked (reviewer's knowledge): the Menin Gate is at Ypres (Ieper), Belgium; about 54,400 names; Last Post nightly.",
    'On which peninsula did the Allies fight a failed campaign against the Ottoman Empire in 1915?':
      "Checked (reviewer's knowledge): Gallipoli is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1917 Italian defeat forced a retreat to the Piave River?':
      "Checked (reviewer's knowledge): The Battle of Caporetto is right and the three wrong options are wrong; explanation confirmed.",
    'Which country left the First World War after signing the Treaty of Brest-Litovsk in 1918?':
      "Checked (reviewer's knowledge): Soviet Russia signed Brest-Litovsk on 3 March 1918; Romania's separate peace was the Treaty of Bucharest.",
    'The ANZAC troops came from Australia and which other country?':
      "Checked (reviewer's knowledge): New Zealand is right and the three wrong options are wrong; explanation confirmed.",
    'On which date is Anzac Day marked each year?':
      "Checked (reviewer's knowledge): 25 April is right and the three wrong options are wrong; explanation confirmed.",
    'Which Ottoman officer of the First World War later founded the Republic of Turkey?':
      "Checked (reviewer's knowledge): Mustafa Kemal is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which revolt against Ottoman rule did T. E. Lawrence help to lead from 1916?':
      "Checked (reviewer's knowledge): The Arab Revolt is right and the three wrong options are wrong; explanation confirmed.",
    'Which city did British forces under General Allenby capture from the Ottomans in December 1917?':
      "Checked (reviewer's knowledge): Jerusalem is right and the three wrong options are wrong; explanation confirmed.",
    'At which Mesopotamian town did a British-Indian army surrender to the Ottomans in April 1916?':
      "Checked (reviewer's knowledge): Kut fell on 29 April 1916 after a siege of about 147 days; about 13,000 men captured.",
    'Which 1914 battle in East Prussia ended in a crushing German victory over a Russian army?':
      "Checked (reviewer's knowledge): Tannenberg is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Russian general shot himself after his army was destroyed in East Prussia in August 1914?':
      "Checked (reviewer's knowledge): Alexander Samsonov is right and the three wrong options are wrong; explanation confirmed.",
    'Which Russian general gave his name to a successful 1916 offensive against Austria-Hungary?':
      "Checked (reviewer's knowledge): Aleksei Brusilov is right and the three wrong options are wrong; explanation confirmed.",
    'Along which river did Italy fight a long series of battles against Austria-Hungary from 1915 to 1917?':
      "Checked (reviewer's knowledge): twelve battles of the Isonzo, 1915-1917. Its text ('Italy fight ... from 1915') gives away the May 1915 question (see the REJECT there).",
    'Which 1918 Italian victory led to the collapse of the Austro-Hungarian army?':
      "Checked (reviewer's knowledge): Vittorio Veneto, October-November 1918; armistice of Villa Giusti on 3 November 1918.",
    'Which South American country declared war on Germany in October 1917 after U-boats sank its ships?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Brazil declared war on Germany on 26 October 1917 after U-boats sank Brazilian ships, the only South American country to do so, and sent a naval division and a medical mission; Argentina, Chile and Peru did not declare war.",
    'Which Balkan country was overrun by German, Austro-Hungarian and Bulgarian forces in late 1915?':
      "Checked (reviewer's knowledge): Serbia is right and the three wrong options are wrong; explanation confirmed.",
    'At which Greek port did the Allies open a new front in October 1915?':
      "Checked (reviewer's knowledge): Salonika is right and the three wrong options are wrong; explanation confirmed.",
    'Which country joined the Allies in August 1916 and was mostly occupied by the end of that year?':
      "Checked (reviewer's knowledge): Romania is right and the three wrong options are wrong; explanation confirmed.",
    "Which revolutionary leader's Bolsheviks took power in Russia in November 1917?":
      "Checked (reviewer's knowledge): Vladimir Lenin is right and the three wrong options are wrong; explanation confirmed.",
    'Which German commander fought an undefeated guerrilla campaign in East Africa?':
      "Checked (reviewer's knowledge): Paul von Lettow-Vorbeck is right and the three wrong options are wrong; explanation confirmed.",
    'Which German base in China did Japan capture in November 1914?':
      "Checked (reviewer's knowledge): Tsingtao is right and the three wrong options are wrong; explanation confirmed.",
    'Which country did Germany and Austria-Hungary fight on the Eastern Front?':
      "Checked (reviewer's knowledge): Russia is right and the three wrong options are wrong; explanation confirmed.",
    'The sinking of which British liner in 1915 turned American opinion against Germany?':
      "Checked (reviewer's knowledge): the Lusitania was sunk by U-20 on 7 May 1915; 1,198 died.",
    'What was the largest naval battle of World War I, fought in 1916?':
      "Checked (reviewer's knowledge): Jutland, 31 May-1 June 1916, the war's only full clash of battle fleets and its largest naval battle.",
    'Which German pilot was known as the Red Baron?':
      "Checked (reviewer's knowledge): Manfred von Richthofen, 80 credited victories; Goring, Udet and Immelmann were other German aces. Options reworded for length (issue 14, len-c): 'Ernst Udet' → 'Eduard Ritter von Schleich'. Rechecked by len-d: Eduard Ritter von Schleich was the 'Black Knight'; the Red Baron was Richthofen.",
    'What were British merchant ships secretly armed to trap U-boats called?':
      "Checked (reviewer's knowledge): Q-ships is right and the three wrong options are wrong; explanation confirmed.",
    'What system of sailing merchant ships in escorted groups cut shipping losses from 1917?':
      "Checked (reviewer's knowledge): The convoy system is right and the three wrong options are wrong; explanation confirmed.",
    'Which admiral commanded the British Grand Fleet from 1914 to 1916?':
      "Checked (reviewer's knowledge): Jellicoe commanded the Grand Fleet August 1914 to November 1916; Churchill's 'lose the war in an afternoon' line.",
    "Who commanded Germany's High Seas Fleet in 1916?":
      "Checked (reviewer's knowledge): Reinhard Scheer is right and the three wrong options are wrong; explanation confirmed.",
    "Which German admiral's squadron was destroyed at the Battle of the Falkland Islands in December 1914?":
      "Checked (reviewer's knowledge): von Spee's squadron was destroyed off the Falklands on 8 December 1914; both his sons died in the battle.",
    'Which German light cruiser raided the Indian Ocean in 1914 until destroyed by HMAS Sydney?':
      "Checked (reviewer's knowledge): SMS Emden was beached on North Keeling after HMAS Sydney's attack, 9 November 1914.",
    'Which German battlecruiser escaped to Constantinople with the cruiser Breslau in August 1914?':
      "Checked (reviewer's knowledge): Goeben and Breslau reached the Dardanelles in August 1914 and were nominally transferred to the Ottoman navy.",
    'What were the rigid German airships that bombed British towns called?':
      "Checked (reviewer's knowledge): Zeppelins is right and the three wrong options are wrong; explanation confirmed.",
    'Which German bomber aircraft raided London in daylight from 1917?':
      "Checked (reviewer's knowledge): the Gotha raid of 13 June 1917 killed 162 in London.",
    'What was a pilot with five or more air victories called?':
      "Checked (reviewer's knowledge): An ace is right and the three wrong options are wrong; explanation confirmed.",
    'In which year was the Royal Air Force formed?':
      "Checked (reviewer's knowledge): the RAF was formed on 1 April 1918 from the RFC and the RNAS.",
    "Which Dutch designer's firm fitted German fighters with gear to fire through the propeller in 1915?":
      "Checked (reviewer's knowledge): Anthony Fokker, Dutch; his firm's synchronisation gear on the Eindecker in 1915 (the 'Fokker scourge').",
    'Which Sopwith fighter of 1917 was named after the hump over its guns?':
      "Checked (reviewer's knowledge): The Camel is right and the three wrong options are wrong; explanation confirmed.",
    'Which French pilot was the top-scoring Allied ace of the war?':
      "Checked (reviewer's knowledge): Rene Fonck, 75 confirmed victories, the top Allied ace.",
    'In which year was the Red Baron shot down and killed?':
      "Checked (reviewer's knowledge): Richthofen was killed on 21 April 1918 near Vaux-sur-Somme, northern France.",
    "What nickname was given to the Red Baron's fighter wing, known for its brightly painted planes?":
      "Checked (reviewer's knowledge): The Flying Circus is right and the three wrong options are wrong; explanation confirmed.",
    'What type of aircraft, with two sets of wings, was the usual design in World War I?':
      "Checked (reviewer's knowledge): The biplane is right and the three wrong options are wrong; explanation confirmed.",
    'What is a close fight between fighter planes called?':
      "Checked (reviewer's knowledge): A dogfight is right and the three wrong options are wrong; explanation confirmed.",
    'What were aircraft mainly used for at the start of the war?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: aircraft in 1914 were mainly used for reconnaissance, observers reporting and later photographing trenches; bombing, troop carrying and supply drops came later or not at all; the explanation no longer names artillery. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who was the German Kaiser during World War I?':
      "Checked (reviewer's knowledge): Wilhelm II is right and the three wrong options are wrong; explanation confirmed.",
    'Which US president proposed the Fourteen Points for peace in 1918?':
      "Checked (reviewer's knowledge): Wilson's Fourteen Points speech to Congress, 8 January 1918.",
    'Who was British prime minister from December 1916 until the armistice of 1918?':
      "Checked (reviewer's knowledge): David Lloyd George is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who was British prime minister when the war began?':
      "Checked (reviewer's knowledge): H. H. Asquith is right and the three wrong options are wrong; explanation confirmed.",
    "Which French prime minister, nicknamed 'the Tiger', led France from 1917?":
      "Checked (reviewer's knowledge): Clemenceau became prime minister in November 1917, aged 76 (born September 1841). Options reworded for length (issue 14, len-c): 'Aristide Briand' → 'Alexandre Millerand'. Rechecked by len-d: Millerand became PM only in 1920; the Tiger was Clemenceau.",
    "Whose pointing face appeared on the famous 'Your Country Needs You' recruiting poster?":
      "Checked (reviewer's knowledge): Lord Kitchener is right and the three wrong options are wrong; explanation confirmed.",
    "Aboard which warship was Britain's Secretary of State for War lost in 1916?":
      "Checked (reviewer's knowledge): HMS Hampshire struck a mine off Marwick Head, Orkney, on 5 June 1916, with Kitchener aboard bound for Russia.",
    'Which French marshal became supreme commander of the Allied armies in 1918?':
      "Checked (reviewer's knowledge): Ferdinand Foch is right and the three wrong options are wrong; explanation confirmed.",
    'Who was commander-in-chief of the French army in 1914?':
      "Checked (reviewer's knowledge): Joseph Joffre is right and the three wrong options are wrong; explanation confirmed.",
    'Which French general took command of the French army in May 1917 and calmed the mutinies?':
      "Checked (reviewer's knowledge): Philippe Pétain is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which German field marshal became President of Germany in 1925?':
      "Checked (reviewer's knowledge): Paul von Hindenburg is right and the three wrong options are wrong; explanation confirmed.",
    'Who was chief of the German general staff when the war began in 1914?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Helmuth von Moltke the Younger was Chief of the General Staff in August 1914 and was replaced by Falkenhayn on 14 September; Waldersee held it 1888–91 and Hindenburg from 1916; the text no longer names the Marne.",
    'Which Austro-Hungarian emperor died in 1916 after reigning since 1848?':
      "Checked (reviewer's knowledge): Franz Joseph reigned from December 1848 to his death on 21 November 1916, 68 years.",
    'Who was the last emperor of Austria-Hungary?':
      "Checked (reviewer's knowledge): Karl I renounced any part in state affairs on 11 November 1918 and died on Madeira in 1922.",
    'Which Russian Tsar abdicated in March 1917?':
      "Checked (reviewer's knowledge): Nicholas II is right and the three wrong options are wrong; explanation confirmed.",
    'Which mystic with influence over the Russian royal family was murdered in December 1916?':
      "Checked (reviewer's knowledge): Grigori Rasputin is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which British king reigned throughout the war?':
      "Checked (reviewer's knowledge): George V is right and the three wrong options are wrong; explanation confirmed.",
    'Which name did the British royal family take in 1917 to replace a German one?':
      "Checked (reviewer's knowledge): Windsor is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which Ottoman war minister led the empire into the war and to disaster at Sarikamish?':
      "Checked (reviewer's knowledge): Enver Pasha; Sarikamish, December 1914-January 1915.",
    'Which general commanded the Australian Corps in 1918?':
      "Checked (reviewer's knowledge): Monash took the Australian Corps in May 1918 and was knighted by George V in the field on 12 August 1918.",
    'Which general commanded the Canadian Corps from June 1917 until the armistice of 1918?':
      "Checked (reviewer's knowledge): Arthur Currie, June 1917 to the end of the war, the first Canadian-born commander of the corps.",
    'Who commanded the British armies on the Western Front from December 1915 until the armistice?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Douglas Haig commanded the BEF from 19 December 1915 to the end, and became field marshal on 1 January 1917; Plumer, Rawlinson and Byng commanded armies under him.",
    'Who led the British Expeditionary Force when it went to France in 1914?':
      "Checked (reviewer's knowledge): Sir John French led the BEF from August 1914 until he was replaced by Haig in December 1915.",
    'Which American general commanded the American Expeditionary Forces in France?':
      "Checked (reviewer's knowledge): John J. Pershing is right and the three wrong options are wrong; explanation confirmed.",
    'In which country did the last German Kaiser live in exile after 1918?':
      "Checked (reviewer's knowledge): The Netherlands is right and the three wrong options are wrong; explanation confirmed.",
    'Which Dutch dancer was executed by the French as a German spy in 1917?':
      "Checked (reviewer's knowledge): Mata Hari was shot at Vincennes on 15 October 1917.",
    'Which British nurse was executed by the Germans in 1915 for helping Allied soldiers escape from Belgium?':
      "Checked (reviewer's knowledge): Edith Cavell was shot in Brussels on 12 October 1915.",
    'Which flower became a symbol of remembrance for soldiers who died in World War I?':
      "Checked (reviewer's knowledge): The poppy is right and the three wrong options are wrong; explanation confirmed.",
    'Which poem did the Canadian doctor John McCrae write in 1915 after the death of a friend?':
      "Checked (reviewer's knowledge): McCrae wrote In Flanders Fields in May 1915, during Second Ypres, after Alexis Helmer's death.",
    'Which 1917 German telegram proposed an alliance with Mexico against the United States?':
      "Checked (reviewer's knowledge): the Zimmermann Telegram, January 1917, published in March 1917.",
    'What was World War I commonly called at the time?':
      "Checked (reviewer's knowledge): The Great War is right and the three wrong options are wrong; explanation confirmed.",
    'From what age could women vote in UK general elections under the 1918 Representation of the People Act?':
      "Checked (reviewer's knowledge): the 1918 Act gave the vote to women over 30 meeting a property qualification; equal franchise at 21 in 1928.",
    'What nickname was given to munitions workers whose skin turned yellow from handling TNT?':
      "Checked (reviewer's knowledge): Canaries is right and the three wrong options are wrong; explanation confirmed.",
    'Which 1914 British law gave the government wide powers over wartime life?':
      "Checked (reviewer's knowledge): the Defence of the Realm Act, 8 August 1914. Options reworded for length (issue 14, len-g): 'The National Service Act' → 'The National Registration Act'. Rechecked by len-h: the National Registration Act of July 1915 only set up a register of people aged 15 to 65; the wide 1914 powers were in the Defence of the Realm Act.",
    'In which year was conscription introduced in Britain?':
      "Checked (reviewer's knowledge): the Military Service Act of January 1916 (single men 18-41); its text gives away the 'compulsory enlistment' question (see the REJECT there).",
    'What were men who refused to fight on grounds of conscience called?':
      "Checked (reviewer's knowledge): Conscientious objectors is right and the three wrong options are wrong; explanation confirmed.",
    'In Britain, what did handing a man a white feather accuse him of?':
      "Checked (reviewer's knowledge): Cowardice is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Spying' → 'Profiteering'. Rechecked by len-d: the white feather accused a man of cowardice, not profiteering.",
    'What were British battalions of men from the same town or workplace who enlisted together called?':
      "Checked (reviewer's knowledge): Pals battalions is right and the three wrong options are wrong; explanation confirmed.",
    'What type of weapon was the British Vickers?':
      "Checked (reviewer's knowledge): A machine gun is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'A mortar' → 'A trench mortar'. Rechecked by len-d: the Vickers was a machine gun, not a trench mortar (the British one was the Stokes).",
    'Which rifle was standard issue for British soldiers?':
      "Checked (reviewer's knowledge): The Lee-Enfield is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'The Lebel' → 'The Martini-Henry'. Rechecked by len-d: the Martini-Henry had been replaced from the 1890s; the Lee-Enfield was standard.",
    "What was the name of the first British armoured 'landship' prototype, built in 1915?":
      "Checked (reviewer's knowledge): Little Willie (September 1915), followed by Mother, the Mark I prototype.",
    "Which British service set up the 'Landships Committee' in 1915?":
      "Checked (reviewer's knowledge): the Admiralty's Landships Committee, February 1915, backed by Churchill.",
    "What was the British Army's flat steel helmet called?":
      "Checked (reviewer's knowledge): the Brodie helmet, patented by John Leopold Brodie in 1915.",
    'Which organisation, formed in 1917, sent British women to work on farms?':
      "Checked (reviewer's knowledge): The Women's Land Army is right and the three wrong options are wrong; explanation confirmed.",
    'What did Britain introduce in May 1916 to save fuel for the war effort?':
      "Checked (reviewer's knowledge): British Summer Time began on 21 May 1916 under the Summer Time Act. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year did Britain bring in nationwide rationing of sugar, meat and butter?':
      "Checked (reviewer's knowledge): national sugar rationing from 31 December 1917/January 1918, meat and butter by April 1918. Its text gives away the rationing definition question (see the REJECT there).",
    'Which vegetable gave its name to the German hunger winter of 1916–17?':
      "Checked (reviewer's knowledge): The turnip is right and the three wrong options are wrong; explanation confirmed.",
    'What was the flu pandemic that began in 1918 commonly called?':
      "Checked (reviewer's knowledge): Spanish flu is right and the three wrong options are wrong; explanation confirmed.",
    'Who wrote the novel All Quiet on the Western Front?':
      "Checked (reviewer's knowledge): Erich Maria Remarque is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'Günter Grass' → 'Hugo von Hofmannsthal'. Rechecked by len-d: Hofmannsthal was an Austrian poet and librettist; the novel is Remarque's.",
    'Which German veteran wrote the war memoir Storm of Steel?':
      "Checked (reviewer's knowledge): Ernst Junger, Storm of Steel (1920), Pour le Merite 1918.",
    "Which poet wrote 'If I should die, think only this of me'?":
      "Checked (reviewer's knowledge): Rupert Brooke is right and the three wrong options are wrong; explanation confirmed.",
    'Which poet published a statement against the war in 1917 and was sent to Craiglockhart hospital?':
      "Checked (reviewer's knowledge): Sassoon's 1917 statement; sent to Craiglockhart rather than court-martialled.",
    'Who wrote the war memoir Goodbye to All That?':
      "Checked (reviewer's knowledge): Robert Graves is right and the three wrong options are wrong; explanation confirmed.",
    'Which birds carried messages from the front lines?':
      "Checked (reviewer's knowledge): Pigeons is right and the three wrong options are wrong; explanation confirmed.",
    'In which country did the Easter Rising take place in 1916?':
      "Checked (reviewer's knowledge): Ireland is right and the three wrong options are wrong; explanation confirmed.",
    'What colour were British army uniforms?':
      "Checked (reviewer's knowledge): Khaki is right and the three wrong options are wrong; explanation confirmed.",
    'What colour were the trousers of French infantry in August 1914?':
      "Checked (reviewer's knowledge): Red is right and the three wrong options are wrong; explanation confirmed.",
    'What term describes civilian life and work in a country at war?':
      "Checked (reviewer's knowledge): The home front is right and the three wrong options are wrong; explanation confirmed.",
    "Which country's soldiers were nicknamed doughboys?":
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: American soldiers were the doughboys, a name older than the war; Canadians, Australians (diggers) and New Zealanders were not.",
    'Which Irish town did British soldiers sing was a long way to go, in a famous marching song?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: It's a Long Way to Tipperary (1912) became a marching favourite in 1914; Kilkenny, Galway and Limerick are other Irish towns.",
    'What is information spread to sway public opinion, such as recruiting posters, called?':
      "Checked (reviewer's knowledge): Propaganda is right and the three wrong options are wrong; explanation confirmed.",
    'Which big guns fired millions of shells on the Western Front?':
      "Checked (reviewer's knowledge): artillery is right and the wrong options (infantry, cavalry, engineers) are not guns; its answer is currently given away by the aircraft-scouting explanation (see the REJECT there).",
    'What did soldiers wear to protect themselves from poison gas?':
      "Checked (reviewer's knowledge): A gas mask is right and the three wrong options are wrong; explanation confirmed.",
    'Which Michael Morpurgo novel follows a farm horse sent to the Western Front?':
      "Checked (reviewer's knowledge): War Horse is right and the three wrong options are wrong; explanation confirmed.",
    "Which year is the title of Sam Mendes's 2019 film about two British soldiers crossing enemy-held ground?":
      "Checked (reviewer's knowledge): 1917 is right and the three wrong options are wrong; explanation confirmed.",
    "Which charity, founded in 1921, runs Britain's annual Remembrance appeal?":
      "Checked (reviewer's knowledge): The Royal British Legion is right and the three wrong options are wrong; explanation confirmed.",
    'How long is the silence traditionally kept at 11 a.m. on Armistice Day?':
      "Checked (reviewer's knowledge): Two minutes is right and the three wrong options are wrong; explanation confirmed.",
    "What was the German army's spiked leather helmet called?":
      "Checked (reviewer's knowledge): The Pickelhaube is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which phrase, popularised by Ernest Hemingway, describes the generation that came of age during World War I?':
      "Checked (reviewer's knowledge): 'the Lost Generation', from the epigraph of The Sun Also Rises, credited to Gertrude Stein.",
    'In which year did the fighting of World War I end?':
      "Checked (reviewer's knowledge): 1918 is right and the three wrong options are wrong; explanation confirmed.",
    'Which treaty, signed in 1919, set the peace terms for Germany?':
      "Checked (reviewer's knowledge): The Treaty of Versailles is right and the three wrong options are wrong; explanation confirmed.",
    'On what date did the armistice ending the fighting take effect?':
      "Checked (reviewer's knowledge): 11 November 1918 is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'In which year did the United States enter World War I?':
      "Checked (reviewer's knowledge): 1917 is right and the three wrong options are wrong; explanation confirmed.",
    'Which international organisation was founded after the First World War to keep the peace?':
      "Checked (reviewer's knowledge): The League of Nations is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): 'NATO' → 'The Commonwealth of Nations'. Rechecked by len-d: the Commonwealth of Nations grew from the Empire and was not founded to keep the peace; the League was.",
    "What does the word 'armistice' mean?":
      "Checked (reviewer's knowledge): An agreement to stop fighting is right and the three wrong options are wrong; explanation confirmed.",
    'In which palace room was the 1919 peace treaty with Germany signed?':
      "Checked (reviewer's knowledge): the Hall of Mirrors at Versailles, 28 June 1919; the German Empire was proclaimed there on 18 January 1871. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Which article of the 1919 peace treaty with Germany became known as the 'war guilt clause'?":
      "Checked (reviewer's knowledge): Article 231, the 'war guilt clause'.",
    'Which conference, opened in January 1919, drew up the peace treaties?':
      "Checked (reviewer's knowledge): The Paris Peace Conference is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    "Who was Italy's prime minister among the 'Big Four' peacemakers of 1919?":
      "Checked (reviewer's knowledge): Vittorio Orlando; he walked out over Fiume in April 1919.",
    "Which 1920 treaty cut Hungary's territory by more than two-thirds?":
      "Checked (reviewer's knowledge): Trianon, 4 June 1920: Hungary lost about 72% of its territory.",
    'Which 1919 treaty set the peace terms for Austria?':
      "Checked (reviewer's knowledge): Saint-Germain, September 1919, forbade union with Germany (Article 88). Options reworded for length (issue 14, len-g): 'The Treaty of Neuilly' → 'The Treaty of Neuilly-sur-Seine'. Rechecked by len-h: the Treaty of Neuilly-sur-Seine (the full name, November 1919) was with Bulgaria; Austria's was Saint-Germain.",
    'Which 1920 treaty with the Ottoman Empire was replaced by the Treaty of Lausanne in 1923?':
      "Checked (reviewer's knowledge): Sevres, August 1920, superseded by Lausanne, July 1923.",
    'At what total did the London Schedule of 1921 set German reparations?':
      "Checked (reviewer's knowledge): the London Schedule of Payments, May 1921: 132 billion gold marks. Its text gives away the reparations question (see the REJECT there).",
    'Which American-led plan of 1924 rescheduled German reparation payments?':
      "Checked (reviewer's knowledge): the Dawes Plan, 1924; the Young Plan followed in 1929.",
    'To how many men did the 1919 peace treaty limit the German army?':
      "Checked (reviewer's knowledge): 100,000 is right and the three wrong options are wrong; explanation confirmed. Options reworded for length (issue 14, len-c): '500,000' → '1,000,000'. Rechecked by len-d: Versailles art. 160 set 100,000; 1,000,000 is wrong.",
    'Where was most of the interned German fleet scuttled by its own crews in June 1919?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the German fleet interned at Scapa Flow in Orkney was scuttled by its crews on 21 June 1919 (52 of 74 ships sank); Rosyth, Invergordon and Portsmouth are other British naval bases.",
    'Which of these was Germany banned from having under the 1919 peace treaty?':
      "Checked (reviewer's knowledge): An air force is right and the three wrong options are wrong; explanation confirmed.",
    'Which region did the 1919 peace treaty with Germany return to France?':
      "Checked (reviewer's knowledge): Alsace-Lorraine, taken by Germany in 1871, returned in 1919. Note: the Plan XVII text ('offensive into Alsace and Lorraine') hints at it, but does not say the region changed hands in 1919, so it stands. Options reworded for length (issue 14, len-c): 'Savoy' → 'Schleswig-Holstein'. Rechecked by len-d: Schleswig-Holstein was never French (northern Schleswig went to Denmark by plebiscite); Alsace-Lorraine was returned.",
    "Which Baltic port did the 1919 peace treaty with Germany make a 'Free City'?":
      "Checked (reviewer's knowledge): Danzig became a Free City under the League in 1920; now Gdansk.",
    'What was the kingdom of Serbs, Croats and Slovenes renamed in 1929?':
      "Checked (reviewer's knowledge): Yugoslavia is right and the three wrong options are wrong; explanation confirmed.",
    'Which new state was led by Tomáš Masaryk from 1918?':
      "Checked (reviewer's knowledge): Czechoslovakia is right and the three wrong options are wrong; explanation confirmed.",
    'What was the strip of land that gave Poland access to the Baltic Sea called?':
      "Checked (reviewer's knowledge): The Polish Corridor is right and the three wrong options are wrong; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which royal dynasty ruled Austria-Hungary until 1918?':
      "Checked (reviewer's knowledge): the Habsburgs ruled Austria from 1282 to 1918, over six centuries.",
    'To which dynasty did the last German Kaiser belong?':
      "Checked (reviewer's knowledge): The Hohenzollerns is right and the three wrong options are wrong; explanation confirmed.",
    'Which dynasty ruled Russia until 1917?':
      "Checked (reviewer's knowledge): the Romanovs ruled from 1613 to 1917.",
    'What name is given to the German republic founded in 1918–19?':
      "Checked (reviewer's knowledge): The Weimar Republic is right and the three wrong options are wrong; explanation confirmed.",
    'What happened to the Russian royal family in July 1918?':
      "Checked (reviewer's knowledge): They were shot by the Bolsheviks is right and the three wrong options are wrong; explanation confirmed.",
    'Which country regained its independence in 1918 after 123 years of partition?':
      "Checked (reviewer's knowledge): Poland, partitioned in 1795, independent again in November 1918: 123 years.",
    'Where in London is the Tomb of the Unknown Warrior?':
      "Checked (reviewer's knowledge): the Unknown Warrior was buried in Westminster Abbey on 11 November 1920.",
    "What name, from the Greek for 'empty tomb', is given to the national war memorial on Whitehall?":
      "Checked (reviewer's knowledge): the Cenotaph (Greek kenotaphion, empty tomb), by Lutyens, unveiled in its permanent form on 11 November 1920.",
  },
};
