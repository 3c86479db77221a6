import type { CuratedBank } from './bank.js';

export const art: CuratedBank = {
  key: 'art',
  sections: {
    Paintings: [
      'e|Who painted the Mona Lisa?|Leonardo da Vinci|Michelangelo;Raphael;Sandro Botticelli|Leonardo worked on the Mona Lisa in the early 16th century.',
      'e|Who painted The Starry Night?|Vincent van Gogh|Claude Monet;Paul Gauguin;Paul Cézanne|Van Gogh painted The Starry Night in 1889.',
      "e|In which museum does the Mona Lisa hang?|The Louvre|The Uffizi;The Prado;The National Gallery|The Louvre in Paris is the world's most visited art museum.",
      'e|Who painted Guernica?|Pablo Picasso|Salvador Dalí;Joan Miró;Francisco Goya|Guernica depicts the 1937 bombing of the Basque town.',
      'm|Which Surrealist painted The Persistence of Memory, with its melting clocks?|Salvador Dalí|René Magritte;Max Ernst;Joan Miró|Dalí painted it in 1931.',
      'm|Which French painter made a famous series of water lily paintings at Giverny?|Claude Monet|Édouard Manet;Pierre-Auguste Renoir;Edgar Degas|Monet painted the water lilies in his garden for the last 30 years of his life.',
      'h|Who painted The Birth of Venus?|Sandro Botticelli|Titian;Raphael;Caravaggio|Botticelli painted it in the 1480s in Florence.',
      'm|Who painted The Night Watch?|Rembrandt|Johannes Vermeer;Frans Hals;Peter Paul Rubens|The Night Watch was completed in 1642.',
      'h|Who painted Girl with a Pearl Earring?|Johannes Vermeer|Rembrandt;Jan van Eyck;Frans Hals|Vermeer painted it around 1665.',
      'e|Which Norwegian artist painted The Scream?|Edvard Munch|Gustav Klimt;Egon Schiele;Wassily Kandinsky|Munch made several versions of The Scream from 1893.',
      'h|Which Austrian painter created The Kiss, decorated with gold leaf?|Gustav Klimt|Egon Schiele;Edvard Munch;Alphonse Mucha|Klimt painted The Kiss in 1907–08.',
      'h|Which Spanish painter created Las Meninas?|Diego Velázquez|Francisco Goya;El Greco;Bartolomé Esteban Murillo|Las Meninas was painted in 1656.',
      "h|Who painted The Garden of Earthly Delights?|Hieronymus Bosch|Pieter Bruegel the Elder;Jan van Eyck;Albrecht Dürer|Bosch's triptych hangs in the Prado in Madrid.",
      'h|Which Belgian Surrealist painted The Son of Man, with an apple hiding a face?|René Magritte|Salvador Dalí;Paul Delvaux;Max Ernst|Magritte painted The Son of Man in 1964.',
    ],
    'Artists and movements': [
      'e|Who painted the ceiling of the Sistine Chapel?|Michelangelo|Raphael;Leonardo da Vinci;Donatello|Michelangelo painted the ceiling between 1508 and 1512.',
      'm|Which artist founded Cubism together with Georges Braque?|Pablo Picasso|Henri Matisse;Salvador Dalí;Joan Miró|Cubism broke objects into geometric shapes seen from several viewpoints.',
      "m|Which American pop artist made prints of soup cans and Marilyn Monroe?|Andy Warhol|Roy Lichtenstein;Jackson Pollock;Keith Haring|Warhol's Campbell's Soup Cans date from 1962.",
      'm|Which American painter was famous for drip painting?|Jackson Pollock|Mark Rothko;Andy Warhol;Willem de Kooning|Pollock dripped and poured paint onto canvases laid on the floor.',
      "m|Which Mexican painter is famous for her self-portraits?|Frida Kahlo|Diego Rivera;Remedios Varo;Leonora Carrington|About a third of Frida Kahlo's paintings are self-portraits.",
      "m|Which British street artist keeps their real identity secret?|Banksy|Shepard Fairey;Invader;KAWS|Banksy's stencilled works have appeared on walls around the world.",
    ],
    Sculpture: [
      'm|Who sculpted the statue of David in Florence, completed in 1504?|Michelangelo|Auguste Rodin;Antonio Canova;Benvenuto Cellini|The marble David is over 5 metres tall.',
      'm|Which French sculptor created The Thinker?|Auguste Rodin|Camille Claudel;Edgar Degas;Aristide Maillol|The Thinker was first conceived as part of The Gates of Hell.',
    ],
    'Techniques and colour': [
      'e|What are the three primary colours in traditional painting?|Red, yellow and blue|Red, green and blue;Orange, green and purple;Cyan, magenta and black|Mixing pairs of traditional primaries gives orange, green and purple.',
      'e|What colour do you get by mixing blue and yellow paint?|Green|Purple;Orange;Brown|Blue and yellow are primaries that combine into the secondary colour green.',
      'h|What is the technique of painting on wet plaster called?|Fresco|Tempera;Gouache;Encaustic|Fresco pigments bind into the plaster as it dries.',
    ],
    Museums: [
      "m|In which city is the Uffizi Gallery?|Florence|Rome;Venice;Milan|The Uffizi holds Botticelli's The Birth of Venus.",
      'h|In which city is the Prado Museum?|Madrid|Barcelona;Lisbon;Seville|The Prado opened in 1819.',
      'e|What colour do you get by mixing red and white paint?|Pink|Orange;Purple;Brown|Adding white to red makes a lighter tint: pink.',
      'e|On what do painters usually mix their paints?|A palette|An easel;A canvas;A chisel|A palette is a board or tray for mixing paint.',
      'h|Which Dutch painter is known for grids of black lines and blocks of primary colour?|Piet Mondrian|Theo van Doesburg;Kazimir Malevich;Wassily Kandinsky|Mondrian was a leading artist of the De Stijl movement.',
      'h|Which Renaissance painter created the fresco The School of Athens in the Vatican?|Raphael|Titian;Donatello;Giotto|Raphael painted it between 1509 and 1511.',
    ],
  },
};
