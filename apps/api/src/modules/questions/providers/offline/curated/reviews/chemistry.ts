import type { BankReview } from './review.js';

/** bank-r7's check of the chemistry bank, written before ADR 0195 (issue 14); 27 questions, 6 rejected and removed. */
export const chemistryReview: BankReview = {
  bank: 'chemistry',
  writer: 'first bank (before ADR 0195)',
  reviewer: 'bank-r7',
  checks: {
    'What is the chemical formula for water?':
      "Checked (reviewer's knowledge): water is H₂O, two hydrogen atoms bonded to one oxygen; CO₂, NaCl and CH₄ are other substances; explanation confirmed. The explanation names hydrogen and oxygen only as water's atoms, which gives away no other question. Note: science.ts asks the same fact the other way round ('What is H₂O more commonly known as?'); the REJECT is placed there, so this one stays.",
    'What is the chemical formula for table salt?':
      "Checked (reviewer's knowledge): table salt is sodium chloride, NaCl; KCl, NaOH and CaCO₃ are other compounds; explanation confirmed (it only restates the name, a weak explanation).",
    'What is the chemical formula for carbon dioxide?':
      "Checked (reviewer's knowledge): carbon dioxide is CO₂; CO is carbon monoxide, C₂O is not a common compound, CH₄ is methane, O₃ ozone (four wrong options); explanation confirmed. Its stem names carbon dioxide but not limewater, so it does not give away the limewater question.",
    'What is the chemical formula for methane?':
      "Checked (reviewer's knowledge): methane is CH₄, the main component of natural gas; C₂H₆ (ethane), CO₂ and NH₃ are wrong; explanation confirmed.",
    'What is the chemical formula for ammonia?':
      "Checked (reviewer's knowledge): ammonia is NH₃, made industrially by the Haber(-Bosch) process; NO₂, N₂O and CH₄ are wrong; explanation confirmed.",
    'What is the chemical formula for ozone?':
      "Checked (reviewer's knowledge): ozone is O₃; O₂, N₂ and CH₄ are wrong; explanation confirmed (it only restates the formula).",
    'What type of bond involves atoms sharing pairs of electrons?':
      "Checked (reviewer's knowledge): a covalent bond is a shared pair of electrons, as in water and methane; ionic, metallic and hydrogen bonds are different; explanation confirmed.",
    'What type of bond forms when electrons move from a metal atom to a non-metal atom?':
      "Checked (reviewer's knowledge): electron transfer from a metal to a non-metal forms an ionic bond, as in sodium chloride; covalent, hydrogen and van der Waals are wrong; explanation confirmed. Its explanation says 'sodium chloride', not the formula NaCl, so it does not give away the table-salt formula question.",
    'What is rust, chemically?':
      "Checked (reviewer's knowledge): rust is hydrated iron(III) oxide, formed when iron meets oxygen and water; iron carbonate, iron sulfide and copper oxide are wrong; explanation confirmed.",
    'Which gas is given off when zinc reacts with hydrochloric acid?':
      "Checked (reviewer's knowledge): zinc + hydrochloric acid gives zinc chloride and hydrogen, which pops with a lit splint; oxygen, chlorine and carbon dioxide are wrong; both the key and the wrong option Chlorine share a stem with 'hydrochloric', so no giveaway; explanation confirmed.",
    'Which gas turns limewater milky?':
      "Checked (reviewer's knowledge): carbon dioxide turns limewater (calcium hydroxide solution) milky by precipitating calcium carbonate; oxygen, hydrogen and nitrogen do not; explanation confirmed.",
    'What are substances that speed up chemical reactions without being used up called?':
      "Checked (reviewer's knowledge): catalysts speed reactions without being consumed; enzymes are biological catalysts; reactants, inhibitors and solvents are wrong; explanation confirmed. Note: marked h, but this is a school-level (m) fact.",
    'What is a solution with a pH below 7 called?':
      "Checked (reviewer's knowledge): a solution with pH below 7 is acidic; alkaline is above 7, neutral is 7, 'saline' is not a pH class; explanation confirmed. Once the pH 7 question is removed, nothing in the bank gives it away.",
    'What is the common name for sodium bicarbonate?':
      "Checked (reviewer's knowledge): sodium bicarbonate (sodium hydrogen carbonate) is baking soda and releases CO₂ with acids; washing soda is sodium carbonate, caustic soda sodium hydroxide, table salt sodium chloride; explanation confirmed.",
    'What is the common name for sodium hydroxide?':
      "Checked (reviewer's knowledge): sodium hydroxide is caustic soda, a strong alkali used in drain cleaners; baking soda, washing soda and limewater are other substances; explanation confirmed.",
    "What is the most abundant gas in Earth's atmosphere?":
      "Checked (reviewer's knowledge): nitrogen is about 78% of dry air; oxygen about 21%, argon about 0.9%, CO₂ about 0.04%; explanation confirmed.",
    'What is an alloy of copper and tin called?':
      "Checked (reviewer's knowledge): bronze is copper and tin and named the Bronze Age; brass is copper and zinc, steel iron and carbon, electrum gold and silver; explanation confirmed.",
    'What is an alloy of copper and zinc called?':
      "Checked (reviewer's knowledge): brass is copper and zinc, used for instruments and fittings; bronze, steel and solder (tin-lead) are wrong; explanation confirmed.",
    'Steel is mainly iron mixed with which element?':
      "Checked (reviewer's knowledge): steel is iron with carbon, usually under about 2% (2.1% is the usual upper limit); copper, tin and aluminium are wrong; explanation confirmed. It shares its key with the diamond/graphite question; neither gives the other away.",
    'Diamond and graphite are both forms of which element?':
      "Checked (reviewer's knowledge): diamond and graphite are allotropes of carbon; silicon, sulfur and boron are wrong; explanation confirmed. Note: earth-science.ts's stem 'Which soft grey form of carbon is used in pencils?' states half of this, a cross-bank hint only.",
    'Which French chemist is called the father of modern chemistry?':
      "Checked (reviewer's knowledge): Antoine Lavoisier is called the father of modern chemistry; he named oxygen (1777) and hydrogen (1783) and stated conservation of mass; Pasteur, Marie Curie and Proust are wrong; explanation confirmed. It names oxygen and hydrogen only as things Lavoisier named, which answers no other question here.",
  },
};
