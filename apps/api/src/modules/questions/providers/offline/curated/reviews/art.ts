import type { BankReview } from './review.js';

/** bank-games2's check of bank-gallery's art bank at f15a0bd (ADR 0195); registered in index.ts once both are merged. */
export const artReview: BankReview = {
  bank: 'art',
  writer: 'bank-gallery',
  reviewer: 'bank-games2',
  checks: {
    'Who painted the Mona Lisa?':
      "Checked (reviewer's knowledge): Leonardo da Vinci is right; Michelangelo, Raphael and Sandro Botticelli are wrong; explanation confirmed. Begun about 1503.",
    'Who painted The Starry Night?':
      "Checked (reviewer's knowledge): Vincent van Gogh is right; Claude Monet, Paul Gauguin and Paul Cézanne are wrong; explanation confirmed.",
    'In which museum does the Mona Lisa hang?':
      "Checked (reviewer's knowledge): The Louvre is right; The Uffizi, The Prado and The National Gallery are wrong; explanation confirmed.",
    'Who painted Guernica?':
      "Checked (reviewer's knowledge): Pablo Picasso is right; Salvador Dalí, Joan Miró and Francisco Goya are wrong; explanation confirmed.",
    'Which Surrealist painted The Persistence of Memory, with its melting clocks?':
      "Checked (reviewer's knowledge): Salvador Dalí is right; René Magritte, Max Ernst and Joan Miró are wrong; explanation confirmed.",
    'Which French painter made a famous series of water lily paintings at Giverny?':
      "Checked (reviewer's knowledge): Claude Monet is right; Édouard Manet, Pierre-Auguste Renoir and Edgar Degas are wrong; explanation confirmed.",
    'Who painted The Birth of Venus?':
      "Checked (reviewer's knowledge): Sandro Botticelli is right; Titian, Raphael and Caravaggio are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Caravaggio' → 'Domenico Ghirlandaio'. Rechecked by len-h: Domenico Ghirlandaio was a Florentine contemporary of Botticelli (Tornabuoni Chapel frescoes) but did not paint The Birth of Venus (Uffizi), which is Botticelli's.",
    'Who painted The Night Watch?':
      "Checked (reviewer's knowledge): Rembrandt is right; Johannes Vermeer, Frans Hals and Peter Paul Rubens are wrong; explanation confirmed.",
    'Who painted Girl with a Pearl Earring?':
      "Checked (reviewer's knowledge): Johannes Vermeer is right; Rembrandt, Jan van Eyck and Frans Hals are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'Rembrandt' → 'Rembrandt van Rijn'. Rechecked by len-h: Rembrandt van Rijn is Rembrandt's full name, the same wrong person; the Mauritshuis painting is Vermeer's.",
    'Who painted The Scream?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Edvard Munch painted The Scream (versions from 1893); Klimt, Schiele and Kandinsky did not; the text no longer names his nationality.",
    'Which Austrian painter created The Kiss, decorated with gold leaf?':
      "Checked (reviewer's knowledge): Gustav Klimt is right; Egon Schiele, Edvard Munch and Alphonse Mucha are wrong; explanation confirmed.",
    'Which Spanish painter created Las Meninas?':
      "Checked (reviewer's knowledge): Diego Velázquez is right; Francisco Goya, El Greco and Bartolomé Esteban Murillo are wrong; explanation confirmed.",
    'Which Belgian Surrealist painted The Son of Man, with an apple hiding a face?':
      "Checked (reviewer's knowledge): René Magritte is right; Salvador Dalí, Paul Delvaux and Max Ernst are wrong; explanation confirmed.",
    'Which artist painted a series of still lifes of sunflowers in Arles?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Vincent van Gogh painted the Arles Sunflowers in 1888 and repeated them in 1889; Gauguin, Matisse and Monet did not; no nationality in the text.",
    'Which painting did Vincenzo Peruggia steal in 1911, keeping it for over two years?':
      "Checked (reviewer's knowledge): The Mona Lisa is right; The Night Watch, The Scream and Girl with a Pearl Earring are wrong; explanation confirmed. Stolen August 1911, recovered in Florence December 1913.",
    'Who painted American Gothic, with a farmer holding a pitchfork beside a woman?':
      "Checked (reviewer's knowledge): Grant Wood is right; Edward Hopper, Norman Rockwell and Andrew Wyeth are wrong; explanation confirmed. Models were Nan Wood Graham and the dentist Byron McKeeby.",
    'Which American painter created Nighthawks, a late-night diner scene?':
      "Checked (reviewer's knowledge): Edward Hopper is right; Grant Wood, Norman Rockwell and Winslow Homer are wrong; explanation confirmed.",
    'Which English painter made The Hay Wain, showing a cart crossing a river?':
      "Checked (reviewer's knowledge): John Constable is right; J. M. W. Turner, Thomas Gainsborough and George Stubbs are wrong; explanation confirmed.",
    "Which painter shocked Paris with Le Déjeuner sur l'herbe, shown in 1863?":
      "Checked (reviewer's knowledge): Édouard Manet is right; Claude Monet, Gustave Courbet and Pierre-Auguste Renoir are wrong; explanation confirmed. Salon des Refusés, 1863.",
    'Which French painter made Luncheon of the Boating Party?':
      "Checked (reviewer's knowledge): Pierre-Auguste Renoir is right; Claude Monet, Édouard Manet and Edgar Degas are wrong; explanation confirmed.",
    'Who painted Liberty Leading the People?':
      "Checked (reviewer's knowledge): Eugène Delacroix is right; Jacques-Louis David, Théodore Géricault and Jean-Auguste-Dominique Ingres are wrong; explanation confirmed.",
    'Which Neoclassical painter made The Death of Marat in 1793?':
      "Checked (reviewer's knowledge): Jacques-Louis David is right; Eugène Delacroix, Jean-Auguste-Dominique Ingres and François Boucher are wrong; explanation confirmed.",
    "Which Italian painter's Calling of St Matthew is lit by a single dramatic beam?":
      "Checked (reviewer's knowledge): Caravaggio is right; Titian, Tintoretto and Annibale Carracci are wrong; explanation confirmed.",
    'Which French painter created The Raft of the Medusa?':
      "Checked (reviewer's knowledge): Théodore Géricault is right; Eugène Delacroix, Jacques-Louis David and Antoine-Jean Gros are wrong; explanation confirmed. Wreck of July 1816, Salon of 1819.",
    'Who painted The Third of May 1808, showing Spanish civilians facing a firing squad?':
      "Checked (reviewer's knowledge): Francisco Goya is right; Diego Velázquez, El Greco and Joaquín Sorolla are wrong; explanation confirmed. Painted 1814.",
    'Which French painter created The Gleaners, showing three peasant women in a field?':
      "Checked (reviewer's knowledge): Jean-François Millet is right; Gustave Courbet, Camille Pissarro and Jules Breton are wrong; explanation confirmed.",
    'Which British painter created The Fighting Temeraire, a warship towed to be broken up?':
      "Checked (reviewer's knowledge): J. M. W. Turner is right; John Constable, Thomas Gainsborough and Joseph Wright of Derby are wrong; explanation confirmed.",
    'Which Baroque painter made Judith Slaying Holofernes, now in the Uffizi?':
      "Checked (reviewer's knowledge): Artemisia Gentileschi is right; Sofonisba Anguissola, Lavinia Fontana and Elisabetta Sirani are wrong; explanation confirmed. The Uffizi version is about 1620; a second version is in Naples, and the question pins the Uffizi one.",
    'Which Dutch painter made The Laughing Cavalier?':
      "Checked (reviewer's knowledge): Frans Hals is right; Rembrandt, Johannes Vermeer and Jan Steen are wrong; explanation confirmed.",
    'Which Pre-Raphaelite painted Ophelia floating in a stream among flowers?':
      "Checked (reviewer's knowledge): John Everett Millais is right; William Holman Hunt, John Brett and Edward Burne-Jones are wrong; explanation confirmed. Options reworded for length (issue 14, len-g): 'John Brett' → 'Dante Gabriel Rossetti'. Rechecked by len-h: Rossetti, a founder of the Brotherhood, drew Ophelia scenes but never painted her floating in the stream; the Tate's Ophelia (1851–52) is by Millais.",
    "Which American painter created Christina's World, a woman in a field looking up at a farmhouse?":
      "Checked (reviewer's knowledge): Andrew Wyeth is right; Edward Hopper, Grant Wood and Winslow Homer are wrong; explanation confirmed.",
    'Which Spanish painter was famous for his long, waxed, upturned moustache?':
      "Checked (reviewer's knowledge): Salvador Dalí is right; Pablo Picasso, Joan Miró and Francisco Goya are wrong; explanation confirmed.",
    'Which painter made large paper cut-outs late in life, such as The Snail?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Henri Matisse made the late paper cut-outs (gouache-painted paper), The Snail of 1953 among them; Picasso, Braque and Dufy did not; the lead dropped 'French' from the proposal, which ruled Picasso out.",
    'Which artist founded Cubism together with Georges Braque?':
      "Checked (reviewer's knowledge): Pablo Picasso is right; Henri Matisse, Salvador Dalí and Joan Miró are wrong; explanation confirmed.",
    'Which Mexican painter is famous for her self-portraits?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Frida Kahlo: about 55 of her roughly 143 paintings are self-portraits, and she began painting after her 1925 bus accident; Izquierdo, Varo and Carrington were women painters in Mexico too, so 'her' rules none out.",
    'Which Dutch painter is known for grids of black lines and blocks of primary colour?':
      "Checked (reviewer's knowledge): Piet Mondrian is right; Theo van Doesburg, Kazimir Malevich and Wassily Kandinsky are wrong; explanation confirmed. Van Doesburg, the other Dutch option, keeps Dutch from being a giveaway.",
    'Which Renaissance painter created the fresco The School of Athens in the Vatican?':
      "Checked (reviewer's knowledge): Raphael is right; Titian, Donatello and Giotto are wrong; explanation confirmed.",
    'Which French painter is famous for his many pictures of ballet dancers?':
      "Checked (reviewer's knowledge): Edgar Degas is right; Claude Monet, Paul Cézanne and Camille Pissarro are wrong; explanation confirmed.",
    'Which Post-Impressionist painter left France to live and paint in Tahiti?':
      "Checked (reviewer's knowledge): Paul Gauguin is right; Paul Cézanne, Henri Matisse and Georges Seurat are wrong; explanation confirmed.",
    'A critic mocked a Monet harbour view in 1874, giving its name to which movement?':
      "Checked (reviewer's knowledge): Impressionism is right; Fauvism, Pointillism and Symbolism are wrong; explanation confirmed. Louis Leroy, Le Charivari, on Impression, Sunrise (Le Havre).",
    'Which French painter made many still lifes of apples and views of Mont Sainte-Victoire?':
      "Checked (reviewer's knowledge): Paul Cézanne is right; Camille Pissarro, Georges Braque and Alfred Sisley are wrong; explanation confirmed.",
    'Which painter made posters for the Moulin Rouge cabaret in the 1890s?':
      "Checked (reviewer's knowledge): Henri de Toulouse-Lautrec is right; Georges Seurat, Alphonse Mucha and Paul Signac are wrong; explanation confirmed.",
    'Which painter made A Sunday Afternoon on the Island of La Grande Jatte?':
      "Checked (reviewer's knowledge): Georges Seurat is right; Paul Signac, Henri-Edmond Cross and Camille Pissarro are wrong; explanation confirmed.",
    'Which American painter is known for close-up flowers and New Mexico landscapes?':
      "Checked (reviewer's knowledge): Georgia O'Keeffe is right; Mary Cassatt, Frida Kahlo and Agnes Martin are wrong; explanation confirmed. Stieglitz died in 1946 and she settled in New Mexico for good in 1949. Frida Kahlo as a wrong option is not American, but she is not the key either way.",
    'Which English painter is known for crowds of thin figures in industrial Salford scenes?':
      "Checked (reviewer's knowledge): L. S. Lowry is right; John Piper, Stanley Spencer and Walter Sickert are wrong; explanation confirmed.",
    'Which British artist painted A Bigger Splash in 1967?':
      "Checked (reviewer's knowledge): David Hockney is right; Peter Blake, Patrick Caulfield and Howard Hodgkin are wrong; explanation confirmed.",
    'Which Dutch artist made prints of impossible staircases and interlocking birds and fish?':
      "Checked (reviewer's knowledge): M. C. Escher is right; René Magritte, Victor Vasarely and Bridget Riley are wrong; explanation confirmed. Accepted, with a doubt: Escher is the only Dutch option (Magritte Belgian, Vasarely Hungarian-French, Riley British), so 'Dutch' helps a little; the writer may drop the word.",
    'Which painter working in Toledo made The Burial of the Count of Orgaz?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: El Greco painted it for Santo Tomé in Toledo (1586–88); Zurbarán, Ribera and Morales did not; 'Greek-born' is gone from the text.",
    'Which Flemish painter became principal painter to Charles I of England?':
      "Checked (reviewer's knowledge): Anthony van Dyck is right; Peter Paul Rubens, Jacob Jordaens and Frans Snyders are wrong; explanation confirmed. Knighted 1632.",
    'Which German Romantic painted Wanderer above the Sea of Fog?':
      "Checked (reviewer's knowledge): Caspar David Friedrich is right; Philipp Otto Runge, Carl Blechen and Adolph Menzel are wrong; explanation confirmed.",
    'Which American-born Impressionist painted many scenes of mothers and children?':
      "Checked (reviewer's knowledge): Mary Cassatt is right; Berthe Morisot, Eva Gonzalès and Marie Bracquemond are wrong; explanation confirmed. Accepted, with a doubt: 'American-born' makes Cassatt the only American among three French painters; dropping the word would leave Morisot also a painter of mothers and children, so the writer might instead name a picture such as The Child's Bath.",
    'Which Viennese Expressionist died in the 1918 flu pandemic aged 28?':
      "Checked (reviewer's knowledge): Egon Schiele is right; Oskar Kokoschka, Richard Gerstl and Koloman Moser are wrong; explanation confirmed. Schiele died 31 October 1918, Edith on 28 October.",
    'Which Irish-born British painter made a series of screaming popes?':
      "Checked (reviewer's knowledge): Francis Bacon is right; Lucian Freud, Frank Auerbach and Graham Sutherland are wrong; explanation confirmed. Bacon was born in Dublin; Freud and Auerbach were born in Berlin, a fact few players know, so accepted.",
    'Which Russian painter created Black Square, shown in 1915?':
      "Checked (reviewer's knowledge): Kazimir Malevich is right; Wassily Kandinsky, El Lissitzky and Alexander Rodchenko are wrong; explanation confirmed.",
    'Who sculpted the statue of David in Florence, completed in 1504?':
      "Checked (reviewer's knowledge): Michelangelo is right; Auguste Rodin, Antonio Canova and Benvenuto Cellini are wrong; explanation confirmed. About 5.17 m with its base.",
    'Which French sculptor created The Thinker?':
      "Checked (reviewer's knowledge): Auguste Rodin is right; Camille Claudel, Edgar Degas and Aristide Maillol are wrong; explanation confirmed.",
    'Which tool does a sculptor strike with a mallet to carve stone?':
      "Checked (reviewer's knowledge): A chisel is right; A trowel, A spatula and An awl are wrong; explanation confirmed.",
    "What is a sculpture of a person's head and shoulders called?":
      "Checked (reviewer's knowledge): A bust is right; A torso, A relief and A statuette are wrong; explanation confirmed.",
    "Which city's harbour has a small bronze of Hans Christian Andersen's Little Mermaid?":
      "Checked (reviewer's knowledge): Copenhagen is right; Oslo, Stockholm and Helsinki are wrong; explanation confirmed.",
    'Which British sculptor made the Angel of the North near Gateshead?':
      "Checked (reviewer's knowledge): Antony Gormley is right; Henry Moore, Anish Kapoor and Damien Hirst are wrong; explanation confirmed. Wingspan 54 m, erected 1998.",
    'Which Swiss sculptor made tall, thin bronze figures such as Walking Man?':
      "Checked (reviewer's knowledge): Alberto Giacometti is right; Jean Arp, Constantin Brâncuși and Ossip Zadkine are wrong; explanation confirmed. Sold at Sotheby's London, February 2010, for about £65 million. Accepted, though Giacometti is the only Swiss option.",
    'Which armless marble goddess, found on a Greek island in 1820, is in the Louvre?':
      "Checked (reviewer's knowledge): Venus de Milo is right; Aphrodite of Knidos, Capitoline Venus and Venus de' Medici are wrong; explanation confirmed. Found on Milos in 1820.",
    'Which architect designed the glass pyramid at the Louvre?':
      "Checked (reviewer's knowledge): I. M. Pei is right; Jean Nouvel, Norman Foster and Renzo Piano are wrong; explanation confirmed.",
    'Which architect designed the titanium-clad Guggenheim Museum in Bilbao?':
      "Checked (reviewer's knowledge): Frank Gehry is right; Zaha Hadid, Renzo Piano and Santiago Calatrava are wrong; explanation confirmed.",
    'Which architect designed Fallingwater, a house built over a Pennsylvania stream?':
      "Checked (reviewer's knowledge): Frank Lloyd Wright is right; Louis Sullivan, Ludwig Mies van der Rohe and Philip Johnson are wrong; explanation confirmed.",
    'Which German school of art and design did Walter Gropius found in 1919?':
      "Checked (reviewer's knowledge): The Bauhaus is right; The Werkbund, De Stijl and Vkhutemas are wrong; explanation confirmed. Founded in Weimar 1919, closed in Berlin 1933.",
    "Which style, named after a 1925 Paris exhibition, shaped New York's Chrysler Building?":
      "Checked (reviewer's knowledge): Art Deco is right; Art Nouveau, Brutalism and Futurism are wrong; explanation confirmed.",
    'Which Italian Baroque sculptor made The Ecstasy of Saint Teresa?':
      "Checked (reviewer's knowledge): Gian Lorenzo Bernini is right; Francesco Borromini, Antonio Canova and Alessandro Algardi are wrong; explanation confirmed.",
    "Which Neoclassical sculptor carved Psyche Revived by Cupid's Kiss?":
      "Checked (reviewer's knowledge): Antonio Canova is right; Bertel Thorvaldsen, Jean-Antoine Houdon and Gian Lorenzo Bernini are wrong; explanation confirmed.",
    'Which St Ives sculptor made Single Form, which stands at the United Nations in New York?':
      "Checked (reviewer's knowledge): Barbara Hepworth is right; Henry Moore, Naum Gabo and Ben Nicholson are wrong; explanation confirmed. Unveiled at the UN in 1964; Gabo and Nicholson also worked in St Ives, so the place does not give it away.",
    'Which sculptor made the sleek, upward-sweeping Bird in Space?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Constantin Brâncuși made Bird in Space; the 1926–28 customs case Brancusi v. United States turned on taxing it as metal; Giacometti, Arp and Gabo did not make it.",
    'Which Greek sculptor made the great gold and ivory statue of Zeus at Olympia?':
      "Checked (reviewer's knowledge): Phidias is right; Praxiteles, Polykleitos and Myron are wrong; explanation confirmed.",
    'Which Hellenistic marble shows a Trojan priest with two boys, attacked by sea serpents?':
      "Checked (reviewer's knowledge): Laocoön and His Sons is right; The Dying Gaul, The Farnese Bull and The Belvedere Torso are wrong; explanation confirmed.",
    'Which architects, with Gianfranco Franchini, designed the Centre Pompidou in Paris?':
      "Checked (reviewer's knowledge): Renzo Piano and Richard Rogers is right; Norman Foster and Zaha Hadid, Jean Nouvel and Rem Koolhaas and I. M. Pei and Philip Johnson are wrong; explanation confirmed. Opened 1977.",
    'Which Swiss-French architect called a house a machine for living in?':
      "Checked (reviewer's knowledge): Le Corbusier is right; Walter Gropius, Adolf Loos and Ludwig Mies van der Rohe are wrong; explanation confirmed. Accepted, with a doubt: Le Corbusier is the only Swiss-French option (Gropius and Mies German, Loos Austrian); the writer may drop the nationality.",
    'Which bronze-casting method melts a model out of a clay mould before the metal is poured?':
      "Checked (reviewer's knowledge): Lost-wax casting is right; Sand casting, Die casting and Slip casting are wrong; explanation confirmed.",
    "What is a drawing that exaggerates a person's features for comic effect called?":
      "Checked (reviewer's knowledge): A caricature is right; A silhouette, A miniature and A vignette are wrong; explanation confirmed.",
    'What is a dark outline of a figure, often cut from black paper, called?':
      "Checked (reviewer's knowledge): A silhouette is right; A caricature, A miniature and A stencil are wrong; explanation confirmed. Étienne de Silhouette was finance minister in 1759.",
    'What is the oven in which pottery is fired called?':
      "Checked (reviewer's knowledge): A kiln is right; A forge, A smelter and A crucible are wrong; explanation confirmed.",
    "What is an artist's workroom called?":
      "Checked (reviewer's knowledge): A studio is right; A gallery, A salon and A showroom are wrong; explanation confirmed.",
    'What are the three primary colours in traditional painting?':
      "Checked (reviewer's knowledge): Red, yellow and blue is right; Red, green and blue, Orange, green and purple and Cyan, magenta and black are wrong; explanation confirmed. Red, green and blue are the primaries of light, correctly excluded by 'in traditional painting'.",
    'What colour do you get by mixing blue and yellow paint?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: blue and yellow paint mix to green; purple, orange and brown are wrong; the explanation no longer names the primaries.",
    'What colour do you get by mixing red and white paint?':
      "Checked (reviewer's knowledge): Pink is right; Orange, Purple and Brown are wrong; explanation confirmed.",
    'On what do painters usually mix their paints?':
      "Checked (reviewer's knowledge): A palette is right; An easel, A canvas and A chisel are wrong; explanation confirmed.",
    'What colour do you get by mixing red and yellow paint?':
      "Checked (reviewer's knowledge): Orange is right; Green, Purple and Pink are wrong; explanation confirmed.",
    'What is the wooden stand that holds a painting upright while the artist works called?':
      "Checked (reviewer's knowledge): An easel is right; A palette, A trestle and A lectern are wrong; explanation confirmed. Dutch ezel, donkey.",
    'What is a painting of objects such as fruit, flowers and bottles called?':
      "Checked (reviewer's knowledge): A still life is right; A landscape, A portrait and A seascape are wrong; explanation confirmed.",
    'What is a painting of natural scenery such as hills, fields and rivers called?':
      "Checked (reviewer's knowledge): A landscape is right; A still life, A portrait and An interior are wrong; explanation confirmed.",
    'What is a large painting made directly on a wall called?':
      "Checked (reviewer's knowledge): A mural is right; A collage, A mosaic and A tapestry are wrong; explanation confirmed.",
    'What is a picture made by gluing paper, fabric and other scraps onto a surface called?':
      "Checked (reviewer's knowledge): A collage is right; A fresco, A mosaic and An etching are wrong; explanation confirmed.",
    'What is a picture made of small pieces of coloured stone or glass set in plaster called?':
      "Checked (reviewer's knowledge): A mosaic is right; A collage, A fresco and A tapestry are wrong; explanation confirmed.",
    'Which soft black drawing material is made by burning sticks of wood?':
      "Checked (reviewer's knowledge): Charcoal is right; Graphite, Chalk and Pastel are wrong; explanation confirmed.",
    'What fabric, stretched over a wooden frame, do most oil painters work on?':
      "Checked (reviewer's knowledge): Canvas is right; Silk, Velvet and Wool are wrong; explanation confirmed.",
    'Which paint is thinned with water and used for transparent washes on paper?':
      "Checked (reviewer's knowledge): Watercolour is right; Oil paint, Acrylic and Gouache are wrong; explanation confirmed.",
    'What is a painting made of three hinged panels called?':
      "Checked (reviewer's knowledge): A triptych is right; A diptych, A tondo and A lunette are wrong; explanation confirmed.",
    'What are red, orange and yellow, which suggest heat, called?':
      "Checked (reviewer's knowledge): Warm colours is right; Cool colours, Primary colours and Neutral colours are wrong; explanation confirmed.",
    'What is the art of beautiful handwriting known as?':
      "Checked (reviewer's knowledge): Calligraphy is right; Typography, Cartography and Stenography are wrong; explanation confirmed.",
    'What word describes art that does not depict recognisable objects?':
      "Checked (reviewer's knowledge): Abstract is right; Figurative, Representational and Naturalistic are wrong; explanation confirmed.",
    'Which fast-drying paint made with a synthetic resin binder became popular in the 1950s and 1960s?':
      "Checked (reviewer's knowledge): Acrylic is right; Oil, Tempera and Gouache are wrong; explanation confirmed.",
    'What Italian term describes strong contrasts of light and dark in a painting?':
      "Checked (reviewer's knowledge): Chiaroscuro is right; Sfumato, Impasto and Pentimento are wrong; explanation confirmed.",
    'Which printmaking technique uses acid to bite lines into a metal plate?':
      "Checked (reviewer's knowledge): Etching is right; Woodcut, Lithography and Linocut are wrong; explanation confirmed.",
    'What French phrase describes painting outdoors rather than in a studio?':
      "Checked (reviewer's knowledge): En plein air is right; En grisaille, Trompe-l'oeil and Objet trouvé are wrong; explanation confirmed. Collapsible paint tubes were patented by John Goffe Rand in 1841.",
    'In linear perspective, what is the point where parallel lines appear to meet called?':
      "Checked (reviewer's knowledge): The vanishing point is right; The picture plane, The station point and The ground line are wrong; explanation confirmed.",
    'What are colours opposite each other on the colour wheel, such as red and green, called?':
      "Checked (reviewer's knowledge): Complementary colours is right; Analogous colours, Secondary colours and Tertiary colours are wrong; explanation confirmed.",
    'What is paint laid on so thickly that brush or knife marks stand out called?':
      "Checked (reviewer's knowledge): Impasto is right; Glazing, Scumbling and Sgraffito are wrong; explanation confirmed.",
    'What is painting with pigment mixed into hot beeswax called?':
      "Checked (reviewer's knowledge): Encaustic is right; Tempera, Gouache and Casein are wrong; explanation confirmed.",
    'Which precious blue pigment was ground from lapis lazuli?':
      "Checked (reviewer's knowledge): Ultramarine is right; Prussian blue, Cobalt blue and Cerulean blue are wrong; explanation confirmed. The lapis came from Badakhshan.",
    'What was a full-size preparatory drawing for a fresco or tapestry called?':
      "Checked (reviewer's knowledge): A cartoon is right; A pastiche, A vignette and A pentimento are wrong; explanation confirmed.",
    'What is a circular painting or relief called?':
      "Checked (reviewer's knowledge): A tondo is right; A lunette, A predella and A lozenge are wrong; explanation confirmed.",
    'Which printing process relies on grease and water repelling each other on a flat stone?':
      "Checked (reviewer's knowledge): Lithography is right; Etching, Engraving and Woodcut are wrong; explanation confirmed. Senefelder, Munich, 1796.",
    'What is sculpture carved so it stands out only slightly from a flat background called?':
      "Checked (reviewer's knowledge): Bas-relief is right; High relief, Intaglio and Armature are wrong; explanation confirmed.",
    'Which London art museum faces Trafalgar Square?':
      "Checked (reviewer's knowledge): The National Gallery is right; Tate Britain, The Courtauld and The Wallace Collection are wrong; explanation confirmed.",
    'Which London gallery of modern art occupies a former power station on the Thames?':
      "Checked (reviewer's knowledge): Tate Modern is right; Tate Britain, The Saatchi Gallery and The Serpentine are wrong; explanation confirmed.",
    'In which city is the Museum of Modern Art, known as MoMA?':
      "Checked (reviewer's knowledge): New York is right; Chicago, Philadelphia and Washington, D.C. are wrong; explanation confirmed.",
    'In which city is the Uffizi Gallery?':
      "Checked (reviewer's knowledge): Florence is right; Rome, Venice and Milan are wrong; explanation confirmed.",
    'In which city is the Prado Museum?':
      "Checked (reviewer's knowledge): Madrid is right; Barcelona, Lisbon and Seville are wrong; explanation confirmed.",
    'In which city is the Rijksmuseum?':
      "Checked (reviewer's knowledge): Amsterdam is right; Rotterdam, The Hague and Utrecht are wrong; explanation confirmed. Closed 2003, reopened April 2013.",
    'Which St Petersburg museum was founded by Catherine the Great?':
      "Checked (reviewer's knowledge): The Hermitage is right; The Pushkin Museum, The Tretyakov Gallery and The Russian Museum are wrong; explanation confirmed.",
    'Which Paris museum, in a former railway station, holds many Impressionist works?':
      "Checked (reviewer's knowledge): The Musée d'Orsay is right; The Musée de l'Orangerie, The Musée Picasso and The Musée Rodin are wrong; explanation confirmed. Gare d'Orsay built for the 1900 Exposition; museum opened December 1986.",
    'Which museum displays the Parthenon sculptures removed by Lord Elgin?':
      "Checked (reviewer's knowledge): The British Museum is right; The Ashmolean, The Fitzwilliam and The Victoria and Albert Museum are wrong; explanation confirmed.",
    'In which city is the Kunsthistorisches Museum?':
      "Checked (reviewer's knowledge): Vienna is right; Munich, Berlin and Zürich are wrong; explanation confirmed. Its Bruegel room holds about a dozen of his roughly forty surviving paintings.",
    'In which city is the Mauritshuis, home of Girl with a Pearl Earring?':
      "Checked (reviewer's knowledge): The Hague is right; Amsterdam, Rotterdam and Utrecht are wrong; explanation confirmed.",
    'In which city is the Museo Reina Sofía, home of Guernica?':
      "Checked (reviewer's knowledge): Madrid is right; Barcelona, Valencia and Bilbao are wrong; explanation confirmed. Guernica reached Madrid in 1981 (the Casón del Buen Retiro) and moved to the Reina Sofía in 1992.",
    'Which Florence museum has housed the marble David since 1873?':
      "Checked (reviewer's knowledge): The Galleria dell'Accademia is right; The Bargello, The Palazzo Pitti and The Museo dell'Opera del Duomo are wrong; explanation confirmed.",
    "In which German city does Raphael's Sistine Madonna hang?":
      "Checked (reviewer's knowledge): Dresden is right; Munich, Berlin and Cologne are wrong; explanation confirmed.",
    'What word describes a photograph in black, white and shades of grey?':
      "Checked (reviewer's knowledge): Monochrome is right; Polychrome, Duotone and Technicolor are wrong; explanation confirmed.",
    'Which British art prize, founded in 1984, is named after a Romantic landscape painter?':
      "Checked (reviewer's knowledge): The Turner Prize is right; The Constable Prize, The Gainsborough Prize and The Hogarth Prize are wrong; explanation confirmed.",
    'What is art painted on walls with spray cans, often without permission, called?':
      "Checked (reviewer's knowledge): Graffiti is right; Decoupage, Marquetry and Frottage are wrong; explanation confirmed.",
    'What is the film or image with light and dark reversed, from which photographs are printed, called?':
      "Checked (reviewer's knowledge): A negative is right; A positive, A contact sheet and A transparency are wrong; explanation confirmed.",
    'Which American pop artist made prints of soup cans and Marilyn Monroe?':
      "Checked (reviewer's knowledge): Andy Warhol is right; Roy Lichtenstein, Jackson Pollock and Keith Haring are wrong; explanation confirmed.",
    'Which American painter was famous for drip painting?':
      "Checked (reviewer's knowledge): Jackson Pollock is right; Mark Rothko, Andy Warhol and Willem de Kooning are wrong; explanation confirmed.",
    'Whose Girl with Balloon shredded itself just after it sold at auction in London in 2018?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Banksy's Girl with Balloon shredded itself at Sotheby's London in October 2018 and became Love is in the Bin; Fairey, Invader and KAWS did not.",
    'Which artist submitted a urinal titled Fountain to an exhibition in 1917?':
      "Checked (reviewer's knowledge): Marcel Duchamp is right; Man Ray, Francis Picabia and Jean Arp are wrong; explanation confirmed. Society of Independent Artists, New York, 1917.",
    'Which anti-art movement was born at the Cabaret Voltaire in Zurich in 1916?':
      "Checked (reviewer's knowledge): Dada is right; Surrealism, Futurism and Vorticism are wrong; explanation confirmed.",
    'Which movement, led by Matisse and Derain around 1905, used wild, unnatural colour?':
      "Checked (reviewer's knowledge): Fauvism is right; Expressionism, Cubism and Orphism are wrong; explanation confirmed.",
    'Which art movement did André Breton launch with a manifesto in 1924?':
      "Checked (reviewer's knowledge): Surrealism is right; Dada, Futurism and Cubism are wrong; explanation confirmed.",
    'Which pop artist painted comic-strip images with Ben-Day dots, as in Whaam!?':
      "Checked (reviewer's knowledge): Roy Lichtenstein is right; Jasper Johns, Robert Rauschenberg and Claes Oldenburg are wrong; explanation confirmed. Tate's Whaam! is 1.7 × 4.0 m.",
    'Which British artist showed a tiger shark preserved in formaldehyde in 1992?':
      "Checked (reviewer's knowledge): Damien Hirst is right; Tracey Emin, Marc Quinn and Chris Ofili are wrong; explanation confirmed. The Physical Impossibility of Death in the Mind of Someone Living, shown at the Saatchi Gallery in 1992.",
    'Which British artist showed her unmade bed at the Tate in 1999?':
      "Replaced at merge by the lead after the reviewer's REJECT. Checked by the lead, not its writer: Tracey Emin's My Bed was shown for the 1999 Turner Prize at the Tate and sold at Christie's London in 2014 for about £2.5 million; Lucas, Whiteread and Wearing did not make it; the explanation no longer names the prize.",
    'Which Japanese artist is known for polka dots and Infinity Mirror Rooms?':
      "Checked (reviewer's knowledge): Yayoi Kusama is right; Takashi Murakami, Yoshitomo Nara and Hiroshi Sugimoto are wrong; explanation confirmed.",
    'Which American photographer is famous for black-and-white pictures of Yosemite?':
      "Checked (reviewer's knowledge): Ansel Adams is right; Edward Weston, Alfred Stieglitz and Walker Evans are wrong; explanation confirmed.",
    'Which French inventor gave his name to a photographic process announced in 1839?':
      "Checked (reviewer's knowledge): Louis Daguerre is right; Nicéphore Niépce, Hippolyte Bayard and Nadar are wrong; explanation confirmed.",
    'Which style of the 1960s, led by Bridget Riley and Victor Vasarely, plays tricks on the eye?':
      "Checked (reviewer's knowledge): Op art is right; Minimalism, Land art and Conceptual art are wrong; explanation confirmed.",
    'Which Russian painter wrote Concerning the Spiritual in Art in 1911?':
      "Checked (reviewer's knowledge): Wassily Kandinsky is right; Kazimir Malevich, Marc Chagall and El Lissitzky are wrong; explanation confirmed.",
    "Which Italian movement, launched by Marinetti's 1909 manifesto, glorified speed and machines?":
      "Checked (reviewer's knowledge): Futurism is right; Vorticism, Constructivism and Rayonism are wrong; explanation confirmed. Manifesto in Le Figaro, February 1909. 'Italian' points at the key, but any player who knows Vorticism is British knows Futurism; accepted.",
    'Which American painter made the dark canvases for a non-denominational chapel in Houston?':
      "Checked (reviewer's knowledge): Mark Rothko is right; Barnett Newman, Clyfford Still and Helen Frankenthaler are wrong; explanation confirmed.",
    'Which artists wrapped the Reichstag in Berlin in silver fabric in 1995?':
      "Checked (reviewer's knowledge): Christo and Jeanne-Claude is right; Gilbert and George, Bernd and Hilla Becher and Claes Oldenburg and Coosje van Bruggen are wrong; explanation confirmed. 24 June to 7 July 1995.",
    'Which Chinese artist covered a gallery floor with millions of porcelain sunflower seeds in 2010?':
      "Checked (reviewer's knowledge): Ai Weiwei is right; Cai Guo-Qiang, Zhang Xiaogang and Yue Minjun are wrong; explanation confirmed. Tate Modern Turbine Hall, 2010.",
    'Who made View from the Window at Le Gras, thought to be the oldest surviving camera photograph?':
      "Checked (reviewer's knowledge): Nicéphore Niépce is right; Louis Daguerre, Henry Fox Talbot and Hippolyte Bayard are wrong; explanation confirmed.",
    "Which French photographer's book of 1952 is known in English as The Decisive Moment?":
      "Checked (reviewer's knowledge): Henri Cartier-Bresson is right; Robert Doisneau, Brassaï and Eugène Atget are wrong; explanation confirmed. Images à la sauvette, 1952; Magnum founded 1947. Options reworded for length (issue 14, len-g): 'Brassaï' → 'Jacques-Henri Lartigue'. Rechecked by len-h: Jacques-Henri Lartigue was a French photographer, but Images à la sauvette (The Decisive Moment, 1952) is Cartier-Bresson's book.",
    'Which photographer took Migrant Mother in 1936?':
      "Checked (reviewer's knowledge): Dorothea Lange is right; Walker Evans, Margaret Bourke-White and Berenice Abbott are wrong; explanation confirmed. Nipomo, California, 1936.",
    'Which Hungarian-born photographer took The Falling Soldier in the Spanish Civil War?':
      "Checked (reviewer's knowledge): Robert Capa is right; André Kertész, Brassaï and László Moholy-Nagy are wrong; explanation confirmed. All four options are Hungarian-born, good.",
    'Who photographed Sharbat Gula for the famous Afghan Girl cover of National Geographic?':
      "Checked (reviewer's knowledge): Steve McCurry is right; Sebastião Salgado, James Nachtwey and Don McCullin are wrong; explanation confirmed. Cover of June 1985.",
    "Which British pop artist co-designed the cover of Sgt. Pepper's Lonely Hearts Club Band?":
      "Checked (reviewer's knowledge): Peter Blake is right; David Hockney, Richard Hamilton and Eduardo Paolozzi are wrong; explanation confirmed.",
    'What fine white ceramic, first made in China, is often simply called china?':
      "Checked (reviewer's knowledge): Porcelain is right; Earthenware, Stoneware and Terracotta are wrong; explanation confirmed.",
    'What is the art of decorating hands with henna paste called in South Asia?':
      "Checked (reviewer's knowledge): Mehndi is right; Rangoli, Bindi and Kolam are wrong; explanation confirmed.",
    'What is the Japanese art of folding paper into shapes called?':
      "Checked (reviewer's knowledge): Origami is right; Ikebana, Bonsai and Kirigami are wrong; explanation confirmed.",
    'What is the Japanese art of flower arranging called?':
      "Checked (reviewer's knowledge): Ikebana is right; Origami, Bonsai and Kintsugi are wrong; explanation confirmed.",
    'What are the tall carved wooden poles of Pacific Northwest peoples usually called?':
      "Checked (reviewer's knowledge): Totem poles is right; Maypoles, Tiki poles and Prayer poles are wrong; explanation confirmed.",
    'What are the wooden Russian dolls that nest one inside another called?':
      "Checked (reviewer's knowledge): Matryoshka is right; Khokhloma, Gzhel and Dymkovo are wrong; explanation confirmed.",
    'What are the giant stone heads and figures of Easter Island called?':
      "Checked (reviewer's knowledge): Moai is right; Tiki, Marae and Totems are wrong; explanation confirmed.",
    'Which Dutch city gave its name to a blue-and-white tin-glazed pottery?':
      "Checked (reviewer's knowledge): Delft is right; Gouda, Leiden and Haarlem are wrong; explanation confirmed.",
    'Which Japanese artist made The Great Wave off Kanagawa?':
      "Checked (reviewer's knowledge): Katsushika Hokusai is right; Utagawa Hiroshige, Kitagawa Utamaro and Tōshūsai Sharaku are wrong; explanation confirmed.",
    'What is the Japanese genre of woodblock prints whose name means pictures of the floating world?':
      "Checked (reviewer's knowledge): Ukiyo-e is right; Sumi-e, Yamato-e and Nihonga are wrong; explanation confirmed.",
    'What is the Japanese art of mending broken pottery with gold-dusted lacquer called?':
      "Checked (reviewer's knowledge): Kintsugi is right; Raku, Sashiko and Shibori are wrong; explanation confirmed.",
    'In which French cave did teenagers find Palaeolithic paintings of animals in 1940?':
      "Checked (reviewer's knowledge): Lascaux is right; Chauvet, Niaux and Font-de-Gaume are wrong; explanation confirmed.",
    "Which Egyptian queen's painted limestone portrait head, found in 1912, is in Berlin?":
      "Checked (reviewer's knowledge): Nefertiti is right; Hatshepsut, Cleopatra and Nefertari are wrong; explanation confirmed.",
    'What is the Indonesian craft of wax-resist dyeing of cloth called?':
      "Checked (reviewer's knowledge): Batik is right; Ikat, Songket and Shibori are wrong; explanation confirmed.",
    'From which modern country do the Benin Bronzes come?':
      "Checked (reviewer's knowledge): Nigeria is right; Ghana, Cameroon and Togo are wrong; explanation confirmed.",
    'Which ancient Mexican culture carved colossal stone heads in the Gulf Coast lowlands?':
      "Checked (reviewer's knowledge): The Olmecs is right; The Maya, The Aztecs and The Toltecs are wrong; explanation confirmed. The largest heads weigh well over 20 tonnes.",
    'Which Japanese artist made the print series The Fifty-three Stations of the Tōkaidō?':
      "Checked (reviewer's knowledge): Utagawa Hiroshige is right; Katsushika Hokusai, Kitagawa Utamaro and Kitao Masanobu are wrong; explanation confirmed.",
    'Which Mexican muralist painted the Detroit Industry murals?':
      "Checked (reviewer's knowledge): Diego Rivera is right; José Clemente Orozco, David Alfaro Siqueiros and Rufino Tamayo are wrong; explanation confirmed.",
    'In which Central Australian community did the Western Desert dot-painting movement begin in 1971?':
      "Checked (reviewer's knowledge): Papunya is right; Yuendumu, Hermannsburg and Ernabella are wrong; explanation confirmed.",
    'Which Russian monk painted the Trinity icon in the early 15th century?':
      "Checked (reviewer's knowledge): Andrei Rublev is right; Theophanes the Greek, Dionisius and Simon Ushakov are wrong; explanation confirmed.",
    'Which item joins brush, ink and paper as the Four Treasures of the Study in Chinese art?':
      "Checked (reviewer's knowledge): The inkstone is right; The seal, The scroll and The brush rest are wrong; explanation confirmed.",
    'In which Spanish cave were Palaeolithic paintings of bison found in 1879?':
      "Checked (reviewer's knowledge): Altamira is right; El Castillo, Tito Bustillo and La Pasiega are wrong; explanation confirmed.",
  },
};
