import type { CuratedBank } from './bank.js';

export const worldWar1: CuratedBank = {
  key: 'world-war-1',
  sections: {
    'Key events': [
      'e|In which year did World War I begin?|1914|1912;1916;1918|The war began in the summer of 1914.',
      'e|In which year did the fighting of World War I end?|1918|1917;1919;1920|The armistice of 11 November 1918 ended the fighting.',
      'e|Whose assassination in Sarajevo in 1914 set off World War I?|Archduke Franz Ferdinand|Kaiser Wilhelm II;Tsar Nicholas II;Emperor Franz Joseph|The heir to the Austro-Hungarian throne was shot on 28 June 1914.',
      'h|Who assassinated Archduke Franz Ferdinand?|Gavrilo Princip|Leon Czolgosz;Lee Harvey Oswald;Charlotte Corday|Gavrilo Princip was a Bosnian Serb member of a nationalist group.',
      'm|Which empire was Archduke Franz Ferdinand heir to?|Austria-Hungary|Germany;Serbia;Russia|Franz Ferdinand was heir to the Austro-Hungarian throne.',
      'e|Which treaty, signed in 1919, set the peace terms for Germany?|The Treaty of Versailles|The Treaty of Brest-Litovsk;The Treaty of Trianon;The Treaty of Locarno|The Treaty of Versailles was signed on 28 June 1919.',
      'm|On what date did the armistice ending the fighting take effect?|11 November 1918|11 November 1917;28 June 1919;1 July 1916|The armistice took effect at 11 a.m. on 11 November 1918.',
      'm|In which year did the United States enter World War I?|1917|1914;1915;1918|The United States declared war on Germany in April 1917.',
      'm|The sinking of which British liner in 1915 turned American opinion against Germany?|Lusitania|Titanic;Britannic;Mauretania|A German U-boat sank the Lusitania in May 1915, killing nearly 1,200 people.',
      'h|Which country left the First World War after signing the Treaty of Brest-Litovsk in 1918?|Russia|Romania;Italy;Serbia|Soviet Russia made peace with the Central Powers in March 1918.',
      'e|What was World War I commonly called at the time?|The Great War|The Long War;The Continental War;The War of Nations|It was known as the Great War until a second world war followed.',
    ],
    Battles: [
      'm|Which 1916 battle is remembered for about 57,000 British casualties on its first day?|The Somme|Verdun;Ypres;Gallipoli|The first day of the Battle of the Somme, 1 July 1916, is the bloodiest in British military history.',
      'h|Which 1916 battle between France and Germany lasted about ten months?|Verdun|The Somme;The Marne;Gallipoli|The Battle of Verdun lasted from February to December 1916.',
      'm|On which peninsula did the Allies fight a failed campaign against the Ottoman Empire in 1915?|Gallipoli|Crimea;Sinai;Peloponnese|The Gallipoli campaign ended in an Allied withdrawal in January 1916.',
      'h|Which battle in September 1914 stopped the German advance on Paris?|The First Battle of the Marne|The Battle of Tannenberg;The Battle of Verdun;The Battle of Jutland|The Allied victory on the Marne led to years of trench warfare.',
      'h|What was the largest naval battle of World War I, fought in 1916?|The Battle of Jutland|The Battle of the Falkland Islands;The Battle of Dogger Bank;The Battle of Heligoland Bight|The British and German fleets clashed off Denmark at Jutland in May–June 1916.',
      'h|Which gas did Germany release at Ypres in April 1915, the first large-scale gas attack on the Western Front?|Chlorine|Mustard gas;Nitrogen;Carbon monoxide|Chlorine gas was used at the Second Battle of Ypres; mustard gas followed in 1917.',
    ],
    'Alliances and people': [
      'm|Which alliance did Germany, Austria-Hungary, the Ottoman Empire and Bulgaria form?|The Central Powers|The Triple Entente;The Axis;The Holy Alliance|The Central Powers fought the Allies led by France, Britain and Russia.',
      'm|Which three countries formed the Triple Entente?|France, Russia and the United Kingdom|France, Italy and the United Kingdom;Germany, Russia and France;The United States, France and the United Kingdom|The Triple Entente grew out of agreements made between 1894 and 1907.',
      'm|Which German pilot was known as the Red Baron?|Manfred von Richthofen|Hermann Göring;Ernst Udet;Max Immelmann|Manfred von Richthofen was credited with 80 air victories.',
      'm|Who was the German Kaiser during World War I?|Wilhelm II|Frederick III;Franz Joseph I;Otto von Bismarck|Wilhelm II abdicated in November 1918.',
      'h|Which US president proposed the Fourteen Points for peace in 1918?|Woodrow Wilson|Theodore Roosevelt;Warren G. Harding;William Howard Taft|Wilson outlined the Fourteen Points in a speech to Congress in January 1918.',
      'm|Which international organisation was founded after the First World War to keep the peace?|The League of Nations|The United Nations;NATO;The Council of Europe|The League of Nations was founded in 1920; the United Nations replaced it after the Second World War.',
    ],
    'Life at the front': [
      "e|What was the strip of land between opposing trenches called?|No man's land|The front line;The Maginot Line;The demilitarised zone|Crossing no man's land under fire made attacks extremely costly.",
      'e|Which flower became a symbol of remembrance for soldiers who died in World War I?|The poppy|The rose;The lily;The daisy|Poppies grew on the battlefields of Flanders and became a symbol of remembrance.',
      'h|Which poem did the Canadian doctor John McCrae write in 1915 after the death of a friend?|In Flanders Fields|Dulce et Decorum Est;The Soldier;Anthem for Doomed Youth|In Flanders Fields made the poppy a symbol of remembrance.',
      'e|What new armoured weapon did the British first use in battle in 1916?|The tank|The machine gun;Poison gas;The flamethrower|Tanks first went into action at Flers–Courcelette during the Battle of the Somme.',
      'e|Which neutral country did Germany invade in August 1914 on its way to France?|Belgium|Switzerland;Denmark;The Netherlands|The invasion of Belgium brought Britain into the war.',
      'e|In which month of 1914 did Britain declare war on Germany?|August|July;September;June|Britain declared war on 4 August 1914.',
      'h|Which 1917 German telegram proposed an alliance with Mexico against the United States?|The Zimmermann Telegram|The Ems Dispatch;The Kruger Telegram;The Balfour Declaration|Its interception and publication helped bring the United States into the war.',
      'h|Which 1917 Italian defeat forced a retreat to the Piave River?|The Battle of Caporetto|The Battle of Vittorio Veneto;The Battle of Tannenberg;The Battle of Gorlice|Austro-Hungarian and German forces broke through at Caporetto in October 1917.',
    ],
  },
};
