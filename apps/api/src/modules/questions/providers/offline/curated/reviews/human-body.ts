import type { BankReview } from './review.js';

/** bank-eras2's check of bank-games2's human-body bank at 4f985f0 (ADR 0195); registered in index.ts once both are merged. */
export const humanBodyReview: BankReview = {
  bank: 'human-body',
  writer: 'bank-games2',
  reviewer: 'bank-eras2',
  checks: {
    'How many bones are in the adult human body?':
      "Checked (reviewer's knowledge): 206; newborns have roughly 270–300. So 206 is right and 186, 226 and 306 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the longest bone in the human body?':
      "Checked (reviewer's knowledge): Femur, longest and strongest. So The femur is right and The tibia, The humerus and The radius are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the smallest bone in the human body?':
      "Checked (reviewer's knowledge): Stapes, about 3 mm. So The stapes is right and The incus, The malleus and The coccyx are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the anatomical name for the kneecap?':
      "Checked (reviewer's knowledge): So The patella is right and The tibia, The fibula and The femur are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'The femur' → 'The calcaneus'. Rechecked by len-a: the calcaneus is the heel bone; the kneecap is the patella.",
    'Which bone protects the brain?':
      "Checked (reviewer's knowledge): So The skull is right and The pelvis, The sternum and The scapula are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What type of joint is the shoulder?':
      "Checked (reviewer's knowledge): So A ball-and-socket joint is right and A hinge joint, A pivot joint and A fixed joint are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the dome-shaped muscle below the lungs that helps us breathe?':
      "Checked (reviewer's knowledge): So The diaphragm is right and The pectoralis, The trapezius and The latissimus dorsi are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which bones form a protective cage around the heart and lungs?':
      "Checked (reviewer's knowledge): So The ribs is right and The vertebrae, The clavicles and The scapulae are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many pairs of ribs does a typical adult have?':
      "Checked (reviewer's knowledge): So 12 is right and 10, 11 and 14 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the common name for the sternum?':
      "Checked (reviewer's knowledge): So The breastbone is right and The collarbone, The shoulder blade and The tailbone are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the common name for the clavicle?':
      "Checked (reviewer's knowledge): So The collarbone is right and The shoulder blade, The breastbone and The hip bone are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the bones of the spine called?':
      "Checked (reviewer's knowledge): So The vertebrae is right and The phalanges, The carpals and The ribs are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many vertebrae are in the human neck?':
      "Checked (reviewer's knowledge): So 7 is right and 5, 9 and 12 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the name of the top vertebra, which supports the skull?':
      "Checked (reviewer's knowledge): So The atlas is right and The axis, The sacrum and The coccyx are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the common name for the coccyx?':
      "Checked (reviewer's knowledge): So The tailbone is right and The breastbone, The hip bone and The cheekbone are wrong; no other question in the bank gives it away; explanation confirmed.",
    'When you bang your funny bone, which nerve is actually being knocked?':
      "Checked (reviewer's knowledge): So The ulnar nerve is right and The radial nerve, The median nerve and The axillary nerve are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the bones of the fingers and toes called?':
      "Checked (reviewer's knowledge): So Phalanges is right and Carpals, Tarsals and Sesamoids are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many bones are in each human hand, including the wrist?':
      "Checked (reviewer's knowledge): 8 carpals + 5 metacarpals + 14 phalanges = 27. So 27 is right and 19, 23 and 32 are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): '32' → '106'. Rechecked by len-a: reverted to the checked options, because '106' (both hands and both feet together) is an obvious odd one out for one hand, since the whole skeleton has 206 bones; 32 was a plausible wrong count.",
    'What tough cords attach muscles to bones?':
      "Checked (reviewer's knowledge): So Tendons is right and Ligaments, Arteries and Nerves are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which tendon at the back of the ankle is named after a Greek hero?':
      "Checked (reviewer's knowledge): So The Achilles tendon is right and The patellar tendon, The hamstring and The plantar fascia are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which muscle is the largest in the human body?':
      "Checked (reviewer's knowledge): Gluteus maximus is the largest single muscle; the quadriceps is a group of four, so the option is not a second right answer. So The gluteus maximus is right and The quadriceps, The latissimus dorsi and The deltoid are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which muscle at the front of the upper arm bends the elbow?':
      "Checked (reviewer's knowledge): So The biceps is right and The triceps, The deltoid and The trapezius are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which type of muscle tissue is found only in the heart?':
      "Checked (reviewer's knowledge): So Cardiac muscle is right and Smooth muscle, Skeletal muscle and Voluntary muscle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the shin bone called?':
      "Checked (reviewer's knowledge): So The tibia is right and The fibula, The ulna and The radius are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which forearm bone lies on the thumb side?':
      "Checked (reviewer's knowledge): So The radius is right and The ulna, The humerus and The fibula are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the bone of the upper arm called?':
      "Checked (reviewer's knowledge): So The humerus is right and The ulna, The scapula and The tibia are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What flexible tissue gives shape to the nose and outer ears?':
      "Checked (reviewer's knowledge): So Cartilage is right and Ligament, Tendon and Enamel are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the lower jawbone called?':
      "Checked (reviewer's knowledge): So The mandible is right and The maxilla, The zygoma and The vomer are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which U-shaped bone does not form a joint with any other bone?':
      "Checked (reviewer's knowledge): The hyoid does not articulate with any bone. So The hyoid is right and The vomer, The lacrimal and The sacrum are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which type of joint lets the head turn from side to side at the top of the neck?':
      "Checked (reviewer's knowledge): Atlanto-axial pivot joint around the dens of C2. So A pivot joint is right and A hinge joint, A saddle joint and A gliding joint are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What type of joint is found at the base of the thumb?':
      "Checked (reviewer's knowledge): So A saddle joint is right and A pivot joint, A hinge joint and A gliding joint are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which mineral makes bones and teeth hard and strong?':
      "Checked (reviewer's knowledge): So Calcium is right and Iron, Sodium and Potassium are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which condition makes bones thin, porous and easy to break?':
      "Checked (reviewer's knowledge): So Osteoporosis is right and Osteoarthritis, Rickets and Scoliosis are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is an abnormal sideways curve of the spine called?':
      "Checked (reviewer's knowledge): So Scoliosis is right and Kyphosis, Lordosis and Spondylosis are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which muscles between the ribs help to lift the chest when we breathe in?':
      "Checked (reviewer's knowledge): So The intercostals is right and The obliques, The pectorals and The rhomboids are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'The rhomboids' → 'The latissimus dorsi'. Rechecked by len-a: the latissimus dorsi is the broad back muscle of the arm, not between the ribs; the intercostals are.",
    'Which group of four muscles lies at the front of the thigh?':
      "Checked (reviewer's knowledge): So The quadriceps is right and The hamstrings, The glutes and The calves are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is a broken bone called by doctors?':
      "Checked (reviewer's knowledge): So A fracture is right and A sprain, A strain and A dislocation are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the largest organ of the human body?':
      "Checked (reviewer's knowledge): Skin, about 1.5–2 m². Note: 'largest internal organ' in the liver question hints at an external one, but does not name it; accepted. So The skin is right and The liver, The brain and The lungs are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the largest internal organ in the human body?':
      "Checked (reviewer's knowledge): Liver, about 1.5 kg. So The liver is right and The brain, The heart and The stomach are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the common name for the scapula?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the scapula is the shoulder blade; the collarbone is the clavicle, the breastbone the sternum and the kneecap the patella; no other question in the bank asks it.",
    'Which organ produces insulin?':
      "Checked (reviewer's knowledge): So The pancreas is right and The liver, The kidneys and The spleen are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which organs filter waste from the blood to make urine?':
      "Checked (reviewer's knowledge): Kidneys, about 180 L of filtrate a day. The nephron question's text gives this away; see the REJECT there. So The kidneys is right and The lungs, The liver and The spleen are wrong; once that question is fixed, nothing else in the bank gives it away; explanation confirmed.",
    'Which organ stores bile made by the liver?':
      "Checked (reviewer's knowledge): So The gallbladder is right and The pancreas, The spleen and The appendix are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What are the tiny air sacs where gas exchange happens in the chest called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: alveoli are the air sacs where oxygen and carbon dioxide are exchanged; bronchi are airways, villi line the gut and nephrons are in the kidneys; the text no longer names the lungs.",
    'Which organs take in oxygen from the air we breathe?':
      "Checked (reviewer's knowledge): Lungs. The alveoli question's text ('air sacs in the lungs where gas exchange happens') gives this away; see the REJECT on that question. So The lungs is right and The kidneys, The liver and The stomach are wrong; once that question is fixed, nothing else in the bank gives it away; explanation confirmed.",
    'How many lobes does the right lung have?':
      "Checked (reviewer's knowledge): Right 3, left 2. So 3 is right and 2, 4 and 5 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the medical name for the windpipe?':
      "Checked (reviewer's knowledge): So The trachea is right and The larynx, The pharynx and The bronchus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which small pouch off the large intestine can become inflamed and need removing?':
      "Checked (reviewer's knowledge): So The appendix is right and The gallbladder, The spleen and The tonsils are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which organ in the upper left of the abdomen removes old red blood cells?':
      "Checked (reviewer's knowledge): So The spleen is right and The pancreas, The gallbladder and The appendix are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which gland in the neck makes hormones that control the rate of metabolism?':
      "Checked (reviewer's knowledge): So The thyroid is right and The pituitary, The pineal and The thymus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which pea-sized gland at the base of the brain is often called the master gland?':
      "Checked (reviewer's knowledge): So The pituitary is right and The pineal, The thyroid and The thymus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which gland in the brain releases melatonin, the hormone that helps regulate sleep?':
      "Checked (reviewer's knowledge): So The pineal is right and The pituitary, The thymus and The adrenal are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which glands sit on top of the kidneys?':
      "Checked (reviewer's knowledge): So The adrenal glands is right and The parathyroid glands, The salivary glands and The sweat glands are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which hollow organ stores urine before it leaves the body?':
      "Checked (reviewer's knowledge): So The bladder is right and The kidney, The gallbladder and The spleen are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many kidneys do most people have?':
      "Checked (reviewer's knowledge): So 2 is right and 1, 3 and 4 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the tiny filtering units that make urine called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: nephrons are the kidney's filtering units, each beginning at a glomerulus; neurons, alveoli and villi are not; the text no longer names the kidneys. Options reworded for length (issue 14, len-b): 'Villi' → 'Follicles'. Rechecked by len-a: follicles are small sacs (hair, ovarian); the kidney's filtering units are nephrons.",
    'Which organ behind the breastbone is where T cells mature?':
      "Checked (reviewer's knowledge): So The thymus is right and The spleen, The thyroid and The pancreas are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the outer layer of the skin called?':
      "Checked (reviewer's knowledge): So The epidermis is right and The dermis, The hypodermis and The cuticle are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which pigment gives skin and hair their colour?':
      "Checked (reviewer's knowledge): So Melanin is right and Carotene, Chlorophyll and Bilirubin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which protein are hair and nails mainly made of?':
      "Checked (reviewer's knowledge): So Keratin is right and Collagen, Elastin and Myosin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which body system fights germs and disease?':
      "Checked (reviewer's knowledge): So The immune system is right and The endocrine system, The nervous system and The skeletal system are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which body system includes the heart and blood vessels?':
      "Checked (reviewer's knowledge): So The circulatory system is right and The respiratory system, The digestive system and The endocrine system are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the tiny beating hairs that sweep mucus out of the airways called?':
      "Checked (reviewer's knowledge): So Cilia is right and Villi, Flagella and Fimbriae are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the flap that stops food from going down the windpipe?':
      "Checked (reviewer's knowledge): So The epiglottis is right and The uvula, The larynx and The tonsil are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many chambers does the human heart have?':
      "Checked (reviewer's knowledge): So 4 is right and 2, 3 and 6 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which blood vessels carry blood away from the heart?':
      "Checked (reviewer's knowledge): So Arteries is right and Veins, Capillaries and Lymph vessels are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which blood cells carry oxygen around the body?':
      "Checked (reviewer's knowledge): Red cells. The haemoglobin question's text gives this away; see the REJECT there. So Red blood cells is right and White blood cells, Platelets and Lymphocytes are wrong; once that question is fixed, nothing else in the bank gives it away; explanation confirmed.",
    'Which blood cells help the blood to clot?':
      "Checked (reviewer's knowledge): So Platelets is right and Red blood cells, Lymphocytes and Macrophages are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which protein gives blood its red colour?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: haemoglobin gives blood its red colour and is about a third of a red cell's weight; insulin, keratin and collagen do not colour blood; the text no longer says which cells carry oxygen.",
    'Which blood type is known as the universal donor for red blood cells?':
      "Checked (reviewer's knowledge): O negative red cells. So O negative is right and AB positive, A positive and B negative are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What colour is the blood in your veins?':
      "Checked (reviewer's knowledge): So Dark red is right and Blue, Purple and Green are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the smallest blood vessels called?':
      "Checked (reviewer's knowledge): So Capillaries is right and Arteries, Veins and Venules are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the largest artery in the human body?':
      "Checked (reviewer's knowledge): So The aorta is right and The carotid artery, The femoral artery and The renal artery are wrong; no other question in the bank gives it away; explanation confirmed.",
    'After birth, which artery is the only one that carries deoxygenated blood?':
      "Checked (reviewer's knowledge): Pulmonary artery (the umbilical arteries before birth). So The pulmonary artery is right and The coronary artery, The carotid artery and The renal artery are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'The renal artery' → 'The subclavian artery'. Rechecked by len-a: the subclavian arteries carry oxygenated blood to the arms; the pulmonary artery is the exception.",
    'Which chamber of the heart pumps oxygen-rich blood out to the body?':
      "Checked (reviewer's knowledge): So The left ventricle is right and The right ventricle, The left atrium and The right atrium are wrong; no other question in the bank gives it away; explanation confirmed.",
    "What is the heart's natural pacemaker called?":
      "Checked (reviewer's knowledge): SA node in the right atrial wall. So The sinoatrial node is right and The atrioventricular node, The bundle of His and The Purkinje fibres are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the normal resting heart rate range for an adult?':
      "Checked (reviewer's knowledge): So 60 to 100 beats per minute is right and 30 to 50 beats per minute, 100 to 140 beats per minute and 140 to 180 beats per minute are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Roughly how much blood does an adult body contain?':
      "Checked (reviewer's knowledge): So About 5 litres is right and About 2 litres, About 10 litres and About 15 litres are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the yellowish liquid part of blood called?':
      "Checked (reviewer's knowledge): So Plasma is right and Lymph, Bile and Mucus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Roughly what share of the volume of blood is plasma?':
      "Checked (reviewer's knowledge): So About 55% is right and About 20%, About 35% and About 80% are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How long does a red blood cell typically survive in the bloodstream?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: red cells live about 120 days, and the body makes about two million every second; the explanation no longer mentions iron. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Where in the body are new blood cells mostly made in adults?':
      "Checked (reviewer's knowledge): So In the bone marrow is right and In the liver, In the spleen and In the kidneys are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What does the positive or negative in a blood type such as A positive refer to?':
      "Checked (reviewer's knowledge): So The Rhesus factor is right and The iron content, The white cell count and The clotting speed are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the medical term for high blood pressure?':
      "Checked (reviewer's knowledge): So Hypertension is right and Hypotension, Hyperglycaemia and Tachycardia are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which valve separates the left atrium from the left ventricle?':
      "Checked (reviewer's knowledge): Mitral (bicuspid) valve. So The mitral valve is right and The tricuspid valve, The aortic valve and The pulmonary valve are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What makes the lub-dub sound of a heartbeat?':
      "Checked (reviewer's knowledge): S1 is the AV valves closing, S2 the semilunar valves. So Heart valves closing is right and Blood hitting the ribs, Air moving in the lungs and The ribs moving are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which arteries supply the heart muscle itself with blood?':
      "Checked (reviewer's knowledge): So The coronary arteries is right and The carotid arteries, The pulmonary arteries and The renal arteries are wrong; no other question in the bank gives it away; explanation confirmed.",
    'A lack of which mineral is a common cause of anaemia?':
      "Checked (reviewer's knowledge): Iron deficiency. The red-cell lifespan explanation ('their iron is recycled') gives this away; see the REJECT there. So Iron is right and Calcium, Zinc and Sodium are wrong; once that question is fixed, nothing else in the bank gives it away; explanation confirmed.",
    'Which instrument does a doctor use to listen to your heart?':
      "Checked (reviewer's knowledge): Laennec, Paris 1816. So A stethoscope is right and An otoscope, A thermometer and An endoscope are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is measured with a sphygmomanometer?':
      "Checked (reviewer's knowledge): So Blood pressure is right and Body temperature, Blood sugar and Lung capacity are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the normal human body temperature, roughly?':
      "Checked (reviewer's knowledge): So About 37 °C is right and About 35 °C, About 39 °C and About 41 °C are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which part of the brain controls balance and coordination?':
      "Checked (reviewer's knowledge): So The cerebellum is right and The cerebrum, The hypothalamus and The medulla are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the coloured part of the eye called?':
      "Checked (reviewer's knowledge): So The iris is right and The pupil, The retina and The cornea are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which part of the eye contains the light-sensitive rods and cones?':
      "Checked (reviewer's knowledge): So The retina is right and The iris, The lens and The cornea are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Where in the body is the cochlea?':
      "Checked (reviewer's knowledge): So In the inner ear is right and In the eye, In the nose and In the throat are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which organ do we think with?':
      "Checked (reviewer's knowledge): So The brain is right and The heart, The liver and The lungs are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which sense does the nose give us?':
      "Checked (reviewer's knowledge): So Smell is right and Taste, Touch and Hearing are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which is the longest nerve in the human body?':
      "Checked (reviewer's knowledge): Sciatic nerve. So The sciatic nerve is right and The vagus nerve, The femoral nerve and The ulnar nerve are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'The ulnar nerve' → 'The trigeminal nerve'. Rechecked by len-a: the trigeminal is a short cranial nerve of the face; the sciatic is the longest.",
    'How many senses are humans traditionally said to have?':
      "Checked (reviewer's knowledge): So 5 is right and 3, 4 and 7 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Where are most of our taste buds found?':
      "Checked (reviewer's knowledge): So On the tongue is right and On the lips, On the teeth and In the nose are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the dark opening in the centre of the eye that lets light in?':
      "Checked (reviewer's knowledge): So The pupil is right and The iris, The lens and The cornea are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the clear dome at the very front of the eye called?':
      "Checked (reviewer's knowledge): So The cornea is right and The lens, The iris and The sclera are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which nerve carries signals from the eye to the brain?':
      "Checked (reviewer's knowledge): So The optic nerve is right and The auditory nerve, The olfactory nerve and The trigeminal nerve are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which cells in the retina let us see colour?':
      "Checked (reviewer's knowledge): So Cones is right and Rods, Ganglia and Axons are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the medical name for short-sightedness?':
      "Checked (reviewer's knowledge): So Myopia is right and Hyperopia, Presbyopia and Astigmatism are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the most common form of colour blindness?':
      "Checked (reviewer's knowledge): So Red-green is right and Blue-yellow, Black-white and Orange-purple are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the three tiny bones of the middle ear called together?':
      "Checked (reviewer's knowledge): So The ossicles is right and The carpals, The tarsals and The sesamoids are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the medical name for the eardrum?':
      "Checked (reviewer's knowledge): So The tympanic membrane is right and The basilar membrane, The pinna and The oval window are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which part of the ear helps us keep our balance?':
      "Checked (reviewer's knowledge): So The semicircular canals is right and The eardrum, The ear canal and The earlobe are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are nerve cells called?':
      "Checked (reviewer's knowledge): So Neurons is right and Nephrons, Osteocytes and Platelets are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the tiny gap between two nerve cells called?':
      "Checked (reviewer's knowledge): So A synapse is right and A dendrite, An axon and A ganglion are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the fatty sheath that insulates many nerve fibres called?':
      "Checked (reviewer's knowledge): So Myelin is right and Keratin, Collagen and Melanin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What runs down inside the backbone, carrying messages between the brain and body?':
      "Checked (reviewer's knowledge): Spinal cord, about 45 cm. The reflex explanation gives this away; see the REJECT there. So The spinal cord is right and The vagus nerve, The optic nerve and The phrenic nerve are wrong; once that question is fixed, nothing else in the bank gives it away; explanation confirmed.",
    'What are the two halves of the brain called?':
      "Checked (reviewer's knowledge): So Hemispheres is right and Lobes, Ventricles and Cortices are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which thick band of nerve fibres links the left and right sides of the brain?':
      "Checked (reviewer's knowledge): So The corpus callosum is right and The medulla, The pons and The thalamus are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which small region of the brain controls body temperature, hunger and thirst?':
      "Checked (reviewer's knowledge): So The hypothalamus is right and The hippocampus, The medulla and The amygdala are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which seahorse-shaped part of the brain is vital for forming new memories?':
      "Checked (reviewer's knowledge): So The hippocampus is right and The amygdala, The thalamus and The pons are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'The pons' → 'The pineal gland'. Rechecked by len-a: the pineal gland is a pine-cone-shaped melatonin gland; the hippocampus is seahorse-shaped.",
    'Which part of the brainstem controls breathing and heart rate?':
      "Checked (reviewer's knowledge): So The medulla oblongata is right and The pons, The midbrain and The thalamus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which lobe of the brain mainly processes vision?':
      "Checked (reviewer's knowledge): So The occipital lobe is right and The frontal lobe, The temporal lobe and The parietal lobe are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Roughly how much does an adult human brain weigh?':
      "Checked (reviewer's knowledge): So About 1.4 kg is right and About 0.4 kg, About 3 kg and About 5 kg are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Roughly how many neurons are in the human brain?':
      "Checked (reviewer's knowledge): About 86 billion (Azevedo 2009), about 69 billion in the cerebellum. So About 86 billion is right and About 86 million, About 8.6 billion and About 860 billion are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which part of the eye changes shape to focus on near and far objects?':
      "Checked (reviewer's knowledge): So The lens is right and The iris, The cornea and The pupil are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the automatic kick when a doctor taps just below your kneecap called?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the knee-jerk is a reflex; a spasm, tremor or cramp is not set off by the tap; the explanation no longer names the spinal cord.",
    'During which stage of sleep do most vivid dreams happen?':
      "Checked (reviewer's knowledge): So REM sleep is right and Deep sleep, Light sleep and Drowsiness are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the sense of where your body parts are, even with your eyes closed, called?':
      "Checked (reviewer's knowledge): So Proprioception is right and Synaesthesia, Echolocation and Nociception are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'Echolocation' → 'Equilibrioception'. Rechecked by len-a: equilibrioception is the sense of balance; the sense of limb position is proprioception.",
    'What is the tube that carries food from the mouth to the stomach?':
      "Checked (reviewer's knowledge): So The oesophagus is right and The trachea, The larynx and The duodenum are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the hard white substance covering the crown of a tooth?':
      "Checked (reviewer's knowledge): Enamel. Note: the fluoride explanation names enamel but does not say where it is, so accepted. So Enamel is right and Dentine, Pulp and Cementum are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many teeth does a typical adult have, including wisdom teeth?':
      "Checked (reviewer's knowledge): So 32 is right and 28, 30 and 36 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which vitamin is made in the skin in sunlight?':
      "Checked (reviewer's knowledge): So Vitamin D is right and Vitamin C, Vitamin A and Vitamin B12 are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Roughly what share of an adult's body mass is water?":
      "Checked (reviewer's knowledge): So About 60% is right and About 20%, About 30% and About 90% are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Where in the body does digestion begin?':
      "Checked (reviewer's knowledge): In the mouth. The saliva question's text ('liquid in the mouth ... starts digestion') gives this away; see the REJECT there. So In the mouth is right and In the stomach, In the small intestine and In the oesophagus are wrong; once that question is fixed, nothing else in the bank gives it away; explanation confirmed.",
    'Which enzyme in saliva begins breaking down starch?':
      "Checked (reviewer's knowledge): So Amylase is right and Pepsin, Lipase and Trypsin are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which acid is produced in the stomach?':
      "Checked (reviewer's knowledge): So Hydrochloric acid is right and Sulphuric acid, Citric acid and Nitric acid are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which stomach enzyme begins the digestion of protein?':
      "Checked (reviewer's knowledge): So Pepsin is right and Amylase, Lipase and Lactase are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which part of the gut are most nutrients absorbed into the blood?':
      "Checked (reviewer's knowledge): So The small intestine is right and The stomach, The large intestine and The oesophagus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the tiny finger-like projections lining the small intestine called?':
      "Checked (reviewer's knowledge): So Villi is right and Cilia, Alveoli and Nephrons are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the first section of the small intestine called?':
      "Checked (reviewer's knowledge): So The duodenum is right and The ileum, The jejunum and The colon are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What does the large intestine mainly absorb?':
      "Checked (reviewer's knowledge): So Water is right and Protein, Fat and Sugar are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the wave-like muscle contractions that push food through the gut called?':
      "Checked (reviewer's knowledge): So Peristalsis is right and Osmosis, Diffusion and Respiration are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Roughly how long is the small intestine in an adult?':
      "Checked (reviewer's knowledge): About 6 m (3–7 m). So About 6 m is right and About 1 m, About 15 m and About 30 m are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which ring of muscle controls food leaving the stomach?':
      "Checked (reviewer's knowledge): So The pyloric sphincter is right and The anal sphincter, The ileocaecal valve and The cardiac sphincter are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'What is the soupy mix of partly digested food and gastric juice that leaves the stomach called?':
      "Checked (reviewer's knowledge): So Chyme is right and Bolus, Bile and Chyle are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Which nutrient does the body mainly use to build and repair muscle?':
      "Checked (reviewer's knowledge): So Protein is right and Carbohydrate, Fat and Fibre are wrong; no other question in the bank gives it away; explanation confirmed.",
    'How many milk teeth does a child usually have?':
      "Checked (reviewer's knowledge): So 20 is right and 16, 24 and 28 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the pointed teeth next to the incisors called?':
      "Checked (reviewer's knowledge): So Canines is right and Molars, Bicuspids and Wisdom teeth are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the soft inner part of a tooth, containing nerves and blood vessels, called?':
      "Checked (reviewer's knowledge): So The pulp is right and The enamel, The crown and The root canal are wrong; no other question in the bank gives it away; explanation confirmed.",
    'A lack of which vitamin causes night blindness?':
      "Checked (reviewer's knowledge): So Vitamin A is right and Vitamin B12, Vitamin E and Vitamin K are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which vitamin is needed to make healthy red blood cells and is found almost only in animal foods?':
      "Checked (reviewer's knowledge): So Vitamin B12 is right and Vitamin C, Vitamin D and Vitamin E are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which element is added to table salt to prevent goitre?':
      "Checked (reviewer's knowledge): So Iodine is right and Iron, Zinc and Fluorine are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which substance is added to toothpaste to help prevent tooth decay?':
      "Checked (reviewer's knowledge): So Fluoride is right and Chloride, Iodide and Sulphide are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which J-shaped organ churns food with acid and enzymes?':
      "Checked (reviewer's knowledge): So The stomach is right and The liver, The pancreas and The spleen are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which part of plant food passes through the gut largely undigested and keeps it healthy?':
      "Checked (reviewer's knowledge): So Fibre is right and Starch, Protein and Sugar are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What are the large flat teeth at the back of the mouth, used for grinding, called?':
      "Checked (reviewer's knowledge): So Molars is right and Incisors, Canines and Fangs are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What does the skin release through its pores to cool the body down?':
      "Checked (reviewer's knowledge): So Sweat is right and Saliva, Tears and Mucus are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is the common name for the abdomen?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: the abdomen is the belly; the chest (thorax), back and hip are other regions.",
    'Who published the first full account of how blood circulates around the body, in 1628?':
      "Checked (reviewer's knowledge): Harvey, De Motu Cordis, 1628. So William Harvey is right and Galen, Thomas Sydenham and Hippocrates are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Who discovered the ABO blood groups in 1901?':
      "Checked (reviewer's knowledge): Landsteiner 1901, Nobel 1930. So Karl Landsteiner is right and Paul Ehrlich, Robert Koch and Emil von Behring are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'Robert Koch' → 'Alexander Fleming'. Rechecked by len-a: Fleming, a student in 1901, is known for penicillin (1928); the ABO groups are Landsteiner's.",
    'Which pair first isolated insulin for treating diabetes, in 1921?':
      "Checked (reviewer's knowledge): Banting and Best, Toronto 1921. So Frederick Banting and Charles Best is right and Howard Florey and Ernst Chain, Barry Marshall and Robin Warren and Alan Hodgkin and Andrew Huxley are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which surgeon performed the first human heart transplant, in 1967?':
      "Checked (reviewer's knowledge): Barnard, Groote Schuur, Cape Town, 3 December 1967. So Christiaan Barnard is right and Denton Cooley, Michael DeBakey and Norman Shumway are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which surgeon pioneered antiseptic surgery using carbolic acid in the 1860s?':
      "Checked (reviewer's knowledge): Lister, carbolic acid from 1867. So Joseph Lister is right and Ignaz Semmelweis, John Snow and James Young Simpson are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which doctor showed in 1847 that handwashing cut deaths from childbed fever?':
      "Checked (reviewer's knowledge): Semmelweis, Vienna General Hospital. So Ignaz Semmelweis is right and Joseph Lister, John Snow and Robert Koch are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length in issue 14 and restored by the lead, so the key is the longest option in about a quarter of the bank's questions at this level (rewording them all made 'never the longest' a cue of its own).",
    'Who traced an 1854 London cholera outbreak to a water pump in Broad Street?':
      "Checked (reviewer's knowledge): John Snow, Broad Street pump. So John Snow is right and Edwin Chadwick, Joseph Bazalgette and William Farr are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which nurse, known as the Lady with the Lamp, worked in the Crimean War?':
      "Checked (reviewer's knowledge): Nightingale; Nightingale Training School at St Thomas', 1860. So Florence Nightingale is right and Mary Seacole, Edith Cavell and Clara Barton are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which anaesthetic did James Young Simpson first use in 1847?':
      "Checked (reviewer's knowledge): Chloroform, Edinburgh 1847; Victoria 1853. So Chloroform is right and Ether, Nitrous oxide and Cocaine are wrong; no other question in the bank gives it away; explanation confirmed.",
    'In which year was Louise Brown, the first baby conceived by IVF, born?':
      "Checked (reviewer's knowledge): 25 July 1978, Oldham. So 1978 is right and 1968, 1972 and 1985 are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which disease did the World Health Organization declare eradicated in 1980?':
      "Checked (reviewer's knowledge): Smallpox, May 1980. So Smallpox is right and Polio, Measles and Tuberculosis are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which surgeon led the first successful human kidney transplant, in 1954?':
      "Checked (reviewer's knowledge): Joseph Murray, Boston 1954, Herrick twins. So Joseph Murray is right and Thomas Starzl, Roy Calne and Norman Shumway are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which record of the heart's electrical activity did Willem Einthoven develop in the early 1900s?":
      "Checked (reviewer's knowledge): Einthoven, ECG, Nobel 1924. So The electrocardiogram is right and The echocardiogram, The electroencephalogram and The angiogram are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What does MRI stand for?':
      "Checked (reviewer's knowledge): So Magnetic resonance imaging is right and Medical radiation imaging, Magnetic radio imaging and Molecular resonance imaging are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What does CPR stand for?':
      "Checked (reviewer's knowledge): So Cardiopulmonary resuscitation is right and Cardiac pressure recovery, Chest pump resuscitation and Circulatory pulse restoration are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which part of the body does a cardiologist treat?':
      "Checked (reviewer's knowledge): So The heart is right and The skin, The brain and The kidneys are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which kind of doctor specialises in the skin?':
      "Checked (reviewer's knowledge): So A dermatologist is right and A neurologist, A nephrologist and A haematologist are wrong; no other question in the bank gives it away; explanation confirmed.",
    'What is a doctor who specialises in the eyes called?':
      "Checked (reviewer's knowledge): So An ophthalmologist is right and An oncologist, An orthopaedist and An otologist are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which common painkiller was developed from a compound found in willow bark?':
      "Checked (reviewer's knowledge): Aspirin, Bayer 1899. So Aspirin is right and Paracetamol, Ibuprofen and Codeine are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Hepatitis is an inflammation of which organ?':
      "Checked (reviewer's knowledge): So The liver is right and The heart, The kidneys and The lungs are wrong; no other question in the bank gives it away; explanation confirmed.",
    'Which bacterium did Barry Marshall and Robin Warren show causes most stomach ulcers?':
      "Checked (reviewer's knowledge): H. pylori, Nobel 2005. So Helicobacter pylori is right and Escherichia coli, Salmonella enterica and Staphylococcus aureus are wrong; no other question in the bank gives it away; explanation confirmed.",
    "Which Greek physician is called the father of medicine and gave his name to a doctors' oath?":
      "Checked (reviewer's knowledge): So Hippocrates is right and Galen, Asclepius and Herophilus are wrong; no other question in the bank gives it away; explanation confirmed. Options reworded for length (issue 14, len-b): 'Galen' → 'Erasistratus'. Rechecked by len-a: Erasistratus was a 3rd-century BC Alexandrian anatomist; the father of medicine is Hippocrates.",
  },
};
