import type { CuratedBank } from './bank.js';

export const humanBody: CuratedBank = {
  key: 'human-body',
  sections: {
    'Skeleton and muscles': [
      'e|How many bones are in the adult human body?|206|186;226;306|Babies are born with around 300 bones, some of which fuse as they grow.',
      'e|What is the longest bone in the human body?|The femur|The tibia;The humerus;The radius|The femur, or thigh bone, is also the strongest bone in the body.',
      'h|What is the smallest bone in the human body?|The stapes|The incus;The malleus;The coccyx|The stapes, in the middle ear, is about 3 mm long.',
      'h|What is the anatomical name for the kneecap?|The patella|The tibia;The fibula;The femur|The patella protects the front of the knee joint.',
      "e|Which bone protects the brain?|The skull|The pelvis;The sternum;The scapula|The skull's cranium encloses and protects the brain.",
      'm|What type of joint is the shoulder?|A ball-and-socket joint|A hinge joint;A pivot joint;A fixed joint|Ball-and-socket joints allow movement in many directions.',
      'm|What is the dome-shaped muscle below the lungs that helps us breathe?|The diaphragm|The pectoralis;The trapezius;The latissimus dorsi|When the diaphragm contracts, air is drawn into the lungs.',
    ],
    Organs: [
      'e|What is the largest organ of the human body?|The skin|The liver;The brain;The lungs|The skin of an adult covers about two square metres.',
      'm|What is the largest internal organ in the human body?|The liver|The brain;The heart;The stomach|The liver weighs about 1.5 kg in an adult.',
      'e|Which organ pumps blood around the body?|The heart|The lungs;The liver;The kidneys|The heart beats around 100,000 times a day.',
      'm|Which organ produces insulin?|The pancreas|The liver;The kidneys;The spleen|Insulin from the pancreas controls the level of sugar in the blood.',
      'm|Which organs filter waste from the blood to make urine?|The kidneys|The lungs;The liver;The spleen|The kidneys filter about 180 litres of blood plasma each day.',
      'h|Which organ stores bile made by the liver?|The gallbladder|The pancreas;The spleen;The appendix|Bile helps the body digest fats.',
      'm|What is the tube that carries food from the mouth to the stomach?|The oesophagus|The trachea;The larynx;The duodenum|Muscle waves called peristalsis push food down the oesophagus.',
      'h|Which part of the brain controls balance and coordination?|The cerebellum|The cerebrum;The hypothalamus;The medulla|The cerebellum sits at the back of the brain, below the cerebrum.',
      'h|What are the tiny air sacs in the lungs where gas exchange happens?|Alveoli|Bronchi;Villi;Nephrons|Oxygen passes from the alveoli into the blood, and carbon dioxide passes out.',
    ],
    'Blood and heart': [
      'e|How many chambers does the human heart have?|4|2;3;6|The heart has two atria and two ventricles.',
      'm|Which blood vessels carry blood away from the heart?|Arteries|Veins;Capillaries;Lymph vessels|Arteries have thick, elastic walls to cope with high pressure.',
      'e|Which blood cells carry oxygen around the body?|Red blood cells|White blood cells;Platelets;Lymphocytes|Red blood cells contain haemoglobin, which binds oxygen.',
      'h|Which blood cells help the blood to clot?|Platelets|Red blood cells;Lymphocytes;Macrophages|Platelets clump together to seal damaged blood vessels.',
      'm|Which protein in red blood cells carries oxygen?|Haemoglobin|Insulin;Keratin;Collagen|Haemoglobin contains iron, which gives blood its red colour.',
      'h|Which blood type is known as the universal donor for red blood cells?|O negative|AB positive;A positive;B negative|O negative red cells can be given to patients of any blood type.',
    ],
    'Senses and health': [
      'e|What is the hard white substance covering the crown of a tooth?|Enamel|Dentine;Pulp;Cementum|Tooth enamel is the hardest substance in the human body.',
      'm|How many teeth does a typical adult have, including wisdom teeth?|32|28;30;36|Adults usually have 32 permanent teeth; children have 20 milk teeth.',
      'm|What is the coloured part of the eye called?|The iris|The pupil;The retina;The cornea|The iris controls how much light enters through the pupil.',
      'm|Which part of the eye contains the light-sensitive rods and cones?|The retina|The iris;The lens;The cornea|The retina turns light into nerve signals sent to the brain.',
      'h|Where in the body is the cochlea?|In the inner ear|In the eye;In the nose;In the throat|The spiral-shaped cochlea turns sound vibrations into nerve signals.',
      'm|Which vitamin is made in the skin in sunlight?|Vitamin D|Vitamin C;Vitamin A;Vitamin B12|Vitamin D helps the body absorb calcium for healthy bones.',
      "h|Roughly what share of an adult's body mass is water?|About 60%|About 20%;About 30%;About 90%|Water makes up roughly 50 to 65 percent of an adult's body mass.",
      'e|Which organ do we think with?|The brain|The heart;The liver;The lungs|The brain controls thought, memory and movement.',
      'e|Which sense does the nose give us?|Smell|Taste;Touch;Hearing|Smell receptors sit high inside the nose.',
      'h|Which is the longest nerve in the human body?|The sciatic nerve|The vagus nerve;The femoral nerve;The ulnar nerve|The sciatic nerve runs from the lower back down each leg.',
    ],
  },
};
