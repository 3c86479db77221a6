import type { CuratedBank } from './bank.js';

export const worldWar2: CuratedBank = {
  key: 'world-war-2',
  sections: {
    'Key events': [
      'e|In which year did World War II begin?|1939|1938;1941;1914|Germany invaded Poland on 1 September 1939; Britain and France declared war two days later.',
      'e|In which year did World War II end?|1945|1944;1946;1943|Germany surrendered in May 1945 and Japan in September 1945.',
      'e|Which country did Germany invade on 1 September 1939?|Poland|France;Czechoslovakia;Belgium|The invasion of Poland started the war in Europe.',
      'e|Which US naval base did Japan attack on 7 December 1941?|Pearl Harbor|Norfolk;San Diego;Scapa Flow|The attack on Pearl Harbor in Hawaii brought the United States into the war.',
      'm|What was the code name for the Allied invasion of Normandy in June 1944?|Operation Overlord|Operation Barbarossa;Operation Market Garden;Operation Torch|D-Day, 6 June 1944, began Operation Overlord.',
      "h|What was the code name for Germany's invasion of the Soviet Union in 1941?|Operation Barbarossa|Operation Sea Lion;Operation Overlord;Operation Torch|Germany attacked the Soviet Union on 22 June 1941.",
      'e|On which Japanese city was the first atomic bomb used in war?|Hiroshima|Nagasaki;Tokyo;Kyoto|The bomb was dropped on Hiroshima on 6 August 1945; Nagasaki followed on 9 August.',
      'm|Which Japanese city was hit by the second atomic bomb on 9 August 1945?|Nagasaki|Hiroshima;Osaka;Kokura|Kokura was the intended target, but clouds diverted the bomber to Nagasaki.',
      'm|From which French port were over 330,000 Allied soldiers evacuated in 1940?|Dunkirk|Calais;Dieppe;Cherbourg|Operation Dynamo rescued about 338,000 troops from Dunkirk in May and June 1940.',
      "h|In Western Europe, on which date is V-E Day, Germany's surrender, marked?|8 May|6 June;15 August;11 November|Germany's unconditional surrender took effect on 8 May 1945.",
      'm|What was the name of the US project that developed the atomic bomb?|The Manhattan Project|Project Apollo;Operation Paperclip;Project Mercury|The Manhattan Project produced the first atomic bombs in 1945.',
      'h|At which conference in February 1945 did Churchill, Roosevelt and Stalin meet in Crimea?|Yalta|Potsdam;Tehran;Casablanca|The Yalta Conference planned the post-war order in Europe.',
    ],
    Battles: [
      'h|Which battle, fought from August 1942 to February 1943, ended with the surrender of the German Sixth Army?|Stalingrad|Kursk;Moscow;Leningrad|The Battle of Stalingrad was a turning point on the Eastern Front.',
      'h|Which 1942 naval battle in the Pacific saw the US sink four Japanese aircraft carriers?|Midway|Coral Sea;Leyte Gulf;Guadalcanal|The Battle of Midway in June 1942 turned the tide of the Pacific war.',
      "m|What name is given to the air campaign between the RAF and the Luftwaffe in the summer and autumn of 1940?|The Battle of Britain|The Battle of the Bulge;Operation Sea Lion;The Battle of the Atlantic|The RAF's victory in the Battle of Britain prevented a German invasion.",
      "h|In which forested region was the Battle of the Bulge fought in 1944–45?|The Ardennes|The Black Forest;The Vosges;The Bavarian Forest|Germany's last major offensive in the west struck through the Ardennes in December 1944.",
      "h|Which British general won the Second Battle of El Alamein in 1942?|Bernard Montgomery|Harold Alexander;Claude Auchinleck;Archibald Wavell|Montgomery's Eighth Army defeated Rommel's forces in Egypt in November 1942.",
      'h|Which country did the Soviet Union invade in the Winter War of 1939–40?|Finland|Estonia;Poland;Norway|Finland resisted the Soviet invasion for over three months before ceding territory.',
    ],
    People: [
      'e|Who was Prime Minister of the United Kingdom for most of World War II?|Winston Churchill|Neville Chamberlain;Clement Attlee;Anthony Eden|Churchill led Britain from May 1940 to July 1945.',
      'e|Who was US President when Pearl Harbor was attacked?|Franklin D. Roosevelt|Harry S. Truman;Dwight D. Eisenhower;Herbert Hoover|Roosevelt called 7 December 1941 a date which will live in infamy.',
      'e|Who led the Soviet Union during World War II?|Joseph Stalin|Vladimir Lenin;Nikita Khrushchev;Leon Trotsky|Stalin led the Soviet Union from the late 1920s until his death in 1953.',
      "e|Who was Italy's fascist dictator during World War II?|Benito Mussolini|Francisco Franco;Victor Emmanuel III;Galeazzo Ciano|Mussolini ruled Italy from 1922 until he was deposed in 1943.",
      'm|Who was Supreme Commander of the Allied forces in Europe on D-Day?|Dwight D. Eisenhower|George S. Patton;Bernard Montgomery;Omar Bradley|Eisenhower later became the 34th President of the United States.',
      'e|Which teenage diarist hid with her family in Amsterdam during the Nazi occupation?|Anne Frank|Sophie Scholl;Hannah Arendt;Corrie ten Boom|Her diary was published after the war as The Diary of a Young Girl.',
      'h|Which US general promised I shall return when he left the Philippines in 1942?|Douglas MacArthur|Chester Nimitz;George S. Patton;Omar Bradley|MacArthur kept his promise, returning to the Philippines in October 1944.',
    ],
    'Codes and forces': [
      'm|What was the German cipher machine that Allied codebreakers cracked?|Enigma|Colossus;Purple;Bombe|Breaking Enigma gave the Allies valuable intelligence throughout the war.',
      'm|Where did Allied codebreakers, including Alan Turing, work during the Second World War?|Bletchley Park|Los Alamos;Scotland Yard;Greenwich|Bletchley Park in England was the centre of British codebreaking.',
      "m|What was the Luftwaffe?|The German air force|The German navy;The German secret police;The German tank corps|The Luftwaffe was Germany's air force.",
      'h|What was the defensive line France built along its border with Germany?|The Maginot Line|The Siegfried Line;The Hindenburg Line;The Gustav Line|Germany avoided the Maginot Line by attacking through Belgium and the Ardennes in 1940.',
      'm|Which three countries were the main Axis powers?|Germany, Italy and Japan|Germany, Austria and Hungary;Germany, Italy and Spain;Germany, Japan and the Soviet Union|The Tripartite Pact of 1940 bound Germany, Italy and Japan together.',
    ],
  },
};
