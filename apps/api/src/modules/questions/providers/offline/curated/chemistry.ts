import type { CuratedBank } from './bank.js';

export const chemistry: CuratedBank = {
  key: 'chemistry',
  sections: {
    Formulas: [
      'e|What is the chemical formula for water?|H₂O|CO₂;NaCl;CH₄|Each water molecule has two hydrogen atoms bonded to one oxygen atom.',
      'e|What is the chemical formula for table salt?|NaCl|KCl;NaOH;CaCO₃|Table salt is sodium chloride.',
      'm|What is the chemical formula for carbon dioxide?|CO₂|CO;C₂O;CH₄;O₃|Carbon dioxide has one carbon atom and two oxygen atoms.',
      'm|What is the chemical formula for methane?|CH₄|C₂H₆;CO₂;NH₃|Methane is the main component of natural gas.',
      'm|What is the chemical formula for ammonia?|NH₃|NO₂;N₂O;CH₄|Ammonia is made industrially by the Haber process.',
      'm|What is the chemical formula for ozone?|O₃|O₂;N₂;CH₄|Ozone molecules have three oxygen atoms.',
    ],
    'Reactions and bonding': [
      'm|What type of bond involves atoms sharing pairs of electrons?|A covalent bond|An ionic bond;A metallic bond;A hydrogen bond|Water and methane molecules are held together by covalent bonds.',
      'm|What type of bond forms when electrons move from a metal atom to a non-metal atom?|An ionic bond|A covalent bond;A hydrogen bond;A van der Waals bond|Sodium chloride is held together by ionic bonds.',
      'm|What is rust, chemically?|Iron oxide|Iron carbonate;Iron sulfide;Copper oxide|Iron rusts when it reacts with oxygen and water.',
      'm|Which gas is given off when zinc reacts with hydrochloric acid?|Hydrogen|Oxygen;Chlorine;Carbon dioxide|Hydrogen gas gives a squeaky pop with a lit splint.',
      'm|Which gas turns limewater milky?|Carbon dioxide|Oxygen;Hydrogen;Nitrogen|Carbon dioxide reacts with limewater to form calcium carbonate.',
      'h|What are substances that speed up chemical reactions without being used up called?|Catalysts|Reactants;Inhibitors;Solvents|Enzymes are catalysts found in living things.',
    ],
    'Acids and bases': [
      'm|What is a solution with a pH below 7 called?|Acidic|Alkaline;Neutral;Saline|Lemon juice and vinegar are acidic.',
      'm|What is the common name for sodium bicarbonate?|Baking soda|Washing soda;Caustic soda;Table salt|Baking soda releases carbon dioxide when it reacts with acids.',
      'm|What is the common name for sodium hydroxide?|Caustic soda|Baking soda;Washing soda;Limewater|Sodium hydroxide is a strong alkali used in drain cleaners.',
    ],
    Materials: [
      "m|What is the most abundant gas in Earth's atmosphere?|Nitrogen|Oxygen;Carbon dioxide;Argon|Nitrogen makes up about 78 percent of the air.",
      'm|What is an alloy of copper and tin called?|Bronze|Brass;Steel;Electrum|Bronze gave its name to the Bronze Age.',
      'm|What is an alloy of copper and zinc called?|Brass|Bronze;Steel;Solder|Brass is used for musical instruments and door fittings.',
      'm|Steel is mainly iron mixed with which element?|Carbon|Copper;Tin;Aluminium|Most steels contain less than 2 percent carbon.',
      'm|Diamond and graphite are both forms of which element?|Carbon|Silicon;Sulfur;Boron|Different arrangements of carbon atoms make diamond hard and graphite soft.',
      'm|Which French chemist is called the father of modern chemistry?|Antoine Lavoisier|Louis Pasteur;Marie Curie;Joseph Proust|Lavoisier named oxygen and hydrogen and showed that mass is conserved in reactions.',
    ],
  },
};
